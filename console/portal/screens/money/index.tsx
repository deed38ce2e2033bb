import type { PortalScreen } from '../../screen';
import { MoneyScreen } from './Money';
import { DocumentsScreen } from './Documents';

/**
 * The partner's money and documents: the wallet, its ledger, the credit line and top-ups
 * (Money), and the statements, tax invoices, tax credit notes and pro-formas of each month
 * (Documents). Both read what `statements:read` allows: `owner`, `admin`, `finance` and `viewer`.
 */
export const screens: readonly PortalScreen[] = [
  { path: '/money', label: { en: 'Money', ar: 'المالية' }, scopes: ['statements:read'], order: 40, render: () => <MoneyScreen /> },
  { path: '/documents', label: { en: 'Documents', ar: 'المستندات' }, scopes: ['statements:read'], order: 41, render: () => <DocumentsScreen /> },
];
