import { ApiError } from '../errors';
import type { Partition, PartitionSections } from './partition';
import type { TickDefinition } from './partitionTicks';
import { advanceBooking, fromRow, outlineOf, serviceStartOf, type BookingRow, type Driver, type StoredBookingRow } from './bookings';
import type { BookingOutline } from './bookingRow';
import { moveTrip, type DriverStep } from './tripMoves';
import { flightsOf, noShowFrom, setTripCrew, tripsOf, type FlightRow, type TripCrew, type TripPosition, type TripRow, type TripVehicle } from './trips';
import { haversineKm, type LatLon } from './tariff';

/**
 * The simulated driver of a test partition: every trip of a booking that is confirmed (or given
 * a driver) plays by itself as the partition's clock passes, so that a partner sees each step's
 * event and webhook within minutes by advancing the test clock (`POST /test-helpers/clock/advance`),
 * or as real time passes (the `partition_ticks` job). It is a tick (src/engine/partitionTicks.ts),
 * registered in src/services.ts, and acts as the actor `simulator`.
 *
 * The script, from the trip's pickup (for an arriving flight, the driver meets its landing as
 * `booking_flights` last reported it, actual or estimated):
 * - 3 hours before the pickup (at once when the booking comes later), a simulated driver and
 *   vehicle are assigned (`booking.driver_assigned`), unless the partner assigned one already;
 * - 45 minutes before, the driver is on the way (`booking.driver_en_route`), sharing a position
 *   that moves toward the pickup every 15 minutes, with the ETA;
 * - at the pickup, the driver is there (`booking.driver_arrived`);
 * - 5 minutes later (15 after a flight's landing: bags and passport control) the traveller is
 *   on board (`booking.passenger_on_board`);
 * - after the drive (the road distance at 50 km/h, else the job's length), the service is
 *   completed (`booking.completed`).
 * A booking whose traveller name or agency reference says "no show" (`NOSHOW`, `no-show`, `No
 * Show` …) plays a no-show instead: the driver waits out the free waiting and marks it
 * (`booking.no_show`). Cancelled, declined and on-request bookings play nothing; a flight that
 * is cancelled or diverted holds the driver where they are (the desk decides). A trip whose
 * driver has not set off by the end of its free waiting (a seeded booking of the past, a run of
 * the job that came that late) is left as it is.
 *
 * The simulated crew is fictional and says so: the driver's name is "Test Driver (simulated)",
 * the phone a +971 50 000 xxxx number of the partition's test data, the plate `TEST xxxx`.
 */
const MINUTE_MS = 60_000;
export const SIMULATION = {
  assignBeforeMinutes: 180,
  enRouteBeforeMinutes: 45,
  positionEveryMinutes: 15,
  boardAfterMinutes: { flight: 15, other: 5 },
  /** A trip not started this long after its pickup is not played any more. */
  staleAfterMinutes: 12 * 60,
  averageKmh: 50,
  roadFactor: 1.3,
} as const;

/** What the driver's name, and the traveller name or agency reference of a no-show, read as. */
export const SIMULATED_DRIVER_NAME = 'Test Driver (simulated)';
const NO_SHOW = /no[\s_-]?show/i;

type SimulatedStep = 'assign' | 'position' | DriverStep;

interface Plan {
  trip: TripRow;
  booking: BookingRow;
  outline: BookingOutline;
  flight: FlightRow | null;
}

const at = (ms: number): Date => new Date(ms);
const iso = (ms: number): string => at(ms).toISOString();

/** When the driver meets the traveller: the pickup, or an arriving flight's landing as last reported; null while the flight is cancelled or diverted. */
function meetingOf(plan: Plan): number | null {
  const pickup = Date.parse(plan.trip.pickup_at);
  const flight = plan.flight;
  if (flight === null) return pickup;
  if (flight.status === 'cancelled' || flight.status === 'diverted') return null;
  const landing = flight.actual_arrival ?? flight.estimated_arrival;
  return landing === null ? pickup : Date.parse(landing);
}

const playsNoShow = (booking: BookingRow): boolean => NO_SHOW.test(booking.traveller_name) || NO_SHOW.test(booking.agency_reference ?? '');

/** Minutes from the traveller on board to the drop-off. */
function driveMinutes(plan: Plan): number {
  const positions = plan.outline.positions;
  if (positions?.dropoff) return Math.max(10, Math.ceil(((haversineKm(positions.pickup, positions.dropoff) * SIMULATION.roadFactor) / SIMULATION.averageKmh) * 60));
  // The job's length less the handover, and the wait at arrivals where it counts one.
  const waiting = plan.flight === null ? 0 : plan.trip.free_waiting_minutes;
  return plan.outline.jobMinutes === undefined ? 30 : Math.max(10, plan.outline.jobMinutes - 15 - waiting);
}

