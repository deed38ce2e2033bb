/**
 * A fuzz test of every operation in the contract. For each, cases generated from its schemas and
 * examples (test/helpers/fuzz/: generators.ts makes them, runner.ts orders them): wrong types,
 * missing and extra fields, oversized strings, control characters, hostile numbers, deep nesting,
 * bad path and query parameters, hostile headers and credentials. Every answer must be below 500
 * (but cruise's documented 501), in the error envelope when it refuses, valid against the
 * contract, and a refusal must have stored nothing. A refusal is also required wherever the
 * contract itself rejects the request. Path parameters name objects stored in the test key's
 * partition, and a body's `quote_id` a fresh quote (test/helpers/storedIds.ts); a test-key call
 * may store rows in its test partition only.
 *
 * Fixed seed and a bounded count by default; FUZZ_SEED, FUZZ_CASES_PER_OPERATION and
 * FUZZ_OPERATION (one operationId) replay or widen it. A failure names the seed and the case.
 */
import http from 'node:http';
import request, { type Response } from 'supertest';
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { rawRows, type Db } from '../../src/platform/db';
import { revokeApiKey } from '../../src/apiKeys/store';
import { createTestApp, testConfig, type TestApp } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { expectContract } from '../helpers/contract';
import { serviceTables } from '../helpers/tables';
import { usingPostgres } from '../helpers/testDb';
import { handshakeBody } from '../helpers/http';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { operationContract, type OperationContract, type Query } from '../helpers/fuzz/contract';
import type { FuzzCase } from '../helpers/fuzz/generators';
import { fuzzSettings, generateCases, target } from '../helpers/fuzz/runner';
import { idPrefix, openPartitionOf, storedCursor, storedId, storedPathValues, withFreshQuote, type PartitionRef } from '../helpers/storedIds';

const settings = fuzzSettings();
const selected = routes.filter((route) => settings.operation === null || route.operationId === settings.operation);
if (selected.length === 0) throw new Error(`FUZZ_OPERATION=${settings.operation} names no operation of the contract`);

const NO_LIMITS: Record<string, string> = {
  LIMIT_API_KEY_PER_MINUTE: '100000000',
  LIMIT_SANDBOX_PER_HOUR: '100000000',
  LIMIT_HANDSHAKE_PER_HOUR: '100000000',
  LIMIT_CREDIT_LINE_PER_HOUR: '100000000',
  LIMIT_WALLET_TOPUP_PER_HOUR: '100000000',
  LIMIT_ACCOUNT_PAYLOAD_PER_HOUR: '100000000',
  LIMIT_TRACKING_LINK_PER_HOUR: '100000000',
  LIMIT_AUTH_FAILURES_PER_MINUTE: '100000000',
};
/**
 * Query parameters the mutations of an operation start from. pngjs's adaptive row filters run
 * about 15 times slower under Jest than in Node (a 512-pixel QR PNG takes 2-3 s here, 0.2 s in
 * Node), so the QR operations are fuzzed on their SVG form; their valid request and the cases that
 * mutate `format` still render PNG.
 */
const FIXED_QUERY: Record<string, Query> = {
  getGuideQrCode: [['format', 'svg']],
  getAffiliateLinkQr: [['format', 'svg']],
};

const t = useV1Suite({ keys: { primary: {}, live: { mode: 'live', liveAccess: true }, revoked: {} }, env: NO_LIMITS });
const { clock } = t;
const { primary, live, revoked } = t.keys;
let server: http.Server;
let sandboxToken: string;
let signedQuery: Query;
let snapshot: () => Promise<Record<string, number>>;
let partitions: PartitionRef[];
/** Tables whose rows belong to a partition (a `mode` or `pool` column): a test key may add test rows to them. */
let partitioned: Set<string>;
const LIVE = '#live';

/**
 * Opens the keys' partitions (a test one is seeded) as their first request would, so that what a
 * case stores is what it did, not the seed; again after a test helper has reset the partition.
 */
async function openPartitions(): Promise<void> {
  for (const ref of partitions) await openPartitionOf(ref);
}

const statuses = new Map<number, number>();
const serverErrors: string[] = [];
let casesRun = 0;

