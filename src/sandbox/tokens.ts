import jwt, { type JwtPayload } from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import type { Clock } from '../platform/clock';
import { unixSeconds } from '../platform/clock';
import { errors } from '../errors';
import { newTokenId } from '../platform/ids';

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

interface SandboxClaims extends JwtPayload {
  sub: string;
  jti: string;
  scope: string;
  exp: number;
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
    const signed = jwt.sign(claims, this.key, { algorithm: 'HS256', noTimestamp: true });
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
    let claims: SandboxClaims;
    try {
      claims = jwt.verify(presented.slice(SANDBOX_TOKEN_PREFIX.length), this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        clockTimestamp: unixSeconds(this.clock.now()),
      }) as SandboxClaims;
    } catch (err) {
      if (err instanceof jwt.TokenExpiredError) {
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
