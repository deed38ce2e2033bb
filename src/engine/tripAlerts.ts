import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { Job } from '../platform/jobs';
import type { KeyMode } from '../apiKeys/format';
import { uaeTimestamp } from '../platform/uaeTime';
import { Partition, type PartitionSections } from './partition';
import { findBooking, fromRow, outlineOf, type Driver, type StoredBookingRow } from './bookings';
import { openTask, type DeskAnswer } from './desk';
import type { TripStatus } from './trips';

/**
 * The dispatcher's alarm for a live trip whose driver is assigned and not on the way 30 minutes
 * before the pickup: a desk task for dispatch (`driver_not_en_route`), raised once per booking by
 * the background job, whichever instance finds it first (the task's `onceKey` decides), and
 * closed by the same job once the driver starts (or is taken off, or the booking ends). The
 * dispatch board shows the alert from the same rule as the clock passes (`notEnRouteDue`).
 */
export const NOT_EN_ROUTE_MINUTES = 30;

/**
 * How long after its pickup a trip still not started is raised: a job's usual window. Older ones
 * are past helping (and a service started after a long stop does not raise a day's worth).
 */
const LATE_MINUTES = 180;
const BATCH_SIZE = 50;

/** The states a trip has left the driver's start behind in: the alarm is over. */
const STARTED: ReadonlySet<TripStatus> = new Set(['en_route', 'arrived', 'on_board', 'completed', 'no_show']);

/** Whether a trip `status` with its pickup at `pickupAt` is one whose driver should be on the way by `now`. */
export const notEnRouteDue = (status: TripStatus, pickupAt: string, now: Date): boolean =>
  status === 'driver_assigned' && Date.parse(pickupAt) - NOT_EN_ROUTE_MINUTES * 60_000 <= now.getTime();

/** The once-key of a booking's alarm: one task per booking, ever. */
export const notEnRouteKey = (bookingId: string): string => `driver_not_en_route:${bookingId}`;

const hhmm = (iso: string): string => uaeTimestamp(new Date(iso)).slice(11, 16);

interface DueTrip {
  booking_id: string;
  account_id: string;
  mode: KeyMode;
  pickup_at: string;
}

/**
 * Raises the task of every live trip due for the alarm and not raised yet, a batch at a time,
 * each in a transaction of its own that reads the trip again (a driver who started meanwhile is
 * not raised). Answers how many this call raised.
 */
export async function raiseNotEnRouteTasks(sections: PartitionSections, db: Db, clock: Clock, stopping: () => boolean = () => false): Promise<number> {
  let raised = 0;
  const seen = new Set<string>();
  for (;;) {
    const now = clock.now();
    // The pickup as the booking now has it (`starts_at` follows every change of its body): the
    // trips with a driver assigned are few at any time, found by their own index first.
    const due = (await db('booking_trips')
      .join('bookings', 'bookings.id', 'booking_trips.booking_id')
      .where({ 'booking_trips.mode': 'live', 'booking_trips.status': 'driver_assigned' })
      .where('bookings.starts_at', '<=', new Date(now.getTime() + NOT_EN_ROUTE_MINUTES * 60_000).toISOString())
      .where('bookings.starts_at', '>', new Date(now.getTime() - LATE_MINUTES * 60_000).toISOString())
      .whereNotExists((raisedBefore) => void raisedBefore.select('id').from('desk_queue').where('kind', 'driver_not_en_route').whereRaw('desk_queue.subject_id = booking_trips.booking_id'))
      .whereNotIn('booking_trips.booking_id', [...seen])
      .orderBy([{ column: 'bookings.starts_at' }, { column: 'booking_trips.booking_id' }])
      .limit(BATCH_SIZE)
      .select('booking_trips.booking_id', 'booking_trips.account_id', 'booking_trips.mode', 'bookings.starts_at as pickup_at')) as DueTrip[];
    for (const trip of due) {
      seen.add(trip.booking_id);
      if (await raiseOne(sections, db, clock, trip)) raised++;
    }
    if (due.length < BATCH_SIZE || stopping()) return raised;
  }
}

