import type { Knex } from 'knex';

// The people of an account, per partition. The invitation's token is kept only as its SHA-256
// hash (the token itself is in the invitation e-mail alone), unique so a token names one person.
// An e-mail is unique within a partition: one person, one row.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('users', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    t.string('email', 320).notNullable();
    t.string('first_name', 60).notNullable();
    t.string('last_name', 60).notNullable();
    // owner, admin, booker, finance or viewer
    t.string('role', 8).notNullable();
    // invited, active or deactivated
    t.string('status', 12).notNullable();
    t.boolean('mfa_enabled').notNullable().defaultTo(false);
    t.string('invited_at', 30).notNullable();
    t.string('invitation_token_hash', 64).nullable().unique();
    t.string('invitation_expires_at', 30).nullable();
    t.string('joined_at', 30).nullable();
    t.string('last_active_at', 30).nullable();
    t.string('deactivated_at', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'id']);
    t.unique(['account_id', 'mode', 'email']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('users');
}
