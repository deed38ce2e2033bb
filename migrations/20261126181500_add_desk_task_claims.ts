import type { Knex } from 'knex';

// A desk task is claimed by one agent before it is answered (who and since when), and every
// change of a task stamps `updated_at`, which the operator API's stream of task changes reads
// (tasks written before this migration take the time of their last change).
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('desk_queue', (t) => {
    t.string('claimed_by', 40).nullable();
    t.string('claimed_at', 30).nullable();
    t.string('updated_at', 30).nullable();
  });
  await db('desk_queue').update({ updated_at: db.raw('coalesce(??, ??)', ['answered_at', 'created_at']) });
  await db.schema.alterTable('desk_queue', (t) => {
    t.index(['updated_at'], 'desk_queue_updated_at');
  });
}

// Columns come off with plain ALTER TABLE: Knex's SQLite dropColumn rebuilds the table.
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('desk_queue', (t) => {
    t.dropIndex(['updated_at'], 'desk_queue_updated_at');
  });
  for (const column of ['updated_at', 'claimed_at', 'claimed_by']) await db.raw('alter table ?? drop column ??', ['desk_queue', column]);
}
