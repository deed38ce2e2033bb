import type { Knex } from 'knex';
import { errors } from '../errors';
import { bookingKindReadScopes } from '../generated/subjects';
import { bookingKeyOf, newBookingReference, newId } from '../platform/ids';
import { aedToFils, filsToAed } from './money';
import { termsChargeNote, type TermsChargePrice } from './terms';
import { bookingMoneyOf, shownAmountDue, type BookingMoney } from './bookingMoney';
import type { BookingValueReason, DeskAnswer, Partition, PartitionSections } from './partition';
import type { BookingKind, BookingOutline, BookingRow, BookingStatus, Driver, StoredBookingRow } from './bookingRow';
import { restamp } from './serializer';
import { canMoveAt, defineMachine, move, notBeforeOf, recordCreated, recordCreatedMany } from './stateMachine';
import { post, postMany } from './ledger';
import { recordEvents, type EventInput, type EventType, type Scope } from './events';
import { openTask } from './desk';
import { shortDate } from './documents/format';
import { UAE_OFFSET } from '../platform/uaeTime';
import { openTrips, retimeTrip, syncTrip, type TripStart } from './trips';
import { bookingDriverOf, tripFieldsOf, type TripFields } from './tripFields';
import { openFlights, type FlightStart } from './flights/store';
import { normaliseFlightNumber } from './flights/snapshot';
import { mailTravellers } from './travellerMail';

export type { BookingKind, BookingRow, BookingStatus, Driver, StoredBookingRow } from './bookingRow';
export type { BookingView } from './partition';

// One booking model behind every section that books (transfers, tours, bookings for clients,
// hotel-desk sales): one table, one id format (`bkg_`), one state machine, one way to charge and
// refund. Each section keeps its own view of a booking in `body` and its own operations.

/**
 * Minutes a driver waits free of charge, as the product states them: after an arriving flight
 * lands, and after any other pickup (a departure, a tour's start).
 */
export const FREE_WAITING_MINUTES = { arrival: 60, departure: 15 } as const;

/** A kind no section of the service outlines: listed from its columns alone, without a pickup. */
const BARE: BookingOutline = { startsAt: null, partySize: null, href: null, pickup: null };

/** What the booking's section reads from its body (see `SectionDefinition.bookingOutlines`). */
export const outlineOf = (sections: PartitionSections, booking: BookingRow<unknown>): BookingOutline => sections.bookingOutlines.get(booking.kind)?.(booking) ?? BARE;

/**
 * When a booking's service begins, from its section's outline: its pickup (a tour's start), else
 * the first minute of its day in the UAE; and how long the driver waits there free of charge.
 */
export function serviceStartOf(sections: PartitionSections, booking: BookingRow<unknown>): { at: Date; freeWaitingMinutes: number } {
  const outline = outlineOf(sections, booking);
  const at = new Date(outline.startsAt ?? `${booking.service_date}T00:00:00${UAE_OFFSET}`);
  const freeWaitingMinutes = outline.freeWaitingMinutes ?? (outline.pickup?.flightNumber ? FREE_WAITING_MINUTES.arrival : FREE_WAITING_MINUTES.departure);
  return { at, freeWaitingMinutes };
}

/**
 * The columns a booking's body is stored in: the body as JSON and `starts_at`, its pickup (a
 * tour's start) from its section's outline as a UTC instant (`2026-12-10T10:30:00.000Z`), which
 * sorts as text on both databases; null for a booking that has only a day. Every write of a
 * booking's body goes through here, so the list's order by pickup never goes stale.
 */
export function bodyColumns<Body>(sections: PartitionSections, booking: Pick<BookingRow<Body>, 'kind' | 'service_date'> & Partial<BookingRow<Body>>, body: Body): { body: string; starts_at: string | null } {
  const startsAt = outlineOf(sections, { ...booking, body } as BookingRow<unknown>).startsAt;
  return { body: JSON.stringify(body), starts_at: startsAt === null ? null : new Date(startsAt).toISOString() };
}

