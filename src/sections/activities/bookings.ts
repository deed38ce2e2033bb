import type { components } from '../../generated/openapi-types';
import { bookingMoney, shownAmountDue } from '../../engine/bookingMoney';
import { errors, type ValidationIssue } from '../../errors';
import { filsToAed, percentOf } from '../../engine/money';
import { bookedPrice } from '../../engine/terms';
import type { Partition } from '../../engine/partition';
import { takeQuote } from '../../engine/quotes';
import { cancelBooking, createBooking, findBooking, type BookingRow, type BookingView } from '../../engine/bookings';
import type { Outliner, Release } from '../../engine/sections';
import { releaseAllotment, takeAllotment } from '../../engine/allotments';
import type { RenderedDocument } from '../../engine/documents/documents';
import { voucherFromActivityBooking } from '../../engine/documents/mappers';
import { withTrackingLink } from '../../engine/tracking';
import type { BrandModel } from '../../engine/documents/models';
import { printedBrandOf } from '../../engine/partitionSettings';
import { renderVoucher as printVoucher } from '../../engine/documents/printed';
import { bookingNameBoard } from '../../engine/nameBoards';
import { documentOperator, type DocumentOperator } from '../../engine/operatorIdentity';
import { findProduct, type CatalogueEntry } from '../../engine/activityCatalogue';
import { pickupAt, pickupIssues, placesFor, unitOf } from './quote';
import { isOpen } from './availability';
import { uaeInstant } from '../../platform/uaeTime';
import { stampView } from '../../engine/serializer';
import { shortDate } from '../../engine/documents/format';
import { bookingDriverOf, tripFieldsOf } from '../../engine/tripFields';

type ActivityQuote = components['schemas']['ActivityQuote'];
type ActivityBookingRequest = components['schemas']['ActivityBookingRequest'];
type ActivityBooking = components['schemas']['ActivityBooking'];
/** An activity booking as its row keeps it: what happened to its money is read from the ledger (`bookingMoney`). */
/** A tour as its row keeps it: its money is read from the ledger, and a hotel pickup's trip from the trip's own rows. */
type StoredActivityBooking = Omit<ActivityBooking, 'money' | 'trip' | 'vehicle' | 'tracking_url'>;
type Party = ActivityBooking['guests'];

/** States that have a voucher: the guests are expected, or were. */
const WITH_VOUCHER: ReadonlySet<string> = new Set(['confirmed', 'driver_assigned', 'completed', 'no_show']);
/** States that can still be cancelled, hence have a fee to show. */
const CANCELLABLE: ReadonlySet<string> = new Set(['on_request', 'confirmed', 'driver_assigned']);

/**
 * The fee under the product's policy for cancelling at `now`: nothing before `free_until`, the
 * late fee (a whole percentage of the amount due) after. An on-request booking is cancelled free
 * by the engine.
 */
function cancellationFeeFils(booking: BookingRow<StoredActivityBooking>, now: Date): number {
  if (now.getTime() < Date.parse(booking.body.cancellation.free_until)) return 0;
  return percentOf(booking.amount_due_fils, booking.body.cancellation.late_cancellation_fee_percent);
}

/** What cancelling the activity booking at `now` would charge: nothing while on request, as the engine cancels it free. */
export const activityCancellationFee = (booking: BookingRow<unknown>, now: Date): number => feeNowFils(booking as BookingRow<StoredActivityBooking>, now);

function feeNowFils(booking: BookingRow<StoredActivityBooking>, now: Date): number {
  if (booking.status === 'cancelled') return booking.fee_fils;
  if (!CANCELLABLE.has(booking.status) || booking.status === 'on_request') return 0;
  return cancellationFeeFils(booking, now);
}

/** When the booking became confirmed: at once for an instant product, else when the desk moved it. */
async function confirmedAt(partition: Partition, booking: BookingRow<StoredActivityBooking>): Promise<string | null> {
  if (booking.body.confirmed_at !== null) return booking.body.confirmed_at;
  const moved = (await partition.table('state_moves').where({ subject_type: 'booking', subject_id: booking.id, to_state: 'confirmed' }).first('created_at')) as
    | { created_at: string }
    | undefined;
  return moved?.created_at ?? null;
}

