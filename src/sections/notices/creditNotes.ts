import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import { addDays, uaeDate, uaeInstant } from '../../platform/uaeTime';
import { filsToAed } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import type { ValueListener, BookingValueReason } from '../../engine/sections';
import { nextDocumentNumber } from '../../engine/documentNumbers';
import { recordEvent } from '../../engine/events';
import { bookingIdOf, bookingReferencesOf } from '../../engine/bookings';
import { issuedDocument, storedPdf, storeIssuedDocument, type IssuedDocument, type StoredPdf } from '../../engine/issuedDocuments';
import { einvoiceStatusOf, issuedEInvoiceXml, queueEInvoice } from '../../engine/einvoice/transmissions';
import { recordedOperator } from '../../engine/operatorIdentity';
import { creditNoteModelFromCreditNote } from '../../engine/documents/mappers';
import { renderCreditNote } from '../../engine/documents/printed';
import type { RenderedDocument } from '../../engine/documents/documents';
import { stampList, stampView } from '../../engine/serializer';
import { keysetPage } from '../../engine/pagination';
import { foldReference } from '../../platform/ids';
import { closeEndedMonths, periodOf, periodStart, vatInside } from './billing';
import { billingEmailOf, legalDetailsOf } from './settings';
import { creditNoteRowOf, creditedOf, summaryOfCreditNote, type CreditNoteRow } from './creditNoteRecords';

type CreditNote = components['schemas']['CreditNote'];
type CreditNoteList = components['schemas']['CreditNoteList'];
type BillTo = CreditNote['bill_to'];

/**
 * UAE tax credit notes (VAT Executive Regulation, Article 60), issued at the moment a booking's
 * money move (a cancellation with or without a fee, a refund, a price the trade desk lowered, a
 * change that re-priced it lower) leaves its value N below what its tax invoices charged and no
 * credit note has yet credited (V): notes for V − N, against the booking's newest invoice that
 * still has value first, each with the next number of its series (`CN-2026-000001`, a test
 * partition's `TEST-CN-…`), in the move's own transaction. A change before the booking's invoice
 * exists changes only what the next close invoices: no note.
 *
 * Each note is stored as issued (`issued_documents`, its JSON and its PDF bytes) and never
 * changed; `credit_notes` keeps its figures for the next note and the next close.
 */
const VAT_RATE_PERCENT = 5;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** `3 December 2026`, as a reason reads. */
const longDay = (day: string): string => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
const aed = (fils: number): string => `AED ${filsToAed(fils).toFixed(2)}`;

interface InvoicedRow {
  invoice_id: string;
  gross_fils: number;
  invoiced_at: string;
}

interface InvoiceFacts {
  number: string;
  issuedAt: string;
}

/** The numbers and dates of issue of `ids`: as stored at issue, else as the month's close recorded them. */
async function invoiceFactsOf(partition: Partition, ids: readonly string[]): Promise<Map<string, InvoiceFacts>> {
  const facts = new Map<string, InvoiceFacts>();
  const closes = (await partition.table('billing_periods').whereIn('invoice_id', [...ids]).select('invoice_id', 'invoice_number', 'closed_at')) as Array<{ invoice_id: string; invoice_number: string; closed_at: string }>;
  for (const row of closes) facts.set(row.invoice_id, { number: row.invoice_number, issuedAt: row.closed_at });
  const stored = (await partition.table('issued_documents').where({ kind: 'tax_invoice' }).whereIn('id', [...ids]).select('id', 'number', 'issued_at')) as Array<{ id: string; number: string; issued_at: string }>;
  for (const row of stored) facts.set(row.id, { number: row.number, issuedAt: row.issued_at });
  return facts;
}

/** The recipient as it is now, named on a note issued now: the account's legal details, else its name. */
async function billToNow(partition: Partition): Promise<BillTo> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  const legal = await legalDetailsOf(partition);
  return { name: legal.legal_name ?? account?.name ?? '', address: legal.address, country: legal.country, trn: legal.trn, billing_email: await billingEmailOf(partition) };
}

/** The short reason printed on a note, from why the value fell and what it is now (`valueFils`, N). */
function reasonOf(reason: BookingValueReason, reference: string, day: string, valueFils: number): string {
  const on = longDay(day);
  switch (reason) {
    case 'cancellation':
      return valueFils > 0 ? `Booking ${reference} cancelled on ${on}; cancellation fee ${aed(valueFils)} kept.` : `Booking ${reference} cancelled on ${on} free of charge.`;
    case 'refund':
      return `Booking ${reference} refunded on ${on}${valueFils > 0 ? `; ${aed(valueFils)} remains charged` : ' in full'}.`;
    case 'price_reduction':
      return `Price of booking ${reference} lowered by the trade desk on ${on} to ${aed(valueFils)}.`;
    case 'repricing':
      return `Booking ${reference} changed on ${on} and re-priced to ${aed(valueFils)}.`;
  }
}

