import request from 'supertest';
import { createTestApp, RunningClock, type TestApp } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call, handshakeBody, creditLineApplication } from '../helpers/http';
import { expectContract } from '../helpers/contract';
import { rowCounts } from '../helpers/tables';
import { bookTransfer } from '../helpers/transfers';
import { loadConfig } from '../../src/platform/config';

const LIMITS = { LIMIT_HANDSHAKE_PER_HOUR: '100000', LIMIT_CREDIT_LINE_PER_HOUR: '100000', LIMIT_SANDBOX_PER_HOUR: '100000' };
const BOOKING = 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P';

const t = useV1Suite({ keys: { key: {} }, clock: new RunningClock(), env: LIMITS });
const { key } = t.keys;

describe('request bodies that are not JSON', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['text/plain;charset=UTF-8', 'text/plain'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x', 'multipart/form-data'],
    ['application/json; charset=iso-8859-1', 'application/json in charset iso-8859-1'],
    ['application/jsonx', 'application/jsonx'],
    [`text/${'x'.repeat(100)}`, 'of an unsupported type'],
    ['application/json; charset="<b>latin</b>"', 'application/json in a charset other than UTF-8'],
  ])('refuses a credit-line application sent as %s with 415, storing and queueing nothing', async (contentType, what) => {
    const before = await rowCounts(t.db);
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', contentType).send(JSON.stringify(creditLineApplication));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: { code: 'unsupported_media_type', message: `The request body is ${what}; send it as JSON with Content-Type: application/json.`, retryable: false },
    });
    expect(res.headers.connection).toBe('close');
    expectContract(res, 'POST', '/api/b2b/orchestration');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a body with no Content-Type', async () => {
    const before = await rowCounts(t.db);
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', '').send(Buffer.from(JSON.stringify(creditLineApplication)));
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('The request body is sent without a Content-Type; send it as JSON with Content-Type: application/json.');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers in the sandbox envelope under the sandbox', async () => {
    const res = await request(t.app).post('/api/b2b/sandbox/transfers').set('Content-Type', 'text/plain').send('{}');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ environment: 'sandbox', error: { code: 'unsupported_media_type' } });
    expectContract(res, 'POST', '/api/b2b/sandbox/transfers');
  });

  it('refuses a non-JSON body on a v1 operation too, before it is idempotently kept', async () => {
    const res = await request(t.app)
      .post(`/api/b2b/v1/transport/bookings/${BOOKING}/cancel`)
      .set('Authorization', `Bearer ${key.key}`)
      .set('Content-Type', 'text/plain')
      .send('{}');
    expect(res.status).toBe(415);
    expectContract(res, 'POST', `/api/b2b/v1/transport/bookings/${BOOKING}/cancel`);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'application/json;charset="UTF-8"', 'application/vnd.trade+json', 'Application/JSON'])(
    'reads a body sent as %s',
    async (contentType) => {
      const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', contentType).send(JSON.stringify(handshakeBody));
      expect(res.status).toBe(200);
    },
  );

  it('takes a bodiless POST with no Content-Type, or a declared empty body', async () => {
    const reset = '/api/b2b/v1/test-helpers/reset';
    expect((await request(t.app).post(reset).set('Authorization', `Bearer ${key.key}`)).status).toBe(200);
    expect((await request(t.app).post(reset).set('Authorization', `Bearer ${key.key}`).set('Content-Length', '0')).status).toBe(200);
  });
});

