import { nextDocumentNumber } from '../../engine/documentNumbers';
import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { foldReference, newId } from '../../platform/ids';
import { uaeDate, addDays } from '../../platform/uaeTime';
import { aedToFils, filsToAed } from '../../engine/money';
import type { Partition } from '../../engine/partition';

import { recordEvent } from '../../engine/events';
import type { BalanceView } from '../../engine/wallet';
import type { OverdueInvoicesOf } from '../../engine/overdueInvoices';
import type { StatementBetween } from '../../engine/statements';
import type { RenderedDocument } from '../../engine/documents/documents';
import { documentOperator, recordedOperator, type DocumentOperator } from '../../engine/operatorIdentity';
import { invoiceModelFromInvoice, statementModelFromStatement } from '../../engine/documents/mappers';
import { renderInvoice, renderStatement } from '../../engine/documents/printed';
import type { AccountRow } from '../../apiKeys/store';
import { billingEmailOf, legalDetailsOf } from './settings';
import { stampList, stampView } from '../../engine/serializer';
import { keysetPage } from '../../engine/pagination';
import { supplyItemsOf, type SupplyItem } from '../../engine/supplyItems';
import { creditNotesIssuedBetween, withCreditNoteNumbers, type IssuedCreditNote } from './creditNoteRecords';

type Invoice = components['schemas']['Invoice'];
type InvoiceLine = components['schemas']['InvoiceLine'];
type InvoiceSummary = components['schemas']['InvoiceSummary'];
type InvoiceList = components['schemas']['InvoiceList'];
type StatementInvoice = components['schemas']['StatementInvoice'];
type Statement = components['schemas']['Statement'];
type StatementLine = components['schemas']['StatementLine'];
type StatementSummary = components['schemas']['StatementSummary'];
type StatementsOverview = components['schemas']['StatementsOverview'];
type AccountBalance = components['schemas']['AccountBalance'];

/**
 * Statements and invoices, computed from the ledger every time they are read; only a month's
 * closing (its invoice number, issue time and due date) is stored, in `billing_periods`.
 *
 * Sign convention: a balance is the partner's position with the operator, as the ledger keeps it:
 * positive is prepaid money held in the wallet, negative is what a credit account owes. A line
 * that lowers it is a charge (booking, cancellation fee, debit adjustment), one that raises it is
 * a payment or credit (top-up, refund, credit adjustment): closing = opening + payments − charges.
 */
