import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import { uaeTimestamp } from '../../platform/uaeTime';
import type { KeyMode } from '../../apiKeys/format';
import { Partition, type PartitionSections } from '../../engine/partition';
import { partitionClock } from '../../engine/partitions';
import { findBooking, outlineOf, type BookingRow } from '../../engine/bookings';
import { flightView, flightsOf, positionShown, tripOf, type TripRow } from '../../engine/trips';
import { TRACKING_TOKEN } from '../../engine/tracking';
import { recordedOperator } from '../../engine/operatorIdentity';
import { catalogueText, dirOf, isOffered, offeredLanguages, ownName, type Language } from '../../engine/i18n';
import { tripBrand, tripEnds } from '../../engine/tripPlaces';
import { stampView } from '../../engine/serializer';
import type { TripPageData, TripPageStatus } from './data';

/**
 * The traveller's live page's data: one trip, found by its link's token across every partition,
 * read in the partition it belongs to, in the page's language.
 */

/** A trip its link found: the partition it lives in (as its visitor) and its row. */
export interface FoundTrip {
  partition: Partition;
  trip: TripRow;
}

/** The trip of a link's token, or null: a token of the wrong shape is not looked up. */
export async function findTrip(sections: PartitionSections, db: Db, clock: Clock, token: string): Promise<FoundTrip | null> {
  if (!TRACKING_TOKEN.test(token)) return null;
  const row = (await db('booking_trips').where({ tracking_token: token }).first()) as Parameters<typeof tripOf>[0] | undefined;
  if (!row) return null;
  const owner = { account_id: row.account_id, mode: row.mode as KeyMode };
  // The trip's partition's time: a test partition's own clock, as its partner advanced it.
  return { partition: Partition.forVisitor(sections, db, await partitionClock(db, clock, owner), owner, 'trip'), trip: tripOf(row) };
}

/**
 * What changes the page: the trip, its booking and its flight, each by when it last changed (one
 * read by the token's index). The stream compares it between polls and sends the page's data only
 * when it differs; null once the trip is gone.
 */
export async function tripFingerprint(db: Db, token: string): Promise<string | null> {
  const row = (await db('booking_trips as t')
    .join('bookings as b', 'b.id', 't.booking_id')
    .leftJoin('booking_flights as f', 'f.booking_id', 't.booking_id')
    .where('t.tracking_token', token)
    .first('t.updated_at as trip', 't.status as status', 'b.status as booking', 'b.updated_at as changed', 'f.updated_at as flight')) as Record<string, string | null> | undefined;
  return row ? JSON.stringify(row) : null;
}

/**
 * The page's language: the one asked for (`?lang=`) when offered, else the first of the
 * browser's languages (Accept-Language, by preference) the page is offered in, else English.
 */
export function pageLanguage(asked: string | undefined, acceptLanguage: string | null): Language {
  if (isOffered(asked)) return asked;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.lang !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return preferred.map((entry) => entry.lang).find(isOffered) ?? 'en';
}

const FINAL_STATES: ReadonlySet<TripPageStatus> = new Set(['completed', 'no_show', 'cancelled']);

/** A trip that can change no more: the stream ends after sending it, and the page stops listening. */
export const isFinal = (status: TripPageStatus): boolean => FINAL_STATES.has(status);

/** The driver and the car are shown from the assignment until the trip ends. */
const CREW_SHOWN: ReadonlySet<TripPageStatus> = new Set(['driver_assigned', 'en_route', 'arrived', 'on_board']);

function statusOf(booking: BookingRow, trip: TripRow): TripPageStatus {
  if (booking.status === 'cancelled' || booking.status === 'declined') return 'cancelled';
  if (booking.status === 'on_request') return 'on_request';
  return trip.status;
}

// ---- The page's data ----

const minutesUntil = (at: string, now: Date): number => Math.max(0, Math.ceil((Date.parse(at) - now.getTime()) / 60_000));

/** The page's data of a trip its link found, in `lang`. */
export async function tripPageData(found: FoundTrip, lang: Language): Promise<TripPageData> {
  const { partition, trip } = found;
  const booking = await findBooking(partition, null, trip.booking_id);
  const outline = outlineOf(partition.sections, booking);
  const status = statusOf(booking, trip);
  const places = tripEnds(booking, outline, lang);
  const flightRow = (await flightsOf(partition, [booking.id])).get(booking.id);
  // A flight nobody reports on yet (no provider, no report so far): its number and the landing the booking was made for.
  const booked = outline.pickup?.flightNumber && outline.startsAt ? { number: outline.pickup.flightNumber, status: 'unknown' as const, scheduled_arrival: outline.startsAt, estimated_arrival: null, actual_arrival: null, terminal: null, diverted_to: null, updated_at: booking.created_at } : null;
  const flight = flightRow ? flightView(flightRow) : booked;
  const catalogue = catalogueText(lang);
  const operator = await recordedOperator(partition, 'voucher');
  const crew = CREW_SHOWN.has(status);
  const sharing = status === trip.status && positionShown(trip.status);
  const now = partition.clock.now();
  const eta = sharing && trip.status === 'en_route' ? trip.eta : null;
  return stampView<TripPageData>(partition, 'trip', {
    reference: booking.reference,
    status,
    lang,
    dir: dirOf(lang),
    languages: offeredLanguages().map((code) => ({ code, name: ownName(code) })),
    brand: await tripBrand(partition, outline).then(({ name, accentHex }) => ({ name, accent_hex: accentHex })),
    pickup: { at: uaeTimestamp(new Date(trip.pickup_at)), ...places.pickup, meeting: places.meeting },
    dropoff: places.dropoff,
    flight: flight && {
      number: flight.number,
      status: flight.status,
      scheduled_arrival: flight.scheduled_arrival,
      estimated_arrival: flight.estimated_arrival,
      actual_arrival: flight.actual_arrival,
      terminal: flight.terminal === null ? null : catalogue.terminals[flight.terminal] || flight.terminal,
      diverted_to: flight.diverted_to === null ? null : (catalogue.airports[flight.diverted_to] ?? flight.diverted_to),
      updated_at: flight.updated_at,
    },
    driver: crew && trip.driver ? { first_name: trip.driver.first_name, phone: trip.driver.phone } : null,
    vehicle: crew && trip.vehicle ? { make: trip.vehicle.make, model: trip.vehicle.model, colour: trip.vehicle.colour, plate: trip.vehicle.plate } : null,
    position: sharing && trip.position ? { latitude: trip.position.latitude, longitude: trip.position.longitude, accuracy_m: trip.position.accuracy_m, heading: trip.position.heading, recorded_at: trip.position.recorded_at } : null,
    eta,
    eta_minutes: eta === null ? null : minutesUntil(eta, now),
    help: operator.phone24h ? { phone: operator.phone24h, tel: operator.phone24hTel } : null,
    updated_at: [trip.updated_at, booking.updated_at, flight?.updated_at ?? ''].sort().at(-1) ?? trip.updated_at,
    now: now.toISOString(),
  });
}
