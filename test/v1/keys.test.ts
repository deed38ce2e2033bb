import { createHash } from 'node:crypto';
import { runAdmin, UsageError } from '../../scripts/admin';
import { parseKey } from '../../src/apiKeys/format';
import { createTestApp } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call, handshake } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';

const WHOAMI = '/api/b2b/v1/whoami';

const t = useV1Suite({ resetClock: false, env: { LIMIT_SANDBOX_PER_HOUR: '100000' } });
const { clock } = t;

function expectError(res: { status: number; body: { error: { code: string; message: string } } }, status: number, code: string, message: RegExp): void {
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(res.body.error.message).toMatch(message);
}

describe('operator CLI: accounts and keys', () => {
  it('creates an account, issues a key shown once, and stores only its hash', async () => {
    const created = (await runAdmin(['account', 'create', '--name', 'Desert Rose DMC'], t.db, clock)) as { account_id: string };
    expect(created.account_id).toMatch(/^acc_[0-9A-Za-z]{20}$/);
    const issued = (await runAdmin(['key', 'create', '--account', created.account_id, '--mode', 'test', '--scopes', 'account:read,transport:read'], t.db, clock)) as Record<string, unknown>;
    expect(issued).toMatchObject({ account_id: created.account_id, mode: 'test', scopes: ['account:read', 'transport:read'], revoked_at: null });
    const key = issued.key as string;
    expect(key).toMatch(/^svc_test_[0-9A-Za-z]{49}$/);
    expect(issued.id).toMatch(/^key_[0-9A-Za-z]{20}$/);

    const row = await t.db('api_keys').where({ id: issued.id }).first();
    expect(row.secret_hash).toBe(createHash('sha256').update(key).digest('hex'));
    const stored = JSON.stringify(await t.db('api_keys').select('*'));
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(21));
    expect(key.startsWith(row.lookup_prefix)).toBe(true);

    const listed = (await runAdmin(['key', 'list', '--account', created.account_id], t.db, clock)) as { keys: Array<Record<string, unknown>> };
    expect(listed.keys).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(JSON.stringify(listed)).not.toContain(row.secret_hash);

    const res = await call(t.app, 'GET', WHOAMI, { token: key });
    expect(res.status).toBe(200);
  });

  it('gives a key every scope by default', async () => {
    const { account_id } = (await runAdmin(['account', 'create', '--name', 'A'], t.db, clock)) as { account_id: string };
    const issued = (await runAdmin(['key', 'create', '--account', account_id, '--mode', 'live'], t.db, clock)) as { scopes: string[]; key: string };
    expect(issued.scopes).toHaveLength(28);
    expect(issued.key).toMatch(/^svc_live_/);
  });

  it('switches live access on and off and lists accounts', async () => {
    const { account_id } = (await runAdmin(['account', 'create', '--name', 'Live Co'], t.db, clock)) as { account_id: string };
    expect(await runAdmin(['account', 'live-access', '--account', account_id, '--on'], t.db, clock)).toMatchObject({ account: { id: account_id, live_access: true } });
    expect(await runAdmin(['account', 'live-access', '--account', account_id, '--off'], t.db, clock)).toMatchObject({ account: { live_access: false } });
    const list = (await runAdmin(['account', 'list'], t.db, clock)) as { accounts: Array<{ id: string }> };
    expect(list.accounts.map((a) => a.id)).toContain(account_id);
  });

  it.each([
    [['account', 'create'], /--name is required/],
    [['account', 'live-access', '--account', 'acc_x', '--on', '--off'], /exactly one of --on or --off/],
    [['account', 'live-access', '--account', 'acc_nope', '--on'], /No partner account acc_nope\./],
    [['key', 'create', '--account', 'acc_nope', '--mode', 'test'], /No partner account acc_nope\./],
    [['key', 'revoke', '--key', 'key_nope'], /No API key key_nope\./],
  ])('refuses %j', async (args, message) => {
    await expect(runAdmin(args, t.db, clock)).rejects.toThrow(UsageError);
    await expect(runAdmin(args, t.db, clock)).rejects.toThrow(message);
  });

  it('writes every change to the audit log as the command line\'s, in the change\'s transaction', async () => {
    const { account_id: account } = (await runAdmin(['account', 'create', '--name', 'Palm Concierge'], t.db, clock)) as { account_id: string };
    const issued = (await runAdmin(['key', 'create', '--account', account, '--mode', 'live'], t.db, clock)) as { id: string; key: string };
    await runAdmin(['key', 'revoke', '--key', issued.id], t.db, clock);
    await runAdmin(['key', 'revoke', '--key', issued.id], t.db, clock);
    await runAdmin(['account', 'live-access', '--account', account, '--on'], t.db, clock);
    await runAdmin(['account', 'live-access', '--account', account, '--on'], t.db, clock);
    await runAdmin(['account', 'terms', '--account', account, '--terms', 'commission', '--percent', '10'], t.db, clock);
    await runAdmin(['account', 'details', '--account', account, '--legal-name', 'Palm Concierge LLC'], t.db, clock);
    const rows = await t.db('audit_events').whereIn('subject_id', [account, issued.id]).orderBy('id');
    // A second revoke or the same live access again changes nothing, so it writes nothing.
    expect(rows.map((row) => [row.action, row.staff_id, row.ip])).toEqual([
      ['api_key.issued', null, null],
      ['api_key.revoked', null, null],
      ['account.live_access_set', null, null],
      ['account.updated', null, null],
      ['account.updated', null, null],
    ]);
    expect(rows.map((row) => row.change).join(' ')).not.toContain(issued.key);
    expect(JSON.parse(rows[3].change)).toMatchObject({ before: { commercial_terms: { terms: 'tariff', percent: 0 } }, after: { commercial_terms: { terms: 'commission', percent: 10 } } });
    expect(JSON.parse(rows[4].change)).toMatchObject({ before: { legal: { legal_name: null } }, after: { legal: { legal_name: 'Palm Concierge LLC' } } });
  });

  it('refuses a bad mode or scope', async () => {
    const { accountId } = await issueKey(t);
    await expect(runAdmin(['key', 'create', '--account', accountId, '--mode', 'prod'], t.db, clock)).rejects.toThrow(/--mode must be test or live/);
    await expect(runAdmin(['key', 'create', '--account', accountId, '--mode', 'test', '--scopes', 'account:read,root'], t.db, clock)).rejects.toThrow(/unknown scope root/);
  });
});

