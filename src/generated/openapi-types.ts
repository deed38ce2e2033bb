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
    "/api/b2b/v1/affiliate/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Affiliate statistics for a period
         * @description Clicks on the account's tracking links, bookings made through them, the conversion and the
         *     commission earned, for a period of calendar days in UAE time (UTC+04:00), in total and day by
         *     day. The period is `from` to `to`, both included; by default the 30 days ending today.
         *
         *     Affiliates earn 8 % of the booking value (`sales_aed`, what the traveller paid) on every
         *     booking made through one of their links or their widget. A booking counts on the day it was
         *     made; bookings cancelled later are not counted. Earnings become payable (see
         *     `GET /api/b2b/v1/affiliate/payouts`) 30 days after the service date.
         *
         *     Rules answered as 422 `validation_failed`: `to` may not be after today; `from` may not be
         *     after `to`; a period is at most 366 days.
         *
         *     A test key reads deterministic test statistics of the account (the same period always gives
         *     the same numbers, and they add up with `GET /api/b2b/v1/affiliate/performance`), flagged
         *     `sandbox: true`. A live key reads zeros until production opens.
         */
        get: operations["getAffiliateStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/affiliate/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tracking links
         * @description The account's tracking links, newest first, each with its full URL (landing page, `aff`
         *     code and UTM parameters) and the addresses of its QR code as SVG and PNG
         *     (`GET /api/b2b/v1/affiliate/links/{code}/qr`). Clicks, bookings and earnings by link are
         *     in `GET /api/b2b/v1/affiliate/performance`.
         *
         *     A test key lists the account's deterministic test links (the same every time), flagged
         *     `sandbox: true`. A live key finds none until production opens.
         */
        get: operations["listAffiliateLinks"];
        put?: never;
        /**
         * Build a tracking link
         * @description Builds a tracking link to a landing page of the booking site, tagged with the account's
         *     `aff` code and the UTM parameters given (`utm_source`, `utm_medium` and `utm_campaign` are
         *     required, as analytics tools expect; `utm_term` and `utm_content` are optional). UTM
         *     values are 1 to 64 letters, digits, `.`, `_` or `-`; analytics tools are case-sensitive,
         *     so lower case is advised. Bookings made within 30 days of a click on the link are credited
         *     to the account (last click wins).
         *
         *     A link cannot be changed once made, since its URL may already be printed as a QR code:
         *     build a new one instead.
         *
         *     With a test key the link is answered as it would be made (a new code, `sandbox: true`);
         *     nothing is stored. Live links open with production: until then a live key answers 503
         *     `not_configured` once the request is valid, and nothing is stored.
         */
        post: operations["createAffiliateLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/affiliate/links/{code}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code of a tracking link
         * @description The QR code of the link's `url`, as SVG (default, scales to any print size) or PNG: choose
         *     with `format`; `size` sets the PNG's width and height in pixels. Error correction is level
         *     M with a quiet zone of two modules, so the code survives print and a small logo.
         *
         *     A test key reads the QR code of the deterministic test link of any well-formed code (the
         *     same code always gives the same image), except codes whose random part starts `0000`,
         *     which answer 404. A live key finds no link until production opens (404).
         */
        get: operations["getAffiliateLinkQr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/affiliate/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Performance by tracking link
         * @description Clicks, bookings, conversion, sales and earnings of each tracking link over a period (the
         *     same period rules and defaults as `GET /api/b2b/v1/affiliate/stats`, whose totals are the
         *     sums of these rows). Rows are ordered by earnings, then clicks, highest first; every link
         *     made by the end of the period has a row, with zeros if it had no clicks.
         *
         *     As JSON (default) the rows are paginated with `limit` and `cursor`; as CSV
         *     (`format=csv`, for spreadsheets) every row of the period comes in one file, with the
         *     header `link_code,link_name,landing_page,utm_source,utm_medium,utm_campaign,clicks,bookings,conversion_percent,sales_aed,earnings_aed`,
         *     and `limit` and `cursor` are ignored.
         *
         *     A test key reads deterministic test rows, flagged `sandbox: true`. A live key finds none
         *     until production opens (an empty list, or a CSV file with the header only).
         */
        get: operations["listAffiliatePerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/affiliate/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payout balance and requests
         * @description The account's affiliate balance and its payout requests, newest first. `balance` covers
         *     every request, not only the page: `available_aed` may be paid out now; `pending_aed` is
         *     earned on bookings whose service date is less than 30 days ago or still ahead;
         *     `in_payout_aed` is held by requests that are `requested` or `processing`; `paid_out_aed`
         *     is everything paid so far. `bank_details` says only whether bank details are on file:
         *     the details themselves are never returned.
         *
         *     A test key reads the account's deterministic test balance and payouts, flagged
         *     `sandbox: true`; test accounts always have bank details on file. A live key reads a zero
         *     balance and no payouts until production opens.
         */
        get: operations["listAffiliatePayouts"];
        put?: never;
        /**
         * Request a payout
         * @description Asks for a payout of the available balance, in AED by bank transfer to the bank details on
         *     file. Without `amount_aed` the whole available balance is asked for. The transfer is sent
         *     within 3 business days and should arrive by `expected_by` (6 days after the request); the
         *     request can be withdrawn while it is still `requested`.
         *
         *     Rules answered as 422 `validation_failed` on `amount_aed`: at least AED 500 (the minimum
         *     payout) and at most the available balance.
         *
         *     With a test key the request is checked against the account's test balance and answered
         *     as it would be made (a new reference, `sandbox: true`); nothing is stored and the balance
         *     does not change. Live payouts open with production: until then a live key answers 503
         *     `not_configured` once the request is well formed, and nothing is requested.
         */
        post: operations["createAffiliatePayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/affiliate/payouts/{reference}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a payout request
         * @description Withdraws a payout request that is still `requested`; its amount returns to the available
         *     balance. Once `processing` the transfer is on its way and can no longer be withdrawn: that,
         *     and any other state, answers 409 `invalid_state`.
         *
         *     A test key reads the deterministic test payout of any well-formed reference (references
         *     whose random part starts `0000` answer 404) and gets it back withdrawn as it would be;
         *     nothing changes. A live key finds no payout until production opens (404).
         */
        post: operations["cancelAffiliatePayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/affiliate/bank-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save bank details for payouts
         * @description Saves the bank account that payouts are sent to, replacing any on file. The details are
         *     write-only: no operation returns them, and the answer says only that details are on file.
         *     New details apply to payout requests that are not yet `processing`.
         *
         *     `iban` is checked with its ISO 13616 check digits (spaces are allowed and removed); a UAE
         *     IBAN (`AE`) has 23 characters. `swift_bic` is required for an IBAN outside the UAE and
         *     must be of a bank in the IBAN's country. These rules answer 422 `validation_failed` on the
         *     field concerned.
         *
         *     With a test key the details are checked and answered as they would be saved
         *     (`sandbox: true`); nothing is stored. Live keys can save them once production opens: until
         *     then a live key answers 503 `not_configured` once the details are valid.
         */
        post: operations["setAffiliateBankDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/affiliate/widget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Affiliate widget settings and snippet
         * @description The affiliate booking widget: its settings and the HTML snippet to paste into the
         *     affiliate's pages. The widget sells the operator's transfers and tours at the public
         *     price; every booking made in it is credited to the account (and to `link_code`, if set).
         *
         *     A test key reads the account's deterministic test widget, `active`, flagged
         *     `sandbox: true`. A live key reads a widget that is `not_set_up` until production opens.
         */
        get: operations["getAffiliateWidget"];
        put?: never;
        /**
         * Set up the affiliate widget
         * @description Sets up the widget, or replaces all its settings: fields left out take their defaults.
         *     The widget then loads only on pages of `allowed_origins` (each an `https://` origin:
         *     scheme and host, with a port if not 443, and no path). `link_code`, if given, must be one
         *     of the account's tracking links. These rules answer 422 `validation_failed`.
         *
         *     With a test key the widget is answered as it would be set up (`sandbox: true`); nothing
         *     is stored. Live keys can set it up once production opens: until then a live key answers
         *     503 `not_configured` once the settings are valid.
         */
        post: operations["setAffiliateWidget"];
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
        /** @description Calendar days in UAE time (UTC+04:00), both ends included. */
        AffiliatePeriod: {
            from: components["schemas"]["IsoDate"];
            to: components["schemas"]["IsoDate"];
            days: number;
        };
        /** @description What the account's links and widget brought in. */
        AffiliateFigures: {
            /** @description Clicks on tracking links (one visitor clicking twice within 30 minutes counts once). */
            clicks: number;
            /** @description Bookings made through the links or the widget and not cancelled. */
            bookings: number;
            /** @description `bookings` per 100 `clicks`, two decimals; 0 without clicks. */
            conversion_percent: number;
            /** @description What travellers paid for those bookings. */
            sales_aed: components["schemas"]["Money"];
            /** @description The account's commission on them. */
            earnings_aed: components["schemas"]["Money"];
        };
        AffiliateStatsDay: {
            date: components["schemas"]["IsoDate"];
            clicks: number;
            bookings: number;
            conversion_percent: number;
            sales_aed: components["schemas"]["Money"];
            earnings_aed: components["schemas"]["Money"];
        };
        /** @description Affiliate statistics for a period; `totals` is the sum of `daily`, one entry per day of the period in order. */
        AffiliateStats: {
            /** @constant */
            object: "affiliate_stats";
            /** @description `true` for a test key. */
            sandbox: boolean;
            period: components["schemas"]["AffiliatePeriod"];
            /** @constant */
            currency: "AED";
            /**
             * @description The share of `sales_aed` the account earns.
             * @example 8
             */
            commission_percent: number;
            totals: components["schemas"]["AffiliateFigures"];
            daily: components["schemas"]["AffiliateStatsDay"][];
        };
        /**
         * @description The page of the booking site a link opens: `home` (/), `airport_transfers`
         *     (/airport-transfers), `tours` (/tours), `desert_safaris` (/desert-safaris),
         *     `dhow_cruises` (/dhow-cruises), `city_tours` (/city-tours), `theme_parks` (/theme-parks),
         *     `abu_dhabi` (/abu-dhabi).
         * @enum {string}
         */
        AffiliateLandingPage: "home" | "airport_transfers" | "tours" | "desert_safaris" | "dhow_cruises" | "city_tours" | "theme_parks" | "abu_dhabi";
        /**
         * @description A UTM value; lower case is advised, since analytics tools are case-sensitive.
         * @example instagram
         */
        AffiliateUtmValue: string;
        /** @description UTM parameters of a link, sent as `utm_source`, `utm_medium`, `utm_campaign`, `utm_term` and `utm_content`. */
        AffiliateUtmRequest: {
            /** @description Where the traffic comes from: `instagram`, `newsletter`, `tripadvisor` … */
            source: components["schemas"]["AffiliateUtmValue"];
            /** @description The kind of channel: `social`, `email`, `qr`, `cpc` … */
            medium: components["schemas"]["AffiliateUtmValue"];
            /** @description The campaign, e.g. `winter_safari_2026`. */
            campaign: components["schemas"]["AffiliateUtmValue"];
            /** @description A paid search keyword. */
            term?: components["schemas"]["AffiliateUtmValue"];
            /** @description Tells apart links of the same campaign (`bio_link`, `story_swipe`). */
            content?: components["schemas"]["AffiliateUtmValue"];
        };
        AffiliateUtm: {
            source: string;
            medium: string;
            campaign: string;
            term: string | null;
            content: string | null;
        };
        AffiliateLinkRequest: {
            /** @description The account's own label for the link; not shown to travellers. */
            name: string;
            /** @default home */
            landing_page: components["schemas"]["AffiliateLandingPage"];
            utm: components["schemas"]["AffiliateUtmRequest"];
        };
        /**
         * @description A tracking link. Links have no states: a link is never changed once made, since its URL
         *     may be printed as a QR code, and it keeps crediting bookings to the account.
         */
        AffiliateLink: {
            /** @constant */
            object: "affiliate_link";
            sandbox: boolean;
            /** @description The link's code, carried in its URL as `aff`. */
            code: string;
            name: string;
            landing_page: components["schemas"]["AffiliateLandingPage"];
            utm: components["schemas"]["AffiliateUtm"];
            /**
             * Format: uri
             * @description The link to share or print.
             */
            url: string;
            /** @description Where to fetch the link's QR code (with the same API key). */
            qr: {
                /** @description Path of the QR code as SVG. */
                svg_url: string;
                /** @description Path of the QR code as PNG. */
                png_url: string;
            };
            created_at: components["schemas"]["Timestamp"];
        };
        AffiliateLinkList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["AffiliateLink"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /** @description One tracking link's figures over a period. */
        AffiliateLinkPerformance: {
            /** @constant */
            object: "affiliate_link_performance";
            link: {
                code: string;
                name: string;
                landing_page: components["schemas"]["AffiliateLandingPage"];
                utm: components["schemas"]["AffiliateUtm"];
            };
            period: components["schemas"]["AffiliatePeriod"];
            clicks: number;
            bookings: number;
            conversion_percent: number;
            sales_aed: components["schemas"]["Money"];
            earnings_aed: components["schemas"]["Money"];
        };
        AffiliatePerformanceList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["AffiliateLinkPerformance"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description See `AffiliatePayout`.
         * @enum {string}
         */
        AffiliatePayoutStatus: "requested" | "processing" | "paid" | "failed" | "cancelled";
        /**
         * @description A payout request, paid in AED by bank transfer. States: `requested` → `processing` (the
         *     transfer is sent, within 3 business days) → `paid`, or `failed` (the bank returned it, say
         *     why in `failure_reason`; the amount returns to the available balance). `requested` →
         *     `cancelled` by the withdraw operation (the amount returns to the available balance).
         *     Withdrawing in any other state answers 409 `invalid_state`.
         */
        AffiliatePayout: {
            /** @constant */
            object: "affiliate_payout";
            sandbox: boolean;
            /** @description Also the payment reference of the bank transfer. */
            reference: string;
            status: components["schemas"]["AffiliatePayoutStatus"];
            /** @constant */
            currency: "AED";
            amount_aed: components["schemas"]["Money"];
            /** @constant */
            method: "bank_transfer";
            /** @description The account's own note. */
            note: string | null;
            /**
             * Format: date
             * @description While `requested` or `processing`: the day the money should arrive.
             */
            expected_by: string | null;
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            /** @description Only when `failed`: why the bank returned the transfer. */
            failure_reason: string | null;
        };
        AffiliateBalance: {
            /** @constant */
            currency: "AED";
            /** @description May be paid out now. */
            available_aed: components["schemas"]["Money"];
            /** @description Earned on bookings whose service date is less than 30 days ago or still ahead. */
            pending_aed: components["schemas"]["Money"];
            /** @description Held by payout requests that are `requested` or `processing`. */
            in_payout_aed: components["schemas"]["Money"];
            /** @description Paid out so far. */
            paid_out_aed: components["schemas"]["Money"];
            /** @description The smallest payout that can be requested. */
            minimum_payout_aed: components["schemas"]["Money"];
        };
        /** @description A page of payout requests, newest first, with the balance of the whole account. */
        AffiliatePayoutList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            balance: components["schemas"]["AffiliateBalance"];
            /** @description Whether bank details are on file; the details themselves are never returned. */
            bank_details: {
                on_file: boolean;
                /** Format: date-time */
                updated_at: string | null;
            };
            data: components["schemas"]["AffiliatePayout"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        AffiliatePayoutRequest: {
            /**
             * @description AED to pay out, at least 500 and at most the available balance; default the whole available balance.
             * @example 750
             */
            amount_aed?: number;
            /** @description The account's own note, for its books. */
            note?: string;
        };
        /** @description Bank details for payouts. Write-only; never returned. */
        AffiliateBankDetailsRequest: {
            /** @enum {string} */
            account_holder_type: "individual" | "company";
            /** @description As the bank has it: a company's name as on its trade licence. */
            account_holder_name: string;
            /**
             * @description IBAN, with or without spaces; a UAE IBAN is `AE` and 21 digits.
             * @example AE070331234567890123456
             */
            iban: string;
            /**
             * @description BIC of the bank; required for an IBAN outside the UAE.
             * @example NWBKGB2L
             */
            swift_bic?: string;
            bank_name?: string;
        };
        /** @description Says that bank details are on file, without repeating them. */
        AffiliateBankDetailsReceipt: {
            /** @constant */
            object: "affiliate_bank_details";
            sandbox: boolean;
            /** @constant */
            on_file: true;
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description What the widget sells: `airport_transfers` (private transfers) and `tours` (tours and activities).
         * @enum {string}
         */
        AffiliateWidgetProduct: "airport_transfers" | "tours";
        /**
         * @description The twelve languages of the widget: English, Arabic, Russian, German, French, Spanish, Italian, Portuguese, Chinese, Hindi, Urdu, Turkish.
         * @enum {string}
         */
        AffiliateWidgetLanguage: "en" | "ar" | "ru" | "de" | "fr" | "es" | "it" | "pt" | "zh" | "hi" | "ur" | "tr";
        /**
         * @description Display currency; prices are charged in AED and converted at the daily rate for display.
         * @enum {string}
         */
        AffiliateWidgetCurrency: "AED" | "USD" | "EUR" | "GBP" | "SAR" | "INR" | "RUB" | "CNY";
        /** @description The widget's settings; fields left out take their defaults. */
        AffiliateWidgetRequest: {
            /**
             * @description Tabs of the widget, in order.
             * @default [
             *       "airport_transfers",
             *       "tours"
             *     ]
             */
            products: components["schemas"]["AffiliateWidgetProduct"][];
            /**
             * @description The language the widget opens in; travellers can switch.
             * @default en
             */
            language: components["schemas"]["AffiliateWidgetLanguage"];
            /** @default AED */
            display_currency: components["schemas"]["AffiliateWidgetCurrency"];
            /**
             * @description Colour of buttons and links.
             * @default #0A7C86
             */
            accent_hex: string;
            /**
             * @description `inline`: the form shows in the page; `popup`: a button opens it.
             * @default inline
             * @enum {string}
             */
            layout: "inline" | "popup";
            /** @description The sites allowed to show the widget, as origins: `https://www.example.com`. */
            allowed_origins: string[];
            /**
             * @description A tracking link of the account that widget bookings are credited to (they show in its performance); `null`: credited to the account only.
             * @default null
             */
            link_code: string | null;
        };
        AffiliateWidgetSettings: {
            products: components["schemas"]["AffiliateWidgetProduct"][];
            language: components["schemas"]["AffiliateWidgetLanguage"];
            display_currency: components["schemas"]["AffiliateWidgetCurrency"];
            accent_hex: string;
            /** @enum {string} */
            layout: "inline" | "popup";
            allowed_origins: string[];
            link_code: string | null;
        };
        /**
         * @description The affiliate booking widget. States: `not_set_up` → `active` (the set-up operation);
         *     setting it up again while `active` replaces its settings. `settings` and `snippet` are
         *     `null` while `not_set_up`.
         */
        AffiliateWidget: {
            /** @constant */
            object: "affiliate_widget";
            sandbox: boolean;
            /** @description The widget's id; it never changes, so a pasted snippet keeps working when settings change. */
            id: string;
            /** @enum {string} */
            status: "not_set_up" | "active";
            settings: components["schemas"]["AffiliateWidgetSettings"] | null;
            /** Format: uri */
            script_url: string;
            /** @description HTML to paste where the widget should show. */
            snippet: string | null;
            /** Format: date-time */
            updated_at: string | null;
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
        /** @description Code of a tracking link, as in its URL's `aff` parameter. */
        AffiliateLinkCode: string;
        /** @description Reference of a payout request; it is also the bank transfer's payment reference. */
        AffiliatePayoutReference: string;
        /** @description First day of the period (UAE time), included. Default 29 days before `to`. */
        AffiliatePeriodFrom: string;
        /** @description Last day of the period (UAE time), included; not after today. Default today. */
        AffiliatePeriodTo: string;
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
    getAffiliateStats: {
        parameters: {
            query?: {
                /** @description First day of the period (UAE time), included. Default 29 days before `to`. */
                from?: components["parameters"]["AffiliatePeriodFrom"];
                /** @description Last day of the period (UAE time), included; not after today. Default today. */
                to?: components["parameters"]["AffiliatePeriodTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics of the period. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateStats"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    listAffiliateLinks: {
        parameters: {
            query?: {
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
            /** @description One page of tracking links. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateLinkList"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    createAffiliateLink: {
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
                "application/json": components["schemas"]["AffiliateLinkRequest"];
            };
        };
        responses: {
            /** @description The tracking link. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateLink"];
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
    getAffiliateLinkQr: {
        parameters: {
            query?: {
                /** @description The image's format: `svg` (default) or `png`. */
                format?: "svg" | "png";
                /** @description Width and height of a PNG in pixels, 128 to 1024; ignored for SVG. */
                size?: number;
            };
            header?: never;
            path: {
                /** @description Code of a tracking link, as in its URL's `aff` parameter. */
                code: components["parameters"]["AffiliateLinkCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/png": string;
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
    listAffiliatePerformance: {
        parameters: {
            query?: {
                /** @description First day of the period (UAE time), included. Default 29 days before `to`. */
                from?: components["parameters"]["AffiliatePeriodFrom"];
                /** @description Last day of the period (UAE time), included; not after today. Default today. */
                to?: components["parameters"]["AffiliatePeriodTo"];
                /** @description `json` (default, paginated) or `csv` (every row in one file). */
                format?: "json" | "csv";
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
            /** @description One page of rows, or the CSV file. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliatePerformanceList"];
                    "text/csv": string;
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    listAffiliatePayouts: {
        parameters: {
            query?: {
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
            /** @description The balance and one page of payout requests. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliatePayoutList"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    createAffiliatePayout: {
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
                "application/json": components["schemas"]["AffiliatePayoutRequest"];
            };
        };
        responses: {
            /** @description The payout request. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliatePayout"];
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
    cancelAffiliatePayout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Reference of a payout request; it is also the bank transfer's payment reference. */
                reference: components["parameters"]["AffiliatePayoutReference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdrawn payout request. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliatePayout"];
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
    setAffiliateBankDetails: {
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
                "application/json": components["schemas"]["AffiliateBankDetailsRequest"];
            };
        };
        responses: {
            /** @description Bank details are on file. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateBankDetailsReceipt"];
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
    getAffiliateWidget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateWidget"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    setAffiliateWidget: {
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
                "application/json": components["schemas"]["AffiliateWidgetRequest"];
            };
        };
        responses: {
            /** @description The widget with its new settings. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffiliateWidget"];
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
