import type { components } from '../generated/openapi-types';
import type { Clock } from '../platform/clock';
import { errors, type ValidationIssue } from '../errors';
import { newId } from '../platform/ids';
import { VEHICLES } from './vehicles';
import { aedToFils, filsToAed, percentOf } from './money';
import { AIRPORTS, publicPriceFils, roadDistanceKm } from './tariff';
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



function issues(request: TransportQuoteRequest, pickupAt: Date, now: Date): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  const terminals = AIRPORTS[request.airport].terminals;
  if (!terminals.includes(request.terminal)) {
    found.push({ path: 'terminal', message: `${request.airport} has terminal ${terminals.join(', ')}` });
  }
  const vehicle = VEHICLES[request.vehicle];
  if (request.passengers > vehicle.seats) found.push({ path: 'passengers', message: `${request.vehicle} seats at most ${vehicle.seats} passengers` });
  if (request.bags > vehicle.bags) found.push({ path: 'bags', message: `${request.vehicle} carries at most ${vehicle.bags} bags` });
  if (pickupAt.getTime() <= now.getTime()) found.push({ path: 'pickup_date', message: 'the pickup must be in the future (UAE time)' });
  if (pickupAt.getTime() - now.getTime() > MAX_DAYS_AHEAD * 24 * 3600 * 1000) {
    found.push({ path: 'pickup_date', message: `the pickup may be at most ${MAX_DAYS_AHEAD} days ahead` });
  }
  return found;
}


/** Prices a transfer under the account's terms; `sandbox` flags a test-key answer. */
export function quoteTransport(request: TransportQuoteRequest, accountTerms: AccountTerms, source: StampSource, clock: Clock): TransportQuote {
  const now = clock.now();
  const pickupLocal = `${request.pickup_date}T${request.pickup_time}:00${UAE_OFFSET}`;
  const pickupAt = new Date(pickupLocal);
  const found = issues(request, pickupAt, now);
  if (found.length > 0) throw errors.validation(found);

  const vehicle = VEHICLES[request.vehicle];
  const distanceKm = roadDistanceKm(request.airport, request.place);
  const publicFils = publicPriceFils(distanceKm, request.vehicle, Number(request.pickup_time.slice(0, 2)));
  const freeUntil = new Date(pickupAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
  // Booked inside its late-cancellation window, a transfer is never shown as free to cancel: no free deadline, and the late fee from the start.
  const late = now.getTime() >= freeUntil.getTime();
  const pricing = priceUnderTerms(publicFils, accountTerms);
  return stampView(source, 'transport_quote', {
    id: newId('tq'),
    airport: request.airport,
    terminal: request.terminal,
    direction: request.direction,
    place: request.place,
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
