import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { newDeskReference } from '../../platform/ids';
import { queueMail } from '../../platform/mailer';
import { DAY_MS } from '../../platform/uaeTime';
import type { AccountRow } from '../../apiKeys/store';
import { aedToFils, filsToAed } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { walletEntryPage } from '../../engine/ledger';
import { stampList, stampView } from '../../engine/serializer';
import { storedPdf, type StoredPdf } from '../../engine/issuedDocuments';
import { accountLegalDetails } from '../../engine/accountLegalDetails';
import { issuedProforma, issueProforma, partitionProforma, proformaBalance, proformaRowsOf, walletTopUpViews } from '../../engine/proforma';
import { aed, aedText } from '../../engine/documents/format';
import { billingBalanceView, heldBalance, ledgerLineOf, nextPeriod, periodStart, TERMS_DAYS } from './billing';
import { billingEmailOf } from './settings';

type WalletOverview = components['schemas']['WalletOverview'];
type WalletEntry = components['schemas']['WalletEntry'];
type WalletEntryList = components['schemas']['WalletEntryList'];
type WalletTopUp = components['schemas']['WalletTopUp'];
type WalletTopUpCreate = components['schemas']['WalletTopUpCreate'];
type WalletTopUpList = components['schemas']['WalletTopUpList'];
type WalletTopUpStatus = components['schemas']['WalletTopUpStatus'];
type CreditTerms = components['schemas']['CreditTerms'];

/**
 * The wallet as the partner's accountant reads it (the portal's Money screen is one such
 * reader): the balance and the credit line, the ledger entry by entry, and top-ups asked for by
 * bank transfer, each answered at once with its pro-forma invoice.
 */

const isCreditTerms = (terms: string | null): terms is CreditTerms => terms !== null && terms in TERMS_DAYS;

/** The balance, what bookings may still be charged, what is overdue, and the credit line. */
export async function walletOverview(partition: Partition): Promise<WalletOverview> {
  const held = await heldBalance(partition);
  const balance = await billingBalanceView(partition);
  const moved = (await partition.table('balances').first('updated_at')) as { updated_at: string } | undefined;
  const available = Math.max(0, held.balanceFils + held.creditLimitFils);
  const terms = isCreditTerms(held.creditTerms) ? held.creditTerms : null;
  return stampView<WalletOverview>(partition, 'wallet_overview', {
    currency: 'AED',
    balance_aed: filsToAed(held.balanceFils),
    wallet_balance_aed: balance.wallet_balance_aed,
    outstanding_aed: balance.outstanding_aed,
    overdue_aed: balance.overdue_aed,
    available_aed: filsToAed(available),
    credit_line:
      held.creditLimitFils > 0
        ? { limit_aed: filsToAed(held.creditLimitFils), used_aed: filsToAed(Math.max(0, -held.balanceFils)), available_aed: filsToAed(available), terms, payment_days: terms === null ? 0 : (TERMS_DAYS[terms] ?? 0) }
        : null,
    updated_at: moved?.updated_at ?? null,
  });
}

/** The ledger, newest first, of one month (UAE time) when `period` is given. */
export async function walletEntries(partition: Partition, filter: { limit?: number; cursor?: string; period?: string }): Promise<WalletEntryList> {
  const range = filter.period === undefined ? {} : { from: periodStart(filter.period), to: periodStart(nextPeriod(filter.period)) };
  const page = await walletEntryPage(partition, filter.limit, filter.cursor, range);
  const data = page.data.map(
    (entry): WalletEntry => ({ object: 'wallet_entry', sequence: entry.id, created_at: entry.created_at, ...ledgerLineOf(entry, entry.balance_after_fils) }),
  );
  return stampList(partition, data, page.next_cursor);
}

/** Who asks for a top-up: the person signed in (their e-mail) or a key (none), from which address. */
export interface TopUpRequester {
  email: string | null;
  clientIp: string;
}

/**
 * Asks for a top-up by bank transfer and answers with its pro-forma, issued now in the
 * partition's series, in one transaction: a live one is recorded for the trade desk beside the
 * top-ups asked through the account action (`wallet_topups`, with the account and who asked) and
 * e-mailed with its PDF; a test one reaches neither. Nothing is charged or credited.
 */
