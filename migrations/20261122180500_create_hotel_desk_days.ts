import type { Knex } from 'knex';

// A hotel desk's days, per partition. A day gets its row with its first sale (or when it is
// closed), open; every sale of the day moves the row under the condition that it is still open,
// and closing moves it to closed before reading the sales. So a sale and a close of the same day
// queue on this one row: a sale that committed first is in the frozen settlement, and one that
// comes after the close is refused.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('hotel_desk_days', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // The UAE calendar date (YYYY-MM-DD): a desk day's id, in state moves and events too.
    t.string('id', 10).notNullable();
    // open or closed
    t.string('status', 8).notNullable();
    t.integer('sales_count').notNullable().defaultTo(0);
    t.string('closed_at', 30).nullable();
    // The day as it was closed (JSON): what GET answers, in every format, once it is closed.
    t.text('settlement').nullable();
    t.bigInteger('collected_fils').nullable();
    t.bigInteger('payable_fils').nullable();
    t.bigInteger('earned_fils').nullable();
    t.bigInteger('cash_expected_fils').nullable();
    t.bigInteger('cash_counted_fils').nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('hotel_desk_days');
}
