import type { components } from '../generated/openapi-types';
import { randomString } from '../platform/ids';
import type { Partition } from './partition';
import { canMove, defineMachine, move } from './stateMachine';
import { markTicksDue } from './partitionTicks';

/**
 * The trip behind each booking with a pickup (`booking_trips`): where the driver is in it, the
 * driver's last shared position, the driver and vehicle as the traveller and the partner see
 * them, and the token of the traveller's live page. The booking keeps its own status; the trip
 * follows the booking's moves (`syncTrip`, run on every booking move) and goes further with the
 * driver's own steps (en route, arrived, on board), made through `src/engine/tripMoves.ts`.
 *
 * This module reads and writes trips only; it knows nothing of bookings' sections, so the
 * booking engine can call it without an import cycle.
 */
export type TripStatus = components['schemas']['TripStatus'];
export type BookingTrip = components['schemas']['BookingTrip'];
export type BookingFlight = components['schemas']['BookingFlight'];
export type TripDriver = components['schemas']['TripDriver'];
export type TripVehicle = components['schemas']['TripVehicle'];
export type TripPosition = components['schemas']['TripPosition'];

/** The driver as a trip keeps them: the traveller sees the first name only, the partner and dispatch the whole. */
export interface TripDriverRecord {
  first_name: string;
  last_name: string;
  phone: string;
  photo_url: string | null;
}

export interface TripRow {
  booking_id: string;
  account_id: string;
  mode: string;
  status: TripStatus;
  pickup_at: string;
  free_waiting_minutes: number;
  waiting_from: string | null;
  tracking_token: string;
  driver: TripDriverRecord | null;
  vehicle: TripVehicle | null;
  driver_id: string | null;
  accepted_at: string | null;
  en_route_at: string | null;
  arrived_at: string | null;
  on_board_at: string | null;
  completed_at: string | null;
  no_show_at: string | null;
  position: TripPosition | null;
  eta: string | null;
  no_show_evidence: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
}

export interface FlightRow {
  booking_id: string;
  flight_number: string;
  status: BookingFlight['status'];
  scheduled_arrival: string;
  estimated_arrival: string | null;
  actual_arrival: string | null;
  terminal: string | null;
  diverted_to: string | null;
  observed_at: string | null;
  source: string;
  updated_at: string;
}

/** When the traveller may first be called a no-show: the free waiting after the pickup (or after the actual landing) has run out. */
export function noShowFrom(row: Pick<TripRow, 'pickup_at' | 'waiting_from' | 'free_waiting_minutes'>): Date {
  const from = Math.max(Date.parse(row.pickup_at), row.waiting_from === null ? 0 : Date.parse(row.waiting_from));
  return new Date(from + Number(row.free_waiting_minutes) * 60_000);
}

/**
 * The trip's moves. The driver's steps go forward one at a time (`DRIVER_MOVES` narrows them);
 * the wider moves are the booking's own, followed by its trip: a driver taken off (back to
 * `scheduled`), and the desk marking a booking completed or a no-show.
 */
export const tripStates = defineMachine<TripStatus>({
  subject: 'trip',
  table: 'booking_trips',
  key: 'booking_id',
  moves: {
    scheduled: ['driver_assigned', 'completed', 'no_show'],
    driver_assigned: ['scheduled', 'en_route', 'arrived', 'completed', 'no_show'],
    en_route: ['scheduled', 'arrived', 'completed', 'no_show'],
    arrived: ['scheduled', 'on_board', 'completed', 'no_show'],
    on_board: ['completed'],
    completed: [],
    no_show: [],
  },
  actions: { scheduled: 'taken off its driver', driver_assigned: 'given a driver', en_route: 'started (en route)', arrived: 'marked arrived', on_board: 'marked passenger on board', completed: 'completed', no_show: 'marked a no-show' },
  notBefore: {
    no_show: (row) => {
      const trip = row as unknown as TripRow;
      return { at: noShowFrom(trip), reason: `when the ${Number(trip.free_waiting_minutes)} minutes' free waiting ${trip.waiting_from ? 'after the flight landed' : 'after the pickup time'} have run out` };
    },
  },
});