/** The next step of the trip and when it falls due, on the partition's clock; null when the driver has nothing more to do (or holds). */
function nextStepOf(sections: PartitionSections, plan: Plan, now: number): { step: SimulatedStep; at: number } | null {
  const { trip, booking } = plan;
  const pickup = Date.parse(trip.pickup_at);
  const meeting = meetingOf(plan);
  // A driver who has not set off by the end of the free waiting would meet no one: the trip is left as it is.
  const missed = Math.max(pickup, meeting ?? pickup) + trip.free_waiting_minutes * MINUTE_MS <= now;
  if ((trip.status === 'scheduled' || trip.status === 'driver_assigned') && missed) return null;
  switch (trip.status) {
    case 'scheduled':
      return booking.status === 'confirmed' ? { step: 'assign', at: Math.min(pickup, meeting ?? pickup) - SIMULATION.assignBeforeMinutes * MINUTE_MS } : null;
    case 'driver_assigned':
      return meeting === null ? null : { step: 'en_route', at: meeting - SIMULATION.enRouteBeforeMinutes * MINUTE_MS };
    case 'en_route': {
      if (meeting === null) return null;
      // Where the booking names no place, there is no position to share: the driver just arrives.
      if (!plan.outline.positions) return { step: 'arrived', at: meeting };
      const lastShared = Math.max(trip.position ? Date.parse(trip.position.recorded_at) : 0, Date.parse(trip.en_route_at ?? trip.updated_at));
      const nextShare = lastShared + SIMULATION.positionEveryMinutes * MINUTE_MS;
      return nextShare < meeting ? { step: 'position', at: nextShare } : { step: 'arrived', at: meeting };
    }
    case 'arrived': {
      if (playsNoShow(booking)) {
        const start = serviceStartOf(sections, booking);
        return { step: 'no_show', at: Math.max(noShowFrom(trip).getTime(), start.at.getTime() + start.freeWaitingMinutes * MINUTE_MS) };
      }
      const board = plan.flight === null ? SIMULATION.boardAfterMinutes.other : SIMULATION.boardAfterMinutes.flight;
      return { step: 'on_board', at: Date.parse(trip.arrived_at ?? trip.updated_at) + board * MINUTE_MS };
    }
    case 'on_board':
      // Never before the booking's own pickup time: the booking completes only once it has come.
      return { step: 'completed', at: Math.max(Date.parse(trip.on_board_at ?? trip.updated_at) + driveMinutes(plan) * MINUTE_MS, serviceStartOf(sections, booking).at.getTime(), pickup) };
    default:
      return null;
  }
}

/** Four digits of the booking's own, so each simulated crew differs and stays the same for its booking. */
function crewDigits(bookingId: string): string {
  let hash = 7;
  for (const char of bookingId) hash = (hash * 31 + char.charCodeAt(0)) % 10_000;
  return String(hash).padStart(4, '0');
}

const SIMULATED_VEHICLES: Readonly<Record<TripVehicle['class'], Pick<TripVehicle, 'make' | 'model' | 'colour'>>> = {
  EXECUTIVE_SEDAN: { make: 'Lexus', model: 'ES 300h', colour: 'Black' },
  VIP_V_CLASS: { make: 'Mercedes-Benz', model: 'V-Class', colour: 'Black' },
  LUXURY_COACH: { make: 'King Long', model: 'XMQ6127', colour: 'White' },
};

/** The simulated driver and vehicle of a booking: fictional, and named as such. */
export function simulatedCrew(booking: Pick<BookingRow, 'id'>, vehicleClass: TripVehicle['class'] | null | undefined): { driver: Driver; crew: TripCrew } {
  const digits = crewDigits(booking.id);
  const phone = `+97150000${digits}`;
  const plate = `TEST ${digits}`;
  const vehicleClassOf = vehicleClass ?? 'EXECUTIVE_SEDAN';
  return {
    driver: { name: SIMULATED_DRIVER_NAME, phone, vehicle_plate: plate },
    crew: {
      driverId: null,
      driver: { first_name: 'Test Driver', last_name: '(simulated)', phone, photo_url: null },
      vehicle: { ...SIMULATED_VEHICLES[vehicleClassOf], plate, class: vehicleClassOf },
    },
  };
}

const lerp = (from: LatLon, to: LatLon, share: number): LatLon => [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];

