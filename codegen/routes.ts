import {
  HTTP_METHODS,
  resolveLocal,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type ResponseObject,
} from './document';

/** One representation a document operation answers with: a `format` value and its media type. */
export interface Offer {
  /** The `format` value that asks for it; null on an operation that takes no `format`. */
  format: string | null;
  mediaType: string;
}

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
  offers: Offer[];
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

/** The media type a `format` value names: its subtype, or a structured subtype's base (`svg` is `image/svg+xml`). */
function mediaTypeOfFormat(format: string, mediaTypes: readonly string[], declared: Readonly<Record<string, string>> = {}): string | undefined {
  // A format whose media type does not name it (`ubl` for `application/xml`) is declared on its parameter, `x-media-types`.
  const named = declared[format];
  if (named !== undefined) return mediaTypes.includes(named) ? named : undefined;
  return mediaTypes.find((type) => {
    const subtype = type.split('/')[1] ?? '';
    return subtype === format || subtype.startsWith(`${format}+`);
  });
}

/**
 * What an operation that answers with documents offers, default first: one offer per `format`
 * value (the parameter's `default`, then its enum order), or the success response's one media
 * type where it takes no `format`. Empty for a JSON-only operation: those ignore `Accept`.
 * A format without a media type, or a media type no format asks for, fails the generation.
 */
function offersOf(document: OpenApiDocument, op: OperationObject, where: string, params: ParameterObject[]): Offer[] {
  const success = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status))?.[1];
  const content = success ? resolveLocal<ResponseObject>(document, success).content ?? {} : {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.every((type) => type === 'application/json')) return [];
  const formatParam = params.find((p) => p.in === 'query' && p.name === 'format');
  if (!formatParam) {
    if (mediaTypes.length !== 1) throw new Error(`${where} offers ${mediaTypes.join(', ')} but takes no format parameter to choose`);
    return [{ format: null, mediaType: mediaTypes[0] as string }];
  }
  const values = (formatParam.schema?.enum ?? []) as string[];
  const fallback = formatParam.schema?.default as string | undefined;
  const ordered = fallback === undefined ? values : [fallback, ...values.filter((value) => value !== fallback)];
  const offers = ordered.map((format) => {
    const mediaType = mediaTypeOfFormat(format, mediaTypes, (formatParam as { 'x-media-types'?: Record<string, string> })['x-media-types']);
    if (!mediaType) throw new Error(`${where}: format ${format} has no media type under its success response`);
    return { format, mediaType };
  });
  const unreachable = mediaTypes.filter((type) => !offers.some((offer) => offer.mediaType === type));
  if (unreachable.length > 0) throw new Error(`${where}: no format value asks for ${unreachable.join(', ')}`);
  return offers;
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
        offers: offersOf(document, op, `${method.toUpperCase()} ${path}`, params),
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

/** Where the generated route table takes the type of one operation's handler from. */
export interface HandlerTypeSource {
  /** Module path, relative to the generated file. */
  from: string;
  /** A generic type taking the operation id. */
  name: string;
}

export function renderRoutes(
  operations: CollectedOperation[],
  securitySchemes: Record<string, unknown>,
  handlerType: HandlerTypeSource = { from: '../http/handler', name: 'OperationHandler' },
): string {
  const lines: string[] = [];
  lines.push(`import type { ${handlerType.name} } from '${handlerType.from}';`, '');
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
  lines.push('  /**');
  lines.push('   * The representations of a document operation, default first, each with the `format` value');
  lines.push('   * that asks for it (null where the operation takes no `format`). Empty: JSON only.');
  lines.push('   */');
  lines.push('  offers: readonly { format: string | null; mediaType: string }[];');
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
    lines.push(`    offers: ${JSON.stringify(op.offers)},`);
    lines.push('  },');
  }
  lines.push('];', '');
  const unimplemented = operations.filter((op) => op.access === '501').map((op) => JSON.stringify(op.operationId));
  lines.push("/** Operations the contract marks `x-access: '501'`: the dispatcher answers 501 for them. */");
  lines.push(`export type NotImplementedOperationId = ${unimplemented.length > 0 ? unimplemented.join(' | ') : 'never'};`, '');
  lines.push('/** Every other operationId must have a handler: a missing one fails the typecheck. */');
  lines.push(`export type HandlerMap = { [K in Exclude<OperationId, NotImplementedOperationId>]: ${handlerType.name}<K> };`, '');
  return lines.join('\n');
}
