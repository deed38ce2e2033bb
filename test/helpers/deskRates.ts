import type { Db } from '../../src/platform/db';
import type { Clock } from '../../src/platform/clock';
import { openPartition, type SectionsWithSeeders } from '../../src/engine/partitions';
import type { Mode, Partner } from './partitions';

/**
 * Opens a partner's partition at the test's clock, as its first request would: a test partition
 * is seeded relative to that clock (desk days of the last few days, wallet, bookings).
 */
export async function openAt(sections: SectionsWithSeeders, db: Db, who: Partner, mode: Mode, clock: Clock): Promise<void> {
  await openPartition(sections, who.accountId, mode, db, clock, 'system', null);
}
