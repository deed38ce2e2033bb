import type { SectionDefinition } from '../../engine/sections';
import { seedClientBookings } from './seed';
import { clientBookingOutline, clientBookingView } from './bookings';
import { amendmentEvents } from './requests';

/** Bookings for the partner's clients under its terms, and their change requests. */
export const clientBookings: SectionDefinition = {
  name: 'clientBookings',
  seed: seedClientBookings,
  bookingViews: { client: clientBookingView },
  bookingOutlines: { client: clientBookingOutline },
  // What accepting an amendment does is the amendments' (src/sections/amendments.ts).
  requestKinds: { amendment: { view: amendmentEvents } },
};
