/**
 * The webhook queue's consumer: sends each pending delivery (src/engine/webhookQueue.ts writes them with their
 * event) to its endpoint, in the service process, at least once.
 *
 * - Due deliveries are claimed in the database with a lease (claim_token, claimed_until), one
 *   statement, FOR UPDATE SKIP LOCKED on PostgreSQL: with several instances each attempt is made
 *   by one of them, and a delivery whose instance died mid-attempt comes back when its lease ends.
 *   The attempt is counted at the claim, so such a lost attempt still shows (as a network error:
 *   the receiver may have had it).
 * - Each attempt (sender.ts) goes to the address checked just before it (addresses.ts: DNS may
 *   have changed since the endpoint was saved), signed with the endpoint's secrets (two during a
 *   rotation), and is recorded in webhook_attempts in the transaction that moves the delivery,
 *   only while the claim still holds (attempts finishing together share one transaction).
 * - A failed attempt is retried with exponential backoff and jitter until the delivery's retry
 *   window (3 days) ends, then the delivery is `failed`. An endpoint whose attempts have all
 *   failed for 3 days is disabled (never deleted), with a `webhook_endpoint.disabled` event and an
 *   inbox notice, in the transaction that disables it.
 *
 * The worker polls on its own short interval (the job runner's is seconds), and while a backlog
 * lasts it claims again as soon as a slot is free. Logs name ids, never a body, secret
 * or URL (a URL may carry the partner's token).
 */
import { randomBytes, type KeyObject } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { Db } from '../platform/db';
import { isPostgres, rawRows } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { WebhookDeliverySettings } from '../platform/config';
import { newId } from '../platform/ids';
import type { KeyMode } from '../apiKeys/format';
import { Partition, type PartitionSections } from '../engine/partition';
import { eventOf, recordEvents, type EventRow } from '../engine/events';
import { AddressRefused, deliveryAddress, endpointUrl, systemResolver, type Resolver } from './addresses';
import { endpointStates, endpointView, notDeleted, signingPreviousSecret, type EndpointRow } from './endpoints';
import { claimMove } from '../engine/stateMachine';
import { openSecret } from './secrets';
import { signatureHeader } from './signature';
import { sendAttempt, type AttemptOutcome, type AttemptResult } from './sender';

export const USER_AGENT = 'TradeAPI-Webhooks/1.0';
/** The one event type a disabled endpoint still receives: a partner tests a receiver before enabling it again. */
const TEST_EVENT = 'webhook_endpoint.tested';
/** How long `stop` lets attempts under way finish before cutting them short (they are then retried). */
const STOP_GRACE_MS = 5_000;
/** Attempts recorded in one transaction at most. */
const MAX_WRITE_BATCH = 64;
/** The longest pause between claims while the database fails. */
const MAX_CLAIM_BACKOFF_MS = 5_000;
const LOST_ATTEMPT = 'the service instance making this attempt stopped before it was recorded; the endpoint may have received it';

export interface WebhookWorkerOptions {
  /** The sections the service runs, for the partitions deliveries are read in. */
  sections: PartitionSections;
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The key secrets are sealed with (DATA_ENCRYPTION_SECRET). */
  dataKey: KeyObject;
  settings: WebhookDeliverySettings;
  /** Hosts exempt from the address check (WEBHOOK_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** How host names are resolved before each attempt (tests inject one). */
  resolve?: Resolver;
}

interface ClaimedDelivery {
  id: string;
  account_id: string;
  mode: KeyMode;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  attempts: number | string;
  window_started_at: string;
}

/** An attempt row to insert with the shared transaction's batch. */
interface AttemptInsert {
  partition: Partition;
  row: Record<string, unknown>;
}

