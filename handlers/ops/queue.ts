import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { eventStream } from '../../src/http/eventStream';
import { errors, type ValidationIssue } from '../../src/errors';
import { aedToFils } from '../../src/engine/money';
import { answerTask, kindsOfRoles, type DeskTask } from '../../src/engine/desk';
import type { AccountRequestDecision } from '../../src/engine/accountRequestAnswers';
import {
  changedTasks,
  checkHeld,
  checkKindAllowed,
  claimTask,
  reassignTask,
  releaseTask,
  searchTasks,
  taskByReference,
  touchClaim,
  taskView,
  taskViews,
  taskWatermark,
} from '../../src/ops/deskQueue';
import type { components } from '../../src/generated/ops/openapi-types';
import type { Db } from '../../src/platform/db';
import { monotonicMs } from '../../src/platform/clock';
import { sessionStillOpen } from '../../src/staff/sessions';

/** How often an open stream looks up whether its session is still open. */
const SESSION_CHECK_MS = 5000;

type Answer = components['schemas']['DeskTaskAnswer'];

export const listDeskTasks: OpsOperationHandler<'listDeskTasks'> = async (ctx) => {
  const { status, kind, partner, created_before, created_after, q, order, limit, cursor } = ctx.query;
  const page = await searchTasks(ctx.db, ctx.services.clock, {
    status: status ?? 'open',
    kind,
    accountId: partner,
    createdBefore: created_before,
    createdAfter: created_after,
    q,
    order: order ?? 'newest',
    limit: limit ?? 50,
    cursor,
    kinds: kindsOfRoles(staffOf(ctx).roles),
  });
  return { status: 200, body: page };
};

/** A task the signed-in member of staff's roles work, or their refusal. */
async function allowedTask(ctx: Parameters<OpsOperationHandler<'getDeskTask'>>[0] | Parameters<OpsOperationHandler<'answerDeskTask'>>[0], db = ctx.db): Promise<DeskTask> {
  const task = await taskByReference(db, ctx.services.clock, ctx.params.taskRef);
  checkKindAllowed(staffOf(ctx).roles, task.kind);
  return task;
}

// The holder opening their task is an action on it: the claim's idle minutes count from now.
export const getDeskTask: OpsOperationHandler<'getDeskTask'> = async (ctx) => ({
  status: 200,
  body: await taskView(ctx.db, await touchClaim(ctx.db, ctx.services.clock, await allowedTask(ctx), staffOf(ctx).staff.id)),
});

export const claimDeskTask: OpsOperationHandler<'claimDeskTask'> = async (ctx) => {
  const staff = staffOf(ctx);
  checkKindAllowed(staff.roles, (await taskByReference(ctx.db, ctx.services.clock, ctx.params.taskRef)).kind);
  const { task } = await claimTask(ctx.db, ctx.services.clock, { ...auditOriginOf(ctx), staffId: staff.staff.id }, ctx.params.taskRef);
  return { status: 200, body: await taskView(ctx.db, task) };
};

// Its holder gives a task back; an admin releases anyone's claim.
export const releaseDeskTask: OpsOperationHandler<'releaseDeskTask'> = async (ctx) => {
  const staff = staffOf(ctx);
  checkKindAllowed(staff.roles, (await taskByReference(ctx.db, ctx.services.clock, ctx.params.taskRef)).kind);
  const task = await releaseTask(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.taskRef, { anyHolder: staff.roles.includes('admin') });
  return { status: 200, body: await taskView(ctx.db, task) };
};

export const reassignDeskTask: OpsOperationHandler<'reassignDeskTask'> = async (ctx) => {
  const task = await reassignTask(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.taskRef, ctx.body.staff_id);
  return { status: 200, body: await taskView(ctx.db, task) };
};

/** What the kind of `task` needs of an answer, refused with the API's field names before anything changes. */
async function checkAnswer(db: Db, task: DeskTask, body: Answer): Promise<void> {
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

export const answerDeskTask: OpsOperationHandler<'answerDeskTask'> = async (ctx) => {
  const staff = staffOf(ctx);
  const { clock, config } = ctx.services;
  const body = ctx.body;
  const answered = await ctx.db.transaction(async (trx) => {
    const task = await allowedTask(ctx, trx);
    await checkHeld(trx, task, staff.staff.id);
    await touchClaim(trx, clock, task, staff.staff.id);
    await checkAnswer(trx, task, body);
    const decision: AccountRequestDecision = {
      accept: body.decision === 'accept',
      note: body.note?.trim() || null,
      amountFils: body.amount_aed === undefined ? null : aedToFils(body.amount_aed),
      accountId: body.account_id ?? null,
      creditLine: body.credit_limit_aed !== undefined && body.credit_terms !== undefined ? { limitFils: aedToFils(body.credit_limit_aed), terms: body.credit_terms } : null,
      commercialTerms: body.commercial_terms ? { terms: body.commercial_terms.terms, basisPoints: Math.round((body.commercial_terms.percent ?? 0) * 100) } : null,
      publicBaseUrl: config.publicBaseUrl,
    };
    // What is left after the checks above is the task or its subject no longer taking the answer (409).
    return answerTask(trx, clock, task.reference, decision, auditOriginOf(ctx), { mustHold: true });
  });
  const result = answered.result !== null && typeof answered.result === 'object' ? (answered.result as Record<string, unknown>) : { decision: answered.task.answer };
  return { status: 200, body: { task: await taskView(ctx.db, answered.task), result } };
};

export const streamDeskTasks: OpsOperationHandler<'streamDeskTasks'> = async (ctx) => {
  const staff = staffOf(ctx);
  const { clock, lifecycle, logger } = ctx.services;
  const kinds = kindsOfRoles(staff.roles);
  const watermark = await taskWatermark(ctx.db);
  let sessionCheckedMs = monotonicMs();
  return {
    status: 200,
    stream: eventStream({
      poll: async () => {
        const tasks = (await changedTasks(ctx.db, clock, watermark)).filter((task) => kinds === null || kinds.has(task.kind));
        return (await taskViews(ctx.db, tasks)).map((data) => ({ event: 'task', data }));
      },
      // The service draining (the browser reconnects), or the session ended, idle or expired, or
      // its member of staff disabled (the browser's reconnection then asks them to sign in),
      // looked up every few seconds rather than on every poll.
      ended: async () => {
        if (lifecycle.draining) return true;
        if (monotonicMs() - sessionCheckedMs < SESSION_CHECK_MS) return false;
        sessionCheckedMs = monotonicMs();
        return !(await sessionStillOpen(ctx.db, clock, staff));
      },
      failed: (err) => logger.error({ req_id: ctx.requestId, err }, 'desk task stream failed'),
    }),
  };
};
