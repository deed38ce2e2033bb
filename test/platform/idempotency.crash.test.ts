import { randomUUID } from 'node:crypto';
import express from 'express';
import http from 'node:http';
import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { SUITE_LIMITS, useV1Suite } from '../helpers/suite';
import { addDays, uaeToday } from '../../src/platform/uaeTime';
import { systemClock } from '../../src/platform/clock';
import { call } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';
import { childDatabaseUrl, createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/testDb';
import { startServerProcess, request as httpRequest, type ServerProcess, type HttpAnswer } from '../helpers/serverProcess';
import { handlers } from '../../handlers';
import { errors } from '../../src/errors';
import type { OperationContext } from '../../src/http/handler';
import { migrationNames, migrationSource } from '../../migrations';

const ORCHESTRATION = '/api/b2b/orchestration';
const QUOTE = '/api/b2b/v1/transport/quote';
const LIMITS = { ...SUITE_LIMITS, LIMIT_WALLET_TOPUP_PER_HOUR: '100000', LIMIT_CREDIT_LINE_PER_HOUR: '100000' };

const topup = (purchaseOrder: string) => ({
  action: 'wallet_topup',
  company_name: 'Gulf Horizons Travel',
  contact_email: 'finance@gulfhorizons.example',
  amount_aed: 7500.25,
  purchase_order: purchaseOrder,
});
const creditLine = {
  action: 'credit_line_application',
  company_legal_name: 'Gulf Horizons Travel L.L.C.',
  trade_licence_number: '1234567',
  trn: '100123456700003',
  contact_email: 'finance@gulfhorizons.example',
  requested_terms: 'NET_30',
};
const quote = { airport: 'DXB', terminal: 'T1', direction: 'departure', place: 'DEIRA', vehicle: 'EXECUTIVE_SEDAN', pickup_date: addDays(uaeToday(systemClock), 5), pickup_time: '09:00', passengers: 2, bags: 2 };

let n = 0;
const newKey = (): string => `idem-${++n}-${randomUUID()}`;

async function count(db: TestApp['db'], table: string, where: Record<string, string> = {}): Promise<number> {
  const [row] = (await db(table).where(where).count({ n: '*' })) as Array<{ n: number | string }>;
  return Number(row?.n ?? 0);
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + 5000;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A gate a test handler waits at, opened by the test. */
function gate(): { passed: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open: () => open() };
}

describe('account actions with an Idempotency-Key', () => {
  const t = useV1Suite({ env: { ...LIMITS, TRUST_PROXY: 'loopback' } });

  const act = (body: unknown, idempotencyKey?: string, address = '203.0.113.7') =>
    call(t.app, 'POST', ORCHESTRATION, { body, headers: { 'X-Forwarded-For': address, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) } });

  it.each([
    ['wallet_topup', 'wallet_topups', topup('PO-REPLAY')],
    ['credit_line_application', 'credit_line_applications', creditLine],
  ])('stores %s once and replays its answer', async (_action, table, body) => {
    const key = newKey();
    const before = { rows: await count(t.db, table), queue: await count(t.db, 'desk_queue') };
    const first = await act(body, key);
    const again = await act(body, key);
    expect(first.status).toBe(202);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count(t.db, table)).toBe(before.rows + 1);
    expect(await count(t.db, 'desk_queue')).toBe(before.queue + 1);
    expect(await t.db('idempotency_keys').where({ idempotency_key: key }).first()).toMatchObject({
      scope: `address:203.0.113.7:${body.action}`,
      state: 'completed',
      response_status: 202,
    });
  });

  it('keeps keys apart per client address and per action', async () => {
    const key = newKey();
    const before = { topups: await count(t.db, 'wallet_topups'), applications: await count(t.db, 'credit_line_applications') };
    const mine = await act(topup('PO-APART'), key);
    const otherAddress = await act(topup('PO-APART'), key, '198.51.100.4');
    const otherAction = await act(creditLine, key);
    expect([mine.status, otherAddress.status, otherAction.status]).toEqual([202, 202, 202]);
    expect(otherAddress.headers['idempotent-replayed']).toBeUndefined();
    expect(otherAction.headers['idempotent-replayed']).toBeUndefined();
    expect(otherAddress.body.reference).not.toBe(mine.body.reference);
    expect(await count(t.db, 'wallet_topups')).toBe(before.topups + 2);
    expect(await count(t.db, 'credit_line_applications')).toBe(before.applications + 1);
  });

  it('refuses the same key with another body with 422, and stores nothing', async () => {
    const key = newKey();
    expect((await act(topup('PO-FIRST'), key)).status).toBe(202);
    const before = await count(t.db, 'wallet_topups');
    const reused = await act(topup('PO-SECOND'), key);
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({ code: 'idempotency_key_reused', retryable: false });
    expect(await count(t.db, 'wallet_topups')).toBe(before);
  });

  it('runs each request anew without a key', async () => {
    const before = { topups: await count(t.db, 'wallet_topups'), keys: await count(t.db, 'idempotency_keys') };
    const a = await act(topup('PO-NO-KEY'));
    const b = await act(topup('PO-NO-KEY'));
    expect(a.body.reference).not.toBe(b.body.reference);
    expect(await count(t.db, 'wallet_topups')).toBe(before.topups + 2);
    expect(await count(t.db, 'idempotency_keys')).toBe(before.keys);
  });

  it('keeps no answer for an invalid action, so a corrected one may use the key', async () => {
    const key = newKey();
    const invalid = await act({ ...topup('PO-FIX'), amount_aed: -1 }, key);
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.code).toBe('validation_failed');
    expect((await act(topup('PO-FIX'), key)).status).toBe(202);
  });
});

