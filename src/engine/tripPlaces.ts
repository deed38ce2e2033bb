import type { Partition } from './partition';
import type { BookingOutline, BookingRow } from './bookingRow';
import { brandOf } from './documents/mappers';
import { printedBrandOf } from './partitionSettings';
import { recordedOperator } from './operatorIdentity';
import { catalogueText, isOffered, type Language } from './i18n';
import { placeLabel } from './labels';
import { AIRPORTS, type LatLon } from './tariff';

/**
 * What the traveller is told of their own trip, whichever section sold it: its two ends and how
 * the driver meets them, whose brand it carries, and how to reach the traveller. Each section
 * keeps its booking in its own body; these read the few shapes the sections share, so the live
 * page (src/sections/trips) and the traveller's e-mail say the same.
 */

/** One end of a trip as the traveller reads it, in their language where the catalogue names it. */
export interface TripPlace {
  name: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** How the traveller meets the driver: inside arrivals with a name board, at a cruise terminal's passenger exit, at the main entrance, or in a hotel's lobby. */
export type TripMeeting = 'arrivals_hall' | 'passenger_exit' | 'entrance' | 'lobby';

export interface TripEnds {
  pickup: TripPlace;
  dropoff: TripPlace | null;
  meeting: TripMeeting | null;
}

type Probe = Record<string, unknown>;
const objectAt = (value: unknown): Probe | null => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Probe) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const coordinate = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** An airport (with its terminal) or a zone named in `lang` from the catalogue; the English label where the catalogue has none. */
export function codeName(code: string, terminal: string | null, lang: Language): string {
  const catalogue = catalogueText(lang);
  const airport = catalogue.airports[code];
  if (airport !== undefined) {
    const named = terminal === null ? '' : (catalogue.terminals[terminal] ?? terminal);
    return named ? `${airport} ${named}` : airport;
  }
  return catalogue.zones[code] ?? placeLabel(code);
}

/**
 * A resolved location as a transfer keeps it (`pickup_location`, `dropoff_location`: its type,
 * name, Arabic name, address, position, an airport's code and terminal, a zone's code). An
 * airport or a tariff zone is named from the catalogue in the page's language; a zone is an area,
 * not a door the driver comes to, so it is not put on a map.
 */
function resolvedPlace(value: unknown, lang: Language): TripPlace | null {
  const location = objectAt(value);
  const name = text(location?.name);
  if (!location || name === null) return null;
  const airport = text(location.airport);
  const zone = text(location.zone);
  const arabic = text(location.name_ar);
  const type = text(location.type);
  const mapped = type !== 'zone';
  return {
    name: airport !== null ? codeName(airport, text(location.terminal), lang) : type === 'zone' && zone !== null ? codeName(zone, null, lang) : lang === 'ar' && arabic !== null ? arabic : name,
    address: type === 'zone' ? null : text(location.address),
    latitude: mapped ? coordinate(location.latitude) : null,
    longitude: mapped ? coordinate(location.longitude) : null,
  };
}

/** How the traveller meets the driver at a resolved pickup, as the driver's sheet says it (none at a bare position). */
function meetingAt(location: Probe): TripMeeting | null {
  const type = text(location.type);
  if (text(location.airport) !== null || type === 'airport') return 'arrivals_hall';
  if (type === 'cruise_terminal') return 'passenger_exit';
  return type === 'coordinates' ? null : 'entrance';
}

const unplaced = (name: string | null, address: string | null = null): TripPlace => ({ name, address, latitude: null, longitude: null });

/**
 * The trip's two ends and the meeting, from the booking's body wherever its section keeps them:
 * resolved locations when the booking has them (at the top of its body, in a client booking's
 * `service` or a corporate booking's `transfer`); else an airport transfer's airport, terminal
 * and zone in the same places, or the zone of a chauffeured hire; a hotel desk's sale at its
 * hotel's lobby; else a tour's hotel pickup; else the outline's route and meeting point as the
 * section wrote them.
 */
