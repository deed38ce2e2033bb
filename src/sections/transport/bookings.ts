import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { filsToAed, percentOf, aedToFils } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { storeQuote, takeQuote } from '../../engine/quotes';
import { cancelBooking, createBooking, findBooking, FREE_WAITING_MINUTES, type BookingRow, type BookingView } from '../../engine/bookings';
import { pickupPlaceAt, type FlightPickup, type Outliner } from '../../engine/sections';
import type { RenderedDocument } from '../../engine/documents/documents';
import { voucherFromTransportBooking } from '../../engine/documents/mappers';
import { withTrackingLink } from '../../engine/tracking';
import { printedBrandOf } from '../../engine/partitionSettings';
import { renderVoucher } from '../../engine/documents/printed';
import { bookingNameBoard } from '../../engine/nameBoards';
import { documentOperator } from '../../engine/operatorIdentity';
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT, quoteTransport, transportEnds } from '../../engine/transportQuote';
import { uaeTimestamp } from '../../platform/uaeTime';
import { bookedPrice, type AccountTerms } from '../../engine/terms';
import { stampView } from '../../engine/serializer';
import { bookingMoney, bookingMoneyOf, shownAmountDue, type BookingMoney } from '../../engine/bookingMoney';
import { atAirport, driveMinutes, driverMeetingPointAt, routeText, type TripEnds } from '../../engine/locations';
import { shortDate } from '../../engine/documents/format';
import { tripFieldsOf, type TripFields } from '../../engine/tripFields';

type TransportQuoteRequest = components['schemas']['TransportQuoteRequest'];
type TransportQuote = components['schemas']['TransportQuote'];
type TransportBookingRequest = components['schemas']['TransportBookingRequest'];
type TransportBooking = components['schemas']['TransportBooking'];
/**
 * A transfer as its row keeps it: what happened to its money is read from the ledger
 * (`bookingMoneyOf`), and its trip (the driver's steps, the vehicle, the flight, the traveller's
 * page) from the trip's own rows (`tripFieldsOf`).
 */
export type StoredTransportBooking = Omit<TransportBooking, 'money' | 'trip' | 'flight' | 'tracking_url' | 'vehicle' | 'pickup'> & {
  vehicle: Pick<TransportBooking['vehicle'], 'class' | 'description'>;
  pickup: Omit<TransportBooking['pickup'], 'live_arrival_tracking'>;
};


/**
 * When cancelling stops being free: 24 hours before the pickup as booked, which the booking keeps
 * (`cancellation.free_until`; none when booked inside those 24 hours). A pickup moved by the
 * flight keeps it; a pickup the desk changes sets it anew (see amendments.ts).
 */
const freeUntilOf = (body: StoredTransportBooking): number => (body.cancellation.free_until === null ? Number.NEGATIVE_INFINITY : Date.parse(body.cancellation.free_until));

/** The deadline of a pickup at `pickupAt`: 24 hours before it. */
export const freeUntilFor = (pickupAt: Date): string => uaeTimestamp(new Date(pickupAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000));

/** The fee for cancelling at `now`: free until 24 hours before pickup, half the amount due after. */
function cancellationFeeFils(booking: BookingRow<StoredTransportBooking>, now: Date): number {
  if (now.getTime() < freeUntilOf(booking.body)) return 0;
  return percentOf(booking.amount_due_fils, LATE_CANCELLATION_FEE_PERCENT);
}

/** The booking as stored, with what has happened to it since (status, driver, fee, its money, its trip). */
function view(booking: BookingRow<StoredTransportBooking>, now: Date, money: BookingMoney, trip: TripFields): TransportBooking {
  const cancelled = booking.status === 'cancelled';
  const { body } = booking;
  return {
    ...body,
    reference: booking.reference,
    status: booking.status as TransportBooking['status'],
    // The class sold, and the vehicle the driver comes in once one is assigned.
    vehicle: { class: body.vehicle.class, description: body.vehicle.description, make: trip.vehicle?.make ?? null, model: trip.vehicle?.model ?? null, colour: trip.vehicle?.colour ?? null, plate: trip.vehicle?.plate ?? null },
    pickup: { ...body.pickup, live_arrival_tracking: trip.live_arrival_tracking },
    price: { ...body.price, amount_due_aed: shownAmountDue(booking, body.price.amount_due_aed) },
    money,
    driver: trip.driver,
    trip: trip.trip,
    flight: trip.flight,
    tracking_url: trip.tracking_url,
    cancelled_at: booking.cancelled_at,
    cancellation: {
      ...booking.body.cancellation,
      // A deadline that has passed is never shown as free: from then on the late fee is what applies.
      free_until: now.getTime() < freeUntilOf(booking.body) ? uaeTimestamp(new Date(freeUntilOf(booking.body))) : null,
      fee_if_cancelled_now_aed: filsToAed(cancelled ? booking.fee_fils : cancellationFeeFils(booking, now)),
    },
  };
}

