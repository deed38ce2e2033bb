import type { Db } from '../platform/db';
import { recordAudit, type AuditOrigin } from './audit';
import type { Clock } from '../platform/clock';
import { isoDate } from '../platform/clock';
import { DomainError } from '../errors';

export interface FxRateRow {
  currency: string;
  /** AED for one unit of `currency`, as decimal text. */
  aed_per_unit: string;
  as_of: string;
  updated_at: string;
}

export interface FxRate {
  currency: string;
  aedPerUnit: number;
  asOf: string;
}

const RATE_PATTERN = /^(?:0|[1-9][0-9]{0,5})(?:\.[0-9]{1,8})?$/;

/** A rate refused. Its message names what it is about ("rate must …"), as both the CLI and the API print it; `field` is the API's. */
export class FxRateError extends DomainError {}

const toRate = (row: FxRateRow): FxRate => ({ currency: row.currency, aedPerUnit: Number(row.aed_per_unit), asOf: row.as_of });

export async function listFxRates(db: Db): Promise<FxRateRow[]> {
  return (await db('fx_rates').select('*').orderBy('currency')) as FxRateRow[];
}

/** The daily rates of the given currencies that exist, keyed by currency. */
export async function findFxRates(db: Db, currencies: readonly string[]): Promise<Map<string, FxRate>> {
  if (currencies.length === 0) return new Map();
  const rows = (await db('fx_rates').whereIn('currency', [...currencies]).select('*')) as FxRateRow[];
  return new Map(rows.map((row) => [row.currency, toRate(row)]));
}

/**
 * Sets today's rate of a currency, for the console or the command line (`origin`), with its audit
 * row (the rate before and after) in the same transaction.
 */
export async function setFxRate(db: Db, clock: Clock, origin: AuditOrigin, currency: string, rate: string): Promise<FxRateRow> {
  if (!/^[A-Z]{3}$/.test(currency)) throw new FxRateError({ field: 'currency', code: 'invalid', message: `currency must be a three-letter ISO 4217 code, got "${currency}"` });
  if (currency === 'AED') throw new FxRateError({ field: 'currency', code: 'invalid', message: 'AED is the base currency; its rate is always 1' });
  if (!RATE_PATTERN.test(rate) || Number(rate) <= 0) {
    throw new FxRateError({ field: 'aed_per_unit', code: 'invalid', message: `rate must be a positive decimal (AED per unit, up to 8 decimals), got "${rate}"` });
  }
  const now = clock.now();
  const row: FxRateRow = { currency, aed_per_unit: rate, as_of: isoDate(now), updated_at: now.toISOString() };
  return db.transaction(async (trx) => {
    const before = (await trx('fx_rates').where({ currency }).first()) as FxRateRow | undefined;
    await trx('fx_rates').insert(row).onConflict('currency').merge(['aed_per_unit', 'as_of', 'updated_at']);
    await recordAudit(trx, clock, origin, {
      action: 'fx_rate.set',
      subjectType: 'fx_rate',
      subjectId: currency,
      change: { before: before ? { aed_per_unit: before.aed_per_unit, as_of: before.as_of } : null, after: { aed_per_unit: row.aed_per_unit, as_of: row.as_of } },
    });
    return row;
  });
}
