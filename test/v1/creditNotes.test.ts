/**
 * Tax credit notes (UAE VAT Executive Regulation, Article 60), issued at the moment a booking
 * already on a tax invoice is cancelled, refunded or re-priced lower: every Article 60 element in
 * the JSON and on the stored PDF, the arithmetic (the value on the invoice, the correct value,
 * the difference and the VAT on it), nothing before the invoice exists, a second note starting
 * where the first left, gapless numbers under concurrent cancellations, the list with its filters
 * and pages, one note by id or number however spelt, the statement naming its notes, and the
 * event with its webhook and inbox notice.
 */
import { toFils, useV1Suite } from '../helpers/suite';
import { getBytes, pdfTexts } from '../helpers/documents';
import { call } from '../helpers/http';
import { MODES, partner, walletAt, type Mode, type Partner } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import { TEST_OPERATOR } from '../helpers/operator';
import { runAdmin } from '../../scripts/admin';
import { createStaffMember, opsCall, signIn } from '../helpers/staff';

/** How the database refuses a rewrite of a credit note (the driver's error is matched by its message: it may come from another realm than this file's `Error`). */
const REFUSED = { message: expect.stringContaining('credit_notes is append-only') as unknown as string };
const V1 = '/api/b2b/v1';
const RECIPIENT = { legal_name: 'Gulf Horizons Travel LLC', address: 'Office 804, Bay Square 3, Business Bay, Dubai, United Arab Emirates', trn: '100222333400003' };

// 10:00 UAE time on 20 November 2026.
const t = useV1Suite({ now: '2026-11-20T06:00:00.000Z' });
const { clock } = t;

const grossOf = (booking: Record<string, unknown>): number => toFils((booking.price as { amount_due_aed: number }).amount_due_aed);
const vatOf = (gross: number): number => Math.sign(gross) * Math.floor((Math.abs(gross) * 10 + 105) / 210);
const get = (who: Partner, mode: Mode, path: string) => call(t.app, 'GET', `${V1}${path}`, { token: who.keys[mode] });
const post = (who: Partner, mode: Mode, path: string, body?: Record<string, unknown>) => call(t.app, 'POST', `${V1}${path}`, { token: who.keys[mode], ...(body ? { body } : {}) });
const details = (accountId: string, ...args: string[]) => runAdmin(['account', 'details', '--account', accountId, ...args], t.db, clock);

async function pdfText(who: Partner, mode: Mode, path: string): Promise<{ text: string; bytes: Buffer }> {
  const res = await getBytes(t.app, `${V1}${path}`, who.keys[mode]);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return { text: ((await pdfTexts([res.body as Buffer]))[0] ?? '').replace(/\s+/g, ' '), bytes: res.body as Buffer };
}

/** November's tax invoice, issued at its close (the first read after it). */
async function novemberInvoice(who: Partner, mode: Mode): Promise<Record<string, unknown> & { id: string; number: string; issued_at: string; lines: Array<Record<string, unknown>> }> {
  const list = await get(who, mode, '/invoices?period_gte=2026-11&period_lte=2026-11');
  expect(list.status).toBe(200);
  const id = list.body.data[0].id as string;
  return (await get(who, mode, `/invoices/${id}`)).body;
}

const cancel = async (who: Partner, mode: Mode, id: string) => {
  const res = await post(who, mode, `/transport/bookings/${id}/cancel`);
  expect(res.status).toBe(200);
  return res.body;
};
const feeOf = async (id: string): Promise<number> => Number(((await t.db('bookings').where({ id }).first('fee_fils')) as { fee_fils: number | string }).fee_fils);

