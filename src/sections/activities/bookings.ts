import type { components } from '../../generated/openapi-types';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import { fromFils, toFils } from '../../engine/money';
import { termsOf, type AccountTerms } from '../../engine/terms';
import { TestData, isMissingTestId } from '../../engine/testData';
import type { RenderedDocument } from '../../engine/documents/documents';
import { brandOf, voucherFromActivityBooking } from '../../engine/documents/mappers';
import { renderVoucher } from '../../engine/documents/printed';
import { CATALOGUE, findProduct, type CatalogueEntry } from './catalogue';
import { activityIssues, productOf, quoteOf } from './quote';
import { addDays, uaeDate, uaeInstant, weekdayOf } from '../../platform/uaeTime';

type ActivityBookingRequest = components['schemas']['ActivityBookingRequest'];
type ActivityBooking = components['schemas']['ActivityBooking'];
type BookingStatus = ActivityBooking['status'];
type TransportZone = components['schemas']['TransportZone'];

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const CANCELLABLE: readonly BookingStatus[] = ['pending', 'confirmed'];
const WITH_VOUCHER: readonly BookingStatus[] = ['confirmed', 'completed', 'no_show'];
const HOTELS: Partial<Record<TransportZone, readonly string[]>> = {
  DOWNTOWN_DUBAI: ['Address Downtown', 'Armani Hotel Dubai', 'Palace Downtown'],
  BUSINESS_BAY: ['JW Marriott Marquis', 'The Oberoi Dubai', 'Paramount Hotel Dubai'],
  DEIRA: ['Hyatt Regency Dubai Creek Heights', 'Radisson Blu Deira Creek'],
  DUBAI_MARINA: ['Address Dubai Marina', 'Grosvenor House', 'Marina Byblos Hotel'],
  JUMEIRAH_BEACH_RESIDENCE: ['Rixos Premium JBR', 'Hilton Dubai The Walk', 'Amwaj Rotana'],
  PALM_JUMEIRAH: ['Atlantis The Palm', 'Rixos The Palm', 'Sofitel Dubai The Palm'],
  AL_BARSHA: ['Kempinski Mall of the Emirates', 'Novotel Al Barsha'],
  SHARJAH_CITY: ['Sheraton Sharjah Beach', 'Al Bait Sharjah'],
  AJMAN: ['Ajman Saray', 'Fairmont Ajman'],
};

/** The fee for cancelling at `at`: nothing while pending or before `free_until`, the late fee after. */
function cancellationFee(booking: ActivityBooking, at: Date): number {
  if (booking.status === 'pending' || booking.status === 'rejected') return 0;
  if (at.getTime() < Date.parse(booking.cancellation.free_until)) return 0;
  return fromFils(Math.round((toFils(booking.price.amount_due_aed) * booking.cancellation.late_cancellation_fee_percent) / 100));
}

/** A booking of a checked request, as it would be made at `now`. */
function bookingFrom(id: string, item: CatalogueEntry, request: ActivityBookingRequest, terms: AccountTerms, sandbox: boolean, now: Date): ActivityBooking {
  const quote = quoteOf(item, request, terms, sandbox, now);
  const confirmed = item.product.confirmation === 'instant';
  const booking: ActivityBooking = {
    object: 'activity_booking',
    sandbox,
    id,
    status: confirmed ? 'confirmed' : 'pending',
    product: quote.product,
    date: quote.date,
    start_time: quote.start_time,
    starts_at: quote.starts_at,
    guests: quote.guests,
    vehicles: quote.vehicles,
    language: quote.language,
    pickup: quote.pickup,
    lead_traveller: request.lead_traveller,
    agency_reference: request.agency_reference ?? null,
    notes: request.notes ?? null,
    price: {
      currency: 'AED',
      terms: quote.pricing.terms,
      public_price_aed: quote.pricing.public_price_aed,
      amount_due_aed: quote.pricing.amount_due_aed,
      commission_aed: quote.pricing.commission_aed,
    },
    cancellation: { ...quote.cancellation, fee_if_cancelled_now_aed: 0 },
    created_at: now.toISOString(),
    confirmed_at: confirmed ? now.toISOString() : null,
    cancelled_at: null,
  };
  booking.cancellation.fee_if_cancelled_now_aed = cancellationFee(booking, now);
  return booking;
}

/** Books a product: simulated for a test key; live bookings open with production. */
export function createActivityBooking(principal: ApiPrincipal, request: ActivityBookingRequest, clock: Clock): ActivityBooking {
  const item = productOf(request.product_id);
  const now = clock.now();
  const test = principal.mode === 'test';
  // Checked in full first, so a live key learns of a bad request before learning production is shut.
  const found = activityIssues(item, request, now, test);
  if (item.product.meeting.type === 'hotel_pickup') {
    if (request.pickup === undefined) found.push({ path: 'pickup', message: `is required: this product collects guests from their hotel in ${item.product.meeting.pickup_zones.join(', ')}` });
    if (request.lead_traveller.phone === undefined) found.push({ path: 'lead_traveller.phone', message: 'is required for a hotel pickup: the driver calls on arrival' });
  }
  if (found.length > 0) throw errors.validation(found);
  if (!test) throw errors.liveNotOpen('activity bookings', 'booked');
  return bookingFrom(newId('abk'), item, request, termsOf(principal.account), true, now);
}

