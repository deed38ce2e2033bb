import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { join } from 'node:path';
import { loadContract } from '../../codegen/contract';
import { createTestApp, RunningClock, type TestApp } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call, handshakeBody } from '../helpers/http';
import { expectContract } from '../helpers/contract';
import { handlers } from '../../handlers';
import type { HandlerMap } from '../../src/generated/routes';

const t = useV1Suite({ clock: new RunningClock(), env: { LIMIT_SANDBOX_PER_HOUR: '100000', LIMIT_HANDSHAKE_PER_HOUR: '100000', LIMIT_WALLET_TOPUP_PER_HOUR: '100000' } });

/** Sends raw bytes, so headers can lie about the body. */
function rawRequest(app: TestApp['app'], options: { method: string; path: string; headers: Record<string, string>; chunks: Buffer[] }): Promise<{ status: number; body: unknown; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const req = http.request({ host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers }, (res) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString()));
        res.on('end', () => {
          server.close();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) as unknown, headers: res.headers });
        });
      });
      req.on('error', (err) => {
        server.close();
        reject(err);
      });
      for (const chunk of options.chunks) req.write(chunk);
      req.end();
    });
  });
}

describe('every response', () => {
  it('carries a unique x-request-id', async () => {
    const paths = ['/healthz', '/readyz', '/nope', '/api/b2b/sandbox/status', '/api/b2b/v1/openapi.json'];
    const ids = new Set<string>();
    for (const path of [...paths, ...paths]) {
      const res = await request(t.app).get(path);
      expect(res.headers['x-request-id']).toMatch(/^req_[0-9a-z]{24}$/);
      ids.add(res.headers['x-request-id'] as string);
    }
    expect(ids.size).toBe(paths.length * 2);
  });

  it('marks sandbox answers, errors included, and nothing else', async () => {
    for (const path of ['/api/b2b/sandbox/status', '/api/b2b/sandbox/nothing-here']) {
      const res = await request(t.app).get(path);
      expect(res.headers['x-svc-environment']).toBe('sandbox');
      expect(res.body.environment).toBe('sandbox');
    }
    for (const path of ['/api/b2b/orchestration', '/healthz', '/nope']) {
      expect((await request(t.app).get(path)).headers['x-svc-environment']).toBeUndefined();
    }
  });
});

describe('unknown endpoints and methods', () => {
  it.each(['/', '/api', '/api/b2b/v2/whoami', '/api/b2b/sandbox/transfers/extra', '/healthz.json'])('answers 404 not_found in JSON for %s', async (path) => {
    const res = await call(t.app, 'GET', path);
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: `No endpoint GET ${path} on this host.`, retryable: false });
  });

  it.each([
    ['GET', '/api/b2b/orchestration', 'POST'],
    ['DELETE', '/api/b2b/sandbox/transfers', 'POST'],
    ['POST', '/api/b2b/sandbox/status', 'GET'],
    ['PUT', '/healthz', 'GET'],
  ] as const)('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const res = await request(t.app)[method.toLowerCase() as 'get'](path);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.body.error).toMatchObject({ code: 'method_not_allowed', retryable: false });
    expect(res.body.error.message).toContain(`use ${allow}`);
    expectContract(res, method, path);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(t.app).head('/healthz');
    expect(res.status).toBe(200);
    expect(res.text).toBeUndefined();
  });

  it('ignores a trailing slash', async () => {
    expect((await request(t.app).get('/healthz/')).status).toBe(200);
  });
});

