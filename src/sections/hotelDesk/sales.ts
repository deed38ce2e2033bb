import type { components } from '../../generated/openapi-types';
import { deskPaymentLabel, placeLabel } from '../../engine/labels';
import { airportLocation, driverMeetingPointAt, locationText, resolveEnds, routeText, zoneLocation, type TripEnds } from '../../engine/locations';
import type { Db } from '../../platform/db';
import { errors, type ValidationIssue } from '../../errors';
import { filsToAed, aedToFils } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { createBooking, findBooking, type BookingView } from '../../engine/bookings';
import type { RenderedDocument } from '../../engine/documents/documents';
import { voucherFromDeskSale } from '../../engine/documents/mappers';
import { withTrackingLink } from '../../engine/tracking';
import { renderVoucher } from '../../engine/documents/printed';
import { documentOperator } from '../../engine/operatorIdentity';
import { printedBrandOf } from '../../engine/partitionSettings';
import { VEHICLES } from '../../engine/vehicles';
import { pickupPlaceAt, type Outliner } from '../../engine/sections';
import type { AccountTerms } from '../../engine/terms';
import { uaeDate } from '../../platform/uaeTime';
import { daysBetween, findEntry, priceUnder, type CatalogueEntry, type RatePrice } from '../../engine/rateCatalogue';
import { takeSaleSlot } from './dayRows';
import { stampView, type StampSource } from '../../engine/serializer';
import { shortDate } from '../../engine/documents/format';

export type DeskSaleRequest = components['schemas']['DeskSaleRequest'];
export type DeskSale = components['schemas']['DeskSale'];

const MIN_NOTICE_MS = 60 * 60 * 1000;
const MAX_DAYS_AHEAD = 90;

export const serviceAt = (date: string, time: string): string => `${date}T${time}:00+04:00`;

/** The rules of a desk sale the schema cannot say; empty when the sale may be made at `now`. */
function saleIssues(request: DeskSaleRequest, entry: CatalogueEntry | undefined, now: Date): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (!entry) found.push({ path: 'item_code', message: 'is not in the rate catalogue' });
  const at = Date.parse(serviceAt(request.service_date, request.service_time));
  if (at - now.getTime() < MIN_NOTICE_MS) found.push({ path: 'service_time', message: 'the service must start at least 60 minutes from now (UAE time)' });
  if (daysBetween(uaeDate(now), request.service_date) > MAX_DAYS_AHEAD) found.push({ path: 'service_date', message: `may be at most ${MAX_DAYS_AHEAD} days ahead` });
  const party = request.adults + (request.children ?? 0);
  if (entry && party > entry.maxPeople) {
    found.push({ path: 'adults', message: `${entry.code} takes at most ${entry.maxPeople} people (adults and children)` });
  }
  if (request.payment_method === 'room_charge' && request.room_number === undefined) found.push({ path: 'room_number', message: 'a room charge needs the room number' });
  const located = (['pickup_location', 'dropoff_location'] as const).filter((field) => request[field] !== undefined);
  if (located.length > 0 && entry && !entry.route) found.push({ path: located[0] as string, message: `applies only to a transfer item (TRF-…); ${entry.code} is not one` });
  else if (located.length === 1) found.push({ path: located[0] === 'pickup_location' ? 'dropoff_location' : 'pickup_location', message: `is required with ${located[0] as string}` });
  return found;
}

/**
 * Where a transfer item runs: without locations, from the guest's hotel (the item's zone) to its
 * airport; with them, exactly there, either way, as long as one end is at the item's airport and
 * the other in its zone (else 422 on the end that is not). Other items have no ends.
 */
async function saleEnds(db: Db, request: DeskSaleRequest, entry: CatalogueEntry): Promise<TripEnds | null> {
  const route = entry.route;
  if (!route) return null;
  if (!request.pickup_location || !request.dropoff_location) return { pickup: zoneLocation(route.zone), dropoff: airportLocation(route.airport, null) };
  const ends = await resolveEnds(db, { pickup_location: request.pickup_location, dropoff_location: request.dropoff_location });
  const airportAt = ends.pickup.airport === route.airport ? 'pickup' : ends.dropoff.airport === route.airport ? 'dropoff' : null;
  if (airportAt === null) {
    const field = ends.pickup.airport !== null ? 'pickup_location' : 'dropoff_location';
    throw errors.invalidField(field, `${entry.code} runs to or from ${placeLabel(route.airport)}: one end must be there, and ${locationText(field === 'pickup_location' ? ends.pickup : ends.dropoff)} is not`);
  }
  const other = airportAt === 'pickup' ? 'dropoff' : 'pickup';
  const place = ends[other];
  if (place.zone !== route.zone) {
    throw errors.invalidField(`${other}_location`, `${entry.code} serves ${placeLabel(route.zone)}; ${locationText(place)} lies ${place.zone ? `in ${placeLabel(place.zone)}` : 'in no tariff zone'}: sell the transfer item of that zone`);
  }
  return ends;
}

/** What the guest pays (the public price, per person or per vehicle) and the account's price for it. */
function priceOf(request: DeskSaleRequest, entry: CatalogueEntry, terms: AccountTerms): { publicFils: number; price: RatePrice } {
  const children = request.children ?? 0;
  const publicFils = entry.vehicle === null ? request.adults * entry.publicFils + children * (entry.childPublicFils ?? entry.publicFils) : entry.publicFils;
  return { publicFils, price: priceUnder(publicFils, terms) };
}

