import { toFils, useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, ledgerSumFils, partner, partitionFor, walletAt, walletFils, type Mode } from '../helpers/partitions';
import { runAdmin } from '../../scripts/admin';

const V1 = '/api/b2b/v1/activities';
const BOOKINGS = `${V1}/bookings`;
const SAFARI = 'act_IZHVIIA1lFTXjHowe8Y7'; // per person, hotel pickup, instant, 15:00 daily, cut-off 12 h, 50 % late fee
const BALLOON = 'act_FbD9ZioEADbLcf4gS1fe'; // on request, hotel pickup, 05:00, cut-off 48 h
const DHOW = 'act_C3FzsEK5QuhsIqbaahXO'; // meeting point, instant, 20:00 daily, AED 165 an adult
const NOW = '2026-11-22T10:00:00.000Z';

const lead = { first_name: 'فاطمة', last_name: 'الهاشمي', email: 'fatima@example.com', phone: '+971501234567' };
const safari = (date = '2026-12-05') => ({
  product_id: SAFARI, date, start_time: '15:00', guests: { adults: 2, children: 1, infants: 0 }, language: 'en', pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina' },
});
const dhow = (date: string, adults = 1) => ({ product_id: DHOW, date, start_time: '20:00', guests: { adults } });

const t = useV1Suite({ partners: ['who'], now: NOW, resetClock: false });
const { clock } = t;
const { who } = t.partners;


async function quote(mode: Mode, body: Record<string, unknown> = safari()): Promise<{ id: string; amount: number }> {
  const res = await call(t.app, 'POST', `${V1}/quote`, { token: who.keys[mode], body });
  expect(res.status).toBe(200);
  return { id: res.body.id as string, amount: res.body.pricing.amount_due_aed as number };
}

function book(mode: Mode, quoteId: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return call(t.app, 'POST', BOOKINGS, { token: who.keys[mode], body: { quote_id: quoteId, lead_traveller: lead, agency_reference: 'GH-88214', notes: 'One guest is vegetarian.', ...extra }, headers });
}

/** What a pool has sold of a product's day (0 before its first sale). */
async function sold(mode: Mode, productId: string, date: string): Promise<number> {
  const row = (await t.db('allotments').where({ pool: partitionFor(t, who.accountId, mode).allotmentPool, product_id: productId, service_date: date }).first()) as { sold: number | string } | undefined;
  return Number(row?.sold ?? 0);
}

async function setAllotment(mode: Mode, productId: string, date: string, capacity: number, soldNow: number): Promise<void> {
  await t.db('allotments')
    .insert({ pool: partitionFor(t, who.accountId, mode).allotmentPool, product_id: productId, service_date: date, capacity, sold: soldNow })
    .onConflict(['pool', 'product_id', 'service_date'])
    .merge(['capacity', 'sold']);
}

