import type { SectionDefinition } from '../../engine/sections';
import { seedTransport } from './seed';
import { cancelTransportBooking, transportBookingOutline, transportCancellationFee, transportBookingView, transportFlightPickup, transportVoucher } from './bookings';
import { acceptTransportAmendment } from './amendments';

/** Airport transfers and chauffeur hours at the tariff. */
export const transport: SectionDefinition = {
  name: 'transport',
  seed: seedTransport,
  bookingViews: { transport: transportBookingView },
  amendments: { transport: acceptTransportAmendment },
  bookingOutlines: { transport: transportBookingOutline },
  flightPickups: { transport: transportFlightPickup },
  vouchers: { transport: transportVoucher },
  cancellations: { transport: cancelTransportBooking },
  cancellationFees: { transport: transportCancellationFee },
};
