import type { components } from '../generated/openapi-types';

export type Scope = components['schemas']['Scope'];

/** Every scope of the API; a key holds all of them unless issued with fewer. */
export const ALL_SCOPES: readonly Scope[] = [
  'transport:read', 'transport:write', 'activities:read', 'activities:write', 'cruise:read', 'cruise:write',
  'guides:read', 'guides:write', 'guides_wifi:read', 'guides_wifi:write', 'site:read', 'site:write',
  'account:read', 'affiliate:read', 'affiliate:write', 'bookings:create', 'bookings:view', 'bookings:manage',
  'statements:read', 'settings:view', 'settings:manage', 'rates:view', 'tracking:view', 'tracking:manage',
  'users:view', 'users:manage', 'inbox:view',
];

export const isScope = (value: string): value is Scope => (ALL_SCOPES as readonly string[]).includes(value);
