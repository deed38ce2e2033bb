/**
 * The partner portal's sign-in and session (openapi/portal/, src/portal/), through the portal API
 * and the partners' API with the session: who may sign in (the live team's active people only),
 * the authenticator's code when enrolled, the cookie and its rotation, the idle and absolute
 * limits on the test clock, CSRF and Origin on every change, the locks per login and per address
 * (with attempts at once), password changes and single-use reset links, the authenticator's
 * enrolment, removal and recovery codes, the per-person rate limit, and an invitation that sets the
 * password. Each answer is held to its contract.
 */
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { createAccount, createApiKey, setLiveAccess } from '../../src/apiKeys/store';
import { LOGIN_LOCK_FAILURES, ADDRESS_LOCK_FAILURES } from '../../src/portal/gates';
import { useV1Suite } from '../helpers/suite';
import { issueKey } from '../helpers/apiKeys';
import { createTestApp } from '../helpers/testApp';
import { call } from '../helpers/http';
import {
  createPortalPerson,
  enrolTotp,
  freshTotp,
  latestMailTo,
  linkIn,
  originOf,
  portalCall,
  portalSignIn,
  sessionCall,
  sessionFrom,
  type PortalPerson,
  type PortalSessionFixture,
} from '../helpers/portal';

const ENV = { TRUST_PROXY: 'loopback', LIMIT_AUTH_FAILURES_PER_MINUTE: '100000', LIMIT_INVITATION_ACCEPTANCES_PER_HOUR: '100000' };
const t = useV1Suite({ env: ENV });
const RESET_SUBJECT = 'Set a new password for the partner portal';
/** Cases that hash many passwords (scrypt) or make many calls: more than the suite's 20 s on a busy machine. */
const SLOW = 60_000;
const SESSIONS = '/api/portal/v1/sessions';
const SESSION = '/api/portal/v1/session';
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

let addressCounter = 0;
/** A network address of its own (the app trusts the loopback proxy's X-Forwarded-For), so one case's failures never lock another's. */
const freshAddress = (): string => {
  addressCounter += 1;
  return `2001:db8:${randomBytes(2).toString('hex')}::${addressCounter.toString(16)}`;
};

const signInBody = (person: Pick<PortalPerson, 'email' | 'password'>, extra: Record<string, unknown> = {}) => ({ email: person.email, password: person.password, ...extra });

