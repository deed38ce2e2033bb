import type { Knex } from 'knex';

// A driver's way to their jobs on a phone (src/drivers/): each assignment sends the driver a link
// (`/driver/open#<token>`) whose token is kept only as its SHA-256 and opens one session, once,
// until the end of its job's day (UAE time). The session is a `__Host-driver_session` cookie whose
// id is kept hashed too, with the session's CSRF token, until the end of the day of the driver's
// last job of the days it opened on. Drivers are the operator's, across partners' partitions.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('driver_links', (t) => {
    t.string('id', 32).primary();
    t.string('token_hash', 64).notNullable().unique();
    t.string('driver_id', 32).notNullable().references('id').inTable('drivers');
    // The job whose assignment sent it, and the message that carried it.
    t.string('booking_id', 32).notNullable();
    t.string('sms_id', 32).nullable();
    // Who assigned the job: desk:<staff id>, or desk:cli.
    t.string('created_by', 100).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    // Set once, by the session it opened: a link works once.
    t.string('used_at', 30).nullable();
    t.index(['driver_id', 'created_at'], 'driver_links_driver');
  });
  await db.schema.createTable('driver_sessions', (t) => {
    t.string('id_hash', 64).primary();
    t.string('driver_id', 32).notNullable().references('id').inTable('drivers');
    t.string('link_id', 32).notNullable().references('id').inTable('driver_links');
    t.string('csrf_token', 64).notNullable();
    t.string('ip', 64).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('last_seen_at', 30).notNullable();
    t.string('expires_at', 30).notNullable();
    t.string('ended_at', 30).nullable();
    t.index(['driver_id', 'ended_at'], 'driver_sessions_driver');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('driver_sessions');
  await db.schema.dropTable('driver_links');
}