/** The trips new bookings open: those with a pickup (a name board), from their section's outline. */
function tripStartsOf(sections: PartitionSections, bookings: ReadonlyArray<BookingRow<unknown>>): TripStart[] {
  return bookings.flatMap((booking) => {
    const outline = outlineOf(sections, booking);
    if (outline.pickup === null || outline.startsAt === null) return [];
    const start = serviceStartOf(sections, booking);
    return [{ bookingId: booking.id, pickupAt: start.at, freeWaitingMinutes: start.freeWaitingMinutes }];
  });
}

/**
 * The arriving flight a booking waits for, where its outline names one (an arrival's flight
 * number), with its pickup as booked and the airport and terminal its section says it meets the
 * flight at; null for a booking without one.
 */
export function flightStartOf(sections: PartitionSections, booking: BookingRow<unknown>): FlightStart | null {
  const outline = outlineOf(sections, booking);
  if (!outline.pickup?.flightNumber || outline.startsAt === null) return null;
  const arrival = sections.flightPickups.get(booking.kind)?.arrival(booking) ?? null;
  return { bookingId: booking.id, flightNumber: normaliseFlightNumber(outline.pickup.flightNumber), pickupAt: new Date(outline.startsAt), airport: arrival?.airport ?? null, terminal: arrival?.terminal ?? null };
}

const flightStartsOf = (sections: PartitionSections, bookings: ReadonlyArray<BookingRow<unknown>>): FlightStart[] => bookings.flatMap((booking) => flightStartOf(sections, booking) ?? []);

/**
 * Keeps a changed booking's trip on its pickup (an amendment the desk accepted moved it), in the
 * change's transaction: the driver's page, the traveller's page and dispatch's alerts read the
 * trip's time.
 */
export async function followPickup(p: Partition, booking: BookingRow<unknown>): Promise<void> {
  const outline = outlineOf(p.sections, booking);
  if (outline.pickup === null || outline.startsAt === null) return;
  const start = serviceStartOf(p.sections, booking);
  await retimeTrip(p, booking.id, start.at, start.freeWaitingMinutes);
}

/** A stored booking row read for its moment: the state machine hands its guards the row as stored. */
const startOfRow = (row: Record<string, unknown>, sections: PartitionSections): { at: Date; freeWaitingMinutes: number } => serviceStartOf(sections, fromRow(row as unknown as StoredBookingRow));

export const bookingStates = defineMachine<BookingStatus>({
  subject: 'booking',
  table: 'bookings',
  label: 'reference',
  moves: {
    on_request: ['confirmed', 'declined', 'cancelled'],
    confirmed: ['driver_assigned', 'completed', 'no_show', 'cancelled'],
    // Back to confirmed when a change no longer fits its driver or vehicle (see dispatch's re-check).
    driver_assigned: ['confirmed', 'completed', 'no_show', 'cancelled'],
    completed: [],
    no_show: [],
    cancelled: [],
    declined: [],
  },
  actions: { confirmed: 'confirmed', declined: 'declined', driver_assigned: 'given a driver', completed: 'completed', no_show: 'marked a no-show', cancelled: 'cancelled' },
  // Both are final: a service is done once its pickup has come, a traveller missing once the free waiting has run out.
  notBefore: {
    completed: (row, sections) => ({ at: startOfRow(row, sections).at, reason: 'its pickup time' }),
    no_show: (row, sections) => {
      const start = startOfRow(row, sections);
      return { at: new Date(start.at.getTime() + start.freeWaitingMinutes * 60_000), reason: `when the ${start.freeWaitingMinutes} minutes' free waiting after its pickup time have run out` };
    },
  },
});

/** What a booking of each kind is called in messages. */
export const KIND_NAMES: Readonly<Record<BookingKind, string>> = {
  transport: 'transport booking',
  activity: 'activity booking',
  client: 'booking',
  desk_sale: 'desk sale',
  referral: 'booking request',
  dmc: 'DMC programme service',
  corporate: 'corporate booking',
};

/**
 * The first two letters of a booking's reference, by kind: enough for the desk to know the section
 * at a glance, and free of I, L, O and U like the rest of the reference.
 */