describe.each(MODES)('activity bookings with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';

  beforeEach(async () => {
    clock.set(NOW);
    await walletAt(t, who, mode, 10_000);
  });

  it('books a quote at its price, takes its places from the allotment, reads back as booked and charges once', async () => {
    const q = await quote(mode);
    const before = await walletFils(t.db, who.accountId, mode);
    const soldBefore = await sold(mode, SAFARI, '2026-12-05');
    const res = await book(mode, q.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'activity_booking', sandbox, quote_id: q.id, status: 'confirmed',
      product: { id: SAFARI, name: 'Evening desert safari with BBQ dinner', pricing_unit: 'per_person' },
      date: '2026-12-05', start_time: '15:00', starts_at: '2026-12-05T15:00:00+04:00', guests: { adults: 2, children: 1, infants: 0 }, vehicles: null, language: 'en',
      pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina', time: '14:30' },
      lead_traveller: lead, agency_reference: 'GH-88214', notes: 'One guest is vegetarian.',
      price: { currency: 'AED', amount_due_aed: q.amount },
      cancellation: { free_until: '2026-12-04T15:00:00+04:00', fee_if_cancelled_now_aed: 0, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
      driver: null, created_at: NOW, confirmed_at: NOW, cancelled_at: null,
    });
    expect(res.body.id).toMatch(/^bkg_[0-9A-Za-z]{20}$/);
    const read = await call(t.app, 'GET', `${BOOKINGS}/${res.body.id}`, { token: who.keys[mode] });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);

    expect(await sold(mode, SAFARI, '2026-12-05')).toBe(soldBefore + 3);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before - toFils(q.amount));
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
    const charges = await t.db('ledger_entries').where({ booking_id: res.body.id, kind: 'charge' });
    expect(charges.map((entry) => Number(entry.amount_fils))).toEqual([-toFils(q.amount)]);
    expect(await t.db('bookings').where({ id: res.body.id }).first()).toMatchObject({ kind: 'activity', mode, account_id: who.accountId, product_id: SAFARI, service_date: '2026-12-05', quote_id: q.id, status: 'confirmed' });
    expect(await t.db('state_moves').where({ subject_id: res.body.id })).toMatchObject([{ from_state: null, to_state: 'confirmed', actor: `key:${who.keyIds[mode]}` }]);
    expect(await t.db('events').where({ subject_id: res.body.id, type: 'booking.created' })).toHaveLength(1);
  });

  it('renders the voucher from the stored booking, with the lead traveller, as HTML and PDF', async () => {
    const made = await book(mode, (await quote(mode)).id);
    const html = await call(t.app, 'GET', `${BOOKINGS}/${made.body.id}/voucher`, { token: who.keys[mode] });
    expect(html.status).toBe(200);
    expect(html.text).not.toContain(made.body.id);
    for (const text of ['الهاشمي', made.body.reference, 'Evening desert safari with BBQ dinner', '14:30 at Address Dubai Marina', '2 adults, 1 child', 'GH-88214']) expect(html.text).toContain(text);
    expect(html.text.includes('TEST — issued with a test key; not a real booking')).toBe(sandbox);
    const pdf = await call(t.app, 'GET', `${BOOKINGS}/${made.body.id}/voucher?format=pdf`, { token: who.keys[mode] });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('cancels free before free_until: refunded, the places back, then no voucher and a second cancel is 409', async () => {
    const made = await book(mode, (await quote(mode, safari('2026-12-06'))).id);
    const soldBooked = await sold(mode, SAFARI, '2026-12-06');
    const before = await walletFils(t.db, who.accountId, mode);
    const res = await call(t.app, 'POST', `${BOOKINGS}/${made.body.id}/cancel`, { token: who.keys[mode] });
    expect(res.status).toBe(200);
    const charged = made.body.price.amount_due_aed;
    expect(res.body).toEqual({
      ...made.body,
      status: 'cancelled',
      cancelled_at: NOW,
      cancellation: { ...made.body.cancellation, fee_if_cancelled_now_aed: 0 },
      // Nothing more is due; what was charged came back in full.
      price: { ...made.body.price, amount_due_aed: 0 },
      money: { charged_aed: charged, refunded_aed: charged, cancellation_fee_aed: 0, net_aed: 0 },
    });
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before + toFils(made.body.price.amount_due_aed));
    expect(await sold(mode, SAFARI, '2026-12-06')).toBe(soldBooked - 3);
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.body.id}`, { token: who.keys[mode] })).body).toEqual(res.body);

    const twice = await call(t.app, 'POST', `${BOOKINGS}/${made.body.id}/cancel`, { token: who.keys[mode] });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toEqual({ code: 'invalid_state', message: `The booking ${made.body.id} is cancelled, so it cannot be cancelled.`, retryable: false });
    expect(await sold(mode, SAFARI, '2026-12-06')).toBe(soldBooked - 3);
    const voucher = await call(t.app, 'GET', `${BOOKINGS}/${made.body.id}/voucher`, { token: who.keys[mode] });
    expect(voucher.status).toBe(409);
    expect(voucher.body.error.code).toBe('invalid_state');
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
  });

  it('charges the late fee of the product\'s policy, computed when cancelling, with refund and fee in the ledger', async () => {
    // Tomorrow's 15:00 safari (UAE) cancels free until 11:00Z today.
    const made = await book(mode, (await quote(mode, safari('2026-11-23'))).id);
    const amount = toFils(made.body.price.amount_due_aed);
    expect(made.body.cancellation).toMatchObject({ free_until: '2026-11-22T15:00:00+04:00', fee_if_cancelled_now_aed: 0 });
    clock.set('2026-11-22T12:00:00.000Z');
    const fee = Math.round(amount / 2);
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.body.id}`, { token: who.keys[mode] })).body.cancellation.fee_if_cancelled_now_aed).toBe(fee / 100);
    const before = await walletFils(t.db, who.accountId, mode);
    const res = await call(t.app, 'POST', `${BOOKINGS}/${made.body.id}/cancel`, { token: who.keys[mode] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelled_at: '2026-11-22T12:00:00.000Z', cancellation: { fee_if_cancelled_now_aed: fee / 100 } });
    const entries = await t.db('ledger_entries').where({ booking_id: made.body.id }).orderBy('id');
    expect(entries.map((entry) => [entry.kind, Number(entry.amount_fils)])).toEqual([
      ['charge', -amount],
      ['refund', amount],
      ['cancellation_fee', -fee],
    ]);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before + amount - fee);
    const stored = (await t.db('bookings').where({ id: made.body.id }).first()) as { status: string; fee_fils: number | string };
    expect([stored.status, Number(stored.fee_fils)]).toEqual(['cancelled', fee]);
  });

  it('books an on-request product as on_request, passed to the desk in live only; declined, it is refunded and its places return', async () => {
    const desk = Number((await t.db('desk_queue').count({ n: '*' }))[0]?.n);
    const q = await quote(mode, { product_id: BALLOON, date: '2026-12-10', start_time: '05:00', guests: { adults: 2 }, pickup: { zone: 'PALM_JUMEIRAH', hotel: 'Atlantis The Palm' } });
    const before = await walletFils(t.db, who.accountId, mode);
    const made = await book(mode, q.id);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'on_request', confirmed_at: null, pickup: { time: '04:00' }, cancellation: { fee_if_cancelled_now_aed: 0, late_cancellation_fee_percent: 100 } });
    expect(await sold(mode, BALLOON, '2026-12-10')).toBe(2);
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.body.id}/voucher`, { token: who.keys[mode] })).status).toBe(409);
    const tasks = await t.db('desk_queue').where({ subject_id: made.body.id });
    expect(tasks).toHaveLength(sandbox ? 0 : 1);
    expect(Number((await t.db('desk_queue').count({ n: '*' }))[0]?.n)).toBe(desk + (sandbox ? 0 : 1));

    if (sandbox) {
      const declined = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/bookings/${made.body.id}/advance`, { token: who.keys.test, body: { status: 'declined', note: 'No flights that morning.' } });
      expect(declined.status).toBe(200);
    } else {
      await runAdmin(['desk', 'answer', '--task', String(tasks[0].id), '--decline', '--note', 'No flights that morning.'], t.db, t.clock);
    }
    const read = await call(t.app, 'GET', `${BOOKINGS}/${made.body.id}`, { token: who.keys[mode] });
    expect(read.body).toMatchObject({ status: 'declined', confirmed_at: null });
    expect(await sold(mode, BALLOON, '2026-12-10')).toBe(0);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before);
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
  });

  it('refuses a booking the wallet cannot cover with 402 insufficient_funds, taking and storing nothing', async () => {
    const q = await quote(mode, safari('2026-12-07'));
    await walletAt(t, who, mode, q.amount - 12.5);
    const soldBefore = await sold(mode, SAFARI, '2026-12-07');
    const before = await rowCounts(t.db);
    const res = await book(mode, q.id);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'insufficient_funds', retryable: false, shortfall_aed: 12.5 });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await sold(mode, SAFARI, '2026-12-07')).toBe(soldBefore);
    expect(await t.db('quotes').where({ id: q.id }).first()).toMatchObject({ used_at: null });
  });

  it('refuses with 409 sold_out when the day filled up since the quote, charging and storing nothing', async () => {
    const q = await quote(mode, safari('2026-12-08'));
    await setAllotment(mode, SAFARI, '2026-12-08', 60, 58);
    const wallet = await walletFils(t.db, who.accountId, mode);
    const before = await rowCounts(t.db);
    const res = await book(mode, q.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'sold_out',
      message: 'Evening desert safari with BBQ dinner has 2 places left on 2026-12-08 and this party needs 3; nothing was booked or charged. Choose another day or a smaller party.',
      retryable: false,
    });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await sold(mode, SAFARI, '2026-12-08')).toBe(58);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(wallet);
    expect(await t.db('quotes').where({ id: q.id }).first()).toMatchObject({ used_at: null });
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
    expect(again.body.error).toMatchObject({ code: 'quote_expired', message: `The quote ${q.id} has already been booked; ask for a new quote to book again.` });

    const stale = await quote(mode);
    clock.set('2026-11-22T10:31:00.000Z');
    const counts = await rowCounts(t.db);
    const expired = await book(mode, stale.id);
    expect(expired.status).toBe(409);
    expect(expired.body.error).toMatchObject({ code: 'quote_expired', retryable: false });
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  it('answers 404 for its booking to a key of the other mode and of another account', async () => {
    const made = await book(mode, (await quote(mode)).id);
    for (const [method, path] of [['GET', `${BOOKINGS}/${made.body.id}`], ['GET', `${BOOKINGS}/${made.body.id}/voucher`], ['POST', `${BOOKINGS}/${made.body.id}/cancel`]] as const) {
      const otherMode = await call(t.app, method, path, { token: who.keys[other] });
      expect(otherMode.status).toBe(404);
      expect(otherMode.body.error).toEqual({ code: 'not_found', message: `No activity booking ${made.body.id} in this account.`, retryable: false });
    }
    const stranger = await partner(t);
    expect((await call(t.app, 'GET', `${BOOKINGS}/${made.body.id}`, { token: stranger.keys[mode] })).status).toBe(404);
    expect((await call(t.app, 'POST', `${BOOKINGS}/${made.body.id}/cancel`, { token: stranger.keys[mode] })).status).toBe(404);
    expect((await call(t.app, 'POST', BOOKINGS, { token: stranger.keys[mode], body: { quote_id: (await quote(mode)).id, lead_traveller: lead } })).status).toBe(404);
    expect(await t.db('bookings').where({ id: made.body.id }).first()).toMatchObject({ status: 'confirmed' });
  });

  it('takes the hotel from the booking when the quote has none, and refuses a booking without what a pickup needs (422)', async () => {
    const bare = await quote(mode, { ...safari('2026-12-09'), pickup: undefined });
    const before = await rowCounts(t.db);
    const noPickup = await book(mode, bare.id);
    expect(noPickup.status).toBe(422);
    expect(noPickup.body.error.issues).toEqual([{ path: 'pickup', message: expect.stringMatching(/^is required: this product collects guests from their hotel/) }]);
    const noPhone = await book(mode, bare.id, { lead_traveller: { first_name: 'Omar', last_name: 'Haddad' }, pickup: { zone: 'DEIRA', hotel: 'Radisson Blu Deira Creek' } });
    expect(noPhone.body.error.issues).toEqual([{ path: 'lead_traveller.phone', message: 'is required for a hotel pickup: the driver calls on arrival' }]);
    const farAway = await book(mode, bare.id, { pickup: { zone: 'AL_AIN', hotel: 'Hilton Al Ain' } });
    expect(farAway.body.error.issues[0]).toMatchObject({ path: 'pickup.zone' });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await t.db('quotes').where({ id: bare.id }).first()).toMatchObject({ used_at: null });

    const made = await book(mode, bare.id, { pickup: { zone: 'DEIRA', hotel: 'Radisson Blu Deira Creek' } });
    expect(made.status).toBe(201);
    expect(made.body.pickup).toEqual({ zone: 'DEIRA', hotel: 'Radisson Blu Deira Creek', time: '14:30' });

    const pier = await quote(mode, dhow('2026-12-09', 2));
    const noHotel = await book(mode, pier.id, { pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina' } });
    expect(noHotel.body.error.issues[0]).toMatchObject({ path: 'pickup' });
    const walkIn = await book(mode, pier.id, { lead_traveller: { first_name: 'Omar', last_name: 'Haddad' } });
    expect(walkIn.status).toBe(201);
    expect(walkIn.body).toMatchObject({ pickup: null, language: null, price: { public_price_aed: 330 } });
  });

  it('refuses a quote whose start closed for booking since it was quoted (422), storing nothing', async () => {
    // Tomorrow's 15:00 safari (UAE) closes for booking at 23:00Z today, 12 hours before.
    clock.set('2026-11-22T22:45:00.000Z');
    const q = await quote(mode, safari('2026-11-23'));
    clock.set('2026-11-22T23:05:00.000Z');
    const before = await rowCounts(t.db);
    const late = await book(mode, q.id);
    expect(late.status).toBe(422);
    expect(late.body.error.issues).toEqual([{ path: 'quote_id', message: 'bookings for the quoted start closed 12 hours before it (UAE time); quote a later start' }]);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('replays an idempotent booking without booking, charging or taking places twice', async () => {
    const q = await quote(mode, safari('2026-12-11'));
    const headers = { 'Idempotency-Key': `activity-${mode}-${q.id}` };
    const first = await book(mode, q.id, {}, headers);
    expect(first.status).toBe(201);
    const after = await walletFils(t.db, who.accountId, mode);
    const soldAfter = await sold(mode, SAFARI, '2026-12-11');
    const replay = await book(mode, q.id, {}, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(after);
    expect(await sold(mode, SAFARI, '2026-12-11')).toBe(soldAfter);
    expect(await t.db('bookings').where({ quote_id: q.id })).toHaveLength(1);
  });

  it('never sells a day past its allotment: of 8 concurrent bookings of a day with 3 places, exactly 3 succeed', async () => {
    const date = '2027-01-14';
    await setAllotment(mode, DHOW, date, 3, 0);
    const quotes: Array<{ id: string; amount: number }> = [];
    for (let i = 0; i < 8; i++) quotes.push(await quote(mode, dhow(date)));
    const before = await walletFils(t.db, who.accountId, mode);
    const answers = await Promise.all(quotes.map((q) => book(mode, q.id, { lead_traveller: { first_name: 'Guest', last_name: `Number ${quotes.indexOf(q)}` } })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body.error.code).toBe('sold_out');
    expect(await sold(mode, DHOW, date)).toBe(3);
    const booked = answers.filter((res) => res.status === 201).map((res) => res.body.id as string);
    expect(await t.db('bookings').whereIn('id', booked).andWhere({ status: 'confirmed' })).toHaveLength(3);
    expect(await t.db('bookings').where({ product_id: DHOW, service_date: date, account_id: who.accountId, mode })).toHaveLength(3);
    const charges = await t.db('ledger_entries').whereIn('booking_id', booked).andWhere({ kind: 'charge' });
    expect(charges).toHaveLength(3);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before - 3 * toFils(quotes[0]?.amount ?? 0));
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
    expect(await t.db('quotes').whereIn('id', quotes.map((q) => q.id)).whereNotNull('used_at')).toHaveLength(3);
  });

  it('never takes the wallet below zero: of 8 concurrent bookings a wallet covers 3, exactly 3 succeed', async () => {
    const date = '2027-01-21';
    const quotes: Array<{ id: string; amount: number }> = [];
    for (let i = 0; i < 8; i++) quotes.push(await quote(mode, dhow(date)));
    const price = toFils(quotes[0]?.amount ?? 0);
    await walletAt(t, who, mode, (3 * price + 100) / 100);
    const answers = await Promise.all(quotes.map((q) => book(mode, q.id)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 402, 402, 402, 402, 402]);
    for (const res of answers.filter((r) => r.status === 402)) expect(res.body.error.code).toBe('insufficient_funds');
    expect(await walletFils(t.db, who.accountId, mode)).toBe(100);
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(100);
    const balances = await t.db('ledger_entries').where({ account_id: who.accountId, mode }).select('balance_after_fils');
    for (const row of balances) expect(Number(row.balance_after_fils)).toBeGreaterThanOrEqual(0);
    expect(await sold(mode, DHOW, date)).toBe(3);
  });
});

describe('the live allotment, shared by every partner', () => {
  it('sells the last places of a day once: of 8 partners booking 3 places at once, exactly 3 succeed', async () => {
    clock.set(NOW);
    const date = '2027-02-11';
    await t.db('allotments').insert({ pool: 'live', product_id: DHOW, service_date: date, capacity: 3, sold: 0 });
    const partners = await Promise.all(Array.from({ length: 8 }, () => partner(t)));
    const quotes: string[] = [];
    for (const p of partners) {
      await walletAt(t, p, 'live', 1_000);
      const res = await call(t.app, 'POST', `${V1}/quote`, { token: p.keys.live, body: dhow(date) });
      expect(res.status).toBe(200);
      quotes.push(res.body.id as string);
    }
    // Each partner's booking locks only its own balance, so on PostgreSQL they really race for the allotment row.
    const answers = await Promise.all(partners.map((p, i) => call(t.app, 'POST', BOOKINGS, { token: p.keys.live, body: { quote_id: quotes[i], lead_traveller: lead } })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await t.db('allotments').where({ pool: 'live', product_id: DHOW, service_date: date }).first()).toMatchObject({ capacity: 3 });
    expect(Number((await t.db('allotments').where({ pool: 'live', product_id: DHOW, service_date: date }).first()).sold)).toBe(3);
    expect(await t.db('bookings').where({ product_id: DHOW, service_date: date, mode: 'live' })).toHaveLength(3);
    for (const [i, p] of partners.entries()) {
      const won = answers[i]?.status === 201;
      expect(await walletFils(t.db, p.accountId, 'live')).toBe(won ? 100_000 - 16_500 : 100_000);
      expect(await ledgerSumFils(t.db, p.accountId, 'live')).toBe(await walletFils(t.db, p.accountId, 'live'));
    }
  });

  it('creates a day\'s row on its first sales, from the catalogue\'s capacity, once: 8 parties of 30 for a day of 120 places, 4 succeed', async () => {
    clock.set(NOW);
    const date = '2027-02-18';
    const partners = await Promise.all(Array.from({ length: 8 }, () => partner(t)));
    const quotes: string[] = [];
    for (const p of partners) {
      await walletAt(t, p, 'live', 5_000);
      const res = await call(t.app, 'POST', `${V1}/quote`, { token: p.keys.live, body: dhow(date, 30) });
      expect(res.status).toBe(200);
      quotes.push(res.body.id as string);
    }
    expect(await t.db('allotments').where({ pool: 'live', product_id: DHOW, service_date: date })).toHaveLength(0);
    const answers = await Promise.all(partners.map((p, i) => call(t.app, 'POST', BOOKINGS, { token: p.keys.live, body: { quote_id: quotes[i], lead_traveller: lead } })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 409, 409, 409, 409]);
    const row = (await t.db('allotments').where({ pool: 'live', product_id: DHOW, service_date: date })) as Array<{ capacity: number | string; sold: number | string }>;
    expect(row.map((r) => [Number(r.capacity), Number(r.sold)])).toEqual([[120, 120]]);
    const availability = await call(t.app, 'GET', `${V1}/products/${DHOW}/availability?from=${date}&to=${date}`, { token: partners[0]?.keys.live ?? '' });
    expect(availability.body.days[0]).toMatchObject({ status: 'sold_out', slots: [{ status: 'sold_out', remaining: 0 }] });
  });
});

describe('the test partition', () => {
  it('is seeded on first use with activity bookings in every state, drawn on its own allotments, readable and never at the desk', async () => {
    const fresh = await partner(t);
    const desk = await t.db('desk_queue').count({ n: '*' }).first();
    const first = await call(t.app, 'GET', `${V1}/products`, { token: fresh.keys.test });
    expect(first.status).toBe(200);
    const rows = (await t.db('bookings').where({ account_id: fresh.accountId, mode: 'test', kind: 'activity' })) as Array<{ id: string; status: string; product_id: string; service_date: string; body: string }>;
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['on_request', 'confirmed', 'declined', 'completed', 'no_show', 'cancelled']));
    for (const row of rows) {
      const read = await call(t.app, 'GET', `${BOOKINGS}/${row.id}`, { token: fresh.keys.test });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: row.id, sandbox: true, status: row.status });
      const voucher = await call(t.app, 'GET', `${BOOKINGS}/${row.id}/voucher`, { token: fresh.keys.test });
      expect(voucher.status).toBe(['confirmed', 'completed', 'no_show'].includes(row.status) ? 200 : 409);
    }
    // What the pool has sold is exactly the places of the bookings that still hold them.
    const held = new Map<string, number>();
    for (const row of rows.filter((r) => ['on_request', 'confirmed', 'completed', 'no_show'].includes(r.status))) {
      const body = JSON.parse(row.body) as { guests: { adults: number; children: number; infants: number }; vehicles: number | null };
      const key = `${row.product_id}:${row.service_date}`;
      held.set(key, (held.get(key) ?? 0) + (body.vehicles ?? body.guests.adults + body.guests.children + body.guests.infants));
    }
    const allotments = (await t.db('allotments').where({ pool: `test:${fresh.accountId}` })) as Array<{ product_id: string; service_date: string; sold: number | string }>;
    expect(new Map(allotments.filter((a) => Number(a.sold) > 0).map((a) => [`${a.product_id}:${a.service_date}`, Number(a.sold)]))).toEqual(held);
    expect(await ledgerSumFils(t.db, fresh.accountId, 'test')).toBe(await walletFils(t.db, fresh.accountId, 'test'));
    expect(await walletFils(t.db, fresh.accountId, 'test')).toBeGreaterThan(0);
    expect(await t.db('bookings').where({ account_id: fresh.accountId, mode: 'live' })).toHaveLength(0);
    expect(await t.db('allotments').where({ pool: 'live' }).andWhere('sold', '>', 0).whereIn('product_id', rows.map((r) => r.product_id)).andWhere('service_date', '<', '2026-11-22')).toHaveLength(0);
    expect(await t.db('desk_queue').count({ n: '*' }).first()).toEqual(desk);
  });
});
