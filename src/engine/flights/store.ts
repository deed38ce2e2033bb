import type { FlightProviderName } from '../../platform/config';
import type { Partition } from '../partition';
import type { FlightRow } from '../trips';
import { nextSimulatedDelivery, simulatedReports, simulatedStateAt } from './simulator';
import type { FlightSourceName } from './snapshot';

/**
 * The flights bookings wait for (`booking_flights`): which source reports a partition's flights,
 * and the row each booking with an arriving flight gets when it is made. This module writes rows
 * and knows nothing of bookings, so the booking engine opens them in its own transaction without
 * an import cycle; applying what a source reports is tracking.ts's.
 */
let configured: FlightProviderName | null = null;

/** The provider live partitions' flights come from (FLIGHT_PROVIDER), set once at start (createServices); null: none. */
export function useFlightProvider(name: FlightProviderName | null): void {
  configured = name;
}

/**
 * Who reports the partition's flights: a test partition's always the simulator; a live one's the
 * configured provider (the simulator on a staging install), or nobody when none is configured,
 * and then a live booking's flight is not tracked (its booking says `live_arrival_tracking: planned`).
 */
export const flightSourceOf = (p: Partition): FlightSourceName | null => (p.flightSource === 'simulator' ? 'simulator' : configured);

/** The booking states whose flight is followed: those still waiting for their pickup. */
export const TRACKED_STATUSES: readonly string[] = ['on_request', 'confirmed', 'driver_assigned'];

/** A booking that waits for an arriving flight: its number, its pickup as booked, and where it lands. */
export interface FlightStart {
  bookingId: string;
  flightNumber: string;
  pickupAt: Date;
  /** IATA code of the airport, and the terminal, the booking meets the flight at. */
  airport: string | null;
  terminal: string | null;
}

/** A `booking_flights` row with what following it needs (migration 20261128213000). */
export interface TrackedFlightRow extends FlightRow {
  account_id: string;
  mode: 'test' | 'live';
  booked_pickup_at: string | null;
  airport: string | null;
  next_due_at: string | null;
  subscription: 'pending' | 'active' | 'ended' | 'failed' | null;
  provider_ref: string | null;
  attempts: number | string;
}

/** When the pickup was booked: the stored instant, or (a row from before it was kept) the flight's scheduled arrival. */
export const bookedPickupOf = (row: Pick<TrackedFlightRow, 'booked_pickup_at' | 'scheduled_arrival'>): Date => new Date(row.booked_pickup_at ?? row.scheduled_arrival);

/**
 * A flight's state as tracking starts: a simulated flight whose schedule is all it has reported
 * starts `scheduled` (on time, as booked); one with more to tell, or none yet, starts `unknown`
 * and its reports are delivered by the partition's tick (the news since the schedule at once);
 * a provider's starts `unknown`, waiting for the job to subscribe to it.
 */
function startOf(source: FlightSourceName, start: FlightStart, now: Date): Record<string, unknown> {
  const booked = start.pickupAt.toISOString();
  const unknown = { status: 'unknown', scheduled_arrival: booked, estimated_arrival: null, actual_arrival: null, diverted_to: null, observed_at: null };
  if (source !== 'simulator') return { ...unknown, subscription: 'pending', next_due_at: now.toISOString() };
  const reports = simulatedReports(start.flightNumber, start.pickupAt);
  const state = simulatedStateAt(reports, now);
  if (state?.schedule) {
    const next = nextSimulatedDelivery(reports, now);
    return { ...unknown, status: 'scheduled', estimated_arrival: booked, observed_at: state.observedAt.toISOString(), subscription: null, next_due_at: next?.toISOString() ?? null };
  }
  const due = state === null ? nextSimulatedDelivery(reports, now) : now;
  return { ...unknown, subscription: null, next_due_at: due?.toISOString() ?? null };
}

const rowOf = (source: FlightSourceName, start: FlightStart, now: Date): Record<string, unknown> => ({
  flight_number: start.flightNumber,
  booked_pickup_at: start.pickupAt.toISOString(),
  airport: start.airport,
  terminal: start.terminal,
  source,
  provider_ref: null,
  attempts: 0,
  updated_at: now.toISOString(),
  ...startOf(source, start, now),
});

/**
 * Starts following the flights of new bookings, in the booking's transaction, where the partition
 * has a flight source (see `flightSourceOf`); without one nothing is stored.
 */
export async function openFlights(p: Partition, starts: readonly FlightStart[]): Promise<void> {
  const source = flightSourceOf(p);
  if (source === null || starts.length === 0) return;
  const now = p.clock.now();
  const rows = starts.map((start) => ({ booking_id: start.bookingId, ...rowOf(source, start, now) }));
  for (let i = 0; i < rows.length; i += 200) await p.insert('booking_flights', rows.slice(i, i + 200));
}

/**
 * Follows the flight a changed booking now gives (an accepted amendment of its flight or pickup),
 * in the change's transaction: the row starts again from the new flight and pickup as booked.
 * A provider's earlier subscription is ended by the job before it subscribes to the new one.
 */
export async function retrackFlight(p: Partition, start: FlightStart): Promise<void> {
  const source = flightSourceOf(p);
  if (source === null) return;
  const stored = (await p.table('booking_flights').where({ booking_id: start.bookingId }).first('booking_id')) as { booking_id: string } | undefined;
  if (!stored) {
    await openFlights(p, [start]);
    return;
  }
  const { provider_ref: _kept, ...row } = rowOf(source, start, p.clock.now());
  // eslint-disable-next-line no-restricted-syntax -- a flight's status is the source's report, not a state machine: a changed flight starts again unknown
  await p.table('booking_flights').where({ booking_id: start.bookingId }).update({ ...row, status: row.status });
}
