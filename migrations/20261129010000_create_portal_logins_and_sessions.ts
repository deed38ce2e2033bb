import type { Knex } from 'knex';

// The partner portal's sign-in (src/portal/): one login per e-mail address (trimmed, lower case),
// whichever accounts' live teams name it, with its password (scrypt), its TOTP secret (sealed)
// and recovery codes (SHA-256), and its passkeys (WebAuthn public keys). A session is a
// `__Host-portal_session` cookie whose id is kept as its SHA-256, acting for the login in one
// account (its person there, `users` of the live partition) on test or live data; its public id
// names it in the request log and the rate limits. Sign-in attempts are counted per login and per
// address behind gate rows (locked as the staff's are); single-use tokens (password resets,
// WebAuthn challenges) are kept as their SHA-256 only.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('portal_logins', (t) => {
    t.string('id', 32).primary();
    t.string('email_key', 320).notNullable().unique();
    t.string('password_hash', 200).nullable();
    t.string('password_changed_at', 30).nullable();
    t.text('totp_secret_sealed').nullable();
    t.bigInteger('totp_last_step').nullable();
    t.string('totp_enrolled_at', 30).nullable();
    // A secret shown for enrolment, kept until a code of it confirms it (or another replaces it).
    t.text('totp_pending_sealed').nullable();
    t.string('totp_pending_at', 30).nullable();
    // Where the person was last: the next sign-in opens there.
    t.string('last_account_id', 32).nullable();
    t.string('last_mode', 4).nullable();
    t.string('last_signed_in_at', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
  });
  await db.schema.createTable('portal_recovery_codes', (t) => {
    t.increments('id').primary();
    t.string('login_id', 32).notNullable().references('id').inTable('portal_logins');
    t.string('code_hash', 64).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('used_at', 30).nullable();
    t.unique(['login_id', 'code_hash']);
  });
  await db.schema.createTable('portal_passkeys', (t) => {
    t.string('id', 32).primary();
    t.string('login_id', 32).notNullable().references('id').inTable('portal_logins');
    // The authenticator's credential id, base64url: what a sign-in names.
    t.string('credential_id', 1400).notNullable().unique();
    t.text('public_key').notNullable();
    t.bigInteger('sign_count').notNullable().defaultTo(0);
    t.string('transports', 200).notNullable().defaultTo('');
    t.string('device_type', 16).notNullable();
    t.boolean('backed_up').notNullable().defaultTo(false);
    t.string('name', 100).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('last_used_at', 30).nullable();
    t.index(['login_id'], 'portal_passkeys_login');
  });
  await db.schema.createTable('portal_webauthn_challenges', (t) => {
    t.string('challenge_hash', 64).primary();
    // `register` (a signed-in login adding a passkey) or `sign_in` (anyone, before a session).
    t.string('purpose', 16).notNullable();
    t.string('login_id', 32).nullable();
    t.string('created_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.string('used_at', 30).nullable();
    t.index(['expires_at'], 'portal_webauthn_challenges_expiry');
  });
  await db.schema.createTable('portal_sessions', (t) => {
    t.string('id_hash', 64).primary();
    t.string('public_id', 32).notNullable().unique();
    t.string('login_id', 32).notNullable().references('id').inTable('portal_logins');
    t.string('account_id', 32).notNullable();
    // The login's person in the account: `users` of its live partition.
    t.string('user_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('csrf_token', 64).notNullable();
    // How the session proved a second factor (totp, recovery_code, passkey), or null.
    t.string('second_factor', 16).nullable();
    t.string('ip', 64).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('last_seen_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.string('ended_at', 30).nullable();
    t.index(['login_id', 'ended_at'], 'portal_sessions_login');
  });
  await db.schema.createTable('portal_sign_in_gates', (t) => {
    // `login:<e-mail key>` or `address:<ip>`.
    t.string('gate_key', 400).primary();
    t.string('last_attempt_at', 30).notNullable();
  });
  await db.schema.createTable('portal_sign_in_failures', (t) => {
    t.increments('id').primary();
    t.string('gate_key', 400).notNullable();
    t.string('ip', 64).notNullable();
    t.string('at', 30).notNullable();
    t.index(['gate_key', 'at'], 'portal_sign_in_failures_gate');
  });
  await db.schema.createTable('portal_password_resets', (t) => {
    t.string('token_hash', 64).primary();
    // By the address asked for: the login may not exist yet (a person who never set a password).
    t.string('email_key', 320).notNullable();
    t.string('ip', 64).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.string('used_at', 30).nullable();
    t.index(['email_key', 'created_at'], 'portal_password_resets_email');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('portal_password_resets');
  await db.schema.dropTable('portal_sign_in_failures');
  await db.schema.dropTable('portal_sign_in_gates');
  await db.schema.dropTable('portal_sessions');
  await db.schema.dropTable('portal_webauthn_challenges');
  await db.schema.dropTable('portal_passkeys');
  await db.schema.dropTable('portal_recovery_codes');
  await db.schema.dropTable('portal_logins');
}
