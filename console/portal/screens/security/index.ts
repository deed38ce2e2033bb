import { createElement } from 'react';
import type { PortalScreen } from '../../screen';
import { SecurityScreen } from './Security';

/** The signed-in person's own sign-in: password, authenticator app, passkeys. Every role has it. */
export const screens: readonly PortalScreen[] = [{ path: '/security', label: { en: 'Security', ar: 'الأمان' }, scopes: [], order: 900, render: () => createElement(SecurityScreen) }];
