import type { Knex } from 'knex';

// What the service issued, kept as it was issued: tax invoices, tax credit notes, statements and
// pro-formas. At issue each document's data (supplier and recipient as they were, lines, totals)
// is stored as the JSON it is served as, with its rendered PDF bytes and the SHA-256 of each, so
// every later read returns the same bytes whatever changes in the operator's or the account's
// details afterwards (a finalized invoice is immutable; a change is a credit note).
//
// `invoiced_bookings` records what each tax invoice charged for each booking (VAT-inclusive
// gross and its VAT, in fils): the value a tax credit note starts from, and what tells a later
// invoice that a booking was already invoiced (an invoice never carries a negative line).
//
// Both tables refuse every way of rewriting a row in the database itself, as the audit log and
// the ledger do: update, delete (except a test partition's rows, which its reset clears),
// SQLite's REPLACE and upserts, PostgreSQL's TRUNCATE.

interface Guarded {
  table: string;
  /** The columns a stored row is found by (its primary and unique keys). */
  keys: readonly string[];
}

const GUARDED: readonly Guarded[] = [
  { table: 'issued_documents', keys: ['id'] },
  { table: 'invoiced_bookings', keys: ['invoice_id', 'booking_id'] },
];

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('issued_documents', (t) => {
    // `inv_…`, `cn_…`, `stm_…`, `pf_…`: the id the API names the document by.
    t.string('id', 40).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // `tax_invoice`, `tax_credit_note`, `statement` or `proforma`.
    t.string('kind', 24).notNullable();
    // `INV-2026-000001`, `CN-2026-000001`, `PF-2026-000001` (test partitions: `TEST-…`); null for a statement.
    t.string('number', 40).nullable().unique();
    // The month a tax invoice or statement covers (`YYYY-MM`, UAE time); null for the others.
    t.string('period', 7).nullable();
    t.string('issued_at', 30).notNullable();
    // The document's data as served (UTF-8 JSON text) and its SHA-256 (hex).
    t.text('data').notNullable();
    t.string('data_sha256', 64).notNullable();
    // The rendered PDF and its SHA-256 (hex): the `ETag` of every read of it.
    t.binary('pdf').notNullable();
    t.string('pdf_sha256', 64).notNullable();
    t.index(['account_id', 'mode', 'kind', 'issued_at'], 'issued_documents_partition_kind_time');
    t.index(['account_id', 'mode', 'kind', 'period'], 'issued_documents_partition_kind_period');
  });
  await db.schema.createTable('invoiced_bookings', (t) => {
    t.string('invoice_id', 40).notNullable();
    t.string('booking_id', 32).notNullable();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // What the invoice charged for the booking, VAT included, and the VAT in it (fils).
    t.bigInteger('gross_fils').notNullable();
    t.bigInteger('vat_fils').notNullable();
    t.string('invoiced_at', 30).notNullable();
    t.primary(['invoice_id', 'booking_id']);
    t.index(['account_id', 'mode', 'booking_id'], 'invoiced_bookings_partition_booking');
  });
  if (db.client.config.client === 'pg') {
    // append_only_refused() came with the audit log's and the ledger's guards.
    for (const { table } of GUARDED) {
      await db.raw(`create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function append_only_refused()`);
      await db.raw(`create trigger ${table}_no_update before update on ${table} for each row execute function append_only_refused()`);
      await db.raw(`create trigger ${table}_no_delete before delete on ${table} for each row when (old.mode <> 'test') execute function append_only_refused()`);
    }
    return;
  }
  for (const { table, keys } of GUARDED) {
    const stored = keys.map((key) => `${key} = new.${key}`).join(' and ');
    const refused = `select raise(abort, '${table} is append-only')`;
    await db.raw(`create trigger ${table}_no_replace before insert on ${table} when exists (select 1 from ${table} where ${stored}) begin ${refused}; end`);
    await db.raw(`create trigger ${table}_no_update before update on ${table} begin ${refused}; end`);
    await db.raw(`create trigger ${table}_no_delete before delete on ${table} when old.mode <> 'test' begin ${refused}; end`);
  }
}

export async function down(db: Knex): Promise<void> {
  const pg = db.client.config.client === 'pg';
  for (const { table } of GUARDED) {
    for (const trigger of [pg ? 'no_truncate' : 'no_replace', 'no_update', 'no_delete']) await db.raw(pg ? `drop trigger ${table}_${trigger} on ${table}` : `drop trigger ${table}_${trigger}`);
  }
  await db.schema.dropTable('invoiced_bookings');
  await db.schema.dropTable('issued_documents');
}
