/**
 * A transfer's two ends, as the partner names them (`TripLocation`: an airport terminal, a hotel
 * of the place catalogue, a street address or a point with its position, a cruise terminal, a
 * catalogue place by id) and as the quote and the booking keep them (`ResolvedTripLocation`:
 * name, Arabic name, address, emirate, tariff zone and position). Every end lies inside the UAE
 * and, unless it is an airport, within a tariff zone; a refusal is a 422 naming the exact field
 * (`pickup_location.hotel_ref`, `dropoff_location.latitude`). Requests that name only an airport
 * and a zone keep their meaning: `airportLocation` and `zoneLocation` give their ends.
 */
import type { components } from '../generated/openapi-types';
import type { Db } from '../platform/db';
import { ApiError, errors, type ValidationIssue } from '../errors';
import { catalogueText } from './i18n';
import { placeLabel } from './labels';
import { AIRPORTS, ZONES, haversineKm, roadKmBetween, zoneAt, type Airport, type LatLon, type Terminal, type TransportZone } from './tariff';
import { isInsideUae } from './uaeOutline';
import { placeById, placeByRef, placeOf, type PlaceRecord, type StoredPlace } from './places';

export type TripLocation = components['schemas']['TripLocation'];
export type ResolvedTripLocation = components['schemas']['ResolvedTripLocation'];
export type TripDirection = components['schemas']['TransportDirection'];
type Emirate = NonNullable<ResolvedTripLocation['emirate']>;
type CruiseTerminal = components['schemas']['CruiseTerminalTripLocation']['terminal'];
type AirportTerminalCode = components['schemas']['AirportTripLocation']['terminal'];

/** A transfer's pickup and drop-off, resolved. */
export interface TripEnds {
  pickup: ResolvedTripLocation;
  dropoff: ResolvedTripLocation;
}

/** A place of the operator's catalogue, as src/engine/places.ts reads it. */
export type CataloguePlace = PlaceRecord;

/** A place of the catalogue by its id, archived or not; null when there is none. */
export const catalogueById = (db: Db, id: string): Promise<CataloguePlace | null> => placeById(db, id);

/** The active place whose name, Arabic name or one of its codes folds to what `ref` folds to; null when none. */
export const catalogueByRef = (db: Db, ref: string): Promise<CataloguePlace | null> => placeByRef(db, ref);

const ZONE_EMIRATE: Readonly<Record<TransportZone, Emirate>> = {
  DOWNTOWN_DUBAI: 'dubai',
  BUSINESS_BAY: 'dubai',
  DEIRA: 'dubai',
  DUBAI_MARINA: 'dubai',
  JUMEIRAH_BEACH_RESIDENCE: 'dubai',
  PALM_JUMEIRAH: 'dubai',
  AL_BARSHA: 'dubai',
  ABU_DHABI_CITY: 'abu_dhabi',
  YAS_ISLAND: 'abu_dhabi',
  SAADIYAT_ISLAND: 'abu_dhabi',
  AL_AIN: 'abu_dhabi',
  SHARJAH_CITY: 'sharjah',
  AJMAN: 'ajman',
  RAS_AL_KHAIMAH: 'ras_al_khaimah',
  FUJAIRAH: 'fujairah',
};

const AIRPORT_EMIRATE: Readonly<Record<Airport, Emirate>> = { DXB: 'dubai', DWC: 'dubai', SHJ: 'sharjah', AUH: 'abu_dhabi' };


/** The sandbox's terminal codes that name their airport too. */
const COMBINED_TERMINALS: Readonly<Partial<Record<AirportTerminalCode, [Airport, Terminal]>>> = {
  DXB_T1: ['DXB', 'T1'],
  DXB_T2: ['DXB', 'T2'],
  DXB_T3: ['DXB', 'T3'],
  DWC: ['DWC', 'MAIN'],
  SHJ: ['SHJ', 'MAIN'],
};

/**
 * The four cruise terminals where the catalogue has no row of its own (kind `cruise_terminal`
 * with the terminal's code): their names, addresses and the position of the passenger exit.
 */
