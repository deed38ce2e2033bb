import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, ledgerSumFils, partner, walletAt, walletFils, type Mode } from '../helpers/partitions';
import { openAt } from '../helpers/deskRates';
import { pdfTexts } from '../helpers/documents';
import { setCommercialTerms } from '../../src/apiKeys/store';

const SALES = '/api/b2b/v1/desk/sales';
const DAYS = '/api/b2b/v1/desk/days';
const TODAY = '2026-11-22';
const NOON_UAE = '2026-11-22T08:00:00.000Z';

const sale = {
  item_code: 'TOUR-DESERT-SAFARI-EVENING', service_date: '2026-11-23', service_time: '15:00', adults: 2, children: 1,
  guest: { first_name: 'Elena', last_name: 'Petrova', phone: '+971501234567' }, room_number: '1412', payment_method: 'card',
};
// 2 adults at AED 250 and a child at AED 200 (AED 700), charged less the 10 % commission.
const SALE_FILS = 63_000;

const t = useV1Suite({ partners: ['who'], now: NOON_UAE });
const { clock } = t;
const { who } = t.partners;

beforeAll(async () => {
  await setCommercialTerms(t.db, t.clock, who.accountId, 'commission', 1000);
  for (const mode of MODES) await openAt(t.sections, t.db, who, mode, clock);
});

const sell = (mode: Mode, body: Record<string, unknown> = sale, headers: Record<string, string> = {}) => call(t.app, 'POST', SALES, { token: who.keys[mode], body, headers });
const day = (mode: Mode, date: string, format = 'json', token = who.keys[mode]) => call(t.app, 'GET', `${DAYS}/${date}${format === 'json' ? '' : `?format=${format}`}`, { token });
const close = (mode: Mode, date: string, body: Record<string, unknown>) => call(t.app, 'POST', `${DAYS}/${date}/close`, { token: who.keys[mode], body });
const idsOf = (d: { sales: Array<{ id: string }> }): string[] => d.sales.map((s) => s.id);

