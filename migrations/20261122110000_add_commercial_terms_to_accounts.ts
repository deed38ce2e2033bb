import type { Knex } from 'knex';

// An account prices under one of three commercial terms: `tariff` (pays the public tariff),
// `commission` (pays the tariff and earns terms_percent of it) or `net_rate` (pays the tariff
// less terms_percent and sets its own selling price).
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('accounts', (t) => {
    t.string('commercial_terms', 12).notNullable().defaultTo('tariff');
    // Hundredths of a percent: 1250 is 12.5 %.
    t.integer('terms_basis_points').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('accounts', (t) => {
    t.dropColumn('terms_basis_points');
    t.dropColumn('commercial_terms');
  });
}
