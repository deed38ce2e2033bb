// Generated from openapi.yaml by `npm run codegen`. Do not edit.
export interface paths {
    "/api/b2b/sandbox/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a transfer in the sandbox
         * @description Checks a transfer request against the real schema and its cross-field rules and echoes it
         *     as a labelled test quote. Nothing is booked, no vehicle is held and `price` is always
         *     `null`.
         *
         *     Cross-field rules (each answered as 422 `validation_failed` on the named path):
         *     - `pickup_at` is required unless the pickup is at an airport and `flight_number` is given;
         *       a flight pickup is timed to the flight's scheduled landing.
         *     - `flight_number` names an arriving flight, so it is accepted only with an airport pickup.
         *     - `passengers` may not exceed the seats of `vehicle_class` (`VIP_V_CLASS` 7,
         *       `EXECUTIVE_SEDAN` 3, `LUXURY_COACH` 30).
         *     - Coordinates must lie inside the United Arab Emirates (its land and coastal waters).
         */
        post: operations["createSandboxTransferQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/sandbox/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sample availability through a signed URL
         * @description Called with the signed URL returned by the developer handshake (`availability_url`); no
         *     bearer token is needed. The signature `sig` is an HMAC-SHA256 over the canonical string
         *     `v1\n<date>\n<vehicle_class>\n<expires>`, so changing `date`, `vehicle_class` or `expires`,
         *     removing a parameter or adding another makes the call answer 401 `unauthenticated`, as
         *     does a URL whose `expires` has passed. The message says which of these happened.
         *
         *     `sample_status` is test data to build against, chosen deterministically from the date and
         *     class so that every value occurs; real availability is confirmed by the trade desk.
         */
        get: operations["getSandboxAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/sandbox/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sandbox status and the calling token
         * @description Tells whether the sandbox is serving, the state of production access, and what the presented sandbox token allows and until when. Any valid sandbox token may call it.
         */
        get: operations["getSandboxStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/orchestration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run an account action
         * @description One endpoint for the account actions, chosen by `action`. No credential is needed.
         *
         *     | `action` | Answer |
         *     |---|---|
         *     | `developer_handshake` | 200: a sandbox token (30 days), the sandbox endpoints and a signed availability URL. The registration is stored. |
         *     | `credit_line_application` | 202: stored and queued for the trade desk before answering; a person reviews every application. |
         *     | `wallet_topup` | 202: stored and queued for the trade desk before answering; card top-ups are unavailable, the desk invoices for a bank transfer. |
         *     | `account_payload` | 200: the currency matrix of the given lines at the operator's daily rates. |
         *     | `tracking_link` | 200: a deterministic partner URL and its QR code (holiday-home and affiliate tiers only). |
         *
         *     An action that asks a person to act answers 503 `not_configured` when it cannot be stored,
         *     and then nothing is stored.
         */
        post: operations["runAccountAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API as an OpenAPI 3.1 document
         * @description The document this service is built from, as JSON. Needs no key.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a key
         * @description Tells which account and key the request authenticated as, the key's mode and scopes, whether live access is on for the account, and the key's request limit.
         */
        get: operations["getWhoAmI"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/transport/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price an airport transfer
         * @description Prices a private airport transfer under the account's commercial terms. The public tariff
         *     is a base fare plus a distance charge between the airport and the zone, by vehicle class,
         *     with a 20 % surcharge for pickups from 00:00 to 05:59 (UAE time, UTC+04:00), rounded to
         *     AED 5. Under `tariff` terms the account pays the public price; under `commission` it pays
         *     the public price and earns its commission; under `net_rate` it pays the public price less
         *     its discount.
         *
         *     Rules answered as 422 `validation_failed`: `terminal` must belong to `airport` (DXB:
         *     T1, T2, T3; DWC and SHJ: MAIN; AUH: A); `passengers` and `bags` may not exceed the vehicle
         *     class (`EXECUTIVE_SEDAN` 3 and 3, `VIP_V_CLASS` 7 and 7, `LUXURY_COACH` 30 and 30); the
         *     pickup must be in the future and at most 365 days ahead.
         *
         *     A test key gets the same price, flagged `sandbox: true`. A quote holds its price for 30 minutes.
         */
        post: operations["createTransportQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/transport/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book an airport transfer
         * @description Books a transfer at the price a quote would give, under the account's terms; the same rules
         *     as the quote apply, and `flight_number` is accepted only for arrivals (the pickup is timed
         *     to its scheduled landing).
         *
         *     With a test key the booking is checked and answered as it would be made, flagged
         *     `sandbox: true`; nothing is booked or stored. Live bookings open with production: until
         *     then a live key answers 503 `not_configured` and nothing is booked.
         */
        post: operations["createTransportBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/transport/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A transfer booking
         * @description Status, driver and cancellation terms of a booking. A test key reads deterministic test
         *     bookings: any well-formed id answers, always with the same booking, except ids whose
         *     random part starts `0000`, which answer 404 so that not-found handling can be tested.
         */
        get: operations["getTransportBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/transport/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a transfer booking
         * @description Cancels under the policy: free until 24 hours before pickup, 50 % of the amount due after
         *     that. Only a `confirmed` or `driver_assigned` booking can be cancelled; any other answers
         *     409 `invalid_state`. A test key gets the cancelled booking as it would be, and nothing
         *     changes.
         */
        post: operations["cancelTransportBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/transport/bookings/{id}/voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The traveller's voucher
         * @description The voucher in the partner's brand, as HTML (default) or PDF: choose with `format`. A
         *     cancelled booking has no voucher (409 `invalid_state`). Test-key vouchers are stamped as
         *     test documents.
         */
        get: operations["getTransportVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/dmc/programmes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List DMC programmes
         * @description The account's programmes, newest first (by `created_at`), optionally of one `status`, in
         *     pages (`limit`, `cursor`). A test key lists a fixed set of deterministic test programmes
         *     of the account (each reads the same through the details operation); a live key lists none
         *     until production opens.
         */
        get: operations["listDmcProgrammes"];
        put?: never;
        /**
         * Create or change a DMC programme
         * @description Without `id` in the body, creates a programme in `draft` (201) with no version yet and the
         *     DMC's own brand on its documents. With `id`, changes the fields sent of that programme
         *     (200); only a `draft`, `proposed` or `on_hold` programme can be changed (409
         *     `invalid_state` otherwise), and its status stays as it is.
         *
         *     Rules answered as 422 `validation_failed`: on create, `title`, `client`, `group`,
         *     `start_date` and `end_date` are required; on change, at least one field besides `id`;
         *     `end_date` on or after `start_date` (path `end_date`), at most 30 days in all, starting
         *     after today (UAE time) and at most 730 days ahead (path `start_date`); new dates must still
         *     hold every service of the saved versions.
         *
         *     With a test key the programme is checked and answered as it would be, flagged
         *     `sandbox: true`; nothing is stored. Live programmes open with production: until then a
         *     live key's new programme is checked and answered 503 `not_configured`, and a change finds
         *     no programme (404).
         */
        post: operations["saveDmcProgramme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/dmc/programmes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A DMC programme
         * @description The programme with its status, client, group, dates, brand, every priced version, and who
         *     accepted which version once booked. A test key reads deterministic test programmes: any
         *     well-formed id answers, always with the same programme (its dates follow today's date),
         *     except ids whose random part starts `0000`, which answer 404. A live key finds none until
         *     production opens.
         */
        get: operations["getDmcProgramme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/dmc/programmes/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a priced version
         * @description Prices a complete itinerary under the account's commercial terms and saves it as the
         *     programme's next version (versions never change once saved). Transfers are priced like
         *     the transport quote, vehicle hire by the hour, activities per person; the client's price
         *     of each line is its net cost plus the markup, rounded to whole AED.
         *
         *     Only a `draft`, `proposed` or `on_hold` programme takes a new version (409 `invalid_state`
         *     otherwise). Rules answered as 422 `validation_failed`, by line (`lines[2].date` …): every
         *     date within the programme's dates; `terminal` belonging to `airport`; the group fitting
         *     the vehicles (`lines[0].vehicles`); `flight_number` only on arrivals; an activity for at
         *     least one person; `valid_until` from today to the day before the programme starts.
         *
         *     With a test key the version is priced and answered as it would be saved, flagged
         *     `sandbox: true`; nothing is stored. A live key finds no programme (404) until production
         *     opens.
         */
        post: operations["createDmcProgrammeVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/dmc/programmes/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a programme's status
         * @description Moves the programme along its state machine (see `DmcProgramme`): propose it, take it back
         *     to draft, put it on hold or resume it, record the client's refusal, reopen it, or cancel
         *     it. A move the state machine does not allow, or a move to the current status, answers 409
         *     `invalid_state`; proposing a programme with no saved version answers 409 too. `booked` is
         *     reached only by accepting a version. Cancelling a booked programme cancels its services
         *     under their policies.
         *
         *     A test key gets the programme as it would be after the move; nothing changes. A live key
         *     finds no programme (404) until production opens.
         */
        post: operations["changeDmcProgrammeStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/dmc/programmes/{id}/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the partner's brand, or none, on a programme's documents
         * @description Chooses the brand of the programme's client documents (the proposal and the client link
         *     page): the DMC's own (`partner`, with an optional display name, https logo, accent colour
         *     and contact line) or none at all (`none`, which takes no other field). The operator's brand
         *     never shows on them. Not for a `cancelled` programme (409 `invalid_state`).
         *
         *     A test key gets the programme as it would be; nothing changes. A live key finds no
         *     programme (404) until production opens.
         */
        post: operations["setDmcProgrammeBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/dmc/programmes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a version and book it
         * @description Records the client's acceptance of one version and books its services; the programme
         *     becomes `booked`, with `acceptance` and `booking` set. Only a `proposed` programme can be
         *     accepted (409 `invalid_state`; resume one `on_hold` first). Rules answered as 422
         *     `validation_failed`: `version` must exist and its `valid_until` must not have passed (save
         *     a new version at today's price); `link_id` must be a link of this programme for the same
         *     version, and the link must be `active` (409 `invalid_state` for an expired, revoked or
         *     used link) and allow acceptance.
         *
         *     A test key gets the booked programme as it would be; nothing is booked or stored. A live
         *     key finds no programme (404) until production opens.
         */
        post: operations["acceptDmcProgramme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/dmc/programmes/{id}/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The client proposal, HTML
         * @description The proposal to send to the client, as an HTML page in the programme's brand (or none):
         *     the programme, the group, each day's services and the client's prices (never the net
         *     cost or margin), the total and the price per person, and until when the price holds.
         *     `version` chooses the version; by default the accepted one of a booked programme,
         *     otherwise the latest. A programme with no version yet, or a cancelled one, has no
         *     proposal (409 `invalid_state`); an unknown `version` answers 422. Test-key proposals are
         *     stamped as test documents.
         */
        get: operations["getDmcProgrammeProposal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/dmc/programmes/{id}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Client links and who accepted
         * @description The programme's client links, newest first, in pages (`limit`, `cursor`): each with its
         *     version, recipient, status, views, and who accepted through it and when. A test key reads
         *     the deterministic links of a test programme; a live key finds no programme (404) until
         *     production opens.
         */
        get: operations["listDmcClientLinks"];
        put?: never;
        /**
         * Issue an expiring client link
         * @description Issues a link for one recipient to read a version's proposal and, unless `allow_accept`
         *     is false, accept it. The link expires after `expires_in_days` (default 7) and never after
         *     the end of the version's `valid_until` day (UAE time). Only a `proposed` programme gets
         *     links (409 `invalid_state`). `version` defaults to the latest; an unknown or expired
         *     version answers 422.
         *
         *     A test key gets the link as it would be issued, flagged `sandbox: true`; nothing is
         *     stored and the link opens nothing. A live key finds no programme (404) until production
         *     opens.
         */
        post: operations["createDmcClientLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/dmc/programmes/{id}/links/{link}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a client link
         * @description Ends an `active` link at once: the client can no longer open or accept through it. An
         *     accepted, expired or already revoked link answers 409 `invalid_state`; a link that is not
         *     one of this programme's answers 404. A test key gets the revoked link as it would be;
         *     nothing changes. A live key finds no programme (404) until production opens.
         */
        post: operations["revokeDmcClientLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/cruise/sailings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sailings
         * @description Sailings from UAE ports on sale to the account. Answers 501 `supplier_not_connected` until a cruise supplier is connected.
         */
        get: operations["listCruiseSailings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/cruise/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a cruise
         * @description Prices cabins of a sailing under the account's terms. Answers 501 `supplier_not_connected` until a cruise supplier is connected.
         */
        post: operations["createCruiseQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/cruise/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a cruise
         * @description Books a quoted cabin. Answers 501 `supplier_not_connected` until a cruise supplier is connected.
         */
        post: operations["createCruiseBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/cruise/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A cruise booking
         * @description Status and cancellation terms of a cruise booking. Answers 501 `supplier_not_connected` until a cruise supplier is connected.
         */
        get: operations["getCruiseBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/cruise/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a cruise booking
         * @description Cancels under the sailing's policy; the answer states the fee. Answers 501 `supplier_not_connected` until a cruise supplier is connected.
         */
        post: operations["cancelCruiseBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description Answers 200 while the process is alive; it does not touch the database.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe
         * @description Answers 200 only when the database answers; 503 `not_configured` otherwise, and while the service drains on shutdown.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Machine-readable error code; the table in the API description says when each is used.
         * @enum {string}
         */
        ErrorCode: "invalid_json" | "unauthenticated" | "insufficient_scope" | "live_access_disabled" | "not_found" | "method_not_allowed" | "invalid_state" | "idempotency_in_progress" | "payload_too_large" | "validation_failed" | "idempotency_key_reused" | "rate_limited" | "internal" | "supplier_not_connected" | "upstream_unavailable" | "not_configured";
        /** @description One reason a request failed validation. */
        ValidationIssue: {
            /**
             * @description Dotted path of the field (`pickup_location.terminal`, `lines[0].net_aed`); empty for the body as a whole.
             * @example pickup_location.terminal
             */
            path: string;
            /** @example must be one of: DXB_T1, DXB_T2, DXB_T3, DWC, SHJ */
            message: string;
        };
        ErrorBody: {
            code: components["schemas"]["ErrorCode"];
            /** @description Human-readable explanation. */
            message: string;
            /** @description Whether the same request may succeed if retried later. */
            retryable: boolean;
            /** @description Only on `validation_failed`; the paths of the invalid fields. */
            fields?: string[];
            /** @description Only on `validation_failed`. */
            issues?: components["schemas"]["ValidationIssue"][];
            /** @description Only on `rate_limited`; seconds until the limit resets. */
            retry_after_seconds?: number;
        };
        /** @description The error envelope. `environment` is present on every answer under `/api/b2b/sandbox`. */
        ErrorResponse: {
            /** @constant */
            environment?: "sandbox";
            error: components["schemas"]["ErrorBody"];
        };
        /** @description The error envelope of sandbox endpoints. */
        SandboxErrorResponse: {
            /** @constant */
            environment: "sandbox";
            error: components["schemas"]["ErrorBody"];
        };
        /**
         * Format: date
         * @description Calendar date, `YYYY-MM-DD`.
         * @example 2026-12-05
         */
        IsoDate: string;
        /**
         * Format: date-time
         * @description RFC 3339 timestamp with an explicit UTC offset.
         * @example 2026-11-22T10:00:00.000Z
         */
        Timestamp: string;
        /**
         * Format: email
         * @example dev@gulfhorizons.example
         */
        Email: string;
        /**
         * @description Amount in AED, major units with at most two decimals.
         * @example 1250.5
         */
        AmountAed: number;
        /**
         * @description ISO 4217 currency code.
         * @example USD
         */
        CurrencyCode: string;
        /**
         * @description Vehicle class, hired with its licensed chauffeur. Seats: `VIP_V_CLASS` 7 (multi-purpose
         *     executive van), `EXECUTIVE_SEDAN` 3 (executive saloon), `LUXURY_COACH` 30 (coach).
         * @enum {string}
         */
        VehicleClass: "VIP_V_CLASS" | "EXECUTIVE_SEDAN" | "LUXURY_COACH";
        /**
         * @description Dubai International terminals 1-3, Dubai World Central (Al Maktoum) and Sharjah.
         * @enum {string}
         */
        AirportTerminal: "DXB_T1" | "DXB_T2" | "DXB_T3" | "DWC" | "SHJ";
        /**
         * @description Commercial tier of a trade account.
         * @enum {string}
         */
        PartnerTier: "Tier_1_Holiday_Homes" | "Tier_2_Affiliates" | "Tier_3_Travel_Agencies" | "Tier_4_Regional_DMCs" | "Tier_5_Corporate" | "Tier_6_Hotel_Desks";
        /** @description An airport terminal. */
        AirportLocation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "airport";
            terminal: components["schemas"]["AirportTerminal"];
        };
        /** @description A point given by WGS 84 coordinates; it must lie inside the United Arab Emirates. */
        CoordinatesLocation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "coordinates";
            /** @example 25.1972 */
            latitude: number;
            /** @example 55.2744 */
            longitude: number;
            /**
             * @description What the driver should look for at the point.
             * @example Al Qudra camp gate
             */
            label?: string;
        };
        /** @description A hotel, given by the partner's own hotel code or the hotel's name. */
        HotelLocation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "hotel";
            /** @example Atlantis The Palm */
            hotel_ref: string;
        };
        /** @description Where a transfer starts or ends. */
        TransferLocation: components["schemas"]["AirportLocation"] | components["schemas"]["CoordinatesLocation"] | components["schemas"]["HotelLocation"];
        /**
         * @description Arriving flight; an IATA (2-character) or ICAO (3-letter) airline code followed by 1-4 digits and an optional suffix letter, without spaces.
         * @example EK202
         */
        FlightNumber: string;
        /**
         * @description How the traveller's voucher is branded. `white_label`: the agency's name, logo and accent
         *     colour only, with no operator branding. `operator`: the operator's standard voucher.
         */
        VoucherBranding: {
            /** @enum {string} */
            mode: "white_label" | "operator";
            /**
             * @description Accent colour, `#RRGGBB`.
             * @example #0A7C86
             */
            accent_hex?: string;
            /**
             * @description Line printed at the foot of the voucher.
             * @example Call us 24/7 on +971 4 000 0000
             */
            footer_text?: string;
        };
        /** @description White-label details for the traveller's voucher. */
        ClientMetadata: {
            /** @example Gulf Horizons Travel */
            agency_name?: string;
            /**
             * Format: uri
             * @description Logo image; `https` only.
             * @example https://cdn.gulfhorizons.example/logo.png
             */
            logo_url?: string;
            voucher_branding?: components["schemas"]["VoucherBranding"];
            /**
             * @description The agency's own booking reference.
             * @example GH-88213
             */
            agency_reference?: string;
        };
        /** @description A transfer to quote in the sandbox. */
        SandboxTransferRequest: {
            pickup_location: components["schemas"]["TransferLocation"];
            dropoff_location: components["schemas"]["TransferLocation"];
            flight_number?: components["schemas"]["FlightNumber"];
            /**
             * Format: date-time
             * @description Pickup time with a UTC offset. Required unless the pickup is at an airport with a `flight_number`.
             * @example 2026-12-05T15:30:00+04:00
             */
            pickup_at?: string;
            /**
             * @description Free waiting after landing (or after `pickup_at`), in minutes.
             * @default 60
             */
            buffer_minutes_override: number;
            vehicle_class: components["schemas"]["VehicleClass"];
            /** @description At most the seats of `vehicle_class`. */
            passengers?: number;
            client_metadata?: components["schemas"]["ClientMetadata"];
        };
        Vehicle: {
            class: components["schemas"]["VehicleClass"];
            /**
             * @description Make and model text, returned as data.
             * @example Mercedes-Benz V-Class or similar
             */
            description: string;
            /**
             * @description Seats of the class.
             * @example 7
             */
            max_passengers: number;
        };
        /** @description When the driver is ready and how long they wait free. */
        PickupTiming: {
            /**
             * @description `flight_landing`: timed to the scheduled landing of `flight_number`; `scheduled`: at `pickup_at`.
             * @enum {string}
             */
            mode: "flight_landing" | "scheduled";
            flight_number: string | null;
            /**
             * Format: date-time
             * @description Echo of `pickup_at`.
             */
            pickup_at: string | null;
            /** @description When and where the driver is ready, as text. */
            driver_ready: string;
            /** @description The buffer applied. */
            free_waiting_minutes: number;
            /**
             * @description No flight-tracking provider is connected yet; when a flight moves, tell the trade desk.
             * @constant
             */
            live_arrival_tracking: "planned";
        };
        SandboxQuotePickup: {
            location: components["schemas"]["TransferLocation"];
            timing: components["schemas"]["PickupTiming"];
        };
        SandboxQuoteDropoff: {
            location: components["schemas"]["TransferLocation"];
        };
        /** @description How the traveller's voucher would be branded. */
        VoucherPreview: {
            /** @enum {string} */
            branding: "white_label" | "operator";
            agency_name: string | null;
            logo_url: string | null;
            accent_hex: string | null;
            footer_text: string | null;
            agency_reference: string | null;
            /** @description Whether the operator's own branding shows; `false` when white-label. */
            shows_nwp_branding: boolean;
        };
        /** @description A labelled test quote echoing the request. */
        SandboxTransferQuote: {
            /** @constant */
            environment: "sandbox";
            /** @constant */
            test_data: true;
            notice: string;
            quote_id: string;
            /** @constant */
            status: "sandbox_accepted";
            vehicle: components["schemas"]["Vehicle"];
            /** @description Echo of the request; `null` when not given. */
            passengers: number | null;
            pickup: components["schemas"]["SandboxQuotePickup"];
            dropoff: components["schemas"]["SandboxQuoteDropoff"];
            voucher: components["schemas"]["VoucherPreview"];
            /** @description Always null in the sandbox. */
            price: null;
            price_note: string;
            /** @constant */
            default_buffer_minutes: 60;
            created_at: components["schemas"]["Timestamp"];
        };
        SandboxAvailability: {
            /** @constant */
            environment: "sandbox";
            /** @constant */
            test_data: true;
            notice: string;
            date: components["schemas"]["IsoDate"];
            vehicle_class: components["schemas"]["VehicleClass"];
            vehicle: {
                description: string;
                max_passengers: number;
            };
            /**
             * @description Sample value to build against; real availability is confirmed by the trade desk.
             * @enum {string}
             */
            sample_status: "on_request" | "available" | "sold_out";
            note: string;
        };
        SandboxStatus: {
            /** @constant */
            environment: "sandbox";
            /** @constant */
            test_data: true;
            /** @constant */
            status: "early-access";
            /** @constant */
            sandbox: "operational";
            production: components["schemas"]["ProductionAccess"];
            /** @description The presented token. */
            token: {
                registration_id: string;
                scopes: string[];
                expires_at: components["schemas"]["Timestamp"];
            };
            limits: {
                sandbox_calls_per_hour: number;
            };
            server_time: components["schemas"]["Timestamp"];
        };
        ProductionAccess: {
            /** @constant */
            status: "not_open";
            /**
             * Format: uri
             * @description Registration page for a live key.
             */
            request_access: string;
        };
        /** @description The body of an account action, chosen by `action`. */
        AccountActionRequest: components["schemas"]["DeveloperHandshakeRequest"] | components["schemas"]["CreditLineApplicationRequest"] | components["schemas"]["WalletTopupRequest"] | components["schemas"]["AccountPayloadRequest"] | components["schemas"]["TrackingLinkRequest"];
        /** @description Registers a developer platform and returns a sandbox token. */
        DeveloperHandshakeRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "developer_handshake";
            /** @example Gulf Horizons Booking Engine */
            platform_name: string;
            contact_email: components["schemas"]["Email"];
            /** @example transfers */
            use_case: string;
        };
        /** @description Applies for net terms for a UAE-registered company; a person reviews every application. */
        CreditLineApplicationRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "credit_line_application";
            /** @example Gulf Horizons Travel L.L.C. */
            company_legal_name: string;
            /** @example 1234567 */
            trade_licence_number: string;
            /**
             * @description Authority that issued the trade licence.
             * @example Dubai DET
             */
            licence_authority?: string;
            trn: components["schemas"]["Trn"];
            /** @example Mariam Al Suwaidi */
            contact_name?: string;
            contact_email: components["schemas"]["Email"];
            requested_terms: components["schemas"]["CreditTerms"];
            /** @description Credit limit asked for, AED. */
            requested_limit_aed?: number;
        };
        /**
         * @description UAE tax registration number; 15 digits beginning 100.
         * @example 100123456700003
         */
        Trn: string;
        /**
         * @description Payment terms, net 15, 30, 45 or 60 days.
         * @enum {string}
         */
        CreditTerms: "NET_15" | "NET_30" | "NET_45" | "NET_60";
        /** @description A prepayment into the account's wallet, invoiced for bank transfer. */
        WalletTopupRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "wallet_topup";
            /** @example Gulf Horizons Travel */
            company_name: string;
            contact_email: components["schemas"]["Email"];
            /** @description Amount to top up, AED 100 to 1,000,000. */
            amount_aed: number;
            /**
             * @description The partner's purchase order, printed on the invoice.
             * @example PO-2026-118
             */
            purchase_order?: string;
        };
        /** @description Lines to show in the account's display currencies. */
        AccountPayloadRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "account_payload";
            /** @example Gulf Horizons Travel */
            company_name: string;
            tier: components["schemas"]["PartnerTier"];
            /** @description Currencies to show besides AED; each needs a daily rate. */
            display_currencies: components["schemas"]["CurrencyCode"][];
            lines: components["schemas"]["PayloadLine"][];
        };
        /** @description One priced line; `sell_aed` may not be below `net_aed`. */
        PayloadLine: {
            /** @example DXB arrival, V-Class */
            label: string;
            /** @description Net to the partner, AED. */
            net_aed: number;
            /** @description Price the partner sells at, AED. */
            sell_aed: number;
        };
        /** @description A partner tracking link for a property; open to the holiday-home and affiliate tiers only. */
        TrackingLinkRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "tracking_link";
            /** @example PALMHH */
            partner_code: string;
            /**
             * @description Only the holiday-home and affiliate tiers earn through tracking links.
             * @enum {string}
             */
            tier: "Tier_1_Holiday_Homes" | "Tier_2_Affiliates";
            /** @example villa-12 */
            property_id: string;
            /**
             * Format: hostname
             * @description Host name of the booking site the link opens (no scheme, no path).
             * @example book.example.ae
             */
            destination: string;
        };
        /** @description The answer of a synchronous account action. */
        AccountActionResult: components["schemas"]["DeveloperHandshakeResult"] | components["schemas"]["CurrencyMatrixResult"] | components["schemas"]["TrackingLinkResult"];
        /** @description The receipt of an account action passed to the trade desk. */
        AccountActionReceipt: components["schemas"]["CreditLineApplicationReceipt"] | components["schemas"]["WalletTopupReceipt"];
        SandboxEndpoint: {
            /** @enum {string} */
            method: "GET" | "POST";
            /** Format: uri */
            url: string;
        };
        DeveloperHandshakeResult: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "developer_handshake";
            /** @constant */
            environment: "sandbox";
            /** @constant */
            status: "early-access";
            /** @constant */
            test_data: true;
            /** @description Id of the stored registration. */
            registration_id: string;
            /** @constant */
            token_type: "Bearer";
            /** @description Sandbox token, valid 30 days. Keep it secret. */
            token: string;
            expires_at: components["schemas"]["Timestamp"];
            scopes: ("sandbox:transfers.quote" | "sandbox:availability.read")[];
            /** @description The three sandbox endpoints. */
            endpoints: components["schemas"]["SandboxEndpoint"][];
            /**
             * Format: uri
             * @description Signed availability URL for tomorrow's date and `EXECUTIVE_SEDAN`, valid as long as the token.
             */
            availability_url: string;
            production: components["schemas"]["ProductionAccess"];
        };
        CreditLineApplicationReceipt: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "credit_line_application";
            /** @description Quote it to the trade desk. */
            reference: string;
            /**
             * @description Stored and queued for review.
             * @constant
             */
            status: "received";
            received_at: components["schemas"]["Timestamp"];
            company_legal_name: string;
            requested_terms: components["schemas"]["CreditTerms"];
            requested_limit_aed: number | null;
            next_steps: string;
        };
        WalletTopupReceipt: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "wallet_topup";
            /** @description Quote it on the bank transfer. */
            reference: string;
            /** @constant */
            status: "received";
            received_at: components["schemas"]["Timestamp"];
            amount_aed: number;
            /** @constant */
            currency: "AED";
            purchase_order: string | null;
            /** @constant */
            payment_method: "bank_transfer";
            /** @constant */
            card_topups_available: false;
            next_steps: string;
        };
        ConversionRate: {
            currency: components["schemas"]["CurrencyCode"];
            /** @description AED for one unit of the currency. */
            aed_per_unit: number;
            as_of: components["schemas"]["IsoDate"];
        };
        /** @description Net, sell and margin in one currency; `sell = net + margin` exactly. */
        MoneyTriple: {
            currency: components["schemas"]["CurrencyCode"];
            net: number;
            sell: number;
            margin: number;
        };
        CurrencyMatrixLine: {
            label: string;
            /** @description Margin as a percentage of sell; the same in every currency. */
            margin_pct: number;
            amounts: components["schemas"]["MoneyTriple"][];
        };
        CurrencyMatrixResult: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "account_payload";
            company_name: string;
            tier: components["schemas"]["PartnerTier"];
            /** @constant */
            base_currency: "AED";
            /** @description AED first, then the display currencies in the order asked. */
            rates: components["schemas"]["ConversionRate"][];
            lines: components["schemas"]["CurrencyMatrixLine"][];
            totals: components["schemas"]["MoneyTriple"][];
            note: string;
        };
        TrackingLinkResult: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "tracking_link";
            partner_code: string;
            /** @enum {string} */
            tier: "Tier_1_Holiday_Homes" | "Tier_2_Affiliates";
            property_id: string;
            /** @description Deterministic code of the link; the same request always gives the same code and URL. */
            link_code: string;
            /** Format: uri */
            url: string;
            qr: {
                /** @description QR code of `url` as an SVG document. */
                svg: string;
                /** @description QR code of `url` as a PNG data URL. */
                png_data_url: string;
            };
            /** @description Where bookings made through the link are credited today. */
            credited_to: string;
        };
        /**
         * @description A permission a key may hold; each operation needs one.
         * @enum {string}
         */
        Scope: "transport:read" | "transport:write" | "activities:read" | "activities:write" | "cruise:read" | "cruise:write" | "guides:read" | "guides:write" | "guides_wifi:read" | "guides_wifi:write" | "site:read" | "site:write" | "account:read" | "affiliate:read" | "affiliate:write" | "bookings:create" | "bookings:view" | "bookings:manage" | "statements:read" | "settings:view" | "settings:manage" | "rates:view" | "tracking:view" | "tracking:manage" | "users:view" | "users:manage" | "inbox:view";
        /**
         * @description `test` keys answer with test data and change nothing; `live` keys act for real.
         * @enum {string}
         */
        KeyMode: "test" | "live";
        WhoAmI: {
            /** @constant */
            object: "whoami";
            /** @description `true` for a test key. */
            sandbox: boolean;
            account: {
                id: string;
                name: string;
                /** @description Whether the operator has switched on live access; live keys work only when it is on. */
                live_access: boolean;
            };
            key: {
                id: string;
                mode: components["schemas"]["KeyMode"];
                /** @description The key's first characters, to recognise it; the key itself is never shown again. */
                prefix: string;
                scopes: components["schemas"]["Scope"][];
                created_at: components["schemas"]["Timestamp"];
                /**
                 * Format: date-time
                 * @description Last authenticated use, to the minute.
                 */
                last_used_at: string | null;
            };
            limits: {
                requests_per_minute: number;
            };
        };
        /**
         * @description Dubai International, Dubai World Central (Al Maktoum), Sharjah and Abu Dhabi (Zayed International).
         * @enum {string}
         */
        Airport: "DXB" | "DWC" | "SHJ" | "AUH";
        /**
         * @description DXB: T1, T2, T3; DWC and SHJ: MAIN; AUH: A.
         * @enum {string}
         */
        Terminal: "T1" | "T2" | "T3" | "MAIN" | "A";
        /**
         * @description The place served at the other end of the transfer, as a tariff zone.
         * @enum {string}
         */
        TransportZone: "DOWNTOWN_DUBAI" | "BUSINESS_BAY" | "DEIRA" | "DUBAI_MARINA" | "JUMEIRAH_BEACH_RESIDENCE" | "PALM_JUMEIRAH" | "AL_BARSHA" | "ABU_DHABI_CITY" | "YAS_ISLAND" | "SAADIYAT_ISLAND" | "SHARJAH_CITY" | "AJMAN" | "RAS_AL_KHAIMAH" | "FUJAIRAH" | "AL_AIN";
        /**
         * @description `tariff`: pays the public price. `commission`: pays the public price and earns `terms_percent` of it. `net_rate`: pays the public price less `terms_percent`.
         * @enum {string}
         */
        CommercialTerms: "tariff" | "commission" | "net_rate";
        TransportQuoteRequest: {
            airport: components["schemas"]["Airport"];
            terminal: components["schemas"]["Terminal"];
            /**
             * @description `arrival`: from the airport to `place`; `departure`: from `place` to the airport.
             * @enum {string}
             */
            direction: "arrival" | "departure";
            place: components["schemas"]["TransportZone"];
            vehicle: components["schemas"]["VehicleClass"];
            pickup_date: components["schemas"]["IsoDate"];
            /**
             * @description Local time in the UAE (UTC+04:00), `HH:MM`.
             * @example 14:30
             */
            pickup_time: string;
            passengers: number;
            /** @description Suitcases; hand luggage does not count. */
            bags: number;
        };
        TransportQuote: {
            /** @constant */
            object: "transport_quote";
            /** @description `true` when priced with a test key. */
            sandbox: boolean;
            id: string;
            airport: components["schemas"]["Airport"];
            terminal: components["schemas"]["Terminal"];
            /** @enum {string} */
            direction: "arrival" | "departure";
            place: components["schemas"]["TransportZone"];
            vehicle: {
                class: components["schemas"]["VehicleClass"];
                description: string;
                max_passengers: number;
                max_bags: number;
            };
            pickup: {
                date: components["schemas"]["IsoDate"];
                time: string;
                /**
                 * Format: date-time
                 * @description The pickup as a timestamp in UAE time.
                 */
                at: string;
            };
            passengers: number;
            bags: number;
            /** @description Estimated road distance. */
            distance_km: number;
            pricing: {
                /** @constant */
                currency: "AED";
                terms: components["schemas"]["CommercialTerms"];
                /** @description Commission or discount percentage of the terms; 0 under `tariff`. */
                terms_percent: number;
                public_price_aed: components["schemas"]["Money"];
                /** @description What the account pays. */
                amount_due_aed: components["schemas"]["Money"];
                /** @description What the account earns; only under `commission`. */
                commission_aed: number | null;
            };
            /** @description The cancellation policy that applies if this quote is booked. */
            cancellation: {
                /**
                 * Format: date-time
                 * @description Free cancellation until 24 hours before pickup.
                 */
                free_until: string;
                /** @constant */
                late_cancellation_fee_percent: 50;
                /** @constant */
                no_show_fee_percent: 100;
            };
            created_at: components["schemas"]["Timestamp"];
            /** @description The price holds until then. */
            expires_at: components["schemas"]["Timestamp"];
        };
        TransportBookingRequest: {
            airport: components["schemas"]["Airport"];
            terminal: components["schemas"]["Terminal"];
            /** @enum {string} */
            direction: "arrival" | "departure";
            place: components["schemas"]["TransportZone"];
            vehicle: components["schemas"]["VehicleClass"];
            pickup_date: components["schemas"]["IsoDate"];
            /** @description Local time in the UAE, `HH:MM`; for an arrival, the scheduled landing time. */
            pickup_time: string;
            passengers: number;
            bags: number;
            flight_number?: components["schemas"]["FlightNumber"];
            traveller: components["schemas"]["Traveller"];
            /** @description The partner's own reference, printed on the voucher. */
            agency_reference?: string;
            /** @description For the driver (child seat, meeting point …). */
            notes?: string;
        };
        /**
         * @description A transfer booking. States: `confirmed` → `driver_assigned` → `completed` or `no_show`;
         *     `confirmed` or `driver_assigned` → `cancelled` (by the cancel operation). Cancelling in any
         *     other state answers 409 `invalid_state`.
         */
        TransportBooking: {
            /** @constant */
            object: "transport_booking";
            sandbox: boolean;
            id: string;
            /** @enum {string} */
            status: "confirmed" | "driver_assigned" | "completed" | "no_show" | "cancelled";
            airport: components["schemas"]["Airport"];
            terminal: components["schemas"]["Terminal"];
            /** @enum {string} */
            direction: "arrival" | "departure";
            place: components["schemas"]["TransportZone"];
            vehicle: {
                class: components["schemas"]["VehicleClass"];
                description: string;
            };
            pickup: {
                /** Format: date-time */
                at: string;
                flight_number: string | null;
            };
            traveller: components["schemas"]["Traveller"];
            passengers: number;
            bags: number;
            agency_reference: string | null;
            price: {
                /** @constant */
                currency: "AED";
                terms: components["schemas"]["CommercialTerms"];
                public_price_aed: components["schemas"]["Money"];
                amount_due_aed: components["schemas"]["Money"];
                commission_aed: number | null;
            };
            cancellation: {
                /** Format: date-time */
                free_until: string;
                /** @description On a cancelled booking: the fee charged. */
                fee_if_cancelled_now_aed: components["schemas"]["Money"];
                /** @constant */
                late_cancellation_fee_percent: 50;
                /** @constant */
                no_show_fee_percent: 100;
            };
            /** @description Set once a driver is assigned. */
            driver: {
                name: string;
                phone: string;
                /** @example Dubai P 48213 */
                vehicle_plate: string;
            } | null;
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            cancelled_at: string | null;
        };
        /**
         * @description Where a programme stands; the state machine is described on `DmcProgramme`.
         * @enum {string}
         */
        DmcProgrammeStatus: "draft" | "proposed" | "on_hold" | "booked" | "declined" | "cancelled" | "completed";
        /** @description The DMC's own client the programme is for: an overseas tour operator, an incentive house or a corporate. Shown on the proposal. */
        DmcClient: {
            /** @example Nordic Incentive Partners AB */
            company: string;
            /** @example Linnea Berg */
            contact_name: string;
            email?: components["schemas"]["Email"];
            /**
             * @description ISO 3166-1 alpha-2 country of the client.
             * @example SE
             */
            country?: string;
        };
        /** @description The travelling group. Children are 3 to 11 years old; infants travel free and are not counted. */
        DmcGroup: {
            adults: number;
            children: number;
        };
        /**
         * @description Without `id`: a new programme, and `title`, `client`, `group`, `start_date` and `end_date`
         *     are required. With `id`: a change to that programme; only the fields sent change, and at
         *     least one must be sent. `end_date` is on or after `start_date`, a programme lasts at most
         *     30 days, and it starts in the future and at most 730 days ahead. Dates cannot move so that
         *     a saved version has services outside them (save a new version instead).
         */
        DmcProgrammeRequest: {
            /** @description The programme to change; omit it to create one. */
            id?: string;
            /** @example Stockholm sales incentive - Dubai and Abu Dhabi */
            title?: string;
            client?: components["schemas"]["DmcClient"];
            group?: components["schemas"]["DmcGroup"];
            start_date?: components["schemas"]["IsoDate"];
            end_date?: components["schemas"]["IsoDate"];
            /** @description The DMC's own file reference; printed on the proposal. */
            agency_reference?: string;
            /** @description Internal notes for the DMC and the trade desk; never shown to the client. */
            notes?: string;
        };
        /**
         * @description Whose brand the programme's client documents (the proposal and client link page) carry.
         *     `partner`: the DMC's brand (`display_name`, by default the account's name, and
         *     optionally a logo, an accent colour and a contact line). `none`: no brand at all, for a
         *     DMC that passes the proposal on through another agent. The operator's own brand never
         *     appears on a DMC's client documents.
         */
        DmcBrand: {
            /** @enum {string} */
            mode: "partner" | "none";
            /** @description Null when `mode` is `none`. */
            display_name: string | null;
            /** Format: uri */
            logo_url: string | null;
            accent_hex: string | null;
            /** @description E.g. a phone number and e-mail, printed in the footer. */
            contact_line: string | null;
        };
        /** @description `mode: none` takes no other field. `mode: partner` takes the optional others; `display_name` defaults to the account's name. */
        DmcBrandRequest: {
            /** @enum {string} */
            mode: "partner" | "none";
            display_name?: string;
            /**
             * Format: uri
             * @description https only.
             */
            logo_url?: string;
            /** @example #0E6E55 */
            accent_hex?: string;
            /** @example +971 4 555 0188 · events@desertrosedmc.example */
            contact_line?: string;
        };
        /**
         * @description Tours and attractions a programme can include, priced per person at the public price
         *     (adult / child, AED): `DESERT_SAFARI_EVENING` 250 / 190, `DUBAI_CITY_TOUR_HALF_DAY`
         *     160 / 120, `ABU_DHABI_CITY_TOUR_FULL_DAY` 295 / 220, `DHOW_CRUISE_MARINA_DINNER`
         *     220 / 150, `BURJ_KHALIFA_AT_THE_TOP` 189 / 149, `MUSEUM_OF_THE_FUTURE` 149 / 119,
         *     `HATTA_MOUNTAIN_TOUR` 320 / 240, `FERRARI_WORLD_YAS` 345 / 295.
         * @enum {string}
         */
        DmcActivity: "DESERT_SAFARI_EVENING" | "DUBAI_CITY_TOUR_HALF_DAY" | "ABU_DHABI_CITY_TOUR_FULL_DAY" | "DHOW_CRUISE_MARINA_DINNER" | "BURJ_KHALIFA_AT_THE_TOP" | "MUSEUM_OF_THE_FUTURE" | "HATTA_MOUNTAIN_TOUR" | "FERRARI_WORLD_YAS";
        /**
         * @description Local time in the UAE (UTC+04:00), `HH:MM`.
         * @example 14:30
         */
        DmcLineTime: string;
        /**
         * @description The DMC's markup on its net cost, in percent; the client's price is the net cost plus the markup, rounded to whole AED.
         * @example 18
         */
        DmcMarkupPercent: number;
        /** @description A private airport transfer for the group, priced like the transport quote: `terminal` must belong to `airport`, and the group must fit the vehicles. */
        DmcTransferLineRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "transfer";
            date: components["schemas"]["IsoDate"];
            /** @description The pickup; for an arrival, the scheduled landing. */
            time: components["schemas"]["DmcLineTime"];
            airport: components["schemas"]["Airport"];
            terminal: components["schemas"]["Terminal"];
            /** @enum {string} */
            direction: "arrival" | "departure";
            place: components["schemas"]["TransportZone"];
            vehicle: components["schemas"]["VehicleClass"];
            /** @default 1 */
            vehicles: number;
            flight_number?: components["schemas"]["FlightNumber"];
            markup_percent?: components["schemas"]["DmcMarkupPercent"];
            notes?: string;
        };
        /** @description Vehicles with chauffeur at the group's disposal, 4 to 12 hours, from a zone; public rate per vehicle and hour: `EXECUTIVE_SEDAN` AED 110, `VIP_V_CLASS` 165, `LUXURY_COACH` 350. */
        DmcVehicleHireLineRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "vehicle_hire";
            date: components["schemas"]["IsoDate"];
            /** @description Start of the hire. */
            time: components["schemas"]["DmcLineTime"];
            vehicle: components["schemas"]["VehicleClass"];
            /** @default 1 */
            vehicles: number;
            hours: number;
            start_place: components["schemas"]["TransportZone"];
            markup_percent?: components["schemas"]["DmcMarkupPercent"];
            notes?: string;
        };
        /** @description A tour or attraction; `adults` and `children` default to the whole group. */
        DmcActivityLineRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "activity";
            date: components["schemas"]["IsoDate"];
            /** @description Start time; the tour's usual start when omitted. */
            time?: components["schemas"]["DmcLineTime"];
            activity: components["schemas"]["DmcActivity"];
            adults?: number;
            children?: number;
            markup_percent?: components["schemas"]["DmcMarkupPercent"];
            notes?: string;
        };
        /** @description One service of the programme, by `service`. */
        DmcLineRequest: components["schemas"]["DmcTransferLineRequest"] | components["schemas"]["DmcVehicleHireLineRequest"] | components["schemas"]["DmcActivityLineRequest"];
        /**
         * @description A complete priced itinerary. Every service date lies within the programme's dates;
         *     `valid_until` (by default 14 days from today, and never after the day before the
         *     programme starts) is the last day the client can accept this version at its price.
         */
        DmcVersionRequest: {
            /** @description E.g. `Option B - Yas Island`. */
            label?: string;
            /** @description Markup of every line that sets none; 0 by default. */
            markup_percent?: components["schemas"]["DmcMarkupPercent"];
            valid_until?: components["schemas"]["IsoDate"];
            lines: components["schemas"]["DmcLineRequest"][];
        };
        /** @description A line's price. `public_price_aed`: the operator's public price; `net_aed`: what the account pays under its terms; `commission_aed`: what it earns (commission terms only); `sell_aed`: the client's price, net plus `markup_percent`. */
        DmcLinePricing: {
            public_price_aed: components["schemas"]["Money"];
            net_aed: components["schemas"]["Money"];
            commission_aed: number | null;
            markup_percent: number;
            sell_aed: components["schemas"]["Money"];
        };
        DmcTransferLine: {
            /** @description Position in the version, from 1. */
            number: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "transfer";
            date: components["schemas"]["IsoDate"];
            time: string;
            /** @example Arrival transfer DXB T3 to Dubai Marina, 2 x Mercedes-Benz V-Class or similar */
            description: string;
            airport: components["schemas"]["Airport"];
            terminal: components["schemas"]["Terminal"];
            /** @enum {string} */
            direction: "arrival" | "departure";
            place: components["schemas"]["TransportZone"];
            vehicle: components["schemas"]["VehicleClass"];
            vehicles: number;
            flight_number: string | null;
            notes: string | null;
            pricing: components["schemas"]["DmcLinePricing"];
        };
        DmcVehicleHireLine: {
            number: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "vehicle_hire";
            date: components["schemas"]["IsoDate"];
            time: string;
            description: string;
            vehicle: components["schemas"]["VehicleClass"];
            vehicles: number;
            hours: number;
            start_place: components["schemas"]["TransportZone"];
            notes: string | null;
            pricing: components["schemas"]["DmcLinePricing"];
        };
        DmcActivityLine: {
            number: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            service: "activity";
            date: components["schemas"]["IsoDate"];
            time: string;
            description: string;
            activity: components["schemas"]["DmcActivity"];
            adults: number;
            children: number;
            notes: string | null;
            pricing: components["schemas"]["DmcLinePricing"];
        };
        /** @description A priced service of a version, by `service`. */
        DmcLine: components["schemas"]["DmcTransferLine"] | components["schemas"]["DmcVehicleHireLine"] | components["schemas"]["DmcActivityLine"];
        /**
         * @description A priced version of a programme. Versions are numbered from 1 and never change once saved:
         *     a new price or itinerary is a new version. Priced under the account's commercial terms at
         *     the time of saving.
         */
        DmcVersion: {
            /** @constant */
            object: "dmc_programme_version";
            sandbox: boolean;
            programme_id: string;
            number: number;
            label: string | null;
            /** @constant */
            currency: "AED";
            terms: components["schemas"]["CommercialTerms"];
            /** @description Commission or discount percentage of the terms; 0 under `tariff`. */
            terms_percent: number;
            /** @description Default markup of the version. */
            markup_percent: number;
            lines: components["schemas"]["DmcLine"][];
            totals: {
                public_price_aed: components["schemas"]["Money"];
                /** @description What the account pays. */
                net_aed: components["schemas"]["Money"];
                /** @description What the account earns; only under `commission`. */
                commission_aed: number | null;
                /** @description The client's price. */
                sell_aed: components["schemas"]["Money"];
                /** @description `sell_aed` less `net_aed`. */
                margin_aed: components["schemas"]["Money"];
                /** @description `sell_aed` divided by the group (adults and children), to whole AED. */
                per_person_sell_aed: components["schemas"]["Money"];
            };
            /** @description The last day (UAE time) the client can accept this version at this price. */
            valid_until: components["schemas"]["IsoDate"];
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description The status to move to. `booked` is reached only by accepting a version, and `completed` only when the last service day has passed. */
        DmcStatusRequest: {
            /** @enum {string} */
            status: "draft" | "proposed" | "on_hold" | "declined" | "cancelled";
            /** @description Why; kept on the programme as `status_reason`. Expected with `declined` and `cancelled`. */
            reason?: string;
        };
        DmcPerson: {
            /** @example Linnea Berg */
            name: string;
            email: components["schemas"]["Email"];
        };
        /**
         * @description Accepts one version for the client and books it. `version` must be the one the client saw:
         *     it must exist and its `valid_until` must not have passed. `link_id`, when the client
         *     accepted through a client link, must be an `active` link of this programme for the same
         *     version.
         */
        DmcAcceptRequest: {
            version: number;
            accepted_by: components["schemas"]["DmcPerson"];
            link_id?: string;
        };
        /**
         * @description A DMC programme: a multi-day ground programme (transfers, vehicles at disposal, tours) that
         *     a destination management company builds for its own client, prices in versions, proposes
         *     through branded proposals and expiring client links, and books once a version is accepted.
         *
         *     States and moves (`POST …/status` unless said otherwise):
         *     - `draft` → `proposed` (needs at least one saved version) or `cancelled`;
         *     - `proposed` → `draft` (taken back for rework), `on_hold` (the client paused),
         *       `declined` (the client said no), `cancelled`, or `booked` (by accepting a version);
         *     - `on_hold` → `proposed` (resumed), `declined` or `cancelled`;
         *     - `declined` → `draft` (reopened);
         *     - `booked` → `cancelled` (the booked services are cancelled under their policies), or
         *       `completed` by the operator once the last service day has passed;
         *     - `cancelled` and `completed` are final.
         *
         *     Any other move, including a move to the current status, answers 409 `invalid_state`.
         *     Versions can be saved, and the programme changed, in `draft`, `proposed` and `on_hold`;
         *     client links are issued only while `proposed`; documents are not given for a `cancelled`
         *     programme.
         */
        DmcProgramme: {
            /** @constant */
            object: "dmc_programme";
            sandbox: boolean;
            id: string;
            /** @description Short reference to quote to the trade desk. */
            reference: string;
            title: string;
            status: components["schemas"]["DmcProgrammeStatus"];
            status_reason: string | null;
            client: components["schemas"]["DmcClient"];
            group: components["schemas"]["DmcGroup"];
            start_date: components["schemas"]["IsoDate"];
            end_date: components["schemas"]["IsoDate"];
            nights: number;
            agency_reference: string | null;
            notes: string | null;
            brand: components["schemas"]["DmcBrand"];
            /** @description Every saved version, oldest first. */
            versions: components["schemas"]["DmcVersion"][];
            /** @description Number of the newest version; null before the first. */
            latest_version: number | null;
            /** @description Who accepted which version, once booked. */
            acceptance: {
                version: number;
                accepted_at: components["schemas"]["Timestamp"];
                accepted_by: components["schemas"]["DmcPerson"];
                /** @enum {string} */
                via: "api" | "client_link";
                link_id: string | null;
            } | null;
            /** @description The booking made on acceptance: the services of the accepted version, prepaid until the account has a credit line. */
            booking: {
                reference: string;
                version: number;
                booked_at: components["schemas"]["Timestamp"];
                /** @description Number of services booked. */
                services: number;
                /** @description The accepted version's net total. */
                amount_due_aed: components["schemas"]["Money"];
                /** @enum {string} */
                payment: "prepaid" | "credit_line";
            } | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        DmcProgrammeList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["DmcProgramme"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /** @description A link for the client to read one version's proposal and accept it. `version` defaults to the latest; it must exist and still be valid. */
        DmcClientLinkRequest: {
            version?: number;
            recipient: components["schemas"]["DmcPerson"];
            /**
             * @description Days until the link expires; it never outlives the version's `valid_until`.
             * @default 7
             */
            expires_in_days: number;
            /**
             * @description Whether the client may accept through the link, or only read the proposal.
             * @default true
             */
            allow_accept: boolean;
        };
        /**
         * @description An expiring link to a programme version's proposal, for one recipient. States: `active` →
         *     `accepted` (the client accepted through it; the programme is booked), `expired` (its
         *     `expires_at` passed) or `revoked` (by the revoke operation). Only an `active` link can be
         *     revoked; any other answers 409 `invalid_state`.
         */
        DmcClientLink: {
            /** @constant */
            object: "dmc_client_link";
            sandbox: boolean;
            id: string;
            programme_id: string;
            version: number;
            /** @enum {string} */
            status: "active" | "accepted" | "expired" | "revoked";
            /**
             * Format: uri
             * @description The page the client opens; in the programme's brand, with no operator branding. Test links open a page stamped as a test.
             */
            url: string;
            recipient: components["schemas"]["DmcPerson"];
            allow_accept: boolean;
            /** @description Times the link was opened. */
            views: number;
            /** Format: date-time */
            last_viewed_at: string | null;
            expires_at: components["schemas"]["Timestamp"];
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            revoked_at: string | null;
            /** Format: date-time */
            accepted_at: string | null;
            /** @description Who accepted through the link. */
            accepted_by: components["schemas"]["DmcPerson"] | null;
        };
        DmcClientLinkList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            /** @description Newest first. */
            data: components["schemas"]["DmcClientLink"][];
            next_cursor: string | null;
        };
        /**
         * @description UAE cruise terminals.
         * @enum {string}
         */
        CruisePort: "DUBAI_HARBOUR" | "MINA_RASHID" | "ABU_DHABI_ZAYED_PORT" | "SIR_BANI_YAS" | "KHOR_FAKKAN";
        /** @enum {string} */
        CruiseCabinType: "inside" | "oceanview" | "balcony" | "suite";
        /**
         * @description AED, major units with at most two decimals.
         * @example 4250.5
         */
        Money: number;
        CruiseSailing: {
            id: string;
            /** @example Gulf Cruises */
            cruise_line: string;
            /** @example Arabian Pearl */
            ship: string;
            departs_from: components["schemas"]["CruisePort"];
            departs_at: components["schemas"]["Timestamp"];
            returns_at: components["schemas"]["Timestamp"];
            nights: number;
            /** @description Ports of call in order. */
            itinerary: string[];
            /** @description Lowest price per cabin under the account's terms. */
            from_price_aed: components["schemas"]["Money"];
        };
        CruiseSailingList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["CruiseSailing"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        CruiseQuoteRequest: {
            sailing_id: string;
            cabin_type: components["schemas"]["CruiseCabinType"];
            adults: number;
            /** @default 0 */
            children: number;
        };
        CruiseQuote: {
            /** @constant */
            object: "cruise_quote";
            sandbox: boolean;
            id: string;
            sailing_id: string;
            cabin_type: components["schemas"]["CruiseCabinType"];
            adults: number;
            children: number;
            total_aed: components["schemas"]["Money"];
            expires_at: components["schemas"]["Timestamp"];
        };
        /** @description The person the booking is for; the driver or host asks for them by name. */
        Traveller: {
            first_name: string;
            last_name: string;
            email?: components["schemas"]["Email"];
            /**
             * @description E.164 phone number.
             * @example +971501234567
             */
            phone?: string;
        };
        CruiseBookingRequest: {
            quote_id: string;
            lead_passenger: components["schemas"]["Traveller"];
            agency_reference?: string;
        };
        /**
         * @description A cruise booking. States: `pending` (held, awaiting the line's confirmation) →
         *     `confirmed` → `completed` (sailed); `pending` or `confirmed` → `cancelled`. Any other move
         *     answers 409 `invalid_state`.
         */
        CruiseBooking: {
            /** @constant */
            object: "cruise_booking";
            sandbox: boolean;
            id: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "cancelled" | "completed";
            sailing_id: string;
            cabin_type: components["schemas"]["CruiseCabinType"];
            lead_passenger: components["schemas"]["Traveller"];
            agency_reference: string | null;
            total_aed: components["schemas"]["Money"];
            cancellation: {
                /**
                 * Format: date-time
                 * @description Cancelling before this costs nothing.
                 */
                free_until: string | null;
                /** @description Fee if cancelled now. */
                fee_aed: components["schemas"]["Money"];
            };
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description An OpenAPI 3.1 document. */
        OpenApiDocument: {
            openapi: string;
            info: Record<string, never>;
            paths: Record<string, never>;
        };
        Health: {
            /** @constant */
            status: "ok";
            uptime_seconds: number;
        };
        Readiness: {
            /** @constant */
            status: "ready";
            /** @constant */
            database: "ok";
        };
    };
    responses: {
        /** @description The body is not valid JSON. */
        InvalidJson: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The credential is missing, malformed, expired or wrongly signed. */
        Unauthenticated: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such endpoint on this host. */
        NotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The endpoint takes another method. */
        MethodNotAllowed: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is larger than 16 KB. */
        PayloadTooLarge: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A field is missing or malformed, or a cross-field rule fails. Nothing was changed. */
        ValidationFailed: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many requests from this address in the current hour. */
        RateLimited: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Failure on the service's side; quote the `x-request-id`. */
        Internal: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request could not be stored, or the service is not ready. Nothing was stored. */
        NotConfigured: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The API key is missing, malformed, unknown or revoked. */
        V1Unauthenticated: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The key lacks the operation's scope, or it is a live key and the account's live access is off. */
        Forbidden: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No such resource in this account. */
        ResourceNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The resource is not in a state that allows this, or a request with the same `Idempotency-Key` is still running. */
        Conflict: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The key has made too many requests this minute. */
        V1RateLimited: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No cruise supplier is connected yet. */
        SupplierNotConnected: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Production is not open yet, so a live key cannot book; nothing was booked or stored. */
        LiveNotOpen: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is not valid JSON. */
        SandboxInvalidJson: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "x-svc-environment": components["headers"]["SvcEnvironment"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SandboxErrorResponse"];
            };
        };
        /** @description The sandbox token or signed URL is missing, malformed, expired, wrongly signed or lacks the scope. */
        SandboxUnauthenticated: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "x-svc-environment": components["headers"]["SvcEnvironment"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SandboxErrorResponse"];
            };
        };
        /** @description The body is larger than 16 KB. */
        SandboxPayloadTooLarge: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "x-svc-environment": components["headers"]["SvcEnvironment"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SandboxErrorResponse"];
            };
        };
        /** @description A field is missing or malformed, or a cross-field rule fails. */
        SandboxValidationFailed: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "x-svc-environment": components["headers"]["SvcEnvironment"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SandboxErrorResponse"];
            };
        };
        /** @description More than 120 sandbox calls from this address in the current hour. */
        SandboxRateLimited: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "x-svc-environment": components["headers"]["SvcEnvironment"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SandboxErrorResponse"];
            };
        };
        /** @description Failure on the service's side; quote the `x-request-id`. */
        SandboxInternal: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "x-svc-environment": components["headers"]["SvcEnvironment"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SandboxErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
        IdempotencyKey: string;
        /** @description Items per page, 1 to 100. */
        PageLimit: number;
        /** @description The `next_cursor` of the previous page; omit it for the first page. */
        PageCursor: string;
        /** @description Transfer booking id. */
        TransportBookingId: string;
        /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. */
        HtmlOrPdfFormat: "html" | "pdf";
        /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
        DmcProgrammeId: string;
        /** @description Client link id (`dcl_` and 20 base62 characters), as listed by the programme's links. */
        DmcClientLinkId: string;
        /** @description Only programmes in this status. */
        DmcProgrammeStatusFilter: components["schemas"]["DmcProgrammeStatus"];
        /** @description The version to show; by default the accepted version of a booked programme, otherwise the latest. */
        DmcProposalVersion: number;
        /** @description Cruise booking id. */
        CruiseBookingId: string;
    };
    requestBodies: never;
    headers: {
        /** @description `true` when this answer is the stored answer of an earlier request with the same `Idempotency-Key`. */
        IdempotentReplayed: "true";
        /** @description Unique id of this request; quote it to the trade desk. */
        RequestId: string;
        /** @description Always `sandbox` on sandbox responses. */
        SvcEnvironment: "sandbox";
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description The methods the endpoint takes. */
        Allow: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createSandboxTransferQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxTransferRequest"];
            };
        };
        responses: {
            /** @description The request is valid; a labelled test quote. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-svc-environment": components["headers"]["SvcEnvironment"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxTransferQuote"];
                };
            };
            400: components["responses"]["SandboxInvalidJson"];
            401: components["responses"]["SandboxUnauthenticated"];
            413: components["responses"]["SandboxPayloadTooLarge"];
            422: components["responses"]["SandboxValidationFailed"];
            429: components["responses"]["SandboxRateLimited"];
            500: components["responses"]["SandboxInternal"];
        };
    };
    getSandboxAvailability: {
        parameters: {
            query: {
                /** @description Service date. */
                date: components["schemas"]["IsoDate"];
                vehicle_class: components["schemas"]["VehicleClass"];
                /** @description Expiry of the signed URL, Unix time in seconds. */
                expires: number;
                /** @description Signature over `date`, `vehicle_class` and `expires` (base64url, 43 characters). */
                sig: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sample availability for the signed date and class. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-svc-environment": components["headers"]["SvcEnvironment"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxAvailability"];
                };
            };
            401: components["responses"]["SandboxUnauthenticated"];
            422: components["responses"]["SandboxValidationFailed"];
            429: components["responses"]["SandboxRateLimited"];
            500: components["responses"]["SandboxInternal"];
        };
    };
    getSandboxStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox's status. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-svc-environment": components["headers"]["SvcEnvironment"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxStatus"];
                };
            };
            401: components["responses"]["SandboxUnauthenticated"];
            429: components["responses"]["SandboxRateLimited"];
            500: components["responses"]["SandboxInternal"];
        };
    };
    runAccountAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountActionRequest"];
            };
        };
        responses: {
            /** @description The answer of `developer_handshake`, `account_payload` or `tracking_link`. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionResult"];
                };
            };
            /** @description The answer of `credit_line_application` or `wallet_topup`; the request is stored and queued for the trade desk. */
            202: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionReceipt"];
                };
            };
            400: components["responses"]["InvalidJson"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["NotConfigured"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            500: components["responses"]["Internal"];
        };
    };
    getWhoAmI: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key and its account. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhoAmI"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    createTransportQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportQuoteRequest"];
            };
        };
        responses: {
            /** @description The price under the account's terms. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportQuote"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    createTransportBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportBookingRequest"];
            };
        };
        responses: {
            /** @description The booking. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportBooking"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["LiveNotOpen"];
        };
    };
    getTransportBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transfer booking id. */
                id: components["parameters"]["TransportBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportBooking"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    cancelTransportBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transfer booking id. */
                id: components["parameters"]["TransportBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled booking, with the fee charged. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransportBooking"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    getTransportVoucher: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description Transfer booking id. */
                id: components["parameters"]["TransportBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/pdf": string;
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    listDmcProgrammes: {
        parameters: {
            query?: {
                /** @description Only programmes in this status. */
                status?: components["parameters"]["DmcProgrammeStatusFilter"];
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. */
                cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of programmes. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcProgrammeList"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    saveDmcProgramme: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DmcProgrammeRequest"];
            };
        };
        responses: {
            /** @description The changed programme. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcProgramme"];
                };
            };
            /** @description The new programme, in `draft`. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcProgramme"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["LiveNotOpen"];
        };
    };
    getDmcProgramme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
                id: components["parameters"]["DmcProgrammeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The programme. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcProgramme"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    createDmcProgrammeVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
                id: components["parameters"]["DmcProgrammeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DmcVersionRequest"];
            };
        };
        responses: {
            /** @description The saved version. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcVersion"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    changeDmcProgrammeStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
                id: components["parameters"]["DmcProgrammeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DmcStatusRequest"];
            };
        };
        responses: {
            /** @description The programme in its new status. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcProgramme"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    setDmcProgrammeBrand: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
                id: components["parameters"]["DmcProgrammeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DmcBrandRequest"];
            };
        };
        responses: {
            /** @description The programme with its brand. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcProgramme"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    acceptDmcProgramme: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
                id: components["parameters"]["DmcProgrammeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DmcAcceptRequest"];
            };
        };
        responses: {
            /** @description The booked programme. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcProgramme"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    getDmcProgrammeProposal: {
        parameters: {
            query?: {
                /** @description The version to show; by default the accepted version of a booked programme, otherwise the latest. */
                version?: components["parameters"]["DmcProposalVersion"];
            };
            header?: never;
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
                id: components["parameters"]["DmcProgrammeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proposal. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    listDmcClientLinks: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. */
                cursor?: components["parameters"]["PageCursor"];
            };
            header?: never;
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
                id: components["parameters"]["DmcProgrammeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of links. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcClientLinkList"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    createDmcClientLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
                id: components["parameters"]["DmcProgrammeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DmcClientLinkRequest"];
            };
        };
        responses: {
            /** @description The link. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcClientLink"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    revokeDmcClientLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). With a test key, ids whose random part starts `0000` answer 404. */
                id: components["parameters"]["DmcProgrammeId"];
                /** @description Client link id (`dcl_` and 20 base62 characters), as listed by the programme's links. */
                link: components["parameters"]["DmcClientLinkId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked link. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DmcClientLink"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    listCruiseSailings: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. */
                cursor?: components["parameters"]["PageCursor"];
                /** @description Earliest departure date. */
                departs_from?: components["schemas"]["IsoDate"];
                /** @description Latest departure date. */
                departs_to?: components["schemas"]["IsoDate"];
                /** @description Port of departure. */
                port?: components["schemas"]["CruisePort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sailings. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CruiseSailingList"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
        };
    };
    createCruiseQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CruiseQuoteRequest"];
            };
        };
        responses: {
            /** @description The price of the cabin. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CruiseQuote"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
        };
    };
    createCruiseBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CruiseBookingRequest"];
            };
        };
        responses: {
            /** @description The booking. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CruiseBooking"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
        };
    };
    getCruiseBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Cruise booking id. */
                id: components["parameters"]["CruiseBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CruiseBooking"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
        };
    };
    cancelCruiseBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Cruise booking id. */
                id: components["parameters"]["CruiseBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled booking. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CruiseBooking"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["Internal"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service can take traffic. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["NotConfigured"];
        };
    };
}
