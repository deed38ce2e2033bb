import type { components } from '../generated/openapi-types';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { isoDate } from '../platform/clock';
import { errors, type ValidationIssue } from '../errors';
import { round2, aedToFils, minorToMajor } from '../engine/money';
import { findFxRates, type FxRate } from '../engine/fxRates';

type AccountPayloadRequest = components['schemas']['AccountPayloadRequest'];
type CurrencyMatrixResult = components['schemas']['CurrencyMatrixResult'];
type MoneyTriple = components['schemas']['MoneyTriple'];

interface MinorTriple {
  net: number;
  margin: number;
}

/**
 * Net and margin are converted separately (rounded to the currency's cents) and sell is their
 * sum, so `sell = net + margin` holds exactly in every currency and the margin never drifts
 * through conversion.
 */
function convert(amount: MinorTriple, rate: FxRate): MinorTriple {
  return { net: Math.round(amount.net / rate.aedPerUnit), margin: Math.round(amount.margin / rate.aedPerUnit) };
}

const triple = (currency: string, minor: MinorTriple): MoneyTriple => ({
  currency,
  net: minorToMajor(minor.net),
  sell: minorToMajor(minor.net + minor.margin),
  margin: minorToMajor(minor.margin),
});

export async function currencyMatrix(db: Db, clock: Clock, request: AccountPayloadRequest): Promise<CurrencyMatrixResult> {
  const wanted = request.display_currencies.filter((currency) => currency !== 'AED');
  const found = await findFxRates(db, wanted);
  const issues: ValidationIssue[] = [];
  request.display_currencies.forEach((currency, index) => {
    if (currency !== 'AED' && !found.has(currency)) {
      issues.push({ path: `display_currencies[${index}]`, message: `no daily rate is kept for ${currency}` });
    }
  });
  request.lines.forEach((line, index) => {
    if (line.sell_aed < line.net_aed) issues.push({ path: `lines[${index}].sell_aed`, message: 'must not be below net_aed' });
  });
  if (issues.length > 0) throw errors.validation(issues);

  const aed: FxRate = { currency: 'AED', aedPerUnit: 1, asOf: isoDate(clock.now()) };
  const rates = [aed, ...wanted.map((currency) => found.get(currency) as FxRate)];
  const totals = new Map<string, MinorTriple>(rates.map((rate) => [rate.currency, { net: 0, margin: 0 }]));
  const lines = request.lines.map((line) => {
    const netFils = aedToFils(line.net_aed);
    const marginFils = aedToFils(line.sell_aed) - netFils;
    const amounts = rates.map((rate) => {
      const minor = convert({ net: netFils, margin: marginFils }, rate);
      const total = totals.get(rate.currency) as MinorTriple;
      total.net += minor.net;
      total.margin += minor.margin;
      return triple(rate.currency, minor);
    });
    const sellFils = netFils + marginFils;
    return { label: line.label, margin_pct: sellFils === 0 ? 0 : round2((marginFils / sellFils) * 100), amounts };
  });
  return {
    action: 'account_payload',
    company_name: request.company_name,
    tier: request.tier,
    base_currency: 'AED',
    rates: rates.map((rate) => ({ currency: rate.currency, aed_per_unit: rate.aedPerUnit, as_of: rate.asOf })),
    lines,
    totals: rates.map((rate) => triple(rate.currency, totals.get(rate.currency) as MinorTriple)),
    note: 'AED is the only currency charged or earned. Other currencies are display conversions at the daily rate; net and margin are converted separately and sell is their sum, so the margin never changes through conversion.',
  };
}
