import type { Partition } from './partition';
import { lockPartitionClock } from './partitions';

/**
 * Work that falls due as a partition's time passes: a simulated flight's next report, the
 * simulated driver's next step. Each tick does what is due at `partition.clock.now()` and
 * nothing else, so running it again changes nothing. A test partition's clock advance
 * (`POST /test-helpers/clock/advance`) runs them at each moment it passes over; the background
 * job runs them as real time passes. Registered here, in the order they run.
 */
export type PartitionTick = (partition: Partition) => Promise<void>;

/** When the next piece of work of a tick falls due in the partition, to step a clock advance through; null when none. */
export type NextDue = (partition: Partition) => Promise<Date | null>;

export interface TickDefinition {
  name: string;
  run: PartitionTick;
  nextDue: NextDue;
}

const ticks: TickDefinition[] = [];

/** Adds a tick (at start-up, from the module that owns the work). */
export function registerTick(tick: TickDefinition): void {
  if (!ticks.some((known) => known.name === tick.name)) ticks.push(tick);
}

export const partitionTicks = (): readonly TickDefinition[] => ticks;

/**
 * Marks a partition with a clock of its own as having work that may fall due (a trip opened,
 * retimed or confirmed), in the change's transaction: the `partition_ticks` job runs its ticks
 * on its next pass and learns from their `nextDue` when to come back. Takes the partition
 * clock's lock, so it waits for an advance or a run of the job under way, and neither misses it.
 * A live partition has none of this work: nothing is written.
 */
export async function markTicksDue(partition: Partition): Promise<void> {
  if (!partition.hasOwnClock || partition.seed !== null) return;
  const row = { account_id: partition.accountId, mode: partition.mode };
  await lockPartitionClock(partition.db, row);
  const now = partition.serviceClock.now().toISOString();
  await partition
    .db('partitions')
    .where(row)
    .andWhere((q) => void q.whereNull('ticks_due_at').orWhere('ticks_due_at', '>', now))
    .update({ ticks_due_at: now });
}
