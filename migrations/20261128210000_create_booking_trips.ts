import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';

// The trip behind each booking with a pickup: where the driver is in it (scheduled, assigned, on
// the way, arrived, traveller on board, completed or a no-show), the driver's last shared
// position, the driver and vehicle as the traveller and the partner see them, and the bearer
// token of the traveller's live page (`/trip/<token>`). One row per booking, in the booking's
// partition; the booking keeps its own status (`bookings.status`), which the trip follows.
//
// `booking_flights` keeps the latest normalised snapshot of a booking's arriving flight, as the
// flight status provider (or, in a test partition, the simulator) last reported it.
//
// Vehicles gain what a traveller looks for at the kerb: make, model and colour.

const TRIP_STATUS_OF_BOOKING: Readonly<Record<string, string>> = { driver_assigned: 'driver_assigned', completed: 'completed', no_show: 'no_show' };

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('booking_trips', (t) => {
    t.string('booking_id', 32).primary();
    t.string('account_id', 40).notNullable();
    t.string('mode', 4).notNullable();
    // scheduled, driver_assigned, en_route, arrived, on_board, completed, no_show
    t.string('status', 16).notNullable();
    // The pickup as a UTC instant (it moves with a flight), and the free waiting after it.
    t.string('pickup_at', 30).notNullable();
    t.integer('free_waiting_minutes').notNullable();
    // When the free waiting starts, where it is not the pickup time: an arriving flight's actual landing.
    t.string('waiting_from', 30).nullable();
    // The bearer token of the traveller's page, `/trip/<token>`: 32 letters and digits.
    t.string('tracking_token', 40).notNullable().unique();
    // JSON: the driver as shown ({ first_name, last_name, phone, photo_url }) and the vehicle ({ make, model, colour, plate, class }); null until assigned.
    t.text('driver').nullable();
    t.text('vehicle').nullable();
    t.string('driver_id', 32).nullable();
    t.string('accepted_at', 30).nullable();
    t.string('en_route_at', 30).nullable();
    t.string('arrived_at', 30).nullable();
    t.string('on_board_at', 30).nullable();
    t.string('completed_at', 30).nullable();
    t.string('no_show_at', 30).nullable();
    // JSON { latitude, longitude, accuracy_m, heading, recorded_at }: the driver's last shared position.
    t.text('position').nullable();
    t.string('eta', 30).nullable();
    // JSON: what the driver recorded with a no-show (time, position, note).
    t.text('no_show_evidence').nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.index(['account_id', 'mode', 'status'], 'booking_trips_partition_status');
    t.index(['driver_id', 'pickup_at'], 'booking_trips_driver_pickup');
  });
  await db.schema.createTable('booking_flights', (t) => {
    t.string('booking_id', 32).primary();
    t.string('account_id', 40).notNullable();
    t.string('mode', 4).notNullable();
    t.string('flight_number', 8).notNullable();
    // scheduled, delayed, landed, diverted, cancelled, unknown
    t.string('status', 12).notNullable();
    t.string('scheduled_arrival', 30).notNullable();
    t.string('estimated_arrival', 30).nullable();
    t.string('actual_arrival', 30).nullable();
    t.string('terminal', 8).nullable();
    t.string('diverted_to', 4).nullable();
    // When the source observed it (out-of-order reports older than the stored one are ignored), and which source.
    t.string('observed_at', 30).nullable();
    t.string('source', 24).notNullable();
    t.string('updated_at', 30).notNullable();
    t.index(['account_id', 'mode', 'flight_number'], 'booking_flights_partition_flight');
  });
  await db.schema.alterTable('vehicles', (t) => {
    t.string('make', 40).nullable();
    t.string('model', 40).nullable();
    t.string('colour', 30).nullable();
  });
  // Every booking with a pickup already made has its trip, in the state its booking is in.
  const rows = (await db('bookings').whereNotNull('starts_at').select('id', 'account_id', 'mode', 'status', 'starts_at', 'driver', 'body', 'created_at')) as Array<{ id: string; account_id: string; mode: string; status: string; starts_at: string; driver: string | null; created_at: string }>;
  const trips = rows.map((row) => ({
    booking_id: row.id,
    account_id: row.account_id,
    mode: row.mode,
    status: TRIP_STATUS_OF_BOOKING[row.status] ?? 'scheduled',
    pickup_at: row.starts_at,
    free_waiting_minutes: 15,
    tracking_token: randomBytes(16).toString('hex'),
    driver: null,
    vehicle: null,
    created_at: row.created_at,
    updated_at: row.created_at,
  }));
  for (let i = 0; i < trips.length; i += 200) await db('booking_trips').insert(trips.slice(i, i + 200));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('vehicles', (t) => {
    t.dropColumn('make');
    t.dropColumn('model');
    t.dropColumn('colour');
  });
  await db.schema.dropTable('booking_flights');
  await db.schema.dropTable('booking_trips');
}
