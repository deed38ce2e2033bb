import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { filsToAed } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { countHits } from '../../engine/publicLinks';
import { attributions } from '../../engine/referrals';
import type { RenderedDocument } from '../../engine/documents/documents';
import { renderCsv } from '../../platform/csv';
import { addDays, uaeToday, UAE_OFFSET_MS, uaeDate } from '../../platform/uaeTime';
import { readSite } from './service';
import { stampView } from '../../engine/serializer';

type SiteStats = components['schemas']['SiteStats'];
type SiteStatsDay = components['schemas']['SiteStatsDay'];

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
export const STATS_CSV_COLUMNS = ['date', 'views', 'visitors', 'bookings', 'sales_aed', 'earnings_aed'] as const;

export interface SiteStatsQuery {
  from?: string;
  to?: string;
}

const dayMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The period asked for, in UAE calendar days; the default is the 30 days up to yesterday. */
function periodOf(query: SiteStatsQuery, today: string): { from: string; to: string } {
  const to = query.to ?? addDays(today, -1);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const found: ValidationIssue[] = [];
  if (to > today) found.push({ path: 'to', message: `may be today (${today}, UAE time) at the latest` });
  if (from > to) found.push({ path: 'from', message: `must not be after to (${to})` });
  else if ((dayMs(to) - dayMs(from)) / DAY_MS + 1 > MAX_DAYS) found.push({ path: 'from', message: `a period is at most ${MAX_DAYS} days` });
  if (found.length > 0) throw errors.validation(found);
  return { from, to };
}

/** The instant a UAE calendar day starts. */
const uaeMidnight = (date: string): string => new Date(dayMs(date) - UAE_OFFSET_MS).toISOString();

/**
 * Views and visitors from the hits the public site recorded, bookings, sales and earnings from
 * the bookings visitors asked for there (credited to the site); bookings that ended unserved are
 * left out. Days are UAE calendar days.
 */
async function statsOf(partition: Partition, siteId: string, from: string, to: string): Promise<SiteStats> {
  const range = { from: uaeMidnight(from), to: uaeMidnight(addDays(to, 1)) };
  const days = new Map<string, { views: number; visitors: number; bookings: number; salesFils: number; earningsFils: number }>();
  for (let date = from; date <= to; date = addDays(date, 1)) days.set(date, { views: 0, visitors: 0, bookings: 0, salesFils: 0, earningsFils: 0 });
  for (const hit of await countHits(partition, 'site', range, siteId)) {
    const day = days.get(hit.day);
    if (!day || hit.kind !== 'view') continue;
    day.views += hit.hits;
    day.visitors += hit.visitors;
  }
  for (const booking of await attributions(partition, 'site', range, siteId)) {
    const day = days.get(uaeDate(new Date(booking.created_at)));
    if (!day || booking.status === 'void') continue;
    day.bookings += 1;
    day.salesFils += booking.price_fils;
    day.earningsFils += booking.commission_fils;
  }
  const rows: SiteStatsDay[] = [...days].map(([date, day]) => ({
    date,
    views: day.views,
    visitors: day.visitors,
    bookings: day.bookings,
    sales_aed: filsToAed(day.salesFils),
    earnings_aed: filsToAed(day.earningsFils),
  }));
  const total = (pick: (day: { views: number; visitors: number; bookings: number; salesFils: number; earningsFils: number }) => number): number =>
    [...days.values()].reduce((sum, day) => sum + pick(day), 0);
  const visitors = total((day) => day.visitors);
  const bookings = total((day) => day.bookings);
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('commercial_terms')) as { commercial_terms: SiteStats['terms'] } | undefined;
  return stampView<SiteStats>(partition, 'site_stats', {
    from,
    to,
    currency: 'AED',
    terms: account?.commercial_terms ?? 'tariff',
    totals: {
      views: total((day) => day.views),
      visitors,
      bookings,
      conversion_percent: visitors === 0 ? 0 : Math.round((bookings / visitors) * 10000) / 100,
      sales_aed: filsToAed(total((day) => day.salesFils)),
      earnings_aed: filsToAed(total((day) => day.earningsFils)),
    },
    days: rows,
  });
}

/** Views, bookings, sales and earnings of the site over the query's period. */
export async function siteStats(partition: Partition, query: SiteStatsQuery): Promise<SiteStats> {
  const { from, to } = periodOf(query, uaeToday(partition.clock));
  const site = await readSite(partition);
  if (!site) throw errors.resourceNotFound('white-label site', 'yet');
  return statsOf(partition, site.id, from, to);
}

/** The days of `stats` as CSV: what both `getSiteStats?format=csv` and `getSiteStatsCsv` answer. */
export function siteStatsCsv(stats: SiteStats): RenderedDocument {
  const rows = stats.days.map((day) => STATS_CSV_COLUMNS.map((column) => day[column]));
  return { contentType: 'text/csv; charset=utf-8', body: renderCsv(STATS_CSV_COLUMNS, rows), filename: `site-stats-${stats.from}-${stats.to}.csv` };
}
