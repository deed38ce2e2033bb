import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { addDriver, addVehicle, assignJob, dayBoard, dispatchCandidates, jobSheet, listDrivers as allDrivers, listVehicles as allVehicles, changeDriver, changeVehicle } from '../../src/ops/dispatch';
import { renderPdf } from '../../src/engine/documents/documents';
import { uaeToday } from '../../src/platform/uaeTime';

export const listDrivers: OpsOperationHandler<'listDrivers'> = async (ctx) => ({ status: 200, body: { drivers: await allDrivers(ctx.db) } });

export const createDriver: OpsOperationHandler<'createDriver'> = async (ctx) => ({ status: 201, body: await addDriver(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.body) });

export const updateDriver: OpsOperationHandler<'updateDriver'> = async (ctx) => ({ status: 200, body: await changeDriver(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.driverId, ctx.body) });

export const listVehicles: OpsOperationHandler<'listVehicles'> = async (ctx) => ({ status: 200, body: { vehicles: await allVehicles(ctx.db) } });

export const createVehicle: OpsOperationHandler<'createVehicle'> = async (ctx) => ({ status: 201, body: await addVehicle(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.body) });

export const updateVehicle: OpsOperationHandler<'updateVehicle'> = async (ctx) => ({ status: 200, body: await changeVehicle(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.vehicleId, ctx.body) });

export const getDispatchBoard: OpsOperationHandler<'getDispatchBoard'> = async (ctx) => {
  const date = ctx.query.date ?? uaeToday(ctx.services.clock);
  return { status: 200, body: { date, jobs: await dayBoard(ctx.db, date) } };
};

export const assignDispatchJob: OpsOperationHandler<'assignDispatchJob'> = async (ctx) => ({
  status: 200,
  body: await assignJob(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.body.booking, ctx.body.driver_id, ctx.body.vehicle_id),
});

export const getJobSheet: OpsOperationHandler<'getJobSheet'> = async (ctx) => {
  const date = ctx.query.date ?? uaeToday(ctx.services.clock);
  const sheet = await jobSheet(ctx.db, date, ctx.query.driver_id);
  return { status: 200, document: { contentType: 'application/pdf', body: await renderPdf(sheet.model), filename: `job-sheet-${date}${ctx.query.driver_id ? `-${ctx.query.driver_id}` : ''}.pdf` } };
};

export const listDispatchCandidates: OpsOperationHandler<'listDispatchCandidates'> = async (ctx) => ({ status: 200, body: await dispatchCandidates(ctx.db, ctx.query.booking) });
