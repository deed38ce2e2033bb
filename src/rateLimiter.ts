import type { HitCounter } from './hitCounter';
import type { Clock } from './clock';
import { errors } from './errors';
import type { LimitName } from './limits';

const WINDOW_SECONDS = 3600;
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed one-hour windows counted in the database, so every instance sharing it enforces one
 * limit: one atomic upsert per call (`INSERT … ON CONFLICT DO UPDATE SET hits = hits + 1 RETURNING hits`).
 */
export class RateLimiter {
  private lastPurgeMs = 0;

  constructor(
    private readonly counter: HitCounter,
    private readonly limitsPerHour: Readonly<Record<LimitName, number>>,
    private readonly clock: Clock,
  ) {}

  /** Counts one call of `limit` from `clientKey`; throws 429 when it is over the limit. */
  async consume(limit: LimitName, clientKey: string): Promise<void> {
    const nowMs = this.clock.now().getTime();
    const nowSeconds = Math.floor(nowMs / 1000);
    const windowStart = nowSeconds - (nowSeconds % WINDOW_SECONDS);
    const hits = await this.counter.hit(`${limit}:${clientKey}`, windowStart);
    if (nowMs - this.lastPurgeMs > PURGE_EVERY_MS) {
      this.lastPurgeMs = nowMs;
      await this.counter.purgeBefore(windowStart);
    }
    const perHour = this.limitsPerHour[limit];
    if (hits > perHour) {
      const retryAfter = Math.max(1, windowStart + WINDOW_SECONDS - nowSeconds);
      throw errors.rateLimited(limit === 'sandbox' ? 'sandbox' : limit, perHour, retryAfter);
    }
  }

  limitPerHour(limit: LimitName): number {
    return this.limitsPerHour[limit];
  }
}
