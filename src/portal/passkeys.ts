import type * as SimpleWebAuthn from '@simplewebauthn/server';
import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { newId } from '../platform/ids';
import { newToken, tokenHash } from '../platform/tokens';
import { classifyDbError } from '../platform/dbErrors';
import { errors } from '../errors';
import { loginById, markSecondFactor, type PortalLoginRow } from '../engine/portalLogins';
import { portalName, type PortalContext } from './context';
import { checkMayChangeFactors, hasSecondFactor } from './totp';
import { rotatePortalSession, type OpenedSession, type PortalPrincipal } from './sessions';

/**
 * Passkeys (WebAuthn) of a login, through @simplewebauthn/server: the relying party is this
 * service (its host name, from PUBLIC_BASE_URL, and its origin). A passkey is a discoverable
 * credential the person verifies on their device (a fingerprint, a PIN), so it signs in alone and
 * is the session's second factor. Each ceremony's challenge is kept as its SHA-256 for 5 minutes
 * and spent by a conditional update before the answer is verified: a challenge works once.
 */
export const CHALLENGE_MINUTES = 5;
const MINUTE_MS = 60_000;

let library: typeof SimpleWebAuthn | undefined;

/** @simplewebauthn/server, loaded on the first ceremony: most processes never see one, and start-up need not load it. */
function webauthn(): typeof SimpleWebAuthn {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  library ??= require('@simplewebauthn/server') as typeof SimpleWebAuthn;
  return library;
}

/** This service as the relying party of its passkeys. */
export function relyingParty(publicBaseUrl: string): { id: string; origin: string } {
  const url = new URL(publicBaseUrl);
  return { id: url.hostname, origin: url.origin };
}

export interface PasskeyRow {
  id: string;
  login_id: string;
  credential_id: string;
  public_key: string;
  sign_count: number | string;
  transports: string;
  device_type: string;
  backed_up: boolean | number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface PasskeyView {
  id: string;
  name: string;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  created_at: string;
  last_used_at: string | null;
}

export const passkeyView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  device_type: row.device_type === 'multiDevice' ? 'multiDevice' : 'singleDevice',
  backed_up: Boolean(row.backed_up),
  created_at: row.created_at,
  last_used_at: row.last_used_at,
});

