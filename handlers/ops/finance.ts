import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { bankReferenceKey, creditLiveWallet, OperatorError } from '../../src/engine/operator';
import { keysetPage } from '../../src/engine/pagination';
import { aedToFils, filsToAed } from '../../src/engine/money';
import { errors } from '../../src/errors';
import type { Db } from '../../src/platform/db';
import { overdueInvoices } from '../../src/engine/overdueInvoices';
import { partnerStatement } from '../../src/engine/statements';
import { proformaQuotedBy } from '../../src/engine/proforma';

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

export const createBankTransfer: OpsOperationHandler<'createBankTransfer'> = async (ctx) => {
  const { amount_aed, value_date, bank_reference, payer, account_id } = ctx.body;
  if (account_id !== undefined && !(await ctx.db('accounts').where({ id: account_id }).first('id'))) throw errors.operatorNotFound('partner account', account_id);
  let credit: Awaited<ReturnType<typeof creditLiveWallet>>;
  try {
    // The credit writes its audit row in its own transaction, where its bank reference is claimed.
    credit = await creditLiveWallet(ctx.db, ctx.services.clock, auditOriginOf(ctx), account_id ?? null, aedToFils(amount_aed), bank_reference, { valueDate: value_date, payer });
  } catch (err) {
    // The CLI prints these as usage errors naming its flags; over the API they are a field the agent must fix.
    if (err instanceof OperatorError) {
      throw errors.invalidField('account_id', account_id === undefined ? 'the bank reference quotes no payment reference of a pro-forma invoice; name the account' : err.message);
    }
    throw err;
  }
  const stored = (await transfers(ctx.db).where({ bank_reference: bankReferenceKey(bank_reference) }).first()) as StoredTransfer;
  const proforma = credit.proforma === null ? null : ((await proformas(ctx.db).where({ number: credit.proforma.number }).first()) as StoredProforma);
  return { status: 201, body: { transfer: transferView(stored), balance_aed: credit.balance_aed, proforma: proforma === null ? null : proformaView(proforma) } };
};

export const listBankTransfers: OpsOperationHandler<'listBankTransfers'> = async (ctx) => {
  const rows = transfers(ctx.db);
  if (ctx.query.account_id !== undefined) rows.where({ account_id: ctx.query.account_id });
  const page = await keysetPage<StoredTransfer>(ctx.db.select('*').from(rows.as('transfers')), ctx.query.limit ?? 50, ctx.query.cursor);
  return { status: 200, body: { data: page.data.map(transferView), next_cursor: page.next_cursor } };
};

export const listProformaInvoices: OpsOperationHandler<'listProformaInvoices'> = async (ctx) => {
  const rows = proformas(ctx.db);
  if (ctx.query.status !== undefined) rows.where({ status: ctx.query.status });
  if (ctx.query.account_id !== undefined) rows.where({ account_id: ctx.query.account_id });
  if (ctx.query.quoted_by !== undefined) {
    // The one a transfer with this bank reference would be matched to, as the credit matches it.
    const quoted = await proformaQuotedBy(ctx.db, ctx.query.quoted_by);
    rows.where({ number: quoted?.number ?? null });
  }
  const page = await keysetPage<StoredProforma>(ctx.db.select('*').from(rows.as('proformas')), ctx.query.limit ?? 50, ctx.query.cursor);
  return { status: 200, body: { data: page.data.map(proformaView), next_cursor: page.next_cursor } };
};

export const listOverdueInvoices: OpsOperationHandler<'listOverdueInvoices'> = async (ctx) => {
  const invoices = await overdueInvoices(ctx.db, ctx.services.clock);
  return {
    status: 200,
    body: {
      invoices: invoices.map(({ total_fils, unpaid_fils, ...invoice }) => ({ ...invoice, total_aed: filsToAed(total_fils), amount_due_aed: filsToAed(unpaid_fils) })),
    },
  };
};

export const getPartnerStatement: OpsOperationHandler<'getPartnerStatement'> = async (ctx) => ({
  status: 200,
  body: await partnerStatement(ctx.db, ctx.services.clock, ctx.params.accountId, ctx.query.from, ctx.query.to),
});
