/**
 * A transfer between any two places in the UAE (issue 26, real places): the v1 quote and booking
 * take `pickup_location` and `dropoff_location` (an airport terminal, a hotel of the catalogue, an
 * address, a point, a cruise terminal, a catalogue place), price the road distance between them,
 * keep both ends as resolved, and name them on the voucher, the name board and the driver's job
 * sheet. Every refusal is a 422 on the exact field, with nothing stored; a request that names an
 * airport and a zone is priced as it always was.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { partner, walletAt } from '../helpers/partitions';
import { up, down } from '../../migrations/20261128212000_store_trip_locations';
import { getBytes, pdfTexts } from '../helpers/documents';
import { HATTA_LODGE, PLACES, archivePlace, insertPlaces } from '../helpers/placeRows';
import { AIRPORTS, ZONES, publicPriceFils, roadKmBetween, zoneAt } from '../../src/engine/tariff';
import { transportBookingOutline } from '../../src/sections/transport/bookings';
import { jobSheet } from '../../src/ops/dispatch';
import { fromRow, type BookingRow } from '../../src/engine/bookings';

const V1 = '/api/b2b/v1';
const t = useV1Suite({ partners: ['who'] });
const { who } = t.partners;

beforeAll(async () => {
  // The catalogue the migrations load, with one hotel archived and one stored outside every zone.
  await archivePlace(t.db, PLACES.hiltonTheWalk);
  await insertPlaces(t.db, [HATTA_LODGE]);
});
beforeEach(async () => {
  await walletAt(t, who, 'test', 10_000);
  await walletAt(t, who, 'live', 10_000);
});

const trip = { vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-09', pickup_time: '14:30', passengers: 2, bags: 2 };
const atlantis = { type: 'hotel', hotel_ref: 'Atlantis The Palm' };
const dxbT3 = { type: 'airport', airport: 'DXB', terminal: 'T3' };
const traveller = { first_name: 'Omar', last_name: 'Haddad', phone: '+971509876543' };

const quote = (body: Record<string, unknown>, mode: 'test' | 'live' = 'test') => call(t.app, 'POST', `${V1}/transport/quote`, { token: who.keys[mode], body: { ...trip, ...body } });
const book = (quoteId: string, extra: Record<string, unknown> = {}, mode: 'test' | 'live' = 'test') =>
  call(t.app, 'POST', `${V1}/transport/bookings`, { token: who.keys[mode], body: { quote_id: quoteId, traveller, ...extra } });

/** The sedan's public price for the road between two points, as the tariff computes it. */
const sedanAed = (from: readonly [number, number], to: readonly [number, number]): number => publicPriceFils(roadKmBetween(from, to), 'EXECUTIVE_SEDAN', 14) / 100;

const resolvedAtlantis = {
  type: 'hotel',
  name: 'Atlantis The Palm',
  name_ar: 'أتلانتس النخلة',
  address: 'Crescent Road, Palm Jumeirah, Dubai',
  emirate: 'dubai',
  zone: 'PALM_JUMEIRAH',
  latitude: 25.1304,
  longitude: 55.1171,
  place_id: PLACES.atlantis,
  airport: null,
  terminal: null,
};
const resolvedDxbT3 = {
  type: 'airport',
  name: 'Dubai International (DXB) Terminal 3',
  name_ar: 'مطار دبي الدولي (DXB)، المبنى 3',
  address: null,
  emirate: 'dubai',
  zone: 'DEIRA',
  latitude: 25.2532,
  longitude: 55.3657,
  place_id: null,
  airport: 'DXB',
  terminal: 'T3',
};

function expectRefused(res: { status: number; body: { error: { code: string; fields: string[]; issues: Array<{ path: string; message: string }> } } }, path: string, message: RegExp): void {
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.fields).toEqual([path]);
  expect(res.body.error.issues[0]?.message).toMatch(message);
}

