/**
 * Live bookings over the operator API: searched across partners (never a test booking), shown
 * with their partner, timeline and the moves the desk may make, and moved by the desk with the
 * member of staff as the actor and an audit row.
 */
import { COMMAND_LINE } from '../../src/engine/audit';
import { useV1Suite } from '../helpers/suite';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { Partition } from '../../src/engine/partition';
import { createBooking } from '../../src/engine/bookings';
import type { KeyMode } from '../../src/apiKeys/format';
import { call } from '../helpers/http';
import { transferQuoteBody } from '../helpers/transfers';
import { creditLiveWallet } from '../../src/engine/operator';
import { runAdmin } from '../../scripts/admin';

const t = useV1Suite({ partners: ['known', 'other'], now: '2026-11-24T07:00:00.000Z', resetClock: false });
const { known, other } = t.partners;

let agent: StaffFixture;
let desk: StaffSession;
let finance: StaffSession;

/** A booking of `accountId` as a partner's booking stores it, with its first state move and, on request and live, its desk task. */
const book = async (accountId: string, traveller: string, serviceDate: string, options: { status?: 'confirmed' | 'on_request'; mode?: KeyMode; agencyReference?: string } = {}) => {
  const partition = Partition.forDesk(t.sections, t.db, t.clock, accountId, 'setup', options.mode ?? 'live');
  const booking = await createBooking(partition, {
    kind: 'referral',
    status: options.status ?? 'confirmed',
    quoteId: null,
    serviceDate,
    amountDueFils: 0,
    travellerName: traveller,
    agencyReference: options.agencyReference ?? null,
    body: (id, createdAt) => ({ object: 'referral', id, offer: { id: 'off_desert', name: 'Desert safari' }, service_date: serviceDate, adults: 2, children: 1, price_fils: 0, contact: { name: traveller, email: 'guest@example.com', phone: null }, note: null, source: { type: 'site', id: 'sit_1' }, created_at: createdAt }),
    description: `Desert safari for ${traveller}`,
  });
  return { id: booking.id, reference: booking.reference };
};

beforeAll(async () => {
  await t.db('accounts').where({ id: known.accountId }).update({ name: 'Known Travel LLC' });
  await t.db('accounts').where({ id: other.accountId }).update({ name: 'Other Tours' });
  agent = await createStaffMember(t, { roles: ['desk'], name: 'Layla Nasser' });
  desk = await signIn(t, agent);
  finance = await signIn(t, await createStaffMember(t, { roles: ['finance'] }));
});

