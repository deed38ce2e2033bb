import type { ServerResponse } from 'node:http';
import { operationIds, routes, securitySchemes, type HandlerMap, type OperationId } from '../generated/routes';
import { authenticateApiKey } from '../apiKeys/authenticate';
import { apiPrincipalOf, authenticatePortalSession, checkSessionMayCall, portalSessionIdOf, sendsPortalCookie } from '../portal/sessions';
import { idempotencyScopeOf } from '../platform/idempotency';
import type { Db } from '../platform/db';
import type { RenderedDocument } from '../engine/documents/documents';
import { answerOf, errors, ApiError } from '../errors';
import { translateDbError } from '../platform/dbErrors';
import { accountActionLimit, type LimitName } from '../platform/limits';
import { isSandboxPath } from './paths';
import type { Services } from '../services';
import type { OperationContext } from './handler';
import OpenAPIBackend, { type Context } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import { BackendRouter, CompiledRouter, routingDefinition, type RouteDefinition, type RouteMatch } from './router';
import { partnerValidators, validateRequest, type ValidatorSource } from './validation';
import { acceptOf, negotiate } from './negotiation';
import type { Exchange } from './exchange';
import { checkSessionChange } from './sessionRules';

export interface HandlerResponse {
  status: number;
  body?: unknown;
  document?: RenderedDocument;
  headers?: Record<string, string>;
  /** An answer written over time (server-sent events): given the response once its status and headers are set, it writes and ends it. */
  stream?: StreamWriter;
}

export type StreamWriter = (res: ServerResponse) => void;

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

export type SecurityHandler = (route: RouteDefinition, x: Exchange) => unknown;

/** A handler's answer; what it refuses in the domain's terms becomes its API error here, for both APIs. */
export async function answered(handle: () => Promise<HandlerResponse> | HandlerResponse): Promise<HandlerResponse> {
  try {
    return await handle();
  } catch (err) {
    throw answerOf(err);
  }
}

const matchOf = (x: Exchange): RouteMatch => {
  if (!x.match) throw new Error('operation hook ran before routing');
  return x.match;
};
export type Operation = (x: Exchange, match: RouteMatch) => Promise<HandlerResponse>;

const scopesByRoute = new WeakMap<RouteDefinition, Map<string, string[]>>();

/** The scopes an operation's requirements name for `scheme`, worked out once per operation. */
export function requiredScopes(route: RouteDefinition, scheme: string): string[] {
  let byScheme = scopesByRoute.get(route);
  if (!byScheme) {
    byScheme = new Map();
    for (const req of route.security) byScheme.set(req.scheme, [...(byScheme.get(req.scheme) ?? []), ...req.scopes]);
    scopesByRoute.set(route, byScheme);
  }
  return byScheme.get(scheme) ?? [];
}

/** One contract as the dispatcher serves it: its generated route table, security schemes and validators. */
export interface ContractTable {
  routes: readonly RouteDefinition[];
  securitySchemes: unknown;
  validators: ValidatorSource;
}

export interface ContractDispatch {
  table: ContractTable;
  /** By security scheme name: authenticates the request for the route, or throws its refusal. */
  securityHandlers: Record<string, SecurityHandler | undefined>;
  operations: ReadonlyMap<string, Operation>;
  /** The hourly limit an operation counts against, after routing and before authentication. */
  limitFor?: (route: RouteDefinition, body: unknown) => LimitName | null;
  /**
   * Which refusal answers a request that met none of the operation's requirements, from each
   * scheme's (by name): the first one's unless this says otherwise.
   */
  refusalOf?: (x: Exchange, failures: ReadonlyMap<string, unknown>) => unknown;
}

/**
 * Routes each request to its operation's handler with openapi-backend's dispatch (hooks, security
 * handlers, handler map), on a contract's compiled route table and precompiled validators. Order:
 * route (404, 405) → rate limit → authenticate (one of the operation's security requirements must
 * be met, 401 otherwise) → check the request (501 for operations whose supplier is not connected,
 * control characters, the validators' 422, the negotiated format) → handler. The partners' API
 * (below) and the operator API (src/http/opsDispatcher.ts) are both served by it.
 */
