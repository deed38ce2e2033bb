import type { components } from '../generated/openapi-types';
import type { ApiPrincipal } from './authenticate';

type WhoAmI = components['schemas']['WhoAmI'];

/**
 * The key and its account, as `GET /whoami` shows them; the handler stamps it with the key's mode.
 * A portal session has no key: it shows the person, their role's scopes and the session's mode.
 */
export function whoAmI(principal: ApiPrincipal, requestsPerMinute: number): Omit<WhoAmI, 'object' | 'sandbox'> {
  const { person } = principal;
  return {
    account: { id: principal.account.id, name: principal.account.name, live_access: principal.account.live_access },
    key: person
      ? null
      : {
          id: principal.keyId,
          mode: principal.mode,
          prefix: principal.keyPrefix,
          scopes: principal.scopes,
          created_at: principal.keyCreatedAt,
          last_used_at: principal.lastUsedAt,
        },
    person: person ? { user_id: person.userId, email: person.email, role: person.role, session_id: principal.keyId, mode: principal.mode, scopes: principal.scopes } : null,
    limits: { requests_per_minute: requestsPerMinute },
  };
}
