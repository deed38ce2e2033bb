/**
 * Partners over the operator API: admin, desk and finance read them; only admins change legal
 * details, terms, live access and keys, and only finance sets a credit line. A key is shown once
 * (no-store) and never written to the log; a revoked key stops working at once; switching live
 * access decides whether live keys work. Every change writes an audit row.
 */
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { routes } from '../../src/generated/ops/routes';
import { Partition } from '../../src/engine/partition';
import { creditWallet } from '../../src/engine/wallet';

const OPS = '/api/ops/v1';
const t = useV1Suite({ partners: ['agency', 'other'], now: '2026-11-24T07:00:00.000Z', resetClock: false });
const { agency } = t.partners;

let admin: StaffFixture;
let finance: StaffFixture;
const sessions: Record<'admin' | 'desk' | 'finance' | 'dispatch', StaffSession> = {} as never;
const audits = (subjectType: string, subjectId: string) => t.db('audit_events').where({ subject_type: subjectType, subject_id: subjectId }).orderBy('id');
const whoami = (key: string) => request(t.app).get('/api/b2b/v1/whoami').set('Authorization', `Bearer ${key}`);

beforeAll(async () => {
  admin = await createStaffMember(t, { roles: ['admin'] });
  finance = await createStaffMember(t, { roles: ['finance'] });
  sessions.admin = await signIn(t, admin);
  sessions.finance = await signIn(t, finance);
  sessions.desk = await signIn(t, await createStaffMember(t, { roles: ['desk'] }));
  sessions.dispatch = await signIn(t, await createStaffMember(t, { roles: ['dispatch'] }));
});

