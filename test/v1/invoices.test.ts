/**
 * Tax invoices a UAE accountant accepts, in both modes: every element the UAE rules ask for in
 * the JSON and on the PDF (supplier and recipient with addresses and TRNs, sequential number, date
 * of issue, per line the date of supply, the amount excluding VAT, the rate and the VAT, totals in
 * AED), the month decided by the date charged (lines, title and statement alike), a paid invoice
 * saying when and how it was paid and an open one when it is due (never both), the account's own
 * legal details set by the desk and read in `GET /settings`, and `GET /invoices` with its filters
 * and keyset pages.
 */
import { toFils, useV1Suite } from '../helpers/suite';
import { getBytes, pdfTexts } from '../helpers/documents';
import { call } from '../helpers/http';
import { MODES, partitionFor, partner, walletAt, type Mode, type Partner } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import { TEST_OPERATOR } from '../helpers/operator';
import { runAdmin } from '../../scripts/admin';
import { post, setCreditLine } from '../../src/engine/ledger';

const V1 = '/api/b2b/v1';
const BASE = '2026-10-21T06:00:00.000Z';
const RECIPIENT = { legal_name: 'Gulf Horizons Travel LLC', address: 'Office 804, Bay Square 3, Business Bay, Dubai, United Arab Emirates', trn: '100222333400003' };

const t = useV1Suite({ now: BASE });
const { clock } = t;

const fils = (aed: number): number => toFils(aed);
/** What a booking charged, in fils. */
const grossOf = (booking: Record<string, unknown>): number => fils((booking.price as { amount_due_aed: number }).amount_due_aed);
const vatOf = (gross: number): number => Math.sign(gross) * Math.floor((Math.abs(gross) * 10 + 105) / 210);
const get = (who: Partner, mode: Mode, path: string) => call(t.app, 'GET', `${V1}${path}`, { token: who.keys[mode] });
const details = (accountId: string, ...args: string[]) => runAdmin(['account', 'details', '--account', accountId, ...args], t.db, clock);

/** The PDF's text as a reader gets it (pdf.js, as in documents.layout.test.ts), whitespace folded. */
async function pdfText(who: Partner, mode: Mode, path: string): Promise<string> {
  const res = await getBytes(t.app, `${V1}${path}`, who.keys[mode]);
  expect(res.status).toBe(200);
  return ((await pdfTexts([res.body as Buffer]))[0] ?? '').replace(/\s+/g, ' ');
}

async function invoiceIdOf(who: Partner, mode: Mode, period: string): Promise<string> {
  const row = (await t.db('billing_periods').where({ account_id: who.accountId, mode, period }).first()) as { invoice_id: string | null } | undefined;
  expect(row?.invoice_id).toMatch(/^inv_/);
  return row?.invoice_id as string;
}

describe('the account\'s legal details, kept by the desk', () => {
  it('are set with `account details`, validated like the operator\'s TRN, printed as one JSON object and read-only in GET /settings', async () => {
    const who = await partner(t);
    const before = await get(who, 'live', '/settings');
    expect(before.body.account).toMatchObject({ legal_name: null, address: null, trn: null });
    await expect(details(who.accountId, '--trn', '200222333400003')).rejects.toThrow('--trn must be the 15 digits of a UAE TRN, beginning 100');
    await expect(details(who.accountId, '--legal-name', '  ')).rejects.toThrow('--legal-name must be 1 to 200 characters');
    await expect(details('acc_0000000000000000000000', '--trn', RECIPIENT.trn)).rejects.toThrow('no account');
    const set = await details(who.accountId, '--legal-name', RECIPIENT.legal_name, '--address', RECIPIENT.address, '--trn', '100 2223 3340 0003');
    expect(set).toEqual({ account_id: who.accountId, details: { legal_name: RECIPIENT.legal_name, address: RECIPIENT.address, country: null, trn: RECIPIENT.trn } });
    for (const mode of MODES) {
      expect((await get(who, mode, '/settings')).body.account).toMatchObject({ id: who.accountId, ...{ legal_name: RECIPIENT.legal_name, address: RECIPIENT.address, trn: RECIPIENT.trn } });
    }
    // An account not registered for VAT has no TRN: an empty one clears it.
    expect(await details(who.accountId, '--trn', '')).toMatchObject({ details: { legal_name: RECIPIENT.legal_name, trn: null } });
    expect((await get(who, 'live', '/settings')).body.account.trn).toBeNull();
  });
});