export function createContractDispatcher(contract: ContractDispatch, services: Services): (exchange: Exchange) => Promise<HandlerResponse> {
  const { table, securityHandlers, operations } = contract;
  const router = new CompiledRouter(table.routes);

  function check(x: Exchange, { route, pathParams }: RouteMatch): void {
    // The contract marks operations whose supplier is not connected; they answer 501 whatever
    // the request, once the caller is known.
    if (route.access === '501') throw errors.supplierNotConnected(route.tag.toLowerCase());
    validateRequest(
      route.operationId,
      {
        body: x.body,
        query: x.query,
        params: pathParams,
        headers: x.headers,
        hasBody: route.hasBody,
        hasQuery: route.hasQueryParams,
        hasPath: route.hasPathParams,
        hasHeaders: route.hasHeaderParams,
      },
      table.validators,
    );
    // A document operation's handler reads the negotiated format where it reads the
    // parameter: `format` as given, or as Accept chose it (406 here when nothing fits).
    if (route.offers.length > 0) {
      const chosen = negotiate(route.offers, x.query.format, acceptOf(x.headers));
      if (chosen.format !== null) x.query.format = chosen.format;
    }
  }

  // init() first, with nothing registered: registering before it makes openapi-backend look up
  // every operation in its own router, which rebuilds the whole operation list on each look-up.
  const definition = routingDefinition(table.routes, table.securitySchemes);
  const api = new OpenAPIBackend<OpenAPIV3_1.Document>({ definition, quick: true, validate: false, strict: true, apiRoot: '/' });
  const ready = api.init().then(() => {
    api.router = new BackendRouter(definition, router);
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
        if (!x.match || !contract.limitFor) return;
        const limit = contract.limitFor(x.match.route, x.body);
        if (limit) await services.rateLimiter.consume(limit, x.clientIp, x.quotas);
      },
      unauthorizedHandler: (c: Context, x: Exchange) => {
        const byScheme = new Map(
          Object.entries(c.security)
            .filter((entry): entry is [string, { error: unknown }] => typeof entry[1] === 'object' && entry[1] !== null && 'error' in entry[1])
            .map(([scheme, result]) => [scheme, result.error]),
        );
        const failures = [...byScheme.values()];
        // A handler that failed for another reason than the credential (the database did not
        // answer) says nothing about the credential: that failure is the answer, not a 401.
        const fault = failures.find((error) => !(error instanceof ApiError));
        if (fault !== undefined) throw translateDbError(fault) ?? fault;
        const chosen = contract.refusalOf?.(x, byScheme) ?? failures[0];
        throw chosen instanceof ApiError ? chosen : errors.unauthenticated('This endpoint needs a credential.');
      },
      preOperationHandler: (_c: Context, x: Exchange) => check(x, matchOf(x)),
    });
    for (const [scheme, handler] of Object.entries(securityHandlers)) {
      if (handler) api.registerSecurityHandler(scheme, (_c: Context, x: Exchange) => handler(matchOf(x).route, x));
    }
    for (const [operationId, operation] of operations) api.register(operationId, (_c: Context, x: Exchange) => operation(x, matchOf(x)));
  }

  return async (exchange) => {
    await ready;
    return (await api.handleRequest(exchange, exchange)) as HandlerResponse;
  };
}

/**
 * The partners' API: its security handlers (sandbox tokens, signed URLs, API keys) and each
 * operation's handler, inside the Idempotency-Key's transaction when the request carries one.
 */
