import type { HitCounter } from './hitCounter';
import type { Clock } from './clock';
import { errors } from './errors';
import type { LimitName, LimitRule } from './limits';

const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed windows (an hour, or a minute for API keys) counted in the database, so every instance
 * sharing it enforces one limit: one atomic upsert per call
 * (`INSERT … ON CONFLICT DO UPDATE SET hits = hits + 1 RETURNING hits`).
 */
export class RateLimiter {
  private lastPurgeMs = 0;

  constructor(
    private readonly counter: HitCounter,
    private readonly limits: Readonly<Record<LimitName, LimitRule>>,
    private readonly clock: Clock,
  ) {}

  /** Counts one call of `limit` from `clientKey`; throws 429 when it is over the limit. */
  async consume(limit: LimitName, clientKey: string): Promise<void> {
    const rule = this.limits[limit];
    const nowMs = this.clock.now().getTime();
    const nowSeconds = Math.floor(nowMs / 1000);
    const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
    const hits = await this.counter.hit(`${limit}:${clientKey}`, windowStart);
    if (nowMs - this.lastPurgeMs > PURGE_EVERY_MS) {
      this.lastPurgeMs = nowMs;
      // Every window is at most an hour long, so anything that started two hours ago is over.
      await this.counter.purgeBefore(nowSeconds - 2 * 3600);
    }
    if (hits > rule.allowed) {
      const retryAfter = Math.max(1, windowStart + rule.windowSeconds - nowSeconds);
      throw errors.rateLimited(rule.subject, rule.allowed, rule.windowSeconds === 60 ? 'minute' : 'hour', retryAfter);
    }
  }

  allowed(limit: LimitName): number {
    return this.limits[limit].allowed;
  }
}
