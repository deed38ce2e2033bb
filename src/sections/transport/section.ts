import type { SectionDefinition } from '../../engine/sections';
import { seedTransport } from './seed';
import { transportBookingOutline, transportBookingView } from './bookings';

/** Airport transfers and chauffeur hours at the tariff. */
export const transport: SectionDefinition = {
  name: 'transport',
  seed: seedTransport,
  bookingViews: { transport: transportBookingView },
  bookingOutlines: { transport: transportBookingOutline },
};
