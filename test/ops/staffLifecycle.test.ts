/**
 * A member of staff's life after set-up, over the operator API and the command line: re-invited
 * (a new single-use link, the old one dead), their roles replaced, their authenticator reset (their
 * sessions end, a link for a new one), enabled again; each audited, each refused with a clear
 * error for an unknown person, an unknown role or the wrong status. And a disable never loses to
 * a set-up finishing at the same moment (many tries at once, on PostgreSQL too).
 */
import { useV1Suite } from '../helpers/suite';
import { createStaffMember, freshCode, opsCall, signIn, STAFF_PASSWORD, type StaffFixture, type StaffSession } from '../helpers/staff';
import { runAdmin, UsageError } from '../../scripts/admin';
import { COMMAND_LINE } from '../../src/engine/audit';
import { completeSetup, createStaff, disableStaff, readSetupLink, SetupRefusal, staffById } from '../../src/staff/store';
import { newTotpSecret, totpCode } from '../../src/staff/secrets';

const t = useV1Suite({ resetClock: false });

let admin: StaffFixture;
let adminSession: StaffSession;
beforeAll(async () => {
  admin = await createStaffMember(t, { roles: ['admin'] });
  adminSession = await signIn(t, admin);
});

const tokenOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);
const cli = (args: string[]) => runAdmin(args, t.db, t.clock, { publicBaseUrl: t.services.config.publicBaseUrl }) as Promise<Record<string, unknown>>;
const invite = (email: string, roles: Array<'admin' | 'desk' | 'dispatch' | 'finance'> = ['desk']) =>
  t.db.transaction((trx) => createStaff(trx, t.clock, t.services.config.publicBaseUrl, COMMAND_LINE, { email, name: `Person ${email}`, roles }));
const auditOf = (staffId: string, action: string) => t.db('audit_events').where({ subject_type: 'staff', subject_id: staffId, action }).orderBy('id');

/** Finishes set-up through a link as the set-up page does; answers the secret enrolled. */
async function finishSetup(token: string): Promise<string> {
  const link = await readSetupLink(t.db, t.clock, token);
  if (link.state !== 'open') throw new Error(`link ${link.state}`);
  const secret = newTotpSecret();
  await t.db.transaction((trx) => completeSetup(trx, t.clock, t.services.keys.dataEncryption, COMMAND_LINE, link, { password: STAFF_PASSWORD, totpSecret: secret, code: totpCode(secret, t.clock.now()) }));
  return secret;
}

describe('re-inviting', () => {
  it('gives a new single-use link and kills the old one, over the API and the command line, audited', async () => {
    const invited = await invite('reinvite@operator.example');
    const res = await opsCall(t, 'POST', `/api/ops/v1/staff/${invited.staff.id}/reinvite`, { session: adminSession });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ staff: expect.objectContaining({ id: invited.staff.id, status: 'invited' }), setup_url: expect.stringMatching(/^https:\/\/trade\.test\/ops\/setup\/[A-Za-z0-9_-]{43}$/), setup_expires_at: new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString() });
    expect(res.body.setup_url).not.toBe(invited.setup_url);
    expect((await readSetupLink(t.db, t.clock, tokenOf(invited.setup_url))).state).toBe('used');
    expect((await auditOf(invited.staff.id, 'staff.reinvited'))[0]).toMatchObject({ staff_id: admin.id, request_id: res.headers['x-request-id'] });

    const printed = await cli(['staff', 'reinvite', '--email', 'REINVITE@operator.example']);
    expect(Object.keys(printed).sort()).toEqual(['notice', 'setup_expires_at', 'setup_url', 'staff']);
    expect(JSON.parse(JSON.stringify(printed))).toEqual(printed);
    expect((await readSetupLink(t.db, t.clock, tokenOf(res.body.setup_url as string))).state).toBe('used');
    await finishSetup(tokenOf(printed.setup_url as string));
    expect((await staffById(t.db, invited.staff.id))?.status).toBe('active');
    expect((await readSetupLink(t.db, t.clock, tokenOf(printed.setup_url as string))).state).toBe('used');
    expect((await auditOf(invited.staff.id, 'staff.reinvited')).map((row) => row.staff_id)).toEqual([admin.id, null]);
  });

  it('refuses someone active or disabled with 409 invalid_state, changing nothing', async () => {
    const member = await createStaffMember(t, { roles: ['desk'] });
    const active = await opsCall(t, 'POST', `/api/ops/v1/staff/${member.id}/reinvite`, { session: adminSession });
    expect([active.status, active.body.error.code]).toEqual([409, 'invalid_state']);
    expect(active.body.error.message).toContain('reset their authenticator instead');
    await expect(cli(['staff', 'reinvite', '--email', member.email])).rejects.toMatchObject({ code: 'invalid_state' });
    expect(await t.db('staff_setup_tokens').where({ staff_id: member.id }).whereNull('used_at')).toHaveLength(0);
    expect(await auditOf(member.id, 'staff.reinvited')).toHaveLength(0);
  });
});

