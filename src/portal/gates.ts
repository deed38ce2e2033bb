import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { queueMail } from '../platform/mailer';
import { errors } from '../errors';
import { loginKey, membershipsOf } from '../engine/portalLogins';

/**
 * The portal's locks on failed sign-ins, per login and per network address, as the console's
 * (src/staff/sessions.ts): each attempt first upserts its gate rows, which hold them (the row
 * lock on PostgreSQL, the write lock on SQLite) until its transaction ends, so attempts at one
 * gate are counted one after another on every instance, each seeing every attempt before it.
 * Under the gate's limit of failures in the last 15 minutes the attempt is written (a row of
 * `portal_sign_in_failures`) and may be checked; else it is refused with the seconds until the
 * lock lifts and not written (a lock is not stretched by more guesses). Of N guesses at once, at
 * most the limit are checked. An attempt that turns out not to be a failure (a sign-in, or a
 * right password still needing its code) is taken back; a sign-in also clears its login's count.
 */
export const LOGIN_LOCK_FAILURES = 5;
export const ADDRESS_LOCK_FAILURES = 20;
export const LOCK_MINUTES = 15;
const MINUTE_MS = 60_000;

const loginGate = (email: string): string => `login:${loginKey(email)}`;
const addressGate = (ip: string): string => `address:${ip}`;

/** One attempt, as counted: its rows at the gates it passed. */
export interface Attempt {
  emailKey: string | null;
  ids: number[];
  loginAttemptId: number | null;
}

/** The attempts counted at a gate in the last 15 minutes, newest first. */
async function recentFailures(trx: Knex.Transaction, gate: string, since: string): Promise<Array<{ at: string }>> {
  return (await trx('portal_sign_in_failures').where({ gate_key: gate }).where('at', '>', since).orderBy('at', 'desc').select('at')) as Array<{ at: string }>;
}

/**
 * Takes one attempt at the login's gate (when an e-mail address is given) and the address's, in
 * that order on every path, before anything is checked.
 */
export async function takeAttempt(db: Db, clock: Clock, email: string | null, ip: string): Promise<Attempt> {
  return db.transaction(async (trx) => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const since = new Date(now.getTime() - LOCK_MINUTES * MINUTE_MS).toISOString();
    const retryAfter = (latest: string): number => Math.max(1, Math.ceil((new Date(latest).getTime() + LOCK_MINUTES * MINUTE_MS - now.getTime()) / 1000));
    const gates: Array<{ key: string; limit: number; refuse: (latest: string) => Error }> = [];
    if (email !== null) gates.push({ key: loginGate(email), limit: LOGIN_LOCK_FAILURES, refuse: (latest) => errors.signInLocked(retryAfter(latest)) });
    gates.push({ key: addressGate(ip), limit: ADDRESS_LOCK_FAILURES, refuse: (latest) => errors.portalAddressLocked(retryAfter(latest), ADDRESS_LOCK_FAILURES, LOCK_MINUTES) });
    for (const gate of gates) {
      await trx.raw('insert into portal_sign_in_gates (gate_key, last_attempt_at) values (?, ?) on conflict (gate_key) do update set last_attempt_at = excluded.last_attempt_at', [gate.key, nowIso]);
    }
    for (const gate of gates) {
      const failures = await recentFailures(trx, gate.key, since);
      const latest = failures[0];
      if (failures.length >= gate.limit && latest) throw gate.refuse(latest.at);
    }
    const ids: number[] = [];
    for (const gate of gates) {
      const [inserted] = (await trx('portal_sign_in_failures').insert({ gate_key: gate.key, ip, at: nowIso }).returning('id')) as Array<{ id: number | string } | number>;
      ids.push(Number(typeof inserted === 'object' ? inserted.id : inserted));
    }
    return { emailKey: email === null ? null : loginKey(email), ids, loginAttemptId: email === null ? null : (ids[0] ?? null) };
  });
}

/** Takes an attempt back: it was no failure. */
export async function forgetAttempt(db: Db | Knex.Transaction, attempt: Attempt): Promise<void> {
  if (attempt.ids.length > 0) await db('portal_sign_in_failures').whereIn('id', attempt.ids).delete();
}

/** A success: the attempt is no failure, and the login's earlier failures are forgotten. */
export async function clearLogin(db: Db | Knex.Transaction, attempt: Attempt): Promise<void> {
  await forgetAttempt(db, attempt);
  if (attempt.emailKey !== null) await db('portal_sign_in_failures').where({ gate_key: loginGate(attempt.emailKey) }).delete();
}

/** Forgets a login's failures (its password was reset through its e-mail). */
export async function clearLoginFailures(db: Db | Knex.Transaction, email: string): Promise<void> {
  await db('portal_sign_in_failures').where({ gate_key: loginGate(email) }).delete();
}

/**
 * A failed attempt (its rows stay counted). The attempt that locks the login (the
 * LOGIN_LOCK_FAILURES-th of the window, as attempts are numbered when taken) e-mails the address,
 * when it is a person of some account's live team: they hear of it once.
 */
export async function recordFailure(db: Db, clock: Clock, attempt: Attempt, ip: string, publicBaseUrl: string): Promise<void> {
  if (attempt.emailKey === null || attempt.loginAttemptId === null) return;
  const now = clock.now();
  const since = new Date(now.getTime() - LOCK_MINUTES * MINUTE_MS).toISOString();
  const [counted] = (await db('portal_sign_in_failures')
    .where({ gate_key: loginGate(attempt.emailKey) })
    .where('at', '>', since)
    .where('id', '<=', attempt.loginAttemptId)
    .count({ n: '*' })) as Array<{ n: number | string }>;
  if (Number(counted?.n ?? 0) !== LOGIN_LOCK_FAILURES) return;
  const memberships = await membershipsOf(db, attempt.emailKey);
  const person = memberships[0];
  if (!person) return;
  await queueMail(db, clock, {
    to: person.email,
    subject: `Your partner portal sign-in is locked for ${LOCK_MINUTES} minutes`,
    text: [
      `Hello ${person.firstName},`,
      '',
      `There were ${LOGIN_LOCK_FAILURES} failed attempts to sign in to the partner portal with this e-mail address, the last from the address ${ip}.`,
      `Sign-in for this address is locked for ${LOCK_MINUTES} minutes.`,
      '',
      'If this was you, wait and try again, or set a new password with "Forgot your password?". If it was not, set a new password: yours may be known to someone else.',
      '',
      `Sign in: ${publicBaseUrl}/portal/`,
    ].join('\n'),
    related: { type: 'portal_login', id: attempt.emailKey },
  });
}

/**
 * Runs `check` as a counted attempt of the login (a password or a code confirmed by someone already
 * signed in): refused while the login is locked, forgotten when `check` passes, a failure when not.
 */
export async function guardedCheck(db: Db, clock: Clock, email: string, ip: string, publicBaseUrl: string, check: () => Promise<boolean>): Promise<boolean> {
  const attempt = await takeAttempt(db, clock, email, ip);
  const passed = await check();
  if (passed) await forgetAttempt(db, attempt);
  else await recordFailure(db, clock, attempt, ip, publicBaseUrl);
  return passed;
}
