import type { OperationHandler } from '../src/http/handler';
import { readiness } from '../src/platform/readiness';
import { monotonicMs } from '../src/platform/clock';

export const getHealth: OperationHandler<'getHealth'> = ({ services }) => ({
  status: 200,
  body: { status: 'ok', uptime_seconds: Math.round((monotonicMs() - services.lifecycle.startedAtMs) / 100) / 10 },
});

export const getReadiness: OperationHandler<'getReadiness'> = async ({ services }) => ({
  status: 200,
  body: await readiness(services),
});
