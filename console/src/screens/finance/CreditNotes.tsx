import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { QueryState } from '../../QueryState';
import { useCreditNotes, type CreditNote } from '../../queries/finance';
import { DataTable } from '../../DataTable';
import { navigate, useQueryParams } from '../../router';
import { formatAed } from '../../format';
import { PartnerPicker, NumberAndDate, PartnerLink } from './common';
import { NewestFirstCount } from './NewestFirstCount';

const REASON_WORDS: Record<CreditNote['reason_code'], string> = {
  cancellation: 'Cancelled',
  refund: 'Refunded',
  price_reduction: 'Price lowered by the desk',
  repricing: 'Re-priced by a change',
};
const column = createColumnHelper<CreditNote>();

/** The address of the list for a partner, so a filtered list can be bookmarked and reloaded. */
const addressOf = (partner: string): string => `/finance/credit-notes${partner ? `?${new URLSearchParams({ partner }).toString()}` : ''}`;

/** Every partner's tax credit notes, newest first: issued when an invoiced booking is cancelled, refunded or re-priced lower. */
export function CreditNotesPage() {
  const params = useQueryParams();
  const partner = params.get('partner') ?? '';
  const { query: notes, rows } = useCreditNotes(partner);

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: 'Credit note',
        cell: ({ row }) => <NumberAndDate number={row.original.number} at={row.original.issued_at} />,
      }),
      column.accessor('company_name', { header: 'Partner', cell: ({ row }) => <PartnerLink accountId={row.original.account_id} name={row.original.company_name} /> }),
      column.accessor('invoice_number', {
        header: 'Corrects',
        cell: ({ row }) => (
          <>
            <span className="nowrap">Invoice {row.original.invoice_number}</span>
            {row.original.booking_reference && (
              <>
                <br />
                <span className="reference muted">Booking {row.original.booking_reference}</span>
              </>
            )}
          </>
        ),
      }),
      column.accessor('reason_code', { header: 'Why', cell: ({ row }) => REASON_WORDS[row.original.reason_code] }),
      column.accessor('difference_aed', {
        header: 'Credited',
        cell: ({ row }) => (
          <>
            <span className="amount">{formatAed(row.original.difference_aed)}</span>
            <br />
            <span className="nowrap muted">VAT {formatAed(row.original.vat_aed)}</span>
          </>
        ),
      }),
    ],
    [],
  );

  return (
    <section aria-labelledby="credit-notes-title" className="finance-list">
      <h2 id="credit-notes-title">Tax credit notes</h2>
      <form className="filters" aria-label="Filter the tax credit notes" onSubmit={(event) => event.preventDefault()}>
        <div className="span-2">
          <PartnerPicker id="credit-note-partner" label="Partner" value={partner} onChange={(id) => navigate(addressOf(id))} />
        </div>
        {partner && (
          <div className="filter-actions">
            <button type="button" onClick={() => navigate(addressOf(''))}>
              Clear
            </button>
          </div>
        )}
      </form>
      <QueryState query={notes} pending="Loading the tax credit notes…" more="Load older credit notes">
        {() => (
          <>
            <NewestFirstCount count={rows.length} noun="tax credit note" none="No tax credit notes match." more={notes.hasNextPage} />
            {rows.length > 0 && <DataTable caption="Tax credit notes, newest first (issued in UAE time)" columns={columns} data={rows} rowKey={(row) => row.id} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