describe('setting roles', () => {
  it('replaces the roles with those given (--role repeated), from the next request on, audited', async () => {
    const member = await createStaffMember(t, { roles: ['desk'] });
    const session = await signIn(t, member);
    expect((await opsCall(t, 'GET', '/api/ops/v1/drivers', { session })).status).toBe(403);
    const res = await opsCall(t, 'PUT', `/api/ops/v1/staff/${member.id}/roles`, { session: adminSession, body: { roles: ['finance', 'dispatch'] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ staff: expect.objectContaining({ id: member.id, roles: ['dispatch', 'finance'] }), tasks_released: [] });
    expect((await opsCall(t, 'GET', '/api/ops/v1/drivers', { session })).status).toBe(200);
    expect(JSON.parse((await auditOf(member.id, 'staff.roles_set'))[0].change)).toEqual({ before: { roles: ['desk'] }, after: { roles: ['dispatch', 'finance'] }, tasks_released: [] });

    const printed = await cli(['staff', 'set-role', '--email', member.email, '--role', 'desk', '--role', 'admin']);
    expect(printed).toEqual({ staff: expect.objectContaining({ roles: ['admin', 'desk'] }), tasks_released: [] });
    expect((await staffById(t.db, member.id))?.roles).toBe('admin,desk');
  });

  it('refuses an unknown role, an unknown person and an admin demoting themself, changing nothing', async () => {
    const member = await createStaffMember(t, { roles: ['desk'] });
    await expect(cli(['staff', 'set-role', '--email', member.email, '--role', 'owner'])).rejects.toMatchObject({ code: 'validation_failed', message: expect.stringContaining('unknown role owner') });
    await expect(cli(['staff', 'set-role', '--email', 'nobody@operator.example', '--role', 'desk'])).rejects.toMatchObject({ code: 'not_found' });
    const unknownRole = await opsCall(t, 'PUT', `/api/ops/v1/staff/${member.id}/roles`, { session: adminSession, body: { roles: ['owner'] } });
    expect([unknownRole.status, unknownRole.body.error.code]).toEqual([422, 'validation_failed']);
    const self = await opsCall(t, 'PUT', `/api/ops/v1/staff/${admin.id}/roles`, { session: adminSession, body: { roles: ['desk'] } });
    expect([self.status, self.body.error.code]).toEqual([409, 'invalid_state']);
    const nobody = await opsCall(t, 'PUT', '/api/ops/v1/staff/stf_00000000000000000000/roles', { session: adminSession, body: { roles: ['desk'] } });
    expect(nobody.status).toBe(404);
    expect((await staffById(t.db, member.id))?.roles).toBe('desk');
    expect((await staffById(t.db, admin.id))?.roles).toBe('admin');
  });
});

describe('resetting the authenticator', () => {
  it('ends their sessions, refuses the old authenticator, and gives a link for a new one', async () => {
    const member = await createStaffMember(t, { roles: ['desk'] });
    const session = await signIn(t, member);
    const res = await opsCall(t, 'POST', `/api/ops/v1/staff/${member.id}/reset-2fa`, { session: adminSession });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ staff: expect.objectContaining({ id: member.id, status: 'invited' }), setup_url: expect.stringMatching(/\/ops\/setup\//), setup_expires_at: expect.any(String), sessions_ended: 1 });
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(401);
    const old = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: STAFF_PASSWORD, code: freshCode(t, member) } });
    expect(old.status).toBe(401);
    expect(await t.db('staff_recovery_codes').where({ staff_id: member.id })).toHaveLength(0);
    const secret = await finishSetup(tokenOf(res.body.setup_url as string));
    const renewed = await signIn(t, { ...member, secret });
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session: renewed })).status).toBe(200);
    expect(JSON.parse((await auditOf(member.id, 'staff.two_factor_reset'))[0].change)).toMatchObject({ before: { status: 'active' }, after: { status: 'invited' }, sessions_ended: 1 });
  });

  it('prints one JSON object from the command line, and refuses someone not active', async () => {
    const member = await createStaffMember(t, { roles: ['finance'] });
    await signIn(t, member);
    const printed = await cli(['staff', 'reset-2fa', '--email', member.email]);
    expect(printed).toEqual({ staff: expect.objectContaining({ status: 'invited' }), setup_url: expect.stringMatching(/^https:\/\/trade\.test\/ops\/setup\//), setup_expires_at: expect.any(String), sessions_ended: 1, notice: expect.any(String) });
    await expect(cli(['staff', 'reset-2fa', '--email', member.email])).rejects.toMatchObject({ code: 'invalid_state', message: expect.stringContaining('re-invite them instead') });
    const api = await opsCall(t, 'POST', `/api/ops/v1/staff/${member.id}/reset-2fa`, { session: adminSession });
    expect([api.status, api.body.error.code]).toEqual([409, 'invalid_state']);
  });
});

describe('enabling', () => {
  it('lets a disabled person sign in again, and refuses someone not disabled', async () => {
    const member = await createStaffMember(t, { roles: ['desk'] });
    await cli(['staff', 'disable', '--email', member.email]);
    const refused = await opsCall(t, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: STAFF_PASSWORD, code: freshCode(t, member) } });
    expect(refused.status).toBe(401);
    const printed = await cli(['staff', 'enable', '--email', member.email]);
    expect(printed).toEqual({ staff: expect.objectContaining({ id: member.id, status: 'active' }) });
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session: await signIn(t, member) })).status).toBe(200);
    await expect(cli(['staff', 'enable', '--email', member.email])).rejects.toMatchObject({ code: 'invalid_state' });
    const api = await opsCall(t, 'POST', `/api/ops/v1/staff/${member.id}/enable`, { session: adminSession });
    expect([api.status, api.body.error.code]).toEqual([409, 'invalid_state']);
    expect((await auditOf(member.id, 'staff.enabled')).map((row) => JSON.parse(row.change))).toEqual([{ before: { status: 'disabled' }, after: { status: 'active' } }]);
  });

  it('enables over the API someone disabled before set-up as invited, with their old link dead until re-invited', async () => {
    const invited = await invite('disabled.early@operator.example');
    await opsCall(t, 'POST', `/api/ops/v1/staff/${invited.staff.id}/disable`, { session: adminSession });
    const res = await opsCall(t, 'POST', `/api/ops/v1/staff/${invited.staff.id}/enable`, { session: adminSession });
    expect(res.status).toBe(200);
    expect(res.body.staff.status).toBe('invited');
    expect((await readSetupLink(t.db, t.clock, tokenOf(invited.setup_url))).state).toBe('used');
  });

  it('refuses an unknown e-mail address on every command with not_found', async () => {
    for (const command of ['enable', 'reinvite', 'reset-2fa', 'disable']) {
      await expect(cli(['staff', command, '--email', 'ghost@operator.example'])).rejects.toEqual(new UsageError('no member of staff with the e-mail address ghost@operator.example', 'not_found'));
    }
  });
});

