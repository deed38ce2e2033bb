/**
 * Backups of the service's database, taken while it serves, and their restore into an empty one.
 *
 *   npm run backup -- --out <file>                 DATABASE_URL → <file>
 *   npm run restore -- --from <file> [--replace]   <file> → DATABASE_URL (empty unless --replace)
 *
 * SQLite: the online backup API (better-sqlite3's `backup`), page by page from a connection of its
 * own, so the copy is consistent while the service writes; the file is a database that opens as it
 * is. PostgreSQL: `pg_dump --format=custom` (one snapshot) of the schema DATABASE_URL's
 * `search_path` names, or of the whole database, and `pg_restore` in one transaction, then
 * `ANALYZE` of the restored tables. The tools come from PG_BIN, else PATH, else the newest
 * /usr/lib/postgresql/<version>/bin.
 *
 * Prints one JSON object on stdout; a refusal prints `{"error": …}` on stderr and exits 1.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../src/platform/config';
import { createDb } from '../src/platform/db';

export interface BackupResult {
  database: 'sqlite' | 'postgresql';
  file: string;
  bytes: number;
  /** The PostgreSQL schema dumped; absent for a whole database or SQLite. */
  schema?: string;
}

export interface RestoreResult {
  database: 'sqlite' | 'postgresql';
  from: string;
  /** Migrations the restored database has applied: `npm start` applies the rest. */
  migrations: number;
  tables: number;
}

export class BackupError extends Error {}

const isSqlite = (url: string): boolean => url.startsWith('sqlite:');
const isPostgres = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

function sqliteFile(url: string): string {
  const file = url.slice('sqlite:'.length);
  if (file === '' || file === ':memory:') throw new BackupError('DATABASE_URL must name a SQLite file (sqlite:<file>)');
  return resolve(file);
}

/** The schema a PostgreSQL URL works in (`?options=-c search_path=<schema>`), when it names one. */
export function schemaOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /(?:^|\s)-c\s*search_path=([A-Za-z_][A-Za-z0-9_$]*)/.exec(options)?.[1];
}

/**
 * The URL as libpq reads it: the WHATWG URL writes a space in the query as `+`, which node-postgres
 * takes for a space and libpq does not (`options=-c+search_path%3D…`); every value percent-encoded.
 */
export function libpqUrl(url: string): string {
  const parsed = new URL(url);
  const query = [...parsed.searchParams].map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  parsed.search = query === '' ? '' : `?${query}`;
  return parsed.toString();
}

