import type { KeyObject } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../platform/clock';
import { queueMail } from '../platform/mailer';
import { clearedCookieHeader, cookieSessionId, sessionCookieHeader } from '../platform/sessionCookies';
import { ApiError, errors } from '../errors';
import { recordAudit, type AuditOrigin } from '../engine/audit';
import { newToken, normaliseRecoveryCode, tokenHash, totpStep, verifyPassword } from './secrets';
import { emailKey, openTotpSecret, toStaffMember, type StaffMember, type StaffRole, type StaffRow } from './store';

export const SESSION_COOKIE = '__Host-ops_session';
export const IDLE_MINUTES = 30;
export const ABSOLUTE_HOURS = 12;
/** Failures for one e-mail address within the window that lock its sign-in for the window. */
export const LOCK_FAILURES = 5;
export const LOCK_MINUTES = 15;
const MINUTE_MS = 60_000;

/** The signed-in member of staff, as the security handler found them. */
export interface StaffPrincipal {
  staff: StaffMember;
  roles: readonly StaffRole[];
  sessionIdHash: string;
  csrfToken: string;
  idleExpiresAt: string;
  expiresAt: string;
}

export interface SessionTimes {
  idle_expires_at: string;
  expires_at: string;
}

export const sessionTimes = (principal: Pick<StaffPrincipal, 'idleExpiresAt' | 'expiresAt'>): SessionTimes => ({
  idle_expires_at: principal.idleExpiresAt,
  expires_at: principal.expiresAt,
});

const plus = (at: Date, ms: number): string => new Date(at.getTime() + ms).toISOString();
const earlier = (a: string, b: string): string => (a < b ? a : b);

/** `Set-Cookie` for a session id; `Secure` where the browser reached the service over https. */
export const sessionCookie = (sessionId: string, secure: boolean): string => sessionCookieHeader(SESSION_COOKIE, sessionId, { secure });

export const clearedSessionCookie = (secure: boolean): string => clearedCookieHeader(SESSION_COOKIE, secure);

/** The session id a request's Cookie header carries, if any. */
export const sessionIdOf = (cookieHeader: unknown): string | null => cookieSessionId(cookieHeader, SESSION_COOKIE);

interface SessionRow {
  id_hash: string;
  staff_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
}

/** Whether a request's cookies carry an open staff session (pages for staff only, outside the operator API). */
export async function isStaffSignedIn(db: Knex, clock: Clock, cookieHeader: unknown): Promise<boolean> {
  try {
    await authenticateSession(db, clock, sessionIdOf(cookieHeader));
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return false;
    throw err;
  }
}

/**
 * The session a cookie names, if it is open: not ended, used within 30 minutes, younger than 12
 * hours, of a member of staff who is active. Each request it answers moves its idle limit on.
 */
export async function authenticateSession(db: Knex, clock: Clock, sessionId: string | null): Promise<StaffPrincipal> {
  if (sessionId === null) throw errors.staffSessionRequired();
  const idHash = tokenHash(sessionId);
  const session = (await db('staff_sessions').where({ id_hash: idHash }).whereNull('ended_at').first()) as SessionRow | undefined;
  if (!session) throw errors.staffSessionRequired();
  const now = clock.now();
  const nowIso = now.toISOString();
  const idleLimit = plus(new Date(session.last_seen_at), IDLE_MINUTES * MINUTE_MS);
  const staff = (await db('staff').where({ id: session.staff_id }).first()) as StaffRow | undefined;
  if (idleLimit <= nowIso || session.expires_at <= nowIso || !staff || staff.status !== 'active') {
    await db('staff_sessions').where({ id_hash: idHash }).whereNull('ended_at').update({ ended_at: nowIso });
    throw errors.staffSessionRequired();
  }
  await db('staff_sessions').where({ id_hash: idHash }).update({ last_seen_at: nowIso });
  const member = toStaffMember(staff);
  return {
    staff: member,
    roles: member.roles,
    sessionIdHash: idHash,
    csrfToken: session.csrf_token,
    idleExpiresAt: earlier(plus(now, IDLE_MINUTES * MINUTE_MS), session.expires_at),
    expiresAt: session.expires_at,
  };
}

/**
 * Whether the session of `principal` is still open, without counting as a request (its idle limit
 * stays where it is): for a long answer such as a stream of events, which ends once its session
 * ends, idles out, expires or its member of staff is disabled.
 */
