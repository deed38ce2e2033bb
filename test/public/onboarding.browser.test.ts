/**
 * Partner onboarding end to end in Chromium, against the app on a loopback port: an applicant
 * fills the form in English by its labels, confirms the e-mail address through the link the
 * stored e-mail holds, sees the test key once and calls whoami with it; the desk approves the
 * application through the operator API, an admin switches live access on, and the live key's
 * link shows the key once. In Arabic, on a phone, the form is right to left, and a refused field
 * shows its Arabic error beside it with what was typed kept. No page's style is refused by its
 * Content-Security-Policy. The pages set no cookie, so plain http serves them as a deployment would.
 */
import request from 'supertest';
import type { Browser, Page } from 'playwright-core';
import { describeWithBrowser, launchBrowser, phoneTab, serveApp, watchedTab, type ServedApp } from '../helpers/browser';
import { expectContract } from '../helpers/contract';
import { linkMailed } from '../helpers/onboarding';
import { createStaffMember, opsCall, signIn, type StaffFixture } from '../helpers/staff';
import { TestClock } from '../helpers/testApp';
import en from '../../src/sections/onboarding/words/en.json';
import ar from '../../src/sections/onboarding/words/ar.json';

const KEY = /svc_(test|live)_[0-9A-Za-z]{40,}/;
const SELECTS: ReadonlySet<string> = new Set(['country', 'vat_registered', 'partner_kind', 'expected_volume']);
/** The fields not required: the TRN, asked only of a UAE company registered for VAT. */
const OPTIONAL: ReadonlySet<string> = new Set(['trn']);

