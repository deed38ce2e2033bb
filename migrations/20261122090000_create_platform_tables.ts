import type { Knex } from 'knex';

// Timestamps are stored as ISO 8601 UTC strings (`2026-11-22T10:00:00.000Z`) in every table:
// the same text on SQLite and PostgreSQL, and it sorts in time order.

export async function up(db: Knex): Promise<void> {
  // Secrets generated on first start when the environment gives none.
  await db.schema.createTable('service_secrets', (t) => {
    t.string('name', 64).primary();
    t.string('value', 128).notNullable();
    t.string('created_at', 30).notNullable();
  });
  // Fixed-window request counters, shared by every instance using the database.
  await db.schema.createTable('rate_limit_windows', (t) => {
    t.string('bucket', 200).notNullable();
    t.bigInteger('window_start').notNullable();
    t.integer('hits').notNullable();
    t.primary(['bucket', 'window_start']);
    t.index(['window_start']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('rate_limit_windows');
  await db.schema.dropTable('service_secrets');
}
