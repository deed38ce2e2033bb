import type { SectionDefinition } from '../../engine/sections';
import { seedNotices } from './seed';
import { billingBalanceView, overdueInvoicesOf, statementBetweenOf } from './billing';
import { answerRecipients } from './settings';

/** Statements, invoices, the inbox and the partner's settings. */
export const notices: SectionDefinition = {
  name: 'notices',
  seed: seedNotices,
  // The wallet's and the credit line's events carry the balance as the statements overview shows it.
  balanceView: billingBalanceView,
  overdueInvoices: overdueInvoicesOf,
  statementBetween: statementBetweenOf,
  answerRecipients,
};
