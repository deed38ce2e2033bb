import type { SectionDefinition } from '../../engine/sections';
import { seedNotices } from './seed';
import { billingBalanceView, billingCloseJob, billingCloseTick, overdueInvoicesOf, statementBetweenOf } from './billing';
import { answerRecipients } from './settings';
import { issueCreditNotes } from './creditNotes';

/** Statements, invoices, the inbox and the partner's settings. */
export const notices: SectionDefinition = {
  name: 'notices',
  seed: seedNotices,
  // The wallet's and the credit line's events carry the balance as the statements overview shows it.
  balanceView: billingBalanceView,
  overdueInvoices: overdueInvoicesOf,
  statementBetween: statementBetweenOf,
  answerRecipients,
  // A refund, fee or lower price of a booking already invoiced issues tax credit notes at once.
  onBookingValueLowered: issueCreditNotes,
  // Each ended month of every partition is closed at its close (its tax invoice and statement issued and stored), read or not.
  jobs: (db, clock, sections) => [billingCloseJob(sections, db, clock)],
  // And in a test partition, when its own clock passes the 1st.
  ticks: [billingCloseTick],
};
