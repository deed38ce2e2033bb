import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import { findBooking, type BookingStatus } from '../../engine/bookings';
import type { RenderedDocument } from '../../engine/documents/documents';
import { voucherFromCorporateTransfer } from '../../engine/documents/mappers';
import { withTrackingLink } from '../../engine/tracking';
import { renderVoucher } from '../../engine/documents/printed';
import { documentOperator } from '../../engine/operatorIdentity';
import { printedBrandOf } from '../../engine/partitionSettings';
import { VEHICLES } from '../../engine/vehicles';
import { restamp } from '../../engine/serializer';
import type { CorporateTransferBody } from './requests';
import type { ShuttleRunBody } from './shuttleRuns';

/** States that have a voucher: the traveller is expected, or was. */
const VOUCHER_STATES: readonly BookingStatus[] = ['confirmed', 'driver_assigned', 'completed', 'no_show'];

/**
 * The traveller's voucher of a corporate transfer (an approved request's booking), by the
 * booking's id or its reference, in the company's printed brand. A shuttle run carries whoever
 * boards it, so it has none (404); a cancelled transfer has none (409).
 */
export async function corporateTransferVoucher(partition: Partition, accountName: string, id: string, format: 'html' | 'pdf'): Promise<RenderedDocument> {
  const booking = await findBooking<CorporateTransferBody | ShuttleRunBody>(partition, 'corporate', id);
  const { body } = booking;
  if (body.type === 'shuttle_run') throw errors.noVoucher('corporate booking', id, 'it is a shuttle run, which carries whoever boards it at its stops.');
  if (!VOUCHER_STATES.includes(booking.status)) throw errors.invalidState('corporate booking', id, booking.status, 'given a voucher');
  const line = restamp(partition, { ...body, reference: booking.reference, status: booking.status, driver: booking.driver });
  const model = voucherFromCorporateTransfer(line, VEHICLES[body.transfer.vehicle].description, await printedBrandOf(partition, accountName), await documentOperator(partition, 'voucher'));
  return renderVoucher(await withTrackingLink(partition, booking.id, model), format, `voucher-${booking.reference}`);
}
