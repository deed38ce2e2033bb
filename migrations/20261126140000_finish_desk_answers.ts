import type { Knex } from 'knex';

// What a desk answer needs to finish its work: who answered a task; the pro-forma invoices a
// wallet top-up is answered with (numbered in the invoice sequences' `PF` series, each with a
// payment reference of its own that the payer quotes and finance matches a transfer by); and
// files sent with an e-mail (a pro-forma's PDF), kept with the message until it is sent.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('desk_queue', (t) => {
    t.string('answered_by', 100).nullable();
  });
  await db.schema.createTable('proforma_invoices', (t) => {
    t.string('number', 20).primary();
    t.string('topup_reference', 16).notNullable().unique();
    t.string('account_id', 40).notNullable();
    t.string('payment_reference', 16).notNullable().unique();
    t.bigInteger('amount_fils').notNullable();
    t.string('company_name', 200).notNullable();
    t.string('contact_email', 254).notNullable();
    t.string('purchase_order', 64).nullable();
    // issued, then paid once a transfer quoting its payment reference is credited
    t.string('status', 8).notNullable();
    t.string('issued_by', 100).notNullable();
    t.string('issued_at', 30).notNullable();
    t.string('paid_at', 30).nullable();
    t.string('bank_reference', 80).nullable();
    t.index(['account_id']);
  });
  await db.schema.alterTable('mail_outbox', (t) => {
    // JSON: [{ filename, content_type, content_base64 }]
    t.text('attachments').nullable();
  });
}

// Columns come off with plain ALTER TABLE: Knex's SQLite dropColumn rebuilds the table.
export async function down(db: Knex): Promise<void> {
  await db.raw('alter table ?? drop column ??', ['mail_outbox', 'attachments']);
  await db.schema.dropTable('proforma_invoices');
  await db.raw('alter table ?? drop column ??', ['desk_queue', 'answered_by']);
}
