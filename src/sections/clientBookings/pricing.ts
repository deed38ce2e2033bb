import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';
import { newId } from '../../platform/ids';
import { filsToAed } from '../../engine/money';
import { VEHICLES } from '../../engine/vehicles';
import { type AccountTerms, priceUnderTerms } from '../../engine/terms';
import { AIRPORTS, publicPriceFils } from '../../engine/tariff';
import type { Db } from '../../platform/db';
import { airportAndZone, atAirport, legacyEnds, locationText, resolveEnds, resolveLocation, tripKm, zoneLocation, type ResolvedTripLocation } from '../../engine/locations';

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

/** A UTC instant as UAE local time with its offset, `YYYY-MM-DDTHH:MM:SS+04:00`. */
export const uaeTime = uaeTimestamp;

/** Where a service starts and (a transfer) ends, as resolved. */
export interface ServiceEnds {
  pickup: ResolvedTripLocation;
  dropoff: ResolvedTripLocation | null;
}

const LEGACY_TRANSFER = ['airport', 'terminal', 'direction', 'place'] as const;
const FLIGHT_ONLY_ON_ARRIVAL = 'an arriving flight applies only to an arrival (a pickup at an airport)';

/**
 * Which fields a request gives for where the service goes: a transfer's two locations or its
 * airport and zone (never both, never one location alone), a hire's `place` or `pickup_location`.
 */
function formIssues(request: ServiceRequest): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  const given = (field: keyof ServiceRequest): boolean => request[field] !== undefined;
  if (request.type === 'airport_transfer') {
    const locations = (['pickup_location', 'dropoff_location'] as const).filter(given);
    const legacy = LEGACY_TRANSFER.filter(given);
    if (locations.length > 0 && legacy.length > 0) {
      found.push({ path: `service.${locations[0] as string}`, message: `give either pickup_location and dropoff_location, or airport, terminal, direction and place, not both (the service also gives ${legacy.join(', ')})` });
    } else if (locations.length === 1) {
      found.push({ path: `service.${locations[0] === 'pickup_location' ? 'dropoff_location' : 'pickup_location'}`, message: `is required with ${locations[0] as string}` });
    } else if (locations.length === 0) {
      for (const field of LEGACY_TRANSFER) if (!given(field)) found.push({ path: `service.${field}`, message: 'is required for an airport transfer (or give pickup_location and dropoff_location)' });
      if (request.airport !== undefined && request.terminal !== undefined) {
        const terminals = AIRPORTS[request.airport].terminals;
        if (!terminals.includes(request.terminal)) found.push({ path: 'service.terminal', message: `${request.airport} has terminal ${terminals.join(', ')}` });
      }
      if (request.flight_number !== undefined && request.direction === 'departure') found.push({ path: 'service.flight_number', message: FLIGHT_ONLY_ON_ARRIVAL });
    }
  } else {
    if (given('place') && given('pickup_location')) found.push({ path: 'service.pickup_location', message: 'give either place or pickup_location for where the hire starts, not both' });
    if (!given('place') && !given('pickup_location')) found.push({ path: 'service.place', message: 'is required for chauffeur hire (or give pickup_location)' });
    if (given('dropoff_location')) found.push({ path: 'service.dropoff_location', message: 'applies only to an airport transfer: a chauffeur hire ends where the client says' });
  }
  return found;
}

/** The rules of the service's `type`; `ends` given (a booked service being changed), the flight is judged by its pickup instead of the request's form. */
function typeIssues(request: ServiceRequest, ends?: ServiceEnds): ValidationIssue[] {
  const found = ends ? [] : formIssues(request);
  const refuse = (field: keyof ServiceRequest, why: string): void => {
    if (request[field] !== undefined) found.push({ path: `service.${field}`, message: why });
  };
  if (request.type === 'airport_transfer') {
    refuse('hours', 'applies only to chauffeur hire');
    if (ends && request.flight_number !== undefined && !atAirport(ends.pickup)) found.push({ path: 'service.flight_number', message: FLIGHT_ONLY_ON_ARRIVAL });
  } else {
    if (request.hours === undefined) found.push({ path: 'service.hours', message: 'is required for chauffeur hire' });
    for (const field of ['airport', 'terminal', 'direction', 'flight_number'] as const) refuse(field, 'applies only to an airport transfer');
  }
  return found;
}

