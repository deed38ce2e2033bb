import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { bankTransfer, bankTransferPage, overdueInvoiceList, proformaPage, proformaPdfAsIssued, recordBankTransfer, reverseBankTransfer as reverseCredit } from '../../src/ops/bankTransfers';
import { partnerStatement } from '../../src/engine/statements';
import { einvoicePage, retransmitEInvoice as retransmit } from '../../src/ops/einvoices';
import { opsCreditNotePage } from '../../src/ops/creditNotes';

export const createBankTransfer: OpsOperationHandler<'createBankTransfer'> = async (ctx) => ({
  status: 201,
  body: await recordBankTransfer(ctx.services.sections, ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.body),
});

export const listBankTransfers: OpsOperationHandler<'listBankTransfers'> = async (ctx) => ({
  status: 200,
  body: await bankTransferPage(ctx.db, { accountId: ctx.query.account_id, reference: ctx.query.reference }, ctx.query.limit ?? 50, ctx.query.cursor),
});

export const getBankTransfer: OpsOperationHandler<'getBankTransfer'> = async (ctx) => ({ status: 200, body: await bankTransfer(ctx.db, ctx.params.creditId) });

export const reverseBankTransfer: OpsOperationHandler<'reverseBankTransfer'> = async (ctx) => ({
  status: 200,
  body: await reverseCredit(ctx.services.sections, ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.creditId, ctx.body.reason),
});

export const listProformaInvoices: OpsOperationHandler<'listProformaInvoices'> = async (ctx) => ({
  status: 200,
  body: await proformaPage(ctx.db, { status: ctx.query.status, accountId: ctx.query.account_id, quotedBy: ctx.query.quoted_by }, ctx.query.limit ?? 50, ctx.query.cursor),
});

export const getProformaInvoicePdf: OpsOperationHandler<'getProformaInvoicePdf'> = async (ctx) => {
  const { document, sha256 } = await proformaPdfAsIssued(ctx.services.sections, ctx.db, ctx.services.clock, ctx.params.number);
  return { status: 200, document, headers: { ETag: `"${sha256}"` } };
};

export const listOverdueInvoices: OpsOperationHandler<'listOverdueInvoices'> = async (ctx) => ({ status: 200, body: await overdueInvoiceList(ctx.services.sections, ctx.db, ctx.services.clock) });

export const getPartnerStatement: OpsOperationHandler<'getPartnerStatement'> = async (ctx) => ({
  status: 200,
  body: await partnerStatement(ctx.services.sections, ctx.db, ctx.services.clock, ctx.params.accountId, ctx.query.from, ctx.query.to),
});

export const listEInvoices: OpsOperationHandler<'listEInvoices'> = async (ctx) => ({
  status: 200,
  body: await einvoicePage(ctx.db, { status: ctx.query.status }, ctx.query.limit ?? 50, ctx.query.cursor),
});

export const retransmitEInvoice: OpsOperationHandler<'retransmitEInvoice'> = async (ctx) => ({
  status: 200,
  body: await retransmit(ctx.services.sections, ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.transmissionId),
});

export const listOpsCreditNotes: OpsOperationHandler<'listOpsCreditNotes'> = async (ctx) => ({
  status: 200,
  body: await opsCreditNotePage(ctx.db, { accountId: ctx.query.account_id, issuedGte: ctx.query.issued_gte, issuedLte: ctx.query.issued_lte }, ctx.query.limit ?? 50, ctx.query.cursor),
});
