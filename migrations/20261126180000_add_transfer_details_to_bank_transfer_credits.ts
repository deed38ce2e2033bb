import type { Knex } from 'knex';

// What finance reads off the bank statement beside the reference: the day the bank valued the
// transfer and who sent it. Empty on credits made before, and on ones the CLI makes without them.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('bank_transfer_credits', (t) => {
    t.string('value_date', 10).nullable();
    t.string('payer', 200).nullable();
  });
}

// Plain ALTER TABLE … DROP COLUMN, which both dialects run in place (Knex's SQLite dropColumn rebuilds the table).
export async function down(db: Knex): Promise<void> {
  for (const column of ['value_date', 'payer']) await db.raw('alter table ?? drop column ??', ['bank_transfer_credits', column]);
}
