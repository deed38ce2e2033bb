import { toFils, useV1Suite } from '../helpers/suite';
import { rowCounts } from '../helpers/tables';
import { MODES, ledgerSumFils, partner, partitionFor, type Mode, type Partner } from '../helpers/partitions';
import { balance, post, setCreditLine } from '../../src/engine/ledger';
import { documentBrandOf } from '../../src/engine/partitionSettings';
import { uaeDate } from '../../src/platform/uaeTime';
import { pdfTexts } from '../helpers/documents';

const V1 = '/api/b2b/v1';
const DAY_MS = 86_400_000;
const BASE = '2026-11-22T10:00:00.000Z';

const t = useV1Suite({ now: BASE });
const { clock } = t;

/** VAT inside a VAT-inclusive amount at 5 %, to the nearest fils, halves away from zero. */
const vatOf = (gross: number): number => Math.sign(gross) * Math.floor((Math.abs(gross) * 10 + 105) / 210);

const get = (who: Partner, mode: Mode, path: string) => t.api(who.keys[mode], V1).get(path);
const send = (who: Partner, mode: Mode, path: string, body?: unknown) => t.api(who.keys[mode], V1).post(path, body);

/** Sets the partition's wallet to `aed` at the clock's time (opening, and so seeding, it first through the API). */
async function walletAt(who: Partner, mode: Mode, aed: number): Promise<void> {
  expect((await get(who, mode, '/settings')).status).toBe(200);
  const partition = partitionFor(t, who.accountId, mode);
  await partition.transaction(async (p) => {
    const current = await balance(p);
    if (current.balance_fils !== toFils(aed)) await post(p, { kind: 'adjustment', amountFils: toFils(aed) - current.balance_fils, reference: 'TEST-KIT', description: 'Set by the test kit' });
  });
}

/** Quotes and books a transfer through HTTP, its pickup `days` after the clock's now. */
async function book(who: Partner, mode: Mode, days = 5): Promise<{ id: string; amountFils: number }> {
  const local = new Date(clock.now().getTime() + days * DAY_MS + 4 * 3_600_000).toISOString();
  const quote = await send(who, mode, '/transport/quote', {
    airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'PALM_JUMEIRAH', vehicle: 'EXECUTIVE_SEDAN',
    pickup_date: local.slice(0, 10), pickup_time: local.slice(11, 16), passengers: 2, bags: 1,
  });
  expect(quote.status).toBe(200);
  const made = await send(who, mode, '/transport/bookings', { quote_id: quote.body.id, traveller: { first_name: 'Layla', last_name: 'Haddad' }, flight_number: 'EK202' });
  expect(made.status).toBe(201);
  return { id: made.body.id as string, amountFils: toFils(made.body.price.amount_due_aed as number) };
}

async function cancel(who: Partner, mode: Mode, id: string): Promise<number> {
  const res = await send(who, mode, `/transport/bookings/${id}/cancel`);
  expect(res.status).toBe(200);
  return toFils(res.body.cancellation.fee_if_cancelled_now_aed as number);
}

interface NoticeBody {
  id: string;
  kind: string;
  title: string;
  related: { type: string; id: string; reference?: string } | null;
  created_at: string;
}

const allNotices = (who: Partner, mode: Mode): Promise<NoticeBody[]> => t.walk<NoticeBody>(who.keys[mode], `${V1}/inbox`, { limit: 7 });

async function invoiceIdOf(who: Partner, mode: Mode, period: string): Promise<string> {
  const row = (await t.db('billing_periods').where({ account_id: who.accountId, mode, period }).first()) as { invoice_id: string | null } | undefined;
  expect(row?.invoice_id).toMatch(/^inv_/);
  return row?.invoice_id as string;
}

