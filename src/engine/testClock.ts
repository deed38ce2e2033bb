import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { Job } from '../platform/jobs';
import { OffsetClock, Partition, type PartitionRow, type PartitionSections } from './partition';
import { lockPartitionClock } from './partitions';
import { partitionTicks } from './partitionTicks';

/**
 * A test partition's clock (`ModeRules.hasOwnClock`), as Stripe's test clocks: the partner
 * advances it, never back, and everything in the partition reads time from it (quotes' expiry,
 * cancellation windows, flights, the simulated driver, notices, statements). It is stored as an
 * offset from the service's clock (`partitions.clock_offset_ms`), so time in the partition also
 * passes with real time, and every instance of the service reads it from the database.
 *
 * An advance plays the partition's due work in time order: the clock stops at each moment a tick
 * (src/engine/partitionTicks.ts) says work falls due, up to the target, runs every tick there,
 * and ends at the target. One advance stops at most `MAX_ADVANCE_STOPS` times: when the way
 * holds more, the clock ends at the last of them (the answer's time says so) and the partner
 * advances again from there, so no work is skipped.
 */
export const MAX_ADVANCE_MINUTES = 30 * 24 * 60;
export const MAX_ADVANCE_STOPS = 1000;
/** How far an advance moves on when a tick says work is due that it did not do (a step refused): the rest goes on, that one is tried again there. */
const STUCK_STEP_MS = 15 * 60_000;
/** How soon the job looks again at a partition whose ticks still have work due that they did not do. */
const RETRY_MS = 30_000;
/** How soon the job tries again a partition whose ticks failed. */
const FAILED_RETRY_MS = 5 * 60_000;
/** Partitions the job runs the ticks of in one pass. */
const JOB_BATCH = 20;

const MINUTE_MS = 60_000;

/** Runs every tick at the partition's now, in the order they were registered. */
async function runTicks(partition: Partition): Promise<void> {
  for (const tick of partitionTicks()) await tick.run(partition);
}

/** The earliest moment any tick has work, on the partition's clock; null when none has. */
async function nextDueOf(partition: Partition): Promise<Date | null> {
  let next: Date | null = null;
  for (const tick of partitionTicks()) {
    const due = await tick.nextDue(partition);
    if (due !== null && (next === null || due.getTime() < next.getTime())) next = due;
  }
  return next;
}

/** The partition reading `when` on its own clock (the service's clock moved on to it), from now on. */
const partitionAt = (partition: Partition, service: Clock, when: Date): Partition => partition.withClock(new OffsetClock(service, when.getTime() - service.now().getTime()));

const rowOf = (partition: Partition): PartitionRow => ({ account_id: partition.accountId, mode: partition.mode });

/** The stored offset of the partition's clock; 0 when it was never advanced. */
async function offsetOf(db: Db, row: PartitionRow): Promise<number> {
  const stored = (await db('partitions').where(row).first('clock_offset_ms')) as { clock_offset_ms: number | string } | undefined;
  return stored === undefined ? 0 : Number(stored.clock_offset_ms);
}

/** When the ticks are next due on the service's clock (null: nothing waits), for the job. */
const serviceDue = (next: Date | null, offsetMs: number, serviceNow: number): string | null =>
  next === null ? null : new Date(Math.max(next.getTime() - offsetMs, serviceNow + (next.getTime() - offsetMs <= serviceNow ? RETRY_MS : 0))).toISOString();

/**
 * Advances the clock of the test partition to the moment `target` gives from its current time
 * (which throws to refuse it), playing its due work on the way; answers the clock's new time:
 * the target, or the last stop when the way held more than `MAX_ADVANCE_STOPS`.
 * In one transaction holding the partition clock's lock: two advances at once take turns, the
 * second from where the first left the clock, so neither is lost.
 */
