import type { Knex } from 'knex';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { normaliseBookingReference } from '../platform/ids';
import { errors } from '../errors';
import { filsToAed } from '../engine/money';
import { recordAudit, type AuditOrigin } from '../engine/audit';
import { advanceBooking, bookingStates, canAdvance, findLiveBooking, timedMovesOf, fromRow, KIND_NAMES, type BookingKind, type BookingRow, type BookingStatus, type StoredBookingRow } from '../engine/bookings';
import { outlineOf, summaryLine } from '../engine/bookingList';
import { canMove } from '../engine/stateMachine';
import { Partition, type PartitionSections } from '../engine/partition';
import { answerTask, holderName, withdrawTasksOf, type DeskSections } from '../engine/desk';
import { namesOf, staffIdOf } from './deskQueue';
import type { RenderedDocument } from '../engine/documents/documents';
import { uaeDateTime } from '../engine/documents/format';
import type { operations } from '../generated/ops/openapi-types';

/**
 * The operator's staff's view of the live bookings of every partner: searched across accounts,
 * each with its partner and its moves as a timeline, and moved by the desk through the booking's
 * state machine with the member of staff as the actor. Test partitions are the partners' own
 * and never shown here.
 */

/** The moves the desk makes from a booking's page (a driver is assigned on the dispatch board); a cancellation goes by its section's policy. */
export const DESK_MOVES = ['confirmed', 'declined', 'completed', 'no_show', 'cancelled'] as const;
export type DeskMove = (typeof DESK_MOVES)[number];

export interface OpsBookingSummary {
  id: string;
  reference: string;
  kind: BookingKind;
  status: BookingStatus;
  service_date: string;
  starts_at: string | null;
  traveller_name: string;
  party_size: number | null;
  amount_due_aed: number;
  agency_reference: string | null;
  partner: { id: string; name: string };
  created_at: string;
  updated_at: string;
}

type LiveRow = StoredBookingRow & { account_id: string; partner_name: string; starts_at: string | null };

const liveBookings = (db: Db): Knex.QueryBuilder => db('bookings as b').join('accounts as a', 'a.id', 'b.account_id').where('b.mode', 'live').select('b.*', 'a.name as partner_name');

function summaryOf(sections: PartitionSections, row: LiveRow): OpsBookingSummary {
  const booking = fromRow<unknown>(row);
  return { ...summaryLine(booking, outlineOf(sections, booking)), partner: { id: row.account_id, name: row.partner_name }, updated_at: booking.updated_at };
}