it('describes itself at /api/portal/v1/openapi.json, apart from the partners’ description', async () => {
  const res = await portalCall(t, 'GET', '/api/portal/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ openapi: '3.1.0', info: { title: 'Partner portal API' }, servers: [{ url: 'https://trade.test' }] });
  expect(Object.keys(res.body.paths as object).every((path) => path.startsWith('/api/portal/v1/'))).toBe(true);
  const partners = await call(t.app, 'GET', '/api/b2b/v1/openapi.json');
  expect(Object.keys(partners.body.paths as object).filter((path) => path.startsWith('/api/portal/'))).toEqual([]);
});

describe('signing in with a password', () => {
  it('opens a session of the live team’s person: the cookie, the session’s view, and nothing stored but hashes', async () => {
    const person = await createPortalPerson(t, { role: 'booker', firstName: 'Noura' });
    const res = await portalCall(t, 'POST', SESSIONS, { body: signInBody(person, { email: person.email.toUpperCase() }) });
    expect(res.status).toBe(201);
    const cookie = String((res.headers['set-cookie'] as unknown as string[])[0]);
    // `Secure` on a loopback address too, where browsers keep it over plain http.
    expect(cookie).toMatch(/^__Host-portal_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    expect(res.body).toMatchObject({
      object: 'portal_session',
      person: { user_id: person.userId, email: person.email, first_name: 'Noura' },
      role: 'booker',
      account: { id: person.accountId, live_access: true },
      accounts: [{ id: person.accountId, role: 'booker', live_access: true }],
      mode: 'live',
      live_access: true,
      second_factor: { required: false, enrolled: false, totp: false, passkeys: 0, on_session: null },
      brand: null,
      idle_expires_at: '2026-11-22T10:30:00.000Z',
      expires_at: '2026-11-22T22:00:00.000Z',
    });
    expect(res.body.scopes).toEqual(expect.arrayContaining(['bookings:create', 'transport:write']));
    expect(res.body.scopes).not.toContain('statements:read');
    const session = sessionFrom(res);
    const stored = await t.db('portal_sessions').where({ id_hash: sha256(session.sessionId) }).first();
    expect(stored).toMatchObject({ public_id: res.body.session_id, account_id: person.accountId, user_id: person.userId, mode: 'live', second_factor: null, ended_at: null });
    expect(await t.db('portal_sessions').where({ id_hash: session.sessionId }).first()).toBeUndefined();
    expect(await t.db('users').where({ id: person.userId }).first('last_active_at')).toEqual({ last_active_at: '2026-11-22T10:00:00.000Z' });
    expect((await portalCall(t, 'GET', SESSION, { session })).body.csrf_token).toBe(session.csrf);
  });

  it('answers every refusal with the same 401: a wrong password, an unknown address, a deactivated person, a test partition’s people', async () => {
    const person = await createPortalPerson(t, { role: 'viewer' });
    const refused = async (body: Record<string, unknown>): Promise<void> => {
      const res = await portalCall(t, 'POST', SESSIONS, { body, headers: { 'X-Forwarded-For': freshAddress() } });
      expect({ status: res.status, code: res.body.error.code, message: res.body.error.message }).toEqual({ status: 401, code: 'unauthenticated', message: 'The e-mail address, password or code is wrong.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    };
    await refused(signInBody(person, { password: 'not the password at all' }));
    await refused({ email: 'nobody@nowhere.example', password: 'whatever it may be' });

    // Deactivated in the account's live team: no longer signs in.
    await t.db('users').where({ id: person.userId }).update({ status: 'deactivated' });
    await refused(signInBody(person));

    // A seeded test partition's people are rehearsals: with the same address and a password, they still never sign in.
    const test = await issueKey(t, { mode: 'test' });
    await call(t.app, 'GET', '/api/b2b/v1/users?limit=1', { token: test.key });
    const rehearsal = (await t.db('users').where({ account_id: test.accountId, mode: 'test', status: 'active' }).first('email')) as { email: string };
    const other = await createPortalPerson(t, { role: 'viewer', email: 'someone.else@agency.example' });
    await t.db('portal_logins').where({ email_key: other.email }).update({ email_key: rehearsal.email });
    await refused({ email: rehearsal.email, password: other.password });
  }, 60_000);

  it('opens the account asked for, the one used last, or the first by name; another login’s account is 404', async () => {
    const first = await createPortalPerson(t, { role: 'finance', accountName: 'Alpha Travel' });
    const [second] = await Promise.all([createPortalPerson(t, { role: 'viewer', accountName: 'Zeta Tours', email: first.email })]);
    const stranger = await createPortalPerson(t, { role: 'owner' });
    const opened = await portalSignIn(t, first);
    expect(opened.body.account).toMatchObject({ id: first.accountId, name: 'Alpha Travel' });
    expect((opened.body.accounts as Array<{ id: string }>).map((a) => a.id)).toEqual([first.accountId, second?.accountId]);

    const asked = await portalSignIn(t, first, { account_id: second?.accountId as string });
    expect(asked.body).toMatchObject({ account: { id: second?.accountId }, role: 'viewer', person: { user_id: second?.userId } });
    // The next sign-in opens where the last one was.
    expect((await portalSignIn(t, first)).body.account).toMatchObject({ id: second?.accountId });

    const notYours = await portalCall(t, 'POST', SESSIONS, { body: signInBody(first, { account_id: stranger.accountId }) });
    expect({ status: notYours.status, code: notYours.body.error.code }).toEqual({ status: 404, code: 'not_found' });
  }, SLOW);

  it('ends the session the browser held, so no id outlives a sign-in', async () => {
    const person = await createPortalPerson(t, { role: 'booker' });
    const before = await portalSignIn(t, person);
    const res = await portalCall(t, 'POST', SESSIONS, { body: signInBody(person), headers: { Cookie: before.cookie } });
    expect(res.status).toBe(201);
    expect((await portalCall(t, 'GET', SESSION, { session: before })).status).toBe(401);
    expect((await portalCall(t, 'GET', SESSION, { session: sessionFrom(res) })).status).toBe(200);
  });

  it('refuses a sign-in sent from another site’s page', async () => {
    const person = await createPortalPerson(t, { role: 'booker' });
    const res = await portalCall(t, 'POST', SESSIONS, { body: signInBody(person), headers: { Origin: 'https://evil.example' } });
    expect({ status: res.status, code: res.body.error.code }).toEqual({ status: 403, code: 'csrf_failed' });
    expect(await t.db('portal_sessions').join('portal_logins', 'portal_logins.id', 'portal_sessions.login_id').where({ email_key: person.email })).toEqual([]);
  });
});

describe('the authenticator', () => {
  it('is enrolled on a session, asked for at the next sign-in, each code good once, recovery codes each once', async () => {
    const person = await createPortalPerson(t, { role: 'owner' });
    const session = await portalSignIn(t, person);
    // An owner without a second factor opens on test data, whatever the account's live access.
    expect(session.body).toMatchObject({ mode: 'test', live_access: false, second_factor: { required: true, enrolled: false, on_session: null } });

    const started = await portalCall(t, 'POST', '/api/portal/v1/totp', { session });
    expect(started.status).toBe(200);
    expect(started.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*\?.*secret=[A-Z2-7]{32}/);
    expect(started.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await portalCall(t, 'POST', '/api/portal/v1/totp/confirm', { session, body: { code: '000000' } });
    expect({ status: wrong.status, fields: wrong.body.error.fields }).toEqual({ status: 422, fields: ['code'] });

    const { secret, recoveryCodes, session: upgraded } = await enrolTotp(t, session);
    expect(recoveryCodes).toHaveLength(10);
    expect(upgraded.sessionId).not.toBe(session.sessionId);
    expect(upgraded.body).toMatchObject({ live_access: true, second_factor: { enrolled: true, totp: true, on_session: 'totp' } });
    expect((await portalCall(t, 'GET', SESSION, { session })).status).toBe(401);
    expect(await t.db('users').where({ id: person.userId }).first('mfa_enabled')).toEqual({ mfa_enabled: expect.anything() });
    expect(Boolean((await t.db('users').where({ id: person.userId }).first('mfa_enabled')).mfa_enabled)).toBe(true);
    // A second enrolment is refused while one is on.
    expect((await portalCall(t, 'POST', '/api/portal/v1/totp', { session: upgraded })).status).toBe(409);

    const codeNeeded = await portalCall(t, 'POST', SESSIONS, { body: signInBody(person) });
    expect({ status: codeNeeded.status, code: codeNeeded.body.error.code }).toEqual({ status: 401, code: 'second_factor_required' });
    const code = freshTotp(t, secret);
    const withCode = await portalCall(t, 'POST', SESSIONS, { body: signInBody(person, { code }) });
    expect(withCode.status).toBe(201);
    // It opens where the person left it (test data), with live data open to it now.
    expect(withCode.body).toMatchObject({ mode: 'test', live_access: true, second_factor: { on_session: 'totp' } });
    // The same code again within its window: refused.
    const replayed = await portalCall(t, 'POST', SESSIONS, { body: signInBody(person, { code }) });
    expect({ status: replayed.status, code: replayed.body.error.code }).toEqual({ status: 401, code: 'unauthenticated' });

    const recovery = recoveryCodes[0] as string;
    const byRecovery = await portalCall(t, 'POST', SESSIONS, { body: signInBody(person, { code: recovery.toUpperCase().replace('-', ' ') }) });
    expect(byRecovery.body.second_factor).toMatchObject({ on_session: 'recovery_code' });
    expect((await portalCall(t, 'POST', SESSIONS, { body: signInBody(person, { code: recovery }) })).status).toBe(401);

    // New recovery codes for a current code: the old ones stop working.
    const renewed = await portalCall(t, 'POST', '/api/portal/v1/totp/recovery-codes', { session: sessionFrom(withCode), body: { code: freshTotp(t, secret) } });
    expect(renewed.status).toBe(200);
    expect((await portalCall(t, 'POST', SESSIONS, { body: signInBody(person, { code: recoveryCodes[1] as string }) })).status).toBe(401);
    expect((await portalCall(t, 'POST', SESSIONS, { body: signInBody(person, { code: renewed.body.recovery_codes[0] }) })).status).toBe(201);

    // Removed with the password and a current code: the password alone signs in again.
    const current = sessionFrom(withCode);
    const badRemoval = await portalCall(t, 'DELETE', '/api/portal/v1/totp', { session: current, body: { password: 'not my password at all', code: freshTotp(t, secret) } });
    expect({ status: badRemoval.status, fields: badRemoval.body.error.fields }).toEqual({ status: 422, fields: ['password'] });
    expect((await portalCall(t, 'DELETE', '/api/portal/v1/totp', { session: current, body: { password: person.password, code: freshTotp(t, secret) } })).status).toBe(204);
    expect((await portalCall(t, 'POST', SESSIONS, { body: signInBody(person) })).body).toMatchObject({ mode: 'test', second_factor: { enrolled: false } });
    expect(await t.db('portal_recovery_codes').join('portal_logins', 'portal_logins.id', 'portal_recovery_codes.login_id').where({ email_key: person.email })).toEqual([]);
  }, SLOW);
});

describe('a session’s context', () => {
  it('moves between test and live data and between the login’s accounts, with a new id each time', async () => {
    const person = await createPortalPerson(t, { role: 'booker', accountName: 'Alpha Travel' });
    const other = await createPortalPerson(t, { role: 'admin', accountName: 'Beta Tours', email: person.email });
    const session = await portalSignIn(t, person);
    expect(session.body.mode).toBe('live');

    const toTest = await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session, body: { mode: 'test' } });
    expect(toTest.status).toBe(200);
    const tested = sessionFrom(toTest, session);
    expect(toTest.body).toMatchObject({ mode: 'test', account: { id: person.accountId } });
    expect(tested.sessionId).not.toBe(session.sessionId);
    expect(toTest.body.csrf_token).toBe(session.csrf);
    expect((await portalCall(t, 'GET', SESSION, { session })).status).toBe(401);
    const whoami = await sessionCall(t, tested, 'GET', '/api/b2b/v1/whoami');
    expect(whoami.body).toMatchObject({ sandbox: true, key: null, person: { user_id: person.userId, role: 'booker', mode: 'test' } });

    // An admin of the other account on live data needs a second factor, which this session has not.
    const refused = await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session: tested, body: { account_id: other.accountId, mode: 'live' } });
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({ status: 403, code: 'second_factor_required' });
    const moved = await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session: tested, body: { account_id: other.accountId, mode: 'test' } });
    expect(moved.body).toMatchObject({ account: { id: other.accountId }, role: 'admin', person: { user_id: other.userId } });
    expect((await sessionCall(t, sessionFrom(moved, tested), 'GET', '/api/b2b/v1/whoami')).body.account.id).toBe(other.accountId);

    const stranger = await createPortalPerson(t, { role: 'owner' });
    const notYours = await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session: sessionFrom(moved, tested), body: { account_id: stranger.accountId, mode: 'test' } });
    expect({ status: notYours.status, code: notYours.body.error.code }).toEqual({ status: 404, code: 'not_found' });
  }, SLOW);

  it('shows the account’s own brand colours, of the data it is on', async () => {
    const admin = await createPortalPerson(t, { role: 'admin' });
    const session = await portalSignIn(t, admin);
    expect(session.body).toMatchObject({ mode: 'test', brand: null });
    const set = await sessionCall(t, session, 'POST', '/api/b2b/v1/settings/brand', { body: { mode: 'white_label', display_name: 'Gulf Horizons', accent_hex: '#0A7C86' } });
    expect(set.status).toBe(200);
    expect((await portalCall(t, 'GET', SESSION, { session })).body.brand).toEqual({ display_name: 'Gulf Horizons', accent_hex: '#0A7C86', logo_url: null });
  });

  it('keeps live data shut while the account’s live access is off', async () => {
    const person = await createPortalPerson(t, { role: 'booker', liveAccess: false });
    const session = await portalSignIn(t, person);
    expect(session.body).toMatchObject({ mode: 'test', live_access: false, account: { live_access: false } });
    const refused = await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session, body: { mode: 'live' } });
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({ status: 403, code: 'live_access_disabled' });
    await setLiveAccess(t.db, t.clock, person.accountId, true);
    expect((await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session, body: { mode: 'live' } })).body.mode).toBe('live');
  });
});

