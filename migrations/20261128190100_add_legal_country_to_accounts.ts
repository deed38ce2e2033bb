import type { Knex } from 'knex';

// The country of an account's registered address (ISO 3166-1 alpha-2, `AE` for the UAE): a tax
// invoice names its recipient's address in full, and a recipient outside the UAE has no UAE TRN.
// Null until the partner gives it on the application or the desk sets it.

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('accounts', (t) => {
    t.string('legal_country', 2).nullable();
  });
}

// Plain ALTER TABLE … DROP COLUMN, which both dialects run in place: Knex's SQLite dropColumn
// rebuilds the table, and dropping `accounts` fails while other tables' rows refer to it.
export async function down(db: Knex): Promise<void> {
  await db.raw('alter table ?? drop column ??', ['accounts', 'legal_country']);
}
