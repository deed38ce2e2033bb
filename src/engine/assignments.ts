import type { Db } from '../platform/db';
import { uaeTimestamp } from '../platform/uaeTime';
import { errors } from '../errors';
import type { Partition } from './partition';
import { findBooking, fromRow, releaseDriver, type StoredBookingRow } from './bookings';
import type { BookingOutline } from './bookingRow';
import { openTask, type DeskAnswer } from './desk';
import { outlineOf } from './bookingList';
import { VEHICLES, type VehicleClass } from './vehicles';
import { vehicleLabel } from './labels';
import { uaeDateTime as uaeDateTimeText } from './documents/format';

/**
 * Who drives a live job, and the rules that keep it true: a vehicle seats the party and at least
 * the class the booking was sold as, and no driver or vehicle is on two overlapping jobs. The
 * dispatcher assigns through these rules (src/ops/dispatch.ts); a change to a booking (its pickup
 * time, party or class) re-checks its assignment through them in the change's transaction.
 */

export interface DriverRecord {
  id: string;
  name: string;
  phone: string;
  licence_number: string;
  languages: string[];
  status: 'active' | 'inactive';
  created_at: string;
  updated_at: string;
}

export interface VehicleRecord {
  id: string;
  plate: string;
  class: VehicleClass;
  seats: number;
  description: string;
  /** What the traveller looks for at the kerb, where the records say. */
  make: string | null;
  model: string | null;
  colour: string | null;
  status: 'active' | 'inactive';
  created_at: string;
  updated_at: string;
}


/** When a section does not say how long its job takes: a pickup, the service and the way back. */
export const DEFAULT_JOB_MINUTES = 180;
export const BUSY_STATUS = 'driver_assigned';

