import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import { fromFils, toFils } from '../../engine/money';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import type { RenderedDocument } from '../../engine/documents/documents';
import { brandOf, voucherFromTransportBooking } from '../../engine/documents/mappers';
import { renderVoucher } from '../../engine/documents/printed';
import { quoteTransport } from './quote';
import { termsOf, type AccountTerms } from '../../engine/terms';
import { AIRPORTS, ZONES, type Airport, type TransportZone } from './tariff';
import { uaeTimestamp } from '../../platform/uaeTime';

type TransportBookingRequest = components['schemas']['TransportBookingRequest'];
type TransportBooking = components['schemas']['TransportBooking'];
type BookingStatus = TransportBooking['status'];

const CANCELLABLE: readonly BookingStatus[] = ['confirmed', 'driver_assigned'];
const LATE_FEE_SHARE = 0.5;

/** The fee for cancelling at `now`: free until 24 hours before pickup, half the amount due after. */
function cancellationFee(booking: TransportBooking, now: Date): number {
  if (now.getTime() < Date.parse(booking.cancellation.free_until)) return 0;
  return fromFils(Math.round(toFils(booking.price.amount_due_aed) * LATE_FEE_SHARE));
}

/** A booking of `request` as it would be made now, priced under the account's terms. */
function bookingFrom(id: string, request: TransportBookingRequest, terms: AccountTerms, sandbox: boolean, clock: Clock): TransportBooking {
  if (request.flight_number !== undefined && request.direction !== 'arrival') {
    throw errors.invalidField('flight_number', 'an arriving flight applies only to an arrival');
  }
  const { traveller, flight_number: flightNumber, agency_reference: agencyReference, notes: _notes, ...quoteFields } = request;
  const quote = quoteTransport(quoteFields, terms, sandbox, clock);
  const booking: TransportBooking = {
    object: 'transport_booking',
    sandbox,
    id,
    status: 'confirmed',
    airport: quote.airport,
    terminal: quote.terminal,
    direction: quote.direction,
    place: quote.place,
    vehicle: { class: quote.vehicle.class, description: quote.vehicle.description },
    pickup: { at: quote.pickup.at, flight_number: flightNumber ?? null },
    traveller,
    passengers: quote.passengers,
    bags: quote.bags,
    agency_reference: agencyReference ?? null,
    price: {
      currency: 'AED',
      terms: quote.pricing.terms,
      public_price_aed: quote.pricing.public_price_aed,
      amount_due_aed: quote.pricing.amount_due_aed,
      commission_aed: quote.pricing.commission_aed,
    },
    cancellation: { free_until: quote.cancellation.free_until, fee_if_cancelled_now_aed: 0, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
    driver: null,
    created_at: clock.now().toISOString(),
    cancelled_at: null,
  };
  booking.cancellation.fee_if_cancelled_now_aed = cancellationFee(booking, clock.now());
  return booking;
}

/** The deterministic test booking behind a test-key id; its dates follow today's date. */
function testBooking(id: string, terms: AccountTerms, clock: Clock): TransportBooking {
  if (isMissingTestId(id)) throw errors.resourceNotFound('transport booking', id);
  const data = new TestData(id);
  const now = clock.now();
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const airport = data.pick(Object.keys(AIRPORTS) as Airport[]);
  const vehicle = data.pick(Object.keys(VEHICLES) as VehicleClass[]);
  const pickupAt = data.dayOffset(today, -20, 40);
  const local = uaeTimestamp(pickupAt);
  const past = pickupAt.getTime() < now.getTime();
  const status: BookingStatus = past ? data.pick(['completed', 'completed', 'completed', 'no_show', 'cancelled']) : data.pick(['confirmed', 'confirmed', 'driver_assigned', 'cancelled']);
  const direction = data.pick(['arrival', 'departure'] as const);
  // Priced as if booked a day before pickup, so every test booking has a price however old.
  const bookedAt: Clock = { now: () => new Date(pickupAt.getTime() - 86_400_000) };
  const booking = bookingFrom(
    id,
    {
      airport,
      terminal: data.pick(AIRPORTS[airport].terminals),
      direction,
      place: data.pick(Object.keys(ZONES) as TransportZone[]),
      vehicle,
      pickup_date: local.slice(0, 10),
      pickup_time: local.slice(11, 16),
      passengers: data.int(1, VEHICLES[vehicle].seats),
      bags: data.int(0, VEHICLES[vehicle].bags),
      traveller: { ...data.person(), phone: `+9715${data.int(10000000, 89999999)}` },
      ...(direction === 'arrival' ? { flight_number: `${data.pick(['EK', 'EY', 'FZ', 'G9', 'QR', 'BA'])}${data.int(1, 999)}` } : {}),
      ...(data.chance(0.6) ? { agency_reference: `AG-${data.int(10000, 99999)}` } : {}),
    },
    terms,
    true,
    bookedAt,
  );
  booking.status = status;
  booking.created_at = new Date(pickupAt.getTime() - data.int(2, 30) * 86_400_000).toISOString();
  if (status !== 'confirmed' && status !== 'cancelled') {
    booking.driver = { name: `${data.person().first_name} ${data.person().last_name}`, phone: `+9715${data.int(10000000, 89999999)}`, vehicle_plate: `Dubai ${data.pick(['P', 'Q', 'R', 'S'])} ${data.int(10000, 99999)}` };
  }
  if (status === 'cancelled') {
    const cancelledAt = new Date(Math.min(pickupAt.getTime() - 3 * 86_400_000, now.getTime() - 3_600_000));
    booking.cancelled_at = cancelledAt.toISOString();
    booking.cancellation.fee_if_cancelled_now_aed = cancellationFee(booking, cancelledAt);
  } else {
    booking.cancellation.fee_if_cancelled_now_aed = cancellationFee(booking, now);
  }
  return booking;
}

/** Books a transfer: simulated for a test key; live bookings open with production. */
export function createTransportBooking(principal: ApiPrincipal, request: TransportBookingRequest, clock: Clock): TransportBooking {
  // Checked in full first, so a live key learns of a bad request before learning production is shut.
  const booking = bookingFrom(newId('bkg'), request, termsOf(principal.account), principal.mode === 'test', clock);
  if (principal.mode === 'live') throw errors.liveNotOpen('transport bookings', 'booked');
  return booking;
}

/** A booking of the account; with a live key none exists until production opens. */
export function findTransportBooking(principal: ApiPrincipal, id: string, clock: Clock): TransportBooking {
  if (principal.mode === 'live') throw errors.resourceNotFound('transport booking', id);
  return testBooking(id, termsOf(principal.account), clock);
}

export function cancelTransportBooking(principal: ApiPrincipal, id: string, clock: Clock): TransportBooking {
  const booking = findTransportBooking(principal, id, clock);
  if (!CANCELLABLE.includes(booking.status)) throw errors.invalidState('transport booking', id, booking.status, 'cancelled');
  const now = clock.now();
  return {
    ...booking,
    status: 'cancelled',
    cancelled_at: now.toISOString(),
    cancellation: { ...booking.cancellation, fee_if_cancelled_now_aed: cancellationFee(booking, now) },
  };
}

export async function transportVoucher(principal: ApiPrincipal, id: string, format: 'html' | 'pdf', clock: Clock): Promise<RenderedDocument> {
  const booking = findTransportBooking(principal, id, clock);
  if (booking.status === 'cancelled') throw errors.invalidState('transport booking', id, 'cancelled', 'given a voucher');
  return renderVoucher(voucherFromTransportBooking(booking, brandOf(principal.account.name)), format, `voucher-${booking.id}`);
}
