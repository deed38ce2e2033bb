import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The bearer secrets of the service's own sessions and single-use links (a member of staff's
 * set-up link and session, a driver's job link and session): 32 random bytes, base64url, stored
 * only as their SHA-256, and compared in constant time.
 */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 of a high-entropy token (set-up link, session id, recovery code, job link), as stored. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Equal strings, compared in constant time for their length. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `text` has the form of a `newToken()`: 43 characters of base64url. */
export const isTokenShaped = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text);
