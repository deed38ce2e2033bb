import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { type CurrentStaff } from '../../api';
import { QueryState } from '../../QueryState';
import { useTasks } from '../../queries/tasks';
import { DataTable } from '../../DataTable';
import { formatAmountsIn, formatCell } from '../../format';
import { Link } from '../../Link';
import { navigate, useQueryParams } from '../../router';
import { ACCOUNT_ID, PartnerOptions } from './PartnerOptions';
import { AGE_WORDS, AGES, ageOf, isAge, isKind, KIND_WORDS, type Age, type DeskTask, type DeskTaskKind } from './words';


/** The queue's filters, as the address keeps them (so a filtered queue can be bookmarked). */
interface Filters {
  kind: DeskTaskKind | '';
  age: Age | '';
  partner: string;
  q: string;
  order: 'newest' | 'oldest';
}

function filtersOf(params: URLSearchParams): Filters {
  const kind = params.get('kind') ?? '';
  const age = params.get('age') ?? '';
  const partner = params.get('partner') ?? '';
  return {
    kind: isKind(kind) ? kind : '',
    age: isAge(age) ? age : '',
    partner: ACCOUNT_ID.test(partner) ? partner : '',
    q: (params.get('q') ?? '').slice(0, 100),
    order: params.get('order') === 'oldest' ? 'oldest' : 'newest',
  };
}

function addressOf(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.age) params.set('age', filters.age);
  if (filters.partner.trim()) params.set('partner', filters.partner.trim());
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.order === 'oldest') params.set('order', 'oldest');
  const query = params.toString();
  return query ? `/queue?${query}` : '/queue';
}

const column = createColumnHelper<DeskTask>();

/** Every open task of the kinds the person works, filtered and searched, a page at a time. */
export function TaskList({ me }: { me: CurrentStaff }) {
  const myId = me.staff.id;
  // The kinds the API says the person works.
  const kinds = me.task_kinds;
  const params = useQueryParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const form = useForm<Filters>({ defaultValues: filters });
  const { register, handleSubmit, reset, watch, formState: { errors } } = form;
  // Back and Forward change the address: the form follows it.
  useEffect(() => reset(filters), [filters, reset]);
  // Ages are counted from the moment the list is read; a minute's tick keeps the column current.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const { query: tasks, rows } = useTasks({ kind: filters.kind, partner: filters.partner, q: filters.q, order: filters.order, olderThanHours: filters.age ? AGES[filters.age] : null });

  const columns = useMemo(
    () => [
      column.accessor('reference', {
        header: 'Reference',
        cell: (cell) => (
          <Link to={`/queue/${encodeURIComponent(cell.getValue())}`} className="nowrap">
            {cell.getValue()}
          </Link>
        ),
      }),
      column.accessor('kind', { header: 'Kind', cell: (cell) => KIND_WORDS[cell.getValue()] }),
      column.accessor((task) => task.account?.name ?? '', { id: 'partner', header: 'Partner', cell: ({ row }) => row.original.account?.name ?? <span className="muted">No account yet</span> }),
      column.accessor('summary', { header: 'Summary', cell: (cell) => <span className="summary">{formatAmountsIn(cell.getValue())}</span> }),
      column.accessor('created_at', {
        header: 'Queued (UAE time)',
        cell: (cell) => (
          <>
            <span className="nowrap">{formatCell(cell.getValue())}</span>
            <br />
            <span className="muted nowrap">{ageOf(cell.getValue(), now)} ago</span>
          </>
        ),
      }),
      column.accessor((task) => task.claimed_by?.name ?? '', {
        id: 'holder',
        header: 'Held by',
        cell: ({ row }) => {
          const holder = row.original.claimed_by;
          if (holder === null) return <span className="muted">Nobody</span>;
          return holder.id === myId ? <strong>You</strong> : holder.name;
        },
      }),
    ],
    [myId, now],
  );

  const partnerTyped = watch('partner') ?? '';
  const described = [filters.kind && KIND_WORDS[filters.kind], filters.age && AGE_WORDS[filters.age].toLowerCase(), filters.partner && `partner ${filters.partner}`, filters.q && `matching “${filters.q}”`].filter(Boolean).join(', ');
  const caption = `Open tasks, ${filters.order} first${described ? `: ${described}` : ''}`;
  const loaded = `${rows.length} open task${rows.length === 1 ? '' : 's'} shown${tasks.hasNextPage ? '; more with Load more' : ''}.`;

  return (
    <>
      <form className="filters queue-filters" role="search" aria-label="Filter the queue" noValidate onSubmit={handleSubmit((values) => navigate(addressOf(values)))}>
        <div className="field">
          <label htmlFor="queue-q">Search</label>
          <input id="queue-q" type="search" maxLength={100} aria-describedby="queue-q-hint" {...register('q')} />
          <p className="hint" id="queue-q-hint">
            A reference, a partner or a traveller.
          </p>
        </div>
        <div className="field">
          <label htmlFor="queue-kind">Kind</label>
          <select id="queue-kind" {...register('kind')}>
            <option value="">Every kind</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_WORDS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="queue-age">Age</label>
          <select id="queue-age" {...register('age')}>
            <option value="">Any age</option>
            {(Object.keys(AGES) as Age[]).map((age) => (
              <option key={age} value={age}>
                {AGE_WORDS[age]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="queue-partner">Partner</label>
          <input
            id="queue-partner"
            list="queue-partner-options"
            autoComplete="off"
            aria-invalid={errors.partner ? true : undefined}
            aria-describedby={errors.partner ? 'queue-partner-error' : 'queue-partner-hint'}
            {...register('partner', { validate: (value) => value.trim() === '' || ACCOUNT_ID.test(value.trim()) || 'Choose a partner from the suggestions (an account id acc_…).' })}
          />
          <PartnerOptions id="queue-partner-options" typed={partnerTyped} />
          {errors.partner ? (
            <p className="field-error" id="queue-partner-error">
              {errors.partner.message}
            </p>
          ) : (
            <p className="hint" id="queue-partner-hint">
              Type a name, then pick the account.
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="queue-order">Order</label>
          <select id="queue-order" {...register('order')}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </div>
        <div className="filter-actions">
          <button type="submit" className="primary">
            Show
          </button>
          <button type="button" onClick={() => navigate('/queue')}>
            Clear
          </button>
        </div>
      </form>
      <QueryState query={tasks} pending="Loading the queue…">
        {() => (
          <>
            <p role="status" aria-live="polite" className="muted">
              {rows.length === 0 ? (described ? 'No open task matches.' : 'No open tasks: the queue is clear.') : loaded}
            </p>
            {rows.length > 0 && <DataTable caption={caption} columns={columns} data={rows} rowKey={(row) => row.reference} />}
          </>
        )}
      </QueryState>
    </>
  );
}
