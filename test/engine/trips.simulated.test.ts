/**
 * The whole trip plays by itself in a test partition (issue 26, test clocks): a transfer booked
 * with a test key gets a simulated driver 3 hours before its pickup, who sets off 45 minutes
 * before it sharing a position, arrives, takes the traveller on board and completes after the
 * drive, each step an event queued for the partner's webhook endpoint; a booking that asks for a
 * no-show plays one; a cancelled booking plays nothing; the `partition_ticks` job plays it as
 * real time passes, once with two instances.
 */
import { useV1Suite } from '../helpers/suite';
import { partner, walletAt, type Partner } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { TEST_NOW } from '../helpers/testApp';
import { partitionTicksJob } from '../../src/engine/testClock';
import { SIMULATED_DRIVER_NAME } from '../../src/engine/simulatedDriver';

const V1 = '/api/b2b/v1';
const ADVANCE = `${V1}/test-helpers/clock/advance`;
const MINUTE = 60_000;
const STEPS = ['booking.driver_assigned', 'booking.driver_en_route', 'booking.driver_arrived', 'booking.passenger_on_board', 'booking.completed'];

const t = useV1Suite();

/** A partner of its own for a case: its test partition opened and funded, a webhook endpoint taking every booking event. */
async function partnerWithEndpoint(): Promise<{ who: Partner; endpointId: string }> {
  const who = await partner(t);
  await walletAt(t, who, 'test', 20_000);
  const endpoint = await t.api(who.keys.test).post(`${V1}/webhook-endpoints`, { url: 'http://localhost:4000/hooks/trade', enabled_events: ['booking.*'] });
  expect(endpoint.status).toBe(201);
  return { who, endpointId: endpoint.body.id as string };
}

/** Books a transfer `days` on at 14:30 UAE (an arrival at DXB for the Palm), with `traveller`. */
async function book(who: Partner, days: number, traveller: Record<string, string> = { first_name: 'Aisha', last_name: 'Rahman' }, extra: Record<string, unknown> = {}) {
  const api = t.api(who.keys.test);
  const quote = await api.post(`${V1}/transport/quote`, transferQuoteBody(t.clock, days));
  expect(quote.status).toBe(200);
  const booked = await api.post(`${V1}/transport/bookings`, { quote_id: quote.body.id, traveller, ...extra });
  expect(booked.status).toBe(201);
  return booked.body as { id: string; pickup: { at: string } };
}

const eventsOf = async (bookingId: string) =>
  (await t.db('events').where({ subject_id: bookingId }).orderBy('seq').select('id', 'type', 'created_at', 'data')) as Array<{ id: string; type: string; created_at: string; data: string }>;
const tripOf = async (bookingId: string) => (await t.db('booking_trips').where({ booking_id: bookingId }).first()) as Record<string, string | null>;
const iso = (ms: number): string => new Date(ms).toISOString();

