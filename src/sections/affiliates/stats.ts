import type { components } from '../../generated/openapi-types';
import { filsToAed } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { paginate } from '../../engine/pagination';
import { countHits } from '../../engine/publicLinks';
import { attributions, type AttributionRow, type Rate } from '../../engine/referrals';
import type { RenderedDocument } from '../../engine/documents/documents';
import { renderCsv } from '../../platform/csv';
import type { Clock } from '../../platform/clock';
import { addDays, resolvePeriod, uaeDate, type AffiliatePeriod } from './period';
import { utmOf, type LinkRow } from './links';
import { stampList, stampView } from '../../engine/serializer';

type AffiliateStats = components['schemas']['AffiliateStats'];
type AffiliateFigures = components['schemas']['AffiliateFigures'];
type AffiliateLinkPerformance = components['schemas']['AffiliateLinkPerformance'];
type AffiliatePerformanceList = components['schemas']['AffiliatePerformanceList'];

/** Affiliates earn this share of the public price of bookings attributed to their links or their widget. */
export const COMMISSION_PERCENT = 8;
/** The rate of what an affiliate's links and widget bring, in basis points. */
export const affiliateRate: Rate = () => COMMISSION_PERCENT * 100;

/** Where a click on a tracking link is recorded (`public_hits.subject_type`). */
export const CLICK_SUBJECT = 'affiliate_link';

export interface PeriodQuery {
  from?: string;
  to?: string;
}

/** Counts in fils, so sums never meet float error. */
interface Tally {
  clicks: number;
  bookings: number;
  salesFils: number;
  earningsFils: number;
}

const zero = (): Tally => ({ clicks: 0, bookings: 0, salesFils: 0, earningsFils: 0 });

function add(into: Tally, more: Tally): Tally {
  into.clicks += more.clicks;
  into.bookings += more.bookings;
  into.salesFils += more.salesFils;
  into.earningsFils += more.earningsFils;
  return into;
}

const figures = (t: Tally): AffiliateFigures => ({
  clicks: t.clicks,
  bookings: t.bookings,
  conversion_percent: t.clicks === 0 ? 0 : Math.round((t.bookings * 10000) / t.clicks) / 100,
  sales_aed: filsToAed(t.salesFils),
  earnings_aed: filsToAed(t.earningsFils),
});

/** The period's instants: from the first day's UAE midnight to the midnight after the last. */
const rangeOf = (period: AffiliatePeriod): { from: string; to: string } => ({
  from: new Date(`${period.from}T00:00:00+04:00`).toISOString(),
  to: new Date(`${addDays(period.to, 1)}T00:00:00+04:00`).toISOString(),
});

/**
 * What happened in the period, by source and UAE day: clicks recorded on the tracking links, and
 * the bookings attributed to the links and to the widget, less those that ended unserved.
 */
interface Counted {
  links: LinkRow[];
  /** `${code}|${day}` → tally; the widget's under `widget|${day}`. */
  cells: Map<string, Tally>;
}

const cell = (cells: Map<string, Tally>, key: string): Tally => {
  let found = cells.get(key);
  if (!found) cells.set(key, (found = zero()));
  return found;
};

function countBookings(cells: Map<string, Tally>, rows: readonly AttributionRow[], keyOf: (row: AttributionRow) => string): void {
  for (const row of rows) {
    if (row.status === 'void') continue;
    const tally = cell(cells, `${keyOf(row)}|${uaeDate(new Date(row.created_at))}`);
    tally.bookings += 1;
    tally.salesFils += row.price_fils;
    tally.earningsFils += row.commission_fils;
  }
}

async function count(partition: Partition, period: AffiliatePeriod): Promise<Counted> {
  const range = rangeOf(period);
  const links = (await partition.table('affiliate_links').where('created_at', '<', range.to).select('*')) as LinkRow[];
  const cells = new Map<string, Tally>();
  for (const hit of await countHits(partition, CLICK_SUBJECT, range)) {
    if (hit.kind === 'click') cell(cells, `${hit.subject_id}|${hit.day}`).clicks += hit.hits;
  }
  countBookings(cells, await attributions(partition, 'affiliate_link', range), (row) => row.source_id);
  countBookings(cells, await attributions(partition, 'widget', range), () => 'widget');
  return { links, cells };
}

export async function affiliateStats(partition: Partition, query: PeriodQuery, clock: Clock): Promise<AffiliateStats> {
  const { dates, ...period } = resolvePeriod(query, clock);
  const { links, cells } = await count(partition, period);
  const total = zero();
  const widget = zero();
  const daily = dates.map((date) => {
    const day = links.reduce((sum, link) => add(sum, cells.get(`${link.id}|${date}`) ?? zero()), zero());
    const fromWidget = cells.get(`widget|${date}`) ?? zero();
    add(day, fromWidget);
    add(widget, fromWidget);
    add(total, day);
    return { date, ...figures(day) };
  });
  return stampView<AffiliateStats>(partition, 'affiliate_stats', {
    period,
    currency: 'AED',
    commission_percent: COMMISSION_PERCENT,
    totals: figures(total),
    widget: { bookings: widget.bookings, sales_aed: filsToAed(widget.salesFils), earnings_aed: filsToAed(widget.earningsFils) },
    daily,
  });
}

/** Every link's row for the period, by earnings then clicks, highest first. */
async function performanceRows(partition: Partition, query: PeriodQuery, clock: Clock): Promise<AffiliateLinkPerformance[]> {
  const { dates, ...period } = resolvePeriod(query, clock);
  const { links, cells } = await count(partition, period);
  const rows = links.map((link) => {
    const tally = dates.reduce((sum, date) => add(sum, cells.get(`${link.id}|${date}`) ?? zero()), zero());
    return { object: 'affiliate_link_performance' as const, link: { code: link.id, name: link.name, landing_page: link.landing_page, utm: utmOf(link) }, period, ...figures(tally) };
  });
  return rows.sort((a, b) => b.earnings_aed - a.earnings_aed || b.clicks - a.clicks || a.link.code.localeCompare(b.link.code));
}

export async function listAffiliatePerformance(partition: Partition, query: PeriodQuery & { limit?: number; cursor?: string }, clock: Clock): Promise<AffiliatePerformanceList> {
  const page = paginate(await performanceRows(partition, query, clock), query.limit, query.cursor);
  return stampList(partition, page.data, page.next_cursor);
}

export const PERFORMANCE_CSV_COLUMNS = ['link_code', 'link_name', 'landing_page', 'utm_source', 'utm_medium', 'utm_campaign', 'clicks', 'bookings', 'conversion_percent', 'sales_aed', 'earnings_aed'] as const;

export async function affiliatePerformanceCsv(partition: Partition, query: PeriodQuery, clock: Clock): Promise<RenderedDocument> {
  const period = resolvePeriod(query, clock);
  const rows = (await performanceRows(partition, query, clock)).map((r) => [
    r.link.code, r.link.name, r.link.landing_page, r.link.utm.source, r.link.utm.medium, r.link.utm.campaign,
    r.clicks, r.bookings, r.conversion_percent, r.sales_aed, r.earnings_aed,
  ]);
  return { contentType: 'text/csv; charset=utf-8', body: renderCsv(PERFORMANCE_CSV_COLUMNS, rows), filename: `affiliate-performance-${period.from}-${period.to}.csv` };
}
