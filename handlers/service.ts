import type { OperationHandler } from '../src/http/handler';
import { readiness } from '../src/platform/readiness';

export const getHealth: OperationHandler<'getHealth'> = ({ services }) => ({
  status: 200,
  body: { status: 'ok', uptime_seconds: Math.round((Date.now() - services.lifecycle.startedAt) / 100) / 10 },
});

export const getReadiness: OperationHandler<'getReadiness'> = async ({ services }) => ({
  status: 200,
  body: await readiness(services),
});
