import type { components } from '../../generated/openapi-types';
import { bookingMoney, bookingMoneyOf, shownAmountDue, type BookingMoney } from '../../engine/bookingMoney';
import { errors } from '../../errors';
import { filsToAed, percentOf, aedToFils } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { storeQuote, takeQuote } from '../../engine/quotes';
import { bodyColumns, bookingEvent, cancelBooking, createBooking, findBooking, followPickup, type BookingRow, type BookingView, type BookingStatus, type Driver } from '../../engine/bookings';
import { keysetPage, type Page } from '../../engine/pagination';
import type { AccountTerms } from '../../engine/terms';
import { quoteClientBooking, type ClientBookingQuote, type ServiceRequest } from './pricing';
import { stampView } from '../../engine/serializer';
import { pickupPlaceAt, type FlightPickup, type Outliner } from '../../engine/sections';
import { atAirport, driverMeetingPointAt, locationText } from '../../engine/locations';
import { uaeTimestamp } from '../../platform/uaeTime';
import { shortDate } from '../../engine/documents/format';
import { tripFieldsOf, type TripFields } from '../../engine/tripFields';

export type ClientBooking = components['schemas']['ClientBooking'];
type CreateRequest = components['schemas']['ClientBookingCreateRequest'];
type BrandRequest = components['schemas']['ClientBookingBrandRequest'];
type Brand = components['schemas']['ClientBookingBrand'];
type Status = ClientBooking['status'];
export type CreditChannel = components['schemas']['ClientBookingCreditChannel'];

/**
 * A booking a traveller made through one of the partner's channels (widget, site, link, guide):
 * stored as a client booking the account does not pay for, marked by `product_id` so that it is
 * listed as a credit and not among the account's own bookings.
 */
export interface ChannelOrigin {
  channel: CreditChannel;
  source: string | null;
  credit_id: string;
}

/**
 * What a client booking stores in the engine's `body`: its view as booked, and its channel when
 * it came through one. Its money is read from the ledger and its trip from the trip's own rows.
 */
export type ClientBookingBody = Omit<ClientBooking, 'money' | 'vehicle' | 'trip' | 'flight' | 'live_arrival_tracking' | 'tracking_url'> & { channel?: ChannelOrigin };

const LATE_FEE_PERCENT = 50;
const CHANNEL_PREFIX = 'channel:';
export const CANCELLABLE: readonly Status[] = ['on_request', 'confirmed', 'driver_assigned'];
export const AMENDABLE: readonly Status[] = CANCELLABLE;
const BRANDABLE_NOT: readonly Status[] = ['declined', 'cancelled'];

export const channelProductId = (channel: CreditChannel): string => `${CHANNEL_PREFIX}${channel}`;

