import type { Db } from '../platform/db';
import { newId } from '../platform/ids';
import { uaeDate, uaeToday } from '../platform/uaeTime';
import { classifyDbError } from '../platform/dbErrors';
import { errors } from '../errors';
import { Partition, type PartitionSections } from '../engine/partition';
import { advanceBooking, findLiveBooking, fromRow, type StoredBookingRow } from '../engine/bookings';
import type { DriverBrief } from '../engine/sections';
import type { BookingFlight, FlightRow, TripStatus } from '../engine/trips';
import { kindsOfRoles } from '../engine/desk';
import { NOT_EN_ROUTE_MINUTES, notEnRouteDue } from '../engine/tripAlerts';
import { monotonicMs, type Clock } from '../platform/clock';
import { sessionStillOpen, type StaffPrincipal } from '../staff/sessions';
import { outlineOf } from '../engine/bookingList';
import { VEHICLES, type VehicleClass } from '../engine/vehicles';
import { languageLabel, vehicleLabel } from '../engine/labels';
import { canonicalPhone, readablePhone, singleLine } from '../engine/operatorIdentity';
import { operatorOf, recordAudit, type AuditOrigin } from '../engine/audit';
import { uaeDate as dayName } from '../engine/documents/format';
import type { DocumentModel } from '../engine/documents/models';
import { renderDocument, type RenderedDocument } from '../engine/documents/documents';
import { flightView, setTripCrew } from '../engine/trips';
import { sendDriverLink, type DriverLink } from '../drivers/links';
import { answerReassignTasks, BUSY_STATUS, DEFAULT_JOB_MINUTES, driverOf, misfitOf, overlappingJobs, seatShortfall, uaeTime, vehicleOf, windowOf, type Assignment, type DriverRecord, type StoredDriver, type VehicleRecord } from '../engine/assignments';

export type { DriverRecord, VehicleRecord } from '../engine/assignments';

/**
 * The dispatcher's side of live bookings: the operator's drivers and vehicles as records, the
 * day's pickups in UAE time, and assigning a driver and a vehicle to a job, refused when either
 * is already on an overlapping job or the vehicle is too small for the party. Every booking with
 * a pickup is a job, whatever its section: the section's outline says when it starts, for how
 * many, in which class of vehicle and for how long.
 */

export interface DriverInput {
  name: string;
  phone: string;
  licence_number: string;
  languages: readonly string[];
}

export interface VehicleInput {
  plate: string;
  class: VehicleClass;
  /** Defaults to the class's seats. */
  seats?: number;
  /** What the traveller looks for at the kerb: the maker, model and colour. */
  make?: string;
  model?: string;
  colour?: string;
}

/** The trip of a job as the board shows it: where the driver is in it. */
export interface BoardTrip {
  status: TripStatus;
  eta: string | null;
  updated_at: string;
}

/** Something on a job a dispatcher must act on, with the desk task about it when one is open. */
export interface BoardAlert {
  kind: string;
  message: string;
  task_reference: string | null;
}

/** A job of the day as the dispatcher's board shows it, in pickup order. */
export interface BoardJob {
  booking_id: string;
  reference: string;
  kind: string;
  status: string;
  account_id: string;
  partner: string;
  pickup_at: string;
  /** `14:30`, UAE time. */
  pickup_time: string;
  traveller: string;
  /** From where to where, where the section names it. */
  route: string | null;
  flight_number: string | null;
  party_size: number | null;
  vehicle_class: VehicleClass | null;
  ends_at: string;
  driver: { id: string; name: string; phone: string } | null;
  vehicle: { id: string; plate: string; make: string | null; model: string | null; colour: string | null } | null;
  trip: BoardTrip;
  /** The arriving flight of a job, as last reported. */
  flight: BookingFlight | null;
  alerts: BoardAlert[];
}


const LANGUAGE = /^[a-z]{2}$/;

const text = (field: string, raw: string, max: number): string => singleLine(raw, max, (message) => errors.invalidField(field, message));

/**
 * Writes a fleet record whose licence or plate is unique (`insert` a new one, or `update` one by
 * id): another record's licence or plate answers 409 `already_exists`.
 */
async function writeUnique(db: Db, table: string, write: { insert: object } | { update: object; id: string }, what: 'licence' | 'plate', value: string): Promise<void> {
  try {
    // A fleet record's details and its status are the dispatcher's to correct and switch either way, not a lifecycle with moves.
    await ('insert' in write ? db(table).insert(write.insert) : db(table).where({ id: write.id }).update(write.update));
  } catch (err) {
    if (classifyDbError(err) === 'unique_violation') throw errors.fleetRecordTaken(what, value, 'update' in write);
    throw err;
  }
}

/** A licence number as stored: one line, upper case. */
const licenceOf = (raw: string): string => text('licence_number', raw, 40).toUpperCase();
/** A plate as stored: one line (spaces made one), upper case. */
const plateOf = (raw: string): string => text('plate', raw, 20).toUpperCase();

