/**
 * The reference pages are generated from the contract, so it is held to what they need: every
 * schema explains itself, and examples are named components with a summary, referenced where
 * they are used (a reader sees their names in a dropdown; tools and the SDK reuse them).
 */
import { openApiDocument, servedDriverDocument, servedOpsDocument, servedPortalDocument } from '../../src/platform/openapiDocument';

type Json = Record<string, unknown>;
interface Media {
  example?: unknown;
  examples?: Record<string, Json>;
}
interface WithContent {
  $ref?: string;
  content?: Record<string, Media>;
}
interface Operation {
  operationId?: string;
  requestBody?: WithContent;
  responses?: Record<string, WithContent>;
  callbacks?: Record<string, Record<string, Record<string, Operation>>>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { description?: unknown }>;
    examples?: Record<string, { summary?: unknown; value?: unknown; externalValue?: unknown }>;
    responses?: Record<string, WithContent>;
    requestBodies?: Record<string, WithContent>;
  };
}

// The operator API's contract (openapi/ops/), the driver API's (openapi/driver/) and the portal's (openapi/portal/) are held to the same rules as the partners'.
const DOCUMENTS: Array<[string, Document]> = [
  ['the partners’ contract', openApiDocument() as unknown as Document],
  ['the operator API’s contract', servedOpsDocument('https://trade.test') as unknown as Document],
  ['the driver API’s contract', servedDriverDocument('https://trade.test') as unknown as Document],
  ['the portal API’s contract', servedPortalDocument('https://trade.test') as unknown as Document],
];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const EXAMPLE_REF = /^#\/components\/examples\/(.+)$/;

/** Every media type of a request body or a response, with where it is. */
function mediaTypes(document: Document): Array<{ where: string; media: Media }> {
  const found: Array<{ where: string; media: Media }> = [];
  const fromContent = (owner: WithContent | undefined, where: string): void => {
    if (!owner || owner.$ref) return;
    for (const [type, media] of Object.entries(owner.content ?? {})) found.push({ where: `${where} ${type}`, media });
  };
  const fromItems = (items: Record<string, Record<string, Operation>> | undefined, where: string): void => {
    for (const [path, item] of Object.entries(items ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const at = `${where} ${method.toUpperCase()} ${path}`;
        fromContent(op.requestBody, `${at} requestBody`);
        for (const [status, response] of Object.entries(op.responses ?? {})) fromContent(response, `${at} ${status}`);
        for (const [name, callback] of Object.entries(op.callbacks ?? {})) fromItems(callback, `${at} callback ${name}`);
      }
    }
  };
  fromItems(document.paths, 'paths');
  fromItems(document.webhooks, 'webhooks');
  for (const [name, response] of Object.entries(document.components.responses ?? {})) fromContent(response, `components/responses/${name}`);
  for (const [name, body] of Object.entries(document.components.requestBodies ?? {})) fromContent(body, `components/requestBodies/${name}`);
  return found;
}

describe.each(DOCUMENTS)('%s reads well as a reference', (_name, document) => {
  it('describes every schema', () => {
    const schemas = Object.entries(document.components.schemas);
    expect(schemas.length).toBeGreaterThan(0);
    const undescribed = schemas.filter(([, schema]) => typeof schema.description !== 'string' || schema.description.trim() === '').map(([name]) => name);
    expect(undescribed).toEqual([]);
  });

  it('gives every named example a summary and a value', () => {
    const examples = Object.entries(document.components.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
    const unsummarised = examples.filter(([, example]) => typeof example.summary !== 'string' || example.summary.trim() === '').map(([name]) => name);
    expect(unsummarised).toEqual([]);
    const empty = examples.filter(([, example]) => example.value === undefined && example.externalValue === undefined).map(([name]) => name);
    expect(empty).toEqual([]);
  });

  it('keeps no example inline: each request and response example is a $ref to a named example that exists', () => {
    const media = mediaTypes(document);
    expect(media.length).toBeGreaterThan(0);
    const named = document.components.examples ?? {};
    const inline: string[] = [];
    const dangling: string[] = [];
    let referenced = 0;
    for (const { where, media: m } of media) {
      if (m.example !== undefined) inline.push(`${where} example`);
      for (const [key, example] of Object.entries(m.examples ?? {})) {
        const ref = typeof example.$ref === 'string' ? EXAMPLE_REF.exec(example.$ref) : null;
        // A reference may carry its own summary or description (OpenAPI 3.1), but never a value.
        if (!ref || 'value' in example || 'externalValue' in example) inline.push(`${where} ${key}`);
        else if (!named[ref[1] as string]) dangling.push(`${where} ${key} → ${example.$ref as string}`);
        else referenced++;
      }
    }
    expect(inline).toEqual([]);
    expect(dangling).toEqual([]);
    expect(referenced).toBeGreaterThan(0);
  });
});