describe.each(MODES)('notices, statements, invoices and settings with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';
  const series = mode === 'test' ? 'TEST-INV' : 'INV';

  it('shows a booking and its cancellation in the inbox, newest first, each pointing at the booking and stored as an event', async () => {
    const who = await partner(t);
    await walletAt(who, mode, 5_000);
    const booked = await book(who, mode);
    clock.advance(60);
    await cancel(who, mode, booked.id);
    const res = await get(who, mode, '/inbox?limit=100');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', sandbox });
    const about = (res.body.data as NoticeBody[]).filter((n) => n.related?.id === booked.id);
    // A notice's title names the booking by the reference a person reads, not its id.
    const { reference } = (await t.db('bookings').where({ id: booked.id }).first('reference')) as { reference: string };
    expect(about).toMatchObject([
      { object: 'notice', sandbox, kind: 'booking_update', title: `Booking cancelled: ${reference}`, related: { type: 'booking', id: booked.id, reference }, created_at: '2026-11-22T10:01:00.000Z' },
      { object: 'notice', sandbox, kind: 'booking_update', title: `Booking confirmed: ${reference}`, related: { type: 'booking', id: booked.id, reference }, created_at: BASE },
    ]);
    // Only a notice about a booking carries a reference beside what it points at.
    for (const notice of res.body.data as NoticeBody[]) expect(notice.related === null || (notice.related.type === 'booking') === 'reference' in notice.related).toBe(true);
    const events = await t.db('events').where({ subject_id: booked.id }).orderBy('created_at', 'desc');
    expect(events.map((e) => [e.id, e.account_id, e.mode, e.type])).toEqual([
      [about[0]?.id, who.accountId, mode, 'booking.cancelled'],
      [about[1]?.id, who.accountId, mode, 'booking.created'],
    ]);
    const data = res.body.data as NoticeBody[];
    for (let i = 1; i < data.length; i++) expect(data[i - 1]!.created_at >= data[i]!.created_at).toBe(true);
    expect((await get(who, other, '/inbox?limit=100')).body.data.map((n: NoticeBody) => n.id)).not.toContain(about[0]?.id);
    const bookings = await get(who, mode, '/inbox?kind=booking_update&limit=100');
    expect(bookings.body.data.every((n: NoticeBody) => n.kind === 'booking_update')).toBe(true);
    const since = await get(who, mode, `/inbox?since=${encodeURIComponent('2026-11-22T14:00:30+04:00')}&limit=100`);
    const recent = since.body.data as NoticeBody[];
    expect(recent.every((n) => n.created_at >= '2026-11-22T10:00:30.000Z')).toBe(true);
    expect(recent.map((n) => n.id)).toContain(about[0]?.id);
    expect(recent.map((n) => n.id)).not.toContain(about[1]?.id);
  });

  it('pages the inbox by keyset: notices added between pages neither repeat nor shift what follows', async () => {
    const who = await partner(t);
    await walletAt(who, mode, 10_000);
    for (let i = 0; i < 3; i++) {
      await book(who, mode);
      clock.advance(60);
    }
    const before = await allNotices(who, mode);
    expect(before.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < before.length; i++) expect(before[i - 1]!.created_at >= before[i]!.created_at).toBe(true);
    const first = await get(who, mode, '/inbox?limit=2');
    const added = await book(who, mode);
    const second = await get(who, mode, `/inbox?limit=2&cursor=${first.body.next_cursor}`);
    expect([...first.body.data, ...second.body.data].map((n: NoticeBody) => n.id)).toEqual(before.slice(0, 4).map((n) => n.id));
    const after = await allNotices(who, mode);
    expect(after.filter((n) => n.related?.id === added.id)).toHaveLength(1);
    expect(after.filter((n) => n.related?.id !== added.id).map((n) => n.id)).toEqual(before.map((n) => n.id));
    expect(new Set(after.map((n) => n.id)).size).toBe(after.length);
    const forged = await get(who, mode, '/inbox?cursor=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(422);
    expect(forged.body.error.fields).toEqual(['cursor']);
    expect((await get(who, mode, '/inbox?kind=gossip')).status).toBe(422);
  });

  it("gives a past month's statement whose balances and lines match the ledger exactly, and as PDF", async () => {
    const who = await partner(t);
    clock.set('2026-12-03T06:00:00.000Z');
    await walletAt(who, mode, 2_000);
    const kept = await book(who, mode);
    clock.set('2026-12-10T10:00:00.000Z');
    const late = await book(who, mode, 1);
    clock.advance(2 * 3600);
    const feeFils = await cancel(who, mode, late.id);
    expect(feeFils).toBe(Math.round(late.amountFils / 2));

    const early = await get(who, mode, '/statements/2026-12');
    expect(early.status).toBe(404);
    expect(early.body.error.message).toMatch(/issued on the first day of the next month/);

    clock.set('2027-01-05T08:00:00.000Z');
    const res = await get(who, mode, '/statements/2026-12');
    expect(res.status).toBe(200);
    const start = '2026-11-30T20:00:00.000Z';
    const end = '2026-12-31T20:00:00.000Z';
    const ledger = await t.db('ledger_entries').where({ account_id: who.accountId, mode }).orderBy([{ column: 'created_at' }, { column: 'id' }]);
    const opening = ledger.filter((e) => e.created_at < start).reduce((sum, e) => sum + Number(e.amount_fils), 0);
    const month = ledger.filter((e) => e.created_at >= start && e.created_at < end);
    let running = opening;
    const bookingIds = month.map((e) => e.booking_id as string | null).filter((id): id is string => id !== null);
    const references = new Map(((await t.db('bookings').whereIn('id', bookingIds).select('id', 'reference')) as Array<{ id: string; reference: string }>).map((b) => [b.id, b.reference]));
    const invoiceNumber = ((await t.db('billing_periods').where({ account_id: who.accountId, mode, period: '2026-12' }).first()) as { invoice_number: string }).invoice_number;
    expect(invoiceNumber).toMatch(new RegExp(`^${series}-2026-\\d{6}$`));
    const carried = new Set(((await t.db('invoiced_bookings').where({ account_id: who.accountId, mode, invoice_id: await invoiceIdOf(who, mode, '2026-12') }).select('booking_id')) as Array<{ booking_id: string }>).map((row) => row.booking_id));
    const lines = month.map((e) => {
      const amount = Number(e.amount_fils);
      running += amount;
      const bookingReference = e.booking_id === null ? null : (references.get(e.booking_id) ?? null);
      // A line about a booking is quoted by the booking's reference, the one a person reads; the id stays beside it.
      const reference = e.booking_id !== null && e.reference === e.booking_id ? bookingReference : e.reference;
      return {
        date: uaeDate(new Date(e.created_at)),
        kind: e.kind,
        description: e.description,
        reference,
        booking_id: e.booking_id,
        booking_reference: bookingReference,
        charge_aed: amount < 0 ? -amount / 100 : 0,
        payment_aed: amount > 0 ? amount / 100 : 0,
        balance_aed: running / 100,
        // A charge on a booking the month's invoice carries names that invoice.
        invoice_number: amount < 0 && e.booking_id !== null && carried.has(e.booking_id) ? invoiceNumber : null,
        credit_note_number: null,
      };
    });
    const lateReference = references.get(late.id) as string;
    expect(lateReference).toMatch(/^[A-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const charges = month.filter((e) => Number(e.amount_fils) < 0).reduce((sum, e) => sum - Number(e.amount_fils), 0);
    const refunds = month.filter((e) => Number(e.amount_fils) > 0 && e.booking_id !== null).reduce((sum, e) => sum + Number(e.amount_fils), 0);
    const payments = month.filter((e) => Number(e.amount_fils) > 0 && e.booking_id === null).reduce((sum, e) => sum + Number(e.amount_fils), 0);
    // The invoice carries what the month's bookings were charged and kept: charges less refunds.
    const invoiced = month.filter((e) => e.booking_id !== null).reduce((sum, e) => sum - Number(e.amount_fils), 0);
    expect(res.body).toEqual({
      object: 'statement',
      sandbox,
      period: '2026-12',
      opening_balance_aed: opening / 100,
      charges_aed: charges / 100,
      refunds_aed: refunds / 100,
      payments_aed: payments / 100,
      closing_balance_aed: running / 100,
      issued_at: end,
      invoiced_aed: invoiced / 100,
      credited_aed: 0,
      lines,
      invoices: [{ id: await invoiceIdOf(who, mode, '2026-12'), number: invoiceNumber, status: 'paid', total_aed: invoiced / 100 }],
      credit_notes: [],
    });
    // Opening + refunds + payments − charges = closing, to the fils.
    expect(toFils(res.body.opening_balance_aed) + toFils(res.body.refunds_aed) + toFils(res.body.payments_aed) - toFils(res.body.charges_aed)).toBe(toFils(res.body.closing_balance_aed));
    expect(res.body.lines.at(-1).balance_aed).toBe(res.body.closing_balance_aed);
    expect(res.body.lines.filter((l: { reference: string }) => l.reference.startsWith('bkg_'))).toEqual([]);
    expect(res.body.lines.filter((l: { booking_id: string | null }) => l.booking_id === late.id).map((l: { reference: string; booking_reference: string }) => [l.reference, l.booking_reference])).toEqual([
      [lateReference, lateReference],
      [lateReference, lateReference],
      [lateReference, lateReference],
    ]);
    expect(res.body.lines.filter((l: { reference: string }) => l.reference === lateReference).map((l: { charge_aed: number; payment_aed: number }) => [toFils(l.charge_aed), toFils(l.payment_aed)])).toEqual([
      [late.amountFils, 0],
      [0, late.amountFils],
      [feeFils, 0],
    ]);
    expect(res.body.lines.filter((l: { booking_id: string | null }) => l.booking_id === kept.id)).toHaveLength(1);
    // Nothing happened since, so the month closes at the current balance.
    expect(toFils(res.body.closing_balance_aed)).toBe(await ledgerSumFils(t.db, who.accountId, mode));

    const overview = await get(who, mode, '/statements');
    expect(overview.body.statements[0]).toEqual({ period: '2026-12', opening_balance_aed: opening / 100, charges_aed: charges / 100, refunds_aed: refunds / 100, payments_aed: payments / 100, closing_balance_aed: running / 100, issued_at: end });
    const { statements } = overview.body as { statements: Array<{ opening_balance_aed: number; closing_balance_aed: number }> };
    for (let i = 0; i + 1 < statements.length; i++) expect(statements[i]!.opening_balance_aed).toBe(statements[i + 1]!.closing_balance_aed);
    expect(overview.body.balance).toEqual({ currency: 'AED', outstanding_aed: 0, overdue_aed: 0, credit_limit_aed: null, wallet_balance_aed: running / 100 });

    const pdf = await get(who, mode, '/statements/2026-12?format=pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    // The printed statement quotes the booking as people say it, never its id.
    const [printed] = await pdfTexts([Buffer.from(pdf.body as Buffer)]);
    expect(printed).toContain(lateReference);
    expect(printed).not.toContain(late.id);
    expect((await get(who, mode, '/statements/2027-01')).status).toBe(404);
    expect((await get(who, mode, '/statements/2024-01')).status).toBe(404);
    expect((await get(who, mode, '/statements/2026-13')).status).toBe(422);

    const notices = await allNotices(who, mode);
    const invoiceId = await invoiceIdOf(who, mode, '2026-12');
    // Both are written by the month's closing, in one transaction at one instant.
    expect(notices.slice(0, 2).sort((x, y) => x.kind.localeCompare(y.kind))).toMatchObject([
      { kind: 'invoice_issued', related: { type: 'invoice', id: invoiceId }, created_at: '2027-01-05T08:00:00.000Z' },
      { kind: 'statement_ready', related: { type: 'statement', id: '2026-12' }, created_at: '2027-01-05T08:00:00.000Z' },
    ]);
  });

  it('issues one invoice a month with sequential numbers, VAT 5 % exact, computed from the bookings of the month', async () => {
    const first = await partner(t);
    const second = await partner(t);
    clock.set('2026-12-04T06:00:00.000Z');
    await walletAt(first, mode, 3_000);
    await walletAt(second, mode, 3_000);
    const a = await book(first, mode);
    const b = await book(first, mode, 1);
    clock.advance(3 * 3600);
    const fee = await cancel(first, mode, b.id);
    const freeCancelled = await book(first, mode);
    await cancel(first, mode, freeCancelled.id);
    await book(second, mode);

    clock.set('2027-01-02T06:00:00.000Z');
    expect((await get(first, mode, '/statements')).status).toBe(200);
    expect((await get(second, mode, '/inbox')).status).toBe(200);
    const firstId = await invoiceIdOf(first, mode, '2026-12');
    const secondId = await invoiceIdOf(second, mode, '2026-12');
    const inv = await get(first, mode, `/invoices/${firstId}`);
    expect(inv.status).toBe(200);
    const secondInv = await get(second, mode, `/invoices/${secondId}`);
    const number = (n: string): number => Number(n.slice(-6));
    // December's invoices, issued on 1 January, are numbered in December's year.
    expect(inv.body.number).toMatch(new RegExp(`^${series}-2026-\\d{6}$`));
    expect(secondInv.body.number).toMatch(new RegExp(`^${series}-2026-\\d{6}$`));
    expect(number(secondInv.body.number)).toBe(number(inv.body.number) + 1);

    expect(inv.body).toMatchObject({ object: 'invoice', sandbox, id: firstId, period: '2026-12', status: 'paid', issued_at: '2026-12-31T20:00:00.000Z', due_date: '2027-01-01', bill_to: { name: 'Gulf Horizons Travel' } });
    const ours = (inv.body.lines as Array<{ booking_id: string; amount_aed: number; vat_aed: number; description: string }>).filter((l) => [a.id, b.id, freeCancelled.id].includes(l.booking_id));
    expect(ours.map((l) => [l.booking_id, toFils(l.amount_aed) + toFils(l.vat_aed)])).toEqual([
      [a.id, a.amountFils],
      [b.id, fee],
    ]);
    const ledgerNet = -(await t.db('ledger_entries').where({ account_id: first.accountId, mode }).whereNotNull('booking_id').where('created_at', '>=', '2026-11-30T20:00:00.000Z').where('created_at', '<', '2026-12-31T20:00:00.000Z').sum({ s: 'amount_fils' }).first())!.s;
    for (const line of inv.body.lines) {
      const total = toFils(line.amount_aed) + toFils(line.vat_aed);
      expect(toFils(line.vat_aed)).toBe(vatOf(total));
      expect(toFils(line.unit_price_aed)).toBe(toFils(line.amount_aed));
    }
    expect(ours[0]?.description).toMatch(/^Transfer /);
    expect(ours[1]?.description).toMatch(/cancellation fee/);
    const subtotal = inv.body.lines.reduce((s: number, l: { amount_aed: number }) => s + toFils(l.amount_aed), 0);
    const vat = inv.body.lines.reduce((s: number, l: { vat_aed: number }) => s + toFils(l.vat_aed), 0);
    expect([toFils(inv.body.subtotal_aed), toFils(inv.body.vat_aed), toFils(inv.body.total_aed)]).toEqual([subtotal, vat, Number(ledgerNet)]);
    expect(toFils(inv.body.subtotal_aed) + toFils(inv.body.vat_aed)).toBe(toFils(inv.body.total_aed));
    expect([toFils(inv.body.amount_paid_aed), toFils(inv.body.amount_due_aed)]).toEqual([Number(ledgerNet), 0]);
    if (mode === 'live') expect(Number(ledgerNet)).toBe(a.amountFils + fee);
    expect((await get(first, mode, `/invoices/${firstId}`)).body).toEqual(inv.body);

    const pdf = await get(first, mode, `/invoices/${firstId}?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="invoice-${inv.body.number}.pdf"`);

    // The same month read again issues nothing more.
    const periods = await t.db('billing_periods').whereIn('account_id', [first.accountId, second.accountId]).count({ n: '*' }).first();
    await get(first, mode, '/inbox');
    expect(await t.db('billing_periods').whereIn('account_id', [first.accountId, second.accountId]).count({ n: '*' }).first()).toEqual(periods);
    expect(await t.db('events').where({ account_id: first.accountId, mode, type: 'invoice.issued', subject_id: firstId })).toHaveLength(1);

    expect((await get(first, other, `/invoices/${firstId}`)).status).toBe(404);
    expect((await get(second, mode, `/invoices/${firstId}`)).status).toBe(404);
    expect((await get(first, mode, '/invoices/inv_0000Wm2Xq7Lr5Tz1Nb8V')).status).toBe(404);
    // Two test partitions are seeded and each closes two months, every close rendering its PDFs.
  }, 60_000);

  it('closes a month once when its first reads arrive together: one invoice, one notice, no number skipped', async () => {
    const who = await partner(t);
    clock.set('2026-12-04T06:00:00.000Z');
    await walletAt(who, mode, 1_000);
    await book(who, mode);
    clock.set('2027-01-02T07:00:00.000Z');
    const answers = await Promise.all([...Array(6)].map((_, i) => get(who, mode, i % 2 ? '/statements' : '/inbox')));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await t.db('billing_periods').where({ account_id: who.accountId, mode, period: '2026-12' })).toHaveLength(1);
    expect(await t.db('events').where({ account_id: who.accountId, mode, type: 'invoice.issued' }).where('created_at', '>=', '2027-01-01')).toHaveLength(1);
    expect(await t.db('events').where({ account_id: who.accountId, mode, type: 'statement.issued', subject_id: '2026-12' })).toHaveLength(1);
    const invoice = await get(who, mode, `/invoices/${await invoiceIdOf(who, mode, '2026-12')}`);
    // December's number, in 2026's series; the series has no gap (every number taken is an invoice stored).
    const sequence = await t.db('invoice_sequences').where({ series, year: 2026 }).first();
    const issued = await t.db('billing_periods').where({ mode }).where('invoice_number', 'like', `${series}-2026-%`).count({ n: '*' }).first();
    expect(Number(sequence.last_number)).toBe(Number(issued?.n));
    expect(invoice.body.number).toBe(`${series}-2026-${String(sequence.last_number).padStart(6, '0')}`);
  });

  it('shows a credit account its invoice open, then overdue, then paid when a payment covers it', async () => {
    const who = await partner(t);
    clock.set('2026-12-04T06:00:00.000Z');
    await walletAt(who, mode, 0);
    const partition = partitionFor(t, who.accountId, mode);
    await setCreditLine(partition, 1_000_000, 'NET_30');
    const booked = await book(who, mode);

    clock.set('2027-01-03T06:00:00.000Z');
    const overview = await get(who, mode, '/statements');
    expect(overview.body.balance).toEqual({ currency: 'AED', outstanding_aed: booked.amountFils / 100, overdue_aed: 0, credit_limit_aed: 10_000, wallet_balance_aed: 0 });
    const id = await invoiceIdOf(who, mode, '2026-12');
    expect(overview.body.open_invoices).toEqual([expect.objectContaining({ id, status: 'open', due_date: '2027-01-31', amount_due_aed: booked.amountFils / 100 })]);
    if (mode === 'live') expect(overview.body.open_invoices[0].total_aed).toBe(booked.amountFils / 100);

    clock.set('2027-02-05T06:00:00.000Z');
    const late = await get(who, mode, '/statements');
    expect(late.body.open_invoices).toEqual([expect.objectContaining({ id, status: 'overdue' })]);
    expect(late.body.balance.overdue_aed).toBe(booked.amountFils / 100);

    await post(partitionFor(t, who.accountId, mode), { kind: 'topup', amountFils: booked.amountFils, reference: 'BANK-REF-1', description: 'Payment by bank transfer' });
    const paid = await get(who, mode, `/invoices/${id}`);
    expect(paid.body).toMatchObject({ status: 'paid', amount_due_aed: 0, amount_paid_aed: paid.body.total_aed });
    expect((await get(who, mode, '/statements')).body).toMatchObject({ open_invoices: [], balance: { outstanding_aed: 0, overdue_aed: 0 } });
  });

  it('keeps settings per mode: a change with this key is invisible to the other mode', async () => {
    const who = await partner(t);
    const mine = await get(who, mode, '/settings');
    const theirs = await get(who, other, '/settings');
    expect(mine.body).toMatchObject({ object: 'settings', sandbox, account: { id: who.accountId, name: 'Gulf Horizons Travel', live_access: true } });
    const set = await send(who, mode, '/settings/billing-email', { billing_email: `ap-${mode}@gulf.example` });
    expect(set.status).toBe(200);
    expect(set.body.billing_email).toBe(`ap-${mode}@gulf.example`);
    expect((await get(who, mode, '/settings')).body.billing_email).toBe(`ap-${mode}@gulf.example`);
    expect((await get(who, other, '/settings')).body).toEqual(theirs.body);
    const stored = await t.db('partition_settings').where({ account_id: who.accountId, mode }).first();
    expect(JSON.parse(stored.settings).billing_email).toBe(`ap-${mode}@gulf.example`);

    const added = await send(who, mode, '/settings/contacts', { name: 'Omar Haddad', email: 'ops@gulf.example', role: 'operations' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ object: 'contact', sandbox, name: 'Omar Haddad', phone: null, role: 'operations', billing_contact: false });
    const changed = await send(who, mode, '/settings/contacts', { id: added.body.id, name: 'Omar Al Haddad', email: 'ops@gulf.example', phone: '+971501112233', role: 'operations' });
    expect(changed.body).toMatchObject({ id: added.body.id, name: 'Omar Al Haddad', phone: '+971501112233' });
    const contacts = (await get(who, mode, '/settings')).body.contacts as Array<{ id: string; name: string }>;
    expect(contacts.filter((c) => c.id === added.body.id)).toEqual([expect.objectContaining({ name: 'Omar Al Haddad' })]);
    expect((await get(who, other, '/settings')).body.contacts.map((c: { id: string }) => c.id)).not.toContain(added.body.id);
    expect((await send(who, other, `/settings/contacts/${added.body.id}/remove`)).status).toBe(404);
    expect((await send(who, other, '/settings/contacts', { id: added.body.id, name: 'X', email: 'x@gulf.example', role: 'sales' })).status).toBe(404);
    const removed = await send(who, mode, `/settings/contacts/${added.body.id}/remove`);
    expect(removed.body).toEqual({ object: 'contact', sandbox, id: added.body.id, removed: true });
    expect((await get(who, mode, '/settings')).body.contacts.map((c: { id: string }) => c.id)).not.toContain(added.body.id);
    expect((await send(who, mode, `/settings/contacts/${added.body.id}/remove`)).status).toBe(404);

    const brand = { mode: 'white_label', display_name: 'Gulf Horizons', logo_url: 'https://cdn.example/l.png', accent_hex: '#0A7C86' };
    expect((await send(who, mode, '/settings/brand', brand)).body.brand).toEqual(brand);
    expect(await documentBrandOf(partitionFor(t, who.accountId, mode))).toEqual(brand);
    expect(await documentBrandOf(partitionFor(t, who.accountId, other))).toEqual(theirs.body.brand);
  });

  it('refuses to remove the billing contact and a white label without a name, storing nothing', async () => {
    const who = await partner(t);
    const finance = await send(who, mode, '/settings/contacts', { name: 'Mariam Al Suwaidi', email: 'finance@gulf.example', role: 'finance' });
    const billing = ((await get(who, mode, '/settings')).body.contacts as Array<{ id: string; billing_contact: boolean }>).find((c) => c.billing_contact);
    expect(billing).toBeDefined();
    if (mode === 'live') expect(billing?.id).toBe(finance.body.id);
    const before = await rowCounts(t.db);
    const settings = await t.db('partition_settings').where({ account_id: who.accountId, mode }).first();
    const refused = await send(who, mode, `/settings/contacts/${billing?.id}/remove`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'invalid_state', message: `The contact ${billing?.id} is the billing contact, so it cannot be removed.` });
    const nameless = await send(who, mode, '/settings/brand', { mode: 'white_label' });
    expect(nameless.status).toBe(422);
    expect(nameless.body.error.fields).toEqual(['display_name']);
    expect((await send(who, mode, '/settings/contacts', { name: 'A', email: 'nope', role: 'operations' })).status).toBe(422);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await t.db('partition_settings').where({ account_id: who.accountId, mode }).first()).toEqual(settings);
  });
});

