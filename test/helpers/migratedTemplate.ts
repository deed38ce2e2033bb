import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDb, migrateLatest } from '../../src/platform/db';
import { contentHash } from './contentHash';

/**
 * A test database at the latest migration, without running the migrations for each one: they
 * run once into a template named by a hash of the migrations folder (a changed or added migration
 * makes a new one), which every later database starts from, in this run and the next. On SQLite
 * the template is a database file in the temp directory, copied; on PostgreSQL it is a template
 * database on the server, made by replaying the statements the migrations sent (recorded once, in
 * the temp directory), which each test database is created from (`create database … template`).
 * Migrating took 250 ms a database on SQLite and 450-650 ms on PostgreSQL; a copy takes a few
 * milliseconds on SQLite, and 60 ms on PostgreSQL, where replaying the statements into a schema
 * took a second. Migrations themselves are tested from an empty database
 * (test/platform/migrations.test.ts,
 * `createTestDatabase({ migrate: false })`).
 */

let fingerprint: string | undefined;
/** The hash of every file under migrations/ (path and bytes), worked out once per test file. */
const migrationsFingerprint = (): string => (fingerprint ??= contentHash(['migrations']));

/** Writes `build(temporary)`'s result to `file` by a rename, so a reader never sees half of it (two test workers may build it at once). */
async function atomically(file: string, build: (temporary: string) => Promise<void>): Promise<string> {
  if (existsSync(file)) return file;
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await build(temporary);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  return file;
}

/** A SQLite database file at the latest migration, to copy. */
export function migratedSqliteTemplate(): Promise<string> {
  return atomically(join(tmpdir(), `trade-api-template-${migrationsFingerprint()}.sqlite`), async (temporary) => {
    const db = createDb(`sqlite:${temporary}`);
    try {
      await migrateLatest(db);
    } finally {
      // Closing the only connection checkpoints the write-ahead log into the file and removes it.
      await db.destroy();
    }
    for (const suffix of ['-wal', '-shm']) rmSync(temporary + suffix, { force: true });
  });
}

interface Statement {
  sql: string;
  bindings: unknown[];
}

/** What knex sends for a transaction's bounds: the replay runs in a transaction of its own. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint|rollback to savepoint)\b/i;

/** The statements the migrations send to an empty PostgreSQL schema, recorded once. */
async function postgresStatements(url: string): Promise<Statement[]> {
  const file = await atomically(join(tmpdir(), `trade-api-template-${migrationsFingerprint()}.postgres.json`), async (temporary) => {
    const schema = `tmpl_${randomBytes(6).toString('hex')}`;
    const admin = createDb(url);
    await admin.raw('create schema ??', [schema]);
    const db = createDb(url, { searchPath: schema });
    // Every statement in the order sent, less those that failed (the look for knex_migrations
    // before it exists) and the transactions' bounds.
    // (A schema builder's statements share one query id: the failed one is the last sent with it.)
    const sent: Array<Statement & { uid: string }> = [];
    db.on('query', (query: { __knexQueryUid: string; sql: string; bindings?: unknown[] }) => {
      if (!TRANSACTION_CONTROL.test(query.sql)) sent.push({ uid: query.__knexQueryUid, sql: query.sql, bindings: query.bindings ?? [] });
    });
    db.on('query-error', (_error: unknown, query: { __knexQueryUid: string; sql: string }) => {
      const failed = sent.findLastIndex((statement) => statement.uid === query.__knexQueryUid && statement.sql === query.sql);
      if (failed >= 0) sent.splice(failed, 1);
    });
    try {
      await migrateLatest(db);
    } finally {
      await db.destroy();
      await admin.raw('drop schema ?? cascade', [schema]);
      await admin.destroy();
    }
    const statements = sent.map(({ sql, bindings }) => ({ sql, bindings }));
    // A statement naming the schema it was recorded in would act there, not in the copy's.
    const naming = statements.find((statement) => statement.sql.includes(schema) || JSON.stringify(statement.bindings).includes(schema));
    if (naming) throw new Error(`a migration's statement names its schema, so it cannot be replayed elsewhere: ${naming.sql}`);
    writeFileSync(temporary, JSON.stringify(statements));
  });
  return JSON.parse(readFileSync(file, 'utf8')) as Statement[];
}

/** Creates `schema` at the latest migration by replaying the recorded statements in one transaction. */
async function migratedPostgresSchema(url: string, schema: string): Promise<void> {
  const statements = await postgresStatements(url);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema "${schema}"`);
    await client.query(`set search_path to "${schema}"`);
    // Statements without parameters go together, as one simple query each run of them (a round
    // trip each, not one a statement); reads change nothing and are left out.
    let run: string[] = ['begin'];
    for (const { sql, bindings } of statements) {
      if (/^\s*select\b/i.test(sql)) continue;
      if (bindings.length === 0) {
        run.push(sql);
        continue;
      }
      if (run.length > 0) await client.query(run.join(';\n'));
      run = [];
      await client.query(sql, bindings);
    }
    run.push('commit');
    await client.query(run.join(';\n'));
  } finally {
    await client.end();
  }
}

/** The database `name` on the server of `url`, its settings kept. */
export function databaseUrl(url: string, name: string): string {
  const at = new URL(url);
  at.pathname = `/${name}`;
  return at.toString();
}

/** Held while a worker makes the template database, so that another waits for it rather than copying half of it. */
const TEMPLATE_LOCK = 7_326_117;
let templateDatabase: string | undefined;

/**
 * The template database of the migrations in this checkout, made once on the server of `url`
 * (under an advisory lock; marked a template once it is complete), its tables in `schema`.
 */
async function postgresTemplate(client: Client, url: string, schema: string): Promise<string> {
  if (templateDatabase !== undefined) return templateDatabase;
  const name = `trade_api_template_${migrationsFingerprint().slice(0, 16)}`;
  await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const ready = await client.query('select 1 from pg_database where datname = $1 and datistemplate', [name]);
    if (ready.rowCount === 0) {
      // One left by a worker that stopped while making it is made again.
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.query(`create database "${name}"`);
      await migratedPostgresSchema(databaseUrl(url, name), schema);
      await client.query(`alter database "${name}" is_template true`);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
  return (templateDatabase = name);
}

/**
 * Creates the database `name` on the server of `url`: a copy of the migrated template, its
 * tables in `schema`, or with `migrate: false` an empty `schema`.
 */
export async function migratedPostgresDatabase(url: string, name: string, schema: string, options: { migrate: boolean }): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    if (options.migrate) {
      await client.query(`create database "${name}" template "${await postgresTemplate(client, url, schema)}"`);
      return;
    }
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const created = new Client({ connectionString: databaseUrl(url, name) });
  await created.connect();
  try {
    await created.query(`create schema "${schema}"`);
  } finally {
    await created.end();
  }
}
