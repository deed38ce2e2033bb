import type { Express } from 'express';
import type request from 'supertest';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db';
import type { Services } from '../../src/services';
import type { HandlerMap } from '../../src/generated/routes';
import type { SectionCatalog, SectionDefinition } from '../../src/engine/sections';
import { issueKey, type IssuedKey } from './apiKeys';
import { call } from './http';
import { partner, type Partner } from './partitions';
import { createTestApp, TEST_NOW, TestClock, type TestApp, type TestAppOptions } from './testApp';
import type { TestDatabase } from './testDb';

/**
 * The limits a suite's app runs with: one file sends far more requests with one key than a
 * partner's minute allows, and a case meeting a 429 it did not ask for would fail for the wrong
 * reason. The per-key limit itself is tested in rateLimits.test.ts, on apps without this.
 */
export const SUITE_LIMITS: Readonly<Record<string, string>> = { LIMIT_API_KEY_PER_MINUTE: '100000' };

/** AED as the wire has them to integer fils, as the tests compute what a stored amount must be. */
export const toFils = (aed: number): number => Math.round(aed * 100);

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls with one key, each answer checked against the contract (`call`). */
export interface Api {
  /** For a case that takes the method as data. */
  send(method: Method, path: string, body?: unknown, headers?: Record<string, string>): Promise<request.Response>;
  get(path: string, headers?: Record<string, string>): Promise<request.Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<request.Response>;
  put(path: string, body?: unknown, headers?: Record<string, string>): Promise<request.Response>;
  patch(path: string, body?: unknown, headers?: Record<string, string>): Promise<request.Response>;
  delete(path: string, headers?: Record<string, string>): Promise<request.Response>;
}

export interface WalkOptions {
  /** The page size asked for, and the most a page may hold (3 unless set). */
  limit?: number;
  /** A cursor to start from instead of the first page. */
  from?: string | null;
  /** Runs between two pages, so a case can write while a walk is under way. */
  between?: () => Promise<void>;
}