describe('a transfer from a hotel to the airport', () => {
  it('is quoted between the two places, as a departure, priced on the road between them', async () => {
    const res = await quote({ pickup_location: atlantis, dropoff_location: dxbT3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ airport: 'DXB', terminal: 'T3', direction: 'departure', place: 'PALM_JUMEIRAH', pickup_location: resolvedAtlantis, dropoff_location: resolvedDxbT3, distance_km: 37 });
    // 95 + 3.2 × 37.0 = 213.4 → AED 215.
    expect(res.body.pricing).toMatchObject({ public_price_aed: 215, amount_due_aed: 215 });
  });

  it('finds the hotel by its name or its code in any case, spacing, dashes or full-width letters', async () => {
    for (const hotel_ref of ['atlantis the palm', 'ATLANTIS-THE-PALM', 'ＡＴＬＡＮＴＩＳ　ＴＨＥ　ＰＡＬＭ', 'Atlantis Palm', 'atlantis dubai', 'أتلانتس النخلة']) {
      const res = await quote({ pickup_location: { type: 'hotel', hotel_ref }, dropoff_location: dxbT3 });
      expect([hotel_ref, res.status, res.body.pickup_location?.place_id]).toEqual([hotel_ref, 200, PLACES.atlantis]);
    }
  });

  it('is booked with both ends kept, and the voucher, name board and job sheet name the hotel and its address', async () => {
    const q = await quote({ pickup_location: atlantis, dropoff_location: { type: 'airport', terminal: 'DXB_T3' } }, 'live');
    expect(q.status).toBe(200);
    const made = await book(q.body.id, { agency_reference: 'GH-88240' }, 'live');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ direction: 'departure', airport: 'DXB', terminal: 'T3', place: 'PALM_JUMEIRAH', pickup_location: resolvedAtlantis, dropoff_location: resolvedDxbT3 });
    expect(made.body.pickup).toMatchObject({ flight_number: null, free_waiting_minutes: 15 });
    const read = await call(t.app, 'GET', `${V1}/transport/bookings/${made.body.id}`, { token: who.keys.live });
    expect(read.body).toEqual(made.body);
    const stored = (await t.db('bookings').where({ id: made.body.id }).first()) as BookingRow<string> & { body: string };
    expect(JSON.parse(stored.body)).toMatchObject({ pickup_location: resolvedAtlantis, dropoff_location: resolvedDxbT3 });

    const where = 'Atlantis The Palm, Crescent Road, Palm Jumeirah, Dubai';
    const voucher = await call(t.app, 'GET', `${V1}/transport/bookings/${made.body.id}/voucher`, { token: who.keys.live });
    expect(voucher.status).toBe(200);
    for (const said of [where, 'Dubai International (DXB) Terminal 3', `Your driver meets you at the main entrance of ${where}; be ready in the lobby at the pickup time.`]) {
      expect([said, voucher.text.includes(said)]).toEqual([said, true]);
    }
    expect(voucher.text).not.toContain('in Palm Jumeirah');
    const pdf = await getBytes(t.app, `${V1}/transport/bookings/${made.body.id}/voucher/pdf`, who.keys.live);
    expect(pdf.status).toBe(200);
    const pdfText = ((await pdfTexts([pdf.body as Buffer]))[0] ?? '').replace(/\s+/g, ' ');
    expect(pdfText).toContain(where);
    expect(pdfText).toContain('Dubai International (DXB) Terminal 3');

    const board = await call(t.app, 'GET', `${V1}/transport/bookings/${made.body.id}/name-board`, { token: who.keys.live });
    expect(board.status).toBe(200);
    expect(board.text).toContain(`${where} to Dubai International (DXB) Terminal 3`);

    const outline = transportBookingOutline(fromRow(stored as never));
    expect(outline.route).toBe(`${where} to Dubai International (DXB) Terminal 3`);
    expect(outline.brief?.meetingPoint).toBe(`Main entrance of ${where}, 10 minutes before the pickup`);
    // No wait at a hotel; 37 km at 50 km/h is 45 minutes, and a quarter of an hour to hand over.
    expect(outline.jobMinutes).toBe(60);
    const sheet = await jobSheet(t.sections, t.db, t.clock, '2026-12-09');
    const job = sheet.model.sections.find((section) => section.heading.includes(made.body.reference as string));
    expect(job?.rows).toEqual(expect.arrayContaining([['Route', `${where} to Dubai International (DXB) Terminal 3`], ['Meeting point', `Main entrance of ${where}, 10 minutes before the pickup`]]));
  });

  it('refuses a flight when the pickup is not at an airport, booking and charging nothing; the quote still books', async () => {
    const q = await quote({ pickup_location: atlantis, dropoff_location: dxbT3 });
    const before = await rowCounts(t.db);
    const refused = await book(q.body.id, { flight_number: 'EK202' });
    expectRefused(refused, 'flight_number', /only to a pickup at an airport.*a departure, with the pickup at Atlantis The Palm/);
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await book(q.body.id)).status).toBe(201);
  });
});

