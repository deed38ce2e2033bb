import type { Page } from 'playwright-core';
import { COMMAND_LINE, recordAudit } from '../../src/engine/audit';
import { totpCode } from '../../src/staff/secrets';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS, startConsole, type ConsoleRig } from '../helpers/console';
import { createStaffMember, freshCode, type StaffFixture } from '../helpers/staff';
import type { TestClock } from '../helpers/testApp';

/**
 * The console in Chromium against the real operator API: an admin signs in with a password and
 * the authenticator's code, sees the shell, adds a member of staff (whose set-up link is shown
 * once), finds that in the audit log, and signs out; a session that ends returns to sign-in.
 * Nothing it loads is refused by its Content-Security-Policy.
 */
describeWithBrowser('the operator console in Chromium', () => {
  let rig: ConsoleRig;
  let served: ServedApp;
  let clock: TestClock;
  let admin: StaffFixture;

  beforeAll(async () => {
    rig = await startConsole();
    ({ served, clock } = rig);
    admin = await createStaffMember(served.t, { roles: ['admin'], name: 'Amira Haddad' });
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const open = (width: number, height: number): Promise<{ tab: Page; problems: string[] }> => rig.open(width, height);
  const signIn = (tab: Page, member: StaffFixture, code: string): Promise<void> => rig.signIn(tab, member, code);

  test('an admin signs in, adds a member of staff, sees it in the audit log, and signs out', async () => {
    const { tab, problems } = await open(1280, 800);
    await tab.getByRole('heading', { name: 'Operator console' }).waitFor();

    // A wrong code: the API's own words, in the alert region, and still on sign-in.
    await signIn(tab, admin, '000000');
    await expectAlert(tab, 'The e-mail address, password or code is wrong.');

    await signIn(tab, admin, freshCode(served.t, admin));
    const banner = tab.getByRole('banner');
    await banner.getByText('Amira Haddad').waitFor();
    expect(await banner.getByLabel('Roles').textContent()).toBe('admin');
    const nav = tab.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overview', 'Queue', 'Partners', 'Finance', 'Settings', 'Staff', 'Audit log']);

    await nav.getByRole('link', { name: 'Staff' }).click();
    await tab.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    expect(tab.url()).toBe(`${served.baseUrl}/console/staff`);
    const table = tab.getByRole('table', { name: 'Staff' });
    await table.getByRole('cell', { name: admin.email }).waitFor();

    await tab.getByLabel('Name', { exact: true }).fill('Omar Rahman');
    await tab.getByLabel('E-mail address').fill('omar.rahman@operator.example');
    await tab.getByLabel(/^Desk/).check();
    await tab.getByLabel(/^Finance/).check();
    await tab.getByRole('button', { name: 'Add and make a set-up link' }).click();

    const link = tab.getByRole('textbox', { name: 'Set-up link' });
    await link.waitFor();
    const setupUrl = await link.inputValue();
    expect(setupUrl).toMatch(new RegExp(`^${served.baseUrl}/ops/setup/[\\w-]+$`));
    await table.getByRole('cell', { name: 'omar.rahman@operator.example' }).waitFor();
    const row = table.getByRole('row').filter({ hasText: 'omar.rahman@operator.example' });
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Omar Rahman', 'desk, finance', 'Invited']));
    const stored = await served.t.db('staff').where({ email: 'omar.rahman@operator.example' }).first();
    expect(stored).toMatchObject({ name: 'Omar Rahman', status: 'invited' });

    // Shown once: hidden on request, and gone after a reload.
    await tab.getByRole('button', { name: 'Done, hide the link' }).click();
    expect(await tab.getByRole('textbox', { name: 'Set-up link' }).count()).toBe(0);
    await tab.reload();
    await table.getByRole('cell', { name: 'omar.rahman@operator.example' }).waitFor();
    expect(await tab.getByText(setupUrl).count()).toBe(0);
    expect(await tab.getByRole('textbox', { name: 'Set-up link' }).count()).toBe(0);

    // Disabled after a confirmation, which names the person.
    await row.getByRole('button', { name: 'Disable Omar Rahman' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Disable Omar Rahman?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await served.t.db('staff').where({ id: stored.id }).first()).status).toBe('invited');
    await row.getByRole('button', { name: 'Disable Omar Rahman' }).click();
    await dialog.getByRole('button', { name: 'Disable Omar Rahman' }).click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await tab.getByRole('status').filter({ hasText: 'Omar Rahman was disabled' }).waitFor();
    expect((await served.t.db('staff').where({ id: stored.id }).first()).status).toBe('disabled');

    await nav.getByRole('link', { name: 'Audit log' }).click();
    const audit = tab.getByRole('list', { name: 'Audit events, newest first' });
    const created = audit.getByRole('listitem').filter({ hasText: 'staff.created' }).filter({ hasText: String(stored.id) });
    await created.waitFor();
    expect(await created.textContent()).toContain('Amira Haddad');
    await audit.getByRole('listitem').filter({ hasText: 'staff.disabled' }).filter({ hasText: String(stored.id) }).waitFor();
    // Filtered by who acted: the admin's own sign-in and the staff they added, nothing done from the command line.
    await tab.getByLabel('Done by').selectOption({ label: `Amira Haddad (${admin.email})` });
    await tab.getByRole('button', { name: 'Show' }).click();
    await tab.getByRole('status').filter({ hasText: /events? shown/ }).waitFor();
    await audit.getByRole('listitem').filter({ hasText: 'session.signed_in' }).waitFor();
    expect(await audit.getByText('Nobody signed in').count()).toBe(0);
    expect(tab.url()).toBe(`${served.baseUrl}/console/audit?staff_id=${admin.id}`);

    // A person's history is a link from the staff list, with when they last signed in.
    await nav.getByRole('link', { name: 'Staff' }).click();
    const own = table.getByRole('row').filter({ hasText: admin.email });
    expect(await own.getByRole('cell').nth(5).textContent()).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(await table.getByRole('row').filter({ hasText: 'omar.rahman@operator.example' }).getByRole('cell').nth(5).textContent()).toBe('Never');
    await own.getByRole('link', { name: 'History of Amira Haddad' }).click();
    await tab.getByRole('heading', { name: 'Audit log' }).waitFor();
    expect(await tab.getByLabel('Done by').inputValue()).toBe(admin.id);
    await audit.getByRole('listitem').filter({ hasText: 'staff.disabled' }).waitFor();

    await banner.getByRole('button', { name: 'Sign out' }).click();
    await tab.getByRole('heading', { name: 'Operator console' }).waitFor();
    await tab.getByLabel('Password').waitFor();
    const ended = await served.t.db('audit_events').where({ action: 'session.signed_out', staff_id: admin.id }).first();
    expect(ended).toBeDefined();
    expect(problems).toEqual([]);
  }, 60_000);

  test('the person an admin adds opens the set-up link the console shows, finishes set-up on its page, and signs in', async () => {
    const { tab, problems } = await open(1280, 800);
    await signIn(tab, admin, freshCode(served.t, admin));
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
    await tab.getByLabel('Name', { exact: true }).fill('Yousef Karim');
    await tab.getByLabel('E-mail address').fill('yousef.karim@operator.example');
    await tab.getByLabel(/^Desk/).check();
    await tab.getByRole('button', { name: 'Add and make a set-up link' }).click();
    const link = tab.getByRole('textbox', { name: 'Set-up link' });
    await link.waitFor();
    const setupUrl = await link.inputValue();

    // The person's own browser: the link as given, the form as served, no header added.
    const own = await open(1280, 800);
    expect((await own.tab.goto(setupUrl))?.status()).toBe(200);
    await own.tab.getByRole('heading', { name: 'Welcome, Yousef Karim' }).waitFor();
    const secret = ((await own.tab.locator('p', { hasText: 'Key:' }).locator('code').textContent()) ?? '').trim();
    const password = 'his own long passphrase';
    await own.tab.getByLabel('Password (at least 12 characters)').fill(password);
    await own.tab.getByLabel('The same password again').fill(password);
    await own.tab.getByLabel("The authenticator's current code").fill(totpCode(secret, clock.now()));
    const [answer] = await Promise.all([own.tab.waitForNavigation(), own.tab.getByRole('button', { name: 'Finish set-up' }).click()]);
    expect(answer?.status()).toBe(200);
    await own.tab.getByRole('heading', { name: 'You are set up, Yousef Karim' }).waitFor();
    const recoveryCodes = await own.tab.locator('ol.codes li').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    const stored = await served.t.db('staff').where({ email: 'yousef.karim@operator.example' }).first();
    expect(stored).toMatchObject({ status: 'active' });

    // What he chose signs him in to the console.
    await own.tab.goto(`${served.baseUrl}/console/`);
    const yousef: StaffFixture = { id: stored.id, email: 'yousef.karim@operator.example', name: 'Yousef Karim', roles: ['desk'], password, secret, recoveryCodes };
    await signIn(own.tab, yousef, freshCode(served.t, yousef));
    await own.tab.getByRole('heading', { name: 'Welcome, Yousef Karim' }).waitFor();
    expect(await own.tab.getByRole('banner').getByLabel('Roles').textContent()).toBe('desk');
    expect([...problems, ...own.problems]).toEqual([]);
  }, 60_000);

  test('a session that ends returns to sign-in with a message', async () => {
    const { tab, problems } = await open(768, 1024);
    await signIn(tab, admin, freshCode(served.t, admin));
    const nav = tab.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Staff' }).click();
    await tab.getByRole('table', { name: 'Staff' }).getByRole('cell', { name: admin.email }).waitFor();
    // 30 minutes without a request end the session on the server.
    clock.advance(31 * 60);
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await tab.getByRole('status').filter({ hasText: 'Your session has ended' }).waitFor();
    await tab.getByLabel('Authenticator code or recovery code').waitFor();
    expect(await tab.getByRole('banner').count()).toBe(0);
    // Signed in again, the person is back on the screen they asked for.
    await signIn(tab, admin, totpCode(admin.secret, clock.now()));
    await tab.getByRole('list', { name: 'Audit events, newest first' }).waitFor();
    expect(problems).toEqual([]);
  }, 30_000);

  test('someone without the admin role sees only the screens their roles allow', async () => {
    const desk = await createStaffMember(served.t, { roles: ['desk', 'finance'], name: 'Leila Nasser' });
    const { tab, problems } = await open(768, 1024);
    await signIn(tab, desk, freshCode(served.t, desk));
    await tab.getByRole('heading', { name: 'Welcome, Leila Nasser' }).waitFor();
    expect(await tab.getByRole('banner').getByLabel('Roles').textContent()).toBe('desk, finance');
    expect(await tab.getByRole('navigation', { name: 'Console' }).getByRole('link').allTextContents()).toEqual(['Overview', 'Queue', 'Partners', 'Bookings', 'Finance']);
    await tab.goto(`${served.baseUrl}/console/staff`);
    await tab.getByText('This screen needs the admin role, which you do not hold.').waitFor();
    // Another tab shares the session: GET /me gives it the session's CSRF token too.
    const other = await tab.context().newPage();
    await other.goto(`${served.baseUrl}/console/`);
    await other.getByRole('heading', { name: 'Welcome, Leila Nasser' }).waitFor();
    expect(problems).toEqual([]);
  }, 30_000);

  test('signed-in staff read the operator API\'s reference from the console; a stranger is sent to sign in', async () => {
    const desk = await createStaffMember(served.t, { roles: ['dispatch'], name: 'Karim Aziz' });
    const { tab, problems } = await open(1280, 800);
    await signIn(tab, desk, freshCode(served.t, desk));
    await tab.getByRole('heading', { name: 'Welcome, Karim Aziz' }).waitFor();
    const document = tab.waitForResponse((res) => res.url() === `${served.baseUrl}/api/ops/v1/openapi.json`);
    await tab.getByRole('banner').getByRole('link', { name: 'API reference' }).click();
    expect((await document).status()).toBe(200);
    await tab.getByText('Download OpenAPI Document').first().waitFor({ timeout: 40_000 });
    expect(await tab.title()).toBe('Operator API reference');
    await tab.getByText('Dispatch', { exact: true }).first().waitFor();
    expect(problems).toEqual([]);

    const stranger = await rig.open(390, 844, '/api/ops/v1/docs');
    await stranger.tab.getByRole('heading', { name: 'Sign in first' }).waitFor();
    await stranger.tab.getByRole('link', { name: 'Sign in to the console' }).click();
    await stranger.tab.getByLabel('E-mail address').waitFor();
    expect(stranger.tab.url()).toBe(`${served.baseUrl}/console/`);
  }, 90_000);

  test('five failed sign-ins lock the address, and the console says so in the API\'s words', async () => {
    const member = await createStaffMember(served.t, { roles: ['desk'] });
    const { tab, problems } = await open(768, 1024);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signIn(tab, { ...member, password: 'not the password' }, '123456');
      await tab.getByRole('alert').filter({ hasText: 'The e-mail address, password or code is wrong.' }).waitFor();
      await tab.getByRole('button', { name: 'Sign in' }).and(tab.locator(':enabled')).waitFor();
    }
    await signIn(tab, member, freshCode(served.t, member));
    await expectAlert(tab, 'Sign-in for this e-mail address is locked for 15 minutes after 5 failed attempts.');
    expect(await tab.getByRole('banner').count()).toBe(0);
    expect(problems).toEqual([]);
  }, 30_000);

  test('works from the keyboard alone: sign-in in tab order, each screen\'s heading takes the focus', async () => {
    const { tab, problems } = await open(1280, 800);
    await tab.getByLabel('E-mail address').waitFor();
    /** The focused element's id, or its text where it has none. */
    const focused = async (): Promise<string> => {
      const element = tab.locator(':focus');
      return (await element.getAttribute('id')) || ((await element.textContent()) ?? '');
    };
    await tab.keyboard.press('Tab');
    expect(await focused()).toBe('email');
    await tab.keyboard.type(admin.email);
    await tab.keyboard.press('Tab');
    expect(await focused()).toBe('password');
    await tab.keyboard.type(admin.password);
    await tab.keyboard.press('Tab');
    expect(await focused()).toBe('code');
    await tab.keyboard.type(freshCode(served.t, admin));
    await tab.keyboard.press('Enter');
    await tab.getByRole('heading', { name: 'Welcome, Amira Haddad' }).waitFor();
    expect(await focused()).toBe('home-title');
    // Back through the nav (Audit log is the last link before the content) and into it with Enter.
    await tab.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Audit log');
    await tab.keyboard.press('Enter');
    await tab.getByRole('heading', { name: 'Audit log' }).waitFor();
    expect(await focused()).toBe('audit-title');
    expect(problems).toEqual([]);
  }, 30_000);

  test('the audit log filters by subject as the API takes it and pages on with Load more', async () => {
    for (let i = 1; i <= 60; i += 1) {
      await recordAudit(served.t.db, clock, COMMAND_LINE, { action: 'booking.amended', subjectType: 'booking', subjectId: `bkg_console_${String(i).padStart(2, '0')}`, change: { after: { pax: i } } });
    }
    const { tab, problems } = await open(1280, 800);
    await signIn(tab, admin, freshCode(served.t, admin));
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    const audit = tab.getByRole('list', { name: 'Audit events, newest first' });
    await audit.waitFor();
    await tab.getByLabel('Subject', { exact: true }).selectOption({ label: 'Booking' });
    await tab.getByRole('button', { name: 'Show' }).click();
    await tab.getByRole('status').filter({ hasText: '50 events shown; more are older.' }).waitFor();
    expect(await audit.getByRole('listitem').filter({ hasText: 'bkg_console_60' }).count()).toBe(1);
    expect(await audit.getByRole('listitem').filter({ hasText: 'bkg_console_10' }).count()).toBe(0);
    await tab.getByRole('button', { name: 'Load more' }).click();
    await tab.getByRole('status').filter({ hasText: '60 events shown.' }).waitFor();
    // Newest first, each once, and nothing but bookings.
    const subjects = (await audit.getByRole('listitem').allTextContents()).map((text) => /bkg_console_\d+/.exec(text)?.[0]);
    expect(subjects).toEqual(Array.from({ length: 60 }, (_, i) => `bkg_console_${String(60 - i).padStart(2, '0')}`));
    expect(await tab.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await tab.getByLabel('Subject id').fill('bkg_console_07');
    await tab.getByRole('button', { name: 'Show' }).click();
    await tab.getByRole('status').filter({ hasText: '1 event shown.' }).waitFor();
    expect(await audit.getByRole('listitem').nth(0).textContent()).toContain('Pax: 7');
    expect(problems).toEqual([]);
  }, 30_000);
});

async function expectAlert(tab: Page, text: string): Promise<void> {
  const alert = tab.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
}
