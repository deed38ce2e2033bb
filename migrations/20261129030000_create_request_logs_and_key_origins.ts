import type { Knex } from 'knex';

// What a partner's developer sees of their integration (src/sections/developers/):
//
// - `request_logs`: every authenticated v1 call of the last 30 days, by (account, mode), its id
//   the call's x-request-id. No body is kept, only a summary of field names (`summary`, JSON).
//   Written after the answer, in batches; the retention job deletes by `created_at`.
// - who issued and who revoked a key, when a partner did it through the API or the portal
//   (`key:<id>`, `user:<id>`; null for the operator's keys), and the request for a live key a key
//   was collected for: unique, so a request's key is collected once, whoever collects at once.
// - one open request for a live key per partition, held by a partial unique index: of two
//   requests at once, one is stored.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('request_logs', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('actor', 64).notNullable();
    t.string('key_id', 32).nullable();
    t.string('key_prefix', 32).nullable();
    t.string('user_id', 32).nullable();
    t.string('user_email', 254).nullable();
    t.string('method', 10).notNullable();
    t.text('path').notNullable();
    t.string('operation', 80).nullable();
    t.integer('status').notNullable();
    t.string('error_code', 48).nullable();
    t.double('duration_ms').notNullable();
    t.string('client_ip', 64).notNullable();
    t.text('summary').notNullable();
    t.index(['account_id', 'mode', 'created_at', 'id'], 'request_logs_partition_created');
    t.index(['created_at'], 'request_logs_created');
  });
  await db.schema.alterTable('api_keys', (t) => {
    t.string('created_by', 64).nullable();
    t.string('revoked_by', 64).nullable();
    t.string('live_request_id', 32).nullable();
  });
  await db.schema.alterTable('api_keys', (t) => {
    t.unique(['live_request_id'], { indexName: 'api_keys_live_request' });
  });
  await db.raw("create unique index service_requests_one_open_live_key on service_requests (account_id, mode) where kind = 'live_key' and status = 'open'");
}

// The indexes first, then the columns with plain ALTER TABLE: Knex's SQLite dropColumn rebuilds the table.
export async function down(db: Knex): Promise<void> {
  await db.raw('drop index service_requests_one_open_live_key');
  await db.schema.alterTable('api_keys', (t) => {
    t.dropUnique(['live_request_id'], 'api_keys_live_request');
  });
  for (const column of ['live_request_id', 'revoked_by', 'created_by']) await db.raw('alter table ?? drop column ??', ['api_keys', column]);
  await db.schema.dropTable('request_logs');
}
