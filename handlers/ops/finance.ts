import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { bankTransfer, bankTransferPage, proformaPage, recordBankTransfer, reverseBankTransfer as reverseCredit } from '../../src/ops/bankTransfers';
import { aedToFils, filsToAed } from '../../src/engine/money';
import { overdueInvoices } from '../../src/engine/overdueInvoices';
import { partnerStatement } from '../../src/engine/statements';

export const createBankTransfer: OpsOperationHandler<'createBankTransfer'> = async (ctx) => {
  const { amount_aed, value_date, bank_reference, payer, account_id } = ctx.body;
  return { status: 201, body: await recordBankTransfer(ctx.db, ctx.services.clock, auditOriginOf(ctx), { amountFils: aedToFils(amount_aed), valueDate: value_date, bankReference: bank_reference, payer, accountId: account_id }) };
};

export const listBankTransfers: OpsOperationHandler<'listBankTransfers'> = async (ctx) => ({
  status: 200,
  body: await bankTransferPage(ctx.db, { accountId: ctx.query.account_id, reference: ctx.query.reference }, ctx.query.limit ?? 50, ctx.query.cursor),
});

export const getBankTransfer: OpsOperationHandler<'getBankTransfer'> = async (ctx) => ({ status: 200, body: await bankTransfer(ctx.db, ctx.params.creditId) });

export const reverseBankTransfer: OpsOperationHandler<'reverseBankTransfer'> = async (ctx) => ({
  status: 200,
  body: await reverseCredit(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.creditId, ctx.body.reason),
});

export const listProformaInvoices: OpsOperationHandler<'listProformaInvoices'> = async (ctx) => ({
  status: 200,
  body: await proformaPage(ctx.db, { status: ctx.query.status, accountId: ctx.query.account_id, quotedBy: ctx.query.quoted_by }, ctx.query.limit ?? 50, ctx.query.cursor),
});

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
