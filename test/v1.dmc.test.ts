import { runAdmin } from '../scripts/admin';
import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { TestData } from '../src/engine/testData';
import { MOVES } from '../src/sections/dmc/programmes';

const BASE = '/api/b2b/v1/dmc/programmes';
const EXAMPLE = 'dmp_ZOTDn5F1DFDPB1Vi6mES';
const EXAMPLE_LINK = 'dcl_C1bDnxW4TwYm9juRh2rg';
const NOW = '2026-11-22T10:00:00.000Z';
const TABLES = ['accounts', 'api_keys', 'desk_queue', 'idempotency_keys', 'credit_line_applications', 'wallet_topups'];

const newProgramme = {
  title: 'Stockholm sales incentive - Dubai and Abu Dhabi',
  client: { company: 'Nordic Incentive Partners AB', contact_name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example', country: 'SE' },
  group: { adults: 24, children: 0 },
  start_date: '2027-02-10',
  end_date: '2027-02-14',
};

interface Issue {
  path: string;
  message: string;
}
interface Programme {
  id: string;
  status: string;
  start_date: string;
  end_date: string;
  group: { adults: number; children: number };
  versions: Array<{ number: number; valid_until: string; totals: { sell_aed: number; net_aed: number } }>;
  acceptance: unknown;
  brand: { mode: string; display_name: string | null };
}
interface Link {
  id: string;
  status: string;
  version: number;
  allow_accept: boolean;
  expires_at: string;
}

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let liveKey: IssuedKey;

beforeAll(async () => {
  clock = new TestClock(new Date(NOW));
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '1000000' } });
  testKey = await issueKey(t.db);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
});
afterAll(() => t.close());
afterEach(() => clock.set(NOW));

const get = (path: string, key: IssuedKey = testKey) => call(t.app, 'GET', path, { token: key.key });
const post = (path: string, body?: unknown, key: IssuedKey = testKey) => call(t.app, 'POST', path, { token: key.key, ...(body === undefined ? {} : { body }) });
const counts = () => Promise.all(TABLES.map(async (table) => (await t.db(table).count({ n: '*' }))[0]));

function expectInvalid(res: { status: number; body: { error: { code: string; fields: string[]; issues: Issue[] } } }, path: string, message: RegExp): void {
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.fields).toContain(path);
  expect(res.body.error.issues.find((issue) => issue.path === path)?.message).toMatch(message);
}

/** Test programmes found by reading through the API, as a partner would, by status. */
const found = new Map<string, Programme[]>();
async function programmesIn(status: string, where: (p: Programme) => boolean = () => true): Promise<Programme> {
  for (let i = 0; i < 300; i++) {
    const cached = found.get(status)?.find(where);
    if (cached) return cached;
    const res = await get(`${BASE}/${new TestData(`dmc-probe-${found.size}-${i}`).id('dmp')}`);
    const programme = res.body as Programme;
    found.set(programme.status, [...(found.get(programme.status) ?? []), programme]);
  }
  throw new Error(`no test programme ${status}`);
}

