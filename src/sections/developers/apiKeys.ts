import type { components, operations } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { createApiKey, revokeKeyRow, scopesOf, type ApiKeyRow, type ApiKeySummary } from '../../apiKeys/store';
import type { Scope } from '../../apiKeys/scopes';
import { rulesOf, type Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { stampList, stampView, type StampSource } from '../../engine/serializer';

type ApiKey = components['schemas']['ApiKey'];
type ApiKeyList = components['schemas']['ApiKeyList'];
type IssuedApiKey = components['schemas']['IssuedApiKey'];
type ApiKeyRequest = components['schemas']['ApiKeyRequest'];
export type ApiKeyQuery = NonNullable<operations['listApiKeys']['parameters']['query']>;

/**
 * The account's API keys as its developers manage them: every key of both modes listed (never a
 * secret), test keys issued and revoked by the partner, live keys issued and revoked by the trade
 * desk only (a live key comes from a request the desk accepts: liveKeys.ts). Keys belong to the
 * account, not to a partition: whatever the caller's mode, it sees and manages the same keys, and
 * a key's times are the service's (not a test partition's own clock).
 *
 * What a partner does to a key is kept on the key: `created_by` and `revoked_by` name the key or
 * the person (`key:<id>`, `user:<id>`), and the call is in the request log by its request id.
 */
export function apiKeyView(source: StampSource, row: ApiKeyRow): ApiKey {
  return stampView<ApiKey>(source, 'api_key', {
    id: row.id,
    mode: row.mode,
    prefix: row.lookup_prefix,
    scopes: scopesOf(row),
    created_at: row.created_at,
    created_by: row.created_by ?? null,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
    revoked_by: row.revoked_by ?? null,
    live_request_id: row.live_request_id ?? null,
  });
}

/** A key just issued, with its secret, from the store's summary and what the partner's issue recorded. */
export function issuedKeyView(source: StampSource, issued: { key: string; summary: ApiKeySummary }, createdBy: string, liveRequestId: string | null): IssuedApiKey {
  const { summary } = issued;
  return stampView<IssuedApiKey>(source, 'api_key', {
    id: summary.id,
    mode: summary.mode,
    prefix: summary.prefix,
    scopes: summary.scopes,
    created_at: summary.created_at,
    created_by: createdBy,
    last_used_at: summary.last_used_at,
    revoked_at: summary.revoked_at,
    revoked_by: null,
    live_request_id: liveRequestId,
    key: issued.key,
  });
}

/** The caller's key or person as a key's author: the partition's actor (`key:<id>` or `user:<id>`). */
export const authorOf = (partition: Partition): string => partition.actor;

/**
 * The scopes a new key (or a requested live key) is to hold: those asked for, each of which the
 * caller must hold (403 `insufficient_scope` otherwise: no key makes a stronger one), or all the
 * caller's own.
 */
export function grantedScopes(callerScopes: readonly Scope[], asked: readonly Scope[] | undefined): Scope[] {
  if (asked === undefined) return [...callerScopes];
  const missing = asked.filter((scope) => !callerScopes.includes(scope));
  if (missing.length > 0) throw errors.scopeNotHeld(missing);
  return [...asked];
}

export async function listAccountKeys(partition: Partition, query: ApiKeyQuery): Promise<ApiKeyList> {
  const rows = partition.db('api_keys').where({ account_id: partition.accountId });
  if (query.mode !== undefined) rows.where({ mode: query.mode });
  const page = await keysetPage<ApiKeyRow>(rows, query.limit, query.cursor);
  return stampList(partition, page.data.map((row) => apiKeyView(partition, row)), page.next_cursor);
}

/** Issues a test key for the account; a live one is the trade desk's to issue (403 `live_key_from_desk`). */
export async function issueTestKey(partition: Partition, callerScopes: readonly Scope[], request: ApiKeyRequest | undefined): Promise<IssuedApiKey> {
  if (!rulesOf(request?.mode ?? 'test').keysManagedByPartner) throw errors.liveKeyFromDesk();
  const scopes = grantedScopes(callerScopes, request?.scopes);
  const createdBy = authorOf(partition);
  const issued = await createApiKey(partition.db, partition.serviceClock, partition.accountId, 'test', scopes, { createdBy });
  return issuedKeyView(partition, issued, createdBy, null);
}

/**
 * Revokes a test key of the account (a key may revoke itself: its answer is its last). A revoked
 * key is answered as it is; a live key is the desk's to revoke (403 `live_key_from_desk`); a key
 * of another account answers 404.
 */
export async function revokeTestKey(partition: Partition, id: string): Promise<ApiKey> {
  const row = (await partition.db('api_keys').where({ id, account_id: partition.accountId }).first()) as ApiKeyRow | undefined;
  if (!row) throw errors.resourceNotFound('API key', id);
  if (!rulesOf(row.mode).keysManagedByPartner) throw errors.liveKeyFromDesk();
  return apiKeyView(partition, await revokeKeyRow(partition.db, partition.serviceClock, id, authorOf(partition)));
}
