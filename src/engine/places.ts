import type { Knex } from 'knex';
import type { components } from '../generated/openapi-types';
import { isPostgres, type Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { newId } from '../platform/ids';
import { DomainError, errors } from '../errors';
import { cruiseTerminals, placeEmirates, placeKinds } from '../generated/enums';
import { singleLine } from './operatorIdentity';
import { orderedKeysetPage, type Page } from './pagination';
import { stampList, stampView, type StampSource } from './serializer';
import { AIRPORTS, haversineKm, zoneAt, type Airport, type Terminal, type TransportZone } from './tariff';
import { foldPlaceText, placeRefs, placeSearchKey } from './placeText';

/**
 * The operator's place catalogue (`places`): real hotels, malls, landmarks, airport and cruise
 * terminals, stations, hospitals and venues a transfer starts or ends at, shared by every account
 * and both modes (not a partition table). Loaded from migrations/places/uae-places.json with fixed
 * ids, then kept by the operator's staff (ops API, `npm run admin -- place …`).
 *
 * Each place's tariff zone is derived from its position (`zoneAt`) whenever it is stored; a
 * position outside every zone is refused, but for an airport terminal, whose airport is its own
 * tariff point (Dubai World Central lies beyond every zone). Its name, Arabic name and codes,
 * folded (`foldPlaceText`), answer to one place only, archived ones included, so a look-up by
 * name or code (`placeByRef`, a transfer's `hotel_ref`) finds at most one.
 */

export type PlaceKind = components['schemas']['PlaceKind'];
export type Emirate = components['schemas']['Emirate'];
export type CruiseTerminal = components['schemas']['CruiseTerminal'];
export type PlaceStatus = 'active' | 'archived';
export type PlaceView = components['schemas']['Place'];
export type PlaceListView = components['schemas']['PlaceList'];

/** A place as stored, `codes` parsed; `search_key` is the store's own. */
export interface PlaceRecord {
  id: string;
  kind: PlaceKind;
  name: string;
  name_ar: string;
  address: string;
  emirate: Emirate;
  /** Derived from the position; null only for an airport terminal outside every zone (DWC). */
  zone: TransportZone | null;
  latitude: number;
  longitude: number;
  codes: string[];
  airport: Airport | null;
  terminal: Terminal | null;
  cruise_terminal: CruiseTerminal | null;
  status: PlaceStatus;
  source: string;
  created_at: string;
  updated_at: string;
}

/** The row of `places`. */
export interface StoredPlace extends Omit<PlaceRecord, 'codes' | 'latitude' | 'longitude'> {
  codes: string;
  search_key: string;
  latitude: number | string;
  longitude: number | string;
}

export const placeOf = (row: StoredPlace): PlaceRecord => {
  const { search_key: _searchKey, codes, latitude, longitude, ...rest } = row;
  return { ...rest, latitude: Number(latitude), longitude: Number(longitude), codes: JSON.parse(codes) as string[] };
};

/** The row of a record, with its search key. */
export const placeRow = (place: PlaceRecord): StoredPlace => ({
  ...place,
  codes: JSON.stringify(place.codes),
  search_key: placeSearchKey(place.name, place.name_ar, place.codes),
});

/** How far from its airport's reference point an airport terminal may lie, in km. */
export const AIRPORT_TERMINAL_REACH_KM = 6;
/** The most codes a place keeps, and the longest. */
const MAX_CODES = 20;
const MAX_CODE_LENGTH = 80;
/** What a place added without a `source` says of itself. */
export const STAFF_SOURCE = "Added by the operator's staff";

/** A place by id, in any status; null when the catalogue has none. */
export async function placeById(db: Db, id: string): Promise<PlaceRecord | null> {
  const row = (await db('places').where({ id }).first()) as StoredPlace | undefined;
  return row ? placeOf(row) : null;
}

/**
 * The active place a reference names: its name, Arabic name or one of its codes, spelt any way
 * that folds to it (`hotel_ref: "atlantis the palm"`); only of the given kinds when `kinds` is
 * given. Null when none does (names and codes are unique in the catalogue, so never two).
 */
export async function placeByRef(db: Db, ref: string, kinds?: readonly PlaceKind[]): Promise<PlaceRecord | null> {
  const folded = foldPlaceText(ref);
  if (folded === '') return null;
  const query = db('places').where({ status: 'active' }).where('search_key', 'like', `%${folded}%`);
  if (kinds !== undefined) query.whereIn('kind', [...kinds]);
  const rows = (await query) as StoredPlace[];
  const found = rows.map(placeOf).find((place) => placeRefs(place.name, place.name_ar, place.codes).includes(folded));
  return found ?? null;
}

export interface PlaceSearch {
  q?: string | undefined;
  type?: PlaceKind | undefined;
  emirate?: Emirate | undefined;
  /** Omitted: both. */
  status?: PlaceStatus | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/**
 * One page of places by name (then id), keyset-paged: those whose folded name, Arabic name or
 * one of whose codes contains every word of `q`, folded as they are (a `q` that folds to nothing
 * answers 422 on `q`), of `type`, in `emirate`, in `status`.
 */
export async function searchPlaces(db: Db, search: PlaceSearch): Promise<Page<PlaceRecord>> {
  const query = db('places').select('*');
  if (search.q !== undefined) {
    const words = foldPlaceText(search.q).split(' ').filter(Boolean);
    if (words.length === 0) throw new DomainError({ field: 'q', code: 'invalid', message: 'must contain a letter or a digit' });
    // A fold holds letters, digits and spaces only, so no word carries a LIKE wildcard.
    for (const word of words) query.where('search_key', 'like', `%${word}%`);
  }
  if (search.type !== undefined) query.where('kind', search.type);
  if (search.emirate !== undefined) query.where('emirate', search.emirate);
  if (search.status !== undefined) query.where('status', search.status);
  const page = await orderedKeysetPage<StoredPlace>(query, 'name', search.limit, search.cursor);
  return { data: page.data.map(placeOf), next_cursor: page.next_cursor };
}

/** What the partners' and the operator's APIs both show of a place. */
export const placeFields = (place: PlaceRecord) => ({
  id: place.id,
  type: place.kind,
  name: place.name,
  name_ar: place.name_ar,
  address: place.address,
  emirate: place.emirate,
  zone: place.zone,
  latitude: place.latitude,
  longitude: place.longitude,
  codes: place.codes,
  airport: place.airport,
  terminal: place.terminal,
  cruise_terminal: place.cruise_terminal,
  status: place.status,
  source: place.source,
});

/** A place as the partners' API shows it (`Place`). */
export const placeView = (source: StampSource, place: PlaceRecord): PlaceView => stampView<PlaceView>(source, 'place', placeFields(place));

/** The partners' `GET /places`: active places only. */
export async function listPlaceViews(source: StampSource, db: Db, search: Omit<PlaceSearch, 'status'>): Promise<PlaceListView> {
  const page = await searchPlaces(db, { ...search, status: 'active' });
  return stampList(source, page.data.map((place) => placeView(source, place)), page.next_cursor);
}

/** The partners' `GET /places/{id}`: any status; 404 for an id the catalogue does not know. */
export async function placeViewById(source: StampSource, db: Db, id: string): Promise<PlaceView> {
  const place = await placeById(db, id);
  if (!place) throw errors.placeNotFound(id);
  return placeView(source, place);
}

/** What staff give to add a place (`NewPlace`). */
export interface PlaceInput {
  kind: PlaceKind;
  name: string;
  name_ar: string;
  address: string;
  emirate: Emirate;
  latitude: number;
  longitude: number;
  codes?: readonly string[] | undefined;
  airport?: Airport | null | undefined;
  terminal?: Terminal | null | undefined;
  cruise_terminal?: CruiseTerminal | null | undefined;
  source?: string | undefined;
}

/** What staff give to change one (`PlaceChange`): fields left out keep their value. */
export type PlaceChange = Partial<PlaceInput> & { status?: PlaceStatus | undefined };

const invalid = (field: string, message: string): DomainError => new DomainError({ field, code: 'invalid', message });
const line = (field: string, raw: string, max: number): string => singleLine(raw, max, (message) => invalid(field, message));

function oneOf<T extends string>(field: string, value: string, values: readonly T[]): T {
  if (!(values as readonly string[]).includes(value)) throw invalid(field, `must be one of ${values.join(', ')}`);
  return value as T;
}

function coordinate(field: 'latitude' | 'longitude', value: number): number {
  const bound = field === 'latitude' ? 90 : 180;
  if (!Number.isFinite(value) || Math.abs(value) > bound) throw invalid(field, `must be a number of degrees from -${bound} to ${bound}`);
  return value;
}

/** The codes as kept: each on one line, told apart by their fold (the first spelling kept), none that folds to the name. */
function codesOf(raw: readonly string[], name: string): string[] {
  if (raw.length > MAX_CODES) throw invalid('codes', `must be at most ${MAX_CODES} codes`);
  const seen = new Set([foldPlaceText(name)]);
  const codes: string[] = [];
  for (const code of raw) {
    const kept = line('codes', code, MAX_CODE_LENGTH);
    const folded = foldPlaceText(kept);
    if (folded === '') throw invalid('codes', `"${code}" must contain a letter or a digit`);
    if (seen.has(folded)) continue;
    seen.add(folded);
    codes.push(kept);
  }
  return codes;
}

/**
 * A place's details checked and completed: texts on one line and within their lengths, an Arabic
 * name in Arabic script, the terminal fields that go with its kind (and only those), its zone
 * derived from its position (422 on `latitude` outside every zone, but for an airport terminal,
 * which lies within AIRPORT_TERMINAL_REACH_KM of its airport).
 */
function checkedPlace(place: PlaceRecord): PlaceRecord {
  const name = line('name', place.name, 160);
  if (foldPlaceText(name) === '') throw invalid('name', 'must contain a letter or a digit');
  const nameAr = line('name_ar', place.name_ar, 160);
  if (!/\p{Script=Arabic}/u.test(nameAr)) throw invalid('name_ar', 'must be the name in Arabic script');
  const kind = oneOf('type', place.kind, placeKinds);
  const emirate = oneOf('emirate', place.emirate, placeEmirates);
  const latitude = coordinate('latitude', place.latitude);
  const longitude = coordinate('longitude', place.longitude);
  const zone = zoneAt([latitude, longitude]);
  const { airport, terminal } = place;
  let cruiseTerminal = place.cruise_terminal;
  if (kind === 'airport_terminal') {
    if (airport === null) throw invalid('airport', 'is required for an airport terminal');
    const spec = AIRPORTS[oneOf('airport', airport, Object.keys(AIRPORTS) as Airport[])];
    if (terminal === null || !spec.terminals.includes(terminal)) throw invalid('terminal', `must be one of ${airport}'s terminals: ${spec.terminals.join(', ')}`);
    const km = haversineKm([latitude, longitude], spec.position);
    if (km > AIRPORT_TERMINAL_REACH_KM) throw invalid('latitude', `is ${km.toFixed(1)} km from ${airport}; an airport terminal lies within ${AIRPORT_TERMINAL_REACH_KM} km of its airport`);
    if (cruiseTerminal !== null) throw invalid('cruise_terminal', 'is only for a cruise terminal');
  } else {
    if (airport !== null) throw invalid('airport', 'is only for an airport terminal');
    if (terminal !== null) throw invalid('terminal', 'is only for an airport terminal');
    if (kind === 'cruise_terminal') {
      if (cruiseTerminal === null) throw invalid('cruise_terminal', 'is required for a cruise terminal');
      cruiseTerminal = oneOf('cruise_terminal', cruiseTerminal, cruiseTerminals);
    } else if (cruiseTerminal !== null) {
      throw invalid('cruise_terminal', 'is only for a cruise terminal');
    }
    if (zone === null) throw invalid('latitude', `is outside every tariff zone: no zone serves ${latitude.toFixed(4)}, ${longitude.toFixed(4)}`);
  }
  return {
    ...place,
    kind,
    name,
    name_ar: nameAr,
    address: line('address', place.address, 240),
    emirate,
    zone,
    latitude,
    longitude,
    codes: codesOf(place.codes, name),
    airport,
    terminal,
    cruise_terminal: cruiseTerminal,
    source: line('source', place.source, 160),
  };
}

/**
 * Refuses (409 `already_exists`) a place whose name, Arabic name, a code, airport terminal or
 * cruise terminal another place of the catalogue has. Run with the catalogue locked against
 * other writers (lockCatalogue), so two requests adding the same name at once cannot both pass.
 */
async function refuseTaken(db: Db, place: PlaceRecord, changing: boolean): Promise<void> {
  const others = ((await db('places').whereNot({ id: place.id })) as StoredPlace[]).map(placeOf);
  const holders = new Map<string, PlaceRecord>();
  for (const other of others) for (const ref of placeRefs(other.name, other.name_ar, other.codes)) holders.set(ref, other);
  const named: Array<[string, string]> = [['name', place.name], ['Arabic name', place.name_ar], ...place.codes.map((code): [string, string] => ['code', code])];
  for (const [what, value] of named) {
    const holder = holders.get(foldPlaceText(value));
    if (holder) throw errors.placeTaken(what, value, holder, changing);
  }
  const sameTerminal = others.find(
    (other) => (place.airport !== null && other.airport === place.airport && other.terminal === place.terminal) || (place.cruise_terminal !== null && other.cruise_terminal === place.cruise_terminal),
  );
  if (sameTerminal) {
    const terminal = place.cruise_terminal ?? `${place.airport ?? ''} ${place.terminal ?? ''}`;
    throw errors.placeTaken(place.cruise_terminal === null ? 'airport terminal' : 'cruise terminal', terminal, sameTerminal, changing);
  }
}

/**
 * Keeps other writers of the catalogue out until the caller's transaction ends: PostgreSQL locks
 * the table against writes (reads go on); SQLite has one writer at a time already.
 */
async function lockCatalogue(db: Db): Promise<void> {
  if (isPostgres(db)) await db.raw('lock table places in share row exclusive mode');
}

/**
 * Adds a place (`active`), its zone derived from its position; in the caller's transaction
 * (`trx`), which should also write its audit row.
 */
export async function addPlace(trx: Knex.Transaction, clock: Clock, input: PlaceInput): Promise<PlaceRecord> {
  const now = clock.now().toISOString();
  const place = checkedPlace({
    id: newId('plc'),
    kind: input.kind,
    name: input.name,
    name_ar: input.name_ar,
    address: input.address,
    emirate: input.emirate,
    zone: null,
    latitude: input.latitude,
    longitude: input.longitude,
    codes: [...(input.codes ?? [])],
    airport: input.airport ?? null,
    terminal: input.terminal ?? null,
    cruise_terminal: input.cruise_terminal ?? null,
    status: 'active',
    source: input.source ?? STAFF_SOURCE,
    created_at: now,
    updated_at: now,
  });
  await lockCatalogue(trx);
  await refuseTaken(trx, place, false);
  await trx('places').insert(placeRow(place));
  return place;
}

/**
 * Changes a place in the caller's transaction: the fields given replace its own (`codes` the
 * whole list), its zone re-derived from its position, checked as addPlace checks a new one;
 * `status` archives it or puts it back. Answers it as it was and as it is now (the same when
 * nothing changed, and then nothing is written); 404 for an unknown id.
 */
export async function updatePlace(trx: Knex.Transaction, clock: Clock, id: string, change: PlaceChange): Promise<{ before: PlaceRecord; after: PlaceRecord }> {
  await lockCatalogue(trx);
  const row = (await trx('places').where({ id }).first()) as StoredPlace | undefined;
  if (!row) throw errors.placeNotFound(id);
  const before = placeOf(row);
  const given = <K extends keyof PlaceChange>(key: K): boolean => change[key] !== undefined;
  const next = checkedPlace({
    ...before,
    ...(given('kind') ? { kind: change.kind as PlaceKind } : {}),
    ...(given('name') ? { name: change.name as string } : {}),
    ...(given('name_ar') ? { name_ar: change.name_ar as string } : {}),
    ...(given('address') ? { address: change.address as string } : {}),
    ...(given('emirate') ? { emirate: change.emirate as Emirate } : {}),
    ...(given('latitude') ? { latitude: change.latitude as number } : {}),
    ...(given('longitude') ? { longitude: change.longitude as number } : {}),
    ...(given('codes') ? { codes: [...(change.codes as readonly string[])] } : {}),
    ...(given('airport') ? { airport: change.airport ?? null } : {}),
    ...(given('terminal') ? { terminal: change.terminal ?? null } : {}),
    ...(given('cruise_terminal') ? { cruise_terminal: change.cruise_terminal ?? null } : {}),
    ...(given('source') ? { source: change.source as string } : {}),
    ...(given('status') ? { status: oneOf<PlaceStatus>('status', change.status as string, ['active', 'archived']) } : {}),
  });
  if (JSON.stringify({ ...next, updated_at: '' }) === JSON.stringify({ ...before, updated_at: '' })) return { before, after: before };
  const after: PlaceRecord = { ...next, updated_at: clock.now().toISOString() };
  await refuseTaken(trx, after, true);
  // A place's details and its status are the operator's to correct and switch either way, not a lifecycle with moves.
  await trx('places').where({ id }).update(placeRow(after));
  return { before, after };
}