const CRUISE_TERMINALS: Readonly<Record<CruiseTerminal, { name: string; nameAr: string; address: string; emirate: Emirate; position: LatLon }>> = {
  MINA_RASHID: { name: 'Hamdan bin Mohammed Cruise Terminal, Mina Rashid', nameAr: 'محطة حمدان بن محمد للرحلات البحرية، ميناء راشد', address: 'Mina Rashid, Al Mina, Dubai', emirate: 'dubai', position: [25.2677, 55.2783] },
  DUBAI_HARBOUR: { name: 'Dubai Harbour Cruise Terminal', nameAr: 'محطة دبي هاربر للرحلات البحرية', address: 'King Salman bin Abdulaziz Al Saud Street, Dubai Harbour, Dubai', emirate: 'dubai', position: [25.0931, 55.1392] },
  ZAYED_PORT: { name: 'Zayed Port Cruise Terminal', nameAr: 'محطة ميناء زايد للرحلات البحرية', address: 'Zayed Port, Al Mina, Abu Dhabi', emirate: 'abu_dhabi', position: [24.5222, 54.3797] },
  KHALID_PORT: { name: 'Khalid Port Cruise Terminal', nameAr: 'محطة ميناء خالد للرحلات البحرية', address: 'Khalid Port, Al Mina Street, Sharjah', emirate: 'sharjah', position: [25.3592, 55.3831] },
};

const arabic = () => catalogueText('ar');

/** An airport terminal as a booking keeps it (a request that names the airport, and the terminal where it is known). */
export function airportLocation(airport: Airport, terminal: Terminal | null): ResolvedTripLocation {
  const [latitude, longitude] = AIRPORTS[airport].position;
  const ar = arabic();
  const terminalAr = terminal ? (ar.terminals[terminal] ?? '') : '';
  return {
    type: 'airport',
    name: placeLabel(airport, terminal),
    name_ar: [ar.airports[airport], terminalAr].filter((part) => part).join('، ') || null,
    address: null,
    emirate: AIRPORT_EMIRATE[airport],
    zone: zoneAt(AIRPORTS[airport].position),
    latitude,
    longitude,
    place_id: null,
    airport,
    terminal,
  };
}

/** A tariff zone named alone (a request of the airport and zone form): its centre, and the zone's name. */
export function zoneLocation(zone: TransportZone): ResolvedTripLocation {
  const [latitude, longitude] = ZONES[zone];
  return {
    type: 'zone',
    name: placeLabel(zone),
    name_ar: arabic().zones[zone] ?? null,
    address: null,
    emirate: ZONE_EMIRATE[zone],
    zone,
    latitude,
    longitude,
    place_id: null,
    airport: null,
    terminal: null,
  };
}

/** The zone a position lies in; a position outside the UAE or outside every zone is refused on `field`. */
function zoneOfPosition(position: LatLon, field: string): TransportZone {
  if (!isInsideUae(position[0], position[1])) throw errors.invalidField(field, 'the position lies outside the United Arab Emirates');
  const zone = zoneAt(position);
  if (zone !== null) return zone;
  const [nearest, km] = (Object.entries(ZONES) as Array<[TransportZone, LatLon]>).map(([code, centre]): [TransportZone, number] => [code, haversineKm(position, centre)]).sort((a, b) => a[1] - b[1])[0] as [TransportZone, number];
  throw errors.invalidField(field, `lies outside every tariff zone, where no transfer is sold (the nearest, ${placeLabel(nearest)}, is ${Math.round(km)} km from its centre)`);
}

/** A catalogue place as a booking keeps it; `type` says how it was asked for. */
function fromCatalogue(place: CataloguePlace, type: ResolvedTripLocation['type'], field: string): ResolvedTripLocation {
  const position: LatLon = [place.latitude, place.longitude];
  // The catalogue derives each place's zone; only an airport terminal may lie outside every zone.
  const zone = place.zone ?? (place.airport ? null : zoneOfPosition(position, field));
  return {
    type,
    name: place.name,
    name_ar: place.name_ar || null,
    address: place.address || null,
    emirate: place.emirate,
    zone,
    latitude: place.latitude,
    longitude: place.longitude,
    place_id: place.id,
    airport: place.airport,
    terminal: place.airport ? place.terminal : null,
  };
}

function resolveAirport(location: Extract<TripLocation, { type: 'airport' }>, field: string): ResolvedTripLocation {
  const combined = COMBINED_TERMINALS[location.terminal];
  if (combined) {
    const [airport, terminal] = combined;
    if (location.airport !== undefined && location.airport !== airport) throw errors.invalidField(`${field}.terminal`, `${location.terminal} is a terminal of ${airport}, not of ${location.airport}`);
    return airportLocation(airport, terminal);
  }
  if (location.airport === undefined) throw errors.invalidField(`${field}.airport`, `is required with terminal ${location.terminal} (or give a combined code such as DXB_T3)`);
  const terminals = AIRPORTS[location.airport].terminals;
  if (!terminals.includes(location.terminal as Terminal)) throw errors.invalidField(`${field}.terminal`, `${location.airport} has terminal ${terminals.join(', ')}`);
  return airportLocation(location.airport, location.terminal as Terminal);
}