/** Where the simulated driver sets off from: along the job's own route from the pickup, at most 20 km away, so the way in stays on land. */
function originOf(positions: { pickup: LatLon; dropoff: LatLon | null }): LatLon {
  const { pickup, dropoff } = positions;
  const km = dropoff === null ? 0 : haversineKm(pickup, dropoff);
  if (dropoff === null || km < 2) return [pickup[0] - 0.06, pickup[1] + 0.06];
  return lerp(pickup, dropoff, Math.min(0.5, 20 / km));
}

/** Degrees clockwise from north, from `from` toward `to`. */
function headingOf(from: LatLon, to: LatLon): number {
  const rad = Math.PI / 180;
  const y = Math.sin((to[1] - from[1]) * rad) * Math.cos(to[0] * rad);
  const x = Math.cos(from[0] * rad) * Math.sin(to[0] * rad) - Math.sin(from[0] * rad) * Math.cos(to[0] * rad) * Math.cos((to[1] - from[1]) * rad);
  return Math.round(((Math.atan2(y, x) / rad + 360) % 360) * 10) / 10;
}

const round = (degrees: number): number => Math.round(degrees * 100_000) / 100_000;

/** The simulated driver's position at `now` on the way from its origin to the pickup (at the pickup once there); null where the booking names no place. */
function positionAt(plan: Plan, now: number, enRouteAt: number, meeting: number): TripPosition | null {
  const positions = plan.outline.positions;
  if (!positions) return null;
  const origin = originOf(positions);
  const share = meeting <= enRouteAt ? 1 : Math.min(1, Math.max(0, (now - enRouteAt) / (meeting - enRouteAt)));
  const [latitude, longitude] = lerp(origin, positions.pickup, share);
  return { latitude: round(latitude), longitude: round(longitude), accuracy_m: 8, heading: share >= 1 ? null : headingOf(origin, positions.pickup), recorded_at: iso(now) };
}

const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

/** Makes one step of the trip at the partition's now, in a transaction of its own (a savepoint inside an advance's). */
async function play(partition: Partition, plan: Plan, step: SimulatedStep): Promise<void> {
  const id = plan.booking.id;
  const now = partition.clock.now().getTime();
  await partition.db.transaction(async (trx) => {
    const p = partition.on(trx);
    switch (step) {
      case 'assign': {
        const { driver, crew } = simulatedCrew(plan.booking, plan.outline.vehicleClass);
        // The crew first, so the trip follows the booking's move with it and the event shows it.
        await setTripCrew(p, id, crew);
        await advanceBooking(p, id, 'driver_assigned', { driver });
        return;
      }
      case 'en_route': {
        const meeting = meetingOf(plan) ?? now;
        await moveTrip(p, id, 'en_route', { position: json(positionAt(plan, now, now, meeting)), eta: iso(Math.max(meeting, now)) });
        return;
      }
      case 'position': {
        const meeting = meetingOf(plan) ?? now;
        const enRouteAt = Date.parse(plan.trip.en_route_at ?? plan.trip.updated_at);
        // A shared position is not a move: the trip stays en route, and no event is written (the traveller's page polls it).
        await p.table('booking_trips').where({ booking_id: id, status: 'en_route' }).update({ position: json(positionAt(plan, now, enRouteAt, meeting)), eta: iso(Math.max(meeting, now)), updated_at: iso(now) });
        return;
      }
      case 'arrived': {
        const positions = plan.outline.positions;
        const position: TripPosition | null = positions ? { latitude: round(positions.pickup[0]), longitude: round(positions.pickup[1]), accuracy_m: 8, heading: null, recorded_at: iso(now) } : null;
        await moveTrip(p, id, 'arrived', { position: json(position), eta: null });
        return;
      }
      case 'no_show':
        await moveTrip(p, id, 'no_show', {
          no_show_evidence: json({ recorded_at: iso(now), position: plan.trip.position, note: 'Simulated no-show: the booking asked for one (traveller name or agency reference), so the test traveller did not come.' }),
        });
        return;
      default:
        await moveTrip(p, id, step);
    }
  });
}

const IN_PLAY_TRIPS = ['en_route', 'arrived', 'on_board'] as const;
const WAITING_TRIPS = ['scheduled', 'driver_assigned'] as const;
const PLAYED_BOOKINGS = ['confirmed', 'driver_assigned'] as const;
/** Trips one run plays at most: the nearest first; the rest wait for the next run. */
const BATCH = 200;

/** The trips of the partition's bookings that are confirmed or given a driver, joined on the booking; ids only. */
function playedTrips(partition: Partition) {
  return partition
    .db('booking_trips as t')
    .join('bookings as b', (on) => void on.on('b.id', '=', 't.booking_id').andOn('b.account_id', '=', 't.account_id').andOn('b.mode', '=', 't.mode'))
    .where({ 't.account_id': partition.accountId, 't.mode': partition.mode })
    .whereIn('b.status', [...PLAYED_BOOKINGS]);
}