export async function listPasskeys(db: Db, loginId: string): Promise<PasskeyView[]> {
  const rows = (await db('portal_passkeys').where({ login_id: loginId }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as PasskeyRow[];
  return rows.map(passkeyView);
}

type Transport = SimpleWebAuthn.AuthenticatorTransportFuture;
const TRANSPORTS: ReadonlySet<string> = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const transportsOf = (stored: string): Transport[] => stored.split(' ').filter((t): t is Transport => TRANSPORTS.has(t));

/** Stores a ceremony's challenge (and sweeps those long expired). */
async function keepChallenge(db: Db, clock: Clock, challenge: string, purpose: 'register' | 'sign_in', loginId: string | null): Promise<void> {
  const now = clock.now();
  await db('portal_webauthn_challenges').where('expires_at', '<', new Date(now.getTime() - 24 * 60 * MINUTE_MS).toISOString()).delete();
  await db('portal_webauthn_challenges').insert({
    challenge_hash: tokenHash(challenge),
    purpose,
    login_id: loginId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * MINUTE_MS).toISOString(),
    used_at: null,
  });
}

/** The challenge an answer signed, read from its client data; null when the answer carries none. */
function challengeOf(response: { response: { clientDataJSON?: unknown } }): string | null {
  try {
    const data = JSON.parse(Buffer.from(String(response.response.clientDataJSON ?? ''), 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

/** Spends a challenge of `purpose` (and of `loginId`, for a registration): true when it was unused and current. */
async function spendChallenge(db: Db | Knex.Transaction, clock: Clock, challenge: string, purpose: 'register' | 'sign_in', loginId: string | null): Promise<boolean> {
  const nowIso = clock.now().toISOString();
  const query = db('portal_webauthn_challenges').where({ challenge_hash: tokenHash(challenge), purpose }).whereNull('used_at').where('expires_at', '>', nowIso);
  if (loginId !== null) query.where({ login_id: loginId });
  return (await query.update({ used_at: nowIso })) === 1;
}

const loginIdBytes = (loginId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(loginId);

async function loginOf(db: Db, principal: PortalPrincipal): Promise<PortalLoginRow> {
  const login = await loginById(db, principal.loginId);
  if (!login) throw errors.portalSessionEnded();
  return login;
}

/** The options of a new passkey's registration, for the signed-in login. */
export async function startPasskeyRegistration(ctx: PortalContext, principal: PortalPrincipal): Promise<SimpleWebAuthn.PublicKeyCredentialCreationOptionsJSON> {
  const login = await loginOf(ctx.db, principal);
  await checkMayChangeFactors(ctx.db, login, principal);
  const rp = relyingParty(ctx.publicBaseUrl);
  const existing = (await ctx.db('portal_passkeys').where({ login_id: login.id }).select('credential_id', 'transports')) as Array<{ credential_id: string; transports: string }>;
  const options = await webauthn().generateRegistrationOptions({
    rpName: await portalName(ctx.db),
    rpID: rp.id,
    userName: login.email_key,
    userID: loginIdBytes(login.id),
    userDisplayName: `${principal.firstName} ${principal.lastName}`.trim() || login.email_key,
    challenge: newToken(),
    timeout: CHALLENGE_MINUTES * MINUTE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(ctx.db, ctx.clock, options.challenge, 'register', login.id);
  return options;
}

const notVerified = (why: string) => errors.invalidField('response', `the passkey could not be verified: ${why}`);

/**
 * Registers the passkey an authenticator made for a challenge of this login, verified with the
 * person verified on the device; the session gets it as its second factor under a new id.
 */
export async function addPasskey(ctx: PortalContext, principal: PortalPrincipal, input: { name?: string | undefined; response: Record<string, unknown> }): Promise<{ passkey: PasskeyView; session: OpenedSession }> {
  const login = await loginOf(ctx.db, principal);
  await checkMayChangeFactors(ctx.db, login, principal);
  const response = input.response as unknown as SimpleWebAuthn.RegistrationResponseJSON;
  const challenge = challengeOf(response);
  if (challenge === null || !(await spendChallenge(ctx.db, ctx.clock, challenge, 'register', login.id))) throw notVerified('the request expired or was used; try again');
  const rp = relyingParty(ctx.publicBaseUrl);
  let verification: SimpleWebAuthn.VerifiedRegistrationResponse;
  try {
    verification = await webauthn().verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true });
  } catch (err) {
    throw notVerified(err instanceof Error ? err.message.replace(/\.$/, '') : 'the answer is malformed');
  }
  const info = verification.registrationInfo;
  if (!verification.verified || !info) throw notVerified('the authenticator did not verify the person');
  const nowIso = ctx.clock.now().toISOString();
  const row: PasskeyRow = {
    id: newId('ppk'),
    login_id: login.id,
    credential_id: info.credential.id,
    public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
    sign_count: info.credential.counter,
    transports: (info.credential.transports ?? []).join(' '),
    device_type: info.credentialDeviceType,
    backed_up: info.credentialBackedUp,
    name: input.name?.trim() || (info.credentialDeviceType === 'multiDevice' ? 'Synced passkey' : 'Passkey on this device'),
    created_at: nowIso,
    last_used_at: null,
  };
  return ctx.db.transaction(async (trx) => {
    try {
      await trx('portal_passkeys').insert(row);
    } catch (err) {
      if (classifyDbError(err) === 'unique_violation') throw errors.portalRefused('That passkey is registered already.');
      throw err;
    }
    await markSecondFactor(trx, login.email_key, true);
    const session = await rotatePortalSession(trx, ctx.clock, principal, { secondFactor: principal.secondFactor ?? 'passkey' });
    return { passkey: passkeyView(row), session };
  });
}

/** Removes one of the login's passkeys (a session without a second factor removes none while the login has one). */
export async function removePasskey(ctx: PortalContext, principal: PortalPrincipal, id: string): Promise<void> {
  const login = await loginOf(ctx.db, principal);
  const row = (await ctx.db('portal_passkeys').where({ id, login_id: login.id }).first('id')) as { id: string } | undefined;
  if (!row) throw errors.portalPasskeyNotFound(id);
  await checkMayChangeFactors(ctx.db, login, principal);
  await ctx.db.transaction(async (trx) => {
    await trx('portal_passkeys').where({ id, login_id: login.id }).delete();
    await markSecondFactor(trx, login.email_key, await hasSecondFactor(trx, login));
  });
}

/** The options of a passkey sign-in: any passkey registered here (the browser offers the person theirs). */
export async function startPasskeySignIn(ctx: Pick<PortalContext, 'db' | 'clock' | 'publicBaseUrl'>): Promise<SimpleWebAuthn.PublicKeyCredentialRequestOptionsJSON> {
  const options = await webauthn().generateAuthenticationOptions({
    rpID: relyingParty(ctx.publicBaseUrl).id,
    challenge: newToken(),
    timeout: CHALLENGE_MINUTES * MINUTE_MS,
    userVerification: 'required',
  });
  await keepChallenge(ctx.db, ctx.clock, options.challenge, 'sign_in', null);
  return options;
}

/**
 * The login a passkey's answer to a sign-in challenge proves, the challenge spent and the
 * passkey's counter and use recorded; null when it proves nothing (an unknown, used or expired
 * challenge, a passkey not registered here, an answer that does not verify).
 */
export async function verifyPasskeySignIn(ctx: Pick<PortalContext, 'db' | 'clock' | 'publicBaseUrl'>, raw: Record<string, unknown>): Promise<PortalLoginRow | null> {
  const response = raw as unknown as SimpleWebAuthn.AuthenticationResponseJSON;
  const challenge = challengeOf(response);
  if (challenge === null || !(await spendChallenge(ctx.db, ctx.clock, challenge, 'sign_in', null))) return null;
  const passkey = (await ctx.db('portal_passkeys').where({ credential_id: String(response.id) }).first()) as PasskeyRow | undefined;
  if (!passkey) return null;
  const userHandle = response.response.userHandle;
  if (typeof userHandle === 'string' && userHandle !== '' && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.login_id) return null;
  const rp = relyingParty(ctx.publicBaseUrl);
  let verification: SimpleWebAuthn.VerifiedAuthenticationResponse;
  try {
    verification = await webauthn().verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter: Number(passkey.sign_count), transports: transportsOf(passkey.transports) },
      requireUserVerification: true,
    });
  } catch {
    return null;
  }
  if (!verification.verified) return null;
  await ctx.db('portal_passkeys')
    .where({ id: passkey.id })
    .update({ sign_count: verification.authenticationInfo.newCounter, last_used_at: ctx.clock.now().toISOString(), backed_up: verification.authenticationInfo.credentialBackedUp });
  return (await loginById(ctx.db, passkey.login_id)) ?? null;
}
