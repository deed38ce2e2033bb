import { errors } from '../errors';
import { fromFils } from './money';
import type { Partition } from './partition';

/** What moves money in a partition. Amounts are signed fils: what the entry adds to the balance. */
export type LedgerKind = 'topup' | 'charge' | 'refund' | 'cancellation_fee' | 'adjustment';

export interface LedgerEntryRow {
  id: number;
  account_id: string;
  mode: string;
  kind: LedgerKind;
  amount_fils: number;
  balance_after_fils: number;
  booking_id: string | null;
  reference: string;
  description: string;
  created_at: string;
}

export interface BalanceRow {
  account_id: string;
  mode: string;
  balance_fils: number;
  credit_limit_fils: number;
  credit_terms: string | null;
  updated_at: string;
}

export interface LedgerPosting {
  kind: LedgerKind;
  amountFils: number;
  bookingId?: string | null;
  reference: string;
  description: string;
}

const int = (value: unknown): number => Number(value);

function balanceOf(row: Record<string, unknown>): BalanceRow {
  return {
    account_id: String(row.account_id),
    mode: String(row.mode),
    balance_fils: int(row.balance_fils),
    credit_limit_fils: int(row.credit_limit_fils),
    credit_terms: (row.credit_terms as string | null) ?? null,
    updated_at: String(row.updated_at),
  };
}

/** The partition's balance row, created at zero on first use. */
export async function balance(partition: Partition): Promise<BalanceRow> {
  const found = (await partition.table('balances').first()) as Record<string, unknown> | undefined;
  if (found) return balanceOf(found);
  await partition.db('balances').insert({ account_id: partition.accountId, mode: partition.mode, balance_fils: 0, credit_limit_fils: 0, updated_at: partition.now() }).onConflict(['account_id', 'mode']).ignore();
  return balanceOf((await partition.table('balances').first()) as Record<string, unknown>);
}

/**
 * Appends one entry and moves the balance with it, in the caller's transaction. A debit is a
 * conditional update (the balance may not fall below minus the credit limit), so two bookings
 * racing for the last dirham cannot both pass: the database serialises the updates of the one
 * balance row and re-checks the condition for the second. A refused debit answers 402 and
 * writes nothing.
 */
export async function post(partition: Partition, posting: LedgerPosting): Promise<LedgerEntryRow> {
  if (!Number.isSafeInteger(posting.amountFils)) throw new Error(`ledger amounts are whole fils, got ${posting.amountFils}`);
  const current = await balance(partition);
  const now = partition.now();
  const moved = await partition
    .table('balances')
    .where((q) => {
      if (posting.amountFils < 0) q.whereRaw('balance_fils + credit_limit_fils + ? >= 0', [posting.amountFils]);
    })
    .update({ balance_fils: partition.db.raw('balance_fils + ?', [posting.amountFils]), updated_at: now });
  if (moved === 0) {
    const latest = await balance(partition);
    const shortfall = -(latest.balance_fils + latest.credit_limit_fils + posting.amountFils);
    throw latest.credit_limit_fils > 0 || current.credit_limit_fils > 0
      ? errors.creditLimitExceeded(fromFils(latest.credit_limit_fils), fromFils(-latest.balance_fils), fromFils(shortfall))
      : errors.insufficientFunds(fromFils(latest.balance_fils), fromFils(shortfall));
  }
  const after = await balance(partition);
  const row = {
    kind: posting.kind,
    amount_fils: posting.amountFils,
    balance_after_fils: after.balance_fils,
    booking_id: posting.bookingId ?? null,
    reference: posting.reference,
    description: posting.description,
    created_at: now,
  };
  const stamped = { ...row, account_id: partition.accountId, mode: partition.mode };
  const [stored] = (await partition.db('ledger_entries').insert(stamped).returning('id')) as Array<{ id: unknown }>;
  return { ...stamped, id: int(stored?.id) };
}

/** Sets the partition's credit line (the operator's decision); 0 makes bookings prepaid again. */
export async function setCreditLine(partition: Partition, limitFils: number, terms: string | null): Promise<BalanceRow> {
  await balance(partition);
  await partition.table('balances').update({ credit_limit_fils: limitFils, credit_terms: terms, updated_at: partition.now() });
  return balance(partition);
}

/** Entries of the partition, oldest first, optionally within [from, to) timestamps. */
export async function entries(partition: Partition, range: { from?: string; to?: string } = {}): Promise<LedgerEntryRow[]> {
  const query = partition.table('ledger_entries').orderBy('id', 'asc');
  if (range.from) query.where('created_at', '>=', range.from);
  if (range.to) query.where('created_at', '<', range.to);
  return ((await query) as Array<Record<string, unknown>>).map((row) => ({
    ...(row as unknown as LedgerEntryRow),
    id: int(row.id),
    amount_fils: int(row.amount_fils),
    balance_after_fils: int(row.balance_after_fils),
  }));
}
