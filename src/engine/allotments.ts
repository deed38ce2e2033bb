import { errors } from '../errors';
import type { Partition } from './partition';

/**
 * Places (or vehicles) on sale per product and day, in the partition's pool (`allotmentPool`):
 * live sales draw on the operator's allotments, a test partition on its own. A row is made on
 * first sale from the catalogue's capacity, so a day nobody has booked needs no row.
 */
export interface AllotmentDay {
  serviceDate: string;
  capacity: number;
  sold: number;
  remaining: number;
}

interface AllotmentRow {
  service_date: string;
  capacity: number | string;
  sold: number | string;
}

const dayOf = (serviceDate: string, capacity: number, sold: number): AllotmentDay => ({ serviceDate, capacity, sold, remaining: Math.max(0, capacity - sold) });

/** The days from `from` to `to` (inclusive) that have a row; a day without one has sold nothing. */
export async function allotmentDays(partition: Partition, productId: string, from: string, to: string): Promise<Map<string, AllotmentDay>> {
  const rows = (await partition
    .db('allotments')
    .where({ pool: partition.allotmentPool, product_id: productId })
    .whereBetween('service_date', [from, to])
    .select('service_date', 'capacity', 'sold')) as AllotmentRow[];
  const days = new Map<string, AllotmentDay>();
  for (const row of rows) days.set(row.service_date, dayOf(row.service_date, Number(row.capacity), Number(row.sold)));
  return days;
}

/** What is left of one day; `capacity` (the catalogue's) for a day without a row yet. */
export async function allotmentDay(partition: Partition, productId: string, serviceDate: string, capacity: number): Promise<AllotmentDay> {
  return (await allotmentDays(partition, productId, serviceDate, serviceDate)).get(serviceDate) ?? dayOf(serviceDate, capacity, 0);
}

/**
 * Takes `count` places of a day, in the caller's transaction. The update is conditional
 * (`sold + count <= capacity`), so of concurrent sales of the last places only those that fit
 * pass: the database serialises updates of the one row and re-checks the condition for each.
 * A sale that does not fit answers 409 `sold_out` and takes nothing.
 */
export async function takeAllotment(partition: Partition, productId: string, serviceDate: string, count: number, capacity: number, refusal: { product: string; unit: 'places' | 'vehicles' }): Promise<AllotmentDay> {
  const key = { pool: partition.allotmentPool, product_id: productId, service_date: serviceDate };
  await partition.db('allotments').insert({ ...key, capacity, sold: 0 }).onConflict(['pool', 'product_id', 'service_date']).ignore();
  const taken = await partition
    .db('allotments')
    .where(key)
    .whereRaw('sold + ? <= capacity', [count])
    .update({ sold: partition.db.raw('sold + ?', [count]) });
  const day = await allotmentDay(partition, productId, serviceDate, capacity);
  if (taken === 0) throw errors.soldOut(refusal.product, serviceDate, day.remaining, count, refusal.unit);
  return day;
}

/** Gives `count` places of a day back (a cancelled or declined sale), in the caller's transaction. */
export async function releaseAllotment(partition: Partition, productId: string, serviceDate: string, count: number): Promise<void> {
  await partition
    .db('allotments')
    .where({ pool: partition.allotmentPool, product_id: productId, service_date: serviceDate })
    .update({ sold: partition.db.raw('case when sold >= ? then sold - ? else 0 end', [count, count]) });
}
