import type { Knex } from 'knex';

// The operator's own identity, printed on every document and public page: one row (id 1), set
// with `npm run admin -- operator set` (and later the console). Columns stay empty until set, so
// a document can say which details are missing instead of printing invented ones.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('operator_identity', (t) => {
    t.integer('id').primary();
    t.string('legal_name', 200).nullable();
    t.string('trading_name', 200).nullable();
    t.string('address', 500).nullable();
    t.string('trn', 15).nullable();
    // E.164, as stored: `+97143334444`; documents group the digits for reading.
    t.string('phone_24h', 16).nullable();
    t.string('desk_email', 254).nullable();
    t.string('desk_phone', 16).nullable();
    t.string('bank_name', 200).nullable();
    t.string('bank_account_name', 200).nullable();
    // Without spaces, upper case.
    t.string('iban', 34).nullable();
    t.string('swift', 11).nullable();
    // The logo printed on the operator's own documents (tax invoices, statements): PNG or JPEG
    // bytes as base64 text, which both dialects store alike; at most 256 KB of image.
    t.string('logo_type', 10).nullable();
    t.text('logo_base64').nullable();
    t.string('updated_at', 30).nullable();
    t.string('updated_by', 100).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('operator_identity');
}