/** The most a vehicle's make, model and colour may be, as the contract says. */
const LOOKS = { make: 40, model: 40, colour: 30 } as const;
type Look = keyof typeof LOOKS;

/** A make, model or colour as stored: one line as the dispatcher wrote it; null clears it. */
const lookOf = (field: Look, raw: string | null): string | null => (raw === null ? null : text(field, raw, LOOKS[field]));

/** The class's specification, or 422 naming the classes there are. */
function specOf(vehicleClass: VehicleClass): (typeof VEHICLES)[VehicleClass] {
  const spec = VEHICLES[vehicleClass];
  if (!spec) throw errors.invalidField('class', `must be one of ${Object.keys(VEHICLES).join(', ')}`);
  return spec;
}

function checkedSeats(seats: number): number {
  if (!Number.isInteger(seats) || seats < 1 || seats > 60) throw errors.invalidField('seats', 'must be a whole number of passenger seats from 1 to 60');
  return seats;
}

function languagesOf(codes: readonly string[]): string[] {
  const languages = [...new Set(codes.map((code) => code.trim().toLowerCase()))];
  if (languages.length === 0 || languages.some((code) => !LANGUAGE.test(code))) throw errors.invalidField('languages', 'must be one or more two-letter language codes, such as en,ar');
  return languages;
}

/** Adds a driver (a licence once), audited as `origin`'s in the same transaction. */
export async function addDriver(db: Db, clock: Clock, origin: AuditOrigin, input: DriverInput): Promise<DriverRecord> {
  const languages = languagesOf(input.languages);
  const phone = canonicalPhone(input.phone, (message) => errors.invalidField('phone', message));
  const now = clock.now().toISOString();
  const row: StoredDriver = {
    id: newId('drv'),
    name: text('name', input.name, 120),
    phone,
    licence_number: licenceOf(input.licence_number),
    languages: JSON.stringify(languages),
    status: 'active',
    created_at: now,
    updated_at: now,
  };
  return db.transaction(async (trx) => {
    await writeUnique(trx, 'drivers', { insert: row }, 'licence', row.licence_number);
    const added = driverOf(row);
    await recordAudit(trx, clock, origin, { action: 'driver.created', subjectType: 'driver', subjectId: added.id, change: { after: added } });
    return added;
  });
}

/** Adds a vehicle (a plate once), audited as `origin`'s in the same transaction. */
export async function addVehicle(db: Db, clock: Clock, origin: AuditOrigin, input: VehicleInput): Promise<VehicleRecord> {
  const spec = specOf(input.class);
  const seats = checkedSeats(input.seats ?? spec.seats);
  const now = clock.now().toISOString();
  const row: VehicleRecord = {
    id: newId('veh'),
    plate: plateOf(input.plate),
    class: input.class,
    seats,
    description: spec.description,
    make: lookOf('make', input.make ?? null),
    model: lookOf('model', input.model ?? null),
    colour: lookOf('colour', input.colour ?? null),
    status: 'active',
    created_at: now,
    updated_at: now,
  };
  return db.transaction(async (trx) => {
    await writeUnique(trx, 'vehicles', { insert: row }, 'plate', row.plate);
    await recordAudit(trx, clock, origin, { action: 'vehicle.created', subjectType: 'vehicle', subjectId: row.id, change: { after: row } });
    return row;
  });
}

export type FleetStatus = 'active' | 'inactive';

export type DriverChange = Partial<DriverInput> & { status?: FleetStatus };
export type VehicleChange = Partial<Omit<VehicleInput, Look>> & { [field in Look]?: string | null } & { status?: FleetStatus };

/** The fields whose value a change alters, each as it was and as it is now; empty when nothing changed. */
function differences<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const changed = (Object.keys(after) as Array<keyof T>).filter((key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(changed.map((key) => [key, before[key]])) as Partial<T>, after: Object.fromEntries(changed.map((key) => [key, after[key]])) as Partial<T> };
}

/**
 * The audit row of a correction: a switch on or off alone is its own action; a correction of the
 * details (with or without one) is an update. Nothing changed, nothing written.
 */
async function auditChange(db: Db, clock: Clock, origin: AuditOrigin, subjectType: 'driver' | 'vehicle', id: string, changed: { before: object; after: object }): Promise<void> {
  const fields = Object.keys(changed.after);
  if (fields.length === 0) return;
  const action = fields.length === 1 && fields[0] === 'status' ? `${subjectType}.status_changed` : `${subjectType}.updated`;
  await recordAudit(db, clock, origin, { action, subjectType, subjectId: id, change: changed });
}

/**
 * Corrects a driver's details and/or switches their status, audited as `origin`'s, the row locked
 * so the change and its audit row see the same before. Fields left out keep their value; a
 * licence number another driver holds is refused (409).
 */
export async function changeDriver(db: Db, clock: Clock, origin: AuditOrigin, id: string, change: DriverChange): Promise<DriverRecord> {
  return db.transaction(async (trx) => {
    const { after, changed } = await correctDriver(trx, clock, id, change);
    await auditChange(trx, clock, origin, 'driver', id, changed);
    return after;
  });
}

