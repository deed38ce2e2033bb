import type { components } from '../generated/openapi-types';
import { ALL_SCOPES, type Scope } from './scopes';

export type UserRole = components['schemas']['UserRole'];

const READ_SCOPES: readonly Scope[] = ALL_SCOPES.filter((scope) => scope.endsWith(':read') || scope.endsWith(':view'));

/**
 * What each role may do, as API scopes: the one place the mapping is kept. The contract's
 * `UserRole` description carries the same table, and a test holds the two together. A person
 * signed in to the portal calls the v1 API with their role's scopes (the `partnerSession` scheme),
 * as a key calls it with its own.
 */
export const ROLE_SCOPES: Readonly<Record<UserRole, readonly Scope[]>> = {
  owner: ALL_SCOPES,
  admin: ALL_SCOPES,
  booker: [
    'account:read', 'transport:read', 'transport:write', 'activities:read', 'activities:write', 'cruise:read', 'cruise:write',
    'bookings:create', 'bookings:view', 'bookings:manage', 'rates:view', 'tracking:view', 'inbox:view',
  ],
  finance: ['account:read', 'bookings:view', 'statements:read', 'wallet:topup', 'affiliate:read', 'affiliate:write', 'settings:view', 'rates:view', 'inbox:view'],
  viewer: READ_SCOPES,
};

/** The roles whose sessions act on live data only with a second factor (TOTP or a passkey) on the session. */
export const SECOND_FACTOR_ROLES: ReadonlySet<UserRole> = new Set<UserRole>(['owner', 'admin']);
