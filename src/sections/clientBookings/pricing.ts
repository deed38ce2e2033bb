import type { components } from '../../generated/openapi-types';
import { placeLabel } from '../../engine/labels';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';
import { newId } from '../../platform/ids';
import { filsToAed } from '../../engine/money';
import { VEHICLES } from '../../engine/vehicles';
import { type AccountTerms, priceUnderTerms } from '../../engine/terms';
import { AIRPORTS, publicPriceFils, roadDistanceKm } from '../../engine/tariff';

export type ServiceRequest = components['schemas']['ClientBookingServiceRequest'];
export type Service = components['schemas']['ClientBookingService'];
export type Price = components['schemas']['ClientBookingPrice'];
export type PriceLine = components['schemas']['ClientBookingPriceLine'];
export type ClientBookingQuote = components['schemas']['ClientBookingQuote'];
export type CancellationPolicy = components['schemas']['ClientBookingCancellationPolicy'];

import { UAE_OFFSET, uaeTimestamp } from '../../platform/uaeTime';
import { stampView, type StampSource } from '../../engine/serializer';

export { UAE_OFFSET } from '../../platform/uaeTime';
const HOUR_MS = 3600 * 1000;
const QUOTE_VALID_MS = 30 * 60 * 1000;
const MAX_DAYS_AHEAD = 365;
/** Pickups closer than this are confirmed by the trade desk. */
const SHORT_NOTICE_MS = 6 * HOUR_MS;
const NIGHT_SURCHARGE = 0.2;
const CHILD_SEAT_FILS = 3000;
/** Public hourly rates of chauffeur hire, in fils. */
const HOURLY_FILS: Readonly<Record<Service['vehicle']['class'], number>> = { EXECUTIVE_SEDAN: 12000, VIP_V_CLASS: 18000, LUXURY_COACH: 40000 };
/** Hours before pickup until which a booking cancels free. */
const FREE_CANCELLATION_HOURS: Readonly<Record<Service['type'], number>> = { airport_transfer: 24, chauffeur_hire: 48 };

const label = (code: string): string => placeLabel(code);

/** A UTC instant as UAE local time with its offset, `YYYY-MM-DDTHH:MM:SS+04:00`. */
export const uaeTime = uaeTimestamp;

function typeIssues(request: ServiceRequest): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  const refuse = (field: keyof ServiceRequest, why: string): void => {
    if (request[field] !== undefined) found.push({ path: `service.${field}`, message: why });
  };
  if (request.type === 'airport_transfer') {
    for (const field of ['airport', 'terminal', 'direction'] as const) {
      if (request[field] === undefined) found.push({ path: `service.${field}`, message: 'is required for an airport transfer' });
    }
    refuse('hours', 'applies only to chauffeur hire');
    if (request.airport !== undefined && request.terminal !== undefined) {
      const terminals = AIRPORTS[request.airport].terminals;
      if (!terminals.includes(request.terminal)) found.push({ path: 'service.terminal', message: `${request.airport} has terminal ${terminals.join(', ')}` });
    }
    if (request.flight_number !== undefined && request.direction === 'departure') found.push({ path: 'service.flight_number', message: 'an arriving flight applies only to an arrival' });
  } else {
    if (request.hours === undefined) found.push({ path: 'service.hours', message: 'is required for chauffeur hire' });
    for (const field of ['airport', 'terminal', 'direction', 'flight_number'] as const) refuse(field, 'applies only to an airport transfer');
  }
  return found;
}

/** Every rule of a service request beyond its schema, as 422 issues under `prefix`. */
export function serviceIssues(request: ServiceRequest, now: Date): ValidationIssue[] {
  const found = typeIssues(request);
  const vehicle = VEHICLES[request.vehicle];
  if (request.passengers > vehicle.seats) found.push({ path: 'service.passengers', message: `${request.vehicle} seats at most ${vehicle.seats} passengers` });
  if ((request.bags ?? 0) > vehicle.bags) found.push({ path: 'service.bags', message: `${request.vehicle} carries at most ${vehicle.bags} bags` });
  if ((request.child_seats ?? 0) > request.passengers) found.push({ path: 'service.child_seats', message: 'may not exceed passengers' });
  const pickupAt = pickupOf(request);
  if (Number.isNaN(pickupAt.getTime())) found.push({ path: 'service.pickup_date', message: 'is not a calendar date' });
  else if (pickupAt.getTime() <= now.getTime()) found.push({ path: 'service.pickup_date', message: 'the pickup must be in the future (UAE time)' });
  else if (pickupAt.getTime() - now.getTime() > MAX_DAYS_AHEAD * 24 * HOUR_MS) found.push({ path: 'service.pickup_date', message: `the pickup may be at most ${MAX_DAYS_AHEAD} days ahead` });
  return found;
}

