/**
 * The operator's booking list is ordered by pickup time in the database: each booking stores
 * `starts_at` (its pickup, a tour's start; null for one with only a day), written wherever a
 * booking's body is, given to stored bookings by the migration from the same outline the lists
 * read, and the list runs by (day of service, pickup, id) in keyset pages.
 */
import { up, down } from '../../migrations/20261128170000_add_bookings_starts_at';
import { runAdmin } from '../../scripts/admin';
import { createBooking, fromRow, outlineOf, type StoredBookingRow } from '../../src/engine/bookings';
import { Partition } from '../../src/engine/partition';
import { addDays, uaeToday } from '../../src/platform/uaeTime';
import { call } from '../helpers/http';
import { walletAt } from '../helpers/partitions';
import { createStaffMember, opsCall, signIn, type StaffSession } from '../helpers/staff';
import { useV1Suite } from '../helpers/suite';
import { transferQuoteBody } from '../helpers/transfers';

const V1 = '/api/b2b/v1';
const t = useV1Suite({ partners: ['agency'], now: '2026-11-24T07:00:00.000Z' });
const { agency } = t.partners;
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock);
const dayAfter = (days: number) => addDays(uaeToday(t.clock), days);

let desk: StaffSession;

beforeAll(async () => {
  await walletAt(t, agency, 'live', 50_000);
  desk = await signIn(t, await createStaffMember(t, { roles: ['desk'] }));
});

/** A live transfer `days` ahead with its pickup at `time` (UAE), booked through the partner API. */
async function transfer(days: number, time: string, last: string): Promise<{ id: string; reference: string }> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: agency.keys.live, body: transferQuoteBody(t.clock, days, { pickup_time: time }) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: agency.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: last } } });
  expect(made.status).toBe(201);
  return made.body as { id: string; reference: string };
}

/** A live booking request (a kind with only a day, no pickup time), as a partner's site stores it. */
async function request(days: number, traveller: string): Promise<{ id: string; reference: string }> {
  const serviceDate = dayAfter(days);
  const partition = Partition.forDesk(t.sections, t.db, t.clock, agency.accountId, 'setup', 'live');
  const booking = await createBooking(partition, {
    kind: 'referral',
    status: 'confirmed',
    quoteId: null,
    serviceDate,
    amountDueFils: 0,
    travellerName: traveller,
    agencyReference: null,
    body: (id, createdAt) => ({ object: 'referral', id, offer: { id: 'off_desert', name: 'Desert safari' }, service_date: serviceDate, adults: 2, children: 0, price_fils: 0, contact: { name: traveller, email: 'guest@example.com', phone: null }, note: null, source: { type: 'site', id: 'sit_1' }, created_at: createdAt }),
    description: `Desert safari for ${traveller}`,
  });
  return { id: booking.id, reference: booking.reference };
}

/** The partner asks for a new pickup and the trade desk accepts it. */
async function repickup(bookingId: string, change: { pickup_time?: string; pickup_date?: string }): Promise<void> {
  const asked = await call(t.app, 'POST', `${V1}/transport/bookings/${bookingId}/amendments`, { token: agency.keys.live, body: change });
  expect(asked.status).toBe(201);
  const task = (await t.db('desk_queue').where({ subject_type: 'request', subject_id: asked.body.id }).first('id')) as { id: number | string };
  await admin('desk', 'answer', '--task', String(task.id), '--accept', '--note', 'New pickup agreed.');
}

