/**
 * A partner's whole integration through the SDK only, against the real service in test mode:
 * a webhook endpoint, a quote, a booking, its voucher, the lists, a cancellation, the errors,
 * and the signed events the receiver gets.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ApiDocument,
  ConflictError,
  NotFoundError,
  TradeApi,
  ValidationError,
  WebhookSignatureError,
  constructEvent,
  verifyWebhookSignature,
  type Result,
} from '../src';
import { startReceiver, startServer, type Delivery, type TestServer } from './helpers/server';

/** A day two weeks ahead, as the API's dates are written (UAE time is close enough for that). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('a booking and webhook flow against the service', () => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let client: TradeApi;
  let secret: string;
  let booking: Result<'createTransportBooking'>;

  before(async () => {
    [server, receiver] = await Promise.all([startServer(), startReceiver()]);
    client = new TradeApi({ apiKey: server.apiKey, baseUrl: server.baseUrl, maxRetries: 2, timeoutMs: 20_000 });
  });

  after(async () => {
    await Promise.all([server?.stop(), receiver?.close()]);
  });

  it('knows its key', async () => {
    const whoami = await client.getWhoAmI();
    assert.equal(whoami.key?.mode, 'test');
    assert.equal(whoami.person, null);
    assert.equal(whoami.sandbox, true);
    assert.equal(whoami.account.name, 'SDK Travel');
  });

  it('registers a webhook endpoint on the partner’s machine', async () => {
    const endpoint = await client.createWebhookEndpoint({ body: { url: receiver.url, enabled_events: ['booking.*'], description: 'SDK test receiver' } });
    assert.equal(endpoint.status, 'enabled');
    assert.match(endpoint.secret ?? '', /^whsec_/);
    secret = endpoint.secret as string;
  });

  it('quotes and books a transfer, a retried POST answering the same booking', async () => {
    const quote = await client.createTransportQuote({
      body: { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', pickup_date: daysAhead(14), pickup_time: '14:30', passengers: 4, bags: 5 },
    });
    assert.match(quote.id, /^tq_/);
    assert.ok(quote.pricing.amount_due_aed > 0);

    const body = { quote_id: quote.id, traveller: { first_name: 'Aisha', last_name: 'Rahman', phone: '+971501234567' }, flight_number: 'EK202', agency_reference: 'SDK-1' };
    const first = await client.requestWithResponse('createTransportBooking', { body });
    assert.equal(first.status, 201);
    assert.match(first.idempotencyKey ?? '', /^[0-9a-f-]{36}$/, 'the SDK gave the POST a key');
    assert.ok(first.requestId);
    booking = first.data;
    assert.match(booking.id, /^bkg_/);
    assert.equal(booking.status, 'confirmed');
    assert.equal(booking.sandbox, true);

    // The same call again with the same key (what the SDK does on a retry): the stored answer, not a second booking.
    const replay = await client.requestWithResponse('createTransportBooking', { body }, { idempotencyKey: first.idempotencyKey as string });
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(replay.data.id, booking.id);
  });

  it('retries a booking whose answer was lost with the same key, and books once', async () => {
    const quote = await client.createTransportQuote({
      body: { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DOWNTOWN_DUBAI', vehicle: 'VIP_V_CLASS', pickup_date: daysAhead(15), pickup_time: '09:00', passengers: 2, bags: 2 },
    });
    // The network fails after the service stored the booking: the first answer never arrives.
    const keys: (string | null)[] = [];
    let lost = 0;
    const lossy: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      if (String(input).endsWith('/transport/bookings')) {
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        if (lost++ === 0) {
          await answer.body?.cancel();
          throw new TypeError('fetch failed: socket hang up');
        }
      }
      return answer;
    };
    const flaky = new TradeApi({ apiKey: server.apiKey, baseUrl: server.baseUrl, fetch: lossy, retryBaseDelayMs: 10 });
    const answer = await flaky.requestWithResponse('createTransportBooking', { body: { quote_id: quote.id, traveller: { first_name: 'Omar', last_name: 'Haddad' }, flight_number: 'EK001' } });
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1], 'the retry carried the first attempt’s key');
    assert.equal(answer.headers.get('idempotent-replayed'), 'true', 'the stored booking, not a second one (the quote is spent)');
    assert.equal(answer.data.status, 'confirmed');
    await client.cancelTransportBooking({ path: { id: answer.data.id } });
  });

  it('reads the booking back and downloads its voucher as a PDF', async () => {
    const read = await client.getTransportBooking({ path: { id: booking.id } });
    assert.equal(read.id, booking.id);
    assert.equal(read.status, 'confirmed');

    const voucher = await client.getTransportVoucher({ path: { id: booking.id }, query: { format: 'pdf' } });
    assert.ok(voucher instanceof ApiDocument);
    assert.equal(voucher.contentType, 'application/pdf');
    assert.equal(Buffer.from(voucher.bytes().subarray(0, 4)).toString('latin1'), '%PDF');
    assert.ok(voucher.size > 1000);

    // The PDF's own operation answers the same bytes, typed as a document whatever the generator.
    const own = await client.getTransportVoucherPdf({ path: { id: booking.id } });
    assert.ok(own instanceof ApiDocument);
    assert.equal(own.contentType, 'application/pdf');
    assert.deepEqual(Buffer.from(own.bytes()), Buffer.from(voucher.bytes()));

    const html = await client.getTransportVoucher({ path: { id: booking.id } });
    assert.equal(html.contentType, 'text/html');
    assert.match(html.text(), /Aisha/);
  });

  it('lists bookings and events page by page with the async iterator', async () => {
    const firstPage = await client.listClientBookings({ query: { limit: 2 } });
    assert.equal(firstPage.data.length, 2);
    assert.ok(firstPage.next_cursor, 'the seeded partition has more than one page');
    const ids: string[] = [];
    for await (const item of client.listClientBookings({ query: { limit: 2 } })) ids.push(item.id);
    assert.ok(ids.length > 2, `${ids.length} bookings`);
    assert.ok(ids.includes(booking.id), 'the transfer booked above is in the one booking list');
    assert.equal(new Set(ids).size, ids.length, 'no booking twice across pages');

    let pages = 0;
    let found = false;
    for await (const page of client.listEvents({ query: { limit: 1, type: 'booking.created' } }).pages()) {
      pages++;
      if (page.data.some((event) => event.subject.id === booking.id)) found = true;
      if (found && pages >= 2) break;
    }
    assert.ok(found, 'the booking’s booking.created event is in the feed');
  });

  it('cancels, and a second cancellation is a typed 409 with its request id', async () => {
    const cancelled = await client.cancelTransportBooking({ path: { id: booking.id } });
    assert.equal(cancelled.status, 'cancelled');
    await assert.rejects(client.cancelTransportBooking({ path: { id: booking.id } }), (err: unknown) => {
      assert.ok(err instanceof ConflictError);
      assert.equal(err.status, 409);
      assert.equal(err.code, 'invalid_state');
      assert.equal(err.retryable, false);
      assert.match(err.requestId ?? '', /\S{8,}/);
      assert.match(err.message, /cancel/);
      return true;
    });
  });

  it('answers typed errors for a missing booking and an invalid quote', async () => {
    await assert.rejects(client.getTransportBooking({ path: { id: 'bkg_00000000000000000000' } }), (err: unknown) => {
      assert.ok(err instanceof NotFoundError);
      assert.equal(err.status, 404);
      assert.equal(err.code, 'not_found');
      assert.ok(err.requestId);
      return true;
    });
    await assert.rejects(
      client.createTransportQuote({
        body: { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', pickup_date: daysAhead(14), pickup_time: '14:30', passengers: 99, bags: 5 },
      }),
      (err: unknown) => {
        assert.ok(err instanceof ValidationError);
        assert.equal(err.code, 'validation_failed');
        assert.ok(err.issues.some((issue) => issue.path === 'passengers'), JSON.stringify(err.issues));
        return true;
      },
    );
  });

  it('receives the booking’s signed events and verifies them with the SDK', async () => {
    const about = (type: string) => (delivery: Delivery): boolean =>
      delivery.headers['trade-event-type'] === type && (JSON.parse(delivery.raw.toString('utf8')) as { subject: { id: string } }).subject.id === booking.id;
    const created = await receiver.waitFor(about('booking.created'));
    const event = constructEvent(created.raw, created.headers['trade-signature'], secret);
    assert.equal(event.type, 'booking.created');
    assert.equal(event.subject.id, booking.id);
    assert.equal(event.id, created.headers['trade-event-id']);
    assert.equal(event.sandbox, true);

    const cancelled = await receiver.waitFor(about('booking.cancelled'));
    assert.ok(verifyWebhookSignature(cancelled.raw, cancelled.headers['trade-signature'], secret) > 0);

    assert.throws(() => constructEvent(created.raw, created.headers['trade-signature'], `${secret}x`), WebhookSignatureError);
    const tampered = Buffer.from(created.raw.toString('utf8').replace('booking.created', 'booking.cancelled'));
    assert.throws(() => verifyWebhookSignature(tampered, created.headers['trade-signature'], secret), WebhookSignatureError);
  });
});
