/**
 * One open partner application per e-mail address (NFKC, case-folded, trimmed) and per TRN (its
 * digits; an application without a TRN is held by its e-mail address alone): a second is answered in the same words and status as a first, stores nothing, mails
 * its sender no link and makes no account; the open application's contact is told someone applied
 * again. Held by a unique index, so concurrent applications (two instances on PostgreSQL) store
 * one. A decided application, or an unconfirmed one whose link expired, no longer holds its keys.
 */
import { useV1Suite } from '../helpers/suite';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { usingPostgres } from '../helpers/testDb';
import { runAdmin } from '../../scripts/admin';
import { chromeText, freshTrn, goodForm, linkMailed, postForm, ukForm } from '../helpers/onboarding';
import { applicationEmailKey, applicationTrnKey } from '../../src/sections/onboarding/service';
import en from '../../src/sections/onboarding/words/en.json';

const NOW = '2026-11-24T07:00:00.000Z';
const ENV = { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' };
const t = useV1Suite({ now: NOW, env: ENV });

const applicationsWith = async (where: Record<string, string>) => (await t.db('partner_applications').where(where)) as Array<Record<string, string | null>>;
const mailsTo = async (to: string) => (await t.db('mail_outbox').where({ to_address: to }).orderBy('created_at')) as Array<Record<string, string>>;
const count = async (table: string): Promise<number> => Number(((await t.db(table).count({ n: '*' }).first()) as { n: number | string }).n);
/** The page as a reader sees it, with the address it names left out (each applicant sees their own). */
const pageWords = (text: string, email: string): string => chromeText(text.replaceAll(email, '<email>')).replace(/\s+/g, ' ').trim();

const send = (form: Record<string, string>, app = t.app) => postForm(app, '/trade/apply', { ...goodForm, ...form });

describe('the canonical keys', () => {
  it('fold an e-mail address\'s case, width and spaces, and keep a TRN\'s digits only', () => {
    expect(['Mariam@GulfHorizons.example', ' mariam@gulfhorizons.EXAMPLE ', 'ＭＡＲＩＡＭ＠ｇｕｌｆｈｏｒｉｚｏｎｓ．ｅｘａｍｐｌｅ'].map(applicationEmailKey)).toEqual(Array(3).fill('mariam@gulfhorizons.example'));
    expect(['100123456700003', '100 1234 5670 0003', '100-1234-5670-0003', '１００１２３４５６７００００３'].map(applicationTrnKey)).toEqual(Array(4).fill('100123456700003'));
  });
});

describe('a second application', () => {
  it('with the same e-mail address in another spelling is answered as a new one, stores nothing, and tells the open application\'s contact', async () => {
    const trn = freshTrn();
    const first = await send({ email: 'Ops@Dup-Email.example', trn });
    expect(first.status).toBe(200);
    const [open] = await applicationsWith({ email: 'ops@dup-email.example' });
    expect(open).toMatchObject({ status: 'pending_email', email_key: 'ops@dup-email.example', trn_key: trn });
    const { token } = await linkMailed(t.db, 'ops@dup-email.example', '/trade/apply/confirm');
    const [applications, mails] = [await count('partner_applications'), await count('mail_outbox')];

    const again = await send({ email: '  OPS@dup-email.EXAMPLE ', trn: freshTrn(), legal_name: 'Someone Else LLC' });
    expect(again.status).toBe(first.status);
    expect(pageWords(again.text, 'ops@dup-email.example')).toBe(pageWords(first.text, 'ops@dup-email.example'));
    expect(await count('partner_applications')).toBe(applications);
    // One mail: to the open application's contact (the same address), saying someone applied again; no new link.
    expect(await count('mail_outbox')).toBe(mails + 1);
    const told = (await mailsTo('ops@dup-email.example')).find((mail) => mail.subject === en.mail_again_subject);
    expect(told).toMatchObject({ subject: en.mail_again_subject });
    expect(told?.text).toContain('No second application was opened');
    expect(told?.text).not.toMatch(/\/trade\/apply\/confirm\//);
    // The first link still works, and makes the one account.
    expect((await postForm(t.app, `/trade/apply/confirm/${token}`)).status).toBe(200);
    const accounts = await count('accounts');
    expect(await send({ email: 'ops@dup-email.example', trn: freshTrn() }).then((res) => res.status)).toBe(200);
    expect(await count('accounts')).toBe(accounts);
    expect(await applicationsWith({ email_key: 'ops@dup-email.example' })).toHaveLength(1);
  });

  it('with the same TRN written otherwise is answered as a new one; its sender gets nothing, the open application\'s contact is told', async () => {
    const trn = freshTrn();
    const first = await send({ email: 'first@dup-trn.example', trn });
    const spaced = `${trn.slice(0, 3)} ${trn.slice(3, 7)}-${trn.slice(7, 11)} ${trn.slice(11)}`;
    const again = await send({ email: 'second@dup-trn.example', trn: spaced });
    expect(again.status).toBe(first.status);
    expect(pageWords(again.text, 'second@dup-trn.example')).toBe(pageWords(first.text, 'first@dup-trn.example'));
    expect(await applicationsWith({ email: 'second@dup-trn.example' })).toEqual([]);
    expect(await mailsTo('second@dup-trn.example')).toEqual([]);
    expect((await mailsTo('first@dup-trn.example')).map((mail) => mail.subject).sort()).toEqual([en.mail_again_subject, en.mail_confirm_subject].sort());
  });

  it('is stored once the open one is decided, or once its unconfirmed link has expired', async () => {
    const trn = freshTrn();
    await send({ email: 'expired@release.example', trn });
    const [expired] = await applicationsWith({ email: 'expired@release.example' });
    t.clock.set(expired?.email_token_expires_at as string);
    await send({ email: 'fresh@release.example', trn });
    expect(await applicationsWith({ email: 'fresh@release.example' })).toEqual([expect.objectContaining({ status: 'pending_email', trn_key: trn })]);
    expect(await applicationsWith({ email: 'expired@release.example' })).toEqual([expect.objectContaining({ status: 'pending_email', trn_key: null, email_key: null })]);

    const { token } = await linkMailed(t.db, 'fresh@release.example', '/trade/apply/confirm');
    expect((await postForm(t.app, `/trade/apply/confirm/${token}`)).status).toBe(200);
    const [submitted] = await applicationsWith({ email: 'fresh@release.example' });
    await send({ email: 'later@release.example', trn });
    expect(await applicationsWith({ email: 'later@release.example' })).toEqual([]);
    await runAdmin(['desk', 'answer', '--task', submitted?.desk_reference as string, '--decline', '--note', 'The trade licence could not be verified'], t.db, t.clock);
    // Declined: the account never took the claimed TRN, and the company may apply again.
    expect((await t.db('accounts').where({ id: submitted?.account_id }).first('trn')).trn).toBeNull();
    await send({ email: 'later@release.example', trn });
    expect(await applicationsWith({ email: 'later@release.example' })).toEqual([expect.objectContaining({ status: 'pending_email', trn_key: trn })]);
  });
});

(usingPostgres ? describe : describe.skip)('concurrent applications (PostgreSQL, two instances)', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ database: t.database, clock: t.clock, env: ENV });
  });
  afterAll(() => second?.close());

  const N = 12;
  it(`of one TRN: ${N} at once store one application, mail one link and make one account`, async () => {
    const trn = freshTrn();
    const emails = Array.from({ length: N }, (_, i) => `racer${i}@same-trn.example`);
    const answers = await Promise.all(emails.map((email, i) => send({ email, trn }, i % 2 === 0 ? t.app : second.app)));
    expect(answers.map((res) => res.status)).toEqual(Array(N).fill(200));
    const stored = await applicationsWith({ trn_key: trn });
    expect(stored).toHaveLength(1);
    const winner = stored[0]?.email as string;
    const links = await t.db('mail_outbox').whereIn('to_address', emails).where({ subject: en.mail_confirm_subject });
    expect(links.map((mail: { to_address: string }) => mail.to_address)).toEqual([winner]);
    const accounts = await count('accounts');
    const { token } = await linkMailed(t.db, winner, '/trade/apply/confirm');
    expect((await postForm(t.app, `/trade/apply/confirm/${token}`)).status).toBe(200);
    expect(await count('accounts')).toBe(accounts + 1);
  });

  it(`of one e-mail address in ${N} spellings at once store one application`, async () => {
    const spellings = Array.from({ length: N }, (_, i) => (i % 3 === 0 ? 'Racer@Same-Email.example' : i % 3 === 1 ? ' racer@same-email.EXAMPLE' : 'RACER@SAME-EMAIL.EXAMPLE'));
    const answers = await Promise.all(spellings.map((email, i) => send({ email, trn: freshTrn() }, i % 2 === 0 ? t.app : second.app)));
    expect(answers.map((res) => res.status)).toEqual(Array(N).fill(200));
    expect(await applicationsWith({ email_key: 'racer@same-email.example' })).toHaveLength(1);
  });

  it(`of one e-mail address without a TRN (a company abroad): ${N} at once store one application`, async () => {
    const spellings = Array.from({ length: N }, (_, i) => (i % 2 === 0 ? 'Abroad@No-Trn.example' : ' abroad@no-trn.EXAMPLE'));
    const answers = await Promise.all(spellings.map((email, i) => send({ ...ukForm, email }, i % 2 === 0 ? t.app : second.app)));
    expect(answers.map((res) => res.status)).toEqual(Array(N).fill(200));
    expect(await applicationsWith({ email_key: 'abroad@no-trn.example' })).toEqual([expect.objectContaining({ trn: null, trn_key: null, country: 'GB' })]);
  });
});