describe.each(MODES)('a booking invoiced in November and cancelled in December with a fee (%s key)', (mode) => {
  it('issues one tax credit note at the moment with every Article 60 element, in the JSON, on the stored PDF, in the statement, the event feed, the webhook and the inbox', async () => {
    clock.set('2026-11-20T06:00:00.000Z');
    const who = await partner(t);
    await details(who.accountId, '--legal-name', RECIPIENT.legal_name, '--address', RECIPIENT.address, '--trn', RECIPIENT.trn);
    await walletAt(t, who, mode, 10_000);
    // Pickup on 10 December at 14:30 UAE time.
    const booking = await bookTransfer({ app: t.app, clock }, who.keys[mode], 20);
    const gross = grossOf(booking);
    const hook = await post(who, mode, '/webhook-endpoints', { url: mode === 'test' ? 'http://127.0.0.1:4567/hooks' : 'https://93.184.216.34/hooks', enabled_events: ['credit_note.issued'] });
    expect(hook.status).toBe(201);

    clock.set('2026-12-01T06:00:00.000Z');
    const invoice = await novemberInvoice(who, mode);
    expect(invoice.lines.find((line) => line.booking_id === booking.id)).toMatchObject({ total_aed: gross / 100 });
    expect(await t.db('credit_notes').where({ account_id: who.accountId, mode })).toEqual([]);

    // 06:00 UAE time on the day of the pickup: inside the late-cancellation window, a fee is kept.
    clock.set('2026-12-10T02:00:00.000Z');
    await cancel(who, mode, booking.id);
    const fee = await feeOf(booking.id);
    expect(fee).toBeGreaterThan(0);
    const difference = gross - fee;
    const vat = vatOf(difference);

    const list = await get(who, mode, '/credit-notes');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ object: 'list', sandbox: mode === 'test', next_cursor: null });
    expect(list.body.data).toHaveLength(1);
    const summary = list.body.data[0];
    expect(summary).toEqual({ id: expect.stringMatching(/^cn_[0-9A-Za-z]{20}$/), number: expect.stringMatching(mode === 'test' ? /^TEST-CN-2026-\d{6}$/ : /^CN-2026-\d{6}$/), issued_at: '2026-12-10T02:00:00.000Z', invoice_number: invoice.number, booking_reference: booking.reference, difference_aed: difference / 100 });

    const note = (await get(who, mode, `/credit-notes/${summary.id}`)).body;
    expect(note).toEqual({
      object: 'credit_note',
      sandbox: mode === 'test',
      id: summary.id,
      number: summary.number,
      issued_at: '2026-12-10T02:00:00.000Z',
      reason_code: 'cancellation',
      reason: `Booking ${booking.reference as string} cancelled on 10 December 2026; cancellation fee AED ${(fee / 100).toFixed(2)} kept.`,
      invoice: { id: invoice.id, number: invoice.number, issued_at: invoice.issued_at },
      seller: { name: TEST_OPERATOR.legal_name, address: TEST_OPERATOR.address, trn: TEST_OPERATOR.trn },
      bill_to: { name: RECIPIENT.legal_name, address: RECIPIENT.address, country: null, trn: RECIPIENT.trn, billing_email: (invoice.bill_to as { billing_email: string | null }).billing_email },
      booking_id: booking.id,
      booking_reference: booking.reference,
      service_date: '2026-12-10',
      description: expect.stringContaining('Palm Jumeirah'),
      invoiced_value_aed: gross / 100,
      value_before_aed: gross / 100,
      corrected_value_aed: fee / 100,
      difference_aed: difference / 100,
      difference_net_aed: (difference - vat) / 100,
      vat_rate_percent: 5,
      vat_aed: vat / 100,
      // A live note is queued as a PINT AE e-invoice when issued; a test partition's are not sent.
      e_invoice: mode === 'test' ? null : { status: 'queued', provider: 'simulator', transmitted_at: null, acknowledged_at: null, error: null },
    });
    // Its number, spelt any way, names it too.
    const spelt = (note.number as string).toLowerCase().replace(/-/g, ' ');
    expect((await get(who, mode, `/credit-notes/${encodeURIComponent(spelt)}`)).body.id).toBe(note.id);

    // The PDF: the bytes stored at issue, printing every element.
    const stored = (await t.db('issued_documents').where({ id: note.id }).first()) as { kind: string; number: string; pdf: Buffer | Uint8Array; data: string };
    expect(stored).toMatchObject({ kind: 'tax_credit_note', number: note.number });
    // Stored as issued: its live part (the e-invoice's transmission) is read when served.
    expect(JSON.parse(stored.data)).toEqual({ ...note, e_invoice: null });
    const { text, bytes } = await pdfText(who, mode, `/credit-notes/${note.id as string}/pdf`);
    expect(bytes.equals(Buffer.from(stored.pdf))).toBe(true);
    expect((await getBytes(t.app, `${V1}/credit-notes/${note.id as string}?format=pdf`, who.keys[mode])).body).toEqual(bytes);
    for (const expected of [
      'TAX CREDIT NOTE',
      `Tax Credit Note ${note.number as string}`,
      note.number as string,
      'Date of issue Thursday 10 December 2026',
      invoice.number,
      'Invoice date Tuesday 1 December 2026',
      TEST_OPERATOR.legal_name,
      `TRN ${TEST_OPERATOR.trn}`,
      RECIPIENT.legal_name,
      'Office 804, Bay Square 3, Business Bay',
      RECIPIENT.trn,
      booking.reference as string,
      'Thursday 10 December 2026',
      `cancellation fee AED ${(fee / 100).toFixed(2)} kept`,
      `Value on the invoice (incl. VAT) AED ${(gross / 100).toFixed(2)}`,
      `Correct value (incl. VAT) AED ${(fee / 100).toFixed(2)}`,
      `Difference excl. VAT AED ${((difference - vat) / 100).toFixed(2)}`,
      `VAT 5% on the difference AED ${(vat / 100).toFixed(2)}`,
      `Credited incl. VAT AED ${(difference / 100).toFixed(2)}`,
    ])
      expect(text).toContain(expected);

    // The event, as GET answers the note; its webhook is queued; the inbox says so.
    const [event] = await t.db('events').where({ account_id: who.accountId, mode, type: 'credit_note.issued' });
    expect(event).toMatchObject({ subject_type: 'credit_note', subject_id: note.id, notice_kind: 'credit_note_issued' });
    const feed = await get(who, mode, '/events?type=credit_note.*');
    expect(feed.body.data.map((e: { id: string }) => e.id)).toEqual([event.id]);
    expect(feed.body.data[0].data.object).toEqual(note);
    expect(await t.db('webhook_deliveries').where({ endpoint_id: hook.body.id, event_id: event.id })).toHaveLength(1);
    const inbox = (await get(who, mode, '/inbox?kind=credit_note_issued')).body.data;
    expect(inbox).toEqual([expect.objectContaining({ kind: 'credit_note_issued', title: `Credit note ${note.number as string}`, related: { type: 'credit_note', id: note.id } })]);

    // December's statement names the note: credited, in brief, and on the refund's line.
    clock.set('2027-01-02T06:00:00.000Z');
    const statement = (await get(who, mode, '/statements/2026-12')).body;
    expect(statement.credited_aed).toBe(difference / 100);
    expect(statement.credit_notes).toEqual([summary]);
    const refund = (statement.lines as Array<Record<string, unknown>>).find((line) => line.booking_id === booking.id && line.kind === 'refund');
    expect(refund?.credit_note_number).toBe(note.number);

    // Another partner's key, or the other mode's, finds nothing.
    const other = await partner(t);
    expect((await get(other, mode, `/credit-notes/${note.id as string}`)).status).toBe(404);
    expect((await get(who, mode === 'test' ? 'live' : 'test', `/credit-notes/${note.number as string}`)).status).toBe(404);
    expect((await get(who, mode, '/credit-notes/cn_00000000000000000000/pdf')).status).toBe(404);
    expect((await get(who, mode, '/credit-notes/nope')).status).toBe(422);
  });
});

