import type { Knex } from 'knex';

// Money is integer fils in everything stored. A DMC programme's priced versions kept the
// contract's version as JSON, amounts in AED (`net_aed`, `sell_aed` …), and a shuttle run's
// booking its `price_aed`: they become `<name>_fils`, and the code shows them in AED again.
// The conversion is written here, not imported, so that this migration means the same later;
// Knex runs each migration in a transaction, so the rows change all together or not at all.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function renameAmounts(value: Json, from: string, to: string, convert: (amount: number) => number): Json {
  if (Array.isArray(value)) return value.map((item) => renameAmounts(item, from, to, convert));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key.endsWith(from) && (typeof item === 'number' || item === null)
        ? [`${key.slice(0, -from.length)}${to}`, item === null ? null : convert(item)]
        : [key, renameAmounts(item, from, to, convert)],
    ),
  );
}

const toFils = (body: string): string => JSON.stringify(renameAmounts(JSON.parse(body) as Json, '_aed', '_fils', (aed) => Math.round(aed * 100)));
const toAed = (body: string): string => JSON.stringify(renameAmounts(JSON.parse(body) as Json, '_fils', '_aed', (fils) => fils / 100));

const BATCH = 500;

/** Rewrites `body` of every row of `table` that `where` selects, a batch at a time in key order. */
async function rewriteBodies(db: Knex, table: string, key: readonly string[], where: (query: Knex.QueryBuilder) => Knex.QueryBuilder, rewrite: (body: string) => string): Promise<void> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await where(db(table)).orderBy(key.map((column) => ({ column }))).offset(offset).limit(BATCH).select([...key, 'body'])) as Array<Record<string, string | number>>;
    for (const row of rows) {
      const body = String(row.body);
      const rewritten = rewrite(body);
      if (rewritten !== body) await db(table).where(Object.fromEntries(key.map((column) => [column, row[column]]))).update({ body: rewritten });
    }
    if (rows.length < BATCH) return;
  }
}

const VERSION_KEY = ['account_id', 'mode', 'programme_id', 'number'];
const allVersions = (query: Knex.QueryBuilder): Knex.QueryBuilder => query;
const corporateBookings = (query: Knex.QueryBuilder): Knex.QueryBuilder => query.where({ kind: 'corporate' });
// Only a run's body changes: a corporate transfer's keeps its request's estimate as it is.
const ifShuttleRun = (rewrite: (body: string) => string) => (body: string): string =>
  (JSON.parse(body) as { type?: string }).type === 'shuttle_run' ? rewrite(body) : body;

export async function up(db: Knex): Promise<void> {
  await rewriteBodies(db, 'dmc_programme_versions', VERSION_KEY, allVersions, toFils);
  await rewriteBodies(db, 'bookings', ['id'], corporateBookings, ifShuttleRun(toFils));
}

export async function down(db: Knex): Promise<void> {
  await rewriteBodies(db, 'dmc_programme_versions', VERSION_KEY, allVersions, toAed);
  await rewriteBodies(db, 'bookings', ['id'], corporateBookings, ifShuttleRun(toAed));
}
