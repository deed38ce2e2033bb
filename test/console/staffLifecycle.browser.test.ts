import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS, startConsole, type ConsoleRig } from '../helpers/console';
import { createStaffMember, type StaffFixture } from '../helpers/staff';
import { call } from '../helpers/http';
import { COMMAND_LINE } from '../../src/engine/audit';
import { claimTask } from '../../src/ops/deskQueue';
import { createStaff, readSetupLink } from '../../src/staff/store';
import type { TestApp } from '../helpers/testApp';

/**
 * An admin manages staff and claims in Chromium against the real operator API: the overview and
 * the queue show them every task; they release a colleague's claim and hand a task on; on the
 * Staff screen they make a new set-up link for someone invited (the old one dies), change a
 * person's roles, reset an authenticator (a new link shown) and enable someone disabled. Each
 * change is stored and audited with the admin as its author.
 */
describeWithBrowser('staff and claims in the console, as an admin', () => {
  let rig: ConsoleRig;
  let served: ServedApp;
  let t: TestApp;
  let aisha: StaffFixture;
  let layla: StaffFixture;
  let omar: StaffFixture;

  beforeAll(async () => {
    rig = await startConsole();
    served = rig.served;
    t = served.t;
    aisha = await createStaffMember(t, { roles: ['admin'], name: 'Aisha Rahman' });
    layla = await createStaffMember(t, { roles: ['desk'], name: 'Layla Nasser' });
    omar = await createStaffMember(t, { roles: ['desk'], name: 'Omar Haddad' });
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const signedIn = async (path: string) => {
    const opened = await rig.open(1280, 800, path);
    await rig.signIn(opened.tab, aisha);
    await opened.tab.getByRole('banner').getByText(aisha.name).waitFor();
    return opened;
  };
  const auditOf = (subjectId: string, action: string) => t.db('audit_events').where({ subject_id: subjectId, action }).orderBy('id');

  it('shows every task, releases a colleague’s claim and hands a task on', async () => {
    const res = await call(t.app, 'POST', '/api/b2b/orchestration', { body: { action: 'wallet_topup', company_name: 'Gulf Horizons Travel', contact_email: 'md@gulf.example', amount_aed: 2500, purchase_order: 'PO-1' } });
    const reference = res.body.reference as string;
    await claimTask(t.db, rig.clock, { ...COMMAND_LINE, staffId: layla.id }, reference);
    const { tab, problems } = await signedIn('/console/');
    await tab.getByRole('heading', { name: 'Desk queue' }).waitFor();
    await tab.getByText(/Open tasks/).waitFor();
    await tab.getByRole('link', { name: 'Open the queue' }).click();
    await tab.getByRole('link', { name: new RegExp(reference) }).first().click();
    await tab.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
    await tab.getByRole('button', { name: 'Release Layla Nasser’s claim' }).click();
    await tab.getByRole('button', { name: 'Claim', exact: true }).waitFor();
    expect(await t.db('desk_queue').where({ reference }).first()).toMatchObject({ claimed_by: null });
    expect((await auditOf(reference, 'desk_task.released'))[0]).toMatchObject({ staff_id: aisha.id });

    await tab.getByLabel('Hand it to').selectOption({ label: 'Omar Haddad (desk)' });
    await tab.getByRole('button', { name: 'Hand on' }).click();
    await tab.getByText(/Omar Haddad.*holds this task/).waitFor();
    expect(await t.db('desk_queue').where({ reference }).first()).toMatchObject({ claimed_by: omar.id });
    expect((await auditOf(reference, 'desk_task.reassigned'))[0]).toMatchObject({ staff_id: aisha.id });
    expect(problems).toEqual([]);
  });

  it('makes a new set-up link, changes roles, resets an authenticator and enables someone', async () => {
    const invited = await t.db.transaction((trx) => createStaff(trx, rig.clock, t.services.config.publicBaseUrl, COMMAND_LINE, { email: 'rana@operator.example', name: 'Rana Saleh', roles: ['finance'] }));
    const disabled = await createStaffMember(t, { roles: ['dispatch'], name: 'Karim Disabled' });
    await t.db('staff').where({ id: disabled.id }).update({ status: 'disabled' });
    const { tab, problems } = await signedIn('/console/staff');
    await tab.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();

    await tab.getByRole('button', { name: 'New set-up link for Rana Saleh' }).click();
    const link = await tab.getByLabel('Set-up link', { exact: true }).inputValue();
    expect(link).toMatch(/\/ops\/setup\//);
    expect((await readSetupLink(t.db, rig.clock, invited.setup_url.split('/').pop() as string)).state).toBe('used');
    expect((await readSetupLink(t.db, rig.clock, link.split('/').pop() as string)).state).toBe('open');
    await tab.getByRole('button', { name: 'Done, hide the link' }).click();

    await tab.getByRole('button', { name: 'Roles of Layla Nasser' }).click();
    const roles = tab.getByRole('dialog', { name: 'Roles of Layla Nasser' });
    await roles.getByLabel(/^Finance/).check();
    await roles.getByLabel(/^Desk/).uncheck();
    await roles.getByRole('button', { name: 'Save the roles' }).click();
    await roles.waitFor({ state: 'hidden' });
    expect((await t.db('staff').where({ id: layla.id }).first()).roles).toBe('finance');
    expect((await auditOf(layla.id, 'staff.roles_set'))[0]).toMatchObject({ staff_id: aisha.id });

    await tab.getByRole('button', { name: 'Reset authenticator of Omar Haddad' }).click();
    await tab.getByRole('dialog', { name: /Reset the authenticator of Omar Haddad/ }).getByRole('button', { name: 'Reset and make a set-up link' }).click();
    await tab.getByRole('heading', { name: 'Set-up link for Omar Haddad' }).waitFor();
    expect((await t.db('staff').where({ id: omar.id }).first()).status).toBe('invited');
    expect((await auditOf(omar.id, 'staff.two_factor_reset'))[0]).toMatchObject({ staff_id: aisha.id });

    await tab.getByRole('button', { name: 'Enable Karim Disabled' }).click();
    await tab.getByRole('button', { name: 'Disable Karim Disabled' }).waitFor();
    expect((await t.db('staff').where({ id: disabled.id }).first()).status).toBe('active');
    expect(problems).toEqual([]);
  });
});
