import type { Db } from '../../platform/db';
import type { PartitionSections } from '../../engine/partition';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import { ApiError } from '../../errors';
import { openJobPartition } from '../../engine/partitions';
import { lapseDomain, lapsedDomains } from './domains';

const BATCH = 50;

/**
 * Own-domain requests still waiting for their DNS records past `lapses_at` fail. Each is claimed
 * by the conditional moves of its request and its domain: with several instances, the one that
 * comes second finds the request answered and skips it.
 */
export function domainLapseJob(sections: PartitionSections, db: Db, clock: Clock): Job {
  return {
    name: 'site_domain_lapse',
    run: async (stopping) => {
      for (;;) {
        const due = await lapsedDomains(db, clock.now().toISOString(), BATCH);
        let lapsed = 0;
        for (const domain of due) {
          if (stopping()) return;
          try {
            await lapseDomain(await openJobPartition(sections, db, clock, domain), domain);
            lapsed++;
          } catch (err) {
            if (!(err instanceof ApiError && err.status === 409)) throw err;
          }
        }
        if (due.length < BATCH || lapsed === 0 || stopping()) return;
      }
    },
  };
}
