import { createHash } from 'node:crypto';
import { useV1Suite } from '../helpers/suite';
import { createTestApp } from '../helpers/testApp';
import { createStaffMember, freshCode, opsCall, signIn, STAFF_PASSWORD, type StaffFixture } from '../helpers/staff';
import { totpCode } from '../../src/staff/secrets';

// The clock only moves forward in this file: every TOTP code is good once, so a case never goes back to a step another used.
const t = useV1Suite({ resetClock: false });
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

async function auditActions(staffId: string): Promise<string[]> {
  const rows = await t.db('audit_events').where({ subject_id: staffId }).orderBy('id');
  return rows.map((row) => row.action as string);
}

describe('signing in', () => {
  let desk: StaffFixture;
  beforeAll(async () => {
    desk = await createStaffMember(t, { roles: ['desk'] });
  });

  it('answers 201 with the person, a CSRF token and a strict session cookie, and stores the session by its hash', async () => {
    const code = freshCode(t, desk);
    const res = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: desk.email.toUpperCase(), password: STAFF_PASSWORD, code } });
    expect(res.status).toBe(201);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0] as string;
    // The test client calls 127.0.0.1, a loopback address browsers treat as secure.
    expect(cookie).toMatch(/^__Host-ops_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    expect(res.body.staff).toEqual({ id: desk.id, email: desk.email, name: desk.name, roles: ['desk'], status: 'active', created_at: expect.any(String), last_signed_in_at: t.clock.now().toISOString() });
    expect(res.body.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const now = t.clock.now().getTime();
    expect(res.body.session).toEqual({ idle_expires_at: new Date(now + 30 * 60_000).toISOString(), expires_at: new Date(now + 12 * 3_600_000).toISOString() });
    const sessionId = cookie.split(';')[0]?.split('=')[1] as string;
    const stored = await t.db('staff_sessions').where({ staff_id: desk.id }).orderBy('created_at', 'desc').first();
    expect(stored).toMatchObject({ id_hash: sha256(sessionId), csrf_token: res.body.csrf_token, ended_at: null });
    expect(await t.db('staff_sessions').where({ id_hash: sessionId }).first()).toBeUndefined();
    const audit = await t.db('audit_events').where({ subject_id: desk.id, action: 'session.signed_in' }).orderBy('id', 'desc').first();
    expect(audit).toMatchObject({ staff_id: desk.id, subject_type: 'staff', request_id: res.headers['x-request-id'] });
    expect(JSON.parse(audit.change)).toMatchObject({ method: 'totp' });
  });

  it('refuses a sign-in sent from another site\'s page (403 csrf_failed) and opens no session', async () => {
    const before = await t.db('staff_sessions').where({ staff_id: desk.id }).count({ n: '*' });
    const foreign = [{ Origin: 'https://evil.example' }, { Origin: null, 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }];
    for (const headers of foreign) {
      const res = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: desk.email, password: STAFF_PASSWORD, code: freshCode(t, desk) }, headers });
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 403, code: 'csrf_failed' });
    }
    expect(await t.db('staff_sessions').where({ staff_id: desk.id }).count({ n: '*' })).toEqual(before);
    // The console's own page, and a client that states no page at all, still sign in.
    t.clock.advance(30_000);
    const own = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: desk.email, password: STAFF_PASSWORD, code: freshCode(t, desk) } });
    expect(own.status).toBe(201);
  });

  it('marks the cookie Secure over https through a trusted proxy, and not over plain http to another host', async () => {
    const behindProxy = await createTestApp({ database: t.database, clock: t.clock, env: { TRUST_PROXY: 'loopback' } });
    try {
      const https = await opsCall(behindProxy, 'POST', '/api/ops/v1/sessions', {
        body: { email: desk.email, password: STAFF_PASSWORD, code: freshCode(t, desk) },
        headers: { 'X-Forwarded-Proto': 'https', Host: 'trade.test' },
      });
      expect(https.status).toBe(201);
      expect((https.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; SameSite=Strict; Secure$/);
      const http = await opsCall(behindProxy, 'POST', '/api/ops/v1/sessions', {
        body: { email: desk.email, password: STAFF_PASSWORD, code: freshCode(t, desk) },
        headers: { 'X-Forwarded-Proto': 'http', Host: 'trade.test' },
      });
      expect(http.status).toBe(201);
      expect((http.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; SameSite=Strict$/);
    } finally {
      await behindProxy.close();
    }
  });

  it('answers the same 401 for a wrong password, an unknown address, a disabled person and a wrong code, and keeps no session', async () => {
    const disabled = await createStaffMember(t, { roles: ['desk'] });
    await t.db('staff').where({ id: disabled.id }).update({ status: 'disabled' });
    const before = await t.db('staff_sessions').count({ n: '*' });
    const attempts = [
      { email: desk.email, password: 'not the password at all', code: freshCode(t, desk) },
      { email: 'nobody@operator.example', password: STAFF_PASSWORD, code: '123456' },
      { email: disabled.email, password: STAFF_PASSWORD, code: freshCode(t, disabled) },
      { email: desk.email, password: STAFF_PASSWORD, code: totpCode(desk.secret, new Date(t.clock.now().getTime() + 10 * 60_000)) },
    ];
    const bodies = [];
    for (const body of attempts) {
      const res = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body });
      expect(res.status).toBe(401);
      expect(res.headers['set-cookie']).toBeUndefined();
      bodies.push(res.body);
    }
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toEqual({ error: { code: 'unauthenticated', message: 'The e-mail address, password or code is wrong.', retryable: false } });
    expect(await t.db('staff_sessions').count({ n: '*' })).toEqual(before);
    expect(await t.db('staff_sign_in_failures').where({ email_key: desk.email.toLowerCase() })).toHaveLength(2);
  });

  it('refuses a TOTP code used once already (a replay), and the code of a step before the last one used', async () => {
    const member = await createStaffMember(t, { roles: ['finance'] });
    const code = freshCode(t, member);
    await signIn(t, member, code);
    const replay = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: STAFF_PASSWORD, code } });
    expect(replay.status).toBe(401);
    const earlier = totpCode(member.secret, new Date(t.clock.now().getTime() - 30_000));
    expect((await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: STAFF_PASSWORD, code: earlier } })).status).toBe(401);
    // A later code, within the window, still works.
    expect((await signIn(t, member)).csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs in once with each recovery code, in any case and with or without its dash', async () => {
    const member = await createStaffMember(t, { roles: ['dispatch'] });
    const [first, second] = member.recoveryCodes as [string, string];
    expect(member.recoveryCodes).toHaveLength(10);
    await signIn(t, member, first);
    const again = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: STAFF_PASSWORD, code: first } });
    expect(again.status).toBe(401);
    await signIn(t, member, second.toUpperCase().replace('-', ''));
    const used = await t.db('staff_recovery_codes').where({ staff_id: member.id }).whereNotNull('used_at');
    expect(used.map((row) => row.code_hash).sort()).toEqual([sha256(first), sha256(second)].sort());
    const signIns = await t.db('audit_events').where({ subject_id: member.id, action: 'session.signed_in' }).orderBy('id');
    expect(signIns.map((row) => JSON.parse(row.change).method)).toEqual(['recovery_code', 'recovery_code']);
  });
});

