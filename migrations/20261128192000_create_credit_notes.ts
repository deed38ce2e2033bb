import type { Knex } from 'knex';

// Tax credit notes (UAE VAT Executive Regulation, Article 60): one row per note, written in the
// transaction of the booking money move that issued it, next to its stored document
// (`issued_documents`, kind `tax_credit_note`). The row keeps the figures the next note and the
// next close compute from: which invoice and booking it corrects, the value it started from and
// the value it left, the difference and the VAT on it (fils).
//
// Append-only, refused in the database itself as `issued_documents` is: update, delete (except
// a test partition's rows, which its reset clears), SQLite's REPLACE and upserts, PostgreSQL's
// TRUNCATE.

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('credit_notes', (t) => {
    // `cn_…`: the id the API names the note by (the same as its issued document's).
    t.string('id', 40).primary();
    t.string('account_id', 32).notNullable();
    t.string('mode', 4).notNullable();
    // `CN-2026-000001` (test partitions: `TEST-CN-…`).
    t.string('number', 40).notNullable().unique();
    // The tax invoice it corrects, by id and by the number printed on it.
    t.string('invoice_id', 40).notNullable();
    t.string('invoice_number', 40).notNullable();
    t.string('booking_id', 32).notNullable();
    t.string('issued_at', 30).notNullable();
    // The supply's value on the invoice, before this note, after it; the difference and its VAT (fils, VAT included).
    t.bigInteger('invoiced_value_fils').notNullable();
    t.bigInteger('value_before_fils').notNullable();
    t.bigInteger('corrected_fils').notNullable();
    t.bigInteger('difference_fils').notNullable();
    t.bigInteger('vat_fils').notNullable();
    // `cancellation`, `refund`, `price_reduction` or `repricing`.
    t.string('reason_code', 24).notNullable();
    t.index(['account_id', 'mode', 'issued_at'], 'credit_notes_partition_time');
    t.index(['account_id', 'mode', 'booking_id'], 'credit_notes_partition_booking');
    t.index(['account_id', 'mode', 'invoice_id'], 'credit_notes_partition_invoice');
  });
  if (db.client.config.client === 'pg') {
    // append_only_refused() came with the audit log's and the ledger's guards.
    await db.raw('create trigger credit_notes_no_truncate before truncate on credit_notes for each statement execute function append_only_refused()');
    await db.raw('create trigger credit_notes_no_update before update on credit_notes for each row execute function append_only_refused()');
    await db.raw("create trigger credit_notes_no_delete before delete on credit_notes for each row when (old.mode <> 'test') execute function append_only_refused()");
    return;
  }
  const refused = "select raise(abort, 'credit_notes is append-only')";
  await db.raw(`create trigger credit_notes_no_replace before insert on credit_notes when exists (select 1 from credit_notes where id = new.id or number = new.number) begin ${refused}; end`);
  await db.raw(`create trigger credit_notes_no_update before update on credit_notes begin ${refused}; end`);
  await db.raw(`create trigger credit_notes_no_delete before delete on credit_notes when old.mode <> 'test' begin ${refused}; end`);
}

export async function down(db: Knex): Promise<void> {
  const pg = db.client.config.client === 'pg';
  for (const trigger of [pg ? 'no_truncate' : 'no_replace', 'no_update', 'no_delete']) await db.raw(pg ? `drop trigger credit_notes_${trigger} on credit_notes` : `drop trigger credit_notes_${trigger}`);
  await db.schema.dropTable('credit_notes');
}
