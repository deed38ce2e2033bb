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
  "apiKey": {
    "type": "http",
    "scheme": "bearer",
    "bearerFormat": "svc_test_… or svc_live_…",
    "description": "`Authorization: Bearer <API key>`. A key is `svc_test_` or `svc_live_`, then 43 base62\ncharacters (256 random bits) and a 6-character checksum; it is shown once when issued and\nstored only as a hash. Missing, malformed, unknown or revoked key, or a sandbox token:\n401 `unauthenticated`. A key without the operation's scope: 403 `insufficient_scope`. A live\nkey of an account whose live access is off: 403 `live_access_disabled`.\n"
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
  "getWhoAmI",
  "createTransportQuote",
  "listCruiseSailings",
  "createCruiseQuote",
  "createCruiseBooking",
  "getCruiseBooking",
  "cancelCruiseBooking",
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
  hasHeaderParams: boolean;
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
    hasHeaderParams: false,
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
    hasHeaderParams: false,
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
    hasHeaderParams: false,
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
    hasHeaderParams: false,
  },
  {
    operationId: "getOpenApiDocument",
    method: "GET",
    path: "/api/b2b/v1/openapi.json",
    pattern: null,
    pathParams: [],
    tag: "Account",
    access: "any",
    security: [],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
  },
  {
    operationId: "getWhoAmI",
    method: "GET",
    path: "/api/b2b/v1/whoami",
    pattern: null,
    pathParams: [],
    tag: "Account",
    access: "any",
    security: [{"scheme":"apiKey","scopes":["account:read"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
  },
  {
    operationId: "createTransportQuote",
    method: "POST",
    path: "/api/b2b/v1/transport/quote",
    pattern: null,
    pathParams: [],
    tag: "Ground transport",
    access: "any",
    security: [{"scheme":"apiKey","scopes":["transport:read"]}],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: true,
  },
  {
    operationId: "listCruiseSailings",
    method: "GET",
    path: "/api/b2b/v1/cruise/sailings",
    pattern: null,
    pathParams: [],
    tag: "Cruise",
    access: "501",
    security: [{"scheme":"apiKey","scopes":["cruise:read"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: true,
    hasHeaderParams: false,
  },
  {
    operationId: "createCruiseQuote",
    method: "POST",
    path: "/api/b2b/v1/cruise/quote",
    pattern: null,
    pathParams: [],
    tag: "Cruise",
    access: "501",
    security: [{"scheme":"apiKey","scopes":["cruise:read"]}],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: true,
  },
  {
    operationId: "createCruiseBooking",
    method: "POST",
    path: "/api/b2b/v1/cruise/bookings",
    pattern: null,
    pathParams: [],
    tag: "Cruise",
    access: "501",
    security: [{"scheme":"apiKey","scopes":["cruise:write"]}],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: true,
  },
  {
    operationId: "getCruiseBooking",
    method: "GET",
    path: "/api/b2b/v1/cruise/bookings/{id}",
    pattern: new RegExp("^/api/b2b/v1/cruise/bookings/([^/]+)$"),
    pathParams: ["id"],
    tag: "Cruise",
    access: "501",
    security: [{"scheme":"apiKey","scopes":["cruise:read"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: false,
  },
  {
    operationId: "cancelCruiseBooking",
    method: "POST",
    path: "/api/b2b/v1/cruise/bookings/{id}/cancel",
    pattern: new RegExp("^/api/b2b/v1/cruise/bookings/([^/]+)/cancel$"),
    pathParams: ["id"],
    tag: "Cruise",
    access: "501",
    security: [{"scheme":"apiKey","scopes":["cruise:write"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: true,
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
    hasHeaderParams: false,
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
    hasHeaderParams: false,
  },
];

/** Operations the contract marks `x-access: '501'`: the dispatcher answers 501 for them. */
export type NotImplementedOperationId = "listCruiseSailings" | "createCruiseQuote" | "createCruiseBooking" | "getCruiseBooking" | "cancelCruiseBooking";

/** Every other operationId must have a handler: a missing one fails the typecheck. */
export type HandlerMap = { [K in Exclude<OperationId, NotImplementedOperationId>]: OperationHandler<K> };