describe('roles', () => {
  it('lets admin, desk and finance read; admin change; finance set credit lines; refusing the others with 403 and changing nothing', async () => {
    expect(Object.fromEntries(routes.filter((route) => route.tag === 'Partners').map((route) => [route.operationId, route.security.flatMap((req) => req.scopes)]))).toEqual({
      listPartners: ['admin', 'desk', 'finance'],
      getPartner: ['admin', 'desk', 'finance'],
      updatePartner: ['admin'],
      setPartnerLiveAccess: ['admin'],
      issuePartnerKey: ['admin'],
      revokePartnerKey: ['admin'],
      rollPartnerKey: ['admin'],
      setPartnerCreditLine: ['finance'],
      listPartnerLedger: ['admin', 'desk', 'finance'],
      listPartnerPeople: ['admin', 'desk', 'finance'],
      listPartnerNotices: ['admin', 'desk', 'finance'],
      listPartnerEmails: ['admin', 'desk', 'finance'],
      getPartnerPayoutBankDetails: ['finance'],
      invitePartnerOwner: ['admin'],
    });
    const keyId = agency.keyIds.test;
    const cases: Array<[StaffSession, 'GET' | 'POST' | 'PATCH', string, object | undefined]> = [
      [sessions.dispatch, 'GET', `${OPS}/partners`, undefined],
      [sessions.dispatch, 'GET', `${OPS}/partners/${agency.accountId}`, undefined],
      [sessions.dispatch, 'GET', `${OPS}/partners/${agency.accountId}/ledger`, undefined],
      [sessions.dispatch, 'GET', `${OPS}/partners/${agency.accountId}/people`, undefined],
      [sessions.dispatch, 'GET', `${OPS}/partners/${agency.accountId}/notices`, undefined],
      [sessions.dispatch, 'GET', `${OPS}/partners/${agency.accountId}/emails`, undefined],
    ];
    for (const session of [sessions.desk, sessions.finance, sessions.dispatch]) {
      cases.push(
        [session, 'PATCH', `${OPS}/partners/${agency.accountId}`, { legal_name: 'Nobody LLC' }],
        [session, 'POST', `${OPS}/partners/${agency.accountId}/live-access`, { on: false }],
        [session, 'POST', `${OPS}/partners/${agency.accountId}/keys`, { mode: 'test' }],
        [session, 'POST', `${OPS}/keys/${keyId}/revoke`, undefined],
        [session, 'POST', `${OPS}/keys/${keyId}/roll`, undefined],
        [session, 'POST', `${OPS}/partners/${agency.accountId}/owner`, { email: 'owner@agency.example', first_name: 'No', last_name: 'Body' }],
      );
    }
    for (const session of [sessions.admin, sessions.desk, sessions.dispatch]) cases.push([session, 'POST', `${OPS}/partners/${agency.accountId}/credit-line`, { limit_aed: 1000, terms: 'NET_30' }]);
    const before = { keys: await t.db('api_keys').select('id', 'revoked_at').orderBy('id'), account: await t.db('accounts').where({ id: agency.accountId }).first() };
    for (const [session, method, path, body] of cases) {
      const res = await opsCall(t, method, path, { session, ...(body ? { body } : {}) });
      expect([method, path, res.status, res.body.error?.code]).toEqual([method, path, 403, 'role_required']);
    }
    expect({ keys: await t.db('api_keys').select('id', 'revoked_at').orderBy('id'), account: await t.db('accounts').where({ id: agency.accountId }).first() }).toEqual(before);
    expect(await t.db('audit_events').whereIn('subject_type', ['account', 'api_key'])).toEqual([]);
    for (const session of [sessions.admin, sessions.desk, sessions.finance]) {
      for (const part of ['', '/ledger', '/people', '/notices', '/emails']) {
        expect([part, (await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}${part}`, { session })).status]).toEqual([part, 200]);
      }
    }
  });
});

describe('reading partners', () => {
  it('searches by name, TRN or id in keyset pages, and shows one partner with its keys but never their secrets', async () => {
    await opsCall(t, 'PATCH', `${OPS}/partners/${agency.accountId}`, { session: sessions.admin, body: { legal_name: 'Agency Holdings LLC', trn: '100123456700003' } });
    const byTrn = await opsCall(t, 'GET', `${OPS}/partners?q=4567000`, { session: sessions.desk });
    expect(byTrn.body.data.map((p: { id: string }) => p.id)).toEqual([agency.accountId]);
    expect((await opsCall(t, 'GET', `${OPS}/partners?q=holdings`, { session: sessions.desk })).body.data).toEqual([
      expect.objectContaining({ id: agency.accountId, legal_name: 'Agency Holdings LLC', trn: '100123456700003' }),
    ]);
    expect((await opsCall(t, 'GET', `${OPS}/partners?q=${agency.accountId}`, { session: sessions.desk })).body.data).toHaveLength(1);
    expect((await opsCall(t, 'GET', `${OPS}/partners?q=${encodeURIComponent('%')}`, { session: sessions.desk })).body.data).toEqual([]);
    const first = await opsCall(t, 'GET', `${OPS}/partners?limit=1`, { session: sessions.finance });
    const second = await opsCall(t, 'GET', `${OPS}/partners?limit=1&cursor=${first.body.next_cursor}`, { session: sessions.finance });
    expect(new Set([first.body.data[0].id, second.body.data[0].id]).size).toBe(2);

    const detail = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}`, { session: sessions.desk });
    expect(detail.body).toMatchObject({ id: agency.accountId, legal: { legal_name: 'Agency Holdings LLC', trn: '100123456700003' }, open_tasks: 0, open_bookings: 0 });
    expect(detail.body.keys.map((key: { id: string }) => key.id).sort()).toEqual([agency.keyIds.test, agency.keyIds.live].sort());
    expect(JSON.stringify(detail.body)).not.toContain(agency.keys.test);
    expect(JSON.stringify(detail.body)).not.toContain('secret_hash');
    const missing = await opsCall(t, 'GET', `${OPS}/partners/acc_AAAAAAAAAAAAAAAAAAAA`, { session: sessions.desk });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe('changing partners', () => {
  it('changes legal details and terms with the before and after audited, refusing a bad TRN naming the field', async () => {
    const res = await opsCall(t, 'PATCH', `${OPS}/partners/${agency.accountId}`, { session: sessions.admin, body: { address: 'Office 1204, Bay Square 7, Dubai', commercial_terms: { terms: 'commission', percent: 12.5 } } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ legal: { legal_name: 'Agency Holdings LLC', address: 'Office 1204, Bay Square 7, Dubai' }, commercial_terms: { terms: 'commission', percent: 12.5 } });
    const last = (await audits('account', agency.accountId)).pop();
    expect(last).toMatchObject({ staff_id: admin.id, action: 'account.updated', request_id: res.headers['x-request-id'] });
    expect(JSON.parse(last.change)).toMatchObject({ before: { legal: { address: null }, commercial_terms: { terms: 'tariff', percent: 0 } }, after: { commercial_terms: { terms: 'commission', percent: 12.5 } } });

    const count = (await audits('account', agency.accountId)).length;
    const bad = await opsCall(t, 'PATCH', `${OPS}/partners/${agency.accountId}`, { session: sessions.admin, body: { trn: '12345', legal_name: 'Changed LLC' } });
    expect([bad.status, bad.body.error.fields]).toEqual([422, ['trn']]);
    expect(await t.db('accounts').where({ id: agency.accountId }).first('legal_name', 'trn')).toEqual({ legal_name: 'Agency Holdings LLC', trn: '100123456700003' });
    expect(await audits('account', agency.accountId)).toHaveLength(count);
  });

  it('shows the address, country and VAT status, sets the country, and refuses a TRN for a company abroad, changing nothing', async () => {
    const { other } = t.partners;
    const abroad = await opsCall(t, 'PATCH', `${OPS}/partners/${other.accountId}`, { session: sessions.admin, body: { legal_name: 'Thames Journeys Ltd', address: '12 Clerkenwell Road, London EC1M 5PQ', country: 'gb', trn: '' } });
    expect(abroad.status).toBe(200);
    expect(abroad.body.legal).toEqual({ legal_name: 'Thames Journeys Ltd', address: '12 Clerkenwell Road, London EC1M 5PQ', country: 'GB', trn: null, vat_status: 'outside_uae' });
    const listed = await opsCall(t, 'GET', `${OPS}/partners?q=Thames`, { session: sessions.desk });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: other.accountId, country: 'GB', trn: null, vat_status: 'outside_uae' })]);

    const before = await t.db('accounts').where({ id: other.accountId }).first('legal_name', 'legal_address', 'legal_country', 'trn');
    const refused = await opsCall(t, 'PATCH', `${OPS}/partners/${other.accountId}`, { session: sessions.admin, body: { trn: '100123456700003', legal_name: 'Changed Ltd' } });
    expect([refused.status, refused.body.error.code, refused.body.error.fields]).toEqual([422, 'validation_failed', ['trn']]);
    expect(refused.body.error.message).toContain('a UAE TRN is held only with the country AE');
    const badCountry = await opsCall(t, 'PATCH', `${OPS}/partners/${other.accountId}`, { session: sessions.admin, body: { country: 'XX' } });
    expect([badCountry.status, badCountry.body.error.fields]).toEqual([422, ['country']]);
    expect(await t.db('accounts').where({ id: other.accountId }).first('legal_name', 'legal_address', 'legal_country', 'trn')).toEqual(before);

    const unregistered = await opsCall(t, 'PATCH', `${OPS}/partners/${other.accountId}`, { session: sessions.admin, body: { country: 'AE', address: 'Office 3, Al Quoz 1, Dubai' } });
    expect(unregistered.body.legal).toMatchObject({ country: 'AE', trn: null, vat_status: 'not_registered' });
    const registered = await opsCall(t, 'PATCH', `${OPS}/partners/${other.accountId}`, { session: sessions.admin, body: { trn: '100 1111 2222 3333' } });
    expect(registered.body.legal).toMatchObject({ country: 'AE', trn: '100111122223333', vat_status: 'registered' });
  });

  it('issues a key shown once with no-store, never logged, and revokes it so it stops working at once', async () => {
    const res = await opsCall(t, 'POST', `${OPS}/partners/${agency.accountId}/keys`, { session: sessions.admin, body: { mode: 'test', scopes: ['account:read'] } });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.key).toMatch(/^svc_test_/);
    expect(res.body.summary).toMatchObject({ account_id: agency.accountId, mode: 'test', scopes: ['account:read'], revoked_at: null });
    expect((await whoami(res.body.key)).status).toBe(200);
    const detail = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}`, { session: sessions.admin });
    expect(JSON.stringify(detail.body)).not.toContain(res.body.key);
    const issued = await audits('api_key', res.body.summary.id);
    expect(issued).toEqual([expect.objectContaining({ staff_id: admin.id, action: 'api_key.issued' })]);
    expect(JSON.stringify(await t.db('audit_events').select('change'))).not.toContain(res.body.key);

    const revoked = await opsCall(t, 'POST', `${OPS}/keys/${res.body.summary.id}/revoke`, { session: sessions.admin });
    expect([revoked.status, revoked.body.revoked_at]).toEqual([200, t.clock.now().toISOString()]);
    expect((await whoami(res.body.key)).status).toBe(401);
    expect((await opsCall(t, 'POST', `${OPS}/keys/${res.body.summary.id}/revoke`, { session: sessions.admin })).status).toBe(200);
    expect((await audits('api_key', res.body.summary.id)).map((row) => row.action)).toEqual(['api_key.issued', 'api_key.revoked']);
    const unknown = await opsCall(t, 'POST', `${OPS}/keys/key_AAAAAAAAAAAAAAAAAAAA/revoke`, { session: sessions.admin });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  });

  it('switches live access, which decides whether the live key works, audited once per change', async () => {
    const off = await opsCall(t, 'POST', `${OPS}/partners/${agency.accountId}/live-access`, { session: sessions.admin, body: { on: false } });
    expect([off.status, off.body.live_access]).toEqual([200, false]);
    expect((await whoami(agency.keys.live)).status).toBe(403);
    expect((await whoami(agency.keys.test)).status).toBe(200);
    await opsCall(t, 'POST', `${OPS}/partners/${agency.accountId}/live-access`, { session: sessions.admin, body: { on: false } });
    const on = await opsCall(t, 'POST', `${OPS}/partners/${agency.accountId}/live-access`, { session: sessions.admin, body: { on: true } });
    expect(on.body.live_access).toBe(true);
    expect((await whoami(agency.keys.live)).status).toBe(200);
    const changes = (await audits('account', agency.accountId)).filter((row) => row.action === 'account.live_access_set').map((row) => JSON.parse(row.change));
    expect(changes).toEqual([
      { before: { live_access: true }, after: { live_access: false } },
      { before: { live_access: false }, after: { live_access: true } },
    ]);
  });

  it('sets a credit line as finance, with the partner told and the change audited', async () => {
    const res = await opsCall(t, 'POST', `${OPS}/partners/${agency.accountId}/credit-line`, { session: sessions.finance, body: { limit_aed: 50000, terms: 'NET_30' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit_aed: 50000, terms: 'NET_30' });
    expect((await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}`, { session: sessions.finance })).body.credit_line).toMatchObject({ limit_aed: 50000, terms: 'NET_30' });
    const [row] = (await audits('account', agency.accountId)).filter((r) => r.action === 'account.credit_line_set');
    expect(row).toMatchObject({ staff_id: finance.id, request_id: res.headers['x-request-id'] });
    expect(JSON.parse(row.change)).toEqual({ before: { limit_aed: 0, terms: null }, after: { limit_aed: 50000, terms: 'NET_30' } });
    expect(await t.db('events').where({ account_id: agency.accountId, type: 'credit_line.decided' })).toHaveLength(1);
  });
});

