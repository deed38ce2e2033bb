import { RunningClock } from '../helpers/testApp';
import { toFils, useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, ledgerSumFils, partner, partitionFor, walletAt, walletFils, type Mode } from '../helpers/partitions';
import { runAdmin } from '../../scripts/admin';
import { setCreditLine } from '../../src/engine/ledger';
import { transferQuoteBody } from '../helpers/transfers';

const t = useV1Suite({ partners: ['who'], clock: new RunningClock() });
const { who } = t.partners;

const quoteBody = (days?: number): Record<string, unknown> => transferQuoteBody(t.clock, days);

const traveller = { first_name: 'محمد', last_name: 'العتيبي', phone: '+971501234567' };

async function quote(mode: Mode, days = 5): Promise<{ id: string; amount: number }> {
  const res = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: who.keys[mode], body: quoteBody(days) });
  expect(res.status).toBe(200);
  return { id: res.body.id as string, amount: res.body.pricing.amount_due_aed as number };
}

async function book(mode: Mode, quoteId: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return call(t.app, 'POST', '/api/b2b/v1/transport/bookings', { token: who.keys[mode], body: { quote_id: quoteId, traveller, flight_number: 'EK202', agency_reference: 'GH-1', ...extra }, headers });
}

describe.each(MODES)('transport bookings with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';

  beforeEach(() => walletAt(t, who, mode, 10_000));

  it('books a quote at its price, reads it back as booked, and charges the wallet once in the ledger', async () => {
    const q = await quote(mode);
    const before = await walletFils(t.db, who.accountId, mode);
    const res = await book(mode, q.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'transport_booking', sandbox, status: 'confirmed', quote_id: q.id, traveller, place: 'PALM_JUMEIRAH', agency_reference: 'GH-1' });
    expect(res.body.price.amount_due_aed).toBe(q.amount);
    expect(res.body.pickup).toMatchObject({ flight_number: 'EK202', free_waiting_minutes: 60 });
    const read = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${res.body.id}`, { token: who.keys[mode] });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before - toFils(q.amount));
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
    const charges = await t.db('ledger_entries').where({ booking_id: res.body.id, kind: 'charge' });
    expect(charges).toHaveLength(1);
    expect(Number(charges[0].amount_fils)).toBe(-toFils(q.amount));
    const moves = await t.db('state_moves').where({ subject_id: res.body.id });
    expect(moves).toMatchObject([{ from_state: null, to_state: 'confirmed', actor: `key:${who.keyIds[mode]}`, mode }]);
    expect(await t.db('events').where({ subject_id: res.body.id, type: 'booking.created' })).toHaveLength(1);
  });

  it('answers 404 for its booking to a key of the other mode and of another account', async () => {
    const made = await book(mode, (await quote(mode)).id);
    const otherMode = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${made.body.id}`, { token: who.keys[other] });
    expect(otherMode.status).toBe(404);
    const stranger = await partner(t);
    const otherAccount = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${made.body.id}`, { token: stranger.keys[mode] });
    expect(otherAccount.status).toBe(404);
    expect((await call(t.app, 'POST', `/api/b2b/v1/transport/bookings/${made.body.id}/cancel`, { token: stranger.keys[mode] })).status).toBe(404);
  });

  it('refuses a quote of the other mode (404), a used quote and an expired one (409 quote_expired), storing nothing', async () => {
    const foreign = await quote(other);
    const before = await rowCounts(t.db);
    const crossMode = await book(mode, foreign.id);
    expect(crossMode.status).toBe(404);
    expect(await rowCounts(t.db)).toEqual(before);

    const q = await quote(mode);
    expect((await book(mode, q.id)).status).toBe(201);
    const again = await book(mode, q.id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('quote_expired');

    const stale = await quote(mode);
    await t.db('quotes').where({ id: stale.id }).update({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() });
    const counts = await rowCounts(t.db);
    const expired = await book(mode, stale.id);
    expect(expired.status).toBe(409);
    expect(expired.body.error).toMatchObject({ code: 'quote_expired', retryable: false });
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  it('refuses a booking the wallet cannot cover with 402 insufficient_funds and the shortfall, changing nothing', async () => {
    const q = await quote(mode);
    await walletAt(t, who, mode, q.amount - 12.5);
    const before = await rowCounts(t.db);
    const res = await book(mode, q.id);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'insufficient_funds', retryable: false, shortfall_aed: 12.5 });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await t.db('quotes').where({ id: q.id }).first()).toMatchObject({ used_at: null });
  });

  it('books on credit up to the limit, then answers 402 credit_limit_exceeded', async () => {
    const q1 = await quote(mode);
    await walletAt(t, who, mode, 0);
    const partition = partitionFor(t, who.accountId, mode);
    await setCreditLine(partition, toFils(q1.amount) + 1000, 'NET_30');
    try {
      expect((await book(mode, q1.id)).status).toBe(201);
      const q2 = await quote(mode);
      const res = await book(mode, q2.id);
      expect(res.status).toBe(402);
      expect(res.body.error).toMatchObject({ code: 'credit_limit_exceeded', shortfall_aed: q2.amount - 10 });
    } finally {
      await setCreditLine(partition, 0, null);
    }
  });

  it('cancels under the policy: free more than 24 hours ahead, half after, refund and fee in the ledger; twice is 409', async () => {
    const early = await book(mode, (await quote(mode, 5)).id);
    const before = await walletFils(t.db, who.accountId, mode);
    const free = await call(t.app, 'POST', `/api/b2b/v1/transport/bookings/${early.body.id}/cancel`, { token: who.keys[mode] });
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ status: 'cancelled', cancellation: { fee_if_cancelled_now_aed: 0 } });
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before + toFils(early.body.price.amount_due_aed));

    const late = await book(mode, (await quote(mode, 0.5)).id);
    const amountFils = toFils(late.body.price.amount_due_aed);
    const beforeLate = await walletFils(t.db, who.accountId, mode);
    const paid = await call(t.app, 'POST', `/api/b2b/v1/transport/bookings/${late.body.id}/cancel`, { token: who.keys[mode] });
    expect(paid.status).toBe(200);
    expect(paid.body.cancellation.fee_if_cancelled_now_aed).toBe(Math.round(amountFils / 2) / 100);
    const entries = await t.db('ledger_entries').where({ booking_id: late.body.id }).orderBy('id');
    expect(entries.map((e) => [e.kind, Number(e.amount_fils)])).toEqual([
      ['charge', -amountFils],
      ['refund', amountFils],
      ['cancellation_fee', -Math.round(amountFils / 2)],
    ]);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(beforeLate + amountFils - Math.round(amountFils / 2));

    const twice = await call(t.app, 'POST', `/api/b2b/v1/transport/bookings/${late.body.id}/cancel`, { token: who.keys[mode] });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('invalid_state');
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
  });

  it('replays an idempotent booking without booking or charging twice', async () => {
    const q = await quote(mode);
    const headers = { 'Idempotency-Key': `book-${mode}-${q.id}` };
    const first = await book(mode, q.id, {}, headers);
    const after = await walletFils(t.db, who.accountId, mode);
    const replay = await book(mode, q.id, {}, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(after);
    expect(await t.db('bookings').where({ quote_id: q.id })).toHaveLength(1);
  });

  it('renders the voucher from the stored booking, with the traveller, in the brand of its own mode', async () => {
    const made = await book(mode, (await quote(mode)).id);
    const html = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${made.body.id}/voucher`, { token: who.keys[mode] });
    expect(html.status).toBe(200);
    expect(html.text).toContain('العتيبي');
    expect(html.text).toContain(made.body.reference);
    expect(html.text).not.toContain(made.body.id);
    expect(html.text).toContain('Gulf Horizons Travel');

    const brand = { mode: 'white_label', display_name: `Dune ${mode} Tours`, accent_hex: '#B5651D' };
    expect((await call(t.app, 'POST', '/api/b2b/v1/settings/brand', { token: who.keys[mode], body: brand })).status).toBe(200);
    try {
      const branded = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${made.body.id}/voucher`, { token: who.keys[mode] });
      expect(branded.text).toContain(`Dune ${mode} Tours`);
      expect(branded.text.toLowerCase()).toContain('#b5651d');
      await walletAt(t, who, other, 10_000);
      const otherMode = await book(other, (await quote(other)).id);
      const unbranded = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${otherMode.body.id}/voucher`, { token: who.keys[other] });
      expect(unbranded.status).toBe(200);
      expect(unbranded.text).toContain('Gulf Horizons Travel');
      expect(unbranded.text).not.toContain(`Dune ${mode} Tours`);
    } finally {
      await call(t.app, 'POST', '/api/b2b/v1/settings/brand', { token: who.keys[mode], body: { mode: 'none' } });
    }
  });
});

