/**
 * The close (issue 25): each ended month of every partition is closed by the `billing_close` job
 * at 00:00 UAE on the 1st, whether or not anyone reads it, exactly once across instances, dated
 * the close and numbered in the period's year; a service started late catches up. The tax
 * invoice and the statement are stored as issued and served byte for byte (`ETag`,
 * `If-None-Match` → 304) whatever changes after in the operator's or the account's details.
 * Invoice lines follow the money rules: a booking's value not yet invoiced, never negative.
 */
import request from 'supertest';
import { toFils, useV1Suite } from '../helpers/suite';
import { getBytes, pdfTexts } from '../helpers/documents';
import { call } from '../helpers/http';
import { partitionFor, partner, walletAt, type Partner } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import { runAdmin } from '../../scripts/admin';
import { post, setCreditLine } from '../../src/engine/ledger';
import { billingCloseJob } from '../../src/sections/notices/billing';

const V1 = '/api/b2b/v1';
const t = useV1Suite({ now: '2026-11-10T06:00:00.000Z' });
const { clock } = t;

/** 00:00 UAE on 1 December 2026 and on 1 January 2027: the closes of November and December. */
const DEC_CLOSE = '2026-11-30T20:00:00.000Z';
const JAN_CLOSE = '2026-12-31T20:00:00.000Z';

const get = (who: Partner, path: string) => call(t.app, 'GET', `${V1}${path}`, { token: who.keys.live });
/** One pass of the job, as the runner makes it: no request is involved. */
const runClose = (): Promise<void> => billingCloseJob(t.sections, t.db, clock).run(() => false);
const grossOf = (booking: Record<string, unknown>): number => toFils((booking.price as { amount_due_aed: number }).amount_due_aed);

interface DocumentRow {
  id: string;
  kind: string;
  number: string | null;
  period: string;
  issued_at: string;
  data: string;
  pdf_sha256: string;
}

const documentsOf = async (who: Partner, kind: string): Promise<DocumentRow[]> =>
  (await t.db('issued_documents').where({ account_id: who.accountId, mode: 'live', kind }).orderBy('period')) as DocumentRow[];

async function invoiceOf(who: Partner, period: string): Promise<DocumentRow> {
  const [invoice] = (await documentsOf(who, 'tax_invoice')).filter((row) => row.period === period);
  if (!invoice) throw new Error(`no invoice for ${period}`);
  return invoice;
}