describe("a partner's records", () => {
  const other = t.partners.other;
  const live = (accountId: string) => Partition.forDesk(t.sections, t.db, t.clock, accountId, 'test');

  it('lists the live wallet newest first in pages with the balance after each entry, never the test partition\'s or another partner\'s', async () => {
    await creditWallet(live(other.accountId), 500_00, 'ENBD TT 1');
    for (const [fils, reference] of [[1000_00, 'ENBD TT 11'], [250_50, 'ENBD TT 12'], [75_25, 'ENBD TT 13']] as const) await creditWallet(live(agency.accountId), fils, reference);
    await creditWallet(Partition.forDesk(t.sections, t.db, t.clock, agency.accountId, 'test', 'test'), 999_00, 'TEST TOPUP');
    const first = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}/ledger?limit=2`, { session: sessions.finance });
    expect(first.status).toBe(200);
    expect(first.body.data.map((e: { reference: string; amount_aed: number; balance_after_aed: number; kind: string; booking_reference: null }) => [e.reference, e.kind, e.amount_aed, e.balance_after_aed, e.booking_reference])).toEqual([
      ['ENBD TT 13', 'topup', 75.25, 1325.75, null],
      ['ENBD TT 12', 'topup', 250.5, 1250.5, null],
    ]);
    const second = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}/ledger?limit=2&cursor=${first.body.next_cursor}`, { session: sessions.desk });
    expect([second.body.data.map((e: { reference: string }) => e.reference), second.body.next_cursor]).toEqual([['ENBD TT 11'], null]);
    expect(second.body.data[0]).toMatchObject({ description: 'Wallet top-up, ENBD TT 11', amount_aed: 1000, balance_after_aed: 1000, booking_id: null, created_at: t.clock.now().toISOString() });
    const list = await opsCall(t, 'GET', `${OPS}/partners?q=${agency.accountId}`, { session: sessions.desk });
    expect(list.body.data[0]).toMatchObject({ balance_aed: 1325.75, credit_limit_aed: 50000, open_tasks: 0 });
    const bad = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}/ledger?cursor=nonsense`, { session: sessions.desk });
    expect([bad.status, bad.body.error.fields]).toEqual([422, ['cursor']]);
  });

  it("lists the partner's people and the e-mails queued to them, never an invitation's link, and its inbox notices", async () => {
    for (const [first_name, email] of [['Layla', 'layla@agency.example'], ['Omar', 'omar@agency.example']]) {
      const invited = await request(t.app).post('/api/b2b/v1/users').set('Authorization', `Bearer ${agency.keys.live}`).send({ email, first_name, last_name: 'Haddad', role: 'booker' });
      expect(invited.status).toBe(201);
    }
    await request(t.app).post('/api/b2b/v1/users').set('Authorization', `Bearer ${other.keys.live}`).send({ email: 'someone@other.example', first_name: 'Some', last_name: 'One', role: 'viewer' });
    await request(t.app).post('/api/b2b/v1/users').set('Authorization', `Bearer ${agency.keys.test}`).send({ email: 'rehearsal@agency.example', first_name: 'Test', last_name: 'Person', role: 'viewer' });

    const people = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}/people?limit=1`, { session: sessions.desk });
    const rest = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}/people?limit=5&cursor=${people.body.next_cursor}`, { session: sessions.desk });
    const everyone = [...people.body.data, ...rest.body.data];
    expect(everyone.map((p: { email: string }) => p.email).sort()).toEqual(expect.arrayContaining(['layla@agency.example', 'omar@agency.example']));
    expect(everyone.map((p: { email: string }) => p.email)).not.toContain('someone@other.example');
    expect(everyone.map((p: { email: string }) => p.email)).not.toContain('rehearsal@agency.example');
    expect(everyone.find((p: { email: string }) => p.email === 'layla@agency.example')).toMatchObject({ name: 'Layla Haddad', role: 'booker', status: 'invited', joined_at: null, last_active_at: null });

    const emails = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}/emails`, { session: sessions.admin });
    expect(emails.status).toBe(200);
    const invitations = emails.body.data.filter((m: { about: string }) => m.about === 'user_invitation');
    expect(invitations.map((m: { to: string }) => m.to).sort()).toEqual(['layla@agency.example', 'omar@agency.example']);
    expect(invitations[0]).toMatchObject({ status: 'queued', sent_at: null, subject: expect.stringContaining('invited') });
    expect(JSON.stringify(emails.body)).not.toContain('/invitations/');
    const page = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}/emails?limit=1`, { session: sessions.admin });
    expect([page.body.data.length, typeof page.body.next_cursor]).toEqual([1, 'string']);

    const notices = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}/notices?limit=2`, { session: sessions.desk });
    expect(notices.status).toBe(200);
    expect(notices.body.data).toHaveLength(2);
    expect(notices.body.data[0]).toMatchObject({ kind: expect.any(String), title: expect.any(String), body: expect.any(String) });
    expect(JSON.stringify(notices.body)).not.toContain('TEST TOPUP');
    const all = [notices.body];
    for (let cursor = notices.body.next_cursor; cursor; ) {
      const next = await opsCall(t, 'GET', `${OPS}/partners/${agency.accountId}/notices?limit=2&cursor=${cursor}`, { session: sessions.desk });
      all.push(next.body);
      cursor = next.body.next_cursor;
    }
    const titles = all.flatMap((p) => p.data.map((n: { title: string }) => n.title));
    expect(titles.filter((title: string) => title.startsWith('Wallet credited'))).toEqual(['Wallet credited: AED 75.25', 'Wallet credited: AED 250.50', 'Wallet credited: AED 1000.00']);
  });

  it('answers 404 for an unknown partner on each of its records', async () => {
    for (const part of ['ledger', 'people', 'notices', 'emails']) {
      const res = await opsCall(t, 'GET', `${OPS}/partners/acc_AAAAAAAAAAAAAAAAAAAA/${part}`, { session: sessions.finance });
      expect([part, res.status, res.body.error.code]).toEqual([part, 404, 'not_found']);
    }
  });
});

