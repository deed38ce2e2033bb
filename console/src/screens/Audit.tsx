import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { api, AUDIT_SUBJECT_TYPES, messageOf, unwrap, type AuditEvent, type AuditSubjectType } from '../api';
import { DataTable } from '../DataTable';
import { formatCell } from '../format';
import { useStaffList } from './Staff';
import { navigate, useQueryParams } from '../router';

interface Filters {
  staff_id: string;
  subject_type: AuditSubjectType | '';
  subject_id: string;
}

const NO_FILTERS: Filters = { staff_id: '', subject_type: '', subject_id: '' };

const filtersOf = (query: URLSearchParams): Filters => {
  const type = query.get('subject_type') ?? '';
  return {
    staff_id: query.get('staff_id') ?? '',
    subject_type: (AUDIT_SUBJECT_TYPES as readonly string[]).includes(type) ? (type as AuditSubjectType) : '',
    subject_id: query.get('subject_id') ?? '',
  };
};
const PAGE = 50;

const SUBJECT_WORDS: Record<AuditSubjectType, string> = {
  staff: 'Member of staff',
  session: 'Session',
  account: 'Partner account',
  booking: 'Booking',
  desk_task: 'Desk task',
  bank_transfer: 'Bank transfer',
  driver: 'Driver',
  vehicle: 'Vehicle',
  api_key: 'API key',
  operator: "Operator's details",
  fx_rate: 'Exchange rate',
};

/** The actions the contract lists, in words; an action added later shows as its code alone. */
const ACTION_WORDS: Record<string, string> = {
  'staff.created': 'Added a member of staff',
  'staff.setup_completed': 'Finished set-up',
  'staff.disabled': 'Disabled a member of staff',
  'session.signed_in': 'Signed in',
  'session.signed_out': 'Signed out',
  'session.sign_in_locked': 'Sign-in locked after failures',
  'session.recovery_code_used': 'Used a recovery code',
  'account.updated': "Changed a partner's details or terms",
  'account.live_access_set': 'Switched live access',
  'account.credit_line_set': 'Set a credit line',
  'account.widget_suspended': "Suspended a partner's booking widget",
  'account.widget_suspension_lifted': "Lifted a booking widget's suspension",
  'account.bank_details_read': "Opened a partner's payout bank details",
  'api_key.issued': 'Issued an API key',
  'api_key.revoked': 'Revoked an API key',
  'api_key.rolled': 'Rolled an API key (a new one issued, this one revoked)',
  'bank_transfer.credited': 'Credited a bank transfer',
  'bank_transfer.reversed': 'Reversed a bank transfer credit',
  'booking.driver_assigned': 'Assigned a driver',
  'driver.created': 'Added a driver',
  'driver.status_changed': "Changed a driver's status",
  'driver.updated': "Changed a driver's details",
  'vehicle.created': 'Added a vehicle',
  'vehicle.status_changed': "Changed a vehicle's status",
  'vehicle.updated': "Changed a vehicle's details",
  'operator.updated': "Changed the operator's details",
  'fx_rate.set': 'Set an exchange rate',
  'desk_task.claimed': 'Claimed a desk task',
  'desk_task.released': 'Released a desk task',
  'desk_task.answered': 'Answered a desk task',
  'booking.moved': 'Moved a booking',
};

const column = createColumnHelper<AuditEvent>();

/** A value as a line of text: lists joined, nothing as a dash. */
const shown = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') : String(value));

/** A record's fields by dotted name (`legal.trn`), so nested details read as lines too. */
function flatten(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix || 'value', value]];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

/**
 * A change as short lines: where a record changed, each field that differs as `before → after`;
 * a record created, or a summary, as its fields.
 */
function describeChange(change: AuditEvent['change']): string {
  const listed = (value: unknown): string => flatten(value).map(([key, inner]) => `${key}: ${shown(inner)}`).join('; ');
  if ('before' in change && 'after' in change) {
    const before = new Map(change.before === null ? [] : flatten(change.before));
    const differing = flatten(change.after).filter(([key, inner]) => JSON.stringify(before.get(key)) !== JSON.stringify(inner));
    return differing.map(([key, inner]) => `${key}: ${shown(before.get(key))} → ${shown(inner)}`).join('; ') || 'nothing changed';
  }
  if ('after' in change) return listed(change.after);
  return listed(change) || '—';
}

