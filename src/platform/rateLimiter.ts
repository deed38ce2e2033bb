import type { HitStore, WindowHits } from './hitCounter';
import type { Clock } from './clock';
import type { Logger } from './logger';
import { errors } from '../errors';
import type { LimitName, LimitRule } from './limits';

const PURGE_EVERY_MS = 10 * 60 * 1000;
// A failing store is logged once per this interval, not once per flush.
const LOG_FAILURE_EVERY_MS = 60_000;

/** One bucket's count in one fixed window, as this instance sees it. */
interface Window {
  bucket: string;
  windowStart: number;
  windowSeconds: number;
  /** The shared total when the store last answered (this instance's flushed hits included). */
  shared: number;
  /** Hits counted here and not yet added to the store. */
  pending: number;
  /** Monotonic time (ms) of the store's last answer for this window. */
  syncedAt: number;
  /** Set while the store is being read for this window; calls wait for it. */
  loading: Promise<void> | null;
  /** Set while a flush carries this window's pending hits. */
  flushing: boolean;
}

/** One limit as an answer reports it: its policy, and the caller's quota left in the current window. */
export interface QuotaState {
  limit: LimitName;
  allowed: number;
  windowSeconds: number;
  /** Calls left in the window, this one counted. */
  remaining: number;
  /** Seconds until the window resets: the same instant as a refusal's Retry-After. */
  resetSeconds: number;
}

/**
 * The limits one answer counted against, as the `RateLimit-Policy` and `RateLimit` fields of
 * draft-ietf-httpapi-ratelimit-headers (lists of Structured Field items named by the limit, e.g.
 * `"api_key";q=300;w=60` and `"api_key";r=299;t=42`). The fields are written to the answer as
 * each limit is added, so a refusal, and any error after a limit counted, carries them as well.
 */
export class QuotaReport {
  private readonly states = new Map<LimitName, QuotaState>();

  constructor(private readonly setHeader: (name: string, value: string) => void) {}

  add(state: QuotaState): void {
    this.states.set(state.limit, state);
    let policy = '';
    let quota = '';
    for (const s of this.states.values()) {
      const separator = policy === '' ? '' : ', ';
      policy += `${separator}"${s.limit}";q=${s.allowed};w=${s.windowSeconds}`;
      quota += `${separator}"${s.limit}";r=${s.remaining};t=${s.resetSeconds}`;
    }
    this.setHeader('RateLimit-Policy', policy);
    this.setHeader('RateLimit', quota);
  }
}

export interface RateLimiterOptions {
  /** How often counts are added to the store, and how old a window's shared total may be. */
  syncIntervalMs: number;
  logger: Logger;
}

const monotonicMs = (): number => performance.now();