/**
 * Issues what a booking's money move calls for, in the move's transaction (the engine's
 * `onBookingValueLowered`). Every ended month is closed first, so its invoice exists and each close
 * sees exactly the notes issued before its end.
 */
export const issueCreditNotes: ValueListener = async (partition, bookingId, reason) => {
  // A test partition's seeded history is written out of order across sections: closing its
  // months while it is written would leave later-written earlier entries uninvoiced.
  if (partition.seed !== null) return;
  await partition.transaction(async (p) => {
    // Only what was charged before this month began can be on an issued invoice: most moves stop here.
    const earlier = await p.table('ledger_entries').where({ booking_id: bookingId }).andWhere('created_at', '<', periodStart(periodOf(p.now()))).first('id');
    if (!earlier) return;
    await closeEndedMonths(p);
    const invoiced = ((await p.table('invoiced_bookings').where({ booking_id: bookingId }).select('invoice_id', 'gross_fils', 'invoiced_at')) as Array<Record<string, unknown>>).map(
      (row): InvoicedRow => ({ invoice_id: String(row.invoice_id), gross_fils: Number(row.gross_fils), invoiced_at: String(row.invoiced_at) }),
    );
    if (invoiced.length === 0) return;
    const credited = (await creditedOf(p, [bookingId])).get(bookingId) ?? new Map<string, number>();
    const sum = (await p.table('ledger_entries').where({ booking_id: bookingId }).sum({ total: 'amount_fils' }).first()) as { total: number | string | null } | undefined;
    const valueFils = -Number(sum?.total ?? 0);
    const open = invoiced
      .map((row) => ({ ...row, remaining: row.gross_fils - (credited.get(row.invoice_id) ?? 0) }))
      // Newest invoice first.
      .sort((a, b) => (a.invoiced_at === b.invoiced_at ? b.invoice_id.localeCompare(a.invoice_id) : b.invoiced_at.localeCompare(a.invoiced_at)));
    let excess = open.reduce((total, row) => total + Math.max(0, row.remaining), 0) - Math.max(0, valueFils);
    if (excess <= 0) return;
    const facts = await invoiceFactsOf(p, open.map((row) => row.invoice_id));
    const booking = (await p.table('bookings').where({ id: bookingId }).first('reference', 'service_date')) as { reference: string; service_date: string | null } | undefined;
    const charge = (await p.table('ledger_entries').where({ booking_id: bookingId, kind: 'charge' }).orderBy('id').first('description')) as { description: string } | undefined;
    const reference = booking?.reference ?? bookingId;
    const issuedAt = p.now();
    const text = reasonOf(reason, reference, uaeDate(new Date(issuedAt)), Math.max(0, valueFils));
    const seller = await recordedOperator(p, 'invoice');
    const billTo = await billToNow(p);
    for (const row of open) {
      if (excess <= 0) break;
      if (row.remaining <= 0) continue;
      const invoice = facts.get(row.invoice_id);
      if (!invoice) continue;
      const differenceFils = Math.min(row.remaining, excess);
      excess -= differenceFils;
      const vatFils = vatInside(differenceFils);
      const id = newId('cn');
      const number = await nextDocumentNumber(p.db, p.creditNoteSeries, Number(uaeDate(new Date(issuedAt)).slice(0, 4)));
      const stored: Omit<CreditNoteRow, 'id'> & { id: string } = {
        id,
        number,
        invoice_id: row.invoice_id,
        invoice_number: invoice.number,
        booking_id: bookingId,
        issued_at: issuedAt,
        invoiced_value_fils: row.gross_fils,
        value_before_fils: row.remaining,
        corrected_fils: row.remaining - differenceFils,
        difference_fils: differenceFils,
        vat_fils: vatFils,
        reason_code: reason,
      };
      await p.insert('credit_notes', { ...stored });
      const note = stampView<CreditNote>(p, 'credit_note', {
        id,
        number,
        issued_at: issuedAt,
        reason_code: reason,
        reason: text,
        invoice: { id: row.invoice_id, number: invoice.number, issued_at: invoice.issuedAt },
        seller: { name: seller.name, address: seller.address, trn: seller.trnDigits },
        bill_to: billTo,
        booking_id: bookingId,
        booking_reference: booking?.reference ?? null,
        service_date: booking?.service_date ?? null,
        description: charge?.description ?? `Booking ${reference}`,
        invoiced_value_aed: filsToAed(row.gross_fils),
        value_before_aed: filsToAed(row.remaining),
        corrected_value_aed: filsToAed(row.remaining - differenceFils),
        difference_aed: filsToAed(differenceFils),
        difference_net_aed: filsToAed(differenceFils - vatFils),
        vat_rate_percent: VAT_RATE_PERCENT,
        vat_aed: filsToAed(vatFils),
        e_invoice: null,
      });
      const pdf = await renderCreditNote(creditNoteModelFromCreditNote(note, seller), 'pdf', `credit-note-${number}`);
      await storeIssuedDocument(p, { id, kind: 'tax_credit_note', number, period: null, issuedAt, data: note, pdf: pdf.body as Buffer });
      // Sent as a PINT AE e-invoice through the operator's provider, queued in the transaction that issues it.
      await queueEInvoice(p, { kind: 'tax_credit_note', data: note });
      await recordEvent(p, {
        type: 'credit_note.issued',
        subjectType: 'credit_note',
        subjectId: id,
        data: { ...note, e_invoice: await einvoiceStatusOf(p, id) },
        notice: {
          kind: 'credit_note_issued',
          title: `Credit note ${number}`,
          body: `Tax credit note ${number} for ${reference} on invoice ${invoice.number}: AED ${filsToAed(differenceFils).toFixed(2)} including VAT credited.`,
        },
      });
    }
  });
};

