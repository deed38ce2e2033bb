import type { components } from '../generated/driver/openapi-types';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db';
import { bookingKeyOf } from '../platform/ids';
import { addDays, uaeDate, uaeInstant, uaeTimestamp } from '../platform/uaeTime';
import { DomainError, errors } from '../errors';
import { Partition, type PartitionRow, type PartitionSections } from '../engine/partition';
import { partitionClock } from '../engine/partitions';
import { fromRow, outlineOf, type StoredBookingRow } from '../engine/bookings';
import { DRIVER_MOVES, flightsOf, flightView, noShowFrom, positionShown, tripOf, tripStates, type FlightRow, type TripRow, type TripStatus } from '../engine/trips';
import { moveTrip, type TripStep } from '../engine/tripMoves';
import { notBeforeOf } from '../engine/stateMachine';
import { haversineKm } from '../engine/tariff';
import { boardName } from '../engine/documents/mappers';
import { printedBrandOf } from '../engine/partitionSettings';
import { uaeDateTime } from '../engine/documents/format';
import type { DriverPrincipal } from './sessions';

/**
 * A driver's jobs as their job page shows them, and the steps they take on them. Every job is a
 * trip (`booking_trips`) whose crew names the driver (`driver_id`, set by dispatch's assignment),
 * of a booking still theirs (given a driver, completed or a no-show: never one taken off them or
 * cancelled). The driver acts in each job's own partition (`Partition.forDriver`): a move is the
 * trip machine's, through `moveTrip`, with the driver as its actor.
 */
export type DriverJob = components['schemas']['DriverJob'];
export type DriverJobList = components['schemas']['DriverJobList'];
export type DriverMove = components['schemas']['DriverMove'];
export type DriverPositionReport = components['schemas']['DriverPositionReport'];
export type DriverPositionShared = components['schemas']['DriverPositionShared'];

/** The states of a booking whose trip is still its driver's. */
const DRIVEN = ['driver_assigned', 'completed', 'no_show'] as const;

/** A phone's clock may run a little ahead of the service's: a report this much ahead is taken as now. */
const CLOCK_SKEW_MS = 2 * 60_000;
/** How old a move a phone queued while offline may be. */
const OLDEST_MOVE_MS = 12 * 3_600_000;
/** The average speed an ETA assumes, in km/h: the city, its traffic lights and its jams. */
const ETA_SPEED_KMH = 40;

type JobRow = StoredBookingRow & {
  account_id: string;
  mode: PartitionRow['mode'];
  partner: string;
  trip_status: TripStatus;
  pickup_at: string;
  free_waiting_minutes: number | string;
  waiting_from: string | null;
  trip_driver: string | null;
  vehicle: string | null;
  driver_id: string | null;
  accepted_at: string | null;
  en_route_at: string | null;
  arrived_at: string | null;
  on_board_at: string | null;
  completed_at: string | null;
  no_show_at: string | null;
  position: string | null;
  eta: string | null;
  no_show_evidence: string | null;
  tracking_token: string;
  trip_created_at: string;
  trip_updated_at: string;
};

/** The driver's jobs, the trip's columns beside the booking's: `where` narrows them. */
function jobRows(db: Db, driverId: string) {
  return db('booking_trips as t')
    .join('bookings as b', 'b.id', 't.booking_id')
    .join('accounts as a', 'a.id', 't.account_id')
    .where('t.driver_id', driverId)
    .whereIn('b.status', [...DRIVEN])
    .select(
      'b.*',
      'a.name as partner',
      't.status as trip_status',
      't.pickup_at',
      't.free_waiting_minutes',
      't.waiting_from',
      't.driver as trip_driver',
      't.vehicle',
      't.driver_id',
      't.accepted_at',
      't.en_route_at',
      't.arrived_at',
      't.on_board_at',
      't.completed_at',
      't.no_show_at',
      't.position',
      't.eta',
      't.no_show_evidence',
      't.tracking_token',
      't.created_at as trip_created_at',
      't.updated_at as trip_updated_at',
    );
}

/** The trip of a job row, as the engine reads trips. */
const tripOfRow = (row: JobRow): TripRow =>
  tripOf({
    booking_id: row.id,
    account_id: row.account_id,
    mode: row.mode,
    status: row.trip_status,
    pickup_at: row.pickup_at,
    free_waiting_minutes: row.free_waiting_minutes,
    waiting_from: row.waiting_from,
    tracking_token: row.tracking_token,
    driver: row.trip_driver,
    vehicle: row.vehicle,
    driver_id: row.driver_id,
    accepted_at: row.accepted_at,
    en_route_at: row.en_route_at,
    arrived_at: row.arrived_at,
    on_board_at: row.on_board_at,
    completed_at: row.completed_at,
    no_show_at: row.no_show_at,
    position: row.position,
    eta: row.eta,
    no_show_evidence: row.no_show_evidence,
    created_at: row.trip_created_at,
    updated_at: row.trip_updated_at,
  });

