import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { routes } from '../../src/generated/ops/routes';

const t = useV1Suite({ resetClock: false });

let admin: StaffFixture;
let adminSession: StaffSession;
let deskSession: StaffSession;
let financeSession: StaffSession;
beforeAll(async () => {
  admin = await createStaffMember(t, { roles: ['admin'] });
  adminSession = await signIn(t, admin);
  deskSession = await signIn(t, await createStaffMember(t, { roles: ['desk'] }));
  financeSession = await signIn(t, await createStaffMember(t, { roles: ['finance', 'dispatch'] }));
});

describe('roles', () => {
  it('names in the contract the roles of every operation, and the server refuses the others with 403 role_required', async () => {
    const admitted = Object.fromEntries(routes.map((route) => [route.operationId, route.security.flatMap((req) => req.scopes)]));
    expect(admitted).toMatchObject({
      createSession: [],
      endCurrentSession: [],
      getCurrentStaff: [],
      getOpsOpenApiDocument: [],
      listStaff: ['admin'],
      createStaff: ['admin'],
      disableStaff: ['admin'],
      listAuditEvents: ['admin'],
      listDeskTasks: ['desk', 'finance', 'admin', 'dispatch'],
      streamDeskTasks: ['desk', 'finance', 'admin', 'dispatch'],
      getDeskTask: ['desk', 'finance', 'admin', 'dispatch'],
      claimDeskTask: ['desk', 'finance', 'admin', 'dispatch'],
      releaseDeskTask: ['desk', 'finance', 'admin', 'dispatch'],
      answerDeskTask: ['desk', 'finance', 'admin', 'dispatch'],
      listOpsBookings: ['desk'],
      getOpsBooking: ['desk'],
      getOpsBookingVoucher: ['desk'],
      moveOpsBooking: ['desk'],
    });
    for (const session of [deskSession, financeSession]) {
      for (const [method, path, body] of [
        ['GET', '/api/ops/v1/staff'],
        ['GET', '/api/ops/v1/audit-events'],
        ['POST', '/api/ops/v1/staff', { email: 'x@operator.example', name: 'X', roles: ['desk'] }],
        ['POST', `/api/ops/v1/staff/${admin.id}/disable`],
      ] as const) {
        const res = await opsCall(t, method, path, { session, ...(body ? { body } : {}) });
        expect(res.status).toBe(403);
        expect(res.body.error).toEqual({ code: 'role_required', message: 'This needs the admin role.', retryable: false });
      }
    }
    expect(await t.db('staff').where({ email_key: 'x@operator.example' })).toHaveLength(0);
    expect((await opsCall(t, 'GET', '/api/ops/v1/staff', { session: adminSession })).status).toBe(200);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session: deskSession })).status).toBe(200);
  });

  it('answers 401 before anything else without a session', async () => {
    for (const route of routes.filter((r) => r.security.length > 0)) {
      const path = route.path.replace('{staffId}', admin.id);
      const res = await opsCall(t, route.method as 'GET', path);
      expect([route.operationId, res.status, res.body.error.code]).toEqual([route.operationId, 401, 'unauthenticated']);
    }
  });
});

describe('the ops description', () => {
  it('is served to signed-in staff only, and the partners’ description does not show it', async () => {
    expect((await opsCall(t, 'GET', '/api/ops/v1/openapi.json')).status).toBe(401);
    const ops = await opsCall(t, 'GET', '/api/ops/v1/openapi.json', { session: deskSession });
    expect(ops.status).toBe(200);
    expect(ops.body.info.title).toBe('Operator API');
    expect(ops.body.servers).toEqual([{ url: 'https://trade.test', description: 'This service.' }]);
    expect(Object.keys(ops.body.paths)).toContain('/api/ops/v1/sessions');
    const partners = await request(t.app).get('/api/b2b/v1/openapi.json');
    expect(partners.status).toBe(200);
    const text = JSON.stringify(partners.body);
    expect(Object.keys(partners.body.paths).filter((path) => path.startsWith('/api/ops/'))).toEqual([]);
    expect(text).not.toContain('staffSession');
    expect(text).not.toContain('__Host-ops_session');
  });
});