export async function sessionStillOpen(db: Knex, clock: Clock, principal: StaffPrincipal): Promise<boolean> {
  const session = (await db('staff_sessions').where({ id_hash: principal.sessionIdHash }).whereNull('ended_at').first()) as SessionRow | undefined;
  if (!session) return false;
  const nowIso = clock.now().toISOString();
  if (plus(new Date(session.last_seen_at), IDLE_MINUTES * MINUTE_MS) <= nowIso || session.expires_at <= nowIso) return false;
  const staff = (await db('staff').where({ id: session.staff_id }).first('status')) as { status: string } | undefined;
  return staff?.status === 'active';
}


export interface SignInInput {
  email: string;
  password: string;
  code: string;
}

export interface SignInContext {
  db: Knex;
  clock: Clock;
  dataKey: KeyObject;
  publicBaseUrl: string;
  ip: string;
  requestId: string;
  /** The session the browser still held, if any: ended at sign-in, so no id outlives a sign-in. */
  previousSessionId: string | null;
}

export interface SignedIn {
  sessionId: string;
  principal: StaffPrincipal;
}

/**
 * Takes one attempt on the e-mail address's count before anything is checked. The attempt first
 * upserts the address's gate row, which holds it (the row lock on PostgreSQL, the write lock on
 * SQLite) until its transaction ends: attempts for one address are counted one after another on
 * every instance, each seeing every attempt before it. Under LOCK_FAILURES attempts in the last 15
 * minutes, the attempt is written (a row of `staff_sign_in_failures`) and may be checked; else it
 * is refused with the seconds until the lock lifts, and not written (a lock is not stretched by
 * more guesses). Of N guesses at once, at most LOCK_FAILURES are checked. A sign-in that succeeds
 * clears the count; a failed attempt stays counted.
 */
async function takeAttempt(db: Knex, clock: Clock, key: string, ip: string): Promise<number> {
  return db.transaction(async (trx) => {
    const now = clock.now();
    const nowIso = now.toISOString();
    await trx.raw('insert into staff_sign_in_gates (email_key, last_attempt_at) values (?, ?) on conflict (email_key) do update set last_attempt_at = excluded.last_attempt_at', [key, nowIso]);
    const since = new Date(now.getTime() - LOCK_MINUTES * MINUTE_MS).toISOString();
    const attempts = (await trx('staff_sign_in_failures').where({ email_key: key }).where('at', '>', since).orderBy('at', 'desc').select('at')) as Array<{ at: string }>;
    const latest = attempts[0];
    if (attempts.length >= LOCK_FAILURES && latest) {
      throw errors.signInLocked(Math.max(1, Math.ceil((new Date(latest.at).getTime() + LOCK_MINUTES * MINUTE_MS - now.getTime()) / 1000)));
    }
    const [inserted] = (await trx('staff_sign_in_failures').insert({ email_key: key, ip, at: nowIso }).returning('id')) as Array<{ id: number | string } | number>;
    return Number(typeof inserted === 'object' ? inserted.id : inserted);
  });
}

