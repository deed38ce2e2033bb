/**
 * The owner of an account comes from the operator: the desk's approval of a partner application
 * invites the application's contact as the owner of the account's live people, in the approval's
 * transaction; `npm run admin -- account owner` (and the console's partner page, over the operator
 * API) invites the owner of an account the operator made. One owner per account: refused while
 * one is active or invited with the invitation open (naming them), and of two invitations at once
 * the database stores one. The v1 API still never makes an owner.
 */
import request from 'supertest';
import { runAdmin, UsageError } from '../../scripts/admin';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { apply, postForm } from '../helpers/onboarding';
import { createStaffMember, opsCall, signIn, type StaffSession } from '../helpers/staff';
import { createAccount } from '../../src/apiKeys/store';
import { inviteAccountOwner } from '../../src/ops/accountOwner';
import { inviteOwner } from '../../src/sections/users/service';
import { Partition } from '../../src/engine/partition';
import { COMMAND_LINE } from '../../src/engine/audit';
import { isPostgres } from '../../src/platform/db';

const NOW = '2026-11-24T07:00:00.000Z';
const t = useV1Suite({ partners: ['agency'], now: NOW, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' } });
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock, { publicBaseUrl: 'https://trade.test' });
const refusal = (args: string[]) => admin(...args).then(() => null, (err: unknown) => err as UsageError);

const INVITATION = /^https?:\/\/[^/\s]+\/invitations\/([A-Za-z0-9_-]{43})$/m;
const usersOf = (accountId: string) => t.db('users').where({ account_id: accountId }).orderBy('created_at').orderBy('id');
const invitationMails = async (to: string) => (await t.db('mail_outbox').where({ to_address: to, related_type: 'user_invitation' }).orderBy('created_at').orderBy('id')) as Array<Record<string, string>>;
const audits = (accountId: string) => t.db('audit_events').where({ subject_type: 'account', subject_id: accountId, action: 'account.owner_invited' }).orderBy('id');

let accounts = 0;
/** An account the operator made, with nobody in it yet. */
const newAccount = async (): Promise<string> => (await createAccount(t.db, t.clock, `Operator-made Travel ${++accounts}`)).id;

interface Invited {
  account_id: string;
  user: Record<string, unknown> & { id: string };
  invitation_emailed_to: string;
}

describe('the approval of a partner application', () => {
  it('invites the contact as the owner of the live account, in the approval, with the invitation e-mailed', async () => {
    const token = await apply(t.app, t.db, { email: 'Owner@Approved.example', contact_name: 'Mariam  Al Suwaidi' });
    expect((await postForm(t.app, `/trade/apply/confirm/${token}`)).status).toBe(200);
    const application = await t.db('partner_applications').where({ email: 'owner@approved.example' }).first();
    const answered = (await admin('desk', 'answer', '--task', application.desk_reference, '--accept')) as { result: Record<string, unknown> };

    const [owner, ...others] = await usersOf(application.account_id);
    expect(others).toEqual([]);
    expect(owner).toMatchObject({ mode: 'live', role: 'owner', status: 'invited', email: 'owner@approved.example', first_name: 'Mariam', last_name: 'Al Suwaidi', invited_at: NOW, invitation_expires_at: '2026-12-01T07:00:00.000Z', joined_at: null });
    expect(answered.result.owner).toEqual({ invited: true, user_id: owner.id, email: 'owner@approved.example', invitation_expires_at: '2026-12-01T07:00:00.000Z' });
    expect(await t.db('state_moves').where({ subject_id: owner.id })).toMatchObject([{ from_state: null, to_state: 'invited', actor: 'desk:cli', mode: 'live' }]);

    // The invitation e-mail carries the link (only its hash is stored); the approval's mentions it.
    const [mail, ...more] = await invitationMails('owner@approved.example');
    expect(more).toEqual([]);
    const link = INVITATION.exec(mail?.text ?? '')?.[0] as string;
    expect(link).toBeDefined();
    expect(JSON.stringify(answered)).not.toContain(link.split('/').pop());
    const approval = (await t.db('mail_outbox').where({ to_address: 'owner@approved.example', related_type: 'partner_application' }).where('subject', 'like', '%was approved').first()) as { text: string };
    expect(approval.text).toContain("You are also invited to the partner portal as the owner of Gulf Horizons Travel L.L.C.'s account: a separate e-mail to owner@approved.example carries your invitation link");
    const notice = await t.db('events').where({ account_id: application.account_id, mode: 'live', type: 'account.application_decided' }).first('notice_body');
    expect(notice.notice_body).toContain("Mariam Al Suwaidi is invited to the partner portal as the account's owner");

    // The link opens the invitation as the owner, and accepting it makes them active.
    const path = new URL(link).pathname;
    const page = await request(t.app).get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('as <strong>owner</strong>');
    const accepted = await postForm(t.app, path, { password: 'sand dunes at sunrise', password_again: 'sand dunes at sunrise' });
    expect(accepted.status).toBe(200);
    expect(await t.db('users').where({ id: owner.id }).first()).toMatchObject({ status: 'active', joined_at: NOW, invitation_token_hash: null });
  });

  it('approves an account that has its owner already, saying why nobody was invited', async () => {
    const token = await apply(t.app, t.db, { email: 'second@approved.example' });
    expect((await postForm(t.app, `/trade/apply/confirm/${token}`)).status).toBe(200);
    const application = await t.db('partner_applications').where({ email: 'second@approved.example' }).first();
    await admin('account', 'owner', '--account', application.account_id, '--email', 'boss@approved.example', '--first-name', 'Omar', '--last-name', 'Khalil');
    const answered = (await admin('desk', 'answer', '--task', application.desk_reference, '--accept')) as { task: Record<string, unknown>; result: Record<string, unknown> };
    expect(answered.task).toMatchObject({ status: 'answered', answer: 'accepted' });
    expect(answered.result.owner).toEqual({ invited: false, reason: expect.stringMatching(/already has its owner, Omar Khalil <boss@approved\.example> \(usr_[0-9A-Za-z]{20}\), invited at /) });
    expect((await usersOf(application.account_id)).map((user) => [user.email, user.role])).toEqual([['boss@approved.example', 'owner']]);
    expect(await invitationMails('second@approved.example')).toEqual([]);
    const approval = (await t.db('mail_outbox').where({ to_address: 'second@approved.example', related_type: 'partner_application' }).where('subject', 'like', '%was approved').first()) as { text: string };
    expect(approval.text).not.toContain('partner portal');
  });
});

describe('npm run admin -- account owner', () => {
  it('invites the owner: one JSON object with the person as the API shows them, the invitation e-mailed, audited as the command line', async () => {
    const accountId = await newAccount();
    const printed = (await admin('account', 'owner', '--account', accountId, '--email', ' Layla@DesertRose.example ', '--first-name', 'Layla', '--last-name', 'Haddad')) as Invited;
    const stored = await t.db('users').where({ account_id: accountId }).first();
    expect(printed).toEqual({
      account_id: accountId,
      invitation_emailed_to: 'layla@desertrose.example',
      user: {
        object: 'user', sandbox: false, id: stored.id, email: 'layla@desertrose.example', first_name: 'Layla', last_name: 'Haddad', role: 'owner', status: 'invited',
        mfa_enabled: false, invited_at: NOW, invitation_expires_at: '2026-12-01T07:00:00.000Z', joined_at: null, last_active_at: null, deactivated_at: null,
      },
    });
    expect(JSON.parse(JSON.stringify(printed))).toEqual(printed);
    expect(stored).toMatchObject({ mode: 'live', role: 'owner', status: 'invited', invitation_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const [mail] = await invitationMails('layla@desertrose.example');
    const token = INVITATION.exec(mail?.text ?? '')?.[1] as string;
    expect(token).toBeDefined();
    expect(JSON.stringify(printed)).not.toContain(token);
    expect(mail).toMatchObject({ status: 'queued', related_id: stored.id });
    const [audit, ...more] = await audits(accountId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ staff_id: null, request_id: null, ip: null, at: NOW });
    expect(JSON.parse(audit.change)).toEqual({ after: { user_id: stored.id, email: 'layla@desertrose.example', role: 'owner', status: 'invited', invitation_expires_at: '2026-12-01T07:00:00.000Z' } });
    expect(await t.db('events').where({ subject_id: stored.id }).select('type', 'mode')).toEqual([{ type: 'user.invited', mode: 'live' }]);
    // The owner is one of the account's live people, as a live key reads them.
    expect(await t.db('users').where({ account_id: accountId, mode: 'test' })).toEqual([]);
  });

  it.each([
    ['an unknown account', ['--account', 'acc_nobody000000000000000', '--email', 'a@b.example', '--first-name', 'A', '--last-name', 'B'], /^No partner account acc_nobody000000000000000\.$/, 'not_found'],
    ['a malformed e-mail', ['--email', 'not-an-address', '--first-name', 'A', '--last-name', 'B'], /^--email must be an e-mail address such as owner@agency\.example, got "not-an-address"$/, 'validation_failed'],
    ['an empty first name', ['--email', 'a@b.example', '--first-name', '  ', '--last-name', 'B'], /^--first-name must be 1 to 60 characters, got 0$/, 'validation_failed'],
    ['a last name too long', ['--email', 'a@b.example', '--first-name', 'A', '--last-name', 'B'.repeat(61)], /^--last-name must be 1 to 60 characters, got 61$/, 'validation_failed'],
    ['a missing option', ['--email', 'a@b.example', '--first-name', 'A'], /^--last-name is required$/, undefined],
    ['an unknown option', ['--email', 'a@b.example', '--first-name', 'A', '--last-name', 'B', '--role', 'admin'], /^unknown option --role; this command takes --account, --email, --first-name, --last-name$/, undefined],
  ])('refuses %s in one line, changing nothing', async (_what, args, message, code) => {
    const accountId = await newAccount();
    const before = await rowCounts(t.db);
    const refused = await refusal(['account', 'owner', ...(args.includes('--account') ? [] : ['--account', accountId]), ...args]);
    expect(refused).toBeInstanceOf(UsageError);
    expect(refused?.message).toMatch(message);
    expect(refused?.message).not.toContain('\n');
    expect(refused?.code).toBe(code);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses while the account has an owner, active or invited with the invitation open, naming them', async () => {
    const accountId = await newAccount();
    const first = (await admin('account', 'owner', '--account', accountId, '--email', 'first@owner.example', '--first-name', 'Hessa', '--last-name', 'Saeed')) as Invited;
    const before = await rowCounts(t.db);
    for (const email of ['second@owner.example', 'first@owner.example']) {
      const refused = await refusal(['account', 'owner', '--account', accountId, '--email', email, '--first-name', 'Rashid', '--last-name', 'Saeed']);
      expect(refused?.message).toBe(`account ${accountId} already has its owner, Hessa Saeed <first@owner.example> (${first.user.id}), invited at ${NOW}, the invitation open until 2026-12-01T07:00:00.000Z: an account has one owner, so nothing was stored`);
      expect(refused?.code).toBe('invalid_state');
    }
    expect(await rowCounts(t.db)).toEqual(before);

    // Accepted: still the owner, now active.
    const [mail] = await invitationMails('first@owner.example');
    expect((await postForm(t.app, new URL(INVITATION.exec(mail?.text ?? '')?.[0] as string).pathname, { password: 'sand dunes at sunrise', password_again: 'sand dunes at sunrise' })).status).toBe(200);
    t.clock.advance(30 * 86_400);
    const refused = await refusal(['account', 'owner', '--account', accountId, '--email', 'second@owner.example', '--first-name', 'Rashid', '--last-name', 'Saeed']);
    expect(refused?.message).toBe(`account ${accountId} already has its owner, Hessa Saeed <first@owner.example> (${first.user.id}), active since ${NOW}: an account has one owner, so nothing was stored`);
  });

  it('refuses an address another person of the account holds', async () => {
    const { agency } = t.partners;
    const booker = await call(t.app, 'POST', '/api/b2b/v1/users', { token: agency.keys.live, body: { email: 'agent@agency.example', first_name: 'Sara', last_name: 'Nasser', role: 'booker' } });
    expect(booker.status).toBe(201);
    const before = await rowCounts(t.db);
    const refused = await refusal(['account', 'owner', '--account', agency.accountId, '--email', 'AGENT@agency.example', '--first-name', 'Sara', '--last-name', 'Nasser']);
    expect(refused?.message).toBe(`--email agent@agency.example already belongs to Sara Nasser (${booker.body.id}), invited with the role booker: invite the owner with an address of their own`);
    expect(refused?.code).toBe('validation_failed');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('replaces an owner\'s invitation that lapsed: sent again to the same address, or the lapsed owner deactivated for another', async () => {
    const accountId = await newAccount();
    const first = (await admin('account', 'owner', '--account', accountId, '--email', 'late@owner.example', '--first-name', 'Noor', '--last-name', 'Aziz')) as Invited;
    const [lapsed] = await invitationMails('late@owner.example');
    t.clock.advance(8 * 86_400);
    const again = (await admin('account', 'owner', '--account', accountId, '--email', 'late@owner.example', '--first-name', 'Noor', '--last-name', 'Al Aziz')) as Invited;
    expect(again.user).toMatchObject({ id: first.user.id, last_name: 'Al Aziz', status: 'invited', invited_at: '2026-12-02T07:00:00.000Z', invitation_expires_at: '2026-12-09T07:00:00.000Z' });
    const mails = await invitationMails('late@owner.example');
    expect(mails).toHaveLength(2);
    // The lapsed link names nobody now; the new one opens.
    expect((await request(t.app).get(new URL(INVITATION.exec(lapsed?.text ?? '')?.[0] as string).pathname)).status).toBe(404);
    expect((await request(t.app).get(new URL(INVITATION.exec(mails[1]?.text ?? '')?.[0] as string).pathname)).status).toBe(200);
    expect(JSON.parse((await audits(accountId))[1].change)).toMatchObject({ replaced: { user_id: first.user.id, email: 'late@owner.example', invitation_expires_at: '2026-12-01T07:00:00.000Z' } });

    t.clock.advance(8 * 86_400);
    const other = (await admin('account', 'owner', '--account', accountId, '--email', 'next@owner.example', '--first-name', 'Fatima', '--last-name', 'Aziz')) as Invited;
    expect(other.user).toMatchObject({ role: 'owner', status: 'invited', email: 'next@owner.example' });
    expect((await usersOf(accountId)).map((user) => [user.email, user.role, user.status])).toEqual([
      ['late@owner.example', 'owner', 'deactivated'],
      ['next@owner.example', 'owner', 'invited'],
    ]);
    expect(await t.db('state_moves').where({ subject_id: first.user.id }).orderBy('id').select('from_state', 'to_state', 'actor')).toEqual([
      { from_state: null, to_state: 'invited', actor: 'desk:cli' },
      { from_state: 'invited', to_state: 'deactivated', actor: 'desk:cli' },
    ]);
  });

  it('of two invitations at once stores exactly one; the other is refused naming the owner', async () => {
    const accountId = await newAccount();
    const invite = (email: string) => inviteAccountOwner(t.sections, t.db, t.clock, COMMAND_LINE, 'https://trade.test', accountId, { email, first_name: 'Twin', last_name: email.split('@')[0] as string });
    const outcomes = await Promise.allSettled([invite('one@race.example'), invite('two@race.example'), invite('three@race.example')]);
    const won = outcomes.filter((outcome): outcome is PromiseFulfilledResult<Awaited<ReturnType<typeof invite>>> => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const owner = won[0]?.value.user;
    for (const outcome of outcomes.filter((one) => one.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ code: 'refused', message: expect.stringContaining(`already has its owner, Twin ${owner?.last_name} <${owner?.email}> (${owner?.id})`) });
    }
    expect((await usersOf(accountId)).map((user) => user.email)).toEqual([owner?.email]);
    expect(await t.db('mail_outbox').where({ related_type: 'user_invitation' }).whereIn('to_address', ['one@race.example', 'two@race.example', 'three@race.example'])).toHaveLength(1);
    expect(await audits(accountId)).toHaveLength(1);
    if (isPostgres(t.db)) expect(outcomes.filter((one) => one.status === 'rejected')).toHaveLength(2);
  });

  it('is held by the database: a second owner who holds the account cannot be stored, and an invitation racing an uncommitted one waits for it and is refused', async () => {
    const accountId = await newAccount();
    const first = (await admin('account', 'owner', '--account', accountId, '--email', 'held@index.example', '--first-name', 'Held', '--last-name', 'Owner')) as Invited;
    const row = { account_id: accountId, mode: 'live', id: 'usr_SecondOwner000000000', email: 'second@index.example', first_name: 'Second', last_name: 'Owner', role: 'owner', status: 'active', mfa_enabled: false, invited_at: NOW, created_at: NOW };
    await expect(t.db('users').insert(row)).rejects.toMatchObject({ message: expect.stringMatching(/unique|UNIQUE/) });
    await t.db('users').insert({ ...row, status: 'deactivated' });
    await t.db('users').where({ id: row.id }).delete();
    expect((await usersOf(accountId)).map((user) => user.id)).toEqual([first.user.id]);
    if (!isPostgres(t.db)) return;

    // PostgreSQL: an invitation whose transaction has not committed yet holds the index; the second waits on it, then is refused naming the first.
    const other = await newAccount();
    let commit = (): void => undefined;
    let inserted = (): void => undefined;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const held = new Promise<void>((resolve) => (commit = resolve));
    const slow = t.db.transaction(async (trx) => {
      const user = await inviteOwner(Partition.forDesk(t.sections, trx, t.clock, other, 'cli'), { email: 'slow@race.example', first_name: 'Slow', last_name: 'Owner' }, 'https://trade.test');
      inserted();
      await held;
      return user;
    });
    await insertedYet;
    const racing = inviteAccountOwner(t.sections, t.db, t.clock, COMMAND_LINE, 'https://trade.test', other, { email: 'fast@race.example', first_name: 'Fast', last_name: 'Owner' }).then(() => null, (err: unknown) => err);
    for (let tries = 0; tries < 100; tries++) {
      const waiting = await t.db.raw("select count(*) as n from pg_locks where not granted and locktype = 'transactionid'");
      if (Number(waiting.rows[0].n) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    commit();
    const owner = await slow;
    expect(await racing).toMatchObject({ code: 'refused', message: expect.stringContaining(`already has its owner, Slow Owner <slow@race.example> (${owner.id})`) });
    expect((await usersOf(other)).map((user) => user.email)).toEqual(['slow@race.example']);
  });

  it('leaves the v1 API unable to make an owner, or to give back a replaced owner', async () => {
    const { agency } = t.partners;
    const owner = await call(t.app, 'POST', '/api/b2b/v1/users', { token: agency.keys.live, body: { email: 'self@agency.example', first_name: 'Self', last_name: 'Made', role: 'owner' } });
    expect(owner.status).toBe(422);
    const invited = (await admin('account', 'owner', '--account', agency.accountId, '--email', 'lapsed@agency.example', '--first-name', 'Lapsed', '--last-name', 'Owner')) as Invited;
    t.clock.advance(8 * 86_400);
    await admin('account', 'owner', '--account', agency.accountId, '--email', 'owner@agency.example', '--first-name', 'Real', '--last-name', 'Owner');
    const back = await call(t.app, 'POST', `/api/b2b/v1/users/${invited.user.id}/reactivate`, { token: agency.keys.live });
    expect(back.status).toBe(409);
    expect(back.body.error).toMatchObject({ code: 'invalid_state', message: expect.stringContaining('an owner whose invitation was replaced') });
    const role = await call(t.app, 'POST', `/api/b2b/v1/users/${invited.user.id}/role`, { token: agency.keys.live, body: { role: 'admin' } });
    expect(role.status).toBe(409);
  });
});

describe('POST /api/ops/v1/partners/{accountId}/owner', () => {
  let adminId: string;
  let adminSession: StaffSession;
  let deskSession: StaffSession;
  beforeAll(async () => {
    const member = await createStaffMember(t, { roles: ['admin'] });
    adminId = member.id;
    adminSession = await signIn(t, member);
    deskSession = await signIn(t, await createStaffMember(t, { roles: ['desk'] }));
  });

  it('invites the owner for an admin, audited with them; refuses other roles, a second owner and an unknown partner', async () => {
    // Signing in moved the clock on (one TOTP step each).
    t.clock.set(NOW);
    const accountId = await newAccount();
    const path = `/api/ops/v1/partners/${accountId}/owner`;
    const body = { email: 'Khalid@Oasis.example', first_name: 'Khalid', last_name: 'Mansour' };
    const desk = await opsCall(t, 'POST', path, { session: deskSession, body });
    expect([desk.status, desk.body.error?.code]).toEqual([403, 'role_required']);
    const created = await opsCall(t, 'POST', path, { session: adminSession, body });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      account_id: accountId,
      person: { id: expect.stringMatching(/^usr_/), name: 'Khalid Mansour', email: 'khalid@oasis.example', role: 'owner', status: 'invited', invited_at: NOW, joined_at: null, last_active_at: null },
      invitation_emailed_to: 'khalid@oasis.example',
      invitation_expires_at: '2026-12-01T07:00:00.000Z',
    });
    expect(JSON.stringify(created.body)).not.toMatch(/invitations\//);
    const [audit] = await audits(accountId);
    expect(audit).toMatchObject({ staff_id: adminId });
    const people = await opsCall(t, 'GET', `/api/ops/v1/partners/${accountId}/people`, { session: adminSession });
    expect(people.body.data).toEqual([created.body.person]);

    const second = await opsCall(t, 'POST', path, { session: adminSession, body: { ...body, email: 'other@oasis.example' } });
    expect([second.status, second.body.error?.code]).toEqual([409, 'invalid_state']);
    expect(second.body.error.message).toContain('already has its owner, Khalid Mansour <khalid@oasis.example>');
    const malformed = await opsCall(t, 'POST', path, { session: adminSession, body: { ...body, first_name: '' } });
    expect(malformed.status).toBe(422);
    const unknown = await opsCall(t, 'POST', '/api/ops/v1/partners/acc_nobody000000000000000/owner', { session: adminSession, body });
    expect(unknown.status).toBe(404);
    expect(await audits(accountId)).toHaveLength(1);
  });
});