/** `api` over any app (a served one, a second instance): what a suite's `api` is over its own. */
export function apiOf(app: Express, token?: string, base = ''): Api {
  const send = (method: Method, path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(app, method, `${base}${path}`, { headers, ...(token === undefined ? {} : { token }), ...(body === undefined ? {} : { body }) });
  return {
    send,
    get: (path, headers) => send('GET', path, undefined, headers),
    post: (path, body, headers) => send('POST', path, body, headers),
    put: (path, body, headers) => send('PUT', path, body, headers),
    patch: (path, body, headers) => send('PATCH', path, body, headers),
    delete: (path, headers) => send('DELETE', path, undefined, headers),
  };
}

/**
 * Follows `next_cursor` from the first page (or `from`) to the end, asserting each page answers
 * 200 and holds no more than it was asked for; answers the items in the order the pages gave them.
 */
export async function walkOf<T = Record<string, unknown>>(app: Express, token: string, path: string, options: WalkOptions = {}): Promise<T[]> {
  const limit = options.limit ?? 3;
  const items: T[] = [];
  let cursor: string | null = options.from ?? null;
  do {
    const res = await call(app, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    items.push(...(res.body.data as T[]));
    cursor = res.body.next_cursor as string | null;
    if (cursor && options.between) await options.between();
  } while (cursor);
  return items;
}

export interface V1SuiteOptions<P extends string, K extends string, C extends Clock> {
  /** Partners to make, by the names the file calls them: each an account with a test and a live key. */
  partners?: readonly P[];
  /** Single keys to issue, by name, each on an account of its own (`issueKey`'s options). */
  keys?: Readonly<Record<K, Parameters<typeof issueKey>[1]>>;
  /** The instant the suite's TestClock starts at (TEST_NOW unless set). */
  now?: string;
  /**
   * Whether each case ends with the TestClock set back to `now` (yes unless set), so a case that
   * moves the clock leaves the next one where the file started.
   */
  resetClock?: boolean;
  /** Another clock than the suite's TestClock, such as a RunningClock for jobs with real leases. */
  clock?: C;
  /** Settings over SUITE_LIMITS; a function when they are known only once an earlier beforeAll ran (an SMTP server's address). */
  env?: Record<string, string> | (() => Record<string, string>);
  handlers?: HandlerMap;
  /** The sections the app runs (all of them unless set), as createTestApp takes them. */
  sections?: readonly SectionDefinition[];
  /** The operator's details the app starts with, as createTestApp takes them (`null`: a fresh installation's, unset). */
  operator?: TestAppOptions['operator'];
}

/**
 * A file's app, filled in by the beforeAll this registers: every TestApp member is there (so it
 * goes wherever a TestApp does), with the partners and keys it was asked for and helpers bound to it.
 * Its clock is there at once; the rest may be read from a hook or a case on.
 */
export interface V1Suite<P extends string, K extends string, C extends Clock> extends TestApp {
  readonly clock: C;
  /** Filled in place by the beforeAll: destructure them at file level, read their fields in cases. */
  readonly partners: Readonly<Record<P, Partner>>;
  readonly keys: Readonly<Record<K, IssuedKey>>;
  /** Requests with `token` (none: unauthenticated), each path after `base`. */
  api(token?: string, base?: string): Api;
  walk<T = Record<string, unknown>>(token: string, path: string, options?: WalkOptions): Promise<T[]>;
  toFils(aed: number): number;
}

/**
 * The one fixture of a test file (or of a describe block): registers the beforeAll that builds
 * the app on its own database, with SUITE_LIMITS, the suite's clock and the named partners and
 * keys, and the afterAll that closes it.
 */
export function useV1Suite<P extends string = never, K extends string = never, C extends Clock = TestClock>(
  options: V1SuiteOptions<P, K, C> = {},
): V1Suite<P, K, C> {
  const now = options.now ?? TEST_NOW;
  // Without a clock of its own a suite has a TestClock, which is what C defaults to.
  const clock = options.clock ?? (new TestClock(new Date(now)) as Clock as C);
  const partners = Object.fromEntries((options.partners ?? []).map((name) => [name, { accountId: '', keys: { test: '', live: '' }, keyIds: { test: '', live: '' } }])) as Record<P, Partner>;
  const keys = Object.fromEntries(Object.keys(options.keys ?? {}).map((name) => [name, { key: '', keyId: '', accountId: '' }])) as Record<K, IssuedKey>;
  let built: TestApp | undefined;
  const app = (): TestApp => {
    if (!built) throw new Error('useV1Suite: the app is built in beforeAll; read it from a hook or a case');
    return built;
  };

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    built = await createTestApp({ clock, env: { ...SUITE_LIMITS, ...env }, ...(options.handlers ? { handlers: options.handlers } : {}), ...(options.sections ? { sections: options.sections } : {}), ...(options.operator !== undefined ? { operator: options.operator } : {}) });
    for (const name of options.partners ?? []) Object.assign(partners[name], await partner(built));
    for (const [name, keyOptions] of Object.entries(options.keys ?? {}) as Array<[K, Parameters<typeof issueKey>[1]]>) {
      Object.assign(keys[name], await issueKey(built, keyOptions));
    }
  });
  afterAll(() => built?.close());
  if (options.resetClock ?? true) {
    afterEach(() => {
      if (clock instanceof TestClock) clock.set(now);
    });
  }

  return {
    clock,
    partners,
    keys,
    get app(): Express {
      return app().app;
    },
    get db(): Db {
      return app().db;
    },
    get services(): Services {
      return app().services;
    },
    get sections(): SectionCatalog {
      return app().sections;
    },
    get database(): TestDatabase {
      return app().database;
    },
    close: () => app().close(),
    api: (token, base) => apiOf(app().app, token, base),
    walk<T>(token: string, path: string, walkOptions?: WalkOptions): Promise<T[]> {
      return walkOf<T>(app().app, token, path, walkOptions);
    },
    toFils,
  };
}
