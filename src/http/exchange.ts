import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { RoutableRequest } from './router';
import type { SandboxPrincipal } from '../platform/sandboxTokens';
import type { ApiPrincipal } from '../apiKeys/authenticate';
import { QuotaReport } from '../platform/rateLimiter';
import type { StaffPrincipal } from '../staff/sessions';
import type { DriverPrincipal } from '../drivers/sessions';
import type { PortalPrincipal } from '../portal/sessions';

/**
 * One HTTP exchange as it travels through openapi-backend: the request it routes (with the
 * operation it calls, once routed), plus what the hooks learn on the way (the verified token,
 * validated parameters).
 */
export interface Exchange extends RoutableRequest {
  query: Record<string, string | string[]>;
  requestId: string;
  clientIp: string;
  sandbox: SandboxPrincipal | null;
  apiKey: ApiPrincipal | null;
  /**
   * The v1 caller (a key, or a person's portal session) as soon as its credential is known, even
   * when the call is then refused (a missing scope, live access off): the request log records the
   * calls of every known caller. Null while (or when) the credential is unknown.
   */
  caller: ApiPrincipal | null;
  /** The signed-in member of staff, on operator API operations. */
  staff: StaffPrincipal | null;
  /** The driver whose session the cookie names, on driver API operations. */
  driver: DriverPrincipal | null;
  /** The person signed in to the partner portal, on portal API operations. */
  portal: PortalPrincipal | null;
  /** Whether the request came over https, directly or through a trusted proxy (Express's `req.secure`). */
  secure: boolean;
  /** The limits this request counted against, written to its answer as RateLimit fields. */
  quotas: QuotaReport;
}

export function createExchange(req: ExpressRequest, res: ExpressResponse): Exchange {
  return {
    method: req.method,
    path: req.path,
    headers: req.headers as Record<string, string | string[]>,
    // Express 5 re-parses req.query on every read; take one copy the validators may coerce.
    query: { ...(req.query as Record<string, string | string[]>) },
    body: req.body as unknown,
    requestId: res.locals.requestId as string,
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    sandbox: null,
    apiKey: null,
    caller: null,
    staff: null,
    driver: null,
    portal: null,
    secure: req.secure,
    quotas: new QuotaReport((name, value) => res.setHeader(name, value)),
  };
}