export const REFERENCE_PREFIXES: Readonly<Record<BookingKind, string>> = {
  transport: 'TR',
  activity: 'AC',
  client: 'CB',
  desk_sale: 'DS',
  referral: 'RF',
  dmc: 'DM',
  corporate: 'CP',
};

/** How new references are drawn; a test replaces it to force a collision. */
export const referenceSource = { draw: newBookingReference };

/**
 * References for new bookings of `kinds`, none taken in the partition nor by each other: 40 random
 * bits make a collision rare, and a drawn reference already taken is drawn again. A live partition's
 * bookings on request lend their reference to a desk task, whose references are unique across all
 * accounts, so those are kept apart too.
 */
async function newReferences(p: Partition, kinds: readonly BookingKind[]): Promise<string[]> {
  const references = kinds.map((kind) => referenceSource.draw(REFERENCE_PREFIXES[kind]));
  for (let attempt = 0; ; attempt++) {
    const stored = p.table('bookings').whereIn('reference', references).select('reference');
    // One round trip for both tables: the desk's references are read in the same statement.
    const query = p.reachesDesk ? stored.unionAll(p.db('desk_queue').whereIn('reference', references).select('reference')) : stored;
    const taken = new Set(((await query) as Array<{ reference: string }>).map((row) => row.reference));
    const seen = new Set<string>();
    let clashes = 0;
    references.forEach((reference, i) => {
      if (taken.has(reference) || seen.has(reference)) {
        references[i] = referenceSource.draw(REFERENCE_PREFIXES[kinds[i] as BookingKind]);
        clashes++;
      }
      seen.add(references[i] as string);
    });
    if (clashes === 0) return references;
    if (attempt >= 10) throw new Error('no free booking reference after 10 draws');
  }
}

/** A stored row as the engine reads it: JSON columns parsed, amounts as numbers. */
export function fromRow<Body>(row: StoredBookingRow): BookingRow<Body> {
  return {
    ...row,
    amount_due_fils: Number(row.amount_due_fils),
    fee_fils: Number(row.fee_fils),
    body: JSON.parse(row.body) as Body,
    driver: row.driver === null ? null : (JSON.parse(row.driver) as Driver),
  };
}

export interface NewBooking<Body> {
  kind: BookingKind;
  /** `on_request` waits for the trade desk (or, in a test partition, a test helper) to confirm it. */
  status: 'confirmed' | 'on_request';
  quoteId: string | null;
  productId?: string | null;
  serviceDate: string;
  amountDueFils: number;
  travellerName: string;
  agencyReference: string | null;
  /** The section's view of the booking; `id`, `reference` and `created_at` are filled in. */
  body: (id: string, createdAt: string, reference: string) => Body;
  /** One line for the ledger, statements and the desk: "Transfer DXB T3 → Palm Jumeirah, 10 Dec". */
  description: string;
  /**
   * The price under the account's terms the booking is charged at: its ledger charge then says
   * what was deducted from the public price (`termsChargeNote`), so the statement line reads
   * "… (public AED 240.00 less 10 % commission AED 24.00)".
   */
  price?: TermsChargePrice;
  /**
   * False for a booking made as one of a batch (a month of shuttle runs): its event carries no
   * inbox notice, as the batch's own event tells the partner once.
   */
  notice?: boolean;
}

/** The ledger charge's description: the booking's line, and what its terms deducted from the public price. */
const chargeDescription = (input: NewBooking<unknown>): string =>
  input.price && aedToFils(input.price.amount_due_aed) === input.amountDueFils ? `${input.description}${termsChargeNote(input.price)}` : input.description;

/** A new booking as `input` describes it, before it is stored. */
function newBookingRow<Body>(id: string, reference: string, input: NewBooking<Body>, now: string): BookingRow<Body> {
  return {
    id,
    reference,
    kind: input.kind,
    status: input.status,
    quote_id: input.quoteId,
    product_id: input.productId ?? null,
    service_date: input.serviceDate,
    amount_due_fils: input.amountDueFils,
    fee_fils: 0,
    traveller_name: input.travellerName,
    agency_reference: input.agencyReference,
    body: input.body(id, now, reference),
    driver: null,
    created_at: now,
    updated_at: now,
    cancelled_at: null,
  };
}

