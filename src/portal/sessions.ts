import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { clearedCookieHeader, cookieSessionId, sessionCookieHeader } from '../platform/sessionCookies';
import { newToken, tokenHash } from '../platform/tokens';
import { newId } from '../platform/ids';
import { errors } from '../errors';
import type { KeyMode } from '../apiKeys/format';
import type { AccountRow, CommercialTerms } from '../apiKeys/store';
import type { ApiPrincipal } from '../apiKeys/authenticate';
import { ROLE_SCOPES, SECOND_FACTOR_ROLES, type UserRole } from '../apiKeys/roles';
import { rulesOf } from '../engine/partition';
import type { Membership, PortalLoginRow } from '../engine/portalLogins';

/**
 * A person's session in the partner portal: the console's rules (src/staff/sessions.ts) for a
 * partner's people. Kept in `portal_sessions` by the SHA-256 of its id, which the
 * `__Host-portal_session` cookie carries, with its CSRF token and a public id (`pss_…`) that names
 * it where a key's id would be (the request log, the rate limits, `whoami`). It acts for one login
 * in one account, as the person the account's live team holds there, on the account's test or
 * live data; it ends 30 minutes after its last request, 12 hours after sign-in, at sign-out, when
 * the login's password changes, or when the person is no longer active in the account. Signing in
 * and every change of what it may do (another account, test or live, a second factor, a new
 * password) give it a new id: the old one is never accepted again.
 */
export const PORTAL_SESSION_COOKIE = '__Host-portal_session';
export const IDLE_MINUTES = 30;
export const ABSOLUTE_HOURS = 12;
const MINUTE_MS = 60_000;

export type SecondFactor = 'totp' | 'recovery_code' | 'passkey';

/** The signed-in person of a session, as the security handlers found them. */
export interface PortalPrincipal {
  /** The session's public id, `pss_…`. */
  sessionId: string;
  sessionIdHash: string;
  loginId: string;
  /** The login: the e-mail address, trimmed and in lower case. */
  email: string;
  csrfToken: string;
  account: AccountRow;
  userId: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  mode: KeyMode;
  secondFactor: SecondFactor | null;
  createdAt: string;
  lastSeenAt: string;
  idleExpiresAt: string;
  expiresAt: string;
}

const plus = (at: Date, ms: number): string => new Date(at.getTime() + ms).toISOString();
const earlier = (a: string, b: string): string => (a < b ? a : b);

/** `Set-Cookie` for a session id, kept until the browser closes; `Secure` where the browser reached the service over https or on a loopback address. */
export const portalSessionCookie = (sessionId: string, secure: boolean): string => sessionCookieHeader(PORTAL_SESSION_COOKIE, sessionId, { secure });

export const clearedPortalSessionCookie = (secure: boolean): string => clearedCookieHeader(PORTAL_SESSION_COOKIE, secure);

/** The session id a request's Cookie header carries, if it has the form of one. */
export const portalSessionIdOf = (cookieHeader: unknown): string | null => cookieSessionId(cookieHeader, PORTAL_SESSION_COOKIE);

