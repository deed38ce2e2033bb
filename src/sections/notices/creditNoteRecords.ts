import type { components } from '../../generated/openapi-types';
import type { Partition } from '../../engine/partition';
import { filsToAed } from '../../engine/money';
import { bookingReferencesOf } from '../../engine/bookings';
import { uaeDate } from '../../platform/uaeTime';

type CreditNoteSummary = components['schemas']['CreditNoteSummary'];
type StatementLine = components['schemas']['StatementLine'];

/**
 * The stored tax credit notes (`credit_notes`) as the rest of billing reads them: what each
 * booking's invoices were credited, and the notes of a period for its statement. Reads only; the
 * notes are issued by creditNotes.ts.
 */
export interface CreditNoteRow {
  id: string;
  number: string;
  invoice_id: string;
  invoice_number: string;
  booking_id: string;
  issued_at: string;
  invoiced_value_fils: number;
  value_before_fils: number;
  corrected_fils: number;
  difference_fils: number;
  vat_fils: number;
  reason_code: components['schemas']['CreditNoteReasonCode'];
}

const NUMERIC = ['invoiced_value_fils', 'value_before_fils', 'corrected_fils', 'difference_fils', 'vat_fils'] as const;

export const creditNoteRowOf = (row: Record<string, unknown>): CreditNoteRow => {
  const out = { ...row } as unknown as CreditNoteRow;
  for (const column of NUMERIC) out[column] = Number(row[column]);
  return out;
};

/** A note issued in a period, in brief, with what the statement needs beside the summary. */
export interface IssuedCreditNote {
  summary: CreditNoteSummary;
  bookingId: string;
  differenceFils: number;
}

export const summaryOfCreditNote = (row: CreditNoteRow, reference: string | null): CreditNoteSummary => ({
  id: row.id,
  number: row.number,
  issued_at: row.issued_at,
  invoice_number: row.invoice_number,
  booking_reference: reference,
  difference_aed: filsToAed(row.difference_fils),
});

/** The partition's tax credit notes issued in [from, before), oldest first: a statement's `credit_notes` and `credited_aed`. */
export async function creditNotesIssuedBetween(partition: Partition, from: string, before: string): Promise<IssuedCreditNote[]> {
  const rows = ((await partition.table('credit_notes').where('issued_at', '>=', from).andWhere('issued_at', '<', before).orderBy([{ column: 'issued_at' }, { column: 'number' }])) as Array<Record<string, unknown>>).map(creditNoteRowOf);
  const references = await bookingReferencesOf(partition, rows.map((row) => row.booking_id));
  return rows.map((row) => ({ summary: summaryOfCreditNote(row, references.get(row.booking_id) ?? null), bookingId: row.booking_id, differenceFils: row.difference_fils }));
}

/**
 * What the credit notes of `bookingIds` credited, per booking and invoice (fils), among the notes
 * issued before `before` (all when absent): V = invoiced − credited starts from it.
 */
export async function creditedOf(partition: Partition, bookingIds: readonly string[], before?: string): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (bookingIds.length === 0) return out;
  const query = partition.table('credit_notes').whereIn('booking_id', [...bookingIds]);
  if (before !== undefined) query.andWhere('issued_at', '<', before);
  const rows = (await query.groupBy('booking_id', 'invoice_id').select('booking_id', 'invoice_id').sum({ credited: 'difference_fils' })) as Array<{ booking_id: string; invoice_id: string; credited: number | string }>;
  for (const row of rows) {
    const byInvoice = out.get(row.booking_id) ?? new Map<string, number>();
    byInvoice.set(row.invoice_id, Number(row.credited));
    out.set(row.booking_id, byInvoice);
  }
  return out;
}

/**
 * The statement's lines with `credit_note_number` filled: a note is issued in the transaction of
 * the money move that lowered its booking's value, so it belongs to that booking's line that
 * returned money (a refund, a credit adjustment) on the day it was issued; several notes of one
 * move (one per invoice) name the line by the first.
 */
export function withCreditNoteNumbers(lines: readonly StatementLine[], notes: readonly IssuedCreditNote[]): StatementLine[] {
  const open = [...notes];
  return lines.map((line) => {
    if (line.booking_id === null || line.payment_aed <= 0) return line;
    const at = open.findIndex((note) => note.bookingId === line.booking_id && uaeDate(new Date(note.summary.issued_at)) === line.date);
    if (at < 0) return line;
    const [note] = open.splice(at, 1);
    // The other notes of the same move (one per invoice) are named by the first.
    for (let i = open.length - 1; i >= 0; i -= 1) if (open[i]?.bookingId === line.booking_id && open[i]?.summary.issued_at === note?.summary.issued_at) open.splice(i, 1);
    return { ...line, credit_note_number: note?.summary.number ?? null };
  });
}
