// Generated from the driver API's contract (openapi/driver/openapi.yaml, openapi/driver/*.yaml) by `npm run codegen`. Do not edit.
import type { DriverOperationHandler } from '../../http/driverHandler';

/** The security schemes of the document, by name. */
export const securitySchemes = {
  "driverSession": {
    "type": "apiKey",
    "in": "cookie",
    "name": "__Host-driver_session",
    "description": "The session cookie `POST /api/driver/v1/sessions` sets from a job link's token. No cookie,\nor an unknown, ended or expired session, or a driver made inactive: 401 `unauthenticated`.\nState-changing calls also need `X-CSRF-Token` and a same-origin `Origin`: 403 `csrf_failed`.\n"
  }
} as const;

export const operationIds = [
  "createDriverSession",
  "getDriverSession",
  "endDriverSession",
  "getDriverOpenApiDocument",
  "listDriverJobs",
  "moveDriverJob",
  "shareDriverPosition",
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
  /**
   * The representations of a document operation, default first, each with the `format` value
   * that asks for it (null where the operation takes no `format`). Empty: JSON only.
   */
  offers: readonly { format: string | null; mediaType: string }[];
}

export const routes: readonly RouteDefinition[] = [
  {
    operationId: "createDriverSession",
    method: "POST",
    path: "/api/driver/v1/sessions",
    pattern: null,
    pathParams: [],
    tag: "Sessions",
    access: null,
    security: [],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "getDriverSession",
    method: "GET",
    path: "/api/driver/v1/sessions/current",
    pattern: null,
    pathParams: [],
    tag: "Sessions",
    access: null,
    security: [{"scheme":"driverSession","scopes":[]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "endDriverSession",
    method: "DELETE",
    path: "/api/driver/v1/sessions/current",
    pattern: null,
    pathParams: [],
    tag: "Sessions",
    access: null,
    security: [{"scheme":"driverSession","scopes":[]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: true,
    offers: [],
  },
  {
    operationId: "getDriverOpenApiDocument",
    method: "GET",
    path: "/api/driver/v1/openapi.json",
    pattern: null,
    pathParams: [],
    tag: "Sessions",
    access: null,
    security: [],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "listDriverJobs",
    method: "GET",
    path: "/api/driver/v1/jobs",
    pattern: null,
    pathParams: [],
    tag: "Jobs",
    access: null,
    security: [{"scheme":"driverSession","scopes":[]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "moveDriverJob",
    method: "POST",
    path: "/api/driver/v1/jobs/{booking}/moves",
    pattern: new RegExp("^/api/driver/v1/jobs/([^/]+)/moves$"),
    pathParams: ["booking"],
    tag: "Jobs",
    access: null,
    security: [{"scheme":"driverSession","scopes":[]}],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: true,
    offers: [],
  },
  {
    operationId: "shareDriverPosition",
    method: "POST",
    path: "/api/driver/v1/jobs/{booking}/position",
    pattern: new RegExp("^/api/driver/v1/jobs/([^/]+)/position$"),
    pathParams: ["booking"],
    tag: "Jobs",
    access: null,
    security: [{"scheme":"driverSession","scopes":[]}],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: true,
    offers: [],
  },
];

/** Operations the contract marks `x-access: '501'`: the dispatcher answers 501 for them. */
export type NotImplementedOperationId = never;

/** Every other operationId must have a handler: a missing one fails the typecheck. */
export type HandlerMap = { [K in Exclude<OperationId, NotImplementedOperationId>]: DriverOperationHandler<K> };