async function correctDriver(db: Db, clock: Clock, id: string, change: DriverChange): Promise<{ after: DriverRecord; changed: ReturnType<typeof differences<DriverRecord>> }> {
  const row = (await db('drivers').where({ id }).forUpdate().first()) as StoredDriver | undefined;
  if (!row) throw errors.fleetRecordNotFound('driver', id);
  const before = driverOf(row);
  const next: DriverRecord = {
    ...before,
    ...(change.name === undefined ? {} : { name: text('name', change.name, 120) }),
    ...(change.phone === undefined ? {} : { phone: canonicalPhone(change.phone, (message) => errors.invalidField('phone', message)) }),
    ...(change.licence_number === undefined ? {} : { licence_number: licenceOf(change.licence_number) }),
    ...(change.languages === undefined ? {} : { languages: languagesOf(change.languages) }),
    ...(change.status === undefined ? {} : { status: change.status }),
  };
  const changed = differences(before, next);
  if (Object.keys(changed.after).length === 0) return { after: before, changed };
  const after = { ...next, updated_at: clock.now().toISOString() };
  const { languages, ...rest } = after;
  await writeUnique(db, 'drivers', { update: { ...rest, languages: JSON.stringify(languages) }, id }, 'licence', after.licence_number);
  return { after, changed };
}

/**
 * Corrects a vehicle's plate, class, seats, make, model or colour and/or switches its status, as
 * changeDriver does. A new class without seats takes the class's seats; a plate another vehicle
 * has is refused (409); null clears a make, model or colour. The jobs already assigned keep the
 * vehicle as the partner and the traveller were told it.
 */
export async function changeVehicle(db: Db, clock: Clock, origin: AuditOrigin, id: string, change: VehicleChange): Promise<VehicleRecord> {
  return db.transaction(async (trx) => {
    const { after, changed } = await correctVehicle(trx, clock, id, change);
    await auditChange(trx, clock, origin, 'vehicle', id, changed);
    return after;
  });
}

async function correctVehicle(db: Db, clock: Clock, id: string, change: VehicleChange): Promise<{ after: VehicleRecord; changed: ReturnType<typeof differences<VehicleRecord>> }> {
  const row = (await db('vehicles').where({ id }).forUpdate().first()) as VehicleRecord | undefined;
  if (!row) throw errors.fleetRecordNotFound('vehicle', id);
  const before = vehicleOf(row);
  const spec = change.class === undefined ? undefined : specOf(change.class);
  const seats = checkedSeats(change.seats ?? (spec ? spec.seats : before.seats));
  const next: VehicleRecord = {
    ...before,
    ...(change.plate === undefined ? {} : { plate: plateOf(change.plate) }),
    ...(change.class === undefined || !spec ? {} : { class: change.class, description: spec.description }),
    seats,
    ...(change.make === undefined ? {} : { make: lookOf('make', change.make) }),
    ...(change.model === undefined ? {} : { model: lookOf('model', change.model) }),
    ...(change.colour === undefined ? {} : { colour: lookOf('colour', change.colour) }),
    ...(change.status === undefined ? {} : { status: change.status }),
  };
  const changed = differences(before, next);
  if (Object.keys(changed.after).length === 0) return { after: before, changed };
  const after = { ...next, updated_at: clock.now().toISOString() };
  await writeUnique(db, 'vehicles', { update: after, id }, 'plate', after.plate);
  return { after, changed };
}

export const listDrivers = async (db: Db): Promise<DriverRecord[]> => ((await db('drivers').orderBy('name')) as StoredDriver[]).map(driverOf);
export const listVehicles = async (db: Db): Promise<VehicleRecord[]> => ((await db('vehicles').orderBy('plate')) as VehicleRecord[]).map(vehicleOf);


/** A booking row read across partitions, with the account it belongs to. */
type LiveRow = StoredBookingRow & { account_id: string };



/** The desk tasks dispatch works, as the board shows them on their jobs. */
const DISPATCH_KINDS = [...(kindsOfRoles(['dispatch']) ?? [])];

/** What the board calls a task of each kind it shows on a job (another kind dispatch works is shown by its own name). */
const ALERT_OF_TASK: Readonly<Partial<Record<string, string>>> = { reassign_driver: 'driver_released' };

/** The open desk tasks about `bookingIds` that dispatch works, by booking id, oldest first. */
async function openTasksOf(db: Db, bookingIds: readonly string[]): Promise<Map<string, Array<{ kind: string; reference: string; summary: string }>>> {
  const tasks = new Map<string, Array<{ kind: string; reference: string; summary: string }>>();
  if (bookingIds.length === 0) return tasks;
  const rows = (await db('desk_queue')
    .where({ status: 'open', subject_type: 'booking' })
    .whereIn('kind', DISPATCH_KINDS)
    .whereIn('subject_id', [...bookingIds])
    .orderBy('id')
    .select('subject_id', 'kind', 'reference', 'summary')) as Array<{ subject_id: string; kind: string; reference: string; summary: string }>;
  for (const row of rows) tasks.set(row.subject_id, [...(tasks.get(row.subject_id) ?? []), row]);
  return tasks;
}

