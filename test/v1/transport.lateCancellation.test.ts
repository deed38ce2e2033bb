/**
 * A transfer quoted or booked inside its late-cancellation window (the pickup less than 24 hours
 * ahead) says so: no free deadline, and the late fee as what cancelling costs now, on the quote,
 * the booking and the voucher. A booking whose free deadline passes later shows it the same way.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { walletAt } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { getBytes, readableText } from '../helpers/documents';

const V1 = '/api/b2b/v1';
// 10:00 UAE time on 24 November.
const t = useV1Suite({ partners: ['agency'], now: '2026-11-24T06:00:00.000Z' });
const { agency } = t.partners;

async function book(days: number, time: string) {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: agency.keys.live, body: transferQuoteBody(t.clock, days, { pickup_time: time }) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: agency.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } } });
  expect(made.status).toBe(201);
  return { quote: quote.body, booking: made.body };
}

const voucherText = async (id: string): Promise<string> => {
  const res = await getBytes(t.app, `${V1}/transport/bookings/${id}/voucher`, agency.keys.live);
  expect(res.status).toBe(200);
  return readableText((res.body as Buffer).toString('utf8'));
};

beforeAll(async () => {
  await walletAt(t, agency, 'live', 20_000);
});

describe('a transfer inside its late-cancellation window', () => {
  it('is quoted and booked with no free deadline and the late fee as what cancelling costs now', async () => {
    // Tonight at 20:00: ten hours ahead.
    const { quote, booking } = await book(0, '20:00');
    const half = Math.round(quote.pricing.amount_due_aed * 50) / 100;
    expect(quote.cancellation).toEqual({ free_until: null, fee_if_cancelled_now_aed: half, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 });
    expect(booking.cancellation).toEqual({ free_until: null, fee_if_cancelled_now_aed: half, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 });
    const voucher = await voucherText(booking.id);
    expect(voucher).not.toContain('Free cancellation');
    expect(voucher).toContain('No free cancellation: cancelling costs 50%, 100% for a no-show.');
    const cancelled = await call(t.app, 'POST', `${V1}/transport/bookings/${booking.id}/cancel`, { token: agency.keys.live });
    expect(cancelled.body.cancellation.fee_if_cancelled_now_aed).toBe(half);
    expect(Number((await t.db('bookings').where({ id: booking.id }).first('fee_fils')).fee_fils)).toBe(Math.round(half * 100));
  });

  it('is shown free until its deadline, and never as free once the deadline has passed', async () => {
    // The day after tomorrow at 12:00: free until tomorrow 12:00.
    const { quote, booking } = await book(2, '12:00');
    expect(quote.cancellation).toMatchObject({ free_until: '2026-11-25T12:00:00+04:00', fee_if_cancelled_now_aed: 0 });
    expect(booking.cancellation).toMatchObject({ free_until: '2026-11-25T12:00:00+04:00', fee_if_cancelled_now_aed: 0 });
    expect(await voucherText(booking.id)).toContain('Free cancellation until Wednesday 25 November 2026, 12:00 (UAE time)');

    t.clock.set('2026-11-25T07:59:00.000Z');
    expect((await call(t.app, 'GET', `${V1}/transport/bookings/${booking.id}`, { token: agency.keys.live })).body.cancellation).toMatchObject({ free_until: '2026-11-25T12:00:00+04:00', fee_if_cancelled_now_aed: 0 });
    t.clock.set('2026-11-25T08:00:00.000Z');
    const late = (await call(t.app, 'GET', `${V1}/transport/bookings/${booking.id}`, { token: agency.keys.live })).body;
    expect(late.cancellation).toEqual({ free_until: null, fee_if_cancelled_now_aed: Math.round(booking.price.amount_due_aed * 50) / 100, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 });
    expect(await voucherText(booking.id)).not.toContain('Free cancellation');
  });
});

describe('what docs/api.md ("Transfers and tours") says is confirmed at once', () => {
  it('confirms a transfer two hours ahead at once, and a booking for a client as close waits on request', async () => {
    // Today at 12:00: two hours ahead. A transfer is confirmed when booked, whatever its pickup time.
    const { booking } = await book(0, '12:00');
    expect(booking.status).toBe('confirmed');
    expect((await t.db('bookings').where({ id: booking.id }).first('status')).status).toBe('confirmed');
    // A booking for a client with a pickup less than 6 hours ahead is quoted on request instead.
    const quote = await call(t.app, 'POST', `${V1}/bookings/quote`, {
      token: agency.keys.live,
      body: { service: { type: 'chauffeur_hire', place: 'ABU_DHABI_CITY', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-11-24', pickup_time: '12:00', hours: 4, passengers: 2 } },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.availability).toBe('on_request');
  });
});
