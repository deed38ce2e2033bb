/**
 * The operator's identity on what people read: a fresh installation (no record) refuses live
 * vouchers, tax invoices and statements with 503 `not_configured` naming what is missing, prints
 * marked example details on test documents and no operator line on public pages; once the
 * operator has set its details (`npm run admin -- operator set`), every one of them prints those.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { getBytes, pdfTexts } from '../helpers/documents';
import { walletAt, type Mode } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { TEST_OPERATOR } from '../helpers/operator';
import { runAdmin } from '../../scripts/admin';
import { invoiceHtml, statementHtml } from '../../src/engine/documents/html';
import { invoiceModelFromInvoice } from '../../src/engine/documents/mappers';
import { documentOperator } from '../../src/engine/operatorIdentity';
import { partitionFor } from '../helpers/partitions';

const V1 = '/api/b2b/v1';
// The cases read the documents of November, closed on 1 December: the clock stays in December. A
// live month cannot close before the operator has set what its tax invoice prints; a test one
// closes with the example details, and keeps them (an issued document never changes).
const t = useV1Suite({ partners: ['who'], now: '2026-11-22T10:00:00.000Z', resetClock: false, operator: null });
const { clock } = t;
const { who } = t.partners;
const bookings: Record<Mode, string> = { test: '', live: '' };
const invoices: Record<Mode, string> = { test: '', live: '' };
let dir: string;

const get = (mode: Mode, path: string) => call(t.app, 'GET', `${V1}${path}`, { token: who.keys[mode] });

/** The PDF's bytes as sent, after the same GET was checked against the contract. */
async function pdfBytes(mode: Mode, path: string): Promise<Buffer> {
  expect((await get(mode, path)).status).toBe(200);
  return (await getBytes(t.app, `${V1}${path}`, who.keys[mode])).body as Buffer;
}

/** The PDF's text as a reader gets it (pdf.js, as in documents.layout.test.ts). */
async function pdfText(mode: Mode, path: string): Promise<string> {
  return (await pdfTexts([await pdfBytes(mode, path)]))[0] ?? '';
}

const set = (...args: string[]) => runAdmin(['operator', 'set', ...args], t.db, clock);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'documents-operator-'));
  for (const mode of ['test', 'live'] as const) {
    await walletAt(t, who, mode, 10_000);
    const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: who.keys[mode], body: transferQuoteBody(clock, 5) });
    const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: who.keys[mode], body: { quote_id: quote.body.id, traveller: { first_name: 'Layla', last_name: 'Haddad' }, flight_number: 'EK202' } });
    expect(made.status).toBe(201);
    bookings[mode] = made.body.id as string;
  }
  // November ends: the test partition's statement and invoice are issued (with the example details);
  // the live ones wait for the operator's details, and the overview still answers.
  clock.set('2026-12-02T06:00:00.000Z');
  for (const mode of ['test', 'live'] as const) expect((await get(mode, '/statements')).status).toBe(200);
  const row = (await t.db('billing_periods').where({ account_id: who.accountId, mode: 'test', period: '2026-11' }).first()) as { invoice_id: string };
  invoices.test = row.invoice_id;
  expect(await t.db('billing_periods').where({ account_id: who.accountId, mode: 'live' })).toEqual([]);
}, 60_000);