/**
 * Stores a booking and charges it, in one transaction: the charge is a conditional debit of the
 * wallet or credit line (402 when it cannot be covered, and then nothing is stored). An on-request
 * booking is passed to the trade desk before the answer says so.
 */
export async function createBooking<Body>(partition: Partition, input: NewBooking<Body>): Promise<BookingRow<Body>> {
  return partition.transaction(async (p) => {
    const id = newId('bkg');
    const now = p.now();
    const [reference] = await newReferences(p, [input.kind]);
    const row = newBookingRow(id, reference as string, input, now);
    const stored = { ...row, ...bodyColumns(p.sections, row, row.body) };
    await p.insert('bookings', stored);
    await recordCreated(p, bookingStates, id, input.status);
    // The booking as the stored row reads back (its body through JSON, the partition's columns
    // with it), without reading it back.
    const booking = fromRow<Body>({ ...stored, account_id: p.accountId, mode: p.mode } as StoredBookingRow);
    await openTrips(p, tripStartsOf(p.sections, [booking]));
    await openFlights(p, flightStartsOf(p.sections, [booking]));
    await mailTravellers(p, [booking], (one) => outlineOf(p.sections, one));
    if (input.status === 'on_request') {
      await openTask(p, { kind: 'on_request_booking', reference: row.reference, subjectType: 'booking', subjectId: id, summary: `${row.reference}: ${input.description}; AED ${filsToAed(input.amountDueFils).toFixed(2)}` });
    }
    // Made confirmed or on request, a booking's first event is its creation; its snapshot says which.
    await recordEvents(p, await bookingEventInputs(p, 'booking.created', [{ booking, detail: input.description, notice: input.notice ?? true, charging: true }]));
    // The charge comes last: its conditional update locks the partition's one balance row until
    // the commit, and every booking of the partition queues on that lock, so it is held for the
    // charge alone. A refused charge (402) rolls the booking's rows back with it. A booking the
    // account does not pay for (one a traveller paid through the partner's channel) moves no money.
    if (input.amountDueFils !== 0) await post(p, { kind: 'charge', amountFils: -input.amountDueFils, bookingId: id, reference: id, description: chargeDescription(input) });
    return booking;
  });
}

/**
 * Stores and charges several confirmed bookings at once (a month of shuttle runs), in one
 * transaction and a few statements whatever their number: the rows, their first state, their
 * events and their charges, the charges as one movement of the balance. When the wallet or
 * credit line cannot cover them all, 402 names `what` and the shortfall of the whole batch, and
 * nothing is stored.
 */
export async function createBookings<Body>(partition: Partition, inputs: ReadonlyArray<NewBooking<Body> & { status: 'confirmed' }>, what: string): Promise<Array<BookingRow<Body>>> {
  if (inputs.length === 0) return [];
  return partition.transaction(async (p) => {
    const now = p.now();
    const references = await newReferences(p, inputs.map((input) => input.kind));
    const made = inputs.map((input, i) => {
      const booking = newBookingRow(newId('bkg'), references[i] as string, input, now);
      return { input, booking };
    });
    const rows = made.map(({ booking }) => ({ ...booking, ...bodyColumns(p.sections, booking, booking.body) }));
    for (let i = 0; i < rows.length; i += 100) await p.insert('bookings', rows.slice(i, i + 100));
    await recordCreatedMany(p, bookingStates, rows.map((row) => row.id), 'confirmed');
    await openTrips(p, tripStartsOf(p.sections, made.map(({ booking }) => booking)));
    await openFlights(p, flightStartsOf(p.sections, made.map(({ booking }) => booking)));
    await mailTravellers(p, made.map(({ booking }) => booking), (one) => outlineOf(p.sections, one));
    await recordEvents(p, await bookingEventInputs(p, 'booking.created', made.map(({ input, booking }) => ({ booking, detail: input.description, notice: input.notice ?? true, charging: true }))));
    // Last, as in createBooking: the balance row's lock is held for the charge alone.
    await postMany(
      p,
      made.filter(({ booking }) => booking.amount_due_fils !== 0).map(({ input, booking }) => ({ kind: 'charge' as const, amountFils: -booking.amount_due_fils, bookingId: booking.id, reference: booking.id, description: chargeDescription(input) })),
      what,
    );
    return made.map(({ booking }) => booking);
  });
}

