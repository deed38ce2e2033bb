import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db';
import type { Clock } from './clock';
import { ApiError, errors } from '../errors';

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotencyScope {
  /** Whose keys these are: `account:<id>` on v1, `address:<client address>:<action>` on account actions. */
  scope: string;
  key: string;
  fingerprint: string;
}

interface IdempotencyRow {
  scope: string;
  idempotency_key: string;
  fingerprint: string;
  state: 'in_progress' | 'completed';
  lease_token: string | null;
  lease_expires_at: string | null;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
}

export interface IdempotencyTimes {
  /** How long a stored answer is replayed. */
  ttlSeconds: number;
  /** How long a claim holds the key before a retry may take it over. */
  leaseSeconds: number;
}

const TABLE = 'idempotency_keys';
const PURGE_EVERY_MS = 10 * 60 * 1000;
const CLAIM_ATTEMPTS = 3;
const TRANSACTION_ATTEMPTS = 5;

/**
 * Failures that mean another connection got in the way of this transaction and it must start
 * over: on SQLite a transaction that read and then writes gets SQLITE_BUSY_SNAPSHOT after another
 * connection's commit (the rate limiter has a connection of its own), and SQLITE_BUSY, without
 * waiting, while that connection still holds the write lock; on PostgreSQL, serialization failure
 * and deadlock. Its writes were rolled back, so running the handler again is safe.
 */
const CONFLICT_CODES = new Set<unknown>(['SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY', '40001', '40P01']);
/**
 * The pause before running a transaction again grows with each attempt, so the other writer can
 * finish: between half and all of this times the attempt number. The floor matters: a pause that
 * may be near zero every time lets all attempts fall inside one short-held write lock.
 */
const CONFLICT_BACKOFF_MS = 20;

