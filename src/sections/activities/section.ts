import type { SectionDefinition } from '../../engine/sections';
import { seedActivities } from './seed';
import { activityBookingOutline, activityBookingView, activityCancellationFee, activityVoucher, cancelActivityBooking, releaseActivityPlaces } from './bookings';

/** Tours and activities on allotments. */
export const activities: SectionDefinition = {
  name: 'activities',
  seed: seedActivities,
  bookingViews: { activity: activityBookingView },
  bookingOutlines: { activity: activityBookingOutline },
  vouchers: { activity: activityVoucher },
  cancellations: { activity: cancelActivityBooking },
  cancellationFees: { activity: activityCancellationFee },
  // A cancelled or declined activity booking gives its places back, in the move's transaction.
  releases: { activity: releaseActivityPlaces },
};
