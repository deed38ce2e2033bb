import type { Knex } from 'knex';

// PINT AE e-invoices sent through the accredited service provider (EINVOICE_PROVIDER; the local
// simulator by default). One row per issued tax invoice or tax credit note, queued in the
// transaction that issues it with the XML as built then (the bytes sent are the bytes queued),
// moved by the sending job: queued → sent → accepted → acknowledged, or rejected with the
// provider's error. A job claims a row (`claim_token`, `claimed_until`) before it sends or polls,
// so two instances never send one document twice. `einvoice_attempts` keeps every attempt and
// every answer of the provider, in order.

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('einvoice_transmissions', (t) => {
    // `etx_…`
    t.string('id', 32).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // The issued document (`inv_…`, `cn_…`) and its kind: `tax_invoice` or `tax_credit_note`.
    t.string('document_id', 40).notNullable();
    t.string('kind', 24).notNullable();
    t.text('xml').notNullable();
    t.string('xml_sha256', 64).notNullable();
    // `queued`, `sent`, `accepted`, `acknowledged` or `rejected`.
    t.string('status', 16).notNullable();
    // The provider it goes through (`simulator`), and the provider's reference of the document once it took it.
    t.string('provider', 32).notNullable();
    t.string('provider_reference', 80).nullable();
    // Attempts to send since it was last queued; when the next attempt or poll is due.
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('next_attempt_at', 30).notNullable();
    // The last transport failure (the provider could not be reached), kept while retrying.
    t.string('last_error', 500).nullable();
    // The provider's rejection: its rule id and message.
    t.string('error_code', 80).nullable();
    t.string('error_message', 500).nullable();
    t.string('claim_token', 32).nullable();
    t.string('claimed_until', 30).nullable();
    t.string('queued_at', 30).notNullable();
    t.string('transmitted_at', 30).nullable();
    t.string('acknowledged_at', 30).nullable();
    t.string('updated_at', 30).notNullable();
    t.unique(['account_id', 'mode', 'document_id'], { indexName: 'einvoice_transmissions_document' });
    t.index(['status', 'next_attempt_at'], 'einvoice_transmissions_due');
  });
  await db.schema.createTable('einvoice_attempts', (t) => {
    t.increments('id').primary();
    t.string('transmission_id', 32).notNullable();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // `sent`, `rejected`, `transport_failed`, `accepted`, `acknowledged`, `requeued`.
    t.string('outcome', 24).notNullable();
    t.string('detail', 500).nullable();
    t.string('at', 30).notNullable();
    t.index(['transmission_id', 'id'], 'einvoice_attempts_transmission');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('einvoice_attempts');
  await db.schema.dropTable('einvoice_transmissions');
}
