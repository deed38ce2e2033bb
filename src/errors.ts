/**
 * The one error type of the service. Anything thrown that is not an ApiError becomes a 500
 * `internal` whose body says nothing about the cause (the cause goes to the log only).
 */
import type { components } from './generated/openapi-types';
import type { components as opsComponents } from './generated/ops/openapi-types';
import type { components as driverComponents } from './generated/driver/openapi-types';
import type { components as portalComponents } from './generated/portal/openapi-types';

/**
 * The contracts' `ErrorCode`s (the partners', the operator API's, the driver API's and the
 * portal's): a new code is added there, and then the factory below may use it.
 */
export type ErrorCode =
  | components['schemas']['ErrorCode']
  | opsComponents['schemas']['ErrorCode']
  | driverComponents['schemas']['ErrorCode']
  | portalComponents['schemas']['ErrorCode'];

export interface ValidationIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  retryable: boolean;
  fields?: string[];
  issues?: ValidationIssue[];
  retry_after_seconds?: number;
  /** On 402: how much more the wallet or credit line would need, in AED. */
  shortfall_aed?: number;
  /** On 406: the media types the operation answers with. */
  media_types?: string[];
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly retryable: boolean;
  readonly issues: ValidationIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly shortfallAed: number | undefined;
  readonly mediaTypes: readonly string[] | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    options: {
      retryable?: boolean;
      issues?: ValidationIssue[];
      retryAfterSeconds?: number;
      shortfallAed?: number;
      mediaTypes?: readonly string[];
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryable = options.retryable ?? false;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.shortfallAed = options.shortfallAed;
    this.mediaTypes = options.mediaTypes;
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message, retryable: this.retryable };
    if (this.issues) {
      body.fields = [...new Set(this.issues.map((issue) => issue.path))];
      body.issues = this.issues;
    }
    if (this.retryAfterSeconds !== undefined) body.retry_after_seconds = this.retryAfterSeconds;
    if (this.shortfallAed !== undefined) body.shortfall_aed = this.shortfallAed;
    if (this.mediaTypes !== undefined) body.media_types = [...this.mediaTypes];
    return body;
  }
}

/**
 * Whether an error answer is a refusal the contract documents (a 4xx, or 501 for a section whose
 * supplier is not connected): the service working as described, logged at info without a stack.
 * Anything else (a database or configuration fault, and whatever is not an ApiError at all, a
 * 500) is a failure of the service, logged at error with its cause.
 */
export function isRefusal(error: ApiError): boolean {
  return error.status < 500 || error.status === 501;
}

function describeIssues(issues: ValidationIssue[]): string {
  const shown = issues
    .slice(0, 3)
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join('; ');
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  return `The request is invalid: ${shown}${more}.`;
}

