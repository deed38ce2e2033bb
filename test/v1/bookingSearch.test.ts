/**
 * Finding one booking and reading its history, as a reservations agent does in the partner
 * portal: `GET /bookings?q=` finds a booking by its reference however it is typed, its id, the
 * partner's own reference or part of the traveller's name, with the other filters; `GET
 * /events?subject=` gives one object's events (a booking's timeline), within what the key may
 * read. Both modes; another account's or mode's bookings are never found.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';
import { MODES, walletAt } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import type { components } from '../../src/generated/openapi-types';

type Summary = components['schemas']['BookingSummary'];
type Event = components['schemas']['Event'];

const V1 = '/api/b2b/v1';
const NOW = '2026-11-22T10:00:00.000Z';

const t = useV1Suite({ partners: ['who', 'other'], now: NOW });
const { who, other } = t.partners;

async function transfer(token: string, traveller: { first_name: string; last_name: string }, agencyReference: string): Promise<{ id: string; reference: string }> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token, body: transferQuoteBody(t.clock, 8) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token, body: { quote_id: quote.body.id, traveller, agency_reference: agencyReference } });
  expect(made.status).toBe(201);
  return made.body as { id: string; reference: string };
}

const found = async (token: string, query: string): Promise<string[]> => (await t.walk<Summary>(token, `${V1}/bookings?${query}`, { limit: 50 })).map((b) => b.id);

// Each partner's test data is seeded once, before the cases, whatever the machine's load.
beforeAll(async () => {
  for (const partner of [who, other]) await walletAt(t, partner, 'test', 20_000);
}, 120_000);

describe.each(MODES)('with a %s key', (mode) => {
  beforeEach(async () => {
    await walletAt(t, who, mode, 20_000);
    await walletAt(t, other, mode, 20_000);
  });

  it('finds a booking by its reference however typed, its id, the agency reference or part of the traveller\'s name, with the other filters', async () => {
    const mine = await transfer(who.keys[mode], { first_name: 'Zainab', last_name: 'Qasimi' }, 'GH-SEARCH-41');
    const theirs = await transfer(other.keys[mode], { first_name: 'Zainab', last_name: 'Qasimi' }, 'GH-SEARCH-41');
    const typed = mine.reference.toLowerCase().replace(/-/g, ' ').replace(/1/g, 'l').replace(/0/g, 'o');
    for (const query of [typed, mine.reference.replace(/-/g, ''), mine.id]) {
      expect([query, await found(who.keys[mode], `q=${encodeURIComponent(query)}`)]).toEqual([query, [mine.id]]);
    }
    expect(await found(who.keys[mode], 'q=search-41')).toEqual([mine.id]);
    expect(await found(who.keys[mode], 'q=qasim')).toEqual([mine.id]);
    expect(await found(who.keys[mode], 'q=ZAINAB%20QASIMI')).toEqual([mine.id]);
    // With the other filters: the status and the kind narrow it further.
    expect(await found(who.keys[mode], 'q=qasimi&kind=transport&status=confirmed')).toEqual([mine.id]);
    expect(await found(who.keys[mode], 'q=qasimi&status=cancelled')).toEqual([]);
    expect(await found(who.keys[mode], 'q=qasimi&kind=activity')).toEqual([]);
    // LIKE's own characters are text, not wildcards.
    expect(await found(who.keys[mode], `q=${encodeURIComponent('%')}a`)).toEqual([]);
    // Another account's booking, by its reference or its traveller, is never found.
    expect(await found(who.keys[mode], `q=${theirs.reference}`)).toEqual([]);
    expect(await found(other.keys[mode], 'q=qasimi')).toEqual([theirs.id]);

    const blank = await call(t.app, 'GET', `${V1}/bookings?q=${encodeURIComponent(' - ')}`, { token: who.keys[mode] });
    expect(blank.status).toBe(422);
    expect(blank.body.error.fields).toEqual(['q']);
  });

  it('gives one booking\'s events, oldest last, as far as the key may read them', async () => {
    const booking = await transfer(who.keys[mode], { first_name: 'Hamad', last_name: 'Al Suwaidi' }, 'GH-TL-1');
    await transfer(who.keys[mode], { first_name: 'Someone', last_name: 'Else' }, 'GH-TL-2');
    t.clock.advance(300);
    expect((await call(t.app, 'POST', `${V1}/transport/bookings/${booking.id}/cancel`, { token: who.keys[mode] })).status).toBe(200);

    const events = await t.walk<Event>(who.keys[mode], `${V1}/events?subject=${booking.id}`, { limit: 1 });
    expect(events.map((event) => event.type)).toEqual(['booking.cancelled', 'booking.created']);
    for (const event of events) expect(event.subject).toEqual({ type: 'booking', id: booking.id });
    expect(await t.walk<Event>(who.keys[mode], `${V1}/events?subject=${booking.id}&type=booking.created`)).toHaveLength(1);
    // Another account's booking, or a key that may not read transfers: nothing.
    expect(await t.walk<Event>(other.keys[mode], `${V1}/events?subject=${booking.id}`)).toEqual([]);
    const narrow = await issueKey(t, { mode, accountId: who.accountId, scopes: ['bookings:view'] });
    expect(await t.walk<Event>(narrow.key, `${V1}/events?subject=${booking.id}`)).toEqual([]);

    const bad = await call(t.app, 'GET', `${V1}/events?subject=${encodeURIComponent('bkg_1; drop')}`, { token: who.keys[mode] });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual(['subject']);
  });
});
