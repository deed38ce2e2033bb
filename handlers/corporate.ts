import { partitionOf, principalOf, type OperationHandler } from '../src/http/handler';
import { termsOf } from '../src/engine/terms';
import * as costCentres from '../src/sections/corporate/costCentres';
import * as requests from '../src/sections/corporate/requests';
import * as shuttles from '../src/sections/corporate/shuttles';
import { corporateTransferVoucher } from '../src/sections/corporate/vouchers';
import * as shuttleSchedule from '../src/sections/corporate/shuttleSchedule';
import { corporateUsage, usageCsv } from '../src/sections/corporate/usage';

export const listCorporateCostCentres: OperationHandler<'listCorporateCostCentres'> = async (ctx) => ({
  status: 200,
  body: await costCentres.listCostCentres(await partitionOf(ctx), ctx.query),
});

export const saveCorporateCostCentre: OperationHandler<'saveCorporateCostCentre'> = async (ctx) => {
  const { created, centre } = await costCentres.saveCostCentre(await partitionOf(ctx), ctx.body);
  return created ? { status: 201, body: centre } : { status: 200, body: centre };
};

export const setCorporateCostCentreApprovers: OperationHandler<'setCorporateCostCentreApprovers'> = async (ctx) => ({
  status: 200,
  body: await costCentres.setApprovers(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const listCorporateRequests: OperationHandler<'listCorporateRequests'> = async (ctx) => ({
  status: 200,
  body: await requests.listRequests(await partitionOf(ctx), ctx.query),
});

export const createCorporateRequest: OperationHandler<'createCorporateRequest'> = async (ctx) => ({
  status: 201,
  body: await requests.createRequest(await partitionOf(ctx), ctx.body, termsOf(principalOf(ctx).account)),
});

export const decideCorporateRequest: OperationHandler<'decideCorporateRequest'> = async (ctx) => ({
  status: 200,
  body: await requests.decideRequest(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const listCorporateShuttles: OperationHandler<'listCorporateShuttles'> = async (ctx) => ({
  status: 200,
  body: await shuttles.listShuttles(await partitionOf(ctx), ctx.query),
});

export const saveCorporateShuttle: OperationHandler<'saveCorporateShuttle'> = async (ctx) => {
  const { created, shuttle } = await shuttles.saveShuttle(await partitionOf(ctx), ctx.body, termsOf(principalOf(ctx).account));
  return created ? { status: 201, body: shuttle } : { status: 200, body: shuttle };
};

export const changeCorporateShuttleStatus: OperationHandler<'changeCorporateShuttleStatus'> = async (ctx) => ({
  status: 200,
  body: await shuttles.changeShuttleStatus(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const scheduleCorporateShuttleMonth: OperationHandler<'scheduleCorporateShuttleMonth'> = async (ctx) => ({
  status: 201,
  body: await shuttleSchedule.scheduleShuttleMonth(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const repriceCorporateShuttle: OperationHandler<'repriceCorporateShuttle'> = async (ctx) => ({
  status: 200,
  body: await shuttleSchedule.repriceShuttle(await partitionOf(ctx), ctx.params.id, ctx.body),
});

export const getCorporateUsage: OperationHandler<'getCorporateUsage'> = async (ctx) => {
  const usage = await corporateUsage(await partitionOf(ctx), ctx.query);
  return ctx.query.format === 'csv' ? { status: 200, document: usageCsv(usage) } : { status: 200, body: usage };
};

export const getCorporateUsageCsv: OperationHandler<'getCorporateUsageCsv'> = async (ctx) => ({
  status: 200,
  document: usageCsv(await corporateUsage(await partitionOf(ctx), ctx.query)),
});

export const getCorporateVoucher: OperationHandler<'getCorporateVoucher'> = async (ctx) => ({
  status: 200,
  document: await corporateTransferVoucher(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, ctx.query.format ?? 'html'),
});

export const getCorporateVoucherPdf: OperationHandler<'getCorporateVoucherPdf'> = async (ctx) => ({
  status: 200,
  document: await corporateTransferVoucher(await partitionOf(ctx), principalOf(ctx).account.name, ctx.params.id, 'pdf'),
});