describe('request bodies', () => {
  it('refuses a body that is not JSON with 400 invalid_json, echoing none of it', async () => {
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send('{"action": "wallet_topup", secret-stuff');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'invalid_json', message: expect.any(String), retryable: false } });
    expect(res.body.error.message).not.toContain('secret-stuff');
    expectContract(res, 'POST', '/api/b2b/orchestration');
  });

  it('answers invalid JSON on the sandbox in the sandbox envelope', async () => {
    const res = await request(t.app).post('/api/b2b/sandbox/transfers').set('Content-Type', 'application/json').send('{');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ environment: 'sandbox', error: { code: 'invalid_json' } });
  });

  it('refuses a JSON body sent without a JSON Content-Type (test/http/browsers.test.ts has the rest)', async () => {
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'text/plain').send(JSON.stringify(handshakeBody));
    expect(res.status).toBe(415);
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"developer_handshake"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('refuses %s as the body with 422', async (_name, raw) => {
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', fields: [''] });
    expect(res.body.error.issues[0].message).toMatch(/the body must be an object/);
  });

  it('reads an empty body as an empty object, so the missing fields are named', async () => {
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send('');
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['action']);
  });

  it('treats __proto__ as an unknown field, and pollutes nothing', async () => {
    const raw = '{"action":"developer_handshake","platform_name":"p","contact_email":"a@b.co","use_case":"u","__proto__":{"isAdmin":true,"polluted":1}}';
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });

  it('treats constructor.prototype as unknown too', async () => {
    const res = await request(t.app).post('/api/b2b/orchestration').send({ ...handshakeBody, constructor: { prototype: { polluted: 1 } } });
    expect(res.status).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const oversized = JSON.stringify({ ...handshakeBody, platform_name: 'x'.repeat(17 * 1024) });

  it('refuses a body over 16 KB with 413', async () => {
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send(oversized);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'payload_too_large', message: 'The request body is larger than 16384 bytes.', retryable: false } });
    expectContract(res, 'POST', '/api/b2b/orchestration');
  });

  it('accepts a body of exactly 16 KB (which then fails only on its fields)', async () => {
    const base = JSON.stringify({ ...handshakeBody, platform_name: '' });
    const exact = JSON.stringify({ ...handshakeBody, platform_name: 'x'.repeat(16384 - base.length) });
    expect(Buffer.byteLength(exact)).toBe(16384);
    const res = await request(t.app).post('/api/b2b/orchestration').set('Content-Type', 'application/json').send(exact);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['platform_name']);
  });

  it('refuses a chunked body over 16 KB, which declares no length', async () => {
    const buffer = Buffer.from(oversized);
    const res = await rawRequest(t.app, {
      method: 'POST',
      path: '/api/b2b/sandbox/transfers',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      chunks: [buffer.subarray(0, 8000), buffer.subarray(8000)],
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ environment: 'sandbox', error: { code: 'payload_too_large' } });
  });

  it('refuses a body whose Content-Length claims less than it sends', async () => {
    const res = await rawRequest(t.app, {
      method: 'POST',
      path: '/api/b2b/orchestration',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(20 * 1024) },
      chunks: [Buffer.from(oversized.padEnd(20 * 1024, ' '))],
    });
    expect(res.status).toBe(413);
  });
});

describe('failures on the service side', () => {
  it('answers 500 internal with the request id and no stack, SQL or secret', async () => {
    const secret = t.services.config.secrets.sandboxToken ?? 'unset';
    const failing: HandlerMap = {
      ...handlers,
      getHealth: () => {
        throw new Error(`insert into "service_secrets" ("value") values ('${secret}') - SQLITE_CONSTRAINT at /work/src/x.ts:1:1`);
      },
    };
    const broken = await createTestApp({ database: t.database, handlers: failing });
    try {
      const res = await call(broken.app, 'GET', '/healthz');
      expect(res.status).toBe(500);
      const id = res.headers['x-request-id'] as string;
      expect(res.body).toEqual({ error: { code: 'internal', message: `Something went wrong on our side. Quote request id ${id} to the trade desk.`, retryable: true } });
      expect(JSON.stringify(res.body)).not.toMatch(/insert|SQLITE|\.ts:|service_secrets/);
    } finally {
      await broken.close();
    }
  });
});

describe('probes and the document', () => {
  it('answers /healthz while the process lives', async () => {
    const res = await call(t.app, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('answers /readyz 200 when the database answers and 503 when it does not', async () => {
    const probe = await createTestApp({ database: t.database });
    expect((await call(probe.app, 'GET', '/readyz')).body).toEqual({ status: 'ready', database: 'ok' });
    await probe.db.destroy();
    const down = await call(probe.app, 'GET', '/readyz');
    expect(down.status).toBe(503);
    expect(down.body.error).toMatchObject({ code: 'not_configured', retryable: true });
    expect((await call(probe.app, 'GET', '/healthz')).status).toBe(200);
  });

  it('answers /readyz 503 while draining', async () => {
    t.services.lifecycle.draining = true;
    try {
      expect((await call(t.app, 'GET', '/readyz')).status).toBe(503);
    } finally {
      t.services.lifecycle.draining = false;
    }
  });

  it('serves the bundled contract as JSON at /api/b2b/v1/openapi.json', async () => {
    const res = await call(t.app, 'GET', '/api/b2b/v1/openapi.json');
    expect(res.status).toBe(200);
    const source = loadContract(join(__dirname, '..', '..')) as unknown as Record<string, unknown>;
    // servers and the unreferenced components differ: test/contract/served.test.ts covers both.
    const { servers: _servers, components: _components, ...rest } = res.body as Record<string, unknown>;
    expect(rest).toEqual(Object.fromEntries(Object.entries(source).filter(([key]) => key !== 'servers' && key !== 'components')));
    expect(res.body.openapi).toBe('3.1.0');
  });
});
