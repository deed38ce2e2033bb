import { openApiDocument } from '../../src/platform/openapiDocument';
import { routes } from '../../src/generated/routes';
import { RunningClock } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { scopes } from '../../src/generated/enums';
import { OPERATION_TABLE, SPEC_OPERATIONS, isTestHelper, operationKey as key, type OperationRow } from '../helpers/operationTable';

const table = OPERATION_TABLE;
const testHelpers = routes.filter(isTestHelper);
const v1Routes = routes.filter((route) => route.path.startsWith('/api/b2b/v1/') && !isTestHelper(route));
const rowFor = (method: string, path: string): OperationRow | undefined => table.find((row) => row.method === method && row.path === path);
const document = openApiDocument() as unknown as {
  tags?: Array<{ name: string }>;
  paths: Record<string, Record<string, { tags?: string[]; 'x-access'?: string; security?: unknown }>>;
};

describe('the contract against the specification\'s operation table', () => {
  it('holds each of the specification\'s 106 operations, with its section, scope and access', () => {
    expect(SPEC_OPERATIONS).toHaveLength(106);
    for (const spec of SPEC_OPERATIONS) {
      const row = rowFor(spec.method, spec.path);
      expect({ operation: key(spec), section: row?.section, scope: row?.scope, access: row?.access }).toEqual({ operation: key(spec), section: spec.section, scope: spec.scope, access: spec.access });
    }
  });

  it('gives every operation, the added ones too, a declared section, one scope of the contract\'s Scope (or none), an access and a purpose', () => {
    const sections = (document.tags ?? []).map((tag) => tag.name);
    expect(new Set(table.map(key)).size).toBe(table.length);
    for (const route of v1Routes) {
      const row = rowFor(route.method, route.path) as OperationRow;
      // A key and a portal session ask for the same scope: counted once.
      const required = [...new Set(route.security.flatMap((requirement) => requirement.scopes))];
      expect({ operation: key(row), scopes: required.length <= 1, sectionDeclared: sections.includes(row.section), scopeKnown: row.scope === null || (scopes as readonly string[]).includes(row.scope), access: row.access, purpose: row.purpose.length > 0 }).toEqual({
        operation: key(row),
        scopes: true,
        sectionDeclared: true,
        scopeKnown: true,
        access: expect.stringMatching(/^(any|live|501)$/),
        purpose: true,
      });
    }
  });

  it('lets any key or portal session call the operations without a scope, except the API description, which needs none', () => {
    for (const row of table.filter((r) => r.scope === null)) {
      const route = v1Routes.find((r) => r.method === row.method && r.path === row.path);
      const keyed = row.path !== '/api/b2b/v1/openapi.json';
      expect({ path: row.path, security: route?.security }).toEqual({ path: row.path, security: keyed ? [{ scheme: 'tradeApiKey', scopes: [] }, { scheme: 'partnerSession', scopes: [] }] : [] });
    }
  });

  it('has test helpers, for test keys only, tagged as such and under /test-helpers/', () => {
    expect(testHelpers.length).toBeGreaterThan(0);
    for (const route of testHelpers) {
      expect({ tag: route.tag, access: route.access, scheme: route.security[0]?.scheme }).toEqual({ tag: 'Test helpers', access: 'test', scheme: 'tradeApiKey' });
    }
    const tagged = Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).filter(([, op]) => op.tags?.includes('Test helpers')).map(([method]) => `${method.toUpperCase()} ${path}`));
    expect(tagged.sort()).toEqual(testHelpers.map(key).sort());
    expect(routes.filter((route) => route.access === 'test')).toEqual(testHelpers);
  });

  it('serves x-access of each operation in /api/b2b/v1/openapi.json', () => {
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
  const t = useV1Suite({ keys: { testKey: {}, liveKey: { mode: 'live', liveAccess: true }, noCruiseKey: { scopes: ['account:read'] } }, clock: new RunningClock() });
  const { testKey, liveKey, noCruiseKey } = t.keys;

  it('is in the contract: the specification\'s cruise operations, all 501', () => {
    expect(cruise.map(key)).toEqual(expect.arrayContaining(SPEC_OPERATIONS.filter((row) => row.section === 'Cruise').map(key)));
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
