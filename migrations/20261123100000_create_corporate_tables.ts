import type { Knex } from 'knex';

// Corporate transport, per partition: cost centres (with their approvers), employees' transfer
// requests, staff shuttles with their versioned rates, and the shuttle runs scheduled as
// bookings. Money is in fils. A request's and a run's booking is a row of `bookings` (kind
// `corporate`); usage and budgets are counted from those bookings through `booking_id` here.
// Ids are unique within a partition: every test partition holds the same sandbox company.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('corporate_cost_centres', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    t.string('code', 40).notNullable();
    // The code in lower case: unique in the partition, so two at once cannot take one code.
    t.string('code_key', 40).notNullable();
    t.string('name', 120).notNullable();
    // active or archived
    t.string('status', 10).notNullable();
    t.bigInteger('monthly_budget_fils').nullable();
    t.bigInteger('approval_threshold_fils').nullable();
    // JSON: [{ id, name, email, approves_up_to_fils }], replaced as a whole.
    t.text('approvers').notNullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'id']);
    t.unique(['account_id', 'mode', 'code_key']);
    t.index(['account_id', 'mode', 'created_at', 'id']);
  });
  await db.schema.createTable('corporate_requests', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    t.string('cost_centre_id', 32).notNullable();
    // pending_approval, approved, declined or expired (completed is read from the booking).
    t.string('status', 20).notNullable();
    t.text('traveller').notNullable();
    t.string('employee_id', 40).nullable();
    t.string('purpose', 200).notNullable();
    t.text('transfer').notNullable();
    t.text('notes').nullable();
    // The pickup in UAE time as the contract shows it, and its UAE date (the month it is charged to).
    t.string('pickup_at', 30).notNullable();
    t.string('service_date', 10).notNullable();
    // JSON: { currency, terms, public_price_aed, amount_due_aed }, as priced at the request.
    t.text('estimate').notNullable();
    t.bigInteger('amount_due_fils').notNullable();
    // JSON array: above_threshold, over_budget.
    t.text('reasons').notNullable();
    // UTC, so the expiry job compares it as text; null when no approval is needed.
    t.string('decide_by_at', 30).nullable();
    // JSON: { outcome, approver: { name, email }, reason, decided_at }.
    t.text('decision').nullable();
    t.string('booking_id', 32).nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'id']);
    t.index(['account_id', 'mode', 'created_at', 'id']);
    t.index(['account_id', 'mode', 'cost_centre_id', 'service_date']);
    // The expiry job's look-up, across partitions.
    t.index(['status', 'decide_by_at']);
  });
  await db.schema.createTable('corporate_shuttles', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    t.string('name', 120).notNullable();
    // active, paused or ended
    t.string('status', 10).notNullable();
    t.string('status_reason', 300).nullable();
    t.string('cost_centre_id', 32).notNullable();
    t.string('vehicle', 20).notNullable();
    t.integer('vehicles_per_run').notNullable();
    // JSON: the stops, departures and weekdays as the contract has them.
    t.text('stops').notNullable();
    t.text('departures').notNullable();
    t.text('days').notNullable();
    t.string('starts_on', 10).notNullable();
    t.string('ends_on', 10).nullable();
    // The rate in force (picked up) and the newly agreed one waiting to be picked up.
    t.integer('rate_version').notNullable();
    t.integer('pending_rate_version').nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'id']);
    t.index(['account_id', 'mode', 'created_at', 'id']);
  });
  // Every rate a shuttle was ever agreed at; a version is never changed once stored.
  await db.schema.createTable('corporate_shuttle_rates', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('shuttle_id', 32).notNullable();
    t.integer('version').notNullable();
    t.bigInteger('per_run_fils').notNullable();
    t.string('agreed_on', 10).notNullable();
    t.string('effective_from', 10).notNullable();
    // When it was picked up (version 1: at creation); null while pending or if superseded unpicked.
    t.string('picked_up_at', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'shuttle_id', 'version']);
  });
  await db.schema.createTable('corporate_shuttle_runs', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    t.string('shuttle_id', 32).notNullable();
    // The cost centre charged when it was scheduled; a later change of the shuttle's does not move it.
    t.string('cost_centre_id', 32).notNullable();
    t.string('booking_id', 32).notNullable().unique();
    t.string('service_date', 10).notNullable();
    t.string('departure_time', 5).notNullable();
    // outbound or return
    t.string('direction', 8).notNullable();
    t.integer('vehicles').notNullable();
    t.integer('rate_version').notNullable();
    t.string('created_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'id']);
    t.index(['account_id', 'mode', 'shuttle_id', 'service_date']);
    t.index(['account_id', 'mode', 'cost_centre_id', 'service_date']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['corporate_shuttle_runs', 'corporate_shuttle_rates', 'corporate_shuttles', 'corporate_requests', 'corporate_cost_centres']) {
    await db.schema.dropTable(table);
  }
  // Bookings of kind `corporate` stay, with their ledger entries: money that moved is never unwritten.
}
