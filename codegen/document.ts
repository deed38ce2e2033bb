/** The parts of an OpenAPI 3.1 document the generator reads. */
export type JsonSchema = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface ReferenceObject {
  $ref: string;
}

export interface OperationObject {
  operationId?: string;
  parameters?: Array<ParameterObject | ReferenceObject>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | ReferenceObject;
  responses?: Record<string, ResponseObject | ReferenceObject>;
  security?: Array<Record<string, string[]>>;
  tags?: string[];
  'x-access'?: string;
}

export interface ResponseObject {
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject | ParameterObject[] | unknown>>;
  security?: Array<Record<string, string[]>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject>;
    securitySchemes?: Record<string, unknown>;
    requestBodies?: Record<string, { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }>;
    responses?: Record<string, ResponseObject>;
  };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && typeof (value as ReferenceObject).$ref === 'string';
}

/** Resolves a local `#/components/...` reference. */
export function resolveLocal<T>(document: OpenApiDocument, value: T | ReferenceObject): T {
  if (!isReference(value)) return value;
  const parts = value.$ref.replace(/^#\//, '').split('/');
  let node: unknown = document;
  for (const part of parts) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`Unresolvable reference ${value.$ref}`);
  return resolveLocal(document, node as T | ReferenceObject);
}
