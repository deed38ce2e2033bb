/**
 * Accepting an amendment changes the booking as the section that books it keeps it: the request
 * kind has one effect in the engine, and it hands the booking to its section here. The client
 * section shows the request in its events; this is what answering it does.
 */
import { findBooking, type BookingKind } from '../engine/bookings';
import type { SectionDefinition } from '../engine/sections';
import { acceptClientAmendment, acceptOtherAmendment, type AcceptAmendment } from './clientBookings/requests';
import { acceptTransportAmendment } from './transport/amendments';

const BY_BOOKING_KIND: Partial<Record<BookingKind, AcceptAmendment>> = { client: acceptClientAmendment, transport: acceptTransportAmendment };

export const amendments: SectionDefinition = {
  name: 'amendments',
  requestKinds: {
    amendment: {
      accepted: async (p, request, decision) => {
        if (request.booking_id === null) return;
        const booking = await findBooking(p, null, request.booking_id);
        await (BY_BOOKING_KIND[booking.kind] ?? acceptOtherAmendment)(p, request, booking, decision);
      },
    },
  },
};
