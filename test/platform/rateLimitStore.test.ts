import { randomBytes } from 'node:crypto';
import { RateLimiter } from '../../src/platform/rateLimiter';
import type { HitStore, WindowHits } from '../../src/platform/hitCounter';
import { createRedisHitStore } from '../../src/platform/redisHitStore';
import { DEFAULT_LIMITS } from '../../src/platform/limits';
import { createLogger } from '../../src/platform/logger';
import { ApiError } from '../../src/errors';
import { TestClock } from '../helpers/testApp';
import { redisAnswers } from '../helpers/redis';

const REDIS_URL = 'redis://127.0.0.1:6379';
const NO_TIMER_FLUSH = 600_000;

/** A store in memory that can be made to fail, and records what it was sent. */
class FlakyStore implements HitStore {
  readonly totals = new Map<string, number>();
  failing = false;
  adds = 0;

  async add(windows: readonly WindowHits[]): Promise<number[]> {
    if (this.failing) throw new Error('connection refused');
    this.adds++;
    return windows.map((w) => {
      const key = `${w.windowStart}:${w.bucket}`;
      const total = (this.totals.get(key) ?? 0) + w.hits;
      this.totals.set(key, total);
      return total;
    });
  }

  async read(bucket: string, windowStart: number): Promise<number> {
    if (this.failing) throw new Error('connection refused');
    return this.totals.get(`${windowStart}:${bucket}`) ?? 0;
  }

  async purgeBefore(): Promise<void> {}
  async close(): Promise<void> {}
}

const limits = { ...DEFAULT_LIMITS, wallet_topup: { ...DEFAULT_LIMITS.wallet_topup, allowed: 10 } };
const clock = new TestClock(new Date('2026-11-22T10:15:00.000Z'));
const WINDOW = Date.parse('2026-11-22T10:00:00.000Z') / 1000;

function limiter(store: HitStore): RateLimiter {
  return new RateLimiter(store, limits, clock, { syncIntervalMs: NO_TIMER_FLUSH, logger: createLogger('silent') });
}

async function admitted(rateLimiter: RateLimiter, calls: number, client = '203.0.113.1'): Promise<number> {
  let ok = 0;
  for (let i = 0; i < calls; i++) {
    try {
      await rateLimiter.consume('wallet_topup', client);
      ok++;
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 429) throw err;
    }
  }
  return ok;
}

describe('the rate limiter with a failing store', () => {
  it('keeps counting in memory, fails no call, and adds the counts once the store is back', async () => {
    const store = new FlakyStore();
    const rateLimiter = limiter(store);
    store.failing = true;
    expect(await admitted(rateLimiter, 4)).toBe(4);
    await expect(rateLimiter.flush()).resolves.toBeUndefined();
    expect(store.totals.size).toBe(0);
    // Still exact in the process while the store is down.
    expect(await admitted(rateLimiter, 10)).toBe(6);
    store.failing = false;
    await rateLimiter.flush();
    expect(store.totals.get(`${WINDOW}:wallet_topup:203.0.113.1`)).toBe(14);
    // Nothing is sent twice.
    await rateLimiter.flush();
    expect(store.totals.get(`${WINDOW}:wallet_topup:203.0.113.1`)).toBe(14);
    await rateLimiter.close();
  });

  it('adds nothing when nothing was counted', async () => {
    const store = new FlakyStore();
    const rateLimiter = limiter(store);
    await rateLimiter.flush();
    expect(store.adds).toBe(0);
    await rateLimiter.close();
  });
});

describe('counting in Redis (REDIS_URL)', () => {
  let up = false;
  beforeAll(async () => {
    up = await redisAnswers();
    if (!up) console.log('SKIPPED: no Redis answers at 127.0.0.1:6379, so the Redis store is not tested here (CI runs one).');
  });

  it('shares counts between two instances and holds the limit once they are shared', async () => {
    if (!up) return;
    const client = `203.0.113.${randomBytes(2).readUInt16BE(0)}-${randomBytes(4).toString('hex')}`;
    const first = limiter(createRedisHitStore(REDIS_URL, clock, () => undefined));
    const second = limiter(createRedisHitStore(REDIS_URL, clock, () => undefined));
    try {
      expect(await admitted(first, 6, client)).toBe(6);
      await first.flush();
      expect(await admitted(second, 10, client)).toBe(4);
      await second.flush();
      const reader = createRedisHitStore(REDIS_URL, clock, () => undefined);
      expect(await reader.read(`wallet_topup:${client}`, WINDOW)).toBe(16);
      await reader.close();
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps counting in memory while Redis is unreachable', async () => {
    if (!up) return;
    // A port nobody listens on.
    const rateLimiter = limiter(createRedisHitStore('redis://127.0.0.1:1', clock, () => undefined));
    expect(await admitted(rateLimiter, 12)).toBe(10);
    await expect(rateLimiter.flush()).resolves.toBeUndefined();
    await rateLimiter.close();
    // ioredis clears the command timeouts (1 s) of failed commands only when they fire.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  });
});
