import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import type { Express } from 'express';
import { KnexTimeoutError } from 'knex';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app';
import { ConfigError } from '../../src/platform/config';
import { createDb, dbOptions, migrateLatest, type Db } from '../../src/platform/db';
import { classifyDbError, translateDbError, DB_RETRY_AFTER_SECONDS } from '../../src/platform/dbErrors';
import { errors } from '../../src/errors';
import type { Logger } from '../../src/platform/logger';
import { createServices, type Services } from '../../src/services';
import { handlers } from '../../handlers';
import { issueKey } from '../helpers/apiKeys';
import { expectContract } from '../helpers/contract';
import { call, handshake, handshakeBody } from '../helpers/http';
import { PgCluster, pgClusterUnavailable } from '../helpers/pgCluster';
import { RunningClock, testConfig } from '../helpers/testApp';
import type { Clock } from '../../src/platform/clock';

const WHOAMI = '/api/b2b/v1/whoami';
const QUOTE = '/api/b2b/sandbox/transfers';
const ORCHESTRATION = '/api/b2b/orchestration';
const quoteBody = {
  pickup_location: { type: 'airport', terminal: 'DXB_T3' },
  dropoff_location: { type: 'hotel', hotel_ref: 'Atlantis The Palm' },
  flight_number: 'EK202',
  vehicle_class: 'VIP_V_CLASS',
  passengers: 5,
};

interface LogLine {
  level: number;
  msg: string;
  req_id?: string;
  status?: number;
  err?: { message?: string };
}

/** A pino logger whose JSON lines the test can read. */
function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'info', base: { service: 'trade-api' } }, sink), lines };
}

interface FaultApp {
  app: Express;
  db: Db;
  clock: Clock;
  services: Services;
  lines: LogLine[];
}

async function createFaultApp(databaseUrl: string, env: Record<string, string>): Promise<FaultApp> {
  const config = testConfig({ LIMIT_SANDBOX_PER_HOUR: '100000', LIMIT_HANDSHAKE_PER_HOUR: '100000', ...env, DATABASE_URL: databaseUrl });
  const { logger, lines } = capturingLogger();
  const db = createDb(config.databaseUrl, dbOptions(config, logger));
  await migrateLatest(db);
  const clock = new RunningClock();
  const services = await createServices(config, db, logger, clock);
  const app = createApp(services, handlers);
  // The first request waits for the dispatcher to initialise; the timings below are the database's.
  expect((await call(app, 'GET', '/healthz')).status).toBe(200);
  return { app, db, clock, services, lines };
}

/** Asserts the answer is the database-unavailable 503, and that its request was logged as failed exactly once. */
function expectDatabaseUnavailable(res: { status: number; body: Record<string, unknown>; headers: Record<string, string> }, lines: LogLine[]): void {
  expect(res.status).toBe(503);
  expect(res.body.error).toEqual({
    code: 'not_configured',
    message: expect.stringContaining('cannot reach its database') as unknown,
    retryable: true,
  });
  expect(res.headers['retry-after']).toBe(String(DB_RETRY_AFTER_SECONDS));
  // Nothing about the cause reaches the client.
  expect(JSON.stringify(res.body)).not.toMatch(/select|insert|ECONN|timeout|Knex|pg_/i);
  const requestId = res.headers['x-request-id'];
  const failed = lines.filter((line) => line.req_id === requestId && line.level >= 50);
  expect(failed).toHaveLength(1);
  expect(failed[0]?.msg).toBe('request failed');
  // The log has the real cause, for the operator.
  expect(failed[0]?.err?.message).toBeTruthy();
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = process.hrtime.bigint();
  const value = await run();
  return { value, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * `call`, timed to the answer only: checking it against the contract compiles a validator on
 * first use, which is not the service's time.
 */
async function timedCall(
  app: Express,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: object; token?: string } = {},
): Promise<{ value: request.Response; ms: number }> {
  let req = method === 'GET' ? request(app).get(path) : request(app).post(path);
  if (options.token) req = req.set('Authorization', `Bearer ${options.token}`);
  if (options.body) req = req.send(options.body);
  const answer = await timed(async () => req);
  expectContract(answer.value, method, path);
  return answer;
}

/** Polls until `ok` holds, returning how long it took. */
async function timeUntil(ok: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await ok()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`still failing after ${limitMs} ms`);
}

