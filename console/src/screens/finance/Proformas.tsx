import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { QueryState } from '../../QueryState';
import { useProformas } from '../../queries/finance';
import { DataTable } from '../../DataTable';
import { navigate, useQueryParams } from '../../router';
import { formatAed, formatCell } from '../../format';
import { PartnerPicker, type Proforma, type ProformaStatus, NumberAndDate, PartnerLink } from './common';
import { NewestFirstCount } from './NewestFirstCount';

const STATUS_WORDS: Record<ProformaStatus, string> = { issued: 'Waiting for payment', part_paid: 'Part paid', paid: 'Paid' };
const STATUSES: readonly ProformaStatus[] = ['issued', 'part_paid', 'paid'];
const column = createColumnHelper<Proforma>();

/** The address of the list with these filters, so a filtered list can be bookmarked and reloaded. */
const addressOf = (status: string, partner: string): string => {
  const query = new URLSearchParams({ ...(status ? { status } : {}), ...(partner ? { partner } : {}) }).toString();
  return `/finance/proformas${query ? `?${query}` : ''}`;
};

/** The pro-forma invoices issued for wallet top-ups, waiting or paid, filtered by status and partner. */
export function ProformasPage() {
  const params = useQueryParams();
  const status = STATUSES.find((one) => one === params.get('status')) ?? '';
  const partner = params.get('partner') ?? '';

  const { query: proformas, rows } = useProformas(status, partner);

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: 'Pro-forma',
        cell: ({ row }) => <NumberAndDate number={row.original.number} at={row.original.issued_at} />,
      }),
      column.accessor('company_name', { header: 'Partner', cell: ({ row }) => <PartnerLink accountId={row.original.account_id} name={row.original.company_name} /> }),
      column.accessor('payment_reference', {
        header: 'Payment reference',
        cell: ({ row }) => (
          <>
            <code className="nowrap">{row.original.payment_reference}</code>
            <br />
            <span className="muted">
              Top-up <code className="nowrap">{row.original.topup_reference}</code>
            </span>
          </>
        ),
      }),
      column.accessor('amount_aed', {
        header: 'Amount',
        cell: ({ row }) => (
          <>
            <span className="amount">{formatAed(row.original.amount_aed)}</span>
            {row.original.amount_outstanding_aed > 0 && row.original.status !== 'issued' && (
              <>
                <br />
                <span className="nowrap muted">{formatAed(row.original.amount_outstanding_aed)} outstanding</span>
              </>
            )}
            {row.original.amount_overpaid_aed > 0 && (
              <>
                <br />
                <span className="nowrap muted">{formatAed(row.original.amount_overpaid_aed)} paid over, kept in the wallet</span>
              </>
            )}
          </>
        ),
      }),
      column.accessor('status', {
        header: 'Status',
        cell: ({ row }) => (
          <>
            <span className={`status status-${row.original.status}`}>{STATUS_WORDS[row.original.status]}</span>
            {row.original.paid_at && (
              <>
                <br />
                <span className="nowrap muted">{formatCell(row.original.paid_at)}</span>
              </>
            )}
            {row.original.bank_reference && (
              <>
                <br />
                <span className="reference muted">{row.original.bank_reference}</span>
              </>
            )}
          </>
        ),
      }),
    ],
    [],
  );

  return (
    <section aria-labelledby="proformas-title" className="finance-list">
      <h2 id="proformas-title">Pro-forma invoices</h2>
      <form className="filters" aria-label="Filter the pro-forma invoices" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="proforma-status">Status</label>
          <select id="proforma-status" value={status} onChange={(event) => navigate(addressOf(event.target.value, partner))}>
            <option value="">Any</option>
            {STATUSES.map((one) => (
              <option key={one} value={one}>
                {STATUS_WORDS[one]}
              </option>
            ))}
          </select>
        </div>
        <div className="span-2">
          <PartnerPicker id="proforma-partner" label="Partner" value={partner} onChange={(id) => navigate(addressOf(status, id))} />
        </div>
        {(status || partner) && (
          <div className="filter-actions">
            <button type="button" onClick={() => navigate(addressOf('', ''))}>
              Clear
            </button>
          </div>
        )}
      </form>
      <QueryState query={proformas} pending="Loading the pro-forma invoices…" more="Load older pro-formas">
        {() => (
          <>
            <NewestFirstCount count={rows.length} noun="pro-forma invoice" none="No pro-forma invoices match." more={proformas.hasNextPage} />
            {rows.length > 0 && <DataTable caption="Pro-forma invoices, newest first (issued in UAE time)" columns={columns} data={rows} rowKey={(row) => row.number} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
