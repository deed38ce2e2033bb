import { OpenAPIRouter, type Operation as BackendOperation, type ParsedRequest, type Request } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { SecurityRequirement } from '../generated/routes';

type Document = OpenAPIV3_1.Document;
type Operation = BackendOperation<Document>;

/**
 * One operation of a generated route table (src/generated/routes.ts, src/generated/ops/routes.ts):
 * the router and the dispatcher read either contract's table through this shape.
 */
export interface RouteDefinition {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp | null;
  pathParams: readonly string[];
  tag: string;
  access: string | null;
  security: readonly SecurityRequirement[];
  bodyRequired: boolean;
  hasBody: boolean;
  hasPathParams: boolean;
  hasQueryParams: boolean;
  hasHeaderParams: boolean;
  offers: readonly { format: string | null; mediaType: string }[];
}

export interface RouteMatch {
  route: RouteDefinition;
  pathParams: Record<string, string>;
}

interface PathEntry {
  pattern: RegExp | null;
  paramNames: readonly string[];
  byMethod: Map<string, RouteDefinition>;
}

/**
 * A path parameter as the operation reads it: percent-decoded, or as sent when its escapes do not
 * decode (`%ZZ`, the overlong `%C0%AE`). The path still names the operation; the value is then
 * judged by the operation like any other (its pattern's 422, an id that names nothing's 404), so
 * every operation answers only what its contract lists.
 */
function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function decodeParams(names: readonly string[], match: RegExpExecArray): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [i, name] of names.entries()) params[name] = decodeParam(match[i + 1] as string);
  return params;
}

/**
 * A contract's route table (src/generated/routes.ts or src/generated/ops/routes.ts), compiled
 * once: exact paths by map lookup, templated paths by precompiled patterns, most specific first.
 */
export class CompiledRouter {
  private readonly exact = new Map<string, PathEntry>();
  private readonly templated: PathEntry[] = [];

  constructor(routes: readonly RouteDefinition[]) {
    for (const route of routes) {
      let entry = route.pattern ? this.templated.find((e) => e.pattern?.source === route.pattern?.source) : this.exact.get(route.path);
      if (!entry) {
        entry = { pattern: route.pattern, paramNames: route.pathParams, byMethod: new Map() };
        if (route.pattern) this.templated.push(entry);
        else this.exact.set(route.path, entry);
      }
      entry.byMethod.set(route.method, route);
    }
    // More literal characters first, so /bookings/credited wins over /bookings/{ref}.
    const literalLength = (e: PathEntry): number => (e.pattern?.source ?? '').replace(/\(\[\^\/\]\+\)/g, '').length;
    this.templated.sort((a, b) => literalLength(b) - literalLength(a));
  }

  private findPath(path: string): { entry: PathEntry; params: Record<string, string> } | null {
    const normalized = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;
    const exact = this.exact.get(normalized);
    if (exact) return { entry: exact, params: {} };
    for (const entry of this.templated) {
      const m = entry.pattern?.exec(normalized);
      if (m) return { entry, params: decodeParams(entry.paramNames, m) };
    }
    return null;
  }

  /** The methods a path takes, for 405 answers; empty when the path is unknown. */
  allowedMethods(path: string): string[] {
    const found = this.findPath(path);
    return found ? [...found.entry.byMethod.keys()] : [];
  }

  /** The operation a request calls (HEAD answers as GET), or null. */
  match(method: string, path: string): RouteMatch | null {
    const found = this.findPath(path);
    const upper = method.toUpperCase();
    const route = found?.entry.byMethod.get(upper === 'HEAD' ? 'GET' : upper);
    return found && route ? { route, pathParams: found.params } : null;
  }
}

/**
 * A minimal definition for openapi-backend built from the generated route table: operation ids
 * and security only. Validation uses the precompiled validators, so nothing else is needed, and
 * there is no $ref for openapi-backend to dereference at start-up.
 */
export function routingDefinition(routes: readonly RouteDefinition[], securitySchemes: unknown): Document {
  const paths: Record<string, Record<string, OpenAPIV3_1.OperationObject>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, OpenAPIV3_1.OperationObject>)[route.method.toLowerCase()] = {
      operationId: route.operationId,
      security: route.security.map((req) => ({ [req.scheme]: [...req.scopes] })),
      responses: {},
    };
  }
  return { openapi: '3.1.0', info: { title: 'Trade API routing table', version: '1' }, paths, components: { securitySchemes } } as unknown as Document;
}

/** The request openapi-backend routes: it carries its match, so routing happens once. */
export interface RoutableRequest extends Request {
  match?: RouteMatch | null;
}

/**
 * openapi-backend's router, answered from the compiled table: its own rebuilds its operation list
 * and a RegExp per operation on every request, and parses every request twice.
 */
export class BackendRouter extends OpenAPIRouter<Document> {
  private readonly operations: Operation[];
  private readonly byId: Map<string, Operation>;

  constructor(
    definition: Document,
    private readonly table: CompiledRouter,
  ) {
    super({ definition, apiRoot: '/' });
    this.operations = super.getOperations();
    this.byId = new Map(this.operations.map((op) => [op.operationId as string, op]));
  }

  override getOperations(): Operation[] {
    return this.operations;
  }

  override getOperation(operationId: string): Operation | undefined {
    return this.byId.get(operationId);
  }

  private resolve(req: RoutableRequest): RouteMatch | null {
    if (req.match === undefined) req.match = this.table.match(req.method, req.path);
    return req.match;
  }

  override matchOperation(req: Request): Operation | undefined;
  override matchOperation(req: Request, strict: boolean): Operation;
  override matchOperation(req: RoutableRequest, strict?: boolean): Operation | undefined {
    const match = this.resolve(req);
    if (match) return this.byId.get(match.route.operationId);
    if (!strict) return undefined;
    // openapi-backend picks its notFound or methodNotAllowed handler by this message prefix.
    throw new Error(this.table.allowedMethods(req.path).length > 0 ? '405-methodNotAllowed' : '404-notFound');
  }

  override parseRequest(req: RoutableRequest): ParsedRequest {
    const match = this.resolve(req);
    return {
      method: req.method.toLowerCase(),
      path: req.path,
      headers: req.headers,
      query: req.query ?? {},
      params: match?.pathParams ?? {},
      cookies: {},
      requestBody: req.body,
      body: req.body,
    };
  }
}
