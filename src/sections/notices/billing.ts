import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import { fromFils } from '../../engine/money';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import type { RenderedDocument } from '../../engine/documents/documents';
import { OPERATOR } from '../../engine/documents/format';
import { invoiceModelFromInvoice, statementModelFromStatement } from '../../engine/documents/mappers';
import { renderInvoice, renderStatement } from '../../engine/documents/printed';

type Invoice = components['schemas']['Invoice'];
type InvoiceSummary = components['schemas']['InvoiceSummary'];
type Statement = components['schemas']['Statement'];
type StatementLine = components['schemas']['StatementLine'];
type StatementsOverview = components['schemas']['StatementsOverview'];

const VAT_RATE = 0.05;
const PAYMENT_DAYS = 30;
const STATEMENT_MONTHS = 12;
const SERVICES = ['Airport transfer DXB T3 to Dubai Marina, V-Class', 'Desert safari with dinner, per person', 'Abu Dhabi city tour, executive sedan', 'Hourly chauffeur, 6 hours', 'Airport transfer AUH to Yas Island, sedan', 'Dhow cruise Dubai Marina, per person'];

const monthOf = (date: Date): string => date.toISOString().slice(0, 7);
const addMonths = (period: string, months: number): string => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, month - 1 + months, 1)));
};
const fils = (aed: number): number => Math.round(aed * 100);

