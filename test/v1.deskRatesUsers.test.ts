import { createTestApp, TestClock, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { TestData } from '../src/engine/testData';

const TABLES = ['accounts', 'api_keys', 'desk_queue', 'credit_line_applications', 'wallet_topups', 'idempotency_keys'];
const USERS = '/api/b2b/v1/users';

let t: TestApp;
let clock: TestClock;
let testKey: IssuedKey;
let liveKey: IssuedKey;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock, env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
  testKey = await issueKey(t.db);
  liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
});
afterAll(() => t.close());
afterEach(() => clock.set('2026-11-22T10:00:00.000Z'));

const counts = (): Promise<unknown[]> => Promise.all(TABLES.map((table) => t.db(table).count({ n: '*' })));
const issuesOf = (res: { body: { error: { issues: Array<{ path: string; message: string }> } } }): Record<string, string> =>
  Object.fromEntries(res.body.error.issues.map((issue) => [issue.path, issue.message]));

/** Follows next_cursor to the end, asserting each page's size. */
async function walk(path: string, token: string, limit: number): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let cursor: string | null = null;
  do {
    const res = await call(t.app, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.data);
    cursor = res.body.next_cursor;
  } while (cursor !== null);
  return items;
}

describe('users', () => {
  type User = { id: string; role: string; status: string; email: string; joined_at: string | null };
  const team = async (): Promise<User[]> => (await walk(USERS, testKey.key, 7)) as unknown as User[];
  const find = async (test: (user: User) => boolean): Promise<User> => {
    const user = (await team()).find(test);
    if (!user) throw new Error('no such test user');
    return user;
  };

  it('shows every status in every test account, so each state can be built against', async () => {
    for (let i = 0; i < 20; i++) {
      const key = await issueKey(t.db);
      const all = (await walk(USERS, key.key, 100)) as unknown as User[];
      for (const status of ['active', 'invited', 'deactivated']) {
        expect(all.some((user) => user.status === status && user.role !== 'owner')).toBe(true);
      }
    }
  });

  it('lists the team, owner first, paging without repeats, the same every time', async () => {
    const all = await team();
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(new Set(all.map((u) => u.id)).size).toBe(all.length);
    expect(all[0]).toMatchObject({ role: 'owner', status: 'active' });
    expect(all.filter((u) => u.role === 'owner')).toHaveLength(1);
    expect(await team()).toEqual(all);
    const deactivated = await walk(`${USERS}?status=deactivated`, testKey.key, 100);
    expect(deactivated.map((u) => u.id)).toEqual(all.filter((u) => u.status === 'deactivated').map((u) => u.id));
  });

  it('invites a person as they would be, storing nothing', async () => {
    const before = await counts();
    const res = await call(t.app, 'POST', USERS, { body: { email: 'Noura.Haddad@GulfHorizons.example', first_name: 'Noura', last_name: 'Haddad', role: 'booker' }, token: testKey.key });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'user', sandbox: true, email: 'noura.haddad@gulfhorizons.example', role: 'booker', status: 'invited', mfa_enabled: false,
      invited_at: '2026-11-22T10:00:00.000Z', invitation_expires_at: '2026-11-29T10:00:00.000Z', joined_at: null, last_active_at: null, deactivated_at: null,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses to invite an owner, or an e-mail already in the account', async () => {
    const owner = await call(t.app, 'POST', USERS, { body: { email: 'x@example.com', first_name: 'X', last_name: 'Y', role: 'owner' }, token: testKey.key });
    expect(owner.status).toBe(422);
    expect(owner.body.error.fields).toEqual(['role']);
    const existing = (await team())[1] as User;
    const dup = await call(t.app, 'POST', USERS, { body: { email: existing.email, first_name: 'X', last_name: 'Y', role: 'viewer' }, token: testKey.key });
    expect(dup.status).toBe(422);
    expect(issuesOf(dup)).toEqual({ email: 'already belongs to a person of this account' });
  });

  it('changes the role of an active person, and refuses the owner, the deactivated and the role owner', async () => {
    const active = await find((u) => u.status === 'active' && u.role !== 'owner' && u.role !== 'viewer');
    const res = await call(t.app, 'POST', `${USERS}/${active.id}/role`, { body: { role: 'viewer' }, token: testKey.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...active, role: 'viewer' });
    const owner = await find((u) => u.role === 'owner');
    expect((await call(t.app, 'POST', `${USERS}/${owner.id}/role`, { body: { role: 'admin' }, token: testKey.key })).body.error.code).toBe('invalid_state');
    const gone = await find((u) => u.status === 'deactivated');
    const refused = await call(t.app, 'POST', `${USERS}/${gone.id}/role`, { body: { role: 'admin' }, token: testKey.key });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`The user ${gone.id} is deactivated, so it cannot be given another role; reactivate them first.`);
    expect((await call(t.app, 'POST', `${USERS}/${active.id}/role`, { body: { role: 'owner' }, token: testKey.key })).status).toBe(422);
  });

  it('deactivates an active or invited person once; never the owner', async () => {
    for (const status of ['active', 'invited']) {
      const user = await find((u) => u.status === status && u.role !== 'owner');
      const res = await call(t.app, 'POST', `${USERS}/${user.id}/deactivate`, { token: testKey.key });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, status: 'deactivated', deactivated_at: '2026-11-22T10:00:00.000Z', invitation_expires_at: null });
    }
    const gone = await find((u) => u.status === 'deactivated');
    const again = await call(t.app, 'POST', `${USERS}/${gone.id}/deactivate`, { token: testKey.key });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'invalid_state', message: `The user ${gone.id} is deactivated, so it cannot be deactivated again.`, retryable: false });
    const owner = await find((u) => u.role === 'owner');
    expect((await call(t.app, 'POST', `${USERS}/${owner.id}/deactivate`, { token: testKey.key })).status).toBe(409);
  });

  it('reactivates a deactivated person: active if they had joined, invited again if not', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => new TestData(`probe-user-${i}`).id('usr')).filter((id) => !id.startsWith('usr_0000'));
    const seen = new Set<string>();
    for (const id of ids) {
      const res = await call(t.app, 'POST', `${USERS}/${id}/reactivate`, { token: testKey.key });
      if (res.status === 409) {
        expect(res.body.error.code).toBe('invalid_state');
        continue;
      }
      expect(res.status).toBe(200);
      if (res.body.joined_at === null) {
        expect(res.body).toMatchObject({ status: 'invited', deactivated_at: null, invited_at: '2026-11-22T10:00:00.000Z', invitation_expires_at: '2026-11-29T10:00:00.000Z' });
      } else {
        expect(res.body).toMatchObject({ status: 'active', deactivated_at: null, invitation_expires_at: null });
      }
      seen.add(res.body.status);
      if (seen.size === 2) break;
    }
    expect([...seen].sort()).toEqual(['active', 'invited']);
  });

  it('answers 404 for ids starting 0000 and 422 for malformed ids', async () => {
    const missing = await call(t.app, 'POST', `${USERS}/usr_0000Xw2Lm7Qr4Tz8Vb1N/deactivate`, { token: testKey.key });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('No user usr_0000Xw2Lm7Qr4Tz8Vb1N in this account.');
    const malformed = await call(t.app, 'POST', `${USERS}/bob/reactivate`, { token: testKey.key });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual(['id']);
  });

  it('with a live key, lists nobody, finds nobody and invites nobody', async () => {
    expect((await call(t.app, 'GET', USERS, { token: liveKey.key })).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    for (const action of ['deactivate', 'reactivate']) {
      expect((await call(t.app, 'POST', `${USERS}/usr_3Kp9Xw2Lm7Qr4Tz8Vb1N/${action}`, { token: liveKey.key })).status).toBe(404);
    }
    expect((await call(t.app, 'POST', `${USERS}/usr_3Kp9Xw2Lm7Qr4Tz8Vb1N/role`, { body: { role: 'admin' }, token: liveKey.key })).status).toBe(404);
    const before = await counts();
    const invite = await call(t.app, 'POST', USERS, { body: { email: 'a@example.com', first_name: 'A', last_name: 'B', role: 'viewer' }, token: liveKey.key });
    expect(invite.status).toBe(503);
    expect(invite.body.error.message).toMatch(/^Live user management open with production; nothing was changed/);
    expect(await counts()).toEqual(before);
  });
});
