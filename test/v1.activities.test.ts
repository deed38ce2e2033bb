import { runAdmin } from '../scripts/admin';
import { openApiDocument } from '../src/platform/openapiDocument';
import { TestData } from '../src/engine/testData';
import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';

const V1 = '/api/b2b/v1/activities';
const PRODUCTS = `${V1}/products`;
const BOOKINGS = `${V1}/bookings`;
const SAFARI = 'act_IZHVIIA1lFTXjHowe8Y7'; // per person, hotel pickup, instant, 15:00 daily, cut-off 12 h
const PRIVATE_TOUR = 'act_AY1eEmLYfOf6RpDyu7rg'; // per vehicle (V-Class, 7 guests), hotel pickup
const CITY_TOUR = 'act_M9bPx0xBWGFy1a7qaFjG'; // per person, not on Fridays
const BUGGY = 'act_SVK7SJC0q2DV6EYSd3Sj'; // guests 16 and over, late fee 100 %
const BALLOON = 'act_FbD9ZioEADbLcf4gS1fe'; // on request, guests 5 and over
const DHOW = 'act_C3FzsEK5QuhsIqbaahXO'; // meeting point, no pickup
const STORED_TABLES = ['accounts', 'api_keys', 'idempotency_keys', 'credit_line_applications', 'wallet_topups', 'desk_queue'];

const quoteRequest = {
  product_id: SAFARI, date: '2026-12-05', start_time: '15:00', guests: { adults: 2, children: 1, infants: 0 },
  language: 'en', pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina' },
};
const bookingRequest = {
  ...quoteRequest,
  lead_traveller: { first_name: 'Aisha', last_name: 'Rahman', email: 'aisha.rahman@example.com', phone: '+971501234567' },
  agency_reference: 'GH-88214', notes: 'One guest is vegetarian.',
};

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let liveKey: IssuedKey;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '1000000' } });
  testKey = await issueKey(t.db);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
});
afterAll(() => t.close());
afterEach(() => clock.set('2026-11-22T10:00:00.000Z'));

const get = (path: string, key: IssuedKey = testKey) => call(t.app, 'GET', path, { token: key.key });
const post = (path: string, body?: unknown, key: IssuedKey = testKey) => call(t.app, 'POST', path, { token: key.key, ...(body === undefined ? {} : { body }) });
const storedCounts = () => Promise.all(STORED_TABLES.map(async (table) => Number((await t.db(table).count({ n: '*' }))[0]?.n)));

function expectInvalid(res: { status: number; body: { error: { code: string; fields: string[]; issues: Array<{ path: string; message: string }> } } }, path: string, message: RegExp): void {
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.fields).toContain(path);
  expect(res.body.error.issues.find((issue) => issue.path === path)?.message).toMatch(message);
}

/** A test booking id whose deterministic booking has `status`, found through the API as a partner would. */
async function findId(status: string, where: (booking: Record<string, unknown>) => boolean = () => true): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const id = new TestData(`probe-${i}`).id('abk');
    const res = await get(`${BOOKINGS}/${id}`);
    if (res.status === 200 && res.body.status === status && where(res.body)) return id;
  }
  throw new Error(`no test booking with status ${status}`);
}

