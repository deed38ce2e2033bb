/**
 * The walls around a portal session, derived from the contract: every v1 operation names under
 * `partnerSession` the scope it needs, and a role's scopes are ROLE_SCOPES'. For each role, every
 * operation it lacks the scope of answers 403 `insufficient_scope` before anything runs (whatever
 * its path or body), and a sample of the reads it holds answers. Live data needs live access and,
 * for an owner or admin, a second factor on the session; a session never reaches another
 * account's data; what a person does is recorded with them as its actor; a key sent with the
 * cookie decides alone; and the refusal of a request that met no requirement is the credential's
 * it sent.
 */
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { ROLE_SCOPES, type UserRole } from '../../src/apiKeys/roles';
import { setLiveAccess } from '../../src/apiKeys/store';
import { useV1Suite } from '../helpers/suite';
import { issueKey } from '../helpers/apiKeys';
import { call } from '../helpers/http';
import { fillPath } from '../helpers/storedIds';
import { createPortalPerson, enrolTotp, portalCall, portalSignIn, sessionCall, sessionFrom, type PortalSessionFixture } from '../helpers/portal';

const t = useV1Suite({ env: { LIMIT_PORTAL_PERSON_PER_MINUTE: '100000', LIMIT_AUTH_FAILURES_PER_MINUTE: '100000' } });
const ROLES: readonly UserRole[] = ['owner', 'admin', 'booker', 'finance', 'viewer'];

const sessionScopes = (route: RouteDefinition): string[] => route.security.filter((req) => req.scheme === 'partnerSession').flatMap((req) => [...req.scopes]);
const V1 = routes.filter((route) => route.path.startsWith('/api/b2b/v1/') && route.security.some((req) => req.scheme === 'partnerSession'));
const holds = (role: UserRole, route: RouteDefinition): boolean => sessionScopes(route).every((scope) => (ROLE_SCOPES[role] as readonly string[]).includes(scope));
/** A path of the operation, each parameter a value no literal path holds: routing needs only its shape. */
const anyPath = (route: RouteDefinition): string => fillPath(route, Object.fromEntries(route.pathParams.map((name) => [name, 'zz_placeholder_9'])));
/** The reads a role may be shown in a sample: GETs of the whole collection, without an id, of a connected supplier. */
const SAMPLE_READS = V1.filter((route) => route.method === 'GET' && route.pathParams.length === 0 && route.access !== '501' && !route.path.includes('/test-helpers/'));

async function testSession(role: UserRole): Promise<PortalSessionFixture> {
  const person = await createPortalPerson(t, { role });
  const session = await portalSignIn(t, person);
  if (session.body.mode === 'test') return session;
  return sessionFrom(await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session, body: { mode: 'test' } }), session);
}

it('reads every partners’ operation of the contract as its key reads it', () => {
  expect(V1.length).toBeGreaterThan(100);
  for (const route of V1) expect({ op: route.operationId, session: sessionScopes(route) }).toEqual({ op: route.operationId, session: route.security.filter((req) => req.scheme === 'tradeApiKey').flatMap((req) => [...req.scopes]) });
});

describe.each(ROLES)('a %s’s session', (role) => {
  let session: PortalSessionFixture;
  beforeAll(async () => {
    session = await testSession(role);
  }, 60_000);

  it('is refused, 403 insufficient_scope, every operation its role lacks the scope of', async () => {
    const walled = V1.filter((route) => !holds(role, route));
    if (role === 'owner' || role === 'admin') expect(walled).toEqual([]);
    else expect(walled.length).toBeGreaterThan(10);
    for (const route of walled) {
      const res = await sessionCall(t, session, route.method as 'GET', anyPath(route), route.hasBody ? { body: {} } : {});
      expect({ op: route.operationId, status: res.status, code: res.body.error?.code }).toEqual({ op: route.operationId, status: 403, code: 'insufficient_scope' });
      expect(res.body.error.message).toContain(`Your role (${role})`);
    }
  }, 120_000);

  it('reaches the reads its role holds the scope of', async () => {
    const reads = SAMPLE_READS.filter((route) => holds(role, route));
    expect(reads.length).toBeGreaterThan(3);
    let answered = 0;
    for (const route of reads) {
      const res = await sessionCall(t, session, 'GET', route.path);
      expect({ op: route.operationId, walled: [401, 403].includes(res.status) }).toEqual({ op: route.operationId, walled: false });
      if (res.status === 200) answered++;
    }
    expect(answered).toBeGreaterThan(reads.length / 2);
  }, 120_000);
});

