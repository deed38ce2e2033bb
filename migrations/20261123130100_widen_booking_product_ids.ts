import type { Knex } from 'knex';

// A booking asked for on a public page names its offer, and a transfer offer's id
// (`trf_<AIRPORT>_<ZONE>_<CLASS>`, e.g. trf_DXB_DOWNTOWN_DUBAI_EXECUTIVE_SEDAN) is longer than the
// 32 characters product ids were given. PostgreSQL enforces the length (SQLite does not), so a
// visitor's request for such a transfer failed there.
export async function up(db: Knex): Promise<void> {
  if (db.client.config.client === 'pg') await db.raw('alter table bookings alter column product_id type varchar(64)');
}

// Refuses (rather than cut ids short) while a booking holds a longer id.
export async function down(db: Knex): Promise<void> {
  if (db.client.config.client === 'pg') await db.raw('alter table bookings alter column product_id type varchar(32)');
}
