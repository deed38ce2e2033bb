import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('credit_line_applications', (t) => {
    t.string('reference', 16).primary();
    t.string('company_legal_name', 200).notNullable();
    t.string('trade_licence_number', 50).notNullable();
    t.string('licence_authority', 120).nullable();
    t.string('trn', 15).notNullable();
    t.string('contact_name', 120).nullable();
    t.string('contact_email', 254).notNullable();
    t.string('requested_terms', 8).notNullable();
    t.bigInteger('requested_limit_fils').nullable();
    t.string('client_ip', 64).notNullable();
    t.string('created_at', 30).notNullable();
  });
  await db.schema.createTable('wallet_topups', (t) => {
    t.string('reference', 16).primary();
    t.string('company_name', 200).notNullable();
    t.string('contact_email', 254).notNullable();
    t.bigInteger('amount_fils').notNullable();
    t.string('purchase_order', 64).nullable();
    t.string('client_ip', 64).notNullable();
    t.string('created_at', 30).notNullable();
  });
  // The trade desk's work queue: one row for every request that needs a person.
  await db.schema.createTable('desk_queue', (t) => {
    t.increments('id').primary();
    t.string('kind', 40).notNullable();
    t.string('reference', 16).notNullable().unique();
    t.string('status', 20).notNullable();
    t.text('summary').notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['status', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('desk_queue');
  await db.schema.dropTable('wallet_topups');
  await db.schema.dropTable('credit_line_applications');
}
