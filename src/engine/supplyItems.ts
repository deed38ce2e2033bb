import { vehicleLabel } from './labels';
import { aedToFils } from './money';
import type { Partition } from './partition';

/**
 * What a tax invoice's line for one booking is made of: each unit supplied (a vehicle, a person by
 * age band, an hour), how many and at what unit price, VAT included, in fils. The items' amounts
 * add up exactly to what the booking was charged, and each item's quantity × unit price is its
 * amount, to the fils.
 */
export interface SupplyItem {
  description: string;
  quantity: number;
  unit: 'vehicle' | 'person' | 'booking' | 'hour' | 'day';
  age_band: 'adult' | 'child' | 'infant' | null;
  unit_price_fils: number;
  amount_fils: number;
}

/** One priced unit of a booking at its public price, as the booking's section stored it. */
type PublicItem = Omit<SupplyItem, 'amount_fils'>;

interface StoredBooking {
  id: string;
  kind: string;
  quote_id: string | null;
  amount_due_fils: number | string;
  body: string | Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
const money = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? aedToFils(value) : null);

const AGE_BANDS: ReadonlyArray<[RegExp, SupplyItem['age_band']]> = [
  [/^adult/i, 'adult'],
  [/^child/i, 'child'],
  [/^infant/i, 'infant'],
];

/**
 * A tour or activity, from the itemised public price of the quote it was booked from: per vehicle
 * (`2 × Private 4x4`), or per person by age band (`Adult`, `Child (3-11)`, `Infant (0-2)`).
 */
function activityItems(body: Record<string, unknown>, quote: Record<string, unknown> | null): PublicItem[] | null {
  const lines = record(quote?.pricing)?.lines;
  if (!Array.isArray(lines) || lines.length === 0) return null;
  const perVehicle = count(body.vehicles) !== null;
  const items: PublicItem[] = [];
  for (const raw of lines) {
    const line = record(raw);
    const description = text(line?.description);
    const quantity = count(line?.quantity);
    const unitFils = money(line?.unit_price_aed);
    if (!description || quantity === null || unitFils === null) return null;
    const band = perVehicle ? null : (AGE_BANDS.find(([pattern]) => pattern.test(description))?.[1] ?? null);
    if (!perVehicle && band === null) return null;
    items.push({ description, quantity, unit: perVehicle ? 'vehicle' : 'person', age_band: band, unit_price_fils: unitFils });
  }
  return items;
}

/** An airport transfer (and a corporate traveller's): one vehicle of the class booked, for the trip. */
function transferItems(body: Record<string, unknown>, publicFils: number | null): PublicItem[] | null {
  const vehicle = text(record(body.vehicle)?.description);
  if (!vehicle || publicFils === null) return null;
  return [{ description: vehicle, quantity: 1, unit: 'vehicle', age_band: null, unit_price_fils: publicFils }];
}

/**
 * A booking for a client, from its priced lines: the transfer (one vehicle), the chauffeured hire
 * (its hours, when they divide its price to the fils), a night surcharge, child seats.
 */
function clientItems(body: Record<string, unknown>): PublicItem[] | null {
  const service = record(body.service);
  const lines = record(body.price)?.lines;
  const vehicle = text(record(service?.vehicle)?.description);
  if (!service || !Array.isArray(lines) || lines.length === 0) return null;
  const items: PublicItem[] = [];
  for (const raw of lines) {
    const line = record(raw);
    const amount = money(line?.amount_aed);
    const description = text(line?.description);
    if (amount === null || !description) return null;
    const hours = count(service.hours);
    if (line?.code === 'transfer') items.push({ description: vehicle && !description.includes(vehicle) ? `${vehicle}, ${description}` : description, quantity: 1, unit: 'vehicle', age_band: null, unit_price_fils: amount });
    else if (line?.code === 'chauffeur_hire' && hours !== null && amount % hours === 0)
      items.push({ description: vehicle ? `${vehicle} with chauffeur` : description, quantity: hours, unit: 'hour', age_band: null, unit_price_fils: amount / hours });
    else if (line?.code === 'night_surcharge') items.push({ description: `Night surcharge: ${description}`, quantity: 1, unit: 'booking', age_band: null, unit_price_fils: amount });
    else items.push({ description, quantity: 1, unit: line?.code === 'chauffeur_hire' ? 'vehicle' : 'booking', age_band: null, unit_price_fils: amount });
  }
  return items;
}

/** The public price of the booking as its body states it, in fils; null when it states none. */
function publicPriceOf(kind: string, body: Record<string, unknown>): number | null {
  const price = record(body.price);
  if (kind === 'corporate') return typeof price?.public_price_fils === 'number' ? price.public_price_fils : null;
  return money(price?.public_price_aed);
}

function publicItemsOf(booking: StoredBooking, body: Record<string, unknown>, quote: Record<string, unknown> | null): PublicItem[] | null {
  switch (booking.kind) {
    case 'activity':
      return activityItems(body, quote);
    case 'transport':
      return transferItems(body, publicPriceOf('transport', body));
    case 'client':
      return clientItems(body);
    case 'corporate':
      // A corporate transfer names its vehicle's class only.
      return body.type === 'transfer' && text(record(body.transfer)?.vehicle) ? transferItems({ vehicle: { description: vehicleLabel(String(record(body.transfer)?.vehicle)) } }, publicPriceOf('corporate', body)) : null;
    default:
      return null;
  }
}

