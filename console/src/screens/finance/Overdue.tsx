import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { QueryState } from '../../QueryState';
import { useOverdueInvoices } from '../../queries/finance';
import { DataTable } from '../../DataTable';
import { Link } from '../../Link';
import { formatAed, formatDay } from '../../format';
import type { OverdueInvoice } from './common';

const column = createColumnHelper<OverdueInvoice>();

/** Every partner's live tax invoices past their due date and not paid in full, oldest due first. */
export function OverduePage() {
  const overdue = useOverdueInvoices();
  const rows = overdue.data ?? [];
  const owed = rows.reduce((sum, invoice) => sum + Math.round(invoice.amount_due_aed * 100), 0) / 100;

  const columns = useMemo(
    () => [
      column.accessor('partner', {
        header: 'Partner',
        cell: ({ row }) => <Link to={`/partners/${row.original.account_id}`}>{row.original.partner}</Link>,
      }),
      column.accessor('number', { header: 'Invoice', cell: (cell) => <span className="nowrap">{cell.getValue()}</span> }),
      column.accessor('period', { header: 'Month', cell: (cell) => <span className="nowrap">{cell.getValue()}</span> }),
      column.accessor('due_date', { header: 'Due', cell: (cell) => <span className="nowrap">{formatDay(cell.getValue())}</span> }),
      column.accessor('days_overdue', { header: 'Days overdue', cell: (cell) => <span className="amount">{cell.getValue()}</span> }),
      column.accessor('total_aed', { header: 'Invoice total', cell: (cell) => <span className="amount">{formatAed(cell.getValue())}</span> }),
      column.accessor('amount_due_aed', { header: 'Still owed', cell: (cell) => <strong className="amount">{formatAed(cell.getValue())}</strong> }),
      column.display({
        id: 'statement',
        header: 'Statement',
        cell: ({ row }) => (
          <Link to={`/finance/statement?partner=${row.original.account_id}&from=${row.original.period}-01&to=${row.original.due_date}`}>
            Statement<span className="visually-hidden"> of {row.original.partner} from {row.original.period}</span>
          </Link>
        ),
      }),
    ],
    [],
  );

  return (
    <section aria-labelledby="overdue-title" className="finance-list">
      <h2 id="overdue-title">Overdue invoices</h2>
      <p className="muted">Live tax invoices past their due date (UAE time) with something still unpaid; payments settle the oldest debts first.</p>
      <QueryState query={overdue} pending="Loading the overdue invoices…">
        {() => (
          <>
            <p role="status" aria-live="polite" className="muted">
              {rows.length === 0 ? 'No invoice is overdue.' : `${rows.length} overdue invoice${rows.length === 1 ? '' : 's'}, ${formatAed(owed)} owed, oldest due first.`}
            </p>
            {rows.length > 0 && <DataTable caption="Overdue invoices, oldest due first" columns={columns} data={rows} rowKey={(row) => row.invoice_id} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
