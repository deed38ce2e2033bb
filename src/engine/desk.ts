import { filsToAed } from './money';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { newDeskReference, normaliseBookingReference } from '../platform/ids';
import { DomainError } from '../errors';
import { Partition, type DeskAnswer, type PartitionSections } from './partition';
import { operatorOf, recordAudit, type AuditOrigin } from './audit';
import { queueMail } from '../platform/mailer';
import type { AccountRequestDecision, DeskDecision, DeskTask, DeskTaskKind, DeskTaskStatus } from './deskTask';

export { DESK_TASK_KINDS, type DeskDecision, type DeskTask, type DeskTaskKind, type DeskTaskStatus } from './deskTask';
export type { DeskAnswer } from './partition';

/**
 * The trade desk's one queue: a task for everything that needs a person (credit-line
 * applications and wallet top-ups from the account actions, bookings on request, amendments,
 * quote and wholesale requests). A task is stored in the transaction of the request that needs
 * it, before the answer says it was passed on; only live partitions reach the desk (in a test
 * partition the partner plays the desk with test helpers).
 */

/**
 * The staff roles and the task kinds each works: the desk and admins every kind (an admin also
 * releases or hands on anyone's claim), finance the money requests and the e-invoices the
 * provider rejected, dispatch the drivers to reassign, the drivers not on the way and the pickups a
 * flight disrupted.
 */
const KINDS_OF_ROLE: Readonly<Record<string, readonly DeskTaskKind[] | 'all'>> = {
  desk: 'all',
  finance: ['credit_line_application', 'wallet_topup', 'affiliate_payout', 'einvoice_rejected'],
  admin: 'all',
  dispatch: ['reassign_driver', 'driver_not_en_route', 'flight_disruption'],
};

/** The kinds a member of staff with `roles` may read and answer; null when every kind. */
export function kindsOfRoles(roles: readonly string[]): ReadonlySet<DeskTaskKind> | null {
  const kinds = new Set<DeskTaskKind>();
  for (const role of roles) {
    const of = KINDS_OF_ROLE[role];
    if (of === 'all') return null;
    for (const kind of of ?? []) kinds.add(kind);
  }
  return kinds;
}

/** The roles that work tasks of `kind`: the desk, and any other whose kinds name it, for a refusal's message. */
export const rolesFor = (kind: DeskTaskKind): string[] => ['desk', ...Object.entries(KINDS_OF_ROLE).filter(([, of]) => of !== 'all' && of.includes(kind)).map(([role]) => role)];

export const REFERENCE_PREFIX: Record<DeskTaskKind, string> = {
  credit_line_application: 'CLA',
  wallet_topup: 'WTU',
  on_request_booking: 'BKG',
  amendment: 'AMD',
  quote_request: 'QRQ',
  wholesale_request: 'WHS',
  site_review: 'WLS',
  site_domain: 'DOM',
  affiliate_payout: 'PAY',
  partner_application: 'PAP',
  reassign_driver: 'RDR',
  driver_not_en_route: 'DNE',
  einvoice_rejected: 'EIR',
  flight_disruption: 'FLT',
  live_key_request: 'LKR',
};

/** A desk task the answer cannot be given to: `not_found` (no such task) or `refused`. */
export class DeskError extends DomainError {}

/** A task as it is queued: every task of the desk, from the account actions or a partition, is one of these. */
export interface NewDeskTask {
  kind: DeskTaskKind;
  reference: string;
  summary: string;
  createdAt: string;
  accountId?: string | null;
  subjectType?: string | null;
  subjectId?: string | null;
  details?: unknown;
  /**
   * For a task the service raises by itself (a driver not on the way): what it is about, unique
   * across the queue, so that it is raised once however often, and by however many instances at
   * once, the condition is found.
   */
  onceKey?: string;
}

/**
 * The one insert into the desk's queue, in the caller's transaction. Answers false, queuing
 * nothing, for a task whose `onceKey` was queued before (by this or another instance: the
 * queue's unique key decides, so two at once queue one).
 */
export async function queueTask(db: Db, task: NewDeskTask): Promise<boolean> {
  const row = {
    kind: task.kind,
    reference: task.reference,
    status: 'open',
    summary: task.summary,
    account_id: task.accountId ?? null,
    subject_type: task.subjectType ?? null,
    subject_id: task.subjectId ?? null,
    details: task.details === undefined ? null : JSON.stringify(task.details),
    created_at: task.createdAt,
    updated_at: task.createdAt,
  };
  if (task.onceKey === undefined) {
    await db('desk_queue').insert(row);
    return true;
  }
  const inserted: unknown[] = await db('desk_queue').insert({ ...row, once_key: task.onceKey }).onConflict('once_key').ignore().returning('id');
  return inserted.length > 0;
}

