import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { setCommercialTerms } from '../src/apiKeys/store';
import { systemClock } from '../src/platform/clock';
import { TestData } from '../src/engine/testData';

const BASE = '/api/b2b/v1/guides';
const PROPERTIES = `${BASE}/properties`;
const EXAMPLE_ID = 'gpr_7Kq2Wm9Xr4Tz1Lp8Nc3V';
const MISSING_ID = 'gpr_0000Wm9Xr4Tz1Lp8Nc3V';
const NOW = '2026-11-22T10:00:00.000Z';

const property = {
  name: 'Marina Gate 2, apartment 3104',
  reference: 'AIRBNB-48213377',
  type: 'apartment',
  bedrooms: 2,
  max_guests: 4,
  address: { building: 'Marina Gate 2', unit: '3104', street: 'Marina Walk', area: 'DUBAI_MARINA', makani_number: '1234567890' },
  dtcm_permit: 'MAR-GAT-8KQ2T',
  check_in_time: '15:00',
  check_out_time: '11:00',
  host: { name: 'Omar Haddad', phone: '+971501234567', email: 'stays@gulfhorizons.example' },
  languages: ['en', 'ar'],
  featured_services: ['airport_transfer', 'desert_safari'],
  guide: { welcome_message: 'Welcome to Dubai Marina!', house_rules: 'No parties.' },
};

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let liveKey: IssuedKey;

const TABLES = ['accounts', 'api_keys', 'desk_queue', 'credit_line_applications', 'wallet_topups'];
const counts = (): Promise<unknown[]> => Promise.all(TABLES.map((table) => t.db(table).count({ n: '*' })));

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
  testKey = await issueKey(t.db);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
});
afterAll(() => t.close());
afterEach(() => clock.set(NOW));

const get = (path: string, key: IssuedKey = testKey) => call(t.app, 'GET', path, { token: key.key });
const post = (path: string, body: unknown, key: IssuedKey = testKey) => call(t.app, 'POST', path, { token: key.key, body });
const patch = (path: string, body: unknown, key: IssuedKey = testKey) => call(t.app, 'PATCH', path, { token: key.key, body });
const issuesOf = (res: { body: { error: { issues: Array<{ path: string; message: string }> } } }) => res.body.error.issues;

/** A test property id whose deterministic property matches `test`, found by reading as a partner would. */
async function findId(test: (p: Record<string, unknown>) => boolean): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const id = new TestData(`guide-probe-${i}`).id('gpr');
    const res = await get(`${PROPERTIES}/${id}`);
    if (res.status === 200 && test(res.body)) return id;
  }
  throw new Error('no such test property');
}

