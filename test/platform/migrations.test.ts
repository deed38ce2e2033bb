import { migrateLatest, rollbackAll } from '../../src/platform/db';
import { migrationNames, migrationSource } from '../../migrations';
import { createTestDatabase } from '../helpers/testDb';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';

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
  // Drivers' job links and the SMS outbox (20261128215000, 20261128215100).
  'sms_outbox',
  'driver_links',
  'driver_sessions',
  // The partner portal's sign-in (20261129010000).
  'portal_logins',
  'portal_recovery_codes',
  'portal_passkeys',
  'portal_webauthn_challenges',
  'portal_sessions',
  'portal_sign_in_gates',
  'portal_sign_in_failures',
  'portal_password_resets',
  // The request log (20261129030000).
  'request_logs',
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

  it('key bank transfer credits canonically, keeping credits made twice before (named duplicate_of) outside the unique index that holds every later one', async () => {
    const database = await createTestDatabase({ migrate: false });
    const { db } = database;
    const NAME = '20261128120000_key_bank_transfer_credits_canonically';
    const old = (bankReference: string, reference: string, at: string) => ({ bank_reference: bankReference, account_id: 'acc_1', mode: 'live', amount_fils: 1_200_000, reference, credited_by: 'desk:cli', created_at: at, value_date: null, payer: null });
    const credit = (id: string, key: string) => ({ id, reference_key: key, account_id: 'acc_1', mode: 'live', amount_fils: 1, reference: key, credited_by: 'desk:cli', created_at: '2026-11-28T00:00:00.000Z' });
    const refusedInsert = (row: object) => db('bank_transfer_credits').insert(row).then(() => null, (err: Error) => err.message);
    try {
      await migrateLatest(db);
      await db.migrate.down({ migrationSource, name: NAME });
      await db('bank_transfer_credits').insert([
        old('PY-4BE9-TASD', 'PY-4BE9-TASD', '2026-11-20T08:00:00.000Z'),
        old('PY4BE9TASD', 'py4be9tasd', '2026-11-20T09:00:00.000Z'),
        old('ENBD-TT-118974', 'ENBD-TT-118974', '2026-11-21T08:00:00.000Z'),
        old('FT-1', 'FT-1', '2026-11-21T09:00:00.000Z'),
      ]);
      await db('proforma_invoices').insert({ number: 'PF-2026-000001', topup_reference: 'WTU-0000000001', account_id: 'acc_1', payment_reference: 'PY-0000-0001', amount_fils: 1_200_000, company_name: 'A', contact_email: 'a@a.example', status: 'paid', issued_by: 'desk:cli', issued_at: 'x', paid_at: 'x', bank_reference: 'FT-1' });
      await migrateLatest(db);

      const rows = (await db('bank_transfer_credits').orderBy('created_at').select('id', 'reference_key', 'duplicate_of', 'proforma_number', 'reversed_at')) as Array<Record<string, string | null>>;
      expect(rows).toEqual([
        { id: expect.stringMatching(/^btc_/), reference_key: 'py4be9tasd', duplicate_of: null, proforma_number: null, reversed_at: null },
        { id: expect.stringMatching(/^btc_/), reference_key: 'py4be9tasd', duplicate_of: rows[0]?.id, proforma_number: null, reversed_at: null },
        { id: expect.stringMatching(/^btc_/), reference_key: 'enbdtt118974', duplicate_of: null, proforma_number: null, reversed_at: null },
        { id: expect.stringMatching(/^btc_/), reference_key: 'ft1', duplicate_of: null, proforma_number: 'PF-2026-000001', reversed_at: null },
      ]);
      expect(await db('proforma_invoices').where({ number: 'PF-2026-000001' }).first('status', 'paid_fils')).toEqual({ status: 'paid', paid_fils: expect.anything() });
      expect(Number((await db('proforma_invoices').first('paid_fils')).paid_fils)).toBe(1_200_000);
      // The database holds one standing credit per key from now on; a reversed one frees it.
      expect(await refusedInsert(credit('btc_new1', 'py4be9tasd'))).toMatch(/unique/i);
      expect(await refusedInsert(credit('btc_new2', 'enbdtt118974'))).toMatch(/unique/i);
      await db('bank_transfer_credits').where({ id: rows[2]?.id as string }).update({ reversed_at: '2026-11-28T00:00:00.000Z' });
      expect(await refusedInsert(credit('btc_new3', 'enbdtt118974'))).toBeNull();

      await db.migrate.down({ migrationSource, name: NAME });
      expect((await db('bank_transfer_credits').orderBy('created_at').select('bank_reference')).map((row: { bank_reference: string }) => row.bank_reference)).toEqual(['PY-4BE9-TASD', 'FT-1', 'ENBDTT118974']);
      expect(await db.schema.hasColumn('proforma_invoices', 'paid_fils')).toBe(false);
    } finally {
      await database.drop();
    }
  });

  it('fold every script\'s digits in bank reference keys, naming a credit made twice under two spellings a duplicate, and back', async () => {
    const database = await createTestDatabase({ migrate: false });
    const { db } = database;
    const NAME = '20261129060000_fold_digits_in_bank_reference_keys';
    const credit = (id: string, reference: string, key: string, at: string, extra: object = {}) => ({ id, reference_key: key, account_id: 'acc_1', mode: 'live', amount_fils: 1_200_000, reference, credited_by: 'desk:cli', created_at: at, ...extra });
    const rows = async () => (await db('bank_transfer_credits').orderBy('created_at').select('id', 'reference_key', 'duplicate_of')) as Array<Record<string, string | null>>;
    try {
      await migrateLatest(db);
      await db.migrate.down({ migrationSource, name: NAME });
      await db('bank_transfer_credits').insert([
        // The same transfer credited under two spellings, ASCII first.
        credit('btc_a1', 'ENBD TT 118974', 'enbdtt118974', '2026-11-20T08:00:00.000Z'),
        credit('btc_a2', 'ENBD TT ١١٨٩٧٤', 'enbdtt١١٨٩٧٤', '2026-11-20T09:00:00.000Z'),
        // The same, Arabic-Indic first.
        credit('btc_b1', 'FAB ۵۵۱۲۰', 'fab۵۵۱۲۰', '2026-11-21T08:00:00.000Z'),
        credit('btc_b2', 'FAB-55120', 'fab55120', '2026-11-21T09:00:00.000Z'),
        // Alone under its key; and one reversed, which holds no key.
        credit('btc_c1', 'ADCB ٧٧', 'adcb٧٧', '2026-11-22T08:00:00.000Z'),
        credit('btc_d1', 'ADCB 77', 'adcb77', '2026-11-22T09:00:00.000Z', { reversed_at: '2026-11-22T10:00:00.000Z' }),
      ]);
      await migrateLatest(db);
      expect(await rows()).toEqual([
        { id: 'btc_a1', reference_key: 'enbdtt118974', duplicate_of: null },
        { id: 'btc_a2', reference_key: 'enbdtt118974', duplicate_of: 'btc_a1' },
        { id: 'btc_b1', reference_key: 'fab55120', duplicate_of: null },
        { id: 'btc_b2', reference_key: 'fab55120', duplicate_of: 'btc_b1' },
        { id: 'btc_c1', reference_key: 'adcb77', duplicate_of: null },
        { id: 'btc_d1', reference_key: 'adcb77', duplicate_of: null },
      ]);
      // One standing credit per key, however its digits are written.
      await expect(db('bank_transfer_credits').insert(credit('btc_e1', 'ENBD TT 118974', 'enbdtt118974', '2026-11-28T00:00:00.000Z'))).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });

      await db.migrate.down({ migrationSource, name: NAME });
      expect(await rows()).toEqual([
        { id: 'btc_a1', reference_key: 'enbdtt118974', duplicate_of: null },
        { id: 'btc_a2', reference_key: 'enbdtt١١٨٩٧٤', duplicate_of: 'btc_a1' },
        { id: 'btc_b1', reference_key: 'fab۵۵۱۲۰', duplicate_of: null },
        { id: 'btc_b2', reference_key: 'fab55120', duplicate_of: 'btc_b1' },
        { id: 'btc_c1', reference_key: 'adcb٧٧', duplicate_of: null },
        { id: 'btc_d1', reference_key: 'adcb77', duplicate_of: null },
      ]);
    } finally {
      await database.drop();
    }
  });

  it('partition the pro-formas and give the top-up scope to every key that held every scope before it', async () => {
    const database = await createTestDatabase({ migrate: false });
    const { db } = database;
    const NAME = '20261129050000_partition_proformas_and_add_topup_scope';
    const every = ALL_SCOPES.filter((scope) => scope !== 'wallet:topup');
    const key = (id: string, scopes: readonly string[]) => ({ id, account_id: 'acc_1', mode: 'live', lookup_prefix: id, secret_hash: 'x'.repeat(64), scopes: scopes.join(' '), created_at: '2026-11-28T00:00:00.000Z' });
    const scopesOf = async (id: string) => ((await db('api_keys').where({ id }).first('scopes')) as { scopes: string }).scopes.split(' ');
    try {
      await migrateLatest(db);
      await db.migrate.down({ migrationSource, name: NAME });
      await db('accounts').insert({ id: 'acc_1', name: 'A', live_access: false, commercial_terms: 'tariff', terms_basis_points: 0, created_at: 'x', updated_at: 'x' });
      await db('api_keys').insert([key('key_all', every), key('key_some', ['statements:read', 'bookings:view'])]);
      await db('proforma_invoices').insert({ number: 'PF-2026-000001', topup_reference: 'WTU-0000000001', account_id: 'acc_1', payment_reference: 'WTU-0000000001', amount_fils: 1_200_000, company_name: 'A', contact_email: 'a@a.example', status: 'issued', issued_by: 'desk:cli', issued_at: 'x', paid_at: null, bank_reference: null, paid_fils: 0 });
      await migrateLatest(db);
      expect(await scopesOf('key_all')).toEqual([...every, 'wallet:topup']);
      expect(await scopesOf('key_some')).toEqual(['statements:read', 'bookings:view']);
      expect(await db('proforma_invoices').first('id', 'mode')).toEqual({ id: expect.stringMatching(/^pf_[0-9A-Za-z]{20}$/), mode: 'live' });

      await db.migrate.down({ migrationSource, name: NAME });
      expect(await scopesOf('key_all')).toEqual(every);
      expect(await db.schema.hasColumn('proforma_invoices', 'mode')).toBe(false);
      expect(await db.schema.hasColumn('wallet_topups', 'account_id')).toBe(false);
    } finally {
      await database.drop();
    }
  });

  it('are named by date and intent, in order', () => {
    expect([...migrationNames].sort()).toEqual(migrationNames);
    for (const name of migrationNames) expect(name).toMatch(/^\d{14}_[a-z_]+$/);
  });
});
