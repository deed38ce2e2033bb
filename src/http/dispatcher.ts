import OpenAPIBackend, { type Context } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import { operationIds, type HandlerMap, type OperationId, type RouteDefinition } from '../generated/routes';
import { authenticateApiKey } from '../apiKeys/authenticate';
import { requestFingerprint } from '../idempotency';
import type { RenderedDocument } from '../v1/documents';
import { errors, ApiError } from '../errors';
import { accountActionLimit, type LimitName } from '../limits';
import { isSandboxPath } from './paths';
import type { Services } from '../services';
import type { OperationContext } from './handler';
import { CompiledRouter, routingDefinition } from './router';
import { validateRequest } from './validation';
import type { Exchange } from './exchange';

export interface HandlerResponse {
  status: number;
  body?: unknown;
  document?: RenderedDocument;
  headers?: Record<string, string>;
}

/** The hourly limit an operation counts against, if any. */
function limitFor(route: RouteDefinition, body: unknown): LimitName | null {
  if (isSandboxPath(route.path)) return 'sandbox';
  if (route.operationId === 'runAccountAction') {
    // Counted before validation, so malformed attempts count too.
    return accountActionLimit(typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined);
  }
  return null;
}

const matchOf = (exchange: Exchange) => {
  if (!exchange.match) throw new Error('operation hook ran before routing');
  return exchange.match;
};

/**
 * Routes each request to its operation's handler with openapi-backend's dispatch (hooks, security
 * handlers, handler map), on the compiled route table and the precompiled validators.
 * Order: route → rate limit → authenticate → validate → handler.
 */
export function createDispatcher(handlers: HandlerMap, services: Services): (exchange: Exchange) => Promise<HandlerResponse> {
  const definition = routingDefinition();
  const api = new OpenAPIBackend<OpenAPIV3_1.Document>({ definition, quick: true, validate: false, strict: true, apiRoot: '/' });
  const router = new CompiledRouter(definition);

  // init() first, with nothing registered: registering before it makes openapi-backend look up
  // every operation in its own router, which rebuilds the whole operation list on each look-up.
  const ready = api.init().then(() => {
    api.router = router;
    registerAll();
  });

  function registerAll(): void {
    api.register({
      notFound: (_c: Context, x: Exchange) => {
        throw errors.notFound(x.method, x.path);
      },
      methodNotAllowed: (_c: Context, x: Exchange) => {
        throw errors.methodNotAllowed(x.method, x.path, router.allowedMethods(x.path));
      },
      postRoutingHandler: async (_c: Context, x: Exchange) => {
        if (!x.match) return;
        const limit = limitFor(x.match.route, x.body);
        if (limit) await services.rateLimiter.consume(limit, x.clientIp);
      },
      unauthorizedHandler: (c: Context) => {
        const failure = Object.values(c.security).find(
          (result): result is { error: unknown } => typeof result === 'object' && result !== null && 'error' in result,
        );
        throw failure?.error instanceof ApiError ? failure.error : errors.unauthenticated('This endpoint needs a credential.');
      },
      preOperationHandler: (_c: Context, x: Exchange) => {
        const { route, pathParams } = matchOf(x);
        // The contract marks operations whose supplier is not connected; they answer 501 whatever
        // the request, once the caller is known.
        if (route.access === '501') throw errors.supplierNotConnected(route.tag.toLowerCase());
        validateRequest(route.operationId, {
          body: x.body,
          query: x.query,
          params: pathParams,
          headers: x.headers,
          hasBody: route.hasBody,
          hasQuery: route.hasQueryParams,
          hasPath: route.hasPathParams,
          hasHeaders: route.hasHeaderParams,
        });
      },
    });

    api.registerSecurityHandler('sandboxToken', (c: Context, x: Exchange) => {
      const required = c.operation.security?.flatMap((req) => req.sandboxToken ?? []) ?? [];
      const authorization = x.headers.authorization;
      x.sandbox = services.sandboxTokens.verify(typeof authorization === 'string' ? authorization : undefined, required);
      return x.sandbox;
    });
    api.registerSecurityHandler('signedUrl', (_c: Context, x: Exchange) => services.availabilitySigner.verify(x.query));
    api.registerSecurityHandler('apiKey', async (c: Context, x: Exchange) => {
      const required = c.operation.security?.flatMap((req) => req.apiKey ?? []) ?? [];
      const authorization = x.headers.authorization;
      x.apiKey = await authenticateApiKey(services.db, services.clock, typeof authorization === 'string' ? authorization : undefined, required);
      await services.rateLimiter.consume('api_key', x.apiKey.keyId);
      return x.apiKey;
    });

    const implemented = handlers as Partial<Record<OperationId, unknown>>;
    for (const operationId of operationIds) {
      if (!implemented[operationId]) continue;
      const handler = implemented[operationId] as (ctx: OperationContext<OperationId>) => Promise<HandlerResponse> | HandlerResponse;
      api.register(operationId, async (_c: Context, x: Exchange): Promise<HandlerResponse> => {
        const run = async (): Promise<HandlerResponse> =>
          handler({
            operationId,
            body: x.body as never,
            query: x.query as never,
            params: matchOf(x).pathParams as never,
            sandbox: x.sandbox,
            apiKey: x.apiKey,
            clientIp: x.clientIp,
            requestId: x.requestId,
            services,
          });
        const idempotencyKey = x.headers['idempotency-key'];
        if (x.method !== 'POST' || !x.apiKey || typeof idempotencyKey !== 'string') return run();
        const fingerprint = requestFingerprint({ mode: x.apiKey.mode, method: x.method, path: x.path, query: x.query, body: x.body });
        const result = await services.idempotency.run({ accountId: x.apiKey.account.id, key: idempotencyKey, fingerprint }, async () => {
          const response = await run();
          return { status: response.status, body: response.body };
        });
        return { status: result.status, body: result.body, ...(result.replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
      });
    }
  }

  return async (exchange) => {
    await ready;
    return (await api.handleRequest(exchange, exchange)) as HandlerResponse;
  };
}
