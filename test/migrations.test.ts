import { migrateLatest, rollbackAll } from '../src/platform/db';
import { migrationNames } from '../migrations';
import { createTestDatabase } from './helpers/testDb';

const TABLES = [
  'service_secrets',
  'rate_limit_windows',
  'developer_registrations',
  'credit_line_applications',
  'wallet_topups',
  'desk_queue',
  'fx_rates',
  'accounts',
  'api_keys',
  'idempotency_keys',
  // The engine (20261122170000_create_engine_tables).
  'partitions',
  'quotes',
  'bookings',
  'state_moves',
  'ledger_entries',
  'balances',
  'events',
  'allotments',
  'service_requests',
  'partition_settings',
  'mail_outbox',
  'guide_properties',
  'sites',
  'site_domains',
  'dmc_programmes',
  'dmc_programme_versions',
  'dmc_client_links',
  'operator_identity',
];

describe('migrations', () => {
  it('go up, all the way down, and up again', async () => {
    const database = await createTestDatabase({ migrate: false });
    const { db } = database;
    try {
      expect(await migrateLatest(db)).toEqual(migrationNames);
      for (const table of TABLES) expect(await db.schema.hasTable(table)).toBe(true);
      expect(Number(((await db('fx_rates').count({ n: '*' })) as Array<{ n: number }>)[0]?.n)).toBeGreaterThan(5);
      expect(await migrateLatest(db)).toEqual([]);

      expect(await rollbackAll(db)).toEqual([...migrationNames].reverse());
      for (const table of TABLES) expect(await db.schema.hasTable(table)).toBe(false);

      expect(await migrateLatest(db)).toEqual(migrationNames);
      for (const table of TABLES) expect(await db.schema.hasTable(table)).toBe(true);
    } finally {
      await database.drop();
    }
  });

  it('are named by date and intent, in order', () => {
    expect([...migrationNames].sort()).toEqual(migrationNames);
    for (const name of migrationNames) expect(name).toMatch(/^\d{14}_[a-z_]+$/);
  });
});
