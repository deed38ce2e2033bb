import { isPostgres, rawRows, type Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { KeyMode } from '../apiKeys/format';
import { OffsetClock, Partition, rulesOf, type Actor, type PartitionRow, type PartitionSections } from './partition';
import { seedPartition, type SeedContext, type Seeder } from './seedTemplate';

export type { Seeder, SeedContext, SeedUrls } from './seedTemplate';

/** The sections a caller's partition is opened with: what its work looks up, and what seeds it when it is a fresh test partition. */
export interface SectionsWithSeeders extends PartitionSections {
  readonly seeders: ReadonlyArray<{ name: string; seed: Seeder }>;
}

// Partitions known to exist, so an ordinary request costs no look-up. Only ever a cache: a miss
// reads the partitions table. A partition with a clock of its own is read on every request
// instead (its clock is in the same row), so it is never cached here.
const opened = new Set<string>();
const cacheKey = (accountId: string, mode: string): string => `${accountId}:${mode}`;

/** A partition's clock as its stored offset makes it: the service's own when it has none. */
const clockAt = (clock: Clock, offsetMs: number): Clock => (offsetMs === 0 ? clock : new OffsetClock(clock, offsetMs));

/** The stored offset of a partition's own clock, or null when the partition is not recorded yet. */
async function storedOffset(db: Db, accountId: string, mode: KeyMode): Promise<number | null> {
  const row = (await db('partitions').where({ account_id: accountId, mode }).first('clock_offset_ms')) as { clock_offset_ms: number | string } | undefined;
  return row === undefined ? null : Number(row.clock_offset_ms);
}

/**
 * The clock of the partition `row` belongs to: the service's `clock` for a live partition (no
 * look-up), and for a test partition (`hasOwnClock`) the service's clock moved on by the offset
 * its test clock was advanced by, read from the database (never from a copy kept in memory, so
 * every instance reads the same time). The one way code outside a request gives a partition its
 * time: a job acting on a stored row, a public page, the desk naming a test partition.
 */
export async function partitionClock(db: Db, clock: Clock, row: PartitionRow): Promise<Clock> {
  if (!rulesOf(row.mode).hasOwnClock) return clock;
  return clockAt(clock, (await storedOffset(db, row.account_id, row.mode)) ?? 0);
}

/** The service acting on a stored row's partition (a scheduled job), at the partition's own time. */
export async function openJobPartition(sections: PartitionSections, db: Db, clock: Clock, row: PartitionRow): Promise<Partition> {
  return Partition.forJob(sections, db, await partitionClock(db, clock, row), row);
}

/**
 * Holds the lock of a test partition's clock until the end of the transaction `db` is in, so
 * that an advance of its clock, the job running its due work and a new trip marking it due take
 * turns (PostgreSQL: an advisory lock on the partition; SQLite has one writer at a time). With
 * `wait: false` answers false at once when another transaction holds it.
 */
export async function lockPartitionClock(db: Db, row: PartitionRow, wait = true): Promise<boolean> {
  if (!isPostgres(db)) return true;
  const key = `partition_clock:${row.account_id}:${row.mode}`;
  if (wait) {
    await db.raw('select pg_advisory_xact_lock(hashtext(?))', [key]);
    return true;
  }
  const [got] = rawRows<{ locked: boolean }>(await db.raw('select pg_try_advisory_xact_lock(hashtext(?)) as locked', [key]));
  return got?.locked === true;
}

/**
 * The caller's partition, created on first use: a test partition is seeded in the same
 * transaction that records it, so two first requests at once seed it once (the second waits on
 * the first's primary key and then finds it). A test partition's clock is read with it (one
 * look-up a request); a live partition costs none once known.
 */
export async function openPartition(
  sections: SectionsWithSeeders,
  accountId: string,
  mode: KeyMode,
  db: Db,
  clock: Clock,
  actor: Actor,
  requestId: string | null,
  context: SeedContext = { dataKey: null },
): Promise<Partition> {
  const ownClock = rulesOf(mode).hasOwnClock;
  if (ownClock) {
    const offset = await storedOffset(db, accountId, mode);
    if (offset !== null) return Partition.forCaller(sections, accountId, mode, db, clockAt(clock, offset), actor, requestId);
  }
  const partition = Partition.forCaller(sections, accountId, mode, db, clock, actor, requestId);
  const key = cacheKey(partition.accountId, partition.mode);
  if (opened.has(key)) return partition;
  await partition.transaction(async (p) => {
    const inserted: unknown[] = await p
      .db('partitions')
      .insert({ account_id: p.accountId, mode: p.mode, seeded_at: p.now() })
      .onConflict(['account_id', 'mode'])
      .ignore()
      .returning('account_id');
    if (inserted.length === 0 || !p.seededOnFirstUse) return;
    await seedPartition(p, sections.seeders, context);
  });
  if (!ownClock) {
    opened.add(key);
    return partition;
  }
  // Recorded by another request meanwhile, it may have been advanced since.
  return Partition.forCaller(sections, accountId, mode, db, clockAt(clock, (await storedOffset(db, accountId, mode)) ?? 0), actor, requestId);
}

/** Forgets a partition (after a reset), so its next use seeds it again. */
export async function dropPartitionRecord(partition: Partition): Promise<void> {
  await partition.db('partitions').where({ account_id: partition.accountId, mode: partition.mode }).delete();
  opened.delete(cacheKey(partition.accountId, partition.mode));
}