/** The live November invoice, once the live month could close. */
async function liveInvoiceId(): Promise<string> {
  const row = (await t.db('billing_periods').where({ account_id: who.accountId, mode: 'live', period: '2026-11' }).first()) as { invoice_id: string };
  return row.invoice_id;
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('before the operator has set its details', () => {
  it('refuses live vouchers, tax invoices and statements with 503 not_configured naming what is missing', async () => {
    for (const path of [`/transport/bookings/${bookings.live}/voucher`, `/transport/bookings/${bookings.live}/voucher/pdf`]) {
      const res = await get('live', path);
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'not_configured' });
      expect(res.body.error.message).toContain("voucher prints the operator's 24-hour phone for travellers, which the operator has not set yet (phone_24h)");
    }
    // The live month cannot close: its tax invoice would print no seller. Its documents say why.
    for (const path of ['/statements/2026-11', '/statements/2026-11/pdf', '/invoices/INV-2026-000001']) {
      const res = await get('live', path);
      expect(res.status).toBe(503);
      expect(res.body.error.message).toContain("tax invoice prints the operator's legal name, address and TRN, which the operator has not set yet (legal_name, address, trn)");
    }
    // What prints nothing of the operator is not refused.
    expect((await get('live', '/invoices')).body.data).toEqual([]);
    expect((await get('live', `/transport/bookings/${bookings.live}`)).status).toBe(200);
  });

  it('prints clearly marked example details on test documents, never a number that could ring', async () => {
    const html = await get('test', `/transport/bookings/${bookings.test}/voucher`);
    expect(html.status).toBe(200);
    expect(html.text).toContain('+971 4 000 0000 (an example number: the operator has not set its own yet)');
    expect(html.text).not.toContain('tel:');
    expect((await pdfText('test', `/transport/bookings/${bookings.test}/voucher/pdf`)).replace(/\s+/g, ' ')).toContain('+971 4 000 0000 (an example number: the operator has not set its own yet)');

    const invoice = await get('test', `/invoices/${invoices.test}`);
    expect(invoice.body.seller).toEqual({ name: 'Example Tours LLC (example details)', address: 'Example details: the operator has not set its own yet.', trn: '100000000000003' });
    const invoicePdf = await pdfText('test', `/invoices/${invoices.test}/pdf`);
    for (const expected of ['Example Tours LLC (example details)', 'TRN 100000000000003 (example)', 'Example details: the operator has not set its own yet.']) expect(invoicePdf).toContain(expected);
    expect(await pdfText('test', '/statements/2026-11/pdf')).toContain('Example Tours LLC (example details)');
  });

  it('leaves the operator line out of public pages rather than invent one', async () => {
    const page = await request(t.app).get('/t/lnk_0000Xk9Lw4Rt8Zp3Vb6N');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<footer></footer>');
    expect(page.text).not.toMatch(/operated by|Emergency line|Trade desk of the operator|100456789000003/);
  });
});

