import type { Knex } from 'knex';
import type { KeyObject } from 'node:crypto';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { seal, unseal } from '../platform/sealed';
import { tokenHash } from '../platform/tokens';
import { newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, totpStep, totpUri, verifyPassword } from '../platform/passwords';
import { errors } from '../errors';
import { darkRuns, qrModules, QR_MARGIN } from '../engine/documents/qr';
import { loginById, markSecondFactor, type PortalLoginRow } from '../engine/portalLogins';
import { guardedCheck } from './gates';
import { portalName, type PortalContext } from './context';
import { rotatePortalSession, type OpenedSession, type PortalPrincipal, type SecondFactor } from './sessions';

/**
 * A login's authenticator app: a TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s) kept sealed and
 * bound to the login (a sealed value copied to another row does not open), each code good once
 * (the last step used is kept), with ten recovery codes kept as their SHA-256, each good once.
 * Enrolment is in two steps: a secret is shown and kept pending for 15 minutes, and a code of it
 * confirms it. Once a login has a second factor, a session without one changes none of them.
 */
export const PENDING_MINUTES = 15;
const MINUTE_MS = 60_000;

const totpContext = (loginId: string): string => `portal_totp:${loginId}`;

const openSecret = (key: KeyObject, loginId: string, sealed: string | null): string | null => (sealed === null ? null : unseal(key, sealed, totpContext(loginId)));

/** Whether the login has a passkey. */
export async function passkeyCount(db: Db | Knex.Transaction, loginId: string): Promise<number> {
  const [row] = (await db('portal_passkeys').where({ login_id: loginId }).count({ n: '*' })) as Array<{ n: number | string }>;
  return Number(row?.n ?? 0);
}

/** Whether the login has any second factor: an authenticator app or a passkey. */
export async function hasSecondFactor(db: Db | Knex.Transaction, login: PortalLoginRow): Promise<boolean> {
  return login.totp_secret_sealed !== null || (await passkeyCount(db, login.id)) > 0;
}

/** A login's second factors change only on a session that proved one, once the login has one (403 otherwise). */
export async function checkMayChangeFactors(db: Db | Knex.Transaction, login: PortalLoginRow, principal: PortalPrincipal): Promise<void> {
  if (principal.secondFactor === null && (await hasSecondFactor(db, login))) throw errors.secondFactorOnSessionRequired();
}

async function loginOf(db: Db | Knex.Transaction, principal: PortalPrincipal): Promise<PortalLoginRow> {
  const login = await loginById(db, principal.loginId);
  if (!login) throw errors.portalSessionEnded();
  return login;
}

/**
 * Spends `code` for `login`: a TOTP code of a step after the last one used (`totp`), or, unless
 * `totpOnly`, an unused recovery code (`recovery_code`); null when it is neither. Conditional
 * updates, so two requests with one code cannot both pass.
 */
