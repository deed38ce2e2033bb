import { ApiError } from '../../errors';
import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/jobs';
import type { KeyMode } from '../../apiKeys/format';
import type { Partition, PartitionSections } from '../../engine/partition';
import { openJobPartition } from '../../engine/partitions';
import { move } from '../../engine/stateMachine';
import { expireDueLinks } from './links';
import { PROGRAMME_MACHINE, programmeEvent } from './store';
import { uaeToday } from './dates';

/** Links or programmes one pass takes at a time; a pass continues while there are more. */
const BATCH = 100;

const partitionFor = (sections: PartitionSections, db: Db, clock: Clock) => (accountId: string, mode: KeyMode): Promise<Partition> => openJobPartition(sections, db, clock, { account_id: accountId, mode });

/** Moves a booked programme to completed, with its event. */
export async function completeProgramme(partition: Partition, id: string): Promise<void> {
  await move(partition, PROGRAMME_MACHINE, id, 'completed', { updated_at: partition.now() });
  await programmeEvent(partition, 'programme.completed', id);
}

/**
 * Completes booked programmes whose last service day has passed (UAE time), each in a
 * transaction of its own partition. The move is conditional on `booked`: with several instances
 * running the job, one completes each programme and the others are refused the move.
 */
export async function completeEndedProgrammes(sections: PartitionSections, db: Db, clock: Clock, limit: number): Promise<number> {
  const due = (await db('dmc_programmes')
    .where({ status: 'booked' })
    .andWhere('end_date', '<', uaeToday(clock))
    .orderBy('end_date')
    .limit(limit)
    .select('account_id', 'mode', 'id')) as Array<{ account_id: string; mode: KeyMode; id: string }>;
  let completed = 0;
  for (const programme of due) {
    try {
      await (await partitionFor(sections, db, clock)(programme.account_id, programme.mode)).transaction((p) => completeProgramme(p, programme.id));
      completed += 1;
    } catch (err) {
      if (!(err instanceof ApiError && err.code === 'invalid_state')) throw err;
    }
  }
  return completed;
}

/** The DMC section's background work: client links expire when their time passes, booked programmes complete after their last day. */
export function dmcProgrammesJob(sections: PartitionSections, db: Db, clock: Clock): Job {
  return {
    name: 'dmc_programme_upkeep',
    run: async (stopping) => {
      for (;;) {
        const expired = await expireDueLinks(db, clock.now(), BATCH, partitionFor(sections, db, clock));
        if (expired < BATCH || stopping()) break;
      }
      for (;;) {
        const completed = await completeEndedProgrammes(sections, db, clock, BATCH);
        if (completed < BATCH || stopping()) break;
      }
    },
  };
}
