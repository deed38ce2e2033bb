import type { Partition } from '../partition';
import type { TickDefinition } from '../partitionTicks';
import type { StoredBookingRow } from '../bookingRow';
import { nextSimulatedDelivery, simulatedReports, simulatedSnapshot, simulatedStateAt, type SimulatedReport } from './simulator';
import { bookedPickupOf, TRACKED_STATUSES, type TrackedFlightRow } from './store';
import { applyLocked } from './tracking';

/**
 * The simulator's deliveries as a partition's time passes (the `flights` partition tick): each
 * simulated flight of the partition whose next report is due at `partition.clock.now()` gets the
 * reports due since its last delivery, in order, each applied as a provider's would be. A flight
 * delivered to is claimed by its `next_due_at` in the delivery's transaction, so two runs at once
 * deliver it once; running the tick again at the same moment changes nothing.
 */
export async function runFlightTick(partition: Partition): Promise<void> {
  const now = partition.clock.now();
  const due = (await partition
    .table('booking_flights')
    .where({ source: 'simulator' })
    .whereNotNull('next_due_at')
    .where('next_due_at', '<=', now.toISOString())
    .orderBy('next_due_at')
    .select('booking_id', 'next_due_at')) as Array<Pick<TrackedFlightRow, 'booking_id' | 'next_due_at'>>;
  for (const row of due) await deliver(partition, row.booking_id, row.next_due_at as string, now);
}

/** When the partition's next simulated report is delivered; null when it has none to come. */
export async function nextFlightDue(partition: Partition): Promise<Date | null> {
  const row = (await partition.table('booking_flights').where({ source: 'simulator' }).whereNotNull('next_due_at').min({ due: 'next_due_at' }).first()) as { due: string | null } | undefined;
  return row?.due ? new Date(row.due) : null;
}

/** The `flights` tick, registered where the services are wired (src/services.ts). */
export const flightsTick: TickDefinition = { name: 'flights', run: runFlightTick, nextDue: nextFlightDue };

/** The reports due at `now` since `cursor`; the first delivery also brings what the flight had reported before it (the news since its schedule). */
function dueReports(reports: readonly SimulatedReport[], cursor: Date, now: Date, firstDelivery: boolean): SimulatedReport[] {
  const due = reports.filter((report) => report.deliverAt.getTime() >= cursor.getTime() && report.deliverAt.getTime() <= now.getTime());
  const before = firstDelivery ? simulatedStateAt(reports, now) : null;
  return before === null || due.includes(before) ? due : [before, ...due];
}

async function deliver(partition: Partition, bookingId: string, cursor: string, now: Date): Promise<void> {
  await partition.transaction(async (p) => {
    // The booking's row first, then its flight's: the order every change of a booking takes.
    const booking = (await p.table('bookings').where({ id: bookingId }).forUpdate().first()) as StoredBookingRow | undefined;
    const flight = (await p.table('booking_flights').where({ booking_id: bookingId }).forUpdate().first()) as TrackedFlightRow | undefined;
    // Delivered meanwhile by another run (its claim moved `next_due_at` on).
    if (!flight || flight.next_due_at !== cursor) return;
    const scheduled = bookedPickupOf(flight);
    const reports = simulatedReports(flight.flight_number, scheduled);
    const tracked = booking !== undefined && TRACKED_STATUSES.includes(booking.status);
    // A booking no longer waiting for its pickup (cancelled, completed) hears no more of its flight.
    await p.table('booking_flights').where({ booking_id: bookingId }).update({ next_due_at: tracked ? (nextSimulatedDelivery(reports, now)?.toISOString() ?? null) : null });
    if (!tracked) return;
    const simulated = { bookingId, flightNumber: flight.flight_number, scheduled, airport: flight.airport, terminal: flight.terminal };
    for (const report of dueReports(reports, new Date(cursor), now, flight.observed_at === null)) {
      await applyLocked(p, bookingId, simulatedSnapshot(simulated, report));
    }
  });
}
