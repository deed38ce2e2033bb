import type { Knex } from 'knex';
import { aedToFilsIn, filsToAedIn, ifType, rewriteColumn } from './support/amountsInJson';

// Money is integer fils in everything stored. A corporate request kept its estimate as JSON in
// AED (`amount_due_aed` …), and so did its transfer's booking (`price`); a DMC programme's
// booked service kept its version's line, priced in AED. They become `<name>_fils`.

const requests = (query: Knex.QueryBuilder): Knex.QueryBuilder => query;
const bookingsOf = (kind: string) => (query: Knex.QueryBuilder): Knex.QueryBuilder => query.where({ kind });

export async function up(db: Knex): Promise<void> {
  await rewriteColumn(db, 'corporate_requests', ['account_id', 'mode', 'id'], 'estimate', requests, aedToFilsIn);
  await rewriteColumn(db, 'bookings', ['id'], 'body', bookingsOf('corporate'), ifType('transfer', aedToFilsIn));
  await rewriteColumn(db, 'bookings', ['id'], 'body', bookingsOf('dmc'), aedToFilsIn);
}

export async function down(db: Knex): Promise<void> {
  await rewriteColumn(db, 'corporate_requests', ['account_id', 'mode', 'id'], 'estimate', requests, filsToAedIn);
  await rewriteColumn(db, 'bookings', ['id'], 'body', bookingsOf('corporate'), ifType('transfer', filsToAedIn));
  await rewriteColumn(db, 'bookings', ['id'], 'body', bookingsOf('dmc'), filsToAedIn);
}
