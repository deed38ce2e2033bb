import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import type { RenderedDocument } from '../../engine/documents/documents';
import { nameBoardHtml } from '../../engine/documents/html';
import { nameBoardFromClientBooking, voucherFromClientBooking } from '../../engine/documents/mappers';
import { renderVoucher as printVoucher } from '../../engine/documents/printed';
import { findClientBooking, type ClientBooking } from './bookings';

const VOUCHER_STATES: readonly ClientBooking['status'][] = ['confirmed', 'driver_assigned', 'completed', 'no_show'];
const NAME_BOARD_STATES: readonly ClientBooking['status'][] = ['confirmed', 'driver_assigned'];

/** The voucher of a stored booking, in its brand. */
export async function clientBookingVoucher(partition: Partition, ref: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const booking = await findClientBooking(partition, ref);
  if (!VOUCHER_STATES.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'given a voucher');
  return renderVoucher(booking, format);
}

/** The voucher's layout: the one place that turns a booking into the printed page. */
function renderVoucher(booking: ClientBooking, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  return printVoucher(voucherFromClientBooking(booking), format, `voucher-${booking.ref}`);
}

/** The name board of a stored booking, while its pickup is ahead. */
export async function clientBookingNameBoard(partition: Partition, ref: string): Promise<RenderedDocument> {
  const booking = await findClientBooking(partition, ref);
  if (!NAME_BOARD_STATES.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'given a name board');
  return renderNameBoard(booking);
}

/**
 * A landscape page the driver holds up: the traveller's name in large letters. The contract
 * serves it as HTML; the same model renders as a PDF too (`renderNameBoard` in printed.ts).
 */
function renderNameBoard(booking: ClientBooking): RenderedDocument {
  return { contentType: 'text/html; charset=utf-8', body: nameBoardHtml(nameBoardFromClientBooking(booking)), filename: `name-board-${booking.ref}.html` };
}
