/**
 * Settings over the operator API: only admins read and change the operator's details and the FX
 * rates; a detail is checked as the CLI checks it (a bad IBAN or TRN answers 422 naming the field
 * and changes nothing); every change writes an audit row with the values before and after.
 */
import { useV1Suite } from '../helpers/suite';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { TEST_OPERATOR } from '../helpers/operator';
import { routes } from '../../src/generated/ops/routes';

const OPS = '/api/ops/v1';
const t = useV1Suite({ now: '2026-11-24T07:00:00.000Z', resetClock: false });

let admin: StaffFixture;
let session: StaffSession;
const others: StaffSession[] = [];
// Staff's changes: the test kit's own set-up of the operator's details is the command line's.
const audits = (subjectType: string) => t.db('audit_events').where({ subject_type: subjectType }).whereNotNull('staff_id').orderBy('id');

beforeAll(async () => {
  admin = await createStaffMember(t, { roles: ['admin'] });
  session = await signIn(t, admin);
  for (const roles of [['desk'], ['dispatch'], ['finance']] as const) others.push(await signIn(t, await createStaffMember(t, { roles: [...roles] })));
});

describe('roles', () => {
  it('admits admins only, refusing desk, dispatch and finance with 403 and changing nothing', async () => {
    expect(Object.fromEntries(routes.filter((route) => route.tag === 'Settings').map((route) => [route.operationId, route.security.flatMap((req) => req.scopes)]))).toEqual({
      getOperatorDetails: ['admin'],
      updateOperatorDetails: ['admin'],
      listFxRates: ['admin'],
      setFxRate: ['admin'],
    });
    const before = { operator: await t.db('operator_identity').first(), rates: await t.db('fx_rates').select('*').orderBy('currency') };
    for (const other of others) {
      for (const [method, path, body] of [
        ['GET', `${OPS}/operator`],
        ['PATCH', `${OPS}/operator`, { trading_name: 'Taken Over' }],
        ['GET', `${OPS}/fx-rates`],
        ['PUT', `${OPS}/fx-rates/USD`, { aed_per_unit: '9.99' }],
      ] as const) {
        const res = await opsCall(t, method, path, { session: other, ...(body ? { body } : {}) });
        expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, { code: 'role_required', message: 'This needs the admin role.', retryable: false }]);
      }
    }
    expect({ operator: await t.db('operator_identity').first(), rates: await t.db('fx_rates').select('*').orderBy('currency') }).toEqual(before);
    // The test kit set the operator's details from the command line; no member of staff changed anything.
    expect(await t.db('audit_events').whereIn('subject_type', ['operator', 'fx_rate']).whereNotNull('staff_id')).toEqual([]);
  });
});

describe("the operator's details", () => {
  it('reads them and changes the ones given, audited with the values before and after', async () => {
    const read = await opsCall(t, 'GET', `${OPS}/operator`, { session });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ legal_name: TEST_OPERATOR.legal_name, iban: 'AE070331234567890123456', swift: 'EBILAEAD', trn: TEST_OPERATOR.trn });

    const res = await opsCall(t, 'PATCH', `${OPS}/operator`, { session, body: { trading_name: 'Falcon Transfers', desk_phone: '+971 4 333 9999', trn: '100-2345-6789-1111' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ legal_name: TEST_OPERATOR.legal_name, trading_name: 'Falcon Transfers', desk_phone: '+97143339999', trn: '100234567891111', updated_by: admin.id, updated_at: t.clock.now().toISOString() });
    expect(await t.db('operator_identity').first('trading_name', 'trn')).toEqual({ trading_name: 'Falcon Transfers', trn: '100234567891111' });
    const [row] = await audits('operator');
    expect(row).toMatchObject({ staff_id: admin.id, action: 'operator.updated', subject_id: 'operator', request_id: res.headers['x-request-id'] });
    expect(JSON.parse(row.change)).toEqual({
      before: { trading_name: TEST_OPERATOR.trading_name, desk_phone: '+97143334455', trn: TEST_OPERATOR.trn },
      after: { trading_name: 'Falcon Transfers', desk_phone: '+97143339999', trn: '100234567891111' },
    });
  });

  it('refuses a bad IBAN, TRN, SWIFT or e-mail with 422 naming the field, changing nothing', async () => {
    const before = await t.db('operator_identity').first();
    const count = (await audits('operator')).length;
    for (const [body, field] of [
      [{ iban: 'AE07 0331 2345 6789 0123 457', trading_name: 'Should Not Stick' }, 'iban'],
      [{ trn: '200234567890003' }, 'trn'],
      [{ swift: 'EBIL' }, 'swift'],
      [{ desk_email: 'trade at operator' }, 'desk_email'],
      [{ phone_24h: '04 333 4444' }, 'phone_24h'],
    ] as const) {
      const res = await opsCall(t, 'PATCH', `${OPS}/operator`, { session, body });
      expect([field, res.status, res.body.error.code, res.body.error.fields]).toEqual([field, 422, 'validation_failed', [field]]);
    }
    const empty = await opsCall(t, 'PATCH', `${OPS}/operator`, { session, body: {} });
    expect(empty.status).toBe(422);
    expect(await t.db('operator_identity').first()).toEqual(before);
    expect(await audits('operator')).toHaveLength(count);
  });
});

describe('FX rates', () => {
  it('sets and lists rates, audited with the rate before and after, refusing a bad rate or AED', async () => {
    const seeded = (await t.db('fx_rates').where({ currency: 'USD' }).first('aed_per_unit', 'as_of')) ?? null;
    const first = await opsCall(t, 'PUT', `${OPS}/fx-rates/USD`, { session, body: { aed_per_unit: '3.6725' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ currency: 'USD', aed_per_unit: '3.6725', as_of: '2026-11-24', updated_at: t.clock.now().toISOString() });
    await opsCall(t, 'PUT', `${OPS}/fx-rates/USD`, { session, body: { aed_per_unit: '3.673' } });
    const listed = await opsCall(t, 'GET', `${OPS}/fx-rates`, { session });
    expect(listed.body.rates.find((rate: { currency: string }) => rate.currency === 'USD')).toMatchObject({ aed_per_unit: '3.673' });
    const changes = (await audits('fx_rate')).map((row) => [row.subject_id, row.staff_id, JSON.parse(row.change)]);
    expect(changes).toEqual([
      ['USD', admin.id, { before: seeded, after: { aed_per_unit: '3.6725', as_of: '2026-11-24' } }],
      ['USD', admin.id, { before: { aed_per_unit: '3.6725', as_of: '2026-11-24' }, after: { aed_per_unit: '3.673', as_of: '2026-11-24' } }],
    ]);
    const eur = await t.db('fx_rates').where({ currency: 'EUR' });
    const bad = await opsCall(t, 'PUT', `${OPS}/fx-rates/EUR`, { session, body: { aed_per_unit: '-4' } });
    expect([bad.status, bad.body.error.fields]).toEqual([422, ['aed_per_unit']]);
    const base = await opsCall(t, 'PUT', `${OPS}/fx-rates/AED`, { session, body: { aed_per_unit: '1' } });
    expect([base.status, base.body.error.fields]).toEqual([422, ['currency']]);
    expect(await t.db('fx_rates').where({ currency: 'EUR' })).toEqual(eur);
    expect(await audits('fx_rate')).toHaveLength(2);
  });
});