describe('DMC programmes with a test key: reads', () => {
  it('reads any well-formed id as the same deterministic programme, in a consistent state', async () => {
    const a = await get(`${BASE}/${EXAMPLE}`);
    const b = await get(`${BASE}/${EXAMPLE}`);
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toMatchObject({ object: 'dmc_programme', sandbox: true, id: EXAMPLE, status: 'proposed', latest_version: 2, acceptance: null, booking: null });
    expect(a.body.versions.map((v: { number: number }) => v.number)).toEqual([1, 2]);
    expect(a.body.versions[1].valid_until >= '2026-11-22').toBe(true);
    expect(a.body.reference).toMatch(/^PRG-[0-9A-Z]{8}$/);
    // Another account's key sees the same programme at its own terms: structure and dates do not change.
    const other = await issueKey(t.db);
    expect((await get(`${BASE}/${EXAMPLE}`, other)).body.start_date).toBe(a.body.start_date);
  });

  it('keeps booked programmes consistent: accepted version, booking and the accepting link', async () => {
    const booked = await programmesIn('booked');
    const full = (await get(`${BASE}/${booked.id}`)).body;
    expect(full.acceptance.version).toBe(full.booking.version);
    expect(full.booking.amount_due_aed).toBe(full.versions[full.booking.version - 1].totals.net_aed);
    if (full.acceptance.via === 'client_link') {
      const links = (await get(`${BASE}/${booked.id}/links?limit=100`)).body.data as Array<Link & { accepted_by: unknown }>;
      expect(links.find((link) => link.id === full.acceptance.link_id)).toMatchObject({ status: 'accepted', accepted_by: full.acceptance.accepted_by });
    }
  });

  it('answers 404 for test ids starting 0000, and 422 for malformed ids', async () => {
    const missing = await get(`${BASE}/dmp_0000n5F1DFDPB1Vi6mES`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'No DMC programme dmp_0000n5F1DFDPB1Vi6mES in this account.', retryable: false });
    for (const path of ['/links', '/proposal']) expect((await get(`${BASE}/dmp_0000n5F1DFDPB1Vi6mES${path}`)).status).toBe(404);
    const malformed = await get(`${BASE}/prg_123`);
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual(['id']);
  });

  it('lists the account programmes in pages that walk every item once, each as its details read', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`${BASE}?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ object: 'list', sandbox: true });
      expect(res.body.data.length).toBeLessThanOrEqual(7);
      seen.push(...res.body.data.map((p: Programme) => p.id));
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    expect(seen.length).toBe(36);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(6);
    const first = (await get(`${BASE}?limit=1`)).body.data[0];
    expect((await get(`${BASE}/${first.id}`)).body).toEqual(first);
    expect((await get(`${BASE}?limit=100`)).body).toEqual((await get(`${BASE}?limit=100`)).body);
  });

  it('filters the list by status, and refuses a bad status, limit or cursor', async () => {
    const all = (await get(`${BASE}?limit=100`)).body.data as Programme[];
    const proposed = (await get(`${BASE}?status=proposed&limit=100`)).body.data as Programme[];
    expect(proposed.map((p) => p.id)).toEqual(all.filter((p) => p.status === 'proposed').map((p) => p.id));
    expectInvalid(await get(`${BASE}?status=won`), 'status', /must be one of: draft, proposed/);
    expectInvalid(await get(`${BASE}?limit=0`), 'limit', /at least 1/);
    expectInvalid(await get(`${BASE}?cursor=nonsense`), 'cursor', /not a cursor/);
  });
});

describe('DMC programmes with a test key: create or change', () => {
  it('creates a draft with no version and the account brand, and stores nothing', async () => {
    const before = await counts();
    const res = await post(BASE, { ...newProgramme, agency_reference: 'DR-2027-014' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'dmc_programme', sandbox: true, status: 'draft', nights: 4, versions: [], latest_version: null, acceptance: null, booking: null,
      agency_reference: 'DR-2027-014', notes: null, created_at: NOW, updated_at: NOW,
      brand: { mode: 'partner', display_name: 'Gulf Horizons Travel', logo_url: null, accent_hex: null, contact_line: null },
    });
    expect(res.body.id).toMatch(/^dmp_[0-9A-Za-z]{20}$/);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no title', { ...newProgramme, title: undefined }, 'title', /required to create/],
    ['no group', { ...newProgramme, group: undefined }, 'group', /required to create/],
    ['an end before the start', { ...newProgramme, end_date: '2027-02-09' }, 'end_date', /on or after start_date/],
    ['more than 30 days', { ...newProgramme, end_date: '2027-03-20' }, 'end_date', /at most 30 days/],
    ['a start today', { ...newProgramme, start_date: '2026-11-22' }, 'start_date', /after today \(2026-11-22/],
    ['a start more than two years ahead', { ...newProgramme, start_date: '2029-01-10', end_date: '2029-01-12' }, 'start_date', /at most 730 days/],
    ['a group with no adult', { ...newProgramme, group: { adults: 0, children: 2 } }, 'group.adults', /at least 1/],
    ['an unknown field', { ...newProgramme, budget: 10 }, 'budget', /not a field/],
  ])('refuses %s with 422', async (_name, body, path, message) => {
    expectInvalid(await post(BASE, body), path, message);
  });

  it('changes only the fields sent of an editable programme, keeping its status', async () => {
    const current = (await get(`${BASE}/${EXAMPLE}`)).body;
    const res = await post(BASE, { id: EXAMPLE, group: { adults: 26, children: 0 }, notes: 'Two more.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...current, group: { adults: 26, children: 0 }, notes: 'Two more.', updated_at: NOW });
    expect((await get(`${BASE}/${EXAMPLE}`)).body).toEqual(current);
  });

  it('refuses a change with nothing to change, dates that drop saved services, a missing id, or a booked programme', async () => {
    expectInvalid(await post(BASE, { id: EXAMPLE }), '', /at least one field/);
    const current = (await get(`${BASE}/${EXAMPLE}`)).body as Programme;
    expectInvalid(await post(BASE, { id: EXAMPLE, end_date: current.start_date }), 'start_date', /version 1 has services from/);
    expect((await post(BASE, { id: 'dmp_0000n5F1DFDPB1Vi6mES', title: 'x' })).status).toBe(404);
    const booked = await programmesIn('booked');
    const res = await post(BASE, { id: booked.id, title: 'New title' });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'invalid_state', message: `The DMC programme ${booked.id} is booked, so it cannot be changed.`, retryable: false });
  });
});

describe('DMC programme versions with a test key', () => {
  const day = (programme: Programme, n: number): string => new Date(Date.parse(`${programme.start_date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const arrival = (programme: Programme) => ({ service: 'transfer', date: programme.start_date, time: '14:30', airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'LUXURY_COACH', flight_number: 'SK6002' });

  it('prices each line under the account terms with the markup, as the next version, and stores nothing', async () => {
    const programme = (await get(`${BASE}/${EXAMPLE}`)).body as Programme;
    const before = await counts();
    const res = await post(`${BASE}/${EXAMPLE}/versions`, {
      markup_percent: 18,
      lines: [
        arrival(programme),
        { service: 'vehicle_hire', date: day(programme, 1), time: '08:30', vehicle: 'LUXURY_COACH', hours: 10, start_place: 'DUBAI_MARINA' },
        { service: 'activity', date: day(programme, 1), activity: 'DESERT_SAFARI_EVENING', adults: 10, children: 0, markup_percent: 25 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'dmc_programme_version', sandbox: true, programme_id: EXAMPLE, number: 3, label: null, currency: 'AED', terms: 'tariff', terms_percent: 0, markup_percent: 18, created_at: NOW, valid_until: '2026-12-06' });
    // Coach DXB T3 to Dubai Marina is AED 700 (as the transport quote); hire 350 x 10; safari 10 x 250.
    expect(res.body.lines.map((l: { pricing: unknown }) => l.pricing)).toEqual([
      { public_price_aed: 700, net_aed: 700, commission_aed: null, markup_percent: 18, sell_aed: 826 },
      { public_price_aed: 3500, net_aed: 3500, commission_aed: null, markup_percent: 18, sell_aed: 4130 },
      { public_price_aed: 2500, net_aed: 2500, commission_aed: null, markup_percent: 25, sell_aed: 3125 },
    ]);
    expect(res.body.lines[0]).toMatchObject({ number: 1, description: 'Arrival transfer DXB T3 to Dubai Marina, 1 x Mercedes-Benz Tourismo coach or similar', vehicles: 1, flight_number: 'SK6002', notes: null });
    expect(res.body.lines[2]).toMatchObject({ time: '15:00', description: 'Evening desert safari with BBQ dinner' });
    const pax = programme.group.adults + programme.group.children;
    expect(res.body.totals).toEqual({ public_price_aed: 6700, net_aed: 6700, commission_aed: null, sell_aed: 8081, margin_aed: 1381, per_person_sell_aed: Math.round(8081 / pax) });
    expect(await counts()).toEqual(before);
    expect((await get(`${BASE}/${EXAMPLE}`)).body.versions).toHaveLength(2);
  });

  it.each([
    ['net_rate', { public_price_aed: 700, net_aed: 630, commission_aed: null, markup_percent: 10, sell_aed: 693 }],
    ['commission', { public_price_aed: 700, net_aed: 700, commission_aed: 70, markup_percent: 10, sell_aed: 770 }],
  ])('prices under %s terms: the net cost, the commission earned, and the markup on the net', async (terms, pricing) => {
    const programme = (await get(`${BASE}/${EXAMPLE}`)).body as Programme;
    await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', terms, '--percent', '10'], t.db, clock);
    try {
      const res = await post(`${BASE}/${EXAMPLE}/versions`, { markup_percent: 10, lines: [arrival(programme)] });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ terms, terms_percent: 10 });
      expect(res.body.lines[0].pricing).toEqual(pricing);
      expect(res.body.totals).toMatchObject({ net_aed: pricing.net_aed, commission_aed: pricing.commission_aed, sell_aed: pricing.sell_aed, margin_aed: pricing.sell_aed - pricing.net_aed });
    } finally {
      await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'tariff'], t.db, clock);
    }
  });

  it('refuses lines that break the rules, each on its own path', async () => {
    const programme = (await get(`${BASE}/${EXAMPLE}`)).body as Programme;
    const res = await post(`${BASE}/${EXAMPLE}/versions`, {
      valid_until: programme.start_date,
      lines: [
        { ...arrival(programme), date: day(programme, -1) },
        { ...arrival(programme), terminal: 'MAIN' },
        { ...arrival(programme), vehicle: 'VIP_V_CLASS' },
        { ...arrival(programme), direction: 'departure' },
        { service: 'activity', date: programme.start_date, activity: 'FERRARI_WORLD_YAS', adults: 0, children: 0 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['lines[0].date', 'lines[1].terminal', 'lines[2].vehicles', 'lines[3].flight_number', 'lines[4].adults', 'valid_until']);
    const pax = programme.group.adults + programme.group.children;
    expect(res.body.error.issues[2].message).toBe(`${pax} travellers need at least ${Math.ceil(pax / 7)} x VIP_V_CLASS`);
    const noService = await post(`${BASE}/${EXAMPLE}/versions`, { lines: [{ service: 'helicopter', date: programme.start_date }] });
    expectInvalid(noService, 'lines[0].service', /must be one of: transfer, vehicle_hire, activity/);
    expectInvalid(await post(`${BASE}/${EXAMPLE}/versions`, { lines: [] }), 'lines', /at least 1 item/);
    const noHours = await post(`${BASE}/${EXAMPLE}/versions`, { lines: [{ service: 'vehicle_hire', date: programme.start_date, time: '09:00', vehicle: 'VIP_V_CLASS', start_place: 'DEIRA' }] });
    expectInvalid(noHours, 'lines[0].hours', /required/);
  });

  it.each(['booked', 'cancelled', 'declined'])('refuses a version of a %s programme with 409', async (status) => {
    const programme = await programmesIn(status);
    const res = await post(`${BASE}/${programme.id}/versions`, { lines: [{ service: 'activity', date: programme.start_date, activity: 'MUSEUM_OF_THE_FUTURE' }] });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`The DMC programme ${programme.id} is ${status}, so it cannot be given a new version.`);
  });
});

describe('DMC programme status: the state machine', () => {
  const targets = ['draft', 'proposed', 'on_hold', 'declined', 'cancelled'] as const;
  const cases = (['draft', 'proposed', 'on_hold', 'declined', 'booked', 'cancelled', 'completed'] as const).flatMap((from) => targets.map((to) => [from, to] as const));

  it.each(cases)('%s → %s follows the documented moves', async (from, to) => {
    const programme = await programmesIn(from, (p) => from !== 'draft' || p.versions.length > 0);
    const before = (await get(`${BASE}/${programme.id}`)).body;
    const res = await post(`${BASE}/${programme.id}/status`, { status: to, reason: 'Because.' });
    if ((MOVES[from] as readonly string[]).includes(to)) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...before, status: to, status_reason: 'Because.', updated_at: NOW });
    } else {
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('invalid_state');
    }
    expect((await get(`${BASE}/${programme.id}`)).body).toEqual(before);
  });

  it('refuses to propose a draft with no version, and to set booked or completed directly', async () => {
    const empty = await programmesIn('draft', (p) => p.versions.length === 0);
    const res = await post(`${BASE}/${empty.id}/status`, { status: 'proposed' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`The DMC programme ${empty.id} is draft with no saved version, so it cannot be proposed.`);
    expectInvalid(await post(`${BASE}/${EXAMPLE}/status`, { status: 'booked' }), 'status', /must be one of: draft, proposed, on_hold, declined, cancelled/);
  });
});

