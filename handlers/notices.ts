import { documentWithEtag, etagOf, jsonWithEtag, partitionOf, principalOf, type OperationHandler } from '../src/http/handler';
import { listNotices as notices } from '../src/sections/notices/inbox';
import { draftInvoice, draftInvoicePdf, invoiceFor, invoicePdf, invoiceUbl, listInvoices as invoices, statementFor, statementPdf, statementsOverview } from '../src/sections/notices/billing';
import * as settings from '../src/sections/notices/settings';
import * as wallet from '../src/sections/notices/wallet';
import { creditNoteFor, creditNotePdf, creditNoteUbl, listCreditNotes as creditNotes } from '../src/sections/notices/creditNotes';

export const listNotices: OperationHandler<'listNotices'> = async (ctx) => ({
  status: 200,
  body: await notices(await partitionOf(ctx), ctx.query),
});

export const getStatementsOverview: OperationHandler<'getStatementsOverview'> = async (ctx) => jsonWithEtag(await statementsOverview(await partitionOf(ctx)));

export const getStatement: OperationHandler<'getStatement'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  if (ctx.query.format !== 'pdf') return jsonWithEtag(await statementFor(partition, ctx.params.period));
  const pdf = await statementPdf(partition, ctx.params.period);
  return { status: 200, document: pdf.document, headers: { ETag: etagOf(pdf.sha256) } };
};

export const getStatementPdf: OperationHandler<'getStatementPdf'> = async (ctx) => {
  const pdf = await statementPdf(await partitionOf(ctx), ctx.params.period);
  return { status: 200, document: pdf.document, headers: { ETag: etagOf(pdf.sha256) } };
};

export const listInvoices: OperationHandler<'listInvoices'> = async (ctx) => jsonWithEtag(await invoices(await partitionOf(ctx), ctx.query));

export const getDraftInvoice: OperationHandler<'getDraftInvoice'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  const draft = await draftInvoice(partition, principalOf(ctx).account);
  return ctx.query.format === 'pdf' ? { status: 200, document: await draftInvoicePdf(partition, draft) } : { status: 200, body: draft };
};

export const getDraftInvoicePdf: OperationHandler<'getDraftInvoicePdf'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  return { status: 200, document: await draftInvoicePdf(partition, await draftInvoice(partition, principalOf(ctx).account)) };
};

export const getInvoice: OperationHandler<'getInvoice'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  if (ctx.query.format === 'ubl') return documentWithEtag(await invoiceUbl(partition, ctx.params.id));
  if (ctx.query.format !== 'pdf') return jsonWithEtag(await invoiceFor(partition, ctx.params.id));
  const pdf = await invoicePdf(partition, ctx.params.id);
  return { status: 200, document: pdf.document, headers: { ETag: etagOf(pdf.sha256) } };
};

export const getInvoicePdf: OperationHandler<'getInvoicePdf'> = async (ctx) => {
  const pdf = await invoicePdf(await partitionOf(ctx), ctx.params.id);
  return { status: 200, document: pdf.document, headers: { ETag: etagOf(pdf.sha256) } };
};

export const getInvoiceUbl: OperationHandler<'getInvoiceUbl'> = async (ctx) => documentWithEtag(await invoiceUbl(await partitionOf(ctx), ctx.params.id));

export const listCreditNotes: OperationHandler<'listCreditNotes'> = async (ctx) => ({
  status: 200,
  body: await creditNotes(await partitionOf(ctx), ctx.query),
});

export const getCreditNote: OperationHandler<'getCreditNote'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  if (ctx.query.format === 'ubl') return documentWithEtag(await creditNoteUbl(partition, ctx.params.id));
  if (ctx.query.format !== 'pdf') return jsonWithEtag(await creditNoteFor(partition, ctx.params.id));
  const pdf = await creditNotePdf(partition, ctx.params.id);
  return { status: 200, document: pdf.document, headers: { ETag: etagOf(pdf.sha256) } };
};

export const getCreditNotePdf: OperationHandler<'getCreditNotePdf'> = async (ctx) => {
  const pdf = await creditNotePdf(await partitionOf(ctx), ctx.params.id);
  return { status: 200, document: pdf.document, headers: { ETag: etagOf(pdf.sha256) } };
};

export const getCreditNoteUbl: OperationHandler<'getCreditNoteUbl'> = async (ctx) => documentWithEtag(await creditNoteUbl(await partitionOf(ctx), ctx.params.id));

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

export const getWallet: OperationHandler<'getWallet'> = async (ctx) => ({ status: 200, body: await wallet.walletOverview(await partitionOf(ctx)) });

export const listWalletEntries: OperationHandler<'listWalletEntries'> = async (ctx) => ({ status: 200, body: await wallet.walletEntries(await partitionOf(ctx), ctx.query) });

export const requestWalletTopUp: OperationHandler<'requestWalletTopUp'> = async (ctx) => {
  const principal = principalOf(ctx);
  return {
    status: 201,
    body: await wallet.requestWalletTopUp(await partitionOf(ctx), principal.account, ctx.body, { email: principal.person?.email ?? null, clientIp: ctx.clientIp }),
  };
};

export const listWalletTopUps: OperationHandler<'listWalletTopUps'> = async (ctx) => ({ status: 200, body: await wallet.listWalletTopUps(await partitionOf(ctx), ctx.query) });

export const getWalletTopUp: OperationHandler<'getWalletTopUp'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  if (ctx.query.format !== 'pdf') return jsonWithEtag(await wallet.walletTopUpFor(partition, ctx.params.id));
  const pdf = await wallet.walletTopUpPdf(partition, ctx.params.id);
  return { status: 200, document: pdf.document, headers: { ETag: etagOf(pdf.sha256) } };
};

export const getWalletTopUpPdf: OperationHandler<'getWalletTopUpPdf'> = async (ctx) => {
  const pdf = await wallet.walletTopUpPdf(await partitionOf(ctx), ctx.params.id);
  return { status: 200, document: pdf.document, headers: { ETag: etagOf(pdf.sha256) } };
};