/** The deterministic test invoice behind an id. */
export function testInvoice(id: string, principal: ApiPrincipal, now: Date): Invoice {
  if (isMissingTestId(id)) throw errors.resourceNotFound('invoice', id);
  const data = new TestData(id);
  const issuedAt = new Date(now.getTime() - data.int(1, 60) * 86_400_000);
  issuedAt.setUTCHours(6, 0, 0, 0);
  const dueDate = new Date(issuedAt.getTime() + PAYMENT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const lines = Array.from({ length: data.int(1, 4) }, () => {
    const quantity = data.int(1, 6);
    const unit = fils(data.amount(120, 900, 5));
    return { description: data.pick(SERVICES), quantity, unitFils: unit, amountFils: unit * quantity, vatFils: Math.round(unit * quantity * VAT_RATE) };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amountFils, 0);
  const vat = lines.reduce((sum, line) => sum + line.vatFils, 0);
  const picked = data.pick(['open', 'paid', 'paid', 'void'] as const);
  const status = picked === 'open' && dueDate < now.toISOString().slice(0, 10) ? 'overdue' : picked;
  const paid = status === 'paid' ? subtotal + vat : 0;
  return {
    object: 'invoice',
    sandbox: principal.mode === 'test',
    id,
    number: `INV-${issuedAt.getUTCFullYear()}-${String(data.int(1, 999999)).padStart(6, '0')}`,
    status,
    issued_at: issuedAt.toISOString(),
    due_date: dueDate,
    seller: { name: OPERATOR.name, trn: OPERATOR.trn },
    bill_to: { name: principal.account.name, billing_email: billingEmailOf(principal.account.name) },
    lines: lines.map((line) => ({ description: line.description, quantity: line.quantity, unit_price_aed: fromFils(line.unitFils), amount_aed: fromFils(line.amountFils), vat_aed: fromFils(line.vatFils) })),
    subtotal_aed: fromFils(subtotal),
    vat_aed: fromFils(vat),
    total_aed: fromFils(subtotal + vat),
    amount_paid_aed: fromFils(paid),
    amount_due_aed: status === 'void' ? 0 : fromFils(subtotal + vat - paid),
  };
}

/** The test account's billing address, made from its name. */
export function billingEmailOf(accountName: string): string {
  const slug = accountName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'account';
  return `accounts@${slug}.example`;
}

const summarize = (invoice: Invoice): InvoiceSummary => ({
  id: invoice.id,
  number: invoice.number,
  status: invoice.status,
  issued_at: invoice.issued_at,
  due_date: invoice.due_date,
  total_aed: invoice.total_aed,
  amount_due_aed: invoice.amount_due_aed,
});

/** Test statements chain: each opens at the previous one's closing balance. */
function testStatements(principal: ApiPrincipal, now: Date): Statement[] {
  const first = addMonths(monthOf(now), -STATEMENT_MONTHS);
  let balance = fils(new TestData(`${principal.account.id}:opening`).amount(0, 20000, 10));
  const statements: Statement[] = [];
  for (let period = first; period < monthOf(now); period = addMonths(period, 1)) {
    const data = new TestData(`${principal.account.id}:statement:${period}`);
    const opening = balance;
    const entries = Array.from({ length: data.int(3, 9) }, (_, i) => {
      const payment = data.chance(0.3);
      const day = String(data.int(1, 28)).padStart(2, '0');
      return { date: `${period}-${day}`, payment, fils: fils(payment ? data.amount(500, 15000, 50) : data.amount(150, 6000, 5)), reference: payment ? `PAY-${period.replace('-', '')}-${i + 1}` : `INV-${period.slice(0, 4)}-${String(data.int(1, 999999)).padStart(6, '0')}` };
    }).sort((a, b) => a.date.localeCompare(b.date));
    const lines: StatementLine[] = entries.map((entry) => {
      balance += entry.payment ? -entry.fils : entry.fils;
      return {
        date: entry.date,
        description: entry.payment ? 'Payment by bank transfer, thank you' : 'Invoice for transfers and tours',
        reference: entry.reference,
        charge_aed: entry.payment ? 0 : fromFils(entry.fils),
        payment_aed: entry.payment ? fromFils(entry.fils) : 0,
        balance_aed: fromFils(balance),
      };
    });
    const charges = entries.filter((e) => !e.payment).reduce((sum, e) => sum + e.fils, 0);
    const payments = entries.filter((e) => e.payment).reduce((sum, e) => sum + e.fils, 0);
    statements.push({
      object: 'statement',
      sandbox: true,
      period,
      opening_balance_aed: fromFils(opening),
      charges_aed: fromFils(charges),
      payments_aed: fromFils(payments),
      closing_balance_aed: fromFils(balance),
      issued_at: `${addMonths(period, 1)}-01T04:00:00.000Z`,
      lines,
    });
  }
  return statements;
}

/** Ids of the account's open test invoices: derived from the account, kept when open or overdue. */
function openInvoices(principal: ApiPrincipal, now: Date): Invoice[] {
  const open: Invoice[] = [];
  for (let i = 0; open.length < 3 && i < 50; i++) {
    const invoice = testInvoice(new TestData(`${principal.account.id}:invoice:${i}`).id('inv'), principal, now);
    if (invoice.status === 'open' || invoice.status === 'overdue') open.push(invoice);
  }
  return open;
}

export function statementsOverview(principal: ApiPrincipal, clock: Clock): StatementsOverview {
  const now = clock.now();
  if (principal.mode === 'live') {
    return { object: 'statements_overview', sandbox: false, balance: { currency: 'AED', outstanding_aed: 0, overdue_aed: 0, credit_limit_aed: null, wallet_balance_aed: 0 }, statements: [], open_invoices: [] };
  }
  const invoices = openInvoices(principal, now);
  const data = new TestData(`${principal.account.id}:balance`);
  const sum = (items: Invoice[]): number => fromFils(items.reduce((total, invoice) => total + fils(invoice.amount_due_aed), 0));
  return {
    object: 'statements_overview',
    sandbox: true,
    balance: {
      currency: 'AED',
      outstanding_aed: sum(invoices),
      overdue_aed: sum(invoices.filter((invoice) => invoice.status === 'overdue')),
      credit_limit_aed: data.pick([null, 50000, 100000]),
      wallet_balance_aed: data.amount(0, 15000, 50),
    },
    statements: testStatements(principal, now).reverse().map(({ object: _o, sandbox: _s, lines: _l, ...summary }) => summary),
    open_invoices: invoices.map(summarize),
  };
}

export function statementFor(principal: ApiPrincipal, period: string, clock: Clock): Statement {
  const statement = principal.mode === 'test' ? testStatements(principal, clock.now()).find((s) => s.period === period) : undefined;
  if (!statement) throw period >= monthOf(clock.now()) ? errors.statementNotIssued(period) : errors.resourceNotFound('statement', period);
  return statement;
}

export function invoiceFor(principal: ApiPrincipal, id: string, clock: Clock): Invoice {
  if (principal.mode === 'live') throw errors.resourceNotFound('invoice', id);
  return testInvoice(id, principal, clock.now());
}

/** The statement as a PDF, with the invoices that were open when it was issued. */
export async function statementPdf(statement: Statement, principal: ApiPrincipal): Promise<RenderedDocument> {
  const open = statement.sandbox ? openInvoices(principal, new Date(statement.issued_at)).map(summarize) : [];
  return renderStatement(statementModelFromStatement(statement, principal.account.name, open), 'pdf', `statement-${statement.period}`);
}

export async function invoicePdf(invoice: Invoice): Promise<RenderedDocument> {
  return renderInvoice(invoiceModelFromInvoice(invoice), 'pdf', `invoice-${invoice.number}`);
}
