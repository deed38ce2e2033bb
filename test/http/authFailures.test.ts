import request from 'supertest';
import type { Knex } from 'knex';
import { createTestApp, TestClock, type TestApp } from '../helpers/testApp';
import { call, handshake } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';
import { generateKey } from '../../src/apiKeys/format';

const WHOAMI = '/api/b2b/v1/whoami';

let clock: TestClock;
let t: TestApp;
beforeEach(async () => {
  clock = new TestClock(new Date('2026-11-22T10:15:20.000Z'));
  t = await createTestApp({ clock, env: { TRUST_PROXY: 'loopback' } });
});
afterEach(async () => {
  await t.close();
});

/** Counts the queries that touch api_keys from now on. */
function keyQueries(db: Knex): { count: () => number; stop: () => void } {
  let count = 0;
  const listener = (query: { sql: string }): void => {
    if (query.sql.includes('api_keys')) count++;
  };
  db.on('query', listener);
  return { count: () => count, stop: () => db.off('query', listener) };
}

function expectRefused(res: request.Response, retryAfter: number): void {
  expect(res.status).toBe(429);
  expect(res.headers['retry-after']).toBe(String(retryAfter));
  expect(res.body.error).toEqual({
    code: 'rate_limited',
    message: 'Too many failed authentication attempts from this address: 30 per minute. Retry after 40 seconds.',
    retryable: true,
    retry_after_seconds: retryAfter,
  });
}

describe('failed authentication per address', () => {
  it('refuses an address after 30 unknown API keys a minute, before looking any key up', async () => {
    const valid = await issueKey(t);
    const queries = keyQueries(t.db);
    try {
      for (let i = 0; i < 30; i++) {
        const res = await call(t.app, 'GET', WHOAMI, { token: generateKey('test').key });
        expect(res.status).toBe(401);
      }
      expect(queries.count()).toBe(30);
      for (let i = 0; i < 20; i++) expectRefused(await call(t.app, 'GET', WHOAMI, { token: generateKey('test').key }), 40);
      // The address is refused whatever it presents, so a guess that hits costs nothing either.
      expectRefused(await call(t.app, 'GET', WHOAMI, { token: valid.key }), 40);
      expect(queries.count()).toBe(30);
      // Another address is not affected.
      const other = await request(t.app).get(WHOAMI).set('Authorization', `Bearer ${valid.key}`).set('X-Forwarded-For', '203.0.113.9');
      expect(other.status).toBe(200);
      // The next minute the address may try again.
      clock.advance(40);
      expect((await call(t.app, 'GET', WHOAMI, { token: valid.key })).status).toBe(200);
    } finally {
      queries.stop();
    }
  });

  it('counts malformed keys, sandbox tokens on v1 and revoked keys, but not successes or a missing key', async () => {
    const valid = await issueKey(t);
    for (let i = 0; i < 40; i++) expect((await call(t.app, 'GET', WHOAMI)).status).toBe(401);
    for (let i = 0; i < 40; i++) expect((await call(t.app, 'GET', WHOAMI, { token: valid.key })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await call(t.app, 'GET', WHOAMI, { token: 'svc_test_short' })).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await call(t.app, 'GET', WHOAMI, { token: 'svc_sandbox_abc' })).status).toBe(401);
    await t.db('api_keys').where({ id: valid.keyId }).update({ revoked_at: clock.now().toISOString() });
    for (let i = 0; i < 10; i++) expect((await call(t.app, 'GET', WHOAMI, { token: valid.key })).status).toBe(401);
    expectRefused(await call(t.app, 'GET', WHOAMI, { token: valid.key }), 40);
  });

  it('counts bad sandbox tokens, and answers in the sandbox envelope', async () => {
    const { token } = await handshake(t.app);
    for (let i = 0; i < 30; i++) {
      expect((await call(t.app, 'GET', '/api/b2b/sandbox/status', { token: `${token}x` })).status).toBe(401);
    }
    const refused = await call(t.app, 'GET', '/api/b2b/sandbox/status', { token });
    expectRefused(refused, 40);
    expect(refused.body.environment).toBe('sandbox');
  });

  it('counts bad signatures of availability URLs', async () => {
    const { availability_url } = await handshake(t.app);
    const url = new URL(availability_url);
    const good = url.pathname + url.search;
    url.searchParams.set('sig', `${url.searchParams.get('sig') ?? ''}A`);
    for (let i = 0; i < 30; i++) expect((await call(t.app, 'GET', url.pathname + url.search)).status).toBe(401);
    expectRefused(await call(t.app, 'GET', good), 40);
  });

  it('takes its limit from LIMIT_AUTH_FAILURES_PER_MINUTE', async () => {
    const own = await createTestApp({ clock, env: { LIMIT_AUTH_FAILURES_PER_MINUTE: '3' } });
    try {
      for (let i = 0; i < 3; i++) expect((await call(own.app, 'GET', WHOAMI, { token: generateKey('test').key })).status).toBe(401);
      expect((await call(own.app, 'GET', WHOAMI, { token: generateKey('test').key })).status).toBe(429);
    } finally {
      await own.close();
    }
  });
});