beforeAll(async () => {
  await revokeApiKey(t.db, t.clock, revoked.keyId);
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const handshake = await request(server).post('/api/b2b/orchestration').send(handshakeBody);
  expect(handshake.status).toBe(200);
  sandboxToken = handshake.body.token as string;
  const url = new URL(handshake.body.availability_url as string);
  signedQuery = [...url.searchParams.entries()];
  partitions = [
    { sections: t.sections, db: t.db, clock, accountId: primary.accountId, mode: 'test', dataKey: t.services.keys.dataEncryption },
    { sections: t.sections, db: t.db, clock, accountId: live.accountId, mode: 'live' },
  ];
  await openPartitions();

  // One statement for every table's count (and the live rows of partitioned ones): a snapshot per
  // case stays cheap on PostgreSQL too.
  const tables = await serviceTables(t.db);
  // A partition's rows carry its `mode`; allotments carry their `pool` (`live`, or a test partition's).
  // Keys carry their own mode: a test key may issue and revoke test keys (the Developers
  // section), never a live one.
  const liveColumn = new Map<string, 'mode' | 'pool'>();
  for (const table of tables) {
    const columns = await t.db(table).columnInfo();
    if ('mode' in columns) liveColumn.set(table, 'mode');
    else if ('pool' in columns) liveColumn.set(table, 'pool');
  }
  partitioned = new Set(liveColumn.keys());
  const parts = tables.flatMap((table) => {
    const column = liveColumn.get(table);
    return [
      { sql: '(select count(*) from ??) as ??', bindings: [table, table], name: table },
      ...(column ? [{ sql: "(select count(*) from ?? where ?? = 'live') as ??", bindings: [table, column, `${table}${LIVE}`], name: `${table}${LIVE}` }] : []),
    ];
  });
  const sql = `select ${parts.map((part) => part.sql).join(', ')}`;
  const bindings = parts.flatMap((part) => part.bindings);
  // On PostgreSQL a prepared statement: planning some 300 subqueries took 3 ms a time, more than
  // running them, and the fuzz takes thousands of snapshots.
  const counts = usingPostgres ? preparedQuery(t.db, 'fuzz_snapshot', t.db.raw(sql, bindings).toSQL().toNative()) : async () => rawRows<Record<string, number | string>>(await t.db.raw(sql, bindings));
  snapshot = async () => {
    const [row] = await counts();
    return Object.fromEntries(parts.map((part) => [part.name, Number(row?.[part.name])]));
  };
}, 60000);

