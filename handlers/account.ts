import { principalOf, type OperationHandler } from '../src/http/handler';
import { servedDocumentJson } from '../src/platform/openapiDocument';
import { whoAmI } from '../src/apiKeys/whoami';

// Sent as the bytes serialized once at the first request, not re-serialized on every one.
export const getOpenApiDocument: OperationHandler<'getOpenApiDocument'> = (ctx) => ({
  status: 200,
  document: { contentType: 'application/json; charset=utf-8', body: servedDocumentJson(ctx.services.config.publicBaseUrl), filename: 'openapi.json' },
});

export const getWhoAmI: OperationHandler<'getWhoAmI'> = (ctx) => ({
  status: 200,
  body: whoAmI(principalOf(ctx), ctx.services.rateLimiter.allowed('api_key')),
});
