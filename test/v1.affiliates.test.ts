import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { TestData } from '../src/engine/testData';

const V1 = '/api/b2b/v1/affiliate';
const TABLES = ['accounts', 'api_keys', 'idempotency_keys', 'credit_line_applications', 'wallet_topups', 'desk_queue', 'developer_registrations'];
const LINK_CODE = 'lnk_7Qm2Xk9Lw4Rt8Zp3Vb6N';
const link = { name: 'Instagram bio - desert safaris', landing_page: 'desert_safaris', utm: { source: 'instagram', medium: 'social', campaign: 'winter_safari_2026', content: 'bio_link' } };
const bankDetails = { account_holder_type: 'company', account_holder_name: 'Gulf Horizons Travel LLC', iban: 'AE07 0331 2345 6789 0123 456', bank_name: 'Mashreq Bank' };
const widget = { products: ['tours'], allowed_origins: ['https://www.dubaiwithkids.example'] };

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let liveKey: IssuedKey;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
  testKey = await issueKey(t.db);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
});
afterAll(() => t.close());
afterEach(() => clock.set('2026-11-22T10:00:00.000Z'));

const get = (path: string, key: IssuedKey = testKey) => call(t.app, 'GET', path, { token: key.key });
const post = (path: string, body?: unknown, key: IssuedKey = testKey) => call(t.app, 'POST', path, { token: key.key, ...(body === undefined ? {} : { body }) });
const stored = () => Promise.all(TABLES.map(async (table) => Number((await t.db(table).count({ n: '*' }))[0]?.n)));

type Res = Awaited<ReturnType<typeof get>>;
function expectInvalid(res: Res, path: string, message: RegExp): void {
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.fields).toContain(path);
  expect(res.body.error.issues.find((issue: { path: string }) => issue.path === path)?.message).toMatch(message);
}