describe('properties with a test key', () => {
  it('lists the account\'s test properties, newest first, each as GET answers it', async () => {
    const res = await get(`${PROPERTIES}?limit=100`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', sandbox: true, next_cursor: null });
    const data = res.body.data as Array<{ id: string; created_at: string; sandbox: boolean }>;
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(data.map((p) => p.created_at)).toEqual([...data.map((p) => p.created_at)].sort().reverse());
    const first = data[0] as { id: string };
    expect((await get(`${PROPERTIES}/${first.id}`)).body).toEqual(first);
    expect((await get(`${PROPERTIES}?limit=100`)).body).toEqual(res.body);
  });

  it('paginates: next_cursor walks every property once', async () => {
    const all = (await get(`${PROPERTIES}?limit=100`)).body.data.map((p: { id: string }) => p.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: Array<{ id: string }>; next_cursor: string | null } } = await get(`${PROPERTIES}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((p) => p.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by status and refuses an unknown status or cursor', async () => {
    const all = (await get(`${PROPERTIES}?limit=100`)).body.data as Array<{ status: string }>;
    const paused = (await get(`${PROPERTIES}?status=paused&limit=100`)).body.data as Array<{ status: string }>;
    expect(paused.every((p) => p.status === 'paused')).toBe(true);
    expect(paused).toHaveLength(all.filter((p) => p.status === 'paused').length);
    const bad = await get(`${PROPERTIES}?status=archived`);
    expect(bad.status).toBe(422);
    expect(issuesOf(bad)).toEqual([{ path: 'status', message: 'must be one of: active, paused' }]);
    expect(issuesOf(await get(`${PROPERTIES}?cursor=nonsense`))[0]?.path).toBe('cursor');
  });

  it('reads any well-formed id as the same deterministic property, with its link and files', async () => {
    const a = await get(`${PROPERTIES}/${EXAMPLE_ID}`);
    expect(a.status).toBe(200);
    expect((await get(`${PROPERTIES}/${EXAMPLE_ID}`)).body).toEqual(a.body);
    expect(a.body).toMatchObject({ object: 'guide_property', sandbox: true, id: EXAMPLE_ID, status: 'active', address: { emirate: 'DUBAI' } });
    expect(a.body.guest_link.url).toBe(`https://trade.test/g/${a.body.guest_link.code}`);
    expect(a.body.files.card_pdf).toBe(`https://trade.test${PROPERTIES}/${EXAMPLE_ID}/card?format=pdf`);
    expect(a.body.dtcm_permit).toEqual(expect.any(String));
  });

  it('answers 404 for test ids starting 0000, and 422 for malformed ids', async () => {
    const missing = await get(`${PROPERTIES}/${MISSING_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: `No welcome-guide property ${MISSING_ID} in this account.`, retryable: false });
    for (const path of ['', '/status', '/link', '/wifi', '/qr', '/card']) {
      const method = path === '/status' || path === '/link' ? 'POST' : 'GET';
      const body = path === '/status' ? { action: 'pause' } : {};
      const res = await call(t.app, method, `${PROPERTIES}/${MISSING_ID}${path}`, { token: testKey.key, ...(method === 'POST' ? { body } : {}) });
      expect(res.status).toBe(404);
    }
    const malformed = await get(`${PROPERTIES}/prop-1`);
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual(['id']);
  });

  it('adds a property as it would, active with a fresh link, and stores nothing', async () => {
    const before = await counts();
    const res = await post(PROPERTIES, property);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'guide_property',
      sandbox: true,
      status: 'active',
      name: property.name,
      address: { ...property.address, emirate: 'DUBAI' },
      host: property.host,
      guide: { welcome_message: 'Welcome to Dubai Marina!', arrival_instructions: null, house_rules: 'No parties.', emergency_phone: null },
      wifi_configured: false,
      previous_link: null,
      created_at: NOW,
      updated_at: NOW,
      paused_at: null,
    });
    expect(res.body.id).toMatch(/^gpr_[0-9A-Za-z]{20}$/);
    expect(res.body.guest_link).toEqual({ code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{10}$/), url: `https://trade.test/g/${res.body.guest_link.code}`, created_at: NOW });
    expect((await post(PROPERTIES, property)).body.id).not.toBe(res.body.id);
    expect(await counts()).toEqual(before);
  });

  it('defaults languages and featured services, and needs no permit outside Dubai', async () => {
    const { dtcm_permit: _permit, languages: _languages, featured_services: _services, guide: _guide, ...rest } = property;
    const res = await post(PROPERTIES, { ...rest, address: { building: 'Al Hamra Village', area: 'RAS_AL_KHAIMAH' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ languages: ['en'], featured_services: ['airport_transfer'], dtcm_permit: null, address: { emirate: 'RAS_AL_KHAIMAH', unit: null, street: null, makani_number: null } });
  });

  it.each([
    ['no permit in Dubai', { dtcm_permit: undefined }, 'dtcm_permit', /required for a property in Dubai/],
    ['too many guests for the bedrooms', { max_guests: 7 }, 'max_guests', /at most 6 for 2 bedrooms/],
    ['guests in a studio', { bedrooms: 0, max_guests: 3 }, 'max_guests', /at most 2 for a studio/],
    ['check-out after check-in', { check_out_time: '16:00' }, 'check_out_time', /earlier in the day than check_in_time/],
    ['no host', { host: undefined }, 'host', /is required/],
    ['a host phone that is not E.164', { host: { name: 'Omar', phone: '0501234567' } }, 'host.phone', /international format/],
    ['an area the operator does not serve', { address: { building: 'X', area: 'UMM_AL_QUWAIN' } }, 'address.area', /must be one of/],
    ['a repeated language', { languages: ['en', 'en'] }, 'languages', /must not repeat/],
    ['a status', { status: 'paused' }, 'status', /not a field/],
    ['a bad time', { check_in_time: '25:00' }, 'check_in_time', /HH:MM/],
  ])('refuses %s with 422 on its field', async (_name, change, path, message) => {
    const res = await post(PROPERTIES, { ...property, ...change });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(issuesOf(res).find((issue) => issue.path === path)?.message).toMatch(message);
  });

  it('reports every broken rule at once', async () => {
    const res = await post(PROPERTIES, { ...property, dtcm_permit: undefined, max_guests: 9, check_out_time: '15:00' });
    expect(res.body.error.fields).toEqual(['dtcm_permit', 'max_guests', 'check_out_time']);
  });
});

describe('editing with a test key', () => {
  it('changes only the fields sent, and nothing is stored', async () => {
    const before = (await get(`${PROPERTIES}/${EXAMPLE_ID}`)).body;
    clock.set('2026-11-22T11:00:00.000Z');
    const res = await patch(`${PROPERTIES}/${EXAMPLE_ID}`, { check_in_time: '14:00', languages: ['en', 'ar', 'ru'], reference: null, guide: { welcome_message: 'Hello' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...before,
      check_in_time: '14:00',
      languages: ['en', 'ar', 'ru'],
      reference: null,
      guide: { welcome_message: 'Hello', arrival_instructions: null, parking: null, checkout_instructions: null, house_rules: null, emergency_phone: null },
      updated_at: '2026-11-22T11:00:00.000Z',
    });
    expect((await get(`${PROPERTIES}/${EXAMPLE_ID}`)).body).toEqual({ ...before });
  });

  it('applies the rules to the property as it would be', async () => {
    const outside = await findId((p) => p.dtcm_permit === null);
    const res = await patch(`${PROPERTIES}/${outside}`, { address: { building: 'Cayan Tower', area: 'DUBAI_MARINA' } });
    expect(res.status).toBe(422);
    expect(issuesOf(res)).toEqual([{ path: 'dtcm_permit', message: 'is required for a property in Dubai (its holiday-home permit number)' }]);
    const ok = await patch(`${PROPERTIES}/${outside}`, { address: { building: 'Cayan Tower', area: 'DUBAI_MARINA' }, dtcm_permit: 'MAR-CAY-10233' });
    expect(ok.body.address).toEqual({ building: 'Cayan Tower', unit: null, street: null, area: 'DUBAI_MARINA', emirate: 'DUBAI', makani_number: null });
  });

  it('refuses an empty change, a status and a link', async () => {
    expect(issuesOf(await patch(`${PROPERTIES}/${EXAMPLE_ID}`, {}))[0]?.path).toBe('');
    const res = await patch(`${PROPERTIES}/${EXAMPLE_ID}`, { status: 'paused', guest_link: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['status', 'guest_link']);
  });
});

describe('pause and resume with a test key', () => {
  it('pauses an active guide and resumes a paused one; nothing changes', async () => {
    const active = await findId((p) => p.status === 'active');
    const paused = await findId((p) => p.status === 'paused');
    const before = await counts();
    const res = await post(`${PROPERTIES}/${active}/status`, { action: 'pause', reason: 'Renovation' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: active, status: 'paused', paused_at: NOW, updated_at: NOW });
    const resumed = await post(`${PROPERTIES}/${paused}/status`, { action: 'resume' });
    expect(resumed.body).toMatchObject({ id: paused, status: 'active', paused_at: null });
    expect((await get(`${PROPERTIES}/${active}`)).body.status).toBe('active');
    expect((await get(`${PROPERTIES}/${paused}`)).body.status).toBe('paused');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['pause', 'paused'],
    ['resume', 'active'],
  ])('refuses to %s a guide that is %s with 409 invalid_state', async (action, status) => {
    const id = await findId((p) => p.status === status);
    const res = await post(`${PROPERTIES}/${id}/status`, { action });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'invalid_state',
      message: `The welcome-guide property ${id} is ${status}, so it cannot be ${action === 'pause' ? 'paused' : 'resumed'}.`,
      retryable: false,
    });
  });

  it('refuses an unknown action', async () => {
    const res = await post(`${PROPERTIES}/${EXAMPLE_ID}/status`, { action: 'archive' });
    expect(issuesOf(res)).toEqual([{ path: 'action', message: 'must be one of: pause, resume' }]);
  });
});

describe('the guest link with a test key', () => {
  it('replaces the link at once by default, or keeps the old one for a grace period', async () => {
    const before = (await get(`${PROPERTIES}/${EXAMPLE_ID}`)).body;
    const now = await post(`${PROPERTIES}/${EXAMPLE_ID}/link`, {});
    expect(now.status).toBe(200);
    expect(now.body.guest_link.code).not.toBe(before.guest_link.code);
    expect(now.body.guest_link.created_at).toBe(NOW);
    expect(now.body.previous_link).toBeNull();
    const grace = await post(`${PROPERTIES}/${EXAMPLE_ID}/link`, { grace_period_hours: 48, reason: 'shared_publicly' });
    expect(grace.body.previous_link).toEqual({ code: before.guest_link.code, url: before.guest_link.url, stops_working_at: '2026-11-24T10:00:00.000Z' });
    expect((await get(`${PROPERTIES}/${EXAMPLE_ID}`)).body).toEqual(before);
  });

  it('refuses a grace period over a week', async () => {
    expect(issuesOf(await post(`${PROPERTIES}/${EXAMPLE_ID}/link`, { grace_period_hours: 169 }))).toEqual([{ path: 'grace_period_hours', message: 'must be at most 168' }]);
  });
});

describe('Wi-Fi with a test key', () => {
  it('reads deterministic details back, and says when there are none', async () => {
    const res = await get(`${PROPERTIES}/${EXAMPLE_ID}/wifi`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'guide_wifi', sandbox: true, property_id: EXAMPLE_ID, configured: true });
    expect(res.body.join_string).toBe(`WIFI:T:${res.body.security === 'wpa3' ? 'SAE' : 'WPA'};S:${res.body.network_name};P:${res.body.password};${res.body.hidden ? 'H:true;' : ''};`);
    expect((await get(`${PROPERTIES}/${EXAMPLE_ID}/wifi`)).body).toEqual(res.body);
    const none = await findId((p) => p.wifi_configured === false);
    expect((await get(`${PROPERTIES}/${none}/wifi`)).body).toMatchObject({ configured: false, network_name: null, password: null, join_string: null, updated_at: null });
  });

  it('sets the details as they would be saved, escaping the join string', async () => {
    const res = await post(`${PROPERTIES}/${EXAMPLE_ID}/wifi`, { network_name: 'Villa;12', security: 'wpa2', password: 'pass:word,1', hidden: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ configured: true, network_name: 'Villa;12', password: 'pass:word,1', show_in_guide: true, updated_at: NOW, join_string: 'WIFI:T:WPA;S:Villa\\;12;P:pass\\:word\\,1;H:true;;' });
    const open = await post(`${PROPERTIES}/${EXAMPLE_ID}/wifi`, { network_name: 'Guest', security: 'open' });
    expect(open.body).toMatchObject({ password: null, join_string: 'WIFI:T:nopass;S:Guest;;' });
  });

  it.each([
    ['a WPA network without a password', { network_name: 'Home', security: 'wpa3' }, 'is required for a wpa3 network'],
    ['an open network with a password', { network_name: 'Home', security: 'open', password: 'abcdefgh' }, 'must not be given for an open network'],
    ['a short password', { network_name: 'Home', security: 'wpa2', password: 'abc' }, 'must be at least 8 characters long'],
  ])('refuses %s', async (_name, body, message) => {
    const res = await post(`${PROPERTIES}/${EXAMPLE_ID}/wifi`, body);
    expect(res.status).toBe(422);
    expect(issuesOf(res)).toEqual([{ path: 'password', message }]);
  });

  it('keeps passwords behind guides_wifi scopes', async () => {
    const reader = await issueKey(t.db, { scopes: ['guides:read', 'guides:write'] });
    expect((await get(`${PROPERTIES}/${EXAMPLE_ID}`, reader)).status).toBe(200);
    const res = await get(`${PROPERTIES}/${EXAMPLE_ID}/wifi`, reader);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toContain('guides_wifi:read');
    expect((await post(`${PROPERTIES}/${EXAMPLE_ID}/wifi`, { network_name: 'x', security: 'open' }, reader)).status).toBe(403);
  });
});

describe('QR code and card', () => {
  it('serves the QR code as PNG by default and as SVG, the same each time', async () => {
    const png = await get(`${PROPERTIES}/${EXAMPLE_ID}/qr?size=256`);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const bytes = Buffer.from(png.body as Buffer);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(256);
    expect(Buffer.from((await get(`${PROPERTIES}/${EXAMPLE_ID}/qr?size=256`)).body as Buffer).equals(bytes)).toBe(true);
    const svg = await get(`${PROPERTIES}/${EXAMPLE_ID}/qr?format=svg`);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(svg.text ?? Buffer.from(svg.body as Buffer).toString())).toContain('<svg');
  });

  it('refuses an unknown format or size', async () => {
    expect(issuesOf(await get(`${PROPERTIES}/${EXAMPLE_ID}/qr?format=jpg`))).toEqual([{ path: 'format', message: 'must be one of: png, svg' }]);
    expect(issuesOf(await get(`${PROPERTIES}/${EXAMPLE_ID}/qr?size=64`))).toEqual([{ path: 'size', message: 'must be at least 128' }]);
    expect(issuesOf(await get(`${PROPERTIES}/${EXAMPLE_ID}/card?format=docx`))).toEqual([{ path: 'format', message: 'must be one of: html, pdf' }]);
  });

  it('prints the card as HTML with the link and its QR code, but no Wi-Fi password', async () => {
    const property = (await get(`${PROPERTIES}/${EXAMPLE_ID}`)).body;
    const wifi = (await get(`${PROPERTIES}/${EXAMPLE_ID}/wifi`)).body;
    const html = await get(`${PROPERTIES}/${EXAMPLE_ID}/card`);
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.text).toContain('TEST DOCUMENT');
    expect(html.text).toContain('Gulf Horizons Travel');
    expect(html.text).toContain(property.guest_link.url);
    expect(html.text).toContain('<svg');
    expect(html.text).not.toContain(wifi.password);
  });

  it('prints the card as PDF, byte for byte the same each time', async () => {
    const pdf = await get(`${PROPERTIES}/${EXAMPLE_ID}/card?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="guide-card-${EXAMPLE_ID}.pdf"`);
    const bytes = Buffer.from(pdf.body as Buffer);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from((await get(`${PROPERTIES}/${EXAMPLE_ID}/card?format=pdf`)).body as Buffer).equals(bytes)).toBe(true);
  });
});

