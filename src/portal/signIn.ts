import type { Knex } from 'knex';
import { verifyPassword } from '../platform/passwords';
import { errors } from '../errors';
import type { KeyMode } from '../apiKeys/format';
import { loginByEmail, membershipsOf, type Membership, type PortalLoginRow } from '../engine/portalLogins';
import { clearLogin, forgetAttempt, recordFailure, takeAttempt } from './gates';
import { spendCode } from './totp';
import { verifyPasskeySignIn } from './passkeys';
import type { PortalContext } from './context';
import { liveRefusal, openPortalSession, type OpenedSession, type SecondFactor } from './sessions';

/**
 * Signing in to the portal: with the e-mail address and password (and the authenticator's code
 * once the login has one), or with a passkey. Every refusal but a lock, a missing code and an
 * account not of the login is the same 401, whether anybody has the address or not; each attempt
 * counts against the login's and the address's locks before it is checked (src/portal/gates.ts).
 */
export interface PasswordSignIn {
  email: string;
  password: string;
  code?: string | undefined;
  accountId?: string | undefined;
}

export interface SignInContext extends PortalContext {
  /** The session the browser still held, if any: ended at sign-in, so no id outlives a sign-in. */
  previousSessionId: string | null;
}

const isKeyMode = (value: unknown): value is KeyMode => value === 'test' || value === 'live';

/** The account a sign-in opens: the one asked for (404 unless the login's), else the one used last, else the first by name. */
function chosenMembership(memberships: readonly Membership[], login: PortalLoginRow, accountId: string | undefined): Membership {
  if (accountId !== undefined) {
    const asked = memberships.find((m) => m.accountId === accountId);
    if (!asked) throw errors.portalAccountNotFound(accountId);
    return asked;
  }
  return memberships.find((m) => m.accountId === login.last_account_id) ?? (memberships[0] as Membership);
}

/** The data a new session acts on: where the login was last (live unless it was on test), if the person may act there now; else test. */
function openingMode(login: PortalLoginRow, membership: Membership, secondFactor: SecondFactor | null): KeyMode {
  const wanted: KeyMode = isKeyMode(login.last_mode) ? login.last_mode : 'live';
  return liveRefusal(wanted, membership.liveAccess, membership.role, secondFactor) === null ? wanted : 'test';
}

async function open(trx: Knex.Transaction, ctx: SignInContext, login: PortalLoginRow, membership: Membership, secondFactor: SecondFactor | null): Promise<OpenedSession> {
  return openPortalSession(trx, ctx.clock, { login, membership, mode: openingMode(login, membership, secondFactor), secondFactor, ip: ctx.ip, previousSessionId: ctx.previousSessionId });
}

/** Signs a person in with their password (and code). */
export async function signInWithPassword(ctx: SignInContext, input: PasswordSignIn): Promise<OpenedSession> {
  const attempt = await takeAttempt(ctx.db, ctx.clock, input.email, ctx.ip);
  const login = await loginByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(input.password, login?.password_hash ?? null);
  const memberships = login && passwordOk ? await membershipsOf(ctx.db, login.email_key) : [];
  const fail = async (): Promise<never> => {
    await recordFailure(ctx.db, ctx.clock, attempt, ctx.ip, ctx.publicBaseUrl);
    throw errors.signInFailed();
  };
  if (!login || !passwordOk || memberships.length === 0) return fail();
  const needsCode = login.totp_secret_sealed !== null;
  if (needsCode && (input.code === undefined || input.code.trim() === '')) {
    // The password was right: not a failure, and the person is asked for the code.
    await forgetAttempt(ctx.db, attempt);
    throw errors.portalCodeNeeded();
  }
  let membership: Membership;
  try {
    membership = chosenMembership(memberships, login, input.accountId);
  } catch (err) {
    await forgetAttempt(ctx.db, attempt);
    throw err;
  }
  const opened = await ctx.db.transaction(async (trx) => {
    const secondFactor = needsCode ? await spendCode(trx, ctx.clock, ctx.dataKey, login, input.code ?? '') : null;
    if (needsCode && secondFactor === null) return null;
    const session = await open(trx, ctx, login, membership, secondFactor);
    await clearLogin(trx, attempt);
    return session;
  });
  return opened ?? fail();
}

/** Signs a person in with a passkey's answer (the passkey is the session's second factor). */
export async function signInWithPasskey(ctx: SignInContext, input: { response: Record<string, unknown>; accountId?: string | undefined }): Promise<OpenedSession> {
  const attempt = await takeAttempt(ctx.db, ctx.clock, null, ctx.ip);
  const login = await verifyPasskeySignIn(ctx, input.response);
  const memberships = login ? await membershipsOf(ctx.db, login.email_key) : [];
  if (!login || memberships.length === 0) throw errors.passkeyRefused();
  let membership: Membership;
  try {
    membership = chosenMembership(memberships, login, input.accountId);
  } catch (err) {
    await forgetAttempt(ctx.db, attempt);
    throw err;
  }
  return ctx.db.transaction(async (trx) => {
    const session = await open(trx, ctx, login, membership, 'passkey');
    await forgetAttempt(trx, attempt);
    return session;
  });
}
