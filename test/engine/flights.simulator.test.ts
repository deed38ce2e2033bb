/**
 * The flight simulator under an advancing clock: every magic `ZZ` flight of a transfer booked in
 * a test partition (and, with FLIGHT_PROVIDER=simulator, a live one) delivers its reports as the
 * partition's clock passes them, through the `flights` partition tick. Each case checks the
 * stored flight, whether the pickup moved (the booking, its `starts_at`, its trip) or stayed, the
 * booking's events in order, the free waiting counted from the actual landing, the duplicate and
 * out-of-order deliveries ignored, the desk's `flight_disruption` tasks in live mode, and the
 * re-check of an assignment the moved pickup no longer fits.
 */
import { runAdmin } from '../../scripts/admin';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { MODES, partitionFor, walletAt, type Mode } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { addDays, uaeDate, uaeInstant, uaeTimestamp, uaeToday } from '../../src/platform/uaeTime';
import { nextFlightDue, runFlightTick } from '../../src/engine/flights/ticks';
import { partitionTicks } from '../../src/engine/partitionTicks';
import { FlightJob } from '../../src/engine/flights/job';
import { createLogger } from '../../src/platform/logger';

const V1 = '/api/b2b/v1';
const MINUTE = 60_000;
const t = useV1Suite({ partners: ['agency'], env: { FLIGHT_PROVIDER: 'simulator' } });
const { agency } = t.partners;
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock);

beforeAll(async () => {
  await walletAt(t, agency, 'live', 50_000);
});

interface Booked {
  id: string;
  reference: string;
  /** The pickup as booked: the flight's scheduled landing (S). */
  scheduled: Date;
}

/** Books an arrival on `flight` in `days` (UAE dates) at `time` (UAE), with the mode's key. */
async function bookArrival(mode: Mode, flight: string, time = '14:30', days = 3): Promise<Booked> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: agency.keys[mode], body: transferQuoteBody(t.clock, days, { pickup_time: time, passengers: 1, bags: 1 }) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: agency.keys[mode], body: { quote_id: quote.body.id, flight_number: flight, traveller: { first_name: 'Aisha', last_name: 'Rahman' } } });
  expect(made.status).toBe(201);
  return { id: made.body.id as string, reference: made.body.reference as string, scheduled: uaeInstant(addDays(uaeToday(t.clock), days), time) };
}

/**
 * Moves the clock to `until` through every simulated report of the partition that falls due on
 * the way, running the `flights` tick at each, as a test clock's advance does.
 */
async function playUntil(mode: Mode, until: Date): Promise<void> {
  const partition = partitionFor(t, agency.accountId, mode);
  for (let steps = 0; ; steps++) {
    expect(steps).toBeLessThan(500);
    const next = await nextFlightDue(partition);
    if (next === null || next.getTime() > until.getTime()) break;
    // Work already overdue (the seeded bookings' past flights) is done at the clock's time.
    if (next.getTime() > t.clock.now().getTime()) t.clock.set(next);
    await runFlightTick(partition);
  }
  t.clock.set(until);
  await runFlightTick(partition);
}

const at = (scheduled: Date, minutes: number): string => new Date(scheduled.getTime() + minutes * MINUTE).toISOString();
const flightOf = async (id: string): Promise<Record<string, unknown>> => (await t.db('booking_flights').where({ booking_id: id }).first()) as Record<string, unknown>;
const eventsOf = async (id: string): Promise<Array<{ type: string; object: Record<string, unknown> }>> =>
  ((await t.db('events').where({ subject_type: 'booking', subject_id: id }).orderBy('seq')) as Array<{ type: string; data: string }>).map((event) => ({ type: event.type, object: JSON.parse(event.data) as Record<string, unknown> }));
const typesOf = async (id: string): Promise<string[]> => (await eventsOf(id)).map((event) => event.type);
const tripOf = async (id: string): Promise<{ pickup_at: string; waiting_from: string | null }> => (await t.db('booking_trips').where({ booking_id: id }).first('pickup_at', 'waiting_from')) as { pickup_at: string; waiting_from: string | null };
const tasksOf = async (id: string): Promise<Array<Record<string, unknown>>> => (await t.db('desk_queue').where({ subject_type: 'booking', subject_id: id }).orderBy('id').select('kind', 'status', 'summary', 'account_id')) as Array<Record<string, unknown>>;