/**
 * Queues a task for the desk when the partition reaches it; answers its reference, or null in a
 * test partition (and for a task with an `onceKey` already queued). A task about a booking goes
 * by the booking's own reference, so the desk, the partner and the traveller say the same thing.
 */
export async function openTask(
  partition: Partition,
  task: { kind: DeskTaskKind; reference?: string; subjectType: string; subjectId: string; summary: string; details?: unknown; onceKey?: string },
): Promise<string | null> {
  if (!partition.reachesDesk) return null;
  const reference = task.reference ?? newDeskReference(REFERENCE_PREFIX[task.kind]);
  const queued = await queueTask(partition.db, { ...task, reference, accountId: partition.accountId, createdAt: partition.now() });
  return queued ? reference : null;
}

/** Closes the open task about a subject that its partner withdrew (a request, a cancelled booking). */
export async function withdrawTasksOf(partition: Partition, subjectType: string, subjectId: string): Promise<void> {
  await partition
    .db('desk_queue')
    .where({ account_id: partition.accountId, subject_type: subjectType, subject_id: subjectId, status: 'open' })
    // eslint-disable-next-line no-restricted-syntax -- a desk task is the operator's work item outside any partition, not a state machine; its subject's own machine records the move
    .update({ status: 'withdrawn', answered_at: partition.now(), updated_at: partition.now() });
}

export type StoredTask = Omit<DeskTask, 'details' | 'amount_fils'> & { details: string | null; amount_fils: number | string | null };

/** A stored task as the engine reads it: its details parsed, its numbers as numbers. */
export function fromRow(row: StoredTask): DeskTask {
  return {
    ...row,
    id: Number(row.id),
    details: row.details === null ? null : (JSON.parse(row.details) as unknown),
    amount_fils: row.amount_fils === null ? null : Number(row.amount_fils),
  };
}

export async function listTasks(db: Db, filter: { status: DeskTaskStatus | 'all'; kind?: DeskTaskKind }): Promise<DeskTask[]> {
  const query = db('desk_queue').select('*').orderBy('id', 'asc');
  if (filter.status !== 'all') query.where({ status: filter.status });
  if (filter.kind) query.where({ kind: filter.kind });
  return ((await query) as StoredTask[]).map(fromRow);
}

/** A task by its number or its reference (`AMD-…`, or a booking's `TR-7KQ2-M9XH` as a person types it). */
export async function findTask(db: Db, idOrReference: string): Promise<DeskTask> {
  const reference = normaliseBookingReference(idOrReference) ?? idOrReference;
  const query = /^[0-9]+$/.test(idOrReference) ? db('desk_queue').where({ id: Number(idOrReference) }) : db('desk_queue').where({ reference });
  const row = (await query.first()) as StoredTask | undefined;
  if (!row) throw new DeskError({ code: 'not_found', message: `no desk task ${idOrReference}` });
  return fromRow(row);
}

/** What answering a kind of the account actions' requests does, in the answer's transaction `db`; `sections`, for the partitions it acts in. */
export type AccountRequestAnswer = (sections: PartitionSections, db: Db, clock: Clock, task: DeskTask, decision: AccountRequestDecision, operator: string) => Promise<{ accountId: string | null; result: object }>;

/**
 * What answering a task looks up in the service's sections: the answer of each kind, the answers
 * of the account actions' requests (which come from a company, not a partition) among them.
 */
export interface DeskSections extends PartitionSections {
  readonly accountRequestAnswers: ReadonlyMap<DeskTaskKind, AccountRequestAnswer>;
}

/**
 * Answers an open task: the subject changes (booking confirmed, price difference posted, credit
 * line set, pro-forma issued …), the task records the answer, who gave it and the account it was
 * for, and the inbox notice and e-mails are written, all in one transaction.
 */