/**
 * A job's alerts, most pressing first: a driver taken off after a change (its task to reassign),
 * a driver not on the way 30 minutes before the pickup (by the clock, with its task once the
 * background job raised it), no driver yet that close to the pickup, then any other open task
 * about the job that dispatch works.
 */
function alertsOf(job: Pick<BoardJob, 'status' | 'pickup_at' | 'pickup_time' | 'driver'>, trip: BoardTrip, tasks: ReadonlyArray<{ kind: string; reference: string; summary: string }>, now: Date): BoardAlert[] {
  const alerts: BoardAlert[] = [];
  const taskOf = (kind: string) => tasks.find((task) => task.kind === kind);
  const released = job.status === 'confirmed' ? taskOf('reassign_driver') : undefined;
  if (released) alerts.push({ kind: 'driver_released', message: released.summary, task_reference: released.reference });
  const soon = Date.parse(job.pickup_at) - NOT_EN_ROUTE_MINUTES * 60_000 <= now.getTime();
  if (job.status === 'driver_assigned' && notEnRouteDue(trip.status, job.pickup_at, now)) {
    alerts.push({ kind: 'driver_not_en_route', message: `${job.driver?.name ?? 'The driver'} is not on the way; pickup at ${job.pickup_time}`, task_reference: taskOf('driver_not_en_route')?.reference ?? null });
  } else if (job.status === 'confirmed' && soon && !released) {
    alerts.push({ kind: 'no_driver', message: `No driver yet; pickup at ${job.pickup_time}`, task_reference: null });
  }
  for (const task of tasks) {
    if (task.kind === 'reassign_driver' || task.kind === 'driver_not_en_route') continue;
    alerts.push({ kind: ALERT_OF_TASK[task.kind] ?? task.kind, message: task.summary, task_reference: task.reference });
  }
  return alerts;
}

/**
 * Every live job whose pickup falls on `date` (UAE), of every partner and section, in pickup
 * order, with its trip, its flight and its alerts as of the clock's now.
 */
export async function dayBoard(sections: PartitionSections, db: Db, clock: Clock, date: string): Promise<BoardJob[]> {
  const rows = (await db('bookings')
    .join('accounts', 'accounts.id', 'bookings.account_id')
    .where({ 'bookings.mode': 'live', 'bookings.service_date': date })
    .whereIn('bookings.status', ['confirmed', 'driver_assigned', 'completed', 'no_show'])
    .select('bookings.*', 'accounts.name as partner')) as Array<LiveRow & { partner: string }>;
  const ids = rows.map((row) => row.id);
  const assignments = new Map(((await db('dispatch_assignments').whereIn('booking_id', ids)) as Assignment[]).map((a) => [a.booking_id, a]));
  const trips = new Map(((await db('booking_trips').whereIn('booking_id', ids).select('booking_id', 'status', 'eta', 'updated_at')) as Array<BoardTrip & { booking_id: string }>).map(({ booking_id, ...trip }) => [booking_id, trip]));
  const flights = new Map(((await db('booking_flights').whereIn('booking_id', ids)) as FlightRow[]).map((flight) => [flight.booking_id, flightView(flight)]));
  const tasks = await openTasksOf(db, ids);
  const drivers = new Map((await listDrivers(db)).map((d) => [d.id, d]));
  const vehicles = new Map((await listVehicles(db)).map((v) => [v.id, v]));
  const now = clock.now();
  const jobs: BoardJob[] = [];
  for (const row of rows) {
    const booking = fromRow(row);
    const outline = outlineOf(sections, booking);
    if (outline.pickup === null || outline.startsAt === null) continue;
    const window = windowOf(outline.startsAt, outline.jobMinutes ?? DEFAULT_JOB_MINUTES);
    const assigned = booking.status === BUSY_STATUS || booking.status === 'completed' ? assignments.get(booking.id) : undefined;
    const driver = assigned ? drivers.get(assigned.driver_id) : undefined;
    const vehicle = assigned ? vehicles.get(assigned.vehicle_id) : undefined;
    // Every job has its trip from its booking on; the eta is shown only on the way, as the partner sees it.
    const stored = trips.get(booking.id);
    const trip: BoardTrip = stored ? { status: stored.status, eta: stored.status === 'en_route' ? stored.eta : null, updated_at: stored.updated_at } : { status: 'scheduled', eta: null, updated_at: booking.updated_at };
    const job = {
      booking_id: booking.id,
      reference: booking.reference,
      kind: booking.kind,
      status: booking.status,
      account_id: row.account_id,
      partner: row.partner,
      pickup_at: window.starts,
      pickup_time: uaeTime(window.starts),
      traveller: outline.pickup.name,
      route: outline.route ?? null,
      flight_number: outline.pickup.flightNumber,
      party_size: outline.partySize,
      vehicle_class: outline.vehicleClass ?? null,
      ends_at: window.ends,
      driver: driver ? { id: driver.id, name: driver.name, phone: driver.phone } : null,
      vehicle: vehicle ? { id: vehicle.id, plate: vehicle.plate, make: vehicle.make, model: vehicle.model, colour: vehicle.colour } : null,
      trip,
      flight: flights.get(booking.id) ?? null,
    };
    jobs.push({ ...job, alerts: alertsOf(job, trip, tasks.get(booking.id) ?? [], now) });
  }
  return jobs.sort((a, b) => a.pickup_at.localeCompare(b.pickup_at) || a.reference.localeCompare(b.reference));
}