export function createDispatcher(handlers: HandlerMap, services: Services): (exchange: Exchange) => Promise<HandlerResponse> {
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

  const securityHandlers: Record<string, SecurityHandler | undefined> = {
    sandboxBearerToken: (route, x) => {
      const authorization = typeof x.headers.authorization === 'string' ? x.headers.authorization : undefined;
      return limitFailures(x, authorization !== undefined, () => {
        x.sandbox = services.sandboxTokens.verify(authorization, requiredScopes(route, 'sandboxBearerToken'));
        return x.sandbox;
      });
    },
    signedUrl: (_route, x) => limitFailures(x, x.query.sig !== undefined, () => services.availabilitySigner.verify(x.query)),
    tradeApiKey: async (route, x) => {
      const authorization = typeof x.headers.authorization === 'string' ? x.headers.authorization : undefined;
      x.apiKey = await limitFailures(x, authorization !== undefined, () =>
        authenticateApiKey(services.db, services.clock, authorization, requiredScopes(route, 'tradeApiKey'), (principal) => {
          x.caller = principal;
        }),
      );
      await services.rateLimiter.consume('api_key', x.apiKey.keyId, x.quotas);
      return x.apiKey;
    },
  };

  const ownOrigin = new URL(services.config.publicBaseUrl).origin;

  /**
   * A person signed in to the partner portal (src/portal/sessions.ts), calling with their session
   * in place of a key: not looked at when the request sends a key (`Authorization`). The session
   * must be open (a cookie that names none counts as a failed credential of the address); each
   * person's calls count against `portal_person`; a change carries the session's CSRF token and
   * this service's Origin; the role must hold the operation's scopes, and live data needs the
   * account's live access and, for an owner or admin, a second factor on the session. The
   * handlers then see the session as a caller (`apiPrincipalOf`): the account, the session's
   * mode, the role's scopes, the person as the actor.
   */
  securityHandlers.partnerSession = async (route, x) => {
    // Not this scheme's request (a key's, or none): no refusal of its own to make (a falsy answer
    // fails the requirement), so the key's handler alone answers, and a key's call builds no error.
    if (typeof x.headers.authorization === 'string' || !sendsPortalCookie(x.headers.cookie)) return false;
    const session = await limitFailures(x, true, () => authenticatePortalSession(services.db, services.clock, portalSessionIdOf(x.headers.cookie)));
    // Known from here on, so the request log records the call even when it is refused below.
    const principal = apiPrincipalOf(session);
    x.caller = principal;
    await services.rateLimiter.consume('portal_person', session.loginId, x.quotas);
    checkSessionChange(x, session.csrfToken, ownOrigin);
    checkSessionMayCall(session, requiredScopes(route, 'partnerSession'));
    x.apiKey = principal;
    return x.apiKey;
  };

  /** A request that sends a key is answered by the key's refusal; one that sends the portal's cookie and no key, by the session's. */
  const refusalOf = (x: Exchange, failures: ReadonlyMap<string, unknown>): unknown => {
    if (typeof x.headers.authorization !== 'string' && sendsPortalCookie(x.headers.cookie) && failures.has('partnerSession')) return failures.get('partnerSession');
    return failures.get('tradeApiKey') ?? failures.values().next().value;
  };

  const operations = new Map<OperationId, Operation>();
  const implemented = handlers as Partial<Record<OperationId, unknown>>;
  for (const operationId of operationIds) {
    if (!implemented[operationId]) continue;
    const handler = implemented[operationId] as (ctx: OperationContext<OperationId>) => Promise<HandlerResponse> | HandlerResponse;
    operations.set(operationId, async (x, match) => {
      const run = (db: Db): Promise<HandlerResponse> =>
        answered(() =>
          handler({
            operationId,
            body: x.body as never,
            query: x.query as never,
            params: match.pathParams as never,
            sandbox: x.sandbox,
            apiKey: x.apiKey,
            clientIp: x.clientIp,
            requestId: x.requestId,
            db,
            services,
          }),
        );
      const scope = idempotencyScopeOf({
        operationId,
        method: x.method,
        path: x.path,
        query: x.query,
        body: x.body,
        clientIp: x.clientIp,
        apiKey: x.apiKey,
        idempotencyKey: x.headers['idempotency-key'],
      });
      if (!scope) return varied(match.route, await run(services.db));
      // The handler writes through the transaction that stores its answer (see IdempotencyStore).
      const result = await services.idempotency.run(scope, async (trx) => {
        const response = await run(trx);
        return { status: response.status, body: response.body };
      });
      return { status: result.status, body: result.body, ...(result.replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
    });
  }

  return createContractDispatcher({ table: { routes, securitySchemes, validators: partnerValidators }, securityHandlers, operations, limitFor, refusalOf }, services);
}
