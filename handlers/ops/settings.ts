import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { listFxRates as allRates } from '../../src/engine/fxRates';
import { changeFxRate, changeOperatorDetails, operatorDetails } from '../../src/ops/operatorSettings';

export const getOperatorDetails: OpsOperationHandler<'getOperatorDetails'> = async (ctx) => ({ status: 200, body: await operatorDetails(ctx.db) });

export const updateOperatorDetails: OpsOperationHandler<'updateOperatorDetails'> = async (ctx) => ({
  status: 200,
  body: await changeOperatorDetails(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.body),
});

export const listFxRates: OpsOperationHandler<'listFxRates'> = async (ctx) => ({ status: 200, body: { rates: await allRates(ctx.db) } });

export const setFxRate: OpsOperationHandler<'setFxRate'> = async (ctx) => ({
  status: 200,
  body: await changeFxRate(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.currency, ctx.body.aed_per_unit),
});