describe('stats with a test key', () => {
  it('covers the last 30 days by default, a line per property, totals their sum', async () => {
    const res = await get(`${BASE}/stats`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'guide_stats', sandbox: true, period: { from: '2026-10-24', to: '2026-11-22', days: 30 }, property_id: null, currency: 'AED', split: { basis: 'guide_standard', partner_percent: 10 } });
    const lines = res.body.properties as Array<Record<string, number>>;
    const listed = (await get(`${PROPERTIES}?limit=100`)).body.data.length;
    expect(lines).toHaveLength(listed);
    for (const field of ['qr_scans', 'guide_views', 'bookings']) expect(res.body.totals[field]).toBe(lines.reduce((sum, line) => sum + (line[field] as number), 0));
    expect(res.body.totals.guide_views).toBeGreaterThanOrEqual(res.body.totals.qr_scans);
    expect((await get(`${BASE}/stats`)).body).toEqual(res.body);
  });

  it('adds up: a period is the sum of its parts', async () => {
    const whole = (await get(`${BASE}/stats?from=2026-09-01&to=2026-10-31&property_id=${EXAMPLE_ID}`)).body;
    const september = (await get(`${BASE}/stats?from=2026-09-01&to=2026-09-30&property_id=${EXAMPLE_ID}`)).body;
    const october = (await get(`${BASE}/stats?from=2026-10-01&to=2026-10-31&property_id=${EXAMPLE_ID}`)).body;
    expect(whole.properties).toHaveLength(1);
    expect(whole.property_id).toBe(EXAMPLE_ID);
    for (const field of ['qr_scans', 'guide_views', 'bookings']) expect(whole.totals[field]).toBe(september.totals[field] + october.totals[field]);
    expect(whole.totals.sales_aed).toBeCloseTo(september.totals.sales_aed + october.totals.sales_aed, 2);
    expect(whole.totals.partner_earnings_aed).toBeCloseTo(Math.round(whole.totals.sales_aed * 10) / 100, 2);
  });

  it('pays the commission percentage as the split on commission terms', async () => {
    const key = await issueKey(t.db);
    await setCommercialTerms(t.db, systemClock, key.accountId, 'commission', 1250);
    const res = await get(`${BASE}/stats?from=2026-10-01&to=2026-10-31`, key);
    expect(res.body.split).toEqual({ basis: 'commission', partner_percent: 12.5 });
    for (const line of res.body.properties) expect(line.partner_earnings_aed).toBeCloseTo(Math.round(line.sales_aed * 12.5) / 100, 2);
  });

  it.each([
    ['a period ending after today', 'to=2026-11-23', 'to', 'must not be after today (2026-11-22, UAE time)'],
    ['from after to', 'from=2026-11-10&to=2026-11-01', 'from', 'must not be after to (2026-11-01)'],
    ['more than 366 days', 'from=2025-01-01&to=2026-11-01', 'from', 'must be at most 366 days before to, both included'],
    ['a malformed date', 'from=2026-13-01', 'from', 'must be a date written YYYY-MM-DD'],
  ])('refuses %s', async (_name, query, path, message) => {
    const res = await get(`${BASE}/stats?${query}`);
    expect(res.status).toBe(422);
    expect(issuesOf(res)).toEqual([{ path, message }]);
  });

  it('answers 404 for a property that does not exist', async () => {
    expect((await get(`${BASE}/stats?property_id=${MISSING_ID}`)).status).toBe(404);
  });
});

