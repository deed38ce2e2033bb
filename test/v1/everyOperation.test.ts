/**
 * Every v1 operation, driven by the contract itself: each is called as its examples describe
 * (path and query parameters from their schema `examples`, the body from the first request
 * example), with a test key holding every scope, and must answer its first documented success
 * status with a body that matches the contract. Path parameters name objects stored in the key's
 * partition and a body's `quote_id` a fresh quote (test/helpers/storedIds.ts), where the section
 * stores them. Without a key it answers 401; with a key lacking its scope, 403; cruise answers 501;
 * a test helper answers 403 `test_mode_only` to a live key.
 */
import { isTestHelper } from '../helpers/operationTable';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { resolved, resolvedParameter } from '../helpers/contract';
import { issueKey } from '../helpers/apiKeys';
import { fillPath, storedPathValues, withFreshQuote } from '../helpers/storedIds';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { examples?: unknown[]; default?: unknown };
}
interface Operation {
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content: Record<string, { examples?: Record<string, { value?: unknown; $ref?: string }> }> };
  responses: Record<string, unknown>;
}

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
};

function requestFor(route: RouteDefinition): { path: string; body?: unknown } {
  const op = document.paths[route.path]?.[route.method.toLowerCase()] as Operation;
  const params = (op.parameters ?? []).map((p) => resolvedParameter<Parameter>(p));
  let path = route.path;
  const query = new URLSearchParams();
  for (const param of params) {
    const example = param.schema?.examples?.[0];
    if (param.in === 'path') {
      if (example === undefined) throw new Error(`${route.operationId}: path parameter ${param.name} has no example`);
      path = path.replace(`{${param.name}}`, encodeURIComponent(String(example)));
    } else if (param.in === 'query' && param.required) {
      if (example === undefined) throw new Error(`${route.operationId}: required query parameter ${param.name} has no example`);
      query.set(param.name, String(example));
    }
  }
  const examples = op.requestBody?.content['application/json']?.examples;
  const first = examples ? Object.values(examples)[0] : undefined;
  const body = first === undefined ? undefined : resolved(first).value;
  if (route.hasBody && route.bodyRequired && body === undefined) throw new Error(`${route.operationId}: the request body has no example`);
  const search = query.toString();
  return { path: search ? `${path}?${search}` : path, ...(body === undefined ? {} : { body }) };
}

const successStatus = (route: RouteDefinition): number =>
  Number(Object.keys(document.paths[route.path]?.[route.method.toLowerCase()]?.responses ?? {}).find((status) => /^2/.test(status)));

const v1 = routes.filter((route) => route.path.startsWith('/api/b2b/v1/') && route.operationId !== 'getOpenApiDocument');
/** The one scope an operation requires; undefined for one any key may call (the event feed filters by each event's scope). */
const scopeOf = (route: RouteDefinition): string | undefined => route.security.find((req) => req.scheme === 'tradeApiKey')?.scopes[0];

/** Where to look when an operation does not answer its example: docs/architecture.md, "Adding an operation". */
const FAILURE_HINT =
  'The operation is called with its contract examples on 2026-11-22 (docs/architecture.md, "Adding an operation", step 1). ' +
  'An object it needs in a given state: a line in STATES of test/helpers/storedIds.ts; an object no seed stores: PROVISION there.';

const t = useV1Suite({ keys: { allScopes: {}, live: { mode: 'live', liveAccess: true } } });
const { clock } = t;
const { allScopes, live } = t.keys;

/** The request of an operation as a test key's partition makes it: stored ids, a fresh quote. */
async function storedRequestFor(route: RouteDefinition): Promise<{ path: string; body?: unknown }> {
  const example = requestFor(route);
  const values = await storedPathValues({ sections: t.sections, db: t.db, clock, accountId: allScopes.accountId, mode: 'test', dataKey: t.services.keys.dataEncryption }, route);
  const query = example.path.includes('?') ? example.path.slice(example.path.indexOf('?')) : '';
  const body = example.body === undefined ? undefined : await withFreshQuote(t.app, allScopes.key, example.body);
  return { path: `${fillPath(route, values)}${query}`, ...(body === undefined ? {} : { body }) };
}

it('has test helpers, and no other operation, for test keys only', () => {
  const v1Routes = routes.filter((route) => route.path.startsWith('/api/b2b/v1/'));
  const helpers = v1Routes.filter((route) => route.path.startsWith('/api/b2b/v1/test-helpers/'));
  expect(helpers.length).toBeGreaterThan(0);
  expect(helpers.every(isTestHelper)).toBe(true);
  expect(v1Routes.filter((route) => route.access === 'test' || route.tag === 'Test helpers')).toEqual(helpers);
});

describe.each(v1.map((route) => [route.operationId, route] as const))('%s', (_id, route) => {
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

  it(route.access === '501' ? 'answers 501 to a test key' : 'answers its documented status to a test key, as the contract says', async () => {
    const { path, body } = await storedRequestFor(route);
    const res = await call(t.app, method, path, { token: allScopes.key, ...(body === undefined ? {} : { body }) });
    if (route.access === '501') {
      expect(res.status).toBe(501);
      return;
    }
    const hint = res.status === successStatus(route) ? undefined : FAILURE_HINT;
    expect({ status: res.status, error: res.body?.error, hint }).toEqual({ status: successStatus(route), error: undefined, hint: undefined });
    if (res.headers['content-type']?.startsWith('application/json')) expect(res.body.sandbox).toBe(true);
  });

  const scope = scopeOf(route);
  it(scope === undefined ? 'answers 401 without a key, and a key with any scope' : 'answers 401 without a key and 403 without its scope', async () => {
    const { path, body } = requestFor(route);
    const options = body === undefined ? {} : { body };
    expect((await call(t.app, method, path, options)).status).toBe(401);
    const others = await issueKey(t, { scopes: scope === 'account:read' ? ['inbox:view'] : ['account:read'] });
    const answered = await call(t.app, method, path, { ...options, token: others.key });
    if (scope === undefined) {
      // Another partition's: a path naming the caller's own objects is not found there, never forbidden.
      expect([successStatus(route), 404]).toContain(answered.status);
      return;
    }
    expect(answered.status).toBe(403);
    expect(answered.body.error.message).toContain(scope);
  });

  if (route.access === 'test') {
    it('answers 403 test_mode_only to a live key', async () => {
      const { path, body } = requestFor(route);
      const res = await call(t.app, method, path, { token: live.key, ...(body === undefined ? {} : { body }) });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'test_mode_only', retryable: false });
    });
  }
});