describe('sessions', () => {
  it('answers GET /me for the session, and 401 without one or with an unknown one', async () => {
    const member = await createStaffMember(t, { roles: ['desk', 'finance'] });
    const session = await signIn(t, member);
    const me = await opsCall(t, 'GET', '/api/ops/v1/me', { session });
    expect(me.status).toBe(200);
    expect(me.body.staff).toMatchObject({ id: member.id, roles: ['desk', 'finance'] });
    // The desk works every kind of task, so a desk and finance member does too, in the queue's order.
    expect(me.body.task_kinds).toEqual(['on_request_booking', 'amendment', 'quote_request', 'wholesale_request', 'credit_line_application', 'wallet_topup', 'partner_application', 'site_review', 'site_domain', 'affiliate_payout', 'reassign_driver', 'driver_not_en_route', 'einvoice_rejected', 'flight_disruption', 'live_key_request']);
    const finance = await signIn(t, await createStaffMember(t, { roles: ['finance'] }));
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session: finance })).body.task_kinds).toEqual(['credit_line_application', 'wallet_topup', 'affiliate_payout', 'einvoice_rejected']);
    const admin = await signIn(t, await createStaffMember(t, { roles: ['admin', 'dispatch'] }));
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session: admin })).body.task_kinds).toEqual(['on_request_booking', 'amendment', 'quote_request', 'wholesale_request', 'credit_line_application', 'wallet_topup', 'partner_application', 'site_review', 'site_domain', 'affiliate_payout', 'reassign_driver', 'driver_not_en_route', 'einvoice_rejected', 'flight_disruption', 'live_key_request']);
    // The session's own CSRF token, for a console tab opened on a session signed in elsewhere.
    expect(me.body.csrf_token).toBe(session.csrf);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me')).body.error.code).toBe('unauthenticated');
    const forged = await opsCall(t, 'GET', '/api/ops/v1/me', { headers: { Cookie: `__Host-ops_session=${'A'.repeat(43)}` } });
    expect(forged.status).toBe(401);
  });

  it('ends a session after 30 idle minutes, and each request moves the idle limit on', async () => {
    const member = await createStaffMember(t, { roles: ['desk'] });
    const session = await signIn(t, member);
    t.clock.advance(29 * 60);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(200);
    t.clock.advance(29 * 60);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(200);
    t.clock.advance(30 * 60);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(401);
    const stored = await t.db('staff_sessions').where({ id_hash: sha256(session.sessionId) }).first();
    expect(stored.ended_at).toBe(t.clock.now().toISOString());
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const member = await createStaffMember(t, { roles: ['desk'] });
    const session = await signIn(t, member);
    // 28 requests 25 minutes apart: 11 h 40 min, never idle for 30 minutes.
    for (let i = 0; i < 28; i++) {
      t.clock.advance(25 * 60);
      expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(200);
    }
    t.clock.advance(25 * 60);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(401);
  });

  it('rotates the session id at every sign-in: the session the browser held ends', async () => {
    const member = await createStaffMember(t, { roles: ['desk'] });
    const first = await signIn(t, member);
    const res = await opsCall(t, 'POST', '/api/ops/v1/sessions', {
      body: { email: member.email, password: STAFF_PASSWORD, code: freshCode(t, member) },
      headers: { Cookie: first.cookie },
    });
    expect(res.status).toBe(201);
    const second = String((res.headers['set-cookie'] as unknown as string[])[0]).split(';')[0] as string;
    expect(second).not.toBe(first.cookie);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session: first })).status).toBe(401);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { headers: { Cookie: second } })).status).toBe(200);
  });

  it('signs out: 204, the cookie cleared, the session never accepted again, and the sign-out audited', async () => {
    const member = await createStaffMember(t, { roles: ['dispatch'] });
    const session = await signIn(t, member);
    const res = await opsCall(t, 'DELETE', '/api/ops/v1/sessions/current', { session });
    expect(res.status).toBe(204);
    expect((res.headers['set-cookie'] as unknown as string[])[0]).toBe('__Host-ops_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Secure');
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(401);
    expect((await opsCall(t, 'DELETE', '/api/ops/v1/sessions/current', { session })).status).toBe(401);
    expect(await auditActions(member.id)).toEqual(['staff.created', 'staff.setup_completed', 'session.signed_in', 'session.signed_out']);
    const signedOut = await t.db('audit_events').where({ subject_id: member.id, action: 'session.signed_out' }).first();
    expect(signedOut).toMatchObject({ staff_id: member.id, request_id: res.headers['x-request-id'] });
  });
});

