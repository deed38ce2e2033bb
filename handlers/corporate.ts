import { principalOf, type OperationHandler } from '../src/http/handler';
import * as costCentres from '../src/sections/corporate/costCentres';
import * as requests from '../src/sections/corporate/requests';
import * as shuttles from '../src/sections/corporate/shuttles';
import { corporateUsage, usageCsv } from '../src/sections/corporate/usage';

export const listCorporateCostCentres: OperationHandler<'listCorporateCostCentres'> = (ctx) => ({
  status: 200,
  body: costCentres.listCostCentres(principalOf(ctx), ctx.query, ctx.services.clock),
});

export const saveCorporateCostCentre: OperationHandler<'saveCorporateCostCentre'> = (ctx) => {
  const { created, centre } = costCentres.saveCostCentre(principalOf(ctx), ctx.body, ctx.services.clock);
  return created ? { status: 201, body: centre } : { status: 200, body: centre };
};

export const setCorporateCostCentreApprovers: OperationHandler<'setCorporateCostCentreApprovers'> = (ctx) => ({
  status: 200,
  body: costCentres.setApprovers(principalOf(ctx), ctx.params.id, ctx.body, ctx.services.clock),
});

export const listCorporateRequests: OperationHandler<'listCorporateRequests'> = (ctx) => ({
  status: 200,
  body: requests.listRequests(principalOf(ctx), ctx.query, ctx.services.clock),
});

export const createCorporateRequest: OperationHandler<'createCorporateRequest'> = (ctx) => ({
  status: 201,
  body: requests.createRequest(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const decideCorporateRequest: OperationHandler<'decideCorporateRequest'> = (ctx) => ({
  status: 200,
  body: requests.decideRequest(principalOf(ctx), ctx.params.id, ctx.body, ctx.services.clock),
});

export const listCorporateShuttles: OperationHandler<'listCorporateShuttles'> = (ctx) => ({
  status: 200,
  body: shuttles.listShuttles(principalOf(ctx), ctx.query, ctx.services.clock),
});

export const saveCorporateShuttle: OperationHandler<'saveCorporateShuttle'> = (ctx) => {
  const { created, shuttle } = shuttles.saveShuttle(principalOf(ctx), ctx.body, ctx.services.clock);
  return created ? { status: 201, body: shuttle } : { status: 200, body: shuttle };
};

export const changeCorporateShuttleStatus: OperationHandler<'changeCorporateShuttleStatus'> = (ctx) => ({
  status: 200,
  body: shuttles.changeShuttleStatus(principalOf(ctx), ctx.params.id, ctx.body, ctx.services.clock),
});

export const scheduleCorporateShuttleMonth: OperationHandler<'scheduleCorporateShuttleMonth'> = (ctx) => ({
  status: 201,
  body: shuttles.scheduleShuttleMonth(principalOf(ctx), ctx.params.id, ctx.body, ctx.services.clock),
});

export const repriceCorporateShuttle: OperationHandler<'repriceCorporateShuttle'> = (ctx) => ({
  status: 200,
  body: shuttles.repriceShuttle(principalOf(ctx), ctx.params.id, ctx.body, ctx.services.clock),
});

export const getCorporateUsage: OperationHandler<'getCorporateUsage'> = (ctx) => {
  const usage = corporateUsage(principalOf(ctx), ctx.query, ctx.services.clock);
  return ctx.query.format === 'csv' ? { status: 200, document: usageCsv(usage) } : { status: 200, body: usage };
};