async function resolveCruiseTerminal(db: Db, code: CruiseTerminal, field: string): Promise<ResolvedTripLocation> {
  const row = (await db('places').where({ kind: 'cruise_terminal', cruise_terminal: code, status: 'active' }).orderBy('id').first()) as StoredPlace | undefined;
  if (row) return fromCatalogue(placeOf(row), 'cruise_terminal', `${field}.terminal`);
  const fixed = CRUISE_TERMINALS[code];
  const [latitude, longitude] = fixed.position;
  return { type: 'cruise_terminal', name: fixed.name, name_ar: fixed.nameAr, address: fixed.address, emirate: fixed.emirate, zone: zoneAt(fixed.position), latitude, longitude, place_id: null, airport: null, terminal: null };
}

/**
 * Where `location` is, as a booking keeps it. `field` is the request's path to it
 * (`pickup_location`, `service.dropoff_location`): every refusal is a 422 on the exact field
 * under it, and nothing is read but the place catalogue.
 */
export async function resolveLocation(db: Db, location: TripLocation, field: string): Promise<ResolvedTripLocation> {
  switch (location.type) {
    case 'airport':
      return resolveAirport(location, field);
    case 'hotel': {
      const place = await catalogueByRef(db, location.hotel_ref);
      if (!place) throw errors.invalidField(`${field}.hotel_ref`, 'names no hotel of the place catalogue (GET /places); give a hotel it lists, or the place as an address with its position');
      if (place.kind !== 'hotel') throw errors.invalidField(`${field}.hotel_ref`, `names ${place.name}, which is not a hotel: give it as { "type": "place", "place_id": "${place.id}" }`);
      return fromCatalogue(place, 'hotel', `${field}.hotel_ref`);
    }
    case 'place': {
      const place = await catalogueById(db, location.place_id);
      if (!place) throw errors.invalidField(`${field}.place_id`, 'is not a place of the catalogue (GET /places)');
      if (place.status !== 'active') throw errors.invalidField(`${field}.place_id`, `${place.name} was archived from the catalogue and is no longer served; find the place again with GET /places`);
      return fromCatalogue(place, 'place', `${field}.place_id`);
    }
    case 'cruise_terminal':
      return resolveCruiseTerminal(db, location.terminal, field);
    case 'address': {
      const zone = zoneOfPosition([location.latitude, location.longitude], `${field}.latitude`);
      return { type: 'address', name: location.label ?? location.address, address: location.address, name_ar: null, emirate: null, zone, latitude: location.latitude, longitude: location.longitude, place_id: null, airport: null, terminal: null };
    }
    case 'coordinates': {
      const zone = zoneOfPosition([location.latitude, location.longitude], `${field}.latitude`);
      return { type: 'coordinates', name: location.label ?? `A point in ${placeLabel(zone)}`, address: null, name_ar: null, emirate: null, zone, latitude: location.latitude, longitude: location.longitude, place_id: null, airport: null, terminal: null };
    }
  }
}

/** The road distance of a transfer between its ends, to 0.1 km: what the tariff prices. */
export const tripKm = ({ pickup, dropoff }: TripEnds): number => roadKmBetween([pickup.latitude, pickup.longitude], [dropoff.latitude, dropoff.longitude]);

/**
 * Both ends of a request given as locations, each refused on its own field (both reported at
 * once); `prefix` is the path to them (`service.`). Two ends at the same place are refused on the
 * drop-off.
 */
export async function resolveEnds(db: Db, request: { pickup_location: TripLocation; dropoff_location: TripLocation }, prefix = ''): Promise<TripEnds> {
  const issues: ValidationIssue[] = [];
  const resolve = async (location: TripLocation, field: string): Promise<ResolvedTripLocation | null> => {
    try {
      return await resolveLocation(db, location, `${prefix}${field}`);
    } catch (error) {
      if (error instanceof ApiError && error.issues) {
        issues.push(...error.issues);
        return null;
      }
      throw error;
    }
  };
  const pickup = await resolve(request.pickup_location, 'pickup_location');
  const dropoff = await resolve(request.dropoff_location, 'dropoff_location');
  if (!pickup || !dropoff) throw errors.validation(issues);
  const ends = { pickup, dropoff };
  if (tripKm(ends) === 0) throw errors.invalidField(`${prefix}dropoff_location`, `is where the pickup is (${locationText(pickup)}): a transfer goes from one place to another`);
  return ends;
}

/** The ends of a request of the airport and zone form. */
export const legacyEnds = (airport: Airport, terminal: Terminal, direction: 'arrival' | 'departure', place: TransportZone): TripEnds =>
  direction === 'arrival' ? { pickup: airportLocation(airport, terminal), dropoff: zoneLocation(place) } : { pickup: zoneLocation(place), dropoff: airportLocation(airport, terminal) };

