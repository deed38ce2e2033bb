import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { normaliseBookingReference } from '../platform/ids';
import { monotonicMs } from '../platform/clock';
import { errors, type ValidationIssue } from '../errors';
import { aedToFils, filsToAed } from '../engine/money';
import { recordAudit, type AuditOrigin } from '../engine/audit';
import { DESK_TASK_KINDS, kindsOfRoles, rolesFor, claimLapsesAt, findTask, fromRow, holderName, releaseLapsedClaims, answerTask, DeskError, type DeskSections, type DeskTask, type DeskTaskKind, type DeskTaskStatus, type StoredTask } from '../engine/desk';
import type { AccountRequestDecision } from '../engine/accountRequestAnswers';
import { sessionStillOpen, type StaffPrincipal } from '../staff/sessions';
import type { components, operations } from '../generated/ops/openapi-types';

/**
 * The desk's queue as the operator's staff work it (the operator API): searched and paged, each
 * task claimed by one agent before it is answered, and its changes followed as they happen. A
 * claim is a conditional update of the task's row, so of two agents claiming at once one wins.
 */

/** The kinds someone with `roles` works, in the queue's order: what the console offers them. */
export function taskKindsOf(roles: readonly string[]): DeskTaskKind[] {
  const kinds = kindsOfRoles(roles);
  return DESK_TASK_KINDS.filter((kind) => kinds === null || kinds.has(kind));
}

/** Refuses a member of staff whose roles do not work tasks of the task's kind. */
export function checkKindAllowed(roles: readonly string[], kind: DeskTaskKind): void {
  const kinds = kindsOfRoles(roles);
  if (kinds !== null && !kinds.has(kind)) throw errors.roleRequired(rolesFor(kind));
}

/**
 * Refuses reading a desk task's history to a member of staff whose roles do not work its kind:
 * its audit rows carry the answers (a credit line granted, an application's terms). A reference
 * that names no task has no history to hide.
 */
export async function checkTaskHistoryReadable(db: Db, roles: readonly string[], reference: string): Promise<void> {
  const task = await findTask(db, reference).catch((err: unknown) => {
    if (err instanceof DeskError) return null;
    throw err;
  });
  if (task === null) {
    if (kindsOfRoles(roles)?.size === 0) throw errors.roleRequired(['desk', 'finance', 'admin']);
    return;
  }
  checkKindAllowed(roles, task.kind);
}

interface Named {
  id: string;
  name: string;
}

export interface DeskTaskView {
  reference: string;
  kind: DeskTaskKind;
  status: DeskTaskStatus;
  summary: string;
  account: Named | null;
  subject: { type: string; id: string } | null;
  details: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  claimed_by: Named | null;
  claimed_at: string | null;
  claim_lapses_at: string | null;
  answer: 'accepted' | 'declined' | null;
  answered_by: { actor: string; staff: Named | null } | null;
  answered_at: string | null;
  note: string | null;
  amount_aed: number | null;
  /** The booking a request asks to change (an amendment), or a booking on request: by id and reference. */
  booking: { id: string; reference: string } | null;
}

/** The staff id in an actor `desk:stf_…`; null for `desk:cli` and other actors. */
export const staffIdOf = (actor: string | null): string | null => (actor !== null && actor.startsWith('desk:stf_') ? actor.slice('desk:'.length) : null);

