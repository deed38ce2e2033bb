import { partitionOf, principalOf, type OperationContext, type OperationHandler } from '../src/http/handler';
import type { OperationId } from '../src/generated/routes';
import * as feed from '../src/sections/events/feed';
import * as endpoints from '../src/webhooks/endpoints';
import * as deliveries from '../src/webhooks/deliveries';

export const listEvents: OperationHandler<'listEvents'> = async (ctx) => ({
  status: 200,
  body: await feed.listEvents(await partitionOf(ctx), principalOf(ctx).scopes, ctx.query),
});

export const getEvent: OperationHandler<'getEvent'> = async (ctx) => ({
  status: 200,
  body: await feed.getEvent(await partitionOf(ctx), principalOf(ctx).scopes, ctx.params.id),
});

const endpointContext = <K extends OperationId>(ctx: OperationContext<K>): endpoints.EndpointContext => ({
  dataKey: ctx.services.keys.dataEncryption,
  policy: { allowedHosts: ctx.services.config.webhookAllowedHosts },
});

export const listWebhookEndpoints: OperationHandler<'listWebhookEndpoints'> = async (ctx) => ({
  status: 200,
  body: await endpoints.listEndpoints(await partitionOf(ctx), ctx.query),
});

export const createWebhookEndpoint: OperationHandler<'createWebhookEndpoint'> = async (ctx) => ({
  status: 201,
  body: await endpoints.createEndpoint(await partitionOf(ctx), endpointContext(ctx), ctx.body),
});

export const getWebhookEndpoint: OperationHandler<'getWebhookEndpoint'> = async (ctx) => ({
  status: 200,
  body: await endpoints.getEndpoint(await partitionOf(ctx), ctx.params.id),
});

export const updateWebhookEndpoint: OperationHandler<'updateWebhookEndpoint'> = async (ctx) => ({
  status: 200,
  body: await endpoints.updateEndpoint(await partitionOf(ctx), endpointContext(ctx), ctx.params.id, ctx.body),
});

export const deleteWebhookEndpoint: OperationHandler<'deleteWebhookEndpoint'> = async (ctx) => ({
  status: 200,
  body: await endpoints.deleteEndpoint(await partitionOf(ctx), ctx.params.id),
});

export const rotateWebhookEndpointSecret: OperationHandler<'rotateWebhookEndpointSecret'> = async (ctx) => ({
  status: 200,
  body: await endpoints.rotateSecret(await partitionOf(ctx), endpointContext(ctx), ctx.params.id, ctx.body?.expire_previous_in_hours ?? 24),
});

export const sendTestWebhookEvent: OperationHandler<'sendTestWebhookEvent'> = async (ctx) => {
  const partition = await partitionOf(ctx);
  return { status: 202, body: await deliveries.deliveryById(partition, await endpoints.sendTestEvent(partition, ctx.params.id)) };
};

export const listWebhookDeliveries: OperationHandler<'listWebhookDeliveries'> = async (ctx) => ({
  status: 200,
  body: await deliveries.listDeliveries(await partitionOf(ctx), ctx.params.id, ctx.query),
});

export const getWebhookDelivery: OperationHandler<'getWebhookDelivery'> = async (ctx) => ({
  status: 200,
  body: await deliveries.getDelivery(await partitionOf(ctx), ctx.params.id),
});

export const resendWebhookDelivery: OperationHandler<'resendWebhookDelivery'> = async (ctx) => ({
  status: 202,
  body: await deliveries.resendDelivery(await partitionOf(ctx), ctx.params.id),
});
