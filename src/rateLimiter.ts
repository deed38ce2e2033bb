import { rawRows, type Db } from './db';
import type { Clock } from './clock';
import { errors } from './errors';
import type { LimitName } from './limits';

const WINDOW_SECONDS = 3600;

// One statement, the same text on SQLite (3.35+) and PostgreSQL. It runs on every limited call,
// so it is written out rather than built: a constant text is compiled once and reused (see db.ts).
const HIT_SQL = `insert into rate_limit_windows (bucket, window_start, hits) values (?, ?, 1)
on conflict (bucket, window_start) do update set hits = rate_limit_windows.hits + 1
returning hits`;
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed one-hour windows counted in the database, so every instance sharing it enforces one
 * limit. One atomic upsert per call: `INSERT … ON CONFLICT DO UPDATE SET hits = hits + 1 RETURNING hits`.
 */
export class RateLimiter {
  private lastPurgeMs = 0;

  constructor(
    private readonly db: Db,
    private readonly limitsPerHour: Readonly<Record<LimitName, number>>,
    private readonly clock: Clock,
  ) {}

  /** Counts one call of `limit` from `clientKey`; throws 429 when it is over the limit. */
  async consume(limit: LimitName, clientKey: string): Promise<void> {
    const nowMs = this.clock.now().getTime();
    const nowSeconds = Math.floor(nowMs / 1000);
    const windowStart = nowSeconds - (nowSeconds % WINDOW_SECONDS);
    const rows = rawRows<{ hits: number | string }>(await this.db.raw(HIT_SQL, [`${limit}:${clientKey}`, windowStart]));
    const hits = Number(rows[0]?.hits ?? 0);
    if (nowMs - this.lastPurgeMs > PURGE_EVERY_MS) {
      this.lastPurgeMs = nowMs;
      await this.db('rate_limit_windows').where('window_start', '<', windowStart).delete();
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
