import type { components } from '../../generated/openapi-types';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';
import { newId } from '../../platform/ids';
import { fromFils, toFils } from '../../engine/money';
import { termsOf, type AccountTerms, priceUnderTerms } from '../../engine/terms';
import { catalogueEntry, type CatalogueEntry } from './catalogue';
import { isOpen, MAX_DAYS_AHEAD, testRemaining } from './availability';
import { shiftTime, uaeInstant, uaeTimestamp, weekdayOf } from '../../platform/uaeTime';

type ActivityQuoteRequest = components['schemas']['ActivityQuoteRequest'];
type ActivityQuote = components['schemas']['ActivityQuote'];
type Party = components['schemas']['ActivityPartySummary'];

const QUOTE_VALID_MS = 30 * 60 * 1000;

export const partyOf = (request: ActivityQuoteRequest): Party => ({ adults: request.guests.adults, children: request.guests.children ?? 0, infants: request.guests.infants ?? 0 });
const headcount = (party: Party): number => party.adults + party.children + party.infants;

/** Vehicles a party needs; null for a per-person product. */
export const vehiclesFor = ({ product }: CatalogueEntry, party: Party): number | null =>
  product.vehicle === null ? null : Math.ceil(headcount(party) / product.vehicle.max_guests);

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

/** The request's rules; `test` also checks the test inventory, which a live key cannot see yet. */
export function activityIssues(item: CatalogueEntry, request: ActivityQuoteRequest, now: Date, test: boolean): ValidationIssue[] {
  const { product } = item;
  const party = partyOf(request);
  const found = [...whenIssues(item, request, now), ...partyIssues(item, party)];
  if (request.language !== undefined && !product.languages.includes(request.language)) {
    found.push({ path: 'language', message: `must be one the product offers: ${product.languages.join(', ')}` });
  }
  if (request.pickup !== undefined && product.meeting.type === 'meeting_point') {
    found.push({ path: 'pickup', message: `this product has no hotel pickup: guests meet at ${product.meeting.meeting_point ?? 'the meeting point'}` });
  } else if (request.pickup !== undefined && !product.meeting.pickup_zones.includes(request.pickup.zone)) {
    found.push({ path: 'pickup.zone', message: `this product collects from ${product.meeting.pickup_zones.join(', ')}` });
  }
  if (test && found.length === 0) {
    const remaining = testRemaining(item, request.date, request.start_time);
    const needed = vehiclesFor(item, party) ?? headcount(party);
    if (remaining < needed) {
      const unit = product.pricing_unit === 'per_vehicle' ? 'vehicles' : 'places';
      found.push({ path: 'start_time', message: remaining === 0 ? `sold out on ${request.date}` : `only ${remaining} ${unit} left on ${request.date}; this party needs ${needed}` });
    }
  }
  return found;
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
    return [{ description: vehicle.description, quantity, unit_price_aed: unit, amount_aed: fromFils(toFils(unit) * quantity) }];
  }
  const bands: Array<[string, number, number | null]> = [
    ['Adult', party.adults, prices.adult_aed],
    [`Child (3-${product.age_policy.child_max_age})`, party.children, prices.child_aed],
    [`Infant (0-${product.age_policy.infant_max_age})`, party.infants, prices.infant_aed],
  ];
  return bands
    .filter(([, quantity]) => quantity > 0)
    .map(([description, quantity, unit]) => ({ description, quantity, unit_price_aed: unit ?? 0, amount_aed: fromFils(toFils(unit ?? 0) * quantity) }));
}

/** The public price itemised, and what the account pays and earns under its terms. */
export function activityPricing(item: CatalogueEntry, party: Party, accountTerms: AccountTerms): ActivityQuote['pricing'] {
  const itemised = lines(item, party);
  const publicFils = itemised.reduce((sum, line) => sum + toFils(line.amount_aed), 0);
  return { ...priceUnderTerms(publicFils, accountTerms), lines: itemised };
}

/** A quote of a checked request: priced, with its pickup and cancellation terms. */
export function quoteOf(item: CatalogueEntry, request: ActivityQuoteRequest, terms: AccountTerms, sandbox: boolean, now: Date): ActivityQuote {
  const { product } = item;
  const party = partyOf(request);
  const startsAt = uaeInstant(request.date, request.start_time);
  const lead = product.meeting.pickup_lead_minutes ?? 0;
  return {
    object: 'activity_quote',
    sandbox,
    id: newId('aq'),
    product: { id: product.id, name: product.name, pricing_unit: product.pricing_unit },
    date: request.date,
    start_time: request.start_time,
    starts_at: uaeTimestamp(startsAt),
    guests: party,
    vehicles: vehiclesFor(item, party),
    language: request.language ?? null,
    pickup: request.pickup === undefined ? null : { zone: request.pickup.zone, hotel: request.pickup.hotel, time: shiftTime(request.start_time, -lead) },
    confirmation: product.confirmation,
    pricing: activityPricing(item, party, terms),
    cancellation: {
      free_until: uaeTimestamp(new Date(startsAt.getTime() - product.cancellation_policy.free_cancellation_hours * 3_600_000)),
      late_cancellation_fee_percent: product.cancellation_policy.late_cancellation_fee_percent,
      no_show_fee_percent: 100,
    },
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + QUOTE_VALID_MS).toISOString(),
  };
}

/** Prices a product for a date, start and party under the account's terms; nothing is held. */
export function createActivityQuote(principal: ApiPrincipal, request: ActivityQuoteRequest, clock: Clock): ActivityQuote {
  const item = productOf(request.product_id);
  const now = clock.now();
  const test = principal.mode === 'test';
  const found = activityIssues(item, request, now, test);
  if (found.length > 0) throw errors.validation(found);
  return quoteOf(item, request, termsOf(principal.account), test, now);
}