/** The steps a trip's state allows, in the order a driver takes them. */
function nextSteps(trip: TripRow): TripStep[] {
  const moves = (Object.keys(DRIVER_MOVES) as Array<keyof typeof DRIVER_MOVES>).filter((step) => DRIVER_MOVES[step].includes(trip.status));
  return trip.status === 'driver_assigned' && trip.accepted_at === null ? ['accept', ...moves] : moves;
}

const mapUrl = (latitude: number, longitude: number): string => `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

function flightOf(number: string | null, flight: FlightRow | undefined): DriverJob['flight'] {
  if (number === null && flight === undefined) return null;
  if (flight === undefined) return { number: number as string, status: 'not_tracked', scheduled_arrival: null, estimated_arrival: null, actual_arrival: null, terminal: null, diverted_to: null, updated_at: null };
  return flightView(flight);
}

/** One job as its driver reads it. */
function jobView(sections: PartitionSections, row: JobRow, flight: FlightRow | undefined, brand: string | null): DriverJob {
  const booking = fromRow(row);
  const outline = outlineOf(sections, booking);
  const trip = tripOfRow(row);
  const place = outline.pickupPlace ?? null;
  const local = uaeTimestamp(new Date(trip.pickup_at));
  return {
    booking_id: booking.id,
    reference: booking.reference,
    status: trip.status,
    pickup_at: trip.pickup_at,
    pickup_date: local.slice(0, 10),
    pickup_time: local.slice(11, 16),
    free_waiting_minutes: trip.free_waiting_minutes,
    no_show_from: noShowFrom(trip).toISOString(),
    traveller: { name: outline.pickup?.name ?? booking.traveller_name, phone: outline.brief?.phone ?? null },
    party: { passengers: outline.partySize, bags: outline.brief?.bags ?? null },
    pickup: {
      name: place?.name ?? outline.route ?? 'As the partner arranges',
      address: place?.address ?? null,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      map_url: place ? mapUrl(place.latitude, place.longitude) : null,
      meeting_point: outline.brief?.meetingPoint ?? null,
    },
    route: outline.route ?? null,
    flight: flightOf(outline.pickup?.flightNumber ?? null, flight),
    notes: outline.brief?.notes?.trim() || null,
    name_board: { text: boardName((outline.pickup?.name ?? booking.traveller_name).trim()), brand },
    vehicle: trip.vehicle,
    accepted_at: trip.accepted_at,
    steps: { en_route_at: trip.en_route_at, arrived_at: trip.arrived_at, on_board_at: trip.on_board_at, completed_at: trip.completed_at, no_show_at: trip.no_show_at },
    next_steps: nextSteps(trip),
    position: positionShown(trip.status) ? trip.position : null,
    eta: trip.status === 'en_route' ? trip.eta : null,
  };
}

/** The partition of a job, acting as its driver, at the partition's own time (a live partition's is the service's). */
async function partitionOf(sections: PartitionSections, db: Db, clock: Clock, row: JobRow, principal: DriverPrincipal, requestId: string | null): Promise<Partition> {
  const of = { account_id: row.account_id, mode: row.mode };
  return Partition.forDriver(sections, db, await partitionClock(db, clock, of), of, principal.driverId, requestId);
}

/** The jobs of `rows` as their driver reads them: each partition's flights read once, the name board in the brand the traveller booked with. */
async function jobViews(sections: PartitionSections, db: Db, clock: Clock, principal: DriverPrincipal, rows: readonly JobRow[]): Promise<DriverJob[]> {
  const byPartition = new Map<string, JobRow[]>();
  for (const row of rows) byPartition.set(`${row.account_id}:${row.mode}`, [...(byPartition.get(`${row.account_id}:${row.mode}`) ?? []), row]);
  const views = new Map<string, DriverJob>();
  for (const partitionRows of byPartition.values()) {
    const partition = await partitionOf(sections, db, clock, partitionRows[0] as JobRow, principal, null);
    const flights = await flightsOf(partition, partitionRows.map((row) => row.id));
    const partnerBrand = (await printedBrandOf(partition, (partitionRows[0] as JobRow).partner)).name;
    for (const row of partitionRows) {
      const chosen = outlineOf(sections, fromRow(row)).brand;
      views.set(row.id, jobView(sections, row, flights.get(row.id), chosen === undefined ? partnerBrand : (chosen?.name ?? null)));
    }
  }
  return rows.map((row) => views.get(row.id) as DriverJob);
}

/** The driver's jobs whose pickup falls today or tomorrow (UAE time), in pickup order. */
export async function listDriverJobs(sections: PartitionSections, db: Db, clock: Clock, principal: DriverPrincipal): Promise<DriverJobList> {
  const now = clock.now();
  const today = uaeDate(now);
  const tomorrow = addDays(today, 1);
  const rows = (await jobRows(db, principal.driverId)
    .where('t.pickup_at', '>=', uaeInstant(today, '00:00').toISOString())
    .where('t.pickup_at', '<', uaeInstant(addDays(today, 2), '00:00').toISOString())
    .orderBy([{ column: 't.pickup_at' }, { column: 'b.reference' }])) as JobRow[];
  return { now: now.toISOString(), days: [today, tomorrow], jobs: await jobViews(sections, db, clock, principal, rows) };
}

/** One job of the driver by its booking's id or reference; 404 for any other. */
async function findJob(db: Db, principal: DriverPrincipal, booking: string): Promise<JobRow> {
  const key = bookingKeyOf(booking);
  if (key === null) throw errors.driverJobNotFound(booking);
  const rows = (await jobRows(db, principal.driverId).where('id' in key ? { 'b.id': key.id } : { 'b.reference': key.reference }).limit(2)) as JobRow[];
  if (rows.length > 1) throw errors.invalidField('booking', `names more than one of your jobs (${booking}); give the booking id (bkg_…)`);
  const [row] = rows;
  if (!row) throw errors.driverJobNotFound(booking);
  return row;
}

/** How a trip's state reads to its driver, in a refusal. */
const STATE_WORDS: Readonly<Record<TripStatus, string>> = {
  scheduled: 'not assigned to you',
  driver_assigned: 'assigned to you',
  en_route: 'en route',
  arrived: 'at the pickup',
  on_board: 'under way with the traveller on board',
  completed: 'completed',
  no_show: 'closed as a no-show',
};

const ACTION_WORDS: Readonly<Record<TripStep, string>> = {
  accept: 'accepted',
  en_route: 'marked en route',
  arrived: 'marked arrived',
  on_board: 'marked passenger on board',
  completed: 'marked completed',
  no_show: 'marked a no-show',
};

/** What comes before a step, as the refusal tells the driver to do first. */
const FIRST: Readonly<Record<Exclude<TripStep, 'accept'>, string>> = {
  en_route: 'it starts from a job assigned to you',
  arrived: 'mark it en route first',
  on_board: 'mark it arrived first',
  completed: 'mark the passenger on board first',
  no_show: 'mark it arrived first, and wait out the free waiting',
};

/** A step the trip's state does not allow, in the driver's words: 409 `invalid_state` saying what comes first. */
function checkOrder(row: JobRow, trip: TripRow, step: TripStep): void {
  const allowed = step === 'accept' ? trip.status === 'driver_assigned' : DRIVER_MOVES[step].includes(trip.status);
  if (allowed) return;
  const hint = step === 'accept' ? 'only a job assigned to you and not yet started is accepted' : FIRST[step];
  throw new DomainError({ code: 'refused', message: `${row.reference} is ${STATE_WORDS[trip.status]}, so it cannot be ${ACTION_WORDS[step]}: ${hint}` });
}

/** A time a phone reports (a queued move's, a position's), checked against the service's clock: a little ahead is now. */
function reportedTime(field: string, iso: string | undefined, now: Date, oldestMs: number | null): Date {
  if (iso === undefined) return now;
  const at = new Date(iso);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw errors.invalidField(field, `must not be ahead of the service's clock (${now.toISOString()})`);
  if (oldestMs !== null && at.getTime() < now.getTime() - oldestMs) throw errors.invalidField(field, 'must be within the last 12 hours: a move older than that is for dispatch to record');
  return at.getTime() > now.getTime() ? now : at;
}

