/**
 * The transfers other sections sell take real places too (issue 26): a client booking's transfer
 * (and where a chauffeur hire starts), an employee's corporate transfer and a hotel desk's
 * transfer sale take `pickup_location` and `dropoff_location`, keep both ends as resolved, and
 * their vouchers name the place and its address. Requests that name only a zone work as before.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { walletAt } from '../helpers/partitions';
import { openAt } from '../helpers/deskRates';
import { PLACES, archivePlace } from '../helpers/placeRows';
import { publicPriceFils, roadKmBetween } from '../../src/engine/tariff';

const V1 = '/api/b2b/v1';
const NOW = '2026-11-22T10:00:00.000Z';
const t = useV1Suite({ partners: ['who'], now: NOW });
const { who } = t.partners;
const token = (): string => who.keys.test;

const atlantis = { type: 'hotel', hotel_ref: 'Atlantis The Palm' };
const dxbT3 = { type: 'airport', airport: 'DXB', terminal: 'T3' };
const ATLANTIS_TEXT = 'Atlantis The Palm, Crescent Road, Palm Jumeirah, Dubai';
const traveller = { first_name: 'Omar', last_name: 'Haddad', email: 'omar.haddad@corp.example', phone: '+971509876543' };

beforeAll(async () => {
  await archivePlace(t.db, PLACES.hiltonTheWalk);
  await openAt(t.sections, t.db, who, 'test', t.clock);
});
beforeEach(() => walletAt(t, who, 'test', 10_000));

function expectRefused(res: { status: number; body: { error: { fields: string[]; issues: Array<{ message: string }> } } }, path: string, message: RegExp): void {
  expect(res.status).toBe(422);
  expect(res.body.error.fields).toEqual([path]);
  expect(res.body.error.issues[0]?.message).toMatch(message);
}

describe('a client booking', () => {
  const service = { type: 'airport_transfer', pickup_location: atlantis, dropoff_location: dxbT3, vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 2, bags: 2, child_seats: 1 };
  const quote = (body: Record<string, unknown>) => call(t.app, 'POST', `${V1}/bookings/quote`, { token: token(), body: { service: body } });

  it('prices a transfer from a hotel to the airport on the road between them, keeps both ends and prints them on the voucher', async () => {
    const q = await quote(service);
    expect(q.status).toBe(200);
    expect(q.body.service).toMatchObject({ type: 'airport_transfer', direction: 'departure', airport: 'DXB', terminal: 'T3', place: 'PALM_JUMEIRAH', flight_number: null });
    expect(q.body.service.pickup_location).toMatchObject({ type: 'hotel', name: 'Atlantis The Palm', address: 'Crescent Road, Palm Jumeirah, Dubai', place_id: PLACES.atlantis });
    expect(q.body.service.dropoff_location).toMatchObject({ type: 'airport', airport: 'DXB', terminal: 'T3' });
    expect(q.body.price.lines[0]).toEqual({ code: 'transfer', description: `${ATLANTIS_TEXT} to Dubai International (DXB) Terminal 3, 37 km, Mercedes-Benz E-Class or similar`, amount_aed: 215 });
    const made = await call(t.app, 'POST', `${V1}/bookings`, { token: token(), body: { quote_id: q.body.id, lead_traveller: traveller } });
    expect(made.status).toBe(201);
    expect(made.body.service).toEqual(q.body.service);
    const voucher = await call(t.app, 'GET', `${V1}/bookings/${made.body.ref}/voucher`, { token: token() });
    expect(voucher.status).toBe(200);
    expect(voucher.text).toContain(ATLANTIS_TEXT);
    expect(voucher.text).toContain(`Your driver meets you at the main entrance of ${ATLANTIS_TEXT}`);

    // A change keeps the places: the pickup moves, the booking still goes from the hotel to the airport.
    const asked = await call(t.app, 'POST', `${V1}/bookings/${made.body.ref}/amendments`, { token: token(), body: { type: 'change', changes: { pickup_time: '16:00' } } });
    expect(asked.status).toBe(201);
    expect((await call(t.app, 'POST', `${V1}/test-helpers/requests/${asked.body.id}/answer`, { token: token(), body: { decision: 'accepted' } })).status).toBe(200);
    const changed = await call(t.app, 'GET', `${V1}/bookings/${made.body.ref}`, { token: token() });
    expect(changed.body.service).toMatchObject({ pickup_at: '2026-12-05T16:00:00+04:00', pickup_location: q.body.service.pickup_location, dropoff_location: q.body.service.dropoff_location, direction: 'departure' });
    expect(changed.body.price.amount_due_aed).toBe(made.body.price.amount_due_aed);
    // …and refuses a flight, the pickup not being at an airport.
    const flight = await call(t.app, 'POST', `${V1}/bookings/${made.body.ref}/amendments`, { token: token(), body: { type: 'change', changes: { flight_number: 'EK202' } } });
    expectRefused(flight, 'changes.flight_number', /only to an arrival/);
  });

  it('starts a chauffeur hire at a place of the catalogue', async () => {
    const q = await quote({ type: 'chauffeur_hire', pickup_location: { type: 'place', place_id: PLACES.dubaiMall }, vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '09:00', hours: 4, passengers: 2 });
    expect(q.status).toBe(200);
    expect(q.body.service).toMatchObject({ type: 'chauffeur_hire', place: 'DOWNTOWN_DUBAI', direction: null, airport: null, dropoff_location: null });
    expect(q.body.service.pickup_location).toMatchObject({ name: 'The Dubai Mall', place_id: PLACES.dubaiMall });
    expect(q.body.price.lines[0].description).toBe('4 hours from The Dubai Mall, Financial Centre Road, Downtown Dubai, Dubai, Mercedes-Benz E-Class or similar');
  });

  it('prices a zone-only transfer as before', async () => {
    const q = await quote({ type: 'airport_transfer', airport: 'DXB', terminal: 'T3', direction: 'arrival', flight_number: 'EK202', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 4, bags: 5, child_seats: 1 });
    expect(q.status).toBe(200);
    expect(q.body.price.lines[0]).toEqual({ code: 'transfer', description: 'Dubai International (DXB) Terminal 3 to Dubai Marina, 38.7 km, Mercedes-Benz V-Class or similar', amount_aed: 330 });
    expect(q.body.service.dropoff_location).toMatchObject({ type: 'zone', zone: 'DUBAI_MARINA', name: 'Dubai Marina' });
  });

  it.each([
    ['the two forms mixed', { ...service, place: 'DUBAI_MARINA' }, 'service.pickup_location', /not both/],
    ['a pickup without a drop-off', { ...service, dropoff_location: undefined }, 'service.dropoff_location', /is required with pickup_location/],
    ['a flight on a pickup at a hotel', { ...service, flight_number: 'EK202' }, 'service.flight_number', /only to an arrival/],
    ['an unknown hotel', { ...service, pickup_location: { type: 'hotel', hotel_ref: 'Nowhere Inn' } }, 'service.pickup_location.hotel_ref', /names no hotel/],
    ['an archived place', { ...service, dropoff_location: { type: 'place', place_id: PLACES.hiltonTheWalk } }, 'service.dropoff_location.place_id', /archived/],
    ['a hire with a drop-off', { type: 'chauffeur_hire', pickup_location: atlantis, dropoff_location: dxbT3, vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '09:00', hours: 4, passengers: 2 }, 'service.dropoff_location', /applies only to an airport transfer/],
    ['a hire starting at a place and a zone', { type: 'chauffeur_hire', place: 'DUBAI_MARINA', pickup_location: atlantis, vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '09:00', hours: 4, passengers: 2 }, 'service.pickup_location', /either place or pickup_location/],
  ])('refuses %s with 422 on the field, storing nothing', async (_name, body, path, message) => {
    const before = await rowCounts(t.db);
    expectRefused(await quote(body), path, message);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('a corporate transfer', () => {
  let centre = '';
  beforeAll(async () => {
    const made = await call(t.app, 'POST', `${V1}/corporate/cost-centres`, { token: token(), body: { code: 'LOC-1', name: 'Places' } });
    expect(made.status).toBe(201);
    centre = made.body.id as string;
  });
  const transfer = { pickup_location: atlantis, dropoff_location: dxbT3, vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '05:15', passengers: 1, bags: 1 };
  const ask = (change: Record<string, unknown>) => call(t.app, 'POST', `${V1}/corporate/requests`, { token: token(), body: { cost_centre_id: centre, traveller, purpose: 'Client workshop in Riyadh', transfer: { ...transfer, ...change } } });

  it('takes the hotel and the airport, keeps both ends on the request and its booking, and prints them on the voucher', async () => {
    const res = await ask({});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'approved', transfer });
    expect(res.body.pickup_location).toMatchObject({ type: 'hotel', name: 'Atlantis The Palm', place_id: PLACES.atlantis });
    expect(res.body.dropoff_location).toMatchObject({ type: 'airport', airport: 'DXB', terminal: 'T3' });
    // 05:15 is at night: 213.4 × 1.2 = 256.08 → AED 255.
    expect(res.body.estimate.public_price_aed).toBe(publicPriceFils(roadKmBetween([25.1304, 55.1171], [25.2532, 55.3657]), 'EXECUTIVE_SEDAN', 5) / 100);
    const stored = JSON.parse(((await t.db('bookings').where({ id: res.body.booking_id }).first()) as { body: string }).body);
    expect(stored).toMatchObject({ pickup_location: res.body.pickup_location, dropoff_location: res.body.dropoff_location });
    const voucher = await call(t.app, 'GET', `${V1}/corporate/bookings/${res.body.booking_id}/voucher`, { token: token() });
    expect(voucher.status).toBe(200);
    expect(voucher.text).toContain(ATLANTIS_TEXT);
    expect(voucher.text).toContain('Dubai International (DXB) Terminal 3');
    const listed = await call(t.app, 'GET', `${V1}/corporate/requests?cost_centre_id=${centre}`, { token: token() });
    expect(listed.body.data.find((request: { id: string }) => request.id === res.body.id)).toEqual(res.body);
  });

  it('keeps a zone-only transfer as before', async () => {
    const res = await call(t.app, 'POST', `${V1}/corporate/requests`, { token: token(), body: { cost_centre_id: centre, traveller, purpose: 'Board meeting', transfer: { airport: 'DXB', terminal: 'T3', direction: 'departure', place: 'BUSINESS_BAY', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '05:15', passengers: 1, bags: 1 } } });
    expect(res.status).toBe(201);
    expect(res.body.pickup_location).toMatchObject({ type: 'zone', zone: 'BUSINESS_BAY' });
    expect(res.body.dropoff_location).toMatchObject({ type: 'airport', airport: 'DXB', terminal: 'T3' });
  });

  it.each([
    ['an unknown hotel', { pickup_location: { type: 'hotel', hotel_ref: 'Nowhere Inn' } }, 'transfer.pickup_location.hotel_ref', /names no hotel/],
    ['the two forms mixed', { direction: 'departure' }, 'transfer.pickup_location', /not both/],
    ['a flight on a pickup at a hotel', { flight_number: 'EK202' }, 'transfer.flight_number', /only to an arrival/],
    ['a point outside the UAE', { dropoff_location: { type: 'coordinates', latitude: 23.588, longitude: 58.3829 } }, 'transfer.dropoff_location.latitude', /outside the United Arab Emirates/],
  ])('refuses %s with 422 on the field, storing nothing', async (_name, change, path, message) => {
    const before = await rowCounts(t.db);
    expectRefused(await ask(change), path, message);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('a desk sale of a transfer', () => {
  const sell = (body: Record<string, unknown>) =>
    call(t.app, 'POST', `${V1}/desk/sales`, { token: token(), body: { item_code: 'TRF-DXB-PALM_JUMEIRAH-EXECUTIVE_SEDAN', service_date: '2026-11-24', service_time: '10:00', adults: 2, guest: traveller, payment_method: 'card', ...body } });

  it('names the hotel and the terminal it runs between, either way, at the catalogue price', async () => {
    const plain = await sell({});
    expect(plain.status).toBe(201);
    const res = await sell({ pickup_location: atlantis, dropoff_location: { type: 'airport', airport: 'DXB', terminal: 'T1' } });
    expect(res.status).toBe(201);
    expect(res.body.price).toEqual(plain.body.price);
    expect(res.body.pickup_location).toMatchObject({ type: 'hotel', name: 'Atlantis The Palm', place_id: PLACES.atlantis });
    expect(res.body.dropoff_location).toMatchObject({ type: 'airport', airport: 'DXB', terminal: 'T1' });
    const voucher = await call(t.app, 'GET', `${V1}/desk/sales/${res.body.id}/voucher`, { token: token() });
    expect(voucher.text).toContain(ATLANTIS_TEXT);
    expect(voucher.text).toContain('Dubai International (DXB) Terminal 1');
    const arriving = await sell({ pickup_location: { type: 'airport', terminal: 'DXB_T3' }, dropoff_location: { type: 'place', place_id: PLACES.atlantis } });
    expect(arriving.status).toBe(201);
    const arrivalVoucher = await call(t.app, 'GET', `${V1}/desk/sales/${arriving.body.id}/voucher`, { token: token() });
    expect(arrivalVoucher.text).toContain('Your driver waits in the arrivals hall of Dubai International (DXB) Terminal 3');
  });

  it('without places, runs from the guest\'s hotel in the item\'s zone to the airport, as before', async () => {
    const res = await sell({});
    expect(res.body.pickup_location).toMatchObject({ type: 'zone', zone: 'PALM_JUMEIRAH' });
    expect(res.body.dropoff_location).toMatchObject({ type: 'airport', airport: 'DXB', terminal: null, name: 'Dubai International (DXB)' });
    const tour = await sell({ item_code: 'TOUR-DESERT-SAFARI-EVENING' });
    expect(tour.status).toBe(201);
    expect(tour.body).toMatchObject({ pickup_location: null, dropoff_location: null });
  });

  it.each([
    ['a hotel outside the item\'s zone', { pickup_location: { type: 'place', place_id: PLACES.dubaiMall }, dropoff_location: dxbT3 }, 'pickup_location', /serves Palm Jumeirah; The Dubai Mall.* lies in Downtown Dubai/],
    ['neither end at the item\'s airport', { pickup_location: atlantis, dropoff_location: { type: 'airport', airport: 'AUH', terminal: 'A' } }, 'dropoff_location', /runs to or from Dubai International \(DXB\)/],
    ['places on a tour', { item_code: 'TOUR-DESERT-SAFARI-EVENING', pickup_location: atlantis, dropoff_location: dxbT3 }, 'pickup_location', /only to a transfer item/],
    ['a pickup without a drop-off', { pickup_location: atlantis }, 'dropoff_location', /is required with pickup_location/],
  ])('refuses %s with 422 on the field, selling nothing', async (_name, body, path, message) => {
    const before = await rowCounts(t.db);
    expectRefused(await sell(body), path, message);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