/** The board of `date` (UAE), today's when none is given: what the console and `dispatch board` show. */
export async function dispatchBoard(sections: PartitionSections, db: Db, clock: Clock, date: string | undefined): Promise<{ date: string; jobs: BoardJob[] }> {
  const day = date ?? uaeToday(clock);
  return { date: day, jobs: await dayBoard(sections, db, clock, day) };
}

/** What a follower of the board hears: a job that appeared or changed, or one that left the day. */
export type BoardChange = { event: 'job'; data: BoardJob } | { event: 'job_removed'; data: { booking_id: string } };

/** How often the board of a follower is read again in full even when nothing seems to have changed: alerts that fall due by the clock alone. */
const FULL_READ_MS = 15_000;

/**
 * A cheap summary of what the board of `date` is made from (its bookings, their trips, flights
 * and assignments, the fleet, dispatch's open tasks): when it is unchanged the board is most
 * likely unchanged too, and is not read again. Counts with the latest change of each, in one
 * statement; ISO timestamps compare as text on both databases.
 */
async function boardFingerprint(db: Db, date: string): Promise<string> {
  const ofDay = (table: string, key: string, column: string) =>
    db(table).join('bookings', 'bookings.id', `${table}.${key}`).where({ 'bookings.mode': 'live', 'bookings.service_date': date }).select(db.raw(`count(*) || '|' || coalesce(max(??), '')`, [`${table}.${column}`]));
  const row = (await db
    .select({
      bookings: db('bookings').where({ mode: 'live', service_date: date }).select(db.raw(`count(*) || '|' || coalesce(max(updated_at), '')`)),
      trips: ofDay('booking_trips', 'booking_id', 'updated_at'),
      flights: ofDay('booking_flights', 'booking_id', 'updated_at'),
      assignments: ofDay('dispatch_assignments', 'booking_id', 'assigned_at'),
      drivers: db('drivers').select(db.raw(`count(*) || '|' || coalesce(max(updated_at), '')`)),
      vehicles: db('vehicles').select(db.raw(`count(*) || '|' || coalesce(max(updated_at), '')`)),
      tasks: db('desk_queue').where({ subject_type: 'booking' }).whereIn('kind', DISPATCH_KINDS).select(db.raw(`count(*) || '|' || coalesce(max(updated_at), '')`)),
    })
    .first()) as Record<string, unknown>;
  return JSON.stringify(row);
}

/**
 * Follows the board of `date` (UAE; today's when none is given) from now on, for the board's
 * stream: each call of `changes` (about once a second) answers the jobs that appeared or changed
 * since the last, and those that left the day. It reads the database, not this process's memory,
 * so changes made by any instance are heard: a cheap fingerprint first, the whole day's board
 * when it moved, and the whole board every 15 seconds at least (an alert due by the clock alone).
 */
export async function boardFeed(sections: PartitionSections, db: Db, clock: Clock, date: string | undefined): Promise<{ date: string; changes: () => Promise<BoardChange[]> }> {
  const day = date ?? uaeToday(clock);
  const sent = new Map<string, string>();
  let fingerprint = await boardFingerprint(db, day);
  for (const job of await dayBoard(sections, db, clock, day)) sent.set(job.booking_id, JSON.stringify(job));
  let readMs = monotonicMs();
  return {
    date: day,
    changes: async () => {
      const now = await boardFingerprint(db, day);
      if (now === fingerprint && monotonicMs() - readMs < FULL_READ_MS) return [];
      fingerprint = now;
      readMs = monotonicMs();
      const jobs = await dayBoard(sections, db, clock, day);
      const changes: BoardChange[] = [];
      const shown = new Set<string>();
      for (const job of jobs) {
        shown.add(job.booking_id);
        const signature = JSON.stringify(job);
        if (sent.get(job.booking_id) === signature) continue;
        sent.set(job.booking_id, signature);
        changes.push({ event: 'job', data: job });
      }
      for (const id of [...sent.keys()]) {
        if (shown.has(id)) continue;
        sent.delete(id);
        changes.push({ event: 'job_removed', data: { booking_id: id } });
      }
      return changes;
    },
  };
}

