/**
 * Partner onboarding, from the e-mail link to live access: the confirmation link works once
 * (a GET changes nothing; a second post, an expired link or two posts at once create no second
 * account), creates the account with live access off and shows a test key once that works on
 * whoami, and queues the desk's `partner_application` task. The desk accepts with a live key that
 * reaches the contact only through a single-use reveal link, refused until live access is on; or
 * declines with the reason, told by e-mail and in the inbox. Mails are queued in their
 * transaction: an answer that fails leaves none.
 */
import request from 'supertest';
import { runAdmin, type UsageError } from '../../scripts/admin';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { apply, chromeText, goodForm, linkMailed, postForm } from '../helpers/onboarding';
import { isPostgres } from '../../src/platform/db';

const NOW = '2026-11-24T07:00:00.000Z';
const t = useV1Suite({ now: NOW, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' } });
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock);
const refusal = (args: string[]) => admin(...args).then(() => null, (err: unknown) => err as UsageError);

const application = async (email: string) => t.db('partner_applications').where({ email }).first();
const mailsTo = async (to: string) => (await t.db('mail_outbox').where({ to_address: to }).orderBy('created_at')) as Array<Record<string, string>>;
const KEY = /svc_(test|live)_[0-9A-Za-z]{40,}/;

/** The notice of the inbox page with this title (a test partition's inbox also holds what its seed made). */
const noticeTitled = (page: { data: Array<Record<string, unknown>> }, title: string) => page.data.find((notice) => notice.title === title);

/** Runs `body` while the database refuses inserts into `table` that meet `when` (a trigger): a fault in the middle of a transaction. */
async function whileRefusing(table: string, when: string, body: () => Promise<void>): Promise<void> {
  const pg = isPostgres(t.db);
  if (pg) {
    await t.db.raw("create function onboarding_refuse() returns trigger as $$ begin raise exception 'the database refused the row'; end $$ language plpgsql");
    await t.db.raw(`create trigger onboarding_refuse before insert on ${table} for each row when (${when}) execute function onboarding_refuse()`);
  } else {
    await t.db.raw(`create trigger onboarding_refuse before insert on ${table} when ${when} begin select raise(abort, 'the database refused the row'); end`);
  }
  try {
    await body();
  } finally {
    await t.db.raw(pg ? `drop trigger onboarding_refuse on ${table}` : 'drop trigger onboarding_refuse');
    if (pg) await t.db.raw('drop function onboarding_refuse()');
  }
}

/** Applies and confirms; answers what the key page showed. */
async function confirmed(email: string, form: Record<string, string> = {}): Promise<{ token: string; key: string; page: request.Response; app: Record<string, string> }> {
  const token = await apply(t.app, t.db, { ...form, email });
  const page = await postForm(t.app, `/trade/apply/confirm/${token}`);
  expect(page.status).toBe(200);
  const key = /data-test-key><bdi dir="ltr">(svc_test_[0-9A-Za-z]{40,})<\/bdi>/.exec(page.text)?.[1] ?? '';
  return { token, key, page, app: await application(email) };
}

describe('the confirmation link', () => {
  it('opens a page with a button that changes nothing; its post creates the account, shows a working test key once and queues the desk task', async () => {
    const token = await apply(t.app, t.db, { email: 'ops@first.example' });
    const before = await rowCounts(t.db);
    const opened = await request(t.app).get(`/trade/apply/confirm/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain(`<form method="post" action="/trade/apply/confirm/${token}"><button type="submit">Confirm and create my test key</button></form>`);
    expect(await rowCounts(t.db)).toEqual(before);

    const page = await postForm(t.app, `/trade/apply/confirm/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const key = /data-test-key><bdi dir="ltr">(svc_test_[0-9A-Za-z]{40,})<\/bdi>/.exec(page.text)?.[1] as string;
    expect(key).toBeDefined();
    expect(page.text).toContain('https://trade.test/api/b2b/v1/whoami');

    const stored = await application('ops@first.example');
    expect(stored).toMatchObject({ status: 'submitted', email_token_used_at: NOW, submitted_at: NOW, account_id: expect.stringMatching(/^acc_/), desk_reference: expect.stringMatching(/^PAP-[0-9A-Z]{10}$/) });
    expect(page.text).toContain(`<bdi dir="ltr">${stored.desk_reference}</bdi>`);
    const account = await t.db('accounts').where({ id: stored.account_id }).first();
    // The TRN is the applicant's claim until the desk approves: the desk task shows it, the account has none yet.
    expect({ ...account, live_access: Boolean(account.live_access) }).toMatchObject({ name: 'Gulf Horizons Travel L.L.C.', live_access: false, commercial_terms: 'tariff', legal_name: 'Gulf Horizons Travel L.L.C.', trn: null });

    const whoami = await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: key });
    expect(whoami.status).toBe(200);
    expect(whoami.body).toMatchObject({ sandbox: true, account: { id: stored.account_id, name: 'Gulf Horizons Travel L.L.C.', live_access: false }, key: { mode: 'test' } });
    expect(whoami.body.key.scopes.length).toBeGreaterThan(10);

    const task = await t.db('desk_queue').where({ reference: stored.desk_reference }).first();
    expect(task).toMatchObject({ kind: 'partner_application', status: 'open', account_id: stored.account_id, subject_type: 'partner_application', subject_id: stored.id });
    expect(task.summary).toBe('Partner application from Gulf Horizons Travel L.L.C. (United Arab Emirates, VAT-registered): Travel agency, 50 to 200 bookings a month; contact Mariam Al Suwaidi <ops@first.example>');
    expect(JSON.parse(task.details)).toMatchObject({ trade_licence_number: 'DED-884412', trn_claimed: stored.trn, phone: '+97141234567', website: 'https://gulfhorizons.example', use_case: goodForm.use_case });
    expect(JSON.parse(task.details)).not.toHaveProperty('trn');
    const listed = (await admin('desk', 'list', '--kind', 'partner_application')) as { tasks: Array<{ reference: string }> };
    expect(listed.tasks.map((one) => one.reference)).toContain(stored.desk_reference);

    // Nothing secret is e-mailed: the confirmation's receipt names the reference, never the key.
    const mails = await mailsTo('ops@first.example');
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Confirm your e-mail address for your trade account application', `Your trade account application ${stored.desk_reference}`]);
    expect(mails.some((mail) => KEY.test(mail.text ?? ''))).toBe(false);

    // Used: a second post and a later GET say so, and change nothing.
    const after = await rowCounts(t.db);
    const again = await postForm(t.app, `/trade/apply/confirm/${token}`);
    expect(again.status).toBe(410);
    expect(again.text).toContain('This link has been used already');
    expect(again.text).not.toMatch(KEY);
    expect((await request(t.app).get(`/trade/apply/confirm/${token}`)).status).toBe(410);
    expect(await rowCounts(t.db)).toEqual(after);
  });

  it('expires after 24 hours, changing nothing', async () => {
    const token = await apply(t.app, t.db, { email: 'late@second.example' });
    t.clock.advance(24 * 3600);
    const before = await rowCounts(t.db);
    const opened = await request(t.app).get(`/trade/apply/confirm/${token}`);
    expect(opened.status).toBe(410);
    expect(opened.text).toContain('Confirmation links are valid for 24 hours');
    expect((await postForm(t.app, `/trade/apply/confirm/${token}`)).status).toBe(410);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await application('late@second.example')).toMatchObject({ status: 'pending_email', account_id: null });
  });

  it('posted twice at once creates one account', async () => {
    const token = await apply(t.app, t.db, { email: 'twice@third.example', legal_name: 'Twice Travel LLC' });
    const answers = await Promise.all([postForm(t.app, `/trade/apply/confirm/${token}`), postForm(t.app, `/trade/apply/confirm/${token}`)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 410]);
    expect(await t.db('accounts').where({ name: 'Twice Travel LLC' }).select('id')).toHaveLength(1);
    expect(await t.db('desk_queue').where({ kind: 'partner_application' }).andWhere('summary', 'like', '%Twice Travel LLC%')).toHaveLength(1);
  });

  it('answers 404 to an unknown link, and refuses a post from another site', async () => {
    const unknown = await request(t.app).get('/trade/apply/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?lang=ar');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<html lang="ar" dir="rtl">');
    const token = await apply(t.app, t.db, { email: 'cross@fourth.example' });
    const before = await rowCounts(t.db);
    const foreign = await request(t.app).post(`/trade/apply/confirm/${token}`).set('Origin', 'https://evil.example').type('form').send({});
    expect(foreign.status).toBe(403);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('changes nothing when its transaction fails, and works afterwards', async () => {
    const token = await apply(t.app, t.db, { email: 'retry@fifth.example' });
    const before = await rowCounts(t.db);
    // The last write of the confirmation is its receipt e-mail: refused, nothing before it stays.
    await whileRefusing('mail_outbox', "NEW.subject like 'Your trade account application%'", async () => {
      expect((await postForm(t.app, `/trade/apply/confirm/${token}`)).status).toBe(500);
    });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await application('retry@fifth.example')).toMatchObject({ status: 'pending_email', account_id: null, email_token_used_at: null });
    expect((await postForm(t.app, `/trade/apply/confirm/${token}`)).status).toBe(200);
  });
});