describe('staff over the API', () => {
  it('adds a member of staff with a set-up link, audited with the admin, the request and the address', async () => {
    const res = await opsCall(t, 'POST', '/api/ops/v1/staff', { session: adminSession, body: { email: 'Layla.Nasser@operator.example', name: 'Layla Nasser', roles: ['finance', 'desk'] } });
    expect(res.status).toBe(201);
    expect(res.body.staff).toMatchObject({ email: 'Layla.Nasser@operator.example', name: 'Layla Nasser', roles: ['desk', 'finance'], status: 'invited' });
    expect(res.body.setup_url).toMatch(/^https:\/\/trade\.test\/ops\/setup\/[A-Za-z0-9_-]{43}$/);
    expect(res.body.setup_expires_at).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString());
    const token = res.body.setup_url.split('/').pop() as string;
    expect(await t.db('staff_setup_tokens').where({ token_hash: token }).first()).toBeUndefined();
    const audit = await t.db('audit_events').where({ subject_id: res.body.staff.id, action: 'staff.created' }).first();
    expect(audit).toMatchObject({ staff_id: admin.id, subject_type: 'staff', request_id: res.headers['x-request-id'], ip: expect.any(String) });
    expect(JSON.parse(audit.change)).toEqual({ after: res.body.staff });
    const listed = await opsCall(t, 'GET', '/api/ops/v1/staff', { session: adminSession });
    expect(listed.body.staff.map((s: { id: string }) => s.id)).toContain(res.body.staff.id);

    const again = await opsCall(t, 'POST', '/api/ops/v1/staff', { session: adminSession, body: { email: 'layla.nasser@OPERATOR.example', name: 'Layla again', roles: ['desk'] } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_exists');
    expect(await t.db('staff').where({ email_key: 'layla.nasser@operator.example' })).toHaveLength(1);
  });

  it('refuses a body that breaks the contract with 422 and stores nothing', async () => {
    const before = await t.db('staff').count({ n: '*' });
    for (const body of [{ email: 'a@operator.example', name: 'A', roles: [] }, { email: 'a@operator.example', name: 'A', roles: ['owner'] }, { email: 'not an address', name: 'A', roles: ['desk'] }]) {
      const res = await opsCall(t, 'POST', '/api/ops/v1/staff', { session: adminSession, body });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect(await t.db('staff').count({ n: '*' })).toEqual(before);
  });

  it('disables a member of staff: their sessions end at once, sign-in is refused, and it is audited', async () => {
    const member = await createStaffMember(t, { roles: ['dispatch'] });
    const session = await signIn(t, member);
    const res = await opsCall(t, 'POST', `/api/ops/v1/staff/${member.id}/disable`, { session: adminSession });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ staff: expect.objectContaining({ id: member.id, status: 'disabled' }), sessions_ended: 1 });
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(401);
    const audit = await t.db('audit_events').where({ subject_id: member.id, action: 'staff.disabled' }).first();
    expect(audit).toMatchObject({ staff_id: admin.id, request_id: res.headers['x-request-id'] });
    expect(JSON.parse(audit.change)).toEqual({ before: { status: 'active' }, after: { status: 'disabled' }, sessions_ended: 1, tasks_released: [] });
    const again = await opsCall(t, 'POST', `/api/ops/v1/staff/${member.id}/disable`, { session: adminSession });
    expect(again.body.sessions_ended).toBe(0);
    expect(await t.db('audit_events').where({ subject_id: member.id, action: 'staff.disabled' })).toHaveLength(1);
  });

  it('refuses an admin disabling themself (409) and an unknown id (404)', async () => {
    const self = await opsCall(t, 'POST', `/api/ops/v1/staff/${admin.id}/disable`, { session: adminSession });
    expect(self.status).toBe(409);
    expect(self.body.error).toMatchObject({ code: 'invalid_state', message: 'You cannot disable yourself; ask another admin.' });
    const unknown = await opsCall(t, 'POST', '/api/ops/v1/staff/stf_00000000000000000000/disable', { session: adminSession });
    expect(unknown.status).toBe(404);
    expect((await t.db('staff').where({ id: admin.id }).first()).status).toBe('active');
  });
});

