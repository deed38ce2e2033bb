import type { Express } from 'express';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/platform/config';
import type { DestinationStream } from 'pino';
import { createLogger } from '../../src/platform/logger';
import { createServices, type Services } from '../../src/services';
import type { SectionCatalog, SectionDefinition } from '../../src/engine/sections';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db';
import { handlers } from '../../handlers';
import { opsHandlers } from '../../handlers/ops';
import { driverHandlers } from '../../handlers/driver';
import { portalHandlers } from '../../handlers/portal';
import type { HandlerMap } from '../../src/generated/routes';
import { createTestDatabase, type TestDatabase } from './testDb';
import { updateOperatorIdentity, type OperatorField } from '../../src/engine/operatorIdentity';
import { COMMAND_LINE } from '../../src/engine/audit';
import { TEST_OPERATOR } from './operator';

/**
 * What the test kit's helpers act through: a database and the clock of the app that owns it, so
 * that what a helper stores (an account, a seeded partition, a quote's date) is dated by the same
 * clock the app reads, and the sections it runs, which the partitions a helper acts in are opened
 * with. A TestApp is one; a test of a server process passes its database with `systemClock`, the
 * clock that process reads, and the sections it runs.
 */
export interface Kit {
  db: Db;
  clock: Clock;
  sections: SectionCatalog;
}

export interface TestApp extends Kit {
  app: Express;
  services: Services;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The instant the suite's clocks start at: a Sunday in the UAE's winter season, far from a month's end. */
export const TEST_NOW = '2026-11-22T10:00:00.000Z';

/** A settable clock, so expiry and rate-limit windows can be tested without waiting. */
export class TestClock implements Clock {
  constructor(private current: Date = new Date(TEST_NOW)) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/**
 * When each test file first read a RunningClock, on the monotonic clock: all of the file's count
 * from it. A worker runs file after file with the kit loaded once (jest.config.js), so the start
 * is the file's, not the kit's.
 */
const fileStarts = new Map<string, number>();

function fileStartMs(): number {
  const file = typeof expect === 'undefined' ? '' : (expect.getState().testPath ?? '');
  let start = fileStarts.get(file);
  if (start === undefined) {
    start = performance.now();
    fileStarts.set(file, start);
  }
  return start;
}

/**
 * The clock of an app whose test sets none: TEST_NOW when its test file first reads it, then
 * running with real time, so dates never depend on the day the suite runs while leases, retries
 * and timeouts still pass. Two apps of one test file (two instances on one database) read the same time.
 */
export class RunningClock implements Clock {
  now(): Date {
    return new Date(Date.parse(TEST_NOW) + Math.floor(performance.now() - fileStartMs()));
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Share another app's database (a second instance). */
  database?: TestDatabase;
  handlers?: HandlerMap;
  /** The sections the app runs (all of them unless a test says otherwise). */
  sections?: readonly SectionDefinition[];
  /**
   * The operator's identity the app's own database starts with: the test kit's (TEST_OPERATOR)
   * by default, so live documents print; `null` leaves it unset, as a fresh installation is.
   */
  operator?: Partial<Record<OperatorField, string>> | null;
  /** Where the app's log lines go, at level info: a test reads what the service logged (nothing is logged without it). */
  log?: DestinationStream;
}

export function testConfig(env: Record<string, string> = {}): Config {
  // Background jobs stay off unless a test opts in (JOBS_ENABLED: 'true'): no timers in other tests.
  // Passwords at scrypt's lowest cost the service takes: the suite signs people in by the thousand.
  return loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://trade.test', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', PASSWORD_HASH_COST: '10', ...env });
}

/**
 * One app on its own database (or another's, as a second instance). A test file's app comes from
 * useV1Suite (suite.ts), which calls this; a case calls it for an app with settings of its own.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const db = ownDatabase ? database.db : database.connect();
  const config = testConfig(options.env);
  const clock = options.clock ?? new RunningClock();
  if (ownDatabase && options.operator !== null) await updateOperatorIdentity(db, clock, options.operator ?? TEST_OPERATOR, COMMAND_LINE);
  const services = await createServices(config, db, options.log ? createLogger('info', options.log) : createLogger('silent'), clock, options.sections);
  const app = createApp(services, options.handlers ?? handlers, opsHandlers, driverHandlers, portalHandlers);
  services.jobs.start();
  return {
    app,
    services,
    db,
    clock,
    sections: services.sections,
    database,
    close: async () => {
      await services.close();
      if (ownDatabase) await database.drop();
      else await db.destroy();
    },
  };
}
