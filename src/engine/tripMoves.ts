import type { Partition } from './partition';
import { advanceBooking, bookingEvent, findBooking } from './bookings';
import type { EventType } from './events';
import { DRIVER_MOVES, STEP_COLUMNS, tripStates, type TripStatus } from './trips';
import { move } from './stateMachine';

/**
 * The driver's steps of a trip (or, in a test partition, the simulated driver's): each is a move
 * of the trip's machine with its actor, recorded, and an event the partner hears. The last step
 * moves the booking too: `completed` and `no_show` are the booking's own final states, and its
 * move writes `booking.completed` or `booking.no_show`.
 */
export type DriverStep = keyof typeof DRIVER_MOVES;

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
 */
export async function moveTrip(partition: Partition, bookingId: string, step: DriverStep, changes: Record<string, unknown> = {}): Promise<TripStatus> {
  return partition.transaction(async (p) => {
    const now = p.now();
    const column = STEP_COLUMNS[step] as string;
    const from = await move(p, tripStates, bookingId, step, { ...changes, [column]: now, updated_at: now }, DRIVER_MOVES[step]);
    if (step === 'completed' || step === 'no_show') {
      await advanceBooking(p, bookingId, step, { note: STEP_LINES[step] });
    } else {
      await bookingEvent(p, STEP_EVENTS[step] as EventType, await findBooking(p, null, bookingId), STEP_LINES[step], false);
    }
    return from;
  });
}
