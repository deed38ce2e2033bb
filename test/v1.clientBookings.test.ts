import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { setCommercialTerms } from '../src/apiKeys/store';
import { systemClock } from '../src/platform/clock';
import { TestData } from '../src/engine/testData';
import { testBooking, type ClientBooking } from '../src/sections/clientBookings/bookings';

const V1 = '/api/b2b/v1';
const BOOKINGS = `${V1}/bookings`;
const NOW = '2026-11-22T10:00:00.000Z';
const transfer = {
  type: 'airport_transfer', airport: 'DXB', terminal: 'T3', direction: 'arrival', flight_number: 'EK202', place: 'DUBAI_MARINA',
  vehicle: 'VIP_V_CLASS', pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 4, bags: 5, child_seats: 1,
};
const hire = { type: 'chauffeur_hire', place: 'ABU_DHABI_CITY', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '09:00', hours: 8, passengers: 2 };
const traveller = { first_name: 'Aisha', last_name: 'Rahman', email: 'aisha.rahman@example.com', phone: '+971501234567' };
const booking = { service: transfer, lead_traveller: traveller, agency_reference: 'GH-88213' };
const TABLES = ['accounts', 'api_keys', 'desk_queue', 'idempotency_keys', 'credit_line_applications', 'wallet_topups', 'developer_registrations'];

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let commissionKey: IssuedKey;
let netKey: IssuedKey;
let liveKey: IssuedKey;

beforeAll(async () => {
  clock = new TestClock(new Date(NOW));
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '1000000' } });
  testKey = await issueKey(t.db);
  commissionKey = await issueKey(t.db);
  await setCommercialTerms(t.db, systemClock, commissionKey.accountId, 'commission', 1000);
  netKey = await issueKey(t.db);
  await setCommercialTerms(t.db, systemClock, netKey.accountId, 'net_rate', 1500);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
});
afterAll(() => t.close());
afterEach(() => clock.set(NOW));

const counts = (): Promise<unknown[]> => Promise.all(TABLES.map((table) => t.db(table).count({ n: '*' })));
const issuePaths = (res: { body: { error: { issues: Array<{ path: string }> } } }): string[] => res.body.error.issues.map((issue) => issue.path);

/** A test reference whose booking (on the test clock's day) satisfies `wanted`. */
function findRef(wanted: (b: ClientBooking) => boolean): string {
  for (let i = 0; i < 3000; i++) {
    const ref = new TestData(`client-probe-${i}`).id('bkr');
    if (ref.startsWith('bkr_0000')) continue;
    if (wanted(testBooking(ref, { terms: 'tariff', basisPoints: 0 }, 'Gulf Horizons Travel', clock))) return ref;
  }
  throw new Error('no such test booking');
}
const withStatus = (status: ClientBooking['status']): string => findRef((b) => b.status === status);

/** A test request id whose request is in `status`, learnt through withdraw as a partner would. */
async function findRequestId(status: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const id = new TestData(`request-probe-${i}`).id('rqt');
    const res = await call(t.app, 'POST', `${V1}/requests/${id}/withdraw`, { token: testKey.key });
    const found = res.status === 200 ? 'open' : (/ is (\w+), so/.exec(res.body.error.message)?.[1] ?? '');
    if (found === status) return id;
  }
  throw new Error(`no test request ${status}`);
}

