import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { recordAudit } from '../../src/engine/audit';
import { OPERATOR_FIELDS, OperatorIdentityError, readOperatorIdentity, updateOperatorIdentity, type OperatorField, type OperatorRecord } from '../../src/engine/operatorIdentity';
import { FxRateError, listFxRates as allRates, setFxRate as storeRate, type FxRateRow } from '../../src/engine/fxRates';
import { errors } from '../../src/errors';

/** The details as the API shows them: the logo is set from the CLI and is not part of these. */
const detailsOf = (record: OperatorRecord) => {
  const details = Object.fromEntries(OPERATOR_FIELDS.map((field) => [field, record[field]])) as Record<OperatorField, string | null>;
  return { ...details, updated_at: record.updated_at, updated_by: record.updated_by };
};

export const getOperatorDetails: OpsOperationHandler<'getOperatorDetails'> = async (ctx) => ({ status: 200, body: detailsOf(await readOperatorIdentity(ctx.db)) });

export const updateOperatorDetails: OpsOperationHandler<'updateOperatorDetails'> = async (ctx) => {
  const staff = staffOf(ctx);
  const changed = OPERATOR_FIELDS.filter((field) => ctx.body[field] !== undefined);
  const record = await ctx.db.transaction(async (trx) => {
    const before = await readOperatorIdentity(trx);
    let after: OperatorRecord;
    try {
      after = await updateOperatorIdentity(trx, ctx.services.clock, ctx.body, staff.staff.id);
    } catch (err) {
      if (err instanceof OperatorIdentityError) throw errors.invalidField(err.field, err.message);
      throw err;
    }
    await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), {
      action: 'operator.updated',
      subjectType: 'operator',
      subjectId: 'operator',
      change: { before: Object.fromEntries(changed.map((field) => [field, before[field]])), after: Object.fromEntries(changed.map((field) => [field, after[field]])) },
    });
    return after;
  });
  return { status: 200, body: detailsOf(record) };
};

export const listFxRates: OpsOperationHandler<'listFxRates'> = async (ctx) => ({ status: 200, body: { rates: await allRates(ctx.db) } });

export const setFxRate: OpsOperationHandler<'setFxRate'> = async (ctx) => {
  const { currency } = ctx.params;
  const row = await ctx.db.transaction(async (trx) => {
    const before = (await trx('fx_rates').where({ currency }).first()) as FxRateRow | undefined;
    let after: FxRateRow;
    try {
      after = await storeRate(trx, ctx.services.clock, currency, ctx.body.aed_per_unit.trim());
    } catch (err) {
      // Its messages start with the field they are about: "currency must …", "rate must …".
      if (err instanceof FxRateError) throw errors.invalidField(err.message.startsWith('rate') ? 'aed_per_unit' : 'currency', err.message);
      throw err;
    }
    await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), {
      action: 'fx_rate.set',
      subjectType: 'fx_rate',
      subjectId: currency,
      change: { before: before ? { aed_per_unit: before.aed_per_unit, as_of: before.as_of } : null, after: { aed_per_unit: after.aed_per_unit, as_of: after.as_of } },
    });
    return after;
  });
  return { status: 200, body: row };
};
