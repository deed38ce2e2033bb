import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { routes } from '../../src/generated/routes';
import { COMPONENTS_ID, maxDecimalsKeyword, toJsonSchema } from '../../codegen/validators';
import { resolveLocal, type OpenApiDocument, type ReferenceObject } from '../../codegen/document';

interface ExampleObject {
  $ref?: string;
  value?: unknown;
}

interface ResponseObject {
  $ref?: string;
  headers?: Record<string, { required?: boolean } | ReferenceObject>;
  content?: Record<string, { schema?: Record<string, unknown>; examples?: Record<string, ExampleObject> }>;
}

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, ResponseObject>;
    examples: Record<string, ExampleObject>;
  };
};

/** `value`, or the component its `$ref` names in the contract; a dangling reference throws. */
export function resolved<T>(value: T | ReferenceObject): T {
  return resolveLocal(document as unknown as OpenApiDocument, value);
}

/**
 * A parameter (or the shared one its `$ref` names) with its schema looked up too, where the schema
 * is a shared component (`BookingIdOrReference`): what its examples and pattern are read from.
 */
export function resolvedParameter<P extends { schema?: object }>(value: P | ReferenceObject): P {
  const param = resolved(value);
  return param.schema === undefined ? param : { ...param, schema: resolved(param.schema as object | ReferenceObject) };
}

/** Whether a documented header must be on every such response (OpenAPI's default is no). */
function headerRequired(header: { required?: boolean } | ReferenceObject): boolean {
  return resolved(header).required === true;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, discriminator: true, inlineRefs: false });
addFormats(ajv);
// Answers are held to the contract's decimals as requests are: an amount of 12.345 is a fault.
ajv.addKeyword(maxDecimalsKeyword);
ajv.addSchema({ $id: COMPONENTS_ID, $defs: toJsonSchema(document.components.schemas) as Record<string, unknown> });
const compiled = new Map<string, ValidateFunction>();


/**
 * The value of a response example the contract documents, by operation, status and example name,
 * following a `$ref` to `components/examples` (where the contract keeps its named examples).
 */
export function documentedExample(method: string, path: string, status: number, name: string, mediaType = 'application/json'): unknown {
  const declared = document.paths[path]?.[method.toLowerCase()]?.responses[String(status)];
  if (!declared) throw new Error(`the contract documents no ${status} for ${method} ${path}`);
  const example = resolved(declared).content?.[mediaType]?.examples?.[name];
  if (!example) throw new Error(`${method} ${path} ${status} documents no example ${name}`);
  return resolved(example).value;
}

/**
 * The error codes a JSON error response documents: those of its examples. An error answer must
 * show one of them, so a code the contract does not list for the operation and status fails
 * wherever a test calls the operation. Null when the response has no error examples.
 */
export function documentedCodes(response: ResponseObject): Set<string> | null {
  const codes = new Set<string>();
  for (const example of Object.values(resolved(response).content?.['application/json']?.examples ?? {})) {
    const code = (resolved(example).value as { error?: { code?: unknown } } | undefined)?.error?.code;
    if (typeof code === 'string') codes.add(code);
  }
  return codes.size > 0 ? codes : null;
}

function findOperation(method: string, path: string): { path: string; method: string } | null {
  const bare = path.split('?')[0] as string;
  // A literal path wins over a template, as in the router: GET /bookings/quote is a 405 of the
  // POST-only path, not GET /bookings/{ref}.
  const literal = routes.filter((route) => route.pattern === null && route.path === bare);
  for (const route of literal.length > 0 ? literal : routes) {
    if (route.method !== method.toUpperCase()) continue;
    if (route.pattern ? route.pattern.test(bare) : route.path === bare) return { path: route.path, method: route.method.toLowerCase() };
  }
  return null;
}

/**
 * Asserts that a response is one the contract documents for its operation and status: the
 * status is listed, the body validates against that status's schema, and the documented
 * headers are present. Responses to unknown paths are held to the shared 404/405 responses.
 */
export function expectContract(res: Response, method: string, path: string): void {
  const op = findOperation(method, path);
  let response: ResponseObject | undefined;
  let key: string;
  if (op) {
    key = `${op.method} ${op.path} ${res.status}`;
    const declared = document.paths[op.path]?.[op.method]?.responses[String(res.status)];
    if (!declared) throw new Error(`${method} ${path} answered ${res.status}, which the contract does not document`);
    response = resolved(declared);
  } else {
    key = `shared ${res.status}`;
    const shared = res.status === 404 ? 'NotFound' : res.status === 405 ? 'MethodNotAllowed' : res.status === 413 ? 'PayloadTooLarge' : res.status === 400 ? 'InvalidJson' : null;
    if (!shared) throw new Error(`${method} ${path} matched no operation and answered ${res.status}`);
    response = document.components.responses[shared] as ResponseObject;
  }
  const mediaType = String(res.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  if (mediaType !== 'application/json') {
    // A document (HTML, PDF, CSV, PNG, SVG): its media type must be one the contract offers.
    if (!response.content?.[mediaType]) throw new Error(`${key} answered ${mediaType}, which the contract does not offer`);
    return;
  }
  const schema = response.content?.['application/json']?.schema;
  if (!schema) throw new Error(`no JSON schema documented for ${key}`);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as Record<string, unknown>);
    compiled.set(key, validate);
  }
  if (!validate(res.body)) {
    throw new Error(`${key} body does not match the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body, null, 2).slice(0, 2000)}`);
  }
  const code = (res.body as { error?: { code?: unknown } } | undefined)?.error?.code;
  if (res.status >= 400 && typeof code === 'string') {
    const codes = documentedCodes(response);
    if (codes && !codes.has(code)) throw new Error(`${key} answered ${code}, which the contract does not document (it shows ${[...codes].join(', ')})`);
  }
  for (const [header, definition] of Object.entries(response.headers ?? {})) {
    if (headerRequired(definition) && res.headers[header.toLowerCase()] === undefined) throw new Error(`${key} lacks the required header ${header}`);
  }
}

/** Asserts that `value` is valid against the contract's component schema `name` (an event's snapshot against its object's schema). */
export function expectSchema(name: string, value: unknown): void {
  if (!document.components.schemas[name]) throw new Error(`the contract has no schema ${name}`);
  const key = `schema ${name}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `${COMPONENTS_ID}#/$defs/${name}` });
    compiled.set(key, validate);
  }
  if (!validate(value)) throw new Error(`${name} does not match the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value, null, 2).slice(0, 2000)}`);
}
