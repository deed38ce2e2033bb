import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import { defineMachine, recordCreated } from '../../engine/stateMachine';

/** A desk day: `open` takes sales; `closed` has its settlement frozen and takes nothing more. */
export type DeskDayStatus = 'open' | 'closed';

export const deskDayStates = defineMachine<DeskDayStatus>({
  subject: 'desk day',
  table: 'hotel_desk_days',
  moves: { open: ['closed'], closed: [] },
  actions: { closed: 'closed again' },
});

export interface DeskDayRow {
  id: string;
  status: DeskDayStatus;
  sales_count: number;
  closed_at: string | null;
  settlement: string | null;
}

export async function findDayRow(partition: Partition, date: string): Promise<DeskDayRow | undefined> {
  return (await partition.table('hotel_desk_days').where({ id: date }).first()) as DeskDayRow | undefined;
}

/** The day's row, created open (and its first state recorded) when the day has none yet. */
export async function ensureDayRow(partition: Partition, date: string): Promise<void> {
  const now = partition.now();
  const inserted: unknown[] = await partition
    .db('hotel_desk_days')
    .insert({ account_id: partition.accountId, mode: partition.mode, id: date, status: 'open', sales_count: 0, created_at: now, updated_at: now })
    .onConflict(['account_id', 'mode', 'id'])
    .ignore()
    .returning('id');
  if (inserted.length > 0) await recordCreated(partition, deskDayStates, date, 'open');
}

/**
 * Counts a sale in its day, on the condition that the day is open: the update takes the day's
 * row, so a close running at the same time either waits for this sale (and freezes it with the
 * day) or has closed the day first (and this sale is refused with 409, nothing stored).
 */
export async function takeSaleSlot(partition: Partition, date: string): Promise<void> {
  await ensureDayRow(partition, date);
  const counted = await partition
    .table('hotel_desk_days')
    .where({ id: date, status: 'open' })
    .update({ sales_count: partition.db.raw('sales_count + 1'), updated_at: partition.now() });
  if (counted === 0) throw errors.invalidState('desk day', date, 'closed', 'sold into');
}
