import OpenAPIBackend, { type Context } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import { operationIds, type HandlerMap, type OperationId, type RouteDefinition } from '../generated/routes';
import { authenticateApiKey } from '../apiKeys/authenticate';
import { idempotencyScopeOf } from '../platform/idempotency';
import type { Db } from '../platform/db';
import type { RenderedDocument } from '../engine/documents/documents';
import { errors, ApiError } from '../errors';
import { translateDbError } from '../platform/dbErrors';
import { accountActionLimit, type LimitName } from '../platform/limits';
import { isSandboxPath } from './paths';
import type { Services } from '../services';
import type { OperationContext } from './handler';
import { CompiledRouter, routingDefinition } from './router';
import { validateRequest } from './validation';
import { acceptOf, negotiate } from './negotiation';
import type { Exchange } from './exchange';

export interface HandlerResponse {
  status: number;
  body?: unknown;
  document?: RenderedDocument;
  headers?: Record<string, string>;
}

/** A document operation's answer depends on Accept: caches must not hand one representation to a client that asked for another. */
function varied(route: RouteDefinition, response: HandlerResponse): HandlerResponse {
  return route.offers.length > 0 ? { ...response, headers: { ...response.headers, Vary: 'Accept' } } : response;
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
        if (limit) await services.rateLimiter.consume(limit, x.clientIp, x.quotas);
      },
      unauthorizedHandler: (c: Context) => {
        const failures = Object.values(c.security)
          .filter((result): result is { error: unknown } => typeof result === 'object' && result !== null && 'error' in result)
          .map((result) => result.error);
        // A handler that failed for another reason than the credential (the database did not
        // answer) says nothing about the credential: that failure is the answer, not a 401.
        const fault = failures.find((error) => !(error instanceof ApiError));
        if (fault !== undefined) throw translateDbError(fault) ?? fault;
        throw failures[0] instanceof ApiError ? failures[0] : errors.unauthenticated('This endpoint needs a credential.');
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
        // A document operation's handler reads the negotiated format where it reads the
        // parameter: `format` as given, or as Accept chose it (406 here when nothing fits).
        if (route.offers.length > 0) {
          const chosen = negotiate(route.offers, x.query.format, acceptOf(x.headers));
          if (chosen.format !== null) x.query.format = chosen.format;
        }
      },
    });

    // A presented credential that fails counts against its address; once over the limit the
    // address is refused before its credential is looked at, so a flood of guesses costs no queries.
    // A missing credential costs nothing to refuse and is not counted.
    const limitFailures = async <T>(x: Exchange, presented: boolean, authenticate: () => T | Promise<T>): Promise<T> => {
      if (!presented) return authenticate();
      await services.rateLimiter.check('auth_failure', x.clientIp, x.quotas);
      try {
        return await authenticate();
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) await services.rateLimiter.count('auth_failure', x.clientIp, x.quotas);
        throw err;
      }
    };
    api.registerSecurityHandler('sandboxBearerToken', (c: Context, x: Exchange) => {
      const required = c.operation.security?.flatMap((req) => req.sandboxBearerToken ?? []) ?? [];
      const authorization = typeof x.headers.authorization === 'string' ? x.headers.authorization : undefined;
      return limitFailures(x, authorization !== undefined, () => {
        x.sandbox = services.sandboxTokens.verify(authorization, required);
        return x.sandbox;
      });
    });
    api.registerSecurityHandler('signedUrl', (_c: Context, x: Exchange) =>
      limitFailures(x, x.query.sig !== undefined, () => services.availabilitySigner.verify(x.query)),
    );
    api.registerSecurityHandler('tradeApiKey', async (c: Context, x: Exchange) => {
      const required = c.operation.security?.flatMap((req) => req.tradeApiKey ?? []) ?? [];
      const authorization = typeof x.headers.authorization === 'string' ? x.headers.authorization : undefined;
      x.apiKey = await limitFailures(x, authorization !== undefined, () => authenticateApiKey(services.db, services.clock, authorization, required));
      await services.rateLimiter.consume('api_key', x.apiKey.keyId, x.quotas);
      return x.apiKey;
    });

    const implemented = handlers as Partial<Record<OperationId, unknown>>;
    for (const operationId of operationIds) {
      if (!implemented[operationId]) continue;
      const handler = implemented[operationId] as (ctx: OperationContext<OperationId>) => Promise<HandlerResponse> | HandlerResponse;
      api.register(operationId, async (_c: Context, x: Exchange): Promise<HandlerResponse> => {
        const run = async (db: Db): Promise<HandlerResponse> =>
          handler({
            operationId,
            body: x.body as never,
            query: x.query as never,
            params: matchOf(x).pathParams as never,
            sandbox: x.sandbox,
            apiKey: x.apiKey,
            clientIp: x.clientIp,
            requestId: x.requestId,
            db,
            services,
          });
        const scope = idempotencyScopeOf({ ...x, operationId, idempotencyKey: x.headers['idempotency-key'] });
        if (!scope) return varied(matchOf(x).route, await run(services.db));
        // The handler writes through the transaction that stores its answer (see IdempotencyStore).
        const result = await services.idempotency.run(scope, async (trx) => {
          const response = await run(trx);
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
