import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { uaeDate } from '../platform/uaeTime';
import { Partition, type OverdueInvoice, type PartitionSections } from './partition';

export type { OverdueInvoice, OverdueInvoicesOf } from './partition';

/**
 * Every partner's live invoices past their due date and not paid in full, oldest due first. The
 * billing section works out what is unpaid (payments settle the oldest debts first), one
 * partition at a time; only accounts with an invoice past its due date are asked.
 */
export async function overdueInvoices(sections: PartitionSections, db: Db, clock: Clock): Promise<Array<OverdueInvoice & { partner: string; days_overdue: number }>> {
  const of = sections.overdueInvoices;
  if (of === null) return [];
  const today = uaeDate(clock.now());
  const accounts = (await db('billing_periods')
    .join('accounts', 'accounts.id', 'billing_periods.account_id')
    .where('billing_periods.mode', 'live')
    .whereNotNull('billing_periods.invoice_id')
    .where('billing_periods.due_date', '<', today)
    .distinct('billing_periods.account_id', 'accounts.name')) as Array<{ account_id: string; name: string }>;
  const found: Array<OverdueInvoice & { partner: string; days_overdue: number }> = [];
  for (const account of accounts) {
    // Read only: the partition's actor is never recorded.
    for (const invoice of await of(Partition.forDesk(sections, db, clock, account.account_id, 'ops'))) {
      const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${invoice.due_date}T00:00:00Z`)) / 86_400_000);
      found.push({ ...invoice, partner: account.name, days_overdue: days });
    }
  }
  return found.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.number.localeCompare(b.number));
}
