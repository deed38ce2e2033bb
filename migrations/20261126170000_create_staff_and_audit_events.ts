import type { Knex } from 'knex';

// The operator's staff and what signs them in, and the audit log of what they do.
// Secrets are never stored as given: passwords as scrypt hashes, set-up tokens, session ids and
// recovery codes as SHA-256 hashes (each is 256 or 50+ random bits, so a fast hash is enough),
// the TOTP secret sealed with the service's data key (src/platform/sealed.ts), since it must
// be read back to check a code.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('staff', (t) => {
    t.string('id', 40).primary();
    t.string('email', 254).notNullable();
    // Lower-cased: one person per address whatever its case, on every database.
    t.string('email_key', 254).notNullable().unique();
    t.string('name', 200).notNullable();
    // Comma-separated, in the contract's order of `StaffRole`.
    t.string('roles', 100).notNullable();
    t.string('status', 10).notNullable();
    t.text('password_hash').nullable();
    t.text('totp_secret_sealed').nullable();
    // The 30-second step of the last TOTP code accepted: a code of that step or before is a replay.
    t.bigInteger('totp_last_step').nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
  });
  await db.schema.createTable('staff_setup_tokens', (t) => {
    t.string('token_hash', 64).primary();
    t.string('staff_id', 40).notNullable().references('id').inTable('staff');
    t.string('created_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.string('used_at', 30).nullable();
    t.index(['staff_id']);
  });
  await db.schema.createTable('staff_recovery_codes', (t) => {
    t.increments('id').primary();
    t.string('staff_id', 40).notNullable().references('id').inTable('staff');
    t.string('code_hash', 64).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('used_at', 30).nullable();
    t.unique(['staff_id', 'code_hash']);
  });
  await db.schema.createTable('staff_sessions', (t) => {
    t.string('id_hash', 64).primary();
    t.string('staff_id', 40).notNullable().references('id').inTable('staff');
    t.string('csrf_token', 64).notNullable();
    t.string('ip', 64).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('last_seen_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.string('ended_at', 30).nullable();
    t.index(['staff_id', 'ended_at']);
  });
  await db.schema.createTable('staff_sign_in_failures', (t) => {
    t.increments('id').primary();
    // By the address typed, known or not, so a lock says nothing about who is staff.
    t.string('email_key', 254).notNullable();
    t.string('ip', 64).notNullable();
    t.string('at', 30).notNullable();
    t.index(['email_key', 'at']);
  });
  await db.schema.createTable('audit_events', (t) => {
    t.increments('id').primary();
    t.string('at', 30).notNullable();
    t.string('staff_id', 40).nullable();
    t.string('action', 60).notNullable();
    t.string('subject_type', 30).notNullable();
    t.string('subject_id', 100).notNullable();
    t.text('change').notNullable();
    t.string('request_id', 40).nullable();
    t.string('ip', 64).nullable();
    t.index(['staff_id', 'id']);
    t.index(['subject_type', 'subject_id', 'id']);
  });
  // Append-only in the database too: a change or removal of a row fails, whoever attempts it.
  if (db.client.config.client === 'pg') {
    await db.raw(`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_events is append-only'; end $$`);
    await db.raw('create trigger audit_events_append_only before update or delete on audit_events for each row execute function audit_events_append_only()');
  } else {
    for (const operation of ['update', 'delete']) {
      await db.raw(`create trigger audit_events_no_${operation} before ${operation} on audit_events begin select raise(abort, 'audit_events is append-only'); end`);
    }
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('audit_events');
  if (db.client.config.client === 'pg') await db.raw('drop function audit_events_append_only()');
  await db.schema.dropTable('staff_sign_in_failures');
  await db.schema.dropTable('staff_sessions');
  await db.schema.dropTable('staff_recovery_codes');
  await db.schema.dropTable('staff_setup_tokens');
  await db.schema.dropTable('staff');
}
