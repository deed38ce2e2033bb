import { runAdmin } from '../../scripts/admin';
import { documentedExample } from '../helpers/contract';
import { useV1Suite } from '../helpers/suite';
import { rowCounts } from '../helpers/tables';
import { type IssuedKey } from '../helpers/apiKeys';

const V1 = '/api/b2b/v1/activities';
const PRODUCTS = `${V1}/products`;
const SAFARI = 'act_IZHVIIA1lFTXjHowe8Y7'; // per person, hotel pickup, instant, 15:00 daily, cut-off 12 h
const PRIVATE_TOUR = 'act_AY1eEmLYfOf6RpDyu7rg'; // per vehicle (V-Class, 7 guests), hotel pickup
const CITY_TOUR = 'act_M9bPx0xBWGFy1a7qaFjG'; // per person, not on Fridays
const BUGGY = 'act_SVK7SJC0q2DV6EYSd3Sj'; // guests 16 and over, late fee 100 %
const BALLOON = 'act_FbD9ZioEADbLcf4gS1fe'; // on request, guests 5 and over
const DHOW = 'act_C3FzsEK5QuhsIqbaahXO'; // meeting point, no pickup
const BURJ = 'act_4TfLmhzsXpFxdXNSCjGv'; // eight starts a day, 80 places a day

const quoteRequest = {
  product_id: SAFARI, date: '2026-12-05', start_time: '15:00', guests: { adults: 2, children: 1, infants: 0 },
  language: 'en', pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina' },
};

const t = useV1Suite({ keys: { testKey: {}, liveKey: { mode: 'live', liveAccess: true } } });
const { clock } = t;
const { testKey, liveKey } = t.keys;

const get = (path: string, key: IssuedKey = testKey) => t.api(key.key).get(path);
const post = (path: string, body?: unknown, key: IssuedKey = testKey) => t.api(key.key).post(path, body);
/** Sets a day's allotment in a pool as the operator would: `capacity` on sale, `sold` taken. */
async function allotment(pool: string, productId: string, date: string, capacity: number, sold: number): Promise<void> {
  await t.db('allotments').insert({ pool, product_id: productId, service_date: date, capacity, sold }).onConflict(['pool', 'product_id', 'service_date']).merge(['capacity', 'sold']);
}

function expectInvalid(res: { status: number; body: { error: { code: string; fields: string[]; issues: Array<{ path: string; message: string }> } } }, path: string, message: RegExp): void {
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.fields).toContain(path);
  expect(res.body.error.issues.find((issue) => issue.path === path)?.message).toMatch(message);
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
    const documented = documentedExample('GET', PRODUCTS, 200, 'firstPage');
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

  it('reads each pool\'s allotments: the live one for a live key, the test partition\'s for a test key', async () => {
    await allotment('live', SAFARI, '2026-12-20', 60, 57);
    await allotment(`test:${testKey.accountId}`, SAFARI, '2026-12-20', 60, 60);
    const range = `from=2026-12-20&to=2026-12-21`;
    const live = (await get(`${PRODUCTS}/${SAFARI}/availability?${range}`, liveKey)).body;
    expect(live.sandbox).toBe(false);
    expect(live.days.map((day: { slots: Array<{ status: string; remaining: number }> }) => day.slots[0])).toMatchObject([
      { status: 'limited', remaining: 3 },
      { status: 'available', remaining: 60 },
    ]);
    const test = (await get(`${PRODUCTS}/${SAFARI}/availability?${range}`)).body;
    expect(test.days[0]).toMatchObject({ status: 'sold_out', slots: [{ status: 'sold_out', remaining: 0 }] });
  });

  it('shows an on-request product with places left as on_request, and shares a day\'s allotment among its starts', async () => {
    const balloon = (await get(`${PRODUCTS}/${BALLOON}/availability?from=2026-12-01&to=2026-12-01`)).body;
    expect(balloon.days[0]).toMatchObject({ status: 'on_request', slots: [{ status: 'on_request', remaining: 24 }] });
    await allotment(`test:${testKey.accountId}`, BURJ, '2026-12-02', 80, 76);
    const burj = (await get(`${PRODUCTS}/${BURJ}/availability?from=2026-12-02&to=2026-12-02`)).body;
    expect(burj.days[0].slots).toHaveLength(8);
    for (const slot of burj.days[0].slots) expect(slot).toMatchObject({ status: 'limited', remaining: 4 });
  });

  it('stores nothing when read', async () => {
    await get(PRODUCTS);
    const before = await rowCounts(t.db);
    await get(`${PRODUCTS}/${DHOW}/availability?from=2026-12-01&to=2026-12-31`);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('quote', () => {
  it('answers exactly the documented example for the documented request', async () => {
    await runAdmin(['account', 'terms', '--account', testKey.accountId, '--terms', 'commission', '--percent', '10'], t.db, clock);
    try {
      const res = await post(`${V1}/quote`, quoteRequest);
      expect(res.status).toBe(200);
      const documented = documentedExample('POST', `${V1}/quote`, 200, 'familySafari') as Record<string, unknown>;
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

  it('refuses with 409 sold_out a day without room for the party, in the key\'s own pool, and keeps nothing', async () => {
    const pool = `test:${testKey.accountId}`;
    await allotment(pool, SAFARI, '2026-12-12', 60, 60);
    await allotment(pool, SAFARI, '2026-12-13', 60, 58);
    const before = await rowCounts(t.db);
    const soldOut = await post(`${V1}/quote`, { ...quoteRequest, date: '2026-12-12' });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error).toEqual({ code: 'sold_out', message: 'Evening desert safari with BBQ dinner is sold out on 2026-12-12; nothing was booked or charged. Choose another day.', retryable: false });
    const tooFew = await post(`${V1}/quote`, { ...quoteRequest, date: '2026-12-13' });
    expect(tooFew.status).toBe(409);
    expect(tooFew.body.error.message).toMatch(/has 2 places left on 2026-12-13 and this party needs 3/);
    expect(await rowCounts(t.db)).toEqual(before);
    const fits = await post(`${V1}/quote`, { ...quoteRequest, date: '2026-12-13', guests: { adults: 2 } });
    expect(fits.status).toBe(200);
    expect(await t.db('quotes').where({ id: fits.body.id }).first()).toMatchObject({ product: 'activity', mode: 'test', account_id: testKey.accountId, used_at: null });
    // The live pool is another: the live key is priced for the same day.
    const live = await post(`${V1}/quote`, { ...quoteRequest, date: '2026-12-12' }, liveKey);
    expect(live.status).toBe(200);
    expect(live.body.sandbox).toBe(false);
  });
});