/**
 * The booking as stored, with what has happened to it since (status, driver, fee, confirmation,
 * its money) and, with a hotel pickup, its trip: where the driver is, their vehicle once assigned
 * and the traveller's live page. A tour met at its meeting point has no trip.
 */
async function view(partition: Partition, booking: BookingRow<StoredActivityBooking>): Promise<ActivityBooking> {
  const trip = booking.body.pickup === null ? undefined : (await tripFieldsOf(partition, [{ id: booking.id, driver: booking.driver, vehicleClass: null }])).get(booking.id);
  return {
    ...booking.body,
    reference: booking.reference,
    status: booking.status as ActivityBooking['status'],
    price: { ...booking.body.price, amount_due_aed: shownAmountDue(booking, booking.body.price.amount_due_aed) },
    money: await bookingMoney(partition, booking),
    driver: trip?.driver ?? bookingDriverOf(booking.driver, undefined),
    trip: trip?.trip ?? null,
    vehicle: trip?.vehicle ?? null,
    tracking_url: trip?.tracking_url ?? null,
    confirmed_at: await confirmedAt(partition, booking),
    cancelled_at: booking.cancelled_at,
    cancellation: { ...booking.body.cancellation, fee_if_cancelled_now_aed: filsToAed(feeNowFils(booking, partition.clock.now())) },
  };
}

const placesOf = (booking: Pick<ActivityBooking, 'guests' | 'vehicles'>): number => placesFor(booking.guests, booking.vehicles);

const partyLine = ({ adults, children, infants }: Party): string =>
  [`${adults} adult${adults === 1 ? '' : 's'}`, ...(children > 0 ? [`${children} child${children === 1 ? '' : 'ren'}`] : []), ...(infants > 0 ? [`${infants} infant${infants === 1 ? '' : 's'}`] : [])].join(', ');

/** What the booking request adds to the quote, checked against the product. */
function bookingIssues(item: CatalogueEntry, quote: ActivityQuote, request: ActivityBookingRequest, now: Date): ValidationIssue[] {
  const { product } = item;
  const found: ValidationIssue[] = [];
  // The quote held the price, not the start: its booking cut-off may have passed since.
  if (!isOpen(item, uaeInstant(quote.date, quote.start_time), now)) {
    found.push({ path: 'quote_id', message: `bookings for the quoted start closed ${product.booking_cutoff_hours} hours before it (UAE time); quote a later start` });
  }
  found.push(...pickupIssues(item, request.pickup));
  if (product.meeting.type === 'hotel_pickup') {
    if (request.pickup === undefined && quote.pickup === null) {
      found.push({ path: 'pickup', message: `is required: this product collects guests from their hotel in ${product.meeting.pickup_zones.join(', ')}` });
    }
    if (request.lead_traveller.phone === undefined) found.push({ path: 'lead_traveller.phone', message: 'is required for a hotel pickup: the driver calls on arrival' });
  }
  return found;
}

/**
 * Books a stored quote at its price, in one transaction: the quote is taken, the booking stored
 * and charged (402 when the wallet or credit line cannot cover it), and the party's places taken
 * from the day's allotment with a conditional update (409 `sold_out` when they no longer fit).
 * The places are taken after the charge so that a booking locks the balance before the
 * allotment, as a cancellation does: concurrent bookings and cancellations never wait on each
 * other in opposite orders.
 */
