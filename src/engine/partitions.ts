import type { KeyObject } from 'node:crypto';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import type { KeyMode } from '../apiKeys/format';
import { Partition, type Actor } from './partition';
import { sectionsInUse } from './sections';

/**
 * Fills a fresh test partition with a realistic world (bookings in every state, a wallet
 * balance, statements, notices), so every read answers with data on a partner's first call.
 * Each section that keeps data defines one; they run in the order of the sections list, in one transaction.
 */
export type Seeder = (partition: Partition, context: SeedContext) => Promise<void>;

/**
 * What a seeder may need beyond the partition: the service's data key, to seal what a section
 * keeps encrypted at rest (a test property's Wi-Fi), and its addresses. A partition opened by a
 * request has them; one opened without (a script, a test's direct call) is seeded without sealed
 * data.
 */
export interface SeedContext {
  dataKey: KeyObject | null;
  /**
   * Where the service is served, so that seeded objects' events show the addresses their GETs
   * show; a partition opened without it is seeded with addresses relative to the service.
   */
  urls?: SeedUrls;
}

export interface SeedUrls {
  publicBaseUrl: string;
  siteDomainTarget: string;
}

// Partitions known to exist, so an ordinary request costs no look-up. Only ever a cache: a miss
// reads the partitions table.
const opened = new Set<string>();
const cacheKey = (accountId: string, mode: string): string => `${accountId}:${mode}`;

/**
 * The caller's partition, created on first use: a test partition is seeded in the same
 * transaction that records it, so two first requests at once seed it once (the second waits on
 * the first's primary key and then finds it).
 */
export async function openPartition(
  accountId: string,
  mode: KeyMode,
  db: Db,
  clock: Clock,
  actor: Actor,
  requestId: string | null,
  context: SeedContext = { dataKey: null },
): Promise<Partition> {
  const partition = Partition.forCaller(accountId, mode, db, clock, actor, requestId);
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
    const seeding = p.as('system').seeding();
    for (const { seed } of sectionsInUse().seeders) await seed(seeding, context);
  });
  opened.add(key);
  return partition;
}

/** Forgets a partition (after a reset), so its next use seeds it again. */
export async function dropPartitionRecord(partition: Partition): Promise<void> {
  await partition.db('partitions').where({ account_id: partition.accountId, mode: partition.mode }).delete();
  opened.delete(cacheKey(partition.accountId, partition.mode));
}