describe('state-changing calls need the session token and this origin', () => {
  let member: StaffFixture;
  beforeAll(async () => {
    member = await createStaffMember(t, { roles: ['desk'] });
  });

  it.each([
    ['no X-CSRF-Token', { 'X-CSRF-Token': null }, /X-CSRF-Token/],
    ['a wrong X-CSRF-Token', { 'X-CSRF-Token': 'Zk2bq7LrV0w1Xc9yT3uHn8Pj5Ae6Sd4Fg2Hk1Lm0Nq' }, /X-CSRF-Token/],
    ['another session’s token', 'other', /X-CSRF-Token/],
    ['a foreign Origin', { Origin: 'https://evil.example' }, /Origin/],
    ['no Origin', { Origin: null }, /Origin/],
    ['the origin over http', { Origin: 'http://trade.test' }, /Origin/],
  ] as const)('refuses %s with 403 csrf_failed and leaves the session open', async (_label, headers, message) => {
    const session = await signIn(t, member);
    const other = headers === 'other' ? await signIn(t, await createStaffMember(t, { roles: ['desk'] })) : null;
    const res = await opsCall(t, 'DELETE', '/api/ops/v1/sessions/current', { session, headers: other ? { 'X-CSRF-Token': other.csrf } : (headers as Record<string, string | null>) });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'csrf_failed', retryable: false });
    expect(res.body.error.message).toMatch(message);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(200);
    expect((await t.db('staff_sessions').where({ id_hash: sha256(session.sessionId) }).first()).ended_at).toBeNull();
  });
});

