import type { components } from '../generated/ops/openapi-types';
import type { Db } from '../platform/db';
import { filsToAed } from '../engine/money';
import { keysetPage } from '../engine/pagination';
import { addDays, uaeInstant } from '../platform/uaeTime';

type OpsCreditNote = components['schemas']['OpsCreditNote'];
type OpsCreditNotePage = components['schemas']['OpsCreditNotePage'];

export interface OpsCreditNoteFilter {
  accountId?: string | undefined;
  /** UAE days of issue, both inclusive (`YYYY-MM-DD`). */
  issuedGte?: string | undefined;
  issuedLte?: string | undefined;
}

interface Row {
  id: string;
  created_at: string;
  number: string;
  account_id: string;
  company_name: string | null;
  invoice_number: string;
  booking_reference: string | null;
  reason_code: OpsCreditNote['reason_code'];
  difference_fils: number | string;
  vat_fils: number | string;
}

/**
 * Every partner's live tax credit notes, newest first, in keyset pages, for the operator's
 * finance staff: read from the stored notes, with the partner's name and the booking's reference.
 */
export async function opsCreditNotePage(db: Db, filter: OpsCreditNoteFilter, limit: number, cursor: string | undefined): Promise<OpsCreditNotePage> {
  const rows = db('credit_notes')
    .where({ 'credit_notes.mode': 'live' })
    .leftJoin('accounts', 'accounts.id', 'credit_notes.account_id')
    .leftJoin('bookings', 'bookings.id', 'credit_notes.booking_id')
    .select(
      'credit_notes.id',
      { created_at: 'credit_notes.issued_at' },
      'credit_notes.number',
      'credit_notes.account_id',
      { company_name: 'accounts.name' },
      'credit_notes.invoice_number',
      { booking_reference: 'bookings.reference' },
      'credit_notes.reason_code',
      'credit_notes.difference_fils',
      'credit_notes.vat_fils',
    );
  if (filter.accountId !== undefined) rows.where({ 'credit_notes.account_id': filter.accountId });
  if (filter.issuedGte !== undefined) rows.where('credit_notes.issued_at', '>=', uaeInstant(filter.issuedGte, '00:00').toISOString());
  if (filter.issuedLte !== undefined) rows.where('credit_notes.issued_at', '<', uaeInstant(addDays(filter.issuedLte, 1), '00:00').toISOString());
  const page = await keysetPage<Row>(db.select('*').from(rows.as('credit_notes')), limit, cursor);
  return {
    data: page.data.map((row) => ({
      id: row.id,
      number: row.number,
      account_id: row.account_id,
      company_name: row.company_name ?? '',
      issued_at: row.created_at,
      invoice_number: row.invoice_number,
      booking_reference: row.booking_reference,
      reason_code: row.reason_code,
      difference_aed: filsToAed(Number(row.difference_fils)),
      vat_aed: filsToAed(Number(row.vat_fils)),
    })),
    next_cursor: page.next_cursor,
  };
}
