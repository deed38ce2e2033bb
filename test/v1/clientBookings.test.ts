import { toFils, useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';
import { rowCounts } from '../helpers/tables';
import { MODES, ledgerSumFils, partner, walletAt, walletFils, type Mode } from '../helpers/partitions';
import { setCommercialTerms } from '../../src/apiKeys/store';
import { runAdmin } from '../../scripts/admin';
import type { components } from '../../src/generated/openapi-types';

type ClientBooking = components['schemas']['ClientBooking'];
type DeskRequest = components['schemas']['ClientBookingDeskRequest'];
type Credit = components['schemas']['ClientBookingCredit'];
type Summary = components['schemas']['BookingSummary'];

const V1 = '/api/b2b/v1';
const BOOKINGS = `${V1}/bookings`;
const NOW = '2026-11-22T10:00:00.000Z';
const REF = /^bkg_[0-9A-Za-z]{20}$/;
const transfer = {
  type: 'airport_transfer', airport: 'DXB', terminal: 'T3', direction: 'arrival', flight_number: 'EK202', place: 'DUBAI_MARINA',
  vehicle: 'VIP_V_CLASS', pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 4, bags: 5, child_seats: 1,
};
const hire = { type: 'chauffeur_hire', place: 'ABU_DHABI_CITY', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-07', pickup_time: '09:00', hours: 8, passengers: 2 };
const coach = { ...hire, vehicle: 'LUXURY_COACH', passengers: 20 };
const traveller = { first_name: 'محمد', last_name: 'العتيبي', email: 'm.otaibi@example.com', phone: '+971501234567' };

const t = useV1Suite({ partners: ['who'], now: NOW });
const { clock } = t;
const { who } = t.partners;

const deskTasks = async (): Promise<number> => Number(((await t.db('desk_queue').count({ n: '*' }).first()) as { n: number | string }).n);
const issuePaths = (res: { body: { error: { issues: Array<{ path: string }> } } }): string[] => res.body.error.issues.map((issue) => issue.path);

async function quote(mode: Mode, service: Record<string, unknown> = transfer, token = who.keys[mode]): Promise<{ id: string; amount: number; availability: string }> {
  const res = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token, body: { service } });
  expect(res.status).toBe(200);
  return { id: res.body.id as string, amount: res.body.price.amount_due_aed as number, availability: res.body.availability as string };
}

async function book(mode: Mode, quoteId: string, extra: Record<string, unknown> = {}, token = who.keys[mode]) {
  return call(t.app, 'POST', BOOKINGS, { token, body: { quote_id: quoteId, lead_traveller: traveller, agency_reference: 'GH-88213', ...extra } });
}

async function booked(mode: Mode, service: Record<string, unknown> = transfer, extra: Record<string, unknown> = {}): Promise<ClientBooking> {
  const res = await book(mode, (await quote(mode, service)).id, extra);
  expect(res.status).toBe(201);
  return res.body as ClientBooking;
}

/** Plays the trade desk on a request: the CLI on a live one, the test helper on a test one. */
async function answer(mode: Mode, requestId: string, accept: boolean, options: { note?: string; amountAed?: number } = {}): Promise<{ ok: boolean; error?: string }> {
  if (mode === 'live') {
    const task = await t.db('desk_queue').where({ subject_type: 'request', subject_id: requestId }).first();
    const args = ['desk', 'answer', '--task', String(task.id), accept ? '--accept' : '--decline'];
    if (options.note) args.push('--note', options.note);
    if (options.amountAed !== undefined) args.push('--amount-aed', String(options.amountAed));
    try {
      await runAdmin(args, t.db, clock);
      return { ok: true };
    } catch (err) {
      return { ok: false, error: (err as Error).message };
    }
  }
  const res = await call(t.app, 'POST', `${V1}/test-helpers/requests/${requestId}/answer`, {
    token: who.keys.test,
    body: { decision: accept ? 'accepted' : 'declined', ...(options.note ? { note: options.note } : {}), ...(options.amountAed !== undefined ? { amount_aed: options.amountAed } : {}) },
  });
  return res.status === 200 ? { ok: true } : { ok: false, error: `${res.status} ${res.body.error.code}: ${res.body.error.message}` };
}

/** Confirms or declines an on-request booking: the CLI on a live one, the test helper on a test one. */
async function decide(mode: Mode, ref: string, accept: boolean): Promise<void> {
  if (mode === 'live') {
    const task = await t.db('desk_queue').where({ kind: 'on_request_booking', subject_id: ref }).first();
    await runAdmin(['desk', 'answer', '--task', String(task.id), accept ? '--accept' : '--decline', '--note', accept ? 'Coach confirmed.' : 'No coach is free.'], t.db, clock);
    return;
  }
  const res = await call(t.app, 'POST', `${V1}/test-helpers/bookings/${ref}/advance`, { token: who.keys.test, body: { status: accept ? 'confirmed' : 'declined' } });
  expect(res.status).toBe(200);
}