describe('DMC programme brand', () => {
  it('sets the partner brand with defaults, or none', async () => {
    const partner = await post(`${BASE}/${EXAMPLE}/brand`, { mode: 'partner', accent_hex: '#0E6E55' });
    expect(partner.status).toBe(200);
    expect(partner.body.brand).toEqual({ mode: 'partner', display_name: 'Gulf Horizons Travel', logo_url: null, accent_hex: '#0E6E55', contact_line: null });
    const none = await post(`${BASE}/${EXAMPLE}/brand`, { mode: 'none' });
    expect(none.body.brand).toEqual({ mode: 'none', display_name: null, logo_url: null, accent_hex: null, contact_line: null });
  });

  it('refuses brand fields with mode none, an http logo, and a cancelled programme', async () => {
    expectInvalid(await post(`${BASE}/${EXAMPLE}/brand`, { mode: 'none', display_name: 'X' }), 'display_name', /not taken with mode none/);
    expectInvalid(await post(`${BASE}/${EXAMPLE}/brand`, { mode: 'partner', logo_url: 'http://x.example/logo.png' }), 'logo_url', /https URL/);
    expectInvalid(await post(`${BASE}/${EXAMPLE}/brand`, { mode: 'partner', accent_hex: 'green' }), 'accent_hex', /#RRGGBB/);
    const cancelled = await programmesIn('cancelled');
    expect((await post(`${BASE}/${cancelled.id}/brand`, { mode: 'none' })).status).toBe(409);
  });
});

describe('DMC programme acceptance', () => {
  const by = { name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example' };

  it('accepts a valid version and books it, storing nothing', async () => {
    const before = await counts();
    const current = (await get(`${BASE}/${EXAMPLE}`)).body;
    const res = await post(`${BASE}/${EXAMPLE}/accept`, { version: 2, accepted_by: by });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'booked', acceptance: { version: 2, accepted_at: NOW, accepted_by: by, via: 'api', link_id: null } });
    expect(res.body.booking).toMatchObject({ version: 2, booked_at: NOW, services: current.versions[1].lines.length, amount_due_aed: current.versions[1].totals.net_aed, payment: 'prepaid' });
    expect(res.body.booking.reference).toMatch(/^DMC-[0-9A-Z]{8}$/);
    expect(await counts()).toEqual(before);
    expect((await get(`${BASE}/${EXAMPLE}`)).body).toEqual(current);
  });

  it('accepts through an active client link, and refuses links that do not fit', async () => {
    const links = (await get(`${BASE}/${EXAMPLE}/links?limit=100`)).body.data as Link[];
    const res = await post(`${BASE}/${EXAMPLE}/accept`, { version: 2, accepted_by: by, link_id: EXAMPLE_LINK });
    expect(res.status).toBe(200);
    expect(res.body.acceptance).toMatchObject({ via: 'client_link', link_id: EXAMPLE_LINK });
    expectInvalid(await post(`${BASE}/${EXAMPLE}/accept`, { version: 1, accepted_by: by, link_id: EXAMPLE_LINK }), 'link_id', /issued for version 2, not 1/);
    expectInvalid(await post(`${BASE}/${EXAMPLE}/accept`, { version: 2, accepted_by: by, link_id: 'dcl_C1bDnxW4TwYm9juRh2rX' }), 'link_id', /not a client link/);
    const revoked = links.find((link) => link.status === 'revoked') as Link;
    const used = await post(`${BASE}/${EXAMPLE}/accept`, { version: revoked.version, accepted_by: by, link_id: revoked.id });
    expect(used.status).toBe(409);
    expect(used.body.error.message).toBe(`The client link ${revoked.id} is revoked, so it cannot be used to accept.`);
  });

  it('refuses an unknown version, and a programme that is not proposed', async () => {
    expectInvalid(await post(`${BASE}/${EXAMPLE}/accept`, { version: 3, accepted_by: by }), 'version', /has versions 1 to 2/);
    expectInvalid(await post(`${BASE}/${EXAMPLE}/accept`, { version: 2, accepted_by: { name: 'X' } }), 'accepted_by.email', /required/);
    for (const status of ['on_hold', 'booked', 'draft']) {
      const programme = await programmesIn(status, (p) => p.versions.length > 0);
      const res = await post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: by });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(`The DMC programme ${programme.id} is ${status}, so it cannot be accepted.`);
    }
  });

  it('refuses a version whose price has expired', async () => {
    const lapsed = await programmesIn('proposed', (p) => (p.versions[0]?.valid_until ?? '9999') < '2026-11-22');
    const res = await post(`${BASE}/${lapsed.id}/accept`, { version: 1, accepted_by: by });
    expectInvalid(res, 'version', new RegExp(`version 1 was valid until ${lapsed.versions[0]?.valid_until}; save a new version`));
    expectInvalid(await post(`${BASE}/${lapsed.id}/links`, { recipient: by, version: 1 }), 'version', /was valid until/);
  });
});

