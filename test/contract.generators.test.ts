import { openApiDocument } from '../src/platform/openapiDocument';

/** How code generators read the contract: openapi-typescript, the SDK's generator and others. */

type Node = Record<string, unknown>;
const document = openApiDocument() as unknown as Node & {
  paths: Record<string, Record<string, Node>>;
  components: Record<string, Record<string, Node>>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function resolve(ref: string): Node {
  return ref
    .slice(2)
    .split('/')
    .reduce<Node>((node, part) => node[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Node, document);
}

/**
 * Every place a schema keyword `default` appears under `node`, following `$ref`s once each.
 * `properties` maps names to schemas (a property may be called `default`), and examples are data.
 */
function defaultsUnder(node: unknown, at: string, seen: Set<string>, found: string[]): string[] {
  if (Array.isArray(node)) {
    node.forEach((item, i) => defaultsUnder(item, `${at}/${i}`, seen, found));
    return found;
  }
  if (node === null || typeof node !== 'object') return found;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples') continue;
    if (key === '$ref' && typeof value === 'string') {
      if (!seen.has(value)) {
        seen.add(value);
        defaultsUnder(resolve(value), value, seen, found);
      }
    } else if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, schema] of Object.entries(value)) defaultsUnder(schema, `${at}/properties/${name}`, seen, found);
    } else if (key === 'default') {
      found.push(`${at}/default`);
    } else {
      defaultsUnder(value, `${at}/${key}`, seen, found);
    }
  }
  return found;
}

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, item, op: item[method] as Node })),
);

describe('the contract as generators read it', () => {
  it('puts no `default` in what a request carries (openapi-typescript makes such a field required): the description says it', () => {
    const found: string[] = [];
    const seen = new Set<string>();
    for (const { path, method, item, op } of operations) {
      const at = `#/paths/${path}/${method}`;
      defaultsUnder(item.parameters ?? [], `${at}/parameters`, seen, found);
      defaultsUnder(op.parameters ?? [], `${at}/parameters`, seen, found);
      defaultsUnder(op.requestBody ?? {}, `${at}/requestBody`, seen, found);
    }
    expect(found).toEqual([]);
    // The walk reaches the request schemas: the guard above would see a `default` put back.
    expect(seen.has('#/components/schemas/SandboxTransferRequest')).toBe(true);
    expect(seen.has('#/components/parameters/PageLimit')).toBe(true);
  });
});