describe('the business write and the answer commit together', () => {
  const t = useV1Suite({ env: LIMITS });
  const { clock } = t;

  const withHandler = (runAccountAction: (ctx: OperationContext<'runAccountAction'>) => Promise<never>, env: Record<string, string> = {}) =>
    createTestApp({ clock, database: t.database, env: { ...LIMITS, ...env }, handlers: { ...handlers, runAccountAction } });

  it('rolls back a write when the handler fails after it, and leaves the key free', async () => {
    const failing = await withHandler(async (ctx) => {
      await handlers.runAccountAction(ctx);
      throw new Error('the mail server is down');
    });
    try {
      const key = newKey();
      const before = { topups: await count(t.db, 'wallet_topups'), queue: await count(t.db, 'desk_queue') };
      const failed = await call(failing.app, 'POST', ORCHESTRATION, { body: topup('PO-FAIL'), headers: { 'Idempotency-Key': key } });
      expect(failed.status).toBe(500);
      expect(await count(t.db, 'wallet_topups')).toBe(before.topups);
      expect(await count(t.db, 'desk_queue')).toBe(before.queue);
      expect(await count(t.db, 'idempotency_keys', { idempotency_key: key })).toBe(0);
      const retried = await call(t.app, 'POST', ORCHESTRATION, { body: topup('PO-FAIL'), headers: { 'Idempotency-Key': key } });
      expect(retried.status).toBe(202);
      expect(await count(t.db, 'wallet_topups', { purchase_order: 'PO-FAIL' })).toBe(1);
    } finally {
      await failing.close();
    }
  });

  it('keeps a refusal reached after a write as the answer, without the write', async () => {
    const refusing = await withHandler(async (ctx) => {
      await handlers.runAccountAction(ctx);
      throw errors.invalidState('wallet', 'WAL-1', 'frozen', 'topped up');
    });
    try {
      const key = newKey();
      const send = () => request(refusing.app).post(ORCHESTRATION).set('Idempotency-Key', key).send(topup('PO-REFUSED'));
      const refused = await send();
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('invalid_state');
      const again = await send();
      expect(again.status).toBe(409);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await count(t.db, 'wallet_topups', { purchase_order: 'PO-REFUSED' })).toBe(0);
    } finally {
      await refusing.close();
    }
  });

  it('answers a retry after a crash between commit and answer with the stored answer, writing nothing twice', async () => {
    // The answer never leaves the process: the socket is destroyed where the response would be sent,
    // as when the process dies right after the commit.
    const dying = express();
    dying.use((req, res, next) => {
      res.end = (() => {
        req.socket.destroy();
        return res;
      }) as typeof res.end;
      next();
    });
    dying.use(t.app);
    const key = newKey();
    const lost = await request(dying).post(ORCHESTRATION).set('Idempotency-Key', key).send(topup('PO-CRASH')).then(
      () => 'answered',
      (err: Error) => err.message,
    );
    expect(lost).not.toBe('answered');
    expect(await count(t.db, 'wallet_topups', { purchase_order: 'PO-CRASH' })).toBe(1);
    expect(await t.db('idempotency_keys').where({ idempotency_key: key }).first()).toMatchObject({ state: 'completed', response_status: 202 });
    const retried = await call(t.app, 'POST', ORCHESTRATION, { body: topup('PO-CRASH'), headers: { 'Idempotency-Key': key } });
    expect(retried.status).toBe(202);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const row = await t.db('wallet_topups').where({ purchase_order: 'PO-CRASH' }).first();
    expect(retried.body.reference).toBe(row.reference);
    expect(await count(t.db, 'wallet_topups', { purchase_order: 'PO-CRASH' })).toBe(1);
  });

  (usingPostgres ? it.skip : it)('runs the handler again when another connection holds the write lock at its first write (SQLite), writing once', async () => {
    // The rate limiter's own connection flushing at that moment: SQLite answers SQLITE_BUSY at
    // once to a transaction that read and now wants to write, without waiting on the busy timeout.
    const other = t.database.connect();
    let runs = 0;
    let held: Promise<void> | null = null;
    const racing = await withHandler(async (ctx) => {
      runs++;
      await ctx.db('fx_rates').select('currency');
      if (runs === 1) {
        let release = (): void => undefined;
        const locked = new Promise<void>((resolve) => (release = resolve));
        held = other.transaction(async (trx) => {
          await trx('rate_limit_windows').insert({ bucket: `lock-${randomUUID()}`, window_start: 0, hits: 1 });
          await locked;
        });
        // Release the lock shortly after the handler's write has met it.
        setTimeout(release, 30);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return (await handlers.runAccountAction(ctx)) as never;
    });
    try {
      const res = await call(racing.app, 'POST', ORCHESTRATION, { body: topup('PO-LOCKED'), headers: { 'Idempotency-Key': newKey() } });
      expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status: 202 });
      expect(runs).toBeGreaterThanOrEqual(2);
      expect(await count(t.db, 'wallet_topups', { purchase_order: 'PO-LOCKED' })).toBe(1);
    } finally {
      await held;
      await other.destroy();
      await racing.close();
    }
  });

  it('runs the handler again when another connection committed under its transaction, writing once', async () => {
    // Another connection's commit between this transaction's read and its write: on SQLite the
    // write then fails with SQLITE_BUSY_SNAPSHOT (the rate limiter's own connection does this under load).
    const other = t.database.connect();
    let runs = 0;
    const racing = await withHandler(async (ctx) => {
      runs++;
      await ctx.db('fx_rates').select('currency');
      if (runs === 1) await other('rate_limit_windows').insert({ bucket: `race-${randomUUID()}`, window_start: 0, hits: 1 });
      return (await handlers.runAccountAction(ctx)) as never;
    });
    try {
      const res = await call(racing.app, 'POST', ORCHESTRATION, { body: topup('PO-RACE'), headers: { 'Idempotency-Key': newKey() } });
      // With the body, so a failure says what the 503 or 409 was.
      expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status: 202 });
      expect(runs).toBe(usingPostgres ? 1 : 2);
      expect(await count(t.db, 'wallet_topups', { purchase_order: 'PO-RACE' })).toBe(1);
    } finally {
      await other.destroy();
      await racing.close();
    }
  });

  // On SQLite a write holds the database's one write lock until commit, so the request that takes
  // over could not write while the stalled one holds it: there the stall comes before the write.
  it.each(usingPostgres ? [['before'], ['after']] : [['before']])(
    'fences off a request whose lease was taken over (stalled %s its write): neither its write nor its answer commits',
    async (when) => {
      const stall = gate();
      const stalled = await withHandler(async (ctx) => {
        if (when === 'before') await stall.passed;
        const outcome = await handlers.runAccountAction(ctx);
        if (when === 'after') await stall.passed;
        return outcome as never;
      }, { IDEMPOTENCY_LEASE_SECONDS: '5' });
      const other = await createTestApp({ clock, database: t.database, env: { ...LIMITS, IDEMPOTENCY_LEASE_SECONDS: '5' } });
      try {
        const key = newKey();
        const purchaseOrder = `PO-FENCE-${when}`;
        const first = request(stalled.app).post(ORCHESTRATION).set('Idempotency-Key', key).send(topup(purchaseOrder)).then((res) => res);
        await waitFor(async () => (await count(t.db, 'idempotency_keys', { idempotency_key: key })) === 1);
        const send = () => call(other.app, 'POST', ORCHESTRATION, { body: topup(purchaseOrder), headers: { 'Idempotency-Key': key } });
        clock.advance(4);
        const waiting = await send();
        expect(waiting.status).toBe(409);
        expect(waiting.body.error).toMatchObject({ code: 'idempotency_in_progress', retryable: true });
        clock.advance(1);
        const takenOver = await send();
        expect(takenOver.status).toBe(202);
        expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
        stall.open();
        const fenced = await first;
        expect(fenced.status).toBe(409);
        expect(fenced.body.error.code).toBe('idempotency_in_progress');
        const rows = (await t.db('wallet_topups').where({ purchase_order: purchaseOrder })) as Array<{ reference: string }>;
        expect(rows.map((row) => row.reference)).toEqual([takenOver.body.reference]);
        expect(await count(t.db, 'desk_queue', { reference: takenOver.body.reference })).toBe(1);
        const replay = await send();
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.body).toEqual(takenOver.body);
      } finally {
        stall.open();
        await other.close();
        await stalled.close();
      }
    },
  );
});

