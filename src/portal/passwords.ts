import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { hashPassword, verifyPassword } from '../platform/passwords';
import { newToken, tokenHash } from '../platform/tokens';
import { queueMail } from '../platform/mailer';
import { errors } from '../errors';
import { ensureLogin, loginById, loginKey, membershipsOf, passwordProblem, setLoginPassword } from '../engine/portalLogins';
import { clearLoginFailures, guardedCheck } from './gates';
import type { PortalContext } from './context';
import { endLoginSessions, rotatePortalSession, type OpenedSession, type PortalPrincipal } from './sessions';

/**
 * A login's password after the invitation set it: changed by the signed-in person (with the
 * current one), or set again through a forgotten-password link e-mailed to the login, single-use
 * and valid one hour (`/portal/reset#<token>`: the token in the fragment never reaches a server's
 * log). Either ends the login's other sessions and tells the person by e-mail.
 */
export const RESET_LINK_MINUTES = 60;
/** Links e-mailed to one address in an hour at most: a flood of requests sends no flood of mail. */
export const RESET_LINKS_PER_HOUR = 3;
const MINUTE_MS = 60_000;

export const resetUrl = (publicBaseUrl: string, token: string): string => `${publicBaseUrl}/portal/reset#${token}`;

async function tellPasswordChanged(db: Db, clock: Clock, email: string, publicBaseUrl: string, how: string): Promise<void> {
  const person = (await membershipsOf(db, email))[0];
  if (!person) return;
  await queueMail(db, clock, {
    to: person.email,
    subject: 'Your partner portal password was changed',
    text: [
      `Hello ${person.firstName},`,
      '',
      `The password of your partner portal login (${person.email}) was ${how} at ${clock.now().toISOString()}. Every other session of it has been signed out.`,
      '',
      `If this was not you, set a new password at once with "Forgot your password?" on ${publicBaseUrl}/portal/ and tell the trade desk.`,
    ].join('\n'),
    related: { type: 'portal_login', id: loginKey(email) },
  });
}

/** Changes the password given the current one (counted as a sign-in attempt); the session gets a new id, the login's others end. */
export async function changePassword(ctx: PortalContext, principal: PortalPrincipal, current: string, next: string): Promise<OpenedSession> {
  const login = await loginById(ctx.db, principal.loginId);
  if (!login) throw errors.portalSessionEnded();
  const problem = passwordProblem(next);
  if (problem !== null) throw errors.invalidField('new_password', problem.replace(/^The password /, '').replace(/\.$/, ''));
  const ok = await guardedCheck(ctx.db, ctx.clock, login.email_key, ctx.ip, ctx.publicBaseUrl, () => verifyPassword(current, login.password_hash));
  if (!ok) throw errors.invalidField('current_password', 'is not your current password');
  const passwordHash = await hashPassword(next);
  const session = await ctx.db.transaction(async (trx) => {
    await setLoginPassword(trx, ctx.clock, login.id, passwordHash);
    await endLoginSessions(trx, ctx.clock, login.id, principal.sessionIdHash);
    return rotatePortalSession(trx, ctx.clock, principal);
  });
  await tellPasswordChanged(ctx.db, ctx.clock, login.email_key, ctx.publicBaseUrl, 'changed');
  return session;
}

/**
 * E-mails a forgotten-password link when the address is an active person of some account's live
 * team, and at most RESET_LINKS_PER_HOUR an hour: the address's earlier links stop working. Says
 * nothing of whether it did.
 */
export async function requestPasswordReset(ctx: PortalContext, email: string): Promise<void> {
  const key = loginKey(email);
  const person = (await membershipsOf(ctx.db, key))[0];
  if (!person) return;
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  await ctx.db.transaction(async (trx) => {
    const since = new Date(now.getTime() - 60 * MINUTE_MS).toISOString();
    const [sent] = (await trx('portal_password_resets').where({ email_key: key }).where('created_at', '>', since).count({ n: '*' })) as Array<{ n: number | string }>;
    if (Number(sent?.n ?? 0) >= RESET_LINKS_PER_HOUR) return;
    await trx('portal_password_resets').where({ email_key: key }).whereNull('used_at').update({ used_at: nowIso });
    const token = newToken();
    const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * MINUTE_MS).toISOString();
    await trx('portal_password_resets').insert({ token_hash: tokenHash(token), email_key: key, ip: ctx.ip, created_at: nowIso, expires_at: expiresAt, used_at: null });
    await queueMail(trx, ctx.clock, {
      to: person.email,
      subject: 'Set a new password for the partner portal',
      text: [
        `Hello ${person.firstName},`,
        '',
        'Someone (we hope you) asked to set a new password for your partner portal login. Choose one here; the link works once, for one hour:',
        resetUrl(ctx.publicBaseUrl, token),
        '',
        'If you did not ask for it, ignore this message: your password stays as it is.',
      ].join('\n'),
      related: { type: 'portal_login', id: key },
    });
  });
}

/**
 * Sets a new password with a link's token, spent in the same transaction by a conditional update
 * (of two uses at once, one wins): every session of the login ends and its failed sign-ins are
 * forgotten. A token that is unknown, used or expired answers 401.
 */
export async function completePasswordReset(ctx: PortalContext, token: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem !== null) throw errors.invalidField('password', problem.replace(/^The password /, '').replace(/\.$/, ''));
  const hash = tokenHash(token);
  const link = (await ctx.db('portal_password_resets').where({ token_hash: hash }).first('email_key', 'used_at', 'expires_at')) as { email_key: string; used_at: string | null; expires_at: string } | undefined;
  const nowIso = ctx.clock.now().toISOString();
  if (!link || link.used_at !== null || link.expires_at <= nowIso) throw errors.resetLinkRefused();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (trx) => {
    const spent = await trx('portal_password_resets').where({ token_hash: hash }).whereNull('used_at').where('expires_at', '>', ctx.clock.now().toISOString()).update({ used_at: ctx.clock.now().toISOString() });
    if (spent !== 1) throw errors.resetLinkRefused();
    const login = await ensureLogin(trx, ctx.clock, link.email_key);
    await setLoginPassword(trx, ctx.clock, login.id, passwordHash);
    await endLoginSessions(trx, ctx.clock, login.id);
    await clearLoginFailures(trx, link.email_key);
  });
  await tellPasswordChanged(ctx.db, ctx.clock, link.email_key, ctx.publicBaseUrl, 'set again through a forgotten-password link');
}
