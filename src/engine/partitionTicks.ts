import type { Partition } from './partition';

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