// A transfer's events carry it as GET /transport/bookings/{id} shows it at that moment.
/** What cancelling the transfer at `now` would charge (the desk sees it before cancelling). */
export const transportCancellationFee = (booking: BookingRow<unknown>, now: Date): number => cancellationFeeFils(booking as BookingRow<StoredTransportBooking>, now);

export const transportBookingView: BookingView = async (p, bookings) => {
  const money = await bookingMoneyOf(p, bookings);
  const trips = await transferTrips(p, bookings as ReadonlyArray<BookingRow<StoredTransportBooking>>);
  return bookings.map((booking) => view(booking as BookingRow<StoredTransportBooking>, p.clock.now(), money.get(booking.id) as BookingMoney, trips.get(booking.id) as TripFields));
};

/** The trips of transfers (every transfer has a pickup), by booking id. */
const transferTrips = (p: Partition, bookings: ReadonlyArray<BookingRow<StoredTransportBooking>>): Promise<Map<string, TripFields>> =>
  tripFieldsOf(p, bookings.map((booking) => ({ id: booking.id, driver: booking.driver, vehicleClass: booking.body.vehicle.class })));

/** One transfer as its operations answer it. */
async function viewOne(p: Partition, booking: BookingRow<StoredTransportBooking>): Promise<TransportBooking> {
  const trips = await transferTrips(p, [booking]);
  return view(booking, p.clock.now(), await bookingMoney(p, booking), trips.get(booking.id) as TripFields);
}

/** A transfer's two ends as the booking keeps them. */
const endsOf = (body: Pick<TransportBooking, 'pickup_location' | 'dropoff_location'>): TripEnds => ({ pickup: body.pickup_location, dropoff: body.dropoff_location });

// Every transfer has a pickup, so a name board: at the airport for an arrival (with the flight), at the door anywhere else.
export const transportBookingOutline: Outliner = (booking) => {
  const body = booking.body as TransportBooking;
  const ends = endsOf(body);
  return {
    startsAt: body.pickup.at,
    partySize: body.passengers,
    href: `/api/b2b/v1/transport/bookings/${booking.id}`,
    pickup: { name: `${body.traveller.first_name} ${body.traveller.last_name}`, flightNumber: body.pickup.flight_number },
    route: routeText(ends),
    vehicleClass: body.vehicle.class,
    freeWaitingMinutes: body.pickup.free_waiting_minutes,
    brief: { phone: body.traveller.phone ?? null, bags: body.bags, meetingPoint: driverMeetingPointAt(ends.pickup), notes: body.notes },
    pickupPlace: pickupPlaceAt(ends.pickup),
    // The wait at arrivals, the drive between the two ends at 50 km/h on average, and a quarter of an hour to hand over.
    jobMinutes: (atAirport(ends.pickup) ? body.pickup.free_waiting_minutes : 0) + driveMinutes(ends) + 15,
    positions: { pickup: [ends.pickup.latitude, ends.pickup.longitude], dropoff: [ends.dropoff.latitude, ends.dropoff.longitude] },
  };
};

/** An arrival meets its flight at its airport and terminal, and its pickup follows the flight (tracking.ts). */
export const transportFlightPickup: FlightPickup = {
  arrival: (booking) => {
    const { pickup_location: pickup } = booking.body as StoredTransportBooking;
    return pickup.airport !== null ? { airport: pickup.airport, terminal: pickup.terminal } : null;
  },
  retimed: (booking, at) => {
    const body = booking.body as StoredTransportBooking;
    return { ...body, pickup: { ...body.pickup, at: uaeTimestamp(at) } };
  },
};

