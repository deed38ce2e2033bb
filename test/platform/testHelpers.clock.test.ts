/**
 * A test partition's own clock (issue 26, test clocks): read and advanced through the test
 * helpers, by minutes or to an instant, forward only and at most 30 days a call; everything in the
 * partition reads time from it (a quote's expiry, a transfer's cancellation window, events, the
 * month's close) while the live partition and other accounts keep the service's time; two
 * advances at once both count.
 */
import { useV1Suite } from '../helpers/suite';
import { partner, walletAt, type Partner } from '../helpers/partitions';
import { rowCounts } from '../helpers/tables';
import { transferQuoteBody } from '../helpers/transfers';
import { TEST_NOW } from '../helpers/testApp';
import { registerTick } from '../../src/engine/partitionTicks';
import { MAX_ADVANCE_STOPS } from '../../src/engine/testClock';

const V1 = '/api/b2b/v1';
const CLOCK = `${V1}/test-helpers/clock`;
const ADVANCE = `${CLOCK}/advance`;
const MINUTE = 60_000;

const t = useV1Suite({ partners: ['who'] });
const { who } = t.partners;

const at = (ms: number): string => new Date(Date.parse(TEST_NOW) + ms).toISOString();

// A tick with work every 10 minutes of one partition's clock, while a case records it: what it
// ran at shows where an advance stopped.
let recording: { accountId: string; seen: string[] } | null = null;
const TEN_MINUTES = 10 * MINUTE;
registerTick({
  name: 'test_every_ten_minutes',
  run: async (partition) => {
    if (recording?.accountId === partition.accountId && partition.hasOwnClock) recording.seen.push(partition.now());
  },
  nextDue: async (partition) =>
    recording?.accountId === partition.accountId && partition.hasOwnClock ? new Date((Math.floor(partition.clock.now().getTime() / TEN_MINUTES) + 1) * TEN_MINUTES) : null,
});

async function storedOffset(account: Partner, mode: 'test' | 'live' = 'test'): Promise<number | null> {
  const row = (await t.db('partitions').where({ account_id: account.accountId, mode }).first('clock_offset_ms')) as { clock_offset_ms: number | string } | undefined;
  return row === undefined ? null : Number(row.clock_offset_ms);
}

/** A partner of its own for a case, its test partition opened and funded. */
async function freshPartner(): Promise<Partner> {
  const fresh = await partner(t);
  await walletAt(t, fresh, 'test', 20_000);
  return fresh;
}

