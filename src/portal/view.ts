import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { components } from '../generated/portal/openapi-types';
import { ROLE_SCOPES, SECOND_FACTOR_ROLES } from '../apiKeys/roles';
import { Partition, type PartitionSections } from '../engine/partition';
import { documentBrandOf } from '../engine/partitionSettings';
import { loginById, membershipsOf } from '../engine/portalLogins';
import { passkeyCount } from './totp';
import { liveRefusal, type PortalPrincipal } from './sessions';

type PortalSessionView = components['schemas']['PortalSession'];

/** The account's own brand on the session's data, for the portal's colours: its white label where set. */
async function brandOf(sections: PartitionSections, db: Db, clock: Clock, principal: PortalPrincipal): Promise<PortalSessionView['brand']> {
  const brand = await documentBrandOf(Partition.forJob(sections, db, clock, { account_id: principal.account.id, mode: principal.mode }));
  if (brand.mode !== 'white_label' || !brand.display_name) return null;
  return { display_name: brand.display_name, accent_hex: brand.accent_hex ?? null, logo_url: brand.logo_url ?? null };
}

/** The session as the portal API answers it: who, where, what they may do, their second factors and the CSRF token. */
export async function portalSessionView(sections: PartitionSections, db: Db, clock: Clock, principal: PortalPrincipal): Promise<PortalSessionView> {
  const [login, memberships, passkeys, brand] = await Promise.all([
    loginById(db, principal.loginId),
    membershipsOf(db, principal.email),
    passkeyCount(db, principal.loginId),
    brandOf(sections, db, clock, principal),
  ]);
  const totp = login?.totp_secret_sealed !== null && login?.totp_secret_sealed !== undefined;
  return {
    object: 'portal_session',
    session_id: principal.sessionId,
    person: { user_id: principal.userId, email: principal.email, first_name: principal.firstName, last_name: principal.lastName },
    role: principal.role,
    scopes: [...ROLE_SCOPES[principal.role]],
    account: { id: principal.account.id, name: principal.account.name, live_access: principal.account.live_access },
    accounts: memberships.map((m) => ({ id: m.accountId, name: m.accountName, role: m.role, live_access: m.liveAccess })),
    mode: principal.mode,
    live_access: liveRefusal('live', principal.account.live_access, principal.role, principal.secondFactor) === null,
    second_factor: { required: SECOND_FACTOR_ROLES.has(principal.role), enrolled: totp || passkeys > 0, totp, passkeys, on_session: principal.secondFactor },
    brand,
    csrf_token: principal.csrfToken,
    idle_expires_at: principal.idleExpiresAt,
    expires_at: principal.expiresAt,
  };
}
