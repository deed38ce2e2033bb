import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../DataTable';
import { Link } from '../../Link';
import { formatAed, formatDay } from '../../format';
import { navigate, useQueryParams } from '../../router';
import { PagedListState, vatStatusWords, type PartnerSummary } from './common';
import { usePartnerList } from '../../queries/partners';

const column = createColumnHelper<PartnerSummary>();

/** Partners, newest first, found by name, legal name, TRN or id (`/partners?q=`), a page at a time. */
export function PartnerList() {
  const params = useQueryParams();
  const q = params.get('q')?.trim() ?? '';
  const { register, handleSubmit, reset } = useForm<{ q: string }>({ values: { q } });
  const { query, rows } = usePartnerList(q);

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: ({ row }) => (
          <>
            <Link to={`/partners/${row.original.id}`}>{row.original.name}</Link>
            {row.original.legal_name && row.original.legal_name !== row.original.name && <div className="muted small">{row.original.legal_name}</div>}
          </>
        ),
      }),
      column.accessor('vat_status', { header: 'VAT', cell: ({ row }) => <span className="nowrap">{vatStatusWords(row.original.vat_status, row.original.country)}</span> }),
      column.accessor('id', { header: 'Account id', cell: (cell) => <code className="nowrap">{cell.getValue()}</code> }),
      column.accessor('live_access', { header: 'Live access', cell: (cell) => (cell.getValue() ? <span className="status status-active">On</span> : <span className="status status-disabled">Off</span>) }),
      column.accessor('credit_limit_aed', { header: 'Credit line', cell: (cell) => <span className="nowrap">{cell.getValue() > 0 ? formatAed(cell.getValue()) : 'None'}</span> }),
      column.accessor('balance_aed', { header: 'Wallet', cell: (cell) => <span className={`nowrap${cell.getValue() < 0 ? ' negative' : ''}`}>{formatAed(cell.getValue())}</span> }),
      column.accessor('open_tasks', { header: 'Open tasks' }),
      column.accessor('created_at', { header: 'Created', cell: (cell) => <span className="nowrap">{formatDay(cell.getValue())}</span> }),
    ],
    [],
  );

  const search = ({ q: text }: { q: string }): void => navigate(text.trim() ? `/partners?q=${encodeURIComponent(text.trim())}` : '/partners');

  return (
    <section aria-labelledby="partners-title">
      <h1 id="partners-title" tabIndex={-1}>
        Partners
      </h1>
      <form role="search" className="search-row" onSubmit={handleSubmit(search)}>
        <div className="field">
          <label htmlFor="partner-q">Find a partner</label>
          <input id="partner-q" type="search" autoComplete="off" placeholder="Name, legal name, TRN or account id" maxLength={200} {...register('q')} />
        </div>
        <div className="filter-actions">
          <button type="submit" className="primary">
            Search
          </button>
          {q && (
            <button
              type="button"
              onClick={() => {
                reset({ q: '' });
                navigate('/partners');
              }}
            >
              Show all
            </button>
          )}
        </div>
      </form>
      <p role="status" aria-live="polite" className="muted">
        {query.isSuccess ? (q ? `${rows.length}${query.hasNextPage ? '+' : ''} found for “${q}”.` : `${rows.length}${query.hasNextPage ? '+' : ''} partners.`) : ''}
      </p>
      {rows.length > 0 && <DataTable caption={q ? `Partners matching “${q}”` : 'Partners, newest first'} columns={columns} data={rows} rowKey={(row) => row.id} />}
      <PagedListState query={query} what="partners" none={q ? `No partner’s name, legal name, TRN or id matches “${q}”.` : 'No partners yet.'} />
    </section>
  );
}