describe('rolling a key', () => {
  it('issues a new key of the same mode and scopes and revokes the old one in one go, shown once, audited without the key', async () => {
    const issued = await opsCall(t, 'POST', `${OPS}/partners/${agency.accountId}/keys`, { session: sessions.admin, body: { mode: 'test', scopes: ['account:read', 'bookings:view'] } });
    const rolled = await opsCall(t, 'POST', `${OPS}/keys/${issued.body.summary.id}/roll`, { session: sessions.admin });
    expect(rolled.status).toBe(201);
    expect(rolled.headers['cache-control']).toBe('no-store');
    expect(rolled.body.key).toMatch(/^svc_test_/);
    expect(rolled.body.summary).toMatchObject({ account_id: agency.accountId, mode: 'test', scopes: ['account:read', 'bookings:view'], revoked_at: null });
    expect(rolled.body.replaced).toMatchObject({ id: issued.body.summary.id, revoked_at: t.clock.now().toISOString() });
    expect((await whoami(issued.body.key)).status).toBe(401);
    expect((await whoami(rolled.body.key)).status).toBe(200);
    expect(await t.db('api_keys').where({ id: rolled.body.summary.id }).first('mode', 'scopes', 'revoked_at')).toEqual({ mode: 'test', scopes: 'account:read bookings:view', revoked_at: null });
    const [row] = (await audits('api_key', issued.body.summary.id)).filter((r) => r.action === 'api_key.rolled');
    expect(row).toMatchObject({ staff_id: admin.id, request_id: rolled.headers['x-request-id'] });
    expect(JSON.parse(row.change)).toMatchObject({ account_id: agency.accountId, mode: 'test', replaced_by: { id: rolled.body.summary.id, prefix: rolled.body.summary.prefix } });
    expect(JSON.stringify(await t.db('audit_events').select('change'))).not.toContain(rolled.body.key);

    const keys = (await t.db('api_keys').where({ account_id: agency.accountId })).length;
    const again = await opsCall(t, 'POST', `${OPS}/keys/${issued.body.summary.id}/roll`, { session: sessions.admin });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_state']);
    expect(again.body.error.message).toContain('cannot be rolled');
    expect(await t.db('api_keys').where({ account_id: agency.accountId })).toHaveLength(keys);
    const unknown = await opsCall(t, 'POST', `${OPS}/keys/key_AAAAAAAAAAAAAAAAAAAA/roll`, { session: sessions.admin });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  });
});

