import type { components } from '../generated/openapi-types';
import { scopes } from '../generated/enums';

export type Scope = components['schemas']['Scope'];

/** Every scope of the API (the contract's `Scope`); a key holds all of them unless issued with fewer. */
export const ALL_SCOPES: readonly Scope[] = scopes;

export const isScope = (value: string): value is Scope => (ALL_SCOPES as readonly string[]).includes(value);
