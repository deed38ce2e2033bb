import type { Knex } from 'knex';

// A test partition has a clock of its own, as a Stripe test clock: the service's clock moved on
// by `clock_offset_ms` (0 until a partner advances it with POST /test-helpers/clock/advance;
// forward only, so never negative). Stored as an offset rather than a frozen instant: time in
// the partition still passes with real time (a quote kept 30 minutes expires 30 real minutes
// later), and every instance of the service reads the same offset from the database, never a
// copy it keeps.
//
// `ticks_due_at` is when, on the service's clock, the partition's time-driven work (the
// simulated driver, simulated flights, its month's close …: src/engine/partitionTicks.ts) next
// falls due; the `partition_ticks` job runs the partitions whose moment has come, and a new trip
// marks its partition due at once. Null when the partition has nothing waiting.

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('partitions', (t) => {
    t.bigInteger('clock_offset_ms').notNullable().defaultTo(0);
    t.string('ticks_due_at', 30).nullable();
    t.index(['ticks_due_at'], 'partitions_ticks_due');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('partitions', (t) => {
    t.dropIndex(['ticks_due_at'], 'partitions_ticks_due');
  });
  await db.schema.alterTable('partitions', (t) => {
    t.dropColumn('ticks_due_at');
    t.dropColumn('clock_offset_ms');
  });
}
