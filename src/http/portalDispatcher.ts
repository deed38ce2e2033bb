import { operationIds, routes, securitySchemes, type HandlerMap, type OperationId } from '../generated/portal/routes';
import { ApiError } from '../errors';
import type { LimitName } from '../platform/limits';
import { authenticatePortalSession, portalSessionIdOf, sendsPortalCookie } from '../portal/sessions';
import type { Services } from '../services';
import { answered, createContractDispatcher, type HandlerResponse, type Operation } from './dispatcher';
import { portalValidators } from './validation';
import type { PortalOperationContext } from './portalHandler';
import type { Exchange } from './exchange';
import type { RouteDefinition } from './router';
import { checkSessionChange, cookieSecure, headerOf, refuseForeignChange } from './sessionRules';

export const PORTAL_PREFIX = '/api/portal/';

/**
 * The operations whose 401 means a credential that opened nothing (a reset link's token, a
 * passkey's answer): counted against the address's failed credentials, which refuse it before any
 * look-up once over the limit. A failed password sign-in is counted by the sign-in's own locks.
 */
const SPENDS_CREDENTIALS: ReadonlySet<OperationId> = new Set<OperationId>(['createPasskeySession', 'completePasswordReset']);

/**
 * The portal API (/api/portal/v1), on the same dispatcher as the other APIs with its own
 * contract's route table and validators. Its one security scheme, `portalSession`, is enforced
 * here: the cookie must name an open session, each person's calls count against `portal_person`
 * (shared with their calls of the partners' API), and a state-changing call carries the session's
 * CSRF token and this service's own Origin (the console's rules, src/http/sessionRules.ts). A
 * change made without a session (signing in, a reset) is refused from another site's page.
 */
export function createPortalDispatcher(handlers: HandlerMap, services: Services): (exchange: Exchange) => Promise<HandlerResponse> {
  const ownOrigin = new URL(services.config.publicBaseUrl).origin;

  const portalSession = async (_route: RouteDefinition, x: Exchange): Promise<unknown> => {
    const presented = sendsPortalCookie(x.headers.cookie);
    if (presented) await services.rateLimiter.check('auth_failure', x.clientIp, x.quotas);
    let principal;
    try {
      principal = await authenticatePortalSession(services.db, services.clock, portalSessionIdOf(x.headers.cookie));
    } catch (err) {
      if (presented && err instanceof ApiError && err.status === 401) await services.rateLimiter.count('auth_failure', x.clientIp, x.quotas);
      throw err;
    }
    await services.rateLimiter.consume('portal_person', principal.loginId, x.quotas);
    checkSessionChange(x, principal.csrfToken, ownOrigin);
    x.portal = principal;
    return principal;
  };

  const limitFor = (route: RouteDefinition): LimitName | null => (route.operationId === 'requestPasswordReset' ? 'portal_password_reset' : null);

  const operations = new Map<string, Operation>();
  const implemented = handlers as Partial<Record<OperationId, unknown>>;
  for (const operationId of operationIds) {
    const handler = implemented[operationId] as ((ctx: PortalOperationContext<OperationId>) => Promise<HandlerResponse> | HandlerResponse) | undefined;
    if (!handler) continue;
    const run: Operation = (x, match) =>
      answered(() => {
        if (!x.portal) refuseForeignChange(x, ownOrigin);
        return handler({
          operationId,
          body: x.body as never,
          params: match.pathParams as never,
          session: x.portal,
          cookie: headerOf(x, 'cookie'),
          secure: cookieSecure(x),
          clientIp: x.clientIp,
          requestId: x.requestId,
          db: services.db,
          services,
        });
      });
    if (!SPENDS_CREDENTIALS.has(operationId)) {
      operations.set(operationId, run);
      continue;
    }
    operations.set(operationId, async (x, match) => {
      await services.rateLimiter.check('auth_failure', x.clientIp, x.quotas);
      try {
        return await run(x, match);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) await services.rateLimiter.count('auth_failure', x.clientIp, x.quotas);
        throw err;
      }
    });
  }

  return createContractDispatcher({ table: { routes, securitySchemes, validators: portalValidators }, securityHandlers: { portalSession }, operations, limitFor }, services);
}
