import type { Knex } from 'knex';
import { isPostgres, type Db } from './db';

/**
 * What the service's outboxes share (`mail_outbox`, `sms_outbox`): a message is a row written in
 * the transaction of what caused it, taken by one instance at a time for delivery, retried with a
 * growing wait and marked `failed` after its last attempt. Each outbox's columns for this are the
 * same: `status` (queued, sent, failed), `attempts`, `last_error`, `next_attempt_at`,
 * `claim_token`, `claimed_until`, `sent_by`, `sent_at`.
 */
export type OutboxTable = 'mail_outbox' | 'sms_outbox';

export interface ClaimOptions {
  token: string;
  now: Date;
  leaseMs: number;
  batchSize: number;
}

/**
 * One statement takes the due messages: on PostgreSQL the inner select locks them and skips rows
 * another instance is claiming at the same moment (FOR UPDATE SKIP LOCKED), so each message goes
 * to one claimant; SQLite runs one writer at a time, so the conditional update alone is enough.
 * The attempt is counted at the claim, so a message whose delivery kills its instance still runs
 * out of attempts. Answers the claimed rows with the `returning` columns (and `attempts`).
 */
export async function claimDue<Row>(db: Db, table: OutboxTable, returning: readonly string[], options: ClaimOptions): Promise<Row[]> {
  const nowIso = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const lock = isPostgres(db) ? 'for update skip locked' : '';
  const result: unknown = await db.raw(
    `update ${table} set claim_token = ?, claimed_until = ?, attempts = attempts + 1
      where id in (
        select id from ${table}
         where status = 'queued' and next_attempt_at <= ? and (claimed_until is null or claimed_until <= ?)
         order by next_attempt_at, id
         limit ? ${lock})
      returning ${[...returning, 'attempts'].join(', ')}`,
    [options.token, until, nowIso, nowIso, options.batchSize],
  );
  return (isPostgres(db) ? (result as { rows: Row[] }).rows : (result as Row[])) ?? [];
}

export interface RetryPolicy {
  maxAttempts: number;
  /** Wait before the second attempt; each further one waits twice as long, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
}

/** A delivered message, if this instance still holds its claim. */
export async function markSent(db: Db | Knex.Transaction, table: OutboxTable, id: string, token: string, at: Date, sentBy: string): Promise<void> {
  await db(table)
    .where({ id, claim_token: token })
    // eslint-disable-next-line no-restricted-syntax -- an outbox item (claim, attempts, next attempt), not a state machine
    .update({ status: 'sent', sent_at: at.toISOString(), last_error: null, claim_token: null, claimed_until: null, sent_by: sentBy });
}

/**
 * A failed attempt: queued again after the policy's wait, or `failed` after its last attempt.
 * Answers whether it failed for good and the wait before the next attempt.
 */
export async function markAttemptFailed(db: Db, table: OutboxTable, id: string, token: string, attempts: number, reason: string, at: Date, policy: RetryPolicy): Promise<{ failed: boolean; waitMs: number }> {
  const failed = attempts >= policy.maxAttempts;
  const waitMs = Math.min(policy.backoffMs * 2 ** (attempts - 1), policy.maxBackoffMs);
  await db(table)
    .where({ id, claim_token: token })
    .update({
      // eslint-disable-next-line no-restricted-syntax -- an outbox item, as above
      status: failed ? 'failed' : 'queued',
      last_error: reason,
      next_attempt_at: new Date(at.getTime() + (failed ? 0 : waitMs)).toISOString(),
      claim_token: null,
      claimed_until: null,
    });
  return { failed, waitMs };
}

/**
 * A failure's reason as an outbox keeps and logs it: one line, at most 500 characters, without
 * the message's text or any long run of its letters and digits (a receiver may quote what it
 * refused, and a message may carry a link's token), nor any of `secrets`.
 */
export function redactedReason(err: unknown, bodies: readonly string[], secrets: readonly string[] = []): string {
  const raw = err instanceof Error ? err.message : String(err);
  let reason = raw.replace(/\s+/g, ' ').trim();
  for (const secret of [...bodies, ...secrets].filter((value) => value.length >= 4)) reason = reason.split(secret).join('[redacted]');
  for (const run of bodies.join('\n').match(/[A-Za-z0-9_-]{12,}/g) ?? []) reason = reason.split(run).join('[redacted]');
  return reason.slice(0, 500) || 'delivery failed';
}
