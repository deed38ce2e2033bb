import type { Knex } from 'knex';

// The operator's fleet and who drives which job: drivers and vehicles are stored records, and a
// live booking's assignment names one of each, with the window the job keeps them busy (the
// pickup to the end of the service), which later assignments may not overlap while the booking
// still has its driver (a cancelled or completed job blocks nobody).
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('drivers', (t) => {
    t.string('id', 32).primary();
    t.string('name', 120).notNullable();
    t.string('phone', 16).notNullable();
    t.string('licence_number', 40).notNullable().unique();
    // JSON array of language codes the driver speaks (`["en","ar"]`).
    t.text('languages').notNullable();
    // active or inactive
    t.string('status', 10).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
  });
  await db.schema.createTable('vehicles', (t) => {
    t.string('id', 32).primary();
    t.string('plate', 20).notNullable().unique();
    t.string('class', 20).notNullable();
    t.integer('seats').notNullable();
    t.string('description', 120).notNullable();
    t.string('status', 10).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
  });
  await db.schema.createTable('dispatch_assignments', (t) => {
    t.string('booking_id', 32).primary();
    t.string('account_id', 40).notNullable();
    t.string('driver_id', 32).notNullable().references('id').inTable('drivers');
    t.string('vehicle_id', 32).notNullable().references('id').inTable('vehicles');
    t.string('starts_at', 30).notNullable();
    t.string('ends_at', 30).notNullable();
    t.string('assigned_by', 100).notNullable();
    t.string('assigned_at', 30).notNullable();
    t.index(['driver_id', 'starts_at']);
    t.index(['vehicle_id', 'starts_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('dispatch_assignments');
  await db.schema.dropTable('vehicles');
  await db.schema.dropTable('drivers');
}
