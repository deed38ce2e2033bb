import type { components } from '../generated/openapi-types';
import { filsToAed } from './money';
import type { Partition } from './partition';
import type { BookingRow, BookingStatus } from './bookingRow';

/**
 * What happened to a booking's money, from its own wallet ledger entries (contract `BookingMoney`):
 * what was charged (the booking's charge and every amendment that charged more), refunded (a
 * cancellation's or a decline's refund and every amendment that refunded), kept as a cancellation
 * fee, and the net the booking cost the account, which is minus the sum of them all.
 */
export type BookingMoney = components['schemas']['BookingMoney'];

/** A booking that ended unserved owes nothing more: its amount due is shown as 0 (what it cost is `BookingMoney`). */
const ENDED_UNSERVED: ReadonlySet<BookingStatus> = new Set(['cancelled', 'declined']);

/** The amount due a booking's answer shows (`amountDueAed`, what its price says it is charged), or 0 once it has ended unserved. */
export const shownAmountDue = (booking: Pick<BookingRow<unknown>, 'status'>, amountDueAed: number): number => (ENDED_UNSERVED.has(booking.status) ? 0 : amountDueAed);

const NONE: BookingMoney = { charged_aed: 0, refunded_aed: 0, cancellation_fee_aed: 0, net_aed: 0 };

/** What happened to the money of each of `bookings`, by booking id, in one read of the partition's wallet ledger. */
export async function bookingMoneyOf(partition: Partition, bookings: ReadonlyArray<Pick<BookingRow<unknown>, 'id'>>): Promise<Map<string, BookingMoney>> {
  const ids = [...new Set(bookings.map((booking) => booking.id))];
  const found = new Map<string, BookingMoney>(ids.map((id) => [id, NONE]));
  if (ids.length === 0) return found;
  const rows = (await partition
    .table('ledger_entries')
    .whereIn('booking_id', ids)
    .select('booking_id', 'kind')
    .select(partition.db.raw('sum(case when amount_fils < 0 then -amount_fils else 0 end) as debit_fils'))
    .select(partition.db.raw('sum(case when amount_fils > 0 then amount_fils else 0 end) as credit_fils'))
    .groupBy('booking_id', 'kind')) as Array<{ booking_id: string; kind: string; debit_fils: number | string | null; credit_fils: number | string | null }>;
  const fils = new Map<string, { charged: number; refunded: number; fee: number }>();
  for (const row of rows) {
    const sums = fils.get(row.booking_id) ?? { charged: 0, refunded: 0, fee: 0 };
    const debit = Number(row.debit_fils ?? 0);
    const credit = Number(row.credit_fils ?? 0);
    // A fee is what a cancellation kept; a charge or an amendment that charged more is charged; whatever came back is refunded.
    if (row.kind === 'cancellation_fee') sums.fee += debit - credit;
    else {
      sums.charged += debit;
      sums.refunded += credit;
    }
    fils.set(row.booking_id, sums);
  }
  for (const [id, sums] of fils) {
    found.set(id, {
      charged_aed: filsToAed(sums.charged),
      refunded_aed: filsToAed(sums.refunded),
      cancellation_fee_aed: filsToAed(sums.fee),
      net_aed: filsToAed(sums.charged - sums.refunded + sums.fee),
    });
  }
  return found;
}

/** What happened to one booking's money (see `bookingMoneyOf`). */
export const bookingMoney = async (partition: Partition, booking: Pick<BookingRow<unknown>, 'id'>): Promise<BookingMoney> =>
  (await bookingMoneyOf(partition, [booking])).get(booking.id) ?? NONE;
