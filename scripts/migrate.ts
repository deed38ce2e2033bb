/**
 * `npm run migrate` applies pending migrations; `npm run migrate -- down` reverts them all.
 * Uses DATABASE_URL like the service.
 */
import { loadConfig } from '../src/platform/config';
import { createDb, dbOptions, migrateLatest, rollbackAll } from '../src/platform/db';

async function main(): Promise<void> {
  const direction = process.argv[2] ?? 'up';
  if (direction !== 'up' && direction !== 'down') throw new Error('usage: npm run migrate -- [up|down]');
  const config = loadConfig();
  const db = createDb(config.databaseUrl, dbOptions(config));
  try {
    const names = direction === 'up' ? await migrateLatest(db) : await rollbackAll(db);
    process.stdout.write(`${JSON.stringify({ direction, migrations: names })}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
  process.exit(1);
});
