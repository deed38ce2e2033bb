import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import type { RenderedDocument } from '../../engine/documents/documents';
import { voucherFromClientBooking } from '../../engine/documents/mappers';
import { withTrackingLink } from '../../engine/tracking';
import { renderVoucher as printVoucher } from '../../engine/documents/printed';
import { bookingNameBoard } from '../../engine/nameBoards';
import { printedBrandOf } from '../../engine/partitionSettings';
import { documentOperator, type DocumentOperator } from '../../engine/operatorIdentity';
import { findClientBooking, type ClientBooking } from './bookings';

const VOUCHER_STATES: readonly ClientBooking['status'][] = ['confirmed', 'driver_assigned', 'completed', 'no_show'];

/** The voucher of a stored booking, in its brand. */
export async function clientBookingVoucher(partition: Partition, ref: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const booking = await findClientBooking(partition, ref);
  if (!VOUCHER_STATES.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'given a voucher');
  return renderVoucher(partition, booking, await documentOperator(partition, 'voucher'), format);
}

/** The voucher's layout: the one place that turns a booking into the printed page (with its trip's live page). */
async function renderVoucher(partition: Partition, booking: ClientBooking, operator: DocumentOperator, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  return printVoucher(await withTrackingLink(partition, booking.ref, voucherFromClientBooking(booking, operator)), format, `voucher-${booking.reference}`);
}

/**
 * The name board of any booking of the partition with a pickup, whatever its section (GET
 * /bookings lists them all): one board, built by the engine from the booking's row.
 */
export const nameBoardOfAnyBooking = (partition: Partition, ref: string, format: 'html' | 'pdf', scopes: readonly string[], accountName: string): Promise<RenderedDocument> =>
  bookingNameBoard(partition, { kind: null, id: ref, format, scopes, partnerBrand: () => printedBrandOf(partition, accountName) });
