import { errors } from '../errors';
import type { Partition } from './partition';
import { KIND_NAMES, type BookingKind, type BookingStatus } from './bookings';
import { checkReadable, findOwnBooking, outlineOf } from './bookingList';
import type { RenderedDocument } from './documents/documents';
import { brandOf, nameBoardFromBooking } from './documents/mappers';
import type { BrandModel } from './documents/models';
import { renderNameBoard } from './documents/printed';
import { restamp } from './serializer';

/** A board is held up while the pickup is ahead. */
const NAME_BOARD_STATES: readonly BookingStatus[] = ['confirmed', 'driver_assigned'];

export interface NameBoardRequest {
  /** The section whose path asked (its `{id}` finds only its own kind), or null for `GET /bookings/{ref}/name-board` (any kind). */
  kind: BookingKind | null;
  id: string;
  format: 'html' | 'pdf';
  /** The key's scopes: a booking of a kind the key may not read is refused, as its section's operations refuse it. */
  scopes: readonly string[];
  /** The partner's printed brand, for a booking that chose none of its own. */
  partnerBrand: () => Promise<BrandModel>;
}

/**
 * The driver's name board of any booking with a pickup, one model whatever its section: 404 for
 * a booking without a pickup (no board exists for it), 409 outside `confirmed` and
 * `driver_assigned`.
 */
export async function bookingNameBoard(partition: Partition, request: NameBoardRequest): Promise<RenderedDocument> {
  const { kind, id } = request;
  const booking = await findOwnBooking(partition, kind, id);
  checkReadable(request.scopes, booking.kind);
  const what = kind === null ? 'booking' : KIND_NAMES[kind];
  const outline = outlineOf(partition.sections, booking);
  if (outline.pickup === null) throw errors.noNameBoard(what, id);
  if (!NAME_BOARD_STATES.includes(booking.status)) throw errors.invalidState(what, id, booking.status, 'given a name board');
  const brand = outline.brand === undefined ? await request.partnerBrand() : outline.brand === null ? null : brandOf(outline.brand.name, outline.brand.accentHex);
  return renderNameBoard(nameBoardFromBooking(restamp(partition, booking), outline.pickup, brand, outline.route ?? null), request.format, `name-board-${booking.reference}`);
}
