// Generated from the contract (openapi.yaml, openapi/*.yaml) by `npm run codegen`. Do not edit.
import type { components } from './openapi-types';

/** The `enum` of `components.schemas.Scope`, in the contract's order. */
export const scopes = [
  "transport:read",
  "transport:write",
  "activities:read",
  "activities:write",
  "cruise:read",
  "cruise:write",
  "guides:read",
  "guides:write",
  "guides_wifi:read",
  "guides_wifi:write",
  "site:read",
  "site:write",
  "account:read",
  "affiliate:read",
  "affiliate:write",
  "bookings:create",
  "bookings:view",
  "bookings:manage",
  "statements:read",
  "wallet:topup",
  "settings:view",
  "settings:manage",
  "rates:view",
  "tracking:view",
  "tracking:manage",
  "users:view",
  "users:manage",
  "inbox:view",
] as const satisfies ReadonlyArray<components['schemas']["Scope"]>;

/** The `enum` of `components.schemas.ErrorCode`, in the contract's order. */
export const errorCodes = [
  "invalid_json",
  "bad_request",
  "request_timeout",
  "unauthenticated",
  "insufficient_scope",
  "live_access_disabled",
  "csrf_failed",
  "second_factor_required",
  "not_found",
  "method_not_allowed",
  "not_acceptable",
  "invalid_state",
  "quote_expired",
  "already_exists",
  "sold_out",
  "insufficient_funds",
  "credit_limit_exceeded",
  "test_mode_only",
  "live_key_from_desk",
  "idempotency_in_progress",
  "payload_too_large",
  "unsupported_media_type",
  "validation_failed",
  "idempotency_key_reused",
  "rate_limited",
  "internal",
  "supplier_not_connected",
  "upstream_unavailable",
  "not_configured",
] as const satisfies ReadonlyArray<components['schemas']["ErrorCode"]>;

/** The `enum` of `components.schemas.EventType`, in the contract's order. */
export const eventTypes = [
  "booking.created",
  "booking.confirmed",
  "booking.declined",
  "booking.driver_assigned",
  "booking.driver_unassigned",
  "booking.driver_en_route",
  "booking.driver_arrived",
  "booking.passenger_on_board",
  "booking.completed",
  "booking.no_show",
  "booking.cancelled",
  "booking.amended",
  "booking.flight_updated",
  "booking.pickup_rescheduled",
  "request.created",
  "request.answered",
  "request.withdrawn",
  "quote_request.created",
  "quote_request.answered",
  "quote_request.withdrawn",
  "wallet.credited",
  "wallet.credit_reversed",
  "credit_line.decided",
  "invoice.issued",
  "credit_note.issued",
  "statement.issued",
  "desk_day.closed",
  "user.invited",
  "user.activated",
  "user.deactivated",
  "user.reactivated",
  "guide_property.created",
  "guide_property.updated",
  "guide_property.paused",
  "guide_property.resumed",
  "guide_property.link_replaced",
  "guide_property.wifi_set",
  "site.updated",
  "site.submitted",
  "site.submission_withdrawn",
  "site.published",
  "site.changes_requested",
  "domain.requested",
  "domain.active",
  "domain.failed",
  "domain.withdrawn",
  "domain.released",
  "programme.created",
  "programme.changed",
  "programme.version_saved",
  "programme.status_changed",
  "programme.accepted",
  "programme.acceptance_refused",
  "programme.completed",
  "client_link.created",
  "client_link.revoked",
  "client_link.expired",
  "corporate_cost_centre.created",
  "corporate_cost_centre.changed",
  "corporate_cost_centre.archived",
  "corporate_cost_centre.reactivated",
  "corporate_request.created",
  "corporate_request.approved",
  "corporate_request.declined",
  "corporate_request.expired",
  "corporate_shuttle.created",
  "corporate_shuttle.changed",
  "corporate_shuttle.paused",
  "corporate_shuttle.resumed",
  "corporate_shuttle.ended",
  "corporate_shuttle.scheduled",
  "corporate_shuttle.repriced",
  "affiliate_link.created",
  "bank_details.saved",
  "payout.requested",
  "payout.paid",
  "payout.rejected",
  "payout.cancelled",
  "widget.set_up",
  "widget.changed",
  "widget.suspended",
  "widget.reinstated",
  "webhook_endpoint.disabled",
  "webhook_endpoint.tested",
  "account.application_decided",
] as const satisfies ReadonlyArray<components['schemas']["EventType"]>;

/** The `enum` of `components.schemas.Airport`, in the contract's order. */
export const airports = [
  "DXB",
  "DWC",
  "SHJ",
  "AUH",
] as const satisfies ReadonlyArray<components['schemas']["Airport"]>;