async function walk(path: string, token: string): Promise<Array<Record<string, unknown>>> {
  const seen: Array<Record<string, unknown>> = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await call(t.app, 'GET', `${path}${sep}limit=7${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(7);
    seen.push(...res.body.data);
    cursor = res.body.next_cursor;
  } while (cursor);
  return seen;
}

describe('quote', () => {
  it('prices a transfer under each kind of terms, with its lines and policy', async () => {
    const tariff = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: testKey.key, body: { service: transfer } });
    expect(tariff.status).toBe(200);
    expect(tariff.body).toMatchObject({
      object: 'client_booking_quote',
      sandbox: true,
      availability: 'instant',
      service: { type: 'airport_transfer', airport: 'DXB', terminal: 'T3', direction: 'arrival', flight_number: 'EK202', pickup_at: '2026-12-05T14:30:00+04:00', hours: null, child_seats: 1 },
      price: { currency: 'AED', terms: 'tariff', terms_percent: 0, public_price_aed: 360, amount_due_aed: 360, commission_aed: null },
      cancellation: { free_until: '2026-12-04T14:30:00+04:00', late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
      created_at: NOW,
      expires_at: '2026-11-22T10:30:00.000Z',
    });
    expect(tariff.body.id).toMatch(/^cbq_[0-9A-Za-z]{20}$/);
    expect(tariff.body.price.lines).toEqual([
      { code: 'transfer', description: 'DXB T3 to Dubai Marina, 38.7 km, Mercedes-Benz V-Class or similar', amount_aed: 330 },
      { code: 'child_seats', description: '1 child seat, AED 30 each', amount_aed: 30 },
    ]);
    const commission = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: commissionKey.key, body: { service: transfer } });
    expect(commission.body.price).toMatchObject({ terms: 'commission', terms_percent: 10, amount_due_aed: 360, commission_aed: 36 });
    const net = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: netKey.key, body: { service: transfer } });
    expect(net.body.price).toMatchObject({ terms: 'net_rate', terms_percent: 15, amount_due_aed: 306, commission_aed: null });
  });

  it('prices chauffeur hire by the hour, with the night surcharge, and a coach on request', async () => {
    const day = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: testKey.key, body: { service: hire } });
    expect(day.body.price.lines).toEqual([{ code: 'chauffeur_hire', description: '8 hours from Abu Dhabi City, Mercedes-Benz E-Class or similar', amount_aed: 960 }]);
    expect(day.body.cancellation.free_until).toBe('2026-12-05T09:00:00+04:00');
    const night = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: testKey.key, body: { service: { ...hire, pickup_time: '04:00', vehicle: 'LUXURY_COACH', passengers: 20 } } });
    expect(night.body.availability).toBe('on_request');
    expect(night.body.price.lines.map((l: { code: string; amount_aed: number }) => [l.code, l.amount_aed])).toEqual([['chauffeur_hire', 3200], ['night_surcharge', 640]]);
    expect(night.body.price.public_price_aed).toBe(3840);
  });

  it('puts a pickup less than 6 hours ahead on request', async () => {
    const res = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: testKey.key, body: { service: { ...hire, pickup_date: '2026-11-22', pickup_time: '18:00' } } });
    expect(res.body.availability).toBe('on_request');
  });

  it.each([
    ['a transfer without airport, terminal or direction', { type: 'airport_transfer', place: 'DEIRA', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-05', pickup_time: '10:00', passengers: 1 }, ['service.airport', 'service.terminal', 'service.direction']],
    ['hours on a transfer', { ...transfer, hours: 4 }, ['service.hours']],
    ['a terminal of another airport', { ...transfer, airport: 'SHJ' }, ['service.terminal']],
    ['a flight on a departure', { ...transfer, direction: 'departure' }, ['service.flight_number']],
    ['hire without hours, with an airport', { ...hire, hours: undefined, airport: 'DXB' }, ['service.hours', 'service.airport']],
    ['too many passengers and bags', { ...hire, passengers: 4, bags: 5 }, ['service.passengers', 'service.bags']],
    ['more child seats than passengers', { ...hire, passengers: 1, child_seats: 2 }, ['service.child_seats']],
    ['a pickup in the past', { ...hire, pickup_date: '2026-11-22', pickup_time: '08:00' }, ['service.pickup_date']],
    ['a pickup more than a year ahead', { ...hire, pickup_date: '2027-12-01' }, ['service.pickup_date']],
    ['hours beyond 12', { ...hire, hours: 13 }, ['service.hours']],
    ['an unknown field', { ...hire, colour: 'black' }, ['service.colour']],
  ])('refuses %s with 422 on its paths', async (_name, service, paths) => {
    const res = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: testKey.key, body: { service } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toEqual(paths);
  });

  it('answers a live key with a real quote', async () => {
    const res = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: liveKey.key, body: { service: transfer } });
    expect(res.status).toBe(200);
    expect(res.body.sandbox).toBe(false);
  });
});

describe('book', () => {
  it('books as it would with a test key, and stores nothing', async () => {
    const before = await counts();
    const res = await call(t.app, 'POST', BOOKINGS, { token: testKey.key, body: { ...booking, notes: 'Child seat for a 3-year-old.' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'client_booking', sandbox: true, status: 'confirmed', lead_traveller: traveller, agency_reference: 'GH-88213', notes: 'Child seat for a 3-year-old.',
      price: { public_price_aed: 360, amount_due_aed: 360 }, cancellation: { free_until: '2026-12-04T14:30:00+04:00', fee_if_cancelled_now_aed: 0 },
      driver: null, brand: { mode: 'partner', name: 'Gulf Horizons Travel', accent_hex: null }, created_at: NOW, confirmed_at: NOW, cancelled_at: null,
    });
    expect(res.body.ref).toMatch(/^bkr_[0-9A-Za-z]{20}$/);
    expect(await counts()).toEqual(before);
    // The new reference is not stored: reading it gives the deterministic test booking, not this one.
    const read = await call(t.app, 'GET', `${BOOKINGS}/${res.body.ref}`, { token: testKey.key });
    expect(read.body.lead_traveller).not.toEqual(traveller);
  });

  it('books a coach on request, and takes the brand asked for', async () => {
    const res = await call(t.app, 'POST', BOOKINGS, { token: testKey.key, body: { service: { ...hire, vehicle: 'LUXURY_COACH', passengers: 20 }, lead_traveller: traveller, brand: { mode: 'partner', name: 'GH Holidays', accent_hex: '#0A7C86' } } });
    expect(res.body).toMatchObject({ status: 'on_request', confirmed_at: null, brand: { mode: 'partner', name: 'GH Holidays', accent_hex: '#0A7C86' } });
  });

  it.each([
    ['no lead traveller', { service: transfer }, ['lead_traveller']],
    ['a phone that is not E.164', { ...booking, lead_traveller: { ...traveller, phone: '0501234567' } }, ['lead_traveller.phone']],
    ['a name with an unbranded brand', { ...booking, brand: { mode: 'none', name: 'X' } }, ['brand.name']],
    ['a service rule', { ...booking, service: { ...transfer, passengers: 8 } }, ['service.passengers']],
  ])('refuses %s with 422', async (_name, body, paths) => {
    const res = await call(t.app, 'POST', BOOKINGS, { token: testKey.key, body });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(paths);
  });

  it('checks a live request, then answers 503 and books nothing', async () => {
    const before = await counts();
    const invalid = await call(t.app, 'POST', BOOKINGS, { token: liveKey.key, body: { ...booking, service: { ...transfer, bags: 9 } } });
    expect(invalid.status).toBe(422);
    const res = await call(t.app, 'POST', BOOKINGS, { token: liveKey.key, body: booking });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'not_configured', message: 'Live bookings for clients open with production; nothing was booked. Use a test key until then, or contact the trade desk.', retryable: false });
    expect(await counts()).toEqual(before);
  });
});

describe('details and list', () => {
  it('reads the same reference as the same booking, and 404 for 0000 references', async () => {
    const ref = 'bkr_CLafyscLkLFEqPgy01gi';
    const a = await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: testKey.key });
    const b = await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: testKey.key });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toMatchObject({ ref, sandbox: true, object: 'client_booking', status: 'confirmed' });
    const missing = await call(t.app, 'GET', `${BOOKINGS}/bkr_0000yscLkLFEqPgy01gi`, { token: testKey.key });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'No booking bkr_0000yscLkLFEqPgy01gi in this account.', retryable: false });
    const malformed = await call(t.app, 'GET', `${BOOKINGS}/GH-88213`, { token: testKey.key });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual(['ref']);
  });

  it('lists the account\'s bookings, latest pickup first, walking every page once; each reads back the same', async () => {
    const all = await walk(BOOKINGS, testKey.key);
    expect(all).toHaveLength(36);
    expect(new Set(all.map((b) => b.ref)).size).toBe(36);
    const pickups = all.map((b) => Date.parse((b.service as { pickup_at: string }).pickup_at));
    expect([...pickups].sort((x, y) => y - x)).toEqual(pickups);
    const first = all[0] as { ref: string };
    expect((await call(t.app, 'GET', `${BOOKINGS}/${first.ref}`, { token: testKey.key })).body).toEqual(first);
    expect(await walk(BOOKINGS, testKey.key)).toEqual(all);
    // Another account has other bookings.
    const other = (await call(t.app, 'GET', BOOKINGS, { token: commissionKey.key })).body.data.map((b: { ref: string }) => b.ref);
    expect(other).not.toContain(first.ref);
  });

  it('filters by status and pickup date, and refuses a reversed range or a foreign cursor', async () => {
    const all = await walk(BOOKINGS, testKey.key);
    const completed = await walk(`${BOOKINGS}?status=completed`, testKey.key);
    expect(completed.map((b) => b.ref)).toEqual(all.filter((b) => b.status === 'completed').map((b) => b.ref));
    const ahead = await walk(`${BOOKINGS}?pickup_from=2026-11-23&pickup_to=2026-12-31`, testKey.key);
    expect(ahead.length).toBeGreaterThan(0);
    for (const b of ahead) expect((b.service as { pickup_at: string }).pickup_at.slice(0, 10) >= '2026-11-23').toBe(true);
    const reversed = await call(t.app, 'GET', `${BOOKINGS}?pickup_from=2026-12-01&pickup_to=2026-11-01`, { token: testKey.key });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.fields).toEqual(['pickup_to']);
    const badCursor = await call(t.app, 'GET', `${BOOKINGS}?cursor=nonsense`, { token: testKey.key });
    expect(badCursor.status).toBe(422);
    expect(badCursor.body.error.fields).toEqual(['cursor']);
    const badStatus = await call(t.app, 'GET', `${BOOKINGS}?status=lost`, { token: testKey.key });
    expect(issuePaths(badStatus)).toEqual(['status']);
  });

  it('finds nothing with a live key', async () => {
    const list = await call(t.app, 'GET', BOOKINGS, { token: liveKey.key });
    expect(list.body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    expect((await call(t.app, 'GET', `${BOOKINGS}/bkr_CLafyscLkLFEqPgy01gi`, { token: liveKey.key })).status).toBe(404);
  });
});

describe('cancel', () => {
  it('cancels a confirmed booking free ahead of the policy, and changes nothing', async () => {
    const ref = findRef((b) => b.status === 'confirmed' && Date.parse(b.cancellation.free_until) > clock.now().getTime());
    const current = (await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: testKey.key })).body;
    const res = await call(t.app, 'POST', `${BOOKINGS}/${ref}/cancel`, { token: testKey.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...current, status: 'cancelled', cancelled_at: NOW, cancellation: { ...current.cancellation, fee_if_cancelled_now_aed: 0 } });
    expect((await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: testKey.key })).body).toEqual(current);
  });

  it('charges half the amount due after free_until, and nothing on request', async () => {
    const ref = findRef((b) => (b.status === 'confirmed' || b.status === 'driver_assigned') && Date.parse(b.cancellation.free_until) <= clock.now().getTime());
    const current = (await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: testKey.key })).body;
    const res = await call(t.app, 'POST', `${BOOKINGS}/${ref}/cancel`, { token: testKey.key });
    expect(res.body.cancellation.fee_if_cancelled_now_aed).toBe(Math.round(current.price.amount_due_aed * 50) / 100);
    expect(res.body.cancellation.fee_if_cancelled_now_aed).toBeGreaterThan(0);
    const onRequest = await call(t.app, 'POST', `${BOOKINGS}/${withStatus('on_request')}/cancel`, { token: testKey.key });
    expect(onRequest.body).toMatchObject({ status: 'cancelled', cancellation: { fee_if_cancelled_now_aed: 0 } });
  });

  it.each(['cancelled', 'completed', 'no_show', 'declined'] as const)('refuses to cancel a %s booking with 409', async (status) => {
    const ref = withStatus(status);
    const res = await call(t.app, 'POST', `${BOOKINGS}/${ref}/cancel`, { token: testKey.key });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'invalid_state', message: `The booking ${ref} is ${status}, so it cannot be cancelled.`, retryable: false });
  });

  it('finds no booking to cancel with a live key, or a 0000 reference', async () => {
    expect((await call(t.app, 'POST', `${BOOKINGS}/bkr_CLafyscLkLFEqPgy01gi/cancel`, { token: liveKey.key })).status).toBe(404);
    expect((await call(t.app, 'POST', `${BOOKINGS}/bkr_0000yscLkLFEqPgy01gi/cancel`, { token: testKey.key })).status).toBe(404);
  });
});

describe('brand', () => {
  it('sets the partner brand or none, and changes nothing', async () => {
    const ref = withStatus('confirmed');
    const current = (await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: testKey.key })).body;
    const partner = await call(t.app, 'POST', `${BOOKINGS}/${ref}/brand`, { token: testKey.key, body: { mode: 'partner', accent_hex: '#0A7C86' } });
    expect(partner.status).toBe(200);
    expect(partner.body).toEqual({ ...current, brand: { mode: 'partner', name: 'Gulf Horizons Travel', accent_hex: '#0A7C86' } });
    const none = await call(t.app, 'POST', `${BOOKINGS}/${ref}/brand`, { token: testKey.key, body: { mode: 'none' } });
    expect(none.body.brand).toEqual({ mode: 'none', name: null, accent_hex: null });
    expect((await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: testKey.key })).body).toEqual(current);
  });

  it('refuses partner fields with none, a bad colour, and a cancelled booking', async () => {
    const ref = withStatus('confirmed');
    const stray = await call(t.app, 'POST', `${BOOKINGS}/${ref}/brand`, { token: testKey.key, body: { mode: 'none', name: 'X', accent_hex: '#000000' } });
    expect(stray.body.error.fields).toEqual(['name', 'accent_hex']);
    const colour = await call(t.app, 'POST', `${BOOKINGS}/${ref}/brand`, { token: testKey.key, body: { mode: 'partner', accent_hex: 'teal' } });
    expect(colour.body.error.fields).toEqual(['accent_hex']);
    const cancelled = withStatus('cancelled');
    const res = await call(t.app, 'POST', `${BOOKINGS}/${cancelled}/brand`, { token: testKey.key, body: { mode: 'none' } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`The booking ${cancelled} is cancelled, so it cannot be rebranded.`);
    expect((await call(t.app, 'POST', `${BOOKINGS}/${ref}/brand`, { token: liveKey.key, body: { mode: 'none' } })).status).toBe(404);
  });
});

describe('documents', () => {
  it('issues the voucher as HTML by default and PDF on request, in the booking\'s brand', async () => {
    const ref = findRef((b) => b.status === 'confirmed' && b.brand.mode === 'partner');
    const html = await call(t.app, 'GET', `${BOOKINGS}/${ref}/voucher`, { token: testKey.key });
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.text).toContain('TEST — issued with a test key; not a real booking');
    expect(html.text).toContain('Gulf Horizons Travel');
    expect(html.text).toContain(ref);
    const pdf = await call(t.app, 'GET', `${BOOKINGS}/${ref}/voucher?format=pdf`, { token: testKey.key });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="voucher-${ref}.pdf"`);
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const again = await call(t.app, 'GET', `${BOOKINGS}/${ref}/voucher?format=pdf`, { token: testKey.key });
    expect(Buffer.compare(again.body as Buffer, pdf.body as Buffer)).toBe(0);
  });

  it('leaves the partner name off an unbranded voucher', async () => {
    const ref = findRef((b) => b.status === 'completed' && b.brand.mode === 'none');
    const html = await call(t.app, 'GET', `${BOOKINGS}/${ref}/voucher`, { token: testKey.key });
    expect(html.status).toBe(200);
    expect(html.text).not.toContain('Gulf Horizons Travel');
  });

  it.each(['on_request', 'cancelled', 'declined'] as const)('has no voucher for a %s booking (409)', async (status) => {
    const res = await call(t.app, 'GET', `${BOOKINGS}/${withStatus(status)}/voucher`, { token: testKey.key });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_state');
  });

  it('refuses an unknown format', async () => {
    const res = await call(t.app, 'GET', `${BOOKINGS}/bkr_CLafyscLkLFEqPgy01gi/voucher?format=docx`, { token: testKey.key });
    expect(res.body.error.issues).toEqual([{ path: 'format', message: 'must be one of: html, pdf' }]);
  });

  it('prints the name board with the traveller in capitals and the flight, for a pickup ahead only', async () => {
    const ref = 'bkr_CLafyscLkLFEqPgy01gi';
    const current = (await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: testKey.key })).body;
    const res = await call(t.app, 'GET', `${BOOKINGS}/${ref}/name-board`, { token: testKey.key });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain(`${current.lead_traveller.first_name} ${current.lead_traveller.last_name}`.toUpperCase());
    expect(res.text).toContain(current.service.flight_number);
    expect(res.text).toContain('TEST — issued with a test key; not a real booking');
    for (const status of ['completed', 'on_request'] as const) {
      expect((await call(t.app, 'GET', `${BOOKINGS}/${withStatus(status)}/name-board`, { token: testKey.key })).status).toBe(409);
    }
  });

  it('finds no documents with a live key', async () => {
    for (const doc of ['voucher', 'name-board']) {
      expect((await call(t.app, 'GET', `${BOOKINGS}/bkr_CLafyscLkLFEqPgy01gi/${doc}`, { token: liveKey.key })).status).toBe(404);
    }
  });
});