/**
 * A booking of the partition shown by `kind`'s operations, by its id or its reference as a person
 * types it (`bookingKeyOf`: the one fold of a reference); any other is not found.
 */
export async function findBooking<Body>(partition: Partition, kind: BookingKind | null, id: string): Promise<BookingRow<Body>> {
  const row = (await bookingQuery(partition, kind, id).first()) as StoredBookingRow | undefined;
  if (!row) throw errors.resourceNotFound(kind === null ? 'booking' : KIND_NAMES[kind], id);
  return fromRow<Body>(row);
}

/** The partition's booking (of `kind`, any when null) that an id or a typed reference names: one shared look-up. */
function bookingQuery(partition: Partition, kind: BookingKind | null, idOrReference: string) {
  // Text that is neither an id nor a reference names nothing: an id no booking has.
  const query = partition.table('bookings').where(bookingKeyOf(idOrReference) ?? { id: idOrReference });
  if (kind !== null) query.andWhere({ kind });
  return query;
}

/**
 * The live booking an id (`bkg_…`) or a typed reference names, across every partner: the way the
 * operator's desk, dispatch and command line find one. Two partners' bookings may share a
 * reference (each partition draws its own); then only the id names one, and the look-up says so
 * rather than taking either. `field` names the input in that refusal.
 */
export async function findLiveBooking(db: Knex | Knex.Transaction, idOrReference: string, field = 'bookingRef'): Promise<{ id: string; account_id: string }> {
  const key = bookingKeyOf(idOrReference) ?? { id: idOrReference };
  const rows = (await db('bookings')
    .where(key)
    .andWhere({ mode: 'live' })
    .select('id', 'account_id')
    .limit(2)) as Array<{ id: string; account_id: string }>;
  const [row] = rows;
  if (!row) throw errors.liveBookingNotFound(idOrReference);
  if (rows.length > 1) throw errors.invalidField(field, `names live bookings of more than one partner (${'reference' in key ? key.reference : idOrReference}); give the booking id (bkg_…)`);
  return row;
}

/**
 * The id of the booking `idOrReference` names among `kind`'s (any kind when null), or null when
 * the partition has none: for a filter, where an unknown booking matches nothing rather than
 * being an error.
 */
export async function bookingIdOf(partition: Partition, kind: BookingKind | null, idOrReference: string): Promise<string | null> {
  const row = (await bookingQuery(partition, kind, idOrReference).first('id')) as { id: string } | undefined;
  return row?.id ?? null;
}

/** The references of the partition's bookings `ids`, by id, in one read (a page of lines or requests names many). */
export async function bookingReferencesOf(partition: Partition, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = (await partition.table('bookings').whereIn('id', wanted).select('id', 'reference')) as Array<{ id: string; reference: string }>;
  return new Map(rows.map((row) => [row.id, row.reference]));
}

/**
 * After every move of any booking (confirmed, completed, cancelled …), in the move's transaction,
 * with the booking as the move left it: what depends on a booking's outcome (a partner's
 * commission on a booking it brought) follows it there (the sections' `onBookingMove`).
 */
async function moved(p: Partition, booking: BookingRow<unknown>): Promise<void> {
  await syncTrip(p, booking, outlineOf(p.sections, booking).vehicleClass ?? null);
  for (const listener of p.sections.moveListeners) await listener(p, booking);
}

/**
 * After a money move that may have lowered a booking's value (a refund, a fee in place of the
 * price, a lower price), in its transaction and after all its ledger entries: what depends on
 * the value (a tax credit note for what was invoiced and is no longer owed) follows it there.
 */
