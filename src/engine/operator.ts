import type { Db } from '../platform/db';
import { creditTermsLabel } from './labels';
import type { Clock } from '../platform/clock';
import { filsToAed } from './money';
import { Partition, type PartitionSections } from './partition';
import { setCreditLine } from './ledger';
import { balanceSnapshot, creditWallet } from './wallet';
import type { BalanceRow } from './ledger';
import { DomainError, errors } from '../errors';
import { classifyDbError } from '../platform/dbErrors';
import { recordEvent } from './events';
import { advanceBooking, findLiveBooking } from './bookings';
import type { BookingRow, Driver } from './bookingRow';
import type { CreditTerms } from './deskTask';
import { payProforma, proformaBalance, proformaQuotedBy, type ProformaRow } from './proforma';
import { bankReferenceKey } from './bankReference';
import { newId } from '../platform/ids';
import { operatorOf, recordAudit, type AuditOrigin } from './audit';

/**
 * What the operator does from the CLI to live partitions: credit a bank transfer, set a credit
 * line, move a booking. Each runs in one transaction with its ledger entry and inbox notice.
 */
export class OperatorError extends DomainError {}

export type { CreditTerms } from './deskTask';

export async function livePartition(sections: PartitionSections, db: Db, clock: Clock, accountId: string, operator: string): Promise<Partition> {
  const account = (await db('accounts').where({ id: accountId }).first('id')) as { id: string } | undefined;
  if (!account) throw new OperatorError({ code: 'not_found', message: `no account ${accountId}` });
  return Partition.forDesk(sections, db, clock, accountId, operator);
}

export interface TransferDetails {
  /** The day the bank valued the transfer, `YYYY-MM-DD`. */
  valueDate?: string | null;
  /** Who sent it, as the bank statement names them. */
  payer?: string | null;
}

/** A pro-forma as a credit's answer shows it: what it asks, what its transfers paid, what is left or over. */
export const proformaPayment = (proforma: ProformaRow) => {
  const { outstanding_fils, overpaid_fils } = proformaBalance(proforma);
  return {
    number: proforma.number,
    payment_reference: proforma.payment_reference,
    amount_aed: filsToAed(proforma.amount_fils),
    status: proforma.status,
    amount_paid_aed: filsToAed(proforma.paid_fils),
    amount_outstanding_aed: filsToAed(outstanding_fils),
    amount_overpaid_aed: filsToAed(overpaid_fils),
  };
};

/**
 * Credits a bank transfer to a live wallet, once per canonical bank reference
 * (`bankReferenceKey`): the credit is stored under its key in the credit's transaction, and the
 * database's unique index on the key of standing (unreversed) credits refuses a second, typed
 * however, sent again or at the same moment from another desk or instance, with 409
 * `already_exists`, changing nothing. A transfer that quotes a pro-forma's payment reference goes
 * to that pro-forma's account and adds to what it was paid; without one, the account must be
 * named. `origin` (a member of staff, or the command line) gets the audit row, in the same
 * transaction. Answers the credit's `id`, which a reversal names.
 */
export async function creditLiveWallet(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, accountId: string | null, amountFils: number, reference: string, details: TransferDetails = {}) {
  const operator = operatorOf(origin);
  const key = bankReferenceKey(reference);
  if (key === '') throw errors.invalidField('bank_reference', 'has no letter or digit to know the transfer by');
  if (key.length > 80) throw errors.invalidField('bank_reference', 'spells out to more than 80 letters and digits');
  const proforma = await proformaQuotedBy(db, reference);
  if (accountId !== null && proforma !== null && proforma.account_id !== accountId) {
    throw new OperatorError({ field: 'account_id', code: 'invalid', message: `the transfer quotes ${proforma.payment_reference}, the payment reference of pro-forma ${proforma.number} of account ${proforma.account_id}, not of ${accountId}` });
  }
  const account = accountId ?? proforma?.account_id;
  if (account === undefined) throw new OperatorError({ field: 'account_id', code: 'invalid', message: 'the bank reference quotes no payment reference of a pro-forma invoice: name the account (--account)' });
  const partition = await livePartition(sections, db, clock, account, operator);
  const id = newId('btc');
  let after: { balance: BalanceRow; proforma: ProformaRow | null };
  try {
    after = await partition.transaction(async (p) => {
      await p.db('bank_transfer_credits').insert({
        id,
        reference_key: key,
        account_id: account,
        mode: p.mode,
        amount_fils: amountFils,
        reference,
        credited_by: p.actor,
        created_at: p.now(),
        value_date: details.valueDate ?? null,
        payer: details.payer ?? null,
        proforma_number: proforma?.number ?? null,
      });
      const paid = proforma === null ? null : await payProforma(p, proforma.number, amountFils, reference);
      const balance = await creditWallet(p, amountFils, reference);
      await recordAudit(p.db, clock, origin, {
        action: 'bank_transfer.credited',
        subjectType: 'bank_transfer',
        subjectId: id,
        change: {
          account_id: account,
          amount_aed: filsToAed(amountFils),
          bank_reference: reference,
          reference_key: key,
          value_date: details.valueDate ?? null,
          payer: details.payer ?? null,
          proforma: proforma?.number ?? null,
          proforma_status: paid?.status ?? null,
          balance_aed: filsToAed(balance.balance_fils),
        },
      });
      return { balance, proforma: paid };
    });
  } catch (err) {
    // The key was credited before, or by another credit committed meanwhile: the unique index refused it.
    if (classifyDbError(err) !== 'unique_violation') throw err;
    throw errors.bankReferenceCredited(reference, await standingCredit(db, key));
  }
  return {
    id,
    account_id: account,
    mode: 'live',
    credited_aed: filsToAed(amountFils),
    reference,
    balance_aed: filsToAed(after.balance.balance_fils),
    proforma: after.proforma === null ? null : proformaPayment(after.proforma),
  };
}

/** The credit that holds a key: the one standing (unreversed) credit of it, if any. */
export async function standingCredit(db: Db, key: string): Promise<{ id: string; account_id: string; created_at: string; credited_by: string } | null> {
  const found = (await db('bank_transfer_credits').where({ reference_key: key }).whereNull('reversed_at').whereNull('duplicate_of').first('id', 'account_id', 'created_at', 'credited_by')) as
    | { id: string; account_id: string; created_at: string; credited_by: string }
    | undefined;
  return found ?? null;
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
export async function setLiveCreditLine(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, accountId: string, limitFils: number, terms: CreditTerms) {
  const operator = operatorOf(origin);
  const partition = await livePartition(sections, db, clock, accountId, operator);
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
export async function moveLiveBooking(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, idOrReference: string, to: 'driver_assigned' | 'completed' | 'no_show', driver?: Driver): Promise<BookingRow> {
  const row = await findLiveBooking(db, idOrReference, 'booking');
  const partition = await livePartition(sections, db, clock, row.account_id, operatorOf(origin));
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
