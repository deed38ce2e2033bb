import Database from 'better-sqlite3';
import request from 'supertest';
import { createTestApp, TestClock, testConfig, type TestApp } from '../helpers/testApp';
import { call, handshake, handshakeBody } from '../helpers/http';
import { ConfigError } from '../../src/platform/config';
import { issueKey } from '../helpers/apiKeys';
import { generateKey } from '../../src/apiKeys/format';

const ORCHESTRATION = '/api/b2b/orchestration';

const bodies = {
  developer_handshake: handshakeBody,
  credit_line_application: {
    action: 'credit_line_application',
    company_legal_name: 'G L.L.C.',
    trade_licence_number: '1',
    trn: '100123456700003',
    contact_email: 'a@b.co',
    requested_terms: 'NET_30',
  },
  wallet_topup: { action: 'wallet_topup', company_name: 'G', contact_email: 'a@b.co', amount_aed: 100 },
  account_payload: { action: 'account_payload', company_name: 'G', tier: 'Tier_2_Affiliates', display_currencies: ['USD'], lines: [{ label: 'x', net_aed: 1, sell_aed: 2 }] },
  tracking_link: { action: 'tracking_link', partner_code: 'PP', tier: 'Tier_2_Affiliates', property_id: 'p', destination: 'a.example' },
} as const;

let clock: TestClock;
beforeEach(() => {
  clock = new TestClock(new Date('2026-11-22T10:15:00.000Z'));
});

async function exhaust(t: TestApp, body: unknown, allowed: number): Promise<void> {
  for (let i = 0; i < allowed; i++) {
    const res = await call(t.app, 'POST', ORCHESTRATION, { body });
    expect(res.status).toBeLessThan(300);
  }
}

/** The RateLimit-Policy and RateLimit fields of an answer (draft-ietf-httpapi-ratelimit-headers). */
const fields = (res: request.Response): { policy: unknown; state: unknown } => ({ policy: res.headers['ratelimit-policy'], state: res.headers.ratelimit });

function expectRateLimited(res: request.Response, retryAfter: number, message: RegExp): void {
  expect(res.status).toBe(429);
  expect(res.headers['retry-after']).toBe(String(retryAfter));
  // The refusal names its limit with nothing left, resetting when Retry-After says.
  expect(res.headers.ratelimit).toMatch(new RegExp(`(^|, )"[a-z_]+";r=0;t=${retryAfter}$`));
  expect(res.body.error).toEqual({ code: 'rate_limited', message: expect.stringMatching(message), retryable: true, retry_after_seconds: retryAfter });
}

