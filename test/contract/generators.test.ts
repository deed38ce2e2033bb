import { openApiDocument } from '../../src/platform/openapiDocument';
import { routes } from '../../src/generated/routes';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { SANDBOX_SCOPES } from '../../src/platform/sandboxTokens';
import { resolved } from '../helpers/contract';

/** How code generators read the contract: openapi-typescript, the SDK's generator and others. */

type Node = Record<string, unknown>;
const document = openApiDocument() as unknown as Node & {
  paths: Record<string, Record<string, Node>>;
  components: Record<string, Record<string, Node>>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const resolve = (ref: string): Node => resolved<Node>({ $ref: ref });

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

  describe('security schemes', () => {
    const schemes = document.components.securitySchemes as Record<string, { description: string; bearerFormat?: string; 'x-scopes'?: Array<{ scope: string; description: string }> }>;
    const listed = (scheme: string): string[] => (schemes[scheme]?.['x-scopes'] ?? []).map((entry) => entry.scope);
    const used = (scheme: string): Set<string> => new Set(routes.flatMap((route) => route.security.filter((req) => req.scheme === scheme).flatMap((req) => req.scopes)));

    it('names the API key and the sandbox token apart, each description opening with its base path and credential', () => {
      expect(Object.keys(schemes).sort()).toEqual(['partnerSession', 'sandboxBearerToken', 'signedUrl', 'tradeApiKey']);
      expect(schemes.tradeApiKey?.description).toMatch(/^For the versioned API \(`\/api\/b2b\/v1\/…`\) only: `Authorization: Bearer <API key>`/);
      expect(schemes.sandboxBearerToken?.description).toMatch(/^For the sandbox \(`\/api\/b2b\/sandbox\/…`\) only: `Authorization: Bearer svc_sandbox_<JWT>`/);
      const schemeOf = (prefix: string): Set<string> => new Set(routes.filter((route) => route.path.startsWith(prefix)).flatMap((route) => route.security.map((req) => req.scheme)));
      expect(schemeOf('/api/b2b/v1/')).toEqual(new Set(['tradeApiKey', 'partnerSession']));
      expect(schemeOf('/api/b2b/sandbox/')).toEqual(new Set(['sandboxBearerToken', 'signedUrl']));
    });

    it('lets a portal session call each v1 operation a key calls, with the same scopes', () => {
      expect(schemes.partnerSession?.description).toMatch(/^For the partner portal \(`\/portal`\)/);
      for (const route of routes.filter((r) => r.path.startsWith('/api/b2b/v1/'))) {
        const scopesOf = (scheme: string) => route.security.filter((req) => req.scheme === scheme).map((req) => [...req.scopes]);
        expect({ operation: route.operationId, session: scopesOf('partnerSession') }).toEqual({ operation: route.operationId, session: scopesOf('tradeApiKey') });
      }
    });

    it('lists every API-key scope in x-scopes, once, described: the Scope enum, what keys hold, and what operations ask for', () => {
      const scopeEnum = (document.components.schemas?.Scope as { enum: string[] }).enum;
      expect(listed('tradeApiKey')).toEqual(scopeEnum);
      expect(new Set(listed('tradeApiKey')).size).toBe(scopeEnum.length);
      expect([...ALL_SCOPES].sort()).toEqual([...scopeEnum].sort());
      expect([...used('tradeApiKey')].sort()).toEqual([...scopeEnum].sort());
      for (const entry of schemes.tradeApiKey?.['x-scopes'] ?? []) expect(entry.description).toMatch(/^[A-Z].{10,}\.$/);
    });

    it('lists the sandbox token\'s scopes in x-scopes: the ones a token carries, covering every one an operation asks for', () => {
      expect(listed('sandboxBearerToken')).toEqual([...SANDBOX_SCOPES]);
      for (const scope of used('sandboxBearerToken')) expect(listed('sandboxBearerToken')).toContain(scope);
      for (const entry of schemes.sandboxBearerToken?.['x-scopes'] ?? []) expect(entry.description).toMatch(/^[A-Z].{10,}\.$/);
    });
  });

  describe('tagged unions', () => {
    type Schema = { oneOf?: Array<{ $ref: string }>; discriminator?: { propertyName: string; mapping?: Record<string, string> }; required?: string[]; properties?: Record<string, { const?: string }> };
    const schemas = document.components.schemas as Record<string, Schema>;
    const tagged = Object.entries(schemas).filter(([, schema]) => schema.discriminator);

    it.each(tagged)('%s: its mapping names each branch once, and each branch carries its tag, required', (_name, schema) => {
      const { propertyName, mapping = {} } = schema.discriminator as { propertyName: string; mapping?: Record<string, string> };
      expect(Object.values(mapping).sort()).toEqual((schema.oneOf ?? []).map((branch) => branch.$ref).sort());
      for (const [tag, ref] of Object.entries(mapping)) {
        const branch = resolve(ref) as Schema;
        expect({ ref, tag: branch.properties?.[propertyName]?.const, required: branch.required?.includes(propertyName) }).toEqual({ ref, tag, required: true });
      }
    });

    it('answers each account action under one tag: the 200 and 202 unions together map exactly the actions of the request', () => {
      const op = document.paths['/api/b2b/orchestration']?.post as { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> };
      const tags = (status: string): string[] => Object.keys((resolve(op.responses[status]?.content['application/json']?.schema.$ref ?? '') as Schema).discriminator?.mapping ?? {});
      const actions = Object.keys(schemas.AccountActionRequest?.discriminator?.mapping ?? {});
      expect(actions).toHaveLength(5);
      expect([...tags('200'), ...tags('202')].sort()).toEqual([...actions].sort());
      expect(schemas.AccountActionResult?.discriminator?.propertyName).toBe('action');
      expect(schemas.AccountActionReceipt?.discriminator?.propertyName).toBe('action');
    });
  });
});
