/**
 * PostgreSQL's view of who waits on whom, for a test that holds a row lock in one transaction and
 * must know another transaction is queued on it before letting go: the interleaving is then the
 * one the test means, not whichever the scheduler picked.
 */
import type { Knex } from 'knex';

/** The server process of the connection `db` runs on (a transaction's own). */
export async function backendPid(db: Knex | Knex.Transaction): Promise<number> {
  const answer = (await db.raw('select pg_backend_pid() as pid')) as { rows: Array<{ pid: number | string }> };
  return Number(answer.rows[0]?.pid);
}

/** Waits until some backend waits on a lock `pid` holds, asking through `observer` (another connection); fails after about `timeoutMs`. */
export async function untilBlockedBy(observer: Knex, pid: number, timeoutMs = 10_000): Promise<void> {
  const pauseMs = 10;
  for (let waited = 0; waited < timeoutMs; waited += pauseMs) {
    const answer = (await observer.raw('select count(*)::int as waiting from pg_stat_activity where ? = any(pg_blocking_pids(pid))', [pid])) as { rows: Array<{ waiting: number }> };
    if ((answer.rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  throw new Error(`no backend queued on a lock of backend ${pid} within ${timeoutMs} ms`);
}
