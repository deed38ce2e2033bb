/**
 * Claims on desk tasks that cannot strand a task: a claim lapses after 30 idle minutes (by the
 * clock: minutes in which its holder neither claimed, opened nor answered the task); an admin
 * releases or hands on anyone's claim over the ops API, and `npm run admin -- desk release`
 * releases any claim; disabling a person releases what they hold in the same transaction. Each is
 * audited. A task's history is read only by roles that work its kind, and admins.
 */
import { useV1Suite } from '../helpers/suite';
import { liveBookingOnRequest } from '../helpers/partitions';
import { call } from '../helpers/http';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { runAdmin } from '../../scripts/admin';

const t = useV1Suite({ partners: ['known'], now: '2026-11-24T07:00:00.000Z', resetClock: false });
const { known } = t.partners;

let deskA: StaffFixture;
let deskB: StaffFixture;
let adminMember: StaffFixture;
let sessionA: StaffSession;
let sessionB: StaffSession;
let admin: StaffSession;
let finance: StaffSession;
let dispatch: StaffSession;
let dispatchMember: StaffFixture;

const topUp = async (email: string): Promise<string> => {
  const res = await call(t.app, 'POST', '/api/b2b/orchestration', { body: { action: 'wallet_topup', company_name: 'Known Travel', contact_email: email, amount_aed: 1200, purchase_order: 'PO-7' } });
  expect(res.status).toBe(202);
  return res.body.reference as string;
};
const audit = (reference: string) => t.db('audit_events').where({ subject_type: 'desk_task', subject_id: reference }).orderBy('id');
const claim = (session: StaffSession, reference: string) => opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/claim`, { session });
const release = (session: StaffSession, reference: string) => opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/release`, { session });
const show = (session: StaffSession, reference: string) => opsCall(t, 'GET', `/api/ops/v1/tasks/${reference}`, { session });
const stored = (reference: string) => t.db('desk_queue').where({ reference }).first();

/** Keeps every session of the file open over the clock's jumps (a session idles out after 30 minutes too). */
async function keepSessionsOpen(): Promise<void> {
  for (const session of [sessionA, sessionB, admin, finance, dispatch]) expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(200);
}
const advanceMinutes = async (minutes: number): Promise<void> => {
  for (let left = minutes; left > 0; left -= 10) {
    t.clock.advance(Math.min(10, left) * 60);
    await keepSessionsOpen();
  }
};

beforeAll(async () => {
  deskA = await createStaffMember(t, { roles: ['desk'], name: 'Layla Nasser' });
  deskB = await createStaffMember(t, { roles: ['desk'], name: 'Omar Haddad' });
  adminMember = await createStaffMember(t, { roles: ['admin'], name: 'Aisha Rahman' });
  dispatchMember = await createStaffMember(t, { roles: ['dispatch'] });
  sessionA = await signIn(t, deskA);
  sessionB = await signIn(t, deskB);
  admin = await signIn(t, adminMember);
  finance = await signIn(t, await createStaffMember(t, { roles: ['finance'] }));
  dispatch = await signIn(t, dispatchMember);
});

describe('a claim lapses after 30 idle minutes', () => {
  it('holds while its holder acts on the task, and goes back to the queue 30 minutes after their last action, audited', async () => {
    const reference = await topUp('lapse@known.example');
    const claimed = await claim(sessionA, reference);
    expect(claimed.body.claim_lapses_at).toBe(new Date(t.clock.now().getTime() + 30 * 60_000).toISOString());
    await advanceMinutes(29);
    // The holder opens the task: their 30 minutes count from now.
    const opened = await show(sessionA, reference);
    expect(opened.body.claimed_by).toEqual({ id: deskA.id, name: 'Layla Nasser' });
    expect(opened.body.claim_lapses_at).toBe(new Date(t.clock.now().getTime() + 30 * 60_000).toISOString());
    await advanceMinutes(29);
    expect((await claim(sessionB, reference)).status).toBe(409);
    expect((await show(sessionB, reference)).body.claimed_by).toEqual({ id: deskA.id, name: 'Layla Nasser' });
    await advanceMinutes(2);
    const lapsed = await show(sessionB, reference);
    expect(lapsed.body).toMatchObject({ status: 'open', claimed_by: null, claimed_at: null, claim_lapses_at: null });
    expect(await stored(reference)).toMatchObject({ claimed_by: null, claimed_at: null, claim_active_at: null });
    const listed = await opsCall(t, 'GET', `/api/ops/v1/tasks?q=${reference}`, { session: sessionB });
    expect(listed.body.data[0]).toMatchObject({ reference, claimed_by: null });
    expect((await claim(sessionB, reference)).status).toBe(200);
    expect((await audit(reference)).map((row) => [row.action, row.staff_id])).toEqual([
      ['desk_task.claimed', deskA.id],
      ['desk_task.claim_lapsed', null],
      ['desk_task.claimed', deskB.id],
    ]);
    const [, lapse] = await audit(reference);
    expect(JSON.parse(lapse.change)).toMatchObject({ before: { claimed_by: deskA.id }, after: { claimed_by: null }, idle_minutes: 30 });
    await release(sessionB, reference);
  });

  it('lets the command line answer a task whose claim lapsed', async () => {
    const reference = await topUp('lapse-cli@known.example');
    await claim(sessionA, reference);
    await expect(runAdmin(['desk', 'answer', '--task', reference, '--decline', '--note', 'Duplicate'], t.db, t.clock)).rejects.toThrow(/held by Layla Nasser/);
    await advanceMinutes(31);
    const answered = (await runAdmin(['desk', 'answer', '--task', reference, '--decline', '--note', 'Duplicate'], t.db, t.clock)) as { task: { status: string } };
    expect(answered.task.status).toBe('answered');
  });
});

