import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { type AuditEvent, type AuditSubjectType } from '../api';
import { auditSubjectTypes } from '../../../src/generated/ops/enums';
import { formatAmountsIn, formatAed, formatWhen } from '../format';
import { History, type HistoryChange, type HistoryEntry } from '../History';
import { fieldLabel, valueLabel } from '../labels';
import { useStaffList } from '../queries/staff';
import { useAuditEvents } from '../queries/audit';
import { QueryState } from '../QueryState';
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
    subject_type: (auditSubjectTypes as readonly string[]).includes(type) ? (type as AuditSubjectType) : '',
    subject_id: query.get('subject_id') ?? '',
  };
};

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
  e_invoice: 'E-invoice',
  place: 'Place',
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
  'account.owner_invited': "Invited a partner's owner",
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
  'e_invoice.retransmitted': 'E-invoice sent again',
  'place.created': 'Added a place to the catalogue',
  'place.updated': "Changed a place's details",
  'place.status_changed': 'Archived or restored a place',
  'desk_task.claimed': 'Claimed a desk task',
  'desk_task.released': 'Released a desk task',
  'desk_task.answered': 'Answered a desk task',
  'booking.moved': 'Moved a booking',
};

type Names = Readonly<Record<string, string>>;

/** Keys that say nothing a person needs in a history: the record's own id and its bookkeeping times. */
const QUIET = new Set(['id', 'created_at', 'updated_at']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of a change in words: a record by its name, a time in UAE time, an amount in AED, a code as people say it. */
function said(key: string, value: unknown, names: Names): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return key.endsWith('_fils') ? formatAed(value / 100) : key.endsWith('_aed') ? formatAed(value) : value.toLocaleString('en-GB');
  if (typeof value === 'string') {
    if (/_fils$/.test(key) && /^-?\d+$/.test(value)) return formatAed(Number(value) / 100);
    return names[value] ?? valueLabel(key, value) ?? (ISO_TIME.test(value) ? formatWhen(value) : formatAmountsIn(value));
  }
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => said(key, item, names)).join(', ');
  return JSON.stringify(value);
}

/** A record's fields by path, nested details flattened (`legal.trn`), so each reads as a line. */
function flatten(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (!isRecord(value)) return [[prefix || 'value', value]];
  return Object.entries(value)
    .filter(([key]) => !QUIET.has(key))
    .flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

const lastKey = (path: string): string => path.slice(path.lastIndexOf('.') + 1);

/** A path as a label: its last key's words (`legal.trn` → "TRN"). */
const labelOf = (path: string): string => fieldLabel(lastKey(path));

/**
 * A change as lines: where a record changed, each field that differs as `Label: before → after`;
 * a record created, or a summary, as its fields (`Driver: Imran Qureshi`).
 */
export function changesOf(change: AuditEvent['change'], names: Names): HistoryChange[] {
  const { before, after, ...rest } = change as { before?: unknown; after?: unknown } & Record<string, unknown>;
  const lines: HistoryChange[] = [];
  if (after !== undefined && before !== undefined) {
    const was = new Map(before === null ? [] : flatten(before));
    for (const [path, value] of flatten(after)) {
      if (JSON.stringify(was.get(path)) !== JSON.stringify(value)) lines.push({ label: labelOf(path), before: said(lastKey(path), was.get(path), names), after: said(lastKey(path), value, names) });
    }
    if (lines.length === 0) lines.push({ label: 'Change', after: 'nothing changed' });
  } else if (after !== undefined) {
    for (const [path, value] of flatten(after)) lines.push({ label: labelOf(path), after: said(lastKey(path), value, names) });
  }
  for (const [path, value] of flatten(rest)) lines.push({ label: labelOf(path), after: said(lastKey(path), value, names) });
  return lines;
}

/** Who acted, as a history says it. */
const whoOf = (event: AuditEvent): ReactNode =>
  event.staff_id !== null ? (event.staff_name ?? event.staff_id) : <span className="muted">{event.ip === null ? 'The command line' : 'Nobody signed in'}</span>;

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
            {auditSubjectTypes.map((type) => (
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
  const { query: events, rows } = useAuditEvents(filters);

  const names = useMemo(() => Object.assign({}, ...(events.data?.pages.map((page) => page.names) ?? [])) as Names, [events.data]);
  const entries = useMemo(
    (): HistoryEntry[] =>
      rows.map((event) => ({
        key: String(event.id),
        at: event.at,
        who: whoOf(event),
        what: (
          <>
            {ACTION_WORDS[event.action] ?? event.action} {ACTION_WORDS[event.action] && <code className="muted small">{event.action}</code>}
          </>
        ),
        ...(subject
          ? {}
          : {
              subject: (
                <>
                  {SUBJECT_WORDS[event.subject_type]} {names[event.subject_id] ?? ''} <code className="small">{event.subject_id}</code>
                </>
              ),
              footnote: event.ip === null ? 'From the command line' : `From ${event.ip}, request ${event.request_id ?? 'unknown'}`,
            }),
        changes: changesOf(event.change, names),
      })),
    [rows, names, subject],
  );

  const loaded = `${rows.length} event${rows.length === 1 ? '' : 's'} shown${events.hasNextPage ? '; more are older' : ''}.`;

  return (
    <>
      <QueryState query={events} pending="Loading the audit log…">
        {() => (
          <>
            <p role="status" aria-live="polite" className="muted">
              {rows.length === 0 ? (subject ? 'Nothing recorded yet.' : 'No events match.') : loaded}
            </p>
            {rows.length > 0 && <History label={caption} entries={entries} />}
          </>
        )}
      </QueryState>
    </>
  );
}
