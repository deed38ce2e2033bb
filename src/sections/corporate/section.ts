import type { SectionDefinition } from '../../engine/sections';
import { seedCorporate } from './seed';
import { corporateBookingOutline, corporateBookingView } from './requests';
import { corporateRequestExpiry, corporateRequestExpiryTick } from './expiry';
import { corporateTransferVoucher } from './vouchers';

/** A company's ground transport: cost centres, requests and shuttles. */
export const corporate: SectionDefinition = {
  name: 'corporate',
  seed: seedCorporate,
  bookingViews: { corporate: corporateBookingView },
  bookingOutlines: { corporate: corporateBookingOutline },
  vouchers: { corporate: corporateTransferVoucher },
  jobs: (db, clock) => [corporateRequestExpiry(db, clock)],
  ticks: [corporateRequestExpiryTick],
};
