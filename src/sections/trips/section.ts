import type { SectionDefinition } from '../../engine/sections';
import { outlineOf } from '../../engine/bookings';
import { mailTravellers } from '../../engine/travellerMail';
import { tripRoutes } from './public';

/**
 * The traveller's side of a trip: the live page every booking with a pickup links to
 * (`/trip/<token>`, its JSON and its event stream), and the traveller's confirmation e-mail with
 * that link when a booking booked on request is confirmed later (one booked confirmed is mailed
 * as it is made, by the booking engine).
 */
export const trips: SectionDefinition = {
  name: 'trips',
  publicRoutes: tripRoutes,
  onBookingMove: async (partition, booking) => {
    if (booking.status === 'confirmed') await mailTravellers(partition, [booking], (one) => outlineOf(partition.sections, one));
  },
};
