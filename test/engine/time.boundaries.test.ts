/**
 * Where UAE days, months and years end: desk days, statements and invoices split at midnight in
 * Dubai (UTC+4), not at midnight UTC, whatever the real date. Each case runs on the injected clock
 * a minute either side of the boundary, at a month's end and at the year's end.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { partner, walletAt, type Partner } from '../helpers/partitions';

const SALES = '/api/b2b/v1/desk/sales';
const DAYS = '/api/b2b/v1/desk/days';
const STATEMENTS = '/api/b2b/v1/statements';

const BOUNDARIES = [
  // 31 December 2027 23:59 and 1 January 2028 00:01 in Dubai.
  { name: 'the year end', before: '2027-12-31T19:59:00.000Z', after: '2027-12-31T20:01:00.000Z', lastDay: '2027-12-31', firstDay: '2028-01-01', lastMonth: '2027-12', firstMonth: '2028-01' },
  // 30 June 2027 23:59 and 1 July 2027 00:01 in Dubai.
  { name: 'a month end', before: '2027-06-30T19:59:00.000Z', after: '2027-06-30T20:01:00.000Z', lastDay: '2027-06-30', firstDay: '2027-07-01', lastMonth: '2027-06', firstMonth: '2027-07' },
] as const;

const t = useV1Suite({ resetClock: false });
const { clock } = t;

/** A desk sale of an evening safari on `serviceDate`. */
const saleOn = (serviceDate: string) => ({
  item_code: 'TOUR-DESERT-SAFARI-EVENING', service_date: serviceDate, service_time: '15:00', adults: 2, children: 0,
  guest: { first_name: 'Elena', last_name: 'Petrova', phone: '+971501234567' }, room_number: '1412', payment_method: 'card',
});

const dayAfter = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(BOUNDARIES)('at $name in UAE time', (b) => {
  let who: Partner;

  beforeAll(async () => {
    // The account and its wallet exist from the afternoon before.
    clock.set(new Date(Date.parse(b.before) - 8 * 3_600_000));
    who = await partner(t);
    await walletAt(t, who, 'live', 50_000);
  });

  it('puts a sale a minute before midnight in the old day and one a minute after in the new day', async () => {
    clock.set(b.before);
    const late = await call(t.app, 'POST', SALES, { token: who.keys.live, body: saleOn(dayAfter(b.lastDay, 2)) });
    expect(late.status).toBe(201);
    expect(late.body.desk_day).toBe(b.lastDay);
    clock.set(b.after);
    const early = await call(t.app, 'POST', SALES, { token: who.keys.live, body: saleOn(dayAfter(b.lastDay, 2)) });
    expect(early.status).toBe(201);
    expect(early.body.desk_day).toBe(b.firstDay);

    const lastDay = await call(t.app, 'GET', `${DAYS}/${b.lastDay}`, { token: who.keys.live });
    const firstDay = await call(t.app, 'GET', `${DAYS}/${b.firstDay}`, { token: who.keys.live });
    expect(lastDay.body.sales.map((s: { id: string }) => s.id)).toEqual([late.body.id]);
    expect(firstDay.body.sales.map((s: { id: string }) => s.id)).toEqual([early.body.id]);
  });

  it("issues the old month's statement and invoice only once it has ended in Dubai, with the new month's sale left out", async () => {
    clock.set(b.before);
    const during = await call(t.app, 'GET', STATEMENTS, { token: who.keys.live });
    expect(during.status).toBe(200);
    expect(during.body.statements.map((s: { period: string }) => s.period)).not.toContain(b.lastMonth);
    // A month still running has no statement yet.
    expect((await call(t.app, 'GET', `${STATEMENTS}/${b.lastMonth}`, { token: who.keys.live })).status).toBe(404);

    clock.set(b.after);
    const statement = await call(t.app, 'GET', `${STATEMENTS}/${b.lastMonth}`, { token: who.keys.live });
    expect(statement.status).toBe(200);
    const dates = statement.body.lines.map((line: { date: string }) => line.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date: string) => date.startsWith(b.lastMonth))).toBe(true);
    // The wallet's funding and the late sale; the sale after midnight belongs to the new month.
    expect(statement.body.lines).toHaveLength(2);

    const invoices = await t.db('billing_periods').where({ account_id: who.accountId, mode: 'live' });
    // Numbered in the series of the month's year (December 2027's invoice is INV-2027-…, issued in 2028).
    expect(invoices).toEqual([expect.objectContaining({ period: b.lastMonth, invoice_number: expect.stringMatching(new RegExp(`^INV-${b.lastMonth.slice(0, 4)}-\\d{6}$`)) })]);
    const invoice = await call(t.app, 'GET', `/api/b2b/v1/invoices/${invoices[0].invoice_id as string}`, { token: who.keys.live });
    expect(invoice.status).toBe(200);
    // Issued at the close, midnight in Dubai, whenever it was first read.
    expect(invoice.body).toMatchObject({ period: b.lastMonth, issued_at: new Date(`${b.firstDay}T00:00:00+04:00`).toISOString() });
    expect(invoice.body.lines).toHaveLength(1);
  });
});
