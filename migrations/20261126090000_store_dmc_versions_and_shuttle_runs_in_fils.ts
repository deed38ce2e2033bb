import type { Knex } from 'knex';
import { aedToFilsIn, filsToAedIn, ifType, rewriteColumn } from './support/amountsInJson';

// Money is integer fils in everything stored. A DMC programme's priced versions kept the
// contract's version as JSON, amounts in AED (`net_aed`, `sell_aed` …), and a shuttle run's
// booking its `price_aed`: they become `<name>_fils`, and the code shows them in AED again.

const VERSION_KEY = ['account_id', 'mode', 'programme_id', 'number'];
const allVersions = (query: Knex.QueryBuilder): Knex.QueryBuilder => query;
const corporateBookings = (query: Knex.QueryBuilder): Knex.QueryBuilder => query.where({ kind: 'corporate' });

export async function up(db: Knex): Promise<void> {
  await rewriteColumn(db, 'dmc_programme_versions', VERSION_KEY, 'body', allVersions, aedToFilsIn);
  // Only a run's body: a corporate transfer's is the next migration's.
  await rewriteColumn(db, 'bookings', ['id'], 'body', corporateBookings, ifType('shuttle_run', aedToFilsIn));
}

export async function down(db: Knex): Promise<void> {
  await rewriteColumn(db, 'dmc_programme_versions', VERSION_KEY, 'body', allVersions, filsToAedIn);
  await rewriteColumn(db, 'bookings', ['id'], 'body', corporateBookings, ifType('shuttle_run', filsToAedIn));
}