export async function answerTask(
  sections: DeskSections,
  db: Db,
  clock: Clock,
  idOrReference: string,
  decision: AccountRequestDecision,
  /** Who answers: a member of staff (the operator API), or the command line; audited as such. */
  origin: AuditOrigin,
  /** `mustHold`: the answer needs the member of staff's own claim (the console's queue); elsewhere an unclaimed task is answered too. */
  options: { mustHold?: boolean } = {},
): Promise<{ task: DeskTask; result: unknown }> {
  const operator = operatorOf(origin);
  return db.transaction(async (trx) => {
    await releaseLapsedClaims(trx, clock);
    const task = await findTask(trx, idOrReference);
    if (task.status !== 'open') throw new DeskError({ code: 'refused', message: `desk task ${task.reference} is ${task.status}, so it cannot be answered` });
    // Two people never answer one task: whoever holds it in the console answers it.
    if (task.claimed_by !== null && task.claimed_by !== origin.staffId) {
      throw new DeskError({ code: 'refused', message: `desk task ${task.reference} is held by ${await holderName(trx, task.claimed_by)} since ${task.claimed_at ?? ''}; it is theirs to answer or release in the console` });
    }
    if (options.mustHold && task.claimed_by === null) throw new DeskError({ code: 'refused', message: `desk task ${task.reference} is not claimed by you: claim it before answering it` });
    const { accountId, result } = await answerSubject(sections, trx, clock, task, decision, operator);
    const now = clock.now().toISOString();
    const answered = await trx('desk_queue')
      .where({ id: task.id, status: 'open', claimed_by: task.claimed_by })
      .update({
        // eslint-disable-next-line no-restricted-syntax -- closing the operator's work item, not a state machine: the answer moved its subject through that subject's machine
        status: 'answered',
        answer: decision.accept ? 'accepted' : 'declined',
        note: decision.note,
        amount_fils: decision.amountFils,
        account_id: accountId,
        answered_by: `desk:${operator}`,
        answered_at: now,
        updated_at: now,
      });
    if (answered === 0) throw new DeskError({ code: 'refused', message: `desk task ${task.reference} was answered or claimed meanwhile` });
    const after = await findTask(trx, String(task.id));
    await recordAudit(trx, clock, origin, {
      action: 'desk_task.answered',
      subjectType: 'desk_task',
      subjectId: task.reference,
      change: { before: { status: 'open' }, after: { status: 'answered', answer: after.answer, note: after.note, account_id: after.account_id, amount_fils: after.amount_fils }, result },
    });
    return { task: after, result };
  });
}

/** Minutes without an action of its holder on the task after which a claim lapses. */
export const CLAIM_IDLE_MINUTES = 30;

/** When a claim last active at `activeAt` lapses. */
export const claimLapsesAt = (activeAt: string): string => new Date(new Date(activeAt).getTime() + CLAIM_IDLE_MINUTES * 60_000).toISOString();

/**
 * Gives back to the queue every claim idle for 30 minutes by the clock: its holder has not
 * claimed, opened or answered the task since. Each claim is released by a conditional update
 * (still held by the same person, still idle), so of two sweeps at once one releases and audits
 * it. Run before the queue is read or acted on, so a lapsed claim is never shown or enforced.
 */
export async function releaseLapsedClaims(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - CLAIM_IDLE_MINUTES * 60_000).toISOString();
  const lapsed = (await db('desk_queue')
    .where({ status: 'open' })
    .whereNotNull('claimed_by')
    .where((q) => q.where('claim_active_at', '<=', cutoff).orWhere((w) => w.whereNull('claim_active_at').where('claimed_at', '<=', cutoff)))
    .select('id', 'reference', 'claimed_by', 'claimed_at', 'claim_active_at')) as Array<Pick<DeskTask, 'id' | 'reference' | 'claimed_by' | 'claimed_at' | 'claim_active_at'>>;
  for (const task of lapsed) {
    const released = await db('desk_queue')
      .where({ id: task.id, status: 'open', claimed_by: task.claimed_by, claimed_at: task.claimed_at })
      .where((q) => q.where('claim_active_at', '<=', cutoff).orWhereNull('claim_active_at'))
      .update({ claimed_by: null, claimed_at: null, claim_active_at: null, updated_at: now.toISOString() });
    if (released === 0) continue;
    await recordAudit(db, clock, { staffId: null, requestId: null, ip: null }, {
      action: 'desk_task.claim_lapsed',
      subjectType: 'desk_task',
      subjectId: task.reference,
      change: { before: { claimed_by: task.claimed_by, claimed_at: task.claimed_at, last_active_at: task.claim_active_at ?? task.claimed_at }, after: { claimed_by: null }, idle_minutes: CLAIM_IDLE_MINUTES },
    });
  }
}

