/**
 * The Developers section: the request log of every authenticated v1 call (kept per account and
 * mode for 30 days, written after the answer), the account's API keys (test keys issued and
 * revoked by the partner, live keys by the desk), and requests for a live key, which the desk
 * answers and the partner collects once.
 */
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';
import { MODES, type Mode } from '../helpers/partitions';
import { usingPostgres } from '../helpers/testDb';
import { createPortalPerson, portalSignIn, sessionCall } from '../helpers/portal';
import { DAY_MS } from '../../src/platform/uaeTime';
import { answerTask } from '../../src/engine/desk';
import { COMMAND_LINE } from '../../src/engine/audit';
import { Partition } from '../../src/engine/partition';
import { openPartition } from '../../src/engine/partitions';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import type { ApiPrincipal } from '../../src/apiKeys/authenticate';
import { findAccount } from '../../src/apiKeys/store';
import type { Db } from '../../src/platform/db';
import type { Logger } from '../../src/platform/logger';
import { deleteExpiredRequestLogs, fieldNames, requestLogRowOf, RequestLogWriter, type RequestLogRow } from '../../src/sections/developers/requestLog';
import { issueTestKey } from '../../src/sections/developers/apiKeys';
import { requestLiveKey } from '../../src/sections/developers/liveKeys';

const V1 = '/api/b2b/v1';
const LOGS = `${V1}/request-logs`;
const KEYS = `${V1}/api-keys`;
const LIVE_REQUESTS = `${V1}/api-keys/live-requests`;

const ROLE_OWNER_SCOPES = [...ALL_SCOPES];

const t = useV1Suite({ partners: ['who', 'stranger'] });
const { clock } = t;
const { who, stranger } = t.partners;

const logRows = async (): Promise<RequestLogRow[]> => {
  await t.services.requestLog.flush();
  return (await t.db('request_logs').select('*')) as RequestLogRow[];
};

/** A transport booking that fails validation (422 after the key was checked), with an Idempotency-Key. */
const refusedBooking = (token: string) =>
  call(t.app, 'POST', `${V1}/transport/bookings`, {
    token,
    headers: { 'Idempotency-Key': `dev-${Math.random()}` },
    body: { quote_id: 'tq_notAQuote', traveller: { first_name: 'Aisha', last_name: 'Rahman', passport: 'P1234567' }, flight_number: 'EK202' },
  });

// Each account's partitions are opened (a test one seeded) as a first request would, before the cases time their calls.
beforeAll(async () => {
  for (const accountId of [who.accountId, stranger.accountId]) for (const mode of MODES) await openPartition(t.sections, accountId, mode, t.db, clock, 'system', null);
}, 120_000);