/** The trip's position as it keeps a report: with the accuracy and heading the phone gave, if any. */
const storedPosition = (report: DriverPositionReport, at: Date) => ({
  latitude: report.latitude,
  longitude: report.longitude,
  accuracy_m: report.accuracy ?? null,
  heading: report.heading ?? null,
  recorded_at: at.toISOString(),
});

/** When the driver is expected at the pickup from a position: the straight line at 40 km/h; null without the pickup's position. */
function etaFrom(sections: PartitionSections, row: JobRow, position: { latitude: number; longitude: number }, at: Date): string | null {
  const place = outlineOf(sections, fromRow(row)).pickupPlace;
  if (!place) return null;
  const km = haversineKm([position.latitude, position.longitude], [place.latitude, place.longitude]);
  return new Date(at.getTime() + Math.round((km / ETA_SPEED_KMH) * 3_600_000)).toISOString();
}

/**
 * Moves one of the driver's jobs a step (see openapi/driver/jobs.yaml, moveDriverJob): the order
 * and a no-show's moment are checked here first for a refusal in the driver's words (a no-show by
 * the moment the driver made it, which an offline move reaches later), then the move is the trip
 * machine's, which checks both again as it writes. Answers the job as it then stands.
 */
export async function moveDriverJob(sections: PartitionSections, db: Db, clock: Clock, principal: DriverPrincipal, booking: string, move: DriverMove, requestId: string): Promise<DriverJob> {
  const row = await findJob(db, principal, booking);
  const trip = tripOfRow(row);
  const now = clock.now();
  const at = reportedTime('occurred_at', move.occurred_at, now, OLDEST_MOVE_MS);
  if (move.note !== undefined && move.step !== 'no_show') throw errors.invalidField('note', 'is kept with a no-show, as its evidence; send it with step no_show only');
  checkOrder(row, trip, move.step);
  if (move.step === 'no_show') {
    const when = notBeforeOf(sections, tripStates, trip as unknown as Record<string, unknown>, 'no_show');
    if (when !== null && at.getTime() < when.at.getTime()) {
      throw new DomainError({ code: 'refused', message: `${row.reference} cannot be marked a no-show yet: that is possible from ${uaeDateTime(when.at.toISOString())}, ${when.reason}` });
    }
  }
  const position = move.position === undefined ? null : storedPosition(move.position, reportedTime('position.recorded_at', move.position.recorded_at, now, null));
  const changes: Record<string, unknown> = {};
  if (position !== null && (move.step === 'en_route' || move.step === 'arrived')) {
    changes.position = JSON.stringify(position);
    changes.eta = move.step === 'en_route' ? etaFrom(sections, row, position, new Date(position.recorded_at)) : null;
  }
  if (move.step === 'no_show') changes.no_show_evidence = JSON.stringify({ occurred_at: at.toISOString(), recorded_at: now.toISOString(), position, note: move.note ?? null });
  await moveTrip(await partitionOf(sections, db, clock, row, principal, requestId), row.id, move.step, changes, move.occurred_at === undefined ? undefined : at);
  const [job] = await jobViews(sections, db, clock, principal, [await findJob(db, principal, row.id)]);
  return job as DriverJob;
}