export async function requestWalletTopUp(partition: Partition, account: AccountRow, request: WalletTopUpCreate, requester: TopUpRequester): Promise<WalletTopUp> {
  const contact = request.contact_email ?? requester.email ?? (await billingEmailOf(partition));
  if (contact === null) throw errors.invalidField('contact_email', 'is required: the account has no billing e-mail to address the pro-forma to');
  const legal = await accountLegalDetails(partition.db, account.id);
  const topup = {
    reference: newDeskReference('WTU'),
    company_name: legal.legal_name ?? account.name,
    contact_email: contact,
    amount_fils: aedToFils(request.amount_aed),
    purchase_order: request.purchase_order ?? null,
  };
  return partition.transaction(async (p) => {
    const proforma = await issueProforma(p, topup);
    if (p.reachesDesk) {
      await p.db('wallet_topups').insert({ ...topup, client_ip: requester.clientIp, created_at: proforma.issued_at, account_id: p.accountId, requested_by: p.actor });
    }
    if (p.reachesInboxes) {
      const amount = aed(aedText(filsToAed(proforma.amount_fils)));
      await queueMail(p.db, p.clock, {
        to: contact,
        subject: `Pro-forma invoice ${proforma.number} for your wallet top-up ${topup.reference}`,
        text: [
          `You asked to top up the wallet of ${topup.company_name} by ${amount}.`,
          '',
          `The pro-forma invoice ${proforma.number} is attached, with the operator's bank details.`,
          `Pay ${amount} by bank transfer and quote the payment reference ${proforma.payment_reference} in the transfer's details:`,
          'the wallet is credited when the transfer arrives and is matched by that reference.',
        ].join('\n'),
        related: { type: 'proforma_invoice', id: proforma.number },
        attachments: [{ filename: `${proforma.number}.pdf`, contentType: 'application/pdf', content: proforma.pdf }],
      });
    }
    const [view] = await walletTopUpViews(p, [proforma]);
    return view as WalletTopUp;
  });
}

export interface TopUpFilter {
  limit?: number;
  cursor?: string;
  status?: WalletTopUpStatus;
  issued_gte?: string;
  issued_lte?: string;
}

/** The first moment of a UAE day, as stored timestamps compare. */
const dayStart = (day: string): string => new Date(`${day}T00:00:00+04:00`).toISOString();

/** The partition's top-ups, newest first, keyset-paged by issue time, with the totals of every one the filters keep. */
export async function listWalletTopUps(partition: Partition, filter: TopUpFilter): Promise<WalletTopUpList> {
  const kept = () => {
    const query = partition.table('proforma_invoices');
    if (filter.status !== undefined) query.where({ status: filter.status });
    if (filter.issued_gte !== undefined) query.where('issued_at', '>=', dayStart(filter.issued_gte));
    if (filter.issued_lte !== undefined) query.where('issued_at', '<', new Date(Date.parse(dayStart(filter.issued_lte)) + DAY_MS).toISOString());
    return query;
  };
  const page = await keysetPage<{ created_at: string; id: string } & Record<string, unknown>>(
    partition.db.select('*').from(kept().select('*', partition.db.ref('issued_at').as('created_at')).as('proformas')),
    filter.limit,
    filter.cursor,
  );
  const amounts = proformaRowsOf((await kept().select('amount_fils', 'paid_fils')) as Array<Record<string, unknown>>);
  const totals = amounts.reduce(
    (sum, row) => ({ count: sum.count + 1, amount: sum.amount + row.amount_fils, paid: sum.paid + row.paid_fils, outstanding: sum.outstanding + proformaBalance(row).outstanding_fils }),
    { count: 0, amount: 0, paid: 0, outstanding: 0 },
  );
  const data = await walletTopUpViews(partition, proformaRowsOf(page.data.map(({ created_at: _created, ...row }) => row)));
  return stampList(partition, data, page.next_cursor, {
    totals: { count: totals.count, amount_aed: filsToAed(totals.amount), amount_paid_aed: filsToAed(totals.paid), amount_outstanding_aed: filsToAed(totals.outstanding) },
  });
}

/** One top-up of the partition, by its id, its pro-forma's number or its payment reference; 404 when the partition has none. */
export async function walletTopUpFor(partition: Partition, id: string): Promise<WalletTopUp> {
  const row = await partitionProforma(partition, id);
  if (!row) throw errors.resourceNotFound('wallet top-up', id);
  const [view] = await walletTopUpViews(partition, [row]);
  return view as WalletTopUp;
}

/** A top-up's pro-forma as it was issued: the stored PDF's bytes; 404 when the partition has none. */
export async function walletTopUpPdf(partition: Partition, id: string): Promise<StoredPdf> {
  const row = await partitionProforma(partition, id);
  const issued = row ? await issuedProforma(partition, row.number) : null;
  if (!row || !issued) throw errors.resourceNotFound('wallet top-up', id);
  return storedPdf(issued, `proforma-${row.number}.pdf`);
}

/**
 * A fresh test partition's top-up waiting for its transfer, asked for two days ago by its finance
 * contact: its pro-forma lists and downloads as a live one does, and the test helpers' top-up
 * quoting its payment reference pays it.
 */
export async function seedWaitingTopUp(partition: Partition): Promise<void> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first()) as AccountRow;
  const data = partition.testData('wallet:top-up');
  const contact = await billingEmailOf(partition);
  if (contact === null) throw new Error('the notices seed stores the billing e-mail before it asks for a top-up');
  const legal = await accountLegalDetails(partition.db, account.id);
  await issueProforma(partition.at(new Date(partition.clock.now().getTime() - 2 * DAY_MS)), {
    reference: newDeskReference('WTU'),
    company_name: legal.legal_name ?? account.name,
    contact_email: contact,
    amount_fils: aedToFils(data.pick([2500, 5000, 7500, 10000])),
    purchase_order: `PO-${data.int(2026100, 2026999)}`,
  });
}