interface PendingWrite {
  run: (trx: Db, attempts: AttemptInsert[]) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** What an attempt came to, with whether it says anything about the endpoint (our own failures do not). */
interface AttemptRecord extends Omit<AttemptResult, 'outcome' | 'interrupted'> {
  outcome: AttemptOutcome;
  /** Retry at once without counting against the endpoint: the service stopped, or could not prepare the attempt. */
  ourFault: boolean;
}

/** The wait before attempt `attempt + 1`: base × 2^(attempt−1) up to max, then between half and all of it (jitter). */
export function retryDelayMs(attempt: number, settings: Pick<WebhookDeliverySettings, 'retryBaseMs' | 'retryMaxMs'>, random: () => number = Math.random): number {
  const ceiling = Math.min(settings.retryBaseMs * 2 ** Math.min(attempt - 1, 40), settings.retryMaxMs);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `items` in groups of one partition each (account and mode), so each group is one query. */
function byPartition<T>(items: readonly T[], partitionOf: (item: T) => [string, string]): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = partitionOf(item).join(':');
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}

const HOUR_MS = 3_600_000;
const spell = (ms: number): string => (ms % (24 * HOUR_MS) === 0 ? `${ms / (24 * HOUR_MS)} days` : `${Math.round(ms / HOUR_MS)} hours`);

export class WebhookWorker {
  readonly name = 'webhook delivery';
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly settings: WebhookDeliverySettings;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private loop: Promise<void> | undefined;
  private stopping = false;
  private wake: (() => void) | undefined;
  private waitingForSlot = false;
  /** Attempts' records waiting for the shared transaction (see inSharedTransaction). */
  private readonly writes: PendingWrite[] = [];
  private flushing: Promise<void> | undefined;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.logger = options.logger.child({ component: 'webhooks' });
    this.settings = options.settings;
    // Every attempt under way listens for the stop: as many listeners as the concurrency.
    setMaxListeners(0, this.abort.signal);
  }

  get running(): boolean {
    return this.loop !== undefined && !this.stopping;
  }

  /** Starts the loop (once); `stop` ends it. */
  start(): void {
    if (this.loop !== undefined || this.stopping) return;
    this.logger.info({ poll_ms: this.settings.pollMs, concurrency: this.settings.concurrency }, 'webhook delivery started');
    this.loop = this.run();
  }