/** The error factory: every error the service answers with is made here. */
export const errors = {
  invalidJson: (): ApiError =>
    new ApiError(400, 'invalid_json', 'The request body is not valid JSON. Send a JSON object with Content-Type: application/json.'),
  /** The request is not well-formed HTTP (`reason` says how); it was not read. */
  badRequest: (reason: string, status = 400): ApiError =>
    new ApiError(status, 'bad_request', `The request was refused because ${reason}. Nothing was read or changed.`),
  requestTimeout: (headersMs: number, requestMs: number): ApiError =>
    new ApiError(
      408,
      'request_timeout',
      `The request did not arrive in time: headers must arrive within ${headersMs / 1000} s and the whole request within ${requestMs / 1000} s. Nothing was changed.`,
      { retryable: true },
    ),
  unauthenticated: (message: string): ApiError => new ApiError(401, 'unauthenticated', message),
  notFound: (method: string, path: string): ApiError =>
    new ApiError(404, 'not_found', `No endpoint ${method} ${path} on this host.`),
  methodNotAllowed: (method: string, path: string, allowed: readonly string[]): ApiError =>
    new ApiError(405, 'method_not_allowed', `${method} is not allowed on ${path}; use ${allowed.join(' or ')}.`, {
      headers: { Allow: allowed.join(', ') },
    }),
  /**
   * The request's `Accept` rules out every representation of a document operation (the answer is
   * JSON regardless); `offers` are its media types with the `format` value of each, if it takes one.
   */
  notAcceptable: (offers: ReadonlyArray<{ format: string | null; mediaType: string }>): ApiError => {
    const mediaTypes = offers.map((offer) => offer.mediaType);
    const formats = offers.flatMap((offer) => (offer.format === null ? [] : [`format=${offer.format}`]));
    const instead = formats.length > 0 ? `, or choose with ${formats.join(' or ')} (the format parameter wins over Accept)` : '';
    // A document's own operation answers one media type.
    const refusal = mediaTypes.length === 1 ? 'does not allow it: accept it' : 'allows none of them: accept one of them';
    return new ApiError(
      406,
      'not_acceptable',
      `This endpoint answers with ${mediaTypes.join(', ')} and the Accept header ${refusal}${instead}. Nothing was changed.`,
      { mediaTypes, headers: { Vary: 'Accept' } },
    );
  },
  payloadTooLarge: (limitBytes: number): ApiError =>
    new ApiError(413, 'payload_too_large', `The request body is larger than ${limitBytes} bytes.`),
  /**
   * A public page's form posted from another site's page. Public pages show the message only;
   * the API has no operation that answers it, so it borrows `bad_request`'s code.
   */
  foreignSender: (): ApiError =>
    new ApiError(403, 'bad_request', 'This form was sent from another website, so nothing was sent or booked. Open the page at its own address and send the form from there.'),
  unsupportedMediaType: (what: string): ApiError =>
    new ApiError(415, 'unsupported_media_type', `The request body is ${what}; send it as JSON with Content-Type: application/json.`),
  /** The database failed or did not answer in time: the request changed nothing and may be retried. */
  databaseUnavailable: (retryAfterSeconds: number, cause?: unknown, whatFailed?: string): ApiError =>
    new ApiError(
      503,
      'not_configured',
      `${whatFailed ? `${whatFailed}: the` : 'The'} service cannot reach its database right now; nothing was changed. Retry in ${retryAfterSeconds} seconds (with the same Idempotency-Key).`,
      { retryable: true, headers: { 'Retry-After': String(retryAfterSeconds) }, cause },
    ),
  validation: (issues: ValidationIssue[]): ApiError =>
    new ApiError(422, 'validation_failed', describeIssues(issues), { issues }),
  invalidField: (path: string, message: string): ApiError => errors.validation([{ path, message }]),
  rateLimited: (subject: string, allowed: number, per: 'hour' | 'minute', retryAfterSeconds: number): ApiError =>
    new ApiError(
      429,
      'rate_limited',
      `Too many ${subject}: ${allowed} per ${per}. Retry after ${retryAfterSeconds} seconds.`,
      { retryable: true, retryAfterSeconds, headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
  internal: (requestId: string): ApiError =>
    new ApiError(
      500,
      'internal',
      `Something went wrong on our side. Quote request id ${requestId} to the trade desk.`,
      { retryable: true },
    ),
  insufficientScope: (scopes: readonly string[]): ApiError =>
    new ApiError(403, 'insufficient_scope', `This key lacks the scope ${scopes.join(', ')} that this endpoint needs.`),
  liveAccessDisabled: (): ApiError =>
    new ApiError(403, 'live_access_disabled', 'Live access is switched off for this account; use a test key, or ask the trade desk to switch it on.'),
  supplierNotConnected: (what: string): ApiError =>
    new ApiError(501, 'supplier_not_connected', `No ${what} supplier is connected yet, so this endpoint cannot answer.`),
  resourceNotFound: (what: string, id: string): ApiError => new ApiError(404, 'not_found', `No ${what} ${id} in this account.`),
  /** Not found by the operator, who sees every account. */
  operatorNotFound: (what: string, id: string): ApiError => new ApiError(404, 'not_found', `No ${what} ${id}.`),
  /** A booking that exists but has no pickup, so no driver holds up a board for it. */
  noNameBoard: (what: string, id: string): ApiError =>
    new ApiError(404, 'not_found', `The ${what} ${id} has no pickup, so it has no name board: a driver holds one up only where they meet the traveller.`),
  statementNotIssued: (period: string): ApiError =>
    new ApiError(404, 'not_found', `No statement for ${period} yet: a month's statement is issued on the first day of the next month.`),
  invalidState: (what: string, id: string, state: string, action: string): ApiError =>
    new ApiError(409, 'invalid_state', `The ${what} ${id} is ${state}, so it cannot be ${action}.`),
  /** A move whose moment has not come (a booking completed before its pickup); `when` says from when it is possible. */
  tooEarly: (what: string, id: string, action: string, when: string): ApiError =>
    new ApiError(409, 'invalid_state', `The ${what} ${id} cannot be ${action} yet: that is possible from ${when}.`),
  quoteExpired: (id: string, why: 'expired' | 'used'): ApiError =>
    new ApiError(
      409,
      'quote_expired',
      why === 'expired'
        ? `The quote ${id} has expired, so its price no longer holds; ask for a new quote and book that.`
        : `The quote ${id} has already been booked; ask for a new quote to book again.`,
    ),
  soldOut: (product: string, date: string, remaining: number, needed: number, unit: 'places' | 'vehicles'): ApiError =>
    new ApiError(
      409,
      'sold_out',
      remaining === 0
        ? `${product} is sold out on ${date}; nothing was booked or charged. Choose another day.`
        : `${product} has ${remaining} ${unit} left on ${date} and this party needs ${needed}; nothing was booked or charged. Choose another day or a smaller party.`,
    ),
  insufficientFunds: (walletAed: number, shortfallAed: number, what = 'this booking'): ApiError =>
    new ApiError(
      402,
      'insufficient_funds',
      `The wallet holds AED ${walletAed.toFixed(2)}, AED ${shortfallAed.toFixed(2)} short of ${what}; nothing was booked or charged. Top up the wallet (account action wallet_topup) or apply for a credit line.`,
      { shortfallAed },
    ),
  /** `balanceAed`: the wallet's balance, negative while the credit line is drawn. */
  creditLimitExceeded: (limitAed: number, balanceAed: number, overAed: number, what = 'this booking'): ApiError =>
    new ApiError(
      402,
      'credit_limit_exceeded',
      `${what.charAt(0).toUpperCase()}${what.slice(1)} would take the account AED ${overAed.toFixed(2)} past its credit limit of AED ${limitAed.toFixed(2)} (${
        balanceAed < 0 ? `AED ${(-balanceAed).toFixed(2)} outstanding` : `nothing outstanding, AED ${balanceAed.toFixed(2)} in the wallet`
      }); nothing was booked or charged. Pay an open invoice or ask the trade desk for a higher limit.`,
      { shortfallAed: overAed },
    ),
  /** A charge refused (402) while approving a request: the answer says the request still waits. */
  approvalNotCharged: (refused: ApiError, requestId: string): ApiError =>
    new ApiError(
      refused.status,
      refused.code,
      `${refused.message} The request ${requestId} is still pending_approval: approve it again once the wallet or credit line covers it, before its decide_by.`,
      refused.shortfallAed === undefined ? {} : { shortfallAed: refused.shortfallAed },
    ),
  alreadyExists: (): ApiError =>
    new ApiError(409, 'already_exists', 'Another request created the same object at the same moment; read it back, or retry with a new request if yours was different.', { retryable: true }),
  /** `earlier`: the standing credit of the same key, when it is still there to name (a reversal may have freed it meanwhile). */
  bankReferenceCredited: (reference: string, earlier: { id: string; account_id: string; created_at: string } | null): ApiError =>
    new ApiError(
      409,
      'already_exists',
      earlier === null
        ? `Bank reference "${reference}" was being credited by another request at the same moment: a transfer is credited once. Nothing was credited.`
        : `Bank reference "${reference}" was already credited, to ${earlier.account_id} at ${earlier.created_at}: a transfer is credited once. Nothing was credited. The credit is ${earlier.id}; reverse it first if it was wrong.`,
    ),
  /** A bank transfer's credit reversed before: a credit is reversed once. */
  creditReversed: (id: string, reversedAt: string): ApiError =>
    new ApiError(409, 'invalid_state', `The credit ${id} was reversed at ${reversedAt}, so it cannot be reversed again. Nothing was changed.`),
  emailTaken: (email: string): ApiError =>
    new ApiError(409, 'already_exists', `${email} already belongs to a person of this account (in any status); reactivate or change that person instead.`),
  siteAddressTaken: (subdomain: string): ApiError =>
    new ApiError(409, 'already_exists', `The site name ${subdomain} belongs to another site; choose another address.subdomain. Nothing was changed.`),
  domainTaken: (hostname: string): ApiError =>
    new ApiError(409, 'already_exists', `${hostname} is the active own domain of another site; it can be asked for once that site releases it. Nothing was requested.`),
  /** A driver or vehicle already on a job whose window overlaps the one it is assigned to. */
  dispatchClash: (what: 'driver' | 'vehicle', name: string, otherReference: string, from: string, to: string): ApiError =>
    new ApiError(409, 'invalid_state', `The ${what} ${name} is on ${otherReference} from ${from} to ${to}, which overlaps this job; choose another ${what}. Nothing was assigned.`),
  fleetRecordNotFound: (what: 'driver' | 'vehicle', id: string): ApiError => new ApiError(404, 'not_found', `No ${what} ${id} on the operator's records.`),
  /** A driver's licence or a vehicle's plate already on the operator's records. */
  fleetRecordTaken: (what: 'licence' | 'plate', value: string, changing = false): ApiError =>
    changing
      ? new ApiError(409, 'already_exists', `The ${what} ${value} is already another ${what === 'licence' ? 'driver' : 'vehicle'}'s on the operator's records. Nothing was changed.`)
      : new ApiError(409, 'already_exists', `The ${what} ${value} is already on the operator's records; change that ${what === 'licence' ? 'driver' : 'vehicle'} instead. Nothing was added.`),
  /** A place the catalogue does not know (any status). */
  placeNotFound: (id: string): ApiError => new ApiError(404, 'not_found', `No place ${id} in the place catalogue.`),
  /** A name, Arabic name, code, airport terminal or cruise terminal another place of the catalogue has. */
  placeTaken: (what: string, value: string, holder: { id: string; name: string }, changing: boolean): ApiError =>
    new ApiError(
      409,
      'already_exists',
      changing
        ? `The ${what} "${value}" is already ${holder.name}'s (${holder.id}) in the place catalogue. Nothing was changed.`
        : `The ${what} "${value}" is already ${holder.name}'s (${holder.id}) in the place catalogue; change that place instead. Nothing was added.`,
    ),
  missingReference: (): ApiError =>
    new ApiError(422, 'validation_failed', 'The request refers to an object that does not exist (any more); nothing was changed.', { issues: [{ path: '', message: 'refers to an object that does not exist' }] }),
  /** Live keys are issued (after a partner's request) and revoked by the trade desk, never through POST /api-keys. */
  liveKeyFromDesk: (): ApiError =>
    new ApiError(403, 'live_key_from_desk', 'Live keys are issued and revoked by the trade desk: ask for one with POST /api/b2b/v1/api-keys/live-requests. Nothing was changed.'),
  /** A key (or a request for one) given a scope its issuer does not hold. */
  scopeNotHeld: (scopes: readonly string[]): ApiError =>
    new ApiError(403, 'insufficient_scope', `A key can hold only scopes its issuer holds, and this caller lacks ${scopes.join(', ')}. Nothing was changed.`),
  /** One request for a live key is open at a time; `open` names it when it could be read (null: one was stored at the same moment). */
  liveKeyRequestOpen: (open: { id: string; created_at: string } | null): ApiError =>
    new ApiError(
      409,
      'already_exists',
      open === null
        ? 'Another request for a live key was stored at the same moment: one request is open at a time. List the requests to see it. Nothing was stored.'
        : `The request ${open.id} for a live key is open since ${open.created_at}: one request is open at a time. Withdraw it to ask again. Nothing was stored.`,
    ),
  testModeOnly: (): ApiError =>
    new ApiError(403, 'test_mode_only', 'Test helpers act only on a test partition: call them with a test key (svc_test_…). Live bookings move when the trade desk acts.'),
  idempotencyKeyReused: (): ApiError =>
    new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request; use a new key for a new request.'),
  idempotencyInProgress: (): ApiError =>
    new ApiError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still running; retry when it has finished.', { retryable: true }),
  // The operator API's refusals (openapi/ops/openapi.yaml).
  staffSessionRequired: (): ApiError => new ApiError(401, 'unauthenticated', 'Sign in first: this endpoint needs a staff session.'),
  /** One answer for every failed sign-in, so it says nothing of which part was wrong or who is staff. */
  signInFailed: (): ApiError => new ApiError(401, 'unauthenticated', 'The e-mail address, password or code is wrong.'),
  signInLocked: (retryAfterSeconds: number): ApiError =>
    new ApiError(429, 'sign_in_locked', 'Sign-in for this e-mail address is locked for 15 minutes after 5 failed attempts.', {
      retryable: true,
      retryAfterSeconds,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  roleRequired: (roles: readonly string[]): ApiError =>
    new ApiError(403, 'role_required', `This needs the ${roles.join(' or ')} role.`),
  csrfFailed: (what: 'token' | 'origin'): ApiError =>
    new ApiError(
      403,
      'csrf_failed',
      what === 'token'
        ? "Send the session's csrf_token in X-CSRF-Token with every change."
        : 'Changes are accepted only from this service’s own pages: the Origin header is missing or names another site.',
    ),
  staffExists: (email: string): ApiError => new ApiError(409, 'already_exists', `A member of staff with the e-mail address ${email} exists.`),
  staffNotFound: (id: string): ApiError => new ApiError(404, 'not_found', `No member of staff ${id}.`),
  taskHeld: (reference: string, holder: string, since: string): ApiError =>
    new ApiError(409, 'invalid_state', `The desk task ${reference} is held by ${holder} since ${since}; it is theirs to answer or release.`),
  taskNotHeld: (reference: string, holder: { name: string; since: string } | null): ApiError =>
    new ApiError(409, 'invalid_state', holder === null ? `The desk task ${reference} is not claimed: claim it before answering or releasing it.` : `The desk task ${reference} is held by ${holder.name} since ${holder.since}: only they may answer or release it.`),
  taskNotFound: (reference: string): ApiError => new ApiError(404, 'not_found', `No desk task ${reference}.`),
  liveBookingNotFound: (id: string): ApiError => new ApiError(404, 'not_found', `No live booking ${id}.`),
  noVoucher: (what: string, id: string, why = 'only transfers, activities, bookings for clients, desk sales and corporate transfers print one.'): ApiError =>
    new ApiError(404, 'not_found', `The ${what} ${id} has no voucher: ${why}`),
  noDeskCancellation: (what: string, id: string): ApiError =>
    new ApiError(409, 'invalid_state', `The ${what} ${id} is cancelled by its partner, not by the desk: the desk cancels transfers, activities and bookings for clients, under their policy.`),
  deskRefused: (message: string): ApiError => new ApiError(409, 'invalid_state', message),
  cannotDisableSelf: (): ApiError => new ApiError(409, 'invalid_state', 'You cannot disable yourself; ask another admin.'),
  /** A staff lifecycle move the person's current status does not allow (re-inviting someone active …). */
  staffStateRefused: (message: string): ApiError => new ApiError(409, 'invalid_state', message),
  // The driver API's refusals (openapi/driver/openapi.yaml).
  driverSessionRequired: (): ApiError => new ApiError(401, 'unauthenticated', 'Open your latest job link first: this needs a driver session.'),
  /** One answer for every job link that opens nothing (unknown, used, expired, an inactive driver's), so it says nothing of which. */
  driverLinkRefused: (): ApiError =>
    new ApiError(401, 'unauthenticated', 'This job link does not open your jobs: it was used already, has expired, or is not a link of ours. Ask dispatch to send a new one.'),
  driverJobNotFound: (booking: string): ApiError => new ApiError(404, 'not_found', `No job ${booking} of yours today or on another day.`),
  // The partner portal's refusals (openapi/portal/openapi.yaml, and the partners' `partnerSession` scheme).
  portalSessionRequired: (): ApiError => new ApiError(401, 'unauthenticated', 'Sign in to the portal first: this needs a portal session.'),
  portalSessionEnded: (): ApiError =>
    new ApiError(401, 'unauthenticated', 'Your portal session has ended (signed out, idle for 30 minutes or 12 hours old): sign in again.'),
  /** The password was right and the login has an authenticator: the same sign-in again, with its code. */
  portalCodeNeeded: (): ApiError =>
    new ApiError(401, 'second_factor_required', 'Enter the 6-digit code of your authenticator app (or one of your recovery codes) to sign in.'),
  portalAddressLocked: (retryAfterSeconds: number, failures: number, minutes: number): ApiError =>
    new ApiError(429, 'sign_in_locked', `Sign-in from this network address is locked for ${minutes} minutes after ${failures} failed attempts.`, {
      retryable: true,
      retryAfterSeconds,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  portalAccountNotFound: (id: string): ApiError => new ApiError(404, 'not_found', `No account ${id} of yours.`),
  roleLacksScope: (role: string, scopes: readonly string[]): ApiError =>
    new ApiError(403, 'insufficient_scope', `Your role (${role}) does not allow this: it needs the scope ${scopes.join(', ')}.`),
  portalLiveAccessDisabled: (): ApiError =>
    new ApiError(403, 'live_access_disabled', 'Live access is switched off for this account: work on its test data, or ask the trade desk to switch it on.'),
  /** An owner's or admin's session on live data, opened without a second factor. */
  liveNeedsSecondFactor: (): ApiError =>
    new ApiError(
      403,
      'second_factor_required',
      'An owner or administrator acts on live data only with a second factor: enrol an authenticator app or a passkey under Security, and sign in with it.',
    ),
  /** A change of the login's second factors on a session that proved none while the login has one. */
  secondFactorOnSessionRequired: (): ApiError =>
    new ApiError(403, 'second_factor_required', 'Sign in with your authenticator code or a passkey first: your second factors change only on a session opened with one.'),
  passkeyRefused: (): ApiError =>
    new ApiError(
      401,
      'unauthenticated',
      'That passkey does not sign in here: the request expired, or the passkey is not registered for a login of this portal. Try again, or sign in with your password.',
    ),
  resetLinkRefused: (): ApiError =>
    new ApiError(401, 'unauthenticated', 'This password reset link was used already, has expired, or is not one of ours: ask for a new one.'),
  portalPasskeyNotFound: (id: string): ApiError => new ApiError(404, 'not_found', `No passkey ${id} of yours.`),
  portalRefused: (message: string): ApiError => new ApiError(409, 'invalid_state', message),
  notConfigured: (message: string, cause?: unknown): ApiError =>
    new ApiError(503, 'not_configured', message, { retryable: true, cause }),
};

/**
 * What a domain rule refuses, said once where it is refused: `invalid` (a value the request must
 * fix, named by `field`, the request's field), `not_found` (what the request names does not
 * exist) or `refused` (the subject's state does not take it now). The message is the sentence
 * about it, lower-case and without a full stop, as the CLI prints it; where it leaves the field
 * unnamed ("must be …"), the CLI writes the field as its flag in front, and the API as its path.
 * `apiErrorOf` is the one place it becomes an API answer: the dispatchers call it for whatever a
 * handler throws, and the CLI takes its code from it.
 */
export type DomainErrorCode = 'invalid' | 'not_found' | 'refused';

export class DomainError extends Error {
  readonly field: string | null;
  readonly code: DomainErrorCode;

  constructor({ field = null, code, message }: { field?: string | null; code: DomainErrorCode; message: string }) {
    super(message);
    this.name = new.target.name;
    this.field = field;
    this.code = code;
  }
}

/** A domain sentence as an answer's message: capitalised, with its full stop. */
const sentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** The API's answer to a domain refusal. */
export function apiErrorOf(err: DomainError): ApiError {
  switch (err.code) {
    case 'invalid':
      return errors.invalidField(err.field ?? '', err.message);
    case 'not_found':
      return new ApiError(404, 'not_found', sentence(err.message));
    case 'refused':
      return new ApiError(409, 'invalid_state', sentence(err.message));
  }
}

/** What a handler threw, as the dispatcher answers it: a domain refusal as its API error, anything else as it is. */
export const answerOf = (err: unknown): unknown => (err instanceof DomainError ? apiErrorOf(err) : err);