/** The fee for cancelling at `now`: free while on request or until `free_until`, half the amount due after. */
export function cancellationFeeFils(booking: BookingRow<ClientBookingBody>, now: Date): number {
  if (booking.status === 'on_request' || now.getTime() < Date.parse(booking.body.cancellation.free_until)) return 0;
  return percentOf(booking.amount_due_fils, LATE_FEE_PERCENT);
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

/** When each booking was confirmed, from the record of its moves (the desk confirms on-request ones later). */
async function confirmedAt(partition: Partition, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = (await partition
    .table('state_moves')
    .where({ subject_type: 'booking', to_state: 'confirmed' })
    .whereIn('subject_id', ids)
    .select('subject_id', 'created_at')) as Array<{ subject_id: string; created_at: string }>;
  return new Map(rows.map((row) => [row.subject_id, row.created_at]));
}

/** The booking as stored, with what has happened to it since (status, driver, fee, confirmation, its money, its trip). */
function view(booking: BookingRow<ClientBookingBody>, confirmed: string | null, now: Date, money: BookingMoney, trip: TripFields): ClientBooking {
  const { channel: _channel, ...body } = booking.body;
  const status = booking.status as Status;
  const fee = status === 'cancelled' ? booking.fee_fils : CANCELLABLE.includes(status) ? cancellationFeeFils(booking, now) : 0;
  return {
    ...body,
    ref: booking.id,
    reference: booking.reference,
    status,
    price: { ...body.price, amount_due_aed: shownAmountDue(booking, body.price.amount_due_aed) },
    money,
    ...trip,
    confirmed_at: status === 'on_request' || status === 'declined' ? null : confirmed,
    cancelled_at: booking.cancelled_at,
    cancellation: { ...body.cancellation, fee_if_cancelled_now_aed: filsToAed(fee) },
  };
}

/** The trips of client bookings (every one has a pickup), by booking id. */
const clientTrips = (partition: Partition, bookings: ReadonlyArray<BookingRow<ClientBookingBody>>): Promise<Map<string, TripFields>> =>
  tripFieldsOf(partition, bookings.map((booking) => ({ id: booking.id, driver: booking.driver, vehicleClass: booking.body.service.vehicle.class })));

async function viewOne(partition: Partition, booking: BookingRow<ClientBookingBody>): Promise<ClientBooking> {
  const confirmed = await confirmedAt(partition, [booking.id]);
  const trips = await clientTrips(partition, [booking]);
  return view(booking, confirmed.get(booking.id) ?? null, partition.clock.now(), await bookingMoney(partition, booking), trips.get(booking.id) as TripFields);
}

// A client booking's events carry it as GET /bookings/{ref} shows it at that moment; one a
// traveller made through a channel is shown the same way (its channel is not part of the view).
export const clientBookingView: BookingView = async (p, bookings) => {
  const rows = bookings as ReadonlyArray<BookingRow<ClientBookingBody>>;
  const confirmed = await confirmedAt(p, bookings.map((booking) => booking.id));
  const money = await bookingMoneyOf(p, bookings);
  const trips = await clientTrips(p, rows);
  const now = p.clock.now();
  return rows.map((booking) => view(booking, confirmed.get(booking.id) ?? null, now, money.get(booking.id) as BookingMoney, trips.get(booking.id) as TripFields));
};

// Every client booking has a pickup; its documents carry the brand it chose (mode `none`: no brand at all).
export const clientBookingOutline: Outliner = (booking) => {
  const { service, lead_traveller: traveller, brand } = (booking as BookingRow<ClientBookingBody>).body;
  return {
    startsAt: service.pickup_at,
    partySize: service.passengers,
    href: `/api/b2b/v1/bookings/${booking.id}`,
    pickup: { name: `${traveller.first_name} ${traveller.last_name}`, flightNumber: service.flight_number },
    route: service.dropoff_location ? `${locationText(service.pickup_location)} to ${locationText(service.dropoff_location)}` : `From ${locationText(service.pickup_location)}, ${service.hours ?? 0} hours at the client's disposal`,
    brief: {
      phone: traveller.phone ?? null,
      bags: service.bags,
      meetingPoint: driverMeetingPointAt(service.pickup_location),
      notes: (booking as BookingRow<ClientBookingBody>).body.notes ?? null,
    },
    pickupPlace: pickupPlaceAt(service.pickup_location),
    brand: brand.mode === 'partner' && brand.name ? { name: brand.name, accentHex: brand.accent_hex } : null,
    positions: { pickup: [service.pickup_location.latitude, service.pickup_location.longitude], dropoff: service.dropoff_location ? [service.dropoff_location.latitude, service.dropoff_location.longitude] : null },
  };
};

/**
 * An airport arrival for a client meets its flight at its airport and terminal, and its pickup
 * follows the flight (src/engine/flights/tracking.ts); its free-cancellation deadline stays as booked.
 */
export const clientFlightPickup: FlightPickup = {
  arrival: (booking) => {
    const { service } = (booking as BookingRow<ClientBookingBody>).body;
    return service.direction === 'arrival' && service.airport !== null ? { airport: service.airport, terminal: service.terminal } : null;
  },
  retimed: (booking, at) => {
    const body = (booking as BookingRow<ClientBookingBody>).body;
    return { ...body, service: { ...body.service, pickup_at: uaeTimestamp(at) } };
  },
};

/** A stored client booking of the partition, the account's own (not one credited through a channel); else 404. */
export async function findClientBookingRow(partition: Partition, ref: string): Promise<BookingRow<ClientBookingBody>> {
  const booking = await findBooking<ClientBookingBody>(partition, 'client', ref);
  if (booking.product_id !== null) throw errors.resourceNotFound('booking', ref);
  return booking;
}

export async function findClientBooking(partition: Partition, ref: string): Promise<ClientBooking> {
  return viewOne(partition, await findClientBookingRow(partition, ref));
}

/** Prices a service under the account's terms and keeps the quote, so it can be booked at that price. */
export async function createClientBookingQuote(partition: Partition, service: ServiceRequest, terms: AccountTerms): Promise<ClientBookingQuote> {
  const quote = await quoteClientBooking(partition.db, service, terms, partition, partition.clock);
  await storeQuote(partition, 'client_booking', { id: quote.id, body: quote, amountDueFils: aedToFils(quote.price.amount_due_aed), expiresAt: quote.expires_at });
  return quote;
}

/** One line for the ledger, statements and the desk. */
function describe(quote: ClientBookingQuote, travellerName: string): string {
  const { service } = quote;
  const what = service.dropoff_location ? `Transfer ${locationText(service.pickup_location)} to ${locationText(service.dropoff_location)}` : `Chauffeur hire, ${service.hours ?? 0} hours from ${locationText(service.pickup_location)}`;
  return `${what}, ${service.vehicle.description}, on ${shortDate(service.pickup_at)} for ${travellerName}`;
}

/**
 * Books a stored quote at its price, charged in the same transaction; an `on_request` quote is
 * booked on request and handed to the trade desk by the engine. `channel` marks a booking a
 * traveller made and paid through a partner's channel: the account is not charged for it.
 */
export async function bookClientQuote(partition: Partition, request: CreateRequest, accountName: string, channel?: ChannelOrigin): Promise<ClientBooking> {
  const brand = brandFrom(request.brand, accountName);
  return partition.transaction(async (p) => {
    const quote = await takeQuote<ClientBookingQuote>(p, 'client_booking', request.quote_id);
    const q = quote.body;
    if (request.flight_number !== undefined && (q.service.type === 'chauffeur_hire' || !atAirport(q.service.pickup_location))) {
      const what = q.service.type === 'chauffeur_hire' ? 'a chauffeur hire' : q.service.direction === 'departure' ? 'a departure' : 'from one place to another';
      throw errors.invalidField('flight_number', `an arriving flight applies only to an arrival; this quote is ${what}`);
    }
    const travellerName = `${request.lead_traveller.first_name} ${request.lead_traveller.last_name}`;
    const status = q.availability === 'instant' ? 'confirmed' : 'on_request';
    const booking = await createBooking<ClientBookingBody>(p, {
      kind: 'client',
      status,
      quoteId: q.id,
      productId: channel ? channelProductId(channel.channel) : null,
      serviceDate: q.service.pickup_at.slice(0, 10),
      amountDueFils: channel ? 0 : quote.amountDueFils,
      price: q.price,
      travellerName,
      agencyReference: request.agency_reference ?? null,
      description: describe(q, travellerName),
      body: (id, createdAt, reference) => stampView(p, 'client_booking', {
        ref: id,
        reference,
        status,
        service: { ...q.service, flight_number: request.flight_number ?? q.service.flight_number },
        lead_traveller: request.lead_traveller,
        agency_reference: request.agency_reference ?? null,
        notes: request.notes ?? null,
        price: q.price,
        cancellation: { ...q.cancellation, fee_if_cancelled_now_aed: 0 },
        driver: null,
        brand,
        created_at: createdAt,
        confirmed_at: status === 'confirmed' ? createdAt : null,
        cancelled_at: null,
        ...(channel ? { channel } : {}),
      }),
    });
    return viewOne(p, booking);
  });
}

export const createClientBooking = (partition: Partition, request: CreateRequest, accountName: string): Promise<ClientBooking> => bookClientQuote(partition, request, accountName);

type StoredRow = Record<string, unknown> & { id: string; created_at: string };

/** A stored row as the engine reads it (the list query reads rows itself, for keyset paging). */
export function clientBookingFromRow(row: StoredRow): BookingRow<ClientBookingBody> {
  return {
    id: row.id,
    reference: String(row.reference),
    kind: 'client',
    status: row.status as BookingStatus,
    quote_id: (row.quote_id as string | null) ?? null,
    product_id: (row.product_id as string | null) ?? null,
    service_date: String(row.service_date),
    amount_due_fils: Number(row.amount_due_fils),
    fee_fils: Number(row.fee_fils),
    traveller_name: String(row.traveller_name),
    agency_reference: (row.agency_reference as string | null) ?? null,
    body: JSON.parse(String(row.body)) as ClientBookingBody,
    driver: row.driver === null || row.driver === undefined ? null : (JSON.parse(String(row.driver)) as Driver),
    created_at: row.created_at,
    updated_at: String(row.updated_at),
    cancelled_at: (row.cancelled_at as string | null) ?? null,
  };
}

/** A keyset page of the partition's client booking rows, with their confirmation times. */
export async function clientBookingPage(
  partition: Partition,
  query: ReturnType<Partition['table']>,
  limit: number | undefined,
  cursor: string | undefined,
): Promise<{ rows: Array<BookingRow<ClientBookingBody>>; confirmed: Map<string, string>; next_cursor: string | null }> {
  const page: Page<StoredRow> = await keysetPage<StoredRow>(query, limit, cursor);
  const rows = page.data.map(clientBookingFromRow);
  return { rows, confirmed: await confirmedAt(partition, rows.map((row) => row.id)), next_cursor: page.next_cursor };
}

export async function cancelClientBooking(partition: Partition, ref: string): Promise<ClientBooking> {
  return partition.transaction(async (p) => {
    await findClientBookingRow(p, ref);
    const now = p.clock.now();
    const cancelled = await cancelBooking<ClientBookingBody>(p, 'client', ref, (booking) => cancellationFeeFils(booking, now));
    return viewOne(p, cancelled);
  });
}

/**
 * Writes a changed body (and the columns that mirror it) of a booking still in one of `states`;
 * a booking that moved meanwhile is refused as its new state would refuse the change.
 */
export async function updateClientBookingBody(
  p: Partition,
  booking: BookingRow<ClientBookingBody>,
  body: ClientBookingBody,
  states: readonly Status[],
  action: string,
  columns: Record<string, unknown> = {},
): Promise<BookingRow<ClientBookingBody>> {
  const updated = await p
    .table('bookings')
    .where({ id: booking.id, kind: 'client' })
    .whereIn('status', states)
    .update({ ...columns, ...bodyColumns(p.sections, booking, body), updated_at: p.now() });
  if (updated === 0) {
    const current = await findClientBookingRow(p, booking.id);
    throw errors.invalidState('booking', booking.reference, current.status, action);
  }
  const stored = await findClientBookingRow(p, booking.id);
  await followPickup(p, stored);
  return stored;
}

/** Stores the brand the booking's documents carry; its state does not change. */
export async function setClientBookingBrand(partition: Partition, ref: string, request: BrandRequest, accountName: string): Promise<ClientBooking> {
  const brand = brandFrom(request, accountName, '');
  return partition.transaction(async (p) => {
    const booking = await findClientBookingRow(p, ref);
    if (BRANDABLE_NOT.includes(booking.status as Status)) throw errors.invalidState('booking', ref, booking.status, 'rebranded');
    const states = CANCELLABLE.concat(['completed', 'no_show']);
    const updated = await updateClientBookingBody(p, booking, { ...booking.body, brand }, states, 'rebranded');
    // Not news to the partner (it asked for it), so no inbox notice; the feed still carries it.
    await bookingEvent(p, 'booking.amended', updated, 'Brand changed', false);
    return viewOne(p, updated);
  });
}