/**
 * Fixed windows (an hour, or a minute for API keys and failed authentication), counted in this
 * process and shared through a store (the database, or Redis) in batches: every `syncIntervalMs`
 * the hits counted since the last flush are added in one statement, which answers the totals.
 * A call costs no round trip unless its window's shared total is older than one interval (the
 * first call of a window, or of a quiet one): then it reads the total first.
 *
 * One instance is exact: everything it counts is in its own memory. With N instances each decides
 * on a total at most one interval old plus its own hits, so a window can be overshot by at most
 * what the other N−1 instances admit in one interval (and never by more than (N−1) × the limit).
 *
 * A failing store fails no call: the limiter logs it, keeps counting in memory and adds the
 * pending hits on the next flush.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly timer: NodeJS.Timeout;
  private flushes: Promise<void> = Promise.resolve();
  private queuedFlushes = 0;
  private lastPurgeMs = 0;
  private lastFailureLogMs = -Infinity;
  private closed = false;

  constructor(
    private readonly store: HitStore,
    private readonly limits: Readonly<Record<LimitName, LimitRule>>,
    private readonly clock: Clock,
    private readonly options: RateLimiterOptions,
  ) {
    // A slow store delays the next tick's flush rather than queueing one per tick.
    this.timer = setInterval(() => {
      if (this.queuedFlushes === 0) void this.flush();
    }, options.syncIntervalMs);
    this.timer.unref();
  }

  /**
   * Counts one call of `limit` from `clientKey`; throws 429 when it is over the limit. The limit
   * goes into `report` either way.
   */
  async consume(limit: LimitName, clientKey: string, report?: QuotaReport): Promise<void> {
    const window = await this.current(limit, clientKey);
    window.pending++;
    this.settle(limit, window, window.shared + window.pending, report);
  }

  /**
   * Throws 429 when `clientKey` has used up `limit` already; counts nothing, so the limit goes
   * into `report` only when it refuses.
   */
  async check(limit: LimitName, clientKey: string, report?: QuotaReport): Promise<void> {
    const window = await this.current(limit, clientKey);
    const hits = window.shared + window.pending + 1;
    if (hits > this.limits[limit].allowed) this.settle(limit, window, hits, report);
  }

  /** Counts one event against `limit` without refusing anything (the next `check` refuses). */
  async count(limit: LimitName, clientKey: string, report?: QuotaReport): Promise<void> {
    const window = await this.current(limit, clientKey);
    window.pending++;
    report?.add(this.stateOf(limit, window, window.shared + window.pending));
  }

  /**
   * Counts one call of `limit` from `clientKey` in the shared store at once and refuses it (429)
   * when the total, this call included, is over the limit: increment, then check, in one
   * statement of the store (an upsert answering the total; Redis INCRBY), so N calls at once,
   * across any number of instances, admit at most the limit. A round trip each: for calls that
   * guard a secret (sign-in guesses). A failing store falls back to this instance's count.
   */
  async take(limit: LimitName, clientKey: string, report?: QuotaReport): Promise<void> {
    this.settle(limit, ...(await this.addNow(limit, clientKey, 1)), report);
  }

  /** Takes back a call `take` counted that turned out not to count (a sign-in that succeeded). */
  async giveBack(limit: LimitName, clientKey: string): Promise<void> {
    await this.addNow(limit, clientKey, -1);
  }

  /** Adds `hits` to the bucket's window in the store now; answers the window and its total. */
  private async addNow(limit: LimitName, clientKey: string, hits: number): Promise<[Window, number]> {
    const window = this.windowOf(limit, clientKey);
    try {
      const [total] = await this.store.add([{ bucket: window.bucket, windowStart: window.windowStart, windowSeconds: window.windowSeconds, hits }]);
      window.shared = total ?? window.shared + hits;
      window.syncedAt = monotonicMs();
    } catch (err) {
      this.storeFailed(err, 'adding a rate-limit count failed; counting in memory');
      window.pending += hits;
    }
    // Hits counted here and not yet flushed are not in the store's total.
    return [window, window.shared + window.pending];
  }

  allowed(limit: LimitName): number {
    return this.limits[limit].allowed;
  }

  /**
   * Adds every hit counted so far to the store, after any flush under way (flushes run one at a
   * time). Never throws.
   */
  flush(): Promise<void> {
    this.queuedFlushes++;
    this.flushes = this.flushes.then(() => this.flushOnce()).finally(() => {
      this.queuedFlushes--;
    });
    return this.flushes;
  }

  /** Stops the timer and adds what is still pending. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
    await this.store.close().catch((err: unknown) => this.options.logger.warn({ err }, 'closing the rate-limit store failed'));
  }

  /** Reports the limit as `hits` leave it, and refuses the call when they exceed it. */
  private settle(limit: LimitName, window: Window, hits: number, report: QuotaReport | undefined): void {
    const state = this.stateOf(limit, window, hits);
    report?.add(state);
    const rule = this.limits[limit];
    if (hits <= rule.allowed) return;
    throw errors.rateLimited(rule.subject, rule.allowed, rule.windowSeconds === 60 ? 'minute' : 'hour', state.resetSeconds);
  }

  private stateOf(limit: LimitName, window: Window, hits: number): QuotaState {
    const { allowed } = this.limits[limit];
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    return {
      limit,
      allowed,
      windowSeconds: window.windowSeconds,
      remaining: Math.max(0, allowed - hits),
      resetSeconds: Math.max(1, window.windowStart + window.windowSeconds - nowSeconds),
    };
  }

  /** The current window of the bucket, as this instance holds it. */
  private windowOf(limit: LimitName, clientKey: string): Window {
    const rule = this.limits[limit];
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
    const bucket = `${limit}:${clientKey}`;
    const key = `${windowStart}\u0000${bucket}`;
    let window = this.windows.get(key);
    if (!window) {
      window = { bucket, windowStart, windowSeconds: rule.windowSeconds, shared: 0, pending: 0, syncedAt: -Infinity, loading: null, flushing: false };
      this.windows.set(key, window);
    }
    return window;
  }

  /** The current window of the bucket, its shared total no older than one interval. */
  private async current(limit: LimitName, clientKey: string): Promise<Window> {
    const window = this.windowOf(limit, clientKey);
    if (window.loading) await window.loading;
    else if (!window.flushing && monotonicMs() - window.syncedAt > this.options.syncIntervalMs) {
      window.loading = this.load(window);
      await window.loading;
    }
    return window;
  }

  private async load(window: Window): Promise<void> {
    try {
      window.shared = await this.store.read(window.bucket, window.windowStart);
    } catch (err) {
      this.storeFailed(err, 'reading a rate-limit window failed; counting in memory');
    } finally {
      // After a failure too: the next read waits an interval rather than every call paying for it.
      window.syncedAt = monotonicMs();
      window.loading = null;
    }
  }

  private async flushOnce(): Promise<void> {
    const nowMs = this.clock.now().getTime();
    const nowSeconds = Math.floor(nowMs / 1000);
    const batch: Array<{ window: Window; hits: number }> = [];
    for (const [key, window] of this.windows) {
      if (window.loading) continue;
      if (window.pending > 0) {
        batch.push({ window, hits: window.pending });
        window.flushing = true;
      } else if (window.windowStart + window.windowSeconds <= nowSeconds) {
        this.windows.delete(key);
      }
    }
    try {
      if (batch.length > 0) {
        const rows: WindowHits[] = batch.map(({ window, hits }) => ({ bucket: window.bucket, windowStart: window.windowStart, windowSeconds: window.windowSeconds, hits }));
        const totals = await this.store.add(rows);
        const syncedAt = monotonicMs();
        batch.forEach(({ window, hits }, i) => {
          window.pending -= hits;
          window.shared = totals[i] ?? window.shared + hits;
          window.syncedAt = syncedAt;
        });
      }
      if (nowMs - this.lastPurgeMs > PURGE_EVERY_MS) {
        // Every window is at most an hour long, so anything that started two hours ago is over.
        await this.store.purgeBefore(nowSeconds - 2 * 3600);
        this.lastPurgeMs = nowMs;
      }
    } catch (err) {
      this.storeFailed(err, 'adding rate-limit counts failed; they stay in memory until the next flush');
    } finally {
      for (const { window } of batch) window.flushing = false;
    }
  }

  private storeFailed(err: unknown, message: string): void {
    const now = monotonicMs();
    if (now - this.lastFailureLogMs < LOG_FAILURE_EVERY_MS) return;
    this.lastFailureLogMs = now;
    this.options.logger.warn({ err }, message);
  }
}
