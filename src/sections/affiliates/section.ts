import type { SectionDefinition } from '../../engine/sections';
import { seedAffiliates } from './seed';
import { affiliateRoutes } from './public';
import { payoutRequest } from './payouts';
import { affiliateRate } from './stats';

/** Affiliates: tracking links, their landing pages, the widget's commission and payouts. */
export const affiliates: SectionDefinition = {
  name: 'affiliates',
  seed: seedAffiliates,
  publicRoutes: affiliateRoutes,
  requestKinds: { affiliate_payout: payoutRequest },
  referralRates: { affiliate_link: affiliateRate, widget: affiliateRate },
};
