import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { newId } from '../../platform/ids';
import { filsToAed, aedToFils } from '../../engine/money';
import { type AccountTerms, priceUnderTerms } from '../../engine/terms';
import type { Partition } from '../../engine/partition';
import { storeQuote } from '../../engine/quotes';
import { allotmentDay } from '../../engine/allotments';
import { catalogueEntry, type CatalogueEntry } from '../../engine/activityCatalogue';
import { isOpen, MAX_DAYS_AHEAD } from './availability';
import { shiftTime, uaeInstant, uaeTimestamp, weekdayOf } from '../../platform/uaeTime';
import { stampView, type StampSource } from '../../engine/serializer';

type ActivityQuoteRequest = components['schemas']['ActivityQuoteRequest'];
type ActivityQuote = components['schemas']['ActivityQuote'];
type Party = components['schemas']['ActivityPartySummary'];

const QUOTE_VALID_MS = 30 * 60 * 1000;

export const partyOf = (request: ActivityQuoteRequest): Party => ({ adults: request.guests.adults, children: request.guests.children ?? 0, infants: request.guests.infants ?? 0 });
const headcount = (party: Party): number => party.adults + party.children + party.infants;

/** Vehicles a party needs; null for a per-person product. */
export const vehiclesFor = ({ product }: CatalogueEntry, party: Party): number | null =>
  product.vehicle === null ? null : Math.ceil(headcount(party) / product.vehicle.max_guests);

/** What a party takes from a day's allotment: its vehicles, or its guests (infants included). */
export const placesFor = (party: Party, vehicles: number | null): number => vehicles ?? headcount(party);

export const unitOf = ({ product }: CatalogueEntry): 'places' | 'vehicles' => (product.pricing_unit === 'per_vehicle' ? 'vehicles' : 'places');

function partyIssues({ product }: CatalogueEntry, party: Party): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  const { min_age: minAge } = product.age_policy;
  if (product.pricing_unit === 'per_person' && party.children > 0 && product.prices.child_aed === null) {
    found.push({ path: 'guests.children', message: `this product admits no children: guests must be at least ${minAge}` });
  }
  if (party.infants > 0 && minAge > product.age_policy.infant_max_age) {
    found.push({ path: 'guests.infants', message: `this product admits no infants: guests must be at least ${minAge}` });
  }
  const total = headcount(party);
  if (total < product.guests.min || total > product.guests.max) {
    found.push({ path: 'guests', message: `a booking takes ${product.guests.min} to ${product.guests.max} guests, infants included; this party has ${total}` });
  }
  return found;
}

function whenIssues(item: CatalogueEntry, request: ActivityQuoteRequest, now: Date): ValidationIssue[] {
  const { product } = item;
  if (!product.start_times.includes(request.start_time)) {
    return [{ path: 'start_time', message: `must be one of the product's start times: ${product.start_times.join(', ')}` }];
  }
  const startsAt = uaeInstant(request.date, request.start_time);
  if (!product.operating_days.includes(weekdayOf(request.date))) {
    return [{ path: 'date', message: `the product does not run on a ${weekdayOf(request.date)}; it runs ${product.operating_days.join(', ')}` }];
  }
  if (!isOpen(item, startsAt, now)) {
    return [{ path: 'date', message: `bookings for this start closed ${product.booking_cutoff_hours} hours before it (UAE time)` }];
  }
  if (startsAt.getTime() - now.getTime() > MAX_DAYS_AHEAD * 86_400_000) return [{ path: 'date', message: `may be at most ${MAX_DAYS_AHEAD} days ahead` }];
  return [];
}

/** The request's rules, but room on the day: that is the allotment's, checked when it is read. */
export function activityIssues(item: CatalogueEntry, request: ActivityQuoteRequest, now: Date): ValidationIssue[] {
  const { product } = item;
  const party = partyOf(request);
  const found = [...whenIssues(item, request, now), ...partyIssues(item, party)];
  if (request.language !== undefined && !product.languages.includes(request.language)) {
    found.push({ path: 'language', message: `must be one the product offers: ${product.languages.join(', ')}` });
  }
  found.push(...pickupIssues(item, request.pickup));
  return found;
}

/** A pickup is for hotel-pickup products only, in a zone they serve. */
export function pickupIssues({ product }: CatalogueEntry, pickup: ActivityQuoteRequest['pickup']): ValidationIssue[] {
  if (pickup === undefined) return [];
  if (product.meeting.type === 'meeting_point') {
    return [{ path: 'pickup', message: `this product has no hotel pickup: guests meet at ${product.meeting.meeting_point ?? 'the meeting point'}` }];
  }
  if (!product.meeting.pickup_zones.includes(pickup.zone)) return [{ path: 'pickup.zone', message: `this product collects from ${product.meeting.pickup_zones.join(', ')}` }];
  return [];
}

