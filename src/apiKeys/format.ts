import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API key format: `svc_<mode>_` + 43 base62 characters (256 random bits) + a 6-character
 * base62 checksum of everything before it. The checksum lets a mistyped or truncated key be
 * refused without a database look-up, and lets secret scanners recognise real keys.
 */
export type KeyMode = 'test' | 'live';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SECRET_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
/** Characters of the secret, after the mode prefix, stored in clear to find the key's row. */
const LOOKUP_CHARS = 12;
const KEY_PATTERN = new RegExp(`^svc_(test|live)_([0-9A-Za-z]{${SECRET_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`);

function toBase62(bytes: Buffer, length: number): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  for (let i = 0; i < length; i++) {
    out = BASE62[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out;
}

function checksum(body: string): string {
  return toBase62(createHash('sha256').update(body).digest().subarray(0, 8), CHECKSUM_LENGTH);
}

export const modePrefix = (mode: KeyMode): string => `svc_${mode}_`;

export interface ParsedKey {
  mode: KeyMode;
  lookupPrefix: string;
  hash: string;
}

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new key, its lookup prefix and its hash. The key is shown once and never stored. */
export function generateKey(mode: KeyMode): { key: string } & ParsedKey {
  const body = modePrefix(mode) + toBase62(randomBytes(32), SECRET_LENGTH);
  const key = body + checksum(body);
  return { key, mode, lookupPrefix: body.slice(0, modePrefix(mode).length + LOOKUP_CHARS), hash: hashKey(key) };
}

/** Parses a presented key; null when it is not a well-formed key with a valid checksum. */
export function parseKey(presented: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return null;
  const body = presented.slice(0, presented.length - CHECKSUM_LENGTH);
  const expected = Buffer.from(checksum(body));
  if (!timingSafeEqual(expected, Buffer.from(match[3] as string))) return null;
  const mode = match[1] as KeyMode;
  return { mode, lookupPrefix: body.slice(0, modePrefix(mode).length + LOOKUP_CHARS), hash: hashKey(presented) };
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
