import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { eventStream } from '../../src/http/eventStream';
import { answerTaskFor, claimTaskFor, openTaskFor, reassignTaskTo, releaseTaskFor, taskFeedFor, taskPageFor } from '../../src/ops/deskQueue';

export const listDeskTasks: OpsOperationHandler<'listDeskTasks'> = async (ctx) => ({ status: 200, body: await taskPageFor(ctx.db, ctx.services.clock, staffOf(ctx), ctx.query) });

export const getDeskTask: OpsOperationHandler<'getDeskTask'> = async (ctx) => ({ status: 200, body: await openTaskFor(ctx.db, ctx.services.clock, staffOf(ctx), ctx.params.taskRef) });

export const claimDeskTask: OpsOperationHandler<'claimDeskTask'> = async (ctx) => ({
  status: 200,
  body: await claimTaskFor(ctx.db, ctx.services.clock, auditOriginOf(ctx), staffOf(ctx), ctx.params.taskRef),
});

export const releaseDeskTask: OpsOperationHandler<'releaseDeskTask'> = async (ctx) => ({
  status: 200,
  body: await releaseTaskFor(ctx.db, ctx.services.clock, auditOriginOf(ctx), staffOf(ctx), ctx.params.taskRef),
});

export const reassignDeskTask: OpsOperationHandler<'reassignDeskTask'> = async (ctx) => ({
  status: 200,
  body: await reassignTaskTo(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.taskRef, ctx.body.staff_id),
});

export const answerDeskTask: OpsOperationHandler<'answerDeskTask'> = async (ctx) => ({
  status: 200,
  body: await answerTaskFor(ctx.services.sections, ctx.db, ctx.services.clock, ctx.services.config.publicBaseUrl, auditOriginOf(ctx), staffOf(ctx), ctx.params.taskRef, ctx.body),
});

// The stream ends when the service drains (the browser reconnects) or the session no longer holds (its reconnection then asks to sign in).
export const streamDeskTasks: OpsOperationHandler<'streamDeskTasks'> = async (ctx) => {
  const { clock, lifecycle, logger } = ctx.services;
  const feed = await taskFeedFor(ctx.db, clock, staffOf(ctx));
  return {
    status: 200,
    stream: eventStream({
      poll: async () => (await feed.changes()).map((data) => ({ event: 'task', data })),
      ended: async () => lifecycle.draining || !(await feed.sessionOpen()),
      failed: (err) => logger.error({ req_id: ctx.requestId, err }, 'desk task stream failed'),
    }),
  };
};