export type StoredDriver = Omit<DriverRecord, 'languages'> & { languages: string };
export const driverOf = (row: StoredDriver): DriverRecord => ({ ...row, languages: JSON.parse(row.languages) as string[] });
export const vehicleOf = (row: VehicleRecord): VehicleRecord => ({
  id: row.id,
  plate: row.plate,
  class: row.class,
  seats: Number(row.seats),
  description: row.description,
  make: row.make ?? null,
  model: row.model ?? null,
  colour: row.colour ?? null,
  status: row.status,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** A job's window in UTC ISO strings, which compare as text. */
export function windowOf(startsAt: string, minutes: number): { starts: string; ends: string } {
  const start = new Date(startsAt);
  return { starts: start.toISOString(), ends: new Date(start.getTime() + minutes * 60_000).toISOString() };
}

/** `14:30`: an instant's UAE wall-clock time. */
export const uaeTime = (iso: string): string => uaeTimestamp(new Date(iso)).slice(11, 16);

export interface Assignment {
  booking_id: string;
  driver_id: string;
  vehicle_id: string;
  starts_at: string;
  ends_at: string;
}

/** The seats rule: a vehicle takes a party no larger than its seats (a party not stated fits any). */
export const seatsEnough = (seats: number, partySize: number | null): boolean => partySize === null || seats >= partySize;

/**
 * Why a vehicle of `seats` is too small for a job: fewer seats than the party, or than the class
 * the booking was sold as (a job sold as a V-Class is not driven in a sedan); null when it fits.
 */
export function seatShortfall(seats: number, outline: BookingOutline): { needed: number; soldAs: VehicleClass | null } | null {
  if (outline.partySize !== null && !seatsEnough(seats, outline.partySize)) return { needed: outline.partySize, soldAs: null };
  const sold = outline.vehicleClass ? VEHICLES[outline.vehicleClass] : undefined;
  if (outline.vehicleClass && sold && seats < sold.seats) return { needed: sold.seats, soldAs: outline.vehicleClass };
  return null;
}

/**
 * The overlap rule: the assigned jobs (their driver or vehicle busy) whose window overlaps
 * `window`, other than the booking's own; only those of the driver or vehicle given when given.
 */
export async function overlappingJobs(db: Db, window: { starts: string; ends: string }, exceptBookingId: string, only?: { driverId: string; vehicleId: string }): Promise<Array<Assignment & { reference: string }>> {
  const query = db('dispatch_assignments')
    .join('bookings', 'bookings.id', 'dispatch_assignments.booking_id')
    .where('bookings.status', BUSY_STATUS)
    .whereNot('dispatch_assignments.booking_id', exceptBookingId)
    .andWhere('dispatch_assignments.starts_at', '<', window.ends)
    .andWhere('dispatch_assignments.ends_at', '>', window.starts);
  if (only) query.andWhere((q) => void q.where('dispatch_assignments.driver_id', only.driverId).orWhere('dispatch_assignments.vehicle_id', only.vehicleId));
  return (await query.orderBy('dispatch_assignments.starts_at').select('dispatch_assignments.*', 'bookings.reference')) as Array<Assignment & { reference: string }>;
}

/** Why a driver and vehicle cannot take a job: the vehicle too small, or either on an overlapping job. */
export type Misfit =
  | { kind: 'seats'; words: string }
  | { kind: 'clash'; by: 'driver' | 'vehicle'; name: string; reference: string; from: string; to: string; words: string };

/**
 * Whether `driver` and `vehicle` can take the job of booking `bookingId` in `window`: the vehicle
 * seats the party and is at least the class the booking was sold with, and neither is on another
 * assigned job that overlaps. The one rule of assigning and of re-checking after a change.
 */
export async function misfitOf(db: Db, bookingId: string, reference: string, outline: BookingOutline, window: { starts: string; ends: string }, driver: StoredDriver, vehicle: VehicleRecord): Promise<Misfit | null> {
  const short = seatShortfall(vehicle.seats, outline);
  if (short !== null) {
    const words = short.soldAs === null
      ? `${vehicle.plate} seats ${vehicle.seats} and ${reference} is a party of ${short.needed}`
      : `${vehicle.plate} seats ${vehicle.seats} and ${reference} was sold as ${vehicleLabel(short.soldAs)}, which seats ${short.needed}`;
    return { kind: 'seats', words };
  }
  const [clash] = await overlappingJobs(db, window, bookingId, { driverId: driver.id, vehicleId: vehicle.id });
  if (!clash) return null;
  const by = clash.driver_id === driver.id ? 'driver' : 'vehicle';
  const name = by === 'driver' ? driver.name : vehicle.plate;
  const [from, to] = [uaeTime(clash.starts_at), `${uaeTime(clash.ends_at)} (UAE time)`];
  return { kind: 'clash', by, name, reference: clash.reference, from, to, words: `the ${by} ${name} is on ${clash.reference} from ${from} to ${to}, which overlaps its new time` };
}

/** Closes the open tasks to reassign a booking's driver: assigning one on the board answers them, as the one who assigned. */
export async function answerReassignTasks(p: Partition, bookingId: string): Promise<void> {
  const now = p.now();
  await p
    .db('desk_queue')
    .where({ kind: 'reassign_driver', account_id: p.accountId, subject_type: 'booking', subject_id: bookingId, status: 'open' })
    // eslint-disable-next-line no-restricted-syntax -- closing the operator's work item, not a state machine: the booking's own move was recorded by its machine
    .update({ status: 'answered', answer: 'accepted', note: 'A driver was assigned on the dispatch board.', answered_by: p.actor, answered_at: now, updated_at: now, claimed_by: null, claimed_at: null });
}

/**
 * Re-checks the driver and vehicle of a live job whose pickup time, party or vehicle class has
 * just changed, in the change's transaction (the booking's row is already written, so locked
 * first, then the driver's and the vehicle's, as assignJob locks them). Still fitting, the job
 * keeps them and its window follows the new time. No longer fitting, the assignment is released:
 * the booking is confirmed again without a driver (the partner hears `booking.driver_unassigned`),
 * the board shows it unassigned, and dispatch gets a `reassign_driver` task. Never two jobs on one driver.
 */
export async function recheckAssignment(p: Partition, bookingId: string): Promise<void> {
  const assignment = (await p.db('dispatch_assignments').where({ booking_id: bookingId }).first()) as Assignment | undefined;
  if (!assignment) return;
  const row = (await p.table('bookings').where({ id: bookingId }).first()) as StoredBookingRow | undefined;
  if (!row || row.status !== BUSY_STATUS) return;
  const driver = (await p.db('drivers').where({ id: assignment.driver_id }).forUpdate().first()) as StoredDriver;
  const vehicle = vehicleOf((await p.db('vehicles').where({ id: assignment.vehicle_id }).forUpdate().first()) as VehicleRecord);
  const booking = fromRow(row);
  const outline = outlineOf(p.sections, booking);
  if (outline.startsAt === null) return;
  const window = windowOf(outline.startsAt, outline.jobMinutes ?? DEFAULT_JOB_MINUTES);
  const misfit = await misfitOf(p.db, booking.id, booking.reference, outline, window, driver, vehicle);
  if (misfit === null) {
    await p.db('dispatch_assignments').where({ booking_id: bookingId }).update({ starts_at: window.starts, ends_at: window.ends });
    return;
  }
  const why = `After a change, ${misfit.words}: ${driver.name} and ${vehicle.plate} are taken off ${booking.reference}, and dispatch assigns another driver.`;
  await p.db('dispatch_assignments').where({ booking_id: bookingId }).delete();
  await releaseDriver(p, bookingId, why);
  await openTask(p, {
    kind: 'reassign_driver',
    subjectType: 'booking',
    subjectId: bookingId,
    summary: `${booking.reference}: assign a driver for ${uaeDateTimeText(window.starts)}; ${misfit.words}.`,
    details: { driver_id: driver.id, vehicle_id: vehicle.id, starts_at: window.starts, ends_at: window.ends },
  });
}

/**
 * Answers a task to reassign a driver from the queue: accepted once a driver is assigned again
 * (assigning on the board answers it by itself); declined, the booking stays without one and the
 * desk's note says why.
 */
export const answerReassignDriver: DeskAnswer = async (partition, bookingId, decision) => {
  const booking = await findBooking(partition, null, bookingId);
  if (decision.accept && booking.status !== BUSY_STATUS) {
    throw errors.deskRefused(`${booking.reference} has no driver yet: assign one on the dispatch board, which answers this task.`);
  }
  return booking;
};