/** Follows next_cursor to the end, `limit` at a time. */
async function walk(path: string, limit: number, key: IssuedKey = testKey): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const res = await get(`${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, key);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.data);
    cursor = res.body.next_cursor;
    if (cursor === null) return items;
  }
  throw new Error('the cursor never ended');
}

/** A test payout reference whose deterministic payout has `status`, found through the API as a partner would. */
async function payoutWith(status: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 20; i++) {
    const account = await issueKey(t.db);
    const found = (await walk(`${V1}/payouts`, 100, account)).find((p) => p.status === status);
    if (found) return found;
  }
  throw new Error(`no test payout with status ${status}`);
}

describe('affiliate statistics', () => {
  it('covers the 30 days ending today by default, totals adding up the days', async () => {
    const res = await get(`${V1}/stats`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'affiliate_stats', sandbox: true, period: { from: '2026-10-24', to: '2026-11-22', days: 30 }, currency: 'AED', commission_percent: 8 });
    const daily = res.body.daily as Array<{ date: string; clicks: number; bookings: number; sales_aed: number; earnings_aed: number }>;
    expect(daily.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => new Date(Date.parse('2026-10-24') + i * 86_400_000).toISOString().slice(0, 10)));
    const sum = (key: 'clicks' | 'bookings' | 'sales_aed' | 'earnings_aed') => Math.round(daily.reduce((s, d) => s + d[key] * 100, 0)) / 100;
    expect(res.body.totals).toMatchObject({ clicks: sum('clicks'), bookings: sum('bookings'), sales_aed: sum('sales_aed'), earnings_aed: sum('earnings_aed') });
    expect(res.body.totals.clicks).toBeGreaterThan(0);
    expect(res.body.totals.conversion_percent).toBe(Math.round((res.body.totals.bookings * 10000) / res.body.totals.clicks) / 100);
    expect(res.body.totals.earnings_aed).toBeCloseTo(res.body.totals.sales_aed * 0.08, 0);
  });

  it('answers the same numbers for the same period, whatever the period around a day', async () => {
    const a = await get(`${V1}/stats?from=2026-09-01&to=2026-09-30`);
    expect(a.body).toEqual((await get(`${V1}/stats?from=2026-09-01&to=2026-09-30`)).body);
    const day = await get(`${V1}/stats?from=2026-09-15&to=2026-09-15`);
    expect(day.body.daily).toEqual([a.body.daily[14]]);
    expect(day.body.period).toEqual({ from: '2026-09-15', to: '2026-09-15', days: 1 });
  });

  it.each([
    ['a day after today', '?to=2026-11-23', 'to', /must not be after today, 2026-11-22/],
    ['from after to', '?from=2026-11-10&to=2026-11-01', 'from', /must not be after to \(2026-11-01\)/],
    ['more than 366 days', '?from=2025-11-01&to=2026-11-22', 'from', /at most 366 days; it is 387/],
    ['a date that is not YYYY-MM-DD', '?from=22-11-2026', 'from', /YYYY-MM-DD/],
  ])('refuses %s with 422', async (_name, query, path, message) => {
    expectInvalid(await get(`${V1}/stats${query}`), path, message);
  });

  it('reads zeros with a live key', async () => {
    const res = await get(`${V1}/stats?from=2026-11-20&to=2026-11-22`, liveKey);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sandbox: false, totals: { clicks: 0, bookings: 0, conversion_percent: 0, sales_aed: 0, earnings_aed: 0 } });
    expect(res.body.daily).toHaveLength(3);
  });
});

describe('tracking links', () => {
  it('lists the account\'s links newest first, the cursor walking all of them once', async () => {
    const all = (await get(`${V1}/links?limit=100`)).body.data as Array<{ code: string; created_at: string }>;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const walked = await walk(`${V1}/links`, 3);
    expect(walked).toEqual(all);
    expect(new Set(walked.map((l) => l.code)).size).toBe(walked.length);
    expect([...all].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(all);
    expect((await get(`${V1}/links?limit=100`)).body).toEqual((await get(`${V1}/links?limit=100`)).body);
  });

  it('gives every link a URL with its code and UTM parameters, and the paths of its QR code', async () => {
    const [first] = (await get(`${V1}/links?limit=1`)).body.data;
    const url = new URL(first.url);
    expect(url.origin).toBe('https://book.example.ae');
    expect(url.searchParams.get('aff')).toBe(first.code);
    expect(url.searchParams.get('utm_source')).toBe(first.utm.source);
    expect(url.searchParams.get('utm_campaign')).toBe(first.utm.campaign);
    expect(first.qr).toEqual({ svg_url: `${V1}/links/${first.code}/qr?format=svg`, png_url: `${V1}/links/${first.code}/qr?format=png` });
    expect((await get(first.qr.png_url)).status).toBe(200);
  });

  it('refuses a bad cursor with 422', async () => {
    expectInvalid(await get(`${V1}/links?cursor=nonsense`), 'cursor', /not a cursor this API returned/);
  });

  it('builds a link with a test key, stores nothing, and a link lists nowhere', async () => {
    const before = await stored();
    const listed = (await get(`${V1}/links?limit=100`)).body;
    const res = await post(`${V1}/links`, link);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'affiliate_link', sandbox: true, name: link.name, landing_page: 'desert_safaris', created_at: '2026-11-22T10:00:00.000Z' });
    expect(res.body.utm).toEqual({ ...link.utm, term: null });
    expect(res.body.code).toMatch(/^lnk_[0-9A-Za-z]{20}$/);
    expect(res.body.url).toBe(`https://book.example.ae/desert-safaris?aff=${res.body.code}&utm_source=instagram&utm_medium=social&utm_campaign=winter_safari_2026&utm_content=bio_link`);
    expect(await stored()).toEqual(before);
    expect((await get(`${V1}/links?limit=100`)).body).toEqual(listed);
  });

  it('opens on the home page when no landing page is given', async () => {
    const res = await post(`${V1}/links`, { name: 'Newsletter', utm: { source: 'newsletter', medium: 'email', campaign: 'always_on', term: 'dubai' } });
    expect(res.status).toBe(201);
    expect(res.body.landing_page).toBe('home');
    expect(res.body.url).toMatch(/^https:\/\/book\.example\.ae\/\?aff=lnk_\w{20}&utm_source=newsletter&utm_medium=email&utm_campaign=always_on&utm_term=dubai$/);
  });

  it.each([
    ['no campaign', { ...link, utm: { source: 'instagram', medium: 'social' } }, 'utm.campaign', /is required/],
    ['a UTM value with spaces', { ...link, utm: { ...link.utm, source: 'insta gram' } }, 'utm.source', /1 to 64 letters, digits/],
    ['an unknown landing page', { ...link, landing_page: 'moon' }, 'landing_page', /must be one of: home, airport_transfers/],
    ['no name', { utm: link.utm }, 'name', /is required/],
    ['an unknown field', { ...link, url: 'https://evil.example' }, 'url', /not a field of this request/],
  ])('refuses %s with 422', async (_name, body, path, message) => {
    expectInvalid(await post(`${V1}/links`, body), path, message);
  });

  it('checks a live key\'s link, then answers 503: nothing is created', async () => {
    const before = await stored();
    expectInvalid(await post(`${V1}/links`, { ...link, utm: {} }, liveKey), 'utm.source', /is required/);
    const res = await post(`${V1}/links`, link, liveKey);
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'not_configured', message: 'Live affiliate links open with production; nothing was created. Use a test key until then, or contact the trade desk.', retryable: false });
    expect(await stored()).toEqual(before);
    expect((await get(`${V1}/links`, liveKey)).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
  });
});