function isConflict(err: unknown): boolean {
  // Handlers may wrap the driver's error (as `cause`) in their own refusal. No `instanceof Error`:
  // a native driver's errors may come from another realm (better-sqlite3 keeps the error class of
  // the context that first loaded it, which under Jest is another test file's).
  let current: unknown = err;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (CONFLICT_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

/**
 * The scope of a v1 key's requests: one account's partition, whichever of its keys of that mode
 * sent them. Test and live keys have separate key spaces, as in Stripe's test mode, so a key a
 * partner used while testing never blocks the same key in live.
 */
export const accountScope = (accountId: string, mode: string): string => `account:${accountId}:${mode}`;

/** The scope of an account action without a credential: the client address and the action. */
export const addressScope = (clientIp: string, action: string): string => `address:${clientIp}:${action}`;

/**
 * JSON with object keys sorted, so the same body always gives the same fingerprint. Built with an
 * explicit stack, not recursion: the body is the caller's, and a few kilobytes of `[[[[…` would
 * otherwise overflow the call stack. Same output as the recursive form, so stored fingerprints stay valid.
 */
function canonicalJson(root: unknown): string {
  const out: string[] = [];
  // Either a value still to write or literal text, in reverse order of output.
  const pending: Array<{ value: unknown } | { text: string }> = [{ value: root }];
  while (pending.length > 0) {
    const item = pending.pop() as { value: unknown } | { text: string };
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const value = item.value;
    if (Array.isArray(value)) {
      out.push('[');
      pending.push({ text: ']' });
      for (let i = value.length - 1; i >= 0; i--) {
        pending.push({ value: value[i] as unknown });
        if (i > 0) pending.push({ text: ',' });
      }
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      out.push('{');
      pending.push({ text: '}' });
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        pending.push({ value: record[key] });
        pending.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
      }
    } else {
      out.push(JSON.stringify(value) ?? 'null');
    }
  }
  return out.join('');
}

/**
 * The idempotency scope of a request sent with an Idempotency-Key, or null when the operation
 * does not take one. v1 POSTs are scoped by account and key mode; account actions have no credential, so by
 * client address and action: a key one client picked cannot collide with another client's.
 */
export function idempotencyScopeOf(request: {
  operationId: string;
  method: string;
  path: string;
  query: unknown;
  body?: unknown;
  clientIp: string;
  /** The key's account and mode (an ApiPrincipal, src/apiKeys/authenticate.ts): what scopes its keys. */
  apiKey: { account: { id: string }; mode: string } | null;
  idempotencyKey: unknown;
}): IdempotencyScope | null {
  const { method, path, query, body, idempotencyKey } = request;
  if (method !== 'POST' || typeof idempotencyKey !== 'string') return null;
  if (request.apiKey) {
    const fingerprint = requestFingerprint({ mode: request.apiKey.mode, method, path, query, body });
    return { scope: accountScope(request.apiKey.account.id, request.apiKey.mode), key: idempotencyKey, fingerprint };
  }
  if (request.operationId === 'runAccountAction') {
    const action = String((body as { action: unknown }).action);
    const fingerprint = requestFingerprint({ mode: 'address', method, path, query, body });
    return { scope: addressScope(request.clientIp, action), key: idempotencyKey, fingerprint };
  }
  return null;
}

export function requestFingerprint(parts: { mode: string; method: string; path: string; query: unknown; body: unknown }): string {
  return createHash('sha256')
    .update(`${parts.mode}\n${parts.method}\n${parts.path}\n${canonicalJson(parts.query ?? {})}\n${canonicalJson(parts.body ?? null)}`)
    .digest('hex');
}

/** Thrown inside the transaction to roll it back: another request took the key over meanwhile. */
class LeaseLost extends Error {
  constructor() {
    super('the idempotency lease was taken over');
  }
}

type Claim = { replay: StoredResponse } | { token: string };

/**
 * Stripe-style idempotency: the first answer for (scope, Idempotency-Key) is kept for the TTL and
 * replayed; the same key with another request is refused (422).
 *
 * A claim is a short autocommit insert on the primary key (scope, key) carrying a lease expiry
 * and a random fencing token, so two instances racing on one key cannot both run it. While the
 * lease is live the same key answers 409 (retryable). A claim is not kept for the TTL: if the
 * process dies while holding it, a retry after the lease takes it over, atomically and only from
 * the token it saw, and runs.
 *
 * The request's own writes go through a transaction that also stores the answer, conditional on
 * still holding the token: the business write and its answer commit together or not at all. So a
 * crash after the commit leaves a completed key that replays, a crash before it leaves nothing
 * but an expiring claim, and a request whose lease was taken over (it ran too long) rolls back
 * instead of writing a second time.
 */
export class IdempotencyStore {
  private lastPurgeMs = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly times: IdempotencyTimes,
  ) {}

  /**
   * Runs `execute` once per key, with a transaction to write through; later calls get the stored
   * answer. On SQLite the pool has one connection, which the transaction holds: `execute` must
   * use the handle it is given, never the store's `db`, or it waits for itself.
   */
  async run(scope: IdempotencyScope, execute: (db: Db) => Promise<StoredResponse>): Promise<StoredResponse & { replayed: boolean }> {
    const claim = await this.claim(scope);
    if ('replay' in claim) return { ...claim.replay, replayed: true };
    let response: StoredResponse;
    try {
      response = await this.inTransaction(scope, claim.token, execute);
    } catch (err) {
      if (err instanceof LeaseLost) throw errors.idempotencyInProgress();
      // A refusal the request reached once running (404, 409 …) is its answer, and is kept; its
      // writes, if any, are rolled back with the transaction. An invalid request never ran, and a
      // failure on our side may pass, so neither is kept: the claim is released for a retry.
      if (err instanceof ApiError && err.status < 500 && err.code !== 'validation_failed') {
        const kept = await this.complete(this.db, scope, claim.token, { status: err.status, body: { error: err.toBody() } });
        if (!kept) throw errors.idempotencyInProgress();
      } else {
        // If the database is what failed, releasing may fail too; the lease frees the key then.
        await this.release(scope, claim.token).catch(() => undefined);
      }
      throw err;
    }
    return { ...response, replayed: false };
  }

  /** Runs `execute` and stores its answer in one transaction, again if a conflict undid it. */
  private async inTransaction(scope: IdempotencyScope, token: string, execute: (db: Db) => Promise<StoredResponse>): Promise<StoredResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (trx) => {
          const answer = await execute(trx);
          if (!(await this.complete(trx, scope, token, answer))) throw new LeaseLost();
          return answer;
        });
      } catch (err) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isConflict(err)) throw err;
        await new Promise((resolve) => setTimeout(resolve, (0.5 + Math.random() / 2) * CONFLICT_BACKOFF_MS * attempt));
      }
    }
  }

  /** Claims the key for this request, or returns the stored answer when one exists. */
  private async claim(scope: IdempotencyScope): Promise<Claim> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const leaseExpiresAt = new Date(now.getTime() + this.times.leaseSeconds * 1000).toISOString();
    await this.purgeExpired(now);
    const where = { scope: scope.scope, idempotency_key: scope.key };
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
      const token = newLeaseToken();
      const inserted = (await this.db(TABLE)
        .insert({
          ...where,
          fingerprint: scope.fingerprint,
          state: 'in_progress',
          lease_token: token,
          lease_expires_at: leaseExpiresAt,
          created_at: nowIso,
          expires_at: new Date(now.getTime() + this.times.ttlSeconds * 1000).toISOString(),
        })
        .onConflict(['scope', 'idempotency_key'])
        .ignore()
        .returning('state')) as unknown[];
      if (inserted.length > 0) return { token };
      const row = (await this.db(TABLE).where(where).first()) as IdempotencyRow | undefined;
      if (!row) continue;
      if (row.expires_at <= nowIso) {
        await this.db(TABLE).where({ ...where, created_at: row.created_at }).delete();
        continue;
      }
      if (row.fingerprint !== scope.fingerprint) throw errors.idempotencyKeyReused();
      if (row.state === 'completed' && row.response_status !== null && row.response_body !== null) {
        return { replay: { status: Number(row.response_status), body: JSON.parse(row.response_body) as unknown } };
      }
      if (row.lease_expires_at !== null && row.lease_expires_at > nowIso) throw errors.idempotencyInProgress();
      // The holder's lease ran out (it crashed, or is too slow): take the key over from exactly
      // that holder. If it completed or someone else took over first, nothing matches; look again.
      const takenOver = await this.db(TABLE)
        .where({ ...where, state: 'in_progress', lease_token: row.lease_token })
        .update({ lease_token: token, lease_expires_at: leaseExpiresAt });
      if (takenOver === 1) return { token };
    }
    throw errors.idempotencyInProgress();
  }

  /** Stores the answer if this request still holds the key; false when its lease was taken over. */
  private async complete(db: Db, scope: IdempotencyScope, token: string, response: StoredResponse): Promise<boolean> {
    const updated = await db(TABLE)
      .where({ scope: scope.scope, idempotency_key: scope.key, state: 'in_progress', lease_token: token })
      .update({ state: 'completed', response_status: response.status, response_body: JSON.stringify(response.body) });
    return updated === 1;
  }

  private async release(scope: IdempotencyScope, token: string): Promise<void> {
    await this.db(TABLE).where({ scope: scope.scope, idempotency_key: scope.key, state: 'in_progress', lease_token: token }).delete();
  }

  private async purgeExpired(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurgeMs < PURGE_EVERY_MS) return;
    this.lastPurgeMs = now.getTime();
    await this.db(TABLE).where('expires_at', '<=', now.toISOString()).delete();
  }
}

function newLeaseToken(): string {
  return randomBytes(16).toString('hex');
}
