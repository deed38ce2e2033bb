import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { setCommercialTerms } from '../src/apiKeys/store';
import { systemClock } from '../src/platform/clock';
import { TestData } from '../src/engine/testData';

const TABLES = ['accounts', 'api_keys', 'desk_queue', 'credit_line_applications', 'wallet_topups', 'idempotency_keys'];
const SALES = '/api/b2b/v1/desk/sales';
const DAYS = '/api/b2b/v1/desk/days';
const CATALOGUE = '/api/b2b/v1/rates/catalogue';
const SHEET = '/api/b2b/v1/rates/sheet';
const QUOTE_REQUESTS = '/api/b2b/v1/quote-requests';
const WHOLESALE = '/api/b2b/v1/wholesale-requests';
const USERS = '/api/b2b/v1/users';
const TODAY = '2026-11-22';

const sale = {
  item_code: 'TOUR-DESERT-SAFARI-EVENING', service_date: '2026-11-23', service_time: '15:00', adults: 2, children: 1,
  guest: { first_name: 'Elena', last_name: 'Petrova', phone: '+971501234567' }, room_number: '1412', payment_method: 'card',
};
const quoteRequest = {
  title: 'Pharma incentive group', group: { adults: 24 },
  services: [
    { kind: 'transfer', date: '2027-02-10', time: '08:15', from: 'DXB T3', to: 'Address Downtown', vehicle: 'LUXURY_COACH', vehicles: 1, description: 'Arrival on EK 30.' },
    { kind: 'tour', date: '2027-02-11', description: 'Private desert safari.' },
  ],
};
const wholesale = { vehicle: 'EXECUTIVE_SEDAN', vehicles_per_day: 12, start_date: '2026-12-07', end_date: '2026-12-10', hours_per_day: 10, emirate: 'DUBAI' };

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let commissionKey: IssuedKey;
let liveKey: IssuedKey;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
  testKey = await issueKey(t.db);
  commissionKey = await issueKey(t.db);
  await setCommercialTerms(t.db, systemClock, commissionKey.accountId, 'commission', 1000);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
});
afterAll(() => t.close());
afterEach(() => clock.set('2026-11-22T10:00:00.000Z'));

const counts = (): Promise<unknown[]> => Promise.all(TABLES.map((table) => t.db(table).count({ n: '*' })));
const issuesOf = (res: { body: { error: { issues: Array<{ path: string; message: string }> } } }): Record<string, string> =>
  Object.fromEntries(res.body.error.issues.map((issue) => [issue.path, issue.message]));

/** Follows next_cursor to the end, asserting each page's size. */
async function walk(path: string, token: string, limit: number): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let cursor: string | null = null;
  do {
    const res = await call(t.app, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.data);
    cursor = res.body.next_cursor;
  } while (cursor !== null);
  return items;
}

