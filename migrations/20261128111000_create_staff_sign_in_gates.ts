import type { Knex } from 'knex';

// One row per e-mail address a sign-in was tried with: each attempt upserts it first, which holds
// the row (PostgreSQL) or the write lock (SQLite) to the end of its transaction, so attempts for
// one address are counted one after another, on every instance, and at most the lock's limit of
// them is checked however many arrive at once.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('staff_sign_in_gates', (t) => {
    t.string('email_key', 254).primary();
    t.string('last_attempt_at', 30).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('staff_sign_in_gates');
}