describe('live data', () => {
  it('needs the account’s live access, and a second factor on an owner’s or admin’s session', async () => {
    const owner = await createPortalPerson(t, { role: 'owner' });
    const booker = await createPortalPerson(t, { role: 'booker', accountId: owner.accountId });
    const ownerSession = await portalSignIn(t, owner);
    // Opened on test data; forced onto live as a session left there would be, it is refused.
    await t.db('portal_sessions').where({ public_id: ownerSession.body.session_id }).update({ mode: 'live' });
    const refused = await sessionCall(t, ownerSession, 'GET', '/api/b2b/v1/bookings?limit=1');
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({ status: 403, code: 'second_factor_required' });
    const { session: withFactor } = await enrolTotp(t, ownerSession);
    expect((await sessionCall(t, withFactor, 'GET', '/api/b2b/v1/bookings?limit=1')).status).toBe(200);

    const bookerSession = await portalSignIn(t, booker);
    expect(bookerSession.body.mode).toBe('live');
    const live = await sessionCall(t, bookerSession, 'GET', '/api/b2b/v1/whoami');
    expect(live.body).toMatchObject({ sandbox: false, person: { role: 'booker', mode: 'live' } });

    await setLiveAccess(t.db, t.clock, owner.accountId, false);
    const off = await sessionCall(t, bookerSession, 'GET', '/api/b2b/v1/whoami');
    expect({ status: off.status, code: off.body.error.code }).toEqual({ status: 403, code: 'live_access_disabled' });
    expect((await portalCall(t, 'GET', '/api/portal/v1/session', { session: bookerSession })).body).toMatchObject({ mode: 'live', live_access: false, account: { live_access: false } });
  });
});

describe('another account’s data', () => {
  it('is out of a session’s reach: its objects answer 404, and the session cannot move to it', async () => {
    const theirs = await issueKey(t, { mode: 'test' });
    const theirBooking = (await call(t.app, 'GET', '/api/b2b/v1/bookings?limit=1', { token: theirs.key })).body.data[0] as { id: string };
    const theirUser = (await call(t.app, 'GET', '/api/b2b/v1/users?limit=1', { token: theirs.key })).body.data[0] as { id: string };
    const session = await testSession('admin');
    const booking = await sessionCall(t, session, 'GET', `/api/b2b/v1/bookings/${theirBooking.id}`);
    expect({ status: booking.status, code: booking.body.error.code }).toEqual({ status: 404, code: 'not_found' });
    const deactivate = await sessionCall(t, session, 'POST', `/api/b2b/v1/users/${theirUser.id}/deactivate`);
    expect(deactivate.status).toBe(404);
    expect(await t.db('users').where({ id: theirUser.id }).first('status')).not.toEqual({ status: 'deactivated' });
    const listed = await sessionCall(t, session, 'GET', '/api/b2b/v1/bookings?limit=100');
    expect((listed.body.data as Array<{ id: string }>).map((b) => b.id)).not.toContain(theirBooking.id);
    const moved = await portalCall(t, 'PUT', '/api/portal/v1/session/context', { session, body: { account_id: theirs.accountId, mode: 'test' } });
    expect(moved.status).toBe(404);
  });
});

describe('what a person does', () => {
  it('is recorded with them as its actor', async () => {
    const fresh = await testSession('admin');
    const who = (await sessionCall(t, fresh, 'GET', '/api/b2b/v1/whoami')).body.person.user_id as string;
    const invited = await sessionCall(t, fresh, 'POST', '/api/b2b/v1/users', { body: { email: 'actor.check@agency.example', first_name: 'Actor', last_name: 'Check', role: 'viewer' } });
    expect(invited.status).toBe(201);
    expect(await t.db('state_moves').where({ subject_id: invited.body.id }).select('actor', 'to_state')).toEqual([{ actor: `user:${who}`, to_state: 'invited' }]);
  });
});

describe('a key sent with the cookie', () => {
  it('decides alone; a refused request answers with the credential it sent', async () => {
    const session = await testSession('viewer');
    const key = await issueKey(t, { mode: 'test' });
    const both = await sessionCall(t, session, 'GET', '/api/b2b/v1/whoami', { headers: { Authorization: `Bearer ${key.key}` } });
    expect(both.body).toMatchObject({ account: { id: key.accountId }, key: { id: key.keyId }, person: null });

    const badKey = await sessionCall(t, session, 'GET', '/api/b2b/v1/whoami', { headers: { Authorization: 'Bearer svc_test_nonsense' } });
    expect({ status: badKey.status, message: badKey.body.error.message }).toEqual({ status: 401, message: expect.stringContaining('not a valid API key') });

    await portalCall(t, 'DELETE', '/api/portal/v1/session', { session });
    const ended = await sessionCall(t, session, 'GET', '/api/b2b/v1/whoami');
    expect({ status: ended.status, message: ended.body.error.message }).toEqual({ status: 401, message: expect.stringContaining('portal session has ended') });
    const nothing = await call(t.app, 'GET', '/api/b2b/v1/whoami');
    expect({ status: nothing.status, message: nothing.body.error.message }).toEqual({ status: 401, message: expect.stringContaining('Send an API key') });

    // A change without its CSRF token is refused before the role is looked at.
    const fresh = await testSession('viewer');
    const noToken = await sessionCall(t, fresh, 'POST', '/api/b2b/v1/users', { body: {}, headers: { 'X-CSRF-Token': null } });
    expect({ status: noToken.status, code: noToken.body.error.code }).toEqual({ status: 403, code: 'csrf_failed' });
  });
});
