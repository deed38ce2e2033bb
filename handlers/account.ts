import { principalOf, type OperationHandler } from '../src/http/handler';
import { servedDocumentJson } from '../src/platform/openapiDocument';
import { whoAmI } from '../src/apiKeys/whoami';
import { rulesOf } from '../src/engine/partition';
import { stampView } from '../src/engine/serializer';

// Sent as the bytes serialized once at the first request, not re-serialized on every one.
export const getOpenApiDocument: OperationHandler<'getOpenApiDocument'> = (ctx) => ({
  status: 200,
  document: { contentType: 'application/json; charset=utf-8', body: servedDocumentJson(ctx.services.config.publicBaseUrl), filename: 'openapi.json' },
});

// Stamped with the key's mode without opening its partition: asking who one is seeds nothing.
// A portal session's calls count against its person's limit, a key's against the key's.
export const getWhoAmI: OperationHandler<'getWhoAmI'> = (ctx) => {
  const principal = principalOf(ctx);
  const limit = ctx.services.rateLimiter.allowed(principal.person ? 'portal_person' : 'api_key');
  return { status: 200, body: stampView(rulesOf(principal.mode), 'whoami', whoAmI(principal, limit)) };
};
