import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { errors } from '../errors';
import type { AuditOrigin } from '../engine/audit';
import { filsToAed } from '../engine/money';
import { bankReferenceKey, creditLiveWallet, OperatorError } from '../engine/operator';
import { keysetPage } from '../engine/pagination';
import { proformaQuotedBy } from '../engine/proforma';

/**
 * Finance's view of money coming in: the bank transfers credited to live wallets (each bank
 * reference once) and the pro-forma invoices a transfer pays, as the operator API shows them.
 */

interface StoredTransfer {
  id: string;
  bank_reference: string;
  reference: string;
  account_id: string;
  amount_fils: number | string;
  value_date: string | null;
  payer: string | null;
  credited_by: string;
  created_at: string;
}

interface StoredProforma {
  id: string;
  number: string;
  account_id: string;
  topup_reference: string;
  payment_reference: string;
  amount_fils: number | string;
  company_name: string;
  status: 'issued' | 'paid';
  created_at: string;
  paid_at: string | null;
  bank_reference: string | null;
}

// The stored key is the reference normalised for uniqueness; people read it as it was given.
const transferView = (row: StoredTransfer) => ({
  bank_reference: row.reference,
  account_id: row.account_id,
  amount_aed: filsToAed(Number(row.amount_fils)),
  value_date: row.value_date,
  payer: row.payer,
  credited_by: row.credited_by,
  created_at: row.created_at,
});

const proformaView = (row: StoredProforma) => ({
  number: row.number,
  account_id: row.account_id,
  topup_reference: row.topup_reference,
  payment_reference: row.payment_reference,
  amount_aed: filsToAed(Number(row.amount_fils)),
  company_name: row.company_name,
  status: row.status,
  issued_at: row.created_at,
  paid_at: row.paid_at,
  bank_reference: row.bank_reference,
});

/** Live credits, keyed for keyset pages by (created_at, the stored key). */
const transfers = (db: Db) => db('bank_transfer_credits').where({ mode: 'live' }).select('*', db.ref('bank_reference').as('id'));
/** Pro-formas, keyed for keyset pages by (issued_at, number). */
const proformas = (db: Db) => db('proforma_invoices').select('*', db.ref('issued_at').as('created_at'), db.ref('number').as('id'));

export interface BankTransferInput {
  amountFils: number;
  valueDate: string;
  bankReference: string;
  payer: string;
  /** The partner to credit, where the bank reference quotes no pro-forma's payment reference. */
  accountId: string | undefined;
}

/**
 * Credits a bank transfer (audited as `origin`'s) and answers it as stored, with the wallet's
 * balance after it and the pro-forma it paid. A bank reference credited before is 409
 * `already_exists`; a transfer that names no partner and quotes no pro-forma is 422.
 */
export async function recordBankTransfer(db: Db, clock: Clock, origin: AuditOrigin, input: BankTransferInput) {
  const { accountId } = input;
  if (accountId !== undefined && !(await db('accounts').where({ id: accountId }).first('id'))) throw errors.operatorNotFound('partner account', accountId);
  let credit: Awaited<ReturnType<typeof creditLiveWallet>>;
  try {
    credit = await creditLiveWallet(db, clock, origin, accountId ?? null, input.amountFils, input.bankReference, { valueDate: input.valueDate, payer: input.payer });
  } catch (err) {
    // The CLI prints these as usage errors naming its flags; over the API they are a field the agent must fix.
    if (err instanceof OperatorError) {
      throw errors.invalidField('account_id', accountId === undefined ? 'the bank reference quotes no payment reference of a pro-forma invoice; name the account' : err.message);
    }
    throw err;
  }
  const stored = (await transfers(db).where({ bank_reference: bankReferenceKey(input.bankReference) }).first()) as StoredTransfer;
  const proforma = credit.proforma === null ? null : ((await proformas(db).where({ number: credit.proforma.number }).first()) as StoredProforma);
  return { transfer: transferView(stored), balance_aed: credit.balance_aed, proforma: proforma === null ? null : proformaView(proforma) };
}

/** The transfers credited, newest first, in keyset pages; one partner's where `accountId` is given. */
export async function bankTransferPage(db: Db, accountId: string | undefined, limit: number, cursor: string | undefined) {
  const rows = transfers(db);
  if (accountId !== undefined) rows.where({ account_id: accountId });
  const page = await keysetPage<StoredTransfer>(db.select('*').from(rows.as('transfers')), limit, cursor);
  return { data: page.data.map(transferView), next_cursor: page.next_cursor };
}

/**
 * Pro-forma invoices, newest first, in keyset pages, filtered by status and partner; `quotedBy`
 * keeps the one a transfer with that bank reference would be matched to, as the credit matches it.
 */
export async function proformaPage(db: Db, filter: { status?: 'issued' | 'paid' | undefined; accountId?: string | undefined; quotedBy?: string | undefined }, limit: number, cursor: string | undefined) {
  const rows = proformas(db);
  if (filter.status !== undefined) rows.where({ status: filter.status });
  if (filter.accountId !== undefined) rows.where({ account_id: filter.accountId });
  if (filter.quotedBy !== undefined) rows.where({ number: (await proformaQuotedBy(db, filter.quotedBy))?.number ?? null });
  const page = await keysetPage<StoredProforma>(db.select('*').from(rows.as('proformas')), limit, cursor);
  return { data: page.data.map(proformaView), next_cursor: page.next_cursor };
}