describe('a session’s limits', () => {
  it('ends 30 minutes after its last request, and each request moves that on', async () => {
    const person = await createPortalPerson(t, { role: 'viewer' });
    const session = await portalSignIn(t, person);
    t.clock.advance(29 * 60);
    expect((await sessionCall(t, session, 'GET', '/api/b2b/v1/whoami')).status).toBe(200);
    t.clock.advance(29 * 60);
    const read = await portalCall(t, 'GET', SESSION, { session });
    expect(read.body.idle_expires_at).toBe(new Date(t.clock.now().getTime() + 30 * 60_000).toISOString());
    t.clock.advance(30 * 60);
    const ended = await portalCall(t, 'GET', SESSION, { session });
    expect({ status: ended.status, code: ended.body.error.code }).toEqual({ status: 401, code: 'unauthenticated' });
    expect((await t.db('portal_sessions').where({ id_hash: sha256(session.sessionId) }).first()).ended_at).toBe(t.clock.now().toISOString());
    // Ended for good: the v1 API refuses it too, with the session's words.
    const v1 = await sessionCall(t, session, 'GET', '/api/b2b/v1/whoami');
    expect({ status: v1.status, message: v1.body.error.message }).toEqual({ status: 401, message: expect.stringContaining('portal session has ended') });
  });

  it('ends 12 hours after sign-in however busy it is', async () => {
    const person = await createPortalPerson(t, { role: 'viewer' });
    const session = await portalSignIn(t, person);
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      t.clock.set(new Date(Date.parse('2026-11-22T10:00:00.000Z') + minutes * 60_000));
      expect((await portalCall(t, 'GET', SESSION, { session })).status).toBe(200);
    }
    t.clock.set('2026-11-22T22:00:00.000Z');
    expect((await portalCall(t, 'GET', SESSION, { session })).status).toBe(401);
  }, SLOW);

  it('ends at sign-out, and when the person leaves the account’s team', async () => {
    const person = await createPortalPerson(t, { role: 'booker' });
    const session = await portalCall(t, 'DELETE', SESSION, { session: await portalSignIn(t, person) });
    expect(session.status).toBe(204);
    expect(String((session.headers['set-cookie'] as unknown as string[])[0])).toBe('__Host-portal_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Secure');

    const open = await portalSignIn(t, person);
    await t.db('users').where({ id: person.userId }).update({ status: 'deactivated' });
    expect((await portalCall(t, 'GET', SESSION, { session: open })).status).toBe(401);
    expect((await sessionCall(t, open, 'GET', '/api/b2b/v1/whoami')).status).toBe(401);
  });

  it('counts each person’s calls of both APIs against their own limit', async () => {
    const limited = await createTestApp({ clock: t.clock, env: { ...ENV, LIMIT_PORTAL_PERSON_PER_MINUTE: '3' } });
    try {
      const person = await createPortalPerson(limited, { role: 'viewer' });
      const session = await portalSignIn(limited, person);
      expect((await portalCall(limited, 'GET', SESSION, { session })).status).toBe(200);
      expect((await sessionCall(limited, session, 'GET', '/api/b2b/v1/whoami')).body.limits).toEqual({ requests_per_minute: 3 });
      expect((await sessionCall(limited, session, 'GET', '/api/b2b/v1/whoami')).status).toBe(200);
      const fourth = await portalCall(limited, 'GET', SESSION, { session });
      expect({ status: fourth.status, code: fourth.body.error.code }).toEqual({ status: 429, code: 'rate_limited' });
      expect((await sessionCall(limited, session, 'GET', '/api/b2b/v1/whoami')).status).toBe(429);
      // Another person is not held back.
      const other = await createPortalPerson(limited, { role: 'viewer' });
      expect((await portalCall(limited, 'GET', SESSION, { session: await portalSignIn(limited, other) })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('CSRF and Origin on every change', () => {
  let person: PortalPerson;
  let session: PortalSessionFixture;
  beforeAll(async () => {
    person = await createPortalPerson(t, { role: 'admin' });
    // The session's first read of its partition seeds it (the first of the process writes the day's seed template):
    // done here, so the tests below time only what they check.
    expect((await sessionCall(t, await portalSignIn(t, person), 'GET', '/api/b2b/v1/users?limit=1')).status).toBe(200);
  }, 120_000);
  beforeEach(async () => {
    session = await portalSignIn(t, person);
  });

  it.each([
    ['without the token', { 'X-CSRF-Token': null }],
    ['with another token', { 'X-CSRF-Token': 'not-the-session-token-at-all' }],
    ['from another origin', { Origin: 'https://evil.example' }],
    ['without an Origin', { Origin: null }],
  ])('refuses the portal API’s changes and the partners’ API’s %s, changing nothing', async (_case, headers) => {
    const portal = await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session, body: { mode: 'test' }, headers });
    expect({ status: portal.status, code: portal.body.error.code }).toEqual({ status: 403, code: 'csrf_failed' });
    const v1 = await sessionCall(t, session, 'POST', '/api/b2b/v1/users', { body: { email: `new.${randomBytes(3).toString('hex')}@agency.example`, first_name: 'New', last_name: 'Person', role: 'viewer' }, headers });
    expect({ status: v1.status, code: v1.body.error.code }).toEqual({ status: 403, code: 'csrf_failed' });
    expect((await portalCall(t, 'GET', SESSION, { session })).body.mode).toBe(session.body.mode);
  });

  it('takes them with the token and the service’s own Origin; reading needs neither', async () => {
    expect((await sessionCall(t, session, 'GET', '/api/b2b/v1/users?limit=1', { headers: { Origin: null } })).status).toBe(200);
    const invited = await sessionCall(t, session, 'POST', '/api/b2b/v1/users', { body: { email: `new.${randomBytes(3).toString('hex')}@agency.example`, first_name: 'New', last_name: 'Person', role: 'viewer' }, headers: { Origin: originOf(t) } });
    expect(invited.status).toBe(201);
  });
});

describe('failed sign-ins', () => {
  it(`lock a login after ${LOGIN_LOCK_FAILURES} failures in 15 minutes, however many arrive at once, and tell the person once`, async () => {
    const person = await createPortalPerson(t, { role: 'booker' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => portalCall(t, 'POST', SESSIONS, { body: signInBody(person, { password: `wrong guess number ${i}` }), headers: { 'X-Forwarded-For': freshAddress() } })),
    );
    const tally = answers.map((res) => `${res.status} ${res.body.error.code as string}`).sort();
    expect(tally.filter((line) => line === '401 unauthenticated')).toHaveLength(LOGIN_LOCK_FAILURES);
    expect(tally.filter((line) => line === '429 sign_in_locked')).toHaveLength(12 - LOGIN_LOCK_FAILURES);
    expect(await t.db('portal_sign_in_failures').where({ gate_key: `login:${person.email}` })).toHaveLength(LOGIN_LOCK_FAILURES);
    // Locked: the right password too, until the lock lifts.
    const locked = await portalCall(t, 'POST', SESSIONS, { body: signInBody(person), headers: { 'X-Forwarded-For': freshAddress() } });
    expect({ status: locked.status, code: locked.body.error.code, retry: locked.headers['retry-after'] }).toEqual({ status: 429, code: 'sign_in_locked', retry: '900' });
    const mails = await t.db('mail_outbox').where({ to_address: person.email });
    expect(mails.map((mail: { subject: string }) => mail.subject)).toEqual(['Your partner portal sign-in is locked for 15 minutes']);
    t.clock.advance(15 * 60 + 1);
    expect((await portalCall(t, 'POST', SESSIONS, { body: signInBody(person), headers: { 'X-Forwarded-For': freshAddress() } })).status).toBe(201);
    // A success clears the login's count.
    expect(await t.db('portal_sign_in_failures').where({ gate_key: `login:${person.email}` })).toEqual([]);
  }, SLOW);

  it(`lock an address after ${ADDRESS_LOCK_FAILURES} failures, whatever logins they try`, async () => {
    const address = freshAddress();
    const person = await createPortalPerson(t, { role: 'booker' });
    const guesses = await Promise.all(
      Array.from({ length: ADDRESS_LOCK_FAILURES }, (_, i) => portalCall(t, 'POST', SESSIONS, { body: { email: `guess${i}@agency.example`, password: 'a guessed password' }, headers: { 'X-Forwarded-For': address } })),
    );
    expect(guesses.map((res) => res.status)).toEqual(Array.from({ length: ADDRESS_LOCK_FAILURES }, () => 401));
    const locked = await portalCall(t, 'POST', SESSIONS, { body: signInBody(person), headers: { 'X-Forwarded-For': address } });
    expect({ status: locked.status, code: locked.body.error.code, message: locked.body.error.message }).toEqual({
      status: 429,
      code: 'sign_in_locked',
      message: 'Sign-in from this network address is locked for 15 minutes after 20 failed attempts.',
    });
    expect((await portalCall(t, 'POST', SESSIONS, { body: signInBody(person), headers: { 'X-Forwarded-For': freshAddress() } })).status).toBe(201);
  }, 60_000);
});

describe('the password', () => {
  it('changes with the current one: the session goes on under a new id, the login’s other sessions end, the person is told', async () => {
    const person = await createPortalPerson(t, { role: 'booker' });
    const elsewhere = await portalSignIn(t, person);
    const session = await portalSignIn(t, person);
    const wrong = await portalCall(t, 'PUT', '/api/portal/v1/password', { session, body: { current_password: 'not the current one', new_password: 'a new passphrase here' } });
    expect({ status: wrong.status, fields: wrong.body.error.fields }).toEqual({ status: 422, fields: ['current_password'] });
    const short = await portalCall(t, 'PUT', '/api/portal/v1/password', { session, body: { current_password: person.password, new_password: 'too short' } });
    expect(short.status).toBe(422);

    const changed = await portalCall(t, 'PUT', '/api/portal/v1/password', { session, body: { current_password: person.password, new_password: 'a new passphrase here' } });
    expect(changed.status).toBe(200);
    const renewed = sessionFrom(changed, session);
    expect(renewed.sessionId).not.toBe(session.sessionId);
    expect((await portalCall(t, 'GET', SESSION, { session: renewed })).status).toBe(200);
    expect((await portalCall(t, 'GET', SESSION, { session })).status).toBe(401);
    expect((await portalCall(t, 'GET', SESSION, { session: elsewhere })).status).toBe(401);
    expect((await latestMailTo(t, person.email, 'Your partner portal password was changed')).text).toContain('Every other session of it has been signed out.');
    expect((await portalCall(t, 'POST', SESSIONS, { body: signInBody(person) })).status).toBe(401);
    expect((await portalCall(t, 'POST', SESSIONS, { body: signInBody({ ...person, password: 'a new passphrase here' }) })).status).toBe(201);
  }, SLOW);

  it('is set again through a single-use link valid one hour, asked for with the same 202 whoever asks', async () => {
    const person = await createPortalPerson(t, { role: 'finance' });
    const open = await portalSignIn(t, person);
    const nobody = await portalCall(t, 'POST', '/api/portal/v1/password-resets', { body: { email: 'nobody.here@nowhere.example' } });
    expect(nobody.status).toBe(202);
    expect(await t.db('mail_outbox').where({ to_address: 'nobody.here@nowhere.example' })).toEqual([]);

    const asked = await portalCall(t, 'POST', '/api/portal/v1/password-resets', { body: { email: person.email.toUpperCase() } });
    expect(asked.status).toBe(202);
    const link = linkIn((await latestMailTo(t, person.email, RESET_SUBJECT)).text, '/portal/reset#');
    const token = link.slice(link.indexOf('#') + 1);
    expect(link).toBe(`https://trade.test/portal/reset#${token}`);
    expect(await t.db('portal_password_resets').where({ token_hash: token }).first()).toBeUndefined();

    // Two uses at once: one sets the password, the other finds the link used.
    const both = await Promise.all(
      ['first new passphrase', 'second new passphrase'].map((password) => portalCall(t, 'POST', '/api/portal/v1/password-resets/complete', { body: { token, password } })),
    );
    expect(both.map((res) => res.status).sort()).toEqual([204, 401]);
    const won = both[0]?.status === 204 ? 'first new passphrase' : 'second new passphrase';
    expect((await portalCall(t, 'GET', SESSION, { session: open })).status).toBe(401);
    expect((await portalCall(t, 'POST', SESSIONS, { body: { email: person.email, password: won } })).status).toBe(201);
    expect((await latestMailTo(t, person.email, 'Your partner portal password was changed')).text).toContain('Every other session of it has been signed out.');

    // A newer link spends the older; a link expires after an hour.
    t.clock.advance(60);
    await portalCall(t, 'POST', '/api/portal/v1/password-resets', { body: { email: person.email } });
    const older = linkIn((await latestMailTo(t, person.email, RESET_SUBJECT)).text, '/portal/reset#');
    t.clock.advance(60);
    await portalCall(t, 'POST', '/api/portal/v1/password-resets', { body: { email: person.email } });
    const newer = linkIn((await latestMailTo(t, person.email, RESET_SUBJECT)).text, '/portal/reset#');
    const tokenOf = (url: string): string => url.slice(url.indexOf('#') + 1);
    expect((await portalCall(t, 'POST', '/api/portal/v1/password-resets/complete', { body: { token: tokenOf(older), password: 'an older link passphrase' } })).status).toBe(401);
    t.clock.advance(60 * 60);
    const expired = await portalCall(t, 'POST', '/api/portal/v1/password-resets/complete', { body: { token: tokenOf(newer), password: 'an expired link passphrase' } });
    expect({ status: expired.status, code: expired.body.error.code }).toEqual({ status: 401, code: 'unauthenticated' });
    // At most 3 links an hour to one address.
    for (let i = 0; i < 4; i++) await portalCall(t, 'POST', '/api/portal/v1/password-resets', { body: { email: person.email } });
    expect(await t.db('portal_password_resets').where({ email_key: person.email }).where('created_at', '>', new Date(t.clock.now().getTime() - 3_600_000).toISOString())).toHaveLength(3);
  }, SLOW);

  it('is chosen when a live team’s invitation is accepted, and never replaced by one', async () => {
    const { key, accountId } = await issueKey(t, { mode: 'live', liveAccess: true });
    const invite = async (email: string): Promise<string> => {
      const res = await call(t.app, 'POST', '/api/b2b/v1/users', { token: key, body: { email, first_name: 'Huda', last_name: 'Nasser', role: 'booker' } });
      expect(res.status).toBe(201);
      return new URL(linkIn((await latestMailTo(t, email)).text, '/invitations/')).pathname;
    };
    const email = `huda.${randomBytes(3).toString('hex')}@agency.example`;
    const path = await invite(email);
    const page = await request(t.app).get(path);
    expect(page.text).toContain('Accept and set my password');
    expect(page.text).toContain('type="password"');

    const mismatch = await request(t.app).post(path).set('Origin', originOf(t)).type('form').send({ password: 'a good long passphrase', password_again: 'another long passphrase' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.text).toContain('The two passwords are not the same.');
    const short = await request(t.app).post(path).set('Origin', originOf(t)).type('form').send({ password: 'short', password_again: 'short' });
    expect(short.text).toContain('at least 12 characters');
    expect(await t.db('users').where({ account_id: accountId, mode: 'live', email }).first('status')).toEqual({ status: 'invited' });

    const accepted = await request(t.app).post(path).set('Origin', originOf(t)).type('form').send({ password: 'a good long passphrase', password_again: 'a good long passphrase' });
    expect(accepted.status).toBe(200);
    expect(accepted.text).toContain('href="/portal/"');
    const session = await portalSignIn(t, { email, password: 'a good long passphrase' });
    expect(session.body).toMatchObject({ account: { id: accountId }, role: 'booker' });

    // Invited to a second account: the login keeps its password, and the page says so.
    t.clock.advance(60);
    const second = await createAccount(t.db, t.clock, 'Second Agency');
    const { key: secondKey } = await createApiKey(t.db, t.clock, second.id, 'live', ['users:manage']);
    await setLiveAccess(t.db, t.clock, second.id, true);
    const invited = await call(t.app, 'POST', '/api/b2b/v1/users', { token: secondKey, body: { email, first_name: 'Huda', last_name: 'Nasser', role: 'viewer' } });
    expect(invited.status).toBe(201);
    const secondPath = new URL(linkIn((await latestMailTo(t, email)).text, '/invitations/')).pathname;
    const shown = await request(t.app).get(secondPath);
    expect(shown.text).not.toContain('type="password"');
    expect(shown.text).toContain('You already have a partner portal password');
    const hash = (await t.db('portal_logins').where({ email_key: email }).first('password_hash')) as { password_hash: string };
    expect((await request(t.app).post(secondPath).set('Origin', originOf(t)).type('form').send({ password: 'an attacker’s password', password_again: 'an attacker’s password' })).status).toBe(200);
    expect(await t.db('portal_logins').where({ email_key: email }).first('password_hash')).toEqual(hash);
    expect((await portalSignIn(t, { email, password: 'a good long passphrase' })).body.accounts).toHaveLength(2);
  }, SLOW);

  it('is not asked for by a test partition’s invitation, whose people never sign in', async () => {
    const test = await issueKey(t, { mode: 'test' });
    const email = `rehearsal.${randomBytes(3).toString('hex')}@agency.example`;
    const res = await call(t.app, 'POST', '/api/b2b/v1/users', { token: test.key, body: { email, first_name: 'Test', last_name: 'Person', role: 'booker' } });
    const path = new URL(res.body.invitation_url as string).pathname;
    expect((await request(t.app).get(path)).text).not.toContain('type="password"');
    const accepted = await request(t.app).post(path).set('Origin', originOf(t)).type('form').send({});
    expect(accepted.status).toBe(200);
    expect(accepted.text).not.toContain('/portal/');
    expect(await t.db('portal_logins').where({ email_key: email }).first()).toBeUndefined();
  });
});
