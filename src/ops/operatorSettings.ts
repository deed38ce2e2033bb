import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { AuditOrigin } from '../engine/audit';
import { OPERATOR_FIELDS, readOperatorIdentity, updateOperatorIdentity, type OperatorField, type OperatorRecord } from '../engine/operatorIdentity';
import { setFxRate, type FxRateRow } from '../engine/fxRates';

/**
 * The operator's settings as its admins change them in the console: the details every document
 * prints, and the day's FX rates. A refused value is the engine's DomainError, naming its field.
 */

/** The details as the console shows them: the logo is set from the CLI and is not part of these. */
const detailsOf = (record: OperatorRecord) => {
  const details = Object.fromEntries(OPERATOR_FIELDS.map((field) => [field, record[field]])) as Record<OperatorField, string | null>;
  return { ...details, updated_at: record.updated_at, updated_by: record.updated_by };
};

export async function operatorDetails(db: Db) {
  return detailsOf(await readOperatorIdentity(db));
}

/** Sets the details given, keeping the others (audited as `origin`'s). */
export async function changeOperatorDetails(db: Db, clock: Clock, origin: AuditOrigin, changes: Partial<Record<OperatorField, string>>) {
  return detailsOf(await updateOperatorIdentity(db, clock, changes, origin));
}

/** Sets today's rate of a currency, as typed (surrounding spaces ignored). */
export async function changeFxRate(db: Db, clock: Clock, origin: AuditOrigin, currency: string, aedPerUnit: string): Promise<FxRateRow> {
  return setFxRate(db, clock, origin, currency, aedPerUnit.trim());
}
