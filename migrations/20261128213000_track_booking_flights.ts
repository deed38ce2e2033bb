import type { Knex } from 'knex';

// What following a booking's arriving flight needs beyond its latest snapshot (booking_flights,
// 20261128210000_create_booking_trips):
//
// - `booked_pickup_at`: the pickup as the booking was made (a UTC instant). The pickup follows the
//   flight only within 6 hours of it, and a test flight's simulated timeline is laid out from it.
// - `airport`: IATA code of the airport the booking meets the flight at (a provider's alert names
//   it as the flight's destination).
// - `next_due_at`: when the flight's next piece of work falls due (a UTC instant, null when none):
//   the simulator's next report, a provider subscription to make (or retry), or one to end. The
//   background job and a test clock's advance look rows up by it.
// - `subscription`: where the provider's push subscription stands (`pending`, `active`, `ended`,
//   `failed`); null for a simulated flight. `provider_ref` is the provider's id of it (an AeroAPI
//   alert id, an AeroDataBox subscription id), and `attempts` counts failed tries to make it.

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('booking_flights', (t) => {
    t.string('booked_pickup_at', 30).nullable();
    t.string('airport', 4).nullable();
    t.string('next_due_at', 30).nullable();
    t.string('subscription', 12).nullable();
    t.string('provider_ref', 64).nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.index(['next_due_at'], 'booking_flights_next_due');
    t.index(['provider_ref'], 'booking_flights_provider_ref');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('booking_flights', (t) => {
    t.dropIndex(['provider_ref'], 'booking_flights_provider_ref');
    t.dropIndex(['next_due_at'], 'booking_flights_next_due');
  });
  await db.schema.alterTable('booking_flights', (t) => {
    t.dropColumn('attempts');
    t.dropColumn('provider_ref');
    t.dropColumn('subscription');
    t.dropColumn('next_due_at');
    t.dropColumn('airport');
    t.dropColumn('booked_pickup_at');
  });
}
