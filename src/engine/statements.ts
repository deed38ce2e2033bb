import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { addDays, uaeInstant } from '../platform/uaeTime';
import { errors } from '../errors';
import { Partition } from './partition';
import { sectionsInUse } from './sections';
import { filsToAed } from './money';

/** One ledger entry on a statement, in AED, with the running balance after it (as the partner's statement lines are). */
export interface StatementEntry {
  date: string;
  kind: 'charge' | 'cancellation_fee' | 'refund' | 'adjustment' | 'topup' | 'payment' | 'reversal';
  invoice_number: string | null;
  credit_note_number: string | null;
  description: string;
  reference: string;
  booking_id: string | null;
  booking_reference: string | null;
  charge_aed: number;
  payment_aed: number;
  balance_aed: number;
}

/** A partition's ledger between two instants: the balance before, the entries, their totals in fils. */
export interface LedgerPeriod {
  openingFils: number;
  chargesFils: number;
  paymentsFils: number;
  lines: StatementEntry[];
}

/** The ledger of a partition in [from, before) as its statements show it: the billing section's. */
export type StatementBetween = (partition: Partition, from: string, before: string) => Promise<LedgerPeriod>;

/** The longest period one statement covers, in days. */
export const STATEMENT_MAX_DAYS = 366;

/** The instant a UAE day begins, as stored timestamps are written (UTC, `Z`). */
const dayStart = (day: string): string => uaeInstant(day, '00:00').toISOString();

/**
 * A partner's live statement from the first day to the last (UAE time, both included), as its own
 * monthly statements compute it: opening balance, the entries with running balances, the closing
 * balance. 422 naming `to` for a period that runs backwards or is longer than a year; 404 for an
 * unknown partner. Reads only.
 */
export async function partnerStatement(db: Db, clock: Clock, accountId: string, from: string, to: string) {
  if (to < from) throw errors.invalidField('to', `must be on or after from (${from})`);
  if (to > addDays(from, STATEMENT_MAX_DAYS - 1)) throw errors.invalidField('to', `must be at most ${STATEMENT_MAX_DAYS} days after from (${addDays(from, STATEMENT_MAX_DAYS - 1)} at the latest)`);
  const account = (await db('accounts').where({ id: accountId }).first('id', 'name')) as { id: string; name: string } | undefined;
  if (!account) throw errors.operatorNotFound('partner account', accountId);
  const between = sectionsInUse().statementBetween;
  // Without the billing section the ledger is still read as it stands, with nothing in it to show.
  const period: LedgerPeriod = between === null ? { openingFils: 0, chargesFils: 0, paymentsFils: 0, lines: [] } : await between(Partition.forDesk(db, clock, accountId, 'ops'), dayStart(from), dayStart(addDays(to, 1)));
  return {
    account_id: account.id,
    partner: account.name,
    from,
    to,
    opening_balance_aed: filsToAed(period.openingFils),
    charges_aed: filsToAed(period.chargesFils),
    payments_aed: filsToAed(period.paymentsFils),
    closing_balance_aed: filsToAed(period.openingFils + period.paymentsFils - period.chargesFils),
    lines: period.lines,
  };
}