/** The `enum` of `components.schemas.Terminal`, in the contract's order. */
export const terminals = [
  "T1",
  "T2",
  "T3",
  "MAIN",
  "A",
] as const satisfies ReadonlyArray<components['schemas']["Terminal"]>;

/** The `enum` of `components.schemas.TransportZone`, in the contract's order. */
export const transportZones = [
  "DOWNTOWN_DUBAI",
  "BUSINESS_BAY",
  "DEIRA",
  "DUBAI_MARINA",
  "JUMEIRAH_BEACH_RESIDENCE",
  "PALM_JUMEIRAH",
  "AL_BARSHA",
  "ABU_DHABI_CITY",
  "YAS_ISLAND",
  "SAADIYAT_ISLAND",
  "SHARJAH_CITY",
  "AJMAN",
  "RAS_AL_KHAIMAH",
  "FUJAIRAH",
  "AL_AIN",
] as const satisfies ReadonlyArray<components['schemas']["TransportZone"]>;

/** The `enum` of `components.schemas.VehicleClass`, in the contract's order. */
export const vehicleClasses = [
  "VIP_V_CLASS",
  "EXECUTIVE_SEDAN",
  "LUXURY_COACH",
] as const satisfies ReadonlyArray<components['schemas']["VehicleClass"]>;

/** The `enum` of `components.schemas.SiteLanguage`, in the contract's order. */
export const siteLanguages = [
  "en",
  "ar",
  "ru",
  "de",
  "fr",
  "it",
  "es",
  "zh",
  "hi",
  "ur",
  "fa",
  "tr",
] as const satisfies ReadonlyArray<components['schemas']["SiteLanguage"]>;

/** The `enum` of `components.schemas.CruisePort`, in the contract's order. */
export const cruisePorts = [
  "DUBAI_HARBOUR",
  "MINA_RASHID",
  "ABU_DHABI_ZAYED_PORT",
  "SIR_BANI_YAS",
  "KHOR_FAKKAN",
] as const satisfies ReadonlyArray<components['schemas']["CruisePort"]>;

/** The `enum` of `components.schemas.RateEmirate`, in the contract's order. */
export const emirates = [
  "ABU_DHABI",
  "DUBAI",
  "SHARJAH",
  "AJMAN",
  "UMM_AL_QUWAIN",
  "RAS_AL_KHAIMAH",
  "FUJAIRAH",
] as const satisfies ReadonlyArray<components['schemas']["RateEmirate"]>;

/** The `enum` of `components.schemas.CreditTerms`, in the contract's order. */
export const creditTerms = [
  "NET_15",
  "NET_30",
  "NET_45",
  "NET_60",
] as const satisfies ReadonlyArray<components['schemas']["CreditTerms"]>;

/** The `enum` of `components.schemas.CommercialTerms`, in the contract's order. */
export const commercialTerms = [
  "tariff",
  "commission",
  "net_rate",
] as const satisfies ReadonlyArray<components['schemas']["CommercialTerms"]>;

/** The `enum` of `components.schemas.AirportTerminal`, in the contract's order. */
export const sandboxTerminals = [
  "DXB_T1",
  "DXB_T2",
  "DXB_T3",
  "DWC",
  "SHJ",
] as const satisfies ReadonlyArray<components['schemas']["AirportTerminal"]>;

/** The `enum` of `components.schemas.DeskPaymentMethod`, in the contract's order. */
export const deskPaymentMethods = [
  "cash",
  "card",
  "room_charge",
] as const satisfies ReadonlyArray<components['schemas']["DeskPaymentMethod"]>;

/** The `enum` of `components.schemas.PlaceKind`, in the contract's order. */
export const placeKinds = [
  "hotel",
  "mall",
  "landmark",
  "airport_terminal",
  "cruise_terminal",
  "station",
  "hospital",
  "venue",
] as const satisfies ReadonlyArray<components['schemas']["PlaceKind"]>;

/** The `enum` of `components.schemas.Emirate`, in the contract's order. */
export const placeEmirates = [
  "abu_dhabi",
  "dubai",
  "sharjah",
  "ajman",
  "umm_al_quwain",
  "ras_al_khaimah",
  "fujairah",
] as const satisfies ReadonlyArray<components['schemas']["Emirate"]>;

/** The `enum` of `components.schemas.CruiseTerminal`, in the contract's order. */
export const cruiseTerminals = [
  "MINA_RASHID",
  "DUBAI_HARBOUR",
  "ZAYED_PORT",
  "KHALID_PORT",
] as const satisfies ReadonlyArray<components['schemas']["CruiseTerminal"]>;
