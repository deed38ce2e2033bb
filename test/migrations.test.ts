import { migrateLatest, rollbackAll } from '../src/platform/db';
import { migrationNames, migrationSource } from '../migrations';
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
  'bank_transfer_credits',
  // The operator's staff and the audit log (20261126170000_create_staff_and_audit_events).
  'staff',
  'staff_setup_tokens',
  'staff_recovery_codes',
  'staff_sessions',
  'staff_sign_in_failures',
  'audit_events',
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

  it('move the AED amounts stored inside JSON columns to fils, and back', async () => {
    const database = await createTestDatabase({ migrate: false });
    const { db } = database;
    const partition = { account_id: 'acc_1', mode: 'test' };
    const pricing = { currency: 'AED', public_price_aed: 450.5, net_aed: 405.45, commission_aed: null, sell_aed: 486 };
    const filsPricing = { currency: 'AED', public_price_fils: 45050, net_fils: 40545, commission_fils: null, sell_fils: 48600 };
    const line = { type: 'transfer', date: '2026-12-01', time: '10:00', pricing };
    const version = { object: 'dmc_version', number: 1, lines: [line], totals: { ...pricing, margin_aed: 80.55 }, valid_until: '2026-12-01' };
    const run = { object: 'corporate_booking', type: 'shuttle_run', id: 'bkg_1', rate_version: 2, price_aed: 312.35, created_at: '2026-11-22T08:00:00.000Z' };
    const estimate = { currency: 'AED', terms: 'net_rate', public_price_aed: 120, amount_due_aed: 108.35 };
    const filsEstimate = { currency: 'AED', terms: 'net_rate', public_price_fils: 12000, amount_due_fils: 10835 };
    const transfer = { object: 'corporate_booking', type: 'transfer', id: 'bkg_2', price: estimate };
    const service = { object: 'dmc_booking', id: 'bkg_3', version: 1, line };
    const booking = (id: string, kind: string, body: object) => ({ ...partition, id, kind, status: 'confirmed', service_date: '2026-11-23', amount_due_fils: 1, traveller_name: 'A', body: JSON.stringify(body), created_at: 'x', updated_at: 'x' });
    const request = { ...partition, id: 'crq_1', cost_centre_id: 'cc_1', status: 'approved', traveller: '{}', purpose: 'p', transfer: '{}', pickup_at: 'x', service_date: '2026-11-23', amount_due_fils: 10835, reasons: '[]', created_at: 'x', updated_at: 'x' };
    const json = async (table: string, column: string, where: object) => JSON.parse(((await db(table).where(where).first(column)) as Record<string, string>)[column] as string) as unknown;
    const stored = async () => ({
      version: await json('dmc_programme_versions', 'body', { programme_id: 'dmc_1' }),
      run: await json('bookings', 'body', { id: 'bkg_1' }),
      transfer: await json('bookings', 'body', { id: 'bkg_2' }),
      service: await json('bookings', 'body', { id: 'bkg_3' }),
      estimate: await json('corporate_requests', 'estimate', { id: 'crq_1' }),
    });
    // Undone by name: later migrations (the operator's identity) stay applied.
    const FILS_MIGRATIONS = ['20261126090000_store_dmc_versions_and_shuttle_runs_in_fils', '20261126090100_store_corporate_estimates_and_dmc_lines_in_fils'];
    try {
      await migrateLatest(db);
      for (const name of [...FILS_MIGRATIONS].reverse()) await db.migrate.down({ migrationSource, name });
      await db('dmc_programme_versions').insert({ ...partition, programme_id: 'dmc_1', number: 1, body: JSON.stringify(version), valid_until: '2026-12-01', net_fils: 40545, created_at: 'x' });
      await db('bookings').insert([booking('bkg_1', 'corporate', run), booking('bkg_2', 'corporate', transfer), booking('bkg_3', 'dmc', service)]);
      await db('corporate_requests').insert({ ...request, estimate: JSON.stringify(estimate) });

      await migrateLatest(db);
      const filsLine = { ...line, pricing: filsPricing };
      expect(await stored()).toEqual({
        version: { ...version, lines: [filsLine], totals: { ...filsPricing, margin_fils: 8055 } },
        run: { object: 'corporate_booking', type: 'shuttle_run', id: 'bkg_1', rate_version: 2, price_fils: 31235, created_at: run.created_at },
        transfer: { ...transfer, price: filsEstimate },
        service: { ...service, line: filsLine },
        estimate: filsEstimate,
      });

      for (const name of [...FILS_MIGRATIONS].reverse()) await db.migrate.down({ migrationSource, name });
      expect(await stored()).toEqual({ version, run, transfer, service, estimate });
    } finally {
      await database.drop();
    }
  });

  it('give every existing booking a reference, unique in its partition, and take the column away again', async () => {
    const database = await createTestDatabase({ migrate: false });
    const { db } = database;
    const NAME = '20261126110000_add_booking_references';
    const booking = (id: string, kind: string, mode: string) => ({ account_id: 'acc_1', mode, id, kind, status: 'confirmed', service_date: '2026-11-23', amount_due_fils: 1, traveller_name: 'A', body: '{}', created_at: 'x', updated_at: 'x' });
    try {
      await migrateLatest(db);
      await db.migrate.down({ migrationSource, name: NAME });
      expect(await db.schema.hasColumn('bookings', 'reference')).toBe(false);
      await db('bookings').insert([booking('bkg_1', 'transport', 'test'), booking('bkg_2', 'activity', 'test'), booking('bkg_3', 'corporate', 'live')]);
      await migrateLatest(db);
      const rows = (await db('bookings').orderBy('id').select('id', 'reference')) as Array<{ id: string; reference: string }>;
      expect(rows.map((row) => row.reference.slice(0, 3))).toEqual(['TR-', 'AC-', 'CP-']);
      for (const row of rows) expect(row.reference).toMatch(/^[A-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      // The partition's unique index refuses a second booking with a reference it has.
      const refused = await db('bookings')
        .insert({ ...booking('bkg_4', 'transport', 'test'), reference: rows[0]?.reference })
        .then(
          () => null,
          (err: Error) => err.message,
        );
      expect(refused).toMatch(/unique/i);
      await db.migrate.down({ migrationSource, name: NAME });
      expect(await db.schema.hasColumn('bookings', 'reference')).toBe(false);
    } finally {
      await database.drop();
    }
  });

  it('are named by date and intent, in order', () => {
    expect([...migrationNames].sort()).toEqual(migrationNames);
    for (const name of migrationNames) expect(name).toMatch(/^\d{14}_[a-z_]+$/);
  });
});
