import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { recordAudit } from '../../src/engine/audit';
import { addDriver, addVehicle, assignJob, dayBoard, jobSheet, listDrivers as allDrivers, listVehicles as allVehicles, changeDriver, changeVehicle } from '../../src/engine/dispatch';
import { renderPdf } from '../../src/engine/documents/documents';
import { uaeToday } from '../../src/platform/uaeTime';

export const listDrivers: OpsOperationHandler<'listDrivers'> = async (ctx) => ({ status: 200, body: { drivers: await allDrivers(ctx.db) } });

export const createDriver: OpsOperationHandler<'createDriver'> = async (ctx) => {
  const driver = await ctx.db.transaction(async (trx) => {
    const added = await addDriver(trx, ctx.services.clock, ctx.body);
    await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), { action: 'driver.created', subjectType: 'driver', subjectId: added.id, change: { after: added } });
    return added;
  });
  return { status: 201, body: driver };
};

export const updateDriver: OpsOperationHandler<'updateDriver'> = async (ctx) => {
  const driver = await ctx.db.transaction(async (trx) => {
    const { after, changed } = await changeDriver(trx, ctx.services.clock, ctx.params.driverId, ctx.body);
    const fields = Object.keys(changed.after);
    // A switch on or off is its own action; a correction of the details (with or without one) is an update.
    if (fields.length > 0) {
      const action = fields.length === 1 && fields[0] === 'status' ? 'driver.status_changed' : 'driver.updated';
      await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), { action, subjectType: 'driver', subjectId: after.id, change: changed });
    }
    return after;
  });
  return { status: 200, body: driver };
};

export const listVehicles: OpsOperationHandler<'listVehicles'> = async (ctx) => ({ status: 200, body: { vehicles: await allVehicles(ctx.db) } });

export const createVehicle: OpsOperationHandler<'createVehicle'> = async (ctx) => {
  const vehicle = await ctx.db.transaction(async (trx) => {
    const added = await addVehicle(trx, ctx.services.clock, ctx.body);
    await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), { action: 'vehicle.created', subjectType: 'vehicle', subjectId: added.id, change: { after: added } });
    return added;
  });
  return { status: 201, body: vehicle };
};

export const updateVehicle: OpsOperationHandler<'updateVehicle'> = async (ctx) => {
  const vehicle = await ctx.db.transaction(async (trx) => {
    const { after, changed } = await changeVehicle(trx, ctx.services.clock, ctx.params.vehicleId, ctx.body);
    const fields = Object.keys(changed.after);
    if (fields.length > 0) {
      const action = fields.length === 1 && fields[0] === 'status' ? 'vehicle.status_changed' : 'vehicle.updated';
      await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), { action, subjectType: 'vehicle', subjectId: after.id, change: changed });
    }
    return after;
  });
  return { status: 200, body: vehicle };
};

export const getDispatchBoard: OpsOperationHandler<'getDispatchBoard'> = async (ctx) => {
  const date = ctx.query.date ?? uaeToday(ctx.services.clock);
  return { status: 200, body: { date, jobs: await dayBoard(ctx.db, date) } };
};

export const assignDispatchJob: OpsOperationHandler<'assignDispatchJob'> = async (ctx) => {
  const staff = staffOf(ctx);
  const job = await ctx.db.transaction(async (trx) => {
    // The staff member is the operator, so the booking's move records actor desk:<staff id>.
    const assigned = await assignJob(trx, ctx.services.clock, ctx.body.booking, ctx.body.driver_id, ctx.body.vehicle_id, staff.staff.id);
    await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), {
      action: 'booking.driver_assigned',
      subjectType: 'booking',
      subjectId: assigned.booking_id,
      change: { reference: assigned.reference, driver_id: ctx.body.driver_id, vehicle_id: ctx.body.vehicle_id, pickup_at: assigned.pickup_at },
    });
    return assigned;
  });
  return { status: 200, body: job };
};

export const getJobSheet: OpsOperationHandler<'getJobSheet'> = async (ctx) => {
  const date = ctx.query.date ?? uaeToday(ctx.services.clock);
  const sheet = await jobSheet(ctx.db, date);
  return { status: 200, document: { contentType: 'application/pdf', body: await renderPdf(sheet.model), filename: `job-sheet-${date}.pdf` } };
};