/** The trips the driver may have something to do in now: started ones, and those waiting whose pickup is near (from 12 hours past to the assignment's horizon). */
async function plansAt(partition: Partition, now: number): Promise<Plan[]> {
  const horizon = iso(now + (SIMULATION.assignBeforeMinutes + 60) * MINUTE_MS);
  const stale = iso(now - SIMULATION.staleAfterMinutes * MINUTE_MS);
  const ids = (
    (await playedTrips(partition)
      .andWhere((q) => void q.whereIn('t.status', [...IN_PLAY_TRIPS]).orWhere((waiting) => void waiting.whereIn('t.status', [...WAITING_TRIPS]).andWhere('t.pickup_at', '>=', stale).andWhere('t.pickup_at', '<=', horizon)))
      .orderBy('t.pickup_at')
      .limit(BATCH)
      .select('t.booking_id')) as Array<{ booking_id: string }>
  ).map((row) => row.booking_id);
  if (ids.length === 0) return [];
  // One after the other: inside an advance they share the transaction's one connection.
  const trips = await tripsOf(partition, ids);
  const flights = await flightsOf(partition, ids);
  const bookings = (await partition.table('bookings').whereIn('id', ids)) as StoredBookingRow[];
  const byId = new Map(bookings.map((row) => [row.id, fromRow(row)]));
  return ids.flatMap((id) => {
    const trip = trips.get(id);
    const booking = byId.get(id);
    return trip && booking ? [{ trip, booking, outline: outlineOf(partition.sections, booking), flight: flights.get(id) ?? null }] : [];
  });
}

/** Whether a refusal says the trip or booking moved meanwhile (the partner's test helper, say): the driver leaves it for this run. */
const movedMeanwhile = (err: unknown): boolean => err instanceof ApiError && err.status === 409;

/** Plays every step due at the partition's now, each trip's in order. */
async function runSimulatedDriver(partition: Partition): Promise<void> {
  const driver = partition.as('simulator');
  const now = partition.clock.now().getTime();
  for (const first of await plansAt(driver, now)) {
    let plan: Plan | undefined = first;
    // A trip's steps follow each other (at most its whole script when a run comes late).
    for (let guard = 0; plan !== undefined && guard < 12; guard++) {
      const next = nextStepOf(partition.sections, plan, now);
      if (next === null || next.at > now) break;
      try {
        await play(driver, plan, next.step);
      } catch (err) {
        if (movedMeanwhile(err)) break;
        throw err;
      }
      plan = await reloaded(driver, plan);
    }
  }
}

async function reloaded(partition: Partition, plan: Plan): Promise<Plan | undefined> {
  const id = plan.booking.id;
  const trip = (await tripsOf(partition, [id])).get(id);
  const row = (await partition.table('bookings').where({ id }).first()) as StoredBookingRow | undefined;
  if (!trip || !row) return undefined;
  const booking = fromRow(row);
  if (!(PLAYED_BOOKINGS as readonly string[]).includes(booking.status)) return undefined;
  return { ...plan, trip, booking };
}

/** When the driver next has something to do: the nearest step of a trip in play, or the assignment of the next trip whose pickup is beyond the horizon. */
async function nextSimulatedStep(partition: Partition): Promise<Date | null> {
  const now = partition.clock.now().getTime();
  let next: number | null = null;
  for (const plan of await plansAt(partition, now)) {
    const step = nextStepOf(partition.sections, plan, now);
    if (step !== null && (next === null || step.at < next)) next = step.at;
  }
  const later = (await playedTrips(partition)
    .whereIn('t.status', [...WAITING_TRIPS])
    .andWhere('t.pickup_at', '>', iso(now + (SIMULATION.assignBeforeMinutes + 60) * MINUTE_MS))
    .min({ pickup: 't.pickup_at' })
    .first()) as { pickup: string | null } | undefined;
  if (later?.pickup) {
    const assign = Date.parse(later.pickup) - (SIMULATION.assignBeforeMinutes + 30) * MINUTE_MS;
    if (next === null || assign < next) next = assign;
  }
  return next === null ? null : at(next);
}

/** The simulated driver as a partition tick: src/services.ts registers it. */
export const simulatedDriverTick: TickDefinition = {
  name: 'simulated_driver',
  run: async (partition) => {
    if (partition.hasOwnClock) await runSimulatedDriver(partition);
  },
  nextDue: async (partition) => (partition.hasOwnClock ? nextSimulatedStep(partition) : null),
};
