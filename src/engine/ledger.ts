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
  const now = partition.now();
  // The update answers the balance it left (RETURNING), so the booking's transaction reads the
  // balance row neither before nor after it: the row's lock is held for fewer round trips, which
  // is what concurrent bookings of one partition queue on.
  const move = async (): Promise<Array<{ balance_fils: number | string }>> =>
    (await partition
      .table('balances')
      .where((q) => {
        if (posting.amountFils < 0) q.whereRaw('balance_fils + credit_limit_fils + ? >= 0', [posting.amountFils]);
      })
      .update({ balance_fils: partition.db.raw('balance_fils + ?', [posting.amountFils]), updated_at: now })
      .returning(['balance_fils'])) as Array<{ balance_fils: number | string }>;
  let moved = await move();
  if (moved.length === 0) {
    // No row moved: the partition has no balance row yet (made here, at zero), or the debit is refused.
    const latest = await balance(partition);
    const covered = posting.amountFils >= 0 || latest.balance_fils + latest.credit_limit_fils + posting.amountFils >= 0;
    if (covered) moved = await move();
    if (moved.length === 0) {
      const shortfall = -(latest.balance_fils + latest.credit_limit_fils + posting.amountFils);
      throw latest.credit_limit_fils > 0
        ? errors.creditLimitExceeded(fromFils(latest.credit_limit_fils), fromFils(-latest.balance_fils), fromFils(shortfall))
        : errors.insufficientFunds(fromFils(latest.balance_fils), fromFils(shortfall));
    }
  }
  const after = { balance_fils: int(moved[0]?.balance_fils) };
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

/** Rows per insert statement: well under either database's limit on bound parameters. */
const INSERT_CHUNK = 200;

/**
 * Appends several entries as one movement of the balance, in the caller's transaction (a month
 * of shuttle runs charged together). The conditional update covers the lowest point the entries
 * reach in their order, so the batch passes whole or is refused whole: 402 naming `what` and the
 * batch's shortfall, and nothing written. One update and a few inserts, whatever their number;
 * each entry's running balance is as if they had been posted one by one.
 */
export async function postMany(partition: Partition, postings: readonly LedgerPosting[], what: string): Promise<void> {
  if (postings.length === 0) return;
  let total = 0;
  let lowest = 0;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amountFils)) throw new Error(`ledger amounts are whole fils, got ${posting.amountFils}`);
    total += posting.amountFils;
    lowest = Math.min(lowest, total);
  }
  const now = partition.now();
  const move = async (): Promise<Array<{ balance_fils: number | string }>> =>
    (await partition
      .table('balances')
      .where((q) => {
        if (lowest < 0) q.whereRaw('balance_fils + credit_limit_fils + ? >= 0', [lowest]);
      })
      .update({ balance_fils: partition.db.raw('balance_fils + ?', [total]), updated_at: now })
      .returning(['balance_fils'])) as Array<{ balance_fils: number | string }>;
  let moved = await move();
  if (moved.length === 0) {
    const latest = await balance(partition);
    if (latest.balance_fils + latest.credit_limit_fils + lowest >= 0) moved = await move();
    if (moved.length === 0) {
      const shortfall = -(latest.balance_fils + latest.credit_limit_fils + lowest);
      throw latest.credit_limit_fils > 0
        ? errors.creditLimitExceeded(fromFils(latest.credit_limit_fils), fromFils(-latest.balance_fils), fromFils(shortfall), what)
        : errors.insufficientFunds(fromFils(latest.balance_fils), fromFils(shortfall), what);
    }
  }
  let running = int(moved[0]?.balance_fils) - total;
  const rows = postings.map((posting) => {
    running += posting.amountFils;
    return {
      account_id: partition.accountId,
      mode: partition.mode,
      kind: posting.kind,
      amount_fils: posting.amountFils,
      balance_after_fils: running,
      booking_id: posting.bookingId ?? null,
      reference: posting.reference,
      description: posting.description,
      created_at: now,
    };
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await partition.db('ledger_entries').insert(rows.slice(i, i + INSERT_CHUNK));
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