describe('hotel desk: sales', () => {
  it('sells at the public price, counts the sale in today, and stores nothing', async () => {
    const before = await counts();
    const res = await call(t.app, 'POST', SALES, { body: sale, token: commissionKey.key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'desk_sale', sandbox: true, status: 'confirmed', desk_day: TODAY,
      item: { code: 'TOUR-DESERT-SAFARI-EVENING', category: 'tour', unit: 'per_person' },
      service: { date: '2026-11-23', time: '15:00', at: '2026-11-23T15:00:00+04:00' },
      adults: 2, children: 1, guest: sale.guest, room_number: '1412', payment_method: 'card', notes: null,
      // 2 adults at 250 and a child at 200; 10 % commission.
      price: { currency: 'AED', terms: 'commission', guest_paid_aed: 700, amount_due_aed: 700, commission_aed: 70 },
      created_at: '2026-11-22T10:00:00.000Z',
    });
    expect(res.body.id).toMatch(/^dsl_[0-9A-Za-z]{20}$/);
    expect(await counts()).toEqual(before);
  });

  it('prices a vehicle once, whoever travels in it', async () => {
    const res = await call(t.app, 'POST', SALES, { body: { ...sale, item_code: 'TRF-DXB-DUBAI_MARINA-VIP_V_CLASS', adults: 4, children: 2 }, token: testKey.key });
    expect(res.status).toBe(201);
    expect(res.body.price).toEqual({ currency: 'AED', terms: 'tariff', guest_paid_aed: 330, amount_due_aed: 330, commission_aed: null });
  });

  it.each([
    ['an item not in the catalogue', { item_code: 'TOUR-NOWHERE' }, 'item_code', /not in the rate catalogue/],
    ['a service less than an hour away', { service_date: TODAY, service_time: '14:30' }, 'service_time', /at least 60 minutes/],
    ['a service more than 90 days ahead', { service_date: '2027-03-01' }, 'service_date', /at most 90 days/],
    ['more people than the vehicle seats', { item_code: 'TRF-DXB-DUBAI_MARINA-EXECUTIVE_SEDAN', adults: 3, children: 1 }, 'adults', /at most 3 people/],
    ['a room charge without a room', { payment_method: 'room_charge', room_number: undefined }, 'room_number', /room number/],
    ['no adult', { adults: 0 }, 'adults', /must be at least 1/],
    ['an unknown payment method', { payment_method: 'crypto' }, 'payment_method', /must be one of/],
    ['a field the contract does not name', { discount: 10 }, 'discount', /.+/],
  ])('refuses %s with 422', async (_name, change, path, message) => {
    const res = await call(t.app, 'POST', SALES, { body: { ...sale, ...change }, token: testKey.key });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toContain(path);
    expect(issuesOf(res)[path]).toMatch(message);
  });

  it('with a live key, checks the sale and then answers 503: nothing is sold', async () => {
    expect((await call(t.app, 'POST', SALES, { body: { ...sale, item_code: 'NOPE-1' }, token: liveKey.key })).status).toBe(422);
    const before = await counts();
    const res = await call(t.app, 'POST', SALES, { body: sale, token: liveKey.key });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'not_configured', message: 'Live desk sales open with production; nothing was sold. Use a test key until then, or contact the trade desk.', retryable: false });
    expect(await counts()).toEqual(before);
  });
});

