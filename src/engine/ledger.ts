import { errors, type ApiError } from '../errors';
import { filsToAed } from './money';
import type { Partition } from './partition';
import { keysetPage } from './pagination';

/**
 * A partition keeps two books: the wallet it books with (top-ups, charges, refunds) and its
 * earnings (commission on bookings it brought, drawn on by payouts). Each has its own entries
 * and its own balance on the partition's one balance row.
 */
export type LedgerBook = 'wallet' | 'earnings';

/** What moves money in a partition. Amounts are signed fils: what the entry adds to the balance. */
export type WalletKind = 'topup' | 'charge' | 'refund' | 'cancellation_fee' | 'adjustment';
export type EarningsKind = 'commission' | 'commission_reversal' | 'payout' | 'payout_return';
export type LedgerKind = WalletKind | EarningsKind;

const BOOKS: Readonly<Record<LedgerBook, { entries: 'ledger_entries' | 'earnings_entries'; balance: 'balance_fils' | 'earnings_fils'; credit: boolean }>> = {
  wallet: { entries: 'ledger_entries', balance: 'balance_fils', credit: true },
  // Earnings are never lent against: a payout draws on what was earned and nothing more.
  earnings: { entries: 'earnings_entries', balance: 'earnings_fils', credit: false },
};

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
  /** What the partner has earned and not yet been paid (the earnings book). */
  earnings_fils: number;
  credit_limit_fils: number;
  credit_terms: string | null;
  updated_at: string;
}

export type LedgerPosting = {
  bookingId?: string | null;
  reference: string;
  description: string;
  amountFils: number;
  /**
   * The answer when the debit is refused, from what the book had available (in fils), where the
   * caller's own rule says more than the ledger's 402: a payout is bounded by the earnings it
   * asked for (422 on its amount), whoever spent them first.
   */
  refusal?: (availableFils: number) => ApiError;
  /**
   * A correction of money that was never there (a credited transfer reversed): it records what
   * happened whatever the balance, which may fall below zero (and below the credit line), so the
   * books say what the partner holds; bookings are refused until it is made good.
   */
  overdraw?: boolean;
} & ({ book?: 'wallet'; kind: WalletKind } | { book: 'earnings'; kind: EarningsKind });

const int = (value: unknown): number => Number(value);