/** Whether a request's Cookie header names the portal's cookie at all (whatever its value): then a refusal is the session's. */
export function sendsPortalCookie(cookieHeader: unknown): boolean {
  if (typeof cookieHeader !== 'string') return false;
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${PORTAL_SESSION_COOKIE}=`));
}

const isKeyMode = (value: unknown): value is KeyMode => value === 'test' || value === 'live';

interface SessionRow {
  id_hash: string;
  public_id: string;
  login_id: string;
  account_id: string;
  user_id: string;
  mode: string;
  csrf_token: string;
  second_factor: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  email_key: string;
  user_mode: string | null;
  user_status: string | null;
  user_email: string | null;
  role: UserRole | null;
  first_name: string | null;
  last_name: string | null;
  account_name: string;
  live_access: boolean | number;
  commercial_terms: CommercialTerms;
  terms_basis_points: number | string;
  account_created_at: string;
  account_updated_at: string;
}

/** The open session of `idHash` with its login, its person and its account, in one query. */
function sessionQuery(db: Db | Knex.Transaction, idHash: string): Knex.QueryBuilder {
  return db('portal_sessions as s')
    .join('portal_logins as l', 'l.id', 's.login_id')
    .join('accounts as a', 'a.id', 's.account_id')
    .leftJoin('users as u', (on) => on.on('u.account_id', '=', 's.account_id').andOn('u.id', '=', 's.user_id'))
    .where('s.id_hash', idHash)
    .whereNull('s.ended_at')
    .first(
      's.id_hash',
      's.public_id',
      's.login_id',
      's.account_id',
      's.user_id',
      's.mode',
      's.csrf_token',
      's.second_factor',
      's.created_at',
      's.last_seen_at',
      's.expires_at',
      'l.email_key',
      'u.mode as user_mode',
      'u.status as user_status',
      'u.email as user_email',
      'u.role',
      'u.first_name',
      'u.last_name',
      'a.name as account_name',
      'a.live_access',
      'a.commercial_terms',
      'a.terms_basis_points',
      'a.created_at as account_created_at',
      'a.updated_at as account_updated_at',
    );
}

const isSecondFactor = (value: string | null): value is SecondFactor => value === 'totp' || value === 'recovery_code' || value === 'passkey';

/** Whether the stored person still holds the session: the account's live team's active person of the login. */
function personHolds(row: SessionRow): boolean {
  return (
    row.user_mode !== null &&
    isKeyMode(row.user_mode) &&
    rulesOf(row.user_mode).signsInToPortal &&
    row.user_status === 'active' &&
    (row.user_email ?? '').trim().toLowerCase() === row.email_key &&
    isKeyMode(row.mode)
  );
}

function principalOf(row: SessionRow, now: Date): PortalPrincipal {
  return {
    sessionId: row.public_id,
    sessionIdHash: row.id_hash,
    loginId: row.login_id,
    email: row.email_key,
    csrfToken: row.csrf_token,
    account: {
      id: row.account_id,
      name: row.account_name,
      live_access: Boolean(row.live_access),
      commercial_terms: row.commercial_terms,
      terms_basis_points: Number(row.terms_basis_points),
      created_at: row.account_created_at,
      updated_at: row.account_updated_at,
    },
    userId: row.user_id,
    role: row.role as UserRole,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    mode: row.mode as KeyMode,
    secondFactor: isSecondFactor(row.second_factor) ? row.second_factor : null,
    createdAt: row.created_at,
    lastSeenAt: now.toISOString(),
    idleExpiresAt: earlier(plus(now, IDLE_MINUTES * MINUTE_MS), row.expires_at),
    expiresAt: row.expires_at,
  };
}

/**
 * The session a cookie names, if it is open: not ended, used within 30 minutes, younger than 12
 * hours, of a person the account's live team still holds as active. Each request it answers moves
 * its idle limit on; a session found closed is marked ended, so it is never taken again.
 */
export async function authenticatePortalSession(db: Db, clock: Clock, sessionId: string | null): Promise<PortalPrincipal> {
  if (sessionId === null) throw errors.portalSessionRequired();
  const idHash = tokenHash(sessionId);
  const row = (await sessionQuery(db, idHash)) as SessionRow | undefined;
  if (!row) throw errors.portalSessionEnded();
  const now = clock.now();
  const nowIso = now.toISOString();
  if (plus(new Date(row.last_seen_at), IDLE_MINUTES * MINUTE_MS) <= nowIso || row.expires_at <= nowIso || !personHolds(row)) {
    await db('portal_sessions').where({ id_hash: idHash }).whereNull('ended_at').update({ ended_at: nowIso });
    throw errors.portalSessionEnded();
  }
  await db('portal_sessions').where({ id_hash: idHash }).update({ last_seen_at: nowIso });
  return principalOf(row, now);
}

/** What a new session is opened with. */
export interface NewSession {
  login: PortalLoginRow;
  membership: Membership;
  mode: KeyMode;
  secondFactor: SecondFactor | null;
  ip: string;
  /** The session the browser still held, if any: ended, so no id outlives a sign-in. */
  previousSessionId: string | null;
}

export interface OpenedSession {
  /** The cookie's value: exists nowhere else. */
  sessionId: string;
  principal: PortalPrincipal;
}

/**
 * Opens a session in `trx`: ends the one the browser held, stores the new one, and remembers on the
 * login where it opened (the next sign-in opens there) and on the person that they were active.
 */
export async function openPortalSession(trx: Knex.Transaction, clock: Clock, input: NewSession): Promise<OpenedSession> {
  const now = clock.now();
  const nowIso = now.toISOString();
  if (input.previousSessionId !== null) {
    await trx('portal_sessions').where({ id_hash: tokenHash(input.previousSessionId) }).whereNull('ended_at').update({ ended_at: nowIso });
  }
  const sessionId = newToken();
  const idHash = tokenHash(sessionId);
  const expiresAt = plus(now, ABSOLUTE_HOURS * 60 * MINUTE_MS);
  const publicId = newId('pss');
  const csrfToken = newToken();
  await trx('portal_sessions').insert({
    id_hash: idHash,
    public_id: publicId,
    login_id: input.login.id,
    account_id: input.membership.accountId,
    user_id: input.membership.userId,
    mode: input.mode,
    csrf_token: csrfToken,
    second_factor: input.secondFactor,
    ip: input.ip,
    created_at: nowIso,
    last_seen_at: nowIso,
    expires_at: expiresAt,
    ended_at: null,
  });
  await trx('portal_logins').where({ id: input.login.id }).update({ last_account_id: input.membership.accountId, last_mode: input.mode, last_signed_in_at: nowIso, updated_at: nowIso });
  await touchPerson(trx, input.membership.accountId, input.membership.userId, nowIso);
  const row = (await sessionQuery(trx, idHash)) as SessionRow;
  return { sessionId, principal: principalOf(row, now) };
}

/** The person was active now (what the team's list shows as last active). */
async function touchPerson(trx: Knex.Transaction | Db, accountId: string, userId: string, at: string): Promise<void> {
  await trx('users').where({ account_id: accountId, id: userId }).update({ last_active_at: at });
}

/** What a rotation changes besides the id. */
export interface SessionChange {
  membership?: Membership;
  mode?: KeyMode;
  secondFactor?: SecondFactor;
}

/**
 * Gives the session a new id, with `change` applied, in one statement conditional on the old id
 * still naming an open session (of two rotations at once, one wins; the other answers 401). The
 * CSRF token, the times and the login stay.
 */
export async function rotatePortalSession(db: Db | Knex.Transaction, clock: Clock, principal: PortalPrincipal, change: SessionChange = {}): Promise<OpenedSession> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const sessionId = newToken();
  const idHash = tokenHash(sessionId);
  const moved = await db('portal_sessions')
    .where({ id_hash: principal.sessionIdHash })
    .whereNull('ended_at')
    .update({
      id_hash: idHash,
      last_seen_at: nowIso,
      ...(change.membership ? { account_id: change.membership.accountId, user_id: change.membership.userId } : {}),
      ...(change.mode ? { mode: change.mode } : {}),
      ...(change.secondFactor ? { second_factor: change.secondFactor } : {}),
    });
  if (moved !== 1) throw errors.portalSessionEnded();
  if (change.membership || change.mode) {
    await db('portal_logins')
      .where({ id: principal.loginId })
      .update({
        ...(change.membership ? { last_account_id: change.membership.accountId } : {}),
        ...(change.mode ? { last_mode: change.mode } : {}),
        updated_at: nowIso,
      });
  }
  if (change.membership) await touchPerson(db, change.membership.accountId, change.membership.userId, nowIso);
  const row = (await sessionQuery(db, idHash)) as SessionRow | undefined;
  if (!row) throw errors.portalSessionEnded();
  return { sessionId, principal: principalOf(row, now) };
}

/** Ends a session at once. */
export async function endPortalSession(db: Db, clock: Clock, principal: PortalPrincipal): Promise<void> {
  await db('portal_sessions').where({ id_hash: principal.sessionIdHash }).whereNull('ended_at').update({ ended_at: clock.now().toISOString() });
}

/** Ends every open session of a login, but the one of `keepIdHash`; answers how many ended. */
export async function endLoginSessions(db: Db | Knex.Transaction, clock: Clock, loginId: string, keepIdHash: string | null = null): Promise<number> {
  const query = db('portal_sessions').where({ login_id: loginId }).whereNull('ended_at');
  if (keepIdHash !== null) query.whereNot({ id_hash: keepIdHash });
  return query.update({ ended_at: clock.now().toISOString() });
}

/**
 * Why a person may not act on an account's live data now, or null when they may: the account's
 * live access is off, or their role (owner, admin) needs a second factor the session does not
 * have. A test partition refuses nobody.
 */
export function liveRefusal(mode: KeyMode, liveAccess: boolean, role: UserRole, secondFactor: SecondFactor | null): 'live_access_disabled' | 'second_factor_required' | null {
  if (!rulesOf(mode).needsLiveAccess) return null;
  if (!liveAccess) return 'live_access_disabled';
  if (SECOND_FACTOR_ROLES.has(role) && secondFactor === null) return 'second_factor_required';
  return null;
}

/** The refusal of `liveRefusal` as its error. */
export function throwLiveRefusal(refusal: ReturnType<typeof liveRefusal>): void {
  if (refusal === 'live_access_disabled') throw errors.portalLiveAccessDisabled();
  if (refusal === 'second_factor_required') throw errors.liveNeedsSecondFactor();
}

/**
 * Whether the session may call a partners' API operation needing `requiredScopes`: its role's
 * scopes hold them (403 `insufficient_scope`), and on live data the account's live access is on
 * and an owner or admin proved a second factor (403 `live_access_disabled`, `second_factor_required`).
 */
export function checkSessionMayCall(principal: PortalPrincipal, requiredScopes: readonly string[]): void {
  const scopes: readonly string[] = ROLE_SCOPES[principal.role];
  const missing = requiredScopes.filter((scope) => !scopes.includes(scope));
  if (missing.length > 0) throw errors.roleLacksScope(principal.role, missing);
  throwLiveRefusal(liveRefusal(principal.mode, principal.account.live_access, principal.role, principal.secondFactor));
}

/**
 * The session as the partners' API's handlers see a caller: the account, the session's mode, the
 * role's scopes, the session's public id in the place of a key's, and the person as the actor of
 * what they do (`user:<id>`).
 */
export function apiPrincipalOf(principal: PortalPrincipal): ApiPrincipal {
  return {
    account: principal.account,
    keyId: principal.sessionId,
    actor: `user:${principal.userId}`,
    person: { userId: principal.userId, email: principal.email, role: principal.role },
    mode: principal.mode,
    keyPrefix: '',
    scopes: [...ROLE_SCOPES[principal.role]],
    keyCreatedAt: principal.createdAt,
    lastUsedAt: principal.lastSeenAt,
  };
}
