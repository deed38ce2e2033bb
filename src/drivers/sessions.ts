import type { Knex } from 'knex';
import type { Clock } from '../platform/clock';
import { clearedCookieHeader, cookieSessionId, sessionCookieHeader } from '../platform/sessionCookies';
import { newToken, tokenHash } from '../platform/tokens';
import { addDays, uaeDate, uaeInstant } from '../platform/uaeTime';
import { errors } from '../errors';
import { recordAudit } from '../engine/audit';
import { endOfUaeDay, firstNameOf } from './links';

/**
 * A driver's session on their job page: opened once by a job link's token (src/drivers/links.ts),
 * kept in `driver_sessions` by the SHA-256 of its id, which the `__Host-driver_session` cookie
 * carries, with the session's CSRF token. It lasts until the end of the UAE day of the last job it
 * opened on: the link's own job, and the driver's jobs of today and tomorrow at the time. A driver
 * made inactive by dispatch is signed out of every session at their next request.
 */
export const DRIVER_SESSION_COOKIE = '__Host-driver_session';

/** The driver of an open session, as the security handler found them. */
export interface DriverPrincipal {
  driverId: string;
  name: string;
  firstName: string;
  languages: string[];
  sessionIdHash: string;
  csrfToken: string;
  expiresAt: string;
}

interface StoredLink {
  id: string;
  driver_id: string;
  booking_id: string;
  expires_at: string;
  used_at: string | null;
}

interface StoredSession {
  id_hash: string;
  driver_id: string;
  csrf_token: string;
  expires_at: string;
  ended_at: string | null;
}

interface StoredDriver {
  id: string;
  name: string;
  languages: string;
  status: string;
}

const principalOf = (driver: StoredDriver, session: Pick<StoredSession, 'id_hash' | 'csrf_token' | 'expires_at'>): DriverPrincipal => ({
  driverId: driver.id,
  name: driver.name,
  firstName: firstNameOf(driver.name),
  languages: JSON.parse(driver.languages) as string[],
  sessionIdHash: session.id_hash,
  csrfToken: session.csrf_token,
  expiresAt: session.expires_at,
});

/** The session as its answers show it (opening one, reading it). */
export const sessionView = (principal: DriverPrincipal) => ({
  driver: { first_name: principal.firstName, languages: principal.languages },
  csrf_token: principal.csrfToken,
  expires_at: principal.expiresAt,
});

/** `Set-Cookie` of a new session: kept by the browser until the session ends, across restarts of the phone's browser. */
export const driverSessionCookie = (sessionId: string, principal: DriverPrincipal, now: Date, secure: boolean): string =>
  sessionCookieHeader(DRIVER_SESSION_COOKIE, sessionId, { secure, maxAgeSeconds: (Date.parse(principal.expiresAt) - now.getTime()) / 1000 });

export const clearedDriverSessionCookie = (secure: boolean): string => clearedCookieHeader(DRIVER_SESSION_COOKIE, secure);

/** The session id a request's Cookie header carries, if any. */
export const driverSessionIdOf = (cookieHeader: unknown): string | null => cookieSessionId(cookieHeader, DRIVER_SESSION_COOKIE);

/**
 * When a session opened now by a link ends: the end of the UAE day of the latest of the link's
 * own expiry and the windows of the driver's jobs of today and tomorrow still to be driven.
 */
async function sessionEnd(trx: Knex.Transaction, now: Date, link: StoredLink): Promise<Date> {
  const today = uaeDate(now);
  const from = uaeInstant(today, '00:00').toISOString();
  const until = uaeInstant(addDays(today, 2), '00:00').toISOString();
  const [latest] = (await trx('dispatch_assignments as a')
    .join('bookings as b', 'b.id', 'a.booking_id')
    .where({ 'a.driver_id': link.driver_id, 'b.status': 'driver_assigned' })
    .where('a.starts_at', '>=', from)
    .where('a.starts_at', '<', until)
    .max({ ends_at: 'a.ends_at' })) as Array<{ ends_at: string | null }>;
  const jobsEnd = latest?.ends_at ? endOfUaeDay(new Date(latest.ends_at)).getTime() : 0;
  return new Date(Math.max(Date.parse(link.expires_at), jobsEnd));
}

