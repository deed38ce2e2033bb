import { partitionOf, type OperationHandler } from '../src/http/handler';
import * as users from '../src/sections/users/service';

export const listUsers: OperationHandler<'listUsers'> = async (ctx) => ({
  status: 200,
  body: await users.listUsers(await partitionOf(ctx), ctx.query),
});

export const inviteUser: OperationHandler<'inviteUser'> = async (ctx) => ({
  status: 201,
  body: await users.inviteUser(await partitionOf(ctx), ctx.body, ctx.services.config.publicBaseUrl),
});

export const changeUserRole: OperationHandler<'changeUserRole'> = async (ctx) => ({
  status: 200,
  body: await users.changeUserRole(await partitionOf(ctx), ctx.params.id, ctx.body.role),
});

export const deactivateUser: OperationHandler<'deactivateUser'> = async (ctx) => ({
  status: 200,
  body: await users.deactivateUser(await partitionOf(ctx), ctx.params.id),
});

export const reactivateUser: OperationHandler<'reactivateUser'> = async (ctx) => ({
  status: 200,
  body: await users.reactivateUser(await partitionOf(ctx), ctx.params.id, ctx.services.config.publicBaseUrl),
});
