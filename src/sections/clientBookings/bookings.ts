import type { components, operations } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import { fromFils, toFils } from '../../engine/money';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import { paginate } from '../../engine/pagination';
import { termsOf, type AccountTerms } from '../../engine/terms';
import { AIRPORTS, ZONES, type Airport, type TransportZone } from '../transport/tariff';
import { availabilityOf, cancellationPolicyOf, checkedService, priceOf, uaeTime, type ServiceRequest } from './pricing';
import { UAE_OFFSET_MS } from '../../platform/uaeTime';

export type ClientBooking = components['schemas']['ClientBooking'];
type CreateRequest = components['schemas']['ClientBookingCreateRequest'];
type BrandRequest = components['schemas']['ClientBookingBrandRequest'];
type Brand = components['schemas']['ClientBookingBrand'];
type Status = ClientBooking['status'];
type ListQuery = NonNullable<operations['listClientBookings']['parameters']['query']>;
export type ClientBookingList = components['schemas']['ClientBookingList'];

const DAY_MS = 86_400_000;
const LATE_FEE_SHARE = 0.5;
const TEST_BOOKINGS_PER_ACCOUNT = 36;
const CANCELLABLE: readonly Status[] = ['on_request', 'confirmed', 'driver_assigned'];
export const AMENDABLE: readonly Status[] = CANCELLABLE;
const BRANDABLE_NOT: readonly Status[] = ['declined', 'cancelled'];

/** The fee for cancelling at `now`: free while on request or until `free_until`, half the amount due after. */
function cancellationFee(booking: ClientBooking, now: Date): number {
  if (booking.status === 'on_request' || now.getTime() < Date.parse(booking.cancellation.free_until)) return 0;
  return fromFils(Math.round(toFils(booking.price.amount_due_aed) * LATE_FEE_SHARE));
}

/** The brand a request asks for; the partner's defaults to the account's name. */
export function brandFrom(request: BrandRequest | undefined, accountName: string, path = 'brand.'): Brand {
  if (request === undefined) return { mode: 'partner', name: accountName, accent_hex: null };
  if (request.mode === 'none') {
    const stray = (['name', 'accent_hex'] as const).filter((field) => request[field] !== undefined);
    if (stray.length > 0) throw errors.validation(stray.map((field) => ({ path: `${path}${field}`, message: 'applies only with mode partner' })));
    return { mode: 'none', name: null, accent_hex: null };
  }
  return { mode: 'partner', name: request.name ?? accountName, accent_hex: request.accent_hex ?? null };
}

/** A booking of `request` as it would be made now, priced under the account's terms. */
function bookingFrom(ref: string, request: CreateRequest, terms: AccountTerms, accountName: string, sandbox: boolean, now: Date): ClientBooking {
  const service = checkedService(request.service, now);
  const brand = brandFrom(request.brand, accountName);
  const status: Status = availabilityOf(service, now) === 'instant' ? 'confirmed' : 'on_request';
  return {
    object: 'client_booking',
    sandbox,
    ref,
    status,
    service,
    lead_traveller: request.lead_traveller,
    agency_reference: request.agency_reference ?? null,
    notes: request.notes ?? null,
    price: priceOf(service, terms),
    cancellation: { ...cancellationPolicyOf(service), fee_if_cancelled_now_aed: 0 },
    driver: null,
    brand,
    created_at: now.toISOString(),
    confirmed_at: status === 'confirmed' ? now.toISOString() : null,
    cancelled_at: null,
  };
}

/** The service request behind a deterministic test booking. */
function testServiceRequest(data: TestData, pickupAt: Date): ServiceRequest {
  const local = uaeTime(pickupAt);
  const vehicle = data.pick(['EXECUTIVE_SEDAN', 'EXECUTIVE_SEDAN', 'VIP_V_CLASS', 'VIP_V_CLASS', 'LUXURY_COACH'] as VehicleClass[]);
  const spec = VEHICLES[vehicle];
  const passengers = data.int(1, spec.seats);
  const common = {
    place: data.pick(Object.keys(ZONES) as TransportZone[]),
    vehicle,
    pickup_date: local.slice(0, 10),
    pickup_time: local.slice(11, 16),
    passengers,
    bags: data.int(0, spec.bags),
    child_seats: data.chance(0.2) ? Math.min(passengers, data.int(1, 2)) : 0,
  };
  if (data.chance(0.25)) return { type: 'chauffeur_hire', hours: data.int(3, 10), ...common };
  const airport = data.pick(Object.keys(AIRPORTS) as Airport[]);
  const direction = data.pick(['arrival', 'arrival', 'departure'] as const);
  return {
    type: 'airport_transfer',
    airport,
    terminal: data.pick(AIRPORTS[airport].terminals),
    direction,
    ...(direction === 'arrival' ? { flight_number: `${data.pick(['EK', 'EY', 'FZ', 'G9', 'QR', 'BA', 'LH'])}${data.int(1, 999)}` } : {}),
    ...common,
  };
}

function testStatus(data: TestData, past: boolean, coach: boolean): Status {
  if (past) return data.pick(['completed', 'completed', 'completed', 'no_show', 'cancelled', 'declined'] as const);
  if (coach) return data.pick(['on_request', 'confirmed', 'cancelled'] as const);
  return data.pick(['confirmed', 'confirmed', 'driver_assigned', 'on_request', 'cancelled'] as const);
}

