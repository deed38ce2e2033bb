/** One reason a request failed validation (`error.issues` of a 422). */
export interface ValidationIssue {
  path: string;
  message: string;
}

export interface TradeApiErrorInit {
  status: number;
  code: string;
  message: string;
  retryable: boolean;
  requestId: string | null;
  /** The answer's parsed JSON body, or its text when it was not JSON. */
  body: unknown;
  headers: Headers | null;
  idempotencyKey: string | null;
  cause?: unknown;
}

/**
 * Every error the client throws. `status` is the HTTP status (0 when no answer came), `code` the
 * API's machine-readable code (`invalid_state`, `not_found` …), `retryable` what the API said
 * about retrying the same request, `requestId` the answer's `x-request-id` (quote it to support).
 */
export class TradeApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryable: boolean;
  readonly requestId: string | null;
  readonly body: unknown;
  readonly headers: Headers | null;
  /** The Idempotency-Key the request was sent with (POSTs): send it again to retry safely. */
  readonly idempotencyKey: string | null;

  constructor(init: TradeApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.retryable = init.retryable;
    this.requestId = init.requestId;
    this.body = init.body;
    this.headers = init.headers;
    this.idempotencyKey = init.idempotencyKey;
  }
}

/** 400: the request could not be read (`invalid_json`, `bad_request`), or another 4xx without a class of its own. */
export class InvalidRequestError extends TradeApiError {}
/** 401 `unauthenticated`: no key, or a malformed, unknown or revoked one. */
export class AuthenticationError extends TradeApiError {}
/** 402 `insufficient_funds` / `credit_limit_exceeded`; `shortfallAed` is how much more is needed. */
export class PaymentRequiredError extends TradeApiError {
  get shortfallAed(): number | null {
    const value = errorField(this.body, 'shortfall_aed');
    return typeof value === 'number' ? value : null;
  }
}
/** 403: the key lacks the scope (`insufficient_scope`), live access is off, or the operation is test-mode only. */
export class PermissionError extends TradeApiError {}
/** 404 `not_found`: no such object in the key's account and mode. */
export class NotFoundError extends TradeApiError {}
/** 409: the object's state refuses the change (`invalid_state`, `quote_expired`, `sold_out`, `already_exists` …). */
export class ConflictError extends TradeApiError {}
/** 409 `idempotency_in_progress` or 422 `idempotency_key_reused`: a problem with the Idempotency-Key itself. */
export class IdempotencyError extends TradeApiError {}
/** 422 `validation_failed`: `issues` says what is wrong with which field. */
export class ValidationError extends TradeApiError {
  get issues(): ValidationIssue[] {
    const issues = errorField(this.body, 'issues');
    return Array.isArray(issues) ? (issues as ValidationIssue[]) : [];
  }
  get fields(): string[] {
    const fields = errorField(this.body, 'fields');
    return Array.isArray(fields) ? (fields as string[]) : [];
  }
}
/** 429 `rate_limited`; retried by the client unless the wait is longer than it allows. */
export class RateLimitError extends TradeApiError {
  /** Seconds until the limit resets (`Retry-After`, or the body's `retry_after_seconds`). */
  get retryAfterSeconds(): number | null {
    const ms = retryAfterMs(this.headers, this.body);
    return ms === null ? null : Math.ceil(ms / 1000);
  }
}
/** 5xx: the service failed or is unavailable (a database fault is a retryable 503). */
export class ServerError extends TradeApiError {}
/** No answer: the connection failed or was reset. Retried by the client. */
export class ConnectionError extends TradeApiError {}
/** No answer within `timeoutMs`. Retried by the client. */
export class TimeoutError extends ConnectionError {}

function errorField(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  return (error as Record<string, unknown>)[name];
}

/** How long the answer asks to wait: `Retry-After` (seconds or an HTTP date), else `error.retry_after_seconds`. */
export function retryAfterMs(headers: Headers | null, body: unknown, now = Date.now()): number | null {
  const header = headers?.get('retry-after')?.trim();
  if (header) {
    if (/^\d+$/.test(header)) return Number(header) * 1000;
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const seconds = errorField(body, 'retry_after_seconds');
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

/** Statuses worth retrying when the answer does not say (a proxy's 502 has no envelope). */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** The typed error for an answer that is not a success. */
export function errorFromAnswer(status: number, headers: Headers, body: unknown, idempotencyKey: string | null): TradeApiError {
  const envelope = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const error = typeof envelope === 'object' && envelope !== null ? (envelope as Record<string, unknown>) : undefined;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  const message = typeof error?.message === 'string' ? error.message : `The API answered ${status}${typeof body === 'string' && body !== '' ? `: ${body.slice(0, 200)}` : ''}.`;
  // The API says whether a retry may succeed; 429 always may, after the wait it names.
  const retryable = status === 429 || (typeof error?.retryable === 'boolean' ? error.retryable : RETRYABLE_STATUSES.has(status));
  const init: TradeApiErrorInit = { status, code, message, retryable, requestId: headers.get('x-request-id'), body, headers, idempotencyKey };
  if (code.startsWith('idempotency_')) return new IdempotencyError(init);
  if (status === 401) return new AuthenticationError(init);
  if (status === 402) return new PaymentRequiredError(init);
  if (status === 403) return new PermissionError(init);
  if (status === 404) return new NotFoundError(init);
  if (status === 409) return new ConflictError(init);
  if (status === 422) return new ValidationError(init);
  if (status === 429) return new RateLimitError(init);
  if (status >= 500) return new ServerError(init);
  return new InvalidRequestError(init);
}
