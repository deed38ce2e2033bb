/**
 * The client against a fake fetch: what it sends, how it retries, how it reads answers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ApiDocument,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  IdempotencyError,
  NotFoundError,
  RateLimitError,
  ServerError,
  TimeoutError,
  TradeApi,
  ValidationError,
  type ClientOptions,
  type RetryInfo,
} from '../src';

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
  at: number;
}

type Reply = Response | Error | ((sent: Sent) => Response | Promise<Response>);

/** A fetch that records each request and answers the next reply in turn (the last one repeats). */
function fakeFetch(replies: Reply[]): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const request: Sent = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
      at: Date.now(),
    };
    sent.push(request);
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error('no reply');
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply(request);
    return reply.clone();
  };
  return { fetch: fetchImpl as typeof fetch, sent };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': `req_${status}`, ...headers } });
}

function failure(status: number, code: string, retryable: boolean, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json(status, { error: { code, message: `${code} happened`, retryable, ...extra } }, headers);
}

function client(fetchImpl: typeof fetch, options: Partial<ClientOptions> = {}): TradeApi {
  return new TradeApi({ apiKey: 'svc_test_key', baseUrl: 'http://api.test/', fetch: fetchImpl, retryBaseDelayMs: 1, retryMaxDelayMs: 5, ...options });
}

const QUOTE_BODY = {
  airport: 'DXB',
  terminal: 'T3',
  direction: 'arrival',
  place: 'DUBAI_MARINA',
  vehicle: 'VIP_V_CLASS',
  pickup_date: '2026-12-05',
  pickup_time: '14:30',
  passengers: 4,
  bags: 5,
} as const;

const BOOKING_BODY = { quote_id: 'tq_8Hq2Lm4Np6Rs8Tv0Wx2Y', traveller: { first_name: 'Aisha', last_name: 'Rahman' }, flight_number: 'EK202' };