describe('DMC client proposal', () => {
  it('is HTML in the programme brand, with client prices only, stamped as a test document', async () => {
    const programme = (await get(`${BASE}/${EXAMPLE}`)).body;
    const res = await get(`${BASE}/${EXAMPLE}/proposal`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`inline; filename="proposal-${EXAMPLE}-v2.html"`);
    expect(res.text).toContain('TEST DOCUMENT');
    expect(res.text).toContain('Gulf Horizons Travel');
    expect(res.text).toContain(programme.title);
    expect(res.text).toContain(`version 2`);
    const total = programme.versions[1].totals.sell_aed.toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(res.text).toContain(`AED ${total}`);
    const visible = res.text.replace(/<style>[\s\S]*<\/style>/, '');
    expect(visible).not.toMatch(/\b(net|margin|commission)\b/i);
    expect(visible).not.toContain(programme.versions[1].totals.net_aed.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    const first = await get(`${BASE}/${EXAMPLE}/proposal?version=1`);
    expect(first.headers['content-disposition']).toContain('-v1.html');
  });

  it('refuses an unknown version, a programme with no version, and a cancelled one', async () => {
    expectInvalid(await get(`${BASE}/${EXAMPLE}/proposal?version=9`), 'version', /versions 1 to 2/);
    const empty = await programmesIn('draft', (p) => p.versions.length === 0);
    expect((await get(`${BASE}/${empty.id}/proposal`)).status).toBe(409);
    const cancelled = await programmesIn('cancelled');
    expect((await get(`${BASE}/${cancelled.id}/proposal`)).status).toBe(409);
  });
});

describe('DMC client links', () => {
  const recipient = { name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example' };

  it('lists the links newest first, in pages that walk every link once', async () => {
    const all = (await get(`${BASE}/${EXAMPLE}/links?limit=100`)).body;
    expect(all).toMatchObject({ object: 'list', sandbox: true, next_cursor: null });
    expect(all.data.map((l: Link) => l.status)).toEqual(['active', 'revoked', 'expired']);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: Link[]; next_cursor: string | null } = (await get(`${BASE}/${EXAMPLE}/links?limit=1${cursor ? `&cursor=${cursor}` : ''}`)).body;
      seen.push(...page.data.map((l: Link) => l.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.data.map((l: Link) => l.id));
    for (const link of all.data as Link[]) if (link.status === 'expired') expect(Date.parse(link.expires_at)).toBeLessThan(Date.parse(NOW));
  });

  it('issues an active link that ends with the version validity, storing nothing', async () => {
    const before = await counts();
    const programme = (await get(`${BASE}/${EXAMPLE}`)).body as Programme;
    const res = await post(`${BASE}/${EXAMPLE}/links`, { recipient, expires_in_days: 30 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'dmc_client_link', sandbox: true, programme_id: EXAMPLE, version: 2, status: 'active', recipient, allow_accept: true, views: 0, created_at: NOW, revoked_at: null, accepted_by: null });
    expect(res.body.expires_at).toBe(new Date(`${programme.versions[1]?.valid_until}T23:59:59.000+04:00`).toISOString());
    expect(res.body.url).toMatch(/\/dmc\/proposals\/[0-9A-Za-z]{20}$/);
    const short = await post(`${BASE}/${EXAMPLE}/links`, { recipient, version: 2, expires_in_days: 1, allow_accept: false });
    expect(short.body).toMatchObject({ expires_at: '2026-11-23T10:00:00.000Z', allow_accept: false });
    expect(await counts()).toEqual(before);
  });

  it('refuses a link for an unknown version, too long an expiry, or a programme that is not proposed', async () => {
    expectInvalid(await post(`${BASE}/${EXAMPLE}/links`, { recipient, version: 5 }), 'version', /versions 1 to 2/);
    expectInvalid(await post(`${BASE}/${EXAMPLE}/links`, { recipient, expires_in_days: 31 }), 'expires_in_days', /at most 30/);
    const onHold = await programmesIn('on_hold');
    const res = await post(`${BASE}/${onHold.id}/links`, { recipient });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`The DMC programme ${onHold.id} is on_hold, so it cannot be given a client link.`);
  });

  it('revokes an active link; refuses a revoked or expired one with 409, and an unknown one with 404', async () => {
    const res = await post(`${BASE}/${EXAMPLE}/links/${EXAMPLE_LINK}/revoke`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: EXAMPLE_LINK, status: 'revoked', revoked_at: NOW });
    const links = (await get(`${BASE}/${EXAMPLE}/links`)).body.data as Link[];
    expect(links.find((l) => l.id === EXAMPLE_LINK)?.status).toBe('active');
    for (const status of ['revoked', 'expired']) {
      const link = links.find((l) => l.status === status) as Link;
      const refused = await post(`${BASE}/${EXAMPLE}/links/${link.id}/revoke`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(`The client link ${link.id} is ${status}, so it cannot be revoked.`);
    }
    const unknown = await post(`${BASE}/${EXAMPLE}/links/dcl_C1bDnxW4TwYm9juRh2rX/revoke`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No client link dcl_C1bDnxW4TwYm9juRh2rX in this account.');
  });
});

describe('DMC programmes with a live key', () => {
  it('lists none and finds none', async () => {
    const list = await get(BASE, liveKey);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    for (const path of ['', '/proposal', '/links']) expect((await get(`${BASE}/${EXAMPLE}${path}`, liveKey)).status).toBe(404);
  });

  it('checks a new programme, then answers 503 until production opens; storing nothing', async () => {
    const before = await counts();
    expectInvalid(await post(BASE, { ...newProgramme, end_date: '2027-01-01' }, liveKey), 'end_date', /on or after/);
    const res = await post(BASE, newProgramme, liveKey);
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'not_configured', message: 'Live DMC programmes open with production; nothing was stored. Use a test key until then, or contact the trade desk.', retryable: false });
    expect(await counts()).toEqual(before);
  });

  it('finds no programme to change, price, move, brand, accept or link', async () => {
    const writes: Array<[string, unknown]> = [
      [BASE, { id: EXAMPLE, title: 'x' }],
      [`${BASE}/${EXAMPLE}/versions`, { lines: [{ service: 'activity', date: '2027-02-20', activity: 'MUSEUM_OF_THE_FUTURE' }] }],
      [`${BASE}/${EXAMPLE}/status`, { status: 'on_hold' }],
      [`${BASE}/${EXAMPLE}/brand`, { mode: 'none' }],
      [`${BASE}/${EXAMPLE}/accept`, { version: 2, accepted_by: { name: 'A', email: 'a@b.example' } }],
      [`${BASE}/${EXAMPLE}/links`, { recipient: { name: 'A', email: 'a@b.example' } }],
      [`${BASE}/${EXAMPLE}/links/${EXAMPLE_LINK}/revoke`, undefined],
    ];
    for (const [path, body] of writes) expect((await post(path, body, liveKey)).status).toBe(404);
  });
});
