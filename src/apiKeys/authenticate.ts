import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { errors } from '../errors';
import { SANDBOX_TOKEN_PREFIX } from '../platform/sandboxTokens';
import { parseKey, sameHash, type KeyMode } from './format';
import { findKeyByPrefix, markKeyUsed, scopesOf, type AccountRow } from './store';
import type { Scope } from './scopes';
import type { components } from '../generated/openapi-types';

/** The signed-in person a portal session acts for (the `partnerSession` scheme); null for a key. */
export interface PrincipalPerson {
  userId: string;
  email: string;
  role: components['schemas']['UserRole'];
}

/**
 * Who a v1 request acts for: an API key, or a person signed in to the portal acting with the scopes
 * of their role. `keyId` is the key's id, or for a person their session's stable id; `actor` is how
 * what they do is recorded (`key:<id>` or `user:<id>`).
 */
export interface ApiPrincipal {
  account: AccountRow;
  keyId: string;
  actor: `key:${string}` | `user:${string}`;
  person: PrincipalPerson | null;
  mode: KeyMode;
  keyPrefix: string;
  scopes: Scope[];
  keyCreatedAt: string;
  lastUsedAt: string | null;
}

// last_used_at is kept to the minute: one write a minute per key, not one per request.
const TOUCH_EVERY_MS = 60_000;

/**
 * Authenticates a v1 request's bearer key and checks the operation's scopes and live access.
 * `identified` learns the caller once the key is known, before its scopes and live access are
 * checked: a refusal of a known key (403) is still a call of its account (the request log's).
 */
export async function authenticateApiKey(
  db: Db,
  clock: Clock,
  authorization: string | undefined,
  requiredScopes: readonly string[],
  identified?: (principal: ApiPrincipal) => void,
): Promise<ApiPrincipal> {
  if (!authorization) throw errors.unauthenticated('Send an API key: Authorization: Bearer svc_test_… or svc_live_….');
  const presented = /^Bearer ([^\s]+)$/i.exec(authorization.trim())?.[1];
  if (!presented) throw errors.unauthenticated('The Authorization header must be "Bearer <API key>".');
  if (presented.startsWith(SANDBOX_TOKEN_PREFIX)) {
    throw errors.unauthenticated('Sandbox tokens open only /api/b2b/sandbox; the v1 API takes an API key (svc_test_… or svc_live_…).');
  }
  const parsed = parseKey(presented);
  if (!parsed) throw errors.unauthenticated('That is not a valid API key: check that it was copied whole.');
  const found = await findKeyByPrefix(db, parsed.lookupPrefix);
  if (!found || !sameHash(found.key.secret_hash, parsed.hash)) throw errors.unauthenticated('Unknown API key.');
  const { key, account } = found;
  if (key.revoked_at !== null) throw errors.unauthenticated(`This API key was revoked at ${key.revoked_at}.`);

  const scopes = scopesOf(key);
  const principal: ApiPrincipal = {
    account,
    keyId: key.id,
    actor: `key:${key.id}`,
    person: null,
    mode: key.mode,
    keyPrefix: key.lookup_prefix,
    scopes,
    keyCreatedAt: key.created_at,
    lastUsedAt: key.last_used_at,
  };
  identified?.(principal);
  const missing = requiredScopes.filter((scope) => !(scopes as string[]).includes(scope));
  if (missing.length > 0) throw errors.insufficientScope(missing);
  if (key.mode === 'live' && !account.live_access) throw errors.liveAccessDisabled();

  const now = clock.now();
  if (key.last_used_at === null || now.getTime() - Date.parse(key.last_used_at) >= TOUCH_EVERY_MS) {
    key.last_used_at = now.toISOString();
    await markKeyUsed(db, key.id, key.last_used_at);
    principal.lastUsedAt = key.last_used_at;
  }
  return principal;
}
