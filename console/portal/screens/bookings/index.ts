import { createElement } from 'react';
import type { PortalScreen } from '../../screen';
import { BookingsScreen } from './BookingsScreen';

/** The Bookings area: every booking of the account, and each one's page, for every role that reads bookings. */
export const screens: readonly PortalScreen[] = [
  {
    path: '/bookings',
    label: { en: 'Bookings', ar: 'الحجوزات' },
    scopes: ['bookings:view'],
    order: 20,
    render: () => createElement(BookingsScreen),
  },
];
