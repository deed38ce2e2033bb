import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { createApiKey } from '../../src/apiKeys/store';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS } from '../helpers/console';
import { createPortalPerson, latestMailTo, startPortal, type PortalRig } from '../helpers/portal';
import { walletAt } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import { TEST_NOW } from '../helpers/testApp';
import { TEST_OPERATOR } from '../helpers/operator';

/**
 * A partner's accountant in the portal, in Chromium, over the real links (no header or cookie set
 * by hand): a `finance` person signs in, finds last month's tax invoice on the Documents screen and
 * downloads its PDF (the bytes issued at the month's close), then asks for a wallet top-up on the
 * Money screen, reads the bank details and the payment reference to quote, and downloads the
 * pro-forma (the bytes stored when it was issued, also e-mailed to them). Nothing the portal loads
 * is refused by its Content-Security-Policy.
 */
describeWithBrowser('the partner portal’s money and documents in Chromium', () => {
  let rig: PortalRig;
  let served: ServedApp;

  beforeAll(async () => {
    rig = await startPortal();
    ({ served } = rig);
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  /** The bytes of a download the click starts, with the file name the page gave it. */
  async function downloaded(tab: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
    const [download] = (await Promise.all([tab.waitForEvent('download'), click()])) as [Download, void];
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: readFileSync(path) };
  }

  test('a finance person downloads last month’s tax invoice, asks for a top-up and downloads its pro-forma', async () => {
    // Last month, the account booked a transfer with its live key: October's tax invoice was issued at the close.
    const person = await createPortalPerson(served.t, { role: 'finance', accountName: 'Gulf Horizons Travel', firstName: 'Huda', lastName: 'Karim' });
    const { key } = await createApiKey(served.t.db, served.t.clock, person.accountId, 'live', ALL_SCOPES);
    rig.clock.set('2026-10-21T06:00:00.000Z');
    await walletAt(served.t, { accountId: person.accountId, keys: { test: '', live: key }, keyIds: { test: '', live: '' } }, 'live', 5000);
    await bookTransfer({ app: served.t.app, clock: rig.clock }, key, 5);
    rig.clock.set(TEST_NOW);

    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, person);
    const navigation = tab.getByRole('navigation', { name: 'Portal' });

    // Documents: October, the month last closed, with its statement's totals and its tax invoice.
    await navigation.getByRole('link', { name: 'Documents', exact: true }).click();
    await tab.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await tab.getByRole('heading', { name: 'Statement of October 2026' }).waitFor();
    const invoices = tab.getByRole('table', { name: 'Tax invoices of October 2026' });
    const number = (await invoices.locator('tbody tr code').first().textContent()) as string;
    expect(number).toMatch(/^INV-2026-\d{6}$/);
    const invoice = await downloaded(tab, () => invoices.getByRole('link', { name: `Download ${number} (PDF)`, exact: true }).click());
    expect(invoice.name).toBe(`invoice-${number}.pdf`);
    const issuedInvoice = (await served.t.db('issued_documents').where({ account_id: person.accountId, mode: 'live', kind: 'tax_invoice', number }).first('pdf')) as { pdf: Buffer };
    expect(Buffer.compare(invoice.bytes, Buffer.from(issuedInvoice.pdf))).toBe(0);
    await tab.getByText('Totals of the month:').first().waitFor();

    // Money: a top-up by bank transfer, its pro-forma issued at once.
    await navigation.getByRole('link', { name: 'Money', exact: true }).click();
    await tab.getByRole('heading', { name: 'Money', level: 1 }).waitFor();
    await tab.getByRole('heading', { name: 'Balance', exact: true }).waitFor();
    // An amount out of bounds is refused beside its field, and nothing is asked.
    await tab.getByLabel('Amount (AED)').fill('50');
    await tab.getByRole('button', { name: 'Ask for the pro-forma', exact: true }).click();
    await tab.getByText('Enter an amount from 100 to 1,000,000, with at most two decimals.').waitFor();
    expect(Number(((await served.t.db('proforma_invoices').where({ account_id: person.accountId }).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n)).toBe(0);
    await tab.getByLabel('Amount (AED)').fill('7,500');
    await tab.getByLabel('Your purchase order (optional)').fill('PO-2026-118');
    await tab.getByRole('button', { name: 'Ask for the pro-forma', exact: true }).click();
    const issued = tab.getByRole('status').filter({ hasText: 'issued' });
    await issued.getByRole('heading', { name: /^Pro-forma PF-2026-\d{6} issued$/ }).waitFor();
    const stored = (await served.t.db('proforma_invoices').where({ account_id: person.accountId, mode: 'live' }).first()) as { id: string; number: string; payment_reference: string; issued_by: string; purchase_order: string; contact_email: string };
    expect(stored).toMatchObject({ issued_by: `user:${person.userId}`, purchase_order: 'PO-2026-118', contact_email: person.email });
    expect(Number((stored as unknown as { amount_fils: number | string }).amount_fils)).toBe(750_000);
    for (const shown of [`Pay AED 7,500.00 by bank transfer`, TEST_OPERATOR.bank_name, TEST_OPERATOR.iban, TEST_OPERATOR.swift, stored.payment_reference]) await issued.getByText(shown).first().waitFor();

    const proforma = await downloaded(tab, () => issued.getByRole('link', { name: 'Download the pro-forma (PDF)', exact: true }).click());
    expect(proforma.name).toBe(`proforma-${stored.number}.pdf`);
    const issuedProforma = (await served.t.db('issued_documents').where({ id: stored.id }).first('pdf')) as { pdf: Buffer };
    expect(Buffer.compare(proforma.bytes, Buffer.from(issuedProforma.pdf))).toBe(0);
    // It is in the list of top-ups, waiting for its transfer, and was e-mailed to the person who asked.
    await tab.getByRole('table', { name: 'Top-ups asked for, newest first' }).getByText('Waiting for payment').waitFor();
    expect((await latestMailTo(served.t, person.email)).subject).toBe(`Pro-forma invoice ${stored.number} for your wallet top-up ${stored.payment_reference}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
