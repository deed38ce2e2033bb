import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { fromFils } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { addDays, daysBetween, uaeInstant, uaeToday } from '../../platform/uaeTime';
import { readGuideRow } from './properties';

type GuideStats = components['schemas']['GuideStats'];
type GuideStatsLine = components['schemas']['GuideStatsLine'];
type Split = GuideStats['split'];

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
/** The partner's split of guide sales unless the account is on commission terms, in basis points. */
export const GUIDE_STANDARD_BP = 1000;

/** The period asked for, checked: whole UAE days, `to` not after today, at most 366 days. */
function periodOf(query: { from?: string; to?: string }, partition: Partition): GuideStats['period'] {
  const today = uaeToday(partition.clock);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const issues: ValidationIssue[] = [];
  if (to > today) issues.push({ path: 'to', message: `must not be after today (${today}, UAE time)` });
  if (from > to) issues.push({ path: 'from', message: `must not be after to (${to})` });
  const days = daysBetween(from, to) + 1;
  if (days > MAX_DAYS) issues.push({ path: 'from', message: `must be at most ${MAX_DAYS} days before to, both included` });
  if (issues.length > 0) throw errors.validation(issues);
  return { from, to, days };
}

/** The share of guide sales the account earns now: its commission on commission terms, else the standard 10 %. */
export async function guideSplitOf(partition: Partition): Promise<{ split: Split; basisPoints: number }> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('commercial_terms', 'terms_basis_points')) as
    | { commercial_terms: string; terms_basis_points: number | string }
    | undefined;
  if (account?.commercial_terms === 'commission') {
    const points = Number(account.terms_basis_points);
    return { split: { basis: 'commission', partner_percent: points / 100 }, basisPoints: points };
  }
  return { split: { basis: 'guide_standard', partner_percent: GUIDE_STANDARD_BP / 100 }, basisPoints: GUIDE_STANDARD_BP };
}

type Count = { subject_id?: string; source_id?: string; kind?: string; n: number | string; price?: number | string | null; commission?: number | string | null };

/**
 * Counted from what happened, never drawn: views and scans from the hits the guide page records
 * (a scan is a view that came from the QR code), bookings and sales from the bookings attributed
 * to each property and still standing (a cancelled or declined one is void), earnings from the
 * commission each of them carries.
 */
export async function getGuideStats(partition: Partition, query: { from?: string; to?: string; property_id?: string }): Promise<GuideStats> {
  const period = periodOf(query, partition);
  const { split } = await guideSplitOf(partition);
  const start = uaeInstant(period.from, '00:00').toISOString();
  const end = uaeInstant(addDays(period.to, 1), '00:00').toISOString();
  const properties = partition.table('guide_properties').select('id', 'name');
  if (query.property_id !== undefined) {
    await readGuideRow(partition, query.property_id);
    properties.andWhere({ id: query.property_id });
  }
  const rows = (await properties) as Array<{ id: string; name: string }>;
  const lines = new Map<string, GuideStatsLine & { salesFils: number; earningsFils: number }>();
  for (const row of rows) {
    lines.set(row.id, { property_id: row.id, name: row.name, qr_scans: 0, guide_views: 0, bookings: 0, sales_aed: 0, partner_earnings_aed: 0, salesFils: 0, earningsFils: 0 });
  }
  const ids = [...lines.keys()];
  if (ids.length > 0) {
    const hits = (await partition
      .table('public_hits')
      .where({ subject_type: 'guide_property' })
      .whereIn('subject_id', ids)
      .whereIn('kind', ['view', 'scan'])
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy('subject_id', 'kind')
      .select('subject_id', 'kind')
      .count({ n: '*' })) as Count[];
    for (const hit of hits) {
      const line = lines.get(hit.subject_id ?? '');
      if (!line) continue;
      line.guide_views += Number(hit.n);
      if (hit.kind === 'scan') line.qr_scans += Number(hit.n);
    }
    const sales = (await partition
      .table('attributions')
      .where({ source_type: 'guide_property' })
      .whereIn('source_id', ids)
      .whereNot({ status: 'void' })
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy('source_id')
      .select('source_id')
      .count({ n: '*' })
      .sum({ price: 'price_fils', commission: 'commission_fils' })) as Count[];
    for (const sale of sales) {
      const line = lines.get(sale.source_id ?? '');
      if (!line) continue;
      line.bookings = Number(sale.n);
      line.salesFils = Number(sale.price ?? 0);
      line.earningsFils = Number(sale.commission ?? 0);
    }
  }
  const ordered = [...lines.values()].sort((a, b) => a.name.localeCompare(b.name) || a.property_id.localeCompare(b.property_id));
  const sum = (pick: (line: (typeof ordered)[number]) => number): number => ordered.reduce((total, line) => total + pick(line), 0);
  return {
    object: 'guide_stats',
    sandbox: partition.sandbox,
    period,
    property_id: query.property_id ?? null,
    currency: 'AED',
    split,
    totals: {
      qr_scans: sum((line) => line.qr_scans),
      guide_views: sum((line) => line.guide_views),
      bookings: sum((line) => line.bookings),
      sales_aed: fromFils(sum((line) => line.salesFils)),
      partner_earnings_aed: fromFils(sum((line) => line.earningsFils)),
    },
    properties: ordered.map(({ salesFils, earningsFils, ...line }) => ({ ...line, sales_aed: fromFils(salesFils), partner_earnings_aed: fromFils(earningsFils) })),
  };
}