describe("a partner's payout bank details", () => {
  const path = (accountId: string) => `${OPS}/partners/${accountId}/payout-bank-details`;

  it('opens them for finance only, each opening audited without the details, and says when there are none', async () => {
    const { other } = t.partners;
    const none = await opsCall(t, 'GET', path(other.accountId), { session: sessions.finance });
    expect([none.status, none.body.error.message]).toEqual([404, `No payout bank details for partner ${other.accountId}.`]);
    const saved = await request(t.app)
      .post('/api/b2b/v1/affiliate/bank-details')
      .set('Authorization', `Bearer ${other.keys.live}`)
      .set('Idempotency-Key', 'bank-details-ops-1')
      .send({ account_holder_type: 'company', account_holder_name: 'Reef Tours LLC', iban: 'AE07 0331 2345 6789 0123 456', bank_name: 'Mashreq Bank' });
    expect(saved.status).toBe(200);
    for (const role of ['admin', 'desk', 'dispatch'] as const) expect((await opsCall(t, 'GET', path(other.accountId), { session: sessions[role] })).status).toBe(403);
    expect(await t.db('audit_events').where({ action: 'account.bank_details_read' })).toEqual([]);

    const opened = await opsCall(t, 'GET', path(other.accountId), { session: sessions.finance });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ account_id: other.accountId, mode: 'live', bank_details: { account_holder_type: 'company', account_holder_name: 'Reef Tours LLC', iban: 'AE070331234567890123456', swift_bic: null, bank_name: 'Mashreq Bank' } });
    const [audited] = await audits('account', other.accountId).where({ action: 'account.bank_details_read' });
    expect(audited).toMatchObject({ staff_id: finance.id, request_id: opened.headers['x-request-id'] });
    expect(audited.change).not.toContain('0331');
    expect((await opsCall(t, 'GET', path('acc_nobody'), { session: sessions.finance })).status).toBe(404);
  });
});