describe('booking search', () => {
  it('is the desk’s: finance is refused', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/ops/v1/bookings'],
      ['GET', '/api/ops/v1/bookings/TR-7KQ2-M9XH'],
      ['POST', '/api/ops/v1/bookings/TR-7KQ2-M9XH/moves', { to: 'completed' }],
    ] as const) {
      const res = await opsCall(t, method, path, { session: finance, ...(body ? { body } : {}) });
      expect([path, res.status, res.body.error]).toEqual([path, 403, { code: 'role_required', message: 'This needs the desk role.', retryable: false }]);
    }
  });

  it('finds live bookings across partners by reference, traveller, partner, service dates, status and kind, by day of service, in pages', async () => {
    const a = await book(known.accountId, 'Hassan Ali', '2026-12-02', { agencyReference: 'AGT-88213' });
    t.clock.advance(60);
    const b = await book(other.accountId, 'Jonas Berg', '2026-12-10', { status: 'on_request' });
    t.clock.advance(60);
    const c = await book(other.accountId, 'Hassan Omari', '2026-12-20');
    await book(known.accountId, 'Hassan Test', '2026-12-02', { mode: 'test' });
    const find = async (query: string) => {
      const res = await opsCall(t, 'GET', `/api/ops/v1/bookings?${query}`, { session: desk });
      expect(res.status).toBe(200);
      return res.body.data.map((row: { reference: string }) => row.reference) as string[];
    };
    expect(await find('q=hassan')).toEqual([a.reference, c.reference]);
    expect(await find(`q=${a.reference.toLowerCase().replace(/-/g, '')}`)).toEqual([a.reference]);
    expect(await find('q=agt-88213')).toEqual([a.reference]);
    expect(await find('q=other%20tours')).toEqual([b.reference, c.reference]);
    expect(await find(`partner=${known.accountId}`)).toEqual([a.reference]);
    expect(await find('service_from=2026-12-05&service_to=2026-12-15')).toEqual([b.reference]);
    expect(await find('status=on_request')).toEqual([b.reference]);
    expect(await find('kind=referral')).toEqual([a.reference, b.reference, c.reference]);
    expect(await find('kind=transport')).toEqual([]);
    const first = await opsCall(t, 'GET', '/api/ops/v1/bookings?limit=2', { session: desk });
    expect(first.body.data.map((row: { reference: string }) => row.reference)).toEqual([a.reference, b.reference]);
    expect(first.body.data[1]).toMatchObject({ id: b.id, kind: 'referral', status: 'on_request', traveller_name: 'Jonas Berg', party_size: 3, partner: { id: other.accountId, name: 'Other Tours' } });
    const second = await opsCall(t, 'GET', `/api/ops/v1/bookings?limit=2&cursor=${first.body.next_cursor}`, { session: desk });
    expect(second.body).toEqual({ data: [expect.objectContaining({ reference: c.reference })], next_cursor: null });
    const reversed = await opsCall(t, 'GET', '/api/ops/v1/bookings?service_from=2026-12-20&service_to=2026-12-01', { session: desk });
    expect([reversed.status, reversed.body.error.fields]).toEqual([422, ['service_to']]);
  });
});

describe('a booking’s page and moves', () => {
  it('shows the timeline and the moves the desk may make, and confirming a booking on request answers its task as the member of staff', async () => {
    // Served today (no start time: from the first minute of the day, UAE time), so completed once confirmed.
    const booking = await book(known.accountId, 'Mariam Qasim', '2026-11-24', { status: 'on_request' });
    const page = await opsCall(t, 'GET', `/api/ops/v1/bookings/${booking.reference}`, { session: desk });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: booking.id,
      status: 'on_request',
      partner: { id: known.accountId, name: 'Known Travel LLC' },
      state_moves: [{ from: null, to: 'on_request', actor: 'desk:setup', actor_name: 'The service', at: t.clock.now().toISOString() }],
      desk_task: booking.reference,
      amendments: [],
      moves: ['confirmed', 'declined'],
      cancellation: null,
      driver: null,
      pickup: null,
    });
    const declineWithoutReason = await opsCall(t, 'POST', `/api/ops/v1/bookings/${booking.reference}/moves`, { session: desk, body: { to: 'declined' } });
    expect([declineWithoutReason.status, declineWithoutReason.body.error.fields]).toEqual([422, ['note']]);
    const early = await opsCall(t, 'POST', `/api/ops/v1/bookings/${booking.reference}/moves`, { session: desk, body: { to: 'completed' } });
    expect([early.status, early.body.error.code]).toEqual([409, 'invalid_state']);
    expect(await t.db('state_moves').where({ subject_id: booking.id })).toHaveLength(1);

    t.clock.advance(60);
    const confirmed = await opsCall(t, 'POST', `/api/ops/v1/bookings/${booking.reference}/moves`, { session: desk, body: { to: 'confirmed', note: 'Guide booked' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      desk_task: null,
      moves: ['completed', 'no_show'],
      move_times: [
        { to: 'completed', available_at: '2026-11-23T20:00:00.000Z', available_from: 'Tuesday 24 November 2026, 00:00 (UAE time), its pickup time' },
        { to: 'no_show', available_at: '2026-11-23T20:15:00.000Z', available_from: "Tuesday 24 November 2026, 00:15 (UAE time), when the 15 minutes' free waiting after its pickup time have run out" },
      ],
    });
    expect(confirmed.body.state_moves[1]).toEqual({ from: 'on_request', to: 'confirmed', actor: `desk:${agent.id}`, actor_name: 'Layla Nasser', at: t.clock.now().toISOString() });
    expect(await t.db('desk_queue').where({ reference: booking.reference }).first()).toMatchObject({ status: 'answered', answer: 'accepted', answered_by: `desk:${agent.id}`, note: 'Guide booked' });
    const audit = await t.db('audit_events').where({ subject_type: 'booking', subject_id: booking.id });
    expect(audit.map((row) => [row.action, row.staff_id, JSON.parse(row.change).after])).toEqual([['booking.moved', agent.id, { status: 'confirmed' }]]);

    const completed = await opsCall(t, 'POST', `/api/ops/v1/bookings/${booking.id}/moves`, { session: desk, body: { to: 'completed' } });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', moves: [] });
    expect(completed.body.state_moves.map((move: { to: string; actor: string }) => [move.to, move.actor])).toEqual([
      ['on_request', 'desk:setup'],
      ['confirmed', `desk:${agent.id}`],
      ['completed', `desk:${agent.id}`],
    ]);
    const noShow = await opsCall(t, 'POST', `/api/ops/v1/bookings/${booking.id}/moves`, { session: desk, body: { to: 'no_show' } });
    expect([noShow.status, noShow.body.error.code]).toEqual([409, 'invalid_state']);
    expect((await opsCall(t, 'GET', '/api/ops/v1/bookings/TR-2222-2222', { session: desk })).status).toBe(404);
  });
});

