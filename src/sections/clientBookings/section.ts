import type { SectionDefinition } from '../../engine/sections';
import { seedClientBookings } from './seed';
import { cancellationFeeFils, cancelClientBooking, clientBookingOutline, clientBookingView, clientFlightPickup, type ClientBookingBody } from './bookings';
import type { BookingRow } from '../../engine/bookings';
import { acceptClientAmendment } from './requests';
import { clientBookingVoucher } from './documents';

/** Bookings for the partner's clients under its terms, and their change requests. */
export const clientBookings: SectionDefinition = {
  name: 'clientBookings',
  seed: seedClientBookings,
  bookingViews: { client: clientBookingView },
  amendments: { client: acceptClientAmendment },
  bookingOutlines: { client: clientBookingOutline },
  flightPickups: { client: clientFlightPickup },
  // A booking for a client prints in the brand stored with it: it needs no account name.
  vouchers: { client: (partition, _accountName, id, format) => clientBookingVoucher(partition, id, format) },
  cancellations: { client: cancelClientBooking },
  cancellationFees: { client: (booking, now) => cancellationFeeFils(booking as BookingRow<ClientBookingBody>, now) },
};
