import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../src/generated/openapi-types';
import type { components as portalComponents, paths as portalPaths } from '../../src/generated/portal/openapi-types';
export { ApiFailure, messageOf, unwrap } from '../src/api';

/**
 * The portal's way to the partners' own API (/api/b2b/v1), typed from its contract: the portal is
 * one more client of it, with the person's session (the `__Host-portal_session` cookie the browser
 * keeps) in place of a key. Changes carry the session's CSRF token, kept for the tab in
 * sessionStorage (the sign-in and the session's answers give it).
 */
export type Schemas = components['schemas'];
export type Scope = Schemas['Scope'];
export type UserRole = Schemas['UserRole'];

const CSRF_KEY = 'portal.csrf_token';
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function csrfToken(): string {
  return sessionStorage.getItem(CSRF_KEY) ?? '';
}

export function keepCsrfToken(token: string | null): void {
  if (token === null) sessionStorage.removeItem(CSRF_KEY);
  else sessionStorage.setItem(CSRF_KEY, token);
}

/** What the portal does when the API says the session is gone (expired, ended or never there). */
let onSessionLost: () => void = () => undefined;
export function whenSessionLost(listener: () => void): void {
  onSessionLost = listener;
}

/** Sets the CSRF token on changes and reports a lost session; `signInPath`'s own 401 is a refused sign-in, not a lost session. */
export function sessionMiddleware(signInPaths: readonly string[]): Middleware {
  return {
    onRequest({ request }) {
      if (CHANGES.has(request.method)) request.headers.set('X-CSRF-Token', csrfToken());
      return request;
    },
    onResponse({ request, response }) {
      const signingIn = request.method === 'POST' && signInPaths.includes(new URL(request.url).pathname);
      if (response.status === 401 && !signingIn) onSessionLost();
      return response;
    },
  };
}

/** The partners' API, called with the session. */
export const api = createClient<paths>({ baseUrl: '/', credentials: 'same-origin' });
api.use(sessionMiddleware([]));

/**
 * The portal's own API (/api/portal/v1): signing in and out, the session and its context, the
 * person's password, authenticator and passkeys. Its sign-ins and reset links answer 401 for a
 * refused credential, which is not a lost session.
 */
export type PortalSchemas = portalComponents['schemas'];
export type PortalSession = PortalSchemas['PortalSession'];
export type Mode = PortalSchemas['Mode'];
export const PORTAL_OPEN_PATHS = ['/api/portal/v1/sessions', '/api/portal/v1/sessions/passkey', '/api/portal/v1/password-resets', '/api/portal/v1/password-resets/complete'] as const;
export const portalApi = createClient<portalPaths>({ baseUrl: '/', credentials: 'same-origin' });
portalApi.use(sessionMiddleware(PORTAL_OPEN_PATHS));

/** The header the contract lists on every change; the middleware sets the same value. */
export const csrfHeader = (): { 'X-CSRF-Token': string } => ({ 'X-CSRF-Token': csrfToken() });

/** AED as the wire carries it ("1234.50") or fils, shown with the currency, in the portal's language's digits. */
export function formatAed(amount: string | number, lang: 'en' | 'ar'): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }).format(value);
}