describe.each(MODES)('the request log, with a %s key', (mode: Mode) => {
  it('finds a refused call by its x-request-id: who, what, status, error code, time and a summary without values', async () => {
    const refused = await refusedBooking(who.keys[mode]);
    expect(refused.status).toBe(422);
    const requestId = refused.headers['x-request-id'] as string;

    const found = await call(t.app, 'GET', `${LOGS}?request_id=${requestId}`, { token: who.keys[mode] });
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    const entry = found.body.data[0];
    expect(entry).toMatchObject({
      object: 'request_log',
      sandbox: mode === 'test',
      id: requestId,
      created_at: clock.now().toISOString(),
      caller: { actor: `key:${who.keyIds[mode]}`, api_key: { id: who.keyIds[mode], prefix: expect.stringMatching(new RegExp(`^svc_${mode}_`)) }, person: null },
      method: 'POST',
      path: '/api/b2b/v1/transport/bookings',
      operation: 'createTransportBooking',
      status: 422,
      error_code: 'validation_failed',
      client_ip: expect.any(String),
      summary: { query_parameters: [], body_fields: ['quote_id', 'traveller', 'traveller.first_name', 'traveller.last_name', 'traveller.passport', 'flight_number'], idempotency_key: true, idempotent_replayed: false },
    });
    expect(entry.duration_ms).toBeGreaterThanOrEqual(0);
    expect((await call(t.app, 'GET', `${LOGS}/${requestId}`, { token: who.keys[mode] })).body).toEqual(entry);

    // Nothing the call sent is kept but its names.
    const stored = JSON.stringify((await t.db('request_logs').where({ id: requestId }).first()) as object);
    for (const value of ['Aisha', 'Rahman', 'P1234567', 'EK202', 'tq_notAQuote']) expect(stored).not.toContain(value);
  });

  it('keeps a known key refused for its scope, never a call whose key is missing or unknown', async () => {
    const narrow = await issueKey(t, { mode: 'test', scopes: ['inbox:view'] });
    const before = (await logRows()).length;
    expect((await call(t.app, 'GET', `${V1}/whoami`, { token: 'svc_test_unknown' })).status).toBe(401);
    expect((await call(t.app, 'GET', `${V1}/whoami`)).status).toBe(401);
    const forbidden = await call(t.app, 'GET', `${V1}/bookings`, { token: narrow.key });
    expect(forbidden.status).toBe(403);
    const rows = await logRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((row) => row.id === forbidden.headers['x-request-id'])).toMatchObject({ account_id: narrow.accountId, status: 403, error_code: 'insufficient_scope', key_id: narrow.keyId });
  });

  it('shows a partition its own calls only: never another account\'s, never the other mode\'s', async () => {
    const mine = (await call(t.app, 'GET', `${V1}/whoami`, { token: who.keys[mode] })).headers['x-request-id'] as string;
    const other: Mode = mode === 'test' ? 'live' : 'test';
    for (const token of [stranger.keys[mode], who.keys[other]]) {
      expect((await call(t.app, 'GET', `${LOGS}/${mine}`, { token })).status).toBe(404);
      const listed = await call(t.app, 'GET', `${LOGS}?limit=100`, { token });
      expect(listed.body.data.map((entry: { id: string }) => entry.id)).not.toContain(mine);
      expect((await call(t.app, 'GET', `${LOGS}?request_id=${mine}`, { token })).body.data).toEqual([]);
    }
  });

  it('filters by status class, method, path prefix and time, newest first, in keyset pages', async () => {
    clock.set('2026-11-23T08:00:00.000Z');
    const ok = (await call(t.app, 'GET', `${V1}/whoami`, { token: who.keys[mode] })).headers['x-request-id'] as string;
    clock.set('2026-11-23T08:00:01.000Z');
    const notFound = (await call(t.app, 'GET', `${V1}/transport/bookings/bkg_00000000000000000000`, { token: who.keys[mode] })).headers['x-request-id'] as string;
    clock.set('2026-11-23T08:00:02.000Z');
    const refused = (await refusedBooking(who.keys[mode])).headers['x-request-id'] as string;
    clock.set('2026-11-23T09:00:00.000Z');
    const since = 'created_gte=2026-11-23T08:00:00Z&created_lt=2026-11-23T08:30:00Z';
    const ids = async (query: string) => ((await call(t.app, 'GET', `${LOGS}?${since}&${query}`, { token: who.keys[mode] })).body.data as Array<{ id: string }>).map((entry) => entry.id);
    expect(await ids('limit=10')).toEqual([refused, notFound, ok]);
    expect(await ids('status_class=4xx')).toEqual([refused, notFound]);
    expect(await ids('status_class=2xx')).toEqual([ok]);
    expect(await ids('method=POST')).toEqual([refused]);
    expect(await ids(`path_prefix=${encodeURIComponent('/api/b2b/v1/transport')}`)).toEqual([refused, notFound]);
    expect(await ids(`path_prefix=${encodeURIComponent('/api/b2b/v1/who%')}`)).toEqual([]);
    const pages = await t.walk<{ id: string }>(who.keys[mode], `${LOGS}?${since}`, { limit: 1 });
    expect(pages.map((entry) => entry.id)).toEqual([refused, notFound, ok]);
    expect((await call(t.app, 'GET', `${LOGS}?status_class=6xx`, { token: who.keys[mode] })).status).toBe(422);
  });

  it('keeps 30 days: older calls are no longer shown, and the retention job deletes them', async () => {
    const old = (await call(t.app, 'GET', `${V1}/whoami`, { token: who.keys[mode] })).headers['x-request-id'] as string;
    await t.services.requestLog.flush();
    clock.set(new Date(clock.now().getTime() + 30 * DAY_MS + 1000).toISOString());
    expect((await call(t.app, 'GET', `${LOGS}/${old}`, { token: who.keys[mode] })).status).toBe(404);
    expect(await t.db('request_logs').where({ id: old }).first()).toBeDefined();
    while ((await deleteExpiredRequestLogs(t.db, clock, 50)) > 0);
    expect(await t.db('request_logs').where({ id: old }).first()).toBeUndefined();
    expect(await t.db('request_logs').where('created_at', '<', new Date(clock.now().getTime() - 30 * DAY_MS).toISOString()).first()).toBeUndefined();
  });
});