export interface BookingSearch {
  q?: string | undefined;
  accountId?: string | undefined;
  status?: BookingStatus | undefined;
  kind?: BookingKind | undefined;
  serviceFrom?: string | undefined;
  serviceTo?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

/** The bookings search as the operator API takes it. */
export type BookingQuery = NonNullable<operations['listOpsBookings']['parameters']['query']>;

/** One page of live bookings as the operator API asks for it (50 a page unless asked otherwise). */
export function bookingPage(sections: PartitionSections, db: Db, query: BookingQuery): Promise<{ data: OpsBookingSummary[]; next_cursor: string | null }> {
  const { q, partner, status, kind, service_from, service_to, limit, cursor } = query;
  return searchBookings(sections, db, { q, accountId: partner, status, kind, serviceFrom: service_from, serviceTo: service_to, limit: limit ?? 50, cursor });
}

/**
 * The list's order, by pickup: the day of service, then the pickup time (a booking with only a
 * day first in its day, as its service is counted from the day's first minute), then the id. A
 * cursor names the last row's place in it.
 */
const PICKUP = "coalesce(b.starts_at, '')";

const encodeCursor = (row: { service_date: string; starts_at: string | null; id: string }): string => Buffer.from(JSON.stringify({ d: row.service_date, s: row.starts_at ?? '', i: row.id })).toString('base64url');

function decodeCursor(cursor: string): { d: string; s: string; i: string } {
  try {
    const { d, s, i } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { d?: unknown; s?: unknown; i?: unknown };
    if (typeof d === 'string' && typeof s === 'string' && typeof i === 'string') return { d, s, i };
  } catch {
    // falls through to the refusal
  }
  throw errors.invalidField('cursor', 'is not a cursor this API returned; pass next_cursor from the previous page');
}

const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Live bookings of every partner by pickup time (day of service, then pickup, then id), in keyset pages. `q` is a booking's
 * reference as a person types it, its id, the partner's own reference, or part of the traveller's
 * or the partner's name.
 */
export async function searchBookings(sections: PartitionSections, db: Db, search: BookingSearch): Promise<{ data: OpsBookingSummary[]; next_cursor: string | null }> {
  if (search.serviceFrom !== undefined && search.serviceTo !== undefined && search.serviceTo < search.serviceFrom) throw errors.invalidField('service_to', 'may not be before service_from');
  const query = liveBookings(db);
  if (search.accountId !== undefined) query.where('b.account_id', search.accountId);
  if (search.status !== undefined) query.where('b.status', search.status);
  if (search.kind !== undefined) query.where('b.kind', search.kind);
  if (search.serviceFrom !== undefined) query.where('b.service_date', '>=', search.serviceFrom);
  if (search.serviceTo !== undefined) query.where('b.service_date', '<=', search.serviceTo);
  const q = search.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const reference = normaliseBookingReference(q);
    query.where((w: Knex.QueryBuilder) => {
      if (reference !== null) w.orWhere('b.reference', reference);
      w.orWhere('b.id', q)
        .orWhereRaw("lower(b.agency_reference) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(b.traveller_name) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(a.name) like ? escape '\\'", [pattern]);
    });
  }
  if (search.cursor !== undefined) {
    const { d, s, i } = decodeCursor(search.cursor);
    query.where((w: Knex.QueryBuilder) =>
      w
        .where('b.service_date', '>', d)
        .orWhere((day: Knex.QueryBuilder) =>
          day.where('b.service_date', d).andWhere((x: Knex.QueryBuilder) => x.whereRaw(`${PICKUP} > ?`, [s]).orWhere((y: Knex.QueryBuilder) => y.whereRaw(`${PICKUP} = ?`, [s]).andWhere('b.id', '>', i))),
        ),
    );
  }
  const rows = (await query.orderBy('b.service_date', 'asc').orderByRaw(`${PICKUP} asc`).orderBy('b.id', 'asc').limit(search.limit + 1)) as LiveRow[];
  const page = rows.slice(0, search.limit);
  const last = page[page.length - 1];
  return { data: page.map((row) => summaryOf(sections, row)), next_cursor: rows.length > search.limit && last ? encodeCursor(last) : null };
}

/** The live booking an id or a reference names, with its partner's name. */
async function liveBooking(db: Db, idOrReference: string): Promise<LiveRow> {
  const { id } = await findLiveBooking(db, idOrReference);
  return (await liveBookings(db).where({ 'b.id': id }).first()) as LiveRow;
}

export interface OpsBookingDetail extends OpsBookingSummary {
  driver: BookingRow['driver'];
  cancellation_fee_aed: number;
  cancelled_at: string | null;
  pickup: { name: string; flight_number: string | null } | null;
  route: string | null;
  state_moves: Array<{ from: BookingStatus | null; to: BookingStatus; actor: string; actor_name: string; at: string }>;
  desk_task: string | null;
  amendments: Array<{ task: string; summary: string; requested_at: string }>;
  moves: DeskMove[];
  /** The desk's moves that wait for a moment (completed after the pickup, no-show after the free waiting), each with when it is possible: before then it is not in `moves`. */
  move_times: Array<{ to: DeskMove; available_at: string; available_from: string }>;
  /** What cancelling now would charge and refund under the booking's policy; null where the desk may not cancel it. */
  cancellation: { fee_aed: number; refund_aed: number } | null;
  /** Where the operator's staff open the booking's documents; null for a document its kind does not have. */
  documents: { voucher: string | null };
}

