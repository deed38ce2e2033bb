import { createElement } from 'react';
import type { PortalScreen } from '../../screen';
import { TeamScreen } from './Team';

/** The Team area: the account's people, for roles that may see them (`users:view`); changes need `users:manage`. */
export const screens: readonly PortalScreen[] = [
  {
    path: '/team',
    label: { en: 'Team', ar: 'الفريق' },
    scopes: ['users:view'],
    order: 80,
    render: () => createElement(TeamScreen),
  },
];