describe('the request log, for a person signed in to the portal', () => {
  it('records the person as the caller, with their e-mail address', async () => {
    const account = await findAccount(t.db, who.accountId);
    const person: ApiPrincipal = {
      account,
      keyId: 'pss_sessionOfLayla0000',
      actor: 'user:usr_3Kp9Xw2Lm7Qr4Tz8Vb1N',
      person: { userId: 'usr_3Kp9Xw2Lm7Qr4Tz8Vb1N', email: 'layla.haddad@gulfhorizons.example', role: 'admin' },
      mode: 'test',
      keyPrefix: '',
      scopes: [...ALL_SCOPES],
      keyCreatedAt: clock.now().toISOString(),
      lastUsedAt: null,
    };
    const requestId = 'req_0123456789abcdefghijklmn';
    t.services.requestLog.record(
      requestLogRowOf({ requestId, at: clock.now().toISOString(), caller: person, method: 'GET', path: `${V1}/bookings`, operation: 'listBookings', status: 200, errorCode: null, durationMs: 3.14159, clientIp: '203.0.113.24', query: { status: 'confirmed' }, body: undefined, idempotencyKey: false, replayed: false }),
    );
    const shown = await call(t.app, 'GET', `${LOGS}/${requestId}`, { token: who.keys.test });
    expect(shown.body).toMatchObject({
      caller: { actor: 'user:usr_3Kp9Xw2Lm7Qr4Tz8Vb1N', api_key: null, person: { id: 'usr_3Kp9Xw2Lm7Qr4Tz8Vb1N', email: 'layla.haddad@gulfhorizons.example' } },
      duration_ms: 3.1,
      summary: { query_parameters: ['status'], body_fields: [], idempotency_key: false, idempotent_replayed: false },
    });
  });

  it('names the fields of a body, never a name that is not an identifier, at most 50', () => {
    expect(fieldNames({ services: [{ kind: 'tour', date: 'x' }, { kind: 'transfer', note: 'y' }], 'ab c': 1, metadata: { 'passport 123': 'z' } })).toEqual([
      'services',
      'services[].kind',
      'services[].date',
      'services[].note',
      'metadata',
    ]);
    expect(fieldNames(Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, i])))).toHaveLength(50);
    expect(fieldNames('a string')).toEqual([]);
  });
});