describe('the billing_close job', () => {
  it('issues each month at its close without any read, across a month end and a year end, numbered in the period\'s year', async () => {
    const who = await partner(t);
    clock.set('2026-11-10T06:00:00.000Z');
    await walletAt(t, who, 'live', 5_000);
    const november = await bookTransfer({ app: t.app, clock }, who.keys.live, 3);
    // One job, as one instance runs it pass after pass.
    const job = billingCloseJob(t.sections, t.db, clock);
    const pass = (): Promise<void> => job.run(() => false);

    // Just before the close nothing is issued; just after, the job alone issues November.
    clock.set('2026-11-30T19:59:59.000Z');
    await pass();
    expect(await documentsOf(who, 'tax_invoice')).toEqual([]);
    clock.set('2026-11-30T20:00:05.000Z');
    await pass();
    const nov = await invoiceOf(who, '2026-11');
    expect(nov).toMatchObject({ id: expect.stringMatching(/^inv_/), issued_at: DEC_CLOSE, number: expect.stringMatching(/^INV-2026-\d{6}$/) });
    expect(JSON.parse(nov.data)).toMatchObject({ object: 'invoice', issued_at: DEC_CLOSE, due_date: '2026-12-01', total_aed: grossOf(november) / 100 });
    // The stored data is the fixed part: no live field.
    for (const live of ['status', 'amount_paid_aed', 'amount_due_aed', 'payment', 'e_invoice']) expect(JSON.parse(nov.data)).not.toHaveProperty(live);
    const [statement] = await documentsOf(who, 'statement');
    expect(statement).toMatchObject({ id: expect.stringMatching(/^stm_/), period: '2026-11', issued_at: DEC_CLOSE, number: null });
    expect(await t.db('invoiced_bookings').where({ invoice_id: nov.id })).toEqual([expect.objectContaining({ booking_id: november.id, invoiced_at: DEC_CLOSE })]);
    expect(await t.db('events').where({ account_id: who.accountId, mode: 'live', type: 'invoice.issued', subject_id: nov.id })).toHaveLength(1);

    // A second pass issues nothing more.
    await pass();
    expect(await documentsOf(who, 'tax_invoice')).toHaveLength(1);

    clock.set('2026-12-15T06:00:00.000Z');
    await bookTransfer({ app: t.app, clock }, who.keys.live, 3);
    clock.set('2026-12-31T20:00:01.000Z');
    await pass();
    const dec = await invoiceOf(who, '2026-12');
    // December 2026's invoice, issued on 1 January 2027, is in 2026's series.
    expect(dec).toMatchObject({ issued_at: JAN_CLOSE, number: expect.stringMatching(/^INV-2026-\d{6}$/) });
    expect(Number(dec.number?.slice(-6))).toBeGreaterThan(Number(nov.number?.slice(-6)));
    expect((await get(who, `/invoices/${dec.number}`)).body).toMatchObject({ id: dec.id, issued_at: JAN_CLOSE, due_date: '2027-01-01', status: 'paid' });
  });

  it('catches up after downtime: a service started on the 3rd issues what the 1st should have, dated the 1st', async () => {
    const who = await partner(t);
    clock.set('2026-11-12T06:00:00.000Z');
    await walletAt(t, who, 'live', 0);
    await setCreditLine(partitionFor(t, who.accountId, 'live'), 1_000_000, 'NET_30');
    const booked = await bookTransfer({ app: t.app, clock }, who.keys.live, 4);
    clock.set('2026-12-03T09:00:00.000Z');
    await runClose();
    const invoice = await invoiceOf(who, '2026-11');
    expect(invoice.issued_at).toBe(DEC_CLOSE);
    const served = (await get(who, `/invoices/${invoice.id}`)).body;
    expect(served).toMatchObject({ issued_at: DEC_CLOSE, due_date: '2026-12-31', status: 'open', amount_due_aed: grossOf(booked) / 100 });
    expect((await get(who, '/statements/2026-11')).body.issued_at).toBe(DEC_CLOSE);
  });

  it('closes once when instances race: one invoice per month, numbers without gaps, one event each', async () => {
    const partners = await Promise.all([0, 1, 2].map(() => partner(t)));
    clock.set('2026-11-14T06:00:00.000Z');
    for (const who of partners) {
      await walletAt(t, who, 'live', 3_000);
      await bookTransfer({ app: t.app, clock }, who.keys.live, 3);
    }
    clock.set('2026-12-01T03:00:00.000Z');
    // Two instances' passes and a partner's read, at once.
    await Promise.all([runClose(), billingCloseJob(t.sections, t.db, clock).run(() => false), get(partners[0] as Partner, '/statements')]);
    const numbers: number[] = [];
    for (const who of partners) {
      const invoices = (await documentsOf(who, 'tax_invoice')).filter((row) => row.period === '2026-11');
      expect(invoices).toHaveLength(1);
      expect(await t.db('events').where({ account_id: who.accountId, mode: 'live', type: 'invoice.issued' })).toHaveLength(1);
      expect(await t.db('events').where({ account_id: who.accountId, mode: 'live', type: 'statement.issued', subject_id: '2026-11' })).toHaveLength(1);
      numbers.push(Number((invoices[0] as DocumentRow).number?.slice(-6)));
    }
    // Every number of the year's series is an invoice stored: none skipped, none taken twice.
    const sequence = (await t.db('invoice_sequences').where({ series: 'INV', year: 2026 }).first()) as { last_number: number | string };
    const stored = (await t.db('issued_documents').where({ kind: 'tax_invoice', mode: 'live' }).where('number', 'like', 'INV-2026-%').select('number')) as Array<{ number: string }>;
    expect(stored.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b)).toEqual([...Array(Number(sequence.last_number)).keys()].map((i) => i + 1));
    expect(new Set(numbers).size).toBe(3);
  });
});

