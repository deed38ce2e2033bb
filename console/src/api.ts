import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../src/generated/ops/openapi-types';

/**
 * The console's one way to the operator API (/api/ops/v1), typed from the ops contract. The
 * session is the `__Host-ops_session` cookie the browser keeps; changes also carry the session's
 * CSRF token, which the sign-in and GET /me give: it is kept for the tab in sessionStorage, and a
 * tab opened on a session signed in elsewhere takes it from GET /me.
 */
export type StaffMember = components['schemas']['StaffMember'];
export type StaffRole = components['schemas']['StaffRole'];
export type CurrentStaff = components['schemas']['CurrentStaff'];
export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditSubjectType = components['schemas']['AuditSubjectType'];
type ErrorBody = components['schemas']['ErrorBody'];

const CSRF_KEY = 'ops.csrf_token';
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SIGN_IN_PATH = '/api/ops/v1/sessions';

export function csrfToken(): string {
  return sessionStorage.getItem(CSRF_KEY) ?? '';
}

export function keepCsrfToken(token: string | null): void {
  if (token === null) sessionStorage.removeItem(CSRF_KEY);
  else sessionStorage.setItem(CSRF_KEY, token);
}

/** What the console does when the API says the session is gone (expired, ended or never there). */
let onSessionLost: () => void = () => undefined;
export function whenSessionLost(listener: () => void): void {
  onSessionLost = listener;
}

const session: Middleware = {
  onRequest({ request }) {
    if (CHANGES.has(request.method)) request.headers.set('X-CSRF-Token', csrfToken());
    return request;
  },
  onResponse({ request, response }) {
    // A refused sign-in is a 401 too, and says nothing about a session.
    const signingIn = request.method === 'POST' && new URL(request.url).pathname === SIGN_IN_PATH;
    if (response.status === 401 && !signingIn) onSessionLost();
    return response;
  },
};

export const api = createClient<paths>({ baseUrl: '/', credentials: 'same-origin' });
api.use(session);

/** The header the contract lists on every change; the middleware above sets the same value. */
export const csrfHeader = (): { 'X-CSRF-Token': string } => ({ 'X-CSRF-Token': csrfToken() });

/** An error answer of the API, with the envelope's message as a person reads it. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message);
  }
}

function isEnvelope(value: unknown): value is { error: ErrorBody } {
  return typeof value === 'object' && value !== null && 'error' in value && typeof (value as { error: unknown }).error === 'object';
}

/** The answer's data, or an ApiFailure carrying the envelope's code and message. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    throw new ApiFailure(0, 'network', 'The service did not answer. Check the connection and try again.');
  }
  const { data, error, response } = result;
  if (error === undefined && response.ok) return data as T;
  if (isEnvelope(error)) throw new ApiFailure(response.status, error.error.code, error.error.message, error.error.issues ?? []);
  throw new ApiFailure(response.status, 'unexpected', `The service answered ${response.status} ${response.statusText}.`);
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : 'Something went wrong.');