export async function spendCode(db: Db | Knex.Transaction, clock: Clock, dataKey: KeyObject, login: PortalLoginRow, code: string, totpOnly = false): Promise<Exclude<SecondFactor, 'passkey'> | null> {
  const trimmed = code.replace(/\s/g, '');
  if (/^[0-9]{6}$/.test(trimmed)) {
    const secret = openSecret(dataKey, login.id, login.totp_secret_sealed);
    const step = secret === null ? null : totpStep(secret, trimmed, clock);
    if (step === null) return null;
    const taken = await db('portal_logins')
      .where({ id: login.id })
      .whereNotNull('totp_secret_sealed')
      .where((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
      .update({ totp_last_step: step });
    return taken === 1 ? 'totp' : null;
  }
  if (totpOnly) return null;
  const recovery = normaliseRecoveryCode(trimmed);
  if (recovery === null) return null;
  const used = await db('portal_recovery_codes').where({ login_id: login.id, code_hash: tokenHash(recovery) }).whereNull('used_at').update({ used_at: clock.now().toISOString() });
  return used === 1 ? 'recovery_code' : null;
}

/** The QR code of `text` as an SVG `data:` URI (drawn here, never cached: the text holds a secret). */
function qrDataUri(text: string): string {
  const modules = qrModules(text);
  const side = modules.size + 2 * QR_MARGIN;
  const path = darkRuns(modules)
    .map((run) => `M${run.start + QR_MARGIN} ${run.row + QR_MARGIN}h${run.length}v1h-${run.length}z`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export interface TotpEnrolmentView {
  secret: string;
  otpauth_uri: string;
  qr_code: string;
  expires_at: string;
}

/** A new secret to enrol, kept pending (a newer one replaces it). */
export async function startTotpEnrolment(ctx: PortalContext, principal: PortalPrincipal): Promise<TotpEnrolmentView> {
  const login = await loginOf(ctx.db, principal);
  if (login.totp_secret_sealed !== null) throw errors.portalRefused('Your login has an authenticator app already: remove it first to enrol another.');
  await checkMayChangeFactors(ctx.db, login, principal);
  const secret = newTotpSecret();
  const now = ctx.clock.now();
  await ctx.db('portal_logins')
    .where({ id: login.id })
    .update({ totp_pending_sealed: seal(ctx.dataKey, secret, totpContext(login.id)), totp_pending_at: now.toISOString(), updated_at: now.toISOString() });
  const uri = totpUri(secret, login.email_key, await portalName(ctx.db));
  return { secret, otpauth_uri: uri, qr_code: qrDataUri(uri), expires_at: new Date(now.getTime() + PENDING_MINUTES * MINUTE_MS).toISOString() };
}

/** Ten new recovery codes of the login, replacing its old ones, in `trx`: answered once. */
async function issueRecoveryCodes(trx: Knex.Transaction, clock: Clock, loginId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const now = clock.now().toISOString();
  await trx('portal_recovery_codes').where({ login_id: loginId }).delete();
  await trx('portal_recovery_codes').insert(codes.map((code) => ({ login_id: loginId, code_hash: tokenHash(code), created_at: now, used_at: null })));
  return codes;
}

/**
 * Enrols the pending secret with a current code of it, in one transaction: the login's secret is
 * set only if it has none and the pending one is the one read (of two confirmations at once, one
 * wins), recovery codes are issued, and the session, which just proved the code, gets it as its
 * second factor under a new id.
 */
export async function confirmTotpEnrolment(ctx: PortalContext, principal: PortalPrincipal, code: string): Promise<{ recoveryCodes: string[]; session: OpenedSession }> {
  const login = await loginOf(ctx.db, principal);
  if (login.totp_secret_sealed !== null) throw errors.portalRefused('Your login has an authenticator app already: remove it first to enrol another.');
  const now = ctx.clock.now();
  const pendingSince = login.totp_pending_at === null ? null : Date.parse(login.totp_pending_at);
  if (login.totp_pending_sealed === null || pendingSince === null || now.getTime() - pendingSince > PENDING_MINUTES * MINUTE_MS) {
    throw errors.portalRefused('No authenticator secret awaits confirmation: begin the enrolment again.');
  }
  const secret = openSecret(ctx.dataKey, login.id, login.totp_pending_sealed) as string;
  const step = totpStep(secret, code.replace(/\s/g, ''), ctx.clock);
  if (step === null) throw errors.invalidField('code', 'is not the current code of the authenticator app; check the time on the device and try the next code');
  return ctx.db.transaction(async (trx) => {
    const nowIso = now.toISOString();
    const enrolled = await trx('portal_logins')
      .where({ id: login.id, totp_pending_sealed: login.totp_pending_sealed })
      .whereNull('totp_secret_sealed')
      .update({ totp_secret_sealed: login.totp_pending_sealed, totp_last_step: step, totp_enrolled_at: nowIso, totp_pending_sealed: null, totp_pending_at: null, updated_at: nowIso });
    if (enrolled !== 1) throw errors.portalRefused('No authenticator secret awaits confirmation: begin the enrolment again.');
    const recoveryCodes = await issueRecoveryCodes(trx, ctx.clock, login.id);
    await markSecondFactor(trx, login.email_key, true);
    const session = await rotatePortalSession(trx, ctx.clock, principal, { secondFactor: principal.secondFactor ?? 'totp' });
    return { recoveryCodes, session };
  });
}

/** Removes the authenticator and its recovery codes, given the password and a current code (both counted as sign-in attempts). */
export async function removeTotp(ctx: PortalContext, principal: PortalPrincipal, password: string, code: string): Promise<void> {
  const login = await loginOf(ctx.db, principal);
  if (login.totp_secret_sealed === null) throw errors.portalRefused('Your login has no authenticator app.');
  const passwordOk = await guardedCheck(ctx.db, ctx.clock, login.email_key, ctx.ip, ctx.publicBaseUrl, () => verifyPassword(password, login.password_hash));
  if (!passwordOk) throw errors.invalidField('password', 'is not your current password');
  const codeOk = await guardedCheck(ctx.db, ctx.clock, login.email_key, ctx.ip, ctx.publicBaseUrl, async () => (await spendCode(ctx.db, ctx.clock, ctx.dataKey, login, code)) !== null);
  if (!codeOk) throw errors.invalidField('code', 'is not a current code of your authenticator, nor an unused recovery code');
  await ctx.db.transaction(async (trx) => {
    const nowIso = ctx.clock.now().toISOString();
    await trx('portal_logins').where({ id: login.id }).update({ totp_secret_sealed: null, totp_last_step: null, totp_enrolled_at: null, totp_pending_sealed: null, totp_pending_at: null, updated_at: nowIso });
    await trx('portal_recovery_codes').where({ login_id: login.id }).delete();
    await markSecondFactor(trx, login.email_key, (await passkeyCount(trx, login.id)) > 0);
  });
}

/** Ten new recovery codes for a current code of the authenticator (counted as a sign-in attempt). */
export async function renewRecoveryCodes(ctx: PortalContext, principal: PortalPrincipal, code: string): Promise<string[]> {
  const login = await loginOf(ctx.db, principal);
  if (login.totp_secret_sealed === null) throw errors.portalRefused('Your login has no authenticator app.');
  const codeOk = await guardedCheck(ctx.db, ctx.clock, login.email_key, ctx.ip, ctx.publicBaseUrl, async () => (await spendCode(ctx.db, ctx.clock, ctx.dataKey, login, code, true)) !== null);
  if (!codeOk) throw errors.invalidField('code', 'is not a current code of your authenticator app');
  return ctx.db.transaction((trx) => issueRecoveryCodes(trx, ctx.clock, login.id));
}