describe('an admin releases or hands on any claim', () => {
  it('releases another person’s claim over the API, audited with who held it; a desk agent may not', async () => {
    const reference = await topUp('release@known.example');
    await claim(sessionA, reference);
    const refused = await release(sessionB, reference);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_state']);
    const res = await release(admin, reference);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reference, claimed_by: null, claimed_at: null });
    const [, released] = await audit(reference);
    expect(released).toMatchObject({ action: 'desk_task.released', staff_id: adminMember.id, request_id: res.headers['x-request-id'] });
    expect(JSON.parse(released.change)).toMatchObject({ before: { claimed_by: deskA.id }, after: { claimed_by: null } });
    const again = await release(admin, reference);
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_state']);
  });

  it('hands a task to someone whose roles work its kind, and refuses anyone else', async () => {
    const reference = await topUp('reassign@known.example');
    await claim(sessionA, reference);
    const toDispatch = await opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/reassign`, { session: admin, body: { staff_id: dispatchMember.id } });
    expect([toDispatch.status, toDispatch.body.error.code]).toEqual([422, 'validation_failed']);
    const byDesk = await opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/reassign`, { session: sessionB, body: { staff_id: deskB.id } });
    expect([byDesk.status, byDesk.body.error.code]).toEqual([403, 'role_required']);
    const res = await opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/reassign`, { session: admin, body: { staff_id: deskB.id } });
    expect(res.status).toBe(200);
    expect(res.body.claimed_by).toEqual({ id: deskB.id, name: 'Omar Haddad' });
    const answered = await opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/answer`, { session: sessionB, body: { decision: 'decline', note: 'Duplicate' } });
    expect(answered.status).toBe(200);
    expect((await audit(reference)).map((row) => [row.action, row.staff_id])).toEqual([
      ['desk_task.claimed', deskA.id],
      ['desk_task.reassigned', adminMember.id],
      ['desk_task.answered', deskB.id],
    ]);
    const late = await opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/reassign`, { session: admin, body: { staff_id: deskA.id } });
    expect([late.status, late.body.error.code]).toEqual([409, 'invalid_state']);
  });

  it('releases any claim from the command line, printing the task, audited with nobody signed in', async () => {
    const reference = await topUp('cli-release@known.example');
    await claim(sessionA, reference);
    const printed = (await runAdmin(['desk', 'release', '--task', reference], t.db, t.clock)) as { task: Record<string, unknown> };
    expect(Object.keys(printed)).toEqual(['task']);
    expect(printed.task).toMatchObject({ reference, status: 'open', claimed_by: null });
    expect(await stored(reference)).toMatchObject({ claimed_by: null });
    const [, released] = await audit(reference);
    expect(released).toMatchObject({ action: 'desk_task.released', staff_id: null, request_id: null });
    await expect(runAdmin(['desk', 'release', '--task', reference], t.db, t.clock)).rejects.toMatchObject({ code: 'invalid_state' });
    await expect(runAdmin(['desk', 'release', '--task', 'WTU-00000000'], t.db, t.clock)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('disabling a person', () => {
  it('releases the tasks they hold in the same transaction, each audited', async () => {
    const holder = await createStaffMember(t, { roles: ['desk'], name: 'Sara Leaving' });
    const session = await signIn(t, holder);
    const first = await topUp('left1@known.example');
    const second = await topUp('left2@known.example');
    await claim(session, first);
    await claim(session, second);
    const res = await opsCall(t, 'POST', `/api/ops/v1/staff/${holder.id}/disable`, { session: admin });
    expect(res.status).toBe(200);
    for (const reference of [first, second]) {
      expect(await stored(reference)).toMatchObject({ status: 'open', claimed_by: null });
      const [, released] = await audit(reference);
      expect(released).toMatchObject({ action: 'desk_task.released', staff_id: adminMember.id, request_id: res.headers['x-request-id'] });
      expect(JSON.parse(released.change)).toMatchObject({ before: { claimed_by: holder.id }, reason: 'staff_disabled' });
      expect((await claim(sessionB, reference)).status).toBe(200);
      await release(sessionB, reference);
    }
    const disabled = await t.db('audit_events').where({ subject_id: holder.id, action: 'staff.disabled' }).first();
    expect(JSON.parse(disabled.change).tasks_released.sort()).toEqual([first, second].sort());
  });
});

describe('a desk task’s history', () => {
  it('is read by the roles that work its kind and by admins, and refused to the others', async () => {
    const booking = await liveBookingOnRequest(t, known.accountId, 'Hidden Traveller');
    await claim(sessionA, booking.reference);
    const path = `/api/ops/v1/audit-events/desk_task/${booking.reference}`;
    for (const [session, status] of [[sessionB, 200], [admin, 200], [finance, 403], [dispatch, 403]] as const) {
      const res = await opsCall(t, 'GET', path, { session });
      expect(res.status).toBe(status);
      if (status === 403) expect(res.body.error.code).toBe('role_required');
      else expect(res.body.data.map((row: { action: string }) => row.action)).toEqual(['desk_task.claimed']);
    }
    // Finance reads the history of the kinds it works.
    const money = await topUp('history@known.example');
    expect((await opsCall(t, 'GET', `/api/ops/v1/audit-events/desk_task/${money}`, { session: finance })).status).toBe(200);
    // Other subjects stay readable by any member of staff.
    expect((await opsCall(t, 'GET', `/api/ops/v1/audit-events/staff/${deskA.id}`, { session: dispatch })).status).toBe(200);
  });
});
