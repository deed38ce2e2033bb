import type { components } from '../generated/openapi-types';
import type { ApiPrincipal } from './authenticate';

type WhoAmI = components['schemas']['WhoAmI'];

export function whoAmI(principal: ApiPrincipal, requestsPerMinute: number): WhoAmI {
  return {
    object: 'whoami',
    sandbox: principal.mode === 'test',
    account: { id: principal.account.id, name: principal.account.name, live_access: principal.account.live_access },
    key: {
      id: principal.keyId,
      mode: principal.mode,
      prefix: principal.keyPrefix,
      scopes: principal.scopes,
      created_at: principal.keyCreatedAt,
      last_used_at: principal.lastUsedAt,
    },
    limits: { requests_per_minute: requestsPerMinute },
  };
}