function balanceOf(row: Record<string, unknown>): BalanceRow {
  return {
    account_id: String(row.account_id),
    mode: String(row.mode),
    balance_fils: int(row.balance_fils),
    earnings_fils: int(row.earnings_fils),
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
  const book = BOOKS[posting.book ?? 'wallet'];
  const now = partition.now();
  const headroom = book.credit ? `${book.balance} + credit_limit_fils` : book.balance;
  // The update answers the balance it left (RETURNING), so the booking's transaction reads the
  // balance row neither before nor after it: the row's lock is held for fewer round trips, which
  // is what concurrent bookings of one partition queue on.
  const move = async (): Promise<Array<Record<string, number | string>>> =>
    (await partition
      .table('balances')
      .where((q) => {
        if (posting.amountFils < 0 && posting.overdraw !== true) q.whereRaw(`${headroom} + ? >= 0`, [posting.amountFils]);
      })
      .update({ [book.balance]: partition.db.raw('?? + ?', [book.balance, posting.amountFils]), updated_at: now })
      .returning([book.balance])) as Array<Record<string, number | string>>;
  let moved = await move();
  if (moved.length === 0) {
    // No row moved: the partition has no balance row yet (made here, at zero), or the debit is refused.
    const latest = await balance(partition);
    const available = latest[book.balance] + (book.credit ? latest.credit_limit_fils : 0);
    if (posting.amountFils >= 0 || posting.overdraw === true || available + posting.amountFils >= 0) moved = await move();
    if (moved.length === 0) {
      if (posting.refusal) throw posting.refusal(latest[book.balance]);
      const shortfall = -(available + posting.amountFils);
      throw book.credit && latest.credit_limit_fils > 0
        ? errors.creditLimitExceeded(filsToAed(latest.credit_limit_fils), filsToAed(latest.balance_fils), filsToAed(shortfall))
        : errors.insufficientFunds(filsToAed(latest[book.balance]), filsToAed(shortfall));
    }
  }
  const stamped = {
    kind: posting.kind,
    amount_fils: posting.amountFils,
    balance_after_fils: int(moved[0]?.[book.balance]),
    booking_id: posting.bookingId ?? null,
    reference: posting.reference,
    description: posting.description,
    created_at: now,
    account_id: partition.accountId,
    mode: partition.mode,
  };
  const [stored] = (await partition.db(book.entries).insert(stamped).returning('id')) as Array<{ id: unknown }>;
  return { ...stamped, id: int(stored?.id) };
}

/** Rows per insert statement: well under either database's limit on bound parameters. */
const INSERT_CHUNK = 200;

/** A posting to the wallet book. */
export type WalletPosting = Extract<LedgerPosting, { kind: WalletKind }>;

/**
 * Appends several wallet entries as one movement of the balance, in the caller's transaction (a
 * month of shuttle runs charged together). The conditional update covers the lowest point the
 * entries reach in their order, so the batch passes whole or is refused whole: 402 naming `what`
 * and the batch's shortfall, and nothing written. One update and a few inserts, whatever their
 * number; each entry's running balance is as if they had been posted one by one.
 */
export async function postMany(partition: Partition, postings: readonly WalletPosting[], what: string): Promise<void> {
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
        ? errors.creditLimitExceeded(filsToAed(latest.credit_limit_fils), filsToAed(latest.balance_fils), filsToAed(shortfall), what)
        : errors.insufficientFunds(filsToAed(latest.balance_fils), filsToAed(shortfall), what);
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

/** Entries of one of the partition's books, oldest first, optionally within [from, to) timestamps. */
export async function entries(partition: Partition, range: { from?: string; to?: string } = {}, book: LedgerBook = 'wallet'): Promise<LedgerEntryRow[]> {
  const query = partition.table(BOOKS[book].entries).orderBy('id', 'asc');
  if (range.from) query.where('created_at', '>=', range.from);
  if (range.to) query.where('created_at', '<', range.to);
  return ((await query) as Array<Record<string, unknown>>).map(entryOf);
}

/** An entry as read: its numbers as numbers, whichever the driver gives (PostgreSQL's bigint is text). */
const entryOf = (row: Record<string, unknown>): LedgerEntryRow => ({
  ...(row as unknown as LedgerEntryRow),
  id: int(row.id),
  amount_fils: int(row.amount_fils),
  balance_after_fils: int(row.balance_after_fils),
});

/** A wallet entry as a list shows it: with its booking's reference, read with it (null on an entry about no booking). */
export interface WalletEntryView extends LedgerEntryRow {
  booking_reference: string | null;
}

/**
 * One page of the partition's wallet entries, newest first (by time, then posting order), each
 * with its booking's reference, within [from, to) when given; a page starts after the previous
 * page's last entry.
 */
export async function walletEntryPage(
  partition: Partition,
  limit: number | undefined,
  cursor: string | undefined,
  range: { from?: string; to?: string } = {},
): Promise<{ data: WalletEntryView[]; next_cursor: string | null }> {
  // The booking by its key alone (an entry's booking is of the entry's partition): scoped to the
  // partition too, PostgreSQL without statistics may read it through a partition index instead.
  const bookingReference = partition.db('bookings').where('bookings.id', partition.db.ref('ledger_entries.booking_id')).select('reference');
  // The posting order (the entry's number) breaks ties within an instant, under the name keysetPage reads it by.
  const entries = partition.table('ledger_entries').select('*', partition.db.ref('id').as('seq'), bookingReference.as('booking_reference'));
  if (range.from !== undefined) entries.where('created_at', '>=', range.from);
  if (range.to !== undefined) entries.where('created_at', '<', range.to);
  const page = await keysetPage<Record<string, unknown> & { created_at: string; id: string }>(partition.db.select('*').from(entries.as('entries')), limit, cursor, 'seq');
  return {
    data: page.data.map(({ seq: _seq, booking_reference, ...row }) => ({ ...entryOf(row), booking_reference: (booking_reference as string | null) ?? null })),
    next_cursor: page.next_cursor,
  };
}
