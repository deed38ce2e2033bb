import type { Config } from './platform/config';
import type { Db } from './platform/db';
import type { Logger } from './platform/logger';
import { systemClock, type Clock } from './platform/clock';
import { RateLimiter } from './platform/rateLimiter';
import { createSqlHitStore } from './platform/hitCounter';
import { createRedisHitStore } from './platform/redisHitStore';
import { IdempotencyStore } from './platform/idempotency';
import { loadServiceKeys, type ServiceKeys } from './platform/secrets';
import { SandboxTokens } from './sandbox/tokens';
import { AvailabilitySigner } from './sandbox/signedUrls';
import { documentCache } from './engine/documents/documentCache';
import { pdfPool } from './engine/documents/pdfPool';

/** Everything a handler may use, built once at start-up. */
export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
  keys: ServiceKeys;
  rateLimiter: RateLimiter;
  sandboxTokens: SandboxTokens;
  availabilitySigner: AvailabilitySigner;
  idempotency: IdempotencyStore;
  lifecycle: { draining: boolean; startedAt: number };
  /** Adds the pending rate-limit counts, stops the PDF workers and releases what the services hold besides `db` (the caller closes `db` after). */
  close(): Promise<void>;
}

export async function createServices(config: Config, db: Db, logger: Logger, clock: Clock = systemClock): Promise<Services> {
  const keys = await loadServiceKeys(db, config);
  const hitStore = config.redisUrl
    ? createRedisHitStore(config.redisUrl, (err) => logger.warn({ err }, 'Redis connection error'))
    : createSqlHitStore(db);
  const rateLimiter = new RateLimiter(hitStore, config.limits, clock, { syncIntervalMs: config.rateLimitSyncMs, logger });
  documentCache.resize(config.documentCacheBytes);
  return {
    config,
    db,
    logger,
    clock,
    keys,
    rateLimiter,
    sandboxTokens: new SandboxTokens(keys.sandboxToken, clock),
    availabilitySigner: new AvailabilitySigner(keys.urlSigning, clock),
    idempotency: new IdempotencyStore(db, clock, { ttlSeconds: config.idempotencyTtlSeconds, leaseSeconds: config.idempotencyLeaseSeconds }),
    lifecycle: { draining: false, startedAt: Date.now() },
    close: async () => {
      await Promise.all([rateLimiter.close(), pdfPool.close()]);
    },
  };
}
