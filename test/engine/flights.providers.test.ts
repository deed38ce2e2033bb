/**
 * The flight status providers: FlightAware AeroAPI's push alerts and AeroDataBox's web-hook
 * notifications, recorded as the providers document them (test/fixtures/flights/), read into
 * snapshots; the subscription calls each adapter makes (through an injected fetch: nothing here
 * reaches the internet); the background job that subscribes to live flights and ends the
 * subscriptions; and the hook the provider pushes to, which refuses a push without the shared
 * secret (401) or with a body that is not the provider's (400), applies a good one, and changes
 * nothing when the same push comes again, even twice at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { useV1Suite, type V1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { walletAt, type Mode } from '../helpers/partitions';
import type { TestClock } from '../helpers/testApp';
import { createLogger } from '../../src/platform/logger';
import { aeroapiProvider, aeroapiSnapshot, AEROAPI_BASE_URL } from '../../src/engine/flights/aeroapi';
import { aerodataboxProvider, readAerodataboxNotification, AERODATABOX_BASE_URL } from '../../src/engine/flights/aerodatabox';
import { ProviderRefused, ProviderUnreachable, type Fetch, type FlightStatusProvider } from '../../src/engine/flights/provider';
import { UnreadablePush } from '../../src/engine/flights/snapshot';
import { FlightJob } from '../../src/engine/flights/job';

const V1 = '/api/b2b/v1';
const SECRET = 'test-flight-webhook-secret-0123456789abcdef';
const BASE = 'https://trade.test';
const RECEIVED = new Date('2026-11-27T16:35:12.000Z');
const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'flights', name), 'utf8')) as Record<string, unknown>;
const SUBSCRIPTION_ID = '5d2b7a1e-8c4f-4c1e-9a77-3f0c2e6b9d41';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each call and answers with `answer`'s Response (or throws it). */
function recordingFetch(answer: (sent: Sent) => Response | Error): { fetch: Fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: Fetch = async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const call: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    sent.push(call);
    const answered = answer(call);
    if (answered instanceof Error) throw answered;
    return answered;
  };
  return { fetch, sent };
}

const options = (fetch: Fetch) => ({ key: 'test-provider-key', webhookSecret: SECRET, publicBaseUrl: BASE, fetch });

