/**
 * The fuzz cases' makings: for an operation, a valid request built from its examples, and the
 * mutations of its body, parameters and headers, with the hazards every run meets. Each mutation
 * draws from the operation's PRNG stream and says what the case must get when the contract
 * decides it: a request the contract's own validators reject must be refused; a body that is not
 * JSON must get 415; a bad credential 401. test/helpers/fuzz/runner.ts orders them into cases.
 */
import { contractRejectsBody, contractRejectsHeaders, contractRejectsPath, contractRejectsQuery, declaredType, resolveSchema, schemaAt, type JsonSchema, type OperationContract, type Parameter, type Query } from './contract';
import { clone, deleteAt, describePath, leaves, parses, setAt, withRawValue, type JsonPath, type Leaf } from './json';
import type { Prng } from './prng';

export const BODY_LIMIT = 16 * 1024;

/** Who the case claims to be; the test turns it into an Authorization header. */
export type Credential = 'default' | 'live' | 'none' | 'raw';

export type Expectation =
  /** Any status from 400 up (cruise's 501 included): the request must not go through. */
  | { kind: 'refused'; why: string }
  | { kind: 'status'; status: number; why: string };

export interface FuzzCase {
  index: number;
  /** What was mutated, to read in a failure message. */
  label: string;
  method: string;
  /** The raw path, escapes and all, as it goes on the wire. */
  path: string;
  query: Query;
  headers: Record<string, string | string[]>;
  credential: Credential;
  /** Authorization as sent when `credential` is 'raw'; placeholders {key} and {sandbox} are filled by the test. */
  authorization?: string | string[];
  /** A JSON value (sent with Content-Type: application/json), or raw bytes with the headers given. */
  body?: { json: unknown } | { raw: string | Buffer };
  expect?: Expectation;
  /** Whether the case carries an Idempotency-Key the server may keep a refusal under. */
  idempotent: boolean;
}


const wrongTypeValues = (value: unknown): unknown[] => {
  const all: unknown[] = [42, -1.5, 'fuzz', '', true, false, null, { fuzz: 1 }, [], ['fuzz'], [1, 2, 3]];
  return all.filter((candidate) => typeof candidate !== typeof value || Array.isArray(candidate) !== Array.isArray(value) || (candidate === null) !== (value === null));
};

const CONTROL_STRINGS = ['\u0000', 'a\u0000b', '\u001b[31mred\u001b[0m', '\ud800', 'x\udfffy', '\u202eevil', '\r\nX-Injected: 1', '\u0007\u0008\u000b\u000c', '\ufeff', '\u{1F680}\u0301'];
const HOSTILE_NUMBERS = [1e308, -1e308, 2 ** 53 + 2, -1, -0, 0.5, 1.0000000001, 123456789.123456, 2147483648, -2147483649, 1e-300];
const NUMBERISH_STRINGS = ['NaN', 'Infinity', '-Infinity', '1e400', '0x10', '1_000', ' 1 ', ''];

