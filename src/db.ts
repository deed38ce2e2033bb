import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import knex, { type Knex } from 'knex';
import { migrationSource } from '../migrations';

export type Db = Knex;

export interface DbOptions {
  /** PostgreSQL schema to work in (tests give each run its own). */
  searchPath?: string;
}

interface SqliteConnection {
  pragma(sql: string): unknown;
  prepare(sql: string): unknown;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Knex's better-sqlite3 dialect compiles every query's SQL anew (`connection.prepare` on each
 * call), which costs as much as running it. Statements are reusable, and the pool holds one
 * connection that runs one statement at a time, so the connection keeps its most recent
 * statements by SQL text (an insertion-ordered Map as an LRU). Knex sets no per-statement state
 * unless a query asks for `safeIntegers`, which this service never does.
 */
function cachePreparedStatements(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, unknown>();
  conn.prepare = (sql: string): unknown => {
    let statement = cache.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    } else {
      cache.delete(sql);
    }
    cache.set(sql, statement);
    return statement;
  };
}

/**
 * `sqlite:<file>` (or `sqlite::memory:`) opens an embedded SQLite database; `postgres://…` or
 * `postgresql://…` a PostgreSQL pool.
 */
export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file === '') throw new Error('DATABASE_URL sqlite: needs a file name, e.g. sqlite:./data/trade-api.sqlite');
    const filename = file === ':memory:' ? ':memory:' : resolve(file);
    if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
    return knex({
      client: 'better-sqlite3',
      connection: { filename },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
          // WAL and a busy timeout let several processes share one file; foreign keys are off by default in SQLite.
          conn.pragma('journal_mode = WAL');
          conn.pragma('busy_timeout = 5000');
          conn.pragma('synchronous = NORMAL');
          conn.pragma('foreign_keys = ON');
          cachePreparedStatements(conn);
          done(null, conn);
        },
      },
    });
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return knex({
      client: 'pg',
      connection: databaseUrl,
      pool: { min: 0, max: 10 },
      ...(options.searchPath ? { searchPath: [options.searchPath] } : {}),
    });
  }
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

export async function rollbackAll(db: Db): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback({ migrationSource }, true)) as [number, string[]];
  return reverted;
}

export async function pingDb(db: Db): Promise<void> {
  await db.raw('select 1');
}

export const isPostgres = (db: Db): boolean => db.client.config.client === 'pg';

/** The rows of a `db.raw` query: PostgreSQL wraps them in a result object, SQLite does not. */
export function rawRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
