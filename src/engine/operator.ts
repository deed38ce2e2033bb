import type { Db } from '../platform/db';
import { creditTermsLabel } from './labels';
import type { Clock } from '../platform/clock';
import { filsToAed } from './money';
import { Partition } from './partition';
import { setCreditLine } from './ledger';
import { balanceSnapshot, creditWallet } from './wallet';
import type { BalanceRow } from './ledger';
import { DomainError, errors } from '../errors';
import { classifyDbError } from '../platform/dbErrors';
import { recordEvent } from './events';
import { advanceBooking, findLiveBooking, type BookingRow, type Driver } from './bookings';
import { markProformaPaid, proformaQuotedBy } from './proforma';
import { operatorOf, recordAudit, type AuditOrigin } from './audit';

/**
 * What the operator does from the CLI to live partitions: credit a bank transfer, set a credit
 * line, move a booking. Each runs in one transaction with its ledger entry and inbox notice.
 */
export class OperatorError extends DomainError {}

export type CreditTerms = 'NET_15' | 'NET_30' | 'NET_45' | 'NET_60';

export async function livePartition(db: Db, clock: Clock, accountId: string, operator: string): Promise<Partition> {
  const account = (await db('accounts').where({ id: accountId }).first('id')) as { id: string } | undefined;
  if (!account) throw new OperatorError({ code: 'not_found', message: `no account ${accountId}` });
  return Partition.forDesk(db, clock, accountId, operator);
}

/** A bank reference as its key: the same transfer however its spaces and letters were typed. */
export const bankReferenceKey = (reference: string): string => reference.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Credits a bank transfer to a live wallet, once: its bank reference is stored in the credit's
 * transaction, so a second credit of the same reference (again, or at the same moment from
 * another desk) is refused with 409 `already_exists` and changes nothing. A transfer that quotes
 * a pro-forma's payment reference (`PY-7KQ2-M9XH`) goes to that pro-forma's account, which it
 * marks paid; without one, the account must be named.
 */
export interface TransferDetails {
  /** The day the bank valued the transfer, `YYYY-MM-DD`. */
  valueDate?: string | null;
  /** Who sent it, as the bank statement names them. */
  payer?: string | null;
}

/**
 * Credits a bank transfer to a live wallet, once per bank reference; `origin` (a member of staff,
 * or the command line) gets the audit row, written in the credit's own transaction.
 */
export async function creditLiveWallet(db: Db, clock: Clock, origin: AuditOrigin, accountId: string | null, amountFils: number, reference: string, details: TransferDetails = {}) {
  const operator = operatorOf(origin);
  const proforma = await proformaQuotedBy(db, reference);
  if (accountId !== null && proforma !== null && proforma.account_id !== accountId) {
    throw new OperatorError({ field: 'account_id', code: 'invalid', message: `the transfer quotes ${proforma.payment_reference}, the payment reference of pro-forma ${proforma.number} of account ${proforma.account_id}, not of ${accountId}` });
  }
  const account = accountId ?? proforma?.account_id;
  if (account === undefined) throw new OperatorError({ field: 'account_id', code: 'invalid', message: 'the bank reference quotes no payment reference of a pro-forma invoice: name the account (--account)' });
  const partition = await livePartition(db, clock, account, operator);
  const key = bankReferenceKey(reference);
  let after: BalanceRow;
  try {
    after = await partition.transaction(async (p) => {
      await p.db('bank_transfer_credits').insert({
        bank_reference: key,
        account_id: account,
        mode: p.mode,
        amount_fils: amountFils,
        reference,
        credited_by: p.actor,
        created_at: p.now(),
        value_date: details.valueDate ?? null,
        payer: details.payer ?? null,
      });
      if (proforma !== null) await markProformaPaid(p, proforma.number, reference);
      const balance = await creditWallet(p, amountFils, reference);
      await recordAudit(p.db, clock, origin, {
        action: 'bank_transfer.credited',
        subjectType: 'bank_transfer',
        subjectId: key,
        change: { account_id: account, amount_aed: filsToAed(amountFils), bank_reference: reference, value_date: details.valueDate ?? null, payer: details.payer ?? null, proforma: proforma?.number ?? null, balance_aed: filsToAed(balance.balance_fils) },
      });
      return balance;
    });
  } catch (err) {
    // The reference was credited before, or by another credit committed meanwhile: the key refused it.
    if (classifyDbError(err) !== 'unique_violation') throw err;
    const earlier = (await db('bank_transfer_credits').where({ bank_reference: key }).first('account_id', 'created_at')) as { account_id: string; created_at: string };
    throw errors.bankReferenceCredited(reference, earlier.account_id, earlier.created_at);
  }
  return {
    account_id: account,
    mode: 'live',
    credited_aed: filsToAed(amountFils),
    reference,
    balance_aed: filsToAed(after.balance_fils),
    proforma: proforma === null ? null : { number: proforma.number, payment_reference: proforma.payment_reference, amount_aed: filsToAed(proforma.amount_fils), status: 'paid' },
  };
}

