import { partitionOf, principalOf, type OperationHandler } from '../src/http/handler';
import { listNotices as notices } from '../src/sections/notices/inbox';
import { invoiceFor, invoicePdf, listInvoices as invoices, statementDocument, statementFor, statementsOverview } from '../src/sections/notices/billing';
import * as settings from '../src/sections/notices/settings';
import { creditNoteFor, creditNotePdf, listCreditNotes as creditNotes } from '../src/sections/notices/creditNotes';

export const listNotices: OperationHandler<'listNotices'> = async (ctx) => ({
  status: 200,
  body: await notices(await partitionOf(ctx), ctx.query),
});

export const getStatementsOverview: OperationHandler<'getStatementsOverview'> = async (ctx) => ({
  status: 200,
  body: await statementsOverview(await partitionOf(ctx), principalOf(ctx).account),
});

export const getStatement: OperationHandler<'getStatement'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  const statement = await statementFor(partition, ctx.params.period);
  if (ctx.query.format !== 'pdf') return { status: 200, body: statement };
  return { status: 200, document: await statementDocument(partition, principalOf(ctx).account, statement) };
};

export const getStatementPdf: OperationHandler<'getStatementPdf'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  return { status: 200, document: await statementDocument(partition, principalOf(ctx).account, await statementFor(partition, ctx.params.period)) };
};

export const listInvoices: OperationHandler<'listInvoices'> = async (ctx) => ({
  status: 200,
  body: await invoices(await partitionOf(ctx), principalOf(ctx).account, ctx.query),
});

export const getInvoice: OperationHandler<'getInvoice'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  const invoice = await invoiceFor(partition, principalOf(ctx).account, ctx.params.id);
  return ctx.query.format === 'pdf' ? { status: 200, document: await invoicePdf(partition, invoice) } : { status: 200, body: invoice };
};

export const getInvoicePdf: OperationHandler<'getInvoicePdf'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  return { status: 200, document: await invoicePdf(partition, await invoiceFor(partition, principalOf(ctx).account, ctx.params.id)) };
};

export const listCreditNotes: OperationHandler<'listCreditNotes'> = async (ctx) => ({
  status: 200,
  body: await creditNotes(await partitionOf(ctx), ctx.query),
});

export const getCreditNote: OperationHandler<'getCreditNote'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  return ctx.query.format === 'pdf' ? { status: 200, document: await creditNotePdf(partition, ctx.params.id) } : { status: 200, body: await creditNoteFor(partition, ctx.params.id) };
};

export const getCreditNotePdf: OperationHandler<'getCreditNotePdf'> = async (ctx) => ({ status: 200, document: await creditNotePdf(await partitionOf(ctx), ctx.params.id) });

export const getSettings: OperationHandler<'getSettings'> = async (ctx) => ({
  status: 200,
  body: await settings.accountSettings(await partitionOf(ctx), principalOf(ctx).account),
});

export const setBillingEmail: OperationHandler<'setBillingEmail'> = async (ctx) => ({
  status: 200,
  body: await settings.setBillingEmail(await partitionOf(ctx), principalOf(ctx).account, ctx.body.billing_email),
});

export const saveContact: OperationHandler<'saveContact'> = async (ctx) => ({ status: 200, body: await settings.saveContact(await partitionOf(ctx), ctx.body) });

export const removeContact: OperationHandler<'removeContact'> = async (ctx) => ({
  status: 200,
  body: await settings.removeContact(await partitionOf(ctx), ctx.params.id),
});

export const setDocumentBrand: OperationHandler<'setDocumentBrand'> = async (ctx) => ({
  status: 200,
  body: await settings.setDocumentBrand(await partitionOf(ctx), principalOf(ctx).account, ctx.body),
});
