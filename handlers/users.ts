import { principalOf, type OperationHandler } from '../src/http/handler';
import * as users from '../src/sections/users/service';

export const listUsers: OperationHandler<'listUsers'> = (ctx) => ({
  status: 200,
  body: users.listUsers(principalOf(ctx), ctx.query, ctx.services.clock),
});

export const inviteUser: OperationHandler<'inviteUser'> = (ctx) => ({
  status: 201,
  body: users.inviteUser(principalOf(ctx), ctx.body, ctx.services.clock),
});

export const changeUserRole: OperationHandler<'changeUserRole'> = (ctx) => ({
  status: 200,
  body: users.changeUserRole(principalOf(ctx), ctx.params.id, ctx.body.role, ctx.services.clock),
});

export const deactivateUser: OperationHandler<'deactivateUser'> = (ctx) => ({
  status: 200,
  body: users.deactivateUser(principalOf(ctx), ctx.params.id, ctx.services.clock),
});

export const reactivateUser: OperationHandler<'reactivateUser'> = (ctx) => ({
  status: 200,
  body: users.reactivateUser(principalOf(ctx), ctx.params.id, ctx.services.clock),
});