describe('AeroAPI push alerts', () => {
  it('reads each recorded alert into one snapshot, observed when received', () => {
    expect(aeroapiSnapshot(fixture('aeroapi/ba107-departure.json'), RECEIVED)).toEqual({
      reference: '68914327',
      snapshot: { flight_number: 'BA107', status: 'delayed', scheduled_arrival: '2026-11-27T15:40:00.000Z', estimated_arrival: '2026-11-27T16:31:00.000Z', actual_arrival: null, terminal: 'T1', diverted_to: null, observed_at: RECEIVED.toISOString(), source: 'aeroapi' },
    });
    expect(aeroapiSnapshot(fixture('aeroapi/ba107-arrival.json'), RECEIVED).snapshot).toMatchObject({ status: 'landed', estimated_arrival: null, actual_arrival: '2026-11-27T16:29:00.000Z', terminal: 'T1' });
    expect(aeroapiSnapshot(fixture('aeroapi/ba107-cancelled.json'), RECEIVED).snapshot).toMatchObject({ status: 'cancelled', scheduled_arrival: '2026-11-27T15:40:00.000Z', estimated_arrival: null, actual_arrival: null });
    expect(aeroapiSnapshot(fixture('aeroapi/ba107-diverted.json'), RECEIVED).snapshot).toMatchObject({ status: 'diverted', diverted_to: 'DWC', estimated_arrival: null, actual_arrival: '2026-11-27T16:44:00.000Z', terminal: null });
  });

  it('refuses a body that is not an alert', () => {
    for (const body of [{}, [], 'arrival', null, { event_code: 'arrival' }, { event_code: 'arrival', flight: {} }, { flight: { ident: 'BAW107' } }]) {
      expect(() => aeroapiSnapshot(body, RECEIVED)).toThrow(UnreadablePush);
    }
  });

  it('subscribes with POST /alerts to our hook with its secret, and ends the alert with DELETE', async () => {
    const { fetch, sent } = recordingFetch((call) => (call.method === 'POST' ? new Response(null, { status: 201, headers: { Location: '/alerts/68914327' } }) : new Response(null, { status: 204 })));
    const provider = aeroapiProvider(options(fetch));
    expect(await provider.subscribe({ flightNumber: 'BA107', bookedPickupAt: new Date('2026-11-27T15:40:00.000Z'), airport: 'DXB' })).toBe('68914327');
    await provider.unsubscribe('68914327');
    expect(sent).toEqual([
      {
        url: `${AEROAPI_BASE_URL}/alerts`,
        method: 'POST',
        headers: { 'x-apikey': 'test-provider-key', accept: 'application/json; charset=UTF-8', 'content-type': 'application/json; charset=UTF-8' },
        body: {
          ident: 'BA107',
          destination: 'DXB',
          start: '2026-11-26',
          end: '2026-11-27',
          eta: 60,
          events: { arrival: true, cancelled: true, departure: true, diverted: true, filed: true, out: false, off: false, on: true, in: true },
          target_url: `${BASE}/api/hooks/flights/aeroapi?token=${SECRET}`,
        },
      },
      { url: `${AEROAPI_BASE_URL}/alerts/68914327`, method: 'DELETE', headers: { 'x-apikey': 'test-provider-key', accept: 'application/json; charset=UTF-8' }, body: null },
    ]);
  });

  it('says when AeroAPI cannot be reached, and when it refuses', async () => {
    const flight = { flightNumber: 'BA107', bookedPickupAt: new Date('2026-11-27T15:40:00.000Z'), airport: 'DXB' };
    for (const answer of [new TypeError('fetch failed'), new Response('{}', { status: 503 }), new Response('{}', { status: 429 }), new Response(null, { status: 201 })]) {
      await expect(aeroapiProvider(options(recordingFetch(() => answer).fetch)).subscribe(flight)).rejects.toBeInstanceOf(ProviderUnreachable);
    }
    const refused = aeroapiProvider(options(recordingFetch(() => new Response('{"title":"Invalid argument","status":400}', { status: 400 })).fetch)).subscribe(flight);
    await expect(refused).rejects.toBeInstanceOf(ProviderRefused);
    await expect(refused).rejects.toMatchObject({ status: 400, message: 'AeroAPI POST /alerts: HTTP 400' });
  });
});