describe('products', () => {
  it('lists the catalogue, and next_cursor walks it without repeats', async () => {
    const all = await get(PRODUCTS);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ object: 'list', sandbox: true, next_cursor: null });
    expect(all.body.data).toHaveLength(14);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; body: { data: Array<{ id: string }>; next_cursor: string | null } } = await get(`${PRODUCTS}?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(5);
      seen.push(...page.body.data.map((product) => product.id));
      cursor = page.body.next_cursor;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all.body.data.map((product: { id: string }) => product.id));
  });

  it('describes a product as the documented example does', async () => {
    const documented = (openApiDocument() as unknown as { paths: Record<string, { get: { responses: { '200': { content: { 'application/json': { examples: { firstPage: { value: { data: unknown[] } } } } } } } } }> })
      .paths[PRODUCTS]?.get.responses['200'].content['application/json'].examples.firstPage.value;
    const res = await get(`${PRODUCTS}?limit=1`);
    expect(res.body).toEqual(documented);
  });

  it('filters by emirate, category and pricing unit', async () => {
    const abuDhabi = await get(`${PRODUCTS}?emirate=ABU_DHABI`);
    expect(abuDhabi.body.data.map((p: { emirate: string }) => p.emirate)).toEqual(['ABU_DHABI', 'ABU_DHABI']);
    const perVehicle = await get(`${PRODUCTS}?pricing_unit=per_vehicle`);
    expect(perVehicle.body.data).toHaveLength(3);
    for (const product of perVehicle.body.data) {
      expect(product.vehicle).toEqual({ description: expect.any(String), max_guests: expect.any(Number) });
      expect(product.prices).toMatchObject({ adult_aed: null, child_aed: null, infant_aed: null, vehicle_aed: expect.any(Number) });
    }
    const cruises = await get(`${PRODUCTS}?category=cruise&emirate=DUBAI&pricing_unit=per_person`);
    expect(cruises.body.data.map((p: { id: string }) => p.id)).toEqual([DHOW]);
    expect((await get(`${PRODUCTS}?emirate=OMAN`)).body.error.issues[0].path).toBe('emirate');
    expectInvalid(await get(`${PRODUCTS}?cursor=nonsense`), 'cursor', /not a cursor/);
    expectInvalid(await get(`${PRODUCTS}?limit=0`), 'limit', /at least 1/);
  });

  it('shows the same catalogue to a live key, flagged sandbox: false', async () => {
    const live = await get(PRODUCTS, liveKey);
    expect(live.status).toBe(200);
    expect(live.body.sandbox).toBe(false);
    expect(live.body.data).toEqual((await get(PRODUCTS)).body.data);
  });
});

describe('availability', () => {
  it('answers 14 days from today by default, the same every time', async () => {
    const a = await get(`${PRODUCTS}/${SAFARI}/availability`);
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ object: 'activity_availability', sandbox: true, product_id: SAFARI, pricing_unit: 'per_person', remaining_unit: 'guests', from: '2026-11-22', to: '2026-12-05' });
    expect(a.body.days).toHaveLength(14);
    expect((await get(`${PRODUCTS}/${SAFARI}/availability`)).body).toEqual(a.body);
    // Today's 15:00 start (UAE) closed at 03:00, its 12-hour cut-off; it is 14:00 in Dubai.
    expect(a.body.days[0]).toEqual({ date: '2026-11-22', status: 'closed', slots: [{ start_time: '15:00', starts_at: '2026-11-22T15:00:00+04:00', status: 'closed', remaining: null }] });
    for (const day of a.body.days.slice(1)) {
      const [slot] = day.slots;
      expect(day.status).toBe(slot.status);
      expect(slot.status).toBe(slot.remaining === 0 ? 'sold_out' : slot.remaining <= 5 ? 'limited' : 'available');
    }
  });

  it('answers a day the same whatever range asked it, and closes the days the product does not run', async () => {
    const month = (await get(`${PRODUCTS}/${CITY_TOUR}/availability?from=2026-12-01&to=2026-12-31`)).body;
    expect(month.days).toHaveLength(31);
    const fridays = month.days.filter((day: { date: string }) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 5);
    expect(fridays.map((day: { status: string; slots: unknown[] }) => [day.status, day.slots.length])).toEqual(Array(4).fill(['closed', 0]));
    const one = (await get(`${PRODUCTS}/${CITY_TOUR}/availability?from=2026-12-10&to=2026-12-10`)).body;
    expect(one.days).toEqual([month.days[9]]);
    const vehicles = (await get(`${PRODUCTS}/${PRIVATE_TOUR}/availability?from=2026-12-01&to=2026-12-31`)).body;
    expect(vehicles.remaining_unit).toBe('vehicles');
    for (const slot of vehicles.days.flatMap((day: { slots: Array<{ remaining: number; status: string }> }) => day.slots)) {
      expect(slot.status).toBe(slot.remaining === 0 ? 'sold_out' : slot.remaining === 1 ? 'limited' : 'available');
    }
  });

  it.each([
    ['a start in the past', 'from=2026-11-21', 'from', /today \(2026-11-22, UAE\) or later/],
    ['an end before the start', 'from=2026-12-10&to=2026-12-09', 'to', /on or after from/],
    ['more than 31 days', 'from=2026-12-01&to=2027-01-01', 'to', /at most 30 days after from/],
    ['more than a year ahead', 'from=2027-11-23', 'from', /at most 365 days ahead/],
    ['a date that is not a date', 'from=05-12-2026', 'from', /YYYY-MM-DD/],
  ])('refuses %s with 422', async (_name, query, path, message) => {
    expectInvalid(await get(`${PRODUCTS}/${SAFARI}/availability?${query}`), path, message);
  });

  it('answers 404 for a product not in the catalogue, and 422 for a malformed id', async () => {
    const missing = await get(`${PRODUCTS}/act_0000HVIIA1lFTXjHowe8/availability`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'No activity product act_0000HVIIA1lFTXjHowe8 in this account.', retryable: false });
    expect((await get(`${PRODUCTS}/safari/availability`)).body.error.fields).toEqual(['id']);
  });

  it('answers on_request to a live key: no live inventory is connected', async () => {
    const live = (await get(`${PRODUCTS}/${SAFARI}/availability?from=2026-11-22&to=2026-11-23`, liveKey)).body;
    expect(live.sandbox).toBe(false);
    expect(live.days.map((day: { status: string }) => day.status)).toEqual(['closed', 'on_request']);
    expect(live.days[1].slots[0]).toMatchObject({ status: 'on_request', remaining: null });
  });
});

describe('quote', () => {
  it('answers exactly the documented example for the documented request', async () => {
    await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'commission', '--percent', '10'], t.db, clock);
    try {
      const res = await post(`${V1}/quote`, quoteRequest);
      expect(res.status).toBe(200);
      const documented = (openApiDocument() as unknown as { paths: Record<string, { post: { responses: { '200': { content: { 'application/json': { examples: { familySafari: { value: Record<string, unknown> } } } } } } } }> })
        .paths[`${V1}/quote`]?.post.responses['200'].content['application/json'].examples.familySafari.value;
      expect({ ...res.body, id: 'ignored' }).toEqual({ ...documented, id: 'ignored' });
      expect(res.body.id).toMatch(/^aq_[0-9A-Za-z]{20}$/);
    } finally {
      await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'tariff'], t.db, clock);
    }
  });

  it('prices per vehicle: the party takes as many vehicles as it needs', async () => {
    const res = await post(`${V1}/quote`, { product_id: PRIVATE_TOUR, date: '2026-12-07', start_time: '09:00', guests: { adults: 6, children: 3 }, pickup: { zone: 'PALM_JUMEIRAH', hotel: 'Atlantis The Palm' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ vehicles: 2, guests: { adults: 6, children: 3, infants: 0 }, language: null, pickup: { zone: 'PALM_JUMEIRAH', hotel: 'Atlantis The Palm', time: '08:45' } });
    expect(res.body.pricing).toEqual({
      currency: 'AED', terms: 'tariff', terms_percent: 0, public_price_aed: 2200, amount_due_aed: 2200, commission_aed: null,
      lines: [{ description: 'Mercedes-Benz V-Class or similar with driver-guide', quantity: 2, unit_price_aed: 1100, amount_aed: 2200 }],
    });
  });

  it('prices under net-rate terms, infants free', async () => {
    await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'net_rate', '--percent', '12.5'], t.db, clock);
    try {
      const res = await post(`${V1}/quote`, { ...quoteRequest, guests: { adults: 2, children: 1, infants: 1 } });
      expect(res.body.pricing).toMatchObject({ terms: 'net_rate', terms_percent: 12.5, public_price_aed: 550, amount_due_aed: 481.25, commission_aed: null });
      expect(res.body.pricing.lines[2]).toEqual({ description: 'Infant (0-2)', quantity: 1, unit_price_aed: 0, amount_aed: 0 });
    } finally {
      await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'tariff'], t.db, clock);
    }
  });

  it.each([
    ['a product not on sale', { product_id: 'act_0000000000000000000A' }, 'product_id', /not a product on sale/],
    ['a start time the product does not have', { start_time: '16:00' }, 'start_time', /one of the product's start times: 15:00/],
    ['a day the product does not run', { product_id: CITY_TOUR, date: '2026-12-04', start_time: '08:30', pickup: undefined }, 'date', /does not run on a fri/],
    ['a start past its booking cut-off', { date: '2026-11-22' }, 'date', /closed 12 hours before it/],
    ['a start more than a year ahead', { date: '2027-12-05' }, 'date', /at most 365 days ahead/],
    ['children where the age policy admits none', { product_id: BUGGY, start_time: '15:30', language: 'ru' }, 'guests.children', /no children: guests must be at least 16/],
    ['infants where the age policy admits none', { product_id: BALLOON, start_time: '05:00', guests: { adults: 2, infants: 1 } }, 'guests.infants', /no infants: guests must be at least 5/],
    ['a party larger than the product takes', { guests: { adults: 18, children: 3 } }, 'guests', /1 to 20 guests, infants included; this party has 21/],
    ['a language the product does not offer', { language: 'de' }, 'language', /en, ar, ru/],
    ['a pickup for a meeting-point product', { product_id: DHOW, start_time: '20:00' }, 'pickup', /no hotel pickup: guests meet at Dubai Marina Mall pier/],
    ['a pickup zone the product does not serve', { pickup: { zone: 'AL_AIN', hotel: 'Hilton Al Ain' } }, 'pickup.zone', /collects from DOWNTOWN_DUBAI/],
    ['no adult', { guests: { adults: 0, children: 2 } }, 'guests.adults', /at least 1/],
    ['a time that is not HH:MM', { start_time: '3pm' }, 'start_time', /HH:MM/],
  ])('refuses %s with 422', async (_name, change, path, message) => {
    expectInvalid(await post(`${V1}/quote`, { ...quoteRequest, ...change }), path, message);
  });

  it('refuses a start the test inventory cannot take, as availability shows it', async () => {
    const days = (await get(`${PRODUCTS}/${SAFARI}/availability?from=2026-12-01&to=2026-12-31`)).body.days as Array<{ date: string; slots: Array<{ status: string; remaining: number }> }>;
    const soldOut = days.find((day) => day.slots[0]?.status === 'sold_out');
    const limited = days.find((day) => day.slots[0]?.status === 'limited');
    if (!soldOut || !limited) throw new Error('December has no sold-out or limited safari in the test inventory');
    expectInvalid(await post(`${V1}/quote`, { ...quoteRequest, date: soldOut.date }), 'start_time', new RegExp(`sold out on ${soldOut.date}`));
    const left = limited.slots[0]?.remaining ?? 0;
    expectInvalid(await post(`${V1}/quote`, { ...quoteRequest, date: limited.date, guests: { adults: left + 1 } }), 'start_time', new RegExp(`only ${left} places left`));
    expect((await post(`${V1}/quote`, { ...quoteRequest, date: limited.date, guests: { adults: left } })).status).toBe(200);
    // A live key cannot see inventory yet: it is priced, flagged sandbox: false.
    const live = await post(`${V1}/quote`, { ...quoteRequest, date: soldOut.date }, liveKey);
    expect(live.status).toBe(200);
    expect(live.body.sandbox).toBe(false);
  });
});

describe('bookings with a test key', () => {
  it('books as it would, priced like the quote, and stores nothing', async () => {
    const before = await storedCounts();
    const res = await post(BOOKINGS, bookingRequest);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'activity_booking', sandbox: true, status: 'confirmed',
      product: { id: SAFARI, name: 'Evening desert safari with BBQ dinner', pricing_unit: 'per_person' },
      date: '2026-12-05', start_time: '15:00', starts_at: '2026-12-05T15:00:00+04:00', guests: { adults: 2, children: 1, infants: 0 },
      pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina', time: '14:30' },
      lead_traveller: bookingRequest.lead_traveller, agency_reference: 'GH-88214', notes: 'One guest is vegetarian.',
      price: { currency: 'AED', terms: 'tariff', public_price_aed: 550, amount_due_aed: 550, commission_aed: null },
      cancellation: { free_until: '2026-12-04T15:00:00+04:00', fee_if_cancelled_now_aed: 0, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
      created_at: '2026-11-22T10:00:00.000Z', confirmed_at: '2026-11-22T10:00:00.000Z', cancelled_at: null,
    });
    expect(res.body.id).toMatch(/^abk_[0-9A-Za-z]{20}$/);
    expect((await get(`${BOOKINGS}/${res.body.id}`)).body.lead_traveller).not.toEqual(bookingRequest.lead_traveller);
    expect(await storedCounts()).toEqual(before);
  });

  it('books an on-request product as pending', async () => {
    const res = await post(BOOKINGS, { ...bookingRequest, product_id: BALLOON, start_time: '05:00', guests: { adults: 2 }, date: '2026-12-10' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', confirmed_at: null, pickup: { time: '04:00' }, cancellation: { fee_if_cancelled_now_aed: 0, late_cancellation_fee_percent: 100 } });
  });

  it.each([
    ['no lead traveller', { lead_traveller: undefined }, 'lead_traveller', /required/],
    ['no pickup for a hotel-pickup product', { pickup: undefined }, 'pickup', /required: this product collects guests from their hotel/],
    ['no phone for a hotel pickup', { lead_traveller: { first_name: 'Aisha', last_name: 'Rahman' } }, 'lead_traveller.phone', /driver calls on arrival/],
    ['a phone that is not E.164', { lead_traveller: { ...bookingRequest.lead_traveller, phone: '0501234567' } }, 'lead_traveller.phone', /international format/],
    ['a quote rule', { start_time: '16:00' }, 'start_time', /start times/],
    ['an unknown field', { voucher_language: 'en' }, 'voucher_language', /not a field/],
  ])('refuses %s with 422', async (_name, change, path, message) => {
    expectInvalid(await post(BOOKINGS, { ...bookingRequest, ...change }), path, message);
  });

  it('books a meeting-point product without pickup or phone', async () => {
    const res = await post(BOOKINGS, { product_id: DHOW, date: '2026-12-05', start_time: '20:00', guests: { adults: 2 }, lead_traveller: { first_name: 'Omar', last_name: 'Haddad' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pickup: null, language: null, agency_reference: null, notes: null, price: { public_price_aed: 330 } });
  });

  it('reads any well-formed id as the same deterministic booking', async () => {
    const id = 'abk_yzqdNeB65275ztqI2Ttt';
    const a = await get(`${BOOKINGS}/${id}`);
    expect(a.status).toBe(200);
    expect(a.body).toEqual((await get(`${BOOKINGS}/${id}`)).body);
    expect(a.body).toMatchObject({ id, sandbox: true, object: 'activity_booking', status: 'confirmed', product: { id: SAFARI } });
  });

  it('answers 404 for test ids starting 0000, and 422 for malformed ids', async () => {
    const missing = await get(`${BOOKINGS}/abk_0000dNeB65275ztqI2Tt`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'No activity booking abk_0000dNeB65275ztqI2Tt in this account.', retryable: false });
    expect((await post(`${BOOKINGS}/abk_0000dNeB65275ztqI2Tt/cancel`)).status).toBe(404);
    expect((await get(`${BOOKINGS}/abk_0000dNeB65275ztqI2Tt/voucher`)).status).toBe(404);
    expect((await get(`${BOOKINGS}/bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P`)).body.error.fields).toEqual(['id']);
  });
});

describe('cancelling', () => {
  it('cancels a confirmed booking free before free_until, and changes nothing', async () => {
    const id = await findId('confirmed', (b) => Date.parse((b.cancellation as { free_until: string }).free_until) > Date.parse('2026-11-23T00:00:00Z'));
    const current = (await get(`${BOOKINGS}/${id}`)).body;
    const res = await post(`${BOOKINGS}/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...current, status: 'cancelled', cancelled_at: '2026-11-22T10:00:00.000Z', cancellation: { ...current.cancellation, fee_if_cancelled_now_aed: 0 } });
    expect((await get(`${BOOKINGS}/${id}`)).body).toEqual(current);
  });

  it('charges the late fee after free_until', async () => {
    // A dune buggy tomorrow at 15:30 (UAE): free until 11:30Z today, 100 % after.
    const id = 'abk_QDNCwrnkPNB83guj9ztd';
    clock.set('2026-11-22T12:00:00.000Z');
    const current = (await get(`${BOOKINGS}/${id}`)).body;
    expect(current).toMatchObject({ status: 'confirmed', product: { id: BUGGY }, cancellation: { free_until: '2026-11-22T15:30:00+04:00', late_cancellation_fee_percent: 100 } });
    expect(current.cancellation.fee_if_cancelled_now_aed).toBe(current.price.amount_due_aed);
    const res = await post(`${BOOKINGS}/${id}/cancel`);
    expect(res.body.cancellation.fee_if_cancelled_now_aed).toBe(current.price.amount_due_aed);
  });

  it('cancels a pending booking free', async () => {
    const id = await findId('pending');
    const res = await post(`${BOOKINGS}/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', confirmed_at: null, cancellation: { fee_if_cancelled_now_aed: 0 } });
  });

  it.each(['cancelled', 'completed', 'no_show', 'rejected'])('refuses to cancel a %s booking with 409 invalid_state', async (status) => {
    const id = await findId(status);
    const res = await post(`${BOOKINGS}/${id}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'invalid_state', message: `The activity booking ${id} is ${status}, so it cannot be cancelled.`, retryable: false });
  });
});

