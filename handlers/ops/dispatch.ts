import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { eventStream } from '../../src/http/eventStream';
import { addDriver, addVehicle, assignJob, boardFeedFor, dispatchBoard, dispatchCandidates, jobSheetPdf, listDrivers as allDrivers, listVehicles as allVehicles, changeDriver, changeVehicle } from '../../src/ops/dispatch';

export const listDrivers: OpsOperationHandler<'listDrivers'> = async (ctx) => ({ status: 200, body: { drivers: await allDrivers(ctx.db) } });

export const createDriver: OpsOperationHandler<'createDriver'> = async (ctx) => ({ status: 201, body: await addDriver(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.body) });

export const updateDriver: OpsOperationHandler<'updateDriver'> = async (ctx) => ({ status: 200, body: await changeDriver(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.driverId, ctx.body) });

export const listVehicles: OpsOperationHandler<'listVehicles'> = async (ctx) => ({ status: 200, body: { vehicles: await allVehicles(ctx.db) } });

export const createVehicle: OpsOperationHandler<'createVehicle'> = async (ctx) => ({ status: 201, body: await addVehicle(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.body) });

export const updateVehicle: OpsOperationHandler<'updateVehicle'> = async (ctx) => ({ status: 200, body: await changeVehicle(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.vehicleId, ctx.body) });

export const getDispatchBoard: OpsOperationHandler<'getDispatchBoard'> = async (ctx) => ({ status: 200, body: await dispatchBoard(ctx.services.sections, ctx.db, ctx.services.clock, ctx.query.date) });

// The stream ends when the service drains (the browser reconnects and reads the board again) or the session no longer holds.
export const streamDispatchBoard: OpsOperationHandler<'streamDispatchBoard'> = async (ctx) => {
  const { clock, lifecycle, logger } = ctx.services;
  const feed = await boardFeedFor(ctx.services.sections, ctx.db, clock, staffOf(ctx), ctx.query.date);
  return {
    status: 200,
    stream: eventStream({
      poll: feed.changes,
      ended: async () => lifecycle.draining || !(await feed.sessionOpen()),
      failed: (err) => logger.error({ req_id: ctx.requestId, err }, 'dispatch board stream failed'),
    }),
  };
};

export const assignDispatchJob: OpsOperationHandler<'assignDispatchJob'> = async (ctx) => ({
  status: 200,
  body: await assignJob(ctx.services.sections, ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.services.config.publicBaseUrl, ctx.body.booking, ctx.body.driver_id, ctx.body.vehicle_id),
});

export const getJobSheet: OpsOperationHandler<'getJobSheet'> = async (ctx) => ({
  status: 200,
  document: (await jobSheetPdf(ctx.services.sections, ctx.db, ctx.services.clock, ctx.query.date, ctx.query.driver_id)).document,
});

export const listDispatchCandidates: OpsOperationHandler<'listDispatchCandidates'> = async (ctx) => ({ status: 200, body: await dispatchCandidates(ctx.services.sections, ctx.db, ctx.query.booking) });
