import type { Knex } from 'knex';

// What a tax invoice names of its recipient, asked on the partner application (`/trade/apply`):
// the registered address (street and building, and city; the country was asked already), the
// e-mail address invoices go to, and whether the company is registered for VAT in the UAE. A TRN
// is given only by a company that is (registered address in the UAE, and registered), so `trn`
// may now be null: a company outside the UAE, or one under the registration threshold, applies
// without one. Applications stored before this migration all gave a UAE TRN: they were registered.

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('partner_applications', (t) => {
    t.string('address', 200).nullable();
    t.string('city', 100).nullable();
    t.string('billing_email', 254).nullable();
    t.boolean('vat_registered').nullable();
  });
  await db('partner_applications').update({ vat_registered: true });
  await db.schema.alterTable('partner_applications', (t) => {
    t.string('trn', 15).nullable().alter();
  });
}

export async function down(db: Knex): Promise<void> {
  // An application without a TRN kept none: an empty one, as the column held before.
  await db('partner_applications').whereNull('trn').update({ trn: '' });
  await db.schema.alterTable('partner_applications', (t) => {
    t.string('trn', 15).notNullable().alter();
  });
  await db.schema.alterTable('partner_applications', (t) => {
    t.dropColumn('vat_registered');
    t.dropColumn('billing_email');
    t.dropColumn('city');
    t.dropColumn('address');
  });
}