describe('every kind of place', () => {
  it('takes a flight when the pickup is at an airport: an arrival to a hotel in Abu Dhabi, the driver waiting 60 minutes', async () => {
    const q = await quote({ pickup_location: { type: 'airport', airport: 'AUH', terminal: 'A' }, dropoff_location: { type: 'hotel', hotel_ref: 'Emirates Palace' } });
    expect(q.status).toBe(200);
    expect(q.body).toMatchObject({ direction: 'arrival', airport: 'AUH', terminal: 'A', place: 'ABU_DHABI_CITY' });
    expect(q.body.pricing.public_price_aed).toBe(sedanAed(AIRPORTS.AUH.position, [24.4615, 54.3173]));
    const made = await book(q.body.id, { flight_number: 'EY12' });
    expect(made.status).toBe(201);
    expect(made.body.pickup).toMatchObject({ flight_number: 'EY12', free_waiting_minutes: 60 });
    const outline = transportBookingOutline(fromRow((await t.db('bookings').where({ id: made.body.id }).first()) as never));
    expect(outline.brief?.meetingPoint).toBe('Arrivals hall of Zayed International, Abu Dhabi (AUH) Terminal A, after customs, holding the name board');
  });

  it('takes a catalogue place by id, either end: a mall to a hotel is point to point, with no airport', async () => {
    const res = await quote({ pickup_location: { type: 'place', place_id: PLACES.dubaiMall }, dropoff_location: { type: 'place', place_id: PLACES.atlantis } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ direction: 'point_to_point', airport: null, terminal: null, place: 'PALM_JUMEIRAH' });
    expect(res.body.pickup_location).toMatchObject({ type: 'place', name: 'The Dubai Mall', address: 'Financial Centre Road, Downtown Dubai, Dubai', zone: 'DOWNTOWN_DUBAI', place_id: PLACES.dubaiMall });
    expect(res.body.dropoff_location).toMatchObject({ type: 'place', name: 'Atlantis The Palm', place_id: PLACES.atlantis });
    expect(res.body.pricing.public_price_aed).toBe(sedanAed([25.1985, 55.2796], [25.1304, 55.1171]));
    const made = await book(res.body.id);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ direction: 'point_to_point', airport: null, place: 'PALM_JUMEIRAH', pickup: { free_waiting_minutes: 15 } });
  });

  it('takes a street address with its position, in the zone it lies in', async () => {
    const villa = { type: 'address', address: 'Villa 12, Street 4, Al Wasl, Dubai', latitude: 25.1869, longitude: 55.2425, label: 'Blue gate' };
    const res = await quote({ pickup_location: villa, dropoff_location: dxbT3 });
    expect(res.status).toBe(200);
    expect(res.body.pickup_location).toEqual({ type: 'address', name: 'Blue gate', name_ar: null, address: 'Villa 12, Street 4, Al Wasl, Dubai', emirate: null, zone: zoneAt([25.1869, 55.2425]), latitude: 25.1869, longitude: 55.2425, place_id: null, airport: null, terminal: null });
    expect(res.body.place).toBe(zoneAt([25.1869, 55.2425]));
    const made = await book(res.body.id);
    const voucher = await call(t.app, 'GET', `${V1}/transport/bookings/${made.body.id}/voucher`, { token: who.keys.test });
    expect(voucher.text).toContain('Blue gate, Villa 12, Street 4, Al Wasl, Dubai');
  });

  it('takes a point by its coordinates', async () => {
    const res = await quote({ pickup_location: dxbT3, dropoff_location: { type: 'coordinates', latitude: 25.1972, longitude: 55.2744 } });
    expect(res.status).toBe(200);
    expect(res.body.dropoff_location).toMatchObject({ type: 'coordinates', name: 'A point in Downtown Dubai', zone: 'DOWNTOWN_DUBAI', latitude: 25.1972, longitude: 55.2744 });
    // The zone's centre: the price of the airport-and-zone form to the same zone.
    const legacy = await quote({ airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DOWNTOWN_DUBAI' });
    expect(res.body.distance_km).toBe(legacy.body.distance_km);
    expect(res.body.pricing).toEqual(legacy.body.pricing);
  });

  it('takes a cruise terminal: the catalogue\'s row where it has one, else the terminal\'s own position', async () => {
    const minaRashid = await quote({ pickup_location: { type: 'cruise_terminal', terminal: 'MINA_RASHID' }, dropoff_location: dxbT3 });
    expect(minaRashid.status).toBe(200);
    expect(minaRashid.body.pickup_location).toMatchObject({ type: 'cruise_terminal', name: 'Mina Rashid Cruise Terminal', place_id: PLACES.minaRashid, latitude: 25.268, longitude: 55.2785 });
    // Without an active row of its own (archived here), the terminal is found where it is all the same.
    await archivePlace(t.db, PLACES.dubaiHarbour);
    const harbour = await quote({ pickup_location: { type: 'cruise_terminal', terminal: 'DUBAI_HARBOUR' }, dropoff_location: atlantis });
    expect(harbour.status).toBe(200);
    expect(harbour.body).toMatchObject({ direction: 'point_to_point', airport: null, place: 'PALM_JUMEIRAH' });
    expect(harbour.body.pickup_location).toMatchObject({ type: 'cruise_terminal', name: 'Dubai Harbour Cruise Terminal', emirate: 'dubai', place_id: null, zone: zoneAt([25.0931, 55.1392]) });
    const made = await book(harbour.body.id);
    const outline = transportBookingOutline(fromRow((await t.db('bookings').where({ id: made.body.id }).first()) as never));
    expect(outline.brief?.meetingPoint).toMatch(/^Passenger exit of Dubai Harbour Cruise Terminal, King Salman bin Abdulaziz Al Saud Street/);
  });
});

