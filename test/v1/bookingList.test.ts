/**
 * One booking list and one name board for every section: a transfer and a tour booked through
 * their own sections appear in GET /bookings with their kind, by every filter, once across pages;
 * a transfer's name board answers at its own path and at /bookings/{ref}, the same page and the
 * same PDF; a booking without a pickup has none.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';
import { MODES, partner, walletAt, type Mode } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import type { components } from '../../src/generated/openapi-types';

type Summary = components['schemas']['BookingSummary'];

const V1 = '/api/b2b/v1';
const NOW = '2026-11-22T10:00:00.000Z';
const SAFARI = 'act_IZHVIIA1lFTXjHowe8Y7'; // hotel pickup, instant, 15:00 daily
const DHOW = 'act_C3FzsEK5QuhsIqbaahXO'; // meeting point, instant, 20:00 daily
const lead = { first_name: 'Fatima', last_name: 'Al Hashimi', phone: '+971501234567' };

// The cases set the clock where they need it, and a later case reads what an earlier one booked.
const t = useV1Suite({ partners: ['who'], now: NOW, resetClock: false });
const { clock } = t;
const { who } = t.partners;

const walk = (path: string, token: string, limit = 4): Promise<Summary[]> => t.walk<Summary>(token, path, { limit });

async function transfer(mode: Mode, days: number): Promise<Record<string, unknown> & { id: string }> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: who.keys[mode], body: transferQuoteBody(clock, days) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, {
    token: who.keys[mode],
    body: { quote_id: quote.body.id, traveller: { first_name: 'Layla', last_name: 'Haddad' }, flight_number: 'EK202', agency_reference: 'GH-77' },
  });
  expect(made.status).toBe(201);
  return made.body as Record<string, unknown> & { id: string };
}

async function tour(mode: Mode, body: Record<string, unknown>): Promise<Record<string, unknown> & { id: string }> {
  const quote = await call(t.app, 'POST', `${V1}/activities/quote`, { token: who.keys[mode], body });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/activities/bookings`, { token: who.keys[mode], body: { quote_id: quote.body.id, lead_traveller: lead } });
  expect(made.status).toBe(201);
  return made.body as Record<string, unknown> & { id: string };
}

const safari = { product_id: SAFARI, date: '2026-12-05', start_time: '15:00', guests: { adults: 2, children: 1 }, pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina' } };
const dhow = { product_id: DHOW, date: '2026-12-06', start_time: '20:00', guests: { adults: 1 } };

describe.each(MODES)('the booking list and name boards with a %s key', (mode) => {
  const sandbox = mode === 'test';

  beforeEach(async () => {
    clock.set(NOW);
    await walletAt(t, who, mode, 20_000);
  });

  it('lists a transfer and a tour with their kind, by kind, status and dates, every booking once across pages', async () => {
    clock.set('2026-11-22T11:00:00.000Z');
    const made = await transfer(mode, 9);
    clock.advance(60);
    const safariBooking = await tour(mode, safari);
    const pickupDay = (made.pickup as { at: string }).at.slice(0, 10);

    const all = await walk(`${V1}/bookings`, who.keys[mode]);
    expect(new Set(all.map((b) => b.id)).size).toBe(all.length);
    const created = all.map((b) => `${b.created_at} ${b.id}`);
    expect([...created].sort().reverse()).toEqual(created);
    // The stored bookings of the partition, each once, as the list pages through them; a booking a
    // traveller made through a channel is a credit, not the account's own.
    const stored = (await t.db('bookings').where({ account_id: who.accountId, mode }).where((q) => void q.whereNot({ kind: 'client' }).orWhereNull('product_id')).select('id')) as Array<{ id: string }>;
    expect(all.map((b) => b.id).sort()).toEqual(stored.map((row) => row.id).sort());
    if (sandbox) expect(new Set(all.map((b) => b.kind))).toEqual(new Set(['transport', 'activity', 'client', 'desk_sale', 'referral', 'dmc', 'corporate']));

    // The newest first: the tour, then the transfer.
    expect(all[0]).toEqual({
      object: 'booking_summary', sandbox, id: safariBooking.id, reference: safariBooking.reference, kind: 'activity', status: 'confirmed', service_date: '2026-12-05', starts_at: '2026-12-05T15:00:00+04:00',
      traveller_name: 'Fatima Al Hashimi', party_size: 3, amount_due_aed: (safariBooking.price as { amount_due_aed: number }).amount_due_aed, agency_reference: null,
      has_pickup: true, href: `${V1}/activities/bookings/${safariBooking.id}`, created_at: '2026-11-22T11:01:00.000Z',
    });
    expect(all[1]).toEqual({
      object: 'booking_summary', sandbox, id: made.id, reference: made.reference, kind: 'transport', status: 'confirmed', service_date: pickupDay, starts_at: (made.pickup as { at: string }).at,
      traveller_name: 'Layla Haddad', party_size: 2, amount_due_aed: (made.price as { amount_due_aed: number }).amount_due_aed, agency_reference: 'GH-77',
      has_pickup: true, href: `${V1}/transport/bookings/${made.id}`, created_at: '2026-11-22T11:00:00.000Z',
    });
    // Its href reads it in full through its section.
    expect((await call(t.app, 'GET', all[1]?.href as string, { token: who.keys[mode] })).body).toMatchObject({ id: made.id, object: 'transport_booking' });

    const transfers = await walk(`${V1}/bookings?kind=transport`, who.keys[mode], 2);
    expect(transfers.map((b) => b.id)).toEqual(all.filter((b) => b.kind === 'transport').map((b) => b.id));
    expect(transfers.map((b) => b.id)).toContain(made.id);
    const tours = await walk(`${V1}/bookings?kind=activity`, who.keys[mode], 2);
    expect(tours.map((b) => b.id)).toEqual(all.filter((b) => b.kind === 'activity').map((b) => b.id));
    const onDay = await walk(`${V1}/bookings?pickup_from=2026-12-05&pickup_to=2026-12-05`, who.keys[mode]);
    expect(onDay.map((b) => b.id)).toEqual(all.filter((b) => b.service_date === '2026-12-05').map((b) => b.id));
    expect(onDay.map((b) => b.id)).toContain(safariBooking.id);

    await call(t.app, 'POST', `${V1}/transport/bookings/${made.id}/cancel`, { token: who.keys[mode] });
    const cancelled = await walk(`${V1}/bookings?kind=transport&status=cancelled`, who.keys[mode]);
    expect(cancelled.map((b) => b.id)).toContain(made.id);
    for (const b of cancelled) expect(b).toMatchObject({ kind: 'transport', status: 'cancelled' });
    expect((await walk(`${V1}/bookings?status=confirmed`, who.keys[mode])).map((b) => b.id)).not.toContain(made.id);

    const unknown = await call(t.app, 'GET', `${V1}/bookings?kind=cruise`, { token: who.keys[mode] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual(['kind']);
  });

  it("leaves out the kinds whose read scope the key lacks, and refuses asking for one by kind or for its name board", async () => {
    const made = await transfer(mode, 10);
    const narrow = await issueKey(t, { mode, accountId: who.accountId, scopes: ['bookings:view'] });
    const seen = await walk(`${V1}/bookings`, narrow.key, 20);
    expect(seen.some((b) => b.kind === 'transport' || b.kind === 'activity')).toBe(false);
    const refused = await call(t.app, 'GET', `${V1}/bookings?kind=transport`, { token: narrow.key });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_scope' });
    expect(refused.body.error.message).toContain('transport:read');
    const board = await call(t.app, 'GET', `${V1}/bookings/${made.id}/name-board`, { token: narrow.key });
    expect(board.status).toBe(403);
    expect(board.body.error.message).toContain('transport:read');
  });

  it("gives a transfer's name board at its own path and at /bookings/{ref}, the same page and PDF", async () => {
    const made = await transfer(mode, 8);
    const own = await call(t.app, 'GET', `${V1}/transport/bookings/${made.id}/name-board`, { token: who.keys[mode] });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toMatch(/^text\/html/);
    expect(own.text).toContain('LAYLA HADDAD');
    expect(own.text).toContain('EK202');
    expect(own.text).toContain('GH-77');
    expect(own.text.includes('TEST — issued with a test key; not a real booking')).toBe(sandbox);
    const shared = await call(t.app, 'GET', `${V1}/bookings/${made.id}/name-board`, { token: who.keys[mode] });
    expect(shared.status).toBe(200);
    expect(shared.text).toBe(own.text);

    const pdfs = await Promise.all([
      call(t.app, 'GET', `${V1}/transport/bookings/${made.id}/name-board/pdf`, { token: who.keys[mode] }),
      call(t.app, 'GET', `${V1}/transport/bookings/${made.id}/name-board?format=pdf`, { token: who.keys[mode] }),
      call(t.app, 'GET', `${V1}/bookings/${made.id}/name-board/pdf`, { token: who.keys[mode] }),
    ]);
    for (const pdf of pdfs) {
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      expect(Buffer.from(pdf.body as Buffer).equals(Buffer.from(pdfs[0]?.body as Buffer))).toBe(true);
    }

    // A transfer's own path finds only transfers; /bookings/{ref} finds any kind.
    const safariBooking = await tour(mode, safari);
    expect((await call(t.app, 'GET', `${V1}/transport/bookings/${safariBooking.id}/name-board`, { token: who.keys[mode] })).status).toBe(404);
    const tourBoard = await call(t.app, 'GET', `${V1}/activities/bookings/${safariBooking.id}/name-board`, { token: who.keys[mode] });
    expect(tourBoard.status).toBe(200);
    expect(tourBoard.text).toContain('FATIMA AL HASHIMI');
    expect((await call(t.app, 'GET', `${V1}/bookings/${safariBooking.id}/name-board`, { token: who.keys[mode] })).text).toBe(tourBoard.text);

    await call(t.app, 'POST', `${V1}/transport/bookings/${made.id}/cancel`, { token: who.keys[mode] });
    const late = await call(t.app, 'GET', `${V1}/transport/bookings/${made.id}/name-board`, { token: who.keys[mode] });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'invalid_state', message: `The transport booking ${made.id} is cancelled, so it cannot be given a name board.` });
  });

  it('answers 404 saying so for a booking without a pickup, at either path', async () => {
    const dhowBooking = await tour(mode, dhow);
    const summary = (await walk(`${V1}/bookings?kind=activity`, who.keys[mode], 50)).find((b) => b.id === dhowBooking.id);
    expect(summary).toMatchObject({ has_pickup: false });
    for (const path of [`${V1}/bookings/${dhowBooking.id}/name-board`, `${V1}/activities/bookings/${dhowBooking.id}/name-board/pdf`]) {
      const res = await call(t.app, 'GET', path, { token: who.keys[mode] });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect(res.body.error.message).toContain(`${dhowBooking.id} has no pickup, so it has no name board`);
    }
    // Another mode's booking is not found at all.
    const other: Mode = mode === 'test' ? 'live' : 'test';
    const res = await call(t.app, 'GET', `${V1}/bookings/${dhowBooking.id}/name-board`, { token: who.keys[other] });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(`No booking ${dhowBooking.id} in this account.`);
  });
});

describe('the seeded test partition', () => {
  it('has a name board for every listed booking with a pickup that is ahead, whatever its section, and none for the others', async () => {
    const fresh = await partner(t);
    const all = await walk(`${V1}/bookings`, fresh.keys.test, 50);
    const kinds = (pickup: boolean): Set<string> => new Set(all.filter((b) => b.has_pickup === pickup).map((b) => b.kind));
    expect(kinds(true)).toEqual(new Set(['transport', 'client', 'desk_sale', 'corporate', ...(kinds(true).has('activity') ? ['activity'] : [])]));
    for (const kind of ['referral', 'dmc']) expect([kind, kinds(false).has(kind)]).toEqual([kind, true]);
    for (const b of all.filter((one) => one.status === 'confirmed' || one.status === 'driver_assigned')) {
      const board = await call(t.app, 'GET', `${V1}/bookings/${b.id}/name-board`, { token: fresh.keys.test });
      expect([b.kind, b.id, board.status]).toEqual([b.kind, b.id, b.has_pickup ? 200 : 404]);
      // The board names the booking by its reference, and the partner's own beside it.
      if (b.has_pickup) expect(board.text).toContain(b.agency_reference === null ? `Ref ${b.reference}` : `Ref ${b.reference} · Agency ref ${b.agency_reference}`);
    }
  });
});
