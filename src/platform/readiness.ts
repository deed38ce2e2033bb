import type { components } from '../generated/openapi-types';
import { pingDb, type Db } from './db';
import { errors } from '../errors';
import type { Config } from './config';

type Readiness = components['schemas']['Readiness'];

const TIMED_OUT = Symbol('timed out');

/** What the probe reads of the service (a part of its `Services`): whether it is draining, its database, and how long the database has to answer. */
export interface ReadinessServices {
  readonly lifecycle: { readonly draining: boolean };
  readonly config: Pick<Config, 'readyTimeoutMs'>;
  readonly db: Db;
}

/**
 * Ready when the database answers within `readyTimeoutMs`: a probe that waits as long as a
 * frozen database would keep the instance in rotation while every request there hangs. The ping
 * left behind ends at the database's own timeouts.
 */
export async function readiness(services: ReadinessServices): Promise<Readiness> {
  if (services.lifecycle.draining) throw errors.notConfigured('The service is shutting down and takes no new work.');
  const limitMs = services.config.readyTimeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), limitMs);
  });
  const ping = pingDb(services.db);
  // A late failure of an abandoned ping must not become an unhandled rejection.
  ping.catch(() => undefined);
  let outcome: void | typeof TIMED_OUT;
  try {
    outcome = await Promise.race([ping, deadline]);
  } catch (cause) {
    throw errors.notConfigured('The database is not answering.', cause);
  } finally {
    clearTimeout(timer);
  }
  if (outcome === TIMED_OUT) throw errors.notConfigured(`The database did not answer within ${limitMs} ms.`);
  return { status: 'ready', database: 'ok' };
}
