import { partitionOf, principalOf, type OperationHandler } from '../src/http/handler';
import * as feed from '../src/sections/events/feed';

export const listEvents: OperationHandler<'listEvents'> = async (ctx) => ({
  status: 200,
  body: await feed.listEvents(await partitionOf(ctx), principalOf(ctx).scopes, ctx.query),
});

export const getEvent: OperationHandler<'getEvent'> = async (ctx) => ({
  status: 200,
  body: await feed.getEvent(await partitionOf(ctx), principalOf(ctx).scopes, ctx.params.id),
});