describe('AeroDataBox web-hook notifications', () => {
  it('reads each recorded notification into its snapshots, observed when AeroDataBox last updated the flight', () => {
    expect(readAerodataboxNotification(fixture('aerodatabox/ek2-delayed.json'), RECEIVED)).toEqual({
      references: [SUBSCRIPTION_ID],
      snapshots: [{ flight_number: 'EK2', status: 'delayed', scheduled_arrival: '2026-11-27T19:45:00.000Z', estimated_arrival: '2026-11-27T20:20:00.000Z', actual_arrival: null, terminal: 'T3', diverted_to: null, observed_at: '2026-11-27T13:32:00.000Z', source: 'aerodatabox' }],
    });
    expect(readAerodataboxNotification(fixture('aerodatabox/ek2-arrived.json'), RECEIVED).snapshots).toEqual([
      { flight_number: 'EK2', status: 'landed', scheduled_arrival: '2026-11-27T19:45:00.000Z', estimated_arrival: null, actual_arrival: '2026-11-27T20:12:00.000Z', terminal: 'T3', diverted_to: null, observed_at: '2026-11-27T20:13:00.000Z', source: 'aerodatabox' },
    ]);
    expect(readAerodataboxNotification(fixture('aerodatabox/ek2-canceled.json'), RECEIVED).snapshots).toMatchObject([{ status: 'cancelled', estimated_arrival: null, observed_at: '2026-11-27T09:02:00.000Z' }]);
  });

  it('refuses a body that is not a notification', () => {
    const notification = fixture('aerodatabox/ek2-delayed.json');
    for (const body of [{}, [], { flights: [] }, { subscription: notification.subscription }, { flights: [{ number: 'EK 2' }], subscription: notification.subscription }, { flights: {}, subscription: notification.subscription }]) {
      expect(() => readAerodataboxNotification(body, RECEIVED)).toThrow(UnreadablePush);
    }
  });

  it('subscribes to the flight number with our hook and its secret, and ends the subscription with DELETE', async () => {
    const { fetch, sent } = recordingFetch((call) => (call.method === 'POST' ? Response.json(fixture('aerodatabox/subscription.json')) : new Response(null, { status: 200 })));
    const provider = aerodataboxProvider(options(fetch));
    expect(await provider.subscribe({ flightNumber: 'EK2', bookedPickupAt: new Date('2026-11-27T19:45:00.000Z'), airport: 'DXB' })).toBe(SUBSCRIPTION_ID);
    await provider.unsubscribe(SUBSCRIPTION_ID);
    expect(sent).toEqual([
      {
        url: `${AERODATABOX_BASE_URL}/subscriptions/webhook/FlightByNumber/EK2`,
        method: 'POST',
        headers: { 'x-api-market-key': 'test-provider-key', accept: 'application/json', 'content-type': 'application/json' },
        body: { url: `${BASE}/api/hooks/flights/aerodatabox?token=${SECRET}`, maxDeliveryRetries: 2 },
      },
      { url: `${AERODATABOX_BASE_URL}/subscriptions/webhook/${SUBSCRIPTION_ID}`, method: 'DELETE', headers: { 'x-api-market-key': 'test-provider-key', accept: 'application/json' }, body: null },
    ]);
    const unreadable = aerodataboxProvider(options(recordingFetch(() => new Response('<html>', { status: 200 })).fetch));
    await expect(unreadable.subscribe({ flightNumber: 'EK2', bookedPickupAt: new Date('2026-11-27T19:45:00.000Z'), airport: 'DXB' })).rejects.toBeInstanceOf(ProviderUnreachable);
  });
});

/** A live transfer on `flight` landing on 27 November at `time` (UAE), booked with the partner's live key (or test key). */
async function book(t: V1Suite<'agency', never, TestClock>, flight: string, time: string, mode: Mode = 'live'): Promise<{ id: string; free_until: string | null }> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, {
    token: t.partners.agency.keys[mode],
    body: { airport: 'DXB', terminal: flight.startsWith('BA') ? 'T1' : 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-11-27', pickup_time: time, passengers: 1, bags: 1 },
  });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: t.partners.agency.keys[mode], body: { quote_id: quote.body.id, flight_number: flight, traveller: { first_name: 'Aisha', last_name: 'Rahman' } } });
  expect(made.status).toBe(201);
  return { id: made.body.id as string, free_until: (made.body.cancellation as { free_until: string | null }).free_until };
}

const push = (t: V1Suite<'agency', never, TestClock>, provider: string, body: unknown, token: string | null = SECRET) =>
  request(t.app)
    .post(`/api/hooks/flights/${provider}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`)
    .set('Content-Type', 'application/json')
    .send(body as object);

const typesOf = async (t: V1Suite<'agency', never, TestClock>, id: string): Promise<string[]> => ((await t.db('events').where({ subject_type: 'booking', subject_id: id }).orderBy('seq').select('type')) as Array<{ type: string }>).map((row) => row.type);
const flightOf = async (t: V1Suite<'agency', never, TestClock>, id: string): Promise<Record<string, unknown>> => (await t.db('booking_flights').where({ booking_id: id }).first()) as Record<string, unknown>;
const readBooking = async (t: V1Suite<'agency', never, TestClock>, id: string, mode: Mode = 'live') => (await call(t.app, 'GET', `${V1}/transport/bookings/${id}`, { token: t.partners.agency.keys[mode] })).body as { pickup: { at: string }; cancellation: { free_until: string | null } };

