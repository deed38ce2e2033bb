import type { components } from './generated/openapi-types';
import { pingDb } from './db';
import { errors } from './errors';
import type { Services } from './services';

type Readiness = components['schemas']['Readiness'];

export async function readiness(services: Services): Promise<Readiness> {
  if (services.lifecycle.draining) throw errors.notConfigured('The service is shutting down and takes no new work.');
  try {
    await pingDb(services.db);
  } catch (cause) {
    throw errors.notConfigured('The database is not answering.', cause);
  }
  return { status: 'ready', database: 'ok' };
}