describe('hotel desk: days', () => {
  it('reads today as open, with only the sales made so far, the same every time', async () => {
    const a = await call(t.app, 'GET', `${DAYS}/${TODAY}`, { token: testKey.key });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ object: 'desk_day', sandbox: true, date: TODAY, status: 'open', closed_at: null, note: null });
    expect(a.body.settlement).toMatchObject({ cash_counted_aed: null, cash_difference_aed: null });
    for (const s of a.body.sales) {
      expect(s).toMatchObject({ status: 'confirmed', desk_day: TODAY });
      expect(s.created_at <= clock.now().toISOString()).toBe(true);
    }
    expect((await call(t.app, 'GET', `${DAYS}/${TODAY}`, { token: testKey.key })).body).toEqual(a.body);
    clock.set('2026-11-22T19:59:00.000Z');
    const late = await call(t.app, 'GET', `${DAYS}/${TODAY}`, { token: testKey.key });
    expect(late.body.sales.slice(0, a.body.sales.length)).toEqual(a.body.sales);
    expect(late.body.sales.length).toBeGreaterThanOrEqual(a.body.sales.length);
  });

  it('adds up the totals and the settlement from the sales', async () => {
    const day = (await call(t.app, 'GET', `${DAYS}/2026-11-01`, { token: commissionKey.key })).body;
    expect(day.status).toBe('closed');
    const fils = (pick: (s: { price: { guest_paid_aed: number; amount_due_aed: number; commission_aed: number | null }; payment_method: string }) => number, method?: string): number =>
      day.sales.filter((s: { payment_method: string }) => method === undefined || s.payment_method === method).reduce((n: number, s: Parameters<typeof pick>[0]) => n + Math.round(pick(s) * 100), 0);
    expect(day.totals.sales_count).toBe(day.sales.length);
    expect(Math.round(day.totals.cash_aed * 100)).toBe(fils((s) => s.price.guest_paid_aed, 'cash'));
    expect(Math.round(day.settlement.collected_aed * 100)).toBe(fils((s) => s.price.guest_paid_aed));
    expect(Math.round(day.settlement.payable_to_operator_aed * 100)).toBe(fils((s) => s.price.amount_due_aed) - fils((s) => s.price.commission_aed ?? 0));
    expect(Math.round((day.settlement.collected_aed - day.settlement.payable_to_operator_aed) * 100)).toBe(Math.round(day.settlement.earned_aed * 100));
    expect(Math.round((day.settlement.cash_counted_aed - day.settlement.cash_expected_aed) * 100)).toBe(Math.round(day.settlement.cash_difference_aed * 100));
    for (const s of day.sales) expect(s.status).toBe('settled');
  });

  it('refuses a future date and a malformed date with 422', async () => {
    const future = await call(t.app, 'GET', `${DAYS}/2026-11-23`, { token: testKey.key });
    expect(future.status).toBe(422);
    expect(future.body.error.issues).toEqual([{ path: 'date', message: 'must be today or earlier (UAE time)' }]);
    const malformed = await call(t.app, 'GET', `${DAYS}/22-11-2026`, { token: testKey.key });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual(['date']);
  });

  it('gives the day as CSV, one row per sale, and as a PDF settlement sheet', async () => {
    const day = (await call(t.app, 'GET', `${DAYS}/2026-11-10`, { token: testKey.key })).body;
    const csv = await call(t.app, 'GET', `${DAYS}/2026-11-10?format=csv`, { token: testKey.key });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('inline; filename="desk-day-2026-11-10.csv"');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('sale_id,sold_at,item_code,item_name,service_date,service_time,adults,children,guest,room_number,payment_method,guest_paid_aed,amount_due_aed,commission_aed,status');
    expect(lines).toHaveLength(day.sales.length + 1);
    const pdf = await call(t.app, 'GET', `${DAYS}/2026-11-10?format=pdf`, { token: testKey.key });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await call(t.app, 'GET', `${DAYS}/2026-11-10?format=xlsx`, { token: testKey.key });
    expect(bad.status).toBe(422);
    expect(bad.body.error.issues).toEqual([{ path: 'format', message: 'must be one of: json, csv, pdf' }]);
  });

  it('closes an open day with the cash counted, freezing the settlement, and changes nothing', async () => {
    const open = (await call(t.app, 'GET', `${DAYS}/${TODAY}`, { token: testKey.key })).body;
    const counted = open.settlement.cash_expected_aed + 20;
    const before = await counts();
    const res = await call(t.app, 'POST', `${DAYS}/${TODAY}/close`, { body: { cash_counted_aed: counted, note: 'Over by 20.' }, token: testKey.key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: TODAY, status: 'closed', closed_at: '2026-11-22T10:00:00.000Z', note: 'Over by 20.' });
    expect(res.body.settlement).toEqual({ ...open.settlement, cash_counted_aed: counted, cash_difference_aed: 20 });
    expect(res.body.sales.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual(open.sales.map((s: { id: string }) => [s.id, 'settled']));
    expect((await call(t.app, 'GET', `${DAYS}/${TODAY}`, { token: testKey.key })).body).toEqual(open);
    expect(await counts()).toEqual(before);
  });

  it('refuses to close a closed day (409), a future day and a negative count (422)', async () => {
    const closed = await call(t.app, 'POST', `${DAYS}/2026-10-01/close`, { body: { cash_counted_aed: 0 }, token: testKey.key });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toEqual({ code: 'invalid_state', message: 'The desk day 2026-10-01 is closed, so it cannot be closed again.', retryable: false });
    expect((await call(t.app, 'POST', `${DAYS}/2026-12-01/close`, { body: { cash_counted_aed: 0 }, token: testKey.key })).status).toBe(422);
    const negative = await call(t.app, 'POST', `${DAYS}/${TODAY}/close`, { body: { cash_counted_aed: -5 }, token: testKey.key });
    expect(negative.status).toBe(422);
    expect(negative.body.error.fields).toEqual(['cash_counted_aed']);
  });

  it('with a live key, finds no day (404) and answers 503 to a valid close', async () => {
    const missing = await call(t.app, 'GET', `${DAYS}/${TODAY}`, { token: liveKey.key });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(`No desk day ${TODAY} in this account.`);
    expect((await call(t.app, 'GET', `${DAYS}/${TODAY}?format=csv`, { token: liveKey.key })).status).toBe(404);
    expect((await call(t.app, 'POST', `${DAYS}/2026-12-01/close`, { body: { cash_counted_aed: 0 }, token: liveKey.key })).status).toBe(422);
    const close = await call(t.app, 'POST', `${DAYS}/${TODAY}/close`, { body: { cash_counted_aed: 0 }, token: liveKey.key });
    expect(close.status).toBe(503);
    expect(close.body.error.message).toMatch(/^Live desk days open with production; nothing was closed/);
  });
});

