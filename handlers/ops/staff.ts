import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import {
  createStaff as addStaff,
  disableStaff as disable,
  enableStaff as enable,
  listStaff as allStaff,
  reinviteStaff as reinvite,
  resetStaffTwoFactor as resetTwoFactor,
  setStaffRoles as setRoles,
  staffMemberById,
} from '../../src/staff/store';

export const listStaff: OpsOperationHandler<'listStaff'> = async (ctx) => ({ status: 200, body: { staff: await allStaff(ctx.db) } });

export const createStaff: OpsOperationHandler<'createStaff'> = async (ctx) => {
  const invitation = await ctx.db.transaction((trx) => addStaff(trx, ctx.services.clock, ctx.services.config.publicBaseUrl, auditOriginOf(ctx), ctx.body));
  return { status: 201, body: invitation };
};

export const disableStaff: OpsOperationHandler<'disableStaff'> = async (ctx) => {
  const result = await ctx.db.transaction(async (trx) => disable(trx, ctx.services.clock, auditOriginOf(ctx), await staffMemberById(trx, ctx.params.staffId)));
  return { status: 200, body: result };
};

export const reinviteStaff: OpsOperationHandler<'reinviteStaff'> = async (ctx) => {
  const { clock, config } = ctx.services;
  const result = await ctx.db.transaction(async (trx) => reinvite(trx, clock, config.publicBaseUrl, auditOriginOf(ctx), await staffMemberById(trx, ctx.params.staffId)));
  return { status: 200, body: result };
};

export const setStaffRoles: OpsOperationHandler<'setStaffRoles'> = async (ctx) => {
  const result = await ctx.db.transaction(async (trx) => setRoles(trx, ctx.services.clock, auditOriginOf(ctx), await staffMemberById(trx, ctx.params.staffId), ctx.body.roles));
  return { status: 200, body: result };
};

export const resetStaffTwoFactor: OpsOperationHandler<'resetStaffTwoFactor'> = async (ctx) => {
  const { clock, config } = ctx.services;
  const result = await ctx.db.transaction(async (trx) => resetTwoFactor(trx, clock, config.publicBaseUrl, auditOriginOf(ctx), await staffMemberById(trx, ctx.params.staffId)));
  return { status: 200, body: result };
};

export const enableStaff: OpsOperationHandler<'enableStaff'> = async (ctx) => {
  const result = await ctx.db.transaction(async (trx) => enable(trx, ctx.services.clock, auditOriginOf(ctx), await staffMemberById(trx, ctx.params.staffId)));
  return { status: 200, body: result };
};