describe('the audit log', () => {
  it('filters by staff and subject and pages newest first without repeating', async () => {
    const subject = await createStaffMember(t, { roles: ['desk'] });
    for (let i = 0; i < 3; i++) await signIn(t, subject);
    const bySubject = await opsCall(t, 'GET', `/api/ops/v1/audit-events?subject_type=staff&subject_id=${subject.id}&limit=2`, { session: adminSession });
    expect(bySubject.status).toBe(200);
    expect(bySubject.body.data.map((e: { action: string }) => e.action)).toEqual(['session.signed_in', 'session.signed_in']);
    const next = await opsCall(t, 'GET', `/api/ops/v1/audit-events?subject_type=staff&subject_id=${subject.id}&limit=2&cursor=${bySubject.body.next_cursor}`, { session: adminSession });
    expect(next.body.data.map((e: { action: string }) => e.action)).toEqual(['session.signed_in', 'staff.setup_completed']);
    const last = await opsCall(t, 'GET', `/api/ops/v1/audit-events?subject_type=staff&subject_id=${subject.id}&limit=2&cursor=${next.body.next_cursor}`, { session: adminSession });
    expect(last.body).toEqual({ data: [expect.objectContaining({ action: 'staff.created', staff_id: null, request_id: null })], next_cursor: null, names: { [subject.id]: subject.name } });
    const ids = [...bySubject.body.data, ...next.body.data, ...last.body.data].map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const byStaff = await opsCall(t, 'GET', `/api/ops/v1/audit-events?staff_id=${admin.id}`, { session: adminSession });
    expect(byStaff.body.data.length).toBeGreaterThan(0);
    expect(byStaff.body.data.every((e: { staff_id: string }) => e.staff_id === admin.id)).toBe(true);

    const bad = await opsCall(t, 'GET', '/api/ops/v1/audit-events?cursor=nonsense', { session: adminSession });
    expect(bad.status).toBe(422);
    const lonely = await opsCall(t, 'GET', `/api/ops/v1/audit-events?subject_id=${subject.id}`, { session: adminSession });
    expect(lonely.status).toBe(422);
  });

  it('gives any member of staff one subject\'s history, naming who acted, but the whole log to admins only', async () => {
    const subject = await createStaffMember(t, { roles: ['dispatch'], name: 'Rashid Khan' });
    await signIn(t, subject);
    const whole = await opsCall(t, 'GET', '/api/ops/v1/audit-events?limit=100', { session: adminSession });
    const ofSubject = whole.body.data.filter((e: { subject_type: string; subject_id: string }) => e.subject_type === 'staff' && e.subject_id === subject.id);
    for (const session of [deskSession, financeSession, adminSession]) {
      const history = await opsCall(t, 'GET', `/api/ops/v1/audit-events/staff/${subject.id}`, { session });
      expect(history.status).toBe(200);
      expect(history.body).toEqual({ data: ofSubject, next_cursor: null, names: { [subject.id]: 'Rashid Khan' } });
    }
    expect(ofSubject.map((e: { action: string; staff_id: string | null; staff_name: string | null }) => [e.action, e.staff_id, e.staff_name])).toEqual([
      ['session.signed_in', subject.id, 'Rashid Khan'],
      ['staff.setup_completed', subject.id, 'Rashid Khan'],
      ['staff.created', null, null],
    ]);
    const paged = await opsCall(t, 'GET', `/api/ops/v1/audit-events/staff/${subject.id}?limit=2`, { session: deskSession });
    const rest = await opsCall(t, 'GET', `/api/ops/v1/audit-events/staff/${subject.id}?limit=2&cursor=${paged.body.next_cursor}`, { session: deskSession });
    expect([...paged.body.data, ...rest.body.data]).toEqual(ofSubject);
    expect((await opsCall(t, 'GET', '/api/ops/v1/audit-events/booking/bkg_nothing', { session: deskSession })).body).toEqual({ data: [], next_cursor: null, names: {} });
    expect((await opsCall(t, 'GET', `/api/ops/v1/audit-events/robot/${subject.id}`, { session: deskSession })).status).toBe(422);
  });
});

describe('the audit log is append-only', () => {
  it('refuses in the database to change or remove a row', async () => {
    const [row] = await t.db('audit_events').orderBy('id').limit(1);
    // Matched by message: the SQLite driver's error class may come from another test file's module realm.
    await expect(t.db('audit_events').where({ id: row.id }).update({ action: 'staff.forged' })).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    await expect(t.db('audit_events').where({ id: row.id }).delete()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    expect(await t.db('audit_events').where({ id: row.id }).first()).toEqual(row);
  });
});
