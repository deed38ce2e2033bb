import { openApiDocument } from '../../src/platform/openapiDocument';
import { routes } from '../../src/generated/routes';
import { fillPath, storedPathValues, type PartitionRef } from './storedIds';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { examples?: unknown[]; enum?: unknown[] };
}
interface Response {
  content?: Record<string, unknown>;
  $ref?: string;
}
interface Operation {
  parameters?: Array<Parameter | { $ref: string }>;
  responses: Record<string, Response>;
}

const contract = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Parameter['schema']>; responses: Record<string, Response> };
};

/** A parameter with its schema, either written out or shared (`BookingIdOrReference`). */
const resolveParameter = (p: Parameter | { $ref: string }): Parameter => {
  const param = '$ref' in p ? (contract.components.parameters[p.$ref.replace('#/components/parameters/', '')] as Parameter) : p;
  const ref = (param.schema as { $ref?: string } | undefined)?.$ref;
  const schema = ref === undefined ? undefined : contract.components.schemas[ref.replace('#/components/schemas/', '')];
  return schema === undefined ? param : { ...param, schema };
};

/** One way to get a document: an operation in one of its non-JSON formats. */
export interface DocumentRequest {
  /** `operationId` or `operationId.format`. */
  kind: string;
  operationId: string;
  path: string;
  contentType: string;
  /**
   * For a format's own operation (`getStatementPdf`), the kind of the request on its resource's
   * operation that answers the same document (`getStatement.pdf`).
   */
  sameAs?: string;
}

/** The resource's operation and format of a format's own operation (`GET …/statements/{period}/pdf`), if it is one. */
function ownOperationOf(route: (typeof routes)[number]): string | undefined {
  const cut = route.path.lastIndexOf('/');
  const [parentPath, format] = [route.path.slice(0, cut), route.path.slice(cut + 1)];
  if (route.offers.length !== 1) return undefined;
  const parent = routes.find((candidate) => candidate.method === 'GET' && candidate.path === parentPath && candidate.offers.some((offer) => offer.format === format));
  return parent ? `${parent.operationId}.${format}` : undefined;
}

/**
 * Every document the v1 API renders, found in the contract (each GET whose success response has a
 * non-JSON media type), called as its examples describe, once per non-JSON format.
 */
export function documentRequests(): DocumentRequest[] {
  const found: DocumentRequest[] = [];
  for (const route of routes) {
    if (route.method !== 'GET' || !route.path.startsWith('/api/b2b/v1/')) continue;
    const op = contract.paths[route.path]?.get as Operation;
    const success = Object.entries(op.responses).find(([status]) => /^2/.test(status))?.[1] as Response;
    const resolved = success.$ref ? (contract.components.responses[success.$ref.replace('#/components/responses/', '')] as Response) : success;
    const mediaTypes = Object.keys(resolved.content ?? {}).filter((type) => type !== 'application/json');
    if (mediaTypes.length === 0) continue;
    const params = (op.parameters ?? []).map(resolveParameter);
    let path = route.path;
    const query = new URLSearchParams();
    for (const param of params) {
      const example = param.schema?.examples?.[0];
      if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(String(example)));
      else if (param.in === 'query' && param.required) query.set(param.name, String(example));
    }
    const formats = (params.find((param) => param.in === 'query' && param.name === 'format')?.schema?.enum ?? []) as string[];
    const documentFormats = formats.filter((format) => format !== 'json');
    if (documentFormats.length === 0) {
      const search = query.toString();
      const sameAs = ownOperationOf(route);
      found.push({ kind: route.operationId, operationId: route.operationId, path: search ? `${path}?${search}` : path, contentType: mediaTypes[0] as string, ...(sameAs ? { sameAs } : {}) });
      continue;
    }
    for (const format of documentFormats) {
      const withFormat = new URLSearchParams(query);
      withFormat.set('format', format);
      // The media type the route table gives the format (`ubl` is `application/xml`).
      const contentType = route.offers.find((offer) => offer.format === format)?.mediaType as string;
      found.push({ kind: `${route.operationId}.${format}`, operationId: route.operationId, path: `${path}?${withFormat.toString()}`, contentType });
    }
  }
  return found;
}

/**
 * The same documents with their path parameters naming objects stored in `ref`'s partition (a
 * voucher of a booking it holds), where the section stores them; the examples elsewhere.
 */
export async function withStoredIds(documents: readonly DocumentRequest[], ref: PartitionRef): Promise<DocumentRequest[]> {
  const stored: DocumentRequest[] = [];
  for (const doc of documents) {
    const route = routes.find((candidate) => candidate.operationId === doc.operationId && candidate.method === 'GET');
    if (!route) throw new Error(`${doc.operationId} is not a GET of the contract`);
    const query = doc.path.includes('?') ? doc.path.slice(doc.path.indexOf('?')) : '';
    stored.push({ ...doc, path: `${fillPath(route, await storedPathValues(ref, route))}${query}` });
  }
  return stored;
}