/**
 * Sets the credit line of a partition and tells the partner (event and inbox notice), in the
 * caller's transaction; answers the balance after it.
 */
export async function decideCreditLine(p: Partition, limitFils: number, terms: CreditTerms): Promise<BalanceRow> {
  const balance = await setCreditLine(p, limitFils, terms);
  const limit = filsToAed(limitFils).toFixed(2);
  await recordEvent(p, {
    type: 'credit_line.decided',
    subjectType: 'credit_line',
    subjectId: p.accountId,
    // The line as the statements overview's balance shows it, with the terms it is invoiced on.
    data: { ...(await balanceSnapshot(p, 'credit_line')), terms: limitFils > 0 ? terms : null },
    notice: { kind: 'credit_line_decision', title: `Credit line approved: AED ${limit}`, body: `Bookings are now charged to a credit line of AED ${limit}, invoiced monthly with ${creditTermsLabel(terms)}.` },
  });
  return balance;
}

/** A credit line as the CLI and the desk's answers print it. */
export const creditLineResult = (accountId: string, terms: CreditTerms, after: BalanceRow) => ({
  account_id: accountId,
  mode: 'live' as const,
  credit_limit_aed: filsToAed(after.credit_limit_fils),
  terms,
  balance_aed: filsToAed(after.balance_fils),
});

/** Sets the live credit line; its audit row (`origin`: a member of staff, or the command line) is written in the same transaction. */
export async function setLiveCreditLine(db: Db, clock: Clock, origin: AuditOrigin, accountId: string, limitFils: number, terms: CreditTerms) {
  const operator = operatorOf(origin);
  const partition = await livePartition(db, clock, accountId, operator);
  const after = await partition.transaction(async (p) => {
    const before = (await p.table('balances').first('credit_limit_fils', 'credit_terms')) as { credit_limit_fils: number | string; credit_terms: string | null } | undefined;
    const balance = await decideCreditLine(p, limitFils, terms);
    await recordAudit(p.db, clock, origin, {
      action: 'account.credit_line_set',
      subjectType: 'account',
      subjectId: accountId,
      change: {
        before: { limit_aed: filsToAed(Number(before?.credit_limit_fils ?? 0)), terms: before?.credit_terms ?? null },
        after: { limit_aed: filsToAed(limitFils), terms },
      },
    });
    return balance;
  });
  return creditLineResult(accountId, terms, after);
}

/**
 * A live booking moved by the desk: a driver assigned, the service completed, a no-show. The desk
 * names it by its id or by its reference as the partner or the traveller reads it out (any case,
 * dashes optional); a reference is unique within an account, so one that two accounts hold is
 * refused until the id is given. Audited, in the move's transaction, as the origin's.
 */
export async function moveLiveBooking(db: Db, clock: Clock, origin: AuditOrigin, idOrReference: string, to: 'driver_assigned' | 'completed' | 'no_show', driver?: Driver): Promise<BookingRow> {
  const row = await findLiveBooking(db, idOrReference, 'booking');
  const partition = await livePartition(db, clock, row.account_id, operatorOf(origin));
  return partition.transaction(async (p) => {
    const before = (await p.table('bookings').where({ id: row.id }).first('status')) as { status: string };
    const booking = await advanceBooking(p, row.id, to, driver ? { driver } : {});
    await recordAudit(p.db, clock, origin, {
      action: 'booking.moved',
      subjectType: 'booking',
      subjectId: booking.id,
      change: { before: { status: before.status }, after: { status: to, ...(driver ? { driver } : {}) }, reference: booking.reference, account_id: row.account_id, note: null },
    });
    return booking;
  });
}
