import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import { uaeDate } from '../../platform/uaeTime';
import { Partition, type PartitionSections } from '../partition';
import { bodyColumns, bookingEvent, findBooking, fromRow, outlineOf, serviceStartOf, type BookingRow, type StoredBookingRow } from '../bookings';
import { recheckAssignment, uaeTime } from '../assignments';
import { openTask, type DeskAnswer } from '../desk';
import { retimeTrip } from '../trips';
import { shortDate } from '../documents/format';
import { bookedPickupOf, TRACKED_STATUSES, type TrackedFlightRow } from './store';
import type { FlightSnapshot, FlightStatus } from './snapshot';
import type { Push } from './provider';

/**
 * What a flight's report does to the bookings that wait for it, each in one transaction with its
 * events:
 *
 * - A report observed before the one stored is older news and is ignored; one that changes
 *   nothing (a duplicate) writes nothing at all.
 * - Any change of the flight's status or times is stored and the partner hears
 *   `booking.flight_updated` (the booking with its `flight`).
 * - The pickup follows the flight's estimate (its actual landing once down) while that is within
 *   6 hours of the pickup as booked: the booking's pickup (`pickup.at`, `starts_at`, its service
 *   day) and its trip move, the free-cancellation deadline stays as booked, the assignment is
 *   re-checked (a driver or vehicle the new time no longer fits is taken off, and dispatch gets a
 *   task), and the partner hears `booking.pickup_rescheduled`.
 * - Once the flight has landed, the free waiting counts from its actual landing.
 * - A flight further than 6 hours from the pickup as booked, cancelled or diverted leaves the
 *   pickup as it is: in a live partition the trade desk gets a `flight_disruption` task.
 */
export const FOLLOW_HOURS = 6;

/** What applying a snapshot came to. */
export type Applied = 'changed' | 'unchanged' | 'stale' | 'untracked';

const FIELDS = ['status', 'scheduled_arrival', 'estimated_arrival', 'actual_arrival', 'terminal', 'diverted_to'] as const;
type FlightFields = Pick<TrackedFlightRow, (typeof FIELDS)[number]>;

const instant = (text: string | null): number | null => (text === null ? null : Date.parse(text));
const sameInstant = (a: string | null, b: string | null): boolean => instant(a) === instant(b);

/** The flight as the snapshot leaves it: what the report says, and what it does not repeat (the schedule, the terminal) kept. */
function merged(row: TrackedFlightRow, snapshot: FlightSnapshot): FlightFields {
  return {
    status: snapshot.status,
    scheduled_arrival: snapshot.scheduled_arrival ?? row.scheduled_arrival,
    estimated_arrival: snapshot.estimated_arrival,
    actual_arrival: snapshot.actual_arrival,
    terminal: snapshot.terminal ?? row.terminal,
    // A provider that marks a flight diverted without a new airport names the booked one: not news of where it went.
    diverted_to: snapshot.diverted_to !== null && snapshot.diverted_to === row.airport ? null : snapshot.diverted_to,
  };
}

const changedFields = (row: TrackedFlightRow, next: FlightFields): boolean =>
  FIELDS.some((field) => (field.endsWith('_arrival') ? !sameInstant(row[field] as string | null, next[field] as string | null) : row[field] !== next[field]));

/** Where the pickup should be for the flight as reported: at its actual landing once down, else its estimate; nowhere while cancelled, diverted or unknown. */
function pickupTarget(flight: FlightFields): Date | null {
  const at = flight.status === 'landed' ? (flight.actual_arrival ?? flight.estimated_arrival) : flight.status === 'scheduled' || flight.status === 'delayed' ? (flight.estimated_arrival ?? flight.scheduled_arrival) : null;
  return at === null ? null : new Date(at);
}

/** `6 Dec 16:05`: an instant in UAE time, for the inbox and the desk. */
const when = (at: Date | string): string => {
  const iso = typeof at === 'string' ? at : at.toISOString();
  return `${shortDate(iso)} ${uaeTime(iso)}`;
};

/** The flight's news in one line. */
function flightLine(number: string, flight: FlightFields): string {
  const lines: Record<FlightStatus, string> = {
    scheduled: `Flight ${number} on schedule${flight.estimated_arrival ? `, expected ${when(flight.estimated_arrival)} (UAE time)` : ''}`,
    delayed: `Flight ${number} delayed${flight.estimated_arrival ? `, now expected ${when(flight.estimated_arrival)} (UAE time)` : ''}`,
    landed: `Flight ${number} landed${flight.actual_arrival ? ` at ${when(flight.actual_arrival)} (UAE time)` : ''}`,
    diverted: `Flight ${number} diverted${flight.diverted_to ? ` to ${flight.diverted_to}` : ''}`,
    cancelled: `Flight ${number} cancelled`,
    unknown: `Flight ${number}: no status reported`,
  };
  return lines[flight.status];
}

