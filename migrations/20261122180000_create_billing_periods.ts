import type { Knex } from 'knex';

// Statements and invoices are computed from the ledger and the bookings. What is stored is only
// what must not change once a month is closed: that it was closed (so it is closed once, even by
// two first reads at once), and its invoice's number (a gapless legal sequence), when it was
// issued and when it falls due. Numbers come from `invoice_sequences`, one counter per series and year.

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('invoice_sequences', (t) => {
    // `INV` for live partitions, `TEST-INV` for test ones: test activity never takes a live number.
    t.string('series', 16).notNullable();
    t.integer('year').notNullable();
    t.integer('last_number').notNullable();
    t.primary(['series', 'year']);
  });
  await db.schema.createTable('billing_periods', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // The month closed, `YYYY-MM` in UAE time.
    t.string('period', 7).notNullable();
    t.string('closed_at', 30).notNullable();
    // The month's invoice; all null for a month with no charges to invoice (a top-up only).
    t.string('invoice_id', 32).nullable().unique();
    t.string('invoice_number', 32).nullable().unique();
    t.string('due_date', 10).nullable();
    t.primary(['account_id', 'mode', 'period']);
  });
  // Statements and the closing of months read a partition's entries by time, not by posting order.
  await db.schema.alterTable('ledger_entries', (t) => {
    t.index(['account_id', 'mode', 'created_at'], 'ledger_entries_partition_time');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('ledger_entries', (t) => {
    t.dropIndex(['account_id', 'mode', 'created_at'], 'ledger_entries_partition_time');
  });
  await db.schema.dropTable('billing_periods');
  await db.schema.dropTable('invoice_sequences');
}
