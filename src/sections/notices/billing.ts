import { nextDocumentNumber } from '../../engine/documentNumbers';
import type { components } from '../../generated/openapi-types';
import { ApiError, errors } from '../../errors';
import { newId } from '../../platform/ids';
import { uaeDate, addDays } from '../../platform/uaeTime';
import { aedToFils, filsToAed } from '../../engine/money';

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
import { einvoiceStatusOf, issuedEInvoiceXml, queueEInvoice, type EInvoiceStatus } from '../../engine/einvoice/transmissions';
import { creditedOf, creditNotesIssuedBetween, withCreditNoteNumbers, type IssuedCreditNote } from './creditNoteRecords';
import { issuedDocument, issuedDocumentsOfKind, issuedDocumentsOfPeriod, storedPdf, storeIssuedDocument, type IssuedDocument, type ListedDocument, type StoredPdf } from '../../engine/issuedDocuments';
import type { Partition, PartitionSections } from '../../engine/partition';
import { openJobPartition } from '../../engine/partitions';
import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import type { TickDefinition } from '../../engine/partitionTicks';
import type { KeyMode } from '../../apiKeys/format';

type Invoice = components['schemas']['Invoice'];
type InvoiceDraft = components['schemas']['InvoiceDraft'];
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
export const TERMS_DAYS: Readonly<Record<string, number>> = { NET_15: 15, NET_30: 30, NET_45: 45, NET_60: 60 };
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
  // Below zero only when there is VAT to take back: −10 fils holds 0 fils, never −0.
  return grossFils < 0 && vat > 0 ? -vat : vat;
}

