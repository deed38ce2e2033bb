import type { PortalScreen } from '../../screen';
import { RatesScreen } from './Rates';

/** The account's rates: the rate sheet and the catalogue at its terms (`rates:view`: every role). */
export const screens: readonly PortalScreen[] = [{ path: '/rates', label: { en: 'Rates', ar: 'الأسعار' }, scopes: ['rates:view'], order: 45, render: () => <RatesScreen /> }];