/** The product of a request's `product_id`, or 422: the id is a field of the body, not of the path. */
export function productOf(productId: string): CatalogueEntry {
  const item = catalogueEntry(productId);
  if (!item) throw errors.invalidField('product_id', 'is not a product on sale; list them with GET /api/b2b/v1/activities/products');
  return item;
}

function lines({ product }: CatalogueEntry, party: Party): ActivityQuote['pricing']['lines'] {
  const { prices, vehicle } = product;
  if (vehicle !== null) {
    const quantity = Math.ceil(headcount(party) / vehicle.max_guests);
    const unit = prices.vehicle_aed ?? 0;
    return [{ description: vehicle.description, quantity, unit_price_aed: unit, amount_aed: filsToAed(aedToFils(unit) * quantity) }];
  }
  const bands: Array<[string, number, number | null]> = [
    ['Adult', party.adults, prices.adult_aed],
    [`Child (3-${product.age_policy.child_max_age})`, party.children, prices.child_aed],
    [`Infant (0-${product.age_policy.infant_max_age})`, party.infants, prices.infant_aed],
  ];
  return bands
    .filter(([, quantity]) => quantity > 0)
    .map(([description, quantity, unit]) => ({ description, quantity, unit_price_aed: unit ?? 0, amount_aed: filsToAed(aedToFils(unit ?? 0) * quantity) }));
}

/** The public price itemised, and what the account pays and earns under its terms. */
export function activityPricing(item: CatalogueEntry, party: Party, accountTerms: AccountTerms): ActivityQuote['pricing'] {
  const itemised = lines(item, party);
  const publicFils = itemised.reduce((sum, line) => sum + aedToFils(line.amount_aed), 0);
  return { ...priceUnderTerms(publicFils, accountTerms), lines: itemised };
}

/** The pickup of a party starting at `startTime`: `pickup_lead_minutes` before it. */
export const pickupAt = ({ product }: CatalogueEntry, pickup: NonNullable<ActivityQuoteRequest['pickup']>, startTime: string): NonNullable<ActivityQuote['pickup']> => ({
  zone: pickup.zone,
  hotel: pickup.hotel,
  time: shiftTime(startTime, -(product.meeting.pickup_lead_minutes ?? 0)),
});

/** A quote of a checked request: priced, with its pickup and cancellation terms. */
export function quoteOf(item: CatalogueEntry, request: ActivityQuoteRequest, terms: AccountTerms, source: StampSource, now: Date): ActivityQuote {
  const { product } = item;
  const party = partyOf(request);
  const startsAt = uaeInstant(request.date, request.start_time);
  return stampView(source, 'activity_quote', {
    id: newId('aq'),
    product: { id: product.id, name: product.name, pricing_unit: product.pricing_unit },
    date: request.date,
    start_time: request.start_time,
    starts_at: uaeTimestamp(startsAt),
    guests: party,
    vehicles: vehiclesFor(item, party),
    language: request.language ?? null,
    pickup: request.pickup === undefined ? null : pickupAt(item, request.pickup, request.start_time),
    confirmation: product.confirmation,
    pricing: activityPricing(item, party, terms),
    cancellation: {
      free_until: uaeTimestamp(new Date(startsAt.getTime() - product.cancellation_policy.free_cancellation_hours * 3_600_000)),
      late_cancellation_fee_percent: product.cancellation_policy.late_cancellation_fee_percent,
      no_show_fee_percent: 100,
    },
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + QUOTE_VALID_MS).toISOString(),
  });
}

/**
 * Prices a product for a date, start and party under the account's terms and keeps the quote, so
 * it can be booked at that price. Nothing is held: a day without room for the party answers 409
 * `sold_out` now, and the booking takes the places.
 */
export async function createActivityQuote(partition: Partition, request: ActivityQuoteRequest, terms: AccountTerms): Promise<ActivityQuote> {
  const item = productOf(request.product_id);
  const now = partition.clock.now();
  const found = activityIssues(item, request, now);
  if (found.length > 0) throw errors.validation(found);
  const quote = quoteOf(item, request, terms, partition, now);
  const needed = placesFor(quote.guests, quote.vehicles);
  const day = await allotmentDay(partition, item.product.id, quote.date, item.capacity);
  if (day.remaining < needed) throw errors.soldOut(item.product.name, quote.date, day.remaining, needed, unitOf(item));
  await storeQuote(partition, 'activity', { id: quote.id, body: quote, amountDueFils: aedToFils(quote.pricing.amount_due_aed), expiresAt: quote.expires_at });
  return quote;
}
