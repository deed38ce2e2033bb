import type { components } from '../generated/openapi-types';
import type { Clock } from '../platform/clock';
import { errors, type ValidationIssue } from '../errors';
import { newId } from '../platform/ids';
import { VEHICLES } from './vehicles';
import { aedToFils, filsToAed, percentOf } from './money';
import { AIRPORTS, publicPriceFils } from './tariff';
import type { Db } from '../platform/db';
import { airportAndZone, legacyEnds, requestForm, resolveEnds, tripKm, type TripEnds } from './locations';
import { priceUnderTerms, type AccountTerms } from './terms';
import { UAE_OFFSET, uaeTimestamp } from '../platform/uaeTime';
import { stampView, type StampSource } from './serializer';

type TransportQuoteRequest = components['schemas']['TransportQuoteRequest'];
type TransportQuote = components['schemas']['TransportQuote'];

const QUOTE_VALID_MS = 30 * 60 * 1000;
/** A transfer cancels free until this long before its pickup; later, for this share of its price. */
export const FREE_CANCELLATION_HOURS = 24;
export const LATE_CANCELLATION_FEE_PERCENT = 50;
const MAX_DAYS_AHEAD = 365;
/** The fields of a request that names an airport and a tariff zone instead of two locations. */
const AIRPORT_AND_ZONE = ['airport', 'terminal', 'direction', 'place'] as const;

/**
 * The two ends of a quote request, in either of its forms (see `requestForm`); `prefix` is the
 * path to the request's fields in the body (`transfer.`). Refusals are 422 on the exact field.
 */
export async function transportEnds(db: Db, request: TransportQuoteRequest, prefix = ''): Promise<TripEnds> {
  if (requestForm(request, AIRPORT_AND_ZONE, prefix) === 'locations') {
    return resolveEnds(db, request as Required<Pick<TransportQuoteRequest, 'pickup_location' | 'dropoff_location'>>, prefix);
  }
  const { airport, terminal, direction, place } = request as Required<Pick<TransportQuoteRequest, (typeof AIRPORT_AND_ZONE)[number]>>;
  const terminals = AIRPORTS[airport].terminals;
  if (!terminals.includes(terminal)) throw errors.invalidField(`${prefix}terminal`, `${airport} has terminal ${terminals.join(', ')}`);
  return legacyEnds(airport, terminal, direction, place);
}

function issues(request: TransportQuoteRequest, pickupAt: Date, now: Date): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  const vehicle = VEHICLES[request.vehicle];
  if (request.passengers > vehicle.seats) found.push({ path: 'passengers', message: `${request.vehicle} seats at most ${vehicle.seats} passengers` });
  if (request.bags > vehicle.bags) found.push({ path: 'bags', message: `${request.vehicle} carries at most ${vehicle.bags} bags` });
  if (pickupAt.getTime() <= now.getTime()) found.push({ path: 'pickup_date', message: 'the pickup must be in the future (UAE time)' });
  if (pickupAt.getTime() - now.getTime() > MAX_DAYS_AHEAD * 24 * 3600 * 1000) {
    found.push({ path: 'pickup_date', message: `the pickup may be at most ${MAX_DAYS_AHEAD} days ahead` });
  }
  return found;
}


/**
 * Prices a transfer between its two ends (`transportEnds`) under the account's terms: the road
 * distance between them at the tariff; `sandbox` flags a test-key answer.
 */
export function quoteTransport(request: TransportQuoteRequest, ends: TripEnds, accountTerms: AccountTerms, source: StampSource, clock: Clock): TransportQuote {
  const now = clock.now();
  const pickupLocal = `${request.pickup_date}T${request.pickup_time}:00${UAE_OFFSET}`;
  const pickupAt = new Date(pickupLocal);
  const found = issues(request, pickupAt, now);
  if (found.length > 0) throw errors.validation(found);

  const vehicle = VEHICLES[request.vehicle];
  const distanceKm = tripKm(ends);
  const publicFils = publicPriceFils(distanceKm, request.vehicle, Number(request.pickup_time.slice(0, 2)));
  const freeUntil = new Date(pickupAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
  // Booked inside its late-cancellation window, a transfer is never shown as free to cancel: no free deadline, and the late fee from the start.
  const late = now.getTime() >= freeUntil.getTime();
  const pricing = priceUnderTerms(publicFils, accountTerms);
  return stampView(source, 'transport_quote', {
    id: newId('tq'),
    ...airportAndZone(ends),
    pickup_location: ends.pickup,
    dropoff_location: ends.dropoff,
    vehicle: { class: request.vehicle, description: vehicle.description, max_passengers: vehicle.seats, max_bags: vehicle.bags },
    pickup: { date: request.pickup_date, time: request.pickup_time, at: pickupLocal },
    passengers: request.passengers,
    bags: request.bags,
    distance_km: distanceKm,
    pricing,
    cancellation: {
      free_until: late ? null : uaeTimestamp(freeUntil),
      fee_if_cancelled_now_aed: late ? filsToAed(percentOf(aedToFils(pricing.amount_due_aed), LATE_CANCELLATION_FEE_PERCENT)) : 0,
      late_cancellation_fee_percent: LATE_CANCELLATION_FEE_PERCENT,
      no_show_fee_percent: 100,
    },
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + QUOTE_VALID_MS).toISOString(),
  });
}
