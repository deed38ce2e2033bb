import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { fromFils, toFils } from '../../engine/money';
import { TestData } from '../../engine/testData';
import { renderCsv, type RenderedDocument } from '../../engine/documents/documents';
import { termsOf, termsShareFils } from '../../engine/terms';
import { testSitePublishedAt, type SiteContext } from './testSite';
import { UAE_OFFSET_MS } from '../../platform/uaeTime';

type SiteStats = components['schemas']['SiteStats'];
type SiteStatsDay = components['schemas']['SiteStatsDay'];

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
export const STATS_CSV_COLUMNS = ['date', 'views', 'visitors', 'bookings', 'sales_aed', 'earnings_aed'] as const;

export interface SiteStatsQuery {
  from?: string;
  to?: string;
  format?: 'json' | 'csv';
}

const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The period asked for, in UAE calendar days; the default is the 30 days up to yesterday. */
function periodOf(query: SiteStatsQuery, now: Date): { from: string; to: string } {
  const today = dateOf(now.getTime() + UAE_OFFSET_MS);
  const to = query.to ?? dateOf(dayMs(today) - DAY_MS);
  const from = query.from ?? dateOf(dayMs(to) - (DEFAULT_DAYS - 1) * DAY_MS);
  const found: ValidationIssue[] = [];
  if (to > today) found.push({ path: 'to', message: `may be today (${today}, UAE time) at the latest` });
  if (from > to) found.push({ path: 'from', message: `must not be after to (${to})` });
  else if ((dayMs(to) - dayMs(from)) / DAY_MS + 1 > MAX_DAYS) found.push({ path: 'from', message: `a period is at most ${MAX_DAYS} days` });
  if (found.length > 0) throw errors.validation(found);
  return { from, to };
}

/** One day of the test site: busier on Fridays and Saturdays, nothing before it went live. */
function testDay(ctx: SiteContext, date: string, livesFrom: string): SiteStatsDay {
  if (date < livesFrom) return { date, views: 0, visitors: 0, bookings: 0, sales_aed: 0, earnings_aed: 0 };
  const data = new TestData(`site-stats:${ctx.principal.account.id}:${date}`);
  const weekday = new Date(dayMs(date)).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 1.3 : 1;
  const views = Math.round(data.int(320, 880) * weekend);
  const visitors = Math.round(views * data.int(55, 70) / 100);
  const bookings = data.int(0, Math.max(1, Math.round(visitors * 0.018)));
  let salesFils = 0;
  for (let i = 0; i < bookings; i++) salesFils += toFils(data.amount(150, 1450, 5));
  const { terms, basisPoints } = termsOf(ctx.principal.account);
  const earningsFils = terms === 'tariff' ? 0 : termsShareFils(salesFils, basisPoints);
  return { date, views, visitors, bookings, sales_aed: fromFils(salesFils), earnings_aed: fromFils(earningsFils) };
}

function statsOf(ctx: SiteContext, from: string, to: string): SiteStats {
  const livesFrom = dateOf(testSitePublishedAt(ctx.clock.now()) + UAE_OFFSET_MS);
  const days: SiteStatsDay[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) days.push(testDay(ctx, dateOf(ms), livesFrom));
  const sum = (pick: (day: SiteStatsDay) => number): number => days.reduce((total, day) => total + pick(day), 0);
  const visitors = sum((day) => day.visitors);
  const bookings = sum((day) => day.bookings);
  return {
    object: 'site_stats',
    sandbox: true,
    from,
    to,
    currency: 'AED',
    terms: ctx.principal.account.commercial_terms,
    totals: {
      views: sum((day) => day.views),
      visitors,
      bookings,
      conversion_percent: visitors === 0 ? 0 : Math.round((bookings / visitors) * 10000) / 100,
      sales_aed: fromFils(sum((day) => toFils(day.sales_aed))),
      earnings_aed: fromFils(sum((day) => toFils(day.earnings_aed))),
    },
    days,
  };
}

/** Views, bookings, sales and earnings of the site, as JSON or as CSV of the days. */
export function siteStats(ctx: SiteContext, query: SiteStatsQuery): { stats: SiteStats } | { document: RenderedDocument } {
  const { from, to } = periodOf(query, ctx.clock.now());
  if (ctx.principal.mode === 'live') throw errors.resourceNotFound('white-label site', 'yet');
  const stats = statsOf(ctx, from, to);
  if (query.format !== 'csv') return { stats };
  const rows = stats.days.map((day) => STATS_CSV_COLUMNS.map((column) => day[column]));
  return { document: { contentType: 'text/csv; charset=utf-8', body: renderCsv(STATS_CSV_COLUMNS, rows), filename: `site-stats-${from}-${to}.csv` } };
}