/** The job with `provider` (its fetch recording), as the service runs it. */
const jobWith = (t: V1Suite<'agency', never, TestClock>, provider: FlightStatusProvider): FlightJob => new FlightJob(t.sections, t.db, t.clock, createLogger('silent'), provider);

describe('with AeroAPI', () => {
  const t = useV1Suite({ partners: ['agency'], env: { FLIGHT_PROVIDER: 'aeroapi', FLIGHT_PROVIDER_KEY: 'test-provider-key', FLIGHT_WEBHOOK_SECRET: SECRET } });
  beforeAll(() => walletAt(t, t.partners.agency, 'live', 5_000));

  it('subscribes to a live flight, applies its pushes once each, and ends the alert after the flight', async () => {
    const booking = await book(t, 'BA107', '19:40');
    const sandbox = await book(t, 'BA107', '19:40', 'test');
    expect(await flightOf(t, booking.id)).toMatchObject({ flight_number: 'BA107', status: 'unknown', source: 'aeroapi', subscription: 'pending', airport: 'DXB', terminal: 'T1', booked_pickup_at: '2026-11-27T15:40:00.000Z' });
    expect(await flightOf(t, sandbox.id)).toMatchObject({ source: 'simulator', status: 'scheduled' });

    // A provider that cannot be reached is tried again a minute later.
    const down = recordingFetch(() => new TypeError('fetch failed'));
    await jobWith(t, aeroapiProvider(options(down.fetch))).run();
    expect(down.sent).toHaveLength(1);
    expect(await flightOf(t, booking.id)).toMatchObject({ subscription: 'pending', attempts: 1, next_due_at: '2026-11-22T10:01:00.000Z' });
    const up = recordingFetch((sent) => (sent.method === 'POST' ? new Response(null, { status: 201, headers: { Location: '/alerts/68914327' } }) : new Response(null, { status: 204 })));
    await jobWith(t, aeroapiProvider(options(up.fetch))).run();
    expect(up.sent).toEqual([]);
    t.clock.advance(60);
    await jobWith(t, aeroapiProvider(options(up.fetch))).run();
    expect(up.sent.map((sent) => [sent.method, sent.url])).toEqual([['POST', `${AEROAPI_BASE_URL}/alerts`]]);
    expect(await flightOf(t, booking.id)).toMatchObject({ subscription: 'active', provider_ref: '68914327', attempts: 0, next_due_at: '2026-11-28T03:40:00.000Z' });

    // Refused before anything is read: no secret, a wrong one, another provider's hook.
    for (const [token, provider] of [[null, 'aeroapi'], ['not-the-secret', 'aeroapi'], [`${SECRET}x`, 'aeroapi']] as const) {
      const refused = await push(t, provider, fixture('aeroapi/ba107-departure.json'), token);
      expect([refused.status, refused.body.error.code]).toEqual([401, 'unauthenticated']);
      expect(JSON.stringify(refused.body)).not.toContain('BA107');
    }
    const other = await push(t, 'aerodatabox', fixture('aerodatabox/ek2-delayed.json'));
    expect([other.status, other.body.error.code]).toEqual([404, 'not_found']);
    const unreadable = await push(t, 'aeroapi', { event_code: 'arrival' });
    expect([unreadable.status, unreadable.body.error]).toEqual([400, { code: 'bad_request', message: 'The request was refused because its body is not an AeroAPI alert. Nothing was read or changed.', retryable: false }]);
    const notJson = await request(t.app).post(`/api/hooks/flights/aeroapi?token=${SECRET}`).set('Content-Type', 'application/json').send('{"event_code":');
    expect(notJson.status).toBe(400);
    expect(await typesOf(t, booking.id)).toEqual(['booking.created']);

    const departed = await push(t, 'aeroapi', fixture('aeroapi/ba107-departure.json'));
    expect([departed.status, departed.body]).toEqual([200, { received: true }]);
    expect(await flightOf(t, booking.id)).toMatchObject({ status: 'delayed', estimated_arrival: '2026-11-27T16:31:00.000Z', terminal: 'T1' });
    expect((await readBooking(t, booking.id)).pickup.at).toBe('2026-11-27T20:31:00+04:00');
    expect(await typesOf(t, booking.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.pickup_rescheduled']);
    // The same alert again: answered the same, nothing changes.
    expect((await push(t, 'aeroapi', fixture('aeroapi/ba107-departure.json'))).status).toBe(200);
    expect(await typesOf(t, booking.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.pickup_rescheduled']);

    t.clock.set('2026-11-27T16:35:00.000Z');
    expect((await push(t, 'aeroapi', fixture('aeroapi/ba107-arrival.json'))).status).toBe(200);
    expect(await flightOf(t, booking.id)).toMatchObject({ status: 'landed', actual_arrival: '2026-11-27T16:29:00.000Z', estimated_arrival: null });
    expect((await readBooking(t, booking.id)).pickup.at).toBe('2026-11-27T20:29:00+04:00');
    expect(await t.db('booking_trips').where({ booking_id: booking.id }).first('pickup_at', 'waiting_from')).toEqual({ pickup_at: '2026-11-27T16:29:00.000Z', waiting_from: '2026-11-27T16:29:00.000Z' });
    expect(await typesOf(t, booking.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.pickup_rescheduled', 'booking.flight_updated', 'booking.pickup_rescheduled']);
    // The test partition's booking of the same flight hears only its simulator.
    expect(await typesOf(t, sandbox.id)).toEqual(['booking.created']);

    t.clock.set('2026-11-28T03:40:00.000Z');
    await jobWith(t, aeroapiProvider(options(up.fetch))).run();
    expect(up.sent.map((sent) => [sent.method, sent.url])).toEqual([
      ['POST', `${AEROAPI_BASE_URL}/alerts`],
      ['DELETE', `${AEROAPI_BASE_URL}/alerts/68914327`],
    ]);
    expect(await flightOf(t, booking.id)).toMatchObject({ subscription: 'ended', next_due_at: null });
  });

  it('leaves the pickup of a cancelled or diverted flight alone, and tells the desk', async () => {
    const cancelled = await book(t, 'BA107', '19:40');
    await t.db('booking_flights').where({ booking_id: cancelled.id }).update({ subscription: 'active', provider_ref: '68914327' });
    expect((await push(t, 'aeroapi', fixture('aeroapi/ba107-cancelled.json'))).status).toBe(200);
    expect(await flightOf(t, cancelled.id)).toMatchObject({ status: 'cancelled' });
    expect((await readBooking(t, cancelled.id)).pickup.at).toBe('2026-11-27T19:40:00+04:00');
    expect(await t.db('desk_queue').where({ subject_id: cancelled.id }).select('kind', 'status')).toEqual([{ kind: 'flight_disruption', status: 'open' }]);
    // AeroAPI's alerts carry no time of their own: a later one is one received later.
    t.clock.advance(60);
    expect((await push(t, 'aeroapi', fixture('aeroapi/ba107-diverted.json'))).status).toBe(200);
    expect(await flightOf(t, cancelled.id)).toMatchObject({ status: 'diverted', diverted_to: 'DWC' });
    expect(await typesOf(t, cancelled.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.flight_updated']);
    expect(await t.db('desk_queue').where({ subject_id: cancelled.id }).select('kind', 'status')).toEqual([{ kind: 'flight_disruption', status: 'open' }]);
  });
});

describe('with AeroDataBox', () => {
  const t = useV1Suite({ partners: ['agency'], env: { FLIGHT_PROVIDER: 'aerodatabox', FLIGHT_PROVIDER_KEY: 'test-provider-key', FLIGHT_WEBHOOK_SECRET: SECRET } });
  beforeAll(() => walletAt(t, t.partners.agency, 'live', 5_000));
  const subscribed = recordingFetch(() => Response.json(fixture('aerodatabox/subscription.json')));

  it('moves the pickup past midnight with the flight, keeps the free-cancellation deadline as booked, and ignores older news', async () => {
    const booking = await book(t, 'EK2', '23:45');
    expect(booking.free_until).toBe('2026-11-26T23:45:00+04:00');
    await jobWith(t, aerodataboxProvider(options(subscribed.fetch))).run();
    expect(await flightOf(t, booking.id)).toMatchObject({ subscription: 'active', provider_ref: SUBSCRIPTION_ID });

    expect((await push(t, 'aerodatabox', fixture('aerodatabox/ek2-delayed.json'))).status).toBe(200);
    const moved = await readBooking(t, booking.id);
    expect(moved.pickup.at).toBe('2026-11-28T00:20:00+04:00');
    expect(moved.cancellation.free_until).toBe('2026-11-26T23:45:00+04:00');
    expect(await t.db('bookings').where({ id: booking.id }).first('service_date', 'starts_at')).toEqual({ service_date: '2026-11-28', starts_at: '2026-11-27T20:20:00.000Z' });
    expect(await flightOf(t, booking.id)).toMatchObject({ status: 'delayed', observed_at: '2026-11-27T13:32:00.000Z' });

    // The same notification again, then one AeroDataBox made earlier (the cancellation it later withdrew): both ignored.
    for (const name of ['aerodatabox/ek2-delayed.json', 'aerodatabox/ek2-canceled.json']) expect((await push(t, 'aerodatabox', fixture(name))).status).toBe(200);
    expect(await flightOf(t, booking.id)).toMatchObject({ status: 'delayed', estimated_arrival: '2026-11-27T20:20:00.000Z', observed_at: '2026-11-27T13:32:00.000Z' });
    expect(await typesOf(t, booking.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.pickup_rescheduled']);
    expect(await t.db('desk_queue').where({ subject_id: booking.id })).toEqual([]);

    expect((await push(t, 'aerodatabox', fixture('aerodatabox/ek2-arrived.json'))).status).toBe(200);
    expect(await flightOf(t, booking.id)).toMatchObject({ status: 'landed', actual_arrival: '2026-11-27T20:12:00.000Z' });
    expect((await readBooking(t, booking.id)).pickup.at).toBe('2026-11-28T00:12:00+04:00');
    expect(await typesOf(t, booking.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.pickup_rescheduled', 'booking.flight_updated', 'booking.pickup_rescheduled']);
  });

  it('writes one event when the same notification arrives several times at once', async () => {
    // Another day's flight of the same number is not this booking's: its notification leaves it alone.
    const booking = await book(t, 'EK2', '23:45');
    await t.db('booking_flights').where({ booking_id: booking.id }).update({ subscription: 'active', provider_ref: SUBSCRIPTION_ID, booked_pickup_at: '2026-11-26T19:45:00.000Z' });
    expect((await push(t, 'aerodatabox', fixture('aerodatabox/ek2-delayed.json'))).status).toBe(200);
    expect(await typesOf(t, booking.id)).toEqual(['booking.created']);
    await t.db('booking_flights').where({ booking_id: booking.id }).update({ booked_pickup_at: '2026-11-27T19:45:00.000Z' });

    const answers = await Promise.all(Array.from({ length: 4 }, () => push(t, 'aerodatabox', fixture('aerodatabox/ek2-delayed.json'))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await typesOf(t, booking.id)).toEqual(['booking.created', 'booking.flight_updated', 'booking.pickup_rescheduled']);
    expect((await readBooking(t, booking.id)).pickup.at).toBe('2026-11-28T00:20:00+04:00');
  });
});