describe('vouchers', () => {
  it('issues the voucher as HTML by default and as PDF on request, stamped as a test document', async () => {
    const id = 'abk_yzqdNeB65275ztqI2Ttt';
    const html = await get(`${BOOKINGS}/${id}/voucher`);
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const text of ['TEST — issued with a test key; not a real booking', 'Gulf Horizons Travel', id, 'Evening desert safari with BBQ dinner', '14:30 at Address Dubai Marina', '3 adults, 1 child']) expect(html.text).toContain(text);
    const pdf = await get(`${BOOKINGS}/${id}/voucher?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="voucher-${id}.pdf"`);
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each(['pending', 'cancelled', 'rejected'])('refuses a voucher for a %s booking with 409', async (status) => {
    const id = await findId(status);
    const res = await get(`${BOOKINGS}/${id}/voucher`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`The activity booking ${id} is ${status}, so it cannot be given a voucher.`);
  });

  it('refuses an unknown format', async () => {
    const res = await get(`${BOOKINGS}/abk_yzqdNeB65275ztqI2Ttt/voucher?format=docx`);
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toEqual([{ path: 'format', message: 'must be one of: html, pdf' }]);
  });
});

describe('bookings with a live key', () => {
  it('refuses to book until production opens, after checking the request, and stores nothing', async () => {
    const before = await storedCounts();
    expectInvalid(await post(BOOKINGS, { ...bookingRequest, pickup: undefined }, liveKey), 'pickup', /required/);
    const res = await post(BOOKINGS, bookingRequest, liveKey);
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'not_configured', message: 'Live activity bookings open with production; nothing was booked. Use a test key until then, or contact the trade desk.', retryable: false });
    expect(await storedCounts()).toEqual(before);
  });

  it('finds no live booking', async () => {
    const id = 'abk_yzqdNeB65275ztqI2Ttt';
    expect((await get(`${BOOKINGS}/${id}`, liveKey)).status).toBe(404);
    expect((await get(`${BOOKINGS}/${id}/voucher`, liveKey)).status).toBe(404);
    expect((await post(`${BOOKINGS}/${id}/cancel`, undefined, liveKey)).status).toBe(404);
  });
});
