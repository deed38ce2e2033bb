import type { Redis, RedisOptions } from 'ioredis';
import type { HitStore, WindowHits } from './hitCounter';
import { monotonicMs, unixSeconds, type Clock } from './clock';

const KEY_PREFIX = 'trade-api:rl:';
// A window's key outlives the window a little, so a late flush still lands in it; then Redis drops it.
const EXPIRY_MARGIN_SECONDS = 60;
const COMMAND_TIMEOUT_MS = 1000;

const keyOf = (bucket: string, windowStart: number): string => `${KEY_PREFIX}${windowStart}:${bucket}`;

/** Counts in Redis (REDIS_URL): one INCRBY per window and flush, expiring with the window. */
class RedisHitStore implements HitStore {
  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  async add(windows: readonly WindowHits[]): Promise<number[]> {
    // Windows are counted on the service's clock, so each key's time to live is measured on it too.
    const nowSeconds = unixSeconds(this.clock.now());
    const pipeline = this.redis.multi();
    for (const w of windows) {
      const key = keyOf(w.bucket, w.windowStart);
      pipeline.incrby(key, w.hits);
      pipeline.expire(key, Math.max(1, w.windowStart + w.windowSeconds - nowSeconds) + EXPIRY_MARGIN_SECONDS);
    }
    const results = await pipeline.exec();
    if (!results) throw new Error('the Redis transaction was aborted');
    return windows.map((_window, i) => {
      const [err, total] = results[i * 2] ?? [new Error('no answer from Redis'), null];
      if (err) throw err;
      return Number(total);
    });
  }

  async read(bucket: string, windowStart: number): Promise<number> {
    return Number((await this.redis.get(keyOf(bucket, windowStart))) ?? 0);
  }

  /** Redis expires each window by itself. */
  async purgeBefore(): Promise<void> {}

  async close(): Promise<void> {
    // QUIT waits for an answer, which a client still reconnecting never gets.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

/**
 * A command fails after a second rather than waiting for a reconnect: the limiter keeps counting
 * in memory and sends the counts again on its next flush.
 */
export function createRedisHitStore(url: string, clock: Clock, onError: (err: Error) => void): HitStore {
  // Loaded here, not imported at the top: evaluating the client takes about 40 ms, which every
  // start-up without REDIS_URL would pay towards its /readyz time.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Redis: IORedis } = require('ioredis') as { Redis: new (url: string, options: RedisOptions) => Redis };
  const redis = new IORedis(url, { maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS, enableAutoPipelining: true });
  // ioredis reports every failed reconnect; one line a minute says enough.
  let lastLogMs = -Infinity;
  redis.on('error', (err: Error) => {
    if (monotonicMs() - lastLogMs < 60_000) return;
    lastLogMs = monotonicMs();
    onError(err);
  });
  return new RedisHitStore(redis, clock);
}