/** The deterministic test booking behind a test-key reference; its dates follow today's date. */
export function testBooking(ref: string, terms: AccountTerms, accountName: string, clock: Clock): ClientBooking {
  if (isMissingTestId(ref)) throw errors.resourceNotFound('booking', ref);
  const data = new TestData(ref);
  const now = clock.now();
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const pickupAt = data.dayOffset(new Date(today.getTime() + UAE_OFFSET_MS), -30, 45);
  const request = testServiceRequest(data, pickupAt);
  // Booked 2 to 40 days before pickup, and never after today.
  const createdAt = new Date(Math.min(pickupAt.getTime() - data.int(2, 40) * DAY_MS, now.getTime() - data.int(1, 72) * 3_600_000) - data.int(0, 3599) * 1000);
  const traveller = data.person();
  const booking = bookingFrom(
    ref,
    {
      service: request,
      lead_traveller: { ...traveller, email: `${traveller.first_name.toLowerCase()}.${traveller.last_name.toLowerCase().replace(/ /g, '')}@example.com`, phone: `+9715${data.int(10000000, 89999999)}` },
      ...(data.chance(0.7) ? { agency_reference: `AG-${data.int(10000, 99999)}` } : {}),
      ...(data.chance(0.3) ? { notes: data.pick(['Meet at the hotel lobby.', 'Traveller uses a wheelchair.', 'Call on arrival; no roaming.', 'VIP guest: water and cold towels.']) } : {}),
      ...(data.chance(0.15) ? { brand: { mode: 'none' as const } } : {}),
    },
    terms,
    accountName,
    true,
    createdAt,
  );
  const status = testStatus(data, pickupAt.getTime() < now.getTime(), request.vehicle === 'LUXURY_COACH');
  booking.status = status;
  booking.confirmed_at = status === 'on_request' || status === 'declined' ? null : new Date(Math.min(createdAt.getTime() + data.int(60, 7200) * 1000, now.getTime())).toISOString();
  if (status === 'driver_assigned' || status === 'completed' || status === 'no_show') {
    const driver = data.person();
    booking.driver = { name: `${driver.first_name} ${driver.last_name}`, phone: `+9715${data.int(10000000, 89999999)}`, vehicle_plate: `Dubai ${data.pick(['P', 'Q', 'R', 'S'])} ${data.int(10000, 99999)}` };
  }
  if (status === 'cancelled') {
    const cancelledAt = new Date(Math.min(createdAt.getTime() + DAY_MS, now.getTime() - 3_600_000));
    booking.cancelled_at = cancelledAt.toISOString();
    booking.cancellation.fee_if_cancelled_now_aed = cancellationFee(booking, cancelledAt);
  } else {
    booking.cancellation.fee_if_cancelled_now_aed = CANCELLABLE.includes(status) ? cancellationFee(booking, now) : 0;
  }
  return booking;
}

/** Books for a client: simulated for a test key; live bookings open with production. */
export function createClientBooking(principal: ApiPrincipal, request: CreateRequest, clock: Clock): ClientBooking {
  // Checked in full first, so a live key learns of a bad request before learning production is shut.
  const booking = bookingFrom(newId('bkr'), request, termsOf(principal.account), principal.account.name, principal.mode === 'test', clock.now());
  if (principal.mode === 'live') throw errors.liveNotOpen('bookings for clients', 'booked');
  return booking;
}

/** A booking of the account; with a live key none exists until production opens. */
export function findClientBooking(principal: ApiPrincipal, ref: string, clock: Clock): ClientBooking {
  if (principal.mode === 'live') throw errors.resourceNotFound('booking', ref);
  return testBooking(ref, termsOf(principal.account), principal.account.name, clock);
}

/** The references of an account's test bookings. */
export function testBookingRefs(accountId: string): string[] {
  const data = new TestData(`${accountId}:client-bookings`);
  const refs: string[] = [];
  while (refs.length < TEST_BOOKINGS_PER_ACCOUNT) {
    const ref = data.id('bkr');
    if (!isMissingTestId(ref)) refs.push(ref);
  }
  return refs;
}

export function listClientBookings(principal: ApiPrincipal, query: ListQuery, clock: Clock): ClientBookingList {
  if (query.pickup_from !== undefined && query.pickup_to !== undefined && query.pickup_to < query.pickup_from) {
    throw errors.invalidField('pickup_to', 'may not be before pickup_from');
  }
  const sandbox = principal.mode === 'test';
  const all = sandbox ? testBookingRefs(principal.account.id).map((ref) => testBooking(ref, termsOf(principal.account), principal.account.name, clock)) : [];
  const matching = all
    .filter((booking) => query.status === undefined || booking.status === query.status)
    .filter((booking) => query.pickup_from === undefined || booking.service.pickup_at.slice(0, 10) >= query.pickup_from)
    .filter((booking) => query.pickup_to === undefined || booking.service.pickup_at.slice(0, 10) <= query.pickup_to)
    .sort((a, b) => Date.parse(b.service.pickup_at) - Date.parse(a.service.pickup_at) || a.ref.localeCompare(b.ref));
  return { object: 'list', sandbox, ...paginate(matching, query.limit, query.cursor) };
}

export function cancelClientBooking(principal: ApiPrincipal, ref: string, clock: Clock): ClientBooking {
  const booking = findClientBooking(principal, ref, clock);
  if (!CANCELLABLE.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'cancelled');
  const now = clock.now();
  return {
    ...booking,
    status: 'cancelled',
    cancelled_at: now.toISOString(),
    cancellation: { ...booking.cancellation, fee_if_cancelled_now_aed: cancellationFee(booking, now) },
  };
}

export function setClientBookingBrand(principal: ApiPrincipal, ref: string, request: BrandRequest, clock: Clock): ClientBooking {
  const brand = brandFrom(request, principal.account.name, '');
  const booking = findClientBooking(principal, ref, clock);
  if (BRANDABLE_NOT.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'rebranded');
  return { ...booking, brand };
}
