/**
 * Every form page of the service, opened in Chromium from the link the command line, an e-mail or
 * an API answer gives, and submitted exactly as served: no header, cookie or Origin set by hand.
 * Staff set-up (`npm run admin -- staff create`), the partner application, its e-mail
 * confirmation and the live key's reveal, a partner user's invitation, a DMC proposal's
 * acceptance and a welcome guide's booking form; another site's copy of the set-up form is
 * refused. The service's log, captured for the whole run, holds none of the links' tokens, nor a
 * signed URL's signature.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import type { Browser, Page } from 'playwright-core';
import { describeWithBrowser, launchBrowser, serveApp, watchedTab, type ServedApp } from '../helpers/browser';
import { handshakeBody } from '../helpers/http';
import { fillApplication, goodForm, linkMailed } from '../helpers/onboarding';
import { partner, walletAt, type Partner } from '../helpers/partitions';
import { opsCall, signIn, type StaffFixture } from '../helpers/staff';
import { TestClock } from '../helpers/testApp';
import { bodyExample } from '../helpers/storedIds';
import { runAdmin } from '../../scripts/admin';
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { totpCode } from '../../src/staff/secrets';
import { addDays, uaeToday } from '../../src/platform/uaeTime';
import en from '../../src/sections/onboarding/words/en.json';

const TOKEN = /[A-Za-z0-9_-]{20,}/;

describeWithBrowser('every form page in Chromium, as served', () => {
  let served: ServedApp;
  let browser: Browser;
  let who: Partner;
  let member: StaffFixture;
  const logged: string[] = [];
  /** Every secret a link or an answer carried during the run: none may reach the log. */
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString('utf8'));
        done();
      },
    });
    served = await serveApp({ clock: new TestClock(), log });
    browser = await launchBrowser();
    who = await partner(served.t);
  });
  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  const laptop = (): Promise<{ tab: Page; problems: string[] }> => watchedTab(browser, { width: 1280, height: 800 });
  /** Clicks a button that submits its form, and returns the answer's status. */
  async function submit(tab: Page, name: string): Promise<number | undefined> {
    const [answer] = await Promise.all([tab.waitForNavigation(), tab.getByRole('button', { name }).click()]);
    return answer?.status();
  }
  const tokenOf = (url: string): string => {
    const token = new URL(url).pathname.split('/').find((segment) => TOKEN.test(segment) && segment.length >= 20);
    if (!token) throw new Error(`no token in ${url}`);
    return token;
  };
  const api = (method: 'GET' | 'POST', path: string, key: string, body?: object) => {
    const req = request(served.baseUrl)[method === 'GET' ? 'get' : 'post'](path).set('Authorization', `Bearer ${key}`);
    return body === undefined ? req : req.set('Idempotency-Key', `forms-${Math.random()}`).send(body);
  };

  test('staff set-up: the link the command line prints opens the form, which finishes set-up in one post', async () => {
    const invited = (await runAdmin(['staff', 'create', '--email', 'layla.nasser@operator.example', '--name', 'Layla Nasser', '--role', 'desk'], served.t.db, served.t.clock, {
      publicBaseUrl: served.baseUrl,
    })) as { staff: { id: string }; setup_url: string };
    expect(invited.setup_url).toMatch(new RegExp(`^${served.baseUrl}/ops/setup/[\\w-]+$`));
    secrets.set('set-up token', tokenOf(invited.setup_url));

    const { tab, problems } = await laptop();
    expect((await tab.goto(invited.setup_url))?.status()).toBe(200);
    await tab.getByRole('heading', { name: 'Welcome, Layla Nasser' }).waitFor();
    const key = ((await tab.locator('p', { hasText: 'Key:' }).locator('code').textContent()) ?? '').trim();
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    secrets.set('authenticator key', key);
    const password = 'a long and private passphrase';
    const fill = async (code: string): Promise<void> => {
      await tab.getByLabel('Password (at least 12 characters)').fill(password);
      await tab.getByLabel('The same password again').fill(password);
      await tab.getByLabel("The authenticator's current code").fill(code);
    };

    // A code of another time: the form again, with the same key and the reason, and nothing stored.
    await fill(totpCode(key, new Date(served.t.clock.now().getTime() + 10 * 60_000)));
    expect(await submit(tab, 'Finish set-up')).toBe(422);
    await tab.getByRole('alert').waitFor();
    expect(((await tab.locator('p', { hasText: 'Key:' }).locator('code').textContent()) ?? '').trim()).toBe(key);
    expect(await served.t.db('staff').where({ id: invited.staff.id }).first()).toMatchObject({ status: 'invited' });

    await fill(totpCode(key, served.t.clock.now()));
    expect(await submit(tab, 'Finish set-up')).toBe(200);
    await tab.getByRole('heading', { name: 'You are set up, Layla Nasser' }).waitFor();
    const codes = await tab.locator('ol.codes li').allTextContents();
    expect(codes).toHaveLength(10);
    const stored = await served.t.db('staff').where({ id: invited.staff.id }).first();
    expect(stored).toMatchObject({ status: 'active' });
    expect(await served.t.db('staff_recovery_codes').where({ staff_id: invited.staff.id })).toHaveLength(10);
    expect((await served.t.db('audit_events').where({ subject_id: invited.staff.id }).orderBy('id')).map((row: { action: string }) => row.action)).toEqual(['staff.created', 'staff.setup_completed']);

    // Spent: the link opened again says so.
    expect((await tab.goto(invited.setup_url))?.status()).toBe(410);
    await tab.getByRole('heading', { name: 'This set-up link has been used or has expired' }).waitFor();
    expect(problems).toEqual([]);

    // What was chosen on the page signs in.
    member = { id: invited.staff.id, email: 'layla.nasser@operator.example', name: 'Layla Nasser', roles: ['desk'], password, secret: key, recoveryCodes: codes };
    expect((await opsCall(served.t, 'GET', '/api/ops/v1/me', { session: await signIn(served.t, member) })).status).toBe(200);
  }, 60_000);

  test("another site's copy of the set-up form is refused, and changes nothing", async () => {
    const invited = (await runAdmin(['staff', 'create', '--email', 'omar.rahman@operator.example', '--name', 'Omar Rahman', '--role', 'finance'], served.t.db, served.t.clock, {
      publicBaseUrl: served.baseUrl,
    })) as { staff: { id: string }; setup_url: string };
    secrets.set('second set-up token', tokenOf(invited.setup_url));
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const fields = { secret, password: 'chosen by the attacker', password_again: 'chosen by the attacker', code: totpCode(secret, served.t.clock.now()) };
    const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join('');
    // Another site: localhost is another host than the service's 127.0.0.1.
    const evil: Server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><form method="post" action="${invited.setup_url}">${inputs}<button>Claim your prize</button></form>`));
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    try {
      const tab = await browser.newPage();
      await tab.goto(`http://localhost:${(evil.address() as AddressInfo).port}/`);
      expect(await submit(tab, 'Claim your prize')).toBe(403);
      await tab.getByRole('heading', { name: 'Sent from another site' }).waitFor();
      expect(await served.t.db('staff').where({ id: invited.staff.id }).first()).toMatchObject({ status: 'invited', password_hash: null });
      await tab.close();
    } finally {
      evil.closeAllConnections();
      await new Promise<void>((resolve) => evil.close(() => resolve()));
    }
  }, 30_000);

  test('the partner application, its confirmation link and the live key link, each form submitted as served', async () => {
    const { tab, problems } = await laptop();
    expect((await tab.goto(`${served.baseUrl}/trade/apply`))?.status()).toBe(200);
    const email = 'forms@gulfhorizons.example';
    await fillApplication(tab, { ...goodForm, email });
    expect(await submit(tab, en.submit)).toBe(200);
    await tab.getByRole('heading', { name: en.sent_title }).waitFor();
    const applied = await served.t.db('partner_applications').where({ email }).first();
    expect(applied).toMatchObject({ status: 'pending_email', account_id: null });

    const confirmation = await linkMailed(served.t.db, email, '/trade/apply/confirm');
    secrets.set('e-mail confirmation token', confirmation.token);
    const confirmUrl = `${served.baseUrl}/trade/apply/confirm/${confirmation.token}`;
    expect(confirmation.mail.text).toContain(confirmUrl);
    expect((await tab.goto(confirmUrl))?.status()).toBe(200);
    expect(await submit(tab, en.confirm_button)).toBe(200);
    await tab.getByRole('heading', { name: en.key_title }).waitFor();
    const testKey = ((await tab.locator('[data-test-key]').textContent()) ?? '').trim();
    expect(testKey).toMatch(/^svc_test_[0-9A-Za-z]{40,}$/);
    secrets.set('test key', testKey);
    const submitted = await served.t.db('partner_applications').where({ id: applied.id }).first();
    expect(submitted).toMatchObject({ status: 'submitted', account_id: expect.stringMatching(/^acc_/) });

    // The desk approves it (the member of staff set up above), and the approval mails the live key's link.
    const session = await signIn(served.t, member);
    expect((await opsCall(served.t, 'POST', `/api/ops/v1/tasks/${submitted.desk_reference}/claim`, { session })).status).toBe(200);
    const answered = await opsCall(served.t, 'POST', `/api/ops/v1/tasks/${submitted.desk_reference}/answer`, { session, body: { decision: 'accept', commercial_terms: { terms: 'commission', percent: 10 } } });
    expect(answered.status).toBe(200);
    const approval = await linkMailed(served.t.db, email, '/trade/keys');
    secrets.set('live key reveal token', approval.token);
    const revealUrl = `${served.baseUrl}/trade/keys/${approval.token}`;
    expect(approval.mail.text).toContain(revealUrl);
    expect((await tab.goto(revealUrl))?.status()).toBe(200);
    expect(await submit(tab, en.reveal_button)).toBe(200);
    const liveKey = ((await tab.locator('[data-live-key]').textContent()) ?? '').trim();
    expect(liveKey).toMatch(/^svc_live_[0-9A-Za-z]{40,}$/);
    secrets.set('live key', liveKey);
    expect(await served.t.db('partner_key_reveals').where({ application_id: applied.id }).first()).toMatchObject({ used_at: expect.any(String), sealed_key: null });
    expect(problems).toEqual([]);
  }, 60_000);

  test("a partner user's invitation, from its e-mail", async () => {
    const email = 'noura.haddad@gulfhorizons.example';
    const invited = await api('POST', '/api/b2b/v1/users', who.keys.live, { email, first_name: 'Noura', last_name: 'Haddad', role: 'booker' });
    expect(invited.status).toBe(201);
    const mailed = await linkMailed(served.t.db, email, '/invitations');
    secrets.set('invitation token', mailed.token);
    const { tab, problems } = await laptop();
    expect((await tab.goto(`${served.baseUrl}/invitations/${mailed.token}`))?.status()).toBe(200);
    // A live team's person chooses the password they sign in to the partner portal with.
    await tab.getByLabel('Password', { exact: false }).first().fill('a good long passphrase');
    await tab.getByLabel('The same password again').fill('a good long passphrase');
    expect(await submit(tab, 'Accept and set my password')).toBe(200);
    await tab.locator('[data-accepted]').waitFor();
    expect(await served.t.db('users').where({ account_id: who.accountId, mode: 'live', email }).first()).toMatchObject({ status: 'active', invitation_token_hash: null });
    expect(problems).toEqual([]);
  }, 30_000);

  test("a DMC proposal's acceptance and a welcome guide's booking form, from the links the API answers with", async () => {
    const base = '/api/b2b/v1/dmc/programmes';
    const key = who.keys.test;
    const programme = (
      await api('POST', base, key, { title: 'Gala night', client: { company: 'Acme Incentives', contact_name: 'Linnea Berg', email: 'linnea@acme.example', country: 'SE' }, group: { adults: 2, children: 0 }, start_date: '2027-02-11', end_date: '2027-02-11' })
    ).body as { id: string };
    expect((await api('POST', `${base}/${programme.id}/versions`, key, { markup_percent: 20, lines: [{ service: 'activity', date: '2027-02-11', activity: 'DESERT_SAFARI_EVENING' }] })).status).toBe(201);
    expect((await api('POST', `${base}/${programme.id}/status`, key, { status: 'proposed' })).status).toBe(200);
    const link = await api('POST', `${base}/${programme.id}/links`, key, { recipient: { name: 'Linnea Berg', email: 'linnea@acme.example' } });
    expect(link.status).toBe(201);
    await walletAt(served.t, who, 'test', 100_000);
    secrets.set('proposal token', tokenOf(link.body.url as string));

    const { tab, problems } = await laptop();
    expect((await tab.goto(link.body.url as string))?.status()).toBe(200);
    await tab.getByLabel('Your name').fill('Erik Lund');
    await tab.getByLabel('Your e-mail').fill('erik@acme.example');
    await tab.getByRole('checkbox').check();
    expect(await submit(tab, 'Accept the proposal')).toBe(200);
    await tab.locator('[data-accepted]').waitFor();
    expect(await served.t.db('dmc_programmes').where({ id: programme.id }).first()).toMatchObject({ status: 'booked' });

    // The guide as the contract's example describes it.
    const guide = await api('POST', '/api/b2b/v1/guides/properties', key, bodyExample(routes.find((route) => route.operationId === 'createGuideProperty') as RouteDefinition) as object);
    expect(guide.status).toBe(201);
    const guestUrl = guide.body.guest_link.url as string;
    secrets.set('guide token', tokenOf(guestUrl));
    const referrals = async (): Promise<number> => (await served.t.db('bookings').where({ account_id: who.accountId, kind: 'referral' })).length;
    const before = await referrals();
    expect((await tab.goto(guestUrl))?.status()).toBe(200);
    const card = tab.locator('[data-offer]').first();
    await card.locator('summary').click();
    await card.locator('[name=date]').fill(addDays(uaeToday(served.t.clock), 10));
    await card.locator('[name=name]').fill('Ana Souza');
    await card.locator('[name=email]').fill('ana@example.com');
    await card.locator('[name=phone]').fill('+55 11 91234 5678');
    const [answer] = await Promise.all([tab.waitForNavigation(), card.locator('button[type=submit]').click()]);
    expect(answer?.status()).toBe(201);
    expect(await referrals()).toBe(before + 1);
    expect(problems).toEqual([]);
  }, 60_000);

  test("a signed availability URL's signature", async () => {
    const handshake = await request(served.baseUrl)
      .post('/api/b2b/orchestration')
      .send(handshakeBody);
    expect(handshake.status).toBe(200);
    const signed = new URL(handshake.body.availability_url as string);
    secrets.set('signed URL signature', signed.searchParams.get('sig') ?? '');
    expect((await request(served.baseUrl).get(`${signed.pathname}${signed.search}`)).status).toBe(200);
  });

  test('the log holds no token, key or signature of the run, and names each link by its route', async () => {
    // Every request line is written when its answer is sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = logged.join('');
    const paths = new Set(log.split('\n').filter((line) => line.includes('"msg":"request"')).map((line) => (JSON.parse(line) as { path: string }).path));
    for (const path of ['/ops/setup/:token', '/trade/apply/confirm/:token', '/trade/keys/:token', '/invitations/:token', '/dmc/proposals/:token', '/dmc/proposals/:token/accept', '/g/:token', '/g/:token/book', '/api/b2b/sandbox/availability']) {
      expect([path, paths.has(path)]).toEqual([path, true]);
    }
    expect([...secrets.keys()]).toHaveLength(11);
    for (const [name, value] of secrets) {
      expect(value.length).toBeGreaterThanOrEqual(20);
      expect([name, log.includes(value)]).toEqual([name, false]);
    }
  });
});
