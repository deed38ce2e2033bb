import type { PortalScreen } from '../../screen';
import { BookScreen } from './BookScreen';
import { createElement } from 'react';

/** The Book area: transfers, tours and activities booked by hand, for the roles that may book. */
export const screens: readonly PortalScreen[] = [
  {
    path: '/book',
    label: { en: 'Book', ar: 'احجز' },
    scopes: ['transport:write', 'activities:write'],
    order: 10,
    render: () => createElement(BookScreen),
  },
];
