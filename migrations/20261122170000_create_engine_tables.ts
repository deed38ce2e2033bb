import type { Knex } from 'knex';

// The engine behind the v1 API: every row of these tables belongs to one partition, an
// (account_id, mode) pair where mode is `test` or `live` (the mode of the key that wrote it).
// The trade desk's queue (desk_queue, from the account actions) becomes the one queue of tasks
// for everything that needs a person, so it gains the task's account, subject and answer.

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('partitions', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // Test partitions are seeded with a realistic world on first use; live ones start empty.
    t.string('seeded_at', 30).notNullable();
    t.primary(['account_id', 'mode']);
  });
  await db.schema.createTable('quotes', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('product', 24).notNullable();
    // The quote as answered (JSON): the booking is made from it, not from a second pricing.
    t.text('body').notNullable();
    t.bigInteger('amount_due_fils').notNullable();
    t.string('expires_at', 30).notNullable();
    t.string('used_at', 30).nullable();
    t.string('created_at', 30).notNullable();
  });
  await db.schema.createTable('bookings', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // transport, activity, client or desk_sale: the section whose operations show it.
    t.string('kind', 16).notNullable();
    t.string('status', 20).notNullable();
    t.string('quote_id', 32).nullable().unique();
    // The activity product, for allotments; null for transfers.
    t.string('product_id', 32).nullable();
    // Day of service in UAE time (YYYY-MM-DD), for allotments, desk days and statements.
    t.string('service_date', 10).notNullable();
    t.bigInteger('amount_due_fils').notNullable();
    t.bigInteger('fee_fils').notNullable().defaultTo(0);
    t.string('traveller_name', 200).notNullable();
    t.string('agency_reference', 64).nullable();
    // The section's view of the booking (JSON), as booked; status, driver and cancellation live in columns.
    t.text('body').notNullable();
    t.text('driver').nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.string('cancelled_at', 30).nullable();
    t.index(['account_id', 'mode', 'kind', 'created_at', 'id']);
    t.index(['account_id', 'mode', 'service_date']);
  });
  await db.schema.createTable('state_moves', (t) => {
    t.increments('id').primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('subject_type', 24).notNullable();
    t.string('subject_id', 32).notNullable();
    t.string('from_state', 24).nullable();
    t.string('to_state', 24).notNullable();
    // `key:<api key id>`, `desk:<operator>`, `test_helper:<api key id>` or `system`.
    t.string('actor', 80).notNullable();
    t.string('request_id', 40).nullable();
    t.string('created_at', 30).notNullable();
    t.index(['subject_type', 'subject_id']);
  });
  await db.schema.createTable('ledger_entries', (t) => {
    t.increments('id').primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // topup, charge, refund, cancellation_fee, adjustment
    t.string('kind', 20).notNullable();
    // Signed: what the entry adds to the balance (a charge is negative).
    t.bigInteger('amount_fils').notNullable();
    t.bigInteger('balance_after_fils').notNullable();
    t.string('booking_id', 32).nullable();
    t.string('reference', 80).notNullable();
    t.string('description', 300).notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['account_id', 'mode', 'id']);
    t.index(['booking_id']);
  });
  // The balance derived from the ledger, kept in the same transaction as each entry so a
  // conditional update can refuse an overdraft without reading and summing the whole ledger.
  await db.schema.createTable('balances', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.bigInteger('balance_fils').notNullable().defaultTo(0);
    // 0 while bookings are prepaid.
    t.bigInteger('credit_limit_fils').notNullable().defaultTo(0);
    t.string('credit_terms', 8).nullable();
    t.string('updated_at', 30).notNullable();
    t.primary(['account_id', 'mode']);
  });
  // The outbox: one row per change that matters, written in the change's transaction. The inbox
  // shows the ones with a notice; webhooks and the event feed will read the same rows.
  await db.schema.createTable('events', (t) => {
    // Commit order within the service, for readers that must see events in the order they happened.
    t.increments('seq').primary();
    t.string('id', 32).notNullable().unique();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('type', 48).notNullable();
    t.string('subject_type', 24).notNullable();
    t.string('subject_id', 32).notNullable();
    t.text('data').notNullable();
    t.string('notice_kind', 32).nullable();
    t.string('notice_title', 200).nullable();
    t.text('notice_body').nullable();
    t.string('request_id', 40).nullable();
    t.string('created_at', 30).notNullable();
    t.index(['account_id', 'mode', 'created_at', 'id']);
  });
  await db.schema.createTable('allotments', (t) => {
    // `live`, or `test:<account id>`: a test partition sells from its own allotments.
    t.string('pool', 40).notNullable();
    t.string('product_id', 32).notNullable();
    t.string('service_date', 10).notNullable();
    t.integer('capacity').notNullable();
    t.integer('sold').notNullable().defaultTo(0);
    t.primary(['pool', 'product_id', 'service_date']);
  });
  await db.schema.createTable('service_requests', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // The booking an amendment or service request is about; null for quote and wholesale requests.
    t.string('booking_id', 32).nullable();
    // amendment, service, quote_request, wholesale_request
    t.string('kind', 24).notNullable();
    t.string('status', 20).notNullable();
    t.text('details').notNullable();
    t.text('answer_note').nullable();
    // What the desk set with its answer: a price difference (amendment) or a quoted price.
    t.bigInteger('answer_amount_fils').nullable();
    t.string('created_at', 30).notNullable();
    t.string('answered_at', 30).nullable();
    t.index(['account_id', 'mode', 'created_at', 'id']);
  });
  await db.schema.createTable('partition_settings', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.text('settings').notNullable();
    t.string('updated_at', 30).notNullable();
    t.primary(['account_id', 'mode']);
  });
  await db.schema.alterTable('desk_queue', (t) => {
    t.string('account_id', 32).nullable();
    t.string('subject_type', 24).nullable();
    t.string('subject_id', 32).nullable();
    t.text('details').nullable();
    // accepted or declined, with the desk's note and any amount it set.
    t.string('answer', 10).nullable();
    t.text('note').nullable();
    t.bigInteger('amount_fils').nullable();
    t.string('answered_at', 30).nullable();
  });
  await db('desk_queue').where({ status: 'queued' }).update({ status: 'open' });
}

export async function down(db: Knex): Promise<void> {
  await db('desk_queue').where({ status: 'open' }).update({ status: 'queued' });
  // Tasks of kinds the account actions did not have go with the engine's tables.
  await db('desk_queue').whereNotIn('kind', ['credit_line_application', 'wallet_topup']).delete();
  await db.schema.alterTable('desk_queue', (t) => {
    for (const column of ['account_id', 'subject_type', 'subject_id', 'details', 'answer', 'note', 'amount_fils', 'answered_at']) t.dropColumn(column);
  });
  for (const table of ['partition_settings', 'service_requests', 'allotments', 'events', 'balances', 'ledger_entries', 'state_moves', 'bookings', 'quotes', 'partitions']) {
    await db.schema.dropTable(table);
  }
}