/** Deep nesting that fits in the body limit with `room` bytes to spare. */
function deepNesting(room: number, object: boolean): string {
  const unit = object ? 6 : 2; // {"a": … } or [ … ]
  const depth = Math.max(1, Math.floor(room / unit));
  return object ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function rawSegments(prng: Prng): Array<{ raw: string; label: string }> {
  return [
    { raw: '%ZZ', label: 'malformed escape %ZZ' },
    { raw: '%', label: 'lone %' },
    { raw: `abc%E0%A4%A`, label: 'truncated UTF-8 escape' },
    { raw: '%C0%AF', label: 'overlong UTF-8' },
    { raw: '..%2F..%2F..%2Fetc%2Fpasswd', label: 'encoded traversal' },
    { raw: '%2e%2e', label: 'encoded ..' },
    { raw: '%00', label: 'NUL' },
    { raw: '%1B%5B31m', label: 'escape sequence' },
    { raw: 'x'.repeat(2000 + prng.int(2000)), label: 'very long id' },
    { raw: encodeURIComponent('é漢字\u{1F680}'), label: 'unicode' },
    { raw: encodeURIComponent("' OR 1=1 --"), label: 'SQL' },
    { raw: '-1', label: '-1' },
    { raw: '1e400', label: '1e400' },
    { raw: 'null', label: 'null' },
    { raw: '%20', label: 'space' },
    { raw: encodeURIComponent('\u202e'), label: 'RTL override' },
  ];
}

const BAD_QUERY_VALUES = ['1e400', '-1', '0', '1.5', 'NaN', 'abc', '', 'x'.repeat(3000), '%ZZ', 'null', 'true', '[]', '{}', '2026-02-30', '9999999999999999999999'];

export interface BaseRequest {
  path: string;
  pathValues: Record<string, string>;
  query: Query;
  body: unknown;
  idempotencyKey: string | null;
}

/** Headers of a JSON request for this base (Idempotency-Key when the operation takes one). */
export function baseHeaders(base: BaseRequest): Record<string, string> {
  return base.idempotencyKey ? { 'Idempotency-Key': base.idempotencyKey } : {};
}

/**
 * The valid request of an operation: path parameters from their schema examples, required query
 * parameters (and some optional ones) from theirs, the body from one of the named examples. The
 * signed availability URL's query comes from the handshake (`signedQuery`).
 */
export function baseRequest(contract: OperationContract, prng: Prng, caseIndex: number, seed: number, signedQuery?: Query, fixedQuery?: Query): BaseRequest {
  const { route } = contract;
  let path = route.path;
  const pathValues: Record<string, string> = {};
  for (const param of contract.pathParams) {
    const example = param.schema?.examples?.[0];
    if (example === undefined) throw new Error(`${route.operationId}: path parameter ${param.name} has no example`);
    pathValues[param.name] = String(example);
    path = path.replace(`{${param.name}}`, encodeURIComponent(String(example)));
  }
  const query: Query = signedQuery ? [...signedQuery] : [];
  if (!signedQuery) {
    for (const param of contract.queryParams) {
      const example = param.schema?.examples?.[0];
      if (example === undefined) continue;
      if (param.required || prng.chance(0.3)) query.push([param.name, String(example)]);
    }
  }
  for (const [name, value] of fixedQuery ?? []) {
    const at = query.findIndex(([existing]) => existing === name);
    if (at >= 0) query.splice(at, 1);
    query.push([name, value]);
  }
  const body = contract.bodyExamples.length > 0 ? clone(prng.pick(contract.bodyExamples)) : undefined;
  const takesKey = contract.headerParams.some((p) => p.name.toLowerCase() === 'idempotency-key');
  const idempotencyKey = takesKey && prng.chance(0.75) ? `fuzz-${seed}-${route.operationId}-${caseIndex}` : null;
  return { path, pathValues, query, body, idempotencyKey };
}

/** A case as a mutation makes it; the generator numbers it. `method` when not the operation's. */
export type Made = Omit<FuzzCase, 'index' | 'method' | 'idempotent'> & { method?: string };
export type Mutator = (ctx: MutationContext) => Made | null;

export interface MutationContext {
  contract: OperationContract;
  base: BaseRequest;
  prng: Prng;
  secured: boolean;
}

const jsonCase = (ctx: MutationContext, label: string, body: unknown): Made => {
  const rejected = contractRejectsBody(ctx.contract, body);
  return {
    label,
    path: ctx.base.path,
    query: ctx.base.query,
    headers: baseHeaders(ctx.base),
    credential: 'default',
    body: { json: body },
    ...(rejected ? { expect: { kind: 'refused', why: 'the contract rejects this body' } } : {}),
  };
};

const rawJsonCase = (ctx: MutationContext, label: string, raw: string, expect: Expectation | undefined): Made => ({
  label,
  path: ctx.base.path,
  query: ctx.base.query,
  headers: { ...baseHeaders(ctx.base), 'Content-Type': 'application/json' },
  credential: 'default',
  body: { raw },
  ...(expect ? { expect } : {}),
});

function pickLeaf(ctx: MutationContext, filter: (leaf: Leaf) => boolean): Leaf | null {
  const candidates = leaves(ctx.base.body).filter(filter);
  return candidates.length > 0 ? ctx.prng.pick(candidates) : null;
}

const isString = (leaf: Leaf): boolean => typeof leaf.value === 'string';
const isNumber = (leaf: Leaf): boolean => typeof leaf.value === 'number';

/**
 * A value the schema allows but the examples never show: a bound, the longest string, another
 * enum member, a far date. Valid input at the edges is where the sections' own logic can break.
 */
function boundaryValue(schema: JsonSchema | undefined, current: unknown, prng: Prng): unknown {
  const node = resolveSchema(schema);
  if (!node) return undefined;
  if (Array.isArray(node.enum) && node.enum.length > 0) return prng.pick(node.enum as unknown[]);
  if (node.const !== undefined) return node.const;
  const type = declaredType(node);
  if (type === 'integer' || type === 'number') {
    const bounds: number[] = [];
    if (typeof node.minimum === 'number') bounds.push(node.minimum);
    if (typeof node.maximum === 'number') bounds.push(node.maximum);
    if (typeof node.exclusiveMinimum === 'number') bounds.push(node.exclusiveMinimum + (type === 'integer' ? 1 : 0.01));
    if (typeof node.exclusiveMaximum === 'number') bounds.push(node.exclusiveMaximum - (type === 'integer' ? 1 : 0.01));
    if (bounds.length === 0) bounds.push(0, type === 'integer' ? 2147483647 : 99999999.99);
    return prng.pick(bounds);
  }
  if (type === 'string') {
    if (node.format === 'date') return prng.pick(['2000-01-01', '2099-12-31', '2026-02-28', '2028-02-29', '2026-11-22', '2026-11-21']);
    if (node.format === 'date-time') return prng.pick(['2000-01-01T00:00:00Z', '2099-12-31T23:59:59+04:00', '2026-11-22T10:00:00Z', '2026-11-22T09:59:59.999Z']);
    if (typeof node.pattern === 'string' || typeof node.format === 'string') return current;
    if (typeof node.maxLength === 'number') return prng.pick(['x', 'é', ' ']).repeat(node.maxLength);
    if (typeof node.minLength === 'number') return 'x'.repeat(node.minLength);
    return current;
  }
  if (type === 'boolean') return current === true ? false : true;
  if (type === 'array' && Array.isArray(current)) {
    if (typeof node.maxItems === 'number' && current.length > 0) return Array.from({ length: node.maxItems }, () => current[0]);
    if (typeof node.minItems === 'number') return current.slice(0, Math.max(node.minItems, 0));
  }
  return current;
}

export const BODY_MUTATORS: Record<string, Mutator> = {
  'body.boundary': (ctx) => {
    const leaf = pickLeaf(ctx, (l) => typeof l.value !== 'object' || Array.isArray(l.value));
    if (!leaf) return null;
    const value = boundaryValue(schemaAt(ctx.contract.bodySchema, leaf.path), leaf.value, ctx.prng);
    if (value === undefined) return null;
    return jsonCase(ctx, `${describePath(leaf.path)} = ${JSON.stringify(value).slice(0, 60)} (a bound)`, setAt(ctx.base.body, leaf.path, value));
  },
  'body.wrongType': (ctx) => {
    const leaf = pickLeaf(ctx, () => true);
    if (!leaf) return null;
    const value = ctx.prng.pick(wrongTypeValues(leaf.value));
    return jsonCase(ctx, `${describePath(leaf.path)} = ${JSON.stringify(value)}`, setAt(ctx.base.body, leaf.path, value));
  },
  'body.missingField': (ctx) => {
    const leaf = pickLeaf(ctx, (l) => typeof l.path[l.path.length - 1] === 'string');
    if (!leaf) return null;
    return jsonCase(ctx, `without ${describePath(leaf.path)}`, deleteAt(ctx.base.body, leaf.path));
  },
  'body.extraField': (ctx) => {
    const objects = [{ path: [] as JsonPath, value: ctx.base.body }, ...leaves(ctx.base.body)].filter(
      (l) => l.value !== null && typeof l.value === 'object' && !Array.isArray(l.value),
    );
    if (objects.length === 0) return null;
    const target = ctx.prng.pick(objects);
    const name = ctx.prng.pick(['fuzz_unknown', '__proto__', 'constructor', 'sandbox', 'account_id', 'id', 'status', '']);
    const raw = JSON.stringify(target.value).replace(/^\{/, `{${JSON.stringify(name)}:${JSON.stringify(ctx.prng.pick(['x', 1, true, null, { a: 1 }]))},`).replace(/,\}$/, '}');
    const text = target.path.length === 0 ? raw : withRawValue(ctx.base.body, target.path, raw);
    const parsed = JSON.parse(text) as unknown;
    const rejected = contractRejectsBody(ctx.contract, parsed);
    const expect: Expectation | undefined = rejected ? { kind: 'refused', why: 'the contract rejects this body' } : undefined;
    return rawJsonCase(ctx, `extra field ${JSON.stringify(name)} in ${describePath(target.path)}`, text, expect);
  },
  'body.pastMaxLength': (ctx) => {
    const leaf = pickLeaf(ctx, (l) => isString(l) && typeof schemaAt(ctx.contract.bodySchema, l.path)?.maxLength === 'number');
    if (!leaf) return BODY_MUTATORS['body.hugeString']?.(ctx) ?? null;
    const max = schemaAt(ctx.contract.bodySchema, leaf.path)?.maxLength as number;
    const value = 'x'.repeat(Math.min(max + 1, 15000));
    return jsonCase(ctx, `${describePath(leaf.path)} of ${value.length} characters (max ${max})`, setAt(ctx.base.body, leaf.path, value));
  },
  'body.hugeString': (ctx) => {
    const leaf = pickLeaf(ctx, isString) ?? pickLeaf(ctx, () => true);
    const room = BODY_LIMIT - JSON.stringify(ctx.base.body ?? {}).length - 200;
    const value = ctx.prng.pick(['é', 'x', '\u{1F680}', '"', '\\']).repeat(Math.max(1, Math.floor(Math.min(15000, room) / 4)));
    const path = leaf?.path ?? ['fuzz'];
    return jsonCase(ctx, `${describePath(path)} = ${value.length}-character string`, setAt(ctx.base.body ?? {}, path, value));
  },
  'body.controlCharacters': (ctx) => {
    const leaf = pickLeaf(ctx, isString) ?? pickLeaf(ctx, () => true);
    if (!leaf) return null;
    const value = ctx.prng.pick(CONTROL_STRINGS);
    const original = typeof leaf.value === 'string' ? leaf.value : '';
    const mixed = ctx.prng.pick([value, `${original}${value}`, `${value}${original}`]);
    return jsonCase(ctx, `${describePath(leaf.path)} = ${JSON.stringify(mixed)}`, setAt(ctx.base.body, leaf.path, mixed));
  },
  'body.hostileNumber': (ctx) => {
    const leaf = pickLeaf(ctx, isNumber) ?? pickLeaf(ctx, () => true);
    if (!leaf) return null;
    const value = ctx.prng.chance(0.7) ? ctx.prng.pick(HOSTILE_NUMBERS) : ctx.prng.pick(NUMBERISH_STRINGS);
    return jsonCase(ctx, `${describePath(leaf.path)} = ${JSON.stringify(value)}`, setAt(ctx.base.body, leaf.path, value));
  },
  'body.1e400': (ctx) => {
    const leaf = pickLeaf(ctx, isNumber) ?? pickLeaf(ctx, () => true);
    if (!leaf) return null;
    const text = ctx.prng.pick(['1e400', '-1e400', '1e-400']);
    // 1e-400 parses to 0, a real number; the other two are Infinity, which no field can hold.
    const expect: Expectation | undefined = text === '1e-400' ? undefined : { kind: 'refused', why: `${text} is not a finite number` };
    const raw = withRawValue(ctx.base.body, leaf.path, text);
    const rejected = contractRejectsBody(ctx.contract, JSON.parse(raw));
    return rawJsonCase(ctx, `${describePath(leaf.path)} = ${text}`, raw, rejected ? { kind: 'refused', why: 'the contract rejects this body' } : expect);
  },
  'body.deepNesting': (ctx) => {
    const leaf = pickLeaf(ctx, () => true);
    const path = leaf?.path ?? ['fuzz'];
    const base = ctx.base.body ?? {};
    const room = BODY_LIMIT - JSON.stringify(base).length - 64;
    const object = ctx.prng.chance(0.5);
    const raw = withRawValue(base, path, deepNesting(room, object));
    return rawJsonCase(ctx, `${describePath(path)} = ${object ? 'objects' : 'arrays'} nested to fill 16 KB`, raw, { kind: 'refused', why: 'no field of the contract nests that deep' });
  },
  'body.deepBody': (ctx) => {
    const object = ctx.prng.chance(0.5);
    const raw = deepNesting(BODY_LIMIT - 16, object);
    return rawJsonCase(ctx, `body = ${object ? 'objects' : 'arrays'} nested to fill 16 KB`, raw, { kind: 'refused', why: 'the body is not the documented object' });
  },
  'body.notObject': (ctx) => {
    const value = ctx.prng.pick([[], [ctx.base.body], 'fuzz', 42, true, null, 0]);
    return jsonCase(ctx, `body = ${JSON.stringify(value).slice(0, 60)}`, value);
  },
  'body.invalidJson': (ctx) => {
    const text = JSON.stringify(ctx.base.body ?? {});
    const candidates = [text.slice(0, Math.max(1, text.length - 1)), `${text}}`, text.replace(/"/, "'"), `${text},`, '{"a":1,}', '\u0000', 'NaN', '{"a":01}', '{"a":"\\x41"}'];
    const raw = ctx.prng.pick(candidates.filter((candidate) => !parses(candidate)));
    return rawJsonCase(ctx, `invalid JSON ${JSON.stringify(raw.slice(0, 40))}`, raw, { kind: 'refused', why: 'the body is not JSON' });
  },
  'body.empty': (ctx) => {
    // body-parser reads an empty JSON body as {}: refused when the contract rejects {}.
    const expect: Expectation | undefined = contractRejectsBody(ctx.contract, {}) ? { kind: 'refused', why: 'the body is required and {} is not valid' } : undefined;
    return rawJsonCase(ctx, 'empty body with Content-Type: application/json', '', expect);
  },
  'body.tooLarge': (ctx) => {
    const raw = JSON.stringify({ ...(typeof ctx.base.body === 'object' && ctx.base.body !== null ? ctx.base.body : {}), fuzz: 'x'.repeat(BODY_LIMIT + ctx.prng.int(4096)) });
    return rawJsonCase(ctx, `body of ${raw.length} bytes`, raw, { kind: 'status', status: 413, why: 'the body is larger than 16 KB' });
  },
};

/** A body on an operation that declares none. */
export const UNEXPECTED_BODY: Mutator = (ctx) => {
  if (ctx.prng.chance(0.3)) {
    const object = ctx.prng.chance(0.5);
    return {
      ...rawJsonCase(ctx, `${object ? 'objects' : 'arrays'} nested to fill 16 KB on an operation that takes no body`, deepNesting(BODY_LIMIT - 16, object), {
        kind: 'refused',
        why: 'the operation declares no request body',
      }),
    };
  }
  const value = ctx.prng.pick<unknown>([{ fuzz: 1 }, { id: 'x', status: 'cancelled' }, [1, 2], 'fuzz', { nested: { deep: [1, { a: null }] } }]);
  return {
    label: `JSON body ${JSON.stringify(value)} on an operation that takes none`,
    path: ctx.base.path,
    query: ctx.base.query,
    headers: baseHeaders(ctx.base),
    credential: 'default',
    body: { json: value },
    expect: { kind: 'refused', why: 'the operation declares no request body' },
  };
};

function sampleBody(ctx: MutationContext): string {
  return JSON.stringify(ctx.base.body ?? { fuzz: 1 });
}

export const HEADER_MUTATORS: Record<string, Mutator> = {
  'header.textPlain': (ctx) => ({
    label: 'Content-Type: text/plain',
    path: ctx.base.path,
    query: ctx.base.query,
    headers: { ...baseHeaders(ctx.base), 'Content-Type': ctx.prng.pick(['text/plain', 'text/plain; charset=utf-8']) },
    credential: 'default',
    body: { raw: sampleBody(ctx) },
    expect: { kind: 'status', status: 415, why: 'a text/plain body is not JSON' },
  }),
  'header.otherMediaType': (ctx) => {
    const type = ctx.prng.pick(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'image/png', 'application/octet-stream']);
    return {
      label: `Content-Type: ${type}`,
      path: ctx.base.path,
      query: ctx.base.query,
      headers: { ...baseHeaders(ctx.base), 'Content-Type': type },
      credential: 'default',
      body: { raw: type.startsWith('application/x-www') ? 'a=1&b=2' : sampleBody(ctx) },
      expect: { kind: 'status', status: 415, why: `a ${type} body is not JSON` },
    };
  },
  'header.noContentType': (ctx) => ({
    label: 'JSON body without Content-Type',
    path: ctx.base.path,
    query: ctx.base.query,
    headers: baseHeaders(ctx.base),
    credential: 'default',
    body: { raw: Buffer.from(sampleBody(ctx)) },
    expect: { kind: 'refused', why: 'a body without Content-Type: application/json is not JSON' },
  }),
  'header.badCharset': (ctx) => ({
    label: 'Content-Type: application/json; charset=utf-16',
    path: ctx.base.path,
    query: ctx.base.query,
    headers: { ...baseHeaders(ctx.base), 'Content-Type': ctx.prng.pick(['application/json; charset=utf-16', 'application/json; charset=klingon']) },
    credential: 'default',
    body: { raw: sampleBody(ctx) },
    expect: { kind: 'refused', why: 'the charset cannot be read' },
  }),
  'header.corruptDeflate': (ctx) => {
    const encoding = ctx.prng.pick(['deflate', 'gzip']);
    const garbage = Buffer.from(Array.from({ length: 16 + ctx.prng.int(200) }, () => ctx.prng.int(256)));
    return {
      label: `Content-Encoding: ${encoding} with garbage`,
      path: ctx.base.path,
      query: ctx.base.query,
      headers: { ...baseHeaders(ctx.base), 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      credential: 'default',
      body: { raw: garbage },
      expect: { kind: 'refused', why: 'the body does not inflate' },
    };
  },
  'header.unknownEncoding': (ctx) => {
    const encoding = ctx.prng.pick(['compress', 'x-fuzz', 'zstd', 'identity, x-fuzz']);
    return {
      label: `Content-Encoding: ${encoding}`,
      path: ctx.base.path,
      query: ctx.base.query,
      headers: { ...baseHeaders(ctx.base), 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      credential: 'default',
      body: { raw: sampleBody(ctx) },
      expect: { kind: 'status', status: 415, why: `Content-Encoding ${encoding} is not supported` },
    };
  },
  'header.hugeIdempotencyKey': (ctx) => {
    const key = ctx.prng.pick(['k', 'K']).repeat(256 + ctx.prng.int(7000));
    return idempotencyKeyCase(ctx, `Idempotency-Key of ${key.length} characters`, key);
  },
  'header.nonAsciiIdempotencyKey': (ctx) => {
    const key = ctx.prng.pick(['ключ-1', 'clé-é', '鍵\u{1F680}', 'a\u0080b', 'tab\there']);
    // Node sends a header as Latin-1: the UTF-8 bytes go on the wire as they are.
    return idempotencyKeyCase(ctx, `Idempotency-Key ${JSON.stringify(key)}`, Buffer.from(key).toString('latin1'));
  },
  'header.repeatedIdempotencyKey': (ctx) => {
    return idempotencyKeyCase(ctx, 'two Idempotency-Key headers', [`fuzz-a-${ctx.prng.int(1e9)}`, `fuzz-b-${ctx.prng.int(1e9)}`]);
  },
  'header.reusedIdempotencyKey': (ctx) => {
    // One key per operation across its cases: the first answer is kept, later ones replay it or,
    // with another body, are refused.
    const body = ctx.base.body === undefined || ctx.prng.chance(0.5) ? ctx.base.body : setAt(ctx.base.body, ['fuzz_reuse'], ctx.prng.int(3));
    return {
      label: 'the Idempotency-Key of an earlier case',
      path: ctx.base.path,
      query: ctx.base.query,
      headers: { 'Idempotency-Key': `fuzz-reused-${ctx.contract.route.operationId}` },
      credential: 'default',
      ...(body === undefined ? {} : { body: { json: body } }),
      ...(body !== undefined && contractRejectsBody(ctx.contract, body) ? { expect: { kind: 'refused', why: 'the contract rejects this body' } } : {}),
    };
  },
  'header.duplicatedAuthorization': (ctx) => {
    const order = ctx.prng.pick([
      ['{key}', 'Bearer garbage'],
      ['Bearer garbage', '{key}'],
      ['{key}', '{key}'],
    ]);
    return {
      label: `two Authorization headers (${order.join(' | ')})`,
      path: ctx.base.path,
      query: ctx.base.query,
      headers: baseHeaders(ctx.base),
      credential: 'raw',
      authorization: order,
      ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
    };
  },
  'header.badBearer': (ctx) => {
    const forms = [
      '',
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNzd29yZA==',
      'Token {key}',
      '{key}',
      'Bearer {key}x',
      'Bearer {key-1}',
      `Bearer svc_test_${'A'.repeat(49)}`,
      `Bearer svc_live_${'A'.repeat(49)}`,
      'Bearer {other}',
      `Bearer ${'x'.repeat(6000)}`,
      'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJmdXp6In0.',
      'Bearer svc_sandbox_eyJhbGciOiJub25lIn0.e30.',
      `Bearer ${Buffer.from('svc_test_ключ').toString('latin1')}`,
      'Bearer {key} {key}',
      'Bearer null',
    ];
    const form = ctx.prng.pick(forms);
    return {
      label: `Authorization: ${JSON.stringify(form.slice(0, 60))}`,
      path: ctx.base.path,
      query: ctx.base.query,
      headers: baseHeaders(ctx.base),
      credential: 'raw',
      authorization: form,
      ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
      ...(ctx.secured ? { expect: { kind: 'status', status: 401, why: 'the credential is not valid' } } : {}),
    };
  },
  'auth.none': (ctx) => ({
    label: 'no credential',
    path: ctx.base.path,
    query: ctx.base.query,
    headers: baseHeaders(ctx.base),
    credential: 'none',
    ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
    ...(ctx.secured ? { expect: { kind: 'status', status: 401, why: 'no credential' } } : {}),
  }),
  'auth.live': (ctx) => ({
    label: 'live key of an account with live access',
    path: ctx.base.path,
    query: ctx.base.query,
    headers: baseHeaders(ctx.base),
    credential: 'live',
    ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
  }),
};

/** A method the path does not take: 405 in the envelope, with Allow. */
export function otherMethodMutator(allowed: readonly string[]): Mutator {
  return (ctx) => {
    const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => !allowed.includes(method));
    if (others.length === 0) return null;
    const method = ctx.prng.pick(others);
    return {
      label: `${method}, which the path does not take`,
      method,
      path: ctx.base.path,
      query: ctx.base.query,
      headers: baseHeaders(ctx.base),
      credential: 'default',
      ...(ctx.base.body === undefined || method === 'GET' ? {} : { body: { json: ctx.base.body } }),
      expect: { kind: 'status', status: 405, why: `the path does not take ${method}` },
    };
  };
}

function withSegment(ctx: MutationContext, name: string, raw: string): string {
  let path = ctx.contract.route.path;
  for (const param of ctx.contract.pathParams) {
    path = path.replace(`{${param.name}}`, param.name === name ? raw : encodeURIComponent(ctx.base.pathValues[param.name] as string));
  }
  return path;
}

export const PATH_MUTATORS: Record<string, Mutator> = {
  'path.badSegment': (ctx) => {
    const param = ctx.prng.pick(ctx.contract.pathParams);
    const segment = ctx.prng.pick(rawSegments(ctx.prng));
    let decoded: string | null;
    try {
      decoded = decodeURIComponent(segment.raw);
    } catch {
      decoded = null;
    }
    const rejected = decoded === null || decoded.includes('/') || contractRejectsPath(ctx.contract, { ...ctx.base.pathValues, [param.name]: decoded });
    return {
      label: `path ${param.name} = ${segment.label}`,
      path: withSegment(ctx, param.name, segment.raw),
      query: ctx.base.query,
      headers: baseHeaders(ctx.base),
      credential: 'default',
      ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
      ...(rejected ? { expect: { kind: 'refused', why: 'the path parameter is not one the contract accepts' } } : {}),
    };
  },
  'path.wrongValue': (ctx) => {
    const param = ctx.prng.pick(ctx.contract.pathParams);
    const example = ctx.base.pathValues[param.name] as string;
    const value = ctx.prng.pick([
      example.toUpperCase(),
      example.slice(0, -1),
      `${example}0`,
      example.replace(/[A-Za-z0-9]$/, '!'),
      example.replace(/^[a-z]+_/, 'zzz_'),
      '0',
      '2026-13-45',
      '0000-00-00',
      '9999-12-31',
    ]);
    const rejected = contractRejectsPath(ctx.contract, { ...ctx.base.pathValues, [param.name]: value });
    return {
      label: `path ${param.name} = ${JSON.stringify(value)}`,
      path: withSegment(ctx, param.name, encodeURIComponent(value)),
      query: ctx.base.query,
      headers: baseHeaders(ctx.base),
      credential: 'default',
      ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
      ...(rejected ? { expect: { kind: 'refused', why: 'the path parameter is not one the contract accepts' } } : {}),
    };
  },
  'path.traversal': (ctx) => {
    const tail = ctx.prng.pick(['/../../../../etc/passwd', '/./', '//', '/%2e%2e/%2e%2e/healthz', '/..;/x']);
    return {
      label: `path + ${tail}`,
      path: `${ctx.base.path}${tail}`,
      query: ctx.base.query,
      headers: baseHeaders(ctx.base),
      credential: 'default',
      ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
    };
  },
};

/** The operation's valid request with `key` as its Idempotency-Key header: refused when the contract rejects it. */
function idempotencyKeyCase(ctx: MutationContext, label: string, key: string | string[]): Made {
  const headers = { 'Idempotency-Key': key };
  return {
    label,
    path: ctx.base.path,
    query: ctx.base.query,
    headers,
    credential: 'default',
    ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
    ...(contractRejectsHeaders(ctx.contract, headers) ? { expect: { kind: 'refused', why: 'the contract rejects this Idempotency-Key' } } : {}),
  };
}

const numericParam = (param: Parameter): boolean => ['integer', 'number'].includes(declaredType(param.schema) ?? '');

/** The operation's valid request with `name` set to `values` in its query string (replacing it). */
const withQueryParam = (ctx: MutationContext, name: string, ...values: string[]): Query => [
  ...ctx.base.query.filter(([other]) => other !== name),
  ...values.map((value): [string, string] => [name, value]),
];

/**
 * A case that changes only the query string of the operation's valid request: refused for
 * `refusedBecause` when given, else when the contract's own validators reject the query.
 */
function queryCase(ctx: MutationContext, label: string, query: Query, refusedBecause?: string): Made {
  const why = refusedBecause ?? (contractRejectsQuery(ctx.contract, query) ? 'the contract rejects this query' : undefined);
  return {
    label,
    path: ctx.base.path,
    query,
    headers: baseHeaders(ctx.base),
    credential: 'default',
    ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
    ...(why === undefined ? {} : { expect: { kind: 'refused', why } }),
  };
}

export const QUERY_MUTATORS: Record<string, Mutator> = {
  'query.boundary': (ctx) => {
    const param = ctx.prng.pick(ctx.contract.queryParams);
    const value = boundaryValue(param.schema, param.schema?.examples?.[0], ctx.prng);
    if (value === undefined || value === null) return null;
    return queryCase(ctx, `query ${param.name}=${String(value).slice(0, 40)} (a bound)`, withQueryParam(ctx, param.name, String(value)));
  },
  'query.badValue': (ctx) => {
    const param = ctx.prng.pick(ctx.contract.queryParams);
    const value = ctx.prng.pick(BAD_QUERY_VALUES);
    const infinite = numericParam(param) && /^-?(1e400|9{22})$/.test(value);
    return queryCase(ctx, `query ${param.name}=${JSON.stringify(value.slice(0, 40))}`, withQueryParam(ctx, param.name, value), infinite ? `${param.name} is not a finite integer` : undefined);
  },
  'query.1e400': (ctx) => {
    const numeric = ctx.contract.queryParams.filter(numericParam);
    const param = numeric.length > 0 ? ctx.prng.pick(numeric) : ctx.prng.pick(ctx.contract.queryParams);
    const value = ctx.prng.pick(['1e400', '-1e400', '1e308', '1.5', '-0', '1e2', '0x10', '１']);
    const infinite = numericParam(param) && /^-?1e400$/.test(value);
    return queryCase(ctx, `query ${param.name}=${value}`, withQueryParam(ctx, param.name, value), infinite ? `${param.name} is not a finite number` : undefined);
  },
  'query.repeated': (ctx) => {
    const param = ctx.prng.pick(ctx.contract.queryParams);
    const example = String(param.schema?.examples?.[0] ?? 'x');
    return queryCase(ctx, `query ${param.name} twice`, withQueryParam(ctx, param.name, example, ctx.prng.pick([example, 'other', '1e400'])));
  },
  'query.controlCharacters': (ctx) => {
    const param = ctx.prng.pick(ctx.contract.queryParams);
    // A lone surrogate cannot be percent-encoded as UTF-8; it goes raw as its CESU-8 bytes instead.
    const value = ctx.prng.pick([...CONTROL_STRINGS.filter((s) => !/[\ud800-\udfff]/u.test(s)), '%ED%A0%80']);
    return queryCase(ctx, `query ${param.name}=${JSON.stringify(value)}`, withQueryParam(ctx, param.name, value));
  },
};

/** Mutations any operation gets, with or without declared query parameters. */
export const ANY_QUERY_MUTATORS: Record<string, Mutator> = {
  'query.unknown': (ctx) => {
    const extra: [string, string] = ctx.prng.pick<[string, string]>([
      ['fuzz', '1'],
      ['__proto__', 'x'],
      ['limit', '1e400'],
      ['sandbox', 'false'],
      ['a[b]', 'c'],
      ['%ZZ', '%ZZ'],
      ['x'.repeat(500), 'y'],
    ]);
    const declared = ctx.contract.queryParams.some((p) => p.name === extra[0]);
    const label = `query + ${extra[0].slice(0, 20)}=${extra[1]}`;
    return queryCase(ctx, label, [...ctx.base.query, extra], declared && extra[1] === '1e400' ? 'the contract rejects this query' : undefined);
  },
};

const takesIdempotencyKey = (contract: OperationContract): boolean => contract.headerParams.some((p) => p.name.toLowerCase() === 'idempotency-key');

/**
 * Hazards every operation they apply to meets on every run, whatever the seed: each has broken
 * the platform once (a malformed escape, a corrupt deflate stream, a body where none is declared,
 * 1e400 in an integer parameter, a NUL byte bound for PostgreSQL, a text/plain body, nesting deep
 * enough to overflow a recursive fingerprint).
 */
export const HAZARDS: Record<string, { applies: (contract: OperationContract) => boolean; make: Mutator }> = {
  'hazard.percentZZ': {
    applies: (contract) => contract.pathParams.length > 0,
    make: (ctx) => {
      const param = ctx.contract.pathParams[0] as Parameter;
      return {
        label: `path ${param.name} = %ZZ`,
        path: withSegment(ctx, param.name, '%ZZ'),
        query: ctx.base.query,
        headers: baseHeaders(ctx.base),
        credential: 'default',
        expect: { kind: 'refused', why: '%ZZ is not a percent escape' },
      };
    },
  },
  'hazard.corruptDeflate': { applies: () => true, make: (ctx) => HEADER_MUTATORS['header.corruptDeflate']?.(ctx) ?? null },
  'hazard.textPlain': { applies: () => true, make: (ctx) => HEADER_MUTATORS['header.textPlain']?.(ctx) ?? null },
  'hazard.unexpectedBody': { applies: (contract) => !contract.route.hasBody, make: UNEXPECTED_BODY },
  'hazard.deepBodyWithKey': {
    applies: (contract) => !contract.route.hasBody && takesIdempotencyKey(contract),
    make: (ctx) => ({
      ...rawJsonCase(ctx, 'arrays nested to fill 16 KB, with an Idempotency-Key, on an operation that takes no body', deepNesting(BODY_LIMIT - 16, false), {
        kind: 'refused',
        why: 'the operation declares no request body',
      }),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `fuzz-deep-${ctx.contract.route.operationId}-${ctx.prng.int(1e9)}` },
    }),
  },
  'hazard.integer1e400': {
    applies: (contract) => contract.queryParams.some(numericParam),
    make: (ctx) => {
      const param = ctx.contract.queryParams.find(numericParam) as Parameter;
      return queryCase(ctx, `query ${param.name}=1e400`, withQueryParam(ctx, param.name, '1e400'), `${param.name} is not a finite number`);
    },
  },
  'hazard.nulInBody': {
    applies: (contract) => contract.route.hasBody && contract.bodyExamples.length > 0,
    make: (ctx) => {
      // Free text (no enum, pattern or format) is what reaches the database as it is.
      const freeText = (l: Leaf): boolean => {
        const schema = resolveSchema(schemaAt(ctx.contract.bodySchema, l.path));
        return isString(l) && schema !== undefined && ['enum', 'const', 'pattern', 'format'].every((keyword) => schema[keyword] === undefined);
      };
      const leaf = pickLeaf(ctx, freeText) ?? pickLeaf(ctx, isString);
      if (!leaf) return null;
      const value = `${String(leaf.value)}\u0000`;
      return jsonCase(ctx, `${describePath(leaf.path)} ends in NUL`, setAt(ctx.base.body, leaf.path, value));
    },
  },
  'hazard.nulInPathWithLiveKey': {
    applies: (contract) => contract.pathParams.length > 0 && contract.route.security.some((req) => req.scheme === 'tradeApiKey'),
    make: (ctx) => {
      const param = ctx.contract.pathParams[0] as Parameter;
      const value = `${ctx.base.pathValues[param.name] as string}\u0000`;
      return {
        label: `path ${param.name} ends in NUL, live key`,
        path: withSegment(ctx, param.name, encodeURIComponent(value)),
        query: ctx.base.query,
        headers: baseHeaders(ctx.base),
        credential: 'live',
        ...(ctx.base.body === undefined ? {} : { body: { json: ctx.base.body } }),
        expect: { kind: 'refused', why: 'no id holds a NUL byte' },
      };
    },
  },
};