/**
 * Keeps the driver's position on one of their jobs while its trip is en route or arrived, with an
 * ETA while en route; a report older than the one kept changes nothing. The write is conditional
 * on the trip still being in one of those states.
 */
export async function shareDriverPosition(sections: PartitionSections, db: Db, clock: Clock, principal: DriverPrincipal, booking: string, report: DriverPositionReport): Promise<DriverPositionShared> {
  const row = await findJob(db, principal, booking);
  const trip = tripOfRow(row);
  const refuse = (status: TripStatus): never => {
    throw new DomainError({ code: 'refused', message: `${row.reference} is ${STATE_WORDS[status]}: its position is shared only while you are en route or at the pickup` });
  };
  if (!positionShown(trip.status)) refuse(trip.status);
  const at = reportedTime('recorded_at', report.recorded_at, clock.now(), null);
  if (trip.position !== null && Date.parse(trip.position.recorded_at) > at.getTime()) {
    return { status: trip.status, position: trip.position, eta: trip.status === 'en_route' ? trip.eta : null, stored: false };
  }
  const position = storedPosition(report, at);
  const eta = trip.status === 'en_route' ? etaFrom(sections, row, position, at) : null;
  const partition = await partitionOf(sections, db, clock, row, principal, null);
  const written = await partition
    .table('booking_trips')
    .where({ booking_id: row.id })
    .whereIn('status', ['en_route', 'arrived'])
    .update({ position: JSON.stringify(position), eta, updated_at: partition.now() });
  if (written === 0) {
    const now = (await partition.table('booking_trips').where({ booking_id: row.id }).first('status')) as { status: TripStatus };
    refuse(now.status);
  }
  return { status: trip.status, position, eta, stored: true };
}
