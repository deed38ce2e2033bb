import request from 'supertest';
import type { Page } from 'playwright-core';
import { createApiKey } from '../../src/apiKeys/store';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS } from '../helpers/console';
import { createPortalPerson, latestMailTo, linkIn, startPortal, type PortalPerson, type PortalRig } from '../helpers/portal';

/**
 * The partner portal's sign-in in Chromium, over the real links (no header or cookie set by
 * hand): an owner's live invitation read from the outbox is accepted with a password, the owner
 * signs in, must enrol an authenticator before anything else, and lands in the portal; signs in
 * again with the code; switches between test and live data; sets a new password through a
 * forgotten-password link (which works once). A person whose account has no live access sees live
 * data shut, with the reason. The portal in Arabic at phone size. Nothing it loads is refused by
 * its Content-Security-Policy.
 */
describeWithBrowser('the partner portal’s sign-in in Chromium', () => {
  let rig: PortalRig;
  let served: ServedApp;

  beforeAll(async () => {
    rig = await startPortal();
    ({ served } = rig);
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const signOut = async (tab: Page): Promise<void> => {
    await tab.getByRole('button', { name: 'Sign out', exact: true }).click();
    await tab.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  };
  const banner = (tab: Page) => tab.locator('[data-test-banner]');

  let owner: { email: string; password: string; secret: string };

  test('an invited owner sets a password, signs in, enrols an authenticator, and works on test and live data', async () => {
    // An account with live access and its live key, which invites the person; the trade desk's
    // owner invitation is the same e-mail and page, for the role `owner` (POST /users makes none).
    const { accountId } = await createPortalPerson(served.t, { role: 'viewer', accountName: 'Gulf Horizons Travel' });
    const { key } = await createApiKey(served.t.db, served.t.clock, accountId, 'live', ['users:manage', 'users:view']);
    const email = 'mariam.alsuwaidi@gulfhorizons.example';
    const invited = await request(served.t.app).post('/api/b2b/v1/users').set('Authorization', `Bearer ${key}`).send({ email, first_name: 'Mariam', last_name: 'Al Suwaidi', role: 'admin' });
    expect(invited.status).toBe(201);
    await served.t.db('users').where({ account_id: accountId, mode: 'live', id: invited.body.id }).update({ role: 'owner' });
    const invitationUrl = linkIn((await latestMailTo(served.t, email)).text, '/invitations/');
    expect(invitationUrl.startsWith(`${served.baseUrl}/invitations/`)).toBe(true);

    const { tab, problems } = await rig.open(1280, 800, new URL(invitationUrl).pathname);
    await tab.getByRole('heading', { name: 'Hello Mariam,' }).waitFor();
    const password = 'sand dunes at sunrise';
    // Two different passwords: refused beside the form, nothing accepted.
    await tab.getByLabel(/^Password/).fill(password);
    await tab.getByLabel('The same password again').fill('sand dunes at sunset');
    await tab.getByRole('button', { name: 'Accept and set my password' }).click();
    await tab.getByText('The two passwords are not the same.').waitFor();
    expect(await served.t.db('users').where({ id: invited.body.id }).first()).toMatchObject({ status: 'invited' });
    await tab.getByLabel(/^Password/).fill(password);
    await tab.getByLabel('The same password again').fill(password);
    await tab.getByRole('button', { name: 'Accept and set my password' }).click();
    await tab.getByRole('heading', { name: 'Welcome to Gulf Horizons Travel' }).waitFor();
    await tab.getByRole('link', { name: 'Sign in to the partner portal' }).click();

    await tab.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    await tab.screenshot({ path: '/tmp/portal-en-sign-in.png' });
    // A wrong password: refused, still on sign-in.
    await tab.getByLabel('E-mail address').fill(email);
    await tab.getByLabel('Password', { exact: true }).fill('not the password');
    await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
    await tab.getByRole('alert').filter({ hasText: 'The e-mail address, password or code is wrong.' }).waitFor();
    await tab.getByLabel('Password', { exact: true }).fill(password);
    await tab.getByRole('button', { name: 'Sign in', exact: true }).click();

    // An owner of an account with live access enrols a second factor before anything else.
    await tab.getByRole('heading', { name: 'Protect your sign-in' }).waitFor();
    await tab.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = ((await tab.locator('[data-totp-secret]').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await tab.getByRole('img', { name: 'QR code of the authenticator key' }).waitFor();
    await tab.screenshot({ path: '/tmp/portal-en-enrol.png', fullPage: true });
    await tab.getByLabel('Code from the app').fill('000000');
    await tab.getByRole('button', { name: 'Confirm', exact: true }).click();
    await tab.getByRole('alert').filter({ hasText: 'is not the current code' }).waitFor();
    await tab.getByLabel('Code from the app').fill(rig.code(secret));
    await tab.getByRole('button', { name: 'Confirm', exact: true }).click();
    const codes = tab.locator('[data-recovery-codes] li');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await tab.getByRole('button', { name: 'I have kept them' }).click();

    // The portal: the owner's name, the account, and test data (the session opened without a factor), marked as such.
    const nav = tab.getByRole('navigation', { name: 'Portal' });
    await nav.getByRole('link', { name: 'Security' }).waitFor();
    await tab.getByRole('banner').getByText('Mariam Al Suwaidi').waitFor();
    await banner(tab).waitFor();
    expect(await banner(tab).textContent()).toContain('TEST DATA');
    await tab.screenshot({ path: '/tmp/portal-en-test.png' });
    const switcher = tab.getByRole('group', { name: 'Data' });
    expect(await switcher.getByRole('button', { name: 'Test data' }).getAttribute('aria-pressed')).toBe('true');

    // Live data: the factor confirmed on this session opens it.
    await switcher.getByRole('button', { name: 'Live data' }).click();
    await banner(tab).waitFor({ state: 'detached' });
    expect(await switcher.getByRole('button', { name: 'Live data' }).getAttribute('aria-pressed')).toBe('true');
    const stored = await served.t.db('portal_sessions').whereNull('ended_at').select('mode', 'second_factor');
    expect(stored).toEqual([{ mode: 'live', second_factor: 'totp' }]);
    await tab.screenshot({ path: '/tmp/portal-en-live.png' });
    await switcher.getByRole('button', { name: 'Test data' }).click();
    await banner(tab).waitFor();
    await switcher.getByRole('button', { name: 'Live data' }).click();
    await banner(tab).waitFor({ state: 'detached' });

    // Signed out, and in again: the password, then the authenticator's code; back on live data.
    await signOut(tab);
    await rig.signIn(tab, { email, password }, secret);
    expect(await switcher.getByRole('button', { name: 'Live data' }).getAttribute('aria-pressed')).toBe('true');
    expect(await banner(tab).count()).toBe(0);
    await signOut(tab);
    expect(problems).toEqual([]);
    owner = { email, password, secret };
  }, 120_000);

  test('a forgotten password is set again through its e-mailed link, which works once', async () => {
    const { tab, problems } = await rig.open(1280, 800);
    await tab.getByRole('button', { name: 'Forgot your password?' }).click();
    await tab.getByRole('heading', { name: 'Forgotten password' }).waitFor();
    await tab.getByLabel('E-mail address').fill(owner.email);
    await tab.getByRole('button', { name: 'Send the link' }).click();
    await tab.getByRole('status').filter({ hasText: 'a link is on its way' }).waitFor();
    const resetUrl = linkIn((await latestMailTo(served.t, owner.email, 'Set a new password for the partner portal')).text, '/portal/reset#');
    expect(resetUrl).toMatch(new RegExp(`^${served.baseUrl}/portal/reset#[A-Za-z0-9_-]{43}$`));

    const { tab: mailTab } = await rig.open(1280, 800, new URL(resetUrl).pathname + new URL(resetUrl).hash);
    await mailTab.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The address bar keeps no token.
    expect(mailTab.url()).toBe(`${served.baseUrl}/portal/reset`);
    const renewed = 'a brand new passphrase';
    await mailTab.getByLabel('New password', { exact: true }).fill(renewed);
    await mailTab.getByLabel('The same password again').fill(renewed);
    await mailTab.getByRole('button', { name: 'Set the password' }).click();
    await mailTab.getByRole('status').filter({ hasText: 'Your password is set.' }).waitFor();
    await mailTab.getByRole('button', { name: 'Go to sign-in' }).click();
    await rig.signIn(mailTab, { email: owner.email, password: renewed }, owner.secret);
    await signOut(mailTab);

    // The link again: used.
    await mailTab.goto(resetUrl);
    await mailTab.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await mailTab.getByLabel('The same password again').fill('yet another passphrase');
    await mailTab.getByRole('button', { name: 'Set the password' }).click();
    await mailTab.getByRole('alert').filter({ hasText: 'This link was used already' }).waitFor();
    expect(problems).toEqual([]);
    owner.password = renewed;
  }, 60_000);

  test('live data stays shut, with the reason, while the account has no live access', async () => {
    const booker: PortalPerson = await createPortalPerson(served.t, { role: 'booker', liveAccess: false, firstName: 'Omar' });
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, booker);
    const live = tab.getByRole('group', { name: 'Data' }).getByRole('button', { name: 'Live data' });
    expect(await live.isDisabled()).toBe(true);
    await tab.getByText(/Live data opens once the trade desk switches on live access/).waitFor();
    await tab.screenshot({ path: '/tmp/portal-en-live-shut.png' });
    await banner(tab).waitFor();
    expect(problems).toEqual([]);
  }, 60_000);

  test('the portal in Arabic at phone size: right to left, and nothing wider than the screen', async () => {
    const { tab, problems } = await rig.open(390, 844);
    await tab.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await tab.getByRole('heading', { name: 'تسجيل الدخول', exact: true }).waitFor();
    expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await tab.screenshot({ path: '/tmp/portal-ar-phone-sign-in.png', fullPage: true });
    await tab.getByLabel('البريد الإلكتروني').fill(owner.email);
    await tab.getByLabel('كلمة المرور', { exact: true }).fill(owner.password);
    await tab.getByRole('button', { name: 'دخول', exact: true }).click();
    await tab.getByLabel('رمز المصادقة').fill(rig.code(owner.secret));
    await tab.getByRole('button', { name: 'تحقق', exact: true }).click();
    const nav = tab.getByRole('navigation', { name: 'البوابة' });
    await nav.getByRole('link', { name: 'الأمان' }).waitFor();
    const switcher = tab.getByRole('group', { name: 'البيانات' });
    await switcher.getByRole('button', { name: 'بيانات تجريبية' }).click();
    await banner(tab).waitFor();
    expect(await banner(tab).textContent()).toContain('بيانات تجريبية');
    await nav.getByRole('link', { name: 'الأمان' }).click();
    await tab.getByRole('heading', { name: 'الأمان', level: 1 }).waitFor();
    await tab.screenshot({ path: '/tmp/portal-ar-phone-security.png', fullPage: true });
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tab.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await tab.getByRole('heading', { name: 'تسجيل الدخول', exact: true }).waitFor();
    expect(problems).toEqual([]);
  }, 60_000);
});
