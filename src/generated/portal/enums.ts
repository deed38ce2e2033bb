// Generated from the portal API's contract (openapi/portal/openapi.yaml, openapi/portal/*.yaml) by `npm run codegen`. Do not edit.
import type { components } from './openapi-types';

/** The `enum` of `components.schemas.ErrorCode`, in the contract's order. */
export const errorCodes = [
  "invalid_json",
  "bad_request",
  "request_timeout",
  "unauthenticated",
  "second_factor_required",
  "csrf_failed",
  "live_access_disabled",
  "sign_in_locked",
  "not_found",
  "method_not_allowed",
  "invalid_state",
  "idempotency_in_progress",
  "idempotency_key_reused",
  "payload_too_large",
  "unsupported_media_type",
  "validation_failed",
  "rate_limited",
  "internal",
  "not_configured",
] as const satisfies ReadonlyArray<components['schemas']["ErrorCode"]>;
