import type { SectionDefinition } from '../../engine/sections';
import { seedProgrammes } from './seed';
import { proposalRoutes } from './public';
import { dmcBookingOutline, dmcBookingView } from './accept';
import { dmcProgrammesJob } from './jobs';

/** A DMC's multi-day programmes, proposed to its clients through a link. */
export const dmc: SectionDefinition = {
  name: 'dmc',
  seed: seedProgrammes,
  publicRoutes: proposalRoutes,
  bookingViews: { dmc: dmcBookingView },
  bookingOutlines: { dmc: dmcBookingOutline },
  jobs: (db, clock, sections) => [dmcProgrammesJob(sections, db, clock)],
};