describe.each(MODES)('tax invoices with a %s key', (mode) => {
  it('carry every element of a UAE tax invoice in the JSON and on the PDF: dates of supply, VAT per line, the month charged, paid from the wallet', async () => {
    const who = await partner(t);
    await details(who.accountId, '--legal-name', RECIPIENT.legal_name, '--address', RECIPIENT.address, '--trn', RECIPIENT.trn);
    await walletAt(t, who, mode, 10_000);
    // Charged on 21 October: one served in October, one in November; both are October's services charged.
    const soon = await bookTransfer({ app: t.app, clock }, who.keys[mode], 3);
    const later = await bookTransfer({ app: t.app, clock }, who.keys[mode], 16);
    clock.set('2026-11-01T06:00:00.000Z');
    const id = (await get(who, mode, '/invoices?period_gte=2026-10&period_lte=2026-10')).body.data[0].id as string;
    expect(id).toBe(await invoiceIdOf(who, mode, '2026-10'));
    const invoice = (await get(who, mode, `/invoices/${id}`)).body;
    expect(invoice).toMatchObject({
      period: '2026-10',
      status: 'paid',
      seller: { name: TEST_OPERATOR.legal_name, address: TEST_OPERATOR.address, trn: TEST_OPERATOR.trn },
      bill_to: { name: RECIPIENT.legal_name, address: RECIPIENT.address, trn: RECIPIENT.trn },
      payment: { method: 'prepaid_wallet', paid_on: '2026-10-21', reference: null },
      amount_due_aed: 0,
    });
    const byBooking = new Map((invoice.lines as Array<Record<string, unknown>>).map((line) => [line.booking_id, line]));
    for (const [booking, serviceDate] of [[soon, '2026-10-24'], [later, '2026-11-06']] as const) {
      const gross = grossOf(booking);
      expect(byBooking.get(booking.id)).toMatchObject({ booking_reference: booking.reference, charged_on: '2026-10-21', service_date: serviceDate, vat_rate_percent: 5, vat_aed: vatOf(gross) / 100, amount_aed: (gross - vatOf(gross)) / 100, total_aed: gross / 100 });
    }

    const text = await pdfText(who, mode, `/invoices/${id}/pdf`);
    for (const expected of [
      'TAX INVOICE',
      'Services charged in October 2026',
      TEST_OPERATOR.legal_name,
      'Office 1203, Al Attar Tower',
      `TRN ${TEST_OPERATOR.trn}`,
      RECIPIENT.legal_name,
      'Office 804, Bay Square 3, Business Bay',
      RECIPIENT.trn,
      invoice.number as string,
      'Date of issue Sunday 1 November 2026',
      '24 Oct 2026',
      '6 Nov 2026',
      '(charged 21 Oct 2026)',
      // Each line names its booking by the reference a person reads.
      soon.reference as string,
      later.reference as string,
      'VAT rate',
      '5%',
      // Per line: quantity and unit price (VAT included) of its item, the amount excluding VAT, the rate, the VAT and the total, in AED.
      'Qty Unit price incl. VAT Amount excl. VAT VAT rate VAT Total incl. VAT',
      `per vehicle (charged 21 Oct 2026) 1 ${(grossOf(later) / 100).toFixed(2)} ${((grossOf(later) - vatOf(grossOf(later))) / 100).toFixed(2)} 5% ${(vatOf(grossOf(later)) / 100).toFixed(2)} ${(grossOf(later) / 100).toFixed(2)}`,
      'Amounts in UAE dirhams (AED)',
      'Total excl. VAT',
      'Total incl. VAT',
      'Paid on 21 Oct 2026 from the prepaid wallet',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/due by|Due date|Amount due|Services of/);
    // No line is dated the issue date: each carries its own date of supply.
    expect(text).not.toMatch(/(^| )1 Nov 2026 [A-Z]{2}-[0-9A-Z]{4}-/);
    // An accountant reads dates as people write them, in the descriptions too, never 2026-10-24.
    expect(text).toContain('to Palm Jumeirah on 24 Oct 2026 for');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // The statement of the month names its invoice, by the same rule.
    const statement = (await get(who, mode, '/statements/2026-10')).body;
    expect(statement.invoices).toEqual([{ id, number: invoice.number, status: 'paid', total_aed: invoice.total_aed }]);
    const statementText = await pdfText(who, mode, '/statements/2026-10/pdf');
    expect(statementText).toContain("Tax invoice of this month's charges");
    expect(statementText).toContain(invoice.number as string);
  });

  it('says when an open invoice is due (from the close), and once paid when and by which payment in the JSON; its PDF stays as issued', async () => {
    const who = await partner(t);
    clock.set('2026-12-04T06:00:00.000Z');
    await walletAt(t, who, mode, 0);
    await setCreditLine(partitionFor(t, who.accountId, mode), 1_000_000, 'NET_30');
    const booked = await bookTransfer({ app: t.app, clock }, who.keys[mode], 5);

    clock.set('2027-01-03T06:00:00.000Z');
    const id = (await get(who, mode, '/invoices?status=open')).body.data[0].id as string;
    expect(id).toBe(await invoiceIdOf(who, mode, '2026-12'));
    const open = (await get(who, mode, `/invoices/${id}`)).body;
    // Issued at the close (1 January 2027 00:00 UAE), due 30 days after, numbered in the period's year.
    expect(open).toMatchObject({ status: 'open', issued_at: '2026-12-31T20:00:00.000Z', due_date: '2027-01-31', payment: null, bill_to: { address: null } });
    expect(open.number).toMatch(mode === 'live' ? /^INV-2026-\d{6}$/ : /^TEST-INV-2026-\d{6}$/);
    const openBytes = (await getBytes(t.app, `${V1}/invoices/${id}/pdf`, who.keys[mode])).body as Buffer;
    const openText = await pdfText(who, mode, `/invoices/${id}/pdf`);
    expect(openText).toContain(`Due date Sunday 31 January 2027`);
    expect(openText).toContain(`Payment of AED ${Number(open.total_aed).toFixed(2)} is due by Sunday 31 January 2027, by bank transfer quoting invoice ${open.number}`);
    expect(openText).not.toMatch(/Paid on|prepaid wallet|Status/);

    clock.set('2027-02-05T06:00:00.000Z');
    expect((await get(who, mode, `/invoices/${id}`)).body.status).toBe('overdue');
    await post(partitionFor(t, who.accountId, mode), { kind: 'topup', amountFils: grossOf(booked), reference: 'BANK-REF-7', description: 'Payment by bank transfer' });
    const paid = (await get(who, mode, `/invoices/${id}`)).body;
    expect(paid).toMatchObject({ status: 'paid', amount_due_aed: 0, payment: { method: 'payment_received', paid_on: '2027-02-05', reference: 'BANK-REF-7' } });
    // The PDF prints the facts of its issue only: the same bytes whatever happened since.
    expect(((await getBytes(t.app, `${V1}/invoices/${id}/pdf`, who.keys[mode])).body as Buffer).equals(openBytes)).toBe(true);
  });

  it('lists invoices newest month first, filtered by status and month, in keyset pages', async () => {
    const who = await partner(t);
    clock.set('2026-08-10T06:00:00.000Z');
    await walletAt(t, who, mode, 50_000);
    for (const month of ['08', '09', '10', '11']) {
      clock.set(`2026-${month}-10T06:00:00.000Z`);
      await bookTransfer({ app: t.app, clock }, who.keys[mode], 3);
    }
    clock.set('2026-12-10T06:00:00.000Z');
    await walletAt(t, who, mode, 0);
    await setCreditLine(partitionFor(t, who.accountId, mode), 1_000_000, 'NET_30');
    await bookTransfer({ app: t.app, clock }, who.keys[mode], 3);
    clock.set('2027-01-05T06:00:00.000Z');

    const all: Array<{ id: string; period: string; status: string }> = [];
    let cursor: string | null = null;
    do {
      const page = await get(who, mode, `/invoices?limit=2&period_gte=2026-08${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ object: 'list', sandbox: mode === 'test' });
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      all.push(...page.body.data);
      cursor = page.body.next_cursor as string | null;
    } while (cursor);
    expect(all.map((invoice) => invoice.period)).toEqual(['2026-12', '2026-11', '2026-10', '2026-09', '2026-08']);
    expect(new Set(all.map((invoice) => invoice.id)).size).toBe(5);
    expect(all.map((invoice) => invoice.status)).toEqual(['open', 'paid', 'paid', 'paid', 'paid']);

    const ranged = (await get(who, mode, '/invoices?period_gte=2026-09&period_lte=2026-10')).body;
    expect(ranged.data.map((invoice: { period: string }) => invoice.period)).toEqual(['2026-10', '2026-09']);
    expect(ranged.next_cursor).toBeNull();
    const open = (await get(who, mode, '/invoices?status=open')).body;
    expect(open.data.map((invoice: { id: string }) => invoice.id)).toEqual([all[0]?.id]);
    expect((await get(who, mode, '/invoices?status=overdue')).body.data).toEqual([]);
    const paidPage = (await get(who, mode, '/invoices?status=paid&period_gte=2026-08&limit=3')).body;
    expect(paidPage.data.map((invoice: { period: string }) => invoice.period)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect((await get(who, mode, `/invoices?status=paid&period_gte=2026-08&limit=3&cursor=${paidPage.next_cursor}`)).body.data.map((invoice: { period: string }) => invoice.period)).toEqual(['2026-08']);

    const invalid = await get(who, mode, '/invoices?period_gte=2026-13');
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toEqual(['period_gte']);
    expect((await get(who, mode, '/invoices?cursor=nonsense')).status).toBe(422);
  });
});
