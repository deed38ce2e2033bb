import { toFils, useV1Suite } from '../helpers/suite';
import { MODES, ledgerSumFils, partner, walletAt, type Mode, type Partner } from '../helpers/partitions';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

/**
 * What a partner's accountant checks over two months of bookings and cancellations, for transfers
 * and tours and for cancellations on either side of a month end: each month's statement is its
 * ledger (opening + refunds + payments − charges = closing, to the fils), its booking charges less
 * refunds equal its tax invoice less the credit notes issued in it, an invoice never carries a
 * negative line, and a supply invoiced and then cancelled gets a tax credit note against that
 * invoice for the value less the fee kept.
 */
const V1 = '/api/b2b/v1';
const t = useV1Suite({ now: '2026-11-20T08:00:00.000Z' });
const { clock } = t;

const vatOf = (gross: number): number => Math.sign(gross) * Math.floor((Math.abs(gross) * 10 + 105) / 210);
const lead = { first_name: 'Sara', last_name: 'Haddad', phone: '+971501234567' };

interface Booked {
  id: string;
  path: string;
  amountFils: number;
}

type Body = Record<string, unknown>;

async function ok(res: Promise<{ status: number; body: Body }>, status = 200): Promise<Body> {
  const answer = await res;
  if (answer.status !== status) throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

function client(who: Partner, mode: Mode) {
  const api = t.api(who.keys[mode], V1);
  return {
    get: (path: string) => ok(api.get(path)),
    post: (path: string, body?: unknown, status = 200) => ok(api.post(path, body), status),
  };
}

async function transfer(who: Partner, mode: Mode, days: number): Promise<Booked> {
  const api = client(who, mode);
  const quote = await api.post('/transport/quote', { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'PALM_JUMEIRAH', vehicle: 'EXECUTIVE_SEDAN', pickup_date: addDays(uaeToday(clock), days), pickup_time: '14:30', passengers: 2, bags: 2 });
  const made = await api.post('/transport/bookings', { quote_id: quote.id, traveller: lead, flight_number: 'EK202' }, 201);
  return { id: made.id as string, path: '/transport/bookings', amountFils: toFils((made.price as { amount_due_aed: number }).amount_due_aed) };
}

async function tour(who: Partner, mode: Mode, days: number): Promise<Booked> {
  const api = client(who, mode);
  const quote = await api.post('/activities/quote', { product_id: 'act_IZHVIIA1lFTXjHowe8Y7', date: addDays(uaeToday(clock), days), start_time: '15:00', guests: { adults: 2 }, pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina' } });
  const made = await api.post('/activities/bookings', { quote_id: quote.id, lead_traveller: lead }, 201);
  return { id: made.id as string, path: '/activities/bookings', amountFils: toFils((made.price as { amount_due_aed: number }).amount_due_aed) };
}

/** Cancels the booking; answers the fee kept, in fils, from what the ledger shows. */
async function cancel(who: Partner, mode: Mode, booking: Booked): Promise<number> {
  await client(who, mode).post(`${booking.path}/${booking.id}/cancel`);
  const entries = (await t.db('ledger_entries').where({ account_id: who.accountId, mode, booking_id: booking.id })) as Array<{ amount_fils: number | string }>;
  return 0 - entries.reduce((sum, entry) => sum + Number(entry.amount_fils), 0);
}

interface StatementBody {
  period: string;
  opening_balance_aed: number;
  charges_aed: number;
  refunds_aed: number;
  payments_aed: number;
  closing_balance_aed: number;
  invoiced_aed: number;
  credited_aed: number;
  lines: Array<{ kind: string; booking_id: string | null; charge_aed: number; payment_aed: number; balance_aed: number; invoice_number: string | null; credit_note_number: string | null }>;
  invoices: Array<{ id: string; number: string; total_aed: number }>;
  credit_notes: Array<{ id: string; number: string; invoice_number: string; difference_aed: number }>;
}

/** Checks a month's statement against itself, its invoice and its credit notes; answers them. */
async function reconciled(who: Partner, mode: Mode, period: string) {
  const api = client(who, mode);
  const statement = (await api.get(`/statements/${period}`)) as unknown as StatementBody;
  const fils = (aed: number): number => toFils(aed);
  // The statement is the month's ledger, to the fils.
  expect(fils(statement.opening_balance_aed) + fils(statement.refunds_aed) + fils(statement.payments_aed) - fils(statement.charges_aed)).toBe(fils(statement.closing_balance_aed));
  expect(statement.lines.at(-1)?.balance_aed).toBe(statement.closing_balance_aed);
  const booked = statement.lines.filter((line) => line.booking_id !== null);
  const bookingNet = booked.reduce((sum, line) => sum + fils(line.charge_aed) - fils(line.payment_aed), 0);
  // Its booking charges less refunds are what was invoiced less what was credited in the month.
  const invoices = await Promise.all(statement.invoices.map((invoice) => api.get(`/invoices/${invoice.id}`)));
  const creditNotes = await Promise.all(statement.credit_notes.map((note) => api.get(`/credit-notes/${note.id}`)));
  const invoicedFils = invoices.reduce((sum, invoice) => sum + fils(invoice.total_aed as number), 0);
  const creditedFils = creditNotes.reduce((sum, note) => sum + fils(note.difference_aed as number), 0);
  expect(fils(statement.invoiced_aed)).toBe(invoicedFils);
  expect(fils(statement.credited_aed)).toBe(creditedFils);
  expect(bookingNet).toBe(invoicedFils - creditedFils);
  for (const invoice of invoices) {
    expect(invoice.period).toBe(period);
    for (const line of invoice.lines as Array<{ total_aed: number; items: Array<{ amount_aed: number }> }>) {
      expect(line.total_aed).toBeGreaterThan(0);
      expect(line.items.reduce((sum, item) => sum + fils(item.amount_aed), 0)).toBe(fils(line.total_aed));
    }
  }
  return { statement, invoices, creditNotes };
}

describe.each(MODES)('a %s partition over two months', (mode) => {
  it("reconciles each month's statement with its invoice and credit notes, cancellations on both sides of the month end", async () => {
    clock.set('2026-11-20T08:00:00.000Z');
    const who = await partner(t);
    await walletAt(t, who, mode, 20_000);
    // November: a transfer and a tour kept into December, one transfer cancelled within the month,
    // one transfer for 1 December cancelled that morning (late, a fee kept).
    const kept = await transfer(who, mode, 20);
    const safari = await tour(who, mode, 25);
    const dropped = await transfer(who, mode, 25);
    clock.advance(3_600);
    await cancel(who, mode, dropped);
    const late = await transfer(who, mode, 11);

    // 1 December, 10:00 UAE: November has closed; the late transfer and the tour are cancelled.
    clock.set('2026-12-01T06:00:00.000Z');
    const lateFee = await cancel(who, mode, late);
    expect(lateFee).toBeGreaterThan(0);
    expect(lateFee).toBeLessThan(late.amountFils);
    const safariFee = await cancel(who, mode, safari);
    // 3 December: a new transfer, charged in December.
    clock.set('2026-12-03T06:00:00.000Z');
    const december = await transfer(who, mode, 10);

    clock.set('2027-01-02T06:00:00.000Z');
    const november = await reconciled(who, mode, '2026-11');
    expect(november.invoices).toHaveLength(1);
    const novemberInvoice = november.invoices[0] as Body;
    const novemberLines = novemberInvoice.lines as Array<{ booking_id: string; total_aed: number }>;
    // Issued at the close, in the period's year, with the month's charges that were not cancelled in it.
    expect(novemberInvoice.issued_at).toBe('2026-11-30T20:00:00.000Z');
    expect(novemberInvoice.number).toMatch(/INV-2026-\d{6}$/);
    // A test partition is seeded with bookings of its own: the month's invoice carries them too.
    const ours = new Set([kept.id, safari.id, dropped.id, late.id, december.id]);
    expect(novemberLines.map((line) => line.booking_id).filter((id) => ours.has(id)).sort()).toEqual([kept.id, safari.id, late.id].sort());
    expect(novemberLines.find((line) => line.booking_id === late.id)?.total_aed).toBe(late.amountFils / 100);
    expect(november.creditNotes.filter((note) => ours.has(note.booking_id as string))).toEqual([]);

    const decemberMonth = await reconciled(who, mode, '2026-12');
    expect(decemberMonth.invoices).toHaveLength(1);
    expect((decemberMonth.invoices[0]?.lines as Array<{ booking_id: string }>).map((line) => line.booking_id).filter((id) => ours.has(id))).toEqual([december.id]);
    // Each cancellation of a November supply: a credit note against November's invoice, for the value less the fee kept.
    const notes = new Map(decemberMonth.creditNotes.filter((note) => ours.has(note.booking_id as string)).map((note) => [note.booking_id as string, note]));
    expect([...notes.keys()].sort()).toEqual([late.id, safari.id].sort());
    for (const [booking, fee] of [[late, lateFee], [safari, safariFee]] as const) {
      const note = notes.get(booking.id) as Body;
      const difference = booking.amountFils - fee;
      expect(note).toMatchObject({
        object: 'credit_note',
        sandbox: mode === 'test',
        issued_at: '2026-12-01T06:00:00.000Z',
        reason_code: 'cancellation',
        invoice: { id: novemberInvoice.id, number: novemberInvoice.number, issued_at: novemberInvoice.issued_at },
        booking_id: booking.id,
        invoiced_value_aed: booking.amountFils / 100,
        value_before_aed: booking.amountFils / 100,
        corrected_value_aed: fee / 100,
        difference_aed: difference / 100,
        vat_rate_percent: 5,
        vat_aed: vatOf(difference) / 100,
      });
      expect(toFils(note.difference_net_aed as number) + toFils(note.vat_aed as number)).toBe(difference);
      expect(note.number).toMatch(mode === 'test' ? /^TEST-CN-2026-\d{6}$/ : /^CN-2026-\d{6}$/);
      // The refund's line on the statement names its credit note.
      const refund = decemberMonth.statement.lines.find((line) => line.booking_id === booking.id && line.kind === 'refund');
      expect(refund?.credit_note_number).toBe(note.number);
      // A cancelled booking owes nothing.
      const view = await client(who, mode).get(`${booking.path}/${booking.id}`);
      expect((view.price as { amount_due_aed: number }).amount_due_aed).toBe(0);
    }
    // The ledger closes where December's statement left it (nothing happened since).
    expect(toFils(decemberMonth.statement.closing_balance_aed)).toBe(await ledgerSumFils(t.db, who.accountId, mode));
  });
});
