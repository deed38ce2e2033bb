import type { Page } from 'playwright-core';
import { runAdmin } from '../../scripts/admin';
import { createAccount, setLiveAccess } from '../../src/apiKeys/store';
import { Partition } from '../../src/engine/partition';
import { creditWallet } from '../../src/engine/wallet';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS } from '../helpers/console';
import { latestMailTo, linkIn, startPortal, type PortalRig } from '../helpers/portal';

/**
 * The portal's Team and Inbox in Chromium, over the real links: the operator invites an account's
 * owner from the command line; the owner accepts from the outbox with a password, enrols an
 * authenticator, and on live data invites a booker from the Team screen (a second invitation of
 * the same address refused in the API's words). The booker's invitation link from the outbox
 * opens and is accepted; signed in, the booker has the Inbox but no Team. The owner changes the
 * booker's role, deactivates and reactivates them, each after a confirmation. The Inbox lists the
 * account's notices by kind. Team and Inbox in Arabic at phone size. Nothing is refused by the CSP.
 */
describeWithBrowser('the portal’s Team and Inbox in Chromium', () => {
  let rig: PortalRig;
  let served: ServedApp;
  let accountId: string;

  beforeAll(async () => {
    rig = await startPortal();
    ({ served } = rig);
    accountId = (await createAccount(served.t.db, served.t.clock, 'Desert Rose Travel')).id;
    await setLiveAccess(served.t.db, served.t.clock, accountId, true);
    await creditWallet(Partition.forDesk(served.t.sections, served.t.db, served.t.clock, accountId, 'finance'), 7500_00, 'ENBD TT 88231');
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const PASSWORD = 'palm fronds in the wind';
  let owner: { email: string; secret: string };

  /** Accepts the invitation a link of the outbox opens, with a password. */
  const accept = async (tab: Page, url: string, greeting: string): Promise<void> => {
    await tab.goto(url);
    await tab.getByRole('heading', { name: greeting }).waitFor();
    await tab.getByLabel(/^Password/).fill(PASSWORD);
    await tab.getByLabel('The same password again').fill(PASSWORD);
    await tab.getByRole('button', { name: 'Accept and set my password' }).click();
    await tab.getByRole('heading', { name: 'Welcome to Desert Rose Travel' }).waitFor();
  };
  const nav = (tab: Page) => tab.getByRole('navigation', { name: 'Portal' });
  const people = (tab: Page) => tab.getByRole('table', { name: 'People of the account, newest first' });
  const rowOf = (tab: Page, name: string) => people(tab).getByRole('row').filter({ hasText: name });

  test('the owner from the operator invites a booker from the Team screen; the booker’s link opens; role, deactivation and reactivation after a confirmation', async () => {
    const email = 'layla.haddad@desertrose.example';
    await runAdmin(['account', 'owner', '--account', accountId, '--email', email, '--first-name', 'Layla', '--last-name', 'Haddad'], served.t.db, served.t.clock, { publicBaseUrl: served.baseUrl });
    const { tab, problems } = await rig.open(1280, 800);
    await accept(tab, linkIn((await latestMailTo(served.t, email)).text, '/invitations/'), 'Hello Layla,');
    await tab.getByRole('link', { name: 'Sign in to the partner portal' }).click();
    await tab.getByLabel('E-mail address').fill(email);
    await tab.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
    // An owner of a live account enrols a second factor first, then works on live data.
    await tab.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = ((await tab.locator('[data-totp-secret]').textContent()) ?? '').trim();
    await tab.getByLabel('Code from the app').fill(rig.code(secret));
    await tab.getByRole('button', { name: 'Confirm', exact: true }).click();
    await tab.getByRole('button', { name: 'I have kept them' }).click();
    await tab.getByRole('group', { name: 'Data' }).getByRole('button', { name: 'Live data' }).click();
    await tab.locator('[data-test-banner]').waitFor({ state: 'detached' });
    owner = { email, secret };

    await nav(tab).getByRole('link', { name: 'Team', exact: true }).click();
    await tab.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await rowOf(tab, 'Layla Haddad').waitFor();
    expect(await rowOf(tab, 'Layla Haddad').getByRole('cell').allTextContents()).toEqual(['Layla Haddad (you)', email, 'Owner', 'Active', expect.any(String), '']);

    // The invitation: refused beside the form until it is filled, then sent.
    const invite = tab.getByRole('region', { name: 'Invite a person' });
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await invite.getByText('Enter their first name.').waitFor();
    await invite.getByLabel('First name').fill('Noura');
    await invite.getByLabel('Last name').fill('Saeed');
    await invite.getByLabel('E-mail address').fill('Noura.Saeed@desertrose.example');
    await invite.getByRole('radio', { name: /^Booker/ }).check();
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await tab.getByRole('status').filter({ hasText: 'Noura Saeed is invited as Booker; the invitation was e-mailed to noura.saeed@desertrose.example.' }).waitFor();
    await rowOf(tab, 'Noura Saeed').getByText('Invited').waitFor();
    await tab.screenshot({ path: '/tmp/portal-en-team.png', fullPage: true });
    const booker = await served.t.db('users').where({ account_id: accountId, mode: 'live', email: 'noura.saeed@desertrose.example' }).first();
    expect(booker).toMatchObject({ role: 'booker', status: 'invited' });
    expect(await served.t.db('state_moves').where({ subject_id: booker.id }).select('actor')).toEqual([{ actor: expect.stringMatching(/^user:usr_/) }]);

    // The same address again: the API's refusal, in its words.
    await invite.getByLabel('First name').fill('Noura');
    await invite.getByLabel('Last name').fill('Saeed');
    await invite.getByLabel('E-mail address').fill('noura.saeed@desertrose.example');
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await invite.getByRole('alert').filter({ hasText: 'noura.saeed@desertrose.example already belongs to a person of this account' }).waitFor();

    // The booker's invitation, read from the outbox, opens and is accepted; signed in, they have the Inbox and no Team.
    const { tab: bookerTab, problems: bookerProblems } = await rig.open(1280, 800);
    await accept(bookerTab, linkIn((await latestMailTo(served.t, 'noura.saeed@desertrose.example')).text, '/invitations/'), 'Hello Noura,');
    await bookerTab.getByRole('link', { name: 'Sign in to the partner portal' }).click();
    await rig.signIn(bookerTab, { email: 'noura.saeed@desertrose.example', password: PASSWORD });
    await nav(bookerTab).getByRole('link', { name: 'Inbox', exact: true }).waitFor();
    expect(await nav(bookerTab).getByRole('link', { name: 'Team', exact: true }).count()).toBe(0);
    await bookerTab.goto(`${served.baseUrl}/portal/team`);
    await bookerTab.getByRole('heading', { level: 1 }).waitFor();
    expect(await bookerTab.getByRole('table', { name: 'People of the account, newest first' }).count()).toBe(0);
    expect(bookerProblems).toEqual([]);

    // The owner sees them active, and changes their role after a confirmation.
    await tab.reload();
    await rowOf(tab, 'Noura Saeed').getByText('Active').waitFor();
    expect(await rowOf(tab, 'Layla Haddad').getByRole('button').count()).toBe(0);
    await rowOf(tab, 'Noura Saeed').getByRole('button', { name: 'Change role of Noura Saeed' }).click();
    const roleDialog = tab.getByRole('dialog', { name: 'Change the role of Noura Saeed?' });
    await roleDialog.getByRole('radio', { name: /^Finance/ }).check();
    await roleDialog.getByText('Noura Saeed (noura.saeed@desertrose.example) is now Finance.').waitFor();
    await roleDialog.getByRole('button', { name: 'Change the role' }).click();
    await tab.getByRole('status').filter({ hasText: 'Noura Saeed is now Finance.' }).waitFor();
    await rowOf(tab, 'Noura Saeed').getByRole('cell', { name: 'Finance', exact: true }).waitFor();

    // Deactivated after a confirmation (Cancel first changes nothing), then reactivated.
    await rowOf(tab, 'Noura Saeed').getByRole('button', { name: 'Deactivate Noura Saeed' }).click();
    const deactivate = tab.getByRole('dialog', { name: 'Deactivate Noura Saeed?' });
    await deactivate.getByRole('button', { name: 'Cancel' }).click();
    await deactivate.waitFor({ state: 'detached' });
    expect(await served.t.db('users').where({ id: booker.id }).first('status')).toEqual({ status: 'active' });
    await rowOf(tab, 'Noura Saeed').getByRole('button', { name: 'Deactivate Noura Saeed' }).click();
    await deactivate.getByRole('button', { name: 'Deactivate Noura Saeed' }).click();
    await tab.getByRole('status').filter({ hasText: 'Noura Saeed is deactivated.' }).waitFor();
    await rowOf(tab, 'Noura Saeed').getByText('Deactivated').waitFor();
    // Deactivated, the booker's session is gone.
    await bookerTab.reload();
    await bookerTab.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await rowOf(tab, 'Noura Saeed').getByRole('button', { name: 'Reactivate Noura Saeed' }).click();
    const reactivate = tab.getByRole('dialog', { name: 'Reactivate Noura Saeed?' });
    await reactivate.getByText('can sign in again, with the role Finance').waitFor();
    await reactivate.getByRole('button', { name: 'Reactivate Noura Saeed' }).click();
    await tab.getByRole('status').filter({ hasText: 'Noura Saeed is active again.' }).waitFor();
    expect(await served.t.db('users').where({ id: booker.id }).first('status', 'role')).toEqual({ status: 'active', role: 'finance' });
    expect(problems).toEqual([]);
  }, 180_000);

  test('the Inbox lists the account’s notices, by kind, with more on request', async () => {
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, { email: owner.email, password: PASSWORD }, owner.secret);
    const live = tab.getByRole('group', { name: 'Data' }).getByRole('button', { name: 'Live data' });
    if ((await live.getAttribute('aria-pressed')) !== 'true') await live.click();
    await tab.locator('[data-test-banner]').waitFor({ state: 'detached' });
    await nav(tab).getByRole('link', { name: 'Inbox', exact: true }).click();
    await tab.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    const notices = tab.getByRole('list', { name: 'Notices, newest first' });
    const credited = notices.getByRole('article', { name: /^Wallet credited: AED 7500/ });
    await credited.waitFor();
    expect(await credited.textContent()).toMatch(/^Payment Received .+\(UAE time\)Wallet credited: AED 7500\.00AED 7500\.00 received \(ENBD TT 88231\)/);
    await tab.getByLabel('Kind').selectOption('invoice_issued');
    await tab.getByText('No notices.').waitFor();
    await tab.getByLabel('Kind').selectOption('payment_received');
    await credited.waitFor();
    await tab.screenshot({ path: '/tmp/portal-en-inbox-live.png', fullPage: true });

    // Test data: the seeded history, a page at a time.
    await tab.getByRole('group', { name: 'Data' }).getByRole('button', { name: 'Test data' }).click();
    await tab.locator('[data-test-banner]').waitFor();
    await nav(tab).getByRole('link', { name: 'Inbox', exact: true }).click();
    await tab.getByLabel('Kind').selectOption('');
    // The first read seeds the test partition: it may take a while.
    await notices.getByRole('article').first().waitFor({ timeout: 30_000 });
    const shown = await notices.getByRole('article').count();
    expect(shown).toBeLessThanOrEqual(20);
    const more = tab.getByRole('button', { name: 'Show older notices' });
    // A full page offers the next, which adds to the list.
    if ((await more.count()) > 0) {
      expect(shown).toBe(20);
      await more.click();
      await notices.getByRole('article').nth(20).waitFor();
    }
    expect(problems).toEqual([]);
  }, 90_000);

  test('Team and Inbox in Arabic at phone size: right to left, nothing wider than the screen', async () => {
    const { tab, problems } = await rig.open(390, 844);
    await tab.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await tab.getByLabel('البريد الإلكتروني').fill(owner.email);
    await tab.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
    await tab.getByRole('button', { name: 'دخول', exact: true }).click();
    await tab.getByLabel('رمز المصادقة').fill(rig.code(owner.secret));
    await tab.getByRole('button', { name: 'تحقق', exact: true }).click();
    const arNav = tab.getByRole('navigation', { name: 'البوابة' });
    // The session reopens on the data last chosen (test, from the case before): back to live.
    await tab.getByRole('group', { name: 'البيانات' }).getByRole('button', { name: 'بيانات حية' }).click();
    await tab.locator('[data-test-banner]').waitFor({ state: 'detached' });
    await arNav.getByRole('link', { name: 'الفريق', exact: true }).click();
    await tab.getByRole('heading', { name: 'الفريق', level: 1 }).waitFor();
    // On a phone each person is a card of labelled lines (the table's region keeps its name).
    await tab.getByRole('region', { name: 'أشخاص الحساب، الأحدث أولًا' }).getByText('noura.saeed@desertrose.example').waitFor();
    await tab.getByRole('region', { name: 'دعوة شخص' }).waitFor();
    expect(await tab.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tab.screenshot({ path: '/tmp/portal-ar-phone-team.png', fullPage: true });
    await arNav.getByRole('link', { name: 'صندوق الوارد', exact: true }).click();
    await tab.getByRole('heading', { name: 'صندوق الوارد', level: 1 }).waitFor();
    const arNotices = tab.getByRole('list', { name: 'الإشعارات، الأحدث أولًا' });
    await arNotices.getByRole('article').first().waitFor();
    await arNotices.getByText('دفعة', { exact: true }).first().waitFor();
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tab.screenshot({ path: '/tmp/portal-ar-phone-inbox.png', fullPage: true });
    expect(problems).toEqual([]);
  }, 90_000);
});