describe('requests', () => {
  it('sends the key, JSON and the path, query and body the contract names', async () => {
    const { fetch, sent } = fakeFetch([json(200, { object: 'list', sandbox: true, data: [], next_cursor: null })]);
    await client(fetch).listClientBookings({ query: { limit: 5, status: 'confirmed' } });
    const [request] = sent;
    assert.ok(request);
    assert.equal(request.method, 'GET');
    assert.equal(request.url.pathname, '/api/b2b/v1/bookings');
    assert.equal(request.url.searchParams.get('limit'), '5');
    assert.equal(request.url.searchParams.get('status'), 'confirmed');
    assert.equal(request.headers.get('authorization'), 'Bearer svc_test_key');
    assert.equal(request.headers.get('accept'), 'application/json');
    assert.equal(request.headers.get('idempotency-key'), null, 'a GET carries no Idempotency-Key');
    assert.match(request.headers.get('user-agent') ?? '', /^trade-api-sdk-node\//);
  });

  it('encodes path parameters', async () => {
    const { fetch, sent } = fakeFetch([json(200, {})]);
    await client(fetch).getTransportBooking({ path: { id: 'bkg_a/b?c' } });
    assert.equal(sent[0]?.url.pathname, '/api/b2b/v1/transport/bookings/bkg_a%2Fb%3Fc');
  });

  it('gives every POST a random Idempotency-Key, or the caller’s', async () => {
    const { fetch, sent } = fakeFetch([json(200, { id: 'tq_1' })]);
    const api = client(fetch);
    await api.createTransportQuote({ body: QUOTE_BODY });
    await api.createTransportQuote({ body: QUOTE_BODY });
    await api.createTransportQuote({ body: QUOTE_BODY }, { idempotencyKey: 'order-4411' });
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    assert.match(keys[0] ?? '', /^[0-9a-f-]{36}$/);
    assert.notEqual(keys[0], keys[1]);
    assert.equal(keys[2], 'order-4411');
    assert.equal(sent[0]?.headers.get('content-type'), 'application/json');
    assert.deepEqual(JSON.parse(sent[0]?.body ?? ''), QUOTE_BODY);
  });

  it('sends no Authorization to operations that take none', async () => {
    const { fetch, sent } = fakeFetch([json(200, { status: 'ok' })]);
    await client(fetch).getHealth();
    assert.equal(sent[0]?.headers.get('authorization'), null);
  });
});

describe('retries', () => {
  it('retries a retryable answer with the same Idempotency-Key and answers the success', async () => {
    const { fetch, sent } = fakeFetch([
      failure(503, 'internal', true),
      failure(409, 'idempotency_in_progress', true),
      json(201, { id: 'bkg_1', status: 'confirmed' }),
    ]);
    const retries: RetryInfo[] = [];
    const booking = await client(fetch, { onRetry: (retry) => retries.push(retry) }).createTransportBooking({ body: BOOKING_BODY });
    assert.equal(booking.id, 'bkg_1');
    assert.equal(sent.length, 3);
    const keys = new Set(sent.map((request) => request.headers.get('idempotency-key')));
    assert.equal(keys.size, 1, 'one key for every attempt');
    assert.deepEqual(retries.map((retry) => [retry.attempt, retry.error.status, retry.idempotencyKey]), [
      [1, 503, [...keys][0]],
      [2, 409, [...keys][0]],
    ]);
  });

  it('retries a network error and a timeout', async () => {
    const slow = (): Promise<Response> => new Promise(() => undefined);
    const { fetch, sent } = fakeFetch([
      new TypeError('fetch failed'),
      (request) => {
        void request;
        return slow();
      },
      json(201, { id: 'bkg_2' }),
    ]);
    // The fake never answers the second attempt: only the timeout's abort ends it.
    const abortable: typeof fetch = (input, init) =>
      new Promise((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        fetch(input, init).then(resolve, reject);
      });
    const retries: RetryInfo[] = [];
    const booking = await client(abortable, { timeoutMs: 100, onRetry: (retry) => retries.push(retry) }).createTransportBooking({ body: BOOKING_BODY });
    assert.equal(booking.id, 'bkg_2');
    assert.equal(sent.length, 3);
    assert.ok(retries[0]?.error instanceof ConnectionError);
    assert.ok(retries[1]?.error instanceof TimeoutError);
    assert.equal(new Set(sent.map((request) => request.headers.get('idempotency-key'))).size, 1);
  });

  it('waits what Retry-After asks on a 429', async () => {
    const { fetch, sent } = fakeFetch([failure(429, 'rate_limited', true, { retry_after_seconds: 1 }, { 'retry-after': '1' }), json(200, { id: 'tq_1' })]);
    const retries: RetryInfo[] = [];
    await client(fetch, { onRetry: (retry) => retries.push(retry) }).createTransportQuote({ body: QUOTE_BODY });
    assert.equal(sent.length, 2);
    assert.equal(retries[0]?.delayMs, 1000);
    const waited = (sent[1]?.at ?? 0) - (sent[0]?.at ?? 0);
    assert.ok(waited >= 990, `waited ${waited} ms`);
  });

  it('takes the body’s retry_after_seconds when there is no Retry-After header', async () => {
    const { fetch } = fakeFetch([failure(429, 'rate_limited', true, { retry_after_seconds: 2 }), json(200, {})]);
    const retries: RetryInfo[] = [];
    // A wait longer than the client allows is not waited for.
    await assert.rejects(client(fetch, { maxRetryAfterMs: 1500, onRetry: (retry) => retries.push(retry) }).getWhoAmI(), (err: unknown) => {
      assert.ok(err instanceof RateLimitError);
      assert.equal(err.retryAfterSeconds, 2);
      assert.equal(err.requestId, 'req_429');
      return true;
    });
    assert.equal(retries.length, 0);
  });

  it('does not retry an answer that is not retryable', async () => {
    const { fetch, sent } = fakeFetch([
      failure(422, 'validation_failed', false, { fields: ['passengers'], issues: [{ path: 'passengers', message: 'must be at most 30' }] }),
    ]);
    await assert.rejects(client(fetch).createTransportQuote({ body: { ...QUOTE_BODY, passengers: 40 } }), (err: unknown) => {
      assert.ok(err instanceof ValidationError);
      assert.equal(err.status, 422);
      assert.equal(err.code, 'validation_failed');
      assert.equal(err.retryable, false);
      assert.equal(err.requestId, 'req_422');
      assert.deepEqual(err.issues, [{ path: 'passengers', message: 'must be at most 30' }]);
      assert.deepEqual(err.fields, ['passengers']);
      assert.match(err.idempotencyKey ?? '', /^[0-9a-f-]{36}$/);
      return true;
    });
    assert.equal(sent.length, 1);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    const { fetch, sent } = fakeFetch([failure(503, 'internal', true)]);
    await assert.rejects(client(fetch, { maxRetries: 3 }).getWhoAmI(), (err: unknown) => {
      assert.ok(err instanceof ServerError);
      assert.equal(err.retryable, true);
      return true;
    });
    assert.equal(sent.length, 4, 'the first attempt and three retries');
  });

  it('retries a proxy’s 502 without an envelope, and a call may turn retries off', async () => {
    const gateway = new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const first = fakeFetch([gateway, json(200, { status: 'ok' })]);
    await client(first.fetch).getHealth();
    assert.equal(first.sent.length, 2);
    const second = fakeFetch([gateway]);
    await assert.rejects(client(second.fetch).getHealth(undefined, { maxRetries: 0 }), ServerError);
    assert.equal(second.sent.length, 1);
  });

  it('stops waiting when the call is aborted', async () => {
    const { fetch, sent } = fakeFetch([failure(503, 'internal', true, {}, { 'retry-after': '30' })]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopped by the caller')), 50);
    await assert.rejects(client(fetch).getWhoAmI(undefined, { signal: controller.signal }), /stopped by the caller/);
    assert.equal(sent.length, 1);
  });
});

describe('errors', () => {
  const cases: [number, string, new (...args: never[]) => Error][] = [
    [401, 'unauthenticated', AuthenticationError],
    [404, 'not_found', NotFoundError],
    [409, 'invalid_state', ConflictError],
    [422, 'idempotency_key_reused', IdempotencyError],
  ];
  for (const [status, code, type] of cases) {
    it(`${status} ${code} is a ${type.name}`, async () => {
      const { fetch } = fakeFetch([failure(status, code, false)]);
      await assert.rejects(client(fetch).getWhoAmI(), (err: unknown) => {
        assert.ok(err instanceof type);
        assert.equal((err as ConflictError).code, code);
        assert.equal((err as ConflictError).status, status);
        assert.equal((err as ConflictError).message, `${code} happened`);
        assert.deepEqual((err as ConflictError).body, { error: { code, message: `${code} happened`, retryable: false } });
        return true;
      });
    });
  }
});

describe('lists', () => {
  it('iterates every item, following next_cursor', async () => {
    const pages: Record<string, { data: { id: string }[]; next_cursor: string | null }> = {
      '': { data: [{ id: 'a' }, { id: 'b' }], next_cursor: 'c1' },
      c1: { data: [{ id: 'c' }, { id: 'd' }], next_cursor: 'c2' },
      c2: { data: [{ id: 'e' }], next_cursor: null },
    };
    const { fetch, sent } = fakeFetch([(request) => json(200, { object: 'list', sandbox: true, ...pages[request.url.searchParams.get('cursor') ?? ''] })]);
    const api = client(fetch);
    const ids: string[] = [];
    for await (const event of api.listEvents({ query: { limit: 2, type: 'booking.created' } })) ids.push(event.id);
    assert.deepEqual(ids, ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual(
      sent.map((request) => [request.url.searchParams.get('cursor'), request.url.searchParams.get('limit'), request.url.searchParams.get('type')]),
      [
        [null, '2', 'booking.created'],
        ['c1', '2', 'booking.created'],
        ['c2', '2', 'booking.created'],
      ],
    );
    const first = await api.listEvents({ query: { limit: 2 } });
    assert.equal(first.next_cursor, 'c1');
    assert.equal(sent.length, 4, 'awaiting a list fetches only its first page');
    const all = [];
    for await (const item of api.paginate('listEvents', { query: { limit: 2 } })) all.push(item);
    assert.equal(all.length, 5);
  });
});

describe('documents', () => {
  it('answers a document as bytes with its media type, asking for the format’s media type', async () => {
    const pdf = Buffer.from('%PDF-1.7\n…');
    const { fetch, sent } = fakeFetch([
      new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf', 'x-request-id': 'req_doc', 'content-disposition': 'inline; filename="voucher.pdf"' } }),
    ]);
    const doc = await client(fetch).getTransportVoucher({ path: { id: 'bkg_1' }, query: { format: 'pdf' } });
    assert.ok(doc instanceof ApiDocument);
    assert.equal(doc.contentType, 'application/pdf');
    assert.equal(doc.filename, 'voucher.pdf');
    assert.equal(doc.requestId, 'req_doc');
    assert.deepEqual(Buffer.from(doc.bytes()), pdf);
    assert.equal(sent[0]?.headers.get('accept'), 'application/pdf');
    assert.equal(sent[0]?.url.searchParams.get('format'), 'pdf');
  });

  it('asks for the default format’s media type when no format is named', async () => {
    const { fetch, sent } = fakeFetch([new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })]);
    const doc = await client(fetch).getTransportVoucher({ path: { id: 'bkg_1' } });
    assert.equal(doc.contentType, 'text/html');
    assert.equal(doc.text(), '<html></html>');
    assert.equal(sent[0]?.headers.get('accept'), 'text/html');
  });

  it('answers JSON or a document for an operation that offers both', async () => {
    const { fetch, sent } = fakeFetch([
      json(200, { object: 'statement', period: '2026-10' }),
      new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    ]);
    const api = client(fetch);
    const statement = await api.getStatement({ path: { period: '2026-10' } });
    assert.equal(statement.period, '2026-10');
    const pdf = await api.getStatement({ path: { period: '2026-10' }, query: { format: 'pdf' } });
    assert.equal(pdf.text(), '%PDF-1.7');
    assert.deepEqual(sent.map((request) => request.headers.get('accept')), ['application/json', 'application/pdf']);
  });
});