/** Where pg_dump and pg_restore are: PG_BIN, else PATH, else the newest installed PostgreSQL's bin. */
export function pgTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return join(env.PG_BIN, name);
  for (const folder of (env.PATH ?? '').split(delimiter)) {
    if (folder !== '' && existsSync(join(folder, name))) return join(folder, name);
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', name))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) throw new BackupError(`${name} not found: install PostgreSQL's client tools or set PG_BIN`);
  return join(root, newest, 'bin', name);
}

function run(program: string, args: readonly string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(program, args, { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new BackupError(`${program.split('/').pop() ?? program} failed: ${stderr.trim() || err.message}`));
      else resolvePromise(stdout);
    });
  });
}

/** Backs the database at `url` up into `out` (created or replaced), while the service may be writing to it. */
export async function backup(url: string, out: string): Promise<BackupResult> {
  const file = resolve(out);
  mkdirSync(dirname(file), { recursive: true });
  if (isSqlite(url)) {
    const source = sqliteFile(url);
    if (!existsSync(source)) throw new BackupError(`no database at ${source}`);
    rmSync(file, { force: true });
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      db.pragma('busy_timeout = 10000');
      // After the first step every remaining page goes in one step: a write from another
      // connection between steps restarts the copy, and one step cannot be interrupted.
      await db.backup(file, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
    } finally {
      db.close();
    }
    return { database: 'sqlite', file, bytes: statSync(file).size };
  }
  if (isPostgres(url)) {
    const schema = schemaOf(url);
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', ...(schema ? [`--schema=${schema}`] : []), `--file=${file}`, `--dbname=${libpqUrl(url)}`]);
    return { database: 'postgresql', file, bytes: statSync(file).size, ...(schema ? { schema } : {}) };
  }
  throw new BackupError('DATABASE_URL must start with sqlite: or postgres://');
}

/** Counts what a restored database holds, through the service's own connection. */
async function restoredCounts(url: string, schema: string | undefined): Promise<{ migrations: number; tables: number }> {
  const db = createDb(url, schema ? { searchPath: schema } : {});
  try {
    const migrations = Number(((await db('knex_migrations').count({ n: '*' }).first()) as { n: number | string }).n);
    const tables = isSqlite(url)
      ? ((await db.raw("select count(*) as n from sqlite_master where type = 'table'")) as Array<{ n: number }>)[0]?.n ?? 0
      : Number(((await db('information_schema.tables').where({ table_schema: schema ?? 'public' }).count({ n: '*' }).first()) as { n: string }).n);
    return { migrations, tables };
  } finally {
    await db.destroy();
  }
}

/** How long the restored tables' statistics may take: a whole database's worth of sampling. */
const ANALYSE_TIMEOUT_MS = 60 * 60_000;

/**
 * Gathers PostgreSQL's statistics on the restored tables. A restore writes none, and until
 * autovacuum has analysed a table the planner guesses its columns' selectivity: it then reads a
 * partition's rows through the partition's index where the primary key was meant, and a month's
 * statement of a large partner takes minutes instead of a fraction of a second.
 */
async function analyse(url: string, schemas: readonly string[]): Promise<void> {
  const db = createDb(url, { statementTimeoutMs: ANALYSE_TIMEOUT_MS });
  try {
    const tables = (await db('information_schema.tables').whereIn('table_schema', schemas).andWhere({ table_type: 'BASE TABLE' }).select('table_schema', 'table_name')) as Array<{ table_schema: string; table_name: string }>;
    if (tables.length > 0) await db.raw(`analyze ${tables.map(() => '??.??').join(', ')}`, tables.flatMap((table) => [table.table_schema, table.table_name]));
  } finally {
    await db.destroy();
  }
}

/**
 * Restores `from` into the database at `url`, which must hold no tables (a fresh file, schema or
 * database) unless `replace` is given; with it, what is there is replaced. The service must not be
 * running on the target.
 */
export async function restore(url: string, from: string, replace = false): Promise<RestoreResult> {
  const file = resolve(from);
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (isSqlite(url)) {
    const target = sqliteFile(url);
    if (existsSync(target) && statSync(target).size > 0 && !replace) throw new BackupError(`${target} exists: restore into a new file, or stop the service and pass --replace`);
    const backupDb = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const check = backupDb.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new BackupError(`the backup is damaged: ${String(check)}`);
      mkdirSync(dirname(target), { recursive: true });
      for (const suffix of ['', '-wal', '-shm']) rmSync(target + suffix, { force: true });
      await backupDb.backup(target);
    } finally {
      backupDb.close();
    }
    return { database: 'sqlite', from: file, ...(await restoredCounts(url, undefined)) };
  }
  if (isPostgres(url)) {
    const listing = await run(pgTool('pg_restore'), ['--list', file]);
    const schemas = [...new Set([...listing.matchAll(/^\d+; \d+ \d+ TABLE (?!DATA )(\S+) /gm)].map((match) => match[1] as string))];
    const schema = schemas.length === 1 && schemas[0] !== 'public' ? schemas[0] : schemaOf(url);
    if (!replace) {
      const db = createDb(url);
      try {
        const held = await db('information_schema.tables').whereIn('table_schema', schemas.length > 0 ? schemas : ['public']).count({ n: '*' }).first();
        if (Number((held as { n: string }).n) > 0) throw new BackupError(`the target already holds tables in ${schemas.join(', ')}: restore into a new database, or stop the service and pass --replace`);
      } finally {
        await db.destroy();
      }
    }
    await run(pgTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(replace ? ['--clean', '--if-exists'] : []), `--dbname=${libpqUrl(url)}`, file]);
    await analyse(url, schemas.length > 0 ? schemas : ['public']);
    return { database: 'postgresql', from: file, ...(await restoredCounts(url, schema)) };
  }
  throw new BackupError('DATABASE_URL must start with sqlite: or postgres://');
}

function flag(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new BackupError(`${name} needs a value`);
  return value;
}

const USAGE = 'usage: npm run backup -- --out <file> | npm run restore -- --from <file> [--replace]';

export async function runBackup(args: readonly string[], databaseUrl: string): Promise<BackupResult | RestoreResult> {
  if (args[0] === 'restore') {
    const from = flag(args, '--from');
    if (!from) throw new BackupError(USAGE);
    return restore(databaseUrl, from, args.includes('--replace'));
  }
  const out = flag(args, '--out');
  if (!out) throw new BackupError(USAGE);
  return backup(databaseUrl, out);
}

if (require.main === module) {
  runBackup(process.argv.slice(2), loadConfig().databaseUrl).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (err: unknown) => {
      process.stderr.write(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
      process.exit(1);
    },
  );
}
