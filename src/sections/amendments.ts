/**
 * Accepting an amendment changes the booking as the section that books it keeps it: the request
 * kind has one effect in the engine's registry, and it hands the booking to its section here.
 * Imported by the seeds (the client seed answers amendments) and by the operator CLI.
 */
import { findBooking, type BookingKind } from '../engine/bookings';
import { registerRequestKind } from '../engine/requests';
import { acceptClientAmendment, acceptOtherAmendment, type AcceptAmendment } from './clientBookings/requests';
import { acceptTransportAmendment } from './transport/amendments';

const BY_BOOKING_KIND: Partial<Record<BookingKind, AcceptAmendment>> = { client: acceptClientAmendment, transport: acceptTransportAmendment };

registerRequestKind('amendment', async (p, request, decision) => {
  if (request.booking_id === null) return;
  const booking = await findBooking(p, null, request.booking_id);
  await (BY_BOOKING_KIND[booking.kind] ?? acceptOtherAmendment)(p, request, booking, decision);
});