/** The next day on or after `date` that the product runs. */
function runningDay({ product }: CatalogueEntry, date: string): string {
  let day = date;
  while (!product.operating_days.includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

function testStatus(data: TestData, item: CatalogueEntry, past: boolean): BookingStatus {
  const onRequest = item.product.confirmation === 'on_request';
  if (past) return data.pick<BookingStatus>(onRequest ? ['completed', 'completed', 'no_show', 'cancelled', 'rejected'] : ['completed', 'completed', 'completed', 'no_show', 'cancelled']);
  return data.pick<BookingStatus>(onRequest ? ['pending', 'pending', 'confirmed', 'rejected', 'cancelled'] : ['confirmed', 'confirmed', 'confirmed', 'cancelled']);
}

/** The deterministic test booking behind a test-key id; its dates follow today's date. */
function testBooking(id: string, terms: AccountTerms, now: Date): ActivityBooking {
  if (isMissingTestId(id)) throw errors.resourceNotFound('activity booking', id);
  const data = new TestData(id);
  const item = data.pick(CATALOGUE);
  const { product } = item;
  const date = runningDay(item, addDays(uaeDate(now), data.int(-20, 40)));
  const startTime = data.pick(product.start_times);
  const startsAt = uaeInstant(date, startTime);
  const adults = data.int(1, Math.min(4, product.guests.max));
  const children = product.pricing_unit === 'per_vehicle' || product.prices.child_aed !== null ? Math.min(data.int(0, 2), product.guests.max - adults) : 0;
  const infants = product.age_policy.min_age === 0 && data.chance(0.2) && adults + children < product.guests.max ? 1 : 0;
  const zone = data.pick(product.meeting.pickup_zones);
  const request: ActivityBookingRequest = {
    product_id: product.id,
    date,
    start_time: startTime,
    guests: { adults, children, infants },
    language: data.pick(product.languages),
    lead_traveller: { ...data.person(), phone: `+9715${data.int(10000000, 89999999)}` },
    ...(product.meeting.type === 'hotel_pickup' ? { pickup: { zone, hotel: data.pick(HOTELS[zone] ?? ['Hotel lobby']) } } : {}),
    ...(data.chance(0.6) ? { agency_reference: `AG-${data.int(10000, 99999)}` } : {}),
    ...(data.chance(0.25) ? { notes: data.pick(['Celebrating a birthday.', 'One guest is vegetarian.', 'Travelling with a folding wheelchair.', 'Please call the lead traveller on arrival.']) } : {}),
  };
  const createdAt = new Date(Math.min(startsAt.getTime() - data.int(2, 30) * DAY_MS, now.getTime() - data.int(1, 72) * HOUR_MS));
  const booking = bookingFrom(id, item, request, terms, true, createdAt);
  const status = testStatus(data, item, startsAt.getTime() < now.getTime());
  booking.status = status;
  const confirmedAt = product.confirmation === 'instant' ? createdAt : new Date(Math.min(createdAt.getTime() + data.int(2, 20) * HOUR_MS, now.getTime()));
  const everConfirmed = status !== 'pending' && status !== 'rejected' && !(status === 'cancelled' && product.confirmation === 'on_request' && data.chance(0.5));
  booking.confirmed_at = everConfirmed ? confirmedAt.toISOString() : null;
  if (status === 'cancelled') {
    const cancelledAt = new Date(Math.max(createdAt.getTime() + HOUR_MS, Math.min(startsAt.getTime() - 2 * DAY_MS, now.getTime() - HOUR_MS)));
    booking.cancelled_at = cancelledAt.toISOString();
    booking.cancellation.fee_if_cancelled_now_aed = everConfirmed ? cancellationFee({ ...booking, status: 'confirmed' }, cancelledAt) : 0;
  } else {
    booking.cancellation.fee_if_cancelled_now_aed = cancellationFee(booking, now);
  }
  return booking;
}

/** A booking of the account; with a live key none exists until production opens. */
export function findActivityBooking(principal: ApiPrincipal, id: string, clock: Clock): ActivityBooking {
  if (principal.mode === 'live') throw errors.resourceNotFound('activity booking', id);
  return testBooking(id, termsOf(principal.account), clock.now());
}

/** Cancels under the policy; a test key gets the booking as it would be, and nothing changes. */
export function cancelActivityBooking(principal: ApiPrincipal, id: string, clock: Clock): ActivityBooking {
  const booking = findActivityBooking(principal, id, clock);
  if (!CANCELLABLE.includes(booking.status)) throw errors.invalidState('activity booking', id, booking.status, 'cancelled');
  const now = clock.now();
  const fee = cancellationFee(booking, now);
  return { ...booking, status: 'cancelled', cancelled_at: now.toISOString(), cancellation: { ...booking.cancellation, fee_if_cancelled_now_aed: fee } };
}

export async function activityVoucher(principal: ApiPrincipal, id: string, format: 'html' | 'pdf', clock: Clock): Promise<RenderedDocument> {
  const booking = findActivityBooking(principal, id, clock);
  if (!WITH_VOUCHER.includes(booking.status)) throw errors.invalidState('activity booking', id, booking.status, 'given a voucher');
  const { product } = findProduct(booking.product.id);
  return renderVoucher(voucherFromActivityBooking(booking, product, brandOf(principal.account.name)), format, `voucher-${booking.id}`);
}