describe('the request log writer', () => {
  const warnings: unknown[] = [];
  const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
  const failing = (() => ({ insert: () => ({ onConflict: () => ({ ignore: () => Promise.reject(new Error('the database is down')) }) }) })) as unknown as Db;
  const row = (id: string): RequestLogRow => ({ id, account_id: 'acc_x', mode: 'test', created_at: '2026-11-22T10:00:00.000Z', actor: 'key:key_x', key_id: 'key_x', key_prefix: 'svc_test_x', user_id: null, user_email: null, method: 'GET', path: '/', operation: null, status: 200, error_code: null, duration_ms: 1, client_ip: '::1', summary: '{}' });

  it('gives a batch up with a warning when the database refuses it, and never throws', async () => {
    warnings.length = 0;
    const writer = new RequestLogWriter(failing, logger, { delayMs: 5 });
    writer.record(row('req_a'));
    writer.record(row('req_b'));
    await expect(writer.flush()).resolves.toBeUndefined();
    expect(warnings).toEqual([[expect.objectContaining({ entries: 2 }), 'request log entries not written']]);
  });

  it('tries a batch the database was too busy for once more, with the next one', async () => {
    warnings.length = 0;
    const tried: string[][] = [];
    const busy = (() => ({
      insert: (rows: RequestLogRow[]) => ({
        onConflict: () => ({
          ignore: () => {
            tried.push(rows.map((one) => one.id));
            return Promise.reject(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }));
          },
        }),
      }),
    })) as unknown as Db;
    const writer = new RequestLogWriter(busy, logger, { delayMs: 5 });
    writer.record(row('req_a'));
    await writer.flush();
    writer.record(row('req_b'));
    await writer.flush();
    await writer.flush();
    expect(tried).toEqual([['req_a'], ['req_a'], ['req_b'], ['req_b']]);
    expect(warnings.map((warning) => (warning as [unknown, string])[1])).toEqual([
      'request log entries deferred: the database did not take them',
      'request log entries not written',
      'request log entries deferred: the database did not take them',
      'request log entries not written',
    ]);
    await writer.close();
  });

  it('drops entries beyond its cap while the database does not take them, and says how many', async () => {
    warnings.length = 0;
    const writer = new RequestLogWriter(failing, logger, { maxPending: 2, batchSize: 100 });
    for (const id of ['req_a', 'req_b', 'req_c', 'req_d']) writer.record(row(id));
    await writer.close();
    writer.record(row('req_e'));
    await writer.flush();
    expect(warnings).toEqual([
      [{ dropped: 2 }, 'request log entries dropped: too many were waiting to be written'],
      [expect.objectContaining({ entries: 2 }), 'request log entries not written'],
    ]);
  });
});