export function tripEnds(booking: BookingRow, outline: BookingOutline, lang: Language): TripEnds {
  const body = objectAt(booking.body) ?? {};
  const holders = [body, objectAt(body.service), objectAt(body.transfer)].filter((holder): holder is Probe => holder !== null);
  for (const holder of holders) {
    const pickup = resolvedPlace(holder.pickup_location, lang);
    if (pickup === null) continue;
    return { pickup, dropoff: resolvedPlace(holder.dropoff_location, lang), meeting: meetingAt(objectAt(holder.pickup_location) as Probe) };
  }
  for (const holder of holders) {
    const airport = text(holder.airport);
    const zone = text(holder.place);
    const direction = holder.direction;
    if (airport === null || zone === null || (direction !== 'arrival' && direction !== 'departure')) continue;
    // An airport is where it is: the map and the maps link can show it (a zone is an area, not the door the driver comes to).
    const position = (AIRPORTS as Readonly<Record<string, { position: LatLon } | undefined>>)[airport]?.position;
    const airportEnd = { ...unplaced(codeName(airport, text(holder.terminal), lang)), ...(position ? { latitude: position[0], longitude: position[1] } : {}) };
    const zoneEnd = unplaced(codeName(zone, null, lang));
    return direction === 'arrival' ? { pickup: airportEnd, dropoff: zoneEnd, meeting: 'arrivals_hall' } : { pickup: zoneEnd, dropoff: airportEnd, meeting: 'entrance' };
  }
  // A chauffeured hire from a zone, with no airport at either end.
  const hired = holders.map((holder) => text(holder.place)).find((zone) => zone !== null && zone !== undefined);
  if (hired) return { pickup: unplaced(codeName(hired, null, lang)), dropoff: null, meeting: 'entrance' };
  // A hotel desk's sale is picked up at that hotel, from its lobby.
  if (booking.kind === 'desk_sale') return { pickup: unplaced(null), dropoff: null, meeting: 'lobby' };
  const tourPickup = objectAt(body.pickup);
  const hotel = text(tourPickup?.hotel);
  if (hotel !== null) {
    const zone = text(tourPickup?.zone);
    return { pickup: unplaced(hotel, zone === null ? null : codeName(zone, null, lang)), dropoff: null, meeting: 'lobby' };
  }
  return { pickup: unplaced(outline.route ?? null, outline.brief?.meetingPoint ?? null), dropoff: null, meeting: null };
}

/**
 * Whose trip page and e-mail it is: the brand the booking chose for its documents, the
 * operator's own where it chose none at all, else the partner's printed brand (name and colour).
 */
export async function tripBrand(partition: Partition, outline: BookingOutline): Promise<{ name: string; accentHex: string }> {
  if (outline.brand !== undefined && outline.brand !== null) {
    const chosen = brandOf(outline.brand.name, outline.brand.accentHex);
    return { name: chosen.name, accentHex: chosen.accentHex };
  }
  if (outline.brand === null) {
    const own = brandOf((await recordedOperator(partition, 'voucher')).name);
    return { name: own.name, accentHex: own.accentHex };
  }
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  const printed = await printedBrandOf(partition, account?.name ?? '');
  return { name: printed.name, accentHex: printed.accentHex };
}

/** The traveller as the booking names them, where it gives an e-mail address: first name, address and language (null where the booking says none). */
export interface TravellerContact {
  firstName: string;
  email: string;
  language: Language | null;
}

/**
 * How to reach the booking's traveller: its `traveller` (a transfer, a corporate transfer), its
 * `lead_traveller` (a tour, a booking for a client) or its `guest` (a hotel-desk sale), when an
 * e-mail address was given; the language where the booking names one this service offers.
 */
export function travellerContact(booking: BookingRow): TravellerContact | null {
  const body = objectAt(booking.body) ?? {};
  const person = objectAt(body.traveller) ?? objectAt(body.lead_traveller) ?? objectAt(body.guest);
  const email = text(person?.email);
  if (!person || email === null) return null;
  return { firstName: text(person.first_name) ?? booking.traveller_name, email, language: isOffered(body.language) ? body.language : null };
}
