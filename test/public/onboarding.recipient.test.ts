/**
 * Every element of the recipient, for every partner (issue 25, section 6): the application asks
 * the registered address (street and building, city, country), the e-mail address for invoices,
 * and whether the company is registered for VAT in the UAE; a TRN only then. A company in the
 * United Kingdom and a UAE company under the registration threshold apply without one, the desk
 * sees the difference, and on approval the account's legal details and live billing e-mail are
 * the application's, read back by the partner in `GET /settings`. One open application per
 * e-mail address holds with no TRN to hold it too.
 */
import request from 'supertest';
import { runAdmin } from '../../scripts/admin';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { apply, goodForm, linkMailed, postForm, ukForm } from '../helpers/onboarding';
import en from '../../src/sections/onboarding/words/en.json';

const NOW = '2026-11-24T07:00:00.000Z';
const t = useV1Suite({ now: NOW, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' } });
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock);

const application = async (email: string) => (await t.db('partner_applications').where({ email }).first()) as Record<string, unknown>;
const accountOf = async (id: unknown) => (await t.db('accounts').where({ id }).first('legal_name', 'legal_address', 'legal_country', 'trn')) as Record<string, unknown>;

/** Applies with `form`, confirms, and answers the test key and the stored application. */
async function confirmed(form: Record<string, string>): Promise<{ testKey: string; app: Record<string, unknown> }> {
  const token = await apply(t.app, t.db, form);
  const page = await postForm(t.app, `/trade/apply/confirm/${token}`);
  expect(page.status).toBe(200);
  const testKey = /data-test-key><bdi dir="ltr">(svc_test_[0-9A-Za-z]{40,})<\/bdi>/.exec(page.text)?.[1] ?? '';
  return { testKey, app: await application((form.email ?? '').toLowerCase()) };
}

/** Accepts the application, reveals its live key through the e-mailed link and switches live access on. */
async function approved(app: Record<string, unknown>): Promise<string> {
  await admin('desk', 'answer', '--task', app.desk_reference as string, '--accept');
  const { token } = await linkMailed(t.db, app.email as string, '/trade/keys');
  const shown = await postForm(t.app, `/trade/keys/${token}`);
  await admin('account', 'live-access', '--account', app.account_id as string, '--on');
  return /data-live-key><bdi dir="ltr">(svc_live_[0-9A-Za-z]{40,})<\/bdi>/.exec(shown.text)?.[1] ?? '';
}

describe('a company outside the UAE', () => {
  it('applies without a TRN; the desk sees it is outside the UAE; approval gives the account its address, country and billing e-mail, and no TRN', async () => {
    const { testKey, app } = await confirmed(ukForm);
    expect(app).toMatchObject({ legal_name: 'Thames Journeys Ltd', address: '12 Clerkenwell Road', city: 'London EC1M 5PQ', country: 'GB', trn: null, trn_key: null, billing_email: 'ledger@thamesjourneys.example', status: 'submitted' });
    expect(Boolean(app.vat_registered)).toBe(false);

    const task = await t.db('desk_queue').where({ reference: app.desk_reference }).first();
    expect(task.summary).toBe('Partner application from Thames Journeys Ltd (United Kingdom, outside the UAE): Travel agency, 50 to 200 bookings a month; contact Oliver Hughes <oliver@thamesjourneys.example>');
    expect(JSON.parse(task.details)).toMatchObject({ registered_address: '12 Clerkenwell Road, London EC1M 5PQ', country: 'GB', vat_status: 'Outside the UAE (GB)', trn_claimed: null, billing_email: 'ledger@thamesjourneys.example' });

    // Before approval the account has only its name: the rest is the applicant's claim.
    expect(await accountOf(app.account_id)).toEqual({ legal_name: 'Thames Journeys Ltd', legal_address: null, legal_country: null, trn: null });
    const liveKey = await approved(app);
    expect(await accountOf(app.account_id)).toEqual({ legal_name: 'Thames Journeys Ltd', legal_address: '12 Clerkenwell Road, London EC1M 5PQ', legal_country: 'GB', trn: null });

    // The partner reads its details: live with its billing e-mail; the test partition shows no seeded TRN for a company whose country is known.
    const live = await call(t.app, 'GET', '/api/b2b/v1/settings', { token: liveKey });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({
      sandbox: false,
      account: { id: app.account_id, legal_name: 'Thames Journeys Ltd', address: '12 Clerkenwell Road, London EC1M 5PQ', country: 'GB', trn: null, vat_registered: false },
      billing_email: 'ledger@thamesjourneys.example',
    });
    const test = await call(t.app, 'GET', '/api/b2b/v1/settings', { token: testKey });
    expect(test.body.account).toMatchObject({ country: 'GB', trn: null, vat_registered: false });
  });
});

describe('a UAE company not registered for VAT', () => {
  it('applies without a TRN and its account holds country AE with none', async () => {
    const { app } = await confirmed({ ...goodForm, email: 'small@oasis.example', legal_name: 'Oasis Small Tours LLC', vat_registered: 'no', trn: '', billing_email: 'invoices@oasis.example' });
    expect(app).toMatchObject({ country: 'AE', trn: null, trn_key: null });
    const task = await t.db('desk_queue').where({ reference: app.desk_reference }).first();
    expect(task.summary).toContain('(United Arab Emirates, not VAT-registered)');
    expect(JSON.parse(task.details)).toMatchObject({ vat_status: 'Not VAT-registered in the UAE', trn_claimed: null });
    const liveKey = await approved(app);
    expect(await accountOf(app.account_id)).toEqual({ legal_name: 'Oasis Small Tours LLC', legal_address: 'Office 1204, Bay Square 7, Business Bay, Dubai', legal_country: 'AE', trn: null });
    const live = await call(t.app, 'GET', '/api/b2b/v1/settings', { token: liveKey });
    expect(live.body).toMatchObject({ account: { country: 'AE', trn: null, vat_registered: false }, billing_email: 'invoices@oasis.example' });
  });

  it('a registered UAE company gets its TRN, read back as VAT-registered', async () => {
    const { app } = await confirmed({ ...goodForm, email: 'big@oasis.example', legal_name: 'Oasis Big Tours LLC', trn: '100 4444 5555 6663' });
    const liveKey = await approved(app);
    expect(await accountOf(app.account_id)).toMatchObject({ legal_country: 'AE', trn: '100444455556663' });
    const live = await call(t.app, 'GET', '/api/b2b/v1/settings', { token: liveKey });
    expect(live.body.account).toMatchObject({ country: 'AE', trn: '100444455556663', vat_registered: true });
  });
});

describe('the form refuses a TRN where none applies, and asks for one where it does', () => {
  const post = (form: Record<string, string>) => request(t.app).post('/trade/apply').set('Origin', 'https://trade.test').type('form').send(form);
  it.each([
    ['a TRN from a company in the United Kingdom', { ...ukForm, email: 'r1@refused.example', trn: '100123456700003' }, { trn: 'error_trn_not_asked' }],
    ['a UK company saying it is VAT-registered in the UAE', { ...ukForm, email: 'r2@refused.example', vat_registered: 'yes' }, { vat_registered: 'error_vat_outside' }],
    ['a registered UAE company without its TRN', { ...goodForm, email: 'r3@refused.example', trn: '' }, { trn: 'error_trn_required' }],
    ['a TRN from a UAE company not registered', { ...goodForm, email: 'r4@refused.example', vat_registered: 'no' }, { trn: 'error_trn_not_asked' }],
    ['no VAT answer, address, city nor billing e-mail', { ...ukForm, email: 'r5@refused.example', vat_registered: '', address: '', city: ' ', billing_email: 'ledger@' }, { address: 'error_address', city: 'error_city', vat_registered: 'error_vat_registered', billing_email: 'error_billing_email' }],
  ] as const)('refuses %s, storing nothing', async (_name, form, problems) => {
    const before = await rowCounts(t.db);
    const res = await post(form);
    expect(res.status).toBe(422);
    expect([...res.text.matchAll(/data-error="([a-z_]+)">([^<]*)</g)].map((match) => [match[1], match[2]?.replace(/&#39;/g, "'")])).toEqual(Object.entries(problems).map(([field, key]) => [field, en[key]]));
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('one open application per e-mail address, with no TRN', () => {
  it('stores two companies without a TRN, and refuses the same address again', async () => {
    expect((await postForm(t.app, '/trade/apply', { ...ukForm, email: 'one@notrn.example' })).status).toBe(200);
    expect((await postForm(t.app, '/trade/apply', { ...ukForm, email: 'two@notrn.example', legal_name: 'Another Ltd' })).status).toBe(200);
    const again = await postForm(t.app, '/trade/apply', { ...ukForm, email: 'ONE@notrn.example', legal_name: 'Someone Else Ltd' });
    expect(again.status).toBe(200);
    expect(await t.db('partner_applications').where('email', 'like', '%@notrn.example').orderBy('email').select('email', 'legal_name', 'trn_key')).toEqual([
      { email: 'one@notrn.example', legal_name: 'Thames Journeys Ltd', trn_key: null },
      { email: 'two@notrn.example', legal_name: 'Another Ltd', trn_key: null },
    ]);
    // The open application's contact is told; the other one, holding no TRN in common, is not.
    const subjects = async (to: string) => ((await t.db('mail_outbox').where({ to_address: to }).select('subject')) as Array<{ subject: string }>).map((mail) => mail.subject).sort();
    expect(await subjects('one@notrn.example')).toEqual([en.mail_again_subject, en.mail_confirm_subject].sort());
    expect(await subjects('two@notrn.example')).toEqual([en.mail_confirm_subject]);
  });
});