const STATEMENT_MONTHS = 12;
const VAT_RATE_PERCENT = 5;
const TERMS_DAYS: Record<string, number> = { NET_15: 15, NET_30: 30, NET_45: 45, NET_60: 60 };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The UAE month of an instant, `YYYY-MM`. */
export const periodOf = (iso: string): string => uaeDate(new Date(iso)).slice(0, 7);
export const nextPeriod = (period: string): string => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};
/** The instant a UAE month begins, as stored timestamps are written (UTC, `Z`). */
export const periodStart = (period: string): string => new Date(`${period}-01T00:00:00+04:00`).toISOString();
const periodName = (period: string): string => `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
const currentPeriod = (partition: Partition): string => periodOf(partition.now());

/**
 * VAT inside a VAT-inclusive amount at 5 %: amount × 5 / 105, rounded to the nearest fils, halves
 * away from zero, in integers. Each line is rounded once; the invoice's VAT is the sum of its
 * lines', so subtotal + VAT = total exactly.
 */
export function vatInside(grossFils: number): number {
  const magnitude = Math.abs(grossFils);
  const vat = Math.floor((magnitude * 5 * 2 + 105) / 210);
  return grossFils < 0 ? -vat : vat;
}

/** The partition's balance row as it stands, without creating one: reading a statement stores nothing. */
async function heldBalance(partition: Partition): Promise<{ balanceFils: number; creditLimitFils: number; creditTerms: string | null }> {
  const row = (await partition.table('balances').first('balance_fils', 'credit_limit_fils', 'credit_terms')) as { balance_fils: number | string; credit_limit_fils: number | string; credit_terms: string | null } | undefined;
  return { balanceFils: Number(row?.balance_fils ?? 0), creditLimitFils: Number(row?.credit_limit_fils ?? 0), creditTerms: row?.credit_terms ?? null };
}

interface Entry {
  id: number;
  kind: string;
  amount_fils: number;
  booking_id: string | null;
  /** The reference of the entry's booking, read with the entry (null on an entry about no booking). */
  booking_reference: string | null;
  reference: string;
  description: string;
  created_at: string;
}

/** Entries of the partition before `before`, in the order they happened (time, then posting), each with its booking's reference. */
async function entriesBefore(partition: Partition, before: string, from?: string): Promise<Entry[]> {
  const bookingReference = partition.table('bookings').where('bookings.id', partition.db.ref('ledger_entries.booking_id')).select('reference');
  const query = partition
    .table('ledger_entries')
    .where('created_at', '<', before)
    .select('id', 'kind', 'amount_fils', 'booking_id', 'reference', 'description', 'created_at', bookingReference.as('booking_reference'));
  if (from !== undefined) query.where('created_at', '>=', from);
  const rows = (await query.orderBy([{ column: 'created_at' }, { column: 'id' }])) as Array<Record<string, unknown>>;
  return rows.map((row) => ({ ...(row as unknown as Entry), id: Number(row.id), amount_fils: Number(row.amount_fils) }));
}

interface BilledLine {
  bookingId: string;
  description: string;
  grossFils: number;
  /** The UAE day of the booking's last entry in the month: every line is charged in its invoice's month. */
  chargedOn: string;
}

/**
 * What a month invoices: per booking with entries in the month, the net of its charge, refund,
 * cancellation fee and price adjustments that month. A booking charged and cancelled free in the
 * same month nets to nothing and is left out; one cancelled in a later month appears there as a
 * credit line (negative) for the refund less the fee.
 */
async function billedLines(partition: Partition, monthEntries: readonly Entry[]): Promise<BilledLine[]> {
  const byBooking = new Map<string, Entry[]>();
  for (const entry of monthEntries) {
    if (entry.booking_id === null) continue;
    byBooking.set(entry.booking_id, [...(byBooking.get(entry.booking_id) ?? []), entry]);
  }
  if (byBooking.size === 0) return [];
  const charges = (await partition.table('ledger_entries').whereIn('booking_id', [...byBooking.keys()]).andWhere({ kind: 'charge' }).select('booking_id', 'description')) as Array<{ booking_id: string; description: string }>;
  const described = new Map(charges.map((row) => [row.booking_id, row.description]));
  const lines: BilledLine[] = [];
  for (const [bookingId, entries] of byBooking) {
    const grossFils = -entries.reduce((sum, entry) => sum + entry.amount_fils, 0);
    if (grossFils === 0) continue;
    const refunded = entries.some((entry) => entry.kind === 'refund');
    const fee = entries.some((entry) => entry.kind === 'cancellation_fee');
    const what = described.get(bookingId) ?? `Booking ${entries[0]?.booking_reference ?? bookingId}`;
    const note = refunded ? (fee ? ' (cancelled; cancellation fee)' : ' (cancelled, refunded)') : fee ? ' (cancellation fee)' : '';
    const chargedOn = uaeDate(new Date((entries[entries.length - 1] as Entry).created_at));
    lines.push({ bookingId, description: `${grossFils < 0 ? 'Credit: ' : ''}${what}${note}`, grossFils, chargedOn });
  }
  return lines;
}

interface PeriodRow {
  period: string;
  closed_at: string;
  invoice_id: string | null;
  invoice_number: string | null;
  due_date: string | null;
}

/**
 * Closes one month: claims it (the primary key makes a second, concurrent closer find it taken
 * and do nothing), numbers its invoice when it has charges, and records the statement and invoice
 * notices, all in one transaction. The number is taken after the claim, so a lost race never
 * burns a number.
 */
async function closeMonth(partition: Partition, period: string): Promise<void> {
  await partition.transaction(async (p) => {
    const claimed: unknown[] = await p
      .db('billing_periods')
      .insert({ account_id: p.accountId, mode: p.mode, period, closed_at: p.now(), invoice_id: null, invoice_number: null, due_date: null })
      .onConflict(['account_id', 'mode', 'period'])
      .ignore()
      .returning('period');
    if (claimed.length === 0) return;
    const entries = await entriesBefore(p, periodStart(nextPeriod(period)), periodStart(period));
    // The statement as GET /statements/{period} shows it: the month opens where the entries before it left the balance.
    const before = (await p.table('ledger_entries').where('created_at', '<', periodStart(period)).sum({ total: 'amount_fils' }).first()) as { total: number | string | null } | undefined;
    const openingFils = Number(before?.total ?? 0);
    const [month = { period, openingFils, chargesFils: 0, refundsFils: 0, paymentsFils: 0, lines: [] }] = monthsOf(entries, openingFils);
    // The invoice is numbered before the statement's event is recorded, so the statement names it.
    const lines = await billedLines(p, entries);
    let issued: IssuedInvoice | undefined;
    if (lines.length > 0) {
      const issuedAt = p.now();
      const { creditTerms } = await heldBalance(p);
      const dueDate = addDays(uaeDate(new Date(issuedAt)), TERMS_DAYS[creditTerms ?? ''] ?? 0);
      const id = newId('inv');
      const number = await nextDocumentNumber(p.db, p.invoiceSeries, Number(uaeDate(new Date(issuedAt)).slice(0, 4)));
      await p.table('billing_periods').where({ period }).update({ invoice_id: id, invoice_number: number, due_date: dueDate });
      issued = (await issuedInvoices(p)).find((invoice) => invoice.row.invoice_id === id) as IssuedInvoice;
      // What the invoice charged each booking: the value a tax credit note on it starts from.
      await p.insert(
        'invoiced_bookings',
        issued.lines.filter((line) => line.grossFils > 0).map((line) => ({ invoice_id: id, booking_id: line.bookingId, gross_fils: line.grossFils, vat_fils: vatInside(line.grossFils), invoiced_at: issuedAt })),
      );
    }
    await recordEvent(p, {
      type: 'statement.issued',
      subjectType: 'statement',
      subjectId: period,
      data: statementOf(p, month, issued ? [statementInvoiceOf(p, issued)] : [], await creditNotesIssuedBetween(p, periodStart(period), periodStart(nextPeriod(period)))),
      notice: { kind: 'statement_ready', title: `Statement for ${periodName(period)}`, body: `The statement for ${periodName(period)} is ready to download (${entries.length} ${entries.length === 1 ? 'line' : 'lines'}).` },
    });
    if (!issued) return;
    const { invoice_id: id, invoice_number: number, due_date: dueDate } = issued.row;
    const totalFils = issued.totalFils;
    const account = (await p.db('accounts').where({ id: p.accountId }).first('name')) as { name: string } | undefined;
    await recordEvent(p, {
      type: 'invoice.issued',
      subjectType: 'invoice',
      subjectId: id,
      data: await fullInvoiceView(p, issued, account?.name ?? '', await recordedOperator(p, 'invoice')),
      notice: { kind: 'invoice_issued', title: `Invoice ${number}`, body: `Tax invoice ${number} for the services charged in ${periodName(period)}: AED ${filsToAed(totalFils).toFixed(2)} including VAT, due ${dueDate}.` },
    });
  });
}

/**
 * Closes every month that has ended (UAE time) and has ledger entries, oldest first. Run lazily
 * by the reads that show statements, invoices or the inbox, so a month's statement and invoice
 * exist from the first read after it ends; usually one indexed look-up that finds nothing.
 */
export async function closeEndedMonths(partition: Partition): Promise<void> {
  const before = periodStart(currentPeriod(partition));
  const last = (await partition.table('billing_periods').max({ period: 'period' }).first()) as { period: string | null } | undefined;
  let from = last?.period ? periodStart(nextPeriod(last.period)) : undefined;
  for (;;) {
    const query = partition.table('ledger_entries').where('created_at', '<', before);
    if (from !== undefined) query.where('created_at', '>=', from);
    const first = (await query.min({ at: 'created_at' }).first()) as { at: string | null } | undefined;
    if (!first?.at) return;
    const period = periodOf(first.at);
    await closeMonth(partition, period);
    from = periodStart(nextPeriod(period));
  }
}

interface MonthView {
  period: string;
  openingFils: number;
  chargesFils: number;
  /** Refunds and credit adjustments of bookings. */
  refundsFils: number;
  paymentsFils: number;
  lines: StatementLine[];
}

/** What a ledger entry is on a statement: its kind, a negative top-up being a credited payment taken back. */
function lineKindOf(entry: Entry): StatementLine['kind'] {
  if (entry.kind === 'topup') return entry.amount_fils < 0 ? 'reversal' : 'topup';
  if (entry.kind === 'charge' || entry.kind === 'refund' || entry.kind === 'cancellation_fee' || entry.kind === 'adjustment') return entry.kind;
  return 'adjustment';
}

/** The months of `entries` (in the order they happened), each opening where the previous one closed, the first at `openingFils`. */
function monthsOf(entries: readonly Entry[], openingFils: number): MonthView[] {
  const views: MonthView[] = [];
  let running = openingFils;
  for (const entry of entries) {
    const period = periodOf(entry.created_at);
    let view = views[views.length - 1];
    if (!view || view.period !== period) {
      view = { period, openingFils: running, chargesFils: 0, refundsFils: 0, paymentsFils: 0, lines: [] };
      views.push(view);
    }
    running += entry.amount_fils;
    const kind = lineKindOf(entry);
    if (entry.amount_fils < 0 && kind !== 'reversal') view.chargesFils -= entry.amount_fils;
    else if (entry.booking_id !== null) view.refundsFils += entry.amount_fils;
    else view.paymentsFils += entry.amount_fils;
    view.lines.push({
      date: uaeDate(new Date(entry.created_at)),
      kind,
      description: entry.description,
      // Entries name their booking by its id; a person quotes the booking's reference.
      reference: entry.booking_id !== null && entry.reference === entry.booking_id ? (entry.booking_reference ?? entry.reference) : entry.reference,
      booking_id: entry.booking_id,
      booking_reference: entry.booking_reference,
      charge_aed: entry.amount_fils < 0 ? filsToAed(-entry.amount_fils) : 0,
      payment_aed: entry.amount_fils > 0 ? filsToAed(entry.amount_fils) : 0,
      balance_aed: filsToAed(running),
      invoice_number: null,
      credit_note_number: null,
    });
  }
  return views;
}

/** Every ended month with entries, oldest first. */
const months = async (partition: Partition): Promise<MonthView[]> => monthsOf(await entriesBefore(partition, periodStart(currentPeriod(partition))), 0);

/**
 * The ledger in [from, before) as the monthly statements show it, for finance's statement of any
 * period: it opens at the sum of every earlier entry, and its lines are the months' lines of the
 * entries in it, one after another, the running balance carried through. Reads only.
 */
export const statementBetweenOf: StatementBetween = async (partition, from, before) => {
  const earlier = (await partition.table('ledger_entries').where('created_at', '<', from).sum({ total: 'amount_fils' }).first()) as { total: number | string | null } | undefined;
  const openingFils = Number(earlier?.total ?? 0);
  const views = monthsOf(await entriesBefore(partition, before, from), openingFils);
  return {
    openingFils,
    chargesFils: views.reduce((sum, view) => sum + view.chargesFils, 0),
    // Finance's statement of any period shows what raised the balance in one column: refunds and payments.
    paymentsFils: views.reduce((sum, view) => sum + view.refundsFils + view.paymentsFils, 0),
    lines: views.flatMap((view) => view.lines),
  };
};

const summaryOf = (view: MonthView): StatementSummary => ({
  period: view.period,
  opening_balance_aed: filsToAed(view.openingFils),
  charges_aed: filsToAed(view.chargesFils),
  refunds_aed: filsToAed(view.refundsFils),
  payments_aed: filsToAed(view.paymentsFils),
  closing_balance_aed: filsToAed(view.openingFils + view.refundsFils + view.paymentsFils - view.chargesFils),
  issued_at: periodStart(nextPeriod(view.period)),
});

interface IssuedInvoice {
  row: PeriodRow & { invoice_id: string; invoice_number: string; due_date: string };
  lines: BilledLine[];
  totalFils: number;
  unpaidFils: number;
}

/**
 * The partition's invoices, newest first, with what is still unpaid on each. A credit account
 * owes −balance; payments settle the oldest debts first, so what it owes sits on the charges not
 * yet invoiced (this month's) and then on the newest invoices. A prepaid wallet owes nothing, so
 * its invoices are paid: its charges were paid from the wallet when booked.
 */
async function issuedInvoices(partition: Partition): Promise<IssuedInvoice[]> {
  const rows = (await partition.table('billing_periods').whereNotNull('invoice_id').orderBy('period', 'desc')) as IssuedInvoice['row'][];
  const owed = Math.max(0, -(await heldBalance(partition)).balanceFils);
  const current = currentPeriod(partition);
  const uninvoiced = -(await entriesBefore(partition, periodStart(nextPeriod(current)), periodStart(current)))
    .filter((entry) => entry.booking_id !== null)
    .reduce((sum, entry) => sum + entry.amount_fils, 0);
  let remaining = Math.max(0, owed - Math.max(0, uninvoiced));
  const invoices: IssuedInvoice[] = [];
  for (const row of rows) {
    const lines = await billedLines(partition, await entriesBefore(partition, periodStart(nextPeriod(row.period)), periodStart(row.period)));
    const totalFils = lines.reduce((sum, line) => sum + line.grossFils, 0);
    const unpaidFils = Math.min(Math.max(0, totalFils), remaining);
    remaining -= unpaidFils;
    invoices.push({ row, lines, totalFils, unpaidFils });
  }
  return invoices;
}

/** The partition's live invoices past due and unpaid, for the operator's finance staff. */
export const overdueInvoicesOf: OverdueInvoicesOf = async (partition) => {
  const today = uaeDate(partition.clock.now());
  return (await issuedInvoices(partition))
    .filter((invoice) => statusOf(invoice, today) === 'overdue')
    .map((invoice) => ({
      invoice_id: invoice.row.invoice_id,
      number: invoice.row.invoice_number,
      account_id: partition.accountId,
      period: invoice.row.period,
      due_date: invoice.row.due_date,
      total_fils: invoice.totalFils,
      unpaid_fils: invoice.unpaidFils,
    }));
};

function statusOf(invoice: IssuedInvoice, today: string): Invoice['status'] {
  if (invoice.unpaidFils === 0) return 'paid';
  return invoice.row.due_date < today ? 'overdue' : 'open';
}

type BillTo = Invoice['bill_to'];
type InvoicePayment = NonNullable<Invoice['payment']>;

/**
 * `seller`: the operator's record (`documentOperator`), null where the view is only summarized and
 * prints no seller; likewise the dates of supply and the payment, read only for a full view.
 */
function invoiceView(
  partition: Partition,
  invoice: IssuedInvoice,
  billTo: BillTo,
  seller: DocumentOperator | null,
  full: { serviceDates: ReadonlyMap<string, BookingFacts>; payment: InvoicePayment | null; items: ReadonlyMap<string, SupplyItem[]> } = { serviceDates: new Map(), payment: null, items: new Map() },
): Invoice {
  const lines: InvoiceLine[] = invoice.lines.map((line) => {
    const vat = vatInside(line.grossFils);
    return {
      booking_id: line.bookingId,
      booking_reference: full.serviceDates.get(line.bookingId)?.reference ?? null,
      description: line.description,
      charged_on: line.chargedOn,
      service_date: full.serviceDates.get(line.bookingId)?.serviceDate ?? null,
      quantity: 1,
      unit_price_aed: filsToAed(line.grossFils - vat),
      amount_aed: filsToAed(line.grossFils - vat),
      vat_rate_percent: VAT_RATE_PERCENT,
      vat_aed: filsToAed(vat),
      total_aed: filsToAed(line.grossFils),
      items: (full.items.get(line.bookingId) ?? []).map((item) => ({
        description: item.description,
        quantity: item.quantity,
        unit: item.unit,
        age_band: item.age_band,
        unit_price_aed: filsToAed(item.unit_price_fils),
        amount_aed: filsToAed(item.amount_fils),
      })),
    };
  });
  const vatFils = invoice.lines.reduce((sum, line) => sum + vatInside(line.grossFils), 0);
  const status = statusOf(invoice, uaeDate(partition.clock.now()));
  return stampView(partition, 'invoice', {
    id: invoice.row.invoice_id,
    number: invoice.row.invoice_number,
    period: invoice.row.period,
    status,
    issued_at: invoice.row.closed_at,
    due_date: invoice.row.due_date,
    seller: { name: seller?.name ?? '', address: seller ? seller.address : null, trn: seller?.trnDigits ?? '' },
    bill_to: billTo,
    lines,
    subtotal_aed: filsToAed(invoice.totalFils - vatFils),
    vat_aed: filsToAed(vatFils),
    total_aed: filsToAed(invoice.totalFils),
    amount_paid_aed: filsToAed(invoice.totalFils - invoice.unpaidFils),
    amount_due_aed: filsToAed(invoice.unpaidFils),
    payment: status === 'paid' ? full.payment : null,
    e_invoice: null,
  });
}

/** The recipient as the invoice names it: the account's legal details, else its name. */
async function billToOf(partition: Partition, accountName: string): Promise<BillTo> {
  const legal = await legalDetailsOf(partition);
  return { name: legal.legal_name ?? accountName, address: legal.address, country: legal.country, trn: legal.trn, billing_email: await billingEmailOf(partition) };
}

interface BookingFacts {
  serviceDate: string;
  reference: string;
}

/**
 * Each booking's day of service (its date of supply) and the reference a person reads on the
 * invoice's line, for the bookings kept in the shared table.
 */
async function serviceDatesOf(partition: Partition, bookingIds: readonly string[]): Promise<Map<string, BookingFacts>> {
  if (bookingIds.length === 0) return new Map();
  const rows = (await partition.table('bookings').whereIn('id', [...bookingIds]).select('id', 'service_date', 'reference')) as Array<{ id: string; service_date: string; reference: string }>;
  return new Map(rows.map((row) => [row.id, { serviceDate: row.service_date, reference: row.reference }]));
}

/**
 * How a paid invoice was paid, payments settling the oldest debts first: when the balance had
 * not gone below zero by the month's end, its charges were taken from the prepaid wallet as they
 * were booked (on the day of the last); otherwise by the first payment after the month that
 * brought the balance back to zero. Credits that are no payment (a later refund) are named by
 * their own reference.
 */
async function paymentOf(partition: Partition, invoice: IssuedInvoice): Promise<InvoicePayment | null> {
  if (invoice.unpaidFils > 0) return null;
  const end = periodStart(nextPeriod(invoice.row.period));
  const before = (await partition.table('ledger_entries').where('created_at', '<', end).sum({ total: 'amount_fils' }).first()) as { total: number | string | null } | undefined;
  let running = Number(before?.total ?? 0);
  if (running >= 0) {
    const last = invoice.lines.reduce((latest, line) => (line.chargedOn > latest ? line.chargedOn : latest), '');
    return { method: 'prepaid_wallet', paid_on: last || uaeDate(new Date(invoice.row.closed_at)), reference: null };
  }
  const later = (await partition.table('ledger_entries').where('created_at', '>=', end).andWhere('amount_fils', '>', 0).select('amount_fils', 'reference', 'created_at').orderBy([{ column: 'created_at' }, { column: 'id' }])) as Array<{ amount_fils: number | string; reference: string; created_at: string }>;
  for (const entry of later) {
    running += Number(entry.amount_fils);
    if (running >= 0) return { method: 'payment_received', paid_on: uaeDate(new Date(entry.created_at)), reference: entry.reference };
  }
  const last = later[later.length - 1];
  return { method: 'payment_received', paid_on: uaeDate(new Date(last?.created_at ?? invoice.row.closed_at)), reference: last?.reference ?? null };
}

async function fullInvoiceView(partition: Partition, invoice: IssuedInvoice, accountName: string, seller: DocumentOperator): Promise<Invoice> {
  return invoiceView(partition, invoice, await billToOf(partition, accountName), seller, {
    serviceDates: await serviceDatesOf(partition, invoice.lines.map((line) => line.bookingId)),
    payment: await paymentOf(partition, invoice),
    items: await supplyItemsOf(partition, new Map(invoice.lines.map((line) => [line.bookingId, { description: line.description, grossFils: line.grossFils }]))),
  });
}

const statementInvoiceOf = (partition: Partition, invoice: IssuedInvoice): StatementInvoice => ({
  id: invoice.row.invoice_id,
  number: invoice.row.invoice_number,
  status: statusOf(invoice, uaeDate(partition.clock.now())),
  total_aed: filsToAed(invoice.totalFils),
});

const summarize = (invoice: Invoice): InvoiceSummary => ({
  id: invoice.id,
  number: invoice.number,
  period: invoice.period,
  status: invoice.status,
  issued_at: invoice.issued_at,
  due_date: invoice.due_date,
  total_aed: invoice.total_aed,
  amount_due_aed: invoice.amount_due_aed,
});

/** The account's balance as the statements overview shows it, from the invoices issued so far. */
async function balanceOf(partition: Partition, issued: readonly IssuedInvoice[]): Promise<AccountBalance> {
  const held = await heldBalance(partition);
  const today = uaeDate(partition.clock.now());
  const overdueFils = issued.filter((invoice) => statusOf(invoice, today) === 'overdue').reduce((sum, invoice) => sum + invoice.unpaidFils, 0);
  return {
    currency: 'AED',
    outstanding_aed: filsToAed(Math.max(0, -held.balanceFils)),
    overdue_aed: filsToAed(overdueFils),
    credit_limit_aed: held.creditLimitFils > 0 ? filsToAed(held.creditLimitFils) : null,
    wallet_balance_aed: filsToAed(Math.max(0, held.balanceFils)),
  };
}

// The wallet's and the credit line's events carry the balance as the overview shows it.
export const billingBalanceView: BalanceView = async (partition) => balanceOf(partition, await issuedInvoices(partition));

export async function statementsOverview(partition: Partition, account: AccountRow): Promise<StatementsOverview> {
  await closeEndedMonths(partition);
  const billTo = await billToOf(partition, account.name);
  const issued = await issuedInvoices(partition);
  const open = issued.map((invoice) => invoiceView(partition, invoice, billTo, null)).filter((invoice) => invoice.status === 'open' || invoice.status === 'overdue');
  return stampView<StatementsOverview>(partition, 'statements_overview', {
    balance: await balanceOf(partition, issued),
    statements: (await months(partition)).reverse().slice(0, STATEMENT_MONTHS).map(summaryOf),
    open_invoices: open.map(summarize),
  });
}

/** A month's statement: 404 until the month has ended, and for a month without entries. */
export async function statementFor(partition: Partition, period: string): Promise<Statement> {
  if (period >= currentPeriod(partition)) throw errors.statementNotIssued(period);
  await closeEndedMonths(partition);
  const view = (await months(partition)).find((month) => month.period === period);
  if (!view) throw errors.resourceNotFound('statement', period);
  const invoices = (await issuedInvoices(partition)).filter((invoice) => invoice.row.period === period);
  return statementOf(partition, view, invoices.map((invoice) => statementInvoiceOf(partition, invoice)), await creditNotesIssuedBetween(partition, periodStart(period), periodStart(nextPeriod(period))));
}

/** A month's statement: its invoice and the tax credit notes issued in it (`credited`), each line naming the note it issued. */
const statementOf = (partition: Partition, view: MonthView, invoices: StatementInvoice[], credited: readonly IssuedCreditNote[] = []): Statement =>
  stampView(partition, 'statement', {
    ...summaryOf(view),
    invoiced_aed: filsToAed(invoices.reduce((sum, invoice) => sum + aedToFils(invoice.total_aed), 0)),
    credited_aed: filsToAed(credited.reduce((sum, note) => sum + note.differenceFils, 0)),
    lines: withCreditNoteNumbers(view.lines, credited),
    invoices,
    credit_notes: credited.map((note) => note.summary),
  });

export interface InvoiceFilter {
  limit?: number;
  cursor?: string;
  status?: Invoice['status'];
  period_gte?: string;
  period_lte?: string;
}

/**
 * The partition's invoices, newest month first, keyset-paged by month (one invoice a month, so
 * the month orders them without ties). The status is computed, not stored: the ids in that
 * status are found first and the page is read among them.
 */
export async function listInvoices(partition: Partition, account: AccountRow, filter: InvoiceFilter): Promise<InvoiceList> {
  await closeEndedMonths(partition);
  const issued = await issuedInvoices(partition);
  const billTo = await billToOf(partition, account.name);
  const views = new Map(issued.map((invoice) => [invoice.row.invoice_id, invoiceView(partition, invoice, billTo, null)]));
  const invoices = partition.table('billing_periods').whereNotNull('invoice_id').select({ created_at: 'period', id: 'invoice_id' });
  if (filter.period_gte !== undefined) invoices.where('period', '>=', filter.period_gte);
  if (filter.period_lte !== undefined) invoices.where('period', '<=', filter.period_lte);
  if (filter.status !== undefined) invoices.whereIn('invoice_id', [...views.values()].filter((view) => view.status === filter.status).map((view) => view.id));
  const page = await keysetPage<{ created_at: string; id: string }>(partition.db.select('created_at', 'id').from(invoices.as('invoices')), filter.limit, filter.cursor);
  return stampList(partition, page.data.map((row) => summarize(views.get(row.id) as Invoice)), page.next_cursor);
}

/**
 * Whether `idOrNumber` names the invoice: its id exactly, or its number however it is spelt
 * (`inv-2026-000001`, `INV 2026 000001`: the one fold of a reference, `foldReference`).
 */
function names(row: { invoice_id: string; invoice_number: string }, idOrNumber: string): boolean {
  if (idOrNumber.startsWith('inv_')) return row.invoice_id === idOrNumber;
  return foldReference(row.invoice_number) === foldReference(idOrNumber);
}

/** An invoice of the partition by its id or its number (another partition's is not found). */
export async function invoiceFor(partition: Partition, account: AccountRow, id: string): Promise<Invoice> {
  await closeEndedMonths(partition);
  const invoice = (await issuedInvoices(partition)).find((candidate) => names(candidate.row, id));
  if (!invoice) throw errors.resourceNotFound('invoice', id);
  return fullInvoiceView(partition, invoice, account.name, await documentOperator(partition, 'invoice'));
}

/**
 * The statement as a printed page, with the invoices open today (`openInvoices`, from the
 * statements overview).
 */
async function statementPdf(statement: Statement, accountName: string, openInvoices: readonly InvoiceSummary[], operator: DocumentOperator): Promise<RenderedDocument> {
  return renderStatement(statementModelFromStatement(statement, accountName, openInvoices, operator), 'pdf', `statement-${statement.period}`);
}

/** The statement as a printed page with the invoices open today: `getStatement?format=pdf` and `getStatementPdf`. */
export async function statementDocument(partition: Partition, account: AccountRow, statement: Statement): Promise<RenderedDocument> {
  const operator = await documentOperator(partition, 'statement');
  return statementPdf(statement, account.name, (await statementsOverview(partition, account)).open_invoices, operator);
}

/** The tax invoice as a printed page: the seller's address and TRN from the operator's record. */
export async function invoicePdf(partition: Partition, invoice: Invoice): Promise<RenderedDocument> {
  return renderInvoice(invoiceModelFromInvoice(invoice, null, await documentOperator(partition, 'invoice')), 'pdf', `invoice-${invoice.number}`);
}
