import type { ReactNode } from 'react';
import type { Scope } from './api';
import type { Lang } from './i18n';

/**
 * One screen of the portal: the first path segment it owns under /portal (it reads the rest
 * itself), its name in the navigation in each language, and the scopes of which the person's role
 * must hold at least one for it to be shown (the API refuses the rest anyway, with 403).
 */
export interface PortalScreen {
  path: string;
  label: Record<Lang, string>;
  scopes: readonly Scope[];
  /** The navigation's order: lower first. */
  order: number;
  render: () => ReactNode;
}
