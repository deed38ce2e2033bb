import type { Partition } from '../../engine/partition';
import { monthDays } from './common';

/**
 * What cost centres spent, counted from their bookings: a request's transfer and a shuttle's
 * runs are bookings (kind `corporate`), linked to the cost centre by `booking_id` in
 * `corporate_requests` and `corporate_shuttle_runs`. A booking counts in the month of its
 * service date, at what it is charged: its amount, a cancellation's fee only, a decline nothing.
 */
export interface CentreSpend {
  transfers: number;
  transfersFils: number;
  shuttleRuns: number;
  shuttleFils: number;
}

export const totalFils = (spend: CentreSpend): number => spend.transfersFils + spend.shuttleFils;

const NONE: CentreSpend = { transfers: 0, transfersFils: 0, shuttleRuns: 0, shuttleFils: 0 };

// Counted: neither cancelled nor declined. Charged: the amount, a cancellation's fee, a decline nothing.
const COUNTED = "case when b.status in ('cancelled', 'declined') then 0 else 1 end";
const CHARGED = "case when b.status = 'cancelled' then b.fee_fils when b.status = 'declined' then 0 else b.amount_due_fils end";

async function byCentre(partition: Partition, link: 'corporate_requests' | 'corporate_shuttle_runs', month: string, centreIds: readonly string[] | null): Promise<Map<string, { n: number; fils: number }>> {
  const [from, to] = monthDays(month);
  const db = partition.db;
  const query = db({ l: link })
    .join({ b: 'bookings' }, (on) => on.on('b.id', '=', 'l.booking_id').andOn('b.account_id', '=', 'l.account_id').andOn('b.mode', '=', 'l.mode'))
    .where({ 'l.account_id': partition.accountId, 'l.mode': partition.mode })
    .whereBetween('b.service_date', [from, to])
    .groupBy('l.cost_centre_id')
    .select({ cost_centre_id: 'l.cost_centre_id' })
    .select(db.raw(`sum(${COUNTED}) as n`), db.raw(`sum(${CHARGED}) as fils`));
  if (centreIds !== null) query.whereIn('l.cost_centre_id', centreIds);
  const rows = (await query) as Array<{ cost_centre_id: string; n: number | string | null; fils: number | string | null }>;
  return new Map(rows.map((row) => [row.cost_centre_id, { n: Number(row.n ?? 0), fils: Number(row.fils ?? 0) }]));
}

/** Each cost centre's spend in `month` (all of the partition's, or those of `centreIds`); a centre without bookings is absent. */
export async function spendByCentre(partition: Partition, month: string, centreIds: readonly string[] | null = null): Promise<Map<string, CentreSpend>> {
  if (centreIds !== null && centreIds.length === 0) return new Map();
  const transfers = await byCentre(partition, 'corporate_requests', month, centreIds);
  const runs = await byCentre(partition, 'corporate_shuttle_runs', month, centreIds);
  const spend = new Map<string, CentreSpend>();
  for (const id of new Set([...transfers.keys(), ...runs.keys()])) {
    const t = transfers.get(id);
    const r = runs.get(id);
    spend.set(id, { transfers: t?.n ?? 0, transfersFils: t?.fils ?? 0, shuttleRuns: r?.n ?? 0, shuttleFils: r?.fils ?? 0 });
  }
  return spend;
}

export async function spendOf(partition: Partition, centreId: string, month: string): Promise<CentreSpend> {
  return (await spendByCentre(partition, month, [centreId])).get(centreId) ?? NONE;
}

export const noSpend = (): CentreSpend => ({ ...NONE });
