import { errors } from '../errors';
import { senderOf } from '../platform/sender';
import { sameSecret } from '../platform/tokens';
import type { Exchange } from './exchange';

/**
 * The rules of the service's browser sessions, the same for the operator's console
 * (src/http/opsDispatcher.ts) and a driver's job page (src/http/driverDispatcher.ts): a
 * state-changing call carries its session's CSRF token and comes from this service's own pages;
 * a change made without a session (opening one) is refused from another site's page; the session
 * cookie is `Secure` where a browser keeps it so.
 */

/** Methods that change nothing, which need neither the CSRF token nor a same-origin Origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Loopback hosts, which browsers treat as secure contexts: they keep a `Secure` cookie set over plain http there. */
const LOOPBACK_HOST = /^(localhost|127\.[0-9.]+|\[::1\])(:[0-9]+)?$/i;

export const isChange = (x: Exchange): boolean => !SAFE_METHODS.has(x.method.toUpperCase());

/** A request header as one string, if sent once. */
export const headerOf = (x: Exchange, name: string): string | undefined => {
  const value = x.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Whether a session cookie set in answer to `x` is `Secure`: over https (directly or through a trusted proxy) or on a loopback address. */
export const cookieSecure = (x: Exchange): boolean => x.secure || LOOPBACK_HOST.test(headerOf(x, 'host') ?? '');

/** A state-changing call of a session: the session's token in `X-CSRF-Token` and this service's Origin, else 403 `csrf_failed`. */
export function checkSessionChange(x: Exchange, csrfToken: string, ownOrigin: string): void {
  if (!isChange(x)) return;
  const sent = headerOf(x, 'x-csrf-token');
  if (sent === undefined || !sameSecret(sent, csrfToken)) throw errors.csrfFailed('token');
  if (senderOf(x.headers, [ownOrigin]) !== 'own') throw errors.csrfFailed('origin');
}

/** A change made without a session (opening one) from another site's page is refused: nobody is signed in by a page they happened to open. */
export function refuseForeignChange(x: Exchange, ownOrigin: string): void {
  if (isChange(x) && senderOf(x.headers, [ownOrigin]) === 'foreign') throw errors.csrfFailed('origin');
}
