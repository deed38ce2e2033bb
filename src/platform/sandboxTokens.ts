import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Clock } from './clock';
import { unixSeconds } from './clock';
import { errors } from '../errors';
import { newTokenId } from './ids';

export const SANDBOX_TOKEN_PREFIX = 'svc_sandbox_';
export const SANDBOX_SCOPES = ['sandbox:transfers.quote', 'sandbox:availability.read'] as const;
export const SANDBOX_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const ISSUER = 'svc-trade-api';
const AUDIENCE = 'svc-sandbox';

export interface SandboxPrincipal {
  registrationId: string;
  tokenId: string;
  scopes: string[];
  expiresAt: Date;
}

export interface IssuedSandboxToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
  scopes: string[];
}

interface SandboxClaims {
  sub: string;
  jti: string;
  scope: string;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

/** The one header this service signs and accepts: `{"alg":"HS256","typ":"JWT"}`, as jsonwebtoken writes it. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

class TokenRefused extends Error {
  constructor(readonly expired = false) {
    super(expired ? 'expired' : 'malformed');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One part of a compact JWS as JSON; the signature, checked first, covers its text as sent. */
const decodePart = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Verifies a compact HS256 JWS (RFC 7515/7519) as jsonwebtoken's `verify` did with
 * `algorithms: ['HS256']`, the issuer and audience pinned: the signature first, in constant
 * time, then the header's algorithm, then the registered claims (`exp` refuses at the second it
 * names, `nbf` before it). Written out because it runs on every sandbox call, where
 * jsonwebtoken's generic path (every algorithm and option considered) cost more than the HMAC.
 */
function verifyJwt(token: string, key: KeyObject, nowSeconds: number): Record<string, unknown> {
  const first = token.indexOf('.');
  const second = token.indexOf('.', first + 1);
  if (first <= 0 || second <= first + 1 || token.indexOf('.', second + 1) !== -1 || second === token.length - 1) throw new TokenRefused();
  // Compared as text, as jws does: a signature in any other spelling than the canonical one fails.
  const signature = Buffer.from(token.slice(second + 1));
  const expected = Buffer.from(createHmac('sha256', key).update(token.slice(0, second)).digest('base64url'));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw new TokenRefused();
  let header: unknown;
  let claims: unknown;
  try {
    // The header this service writes needs no decoding to be known.
    const headerPart = token.slice(0, first);
    header = headerPart === HEADER ? { alg: 'HS256' } : decodePart(headerPart);
    claims = decodePart(token.slice(first + 1, second));
  } catch {
    throw new TokenRefused();
  }
  if (!isObject(header) || header.alg !== 'HS256' || !isObject(claims)) throw new TokenRefused();
  const { iss, aud, exp, nbf } = claims;
  if (iss !== ISSUER || !(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) throw new TokenRefused();
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) throw new TokenRefused();
  if (exp !== undefined && (typeof exp !== 'number' || nowSeconds >= exp)) throw new TokenRefused(typeof exp === 'number');
  return claims;
}

/** Sandbox bearer tokens: `svc_sandbox_` + a JWT signed HS256 (the only algorithm accepted). */
export class SandboxTokens {
  constructor(
    private readonly key: KeyObject,
    private readonly clock: Clock,
  ) {}

  issue(registrationId: string): IssuedSandboxToken {
    const iat = unixSeconds(this.clock.now());
    const exp = iat + SANDBOX_TOKEN_TTL_SECONDS;
    const tokenId = newTokenId();
    const scopes = [...SANDBOX_SCOPES];
    const claims: SandboxClaims = { sub: registrationId, jti: tokenId, scope: scopes.join(' '), iat, exp, iss: ISSUER, aud: AUDIENCE };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const signed = `${signingInput}.${createHmac('sha256', this.key).update(signingInput).digest('base64url')}`;
    return { token: SANDBOX_TOKEN_PREFIX + signed, tokenId, expiresAt: new Date(exp * 1000), scopes };
  }

  /** Verifies an `Authorization` header value and the scopes an operation needs. */
  verify(authorization: string | undefined, requiredScopes: readonly string[]): SandboxPrincipal {
    if (!authorization) {
      throw errors.unauthenticated('Send a sandbox token: Authorization: Bearer svc_sandbox_<token>. Get one with the developer_handshake action.');
    }
    const match = /^Bearer ([^\s]+)$/i.exec(authorization.trim());
    if (!match) throw errors.unauthenticated('The Authorization header must be "Bearer <token>".');
    const presented = match[1] as string;
    if (!presented.startsWith(SANDBOX_TOKEN_PREFIX)) {
      throw errors.unauthenticated(`The sandbox takes sandbox tokens, which begin ${SANDBOX_TOKEN_PREFIX}.`);
    }
    let claims: Record<string, unknown>;
    try {
      claims = verifyJwt(presented.slice(SANDBOX_TOKEN_PREFIX.length), this.key, unixSeconds(this.clock.now()));
    } catch (err) {
      if (err instanceof TokenRefused && err.expired) {
        throw errors.unauthenticated('The sandbox token has expired; run the developer_handshake action for a new one.');
      }
      throw errors.unauthenticated('The sandbox token is malformed or its signature does not verify.');
    }
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.scope !== 'string' || typeof claims.exp !== 'number') {
      throw errors.unauthenticated('The sandbox token is missing required claims.');
    }
    const scopes = claims.scope.split(' ').filter(Boolean);
    const missing = requiredScopes.filter((scope) => !scopes.includes(scope));
    if (missing.length > 0) {
      throw errors.unauthenticated(`The sandbox token lacks the scope ${missing.join(', ')} this endpoint needs.`);
    }
    return { registrationId: claims.sub, tokenId: claims.jti, scopes, expiresAt: new Date(claims.exp * 1000) };
  }
}
