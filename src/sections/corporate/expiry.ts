import type { Db } from '../../platform/db';
import type { PartitionSections } from '../../engine/partition';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import type { KeyMode } from '../../apiKeys/format';
import { openJobPartition } from '../../engine/partitions';
import type { TickDefinition } from '../../engine/partitionTicks';
import { expireRequest } from './requests';

const BATCH_SIZE = 50;

/**
 * Expires the pending requests of every partition whose deadline has passed, a batch at a time.
 * The look-up only proposes candidates: each is claimed by its own conditional update
 * (`expireRequest`), so instances running this at once on one database expire each request
 * once. Answers how many this call expired.
 */
export async function expireDueRequests(sections: PartitionSections, db: Db, clock: Clock, stopping: () => boolean = () => false): Promise<number> {
  let expired = 0;
  for (;;) {
    const now = clock.now().toISOString();
    const due = (await db('corporate_requests')
      .where({ status: 'pending_approval' })
      .where('decide_by_at', '<=', now)
      .orderBy([{ column: 'decide_by_at' }, { column: 'id' }])
      .limit(BATCH_SIZE)
      .select('account_id', 'mode', 'id')) as Array<{ account_id: string; mode: KeyMode; id: string }>;
    for (const row of due) {
      const partition = await openJobPartition(sections, db, clock, row);
      if (await expireRequest(partition, row.id)) expired++;
    }
    if (due.length < BATCH_SIZE || stopping()) return expired;
  }
}

/**
 * The same in a test partition with a clock of its own: a request whose deadline an advance of
 * the clock passes over expires at that moment.
 */
export const corporateRequestExpiryTick: TickDefinition = {
  name: 'corporate_request_expiry',
  run: async (partition) => {
    const due = (await partition.table('corporate_requests').where({ status: 'pending_approval' }).where('decide_by_at', '<=', partition.now()).orderBy('decide_by_at').select('id')) as Array<{ id: string }>;
    for (const { id } of due) await expireRequest(partition, id);
  },
  nextDue: async (partition) => {
    const next = (await partition.table('corporate_requests').where({ status: 'pending_approval' }).min({ at: 'decide_by_at' }).first()) as { at: string | null } | undefined;
    return next?.at ? new Date(next.at) : null;
  },
};

/** The background job of `src/services.ts`. */
export const corporateRequestExpiry = (sections: PartitionSections, db: Db, clock: Clock): Job => ({
  name: 'corporate_request_expiry',
  run: async (stopping) => {
    await expireDueRequests(sections, db, clock, stopping);
  },
});