export async function bookingValueLowered(p: Partition, bookingId: string, reason: BookingValueReason): Promise<void> {
  for (const listener of p.sections.valueListeners) await listener(p, bookingId, reason);
}

/**
 * What a section gives back when one of its bookings ends unserved (cancelled or declined), in
 * the same transaction as the move and the refund: an activity's places in its allotment.
 */
async function release(p: Partition, booking: BookingRow<unknown>): Promise<void> {
  await p.sections.releases.get(booking.kind)?.(p, booking);
}

/**
 * Cancels under the booking's policy: `feeFils` is the fee the section's policy sets at this
 * moment; the amount paid is refunded and the fee charged, as two ledger entries, with the move.
 * `notice: false` for a booking cancelled as one of a batch (see `NewBooking.notice`).
 */
export async function cancelBooking<Body>(
  partition: Partition,
  kind: BookingKind,
  id: string,
  fee: (booking: BookingRow<Body>) => number,
  options: { notice?: boolean } = {},
): Promise<BookingRow<Body>> {
  return partition.transaction(async (p) => {
    const booking = await findBooking<Body>(p, kind, id);
    const now = p.now();
    // An on-request booking the desk has not confirmed is cancelled free.
    const feeFils = booking.status === 'on_request' ? 0 : Math.min(fee(booking), booking.amount_due_fils);
    await move(p, bookingStates, booking.id, 'cancelled', { fee_fils: feeFils, cancelled_at: now, updated_at: now });
    await refund(p, booking, feeFils, 'Cancelled');
    await bookingValueLowered(p, booking.id, 'cancellation');
    await release(p, booking);
    const cancelled = await findBooking<Body>(p, kind, booking.id);
    await moved(p, cancelled);
    await bookingEvent(p, 'booking.cancelled', cancelled, feeFils > 0 ? `Cancelled; fee AED ${filsToAed(feeFils).toFixed(2)}` : 'Cancelled free of charge', options.notice ?? true);
    return cancelled;
  });
}

async function refund(p: Partition, booking: BookingRow<unknown>, feeFils: number, why: string): Promise<void> {
  if (booking.amount_due_fils > 0) {
    await post(p, { kind: 'refund', amountFils: booking.amount_due_fils, bookingId: booking.id, reference: booking.id, description: `${why}: refund of ${booking.reference}` });
  }
  if (feeFils > 0) {
    await post(p, { kind: 'cancellation_fee', amountFils: -feeFils, bookingId: booking.id, reference: booking.id, description: `Cancellation fee for ${booking.reference}` });
  }
}

const MOVE_EVENTS: Partial<Record<BookingStatus, EventType>> = {
  confirmed: 'booking.confirmed',
  declined: 'booking.declined',
  driver_assigned: 'booking.driver_assigned',
  completed: 'booking.completed',
  no_show: 'booking.no_show',
};

/** Where the desk's moves start when narrower than the table: confirming answers a booking on request (a released driver goes back through `releaseAssignment`). */
const ADVANCE_FROM: Partial<Record<BookingStatus, readonly BookingStatus[]>> = { confirmed: ['on_request'] };

/** Whether the desk may move the stored booking `row` to `to` at `now`: its table, its moment, and where the desk's move starts. */
export const canAdvance = (sections: PartitionSections, row: StoredBookingRow, to: BookingStatus, now: Date): boolean =>
  (ADVANCE_FROM[to]?.includes(row.status) ?? true) && canMoveAt(sections, bookingStates, row as unknown as Record<string, unknown> & { status: BookingStatus }, to, now);

/** When each move that waits for a moment becomes possible for the stored booking `row`, of the moves its state allows. */
export function timedMovesOf(sections: PartitionSections, row: StoredBookingRow): Array<{ to: BookingStatus; at: Date; reason: string }> {
  return (bookingStates.moves[row.status] ?? []).flatMap((to) => {
    const when = notBeforeOf(sections, bookingStates, row as unknown as Record<string, unknown>, to);
    return when === null ? [] : [{ to, ...when }];
  });
}