describe('a disable and a set-up at the same moment', () => {
  it('never leaves the person active once the disable answered, over many tries', async () => {
    const TRIES = 12;
    let activeAfterDisable = 0;
    let setupsRefused = 0;
    for (let i = 0; i < TRIES; i++) {
      const invited = await invite(`race${i}.${Math.random().toString(36).slice(2, 8)}@operator.example`);
      const link = await readSetupLink(t.db, t.clock, tokenOf(invited.setup_url));
      if (link.state !== 'open') throw new Error('link not open');
      const row = await staffById(t.db, invited.staff.id);
      const secret = newTotpSecret();
      const [setup, disable] = await Promise.allSettled([
        t.db.transaction((trx) => completeSetup(trx, t.clock, t.services.keys.dataEncryption, COMMAND_LINE, link, { password: STAFF_PASSWORD, totpSecret: secret, code: totpCode(secret, t.clock.now()) })),
        t.db.transaction((trx) => disableStaff(trx, t.clock, COMMAND_LINE, row as NonNullable<typeof row>)),
      ]);
      expect(disable.status).toBe('fulfilled');
      if (setup.status === 'rejected') {
        expect(setup.reason).toBeInstanceOf(SetupRefusal);
        setupsRefused++;
      }
      if ((await staffById(t.db, invited.staff.id))?.status !== 'disabled') activeAfterDisable++;
    }
    console.log(`disable against set-up, ${TRIES} tries: ${activeAfterDisable} left active, ${setupsRefused} set-ups refused`);
    expect(activeAfterDisable).toBe(0);
  });
});