/** The partition's balance row as it stands, without creating one: reading a statement stores nothing. */
export async function heldBalance(partition: Partition): Promise<{ balanceFils: number; creditLimitFils: number; creditTerms: string | null }> {
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
  // The booking by its primary key alone: an entry's booking is of the entry's partition. Scoped to
  // the partition as well, PostgreSQL without statistics on `bookings` (a new database, a restore
  // not yet analysed) read the reference through the partition's index, every booking of the
  // partition for each entry: 142 s for 54,000 entries, against 0.17 s by the key.
  const bookingReference = partition.db('bookings').where('bookings.id', partition.db.ref('ledger_entries.booking_id')).select('reference');
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
 * What each booking was invoiced and not credited (V), for `bookingIds`: the gross of its
 * invoice lines less the differences of its tax credit notes issued before `before`.
 */
async function invoicedValues(partition: Partition, bookingIds: readonly string[], before: string): Promise<Map<string, number>> {
  const values = new Map<string, number>();
  if (bookingIds.length === 0) return values;
  const invoiced = (await partition.table('invoiced_bookings').whereIn('booking_id', [...bookingIds]).groupBy('booking_id').select('booking_id').sum({ gross: 'gross_fils' })) as Array<{ booking_id: string; gross: number | string }>;
  for (const row of invoiced) values.set(row.booking_id, Number(row.gross));
  for (const [bookingId, byInvoice] of await creditedOf(partition, bookingIds, before)) {
    for (const credited of byInvoice.values()) values.set(bookingId, (values.get(bookingId) ?? 0) - credited);
  }
  return values;
}

/**
 * What the invoice of the month ending at `end` carries (the money rules of the close): per
 * booking with entries in the month, its value N (−the sum of all its entries before `end`)
 * less what was invoiced and not credited before (V), when positive. A booking's first invoice
 * carries its whole value, a later one only an increase; a booking charged and cancelled free
 * in the same month has no line, and no line is ever negative (a decrease after an invoice is
 * a tax credit note's).
 */
async function billedLines(partition: Partition, monthEntries: readonly Entry[], end: string): Promise<BilledLine[]> {
  const byBooking = new Map<string, Entry[]>();
  for (const entry of monthEntries) {
    if (entry.booking_id === null) continue;
    byBooking.set(entry.booking_id, [...(byBooking.get(entry.booking_id) ?? []), entry]);
  }
  if (byBooking.size === 0) return [];
  const ids = [...byBooking.keys()];
  const charges = (await partition.table('ledger_entries').whereIn('booking_id', ids).andWhere({ kind: 'charge' }).select('booking_id', 'description')) as Array<{ booking_id: string; description: string }>;
  const described = new Map(charges.map((row) => [row.booking_id, row.description]));
  const sums = (await partition.table('ledger_entries').whereIn('booking_id', ids).andWhere('created_at', '<', end).groupBy('booking_id').select('booking_id').sum({ total: 'amount_fils' })) as Array<{ booking_id: string; total: number | string }>;
  const valueOf = new Map(sums.map((row) => [row.booking_id, -Number(row.total)]));
  const invoiced = await invoicedValues(partition, ids, end);
  const lines: BilledLine[] = [];
  for (const [bookingId, entries] of byBooking) {
    const before = invoiced.get(bookingId) ?? 0;
    const grossFils = (valueOf.get(bookingId) ?? 0) - before;
    if (grossFils <= 0) continue;
    const refunded = entries.some((entry) => entry.kind === 'refund');
    const fee = entries.some((entry) => entry.kind === 'cancellation_fee');
    const what = described.get(bookingId) ?? `Booking ${entries[0]?.booking_reference ?? bookingId}`;
    const note = refunded ? (fee ? ' (cancelled; cancellation fee)' : ' (cancelled, refunded)') : fee ? ' (cancellation fee)' : '';
    const chargedOn = uaeDate(new Date((entries[entries.length - 1] as Entry).created_at));
    lines.push({ bookingId, description: before > 0 ? `${what}: increase since its earlier invoice${note}` : `${what}${note}`, grossFils, chargedOn });
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

/** An invoice's live fields, computed when read and never stored. */
const LIVE_INVOICE_FIELDS = ['status', 'amount_paid_aed', 'amount_due_aed', 'payment', 'e_invoice'] as const;
/** An invoice as issued: everything but its live fields, stored as issued and served unchanged. */
type IssuedInvoiceData = Omit<Invoice, (typeof LIVE_INVOICE_FIELDS)[number]>;

function fixedPartOf(invoice: Invoice): IssuedInvoiceData {
  const fixed: Record<string, unknown> = { ...invoice };
  for (const field of LIVE_INVOICE_FIELDS) delete fixed[field];
  return fixed as IssuedInvoiceData;
}

/**
 * The invoice as its PDF prints it: the facts of its issue only (number, dates, parties, lines,
 * totals and how it stood at the close: paid from the prepaid wallet when the balance had not gone
 * below zero by then, else the amount due by its due date), never a status that changes after.
 */
function asIssued(fixed: IssuedInvoiceData, balanceAtCloseFils: number): Invoice {
  if (balanceAtCloseFils >= 0) {
    const last = fixed.lines.reduce((latest, line) => (line.charged_on > latest ? line.charged_on : latest), '');
    return { ...fixed, status: 'paid', amount_paid_aed: fixed.total_aed, amount_due_aed: 0, payment: { method: 'prepaid_wallet', paid_on: last || uaeDate(new Date(fixed.issued_at)), reference: null }, e_invoice: null };
  }
  return { ...fixed, status: 'open', amount_paid_aed: 0, amount_due_aed: fixed.total_aed, payment: null, e_invoice: null };
}

/** The printed tax invoice of `fixed`, as stored at issue. */
async function issuedInvoicePdf(fixed: IssuedInvoiceData, balanceAtCloseFils: number, operator: DocumentOperator): Promise<Buffer> {
  const model = { ...invoiceModelFromInvoice(asIssued(fixed, balanceAtCloseFils), null, operator), asIssued: true };
  const rendered = await renderInvoice(model, 'pdf', `invoice-${fixed.number}`);
  return Buffer.from(rendered.body);
}

/**
 * Closes one month at its close instant (00:00 UAE on the 1st of the next): claims it (the
 * primary key makes a second, concurrent closer find it taken and do nothing), numbers its tax
 * invoice when it has lines (in the series of the month's year), records what each line
 * invoiced, stores the invoice and the statement as issued (data and PDF), and records their
 * events, all in one transaction. The number is taken after the claim, so a lost race never
 * burns a number. Whenever it runs (a job catching up after downtime, a read), the documents
 * are dated the close and hold the ledger as it stood then.
 */
async function closeMonth(partition: Partition, period: string): Promise<void> {
  await partition.transaction(async (p) => {
    const closeAt = periodStart(nextPeriod(period));
    const claimed: unknown[] = await p
      .db('billing_periods')
      .insert({ account_id: p.accountId, mode: p.mode, period, closed_at: closeAt, invoice_id: null, invoice_number: null, due_date: null })
      .onConflict(['account_id', 'mode', 'period'])
      .ignore()
      .returning('period');
    if (claimed.length === 0) return;
    const entries = await entriesBefore(p, closeAt, periodStart(period));
    // The statement as GET /statements/{period} shows it: the month opens where the entries before it left the balance.
    const before = (await p.table('ledger_entries').where('created_at', '<', periodStart(period)).sum({ total: 'amount_fils' }).first()) as { total: number | string | null } | undefined;
    const openingFils = Number(before?.total ?? 0);
    const [month = { period, openingFils, chargesFils: 0, refundsFils: 0, paymentsFils: 0, lines: [] }] = monthsOf(entries, openingFils);
    const lines = await billedLines(p, entries, closeAt);
    const account = (await p.db('accounts').where({ id: p.accountId }).first('name')) as { name: string } | undefined;
    const accountName = account?.name ?? '';
    let issuedId: string | undefined;
    if (lines.length > 0) {
      // A live tax invoice is not issued without the seller's legal name, address and TRN: the close waits (503 on the reads that need it) until the operator has set them.
      const operator = await documentOperator(p, 'invoice');
      const { creditTerms } = await heldBalance(p);
      const dueDate = addDays(uaeDate(new Date(closeAt)), TERMS_DAYS[creditTerms ?? ''] ?? 0);
      const id = newId('inv');
      issuedId = id;
      // Numbered in the series of the period's year: December 2026's invoice, issued on 1 January 2027, is INV-2026-….
      const number = await nextDocumentNumber(p.db, p.invoiceSeries, Number(period.slice(0, 4)));
      await p.table('billing_periods').where({ period }).update({ invoice_id: id, invoice_number: number, due_date: dueDate });
      await p.insert(
        'invoiced_bookings',
        lines.map((line) => ({ invoice_id: id, booking_id: line.bookingId, gross_fils: line.grossFils, vat_fils: vatInside(line.grossFils), invoiced_at: closeAt })),
      );
      const row = { period, closed_at: closeAt, invoice_id: id, invoice_number: number, due_date: dueDate };
      const fixed = fixedPartOf(
        invoiceView(p, row, lines, await billToOf(p, accountName), operator, {
          serviceDates: await serviceDatesOf(p, lines.map((line) => line.bookingId)),
          items: await supplyItemsOf(p, new Map(lines.map((line) => [line.bookingId, { description: line.description, grossFils: line.grossFils }]))),
        }),
      );
      await storeIssuedDocument(p, { id, kind: 'tax_invoice', number, period, issuedAt: closeAt, data: fixed, pdf: await issuedInvoicePdf(fixed, openingFils + month.refundsFils + month.paymentsFils - month.chargesFils, operator) });
      // Sent as a PINT AE e-invoice through the operator's provider, queued in the transaction that issues it.
      await queueEInvoice(p, { kind: 'tax_invoice', data: fixed });
    }
    // The partition's invoices once, this month's among them: the statement names it and lists those still open.
    const invoices = await issuedInvoices(p);
    const issued = issuedId === undefined ? undefined : (invoices.find((invoice) => invoice.row.invoice_id === issuedId) as IssuedInvoice);
    const invoiceNumbers = new Map(issued ? lines.map((line) => [line.bookingId, issued.row.invoice_number]) : []);
    const statementData = statementOf(
      p,
      { ...month, lines: month.lines.map((line) => (line.booking_id !== null && line.charge_aed > 0 && invoiceNumbers.has(line.booking_id) ? { ...line, invoice_number: invoiceNumbers.get(line.booking_id) ?? null } : line)) },
      issued ? [statementInvoiceOf(p, issued)] : [],
      await creditNotesIssuedBetween(p, periodStart(period), periodStart(nextPeriod(period))),
    );
    const openInvoices = invoices.map((invoice) => summarize(liveInvoice(p, invoice))).filter((invoice) => invoice.status === 'open' || invoice.status === 'overdue');
    const statementPdf = await renderStatement(statementModelFromStatement(statementData, accountName, openInvoices, await documentOperator(p, 'statement')), 'pdf', `statement-${period}`);
    await storeIssuedDocument(p, { id: newId('stm'), kind: 'statement', number: null, period, issuedAt: closeAt, data: statementData, pdf: Buffer.from(statementPdf.body) });
    await recordEvent(p, {
      type: 'statement.issued',
      subjectType: 'statement',
      subjectId: period,
      data: statementData,
      notice: { kind: 'statement_ready', title: `Statement for ${periodName(period)}`, body: `The statement for ${periodName(period)} is ready to download (${entries.length} ${entries.length === 1 ? 'line' : 'lines'}).` },
    });
    if (!issued) return;
    const { invoice_number: number, due_date: dueDate } = issued.row;
    await recordEvent(p, {
      type: 'invoice.issued',
      subjectType: 'invoice',
      subjectId: issued.row.invoice_id,
      // The invoice as stored, with its live fields as they stand when it is issued.
      data: liveInvoice(p, issued, await paymentOf(p, issued), await einvoiceStatusOf(p, issued.row.invoice_id)),
      notice: { kind: 'invoice_issued', title: `Invoice ${number}`, body: `Tax invoice ${number} for the services charged in ${periodName(period)}: AED ${filsToAed(issued.totalFils).toFixed(2)} including VAT, due ${dueDate}.` },
    });
  });
}

/**
 * Closes every month that has ended (UAE time) and has ledger entries, oldest first: the
 * `billing_close` job runs it for every partition with a month to close, and the reads that show
 * statements, invoices or the inbox run it too (usually one indexed look-up that finds nothing).
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

/**
 * As `closeEndedMonths`, for the reads that show what is issued so far (the overview, the
 * invoice list, the inbox, the draft): a month whose close waits for the operator's details
 * (503 `not_configured`) is left for the job and the reads of that month's documents.
 */
export async function closeEndedMonthsIfReady(partition: Partition): Promise<void> {
  try {
    await closeEndedMonths(partition);
  } catch (err) {
    if (!(err instanceof ApiError && err.code === 'not_configured' && !partition.sandbox)) throw err;
  }
}

/**
 * Every partition with ledger entries in an ended month it has not closed yet, by one grouped
 * look-up over the ledger and one over the closed months.
 */
export async function partitionsToClose(db: Db, clock: Clock): Promise<Array<{ account_id: string; mode: KeyMode }>> {
  const before = periodStart(periodOf(clock.now().toISOString()));
  const ledger = (await db('ledger_entries').where('created_at', '<', before).groupBy('account_id', 'mode').select('account_id', 'mode').max({ last: 'created_at' })) as Array<{ account_id: string; mode: KeyMode; last: string }>;
  const closed = (await db('billing_periods').groupBy('account_id', 'mode').select('account_id', 'mode').max({ period: 'period' })) as Array<{ account_id: string; mode: KeyMode; period: string }>;
  const lastClosed = new Map(closed.map((row) => [`${row.account_id}/${row.mode}`, row.period]));
  return ledger
    .filter((row) => {
      const period = lastClosed.get(`${row.account_id}/${row.mode}`);
      return period === undefined || periodOf(row.last) > period;
    })
    .map((row) => ({ account_id: row.account_id, mode: row.mode }));
}

/**
 * The month's close in a test partition with a clock of its own: an advance of the clock over the
 * 1st closes the ended month there, as the job does at 00:00 UAE for every partition on the
 * service's clock (the close is the same; its documents are dated their close either way).
 */
export const billingCloseTick: TickDefinition = {
  name: 'billing_close',
  run: (partition) => closeEndedMonths(partition),
  nextDue: async (partition) => new Date(periodStart(nextPeriod(currentPeriod(partition)))),
};

/**
 * `billing_close`: closes every ended month of every partition at its close, whether or not
 * anyone reads it (00:00 UAE on the 1st; a service started later catches up, each document dated
 * its close). Exactly once across instances: each month is claimed in `billing_periods` first.
 */
export function billingCloseJob(sections: PartitionSections, db: Db, clock: Clock): Job {
  // Entries are posted at the time they happen, so once a pass has closed every ended month,
  // nothing new can fall into one before the next month begins: later passes of the month skip
  // the scan of the ledger (one grouped look-up a month per instance, and after a failed pass).
  let settledFor: string | null = null;
  return {
    name: 'billing_close',
    run: async (stopping) => {
      const current = periodOf(clock.now().toISOString());
      if (settledFor === current) return;
      // One partition that cannot close (the operator's details missing for a live tax invoice) does not hold up the others; the pass then fails with its error, logged by the runner.
      let failure: unknown;
      for (const row of await partitionsToClose(db, clock)) {
        if (stopping()) return;
        try {
          await closeEndedMonths(await openJobPartition(sections, db, clock, row));
        } catch (err) {
          failure ??= err;
        }
      }
      if (failure !== undefined) throw failure;
      settledFor = current;
    },
  };
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
function lineKindOf(entry: Pick<Entry, 'kind' | 'amount_fils'>): StatementLine['kind'] {
  if (entry.kind === 'topup') return entry.amount_fils < 0 ? 'reversal' : 'topup';
  if (entry.kind === 'charge' || entry.kind === 'refund' || entry.kind === 'cancellation_fee' || entry.kind === 'adjustment') return entry.kind;
  return 'adjustment';
}

/** What a statement line and a wallet entry both show of a ledger entry: the day, kind, who and what it was for, its money, and the balance after it. */
export type LedgerLine = Pick<StatementLine, 'date' | 'kind' | 'description' | 'reference' | 'booking_id' | 'booking_reference' | 'charge_aed' | 'payment_aed' | 'balance_aed'>;

/** A ledger entry as a statement and the wallet's entries show it, with the balance after it. */
export function ledgerLineOf(entry: Omit<Entry, 'id'>, balanceAfterFils: number): LedgerLine {
  return {
    date: uaeDate(new Date(entry.created_at)),
    kind: lineKindOf(entry),
    description: entry.description,
    // Entries name their booking by its id; a person quotes the booking's reference.
    reference: entry.booking_id !== null && entry.reference === entry.booking_id ? (entry.booking_reference ?? entry.reference) : entry.reference,
    booking_id: entry.booking_id,
    booking_reference: entry.booking_reference,
    charge_aed: entry.amount_fils < 0 ? filsToAed(-entry.amount_fils) : 0,
    payment_aed: entry.amount_fils > 0 ? filsToAed(entry.amount_fils) : 0,
    balance_aed: filsToAed(balanceAfterFils),
  };
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
    view.lines.push({ ...ledgerLineOf(entry, running), invoice_number: null, credit_note_number: null });
  }
  return views;
}


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
  /** The invoice as issued (stored at the close). */
  doc: ListedDocument<IssuedInvoiceData>;
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
  const docs = new Map((await issuedDocumentsOfKind<IssuedInvoiceData>(partition, 'tax_invoice')).map((doc) => [doc.id, doc]));
  const owed = Math.max(0, -(await heldBalance(partition)).balanceFils);
  const current = currentPeriod(partition);
  const uninvoiced = -(await entriesBefore(partition, periodStart(nextPeriod(current)), periodStart(current)))
    .filter((entry) => entry.booking_id !== null)
    .reduce((sum, entry) => sum + entry.amount_fils, 0);
  let remaining = Math.max(0, owed - Math.max(0, uninvoiced));
  const invoices: IssuedInvoice[] = [];
  for (const row of rows) {
    const doc = docs.get(row.invoice_id);
    if (!doc) continue;
    const totalFils = aedToFils(doc.data.total_aed);
    const unpaidFils = Math.min(Math.max(0, totalFils), remaining);
    remaining -= unpaidFils;
    invoices.push({ row, doc, totalFils, unpaidFils });
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
 * The invoice of `row` with `lines` as issued: the seller and the recipient as they are at the
 * close, the dates of supply and the items. Its live fields are those of issue (open, nothing
 * paid); only its fixed part is stored.
 */
function invoiceView(
  partition: Partition,
  row: IssuedInvoice['row'],
  billed: readonly BilledLine[],
  billTo: BillTo,
  seller: DocumentOperator,
  full: { serviceDates: ReadonlyMap<string, BookingFacts>; items: ReadonlyMap<string, SupplyItem[]> },
): Invoice {
  const lines: InvoiceLine[] = billed.map((line) => {
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
  const totalFils = billed.reduce((sum, line) => sum + line.grossFils, 0);
  const vatFils = billed.reduce((sum, line) => sum + vatInside(line.grossFils), 0);
  return stampView(partition, 'invoice', {
    id: row.invoice_id,
    number: row.invoice_number,
    period: row.period,
    status: 'open',
    issued_at: row.closed_at,
    due_date: row.due_date,
    seller: { name: seller.name, address: seller.address, trn: seller.trnDigits },
    bill_to: billTo,
    lines,
    subtotal_aed: filsToAed(totalFils - vatFils),
    vat_aed: filsToAed(vatFils),
    total_aed: filsToAed(totalFils),
    amount_paid_aed: 0,
    amount_due_aed: filsToAed(totalFils),
    payment: null,
    e_invoice: null,
  });
}

/** The stored invoice with its live fields as they stand (the payment and the e-invoice only where given). */
function liveInvoice(partition: Partition, invoice: IssuedInvoice, payment: InvoicePayment | null = null, eInvoice: EInvoiceStatus | null = null): Invoice {
  const status = statusOf(invoice, uaeDate(partition.clock.now()));
  return {
    ...invoice.doc.data,
    status,
    amount_paid_aed: filsToAed(invoice.totalFils - invoice.unpaidFils),
    amount_due_aed: filsToAed(invoice.unpaidFils),
    payment: status === 'paid' ? payment : null,
    e_invoice: eInvoice,
  };
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
    const last = invoice.doc.data.lines.reduce((latest, line) => (line.charged_on > latest ? line.charged_on : latest), '');
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

/** A stored statement with the status of its invoices as they stand. */
function liveStatement(partition: Partition, stored: Statement, issued: readonly IssuedInvoice[]): Statement {
  const today = uaeDate(partition.clock.now());
  const statuses = new Map(issued.map((invoice) => [invoice.row.invoice_id, statusOf(invoice, today)]));
  return { ...stored, invoices: stored.invoices.map((invoice) => ({ ...invoice, status: statuses.get(invoice.id) ?? invoice.status })) };
}

const summaryFromStatement = (statement: Statement): StatementSummary => ({
  period: statement.period,
  opening_balance_aed: statement.opening_balance_aed,
  charges_aed: statement.charges_aed,
  refunds_aed: statement.refunds_aed,
  payments_aed: statement.payments_aed,
  closing_balance_aed: statement.closing_balance_aed,
  issued_at: statement.issued_at,
});

export async function statementsOverview(partition: Partition): Promise<StatementsOverview> {
  await closeEndedMonthsIfReady(partition);
  const issued = await issuedInvoices(partition);
  const open = issued.map((invoice) => liveInvoice(partition, invoice)).filter((invoice) => invoice.status === 'open' || invoice.status === 'overdue');
  const statements = await issuedDocumentsOfKind<Statement>(partition, 'statement', { newestFirst: true, limit: STATEMENT_MONTHS });
  return stampView<StatementsOverview>(partition, 'statements_overview', {
    balance: await balanceOf(partition, issued),
    statements: statements.map((statement) => summaryFromStatement(statement.data)),
    open_invoices: open.map(summarize),
  });
}

/** A month's statement as issued: 404 until the month has ended, and for a month without entries. */
async function storedStatement(partition: Partition, period: string): Promise<IssuedDocument<Statement>> {
  if (period >= currentPeriod(partition)) throw errors.statementNotIssued(period);
  await closeEndedMonths(partition);
  const [stored] = await issuedDocumentsOfPeriod<Statement>(partition, 'statement', period);
  if (!stored) throw errors.resourceNotFound('statement', period);
  return stored;
}

/** A month's statement: 404 until the month has ended, and for a month without entries. */
export async function statementFor(partition: Partition, period: string): Promise<Statement> {
  return liveStatement(partition, (await storedStatement(partition, period)).data, await issuedInvoices(partition));
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
export async function listInvoices(partition: Partition, filter: InvoiceFilter): Promise<InvoiceList> {
  await closeEndedMonthsIfReady(partition);
  const issued = await issuedInvoices(partition);
  const views = new Map(issued.map((invoice) => [invoice.row.invoice_id, liveInvoice(partition, invoice)]));
  const invoices = partition.table('billing_periods').whereNotNull('invoice_id').whereIn('invoice_id', [...views.keys()]).select({ created_at: 'period', id: 'invoice_id' });
  if (filter.period_gte !== undefined) invoices.where('period', '>=', filter.period_gte);
  if (filter.period_lte !== undefined) invoices.where('period', '<=', filter.period_lte);
  if (filter.status !== undefined) invoices.whereIn('invoice_id', [...views.values()].filter((view) => view.status === filter.status).map((view) => view.id));
  const page = await keysetPage<{ created_at: string; id: string }>(partition.db.select('created_at', 'id').from(invoices.as('invoices')), filter.limit, filter.cursor);
  return stampList(partition, page.data.map((row) => summarize(views.get(row.id) as Invoice)), page.next_cursor);
}

/** An invoice of the partition as issued, by its id or its number however it is spelt (another partition's is not found). */
async function issuedInvoiceFor(partition: Partition, id: string): Promise<IssuedInvoice> {
  await closeEndedMonths(partition);
  const stored = await issuedDocument<IssuedInvoiceData>(partition, 'tax_invoice', id);
  const invoice = stored ? (await issuedInvoices(partition)).find((candidate) => candidate.row.invoice_id === stored.id) : undefined;
  if (!invoice) throw errors.resourceNotFound('invoice', id);
  return invoice;
}

/** An invoice of the partition by its id or its number: as issued, with its status, payment and amounts due as they stand. */
export async function invoiceFor(partition: Partition, id: string): Promise<Invoice> {
  const invoice = await issuedInvoiceFor(partition, id);
  return liveInvoice(partition, invoice, await paymentOf(partition, invoice), await einvoiceStatusOf(partition, invoice.row.invoice_id));
}

/** A stored PDF as served: its bytes, and its SHA-256 (the `ETag` of every read of it). */
/** The statement's PDF as issued at the close: `getStatement?format=pdf` and `getStatementPdf`. */
export async function statementPdf(partition: Partition, period: string): Promise<StoredPdf> {
  return storedPdf(await storedStatement(partition, period), `statement-${period}.pdf`);
}

/** The tax invoice's PDF as issued at the close: `getInvoice?format=pdf` and `getInvoicePdf`. */
export async function invoicePdf(partition: Partition, id: string): Promise<StoredPdf> {
  const stored = await storedInvoice(partition, id);
  return storedPdf(stored, `invoice-${stored.number ?? stored.id}.pdf`);
}

async function storedInvoice(partition: Partition, id: string): Promise<IssuedDocument<IssuedInvoiceData>> {
  await closeEndedMonths(partition);
  const stored = await issuedDocument<IssuedInvoiceData>(partition, 'tax_invoice', id);
  if (!stored) throw errors.resourceNotFound('invoice', id);
  return stored;
}

/** The tax invoice as the PINT AE e-invoice sent for it (`getInvoice?format=ubl`). */
export async function invoiceUbl(partition: Partition, id: string): Promise<RenderedDocument> {
  const stored = await storedInvoice(partition, id);
  return { contentType: 'application/xml', body: await issuedEInvoiceXml(partition, { kind: 'tax_invoice', data: stored.data }), filename: `invoice-${stored.number ?? stored.id}.xml` };
}

/**
 * The current month's running draft: what its tax invoice would carry if the month closed now,
 * by the same rules as the close. Never numbered, never stored; its PDF says "Draft — not a tax
 * invoice". `issues_at` is the coming close.
 */
export async function draftInvoice(partition: Partition, account: AccountRow): Promise<InvoiceDraft> {
  await closeEndedMonthsIfReady(partition);
  const period = currentPeriod(partition);
  const closeAt = periodStart(nextPeriod(period));
  const entries = await entriesBefore(partition, closeAt, periodStart(period));
  const lines = await billedLines(partition, entries, closeAt);
  const view = invoiceView(
    partition,
    { period, closed_at: closeAt, invoice_id: '', invoice_number: '', due_date: '' },
    lines,
    await billToOf(partition, account.name),
    await recordedOperator(partition, 'invoice'),
    {
      serviceDates: await serviceDatesOf(partition, lines.map((line) => line.bookingId)),
      items: await supplyItemsOf(partition, new Map(lines.map((line) => [line.bookingId, { description: line.description, grossFils: line.grossFils }]))),
    },
  );
  return stampView<InvoiceDraft>(partition, 'invoice_draft', {
    period,
    status: 'draft',
    issues_at: closeAt,
    seller: view.seller,
    bill_to: view.bill_to,
    lines: view.lines,
    subtotal_aed: view.subtotal_aed,
    vat_aed: view.vat_aed,
    total_aed: view.total_aed,
  });
}

/** The draft as a printed page, titled "Draft — not a tax invoice", with no number and no due date. */
export async function draftInvoicePdf(partition: Partition, draft: InvoiceDraft): Promise<RenderedDocument> {
  const invoice: Invoice = {
    ...draft,
    object: 'invoice',
    id: '',
    number: 'Not numbered (draft)',
    issued_at: draft.issues_at,
    due_date: uaeDate(new Date(draft.issues_at)),
    status: 'open',
    amount_paid_aed: 0,
    amount_due_aed: draft.total_aed,
    payment: null,
    e_invoice: null,
  };
  // Drafted now: the model prints the day it was drafted, never a number or a status.
  const model = invoiceModelFromInvoice({ ...invoice, issued_at: partition.now() }, null, await recordedOperator(partition, 'invoice'), true);
  return renderInvoice(
    { ...model, asIssued: true, paymentTerms: `Draft — not a tax invoice. The tax invoice for ${periodName(draft.period)} is issued at the close, ${uaeDate(new Date(draft.issues_at))} 00:00 UAE time, with its number and due date; until then this draft changes with every booking.` },
    'pdf',
    `invoice-draft-${draft.period}`,
  );
}