describe('documents as issued', () => {
  it('serve the same bytes and ETag after `operator set --address` and `account details --address`; only later documents change', async () => {
    const who = await partner(t);
    await runAdmin(['account', 'details', '--account', who.accountId, '--legal-name', 'Gulf Horizons Travel LLC', '--address', 'Office 804, Bay Square 3, Dubai'], t.db, clock);
    clock.set('2026-11-10T06:00:00.000Z');
    await walletAt(t, who, 'live', 5_000);
    await bookTransfer({ app: t.app, clock }, who.keys.live, 3);
    clock.set('2026-12-01T01:00:00.000Z');
    await runClose();
    const { id } = await invoiceOf(who, '2026-11');

    const read = async () => {
      const invoicePdf = await getBytes(t.app, `${V1}/invoices/${id}/pdf`, who.keys.live);
      const invoicePdfByFormat = await getBytes(t.app, `${V1}/invoices/${id}?format=pdf`, who.keys.live);
      const statementPdf = await getBytes(t.app, `${V1}/statements/2026-11/pdf`, who.keys.live);
      const json = await get(who, `/invoices/${id}`);
      const statement = await get(who, '/statements/2026-11');
      return { invoicePdf, invoicePdfByFormat, statementPdf, json, statement };
    };
    const before = await read();
    const stored = await invoiceOf(who, '2026-11');
    expect(before.invoicePdf.headers.etag).toBe(`"${stored.pdf_sha256}"`);
    expect(before.invoicePdfByFormat.headers.etag).toBe(`"${stored.pdf_sha256}"`);
    expect((before.invoicePdfByFormat.body as Buffer).equals(before.invoicePdf.body as Buffer)).toBe(true);
    expect(before.json.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(before.json.body).toMatchObject({ seller: { address: expect.stringContaining('Al Attar Tower') }, bill_to: { address: 'Office 804, Bay Square 3, Dubai' } });

    await runAdmin(['operator', 'set', '--address', 'Floor 40, Emirates Towers, Dubai'], t.db, clock);
    await runAdmin(['account', 'details', '--account', who.accountId, '--address', 'Unit 12, Dubai Hills Business Park, Dubai'], t.db, clock);
    const after = await read();
    for (const key of ['invoicePdf', 'invoicePdfByFormat', 'statementPdf'] as const) {
      expect((after[key].body as Buffer).equals(before[key].body as Buffer)).toBe(true);
      expect(after[key].headers.etag).toBe(before[key].headers.etag);
    }
    expect(after.json.body).toEqual(before.json.body);
    expect(after.json.headers.etag).toBe(before.json.headers.etag);
    expect(after.statement.body).toEqual(before.statement.body);
    const printed = (await pdfTexts([after.invoicePdf.body as Buffer]))[0] ?? '';
    expect(printed).toContain('Office 804, Bay Square 3');
    expect(printed).not.toContain('Dubai Hills');
    expect(printed).not.toMatch(/Status/);

    // If-None-Match with the ETag: 304 without a body; another tag: the document.
    const conditional = await request(t.app).get(`${V1}/invoices/${id}/pdf`).set('Authorization', `Bearer ${who.keys.live}`).set('If-None-Match', String(before.invoicePdf.headers.etag));
    expect(conditional.status).toBe(304);
    expect(conditional.headers.etag).toBe(before.invoicePdf.headers.etag);
    expect(conditional.text ?? '').toBe('');
    const jsonConditional = await request(t.app).get(`${V1}/invoices/${id}`).set('Authorization', `Bearer ${who.keys.live}`).set('If-None-Match', `"${'0'.repeat(64)}", ${String(before.json.headers.etag)}`);
    expect(jsonConditional.status).toBe(304);
    const stale = await request(t.app).get(`${V1}/statements/2026-11/pdf`).set('Authorization', `Bearer ${who.keys.live}`).set('If-None-Match', `"${'0'.repeat(64)}"`);
    expect(stale.status).toBe(200);

    // December's invoice, issued after the change, prints the new details.
    clock.set('2026-12-10T06:00:00.000Z');
    await bookTransfer({ app: t.app, clock }, who.keys.live, 3);
    clock.set('2027-01-01T00:30:00.000Z');
    await runClose();
    const december = (await get(who, `/invoices/${(await invoiceOf(who, '2026-12')).id}`)).body;
    expect(december).toMatchObject({ seller: { address: 'Floor 40, Emirates Towers, Dubai' }, bill_to: { address: 'Unit 12, Dubai Hills Business Park, Dubai' } });
  });
});

describe('invoice lines by the money rules', () => {
  it('invoices a booking raised after its invoice again for the increase only; never a negative line; statements add up to the fils', async () => {
    const who = await partner(t);
    clock.set('2026-11-10T06:00:00.000Z');
    await walletAt(t, who, 'live', 10_000);
    const raised = await bookTransfer({ app: t.app, clock }, who.keys.live, 40);
    const cancelled = await bookTransfer({ app: t.app, clock }, who.keys.live, 40);
    clock.set('2026-12-01T02:00:00.000Z');
    await runClose();
    const nov = await invoiceOf(who, '2026-11');
    expect(JSON.parse(nov.data).lines.map((line: { booking_id: string }) => line.booking_id).sort()).toEqual([raised.id, cancelled.id].sort());

    // December: one booking re-priced up by AED 52.50, the other cancelled (refunded).
    clock.set('2026-12-05T06:00:00.000Z');
    await post(partitionFor(t, who.accountId, 'live'), { kind: 'adjustment', bookingId: raised.id, amountFils: -5_250, reference: raised.id, description: 'Price change: larger vehicle' });
    expect((await call(t.app, 'POST', `${V1}/transport/bookings/${cancelled.id}/cancel`, { token: who.keys.live })).status).toBe(200);

    // The running draft shows what the close will issue, unnumbered.
    const draft = await get(who, '/invoices/draft');
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ object: 'invoice_draft', sandbox: false, period: '2026-12', status: 'draft', issues_at: JAN_CLOSE, total_aed: 52.5 });
    expect(draft.body).not.toHaveProperty('number');
    const draftPdf = await getBytes(t.app, `${V1}/invoices/draft?format=pdf`, who.keys.live);
    expect(draftPdf.status).toBe(200);
    const draftText = ((await pdfTexts([draftPdf.body as Buffer]))[0] ?? '').replace(/\s+/g, ' ');
    expect(draftText).toContain('DRAFT — NOT A TAX INVOICE');
    expect(draftText).toContain('Draft — not a tax invoice');
    expect(draftText).not.toMatch(/INV-20/);

    clock.set('2027-01-01T00:10:00.000Z');
    await runClose();
    const dec = JSON.parse((await invoiceOf(who, '2026-12')).data) as { id: string; number: string; total_aed: number; lines: Array<{ booking_id: string; total_aed: number; description: string }> };
    expect(dec.lines).toEqual([expect.objectContaining({ booking_id: raised.id, total_aed: 52.5, description: expect.stringMatching(/increase since its earlier invoice/) })]);
    expect(dec.lines.every((line) => line.total_aed > 0)).toBe(true);
    const invoiced = (await t.db('invoiced_bookings').where({ booking_id: raised.id }).orderBy('invoiced_at')) as Array<{ gross_fils: number | string; vat_fils: number | string }>;
    expect(invoiced.map((row) => Number(row.gross_fils))).toEqual([grossOf(raised), 5_250]);
    expect(invoiced.map((row) => Number(row.vat_fils))).toEqual([Math.floor((grossOf(raised) * 10 + 105) / 210), 250]);

    const statement = (await get(who, '/statements/2026-12')).body;
    expect(toFils(statement.opening_balance_aed) + toFils(statement.refunds_aed) + toFils(statement.payments_aed) - toFils(statement.charges_aed)).toBe(toFils(statement.closing_balance_aed));
    expect(statement.invoiced_aed).toBe(dec.total_aed);
    const raisedLine = statement.lines.find((line: { booking_id: string | null; kind: string }) => line.booking_id === raised.id && line.kind === 'adjustment');
    expect(raisedLine).toMatchObject({ charge_aed: 52.5, invoice_number: dec.number });
    // November's statement names November's invoice on the charges it carried.
    const novStatement = (await get(who, '/statements/2026-11')).body;
    expect(novStatement.lines.filter((line: { kind: string }) => line.kind === 'charge').map((line: { invoice_number: string }) => line.invoice_number)).toEqual([nov.number, nov.number]);
  });
});