/** Whether `code` signs `row` in: a TOTP code of a step after the last one used, or an unused recovery code. Spends it. */
async function spendCode(trx: Knex.Transaction, ctx: SignInContext, row: StaffRow, code: string): Promise<'totp' | 'recovery_code' | null> {
  const trimmed = code.replace(/\s/g, '');
  if (/^[0-9]{6}$/.test(trimmed)) {
    const secret = openTotpSecret(ctx.dataKey, row);
    const step = secret === null ? null : totpStep(secret, trimmed, ctx.clock);
    if (step === null) return null;
    // Conditional, so two requests with one code cannot both pass: the second finds the step taken.
    const taken = await trx('staff')
      .where({ id: row.id })
      .where((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
      .update({ totp_last_step: step });
    return taken === 1 ? 'totp' : null;
  }
  const recovery = normaliseRecoveryCode(trimmed);
  if (recovery === null) return null;
  const used = await trx('staff_recovery_codes')
    .where({ staff_id: row.id, code_hash: tokenHash(recovery) })
    .whereNull('used_at')
    .update({ used_at: ctx.clock.now().toISOString() });
  return used === 1 ? 'recovery_code' : null;
}

/** A failed attempt (its row stays counted); on the one that makes the lock, audits the lock and e-mails the person, in one transaction. */
async function recordFailure(ctx: SignInContext, key: string, attemptId: number, row: StaffRow | undefined): Promise<void> {
  if (!row) return;
  await ctx.db.transaction(async (trx) => {
    const now = ctx.clock.now();
    // Told once: by the attempt that is the LOCK_FAILURES-th of the window (attempts are numbered as they were taken).
    const since = new Date(now.getTime() - LOCK_MINUTES * MINUTE_MS).toISOString();
    const [counted] = (await trx('staff_sign_in_failures').where({ email_key: key }).where('at', '>', since).where('id', '<=', attemptId).count({ n: '*' })) as Array<{ n: number | string }>;
    if (Number(counted?.n ?? 0) !== LOCK_FAILURES) return;
    const origin: AuditOrigin = { staffId: null, requestId: ctx.requestId, ip: ctx.ip };
    await recordAudit(trx, ctx.clock, origin, {
      action: 'session.sign_in_locked',
      subjectType: 'staff',
      subjectId: row.id,
      change: { failures: LOCK_FAILURES, locked_minutes: LOCK_MINUTES, last_address: ctx.ip },
    });
    await queueMail(trx, ctx.clock, {
      to: row.email,
      subject: 'Your back-office sign-in is locked for 15 minutes',
      text: [
        `Hello ${row.name},`,
        '',
        `There were ${LOCK_FAILURES} failed attempts to sign in to the operator's back office with this e-mail address, the last from the address ${ctx.ip}.`,
        `Sign-in for this address is locked for ${LOCK_MINUTES} minutes.`,
        '',
        'If this was you, wait and try again. If it was not, tell an administrator: your password may be known to someone else.',
        '',
        `Sign in: ${ctx.publicBaseUrl}/console`,
      ].join('\n'),
      related: { type: 'staff', id: row.id },
    });
  });
}

/**
 * Signs a member of staff in. Every refusal but a lock is the same 401; each attempt counts
 * towards the e-mail address's lock before it is checked (and is cleared by a success), whether
 * anybody has that address or not.
 */
export async function signIn(ctx: SignInContext, input: SignInInput): Promise<SignedIn> {
  const key = emailKey(input.email);
  const attemptId = await takeAttempt(ctx.db, ctx.clock, key, ctx.ip);
  const row = (await ctx.db('staff').where({ email_key: key }).first()) as StaffRow | undefined;
  const passwordOk = await verifyPassword(input.password, row?.password_hash ?? null);
  const signedIn = !row || row.status !== 'active' || !passwordOk
    ? null
    : await ctx.db.transaction(async (trx) => {
        const method = await spendCode(trx, ctx, row, input.code);
        if (method === null) return null;
        const now = ctx.clock.now();
        const nowIso = now.toISOString();
        if (ctx.previousSessionId !== null) {
          await trx('staff_sessions').where({ id_hash: tokenHash(ctx.previousSessionId) }).whereNull('ended_at').update({ ended_at: nowIso });
        }
        const sessionId = newToken();
        const csrfToken = newToken();
        const expiresAt = plus(now, ABSOLUTE_HOURS * 60 * MINUTE_MS);
        const idHash = tokenHash(sessionId);
        await trx('staff_sessions').insert({ id_hash: idHash, staff_id: row.id, csrf_token: csrfToken, ip: ctx.ip, created_at: nowIso, last_seen_at: nowIso, expires_at: expiresAt, ended_at: null });
        await trx('staff_sign_in_failures').where({ email_key: key }).delete();
        await trx('staff').where({ id: row.id }).update({ last_signed_in_at: nowIso });
        await recordAudit(trx, ctx.clock, { staffId: row.id, requestId: ctx.requestId, ip: ctx.ip }, {
          action: 'session.signed_in',
          subjectType: 'staff',
          subjectId: row.id,
          change: { method, session_expires_at: expiresAt },
        });
        const staff = toStaffMember({ ...row, last_signed_in_at: nowIso });
        const principal: StaffPrincipal = { staff, roles: staff.roles, sessionIdHash: idHash, csrfToken, idleExpiresAt: plus(now, IDLE_MINUTES * MINUTE_MS), expiresAt };
        return { sessionId, principal };
      });
  if (signedIn === null) {
    await recordFailure(ctx, key, attemptId, row);
    throw errors.signInFailed();
  }
  return signedIn;
}

/** Ends a session at once; audited in the same transaction. */
export async function endSession(db: Knex, clock: Clock, origin: AuditOrigin, principal: StaffPrincipal): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('staff_sessions').where({ id_hash: principal.sessionIdHash }).whereNull('ended_at').update({ ended_at: clock.now().toISOString() });
    await recordAudit(trx, clock, origin, { action: 'session.signed_out', subjectType: 'staff', subjectId: principal.staff.id, change: { ended: 'signed out' } });
  });
}