describe('hourly limits per address', () => {
  it.each([
    ['developer_handshake', 10],
    ['credit_line_application', 5],
    ['wallet_topup', 10],
    ['account_payload', 60],
    ['tracking_link', 60],
  ] as const)('allows %s %i times an hour, then answers 429 until the window resets', async (action, perHour) => {
    const t = await createTestApp({ clock });
    try {
      await exhaust(t, bodies[action], perHour);
      const refused = await call(t.app, 'POST', ORCHESTRATION, { body: bodies[action] });
      // 10:15 → the window ends at 11:00.
      expectRateLimited(refused, 45 * 60, new RegExp(`${perHour} per hour`));
      if (action === 'credit_line_application' || action === 'wallet_topup') {
        const table = action === 'wallet_topup' ? 'wallet_topups' : 'credit_line_applications';
        expect(Number(((await t.db(table).count({ n: '*' })) as Array<{ n: number }>)[0]?.n)).toBe(perHour);
      }
      // Each action has its own counter.
      const other = action === 'tracking_link' ? 'account_payload' : 'tracking_link';
      expect((await call(t.app, 'POST', ORCHESTRATION, { body: bodies[other] })).status).toBe(200);
      clock.set('2026-11-22T11:00:00.000Z');
      expect((await call(t.app, 'POST', ORCHESTRATION, { body: bodies[action] })).status).toBeLessThan(300);
    } finally {
      await t.close();
    }
  });

  it('counts malformed attempts of an action too', async () => {
    const t = await createTestApp({ clock });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await call(t.app, 'POST', ORCHESTRATION, { body: { ...bodies.credit_line_application, trn: 'bad' } })).status).toBe(422);
      }
      expectRateLimited(await call(t.app, 'POST', ORCHESTRATION, { body: bodies.credit_line_application }), 2700, /credit_line_application/);
    } finally {
      await t.close();
    }
  });

  it('counts the three sandbox endpoints together, 120 an hour, in the sandbox envelope', async () => {
    const t = await createTestApp({ clock });
    try {
      const { token, availability_url } = await handshake(t.app);
      const url = new URL(availability_url);
      for (let i = 0; i < 120; i++) {
        const res = i % 2 === 0
          ? await request(t.app).get('/api/b2b/sandbox/status').set('Authorization', `Bearer ${token}`)
          : await request(t.app).get(url.pathname + url.search);
        expect(res.status).toBe(200);
      }
      const refused = await call(t.app, 'POST', '/api/b2b/sandbox/transfers', { token, body: {} });
      expectRateLimited(refused, 2700, /Too many sandbox requests from this address: 120 per hour/);
      expect(refused.body.environment).toBe('sandbox');
      expect(refused.headers['x-svc-environment']).toBe('sandbox');
      // Unauthenticated calls count as well: the limit comes before the token check.
      expect((await request(t.app).get('/api/b2b/sandbox/status')).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('takes raised limits from the environment', async () => {
    const t = await createTestApp({ clock, env: { LIMIT_CREDIT_LINE_PER_HOUR: '7' } });
    try {
      await exhaust(t, bodies.credit_line_application, 7);
      expect((await call(t.app, 'POST', ORCHESTRATION, { body: bodies.credit_line_application })).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => testConfig({ LIMIT_SANDBOX_PER_HOUR: 'lots' })).toThrow(ConfigError);
    expect(() => testConfig({ LIMIT_WALLET_TOPUP_PER_HOUR: '0' })).toThrow(/LIMIT_WALLET_TOPUP_PER_HOUR/);
  });

  it('holds across two instances sharing one database once counts are shared', async () => {
    const first = await createTestApp({ clock });
    const second = await createTestApp({ clock, database: first.database });
    try {
      for (let i = 0; i < 6; i++) expect((await call(first.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup })).status).toBe(202);
      await first.services.rateLimiter.flush();
      // The second instance reads the shared total before its first call of the window.
      for (let i = 0; i < 4; i++) expect((await call(second.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup })).status).toBe(202);
      expect((await call(second.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup })).status).toBe(429);
      await second.services.rateLimiter.flush();
      // The first instance's total is older than one sync interval by now, so it reads it again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await call(first.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup })).status).toBe(429);
      expect(Number(((await first.db('wallet_topups').count({ n: '*' })) as Array<{ n: number }>)[0]?.n)).toBe(10);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('overshoots by at most what the other instance admits in one sync interval, then refuses on both', async () => {
    // No flush during the test: both instances decide on their own counts only, the worst case.
    const env = { RATE_LIMIT_SYNC_MS: '600000' };
    const first = await createTestApp({ clock, env });
    const second = await createTestApp({ clock, env, database: first.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const instance = i % 2 === 0 ? first : second;
        statuses.push((await call(instance.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup })).status);
      }
      // Each admits its own 10: the limit plus (instances − 1) × what one instance admits.
      expect(statuses.filter((s) => s === 202)).toHaveLength(20);
      await first.services.rateLimiter.flush();
      await second.services.rateLimiter.flush();
      const [row] = (await first.db('rate_limit_windows').where('bucket', 'like', 'wallet_topup:%').select('hits')) as Array<{ hits: number | string }>;
      expect(Number(row?.hits)).toBe(30);
      await first.services.rateLimiter.flush();
      expect((await call(first.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup })).status).toBe(429);
      expect((await call(second.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup })).status).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('keeps its counts across a restart: close() adds what is pending', async () => {
    const env = { RATE_LIMIT_SYNC_MS: '600000' };
    const first = await createTestApp({ clock, env });
    const database = first.database;
    for (let i = 0; i < 7; i++) expect((await call(first.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup })).status).toBe(202);
    await first.services.close();
    const restarted = await createTestApp({ clock, env, database });
    try {
      for (let i = 0; i < 3; i++) expect((await call(restarted.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup })).status).toBe(202);
      expectRateLimited(await call(restarted.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup }), 2700, /wallet_topup/);
    } finally {
      await restarted.close();
      await database.drop();
    }
  });

  it('counts concurrent calls exactly', async () => {
    const t = await createTestApp({ clock });
    try {
      const results = await Promise.all(Array.from({ length: 25 }, () => request(t.app).post(ORCHESTRATION).send(bodies.wallet_topup)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 202)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await t.close();
    }
  });
});

describe('RateLimit fields', () => {
  it('count an account action down to its refusal, with the seconds left in the window, and start again in the next one', async () => {
    const t = await createTestApp({ clock });
    try {
      const answers: request.Response[] = [];
      for (let i = 0; i < 11; i++) {
        answers.push(await call(t.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup }));
        clock.advance(10);
      }
      expect(answers.map((res) => res.status)).toEqual([...Array(10).fill(202), 429]);
      expect(answers.map(fields)).toEqual(
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0].map((r, i) => ({ policy: '"wallet_topup";q=10;w=3600', state: `"wallet_topup";r=${r};t=${2700 - 10 * i}` })),
      );
      expectRateLimited(answers[10] as request.Response, 2600, /wallet_topup/);
      // Another action has a policy of its own.
      expect(fields(await call(t.app, 'POST', ORCHESTRATION, { body: bodies.tracking_link }))).toEqual({ policy: '"tracking_link";q=60;w=3600', state: '"tracking_link";r=59;t=2590' });
      clock.set('2026-11-22T11:00:00.000Z');
      expect(fields(await call(t.app, 'POST', ORCHESTRATION, { body: bodies.wallet_topup }))).toEqual({ policy: '"wallet_topup";q=10;w=3600', state: '"wallet_topup";r=9;t=3600' });
      // An unknown action is counted by no limit, and says so by carrying no field.
      expect(fields(await call(t.app, 'POST', ORCHESTRATION, { body: { action: 'nothing' } }))).toEqual({ policy: undefined, state: undefined });
    } finally {
      await t.close();
    }
  });

  it('carry the sandbox limit on every sandbox answer, and the failed-credential limit beside it on a refused token', async () => {
    const t = await createTestApp({ clock, env: { LIMIT_SANDBOX_PER_HOUR: '4' } });
    try {
      const { token, availability_url } = await handshake(t.app);
      const url = new URL(availability_url);
      const status = await call(t.app, 'GET', '/api/b2b/sandbox/status', { token });
      expect(fields(status)).toEqual({ policy: '"sandbox";q=4;w=3600', state: '"sandbox";r=3;t=2700' });
      expect(fields(await request(t.app).get(url.pathname + url.search))).toEqual({ policy: '"sandbox";q=4;w=3600', state: '"sandbox";r=2;t=2700' });
      const refusedToken = await call(t.app, 'GET', '/api/b2b/sandbox/status', { token: `${token}x` });
      expect(refusedToken.status).toBe(401);
      expect(fields(refusedToken)).toEqual({ policy: '"sandbox";q=4;w=3600, "auth_failure";q=30;w=60', state: '"sandbox";r=1;t=2700, "auth_failure";r=29;t=60' });
      await call(t.app, 'POST', '/api/b2b/sandbox/transfers', { token, body: {} });
      const refused = await call(t.app, 'POST', '/api/b2b/sandbox/transfers', { token, body: {} });
      expectRateLimited(refused, 2700, /sandbox requests/);
      expect(fields(refused)).toEqual({ policy: '"sandbox";q=4;w=3600', state: '"sandbox";r=0;t=2700' });
    } finally {
      await t.close();
    }
  });

  it('carry the key\'s per-minute limit on v1 answers, 429 included, and nothing where no limit counted', async () => {
    const t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '3' } });
    try {
      const { key } = await issueKey(t);
      const answers: request.Response[] = [];
      for (let i = 0; i < 4; i++) {
        answers.push(await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: key }));
        clock.advance(5);
      }
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429]);
      // 10:15:00 → the minute ends at 10:16:00.
      expect(answers.map(fields)).toEqual([2, 1, 0, 0].map((r, i) => ({ policy: '"api_key";q=3;w=60', state: `"api_key";r=${r};t=${60 - 5 * i}` })));
      expectRateLimited(answers[3] as request.Response, 45, /requests with this key/);
      // Each key has its own count.
      const other = await issueKey(t);
      expect(fields(await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: other.key })).state).toBe('"api_key";r=2;t=40');
      // A refused key counts as a failed credential, not against any key.
      expect(fields(await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: generateKey('test').key }))).toEqual({ policy: '"auth_failure";q=30;w=60', state: '"auth_failure";r=29;t=40' });
      const none = { policy: undefined, state: undefined };
      expect(fields(await call(t.app, 'GET', '/api/b2b/v1/whoami'))).toEqual(none);
      expect(fields(await call(t.app, 'GET', '/api/b2b/v1/openapi.json'))).toEqual(none);
      expect(fields(await request(t.app).get('/healthz'))).toEqual(none);
      expect(fields(await request(t.app).get('/readyz'))).toEqual(none);
    } finally {
      await t.close();
    }
  });

  it('carry the failed-credential limit on its own refusal', async () => {
    const t = await createTestApp({ clock, env: { LIMIT_AUTH_FAILURES_PER_MINUTE: '2' } });
    try {
      for (let i = 0; i < 2; i++) expect((await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: generateKey('test').key })).status).toBe(401);
      const refused = await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: generateKey('test').key });
      expectRateLimited(refused, 60, /failed authentication attempts/);
      expect(fields(refused)).toEqual({ policy: '"auth_failure";q=2;w=60', state: '"auth_failure";r=0;t=60' });
    } finally {
      await t.close();
    }
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const t = await createTestApp({ clock });
    try {
      for (let i = 0; i < 5; i++) {
        await request(t.app).post(ORCHESTRATION).set('X-Forwarded-For', `203.0.113.${i}`).send(bodies.credit_line_application).expect(202);
      }
      await request(t.app).post(ORCHESTRATION).set('X-Forwarded-For', '203.0.113.99').send(bodies.credit_line_application).expect(429);
    } finally {
      await t.close();
    }
  });

  it('counts per forwarded address behind a trusted proxy', async () => {
    const t = await createTestApp({ clock, env: { TRUST_PROXY: 'loopback' } });
    try {
      for (let i = 0; i < 5; i++) {
        await request(t.app).post(ORCHESTRATION).set('X-Forwarded-For', '203.0.113.7').send(bodies.credit_line_application).expect(202);
      }
      await request(t.app).post(ORCHESTRATION).set('X-Forwarded-For', '203.0.113.7').send(bodies.credit_line_application).expect(429);
      const accepted = await request(t.app).post(ORCHESTRATION).set('X-Forwarded-For', '198.51.100.1').send(bodies.credit_line_application).expect(202);
      const row = await t.db('credit_line_applications').where({ reference: accepted.body.reference }).first();
      expect(row.client_ip).toBe('198.51.100.1');
    } finally {
      await t.close();
    }
  });
});