/**
 * Who made a move, in words as the desk reads them: a member of staff by name, the partner (by
 * its key or a visitor on its site), a driver on their job page, the command line, or the service
 * itself (its jobs and set-up).
 */
function actorName(actor: string, names: { staff: ReadonlyMap<string, string>; drivers: ReadonlyMap<string, string> }, partner: string): string {
  const [kind, id = ''] = actor.split(/:(.*)/s) as [string, string?];
  if (kind === 'desk') {
    if (id === 'cli') return 'The command line';
    return names.staff.get(id) ?? 'The service';
  }
  if (kind === 'key') return `${partner} (API key)`;
  if (kind === 'visitor') return `A visitor on ${partner}'s site`;
  if (kind === 'driver') return `${names.drivers.get(id) ?? 'The driver'} (driver)`;
  return 'The service';
}

/** A live booking with its partner, its moves from the first, and the moves the desk may make now. */
export async function bookingDetail(sections: PartitionSections, db: Db, clock: Clock, idOrReference: string): Promise<OpsBookingDetail> {
  const row = await liveBooking(db, idOrReference);
  const booking = fromRow<unknown>(row);
  const outline = outlineOf(sections, booking);
  const stateMoves = (await db('state_moves').where({ account_id: row.account_id, mode: 'live', subject_type: bookingStates.subject, subject_id: booking.id }).orderBy('id')) as Array<{ from_state: BookingStatus | null; to_state: BookingStatus; actor: string; created_at: string }>;
  const task = (await db('desk_queue').where({ subject_type: 'booking', subject_id: booking.id, status: 'open' }).first('reference')) as { reference: string } | undefined;
  const staffNames = await namesOf(db, 'staff', stateMoves.map((move) => staffIdOf(move.actor)));
  const driverNames = await namesOf(db, 'drivers', stateMoves.map((move) => (move.actor.startsWith('driver:') ? move.actor.slice('driver:'.length) : null)));
  const now = clock.now();
  const moves = DESK_MOVES.filter((to) => canAdvance(sections, row, to, now) && (to !== 'cancelled' || sections.cancellations.has(booking.kind)));
  const moveTimes = timedMovesOf(sections, row).filter((timed): timed is typeof timed & { to: DeskMove } => (DESK_MOVES as readonly string[]).includes(timed.to));
  // A booking on request is cancelled free, whatever its policy (its desk task withdrawn).
  const fee = sections.cancellationFees.get(booking.kind);
  const feeFils = !moves.includes('cancelled') ? null : booking.status === 'on_request' ? 0 : fee ? fee(booking, now) : null;
  // Amendments the partner asked for and the desk has not answered: each is a desk task, answered from the queue.
  const amendments = (await db('desk_queue as d')
    .join('service_requests as r', 'r.id', 'd.subject_id')
    .where({ 'd.kind': 'amendment', 'd.status': 'open', 'd.subject_type': 'request', 'r.booking_id': booking.id, 'r.account_id': row.account_id, 'r.mode': 'live' })
    .orderBy('d.id')
    .select('d.reference', 'd.summary', 'd.created_at')) as Array<{ reference: string; summary: string; created_at: string }>;
  return {
    ...summaryOf(sections, row),
    driver: booking.driver,
    cancellation_fee_aed: filsToAed(booking.fee_fils),
    cancelled_at: booking.cancelled_at,
    pickup: outline.pickup === null ? null : { name: outline.pickup.name, flight_number: outline.pickup.flightNumber },
    route: outline.route ?? null,
    state_moves: stateMoves.map((move) => ({ from: move.from_state, to: move.to_state, actor: move.actor, actor_name: actorName(move.actor, { staff: staffNames, drivers: driverNames }, row.partner_name), at: move.created_at })),
    desk_task: task?.reference ?? null,
    amendments: amendments.map((amendment) => ({ task: amendment.reference, summary: amendment.summary, requested_at: amendment.created_at })),
    moves,
    move_times: moveTimes.map((timed) => ({ to: timed.to, available_at: timed.at.toISOString(), available_from: `${uaeDateTime(timed.at.toISOString())}, ${timed.reason}` })),
    cancellation: feeFils === null ? null : { fee_aed: filsToAed(feeFils), refund_aed: filsToAed(booking.amount_due_fils - feeFils) },
    documents: { voucher: sections.vouchers.has(booking.kind) ? `/api/ops/v1/bookings/${booking.id}/voucher` : null },
  };
}