describe('the migration to scoped keys with leases', () => {
  const LEASES = '20261122143000_scope_idempotency_keys_with_leases';
  /** The migrations from the leases on, newest first: rolled back to reach the schema before it. */
  const fromLeases = migrationNames.slice(migrationNames.indexOf(LEASES));

  it('keeps stored answers, frees claims left in progress, and goes back down', async () => {
    const database = await createTestDatabase();
    const { db } = database;
    try {
      const key = await issueKey({ db, clock: systemClock });
      expect(fromLeases[0]).toBe(LEASES);
      for (let i = 0; i < fromLeases.length; i++) await db.migrate.down({ migrationSource });
      // Only the leases go up: the later migrations (the engine's tables) stay down.
      expect(await db.schema.hasTable('idempotency_keys')).toBe(true);
      expect(await db.schema.hasColumn('idempotency_keys', 'scope')).toBe(false);
      const old = { account_id: key.accountId, fingerprint: 'f'.repeat(64), created_at: '2026-11-22T09:00:00.000Z', expires_at: '2026-11-23T09:00:00.000Z' };
      await db('idempotency_keys').insert([
        { ...old, idempotency_key: 'done', state: 'completed', response_status: 200, response_body: '{"id":"q_1"}' },
        { ...old, idempotency_key: 'stuck', state: 'in_progress', response_status: null, response_body: null },
      ]);
      await db.migrate.up({ migrationSource });
      expect(await db.schema.hasTable('bookings')).toBe(fromLeases.length === 1);
      const rows = (await db('idempotency_keys').orderBy('idempotency_key')) as Array<Record<string, unknown>>;
      expect(rows).toEqual([
        expect.objectContaining({ scope: `account:${key.accountId}`, idempotency_key: 'done', state: 'completed', response_status: 200, response_body: '{"id":"q_1"}', lease_token: null }),
        // Its lease ran out when it was created: the first retry takes it over.
        expect.objectContaining({ scope: `account:${key.accountId}`, idempotency_key: 'stuck', state: 'in_progress', lease_token: 'migrated', lease_expires_at: old.created_at }),
      ]);
      await db('idempotency_keys').insert({ scope: 'address:203.0.113.7:wallet_topup', idempotency_key: 'topup', fingerprint: 'f'.repeat(64), state: 'completed', created_at: old.created_at, expires_at: old.expires_at });
      await db.migrate.down({ migrationSource });
      const back = (await db('idempotency_keys').orderBy('idempotency_key')) as Array<Record<string, unknown>>;
      expect(back.map((row) => [row.account_id, row.idempotency_key, row.state])).toEqual([
        [key.accountId, 'done', 'completed'],
        [key.accountId, 'stuck', 'in_progress'],
      ]);
    } finally {
      await database.drop();
    }
  });
});

