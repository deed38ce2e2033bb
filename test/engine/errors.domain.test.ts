/**
 * A domain refusal carries its field and code, and becomes an API error in one place
 * (`apiErrorOf`, src/errors.ts), for both dispatchers and the CLI's code: the answers are the ones
 * the handlers used to write by parsing the message, byte for byte.
 */
import { useV1Suite } from '../helpers/suite';
import { createStaffMember, opsCall, signIn, type StaffSession } from '../helpers/staff';
import { runAdmin, type UsageError } from '../../scripts/admin';
import { DomainError, apiErrorOf, type ApiError } from '../../src/errors';
import { DeskError } from '../../src/engine/desk';

const OPS = '/api/ops/v1';
const t = useV1Suite({ now: '2026-11-24T07:00:00.000Z', resetClock: false });
let session: StaffSession;
let finance: StaffSession;

beforeAll(async () => {
  session = await signIn(t, await createStaffMember(t, { roles: ['admin'] }));
  finance = await signIn(t, await createStaffMember(t, { roles: ['finance'] }));
});

const bodyOf = (err: ApiError) => ({ status: err.status, ...err.toBody() });

describe('apiErrorOf', () => {
  it('answers an invalid value as 422 naming its field, a missing subject as 404 and a refusal as 409, in sentences', () => {
    expect(bodyOf(apiErrorOf(new DomainError({ field: 'trn', code: 'invalid', message: 'must be the 15 digits of a UAE TRN' })))).toEqual({
      status: 422,
      code: 'validation_failed',
      message: 'The request is invalid: trn: must be the 15 digits of a UAE TRN.',
      retryable: false,
      fields: ['trn'],
      issues: [{ path: 'trn', message: 'must be the 15 digits of a UAE TRN' }],
    });
    expect(bodyOf(apiErrorOf(new DeskError({ code: 'not_found', message: 'no desk task DSK-1' })))).toEqual({ status: 404, code: 'not_found', message: 'No desk task DSK-1.', retryable: false });
    expect(bodyOf(apiErrorOf(new DeskError({ code: 'refused', message: 'desk task DSK-1 was answered or claimed meanwhile' })))).toEqual({
      status: 409,
      code: 'invalid_state',
      message: 'Desk task DSK-1 was answered or claimed meanwhile.',
      retryable: false,
    });
  });
});

describe('over the operator API', () => {
  it('answers a refused FX rate with the field and words it always had, changing nothing', async () => {
    const before = await t.db('fx_rates').select('*').orderBy('currency');
    const base = await opsCall(t, 'PUT', `${OPS}/fx-rates/AED`, { session, body: { aed_per_unit: '2' } });
    expect([base.status, base.body.error]).toEqual([
      422,
      { code: 'validation_failed', message: 'The request is invalid: currency: AED is the base currency; its rate is always 1.', retryable: false, fields: ['currency'], issues: [{ path: 'currency', message: 'AED is the base currency; its rate is always 1' }] },
    ]);
    const rate = await opsCall(t, 'PUT', `${OPS}/fx-rates/USD`, { session, body: { aed_per_unit: ' abc ' } });
    expect([rate.status, rate.body.error.message, rate.body.error.fields]).toEqual([422, 'The request is invalid: aed_per_unit: rate must be a positive decimal (AED per unit, up to 8 decimals), got "abc".', ['aed_per_unit']]);
    expect(await t.db('fx_rates').select('*').orderBy('currency')).toEqual(before);
  });

  it("answers a partner's refused legal detail naming the field, and its unknown account as 404", async () => {
    const { account_id: accountId } = (await runAdmin(['account', 'create', '--name', 'Dune Travel'], t.db, t.clock)) as { account_id: string };
    const res = await opsCall(t, 'PATCH', `${OPS}/partners/${accountId}`, { session, body: { trn: '200234567890003' } });
    expect([res.status, res.body.error.code, res.body.error.fields, res.body.error.message]).toEqual([422, 'validation_failed', ['trn'], expect.stringMatching(/^The request is invalid: trn: must be the 15 digits of a UAE TRN/)]);
    expect(await t.db('accounts').where({ id: accountId }).first('trn')).toEqual({ trn: null });
    const none = await opsCall(t, 'GET', `${OPS}/partners/acc_nobody/payout-bank-details`, { session: finance });
    expect([none.status, none.body.error]).toEqual([404, { code: 'not_found', message: 'No partner account acc_nobody.', retryable: false }]);
  });
});

describe('on the command line', () => {
  const refusal = (args: string[]) => runAdmin(args, t.db, t.clock).then(() => null, (err: unknown) => err as UsageError);

  it("prints a domain refusal's sentence, naming the command's flag for its field, with the API's code", async () => {
    const { account_id: accountId } = (await runAdmin(['account', 'create', '--name', 'Palm Trips'], t.db, t.clock)) as { account_id: string };
    expect(await refusal(['account', 'details', '--account', accountId, '--legal-name', '   '])).toMatchObject({ message: expect.stringMatching(/^--legal-name must be 1 to 200 characters/), code: 'validation_failed' });
    expect(await refusal(['fx', 'set', '--currency', 'AED', '--rate', '2'])).toMatchObject({ message: 'AED is the base currency; its rate is always 1', code: 'validation_failed' });
    expect(await refusal(['desk', 'show', '--task', '999999'])).toMatchObject({ message: 'no desk task 999999', code: 'not_found' });
  });
});