/**
 * Moves a live booking as the desk, with `desk:<staff id>` as the actor and an audit row, in one
 * transaction. Confirming or declining a booking on request answers its desk task (the partner
 * hears as from the queue); that task must not be held by someone else. Declining needs a note:
 * it is the reason the partner is told.
 */
export async function moveBooking(sections: DeskSections, db: Db, clock: Clock, origin: AuditOrigin & { staffId: string }, idOrReference: string, to: DeskMove, givenNote: string | undefined): Promise<OpsBookingDetail> {
  const note = givenNote?.trim() || null;
  if (to === 'declined' && note === null) throw errors.invalidField('note', 'is required to decline: it is the reason the partner is told');
  const row = await liveBooking(db, idOrReference);
  const from = row.status;
  if (!canMove(bookingStates, from, to)) throw errors.invalidState('booking', row.reference, from, bookingStates.actions[to] ?? `moved to ${to}`);
  const cancellation = sections.cancellations.get(row.kind);
  if (to === 'cancelled' && !cancellation) throw errors.noDeskCancellation(KIND_NAMES[row.kind], row.reference);
  await db.transaction(async (trx) => {
    const task = (await trx('desk_queue').where({ subject_type: 'booking', subject_id: row.id, status: 'open', kind: 'on_request_booking' }).first('reference', 'claimed_by', 'claimed_at')) as
      | { reference: string; claimed_by: string | null; claimed_at: string | null }
      | undefined;
    if (task && (to === 'confirmed' || to === 'declined')) {
      if (task.claimed_by !== null && task.claimed_by !== origin.staffId) {
        throw errors.taskHeld(task.reference, await holderName(trx, task.claimed_by), task.claimed_at ?? '');
      }
      await answerTask(sections, trx, clock, task.reference, { accept: to === 'confirmed', note, amountFils: null }, origin);
    } else if (to === 'cancelled' && cancellation) {
      // Under the policy at this moment, as the partner's own cancellation; a booking on request leaves the queue with it.
      const partition = Partition.forDesk(sections, trx, clock, row.account_id, origin.staffId);
      await cancellation(partition, row.id);
      await withdrawTasksOf(partition, 'booking', row.id);
    } else if (to !== 'cancelled') {
      await advanceBooking(Partition.forDesk(sections, trx, clock, row.account_id, origin.staffId), row.id, to, note ? { note } : {});
    }
    await recordAudit(trx, clock, origin, { action: 'booking.moved', subjectType: 'booking', subjectId: row.id, change: { before: { status: from }, after: { status: to }, reference: row.reference, account_id: row.account_id, note } });
  });
  return bookingDetail(sections, db, clock, row.id);
}

/**
 * A live booking's voucher as its section prints it for the partner, in the partner's brand: the
 * desk sends it to a traveller who lost theirs. Its section refuses a booking whose state has no
 * voucher (409).
 */
export async function liveBookingVoucher(sections: PartitionSections, db: Db, clock: Clock, staffId: string, idOrReference: string): Promise<RenderedDocument> {
  const row = await liveBooking(db, idOrReference);
  const voucher = sections.vouchers.get(row.kind);
  if (!voucher) throw errors.noVoucher(KIND_NAMES[row.kind], row.reference);
  return voucher(Partition.forDesk(sections, db, clock, row.account_id, staffId), row.partner_name, row.id, 'pdf');
}