async function storedNote(partition: Partition, idOrNumber: string): Promise<IssuedDocument<CreditNote>> {
  const document = await issuedDocument<CreditNote>(partition, 'tax_credit_note', idOrNumber);
  if (!document) throw errors.resourceNotFound('credit note', idOrNumber);
  return document;
}

/** A tax credit note by its id or its number however it is spelt, as stored at issue with its live part (its e-invoice transmission) read now. */
export async function creditNoteFor(partition: Partition, idOrNumber: string): Promise<CreditNote> {
  const { data } = await storedNote(partition, idOrNumber);
  return { ...data, e_invoice: await einvoiceStatusOf(partition, data.id) };
}

/** The PDF stored at issue, byte for byte. */
export async function creditNotePdf(partition: Partition, idOrNumber: string): Promise<StoredPdf> {
  const stored = await storedNote(partition, idOrNumber);
  return storedPdf(stored, `credit-note-${stored.number ?? stored.id}.pdf`);
}

/** The PINT AE e-invoice sent for the note (`getCreditNote?format=ubl`). */
export async function creditNoteUbl(partition: Partition, idOrNumber: string): Promise<RenderedDocument> {
  const stored = await storedNote(partition, idOrNumber);
  return { contentType: 'application/xml', body: await issuedEInvoiceXml(partition, { kind: 'tax_credit_note', data: stored.data }), filename: `credit-note-${stored.number ?? stored.id}.xml` };
}

export interface CreditNoteFilter {
  limit?: number;
  cursor?: string;
  invoice?: string;
  booking?: string;
  issued_gte?: string;
  issued_lte?: string;
}

/**
 * The partition's tax credit notes, newest first, keyset-paged by issue time: filtered by the
 * invoice they correct (its id or number, any spelling), the booking (its id or reference) and
 * the UAE days of issue (both inclusive). An unknown invoice or booking matches nothing.
 */
export async function listCreditNotes(partition: Partition, filter: CreditNoteFilter): Promise<CreditNoteList> {
  const query = partition.table('credit_notes').select({ created_at: 'issued_at' }, 'id', 'number', 'invoice_id', 'invoice_number', 'booking_id', 'issued_at', 'invoiced_value_fils', 'value_before_fils', 'corrected_fils', 'difference_fils', 'vat_fils', 'reason_code');
  if (filter.invoice !== undefined) {
    if (filter.invoice.startsWith('inv_')) query.where({ invoice_id: filter.invoice });
    else {
      const numbers = (await partition.table('credit_notes').distinct('invoice_number')) as Array<{ invoice_number: string }>;
      query.whereIn('invoice_number', numbers.map((row) => row.invoice_number).filter((number) => foldReference(number) === foldReference(filter.invoice ?? '')));
    }
  }
  if (filter.booking !== undefined) query.where({ booking_id: (await bookingIdOf(partition, null, filter.booking)) ?? '' });
  if (filter.issued_gte !== undefined) query.where('issued_at', '>=', uaeInstant(filter.issued_gte, '00:00').toISOString());
  if (filter.issued_lte !== undefined) query.where('issued_at', '<', uaeInstant(addDays(filter.issued_lte, 1), '00:00').toISOString());
  const page = await keysetPage<Record<string, unknown> & { created_at: string; id: string }>(partition.db.select('*').from(query.as('credit_notes')), filter.limit, filter.cursor);
  const rows = page.data.map(creditNoteRowOf);
  const references = await bookingReferencesOf(partition, rows.map((row) => row.booking_id));
  return stampList(
    partition,
    rows.map((row) => summaryOfCreditNote(row, references.get(row.booking_id) ?? null)),
    page.next_cursor,
  );
}
