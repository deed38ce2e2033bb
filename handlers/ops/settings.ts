import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { OPERATOR_FIELDS, OperatorIdentityError, readOperatorIdentity, updateOperatorIdentity, type OperatorField, type OperatorRecord } from '../../src/engine/operatorIdentity';
import { FxRateError, listFxRates as allRates, setFxRate as storeRate } from '../../src/engine/fxRates';
import { errors } from '../../src/errors';

/** The details as the API shows them: the logo is set from the CLI and is not part of these. */
const detailsOf = (record: OperatorRecord) => {
  const details = Object.fromEntries(OPERATOR_FIELDS.map((field) => [field, record[field]])) as Record<OperatorField, string | null>;
  return { ...details, updated_at: record.updated_at, updated_by: record.updated_by };
};

export const getOperatorDetails: OpsOperationHandler<'getOperatorDetails'> = async (ctx) => ({ status: 200, body: detailsOf(await readOperatorIdentity(ctx.db)) });

export const updateOperatorDetails: OpsOperationHandler<'updateOperatorDetails'> = async (ctx) => {
  try {
    return { status: 200, body: detailsOf(await updateOperatorIdentity(ctx.db, ctx.services.clock, ctx.body, auditOriginOf(ctx))) };
  } catch (err) {
    if (err instanceof OperatorIdentityError) throw errors.invalidField(err.field, err.message);
    throw err;
  }
};

export const listFxRates: OpsOperationHandler<'listFxRates'> = async (ctx) => ({ status: 200, body: { rates: await allRates(ctx.db) } });

export const setFxRate: OpsOperationHandler<'setFxRate'> = async (ctx) => {
  try {
    return { status: 200, body: await storeRate(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.currency, ctx.body.aed_per_unit.trim()) };
  } catch (err) {
    // Its messages start with the field they are about: "currency must …", "rate must …".
    if (err instanceof FxRateError) throw errors.invalidField(err.message.startsWith('rate') ? 'aed_per_unit' : 'currency', err.message);
    throw err;
  }
};
