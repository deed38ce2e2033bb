// Generated from the operator API's contract (openapi/ops/openapi.yaml, openapi/ops/*.yaml) by `npm run codegen`. Do not edit.
import type { components } from './openapi-types';

/** The `enum` of `components.schemas.ErrorCode`, in the contract's order. */
export const errorCodes = [
  "invalid_json",
  "bad_request",
  "request_timeout",
  "unauthenticated",
  "role_required",
  "csrf_failed",
  "not_found",
  "method_not_allowed",
  "already_exists",
  "invalid_state",
  "payload_too_large",
  "unsupported_media_type",
  "validation_failed",
  "rate_limited",
  "sign_in_locked",
  "internal",
  "not_configured",
] as const satisfies ReadonlyArray<components['schemas']["ErrorCode"]>;

/** The `enum` of `components.schemas.StaffRole`, in the contract's order. */
export const staffRoles = [
  "admin",
  "desk",
  "dispatch",
  "finance",
] as const satisfies ReadonlyArray<components['schemas']["StaffRole"]>;

/** The `enum` of `components.schemas.AuditSubjectType`, in the contract's order. */
export const auditSubjectTypes = [
  "staff",
  "session",
  "account",
  "booking",
  "desk_task",
  "bank_transfer",
  "driver",
  "vehicle",
  "api_key",
  "operator",
  "fx_rate",
  "e_invoice",
  "place",
] as const satisfies ReadonlyArray<components['schemas']["AuditSubjectType"]>;