/** Gives back every open task `staffId` holds, each audited with `why`, in the caller's transaction (disabling them, or roles that no longer work a kind). */
export async function releaseClaimsOf(db: Db, clock: Clock, origin: AuditOrigin, staffId: string, why: string, keep: (kind: DeskTaskKind) => boolean = () => false): Promise<string[]> {
  const held = (await db('desk_queue').where({ status: 'open', claimed_by: staffId }).select('id', 'reference', 'kind', 'claimed_at')) as Array<Pick<DeskTask, 'id' | 'reference' | 'kind' | 'claimed_at'>>;
  const released: string[] = [];
  const now = clock.now().toISOString();
  for (const task of held.filter((row) => !keep(row.kind))) {
    const changed = await db('desk_queue').where({ id: task.id, status: 'open', claimed_by: staffId }).update({ claimed_by: null, claimed_at: null, claim_active_at: null, updated_at: now });
    if (changed === 0) continue;
    await recordAudit(db, clock, origin, { action: 'desk_task.released', subjectType: 'desk_task', subjectId: task.reference, change: { before: { claimed_by: staffId, claimed_at: task.claimed_at }, after: { claimed_by: null }, reason: why } });
    released.push(task.reference);
  }
  return released;
}

/** The name of the member of staff holding a task, as a refusal names them. */
export async function holderName(db: Db, staffId: string): Promise<string> {
  const row = (await db('staff').where({ id: staffId }).first('name')) as { name: string } | undefined;
  return row?.name ?? staffId;
}

/** What the answer does to the task's subject, through its kind's answer. */
async function answerSubject(sections: DeskSections, trx: Db, clock: Clock, task: DeskTask, decision: AccountRequestDecision, operator: string): Promise<{ accountId: string | null; result: unknown }> {
  // A request that comes from a company rather than a partition: the account actions' (the engine's own section), or a section's (a partner application).
  const ofAccountAction = sections.accountRequestAnswers.get(task.kind);
  if (ofAccountAction) return ofAccountAction(sections, trx, clock, task, decision, operator);
  const answer = sections.deskAnswers.get(task.kind);
  if (!answer || task.account_id === null || task.subject_id === null) throw new DeskError({ code: 'refused', message: `desk task ${task.reference} (${task.kind}) has no answer in this service` });
  const partition = Partition.forDesk(sections, trx, clock, task.account_id, operator);
  const result = await answer(partition, task.subject_id, decision);
  if (!OPERATOR_ONLY.has(task.kind)) await mailAnswer(partition, task, decision);
  return { accountId: task.account_id, result };
}

const KIND_TITLES: Record<DeskTaskKind, string> = {
  credit_line_application: 'credit-line application',
  wallet_topup: 'wallet top-up',
  on_request_booking: 'booking on request',
  amendment: 'change request',
  quote_request: 'quote request',
  wholesale_request: 'wholesale request',
  site_review: 'white-label site review',
  site_domain: 'own domain request',
  affiliate_payout: 'payout request',
  partner_application: 'partner application',
  reassign_driver: 'driver to reassign',
  driver_not_en_route: 'driver not on the way',
  einvoice_rejected: 'e-invoice rejected by the provider',
  flight_disruption: 'flight disruption',
  live_key_request: 'live API key request',
};

/** Kinds about the operator's own work, whose answer tells the partner nothing (no e-mail). */
const OPERATOR_ONLY: ReadonlySet<DeskTaskKind> = new Set(['einvoice_rejected', 'flight_disruption', 'driver_not_en_route']);

/** The answer's e-mail to the partner, queued in the answer's transaction (sent only if it commits). */
async function mailAnswer(partition: Partition, task: DeskTask, decision: DeskDecision): Promise<void> {
  const verdict = decision.accept ? 'accepted' : 'declined';
  const text = [
    `The trade desk has ${verdict} your ${KIND_TITLES[task.kind]} ${task.reference}.`,
    '',
    task.summary,
    decision.amountFils === null ? null : `Amount: AED ${filsToAed(decision.amountFils).toFixed(2)}`,
    decision.note ? `Note from the desk: ${decision.note}` : null,
    '',
    'The same answer is in your inbox (GET /api/b2b/v1/inbox).',
  ]
    .filter((line) => line !== null)
    .join('\n');
  // Its operations contacts, else its billing address: the section keeping the contacts says (`answerRecipients`).
  for (const to of await partition.sections.answerRecipients(partition)) {
    await queueMail(partition.db, partition.clock, { to, subject: `Your ${KIND_TITLES[task.kind]} ${task.reference} was ${verdict}`, text, related: { type: 'desk_task', id: String(task.id) } });
  }
}

/** The answer function of a kind, for the test helpers that play the desk in a test partition. */
export function deskAnswerOf(sections: PartitionSections, kind: DeskTaskKind): DeskAnswer {
  const answer = sections.deskAnswers.get(kind);
  if (!answer) throw new Error(`no answer of desk tasks of kind ${kind}: its section is not among the service's sections`);
  return answer;
}
