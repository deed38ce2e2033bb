import type { Knex } from 'knex';

// Events become readable by partners (the feed) and are pushed to their webhook endpoints.
//
// events: each row now keeps the fields an update changed (their values before it) beside the
// snapshot, and the scope a key needs to read it, so the feed filters by the key's scopes in SQL.
//
// webhook_endpoints: per partition. The signing secret is sealed (AES-256-GCM, DATA_ENCRYPTION_
// SECRET); during a rotation the previous one is kept until it expires, and both sign.
// webhook_deliveries: the durable queue, one row per (endpoint, event), written in the event's own
// transaction. Workers claim due rows with a lease (claim_token, claimed_until), FOR UPDATE SKIP
// LOCKED on PostgreSQL, so several instances never send one attempt twice.
// webhook_attempts: one row per HTTP attempt, readable through the API.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('events', (t) => {
    t.text('previous_attributes').nullable();
    t.string('read_scope', 32).nullable();
    t.index(['account_id', 'mode', 'subject_type', 'subject_id', 'seq'], 'events_subject_index');
  });
  await db.schema.createTable('webhook_endpoints', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('url', 2048).notNullable();
    t.string('description', 200).nullable();
    // JSON array of event types, or ["*"] for every type.
    t.text('enabled_events').notNullable();
    // enabled or disabled
    t.string('status', 10).notNullable();
    // requested (the partner disabled it) or failing (3 days of failed deliveries)
    t.string('disabled_reason', 10).nullable();
    t.text('secret_sealed').notNullable();
    t.text('previous_secret_sealed').nullable();
    t.string('previous_secret_expires_at', 30).nullable();
    // When the first of the current run of failed attempts happened; null after a success.
    t.string('failing_since', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.string('deleted_at', 30).nullable();
    t.index(['account_id', 'mode', 'created_at', 'id']);
  });
  await db.schema.createTable('webhook_deliveries', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('endpoint_id', 32).notNullable();
    t.string('event_id', 32).notNullable();
    t.string('event_type', 48).notNullable();
    // pending, succeeded, failed (gave up after 3 days) or cancelled (endpoint deleted)
    t.string('status', 10).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('next_attempt_at', 30).nullable();
    t.string('claim_token', 32).nullable();
    t.string('claimed_until', 30).nullable();
    t.string('last_attempt_at', 30).nullable();
    t.integer('last_status_code').nullable();
    t.string('last_error', 300).nullable();
    // The retry window (3 days) runs from here; a resend restarts it.
    t.string('window_started_at', 30).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('delivered_at', 30).nullable();
    t.unique(['endpoint_id', 'event_id']);
    t.index(['status', 'next_attempt_at'], 'webhook_deliveries_due_index');
    t.index(['account_id', 'mode', 'endpoint_id', 'created_at', 'id'], 'webhook_deliveries_endpoint_index');
  });
  await db.schema.createTable('webhook_attempts', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('delivery_id', 32).notNullable();
    t.string('endpoint_id', 32).notNullable();
    t.string('event_id', 32).notNullable();
    t.integer('number').notNullable();
    t.string('url', 2048).notNullable();
    // succeeded, http_error, timeout, network_error or refused_address
    t.string('outcome', 16).notNullable();
    t.integer('status_code').nullable();
    t.integer('duration_ms').notNullable();
    t.string('error', 300).nullable();
    // The first 1,000 characters of the response body, as text.
    t.text('response_excerpt').nullable();
    t.string('created_at', 30).notNullable();
    t.index(['delivery_id', 'number']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('webhook_attempts');
  await db.schema.dropTable('webhook_deliveries');
  await db.schema.dropTable('webhook_endpoints');
  await db.schema.alterTable('events', (t) => {
    t.dropIndex(['account_id', 'mode', 'subject_type', 'subject_id', 'seq'], 'events_subject_index');
    t.dropColumn('read_scope');
    t.dropColumn('previous_attributes');
  });
}