/** Who and what a dispatcher may put on a job: each active driver and vehicle, free or not, and why not. */
export interface DispatchCandidates {
  booking_id: string;
  reference: string;
  drivers: Array<{ id: string; name: string; languages: string[]; available: boolean; reason: string | null }>;
  vehicles: Array<{ id: string; plate: string; class: VehicleClass; seats: number; make: string | null; model: string | null; colour: string | null; available: boolean; reason: string | null }>;
}

/**
 * The active drivers and vehicles for a job, each marked available or not with the reason, by the
 * rules assignJob refuses with: a driver or vehicle on an overlapping job is busy ("On TR-… 10:00–13:00"),
 * a vehicle seating fewer than the party is too small ("3 seats; party of 5"). Available first, then by name or plate.
 */
export async function dispatchCandidates(sections: PartitionSections, db: Db, bookingIdOrReference: string): Promise<DispatchCandidates> {
  const { id } = await findLiveBooking(db, bookingIdOrReference, 'booking');
  const booking = fromRow((await db('bookings').where({ id }).first()) as LiveRow);
  const outline = outlineOf(sections, booking);
  if (outline.pickup === null || outline.startsAt === null) throw errors.noNameBoard('booking', booking.reference);
  const overlaps = await overlappingJobs(db, windowOf(outline.startsAt, outline.jobMinutes ?? DEFAULT_JOB_MINUTES), booking.id);
  const busy = ([job]: typeof overlaps): string | null => (job ? `On ${job.reference} ${uaeTime(job.starts_at)}–${uaeTime(job.ends_at)}` : null);
  const byAvailability = <T extends { available: boolean }>(a: T, b: T): number => Number(b.available) - Number(a.available);
  const drivers = (await listDrivers(db))
    .filter((driver) => driver.status === 'active')
    .map((driver) => {
      const reason = busy(overlaps.filter((job) => job.driver_id === driver.id));
      return { id: driver.id, name: driver.name, languages: driver.languages, available: reason === null, reason };
    });
  const vehicles = (await listVehicles(db))
    .filter((vehicle) => vehicle.status === 'active')
    .map((vehicle) => {
      const short = seatShortfall(vehicle.seats, outline);
      const reason =
        short === null
          ? busy(overlaps.filter((job) => job.vehicle_id === vehicle.id))
          : short.soldAs === null
            ? `${vehicle.seats} seats; party of ${short.needed}`
            : `${vehicle.seats} seats; sold as ${vehicleLabel(short.soldAs)} (${short.needed})`;
      return { id: vehicle.id, plate: vehicle.plate, class: vehicle.class, seats: vehicle.seats, make: vehicle.make, model: vehicle.model, colour: vehicle.colour, available: reason === null, reason };
    });
  return { booking_id: booking.id, reference: booking.reference, drivers: drivers.sort(byAvailability), vehicles: vehicles.sort(byAvailability) };
}

/** An assigned job as the board shows it, with the link sent to its driver. */
export type AssignedJob = BoardJob & { driver_link: DriverLink };

/**
 * Assigns a driver and a vehicle to a confirmed live job: the booking moves to `driver_assigned`
 * (its event and inbox notice name them), its trip records the crew as the traveller and the
 * partner see them (the driver's names and phone; the vehicle's make, model, colour, plate and
 * class), the job's window is kept, and the driver is sent a job link by SMS (src/drivers/links.ts),
 * all in one transaction. The driver's and the vehicle's rows are locked first, so two dispatchers
 * assigning either at once are served one after the other and the second sees the first's job.
 * `publicBaseUrl` is the origin of the link.
 */
