import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import type { RenderedDocument } from '../../engine/documents/documents';
import { nameBoardHtml } from '../../engine/documents/html';
import { nameBoardFromClientBooking, voucherFromClientBooking } from '../../engine/documents/mappers';
import { renderVoucher } from '../../engine/documents/printed';
import { findClientBooking, type ClientBooking } from './bookings';

const VOUCHER_STATES: readonly ClientBooking['status'][] = ['confirmed', 'driver_assigned', 'completed', 'no_show'];
const NAME_BOARD_STATES: readonly ClientBooking['status'][] = ['confirmed', 'driver_assigned'];

export async function clientBookingVoucher(principal: ApiPrincipal, ref: string, format: 'html' | 'pdf', clock: Clock): Promise<RenderedDocument> {
  const booking = findClientBooking(principal, ref, clock);
  if (!VOUCHER_STATES.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'given a voucher');
  return renderVoucher(voucherFromClientBooking(booking), format, `voucher-${booking.ref}`);
}

/**
 * A landscape page the driver holds up: the traveller's name in large letters. The contract
 * serves it as HTML; the same model renders as a PDF too (`renderNameBoard`).
 */
export function clientBookingNameBoard(principal: ApiPrincipal, ref: string, clock: Clock): RenderedDocument {
  const booking = findClientBooking(principal, ref, clock);
  if (!NAME_BOARD_STATES.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'given a name board');
  return { contentType: 'text/html; charset=utf-8', body: nameBoardHtml(nameBoardFromClientBooking(booking)), filename: `name-board-${booking.ref}.html` };
}
