// Generated from the driver API's contract (openapi/driver/openapi.yaml, openapi/driver/*.yaml) by `npm run codegen`. Do not edit.
import type { components } from './openapi-types';

/** The `enum` of `components.schemas.ErrorCode`, in the contract's order. */
export const errorCodes = [
  "invalid_json",
  "bad_request",
  "request_timeout",
  "unauthenticated",
  "csrf_failed",
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

/** The `enum` of `components.schemas.DriverStep`, in the contract's order. */
export const driverSteps = [
  "accept",
  "en_route",
  "arrived",
  "on_board",
  "completed",
  "no_show",
] as const satisfies ReadonlyArray<components['schemas']["DriverStep"]>;