describe('key format', () => {
  it('carries a checksum that catches a mistyped character', async () => {
    const { key } = await issueKey(t);
    expect(parseKey(key)).not.toBeNull();
    const last = key.at(-1) === 'a' ? 'b' : 'a';
    const typo = key.slice(0, 20) + (key[20] === 'x' ? 'y' : 'x') + key.slice(21);
    for (const broken of [typo, key.slice(0, -1) + last, key.slice(0, -1), `${key}x`]) {
      expect(parseKey(broken)).toBeNull();
      expectError(await call(t.app, 'GET', WHOAMI, { token: broken }), 401, 'unauthenticated', /not a valid API key/);
    }
  });
});

describe('authentication', () => {
  it('answers whoami with the account, key mode, scopes and live-access state', async () => {
    const { key, keyId, accountId } = await issueKey(t, { scopes: ['account:read', 'cruise:read'] });
    const res = await call(t.app, 'GET', WHOAMI, { token: key });
    expect(res.body).toEqual({
      object: 'whoami',
      sandbox: true,
      account: { id: accountId, name: 'Gulf Horizons Travel', live_access: false },
      key: { id: keyId, mode: 'test', prefix: key.slice(0, 21), scopes: ['account:read', 'cruise:read'], created_at: expect.any(String), last_used_at: clock.now().toISOString() },
      person: null,
      limits: { requests_per_minute: 100000 },
    });
    expect((await t.db('api_keys').where({ id: keyId }).first()).last_used_at).toBe(clock.now().toISOString());
  });

  it('keeps last_used_at to the minute', async () => {
    const { key, keyId } = await issueKey(t);
    await call(t.app, 'GET', WHOAMI, { token: key });
    const first = clock.now().toISOString();
    clock.advance(30);
    expect((await call(t.app, 'GET', WHOAMI, { token: key })).body.key.last_used_at).toBe(first);
    clock.advance(30);
    expect((await call(t.app, 'GET', WHOAMI, { token: key })).body.key.last_used_at).toBe(clock.now().toISOString());
    expect((await t.db('api_keys').where({ id: keyId }).first()).last_used_at).toBe(clock.now().toISOString());
  });

  it.each([
    ['no Authorization header', undefined, /Send an API key/],
    ['a Basic header', { Authorization: 'Basic dXNlcjpwYXNz' }, /Bearer <API key>/],
  ])('refuses %s with 401', async (_name, headers, message) => {
    expectError(await call(t.app, 'GET', WHOAMI, headers ? { headers } : {}), 401, 'unauthenticated', message);
  });

  it('refuses a sandbox token with 401', async () => {
    const { token } = await handshake(t.app);
    expectError(await call(t.app, 'GET', WHOAMI, { token }), 401, 'unauthenticated', /Sandbox tokens open only/);
  });

  it('refuses a well-formed key it never issued', async () => {
    const { key } = await issueKey(t);
    await t.db('api_keys').delete();
    expectError(await call(t.app, 'GET', WHOAMI, { token: key }), 401, 'unauthenticated', /Unknown API key/);
  });

  it('refuses a revoked key at once', async () => {
    const { key, keyId } = await issueKey(t);
    expect((await call(t.app, 'GET', WHOAMI, { token: key })).status).toBe(200);
    const revoked = (await runAdmin(['key', 'revoke', '--key', keyId], t.db, clock)) as { key: { revoked_at: string } };
    expect(revoked.key.revoked_at).toBe(clock.now().toISOString());
    expectError(await call(t.app, 'GET', WHOAMI, { token: key }), 401, 'unauthenticated', /revoked/);
  });

  it('refuses a key without the scope with 403 naming it', async () => {
    const { key } = await issueKey(t, { scopes: ['cruise:read'] });
    expectError(await call(t.app, 'GET', WHOAMI, { token: key }), 403, 'insufficient_scope', /lacks the scope account:read/);
  });

  it('refuses a live key until the account has live access', async () => {
    const { key, accountId } = await issueKey(t, { mode: 'live' });
    expectError(await call(t.app, 'GET', WHOAMI, { token: key }), 403, 'live_access_disabled', /Live access is switched off/);
    await runAdmin(['account', 'live-access', '--account', accountId, '--on'], t.db, clock);
    const res = await call(t.app, 'GET', WHOAMI, { token: key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sandbox: false, account: { live_access: true }, key: { mode: 'live' } });
    await runAdmin(['account', 'live-access', '--account', accountId, '--off'], t.db, clock);
    expect((await call(t.app, 'GET', WHOAMI, { token: key })).status).toBe(403);
  });

  it('lets a test key work whatever the live access', async () => {
    const { key } = await issueKey(t, { mode: 'test' });
    expect((await call(t.app, 'GET', WHOAMI, { token: key })).status).toBe(200);
  });
});

describe('the per-key limit', () => {
  it('allows LIMIT_API_KEY_PER_MINUTE requests a minute for each key, then 429', async () => {
    const limited = await createTestApp({ clock, database: t.database, env: { LIMIT_API_KEY_PER_MINUTE: '3' } });
    try {
      clock.set('2026-11-22T10:00:15.000Z');
      const a = await issueKey(limited);
      const b = await issueKey(limited, { accountId: a.accountId });
      for (let i = 0; i < 3; i++) expect((await call(limited.app, 'GET', WHOAMI, { token: a.key })).status).toBe(200);
      const refused = await call(limited.app, 'GET', WHOAMI, { token: a.key });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('45');
      expect(refused.body.error).toEqual({ code: 'rate_limited', message: 'Too many requests with this key: 3 per minute. Retry after 45 seconds.', retryable: true, retry_after_seconds: 45 });
      expect((await call(limited.app, 'GET', WHOAMI, { token: b.key })).status).toBe(200);
      clock.set('2026-11-22T10:01:00.000Z');
      expect((await call(limited.app, 'GET', WHOAMI, { token: a.key })).status).toBe(200);
    } finally {
      await limited.close();
      clock.set('2026-11-22T10:00:00.000Z');
    }
  });
});
