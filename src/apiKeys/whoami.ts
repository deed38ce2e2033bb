import type { components } from '../generated/openapi-types';
import type { ApiPrincipal } from './authenticate';

type WhoAmI = components['schemas']['WhoAmI'];

/** The key and its account, as `GET /whoami` shows them; the handler stamps it with the key's mode. */
export function whoAmI(principal: ApiPrincipal, requestsPerMinute: number): Omit<WhoAmI, 'object' | 'sandbox'> {
  return {
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