describe('rates: catalogue and sheet', () => {
  it('pages through the whole catalogue without repeats, priced under the account terms', async () => {
    const items = await walk(CATALOGUE, commissionKey.key, 25);
    expect(items).toHaveLength(2 * 15 * 3 + 8 + 3 * 2);
    expect(new Set(items.map((item) => item.code)).size).toBe(items.length);
    const marina = items.find((item) => item.code === 'TRF-DXB-DUBAI_MARINA-VIP_V_CLASS');
    expect(marina).toMatchObject({
      category: 'transfer', unit: 'per_vehicle', vehicle: { class: 'VIP_V_CLASS', seats: 7 }, child_price: null, valid_from: '2026-10-01', valid_to: '2027-09-30',
      price: { currency: 'AED', terms: 'commission', terms_percent: 10, public_price_aed: 330, amount_due_aed: 330, commission_aed: 33 },
    });
  });

  it('filters by category, and refuses a cursor it did not issue', async () => {
    const tours = await walk(`${CATALOGUE}?category=tour`, testKey.key, 100);
    expect(tours).toHaveLength(8);
    for (const tour of tours) expect(tour).toMatchObject({ category: 'tour', unit: 'per_person', vehicle: null, child_price: { terms: 'tariff' } });
    const bad = await call(t.app, 'GET', `${CATALOGUE}?cursor=nonsense`, { token: testKey.key });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual(['cursor']);
  });

  it('gives the catalogue as CSV and PDF, every item, unpaged', async () => {
    const csv = await call(t.app, 'GET', `${CATALOGUE}?format=csv&category=vehicle_hire`, { token: testKey.key });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('code,category,name,unit,vehicle_class,duration_hours,public_price_aed,amount_due_aed,commission_aed,child_public_price_aed,child_amount_due_aed,valid_from,valid_to');
    expect(lines).toHaveLength(7);
    expect(lines).toContain('HIRE-EXECUTIVE_SEDAN-FULL-DAY,vehicle_hire,"Mercedes-Benz E-Class or similar with chauffeur, full day",per_vehicle,EXECUTIVE_SEDAN,10,1200,1200,,,,2026-10-01,2027-09-30');
    const pdf = await call(t.app, 'GET', `${CATALOGUE}?format=pdf`, { token: testKey.key });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('with a live key, lists nothing', async () => {
    const res = await call(t.app, 'GET', CATALOGUE, { token: liveKey.key });
    expect(res.body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    const csv = await call(t.app, 'GET', `${CATALOGUE}?format=csv`, { token: liveKey.key });
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('gives the rate sheet: the transfer matrix at the quote price, hire, supplements and policies', async () => {
    const res = await call(t.app, 'GET', SHEET, { token: commissionKey.key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'rate_sheet', sandbox: true, terms: 'commission', terms_percent: 10, valid_from: '2026-10-01', valid_to: '2027-09-30', night_surcharge: { percent: 20 } });
    expect(res.body.transfers).toHaveLength(4 * 15 * 3);
    expect(res.body.transfers).toContainEqual({ airport: 'DXB', place: 'DUBAI_MARINA', distance_km: 38.7, vehicle: 'VIP_V_CLASS', public_price_aed: 330, amount_due_aed: 330 });
    expect(res.body.cancellation.map((c: { category: string }) => c.category)).toEqual(['transfer', 'tour', 'vehicle_hire']);
    const auh = await call(t.app, 'GET', `${SHEET}?airport=AUH`, { token: testKey.key });
    expect(auh.body.transfers).toHaveLength(45);
    for (const row of auh.body.transfers) expect(row.airport).toBe('AUH');
    expect((await call(t.app, 'GET', `${SHEET}?airport=LHR`, { token: testKey.key })).status).toBe(422);
  });

  it('matches the transport quote for the same trip', async () => {
    const quote = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', {
      body: { airport: 'AUH', terminal: 'A', direction: 'arrival', place: 'YAS_ISLAND', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-05', pickup_time: '12:00', passengers: 2, bags: 2 },
      token: testKey.key,
    });
    const sheet = await call(t.app, 'GET', `${SHEET}?airport=AUH`, { token: testKey.key });
    const row = sheet.body.transfers.find((r: { place: string; vehicle: string }) => r.place === 'YAS_ISLAND' && r.vehicle === 'EXECUTIVE_SEDAN');
    expect(row.public_price_aed).toBe(quote.body.pricing.public_price_aed);
  });

  it('with a live key, finds no rate sheet', async () => {
    const res = await call(t.app, 'GET', SHEET, { token: liveKey.key });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(`No rate sheet for ${TODAY} in this account.`);
  });
});

describe('rates: quote and wholesale requests', () => {
  it('sends a quote request as it would be, answered by default in two days, storing nothing', async () => {
    const before = await counts();
    const res = await call(t.app, 'POST', QUOTE_REQUESTS, { body: quoteRequest, token: testKey.key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'quote_request', sandbox: true, status: 'submitted', title: 'Pharma incentive group', group: { adults: 24, children: 0 },
      services: quoteRequest.services, budget_aed: null, respond_by: '2026-11-24', contact: null, agency_reference: null, notes: null, quote: null,
      created_at: '2026-11-22T10:00:00.000Z',
    });
    expect(res.body.id).toMatch(/^qrq_[0-9A-Za-z]{20}$/);
    expect(res.body.reference).toMatch(/^QR-[0-9A-Z]{8}$/);
    expect(await counts()).toEqual(before);
  });

  it('answers by the day before the first service when that is sooner', async () => {
    const res = await call(t.app, 'POST', QUOTE_REQUESTS, { body: { ...quoteRequest, services: [{ kind: 'tour', date: '2026-11-24', description: 'City tour.' }] }, token: testKey.key });
    expect(res.body.respond_by).toBe('2026-11-23');
  });

  it('refuses a request whose services or deadline do not hold, naming each field', async () => {
    const res = await call(t.app, 'POST', QUOTE_REQUESTS, {
      body: {
        ...quoteRequest,
        respond_by: '2027-03-01',
        services: [
          { kind: 'transfer', date: TODAY, description: 'Somewhere.' },
          { kind: 'vehicle_hire', date: '2027-12-01', vehicles: 2, description: 'Vans.' },
        ],
      },
      token: testKey.key,
    });
    expect(res.status).toBe(422);
    expect(issuesOf(res)).toEqual({
      'services[0].date': 'must be after today (UAE time)',
      'services[0].from': 'a transfer needs where it starts',
      'services[0].to': 'a transfer needs where it ends',
      'services[1].date': 'may be at most 365 days ahead',
      'services[1].vehicle': 'a vehicle hire needs its vehicle class',
      'services[1].vehicles': 'applies only with vehicle',
      respond_by: 'must be before the first service date',
    });
    const empty = await call(t.app, 'POST', QUOTE_REQUESTS, { body: { ...quoteRequest, services: [] }, token: testKey.key });
    expect(empty.body.error.fields).toEqual(['services']);
  });

  it('requests capacity with the indicative price at the hourly hire rate', async () => {
    const before = await counts();
    const res = await call(t.app, 'POST', WHOLESALE, { body: { ...wholesale, target_rate_aed: 1000 }, token: commissionKey.key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'wholesale_request', sandbox: true, status: 'submitted', vehicle: { class: 'EXECUTIVE_SEDAN', seats: 3 },
      days: 4, vehicle_days: 48, hours_per_day: 10, emirate: 'DUBAI', event_name: null, target_rate_aed: 1000, offer: null,
      // AED 120 an hour, 10 hours, 48 vehicle-days; 10 % commission.
      indicative: { currency: 'AED', terms: 'commission', per_vehicle_day_aed: 1200, public_price_aed: 57600, amount_due_aed: 57600, commission_aed: 5760 },
      // 22 November 2026 is a Sunday: two working days on is Tuesday.
      answer_by: '2026-11-24T10:00:00.000Z',
    });
    expect(res.body.reference).toMatch(/^WR-[0-9A-Z]{8}$/);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a start less than 3 days ahead', { start_date: '2026-11-24', end_date: '2026-11-25' }, 'start_date', /at least 3 days/],
    ['an end before the start', { end_date: '2026-12-06' }, 'end_date', /on or after start_date/],
    ['a run longer than 60 days', { end_date: '2027-02-06' }, 'end_date', /at most 60 days/],
    ['too many coaches', { vehicle: 'LUXURY_COACH', vehicles_per_day: 21 }, 'vehicles_per_day', /at most 20 coaches/],
    ['too few hours', { hours_per_day: 2 }, 'hours_per_day', /must be at least 4/],
  ])('refuses %s with 422', async (_name, change, path, message) => {
    const res = await call(t.app, 'POST', WHOLESALE, { body: { ...wholesale, ...change }, token: testKey.key });
    expect(res.status).toBe(422);
    expect(issuesOf(res)[path]).toMatch(message);
  });

  it('with a live key, checks both requests and then answers 503', async () => {
    expect((await call(t.app, 'POST', WHOLESALE, { body: { ...wholesale, end_date: '2026-12-01' }, token: liveKey.key })).status).toBe(422);
    const before = await counts();
    const ws = await call(t.app, 'POST', WHOLESALE, { body: wholesale, token: liveKey.key });
    expect(ws.status).toBe(503);
    expect(ws.body.error.message).toMatch(/^Live wholesale requests open with production; nothing was sent/);
    const qr = await call(t.app, 'POST', QUOTE_REQUESTS, { body: quoteRequest, token: liveKey.key });
    expect(qr.status).toBe(503);
    expect(qr.body.error.message).toMatch(/^Live quote requests open with production; nothing was sent/);
    expect(await counts()).toEqual(before);
  });
});

describe('users', () => {
  type User = { id: string; role: string; status: string; email: string; joined_at: string | null };
  const team = async (): Promise<User[]> => (await walk(USERS, testKey.key, 7)) as unknown as User[];
  const find = async (test: (user: User) => boolean): Promise<User> => {
    const user = (await team()).find(test);
    if (!user) throw new Error('no such test user');
    return user;
  };

  it('shows every status in every test account, so each state can be built against', async () => {
    for (let i = 0; i < 20; i++) {
      const key = await issueKey(t.db);
      const all = (await walk(USERS, key.key, 100)) as unknown as User[];
      for (const status of ['active', 'invited', 'deactivated']) {
        expect(all.some((user) => user.status === status && user.role !== 'owner')).toBe(true);
      }
    }
  });

  it('lists the team, owner first, paging without repeats, the same every time', async () => {
    const all = await team();
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(new Set(all.map((u) => u.id)).size).toBe(all.length);
    expect(all[0]).toMatchObject({ role: 'owner', status: 'active' });
    expect(all.filter((u) => u.role === 'owner')).toHaveLength(1);
    expect(await team()).toEqual(all);
    const deactivated = await walk(`${USERS}?status=deactivated`, testKey.key, 100);
    expect(deactivated.map((u) => u.id)).toEqual(all.filter((u) => u.status === 'deactivated').map((u) => u.id));
  });

  it('invites a person as they would be, storing nothing', async () => {
    const before = await counts();
    const res = await call(t.app, 'POST', USERS, { body: { email: 'Noura.Haddad@GulfHorizons.example', first_name: 'Noura', last_name: 'Haddad', role: 'booker' }, token: testKey.key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'user', sandbox: true, email: 'noura.haddad@gulfhorizons.example', role: 'booker', status: 'invited', mfa_enabled: false,
      invited_at: '2026-11-22T10:00:00.000Z', invitation_expires_at: '2026-11-29T10:00:00.000Z', joined_at: null, last_active_at: null, deactivated_at: null,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses to invite an owner, or an e-mail already in the account', async () => {
    const owner = await call(t.app, 'POST', USERS, { body: { email: 'x@example.com', first_name: 'X', last_name: 'Y', role: 'owner' }, token: testKey.key });
    expect(owner.status).toBe(422);
    expect(owner.body.error.fields).toEqual(['role']);
    const existing = (await team())[1] as User;
    const dup = await call(t.app, 'POST', USERS, { body: { email: existing.email, first_name: 'X', last_name: 'Y', role: 'viewer' }, token: testKey.key });
    expect(dup.status).toBe(422);
    expect(issuesOf(dup)).toEqual({ email: 'already belongs to a person of this account' });
  });

  it('changes the role of an active person, and refuses the owner, the deactivated and the role owner', async () => {
    const active = await find((u) => u.status === 'active' && u.role !== 'owner' && u.role !== 'viewer');
    const res = await call(t.app, 'POST', `${USERS}/${active.id}/role`, { body: { role: 'viewer' }, token: testKey.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...active, role: 'viewer' });
    const owner = await find((u) => u.role === 'owner');
    expect((await call(t.app, 'POST', `${USERS}/${owner.id}/role`, { body: { role: 'admin' }, token: testKey.key })).body.error.code).toBe('invalid_state');
    const gone = await find((u) => u.status === 'deactivated');
    const refused = await call(t.app, 'POST', `${USERS}/${gone.id}/role`, { body: { role: 'admin' }, token: testKey.key });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`The user ${gone.id} is deactivated, so it cannot be given another role; reactivate them first.`);
    expect((await call(t.app, 'POST', `${USERS}/${active.id}/role`, { body: { role: 'owner' }, token: testKey.key })).status).toBe(422);
  });

  it('deactivates an active or invited person once; never the owner', async () => {
    for (const status of ['active', 'invited']) {
      const user = await find((u) => u.status === status && u.role !== 'owner');
      const res = await call(t.app, 'POST', `${USERS}/${user.id}/deactivate`, { token: testKey.key });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, status: 'deactivated', deactivated_at: '2026-11-22T10:00:00.000Z', invitation_expires_at: null });
    }
    const gone = await find((u) => u.status === 'deactivated');
    const again = await call(t.app, 'POST', `${USERS}/${gone.id}/deactivate`, { token: testKey.key });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'invalid_state', message: `The user ${gone.id} is deactivated, so it cannot be deactivated again.`, retryable: false });
    const owner = await find((u) => u.role === 'owner');
    expect((await call(t.app, 'POST', `${USERS}/${owner.id}/deactivate`, { token: testKey.key })).status).toBe(409);
  });

  it('reactivates a deactivated person: active if they had joined, invited again if not', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => new TestData(`probe-user-${i}`).id('usr')).filter((id) => !id.startsWith('usr_0000'));
    const seen = new Set<string>();
    for (const id of ids) {
      const res = await call(t.app, 'POST', `${USERS}/${id}/reactivate`, { token: testKey.key });
      if (res.status === 409) {
        expect(res.body.error.code).toBe('invalid_state');
        continue;
      }
      expect(res.status).toBe(200);
      if (res.body.joined_at === null) {
        expect(res.body).toMatchObject({ status: 'invited', deactivated_at: null, invited_at: '2026-11-22T10:00:00.000Z', invitation_expires_at: '2026-11-29T10:00:00.000Z' });
      } else {
        expect(res.body).toMatchObject({ status: 'active', deactivated_at: null, invitation_expires_at: null });
      }
      seen.add(res.body.status);
      if (seen.size === 2) break;
    }
    expect([...seen].sort()).toEqual(['active', 'invited']);
  });

  it('answers 404 for ids starting 0000 and 422 for malformed ids', async () => {
    const missing = await call(t.app, 'POST', `${USERS}/usr_0000Xw2Lm7Qr4Tz8Vb1N/deactivate`, { token: testKey.key });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No user usr_0000Xw2Lm7Qr4Tz8Vb1N in this account.');
    const malformed = await call(t.app, 'POST', `${USERS}/bob/reactivate`, { token: testKey.key });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual(['id']);
  });

  it('with a live key, lists nobody, finds nobody and invites nobody', async () => {
    expect((await call(t.app, 'GET', USERS, { token: liveKey.key })).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    for (const action of ['deactivate', 'reactivate']) {
      expect((await call(t.app, 'POST', `${USERS}/usr_3Kp9Xw2Lm7Qr4Tz8Vb1N/${action}`, { token: liveKey.key })).status).toBe(404);
    }
    expect((await call(t.app, 'POST', `${USERS}/usr_3Kp9Xw2Lm7Qr4Tz8Vb1N/role`, { body: { role: 'admin' }, token: liveKey.key })).status).toBe(404);
    const before = await counts();
    const invite = await call(t.app, 'POST', USERS, { body: { email: 'a@example.com', first_name: 'A', last_name: 'B', role: 'viewer' }, token: liveKey.key });
    expect(invite.status).toBe(503);
    expect(invite.body.error.message).toMatch(/^Live user management open with production; nothing was changed/);
    expect(await counts()).toEqual(before);
  });
});
