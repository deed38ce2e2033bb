/**
 * Finance over the operator API: only the finance role reaches it; a bank transfer is credited
 * to the live wallet once (two POSTs at the same moment: one 201, one 409, one ledger entry),
 * with its value date and payer kept and an audit row naming the member of staff; a transfer
 * quoting a pro-forma's payment reference finds its partner and marks it paid; the transfers and
 * pro-formas list newest first in keyset pages; live invoices past due and unpaid are listed
 * across partners; a partner's statement for any period opens with the balance before it, lists
 * its entries with running balances and closes where they leave it.
 */
import { toFils, useV1Suite } from '../helpers/suite';
import { partitionFor, partner, walletAt, walletFils } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import { call } from '../helpers/http';
import { TestClock } from '../helpers/testApp';
import { setCreditLine } from '../../src/engine/ledger';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { routes } from '../../src/generated/ops/routes';
import { Partition } from '../../src/engine/partition';
import { issueProforma, type ProformaRow } from '../../src/engine/proforma';

const OPS = '/api/ops/v1';
const t = useV1Suite({ partners: ['agency', 'other'], now: '2026-11-24T07:00:00.000Z', resetClock: false });
const { agency, other } = t.partners;

let finance: StaffFixture;
let session: StaffSession;
const others: StaffSession[] = [];
let proforma: ProformaRow;

const ledger = (accountId: string) => t.db('ledger_entries').where({ account_id: accountId, mode: 'live' }).orderBy('id');

beforeAll(async () => {
  finance = await createStaffMember(t, { roles: ['finance'] });
  session = await signIn(t, finance);
  for (const roles of [['admin'], ['desk'], ['dispatch']] as const) others.push(await signIn(t, await createStaffMember(t, { roles: [...roles] })));
  proforma = await Partition.forDesk(t.sections, t.db, t.clock, other.accountId, 'cli').transaction((p) =>
    issueProforma(p, { reference: 'WTU-7KQ2M9XH4P', company_name: 'Other Travel LLC', contact_email: 'finance@other.example', amount_fils: 750_000, purchase_order: null }),
  );
});

describe('roles', () => {
  it('admits the finance role only to transfers, pro-formas, overdue invoices and e-invoices, refusing admin, desk and dispatch with 403 and crediting nothing', async () => {
    expect(Object.fromEntries(routes.filter((route) => route.tag === 'Finance').map((route) => [route.operationId, route.security.flatMap((req) => req.scopes)]))).toEqual({
      createBankTransfer: ['finance'],
      listBankTransfers: ['finance'],
      getBankTransfer: ['finance'],
      reverseBankTransfer: ['finance'],
      listProformaInvoices: ['finance'],
      getProformaInvoicePdf: ['finance'],
      listOverdueInvoices: ['finance'],
      getPartnerStatement: ['finance', 'admin'],
      listEInvoices: ['finance'],
      retransmitEInvoice: ['finance'],
      listOpsCreditNotes: ['finance', 'admin'],
    });
    for (const other of others) {
      for (const [method, path, body] of [
        ['POST', `${OPS}/bank-transfers`, { amount_aed: 100, value_date: '2026-11-23', bank_reference: 'ENBD TT 1', payer: 'X', account_id: agency.accountId }],
        ['GET', `${OPS}/bank-transfers`],
        ['GET', `${OPS}/bank-transfers/btc_AAAAAAAAAAAAAAAAAAAA`],
        ['POST', `${OPS}/bank-transfers/btc_AAAAAAAAAAAAAAAAAAAA/reverse`, { reason: 'Wrong partner' }],
        ['GET', `${OPS}/proforma-invoices`],
        ['GET', `${OPS}/invoices/overdue`],
        ['GET', `${OPS}/e-invoices`],
        ['POST', `${OPS}/e-invoices/etx_AAAAAAAAAAAAAAAAAAAA/retransmit`],
      ] as const) {
        const res = await opsCall(t, method, path, { session: other, ...(body ? { body } : {}) });
        expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, { code: 'role_required', message: 'This needs the finance role.', retryable: false }]);
      }
    }
    expect(await t.db('bank_transfer_credits').select('id')).toEqual([]);
    expect(await t.db('audit_events').where({ subject_type: 'bank_transfer' })).toEqual([]);
  });
});

