import type { Knex } from 'knex';

// The affiliate programme and the booking widget, per partition. A tracking link is never changed
// once made (its URL may be printed as a QR code), so it has no status. A payout holds its amount
// in the earnings book while the trade desk acts on it (a request of kind affiliate_payout). Bank
// details are kept sealed (AES-256-GCM): only the IBAN's last four characters are readable. One
// widget per partition, shown by both widget operations of the contract.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('affiliate_links', (t) => {
    // The code, carried in the tracking URL: unique across accounts and modes.
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('name', 80).notNullable();
    t.string('landing_page', 20).notNullable();
    t.string('utm_source', 64).notNullable();
    t.string('utm_medium', 64).notNullable();
    t.string('utm_campaign', 64).notNullable();
    t.string('utm_term', 64).nullable();
    t.string('utm_content', 64).nullable();
    t.string('created_at', 30).notNullable();
    t.index(['account_id', 'mode', 'created_at', 'id']);
  });
  await db.schema.createTable('affiliate_payouts', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // The trade desk's request (kind affiliate_payout) that pays it.
    t.string('request_id', 32).notNullable().unique();
    // requested, paid, rejected or cancelled
    t.string('status', 10).notNullable();
    t.bigInteger('amount_fils').notNullable();
    t.string('note', 140).nullable();
    // The IBAN's last four characters as they were when it was requested, for the desk's task.
    t.string('iban_last4', 4).notNullable();
    t.string('expected_by', 10).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('paid_at', 30).nullable();
    t.string('rejected_at', 30).nullable();
    t.string('rejection_reason', 500).nullable();
    t.string('cancelled_at', 30).nullable();
    t.index(['account_id', 'mode', 'created_at', 'id']);
  });
  await db.schema.createTable('affiliate_bank_details', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // The details as JSON, sealed: v1.<nonce>.<tag>.<ciphertext>.
    t.text('sealed').notNullable();
    t.string('iban_last4', 4).notNullable();
    t.string('updated_at', 30).notNullable();
    t.primary(['account_id', 'mode']);
  });
  await db.schema.createTable('widgets', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // active, paused or suspended
    t.string('status', 10).notNullable();
    // Printed on every booking made through the widget.
    t.string('partner_code', 8).notNullable();
    // The settings as JSON: products, languages, currency, theme, allowed origins.
    t.text('settings').notNullable();
    t.string('suspension_reason', 500).nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.unique(['account_id', 'mode']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['widgets', 'affiliate_bank_details', 'affiliate_payouts', 'affiliate_links']) await db.schema.dropTable(table);
}