describeWithBrowser('partner onboarding in Chromium', () => {
  let served: ServedApp;
  let browser: Browser;
  let desk: StaffFixture;
  let admin: StaffFixture;

  beforeAll(async () => {
    served = await serveApp({ clock: new TestClock(), env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' } });
    browser = await launchBrowser();
    desk = await createStaffMember(served.t, { roles: ['desk'], name: 'Omar Rahman' });
    admin = await createStaffMember(served.t, { roles: ['admin'], name: 'Amira Haddad' });
  });
  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  const laptopTab = (): Promise<{ tab: Page; problems: string[] }> => watchedTab(browser, { width: 1280, height: 800 });

  /**
   * A form field by the name its label gives it, as a screen reader reads it: the label's words and
   * the required marker's (the visible `*` is hidden from it).
   */
  const labelled = (tab: Page, words: typeof en, name: keyof typeof en) =>
    tab.getByRole(SELECTS.has(name) ? 'combobox' : 'textbox', { name: OPTIONAL.has(name) ? words[name] : `${words[name]} (${words.required_marker_label})`, exact: true });

  /** whoami over HTTP on the served port, as a partner's system calls it, held to the contract. */
  async function whoami(key: string): Promise<request.Response> {
    const res = await request(served.baseUrl).get('/api/b2b/v1/whoami').set('Authorization', `Bearer ${key}`);
    expectContract(res, 'GET', '/api/b2b/v1/whoami');
    return res;
  }

  const pageText = async (tab: Page): Promise<string> => (await tab.locator('body').textContent()) ?? '';

  /** What one click on an element selects: a key is selected whole, to be copied without dragging over it. */
  async function selectedByClick(tab: Page, selector: string): Promise<string> {
    await tab.locator(selector).click();
    return tab.evaluate(() => String((globalThis as unknown as { getSelection(): unknown }).getSelection()).trim());
  }

  /** A page that sends the applicant to the trade desk says how to reach it: the operator's desk e-mail and phone, as links. */
  async function expectDeskContact(tab: Page): Promise<void> {
    const contact = tab.locator('[data-desk-contact]');
    expect(await contact.textContent()).toBe(`${en.desk_contact} trade@desertfalcon.example +971 4 333 4455`);
    expect(await contact.getByRole('link', { name: 'trade@desertfalcon.example' }).getAttribute('href')).toBe('mailto:trade@desertfalcon.example');
    expect(await contact.getByRole('link', { name: '+971 4 333 4455' }).getAttribute('href')).toBe('tel:+97143334455');
  }

  test('an applicant applies in English, confirms the e-mail, uses the test key, is approved, and opens the live key\'s link once', async () => {
    const { tab, problems } = await laptopTab();
    const opened = await tab.goto(`${served.baseUrl}/trade/apply`);
    expect(opened?.status()).toBe(200);
    expect(await tab.locator('html').getAttribute('lang')).toBe('en');
    expect(await tab.locator('html').getAttribute('dir')).toBe('ltr');
    await tab.getByRole('heading', { name: en.form_title, level: 2 }).waitFor();

    // Every field, by its label.
    await labelled(tab, en, 'legal_name').fill('Gulf Horizons Travel L.L.C.');
    await labelled(tab, en, 'licence_number').fill('DED-884412');
    await labelled(tab, en, 'licence_authority').fill('Dubai Department of Economy and Tourism');
    await labelled(tab, en, 'website').fill('https://gulfhorizons.example');
    await labelled(tab, en, 'address').fill('Office 1204, Bay Square 7, Business Bay');
    await labelled(tab, en, 'city').fill('Dubai');
    await labelled(tab, en, 'country').selectOption({ label: 'United Arab Emirates' });
    await labelled(tab, en, 'vat_registered').selectOption({ label: en.vat_yes });
    await labelled(tab, en, 'trn').fill('100 1234 5670 0003');
    await labelled(tab, en, 'contact_name').fill('Mariam Al Suwaidi');
    await labelled(tab, en, 'email').fill('Mariam@GulfHorizons.example');
    await labelled(tab, en, 'phone').fill('+971 4 123 4567');
    await labelled(tab, en, 'billing_email').fill('accounts@gulfhorizons.example');
    await labelled(tab, en, 'partner_kind').selectOption({ label: en.kind_agency });
    await labelled(tab, en, 'expected_volume').selectOption({ label: en.volume_50_200 });
    await labelled(tab, en, 'use_case').fill('Airport transfers and desert safaris for our retail customers, booked from our own reservation system.');
    // A hint is read with its field.
    expect(await labelled(tab, en, 'phone').getAttribute('aria-describedby')).toBe('h-phone');
    expect(await tab.locator('#h-phone').textContent()).toBe('In international form, such as +971 4 123 4567.');

    await tab.getByRole('button', { name: en.submit }).click();
    await tab.getByRole('heading', { name: en.sent_title }).waitFor();
    expect(await pageText(tab)).toContain('We have sent a confirmation link to mariam@gulfhorizons.example.');

    const email = 'mariam@gulfhorizons.example';
    const applied = await served.t.db('partner_applications').where({ email }).first();
    expect(applied).toMatchObject({
      legal_name: 'Gulf Horizons Travel L.L.C.',
      licence_number: 'DED-884412',
      licence_authority: 'Dubai Department of Economy and Tourism',
      trn: '100123456700003',
      country: 'AE',
      contact_name: 'Mariam Al Suwaidi',
      phone: '+97141234567',
      website: 'https://gulfhorizons.example',
      partner_kind: 'agency',
      expected_volume: '50_200',
      lang: 'en',
      status: 'pending_email',
      account_id: null,
      email_token_used_at: null,
    });

    // The confirmation link, as the applicant's mail program shows it: it leads to this service.
    const confirmation = await linkMailed(served.t.db, email, '/trade/apply/confirm');
    expect(confirmation.mail.subject).toBe(en.mail_confirm_subject);
    const confirmUrl = `${served.baseUrl}/trade/apply/confirm/${confirmation.token}`;
    expect(confirmation.mail.text).toContain(`\n${confirmUrl}\n`);
    await tab.goto(confirmUrl);
    await tab.getByRole('heading', { name: en.confirm_title }).waitFor();
    expect(await pageText(tab)).toContain('To send the application of Gulf Horizons Travel L.L.C. to the trade desk, confirm the address mariam@gulfhorizons.example.');
    // Opening the link changes nothing (a mail scanner follows links); the button does.
    expect(await served.t.db('partner_applications').where({ id: applied.id }).first()).toMatchObject({ status: 'pending_email', account_id: null });
    await tab.getByRole('button', { name: en.confirm_button }).click();
    await tab.getByRole('heading', { name: en.key_title }).waitFor();
    const testKey = ((await tab.locator('[data-test-key]').textContent()) ?? '').trim();
    expect(testKey).toMatch(/^svc_test_[0-9A-Za-z]{40,}$/);
    expect(await selectedByClick(tab, '[data-test-key]')).toBe(testKey);
    expect(await tab.locator('pre').textContent()).toContain(`curl ${served.baseUrl}/api/b2b/v1/whoami`);

    const submitted = await served.t.db('partner_applications').where({ id: applied.id }).first();
    expect(submitted).toMatchObject({ status: 'submitted', account_id: expect.stringMatching(/^acc_/), desk_reference: expect.stringMatching(/^PAP-[0-9A-Z]{10}$/), email_token_used_at: expect.any(String) });
    const accountId = submitted.account_id as string;
    const reference = submitted.desk_reference as string;
    expect(await pageText(tab)).toContain(`Your application's reference is ${reference}.`);
    const account = async () => {
      const row = await served.t.db('accounts').where({ id: accountId }).first();
      return { ...row, live_access: Boolean(row.live_access) };
    };
    // The TRN is a claim the desk checks: the account takes it when the desk approves.
    expect(await account()).toMatchObject({ name: 'Gulf Horizons Travel L.L.C.', live_access: false, legal_name: 'Gulf Horizons Travel L.L.C.', trn: null });
    const keys = async () => (await served.t.db('api_keys').where({ account_id: accountId }).orderBy('created_at').select('mode', 'revoked_at')) as Array<{ mode: string; revoked_at: string | null }>;
    expect(await keys()).toEqual([{ mode: 'test', revoked_at: null }]);

    // The key is shown once: the link opened again, or the page reloaded, says it was used, with no key.
    for (const again of [() => tab.reload(), () => tab.goto(confirmUrl)]) {
      const answer = await again();
      expect(answer?.status()).toBe(410);
      await tab.getByRole('heading', { name: en.link_used_title }).waitFor();
      expect(await pageText(tab)).toContain(en.link_used_body);
      expect(await pageText(tab)).not.toMatch(KEY);
      await expectDeskContact(tab);
    }
    expect(await keys()).toHaveLength(1);

    const tested = await whoami(testKey);
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ sandbox: true, account: { id: accountId, name: 'Gulf Horizons Travel L.L.C.', live_access: false }, key: { mode: 'test' } });

    // The desk claims the application and approves it with commission terms.
    const deskSession = await signIn(served.t, desk);
    const claimed = await opsCall(served.t, 'POST', `/api/ops/v1/tasks/${reference}/claim`, { session: deskSession });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ reference, kind: 'partner_application', claimed_by: { id: desk.id, name: 'Omar Rahman' } });
    const answered = await opsCall(served.t, 'POST', `/api/ops/v1/tasks/${reference}/answer`, {
      session: deskSession,
      body: { decision: 'accept', commercial_terms: { terms: 'commission', percent: 10 }, note: 'Welcome aboard' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.task).toMatchObject({ status: 'answered', answer: 'accepted', answered_by: { actor: `desk:${desk.id}` } });
    expect(answered.body.result).toMatchObject({ decision: 'accepted', account_id: accountId, live_access: false, commercial_terms: { terms: 'commission', percent: 10 }, emailed_to: email });
    expect(JSON.stringify(answered.body)).not.toMatch(KEY);
    expect(await served.t.db('partner_applications').where({ id: applied.id }).first()).toMatchObject({ status: 'approved', decision_note: 'Welcome aboard' });
    expect(await account()).toMatchObject({ live_access: false, commercial_terms: 'commission', legal_address: 'Office 1204, Bay Square 7, Business Bay, Dubai', legal_country: 'AE', trn: '100123456700003' });
    expect(await keys()).toEqual([
      { mode: 'test', revoked_at: null },
      { mode: 'live', revoked_at: null },
    ]);

    // An admin switches live access on.
    const adminSession = await signIn(served.t, admin);
    const switched = await opsCall(served.t, 'POST', `/api/ops/v1/partners/${accountId}/live-access`, { session: adminSession, body: { on: true } });
    expect(switched.status).toBe(200);
    expect(await account()).toMatchObject({ live_access: true });

    // The live key's link, from the approval e-mail: its page asks first, and shows the key once.
    const approval = await linkMailed(served.t.db, email, '/trade/keys');
    expect(approval.mail.subject).toBe(`Your trade account application ${reference} was approved`);
    expect(approval.mail.text).not.toMatch(KEY);
    const revealUrl = `${served.baseUrl}/trade/keys/${approval.token}`;
    expect(approval.mail.text).toContain(`\n${revealUrl}\n`);
    await tab.goto(revealUrl);
    await tab.getByRole('heading', { name: en.reveal_title }).waitFor();
    expect(await pageText(tab)).toContain('The application of Gulf Horizons Travel L.L.C. has been approved by the trade desk.');
    expect(await pageText(tab)).not.toMatch(KEY);
    await tab.getByRole('button', { name: en.reveal_button }).click();
    await tab.locator('[data-live-key]').waitFor();
    const liveKey = ((await tab.locator('[data-live-key]').textContent()) ?? '').trim();
    expect(liveKey).toMatch(/^svc_live_[0-9A-Za-z]{40,}$/);
    expect(await selectedByClick(tab, '[data-live-key]')).toBe(liveKey);
    expect(await tab.locator('.warn').textContent()).toBe(en.reveal_shown_body);
    expect(await served.t.db('partner_key_reveals').where({ application_id: applied.id }).first()).toMatchObject({ used_at: expect.any(String), sealed_key: null });

    const live = await whoami(liveKey);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ sandbox: false, account: { id: accountId, live_access: true }, key: { mode: 'live' } });
    expect((await whoami(testKey)).status).toBe(200);

    // A second time the link is gone, and no key is on the page.
    const gone = await tab.goto(revealUrl);
    expect(gone?.status()).toBe(410);
    await tab.getByRole('heading', { name: en.reveal_gone_title }).waitFor();
    expect(await pageText(tab)).toContain(en.reveal_gone_body);
    expect(await pageText(tab)).not.toMatch(KEY);
    await expectDeskContact(tab);
    expect(await tab.getByRole('button').count()).toBe(0);

    // The staff's steps are in the audit log, under their names.
    const audited = (await served.t.db('audit_events').whereIn('subject_id', [reference, accountId]).orderBy('id').select('action', 'staff_id')) as Array<{ action: string; staff_id: string }>;
    expect(audited).toEqual([
      { action: 'desk_task.claimed', staff_id: desk.id },
      { action: 'desk_task.answered', staff_id: desk.id },
      { action: 'account.live_access_set', staff_id: admin.id },
    ]);
    expect(problems).toEqual([]);
  }, 60_000);

  test('a company in the United Kingdom applies without a TRN: a TRN typed is refused beside its field, and the approved account is outside the UAE', async () => {
    const { tab, problems } = await laptopTab();
    expect((await tab.goto(`${served.baseUrl}/trade/apply`))?.status()).toBe(200);
    await tab.getByRole('heading', { name: en.form_title, level: 2 }).waitFor();
    // No country is chosen until the applicant chooses one; the TRN is not marked required.
    expect(await labelled(tab, en, 'country').inputValue()).toBe('');
    expect(await labelled(tab, en, 'vat_registered').inputValue()).toBe('');
    expect(await labelled(tab, en, 'trn').getAttribute('required')).toBeNull();

    await labelled(tab, en, 'legal_name').fill('Thames Journeys Ltd');
    await labelled(tab, en, 'licence_number').fill('CRN 09876543');
    await labelled(tab, en, 'licence_authority').fill('Companies House');
    await labelled(tab, en, 'website').fill('https://thamesjourneys.example');
    await labelled(tab, en, 'address').fill('12 Clerkenwell Road');
    await labelled(tab, en, 'city').fill('London EC1M 5PQ');
    await labelled(tab, en, 'country').selectOption({ label: 'United Kingdom' });
    await labelled(tab, en, 'vat_registered').selectOption({ label: en.vat_no });
    await labelled(tab, en, 'trn').fill('100 1234 5670 0029');
    await labelled(tab, en, 'contact_name').fill('Oliver Hughes');
    await labelled(tab, en, 'email').fill('oliver@thamesjourneys.example');
    await labelled(tab, en, 'phone').fill('+44 20 7946 0018');
    await labelled(tab, en, 'billing_email').fill('Ledger@ThamesJourneys.example');
    await labelled(tab, en, 'partner_kind').selectOption({ label: en.kind_dmc });
    await labelled(tab, en, 'expected_volume').selectOption({ label: en.volume_under_50 });
    await labelled(tab, en, 'use_case').fill('Transfers and desert tours for our UK groups visiting Dubai, booked from our own system.');

    // A UAE TRN from a company abroad: refused beside its field, nothing stored, everything kept.
    await tab.getByRole('button', { name: en.submit }).click();
    await tab.getByRole('alert').filter({ hasText: en.errors_title }).waitFor();
    expect(await tab.locator('.field').filter({ has: tab.locator('#f-trn') }).locator('.field-error').textContent()).toBe(en.error_trn_not_asked);
    expect(await tab.locator('.field-error').count()).toBe(1);
    expect(await labelled(tab, en, 'country').inputValue()).toBe('GB');
    expect(await served.t.db('partner_applications').where({ email: 'oliver@thamesjourneys.example' })).toEqual([]);

    await labelled(tab, en, 'trn').fill('');
    await tab.getByRole('button', { name: en.submit }).click();
    await tab.getByRole('heading', { name: en.sent_title }).waitFor();
    const email = 'oliver@thamesjourneys.example';
    const applied = await served.t.db('partner_applications').where({ email }).first();
    expect(applied).toMatchObject({ legal_name: 'Thames Journeys Ltd', address: '12 Clerkenwell Road', city: 'London EC1M 5PQ', country: 'GB', trn: null, trn_key: null, billing_email: 'ledger@thamesjourneys.example', status: 'pending_email' });
    expect(Boolean(applied.vat_registered)).toBe(false);

    // The e-mailed link, confirmed with its button.
    const confirmation = await linkMailed(served.t.db, email, '/trade/apply/confirm');
    await tab.goto(`${served.baseUrl}/trade/apply/confirm/${confirmation.token}`);
    await tab.getByRole('button', { name: en.confirm_button }).click();
    await tab.getByRole('heading', { name: en.key_title }).waitFor();
    const testKey = ((await tab.locator('[data-test-key]').textContent()) ?? '').trim();
    const submitted = await served.t.db('partner_applications').where({ id: applied.id }).first();
    const reference = submitted.desk_reference as string;

    // The desk reads that the company is outside the UAE, and approves.
    const deskSession = await signIn(served.t, desk);
    const task = await opsCall(served.t, 'GET', `/api/ops/v1/tasks/${reference}`, { session: deskSession });
    expect(task.status).toBe(200);
    expect(task.body.summary).toContain('Thames Journeys Ltd (United Kingdom, outside the UAE)');
    expect(task.body.details).toMatchObject({ registered_address: '12 Clerkenwell Road, London EC1M 5PQ', country: 'GB', vat_status: 'Outside the UAE (GB)', trn_claimed: null, billing_email: 'ledger@thamesjourneys.example' });
    await opsCall(served.t, 'POST', `/api/ops/v1/tasks/${reference}/claim`, { session: deskSession });
    const answered = await opsCall(served.t, 'POST', `/api/ops/v1/tasks/${reference}/answer`, { session: deskSession, body: { decision: 'accept' } });
    expect(answered.status).toBe(200);
    expect(await served.t.db('accounts').where({ id: submitted.account_id }).first('legal_name', 'legal_address', 'legal_country', 'trn')).toEqual({
      legal_name: 'Thames Journeys Ltd',
      legal_address: '12 Clerkenwell Road, London EC1M 5PQ',
      legal_country: 'GB',
      trn: null,
    });
    const partner = await opsCall(served.t, 'GET', `/api/ops/v1/partners/${submitted.account_id}`, { session: deskSession });
    expect(partner.body.legal).toEqual({ legal_name: 'Thames Journeys Ltd', address: '12 Clerkenwell Road, London EC1M 5PQ', country: 'GB', trn: null, vat_status: 'outside_uae' });

    // The partner reads the same in its settings, held to the contract.
    const settings = await request(served.baseUrl).get('/api/b2b/v1/settings').set('Authorization', `Bearer ${testKey}`);
    expectContract(settings, 'GET', '/api/b2b/v1/settings');
    expect(settings.body.account).toMatchObject({ legal_name: 'Thames Journeys Ltd', country: 'GB', trn: null, vat_registered: false });
    expect(problems).toEqual([]);
  }, 60_000);

  test('in Arabic on a phone the form is right to left, and a refused e-mail address is told in Arabic beside its field, with what was typed kept', async () => {
    const { tab, violations } = await phoneTab(browser);
    tab.context().setDefaultTimeout(10_000);
    await tab.goto(`${served.baseUrl}/trade/apply?lang=ar`);
    expect(await tab.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await tab.locator('html').getAttribute('lang')).toBe('ar');
    expect(await tab.locator('main').evaluate((el) => (globalThis as unknown as { getComputedStyle(node: unknown): { direction: string } }).getComputedStyle(el).direction)).toBe('rtl');
    await tab.getByRole('heading', { name: ar.form_title, level: 2 }).waitFor();
    expect(await tab.getByRole('group', { name: ar.section_company }).count()).toBe(1);

    const typed = {
      legal_name: 'شركة آفاق الخليج للسياحة ذ.م.م',
      licence_number: 'DED-884412',
      licence_authority: 'دائرة الاقتصاد والسياحة في دبي',
      website: 'https://gulfhorizons.example',
      address: 'مكتب 1204، باي سكوير 7، الخليج التجاري',
      city: 'دبي',
      trn: '100 1234 5670 0011',
      contact_name: 'مريم السويدي',
      email: 'mariam.gulfhorizons.example',
      phone: '+971 4 123 4567',
      billing_email: 'accounts@gulfhorizons-ar.example',
      use_case: 'نقل من المطار ورحلات سفاري صحراوية لعملائنا، نحجزها من نظام الحجز الخاص بنا.',
    } as const;
    for (const [name, value] of Object.entries(typed)) await labelled(tab, ar, name as keyof typeof ar).fill(value);
    await labelled(tab, ar, 'country').selectOption({ label: 'الإمارات العربية المتحدة' });
    await labelled(tab, ar, 'vat_registered').selectOption({ label: ar.vat_yes });
    await labelled(tab, ar, 'partner_kind').selectOption({ label: ar.kind_hotel_desk });
    await labelled(tab, ar, 'expected_volume').selectOption({ label: ar.volume_200_1000 });
    const before = (await served.t.db('partner_applications').select('id')).length;

    await tab.getByRole('button', { name: ar.submit }).click();
    const alert = tab.getByRole('alert');
    await alert.filter({ hasText: ar.errors_title }).waitFor();
    expect(await tab.locator('html').getAttribute('dir')).toBe('rtl');
    // The one refused field: marked, described by its Arabic error, which sits in the field's own box.
    const emailField = labelled(tab, ar, 'email');
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await emailField.getAttribute('aria-describedby')).toBe('h-email e-email');
    const box = tab.locator('.field').filter({ has: tab.locator('#f-email') });
    expect(await box.locator('.field-error').textContent()).toBe(ar.error_email);
    expect(await tab.locator('.field-error').count()).toBe(1);
    expect(await tab.locator('[aria-invalid]').count()).toBe(1);
    // Everything typed is kept, the choices too.
    for (const [name, value] of Object.entries(typed)) expect([name, await labelled(tab, ar, name as keyof typeof ar).inputValue()]).toEqual([name, value]);
    expect(await labelled(tab, ar, 'country').inputValue()).toBe('AE');
    expect(await labelled(tab, ar, 'vat_registered').inputValue()).toBe('yes');
    expect(await labelled(tab, ar, 'partner_kind').inputValue()).toBe('hotel_desk');
    expect(await labelled(tab, ar, 'expected_volume').inputValue()).toBe('200_1000');
    expect((await served.t.db('partner_applications').select('id')).length).toBe(before);

    // The summary's link leads to the field, which takes the focus.
    await alert.getByRole('link', { name: ar.error_email }).click();
    expect(await tab.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } } }).document.activeElement.id)).toBe('f-email');
    await emailField.fill('mariam@gulfhorizons-ar.example');
    await tab.getByRole('button', { name: ar.submit }).click();
    await tab.getByRole('heading', { name: ar.sent_title }).waitFor();
    expect(await tab.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await tab.locator('[data-sent] ~ .panel bdi').textContent()).toBe('mariam@gulfhorizons-ar.example');
    expect(await served.t.db('partner_applications').where({ email: 'mariam@gulfhorizons-ar.example' }).first()).toMatchObject({
      lang: 'ar',
      legal_name: typed.legal_name,
      contact_name: typed.contact_name,
      licence_authority: typed.licence_authority,
      partner_kind: 'hotel_desk',
      expected_volume: '200_1000',
      status: 'pending_email',
    });
    const mailed = await linkMailed(served.t.db, 'mariam@gulfhorizons-ar.example', '/trade/apply/confirm');
    expect(mailed.mail.subject).toBe(ar.mail_confirm_subject);
    expect(violations).toEqual([]);
  }, 30_000);
});