/**
 * The items of a line charged `grossFils` whose supply was priced publicly at `items` (adding up
 * to the public price): each unit price scaled by gross ÷ public and cut to the fils, so every
 * item's quantity × unit price is its amount; what the cuts leave (less than one fils per unit)
 * goes on the largest item, on its own unit when it has several (`Adult — one of 3 at AED 97.51,
 * carrying AED 0.02 of rounding`), so the statement of it is on the invoice itself.
 */
export function scaledItems(items: readonly PublicItem[], grossFils: number): SupplyItem[] {
  const publicFils = items.reduce((sum, item) => sum + item.quantity * item.unit_price_fils, 0);
  if (publicFils === grossFils) return items.map((item) => ({ ...item, amount_fils: item.quantity * item.unit_price_fils }));
  const scaled = items.map((item) => {
    const unit = publicFils === 0 ? 0 : Math.floor((item.unit_price_fils * grossFils) / publicFils);
    return { ...item, unit_price_fils: unit, amount_fils: unit * item.quantity };
  });
  const rest = grossFils - scaled.reduce((sum, item) => sum + item.amount_fils, 0);
  if (rest === 0) return scaled;
  const largest = scaled.reduce((best, item, index) => (item.amount_fils > (scaled[best]?.amount_fils ?? -1) ? index : best), 0);
  const item = scaled[largest] as SupplyItem;
  const rounding = `AED ${(rest / 100).toFixed(2)} of rounding`;
  const carried = item.unit_price_fils + rest;
  if (item.quantity === 1) {
    scaled[largest] = { ...item, description: `${item.description} (carrying ${rounding})`, unit_price_fils: carried, amount_fils: carried };
    return scaled;
  }
  scaled.splice(
    largest,
    1,
    { ...item, quantity: item.quantity - 1, amount_fils: (item.quantity - 1) * item.unit_price_fils },
    { ...item, description: `${item.description} (one of ${item.quantity}, carrying ${rounding})`, quantity: 1, unit_price_fils: carried, amount_fils: carried },
  );
  return scaled;
}

const oneItem = (line: { description: string; grossFils: number }): SupplyItem[] => [
  { description: line.description, quantity: 1, unit: 'booking', age_band: null, unit_price_fils: line.grossFils, amount_fils: line.grossFils },
];

/**
 * The items of each booking charged `grossFils` (VAT included), by booking id, from the pricing
 * the booking's section stored with it (its body, and for a tour the quote it was booked from):
 *
 * - A transfer is one vehicle; a tour per vehicle is its vehicles × the vehicle price; a tour per
 *   person is its adults, children and infants × each band's price; a chauffeured hire is its
 *   hours × the hourly price; a surcharge or child seats are each one item.
 * - When the line is the booking's whole charge (`grossFils` = what the booking was charged, its
 *   `amount_due`), the public unit prices are scaled to it: under commission or net-rate terms
 *   the partner is charged less than the public price, and the invoice states the price of the
 *   supply to the partner (see `scaledItems` for the cents).
 * - Any other line (a cancellation fee kept, a later supplement, a booking whose stored pricing is
 *   missing, unreadable or no longer adds up to its public price after an amendment) is one item:
 *   the booking, once, at what the line charges. No item ever claims a unit price the booking
 *   did not have.
 */
export async function supplyItemsOf(partition: Partition, charged: ReadonlyMap<string, { description: string; grossFils: number }>): Promise<Map<string, SupplyItem[]>> {
  const ids = [...charged.keys()];
  const bookings =
    ids.length === 0 ? [] : ((await partition.table('bookings').whereIn('id', ids).select('id', 'kind', 'quote_id', 'amount_due_fils', 'body')) as StoredBooking[]);
  const quoteIds = bookings.filter((booking) => booking.kind === 'activity' && booking.quote_id).map((booking) => booking.quote_id as string);
  const quotes = new Map<string, Record<string, unknown>>();
  if (quoteIds.length > 0) {
    const rows = (await partition.table('quotes').whereIn('id', quoteIds).select('id', 'body')) as Array<{ id: string; body: string | Record<string, unknown> }>;
    for (const row of rows) {
      const body = record(typeof row.body === 'string' ? JSON.parse(row.body) : row.body);
      if (body) quotes.set(row.id, body);
    }
  }
  const byId = new Map(bookings.map((booking) => [booking.id, booking]));
  const result = new Map<string, SupplyItem[]>();
  for (const [bookingId, line] of charged) {
    result.set(bookingId, itemsOfLine(byId.get(bookingId), quotes, line));
  }
  return result;
}

function itemsOfLine(booking: StoredBooking | undefined, quotes: ReadonlyMap<string, Record<string, unknown>>, line: { description: string; grossFils: number }): SupplyItem[] {
  if (!booking || line.grossFils <= 0 || Number(booking.amount_due_fils) !== line.grossFils) return oneItem(line);
  const body = record(typeof booking.body === 'string' ? (JSON.parse(booking.body) as unknown) : booking.body);
  if (!body) return oneItem(line);
  const items = publicItemsOf(booking, body, booking.quote_id ? (quotes.get(booking.quote_id) ?? null) : null);
  if (!items || items.length === 0) return oneItem(line);
  const publicFils = items.reduce((sum, item) => sum + item.quantity * item.unit_price_fils, 0);
  const statedPublic = publicPriceOf(booking.kind, body);
  // The stored pricing must still be the booking's: an amendment may have re-priced it since.
  if (publicFils <= 0 || (statedPublic !== null && statedPublic !== publicFils)) return oneItem(line);
  return scaledItems(items, line.grossFils);
}