async function raiseOne(sections: PartitionSections, db: Db, clock: Clock, due: DueTrip): Promise<boolean> {
  return db.transaction(async (trx) => {
    const p = Partition.forJob(sections, trx, clock, due);
    const trip = (await p.table('booking_trips').where({ booking_id: due.booking_id }).first('status')) as { status: TripStatus } | undefined;
    const row = (await p.table('bookings').where({ id: due.booking_id }).first()) as StoredBookingRow | undefined;
    if (!trip || !row || row.status !== 'driver_assigned') return false;
    const booking = fromRow(row);
    const outline = outlineOf(p.sections, booking);
    // A booking without a pickup (given a driver by the command line) has no trip to start.
    if (outline.pickup === null || outline.startsAt === null) return false;
    const pickupAt = new Date(outline.startsAt).toISOString();
    if (!notEnRouteDue(trip.status, pickupAt, p.clock.now())) return false;
    const driver = booking.driver as Driver | null;
    const who = driver ? `${driver.name} (${driver.phone}, ${driver.vehicle_plate})` : 'The driver';
    const reference = await openTask(p, {
      kind: 'driver_not_en_route',
      subjectType: 'booking',
      subjectId: booking.id,
      summary: `${booking.reference}: ${who} is not on the way; pickup at ${hhmm(pickupAt)} (UAE time)${outline.route ? `, ${outline.route}` : ''}. Call the driver, or assign another on the dispatch board.`,
      details: { pickup_at: pickupAt, driver, traveller: outline.pickup.name, flight_number: outline.pickup.flightNumber },
      onceKey: notEnRouteKey(booking.id),
    });
    return reference !== null;
  });
}

/**
 * Closes the open alarms that are over: answered (accepted) once the driver has started, with
 * when; withdrawn once the booking no longer has the driver (taken off, cancelled). Each by a
 * conditional update on its open state, so instances running this at once close each once.
 * Answers how many were closed.
 */
export async function closeOverNotEnRouteTasks(db: Db, clock: Clock): Promise<number> {
  const open = (await db('desk_queue').where({ kind: 'driver_not_en_route', status: 'open', subject_type: 'booking' }).select('id', 'subject_id')) as Array<{ id: number; subject_id: string }>;
  if (open.length === 0) return 0;
  const ids = open.map((task) => task.subject_id);
  const trips = new Map(((await db('booking_trips').whereIn('booking_id', ids).select('booking_id', 'status', 'en_route_at')) as Array<{ booking_id: string; status: TripStatus; en_route_at: string | null }>).map((trip) => [trip.booking_id, trip]));
  const bookings = new Map(((await db('bookings').whereIn('id', ids).select('id', 'status')) as Array<{ id: string; status: string }>).map((row) => [row.id, row.status]));
  let closed = 0;
  const now = clock.now().toISOString();
  for (const task of open) {
    const trip = trips.get(task.subject_id);
    const started = trip !== undefined && STARTED.has(trip.status);
    const gone = !started && bookings.get(task.subject_id) !== 'driver_assigned';
    if (!started && !gone) continue;
    const unclaimed = { claimed_by: null, claimed_at: null, claim_active_at: null, answered_at: now, updated_at: now };
    const note = trip?.en_route_at ? `The driver started at ${hhmm(trip.en_route_at)} (UAE time).` : 'The driver started.';
    const stillOpen = db('desk_queue').where({ id: task.id, status: 'open' });
    closed += started
      ? // eslint-disable-next-line no-restricted-syntax -- closing the operator's work item, not a state machine: the trip's own moves were recorded by its machine
        await stillOpen.update({ status: 'answered', answer: 'accepted', note, answered_by: 'system', ...unclaimed })
      : // eslint-disable-next-line no-restricted-syntax -- as above: the booking's own move (driver taken off, cancelled) was recorded by its machine
        await stillOpen.update({ status: 'withdrawn', ...unclaimed });
  }
  return closed;
}

/** The background job (the engine's): raise the alarms that fell due, close those that are over. */
export const driverNotEnRouteJob = (sections: PartitionSections, db: Db, clock: Clock): Job => ({
  name: 'driver_not_en_route',
  run: async (stopping) => {
    await raiseNotEnRouteTasks(sections, db, clock, stopping);
    await closeOverNotEnRouteTasks(db, clock);
  },
});

/**
 * The answer to a driver not on the way: the booking itself does not change (the driver starting
 * closes the task by itself; another driver is assigned on the board). Accepting says dispatch
 * dealt with it (reached the driver, or assigned another); declining, with the note, that the
 * pickup cannot be covered as booked, for the desk to take up with the partner.
 */
export const answerDriverNotEnRoute: DeskAnswer = (partition, bookingId) => findBooking(partition, null, bookingId);