/** The moves a driver makes, each from the one state before it. */
export const DRIVER_MOVES: Readonly<Record<'en_route' | 'arrived' | 'on_board' | 'completed' | 'no_show', readonly TripStatus[]>> = {
  en_route: ['driver_assigned'],
  arrived: ['en_route'],
  on_board: ['arrived'],
  completed: ['on_board'],
  no_show: ['arrived'],
};

/** The column each state records its moment in. */
export const STEP_COLUMNS: Readonly<Partial<Record<TripStatus, keyof TripRow>>> = {
  en_route: 'en_route_at',
  arrived: 'arrived_at',
  on_board: 'on_board_at',
  completed: 'completed_at',
  no_show: 'no_show_at',
};

const TOKEN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The bearer token of a traveller's page: 32 random letters and digits (190 bits). */
export const newTrackingToken = (): string => randomString(TOKEN_ALPHABET, 32);

/** A booking that gets a trip: its id, its pickup and the free waiting after it. */
export interface TripStart {
  bookingId: string;
  pickupAt: Date;
  freeWaitingMinutes: number;
}

/** Opens the trips of new bookings with a pickup, `scheduled`, in the booking's transaction. */
export async function openTrips(p: Partition, starts: readonly TripStart[]): Promise<void> {
  const now = p.now();
  const rows = starts.map((start) => ({
    booking_id: start.bookingId,
    status: 'scheduled',
    pickup_at: start.pickupAt.toISOString(),
    free_waiting_minutes: start.freeWaitingMinutes,
    tracking_token: newTrackingToken(),
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200) await p.insert('booking_trips', rows.slice(i, i + 200));
  // In a test partition the trips play by themselves (the simulated driver): its clock's work is due.
  if (rows.length > 0) await markTicksDue(p);
}

type StoredTripRow = Omit<TripRow, 'driver' | 'vehicle' | 'position' | 'no_show_evidence' | 'free_waiting_minutes'> & {
  driver: string | null;
  vehicle: string | null;
  position: string | null;
  no_show_evidence: string | null;
  free_waiting_minutes: number | string;
};

const parsed = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

export const tripOf = (row: StoredTripRow): TripRow => ({
  ...row,
  free_waiting_minutes: Number(row.free_waiting_minutes),
  driver: parsed<TripDriverRecord>(row.driver),
  vehicle: parsed<TripVehicle>(row.vehicle),
  position: parsed<TripPosition>(row.position),
  no_show_evidence: parsed<Record<string, unknown>>(row.no_show_evidence),
});

/** The trips of `bookingIds` in the partition, by booking id. */
export async function tripsOf(p: Partition, bookingIds: readonly string[]): Promise<Map<string, TripRow>> {
  const rows = bookingIds.length === 0 ? [] : ((await p.table('booking_trips').whereIn('booking_id', [...bookingIds])) as StoredTripRow[]);
  return new Map(rows.map((row) => [row.booking_id, tripOf(row)]));
}

/** The flights of `bookingIds` in the partition, by booking id. */
export async function flightsOf(p: Partition, bookingIds: readonly string[]): Promise<Map<string, FlightRow>> {
  const rows = bookingIds.length === 0 ? [] : ((await p.table('booking_flights').whereIn('booking_id', [...bookingIds])) as FlightRow[]);
  return new Map(rows.map((row) => [row.booking_id, row]));
}

/** The driver's position is shown only while they are on the way or waiting at the pickup. */
export const positionShown = (status: TripStatus): boolean => status === 'en_route' || status === 'arrived';

/** The trip as the API shows it. */
export const tripView = (trip: TripRow): BookingTrip => ({
  status: trip.status,
  position: positionShown(trip.status) ? trip.position : null,
  eta: trip.status === 'en_route' ? trip.eta : null,
  updated_at: trip.updated_at,
});

/** The driver as the traveller and the partner see them: first name, phone, photo. */
export const tripDriverView = (trip: TripRow): TripDriver | null => (trip.driver === null ? null : { first_name: trip.driver.first_name, phone: trip.driver.phone, photo_url: trip.driver.photo_url });

/** The flight as the API shows it. */
export const flightView = (flight: FlightRow): BookingFlight => ({
  number: flight.flight_number,
  status: flight.status,
  scheduled_arrival: flight.scheduled_arrival,
  estimated_arrival: flight.estimated_arrival,
  actual_arrival: flight.actual_arrival,
  terminal: flight.terminal,
  diverted_to: flight.diverted_to,
  updated_at: flight.updated_at,
});

/** Who drives a trip and in what, as dispatch (or the test partition's simulated driver) assigned them. */
export interface TripCrew {
  driverId: string | null;
  driver: TripDriverRecord;
  vehicle: TripVehicle;
}

/** Records who drives the trip of `bookingId` (after its booking moved to `driver_assigned`), in the assignment's transaction. */
export async function setTripCrew(p: Partition, bookingId: string, crew: TripCrew): Promise<void> {
  await p.table('booking_trips').where({ booking_id: bookingId }).update({ driver_id: crew.driverId, driver: JSON.stringify(crew.driver), vehicle: JSON.stringify(crew.vehicle), updated_at: p.now() });
}

/** The trip state a booking's status calls for, where the booking's move decides it. */
const FOLLOWS: Readonly<Partial<Record<string, TripStatus>>> = { confirmed: 'scheduled', driver_assigned: 'driver_assigned', completed: 'completed', no_show: 'no_show' };

/**
 * Brings the trip of a booking that just moved in line with it, in the move's transaction: a
 * driver assigned or taken off, the service completed or a no-show. A trip already there, or one
 * whose machine does not go there (a trip on board is not taken back), stays as it is.
 */
export async function syncTrip(p: Partition, booking: { id: string; status: string; driver: { name: string; phone: string; vehicle_plate: string } | null }, vehicleClass: TripVehicle['class'] | null): Promise<void> {
  const target = FOLLOWS[booking.status];
  if (target === undefined) return;
  const stored = (await p.table('booking_trips').where({ booking_id: booking.id }).first()) as StoredTripRow | undefined;
  // A booking confirmed (or taken off its driver) has a trip to play again in a test partition.
  if (stored && target === 'scheduled') await markTicksDue(p);
  if (!stored || stored.status === target || !canMove(tripStates, stored.status, target)) return;
  const now = p.now();
  const changes: Record<string, unknown> = { updated_at: now };
  const column = STEP_COLUMNS[target];
  if (column) changes[column] = now;
  if (target === 'scheduled') Object.assign(changes, { driver: null, vehicle: null, driver_id: null, accepted_at: null, en_route_at: null, arrived_at: null, position: null, eta: null });
  if (target === 'driver_assigned' && booking.driver && stored.driver === null) {
    const [first, ...rest] = booking.driver.name.trim().split(/\s+/);
    changes.driver = JSON.stringify({ first_name: first ?? booking.driver.name, last_name: rest.join(' '), phone: booking.driver.phone, photo_url: null } satisfies TripDriverRecord);
    if (vehicleClass !== null) changes.vehicle = JSON.stringify({ make: null, model: null, colour: null, plate: booking.driver.vehicle_plate, class: vehicleClass } satisfies TripVehicle);
  }
  await move(p, tripStates, booking.id, target, changes);
}

/** Moves the trip's pickup (a changed booking, a flight that moved it), in the change's transaction. */
export async function retimeTrip(p: Partition, bookingId: string, pickupAt: Date, freeWaitingMinutes: number): Promise<void> {
  await p.table('booking_trips').where({ booking_id: bookingId }).update({ pickup_at: pickupAt.toISOString(), free_waiting_minutes: freeWaitingMinutes, updated_at: p.now() });
  await markTicksDue(p);
}