describe('the test clock', () => {
  it('reads the service time until advanced, then as far ahead as it was advanced, in this partition only', async () => {
    const api = t.api(who.keys.test);
    expect((await api.get(CLOCK)).body).toEqual({ object: 'test_clock', sandbox: true, now: TEST_NOW });

    const moved = await api.post(ADVANCE, { minutes: 90 });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ object: 'test_clock', sandbox: true, now: at(90 * MINUTE) });
    expect((await api.get(CLOCK)).body.now).toBe(at(90 * MINUTE));
    expect(await storedOffset(who)).toBe(90 * MINUTE);

    const to = await api.post(ADVANCE, { to: '2026-11-24T08:00:00+04:00' });
    expect(to.status).toBe(200);
    expect(to.body.now).toBe('2026-11-24T04:00:00.000Z');
    expect((await api.get(CLOCK)).body.now).toBe('2026-11-24T04:00:00.000Z');

    // Real time still passes in the partition: the clock is an offset from the service's.
    t.clock.advance(5 * 60);
    expect((await api.get(CLOCK)).body.now).toBe('2026-11-24T04:05:00.000Z');

    // Another account's test partition keeps the service's time, and so does the live one.
    const other = await freshPartner();
    expect((await t.api(other.keys.test).get(CLOCK)).body.now).toBe(at(5 * MINUTE));
    expect((await t.api(who.keys.live).get(`${V1}/settings`)).status).toBe(200);
    expect(await storedOffset(who, 'live')).toBe(0);

    // A reset sets it back to the service's time.
    expect((await api.post(`${V1}/test-helpers/reset`)).status).toBe(200);
    expect((await api.get(CLOCK)).body.now).toBe(at(5 * MINUTE));
  });

  it('refuses to go back, more than 30 days a call, and neither or both of minutes and to, naming the field; nothing moves', async () => {
    const fresh = await freshPartner();
    const api = t.api(fresh.keys.test);
    expect((await api.post(ADVANCE, { minutes: 60 })).status).toBe(200);
    const before = await rowCounts(t.db);
    const refusals: Array<[unknown, string, RegExp | null]> = [
      [{ minutes: 0 }, 'minutes', null],
      [{ minutes: -5 }, 'minutes', null],
      [{ minutes: 1.5 }, 'minutes', null],
      [{ minutes: 43_201 }, 'minutes', null],
      [{ to: at(60 * MINUTE) }, 'to', /only moves forward/],
      [{ to: at(0) }, 'to', /only moves forward/],
      [{ to: at(60 * MINUTE + 30 * 24 * 60 * MINUTE + 1000) }, 'to', /at most 30 days/],
      [{ to: 'tomorrow' }, 'to', null],
      [{ minutes: 5, to: at(2 * 60 * MINUTE) }, 'to', /not both/],
      [{}, 'minutes', /required/],
      [{ hours: 2 }, 'hours', null],
    ];
    for (const [body, field, message] of refusals) {
      const res = await api.post(ADVANCE, body);
      expect([res.status, res.body.error.code, res.body.error.fields]).toEqual([422, 'validation_failed', [field]]);
      if (message) expect(res.body.error.issues[0].message).toMatch(message);
    }
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await api.get(CLOCK)).body.now).toBe(at(60 * MINUTE));
    // Exactly 30 days is allowed.
    expect((await api.post(ADVANCE, { minutes: 43_200 })).body.now).toBe(at(60 * MINUTE + 43_200 * MINUTE));
  });

  it('answers a live key 403 test_mode_only, whichever operation, and the live clock stays the service’s', async () => {
    for (const res of [await t.api(who.keys.live).get(CLOCK), await t.api(who.keys.live).post(ADVANCE, { minutes: 60 })]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('test_mode_only');
    }
    expect(await storedOffset(who, 'live')).not.toBeGreaterThan(0);
  });

  it('keeps the first answer of an Idempotency-Key: the same advance sent twice moves the clock once', async () => {
    const fresh = await freshPartner();
    const api = t.api(fresh.keys.test);
    const headers = { 'Idempotency-Key': 'clock-advance-1' };
    const first = await api.post(ADVANCE, { minutes: 45 }, headers);
    const again = await api.post(ADVANCE, { minutes: 45 }, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await api.get(CLOCK)).body.now).toBe(at(45 * MINUTE));
    expect((await api.post(ADVANCE, { minutes: 60 }, headers)).status).toBe(422);
  });

  it('expires a quote when the clock passes its expires_at, and dates what it makes at the clock’s time', async () => {
    const fresh = await freshPartner();
    const api = t.api(fresh.keys.test);
    const quote = await api.post(`${V1}/transport/quote`, transferQuoteBody(t.clock, 5));
    expect(quote.body.expires_at).toBe(at(30 * MINUTE));
    expect((await api.post(ADVANCE, { minutes: 31 })).status).toBe(200);
    const late = await api.post(`${V1}/transport/bookings`, { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } });
    expect([late.status, late.body.error.code]).toEqual([409, 'quote_expired']);

    // A new quote is kept 30 minutes of the partition's time; its booking's event is dated then too.
    const next = await api.post(`${V1}/transport/quote`, transferQuoteBody(t.clock, 5));
    expect(next.body.expires_at).toBe(at(61 * MINUTE));
    const booked = await api.post(`${V1}/transport/bookings`, { quote_id: next.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } });
    expect(booked.status).toBe(201);
    expect(booked.body.created_at).toBe(at(31 * MINUTE));
    const created = await t.db('events').where({ subject_id: booked.body.id, type: 'booking.created' }).first('created_at');
    expect(created.created_at).toBe(at(31 * MINUTE));
  });

  it('moves a transfer past its free cancellation: the fee shows and is charged after the advance', async () => {
    const fresh = await freshPartner();
    const api = t.api(fresh.keys.test);
    const quote = await api.post(`${V1}/transport/quote`, transferQuoteBody(t.clock, 2));
    const booking = await api.post(`${V1}/transport/bookings`, { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } });
    expect(booking.body.cancellation.free_until).not.toBeNull();
    expect(booking.body.cancellation.fee_if_cancelled_now_aed).toBe(0);

    // Pickup 2026-11-24 14:30 UAE: free until 24 hours before, 10:30 UTC the day before.
    expect((await api.post(ADVANCE, { to: '2026-11-23T11:00:00Z' })).status).toBe(200);
    const read = await api.get(`${V1}/transport/bookings/${booking.body.id}`);
    expect(read.body.cancellation.free_until).toBeNull();
    const fee = read.body.cancellation.fee_if_cancelled_now_aed as number;
    expect(fee).toBeGreaterThan(0);
    const cancelled = await api.post(`${V1}/transport/bookings/${booking.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    const entry = await t.db('ledger_entries').where({ booking_id: booking.body.id, kind: 'cancellation_fee' }).first('amount_fils', 'created_at');
    expect(Number(entry.amount_fils)).toBe(-Math.round(fee * 100));
    expect(entry.created_at).toBe('2026-11-23T11:00:00.000Z');
  });

  it('closes the month when the clock passes the 1st, dated its close, with its statement issued then', async () => {
    const fresh = await freshPartner();
    const api = t.api(fresh.keys.test);
    const quote = await api.post(`${V1}/transport/quote`, transferQuoteBody(t.clock, 20));
    expect((await api.post(`${V1}/transport/bookings`, { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } })).status).toBe(201);
    const closed = () => t.db('billing_periods').where({ account_id: fresh.accountId, mode: 'test', period: '2026-11' }).first();
    expect(await closed()).toBeUndefined();
    expect((await api.post(ADVANCE, { to: '2026-12-01T00:10:00+04:00' })).status).toBe(200);
    // Closed by the advance itself, before anything reads the statements.
    expect(await closed()).toBeDefined();
    const notice = await t.db('events').where({ account_id: fresh.accountId, mode: 'test', type: 'statement.issued' }).orderBy('seq', 'desc').first('created_at');
    expect(notice?.created_at).toBe('2026-11-30T20:00:00.000Z');
    const statement = await api.get(`${V1}/statements/2026-11`);
    expect(statement.status).toBe(200);
  });

  it('stops at each moment work falls due, in order, and at most 1,000 times a call, ending at the last stop', async () => {
    const fresh = await freshPartner();
    const api = t.api(fresh.keys.test);
    recording = { accountId: fresh.accountId, seen: [] };
    try {
      expect((await api.post(ADVANCE, { minutes: 60 })).body.now).toBe(at(60 * MINUTE));
      // Every 10 minutes, in time order (the seeded trips' steps are stops of their own between them).
      expect(recording.seen.filter((time) => Date.parse(time) % TEN_MINUTES === 0)).toEqual([0, 10, 20, 30, 40, 50, 60].map((minutes) => at(minutes * MINUTE)));
      expect([...recording.seen].sort()).toEqual(recording.seen);

      recording.seen = [];
      const far = await api.post(ADVANCE, { minutes: 43_200 });
      expect(far.status).toBe(200);
      // Stopped short of the 30 days, at the 1,000th stop (the seeded trips' steps are stops too) …
      const last = far.body.now as string;
      expect(last < at(60 * MINUTE + 43_200 * MINUTE)).toBe(true);
      expect(last <= at(60 * MINUTE + MAX_ADVANCE_STOPS * TEN_MINUTES)).toBe(true);
      expect((await api.get(CLOCK)).body.now).toBe(last);
      // … having run the tick at every 10 minutes on the way, none skipped.
      const stops = Math.floor((Date.parse(last) - Date.parse(at(60 * MINUTE))) / TEN_MINUTES);
      expect(recording.seen.length).toBeGreaterThan(stops);
      expect(recording.seen.length).toBeLessThanOrEqual(MAX_ADVANCE_STOPS + 2);
      expect(new Set(recording.seen.filter((time) => Date.parse(time) % TEN_MINUTES === 0)).size).toBe(stops + 1);
      expect(recording.seen.at(-1)).toBe(last);
      // The next advance goes on from there.
      expect((await api.post(ADVANCE, { minutes: 10 })).body.now).toBe(new Date(Date.parse(last) + TEN_MINUTES).toISOString());
    } finally {
      recording = null;
    }
  });

  it('applies two advances sent at once one after the other: neither is lost', async () => {
    const fresh = await freshPartner();
    const api = t.api(fresh.keys.test);
    const answers = await Promise.all([api.post(ADVANCE, { minutes: 60 }), api.post(ADVANCE, { minutes: 60 }), api.post(ADVANCE, { minutes: 30 })]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect((await api.get(CLOCK)).body.now).toBe(at(150 * MINUTE));
    expect(answers.map((res) => res.body.now as string).sort()).toContain(at(150 * MINUTE));
    expect(await storedOffset(fresh)).toBe(150 * MINUTE);
  });
});
