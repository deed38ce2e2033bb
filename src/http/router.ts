import { routes, type RouteDefinition } from '../generated/routes';

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
 * The contract's route table (src/generated/routes.ts), compiled once: exact paths by map lookup,
 * templated paths by precompiled patterns, most specific first.
 */
export class CompiledRouter {
  private readonly exact = new Map<string, PathEntry>();
  private readonly templated: PathEntry[] = [];

  constructor() {
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