describe('documents and cancellation', () => {
  it('gives the voucher of a live transfer as a PDF (none for a kind that prints none), and cancels the transfer under its policy', async () => {
    await creditLiveWallet(t.sections, t.db, t.clock, COMMAND_LINE, known.accountId, 500_000, 'FT-OPS-VOUCHER-1');
    const quote = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: known.keys.live, body: transferQuoteBody(t.clock) });
    const made = await call(t.app, 'POST', '/api/b2b/v1/transport/bookings', { token: known.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Hassan', last_name: 'Ali', phone: '+971501234567' } } });
    expect(made.status).toBe(201);
    const page = await opsCall(t, 'GET', `/api/ops/v1/bookings/${made.body.reference}`, { session: desk });
    expect(page.body).toMatchObject({ kind: 'transport', status: 'confirmed', documents: { voucher: `/api/ops/v1/bookings/${made.body.id}/voucher` }, moves: ['cancelled'] });
    // Five days ahead the policy charges nothing; within a day of the pickup it charges half.
    expect(page.body.cancellation).toEqual({ fee_aed: 0, refund_aed: page.body.amount_due_aed });
    const booked = t.clock.now();
    t.clock.set(new Date(Date.parse(page.body.starts_at) - 2 * 3600_000));
    // A session of that hour (the agent's own ends after 30 minutes idle).
    const late = await opsCall(t, 'GET', `/api/ops/v1/bookings/${made.body.reference}`, { session: await signIn(t, agent) });
    expect(late.body.cancellation).toEqual({ fee_aed: page.body.amount_due_aed / 2, refund_aed: page.body.amount_due_aed / 2 });
    t.clock.set(booked);
    expect(page.body.state_moves).toEqual([{ from: null, to: 'confirmed', actor: `key:${known.keyIds.live}`, actor_name: 'Known Travel LLC (API key)', at: expect.any(String) }]);
    const pdf = await opsCall(t, 'GET', page.body.documents.voucher, { session: desk });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const referral = await book(known.accountId, 'No Voucher', '2026-12-03');
    const detail = await opsCall(t, 'GET', `/api/ops/v1/bookings/${referral.id}`, { session: desk });
    expect(detail.body.documents).toEqual({ voucher: null });
    expect(detail.body.cancellation).toBeNull();
    const none = await opsCall(t, 'GET', `/api/ops/v1/bookings/${referral.id}/voucher`, { session: desk });
    expect([none.status, none.body.error.code]).toEqual([404, 'not_found']);

    // The desk cancels under the transfer's policy, as the partner would; a kind without a desk cancellation is refused.
    const balanceBefore = Number((await t.db('balances').where({ account_id: known.accountId, mode: 'live' }).first()).balance_fils);
    const cancelled = await opsCall(t, 'POST', `/api/ops/v1/bookings/${made.body.id}/moves`, { session: desk, body: { to: 'cancelled', note: 'Traveller asked by phone' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', moves: [], cancellation: null, cancelled_at: t.clock.now().toISOString(), cancellation_fee_aed: page.body.cancellation.fee_aed });
    expect(cancelled.body.state_moves.at(-1)).toEqual({ from: 'confirmed', to: 'cancelled', actor: `desk:${agent.id}`, actor_name: 'Layla Nasser', at: t.clock.now().toISOString() });
    const stored = await t.db('bookings').where({ id: made.body.id }).first();
    const refunded = Number((await t.db('balances').where({ account_id: known.accountId, mode: 'live' }).first()).balance_fils) - balanceBefore;
    expect(refunded).toBe(Number(stored.amount_due_fils) - Number(stored.fee_fils));
    expect((await t.db('audit_events').where({ subject_type: 'booking', subject_id: made.body.id })).map((row) => [row.action, JSON.parse(row.change).after])).toEqual([['booking.moved', { status: 'cancelled' }]]);
    // A referral served on 3 December: neither move of its outcome is open before then, and it has no desk cancellation.
    expect(detail.body.moves).toEqual([]);
    const refused = await opsCall(t, 'POST', `/api/ops/v1/bookings/${referral.id}/moves`, { session: desk, body: { to: 'cancelled' } });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_state']);
    expect(await t.db('bookings').where({ id: referral.id }).first()).toMatchObject({ status: 'confirmed' });
  });
});

describe('amendments waiting on the desk', () => {
  it('lists an unanswered amendment of the booking with its desk task, and drops it once the desk answers', async () => {
    await creditLiveWallet(t.sections, t.db, t.clock, COMMAND_LINE, other.accountId, 500_000, 'FT-OPS-AMEND-1');
    const quote = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: other.keys.live, body: transferQuoteBody(t.clock) });
    const made = await call(t.app, 'POST', '/api/b2b/v1/transport/bookings', { token: other.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Omar', last_name: 'Saleh' }, flight_number: 'EK202' } });
    expect(made.status).toBe(201);
    const untouched = await opsCall(t, 'GET', `/api/ops/v1/bookings/${made.body.reference}`, { session: desk });
    expect(untouched.body.amendments).toEqual([]);

    t.clock.advance(60);
    const asked = await call(t.app, 'POST', `/api/b2b/v1/transport/bookings/${made.body.id}/amendments`, { token: other.keys.live, body: { flight_number: 'EK204' } });
    expect(asked.status).toBe(201);
    const task = await t.db('desk_queue').where({ subject_type: 'request', subject_id: asked.body.id, status: 'open' }).first();
    expect(task).toMatchObject({ kind: 'amendment' });
    const page = await opsCall(t, 'GET', `/api/ops/v1/bookings/${made.body.reference}`, { session: desk });
    expect(page.status).toBe(200);
    expect(page.body.amendments).toEqual([{ task: task.reference, summary: task.summary, requested_at: t.clock.now().toISOString() }]);
    // Another booking's page does not show it.
    const elsewhere = await book(other.accountId, 'Not Amended', '2026-12-04');
    expect((await opsCall(t, 'GET', `/api/ops/v1/bookings/${elsewhere.id}`, { session: desk })).body.amendments).toEqual([]);

    await runAdmin(['desk', 'answer', '--task', String(task.id), '--decline', '--note', 'No driver free at that hour.'], t.db, t.clock);
    expect((await opsCall(t, 'GET', `/api/ops/v1/bookings/${made.body.reference}`, { session: desk })).body.amendments).toEqual([]);
  });
});
