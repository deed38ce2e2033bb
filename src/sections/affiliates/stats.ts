import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { fromFils } from '../../engine/money';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData } from '../../engine/testData';
import { paginate } from '../../engine/pagination';
import { renderCsv, type RenderedDocument } from '../../engine/documents/documents';
import { resolvePeriod, uaeDate, type AffiliatePeriod } from './period';
import { testLinks, type TestLink } from './links';

type AffiliateStats = components['schemas']['AffiliateStats'];
type AffiliateFigures = components['schemas']['AffiliateFigures'];
type AffiliateLinkPerformance = components['schemas']['AffiliateLinkPerformance'];
type AffiliatePerformanceList = components['schemas']['AffiliatePerformanceList'];

/** Affiliates earn this share of what travellers pay for bookings made through their links. */
export const COMMISSION_PERCENT = 8;

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

/** One test link's day: the same link and date always give the same figures. */
function linkDay({ link, clicksPerDay, conversion }: TestLink, date: string): Tally {
  if (date < uaeDate(new Date(link.created_at))) return zero();
  const data = new TestData(`${link.code}:${date}`);
  const clicks = data.int(0, 2 * clicksPerDay);
  const bookings = Math.floor(clicks * conversion + data.next());
  let salesFils = 0;
  let earningsFils = 0;
  for (let i = 0; i < bookings; i++) {
    const fils = Math.round(data.amount(120, 1450) * 100);
    salesFils += fils;
    earningsFils += Math.round((fils * COMMISSION_PERCENT) / 100);
  }
  return { clicks, bookings, salesFils, earningsFils };
}

const figures = (t: Tally): AffiliateFigures => ({
  clicks: t.clicks,
  bookings: t.bookings,
  conversion_percent: t.clicks === 0 ? 0 : Math.round((t.bookings * 10000) / t.clicks) / 100,
  sales_aed: fromFils(t.salesFils),
  earnings_aed: fromFils(t.earningsFils),
});

/** The links that count in a period: a test key's links made by its last day; none with a live key. */
function linksOf(principal: ApiPrincipal, period: AffiliatePeriod): TestLink[] {
  if (principal.mode === 'live') return [];
  return testLinks(principal.account.id, new Date(`${period.to}T23:59:59.999+04:00`));
}

export function affiliateStats(principal: ApiPrincipal, query: PeriodQuery, clock: Clock): AffiliateStats {
  const { dates, ...period } = resolvePeriod(query, clock);
  const links = linksOf(principal, period);
  const total = zero();
  const daily = dates.map((date) => {
    const day = links.reduce((sum, link) => add(sum, linkDay(link, date)), zero());
    add(total, day);
    return { date, ...figures(day) };
  });
  return { object: 'affiliate_stats', sandbox: principal.mode === 'test', period, currency: 'AED', commission_percent: COMMISSION_PERCENT, totals: figures(total), daily };
}

/** Every link's row for the period, by earnings then clicks, highest first. */
function performanceRows(principal: ApiPrincipal, query: PeriodQuery, clock: Clock): AffiliateLinkPerformance[] {
  const { dates, ...period } = resolvePeriod(query, clock);
  const rows = linksOf(principal, period).map((link) => {
    const tally = dates.reduce((sum, date) => add(sum, linkDay(link, date)), zero());
    const { code, name, landing_page: landingPage, utm } = link.link;
    return { object: 'affiliate_link_performance' as const, link: { code, name, landing_page: landingPage, utm }, period, ...figures(tally) };
  });
  return rows.sort((a, b) => b.earnings_aed - a.earnings_aed || b.clicks - a.clicks || a.link.code.localeCompare(b.link.code));
}

export function listAffiliatePerformance(principal: ApiPrincipal, query: PeriodQuery & { limit?: number; cursor?: string }, clock: Clock): AffiliatePerformanceList {
  return { object: 'list', sandbox: principal.mode === 'test', ...paginate(performanceRows(principal, query, clock), query.limit, query.cursor) };
}

export const PERFORMANCE_CSV_COLUMNS = ['link_code', 'link_name', 'landing_page', 'utm_source', 'utm_medium', 'utm_campaign', 'clicks', 'bookings', 'conversion_percent', 'sales_aed', 'earnings_aed'] as const;

export function affiliatePerformanceCsv(principal: ApiPrincipal, query: PeriodQuery, clock: Clock): RenderedDocument {
  const period = resolvePeriod(query, clock);
  const rows = performanceRows(principal, query, clock).map((r) => [
    r.link.code, r.link.name, r.link.landing_page, r.link.utm.source, r.link.utm.medium, r.link.utm.campaign,
    r.clicks, r.bookings, r.conversion_percent, r.sales_aed, r.earnings_aed,
  ]);
  return { contentType: 'text/csv; charset=utf-8', body: renderCsv(PERFORMANCE_CSV_COLUMNS, rows), filename: `affiliate-performance-${period.from}-${period.to}.csv` };
}