/** Prices a transfer under the account's terms and keeps the quote, so it can be booked at that price. */
export async function createTransportQuote(partition: Partition, request: TransportQuoteRequest, terms: AccountTerms): Promise<TransportQuote> {
  const ends = await transportEnds(partition.db, request);
  const quote = quoteTransport(request, ends, terms, partition, partition.clock);
  await storeQuote(partition, 'transport', { id: quote.id, body: quote, amountDueFils: aedToFils(quote.pricing.amount_due_aed), expiresAt: quote.expires_at });
  return quote;
}

/** Books a stored quote at its price: charged to the wallet or credit line in the same transaction. */
export async function createTransportBooking(partition: Partition, request: TransportBookingRequest): Promise<TransportBooking> {
  return partition.transaction(async (p) => {
    const quote = await takeQuote<TransportQuote>(p, 'transport', request.quote_id);
    const q = quote.body;
    if (request.flight_number !== undefined && !atAirport(q.pickup_location)) {
      throw errors.invalidField('flight_number', `an arriving flight applies only to a pickup at an airport; this quote is ${q.direction === 'departure' ? 'a departure' : 'from one place to another'}, with the pickup at ${q.pickup_location.name}`);
    }
    const travellerName = `${request.traveller.first_name} ${request.traveller.last_name}`;
    const booking = await createBooking<StoredTransportBooking>(p, {
      kind: 'transport',
      status: 'confirmed',
      quoteId: q.id,
      serviceDate: q.pickup.date,
      amountDueFils: quote.amountDueFils,
      price: q.pricing,
      travellerName,
      agencyReference: request.agency_reference ?? null,
      description: `Transfer ${routeText(endsOf(q))} on ${shortDate(q.pickup.date)} for ${travellerName}`,
      body: (id, createdAt, reference) => stampView(p, 'transport_booking', {
        id,
        reference,
        quote_id: q.id,
        status: 'confirmed',
        airport: q.airport,
        terminal: q.terminal,
        direction: q.direction,
        place: q.place,
        pickup_location: q.pickup_location,
        dropoff_location: q.dropoff_location,
        vehicle: { class: q.vehicle.class, description: q.vehicle.description },
        pickup: { at: q.pickup.at, flight_number: request.flight_number ?? null, free_waiting_minutes: FREE_WAITING_MINUTES[atAirport(q.pickup_location) ? 'arrival' : 'departure'] },
        traveller: request.traveller,
        passengers: q.passengers,
        bags: q.bags,
        agency_reference: request.agency_reference ?? null,
        notes: request.notes ?? null,
        price: bookedPrice(q.pricing),
        cancellation: { free_until: q.cancellation.free_until, fee_if_cancelled_now_aed: 0, late_cancellation_fee_percent: LATE_CANCELLATION_FEE_PERCENT, no_show_fee_percent: 100 },
        driver: null,
        created_at: createdAt,
        cancelled_at: null,
      }),
    });
    return viewOne(p, booking);
  });
}

export async function findTransportBooking(partition: Partition, id: string): Promise<TransportBooking> {
  return viewOne(partition, await findBooking<StoredTransportBooking>(partition, 'transport', id));
}

export async function cancelTransportBooking(partition: Partition, id: string): Promise<TransportBooking> {
  const now = partition.clock.now();
  const cancelled = await cancelBooking<StoredTransportBooking>(partition, 'transport', id, (booking) => cancellationFeeFils(booking, now));
  return viewOne(partition, cancelled);
}

export async function transportVoucher(partition: Partition, accountName: string, id: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const booking = await findTransportBooking(partition, id);
  if (booking.status === 'cancelled') throw errors.invalidState('transport booking', id, 'cancelled', 'given a voucher');
  return renderVoucher(await withTrackingLink(partition, booking.id, voucherFromTransportBooking(booking, await printedBrandOf(partition, accountName), await documentOperator(partition, 'voucher'))), format, `voucher-${booking.reference}`);
}

/** The driver's name board of a transfer, found by its own id: the engine's one board of every booking with a pickup. */
export const transportNameBoard = (partition: Partition, accountName: string, id: string, format: 'html' | 'pdf', scopes: readonly string[]): Promise<RenderedDocument> =>
  bookingNameBoard(partition, { kind: 'transport', id, format, scopes, partnerBrand: () => printedBrandOf(partition, accountName) });
