import { operationIds, routes, securitySchemes, type HandlerMap, type OperationId } from '../generated/ops/routes';
import { errors } from '../errors';
import { authenticateSession, sessionIdOf } from '../staff/sessions';
import type { Services } from '../services';
import { answered, createContractDispatcher, requiredScopes, type HandlerResponse, type Operation } from './dispatcher';
import { opsValidators } from './validation';
import type { OpsOperationContext } from './opsHandler';
import type { Exchange } from './exchange';
import type { RouteDefinition } from './router';
import { checkSessionChange, cookieSecure, headerOf, refuseForeignChange } from './sessionRules';

export const OPS_PREFIX = '/api/ops/';

/**
 * The operator API (/api/ops/v1), on the same dispatcher as the partners' API with its own
 * contract's route table and validators. Its one security scheme, `staffSession`, is enforced
 * here from the route table: the session cookie must name an open session, the member of staff
 * must hold one of the roles the operation's requirement lists (any, where it lists none), and a
 * state-changing call must carry the session's CSRF token and this service's own Origin.
 */
export function createOpsDispatcher(handlers: HandlerMap, services: Services): (exchange: Exchange) => Promise<HandlerResponse> {
  const ownOrigin = new URL(services.config.publicBaseUrl).origin;

  const staffSession = async (route: RouteDefinition, x: Exchange): Promise<unknown> => {
    const principal = await authenticateSession(services.db, services.clock, sessionIdOf(x.headers.cookie));
    const roles = requiredScopes(route, 'staffSession');
    if (roles.length > 0 && !roles.some((role) => (principal.roles as readonly string[]).includes(role))) throw errors.roleRequired(roles);
    checkSessionChange(x, principal.csrfToken, ownOrigin);
    x.staff = principal;
    return principal;
  };

  const operations = new Map<string, Operation>();
  const implemented = handlers as Partial<Record<OperationId, unknown>>;
  for (const operationId of operationIds) {
    const handler = implemented[operationId] as ((ctx: OpsOperationContext<OperationId>) => Promise<HandlerResponse> | HandlerResponse) | undefined;
    if (!handler) continue;
    operations.set(operationId, async (x, match) =>
      answered(() => {
        // A change without a session (the sign-in) is refused from another site's page as well:
        // nobody is signed in to the console by a page they happened to open.
        if (!x.staff) refuseForeignChange(x, ownOrigin);
        return handler({
          operationId,
          body: x.body as never,
          query: x.query as never,
          params: match.pathParams as never,
          staff: x.staff,
          cookie: headerOf(x, 'cookie'),
          // A `__Host-` cookie is kept only when `Secure`: on a loopback address browsers accept it over http too.
          secure: cookieSecure(x),
          clientIp: x.clientIp,
          requestId: x.requestId,
          db: services.db,
          services,
        });
      }),
    );
  }

  return createContractDispatcher({ table: { routes, securitySchemes, validators: opsValidators }, securityHandlers: { staffSession }, operations }, services);
}