describe('old windows', () => {
  it('are purged', async () => {
    const t = await createTestApp({ clock });
    try {
      await call(t.app, 'POST', ORCHESTRATION, { body: bodies.tracking_link });
      clock.advance(3 * 3600);
      await call(t.app, 'POST', ORCHESTRATION, { body: bodies.tracking_link });
      await t.services.rateLimiter.flush();
      const rows = (await t.db('rate_limit_windows').select('window_start')) as Array<{ window_start: number | string }>;
      expect(rows.map((r) => Number(r.window_start))).toEqual([Date.parse('2026-11-22T13:00:00Z') / 1000]);
    } finally {
      await t.close();
    }
  });
});

/** How long a better-sqlite3 connection waits for another's write lock unless told otherwise. */
const BETTER_SQLITE3_BUSY_MS = 5000;

describe('the SQLite hit store', () => {
  const sqliteOnly = process.env.TEST_DATABASE_URL ? it.skip : it;

  sqliteOnly('answers at once while another process holds the write lock, and adds the counts once it is free', async () => {
    const t = await createTestApp({ clock });
    const filename = (t.db.client.config.connection as { filename: string }).filename;
    const other = new Database(filename);
    const bucket = (): Promise<{ hits: number } | undefined> =>
      t.db('rate_limit_windows').where({ bucket: 'tracking_link:::ffff:127.0.0.1' }).orWhere({ bucket: 'tracking_link:127.0.0.1' }).first();
    try {
      other.exec('begin immediate');
      for (let i = 0; i < 3; i++) expect((await call(t.app, 'POST', ORCHESTRATION, { body: bodies.tracking_link })).status).toBe(200);
      // The flush finds the file locked, fails without waiting, and keeps the counts. A connection
      // that waited would take better-sqlite3's busy timeout (5 s) to fail: a bound no machine's
      // speed decides, only whether it waited.
      const started = performance.now();
      await t.services.rateLimiter.flush();
      expect(performance.now() - started).toBeLessThan(BETTER_SQLITE3_BUSY_MS);
      other.exec('commit');
      expect(await bucket()).toBeUndefined();
      await t.services.rateLimiter.flush();
      expect((await bucket())?.hits).toBe(3);
    } finally {
      if (other.inTransaction) other.exec('rollback');
      other.close();
      await t.close();
    }
  });
});
