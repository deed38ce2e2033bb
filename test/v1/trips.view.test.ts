/**
 * Every step of a trip as the partner sees it (issue 26, section 6): a booking with a pickup
 * carries its `trip` from the start, its `driver` and `vehicle` once assigned, its `flight` while
 * one is followed, and the traveller's `tracking_url`; each driver's step is an event carrying
 * the booking as its GET shows it then, heard by a webhook endpoint that takes that type; kinds
 * without a pickup carry no trip.
 */
import { useV1Suite } from '../helpers/suite';
import { partitionFor, walletAt } from '../helpers/partitions';
import { startReceiver, type Receiver } from '../helpers/webhooks';
import { transferQuoteBody } from '../helpers/transfers';
import { moveTrip } from '../../src/engine/tripMoves';
import { setTripCrew } from '../../src/engine/trips';
import { applySnapshot } from '../../src/engine/flights/tracking';
import { verifySignature } from '../../src/webhooks/signature';

const t = useV1Suite({ partners: ['agency'], resetClock: false });
const { agency } = t.partners;
const TRACKING = /^https:\/\/trade\.test\/trip\/[0-9A-Za-z]{32}$/;

// An answer's body as supertest parses it (the contract check in `call` has validated its shape).
type Body = ReturnType<typeof JSON.parse>;
const me = () => t.api(agency.keys.test, '/api/b2b/v1');
const partition = () => partitionFor(t, agency.accountId, 'test');

