/**
 * The errors the request pipeline answers before an operation runs, for every operation: a body
 * that is not JSON, one over 16 KB, one of another media type, and a body sent to an operation
 * that takes none. Each answer must carry the status and code the pipeline gives and pass the
 * contract check of `call()`, which also holds the error's code to the codes the operation's
 * documented examples show for that status: an operation answering a code its contract does not
 * list fails here (and wherever the suite calls it).
 */
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { documentedCodes, expectContract, resolvedParameter } from '../helpers/contract';
import { fillPath } from '../helpers/storedIds';
import { rowCounts } from '../helpers/tables';

const t = useV1Suite({ keys: { key: {} }, env: { LIMIT_SANDBOX_PER_HOUR: '1000000' } });
const { key } = t.keys;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  components: { responses: Record<string, unknown> };
};

/** A path of the operation: its parameters' contract examples (malformed ids would be a 422, not what is tested here). */
function pathOf(route: RouteDefinition): string {
  const values = Object.fromEntries(route.pathParams.map((name) => [name, exampleOf(route, name)]));
  return fillPath(route, values);
}
function exampleOf(route: RouteDefinition, name: string): string {
  type Parameter = { name?: string; schema?: { examples?: unknown[] } };
  const op = document.paths[route.path]?.[route.method.toLowerCase()] as unknown as { parameters?: Array<Parameter | { $ref: string }> };
  const params = (op.parameters ?? []).map((p) => resolvedParameter<Parameter>(p));
  return String(params.find((p) => p.name === name)?.schema?.examples?.[0]);
}

/** The codes the operation documents for a status. */
function codesFor(route: RouteDefinition, status: number): string[] {
  const declared = document.paths[route.path]?.[route.method.toLowerCase()]?.responses[String(status)];
  if (!declared) return [];
  return [...(documentedCodes(declared) ?? [])];
}

const takesKey = (route: RouteDefinition): boolean => route.security.some((req) => req.scheme === 'tradeApiKey');
const byId = routes.map((route) => [route.operationId, route] as const);

describe.each(byId)('%s', (_id, route) => {
  const method = route.method as Method;
  const send = (headers: Record<string, string>, body: string) => call(t.app, method, pathOf(route), { body, headers, ...(takesKey(route) ? { token: key.key } : {}) });

  it('answers 400 invalid_json to a body that is not JSON, as its contract lists', async () => {
    const before = await rowCounts(t.db);
    const res = await send({ 'Content-Type': 'application/json' }, '{"note": ');
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 400, code: 'invalid_json' });
    expect(codesFor(route, 400)).toContain('invalid_json');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers 413 payload_too_large to a body over 16 KB', async () => {
    const res = await send({ 'Content-Type': 'application/json' }, JSON.stringify({ note: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 413, code: 'payload_too_large' });
    expect(codesFor(route, 413)).toContain('payload_too_large');
  });

  it('answers 415 unsupported_media_type to a text/plain body, with a valid credential', async () => {
    const res = await send({ 'Content-Type': 'text/plain' }, '{}');
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 415, code: 'unsupported_media_type' });
    expect(res.body.error.message).toContain('text/plain');
    expect(codesFor(route, 415)).toContain('unsupported_media_type');
  });

  if (!route.hasBody && route.access !== '501' && !route.path.startsWith('/api/b2b/sandbox/')) {
    it('answers 422 validation_failed to a body, as it takes none', async () => {
      const res = await send({ 'Content-Type': 'application/json' }, JSON.stringify({ note: 'x' }));
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 422, code: 'validation_failed' });
      expect(res.body.error.issues).toEqual([{ path: '', message: 'this operation takes no request body: send none, or an empty JSON object {}' }]);
    });
  }
});

it('lists 409 idempotency_in_progress and 422 idempotency_key_reused on every POST that keeps an Idempotency-Key', () => {
  const posts = routes.filter((route) => route.method === 'POST' && route.access !== '501' && (route.path.startsWith('/api/b2b/v1/') || route.operationId === 'runAccountAction'));
  expect(posts.length).toBeGreaterThan(50);
  for (const route of posts) {
    expect({ id: route.operationId, has: codesFor(route, 409).includes('idempotency_in_progress') }).toEqual({ id: route.operationId, has: true });
    expect({ id: route.operationId, has: codesFor(route, 422).includes('idempotency_key_reused') }).toEqual({ id: route.operationId, has: true });
  }
});

it('the contract check refuses an error code the operation does not document', () => {
  const route = routes.find((r) => r.operationId === 'getWhoAmI') as RouteDefinition;
  // getWhoAmI documents no 409: a conflict there is not in its contract.
  expect(codesFor(route, 409)).toEqual([]);
  expect(codesFor(route, 422)).toEqual(['validation_failed']);
  const fake = { status: 422, headers: { 'content-type': 'application/json', 'x-request-id': 'req_01jd8w3k2m4n5p6q7r8s9t0v' }, body: { error: { code: 'idempotency_key_reused', message: 'x', retryable: false } } };
  expect(() => expectContract(fake as never, 'GET', route.path)).toThrow(/answered idempotency_key_reused, which the contract does not document/);
});

it('the contract check refuses a status the operation does not list, whatever the path parameter looks like', () => {
  const notFound = { status: 404, headers: { 'content-type': 'application/json', 'x-request-id': 'req_01jd8w3k2m4n5p6q7r8s9t0v' }, body: { error: { code: 'not_found', message: 'x', retryable: false } } };
  // getDeskDay lists no 404; a malformed escape in its date still names the operation.
  for (const date of ['2026-11-22', '%ZZ', '..%2F..', '%C0%AE']) {
    expect(() => expectContract(notFound as never, 'GET', `/api/b2b/v1/desk/days/${date}`)).toThrow(/answered 404, which the contract does not document/);
  }
});