describe('bank transfers', () => {
  it('credits a bank reference once when two agents record it at the same moment', async () => {
    const before = await walletFils(t.db, agency.accountId, 'live');
    const body = { amount_aed: 7500, value_date: '2026-11-23', bank_reference: 'ENBD TT 88231', payer: 'Agency Travel LLC', account_id: agency.accountId };
    const [a, b] = await Promise.all([
      opsCall(t, 'POST', `${OPS}/bank-transfers`, { session, body }),
      opsCall(t, 'POST', `${OPS}/bank-transfers`, { session, body: { ...body, bank_reference: ' enbd  tt 88231 ' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const [won, lost] = a.status === 201 ? [a, b] : [b, a];
    expect(won.body).toEqual({
      id: expect.stringMatching(/^btc_/),
      transfer: {
        id: won.body.id,
        bank_reference: expect.stringMatching(/^ ?(ENBD|enbd) /),
        reference_key: 'enbdtt88231',
        account_id: agency.accountId,
        amount_aed: 7500,
        value_date: '2026-11-23',
        payer: 'Agency Travel LLC',
        credited_by: `desk:${finance.id}`,
        created_at: t.clock.now().toISOString(),
        proforma_number: null,
        status: 'credited',
        reversed_at: null,
        reversed_by: null,
        reversal_reason: null,
        duplicate_of: null,
      },
      balance_aed: before / 100 + 7500,
      proforma: null,
    });
    expect(lost.body.error).toMatchObject({ code: 'already_exists', message: expect.stringContaining('a transfer is credited once. Nothing was credited.') });
    expect(await walletFils(t.db, agency.accountId, 'live')).toBe(before + 750_000);
    expect((await ledger(agency.accountId)).filter((row) => Number(row.amount_fils) === 750_000)).toHaveLength(1);
    expect(await t.db('bank_transfer_credits').where({ reference_key: 'enbdtt88231' })).toEqual([expect.objectContaining({ id: won.body.id, value_date: '2026-11-23', payer: 'Agency Travel LLC', credited_by: `desk:${finance.id}` })]);
    const audit = await t.db('audit_events').where({ subject_type: 'bank_transfer', subject_id: won.body.id });
    expect(audit).toEqual([expect.objectContaining({ staff_id: finance.id, action: 'bank_transfer.credited', request_id: won.headers['x-request-id'] })]);
    expect(JSON.parse(audit[0].change)).toMatchObject({ account_id: agency.accountId, amount_aed: 7500, value_date: '2026-11-23', payer: 'Agency Travel LLC', proforma: null });

    // Again later, in another spelling: still refused, nothing credited, nothing audited.
    const again = await opsCall(t, 'POST', `${OPS}/bank-transfers`, { session, body: { ...body, bank_reference: 'Enbd Tt 88231' } });
    expect([again.status, again.body.error.code]).toEqual([409, 'already_exists']);
    expect(await walletFils(t.db, agency.accountId, 'live')).toBe(before + 750_000);
    expect(await t.db('audit_events').where({ subject_type: 'bank_transfer' })).toHaveLength(1);
  });

  it('finds the partner by the pro-forma payment reference the transfer quotes, and marks it paid', async () => {
    const before = await walletFils(t.db, other.accountId, 'live');
    const quoted = `FAB TT 55120 ${proforma.payment_reference.toLowerCase().replace(/-/g, '')}`;
    const res = await opsCall(t, 'POST', `${OPS}/bank-transfers`, { session, body: { amount_aed: 7500, value_date: '2026-11-24', bank_reference: quoted, payer: 'Other Travel LLC' } });
    expect(res.status).toBe(201);
    expect(res.body.transfer).toMatchObject({ account_id: other.accountId, bank_reference: quoted });
    expect(res.body.proforma).toEqual({
      number: proforma.number,
      account_id: other.accountId,
      topup_reference: 'WTU-7KQ2M9XH4P',
      payment_reference: proforma.payment_reference,
      amount_aed: 7500,
      amount_paid_aed: 7500,
      amount_outstanding_aed: 0,
      amount_overpaid_aed: 0,
      company_name: 'Other Travel LLC',
      status: 'paid',
      issued_at: proforma.issued_at,
      paid_at: t.clock.now().toISOString(),
      bank_reference: quoted,
    });
    expect(await walletFils(t.db, other.accountId, 'live')).toBe(before + 750_000);
    expect(JSON.parse((await t.db('audit_events').where({ subject_type: 'bank_transfer', subject_id: res.body.id }).first()).change)).toMatchObject({ proforma: proforma.number, proforma_status: 'paid' });
  });

  it('refuses a transfer nothing matches, an unknown partner, or one quoting another partner’s pro-forma, crediting nothing', async () => {
    const count = async () => (await t.db('bank_transfer_credits').select('id')).length;
    const before = await count();
    const unmatched = await opsCall(t, 'POST', `${OPS}/bank-transfers`, { session, body: { amount_aed: 10, value_date: '2026-11-24', bank_reference: 'ADCB 77', payer: 'Someone' } });
    expect([unmatched.status, unmatched.body.error.fields]).toEqual([422, ['account_id']]);
    expect(unmatched.body.error.message).toBe('The request is invalid: account_id: the bank reference quotes no payment reference of a pro-forma invoice; name the account.');
    const unknown = await opsCall(t, 'POST', `${OPS}/bank-transfers`, { session, body: { amount_aed: 10, value_date: '2026-11-24', bank_reference: 'ADCB 78', payer: 'Someone', account_id: 'acc_AAAAAAAAAAAAAAAAAAAA' } });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    const foreign = await opsCall(t, 'POST', `${OPS}/bank-transfers`, { session, body: { amount_aed: 10, value_date: '2026-11-24', bank_reference: `ADCB 79 ${proforma.payment_reference}`, payer: 'Someone', account_id: agency.accountId } });
    expect([foreign.status, foreign.body.error.fields]).toEqual([422, ['account_id']]);
    const zero = await opsCall(t, 'POST', `${OPS}/bank-transfers`, { session, body: { amount_aed: 0.001, value_date: '2026-11-24', bank_reference: 'ADCB 80', payer: 'Someone', account_id: agency.accountId } });
    expect(zero.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('lists transfers and pro-formas newest first in keyset pages', async () => {
    const first = await opsCall(t, 'GET', `${OPS}/bank-transfers?limit=1`, { session });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await opsCall(t, 'GET', `${OPS}/bank-transfers?limit=1&cursor=${first.body.next_cursor}`, { session });
    expect(second.body.next_cursor).toBeNull();
    expect([...first.body.data, ...second.body.data].map((row: { account_id: string }) => row.account_id).sort()).toEqual([agency.accountId, other.accountId].sort());
    const mine = await opsCall(t, 'GET', `${OPS}/bank-transfers?account_id=${other.accountId}`, { session });
    expect(mine.body.data.map((row: { account_id: string }) => row.account_id)).toEqual([other.accountId]);

    const paid = await opsCall(t, 'GET', `${OPS}/proforma-invoices?status=paid`, { session });
    expect(paid.body).toEqual({ data: [expect.objectContaining({ number: proforma.number, status: 'paid' })], next_cursor: null });
    expect((await opsCall(t, 'GET', `${OPS}/proforma-invoices?status=issued`, { session })).body).toEqual({ data: [], next_cursor: null });
    // The pro-forma a transfer would be matched to, looked up before recording it: however the reference is typed.
    const quoting = await opsCall(t, 'GET', `${OPS}/proforma-invoices?quoted_by=${encodeURIComponent(`ENBD 1 ${proforma.payment_reference.toLowerCase().replace('-', ' ')}`)}`, { session });
    expect(quoting.body).toEqual({ data: [expect.objectContaining({ number: proforma.number, account_id: other.accountId })], next_cursor: null });
    expect((await opsCall(t, 'GET', `${OPS}/proforma-invoices?quoted_by=ENBD%20TT%2088231`, { session })).body).toEqual({ data: [], next_cursor: null });
    const bad = await opsCall(t, 'GET', `${OPS}/bank-transfers?cursor=nonsense`, { session });
    expect([bad.status, bad.body.error.fields]).toEqual([422, ['cursor']]);
  });
});

describe('a partner’s statement', () => {
  const statement = (who: StaffSession, accountId: string, from: string, to: string) => opsCall(t, 'GET', `${OPS}/partners/${accountId}/statement?from=${from}&to=${to}`, { session: who });
  const sumBefore = async (accountId: string, before: string) => Number((await t.db('ledger_entries').where({ account_id: accountId, mode: 'live' }).where('created_at', '<', before).sum({ total: 'amount_fils' }).first())?.total ?? 0);

  it('admits finance and admin, refusing desk and dispatch with 403', async () => {
    const [admin, desk, dispatch] = others as [StaffSession, StaffSession, StaffSession];
    expect((await statement(admin, other.accountId, '2026-11-01', '2026-11-30')).status).toBe(200);
    for (const who of [desk, dispatch]) {
      const res = await statement(who, other.accountId, '2026-11-01', '2026-11-30');
      expect([res.status, res.body.error]).toEqual([403, { code: 'role_required', message: 'This needs the finance or admin role.', retryable: false }]);
    }
  });

  it('opens with the balance before the period, lists its entries with running balances, and closes where they leave it', async () => {
    // The other partner's pro-forma transfer of AED 7,500 was credited on 24 November (UAE time).
    const opening = await sumBefore(other.accountId, '2026-11-23T20:00:00.000Z');
    const res = await statement(session, other.accountId, '2026-11-24', '2026-11-30');
    expect(res.status).toBe(200);
    const credit = (await t.db('bank_transfer_credits').where({ account_id: other.accountId, mode: 'live' }).first()) as { reference: string };
    expect(res.body).toEqual({
      account_id: other.accountId,
      partner: expect.any(String),
      from: '2026-11-24',
      to: '2026-11-30',
      opening_balance_aed: opening / 100,
      charges_aed: 0,
      payments_aed: 7500,
      closing_balance_aed: opening / 100 + 7500,
      lines: [{ date: '2026-11-24', kind: 'topup', description: `Wallet top-up, ${credit.reference}`, reference: credit.reference, booking_id: null, booking_reference: null, charge_aed: 0, payment_aed: 7500, balance_aed: opening / 100 + 7500, invoice_number: null, credit_note_number: null }],
    });
    expect(res.body.partner).toBe((await t.db('accounts').where({ id: other.accountId }).first()).name);
    expect(res.body.closing_balance_aed).toBe((await walletFils(t.db, other.accountId, 'live')) / 100);

    // A period that ended before it: no entries, closing where it opened; one after it opens with the credit.
    const before = await statement(session, other.accountId, '2026-11-01', '2026-11-23');
    expect(before.body).toMatchObject({ opening_balance_aed: (await sumBefore(other.accountId, '2026-10-31T20:00:00.000Z')) / 100, closing_balance_aed: opening / 100, lines: [] });
    const after = await statement(session, other.accountId, '2026-11-25', '2026-12-31');
    expect(after.body).toMatchObject({ opening_balance_aed: opening / 100 + 7500, charges_aed: 0, payments_aed: 0, closing_balance_aed: opening / 100 + 7500, lines: [] });
    // Reading it stores nothing: no month is closed, no invoice issued.
    expect(await t.db('billing_periods').where({ account_id: other.accountId })).toEqual([]);
  });

  it('answers 404 for an unknown partner and 422 for a period that runs backwards, is too long or is no date', async () => {
    const unknown = await statement(session, 'acc_AAAAAAAAAAAAAAAAAAAA', '2026-11-01', '2026-11-30');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    const backwards = await statement(session, other.accountId, '2026-11-30', '2026-11-01');
    expect([backwards.status, backwards.body.error]).toEqual([
      422,
      { code: 'validation_failed', message: 'The request is invalid: to: must be on or after from (2026-11-30).', retryable: false, fields: ['to'], issues: [{ path: 'to', message: 'must be on or after from (2026-11-30)' }] },
    ]);
    const long = await statement(session, other.accountId, '2025-01-01', '2026-01-02');
    expect([long.status, long.body.error.fields]).toEqual([422, ['to']]);
    const year = await statement(session, other.accountId, '2025-01-01', '2026-01-01');
    expect(year.status).toBe(200);
    for (const query of ['from=2026-11-01', 'from=yesterday&to=2026-11-30', 'from=2026-11-01&to=2026-13-01']) {
      const bad = await opsCall(t, 'GET', `${OPS}/partners/${other.accountId}/statement?${query}`, { session });
      expect([query, bad.status, bad.body.error.code]).toEqual([query, 422, 'validation_failed']);
    }
  });
});

describe('overdue invoices', () => {
  it('lists live invoices past their due date and unpaid, across partners, and drops one once paid', async () => {
    if (!(t.clock instanceof TestClock)) throw new Error('needs the suite TestClock');
    const who = await partner(t);
    await walletAt(t, who, 'live', 0);
    await setCreditLine(partitionFor(t, who.accountId, 'live'), 1_000_000, 'NET_30');
    const booked = await bookTransfer({ app: t.app, clock: t.clock }, who.keys.live, 5);
    const gross = toFils((booked.price as { amount_due_aed: number }).amount_due_aed);
    // The month closed at 00:00 UAE on 1 December (issued when the job or a read first came after), its invoice due 30 days after the close (NET_30).
    t.clock.set('2026-12-02T06:00:00.000Z');
    const invoices = await call(t.app, 'GET', '/api/b2b/v1/invoices', { token: who.keys.live });
    const [invoice] = invoices.body.data as Array<{ id: string; number: string; due_date: string }>;
    expect(invoice?.due_date).toBe('2026-12-31');

    const fresh = await signIn(t, finance);
    expect((await opsCall(t, 'GET', `${OPS}/invoices/overdue`, { session: fresh })).body).toEqual({ invoices: [] });
    t.clock.set('2027-01-05T06:00:00.000Z');
    const late = await signIn(t, finance);
    const overdue = await opsCall(t, 'GET', `${OPS}/invoices/overdue`, { session: late });
    expect(overdue.status).toBe(200);
    expect(overdue.body.invoices).toEqual([
      { invoice_id: invoice?.id, number: invoice?.number, account_id: who.accountId, partner: expect.any(String), period: '2026-11', due_date: '2026-12-31', days_overdue: 5, total_aed: gross / 100, amount_due_aed: gross / 100 },
    ]);

    const paid = await opsCall(t, 'POST', `${OPS}/bank-transfers`, { session: late, body: { amount_aed: gross / 100, value_date: '2027-01-05', bank_reference: `FAB TT ${invoice?.number}`, payer: 'Who Travel LLC', account_id: who.accountId } });
    expect(paid.status).toBe(201);
    expect((await opsCall(t, 'GET', `${OPS}/invoices/overdue`, { session: late })).body).toEqual({ invoices: [] });

    // The partner's statement from November to the payment: the booking's charge, then the transfer, back to zero.
    const statement = await opsCall(t, 'GET', `${OPS}/partners/${who.accountId}/statement?from=2026-11-01&to=2027-01-05`, { session: late });
    expect(statement.status).toBe(200);
    expect(statement.body).toMatchObject({ opening_balance_aed: 0, charges_aed: gross / 100, payments_aed: gross / 100, closing_balance_aed: 0 });
    expect(statement.body.lines).toEqual([
      expect.objectContaining({ date: '2026-11-24', booking_id: booked.id, charge_aed: gross / 100, payment_aed: 0, balance_aed: -gross / 100 }),
      expect.objectContaining({ date: '2027-01-05', reference: `FAB TT ${invoice?.number}`, charge_aed: 0, payment_aed: gross / 100, balance_aed: 0 }),
    ]);
  });
});
