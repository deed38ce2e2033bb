import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { addDays, uaeInstant } from '../platform/uaeTime';
import { errors } from '../errors';
import { Partition, type LedgerPeriod, type PartitionSections } from './partition';
import { filsToAed } from './money';

export type { LedgerPeriod, StatementBetween, StatementEntry } from './partition';

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
export async function partnerStatement(sections: PartitionSections, db: Db, clock: Clock, accountId: string, from: string, to: string) {
  if (to < from) throw errors.invalidField('to', `must be on or after from (${from})`);
  if (to > addDays(from, STATEMENT_MAX_DAYS - 1)) throw errors.invalidField('to', `must be at most ${STATEMENT_MAX_DAYS} days after from (${addDays(from, STATEMENT_MAX_DAYS - 1)} at the latest)`);
  const account = (await db('accounts').where({ id: accountId }).first('id', 'name')) as { id: string; name: string } | undefined;
  if (!account) throw errors.operatorNotFound('partner account', accountId);
  const between = sections.statementBetween;
  // Without the billing section the ledger is still read as it stands, with nothing in it to show.
  const period: LedgerPeriod = between === null ? { openingFils: 0, chargesFils: 0, paymentsFils: 0, lines: [] } : await between(Partition.forDesk(sections, db, clock, accountId, 'ops'), dayStart(from), dayStart(addDays(to, 1)));
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
