import type { Config } from './config';
import type { Db } from './db';
import type { Logger } from './logger';
import { systemClock, type Clock } from './clock';
import { RateLimiter } from './rateLimiter';
import { createHitCounter, type HitCounter } from './hitCounter';
import { IdempotencyStore } from './idempotency';
import { loadServiceKeys, type ServiceKeys } from './secrets';
import { SandboxTokens } from './sandbox/tokens';
import { AvailabilitySigner } from './sandbox/signedUrls';

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
  /** Releases what the services hold besides `db` (the caller closes `db`). */
  close(): void;
}

export async function createServices(config: Config, db: Db, logger: Logger, clock: Clock = systemClock): Promise<Services> {
  const keys = await loadServiceKeys(db, config);
  const hitCounter: HitCounter = createHitCounter(db);
  return {
    config,
    db,
    logger,
    clock,
    keys,
    rateLimiter: new RateLimiter(hitCounter, config.limits, clock),
    sandboxTokens: new SandboxTokens(keys.sandboxToken, clock),
    availabilitySigner: new AvailabilitySigner(keys.urlSigning, clock),
    idempotency: new IdempotencyStore(db, clock, config.idempotencyTtlSeconds),
    lifecycle: { draining: false, startedAt: Date.now() },
    close: () => hitCounter.close(),
  };
}
