import type { components } from '../../generated/openapi-types';
import type { Partition } from '../../engine/partition';
import { cancelBooking } from '../../engine/bookings';
import type { VehicleClass } from '../../engine/vehicles';

/*
 * A shuttle's runs as booked: one corporate booking per run (`corporate_shuttle_runs` ties it to
 * its shuttle), scheduled a month at a time (shuttleSchedule.ts).
 */

type Departure = components['schemas']['CorporateShuttleDeparture'];

export /** Runs whose booking still stands; a cancelled run is refunded and no longer scheduled. */
const STANDING = ['confirmed', 'driver_assigned'] as const;

/** What a run's booking keeps, in `bookings.body`. */
export interface ShuttleRunBody {
  object: 'corporate_booking';
  type: 'shuttle_run';
  id: string;
  run_id: string;
  shuttle_id: string;
  shuttle_name: string;
  cost_centre_id: string;
  date: string;
  departure_time: string;
  direction: Departure['direction'];
  vehicle: VehicleClass;
  vehicles: number;
  rate_version: number;
  /** Shown as `price_aed`: the corporate bookings' view turns stored fils into AED. */
  price_fils: number;
  created_at: string;
}

/** The runs of the partition joined to their bookings, for the runs that still stand. */
export function standingRuns(partition: Partition) {
  return partition
    .db({ r: 'corporate_shuttle_runs' })
    .join({ b: 'bookings' }, (on) => on.on('b.id', '=', 'r.booking_id').andOn('b.account_id', '=', 'r.account_id').andOn('b.mode', '=', 'r.mode'))
    .where({ 'r.account_id': partition.accountId, 'r.mode': partition.mode })
    .whereIn('b.status', STANDING);
}

/** The last month with runs that still stand, per shuttle. */
export async function scheduledThroughOf(partition: Partition, shuttleIds: readonly string[]): Promise<Map<string, string>> {
  if (shuttleIds.length === 0) return new Map();
  const rows = (await standingRuns(partition).whereIn('r.shuttle_id', shuttleIds).groupBy('r.shuttle_id').select({ shuttle_id: 'r.shuttle_id' }).max({ last: 'r.service_date' })) as Array<{ shuttle_id: string; last: string | null }>;
  return new Map(rows.filter((row) => row.last !== null).map((row) => [row.shuttle_id, (row.last as string).slice(0, 7)]));
}

/**
 * Cancels, with a full refund, the shuttle's runs that still stand from `from` (inclusive) to
 * `to` (inclusive, or open): they have not run. One notice for them all is the caller's.
 */
export async function cancelRuns(p: Partition, shuttleId: string, from: string, to: string | null): Promise<{ count: number; refundedFils: number }> {
  const query = standingRuns(p).where('r.shuttle_id', shuttleId).where('r.service_date', '>=', from).select({ booking_id: 'r.booking_id', amount: 'b.amount_due_fils' });
  if (to !== null) query.where('r.service_date', '<=', to);
  const runs = (await query) as Array<{ booking_id: string; amount: number | string }>;
  for (const run of runs) await cancelBooking(p, 'corporate', run.booking_id, () => 0, { notice: false });
  return { count: runs.length, refundedFils: runs.reduce((sum, run) => sum + Number(run.amount), 0) };
}