async function readBooking(mode: Mode, id: string): Promise<Record<string, unknown> & { pickup: { at: string }; cancellation: { free_until: string | null } }> {
  const res = await call(t.app, 'GET', `${V1}/transport/bookings/${id}`, { token: agency.keys[mode] });
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown> & { pickup: { at: string }; cancellation: { free_until: string | null } };
}

/** The booking's pickup everywhere it is kept: its view, its `starts_at`, its trip. */
async function expectPickup(mode: Mode, id: string, pickup: string): Promise<void> {
  expect((await readBooking(mode, id)).pickup.at).toBe(uaeTimestamp(new Date(pickup)));
  expect(((await t.db('bookings').where({ id }).first('starts_at')) as { starts_at: string }).starts_at).toBe(pickup);
  expect((await tripOf(id)).pickup_at).toBe(pickup);
}

it('plays as a partition tick registered with the services', () => {
  expect(partitionTicks().map((tick) => tick.name)).toContain('flights');
});

describe.each(MODES)('in a %s partition', (mode) => {
  it('ZZ1000 lands on time: the pickup stays, the free waiting counts from the landing, the duplicate is ignored', async () => {
    const b = await bookArrival(mode, 'ZZ1000');
    expect(await flightOf(b.id)).toMatchObject({ flight_number: 'ZZ1000', status: 'scheduled', scheduled_arrival: b.scheduled.toISOString(), estimated_arrival: b.scheduled.toISOString(), actual_arrival: null, source: 'simulator', next_due_at: b.scheduled.toISOString() });
    await playUntil(mode, new Date(at(b.scheduled, 60)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'landed', actual_arrival: b.scheduled.toISOString(), estimated_arrival: null, observed_at: b.scheduled.toISOString(), next_due_at: null });
    await expectPickup(mode, b.id, b.scheduled.toISOString());
    expect((await tripOf(b.id)).waiting_from).toBe(b.scheduled.toISOString());
    // The landing again two minutes later changed nothing and wrote nothing.
    expect(await typesOf(b.id)).toEqual(['booking.created', 'booking.flight_updated']);
    expect(await tasksOf(b.id)).toEqual([]);
  });

  it('ZZ1001 lands 25 minutes early: the pickup moves to it before, and the waiting counts from it', async () => {
    const b = await bookArrival(mode, 'ZZ1001', '14:30', 4);
    await playUntil(mode, new Date(at(b.scheduled, -60)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'scheduled', estimated_arrival: at(b.scheduled, -25) });
    await expectPickup(mode, b.id, at(b.scheduled, -25));
    await playUntil(mode, new Date(at(b.scheduled, 30)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'landed', actual_arrival: at(b.scheduled, -25), observed_at: at(b.scheduled, -25) });
    await expectPickup(mode, b.id, at(b.scheduled, -25));
    expect((await tripOf(b.id)).waiting_from).toBe(at(b.scheduled, -25));
    const events = await eventsOf(b.id);
    expect(events.map((event) => event.type)).toEqual(['booking.created', 'booking.flight_updated', 'booking.pickup_rescheduled', 'booking.flight_updated']);
    expect((events[2]?.object.pickup as { at: string }).at).toBe(uaeTimestamp(new Date(at(b.scheduled, -25))));
  });

  it('ZZ1002 is delayed 95 minutes in three steps: the pickup follows each, the late report is ignored', async () => {
    const b = await bookArrival(mode, 'ZZ1002', '14:30', 5);
    const booked = await readBooking(mode, b.id);
    for (const [when, estimate] of [[-170, 30], [-110, 60], [-55, 95]] as const) {
      await playUntil(mode, new Date(at(b.scheduled, when)));
      expect(await flightOf(b.id)).toMatchObject({ status: 'delayed', estimated_arrival: at(b.scheduled, estimate) });
      await expectPickup(mode, b.id, at(b.scheduled, estimate));
    }
    // At S−50 min the S−2 h report (S+60 min) arrives late: older than the stored one, ignored.
    await playUntil(mode, new Date(at(b.scheduled, -45)));
    expect(await flightOf(b.id)).toMatchObject({ estimated_arrival: at(b.scheduled, 95), observed_at: at(b.scheduled, -60) });
    await expectPickup(mode, b.id, at(b.scheduled, 95));
    await playUntil(mode, new Date(at(b.scheduled, 120)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'landed', actual_arrival: at(b.scheduled, 95), next_due_at: null });
    expect((await tripOf(b.id)).waiting_from).toBe(at(b.scheduled, 95));
    const events = await eventsOf(b.id);
    expect(events.map((event) => event.type)).toEqual([
      'booking.created',
      'booking.flight_updated',
      'booking.pickup_rescheduled',
      'booking.flight_updated',
      'booking.pickup_rescheduled',
      'booking.flight_updated',
      'booking.pickup_rescheduled',
      'booking.flight_updated',
    ]);
    expect(events.filter((event) => event.type === 'booking.pickup_rescheduled').map((event) => (event.object.pickup as { at: string }).at)).toEqual([30, 60, 95].map((m) => uaeTimestamp(new Date(at(b.scheduled, m)))));
    // Past the free-cancellation deadline as booked, cancelling costs the late fee as it would have.
    expect((await readBooking(mode, b.id)).cancellation).toEqual({ ...booked.cancellation, free_until: null, fee_if_cancelled_now_aed: Math.round((booked.price as { amount_due_aed: number }).amount_due_aed * 50) / 100 });
    expect(await tasksOf(b.id)).toEqual([]);
  });

  it('ZZ1003 booked late in the evening is delayed past midnight: the pickup and its service day follow', async () => {
    const b = await bookArrival(mode, 'ZZ1003', '22:00', 6);
    const landing = uaeInstant(addDays(uaeDate(b.scheduled), 1), '02:30').toISOString();
    await playUntil(mode, new Date(at(b.scheduled, -120)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'delayed', estimated_arrival: landing });
    await expectPickup(mode, b.id, landing);
    expect(((await t.db('bookings').where({ id: b.id }).first('service_date')) as { service_date: string }).service_date).toBe(uaeDate(new Date(landing)));
    await playUntil(mode, new Date(Date.parse(landing) + 30 * MINUTE));
    expect(await flightOf(b.id)).toMatchObject({ status: 'landed', actual_arrival: landing });
    expect(await typesOf(b.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.pickup_rescheduled', 'booking.flight_updated']);
    expect(await tasksOf(b.id)).toEqual([]);
  });

  it('ZZ1003 booked in the morning is delayed more than 6 hours: the pickup stays, and live mode tells the desk', async () => {
    const b = await bookArrival(mode, 'ZZ1003', '10:00', 7);
    const landing = uaeInstant(addDays(uaeDate(b.scheduled), 1), '02:30').toISOString();
    await playUntil(mode, new Date(Date.parse(landing) + 30 * MINUTE));
    expect(await flightOf(b.id)).toMatchObject({ status: 'landed', actual_arrival: landing });
    await expectPickup(mode, b.id, b.scheduled.toISOString());
    expect(await typesOf(b.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.flight_updated']);
    const tasks = await tasksOf(b.id);
    if (mode === 'live') {
      // One task, though the landing was as far out as the delay.
      expect(tasks).toEqual([{ kind: 'flight_disruption', status: 'open', account_id: agency.accountId, summary: expect.stringContaining(`${b.reference}: flight ZZ1003 now lands`) as unknown }]);
      expect(tasks[0]?.summary).toContain('more than 6 hours from the pickup as booked');
    } else {
      expect(tasks).toEqual([]);
    }
  });

  it('ZZ1004 diverts to DWC: the pickup stays, and live mode tells the desk', async () => {
    const b = await bookArrival(mode, 'ZZ1004', '14:30', 8);
    await playUntil(mode, new Date(at(b.scheduled, -30)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'diverted', diverted_to: 'DWC', actual_arrival: null });
    await playUntil(mode, new Date(at(b.scheduled, 60)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'diverted', diverted_to: 'DWC', actual_arrival: at(b.scheduled, 10) });
    await expectPickup(mode, b.id, b.scheduled.toISOString());
    expect((await tripOf(b.id)).waiting_from).toBeNull();
    const events = await eventsOf(b.id);
    expect(events.map((event) => event.type)).toEqual(['booking.created', 'booking.flight_updated', 'booking.flight_updated']);
    const tasks = await tasksOf(b.id);
    if (mode === 'live') expect(tasks).toEqual([{ kind: 'flight_disruption', status: 'open', account_id: agency.accountId, summary: `${b.reference}: flight ZZ1004 diverted to DWC; the pickup stays at ${summaryTime(b.scheduled)} (UAE time). Agree with the partner where and when to meet the traveller.` }]);
    else expect(tasks).toEqual([]);
  });

  it('ZZ1005 is cancelled: the pickup stays, and live mode tells the desk', async () => {
    const b = await bookArrival(mode, 'ZZ1005', '14:30', 9);
    await playUntil(mode, new Date(at(b.scheduled, 60)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'cancelled', estimated_arrival: null, actual_arrival: null, observed_at: at(b.scheduled, -240), next_due_at: null });
    await expectPickup(mode, b.id, b.scheduled.toISOString());
    expect(await typesOf(b.id)).toEqual(['booking.created', 'booking.flight_updated']);
    const tasks = await tasksOf(b.id);
    if (mode === 'live') expect(tasks).toEqual([{ kind: 'flight_disruption', status: 'open', account_id: agency.accountId, summary: `${b.reference}: flight ZZ1005 was cancelled; the pickup stays at ${summaryTime(b.scheduled)} (UAE time). Agree with the partner what becomes of the transfer.` }]);
    else expect(tasks).toEqual([]);
  });

  it('ZZ1006 has no data until 30 minutes before landing', async () => {
    const b = await bookArrival(mode, 'ZZ1006', '14:30', 10);
    expect(await flightOf(b.id)).toMatchObject({ status: 'unknown', estimated_arrival: null, observed_at: null, next_due_at: at(b.scheduled, -30) });
    await playUntil(mode, new Date(at(b.scheduled, -31)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'unknown' });
    await playUntil(mode, new Date(at(b.scheduled, -30)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'scheduled', estimated_arrival: b.scheduled.toISOString(), observed_at: at(b.scheduled, -30) });
    await playUntil(mode, new Date(at(b.scheduled, 30)));
    expect(await flightOf(b.id)).toMatchObject({ status: 'landed', actual_arrival: b.scheduled.toISOString() });
    await expectPickup(mode, b.id, b.scheduled.toISOString());
    expect(await typesOf(b.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.flight_updated']);
  });

  it('any other flight lands on time, and a cancelled booking hears no more of its flight', async () => {
    const onTime = await bookArrival(mode, 'EK202', '16:15', 11);
    const cancelled = await bookArrival(mode, 'ZZ1002', '16:15', 11);
    expect((await call(t.app, 'POST', `${V1}/transport/bookings/${cancelled.id}/cancel`, { token: agency.keys[mode] })).status).toBe(200);
    await playUntil(mode, new Date(at(onTime.scheduled, 180)));
    expect(await flightOf(onTime.id)).toMatchObject({ status: 'landed', actual_arrival: onTime.scheduled.toISOString() });
    expect(await typesOf(onTime.id)).toEqual(['booking.created', 'booking.flight_updated']);
    expect(await flightOf(cancelled.id)).toMatchObject({ status: 'scheduled', next_due_at: null });
    expect(await typesOf(cancelled.id)).toEqual(['booking.created', 'booking.cancelled']);
  });

  it('follows the flight an accepted amendment gives, from its pickup as booked', async () => {
    const b = await bookArrival(mode, 'ZZ1005', '11:00', 14);
    const asked = await call(t.app, 'POST', `${V1}/transport/bookings/${b.id}/amendments`, { token: agency.keys[mode], body: { flight_number: 'ZZ1002', pickup_time: '12:00' } });
    expect(asked.status).toBe(201);
    if (mode === 'live') {
      const task = (await t.db('desk_queue').where({ subject_type: 'request', subject_id: asked.body.id }).first('id')) as { id: number | string };
      await admin('desk', 'answer', '--task', String(task.id), '--accept', '--note', 'New flight noted.');
    } else {
      expect((await call(t.app, 'POST', `${V1}/test-helpers/requests/${asked.body.id}/answer`, { token: agency.keys.test, body: { decision: 'accepted', note: 'New flight noted.' } })).status).toBe(200);
    }
    const rebooked = new Date(b.scheduled.getTime() + 60 * MINUTE);
    expect(await flightOf(b.id)).toMatchObject({ flight_number: 'ZZ1002', status: 'scheduled', booked_pickup_at: rebooked.toISOString(), scheduled_arrival: rebooked.toISOString(), next_due_at: at(rebooked, -180) });
    await playUntil(mode, new Date(at(rebooked, -170)));
    await expectPickup(mode, b.id, at(rebooked, 30));
    expect(await typesOf(b.id)).toEqual(['booking.created', 'booking.amended', 'booking.flight_updated', 'booking.pickup_rescheduled']);
  });

  it('delivers each report once, however often the tick runs at the same moment', async () => {
    const b = await bookArrival(mode, 'ZZ1002', '09:00', 12);
    t.clock.set(at(b.scheduled, -180));
    const partition = partitionFor(t, agency.accountId, mode);
    await Promise.all([runFlightTick(partition), runFlightTick(partition), runFlightTick(partition)]);
    await runFlightTick(partition);
    expect(await typesOf(b.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.pickup_rescheduled']);
  });
});

/** `25 Nov 2026 14:30`: how the desk's summary names an instant. */
function summaryTime(at: Date): string {
  const local = uaeTimestamp(at);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(local.slice(8, 10))} ${months[Number(local.slice(5, 7)) - 1]} ${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

describe('the background job', () => {
  it('delivers the reports due in every partition as real time passes', async () => {
    const [sandbox, staging] = [await bookArrival('test', 'ZZ1000', '08:15', 15), await bookArrival('live', 'ZZ1000', '08:15', 15)];
    const job = new FlightJob(t.sections, t.db, t.clock, createLogger('silent'), null).job();
    expect(job.name).toBe('flights');
    t.clock.set(at(sandbox.scheduled, 5));
    await job.run(() => false);
    for (const b of [sandbox, staging]) {
      expect(await flightOf(b.id)).toMatchObject({ status: 'landed', actual_arrival: b.scheduled.toISOString(), next_due_at: null });
      expect(await typesOf(b.id)).toEqual(['booking.created', 'booking.flight_updated']);
    }
  });
});

describe('a live pickup moved by its flight', () => {
  it('keeps its driver while the new time fits, and releases the driver when it overlaps their next job', async () => {
    const driver = ((await admin('driver', 'add', '--name', 'Imran Qureshi', '--phone', '+971501234567', '--licence', 'DXB-448812', '--languages', 'en')) as { driver: { id: string } }).driver.id;
    const sedan = ((await admin('vehicle', 'add', '--plate', 'DUBAI J 48812', '--class', 'EXECUTIVE_SEDAN')) as { vehicle: { id: string } }).vehicle.id;
    const delayed = await bookArrival('live', 'ZZ1002', '10:00', 13);
    const next = await bookArrival('live', 'EK202', '13:00', 13);
    for (const booking of [delayed, next]) await admin('dispatch', 'assign', '--booking', booking.id, '--driver', driver, '--vehicle', sedan);
    // The first two steps (S+30, S+60 min) still end before 13:00; the third (S+95 min) runs into the next job.
    await playUntil('live', new Date(at(delayed.scheduled, -110)));
    expect(((await t.db('bookings').where({ id: delayed.id }).first('status')) as { status: string }).status).toBe('driver_assigned');
    expect(((await t.db('dispatch_assignments').where({ booking_id: delayed.id }).first('starts_at')) as { starts_at: string }).starts_at).toBe(at(delayed.scheduled, 60));
    await playUntil('live', new Date(at(delayed.scheduled, -55)));
    expect(((await t.db('bookings').where({ id: delayed.id }).first('status')) as { status: string }).status).toBe('confirmed');
    expect(await t.db('dispatch_assignments').where({ booking_id: delayed.id })).toEqual([]);
    expect(((await t.db('bookings').where({ id: next.id }).first('status')) as { status: string }).status).toBe('driver_assigned');
    expect(await typesOf(delayed.id)).toEqual([
      'booking.created',
      'booking.driver_assigned',
      'booking.flight_updated',
      'booking.pickup_rescheduled',
      'booking.flight_updated',
      'booking.pickup_rescheduled',
      'booking.flight_updated',
      'booking.pickup_rescheduled',
      'booking.driver_unassigned',
    ]);
    expect((await tasksOf(delayed.id)).map((task) => [task.kind, task.status])).toEqual([['reassign_driver', 'open']]);
  });
});

describe('without a flight provider', () => {
  const plain = useV1Suite({ partners: ['agency'] });

  it('follows test bookings\' flights but stores nothing for a live booking', async () => {
    const { agency: who } = plain.partners;
    await walletAt(plain, who, 'live', 5_000);
    const ids: Record<Mode, string> = { test: '', live: '' };
    for (const mode of MODES) {
      const quote = await call(plain.app, 'POST', `${V1}/transport/quote`, { token: who.keys[mode], body: transferQuoteBody(plain.clock, 3) });
      const made = await call(plain.app, 'POST', `${V1}/transport/bookings`, { token: who.keys[mode], body: { quote_id: quote.body.id, flight_number: 'ZZ1002', traveller: { first_name: 'Aisha', last_name: 'Rahman' } } });
      expect(made.status).toBe(201);
      ids[mode] = made.body.id as string;
    }
    expect(await plain.db('booking_flights').where({ booking_id: ids.test }).first()).toMatchObject({ source: 'simulator', status: 'scheduled' });
    expect(await plain.db('booking_flights').where({ booking_id: ids.live })).toEqual([]);
  });
});
