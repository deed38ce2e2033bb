import { principalOf, type OperationHandler } from '../src/http/handler';
import { listNotices as notices } from '../src/sections/notices/inbox';
import { invoiceFor, invoicePdf, statementFor, statementPdf, statementsOverview } from '../src/sections/notices/billing';
import * as settings from '../src/sections/notices/settings';

export const listNotices: OperationHandler<'listNotices'> = (ctx) => ({
  status: 200,
  body: notices(principalOf(ctx), ctx.query, ctx.services.clock),
});

export const getStatementsOverview: OperationHandler<'getStatementsOverview'> = (ctx) => ({
  status: 200,
  body: statementsOverview(principalOf(ctx), ctx.services.clock),
});

export const getStatement: OperationHandler<'getStatement'> = async (ctx) => {
  const principal = principalOf(ctx);
  const statement = statementFor(principal, ctx.params.period, ctx.services.clock);
  return ctx.query.format === 'pdf' ? { status: 200, document: await statementPdf(statement, principal) } : { status: 200, body: statement };
};

export const getInvoice: OperationHandler<'getInvoice'> = async (ctx) => {
  const invoice = invoiceFor(principalOf(ctx), ctx.params.id, ctx.services.clock);
  return ctx.query.format === 'pdf' ? { status: 200, document: await invoicePdf(invoice) } : { status: 200, body: invoice };
};

export const getSettings: OperationHandler<'getSettings'> = (ctx) => ({ status: 200, body: settings.accountSettings(principalOf(ctx)) });

export const setBillingEmail: OperationHandler<'setBillingEmail'> = (ctx) => ({
  status: 200,
  body: settings.setBillingEmail(principalOf(ctx), ctx.body.billing_email),
});

export const saveContact: OperationHandler<'saveContact'> = (ctx) => ({ status: 200, body: settings.saveContact(principalOf(ctx), ctx.body) });

export const removeContact: OperationHandler<'removeContact'> = (ctx) => ({
  status: 200,
  body: settings.removeContact(principalOf(ctx), ctx.params.id),
});

export const setDocumentBrand: OperationHandler<'setDocumentBrand'> = (ctx) => ({
  status: 200,
  body: settings.setDocumentBrand(principalOf(ctx), ctx.body),
});
