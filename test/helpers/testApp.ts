import type { Express } from 'express';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/platform/config';
import { createLogger } from '../../src/platform/logger';
import { createServices, type Services } from '../../src/services';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db';
import { handlers } from '../../handlers';
import type { HandlerMap } from '../../src/generated/routes';
import { createTestDatabase, type TestDatabase } from './testDb';

export interface TestApp {
  app: Express;
  services: Services;
  db: Db;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A settable clock, so expiry and rate-limit windows can be tested without waiting. */
export class TestClock implements Clock {
  constructor(private current: Date = new Date('2026-11-22T10:00:00.000Z')) {}
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

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Share another app's database (a second instance). */
  database?: TestDatabase;
  handlers?: HandlerMap;
}

export function testConfig(env: Record<string, string> = {}): Config {
  // Background jobs stay off unless a test opts in (JOBS_ENABLED: 'true'): no timers in other tests.
  return loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://trade.test', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', ...env });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const db = ownDatabase ? database.db : database.connect();
  const config = testConfig(options.env);
  const services = await createServices(config, db, createLogger('silent'), options.clock);
  const app = createApp(services, options.handlers ?? handlers);
  services.jobs.start();
  return {
    app,
    services,
    db,
    database,
    close: async () => {
      await services.close();
      if (ownDatabase) await database.drop();
      else await db.destroy();
    },
  };
}