describe.each(MODES)('bookings for clients with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';

  beforeEach(() => walletAt(t, who, mode, 10_000));

  it('quotes, books, reads back, prints, amends through the desk with a price difference and cancels with the right refund', async () => {
    const desk = await deskTasks();
    const q = await quote(mode);
    expect(q.amount).toBe(360);
    expect(await t.db('quotes').where({ id: q.id }).first()).toMatchObject({ product: 'client_booking', account_id: who.accountId, mode, used_at: null });
    const start = await walletFils(t.db, who.accountId, mode);

    const made = await book(mode, q.id, { flight_number: 'EK204', notes: 'Child seat for a 3-year-old.', brand: { mode: 'partner', accent_hex: '#0A7C86' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      object: 'client_booking', sandbox, status: 'confirmed', lead_traveller: traveller, agency_reference: 'GH-88213', notes: 'Child seat for a 3-year-old.',
      service: { type: 'airport_transfer', flight_number: 'EK204', pickup_at: '2026-12-05T14:30:00+04:00', child_seats: 1 },
      price: { public_price_aed: 360, amount_due_aed: 360 }, cancellation: { free_until: '2026-12-04T14:30:00+04:00', fee_if_cancelled_now_aed: 0 },
      driver: null, brand: { mode: 'partner', name: 'Gulf Horizons Travel', accent_hex: '#0A7C86' }, created_at: NOW, confirmed_at: NOW, cancelled_at: null,
    });
    const ref = made.body.ref as string;
    expect(ref).toMatch(REF);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(start - toFils(360));
    expect(await t.db('bookings').where({ id: ref }).first()).toMatchObject({ kind: 'client', mode, account_id: who.accountId, quote_id: q.id, traveller_name: 'محمد العتيبي', service_date: '2026-12-05' });

    const read = await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: who.keys[mode] });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(made.body);
    // The one booking list shows it as a summary of every section's bookings, linking to it in full.
    const listed = await call(t.app, 'GET', `${BOOKINGS}?limit=1`, { token: who.keys[mode] });
    expect(listed.body.data).toEqual([{
      object: 'booking_summary', sandbox, id: ref, reference: made.body.reference, kind: 'client', status: 'confirmed', service_date: '2026-12-05', starts_at: '2026-12-05T14:30:00+04:00',
      traveller_name: 'محمد العتيبي', party_size: 4, amount_due_aed: 360, agency_reference: 'GH-88213', has_pickup: true, href: `${BOOKINGS}/${ref}`, created_at: NOW,
    }]);

    const voucher = await call(t.app, 'GET', `${BOOKINGS}/${ref}/voucher`, { token: who.keys[mode] });
    expect(voucher.status).toBe(200);
    expect(voucher.text).toContain('العتيبي');
    expect(voucher.text).toContain(made.body.reference);
    expect(voucher.text).not.toContain(ref);
    expect(voucher.text.includes('TEST — issued with a test key; not a real booking')).toBe(sandbox);
    const pdf = await call(t.app, 'GET', `${BOOKINGS}/${ref}/voucher?format=pdf`, { token: who.keys[mode] });
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const board = await call(t.app, 'GET', `${BOOKINGS}/${ref}/name-board`, { token: who.keys[mode] });
    expect(board.status).toBe(200);
    expect(board.text).toContain('محمد العتيبي');
    expect(board.text).toContain('EK204');
    const boardPdf = await call(t.app, 'GET', `${BOOKINGS}/${ref}/name-board?format=pdf`, { token: who.keys[mode] });
    expect(boardPdf.status).toBe(200);
    expect(boardPdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(boardPdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    clock.advance(3600);
    const asked = await call(t.app, 'POST', `${BOOKINGS}/${ref}/amendments`, { token: who.keys[mode], body: { type: 'change', changes: { child_seats: 3 }, message: 'Two more children.' } });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ object: 'desk_request', sandbox, booking_ref: ref, type: 'change', status: 'open', changes: { child_seats: 3 }, answer: null, withdrawn_at: null });
    const requestId = asked.body.id as string;
    expect(await t.db('service_requests').where({ id: requestId }).first()).toMatchObject({ kind: 'amendment', booking_id: ref, status: 'open', mode });
    expect(await deskTasks()).toBe(desk + (sandbox ? 0 : 1));
    // Nothing changes before the desk answers.
    expect((await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: who.keys[mode] })).body.service.child_seats).toBe(1);

    clock.advance(600);
    expect(await answer(mode, requestId, true, { note: 'Two more seats fitted.' })).toEqual({ ok: true });
    const after = (await call(t.app, 'GET', `${BOOKINGS}/${ref}`, { token: who.keys[mode] })).body;
    expect(after).toMatchObject({ status: 'confirmed', service: { child_seats: 3 }, price: { amount_due_aed: 420 } });
    expect(await walletFils(t.db, who.accountId, mode)).toBe(start - toFils(420));
    const adjustment = await t.db('ledger_entries').where({ booking_id: ref, kind: 'adjustment' });
    expect(adjustment.map((e) => [Number(e.amount_fils), e.reference])).toEqual([[-toFils(60), requestId]]);
    const requests = await call(t.app, 'GET', `${V1}/requests?booking_ref=${ref}`, { token: who.keys[mode] });
    expect(requests.body.data).toEqual([{ ...asked.body, status: 'accepted', answer: { message: 'Two more seats fitted.', price_difference_aed: 60, answered_at: clock.now().toISOString() } }]);
    const events = (await t.db('events').where({ account_id: who.accountId, mode }).whereIn('subject_id', [ref, requestId]).orderBy('created_at').select('type', 'notice_title')).map((e) => e.type as string);
    // The answer's two events share its moment.
    expect(events.slice(0, 2)).toEqual(['booking.created', 'request.created']);
    expect(events.slice(2).sort()).toEqual(['booking.amended', 'request.answered']);
    expect(await t.db('events').where({ subject_id: requestId, type: 'request.answered' }).whereNotNull('notice_title')).toHaveLength(1);

    const cancelled = await call(t.app, 'POST', `${BOOKINGS}/${ref}/cancel`, { token: who.keys[mode] });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelled_at: clock.now().toISOString(), cancellation: { fee_if_cancelled_now_aed: 0 } });
    expect(await walletFils(t.db, who.accountId, mode)).toBe(start);
    const entries = await t.db('ledger_entries').where({ booking_id: ref }).orderBy('id');
    expect(entries.map((e) => [e.kind, Number(e.amount_fils)])).toEqual([['charge', -toFils(360)], ['adjustment', -toFils(60)], ['refund', toFils(420)]]);
    const twice = await call(t.app, 'POST', `${BOOKINGS}/${ref}/cancel`, { token: who.keys[mode] });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toEqual({ code: 'invalid_state', message: `The booking ${ref} is cancelled, so it cannot be cancelled.`, retryable: false });
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
  });

  it('charges half after free_until, and refunds a negative difference', async () => {
    const made = await booked(mode);
    const asked = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token: who.keys[mode], body: { type: 'change', changes: { child_seats: 0 } } });
    const before = await walletFils(t.db, who.accountId, mode);
    expect(await answer(mode, asked.body.id, true)).toEqual({ ok: true });
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before + toFils(30));
    const shown = (await call(t.app, 'GET', `${V1}/requests?booking_ref=${made.ref}`, { token: who.keys[mode] })).body.data[0];
    expect(shown.answer).toMatchObject({ price_difference_aed: -30, message: 'Done: the booking now includes this.' });

    clock.set('2026-12-05T06:00:00.000Z');
    const late = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/cancel`, { token: who.keys[mode] });
    expect(late.body.cancellation.fee_if_cancelled_now_aed).toBe(165);
    const entries = await t.db('ledger_entries').where({ booking_id: made.ref }).orderBy('id');
    expect(entries.map((e) => [e.kind, Number(e.amount_fils)])).toEqual([['charge', -toFils(360)], ['adjustment', toFils(30)], ['refund', toFils(330)], ['cancellation_fee', -toFils(165)]]);
  });

  it('refuses an acceptance the wallet cannot cover with 402, leaving the request open and storing nothing', async () => {
    const made = await booked(mode);
    const asked = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token: who.keys[mode], body: { type: 'service', service: 'meet_and_greet', message: 'Meet at the gate.' } });
    await walletAt(t, who, mode, 10);
    const before = await rowCounts(t.db);
    const refused = await answer(mode, asked.body.id, true);
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatch(/AED 65\.00 short|insufficient_funds/);
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await call(t.app, 'GET', `${V1}/requests?status=open&booking_ref=${made.ref}`, { token: who.keys[mode] })).body.data.map((r: { id: string }) => r.id)).toEqual([asked.body.id]);
    if (mode === 'live') expect(await t.db('desk_queue').where({ subject_id: asked.body.id }).first()).toMatchObject({ status: 'open' });

    await walletAt(t, who, mode, 1000);
    expect(await answer(mode, asked.body.id, true, { amountAed: 50 })).toEqual({ ok: true });
    expect(await walletFils(t.db, who.accountId, mode)).toBe(toFils(950));
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.ref}`, { token: who.keys[mode] })).body.price.amount_due_aed).toBe(410);
  });

  it('declines a request without changing the booking, withdraws an open one, and refuses to withdraw an answered one', async () => {
    const made = await booked(mode);
    const declined = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token: who.keys[mode], body: { type: 'change', changes: { vehicle: 'LUXURY_COACH' } } });
    const before = await walletFils(t.db, who.accountId, mode);
    expect(await answer(mode, declined.body.id, false, { note: 'No coach is free.' })).toEqual({ ok: true });
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before);
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.ref}`, { token: who.keys[mode] })).body).toEqual(made);

    clock.advance(60);
    const open = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token: who.keys[mode], body: { type: 'change', changes: { pickup_time: '16:00' } } });
    clock.advance(60);
    const withdrawn = await call(t.app, 'POST', `${V1}/requests/${open.body.id}/withdraw`, { token: who.keys[mode] });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ ...open.body, status: 'withdrawn', withdrawn_at: clock.now().toISOString() });
    if (mode === 'live') expect(await t.db('desk_queue').where({ subject_id: open.body.id }).first()).toMatchObject({ status: 'withdrawn' });
    for (const id of [open.body.id, declined.body.id]) {
      const refused = await call(t.app, 'POST', `${V1}/requests/${id}/withdraw`, { token: who.keys[mode] });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('invalid_state');
    }
    const listed = await call(t.app, 'GET', `${V1}/requests?booking_ref=${made.ref}`, { token: who.keys[mode] });
    expect(listed.body.data.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([[open.body.id, 'withdrawn'], [declined.body.id, 'declined']]);
    expect(listed.body.data[1].answer).toMatchObject({ message: 'No coach is free.', price_difference_aed: 0 });
  });

  it('books a coach on request, handed to the desk in live only; confirming and declining (refunded in full) move it', async () => {
    const desk = await deskTasks();
    const q = await quote(mode, coach);
    expect(q.availability).toBe('on_request');
    const start = await walletFils(t.db, who.accountId, mode);
    const made = await book(mode, q.id);
    expect(made.body).toMatchObject({ status: 'on_request', confirmed_at: null });
    expect(await deskTasks()).toBe(desk + (sandbox ? 0 : 1));
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.body.ref}/voucher`, { token: who.keys[mode] })).status).toBe(409);
    clock.advance(1800);
    await decide(mode, made.body.ref, true);
    const confirmed = (await call(t.app, 'GET', `${BOOKINGS}/${made.body.ref}`, { token: who.keys[mode] })).body;
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmed_at: clock.now().toISOString() });
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.body.ref}/voucher`, { token: who.keys[mode] })).status).toBe(200);

    const other = await book(mode, (await quote(mode, coach)).id);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(start - 2 * toFils(q.amount));
    await decide(mode, other.body.ref, false);
    const declined = (await call(t.app, 'GET', `${BOOKINGS}/${other.body.ref}`, { token: who.keys[mode] })).body;
    expect(declined).toMatchObject({ status: 'declined', confirmed_at: null });
    expect(await walletFils(t.db, who.accountId, mode)).toBe(start - toFils(q.amount));
    const entries = await t.db('ledger_entries').where({ booking_id: other.body.ref }).orderBy('id');
    expect(entries.map((e) => [e.kind, Number(e.amount_fils)])).toEqual([['charge', -toFils(q.amount)], ['refund', toFils(q.amount)]]);
    expect((await call(t.app, 'POST', `${BOOKINGS}/${other.body.ref}/cancel`, { token: who.keys[mode] })).status).toBe(409);
  });

  it('pages with keyset cursors that stay stable while bookings are made between pages', async () => {
    // Later than anything the other cases booked, so the new bookings lead the list.
    clock.set('2026-11-22T14:00:00.000Z');
    for (let i = 0; i < 4; i++) {
      clock.advance(60);
      await booked(mode, hire);
    }
    const snapshot = await t.walk<Summary>(who.keys[mode], BOOKINGS);
    expect(new Set(snapshot.map((b) => b.id)).size).toBe(snapshot.length);
    const created = snapshot.map((b) => `${b.created_at} ${b.id}`);
    expect([...created].sort().reverse()).toEqual(created);

    const first = await call(t.app, 'GET', `${BOOKINGS}?limit=3`, { token: who.keys[mode] });
    clock.advance(60);
    const inserted = await booked(mode, hire);
    const rest = await t.walk<Summary>(who.keys[mode], BOOKINGS, { limit: 3, from: first.body.next_cursor as string });
    expect([...first.body.data, ...rest].map((b) => b.id)).toEqual(snapshot.map((b) => b.id));
    expect((await call(t.app, 'GET', `${BOOKINGS}?limit=1`, { token: who.keys[mode] })).body.data[0].id).toBe(inserted.ref);

    // Every section's bookings are listed now: `kind` keeps to bookings for clients.
    const upcoming = await t.walk<Summary>(who.keys[mode], `${BOOKINGS}?kind=client&status=confirmed&pickup_from=2026-12-07&pickup_to=2026-12-07`);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    for (const b of upcoming) expect(b).toMatchObject({ kind: 'client', status: 'confirmed', starts_at: '2026-12-07T09:00:00+04:00' });
    const reversed = await call(t.app, 'GET', `${BOOKINGS}?pickup_from=2026-12-01&pickup_to=2026-11-01`, { token: who.keys[mode] });
    expect(reversed.body.error.fields).toEqual(['pickup_to']);
    expect((await call(t.app, 'GET', `${BOOKINGS}?cursor=nonsense`, { token: who.keys[mode] })).body.error.fields).toEqual(['cursor']);
  });

  it('pages requests with keyset cursors too, stable while requests are made between pages', async () => {
    clock.set('2026-11-22T15:00:00.000Z');
    const made = await booked(mode);
    for (let i = 0; i < 4; i++) {
      clock.advance(60);
      expect((await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token: who.keys[mode], body: { type: 'change', changes: { bags: i } } })).status).toBe(201);
    }
    const snapshot = await t.walk<DeskRequest>(who.keys[mode], `${V1}/requests`, { limit: 2 });
    expect(new Set(snapshot.map((r) => r.id)).size).toBe(snapshot.length);
    const first = await call(t.app, 'GET', `${V1}/requests?limit=2`, { token: who.keys[mode] });
    clock.advance(60);
    const inserted = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token: who.keys[mode], body: { type: 'change', changes: { bags: 5 } } });
    const rest = await t.walk<DeskRequest>(who.keys[mode], `${V1}/requests`, { limit: 2, from: first.body.next_cursor as string });
    expect([...first.body.data, ...rest].map((r) => r.id)).toEqual(snapshot.map((r) => r.id));
    const open = await t.walk<DeskRequest>(who.keys[mode], `${V1}/requests?status=open&booking_ref=${made.ref}`, { limit: 2 });
    expect(open.map((r) => r.id)).toEqual([inserted.body.id, ...snapshot.filter((r) => r.booking_ref === made.ref).map((r) => r.id)]);
  });

  it('replays an idempotent booking without booking or charging twice', async () => {
    const q = await quote(mode);
    const headers = { 'Idempotency-Key': `client-book-${mode}-${q.id}` };
    const body = { quote_id: q.id, lead_traveller: traveller };
    const first = await call(t.app, 'POST', BOOKINGS, { token: who.keys[mode], body, headers });
    expect(first.status).toBe(201);
    const after = await walletFils(t.db, who.accountId, mode);
    const replay = await call(t.app, 'POST', BOOKINGS, { token: who.keys[mode], body, headers });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(after);
    expect(await t.db('bookings').where({ quote_id: q.id })).toHaveLength(1);
  });

  it('answers 404 to the other mode and another account, for the booking, its quote and its requests', async () => {
    const made = await booked(mode);
    const asked = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token: who.keys[mode], body: { type: 'change', changes: { bags: 2 } } });
    const stranger = await partner(t);
    for (const token of [who.keys[other], stranger.keys[mode]]) {
      expect((await call(t.app, 'GET', `${BOOKINGS}/${made.ref}`, { token })).status).toBe(404);
      expect((await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/cancel`, { token })).status).toBe(404);
      expect((await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/brand`, { token, body: { mode: 'none' } })).status).toBe(404);
      expect((await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token, body: { type: 'change', changes: { bags: 1 } } })).status).toBe(404);
      expect((await call(t.app, 'GET', `${BOOKINGS}/${made.ref}/voucher`, { token })).status).toBe(404);
      expect((await call(t.app, 'GET', `${BOOKINGS}/${made.ref}/name-board`, { token })).status).toBe(404);
      expect((await call(t.app, 'POST', `${V1}/requests/${asked.body.id}/withdraw`, { token })).status).toBe(404);
      const list = await call(t.app, 'GET', `${V1}/requests?booking_ref=${made.ref}`, { token });
      expect(list.body.data).toEqual([]);
    }
    const foreign = await quote(other);
    await walletAt(t, who, mode, 10_000);
    const before = await rowCounts(t.db);
    const crossMode = await book(mode, foreign.id);
    expect(crossMode.status).toBe(404);
    expect(crossMode.body.error.code).toBe('not_found');
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await t.db('bookings').where({ id: made.ref }).first()).toMatchObject({ status: 'confirmed' });
  });

  it('stores nothing on refusals: no funds, a used or expired quote, a flight on a departure, a bad amendment', async () => {
    const q = await quote(mode);
    await walletAt(t, who, mode, 300);
    let before = await rowCounts(t.db);
    const poor = await book(mode, q.id);
    expect(poor.status).toBe(402);
    expect(poor.body.error).toMatchObject({ code: 'insufficient_funds', shortfall_aed: 60 });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await t.db('quotes').where({ id: q.id }).first()).toMatchObject({ used_at: null });

    await walletAt(t, who, mode, 10_000);
    expect((await book(mode, q.id)).status).toBe(201);
    before = await rowCounts(t.db);
    const used = await book(mode, q.id);
    expect(used.status).toBe(409);
    expect(used.body.error.code).toBe('quote_expired');
    expect(await rowCounts(t.db)).toEqual(before);
    const stale = await quote(mode);
    clock.advance(31 * 60);
    before = await rowCounts(t.db);
    const expired = await book(mode, stale.id);
    expect(expired.status).toBe(409);
    expect(expired.body.error).toMatchObject({ code: 'quote_expired', retryable: false });
    expect(await rowCounts(t.db)).toEqual(before);
    const departure = await quote(mode, { ...transfer, direction: 'departure', flight_number: undefined });
    before = await rowCounts(t.db);
    const flight = await book(mode, departure.id, { flight_number: 'EK1' });
    expect(flight.status).toBe(422);
    expect(flight.body.error.fields).toEqual(['flight_number']);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await t.db('quotes').where({ id: departure.id }).first()).toMatchObject({ used_at: null });

    const made = await booked(mode);
    before = await rowCounts(t.db);
    for (const [body, paths] of [
      [{ type: 'change' }, ['changes']],
      [{ type: 'service', service: 'extra_stop' }, ['message']],
      [{ type: 'change', changes: { hours: 4 } }, ['changes.hours']],
      [{ type: 'change', changes: { vehicle: 'EXECUTIVE_SEDAN' } }, ['changes.vehicle']],
      [{ type: 'change', changes: { pickup_date: '2026-11-20' } }, ['changes.pickup_date']],
    ] as const) {
      const res = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token: who.keys[mode], body });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual(paths);
    }
    expect(await rowCounts(t.db)).toEqual(before);
    await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/cancel`, { token: who.keys[mode] });
    before = await rowCounts(t.db);
    const late = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/amendments`, { token: who.keys[mode], body: { type: 'service', service: 'other', message: 'Anything' } });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(`The booking ${made.ref} is cancelled, so it cannot be changed.`);
    expect((await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/brand`, { token: who.keys[mode], body: { mode: 'none' } })).status).toBe(409);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('stores the brand on the booking for its documents, with an event and no change of state', async () => {
    const made = await booked(mode);
    const set = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/brand`, { token: who.keys[mode], body: { mode: 'partner', name: 'GH Holidays', accent_hex: '#0A7C86' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ...made, brand: { mode: 'partner', name: 'GH Holidays', accent_hex: '#0A7C86' } });
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.ref}`, { token: who.keys[mode] })).body).toEqual(set.body);
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.ref}/voucher`, { token: who.keys[mode] })).text).toContain('GH Holidays');
    const none = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/brand`, { token: who.keys[mode], body: { mode: 'none' } });
    expect(none.body.brand).toEqual({ mode: 'none', name: null, accent_hex: null });
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.ref}/voucher`, { token: who.keys[mode] })).text).not.toContain('GH Holidays');
    expect(await t.db('events').where({ subject_id: made.ref, type: 'booking.amended' })).toHaveLength(2);
    expect(await t.db('state_moves').where({ subject_id: made.ref })).toHaveLength(1);
    const stray = await call(t.app, 'POST', `${BOOKINGS}/${made.ref}/brand`, { token: who.keys[mode], body: { mode: 'none', name: 'X', accent_hex: '#000000' } });
    expect(stray.body.error.fields).toEqual(['name', 'accent_hex']);
  });
});

describe('the test partition', () => {
  it('is seeded on first use with client bookings in every state, credited bookings and requests, and never reaches the desk', async () => {
    const fresh = await partner(t);
    const desk = await deskTasks();
    const all = await t.walk<Summary>(fresh.keys.test, `${BOOKINGS}?kind=client`, { limit: 4 });
    expect(new Set(all.map((b) => b.status))).toEqual(new Set(['on_request', 'confirmed', 'driver_assigned', 'completed', 'no_show', 'cancelled', 'declined']));
    for (const b of all) {
      expect(b).toMatchObject({ sandbox: true, kind: 'client', href: `${BOOKINGS}/${b.id}` });
      expect((await call(t.app, 'GET', `${BOOKINGS}/${b.id}`, { token: fresh.keys.test })).body).toMatchObject({ ref: b.id, status: b.status, created_at: b.created_at });
    }
    expect(all.some((b) => b.traveller_name.startsWith('ليلى'))).toBe(true);
    const requests = await t.walk<DeskRequest>(fresh.keys.test, `${V1}/requests`);
    expect(requests.map((r) => r.status).sort()).toEqual(['accepted', 'declined', 'open']);
    const accepted = requests.find((r) => r.status === 'accepted') as DeskRequest;
    expect(accepted.answer?.price_difference_aed).toBe(75);
    expect(await t.db('ledger_entries').where({ account_id: fresh.accountId, mode: 'test', kind: 'adjustment', reference: accepted.id })).toHaveLength(1);
    expect(await walletFils(t.db, fresh.accountId, 'test')).toBe(await ledgerSumFils(t.db, fresh.accountId, 'test'));
    expect(await deskTasks()).toBe(desk);
    expect((await call(t.app, 'GET', BOOKINGS, { token: fresh.keys.live })).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    expect((await call(t.app, 'GET', `${V1}/requests`, { token: fresh.keys.live })).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
  });

  it('lists the bookings credited through channels from the stored ones, by filter; none in live', async () => {
    const fresh = await partner(t);
    const credits = await t.walk<Credit>(fresh.keys.test, `${BOOKINGS}/credited`, { limit: 2 });
    expect(credits).toHaveLength(5);
    for (const credit of credits) {
      expect(credit.booking_ref).toMatch(REF);
      // Named as its voucher names it: the stored booking's reference.
      expect(credit.booking_reference).toBe(((await t.db('bookings').where({ id: credit.booking_ref }).first('reference')) as { reference: string }).reference);
      expect(credit.credit_aed).toBe(Math.round(credit.booking_value_aed * credit.credit_percent) / 100);
      expect(credit.credit_status === 'reversed').toBe(credit.booking_status === 'cancelled');
      expect(credit.statement_period === null).toBe(credit.credit_status !== 'earned');
      // A credited booking is the traveller's, not one of the account's own.
      expect((await call(t.app, 'GET', `${BOOKINGS}/${credit.booking_ref}`, { token: fresh.keys.test })).status).toBe(404);
      expect(await t.db('ledger_entries').where({ booking_id: credit.booking_ref })).toHaveLength(0);
    }
    const own = (await t.walk<Summary>(fresh.keys.test, BOOKINGS, { limit: 10 })).map((b) => b.id);
    for (const credit of credits) expect(own).not.toContain(credit.booking_ref);
    const links = await t.walk<Credit>(fresh.keys.test, `${BOOKINGS}/credited?channel=tracking_link`);
    expect(links.map((c) => c.id)).toEqual(credits.filter((c) => c.channel === 'tracking_link').map((c) => c.id));
    const earned = await t.walk<Credit>(fresh.keys.test, `${BOOKINGS}/credited?credit_status=earned`);
    expect(earned.map((c) => c.id)).toEqual(credits.filter((c) => c.credit_status === 'earned').map((c) => c.id));
    const day = (credits[0] as Credit).booked_at.slice(0, 10);
    const sameDay = await t.walk<Credit>(fresh.keys.test, `${BOOKINGS}/credited?booked_from=${day}&booked_to=${day}`);
    expect(sameDay.map((c) => c.id)).toEqual(credits.filter((c) => c.booked_at.startsWith(day)).map((c) => c.id));
    const reversed = await call(t.app, 'GET', `${BOOKINGS}/credited?booked_from=2026-10-31&booked_to=2026-10-01`, { token: fresh.keys.test });
    expect(reversed.body.error.fields).toEqual(['booked_to']);
    expect(issuePaths(await call(t.app, 'GET', `${BOOKINGS}/credited?channel=email`, { token: fresh.keys.test }))).toEqual(['channel']);
    expect((await call(t.app, 'GET', `${BOOKINGS}/credited`, { token: fresh.keys.live })).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
  });
});

describe('quote', () => {
  it('prices a transfer under each kind of terms, with its lines and policy, and stores it', async () => {
    const tariff = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: who.keys.test, body: { service: transfer } });
    expect(tariff.status).toBe(200);
    expect(tariff.body).toMatchObject({
      object: 'client_booking_quote',
      sandbox: true,
      availability: 'instant',
      service: { type: 'airport_transfer', airport: 'DXB', terminal: 'T3', direction: 'arrival', flight_number: 'EK202', pickup_at: '2026-12-05T14:30:00+04:00', hours: null, child_seats: 1 },
      price: { currency: 'AED', terms: 'tariff', terms_percent: 0, public_price_aed: 360, amount_due_aed: 360, commission_aed: null },
      cancellation: { free_until: '2026-12-04T14:30:00+04:00', late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
      created_at: NOW,
      expires_at: '2026-11-22T10:30:00.000Z',
    });
    expect(tariff.body.id).toMatch(/^cbq_[0-9A-Za-z]{20}$/);
    const stored = await t.db('quotes').where({ id: tariff.body.id }).first();
    expect(stored).toMatchObject({ product: 'client_booking', mode: 'test', expires_at: '2026-11-22T10:30:00.000Z', used_at: null });
    expect(Number(stored.amount_due_fils)).toBe(36000);
    expect(tariff.body.price.lines).toEqual([
      { code: 'transfer', description: 'Dubai International (DXB) Terminal 3 to Dubai Marina, 38.7 km, Mercedes-Benz V-Class or similar', amount_aed: 330 },
      { code: 'child_seats', description: '1 child seat, AED 30 each', amount_aed: 30 },
    ]);
    const commissionKey = await issueKey(t);
    await setCommercialTerms(t.db, t.clock, commissionKey.accountId, 'commission', 1000);
    const commission = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: commissionKey.key, body: { service: transfer } });
    expect(commission.body.price).toMatchObject({ terms: 'commission', terms_percent: 10, amount_due_aed: 324, commission_aed: 36 });
    const netKey = await issueKey(t);
    await setCommercialTerms(t.db, t.clock, netKey.accountId, 'net_rate', 1500);
    const net = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: netKey.key, body: { service: transfer } });
    expect(net.body.price).toMatchObject({ terms: 'net_rate', terms_percent: 15, amount_due_aed: 306, commission_aed: null });
    const live = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: who.keys.live, body: { service: transfer } });
    expect(live.body.sandbox).toBe(false);
  });

  it('prices chauffeur hire by the hour, with the night surcharge, and a coach or a short notice on request', async () => {
    const day = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: who.keys.test, body: { service: hire } });
    expect(day.body.price.lines).toEqual([{ code: 'chauffeur_hire', description: '8 hours from Abu Dhabi city, Mercedes-Benz E-Class or similar', amount_aed: 960 }]);
    expect(day.body.cancellation.free_until).toBe('2026-12-05T09:00:00+04:00');
    const night = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: who.keys.test, body: { service: { ...coach, pickup_time: '04:00' } } });
    expect(night.body.availability).toBe('on_request');
    expect(night.body.price.lines.map((l: { code: string; amount_aed: number }) => [l.code, l.amount_aed])).toEqual([['chauffeur_hire', 3200], ['night_surcharge', 640]]);
    const soon = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: who.keys.test, body: { service: { ...hire, pickup_date: '2026-11-22', pickup_time: '18:00' } } });
    expect(soon.body.availability).toBe('on_request');
  });

  it.each([
    ['a transfer without airport, terminal or direction', { type: 'airport_transfer', place: 'DEIRA', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-05', pickup_time: '10:00', passengers: 1 }, ['service.airport', 'service.terminal', 'service.direction']],
    ['hours on a transfer', { ...transfer, hours: 4 }, ['service.hours']],
    ['a terminal of another airport', { ...transfer, airport: 'SHJ' }, ['service.terminal']],
    ['a flight on a departure', { ...transfer, direction: 'departure' }, ['service.flight_number']],
    ['hire without hours, with an airport', { ...hire, hours: undefined, airport: 'DXB' }, ['service.hours', 'service.airport']],
    ['too many passengers and bags', { ...hire, passengers: 4, bags: 5 }, ['service.passengers', 'service.bags']],
    ['more child seats than passengers', { ...hire, passengers: 1, child_seats: 2 }, ['service.child_seats']],
    ['a pickup in the past', { ...hire, pickup_date: '2026-11-22', pickup_time: '08:00' }, ['service.pickup_date']],
    ['a pickup more than a year ahead', { ...hire, pickup_date: '2027-12-01' }, ['service.pickup_date']],
    ['an unknown field', { ...hire, colour: 'black' }, ['service.colour']],
  ])('refuses %s with 422 on its paths, storing no quote', async (_name, service, paths) => {
    await walletAt(t, who, 'test', 10_000);
    const before = await rowCounts(t.db);
    const res = await call(t.app, 'POST', `${BOOKINGS}/quote`, { token: who.keys.test, body: { service } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(paths);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
