import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors } from '../../errors';
import { fromFils } from '../../engine/money';
import { renderCsv, type RenderedDocument } from '../../engine/documents/documents';
import { SANDBOX_COST_CENTRE_IDS, monthFigures, testCostCentre } from './costCentres';
import { sumFils, uaeMonth } from './common';

type Usage = components['schemas']['CorporateUsage'];
type UsageLine = Usage['cost_centres'][number];

const CSV_COLUMNS = [
  'month', 'cost_centre_id', 'code', 'name', 'transfers', 'transfers_aed', 'shuttle_runs', 'shuttle_aed', 'total_aed',
  'monthly_budget_aed', 'budget_used_percent', 'requests_approved', 'requests_declined', 'requests_pending', 'requests_expired',
] as const;

/** One month's usage by cost centre: the sandbox company's for a test key, none yet for a live key. */
export function corporateUsage(principal: ApiPrincipal, query: { month?: string; cost_centre_id?: string }, clock: Clock): Usage {
  const now = clock.now();
  const month = query.month ?? uaeMonth(now);
  if (month > uaeMonth(now)) throw errors.invalidField('month', `is in the future; usage is known up to this month (${uaeMonth(now)})`);
  const centres = principal.mode === 'live' ? [] : SANDBOX_COST_CENTRE_IDS.map((id) => testCostCentre(id, clock));
  const lines: UsageLine[] = centres
    .filter((c) => (query.cost_centre_id === undefined || c.id === query.cost_centre_id) && c.created_at.slice(0, 7) <= month)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((c) => {
      const { requests, ...figures } = monthFigures(c, month, now);
      const budget = c.monthly_budget_aed;
      return {
        cost_centre_id: c.id,
        code: c.code,
        name: c.name,
        ...figures,
        monthly_budget_aed: budget,
        budget_used_percent: budget ? Math.round((figures.total_aed / budget) * 1000) / 10 : null,
        requests,
      };
    });
  const total = (pick: (line: UsageLine) => number): number => fromFils(sumFils(lines.map(pick)));
  return {
    object: 'corporate_usage',
    sandbox: principal.mode === 'test',
    month,
    currency: 'AED',
    cost_centres: lines,
    totals: {
      transfers: lines.reduce((n, l) => n + l.transfers, 0),
      transfers_aed: total((l) => l.transfers_aed),
      shuttle_runs: lines.reduce((n, l) => n + l.shuttle_runs, 0),
      shuttle_aed: total((l) => l.shuttle_aed),
      total_aed: total((l) => l.total_aed),
    },
    generated_at: now.toISOString(),
  };
}

/** The usage as CSV, one row per cost centre. */
export function usageCsv(usage: Usage): RenderedDocument {
  const rows = usage.cost_centres.map((l) => [
    usage.month, l.cost_centre_id, l.code, l.name, l.transfers, l.transfers_aed, l.shuttle_runs, l.shuttle_aed, l.total_aed,
    l.monthly_budget_aed, l.budget_used_percent, l.requests.approved, l.requests.declined, l.requests.pending, l.requests.expired,
  ]);
  return { contentType: 'text/csv; charset=utf-8', body: renderCsv(CSV_COLUMNS, rows), filename: `corporate-usage-${usage.month}.csv` };
}