/** The names of the accounts or staff `ids` name (nulls and repeats skipped), by id, in one read. */
export async function namesOf(db: Db, table: 'accounts' | 'staff' | 'drivers', ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = (await db(table).whereIn('id', wanted).select('id', 'name')) as Named[];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Tasks as the operator API shows them: the account and the staff by id and name, money in AED. */
export async function taskViews(db: Db, tasks: readonly DeskTask[]): Promise<DeskTaskView[]> {
  const accounts = await namesOf(db, 'accounts', tasks.map((task) => task.account_id));
  const staff = await namesOf(db, 'staff', tasks.flatMap((task) => [task.claimed_by, staffIdOf(task.answered_by)]));
  const named = (names: Map<string, string>, id: string | null): Named | null => (id === null ? null : { id, name: names.get(id) ?? id });
  const bookings = await bookingsOf(db, tasks);
  return tasks.map((task) => ({
    reference: task.reference,
    kind: task.kind,
    status: task.status,
    summary: task.summary,
    account: named(accounts, task.account_id),
    subject: task.subject_type !== null && task.subject_id !== null ? { type: task.subject_type, id: task.subject_id } : null,
    details: typeof task.details === 'object' && task.details !== null && !Array.isArray(task.details) ? (task.details as Record<string, unknown>) : null,
    created_at: task.created_at,
    updated_at: task.updated_at ?? task.answered_at ?? task.created_at,
    claimed_by: named(staff, task.claimed_by),
    claimed_at: task.claimed_at,
    claim_lapses_at: task.claimed_by === null ? null : claimLapsesAt(task.claim_active_at ?? task.claimed_at ?? task.updated_at ?? task.created_at),
    answer: task.answer,
    answered_by: task.answered_by === null ? null : { actor: task.answered_by, staff: named(staff, staffIdOf(task.answered_by)) },
    answered_at: task.answered_at,
    note: task.note,
    amount_aed: task.amount_fils === null ? null : filsToAed(task.amount_fils),
    booking: (task.subject_id !== null && bookings.get(task.subject_id)) || null,
  }));
}

/** The bookings tasks are about, by the task's subject id: a booking's own, or a request's (an amendment's) booking. */
async function bookingsOf(db: Db, tasks: readonly DeskTask[]): Promise<Map<string, { id: string; reference: string }>> {
  const ids = (type: string) => [...new Set(tasks.filter((task) => task.subject_type === type && task.subject_id !== null).map((task) => task.subject_id as string))];
  const found = new Map<string, { id: string; reference: string }>();
  const own = ids('booking');
  if (own.length > 0) for (const row of (await db('bookings').whereIn('id', own).select('id', 'reference')) as Array<{ id: string; reference: string }>) found.set(row.id, row);
  const requests = ids('request');
  if (requests.length > 0) {
    const rows = (await db('service_requests as r').join('bookings as b', 'b.id', 'r.booking_id').whereIn('r.id', requests).select('r.id as request_id', 'b.id', 'b.reference')) as Array<{ request_id: string; id: string; reference: string }>;
    for (const row of rows) found.set(row.request_id, { id: row.id, reference: row.reference });
  }
  return found;
}

export async function taskView(db: Db, task: DeskTask): Promise<DeskTaskView> {
  return (await taskViews(db, [task]))[0] as DeskTaskView;
}

export interface TaskSearch {
  status: DeskTaskStatus | 'all';
  kind?: DeskTaskKind | undefined;
  accountId?: string | undefined;
  createdBefore?: string | undefined;
  createdAfter?: string | undefined;
  q?: string | undefined;
  order: 'newest' | 'oldest';
  limit: number;
  cursor?: string | undefined;
  /** The kinds the member of staff works; null for every kind. */
  kinds: ReadonlySet<DeskTaskKind> | null;
}

const encodeCursor = (id: number, order: TaskSearch['order']): string => Buffer.from(JSON.stringify({ i: id, o: order })).toString('base64url');

function decodeCursor(cursor: string, order: TaskSearch['order']): number {
  try {
    const { i, o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { i?: unknown; o?: unknown };
    if (typeof i === 'number' && Number.isInteger(i) && i > 0 && o === order) return i;
  } catch {
    // falls through to the refusal
  }
  throw errors.invalidField('cursor', 'is not a cursor of this order that this API returned; pass next_cursor from the previous page with the same order');
}

/** `%` and `_` typed by a person are letters, not wildcards. */
const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of tasks, keyed by id in the order asked: tasks queued meanwhile never shift a page.
 * `q` matches the task's reference or a booking's as a person types it, the partner's name, and
 * the summary (which names the traveller, the company, the booking).
 */
export async function searchTasks(db: Db, clock: Clock, search: TaskSearch): Promise<{ data: DeskTaskView[]; next_cursor: string | null }> {
  await releaseLapsedClaims(db, clock);
  const query = db('desk_queue as t').leftJoin('accounts as a', 'a.id', 't.account_id').select('t.*');
  if (search.status !== 'all') query.where('t.status', search.status);
  if (search.kind !== undefined) query.where('t.kind', search.kind);
  if (search.kinds !== null) query.whereIn('t.kind', [...search.kinds]);
  if (search.accountId !== undefined) query.where('t.account_id', search.accountId);
  if (search.createdBefore !== undefined) query.where('t.created_at', '<', new Date(search.createdBefore).toISOString());
  if (search.createdAfter !== undefined) query.where('t.created_at', '>=', new Date(search.createdAfter).toISOString());
  const q = search.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const reference = normaliseBookingReference(q) ?? q.toUpperCase();
    query.where((w: Knex.QueryBuilder) => {
      w.where('t.reference', reference)
        .orWhereRaw("lower(t.reference) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(t.summary) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(a.name) like ? escape '\\'", [pattern]);
    });
  }
  const newest = search.order === 'newest';
  if (search.cursor !== undefined) query.where('t.id', newest ? '<' : '>', decodeCursor(search.cursor, search.order));
  query.orderBy('t.id', newest ? 'desc' : 'asc').limit(search.limit + 1);
  const rows = (await query) as StoredTask[];
  const tasks = rows.slice(0, search.limit).map(fromRow);
  const last = tasks[tasks.length - 1];
  return { data: await taskViews(db, tasks), next_cursor: rows.length > search.limit && last ? encodeCursor(last.id, search.order) : null };
}

/** A task by its reference, 404 when there is none; claims idle too long are released first. */
export async function taskByReference(db: Db, clock: Clock, reference: string): Promise<DeskTask> {
  await releaseLapsedClaims(db, clock);
  return findTask(db, reference);
}

/**
 * Claims an open task for `staffId`: one conditional update, so of two agents claiming at once
 * only one's update finds the task unclaimed. Claiming a task one already holds changes nothing.
 * Answers the task and whether this call claimed it.
 */
export async function claimTask(db: Db, clock: Clock, origin: AuditOrigin & { staffId: string }, reference: string): Promise<{ task: DeskTask; claimed: boolean }> {
  return db.transaction(async (trx) => {
    const now = clock.now().toISOString();
    const found = await taskByReference(trx, clock, reference);
    const claimed = await trx('desk_queue').where({ id: found.id, status: 'open' }).whereNull('claimed_by').update({ claimed_by: origin.staffId, claimed_at: now, claim_active_at: now, updated_at: now });
    const task = await findTask(trx, String(found.id));
    if (claimed === 0) {
      if (task.status !== 'open') throw errors.invalidState('desk task', task.reference, task.status, 'claimed');
      if (task.claimed_by !== origin.staffId) throw errors.taskHeld(task.reference, await holderName(trx, task.claimed_by as string), task.claimed_at as string);
      return { task: await touchClaim(trx, clock, task, origin.staffId), claimed: false };
    }
    await recordAudit(trx, clock, origin, { action: 'desk_task.claimed', subjectType: 'desk_task', subjectId: task.reference, change: { before: { claimed_by: null }, after: { claimed_by: origin.staffId, claimed_at: now } } });
    return { task, claimed: true };
  });
}

/**
 * Gives a claimed task back to the queue: its holder may, and with `anyHolder` (an admin, or the
 * command line, which acts with an admin's rights) anyone's claim. One conditional update, audited
 * with who held it.
 */
export async function releaseTask(db: Db, clock: Clock, origin: AuditOrigin, reference: string, options: { anyHolder: boolean }): Promise<DeskTask> {
  return db.transaction(async (trx) => {
    const found = await taskByReference(trx, clock, reference);
    const release = trx('desk_queue').where({ id: found.id, status: 'open' });
    if (options.anyHolder) release.whereNotNull('claimed_by').where({ claimed_by: found.claimed_by });
    else release.where({ claimed_by: origin.staffId });
    const released = await release.update({ claimed_by: null, claimed_at: null, claim_active_at: null, updated_at: clock.now().toISOString() });
    const task = await findTask(trx, String(found.id));
    if (released === 0) {
      if (task.status !== 'open') throw errors.invalidState('desk task', task.reference, task.status, 'released');
      throw errors.taskNotHeld(task.reference, task.claimed_by === null ? null : { name: await holderName(trx, task.claimed_by), since: task.claimed_at ?? '' });
    }
    await recordAudit(trx, clock, origin, { action: 'desk_task.released', subjectType: 'desk_task', subjectId: task.reference, change: { before: { claimed_by: found.claimed_by, claimed_at: found.claimed_at }, after: { claimed_by: null } } });
    return task;
  });
}

/**
 * Hands an open task to another member of staff (an admin's move), whoever held it: they hold it
 * from now, as if they had claimed it. The person must be active and work the task's kind.
 */
export async function reassignTask(db: Db, clock: Clock, origin: AuditOrigin, reference: string, staffId: string): Promise<DeskTask> {
  return db.transaction(async (trx) => {
    const found = await taskByReference(trx, clock, reference);
    const person = (await trx('staff').where({ id: staffId }).first('id', 'name', 'roles', 'status')) as { id: string; name: string; roles: string; status: string } | undefined;
    if (!person) throw errors.validation([{ path: 'staff_id', message: `names no member of staff (${staffId})` }]);
    if (person.status !== 'active') throw errors.validation([{ path: 'staff_id', message: `names ${person.name}, who is ${person.status}: only an active member of staff can hold a task` }]);
    const kinds = kindsOfRoles(person.roles.split(','));
    if (kinds !== null && !kinds.has(found.kind)) throw errors.validation([{ path: 'staff_id', message: `names ${person.name}, whose roles do not work ${found.kind.replace(/_/g, ' ')} tasks` }]);
    if (found.status !== 'open') throw errors.invalidState('desk task', found.reference, found.status, 'reassigned');
    const now = clock.now().toISOString();
    const moved = await trx('desk_queue')
      .where({ id: found.id, status: 'open' })
      .where((q) => (found.claimed_by === null ? q.whereNull('claimed_by') : q.where({ claimed_by: found.claimed_by })))
      .update({ claimed_by: staffId, claimed_at: now, claim_active_at: now, updated_at: now });
    const task = await findTask(trx, String(found.id));
    if (moved === 0) throw errors.invalidState('desk task', task.reference, task.status === 'open' ? 'changing hands meanwhile' : task.status, 'reassigned');
    await recordAudit(trx, clock, origin, {
      action: 'desk_task.reassigned',
      subjectType: 'desk_task',
      subjectId: task.reference,
      change: { before: { claimed_by: found.claimed_by, claimed_at: found.claimed_at }, after: { claimed_by: staffId, claimed_at: now } },
    });
    return task;
  });
}

/** Marks the holder's action on their task (opening it, answering it): the claim's 30 idle minutes count from now. */
export async function touchClaim(db: Db, clock: Clock, task: DeskTask, staffId: string): Promise<DeskTask> {
  if (task.status !== 'open' || task.claimed_by !== staffId) return task;
  const now = clock.now().toISOString();
  await db('desk_queue').where({ id: task.id, status: 'open', claimed_by: staffId }).update({ claim_active_at: now });
  return { ...task, claim_active_at: now };
}

/** Refuses an answer from anyone but the task's holder, in the answer's transaction, before anything changes. */
export async function checkHeld(db: Db, task: DeskTask, staffId: string): Promise<void> {
  if (task.status !== 'open') throw errors.invalidState('desk task', task.reference, task.status, 'answered');
  if (task.claimed_by === staffId) return;
  throw errors.taskNotHeld(task.reference, task.claimed_by === null ? null : { name: await holderName(db, task.claimed_by), since: task.claimed_at ?? '' });
}

/**
 * Where a follower of the queue's changes stands: the highest task id it has seen, the latest
 * change time, and what it saw of the tasks changed at that time (two changes in one clock tick
 * are both seen, and a task seen once is not sent again until it changes).
 */
export interface TaskWatermark {
  lastId: number;
  changedAt: string;
  seen: Map<number, string>;
}

type ChangeRow = Pick<StoredTask, 'id' | 'updated_at' | 'created_at' | 'status' | 'claimed_by'>;

const signatureOf = (row: ChangeRow): string => `${row.updated_at ?? row.created_at}|${row.status}|${row.claimed_by ?? ''}`;

/** Where the queue stands now: a follower starting here hears only what changes after. */
export async function taskWatermark(db: Db): Promise<TaskWatermark> {
  const top = (await db('desk_queue').max({ id: 'id', changed: 'updated_at' }).first()) as { id: number | string | null; changed: string | null } | undefined;
  const watermark: TaskWatermark = { lastId: Number(top?.id ?? 0), changedAt: top?.changed ?? '', seen: new Map() };
  if (watermark.changedAt !== '') {
    const rows = (await db('desk_queue').where({ updated_at: watermark.changedAt }).select('id', 'updated_at', 'created_at', 'status', 'claimed_by')) as ChangeRow[];
    for (const row of rows) watermark.seen.set(Number(row.id), signatureOf(row));
  }
  return watermark;
}

/**
 * The tasks queued or changed since `watermark` (which it moves on), oldest change first, at most
 * `limit` of them: a follower polling this hears of every task as it is queued, claimed, released,
 * answered or withdrawn.
 */
export async function changedTasks(db: Db, clock: Clock, watermark: TaskWatermark, limit = 200): Promise<DeskTask[]> {
  await releaseLapsedClaims(db, clock);
  const rows = (await db('desk_queue')
    .where('id', '>', watermark.lastId)
    .orWhere('updated_at', '>=', watermark.changedAt)
    .orderBy([{ column: 'updated_at', order: 'asc' }, { column: 'id', order: 'asc' }])
    .limit(limit)
    .select('*')) as StoredTask[];
  const changed: DeskTask[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const signature = signatureOf(row);
    watermark.lastId = Math.max(watermark.lastId, id);
    if (watermark.seen.get(id) === signature) continue;
    watermark.seen.set(id, signature);
    changed.push(fromRow(row));
    const at = row.updated_at ?? row.created_at;
    if (at > watermark.changedAt) watermark.changedAt = at;
  }
  // Only the tasks changed at the latest time need remembering: older changes fall below the watermark.
  for (const [id, signature] of watermark.seen) if (signature.slice(0, signature.indexOf('|')) < watermark.changedAt) watermark.seen.delete(id);
  return changed;
}

/** A member of staff working the queue: who they are, and the roles that say which kinds they work. */
export interface DeskAgent {
  staff: { id: string };
  roles: readonly string[];
}

/** The queue's search as the operator API takes it. */
export type TaskQuery = NonNullable<operations['listDeskTasks']['parameters']['query']>;

/** One page of the tasks `agent`'s roles work (open ones, newest first, unless asked otherwise). */
export function taskPageFor(db: Db, clock: Clock, agent: DeskAgent, query: TaskQuery): Promise<{ data: DeskTaskView[]; next_cursor: string | null }> {
  const { status, kind, partner, created_before, created_after, q, order, limit, cursor } = query;
  return searchTasks(db, clock, {
    status: status ?? 'open',
    kind,
    accountId: partner,
    createdBefore: created_before,
    createdAfter: created_after,
    q,
    order: order ?? 'newest',
    limit: limit ?? 50,
    cursor,
    kinds: kindsOfRoles(agent.roles),
  });
}

/** A task by reference, refused to an agent whose roles do not work its kind. */
async function allowedTask(db: Db, clock: Clock, agent: DeskAgent, reference: string): Promise<DeskTask> {
  const task = await taskByReference(db, clock, reference);
  checkKindAllowed(agent.roles, task.kind);
  return task;
}

/** A task as its agent opens it: the holder opening their task is an action on it, so the claim's idle minutes count from now. */
export async function openTaskFor(db: Db, clock: Clock, agent: DeskAgent, reference: string): Promise<DeskTaskView> {
  return taskView(db, await touchClaim(db, clock, await allowedTask(db, clock, agent, reference), agent.staff.id));
}

/** Claims a task of a kind the agent's roles work. */
export async function claimTaskFor(db: Db, clock: Clock, origin: AuditOrigin, agent: DeskAgent, reference: string): Promise<DeskTaskView> {
  await allowedTask(db, clock, agent, reference);
  const { task } = await claimTask(db, clock, { ...origin, staffId: agent.staff.id }, reference);
  return taskView(db, task);
}

/** Its holder gives a task back; an admin releases anyone's claim. */
export async function releaseTaskFor(db: Db, clock: Clock, origin: AuditOrigin, agent: DeskAgent, reference: string): Promise<DeskTaskView> {
  await allowedTask(db, clock, agent, reference);
  return taskView(db, await releaseTask(db, clock, origin, reference, { anyHolder: agent.roles.includes('admin') }));
}

/** Hands a task to `staffId` (an admin's move), as the API shows it. */
export async function reassignTaskTo(db: Db, clock: Clock, origin: AuditOrigin, reference: string, staffId: string): Promise<DeskTaskView> {
  return taskView(db, await reassignTask(db, clock, origin, reference, staffId));
}

type TaskAnswer = components['schemas']['DeskTaskAnswer'];

/** What the kind of `task` needs of an answer, refused with the API's field names before anything changes. */
async function checkAnswer(db: Db, task: DeskTask, body: TaskAnswer): Promise<void> {
  const issues: ValidationIssue[] = [];
  const accept = body.decision === 'accept';
  if (!accept && !body.note?.trim()) issues.push({ path: 'note', message: 'is required to decline: it is the reason the partner is told' });
  if (body.credit_limit_aed !== undefined || body.credit_terms !== undefined) {
    if (task.kind !== 'credit_line_application') issues.push({ path: 'credit_limit_aed', message: 'goes only with a credit-line application' });
    else if (!accept) issues.push({ path: 'credit_limit_aed', message: 'goes only with accepting' });
  }
  if (body.commercial_terms !== undefined) {
    if (task.kind !== 'partner_application') issues.push({ path: 'commercial_terms', message: 'goes only with a partner application' });
    else if (body.commercial_terms.terms !== 'tariff' && body.commercial_terms.percent === undefined) issues.push({ path: 'commercial_terms.percent', message: `is required with terms ${body.commercial_terms.terms}` });
  }
  if (task.kind === 'credit_line_application' && accept) {
    if (body.credit_limit_aed === undefined) issues.push({ path: 'credit_limit_aed', message: 'is required to accept a credit-line application: the line granted' });
    if (body.credit_terms === undefined) issues.push({ path: 'credit_terms', message: 'is required to accept a credit-line application' });
  }
  if (body.account_id !== undefined) {
    if (task.account_id !== null && task.account_id !== body.account_id) issues.push({ path: 'account_id', message: `must be the task's own account ${task.account_id}, or left out` });
    else if (!(await db('accounts').where({ id: body.account_id }).first('id'))) issues.push({ path: 'account_id', message: `names no account (${body.account_id})` });
  }
  const moneyKind = task.kind === 'credit_line_application' || task.kind === 'wallet_topup';
  if (moneyKind && accept && task.account_id === null && body.account_id === undefined) issues.push({ path: 'account_id', message: 'is required: the task came without an account, so name the partner it is answered for' });
  if (issues.length > 0) throw errors.validation(issues);
}

/** The API's answer as the engine's decision: money in fils, a percentage in basis points. */
const decisionOf = (body: TaskAnswer, publicBaseUrl: string): AccountRequestDecision => ({
  accept: body.decision === 'accept',
  note: body.note?.trim() || null,
  amountFils: body.amount_aed === undefined ? null : aedToFils(body.amount_aed),
  accountId: body.account_id ?? null,
  creditLine: body.credit_limit_aed !== undefined && body.credit_terms !== undefined ? { limitFils: aedToFils(body.credit_limit_aed), terms: body.credit_terms } : null,
  commercialTerms: body.commercial_terms ? { terms: body.commercial_terms.terms, basisPoints: Math.round((body.commercial_terms.percent ?? 0) * 100) } : null,
  publicBaseUrl,
});

/**
 * Answers a task its agent holds, in one transaction: refused to roles that do not work its kind,
 * to anyone but its holder, and for an answer its kind does not take, before anything changes.
 * Answers the task and what the answer did to its subject.
 */
export async function answerTaskFor(
  sections: DeskSections,
  db: Db,
  clock: Clock,
  publicBaseUrl: string,
  origin: AuditOrigin,
  agent: DeskAgent,
  reference: string,
  body: TaskAnswer,
): Promise<components['schemas']['DeskTaskAnswered']> {
  const answered = await db.transaction(async (trx) => {
    const task = await allowedTask(trx, clock, agent, reference);
    await checkHeld(trx, task, agent.staff.id);
    await touchClaim(trx, clock, task, agent.staff.id);
    await checkAnswer(trx, task, body);
    // What is left after the checks above is the task or its subject no longer taking the answer (409).
    return answerTask(sections, trx, clock, task.reference, decisionOf(body, publicBaseUrl), origin, { mustHold: true });
  });
  const result = answered.result !== null && typeof answered.result === 'object' ? (answered.result as Record<string, unknown>) : { decision: answered.task.answer };
  return { task: await taskView(db, answered.task), result };
}

/** How often a follower of the queue looks up whether its session is still open. */
const SESSION_CHECK_MS = 5000;

/**
 * A signed-in member of staff following the queue from now: `changes` are the tasks of the kinds
 * they work queued or changed since the last call, and `sessionOpen` whether their session still
 * holds (ended, idle, expired or the person disabled ends it), looked up every few seconds rather
 * than on every poll.
 */
export async function taskFeedFor(db: Db, clock: Clock, principal: StaffPrincipal): Promise<{ changes: () => Promise<DeskTaskView[]>; sessionOpen: () => Promise<boolean> }> {
  const kinds = kindsOfRoles(principal.roles);
  const watermark = await taskWatermark(db);
  let sessionCheckedMs = monotonicMs();
  return {
    changes: async () => taskViews(db, (await changedTasks(db, clock, watermark)).filter((task) => kinds === null || kinds.has(task.kind))),
    sessionOpen: async () => {
      if (monotonicMs() - sessionCheckedMs < SESSION_CHECK_MS) return true;
      sessionCheckedMs = monotonicMs();
      return sessionStillOpen(db, clock, principal);
    },
  };
}
