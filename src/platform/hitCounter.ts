import Database, { type Statement } from 'better-sqlite3';
import { rawRows, type Db } from './db';

/** Hits of one bucket in one fixed window. */
export interface WindowHits {
  bucket: string;
  windowStart: number;
  windowSeconds: number;
  hits: number;
}

/**
 * Where instances share their counts of fixed windows. The rate limiter counts in its own memory
 * and calls this in batches (`add`), and reads a window it has not seen lately (`read`), so a call
 * costs no round trip.
 */
export interface HitStore {
  /** Adds each window's hits and answers each window's total after the addition, in order. */
  add(windows: readonly WindowHits[]): Promise<number[]>;
  /** The shared total of a window (0 when nobody counted it). */
  read(bucket: string, windowStart: number): Promise<number>;
  /** Deletes windows that started before `windowStart`. */
  purgeBefore(windowStart: number): Promise<void>;
  close(): Promise<void>;
}

const READ_SQL = 'select hits from rate_limit_windows where bucket = ? and window_start = ?';
const ROWS_PER_STATEMENT = 200;

const windowKey = (bucket: string, windowStart: number): string => `${windowStart}\u0000${bucket}`;

/** Adds `rows` windows' hits in one statement, the same text on SQLite (3.35+) and PostgreSQL. */
const upsertSql = (rows: number, returning: string): string =>
  `insert into rate_limit_windows (bucket, window_start, hits) values ${Array.from({ length: rows }, () => '(?, ?, ?)').join(', ')}
on conflict (bucket, window_start) do update set hits = rate_limit_windows.hits + excluded.hits
returning ${returning}`;

/**
 * One multi-row upsert per batch. Rows go in a
 * fixed order so two instances flushing the same windows lock them in the same order and cannot
 * deadlock on PostgreSQL.
 */
class KnexHitStore implements HitStore {
  constructor(private readonly db: Db) {}

  async add(windows: readonly WindowHits[]): Promise<number[]> {
    const totals = new Map<string, number>();
    const sorted = [...windows].sort((a, b) => a.windowStart - b.windowStart || (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
    // One transaction, so a failed batch adds nothing and the limiter can send all of it again.
    await this.db.transaction(async (trx) => {
      for (let i = 0; i < sorted.length; i += ROWS_PER_STATEMENT) {
        const chunk = sorted.slice(i, i + ROWS_PER_STATEMENT);
        const sql = upsertSql(chunk.length, 'bucket, window_start, hits');
        const rows = rawRows<{ bucket: string; window_start: number | string; hits: number | string }>(
          await trx.raw(sql, chunk.flatMap((w) => [w.bucket, w.windowStart, w.hits])),
        );
        for (const row of rows) totals.set(windowKey(row.bucket, Number(row.window_start)), Number(row.hits));
      }
    });
    return windows.map((w) => totals.get(windowKey(w.bucket, w.windowStart)) ?? w.hits);
  }

  async read(bucket: string, windowStart: number): Promise<number> {
    const rows = rawRows<{ hits: number | string }>(await this.db.raw(READ_SQL, [bucket, windowStart]));
    return Number(rows[0]?.hits ?? 0);
  }

  async purgeBefore(windowStart: number): Promise<void> {
    await this.db('rate_limit_windows').where('window_start', '<', windowStart).delete();
  }

  async close(): Promise<void> {}
}

/**
 * On a SQLite file the store holds its own connection with busy_timeout 0: better-sqlite3 is
 * synchronous, so waiting for another process's write lock (Knex's connection waits up to 5 s)
 * would stall every request. A busy flush fails at once and the limiter retries it on the next
 * one. Statements are run with `.all()`/`.run()`, which step them to completion: a RETURNING
 * statement read with `.get()` stays open after its first row, holds its read snapshot, and then
 * no checkpoint can ever reset the WAL, which grew by about 4 KB per counted call.
 */
class SqliteHitStore implements HitStore {
  private readonly connection: Database.Database;
  private readonly upsert: Statement<[string, number, number], { hits: number }>;
  private readonly select: Statement<[string, number], { hits: number }>;
  private readonly purge: Statement<[number]>;
  private readonly addAll: Database.Transaction<(windows: readonly WindowHits[]) => number[]>;

  constructor(filename: string) {
    this.connection = new Database(filename);
    this.connection.pragma('busy_timeout = 0');
    // Counts are bookkeeping: losing the last flush to a power cut costs nothing worth an fsync.
    this.connection.pragma('synchronous = NORMAL');
    this.connection.pragma('journal_size_limit = 4194304');
    this.upsert = this.connection.prepare(upsertSql(1, 'hits'));
    this.select = this.connection.prepare(READ_SQL);
    this.purge = this.connection.prepare('delete from rate_limit_windows where window_start < ?');
    this.addAll = this.connection.transaction((windows: readonly WindowHits[]) =>
      windows.map((w) => this.upsert.all(w.bucket, w.windowStart, w.hits)[0]?.hits ?? w.hits),
    );
  }

  add(windows: readonly WindowHits[]): Promise<number[]> {
    return Promise.resolve().then(() => this.addAll.immediate(windows));
  }

  read(bucket: string, windowStart: number): Promise<number> {
    return Promise.resolve().then(() => this.select.all(bucket, windowStart)[0]?.hits ?? 0);
  }

  async purgeBefore(windowStart: number): Promise<void> {
    await Promise.resolve().then(() => this.purge.run(windowStart));
  }

  async close(): Promise<void> {
    this.connection.close();
  }
}

/** A direct store on a SQLite file; through Knex on PostgreSQL and in-memory SQLite. */
export function createSqlHitStore(db: Db): HitStore {
  const connection = db.client.config.connection as { filename?: unknown } | string | undefined;
  const filename = typeof connection === 'object' ? connection.filename : undefined;
  if (db.client.config.client === 'better-sqlite3' && typeof filename === 'string' && filename !== ':memory:') {
    return new SqliteHitStore(filename);
  }
  return new KnexHitStore(db);
}
