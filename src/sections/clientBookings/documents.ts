import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import type { RenderedDocument } from '../../engine/documents/documents';
import { nameBoardFromClientBooking, voucherFromClientBooking } from '../../engine/documents/mappers';
import { renderNameBoard as printNameBoard, renderVoucher as printVoucher } from '../../engine/documents/printed';
import { documentOperator, type DocumentOperator } from '../../engine/operatorIdentity';
import { findClientBooking, type ClientBooking } from './bookings';

const VOUCHER_STATES: readonly ClientBooking['status'][] = ['confirmed', 'driver_assigned', 'completed', 'no_show'];
const NAME_BOARD_STATES: readonly ClientBooking['status'][] = ['confirmed', 'driver_assigned'];

/** The voucher of a stored booking, in its brand. */
export async function clientBookingVoucher(partition: Partition, ref: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const booking = await findClientBooking(partition, ref);
  if (!VOUCHER_STATES.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'given a voucher');
  return renderVoucher(booking, await documentOperator(partition, 'voucher'), format);
}

/** The voucher's layout: the one place that turns a booking into the printed page. */
function renderVoucher(booking: ClientBooking, operator: DocumentOperator, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  return printVoucher(voucherFromClientBooking(booking, operator), format, `voucher-${booking.ref}`);
}

/** The name board of a stored booking, while its pickup is ahead. */
export async function clientBookingNameBoard(partition: Partition, ref: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const booking = await findClientBooking(partition, ref);
  if (!NAME_BOARD_STATES.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'given a name board');
  return renderNameBoard(booking, format);
}

/** A landscape page the driver holds up: the traveller's name in large letters. */
function renderNameBoard(booking: ClientBooking, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  return printNameBoard(nameBoardFromClientBooking(booking), format, `name-board-${booking.ref}`);
}