describe.each(MODES)('hotel desk with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';

  beforeEach(() => walletAt(t, who, mode, 10_000));

  it('sells as a booking charged once to the ledger, shown in the day of its sale', async () => {
    const before = await walletFils(t.db, who.accountId, mode);
    const res = await sell(mode);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'desk_sale', sandbox, status: 'confirmed', desk_day: TODAY,
      item: { code: 'TOUR-DESERT-SAFARI-EVENING', category: 'tour', unit: 'per_person' },
      service: { date: '2026-11-23', time: '15:00', at: '2026-11-23T15:00:00+04:00' },
      adults: 2, children: 1, guest: sale.guest, room_number: '1412', payment_method: 'card', notes: null,
      price: { currency: 'AED', terms: 'commission', guest_paid_aed: 700, amount_due_aed: 630, commission_aed: 70 },
      created_at: NOON_UAE,
    });
    expect(res.body.id).toMatch(/^bkg_[0-9A-Za-z]{20}$/);
    const stored = await t.db('bookings').where({ id: res.body.id }).first();
    expect(stored).toMatchObject({ account_id: who.accountId, mode, kind: 'desk_sale', status: 'confirmed', service_date: '2026-11-23', traveller_name: 'Elena Petrova' });
    expect(JSON.parse(stored.body).payment_method).toBe('card');
    const charges = await t.db('ledger_entries').where({ booking_id: res.body.id });
    expect(charges.map((e) => [e.kind, Number(e.amount_fils)])).toEqual([['charge', -SALE_FILS]]);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before - SALE_FILS);
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
    expect(await t.db('events').where({ subject_id: res.body.id, type: 'booking.created', mode })).toHaveLength(1);

    const today = await day(mode, TODAY);
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({ object: 'desk_day', sandbox, date: TODAY, status: 'open', closed_at: null, note: null });
    expect(today.body.sales).toContainEqual(res.body);
    expect(today.body.totals.sales_count).toBe(today.body.sales.length);
  });

  it('prices a vehicle once, whoever travels in it', async () => {
    const res = await sell(mode, { ...sale, item_code: 'TRF-DXB-DUBAI_MARINA-VIP_V_CLASS', adults: 4, children: 2 });
    expect(res.status).toBe(201);
    expect(res.body.price).toEqual({ currency: 'AED', terms: 'commission', guest_paid_aed: 330, amount_due_aed: 297, commission_aed: 33 });
  });

  it('refuses a sale the wallet cannot cover with 402 and the shortfall, storing nothing', async () => {
    // The sale charges AED 630 (AED 700 less the 10 % commission): AED 580 leaves it 50 short.
    await walletAt(t, who, mode, 580);
    const before = await rowCounts(t.db);
    const res = await sell(mode);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'insufficient_funds', retryable: false, shortfall_aed: 50 });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each([
    ['an item not in the catalogue', { item_code: 'TOUR-NOWHERE' }, 'item_code', /not in the rate catalogue/],
    ['a service less than an hour away', { service_date: TODAY, service_time: '12:30' }, 'service_time', /at least 60 minutes/],
    ['a service more than 90 days ahead', { service_date: '2027-03-01' }, 'service_date', /at most 90 days/],
    ['more people than the vehicle seats', { item_code: 'TRF-DXB-DUBAI_MARINA-EXECUTIVE_SEDAN', adults: 3, children: 1 }, 'adults', /at most 3 people/],
    ['a room charge without a room', { payment_method: 'room_charge', room_number: undefined }, 'room_number', /room number/],
    ['an unknown payment method', { payment_method: 'crypto' }, 'payment_method', /must be one of/],
  ])('refuses %s with 422, storing nothing', async (_name, change, path, message) => {
    const before = await rowCounts(t.db);
    const res = await sell(mode, { ...sale, ...change });
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toContainEqual({ path, message: expect.stringMatching(message) });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('replays an idempotent sale without selling or charging twice', async () => {
    const headers = { 'Idempotency-Key': `desk-sale-${mode}` };
    const first = await sell(mode, sale, headers);
    expect(first.status).toBe(201);
    const after = await walletFils(t.db, who.accountId, mode);
    const replay = await sell(mode, sale, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(after);
  });

  it('closes a day, freezing its settlement: a later sale is refused, the day and its CSV and PDF stay as closed', async () => {
    const date = '2026-11-24';
    clock.set('2026-11-24T05:00:00.000Z');
    const cash = await sell(mode, { ...sale, service_date: '2026-11-25', payment_method: 'cash' });
    clock.set('2026-11-24T09:30:00.000Z');
    const card = await sell(mode, { ...sale, service_date: '2026-11-25', adults: 1, children: 0 });
    expect([cash.status, card.status]).toEqual([201, 201]);
    const open = (await day(mode, date)).body;
    expect(idsOf(open)).toEqual([cash.body.id, card.body.id]);
    expect(open.totals).toEqual({ sales_count: 2, adults: 3, children: 1, cash_aed: 700, card_aed: 250, room_charge_aed: 0 });
    expect(open.settlement).toEqual({ currency: 'AED', terms: 'commission', collected_aed: 950, payable_to_operator_aed: 855, earned_aed: 95, cash_expected_aed: 700, cash_counted_aed: null, cash_difference_aed: null });

    clock.set('2026-11-24T19:00:00.000Z');
    const closed = await close(mode, date, { cash_counted_aed: 680, note: 'Short by 20.' });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({
      ...open,
      status: 'closed',
      sales: open.sales.map((s: object) => ({ ...s, status: 'settled' })),
      settlement: { ...open.settlement, cash_counted_aed: 680, cash_difference_aed: -20 },
      closed_at: '2026-11-24T19:00:00.000Z',
      note: 'Short by 20.',
    });
    const row = await t.db('hotel_desk_days').where({ account_id: who.accountId, mode, id: date }).first();
    expect(row).toMatchObject({ status: 'closed', sales_count: 2, closed_at: '2026-11-24T19:00:00.000Z' });
    expect([row.collected_fils, row.payable_fils, row.earned_fils, row.cash_expected_fils, row.cash_counted_fils].map(Number)).toEqual([95_000, 85_500, 9_500, 70_000, 68_000]);
    expect(JSON.parse(row.settlement)).toEqual(closed.body);
    const event = await t.db('events').where({ account_id: who.accountId, mode, type: 'desk_day.closed', subject_id: date }).first();
    expect(event).toMatchObject({ notice_kind: 'statement_ready', notice_title: `Desk day closed: ${date}` });
    expect(event.notice_body).toContain('cash short by AED 20.00');
    const moves = await t.db('state_moves').where({ account_id: who.accountId, mode, subject_type: 'desk day', subject_id: date }).orderBy('id');
    expect(moves.map((m) => [m.from_state, m.to_state, m.actor])).toEqual([[null, 'open', `key:${who.keyIds[mode]}`], ['open', 'closed', `key:${who.keyIds[mode]}`]]);

    const csv = await day(mode, date, 'csv');
    const pdf = await day(mode, date, 'pdf');
    expect(csv.status).toBe(200);
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(3);
    expect(csv.text).toContain(`${cash.body.id},`);
    // Each sale is named as the desk and the guest read it, beside its id.
    expect(csv.text.split('\r\n')[0]).toMatch(/^sale_id,reference,sold_at,/);
    expect(csv.text).toContain(`${cash.body.id},${cash.body.reference as string},`);
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const [sheet] = await pdfTexts([Buffer.from(pdf.body as Buffer)]);
    expect(sheet).toContain(`${cash.body.reference as string}:`);

    clock.set('2026-11-24T19:30:00.000Z');
    const before = await rowCounts(t.db);
    const wallet = await walletFils(t.db, who.accountId, mode);
    const late = await sell(mode, { ...sale, service_date: '2026-11-25' });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: 'invalid_state', message: `The desk day ${date} is closed, so it cannot be sold into.`, retryable: false });
    const again = await close(mode, date, { cash_counted_aed: 700 });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'invalid_state', message: `The desk day ${date} is closed, so it cannot be closed again.`, retryable: false });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(wallet);

    clock.set('2026-11-26T08:00:00.000Z');
    expect((await day(mode, date)).body).toEqual(closed.body);
    expect((await day(mode, date, 'csv')).text).toBe(csv.text);
    expect(Buffer.compare(Buffer.from((await day(mode, date, 'pdf')).body as Buffer), Buffer.from(pdf.body as Buffer))).toBe(0);
  });

  it('keeps each mode and account to its own day: the other mode and another account see neither the sales nor the close', async () => {
    // A day of its own per mode, so the other mode's run has not closed it.
    const date = mode === 'test' ? '2026-11-27' : '2026-11-28';
    clock.set(`${date}T06:00:00.000Z`);
    const made = await sell(mode, { ...sale, service_date: '2026-11-29' });
    expect(made.status).toBe(201);
    expect(idsOf((await day(mode, date)).body)).toEqual([made.body.id]);
    expect(idsOf((await day(other, date)).body)).not.toContain(made.body.id);
    const stranger = await partner(t);
    const theirs = await day(mode, date, 'json', stranger.keys[mode]);
    expect(theirs.status).toBe(200);
    expect(theirs.body.sales).toEqual([]);
    expect((await close(mode, date, { cash_counted_aed: 0 })).status).toBe(200);
    expect((await day(other, date)).body.status).toBe('open');
    expect((await day(mode, date, 'json', stranger.keys[mode])).body.status).toBe('open');
    if (mode === 'live') {
      const helper = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/bookings/${made.body.id}/advance`, { token: who.keys.test, body: { status: 'completed' } });
      expect(helper.status).toBe(404);
    }
  });

  it('under sales racing a close, freezes exactly the sales that were made, and refuses the rest storing nothing', async () => {
    const date = mode === 'test' ? '2026-11-29' : '2026-11-30';
    clock.set(`${date}T05:00:00.000Z`);
    const first = await sell(mode, { ...sale, service_date: '2026-12-01', payment_method: 'cash' });
    expect(first.status).toBe(201);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => sell(mode, { ...sale, service_date: '2026-12-01', payment_method: 'cash' })),
      close(mode, date, { cash_counted_aed: 0 }),
      ...Array.from({ length: 6 }, () => sell(mode, { ...sale, service_date: '2026-12-01', payment_method: 'cash' })),
    ]);
    const closing = answers[6];
    expect(closing?.status).toBe(200);
    const sales = answers.filter((_, i) => i !== 6);
    for (const res of sales) expect([201, 409]).toContain(res.status);
    for (const res of sales.filter((r) => r.status === 409)) expect(res.body.error.code).toBe('invalid_state');
    const sold = [first, ...sales.filter((r) => r.status === 201)].map((r) => r.body.id as string).sort();
    const frozen = (await day(mode, date)).body;
    expect(frozen.status).toBe('closed');
    expect(idsOf(frozen).sort()).toEqual(sold);
    expect(frozen.settlement.cash_expected_aed).toBe(700 * sold.length);
    const stored = await t.db('bookings').where({ account_id: who.accountId, mode, kind: 'desk_sale' }).andWhere('created_at', '>=', `${date}T00:00:00.000Z`).andWhere('created_at', '<', `${date}T20:00:00.000Z`);
    expect(stored.map((b) => b.id as string).sort()).toEqual(sold);
    expect(Number((await t.db('hotel_desk_days').where({ account_id: who.accountId, mode, id: date }).first()).sales_count)).toBe(sold.length);
  });

  it('refuses a future or malformed date and a negative count with 422', async () => {
    const future = await day(mode, '2026-11-23');
    expect(future.status).toBe(422);
    expect(future.body.error.issues).toEqual([{ path: 'date', message: 'must be today or earlier (UAE time)' }]);
    expect((await day(mode, '22-11-2026')).status).toBe(422);
    expect((await day(mode, TODAY, 'xlsx')).status).toBe(422);
    const before = await rowCounts(t.db);
    expect((await close(mode, '2026-12-01', { cash_counted_aed: 0 })).status).toBe(422);
    const negative = await close(mode, TODAY, { cash_counted_aed: -5 });
    expect(negative.status).toBe(422);
    expect(negative.body.error.fields).toEqual(['cash_counted_aed']);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('the seeded test partition', () => {
  it('starts with sales on the last three days, the oldest day closed with its settlement frozen; the live partition starts empty', async () => {
    const fresh = await partner(t);
    const dates = ['2026-11-19', '2026-11-20', '2026-11-21'];
    const days = await Promise.all(dates.map((date) => day('test', date, 'json', fresh.keys.test)));
    expect(days.map((d) => [d.body.status, d.body.sandbox])).toEqual([['closed', true], ['open', true], ['open', true]]);
    for (const d of days) expect(d.body.sales.length).toBeGreaterThan(0);
    const closed = days[0]?.body;
    expect(closed.sales.every((s: { status: string; id: string }) => s.status === 'settled' && /^bkg_/.test(s.id))).toBe(true);
    expect(closed.settlement.cash_difference_aed).toBe(0);
    const rows = await t.db('hotel_desk_days').where({ account_id: fresh.accountId, mode: 'test' }).orderBy('id');
    expect(rows.map((r) => [r.id, r.status])).toEqual([['2026-11-19', 'closed'], ['2026-11-20', 'open'], ['2026-11-21', 'open']]);
    const desk = await t.db('bookings').where({ account_id: fresh.accountId, mode: 'test', kind: 'desk_sale' });
    expect(desk).toHaveLength(days.reduce((n, d) => n + d.body.sales.length, 0));
    const live = await day('live', '2026-11-19', 'json', fresh.keys.live);
    expect(live.body).toMatchObject({ sandbox: false, status: 'open', sales: [] });
    expect(await t.db('hotel_desk_days').where({ account_id: fresh.accountId, mode: 'live' })).toHaveLength(0);
  });
});
