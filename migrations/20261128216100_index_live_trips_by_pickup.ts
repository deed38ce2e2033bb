import type { Knex } from 'knex';

// The alarm of drivers not on the way runs every few seconds over the live trips with a driver
// assigned (few at any time) whose pickup is near: an index by mode and status (then pickup)
// finds them without reading every trip ever made (the partition index leads with the account,
// which the job does not name).
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('booking_trips', (t) => {
    t.index(['mode', 'status', 'pickup_at'], 'booking_trips_mode_status_pickup');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('booking_trips', (t) => {
    t.dropIndex(['mode', 'status', 'pickup_at'], 'booking_trips_mode_status_pickup');
  });
}
