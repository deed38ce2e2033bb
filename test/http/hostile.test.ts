import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { request as httpRequest, type Server } from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { RunningClock, testConfig } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call, handshakeBody, creditLineApplication } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { fillPath, storedPathValues } from '../helpers/storedIds';
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { createServer } from '../../src/http/server';
import { createLogger } from '../../src/platform/logger';

const BOOKING = 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P';
const GUIDE = 'gpr_7Kq2Wm9Xr4Tz1Lp8Nc3V';
const LIMITS = { LIMIT_HANDSHAKE_PER_HOUR: '100000', LIMIT_CREDIT_LINE_PER_HOUR: '100000', LIMIT_SANDBOX_PER_HOUR: '100000' };

/** The app on a loopback port, configured as src/main.ts does, with short time limits. */
let server: Server;
let port: number;
const timeouts = { HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' };

const t = useV1Suite({ keys: { key: {} }, clock: new RunningClock(), env: LIMITS });
const { key } = t.keys;
beforeAll(async () => {
  ({ server } = createServer(t.app, testConfig(timeouts), createLogger('silent')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A POST of raw bytes (supertest would serialise a Buffer as JSON). */
function postBytes(path: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; body: { error?: Record<string, unknown>; token?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers: { ...headers, 'Content-Length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { error?: Record<string, unknown> } }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('malformed percent escapes in the path', () => {
  // The path still names its operation; the parameter, kept as sent, is judged like any other
  // value: so each operation answers only what its contract lists (401 first, then its 422).
  it.each([
    ['/api/b2b/v1/transport/bookings/%ZZ', '%ZZ'],
    ['/api/b2b/v1/transport/bookings/%', '%'],
    ['/api/b2b/v1/transport/bookings/%E0%A4%A', '%E0%A4%A'],
    ['/api/b2b/v1/transport/bookings/%ZZ/cancel', '%ZZ'],
  ])('are the operation\'s own answers for %s: 401 without a key, 422 naming the parameter with one', async (path) => {
    const method = path.endsWith('/cancel') ? 'POST' : 'GET';
    const before = await rowCounts(t.db);
    const anonymous = await call(t.app, method, path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthenticated');
    const keyed = await call(t.app, method, path, { token: key.key });
    expect(keyed.status).toBe(422);
    expect(keyed.body.error).toMatchObject({ code: 'validation_failed', fields: ['id'], issues: [{ path: 'id', message: 'must be a booking id (bkg_ followed by 20 letters or digits) or its reference, such as TR-7KQ2-M9XH' }] });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each(['%ZZ', '..%2F..', '%C0%AE'])('answer a desk day named %s with 422 on its date, and a cruise booking with its 501', async (segment) => {
    const day = await call(t.app, 'GET', `/api/b2b/v1/desk/days/${segment}`, { token: key.key });
    expect(day.status).toBe(422);
    expect(day.body.error.issues).toEqual([{ path: 'date', message: 'must be a date written YYYY-MM-DD' }]);
    const cruise = await call(t.app, 'GET', `/api/b2b/v1/cruise/bookings/${segment}`, { token: key.key });
    expect(cruise.status).toBe(501);
  });
});

describe('compressed bodies', () => {
  const post = (encoding: string, body: Buffer) => postBytes('/api/b2b/orchestration', { 'Content-Type': 'application/json', 'Content-Encoding': encoding }, body);

  it('reads a gzip or deflate JSON body', async () => {
    for (const [encoding, body] of [['gzip', gzipSync(JSON.stringify(handshakeBody))], ['deflate', deflateSync(JSON.stringify(handshakeBody))]] as const) {
      const res = await post(encoding, body);
      expect(res.status).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
    }
  });

  it('answers a corrupt deflate or gzip body with 400 invalid_json, storing nothing', async () => {
    const before = await rowCounts(t.db);
    for (const encoding of ['deflate', 'gzip']) {
      const res = await post(encoding, Buffer.from('this is not compressed at all'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'invalid_json', message: expect.any(String), retryable: false } });
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers an unsupported Content-Encoding with 415', async () => {
    const res = await post('compress', Buffer.from('{}'));
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'The request body is compressed with compress, which is not supported; send it as JSON with Content-Type: application/json.',
      retryable: false,
    });
  });
});

describe('a body sent to an operation that takes none', () => {
  const cancel = `/api/b2b/v1/transport/bookings/${BOOKING}/cancel`;

  it.each([
    ['an object with fields', '{"reason":"changed plans"}'],
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"cancel"'],
  ])('refuses %s with 422 on the path ""', async (_name, raw) => {
    const res = await request(t.app).post(cancel).set('Authorization', `Bearer ${key.key}`).set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'validation_failed',
      message: 'The request is invalid: this operation takes no request body: send none, or an empty JSON object {}.',
      retryable: false,
      fields: [''],
      issues: [{ path: '', message: 'this operation takes no request body: send none, or an empty JSON object {}' }],
    });
  });

  it('accepts no body, an empty body and {}', async () => {
    // Each cancels its own booking of the key's test partition (a second cancel would be a 409).
    const route = routes.find((candidate) => candidate.operationId === 'cancelTransportBooking') as RouteDefinition;
    const stored = async (): Promise<string> => fillPath(route, await storedPathValues({ sections: t.sections, db: t.db, clock: t.clock, accountId: key.accountId, mode: 'test' }, route));
    const [first, second, third] = [await stored(), await stored(), await stored()];
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await call(t.app, 'POST', first, { token: key.key })).status).toBe(200);
    expect((await request(t.app).post(second).set('Authorization', `Bearer ${key.key}`).set('Content-Type', 'application/json').send('')).status).toBe(200);
    expect((await call(t.app, 'POST', third, { token: key.key, body: {} })).status).toBe(200);
  });
});

describe('numbers that are not finite', () => {
  it.each([
    [`/api/b2b/v1/guides/properties/${GUIDE}/qr?size=1e400`, 'size'],
    [`/api/b2b/v1/guides/properties/${GUIDE}/qr?size=-1e400`, 'size'],
    ['/api/b2b/v1/guides/properties?limit=1e400', 'limit'],
    ['/api/b2b/v1/guides/properties?limit=0x10', 'limit'],
    ['/api/b2b/v1/guides/properties?limit=Infinity', 'limit'],
  ])('refuses %s with 422 on the parameter', async (path, field) => {
    const res = await call(t.app, 'GET', path, { token: key.key });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', fields: [field], issues: [{ path: field, message: 'must be an integer' }] });
  });

  it('still applies the bounds to finite numbers in any notation', async () => {
    const over = await call(t.app, 'GET', '/api/b2b/v1/guides/properties?limit=1e3', { token: key.key });
    expect(over.status).toBe(422);
    expect(over.body.error.issues).toEqual([{ path: 'limit', message: 'must be at most 100' }]);
    expect((await call(t.app, 'GET', '/api/b2b/v1/guides/properties?limit=1e1', { token: key.key })).status).toBe(200);
    // A property of the key's test partition (seeded with it).
    const guide = (await call(t.app, 'GET', '/api/b2b/v1/guides/properties?limit=1', { token: key.key })).body.data[0].id as string;
    const png = await call(t.app, 'GET', `/api/b2b/v1/guides/properties/${guide}/qr?size=256`, { token: key.key });
    expect(png.status).toBe(200);
  });

  it('refuses 1e400 in a body field, storing nothing', async () => {
    const before = await rowCounts(t.db);
    const raw = JSON.stringify(creditLineApplication).replace('50000.5', '1e400');
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['requested_limit_aed']);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('control characters', () => {
  const message = 'must not contain control characters (U+0000 to U+001F other than tab, line feed and carriage return)';

  it.each([
    ['a NUL', '\u0000'],
    ['a bell', '\u0007'],
    ['an escape', '\u001b'],
  ])('refuse %s in an account action string with 422 naming the field, storing nothing', async (_name, char) => {
    const before = await rowCounts(t.db);
    const res = await call(t.app, 'POST', '/api/b2b/orchestration', { body: { ...creditLineApplication, company_legal_name: `Gulf${char}Horizons` } });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'validation_failed',
      message: `The request is invalid: company_legal_name: ${message}.`,
      retryable: false,
      fields: ['company_legal_name'],
      issues: [{ path: 'company_legal_name', message }],
    });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a NUL in a nested string and in a field name', async () => {
    const nested = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', {
      token: key.key,
      body: { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 4, bags: 5, flight_number: 'EK\u0000202' },
    });
    expect(nested.status).toBe(422);
    expect(nested.body.error.fields).toEqual(['flight_number']);
    const named = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send('{"action":"developer_handshake","x\\u0000":1}');
    expect(named.status).toBe(422);
    expect(named.body.error.issues).toEqual([{ path: '', message: `a field name ${message}` }]);
  });

  it('refuses an unpaired surrogate escape', async () => {
    const raw = JSON.stringify(creditLineApplication).replace('Mariam', '\\ud800Mariam');
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toEqual([{ path: 'contact_name', message: 'must be well-formed Unicode (no unpaired surrogate escapes)' }]);
  });

  it('refuses a NUL in a query or path parameter', async () => {
    const query = await call(t.app, 'GET', '/api/b2b/v1/guides/properties?cursor=abc%00def', { token: key.key });
    expect(query.status).toBe(422);
    expect(query.body.error.issues).toEqual([{ path: 'cursor', message }]);
    const path = await call(t.app, 'GET', '/api/b2b/v1/transport/bookings/bkg_5Rt8Wq2Zk7Lm1Xc4Vn9%00', { token: key.key });
    expect(path.status).toBe(422);
    expect(path.body.error.issues).toEqual([{ path: 'id', message }]);
  });

  it('keeps tab, line feed and carriage return', async () => {
    const res = await call(t.app, 'POST', '/api/b2b/orchestration', { body: { ...handshakeBody, use_case: 'transfers\tand\r\ntours' } });
    expect(res.status).toBe(200);
  });
});

describe('requests Node refuses before the app sees them', () => {
  interface RawAnswer {
    status: number;
    headers: Record<string, string>;
    body: unknown;
    /** Milliseconds from the first byte sent to the server closing the connection. */
    closedAfterMs: number;
    /** Everything the server sent. */
    text: string;
  }

  /** Writes raw bytes (and optionally more later), reads until the server closes the connection. */
  function raw(parts: string[], options: { gapMs?: number } = {}): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const i = line.indexOf(':');
          headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
        }
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body ? (JSON.parse(body.split('HTTP/1.1 ')[0] as string) as unknown) : null, closedAfterMs: performance.now() - started, text });
      });
      socket.on('connect', () => {
        parts.forEach((part, i) => setTimeout(() => socket.writable && socket.write(part), i * (options.gapMs ?? 0)));
      });
    });
  }

  function expectEnvelope(answer: RawAnswer, status: number, code: string): void {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.connection).toBe('close');
    expect(answer.headers['x-request-id']).toMatch(/^req_[0-9a-z]{24}$/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({ error: { code, message: expect.any(String), retryable: code === 'request_timeout' } });
  }

  it.each([
    ['Content-Length with Transfer-Encoding', 'POST /api/b2b/orchestration HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n', 'it sends Content-Length with Transfer-Encoding, or a Transfer-Encoding other than chunked'],
    ['a negative Content-Length', 'POST /api/b2b/orchestration HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n{}', 'its Content-Length is not a single non-negative number'],
    ['a bad header character', 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad\u0001: y\r\n\r\n', 'a header name or value has characters HTTP does not allow'],
    ['garbage', 'HELLO\r\n\r\n', undefined],
  ])('answers %s with 400 bad_request in the envelope and closes', async (_name, bytes, reason) => {
    const answer = await raw([bytes]);
    expectEnvelope(answer, 400, 'bad_request');
    if (reason) expect((answer.body as { error: { message: string } }).error.message).toBe(`The request was refused because ${reason}. Nothing was read or changed.`);
  });

  it('answers a complete request followed by garbage, then closes the connection', async () => {
    const answer = await raw(['GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n\u0000\u0001garbage\r\n\r\n']);
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(answer.text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('refuses a declared Content-Length over 16 KB at once, without reading the body, and closes', async () => {
    const before = await rowCounts(t.db);
    const head = `POST /api/b2b/orchestration HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`;
    const answer = await raw([head, '{"action":"credit_line_application",']);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toEqual({ error: { code: 'payload_too_large', message: 'The request body is larger than 16384 bytes.', retryable: false } });
    // At once: a server that read the body would have waited for it and answered 408 after the request timeout.
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers headers that never finish with 408 request_timeout and closes', async () => {
    const answer = await raw(['GET /healthz HTTP/1.1\r\nHost: x\r\n']);
    expectEnvelope(answer, 408, 'request_timeout');
    // Not before the headers timeout (0.5 s); a server without it would keep the connection past the test's own timeout.
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(450);
  });

  it('answers a stalled body with 408 request_timeout, storing nothing', async () => {
    const before = await rowCounts(t.db);
    const answer = await raw(['POST /api/b2b/orchestration HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"action":']);
    expectEnvelope(answer, 408, 'request_timeout');
    expect((answer.body as { error: { message: string } }).error.message).toBe(
      'The request did not arrive in time: headers must arrive within 0.5 s and the whole request within 1 s. Nothing was changed.',
    );
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
