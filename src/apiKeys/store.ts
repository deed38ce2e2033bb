import { rawRows, type Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { newId } from '../platform/ids';
import { DomainError } from '../errors';
import { generateKey, type KeyMode } from './format';
import type { Scope } from './scopes';

const newAccountId = (): string => newId('acc');
const newKeyId = (): string => newId('key');

export type CommercialTerms = 'tariff' | 'commission' | 'net_rate';

export interface AccountRow {
  id: string;
  name: string;
  live_access: boolean;
  commercial_terms: CommercialTerms;
  /** Commission or discount in hundredths of a percent. */
  terms_basis_points: number;
  created_at: string;
  updated_at: string;
}

export interface ApiKeyRow {
  id: string;
  account_id: string;
  mode: KeyMode;
  lookup_prefix: string;
  secret_hash: string;
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** Who issued it through the partners' API or portal (`key:<id>`, `user:<id>`); null for the operator's keys. */
  created_by?: string | null;
  /** Who revoked it through the partners' API or portal; null otherwise. */
  revoked_by?: string | null;
  /** The request for a live key it was collected for (one key per request). */
  live_request_id?: string | null;
}

/** What a partner's issue of a key records besides the key: who issued it, and for which request for a live key. */
export interface KeyOrigin {
  createdBy: string;
  liveRequestId?: string;
}

/** A key as the operator sees it: never the secret or its hash. */
export interface ApiKeySummary {
  id: string;
  account_id: string;
  mode: KeyMode;
  prefix: string;
  scopes: Scope[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** An account or key that does not exist (`not_found`). */
export class NotFoundError extends DomainError {}

// SQLite has no boolean type and answers 0 or 1.
const toAccount = (row: AccountRow): AccountRow => ({ ...row, live_access: Boolean(row.live_access), terms_basis_points: Number(row.terms_basis_points) });

export const scopesOf = (row: ApiKeyRow): Scope[] => row.scopes.split(' ').filter(Boolean) as Scope[];

export const summarizeKey = (row: ApiKeyRow): ApiKeySummary => ({
  id: row.id,
  account_id: row.account_id,
  mode: row.mode,
  prefix: row.lookup_prefix,
  scopes: scopesOf(row),
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  revoked_at: row.revoked_at,
});

export async function createAccount(db: Db, clock: Clock, name: string): Promise<AccountRow> {
  const now = clock.now().toISOString();
  const row: AccountRow = { id: newAccountId(), name, live_access: false, commercial_terms: 'tariff', terms_basis_points: 0, created_at: now, updated_at: now };
  await db('accounts').insert(row);
  return row;
}

export async function listAccounts(db: Db): Promise<AccountRow[]> {
  return ((await db('accounts').select('*').orderBy('created_at').orderBy('id')) as AccountRow[]).map(toAccount);
}

export async function findAccount(db: Db, id: string): Promise<AccountRow> {
  const row = (await db('accounts').where({ id }).first()) as AccountRow | undefined;
  if (!row) throw new NotFoundError({ code: 'not_found', message: `no account ${id}` });
  return toAccount(row);
}

export async function setLiveAccess(db: Db, clock: Clock, id: string, on: boolean): Promise<AccountRow> {
  const updated = await db('accounts').where({ id }).update({ live_access: on, updated_at: clock.now().toISOString() });
  if (updated === 0) throw new NotFoundError({ code: 'not_found', message: `no account ${id}` });
  return findAccount(db, id);
}

export async function setCommercialTerms(db: Db, clock: Clock, id: string, terms: CommercialTerms, basisPoints: number): Promise<AccountRow> {
  const updated = await db('accounts')
    .where({ id })
    .update({ commercial_terms: terms, terms_basis_points: terms === 'tariff' ? 0 : basisPoints, updated_at: clock.now().toISOString() });
  if (updated === 0) throw new NotFoundError({ code: 'not_found', message: `no account ${id}` });
  return findAccount(db, id);
}

/** Issues a key; the returned `key` is the only time the secret exists outside the caller. */
export async function createApiKey(
  db: Db,
  clock: Clock,
  accountId: string,
  mode: KeyMode,
  scopes: readonly Scope[],
  origin?: KeyOrigin,
): Promise<{ key: string; summary: ApiKeySummary }> {
  await findAccount(db, accountId);
  const generated = generateKey(mode);
  const row: ApiKeyRow = {
    id: newKeyId(),
    account_id: accountId,
    mode,
    lookup_prefix: generated.lookupPrefix,
    secret_hash: generated.hash,
    scopes: scopes.join(' '),
    created_at: clock.now().toISOString(),
    last_used_at: null,
    revoked_at: null,
    ...(origin ? { created_by: origin.createdBy, live_request_id: origin.liveRequestId ?? null } : {}),
  };
  await db('api_keys').insert(row);
  return { key: generated.key, summary: summarizeKey(row) };
}

export async function listApiKeys(db: Db, accountId: string): Promise<ApiKeySummary[]> {
  await findAccount(db, accountId);
  const rows = (await db('api_keys').where({ account_id: accountId }).select('*').orderBy('created_at').orderBy('id')) as ApiKeyRow[];
  return rows.map(summarizeKey);
}

/** Revokes a key (once: revoking a revoked key changes nothing); `revokedBy` names a partner who revoked it through the API or portal. */
export async function revokeApiKey(db: Db, clock: Clock, id: string, revokedBy?: string): Promise<ApiKeySummary> {
  return summarizeKey(await revokeKeyRow(db, clock, id, revokedBy));
}

/** The key's row after revoking it; see revokeApiKey. */
export async function revokeKeyRow(db: Db, clock: Clock, id: string, revokedBy?: string): Promise<ApiKeyRow> {
  const row = (await db('api_keys').where({ id }).first()) as ApiKeyRow | undefined;
  if (!row) throw new NotFoundError({ code: 'not_found', message: `no key ${id}` });
  if (row.revoked_at === null) {
    const at = clock.now().toISOString();
    // Conditional: of two revocations at once, the first one's time and author stay.
    const changed = await db('api_keys').where({ id }).whereNull('revoked_at').update({ revoked_at: at, ...(revokedBy ? { revoked_by: revokedBy } : {}) });
    return changed > 0 ? { ...row, revoked_at: at, revoked_by: revokedBy ?? null } : ((await db('api_keys').where({ id }).first()) as ApiKeyRow);
  }
  return row;
}

/**
 * Fixed text rather than the query builder, which cost as much as the query on this hot path; and
 * no LIMIT, as lookup_prefix is unique: Knex renders .first() as `limit ?`, and SQLite re-prepares
 * a statement whose LIMIT is a bound parameter on every run (19 µs instead of 6 µs).
 */
const FIND_KEY_SQL = `select api_keys.*, accounts.name as account_name, accounts.live_access as account_live_access,
  accounts.commercial_terms as account_commercial_terms, accounts.terms_basis_points as account_terms_basis_points,
  accounts.created_at as account_created_at, accounts.updated_at as account_updated_at
from api_keys join accounts on accounts.id = api_keys.account_id
where api_keys.lookup_prefix = ?`;

/** The key with this lookup prefix and its account, in one query: it runs on every v1 request. */
export async function findKeyByPrefix(db: Db, lookupPrefix: string): Promise<{ key: ApiKeyRow; account: AccountRow } | null> {
  const [row] = rawRows<
    ApiKeyRow & {
      account_name: string;
      account_live_access: boolean;
      account_commercial_terms: CommercialTerms;
      account_terms_basis_points: number;
      account_created_at: string;
      account_updated_at: string;
    }
  >(await db.raw(FIND_KEY_SQL, [lookupPrefix]));
  if (!row) return null;
  const { account_name, account_live_access, account_commercial_terms, account_terms_basis_points, account_created_at, account_updated_at, ...key } = row;
  const account = toAccount({
    id: key.account_id,
    name: account_name,
    live_access: account_live_access,
    commercial_terms: account_commercial_terms,
    terms_basis_points: account_terms_basis_points,
    created_at: account_created_at,
    updated_at: account_updated_at,
  });
  return { key, account };
}

export async function markKeyUsed(db: Db, id: string, at: string): Promise<void> {
  await db('api_keys').where({ id }).update({ last_used_at: at });
}
