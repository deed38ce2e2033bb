import type { OperationHandler } from '../src/http/handler';
import { openApiDocument } from '../src/openapiDocument';
import { whoAmI } from '../src/apiKeys/whoami';

export const getOpenApiDocument: OperationHandler<'getOpenApiDocument'> = () => ({
  status: 200,
  body: openApiDocument(),
});

export const getWhoAmI: OperationHandler<'getWhoAmI'> = ({ apiKey, services }) => {
  if (!apiKey) throw new Error('getWhoAmI runs only behind the apiKey security handler');
  return { status: 200, body: whoAmI(apiKey, services.rateLimiter.allowed('api_key')) };
};
