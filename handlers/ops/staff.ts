import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { errors } from '../../src/errors';
import { createStaff as addStaff, disableStaff as disable, listStaff as allStaff, staffById } from '../../src/staff/store';

export const listStaff: OpsOperationHandler<'listStaff'> = async (ctx) => ({ status: 200, body: { staff: await allStaff(ctx.db) } });

export const createStaff: OpsOperationHandler<'createStaff'> = async (ctx) => {
  const invitation = await ctx.db.transaction((trx) => addStaff(trx, ctx.services.clock, ctx.services.config.publicBaseUrl, auditOriginOf(ctx), ctx.body));
  return { status: 201, body: invitation };
};

export const disableStaff: OpsOperationHandler<'disableStaff'> = async (ctx) => {
  const result = await ctx.db.transaction(async (trx) => {
    const row = await staffById(trx, ctx.params.staffId);
    if (!row) throw errors.staffNotFound(ctx.params.staffId);
    return disable(trx, ctx.services.clock, auditOriginOf(ctx), row);
  });
  return { status: 200, body: result };
};