export interface OpenedSession {
  sessionId: string;
  principal: DriverPrincipal;
}

/**
 * Opens a session with a job link's token, in one transaction: the link is spent by a conditional
 * update (of two opening it at once, one wins), the session the browser still held is ended, the
 * new one stored, and the opening written to the audit log under the driver. A token that is
 * unknown, spent, expired or an inactive driver's answers the same 401.
 */
export async function openDriverSession(db: Knex, clock: Clock, input: { token: string; ip: string; requestId: string; previousSessionId: string | null }): Promise<OpenedSession> {
  return db.transaction(async (trx) => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const link = (await trx('driver_links').where({ token_hash: tokenHash(input.token) }).first()) as StoredLink | undefined;
    if (!link || link.used_at !== null || link.expires_at <= nowIso) throw errors.driverLinkRefused();
    const driver = (await trx('drivers').where({ id: link.driver_id }).first('id', 'name', 'languages', 'status')) as StoredDriver | undefined;
    if (!driver || driver.status !== 'active') throw errors.driverLinkRefused();
    const spent = await trx('driver_links').where({ id: link.id }).whereNull('used_at').update({ used_at: nowIso });
    if (spent !== 1) throw errors.driverLinkRefused();
    if (input.previousSessionId !== null) {
      await trx('driver_sessions').where({ id_hash: tokenHash(input.previousSessionId) }).whereNull('ended_at').update({ ended_at: nowIso });
    }
    const sessionId = newToken();
    const session = { id_hash: tokenHash(sessionId), csrf_token: newToken(), expires_at: (await sessionEnd(trx, now, link)).toISOString() };
    await trx('driver_sessions').insert({ ...session, driver_id: driver.id, link_id: link.id, ip: input.ip, created_at: nowIso, last_seen_at: nowIso, ended_at: null });
    await recordAudit(trx, clock, { staffId: null, requestId: input.requestId, ip: input.ip }, {
      action: 'driver.session_opened',
      subjectType: 'driver',
      subjectId: driver.id,
      change: { link_id: link.id, booking_id: link.booking_id, session_expires_at: session.expires_at },
    });
    return { sessionId, principal: principalOf(driver, session) };
  });
}

/**
 * The session a cookie names, if it is open: not ended, not expired, of a driver who is active.
 * A session found closed is marked ended, so it is never taken again.
 */
export async function authenticateDriverSession(db: Knex, clock: Clock, sessionId: string | null): Promise<DriverPrincipal> {
  if (sessionId === null) throw errors.driverSessionRequired();
  const idHash = tokenHash(sessionId);
  const session = (await db('driver_sessions').where({ id_hash: idHash }).whereNull('ended_at').first()) as StoredSession | undefined;
  if (!session) throw errors.driverSessionRequired();
  const nowIso = clock.now().toISOString();
  const driver = (await db('drivers').where({ id: session.driver_id }).first('id', 'name', 'languages', 'status')) as StoredDriver | undefined;
  if (session.expires_at <= nowIso || !driver || driver.status !== 'active') {
    await db('driver_sessions').where({ id_hash: idHash }).whereNull('ended_at').update({ ended_at: nowIso });
    throw errors.driverSessionRequired();
  }
  await db('driver_sessions').where({ id_hash: idHash }).update({ last_seen_at: nowIso });
  return principalOf(driver, session);
}

/** Ends a session at once. */
export async function endDriverSession(db: Knex, clock: Clock, principal: DriverPrincipal): Promise<void> {
  await db('driver_sessions').where({ id_hash: principal.sessionIdHash }).whereNull('ended_at').update({ ended_at: clock.now().toISOString() });
}