describe('security headers', () => {
  const expectApiHeaders = (res: request.Response): void => {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  };

  it('marks every API answer nosniff and no-store, errors and unknown paths included', async () => {
    expectApiHeaders(await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: key.key }));
    expectApiHeaders(await call(t.app, 'GET', '/api/b2b/v1/whoami'));
    expectApiHeaders(await call(t.app, 'POST', '/api/b2b/orchestration', { body: handshakeBody }));
    expectApiHeaders(await call(t.app, 'GET', '/nothing-here'));
    expectApiHeaders(await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send('{'));
    expectApiHeaders(await request(t.app).get('/healthz'));
  });

  it('lets the public API description be cached', async () => {
    const res = await request(t.app).get('/api/b2b/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives HTML and SVG documents a restrictive Content-Security-Policy and forbids framing', async () => {
    const csp = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    const booking = await bookTransfer(t, key.key);
    const voucher = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${booking.id}/voucher?format=html`, { token: key.key });
    expect(voucher.status).toBe(200);
    expect(voucher.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(voucher.headers['content-security-policy']).toBe(csp);
    expect(voucher.headers['x-frame-options']).toBe('DENY');
    expect(voucher.headers['cache-control']).toBe('no-store');
    // The document's own styles are inline, which the policy allows; it loads nothing else.
    expect(voucher.text).toContain('<style>');
    expect(voucher.text).not.toMatch(/<script|<link|src="http/);
    const guide = (await call(t.app, 'GET', '/api/b2b/v1/guides/properties?limit=1', { token: key.key })).body.data[0].id as string;
    const svg = await call(t.app, 'GET', `/api/b2b/v1/guides/properties/${guide}/qr?format=svg`, { token: key.key });
    expect(svg.status).toBe(200);
    expect(svg.headers['content-security-policy']).toBe(csp);
    const json = await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: key.key });
    expect(json.headers['content-security-policy']).toBeUndefined();
  });

  it('sends Strict-Transport-Security only when PUBLIC_BASE_URL is https', async () => {
    const plain = await createTestApp({ env: { PUBLIC_BASE_URL: 'http://localhost:3000' }, database: t.database });
    try {
      const res = await request(plain.app).get('/healthz');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await plain.close();
    }
  });
});

describe('CORS', () => {
  it('sends no CORS headers by default, so a web page cannot read an answer', async () => {
    const res = await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: key.key, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    const preflight = await request(t.app)
      .options('/api/b2b/orchestration')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(405);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  describe('with CORS_ALLOWED_ORIGINS', () => {
    let cors: TestApp;
    const origin = 'https://app.gulfhorizons.example';
    beforeAll(async () => {
      cors = await createTestApp({ env: { ...LIMITS, CORS_ALLOWED_ORIGINS: `${origin}, https://desk.example:8443` }, database: t.database });
    });
    afterAll(() => cors.close());

    it('answers a listed origin\'s preflight with 204 and the methods and headers the API takes', async () => {
      const res = await request(cors.app)
        .options('/api/b2b/v1/transport/quote')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization, content-type, idempotency-key');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toBe('DELETE, GET, PATCH, POST, PUT');
      expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, Idempotency-Key');
      expect(res.headers['access-control-max-age']).toBe('600');
      expect(res.headers.vary).toBe('Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.text).toBe('');
    });

    it('lets a listed origin read answers and their headers', async () => {
      const res = await call(cors.app, 'GET', '/api/b2b/v1/whoami', { token: key.key, headers: { Origin: 'https://desk.example:8443' } });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('https://desk.example:8443');
      expect(res.headers['access-control-expose-headers']).toBe('x-request-id, x-svc-environment, Retry-After, RateLimit, RateLimit-Policy, Idempotent-Replayed, Content-Disposition');
      expect(res.headers.vary).toBe('Origin');
    });

    it('gives an unlisted origin nothing, and says the answer varies by Origin', async () => {
      const res = await call(cors.app, 'GET', '/api/b2b/v1/whoami', { token: key.key, headers: { Origin: 'https://app.gulfhorizons.example.evil.example' } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers.vary).toBe('Origin');
      const preflight = await request(cors.app).options('/api/b2b/orchestration').set('Origin', 'null').set('Access-Control-Request-Method', 'POST');
      expect(preflight.status).toBe(405);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('still refuses a text/plain body from a listed origin', async () => {
      const before = await rowCounts(t.db);
      const res = await request(cors.app).post('/api/b2b/orchestration').set('Origin', origin).set('Content-Type', 'text/plain').send(JSON.stringify(creditLineApplication));
      expect(res.status).toBe(415);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(await rowCounts(t.db)).toEqual(before);
    });
  });

  it.each(['*', 'app.example', 'https://app.example/path', 'ftp://app.example'])('refuses CORS_ALLOWED_ORIGINS=%s at start-up', (value) => {
    expect(() => loadConfig({ CORS_ALLOWED_ORIGINS: value })).toThrow(/CORS_ALLOWED_ORIGINS must list origins/);
  });
});