export const pickupOf = (request: Pick<ServiceRequest, 'pickup_date' | 'pickup_time'>): Date => new Date(`${request.pickup_date}T${request.pickup_time}:00${UAE_OFFSET}`);

/** The service as it is priced and booked: every field present, `null` where it does not apply. */
export function serviceOf(request: ServiceRequest): Service {
  const vehicle = VEHICLES[request.vehicle];
  const transfer = request.type === 'airport_transfer';
  return {
    type: request.type,
    airport: transfer ? (request.airport ?? null) : null,
    terminal: transfer ? (request.terminal ?? null) : null,
    direction: transfer ? (request.direction ?? null) : null,
    flight_number: request.flight_number ?? null,
    place: request.place,
    vehicle: { class: request.vehicle, description: vehicle.description, max_passengers: vehicle.seats, max_bags: vehicle.bags },
    pickup_at: `${request.pickup_date}T${request.pickup_time}:00${UAE_OFFSET}`,
    hours: transfer ? null : (request.hours ?? null),
    passengers: request.passengers,
    bags: request.bags ?? 0,
    child_seats: request.child_seats ?? 0,
  };
}

/** The public price lines of a service, in fils. */
function priceLines(service: Service): Array<{ code: PriceLine['code']; description: string; fils: number }> {
  const hour = Number(service.pickup_at.slice(11, 13));
  const lines: Array<{ code: PriceLine['code']; description: string; fils: number }> = [];
  let baseFils: number;
  if (service.type === 'airport_transfer' && service.airport && service.terminal) {
    const km = roadDistanceKm(service.airport, service.place);
    baseFils = publicPriceFils(km, service.vehicle.class, 12);
    const [from, to] = service.direction === 'departure' ? [label(service.place), placeLabel(service.airport, service.terminal)] : [placeLabel(service.airport, service.terminal), label(service.place)];
    lines.push({ code: 'transfer', description: `${from} to ${to}, ${km} km, ${service.vehicle.description}`, fils: baseFils });
  } else {
    const hours = service.hours ?? 0;
    baseFils = HOURLY_FILS[service.vehicle.class] * hours;
    lines.push({ code: 'chauffeur_hire', description: `${hours} hours from ${label(service.place)}, ${service.vehicle.description}`, fils: baseFils });
  }
  if (hour < 6) lines.push({ code: 'night_surcharge', description: 'Pickup from 00:00 to 05:59, 20 %', fils: Math.round((baseFils * NIGHT_SURCHARGE) / 500) * 500 });
  if (service.child_seats > 0) lines.push({ code: 'child_seats', description: `${service.child_seats} child seat${service.child_seats > 1 ? 's' : ''}, AED 30 each`, fils: service.child_seats * CHILD_SEAT_FILS });
  return lines;
}

/** The price of a service under the account's terms. */
export function priceOf(service: Service, accountTerms: AccountTerms): Price {
  const lines = priceLines(service);
  const publicFils = lines.reduce((sum, line) => sum + line.fils, 0);
  return {
    ...priceUnderTerms(publicFils, accountTerms),
    lines: lines.map((line) => ({ code: line.code, description: line.description, amount_aed: filsToAed(line.fils) })),
  };
}

export function cancellationPolicyOf(service: Service): CancellationPolicy {
  const pickupAt = Date.parse(service.pickup_at);
  return {
    free_until: uaeTime(new Date(pickupAt - FREE_CANCELLATION_HOURS[service.type] * HOUR_MS)),
    late_cancellation_fee_percent: 50,
    no_show_fee_percent: 100,
  };
}

/** `on_request` for a coach or a pickup less than 6 hours ahead; `instant` otherwise. */
export function availabilityOf(service: Service, now: Date): ClientBookingQuote['availability'] {
  const shortNotice = Date.parse(service.pickup_at) - now.getTime() < SHORT_NOTICE_MS;
  return service.vehicle.class === 'LUXURY_COACH' || shortNotice ? 'on_request' : 'instant';
}

/** Checks a service request in full and answers the service it describes, or 422. */
export function checkedService(request: ServiceRequest, now: Date): Service {
  const found = serviceIssues(request, now);
  if (found.length > 0) throw errors.validation(found);
  return serviceOf(request);
}

/** Prices a service under the account's terms; `sandbox` flags a test-key answer. */
export function quoteClientBooking(request: ServiceRequest, terms: AccountTerms, source: StampSource, clock: Clock): ClientBookingQuote {
  const now = clock.now();
  const service = checkedService(request, now);
  return stampView(source, 'client_booking_quote', {
    id: newId('cbq'),
    service,
    availability: availabilityOf(service, now),
    price: priceOf(service, terms),
    cancellation: cancellationPolicyOf(service),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + QUOTE_VALID_MS).toISOString(),
  });
}
