import type { Knex } from 'knex';

// Partner onboarding (`/trade/apply`): the applications a company sends from the public form,
// confirmed by a single-use e-mail link (stored as its SHA-256 only) before an account and its
// test key exist; and the single-use links a live key is revealed through once the desk approves
// (the key stored sealed under a key derived from the link's token, so only the link opens it).
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('partner_applications', (t) => {
    t.string('id', 40).primary();
    t.string('legal_name', 200).notNullable();
    t.string('licence_number', 60).notNullable();
    t.string('licence_authority', 120).notNullable();
    t.string('trn', 15).notNullable();
    t.string('country', 2).notNullable();
    t.string('contact_name', 120).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 16).notNullable();
    t.string('website', 300).notNullable();
    t.string('partner_kind', 20).notNullable();
    t.string('expected_volume', 20).notNullable();
    t.text('use_case').notNullable();
    t.string('lang', 5).notNullable();
    // pending_email → submitted (the e-mail link was used) → approved or declined by the desk
    t.string('status', 20).notNullable();
    t.string('email_token_hash', 64).notNullable().unique();
    t.string('email_token_expires_at', 30).notNullable();
    t.string('email_token_used_at', 30).nullable();
    t.string('account_id', 40).nullable();
    t.string('desk_reference', 20).nullable().unique();
    t.text('decision_note').nullable();
    t.string('client_ip', 64).nullable();
    t.string('created_at', 30).notNullable();
    t.string('submitted_at', 30).nullable();
    t.string('decided_at', 30).nullable();
    t.index(['email']);
    t.index(['status']);
  });
  await db.schema.createTable('partner_key_reveals', (t) => {
    t.string('id', 40).primary();
    t.string('application_id', 40).notNullable();
    t.string('account_id', 40).notNullable();
    t.string('key_id', 40).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    // Cleared once the key is revealed: nothing of the secret stays, even sealed.
    t.text('sealed_key').nullable();
    t.string('expires_at', 30).notNullable();
    t.string('used_at', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.index(['application_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('partner_key_reveals');
  await db.schema.dropTable('partner_applications');
}
