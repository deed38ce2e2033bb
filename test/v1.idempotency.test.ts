import request from 'supertest';
import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { handlers } from '../handlers';
import { requestFingerprint } from '../src/idempotency';

const PATH = '/api/b2b/v1/transport/quote';
const body = { airport: 'DXB', terminal: 'T1', direction: 'departure', place: 'DEIRA', vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-01', pickup_time: '09:00', passengers: 2, bags: 2 };

let t: TestApp;
let clock: TestClock;
let key: IssuedKey;
let n = 0;
const newIdempotencyKey = (): string => `order-${++n}-${Date.now()}`;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
  key = await issueKey(t.db);
});
afterAll(() => t.close());
afterEach(() => clock.set('2026-11-22T10:00:00.000Z'));

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
    const row = await t.db('idempotency_keys').where({ account_id: key.accountId, idempotency_key: idem }).first();
    expect(row).toMatchObject({ state: 'completed', response_status: 200, expires_at: '2026-11-23T10:00:00.000Z' });
  });

  it('runs each request anew without a key, and keeps nothing', async () => {
    const before = await stored();
    const a = await post(undefined);
    const b = await post(undefined);
    expect(a.body.id).not.toBe(b.body.id);
    expect(await stored()).toBe(before);
  });

  it('refuses the same key with another body, or from a key of the other mode, with 422', async () => {
    const idem = newIdempotencyKey();
    await post(idem);
    const changed = await post(idem, { ...body, passengers: 3 });
    expect(changed.status).toBe(422);
    expect(changed.body.error).toMatchObject({ code: 'idempotency_key_reused', retryable: false });
    const live = await issueKey(t.db, { mode: 'live', liveAccess: true, accountId: key.accountId });
    const otherMode = await post(idem, body, live);
    expect(otherMode.status).toBe(422);
    expect(otherMode.body.error.code).toBe('idempotency_key_reused');
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
    const other = await issueKey(t.db);
    const mine = await post(idem);
    const theirs = await post(idem, { ...body, passengers: 1 }, other);
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('answers 409 while the first request is still running', async () => {
    const idem = newIdempotencyKey();
    await t.db('idempotency_keys').insert({
      account_id: key.accountId,
      idempotency_key: idem,
      fingerprint: 'x'.repeat(64),
      state: 'in_progress',
      created_at: clock.now().toISOString(),
      expires_at: '2026-11-23T10:00:00.000Z',
    });
    // The fingerprint differs, so this is a reuse; with the right one it is a wait.
    expect((await post(idem)).body.error.code).toBe('idempotency_key_reused');
    const running = newIdempotencyKey();
    await t.db('idempotency_keys').insert({
      account_id: key.accountId,
      idempotency_key: running,
      fingerprint: requestFingerprint({ mode: 'test', method: 'POST', path: PATH, query: {}, body }),
      state: 'in_progress',
      created_at: clock.now().toISOString(),
      expires_at: '2026-11-23T10:00:00.000Z',
    });
    const res = await post(running);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'idempotency_in_progress', retryable: true });
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
    const second = await createTestApp({ clock, database: t.database, env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
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
    const short = await createTestApp({ clock, database: t.database, env: { IDEMPOTENCY_TTL_HOURS: '1', LIMIT_API_KEY_PER_MINUTE: '100000' } });
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
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['outside printable ASCII', 'cl\u00e9-commande'],
  ])('refuses a key that is %s with 422', async (_name, value) => {
    const res = await request(t.app).post(PATH).set('Authorization', `Bearer ${key.key}`).set('Idempotency-Key', value).send(body);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['idempotency-key']);
  });

  it('accepts 255 printable characters', async () => {
    expect((await post('~'.repeat(255))).status).toBe(200);
  });
});
