import type { Partition } from './partition';
import { advanceBooking, bookingEvent, findBooking } from './bookings';
import type { EventType } from './events';
import { DRIVER_MOVES, STEP_COLUMNS, tripStates, type TripStatus } from './trips';
import { move } from './stateMachine';
import { errors } from '../errors';

/**
 * The driver's steps of a trip (or, in a test partition, the simulated driver's): each is a move
 * of the trip's machine with its actor, recorded, and an event the partner hears. The last step
 * moves the booking too: `completed` and `no_show` are the booking's own final states, and its
 * move writes `booking.completed` or `booking.no_show`. Before them a driver may `accept` the job
 * they were given, which records when (the trip stays `driver_assigned`).
 */
export type DriverStep = keyof typeof DRIVER_MOVES;

/** Every step a driver takes on a job: accepting it, then the trip's moves. */
export type TripStep = 'accept' | DriverStep;

const STEP_EVENTS: Readonly<Partial<Record<DriverStep, EventType>>> = {
  en_route: 'booking.driver_en_route',
  arrived: 'booking.driver_arrived',
  on_board: 'booking.passenger_on_board',
};

const STEP_LINES: Readonly<Record<DriverStep, string>> = {
  en_route: 'The driver is on the way to the pickup',
  arrived: 'The driver is at the pickup',
  on_board: 'The traveller is on board',
  completed: 'Service completed',
  no_show: 'The traveller did not come within the free waiting',
};

/**
 * Makes a driver's step on the trip of booking `bookingId`, with `changes` to the trip's other
 * columns (position, ETA, no-show evidence), in one transaction: refused with 409 `invalid_state`
 * from any state but the one before it, and a no-show before the free waiting has run out.
 * `occurredAt` is when the driver took the step, where it is not now (a move a phone queued while
 * offline): the step's own column records it; the move and its event are recorded as they are made.
 *
 * `accept` is no move of the machine: it records `accepted_at` on a trip still `driver_assigned`
 * and not yet accepted, and is refused (409) otherwise. Going en route accepts a job not yet accepted.
 */
export async function moveTrip(partition: Partition, bookingId: string, step: TripStep, changes: Record<string, unknown> = {}, occurredAt?: Date): Promise<TripStatus> {
  return partition.transaction(async (p) => {
    const now = p.now();
    const at = occurredAt?.toISOString() ?? now;
    if (step === 'accept') return acceptTrip(p, bookingId, at);
    const column = STEP_COLUMNS[step] as string;
    const accepted = step === 'en_route' ? await acceptedAt(p, bookingId) : undefined;
    const from = await move(p, tripStates, bookingId, step, { ...changes, [column]: at, ...(accepted === null ? { accepted_at: at } : {}), updated_at: now }, DRIVER_MOVES[step]);
    if (step === 'completed' || step === 'no_show') {
      await advanceBooking(p, bookingId, step, { note: STEP_LINES[step] });
    } else {
      await bookingEvent(p, STEP_EVENTS[step] as EventType, await findBooking(p, null, bookingId), STEP_LINES[step], false);
    }
    return from;
  });
}

const acceptedAt = async (p: Partition, bookingId: string): Promise<string | null | undefined> =>
  ((await p.table('booking_trips').where({ booking_id: bookingId }).first('accepted_at')) as { accepted_at: string | null } | undefined)?.accepted_at;

/** Records the driver's acceptance of a job given to them, once, while the trip is `driver_assigned`. */
async function acceptTrip(p: Partition, bookingId: string, at: string): Promise<TripStatus> {
  const accepted = await p
    .table('booking_trips')
    .where({ booking_id: bookingId, status: 'driver_assigned' })
    .whereNull('accepted_at')
    .update({ accepted_at: at, updated_at: p.now() });
  const row = (await p.table('booking_trips').where({ booking_id: bookingId }).first('status', 'accepted_at')) as { status: TripStatus; accepted_at: string | null } | undefined;
  if (!row) throw errors.resourceNotFound(tripStates.subject, bookingId);
  if (accepted === 0) {
    const state = row.status === 'driver_assigned' ? `already accepted (at ${row.accepted_at ?? ''})` : row.status;
    throw errors.invalidState(tripStates.subject, bookingId, state, 'accepted');
  }
  return row.status;
}