describe('the test partition', () => {
  it('is seeded on first use with bookings in every state and a funded wallet, and never reaches the desk', async () => {
    const fresh = await partner(t);
    const desk = await t.db('desk_queue').count({ n: '*' }).first();
    const q = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: fresh.keys.test, body: quoteBody() });
    expect(q.status).toBe(200);
    const states = (await t.db('bookings').where({ account_id: fresh.accountId, mode: 'test', kind: 'transport' }).select('status')).map((row) => row.status as string);
    expect(new Set(states)).toEqual(new Set(['confirmed', 'driver_assigned', 'completed', 'no_show', 'cancelled']));
    expect(await walletFils(t.db, fresh.accountId, 'test')).toBeGreaterThan(0);
    expect(await ledgerSumFils(t.db, fresh.accountId, 'test')).toBe(await walletFils(t.db, fresh.accountId, 'test'));
    expect(await t.db('bookings').where({ account_id: fresh.accountId, mode: 'live' })).toHaveLength(0);
    expect(await t.db('desk_queue').count({ n: '*' }).first()).toEqual(desk);
  });

  it('lets a test key play the desk, and refuses the test helpers to a live key with 403 test_mode_only', async () => {
    await walletAt(t, who, 'test', 10_000);
    const made = await book('test', (await quote('test')).id);
    const driver = { name: 'Imran Qureshi', phone: '+971501112233', vehicle_plate: 'Dubai P 48213' };
    const moved = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/bookings/${made.body.id}/advance`, { token: who.keys.test, body: { status: 'driver_assigned', driver } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'driver_assigned', driver });
    const read = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${made.body.id}`, { token: who.keys.test });
    expect(read.body).toMatchObject({ status: 'driver_assigned', driver });
    expect((await call(t.app, 'POST', `/api/b2b/v1/test-helpers/bookings/${made.body.id}/advance`, { token: who.keys.test, body: { status: 'confirmed' } })).status).toBe(409);

    const live = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/bookings/${made.body.id}/advance`, { token: who.keys.live, body: { status: 'completed' } });
    expect(live.status).toBe(403);
    expect(live.body.error.code).toBe('test_mode_only');
    expect((await call(t.app, 'POST', '/api/b2b/v1/test-helpers/wallet/top-ups', { token: who.keys.live, body: { amount_aed: 10 } })).status).toBe(403);
  });
});

describe('the trade desk from the CLI', () => {
  it('credits the live wallet, assigns a driver and completes a live booking, with inbox events', async () => {
    const fresh = await partner(t);
    const credited = (await runAdmin(['wallet', 'credit', '--account', fresh.accountId, '--amount-aed', '1500', '--reference', 'FT-2026-11-001'], t.db, t.clock)) as { balance_aed: number };
    expect(credited.balance_aed).toBe(1500);
    const q = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: fresh.keys.live, body: quoteBody() });
    const made = await call(t.app, 'POST', '/api/b2b/v1/transport/bookings', { token: fresh.keys.live, body: { quote_id: q.body.id, traveller } });
    expect(made.status).toBe(201);
    expect(made.body.sandbox).toBe(false);
    await runAdmin(['booking', 'assign-driver', '--booking', made.body.id, '--name', 'Imran Qureshi', '--phone', '+971501112233', '--plate', 'Dubai P 48213'], t.db, t.clock);
    // Completed only once its pickup has come: the command line on a clock at that moment.
    await expect(runAdmin(['booking', 'complete', '--booking', made.body.id], t.db, t.clock)).rejects.toThrow(/cannot be completed yet: that is possible from .*\(UAE time\).*its pickup time/);
    const atPickup = { now: () => new Date(made.body.pickup.at as string) };
    const done = (await runAdmin(['booking', 'complete', '--booking', made.body.id], t.db, atPickup)) as { booking: { status: string } };
    expect(done.booking.status).toBe('completed');
    await expect(runAdmin(['booking', 'no-show', '--booking', made.body.id], t.db, atPickup)).rejects.toThrow(/completed/);
    const read = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${made.body.id}`, { token: fresh.keys.live });
    expect(read.body).toMatchObject({ status: 'completed', driver: { name: 'Imran Qureshi' } });
    const types = (await t.db('events').where({ account_id: fresh.accountId, mode: 'live' }).orderBy('seq').select('type')).map((row) => row.type as string);
    expect(types).toEqual(['wallet.credited', 'booking.created', 'booking.driver_assigned', 'booking.completed']);
    const moves = await t.db('state_moves').where({ subject_id: made.body.id, subject_type: 'booking' }).orderBy('id');
    expect(moves.map((m) => [m.from_state, m.to_state, m.actor])).toEqual([
      [null, 'confirmed', `key:${fresh.keyIds.live}`],
      ['confirmed', 'driver_assigned', 'desk:cli'],
      ['driver_assigned', 'completed', 'desk:cli'],
    ]);
    // The trip follows its booking, each move by the same actor.
    const tripMoves = await t.db('state_moves').where({ subject_id: made.body.id, subject_type: 'trip' }).orderBy('id');
    expect(tripMoves.map((m) => [m.from_state, m.to_state, m.actor])).toEqual([
      ['scheduled', 'driver_assigned', 'desk:cli'],
      ['driver_assigned', 'completed', 'desk:cli'],
    ]);
  });
});
