/**
 * The contract as the fuzz reads it: each operation's parameters, body schema and examples, and
 * the oracle, whether the contract's own generated validators accept a part of a request (a
 * request they reject must be refused by the service).
 */
import { openApiDocument } from '../../../src/platform/openapiDocument';
import type { RouteDefinition } from '../../../src/generated/routes';
import * as bodyValidatorModule from '../../../src/generated/body-validators';
import * as paramValidatorModule from '../../../src/generated/param-validators';
import { clone } from './json';

export type JsonSchema = Record<string, unknown>;

/** A query string as name-value pairs, in order, a name possibly repeated. */
export type Query = Array<[string, string]>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema & { examples?: unknown[] };
}
interface MediaType {
  schema?: JsonSchema;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
}
interface Operation {
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content: Record<string, MediaType> };
}

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter>; examples: Record<string, { value: unknown }>; schemas: Record<string, JsonSchema> };
};

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
type Validators = Record<string, Validate | undefined>;
const bodyValidators = (bodyValidatorModule as unknown as { loadValidators(): Validators }).loadValidators();
const paramValidators = (paramValidatorModule as unknown as { loadValidators(): Validators }).loadValidators();

/** A parameter with its schema, either written out or shared (`BookingIdOrReference`). */
const resolveParameter = (p: Parameter | { $ref: string }): Parameter => {
  const param = '$ref' in p ? (document.components.parameters[p.$ref.replace('#/components/parameters/', '')] as Parameter) : p;
  const schema = resolveSchema(param.schema);
  return schema === undefined ? param : { ...param, schema };
};

export function resolveSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops++) {
    current = document.components.schemas[current.$ref.replace('#/components/schemas/', '')];
  }
  return current;
}

/** The schema of the value at `path` inside `schema`, looking through $ref, allOf, oneOf and anyOf. */
export function schemaAt(schema: JsonSchema | undefined, path: ReadonlyArray<string | number>): JsonSchema | undefined {
  const node = resolveSchema(schema);
  if (!node) return undefined;
  if (path.length === 0) return node;
  const [head, ...rest] = path;
  const candidates: JsonSchema[] = [];
  if (typeof head === 'number') {
    const items = node.items as JsonSchema | undefined;
    if (items) candidates.push(items);
  } else {
    const property = (node.properties as Record<string, JsonSchema> | undefined)?.[head as string];
    if (property) candidates.push(property);
  }
  for (const found of candidates) {
    const result = schemaAt(found, rest);
    if (result) return result;
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    for (const branch of (node[keyword] as JsonSchema[] | undefined) ?? []) {
      const result = schemaAt(branch, path);
      if (result) return result;
    }
  }
  return undefined;
}

/** The type a schema declares (looking through compositions), if any. */
export function declaredType(schema: JsonSchema | undefined): string | undefined {
  const node = resolveSchema(schema);
  if (!node) return undefined;
  if (typeof node.type === 'string') return node.type;
  if (Array.isArray(node.type)) return node.type.find((t) => t !== 'null') as string | undefined;
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    for (const branch of (node[keyword] as JsonSchema[] | undefined) ?? []) {
      const type = declaredType(branch);
      if (type) return type;
    }
  }
  return undefined;
}

export interface OperationContract {
  route: RouteDefinition;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  bodySchema: JsonSchema | undefined;
  bodyExamples: unknown[];
}

export function operationContract(route: RouteDefinition): OperationContract {
  const op = document.paths[route.path]?.[route.method.toLowerCase()];
  if (!op) throw new Error(`${route.operationId} is not in the document`);
  const params = (op.parameters ?? []).map(resolveParameter);
  const media = op.requestBody?.content['application/json'];
  const bodyExamples = Object.values(media?.examples ?? {}).map((example) =>
    example.$ref ? document.components.examples[example.$ref.replace('#/components/examples/', '')]?.value : example.value,
  );
  return {
    route,
    pathParams: params.filter((p) => p.in === 'path'),
    queryParams: params.filter((p) => p.in === 'query'),
    headerParams: params.filter((p) => p.in === 'header'),
    bodySchema: media?.schema,
    bodyExamples: bodyExamples.filter((value) => value !== undefined),
  };
}

// The oracle: whether the contract's own validators accept a part of the request.

function validates(name: string, data: unknown): boolean {
  const validate = paramValidators[name] ?? bodyValidators[name];
  if (!validate) return true;
  return validate(clone(data));
}

function queryObject(query: Query): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of query) {
    const existing = out[name];
    out[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

export function contractRejectsQuery(contract: OperationContract, query: Query): boolean {
  if (!contract.route.hasQueryParams) return false;
  return !validates(`${contract.route.operationId}_query`, queryObject(query));
}

export function contractRejectsPath(contract: OperationContract, values: Record<string, string>): boolean {
  return !validates(`${contract.route.operationId}_path`, values);
}

export function contractRejectsBody(contract: OperationContract, body: unknown): boolean {
  if (!contract.route.hasBody) return true;
  return !validates(`${contract.route.operationId}_body`, body);
}

export function contractRejectsHeaders(contract: OperationContract, headers: Record<string, string | string[]>): boolean {
  if (!contract.route.hasHeaderParams) return false;
  const lower: Record<string, string> = {};
  // Node joins a repeated header other than a few (Authorization, Content-Type…) with ", ".
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return !validates(`${contract.route.operationId}_headers`, lower);
}