async function bookArrival(days = 5): Promise<Body> {
  const quote = await me().post('/transport/quote', transferQuoteBody(t.clock, days, { vehicle: 'VIP_V_CLASS', passengers: 3 }));
  expect(quote.status).toBe(200);
  const made = await me().post('/transport/bookings', { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman', phone: '+971501234567' }, flight_number: 'EK202' });
  expect(made.status).toBe(201);
  return made.body as Body;
}

/** The newest event of `type` about `bookingId` in the feed, filtered by its type. */
async function eventOf(type: string, bookingId: string): Promise<Body> {
  const res = await me().get(`/events?type=${type}&limit=100`);
  expect(res.status).toBe(200);
  const found = (res.body.data as Body[]).find((event) => event.subject.id === bookingId);
  if (!found) throw new Error(`no ${type} event of ${bookingId}`);
  return found;
}

const stored = (bookingId: string) => t.db('booking_trips').where({ booking_id: bookingId }).first();

beforeAll(async () => {
  await walletAt(t, agency, 'test', 50_000);
});

describe('a transfer booking', () => {
  let booking: Body;
  let receiver: Receiver;
  let endpoint: { id: string; secret: string };

  beforeAll(async () => {
    receiver = await startReceiver();
    const made = await me().post('/webhook-endpoints', { url: receiver.url('/hooks/trips'), enabled_events: ['booking.driver_en_route'] });
    expect(made.status).toBe(201);
    endpoint = { id: made.body.id, secret: made.body.secret };
    booking = await bookArrival();
  });
  afterAll(async () => receiver?.close());

  test('carries its trip from the start: scheduled, no driver or vehicle yet, its flight followed, the traveller\'s page', async () => {
    const row = await stored(booking.id);
    // A test partition follows every arriving flight (the simulator): scheduled, landing at the booked pickup.
    const landing = new Date(booking.pickup.at).toISOString();
    expect(booking).toMatchObject({
      status: 'confirmed',
      trip: { status: 'scheduled', position: null, eta: null, updated_at: row.updated_at },
      driver: null,
      vehicle: { class: 'VIP_V_CLASS', description: expect.any(String), make: null, model: null, colour: null, plate: null },
      flight: { number: 'EK202', status: 'scheduled', scheduled_arrival: landing, estimated_arrival: landing, actual_arrival: null, terminal: 'T3', diverted_to: null },
      pickup: { flight_number: 'EK202', live_arrival_tracking: 'tracked' },
      tracking_url: `https://trade.test/trip/${row.tracking_token}`,
    });
    expect(booking.tracking_url).toMatch(TRACKING);
    expect((await me().get(`/transport/bookings/${booking.id}`)).body).toEqual(booking);
    // Its creation's event carries the same snapshot, trip and link included.
    expect((await eventOf('booking.created', booking.id)).data.object).toEqual(booking);
  });

  test('shows the flight as reported, and the pickup it moved, each an event carrying the booking as it then reads', async () => {
    t.clock.advance(60);
    const landing = new Date(booking.pickup.at);
    const expected = new Date(landing.getTime() + 35 * 60_000).toISOString();
    const before = (await me().get(`/transport/bookings/${booking.id}`)).body;
    expect(await applySnapshot(partition(), booking.id, { flight_number: 'EK202', status: 'delayed', scheduled_arrival: landing.toISOString(), estimated_arrival: expected, actual_arrival: null, terminal: 'T3', diverted_to: null, observed_at: t.clock.now().toISOString(), source: 'simulator' })).toBe('changed');
    const read = (await me().get(`/transport/bookings/${booking.id}`)).body;
    expect(read.flight).toEqual({ number: 'EK202', status: 'delayed', scheduled_arrival: landing.toISOString(), estimated_arrival: expected, actual_arrival: null, terminal: 'T3', diverted_to: null, updated_at: t.clock.now().toISOString() });
    expect(read.pickup).toMatchObject({ at: '2026-11-27T15:05:00+04:00', live_arrival_tracking: 'tracked' });
    expect(read.trip).toMatchObject({ status: 'scheduled', updated_at: t.clock.now().toISOString() });
    // As GET /bookings/{ref} answers any booking, the same object.
    expect((await me().get(`/bookings/${booking.reference}`)).body).toEqual(read);

    // Both carry the booking as the report left it: the flight, the pickup moved, the trip retimed.
    const updated = await eventOf('booking.flight_updated', booking.id);
    expect(updated.data).toEqual({ object: read, previous_attributes: { flight: before.flight, pickup: before.pickup, trip: before.trip } });
    const rescheduled = await eventOf('booking.pickup_rescheduled', booking.id);
    expect(rescheduled.data.object).toEqual(read);
    // The pickup moved is news in the inbox; the flight's own update is not.
    const inbox = (await me().get('/inbox?limit=5')).body.data as Body[];
    expect(inbox[0]).toMatchObject({ id: rescheduled.id, title: `Pickup moved with the flight: ${booking.reference}` });
    expect(inbox.some((notice) => notice.id === updated.id)).toBe(false);
  });

  test('once assigned, names the driver (first name, phone, photo) and the vehicle the traveller looks for, in the assignment\'s event', async () => {
    t.clock.advance(3600);
    // Dispatch's assignment keeps the crew as its records know them (make, model, colour, a photo)
    // before the booking moves, so the move's event carries them; until the move nothing shows.
    await partition().transaction((p) =>
      setTripCrew(p, booking.id, {
        driverId: null,
        driver: { first_name: 'Imran', last_name: 'Qureshi', phone: '+971501234567', photo_url: 'https://trade.test/drivers/imran.jpg' },
        vehicle: { make: 'Mercedes-Benz', model: 'V-Class', colour: 'Black', plate: 'Dubai P 48213', class: 'VIP_V_CLASS' },
      }),
    );
    expect((await me().get(`/transport/bookings/${booking.id}`)).body).toMatchObject({ driver: null, vehicle: { make: null, plate: null } });
    const advanced = await me().post(`/test-helpers/bookings/${booking.id}/advance`, { status: 'driver_assigned', driver: { name: 'Imran Qureshi', phone: '+971501234567', vehicle_plate: 'Dubai P 48213' } });
    expect(advanced.status).toBe(200);
    const read = (await me().get(`/transport/bookings/${booking.id}`)).body;
    expect(read).toMatchObject({ status: 'driver_assigned', trip: { status: 'driver_assigned', position: null, eta: null, updated_at: t.clock.now().toISOString() } });
    expect(read.driver).toEqual({ name: 'Imran Qureshi', phone: '+971501234567', vehicle_plate: 'Dubai P 48213', first_name: 'Imran', photo_url: 'https://trade.test/drivers/imran.jpg' });
    expect(read.vehicle).toEqual({ class: 'VIP_V_CLASS', description: booking.vehicle.description, make: 'Mercedes-Benz', model: 'V-Class', colour: 'Black', plate: 'Dubai P 48213' });
    const assigned = await eventOf('booking.driver_assigned', booking.id);
    expect(assigned.data.object).toEqual(read);
    // What changed since its last event: the assignment alone.
    expect(Object.keys(assigned.data.previous_attributes).sort()).toEqual(['driver', 'status', 'trip', 'vehicle']);
    expect(assigned.data.previous_attributes).toMatchObject({ status: 'confirmed', driver: null, vehicle: booking.vehicle, trip: { status: 'scheduled' } });
    // The driver's surname is in the name partners always had, never in the trip itself.
    expect(JSON.stringify(read.trip)).not.toContain('Qureshi');
  });

  test('each of the driver\'s steps is an event with the booking as it then reads, the position only while shared, none in the inbox', async () => {
    const position = { latitude: 25.0772, longitude: 55.1406, accuracy_m: 12, heading: 84, recorded_at: t.clock.now().toISOString() };
    const eta = new Date(t.clock.now().getTime() + 25 * 60_000).toISOString();
    const before = (await me().get(`/transport/bookings/${booking.id}`)).body;

    t.clock.advance(60);
    expect(await moveTrip(partition(), booking.id, 'en_route', { position: JSON.stringify(position), eta })).toBe('driver_assigned');
    const enRoute = (await me().get(`/transport/bookings/${booking.id}`)).body;
    expect(enRoute.trip).toEqual({ status: 'en_route', position, eta, updated_at: t.clock.now().toISOString() });
    expect(enRoute.status).toBe('driver_assigned');
    const enRouteEvent = await eventOf('booking.driver_en_route', booking.id);
    expect(enRouteEvent.data).toEqual({ object: enRoute, previous_attributes: { trip: before.trip } });
    expect(enRouteEvent.data.object).toMatchObject({ driver: { first_name: 'Imran' }, vehicle: { make: 'Mercedes-Benz', plate: 'Dubai P 48213' }, flight: { status: 'delayed' } });

    t.clock.advance(20 * 60);
    await moveTrip(partition(), booking.id, 'arrived', { position: JSON.stringify({ ...position, latitude: 25.2528, recorded_at: t.clock.now().toISOString() }) });
    const arrived = (await me().get(`/transport/bookings/${booking.id}`)).body;
    expect(arrived.trip).toMatchObject({ status: 'arrived', position: { latitude: 25.2528 }, eta: null });
    expect((await eventOf('booking.driver_arrived', booking.id)).data.object).toEqual(arrived);

    t.clock.advance(10 * 60);
    await moveTrip(partition(), booking.id, 'on_board');
    const onBoard = (await me().get(`/transport/bookings/${booking.id}`)).body;
    // On board, the driver's position is no longer shown.
    expect(onBoard.trip).toEqual({ status: 'on_board', position: null, eta: null, updated_at: t.clock.now().toISOString() });
    expect((await eventOf('booking.passenger_on_board', booking.id)).data).toEqual({ object: onBoard, previous_attributes: { trip: arrived.trip } });

    // The drop-off completes the booking too, after its pickup time.
    t.clock.set(new Date(Date.parse(booking.pickup.at) + 90 * 60_000));
    await moveTrip(partition(), booking.id, 'completed');
    const done = (await me().get(`/transport/bookings/${booking.id}`)).body;
    expect(done).toMatchObject({ status: 'completed', trip: { status: 'completed', position: null, eta: null }, driver: { first_name: 'Imran' } });
    const completed = await eventOf('booking.completed', booking.id);
    expect(completed.data.object).toEqual(done);
    expect(completed.data.previous_attributes).toMatchObject({ status: 'driver_assigned', trip: onBoard.trip });

    // The driver's steps reach webhooks and the feed, not the inbox; the completion is news to a person.
    const notices = (await t.db('events').where({ subject_id: booking.id }).orderBy('seq').select('type', 'notice_title')) as Array<{ type: string; notice_title: string | null }>;
    expect(notices.map((row) => [row.type, row.notice_title])).toEqual([
      ['booking.created', `Booking confirmed: ${booking.reference}`],
      ['booking.flight_updated', null],
      ['booking.pickup_rescheduled', `Pickup moved with the flight: ${booking.reference}`],
      ['booking.driver_assigned', `Driver assigned: ${booking.reference}`],
      ['booking.driver_en_route', null],
      ['booking.driver_arrived', null],
      ['booking.passenger_on_board', null],
      ['booking.completed', `Service completed: ${booking.reference}`],
    ]);
  });

  test('a webhook endpoint enabled for booking.driver_en_route receives that step alone, signed, as the feed shows it', async () => {
    expect(await t.services.webhooks.runOnce()).toBe(1);
    const [hook] = await receiver.waitFor(1);
    expect(receiver.received).toHaveLength(1);
    expect(hook?.headers['trade-event-type']).toBe('booking.driver_en_route');
    verifySignature(hook?.body ?? '', hook?.headers['trade-signature'] as string, endpoint.secret, { now: t.clock.now().getTime() });
    const delivered = JSON.parse(hook?.body ?? '{}') as Body;
    expect(delivered).toEqual((await me().get(`/events/${delivered.id}`)).body);
    expect(delivered).toMatchObject({ type: 'booking.driver_en_route', subject: { type: 'booking', id: booking.id }, data: { object: { trip: { status: 'en_route' }, tracking_url: booking.tracking_url } } });
    // Nothing else was queued for it: the endpoint takes that one type.
    expect(await t.db('webhook_deliveries').where({ endpoint_id: endpoint.id }).select('event_type')).toEqual([{ event_type: 'booking.driver_en_route' }]);
    expect(await t.services.webhooks.runOnce()).toBe(0);
  });
});

describe('the other bookings with a pickup, and those without', () => {
  test('a client booking carries the trip fields, the flight\'s tracking beside them', async () => {
    const service = { type: 'airport_transfer', airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', pickup_date: transferQuoteBody(t.clock, 6).pickup_date, pickup_time: '14:30', passengers: 2, bags: 2 };
    const quote = await me().post('/bookings/quote', { service });
    expect(quote.status).toBe(200);
    // No flight given: none is followed, and the pickup stays as booked.
    const made = await me().post('/bookings', { quote_id: quote.body.id, lead_traveller: { first_name: 'Omar', last_name: 'Haddad', phone: '+971552003040' } });
    expect(made.status).toBe(201);
    const row = await stored(made.body.ref);
    expect(made.body).toMatchObject({ trip: { status: 'scheduled', position: null, eta: null }, driver: null, vehicle: null, flight: null, live_arrival_tracking: 'planned', tracking_url: `https://trade.test/trip/${row.tracking_token}` });

    await me().post(`/test-helpers/bookings/${made.body.ref}/advance`, { status: 'driver_assigned', driver: { name: 'Joseph Mathew', phone: '+971557654321', vehicle_plate: 'Dubai K 22019' } });
    const read = (await me().get(`/bookings/${made.body.ref}`)).body;
    // The class comes from the service booked when the crew names no vehicle of its own.
    expect(read).toMatchObject({ driver: { first_name: 'Joseph', vehicle_plate: 'Dubai K 22019', photo_url: null }, vehicle: { class: 'VIP_V_CLASS', plate: 'Dubai K 22019', make: null }, trip: { status: 'driver_assigned' } });
    expect((await eventOf('booking.driver_assigned', made.body.ref)).data.object).toEqual(read);
  });

  test('a corporate transfer\'s line carries its trip; a shuttle run, which has no pickup, carries none', async () => {
    const corporate = (await t.walk<Body>(agency.keys.test, '/api/b2b/v1/bookings?kind=corporate', { limit: 100 })).filter((row) => row.has_pickup !== undefined);
    const transfer = corporate.find((row) => row.has_pickup === true);
    const run = corporate.find((row) => row.has_pickup === false);
    if (!transfer || !run) throw new Error('the seed has a corporate transfer and a shuttle run');
    const line = (await me().get(`/bookings/${transfer.id}`)).body;
    const row = await stored(transfer.id);
    const flight = await t.db('booking_flights').where({ booking_id: transfer.id }).first();
    expect(line).toMatchObject({ object: 'corporate_booking', type: 'transfer', trip: { status: row.status }, tracking_url: `https://trade.test/trip/${row.tracking_token}` });
    expect([line.live_arrival_tracking, line.flight?.number ?? null]).toEqual(flight ? ['tracked', flight.flight_number] : ['planned', null]);
    const shuttle = (await me().get(`/bookings/${run.id}`)).body;
    expect(shuttle.object).toBe('corporate_booking');
    // Its `vehicle` is the class the run goes in, as its line always said; no trip, flight or page.
    expect(shuttle).toMatchObject({ vehicle: 'LUXURY_COACH', driver: null });
    for (const key of ['trip', 'flight', 'tracking_url', 'live_arrival_tracking']) expect(shuttle).not.toHaveProperty(key);
  });

  test('a tour with a hotel pickup carries its trip; one met at its meeting point shows none', async () => {
    const tours = await t.walk<Body>(agency.keys.test, '/api/b2b/v1/bookings?kind=activity', { limit: 100 });
    const withPickup = tours.find((row) => row.has_pickup === true);
    const without = tours.find((row) => row.has_pickup === false);
    if (!withPickup || !without) throw new Error('the seed has tours with and without a hotel pickup');
    const picked = (await me().get(`/activities/bookings/${withPickup.id}`)).body;
    const row = await stored(withPickup.id);
    expect(picked).toMatchObject({ trip: { status: row.status }, tracking_url: `https://trade.test/trip/${row.tracking_token}` });
    expect((await me().get(`/activities/bookings/${without.id}`)).body).toMatchObject({ trip: null, vehicle: null, tracking_url: null });
  });

  test('the feed and a webhook endpoint take each trip event type by name', async () => {
    for (const type of ['booking.driver_en_route', 'booking.driver_arrived', 'booking.passenger_on_board', 'booking.flight_updated', 'booking.pickup_rescheduled']) {
      expect((await me().get(`/events?type=${type}&limit=1`)).status).toBe(200);
    }
    const made = await me().post('/webhook-endpoints', { url: 'http://127.0.0.1:4567/hooks', enabled_events: ['booking.driver_arrived', 'booking.passenger_on_board', 'booking.flight_updated', 'booking.pickup_rescheduled', 'booking.driver_unassigned'] });
    expect(made.status).toBe(201);
  });
});