interface Sent {
  key: string;
  kind: 'topup' | 'quote';
  answer: HttpAnswer;
}

describe('a server process killed mid-flight', () => {
  const PER_ROUND = 300;
  // Each round's kill comes right after this many answers, while the rest are in flight.
  const KILL_AFTER = [30, 90, 150];
  let database: TestDatabase;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.kill();
    await database.drop();
  });

  it('leaves no key stuck after kill -9 and stores each top-up once when every key is retried', async () => {
    const apiKey = await issueKey({ db: database.db, clock: systemClock });
    const env = { DATABASE_URL: childDatabaseUrl(database), IDEMPOTENCY_LEASE_SECONDS: '1', LOG_LEVEL: 'warn', ...LIMITS };
    const send = (port: number, agent: http.Agent, key: string, kind: Sent['kind']): Promise<HttpAnswer> =>
      kind === 'topup'
        ? httpRequest(port, 'POST', ORCHESTRATION, { body: JSON.stringify(topup(key)), headers: { 'idempotency-key': key }, agent })
        : httpRequest(port, 'POST', QUOTE, { body: JSON.stringify(quote), headers: { 'idempotency-key': key, authorization: `Bearer ${apiKey.key}` }, agent });

    const sent: Sent[] = [];
    const figures: Array<{ answered: number; cut: number; claimsLeft: number }> = [];
    for (let round = 1; round <= KILL_AFTER.length; round++) {
      server = await startServerProcess(env);
      // At most 64 in flight: enough to find requests mid-transaction at the kill, and few enough
      // that a busy test process cannot fall so far behind that the server has answered them all.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const port = server.port;
      let answered = 0;
      const current = server;
      const batch = Array.from({ length: PER_ROUND }, (_, i) => {
        const entry: Sent = { key: `r${round}-${i}-${randomUUID()}`, kind: i % 2 === 0 ? 'topup' : 'quote', answer: { status: -1, headers: {}, body: '' } };
        sent.push(entry);
        return send(port, agent, entry.key, entry.kind).then((answer) => {
          entry.answer = answer;
          if (answer.status > 0 && ++answered === KILL_AFTER[round - 1]) void current.kill();
        });
      });
      // Should the answers never reach the mark (the machine is loaded, requests time out), the
      // round ends with the batch and the kill comes then; the `cut` check below reports it.
      await Promise.race([server.exited, Promise.all(batch)]);
      await current.kill();
      server = null;
      await Promise.all(batch);
      agent.destroy();
      // Claims the kill left behind in this round (before leases, each would have blocked its key for a day).
      const claimsLeft = (await count(database.db, 'idempotency_keys', { state: 'in_progress' })) - figures.reduce((sum, figure) => sum + figure.claimsLeft, 0);
      figures.push({ answered, cut: batch.length - answered, claimsLeft });
    }

    server = await startServerProcess(env);
    // Claims left by the killed processes are free once their lease (1 s) has run out.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const retries = await Promise.all(sent.map(async (entry) => ({ entry, answer: await send(server?.port ?? 0, agent, entry.key, entry.kind) })));
    agent.destroy();
    await server.kill();
    server = null;

    const stuck = retries.filter(({ answer }) => answer.status === 409).length;
    const failed = retries.filter(({ entry, answer }) => answer.status !== (entry.kind === 'topup' ? 202 : 200));
    const topupKeys = sent.filter((entry) => entry.kind === 'topup').map((entry) => entry.key);
    const rows = (await database.db('wallet_topups').whereIn('purchase_order', topupKeys).select('purchase_order', 'reference')) as Array<{ purchase_order: string; reference: string }>;
    const perKey = new Map<string, string[]>();
    for (const row of rows) perKey.set(row.purchase_order, [...(perKey.get(row.purchase_order) ?? []), row.reference]);
    const duplicates = [...perKey.values()].filter((references) => references.length > 1).length;
    // An answer the client saw before the kill is the one the retry replays.
    const changed = retries.filter(({ entry, answer }) => entry.kind === 'topup' && entry.answer.status === 202 && JSON.parse(answer.body).reference !== JSON.parse(entry.answer.body).reference);
    console.log(
      `idempotency crash test (${usingPostgres ? 'PostgreSQL' : 'SQLite'}): rounds ${JSON.stringify(figures)}; ` +
        `retried ${retries.length} keys: stuck ${stuck}, failed ${failed.length}, replayed ${retries.filter(({ answer }) => answer.headers['idempotent-replayed'] === 'true').length}; ` +
        `top-up keys ${topupKeys.length}, rows ${rows.length}, duplicates ${duplicates}`,
    );

    expect(figures.every((figure) => figure.cut > 0)).toBe(true);
    expect(stuck).toBe(0);
    expect(failed.map(({ entry, answer }) => `${entry.key}: ${answer.status}`)).toEqual([]);
    expect(duplicates).toBe(0);
    expect(topupKeys.filter((key) => perKey.get(key)?.length !== 1)).toEqual([]);
    expect(changed).toEqual([]);
    expect(await count(database.db, 'idempotency_keys', { state: 'in_progress' })).toBe(0);
  }, 120_000);
});
