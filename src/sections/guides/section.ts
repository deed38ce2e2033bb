import type { SectionDefinition } from '../../engine/sections';
import { seedGuides } from './seed';
import { guideRoutes } from './public';
import { guidePropertyRate } from './stats';

/** Welcome guides of holiday-home properties, and the bookings their guests make from them. */
export const guides: SectionDefinition = {
  name: 'guides',
  seed: seedGuides,
  publicRoutes: guideRoutes,
  referralRates: { guide_property: guidePropertyRate },
};
