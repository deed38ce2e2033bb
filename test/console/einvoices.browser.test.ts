import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS, startConsole, type ConsoleRig } from '../helpers/console';
import { partner, type Partner } from '../helpers/partitions';
import { createStaffMember, type StaffFixture } from '../helpers/staff';
import { Partition } from '../../src/engine/partition';
import { storeIssuedDocument } from '../../src/engine/issuedDocuments';
import { createLogger } from '../../src/platform/logger';
import { ublInvoice, type InvoiceDocument } from '../../src/engine/einvoice/ubl';
import { EInvoiceSender, queueTransmission } from '../../src/engine/einvoice/transmissions';
import { simulatorProvider } from '../../src/engine/einvoice/providers';

/**
 * E-invoices in the console's Finance screen, in Chromium against the real operator API: a
 * member of finance sees each live tax invoice's transmission with its status, the provider's
 * reference or its refusal (rule id and message), narrows the list to the rejected ones, and
 * sends a rejected one again behind a confirmation; the change is stored, audited, and closes the
 * finance task the rejection opened.
 */
describeWithBrowser('e-invoices in the console', () => {
  let rig: ConsoleRig;
  let served: ServedApp;
  let finance: StaffFixture;
  let agency: Partner;
  const documents: Record<'accepted' | 'rejected', { number: string; transmissionId: string }> = { accepted: { number: '', transmissionId: '' }, rejected: { number: '', transmissionId: '' } };

  /** A live tax invoice stored as issued, with its e-invoice queued in the same transaction. */
  async function issue(id: string, number: string, buyerAddress: string | null): Promise<string> {
    const { t } = served;
    const invoice: InvoiceDocument = {
      id,
      number,
      period: '2026-10',
      issued_at: '2026-10-31T20:00:00.000Z',
      due_date: '2026-11-30',
      seller: { name: 'Desert Routes Transport LLC', address: 'Office 1204, Bay Square 7, Business Bay, Dubai', trn: '100234567800003' },
      bill_to: { name: 'Agency Travel LLC', address: buyerAddress, trn: '100987654300003', country: 'AE', billing_email: 'accounts@agency.example' },
      lines: [{ booking_id: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P', booking_reference: 'TR-7KQ2-M9XH', description: 'Airport arrival, sedan', charged_on: '2026-10-21', service_date: '2026-11-06', quantity: 1, unit_price_aed: 228.57, amount_aed: 228.57, vat_rate_percent: 5, vat_aed: 11.43, total_aed: 240, items: [{ description: 'Sedan', quantity: 1, unit: 'vehicle', age_band: null, unit_price_aed: 240, amount_aed: 240 }] }],
      subtotal_aed: 228.57,
      vat_aed: 11.43,
      total_aed: 240,
    };
    const queued = await Partition.forDesk(t.sections, t.db, rig.clock, agency.accountId, 'close').transaction(async (p) => {
      await storeIssuedDocument(p, { id, kind: 'tax_invoice', number, period: invoice.period, issuedAt: invoice.issued_at, data: invoice, pdf: Buffer.from('%PDF-1.4 test') });
      return queueTransmission(p, { documentId: id, kind: 'tax_invoice', xml: ublInvoice(invoice) });
    });
    if (queued === null) throw new Error('a live document is queued');
    return queued;
  }

  beforeAll(async () => {
    rig = await startConsole();
    ({ served } = rig);
    const { t } = served;
    finance = await createStaffMember(t, { roles: ['finance'], name: 'Farah Khan' });
    agency = await partner(t);
    documents.accepted = { number: 'INV-2026-000071', transmissionId: await issue('inv_ConsoleEinvoice000001', 'INV-2026-000071', 'Office 501, Al Wasl Road, Jumeirah, Dubai') };
    documents.rejected = { number: 'INV-2026-000072', transmissionId: await issue('inv_ConsoleEinvoice000002', 'INV-2026-000072', null) };
    // One pass of the sending job, as the service's runner makes it.
    const sender = new EInvoiceSender(t.sections, t.db, rig.clock, createLogger('silent'), { provider: simulatorProvider(rig.clock) });
    while ((await sender.runDue()) > 0);
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  test('finance sees each e-invoice with its status and error, filters the rejected ones and sends one again', async () => {
    const { t } = served;
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, finance);
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Finance' }).click();
    await tab.getByRole('navigation', { name: 'Finance' }).getByRole('link', { name: 'E-invoices' }).click();
    await tab.getByRole('heading', { name: 'E-invoices', level: 2 }).waitFor();
    expect(tab.url()).toMatch(/\/console\/finance\/e-invoices$/);

    const table = tab.getByRole('table', { name: 'E-invoices, newest queued first (times in UAE time)' });
    const sent = table.getByRole('row').filter({ hasText: documents.accepted.number });
    const rejected = table.getByRole('row').filter({ hasText: documents.rejected.number });
    await sent.waitFor();
    expect(await sent.textContent()).toContain('Sent');
    expect(await sent.textContent()).toMatch(/SIM-[0-9A-F]{20}/);
    expect(await sent.getByRole('button').count()).toBe(0);
    expect(await rejected.textContent()).toContain('Rejected');
    expect(await rejected.textContent()).toContain('SIM-AE-IBT-050: Buyer address line 1 (IBT-050) is mandatory');
    expect(await rejected.getByRole('link').textContent()).toBe(((await t.db('accounts').where({ id: agency.accountId }).first('name')) as { name: string }).name);

    // Only the rejected ones; the address keeps the filter.
    await tab.getByLabel('Status').selectOption('rejected');
    await tab.getByRole('status').filter({ hasText: '1 e-invoice shown' }).waitFor();
    expect(tab.url()).toMatch(/\/console\/finance\/e-invoices\?status=rejected$/);
    expect(await table.getByRole('row').filter({ hasText: documents.accepted.number }).count()).toBe(0);

    // Sending it again: behind a confirmation saying what goes.
    await rejected.getByRole('button', { name: `Send ${documents.rejected.number} again` }).click();
    const dialog = tab.getByRole('dialog', { name: `Send the e-invoice of tax invoice ${documents.rejected.number} again?` });
    await dialog.getByText('The same e-invoice, as issued, goes to the provider', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Send again', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The filtered list is read again: the document is queued now, no longer rejected.
    await tab.getByRole('status').filter({ hasText: 'No e-invoices match.' }).waitFor();
    await tab.getByRole('button', { name: 'Clear' }).click();
    await table.getByRole('row').filter({ hasText: documents.rejected.number }).filter({ hasText: 'Queued' }).waitFor();

    expect(await t.db('einvoice_transmissions').where({ id: documents.rejected.transmissionId }).first('status', 'attempts', 'error_code')).toEqual({ status: 'queued', attempts: 0, error_code: null });
    expect(await t.db('audit_events').where({ action: 'e_invoice.retransmitted', subject_id: documents.rejected.transmissionId }).select('staff_id', 'subject_type')).toEqual([{ staff_id: finance.id, subject_type: 'e_invoice' }]);
    expect(await t.db('desk_queue').where({ kind: 'einvoice_rejected', subject_id: documents.rejected.transmissionId }).select('status')).toEqual([{ status: 'withdrawn' }]);
    expect(problems).toEqual([]);
  }, 60_000);
});