describe('translating database errors', () => {
  it.each([
    ['a Knex acquire timeout', new KnexTimeoutError('Knex: Timeout acquiring a connection.')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a refused connection to several addresses', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], '')],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a connection failure (SQLSTATE class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a server shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a statement timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a client-side read timeout (Knex prefixes the SQL)', new Error('select 1 - Query read timeout')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a wrapped cause', new Error('outer', { cause: Object.assign(new Error('inner'), { code: 'EPIPE' }) })],
    ['a busy SQLite database', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
    ['a SQLite write error', Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' })],
    ['a full SQLite disk', Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })],
  ])('answers %s with the retryable 503', (_name, err) => {
    expect(classifyDbError(err)).toBe('unavailable');
    const answer = translateDbError(err);
    expect(answer?.status).toBe(503);
    expect(answer?.toBody()).toMatchObject({ code: 'not_configured', retryable: true });
    expect(answer?.headers).toEqual({ 'Retry-After': String(DB_RETRY_AFTER_SECONDS) });
    expect(answer?.cause).toBe(err);
  });

  it('answers a unique clash 409 already_exists (retryable) and a missing reference 422, never a 500', () => {
    expect(classifyDbError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe('unique_violation');
    expect(classifyDbError(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe('unique_violation');
    expect(classifyDbError(Object.assign(new Error('violates foreign key'), { code: '23503' }))).toBe('foreign_key_violation');
    expect(classifyDbError(Object.assign(new Error('FOREIGN KEY constraint failed'), { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }))).toBe('foreign_key_violation');
    for (const code of ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']) {
      const clash = translateDbError(Object.assign(new Error('duplicate key value violates unique constraint "bookings_pkey"'), { code }));
      expect(clash?.status).toBe(409);
      expect(clash?.toBody()).toMatchObject({ code: 'already_exists', retryable: true });
      expect(clash?.message).not.toMatch(/bookings_pkey|duplicate key/);
    }
    for (const code of ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']) {
      const missing = translateDbError(Object.assign(new Error('insert or update on table "x" violates foreign key constraint'), { code }));
      expect(missing?.status).toBe(422);
      expect(missing?.toBody()).toMatchObject({ code: 'validation_failed', retryable: false });
      expect(missing?.message).not.toMatch(/foreign key constraint/);
    }
  });

  it('leaves other errors to the 500 and passes API errors through', () => {
    expect(translateDbError(new TypeError('x is undefined'))).toBeNull();
    expect(translateDbError(Object.assign(new Error('syntax error'), { code: '42601' }))).toBeNull();
    expect(translateDbError('a string')).toBeNull();
    const apiError = errors.unauthenticated('Unknown API key.');
    expect(translateDbError(apiError)).toBe(apiError);
  });
});

describe('database timeouts in the configuration', () => {
  it('bounds connection acquire, statements and /readyz by default, and takes other bounds from the environment', () => {
    expect(testConfig()).toMatchObject({ dbAcquireTimeoutMs: 5000, dbStatementTimeoutMs: 10000, readyTimeoutMs: 1000 });
    const config = testConfig({ DB_ACQUIRE_TIMEOUT_MS: '1500', DB_STATEMENT_TIMEOUT_MS: '2500', READY_TIMEOUT_MS: '700' });
    expect(config).toMatchObject({ dbAcquireTimeoutMs: 1500, dbStatementTimeoutMs: 2500, readyTimeoutMs: 700 });
    expect(dbOptions(config)).toEqual({ acquireTimeoutMs: 1500, statementTimeoutMs: 2500 });
  });

  it.each(['DB_ACQUIRE_TIMEOUT_MS', 'DB_STATEMENT_TIMEOUT_MS', 'READY_TIMEOUT_MS'])('refuses a %s that is not a positive integer', (name) => {
    for (const value of ['0', '-1', '1.5', 'soon']) expect(() => testConfig({ [name]: value })).toThrow(ConfigError);
  });
});

describe('SQLite locked by another connection', () => {
  const file = join(tmpdir(), `trade-api-lock-${randomBytes(6).toString('hex')}.sqlite`);
  const BUSY_MS = 400;
  const ACQUIRE_MS = 2000;
  let t: FaultApp;

  beforeAll(async () => {
    t = await createFaultApp(`sqlite:${file}`, { DB_STATEMENT_TIMEOUT_MS: String(BUSY_MS), DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS) });
  });
  afterAll(async () => {
    t.services.close();
    await t.db.destroy();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  });

  it('answers a write 503 retryable within the busy timeout, not 500, and works once the lock is gone', async () => {
    // A fresh key: its first use writes last_used_at.
    const { key, keyId } = await issueKey(t);
    const other = new Database(file);
    try {
      other.exec('BEGIN IMMEDIATE');
      const { value: res, ms } = await timedCall(t.app, 'GET', WHOAMI, { token: key });
      expectDatabaseUnavailable(res, t.lines);
      expect(ms).toBeGreaterThanOrEqual(BUSY_MS - 50);
      // Within the busy timeout rather than a longer one: a request that waited for a connection would take the acquire timeout.
      expect(ms).toBeLessThan(ACQUIRE_MS);
      console.log(`SQLite locked: 503 after ${ms.toFixed(0)} ms (busy timeout ${BUSY_MS} ms)`);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await t.db('api_keys').where({ id: keyId }).first<{ last_used_at: string | null }>())?.last_used_at).toBeNull();
    const again = await call(t.app, 'GET', WHOAMI, { token: key });
    expect(again.status).toBe(200);
    expect((await t.db('api_keys').where({ id: keyId }).first<{ last_used_at: string | null }>())?.last_used_at).not.toBeNull();
  });
});

if (pgClusterUnavailable) {
  console.log(`faults.database.test.ts: the PostgreSQL outage tests are skipped: ${pgClusterUnavailable}`);
}
const describeOnCluster = pgClusterUnavailable ? describe.skip : describe;

describeOnCluster('PostgreSQL outage, on a private cluster', () => {
  // Bounds kept short so the test is quick; a hung database answers within acquire or
  // statement time plus the client's 250 ms grace.
  const ACQUIRE_MS = 1000;
  const STATEMENT_MS = 1000;
  const READY_MS = 800;
  const HUNG_BOUND_MS = Math.max(ACQUIRE_MS, STATEMENT_MS + 250);
  // What the scheduler adds on two cores shared with the suite's other workers (1,847 ms and
  // 2,142 ms were seen against the 1,250 ms bound, under libfaketime and in a CI run); without the
  // bounds a hung database would hold the request until the test's own timeout, 20 s on.
  const SLACK_MS = 1500;

  let cluster: PgCluster;
  let t: FaultApp;
  let key: string;
  let token: string;

  beforeAll(async () => {
    cluster = await PgCluster.create();
    t = await createFaultApp(cluster.url, {
      DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      READY_TIMEOUT_MS: String(READY_MS),
    });
    ({ key } = await issueKey(t));
    ({ token } = await handshake(t.app));
  }, 60_000);
  afterAll(async () => {
    cluster?.resume();
    t?.services.close();
    await t?.db.destroy();
    await cluster?.destroy();
  });

  const whoami = () => call(t.app, 'GET', WHOAMI, { token: key });
  const quote = () => call(t.app, 'POST', QUOTE, { body: quoteBody, token });
  const orchestrate = () => call(t.app, 'POST', ORCHESTRATION, { body: handshakeBody });
  const serving = async (): Promise<boolean> => (await whoami()).status === 200;

  it('serves before the outage', async () => {
    expect((await whoami()).status).toBe(200);
    expect((await quote()).status).toBe(200);
    expect((await call(t.app, 'GET', '/readyz')).status).toBe(200);
  });

  it('answers 503 while the database is stopped: a valid key is not a 401, an account action not a 500, and the sandbox quote still serves', async () => {
    await cluster.stop();
    try {
      const v1 = await whoami();
      expectDatabaseUnavailable(v1, t.lines);
      const action = await orchestrate();
      expectDatabaseUnavailable(action, t.lines);
      // The sandbox quote needs no database (its limit is counted in memory): it keeps serving.
      const sandbox = await quote();
      expect(sandbox.status).toBe(200);
      expect(sandbox.body.environment).toBe('sandbox');
      const ready = await call(t.app, 'GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.error).toMatchObject({ code: 'not_configured', retryable: true });
    } finally {
      await cluster.start();
    }
    const recoveryMs = await timeUntil(serving, 10_000);
    console.log(`PostgreSQL restarted: serving again ${recoveryMs} ms after the server was back`);
    expect(recoveryMs).toBeLessThan(2000);
    expect((await quote()).status).toBe(200);
    expect((await orchestrate()).status).toBe(200);
  });

  it('answers 503 within the bound while the database hangs, /readyz within its own, and serves again after it resumes', async () => {
    expect(await serving()).toBe(true);
    cluster.hang();
    let resumed = false;
    try {
      const [v1, sandbox, action, ready] = await Promise.all([
        timedCall(t.app, 'GET', WHOAMI, { token: key }),
        timedCall(t.app, 'POST', QUOTE, { body: quoteBody, token }),
        timedCall(t.app, 'POST', ORCHESTRATION, { body: handshakeBody }),
        timedCall(t.app, 'GET', '/readyz'),
      ]);
      for (const answer of [v1, action]) {
        expectDatabaseUnavailable(answer.value, t.lines);
        expect(answer.ms).toBeLessThan(HUNG_BOUND_MS + SLACK_MS);
      }
      expect(sandbox.value.status).toBe(200);
      expect(ready.value.status).toBe(503);
      expect(ready.value.body.error).toMatchObject({ code: 'not_configured', retryable: true });
      expect(ready.ms).toBeLessThan(READY_MS + SLACK_MS);
      // Once the pool's connections have given up, later requests wait no longer than the first.
      const second = await timedCall(t.app, 'GET', WHOAMI, { token: key });
      expectDatabaseUnavailable(second.value, t.lines);
      expect(second.ms).toBeLessThan(HUNG_BOUND_MS + SLACK_MS);
      console.log(
        `PostgreSQL hung: v1 503 after ${v1.ms.toFixed(0)} ms (then ${second.ms.toFixed(0)} ms), sandbox quote ${sandbox.ms.toFixed(0)} ms, ` +
          `account action ${action.ms.toFixed(0)} ms, /readyz ${ready.ms.toFixed(0)} ms (bounds ${HUNG_BOUND_MS} ms, ready ${READY_MS} ms)`,
      );
      cluster.resume();
      resumed = true;
    } finally {
      if (!resumed) cluster.resume();
    }
    const recoveryMs = await timeUntil(serving, 10_000);
    console.log(`PostgreSQL resumed: serving again after ${recoveryMs} ms`);
    expect(recoveryMs).toBeLessThan(2000);
    expect((await call(t.app, 'GET', '/readyz')).status).toBe(200);
  });

  /** A pool of its own: sequential queries on it reuse its one connection. */
  async function withOwnPool(run: (db: Db, backend: () => Promise<number>) => Promise<void>): Promise<void> {
    const db = createDb(cluster.url, { acquireTimeoutMs: ACQUIRE_MS, statementTimeoutMs: STATEMENT_MS, logger: pino({ level: 'silent' }) });
    const backend = async (): Promise<number> => Number((await db.raw<{ rows: Array<{ pid: number }> }>('select pg_backend_pid() as pid')).rows[0]?.pid);
    try {
      await run(db, backend);
    } finally {
      await db.destroy();
    }
  }

  it('drops a connection whose query timed out on the client instead of lending it again', async () => {
    await withOwnPool(async (db, backend) => {
      const before = await backend();
      expect(await backend()).toBe(before);
      cluster.hang();
      try {
        await expect(db.raw('select 1')).rejects.toThrow(/Query read timeout/);
      } finally {
        cluster.resume();
      }
      // On the old connection each of these would first wait for the abandoned statement.
      for (let i = 0; i < 3; i++) {
        const { value: pid, ms } = await timed(backend);
        expect(pid).not.toBe(before);
        expect(ms).toBeLessThan(500);
      }
    });
  });

  it('keeps the connection when the server itself cancels a statement at statement_timeout', async () => {
    await withOwnPool(async (db, backend) => {
      const before = await backend();
      const { value: failure, ms } = await timed(() => db.raw('select pg_sleep(5)').catch((err: unknown) => err));
      expect((failure as { code?: string }).code).toBe('57014');
      expect(ms).toBeLessThan(STATEMENT_MS + SLACK_MS);
      expect(translateDbError(failure)?.status).toBe(503);
      expect(await backend()).toBe(before);
    });
  });
});