/**
 * Which form a request takes: both locations, or the airport and zone fields (`legacy`, named in
 * the order the contract lists them). The two forms mixed, or one location without the other,
 * are refused on the field to fix; a legacy field left out is refused as required.
 */
export function requestForm(request: object, legacy: readonly string[], prefix = ''): 'locations' | 'legacy' {
  const given = (field: string): boolean => (request as Record<string, unknown>)[field] !== undefined;
  const locations = (['pickup_location', 'dropoff_location'] as const).filter(given);
  const fields = legacy.filter(given);
  if (locations.length > 0 && fields.length > 0) {
    const named = legacy.length > 1 ? `${legacy.slice(0, -1).join(', ')} and ${legacy[legacy.length - 1] as string}` : legacy.join('');
    throw errors.invalidField(`${prefix}${locations[0] as string}`, `give either pickup_location and dropoff_location, or ${named}, not both (the request also gives ${fields.join(', ')})`);
  }
  if (locations.length === 1) {
    const missing = locations[0] === 'pickup_location' ? 'dropoff_location' : 'pickup_location';
    throw errors.invalidField(`${prefix}${missing}`, `is required with ${locations[0] as string}`);
  }
  if (locations.length === 2) return 'locations';
  const missing = legacy.filter((field) => !given(field));
  if (missing.length > 0) throw errors.validation(missing.map((field) => ({ path: `${prefix}${field}`, message: 'is required (or give pickup_location and dropoff_location)' })));
  return 'legacy';
}

/** At an airport: an airport terminal, named so or as a place of the catalogue. */
export const atAirport = (location: ResolvedTripLocation): boolean => location.airport !== null;

/** `arrival` when the pickup is at an airport, `departure` when only the drop-off is, else `point_to_point`. */
export const directionOf = ({ pickup, dropoff }: TripEnds): TripDirection => (atAirport(pickup) ? 'arrival' : atAirport(dropoff) ? 'departure' : 'point_to_point');

/**
 * What a quote and a booking say besides the two ends, as they did when only airports and zones
 * were sold: the airport and its terminal (null point to point) and the tariff zone of the other
 * end (point to point, the drop-off's).
 */
export function airportAndZone(ends: TripEnds): { airport: Airport | null; terminal: Terminal | null; direction: TripDirection; place: TransportZone | null } {
  const direction = directionOf(ends);
  const airportEnd = direction === 'arrival' ? ends.pickup : direction === 'departure' ? ends.dropoff : null;
  const placeEnd = direction === 'departure' ? ends.pickup : ends.dropoff;
  return { airport: airportEnd?.airport ?? null, terminal: airportEnd?.terminal ?? null, direction, place: placeEnd.zone };
}

/**
 * A location as a voucher and a driver's sheet say it: its name and address (`Atlantis The Palm,
 * Crescent Road, Palm Jumeirah, Dubai`); a point given by its coordinates, with them.
 */
export function locationText(location: ResolvedTripLocation): string {
  if (location.type === 'coordinates') return `${location.name} (${location.latitude}, ${location.longitude})`;
  return location.address && location.address !== location.name ? `${location.name}, ${location.address}` : location.name;
}

/** `Atlantis The Palm, Crescent Road, Palm Jumeirah, Dubai to Dubai International (DXB) Terminal 3`. */
export const routeText = ({ pickup, dropoff }: TripEnds): string => `${locationText(pickup)} to ${locationText(dropoff)}`;

/** Where a driver meets the traveller at the pickup, as the driver's sheet says it. */
export function driverMeetingPointAt(pickup: ResolvedTripLocation): string {
  if (atAirport(pickup)) return `Arrivals hall of ${pickup.name}, after customs, holding the name board`;
  if (pickup.type === 'zone') return `Main entrance of the hotel or building in ${pickup.name}, 10 minutes before the pickup`;
  if (pickup.type === 'cruise_terminal') return `Passenger exit of ${locationText(pickup)}, holding the name board`;
  if (pickup.type === 'coordinates') return `At ${locationText(pickup)}, 10 minutes before the pickup`;
  const position = pickup.type === 'address' ? ` (position ${pickup.latitude}, ${pickup.longitude})` : '';
  return `Main entrance of ${locationText(pickup)}${position}, 10 minutes before the pickup`;
}

/** The drive of a transfer at 50 km/h on average, in whole minutes. */
export const driveMinutes = (ends: TripEnds): number => Math.ceil((tripKm(ends) / 50) * 60);
