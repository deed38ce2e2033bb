import type { components } from '../../generated/openapi-types';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors, type ValidationIssue } from '../../errors';
import { fromFils, toFils } from '../../engine/money';
import { TestData } from '../../engine/testData';
import { findGuideProperty, testProperty, testPropertyIds, type GuideEnv, type GuideProperty } from './properties';
import { UAE_OFFSET_MS } from '../../platform/uaeTime';

type GuideStats = components['schemas']['GuideStats'];
type GuideStatsLine = components['schemas']['GuideStatsLine'];

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
/** The partner's split of guide sales unless the account is on commission terms. */
const GUIDE_STANDARD_PERCENT = 10;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The period asked for, checked: whole UAE days, `to` not after today, at most 366 days. */
function periodOf(query: { from?: string; to?: string }, now: Date): GuideStats['period'] {
  const today = dayOf(now.getTime() + UAE_OFFSET_MS);
  const to = query.to ?? today;
  const from = query.from ?? dayOf(msOf(to) - (DEFAULT_DAYS - 1) * DAY_MS);
  const issues: ValidationIssue[] = [];
  if (to > today) issues.push({ path: 'to', message: `must not be after today (${today}, UAE time)` });
  if (from > to) issues.push({ path: 'from', message: `must not be after to (${to})` });
  const days = Math.round((msOf(to) - msOf(from)) / DAY_MS) + 1;
  if (days > MAX_DAYS) issues.push({ path: 'from', message: `must be at most ${MAX_DAYS} days before to, both included` });
  if (issues.length > 0) throw errors.validation(issues);
  return { from, to, days };
}

function splitOf(principal: ApiPrincipal): GuideStats['split'] {
  const { commercial_terms: terms, terms_basis_points: points } = principal.account;
  return terms === 'commission' ? { basis: 'commission', partner_percent: points / 100 } : { basis: 'guide_standard', partner_percent: GUIDE_STANDARD_PERCENT };
}

/** A test property's figures: drawn day by day, so a period is always the sum of its days. */
function testLine(property: GuideProperty, period: GuideStats['period'], percent: number): GuideStatsLine {
  const line = { property_id: property.id, name: property.name, qr_scans: 0, guide_views: 0, bookings: 0, sales_aed: 0, partner_earnings_aed: 0 };
  const opened = property.created_at.slice(0, 10);
  const pausedFrom = property.paused_at?.slice(0, 10) ?? null;
  let salesFils = 0;
  for (let day = msOf(period.from); day <= msOf(period.to); day += DAY_MS) {
    const date = dayOf(day);
    if (date < opened) continue;
    const data = new TestData(`${property.id}|stats|${date}`);
    const scans = data.int(0, 9);
    line.qr_scans += scans;
    line.guide_views += scans + data.int(0, 14);
    if (pausedFrom !== null && date >= pausedFrom) continue;
    const bookings = data.chance(0.35) ? data.int(1, 2) : 0;
    line.bookings += bookings;
    for (let i = 0; i < bookings; i++) salesFils += toFils(data.amount(150, 1200));
  }
  line.sales_aed = fromFils(salesFils);
  line.partner_earnings_aed = fromFils(Math.round((salesFils * percent) / 100));
  return line;
}

export function getGuideStats(principal: ApiPrincipal, query: { from?: string; to?: string; property_id?: string }, env: GuideEnv): GuideStats {
  const period = periodOf(query, env.clock.now());
  const sandbox = principal.mode === 'test';
  const split = splitOf(principal);
  let properties: GuideProperty[] = [];
  if (query.property_id !== undefined) properties = [findGuideProperty(principal, query.property_id, env)];
  else if (sandbox) properties = testPropertyIds(principal.account.id).map((id) => testProperty(id, env));
  const lines = properties.map((property) => testLine(property, period, split.partner_percent)).sort((a, b) => a.name.localeCompare(b.name) || a.property_id.localeCompare(b.property_id));
  const sum = (pick: (line: GuideStatsLine) => number): number => lines.reduce((total, line) => total + pick(line), 0);
  return {
    object: 'guide_stats',
    sandbox,
    period,
    property_id: query.property_id ?? null,
    currency: 'AED',
    split,
    totals: {
      qr_scans: sum((line) => line.qr_scans),
      guide_views: sum((line) => line.guide_views),
      bookings: sum((line) => line.bookings),
      sales_aed: fromFils(sum((line) => toFils(line.sales_aed))),
      partner_earnings_aed: fromFils(sum((line) => toFils(line.partner_earnings_aed))),
    },
    properties: lines,
  };
}