export async function assignJob(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, publicBaseUrl: string, bookingIdOrReference: string, driverId: string, vehicleId: string): Promise<AssignedJob> {
  const found = await db.transaction(async (trx) => {
    const { id } = await findLiveBooking(trx, bookingIdOrReference, 'booking_id');
    // The booking's row first, then the driver's and the vehicle's: the order a change's re-check locks them in too.
    const row = (await trx('bookings').where({ id }).forUpdate().first()) as LiveRow;
    const booking = fromRow(row);
    const outline = outlineOf(sections, booking);
    if (outline.pickup === null || outline.startsAt === null) throw errors.noNameBoard('booking', booking.reference);
    const driverRow = (await trx('drivers').where({ id: driverId }).forUpdate().first()) as StoredDriver | undefined;
    if (!driverRow || driverRow.status !== 'active') throw errors.invalidField('driver_id', `${driverId} is not an active driver of the operator`);
    const vehicleRow = (await trx('vehicles').where({ id: vehicleId }).forUpdate().first()) as VehicleRecord | undefined;
    if (!vehicleRow || vehicleRow.status !== 'active') throw errors.invalidField('vehicle_id', `${vehicleId} is not an active vehicle of the operator`);
    const vehicle = vehicleOf(vehicleRow);
    const window = windowOf(outline.startsAt, outline.jobMinutes ?? DEFAULT_JOB_MINUTES);
    const misfit = await misfitOf(trx, booking.id, booking.reference, outline, window, driverRow, vehicle);
    if (misfit?.kind === 'seats') throw errors.invalidField('vehicle_id', misfit.words);
    if (misfit?.kind === 'clash') throw errors.dispatchClash(misfit.by, misfit.name, misfit.reference, misfit.from, misfit.to);
    // The member of staff is the operator, so the booking's move records actor desk:<staff id>.
    const partition = Partition.forDesk(sections, trx, clock, row.account_id, operatorOf(origin));
    // The crew first, then the move: the trip keeps a crew it already has (syncTrip), so the
    // move's event (`booking.driver_assigned`) carries the vehicle's make, model and colour.
    const [first = driverRow.name, ...rest] = driverRow.name.trim().split(/\s+/);
    await setTripCrew(partition, booking.id, {
      driverId,
      driver: { first_name: first, last_name: rest.join(' '), phone: readablePhone(driverRow.phone), photo_url: null },
      vehicle: { make: vehicle.make, model: vehicle.model, colour: vehicle.colour, plate: vehicle.plate, class: vehicle.class },
    });
    await advanceBooking(partition, booking.id, 'driver_assigned', { driver: { name: driverRow.name, phone: readablePhone(driverRow.phone), vehicle_plate: vehicle.plate } });
    await trx('dispatch_assignments').where({ booking_id: booking.id }).delete();
    await trx('dispatch_assignments').insert({
      booking_id: booking.id,
      account_id: row.account_id,
      driver_id: driverId,
      vehicle_id: vehicleId,
      starts_at: window.starts,
      ends_at: window.ends,
      assigned_by: partition.actor,
      assigned_at: clock.now().toISOString(),
    });
    await answerReassignTasks(partition, booking.id);
    const link = await sendDriverLink(trx, clock, publicBaseUrl, partition.actor, { id: driverRow.id, name: driverRow.name, phone: driverRow.phone }, {
      bookingId: booking.id,
      reference: booking.reference,
      pickupAt: window.starts,
      endsAt: window.ends,
      pickupPlace: outline.pickupPlace?.name ?? outline.route ?? null,
      traveller: outline.pickup.name,
    });
    await recordAudit(trx, clock, origin, {
      action: 'booking.driver_assigned',
      subjectType: 'booking',
      subjectId: booking.id,
      change: { reference: booking.reference, driver_id: driverId, vehicle_id: vehicleId, pickup_at: outline.startsAt, driver_link_sms: link.sms_id },
    });
    return { date: booking.service_date as string, id: booking.id, link };
  });
  const job = (await dayBoard(sections, db, clock, found.date)).find((candidate) => candidate.booking_id === found.id) as BoardJob;
  return { ...job, driver_link: found.link };
}

