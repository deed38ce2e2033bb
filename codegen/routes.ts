import {
  HTTP_METHODS,
  resolveLocal,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
} from './document';

export interface CollectedOperation {
  operationId: string;
  method: string;
  path: string;
  pathParams: string[];
  tag: string;
  access: string | null;
  security: Array<{ scheme: string; scopes: string[] }>;
  bodyRequired: boolean;
  bodySchema: JsonSchema | null;
  pathParamsSchema: JsonSchema | null;
  queryParamsSchema: JsonSchema | null;
  headerParamsSchema: JsonSchema | null;
}

function paramsSchema(params: ParameterObject[]): JsonSchema | null {
  if (params.length === 0) return null;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const param of params) {
    // Node lower-cases header names; a request carries many headers the contract does not name.
    const name = param.in === 'header' ? param.name.toLowerCase() : param.name;
    properties[name] = param.schema ?? {};
    if (param.required || param.in === 'path') required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: params[0]?.in === 'header' };
}

export function collectOperations(document: OpenApiDocument): CollectedOperation[] {
  const operations: CollectedOperation[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (item.parameters ?? []) as Array<ParameterObject | ReferenceObject>;
    for (const method of HTTP_METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      if (seen.has(op.operationId)) throw new Error(`Duplicate operationId ${op.operationId}`);
      seen.add(op.operationId);
      const params = [...shared, ...(op.parameters ?? [])].map((p) => resolveLocal(document, p));
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
      const body = op.requestBody ? resolveLocal(document, op.requestBody) : undefined;
      const security = op.security ?? document.security ?? [];
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        pathParams,
        tag: op.tags?.[0] ?? 'default',
        access: op['x-access'] ?? null,
        security: security.flatMap((req) => Object.entries(req).map(([scheme, scopes]) => ({ scheme, scopes }))),
        bodyRequired: Boolean(body?.required),
        bodySchema: body?.content?.['application/json']?.schema ?? null,
        pathParamsSchema: paramsSchema(params.filter((p) => p.in === 'path')),
        queryParamsSchema: paramsSchema(params.filter((p) => p.in === 'query')),
        headerParamsSchema: paramsSchema(params.filter((p) => p.in === 'header')),
      });
    }
  }
  return operations;
}

function patternFor(path: string): string | null {
  if (!path.includes('{')) return null;
  const escaped = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  return `^${escaped}$`;
}

export function renderRoutes(operations: CollectedOperation[], securitySchemes: Record<string, unknown>): string {
  const lines: string[] = [];
  lines.push("import type { OperationHandler } from '../http/handler';", '');
  lines.push('/** The security schemes of the document, by name. */');
  lines.push(`export const securitySchemes = ${JSON.stringify(securitySchemes, null, 2)} as const;`, '');
  lines.push('export const operationIds = [');
  for (const op of operations) lines.push(`  ${JSON.stringify(op.operationId)},`);
  lines.push('] as const;', '');
  lines.push('export type OperationId = (typeof operationIds)[number];', '');
  lines.push('export interface SecurityRequirement {', '  scheme: string;', '  scopes: readonly string[];', '}', '');
  lines.push('export interface RouteDefinition {');
  lines.push('  operationId: OperationId;');
  lines.push('  method: string;');
  lines.push('  /** OpenAPI path template. */');
  lines.push('  path: string;');
  lines.push('  /** Matches a concrete path; null for a path without parameters. */');
  lines.push('  pattern: RegExp | null;');
  lines.push('  pathParams: readonly string[];');
  lines.push('  tag: string;');
  lines.push('  access: string | null;');
  lines.push('  /** Alternatives: one of them must be satisfied. Empty: no credential. */');
  lines.push('  security: readonly SecurityRequirement[];');
  lines.push('  bodyRequired: boolean;');
  lines.push('  hasBody: boolean;');
  lines.push('  hasPathParams: boolean;');
  lines.push('  hasQueryParams: boolean;');
  lines.push('  hasHeaderParams: boolean;');
  lines.push('}', '');
  lines.push('export const routes: readonly RouteDefinition[] = [');
  for (const op of operations) {
    const pattern = patternFor(op.path);
    lines.push('  {');
    lines.push(`    operationId: ${JSON.stringify(op.operationId)},`);
    lines.push(`    method: ${JSON.stringify(op.method)},`);
    lines.push(`    path: ${JSON.stringify(op.path)},`);
    lines.push(`    pattern: ${pattern === null ? 'null' : `new RegExp(${JSON.stringify(pattern)})`},`);
    lines.push(`    pathParams: ${JSON.stringify(op.pathParams)},`);
    lines.push(`    tag: ${JSON.stringify(op.tag)},`);
    lines.push(`    access: ${JSON.stringify(op.access)},`);
    lines.push(`    security: ${JSON.stringify(op.security)},`);
    lines.push(`    bodyRequired: ${op.bodyRequired},`);
    lines.push(`    hasBody: ${op.bodySchema !== null},`);
    lines.push(`    hasPathParams: ${op.pathParamsSchema !== null},`);
    lines.push(`    hasQueryParams: ${op.queryParamsSchema !== null},`);
    lines.push(`    hasHeaderParams: ${op.headerParamsSchema !== null},`);
    lines.push('  },');
  }
  lines.push('];', '');
  const unimplemented = operations.filter((op) => op.access === '501').map((op) => JSON.stringify(op.operationId));
  lines.push("/** Operations the contract marks `x-access: '501'`: the dispatcher answers 501 for them. */");
  lines.push(`export type NotImplementedOperationId = ${unimplemented.length > 0 ? unimplemented.join(' | ') : 'never'};`, '');
  lines.push('/** Every other operationId must have a handler: a missing one fails the typecheck. */');
  lines.push('export type HandlerMap = { [K in Exclude<OperationId, NotImplementedOperationId>]: OperationHandler<K> };', '');
  return lines.join('\n');
}
