import type { components, operations } from '../generated/openapi-types';
import { shownAmountDue } from './bookingMoney';
import { bookingKindReadScopes } from '../generated/subjects';
import { errors } from '../errors';
import { filsToAed } from './money';
import type { Partition } from './partition';
import { keysetPage } from './pagination';
import { normaliseBookingReference } from '../platform/ids';
import { stampList, stampView } from './serializer';
import { findBooking, fromRow, KIND_NAMES, outlineOf } from './bookings';
import type { BookingKind, BookingOutline, BookingRow, StoredBookingRow } from './bookingRow';
import type { RenderedDocument } from './documents/documents';

type BookingSummary = components['schemas']['BookingSummary'];
type BookingSummaryList = components['schemas']['BookingSummaryList'];
type AnyBooking = components['schemas']['AnyBooking'];
type ListQuery = NonNullable<operations['listClientBookings']['parameters']['query']>;

const KINDS = Object.keys(bookingKindReadScopes) as BookingKind[];

export { outlineOf };

/**
 * Bookings a traveller made and paid through one of the partner's channels are stored as client
 * bookings marked by their channel: they are the traveller's, listed as credits
 * (`GET /bookings/credited`), not among the account's own.
 */
const ownBookings = (query: ReturnType<Partition['table']>): ReturnType<Partition['table']> =>
  query.where((own) => void own.whereNot({ kind: 'client' }).orWhereNull('product_id'));

/**
 * A booking of the partition as GET /bookings lists it, of `kind` when given (its section's own
 * operations), else of any kind; a booking credited through a channel is not found.
 */
export async function findOwnBooking(partition: Partition, kind: BookingKind | null, id: string): Promise<BookingRow<unknown>> {
  const booking = await findBooking(partition, kind, id);
  if (booking.kind === 'client' && booking.product_id !== null) throw errors.resourceNotFound('booking', id);
  return booking;
}

/** The kinds a key holding `scopes` may read: a booking is read with the scope of the operations that show its kind. */
export const readableKinds = (scopes: readonly string[]): BookingKind[] => KINDS.filter((kind) => scopes.includes(bookingKindReadScopes[kind]));

/** Refuses a booking of a kind whose read scope the key lacks, as that kind's own operations would. */
export function checkReadable(scopes: readonly string[], kind: BookingKind): void {
  if (!scopes.includes(bookingKindReadScopes[kind])) throw errors.insufficientScope([bookingKindReadScopes[kind]]);
}

/** What a one-line summary of any booking says, the partner's and the operator's alike. */
export function summaryLine(booking: BookingRow<unknown>, outline: BookingOutline) {
  return {
    id: booking.id,
    reference: booking.reference,
    kind: booking.kind,
    status: booking.status,
    service_date: booking.service_date,
    starts_at: outline.startsAt,
    traveller_name: booking.traveller_name,
    party_size: outline.partySize,
    amount_due_aed: shownAmountDue(booking, filsToAed(booking.amount_due_fils)),
    agency_reference: booking.agency_reference,
    created_at: booking.created_at,
  };
}

/** Where a booking is read in full: its section's own operation, else GET /bookings/{ref}, which reads every kind. */
export const hrefOf = (booking: BookingRow<unknown>, outline: BookingOutline): string => outline.href ?? `/api/b2b/v1/bookings/${booking.id}`;

function summaryOf(partition: Partition, booking: BookingRow<unknown>): BookingSummary {
  const outline = outlineOf(partition.sections, booking);
  return stampView<BookingSummary>(partition, 'booking_summary', { ...summaryLine(booking, outline), has_pickup: outline.pickup !== null, href: hrefOf(booking, outline) });
}

/**
 * Any booking the list shows, by its id or its reference, in its own section's shape (the
 * snapshot its events carry: a transfer as GET /transport/bookings/{id} answers …), read with
 * the read scope of its kind's operations.
 */
export async function readAnyBooking(partition: Partition, scopes: readonly string[], ref: string): Promise<AnyBooking> {
  const booking = await findOwnBooking(partition, null, ref);
  checkReadable(scopes, booking.kind);
  const view = partition.sections.bookingViews.get(booking.kind);
  if (!view) throw errors.resourceNotFound('booking', ref);
  const [shown] = await view(partition, [booking]);
  return shown as AnyBooking;
}

const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Narrows `rows` to the bookings `typed` finds: its reference as a person types it (one fold,
 * `normaliseBookingReference`), its id, or part of the partner's own reference or of the lead
 * traveller's name, in any case. Text without a letter or a digit finds nothing worth a search.
 */
function searchFor(rows: ReturnType<Partition['table']>, typed: string): void {
  const text = typed.trim();
  if (!/[\p{L}\p{N}]/u.test(text)) throw errors.invalidField('q', 'must contain a letter or a digit');
  const pattern = likePattern(text);
  const reference = normaliseBookingReference(text);
  rows.andWhere((found) => {
    if (reference !== null) void found.orWhere('reference', reference);
    void found
      .orWhere('id', text)
      .orWhereRaw("lower(agency_reference) like ? escape '\\'", [pattern])
      .orWhereRaw("lower(traveller_name) like ? escape '\\'", [pattern]);
  });
}

/**
 * Every booking of the partition whatever its section, most recently booked first, in keyset
 * pages, as far as the key may read them: a kind whose read scope the key lacks is left out, and
 * asked for by `kind` is refused (403) as its own operations would refuse it.
 */
export async function listBookings(partition: Partition, scopes: readonly string[], query: ListQuery): Promise<BookingSummaryList> {
  if (query.pickup_from !== undefined && query.pickup_to !== undefined && query.pickup_to < query.pickup_from) {
    throw errors.invalidField('pickup_to', 'may not be before pickup_from');
  }
  if (query.kind !== undefined) checkReadable(scopes, query.kind);
  const kinds = query.kind !== undefined ? [query.kind] : readableKinds(scopes);
  const rows = ownBookings(partition.table('bookings').whereIn('kind', kinds));
  if (query.status !== undefined) rows.andWhere({ status: query.status });
  if (query.pickup_from !== undefined) rows.andWhere('service_date', '>=', query.pickup_from);
  if (query.pickup_to !== undefined) rows.andWhere('service_date', '<=', query.pickup_to);
  if (query.q !== undefined) searchFor(rows, query.q);
  const page = await keysetPage<StoredBookingRow>(rows, query.limit, query.cursor);
  return stampList(partition, page.data.map((row) => summaryOf(partition, fromRow(row))), page.next_cursor);
}

/**
 * The voucher of any booking the list shows, by its id or its reference, as its own section
 * prints it (`vouchers` of the sections): 404 for a kind that prints none, the section's 409 for
 * a state without one.
 */
export async function voucherOfAnyBooking(partition: Partition, scopes: readonly string[], accountName: string, ref: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const booking = await findOwnBooking(partition, null, ref);
  checkReadable(scopes, booking.kind);
  const voucher = partition.sections.vouchers.get(booking.kind);
  if (!voucher) throw errors.noVoucher(KIND_NAMES[booking.kind], ref);
  return voucher(partition, accountName, ref, format);
}
