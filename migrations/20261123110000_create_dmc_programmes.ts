import type { Knex } from 'knex';

// DMC programmes, per partition. A programme's priced versions are rows of their own, written once
// and never updated, so a new version cannot change an old one. A client link is a link to one
// version's proposal page for one recipient: its URL's token, expiry and whether it still opens
// are the link's row in public_links (subject: the client link's id), and its opening are hits
// there; this row keeps what the programme needs: the version, the recipient, its state and who
// accepted through it.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('dmc_programmes', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    t.string('reference', 12).notNullable();
    t.string('title', 120).notNullable();
    // draft, proposed, on_hold, booked, declined, cancelled or completed
    t.string('status', 12).notNullable();
    t.string('status_reason', 500).nullable();
    // The DMC's client (JSON: company, contact_name, email, country).
    t.text('client').notNullable();
    t.integer('adults').notNullable();
    t.integer('children').notNullable();
    t.string('start_date', 10).notNullable();
    t.string('end_date', 10).notNullable();
    t.string('agency_reference', 64).nullable();
    t.text('notes').nullable();
    // The brand of its client documents (JSON, as the contract's DmcBrand).
    t.text('brand').notNullable();
    // Number of the newest version, 0 before the first: raised by a conditional update, which is
    // what numbers two versions saved at the same moment one after the other.
    t.integer('latest_version').notNullable().defaultTo(0);
    // Who accepted which version (JSON), and what accepting booked (JSON, with the booking ids).
    t.text('acceptance').nullable();
    t.text('booking').nullable();
    t.string('created_at', 30).notNullable();
    t.string('updated_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'id']);
    t.index(['account_id', 'mode', 'created_at', 'id']);
    // The completion job looks for booked programmes whose last day has passed.
    t.index(['status', 'end_date']);
  });
  await db.schema.createTable('dmc_programme_versions', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('programme_id', 32).notNullable();
    t.integer('number').notNullable();
    // The priced version as saved (JSON): lines, pricing, totals.
    t.text('body').notNullable();
    t.string('valid_until', 10).notNullable();
    // What booking it costs the account (the version's net total).
    t.bigInteger('net_fils').notNullable();
    t.string('created_at', 30).notNullable();
    t.primary(['account_id', 'mode', 'programme_id', 'number']);
  });
  await db.schema.createTable('dmc_client_links', (t) => {
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    t.string('id', 32).notNullable();
    t.string('programme_id', 32).notNullable();
    t.integer('version').notNullable();
    // active, accepted, expired or revoked
    t.string('status', 10).notNullable();
    t.string('recipient_name', 120).notNullable();
    t.string('recipient_email', 320).notNullable();
    t.boolean('allow_accept').notNullable();
    t.string('expires_at', 30).notNullable();
    t.string('created_at', 30).notNullable();
    t.string('revoked_at', 30).nullable();
    t.string('accepted_at', 30).nullable();
    t.string('accepted_by_name', 120).nullable();
    t.string('accepted_by_email', 320).nullable();
    t.primary(['account_id', 'mode', 'id']);
    t.index(['account_id', 'mode', 'programme_id', 'created_at', 'id']);
    // The expiry job looks for active links whose time has passed.
    t.index(['status', 'expires_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('dmc_client_links');
  await db.schema.dropTable('dmc_programme_versions');
  await db.schema.dropTable('dmc_programmes');
}