/** Each day's job with what its driver needs beyond the board (phone, bags, meeting point, notes), in pickup order. */
async function dayJobsWithBriefs(sections: PartitionSections, db: Db, clock: Clock, date: string): Promise<Array<{ job: BoardJob; brief: DriverBrief | undefined }>> {
  const jobs = await dayBoard(sections, db, clock, date);
  const rows = (await db('bookings').whereIn('id', jobs.map((job) => job.booking_id))) as LiveRow[];
  const briefs = new Map(rows.map((row) => [row.id, outlineOf(sections, fromRow(row)).brief]));
  return jobs.map((job) => ({ job, brief: briefs.get(job.booking_id) }));
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** One job as its driver reads it on the sheet: where, whom to call, how many, where to meet, what the partner asked. */
function jobBlock({ job, brief }: { job: BoardJob; brief: DriverBrief | undefined }, date: string, withDriver: string | null): DocumentModel['sections'][number] {
  const party = [job.party_size === null ? 'Party not stated' : plural(job.party_size, 'person', 'people'), ...(brief?.bags === undefined || brief.bags === null ? [] : [plural(brief.bags, 'bag', 'bags')])].join(', ');
  const rows: Array<[string, string]> = [
    ...(job.route === null ? [] : [['Route', job.route] as [string, string]]),
    ['Traveller’s phone', brief?.phone ? readablePhone(brief.phone) : 'Not given: call the partner'],
    ['Party', party],
    ['Flight', job.flight_number ?? 'None'],
    ['Meeting point', brief?.meetingPoint ?? 'As the partner arranges'],
    ['Notes', brief?.notes?.trim() || 'None'],
    ['Vehicle', job.vehicle ? `${job.vehicle.plate}${job.vehicle_class ? ` (${vehicleLabel(job.vehicle_class)} booked)` : ''}` : `Not assigned yet${job.vehicle_class ? `; ${vehicleLabel(job.vehicle_class)} booked` : ''}`],
    ...(withDriver === null ? [] : [['Driver', withDriver] as [string, string]]),
    ['Partner', job.partner],
    ['Until', `${uaeTime(job.ends_at)} (${uaeDate(new Date(job.ends_at)) === date ? 'same day' : 'next day'})`],
  ];
  // A job never runs over a page: a driver handed one page has the whole of each job on it.
  return { heading: `${job.pickup_time} · ${job.reference} · ${job.traveller}`, keepTogether: true, rows };
}

/**
 * The day's job sheet, as each driver takes it: one driver's day (`driverId`), their jobs in
 * pickup order under their name, phone and vehicles; without `driverId`, every assigned driver's
 * day, each starting on a page of its own, then the jobs nobody is assigned to yet.
 */
export async function jobSheet(sections: PartitionSections, db: Db, clock: Clock, date: string, driverId?: string): Promise<{ jobs: BoardJob[]; model: DocumentModel }> {
  const all = await dayJobsWithBriefs(sections, db, clock, date);
  const drivers = new Map((await listDrivers(db)).map((d) => [d.id, d]));
  const only = driverId === undefined ? undefined : drivers.get(driverId);
  if (driverId !== undefined && !only) throw errors.fleetRecordNotFound('driver', driverId);
  const byDriver = new Map<string, typeof all>();
  for (const entry of all) {
    const id = entry.job.driver?.id ?? '';
    if (only && id !== only.id) continue;
    byDriver.set(id, [...(byDriver.get(id) ?? []), entry]);
  }
  const parts = [...byDriver.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : (drivers.get(a)?.name ?? '').localeCompare(drivers.get(b)?.name ?? '')));
  const blocks: DocumentModel['sections'] = parts.flatMap(([id, entries], index) => {
    const driver = drivers.get(id);
    const plates = [...new Set(entries.map(({ job }) => job.vehicle?.plate).filter((plate): plate is string => plate !== undefined))];
    const first = entries[0]?.job;
    const last = entries[entries.length - 1]?.job;
    const span = first && last ? `${plural(entries.length, 'job', 'jobs')}, first pickup ${first.pickup_time}, free after ${uaeTime(last.ends_at)}` : '';
    const head: DocumentModel['sections'][number] = driver
      ? {
          heading: `${driver.name}: ${dayName(date)}`,
          newPage: index > 0,
          rows: [
            ['Phone', readablePhone(driver.phone)],
            ['Speaks', driver.languages.map((code) => languageLabel(code)).join(', ')],
            ['Vehicle', plates.join(', ') || 'Not assigned yet'],
            ['Day', span],
          ],
        }
      : { heading: `Not assigned yet: ${dayName(date)}`, newPage: index > 0, rows: [['Day', `${span}; a dispatcher assigns a driver on the board`]] };
    return [head, ...entries.map((entry) => jobBlock(entry, date, null))];
  });
  const jobs = parts.flatMap(([, entries]) => entries.map(({ job }) => job));
  const model: DocumentModel = {
    title: only ? `Job sheet: ${only.name}` : `Job sheet, ${dayName(date)}`,
    subtitle: `${only ? `${dayName(date)}; ` : ''}${plural(jobs.length, 'pickup', 'pickups')}${only ? '' : `, ${plural(parts.filter(([id]) => id !== '').length, 'driver', 'drivers')}`}, times in UAE time`,
    sandbox: false,
    brandName: 'Dispatch',
    sections: jobs.length === 0 ? [{ heading: 'No pickups', rows: [['Day', `Nothing is booked${only ? ` for ${only.name}` : ''} with a pickup on ${dayName(date)}.`]] }] : blocks,
    footer: `Job sheet ${date}${only ? ` · ${only.name}` : ''} · printed from the dispatch board`,
  };
  return { jobs, model };
}

/** The job sheet of `date` (UAE; today's when none is given) as a PDF, one driver's with `driverId`, and how many jobs it holds. */
export async function jobSheetPdf(sections: PartitionSections, db: Db, clock: Clock, date: string | undefined, driverId: string | undefined): Promise<{ date: string; jobs: number; document: RenderedDocument }> {
  const day = date ?? uaeToday(clock);
  const sheet = await jobSheet(sections, db, clock, day, driverId);
  return { date: day, jobs: sheet.jobs.length, document: await renderDocument(sheet.model, 'pdf', `job-sheet-${day}${driverId ? `-${driverId}` : ''}`) };
}

/** How often a follower of the board looks up whether its session is still open. */
const SESSION_CHECK_MS = 5000;

/**
 * A signed-in dispatcher following the board of `date`: its `changes`, and `sessionOpen` whether
 * their session still holds (ended, idle, expired or the person disabled ends the stream),
 * looked up every few seconds rather than on every poll.
 */
export async function boardFeedFor(sections: PartitionSections, db: Db, clock: Clock, principal: StaffPrincipal, date: string | undefined): Promise<{ changes: () => Promise<BoardChange[]>; sessionOpen: () => Promise<boolean> }> {
  const feed = await boardFeed(sections, db, clock, date);
  let sessionCheckedMs = monotonicMs();
  return {
    changes: feed.changes,
    sessionOpen: async () => {
      if (monotonicMs() - sessionCheckedMs < SESSION_CHECK_MS) return true;
      sessionCheckedMs = monotonicMs();
      return sessionStillOpen(db, clock, principal);
    },
  };
}
