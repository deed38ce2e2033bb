import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { Job } from '../platform/jobs';
import { expirePublicLinks } from '../engine/publicLinks';
import { domainLapseJob } from './site/jobs';
import { dmcProgrammesJob } from './dmc/jobs';
import { corporateRequestExpiry } from './corporate/expiry';

/**
 * The sections' background work, run by the service's JobRunner beside mail delivery. Each job
 * claims what it moves with a conditional update, so several instances can run them together.
 */
export function sectionJobs(db: Db, clock: Clock): Job[] {
  return [
    {
      name: 'public_link_expiry',
      run: async (stopping) => {
        // A link already answers 410 once past its expiry; this records it, a batch at a time.
        while (!stopping() && (await expirePublicLinks(db, clock)) > 0);
      },
    },
    domainLapseJob(db, clock),
    dmcProgrammesJob(db, clock),
    corporateRequestExpiry(db, clock),
  ];
}