describe('a test transfer plays by itself as the test clock passes', () => {
  it('assigns a simulated driver, goes en route, arrives, boards and completes, each step an event and a webhook, in order', async () => {
    const { who, endpointId } = await partnerWithEndpoint();
    const api = t.api(who.keys.test);
    const booking = await book(who, 1);
    // 2026-11-23 14:30 UAE: the driver is assigned at 07:30 UTC, sets off at 09:45, is there at 10:30.
    const pickup = Date.parse(booking.pickup.at);
    expect(iso(pickup)).toBe('2026-11-23T10:30:00.000Z');

    // Just past the assignment: only the driver is there.
    expect((await api.post(ADVANCE, { to: iso(pickup - 3 * 60 * MINUTE + MINUTE) })).status).toBe(200);
    let read = await api.get(`${V1}/transport/bookings/${booking.id}`);
    expect(read.body.status).toBe('driver_assigned');
    expect(read.body.driver.name).toBe(SIMULATED_DRIVER_NAME);
    expect(read.body.driver.phone).toMatch(/^\+97150000\d{4}$/);
    expect(read.body.driver.vehicle_plate).toMatch(/^TEST \d{4}$/);
    let trip = await tripOf(booking.id);
    expect(trip.status).toBe('driver_assigned');
    expect(JSON.parse(trip.driver as string)).toMatchObject({ first_name: 'Test Driver', last_name: '(simulated)', phone: read.body.driver.phone });
    expect(JSON.parse(trip.vehicle as string)).toEqual({ make: 'Lexus', model: 'ES 300h', colour: 'Black', plate: read.body.driver.vehicle_plate, class: 'EXECUTIVE_SEDAN' });

    // Twenty minutes after setting off: on the way, nearer the pickup than at first, with the ETA.
    expect((await api.post(ADVANCE, { to: iso(pickup - 25 * MINUTE) })).status).toBe(200);
    trip = await tripOf(booking.id);
    expect(trip.status).toBe('en_route');
    expect(trip.en_route_at).toBe(iso(pickup - 45 * MINUTE));
    expect(trip.eta).toBe(iso(pickup));
    const shared = JSON.parse(trip.position as string) as { latitude: number; longitude: number; recorded_at: string; heading: number | null };
    expect(shared.recorded_at).toBe(iso(pickup - 30 * MINUTE));
    const dxb = [25.2532, 55.3657];
    const palm = [25.1124, 55.139];
    const km = (a: number[], b: number[]): number => Math.hypot((a[0] as number) - (b[0] as number), (a[1] as number) - (b[1] as number));
    expect(km([shared.latitude, shared.longitude], dxb)).toBeLessThan(km(palm, dxb) / 2);
    expect(shared.heading).not.toBeNull();
    expect((await api.get(`${V1}/transport/bookings/${booking.id}`)).body.status).toBe('driver_assigned');

    // Past the drive: completed.
    expect((await api.post(ADVANCE, { to: iso(pickup + 3 * 60 * MINUTE) })).status).toBe(200);
    read = await api.get(`${V1}/transport/bookings/${booking.id}`);
    expect(read.body.status).toBe('completed');
    trip = await tripOf(booking.id);
    expect(trip).toMatchObject({ status: 'completed', arrived_at: iso(pickup), on_board_at: iso(pickup + 5 * MINUTE) });
    // DXB to the Palm: about 37 km by road at 50 km/h.
    const drive = (Date.parse(trip.completed_at as string) - (pickup + 5 * MINUTE)) / MINUTE;
    expect(drive).toBeGreaterThanOrEqual(30);
    expect(drive).toBeLessThanOrEqual(60);

    const events = await eventsOf(booking.id);
    expect(events.map((event) => event.type)).toEqual(['booking.created', ...STEPS]);
    expect(events.map((event) => event.created_at)).toEqual([TEST_NOW, iso(pickup - 3 * 60 * MINUTE), iso(pickup - 45 * MINUTE), iso(pickup), iso(pickup + 5 * MINUTE), trip.completed_at]);
    // Each event's snapshot is the booking as that step left it.
    expect(events.map((event) => (JSON.parse(event.data) as { status: string }).status)).toEqual(['confirmed', 'driver_assigned', 'driver_assigned', 'driver_assigned', 'driver_assigned', 'completed']);

    // Every step moved by the simulator, every move recorded.
    const moves = await t.db('state_moves').where({ subject_id: booking.id }).orderBy('id').select('subject_type', 'to_state', 'actor');
    expect(moves.filter((move) => move.subject_type === 'trip').map((move) => [move.to_state, move.actor])).toEqual([
      ['driver_assigned', 'simulator'],
      ['en_route', 'simulator'],
      ['arrived', 'simulator'],
      ['on_board', 'simulator'],
      ['completed', 'simulator'],
    ]);

    // Each step queued for the endpoint, due at once on the service's clock (not when real time reaches the test clock).
    const deliveries = (await t.db('webhook_deliveries').where({ endpoint_id: endpointId }).whereIn('event_id', events.map((event) => event.id))) as Array<{ event_type: string; status: string; next_attempt_at: string }>;
    expect(deliveries.map((delivery) => delivery.event_type).sort()).toEqual(['booking.created', ...STEPS].sort());
    for (const delivery of deliveries) {
      expect(delivery.status).toBe('pending');
      expect(delivery.next_attempt_at <= t.clock.now().toISOString()).toBe(true);
    }
  });

  it('plays a no-show for a booking whose traveller asks for one: the driver waits out the free waiting', async () => {
    const { who } = await partnerWithEndpoint();
    const api = t.api(who.keys.test);
    const booking = await book(who, 1, { first_name: 'Omar', last_name: 'NoShow' });
    const pickup = Date.parse(booking.pickup.at);
    expect((await api.post(ADVANCE, { to: iso(pickup + 3 * 60 * MINUTE) })).status).toBe(200);
    expect((await api.get(`${V1}/transport/bookings/${booking.id}`)).body.status).toBe('no_show');
    const trip = await tripOf(booking.id);
    // An arrival's free waiting is 60 minutes.
    expect(trip).toMatchObject({ status: 'no_show', arrived_at: iso(pickup), on_board_at: null, no_show_at: iso(pickup + 60 * MINUTE) });
    expect(JSON.parse(trip.no_show_evidence as string)).toMatchObject({ recorded_at: iso(pickup + 60 * MINUTE) });
    expect((await eventsOf(booking.id)).map((event) => event.type)).toEqual(['booking.created', 'booking.driver_assigned', 'booking.driver_en_route', 'booking.driver_arrived', 'booking.no_show']);
  });

  it('plays nothing for a cancelled booking, and the driver the partner assigned is the one who drives', async () => {
    const { who } = await partnerWithEndpoint();
    const api = t.api(who.keys.test);
    const cancelled = await book(who, 1);
    expect((await api.post(`${V1}/transport/bookings/${cancelled.id}/cancel`)).status).toBe(200);
    const assigned = await book(who, 1, { first_name: 'Layla', last_name: 'Haddad' });
    const driver = { name: 'Imran Qureshi', phone: '+971501112233', vehicle_plate: 'Dubai P 48213' };
    expect((await api.post(`${V1}/test-helpers/bookings/${assigned.id}/advance`, { status: 'driver_assigned', driver })).status).toBe(200);

    expect((await api.post(ADVANCE, { to: iso(Date.parse(cancelled.pickup.at) + 3 * 60 * MINUTE) })).status).toBe(200);
    expect((await eventsOf(cancelled.id)).map((event) => event.type)).toEqual(['booking.created', 'booking.cancelled']);
    expect((await tripOf(cancelled.id)).status).toBe('scheduled');

    const read = await api.get(`${V1}/transport/bookings/${assigned.id}`);
    expect(read.body).toMatchObject({ status: 'completed', driver });
    expect((await eventsOf(assigned.id)).map((event) => event.type)).toEqual(['booking.created', ...STEPS]);
  });

  it('plays the trip as real time passes, through the partition_ticks job, once with two instances', async () => {
    const { who } = await partnerWithEndpoint();
    // Booked 30 minutes before its pickup: the driver is assigned and sets off at once.
    const booking = await book(who, 0);
    const pickup = Date.parse(booking.pickup.at);
    expect(iso(pickup)).toBe('2026-11-22T10:30:00.000Z');
    expect((await t.db('partitions').where({ account_id: who.accountId, mode: 'test' }).first('ticks_due_at')).ticks_due_at).toBe(TEST_NOW);

    const jobs = [partitionTicksJob(t.sections, t.db, t.clock), partitionTicksJob(t.sections, t.db, t.clock)];
    const runBoth = () => Promise.all(jobs.map((job) => job.run(() => false)));
    await runBoth();
    expect((await tripOf(booking.id)).status).toBe('en_route');
    // Due again by when the position is shared next, 15 minutes on; not before.
    const due = (await t.db('partitions').where({ account_id: who.accountId, mode: 'test' }).first('ticks_due_at')).ticks_due_at as string;
    expect(due > TEST_NOW && due <= iso(Date.parse(TEST_NOW) + 15 * MINUTE)).toBe(true);
    await runBoth();
    expect((await tripOf(booking.id)).status).toBe('en_route');

    t.clock.set(iso(pickup + MINUTE));
    await runBoth();
    expect((await tripOf(booking.id)).status).toBe('arrived');
    t.clock.set(iso(pickup + 7 * MINUTE));
    await runBoth();
    expect((await tripOf(booking.id)).status).toBe('on_board');
    t.clock.set(iso(pickup + 2 * 60 * MINUTE));
    await runBoth();
    expect((await tripOf(booking.id)).status).toBe('completed');
    expect((await eventsOf(booking.id)).map((event) => event.type)).toEqual(['booking.created', ...STEPS]);
  });
});