/** Why the pickup does not follow the flight, for the desk; null when it does (or stays where it is). */
function disruptionOf(sections: PartitionSections, booking: BookingRow<unknown>, number: string, flight: FlightFields, target: Date | null, booked: Date, canFollow: boolean): string | null {
  const stays = `the pickup stays at ${when(outlineOf(sections, booking).startsAt ?? booked)} (UAE time)`;
  if (flight.status === 'cancelled') return `${booking.reference}: flight ${number} was cancelled; ${stays}. Agree with the partner what becomes of the transfer.`;
  if (flight.status === 'diverted') return `${booking.reference}: flight ${number} diverted${flight.diverted_to ? ` to ${flight.diverted_to}` : ''}; ${stays}. Agree with the partner where and when to meet the traveller.`;
  if (target === null) return null;
  if (Math.abs(target.getTime() - booked.getTime()) > FOLLOW_HOURS * 3_600_000) {
    return `${booking.reference}: flight ${number} now lands ${when(target)} (UAE time), more than ${FOLLOW_HOURS} hours from the pickup as booked (${when(booked)}); ${stays}. Agree a new pickup with the partner.`;
  }
  if (!canFollow) return `${booking.reference}: flight ${number} now lands ${when(target)} (UAE time); ${stays}, as this kind of booking cannot move it by itself. Agree a new pickup with the partner.`;
  return null;
}

/** A `flight_disruption` task for the desk (live only), unless one about the booking is still open. */
async function deskTask(p: Partition, booking: BookingRow<unknown>, row: TrackedFlightRow, flight: FlightFields, summary: string): Promise<void> {
  if (!p.reachesDesk) return;
  const open = await p.db('desk_queue').where({ kind: 'flight_disruption', account_id: p.accountId, subject_type: 'booking', subject_id: booking.id, status: 'open' }).first('id');
  if (open) return;
  await openTask(p, {
    kind: 'flight_disruption',
    subjectType: 'booking',
    subjectId: booking.id,
    summary,
    details: { flight_number: row.flight_number, status: flight.status, estimated_arrival: flight.estimated_arrival, actual_arrival: flight.actual_arrival, diverted_to: flight.diverted_to, booked_pickup_at: bookedPickupOf(row).toISOString() },
  });
}

/** Moves the booking's pickup to `at` (its body and `starts_at`, its service day, its trip); the cancellation deadline stays as booked. */
async function movePickup(p: Partition, booking: BookingRow<unknown>, at: Date, retimed: unknown): Promise<void> {
  const now = p.now();
  await p.table('bookings').where({ id: booking.id }).update({ ...bodyColumns(p.sections, booking, retimed), service_date: uaeDate(at), updated_at: now });
  await retimeTrip(p, booking.id, at, serviceStartOf(p.sections, { ...booking, body: retimed }).freeWaitingMinutes);
}

const lockedBooking = async (p: Partition, bookingId: string): Promise<BookingRow<unknown> | null> => {
  const row = (await p.table('bookings').where({ id: bookingId }).forUpdate().first()) as StoredBookingRow | undefined;
  return row ? fromRow(row) : null;
};

const lockedFlight = async (p: Partition, bookingId: string): Promise<TrackedFlightRow | null> =>
  ((await p.table('booking_flights').where({ booking_id: bookingId }).forUpdate().first()) as TrackedFlightRow | undefined) ?? null;

/**
 * Applies a snapshot inside a transaction that holds (or now takes) the booking's row and then
 * its flight's, in that order, the order every change of a booking takes.
 */