describe('locking an e-mail address after failed sign-ins', () => {
  it('locks after 5 failures in 15 minutes, e-mails the person once in the same transaction as the audit row, and lifts after 15 minutes', async () => {
    const member = await createStaffMember(t, { roles: ['finance'] });
    for (let i = 0; i < 5; i++) {
      t.clock.advance(60);
      const res = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: 'wrong password number ' + i, code: '000000' } });
      expect(res.status).toBe(401);
    }
    const mails = await t.db('mail_outbox').where({ related_type: 'staff', related_id: member.id });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: member.email, subject: 'Your back-office sign-in is locked for 15 minutes', status: 'queued' });
    expect(mails[0].text).toContain('5 failed attempts');
    const lock = await t.db('audit_events').where({ subject_id: member.id, action: 'session.sign_in_locked' });
    expect(lock).toHaveLength(1);
    expect(lock[0].staff_id).toBeNull();

    // Locked: even the right password and code are refused, and say for how long.
    t.clock.advance(60);
    const locked = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: STAFF_PASSWORD, code: freshCode(t, member) } });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: 'sign_in_locked', retryable: true, retry_after_seconds: 15 * 60 - 90 });
    expect(locked.headers['retry-after']).toBe(String(15 * 60 - 90));
    expect(await t.db('mail_outbox').where({ related_type: 'staff', related_id: member.id })).toHaveLength(1);

    t.clock.advance(15 * 60);
    const session = await signIn(t, member);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(200);
    expect(await t.db('staff_sign_in_failures').where({ email_key: member.email })).toHaveLength(0);
  });

  it('locks an address nobody has the same way, and e-mails nobody', async () => {
    const before = await t.db('mail_outbox').count({ n: '*' });
    for (let i = 0; i < 5; i++) await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: 'ghost@operator.example', password: 'a guess of a password', code: '000000' } });
    const res = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: 'Ghost@operator.example', password: 'a guess of a password', code: '000000' } });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('sign_in_locked');
    expect(await t.db('mail_outbox').count({ n: '*' })).toEqual(before);
  });
});

describe('failed sign-ins per address', () => {
  it('counts every failed sign-in from an address under the limit on failed credentials, whatever the e-mail address', async () => {
    const limited = await createTestApp({ database: t.database, clock: t.clock, env: { LIMIT_AUTH_FAILURES_PER_MINUTE: '3' } });
    // A new minute: the failures of the cases above counted in earlier windows.
    t.clock.advance(120);
    try {
      for (let i = 0; i < 3; i++) {
        const res = await opsCall(limited, 'POST', '/api/ops/v1/sessions', { body: { email: `guess${i}@operator.example`, password: 'a guess of a password', code: '000000' } });
        expect(res.status).toBe(401);
      }
      const refused = await opsCall(limited, 'POST', '/api/ops/v1/sessions', { body: { email: 'guess9@operator.example', password: 'a guess of a password', code: '000000' } });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: 'rate_limited', retryable: true });
      expect(await t.db('staff_sign_in_failures').where({ email_key: 'guess9@operator.example' })).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});

describe('one code, two sign-ins at once', () => {
  it('lets exactly one of two simultaneous sign-ins with the same TOTP code in', async () => {
    const member = await createStaffMember(t, { roles: ['desk'] });
    const code = freshCode(t, member);
    const body = { email: member.email, password: STAFF_PASSWORD, code };
    const answers = await Promise.all([opsCall(t, 'POST', '/api/ops/v1/sessions', { body }), opsCall(t, 'POST', '/api/ops/v1/sessions', { body })]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 401]);
    expect(await t.db('staff_sessions').where({ staff_id: member.id })).toHaveLength(1);
  });
});

describe('the operator API’s envelope', () => {
  it('answers malformed requests, unknown paths and wrong methods in the error envelope its contract documents', async () => {
    const invalid = await opsCall(t, 'POST', '/api/ops/v1/sessions', { headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('invalid_json');
    const missing = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: 'a@operator.example' } });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({ code: 'validation_failed', fields: ['password', 'code'] });
    const unknown = await opsCall(t, 'GET', '/api/ops/v1/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const method = await opsCall(t, 'PUT', '/api/ops/v1/sessions');
    expect(method.status).toBe(405);
    expect(method.headers.allow).toBe('POST');
  });
});
