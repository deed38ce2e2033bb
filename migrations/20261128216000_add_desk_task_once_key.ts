import type { Knex } from 'knex';

// A task raised by the service itself on a schedule (a driver not on the way 30 minutes before a
// pickup) is raised once per subject, however many instances run the job at the same moment: it
// carries a key naming what it is about (`driver_not_en_route:bkg_…`), unique across the queue.
// Tasks raised by a person's request have none (NULLs never clash).
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('desk_queue', (t) => {
    t.string('once_key', 80).nullable();
  });
  await db.schema.alterTable('desk_queue', (t) => {
    t.unique(['once_key'], { indexName: 'desk_queue_once_key' });
  });
}

// The index first, then the column with plain ALTER TABLE: Knex's SQLite dropColumn rebuilds the table.
export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('desk_queue', (t) => {
    t.dropUnique(['once_key'], 'desk_queue_once_key');
  });
  await db.raw('alter table ?? drop column ??', ['desk_queue', 'once_key']);
}
