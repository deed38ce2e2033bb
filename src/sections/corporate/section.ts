import type { SectionDefinition } from '../../engine/sections';
import { seedCorporate } from './seed';
import { corporateBookingOutline, corporateBookingView, corporateFlightPickup } from './requests';
import { corporateRequestExpiry, corporateRequestExpiryTick } from './expiry';
import { corporateTransferVoucher } from './vouchers';

/** A company's ground transport: cost centres, requests and shuttles. */
export const corporate: SectionDefinition = {
  name: 'corporate',
  seed: seedCorporate,
  bookingViews: { corporate: corporateBookingView },
  bookingOutlines: { corporate: corporateBookingOutline },
  flightPickups: { corporate: corporateFlightPickup },
  vouchers: { corporate: corporateTransferVoucher },
  jobs: (db, clock, sections) => [corporateRequestExpiry(sections, db, clock)],
  ticks: [corporateRequestExpiryTick],
};
