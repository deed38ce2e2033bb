// Generated from openapi.yaml by `npm run codegen`. Do not edit.
import type { OperationHandler } from '../http/handler';

/** The security schemes of the document, by name. */
export const securitySchemes = {
  "sandboxToken": {
    "type": "http",
    "scheme": "bearer",
    "bearerFormat": "svc_sandbox_<JWT, HS256>",
    "description": "`Authorization: Bearer svc_sandbox_<JWT>` from the `developer_handshake` action. Valid 30 days;\ncarries the scopes `sandbox:transfers.quote` and `sandbox:availability.read`. A missing,\nmalformed, expired, unsigned (`alg: none`) or wrongly signed token, or one without the\noperation's scope, answers 401 `unauthenticated`.\n"
  },
  "signedUrl": {
    "type": "apiKey",
    "in": "query",
    "name": "sig",
    "description": "HMAC-SHA256 signature of a signed availability URL from the developer handshake."
  }
} as const;

export const operationIds = [
  "createSandboxTransferQuote",
  "getSandboxAvailability",
  "getSandboxStatus",
  "runAccountAction",
  "getOpenApiDocument",
  "getHealth",
  "getReadiness",
] as const;

export type OperationId = (typeof operationIds)[number];

export interface SecurityRequirement {
  scheme: string;
  scopes: readonly string[];
}

export interface RouteDefinition {
  operationId: OperationId;
  method: string;
  /** OpenAPI path template. */
  path: string;
  /** Matches a concrete path; null for a path without parameters. */
  pattern: RegExp | null;
  pathParams: readonly string[];
  tag: string;
  access: string | null;
  /** Alternatives: one of them must be satisfied. Empty: no credential. */
  security: readonly SecurityRequirement[];
  bodyRequired: boolean;
  hasBody: boolean;
  hasPathParams: boolean;
  hasQueryParams: boolean;
}

export const routes: readonly RouteDefinition[] = [
  {
    operationId: "createSandboxTransferQuote",
    method: "POST",
    path: "/api/b2b/sandbox/transfers",
    pattern: null,
    pathParams: [],
    tag: "Sandbox",
    access: null,
    security: [{"scheme":"sandboxToken","scopes":["sandbox:transfers.quote"]}],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: false,
    hasQueryParams: false,
  },
  {
    operationId: "getSandboxAvailability",
    method: "GET",
    path: "/api/b2b/sandbox/availability",
    pattern: null,
    pathParams: [],
    tag: "Sandbox",
    access: null,
    security: [{"scheme":"signedUrl","scopes":[]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: true,
  },
  {
    operationId: "getSandboxStatus",
    method: "GET",
    path: "/api/b2b/sandbox/status",
    pattern: null,
    pathParams: [],
    tag: "Sandbox",
    access: null,
    security: [{"scheme":"sandboxToken","scopes":[]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
  },
  {
    operationId: "runAccountAction",
    method: "POST",
    path: "/api/b2b/orchestration",
    pattern: null,
    pathParams: [],
    tag: "Account actions",
    access: null,
    security: [],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: false,
    hasQueryParams: false,
  },
  {
    operationId: "getOpenApiDocument",
    method: "GET",
    path: "/api/b2b/v1/openapi.json",
    pattern: null,
    pathParams: [],
    tag: "Service",
    access: null,
    security: [],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
  },
  {
    operationId: "getHealth",
    method: "GET",
    path: "/healthz",
    pattern: null,
    pathParams: [],
    tag: "Service",
    access: null,
    security: [],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
  },
  {
    operationId: "getReadiness",
    method: "GET",
    path: "/readyz",
    pattern: null,
    pathParams: [],
    tag: "Service",
    access: null,
    security: [],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
  },
];

/** Every operationId must have a handler: a missing one fails the typecheck. */
export type HandlerMap = { [K in OperationId]: OperationHandler<K> };