describe('a change before the booking is invoiced', () => {
  it('issues no credit note: the invoice leaves a booking cancelled free out and carries one cancelled late at its fee', async () => {
    clock.set('2026-11-20T06:00:00.000Z');
    const who = await partner(t);
    await walletAt(t, who, 'test', 10_000);
    const free = await bookTransfer({ app: t.app, clock }, who.keys.test, 5);
    const late = await bookTransfer({ app: t.app, clock }, who.keys.test, 1);
    await cancel(who, 'test', free.id);
    // 06:00 UAE on the pickup day (21 November): a fee.
    clock.set('2026-11-21T02:00:00.000Z');
    await cancel(who, 'test', late.id);
    const fee = await feeOf(late.id);
    expect(fee).toBeGreaterThan(0);

    clock.set('2026-12-01T06:00:00.000Z');
    const invoice = await novemberInvoice(who, 'test');
    const ids = invoice.lines.map((line) => line.booking_id);
    expect(ids).not.toContain(free.id);
    expect(invoice.lines.find((line) => line.booking_id === late.id)).toMatchObject({ total_aed: fee / 100 });
    expect(await t.db('credit_notes').where({ account_id: who.accountId })).toEqual([]);
    expect((await get(who, 'test', '/credit-notes')).body.data).toEqual([]);
  });
});