/** The sale of `request` of catalogue `entry`, as it is stored in the booking's body. */
function saleFrom(id: string, reference: string, source: StampSource, request: DeskSaleRequest, entry: CatalogueEntry, ends: TripEnds | null, terms: AccountTerms, createdAt: string): DeskSale {
  const { publicFils, price } = priceOf(request, entry, terms);
  return stampView(source, 'desk_sale', {
    id,
    reference,
    status: 'confirmed',
    desk_day: uaeDate(new Date(createdAt)),
    item: { code: entry.code, name: entry.name, category: entry.category, unit: entry.vehicle === null ? 'per_person' : 'per_vehicle' },
    service: { date: request.service_date, time: request.service_time, at: serviceAt(request.service_date, request.service_time) },
    pickup_location: ends?.pickup ?? null,
    dropoff_location: ends?.dropoff ?? null,
    adults: request.adults,
    children: request.children ?? 0,
    guest: request.guest,
    room_number: request.room_number ?? null,
    payment_method: request.payment_method,
    price: { currency: 'AED', terms: price.terms, guest_paid_aed: filsToAed(publicFils), amount_due_aed: price.amount_due_aed, commission_aed: price.commission_aed },
    notes: request.notes ?? null,
    created_at: createdAt,
  });
}

// A desk sale's events carry it as the sale's answer and its desk day show it.
export const deskSaleView: BookingView = (_p, bookings) => bookings.map((booking) => ({ ...(booking.body as DeskSale), reference: booking.reference }));

/** What the desk sells that a driver collects the guest for: a transfer or a vehicle with its chauffeur (a shared tour meets its guests). */
const DRIVEN: ReadonlySet<DeskSale['item']['category']> = new Set(['transfer', 'vehicle_hire']);

// A desk sale is read by its id or reference, and in its desk day, which lists what the desk sold that day.
export const deskSaleOutline: Outliner = (booking) => {
  const sale = booking.body as DeskSale;
  const guest = `${sale.guest.first_name} ${sale.guest.last_name}`;
  const pickup = sale.pickup_location;
  const ends = pickup && sale.dropoff_location ? { pickup, dropoff: sale.dropoff_location } : null;
  return {
    startsAt: sale.service.at,
    partySize: sale.adults + sale.children,
    href: `/api/b2b/v1/desk/sales/${booking.id}`,
    pickup: DRIVEN.has(sale.item.category) ? { name: guest, flightNumber: null } : null,
    // A transfer sold without its places is collected at the guest's hotel, in the item's zone.
    ...(ends && pickup
      ? {
          route: routeText(ends),
          brief: { phone: sale.guest.phone ?? null, bags: null, meetingPoint: pickup.type === 'zone' ? `Lobby of the guest's hotel in ${pickup.name}: ask at the front desk for ${guest}` : driverMeetingPointAt(pickup), notes: sale.notes },
          // A zone's centre is no place to drive to: the guest's hotel is asked for at the desk.
          pickupPlace: pickup.type === 'zone' ? null : pickupPlaceAt(pickup),
        }
      : {}),
  };
};

/**
 * Sells at the desk: a booking (kind `desk_sale`) charged to the wallet or credit line at the
 * account's price, counted in today's desk day (UAE time), which must still be open.
 */
export async function createDeskSale(partition: Partition, request: DeskSaleRequest, terms: AccountTerms): Promise<DeskSale> {
  // One reading of the clock: the sale's desk day and its timestamps cannot straddle midnight.
  const at = partition.at(partition.clock.now());
  const now = at.clock.now();
  const entry = findEntry(request.item_code);
  const found = saleIssues(request, entry, now);
  if (found.length > 0 || !entry) throw errors.validation(found);
  const ends = await saleEnds(partition.db, request, entry);
  const guest = `${request.guest.first_name} ${request.guest.last_name}`;
  const { price } = priceOf(request, entry, terms);
  return at.transaction(async (p) => {
    await takeSaleSlot(p, uaeDate(now));
    const booking = await createBooking<DeskSale>(p, {
      kind: 'desk_sale',
      status: 'confirmed',
      quoteId: null,
      serviceDate: request.service_date,
      amountDueFils: aedToFils(price.amount_due_aed),
      price,
      travellerName: guest,
      agencyReference: null,
      description: `Desk sale: ${entry.name} on ${shortDate(request.service_date)} at ${request.service_time} for ${guest} (${deskPaymentLabel(request.payment_method)})`,
      body: (id, createdAt, reference) => saleFrom(id, reference, p, request, entry, ends, terms, createdAt),
    });
    return booking.body;
  });
}

/** A sale of the partition by its id or its reference as a person types it; any other is not found. */
export async function findDeskSale(partition: Partition, id: string): Promise<DeskSale> {
  const booking = await findBooking<DeskSale>(partition, 'desk_sale', id);
  return (await deskSaleView(partition, [booking]))[0] as DeskSale;
}

/**
 * The guest's voucher of a sale, in the desk's printed brand: the service, the pickup at the
 * hotel, what the guest paid. Every sale has one: a sale is never cancelled, and a settled one
 * (its desk day closed) is as booked as ever for the guest.
 */
export async function deskSaleVoucher(partition: Partition, accountName: string, id: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const sale = await findDeskSale(partition, id);
  const entry = findEntry(sale.item.code);
  const item = entry ? { description: entry.description, durationHours: entry.durationHours, vehicle: entry.vehicle ? VEHICLES[entry.vehicle].description : null, route: entry.route ?? null } : null;
  return renderVoucher(await withTrackingLink(partition, sale.id, voucherFromDeskSale(sale, item, await printedBrandOf(partition, accountName), await documentOperator(partition, 'voucher'))), format, `voucher-${sale.reference}`);
}