/** The audit log, newest first, filtered as the API takes it, a page at a time. */
export function AuditScreen() {
  // The filters live in the address, so a person's history (/audit?staff_id=…) can be linked to.
  const query = useQueryParams();
  const filters = useMemo(() => filtersOf(query), [query]);
  const staff = useStaffList();
  const { register, handleSubmit, reset, watch } = useForm<Filters>({ defaultValues: filters });
  useEffect(() => reset(filters), [filters, reset]);
  const setFilters = (values: Filters): void => {
    const chosen = Object.entries(values).filter(([key, value]) => value !== '' && (key !== 'subject_id' || values.subject_type !== ''));
    navigate(chosen.length === 0 ? '/audit' : `/audit?${new URLSearchParams(chosen).toString()}`);
  };

  const subjectChosen = watch('subject_type') !== '';

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" tabIndex={-1}>
        Audit log
      </h1>
      <form className="filters" onSubmit={handleSubmit((values) => setFilters(values))} aria-label="Filter the audit log">
        <div className="field">
          <label htmlFor="filter-staff">Done by</label>
          <select id="filter-staff" {...register('staff_id')}>
            <option value="">Anyone</option>
            {(staff.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-subject-type">Subject</label>
          <select id="filter-subject-type" {...register('subject_type')}>
            <option value="">Any</option>
            {AUDIT_SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {SUBJECT_WORDS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-subject-id">Subject id</label>
          <input id="filter-subject-id" disabled={!subjectChosen} aria-describedby="filter-subject-id-hint" {...register('subject_id')} />
          <p className="hint" id="filter-subject-id-hint">
            With a subject chosen.
          </p>
        </div>
        <div className="filter-actions">
          <button type="submit" className="primary">
            Show
          </button>
          <button
            type="button"
            onClick={() => {
              reset(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      <AuditEvents filters={filters} caption="Audit events, newest first" />
    </section>
  );
}

/**
 * Audit events matching the filters, newest first, a page at a time: the audit log's list (admins),
 * and a subject's history on a partner's, a booking's or a task's page, which any member of staff
 * may read (the filters then name the subject and nothing else).
 */
export function AuditEvents({ filters, caption }: { filters: Partial<Filters>; caption: string }) {
  const subject = filters.subject_type && filters.subject_id?.trim() && !filters.staff_id ? { type: filters.subject_type, id: filters.subject_id.trim() } : null;
  const events = useInfiniteQuery({
    queryKey: ['audit', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const page = { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) };
      if (subject) return unwrap(api.GET('/api/ops/v1/audit-events/{subjectType}/{subjectId}', { params: { path: { subjectType: subject.type, subjectId: subject.id }, query: page } }));
      return unwrap(
        api.GET('/api/ops/v1/audit-events', {
          params: {
            query: {
              ...page,
              ...(filters.staff_id ? { staff_id: filters.staff_id } : {}),
              ...(filters.subject_type ? { subject_type: filters.subject_type } : {}),
              ...(filters.subject_type && filters.subject_id?.trim() ? { subject_id: filters.subject_id.trim() } : {}),
            },
          },
        }),
      );
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const rows = useMemo(() => events.data?.pages.flatMap((page) => page.data) ?? [], [events.data]);

  const columns = useMemo(
    () => [
      column.accessor('at', { header: 'When (UAE time)', cell: (cell) => <span className="nowrap">{formatCell(cell.getValue())}</span> }),
      column.accessor('staff_name', { header: 'Who', cell: ({ row }) => (row.original.staff_id !== null ? (row.original.staff_name ?? row.original.staff_id) : <span className="muted">{row.original.ip === null ? 'The command line' : 'Nobody signed in'}</span>) }),
      column.accessor('action', {
        header: 'What',
        cell: (cell) => (
          <>
            {ACTION_WORDS[cell.getValue()] ?? ''}
            {ACTION_WORDS[cell.getValue()] ? <br /> : null}
            <code className="nowrap muted">{cell.getValue()}</code>
          </>
        ),
      }),
      column.accessor((event) => `${SUBJECT_WORDS[event.subject_type]} ${event.subject_id}`, { id: 'subject', header: 'Subject', cell: ({ row }) => (<><span>{SUBJECT_WORDS[row.original.subject_type]}</span><br /><code className="nowrap">{row.original.subject_id}</code></>) }),
      column.accessor('change', { header: 'Change', cell: (cell) => <span className="change">{describeChange(cell.getValue())}</span> }),
      column.accessor((event) => `${event.ip ?? ''} ${event.request_id ?? ''}`, { id: 'origin', header: 'Address and request', cell: ({ row }) => (row.original.ip === null ? <span className="muted">Command line</span> : <><span>{row.original.ip}</span><br /><code>{row.original.request_id}</code></>) }),
    ],
    [],
  );

  const loaded = `${rows.length} event${rows.length === 1 ? '' : 's'} shown${events.hasNextPage ? '; more are older' : ''}.`;

  return (
    <>
      {events.isPending && <p role="status">Loading the audit log…</p>}
      {events.isError && (
        <p role="alert" className="error">
          {messageOf(events.error)}
        </p>
      )}
      {events.data && (
        <>
          <p role="status" aria-live="polite" className="muted">
            {rows.length === 0 ? (subject ? 'Nothing recorded yet.' : 'No events match.') : loaded}
          </p>
          {rows.length > 0 && <DataTable caption={caption} columns={columns} data={rows} rowKey={(row) => String(row.id)} />}
          {events.hasNextPage && (
            <button type="button" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
              {events.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </>
  );
}