describe('a fresh partition', () => {
  it('in test mode is seeded with notices of several kinds, last month\'s statement and invoice, a billing e-mail and two contacts', async () => {
    const who = await partner(t);
    const notices = await allNotices(who, 'test');
    const kinds = new Set(notices.map((n) => n.kind));
    for (const kind of ['booking_update', 'payment_received', 'statement_ready', 'invoice_issued']) expect(kinds).toContain(kind);
    for (const n of notices) expect(n.related).not.toBeNull();
    const overview = await get(who, 'test', '/statements');
    expect(overview.body.statements[0]).toMatchObject({ period: '2026-10', issued_at: '2026-10-31T20:00:00.000Z' });
    const id = await invoiceIdOf(who, 'test', '2026-10');
    const invoice = await get(who, 'test', `/invoices/${id}`);
    expect(invoice.body).toMatchObject({ sandbox: true, period: '2026-10', status: 'paid', bill_to: { billing_email: 'accounts@gulf-horizons-travel.example' } });
    expect(invoice.body.number).toMatch(/^TEST-INV-2026-\d{6}$/);
    expect(notices.find((n) => n.kind === 'invoice_issued')?.related).toEqual({ type: 'invoice', id });
    const settings = (await get(who, 'test', '/settings')).body;
    expect(settings).toMatchObject({ sandbox: true, billing_email: 'accounts@gulf-horizons-travel.example', brand: { mode: 'none' } });
    expect(settings.contacts).toHaveLength(2);
    expect(settings.contacts.filter((c: { billing_contact: boolean }) => c.billing_contact)).toHaveLength(1);
    expect(await t.db('billing_periods').where({ account_id: who.accountId, mode: 'live' })).toHaveLength(0);
  });

  it('in live mode has nothing until something happens, and the account\'s own particulars', async () => {
    const who = await partner(t);
    expect((await get(who, 'live', '/inbox')).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    expect((await get(who, 'live', '/statements')).body).toEqual({
      object: 'statements_overview',
      sandbox: false,
      balance: { currency: 'AED', outstanding_aed: 0, overdue_aed: 0, credit_limit_aed: null, wallet_balance_aed: 0 },
      statements: [],
      open_invoices: [],
    });
    expect((await get(who, 'live', '/settings')).body).toMatchObject({ sandbox: false, account: { id: who.accountId, trn: null, live_access: true }, billing_email: null, contacts: [], brand: { mode: 'none' } });
    expect((await get(who, 'live', '/statements/2026-10')).status).toBe(404);
  });
});