describe('API keys', () => {
  it('lists the account\'s keys of both modes, newest first, without a secret, whatever the caller\'s mode', async () => {
    for (const mode of MODES) {
      const listed = await call(t.app, 'GET', `${KEYS}?limit=100`, { token: who.keys[mode] });
      expect(listed.status).toBe(200);
      const ids = listed.body.data.map((key: { id: string }) => key.id);
      expect(ids).toEqual(expect.arrayContaining([who.keyIds.test, who.keyIds.live]));
      expect(ids).not.toContain(stranger.keyIds.test);
      expect(JSON.stringify(listed.body)).not.toMatch(/secret|hash/);
      const live = await call(t.app, 'GET', `${KEYS}?mode=live`, { token: who.keys[mode] });
      expect(live.body.data.every((key: { mode: string }) => key.mode === 'live')).toBe(true);
    }
  });

  it('issues a test key shown once, holding the scopes asked for, that works at once; its issuer recorded', async () => {
    const issued = await call(t.app, 'POST', KEYS, { token: who.keys.live, body: { scopes: ['account:read', 'transport:read'] } });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ object: 'api_key', sandbox: false, mode: 'test', scopes: ['account:read', 'transport:read'], created_by: `key:${who.keyIds.live}`, revoked_at: null, live_request_id: null });
    expect(issued.body.key).toMatch(/^svc_test_/);
    expect(issued.body.key.startsWith(issued.body.prefix)).toBe(true);
    const whoami = await call(t.app, 'GET', `${V1}/whoami`, { token: issued.body.key });
    expect(whoami.status).toBe(200);
    expect((await call(t.app, 'GET', `${V1}/inbox`, { token: issued.body.key })).status).toBe(403);
    const listed = await call(t.app, 'GET', `${KEYS}?limit=100`, { token: who.keys.test });
    const shown = listed.body.data.find((key: { id: string }) => key.id === issued.body.id);
    expect(shown).toEqual({ ...issued.body, key: undefined, sandbox: true, last_used_at: clock.now().toISOString() });
    expect(JSON.stringify(listed.body)).not.toContain(issued.body.key);
  });

  it('never gives a scope its issuer lacks, nor a live key: refusals store nothing', async () => {
    const narrow = await issueKey(t, { mode: 'test', scopes: ['settings:manage', 'transport:read'] });
    const count = async () => Number(((await t.db('api_keys').where({ account_id: narrow.accountId }).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n);
    const before = await count();
    const stronger = await call(t.app, 'POST', KEYS, { token: narrow.key, body: { scopes: ['transport:read', 'transport:write'] } });
    expect(stronger.status).toBe(403);
    expect(stronger.body.error).toMatchObject({ code: 'insufficient_scope', message: expect.stringContaining('transport:write') });
    const live = await call(t.app, 'POST', KEYS, { token: narrow.key, body: { mode: 'live' } });
    expect(live.status).toBe(403);
    expect(live.body.error.code).toBe('live_key_from_desk');
    expect(await count()).toBe(before);
    const same = await call(t.app, 'POST', KEYS, { token: narrow.key });
    expect(same.body.scopes).toEqual(['settings:manage', 'transport:read']);
  });

  it('revokes a test key at once (a key may revoke itself), never a live key or another account\'s', async () => {
    const spare = await call(t.app, 'POST', KEYS, { token: who.keys.test, body: { scopes: ['account:read', 'settings:manage'] } });
    const revoked = await call(t.app, 'POST', `${KEYS}/${spare.body.id}/revoke`, { token: who.keys.test });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: spare.body.id, revoked_at: clock.now().toISOString(), revoked_by: `key:${who.keyIds.test}` });
    expect((await call(t.app, 'GET', `${V1}/whoami`, { token: spare.body.key })).status).toBe(401);
    clock.advance(60);
    expect((await call(t.app, 'POST', `${KEYS}/${spare.body.id}/revoke`, { token: who.keys.live })).body.revoked_at).toBe(revoked.body.revoked_at);

    const live = await call(t.app, 'POST', `${KEYS}/${who.keyIds.live}/revoke`, { token: who.keys.test });
    expect(live.status).toBe(403);
    expect(live.body.error.code).toBe('live_key_from_desk');
    expect((await call(t.app, 'POST', `${KEYS}/${stranger.keyIds.test}/revoke`, { token: who.keys.test })).status).toBe(404);
    expect((await call(t.app, 'GET', `${V1}/whoami`, { token: stranger.keys.test })).status).toBe(200);

    const itself = await call(t.app, 'POST', KEYS, { token: who.keys.test, body: { scopes: ['settings:manage'] } });
    const last = await call(t.app, 'POST', `${KEYS}/${itself.body.id}/revoke`, { token: itself.body.key });
    expect(last.status).toBe(200);
    expect(last.body.revoked_by).toBe(`key:${itself.body.id}`);
    expect((await call(t.app, 'POST', KEYS, { token: itself.body.key })).status).toBe(401);
  });

  it('records a person who issues a key through the portal as its issuer', async () => {
    const partition = await openPartition(t.sections, who.accountId, 'test', t.db, clock, 'user:usr_3Kp9Xw2Lm7Qr4Tz8Vb1N', 'req_0123456789abcdefghijklmz');
    const issued = await issueTestKey(partition, ROLE_OWNER_SCOPES, { scopes: ['bookings:view'] });
    expect(issued.created_by).toBe('user:usr_3Kp9Xw2Lm7Qr4Tz8Vb1N');
    expect(await t.db('api_keys').where({ id: issued.id }).first('created_by')).toEqual({ created_by: 'user:usr_3Kp9Xw2Lm7Qr4Tz8Vb1N' });
  });
});

