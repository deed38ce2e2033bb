import type { Knex } from 'knex';

// Every bank transfer credited to a wallet, keyed by its bank reference as the bank wrote it
// (spaces collapsed, upper case): the key is what makes a transfer credited once, whichever
// account or person credits it and however many at the same moment.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('bank_transfer_credits', (t) => {
    t.string('bank_reference', 80).primary();
    t.string('account_id', 40).notNullable();
    t.string('mode', 4).notNullable();
    t.bigInteger('amount_fils').notNullable();
    // As given, for people to read.
    t.string('reference', 80).notNullable();
    t.string('credited_by', 100).notNullable();
    t.string('created_at', 30).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('bank_transfer_credits');
}