describe('the desk', () => {
  it('accepts with a live key revealed once through the e-mailed link, refused until live access is on', async () => {
    const { key: testKey, app } = await confirmed('accept@partner.example');
    const reference = app.desk_reference as string;
    const answered = (await admin('desk', 'answer', '--task', reference, '--accept', '--terms', 'commission', '--percent', '10', '--note', 'Welcome aboard')) as { task: Record<string, unknown>; result: Record<string, unknown> };
    expect(answered.task).toMatchObject({ status: 'answered', answer: 'accepted', account_id: app.account_id, answered_by: 'desk:cli' });
    expect(answered.result).toEqual({
      decision: 'accepted',
      account_id: app.account_id,
      key_id: expect.stringMatching(/^key_/),
      key_prefix: expect.stringMatching(/^svc_live_/),
      reveal_link_expires_at: '2026-12-01T07:00:00.000Z',
      emailed_to: 'accept@partner.example',
      live_access: false,
      commercial_terms: { terms: 'commission', percent: 10 },
      // The contact is invited as the owner of the live account (account.owner.test.ts follows it).
      owner: { invited: true, user_id: expect.stringMatching(/^usr_/), email: 'accept@partner.example', invitation_expires_at: '2026-12-01T07:00:00.000Z' },
    });
    expect(JSON.stringify(answered)).not.toMatch(KEY);
    expect(await application('accept@partner.example')).toMatchObject({ status: 'approved', decision_note: 'Welcome aboard', decided_at: NOW });
    // The TRN the desk saw as claimed is the account's legal detail once approved.
    expect(await t.db('accounts').where({ id: app.account_id }).first('legal_name', 'trn')).toEqual({ legal_name: 'Gulf Horizons Travel L.L.C.', trn: app.trn });

    const { mail, token } = await linkMailed(t.db, 'accept@partner.example', '/trade/keys');
    expect(mail.subject).toBe(`Your trade account application ${reference} was approved`);
    expect(mail.text).toMatch(new RegExp(`^https?://[^/]+/trade/keys/${token}$`, 'm'));
    expect(mail.text).toContain('Note from the trade desk: Welcome aboard');
    expect(mail.text).not.toMatch(KEY);
    const reveal = await t.db('partner_key_reveals').where({ application_id: app.id }).first();
    expect(reveal).toMatchObject({ key_id: answered.result.key_id, used_at: null, expires_at: '2026-12-01T07:00:00.000Z', sealed_key: expect.stringMatching(/^v1\./) });
    expect(JSON.stringify(reveal)).not.toContain(token);

    // The GET shows a button only; the POST shows the key once.
    const opened = await request(t.app).get(`/trade/keys/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.text).not.toMatch(KEY);
    expect(opened.text).toContain(`<form method="post" action="/trade/keys/${token}"><button type="submit">Show my live key</button></form>`);
    const foreign = await request(t.app).post(`/trade/keys/${token}`).set('Origin', 'https://evil.example').type('form').send({});
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toMatch(KEY);
    expect(await t.db('partner_key_reveals').where({ application_id: app.id }).first()).toMatchObject({ used_at: null });
    const shown = await postForm(t.app, `/trade/keys/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const liveKey = /data-live-key><bdi dir="ltr">(svc_live_[0-9A-Za-z]{40,})<\/bdi>/.exec(shown.text)?.[1] as string;
    expect(liveKey).toBeDefined();
    expect(await t.db('partner_key_reveals').where({ application_id: app.id }).first()).toMatchObject({ used_at: NOW, sealed_key: null });
    const gone = await postForm(t.app, `/trade/keys/${token}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('is not shown again');
    expect(gone.text).not.toMatch(KEY);

    // The partner hears in its inbox (read with the key it holds).
    const inbox = await call(t.app, 'GET', '/api/b2b/v1/inbox?kind=service_notice', { token: testKey });
    expect(inbox.status).toBe(200);
    expect(noticeTitled(inbox.body, 'Application approved')).toMatchObject({ kind: 'service_notice', title: 'Application approved', body: expect.stringContaining('Live access is switched on by the operator') });
    const feed = await call(t.app, 'GET', '/api/b2b/v1/events?type=account.application_decided', { token: testKey });
    expect(feed.status).toBe(200);
    expect(feed.body.data[0]).toMatchObject({ type: 'account.application_decided', subject: { type: 'account', id: app.account_id }, data: { object: { object: 'account', live_access: false, application: { id: app.id, reference, status: 'approved', reason: null } } } });
    expect(await t.db('events').where({ account_id: app.account_id, mode: 'live', type: 'account.application_decided' }).select('notice_title')).toEqual([{ notice_title: 'Application approved' }]);

    // Live access stays off until the operator switches it on.
    const refused = await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: liveKey });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('live_access_disabled');
    await admin('account', 'live-access', '--account', app.account_id as string, '--on');
    const live = await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: liveKey });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ sandbox: false, account: { id: app.account_id, live_access: true }, key: { mode: 'live' } });
    expect((await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: testKey })).status).toBe(200);
  });

  it('declines with the reason, e-mailed and in the inbox; the test key keeps working and no live key exists', async () => {
    const { key: testKey, app, page } = await confirmed('decline@partner.example', { lang: 'ar' });
    // The applicant wrote in Arabic: the key's page is in Arabic, the key and the command left to right.
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain('<h2>طلبك لدى المكتب التجاري</h2>');
    expect(chromeText(page.text).match(/[A-Za-z]{2,}/g)).toBeNull();
    const reference = app.desk_reference as string;
    const before = await rowCounts(t.db);
    const noReason = await refusal(['desk', 'answer', '--task', reference, '--decline']);
    expect(noReason?.message).toMatch(/needs the reason the applicant is told/);
    expect(await rowCounts(t.db)).toEqual(before);

    const answered = (await admin('desk', 'answer', '--task', reference, '--decline', '--note', 'The trade licence has expired')) as { result: unknown };
    expect(answered.result).toEqual({ decision: 'declined', account_id: app.account_id, reason: 'The trade licence has expired', emailed_to: 'decline@partner.example' });
    const mail = (await mailsTo('decline@partner.example')).find((one) => one.related_type === 'partner_application' && one.subject?.startsWith('تم رفض')) as Record<string, string>;
    // The applicant wrote in Arabic: the answer is in Arabic.
    expect(mail.subject).toBe(`تم رفض طلب الحساب التجاري ${reference}`);
    expect(mail.text).toContain('السبب: The trade licence has expired');
    const inbox = await call(t.app, 'GET', '/api/b2b/v1/inbox?kind=service_notice', { token: testKey });
    expect(noticeTitled(inbox.body, 'Application declined')).toMatchObject({ title: 'Application declined', body: expect.stringContaining('The trade licence has expired') });
    expect((await call(t.app, 'GET', '/api/b2b/v1/whoami', { token: testKey })).status).toBe(200);
    expect(await t.db('api_keys').where({ account_id: app.account_id, mode: 'live' })).toHaveLength(0);
    expect(await application('decline@partner.example')).toMatchObject({ status: 'declined', decision_note: 'The trade licence has expired' });
    const twice = await refusal(['desk', 'answer', '--task', reference, '--accept']);
    expect(twice?.message).toMatch(/is answered, so it cannot be answered/);
  });

  it('refuses a credit line\'s terms on a partner application, and a failed answer leaves no mail, key or link', async () => {
    const { app } = await confirmed('atomic@partner.example');
    const reference = app.desk_reference as string;
    const creditTerms = await refusal(['desk', 'answer', '--task', reference, '--accept', '--limit-aed', '1000', '--terms', 'NET_30']);
    expect(creditTerms?.message).toMatch(/accepted with commercial terms/);
    const before = await rowCounts(t.db);
    // The decision's event comes after the key, the reveal link and the e-mail: refused, none of them stays.
    await whileRefusing('events', "NEW.type = 'account.application_decided'", async () => {
      // Read by its message: the driver's error class may come from another test file's module registry in this worker, which toThrow does not count as an Error.
      const refused = await admin('desk', 'answer', '--task', reference, '--accept').then(() => null, (err: unknown) => err);
      expect(refused).toMatchObject({ message: expect.stringContaining('the database refused the row') });
    });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await application('atomic@partner.example')).toMatchObject({ status: 'submitted' });
    expect(await t.db('desk_queue').where({ reference }).first()).toMatchObject({ status: 'open' });
    const accepted = (await admin('desk', 'answer', '--task', reference, '--accept')) as { result: Record<string, unknown> };
    expect(accepted.result).toMatchObject({ decision: 'accepted', commercial_terms: { terms: 'tariff', percent: 0 } });
  });
});
