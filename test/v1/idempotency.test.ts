import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestApp } from '../helpers/testApp';
import { SUITE_LIMITS, useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { issueKey, type IssuedKey } from '../helpers/apiKeys';
import { handlers } from '../../handlers';
import { rowCounts } from '../helpers/tables';
import { requestFingerprint } from '../../src/platform/idempotency';

const PATH = '/api/b2b/v1/transport/quote';
const body = { airport: 'DXB', terminal: 'T1', direction: 'departure', place: 'DEIRA', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-01', pickup_time: '09:00', passengers: 2, bags: 2 };

let n = 0;
const newIdempotencyKey = (): string => `order-${++n}-${randomUUID()}`;

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + 5000;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const t = useV1Suite({ keys: { key: {} } });
const { clock } = t;
const { key } = t.keys;

const post = (idempotencyKey: string | undefined, payload: unknown = body, apiKey: IssuedKey = key) =>
  call(t.app, 'POST', PATH, { body: payload, token: apiKey.key, headers: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey } });

const stored = async (): Promise<number> => Number(((await t.db('idempotency_keys').count({ n: '*' })) as Array<{ n: number }>)[0]?.n);

describe('Idempotency-Key', () => {
  it('replays the first answer, status and body, and says so', async () => {
    const idem = newIdempotencyKey();
    const first = await post(idem);
    const again = await post(idem);
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const row = await t.db('idempotency_keys').where({ scope: `account:${key.accountId}:test`, idempotency_key: idem }).first();
    expect(row).toMatchObject({ state: 'completed', response_status: 200, expires_at: '2026-11-23T10:00:00.000Z' });
  });

  it('runs each request anew without a key, and keeps nothing', async () => {
    const before = await stored();
    const a = await post(undefined);
    const b = await post(undefined);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await stored()).toBe(before);
  });

  it('refuses the same key with another body with 422, and keeps test and live keys apart', async () => {
    const idem = newIdempotencyKey();
    await post(idem);
    const changed = await post(idem, { ...body, passengers: 3 });
    expect(changed.status).toBe(422);
    expect(changed.body.error).toMatchObject({ code: 'idempotency_key_reused', retryable: false });
    const live = await issueKey(t, { mode: 'live', liveAccess: true, accountId: key.accountId });
    // Each mode has its own key space (as in Stripe's test mode): the live request runs on its own.
    const otherMode = await post(idem, body, live);
    expect(otherMode.status).toBe(200);
    expect(otherMode.headers['idempotent-replayed']).toBeUndefined();
    expect(otherMode.body.sandbox).toBe(false);
    expect(await t.db('idempotency_keys').where({ idempotency_key: idem }).pluck('scope')).toEqual(
      expect.arrayContaining([`account:${key.accountId}:test`, `account:${key.accountId}:live`]),
    );
  });

  it('refuses the same key with another query string', async () => {
    const idem = newIdempotencyKey();
    expect((await post(idem)).status).toBe(200);
    const res = await call(t.app, 'POST', `${PATH}?locale=ar`, { body, token: key.key, headers: { 'Idempotency-Key': idem } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('idempotency_key_reused');
  });

  it('treats the body canonically: the order of fields does not matter', async () => {
    const idem = newIdempotencyKey();
    const first = await post(idem);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post(idem, reordered);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('keeps keys apart per account', async () => {
    const idem = newIdempotencyKey();
    const other = await issueKey(t);
    const mine = await post(idem);
    const theirs = await post(idem, { ...body, passengers: 1 }, other);
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  const claimOf = (idempotencyKey: string, fingerprint: string, leaseExpiresAt: string) => ({
    scope: `account:${key.accountId}:test`,
    idempotency_key: idempotencyKey,
    fingerprint,
    state: 'in_progress',
    lease_token: 'a'.repeat(32),
    lease_expires_at: leaseExpiresAt,
    created_at: clock.now().toISOString(),
    expires_at: '2026-11-23T10:00:00.000Z',
  });
  const fingerprintOf = (payload: unknown): string => requestFingerprint({ mode: 'test', method: 'POST', path: PATH, query: {}, body: payload });

  it('answers 409 while the first request holds its lease, and reuse 422 whatever the lease', async () => {
    const idem = newIdempotencyKey();
    await t.db('idempotency_keys').insert(claimOf(idem, 'x'.repeat(64), '2026-11-22T10:00:10.000Z'));
    // The fingerprint differs, so this is a reuse; with the right one it is a wait.
    expect((await post(idem)).body.error.code).toBe('idempotency_key_reused');
    const running = newIdempotencyKey();
    await t.db('idempotency_keys').insert(claimOf(running, fingerprintOf(body), '2026-11-22T10:00:10.000Z'));
    const res = await post(running);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'idempotency_in_progress', retryable: true });
    clock.advance(9);
    expect((await post(running)).status).toBe(409);
  });

  it('lets a retry take over a claim whose lease ran out (its holder crashed), and run once', async () => {
    const idem = newIdempotencyKey();
    await t.db('idempotency_keys').insert(claimOf(idem, fingerprintOf(body), '2026-11-22T10:00:10.000Z'));
    clock.advance(10);
    const retried = await post(idem);
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const row = await t.db('idempotency_keys').where({ idempotency_key: idem }).first();
    expect(row).toMatchObject({ state: 'completed', response_status: 200 });
    expect(row.lease_token).not.toBe('a'.repeat(32));
    const again = await post(idem);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(retried.body.id);
  });

  it('holds a claim for IDEMPOTENCY_LEASE_SECONDS, then fences its holder off', async () => {
    const env = { ...SUITE_LIMITS, IDEMPOTENCY_LEASE_SECONDS: '2' };
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // A handler held at the gate stands for a request that stalls (or a process that died) holding the claim.
    const stalled = await createTestApp({
      clock,
      database: t.database,
      env,
      handlers: { ...handlers, createTransportQuote: async (ctx) => gate.then(() => handlers.createTransportQuote(ctx)) },
    });
    const leased = await createTestApp({ clock, database: t.database, env });
    try {
      const idem = newIdempotencyKey();
      const first = request(stalled.app).post(PATH).set('Authorization', `Bearer ${key.key}`).set('Idempotency-Key', idem).send(body).then((res) => res);
      await waitFor(async () => (await t.db('idempotency_keys').where({ idempotency_key: idem }).first()) !== undefined);
      const send = () => call(leased.app, 'POST', PATH, { body, token: key.key, headers: { 'Idempotency-Key': idem } });
      clock.advance(1);
      expect((await send()).status).toBe(409);
      clock.advance(1);
      const retried = await send();
      expect(retried.status).toBe(200);
      open();
      const late = await first;
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({ code: 'idempotency_in_progress', retryable: true });
      const replay = await send();
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body.id).toBe(retried.body.id);
    } finally {
      open();
      await leased.close();
      await stalled.close();
    }
  });

  it.each([
    ['an array 8000 deep', '['.repeat(8000) + ']'.repeat(8000)],
    ['arrays in a field', `{"passengers":${'['.repeat(7000)}${']'.repeat(7000)}}`],
    ['objects in a field', `{"place":${'{"a":'.repeat(2600)}1${'}'.repeat(2600)}}`],
  ])('never answers 500 to a deeply nested body (%s) sent with a key', async (_name, nested) => {
    // Up to the 16 KB body limit; nothing on the way (parsing, validation, fingerprint) may recurse on it.
    for (const path of [PATH, '/api/b2b/orchestration']) {
      const res = await request(t.app).post(path).set('Authorization', `Bearer ${key.key}`).set('Idempotency-Key', newIdempotencyKey())
        .set('Content-Type', 'application/json').send(nested);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('fingerprints a body nested 100 000 levels deep, without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = i % 2 === 0 ? [deep] : { a: deep };
    const fingerprint = requestFingerprint({ mode: 'test', method: 'POST', path: PATH, query: {}, body: deep });
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint({ mode: 'test', method: 'POST', path: PATH, query: {}, body: { b: [1, { d: null, c: 'x' }], a: true } })).toBe(
      requestFingerprint({ mode: 'test', method: 'POST', path: PATH, query: {}, body: { a: true, b: [1, { c: 'x', d: null }] } }),
    );
  });

  it('runs concurrent requests with one key once', async () => {
    const idem = newIdempotencyKey();
    const results = await Promise.all(Array.from({ length: 6 }, () => request(t.app).post(PATH).set('Authorization', `Bearer ${key.key}`).set('Idempotency-Key', idem).send(body)));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.body.id as string));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.status === 200 && r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
  });

  it('runs a request once across two instances sharing the database', async () => {
    const second = await createTestApp({ clock, database: t.database, env: SUITE_LIMITS });
    try {
      const idem = newIdempotencyKey();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => request(i % 2 === 0 ? t.app : second.app).post(PATH).set('Authorization', `Bearer ${key.key}`).set('Idempotency-Key', idem).send(body)),
      );
      expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      expect(new Set(results.filter((r) => r.status === 200).map((r) => r.body.id as string)).size).toBe(1);
      expect(results.filter((r) => r.status === 200 && r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
      expect(await t.db('idempotency_keys').where({ idempotency_key: idem })).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('forgets a key after 24 hours', async () => {
    const idem = newIdempotencyKey();
    const first = await post(idem);
    clock.advance(24 * 3600 - 1);
    expect((await post(idem)).body.id).toBe(first.body.id);
    clock.advance(1);
    const later = await post(idem);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('keeps answers as long as IDEMPOTENCY_TTL_HOURS says', async () => {
    const short = await createTestApp({ clock, database: t.database, env: { ...SUITE_LIMITS, IDEMPOTENCY_TTL_HOURS: '1' } });
    try {
      const idem = newIdempotencyKey();
      const send = () => call(short.app, 'POST', PATH, { body, token: key.key, headers: { 'Idempotency-Key': idem } });
      const first = await send();
      clock.advance(3600);
      expect((await send()).body.id).not.toBe(first.body.id);
    } finally {
      await short.close();
    }
  });

  it('keeps no answer for an invalid request, so a corrected one may use the key', async () => {
    const idem = newIdempotencyKey();
    const invalid = await post(idem, { ...body, terminal: 'MAIN' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.code).toBe('validation_failed');
    expect((await post(idem)).status).toBe(200);
  });

  it('keeps no answer for a failure on our side', async () => {
    const failing = await createTestApp({
      clock,
      database: t.database,
      handlers: { ...handlers, createTransportQuote: () => { throw new Error('tariff service down'); } },
    });
    try {
      const idem = newIdempotencyKey();
      const failed = await call(failing.app, 'POST', PATH, { body, token: key.key, headers: { 'Idempotency-Key': idem } });
      expect(failed.status).toBe(500);
      expect(await t.db('idempotency_keys').where({ idempotency_key: idem }).first()).toBeUndefined();
      expect((await post(idem)).status).toBe(200);
    } finally {
      await failing.close();
    }
  });

  it.each([
    ['empty', '', 'must not be empty'],
    // HTTP drops a header value's surrounding whitespace: a blank key arrives empty.
    ['blank', '    ', 'must not be empty'],
    ['too long', 'k'.repeat(256), 'must be at most 255 characters long'],
    ['outside printable ASCII', 'cl\u00e9-commande', 'must be printable ASCII characters only'],
  ])('refuses a key that is %s with 422 naming the header, storing nothing', async (_name, value, message) => {
    const before = await rowCounts(t.db);
    const res = await request(t.app).post(PATH).set('Authorization', `Bearer ${key.key}`).set('Idempotency-Key', value).send(body);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['Idempotency-Key']);
    expect(res.body.error.issues).toEqual([{ path: 'Idempotency-Key', message }]);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('accepts 255 printable characters', async () => {
    expect((await post('~'.repeat(255))).status).toBe(200);
  });
});
