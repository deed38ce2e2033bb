import type { components } from '../generated/openapi-types';
import { productionAccess } from '../engine/productionAccess';
import type { Services } from '../services';
import type { SandboxPrincipal } from '../platform/sandboxTokens';

type SandboxStatus = components['schemas']['SandboxStatus'];

export function sandboxStatus(services: Services, principal: SandboxPrincipal | null): SandboxStatus {
  if (!principal) throw new Error('getSandboxStatus runs only behind the sandboxBearerToken security handler');
  return {
    environment: 'sandbox',
    test_data: true,
    status: 'early-access',
    sandbox: 'operational',
    production: productionAccess(services.config.productionAccessUrl),
    token: {
      registration_id: principal.registrationId,
      scopes: principal.scopes,
      expires_at: principal.expiresAt.toISOString(),
    },
    limits: { sandbox_calls_per_hour: services.rateLimiter.allowed('sandbox') },
    server_time: services.clock.now().toISOString(),
  };
}
