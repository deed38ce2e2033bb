/**
 * The first-call scenario of `npm run bench` (issue 28): a partner's first call with a new test
 * key answers in ≤ 150 ms, though it opens the key's test partition, which is seeded then with
 * its realistic world (src/engine/seedTemplate.ts).
 *
 * The service runs on a database of its own, unpinned and otherwise idle (a fresh partition's
 * PDFs render in its worker thread while its tables are written, on the other core, as in
 * production). Accounts with a test key each (distinct names, as partners have) are made in this
 * process; each key's first call is `GET /api/b2b/v1/bookings`, timed from here. The first of the
 * run writes the day's template as well; the next ones (BENCH_FIRST_CALLS, default 10) are what a
 * partner meets, and their median is held to the bound (p90 and the slowest are shown).
 *
 * Also counted, with the service run in this process (as roundTrips.ts does): the statements of
 * the first call that writes the template and of a first call that copies it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { createAccount, createApiKey } from '../../src/apiKeys/store';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { loadConfig } from '../../src/platform/config';
import { createLogger } from '../../src/platform/logger';
import { createServices } from '../../src/services';
import { createDb, type Db } from '../../src/platform/db';
import { systemClock } from '../../src/platform/clock';
import { handlers } from '../../handlers';
import { httpCall } from './servers';

export const FIRST_CALL_TARGET_MS = 150;
const FIRST_CALL_PATH = '/api/b2b/v1/bookings';
/** The slowest first call waited for: the one that writes the template takes seconds on a busy machine. */
const FIRST_CALL_TIMEOUT_MS = 60_000;

export interface FirstCalls {
  /** The run's first: it writes the day's template too. */
  templateMs: number;
  /** Each next key's first call, in order. */
  copiesMs: number[];
  /** The service's CPU time (every thread: the PDF worker's too) for each of them, when the platform tells. */
  copiesCpuMs: number[] | null;
}

let accounts = 0;

/** A new account (a name of its own) with a test key, as the operator makes them. */
async function newTestKey(db: Db): Promise<string> {
  const account = await createAccount(db, systemClock, `Bench Partner ${++accounts} Travel`);
  return (await createApiKey(db, systemClock, account.id, 'test', ALL_SCOPES)).key;
}

async function firstCall(port: number, key: string): Promise<number> {
  const started = performance.now();
  const answer = await httpCall(port, 'GET', FIRST_CALL_PATH, undefined, { authorization: `Bearer ${key}` }, FIRST_CALL_TIMEOUT_MS);
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`a first call answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return ms;
}

/**
 * The first calls of `count` + 1 new test keys, one after another, on the service at `port` over
 * `databaseUrl`; `cpuMs` reads the service's CPU time so far (null where it cannot).
 */
export async function measureFirstCalls(port: number, databaseUrl: string, count: number, cpuMs: () => number | null): Promise<FirstCalls> {
  const db = createDb(databaseUrl);
  try {
    const keys: string[] = [];
    for (let i = 0; i <= count; i++) keys.push(await newTestKey(db));
    const [first, ...next] = keys as [string, ...string[]];
    const templateMs = await firstCall(port, first);
    const copiesMs: number[] = [];
    const cpu: Array<number | null> = [];
    for (const key of next) {
      const before = cpuMs();
      copiesMs.push(await firstCall(port, key));
      const after = cpuMs();
      cpu.push(before === null || after === null ? null : after - before);
    }
    return { templateMs, copiesMs, copiesCpuMs: cpu.every((ms) => ms !== null) ? (cpu as number[]) : null };
  } finally {
    await db.destroy();
  }
}

export interface FirstCallStatements {
  /** The first call that writes the day's template. */
  template: number;
  /** A first call that copies it. */
  copy: number;
}

/** The statements of two first calls (see the file's comment), the service run in this process on `env`'s migrated database. */
export async function firstCallStatements(env: Record<string, string>): Promise<FirstCallStatements> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
  const db = createDb(config.databaseUrl);
  const services = await createServices(config, db, createLogger('silent'), systemClock);
  const app = createApp(services, handlers);
  const requests = new AsyncLocalStorage<true>();
  let counted = 0;
  db.on('query', () => {
    if (requests.getStore()) counted++;
  });
  const server: Server = createServer((req, res) => requests.run(true, () => app(req, res)));
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const statementsOf = async (key: string): Promise<number> => {
      counted = 0;
      await firstCall(port, key);
      return counted;
    };
    const template = await statementsOf(await newTestKey(db));
    return { template, copy: await statementsOf(await newTestKey(db)) };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await services.close();
    await db.destroy();
  }
}
