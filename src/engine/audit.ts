import type { Knex } from 'knex';
import type { Clock } from '../platform/clock';
import { errors } from '../errors';

/**
 * The audit log: one row per staff action, written through the action's own transaction so the
 * action and its record commit or roll back together. This module is the only writer and it only
 * inserts; the database refuses an update, a delete, a `REPLACE`/upsert of a stored row (SQLite)
 * and a `TRUNCATE` (PostgreSQL): triggers of the migrations (20261128150000_guard_append_only_tables).
 */
export type AuditSubjectType = 'staff' | 'session' | 'account' | 'booking' | 'desk_task' | 'bank_transfer' | 'driver' | 'vehicle' | 'api_key' | 'operator' | 'fx_rate' | 'e_invoice' | 'place';

/** Where an action came from: the request (staff id, request id, address), or the command line. */
export interface AuditOrigin {
  staffId: string | null;
  requestId: string | null;
  ip: string | null;
}

export const COMMAND_LINE: AuditOrigin = { staffId: null, requestId: null, ip: null };

/** The operator a partition records as the actor of its moves (`desk:<staff id>`, `desk:cli`). */
export const operatorOf = (origin: AuditOrigin): string => origin.staffId ?? 'cli';

export interface AuditEntry {
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string;
  /** `{ before, after }` where a record changed, or a summary of what happened. */
  change: Record<string, unknown>;
}

export interface AuditEvent {
  id: number;
  at: string;
  staff_id: string | null;
  /** The acting member of staff's name, read with the event. */
  staff_name: string | null;
  action: string;
  subject_type: AuditSubjectType;
  subject_id: string;
  change: Record<string, unknown>;
  request_id: string | null;
  ip: string | null;
}

export async function recordAudit(db: Knex | Knex.Transaction, clock: Clock, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  await db('audit_events').insert({
    at: clock.now().toISOString(),
    staff_id: origin.staffId,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    change: JSON.stringify(entry.change),
    request_id: origin.requestId,
    ip: origin.ip,
  });
}

export interface AuditFilter {
  staffId?: string | undefined;
  subjectType?: AuditSubjectType | undefined;
  subjectId?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

const encodeCursor = (id: number): string => Buffer.from(JSON.stringify({ i: id })).toString('base64url');

function decodeCursor(cursor: string): number {
  try {
    const { i } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { i?: unknown };
    if (typeof i === 'number' && Number.isInteger(i) && i > 0) return i;
  } catch {
    // falls through to the refusal
  }
  throw errors.invalidField('cursor', 'is not a cursor this API returned; pass next_cursor from the previous page');
}

interface AuditRow extends Omit<AuditEvent, 'change' | 'id'> {
  id: number | string;
  change: string;
}

/**
 * One page of the log, newest first, keyed by id: events written meanwhile never shift a page;
 * with the names of the records its events name by id (see auditNames).
 */
export async function listAuditEvents(db: Knex, filter: AuditFilter): Promise<{ data: AuditEvent[]; next_cursor: string | null; names: Record<string, string> }> {
  if (filter.subjectId !== undefined && filter.subjectType === undefined) throw errors.invalidField('subject_id', 'needs subject_type beside it');
  const query = db<AuditRow>('audit_events')
    .leftJoin('staff', 'staff.id', 'audit_events.staff_id')
    .select('audit_events.*', db.ref('staff.name').as('staff_name'))
    .orderBy('audit_events.id', 'desc')
    .limit(filter.limit + 1);
  if (filter.staffId !== undefined) query.where('audit_events.staff_id', filter.staffId);
  if (filter.subjectType !== undefined) query.where('audit_events.subject_type', filter.subjectType);
  if (filter.subjectId !== undefined) query.where('audit_events.subject_id', filter.subjectId);
  if (filter.cursor !== undefined) query.where('audit_events.id', '<', decodeCursor(filter.cursor));
  const rows = (await query) as AuditRow[];
  const page = rows.slice(0, filter.limit).map((row) => ({ ...row, id: Number(row.id), change: JSON.parse(row.change) as Record<string, unknown> }));
  const last = page[page.length - 1];
  return { data: page, next_cursor: rows.length > filter.limit && last ? encodeCursor(last.id) : null, names: await auditNames(db, page) };
}

/** The records an audit change names by id, and how each is called: a person, a partner, a driver, a place by name; a vehicle by plate; a booking by reference. */
const NAMED: ReadonlyArray<{ prefix: string; table: string; column: string }> = [
  { prefix: 'stf_', table: 'staff', column: 'name' },
  { prefix: 'acc_', table: 'accounts', column: 'name' },
  { prefix: 'drv_', table: 'drivers', column: 'name' },
  { prefix: 'veh_', table: 'vehicles', column: 'plate' },
  { prefix: 'bkg_', table: 'bookings', column: 'reference' },
  { prefix: 'plc_', table: 'places', column: 'name' },
];
const ID = /^(stf|acc|drv|veh|bkg|plc)_[0-9A-Za-z]{8,40}$/;

/** Every id-shaped string in a value, however deep. */
function idsIn(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (ID.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) idsIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) idsIn(inner, found);
  }
}

/**
 * The names of the records the events name by id (their subjects, and the ids inside their
 * changes), as they are called now: the history shows "Imran Qureshi" where the row keeps
 * `drv_…`. An id whose record is gone is left out, and shown as itself.
 */
export async function auditNames(db: Knex, events: readonly AuditEvent[]): Promise<Record<string, string>> {
  const ids = new Set<string>();
  for (const event of events) idsIn([event.subject_id, event.change], ids);
  const names: Record<string, string> = {};
  for (const { prefix, table, column } of NAMED) {
    const wanted = [...ids].filter((id) => id.startsWith(prefix));
    if (wanted.length === 0) continue;
    const rows = (await db(table).whereIn('id', wanted).select('id', column)) as Array<Record<string, string>>;
    for (const row of rows) names[row.id as string] = row[column] as string;
  }
  return names;
}
