import { principalOf, type OperationHandler } from '../src/http/handler';
import { openApiDocument } from '../src/platform/openapiDocument';
import { whoAmI } from '../src/apiKeys/whoami';

export const getOpenApiDocument: OperationHandler<'getOpenApiDocument'> = () => ({
  status: 200,
  body: openApiDocument(),
});

export const getWhoAmI: OperationHandler<'getWhoAmI'> = (ctx) => ({
  status: 200,
  body: whoAmI(principalOf(ctx), ctx.services.rateLimiter.allowed('api_key')),
});