/**
 * What the trade desk (or, in a test partition, a test helper) does to a booking: confirm or
 * decline one on request, assign a driver, mark it completed or a no-show. A declined booking is
 * refunded in full. Completed and no-show wait for their moment (see `bookingStates.notBefore`).
 */
export async function advanceBooking(partition: Partition, id: string, to: 'confirmed' | 'declined' | 'driver_assigned' | 'completed' | 'no_show', details: { driver?: Driver; note?: string } = {}): Promise<BookingRow> {
  return partition.transaction(async (p) => {
    const now = p.now();
    const changes: Record<string, unknown> = { updated_at: now };
    if (details.driver) changes.driver = JSON.stringify(details.driver);
    // Given by its reference, the booking's id is what its state machine knows it by.
    const bookingId = id.startsWith('bkg_') ? id : (await findBooking(p, null, id)).id;
    await move(p, bookingStates, bookingId, to, changes, ADVANCE_FROM[to]);
    const booking = await findBooking(p, null, bookingId);
    if (to === 'declined') {
      await refund(p, booking, 0, 'Declined');
      await bookingValueLowered(p, booking.id, 'refund');
      await release(p, booking);
    }
    await moved(p, booking);
    const line = to === 'driver_assigned' && details.driver ? `Driver ${details.driver.name}, ${details.driver.phone}, ${details.driver.vehicle_plate}` : (details.note ?? '');
    await bookingEvent(p, MOVE_EVENTS[to] as EventType, booking, line);
    return booking;
  });
}

/**
 * Takes a driver off a booking a change no longer fits (see dispatch's re-check), in the change's
 * transaction: it is confirmed again without a driver, and the partner hears
 * `booking.driver_unassigned` with why.
 */
export async function releaseDriver(p: Partition, id: string, why: string): Promise<BookingRow> {
  await move(p, bookingStates, id, 'confirmed', { driver: null, updated_at: p.now() }, ['driver_assigned']);
  const booking = await findBooking(p, null, id);
  await moved(p, booking);
  await bookingEvent(p, 'booking.driver_unassigned', booking, why);
  return booking;
}

/**
 * The inbox titles of booking events. The driver's steps between assignment and the end
 * (`driver_en_route`, `driver_arrived`, `passenger_on_board`) are recorded without a notice
 * (see `moveTrip`): several an hour for a busy partner, they are for webhooks, the feed and the
 * traveller's page, not for a person's inbox. A pickup the flight moved is news to a person.
 */
const TITLES: Partial<Record<EventType, string>> = {
  'booking.confirmed': 'Booking confirmed',
  'booking.declined': 'Booking declined',
  'booking.driver_assigned': 'Driver assigned',
  'booking.driver_unassigned': 'Driver taken off after a change; a new one follows',
  'booking.driver_en_route': 'Driver on the way to the pickup',
  'booking.driver_arrived': 'Driver waiting at the pickup',
  'booking.passenger_on_board': 'Traveller on board',
  'booking.completed': 'Service completed',
  'booking.no_show': 'Traveller did not show',
  'booking.cancelled': 'Booking cancelled',
  'booking.amended': 'Booking changed',
  'booking.flight_updated': 'Flight update',
  'booking.pickup_rescheduled': 'Pickup moved with the flight',
};

/** The inbox title of a booking's event: a booking made confirmed at once is news as a confirmation. */
function titleOf(type: EventType, booking: BookingRow<unknown>): string {
  if (type === 'booking.created') return booking.status === 'on_request' ? 'Booking received, waiting for confirmation' : 'Booking confirmed';
  return TITLES[type] ?? 'Booking updated';
}

/** Who may read a booking's events: the read scope of the operations that show its kind, from the contract's `x-booking-kind`. */
const READ_SCOPES: Record<BookingKind, Scope> = bookingKindReadScopes;

/**
 * A booking shown through another object (a corporate request's transfer, a shuttle run, a DMC
 * programme's service), which has no operation of its own: the line it keeps as booked, with
 * what has happened to it since, and, for one with a pickup (a corporate transfer), its trip.
 */
