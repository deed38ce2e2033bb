import { driverOf, type DriverOperationHandler } from '../../src/http/driverHandler';
import { listDriverJobs as jobsOf, moveDriverJob as moveJob, shareDriverPosition as sharePosition } from '../../src/drivers/jobs';

export const listDriverJobs: DriverOperationHandler<'listDriverJobs'> = async (ctx) => ({ status: 200, body: await jobsOf(ctx.services.sections, ctx.db, ctx.services.clock, driverOf(ctx)) });

export const moveDriverJob: DriverOperationHandler<'moveDriverJob'> = async (ctx) => ({
  status: 200,
  body: await moveJob(ctx.services.sections, ctx.db, ctx.services.clock, driverOf(ctx), ctx.params.booking, ctx.body, ctx.requestId),
});

export const shareDriverPosition: DriverOperationHandler<'shareDriverPosition'> = async (ctx) => ({
  status: 200,
  body: await sharePosition(ctx.services.sections, ctx.db, ctx.services.clock, driverOf(ctx), ctx.params.booking, ctx.body),
});
