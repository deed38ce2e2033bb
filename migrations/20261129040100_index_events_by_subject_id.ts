import type { Knex } from 'knex';

// One object's history in the event feed (`GET /events?subject=bkg_…`, a booking's timeline in the
// partner portal) asks by the subject's id alone: an index led by it, beside the one led by the
// subject's type (which the snapshots' look-ups use).

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('events', (t) => {
    t.index(['account_id', 'mode', 'subject_id', 'seq'], 'events_subject_id_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('events', (t) => {
    t.dropIndex(['account_id', 'mode', 'subject_id', 'seq'], 'events_subject_id_index');
  });
}
