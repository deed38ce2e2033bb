import type { Knex } from 'knex';

// Idempotency keys get a scope instead of an account (account actions have no account: their
// keys are scoped by client address and action) and a lease with a fencing token, so a claim
// left by a crashed process expires in seconds instead of blocking its key for the whole TTL.
// The table is rebuilt because the primary key changes, which SQLite cannot alter in place.

const COLUMNS = 'scope, idempotency_key, fingerprint, state, lease_token, lease_expires_at, response_status, response_body, created_at, expires_at';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('idempotency_keys_next', (t) => {
    // `account:<id>` for v1 keys, `address:<client address>:<action>` for account actions.
    t.string('scope', 320).notNullable();
    t.string('idempotency_key', 255).notNullable();
    t.string('fingerprint', 64).notNullable();
    t.string('state', 12).notNullable();
    // Random per claim; a takeover replaces it, so the request it was taken from cannot complete.
    t.string('lease_token', 32).nullable();
    t.string('lease_expires_at', 30).nullable();
    t.integer('response_status').nullable();
    t.text('response_body').nullable();
    t.string('created_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.primary(['scope', 'idempotency_key']);
    t.index(['expires_at']);
  });
  // Claims that were in progress get a lease that has already run out: whoever held them is gone.
  await db.raw(
    `insert into idempotency_keys_next (${COLUMNS})
     select 'account:' || account_id, idempotency_key, fingerprint, state,
            case when state = 'in_progress' then 'migrated' else null end,
            case when state = 'in_progress' then created_at else null end,
            response_status, response_body, created_at, expires_at
     from idempotency_keys`,
  );
  await db.schema.dropTable('idempotency_keys');
  await db.schema.renameTable('idempotency_keys_next', 'idempotency_keys');
}

// Back to answers per account: answers kept for account actions (scoped by address) are dropped.
export async function down(db: Knex): Promise<void> {
  await db.schema.createTable('idempotency_keys_prev', (t) => {
    t.string('account_id', 32).notNullable().references('id').inTable('accounts');
    t.string('idempotency_key', 255).notNullable();
    t.string('fingerprint', 64).notNullable();
    t.string('state', 12).notNullable();
    t.integer('response_status').nullable();
    t.text('response_body').nullable();
    t.string('created_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.primary(['account_id', 'idempotency_key']);
    t.index(['expires_at']);
  });
  await db.raw(
    `insert into idempotency_keys_prev (account_id, idempotency_key, fingerprint, state, response_status, response_body, created_at, expires_at)
     select substr(scope, 9), idempotency_key, fingerprint, state, response_status, response_body, created_at, expires_at
     from idempotency_keys where scope like 'account:%'`,
  );
  await db.schema.dropTable('idempotency_keys');
  await db.schema.renameTable('idempotency_keys_prev', 'idempotency_keys');
}