describe('two price reductions of one invoiced booking', () => {
  it('issue two notes, the second starting from the value the first left; the list filters by invoice, booking and day, in keyset pages', async () => {
    clock.set('2026-11-20T06:00:00.000Z');
    const who = await partner(t);
    await walletAt(t, who, 'test', 10_000);
    const booking = await bookTransfer({ app: t.app, clock }, who.keys.test, 20);
    const untouched = await bookTransfer({ app: t.app, clock }, who.keys.test, 21);
    const gross = grossOf(booking);
    clock.set('2026-12-01T06:00:00.000Z');
    const invoice = await novemberInvoice(who, 'test');

    const reduce = async (amountAed: number, bags: number) => {
      const asked = await post(who, 'test', `/transport/bookings/${booking.id}/amendments`, { bags, message: 'Fewer bags.' });
      expect(asked.status).toBe(201);
      const answered = await post(who, 'test', `/test-helpers/requests/${asked.body.id as string}/answer`, { decision: 'accepted', amount_aed: amountAed, note: 'A smaller boot.' });
      expect(answered.status).toBe(200);
    };
    clock.set('2026-12-03T06:00:00.000Z');
    await reduce(-20, 1);
    clock.set('2026-12-04T06:00:00.000Z');
    await reduce(-30, 0);

    const listed = (await get(who, 'test', '/credit-notes?limit=1')).body;
    expect(listed.data).toHaveLength(1);
    const next = (await get(who, 'test', `/credit-notes?limit=1&cursor=${listed.next_cursor as string}`)).body;
    expect(next.next_cursor).toBeNull();
    const [second, first] = [listed.data[0], next.data[0]];
    const one = (await get(who, 'test', `/credit-notes/${first.id as string}`)).body;
    const two = (await get(who, 'test', `/credit-notes/${second.id as string}`)).body;
    expect(one).toMatchObject({ reason_code: 'price_reduction', invoice: { id: invoice.id }, invoiced_value_aed: gross / 100, value_before_aed: gross / 100, corrected_value_aed: (gross - 2000) / 100, difference_aed: 20, vat_aed: vatOf(2000) / 100 });
    expect(two).toMatchObject({ reason_code: 'price_reduction', invoice: { id: invoice.id }, invoiced_value_aed: gross / 100, value_before_aed: (gross - 2000) / 100, corrected_value_aed: (gross - 5000) / 100, difference_aed: 30, vat_aed: vatOf(3000) / 100 });
    expect(one.reason).toContain('lowered by the trade desk on 3 December 2026');
    // Numbered in order, without a gap.
    expect(Number((two.number as string).slice(-6))).toBe(Number((one.number as string).slice(-6)) + 1);

    const ids = async (query: string) => ((await get(who, 'test', `/credit-notes?${query}`)).body.data as Array<{ id: string }>).map((row) => row.id);
    expect(await ids(`invoice=${encodeURIComponent(invoice.number.toLowerCase().replace(/-/g, ''))}`)).toEqual([two.id, one.id]);
    expect(await ids(`invoice=${invoice.id}`)).toEqual([two.id, one.id]);
    expect(await ids('invoice=INV-1999-000001')).toEqual([]);
    expect(await ids(`booking=${booking.reference as string}`)).toEqual([two.id, one.id]);
    expect(await ids(`booking=${untouched.id}`)).toEqual([]);
    expect(await ids('issued_gte=2026-12-04')).toEqual([two.id]);
    expect(await ids('issued_lte=2026-12-03')).toEqual([one.id]);
    expect(await ids('issued_gte=2026-12-03&issued_lte=2026-12-03')).toEqual([one.id]);
    const bad = await get(who, 'test', '/credit-notes?issued_gte=December');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual(['issued_gte']);

    // What is stored cannot be changed.
    await expect(t.db('credit_notes').where({ id: one.id }).update({ difference_fils: 1 })).rejects.toMatchObject(REFUSED);
  });
});