export async function applyLocked(p: Partition, bookingId: string, snapshot: FlightSnapshot): Promise<Applied> {
  const booking = await lockedBooking(p, bookingId);
  const row = await lockedFlight(p, bookingId);
  if (booking === null || row === null) return 'untracked';
  if (row.observed_at !== null && Date.parse(snapshot.observed_at) <= Date.parse(row.observed_at)) return 'stale';
  if (!TRACKED_STATUSES.includes(booking.status)) return 'untracked';
  const now = p.now();
  const flight = merged(row, snapshot);
  if (!changedFields(row, flight)) {
    await p.table('booking_flights').where({ booking_id: bookingId }).update({ observed_at: snapshot.observed_at });
    return 'unchanged';
  }
  // eslint-disable-next-line no-restricted-syntax -- a flight's status is what its source last reported, not a state machine of ours: any report may follow any other
  await p.table('booking_flights').where({ booking_id: bookingId }).update({ ...flight, status: flight.status, observed_at: snapshot.observed_at, source: snapshot.source, updated_at: now });
  if (flight.status === 'landed' && flight.actual_arrival !== null) {
    await p.table('booking_trips').where({ booking_id: bookingId }).update({ waiting_from: new Date(flight.actual_arrival).toISOString(), updated_at: now });
  }
  const booked = bookedPickupOf(row);
  const target = pickupTarget(flight);
  const current = outlineOf(p.sections, booking).startsAt;
  const follows = p.sections.flightPickups.get(booking.kind);
  const moves = target !== null && current !== null && target.getTime() !== Date.parse(current);
  const disruption = disruptionOf(p.sections, booking, row.flight_number, flight, moves ? target : null, booked, follows !== undefined);
  let moved: BookingRow<unknown> | null = null;
  if (moves && disruption === null && follows) {
    const retimed = follows.retimed(booking, target);
    await movePickup(p, booking, target, retimed);
    moved = { ...booking, body: retimed, service_date: uaeDate(target), updated_at: now };
  }
  const latest = moved ?? booking;
  await bookingEvent(p, 'booking.flight_updated', latest, flightLine(row.flight_number, flight), disruption !== null);
  if (moved !== null && current !== null) {
    await bookingEvent(p, 'booking.pickup_rescheduled', moved, `Pickup moved from ${when(current)} to ${when(target as Date)} (UAE time) with flight ${row.flight_number}`);
    // The new time may no longer fit the driver and vehicle assigned.
    await recheckAssignment(p, bookingId);
  }
  if (disruption !== null) await deskTask(p, booking, row, flight, disruption);
  return 'changed';
}

/** Applies a snapshot to the booking waiting for it, in one transaction with its events. */
export const applySnapshot = (partition: Partition, bookingId: string, snapshot: FlightSnapshot): Promise<Applied> => partition.transaction((p) => applyLocked(p, bookingId, snapshot));

/** How far a reported flight's schedule may be from a booking's pickup as booked for the report to be about the booking's flight. */
const SAME_FLIGHT_HOURS = 12;

/**
 * A provider's push, applied to every booking waiting for the flights it reports, whatever their
 * account: a row is the push's when the push came through its subscription or names its flight
 * number, and the reported schedule is within 12 hours of its pickup as booked (a subscription to
 * a flight number hears of every day's flight). Answers how many bookings it changed.
 */
export async function applyPush(sections: PartitionSections, db: Db, clock: Clock, source: 'aeroapi' | 'aerodatabox', push: Push): Promise<number> {
  if (push.snapshots.length === 0) return 0;
  const numbers = [...new Set(push.snapshots.map((snapshot) => snapshot.flight_number))];
  const rows = (await db('booking_flights')
    .where({ source })
    .where((q) => {
      q.whereIn('flight_number', numbers);
      if (push.references.length > 0) q.orWhereIn('provider_ref', push.references);
    })
    .select('booking_id', 'account_id', 'mode', 'flight_number', 'provider_ref', 'booked_pickup_at', 'scheduled_arrival')) as Array<Pick<TrackedFlightRow, 'booking_id' | 'account_id' | 'mode' | 'flight_number' | 'provider_ref' | 'booked_pickup_at' | 'scheduled_arrival'>>;
  let changed = 0;
  for (const snapshot of push.snapshots) {
    for (const row of rows) {
      const ours = (row.provider_ref !== null && push.references.includes(row.provider_ref)) || row.flight_number === snapshot.flight_number;
      const sameDay = snapshot.scheduled_arrival === null ? row.provider_ref !== null && push.references.includes(row.provider_ref) : Math.abs(Date.parse(snapshot.scheduled_arrival) - bookedPickupOf(row).getTime()) <= SAME_FLIGHT_HOURS * 3_600_000;
      if (!ours || !sameDay) continue;
      if ((await applySnapshot(Partition.forJob(sections, db, clock, row), row.booking_id, snapshot)) === 'changed') changed++;
    }
  }
  return changed;
}

/**
 * The desk's answer to a `flight_disruption` task: it records that the desk has dealt with the
 * disrupted pickup (changed the booking through its amendment, or agreed with the partner to
 * leave it); the booking itself is changed, if at all, by those operations, not by the answer.
 */
export const answerFlightDisruption: DeskAnswer = (partition, bookingId) => findBooking(partition, null, bookingId);
