import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { filsToAed } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { addDays, daysBetween, uaeInstant, uaeToday } from '../../platform/uaeTime';
import { countHits } from '../../engine/publicLinks';
import { attributions, type Rate } from '../../engine/referrals';
import { termsOf } from '../../engine/terms';
import type { AccountRow } from '../../apiKeys/store';
import { readGuideRow } from './properties';
import { stampView } from '../../engine/serializer';

type GuideStats = components['schemas']['GuideStats'];
type GuideStatsLine = components['schemas']['GuideStatsLine'];
type Split = GuideStats['split'];

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
/** The partner's split of guide sales unless the account is on commission terms, in basis points. */
const GUIDE_STANDARD_BP = 1000;

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

/** The partner's share of what its guides sell, in basis points: its commission on commission terms, else the standard 10 %. */
export const guideRate = (account: Pick<AccountRow, 'commercial_terms' | 'terms_basis_points'>): number => {
  const terms = termsOf(account as AccountRow);
  return terms.terms === 'commission' ? terms.basisPoints : GUIDE_STANDARD_BP;
};

// A booking asked for on a guide page carries the split of the day it was made.
export const guidePropertyRate: Rate = (_partition, account) => guideRate(account);

async function splitOf(partition: Partition): Promise<Split> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first()) as AccountRow | undefined;
  if (!account) throw errors.resourceNotFound('account', partition.accountId);
  const points = guideRate(account);
  return { basis: account.commercial_terms === 'commission' ? 'commission' : 'guide_standard', partner_percent: points / 100 };
}

/**
 * Counted from what happened, never drawn: views and scans from the hits the guide page records
 * (a scan is a view that came from the QR code), bookings and sales from the bookings attributed
 * to each property and still standing (a cancelled, declined or missed one is void), earnings
 * from the commission each of them carries.
 */
export async function getGuideStats(partition: Partition, query: { from?: string; to?: string; property_id?: string }): Promise<GuideStats> {
  const period = periodOf(query, partition);
  const split = await splitOf(partition);
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
  const range = { from: start, to: end };
  for (const hit of await countHits(partition, 'guide_property', range, query.property_id)) {
    const line = lines.get(hit.subject_id);
    if (!line || (hit.kind !== 'view' && hit.kind !== 'scan')) continue;
    line.guide_views += hit.hits;
    if (hit.kind === 'scan') line.qr_scans += hit.hits;
  }
  for (const sale of await attributions(partition, 'guide_property', range, query.property_id)) {
    const line = lines.get(sale.source_id);
    if (!line || sale.status === 'void') continue;
    line.bookings += 1;
    line.salesFils += sale.price_fils;
    line.earningsFils += sale.commission_fils;
  }
  const ordered = [...lines.values()].sort((a, b) => a.name.localeCompare(b.name) || a.property_id.localeCompare(b.property_id));
  const sum = (pick: (line: (typeof ordered)[number]) => number): number => ordered.reduce((total, line) => total + pick(line), 0);
  return stampView<GuideStats>(partition, 'guide_stats', {
    period,
    property_id: query.property_id ?? null,
    currency: 'AED',
    split,
    totals: {
      qr_scans: sum((line) => line.qr_scans),
      guide_views: sum((line) => line.guide_views),
      bookings: sum((line) => line.bookings),
      sales_aed: filsToAed(sum((line) => line.salesFils)),
      partner_earnings_aed: filsToAed(sum((line) => line.earningsFils)),
    },
    properties: ordered.map(({ salesFils, earningsFils, ...line }) => ({ ...line, sales_aed: filsToAed(salesFils), partner_earnings_aed: filsToAed(earningsFils) })),
  });
}
