import { isPostgres, rawRows, type Db } from '../../src/platform/db';

/**
 * Bookkeeping that any request may touch, refused or not: migrations, rate-limit counters, and the
 * request log (every call of a known caller is kept there, a refusal too, whatever the mode).
 */
const BOOKKEEPING = new Set(['knex_migrations', 'knex_migrations_lock', 'rate_limit_windows', 'request_logs']);

/** Every table of the service's schema but bookkeeping. */
export async function serviceTables(db: Db): Promise<string[]> {
  const rows = isPostgres(db)
    ? rawRows<{ name: string }>(await db.raw('select tablename as name from pg_tables where schemaname = current_schema()'))
    : rawRows<{ name: string }>(await db.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'"));
  return rows.map((row) => row.name).filter((name) => !BOOKKEEPING.has(name)).sort();
}

/** Row counts of every service table, to show that a refused request stored nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await serviceTables(db)) {
    const [row] = (await db(table).count({ n: '*' })) as Array<{ n: number | string }>;
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}