describe('requests for a live key', () => {
  const deskTasks = () => t.db('desk_queue').where({ kind: 'live_key_request', account_id: who.accountId }).orderBy('id');
  const openRequests = async (mode: Mode) => t.db('service_requests').where({ account_id: who.accountId, mode, kind: 'live_key', status: 'open' });

  it('goes to the desk from a live key; one is open at a time; accepted, its live key is collected once', async () => {
    const asked = await call(t.app, 'POST', LIVE_REQUESTS, { token: who.keys.live, body: { scopes: ['account:read', 'transport:read', 'transport:write'], note: 'Our booking engine goes live on 1 December.' } });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ object: 'live_key_request', sandbox: false, status: 'open', scopes: ['account:read', 'transport:read', 'transport:write'], requested_by: `key:${who.keyIds.live}`, key: null });
    const [task] = (await deskTasks()) as Array<{ reference: string; status: string; summary: string; subject_id: string }>;
    expect(task).toMatchObject({ status: 'open', subject_id: asked.body.id, reference: expect.stringMatching(/^LKR-/) });
    expect(task?.summary).toContain('Our booking engine goes live on 1 December.');

    const again = await call(t.app, 'POST', LIVE_REQUESTS, { token: who.keys.live });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'already_exists', message: expect.stringContaining(asked.body.id) });
    const early = await call(t.app, 'POST', `${LIVE_REQUESTS}/${asked.body.id}/key`, { token: who.keys.live });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('invalid_state');

    await answerTask(t.sections, t.db, clock, (task as { reference: string }).reference, { accept: true, note: 'Welcome aboard.', amountFils: null }, COMMAND_LINE);
    const inbox = await call(t.app, 'GET', `${V1}/inbox`, { token: who.keys.live });
    expect(inbox.body.data[0]).toMatchObject({ title: 'Live API key request accepted' });

    const collected = await call(t.app, 'POST', `${LIVE_REQUESTS}/${asked.body.id}/key`, { token: who.keys.live });
    expect(collected.status).toBe(201);
    expect(collected.body).toMatchObject({ mode: 'live', sandbox: false, scopes: ['account:read', 'transport:read', 'transport:write'], live_request_id: asked.body.id, created_by: `key:${who.keyIds.live}` });
    expect(collected.body.key).toMatch(/^svc_live_/);
    expect((await call(t.app, 'GET', `${V1}/whoami`, { token: collected.body.key })).status).toBe(200);

    const twice = await call(t.app, 'POST', `${LIVE_REQUESTS}/${asked.body.id}/key`, { token: who.keys.live });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toContain(collected.body.prefix);
    const listed = await call(t.app, 'GET', LIVE_REQUESTS, { token: who.keys.live });
    expect(listed.body.data[0]).toMatchObject({ id: asked.body.id, status: 'accepted', answer_note: 'Welcome aboard.', key: { id: collected.body.id, prefix: collected.body.prefix } });
    // The test partition sees none of it.
    expect((await call(t.app, 'POST', `${LIVE_REQUESTS}/${asked.body.id}/key`, { token: who.keys.test })).status).toBe(404);
    // Nor does another account.
    expect((await call(t.app, 'POST', `${LIVE_REQUESTS}/${asked.body.id}/withdraw`, { token: stranger.keys.live })).status).toBe(404);
  });

  it('is withdrawn while open, closing its desk task; a declined one has no key', async () => {
    const asked = await call(t.app, 'POST', LIVE_REQUESTS, { token: who.keys.live });
    const withdrawn = await call(t.app, 'POST', `${LIVE_REQUESTS}/${asked.body.id}/withdraw`, { token: who.keys.live });
    expect(withdrawn.body.status).toBe('withdrawn');
    expect(await t.db('desk_queue').where({ subject_id: asked.body.id }).first('status')).toEqual({ status: 'withdrawn' });
    expect((await call(t.app, 'POST', `${LIVE_REQUESTS}/${asked.body.id}/withdraw`, { token: who.keys.live })).status).toBe(409);

    const next = await call(t.app, 'POST', LIVE_REQUESTS, { token: who.keys.live });
    expect(next.status).toBe(201);
    const task = (await t.db('desk_queue').where({ subject_id: next.body.id }).first('reference')) as { reference: string };
    await answerTask(t.sections, t.db, clock, task.reference, { accept: false, note: 'Finish the test bookings first.', amountFils: null }, COMMAND_LINE);
    const declined = await call(t.app, 'POST', `${LIVE_REQUESTS}/${next.body.id}/key`, { token: who.keys.live });
    expect(declined.status).toBe(409);
    expect(declined.body.error.message).toContain('declined');
  });

  it('is rehearsed with a test key: no desk task, the test helpers answer it, and its key is a test key', async () => {
    const tasks = (await deskTasks()).length;
    const asked = await call(t.app, 'POST', LIVE_REQUESTS, { token: who.keys.test });
    expect(asked.body).toMatchObject({ sandbox: true, status: 'open' });
    expect(await deskTasks()).toHaveLength(tasks);
    expect((await call(t.app, 'POST', `${V1}/test-helpers/requests/${asked.body.id}/answer`, { token: who.keys.test, body: { decision: 'accepted' } })).status).toBe(200);
    const collected = await call(t.app, 'POST', `${LIVE_REQUESTS}/${asked.body.id}/key`, { token: who.keys.test });
    expect(collected.body).toMatchObject({ mode: 'test', sandbox: true });
    expect(collected.body.key).toMatch(/^svc_test_/);
  });

  it('refuses scopes the caller lacks, and records a person who asks from the portal', async () => {
    const narrow = await issueKey(t, { mode: 'live', accountId: who.accountId, scopes: ['settings:manage'] });
    const stronger = await call(t.app, 'POST', LIVE_REQUESTS, { token: narrow.key, body: { scopes: ['transport:write'] } });
    expect(stronger.status).toBe(403);
    expect(stronger.body.error.code).toBe('insufficient_scope');
    expect(await openRequests('live')).toEqual([]);

    const person = Partition.forCaller(t.sections, who.accountId, 'live', t.db, clock, 'user:usr_3Kp9Xw2Lm7Qr4Tz8Vb1N', null);
    const asked = await requestLiveKey(person, ROLE_OWNER_SCOPES, 'layla.haddad@gulfhorizons.example', undefined);
    expect(asked).toMatchObject({ requested_by: 'user:usr_3Kp9Xw2Lm7Qr4Tz8Vb1N', scopes: ROLE_OWNER_SCOPES });
    const task = (await t.db('desk_queue').where({ subject_id: asked.id }).first('summary')) as { summary: string };
    expect(task.summary).toBe('Live API key with every scope, asked by layla.haddad@gulfhorizons.example');
    await call(t.app, 'POST', `${LIVE_REQUESTS}/${asked.id}/withdraw`, { token: who.keys.live });
  });

  it(`stores one of two requests made at the same moment (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const answers = await Promise.all([0, 1, 2, 3].map(() => request(t.app).post(LIVE_REQUESTS).set('Authorization', `Bearer ${who.keys.live}`).send({})));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((res) => res.status === 409)) expect(refused.body.error.code).toBe('already_exists');
    expect(await openRequests('live')).toHaveLength(1);
    const created = answers.find((res) => res.status === 201);
    expect(await t.db('desk_queue').where({ subject_id: created?.body.id }).select('kind')).toEqual([{ kind: 'live_key_request' }]);
    expect(Number(((await t.db('desk_queue').where({ kind: 'live_key_request', account_id: who.accountId, status: 'open' }).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n)).toBe(1);
  });
});

describe('with a portal session', () => {
  it('records the person as the caller, keeps their refusals, and shows another account none of it', async () => {
    const finance = await createPortalPerson(t, { accountId: who.accountId, role: 'finance' });
    const session = await portalSignIn(t, finance);
    const mode = session.body.mode as Mode;
    expect((await sessionCall(t, session, 'GET', LOGS)).status).toBe(200);
    const refused = await sessionCall(t, session, 'POST', KEYS, { body: {} });
    expect(refused.status).toBe(403);
    const requestId = refused.headers['x-request-id'] as string;
    const shown = await call(t.app, 'GET', `${LOGS}/${requestId}`, { token: who.keys[mode] });
    expect(shown.body).toMatchObject({
      operation: 'createApiKey',
      status: 403,
      error_code: 'insufficient_scope',
      caller: { actor: `user:${finance.userId}`, api_key: null, person: { id: finance.userId, email: finance.email } },
      summary: { body_fields: [], idempotency_key: false },
    });

    const outsider = await createPortalPerson(t, { accountId: stranger.accountId, role: 'viewer' });
    const theirs = await portalSignIn(t, outsider);
    expect((await sessionCall(t, theirs, 'GET', `${LOGS}/${requestId}`)).status).toBe(404);
    const listed = await sessionCall(t, theirs, 'GET', `${LOGS}?limit=100`);
    expect(listed.body.data.map((entry: { id: string }) => entry.id)).not.toContain(requestId);
  });

  it('records an admin who issues a test key in the portal as its issuer', async () => {
    const admin = await createPortalPerson(t, { accountId: who.accountId, role: 'admin' });
    const session = await portalSignIn(t, admin);
    const issued = await sessionCall(t, session, 'POST', KEYS, { body: { scopes: ['bookings:view'] } });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ mode: 'test', created_by: `user:${admin.userId}`, scopes: ['bookings:view'] });
    const revoked = await sessionCall(t, session, 'POST', `${KEYS}/${issued.body.id}/revoke`);
    expect(revoked.body.revoked_by).toBe(`user:${admin.userId}`);
  });
});
