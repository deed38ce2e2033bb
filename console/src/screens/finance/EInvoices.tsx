import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { messageOf } from '../../api';
import { QueryState } from '../../QueryState';
import { DataTable } from '../../DataTable';
import { Link } from '../../Link';
import { ModalActions } from '../../ModalActions';
import { useModal } from '../../useModal';
import { navigate, useQueryParams } from '../../router';
import { formatTime } from '../../format';
import { useEInvoices, useRetransmitEInvoice, type EInvoiceTransmission, type EInvoiceTransmissionStatus } from '../../queries/finance';
import { NewestFirstCount } from './NewestFirstCount';

const STATUSES: readonly EInvoiceTransmissionStatus[] = ['queued', 'sent', 'accepted', 'acknowledged', 'rejected'];
const STATUS_WORDS: Record<EInvoiceTransmissionStatus, string> = { queued: 'Queued', sent: 'Sent', accepted: 'Accepted by the provider', acknowledged: 'Acknowledged', rejected: 'Rejected' };
const KIND_WORDS: Record<EInvoiceTransmission['kind'], string> = { tax_invoice: 'Tax invoice', tax_credit_note: 'Tax credit note' };
const column = createColumnHelper<EInvoiceTransmission>();

const addressOf = (status: string): string => `/finance/e-invoices${status ? `?${new URLSearchParams({ status }).toString()}` : ''}`;

/** Whether finance may send it again: refused by the provider, or waiting to retry a provider it could not reach. */
const canRetransmit = (row: EInvoiceTransmission): boolean => row.status === 'rejected' || (row.status === 'queued' && row.last_error !== null);

/** What went wrong with it, in words: the provider's refusal, or the transport failure being retried. */
function problemOf(row: EInvoiceTransmission): string | null {
  if (row.error) return `${row.error.code}: ${row.error.message}`;
  if (row.last_error) return `Provider not reached (attempt ${row.attempts}): ${row.last_error}${row.next_attempt_at ? `; next attempt ${formatTime(row.next_attempt_at)}` : ''}`;
  return null;
}

/** The PINT AE e-invoices of the live tax invoices and credit notes, as they go through the provider; a rejected one can be sent again. */
export function EInvoicesPage() {
  const params = useQueryParams();
  const status = STATUSES.find((one) => one === params.get('status')) ?? '';
  const { query: einvoices, rows } = useEInvoices(status);
  const [retransmitting, setRetransmitting] = useState<EInvoiceTransmission | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('document_number', {
        header: 'Document',
        cell: ({ row }) => (
          <>
            <span className="nowrap">{row.original.document_number ?? row.original.document_id}</span>
            <br />
            <span className="nowrap muted">{KIND_WORDS[row.original.kind]}</span>
          </>
        ),
      }),
      column.accessor('partner', { header: 'Partner', cell: ({ row }) => <Link to={`/partners/${row.original.account_id}`}>{row.original.partner}</Link> }),
      column.accessor('status', {
        header: 'Status',
        cell: ({ row }) => (
          <>
            <span className={`status status-${row.original.status}`}>{STATUS_WORDS[row.original.status]}</span>
            <br />
            <span className="nowrap muted">
              {row.original.acknowledged_at ? `acknowledged ${formatTime(row.original.acknowledged_at)}` : row.original.transmitted_at ? `sent ${formatTime(row.original.transmitted_at)}` : `queued ${formatTime(row.original.queued_at)}`}
            </span>
          </>
        ),
      }),
      column.accessor('provider', {
        header: 'Provider',
        cell: ({ row }) => (
          <>
            {row.original.provider ?? <span className="muted">Not sent yet</span>}
            {row.original.provider_reference && (
              <>
                <br />
                <code className="nowrap">{row.original.provider_reference}</code>
              </>
            )}
          </>
        ),
      }),
      column.display({
        id: 'problem',
        header: 'Error',
        cell: ({ row }) => {
          const problem = problemOf(row.original);
          return problem === null ? <span className="muted">None</span> : <span className="reference">{problem}</span>;
        },
      }),
      column.display({
        id: 'actions',
        header: 'Action',
        cell: ({ row }) =>
          canRetransmit(row.original) ? (
            <button type="button" onClick={() => setRetransmitting(row.original)} aria-label={`Send ${row.original.document_number ?? row.original.document_id} again`}>
              Send again…
            </button>
          ) : null,
      }),
    ],
    [],
  );

  return (
    <section aria-labelledby="einvoices-title" className="finance-list">
      <h2 id="einvoices-title">E-invoices</h2>
      <p className="muted">Each live tax invoice and tax credit note goes to the accredited service provider as a PINT AE e-invoice when issued. A rejection also opens a task in the queue.</p>
      <form className="filters" aria-label="Filter the e-invoices" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="einvoice-status">Status</label>
          <select id="einvoice-status" value={status} onChange={(event) => navigate(addressOf(event.target.value))}>
            <option value="">Any</option>
            {STATUSES.map((one) => (
              <option key={one} value={one}>
                {STATUS_WORDS[one]}
              </option>
            ))}
          </select>
        </div>
        {status && (
          <div className="filter-actions">
            <button type="button" onClick={() => navigate(addressOf(''))}>
              Clear
            </button>
          </div>
        )}
      </form>
      <QueryState query={einvoices} pending="Loading the e-invoices…" more="Load older e-invoices">
        {() => (
          <>
            <NewestFirstCount count={rows.length} noun="e-invoice" none="No e-invoices match." more={einvoices.hasNextPage} />
            {rows.length > 0 && <DataTable caption="E-invoices, newest queued first (times in UAE time)" columns={columns} data={rows} rowKey={(row) => row.id} />}
          </>
        )}
      </QueryState>
      {retransmitting && <RetransmitDialog transmission={retransmitting} onClose={() => setRetransmitting(null)} />}
    </section>
  );
}

/** Sending an e-invoice again, behind a confirmation that says what is sent. */
function RetransmitDialog({ transmission, onClose }: { transmission: EInvoiceTransmission; onClose: () => void }) {
  const modal = useModal<EInvoiceTransmission>(onClose);
  const retransmit = useRetransmitEInvoice(transmission.id, { onSuccess: (after) => modal.close(after) });
  const name = `${KIND_WORDS[transmission.kind].toLowerCase()} ${transmission.document_number ?? transmission.document_id}`;
  return (
    <dialog {...modal.dialog} aria-labelledby="retransmit-title" aria-describedby="retransmit-what">
      <h2 id="retransmit-title">Send the e-invoice of {name} again?</h2>
      <p id="retransmit-what">
        The same e-invoice, as issued, goes to the provider at the next pass of the sending job{transmission.status === 'rejected' ? '; the task about its rejection is closed' : ''}. An issued document never changes: if the document itself is wrong, correct it with a credit note and a new invoice
        instead.
      </p>
      {retransmit.isError && (
        <p role="alert" className="error">
          {messageOf(retransmit.error)}
        </p>
      )}
      <ModalActions action="Send again" running="Sending…" pending={retransmit.isPending} onAction={() => retransmit.mutate()} onCancel={modal.cancel} />
    </dialog>
  );
}
