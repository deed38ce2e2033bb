import type { Knex } from 'knex';

// A claim lapses after 30 idle minutes: when its holder last acted on the task (claimed it,
// opened it, tried to answer it). Claims held when this runs count from their claim.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('desk_queue', (t) => {
    t.string('claim_active_at', 30).nullable();
  });
  await db('desk_queue').whereNotNull('claimed_by').update({ claim_active_at: db.ref('claimed_at') });
}

// Plain ALTER TABLE: Knex's SQLite dropColumn rebuilds the table.
export async function down(db: Knex): Promise<void> {
  await db.raw('alter table ?? drop column ??', ['desk_queue', 'claim_active_at']);
}
