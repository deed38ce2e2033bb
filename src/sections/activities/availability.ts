import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import type { Partition } from '../../engine/partition';
import { allotmentDays } from '../../engine/allotments';
import { findProduct, type CatalogueEntry } from '../../engine/activityCatalogue';
import { addDays, daysBetween, uaeDate, uaeInstant, uaeTimestamp, weekdayOf } from '../../platform/uaeTime';
import { stampView } from '../../engine/serializer';

type ActivityAvailability = components['schemas']['ActivityAvailability'];
type Day = ActivityAvailability['days'][number];
type Slot = Day['slots'][number];
type SlotStatus = components['schemas']['ActivitySlotStatus'];

export const MAX_DAYS_AHEAD = 365;
const MAX_RANGE_DAYS = 31;
const DEFAULT_RANGE_DAYS = 14;

/** At most this many places (per person) or vehicles (per vehicle) left make a start `limited`. */
const limitedAt = ({ product }: CatalogueEntry): number => (product.pricing_unit === 'per_vehicle' ? 1 : 5);

/** Whether the start is still open for booking at `now` (its cut-off has not passed). */
export const isOpen = (item: CatalogueEntry, startsAt: Date, now: Date): boolean =>
  startsAt.getTime() - item.product.booking_cutoff_hours * 3_600_000 > now.getTime();

function slotOf(item: CatalogueEntry, date: string, startTime: string, remaining: number, now: Date): Slot {
  const startsAt = uaeInstant(date, startTime);
  const slot: Slot = { start_time: startTime, starts_at: uaeTimestamp(startsAt), status: 'closed', remaining: null };
  if (!isOpen(item, startsAt, now)) return slot;
  const status: SlotStatus =
    remaining === 0 ? 'sold_out'
    : item.product.confirmation === 'on_request' ? 'on_request'
    : remaining <= limitedAt(item) ? 'limited'
    : 'available';
  return { ...slot, status, remaining };
}

function dayOf(item: CatalogueEntry, date: string, remaining: number, now: Date): Day {
  if (!item.product.operating_days.includes(weekdayOf(date))) return { date, status: 'closed', slots: [] };
  const slots = item.product.start_times.map((time) => slotOf(item, date, time, remaining, now));
  const statuses = slots.map((slot) => slot.status).filter((status) => status !== 'closed');
  const status: SlotStatus =
    statuses.length === 0 ? 'closed'
    : statuses.includes('on_request') ? 'on_request'
    : statuses.includes('available') ? 'available'
    : statuses.includes('limited') ? 'limited'
    : 'sold_out';
  return { date, status, slots };
}

function rangeIssues(today: string, from: string, to: string): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (daysBetween(today, from) < 0) found.push({ path: 'from', message: `must be today (${today}, UAE) or later` });
  if (daysBetween(today, from) > MAX_DAYS_AHEAD) found.push({ path: 'from', message: `may be at most ${MAX_DAYS_AHEAD} days ahead` });
  if (daysBetween(from, to) < 0) found.push({ path: 'to', message: 'must be on or after from' });
  else if (daysBetween(from, to) >= MAX_RANGE_DAYS) found.push({ path: 'to', message: `may be at most ${MAX_RANGE_DAYS - 1} days after from` });
  else if (daysBetween(today, to) > MAX_DAYS_AHEAD) found.push({ path: 'to', message: `may be at most ${MAX_DAYS_AHEAD} days ahead` });
  return found;
}

/** A product's starts by day, with what is left of each day's allotment in the partition's pool. */
export async function activityAvailability(partition: Partition, productId: string, range: { from?: string; to?: string }): Promise<ActivityAvailability> {
  const item = findProduct(productId);
  const now = partition.clock.now();
  const today = uaeDate(now);
  const from = range.from ?? today;
  const to = range.to ?? addDays(from, DEFAULT_RANGE_DAYS - 1);
  const found = rangeIssues(today, from, to);
  if (found.length > 0) throw errors.validation(found);
  const allotments = await allotmentDays(partition, item.product.id, from, to);
  const days: Day[] = [];
  for (let date = from; daysBetween(date, to) >= 0; date = addDays(date, 1)) {
    days.push(dayOf(item, date, allotments.get(date)?.remaining ?? item.capacity, now));
  }
  return stampView<ActivityAvailability>(partition, 'activity_availability', {
    product_id: item.product.id,
    pricing_unit: item.product.pricing_unit,
    remaining_unit: item.product.pricing_unit === 'per_vehicle' ? 'vehicles' : 'guests',
    from,
    to,
    days,
  });
}
