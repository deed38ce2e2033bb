import type { Knex } from 'knex';

// Vouchers e-mailed to travellers (`POST /api/b2b/v1/bookings/{ref}/voucher/email`), one row per
// request, in the booking's partition: to whom, who asked (`actor`: a key or a person of the
// portal) and the message it queued in the outbox (`mail_id`; null in a test partition, whose
// mail reaches no one). `status` is `queued` or `not_sent` as the answer said; it never changes.

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('voucher_emails', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 40).notNullable();
    t.string('mode', 4).notNullable();
    t.string('booking_id', 32).notNullable();
    t.string('to_address', 320).notNullable();
    t.string('status', 10).notNullable();
    t.string('mail_id', 32).nullable();
    t.string('actor', 80).notNullable();
    t.string('request_id', 64).nullable();
    t.string('created_at', 30).notNullable();
    t.index(['account_id', 'mode', 'booking_id', 'created_at'], 'voucher_emails_booking_index');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('voucher_emails');
}
