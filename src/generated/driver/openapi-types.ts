// Generated from the driver API's contract (openapi/driver/openapi.yaml, openapi/driver/*.yaml) by `npm run codegen`. Do not edit.
export interface paths {
    "/api/driver/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a session with a job link
         * @description Opens a driver's session with the token of a job link (`/driver/open#<token>` or
         *     `/driver/s/<token>`). Sets the `__Host-driver_session` cookie of a new session (any
         *     session id the browser held is ended, not reused) and returns the session's `csrf_token`,
         *     which every state-changing call sends in `X-CSRF-Token`. The token works once: a token
         *     already used, expired, of an inactive driver or unknown answers the same 401, and counts
         *     against the address's limit on failed credentials. The session lasts until the end of the
         *     day (UAE time) of the last of the link's job and the driver's jobs of today and tomorrow.
         */
        post: operations["createDriverSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/v1/sessions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session
         * @description Who the session is for, until when, and its `csrf_token`: a page opened again on a session
         *     the browser still holds reads it here (only a page of the operator's own origin can read
         *     this answer).
         */
        get: operations["getDriverSession"];
        put?: never;
        post?: never;
        /**
         * End the session
         * @description Ends the session at once and clears the cookie; its id and token are never accepted again. The driver opens a new job link to see their jobs again.
         */
        delete: operations["endDriverSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This description
         * @description The driver API's OpenAPI 3.1 description, public.
         */
        get: operations["getDriverOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver's jobs of today and tomorrow
         * @description The signed-in driver's own jobs whose pickup falls today or tomorrow (UAE time), in pickup
         *     order: finished ones of today too (`completed`, `no_show`), never a job taken off them or
         *     cancelled. Each with what the driver needs: the traveller and their phone, the party and
         *     bags, the pickup place and its address with a map link, the flight as last reported (the
         *     pickup follows it), the partner's notes, the name board's text, the vehicle, and the steps
         *     the job may take next.
         */
        get: operations["listDriverJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/v1/jobs/{booking}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a job one step
         * @description Moves one of the driver's jobs: `accept` (the trip stays `driver_assigned`, its acceptance
         *     recorded), `en_route` (from `driver_assigned`), `arrived` (from `en_route`), `on_board`
         *     (from `arrived`), `completed` (from `on_board`), or `no_show` (from `arrived`, once the
         *     free waiting after the pickup, or after the flight's landing, has run out: the time, the
         *     position and the note are recorded as its evidence). Each is a move of the trip's state
         *     machine with the driver as its actor (`driver:<id>`), written with its event in one
         *     transaction: `booking.driver_en_route`, `booking.driver_arrived`,
         *     `booking.passenger_on_board`, and for `completed` and `no_show` the booking's own move
         *     (`booking.completed`, `booking.no_show`). A position sent with `en_route` or `arrived` is
         *     stored as the trip's position, with an ETA while en route. A move the job's state or time
         *     does not allow answers 409 `invalid_state` saying why, changing nothing.
         *
         *     `occurred_at` is when the driver made the move, for a move the phone queued while offline
         *     (at most 12 hours ago, not ahead of the service's clock); the step's time records it. Send
         *     such a move with an `Idempotency-Key`: sent again, it answers as the first time did.
         */
        post: operations["moveDriverJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/driver/v1/jobs/{booking}/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share the phone's position
         * @description Stores the driver's position on one of their jobs while its trip is `en_route` or
         *     `arrived` (the job page sends it every 15 seconds then), with an ETA while en route: the
         *     straight-line distance to the pickup at 40 km/h on average. The traveller's page and the
         *     partner see it in that window only. A report older than the one stored is ignored (the
         *     answer says `stored: false`). At other times: 409 `invalid_state`.
         */
        post: operations["shareDriverPosition"];
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
         * @description Machine-readable error code; the table in the description says when each is used.
         * @enum {string}
         */
        ErrorCode: "invalid_json" | "bad_request" | "request_timeout" | "unauthenticated" | "csrf_failed" | "not_found" | "method_not_allowed" | "invalid_state" | "idempotency_in_progress" | "idempotency_key_reused" | "payload_too_large" | "unsupported_media_type" | "validation_failed" | "rate_limited" | "internal" | "not_configured";
        /** @description One reason a request failed validation. */
        ValidationIssue: {
            /**
             * @description Dotted path of the field; empty for the body as a whole.
             * @example step
             */
            path: string;
            /**
             * @description What is wrong with it.
             * @example is required
             */
            message: string;
        };
        /** @description What went wrong, inside the error envelope. */
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
            /** @description Only on `rate_limited`; seconds until another attempt may succeed. */
            retry_after_seconds?: number;
        };
        /** @description The error envelope. */
        ErrorResponse: {
            error: components["schemas"]["ErrorBody"];
        };
        /**
         * Format: date-time
         * @description RFC 3339 timestamp in UTC.
         * @example 2026-11-26T10:00:00.000Z
         */
        Timestamp: string;
        /** @description The token of a job link. */
        OpenDriverSession: {
            /**
             * @description The 43 characters after `#` in `/driver/open#…` (or after `/driver/s/`).
             * @example Qm9vb3ZlcnkgbG9uZyByYW5kb20gdG9rZW4xMjM0NTY
             */
            token: string;
        };
        /**
         * @description A language the driver speaks, as a two-letter code (the page offers `en`, `ar`, `hi` and `ur`).
         * @example ur
         */
        DriverLanguage: string;
        /** @description A driver's session. */
        DriverSession: {
            /** @description Who the session is for, as the page greets them. */
            driver: {
                /**
                 * @description The driver's first name.
                 * @example Imran
                 */
                first_name: string;
                /**
                 * @description The languages the driver speaks, as dispatch recorded them; the page opens in the first it offers.
                 * @example [
                 *       "ur",
                 *       "en"
                 *     ]
                 */
                languages: components["schemas"]["DriverLanguage"][];
            };
            /**
             * @description Send it in `X-CSRF-Token` with every state-changing call of this session.
             * @example Zk2bq7LrV0w1Xc9yT3uHn8Pj5Ae6Sd4Fg2Hk1Lm0Nq
             */
            csrf_token: string;
            /** @description When the session ends, if nothing ends it first (the end of its last job's day, UAE time). */
            expires_at: components["schemas"]["Timestamp"];
        };
        /** @description An OpenAPI 3.1 document. */
        DriverOpenApiDocument: {
            /** @example 3.1.0 */
            openapi: string;
            /** @description Title, version and description. */
            info: Record<string, never>;
            /** @description The operations by path. */
            paths: Record<string, never>;
        };
        /**
         * @description Where the trip is: `scheduled` (no driver), `driver_assigned` (yours, not started),
         *     `en_route` (on the way to the pickup), `arrived` (at the pickup), `on_board` (the
         *     traveller is in the vehicle), `completed`, `no_show` (the traveller did not come within
         *     the free waiting).
         * @example driver_assigned
         * @enum {string}
         */
        TripStatus: "scheduled" | "driver_assigned" | "en_route" | "arrived" | "on_board" | "completed" | "no_show";
        /**
         * @description A step a driver takes on a job: `accept`, `en_route`, `arrived`, `on_board` (passenger on board), `completed`, `no_show`.
         * @example en_route
         * @enum {string}
         */
        DriverStep: "accept" | "en_route" | "arrived" | "on_board" | "completed" | "no_show";
        /**
         * @description A class of vehicle: `EXECUTIVE_SEDAN` (3 seats), `VIP_V_CLASS` (7), `LUXURY_COACH` (30).
         * @example EXECUTIVE_SEDAN
         * @enum {string}
         */
        VehicleClass: "EXECUTIVE_SEDAN" | "VIP_V_CLASS" | "LUXURY_COACH";
        /** @description The driver's jobs of today and tomorrow. */
        DriverJobList: {
            /** @description The service's time as it answered; the page times its no-show button by it. */
            now: components["schemas"]["Timestamp"];
            /**
             * @description Today and tomorrow, UAE time.
             * @example [
             *       "2026-11-28",
             *       "2026-11-29"
             *     ]
             */
            days: string[];
            /** @description In pickup order. */
            jobs: components["schemas"]["DriverJob"][];
        };
        /** @description One job as its driver sees it. */
        DriverJob: {
            /**
             * @description The booking's id.
             * @example bkg_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            booking_id: string;
            /**
             * @description The booking's reference, as read out.
             * @example TR-7KQ2-M9XH
             */
            reference: string;
            status: components["schemas"]["TripStatus"];
            /** @description The pickup, as it stands (it follows an arriving flight). */
            pickup_at: components["schemas"]["Timestamp"];
            /**
             * Format: date
             * @description The pickup's day, UAE time.
             * @example 2026-11-28
             */
            pickup_date: string;
            /**
             * @description The pickup's time, UAE time.
             * @example 14:30
             */
            pickup_time: string;
            /**
             * @description How long the driver waits free of charge after the pickup (or after the flight landed).
             * @example 60
             */
            free_waiting_minutes: number;
            /** @description When a no-show may first be recorded, once the free waiting has run out. */
            no_show_from: components["schemas"]["Timestamp"];
            traveller: components["schemas"]["DriverJobTraveller"];
            party: components["schemas"]["DriverJobParty"];
            pickup: components["schemas"]["DriverJobPlace"];
            /**
             * @description From where to where, as people name the places.
             * @example Dubai International (DXB) Terminal 3 to Palm Jumeirah
             */
            route: string | null;
            /** @description The arriving flight as last reported; null for a pickup without one. */
            flight: components["schemas"]["DriverJobFlight"] | null;
            /**
             * @description What the partner asked for (a child seat …).
             * @example Child seat for a 3-year-old
             */
            notes: string | null;
            name_board: components["schemas"]["DriverNameBoard"];
            /** @description The vehicle dispatch assigned with the job. */
            vehicle: components["schemas"]["DriverJobVehicle"] | null;
            /**
             * Format: date-time
             * @description When the driver accepted the job; null until then.
             */
            accepted_at: string | null;
            steps: components["schemas"]["DriverJobSteps"];
            /**
             * @description The steps the trip's state allows now, in the order a driver takes them; `no_show` is accepted from `no_show_from` on.
             * @example [
             *       "accept",
             *       "en_route"
             *     ]
             */
            next_steps: components["schemas"]["DriverStep"][];
            /** @description The position last shared, while the trip is `en_route` or `arrived`; else null. */
            position: components["schemas"]["TripPosition"] | null;
            /**
             * Format: date-time
             * @description When the driver is expected at the pickup, while en route and with a position shared.
             */
            eta: string | null;
        };
        /** @description Whom the driver meets. */
        DriverJobTraveller: {
            /**
             * @description The traveller's name.
             * @example Aisha Rahman
             */
            name: string;
            /**
             * @description The traveller's phone in E.164 form, where given.
             * @example +971552003040
             */
            phone: string | null;
        };
        /** @description How many travel, and with how many bags, where the booking says. */
        DriverJobParty: {
            /** @example 2 */
            passengers: number | null;
            /** @example 3 */
            bags: number | null;
        };
        /** @description Where the driver picks the traveller up. */
        DriverJobPlace: {
            /**
             * @description The place's name.
             * @example Dubai International (DXB) Terminal 3
             */
            name: string;
            /**
             * @description Its street address, where known.
             * @example Airport Road, Al Garhoud, Dubai
             */
            address: string | null;
            /** @example 25.2532 */
            latitude: number | null;
            /** @example 55.3657 */
            longitude: number | null;
            /**
             * Format: uri
             * @description The place on a map (Google Maps search by its position).
             * @example https://www.google.com/maps/search/?api=1&query=25.2532,55.3657
             */
            map_url: string | null;
            /**
             * @description Where exactly to meet the traveller.
             * @example Arrivals hall of Dubai International (DXB) Terminal 3, after customs, holding the name board
             */
            meeting_point: string | null;
        };
        /** @description The arriving flight: its status as last reported (`not_tracked` where no report has come), and its times. */
        DriverJobFlight: {
            /** @example EK202 */
            number: string;
            /**
             * @example delayed
             * @enum {string}
             */
            status: "scheduled" | "delayed" | "landed" | "diverted" | "cancelled" | "unknown" | "not_tracked";
            /** Format: date-time */
            scheduled_arrival: string | null;
            /** Format: date-time */
            estimated_arrival: string | null;
            /** Format: date-time */
            actual_arrival: string | null;
            /** @example T3 */
            terminal: string | null;
            /**
             * @description IATA code of the airport it diverted to.
             * @example DWC
             */
            diverted_to: string | null;
            /**
             * Format: date-time
             * @description When the report came; null when none has.
             */
            updated_at: string | null;
        };
        /** @description What the driver shows the traveller, full screen. */
        DriverNameBoard: {
            /**
             * @description The traveller's name as the board shows it (capitals; Arabic script as written).
             * @example AISHA RAHMAN
             */
            text: string;
            /**
             * @description The brand the traveller booked with, where the booking shows one.
             * @example Desert Rose Travel
             */
            brand: string | null;
        };
        /** @description The vehicle of the job. */
        DriverJobVehicle: {
            /** @example DUBAI J 48812 */
            plate: string;
            class: components["schemas"]["VehicleClass"];
            /** @example Mercedes-Benz */
            make: string | null;
            /** @example E-Class */
            model: string | null;
            /** @example Black */
            colour: string | null;
        };
        /** @description When each step was taken; null until it is. */
        DriverJobSteps: {
            /** Format: date-time */
            en_route_at: string | null;
            /** Format: date-time */
            arrived_at: string | null;
            /** Format: date-time */
            on_board_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            no_show_at: string | null;
        };
        /** @description A position of the driver's phone (WGS 84), as the trip keeps it. */
        TripPosition: {
            /** @example 25.2497 */
            latitude: number;
            /** @example 55.3521 */
            longitude: number;
            /**
             * @description Radius of uncertainty in metres.
             * @example 12
             */
            accuracy_m: number | null;
            /**
             * @description Degrees clockwise from north.
             * @example 90
             */
            heading: number | null;
            recorded_at: components["schemas"]["Timestamp"];
        };
        /** @description A position as the phone's Geolocation API reports it. */
        DriverPositionReport: {
            /** @example 25.2285 */
            latitude: number;
            /** @example 55.3273 */
            longitude: number;
            /**
             * @description Radius of uncertainty in metres.
             * @example 12
             */
            accuracy?: number | null;
            /**
             * @description Degrees clockwise from north; null when standing still.
             * @example 90
             */
            heading?: number | null;
            /** @description When the phone took it; not ahead of the service's clock. */
            recorded_at: components["schemas"]["Timestamp"];
        };
        /** @description One step on a job. */
        DriverMove: {
            step: components["schemas"]["DriverStep"];
            position?: components["schemas"]["DriverPositionReport"];
            /**
             * @description A word for dispatch; with a no-show, what the driver did to find the traveller.
             * @example Waited at the arrivals exit; called twice.
             */
            note?: string;
            /** @description When the driver made the move, if not now (a move queued offline); at most 12 hours ago. */
            occurred_at?: components["schemas"]["Timestamp"];
        };
        /** @description The trip's position after a report. */
        DriverPositionShared: {
            status: components["schemas"]["TripStatus"];
            position: components["schemas"]["TripPosition"];
            /**
             * Format: date-time
             * @description When the driver is expected at the pickup, while en route.
             */
            eta: string | null;
            /**
             * @description False when the report was older than the position already kept (which is answered instead).
             * @example true
             */
            stored: boolean;
        };
    };
    responses: {
        /** @description The body is not valid JSON, or the request is not well-formed. Nothing was read or changed. */
        InvalidJson: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No session, or it ended or expired, or the driver is no longer active; open the latest job link again. */
        Unauthenticated: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The call lacks the session's `X-CSRF-Token` or a same-origin `Origin`. Nothing was changed. */
        Csrf: {
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
        /** @description The body is larger than 16 KB. Nothing was read or changed. */
        PayloadTooLarge: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is not JSON. Nothing was read or changed. */
        UnsupportedMediaType: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request breaks the schema; `issues` say where. Nothing was changed. */
        ValidationFailed: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many calls; retry after `Retry-After` seconds. Nothing was changed. */
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
        /** @description The database did not answer, or the service is starting or stopping. Nothing was stored. */
        ServiceUnavailable: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The `csrf_token` of the session, on every state-changing call. */
        CsrfToken: string;
        /** @description Makes the move safe to send again (a move queued offline); see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
        IdempotencyKey: string;
        /** @description The job's booking, by its id or its reference as read out. */
        JobBooking: string;
    };
    requestBodies: never;
    headers: {
        /** @description Unique id of this request; quote it when reporting a problem. */
        RequestId: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description The methods the endpoint takes. */
        Allow: string;
        /** @description `true` when the answer is the stored one of an earlier request with the same Idempotency-Key. */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createDriverSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenDriverSession"];
            };
        };
        responses: {
            /** @description The session is open. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The session cookie, `__Host-driver_session=…; Path=/; HttpOnly; SameSite=Strict; Max-Age=…` (and `Secure` over https or on a loopback address). */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverSession"];
                };
            };
            400: components["responses"]["InvalidJson"];
            /** @description The token is unknown, used, expired, or its driver is no longer active. Which one is not said. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sent from another site's page (its `Origin`, or `Sec-Fetch-Site` cross-site). No session was opened. */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDriverSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverSession"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endDriverSession: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description Clears the session cookie. */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Csrf"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDriverOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The description. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverOpenApiDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDriverJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jobs. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverJobList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    moveDriverJob: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
                /** @description Makes the move safe to send again (a move queued offline); see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The job's booking, by its id or its reference as read out. */
                booking: components["parameters"]["JobBooking"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverMove"];
            };
        };
        responses: {
            /** @description Moved; the job as it now stands. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverJob"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Csrf"];
            /** @description No job of this driver with this booking id or reference. Nothing was changed. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The job's state or time does not allow the move (or a request with the same Idempotency-Key is still running). Nothing was changed. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request breaks the schema, `occurred_at` is out of range, or the Idempotency-Key was used with another request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    shareDriverPosition: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The job's booking, by its id or its reference as read out. */
                booking: components["parameters"]["JobBooking"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverPositionReport"];
            };
        };
        responses: {
            /** @description The position as the trip now keeps it. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverPositionShared"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Csrf"];
            /** @description No job of this driver with this booking id or reference. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The trip is not en route or arrived, so its position is not shared. Nothing was stored. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