/**
 * Every rule of a service request beyond its schema and its places, as 422 issues under
 * `service.`; `ends`: the places of a booked service being changed (its request names none).
 */
export function serviceIssues(request: ServiceRequest, now: Date, ends?: ServiceEnds): ValidationIssue[] {
  const found = typeIssues(request, ends);
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

/**
 * Where a checked service request goes, resolved: a transfer's two ends (`service.pickup_location`
 * …, each refused on its own field), or where a hire starts. A flight on a transfer whose pickup
 * is not at an airport is refused.
 */
export async function serviceEnds(db: Db, request: ServiceRequest): Promise<ServiceEnds> {
  if (request.type === 'chauffeur_hire') {
    return { pickup: request.pickup_location ? await resolveLocation(db, request.pickup_location, 'service.pickup_location') : zoneLocation(request.place as NonNullable<ServiceRequest['place']>), dropoff: null };
  }
  const ends =
    request.pickup_location && request.dropoff_location
      ? await resolveEnds(db, { pickup_location: request.pickup_location, dropoff_location: request.dropoff_location }, 'service.')
      : legacyEnds(request.airport as NonNullable<ServiceRequest['airport']>, request.terminal as NonNullable<ServiceRequest['terminal']>, request.direction as NonNullable<ServiceRequest['direction']>, request.place as NonNullable<ServiceRequest['place']>);
  if (request.flight_number !== undefined && !atAirport(ends.pickup)) throw errors.invalidField('service.flight_number', FLIGHT_ONLY_ON_ARRIVAL);
  return ends;
}

/** The service as it is priced and booked, going where `ends` say: every field present, `null` where it does not apply. */
export function serviceOf(request: ServiceRequest, ends: ServiceEnds): Service {
  const vehicle = VEHICLES[request.vehicle];
  const transfer = request.type === 'airport_transfer' && ends.dropoff !== null;
  const side = transfer ? airportAndZone({ pickup: ends.pickup, dropoff: ends.dropoff as ResolvedTripLocation }) : null;
  return {
    type: request.type,
    airport: side?.airport ?? null,
    terminal: side?.terminal ?? null,
    direction: side?.direction ?? null,
    flight_number: request.flight_number ?? null,
    place: side ? side.place : ends.pickup.zone,
    pickup_location: ends.pickup,
    dropoff_location: ends.dropoff,
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
  if (service.type === 'airport_transfer' && service.dropoff_location) {
    const km = tripKm({ pickup: service.pickup_location, dropoff: service.dropoff_location });
    baseFils = publicPriceFils(km, service.vehicle.class, 12);
    lines.push({ code: 'transfer', description: `${locationText(service.pickup_location)} to ${locationText(service.dropoff_location)}, ${km} km, ${service.vehicle.description}`, fils: baseFils });
  } else {
    const hours = service.hours ?? 0;
    baseFils = HOURLY_FILS[service.vehicle.class] * hours;
    lines.push({ code: 'chauffeur_hire', description: `${hours} hours from ${locationText(service.pickup_location)}, ${service.vehicle.description}`, fils: baseFils });
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

/** Checks a service request in full, its places resolved, and answers the service it describes, or 422. */
export async function checkedService(db: Db, request: ServiceRequest, now: Date): Promise<Service> {
  const found = serviceIssues(request, now);
  if (found.length > 0) throw errors.validation(found);
  return serviceOf(request, await serviceEnds(db, request));
}

/** Prices a service under the account's terms; `sandbox` flags a test-key answer. */
export async function quoteClientBooking(db: Db, request: ServiceRequest, terms: AccountTerms, source: StampSource, clock: Clock): Promise<ClientBookingQuote> {
  const now = clock.now();
  const service = await checkedService(db, request, now);
  return stampView<ClientBookingQuote>(source, 'client_booking_quote', {
    id: newId('cbq'),
    service,
    availability: availabilityOf(service, now),
    price: priceOf(service, terms),
    cancellation: cancellationPolicyOf(service),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + QUOTE_VALID_MS).toISOString(),
  });
}
