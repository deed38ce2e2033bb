import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from './clock';
import { randomString, CROCKFORD } from './ids';

/**
 * The secrets that sign a person in: a member of staff to the console (src/staff/), a partner's
 * person to the portal (src/portal/). Passwords: scrypt (memory-hard) with a 16-byte salt
 * per password, N = 2^15 unless PASSWORD_HASH_COST says more, r = 8, p = 1 (32 MB; 80 to 160
 * ms on a busy 2-core machine), stored with their parameters so the cost can be raised later. TOTP: RFC 6238 with SHA-1, 6 digits, 30 s.
 */
const SCRYPT = { r: 8, p: 1, keyLength: 32 };
/** log2 N of the passwords hashed from now on: the service's `PASSWORD_HASH_COST` (config.ts), set as it starts. */
let cost = 15;

/** Sets the cost of the passwords hashed from now on (createServices, from the config); a hash stored earlier keeps its own. */
export function usePasswordHashCost(log2N: number): void {
  cost = log2N;
}

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number; keyLength: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, params.keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export const MIN_PASSWORD_LENGTH = 12;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { ...SCRYPT, N: 2 ** cost };
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Hashes no password matches, by cost: checked when nobody has the e-mail address, so the answer takes as long. */
const decoys = new Map<number, Promise<string>>();

/** Whether `password` is the one `stored` hashes; null `stored` spends the same time and answers false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  let decoy = decoys.get(cost);
  if (decoy === undefined) {
    decoy = hashPassword(randomBytes(16).toString('base64url'));
    decoys.set(cost, decoy);
  }
  const [scheme, n, r, p, salt, key] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), keyLength: expected.length });
  return stored !== null && timingSafeEqual(actual, expected);
}

export const TOTP_PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totpOf(secret: string, label: string, issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The `otpauth://` URI an authenticator app enrols from, listed there under `issuer` (who asks for it) and `label` (whose it is). */
export const totpUri = (secret: string, label: string, issuer: string): string => totpOf(secret, label, issuer).toString();

/** The code of a moment, for the test kit and for nothing else that signs in. */
export const totpCode = (secret: string, at: Date): string => totpOf(secret, '').generate({ timestamp: at.getTime() });

/**
 * The 30-second step a code belongs to, within one step either side of now, or null. The caller
 * refuses a step at or before the last one accepted (a replay).
 */
export function totpStep(secret: string, code: string, clock: Clock): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const now = clock.now().getTime();
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Ten recovery codes, `xxxxx-xxxxx` in Crockford's base32 (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const body = randomString(CROCKFORD, 10).toLowerCase();
    return `${body.slice(0, 5)}-${body.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without the dash or spaces), as generated; null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const body = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[0-9a-hjkmnp-tv-z]{10}$/.test(body) ? `${body.slice(0, 5)}-${body.slice(5)}` : null;
}
