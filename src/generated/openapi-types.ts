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
    "/api/b2b/v1/corporate/cost-centres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cost centres
         * @description The company's cost centres, newest first, with their approvers and this month's spend.
         *     Filter by `status`. A test key reads the sandbox company: eight deterministic cost centres
         *     the same on every call (any other well-formed id also reads as a deterministic cost centre,
         *     some of them archived; ids whose random part starts `0000` do not exist). A live key finds
         *     none until production opens.
         */
        get: operations["listCorporateCostCentres"];
        put?: never;
        /**
         * Create or change a cost centre
         * @description Without `id`, creates a cost centre (201): `code` and `name` are required, it starts
         *     `active` and has no approvers until they are set. With `id`, changes the fields sent (200);
         *     fields left out keep their value, and `null` clears a budget or threshold.
         *
         *     Rules answered as 422 `validation_failed`: `code` is unique in the account (letters, digits,
         *     `_` or `-`; the code finance exports carry); a change sends at least one field besides `id`;
         *     `status` is set only on a change. Moves of `status`: `active` → `archived` and back
         *     (see `CorporateCostCentre`); changing anything but `status` on an archived cost centre
         *     answers 409 `invalid_state`.
         *
         *     Approval: a request charged to the cost centre needs an approver's decision when its
         *     estimate is above `approval_threshold_aed` (0: every request; `null`: none), or when it
         *     would take this month's spend over `monthly_budget_aed`.
         *
         *     A test key gets the cost centre as it would be, flagged `sandbox: true`; nothing is stored.
         *     A live key answers 503 `not_configured` once the request is checked (a change: 404, as no
         *     live cost centre exists yet).
         */
        post: operations["saveCorporateCostCentre"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/cost-centres/{id}/approvers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a cost centre's approvers
         * @description Replaces the cost centre's approvers with the list sent (1 to 10 people). An approver whose
         *     e-mail was already on the list keeps their id; the others get new ids. Each may approve
         *     estimates up to `approves_up_to_aed` (`null` or left out: no limit).
         *
         *     Rules answered as 422 `validation_failed`: an e-mail appears once (compared without case);
         *     at least one approver has no limit, so that every request can be decided. An archived cost
         *     centre's approvers cannot be changed: 409 `invalid_state`.
         *
         *     A test key gets the cost centre as it would be, flagged `sandbox: true`; nothing is stored.
         *     A live key answers 404, as no live cost centre exists until production opens.
         */
        post: operations["setCorporateCostCentreApprovers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transfer requests
         * @description Employees' transfer requests, newest first. Filter by `status` and `cost_centre_id`. A test
         *     key reads the sandbox company's 45 deterministic requests (their dates follow today's
         *     date, so some are pending approval and some have run); a live key finds none until
         *     production opens.
         */
        get: operations["listCorporateRequests"];
        put?: never;
        /**
         * Request an airport transfer for an employee
         * @description Requests a private airport transfer for an employee, charged to a cost centre. The
         *     transfer is priced like `POST /api/b2b/v1/transport/quote` under the account's terms (the
         *     same rules apply, reported under `transfer.`), and `transfer.flight_number` is accepted
         *     only for arrivals.
         *
         *     When the cost centre needs no approval for it, the request is created `approved` and the
         *     transfer is booked at once (`booking_id`). Otherwise it is created `pending_approval`
         *     with the reasons (`above_threshold`, `over_budget`) and must be decided at least 2 hours
         *     before pickup, when it expires; a request that needs approval and starts within 2 hours
         *     answers 422 on `transfer.pickup_time`.
         *
         *     `cost_centre_id` must be a cost centre of the account (422) that is `active` (an archived
         *     one answers 409 `invalid_state`). A test key gets the request as it would be, flagged
         *     `sandbox: true`; nothing is stored or booked. A live key answers 503 `not_configured`
         *     once the request is checked.
         */
        post: operations["createCorporateRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/requests/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or decline a transfer request
         * @description An approver of the request's cost centre approves or declines it. Approving books the
         *     transfer (`booking_id`); declining needs a `reason`, which the employee is told.
         *
         *     Rules answered as 422 `validation_failed`: `approver_email` is an approver of the cost
         *     centre and, to approve, may approve the estimate (`approves_up_to_aed`); `reason` is
         *     required to decline. Only a `pending_approval` request can be decided: any other state
         *     (including one that expired 2 hours before pickup) answers 409 `invalid_state`.
         *
         *     A test key gets the decided request as it would be, flagged `sandbox: true`; nothing
         *     changes. A live key answers 404, as no live request exists until production opens.
         */
        post: operations["decideCorporateRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/shuttles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff shuttles
         * @description The company's recurring staff shuttles, newest first, with their route, timetable and
         *     agreed rate. Filter by `status`. A test key reads the sandbox company's six deterministic
         *     shuttles; a live key finds none until production opens.
         */
        get: operations["listCorporateShuttles"];
        put?: never;
        /**
         * Create or change a staff shuttle
         * @description Without `id`, creates a shuttle (201) that starts `active` on `starts_on`: `name`,
         *     `cost_centre_id`, `vehicle`, `stops`, `departures`, `days` and `starts_on` are required.
         *     Its first rate is the contract shuttle tariff: a base fare and a charge per km of the
         *     route by vehicle class (`EXECUTIVE_SEDAN` AED 70 + 2.20/km, `VIP_V_CLASS` 105 + 3.30/km,
         *     `LUXURY_COACH` 320 + 7.00/km), times `vehicles_per_run`, rounded to AED 5.
         *
         *     With `id`, changes the fields sent (200). Changing the route (`stops`), `vehicle` or
         *     `vehicles_per_run` does not change the price at once: the newly agreed rate is put in
         *     `pending_rate`, effective from tomorrow, and applies once picked up with
         *     `POST …/shuttles/{id}/reprice`. An ended shuttle cannot be changed (409 `invalid_state`).
         *
         *     Rules answered as 422 `validation_failed`: 2 to 12 stops, the first at minute 0 and each
         *     later than the one before; departure times appear once; `starts_on` is after today (UAE
         *     time) and at most 365 days ahead, `ends_on` after `starts_on`; `cost_centre_id` is a cost
         *     centre of the account, and an archived one answers 409 `invalid_state`.
         *
         *     A test key gets the shuttle as it would be, flagged `sandbox: true`; nothing is stored.
         *     A live key answers 503 `not_configured` once the request is checked (a change: 404).
         */
        post: operations["saveCorporateShuttle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/shuttles/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause, resume or end a shuttle
         * @description Moves the shuttle along its state machine (see `CorporateShuttle`): `active` → `paused`
         *     (no runs until resumed; runs already scheduled from tomorrow are cancelled), `paused` →
         *     `active`, `active` or `paused` → `ended` (for good; scheduled runs from tomorrow are
         *     cancelled). Any other move, including to the state it is in, answers 409 `invalid_state`.
         *
         *     A test key gets the shuttle as it would be, flagged `sandbox: true`; nothing changes. A live
         *     key answers 404, as no live shuttle exists until production opens.
         */
        post: operations["changeCorporateShuttleStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/shuttles/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a month of shuttle runs
         * @description Schedules the runs of one calendar month from the shuttle's timetable: every departure on
         *     every day of `days`, from the later of the month's first day, tomorrow (UAE time) and
         *     `starts_on`, to the earlier of the month's last day and `ends_on`, leaving out
         *     `skip_dates` (public holidays, office closures). Each run is priced at the current rate.
         *     Scheduling a month again replaces its runs that have not yet run.
         *
         *     Rules answered as 422 `validation_failed`: `month` is this month or one of the next 12;
         *     each skip date lies in the month; at least one run results. Only an `active` shuttle can be
         *     scheduled: 409 `invalid_state` otherwise.
         *
         *     A test key gets the schedule as it would be, flagged `sandbox: true`; nothing is stored.
         *     A live key answers 404, as no live shuttle exists until production opens.
         */
        post: operations["scheduleCorporateShuttleMonth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/shuttles/{id}/reprice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pick up a shuttle's newly agreed rate
         * @description Makes the newly agreed rate in `pending_rate` the shuttle's rate, from its `effective_from`;
         *     runs already scheduled on or after that date are repriced. Send the `rate_version` you
         *     accept, as read from `pending_rate.version`, so that a rate you have not seen is never
         *     picked up (422 on `rate_version` when it differs).
         *
         *     A shuttle with no `pending_rate`, or an ended one, answers 409 `invalid_state`. A test key
         *     gets the shuttle as it would be, flagged `sandbox: true`; nothing changes. A live key
         *     answers 404, as no live shuttle exists until production opens.
         */
        post: operations["repriceCorporateShuttle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage by cost centre, JSON or CSV
         * @description One month's transfers and shuttle runs by cost centre, in AED under the account's terms,
         *     with each cost centre's budget use and its requests by outcome. `month` defaults to this
         *     month (UAE time, so far) and may not be in the future. Choose `json` (default) or `csv`
         *     with `format`; the CSV has one row per cost centre and the columns `month`,
         *     `cost_centre_id`, `code`, `name`, `transfers`, `transfers_aed`, `shuttle_runs`,
         *     `shuttle_aed`, `total_aed`, `monthly_budget_aed`, `budget_used_percent`,
         *     `requests_approved`, `requests_declined`, `requests_pending`, `requests_expired`.
         *
         *     A test key reads the sandbox company's deterministic usage (same month, same figures); a
         *     live key reads no usage until production opens (no rows, zero totals).
         */
        get: operations["getCorporateUsage"];
        put?: never;
        post?: never;
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
         * @description A calendar month, `YYYY-MM`.
         * @example 2026-12
         */
        CorporateMonth: string;
        /**
         * @description Cost centre id.
         * @example cc_CVzNdlQ3x2pQOPcGzkt7
         */
        CorporateCostCentreRef: string;
        /** @description A person who decides requests charged to the cost centre, up to their limit. */
        CorporateApprover: {
            id: string;
            /** @example Noura Al Falasi */
            name: string;
            email: components["schemas"]["Email"];
            /** @description The largest estimate they may approve, AED; `null`: no limit. */
            approves_up_to_aed: number | null;
        };
        /**
         * @description A cost centre of the company: employees' transfers and staff shuttles are charged to one,
         *     and its approvers decide the requests that need approval.
         *
         *     States: `active` → `archived` → `active`, moved by the create-or-change operation with
         *     `status`; setting the state it is already in answers 409 `invalid_state`. An archived cost
         *     centre takes no new requests or shuttles (409 `invalid_state`),
         *     its approvers and fields cannot be changed except by reactivating it, and its history stays
         *     in usage.
         */
        CorporateCostCentre: {
            /** @constant */
            object: "corporate_cost_centre";
            /** @description `true` for a test key. */
            sandbox: boolean;
            id: components["schemas"]["CorporateCostCentreRef"];
            /**
             * @description The company's own code, unique in the account; finance exports carry it.
             * @example FIN-DXB-214
             */
            code: string;
            /** @example Finance - Dubai head office */
            name: string;
            /** @enum {string} */
            status: "active" | "archived";
            /** @description Spending above it in a month needs approval; `null`: no budget. */
            monthly_budget_aed: number | null;
            /** @description Requests estimated above it need approval; 0: every request; `null`: none (unless over budget). */
            approval_threshold_aed: number | null;
            approvers: components["schemas"]["CorporateApprover"][];
            /** @description Transfers and shuttle runs charged this month (UAE time), in AED under the account's terms. */
            spend_this_month: {
                month: components["schemas"]["CorporateMonth"];
                spent_aed: components["schemas"]["Money"];
                /** @description Budget left, negative when overspent; `null` without a budget. */
                remaining_aed: number | null;
            };
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        CorporateCostCentreList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["CorporateCostCentre"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /** @description Without `id`: a new cost centre (`code` and `name` required). With `id`: the fields to change. */
        CorporateCostCentreRequest: {
            /** @description The cost centre to change; leave out to create one. */
            id?: components["schemas"]["CorporateCostCentreRef"];
            /** @example EVENTS-2027 */
            code?: string;
            /** @example Events and conferences */
            name?: string;
            monthly_budget_aed?: number | null;
            approval_threshold_aed?: number | null;
            /**
             * @description Only on a change: archive or reactivate.
             * @enum {string}
             */
            status?: "active" | "archived";
        };
        CorporateApproverInput: {
            /** @example Noura Al Falasi */
            name: string;
            email: components["schemas"]["Email"];
            /** @description The largest estimate they may approve; `null` or left out: no limit. */
            approves_up_to_aed?: number | null;
        };
        CorporateApproversRequest: {
            /** @description The full list; it replaces the current approvers. */
            approvers: components["schemas"]["CorporateApproverInput"][];
        };
        /** @description The airport transfer requested, with the fields of the transport quote. */
        CorporateTransfer: {
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
             * @description Local time in the UAE, `HH:MM`; for an arrival, the scheduled landing time.
             * @example 05:15
             */
            pickup_time: string;
            passengers: number;
            bags: number;
            flight_number?: components["schemas"]["FlightNumber"];
        };
        CorporateRequestCreate: {
            cost_centre_id: components["schemas"]["CorporateCostCentreRef"];
            traveller: components["schemas"]["Traveller"];
            /**
             * @description The employee number, carried to usage and invoices.
             * @example E-10442
             */
            employee_id?: string;
            /**
             * @description The business reason the approver reads.
             * @example Client workshop in Riyadh
             */
            purpose: string;
            transfer: components["schemas"]["CorporateTransfer"];
            /** @description For the driver (meeting point, child seat …). */
            notes?: string;
        };
        /**
         * @description An employee's airport transfer request, charged to a cost centre.
         *
         *     States: created `approved` when the cost centre needs no approval for it (the transfer is
         *     booked at once), else `pending_approval`. `pending_approval` → `approved` (an approver
         *     approves; the transfer is booked), `declined` (an approver declines, with a reason) or
         *     `expired` (not decided by `approval.decide_by`, 2 hours before pickup). `approved` →
         *     `completed` once the transfer has run. Deciding a request that is not `pending_approval`
         *     answers 409 `invalid_state`.
         */
        CorporateRequest: {
            /** @constant */
            object: "corporate_request";
            sandbox: boolean;
            id: string;
            /** @enum {string} */
            status: "pending_approval" | "approved" | "declined" | "expired" | "completed";
            cost_centre_id: components["schemas"]["CorporateCostCentreRef"];
            traveller: components["schemas"]["Traveller"];
            employee_id: string | null;
            purpose: string;
            transfer: components["schemas"]["CorporateTransfer"];
            /**
             * Format: date-time
             * @description The pickup in UAE time.
             */
            pickup_at: string;
            /** @description The price the transfer is booked at, under the account's terms. */
            estimate: {
                /** @constant */
                currency: "AED";
                terms: components["schemas"]["CommercialTerms"];
                public_price_aed: components["schemas"]["Money"];
                amount_due_aed: components["schemas"]["Money"];
            };
            approval: {
                required: boolean;
                /** @description Why approval is needed: the estimate is above the cost centre's threshold, or it would take the month over budget. */
                reasons: ("above_threshold" | "over_budget")[];
                /**
                 * Format: date-time
                 * @description When approval is required: the request expires if not decided by then (2 hours before pickup).
                 */
                decide_by: string | null;
                decision: {
                    /** @enum {string} */
                    outcome: "approved" | "declined";
                    approver: {
                        name: string;
                        email: components["schemas"]["Email"];
                    };
                    reason: string | null;
                    decided_at: components["schemas"]["Timestamp"];
                } | null;
            };
            /** @description The transfer booking, once approved. */
            booking_id: string | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        CorporateRequestList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["CorporateRequest"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        CorporateDecisionRequest: {
            /** @enum {string} */
            decision: "approve" | "decline";
            /** @description The approver deciding: one of the cost centre's approvers. */
            approver_email: components["schemas"]["Email"];
            /** @description Required to decline; the employee is told. */
            reason?: string;
        };
        CorporateShuttleStop: {
            /** @example Al Qusais staff residence */
            name: string;
            zone: components["schemas"]["TransportZone"];
            /** @description Where the vehicle stops, for the driver. */
            address?: string;
            /** @description Outbound timing: 0 for the first stop, then increasing. */
            minutes_from_first_stop: number;
        };
        CorporateShuttleDeparture: {
            /**
             * @description UAE time at the first stop of the run, `HH:MM`.
             * @example 07:00
             */
            time: string;
            /**
             * @description `outbound` runs the stops in order; `return` in reverse.
             * @enum {string}
             */
            direction: "outbound" | "return";
        };
        /** @enum {string} */
        CorporateShuttleDay: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
        /** @description An agreed price per run. */
        CorporateShuttleRate: {
            version: number;
            /** @description Per run, all vehicles of the run together, under the account's terms. */
            per_run_aed: components["schemas"]["Money"];
            agreed_on: components["schemas"]["IsoDate"];
            effective_from: components["schemas"]["IsoDate"];
        };
        /**
         * @description A recurring staff shuttle: a route of stops driven at fixed departure times on fixed
         *     weekdays, charged to a cost centre at an agreed rate per run.
         *
         *     States: `active` → `paused` (by the status operation; no runs until resumed) → `active`;
         *     `active` or `paused` → `ended` (for good). Any other move answers 409 `invalid_state`.
         *     Only an active shuttle can be scheduled, and an ended one cannot be changed or repriced.
         *     A changed route or vehicle brings a newly agreed rate in `pending_rate`, which applies once
         *     picked up with the reprice operation.
         */
        CorporateShuttle: {
            /** @constant */
            object: "corporate_shuttle";
            sandbox: boolean;
            id: string;
            name: string;
            /** @enum {string} */
            status: "active" | "paused" | "ended";
            /** @description The reason given with the last status change. */
            status_reason: string | null;
            cost_centre_id: components["schemas"]["CorporateCostCentreRef"];
            vehicle: components["schemas"]["VehicleClass"];
            vehicles_per_run: number;
            /** @description Seats per run, all vehicles together. */
            capacity: number;
            /** @description Estimated road distance from the first stop to the last. */
            route_km: number;
            stops: components["schemas"]["CorporateShuttleStop"][];
            departures: components["schemas"]["CorporateShuttleDeparture"][];
            days: components["schemas"]["CorporateShuttleDay"][];
            starts_on: components["schemas"]["IsoDate"];
            /** Format: date */
            ends_on: string | null;
            rate: components["schemas"]["CorporateShuttleRate"];
            /** @description A newly agreed rate waiting to be picked up with the reprice operation. */
            pending_rate: {
                version: number;
                per_run_aed: components["schemas"]["Money"];
                agreed_on: components["schemas"]["IsoDate"];
                effective_from: components["schemas"]["IsoDate"];
            } | null;
            /** @description The last month with scheduled runs, `YYYY-MM`. */
            scheduled_through: string | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        CorporateShuttleList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["CorporateShuttle"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /** @description Without `id`: a new shuttle. With `id`: the fields to change. */
        CorporateShuttleRequest: {
            /** @description The shuttle to change; leave out to create one. */
            id?: string;
            name?: string;
            cost_centre_id?: components["schemas"]["CorporateCostCentreRef"];
            vehicle?: components["schemas"]["VehicleClass"];
            /** @description Vehicles sent on each run; 1 when a shuttle is created without it. */
            vehicles_per_run?: number;
            stops?: components["schemas"]["CorporateShuttleStop"][];
            departures?: components["schemas"]["CorporateShuttleDeparture"][];
            days?: components["schemas"]["CorporateShuttleDay"][];
            starts_on?: components["schemas"]["IsoDate"];
            /**
             * Format: date
             * @description The last day it runs; `null`: until ended.
             */
            ends_on?: string | null;
        };
        CorporateShuttleStatusRequest: {
            /**
             * @description The state to move to: `paused` to pause, `active` to resume, `ended` to end.
             * @enum {string}
             */
            status: "active" | "paused" | "ended";
            /** @example Office closed for the National Day holiday */
            reason?: string;
        };
        CorporateShuttleScheduleRequest: {
            month: components["schemas"]["CorporateMonth"];
            /** @description Days of the month without runs. */
            skip_dates?: components["schemas"]["IsoDate"][];
        };
        CorporateShuttleRun: {
            id: string;
            date: components["schemas"]["IsoDate"];
            /** @example 07:00 */
            departure_time: string;
            /** @enum {string} */
            direction: "outbound" | "return";
            vehicles: number;
            price_aed: components["schemas"]["Money"];
        };
        /** @description The runs of one month of a shuttle. */
        CorporateShuttleSchedule: {
            /** @constant */
            object: "corporate_shuttle_schedule";
            sandbox: boolean;
            shuttle_id: string;
            month: components["schemas"]["CorporateMonth"];
            /** @description The rate the runs are priced at. */
            rate_version: number;
            runs: components["schemas"]["CorporateShuttleRun"][];
            run_count: number;
            /** @description Days of the timetable left out, as asked. */
            skipped_dates: components["schemas"]["IsoDate"][];
            total_aed: components["schemas"]["Money"];
            created_at: components["schemas"]["Timestamp"];
        };
        CorporateShuttleRepriceRequest: {
            /** @description The `pending_rate.version` you accept. */
            rate_version: number;
        };
        CorporateUsageFigures: {
            /** @description Transfers that ran. */
            transfers: number;
            transfers_aed: components["schemas"]["Money"];
            shuttle_runs: number;
            shuttle_aed: components["schemas"]["Money"];
            total_aed: components["schemas"]["Money"];
        };
        CorporateUsageLine: {
            cost_centre_id: components["schemas"]["CorporateCostCentreRef"];
            code: string;
            name: string;
            transfers: number;
            transfers_aed: components["schemas"]["Money"];
            shuttle_runs: number;
            shuttle_aed: components["schemas"]["Money"];
            total_aed: components["schemas"]["Money"];
            monthly_budget_aed: number | null;
            /** @description Of the monthly budget, to one decimal; `null` without a budget. */
            budget_used_percent: number | null;
            /** @description The month's requests by state. */
            requests: {
                /** @description Approved or completed. */
                approved: number;
                declined: number;
                pending: number;
                expired: number;
            };
        };
        CorporateUsage: {
            /** @constant */
            object: "corporate_usage";
            sandbox: boolean;
            month: components["schemas"]["CorporateMonth"];
            /** @constant */
            currency: "AED";
            cost_centres: components["schemas"]["CorporateUsageLine"][];
            totals: components["schemas"]["CorporateUsageFigures"];
            generated_at: components["schemas"]["Timestamp"];
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
        /** @description Cost centre id. */
        CorporateCostCentreId: string;
        /** @description Transfer request id. */
        CorporateRequestId: string;
        /** @description Shuttle id. */
        CorporateShuttleId: string;
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
    listCorporateCostCentres: {
        parameters: {
            query?: {
                /** @description Only cost centres in this state. */
                status?: "active" | "archived";
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
            /** @description One page of cost centres. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateCostCentreList"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    saveCorporateCostCentre: {
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
                "application/json": components["schemas"]["CorporateCostCentreRequest"];
            };
        };
        responses: {
            /** @description The changed cost centre. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateCostCentre"];
                };
            };
            /** @description The new cost centre. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateCostCentre"];
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
    setCorporateCostCentreApprovers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Cost centre id. */
                id: components["parameters"]["CorporateCostCentreId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateApproversRequest"];
            };
        };
        responses: {
            /** @description The cost centre with its new approvers. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateCostCentre"];
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
    listCorporateRequests: {
        parameters: {
            query?: {
                /** @description Only requests in this state. */
                status?: "pending_approval" | "approved" | "declined" | "expired" | "completed";
                /** @description Only requests charged to this cost centre. */
                cost_centre_id?: string;
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
            /** @description One page of requests. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateRequestList"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    createCorporateRequest: {
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
                "application/json": components["schemas"]["CorporateRequestCreate"];
            };
        };
        responses: {
            /** @description The request, `approved` or `pending_approval`. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateRequest"];
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
    decideCorporateRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transfer request id. */
                id: components["parameters"]["CorporateRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateDecisionRequest"];
            };
        };
        responses: {
            /** @description The decided request. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateRequest"];
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
    listCorporateShuttles: {
        parameters: {
            query?: {
                /** @description Only shuttles in this state. */
                status?: "active" | "paused" | "ended";
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
            /** @description One page of shuttles. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateShuttleList"];
                };
            };
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
        };
    };
    saveCorporateShuttle: {
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
                "application/json": components["schemas"]["CorporateShuttleRequest"];
            };
        };
        responses: {
            /** @description The changed shuttle. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateShuttle"];
                };
            };
            /** @description The new shuttle. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateShuttle"];
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
    changeCorporateShuttleStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Shuttle id. */
                id: components["parameters"]["CorporateShuttleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateShuttleStatusRequest"];
            };
        };
        responses: {
            /** @description The shuttle in its new state. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateShuttle"];
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
    scheduleCorporateShuttleMonth: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Shuttle id. */
                id: components["parameters"]["CorporateShuttleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateShuttleScheduleRequest"];
            };
        };
        responses: {
            /** @description The month's runs. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateShuttleSchedule"];
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
    repriceCorporateShuttle: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Shuttle id. */
                id: components["parameters"]["CorporateShuttleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorporateShuttleRepriceRequest"];
            };
        };
        responses: {
            /** @description The shuttle at its new rate. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateShuttle"];
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
    getCorporateUsage: {
        parameters: {
            query?: {
                /** @description The calendar month, `YYYY-MM`; this month by default. */
                month?: string;
                /** @description Only this cost centre. */
                cost_centre_id?: string;
                /** @description `json` (default) or `csv`. */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's usage. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorporateUsage"];
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
