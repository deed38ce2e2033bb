import type { Knex } from 'knex';

// The account's own legal details, set by the trade desk (`npm run admin -- account details`):
// printed as the recipient of its tax invoices and read by the partner in `GET /settings`. Empty
// until set; an account not registered for VAT keeps no TRN.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('accounts', (t) => {
    t.string('legal_name', 200).nullable();
    t.string('legal_address', 500).nullable();
    t.string('trn', 15).nullable();
  });
}

// Plain ALTER TABLE … DROP COLUMN, which both dialects run in place: Knex's SQLite dropColumn
// rebuilds the table, and dropping `accounts` fails while other tables' rows refer to it.
export async function down(db: Knex): Promise<void> {
  for (const column of ['legal_name', 'legal_address', 'trn']) await db.raw('alter table ?? drop column ??', ['accounts', column]);
}