  /**
   * No new claims; waits for the attempts under way, and past a grace period cuts them short
   * (each is then recorded and retried at once, by another instance or after a restart).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    if (this.inFlight.size === 0) return;
    const grace = setTimeout(() => this.abort.abort(), STOP_GRACE_MS);
    await Promise.all([...this.inFlight]);
    clearTimeout(grace);
  }

  /** Claims what is due (up to the concurrency) and delivers it; answers how many were claimed. For tests and tools. */
  async runOnce(): Promise<number> {
    const started = await this.claimAndStart(Math.max(this.settings.concurrency - this.inFlight.size, 0));
    await Promise.all(started);
    return started.length;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      const free = this.settings.concurrency - this.inFlight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          claimed = (await this.claimAndStart(free)).length;
          if (failures > 0) this.logger.info({ failures }, 'claiming webhook deliveries works again');
          failures = 0;
        } catch (err) {
          // Once per outage, not once per poll; the pauses grow meanwhile.
          if (failures++ === 0) this.logger.error({ err }, 'claiming webhook deliveries failed; retrying');
          await this.pause(false, Math.min(this.settings.pollMs * 2 ** failures, MAX_CLAIM_BACKOFF_MS));
          continue;
        }
      }
      // A full batch means more may be due: claim again as soon as a slot is free.
      await this.pause(free <= 0 || claimed === free);
    }
  }

  private pause(forSlot: boolean, ms = this.settings.pollMs): Promise<void> {
    if (this.stopping || (forSlot && this.inFlight.size < this.settings.concurrency)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        if (timer) clearTimeout(timer);
        this.wake = undefined;
        this.waitingForSlot = false;
        resolve();
      };
      const timer = forSlot ? undefined : setTimeout(done, ms);
      timer?.unref();
      this.waitingForSlot = forSlot;
      this.wake = done;
    });
  }

  private async claimAndStart(limit: number): Promise<Array<Promise<void>>> {
    if (limit <= 0) return [];
    const token = randomBytes(12).toString('hex');
    const claimed = await this.claim(token, limit);
    if (claimed.length === 0) return [];
    const { endpoints, events } = await this.load(claimed);
    return claimed.map((delivery) => {
      const work: Promise<void> = this.deliver(delivery, token, endpoints.get(delivery.endpoint_id), events.get(delivery.event_id))
        .catch((err: unknown) => this.logger.error({ err, delivery_id: delivery.id }, 'webhook delivery failed unexpectedly; it is retried when its lease ends'))
        .finally(() => {
          this.inFlight.delete(work);
          if (this.waitingForSlot) this.wake?.();
        });
      this.inFlight.add(work);
      return work;
    });
  }

  /**
   * One statement takes due deliveries. On PostgreSQL the inner select locks the delivery rows
   * and skips those another instance is claiming (FOR UPDATE OF d SKIP LOCKED); SQLite has one
   * writer at a time, so the conditional update is enough. Deliveries of a deleted endpoint are
   * claimed too, to be cancelled unsent; a disabled endpoint's wait, but for test events.
   */
  private async claim(token: string, limit: number): Promise<ClaimedDelivery[]> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + this.settings.leaseMs).toISOString();
    const lock = isPostgres(this.db) ? 'for update of d skip locked' : '';
    const result: unknown = await this.db.raw(
      `update webhook_deliveries set claim_token = ?, claimed_until = ?, attempts = attempts + 1
        where id in (
          select d.id from webhook_deliveries d
            join webhook_endpoints e on e.id = d.endpoint_id and e.account_id = d.account_id and e.mode = d.mode
           where d.status = 'pending' and d.next_attempt_at <= ? and (d.claimed_until is null or d.claimed_until <= ?)
             and (e.status = 'enabled' or e.deleted_at is not null or d.event_type = ?)
           order by d.next_attempt_at, d.id
           limit ? ${lock})
        returning id, account_id, mode, endpoint_id, event_id, event_type, attempts, window_started_at`,
      [token, until, nowIso, nowIso, TEST_EVENT, limit],
    );
    return rawRows<ClaimedDelivery>(result);
  }

  // Deliveries are real-world transport: due times, retries, signatures' timestamps and the
  // attempts' record run on the service's clock, whatever a test partition's own clock says.
  private partitionOf(delivery: ClaimedDelivery): Partition {
    return Partition.forJob(this.options.sections, this.db, this.clock, delivery);
  }

  /**
   * The endpoints and events of a claimed batch, a query of each per partition in it rather than
   * per delivery: on SQLite every query waits its turn for the one connection, behind the API's.
   */
  private async load(claimed: readonly ClaimedDelivery[]): Promise<{ endpoints: Map<string, EndpointRow>; events: Map<string, EventRow> }> {
    const endpoints = new Map<string, EndpointRow>();
    const events = new Map<string, EventRow>();
    for (const group of byPartition(claimed, (delivery) => [delivery.account_id, delivery.mode])) {
      const partition = this.partitionOf(group[0] as ClaimedDelivery);
      const endpointRows = (await partition.table('webhook_endpoints').whereIn('id', [...new Set(group.map((delivery) => delivery.endpoint_id))])) as EndpointRow[];
      const eventRows = (await partition.table('events').whereIn('id', group.map((delivery) => delivery.event_id))) as EventRow[];
      for (const row of endpointRows) endpoints.set(row.id, row);
      for (const row of eventRows) events.set(row.id, row);
    }
    return { endpoints, events };
  }

  private async deliver(delivery: ClaimedDelivery, token: string, endpoint: EndpointRow | undefined, event: EventRow | undefined): Promise<void> {
    const partition = this.partitionOf(delivery);
    const number = Number(delivery.attempts);
    if (number > 1) await this.recordLostAttempts(partition, delivery, endpoint?.url ?? '', number);
    if (!endpoint || endpoint.deleted_at !== null || !event) {
      await this.settle(partition, delivery, token, { status: 'cancelled', next_attempt_at: null, attempts: number - 1, last_error: event ? null : 'the event no longer exists' });
      return;
    }
    if (endpoint.status !== 'enabled' && delivery.event_type !== TEST_EVENT) {
      // Disabled between the claim and now: the delivery waits, uncounted, for the endpoint.
      await this.settle(partition, delivery, token, { attempts: number - 1 });
      return;
    }
    const started = this.clock.now();
    const startedAt = performance.now();
    let result: AttemptRecord;
    try {
      result = await this.attempt(partition, delivery, endpoint, event, number, started, startedAt);
    } catch (err) {
      const durationMs = Math.round(performance.now() - startedAt);
      if (err instanceof AddressRefused) {
        result = { outcome: 'refused_address', statusCode: null, durationMs, error: err.message.slice(0, 300), excerpt: null, ourFault: false };
      } else {
        // A secret that does not open, say: the operator's problem, not the partner's endpoint's.
        this.logger.error({ err, delivery_id: delivery.id, endpoint_id: endpoint.id }, 'a webhook attempt could not be prepared');
        result = { outcome: 'network_error', statusCode: null, durationMs, error: 'the service could not prepare this attempt; it will be retried', excerpt: null, ourFault: true };
      }
    }
    await this.record(partition, delivery, token, endpoint, number, started, result);
  }

  private async attempt(partition: Partition, delivery: ClaimedDelivery, endpoint: EndpointRow, event: EventRow, number: number, started: Date, startedAt: number): Promise<AttemptRecord> {
    const url = endpointUrl(endpoint.url, partition.mode);
    const address = await deliveryAddress(url, partition.mode, { allowedHosts: this.options.allowedHosts }, this.boundedResolver);
    // Serialized once: the bytes signed are the bytes sent.
    const body = JSON.stringify(eventOf(event, partition));
    const result = await sendAttempt({
      url,
      address,
      body,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': USER_AGENT,
        'Trade-Signature': signatureHeader(body, this.secretsOf(endpoint, started.toISOString()), Math.floor(started.getTime() / 1000)),
        'Trade-Event-Id': event.id,
        'Trade-Event-Type': event.type,
        'Trade-Delivery-Id': delivery.id,
        'Trade-Delivery-Attempt': String(number),
      },
      timeoutMs: this.settings.timeoutMs,
      startedAt,
      caPem: this.settings.caPem,
      signal: this.abort.signal,
    });
    return { ...result, ourFault: result.interrupted };
  }

  /** The resolver, given no longer than an attempt may take: a resolver that does not answer means the host does not resolve. */
  private readonly boundedResolver: Resolver = (host) => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('lookup timed out')), this.settings.timeoutMs);
    });
    return Promise.race([(this.options.resolve ?? systemResolver)(host), expired]).finally(() => clearTimeout(timer));
  };

  /** The current secret, and the previous one while a rotation keeps it signing. */
  private secretsOf(endpoint: EndpointRow, now: string): string[] {
    const key = this.options.dataKey;
    const previous = signingPreviousSecret(endpoint, now);
    return [endpoint.secret_sealed, ...(previous === null ? [] : [previous])].map((sealed) => openSecret(key, endpoint.id, sealed));
  }

  /** Moves the delivery while the claim holds, and lets it go. */
  private async settle(partition: Partition, delivery: ClaimedDelivery, token: string, changes: Record<string, unknown>): Promise<void> {
    // A delivery is a queue item held by its claim token, not a state machine: its attempts rows are its record.
    await partition.table('webhook_deliveries').where({ id: delivery.id, claim_token: token }).update({ ...changes, claim_token: null, claimed_until: null });
  }

  /** Attempts counted at an earlier claim whose instance died before recording them. */
  private async recordLostAttempts(partition: Partition, delivery: ClaimedDelivery, url: string, number: number): Promise<void> {
    const seen = new Set(((await partition.table('webhook_attempts').where({ delivery_id: delivery.id }).select('number')) as Array<{ number: number | string }>).map((row) => Number(row.number)));
    const now = partition.now();
    const lost = [];
    for (let n = 1; n < number; n++) {
      if (seen.has(n)) continue;
      lost.push({ id: newId('wha'), delivery_id: delivery.id, endpoint_id: delivery.endpoint_id, event_id: delivery.event_id, number: n, url, outcome: 'network_error', status_code: null, duration_ms: 0, error: LOST_ATTEMPT, response_excerpt: null, created_at: now });
    }
    if (lost.length > 0) await partition.insert('webhook_attempts', lost);
  }

  /**
   * Runs `work` in a transaction shared with the other attempts that finished meanwhile: one
   * transaction records a batch, where one each would queue as many times for SQLite's single
   * connection behind the API's requests. A batch that fails is run again one by one, so one
   * failure (a deadlock between instances, say) fails only its own attempt.
   */
  private inSharedTransaction<T>(partition: Partition, work: (p: Partition, attempts: AttemptInsert[]) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.writes.push({
        run: (trx, attempts) => work(partition.on(trx), attempts),
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.flushing ??= this.flush().finally(() => {
        this.flushing = undefined;
      });
    });
  }

  private async flush(): Promise<void> {
    while (this.writes.length > 0) {
      const batch = this.writes.splice(0, MAX_WRITE_BATCH);
      let results: unknown[];
      try {
        results = await this.db.transaction((trx) => this.writeBatch(trx, batch));
      } catch {
        for (const write of batch) await this.db.transaction((trx) => this.writeBatch(trx, [write])).then(([result]) => write.resolve(result), write.reject);
        continue;
      }
      batch.forEach((write, i) => write.resolve(results[i]));
    }
  }

  /** The batch's moves one by one, then all its attempt rows in one insert per partition. */
  private async writeBatch(trx: Db, batch: readonly PendingWrite[]): Promise<unknown[]> {
    const attempts: AttemptInsert[] = [];
    const results: unknown[] = [];
    for (const write of batch) results.push(await write.run(trx, attempts));
    for (const group of byPartition(attempts, (attempt) => [attempt.partition.accountId, attempt.partition.mode])) await (group[0] as AttemptInsert).partition.insert('webhook_attempts', group.map((attempt) => attempt.row));
    return results;
  }

  private async record(partition: Partition, delivery: ClaimedDelivery, token: string, endpoint: EndpointRow, number: number, started: Date, result: AttemptRecord): Promise<void> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const succeeded = result.outcome === 'succeeded';
    const windowEnd = Date.parse(delivery.window_started_at) + this.settings.retryWindowMs;
    let next: { status: 'pending' | 'succeeded' | 'failed' | 'cancelled'; next_attempt_at: string | null } = { status: 'succeeded', next_attempt_at: null };
    let wait = 0;
    const recorded = await this.inSharedTransaction(partition, async (p, attempts) => {
      let current: EndpointRow | undefined;
      if (!succeeded) {
        current = (await p.table('webhook_endpoints').where({ id: endpoint.id }).first()) as EndpointRow | undefined;
        if (!current || current.deleted_at !== null) next = { status: 'cancelled', next_attempt_at: null };
        else if (result.ourFault) next = { status: 'pending', next_attempt_at: nowIso };
        else if (now.getTime() >= windowEnd) next = { status: 'failed', next_attempt_at: null };
        else {
          wait = retryDelayMs(number, this.settings);
          // The last retry falls at the end of the window, not after it.
          next = { status: 'pending', next_attempt_at: new Date(Math.min(now.getTime() + wait, windowEnd)).toISOString() };
        }
      }
      // Queue bookkeeping, not a state machine: the attempt recorded below is the delivery's record.
      const moved = await p
        .table('webhook_deliveries')
        .where({ id: delivery.id, claim_token: token })
        .update({
          ...next,
          ...(succeeded ? { delivered_at: nowIso } : {}),
          last_attempt_at: started.toISOString(),
          last_status_code: result.statusCode,
          last_error: result.error,
          claim_token: null,
          claimed_until: null,
        });
      // The lease ran out and another claim took the delivery: that one records this attempt as lost.
      if (moved === 0) return false;
      attempts.push({
        partition: p,
        row: {
          id: newId('wha'),
          delivery_id: delivery.id,
          endpoint_id: endpoint.id,
          event_id: delivery.event_id,
          number,
          url: endpoint.url,
          outcome: result.outcome,
          status_code: result.statusCode,
          duration_ms: result.durationMs,
          error: result.error,
          response_excerpt: result.excerpt,
          created_at: started.toISOString(),
        },
      });
      // An endpoint read without a run of failures needs no write; one that began since is
      // checked before it could disable the endpoint (noteFailure).
      if (succeeded && endpoint.failing_since !== null) await p.table('webhook_endpoints').where({ id: endpoint.id }).whereNotNull('failing_since').update({ failing_since: null });
      else if (current && current.deleted_at === null && !result.ourFault) await this.noteFailure(p, current, started.toISOString());
      return true;
    });
    const fields = { delivery_id: delivery.id, endpoint_id: endpoint.id, event_id: delivery.event_id, event_type: delivery.event_type, attempt: number, outcome: result.outcome, status_code: result.statusCode, duration_ms: result.durationMs };
    if (!recorded) this.logger.warn(fields, 'webhook attempt not recorded: its claim had expired and another took the delivery');
    else if (succeeded) this.logger.info(fields, 'webhook delivered');
    else if (next.status === 'failed') this.logger.warn({ ...fields, error: result.error }, 'webhook delivery failed for good after its retry window');
    else this.logger.info({ ...fields, error: result.error, status: next.status, retry_in_ms: wait }, 'webhook attempt failed');
  }

  /**
   * A failed attempt starts the endpoint's run of failures (when none is running); a run as long
   * as `disableAfterMs` disables it, once (the update is conditional), with its event and notice.
   */
  private async noteFailure(p: Partition, endpoint: EndpointRow, failedAt: string): Promise<void> {
    if (endpoint.failing_since === null) await p.table('webhook_endpoints').where({ id: endpoint.id }).whereNull('failing_since').update({ failing_since: failedAt });
    const since = endpoint.failing_since ?? failedAt;
    const now = p.clock.now();
    if (endpoint.status !== 'enabled' || now.getTime() - Date.parse(since) < this.settings.disableAfterMs) return;
    // A success recorded while this run began (its write skipped, the endpoint read before) ends the run here.
    if (await p.table('webhook_deliveries').where({ endpoint_id: endpoint.id }).andWhere('delivered_at', '>=', since).first('id')) {
      await p.table('webhook_endpoints').where({ id: endpoint.id, failing_since: since }).update({ failing_since: failedAt });
      return;
    }
    const nowIso = now.toISOString();
    if (!(await claimMove(p, endpointStates, endpoint.id, 'enabled', 'disabled', { disabled_reason: 'failing', updated_at: nowIso }, notDeleted))) return;
    const row: EndpointRow = { ...endpoint, status: 'disabled', disabled_reason: 'failing', failing_since: since, updated_at: nowIso };
    const period = spell(this.settings.disableAfterMs);
    await recordEvents(p, [
      {
        type: 'webhook_endpoint.disabled',
        subjectType: 'webhook_endpoint',
        subjectId: endpoint.id,
        data: endpointView(row, p, nowIso),
        notice: {
          kind: 'service_notice',
          title: `Webhook endpoint disabled after ${period} of failed deliveries`,
          body:
            `Every delivery to ${endpoint.url} (webhook endpoint ${endpoint.id}) has failed since ${since}, so we disabled the endpoint at ${nowIso}; it is not deleted. ` +
            'While it is disabled no events are sent to it; they stay readable in the event feed (GET /api/b2b/v1/events) for 30 days. ' +
            `Once your receiver answers 2xx again: send it a test event (POST /api/b2b/v1/webhook-endpoints/${endpoint.id}/test), ` +
            `enable the endpoint (PATCH /api/b2b/v1/webhook-endpoints/${endpoint.id} with "status": "enabled"), ` +
            `then re-send the deliveries that failed (listed by GET /api/b2b/v1/webhook-endpoints/${endpoint.id}/deliveries; POST /api/b2b/v1/webhook-deliveries/{id}/resend). ` +
            'Deliveries still pending resume by themselves once it is enabled.',
        },
      },
    ]);
    this.logger.warn({ endpoint_id: endpoint.id, account_id: p.accountId, mode: p.mode, failing_since: since }, 'webhook endpoint disabled: its deliveries failed for too long');
  }
}