describe('refusals', () => {
  it.each([
    ['a point outside the UAE (Muscat)', { pickup_location: dxbT3, dropoff_location: { type: 'coordinates', latitude: 23.588, longitude: 58.3829 } }, 'dropoff_location.latitude', /outside the United Arab Emirates/],
    ['an address outside every tariff zone (Liwa)', { pickup_location: { type: 'address', address: 'Liwa Oasis, Al Dhafra', latitude: 23.13, longitude: 53.77 }, dropoff_location: dxbT3 }, 'pickup_location.latitude', /outside every tariff zone/],
    ['a hotel the catalogue does not know', { pickup_location: { type: 'hotel', hotel_ref: 'Burj Al Mars' }, dropoff_location: dxbT3 }, 'pickup_location.hotel_ref', /names no hotel of the place catalogue/],
    ['a hotel outside every tariff zone', { pickup_location: { type: 'hotel', hotel_ref: 'Damani Lodges Hatta' }, dropoff_location: dxbT3 }, 'pickup_location.hotel_ref', /outside every tariff zone/],
    ['a mall named as a hotel', { pickup_location: { type: 'hotel', hotel_ref: 'The Dubai Mall' }, dropoff_location: dxbT3 }, 'pickup_location.hotel_ref', /not a hotel.*plc_wQgKRxSEiW1ymufUQPDH/],
    ['an archived hotel by name', { pickup_location: { type: 'hotel', hotel_ref: 'Hilton Dubai The Walk' }, dropoff_location: dxbT3 }, 'pickup_location.hotel_ref', /names no hotel/],
    ['an archived place', { pickup_location: { type: 'place', place_id: PLACES.hiltonTheWalk }, dropoff_location: dxbT3 }, 'pickup_location.place_id', /archived/],
    ['an unknown place id', { pickup_location: dxbT3, dropoff_location: { type: 'place', place_id: 'plc_00000000000000000000' } }, 'dropoff_location.place_id', /is not a place of the catalogue/],
    ['a terminal of another airport', { pickup_location: { type: 'airport', airport: 'DWC', terminal: 'T3' }, dropoff_location: atlantis }, 'pickup_location.terminal', /DWC has terminal MAIN/],
    ['a combined code of another airport', { pickup_location: { type: 'airport', airport: 'SHJ', terminal: 'DXB_T1' }, dropoff_location: atlantis }, 'pickup_location.terminal', /DXB_T1 is a terminal of DXB, not of SHJ/],
    ['a terminal without its airport', { pickup_location: { type: 'airport', terminal: 'T1' }, dropoff_location: atlantis }, 'pickup_location.airport', /is required with terminal T1/],
    ['both ends at the same place', { pickup_location: atlantis, dropoff_location: { type: 'place', place_id: PLACES.atlantis } }, 'dropoff_location', /is where the pickup is/],
    ['the two forms mixed', { pickup_location: atlantis, dropoff_location: dxbT3, airport: 'DXB' }, 'pickup_location', /either pickup_location and dropoff_location, or airport, terminal, direction and place, not both/],
    ['a pickup without a drop-off', { pickup_location: atlantis }, 'dropoff_location', /is required with pickup_location/],
    ['a drop-off without a pickup', { dropoff_location: atlantis }, 'pickup_location', /is required with dropoff_location/],
    ['a location of no known type', { pickup_location: { type: 'mountain', name: 'Jebel Jais' }, dropoff_location: atlantis }, 'pickup_location.type', /./],
  ])('refuses %s with 422 on the field, storing nothing', async (_name, body, path, message) => {
    const before = await rowCounts(t.db);
    expectRefused(await quote(body), path, message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('names each end that is wrong at once', async () => {
    const res = await quote({ pickup_location: { type: 'hotel', hotel_ref: 'Nowhere Inn' }, dropoff_location: { type: 'coordinates', latitude: 26.2, longitude: 50.6 } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['pickup_location.hotel_ref', 'dropoff_location.latitude']);
  });

  it('refuses the airport-and-zone form with a field left out, naming it', async () => {
    expectRefused(await quote({ airport: 'DXB', terminal: 'T3', direction: 'arrival' }), 'place', /is required/);
  });
});

describe('a request that names an airport and a zone', () => {
  it('is priced as before, its ends kept as the airport terminal and the zone', async () => {
    const res = await quote({ airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', passengers: 4, bags: 5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', distance_km: 38.7 });
    expect(res.body.pricing.public_price_aed).toBe(330);
    expect(res.body.pickup_location).toEqual(resolvedDxbT3);
    expect(res.body.dropoff_location).toEqual({ type: 'zone', name: 'Dubai Marina', name_ar: 'دبي مارينا', address: null, emirate: 'dubai', zone: 'DUBAI_MARINA', latitude: ZONES.DUBAI_MARINA[0], longitude: ZONES.DUBAI_MARINA[1], place_id: null, airport: null, terminal: null });
    const departure = await quote({ airport: 'DXB', terminal: 'T3', direction: 'departure', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', passengers: 4, bags: 5 });
    expect(departure.body.pricing.public_price_aed).toBe(330);
    expect(departure.body.pickup_location.type).toBe('zone');
    const made = await book(departure.body.id);
    const voucher = await call(t.app, 'GET', `${V1}/transport/bookings/${made.body.id}/voucher`, { token: who.keys.test });
    expect(voucher.text).toContain('Your driver meets you at the main entrance of your hotel or building in Dubai Marina');
  });
});

describe('the migration that gave stored transfers their places', () => {
  it('gives every booking, quote and corporate request stored before it the ends the code resolves for them now', async () => {
    const fresh = await partner(t);
    // Opening the test partition seeds it with bookings of every kind, all named by airport and zone.
    expect((await call(t.app, 'GET', `${V1}/bookings`, { token: fresh.keys.test })).status).toBe(200);
    const pending = await call(t.app, 'POST', `${V1}/transport/quote`, { token: fresh.keys.test, body: { ...trip, airport: 'SHJ', terminal: 'MAIN', direction: 'departure', place: 'AJMAN' } });
    expect(pending.status).toBe(200);
    const snapshot = async () => ({
      bookings: (await t.db('bookings').where({ account_id: fresh.accountId }).orderBy('id').select('id', 'kind', 'body')) as Array<{ id: string; kind: string; body: string }>,
      quotes: (await t.db('quotes').where({ account_id: fresh.accountId }).whereNull('used_at').whereIn('product', ['transport', 'client_booking']).orderBy('id').select('id', 'body')) as Array<{ id: string; body: string }>,
      requests: (await t.db('corporate_requests').where({ account_id: fresh.accountId }).orderBy('id').select('id', 'pickup_location', 'dropoff_location')) as Array<Record<string, string>>,
    });
    const before = await snapshot();
    expect(new Set(before.bookings.map((row) => row.kind))).toEqual(new Set(['transport', 'activity', 'client', 'desk_sale', 'referral', 'dmc', 'corporate']));
    expect(before.requests.length).toBeGreaterThan(0);
    expect(before.quotes.map((row) => row.id)).toContain(pending.body.id);
    const located = before.bookings.filter((row) => ['transport', 'client', 'desk_sale'].includes(row.kind) || (row.kind === 'corporate' && JSON.parse(row.body).type === 'transfer'));
    expect(located.every((row) => /"pickup_location":/.test(row.body))).toBe(true);

    await down(t.db);
    const stripped = (await t.db('bookings').whereIn('id', located.map((row) => row.id)).select('body')) as Array<{ body: string }>;
    expect(stripped.filter((row) => /"pickup_location":/.test(row.body))).toEqual([]);
    expect(await t.db.schema.hasColumn('corporate_requests', 'pickup_location')).toBe(false);
    await up(t.db);

    const after = await snapshot();
    const parsed = (rows: Array<{ id: string; body: string }>) => rows.map((row) => [row.id, JSON.parse(row.body)]);
    expect(parsed(after.bookings)).toEqual(parsed(before.bookings));
    expect(parsed(after.quotes)).toEqual(parsed(before.quotes));
    expect(after.requests.map((row) => [row.id, JSON.parse(row.pickup_location as string), JSON.parse(row.dropoff_location as string)])).toEqual(
      before.requests.map((row) => [row.id, JSON.parse(row.pickup_location as string), JSON.parse(row.dropoff_location as string)]),
    );
  });
});
