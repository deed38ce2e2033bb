import type { Knex } from 'knex';

// A booking asked for on a public page names the offer it is for, and a transfer offer's id
// (`trf_<AIRPORT>_<ZONE>_<CLASS>`) runs to 38 characters: past the 32 that tour product ids
// needed. PostgreSQL enforces the length (SQLite does not), so a guest booking a transfer from a
// guide page failed there.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bookings', (t) => {
    t.string('product_id', 64).nullable().alter();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('bookings', (t) => {
    t.string('product_id', 32).nullable().alter();
  });
}
