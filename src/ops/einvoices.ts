import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { errors } from '../errors';
import { operatorOf, recordAudit, type AuditOrigin } from '../engine/audit';
import { keysetPage } from '../engine/pagination';
import { Partition, type PartitionSections } from '../engine/partition';
import { retransmit, type TransmissionRow, type TransmissionStatus } from '../engine/einvoice/transmissions';
import type { components } from '../generated/ops/openapi-types';

/**
 * The live e-invoice transmissions as finance sees them (the Finance screen of the console, the
 * operator API): their status, the provider's answers, and sending one again.
 */
type EInvoiceTransmission = components['schemas']['EInvoiceTransmission'];

type ListedRow = Omit<TransmissionRow, 'xml'> & { created_at: string; partner: string; document_number: string | null };

const DONE: readonly TransmissionStatus[] = ['acknowledged', 'rejected'];

const view = (row: ListedRow): EInvoiceTransmission => ({
  id: row.id,
  account_id: row.account_id,
  partner: row.partner,
  document_id: row.document_id,
  document_number: row.document_number,
  kind: row.kind,
  status: row.status,
  provider: row.provider,
  provider_reference: row.provider_reference,
  attempts: Number(row.attempts),
  last_error: row.last_error,
  error: row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
  queued_at: row.queued_at,
  transmitted_at: row.transmitted_at,
  acknowledged_at: row.acknowledged_at,
  next_attempt_at: DONE.includes(row.status) ? null : row.next_attempt_at,
});

/** Live transmissions with their partner's name and their document's number; `created_at` is the queueing, for the pages. */
function listed(db: Db) {
  return db('einvoice_transmissions as t')
    .join('accounts as a', 'a.id', 't.account_id')
    .leftJoin('issued_documents as d', 'd.id', 't.document_id')
    .where('t.mode', 'live')
    .select(
      't.id', 't.account_id', 't.mode', 't.document_id', 't.kind', 't.status', 't.provider', 't.provider_reference', 't.attempts', 't.next_attempt_at', 't.last_error',
      't.error_code', 't.error_message', 't.queued_at', 't.transmitted_at', 't.acknowledged_at', 't.updated_at', 't.queued_at as created_at', 'a.name as partner', 'd.number as document_number',
    );
}

export async function einvoicePage(db: Db, filter: { status?: TransmissionStatus | undefined }, limit: number, cursor: string | undefined) {
  const rows = listed(db);
  if (filter.status !== undefined) rows.where('t.status', filter.status);
  const page = await keysetPage<ListedRow>(db.select('*').from(rows.as('transmissions')), limit, cursor);
  return { data: page.data.map(view), next_cursor: page.next_cursor };
}

/** Sends a live e-invoice again (see `retransmit`), with its audit row, in one transaction; answers it as it stands after. */
export async function retransmitEInvoice(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, transmissionId: string): Promise<EInvoiceTransmission> {
  return db.transaction(async (trx) => {
    const row = (await trx('einvoice_transmissions').where({ id: transmissionId, mode: 'live' }).first('account_id', 'status', 'attempts', 'error_code')) as
      | Pick<TransmissionRow, 'account_id' | 'status' | 'attempts' | 'error_code'>
      | undefined;
    if (!row) throw errors.operatorNotFound('e_invoice', transmissionId);
    const partition = Partition.forDesk(sections, trx, clock, row.account_id, operatorOf(origin));
    const from = await retransmit(partition, transmissionId);
    await recordAudit(trx, clock, origin, {
      action: 'e_invoice.retransmitted',
      subjectType: 'e_invoice',
      subjectId: transmissionId,
      change: { before: { status: from, attempts: Number(row.attempts), error_code: row.error_code }, after: { status: 'queued', attempts: from === 'queued' ? Number(row.attempts) : 0, error_code: null } },
    });
    const after = (await listed(trx).where('t.id', transmissionId).first()) as ListedRow;
    return view(after);
  });
}
