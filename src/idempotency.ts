import { createHash } from 'node:crypto';
import type { Db } from './db';
import type { Clock } from './clock';
import { ApiError } from './errors';

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotencyScope {
  accountId: string;
  key: string;
  fingerprint: string;
}

interface IdempotencyRow {
  account_id: string;
  idempotency_key: string;
  fingerprint: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
}

const PURGE_EVERY_MS = 10 * 60 * 1000;

/** JSON with object keys sorted, so the same body always gives the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(parts: { mode: string; method: string; path: string; query: unknown; body: unknown }): string {
  return createHash('sha256')
    .update(`${parts.mode}\n${parts.method}\n${parts.path}\n${canonicalJson(parts.query ?? {})}\n${canonicalJson(parts.body ?? null)}`)
    .digest('hex');
}

/**
 * Stripe-style idempotency: the first answer for (account, Idempotency-Key) is kept for the TTL
 * and replayed; the same key with another request is refused (422); a request still running
 * makes the same key answer 409. The row is claimed with an insert on the primary key, so two
 * instances racing on one key cannot both run the request.
 */
export class IdempotencyStore {
  private lastPurgeMs = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  /** Runs `execute` once per key; later calls get the stored answer. */
  async run(scope: IdempotencyScope, execute: () => Promise<StoredResponse>): Promise<StoredResponse & { replayed: boolean }> {
    const existing = await this.claim(scope);
    if (existing) return { ...existing, replayed: true };
    let response: StoredResponse;
    try {
      response = await execute();
    } catch (err) {
      // A refusal the request reached once running (404, 409 …) is its answer, and is kept; an
      // invalid request never ran, and a failure on our side may pass, so neither is kept.
      if (err instanceof ApiError && err.status < 500 && err.code !== 'validation_failed') {
        await this.complete(scope, { status: err.status, body: { error: err.toBody() } });
      } else {
        await this.release(scope);
      }
      throw err;
    }
    await this.complete(scope, response);
    return { ...response, replayed: false };
  }

  /** Claims the key for this request; returns the stored answer when one exists. */
  private async claim(scope: IdempotencyScope): Promise<StoredResponse | null> {
    const now = this.clock.now();
    await this.purgeExpired(now);
    for (let attempt = 0; attempt < 2; attempt++) {
      const inserted = (await this.db('idempotency_keys')
        .insert({
          account_id: scope.accountId,
          idempotency_key: scope.key,
          fingerprint: scope.fingerprint,
          state: 'in_progress',
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + this.ttlSeconds * 1000).toISOString(),
        })
        .onConflict(['account_id', 'idempotency_key'])
        .ignore()
        .returning('state')) as unknown[];
      if (inserted.length > 0) return null;
      const row = (await this.db('idempotency_keys')
        .where({ account_id: scope.accountId, idempotency_key: scope.key })
        .first()) as IdempotencyRow | undefined;
      if (!row) continue;
      if (row.expires_at <= now.toISOString()) {
        await this.db('idempotency_keys').where({ account_id: scope.accountId, idempotency_key: scope.key, created_at: row.created_at }).delete();
        continue;
      }
      if (row.fingerprint !== scope.fingerprint) {
        throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request; use a new key for a new request.');
      }
      if (row.state !== 'completed' || row.response_status === null || row.response_body === null) {
        throw new ApiError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still running; retry when it has finished.', { retryable: true });
      }
      return { status: Number(row.response_status), body: JSON.parse(row.response_body) as unknown };
    }
    throw new ApiError(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is changing hands; retry.', { retryable: true });
  }

  private async complete(scope: IdempotencyScope, response: StoredResponse): Promise<void> {
    await this.db('idempotency_keys')
      .where({ account_id: scope.accountId, idempotency_key: scope.key })
      .update({ state: 'completed', response_status: response.status, response_body: JSON.stringify(response.body) });
  }

  private async release(scope: IdempotencyScope): Promise<void> {
    await this.db('idempotency_keys').where({ account_id: scope.accountId, idempotency_key: scope.key, state: 'in_progress' }).delete();
  }

  private async purgeExpired(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurgeMs < PURGE_EVERY_MS) return;
    this.lastPurgeMs = now.getTime();
    await this.db('idempotency_keys').where('expires_at', '<=', now.toISOString()).delete();
  }
}
