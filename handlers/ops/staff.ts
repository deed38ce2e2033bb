import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { listStaff as allStaff } from '../../src/staff/store';
import { disableStaffMember, enableStaffMember, inviteStaff, reinviteStaffMember, resetStaffMemberTwoFactor, setStaffMemberRoles } from '../../src/ops/staffAdmin';

export const listStaff: OpsOperationHandler<'listStaff'> = async (ctx) => ({ status: 200, body: { staff: await allStaff(ctx.db) } });

export const createStaff: OpsOperationHandler<'createStaff'> = async (ctx) => ({
  status: 201,
  body: await inviteStaff(ctx.db, ctx.services.clock, ctx.services.config.publicBaseUrl, auditOriginOf(ctx), ctx.body),
});

export const disableStaff: OpsOperationHandler<'disableStaff'> = async (ctx) => ({
  status: 200,
  body: await disableStaffMember(ctx.db, ctx.services.clock, auditOriginOf(ctx), { id: ctx.params.staffId }),
});

export const reinviteStaff: OpsOperationHandler<'reinviteStaff'> = async (ctx) => ({
  status: 200,
  body: await reinviteStaffMember(ctx.db, ctx.services.clock, ctx.services.config.publicBaseUrl, auditOriginOf(ctx), { id: ctx.params.staffId }),
});

export const setStaffRoles: OpsOperationHandler<'setStaffRoles'> = async (ctx) => ({
  status: 200,
  body: await setStaffMemberRoles(ctx.db, ctx.services.clock, auditOriginOf(ctx), { id: ctx.params.staffId }, ctx.body.roles),
});

export const resetStaffTwoFactor: OpsOperationHandler<'resetStaffTwoFactor'> = async (ctx) => ({
  status: 200,
  body: await resetStaffMemberTwoFactor(ctx.db, ctx.services.clock, ctx.services.config.publicBaseUrl, auditOriginOf(ctx), { id: ctx.params.staffId }),
});

export const enableStaff: OpsOperationHandler<'enableStaff'> = async (ctx) => ({
  status: 200,
  body: await enableStaffMember(ctx.db, ctx.services.clock, auditOriginOf(ctx), { id: ctx.params.staffId }),
});
