import type { components } from '../generated/openapi-types';
import { openApiDocumentJson } from '../generated/openapi-document';

type OpenApiDocument = components['schemas']['OpenApiDocument'];

let parsed: OpenApiDocument | undefined;

/** The document generated from openapi.yaml, parsed once. */
export function openApiDocument(): OpenApiDocument {
  parsed ??= JSON.parse(openApiDocumentJson) as OpenApiDocument;
  return parsed;
}
