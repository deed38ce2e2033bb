import type { components } from '../generated/openapi-types';
import type * as GeneratedDocument from '../generated/openapi-document';

type OpenApiDocument = components['schemas']['OpenApiDocument'];

let parsed: OpenApiDocument | undefined;

/**
 * The document generated from the contract, parsed once: the contract as authored. Its module
 * (the document as one 800 KB string) is required here, on first use, rather than imported: only
 * `/api/b2b/v1/openapi.json` and `/docs` need it, and start-up would otherwise parse and keep it.
 * The server bundle has it as a file of its own (dist/generated/, see scripts/bundle.ts).
 */
export function openApiDocument(): OpenApiDocument {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  parsed ??= JSON.parse((require('../generated/openapi-document') as typeof GeneratedDocument).openApiDocumentJson) as OpenApiDocument;
  return parsed;
}

/** The component kinds a `$ref` names; security schemes are named by requirements instead, and all stay. */
const REFERENCED_KINDS = ['schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers'] as const;

type Json = Record<string, unknown>;

function collectRefs(node: unknown, into: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.push(value);
      else collectRefs(value, into);
    }
  }
}

/** `#/components/<kind>/<name>` as [kind, name], or null for anything else. */
function componentOf(ref: string): [string, string] | null {
  const [, kind, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) ?? [];
  return kind !== undefined && name !== undefined ? [kind, name.replace(/~1/g, '/').replace(/~0/g, '~')] : null;
}

/**
 * The components nothing in the document reaches, followed from the paths, the webhooks and the
 * rest of the document through every `$ref`.
 */
export function unreachableComponents(document: Json): Array<[string, string]> {
  const all = (document.components ?? {}) as Record<string, Json | undefined>;
  const reached = new Set<string>();
  const pending: string[] = [];
  collectRefs(Object.fromEntries(Object.entries(document).filter(([key]) => key !== 'components')), pending);
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    const target = componentOf(ref);
    if (!target || reached.has(target.join('/'))) continue;
    reached.add(target.join('/'));
    collectRefs(all[target[0]]?.[target[1]], pending);
  }
  const unreached: Array<[string, string]> = [];
  for (const kind of REFERENCED_KINDS) {
    for (const name of Object.keys(all[kind] ?? {})) if (!reached.has(`${kind}/${name}`)) unreached.push([kind, name]);
  }
  return unreached;
}

/**
 * The contract as a client reads it: `servers` names the service's absolute address (the source
 * says `/`, relative to wherever the document is read from, which a downloaded copy or a code
 * generator cannot resolve), and components nothing references are left out. The source keeps
 * its shared 404 and 405 answers for readers of the YAML; no operation can list them (they answer
 * for paths and methods that have none), and the description's error table documents them.
 */
export function servedDocument(publicBaseUrl: string): Json {
  return servedFrom(openApiDocument() as unknown as Json, publicBaseUrl);
}

/** A contract as served (see servedDocument): its `servers` the service's address, its unreferenced components left out. */
function servedFrom(source: Json, publicBaseUrl: string): Json {
  const document = structuredClone(source);
  document.servers = [{ url: publicBaseUrl, description: 'This service.' }];
  const all = document.components as Record<string, Json | undefined>;
  for (const [kind, name] of unreachableComponents(document)) {
    const named = all[kind];
    if (named) delete named[name];
  }
  for (const kind of REFERENCED_KINDS) {
    const named = all[kind];
    if (named && Object.keys(named).length === 0) delete all[kind];
  }
  return document;
}

const served = new Map<string, Buffer>();

/**
 * The served document's JSON, built once per base URL (one per process outside tests): the
 * answer is about a megabyte and never changes while the process runs.
 */
export function servedDocumentJson(publicBaseUrl: string): Buffer {
  let body = served.get(publicBaseUrl);
  if (!body) {
    body = Buffer.from(JSON.stringify(servedDocument(publicBaseUrl)));
    served.set(publicBaseUrl, body);
  }
  return body;
}

let opsParsed: Json | undefined;

/**
 * The operator API's document (openapi/ops/), for signed-in staff only: its own description,
 * never merged into the partners' one. Small, so built at the first request and kept.
 */
export function servedOpsDocument(publicBaseUrl: string): Json {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  opsParsed ??= JSON.parse((require('../generated/ops/openapi-document') as typeof GeneratedDocument).openApiDocumentJson) as Json;
  return { ...opsParsed, servers: [{ url: publicBaseUrl, description: 'This service.' }] };
}

let portalParsed: Json | undefined;

/**
 * The portal API's document (openapi/portal/), public: the partner portal's sign-in, never merged
 * into the other contracts' documents, served as the partners' is. Small, so built at the first request.
 */
export function servedPortalDocument(publicBaseUrl: string): Json {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  portalParsed ??= JSON.parse((require('../generated/portal/openapi-document') as typeof GeneratedDocument).openApiDocumentJson) as Json;
  return servedFrom(portalParsed, publicBaseUrl);
}

let driverParsed: Json | undefined;

/**
 * The driver API's document (openapi/driver/), public: the job page's own description, never
 * merged into the partners' or the operator's, served as the partners' is (the service's address,
 * no unreferenced component). Small, so built at the first request.
 */
export function servedDriverDocument(publicBaseUrl: string): Json {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  driverParsed ??= JSON.parse((require('../generated/driver/openapi-document') as typeof GeneratedDocument).openApiDocumentJson) as Json;
  return servedFrom(driverParsed, publicBaseUrl);
}
