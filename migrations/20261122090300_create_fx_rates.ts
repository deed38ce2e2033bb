import type { Knex } from 'knex';

// Starting daily rates, AED per unit; the operator keeps them current with `npm run admin -- fx set`.
const SEED_RATES: ReadonlyArray<[string, string]> = [
  ['USD', '3.6725'],
  ['EUR', '3.9800'],
  ['GBP', '4.6500'],
  ['SAR', '0.9793'],
  ['QAR', '1.0089'],
  ['OMR', '9.5500'],
  ['KWD', '11.9500'],
  ['BHD', '9.7400'],
  ['INR', '0.0436'],
  ['CNY', '0.5100'],
  ['RUB', '0.0400'],
  ['CHF', '4.1500'],
];

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('fx_rates', (t) => {
    t.string('currency', 3).primary();
    // Decimal text, so no dialect rounds it on the way in or out.
    t.string('aed_per_unit', 32).notNullable();
    t.string('as_of', 10).notNullable();
    t.string('updated_at', 30).notNullable();
  });
  const now = new Date().toISOString();
  await db('fx_rates').insert(
    SEED_RATES.map(([currency, rate]) => ({ currency, aed_per_unit: rate, as_of: now.slice(0, 10), updated_at: now })),
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('fx_rates');
}