describe('QR codes of links', () => {
  it('answers SVG by default, the same image for the same code', async () => {
    const res = await get(`${V1}/links/${LINK_CODE}/qr`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-disposition']).toBe(`inline; filename="qr-${LINK_CODE}.svg"`);
    const svg = Buffer.isBuffer(res.body) ? res.body.toString() : res.text;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const again = await get(`${V1}/links/${LINK_CODE}/qr?format=svg`);
    expect(Buffer.isBuffer(again.body) ? again.body.toString() : again.text).toBe(svg);
  });

  it('answers PNG at the size asked for', async () => {
    const res = await get(`${V1}/links/${LINK_CODE}/qr?format=png&size=256`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = Buffer.from(res.body as Buffer);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([256, 256]);
    const large = Buffer.from((await get(`${V1}/links/${LINK_CODE}/qr?format=png`)).body as Buffer);
    expect(large.readUInt32BE(16)).toBe(512);
  });

  it.each([
    ['an unknown format', '?format=gif', 'format', /must be one of: svg, png/],
    ['a size too small', '?format=png&size=64', 'size', /at least 128/],
    ['a size too large', '?format=png&size=2048', 'size', /at most 1024/],
  ])('refuses %s with 422', async (_name, query, path, message) => {
    expectInvalid(await get(`${V1}/links/${LINK_CODE}/qr${query}`), path, message);
  });

  it('answers 404 for codes starting 0000 and with a live key, 422 for a malformed code', async () => {
    const missing = await get(`${V1}/links/lnk_0000Xk9Lw4Rt8Zp3Vb6N/qr`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'No affiliate link lnk_0000Xk9Lw4Rt8Zp3Vb6N in this account.', retryable: false });
    expect((await get(`${V1}/links/${LINK_CODE}/qr`, liveKey)).status).toBe(404);
    expectInvalid(await get(`${V1}/links/TL-9XKQ2M7D4TZ8/qr`), 'code', /must be an id: lnk_/);
  });
});

describe('performance by link', () => {
  it('has a row per link, ordered by earnings, adding up to the statistics of the period', async () => {
    const period = 'from=2026-10-01&to=2026-10-31';
    const rows = (await walk(`${V1}/performance?${period}`, 3)) as Array<{ link: { code: string }; clicks: number; bookings: number; sales_aed: number; earnings_aed: number; period: unknown }>;
    const links = (await get(`${V1}/links?limit=100`)).body.data as Array<{ code: string; created_at: string }>;
    expect(rows.map((r) => r.link.code).sort()).toEqual(links.filter((l) => l.created_at < '2026-10-31T20:00:00.000Z').map((l) => l.code).sort());
    expect(rows.map((r) => r.earnings_aed)).toEqual([...rows.map((r) => r.earnings_aed)].sort((a, b) => b - a));
    expect(rows[0]?.period).toEqual({ from: '2026-10-01', to: '2026-10-31', days: 31 });
    const stats = (await get(`${V1}/stats?${period}`)).body.totals;
    const total = (key: 'clicks' | 'bookings' | 'sales_aed' | 'earnings_aed') => Math.round(rows.reduce((s, r) => s + r[key] * 100, 0)) / 100;
    expect({ clicks: total('clicks'), bookings: total('bookings'), sales_aed: total('sales_aed'), earnings_aed: total('earnings_aed') }).toEqual({
      clicks: stats.clicks, bookings: stats.bookings, sales_aed: stats.sales_aed, earnings_aed: stats.earnings_aed,
    });
  });

  it('exports every row as CSV, whatever limit says', async () => {
    const json = (await get(`${V1}/performance?limit=100`)).body.data as Array<{ link: { code: string; name: string }; clicks: number; earnings_aed: number }>;
    const res = await get(`${V1}/performance?format=csv&limit=1`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('inline; filename="affiliate-performance-2026-10-24-2026-11-22.csv"');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('link_code,link_name,landing_page,utm_source,utm_medium,utm_campaign,clicks,bookings,conversion_percent,sales_aed,earnings_aed');
    expect(lines).toHaveLength(json.length + 1);
    const first = lines[1]?.split(',');
    expect(first?.[0]).toBe(json[0]?.link.code);
    expect(Number(first?.[6])).toBe(json[0]?.clicks);
    expect(Number(first?.[10])).toBe(json[0]?.earnings_aed);
  });

  it('refuses an unknown format and a bad period with 422', async () => {
    expectInvalid(await get(`${V1}/performance?format=pdf`), 'format', /must be one of: json, csv/);
    expectInvalid(await get(`${V1}/performance?format=csv&to=2027-01-01`), 'to', /not be after today/);
  });

  it('finds nothing with a live key', async () => {
    expect((await get(`${V1}/performance`, liveKey)).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    expect((await get(`${V1}/performance?format=csv`, liveKey)).text.split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});

describe('payouts', () => {
  it('shows the balance of every request and pages through them, newest first', async () => {
    const res = await get(`${V1}/payouts?limit=100`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', sandbox: true, bank_details: { on_file: true }, balance: { currency: 'AED', minimum_payout_aed: 500 } });
    const payouts = res.body.data as Array<{ reference: string; status: string; amount_aed: number; created_at: string }>;
    const sum = (statuses: string[]) => Math.round(payouts.filter((p) => statuses.includes(p.status)).reduce((s, p) => s + p.amount_aed * 100, 0)) / 100;
    expect(res.body.balance.in_payout_aed).toBe(sum(['requested', 'processing']));
    expect(res.body.balance.paid_out_aed).toBe(sum(['paid']));
    expect(res.body.balance.available_aed).toBeGreaterThanOrEqual(800);
    expect([...payouts].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(payouts);
    const walked = await walk(`${V1}/payouts`, 2);
    expect(walked).toEqual(payouts);
    expect(new Set(walked.map((p) => p.reference)).size).toBe(walked.length);
    const page = await get(`${V1}/payouts?limit=1`);
    expect(page.body.balance).toEqual(res.body.balance);
  });

  it('gives each status the dates that fit it', async () => {
    const paid = await payoutWith('paid');
    expect(paid).toMatchObject({ expected_by: null, cancelled_at: null, failure_reason: null });
    expect(Date.parse(paid.paid_at as string)).toBeGreaterThan(Date.parse(paid.created_at as string));
    const processing = await payoutWith('processing');
    expect(processing).toMatchObject({ paid_at: null, cancelled_at: null });
    expect(processing.expected_by).toMatch(/^2026-11-2\d$/);
    expect((await payoutWith('failed')).failure_reason).toMatch(/returned the transfer/);
  });

  it('requests the whole available balance by default, stores nothing and changes no balance', async () => {
    const before = await stored();
    const { balance } = (await get(`${V1}/payouts`)).body;
    const res = await post(`${V1}/payouts`, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'affiliate_payout', sandbox: true, status: 'requested', amount_aed: balance.available_aed, note: null, expected_by: '2026-11-28', created_at: '2026-11-22T10:00:00.000Z', paid_at: null });
    expect(res.body.reference).toMatch(/^po_[0-9A-Za-z]{20}$/);
    const part = await post(`${V1}/payouts`, { amount_aed: 500.5, note: 'November commission' });
    expect(part.body).toMatchObject({ amount_aed: 500.5, note: 'November commission' });
    expect(await stored()).toEqual(before);
    expect((await get(`${V1}/payouts`)).body.balance).toEqual(balance);
  });

  it.each([
    ['more than the available balance', 'over', /exceeds the available balance of AED \d+\.\d\d/],
    ['less than the minimum payout', 499.99, /must be at least 500/],
    ['more than two decimals', 600.005, /at most two decimals/],
  ])('refuses %s with 422', async (_name, amount, message) => {
    const available = (await get(`${V1}/payouts`)).body.balance.available_aed as number;
    expectInvalid(await post(`${V1}/payouts`, { amount_aed: amount === 'over' ? available + 0.01 : amount }), 'amount_aed', message);
  });

  it('withdraws a requested payout: cancelled now, nothing changes', async () => {
    const payout = await payoutWith('requested');
    const res = await post(`${V1}/payouts/${payout.reference as string}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...payout, status: 'cancelled', expected_by: null, cancelled_at: '2026-11-22T10:00:00.000Z' });
    const again = await post(`${V1}/payouts/${payout.reference as string}/cancel`);
    expect(again.body).toEqual(res.body);
  });

  it.each(['processing', 'paid', 'failed', 'cancelled'])('refuses to withdraw a %s payout with 409 invalid_state', async (status) => {
    const payout = await payoutWith(status);
    const res = await post(`${V1}/payouts/${payout.reference as string}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'invalid_state', message: `The affiliate payout ${payout.reference as string} is ${status}, so it cannot be withdrawn.`, retryable: false });
  });

  it('answers 404 for references starting 0000 and 422 for malformed ones', async () => {
    const res = await post(`${V1}/payouts/po_0000t3KYSiiKileL1t1G/cancel`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('No affiliate payout po_0000t3KYSiiKileL1t1G in this account.');
    expectInvalid(await post(`${V1}/payouts/PO-12345/cancel`), 'reference', /must be an id: po_/);
  });

  it('with a live key: a zero balance, no payouts, 503 on a request and 404 on a withdrawal', async () => {
    const before = await stored();
    const list = await get(`${V1}/payouts`, liveKey);
    expect(list.body).toEqual({
      object: 'list', sandbox: false, data: [], next_cursor: null, bank_details: { on_file: false, updated_at: null },
      balance: { currency: 'AED', available_aed: 0, pending_aed: 0, in_payout_aed: 0, paid_out_aed: 0, minimum_payout_aed: 500 },
    });
    expectInvalid(await post(`${V1}/payouts`, { amount_aed: 10 }, liveKey), 'amount_aed', /at least 500/);
    const res = await post(`${V1}/payouts`, { amount_aed: 750 }, liveKey);
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe('Live affiliate payouts open with production; nothing was requested. Use a test key until then, or contact the trade desk.');
    expect((await post(`${V1}/payouts/po_ivKt3KYSiiKileL1t1G2/cancel`, undefined, liveKey)).status).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('bank details', () => {
  it('checks them and says they are on file, never repeating them', async () => {
    const before = await stored();
    const res = await post(`${V1}/bank-details`, bankDetails);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ object: 'affiliate_bank_details', sandbox: true, on_file: true, updated_at: '2026-11-22T10:00:00.000Z' });
    expect(JSON.stringify(res.body)).not.toMatch(/0331|Mashreq|Gulf Horizons/);
    const abroad = await post(`${V1}/bank-details`, { account_holder_type: 'individual', account_holder_name: 'Sofia Rossi', iban: 'gb29nwbk60161331926819', swift_bic: 'NWBKGB2L' });
    expect(abroad.status).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['an IBAN whose check digits do not match', { ...bankDetails, iban: 'AE08 0331 2345 6789 0123 456' }, 'iban', /check digits do not match/],
    ['a UAE IBAN of the wrong length', { ...bankDetails, iban: 'AE07033123456789012345' }, 'iban', /a UAE IBAN has 23 characters/],
    ['something that is not an IBAN', { ...bankDetails, iban: '0331234567890123456' }, 'iban', /must be an IBAN/],
    ['a foreign IBAN without a BIC', { ...bankDetails, iban: 'GB29NWBK60161331926819' }, 'swift_bic', /required for an IBAN outside the UAE/],
    ['a BIC of another country', { ...bankDetails, swift_bic: 'NWBKGB2L' }, 'swift_bic', /must be of a bank in AE/],
    ['a malformed BIC', { ...bankDetails, swift_bic: 'NBAD-AE-AA' }, 'swift_bic', /must be a BIC/],
    ['no holder type', { ...bankDetails, account_holder_type: undefined }, 'account_holder_type', /is required/],
  ])('refuses %s with 422', async (_name, body, path, message) => {
    expectInvalid(await post(`${V1}/bank-details`, body), path, message);
  });

  it('checks a live key\'s details, then answers 503: nothing is saved', async () => {
    expectInvalid(await post(`${V1}/bank-details`, { ...bankDetails, iban: 'AE08 0331 2345 6789 0123 456' }, liveKey), 'iban', /check digits/);
    const res = await post(`${V1}/bank-details`, bankDetails, liveKey);
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe('Live affiliate bank details open with production; nothing was saved. Use a test key until then, or contact the trade desk.');
  });
});

describe('the affiliate widget', () => {
  it('reads the account\'s active test widget, the same every time, with its snippet', async () => {
    const res = await get(`${V1}/widget`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'affiliate_widget', sandbox: true, status: 'active', script_url: 'https://book.example.ae/widget/v1.js' });
    expect(res.body.snippet).toBe(`<div data-booking-widget="${res.body.id}"></div>\n<script src="https://book.example.ae/widget/v1.js" data-widget-id="${res.body.id}" async></script>`);
    expect((await get(`${V1}/widget`)).body).toEqual(res.body);
    const codes = ((await get(`${V1}/links?limit=100`)).body.data as Array<{ code: string }>).map((l) => l.code);
    if (res.body.settings.link_code !== null) expect(codes).toContain(res.body.settings.link_code);
  });

  it('sets it up with defaults for what is left out, keeping its id; nothing is stored', async () => {
    const before = await stored();
    const { id } = (await get(`${V1}/widget`)).body;
    const res = await post(`${V1}/widget`, widget);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id, status: 'active', sandbox: true, updated_at: '2026-11-22T10:00:00.000Z',
      settings: { products: ['tours'], language: 'en', display_currency: 'AED', accent_hex: '#0A7C86', layout: 'inline', allowed_origins: widget.allowed_origins, link_code: null },
    });
    expect(await stored()).toEqual(before);
    expect((await get(`${V1}/widget`)).body.settings).not.toEqual(res.body.settings);
  });

  it.each([
    ['an origin with a path', { ...widget, allowed_origins: ['https://a.example', 'https://b.example/blog'] }, 'allowed_origins[1]', /must be an origin/],
    ['an origin in upper case', { ...widget, allowed_origins: ['https://WWW.A.EXAMPLE'] }, 'allowed_origins[0]', /must be an origin/],
    ['an http origin', { ...widget, allowed_origins: ['http://a.example'] }, 'allowed_origins[0]', /must be an https URL/],
    ['no origin', { ...widget, allowed_origins: [] }, 'allowed_origins', /at least 1|fewer than 1/],
    ['a link that is not the account\'s', { ...widget, link_code: 'lnk_0000Xk9Lw4Rt8Zp3Vb6N' }, 'link_code', /not a tracking link of this account/],
    ['a language the widget does not speak', { ...widget, language: 'xx' }, 'language', /must be one of: en, ar/],
    ['the same product twice', { ...widget, products: ['tours', 'tours'] }, 'products', /must not repeat an item/],
  ])('refuses %s with 422', async (_name, body, path, message) => {
    expectInvalid(await post(`${V1}/widget`, body), path, message);
  });

  it('with a live key: not set up, and 503 on set-up once the settings are valid', async () => {
    const res = await get(`${V1}/widget`, liveKey);
    expect(res.body).toMatchObject({ sandbox: false, status: 'not_set_up', settings: null, snippet: null, updated_at: null });
    expectInvalid(await post(`${V1}/widget`, { allowed_origins: ['https://a.example/x'] }, liveKey), 'allowed_origins[0]', /must be an origin/);
    const refused = await post(`${V1}/widget`, widget, liveKey);
    expect(refused.status).toBe(503);
    expect(refused.body.error.message).toMatch(/^Live affiliate widgets open with production; nothing was set up/);
  });
});

describe('determinism across accounts', () => {
  it('gives each account its own test data, and the same data for the same account', async () => {
    const other = await issueKey(t.db);
    const mine = (await get(`${V1}/links?limit=100`)).body.data;
    expect((await get(`${V1}/links?limit=100`, other)).body.data).not.toEqual(mine);
    // A link's data follows its code alone, wherever it is read.
    const code = new TestData('probe').id('lnk');
    const a = await get(`${V1}/links/${code}/qr`);
    const b = await get(`${V1}/links/${code}/qr`, other);
    expect(Buffer.isBuffer(a.body) ? a.body.equals(b.body as Buffer) : a.text === b.text).toBe(true);
  });
});
