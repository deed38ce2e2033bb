/**
 * Backups (scripts/backup.ts: `npm run backup`, `npm run restore`; docs/operations.md, "Backups and
 * restore"). The real script, in a child process, backs up the database a running app serves while
 * the app keeps writing to it; the data then changes; a restore into a fresh database (a new SQLite
 * file, or a new PostgreSQL database dropped after) brings back what the backup held, and an app
 * started on the restored database serves it.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useV1Suite } from '../helpers/suite';
import { createTestApp } from '../helpers/testApp';
import { childDatabaseUrl, usingPostgres, type TestDatabase } from '../helpers/testDb';
import { bookTransfer, transferQuoteBody } from '../helpers/transfers';
import { call } from '../helpers/http';
import { createAccount } from '../../src/apiKeys/store';
import { createDb, type Db } from '../../src/platform/db';
import { libpqUrl, pgTool, schemaOf } from '../../scripts/backup';

const root = join(__dirname, '..', '..');
const V1 = '/api/b2b/v1';
/** How long creating or dropping a restore target may take. */
const DATABASE_DDL_TIMEOUT_MS = 60_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup -- …` / `npm run restore -- …` as the built checkout runs them, from the sources. */
function backupScript(args: readonly string[], databaseUrl: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'backup.ts'), ...args], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

const count = async (db: Db, table: string): Promise<number> => Number(((await db(table).count({ n: '*' }).first()) as { n: number | string }).n);

/**
 * A database to restore into, empty: a new SQLite file, or a new PostgreSQL database. `open`
 * connects to it once the restore is done (on SQLite a connection opened before would keep the
 * file the restore replaces); `drop` closes that connection and removes the database.
 */
async function freshTarget(dir: string, schema: string | undefined): Promise<{ url: string; open(): TestDatabase; drop(): Promise<void> }> {
  let db: Db | undefined;
  if (!usingPostgres) {
    const url = `sqlite:${join(dir, 'restored.sqlite')}`;
    const connect = (): Db => createDb(url);
    return {
      url,
      open: () => ({ db: (db = connect()), url, schema: undefined, connect, drop: async () => undefined }),
      drop: async () => {
        await db?.destroy();
      },
    };
  }
  const name = `restore_${randomBytes(6).toString('hex')}`;
  // Creating and dropping a database writes and removes its files: seconds on a busy disk, past a
  // request's statement timeout.
  const admin = createDb(process.env.TEST_DATABASE_URL as string, { statementTimeoutMs: DATABASE_DDL_TIMEOUT_MS });
  await admin.raw('create database ??', [name]);
  await admin.destroy();
  const target = new URL(process.env.TEST_DATABASE_URL as string);
  target.pathname = `/${name}`;
  const url = target.toString();
  const connect = (): Db => createDb(url, schema ? { searchPath: schema } : {});
  return {
    url,
    open: () => ({ db: (db = connect()), url, schema, connect, drop: async () => undefined }),
    drop: async () => {
      await db?.destroy();
      const cleanup = createDb(process.env.TEST_DATABASE_URL as string, { statementTimeoutMs: DATABASE_DDL_TIMEOUT_MS });
      await cleanup.raw('drop database ?? with (force)', [name]);
      await cleanup.destroy();
    },
  };
}

describe(`backup and restore (${usingPostgres ? 'PostgreSQL: pg_dump and pg_restore' : 'SQLite: the online backup API'})`, () => {
  const t = useV1Suite({ keys: { agency: {} } });
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'trade-api-backup-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('backs up while the app writes, and a restore into a fresh database brings back what the backup held', async () => {
    const { key } = t.keys.agency;
    const kept = await bookTransfer(t, key);
    const accounts = await count(t.db, 'accounts');
    const bookings = await count(t.db, 'bookings');
    const quotesBefore = await count(t.db, 'quotes');

    // The backup runs while the app keeps taking quotes: it holds the quotes of some moment of it, whole.
    const file = join(dir, usingPostgres ? 'trade-api.dump' : 'trade-api.sqlite');
    let writing = true;
    let quoted = 0;
    const writer = (async () => {
      while (writing) {
        const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: key, body: transferQuoteBody(t.clock, 6) });
        expect(quote.status).toBe(200);
        quoted += 1;
      }
    })();
    const saved = await backupScript(['--out', file], childDatabaseUrl(t.database));
    writing = false;
    await writer;
    expect({ code: saved.code, stderr: saved.stderr }).toEqual({ code: 0, stderr: '' });
    const backup = JSON.parse(saved.stdout) as { database: string; file: string; bytes: number; schema?: string };
    expect(backup).toMatchObject({ database: usingPostgres ? 'postgresql' : 'sqlite', file });
    expect(backup.bytes).toBeGreaterThan(0);
    expect(backup.schema).toBe(t.database.schema);
    expect(quoted).toBeGreaterThan(0);

    // After the backup: the kept booking is cancelled, another is booked, another account made.
    expect((await call(t.app, 'POST', `${V1}/transport/bookings/${kept.id}/cancel`, { token: key })).status).toBe(200);
    const later = await bookTransfer(t, key, 8);
    await createAccount(t.db, t.clock, 'After the backup LLC');
    expect(await count(t.db, 'accounts')).toBe(accounts + 1);

    const target = await freshTarget(dir, t.database.schema);
    try {
      const restored = await backupScript(['restore', '--from', file], target.url);
      expect({ code: restored.code, stderr: restored.stderr }).toEqual({ code: 0, stderr: '' });
      const answer = JSON.parse(restored.stdout) as { database: string; migrations: number; tables: number };
      expect(answer.migrations).toBe(await count(t.db, 'knex_migrations'));
      expect(answer.tables).toBeGreaterThan(50);

      // The rows as the backup held them: the booking confirmed, nothing made after it.
      const restoredDatabase = target.open();
      const db = restoredDatabase.db;
      expect(await count(db, 'accounts')).toBe(accounts);
      expect(await count(db, 'bookings')).toBe(bookings);
      expect((await db('bookings').where({ id: kept.id }).first('status')) as { status: string }).toEqual({ status: 'confirmed' });
      expect(await db('bookings').where({ id: later.id }).first()).toBeUndefined();
      const quotes = await count(db, 'quotes');
      expect(quotes).toBeGreaterThanOrEqual(quotesBefore);
      expect(quotes).toBeLessThanOrEqual(quotesBefore + quoted);
      if (!usingPostgres) expect((await db.raw('pragma integrity_check')) as unknown[]).toEqual([{ integrity_check: 'ok' }]);
      else {
        // Analysed on restore: the planner has the statistics of the restored tables' columns.
        const analysed = (await db.raw("select tablename from pg_stats where schemaname = current_schema() and tablename in ('bookings', 'ledger_entries', 'quotes') and attname = 'account_id' order by tablename")) as { rows: Array<{ tablename: string }> };
        expect(analysed.rows.map((row) => row.tablename)).toEqual(['bookings', 'ledger_entries', 'quotes']);
      }

      // The service runs on the restored database: the same key reads the booking as it was.
      const app = await createTestApp({ database: restoredDatabase });
      try {
        const read = await call(app.app, 'GET', `${V1}/transport/bookings/${kept.id}`, { token: key });
        expect([read.status, read.body.status]).toEqual([200, 'confirmed']);
        expect((await call(app.app, 'GET', `${V1}/transport/bookings/${later.id}`, { token: key })).status).toBe(404);
      } finally {
        await app.close();
      }

      // A database that holds tables is not restored over unless asked: nothing changes.
      const again = await backupScript(['restore', '--from', file], target.url);
      expect(again.code).toBe(1);
      expect(JSON.parse(again.stderr)).toEqual({ error: expect.stringMatching(/--replace/) });
      expect(await count(db, 'accounts')).toBe(accounts);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('refuses without a file to write, and a backup that is not there', async () => {
    const usage = await backupScript([], childDatabaseUrl(t.database));
    expect([usage.code, JSON.parse(usage.stderr)]).toEqual([1, { error: expect.stringMatching(/^usage: npm run backup -- --out <file>/) }]);
    const missing = await backupScript(['restore', '--from', join(dir, 'none.dump')], childDatabaseUrl(t.database));
    expect([missing.code, JSON.parse(missing.stderr)]).toEqual([1, { error: `no backup at ${join(dir, 'none.dump')}` }]);
  }, 60_000);

  it('finds pg_dump in PG_BIN, else on PATH, else in the newest /usr/lib/postgresql/<version>/bin', () => {
    expect(pgTool('pg_dump', { PG_BIN: '/opt/pg/bin', PATH: '/usr/bin' })).toBe('/opt/pg/bin/pg_dump');
    const installed = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v) && existsSync(`/usr/lib/postgresql/${v}/bin/pg_restore`)) : [];
    const newest = installed.sort((a, b) => Number(b) - Number(a))[0];
    if (newest === undefined) expect(() => pgTool('pg_restore', { PATH: '' })).toThrow(/pg_restore not found/);
    else expect(pgTool('pg_restore', { PATH: '' })).toBe(`/usr/lib/postgresql/${newest}/bin/pg_restore`);
  });

  it('reads the schema of a PostgreSQL URL, and hands libpq its spaces as %20', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test?options=-c+search_path%3Dt_abc';
    expect(schemaOf(url)).toBe('t_abc');
    expect(schemaOf('postgres://postgres@127.0.0.1:5432/test')).toBeUndefined();
    expect(libpqUrl(url)).toBe('postgres://postgres@127.0.0.1:5432/test?options=-c%20search_path%3Dt_abc');
  });
});
