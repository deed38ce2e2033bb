import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('accounts', (t) => {
    t.string('id', 32).primary();
    t.string('name', 200).notNullable();
    // Live keys work only once the operator switches this on.
    t.boolean('live_access').notNullable().defaultTo(false);
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
  });
  await db.schema.createTable('api_keys', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable().references('id').inTable('accounts');
    t.string('mode', 4).notNullable();
    // The key's first characters, unique, to find its row; the key itself is kept only as a hash.
    t.string('lookup_prefix', 32).notNullable().unique();
    t.string('secret_hash', 64).notNullable();
    t.text('scopes').notNullable();
    t.string('created_at', 30).notNullable();
    t.string('last_used_at', 30).nullable();
    t.string('revoked_at', 30).nullable();
    t.index(['account_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('api_keys');
  await db.schema.dropTable('accounts');
}
