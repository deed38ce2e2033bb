// Generated from the operator API's contract (openapi/ops/openapi.yaml, openapi/ops/*.yaml) by `npm run codegen`. Do not edit.
import type { OpsOperationHandler } from '../../http/opsHandler';

/** The security schemes of the document, by name. */
export const securitySchemes = {
  "staffSession": {
    "type": "apiKey",
    "in": "cookie",
    "name": "__Host-ops_session",
    "description": "The session cookie `POST /api/ops/v1/sessions` sets. The list in each operation's\nrequirement names the staff roles it admits (any one of them is enough; an empty list\nadmits anyone signed in). No cookie, or an unknown, ended, idle (30 minutes) or expired\n(12 hours) session: 401 `unauthenticated`. None of the roles: 403 `role_required`.\nState-changing calls also need `X-CSRF-Token` and a same-origin `Origin`: 403\n`csrf_failed`.\n"
  }
} as const;

export const operationIds = [
  "createSession",
  "endCurrentSession",
  "getCurrentStaff",
  "getOpsOpenApiDocument",
  "listStaff",
  "createStaff",
  "disableStaff",
  "listAuditEvents",
  "listDeskTasks",
  "streamDeskTasks",
  "getDeskTask",
  "claimDeskTask",
  "releaseDeskTask",
  "answerDeskTask",
  "listOpsBookings",
  "getOpsBooking",
  "moveOpsBooking",
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
    operationId: "createSession",
    method: "POST",
    path: "/api/ops/v1/sessions",
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
    operationId: "endCurrentSession",
    method: "DELETE",
    path: "/api/ops/v1/sessions/current",
    pattern: null,
    pathParams: [],
    tag: "Sessions",
    access: null,
    security: [{"scheme":"staffSession","scopes":[]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: true,
    offers: [],
  },
  {
    operationId: "getCurrentStaff",
    method: "GET",
    path: "/api/ops/v1/me",
    pattern: null,
    pathParams: [],
    tag: "Sessions",
    access: null,
    security: [{"scheme":"staffSession","scopes":[]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "getOpsOpenApiDocument",
    method: "GET",
    path: "/api/ops/v1/openapi.json",
    pattern: null,
    pathParams: [],
    tag: "Sessions",
    access: null,
    security: [{"scheme":"staffSession","scopes":[]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "listStaff",
    method: "GET",
    path: "/api/ops/v1/staff",
    pattern: null,
    pathParams: [],
    tag: "Staff",
    access: null,
    security: [{"scheme":"staffSession","scopes":["admin"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "createStaff",
    method: "POST",
    path: "/api/ops/v1/staff",
    pattern: null,
    pathParams: [],
    tag: "Staff",
    access: null,
    security: [{"scheme":"staffSession","scopes":["admin"]}],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: true,
    offers: [],
  },
  {
    operationId: "disableStaff",
    method: "POST",
    path: "/api/ops/v1/staff/{staffId}/disable",
    pattern: new RegExp("^/api/ops/v1/staff/([^/]+)/disable$"),
    pathParams: ["staffId"],
    tag: "Staff",
    access: null,
    security: [{"scheme":"staffSession","scopes":["admin"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: true,
    offers: [],
  },
  {
    operationId: "listAuditEvents",
    method: "GET",
    path: "/api/ops/v1/audit-events",
    pattern: null,
    pathParams: [],
    tag: "Audit",
    access: null,
    security: [{"scheme":"staffSession","scopes":["admin"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: true,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "listDeskTasks",
    method: "GET",
    path: "/api/ops/v1/tasks",
    pattern: null,
    pathParams: [],
    tag: "Desk tasks",
    access: null,
    security: [{"scheme":"staffSession","scopes":["desk","finance","admin"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: true,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "streamDeskTasks",
    method: "GET",
    path: "/api/ops/v1/tasks/stream",
    pattern: null,
    pathParams: [],
    tag: "Desk tasks",
    access: null,
    security: [{"scheme":"staffSession","scopes":["desk","finance","admin"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [{"format":null,"mediaType":"text/event-stream"}],
  },
  {
    operationId: "getDeskTask",
    method: "GET",
    path: "/api/ops/v1/tasks/{taskRef}",
    pattern: new RegExp("^/api/ops/v1/tasks/([^/]+)$"),
    pathParams: ["taskRef"],
    tag: "Desk tasks",
    access: null,
    security: [{"scheme":"staffSession","scopes":["desk","finance","admin"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "claimDeskTask",
    method: "POST",
    path: "/api/ops/v1/tasks/{taskRef}/claim",
    pattern: new RegExp("^/api/ops/v1/tasks/([^/]+)/claim$"),
    pathParams: ["taskRef"],
    tag: "Desk tasks",
    access: null,
    security: [{"scheme":"staffSession","scopes":["desk","finance","admin"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: true,
    offers: [],
  },
  {
    operationId: "releaseDeskTask",
    method: "POST",
    path: "/api/ops/v1/tasks/{taskRef}/release",
    pattern: new RegExp("^/api/ops/v1/tasks/([^/]+)/release$"),
    pathParams: ["taskRef"],
    tag: "Desk tasks",
    access: null,
    security: [{"scheme":"staffSession","scopes":["desk","finance","admin"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: true,
    offers: [],
  },
  {
    operationId: "answerDeskTask",
    method: "POST",
    path: "/api/ops/v1/tasks/{taskRef}/answer",
    pattern: new RegExp("^/api/ops/v1/tasks/([^/]+)/answer$"),
    pathParams: ["taskRef"],
    tag: "Desk tasks",
    access: null,
    security: [{"scheme":"staffSession","scopes":["desk","finance","admin"]}],
    bodyRequired: true,
    hasBody: true,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: true,
    offers: [],
  },
  {
    operationId: "listOpsBookings",
    method: "GET",
    path: "/api/ops/v1/bookings",
    pattern: null,
    pathParams: [],
    tag: "Bookings",
    access: null,
    security: [{"scheme":"staffSession","scopes":["desk"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: false,
    hasQueryParams: true,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "getOpsBooking",
    method: "GET",
    path: "/api/ops/v1/bookings/{bookingRef}",
    pattern: new RegExp("^/api/ops/v1/bookings/([^/]+)$"),
    pathParams: ["bookingRef"],
    tag: "Bookings",
    access: null,
    security: [{"scheme":"staffSession","scopes":["desk"]}],
    bodyRequired: false,
    hasBody: false,
    hasPathParams: true,
    hasQueryParams: false,
    hasHeaderParams: false,
    offers: [],
  },
  {
    operationId: "moveOpsBooking",
    method: "POST",
    path: "/api/ops/v1/bookings/{bookingRef}/moves",
    pattern: new RegExp("^/api/ops/v1/bookings/([^/]+)/moves$"),
    pathParams: ["bookingRef"],
    tag: "Bookings",
    access: null,
    security: [{"scheme":"staffSession","scopes":["desk"]}],
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
export type HandlerMap = { [K in Exclude<OperationId, NotImplementedOperationId>]: OpsOperationHandler<K> };
