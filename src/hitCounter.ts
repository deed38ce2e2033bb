import Database, { type Statement } from 'better-sqlite3';
import { rawRows, type Db } from './db';

/** Counts hits in the fixed windows of `rate_limit_windows`. */
export interface HitCounter {
  /** Adds one hit to the window and returns the window's total, atomically. */
  hit(bucket: string, windowStart: number): Promise<number>;
  /** Deletes windows that started before `windowStart`. */
  purgeBefore(windowStart: number): Promise<void>;
  close(): void;
}

// The same text on SQLite (3.35+) and PostgreSQL.
const HIT_SQL = `insert into rate_limit_windows (bucket, window_start, hits) values (?, ?, 1)
on conflict (bucket, window_start) do update set hits = rate_limit_windows.hits + 1
returning hits`;

class KnexHitCounter implements HitCounter {
  constructor(private readonly db: Db) {}

  async hit(bucket: string, windowStart: number): Promise<number> {
    const rows = rawRows<{ hits: number | string }>(await this.db.raw(HIT_SQL, [bucket, windowStart]));
    return Number(rows[0]?.hits ?? 0);
  }

  async purgeBefore(windowStart: number): Promise<void> {
    await this.db('rate_limit_windows').where('window_start', '<', windowStart).delete();
  }

  close(): void {}
}

const BUSY_RETRIES = 100;

/**
 * The limiter runs on every limited call, before any other work, and through Knex it cost as
 * much as the rest of a sandbox quote: Knex queues each query on its one-connection SQLite pool
 * (a promise and a timer per acquire) and builds the statement anew. This counter holds its own
 * connection to the same file with the statement prepared once. Its statement is a single
 * synchronous autocommit write, so it never interleaves with Knex's writes in this process; when
 * another process holds the write lock it retries without blocking the event loop
 * (busy_timeout 0) rather than stalling every request for up to the busy timeout.
 */
class SqliteHitCounter implements HitCounter {
  private readonly connection: Database.Database;
  private readonly hitStatement: Statement<[string, number], { hits: number }>;
  private readonly purgeStatement: Statement<[number]>;

  constructor(filename: string) {
    this.connection = new Database(filename);
    this.connection.pragma('busy_timeout = 0');
    this.connection.pragma('synchronous = NORMAL');
    this.hitStatement = this.connection.prepare(HIT_SQL);
    this.purgeStatement = this.connection.prepare('delete from rate_limit_windows where window_start < ?');
  }

  private async retryWhileBusy<T>(run: () => T): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return run();
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= BUSY_RETRIES) throw err;
        await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 20)));
      }
    }
  }

  hit(bucket: string, windowStart: number): Promise<number> {
    return this.retryWhileBusy(() => (this.hitStatement.get(bucket, windowStart) as { hits: number }).hits);
  }

  async purgeBefore(windowStart: number): Promise<void> {
    await this.retryWhileBusy(() => this.purgeStatement.run(windowStart));
  }

  close(): void {
    this.connection.close();
  }
}

/** A direct counter on a SQLite file; through Knex on PostgreSQL and in-memory SQLite. */
export function createHitCounter(db: Db): HitCounter {
  const connection = db.client.config.connection as { filename?: unknown } | string | undefined;
  const filename = typeof connection === 'object' ? connection.filename : undefined;
  if (db.client.config.client === 'better-sqlite3' && typeof filename === 'string' && filename !== ':memory:') {
    return new SqliteHitCounter(filename);
  }
  return new KnexHitCounter(db);
}
