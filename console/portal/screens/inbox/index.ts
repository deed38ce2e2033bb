import { createElement } from 'react';
import type { PortalScreen } from '../../screen';
import { InboxScreen } from './Inbox';

/** The Inbox area: the account's notices, for every role that reads them (`inbox:view`). */
export const screens: readonly PortalScreen[] = [
  {
    path: '/inbox',
    label: { en: 'Inbox', ar: 'صندوق الوارد' },
    scopes: ['inbox:view'],
    order: 70,
    render: () => createElement(InboxScreen),
  },
];
