/**
 * JSON values edited at a path, each edit on a copy: what the mutations of a request body are
 * made of (test/helpers/fuzz/generators.ts), and the copy the oracle validates
 * (test/helpers/fuzz/contract.ts), since a validator may coerce what it reads.
 */
export type JsonPath = Array<string | number>;

export interface Leaf {
  path: JsonPath;
  value: unknown;
}

export function leaves(value: unknown, path: JsonPath = [], out: Leaf[] = []): Leaf[] {
  if (path.length > 0) out.push({ path, value });
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], out);
  return out;
}

export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export function setAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(root);
  let node = copy as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

export function deleteAt(root: unknown, path: JsonPath): unknown {
  const copy = clone(root);
  let node = copy as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(node)) node.splice(last as number, 1);
  else delete node[last];
  return copy;
}

export function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const RAW = '\u0000fuzz-raw\u0000';
/** A body with one value written as raw JSON text (1e400, deep nesting), which JSON.stringify cannot make. */
export function withRawValue(body: unknown, path: JsonPath, rawText: string): string {
  return JSON.stringify(setAt(body, path, RAW)).replace(JSON.stringify(RAW), rawText);
}

export const describePath = (path: JsonPath): string => (path.length === 0 ? '(body)' : path.map(String).join('.'));
