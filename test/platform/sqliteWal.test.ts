import { statSync } from 'node:fs';
import { createTestApp, TestClock } from '../helpers/testApp';
import { issueKey } from '../helpers/apiKeys';
import { findKeyByPrefix } from '../../src/apiKeys/store';
import { parseKey } from '../../src/apiKeys/format';

const sqliteOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;
const MB = 1024 * 1024;

sqliteOnly('the SQLite write-ahead log', () => {
  it('stays a few MB after tens of thousands of writes from the rate limiter and Knex', async () => {
    const clock = new TestClock(new Date('2026-11-22T10:15:00.000Z'));
    const t = await createTestApp({ clock, env: { RATE_LIMIT_SYNC_MS: '600000' } });
    const filename = (t.db.client.config.connection as { filename: string }).filename;
    try {
      const { key } = await issueKey(t);
      const lookupPrefix = parseKey(key)?.lookupPrefix ?? '';
      const walSizes: number[] = [];
      for (let i = 0; i < 20_000; i++) {
        // A new bucket each time, so every flush is one write on the limiter's own connection.
        await t.services.rateLimiter.consume('api_key', `key_${i}`);
        await t.services.rateLimiter.flush();
        if (i % 20 === 0) {
          // Writes and reads through Knex's connection in between, as requests make them.
          await t.db.raw(
            'insert into rate_limit_windows (bucket, window_start, hits) values (?, ?, 1) on conflict (bucket, window_start) do update set hits = rate_limit_windows.hits + 1 returning hits',
            ['knex', 1],
          );
          expect(await findKeyByPrefix(t.db, lookupPrefix)).not.toBeNull();
        }
        if (i % 5_000 === 4_999) walSizes.push(statSync(`${filename}-wal`).size);
      }
      // 21,000 writes at about 4 KB each would be over 80 MB if no checkpoint could reset the log.
      expect(walSizes).toHaveLength(4);
      expect(Math.max(...walSizes)).toBeLessThan(8 * MB);
      const [row] = (await t.db('rate_limit_windows').count({ n: '*' })) as Array<{ n: number | string }>;
      expect(Number(row?.n)).toBe(20_001);
    } finally {
      await t.close();
    }
  }, 120_000);
});