describe('once the operator has set its details', () => {
  it('prints the 24-hour phone on live vouchers as soon as it is set, and still refuses invoices until theirs are', async () => {
    await set('--phone-24h', '+971 4 333-4444');
    const html = await get('live', `/transport/bookings/${bookings.live}/voucher`);
    expect(html.status).toBe(200);
    expect(html.text).toContain('<a href="tel:+97143334444">+971 4 333 4444</a>');
    expect(html.text).not.toContain('example');
    expect(await pdfText('live', `/transport/bookings/${bookings.live}/voucher/pdf`)).toContain('Call us day and night on +971 4 333 4444.');
    const statement = await get('live', '/statements/2026-11');
    expect(statement.status).toBe(503);
    expect(statement.body.error.message).toContain('(legal_name, address, trn)');
  });

  it('prints the seller, its address and TRN on live invoices issued once set (dated the close), the name on statements and public pages', async () => {
    await set('--legal-name', TEST_OPERATOR.legal_name, '--trading-name', TEST_OPERATOR.trading_name, '--address', TEST_OPERATOR.address, '--trn', TEST_OPERATOR.trn);
    expect((await get('live', '/statements/2026-11')).body.issued_at).toBe('2026-11-30T20:00:00.000Z');
    invoices.live = await liveInvoiceId();
    const invoice = await get('live', `/invoices/${invoices.live}`);
    expect(invoice.status).toBe(200);
    expect(invoice.body).toMatchObject({ issued_at: '2026-11-30T20:00:00.000Z', seller: { name: 'Desert Falcon Transport LLC', address: TEST_OPERATOR.address, trn: '100234567890003' } });
    const text = await pdfText('live', `/invoices/${invoices.live}/pdf`);
    for (const expected of ['Desert Falcon Transport LLC', 'Office 1203, Al Attar Tower', 'TRN 100234567890003']) expect(text).toContain(expected);
    expect(text).not.toMatch(/\(example|Example Tours/);
    expect(await pdfText('live', '/statements/2026-11/pdf')).toContain('Desert Falcon Transport LLC');
    // The test invoice issued before keeps the example details it was issued with.
    expect((await get('test', `/invoices/${invoices.test}`)).body.seller.name).toBe('Example Tours LLC (example details)');
    expect(await pdfText('test', `/invoices/${invoices.test}/pdf`)).toContain('Example Tours LLC (example details)');
    const testVoucher = await get('test', `/transport/bookings/${bookings.test}/voucher`);
    expect(testVoucher.text).toContain('+971 4 333 4444');
    expect(testVoucher.text).not.toContain('example number');
    const page = await request(t.app).get('/t/lnk_0000Xk9Lw4Rt8Zp3Vb6N');
    // The names and the number are isolated from the sentence, which reads right to left in Arabic.
    expect(page.text).toContain('<footer>Tours and transfers operated by <bdi>Desert Falcon Tours</bdi> · Emergency line <bdi>+971 4 333 4444</bdi></footer>');
  });

  it('prints its logo, once set, on its own documents issued after (tax invoices and statements), in the PDF and the HTML', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const hasImage = (pdf: Buffer): boolean => pdf.toString('latin1').includes('/Subtype /Image');
    const november = await pdfBytes('live', `/invoices/${invoices.live}/pdf`);
    expect(hasImage(november)).toBe(false);
    const file = join(dir, 'logo.png');
    writeFileSync(file, Buffer.from(png, 'base64'));
    await set('--logo', file);
    // November's invoice was issued without it, and stays so.
    expect((await pdfBytes('live', `/invoices/${invoices.live}/pdf`)).equals(november)).toBe(true);
    // December's, issued at its close after the logo was set, carries it.
    const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: who.keys.live, body: transferQuoteBody(clock, 5) });
    expect((await call(t.app, 'POST', `${V1}/transport/bookings`, { token: who.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Layla', last_name: 'Haddad' }, flight_number: 'EK202' } })).status).toBe(201);
    clock.set('2027-01-02T06:00:00.000Z');
    expect((await get('live', '/statements/2026-12')).status).toBe(200);
    const december = ((await t.db('billing_periods').where({ account_id: who.accountId, mode: 'live', period: '2026-12' }).first()) as { invoice_id: string }).invoice_id;
    expect(hasImage(await pdfBytes('live', `/invoices/${december}/pdf`))).toBe(true);
    expect(hasImage(await pdfBytes('live', '/statements/2026-12/pdf'))).toBe(true);
    expect(await pdfText('live', `/invoices/${december}/pdf`)).toContain('Desert Falcon Transport LLC');
    // Vouchers are in the partner's brand: the operator's logo is not theirs to carry.
    expect(hasImage(await pdfBytes('live', `/transport/bookings/${bookings.live}/voucher/pdf`))).toBe(false);

    const operator = await documentOperator(partitionFor(t, who.accountId, 'live'), 'invoice');
    const model = invoiceModelFromInvoice((await get('live', `/invoices/${invoices.live}`)).body, null, operator);
    expect(invoiceHtml(model)).toContain(`<img src="data:image/png;base64,${png}" alt="Desert Falcon Transport LLC"`);
    expect(statementHtml({ operatorName: operator.name, operatorLogo: operator.logo, period: '2026-11', account: 'A', issuedAt: '2026-12-01T00:00:00.000Z', openingBalance: '0', charges: '0', payments: '0', closingBalance: '0', entries: [], openInvoices: [], sandbox: false })).toContain(`data:image/png;base64,${png}`);
  });
});