export async function advancePartitionClock(partition: Partition, target: (now: Date) => Date): Promise<Date> {
  return partition.transaction(async (p) => {
    const row = rowOf(p);
    await lockPartitionClock(p.db, row);
    const service = p.serviceClock;
    const from = new Date(service.now().getTime() + (await offsetOf(p.db, row)));
    const to = target(from);
    let moment = from;
    let stop = partitionAt(p, service, moment);
    await runTicks(stop);
    let end: Date = to;
    for (let stops = 0; ; stops++) {
      const next = await nextDueOf(stop);
      if (next === null) break;
      const when = next.getTime() > moment.getTime() ? next.getTime() : moment.getTime() + STUCK_STEP_MS;
      if (when >= to.getTime()) break;
      if (stops >= MAX_ADVANCE_STOPS) {
        end = moment;
        break;
      }
      moment = new Date(when);
      stop = partitionAt(p, service, moment);
      await runTicks(stop);
    }
    if (end === to) stop = partitionAt(p, service, to);
    await runTicks(stop);
    const next = await nextDueOf(stop);
    const serviceNow = service.now().getTime();
    const offset = end.getTime() - serviceNow;
    await p.db('partitions').where(row).update({ clock_offset_ms: offset, ticks_due_at: serviceDue(next, offset, serviceNow) });
    return end;
  });
}

/** The checks of an advance: forward only, at most 30 days; a refusal names the field that asked for it. */
export function advanceTarget(request: { minutes: number } | { to: Date }, now: Date, refuse: (field: 'minutes' | 'to', message: string) => Error): Date {
  if ('minutes' in request) {
    if (!Number.isInteger(request.minutes) || request.minutes < 1 || request.minutes > MAX_ADVANCE_MINUTES) throw refuse('minutes', `must be a whole number of minutes from 1 to ${MAX_ADVANCE_MINUTES} (30 days)`);
    return new Date(now.getTime() + request.minutes * MINUTE_MS);
  }
  const ahead = request.to.getTime() - now.getTime();
  if (ahead <= 0) throw refuse('to', `must be later than the test clock's time, ${now.toISOString()}: a test clock only moves forward`);
  if (ahead > MAX_ADVANCE_MINUTES * MINUTE_MS) throw refuse('to', `may be at most 30 days after the test clock's time, ${now.toISOString()}; advance in several calls to go further`);
  return request.to;
}

/**
 * Runs the ticks of one partition whose moment has come on the service's clock, unless another
 * instance (or an advance of its clock) holds it: answers whether it ran them.
 */
async function runDueTicks(sections: PartitionSections, db: Db, clock: Clock, row: PartitionRow): Promise<boolean> {
  return db.transaction(async (trx) => {
    if (!(await lockPartitionClock(trx, row, false))) return false;
    const now = clock.now().getTime();
    const stored = (await trx('partitions').where(row).first('clock_offset_ms', 'ticks_due_at')) as { clock_offset_ms: number | string; ticks_due_at: string | null } | undefined;
    // Run meanwhile by another instance, or by an advance, which set when they are next due.
    if (!stored || stored.ticks_due_at === null || stored.ticks_due_at > new Date(now).toISOString()) return false;
    const offset = Number(stored.clock_offset_ms);
    const partition = Partition.forJob(sections, trx, offset === 0 ? clock : new OffsetClock(clock, offset), row);
    await runTicks(partition);
    await trx('partitions').where(row).update({ ticks_due_at: serviceDue(await nextDueOf(partition), offset, clock.now().getTime()) });
    return true;
  });
}

/**
 * `partition_ticks`: the work of test partitions falls due as real time passes too (a trip plays
 * within minutes of its pickup without any advance): each pass runs the ticks of the partitions
 * whose `ticks_due_at` has come, a batch at a time, the soonest first. Each partition is claimed
 * by its clock's lock and a second look at `ticks_due_at` under it, so with two instances one
 * runs it and the other skips it. One partition that fails does not hold up the others; the pass
 * then fails with its error, logged by the runner, and the partition is tried again 5 minutes on.
 */
export function partitionTicksJob(sections: PartitionSections, db: Db, clock: Clock): Job {
  return {
    name: 'partition_ticks',
    run: async (stopping) => {
      const due = (await db('partitions').whereNotNull('ticks_due_at').andWhere('ticks_due_at', '<=', clock.now().toISOString()).orderBy('ticks_due_at').limit(JOB_BATCH).select('account_id', 'mode')) as PartitionRow[];
      let failure: unknown;
      for (const row of due) {
        if (stopping()) break;
        try {
          await runDueTicks(sections, db, clock, row);
        } catch (err) {
          failure ??= err;
          // Not again in every pass: a partition whose ticks fail is tried again a few minutes on.
          await db('partitions').where(row).update({ ticks_due_at: new Date(clock.now().getTime() + FAILED_RETRY_MS).toISOString() }).catch(() => undefined);
        }
      }
      if (failure !== undefined) throw failure;
    },
  };
}