/** Every booking the desk's list gives, `limit` a page, following each page's cursor. */
async function listed(limit: number): Promise<string[]> {
  const references: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const res = await opsCall(t, 'GET', `/api/ops/v1/bookings?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { session: desk });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    references.push(...res.body.data.map((row: { reference: string }) => row.reference));
    cursor = res.body.next_cursor;
    if (cursor === null) return references;
  }
  throw new Error('the list did not end');
}

/** What `starts_at` should hold for a stored row: its outline's start as a UTC instant. */
const expectedStart = (row: StoredBookingRow): string | null => {
  const startsAt = outlineOf(t.sections, fromRow(row)).startsAt;
  return startsAt === null ? null : new Date(startsAt).toISOString();
};

describe('the desk’s list of bookings', () => {
  it('runs by day of service, then pickup time (a booking with only a day first in its day), then id, across pages', async () => {
    // Booked in an order unlike their pickups, so that the order of booking cannot pass for it.
    const lateOnDay3 = await transfer(3, '18:00', 'Late');
    const day4 = await transfer(4, '09:00', 'Next');
    const early1 = await transfer(3, '07:15', 'EarlyOne');
    const day2 = await transfer(2, '22:00', 'Night');
    const early2 = await transfer(3, '07:15', 'EarlyTwo');
    const dayOnly = await request(3, 'Day Only');
    const [firstEarly, secondEarly] = [early1, early2].sort((a, b) => (a.id < b.id ? -1 : 1)) as [typeof early1, typeof early2];
    const expected = [day2, dayOnly, firstEarly, secondEarly, lateOnDay3, day4].map((booking) => booking.reference);

    const whole = await opsCall(t, 'GET', '/api/ops/v1/bookings', { session: desk });
    expect(whole.body.data.map((row: { reference: string }) => row.reference)).toEqual(expected);
    expect(whole.body.data.map((row: { starts_at: string | null }) => row.starts_at)).toEqual([
      `${dayAfter(2)}T22:00:00+04:00`,
      null,
      `${dayAfter(3)}T07:15:00+04:00`,
      `${dayAfter(3)}T07:15:00+04:00`,
      `${dayAfter(3)}T18:00:00+04:00`,
      `${dayAfter(4)}T09:00:00+04:00`,
    ]);
    // Every page size puts a boundary somewhere else: between days, inside one, between two equal pickups.
    for (const limit of [1, 2, 3, 4, 5]) expect([limit, await listed(limit)]).toEqual([limit, expected]);
    // Filters keep the order.
    const day3 = await opsCall(t, 'GET', `/api/ops/v1/bookings?service_from=${dayAfter(3)}&service_to=${dayAfter(3)}&limit=2`, { session: desk });
    expect(day3.body.data.map((row: { reference: string }) => row.reference)).toEqual([dayOnly.reference, firstEarly.reference]);
    const rest = await opsCall(t, 'GET', `/api/ops/v1/bookings?service_from=${dayAfter(3)}&service_to=${dayAfter(3)}&limit=2&cursor=${day3.body.next_cursor}`, { session: desk });
    expect(rest.body.data.map((row: { reference: string }) => row.reference)).toEqual([secondEarly.reference, lateOnDay3.reference]);

    // An accepted change of pickup re-sorts the booking: earlier in its day, then to another day.
    await repickup(lateOnDay3.id, { pickup_time: '06:00' });
    expect(await t.db('bookings').where({ id: lateOnDay3.id }).first('starts_at', 'service_date')).toEqual({ starts_at: `${dayAfter(3)}T02:00:00.000Z`, service_date: dayAfter(3) });
    expect(await listed(2)).toEqual([day2, dayOnly, lateOnDay3, firstEarly, secondEarly, day4].map((booking) => booking.reference));
    await repickup(day2.id, { pickup_date: dayAfter(5) });
    expect(await listed(4)).toEqual([dayOnly, lateOnDay3, firstEarly, secondEarly, day4, day2].map((booking) => booking.reference));

    const forged = await opsCall(t, 'GET', `/api/ops/v1/bookings?cursor=${Buffer.from(JSON.stringify({ c: '2026-11-24', i: 'bkg_1' })).toString('base64url')}`, { session: desk });
    expect([forged.status, forged.body.error.code, forged.body.error.fields]).toEqual([422, 'validation_failed', ['cursor']]);
  });
});

describe('starts_at', () => {
  it('is written with every booking as its outline reads it, and the migration gives stored bookings the same', async () => {
    // Opening the test partition seeds it with bookings of every kind the sections make.
    expect((await call(t.app, 'GET', `${V1}/bookings`, { token: agency.keys.test })).status).toBe(200);
    const stored = async () => (await t.db('bookings').orderBy('id')) as Array<StoredBookingRow & { starts_at: string | null }>;
    const before = await stored();
    expect(new Set(before.map((row) => row.kind))).toEqual(new Set(['transport', 'activity', 'client', 'desk_sale', 'referral', 'dmc', 'corporate']));
    expect(before.filter((row) => row.starts_at !== null).length).toBeGreaterThan(before.length / 2);
    const mismatches = (rows: Array<StoredBookingRow & { starts_at: string | null }>) => rows.filter((row) => row.starts_at !== expectedStart(row)).map((row) => [row.kind, row.id, row.starts_at, expectedStart(row)]);
    expect(mismatches(before)).toEqual([]);

    await down(t.db);
    expect(Object.keys(await t.db('bookings').first())).not.toContain('starts_at');
    await up(t.db);
    const after = await stored();
    expect(mismatches(after)).toEqual([]);
    expect(after.map((row) => row.starts_at)).toEqual(before.map((row) => row.starts_at));
  });
});
