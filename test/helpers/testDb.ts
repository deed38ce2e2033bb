import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../../src/platform/db';
import { databaseUrl, migratedPostgresDatabase, migratedSqliteTemplate } from './migratedTemplate';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * TEST_DATABASE_URL, its sessions' commits not waiting for the disk (`synchronous_commit = off`):
 * a commit is as visible and as isolated as ever, only not yet flushed when it answers, which test
 * data need not survive (a machine's crash; a test of durability kills a process, or a cluster of
 * its own, pgCluster.ts). Each commit's flush cost about 4 ms on this disk, a fifth of the suite's
 * time on PostgreSQL.
 */
function postgresTestUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  withServerOption(url, 'synchronous_commit=off');
  return url.toString();
}

/** Adds a setting to the `options` node-postgres passes to the server at connect time. */
function withServerOption(url: URL, setting: string): void {
  const options = url.searchParams.get('options');
  url.searchParams.set('options', `${options ? `${options} ` : ''}-c ${setting}`);
}

/**
 * Where the SQLite test databases are: in memory (Linux's /dev/shm) where there is one, so that a
 * commit's fsync costs nothing (a test of durability kills a process, not the machine), else the
 * temp directory.
 */
const SQLITE_DIR = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

export interface TestDatabase {
  db: Db;
  /** The DATABASE_URL a second instance or a child process would use. */
  url: string;
  /** PostgreSQL schema of this database, when on PostgreSQL. */
  schema: string | undefined;
  /** Opens another connection pool on the same database (a second instance). */
  connect(): Db;
  drop(): Promise<void>;
}

/** The schema of every PostgreSQL test database (each its own database). */
const POSTGRES_SCHEMA = 'trade';

/**
 * A fresh database at the latest migration (or empty, with `migrate: false`): on PostgreSQL a
 * database of its own (test files run in parallel), on SQLite a file in SQLITE_DIR (a second
 * instance can open it too). Migrated databases start from a template the migrations
 * built once (./migratedTemplate.ts), not by running the migrations again.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  let database: TestDatabase;
  if (usingPostgres) {
    const server = postgresTestUrl();
    await migratedPostgresDatabase(server, name, POSTGRES_SCHEMA, { migrate: options.migrate !== false });
    const url = databaseUrl(server, name);
    const connect = (): Db => createDb(url, { searchPath: POSTGRES_SCHEMA });
    const db = connect();
    database = {
      db,
      url,
      schema: POSTGRES_SCHEMA,
      connect,
      drop: async () => {
        await db.destroy();
        const cleanup = createDb(server);
        await cleanup.raw('drop database ?? with (force)', [name]);
        await cleanup.destroy();
      },
    };
  } else {
    const file = join(SQLITE_DIR, `trade-api-${name}.sqlite`);
    const url = `sqlite:${file}`;
    if (options.migrate !== false) copyFileSync(await migratedSqliteTemplate(), file);
    const db = createDb(url);
    database = {
      db,
      url,
      schema: undefined,
      connect: () => createDb(url),
      drop: async () => {
        await db.destroy();
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      },
    };
  }
  return database;
}

/** DATABASE_URL of a child process working in the test database (its schema chosen on PostgreSQL). */
export function childDatabaseUrl(database: TestDatabase): string {
  if (!database.schema) return database.url;
  // The documented way to choose a schema.
  const url = new URL(database.url);
  withServerOption(url, `search_path=${database.schema}`);
  return url.toString();
}