describe('welcome guides with a live key', () => {
  it('finds nothing until production opens', async () => {
    const list = await get(PROPERTIES, liveKey);
    expect(list.body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    for (const path of ['', '/wifi', '/qr', '/card']) expect((await get(`${PROPERTIES}/${EXAMPLE_ID}${path}`, liveKey)).status).toBe(404);
    const stats = await get(`${BASE}/stats`, liveKey);
    expect(stats.body).toMatchObject({ sandbox: false, totals: { qr_scans: 0, guide_views: 0, bookings: 0, sales_aed: 0, partner_earnings_aed: 0 }, properties: [] });
  });

  it('checks every write, then answers 503 and stores nothing', async () => {
    const before = await counts();
    expect((await post(PROPERTIES, { ...property, max_guests: 9 }, liveKey)).status).toBe(422);
    expect((await post(`${PROPERTIES}/${EXAMPLE_ID}/wifi`, { network_name: 'x', security: 'wpa2' }, liveKey)).status).toBe(422);
    const writes = [
      post(PROPERTIES, property, liveKey),
      patch(`${PROPERTIES}/${EXAMPLE_ID}`, { name: 'New name' }, liveKey),
      post(`${PROPERTIES}/${EXAMPLE_ID}/status`, { action: 'pause' }, liveKey),
      post(`${PROPERTIES}/${EXAMPLE_ID}/link`, {}, liveKey),
      post(`${PROPERTIES}/${EXAMPLE_ID}/wifi`, { network_name: 'x', security: 'open' }, liveKey),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'not_configured', message: expect.stringMatching(/^Live welcome guides open with production; nothing was (stored|changed)\./) });
    }
    expect(await counts()).toEqual(before);
  });
});
