import { openApiDocument } from '../src/platform/openapiDocument';
import { routes } from '../src/generated/routes';
import { createTestApp, type TestApp } from './helpers/testApp';
import { call } from './helpers/http';
import { issueKey, type IssuedKey } from './helpers/apiKeys';
import { ADDED_OPERATIONS, OPERATION_TABLE, SPEC_OPERATIONS } from './helpers/operationTable';

interface TableRow {
  section: string;
  method: string;
  path: string;
  scope: string | null;
  access: 'any' | 'live' | '501';
}

const table = OPERATION_TABLE as TableRow[];
/** The test helpers: in the contract beside the table's operations, for test keys only. */
const testHelpers = routes.filter((route) => route.path.startsWith('/api/b2b/v1/test-helpers/'));
const v1Routes = routes.filter((route) => route.path.startsWith('/api/b2b/v1/') && !testHelpers.includes(route));
const rowFor = (method: string, path: string): TableRow | undefined => table.find((row) => row.method === method && row.path === path);

describe('the contract against the operation table', () => {
  it('has the specification\'s 106 operations; each added one is new, once, with its section, access and purpose', () => {
    expect(SPEC_OPERATIONS).toHaveLength(106);
    const key = (o: { method: string; path: string }): string => `${o.method} ${o.path}`;
    expect(ADDED_OPERATIONS.slice(0, 3).map(key)).toEqual([
      'POST /api/b2b/v1/transport/bookings/{id}/amendments',
      'GET /api/b2b/v1/quote-requests/{id}',
      'GET /api/b2b/v1/wholesale-requests/{id}',
    ]);
    expect(new Set(OPERATION_TABLE.map(key)).size).toBe(OPERATION_TABLE.length);
    for (const row of ADDED_OPERATIONS) {
      expect(SPEC_OPERATIONS.map(key)).not.toContain(key(row));
      expect(row).toEqual({ section: expect.any(String), method: expect.stringMatching(/^(GET|POST|PUT|PATCH|DELETE)$/), path: expect.stringMatching(/^\/api\/b2b\/v1\//), scope: row.scope === null ? null : expect.any(String), access: expect.stringMatching(/^(any|live)$/), purpose: expect.any(String) });
    }
  });

  it('lets any key call the operations of the table without a scope, except the API description, which needs none', () => {
    for (const row of table.filter((r) => r.scope === null)) {
      const route = v1Routes.find((r) => r.method === row.method && r.path === row.path);
      const keyed = row.path !== '/api/b2b/v1/openapi.json';
      expect({ path: row.path, security: route?.security }).toEqual({ path: row.path, security: keyed ? [{ scheme: 'tradeApiKey', scopes: [] }] : [] });
    }
  });

  it('has the table\'s operations and the test helpers, and no other', () => {
    const key = (o: { method: string; path: string }): string => `${o.method} ${o.path}`;
    expect(v1Routes.map(key).sort()).toEqual(table.map(key).sort());
    expect(testHelpers.length).toBeGreaterThan(0);
    for (const route of testHelpers) {
      expect({ tag: route.tag, access: route.access, scheme: route.security[0]?.scheme }).toEqual({ tag: 'Test helpers', access: 'test', scheme: 'tradeApiKey' });
    }
    const document = openApiDocument() as unknown as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const tagged = Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).filter(([, op]) => op.tags?.includes('Test helpers')).map(([method]) => `${method.toUpperCase()} ${path}`));
    expect(tagged.sort()).toEqual(testHelpers.map(key).sort());
  });

  it.each(v1Routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: is in the table, with its scope and access', (_name, route) => {
    const row = rowFor(route.method, route.path);
    expect(row).toBeDefined();
    const scopes = route.security.filter((req) => req.scheme === 'tradeApiKey').flatMap((req) => req.scopes);
    expect(scopes).toEqual(row?.scope ? [row.scope] : []);
    expect(route.access).toBe(row?.access);
  });

  it('serves x-access and the scope of each operation in /api/b2b/v1/openapi.json', () => {
    const document = openApiDocument() as unknown as { paths: Record<string, Record<string, { 'x-access'?: string; security?: unknown }>> };
    for (const route of v1Routes) {
      const op = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(op?.['x-access']).toBe(rowFor(route.method, route.path)?.access);
    }
    for (const route of testHelpers) expect(document.paths[route.path]?.[route.method.toLowerCase()]?.['x-access']).toBe('test');
  });
});

describe('cruise', () => {
  const cruise = table.filter((row) => row.section === 'Cruise');
  const concrete = (path: string): string => path.replace('{id}', 'cbk_9Tq3Wm7Xk2Lp5Rz8Nc1V');
  let t: TestApp;
  let testKey: IssuedKey;
  let liveKey: IssuedKey;
  let noCruiseKey: IssuedKey;

  beforeAll(async () => {
    t = await createTestApp({ env: { LIMIT_API_KEY_PER_MINUTE: '100000' } });
    testKey = await issueKey(t.db);
    liveKey = await issueKey(t.db, { mode: 'live', liveAccess: true });
    noCruiseKey = await issueKey(t.db, { scopes: ['account:read'] });
  });
  afterAll(() => t.close());

  it('is in the contract: five operations, all 501', () => {
    expect(cruise).toHaveLength(5);
    for (const row of cruise) expect(routes.find((r) => r.method === row.method && r.path === row.path)?.access).toBe('501');
  });

  it.each(cruise.map((row) => [`${row.method} ${row.path}`, row] as const))('%s answers 501 to a test and a live key, whatever the body', async (_name, row) => {
    for (const key of [testKey, liveKey]) {
      const res = await call(t.app, row.method as 'GET' | 'POST', concrete(row.path), { token: key.key, ...(row.method === 'POST' ? { body: { nonsense: true } } : {}) });
      expect(res.status).toBe(501);
      expect(res.body).toEqual({ error: { code: 'supplier_not_connected', message: 'No cruise supplier is connected yet, so this endpoint cannot answer.', retryable: false } });
    }
  });

  it.each(cruise.map((row) => [`${row.method} ${row.path}`, row] as const))('%s answers 401 without a key and 403 without its scope', async (_name, row) => {
    const method = row.method as 'GET' | 'POST';
    expect((await call(t.app, method, concrete(row.path))).status).toBe(401);
    const forbidden = await call(t.app, method, concrete(row.path), { token: noCruiseKey.key });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toMatchObject({ code: 'insufficient_scope', message: expect.stringContaining(row.scope as string) });
  });
});
