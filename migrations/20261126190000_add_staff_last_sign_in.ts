import type { Knex } from 'knex';

// When each member of staff last signed in, shown in the staff list so an admin sees an account
// nobody uses; taken from the sessions already stored for those who signed in before.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('staff', (t) => {
    t.string('last_signed_in_at', 30).nullable();
  });
  await db('staff').update({ last_signed_in_at: db('staff_sessions').max('created_at').where('staff_sessions.staff_id', db.ref('staff.id')) });
}

// A column comes off with plain ALTER TABLE: Knex's SQLite dropColumn rebuilds the table.
export async function down(db: Knex): Promise<void> {
  await db.raw('alter table ?? drop column ??', ['staff', 'last_signed_in_at']);
}