describe('concurrent cancellations', () => {
  it('number their credit notes without gaps or repeats', async () => {
    clock.set('2026-11-20T06:00:00.000Z');
    const who = await partner(t);
    await walletAt(t, who, 'live', 20_000);
    const bookings = [];
    for (let i = 0; i < 6; i += 1) bookings.push(await bookTransfer({ app: t.app, clock }, who.keys.live, 20));
    clock.set('2026-12-01T06:00:00.000Z');
    await novemberInvoice(who, 'live');
    clock.set('2026-12-10T02:00:00.000Z');
    const answers = await Promise.all(bookings.map((booking) => post(who, 'live', `/transport/bookings/${booking.id}/cancel`)));
    expect(answers.map((res) => res.status)).toEqual(bookings.map(() => 200));
    const rows = (await t.db('credit_notes').where({ account_id: who.accountId, mode: 'live' }).select('number', 'booking_id')) as Array<{ number: string; booking_id: string }>;
    expect(new Set(rows.map((row) => row.booking_id))).toEqual(new Set(bookings.map((booking) => booking.id)));
    const numbers = rows.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] as number) + i));

    // A live note is never rewritten, removed or replaced: the database refuses it.
    const [stored] = (await t.db('credit_notes').where({ account_id: who.accountId, mode: 'live' }).orderBy('number').limit(1)) as Array<Record<string, unknown>>;
    await expect(t.db('credit_notes').where({ id: stored?.id }).update({ difference_fils: 1 })).rejects.toMatchObject(REFUSED);
    await expect(t.db('credit_notes').where({ id: stored?.id }).del()).rejects.toMatchObject(REFUSED);
    await expect(t.db('credit_notes').insert({ ...stored, difference_fils: 1 }).onConflict('id').merge()).rejects.toMatchObject(REFUSED);
    if ((t.db.client.config as { client: string }).client === 'pg') await expect(t.db.raw('truncate credit_notes')).rejects.toMatchObject(REFUSED);
    expect(await t.db('credit_notes').where({ id: stored?.id }).first()).toEqual(stored);

    // The operator's finance staff list them across partners; the desk may not.
    const finance = await signIn(t, await createStaffMember(t, { roles: ['finance'] }));
    const listed = await opsCall(t, 'GET', `/api/ops/v1/credit-notes?account_id=${who.accountId}&issued_gte=2026-12-10&issued_lte=2026-12-10&limit=4`, { session: finance });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(4);
    expect(listed.body.data[0]).toEqual({
      id: expect.stringMatching(/^cn_/), number: expect.stringMatching(/^CN-2026-\d{6}$/), account_id: who.accountId, company_name: expect.any(String), issued_at: '2026-12-10T02:00:00.000Z',
      invoice_number: expect.stringMatching(/^INV-2026-\d{6}$/), booking_reference: expect.stringMatching(/^TR-/), reason_code: 'cancellation', difference_aed: expect.any(Number), vat_aed: expect.any(Number),
    });
    const rest = await opsCall(t, 'GET', `/api/ops/v1/credit-notes?account_id=${who.accountId}&cursor=${listed.body.next_cursor as string}`, { session: finance });
    expect([...listed.body.data, ...rest.body.data].map((row: { number: string }) => row.number).sort()).toEqual(rows.map((row) => row.number).sort());
    expect((await opsCall(t, 'GET', `/api/ops/v1/credit-notes?issued_gte=2026-12-11`, { session: finance })).body.data).toEqual([]);
    const desk = await signIn(t, await createStaffMember(t, { roles: ['desk'] }));
    expect((await opsCall(t, 'GET', '/api/ops/v1/credit-notes', { session: desk })).status).toBe(403);
  });
});
