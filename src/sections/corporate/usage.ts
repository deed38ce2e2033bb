import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { filsToAed, aedToFils } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import type { RenderedDocument } from '../../engine/documents/documents';
import { renderCsv } from '../../platform/csv';
import { monthDays, uaeMonth } from './common';
import { budgetFils, type CostCentreRow } from './costCentres';
import { noSpend, spendByCentre, totalFils } from './spend';
import { stampView } from '../../engine/serializer';

type Usage = components['schemas']['CorporateUsage'];
type UsageLine = Usage['cost_centres'][number];
type RequestCounts = UsageLine['requests'];

const CSV_COLUMNS = [
  'month', 'cost_centre_id', 'code', 'name', 'transfers', 'transfers_aed', 'shuttle_runs', 'shuttle_aed', 'total_aed',
  'monthly_budget_aed', 'budget_used_percent', 'requests_approved', 'requests_declined', 'requests_pending', 'requests_expired',
] as const;

/** The month's requests (by pickup date) per cost centre and outcome; an approved request counts whether or not it has run. */
async function requestCounts(partition: Partition, month: string): Promise<Map<string, RequestCounts>> {
  const [from, to] = monthDays(month);
  const rows = (await partition
    .table('corporate_requests')
    .whereBetween('service_date', [from, to])
    .groupBy('cost_centre_id', 'status')
    .select('cost_centre_id', 'status')
    .count({ n: '*' })) as Array<{ cost_centre_id: string; status: string; n: number | string }>;
  const counts = new Map<string, RequestCounts>();
  for (const row of rows) {
    const line = counts.get(row.cost_centre_id) ?? { approved: 0, declined: 0, pending: 0, expired: 0 };
    const key = row.status === 'pending_approval' ? 'pending' : (row.status as keyof RequestCounts);
    line[key] += Number(row.n);
    counts.set(row.cost_centre_id, line);
  }
  return counts;
}

/**
 * One month's usage by cost centre, counted from the partition's bookings: each cost centre's
 * transfers and shuttle runs with a service date in the month, at what they are charged, and its
 * requests by outcome. A cost centre appears when it existed in the month or has figures in it.
 */
export async function corporateUsage(partition: Partition, query: { month?: string; cost_centre_id?: string }): Promise<Usage> {
  const now = partition.clock.now();
  const month = query.month ?? uaeMonth(now);
  if (month > uaeMonth(now)) throw errors.invalidField('month', `is in the future; usage is known up to this month (${uaeMonth(now)})`);
  const centresQuery = partition.table('corporate_cost_centres').orderBy([{ column: 'code' }, { column: 'id' }]);
  if (query.cost_centre_id !== undefined) centresQuery.where({ id: query.cost_centre_id });
  const centres = (await centresQuery) as CostCentreRow[];
  const spend = await spendByCentre(partition, month, query.cost_centre_id === undefined ? null : [query.cost_centre_id]);
  const requests = await requestCounts(partition, month);
  const monthEnd = `${monthDays(month)[1]}T20:00:00.000Z`;
  const lines: UsageLine[] = centres
    .filter((c) => c.created_at < monthEnd || spend.has(c.id) || requests.has(c.id))
    .map((c) => {
      const figures = spend.get(c.id) ?? noSpend();
      const total = totalFils(figures);
      const budget = budgetFils(c);
      return {
        cost_centre_id: c.id,
        code: c.code,
        name: c.name,
        transfers: figures.transfers,
        transfers_aed: filsToAed(figures.transfersFils),
        shuttle_runs: figures.shuttleRuns,
        shuttle_aed: filsToAed(figures.shuttleFils),
        total_aed: filsToAed(total),
        monthly_budget_aed: budget === null ? null : filsToAed(budget),
        budget_used_percent: budget ? Math.round((total / budget) * 1000) / 10 : null,
        requests: requests.get(c.id) ?? { approved: 0, declined: 0, pending: 0, expired: 0 },
      };
    });
  const sum = (pick: (line: UsageLine) => number): number => lines.reduce((n, line) => n + pick(line), 0);
  const sumFils = (pick: (line: UsageLine) => number): number => filsToAed(lines.reduce((n, line) => n + aedToFils(pick(line)), 0));
  return stampView<Usage>(partition, 'corporate_usage', {
    month,
    currency: 'AED',
    cost_centres: lines,
    totals: {
      transfers: sum((l) => l.transfers),
      transfers_aed: sumFils((l) => l.transfers_aed),
      shuttle_runs: sum((l) => l.shuttle_runs),
      shuttle_aed: sumFils((l) => l.shuttle_aed),
      total_aed: sumFils((l) => l.total_aed),
    },
    generated_at: now.toISOString(),
  });
}

/** The usage as CSV, one row per cost centre. */
export function usageCsv(usage: Usage): RenderedDocument {
  const rows = usage.cost_centres.map((l) => [
    usage.month, l.cost_centre_id, l.code, l.name, l.transfers, l.transfers_aed, l.shuttle_runs, l.shuttle_aed, l.total_aed,
    l.monthly_budget_aed, l.budget_used_percent, l.requests.approved, l.requests.declined, l.requests.pending, l.requests.expired,
  ]);
  return { contentType: 'text/csv; charset=utf-8', body: renderCsv(CSV_COLUMNS, rows), filename: `corporate-usage-${usage.month}.csv` };
}