export async function createActivityBooking(partition: Partition, request: ActivityBookingRequest): Promise<ActivityBooking> {
  return partition.transaction(async (p) => {
    const quote = await takeQuote<ActivityQuote>(p, 'activity', request.quote_id);
    const q = quote.body;
    const item = findProduct(q.product.id);
    const now = p.clock.now();
    const found = bookingIssues(item, q, request, now);
    if (found.length > 0) throw errors.validation(found);
    const pickup = request.pickup === undefined ? q.pickup : pickupAt(item, request.pickup, q.start_time);
    const travellerName = `${request.lead_traveller.first_name} ${request.lead_traveller.last_name}`;
    const instant = q.confirmation === 'instant';
    const booking = await createBooking<StoredActivityBooking>(p, {
      kind: 'activity',
      status: instant ? 'confirmed' : 'on_request',
      quoteId: q.id,
      productId: item.product.id,
      serviceDate: q.date,
      amountDueFils: quote.amountDueFils,
      price: q.pricing,
      travellerName,
      agencyReference: request.agency_reference ?? null,
      description: `${item.product.name} on ${shortDate(q.date)} at ${q.start_time} for ${travellerName}, ${partyLine(q.guests)}`,
      body: (id, createdAt, reference) => stampView(p, 'activity_booking', {
        id,
        reference,
        quote_id: q.id,
        status: instant ? 'confirmed' : 'on_request',
        product: q.product,
        date: q.date,
        start_time: q.start_time,
        starts_at: q.starts_at,
        guests: q.guests,
        vehicles: q.vehicles,
        language: q.language,
        pickup,
        lead_traveller: request.lead_traveller,
        agency_reference: request.agency_reference ?? null,
        notes: request.notes ?? null,
        price: bookedPrice(q.pricing),
        cancellation: { ...q.cancellation, fee_if_cancelled_now_aed: 0 },
        driver: null,
        created_at: createdAt,
        confirmed_at: instant ? createdAt : null,
        cancelled_at: null,
      }),
    });
    await takeAllotment(p, item.product.id, q.date, placesOf(q), item.capacity, { product: item.product.name, unit: unitOf(item) });
    return view(p, booking);
  });
}

export async function findActivityBooking(partition: Partition, id: string): Promise<ActivityBooking> {
  return view(partition, await findBooking<StoredActivityBooking>(partition, 'activity', id));
}

/** Cancels under the product's policy at this moment; the refund, the fee and the places go back together. */
export async function cancelActivityBooking(partition: Partition, id: string): Promise<ActivityBooking> {
  return partition.transaction(async (p) => {
    const now = p.clock.now();
    const cancelled = await cancelBooking<StoredActivityBooking>(p, 'activity', id, (booking) => cancellationFeeFils(booking, now));
    return view(p, cancelled);
  });
}

// A tour's events carry it as GET /activities/bookings/{id} shows it at that moment.
export const activityBookingView: BookingView = (p, bookings) => Promise.all(bookings.map((booking) => view(p, booking as BookingRow<StoredActivityBooking>)));

// Only a tour that collects its guests from their hotel has a pickup, hence a name board.
export const activityBookingOutline: Outliner = (booking) => {
  const body = booking.body as StoredActivityBooking;
  return {
    startsAt: body.starts_at,
    partySize: body.guests.adults + body.guests.children + body.guests.infants,
    href: `/api/b2b/v1/activities/bookings/${booking.id}`,
    pickup: body.pickup ? { name: `${body.lead_traveller.first_name} ${body.lead_traveller.last_name}`, flightNumber: null } : null,
  };
};

// A cancelled or declined activity booking gives its places back, in the move's transaction.
export const releaseActivityPlaces: Release = async (p, booking) => {
  if (booking.product_id === null) return;
  await releaseAllotment(p, booking.product_id, booking.service_date, placesOf(booking.body as StoredActivityBooking));
};

export async function activityVoucher(partition: Partition, accountName: string, id: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const booking = await findActivityBooking(partition, id);
  if (!WITH_VOUCHER.has(booking.status)) throw errors.invalidState('activity booking', id, booking.status, 'given a voucher');
  return renderVoucher(partition, booking, findProduct(booking.product.id), await printedBrandOf(partition, accountName), await documentOperator(partition, 'voucher'), format);
}

/** The voucher's layout, from the stored booking and its product (and, with a hotel pickup, its trip's live page). */
async function renderVoucher(partition: Partition, booking: ActivityBooking, { product }: CatalogueEntry, brand: BrandModel, operator: DocumentOperator, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  return printVoucher(await withTrackingLink(partition, booking.id, voucherFromActivityBooking(booking, product, brand, operator)), format, `voucher-${booking.reference}`);
}

/** The driver's name board of a tour with a hotel pickup, found by its own id: the engine's one board of every booking with a pickup. */
export const activityNameBoard = (partition: Partition, accountName: string, id: string, format: 'html' | 'pdf', scopes: readonly string[]): Promise<RenderedDocument> =>
  bookingNameBoard(partition, { kind: 'activity', id, format, scopes, partnerBrand: () => printedBrandOf(partition, accountName) });
