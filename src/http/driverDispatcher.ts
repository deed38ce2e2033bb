import { operationIds, routes, securitySchemes, type HandlerMap, type OperationId } from '../generated/driver/routes';
import { ApiError } from '../errors';
import { requestFingerprint } from '../platform/idempotency';
import type { LimitName } from '../platform/limits';
import type { Db } from '../platform/db';
import { authenticateDriverSession, driverSessionIdOf } from '../drivers/sessions';
import type { Services } from '../services';
import { answered, createContractDispatcher, type HandlerResponse, type Operation } from './dispatcher';
import { driverValidators } from './validation';
import type { DriverOperationContext } from './driverHandler';
import type { Exchange } from './exchange';
import type { RouteDefinition } from './router';
import { checkSessionChange, cookieSecure, headerOf, refuseForeignChange } from './sessionRules';

export const DRIVER_PREFIX = '/api/driver/';

/** The operations that take an Idempotency-Key: a move a phone queued while offline is sent again safely. */
const IDEMPOTENT: ReadonlySet<OperationId> = new Set<OperationId>(['moveDriverJob']);

/**
 * The driver API (/api/driver/v1), on the same dispatcher as the partners' and the operator's
 * APIs, with its own contract's route table and validators. Its one security scheme,
 * `driverSession`, is enforced here: the cookie must name an open session of an active driver,
 * each driver's calls count against `driver_api`, and a state-changing call carries the session's
 * CSRF token and this service's own Origin (the console's rules, src/http/sessionRules.ts).
 * Opening a session counts against `driver_session` per address, and a token that opens nothing
 * against the address's failed credentials, checked before the token is looked up.
 */
export function createDriverDispatcher(handlers: HandlerMap, services: Services): (exchange: Exchange) => Promise<HandlerResponse> {
  const ownOrigin = new URL(services.config.publicBaseUrl).origin;

  const driverSession = async (_route: RouteDefinition, x: Exchange): Promise<unknown> => {
    const principal = await authenticateDriverSession(services.db, services.clock, driverSessionIdOf(x.headers.cookie));
    await services.rateLimiter.consume('driver_api', principal.driverId, x.quotas);
    checkSessionChange(x, principal.csrfToken, ownOrigin);
    x.driver = principal;
    return principal;
  };

  const limitFor = (route: RouteDefinition): LimitName | null => (route.operationId === 'createDriverSession' ? 'driver_session' : null);

  const operations = new Map<string, Operation>();
  const implemented = handlers as Partial<Record<OperationId, unknown>>;
  for (const operationId of operationIds) {
    const handler = implemented[operationId] as ((ctx: DriverOperationContext<OperationId>) => Promise<HandlerResponse> | HandlerResponse) | undefined;
    if (!handler) continue;
    operations.set(operationId, async (x, match) => {
      const run = (db: Db): Promise<HandlerResponse> =>
        answered(() => {
          if (!x.driver) refuseForeignChange(x, ownOrigin);
          return handler({
            operationId,
            body: x.body as never,
            params: match.pathParams as never,
            driver: x.driver,
            cookie: headerOf(x, 'cookie'),
            secure: cookieSecure(x),
            clientIp: x.clientIp,
            requestId: x.requestId,
            db,
            services,
          });
        });
      const key = x.headers['idempotency-key'];
      if (!IDEMPOTENT.has(operationId) || typeof key !== 'string' || !x.driver) return run(services.db);
      // A driver's keys are theirs alone; the same key with another move is refused (422).
      const scope = { scope: `driver:${x.driver.driverId}`, key, fingerprint: requestFingerprint({ mode: 'driver', method: x.method, path: x.path, query: x.query, body: x.body }) };
      const result = await services.idempotency.run(scope, async (trx) => {
        const response = await run(trx);
        return { status: response.status, body: response.body };
      });
      return { status: result.status, body: result.body, ...(result.replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
    });
  }

  // A token that opens nothing is a failed credential: counted against the address, which is
  // refused before any look-up once over the limit.
  const createDriverSession = operations.get('createDriverSession');
  if (createDriverSession) {
    operations.set('createDriverSession', async (x, match) => {
      await services.rateLimiter.check('auth_failure', x.clientIp, x.quotas);
      try {
        return await createDriverSession(x, match);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) await services.rateLimiter.count('auth_failure', x.clientIp, x.quotas);
        throw err;
      }
    });
  }

  return createContractDispatcher({ table: { routes, securitySchemes, validators: driverValidators }, securityHandlers: { driverSession }, operations, limitFor }, services);
}
