import type { Knex } from 'knex';

// The first answer to a POST sent with an Idempotency-Key, per account, kept for a day.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('idempotency_keys', (t) => {
    t.string('account_id', 32).notNullable().references('id').inTable('accounts');
    t.string('idempotency_key', 255).notNullable();
    // SHA-256 of key mode, method, path and canonical body: the same key with another request is refused.
    t.string('fingerprint', 64).notNullable();
    t.string('state', 12).notNullable();
    t.integer('response_status').nullable();
    t.text('response_body').nullable();
    t.string('created_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.primary(['account_id', 'idempotency_key']);
    t.index(['expires_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('idempotency_keys');
}
