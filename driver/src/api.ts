import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../src/generated/driver/openapi-types';

/**
 * The job page's one way to the driver API (/api/driver/v1), typed from the driver contract. The
 * session is the `__Host-driver_session` cookie the browser keeps; changes also carry the
 * session's CSRF token, which opening the session and GET /sessions/current give: it is kept in
 * memory here (a page opened again reads it from GET /sessions/current).
 */
export type DriverSession = components['schemas']['DriverSession'];
export type DriverJob = components['schemas']['DriverJob'];
export type DriverJobList = components['schemas']['DriverJobList'];
export type DriverStep = components['schemas']['DriverStep'];
export type TripStatus = components['schemas']['TripStatus'];
export type DriverMove = components['schemas']['DriverMove'];
export type DriverPositionReport = components['schemas']['DriverPositionReport'];
type ErrorBody = components['schemas']['ErrorBody'];

let csrf = '';

export function keepCsrfToken(token: string | null): void {
  csrf = token ?? '';
}

/** What the page does when the API says the session is gone (expired, ended or never there). */
let onSessionLost: () => void = () => undefined;
export function whenSessionLost(listener: () => void): void {
  onSessionLost = listener;
}

const OPEN_PATH = '/api/driver/v1/sessions';

const session: Middleware = {
  onRequest({ request }) {
    if (request.method !== 'GET') request.headers.set('X-CSRF-Token', csrf);
    return request;
  },
  onResponse({ request, response }) {
    // A link that opens nothing is a 401 too, and says nothing about a session.
    const opening = request.method === 'POST' && new URL(request.url).pathname === OPEN_PATH;
    if (response.status === 401 && !opening) onSessionLost();
    return response;
  },
};

export const api = createClient<paths>({ baseUrl: '/', credentials: 'same-origin' });
api.use(session);

/** The header the contract lists on every change; the middleware above sets the same value. */
export const csrfHeader = (): { 'X-CSRF-Token': string } => ({ 'X-CSRF-Token': csrf });

/** An error answer of the API (status 0: it did not answer at all), with the envelope's code and message. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  /** Whether the same call may succeed later: no answer, or a failure on the service's side. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429 || this.code === 'idempotency_in_progress';
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
    throw new ApiFailure(0, 'network', 'The service did not answer.');
  }
  const { data, error, response } = result;
  if (error === undefined && response.ok) return data as T;
  if (isEnvelope(error)) throw new ApiFailure(response.status, error.error.code, error.error.message);
  throw new ApiFailure(response.status, 'unexpected', `The service answered ${response.status}.`);
}
