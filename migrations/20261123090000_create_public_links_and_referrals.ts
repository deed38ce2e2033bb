import type { Knex } from 'knex';

// What the public pages need: the links the API hands out (a guest link, a tracking link, a client
// link, a widget, a site), what happens on them (views, scans, clicks), and the bookings visitors
// ask for there, attributed to the partner with the commission it earns. A partner's earnings are
// a second book of the ledger, apart from the wallet it books with.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('public_links', (t) => {
    // The URL's secret part: unguessable, unique across accounts and modes.
    t.string('token', 64).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // guide, tracking, dmc_client, widget or site
    t.string('kind', 12).notNullable();
    t.string('subject_id', 40).notNullable();
    // active, paused, retired or revoked
    t.string('status', 8).notNullable();
    t.string('expires_at', 30).nullable();
    t.string('created_at', 30).notNullable();
    t.string('ended_at', 30).nullable();
    t.index(['account_id', 'mode', 'kind', 'subject_id']);
    t.index(['status', 'expires_at']);
  });
  await db.schema.createTable('public_hits', (t) => {
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('token', 64).notNullable();
    // view, scan or click
    t.string('kind', 8).notNullable();
    t.string('subject_type', 20).notNullable();
    t.string('subject_id', 40).notNullable();
    // A keyed hash of the visitor's address and browser: unique visitors without keeping either.
    t.string('visitor', 16).notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['account_id', 'mode', 'subject_type', 'subject_id', 'created_at']);
  });
  await db.schema.createTable('attributions', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('booking_id', 32).primary();
    // guide_property, site, widget or affiliate_link
    t.string('source_type', 20).notNullable();
    t.string('source_id', 40).notNullable();
    // The click that won the booking (last click within 30 days), when there was one.
    t.string('click_id', 32).nullable();
    t.bigInteger('price_fils').notNullable();
    t.integer('commission_bp').notNullable();
    t.bigInteger('commission_fils').notNullable();
    // pending (booking not yet served), earned (in the earnings book) or void (never served)
    t.string('status', 8).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('settled_at', 30).nullable();
    t.index(['account_id', 'mode', 'source_type', 'source_id', 'created_at']);
  });
  // The earnings book: entries shaped as the wallet's, kept apart so statements and invoices
  // (which read the wallet's entries) never see a commission.
  await db.schema.createTable('earnings_entries', (t) => {
    t.increments('id').primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // commission, commission_reversal, payout or payout_return
    t.string('kind', 20).notNullable();
    t.bigInteger('amount_fils').notNullable();
    t.bigInteger('balance_after_fils').notNullable();
    t.string('booking_id', 32).nullable();
    t.string('reference', 80).notNullable();
    t.string('description', 300).notNullable();
    t.string('created_at', 30).notNullable();
    t.index(['account_id', 'mode', 'id']);
  });
  await db.schema.alterTable('balances', (t) => {
    t.bigInteger('earnings_fils').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('balances', (t) => t.dropColumn('earnings_fils'));
  for (const table of ['earnings_entries', 'attributions', 'public_hits', 'public_links']) await db.schema.dropTable(table);
}
