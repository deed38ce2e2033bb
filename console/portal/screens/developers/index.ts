import { createElement } from 'react';
import type { PortalScreen } from '../../screen';
import { Developers } from './Developers';

/** The Developers area: one screen, its parts under /portal/developers/… */
export const screens: readonly PortalScreen[] = [
  {
    path: '/developers',
    label: { en: 'Developers', ar: 'المطوّرون' },
    scopes: ['settings:view'],
    order: 80,
    render: () => createElement(Developers),
  },
];