describe('amendments and requests', () => {
  const ref = 'bkr_CLafyscLkLFEqPgy01gi';

  it('sends a change as an open request, and stores nothing', async () => {
    const before = await counts();
    const res = await call(t.app, 'POST', `${BOOKINGS}/${ref}/amendments`, { token: testKey.key, body: { type: 'change', changes: { pickup_time: '16:00', passengers: 5 } } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'desk_request', sandbox: true, booking_ref: ref, type: 'change', status: 'open', changes: { pickup_time: '16:00', passengers: 5 }, service: null, message: null, answer: null, created_at: NOW, withdrawn_at: null });
    expect(res.body.id).toMatch(/^rqt_[0-9A-Za-z]{20}$/);
    const service = await call(t.app, 'POST', `${BOOKINGS}/${ref}/amendments`, { token: testKey.key, body: { type: 'service', service: 'meet_and_greet', message: 'Please meet at the gate.' } });
    expect(service.body).toMatchObject({ type: 'service', service: 'meet_and_greet', changes: null, status: 'open' });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a change without changes', { type: 'change' }, ['changes']],
    ['a change with a service', { type: 'change', changes: { bags: 1 }, service: 'extra_stop' }, ['service']],
    ['a service without a message', { type: 'service', service: 'extra_stop' }, ['message']],
    ['empty changes', { type: 'change', changes: {} }, ['changes']],
    ['hours on a transfer', { type: 'change', changes: { hours: 4 } }, ['changes.hours']],
    ['a smaller vehicle than the party', { type: 'change', changes: { vehicle: 'EXECUTIVE_SEDAN' } }, ['changes.vehicle']],
    ['a pickup moved into the past', { type: 'change', changes: { pickup_date: '2026-11-20' } }, ['changes.pickup_date']],
  ])('refuses %s with 422', async (_name, body, paths) => {
    const res = await call(t.app, 'POST', `${BOOKINGS}/${ref}/amendments`, { token: testKey.key, body });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(paths);
  });

  it.each(['completed', 'cancelled', 'declined'] as const)('refuses a request on a %s booking with 409', async (status) => {
    const target = withStatus(status);
    const res = await call(t.app, 'POST', `${BOOKINGS}/${target}/amendments`, { token: testKey.key, body: { type: 'service', service: 'other', message: 'Anything' } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`The booking ${target} is ${status}, so it cannot be changed.`);
  });

  it('finds no booking for a live key', async () => {
    expect((await call(t.app, 'POST', `${BOOKINGS}/${ref}/amendments`, { token: liveKey.key, body: { type: 'change', changes: { bags: 1 } } })).status).toBe(404);
  });

  it('lists the requests with the desk\'s answers, on the account\'s own bookings, by page and filter', async () => {
    const all = await walk(`${V1}/requests`, testKey.key);
    expect(all).toHaveLength(18);
    expect(new Set(all.map((r) => r.id)).size).toBe(18);
    const refs = (await walk(BOOKINGS, testKey.key)).map((b) => b.ref);
    for (const request of all) {
      expect(refs).toContain(request.booking_ref);
      expect(request.answer === null).toBe(request.status === 'open' || request.status === 'withdrawn');
    }
    const open = await walk(`${V1}/requests?status=open`, testKey.key);
    expect(open.map((r) => r.id)).toEqual(all.filter((r) => r.status === 'open').map((r) => r.id));
    const one = all[0] as { booking_ref: string };
    const byBooking = await walk(`${V1}/requests?booking_ref=${one.booking_ref}`, testKey.key);
    expect(byBooking.length).toBeGreaterThan(0);
    for (const request of byBooking) expect(request.booking_ref).toBe(one.booking_ref);
    expect((await call(t.app, 'GET', `${V1}/requests`, { token: liveKey.key })).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
  });

  it('withdraws an open request, changing nothing, and refuses any other with 409', async () => {
    const id = await findRequestId('open');
    const res = await call(t.app, 'POST', `${V1}/requests/${id}/withdraw`, { token: testKey.key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'withdrawn', withdrawn_at: NOW, answer: null });
    // Nothing changed: it can be withdrawn again.
    expect((await call(t.app, 'POST', `${V1}/requests/${id}/withdraw`, { token: testKey.key })).status).toBe(200);
    for (const status of ['accepted', 'declined', 'withdrawn']) {
      const other = await findRequestId(status);
      const refused = await call(t.app, 'POST', `${V1}/requests/${other}/withdraw`, { token: testKey.key });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({ code: 'invalid_state', message: `The request ${other} is ${status}, so it cannot be withdrawn.`, retryable: false });
    }
    expect((await call(t.app, 'POST', `${V1}/requests/rqt_0000a7F599kNL3jlf7uV/withdraw`, { token: testKey.key })).status).toBe(404);
    expect((await call(t.app, 'POST', `${V1}/requests/${id}/withdraw`, { token: liveKey.key })).status).toBe(404);
  });
});

describe('credited bookings', () => {
  it('lists the credits, latest first, walking every page once, the same each time', async () => {
    const all = await walk(`${BOOKINGS}/credited`, testKey.key);
    expect(all).toHaveLength(42);
    expect(new Set(all.map((c) => c.id)).size).toBe(42);
    const booked = all.map((c) => Date.parse(c.booked_at as string));
    expect([...booked].sort((x, y) => y - x)).toEqual(booked);
    for (const credit of all) {
      expect(credit.credit_aed).toBe(Math.round((credit.booking_value_aed as number) * (credit.credit_percent as number)) / 100);
      expect(credit.credit_status === 'reversed').toBe(credit.booking_status === 'cancelled');
      expect(credit.statement_period === null).toBe(credit.credit_status !== 'earned');
    }
    expect(await walk(`${BOOKINGS}/credited`, testKey.key)).toEqual(all);
  });

  it('filters by channel, credit status and booking date', async () => {
    const all = await walk(`${BOOKINGS}/credited`, testKey.key);
    const links = await walk(`${BOOKINGS}/credited?channel=tracking_link&credit_status=earned`, testKey.key);
    expect(links.map((c) => c.id)).toEqual(all.filter((c) => c.channel === 'tracking_link' && c.credit_status === 'earned').map((c) => c.id));
    const october = await walk(`${BOOKINGS}/credited?booked_from=2026-10-01&booked_to=2026-10-31`, testKey.key);
    expect(october.map((c) => c.id)).toEqual(all.filter((c) => (c.booked_at as string).startsWith('2026-10')).map((c) => c.id));
    const reversed = await call(t.app, 'GET', `${BOOKINGS}/credited?booked_from=2026-10-31&booked_to=2026-10-01`, { token: testKey.key });
    expect(reversed.body.error.fields).toEqual(['booked_to']);
    expect(issuePaths(await call(t.app, 'GET', `${BOOKINGS}/credited?channel=email`, { token: testKey.key }))).toEqual(['channel']);
  });

  it('finds none with a live key', async () => {
    expect((await call(t.app, 'GET', `${BOOKINGS}/credited`, { token: liveKey.key })).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
  });
});