afterAll(async () => {
  const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}:${n}`).join(' ');
  console.log(
    `fuzz: seed ${settings.seed}, ${casesRun} cases over ${selected.length} operations (${settings.casesPerOperation} each + rate-limit cases); statuses ${histogram}; 5xx: ${serverErrors.length}`,
  );
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The node-postgres connection a Knex pool lends. */
interface PostgresConnection {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: Array<Record<string, number | string>> }>;
}

/** A statement PostgreSQL prepares once on each of the pool's connections and then only runs. */
function preparedQuery(db: Db, name: string, statement: { sql: string; bindings: readonly unknown[] }): () => Promise<Array<Record<string, number | string>>> {
  const client = db.client as { acquireConnection(): Promise<PostgresConnection>; releaseConnection(connection: PostgresConnection): Promise<void> };
  return async () => {
    const connection = await client.acquireConnection();
    try {
      return (await connection.query({ name, text: statement.sql, values: statement.bindings })).rows;
    } finally {
      await client.releaseConnection(connection);
    }
  };
}

/** The credential an operation's valid request carries. */
function defaultAuthorization(route: RouteDefinition): string | null {
  const scheme = route.security[0]?.scheme;
  if (scheme === 'tradeApiKey') return `Bearer ${primary.key}`;
  if (scheme === 'sandboxBearerToken') return `Bearer ${sandboxToken}`;
  return null;
}

function fill(template: string, route: RouteDefinition): string {
  const key = defaultAuthorization(route)?.replace(/^Bearer /, '') ?? primary.key;
  return template
    .replace(/\{key-1\}/g, key.slice(0, -1))
    .replace(/\{key\}/g, key)
    .replace(/\{other\}/g, revoked.key);
}

async function send(route: RouteDefinition, fuzzCase: FuzzCase, app: http.Server | TestApp['app'] = server): Promise<Response> {
  const method = fuzzCase.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let req = request(app)[method](target(fuzzCase));
  let authorization: string | string[] | null = null;
  if (fuzzCase.credential === 'default') authorization = defaultAuthorization(route);
  else if (fuzzCase.credential === 'live') authorization = `Bearer ${live.key}`;
  else if (fuzzCase.credential === 'raw' && fuzzCase.authorization !== undefined) {
    const raw = fuzzCase.authorization;
    authorization = Array.isArray(raw) ? raw.map((a) => (a.startsWith('{') ? `Bearer ${fill(a, route)}` : fill(a, route))) : fill(raw, route);
  }
  // The object form of set() takes an array: a header repeated on the wire.
  if (authorization !== null) req = req.set({ Authorization: authorization });
  for (const [name, value] of Object.entries(fuzzCase.headers)) req = req.set({ [name]: value });
  if (fuzzCase.body && 'json' in fuzzCase.body) {
    // Serialised here: superagent would send a bare string as a form and refuse a number.
    req = req.set('Content-Type', 'application/json').send(JSON.stringify(fuzzCase.body.json));
  } else if (fuzzCase.body && 'raw' in fuzzCase.body) {
    req = req.send(fuzzCase.body.raw);
  }
  return req;
}

const isCruise501 = (route: RouteDefinition, status: number): boolean => status === 501 && route.access === '501';

/** A test helper called with a live key: 403 `test_mode_only`, as the contract says. */
const testOnly = (route: RouteDefinition, fuzzCase: FuzzCase, res: Response): boolean =>
  route.access === 'test' && fuzzCase.credential === 'live' && res.status === 403 && res.body?.error?.code === 'test_mode_only';

function describeAnswer(res: Response): string {
  const text = typeof res.text === 'string' && res.text !== '' ? res.text : JSON.stringify(res.body);
  return `${res.status} ${String(text).slice(0, 300)}`;
}

/** What is wrong with an answer, or null. */
function problems(route: RouteDefinition, fuzzCase: FuzzCase, res: Response, before: Record<string, number>, after: Record<string, number>): string[] {
  const found: string[] = [];
  const { status } = res;
  if (status >= 500 && !isCruise501(route, status)) found.push(`answered ${status}`);
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (status >= 400) {
    const error = (res.body as { error?: { code?: unknown; message?: unknown; retryable?: unknown } } | undefined)?.error;
    if (!json || typeof error?.code !== 'string' || typeof error.message !== 'string' || typeof error.retryable !== 'boolean') {
      found.push('the refusal is not in the error envelope');
    } else if (/\bat .+:\d+:\d+\)?$|select .* from|insert into|SQLITE_|syntax error at/im.test(error.message)) {
      found.push('the error message leaks internals');
    }
  }
  try {
    // The router ignores trailing slashes (src/http/router.ts); the contract helper does not.
    expectContract(res, fuzzCase.method, target(fuzzCase).replace(/(.)\/+(\?|$)/, '$1$2'));
  } catch (err) {
    found.push(`contract: ${(err as Error).message.split('\n')[0]}`);
  }
  const expectation = fuzzCase.expect;
  if (expectation?.kind === 'refused' && status < 400) found.push(`expected a refusal (${expectation.why})`);
  if (expectation?.kind === 'status' && status !== expectation.status && !isCruise501(route, status) && !testOnly(route, fuzzCase, res)) {
    found.push(`expected ${expectation.status} (${expectation.why})`);
  }
  const testKey = fuzzCase.credential === 'default' && route.security.some((req) => req.scheme === 'tradeApiKey');
  if (status < 400 && testKey) {
    // A test key writes to its test partition only: never a live row, never the desk queue or the
    // account (settings, users, live keys); besides, only its Idempotency-Key is kept.
    const changed = Object.keys(after).filter((table) => after[table] !== before[table] && table !== 'idempotency_keys' && !partitioned.has(table));
    if (changed.length > 0) found.push(`a test-key call stored rows outside its test partition in ${changed.map((table) => `${table} (${before[table]} → ${after[table]})`).join(', ')}`);
  }
  if (status >= 400) {
    const code = (res.body as { error?: { code?: string } } | undefined)?.error?.code;
    // A refusal reached while running is kept as the Idempotency-Key's answer, by design.
    const keyKept = fuzzCase.idempotent && code !== 'validation_failed';
    const changed = Object.keys(after).filter(
      (table) => after[table] !== before[table] && !(keyKept && table === 'idempotency_keys' && (after[table] ?? 0) - (before[table] ?? 0) === 1),
    );
    if (changed.length > 0) found.push(`a refusal stored rows in ${changed.map((table) => `${table} (${before[table]} → ${after[table]})`).join(', ')}`);
  }
  return found;
}

function record(route: RouteDefinition, fuzzCase: FuzzCase, res: Response): void {
  casesRun++;
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500 && !isCruise501(route, res.status)) serverErrors.push(`${route.operationId} #${fuzzCase.index} ${res.status}`);
}