export const bookingLineOf = (partition: Partition, booking: BookingRow<unknown>, money: BookingMoney, trip?: TripFields): object => ({
  ...restamp(partition, booking.body as object),
  reference: booking.reference,
  status: booking.status,
  driver: bookingDriverOf(booking.driver, undefined),
  amount_due_aed: shownAmountDue(booking, filsToAed(booking.amount_due_fils)),
  cancellation_fee_aed: filsToAed(booking.fee_fils),
  money,
  ...(trip ?? {}),
  cancelled_at: booking.cancelled_at,
});

/** The `bookingLineOf` of each of `bookings` (their bodies as `bodyOf` shows them), their money and trips read in a few queries. */
export async function bookingLinesOf(partition: Partition, bookings: ReadonlyArray<BookingRow<unknown>>, bodyOf: (body: unknown) => unknown = (body) => body): Promise<object[]> {
  const money = await bookingMoneyOf(partition, bookings);
  const withPickup = bookings.flatMap((booking) => {
    const outline = outlineOf(partition.sections, booking);
    return outline.pickup === null ? [] : [{ id: booking.id, driver: booking.driver, vehicleClass: outline.vehicleClass ?? null }];
  });
  const trips = await tripFieldsOf(partition, withPickup);
  return bookings.map((booking) => bookingLineOf(partition, { ...booking, body: bodyOf(booking.body) }, money.get(booking.id) as BookingMoney, trips.get(booking.id)));
}

interface BookingChange {
  booking: BookingRow<unknown>;
  /** One line for the inbox notice. */
  detail: string;
  notice: boolean;
  /**
   * A booking being made, whose charge is posted after its event (last in the transaction, see
   * `createBooking`): its snapshot's money is the charge it commits with, its only entry.
   */
  charging?: boolean;
}

/** A new booking's snapshot with the money of the charge it is made with (a view without `money` is left as it is). */
const withChargeMoney = (snapshot: object, chargeFils: number): object =>
  'money' in snapshot ? { ...snapshot, money: { charged_aed: filsToAed(chargeFils), refunded_aed: 0, cancellation_fee_aed: 0, net_aed: filsToAed(chargeFils) } } : snapshot;

/** The events of `type` of several bookings changed together, each with its section's snapshot. */
async function bookingEventInputs(p: Partition, type: EventType, changes: readonly BookingChange[]): Promise<EventInput[]> {
  const snapshots = new Map<string, object>();
  for (const kind of new Set(changes.map((change) => change.booking.kind))) {
    const view = p.sections.bookingViews.get(kind);
    if (!view) throw new Error(`no view of ${kind} bookings: its section is not among the service's sections`);
    const bookings = changes.filter((change) => change.booking.kind === kind).map((change) => change.booking);
    (await view(p, bookings)).forEach((snapshot, i) => snapshots.set((bookings[i] as BookingRow<unknown>).id, snapshot));
  }
  return changes.map(({ booking, detail, notice, charging }) => ({
    type,
    subjectType: 'booking',
    subjectId: booking.id,
    data: charging ? withChargeMoney(snapshots.get(booking.id) as object, booking.amount_due_fils) : (snapshots.get(booking.id) as object),
    readScope: READ_SCOPES[booking.kind],
    ...(notice ? { notice: { kind: 'booking_update' as const, title: `${titleOf(type, booking)}: ${booking.reference}`, body: [booking.traveller_name, booking.service_date && shortDate(booking.service_date), detail].filter(Boolean).join(' · ') } } : {}),
  }));
}

/** Records a booking's change, with the booking as its section shows it; `notice: false` keeps it out of the inbox. */
export async function bookingEvent(p: Partition, type: EventType, booking: BookingRow<unknown>, detail: string, notice = true): Promise<void> {
  await recordEvents(p, await bookingEventInputs(p, type, [{ booking, detail, notice }]));
}

/** The desk's answer to a booking on request: confirmed, or declined and refunded. */
export const answerBookingOnRequest: DeskAnswer = (partition, bookingId, decision) =>
  advanceBooking(partition, bookingId, decision.accept ? 'confirmed' : 'declined', decision.note ? { note: decision.note } : {});
