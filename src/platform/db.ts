import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import knex, { type Knex } from 'knex';
import { migrationNames, migrationSource } from '../../migrations';
import type { Logger } from './logger';
import { DEFAULT_DB_ACQUIRE_TIMEOUT_MS, DEFAULT_DB_STATEMENT_TIMEOUT_MS, type Config } from './config';

export type Db = Knex;

export interface DbOptions {
  /** PostgreSQL schema to work in (tests give each run its own). */
  searchPath?: string;
  /** How long a query waits for a pooled connection, including opening one. */
  acquireTimeoutMs?: number;
  /** How long one statement may run (PostgreSQL) or wait for a lock (SQLite busy timeout). */
  statementTimeoutMs?: number;
  /** Where Knex's own messages go (the console when absent). */
  logger?: Logger;
}

/**
 * Knex warns on every failed acquire and every dropped connection; during an outage that is a
 * line per request besides the request's own error line, so those go to debug.
 */
function knexLog(logger: Logger): NonNullable<Knex.Config['log']> {
  const knexLogger = logger.child({ component: 'knex' });
  return {
    warn: (message: string) => knexLogger.debug(message),
    error: (message: string) => knexLogger.error(message),
    deprecate: (message: string) => knexLogger.warn(message),
    debug: (message: string) => knexLogger.debug(message),
  };
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

// The client-side query timeout waits this much past statement_timeout, so a live server's own
// cancellation (which keeps the connection) normally wins the race.
const QUERY_TIMEOUT_GRACE_MS = 250;

interface PgConnection {
  query(config: unknown, callback?: (err: Error | null, result: unknown) => void): unknown;
  connection: { stream: { destroy(): void } };
  __knex__disposed?: unknown;
}

/**
 * After node-postgres' client-side query timeout the statement is still on the wire: the
 * connection would hand the next query the old one's wait. It is closed and marked so the pool
 * drops it (Knex checks `__knex__disposed` before lending a connection) and opens a fresh one.
 */
function discardOnQueryTimeout(conn: PgConnection, done: (err: Error | null, conn: unknown) => void): void {
  const query = conn.query.bind(conn);
  conn.query = (config, callback) => {
    if (typeof callback !== 'function') return query(config, callback);
    return query(config, (err, result) => {
      if (err?.message === 'Query read timeout') {
        conn.__knex__disposed = err;
        conn.connection.stream.destroy();
      }
      callback(err, result);
    });
  };
  done(null, conn);
}

/**
 * `sqlite:<file>` (or `sqlite::memory:`) opens an embedded SQLite database; `postgres://…` or
 * `postgresql://…` a PostgreSQL pool.
 */
export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? DEFAULT_DB_ACQUIRE_TIMEOUT_MS;
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_DB_STATEMENT_TIMEOUT_MS;
  const log = options.logger ? { log: knexLog(options.logger) } : {};
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file === '') throw new Error('DATABASE_URL sqlite: needs a file name, e.g. sqlite:./data/trade-api.sqlite');
    const filename = file === ':memory:' ? ':memory:' : resolve(file);
    if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
    return knex({
      client: 'better-sqlite3',
      connection: { filename },
      useNullAsDefault: true,
      ...log,
      pool: {
        min: 1,
        max: 1,
        acquireTimeoutMillis: acquireTimeoutMs,
        afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
          // WAL and a busy timeout let several processes share one file; foreign keys are off by default in SQLite.
          conn.pragma('journal_mode = WAL');
          conn.pragma(`busy_timeout = ${statementTimeoutMs}`);
          // FULL: an acknowledged commit survives power loss too, not only a crash of the process
          // (NORMAL may lose the last ones). It costs one more fsync per commit; see docs/operations.md, "Durability (SQLite)".
          conn.pragma('synchronous = FULL');
          // After each checkpoint the WAL is cut back to 4 MB rather than kept at its largest.
          conn.pragma('journal_size_limit = 4194304');
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
      ...log,
      connection: {
        connectionString: databaseUrl,
        // statement_timeout makes a live server cancel a slow statement (57014) and keep the
        // connection; a stopped or frozen server never answers, so the client gives up too, a
        // little later, and on opening a connection.
        statement_timeout: statementTimeoutMs,
        query_timeout: statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS,
        connectionTimeoutMillis: acquireTimeoutMs,
      },
      pool: { min: 0, max: 10, acquireTimeoutMillis: acquireTimeoutMs, createTimeoutMillis: acquireTimeoutMs, afterCreate: discardOnQueryTimeout },
      ...(options.searchPath ? { searchPath: [options.searchPath] } : {}),
    });
  }
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

/** The pool's timeouts from the configuration. */
export function dbOptions(config: Pick<Config, 'dbAcquireTimeoutMs' | 'dbStatementTimeoutMs'>, logger?: Logger): DbOptions {
  return { acquireTimeoutMs: config.dbAcquireTimeoutMs, statementTimeoutMs: config.dbStatementTimeoutMs, ...(logger ? { logger } : {}) };
}

/**
 * Applies pending migrations. When the database has exactly the migrations this build lists
 * (every start but the first of a new version), one read says so: Knex's own check takes its
 * migration lock in a write transaction and releases it in another, a dozen statements and, on
 * SQLite, two forced writes to disk on every start. Anything else (a migration pending, one this
 * build does not know, no migrations table yet, a failed read) is Knex's to apply or refuse.
 */
export async function migrateLatest(db: Db): Promise<string[]> {
  if (await upToDate(db)) return [];
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

async function upToDate(db: Db): Promise<boolean> {
  let recorded: Array<{ name: string }>;
  try {
    recorded = (await db('knex_migrations').select('name')) as Array<{ name: string }>;
  } catch {
    return false;
  }
  const done = new Set(recorded.map((row) => row.name));
  return done.size === migrationNames.length && recorded.length === done.size && migrationNames.every((name) => done.has(name));
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