function replay(route: RouteDefinition, fuzzCase: FuzzCase): string {
  return `FUZZ_SEED=${settings.seed} FUZZ_OPERATION=${route.operationId} case #${fuzzCase.index} (${fuzzCase.label})`;
}

it('covers every operation of the contract', () => {
  const paths = (openApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
  const documented = Object.entries(paths).flatMap(([path, item]) => Object.keys(item).filter((method) => ['get', 'put', 'post', 'delete', 'patch'].includes(method)).map((method) => `${method.toUpperCase()} ${path}`));
  expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(documented.sort());
  if (settings.operation === null) expect(selected).toEqual(routes);
});

/** The operation's contract with its examples made real: stored ids in the path, a fresh quote in the body. */
async function storedContract(route: RouteDefinition): Promise<OperationContract> {
  const contract = operationContract(route);
  if (!route.security.some((req) => req.scheme === 'tradeApiKey')) return contract;
  const values = await storedPathValues(partitions[0] as PartitionRef, route);
  const pathParams = contract.pathParams.map((param) => ({ ...param, schema: { ...param.schema, examples: [values[param.name]] } }));
  const bodyExamples: unknown[] = [];
  for (const example of contract.bodyExamples) bodyExamples.push(await withFreshQuote(server, primary.key, example));
  return { ...contract, pathParams, bodyExamples };
}

describe.each(selected.map((route) => [route.operationId, route] as const))('%s', (_id, route) => {
  it(`answers ${settings.casesPerOperation} fuzz cases below 500, in the envelope, as the contract says, storing nothing when it refuses`, async () => {
    const contract = await storedContract(route);
    const cases = generateCases(contract, {
      seed: settings.seed,
      count: settings.casesPerOperation,
      ...(route.operationId === 'getSandboxAvailability' ? { signedQuery } : {}),
      ...(FIXED_QUERY[route.operationId] ? { fixedQuery: FIXED_QUERY[route.operationId] } : {}),
      methodsOfPath: routes.filter((other) => other.path === route.path).map((other) => other.method),
    });
    const failures: string[] = [];
    let before = await snapshot();
    for (const fuzzCase of cases) {
      let res: Response;
      try {
        res = await send(route, fuzzCase);
      } catch (err) {
        failures.push(`${replay(route, fuzzCase)}: the request failed: ${(err as Error).message}`);
        before = await snapshot();
        continue;
      }
      const after = await snapshot();
      record(route, fuzzCase, res);
      const found = problems(route, fuzzCase, res, before, after);
      // A valid request may still meet a state it cannot change (409: resume an active property).
      if (fuzzCase.index === 0 && res.status >= 400 && res.status !== 409 && !isCruise501(route, res.status)) found.push('the valid request was refused');
      if (found.length > 0) failures.push(`${replay(route, fuzzCase)}: ${found.join('; ')}\n    ${fuzzCase.method} ${target(fuzzCase).slice(0, 160)} → ${describeAnswer(res)}`);
      before = after;
      if (res.status < 400 && route.access === 'test') {
        // An advanced test clock goes back only with a reset, as a partner's would: the later
        // operations' examples name dates that must stay ahead of it.
        if (route.operationId === 'advanceTestClock') expect((await request(server).post('/api/b2b/v1/test-helpers/reset').set('Authorization', `Bearer ${primary.key}`)).status).toBe(200);
        // A reset partition is seeded again by its next use: here, not by the next case.
        await openPartitions();
        before = await snapshot();
      }
    }
    if (failures.length > 0) throw new Error(`${failures.length} of ${cases.length} cases failed:\n${failures.join('\n')}`);
  }, 120000);
});

describe('rate limits', () => {
  it('answers 429 in the envelope, as the contract says, storing nothing, whatever else is wrong with the request', async () => {
    if (settings.operation !== null) return;
    // A second instance on the same database with every limit at 1: the fuzz above has used them all.
    const limited = await createTestApp({
      clock,
      database: t.database,
      env: Object.fromEntries(Object.keys(NO_LIMITS).map((name) => [name, '1'])),
    });
    try {
      const pick = (operationId: string): RouteDefinition => routes.find((route) => route.operationId === operationId) as RouteDefinition;
      const cases: Array<[RouteDefinition, FuzzCase]> = [];
      const make = (route: RouteDefinition, label: string, extra: Partial<FuzzCase>): void => {
        const base = generateCases(operationContract(route), { seed: settings.seed, count: 1, ...(route.operationId === 'getSandboxAvailability' ? { signedQuery } : {}) })[0] as FuzzCase;
        cases.push([route, { ...base, ...extra, label, index: cases.length, idempotent: false }]);
      };
      make(pick('getWhoAmI'), 'whoami with a spent key', {});
      make(pick('createTransportQuote'), 'transport quote with a spent key and an invalid body', { body: { json: { airport: 42 } }, headers: { 'Idempotency-Key': 'fuzz-429' } });
      make(pick('createSandboxTransferQuote'), 'sandbox quote from a spent address', {});
      make(pick('getSandboxStatus'), 'sandbox status from a spent address', {});
      make(pick('getSandboxAvailability'), 'sandbox availability from a spent address', {});
      // Where failed authentication has a limit of its own, it answers 429 in the envelope too.
      if ('auth_failure' in testConfig().limits) {
        make(pick('getWhoAmI'), 'whoami with a wrong key from an address past its failures', { credential: 'raw', authorization: 'Bearer {other}' });
      }
      for (const action of ['developer_handshake', 'credit_line_application', 'wallet_topup', 'account_payload', 'tracking_link']) {
        make(pick('runAccountAction'), `${action} from a spent address, body otherwise empty`, { body: { json: { action } }, headers: {} });
      }
      const failures: string[] = [];
      const seen429 = new Set<string>();
      for (const [route, fuzzCase] of cases) {
        // Up to two attempts: a limit of 1 lets the first through when nothing was counted yet.
        for (let attempt = 0; attempt < 2 && !seen429.has(fuzzCase.label); attempt++) {
          const before = await snapshot();
          const res = await send(route, fuzzCase, limited.app);
          const after = await snapshot();
          record(route, fuzzCase, res);
          const found = problems(route, fuzzCase, res, before, after);
          if (res.status === 429) {
            seen429.add(fuzzCase.label);
            if (res.body.error?.retryable !== true) found.push('a 429 must be retryable');
            if (!res.headers['retry-after']) found.push('a 429 must say Retry-After');
          }
          if (found.length > 0) failures.push(`${replay(route, fuzzCase)}: ${found.join('; ')} → ${describeAnswer(res)}`);
        }
      }
      const missing = cases.map(([, c]) => c.label).filter((label) => !seen429.has(label));
      expect({ failures, missing }).toEqual({ failures: [], missing: [] });
    } finally {
      await limited.close();
    }
  }, 60000);
});

describe('documented examples', () => {
  it('accepts every operation with all its query parameters at their documented examples', async () => {
    const failures: string[] = [];
    for (const route of selected) {
      // Stored ids in the path: an object's sub-list (an endpoint's deliveries) needs the object.
      const contract = await storedContract(route);
      const optional = contract.queryParams.filter((param) => param.schema?.examples?.[0] !== undefined);
      if (route.operationId === 'getSandboxAvailability' || optional.length === 0) continue;
      const [base] = generateCases(contract, { seed: settings.seed, count: 1 });
      // An id in the query (a property to filter on) names an object of the key's partition where it stores one.
      let query: Query = [];
      for (const param of optional) {
        const stored = idPrefix(param) === null ? null : await storedId(partitions[0] as PartitionRef, route, param);
        query.push([param.name, stored ?? String(param.schema?.examples?.[0])]);
      }
      if (query.some(([name]) => name === 'cursor')) {
        // A cursor is one the API returned for the partition's rows: the first page's.
        const cursor = await storedCursor(server, primary.key, route, query);
        query = query.flatMap(([name, value]): Query => (name !== 'cursor' ? [[name, value]] : cursor === null ? [] : [[name, cursor]]));
      }
      const fuzzCase = { ...(base as FuzzCase), query, label: 'every query parameter at its example' };
      const res = await send(route, fuzzCase);
      record(route, fuzzCase, res);
      if (res.status >= 400 && !isCruise501(route, res.status)) failures.push(`${route.operationId}: ${route.method} ${target(fuzzCase)} → ${describeAnswer(res)}`);
    }
    expect(failures).toEqual([]);
  });
});
