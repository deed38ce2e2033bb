// Generated from the contract (openapi.yaml, openapi/*.yaml) by `npm run codegen`. Do not edit.
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
         *
         *     **Retrying safely.** Send an `Idempotency-Key` (a UUID) and repeat it when a connection
         *     drops: the first answer for that key, client address and action is kept 24 hours and
         *     replayed with `Idempotent-Replayed: true`, so an application or top-up is queued once
         *     however often it is retried. The same key with a different body answers 422
         *     `idempotency_key_reused`; while the first request is still running, 409
         *     `idempotency_in_progress` (retry shortly: a request the service could not finish frees its
         *     key within seconds). The request is stored together with its answer, so a retry after a
         *     dropped connection replays the answer and never queues a second request.
         */
        post: operations["runAccountAction"];
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
    "/api/b2b/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API as an OpenAPI 3.1 document
         * @description The document this service is built from, as JSON. Needs no key. Its `servers` names this
         *     service's absolute address, so code samples and generated clients call it; components that
         *     no operation or webhook references are left out. The reference page at `/docs` renders it.
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
         * @description Tells which account and key the request authenticated as, the key's mode and scopes, whether live access is on for the account, and the key's request limit; with a portal session instead of a key, the person, their role's scopes and the session's mode (`key` is null).
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
         * Price a transfer
         * @description Prices a private transfer under the account's commercial terms, between any two places in
         *     the UAE (`pickup_location` and `dropoff_location`: an airport terminal, a hotel of the
         *     place catalogue, a street address, a point, a cruise terminal or a catalogue place by
         *     `place_id`), or between an airport and a tariff zone (`airport`, `terminal`, `direction`
         *     and `place`, priced exactly as before the locations existed). The public tariff is a base
         *     fare plus a distance charge for the estimated road distance between the two ends, by
         *     vehicle class, with a 20 % surcharge for pickups from 00:00 to 05:59 (UAE time,
         *     UTC+04:00), rounded to AED 5. Under `tariff` terms the account is charged the public
         *     price; under `commission` the public price less its commission, deducted at booking (it
         *     sells at the public price); under `net_rate` the public price less its discount
         *     (`CommercialTerms`).
         *
         *     The answer says both ends as resolved (`pickup_location`, `dropoff_location`: name,
         *     Arabic name, address, emirate, tariff zone and position) and the `direction`: `arrival`
         *     when the pickup is at an airport, `departure` when the drop-off is, else
         *     `point_to_point`.
         *
         *     Rules answered as 422 `validation_failed`, each naming its field: the two forms mixed, or
         *     one location without the other; `terminal` must belong to `airport` (DXB: T1, T2, T3;
         *     DWC and SHJ: MAIN; AUH: A), also inside a location (`pickup_location.terminal`); a hotel
         *     the catalogue does not know (`pickup_location.hotel_ref`), a `place_id` that is unknown
         *     or archived; an address or point outside the UAE or outside every tariff zone
         *     (`dropoff_location.latitude`); both ends at the same place; `passengers` and `bags` may
         *     not exceed the vehicle class (`EXECUTIVE_SEDAN` 3 and 3, `VIP_V_CLASS` 7 and 7,
         *     `LUXURY_COACH` 30 and 30); the pickup must be in the future and at most 365 days ahead.
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
         * Book a transfer
         * @description Books a quote (`quote_id` from `POST /transport/quote`) at the quote's price, while the
         *     quote holds (`expires_at`); a quote is booked once. Add what only a booking has: the
         *     traveller, the flight (only when the pickup is at an airport, else 422 on
         *     `flight_number`: the pickup is timed to its scheduled landing and the driver waits 60
         *     minutes free after it), the agency's reference and notes for the driver. The booking
         *     keeps both ends as the quote resolved them (`pickup_location`, `dropoff_location`), and
         *     the voucher, the name board's job and the driver's job sheet name them.
         *
         *     The booking is charged when it is made: to the wallet while bookings are prepaid (402
         *     `insufficient_funds` with the shortfall when it does not cover it), or to the credit line
         *     once the trade desk has approved one (402 `credit_limit_exceeded` past the limit). An
         *     expired or already booked quote answers 409 `quote_expired`; a quote made with the other
         *     mode's key or another account's answers 404.
         *
         *     A test key books in the account's test partition, charged to the test wallet: the booking
         *     reads back, has a voucher and can be cancelled exactly as a live one, and nothing reaches
         *     the trade desk.
         *
         *     **The flight moves the pickup.** An arrival's flight is followed from the moment it is
         *     booked: in a test partition always (by the built-in simulator), in live mode when the
         *     operator has connected a flight status provider (else the booking's flight stays as booked,
         *     `live_arrival_tracking: planned`, and the partner tells the trade desk when it moves). Each
         *     change of the flight's status or times is stored on the booking (`flight`) and sent as
         *     `booking.flight_updated`. While the flight's estimate (its actual landing, once down) is
         *     within 6 hours of the pickup as booked, the pickup follows it: `pickup.at` moves, the
         *     partner hears `booking.pickup_rescheduled`, and an assigned driver or vehicle the new time
         *     no longer fits is taken off (`booking.driver_unassigned`); the free-cancellation deadline
         *     stays as booked. Once the flight lands, the 60 minutes' free waiting count from its actual
         *     landing. A flight cancelled, diverted, or landing more than 6 hours from the pickup as
         *     booked leaves the pickup as it is, and in live mode the trade desk takes it up with the
         *     partner. Reports older than the one already applied, and repeated ones, change nothing.
         *
         *     **Test flights.** In a test partition any flight number is on time, except the airline
         *     code `ZZ`, whose flights play these scenarios against the partition's clock. A `ZZ`
         *     flight's scheduled landing (S) is the pickup as booked; each report below is observed at
         *     the time given relative to S, and the schedule (on time) is known from the start.
         *
         *     | Flight | What it reports |
         *     |---|---|
         *     | `ZZ1000` | On time: landed at S; the landing is delivered again 2 minutes later (a duplicate: ignored). |
         *     | `ZZ1001` | At S−2 h: expected 25 minutes early (the pickup moves to S−25 min); at S−25 min: landed; at S−20 min the landing again (ignored). |
         *     | `ZZ1002` | Delayed in three steps, each moving the pickup: at S−3 h to S+30 min, at S−2 h to S+60 min, at S−1 h to S+95 min; at S−50 min the S−2 h report arrives late (out of order: ignored); at S+95 min: landed. |
         *     | `ZZ1003` | At S−3 h: delayed to 02:30 UAE time on the day after S, then landed then. Booked at 20:30 or later, that is within 6 hours and the pickup (and the booking's service day) moves past midnight; booked earlier, it is further, and the pickup stays. |
         *     | `ZZ1004` | At S−1 h: diverted to DWC; at S+10 min: landed at DWC. The pickup stays. |
         *     | `ZZ1005` | At S−4 h: cancelled. The pickup stays. |
         *     | `ZZ1006` | No data (`status: unknown`) until S−30 min: on time; at S: landed. |
         *
         *     Any other flight number reports its schedule, then landed at S (and the landing again
         *     2 minutes later).
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
         * @description Status, driver and cancellation terms of a booking, as stored. A key reads the bookings of
         *     its own mode: a test key the account's test partition (seeded on first use with bookings in
         *     every state), a live key the live bookings. Any other id answers 404.
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
         *     409 `invalid_state`. The amount paid is refunded to the wallet (or credited to the credit
         *     line) and the fee charged, as two ledger entries that the statement shows.
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
    "/api/b2b/v1/transport/bookings/{id}/voucher/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The traveller's voucher as PDF
         * @description The same document as `GET /api/b2b/v1/transport/bookings/{id}/voucher?format=pdf`
         *     (`getTransportVoucher`), byte for byte, on an operation of its own that answers only
         *     `application/pdf`, for client generators that type one media type per answer. A cancelled
         *     booking has no voucher (409 `invalid_state`). Test-key vouchers are stamped as test
         *     documents. An `Accept` that rules out `application/pdf` answers 406.
         */
        get: operations["getTransportVoucherPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/transport/bookings/{id}/name-board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver's name board
         * @description The same page as `GET /api/b2b/v1/bookings/{ref}/name-board` (`getClientBookingNameBoard`)
         *     for a transfer, found by this section's own id: the lead traveller's name in large
         *     letters, the partner's printed brand, the flight for an arrival and the reference, as
         *     HTML (default) or PDF: choose with `format`. Every transfer has a pickup: at the airport
         *     for an arrival, at the door for a departure.
         *     Issued while the pickup is ahead: `confirmed` and `driver_assigned` bookings only (409
         *     `invalid_state` otherwise). Test-key boards are stamped as test documents.
         */
        get: operations["getTransportNameBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/transport/bookings/{id}/name-board/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver's name board as PDF
         * @description The same document as `GET /api/b2b/v1/transport/bookings/{id}/name-board?format=pdf`
         *     (`getTransportNameBoard`), byte for byte, on an operation of its own that answers only
         *     `application/pdf`, for client generators that type one media type per answer. Every
         *     transfer has a pickup: at the airport for an arrival, at the door for a departure.
         *     Issued while the pickup is ahead: `confirmed` and `driver_assigned` bookings only (409
         *     `invalid_state` otherwise). Test-key boards are stamped as test documents. An `Accept`
         *     that rules out `application/pdf` answers 406.
         */
        get: operations["getTransportNameBoardPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/transport/bookings/{id}/amendments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the trade desk to change a transfer
         * @description Sends the trade desk a change to a transfer: a changed flight (arrivals only), a new pickup
         *     date or time, passengers, bags or notes for the driver; `message` tells the desk why. At
         *     least one change is required. The changed booking must still obey the quote's rules
         *     (passengers and bags within the vehicle, `flight_number` only on an arrival, the pickup in
         *     the future and at most 365 days ahead), each answered as 422 on its path. Only a
         *     `confirmed` or `driver_assigned` booking can be changed (409 `invalid_state` otherwise).
         *
         *     The booking does not change until the desk accepts: the request is stored `open` (a
         *     `desk_request` with `booking_kind: transport`, listed by `GET /api/b2b/v1/requests`) and,
         *     with a live key, handed to the trade desk in the same transaction. When the desk accepts,
         *     the booking takes the changes (a new pickup also moves the free-cancellation deadline) and
         *     the price difference the desk sets is charged to the wallet or credit line, or refunded
         *     when negative (none when the desk sets none); if the wallet cannot cover it the acceptance
         *     is refused and the request stays open. A declined request changes nothing; either answer
         *     reaches the inbox. A test key stores the request in the test partition and nothing
         *     reaches the desk: answer it with `POST /test-helpers/requests/{id}/answer`.
         */
        post: operations["createTransportAmendment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the place catalogue
         * @description The operator's catalogue of places where a transfer may start or end: hotels, malls,
         *     landmarks, airport and cruise terminals, stations, hospitals and venues in the seven
         *     emirates, each with its English and Arabic name, street address, emirate, tariff `zone`
         *     and position. A transfer names one by `{ "type": "place", "place_id": "plc_…" }`, a hotel
         *     also by its name or one of its `codes` (`{ "type": "hotel", "hotel_ref": "…" }`).
         *
         *     `q` finds places whose English name, Arabic name or one of whose codes contains every word
         *     of it, spelt any way that folds to it: any case, dashes, dots and extra spaces as one space,
         *     accents and full-width letters as the plain ones, Arabic with or without its diacritics and
         *     whichever way alef, alef maqsura and taa marbuta are written (`atlantis the palm`,
         *     `ATLANTIS-THE PALM` and `اتلانتس` all find Atlantis The Palm). `type` and `emirate` narrow
         *     it. Only places the operator has in service (`status: active`) are listed, by name; pages
         *     of `limit` (default 20) follow each other with `cursor` (keyset: a page starts after the
         *     last place of the one before, so places added meanwhile never repeat what follows).
         *
         *     The catalogue is the operator's own, the same for every account and for test and live
         *     keys (`sandbox` says which key read it).
         */
        get: operations["listPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/places/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A place of the catalogue
         * @description One place of the catalogue by its id, also when the operator has taken it out of service
         *     (`status: archived`: a transfer can no longer name it, and the list leaves it out). The
         *     same for every account and for test and live keys. An id the catalogue does not know
         *     answers 404.
         */
        get: operations["getPlace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tours and activities on sale
         * @description The operator's tours and activities on sale to the account, in catalogue order, filtered
         *     by `emirate`, `category` and `pricing_unit`. A product is sold `per_person` (adult, child
         *     and infant prices by the product's age policy) or `per_vehicle` (a private vehicle or
         *     boat for up to `vehicle.max_guests` guests; a party larger than that takes more
         *     vehicles). Prices are the public prices in AED; `POST /api/b2b/v1/activities/quote`
         *     applies the account's commercial terms.
         *
         *     The catalogue is the operator's own, so a live key reads the same products as a test
         *     key, flagged `sandbox: false`. Paginated with `limit` and `cursor`.
         */
        get: operations["listActivityProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/products/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's availability by day
         * @description Each day from `from` to `to` (UAE dates; at most 31 days, at most 365 days ahead; `from`
         *     defaults to today and `to` to 13 days after `from`), with each start time and what is
         *     left of the day's allotment: the product's places (or vehicles) per day, less those
         *     booked, shared by the day's starts. `remaining` counts guests for a `per_person` product
         *     and vehicles for a `per_vehicle` one (`remaining_unit`). Every booking takes its places
         *     from the allotment when it is made and a cancelled or declined one gives them back.
         *
         *     Slot status: `available`; `limited` (at most 5 places or 1 vehicle left); `sold_out`;
         *     `closed` (its booking cut-off, `booking_cutoff_hours` before the start, has passed);
         *     `on_request` (an on-request product with places left: the trade desk confirms on
         *     booking). A day is `closed` when the product does not run that weekday or every start
         *     has closed, `sold_out` when every open start is sold out, `available` when any start is
         *     available, and `limited` otherwise.
         *
         *     A live key reads the operator's allotments, shared by every partner; a test key reads
         *     the allotments of the account's test partition, which only its own test bookings draw
         *     on. A product id that is not in the catalogue answers 404.
         */
        get: operations["getActivityAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a tour or activity
         * @description Prices a product for a date, a start time and a party under the account's commercial
         *     terms. The public price is, `per_person`, adults × `adult_aed` + children × `child_aed` +
         *     infants × `infant_aed`; `per_vehicle`, the vehicles the party needs (guests ÷
         *     `vehicle.max_guests`, rounded up) × `vehicle_aed`. Under `tariff` terms the account is
         *     charged the public price; under `commission` the public price less its commission,
         *     deducted at booking (it sells at the public price); under `net_rate` the public price
         *     less its discount (`CommercialTerms`). `pricing.lines` itemises the public price.
         *
         *     Rules answered as 422 `validation_failed`: `product_id` must be on sale; `date` must be a
         *     day the product runs (`operating_days`), no more than 365 days ahead, and the start must
         *     be at least `booking_cutoff_hours` away; `start_time` must be one of the product's
         *     `start_times`; the party (every guest, infants included) must be within `guests.min` and
         *     `guests.max`, children and infants only where the age policy admits them (a null price);
         *     `language` must be one the product offers; `pickup` is only for `hotel_pickup` products
         *     and its `zone` must be one they serve. A day with fewer places (or vehicles) left than
         *     the party needs answers 409 `sold_out`.
         *
         *     The quote is kept, so that it can be booked at this price until `expires_at` (30
         *     minutes): book it with `POST /activities/bookings`. Nothing is held: the places are
         *     taken when the booking is made. A test key gets the same price, flagged `sandbox: true`,
         *     checked against its test partition's allotments; its quotes can be booked only with a
         *     test key of the same account, and a live key's only with a live key.
         */
        post: operations["createActivityQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a tour or activity
         * @description Books a quote (`quote_id` from `POST /activities/quote`) at the quote's price, while the
         *     quote holds (`expires_at`); a quote is booked once. Add what only a booking has: the
         *     lead traveller (with a `phone` for a `hotel_pickup` product: the driver calls on
         *     arrival), the hotel to collect the guests from (`pickup`, required for a `hotel_pickup`
         *     product when the quote has none; the pickup time is `pickup_lead_minutes` before the
         *     start), the agency's reference and notes for the guide. Product, date, start, party and
         *     language are the quote's. Answered as 422 `validation_failed`: a `hotel_pickup` product
         *     without a pickup or without the lead traveller's phone, a `pickup` for a meeting-point
         *     product or in a zone it does not serve, and a quote whose start has passed its booking
         *     cut-off since it was quoted (`quote_id`).
         *
         *     The booking takes the party's places (or vehicles) from the day's allotment and is
         *     charged, in one transaction: to the wallet while bookings are prepaid (402
         *     `insufficient_funds` with the shortfall), or to the credit line once the trade desk has
         *     approved one (402 `credit_limit_exceeded` past the limit). A day with too few places
         *     left answers 409 `sold_out`, also when other bookings took the last places since the
         *     quote: a day is never sold past its allotment. An expired or already booked quote
         *     answers 409 `quote_expired`; a quote made with the other mode's key or another
         *     account's answers 404. Refused, nothing is booked, charged or taken.
         *
         *     An `instant` product is `confirmed` at once; an `on_request` product is `on_request`
         *     until the trade desk confirms or declines it (declined, it is refunded in full), usually
         *     within 24 hours.
         *
         *     A test key books in the account's test partition, charged to the test wallet and drawing
         *     on the test partition's allotments: the booking reads back, has a voucher and can be
         *     cancelled exactly as a live one, and nothing reaches the trade desk (confirm or decline
         *     an on-request test booking with `POST /test-helpers/bookings/{id}/advance`).
         */
        post: operations["createActivityBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tour or activity booking
         * @description Status, party, pickup, price, driver and cancellation terms of a booking, as stored,
         *     with the fee it would cost to cancel now. A key reads the bookings of its own mode: a
         *     test key the account's test partition (seeded on first use with bookings in every
         *     state), a live key the live bookings. Any other id answers 404.
         */
        get: operations["getActivityBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a tour or activity booking
         * @description Cancels under the product's policy, at the moment of cancelling. An `on_request` booking
         *     (not yet confirmed by the trade desk) cancels free. A `confirmed` or `driver_assigned`
         *     booking cancels free until `free_until` (`free_cancellation_hours` before the start);
         *     after that the fee is `late_cancellation_fee_percent` of the amount due. The amount paid
         *     is refunded to the wallet (or credited to the credit line) and the fee charged, as two
         *     ledger entries, and the party's places go back to the day's allotment, in one
         *     transaction. Only an `on_request`, `confirmed` or `driver_assigned` booking can be
         *     cancelled; any other (a second cancel included) answers 409 `invalid_state`.
         *
         *     A test key cancels in the account's test partition, refunded to the test wallet, exactly
         *     as a live key does in live.
         */
        post: operations["cancelActivityBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/bookings/{id}/voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The traveller's voucher
         * @description The voucher to show the guide or at the gate, in the partner's name, as HTML (default) or
         *     PDF: choose with `format`, rendered from the stored booking. It gives the lead traveller,
         *     the product, the start, the party, the pickup or meeting point, the driver once assigned
         *     and what is included. Only a `confirmed`, `driver_assigned`, `completed` or `no_show`
         *     booking has a voucher; an `on_request`, `cancelled` or `declined` one answers 409
         *     `invalid_state`. Test-key vouchers are stamped as test documents.
         */
        get: operations["getActivityVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/bookings/{id}/voucher/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The traveller's voucher as PDF
         * @description The same document as `GET /api/b2b/v1/activities/bookings/{id}/voucher?format=pdf`
         *     (`getActivityVoucher`), byte for byte, on an operation of its own that answers only
         *     `application/pdf`, for client generators that type one media type per answer. Only a
         *     `confirmed`, `driver_assigned`, `completed` or `no_show` booking has a voucher; an
         *     `on_request`, `cancelled` or `declined` one answers 409 `invalid_state`. Test-key vouchers
         *     are stamped as test documents. An `Accept` that rules out `application/pdf` answers 406.
         */
        get: operations["getActivityVoucherPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/bookings/{id}/name-board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver's name board
         * @description The same page as `GET /api/b2b/v1/bookings/{ref}/name-board` (`getClientBookingNameBoard`)
         *     for a tour, found by this section's own id: the lead traveller's name in large letters,
         *     the partner's printed brand and the reference, for the driver who collects the guests
         *     from their hotel, as HTML (default) or PDF: choose with `format`. Only a tour with a
         *     hotel pickup has a board; one that starts at its meeting point answers 404 `not_found`.
         *     Issued while the pickup is ahead: `confirmed` and `driver_assigned` bookings only (409
         *     `invalid_state` otherwise). Test-key boards are stamped as test documents.
         */
        get: operations["getActivityNameBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/activities/bookings/{id}/name-board/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver's name board as PDF
         * @description The same document as `GET /api/b2b/v1/activities/bookings/{id}/name-board?format=pdf`
         *     (`getActivityNameBoard`), byte for byte, on an operation of its own that answers only
         *     `application/pdf`, for client generators that type one media type per answer. Only a
         *     tour with a hotel pickup has a board; one that starts at its meeting point answers 404
         *     `not_found`.
         *     Issued while the pickup is ahead: `confirmed` and `driver_assigned` bookings only (409
         *     `invalid_state` otherwise). Test-key boards are stamped as test documents. An `Accept`
         *     that rules out `application/pdf` answers 406.
         */
        get: operations["getActivityNameBoardPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/guides/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List properties
         * @description The account's properties with a welcome guide, newest first, optionally only those in one
         *     `status`. Paginated with `limit` and `cursor`.
         *
         *     Properties are stored per mode: a test key lists the test partition's (seeded on first use
         *     with realistic properties, some with Wi-Fi details and one paused), a live key the live
         *     ones; neither sees the other's.
         */
        get: operations["listGuideProperties"];
        put?: never;
        /**
         * Add a property
         * @description Adds a property and publishes its welcome guide at once (`status: active`) with a new
         *     guest link, QR code and printable card. Wi-Fi details are set separately
         *     (`POST /guides/properties/{id}/wifi`, scope `guides_wifi:write`).
         *
         *     The guest link (`guest_link.url`, under the service's public address) opens the guide
         *     page: a mobile page with the property's name, arrival notes, Wi-Fi (when
         *     `show_in_guide`) and the operator's tours and transfers, which guests ask to book with
         *     the partner's code. Such a booking is attributed to the property and earns the partner
         *     its split (see `GET /guides/stats`). Opening the link counts as a guide view; opening it
         *     from the QR code (which carries `?src=qr`) counts as a scan too. A guide reached through
         *     a test key's link says plainly that it is a test page.
         *
         *     Rules answered as 422 `validation_failed` besides the schema: a property in Dubai (its
         *     `address.area` is a Dubai tariff zone) needs its holiday-home permit in `dtcm_permit`;
         *     `max_guests` may not exceed 2 guests per bedroom plus 2 (a studio, `bedrooms: 0`, takes
         *     2); `check_out_time` must be earlier in the day than `check_in_time`.
         *
         *     The property is stored in the key's partition (a test key's is flagged `sandbox: true`).
         */
        post: operations["createGuideProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/guides/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A property's guide, link and files
         * @description The property, the content of its welcome guide, its guest link (and the replaced link
         *     while it still works) and the URLs of its QR code and printable card. Wi-Fi details are
         *     not included (only `wifi_configured`); they need the scope `guides_wifi:read`.
         *
         *     An id of another account or of the other mode answers 404.
         */
        get: operations["getGuideProperty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a property
         * @description Changes the fields sent and leaves the others as they are. `address`, `host` and `guide`
         *     are replaced as a whole when sent; `reference` and `dtcm_permit` are cleared with `null`.
         *     The status is changed with `POST /guides/properties/{id}/status` and the guest link with
         *     `POST /guides/properties/{id}/link`, not here. The rules of `POST /guides/properties`
         *     apply to the property as it would be after the change. A paused property can be edited.
         *
         *     The change is stored (`updated_at` now) and takes effect on the guide page at once.
         */
        patch: operations["updateGuideProperty"];
        trace?: never;
    };
    "/api/b2b/v1/guides/properties/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause or resume a guide
         * @description `pause` takes an `active` guide offline: its guest link and QR code then open a page
         *     saying the guide is unavailable, and nothing can be booked through it; the link, QR code
         *     and printed cards stay the same. `resume` puts a `paused` guide back online. Pausing a
         *     paused guide or resuming an active one answers 409 `invalid_state`.
         *
         *     Each move is stored and recorded (who and when); the guide page follows it at once.
         */
        post: operations["changeGuidePropertyStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/guides/properties/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the guest link
         * @description Issues a new guest link (and so a new QR code and card) for the property, for instance
         *     when a past guest keeps sharing the old one. The old link stops working after
         *     `grace_period_hours` (0, the default, stops it at once; up to 168 hours keeps it
         *     working for guests already staying); until then it is shown as `previous_link`. Only the
         *     latest replaced link is kept: replacing again ends an earlier grace period at once.
         *     Allowed whether the guide is active or paused; reprint the card afterwards.
         *
         *     A link that has stopped working answers 410 Gone with a page saying so; the new link
         *     works at once.
         */
        post: operations["replaceGuideLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/guides/properties/{id}/wifi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the Wi-Fi details back
         * @description The Wi-Fi network, password and the `WIFI:` string a phone camera joins from, as shown to
         *     guests inside the guide. Kept under its own scope (`guides_wifi:read`) so that keys which
         *     list properties or print cards never see passwords; the printable card does not carry
         *     them. A property without Wi-Fi details answers `configured: false` with null fields.
         *
         *     The details are stored encrypted (AES-256-GCM) and opened only for this operation and
         *     for the guide page (when `show_in_guide`).
         */
        get: operations["getGuideWifi"];
        put?: never;
        /**
         * Set the Wi-Fi details
         * @description Sets (replaces) the Wi-Fi details shown in the guide. A `wpa2`, `wpa3` or `wpa2_wpa3`
         *     network needs a `password` of 8 to 63 printable ASCII characters; an `open` network takes
         *     none (422 on `password` otherwise). To keep the details out of the guide (the host hands
         *     them over in person), send `show_in_guide: false`; they can still be read back here.
         *
         *     Stored encrypted at rest (AES-256-GCM): the password is never kept in clear, and is
         *     read back only with `guides_wifi:read`.
         */
        post: operations["setGuideWifi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/guides/properties/{id}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code, PNG or SVG
         * @description The QR code of the property's current guest link, as PNG (default; `size` pixels square)
         *     or SVG: choose with `format`. Error correction level M with a quiet zone, so it scans
         *     from a printed card or a fridge magnet. It encodes the guest link with `?src=qr`, so a
         *     scan is counted as one (`qr_scans`). The code changes only when the link is replaced.
         */
        get: operations["getGuideQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/guides/properties/{id}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Printable card, PDF or HTML
         * @description A card to print and leave in the property: welcome message, check-in and check-out
         *     times, host contact, the guest link and its QR code (the link with `?src=qr`), in the
         *     partner's name. HTML
         *     (default) or PDF: choose with `format`. It carries no Wi-Fi password (that needs
         *     `guides_wifi:read`); guests find it in the guide. Test-key cards are stamped as test
         *     documents.
         */
        get: operations["getGuideCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/guides/properties/{id}/card/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Printable card as PDF
         * @description The same document as `GET /api/b2b/v1/guides/properties/{id}/card?format=pdf`
         *     (`getGuideCard`), byte for byte, on an operation of its own that answers only
         *     `application/pdf`, for client generators that type one media type per answer. It carries no
         *     Wi-Fi password. Test-key cards are stamped as test documents. An `Accept` that rules out
         *     `application/pdf` answers 406.
         */
        get: operations["getGuideCardPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/guides/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scans, views, bookings and the partner's split
         * @description For a period of whole days in UAE time (`from` to `to`, both included; by default the
         *     last 30 days up to today; at most 366 days; `to` not after today): QR scans, guide views
         *     (scans included), bookings made through the guides, their sales at the public price and
         *     the partner's split, for all properties or one (`property_id`), with a line per property.
         *
         *     Counted from what happened: views and scans recorded by the guide page (a view opened
         *     from the QR code is a scan), and the bookings guests asked for there, attributed to the
         *     property, by the day they were made. The partner's split is the share of the sales the
         *     account earns: its commission percentage when the account is on `commission` terms,
         *     otherwise the standard guide split of 10 %; `split` shows today's. Each booking carries
         *     the split of the day it was made, rounded to the fil, and earnings are their sum; it
         *     accrues to the partner's earnings when the booking is completed. Only bookings that were
         *     not cancelled or declined count. A period's figures are the sum of its days'.
         *
         *     A `property_id` of another account or mode answers 404.
         */
        get: operations["getGuideStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The white-label site
         * @description The account's white-label site: its settings (brand, address, languages, currencies,
         *     contact), its publication status, the latest submission to the trade desk and its own
         *     domain. The state machines are described on `Site` and `SiteDomain`. A site exists once
         *     its settings are first saved (`PUT /site`); before that the answer is 404.
         *
         *     Sites are stored per partition: a test key reads the account's test site (a fresh test
         *     partition has a published one with an active own domain and some traffic), flagged
         *     `sandbox: true`; a live key reads the live site.
         */
        get: operations["getSite"];
        /**
         * Save the site's settings
         * @description Saves the site's settings as a whole (PUT): brand, address (`address.subdomain`, the
         *     site's name in its address `<PUBLIC_BASE_URL>/sites/<subdomain>`, or
         *     `<PUBLIC_BASE_URL>/sites/test/<subdomain>` for a test site), languages, currencies and
         *     contact. Send every field; a field left out of an optional object is cleared. The first
         *     save creates the site as a `draft`.
         *
         *     Nothing goes live without the trade desk's review: on a `published` site the public keeps
         *     the last approved version and the change is kept as `unpublished_changes: true` until a
         *     submission is approved. A site `in_review` cannot be changed (409 `invalid_state`):
         *     withdraw the submission first, so the desk reviews what it was sent. `draft`,
         *     `changes_requested` and `published` sites can be changed; the status stays. Saving the
         *     same settings again changes nothing.
         *
         *     Rules answered as 422 `validation_failed`: `languages.default` must be one of
         *     `languages.enabled`; `currencies.default` must be one of `currencies.offered`, which
         *     must include `AED` (everything is charged in AED; other currencies are display
         *     conversions at the operator's daily rate, so each must have one); `address.subdomain`
         *     may not be a reserved name (`www`, `api`, `admin`, `app`, `mail`, `sites`, `widget`,
         *     `trade`, `support`, `help`, `static`, `cdn`, `status`, `blog`, `test`);
         *     `contact.whatsapp` and `contact.phone` are E.164. A name another site of the same mode
         *     uses (saved or published) answers 409 `already_exists`.
         *
         *     A test key saves the account's test site, a live key the live site.
         */
        put: operations["updateSite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/site/submission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the site for publishing
         * @description Sends the site's current settings to the trade desk, which reviews every site before it
         *     is published (brand, contact and legal details). The site moves to `in_review` with a new
         *     submission, stored with a request (`submission.request_id`) on the desk's queue; the desk
         *     then approves it (`published`: the public sees these settings, event `site.published`)
         *     or sends it back with `review_notes` (`changes_requested`, event
         *     `site.changes_requested`); either answer reaches the inbox. A site that is already
         *     published stays live with its last approved version during the review.
         *
         *     Allowed from `draft`, `changes_requested`, and `published` with `unpublished_changes`.
         *     A site `in_review`, or `published` with nothing changed since, answers 409
         *     `invalid_state`; an account without a site 404. Send `{}` when there is no note for the
         *     reviewer.
         *
         *     With a test key nothing reaches the trade desk: answer the request yourself with
         *     `POST /test-helpers/requests/{id}/answer` (`accepted` publishes, `declined` with a note
         *     sends it back).
         */
        post: operations["submitSite"];
        /**
         * Take the submission back
         * @description Withdraws the submission in review, so the site can be changed again: its request is
         *     withdrawn and leaves the trade desk's queue. The submission becomes `withdrawn`; the site
         *     goes back to `draft`, or to `published` (with `unpublished_changes`) when a version of it
         *     is already live. Only a site `in_review` has a submission to withdraw; any other state
         *     answers 409 `invalid_state`, an account without a site 404.
         */
        delete: operations["withdrawSiteSubmission"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/site/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ask for an own domain
         * @description Asks for the site to be served on the partner's own host name, e.g.
         *     `book.gulfhorizons.ae`, in addition to its address under the service's URL. The answer
         *     lists the DNS records to create at the partner's DNS provider: a `CNAME` to the
         *     operator's site host (`SITE_DOMAIN_TARGET`) and a `TXT` record proving the domain is the
         *     partner's. The request (`domain.request_id`) goes to the trade desk, which runs the DNS
         *     check when it answers: with both records in place the domain becomes `active` (event
         *     `domain.active`) and the site is served there, by the request's `Host`; a failed check,
         *     or a declined request, makes it `failed` with the reason (event `domain.failed`); either
         *     answer reaches the inbox. A request still `pending_dns` 14 days after it was made
         *     (`lapses_at`) becomes `failed`.
         *
         *     It must be a sub-domain (at least three labels): a CNAME cannot sit on a bare domain.
         *     Host names are case-insensitive and answered in lower case; the operator's own host
         *     names, IP addresses and `localhost` are refused (422 on `hostname`). A host name that is
         *     another site's active domain answers 409 `already_exists` until that site releases it.
         *
         *     Allowed with no domain, or over a `pending_dns` or `failed` request: a new host name
         *     replaces it, with new records (its request is withdrawn); the same host name while
         *     `pending_dns` changes nothing. An `active` domain must be released first (409
         *     `invalid_state`); an account without a site answers 404.
         *
         *     With a test key nothing reaches the trade desk: answer the request yourself with
         *     `POST /test-helpers/requests/{id}/answer`; accepting runs the same DNS check.
         */
        put: operations["requestSiteDomain"];
        post?: never;
        /**
         * Withdraw the domain request or release the domain
         * @description A `pending_dns` request is withdrawn (with its request on the trade desk's queue) and a
         *     `failed` one cleared; an `active` domain is released: the site is no longer served on it,
         *     and the host name is free for any account to ask for (the partner may then remove its DNS
         *     records). Either way `domain` becomes null. A site with no domain answers 409
         *     `invalid_state`, an account without a site 404.
         */
        delete: operations["releaseSiteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/site/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Views, bookings, sales and earnings
         * @description The site's traffic and sales for a period of UAE calendar days (UTC+04:00), day by day
         *     and in total, counted from what happened on the public site: page views (every page the
         *     site served), unique visitors (distinct browsers a day, recognised by a keyed hash that
         *     keeps neither address nor browser), bookings asked for on the site (each credited to the
         *     partner), their sales at the public price and the account's earnings on them.
         *     Everything is in AED (display currencies do not change earnings). Earnings follow the
         *     account's terms: under `commission` the commission on each sale, under `net_rate` the
         *     margin between the public price and the net rate (the same percentage), under `tariff`
         *     none. Bookings cancelled or declined are not counted. A day is the day of the view or
         *     of the booking request.
         *
         *     `from` and `to` are inclusive; the default period is the 30 days up to yesterday. `to`
         *     may be today at the latest, `from` may not be after `to`, and a period is at most 366
         *     days (422 otherwise). `format=csv` answers the days as CSV with the header
         *     `date,views,visitors,bookings,sales_aed,earnings_aed`. An account without a site
         *     answers 404.
         *
         *     A test key reads the test site's figures (a fresh test partition has some weeks of
         *     traffic and bookings), a live key the live site's.
         */
        get: operations["getSiteStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/site/stats/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Views, bookings, sales and earnings as CSV
         * @description The same document as `GET /api/b2b/v1/site/stats?format=csv` (`getSiteStats`), byte for
         *     byte, on an operation of its own that answers only `text/csv`, for client generators that
         *     type one media type per answer. The header is
         *     `date,views,visitors,bookings,sales_aed,earnings_aed`, one row per day of the period; `from`
         *     and `to` follow the same rules and defaults (422 otherwise). An account without a site
         *     answers 404. An `Accept` that rules out `text/csv` answers 406.
         */
        get: operations["getSiteStatsCsv"];
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
         * @description Clicks on the account's tracking links, bookings attributed to them and to the booking
         *     widget, the conversion and the commission, for a period of calendar days in UAE time
         *     (UTC+04:00), in total and day by day. The period is `from` to `to`, both included; by
         *     default the 30 days ending today. Everything is counted from what happened: a click is
         *     recorded when a visitor opens a link's `url` (one visitor opening the same link again
         *     within 30 minutes counts once), and a booking is one a visitor asked for on the pages a
         *     link leads to, or in the widget.
         *
         *     A booking is attributed to the link last clicked by the visitor within 30 days before
         *     they asked to book (last click wins); a booking made in the widget is attributed to the
         *     widget (`widget`, and in `totals`; it has no click). Affiliates earn 8 % of the booking
         *     value (`sales_aed`, the public price the traveller pays). A booking counts on the day it
         *     was asked for; bookings cancelled or declined later are not counted. The commission
         *     reaches the balance (see `GET /api/b2b/v1/affiliate/payouts`) when the service is
         *     completed.
         *
         *     Rules answered as 422 `validation_failed`: `to` may not be after today; `from` may not be
         *     after `to`; a period is at most 366 days.
         *
         *     Each key reads its own partition: a test key's test partition is seeded on first use with
         *     links, their clicks and attributed bookings of the last months (`sandbox: true`); a live
         *     key reads what its live links and widget brought in. The figures add up with
         *     `GET /api/b2b/v1/affiliate/performance` (the rows, plus `widget`).
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
         * @description The partition's tracking links, newest first (paged by position with `cursor`), each with
         *     its tracking `url`, the landing page it leads to (`landing_url`, with the `aff` code and
         *     UTM parameters) and the addresses of its QR code as SVG and PNG
         *     (`GET /api/b2b/v1/affiliate/links/{code}/qr`). Clicks, bookings and earnings by link are
         *     in `GET /api/b2b/v1/affiliate/performance`.
         *
         *     A test key lists its test partition's links: seeded on first use with links of several
         *     channels, plus the ones it made (`sandbox: true`). A live key lists the live links.
         */
        get: operations["listAffiliateLinks"];
        put?: never;
        /**
         * Build a tracking link
         * @description Stores a tracking link to a landing page, with the UTM parameters given (`utm_source`,
         *     `utm_medium` and `utm_campaign` are required, as analytics tools expect; `utm_term` and
         *     `utm_content` are optional). UTM values are 1 to 64 letters, digits, `.`, `_` or `-`;
         *     analytics tools are case-sensitive, so lower case is advised.
         *
         *     The link's `url` is served by this service (`PUBLIC_BASE_URL/t/{code}`): opening it
         *     records a click and redirects (302) to the landing page (`landing_url`: the operator's
         *     tours and transfers of the page's theme at public prices, with a booking-request form),
         *     carrying the `aff` code and the UTM parameters, and leaves a first-party cookie with the
         *     click for 30 days. A booking a visitor asks for within 30 days of a click is attributed to
         *     the link they clicked last, and its commission is the account's.
         *
         *     A link cannot be changed once made, since its URL may already be printed as a QR code:
         *     build a new one instead.
         *
         *     A test key stores the link in its test partition (`sandbox: true`): its pages say plainly
         *     that they are test pages, and bookings asked for there stay in the test partition.
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
         * @description The QR code of the link's `url` (the tracking URL, so a scan counts as a click), as SVG
         *     (default, scales to any print size) or PNG: choose with `format`; `size` sets the PNG's
         *     width and height in pixels. Error correction is level M with a quiet zone of two modules,
         *     so the code survives print and a small logo.
         *
         *     A link of the key's partition; any other code (another account's, the other mode's, or
         *     none) answers 404.
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
         *     same period rules, counting and defaults as `GET /api/b2b/v1/affiliate/stats`, whose
         *     totals are the sums of these rows and of its `widget` figures). Rows are ordered by
         *     earnings, then clicks, highest first; every link made by the end of the period has a row,
         *     with zeros if it had no clicks.
         *
         *     As JSON (default) the rows are paginated with `limit` and `cursor`; as CSV
         *     (`format=csv`, for spreadsheets) every row of the period comes in one file, with the
         *     header `link_code,link_name,landing_page,utm_source,utm_medium,utm_campaign,clicks,bookings,conversion_percent,sales_aed,earnings_aed`,
         *     and `limit` and `cursor` are ignored.
         *
         *     Each key reads its own partition's links (`sandbox: true` for a test key); a partition
         *     without links answers an empty list, or a CSV file with the header only.
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
    "/api/b2b/v1/affiliate/performance/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Performance by tracking link as CSV
         * @description The same document as `GET /api/b2b/v1/affiliate/performance?format=csv`
         *     (`listAffiliatePerformance`), byte for byte, on an operation of its own that answers only
         *     `text/csv`, for client generators that type one media type per answer. Every row of the
         *     period comes in one file (unpaged: it takes no `limit` or `cursor`), with the header
         *     `link_code,link_name,landing_page,utm_source,utm_medium,utm_campaign,clicks,bookings,conversion_percent,sales_aed,earnings_aed`;
         *     a partition without links answers the header only. An `Accept` that rules out `text/csv`
         *     answers 406.
         */
        get: operations["getAffiliatePerformanceCsv"];
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
         * @description The partition's affiliate balance and its payout requests, newest first (paged by
         *     position with `cursor`). `balance` covers every request, not only the page:
         *     `available_aed` is the earnings book's balance (commission on completed bookings, less
         *     what payouts hold or took) and may be paid out now; `pending_aed` is the commission on
         *     attributed bookings not yet completed; `in_payout_aed` is held by requests that are
         *     `requested`; `paid_out_aed` is everything paid so far. `bank_details` says whether bank
         *     details are on file and shows only the IBAN's last four characters (`iban_masked`): the
         *     details themselves are never returned.
         *
         *     A test key reads its test partition, seeded on first use with commission from attributed
         *     bookings, test bank details and payouts in every state (`sandbox: true`). A live key
         *     reads the live balance and payouts.
         */
        get: operations["listAffiliatePayouts"];
        put?: never;
        /**
         * Request a payout
         * @description Asks for a payout of the available balance, in AED by bank transfer to the bank details on
         *     file. Without `amount_aed` the whole available balance is asked for. The amount is held at
         *     once (it leaves `available_aed` for `in_payout_aed`, an entry of the earnings book) and
         *     the request goes to the trade desk (`request_id`), which sends the transfer within 3
         *     business days: it should arrive by `expected_by` (6 days after the request). The desk's
         *     answer moves it to `paid`, or to `rejected` with its reason (the amount returns to the
         *     available balance); the answer reaches the inbox. It can be withdrawn while `requested`.
         *
         *     Rules answered as 422 `validation_failed` on `amount_aed`: at least AED 500 (the minimum
         *     payout) and at most the available balance; nothing is stored or held. Without bank
         *     details on file it answers 409 `invalid_state`.
         *
         *     A test key requests a payout of its test partition's earnings (`sandbox: true`); the
         *     partner plays the trade desk with `POST /api/b2b/v1/test-helpers/requests/{id}/answer`
         *     on the payout's `request_id`.
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
         * @description Withdraws a payout request that is still `requested` (the trade desk has not acted on
         *     it): it becomes `cancelled`, its desk request is withdrawn and its amount returns to the
         *     available balance (an entry of the earnings book). Once the desk has answered (`paid` or
         *     `rejected`), or when already `cancelled`, it answers 409 `invalid_state`.
         *
         *     A payout of the key's partition; any other reference answers 404.
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
         *     write-only: they are stored encrypted (AES-256-GCM), no operation returns them, and the
         *     answer says only that details are on file, with the IBAN's last four characters
         *     (`iban_masked`). The trade desk reads them when it sends a transfer; new details apply to
         *     payout requests it has not yet paid.
         *
         *     `iban` is checked with its ISO 13616 check digits (spaces are allowed and removed); a UAE
         *     IBAN (`AE`) has 23 characters. `swift_bic` is required for an IBAN outside the UAE and
         *     must be of a bank in the IBAN's country. These rules answer 422 `validation_failed` on the
         *     field concerned.
         *
         *     Each key saves the details of its own partition: a test key's test partition is never
         *     paid, so its details reach nobody.
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
         * @description The booking widget as the affiliate programme shows it: the same widget as
         *     `GET /api/b2b/v1/widget` (one widget per partition, the same id and snippet), its settings
         *     in the affiliate's terms, and the snippet to paste into the affiliate's pages. The widget
         *     sells the operator's transfers and tours at the public price; every booking made in it
         *     carries the partner's code and is attributed to the widget, so its commission is the
         *     account's.
         *
         *     A test key reads its test partition's widget (seeded `active`, `sandbox: true`). A
         *     partition whose widget was never set up reads `not_set_up`.
         */
        get: operations["getAffiliateWidget"];
        put?: never;
        /**
         * Set up the affiliate widget
         * @description Sets up the widget (`not_set_up` → `active`), or replaces the settings this view shows:
         *     fields left out take their defaults; the settings only `POST /api/b2b/v1/widget` shows
         *     (the languages travellers can switch to, the theme's light or dark mode) are kept, with
         *     `language` added to the languages. The widget then loads only on pages of
         *     `allowed_origins` (each an `https://` origin: scheme and host, with a port if not 443,
         *     and no path); these rules answer 422 `validation_failed`. A paused widget stays paused;
         *     a suspended one cannot be changed (409 `invalid_state`).
         *
         *     Each key sets up its own partition's widget (`sandbox: true` for a test key: its snippet
         *     shows a test widget whose bookings stay in the test partition).
         */
        post: operations["setAffiliateWidget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a booking for a client
         * @description Prices a transfer (between an airport and a tariff zone, or between any two places in the
         *     UAE given as `service.pickup_location` and `service.dropoff_location`) or a chauffeur hire
         *     under the account's commercial terms, with its price lines, its availability (`instant`
         *     or `on_request`) and the cancellation policy that would apply. Transfers use the Ground
         *     transport tariff on the road distance between their two ends; chauffeur hire is AED 120
         *     (`EXECUTIVE_SEDAN`), 180 (`VIP_V_CLASS`) or 400 (`LUXURY_COACH`) an hour; pickups from
         *     00:00 to 05:59 UAE time carry a 20 % night surcharge; child seats are AED 30 each. Under
         *     `tariff` terms the account is charged the public price; under `commission` the public
         *     price less its commission, deducted at booking (it sells at the public price); under
         *     `net_rate` the public price less its discount (`CommercialTerms`). The rules of `ClientBookingServiceRequest` answer 422 on their paths.
         *
         *     The quote is stored and holds 30 minutes (`expires_at`): book it with `POST /bookings` and
         *     its `id`, at exactly this price. A test key gets the same price flagged `sandbox: true`,
         *     stored in the account's test partition (a live key cannot book it, nor a test key a live
         *     one).
         */
        post: operations["createClientBookingQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every booking
         * @description Every booking of the key's partition whatever its section, most recently booked first,
         *     each as a `BookingSummary`: its `kind` (transfer, tour, booking for a client, desk sale,
         *     DMC programme service, corporate transfer or shuttle run, a visitor's booking request),
         *     status, service date and start, traveller, party, amount due and whether it has a pickup
         *     (hence a name board); `href` reads it in full through its section's operation. Filter by
         *     `kind`, status and service date (the pickup or start day, UAE time; both ends included).
         *     Pages are keyset pages: a booking made while a client pages through does not shift or
         *     repeat what it reads. A test key reads the account's test partition (seeded on first use
         *     with bookings of every section in every state), a live key the live bookings.
         *
         *     A booking is listed to a key that may read it: the scope of its section's operations
         *     (`transport:read` for transfers, `activities:read` for tours, `bookings:view` for the
         *     others); a kind whose scope the key lacks is left out, and asking for it by `kind`
         *     answers 403 `insufficient_scope`. Bookings that travellers made and paid through the
         *     partner's channels are theirs, not the account's: they are listed as credits
         *     (`GET /api/b2b/v1/bookings/credited`), not here.
         *
         *     Until 2026-11 this operation listed bookings for clients only, each as a whole
         *     `ClientBooking`; read one in full with `GET /api/b2b/v1/bookings/{ref}`, and list them
         *     alone with `kind=client`.
         */
        get: operations["listClientBookings"];
        put?: never;
        /**
         * Book for a client
         * @description Books a quote (`quote_id` from `POST /bookings/quote`) at the quote's price while it holds
         *     (`expires_at`); a quote is booked once. Add what only a booking has: the lead traveller,
         *     the arriving flight (arrivals only; it replaces the quote's), the agency's reference, notes
         *     for the driver and the brand. A quote whose availability is `on_request` (a coach, or a
         *     pickup less than 6 hours ahead) is booked `on_request` and handed to the trade desk, which
         *     confirms or declines it (a declined booking is refunded in full); anything else is
         *     `confirmed` at once. The documents carry the partner's brand (the account's name) unless
         *     `brand` says otherwise.
         *
         *     The booking is charged when it is made: to the wallet while bookings are prepaid (402
         *     `insufficient_funds` with the shortfall), or to the credit line once one is approved (402
         *     `credit_limit_exceeded` past the limit); a refused booking stores nothing and leaves the
         *     quote bookable. An expired or already booked quote answers 409 `quote_expired`; a quote of
         *     the other mode or another account answers 404.
         *
         *     A test key books in the account's test partition, charged to the test wallet, flagged
         *     `sandbox: true`: it reads back, has a voucher and name board, takes amendments and cancels
         *     exactly as a live one, and nothing reaches the trade desk (confirm or decline an
         *     on-request test booking with `POST /test-helpers/bookings/{id}/advance`).
         */
        post: operations["createClientBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/credited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bookings credited to the account
         * @description Bookings that travellers made and paid through the partner's channels (booking widget,
         *     white-label site, tracking links, welcome guides), credited to the account, latest first;
         *     optionally by channel, credit status and booking date (both ends included). The credit
         *     is the account's share of what the traveller paid. Computed from the stored bookings that
         *     came through a channel: a test key reads those of the account's test partition (a few are
         *     seeded on first use), a live key its live ones (none until the channels book live).
         */
        get: operations["listClientBookingCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking for a client
         * @description Status, service, price, driver, brand and cancellation terms (with the fee if cancelled
         *     now) of a booking, as stored. A key reads the bookings of its own mode: a test key the
         *     account's test partition, a live key the live bookings. Any other reference (another
         *     account's, the other mode's) answers 404.
         *
         *     Every booking `GET /bookings` lists is read here too, by its id or its reference, in the
         *     shape of its own section (`object` names it, as the events about it carry it): a transfer
         *     as `GET /transport/bookings/{id}` answers, a tour as `GET /activities/bookings/{id}`, a
         *     desk sale as `GET /desk/sales/{id}`, a corporate transfer or shuttle run, a DMC service
         *     and a visitor's booking request as their line (`BookingLine`). A kind is read with the
         *     read scope of its own operations too (`transport:read`, `activities:read`); without it,
         *     403 `insufficient_scope`.
         */
        get: operations["getClientBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/{ref}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking under the policy
         * @description Cancels under the policy: free until 24 hours before pickup for a transfer and 48 hours
         *     for chauffeur hire, 50 % of the amount due after that; a booking still `on_request`
         *     cancels free. Only an `on_request`, `confirmed` or `driver_assigned` booking can be
         *     cancelled; any other (or cancelling twice) answers 409 `invalid_state`. The amount paid is
         *     refunded to the wallet (or credited to the credit line) and the fee charged, as two ledger
         *     entries. A test key cancels in the test partition, against the test wallet.
         */
        post: operations["cancelClientBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/{ref}/amendments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the trade desk for a change
         * @description Sends the trade desk a change (new pickup time or date, flight, vehicle, passengers,
         *     bags, child seats, hours, lead traveller) or a service request (meet and greet,
         *     wheelchair assistance, an extra stop, extra waiting time, other). The booking does not
         *     change until the desk accepts; follow the answer with `GET /api/b2b/v1/requests`. Only an
         *     `on_request`, `confirmed` or `driver_assigned` booking takes requests (409
         *     `invalid_state` otherwise); the rules of `ClientBookingAmendmentRequest` answer 422.
         *
         *     The request is stored `open`; with a live key it is handed to the trade desk in the same
         *     transaction. When the desk accepts, the change is made to the booking and the price
         *     difference (the one the desk sets, else the repriced change or the service's price) is
         *     charged to the wallet or credit line, or refunded when negative; if the wallet cannot
         *     cover it the acceptance is refused and the request stays open. A declined request changes
         *     nothing. A test key stores the request in the test partition and nothing reaches the
         *     desk: answer it with `POST /test-helpers/requests/{id}/answer`.
         */
        post: operations["createClientBookingAmendment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/{ref}/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the partner's brand, or none, on a booking's documents
         * @description Chooses what the booking's voucher and name board show: the partner's brand (its name,
         *     by default the account's, and accent colour) or no brand at all. The operator's own brand
         *     is never shown on a partner's documents. Any state but `declined` and `cancelled` (409
         *     `invalid_state`). The brand is stored on the booking (its state does not change) and the
         *     documents use it from then on; a test key sets it on its test booking.
         */
        post: operations["setClientBookingBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/{ref}/voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The traveller's voucher
         * @description The voucher in the booking's brand (the partner's or none), as HTML (default) or PDF:
         *     choose with `format`. Issued for `confirmed`, `driver_assigned`, `completed` and `no_show`
         *     bookings; an `on_request`, `declined` or `cancelled` booking has none (409
         *     `invalid_state`). Test-key vouchers are stamped as test documents.
         *
         *     Every booking `GET /bookings` lists has its voucher here too, by its id or reference, as
         *     its own section prints it (a transfer's as `GET /transport/bookings/{id}/voucher`, a
         *     desk sale's, a corporate transfer's …), read with the read scope of its kind's
         *     operations; a kind that prints none (a shuttle run, a DMC service, a visitor's booking
         *     request) answers 404.
         */
        get: operations["getClientBookingVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/{ref}/voucher/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The traveller's voucher as PDF
         * @description The same document as `GET /api/b2b/v1/bookings/{ref}/voucher?format=pdf`
         *     (`getClientBookingVoucher`), byte for byte, on an operation of its own that answers only
         *     `application/pdf`, for client generators that type one media type per answer. Issued for
         *     `confirmed`, `driver_assigned`, `completed` and `no_show` bookings; an `on_request`,
         *     `declined` or `cancelled` booking has none (409 `invalid_state`). Test-key vouchers are
         *     stamped as test documents. An `Accept` that rules out `application/pdf` answers 406.
         */
        get: operations["getClientBookingVoucherPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/{ref}/name-board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver's name board
         * @description A landscape page that the driver holds up at the meeting point, as HTML (default) or PDF:
         *     choose with `format`. It shows the lead traveller's name in large letters, the booking's
         *     brand (a booking for a client: the brand it chose, or none; any other: the partner's
         *     printed brand), the flight for an arrival and the reference. `ref` is any booking that
         *     `GET /api/b2b/v1/bookings` lists, whatever its section, with `has_pickup`: transfers,
         *     bookings for clients, tours with a hotel pickup, corporate transfers, desk sales of a
         *     transfer or a vehicle hire (a transfer's and a tour's own path answer the same board). A booking without a pickup has no board: 404
         *     `not_found` saying so. Issued while the pickup is ahead: `confirmed` and
         *     `driver_assigned` bookings only (409 `invalid_state` otherwise). A booking of a section
         *     whose read scope the key lacks answers 403. Test-key boards are stamped as test
         *     documents.
         */
        get: operations["getClientBookingNameBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/bookings/{ref}/name-board/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver's name board as PDF
         * @description The same document as `GET /api/b2b/v1/bookings/{ref}/name-board?format=pdf`
         *     (`getClientBookingNameBoard`), byte for byte, on an operation of its own that answers only
         *     `application/pdf`, for client generators that type one media type per answer. Any booking
         *     that `GET /api/b2b/v1/bookings` lists with `has_pickup`, whatever its section; a booking
         *     without a pickup has no board (404 `not_found`). Issued while the pickup is ahead:
         *     `confirmed` and `driver_assigned` bookings only (409 `invalid_state` otherwise). Test-key
         *     boards are stamped as test documents. An `Accept` that rules out `application/pdf`
         *     answers 406.
         */
        get: operations["getClientBookingNameBoardPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Change and service requests with the desk's answers
         * @description The account's change and service requests on its bookings (bookings for clients, and
         *     transfers changed with `POST /transport/bookings/{id}/amendments`: `booking_kind` says
         *     which), latest first, with the trade desk's answers (`answer.price_difference_aed` is
         *     what was charged, or refunded when negative); optionally by status and booking. Keyset pages, stable while requests are made.
         *     A test key reads the account's test partition (seeded with open, accepted and declined
         *     requests), a live key the live requests.
         */
        get: operations["listClientBookingDeskRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/requests/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw an open request
         * @description Takes back a request the desk has not answered: `open` → `withdrawn`. An `accepted`,
         *     `declined` or already `withdrawn` request answers 409 `invalid_state`. The desk's task is
         *     closed with it. Requests of the other mode or another account answer 404.
         */
        post: operations["withdrawClientBookingDeskRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/desk/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quick sale at the desk
         * @description Sells one item of the rate catalogue (`GET /api/b2b/v1/rates/catalogue`) to a hotel guest
         *     at the desk: a transfer, a tour or a chauffeured vehicle hire. The guest pays the public
         *     price at the desk (`cash`, `card` on the hotel's terminal, or `room_charge`); the account
         *     is charged its price under its commercial terms (`CommercialTerms`: the public price, less
         *     its commission or discount) when the sale is made, and keeps the rest of what the guest
         *     paid; the desk day's settlement adds them up when it is closed.
         *     The sale counts in the desk day of its sale date (UAE time, UTC+04:00).
         *
         *     A transfer item (`TRF-…`) runs one way between its airport and its tariff zone, and is
         *     priced as the catalogue says whatever the exact places. Without locations it runs from the
         *     guest's hotel (in the item's zone) to the airport. With `pickup_location` and
         *     `dropoff_location` (`TripLocation`, both or neither) it says exactly where, either way: one
         *     end at the item's airport (any terminal of it) and the other in the item's zone, each
         *     refused on its own field otherwise (`dropoff_location.hotel_ref` …). The sale keeps both
         *     ends as resolved (`pickup_location`, `dropoff_location`), which the voucher and the
         *     driver's sheet name.
         *
         *     Rules answered as 422 `validation_failed`: `item_code` must be in the catalogue; the
         *     service must start at least 60 minutes from now and at most 90 days ahead (UAE time);
         *     at least one adult; children only on `per_person` items that take children, and on
         *     `per_vehicle` items the party (adults + children) may not exceed the vehicle's seats.
         *     Selling into a desk day that is already closed answers 409 `invalid_state`.
         *
         *     A sale is a booking (id `bkg_…`, the format of every booking): its amount due is charged
         *     when it is made, to the wallet while bookings are prepaid (402 `insufficient_funds` with
         *     the shortfall when the wallet does not cover it) or to the credit line once one is approved
         *     (402 `credit_limit_exceeded` past the limit); a refused sale stores nothing. It then shows in
         *     its desk day (`GET /desk/days/{date}`), the ledger and the statements.
         *
         *     A test key sells in the account's test partition, charged to the test wallet, exactly as a
         *     live key does in the live one.
         */
        post: operations["createDeskSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/desk/sales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One desk sale
         * @description A sale made at the desk, by its booking id or its reference (`DS-7KQ2-M9XH`, as the
         *     guest's voucher prints it), as `POST /desk/sales` answered it and its desk day lists it,
         *     with its state now (`settled` once its desk day is closed). A key reads the sales of its
         *     own mode; another account's or the other mode's answers 404.
         */
        get: operations["getDeskSale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/desk/sales/{id}/voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hotel guest's voucher
         * @description The hotel guest's voucher of a sale made at the desk, by the sale's booking id or its
         *     reference, in the desk's printed brand: the tour or transfer, the pickup at the hotel at
         *     the time sold, the party, what the guest paid, the operator's 24-hour line, and that a
         *     change is asked of the desk that sold it. Every sale has one, settled or not.
         *     As HTML (default) or PDF: choose with `format`. Test-key vouchers are stamped as test
         *     documents.
         */
        get: operations["getDeskSaleVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/desk/sales/{id}/voucher/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hotel guest's voucher as PDF
         * @description The same document as `GET /api/b2b/v1/desk/sales/{id}/voucher?format=pdf` (`getDeskSaleVoucher`), byte for byte, on an
         *     operation of its own that answers only `application/pdf`, for client generators that type
         *     one media type per answer. An `Accept` that rules out `application/pdf` answers 406.
         *     The hotel guest's voucher of a sale made at the desk, by the sale's booking id or its
         *     reference, in the desk's printed brand: the tour or transfer, the pickup at the hotel at
         *     the time sold, the party, what the guest paid, the operator's 24-hour line, and that a
         *     change is asked of the desk that sold it. Every sale has one, settled or not.
         */
        get: operations["getDeskSaleVoucherPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/desk/days/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A day's sales, or its settlement as CSV or PDF
         * @description The desk day of `date` (UAE calendar day): its sales, totals by payment method and the
         *     settlement with the operator. Choose the format with `format`: `json` (default), `csv`
         *     (one row per sale, for the hotel's accounts) or `pdf` (the settlement sheet to sign and
         *     file). The day is computed from the sales stored that UAE day, oldest first, while it is
         *     `open` (a day without sales is open and empty); once `closed`, every format answers the
         *     settlement frozen when it was closed, whatever happens afterwards. A date after today (UAE
         *     time) answers 422.
         *
         *     A test key reads the account's test partition: it starts with the last three days' sales,
         *     the oldest of those days closed; a live key reads its own sales.
         */
        get: operations["getDeskDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/desk/days/{date}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A day's settlement as PDF
         * @description The same document as `GET /api/b2b/v1/desk/days/{date}?format=pdf` (`getDeskDay`), byte for
         *     byte, on an operation of its own that answers only `application/pdf`, for client generators
         *     that type one media type per answer. The PDF: the settlement sheet to sign and file. Once
         *     the day is `closed` it answers the settlement frozen when it was closed. A date after today
         *     (UAE time) answers 422. An `Accept` that rules out `application/pdf` answers 406.
         */
        get: operations["getDeskDayPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/desk/days/{date}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A day's sales as CSV
         * @description The same document as `GET /api/b2b/v1/desk/days/{date}?format=csv` (`getDeskDay`), byte for
         *     byte, on an operation of its own that answers only `text/csv`, for client generators that
         *     type one media type per answer. The CSV: one row per sale, for the hotel's accounts, with
         *     the sale's id (`sale_id`) and the reference the desk and the guest read (`reference`). Once
         *     the day is `closed` it answers the settlement frozen when it was closed. A date after today
         *     (UAE time) answers 422. An `Accept` that rules out `text/csv` answers 406.
         */
        get: operations["getDeskDayCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/desk/days/{date}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the day and freeze its settlement
         * @description Closes the desk day of `date` with the cash counted in the drawer: no sale can be added to
         *     it afterwards, its sales become `settled` and the settlement is frozen (what the desk
         *     collected, what it owes the operator, what it earned, and any cash difference). Only an
         *     `open` day of today or earlier can be closed; closing a `closed` day answers 409
         *     `invalid_state`, a date after today 422. The closed day is stored with its settlement and
         *     an inbox notice in one transaction; afterwards a sale into that day answers 409
         *     `invalid_state`, and `GET /desk/days/{date}` answers the frozen settlement in every format.
         *
         *     A test key closes the day in the account's test partition, a live key in the live one.
         */
        post: operations["closeDeskDay"];
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
         * @description The partition's cost centres, newest first (by `created_at`), with their approvers and
         *     this month's spend, counted from their bookings (`spend_this_month`). Filter by `status`;
         *     page with `limit` and `cursor`.
         *
         *     A test key reads its test partition, seeded on first use with the sandbox company: the
         *     same eight cost centres, under the same ids, in every test partition (one archived; the
         *     travel manager `yusuf.petrova@corp.example` approves for all of them without a limit),
         *     plus those its test keys created. A live key reads the cost centres live keys created.
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
         *     would take the spend of its pickup's month over `monthly_budget_aed`.
         *
         *     The cost centre is stored in the key's partition (a test key's in its test partition,
         *     `sandbox: true`); every change is recorded. A cost centre of the other mode or of another
         *     account answers 404. Two creates racing for one code: one is stored, the other answers
         *     409 `already_exists`.
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
         *     Approvers are people, named by their e-mail address: a request that needs approval is
         *     e-mailed to each approver of its cost centre (from a live partition; a test partition's
         *     approvers are never e-mailed), and they decide it with `POST …/requests/{id}/decision`.
         *     Requests already pending are decided by the approvers in place when they are decided.
         *     Each key changes cost centres of its own partition; another's answers 404.
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
         * @description Employees' transfer requests of the partition, newest first (by `created_at`). Filter by
         *     `status` (`completed`: approved and its transfer has run; `approved`: approved, not run
         *     yet) and `cost_centre_id`; page with `limit` and `cursor`.
         *
         *     A test key reads its test partition, seeded with the sandbox company's requests in every
         *     state (their dates follow today's: some pending approval, some run, declined or
         *     expired), plus those its test keys made. A live key reads the live ones.
         */
        get: operations["listCorporateRequests"];
        put?: never;
        /**
         * Request a transfer for an employee
         * @description Requests a private transfer for an employee, charged to a cost centre: between two places
         *     (`transfer.pickup_location` and `transfer.dropoff_location`, anywhere in the UAE) or
         *     between an airport and a tariff zone. The transfer is priced like
         *     `POST /api/b2b/v1/transport/quote` under the account's terms (the same rules apply,
         *     reported under `transfer.`: `transfer.pickup_location.hotel_ref` …), and
         *     `transfer.flight_number` is accepted only when the pickup is at an airport.
         *
         *     When the cost centre needs no approval for it (the estimate is at or below
         *     `approval_threshold_aed` and within the month's budget), the request is created `approved`
         *     and the transfer is booked at once (`booking_id`, read out as `booking_reference`) and
         *     charged to the wallet or credit line in the same transaction: 402 when they cannot cover
         *     it, and then nothing is stored.
         *     Otherwise it is created `pending_approval` with the reasons (`above_threshold`,
         *     `over_budget`), nothing is charged, and an e-mail goes to each approver of the cost centre
         *     saying what to decide and by when (live partitions only). It must be decided by
         *     `approval.decide_by`, 2 hours before pickup; then the service's expiry job moves it to
         *     `expired` (event `corporate_request.expired`, with an inbox notice). A request that needs
         *     approval and starts within 2 hours answers 422 on `transfer.pickup_time`.
         *
         *     `cost_centre_id` must be a cost centre of the partition (422) that is `active` (an
         *     archived one answers 409 `invalid_state`). The request is stored in the key's partition;
         *     a test key's booking is charged to the test wallet.
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
         * @description An approver of the request's cost centre approves or declines it; the decision and who
         *     made it are stored. Approving books the transfer (`booking_id`, read out as
         *     `booking_reference`) and charges it in the same transaction as the decision: when the
         *     wallet or credit line cannot cover it, the answer is 402 and the request stays
         *     `pending_approval`, undecided, to be approved again once funds are there. Declining needs a `reason`. The employee is e-mailed the outcome when
         *     the request gave their e-mail (live partitions only), and the decision reaches the inbox
         *     (events `corporate_request.approved`, `corporate_request.declined`).
         *
         *     Rules answered as 422 `validation_failed`: `approver_email` is an approver of the cost
         *     centre and, to approve, may approve the estimate (`approves_up_to_aed`); `reason` is
         *     required to decline. Only a `pending_approval` request can be decided: any other state
         *     (including one past its `decide_by`, expired or about to be) answers 409 `invalid_state`.
         *
         *     A test key decides requests of its test partition (the approvers' part in a rehearsal);
         *     a request of the other mode or of another account answers 404.
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
         * @description The partition's recurring staff shuttles, newest first (by `created_at`), with their
         *     route, timetable, rate in force, newly agreed rate and the last month with scheduled runs.
         *     Filter by `status`; page with `limit` and `cursor`.
         *
         *     A test key reads its test partition, seeded with the sandbox company's four shuttles (two
         *     running with runs booked, one paused, one ended; one with a newly agreed rate to pick up),
         *     plus those its test keys created. A live key reads the live ones.
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
         *     The shuttle and each of its rates are stored in the key's partition (a rate version is
         *     never changed once agreed); a shuttle of the other mode or of another account answers 404.
         *     Nothing is charged until runs are scheduled.
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
         *     Cancelled runs are refunded in full; the move and the refunds are one transaction, and the
         *     inbox gets one notice for them. Each key moves shuttles of its own partition.
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
         *     `skip_dates` (public holidays, office closures). Each run is priced at the rate in force
         *     on its date (the latest picked-up rate version effective by then); `rate_version` is the
         *     newest version used. Scheduling a month again replaces its runs that have not yet run
         *     (cancelled and refunded, then booked anew).
         *
         *     Each run is a booking charged to the shuttle's cost centre and to the wallet or credit
         *     line, all in one transaction: when they cannot cover the month, the answer is 402 with
         *     the whole month's shortfall and nothing is booked, charged or stored. The cost centre's
         *     usage counts the runs.
         *
         *     Rules answered as 422 `validation_failed`: `month` is this month or one of the next 12;
         *     each skip date lies in the month; at least one run results. Only an `active` shuttle can be
         *     scheduled, charged to an `active` cost centre: 409 `invalid_state` otherwise.
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
         * @description Makes the newly agreed rate in `pending_rate` the shuttle's rate, from its `effective_from`:
         *     runs already scheduled on or after that date that have not run (from tomorrow at the
         *     earliest) are repriced, each booking's difference charged or refunded through the ledger
         *     in one transaction (402, with nothing changed, when the wallet or credit line cannot
         *     cover the increase). Runs before keep the rate they were booked at. Send the
         *     `rate_version` you accept, as read from `pending_rate.version`, so that a rate you have
         *     not seen is never picked up (422 on `rate_version` when it differs).
         *
         *     A shuttle with no `pending_rate`, or an ended one, answers 409 `invalid_state`. Each key
         *     reprices shuttles of its own partition.
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
         *     with each cost centre's budget use and its requests by outcome, computed from the
         *     partition's bookings: a transfer or run counts in the month of its service date (UAE time)
         *     at what it is charged (a cancelled one at its cancellation fee only, and not in the
         *     count), and requests count in the month of their pickup. `month` defaults to this month
         *     and may not be in the future. A cost centre is listed for a month it existed in. Choose
         *     `json` (default) or `csv`
         *     with `format`; the CSV has one row per cost centre and the columns `month`,
         *     `cost_centre_id`, `code`, `name`, `transfers`, `transfers_aed`, `shuttle_runs`,
         *     `shuttle_aed`, `total_aed`, `monthly_budget_aed`, `budget_used_percent`,
         *     `requests_approved`, `requests_declined`, `requests_pending`, `requests_expired`.
         *
         *     A test key reads its test partition's usage (the sandbox company's seeded months and what
         *     its test keys booked); a live key reads the live partition's.
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
    "/api/b2b/v1/corporate/usage/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage by cost centre as CSV
         * @description The same document as `GET /api/b2b/v1/corporate/usage?format=csv` (`getCorporateUsage`),
         *     byte for byte, on an operation of its own that answers only `text/csv`, for client
         *     generators that type one media type per answer. One row per cost centre, with the columns
         *     the JSON operation describes; `month` defaults to this month and may not be in the future
         *     (422). An `Accept` that rules out `text/csv` answers 406.
         */
        get: operations["getCorporateUsageCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/bookings/{id}/voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The traveller's voucher of a corporate transfer
         * @description The traveller's voucher of a corporate transfer (the booking of an approved request,
         *     `booking_id` or `booking_reference` of `GET /corporate/requests`), in the company's
         *     printed brand: the transfer, where the driver meets the traveller, the driver once
         *     assigned, the operator's 24-hour line. A shuttle run has no voucher (404: it carries
         *     whoever boards it); a cancelled transfer has none (409 `invalid_state`).
         *     As HTML (default) or PDF: choose with `format`. Test-key vouchers are stamped as test
         *     documents.
         */
        get: operations["getCorporateVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/corporate/bookings/{id}/voucher/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The traveller's voucher of a corporate transfer as PDF
         * @description The same document as `GET /api/b2b/v1/corporate/bookings/{id}/voucher?format=pdf` (`getCorporateVoucher`), byte for byte, on an
         *     operation of its own that answers only `application/pdf`, for client generators that type
         *     one media type per answer. An `Accept` that rules out `application/pdf` answers 406.
         *     The traveller's voucher of a corporate transfer (the booking of an approved request,
         *     `booking_id` or `booking_reference` of `GET /corporate/requests`), in the company's
         *     printed brand: the transfer, where the driver meets the traveller, the driver once
         *     assigned, the operator's 24-hour line. A shuttle run has no voucher (404: it carries
         *     whoever boards it); a cancelled transfer has none (409 `invalid_state`).
         */
        get: operations["getCorporateVoucherPdf"];
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
         * @description The programmes of the key's partition, newest first (by `created_at`), optionally of one
         *     `status`, in pages (`limit`, `cursor`); each as the details operation reads it.
         *
         *     A test key reads its test partition: seeded on first use with programmes in every state
         *     (drafts, proposals with client links, one on hold, one declined, one cancelled, one booked
         *     through a client link and one completed, and the programme of this contract's examples,
         *     `dmp_ZOTDn5F1DFDPB1Vi6mES`), plus what it created. A live key reads the programmes created
         *     with live keys (`sandbox: false`).
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
         *     The programme is stored in the key's partition: a test key's in its test partition
         *     (`sandbox: true`), a live key's in the live one; a programme of the other mode or of
         *     another account answers 404. Each change is kept in the programme's history of events.
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
         *     accepted which version once booked (`acceptance`: the name and e-mail the client gave, the
         *     time, and whether through a client link), with what accepting booked (`booking`). A
         *     programme of the other mode or of another account answers 404.
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
         *     The version is stored with the programme, numbered after the last one (two versions saved
         *     at the same moment get consecutive numbers), and never changes afterwards: changing the
         *     programme's group or dates leaves saved versions as they were priced.
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
         *     under their policy: each service cancels free until 48 hours before it starts, and for
         *     half its net price after (the refund and the fee are ledger entries); services already
         *     completed stay as they are.
         *
         *     Every move is recorded (from, to, who, when). Each key moves programmes of its own
         *     partition: a test key its test programmes, a live key live ones.
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
         *     never shows on them. Not for a `cancelled` programme (409 `invalid_state`). The brand is
         *     stored with the programme and shows on its proposal and client link pages from then on.
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
         *     Accepting books every service of the version, in one transaction: the wallet (or the
         *     credit line) is checked for the version's whole net total first, and each service becomes
         *     a booking charged through the ledger. When the funds do not cover the whole version the
         *     answer is 402 (`insufficient_funds`, or `credit_limit_exceeded` on a credit line) and
         *     nothing is booked, charged or changed: not one service. The programme then shows
         *     `acceptance` (the version, the person, the time, `via`) and `booking` (its reference,
         *     the number of services and the amount charged), and the inbox gets a notice. The client
         *     can accept the same way on a client link's page. A test key books in its test partition,
         *     charged to the test wallet.
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
         *     version, recipient, status, views, and who accepted through it and when. A link whose
         *     time has passed reads `expired` at once.
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
         *     `url` is a page this service serves (under its public address), with a random,
         *     unguessable part: the proposal in the programme's brand, where the client gives a name and
         *     e-mail and accepts, which books the version exactly as the accept operation does. Each
         *     opening counts in `views`. Once expired (by time) or revoked, the page answers 410 Gone.
         *     A test key's link is stored in its test partition and opens a page marked as a test page;
         *     accepting there books in the test partition.
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
         *     one of this programme's answers 404. From then on its page answers 410 Gone.
         */
        post: operations["revokeDmcClientLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/rates/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogue at the account's rates: JSON, CSV or PDF
         * @description Everything the operator sells to the trade, priced under the account's commercial terms for
         *     the current season (1 October to 30 September): airport transfers from DXB and AUH to every
         *     tariff zone by vehicle class (day rate; the quote adds 20 % from 00:00 to 05:59),
         *     tours with adult and child prices, and chauffeured vehicle hire by the half or full day.
         *     Filter with `category`. Choose the format with `format`: `json` (default, paged with
         *     `limit` and `cursor`), `csv` or `pdf` (every matching item, unpaged, for a rate binder).
         *
         *     The catalogue is the operator's, the same for a test and a live key, priced under the
         *     account's terms; `sandbox` says which partition the key reads (`true` for a test key).
         */
        get: operations["getRateCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/rates/catalogue/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogue at the account's rates as PDF
         * @description The same document as `GET /api/b2b/v1/rates/catalogue?format=pdf` (`getRateCatalogue`), byte
         *     for byte, on an operation of its own that answers only `application/pdf`, for client
         *     generators that type one media type per answer. Every matching item, unpaged (a rate
         *     binder): it takes no `limit` or `cursor`. Filter with `category`. An `Accept` that rules out
         *     `application/pdf` answers 406.
         */
        get: operations["getRateCataloguePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/rates/catalogue/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogue at the account's rates as CSV
         * @description The same document as `GET /api/b2b/v1/rates/catalogue?format=csv` (`getRateCatalogue`), byte
         *     for byte, on an operation of its own that answers only `text/csv`, for client generators
         *     that type one media type per answer. Every matching item, unpaged (one row per item): it
         *     takes no `limit` or `cursor`. Filter with `category`. An `Accept` that rules out `text/csv`
         *     answers 406.
         */
        get: operations["getRateCatalogueCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/rates/sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service rate sheet
         * @description The rules behind every price, for the season in force today: the airport transfer matrix
         *     (every airport and tariff zone by vehicle class, public price and the account's price), the
         *     night surcharge, chauffeured hire by the hour, supplements (extra waiting, child seat,
         *     extra stop, meet and greet), the cancellation policies and the account's terms. Narrow
         *     the transfer matrix with `airport`.
         *
         *     The sheet is the same for a test and a live key, under the account's terms; `sandbox` says
         *     which partition the key reads (`true` for a test key).
         */
        get: operations["getRateSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/quote-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a quote request
         * @description Asks the trade desk to price what the catalogue does not: a group, a multi-day itinerary,
         *     an event. The desk answers by `respond_by` (default: two days from now, and never later
         *     than the day before the first service) with a priced quote the partner accepts or lets
         *     expire; see `RateQuoteRequest` for the states.
         *
         *     Rules answered as 422 `validation_failed`: every service date is after today and at most
         *     365 days ahead (UAE time); a `transfer` names `from` and `to`; a `vehicle_hire` names
         *     `vehicle`; `respond_by` is after today and before the first service date; the services
         *     carry at most 30 lines.
         *
         *     The request is stored (id `rqt_…`, a request of kind `quote_request`, read back with
         *     `GET /quote-requests/{id}`) and, with a live key, handed to the trade desk before the answer says
         *     `submitted`. The desk's answer (a price, or a decline with a note) reaches the inbox. A
         *     test key stores it in the account's test partition and nothing reaches the desk: answer it
         *     yourself with `POST /test-helpers/requests/{id}/answer`.
         */
        post: operations["createQuoteRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/wholesale-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request vehicle capacity
         * @description Asks for a block of chauffeured vehicles for a run of days (an event, a conference, a
         *     season's excursions). The answer carries the indicative price at the account's hourly hire
         *     rates; the trade desk answers with a firm offer within two working days, see
         *     `RateWholesaleRequest` for the states.
         *
         *     Rules answered as 422 `validation_failed`: `start_date` at least 3 days after today and at
         *     most 365 days ahead (UAE time); `end_date` on or after `start_date`, at most 60 days
         *     later; at most 50 vehicles a day (20 for `LUXURY_COACH`).
         *
         *     The request is stored (id `rqt_…`, a request of kind `wholesale_request`, read back with
         *     `GET /wholesale-requests/{id}`) and, with a live key, handed to the trade desk before the answer says
         *     `submitted`; nothing is held until the desk's offer is accepted. The desk's answer (a firm
         *     offer, or a decline with a note) reaches the inbox. A test key stores it in the account's
         *     test partition and nothing reaches the desk: answer it yourself with
         *     `POST /test-helpers/requests/{id}/answer`.
         */
        post: operations["createWholesaleRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/quote-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A quote request and the desk's answer
         * @description The quote request as sent, with its current status and the trade desk's answer: `quoted`
         *     with the price in `quote` (it holds for 14 days), or `declined`; `answer_note` and
         *     `answered_at` once answered. A key reads the requests of its own mode: a test key the
         *     account's test partition (answer them with `POST /test-helpers/requests/{id}/answer`), a
         *     live key the live ones. Any other id (another mode's, another account's, or a request of
         *     another kind) answers 404.
         */
        get: operations["getQuoteRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/wholesale-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A wholesale request and the desk's offer
         * @description The wholesale request as sent, with its current status and the trade desk's answer:
         *     `offered` with the firm offer in `offer` (it holds for 14 days), or `declined`;
         *     `answer_note` and `answered_at` once answered. A key reads the requests of its own mode:
         *     a test key the account's test partition (answer them with
         *     `POST /test-helpers/requests/{id}/answer`), a live key the live ones. Any other id
         *     (another mode's, another account's, or a request of another kind) answers 404.
         */
        get: operations["getWholesaleRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/widget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Widget settings and snippet
         * @description The booking widget: one script tag, served by this service (`script_url`), that puts the
         *     operator's transfers and tours on the partner's own web pages at the public price, in the
         *     widget's languages, with the partner's name and partner code on every booking made
         *     through it (a booking request attributed to the widget, whose commission is the
         *     account's). The answer has the settings and the `snippet` to paste where the widget
         *     should appear. The widget shows only on the `allowed_origins`: its offers and bookings
         *     answer only pages of those origins (checked from the browser's `Origin` or `Referer`).
         *     The state machine is described on `Widget`.
         *
         *     A test key reads its test partition's widget (seeded `active`, `sandbox: true`): it shows
         *     as a test widget and its bookings stay in the test partition. A partition whose widget
         *     was never set up answers 404: set it up with `POST /api/b2b/v1/widget` (with
         *     `allowed_origins`) or `POST /api/b2b/v1/affiliate/widget`.
         */
        get: operations["getWidget"];
        put?: never;
        /**
         * Change the widget
         * @description Changes the fields sent and keeps the others (send at least one). `status` pauses
         *     (`paused`: the snippet shows a "bookings are closed" notice) or resumes (`active`) the
         *     widget; a `suspended` widget was stopped by the operator and cannot be changed by the
         *     partner (409 `invalid_state`: the trade desk lifts a suspension). The snippet does not
         *     change with the settings: pages that already carry it pick the change up on their next
         *     load. A partition without a widget gets one from its first change: it starts `active`
         *     with the defaults (transfers and tours, English and Arabic, AED, a light inline theme)
         *     and the fields sent, and needs `allowed_origins` to be active.
         *
         *     Rules answered as 422 `validation_failed`: `languages.default` must be one of
         *     `languages.enabled`; `default_product` must be one of `products`; each of
         *     `allowed_origins` is an https origin (scheme, host and optional port, no path); an
         *     `active` widget needs at least one allowed origin.
         *
         *     Each key changes its own partition's widget (`sandbox: true` for a test key); every
         *     change is stored and a change of status is recorded as a state move.
         */
        post: operations["updateWidget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List
         * @description The people of the key's partition with their role and status, newest first (by when they
         *     were first invited).
         *     Filter with `status` and `role`; page with `limit` and `cursor`.
         *
         *     A test key reads its test partition: seeded on first use with a team in every status (the
         *     owner, active people of each role, two invited, two deactivated), plus whoever it invited.
         *     A live key reads the people invited with live keys (`sandbox: false`).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Invite a person
         * @description Invites a person by e-mail with a role and stores them as `invited`. The invitation is a
         *     single-use token, random, valid for 7 days (`invitation_expires_at`); the service keeps
         *     only its SHA-256 hash, and the token appears in no answer and no log: only in the
         *     invitation e-mail. The role `owner` cannot be given: ownership moves only through the
         *     trade desk (422). An e-mail (compared in lower case) that already belongs to a person of
         *     the partition, in any status, answers 409 `already_exists`; nothing is stored.
         *
         *     A live key stores the person in the live partition and queues the invitation e-mail in
         *     the same transaction (it is sent by the mail delivery job). A test key stores the person
         *     in its test partition (`sandbox: true`) and sends no e-mail: test invitations never reach
         *     an inbox, whatever the address.
         */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a person's role
         * @description Gives an `invited` or `active` person another role; it applies from their next request.
         *     The owner's role cannot be changed and nobody can be made `owner` here (ownership moves
         *     through the trade desk): 409 `invalid_state` for the owner, 422 for `owner`. A
         *     `deactivated` person answers 409 `invalid_state`: reactivate them first. Giving the role
         *     a person already has changes nothing and answers 200.
         *
         *     Each key changes people of its own partition: a test key its test team, a live key the
         *     live one; a person of the other mode or of another account answers 404.
         */
        post: operations["changeUserRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a person's access
         * @description Ends an `active` person's access at once (their sessions are signed out), or cancels an
         *     `invited` person's pending invitation. The person stays in the list as `deactivated`,
         *     with their history; a pending invitation's token stops working. The owner cannot be
         *     deactivated, and a `deactivated` person cannot be deactivated again: both answer 409
         *     `invalid_state`.
         *
         *     Each key changes people of its own partition: a test key its test team, a live key the
         *     live one; a person of the other mode or of another account answers 404.
         */
        post: operations["deactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/users/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a person's access
         * @description Restores a `deactivated` person with the role they had: someone who had joined becomes
         *     `active` again; someone who never accepted their invitation is invited again (`invited`,
         *     a new 7-day invitation with a new token; with a live key it is e-mailed, with a test key it
         *     is not). Reactivating anyone not `deactivated` answers 409 `invalid_state`.
         *
         *     Each key changes people of its own partition: a test key its test team, a live key the
         *     live one; a person of the other mode or of another account answers 404.
         */
        post: operations["reactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notices about the account
         * @description Notices about the account, newest first: booking updates (confirmed, declined, driver
         *     assigned, completed, no-show, cancelled, changed), answers to requests, payments into the
         *     wallet, credit-line decisions, statements and invoices. Each is a stored event of the
         *     change that caused it, written in the change's own transaction, and points at its object
         *     (`related`). Pages are keyset-paged: rows added while a client pages never shift or
         *     repeat a page. Filter with `kind` and `since`. The same changes, with a snapshot of each
         *     object, are in the event feed (`GET /events`) and are pushed to webhook endpoints.
         *
         *     A test key reads its test partition's notices (a fresh one starts with a seeded history:
         *     bookings in every state, a wallet top-up, last month's statement and invoice); a live key
         *     reads the live account's. A month's statement and invoice notices appear on the first
         *     read after the month ends (UAE time).
         */
        get: operations["listNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statements, balance and open invoices
         * @description The partition's balance, its monthly statements (newest first, the last 12 months that have
         *     ledger entries, as issued at each month's close) and its open invoices, with their status
         *     and amounts due as they stand. A test key
         *     reads its test partition (seeded with a funded wallet, bookings and last month's statement
         *     and invoice); a live key reads the live account.
         */
        get: operations["getStatementsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/statements/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One month's statement
         * @description A month's statement, as JSON (default) or PDF; choose with `format`. It is issued and stored
         *     at the month's close (00:00 UAE time on the 1st of the next month) for every month that has
         *     ledger entries, and every read serves it as issued (the PDF byte for byte; `ETag`,
         *     `If-None-Match` → 304), only the status of its invoices as it stands. The current and
         *     future months, and a month without entries, answer 404; this month's running invoice is
         *     `GET /api/b2b/v1/invoices/draft`. A test key reads its test
         *     partition's statements, a live key the live account's.
         */
        get: operations["getStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/statements/{period}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One month's statement as PDF
         * @description The same document as `GET /api/b2b/v1/statements/{period}?format=pdf` (`getStatement`), byte
         *     for byte, on an operation of its own that answers only `application/pdf`, for client
         *     generators that type one media type per answer. A statement exists from the first day of the
         *     next month (UAE time) for every month that has ledger entries: the current and future
         *     months, and a month without entries, answer 404. An `Accept` that rules out
         *     `application/pdf` answers 406.
         */
        get: operations["getStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's invoices
         * @description The partition's tax invoices, newest month first, so a partner finds an invoice without
         *     the event feed. Filter by `status` (computed when read, as on `GET /invoices/{id}`) and by
         *     the month invoiced (`period_gte`, `period_lte`, `YYYY-MM`, both inclusive). Pages are
         *     keyset-paged by month: invoices issued while a client pages never shift or repeat a page.
         *     A test key lists its test partition's invoices, a live key the live account's.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/invoices/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This month's draft invoice
         * @description The current month's running draft (UAE time): what its tax invoice would carry if the month
         *     closed now, by the rules of the close (per booking charged this month, its value not yet
         *     invoiced; never a negative line). It is not a tax invoice: never numbered, never stored,
         *     it changes with every booking, and its PDF says "Draft — not a tax invoice". The tax
         *     invoice itself is issued at `issues_at` (00:00 UAE time on the 1st of the next month). As
         *     JSON (default) or PDF; choose with `format`. A test key reads its test partition's draft,
         *     a live key the live account's.
         */
        get: operations["getDraftInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/invoices/draft/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This month's draft invoice as PDF
         * @description The same document as `GET /api/b2b/v1/invoices/draft?format=pdf` (`getDraftInvoice`), byte
         *     for byte, on an operation of its own that answers only `application/pdf`, for client
         *     generators that type one media type per answer. Marked "Draft — not a tax invoice". An
         *     `Accept` that rules out `application/pdf` answers 406.
         */
        get: operations["getDraftInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice
         * @description A tax invoice (UAE VAT at 5 %), as JSON (default), PDF or a PINT AE e-invoice (UBL 2.1 XML); choose with `format`. It carries
         *     what the UAE tax-invoice rules ask for: the words "Tax Invoice", the supplier's and the
         *     recipient's names, addresses and TRNs, a sequential number, the date of issue, per line the
         *     date of supply, the amount excluding VAT, the rate and the VAT, and totals in AED. One
         *     invoice is issued per month that had booking charges (a month is the one the charges were
         *     posted in, as on the statement) by the service at the month's close (00:00 UAE time on the
         *     1st), whether or not anyone reads it, with the next number of its series and the month's
         *     year. It is stored as issued: every read returns the same PDF bytes and the same JSON but
         *     for its live fields (`status`, `amount_paid_aed`, `amount_due_aed`, `payment`,
         *     `e_invoice`); a later change of the operator's or the account's details changes only
         *     documents issued after. `ETag` is the SHA-256 of what is served (of the stored PDF for
         *     PDF); `If-None-Match` answers 304.
         *     Found by its id or by its number as printed (`INV-2026-000001`, any case, dashes
         *     optional). An invoice of the other mode or of another account answers 404.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice as PDF
         * @description The same document as `GET /api/b2b/v1/invoices/{id}?format=pdf` (`getInvoice`), byte for
         *     byte, on an operation of its own that answers only `application/pdf`, for client generators
         *     that type one media type per answer. An invoice of the other mode or of another account
         *     answers 404. An `Accept` that rules out `application/pdf` answers 406.
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/invoices/{id}/ubl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice as a PINT AE e-invoice
         * @description The same document as `GET /api/b2b/v1/invoices/{id}?format=ubl` (`getInvoice`), byte for
         *     byte: the PINT AE e-invoice (UBL 2.1 XML) queued for the operator's accredited service
         *     provider when the invoice was issued, on an operation of its own that answers only
         *     `application/xml`, for client generators that type one media type per answer. An invoice
         *     of the other mode or of another account answers 404. An `Accept` that rules out
         *     `application/xml` answers 406.
         */
        get: operations["getInvoiceUbl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's tax credit notes
         * @description The partition's tax credit notes, newest first. Filter by the invoice they correct
         *     (`invoice`: its id or its number, any spelling), by the booking (`booking`: its id or
         *     reference) and by the UAE day of issue (`issued_gte`, `issued_lte`, `YYYY-MM-DD`, both
         *     inclusive). An invoice or booking the account does not have matches nothing. Pages are
         *     keyset-paged by issue time: notes issued while a client pages never shift or repeat a page.
         *     A test key lists its test partition's notes, a live key the live account's.
         */
        get: operations["listCreditNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/credit-notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One tax credit note
         * @description A UAE tax credit note (VAT Executive Regulation, Article 60), as JSON (default), PDF or a
         *     PINT AE e-invoice (UBL 2.1 XML); choose with `format`. Issued at the moment a booking already on a tax invoice is
         *     cancelled, refunded or re-priced lower, it carries the words "Tax Credit Note", the
         *     supplier's and the recipient's names, addresses and TRNs as they were at issue, its own
         *     number and date of issue, the original invoice's number and date, the supply (booking
         *     reference, date of supply, description), the value on the invoice, the value before this
         *     note, the correct value, the difference and the VAT on it in AED, and a short reason. The
         *     JSON and the PDF are those stored at issue: a later change of the operator's or the
         *     account's details changes neither. Found by its id or by its number as printed
         *     (`CN-2026-000001`, any case, dashes optional). A note of the other mode or of another
         *     account answers 404. `ETag` is the SHA-256 of what is served; `If-None-Match` answers 304.
         */
        get: operations["getCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/credit-notes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One tax credit note as PDF
         * @description The same document as `GET /api/b2b/v1/credit-notes/{id}?format=pdf` (`getCreditNote`),
         *     byte for byte (the PDF stored at issue), on an operation of its own that answers only
         *     `application/pdf`, for client generators that type one media type per answer. A note of
         *     the other mode or of another account answers 404. An `Accept` that rules out
         *     `application/pdf` answers 406.
         */
        get: operations["getCreditNotePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/credit-notes/{id}/ubl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One tax credit note as a PINT AE e-invoice
         * @description The same document as `GET /api/b2b/v1/credit-notes/{id}?format=ubl` (`getCreditNote`),
         *     byte for byte: the PINT AE e-invoice (UBL 2.1 CreditNote) queued for the operator's
         *     accredited service provider when the note was issued, on an operation of its own that
         *     answers only `application/xml`, for client generators that type one media type per
         *     answer. A note of the other mode or of another account answers 404. An `Accept` that rules
         *     out `application/xml` answers 406.
         */
        get: operations["getCreditNoteUbl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account particulars, contacts and billing e-mail
         * @description The account's particulars, its contacts, billing e-mail and the brand on its documents.
         *     Settings are kept per mode: a test key reads and changes its test partition's settings
         *     (seeded with a billing e-mail and two contacts), a live key the live account's (none until
         *     set); a test-key change never reaches the live settings.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/settings/billing-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the billing e-mail
         * @description Where invoices and statements are sent; stored at once. A test key changes its test partition's settings only, a live key the live account's.
         */
        post: operations["setBillingEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/settings/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or change a contact
         * @description Adds a contact, or changes one when `id` is given (404 when the mode's settings have no
         *     contact by that id). While there is no billing contact, the first `finance` contact saved
         *     becomes it. A test key changes its test partition's contacts only, a live key the live
         *     account's.
         */
        post: operations["saveContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/settings/contacts/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a contact
         * @description Removes a contact. The billing contact cannot be removed (409 `invalid_state`). A test key changes its test partition's contacts only, a live key the live account's; a contact of the other mode answers 404.
         */
        post: operations["removeContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/settings/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The brand on the account's documents
         * @description Puts the partner's brand, or none, on vouchers, name boards and proposals of the same mode. `white_label` needs a `display_name`; `none` shows the operator's standard documents. A test key changes its test partition's brand only (its test vouchers show it), a live key the live account's.
         */
        post: operations["setDocumentBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of the partition
         * @description What happened to the partition's objects in the last 30 days, newest first (events of one
         *     instant, such as an answer and the booking it amended, latest recorded first): the same
         *     events webhook endpoints receive (see `webhooks`), each with a snapshot of its object.
         *     Pages are keyset-paged, so events recorded while a client pages never shift or repeat a
         *     page. Filter with `type` (an exact type, or a noun with `.*`: `booking.*`) and a
         *     `created_gte` / `created_lt` range.
         *
         *     Any key may call it; it lists only the events whose object the key may read: a key sees
         *     an event when it holds the read scope of the operations that show its object
         *     (`EventSubject` lists the scope of each kind of object). A test key reads its test
         *     partition's events, a live key the live account's.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event
         * @description An event of the partition from the last 30 days. An older one, or one of the other mode
         *     or another account, answers 404; one whose object the key may not read answers 403
         *     `insufficient_scope` naming the scope it needs.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook endpoints
         * @description The partition's webhook endpoints, newest first (deleted ones are gone). Secrets are never shown here.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Registers a URL to receive the partition's events of the `enabled_events` types, from now
         *     on, as signed `POST` requests (see the guide's "Webhooks" section and `webhooks`). The
         *     answer is the only one that shows the signing `secret`: store it.
         *
         *     The URL is checked now and again before every delivery: a live endpoint must be `https`;
         *     a test endpoint may also be `http` on the loopback interface (`http://localhost:4000/…`).
         *     A host that does not resolve, or resolves to a private, link-local, metadata or reserved
         *     address (or to loopback, for a live endpoint), answers 422 on `url`. A partition has at
         *     most 16 endpoints (422). A test key's endpoints receive the test partition's events, a
         *     live key's the live ones.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint
         * @description The endpoint, without its secret. A deleted one, or one of the other mode or another account, answers 404.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint and cancels its pending deliveries; its deliveries stay readable by their id. A deleted endpoint answers 404.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Changes its URL (checked as on creation), its event types, its description, or its status:
         *     `disabled` stops deliveries (pending ones wait; test events still go), `enabled` resumes
         *     them and clears `disabled_reason` and `failing_since`; deliveries that failed meanwhile can
         *     be re-sent (`POST /webhook-deliveries/{id}/resend`).
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/b2b/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook signing secret
         * @description Gives the endpoint a new secret, shown once in the answer. For `expire_previous_in_hours`
         *     (24 by default, at most 168) deliveries carry two signatures, one per secret, so the
         *     receiver can switch to the new secret without refusing a delivery; 0 retires the old
         *     secret at once. Rotating again during that time replaces the previous secret with the
         *     one being rotated out.
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Records a `webhook_endpoint.tested` event (its object is the endpoint) and delivers it to
         *     this endpoint only, even when it is disabled, signed and retried like any other. The
         *     answer is the delivery; follow it with `GET /webhook-deliveries/{id}`.
         */
        post: operations["sendTestWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries
         * @description The endpoint's deliveries, newest first, without their attempts (read one delivery for those). Filter by `status` or `event_id`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/webhook-deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook delivery and its attempts
         * @description The delivery with every attempt (status, latency, response excerpt), oldest first.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/webhook-deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send a delivery
         * @description Sends the delivery's event to its endpoint again, at once, whatever its status
         *     (`succeeded` included: a receiver that lost it can have it again); it becomes `pending`
         *     with a new three-day retry window, and its attempts continue their numbering. The event
         *     is the one recorded then, with its original id and snapshot. A delivery of a deleted
         *     endpoint, or one being attempted at this moment, answers 409 `invalid_state`.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/test-helpers/bookings/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play the trade desk on a test booking
         * @description Moves a booking of the test partition as the trade desk would move a live one: confirm or
         *     decline a booking on request (a declined one is refunded in full), assign a driver, mark
         *     it completed or a no-show. The move follows the booking's state machine (409
         *     `invalid_state` otherwise), is recorded, and adds the same inbox notice a live move adds.
         *     Any booking id of the test partition works, whatever section made it. A live key answers
         *     403 `test_mode_only`: live bookings move only when the trade desk acts.
         */
        post: operations["advanceTestBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/test-helpers/requests/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play the trade desk on a test request
         * @description Answers an open request of the test partition (a change or service request on a booking,
         *     a quote request, a wholesale request, a white-label site's review or own domain) as the
         *     trade desk answers a live one: accepted, with
         *     the amount the desk sets where the kind takes one (an amendment's price difference is
         *     charged or refunded through the ledger), or declined with a note. The answer shows in
         *     `GET /requests` and in the inbox. A live key answers 403 `test_mode_only`.
         */
        post: operations["answerTestRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/test-helpers/wallet/top-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add funds to the test wallet
         * @description Credits the test partition's wallet, as a bank transfer credited by the trade desk credits
         *     the live one: a `topup` ledger entry and a `payment_received` notice. A live key answers
         *     403 `test_mode_only`; live top-ups go through the account action `wallet_topup`.
         */
        post: operations["topUpTestWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/test-helpers/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the test partition to its seed
         * @description Deletes everything the account's test partition holds (bookings, quotes, ledger, requests,
         *     notices, settings) and seeds it again on its next use, as a fresh partition starts. The
         *     live partition is untouched. A live key answers 403 `test_mode_only`.
         */
        post: operations["resetTestPartition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/test-helpers/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the test partition's clock
         * @description The time of the test partition's own clock, as Stripe's test clocks: the service's time
         *     until the partition's clock is advanced (`POST /test-helpers/clock/advance`), and from then
         *     on as far ahead of it as it was advanced, passing with real time. Everything in the test
         *     partition reads time from it: quotes' `expires_at`, cancellation windows and fees, the
         *     simulated flights and driver, notices, statements and invoices. Resetting the partition
         *     (`POST /test-helpers/reset`) sets it back to the service's time. A live key answers 403
         *     `test_mode_only`: live time is the service's.
         */
        get: operations["getTestClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/b2b/v1/test-helpers/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance the test partition's clock
         * @description Moves the test partition's clock forward, by `minutes` or to the instant `to` (exactly one
         *     of the two; forward only, at most 30 days a call: call again to go further), and plays
         *     what falls due on the way, in time order: the clock stops at each moment work is due
         *     (a trip's next step, a simulated flight's report, a corporate request's deadline, the
         *     close of a month on the 1st at 00:00 UAE), runs it there with that moment's time on its
         *     events, and ends at the target. One advance stops at most 1,000 times: when the way holds
         *     more, the clock ends at the 1,000th stop and the answer's `now` says so; advance again
         *     from there.
         *
         *     In the test partition every booking with a pickup that is confirmed plays by itself: a
         *     simulated driver and vehicle are assigned 3 hours before the pickup (at once when the
         *     booking comes later; the driver is named `Test Driver (simulated)`, with a +971 50 000
         *     test number and a `TEST` plate), the driver sets off 45 minutes before it, sharing a
         *     position that moves toward the pickup every 15 minutes with an ETA, is at the pickup at
         *     its time (for an arriving flight, at its landing as last reported), has the traveller on
         *     board 5 minutes later (15 after a landing) and completes after the drive. Each step is
         *     an event (`booking.driver_assigned`, `booking.driver_en_route`, `booking.driver_arrived`,
         *     `booking.passenger_on_board`, `booking.completed`) sent at once to the webhook endpoints
         *     that ask for it. A booking whose traveller name or `agency_reference` contains `no show`
         *     (`NOSHOW`, `no-show`, any case) plays a no-show instead: the driver waits out the free
         *     waiting and marks it (`booking.no_show`). Cancelled, declined and on-request bookings play
         *     nothing; a flight that is cancelled or diverted holds the driver; a trip whose driver
         *     has not set off by the end of its free waiting (a seeded booking of the past) is left as
         *     it is. The same plays as real time passes, without advancing.
         *
         *     Webhook deliveries keep real time: what an advance records is sent at once, and its
         *     delivery's attempts and retries are timed on the service's clock, not the test clock.
         *
         *     Two advances at once take turns, the second from where the first left the clock. A live
         *     key answers 403 `test_mode_only`.
         */
        post: operations["advanceTestClock"];
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
}
export interface webhooks {
    booking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `booking.created`, `booking.confirmed`, `booking.declined`, `booking.driver_assigned`, `booking.driver_unassigned`, `booking.driver_en_route`, `booking.driver_arrived`, `booking.passenger_on_board`, `booking.completed`, `booking.no_show`, `booking.cancelled`, `booking.amended`, `booking.flight_updated`, `booking.pickup_rescheduled`. `booking.driver_unassigned` says a change (a new pickup time, party or vehicle class) no longer fits the driver or vehicle assigned: the booking is `confirmed` again, without a driver, until dispatch assigns another. The trip's steps follow the driver: `booking.driver_en_route`, `booking.driver_arrived`, `booking.passenger_on_board`, then `booking.completed` or `booking.no_show`; each carries the booking with its `trip` (status, position while shared, ETA), `driver` and `vehicle`. `booking.driver_assigned` names the driver (`driver`: first name, phone, photo if any) and the vehicle (`vehicle`: make, model, colour, plate, class); `tracking_url`, the traveller's live page, is there from the booking's creation on. `booking.flight_updated` says the arriving flight's status or times changed (`flight`: scheduled, delayed, landed, diverted, cancelled), as the flight status provider (in test mode, the simulator) reported it; a report older than the one applied, or repeating it, sends nothing. `booking.pickup_rescheduled` follows it when the pickup moved with the flight (`pickup.at`): to the flight's estimate, or its actual landing once down, while that is within 6 hours of the pickup as booked (the free-cancellation deadline stays as booked; the free waiting counts from the actual landing). A flight cancelled, diverted or further than 6 hours away leaves the pickup as it is: `booking.flight_updated` alone says so, and in live mode the trade desk takes it up with you. `previous_attributes` names what each step changed (`trip` on every step of the driver).
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["bookingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request to the trade desk events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `request.created`, `request.answered`, `request.withdrawn`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["requestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    quote_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote request events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `quote_request.created`, `quote_request.answered`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["quoteRequestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    wallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wallet events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `wallet.credited`, `wallet.credit_reversed`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["walletEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    credit_line: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit line events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `credit_line.decided`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["creditLineEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    invoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoice events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `invoice.issued`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["invoiceEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    credit_note: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tax credit note events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `credit_note.issued`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["creditNoteEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    statement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Statement events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `statement.issued`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["statementEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    desk_day: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hotel-desk day events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `desk_day.closed`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["deskDayEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    user: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Person of the account events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `user.invited`, `user.activated`, `user.deactivated`, `user.reactivated`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["userEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    guide_property: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Welcome guide events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `guide_property.created`, `guide_property.updated`, `guide_property.paused`, `guide_property.resumed`, `guide_property.link_replaced`, `guide_property.wifi_set`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["guidePropertyEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    site: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * White-label site events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `site.updated`, `site.submitted`, `site.submission_withdrawn`, `site.published`, `site.changes_requested`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["siteEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    domain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Own domain events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `domain.requested`, `domain.active`, `domain.failed`, `domain.withdrawn`, `domain.released`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["domainEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    programme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DMC programme events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `programme.created`, `programme.changed`, `programme.version_saved`, `programme.status_changed`, `programme.accepted`, `programme.acceptance_refused`, `programme.completed`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["programmeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    client_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DMC client link events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `client_link.created`, `client_link.revoked`, `client_link.expired`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["clientLinkEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    corporate_cost_centre: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Corporate cost centre events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `corporate_cost_centre.created`, `corporate_cost_centre.changed`, `corporate_cost_centre.archived`, `corporate_cost_centre.reactivated`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["corporateCostCentreEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    corporate_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Corporate transfer request events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `corporate_request.created`, `corporate_request.approved`, `corporate_request.declined`, `corporate_request.expired`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["corporateRequestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    corporate_shuttle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff shuttle events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `corporate_shuttle.created`, `corporate_shuttle.changed`, `corporate_shuttle.paused`, `corporate_shuttle.resumed`, `corporate_shuttle.ended`, `corporate_shuttle.scheduled`, `corporate_shuttle.repriced`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["corporateShuttleEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    affiliate_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Affiliate tracking link events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `affiliate_link.created`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["affiliateLinkEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    bank_details: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Affiliate bank details events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `bank_details.saved`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["bankDetailsEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    payout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Affiliate payout events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `payout.requested`, `payout.paid`, `payout.rejected`, `payout.cancelled`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["payoutEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    widget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Booking widget events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `widget.set_up`, `widget.changed`, `widget.suspended`, `widget.reinstated`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["widgetEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    webhook_endpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Webhook endpoint events
         * @description Sent to an endpoint whose `enabled_events` take one of these types: `webhook_endpoint.disabled`, `webhook_endpoint.tested`.
         *     The body is the event exactly as `GET /events/{id}` shows it.
         */
        post: operations["webhookEndpointEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description Machine-readable error code; the table in the API description says when each is used.
         * @enum {string}
         */
        ErrorCode: "invalid_json" | "bad_request" | "request_timeout" | "unauthenticated" | "insufficient_scope" | "live_access_disabled" | "csrf_failed" | "second_factor_required" | "not_found" | "method_not_allowed" | "not_acceptable" | "invalid_state" | "quote_expired" | "already_exists" | "sold_out" | "insufficient_funds" | "credit_limit_exceeded" | "test_mode_only" | "idempotency_in_progress" | "payload_too_large" | "unsupported_media_type" | "validation_failed" | "idempotency_key_reused" | "rate_limited" | "internal" | "supplier_not_connected" | "upstream_unavailable" | "not_configured";
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
        /**
         * @description What went wrong, inside the error envelope: a stable `code` to branch on, a `message` for
         *     people and `retryable`, which says whether the same request may succeed later unchanged.
         *     Validation failures name their `fields` and `issues`; a 402 says the shortfall in AED.
         */
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
            /**
             * @description Only on `insufficient_funds` and `credit_limit_exceeded` (402); how much more the wallet or credit line would need, in AED.
             * @example 112.5
             */
            shortfall_aed?: number;
            /**
             * @description Only on `not_acceptable` (406); the media types the operation answers with.
             * @example [
             *       "text/html",
             *       "application/pdf"
             *     ]
             */
            media_types?: string[];
        };
        /** @description The error envelope. `environment` is present on every answer under `/api/b2b/sandbox`. */
        ErrorResponse: {
            /** @constant */
            environment?: "sandbox";
            error: components["schemas"]["ErrorBody"];
        };
        /**
         * Format: binary
         * @description A PDF file (`application/pdf`), as raw bytes. Read it as binary (a `Blob` or an
         *     `ArrayBuffer`), never as JSON or text: generators type `format: binary` as `Blob`.
         */
        PdfDocument: string;
        /**
         * @description A PINT AE e-invoice (`application/xml`): a UBL 2.1 Invoice or CreditNote with the PINT AE
         *     customization (`urn:peppol:pint:billing-1@ae-1`) and profile (`urn:peppol:bis:billing`)
         *     identifiers, exactly as queued for the operator's accredited service provider.
         */
        UblDocument: string;
        /**
         * Format: binary
         * @description A PNG image (`image/png`), as raw bytes. Read it as binary (a `Blob` or an `ArrayBuffer`).
         */
        PngImage: string;
        /**
         * Format: binary
         * @description An SVG image (`image/svg+xml`). SVG is XML text, but it is declared binary like the PNG:
         *     it is an image to save or embed, and clients that choose the parser by media type read
         *     `image/*` as a `Blob`. `await blob.text()` gives the markup to inline it.
         */
        SvgImage: string;
        /**
         * @description An HTML document (`text/html; charset=utf-8`), self-contained (inline styles, no
         *     scripts). Text: read it as a string.
         */
        HtmlDocument: string;
        /**
         * @description A CSV file (`text/csv`, RFC 4180): UTF-8, a header row, comma-separated, CRLF line ends,
         *     fields with a comma, a quote or a line break in double quotes. Text: read it as a string.
         *     Safe to open in a spreadsheet: a text cell (a name, a reference, anything typed) that
         *     starts with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a single quote
         *     before it and quoted (`"'=HYPERLINK(…)"`, `"'-2+3"`), so it is shown as text and never
         *     run as a formula. Numbers the service computes (amounts in AED, counts, percentages) are
         *     written as numbers, negative ones with their minus sign (`-12.5`), so columns of amounts
         *     still add up.
         */
        CsvFile: string;
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
         * @description An e-mail address, at most 254 characters.
         * @example dev@gulfhorizons.example
         */
        Email: string;
        /**
         * @description Vehicle class, hired with its licensed chauffeur. Seats: `VIP_V_CLASS` 7 (multi-purpose
         *     executive van), `EXECUTIVE_SEDAN` 3 (executive saloon), `LUXURY_COACH` 30 (coach).
         * @enum {string}
         */
        VehicleClass: "VIP_V_CLASS" | "EXECUTIVE_SEDAN" | "LUXURY_COACH";
        /**
         * @description Arriving flight; an IATA (2-character) or ICAO (3-letter) airline code followed by 1-4 digits and an optional suffix letter, without spaces.
         * @example EK202
         */
        FlightNumber: string;
        /** @description How production (`/api/b2b/v1`) opens to a partner. */
        ProductionAccess: {
            /**
             * @description Production is not open to the public (`not_open`, as in early access): live keys are issued only to partners the trade desk has approved.
             * @constant
             */
            status: "not_open";
            /**
             * Format: uri
             * @description Where to apply for a trade account.
             */
            request_access: string;
            /**
             * @description The steps from application to live bookings.
             * @example Production is not open to the public: live keys are issued to approved partners. Apply at request_access; a test key works at once on your test partition. Once the trade desk approves the account you receive a live key, which books, charges your wallet or credit line and reaches the trade desk once the operator switches on live access for your account.
             */
            how_it_opens: string;
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
         * @description What a place of the catalogue is: `hotel` (hotels and resorts), `mall`, `landmark`
         *     (sights, museums, parks, beaches, business districts), `airport_terminal` (with its
         *     `airport` and `terminal`), `cruise_terminal` (with its `cruise_terminal`), `station`
         *     (metro and bus stations), `hospital`, `venue` (exhibition centres, arenas, stadiums,
         *     race tracks, golf clubs).
         * @enum {string}
         */
        PlaceKind: "hotel" | "mall" | "landmark" | "airport_terminal" | "cruise_terminal" | "station" | "hospital" | "venue";
        /**
         * @description The emirate a place is in (Al Ain is in `abu_dhabi`, Khor Fakkan and Kalba in `sharjah`).
         * @enum {string}
         */
        Emirate: "abu_dhabi" | "dubai" | "sharjah" | "ajman" | "umm_al_quwain" | "ras_al_khaimah" | "fujairah";
        /**
         * @description A cruise terminal: Mina Rashid and Dubai Harbour (Dubai), Zayed Port (Abu Dhabi), Khalid Port (Sharjah).
         * @enum {string}
         */
        CruiseTerminal: "MINA_RASHID" | "DUBAI_HARBOUR" | "ZAYED_PORT" | "KHALID_PORT";
        /**
         * @description Where a transfer starts or ends, anywhere in the UAE. `airport` (a terminal), `hotel` (by
         *     name or code from the place catalogue), `address` (a street address with its position),
         *     `cruise_terminal`, `coordinates` (as the sandbox takes them) or `place` (a `plc_…` id from
         *     `GET /places`). The tariff zone is derived from the place; a place outside every zone is
         *     refused with the field named.
         */
        TripLocation: components["schemas"]["AirportTripLocation"] | components["schemas"]["HotelTripLocation"] | components["schemas"]["AddressTripLocation"] | components["schemas"]["CruiseTerminalTripLocation"] | components["schemas"]["CoordinatesTripLocation"] | components["schemas"]["PlaceTripLocation"];
        /** @description An airport terminal: `airport` and `terminal` (`DXB` `T3`), or the sandbox's combined terminal code alone (`DXB_T3`, `DWC`, `SHJ`). */
        AirportTripLocation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "airport";
            airport?: components["schemas"]["Airport"];
            /**
             * @description The terminal (with `airport`), or a combined code that names the airport too.
             * @example T3
             * @enum {string}
             */
            terminal: "T1" | "T2" | "T3" | "MAIN" | "A" | "DXB_T1" | "DXB_T2" | "DXB_T3" | "DWC" | "SHJ";
        };
        /** @description A hotel of the place catalogue, by its name or its code (`hotel_ref`, any case); a hotel the catalogue does not know is refused (give it as an `address`). */
        HotelTripLocation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "hotel";
            /** @example Atlantis The Palm */
            hotel_ref: string;
        };
        /** @description A street address with its position (WGS 84), which must lie inside the UAE and within a tariff zone. */
        AddressTripLocation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "address";
            /** @example Villa 12, Street 4, Al Wasl, Dubai */
            address: string;
            /** @example 25.1869 */
            latitude: number;
            /** @example 55.2425 */
            longitude: number;
            /**
             * @description What the driver looks for there.
             * @example Blue gate
             */
            label?: string;
        };
        /** @description A cruise terminal: Mina Rashid (Dubai), Dubai Harbour, Zayed Port (Abu Dhabi) or Khalid Port (Sharjah). */
        CruiseTerminalTripLocation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cruise_terminal";
            /**
             * @example MINA_RASHID
             * @enum {string}
             */
            terminal: "MINA_RASHID" | "DUBAI_HARBOUR" | "ZAYED_PORT" | "KHALID_PORT";
        };
        /** @description A point given by WGS 84 coordinates, inside the UAE and within a tariff zone. */
        CoordinatesTripLocation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "coordinates";
            /** @example 25.1972 */
            latitude: number;
            /** @example 55.2744 */
            longitude: number;
            /** @example Al Qudra camp gate */
            label?: string;
        };
        /** @description A place of the operator's catalogue (`GET /places`). */
        PlaceTripLocation: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "place";
            /** @example plc_4Kq8Wm2Zr6Tn0Yx3Va7P */
            place_id: string;
        };
        /**
         * @description A transfer's end as the quote and the booking keep it, whatever form it was given in (a
         *     request that names only a tariff zone keeps `type: zone`, at the zone's centre); what the
         *     voucher, the driver and the traveller read. `zone` is the tariff zone the place lies in
         *     (null only for an airport outside every zone, such as DWC); `emirate` is known for
         *     catalogue places, airports, cruise terminals and zones, null for a free address or point.
         */
        ResolvedTripLocation: {
            /** @enum {string} */
            type: "airport" | "hotel" | "address" | "cruise_terminal" | "coordinates" | "place" | "zone";
            /** @example Atlantis The Palm */
            name: string;
            /** @example أتلانتس النخلة */
            name_ar: string | null;
            /** @example Crescent Road, Palm Jumeirah, Dubai */
            address: string | null;
            /** @enum {string|null} */
            emirate: "abu_dhabi" | "dubai" | "sharjah" | "ajman" | "umm_al_quwain" | "ras_al_khaimah" | "fujairah" | null;
            zone: components["schemas"]["TransportZone"] | null;
            /** @example 25.1304 */
            latitude: number;
            /** @example 55.1171 */
            longitude: number;
            /** @description The catalogue place, when the location is one. */
            place_id: string | null;
            airport: components["schemas"]["Airport"] | null;
            terminal: components["schemas"]["Terminal"] | null;
        };
        /**
         * @description Where the trip is: `scheduled` (no driver yet), `driver_assigned`, `en_route` (the driver
         *     is on the way to the pickup), `arrived` (at the pickup), `on_board` (the traveller is in
         *     the vehicle), `completed`, `no_show` (the traveller did not come within the free waiting).
         * @enum {string}
         */
        TripStatus: "scheduled" | "driver_assigned" | "en_route" | "arrived" | "on_board" | "completed" | "no_show";
        /** @description The driver's last shared position (WGS 84), shown only while the driver is on the way or waiting. */
        TripPosition: {
            /** @example 25.2497 */
            latitude: number;
            /** @example 55.3521 */
            longitude: number;
            /** @description Radius of uncertainty in metres. */
            accuracy_m: number | null;
            /** @description Degrees clockwise from north. */
            heading: number | null;
            recorded_at: components["schemas"]["Timestamp"];
        };
        /** @description The trip as it happens, for every booking with a pickup. */
        BookingTrip: {
            status: components["schemas"]["TripStatus"];
            /** @description While the driver shares it (`en_route` or `arrived`), else null. */
            position: components["schemas"]["TripPosition"] | null;
            /**
             * Format: date-time
             * @description When the driver is expected at the pickup, while `en_route`.
             */
            eta: string | null;
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description The arriving flight as last reported (`live_arrival_tracking` says whether it is tracked). */
        BookingFlight: {
            number: components["schemas"]["FlightNumber"];
            /** @enum {string} */
            status: "scheduled" | "delayed" | "landed" | "diverted" | "cancelled" | "unknown";
            scheduled_arrival: components["schemas"]["Timestamp"];
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
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description The driver assigned, as the traveller may see them. */
        TripDriver: {
            /** @example Imran */
            first_name: string;
            /** @example +971 50 123 4567 */
            phone: string;
            /** Format: uri */
            photo_url: string | null;
        };
        /** @description The vehicle assigned, as the traveller looks for it at the kerb. */
        TripVehicle: {
            /** @example Mercedes-Benz */
            make: string | null;
            /** @example V-Class */
            model: string | null;
            /** @example Black */
            colour: string | null;
            /** @example Dubai P 48213 */
            plate: string;
            class: components["schemas"]["VehicleClass"];
        };
        /**
         * @description The driver assigned to a booking, as the partner sees them: `first_name`, `phone` and
         *     `photo_url` (null when none is on file) are what the traveller is shown too; `name` (the
         *     full name) and `vehicle_plate` are kept as they were before the trip fields came, so that
         *     integrations reading them go on working (`vehicle` has the plate with make, model and
         *     colour).
         * @example {
         *       "name": "Imran Qureshi",
         *       "phone": "+971 50 123 4567",
         *       "vehicle_plate": "Dubai P 48213",
         *       "first_name": "Imran",
         *       "photo_url": null
         *     }
         */
        AssignedDriver: {
            /**
             * @description The full name, as dispatch assigned the driver.
             * @example Imran Qureshi
             */
            name: string;
            /** @example +971 50 123 4567 */
            phone: string;
            /** @example Dubai P 48213 */
            vehicle_plate: string;
            /**
             * @description What the traveller calls the driver, and the name the tracking page shows.
             * @example Imran
             */
            first_name: string;
            /**
             * Format: uri
             * @description A photo of the driver, when one is on file.
             */
            photo_url: string | null;
        };
        /**
         * @description Whether the arriving flight is followed live: `tracked` (its status and estimated landing
         *     are read from a flight-status source, `flight` shows them, and the pickup follows the
         *     landing), or `planned` (no flight is followed for the booking: the pickup stays at the
         *     booked time; when the flight moves, tell the trade desk).
         * @example tracked
         * @enum {string}
         */
        LiveArrivalTracking: "tracked" | "planned";
        /**
         * Format: uri
         * @description The traveller's live page of the trip (`/trip/<token>` on this service): status, pickup
         *     place and time, flight, and once assigned the driver's first name, phone and vehicle;
         *     while the driver is on the way or waiting, their position. A bearer link: whoever holds it
         *     sees that one trip, so send it to the traveller only.
         * @example https://trade.example.ae/trip/7Hk2Lm9Qw4Rt1Zx8Vb3Nc5Df6Gh8Jk0L
         */
        TrackingUrl: string;
        /**
         * @description The account's commercial terms: what each booking charges its wallet or credit line
         *     (`amount_due_aed`, the booking's ledger charge and what its tax invoice invoices).
         *     - `tariff`: charged the public price (`public_price_aed`); no commission, no discount.
         *     - `commission`: charged the public price less its commission (`terms_percent` of the
         *       public price, `commission_aed`) at booking. The commission is deducted from the charge
         *       there and then, never paid later (no commission statement, no credit to the wallet);
         *       the partner sells at the public price and keeps the commission.
         *     - `net_rate`: charged the public price less its discount (`terms_percent` of the public
         *       price) at booking, and sets its own selling price.
         *
         *     Each booking's ledger charge says what was deducted, e.g. "Transfer … (public AED 240.00
         *     less 10 % commission AED 24.00)", and a late cancellation's fee is its share of what was
         *     charged. A price difference the trade desk sets on an amendment is at the public price and
         *     charged under the same terms.
         * @enum {string}
         */
        CommercialTerms: "tariff" | "commission" | "net_rate";
        /**
         * @description What happened to a booking's money, from its own ledger entries: `charged_aed` (its charge,
         *     and any amendment that charged more), `refunded_aed` (a cancellation's or a decline's
         *     refund, and any amendment that refunded), `cancellation_fee_aed` (what a late cancellation
         *     kept) and `net_aed` = charged − refunded + fee, what the booking cost the account. A
         *     booking cancelled free nets 0; one cancelled late nets its fee (its `amount_due_aed` is
         *     then 0: nothing more is due).
         * @example {
         *       "charged_aed": 297,
         *       "refunded_aed": 297,
         *       "cancellation_fee_aed": 148.5,
         *       "net_aed": 148.5
         *     }
         */
        BookingMoney: {
            charged_aed: components["schemas"]["Money"];
            refunded_aed: components["schemas"]["Money"];
            cancellation_fee_aed: components["schemas"]["Money"];
            net_aed: components["schemas"]["Money"];
        };
        /**
         * @description A booking's reference, what a person reads and says: a prefix by kind (TR transfer, AC activity, CB client booking, DS desk sale, RF referral, DM DMC service, CP corporate) and 8 Crockford characters in two groups, unique in the partition. Accepted wherever the booking id is, in any case, with or without dashes (`BookingIdOrReference`).
         * @example TR-7KQ2-M9XH
         */
        BookingReference: string;
        /**
         * @description A booking, by its id (`bkg_` and 20 letters or digits, the one booking id format of every
         *     section) or by its reference as a person reads it (`TR-7KQ2-M9XH`), spelt any way that
         *     folds to it: any case, with or without dashes or spaces, full-width characters (Unicode
         *     NFKC), I and L read as 1, O as 0 (`tr7kq2m9xh`, `TR 7KQ2 M9XH`, `ＴＲ－７ＫＱ２－Ｍ９ＸＨ`).
         *     A reference of another account or of the other mode is not found (404).
         * @example bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P
         * @example TR-7KQ2-M9XH
         * @example tr7kq2m9xh
         */
        BookingIdOrReference: string;
        /** @description The driver the trade desk assigned. */
        BookingDriver: {
            /** @example Imran Qureshi */
            name: string;
            /** @example +971501112233 */
            phone: string;
            /** @example Dubai P 48213 */
            vehicle_plate: string;
        };
        /**
         * @description The twelve languages the operator's booking pages are translated into: English, Arabic,
         *     Russian, German, French, Italian, Spanish, Chinese (simplified), Hindi, Urdu, Persian
         *     and Turkish. A page or widget shown in a language is wholly in it: the operator's
         *     catalogue (tour names, summaries, inclusions, meeting points, place and vehicle names),
         *     the page's own words, and dates, numbers and prices as the language writes them; Arabic,
         *     Urdu and Persian read right to left.
         * @enum {string}
         */
        SiteLanguage: "en" | "ar" | "ru" | "de" | "fr" | "it" | "es" | "zh" | "hi" | "ur" | "fa" | "tr";
        /**
         * @description A currency prices can be shown in. AED is the base and the only currency anything is
         *     charged or earned in; the others are display conversions at the site's daily rate.
         * @enum {string}
         */
        SiteCurrency: "AED" | "USD" | "EUR" | "GBP" | "SAR" | "KWD" | "QAR" | "OMR" | "BHD" | "INR" | "RUB" | "CNY";
        /**
         * @description The languages a white-label site or widget is offered in, and the one a visitor sees first.
         *     A language whose translation this service does not hold complete is not offered to
         *     visitors even when enabled: it is left out of the language choice, and a visitor asking
         *     for it sees the default (or, if that one is not complete either, the first enabled
         *     language that is, else English).
         */
        SiteLanguages: {
            /** @description What a visitor sees first; one of `enabled`. */
            default: components["schemas"]["SiteLanguage"];
            enabled: components["schemas"]["SiteLanguage"][];
        };
        /** @description The change asked for; only the fields that change. */
        ClientBookingChanges: {
            pickup_date?: components["schemas"]["IsoDate"];
            /** @example 16:00 */
            pickup_time?: string;
            flight_number?: components["schemas"]["FlightNumber"];
            vehicle?: components["schemas"]["VehicleClass"];
            passengers?: number;
            bags?: number;
            child_seats?: number;
            hours?: number;
            lead_traveller?: components["schemas"]["Traveller"];
        };
        /**
         * @description A service asked of the desk.
         * @enum {string}
         */
        ClientBookingDeskService: "meet_and_greet" | "wheelchair_assistance" | "extra_stop" | "extra_waiting_time" | "other";
        /**
         * @description A change or service request on a booking, and the trade desk's answer. States: `open`
         *     (with the desk) → `accepted` (done; `answer.price_difference_aed` is added to or taken
         *     off the amount due: charged to the wallet or credit line, or refunded, in the ledger) or
         *     `declined` (by the desk, with `answer.message`); `open` →
         *     `withdrawn` (by the partner, with the withdraw operation). Only an `open` request can be
         *     withdrawn; anything else answers 409 `invalid_state`.
         */
        ClientBookingDeskRequest: {
            /** @constant */
            object: "desk_request";
            sandbox: boolean;
            id: string;
            /** @description The booking id (`bkg_…`) the request is on. */
            booking_ref: string;
            /** @description That booking's reference, what the partner, the desk and the traveller say (`TR-7KQ2-M9XH`). */
            booking_reference: components["schemas"]["BookingReference"];
            /**
             * @description Which operations show the booking: `client`, `GET /bookings/{ref}`; `transport` (a change asked with `POST /transport/bookings/{id}/amendments`), `GET /transport/bookings/{id}`.
             * @enum {string}
             */
            booking_kind: "client" | "transport";
            /** @enum {string} */
            type: "change" | "service";
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn";
            /** @description The change asked for: `ClientBookingChanges` on a client booking, `TransportBookingChanges` on a transfer. */
            changes: components["schemas"]["ClientBookingChanges"] | components["schemas"]["TransportBookingChanges"] | null;
            service: components["schemas"]["ClientBookingDeskService"] | null;
            message: string | null;
            /** @description The desk's answer, once `accepted` or `declined`. */
            answer: {
                message: string;
                /** @description Added to (positive) or taken off (negative) the amount due; 0 when nothing changes. */
                price_difference_aed: number;
                answered_at: components["schemas"]["Timestamp"];
            } | null;
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            withdrawn_at: string | null;
        };
        /** @description The change asked for on a transfer; only the fields that change. */
        TransportBookingChanges: {
            flight_number?: components["schemas"]["FlightNumber"];
            pickup_date?: components["schemas"]["IsoDate"];
            /**
             * @description Local time in the UAE (UTC+04:00), `HH:MM`; for an arrival, the flight's scheduled landing.
             * @example 18:45
             */
            pickup_time?: string;
            passengers?: number;
            bags?: number;
            /** @description For the driver; replaces the booking's notes. */
            notes?: string;
        };
        /**
         * @description `transfer`: a one-way private airport transfer, per vehicle. `tour`: a shared tour, per person. `vehicle_hire`: a vehicle with its chauffeur by the half (5 h) or full (10 h) day, per vehicle.
         * @enum {string}
         */
        RateCategory: "transfer" | "tour" | "vehicle_hire";
        /**
         * @description What one price buys: `per_vehicle` (the whole vehicle, up to its seats) or `per_person`.
         * @enum {string}
         */
        RateUnit: "per_vehicle" | "per_person";
        /**
         * @description AED, major units with at most two decimals.
         * @example 4250.5
         */
        Money: number;
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
        /** @description The error envelope of sandbox endpoints. */
        SandboxErrorResponse: {
            /** @constant */
            environment: "sandbox";
            error: components["schemas"]["ErrorBody"];
        };
        /**
         * @description Dubai International terminals 1-3, Dubai World Central (Al Maktoum) and Sharjah.
         * @enum {string}
         */
        AirportTerminal: "DXB_T1" | "DXB_T2" | "DXB_T3" | "DWC" | "SHJ";
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
            /**
             * @description The hotel as the partner names it: its name, or the partner's own hotel code.
             * @example Atlantis The Palm
             */
            hotel_ref: string;
        };
        /** @description Where a transfer starts or ends. */
        TransferLocation: components["schemas"]["AirportLocation"] | components["schemas"]["CoordinatesLocation"] | components["schemas"]["HotelLocation"];
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
            /** @description Free waiting after landing (or after `pickup_at`), in minutes. Defaults to `60`. */
            buffer_minutes_override?: number;
            vehicle_class: components["schemas"]["VehicleClass"];
            /** @description At most the seats of `vehicle_class`. */
            passengers?: number;
            client_metadata?: components["schemas"]["ClientMetadata"];
        };
        /** @description The vehicle class quoted in the sandbox, with its description and seats. */
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
        /**
         * @description Where and when a sandbox transfer starts: the pickup location as sent and how the driver's
         *     readiness is timed.
         */
        SandboxQuotePickup: {
            location: components["schemas"]["TransferLocation"];
            timing: components["schemas"]["PickupTiming"];
        };
        /** @description Where a sandbox transfer ends, as sent. */
        SandboxQuoteDropoff: {
            location: components["schemas"]["TransferLocation"];
        };
        /** @description How the traveller's voucher would be branded, from the request's `client_metadata`. */
        VoucherPreview: {
            /**
             * @description `white_label`: the agency's name, logo and colour only; `operator`: the operator's standard voucher. `white_label` whenever `client_metadata` is sent without `voucher_branding.mode`.
             * @enum {string}
             */
            branding: "white_label" | "operator";
            /** @description The agency name printed on the voucher (`client_metadata.agency_name`); null when not sent. */
            agency_name: string | null;
            /** @description The logo printed on the voucher (`client_metadata.logo_url`); null when not sent. */
            logo_url: string | null;
            /** @description The voucher's accent colour, `#RRGGBB` (`voucher_branding.accent_hex`); null when not sent. */
            accent_hex: string | null;
            /** @description The line printed at the foot of the voucher (`voucher_branding.footer_text`); null when not sent. */
            footer_text: string | null;
            /** @description The agency's own reference, printed beside the operator's (`client_metadata.agency_reference`); null when not sent. */
            agency_reference: string | null;
            /**
             * @description Whether the voucher also carries the operator's own brand (its name, logo and 24-hour
             *     line at the foot): `true` for `operator` branding, `false` for `white_label`, when the
             *     traveller sees only the agency's. In the field's name `nwp` means the operator: the
             *     name it was published under is kept so that integrations reading it do not break.
             */
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
        /**
         * @description A sample availability answer for one vehicle class and date, reached through the signed URL
         *     of the developer handshake. It is labelled test data: real availability is confirmed by the
         *     trade desk when you book.
         */
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
        /**
         * @description What the presented sandbox token allows and until when, the sandbox's call limit and how
         *     production access opens.
         */
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
        /**
         * @description ISO 4217 currency code.
         * @example USD
         */
        CurrencyCode: string;
        /**
         * @description Commercial tier of a trade account.
         * @enum {string}
         */
        PartnerTier: "Tier_1_Holiday_Homes" | "Tier_2_Affiliates" | "Tier_3_Travel_Agencies" | "Tier_4_Regional_DMCs" | "Tier_5_Corporate" | "Tier_6_Hotel_Desks";
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
        /** @description A sandbox endpoint the handshake's token may call. */
        SandboxEndpoint: {
            /** @enum {string} */
            method: "GET" | "POST";
            /** Format: uri */
            url: string;
        };
        /**
         * @description The answer of `developer_handshake`: a sandbox bearer token valid for 30 days, its scopes,
         *     the sandbox endpoints it opens and a signed availability URL.
         */
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
        /**
         * @description The receipt of `credit_line_application`: the application is with the trade desk, which
         *     checks the trade licence and TRN and answers by e-mail. Bookings stay prepaid until a credit
         *     line is approved.
         */
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
        /**
         * @description The receipt of `wallet_topup`: the trade desk e-mails an invoice for the amount (AED) and
         *     credits the wallet when the bank transfer arrives; card top-ups are not offered.
         */
        WalletTopupReceipt: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "wallet_topup";
            /** @description The payment reference: quote it on the bank transfer (the pro-forma invoice carries the same), and finance matches the transfer by it. */
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
            /**
             * @description Whether the wallet can be topped up by card here; always `false`: top up by bank transfer.
             * @constant
             */
            card_topups_available: false;
            next_steps: string;
        };
        /**
         * @description The rate a display currency is shown at: AED for one unit of the currency, as of a day.
         *     Display only: everything is charged in AED.
         */
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
        /**
         * @description One priced line of the currency matrix: net, sell and margin in AED and in each display
         *     currency, with the margin as a percentage of sell.
         */
        CurrencyMatrixLine: {
            label: string;
            /** @description Margin as a percentage of sell; the same in every currency. */
            margin_pct: number;
            amounts: components["schemas"]["MoneyTriple"][];
        };
        /**
         * @description The answer of `account_payload`: the lines sent, priced in AED and converted into the
         *     account's display currencies at the day's rates, with their totals. Conversions are for
         *     display; AED is what is charged.
         */
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
        /**
         * @description The answer of `tracking_link`: a partner tracking URL for one property with its QR code. The
         *     same request always returns the same link.
         */
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
        /** @description The liveness probe's answer: the process is up (the database is not checked). */
        Health: {
            /** @constant */
            status: "ok";
            uptime_seconds: number;
        };
        /** @description The readiness probe's answer: the database answers, so the service can take traffic. */
        Readiness: {
            /** @constant */
            status: "ready";
            /** @constant */
            database: "ok";
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
        /**
         * @description The account and API key a request authenticated as: the key's mode and scopes, whether the
         *     operator has switched on live access for the account, and the key's request limit. A call
         *     with a portal session (the `partnerSession` scheme) has no key: `key` is null and `person`
         *     says who is signed in, with their role's scopes and the session's mode.
         */
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
            /** @description The key; null for a portal session. */
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
            } | null;
            /** @description The person signed in to the portal whose session made the call; null for a key. */
            person: {
                /** @description The person in the account's team; what they do is recorded as `user:<id>`. */
                user_id: string;
                /** Format: email */
                email: string;
                role: components["schemas"]["UserRole"];
                /** @description The session's public id. */
                session_id: string;
                mode: components["schemas"]["KeyMode"];
                /** @description What the role may do. */
                scopes: components["schemas"]["Scope"][];
            } | null;
            limits: {
                requests_per_minute: number;
            };
        };
        /** @description An OpenAPI 3.1 document. */
        OpenApiDocument: {
            openapi: string;
            info: Record<string, never>;
            paths: Record<string, never>;
        };
        /**
         * @description A private transfer to price, in one of two forms, with the vehicle class, the pickup date
         *     and time (UAE time) and the party:
         *     - between two places: `pickup_location` and `dropoff_location` (`TripLocation`: an
         *       airport terminal, a hotel, a street address or a point with its position, a cruise
         *       terminal, or a place of the catalogue), anywhere in the UAE: airport to hotel, hotel
         *       to airport, hotel to mall;
         *     - between an airport and a tariff zone: `airport`, `terminal`, `direction` and `place`.
         *
         *     Give one form whole: the two forms mixed, or one location without the other, answer 422
         *     naming the field.
         */
        TransportQuoteRequest: {
            pickup_location?: components["schemas"]["TripLocation"];
            dropoff_location?: components["schemas"]["TripLocation"];
            /** @description Airport and zone form: the airport. */
            airport?: components["schemas"]["Airport"];
            /** @description Airport and zone form: the terminal of `airport`. */
            terminal?: components["schemas"]["Terminal"];
            /**
             * @description Airport and zone form: `arrival` from the airport to `place`; `departure` from `place` to the airport.
             * @enum {string}
             */
            direction?: "arrival" | "departure";
            /** @description Airport and zone form: the tariff zone at the other end. */
            place?: components["schemas"]["TransportZone"];
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
        /**
         * @description `arrival`: the pickup is at an airport; `departure`: the drop-off is at an airport (and the pickup is not); `point_to_point`: neither end is an airport.
         * @enum {string}
         */
        TransportDirection: "arrival" | "departure" | "point_to_point";
        /**
         * @description A priced private airport transfer under the account's commercial terms, in AED. Quotes are
         *     stored and hold their price for 30 minutes (`expires_at`); `POST /transport/bookings` books
         *     one by its `id`, once.
         */
        TransportQuote: {
            /** @constant */
            object: "transport_quote";
            /** @description `true` when priced with a test key. */
            sandbox: boolean;
            id: string;
            /** @description The airport of an `arrival` (the pickup's) or a `departure` (the drop-off's); null point to point. */
            airport: components["schemas"]["Airport"] | null;
            /** @description The terminal at `airport`; null point to point, or where the location named the airport alone. */
            terminal: components["schemas"]["Terminal"] | null;
            direction: components["schemas"]["TransportDirection"];
            /** @description The tariff zone of the end that is not an airport (point to point, the drop-off's); null where that end lies in no zone (an airport such as DWC). */
            place: components["schemas"]["TransportZone"] | null;
            pickup_location: components["schemas"]["ResolvedTripLocation"];
            dropoff_location: components["schemas"]["ResolvedTripLocation"];
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
            /** @description Estimated road distance between the two ends, what the tariff prices. */
            distance_km: number;
            pricing: {
                /** @constant */
                currency: "AED";
                terms: components["schemas"]["CommercialTerms"];
                /** @description Commission or discount percentage of the terms; 0 under `tariff`. */
                terms_percent: number;
                public_price_aed: components["schemas"]["Money"];
                /** @description What the account is charged under its terms (`CommercialTerms`): the public price, less the commission under `commission` or the discount under `net_rate`. */
                amount_due_aed: components["schemas"]["Money"];
                /** @description The commission deducted from the public price at booking (already taken off `amount_due_aed`, never paid later); only under `commission`. */
                commission_aed: number | null;
            };
            /** @description The cancellation policy that applies if this quote is booked. */
            cancellation: {
                /**
                 * Format: date-time
                 * @description Free cancellation until 24 hours before pickup; null when the pickup is closer than that: booked now, it is inside its late-cancellation window from the start.
                 */
                free_until: string | null;
                /** @description What cancelling would cost if booked now: 0 while free cancellation is ahead, the late fee (50% of the amount due) inside the window. */
                fee_if_cancelled_now_aed: components["schemas"]["Money"];
                /** @constant */
                late_cancellation_fee_percent: 50;
                /** @constant */
                no_show_fee_percent: 100;
            };
            created_at: components["schemas"]["Timestamp"];
            /** @description The price holds until then. */
            expires_at: components["schemas"]["Timestamp"];
        };
        /** @description A quote to book, and what only a booking has. Route, vehicle, time and price come from the quote. */
        TransportBookingRequest: {
            /**
             * @description The `id` of a quote from `POST /transport/quote`, made with a key of the same mode.
             * @example tq_8Hq2Lm4Np6Rs8Tv0Wx2Y
             */
            quote_id: string;
            /** @description The arriving flight, only when the pickup is at an airport (422 otherwise). */
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
         *
         *     The trip as it happens is beside it: `trip` (always: where the driver is, from `scheduled`
         *     to `completed` or `no_show`), `driver` and the vehicle's make, model, colour and plate
         *     (`vehicle`) once a driver is assigned, the arriving `flight` as last reported when it is
         *     followed (`pickup.live_arrival_tracking`), and `tracking_url`, the traveller's live page.
         *     Each of the trip's steps is an event (`booking.driver_en_route` …) carrying this object.
         */
        TransportBooking: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "transport_booking";
            sandbox: boolean;
            id: string;
            reference: components["schemas"]["BookingReference"];
            /** @description The quote the booking was made from. */
            quote_id: string;
            /** @enum {string} */
            status: "confirmed" | "driver_assigned" | "completed" | "no_show" | "cancelled";
            /** @description The airport of an `arrival` or a `departure`; null point to point. */
            airport: components["schemas"]["Airport"] | null;
            terminal: components["schemas"]["Terminal"] | null;
            direction: components["schemas"]["TransportDirection"];
            /** @description The tariff zone of the end that is not an airport (point to point, the drop-off's). */
            place: components["schemas"]["TransportZone"] | null;
            /** @description Where the driver collects the travellers: the voucher, the name board's job and the driver's sheet name it. */
            pickup_location: components["schemas"]["ResolvedTripLocation"];
            dropoff_location: components["schemas"]["ResolvedTripLocation"];
            /**
             * @description The class booked (`class`, `description`) and, once a driver is assigned, the vehicle
             *     itself as the traveller looks for it at the kerb: `make`, `model`, `colour` and
             *     `plate`, each null until then (and make, model or colour null where the operator's
             *     records do not say).
             */
            vehicle: {
                class: components["schemas"]["VehicleClass"];
                description: string;
                /** @example Mercedes-Benz */
                make: string | null;
                /** @example V-Class */
                model: string | null;
                /** @example Black */
                colour: string | null;
                /** @example Dubai P 48213 */
                plate: string | null;
            };
            pickup: {
                /**
                 * Format: date-time
                 * @description For a pickup at an airport, the flight's scheduled landing.
                 */
                at: string;
                flight_number: string | null;
                /**
                 * @description How long the driver waits free of charge: 60 minutes at an airport pickup (after the flight lands), 15 after any other pickup.
                 * @example 60
                 */
                free_waiting_minutes: number;
                live_arrival_tracking: components["schemas"]["LiveArrivalTracking"];
            };
            traveller: components["schemas"]["Traveller"];
            passengers: number;
            bags: number;
            agency_reference: string | null;
            /** @description For the driver. */
            notes: string | null;
            price: {
                /** @constant */
                currency: "AED";
                terms: components["schemas"]["CommercialTerms"];
                /** @description The operator's public price: what a `commission` partner sells at. */
                public_price_aed: components["schemas"]["Money"];
                /** @description What the booking charged under the account's terms (`CommercialTerms`); 0 once it is cancelled or declined (nothing more is due: `money` says what was charged, refunded and kept as a fee). */
                amount_due_aed: components["schemas"]["Money"];
                /** @description The commission deducted from the public price at booking (already taken off `amount_due_aed`, never paid later); only under `commission`. */
                commission_aed: number | null;
            };
            /** @description What happened to the booking's money so far: charged, refunded, kept as a cancellation fee, and the net. */
            money: components["schemas"]["BookingMoney"];
            cancellation: {
                /**
                 * Format: date-time
                 * @description Free cancellation until 24 hours before pickup; null once that has passed (or when booked inside it): cancelling then costs the late fee.
                 */
                free_until: string | null;
                /** @description What cancelling now costs under the policy (the late fee once free cancellation has passed); on a cancelled booking, the fee charged. */
                fee_if_cancelled_now_aed: components["schemas"]["Money"];
                /** @constant */
                late_cancellation_fee_percent: 50;
                /** @constant */
                no_show_fee_percent: 100;
            };
            /** @description Set once a driver is assigned; null before, and again if the driver is taken off. */
            driver: components["schemas"]["AssignedDriver"] | null;
            trip: components["schemas"]["BookingTrip"];
            /** @description The arriving flight as last reported, while it is followed (`pickup.live_arrival_tracking: tracked`); null otherwise. */
            flight: components["schemas"]["BookingFlight"] | null;
            tracking_url: components["schemas"]["TrackingUrl"];
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            cancelled_at: string | null;
        };
        /**
         * @description The changes to a transfer (at least one of `flight_number`, `pickup_date`, `pickup_time`,
         *     `passengers`, `bags`, `notes`) and a `message` for the trade desk. The changed booking
         *     must obey the quote's rules, each answered as 422 on its path.
         */
        TransportAmendmentRequest: {
            flight_number?: components["schemas"]["FlightNumber"];
            pickup_date?: components["schemas"]["IsoDate"];
            /**
             * @description Local time in the UAE (UTC+04:00), `HH:MM`.
             * @example 18:45
             */
            pickup_time?: string;
            passengers?: number;
            bags?: number;
            /** @description For the driver; replaces the booking's notes. */
            notes?: string;
            /** @description For the trade desk. */
            message?: string;
        };
        /**
         * @description A place of the operator's catalogue, where a transfer may start or end. `zone` is the
         *     tariff zone its position lies in, derived from `latitude` and `longitude` (null only for
         *     an airport terminal outside every zone, Dubai World Central, whose airport is its own
         *     tariff point). `airport` and `terminal` are set for an `airport_terminal`,
         *     `cruise_terminal` for a `cruise_terminal`, and null otherwise. `codes` are the other names
         *     and codes it answers to (a hotel's short name, a code a partner's system uses), and
         *     `source` says where its details come from. `status` is `active` while the operator has it
         *     in service and `archived` once taken out (kept so that ids never dangle).
         */
        Place: {
            /** @constant */
            object: "place";
            /** @description `true` when read with a test key; the catalogue is the same for both. */
            sandbox: boolean;
            /** @example plc_4Kq8Wm2Zr6Tn0Yx3Va7P */
            id: string;
            type: components["schemas"]["PlaceKind"];
            /**
             * @description The English name.
             * @example Atlantis The Palm
             */
            name: string;
            /**
             * @description The Arabic name.
             * @example أتلانتس النخلة
             */
            name_ar: string;
            /**
             * @description The street address, with the area and the emirate or town.
             * @example Crescent Road, Palm Jumeirah, Dubai
             */
            address: string;
            emirate: components["schemas"]["Emirate"];
            /** @description The tariff zone the place lies in. */
            zone: components["schemas"]["TransportZone"] | null;
            /**
             * @description WGS 84, in degrees.
             * @example 25.1304
             */
            latitude: number;
            /**
             * @description WGS 84, in degrees.
             * @example 55.1171
             */
            longitude: number;
            /** @description Other names and codes the place answers to, in `q` and in a hotel's `hotel_ref`. */
            codes: string[];
            /** @description The airport of an airport terminal. */
            airport: components["schemas"]["Airport"] | null;
            /** @description The terminal of an airport terminal. */
            terminal: components["schemas"]["Terminal"] | null;
            /** @description The terminal of a cruise terminal. */
            cruise_terminal: components["schemas"]["CruiseTerminal"] | null;
            /**
             * @description `active` while in service; `archived` once taken out of it.
             * @enum {string}
             */
            status: "active" | "archived";
            /**
             * @description Where the place's details come from.
             * @example Public information: the hotel's published name and address; position approximate, from public maps
             */
            source: string;
        };
        /** @description A page of the catalogue's places, by name. `next_cursor` fetches the next page; it is `null` on the last. */
        PlaceList: {
            /** @constant */
            object: "list";
            /** @description `true` for a test key. */
            sandbox: boolean;
            data: components["schemas"]["Place"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description The emirate where the product takes place (or starts).
         * @enum {string}
         */
        ActivityEmirate: "ABU_DHABI" | "DUBAI" | "SHARJAH" | "AJMAN" | "UMM_AL_QUWAIN" | "RAS_AL_KHAIMAH" | "FUJAIRAH";
        /**
         * @description Kind of product: desert safaris, guided city tours, dhow and yacht cruises, attraction tickets (timed entry), theme parks, adventure (balloon, zipline, buggies) and water activities.
         * @enum {string}
         */
        ActivityCategory: "desert_safari" | "city_tour" | "cruise" | "attraction" | "theme_park" | "adventure" | "water_activity";
        /**
         * @description `per_person`: priced by adult, child and infant. `per_vehicle`: priced by private vehicle (or boat) for up to `vehicle.max_guests` guests.
         * @enum {string}
         */
        ActivityPricingUnit: "per_person" | "per_vehicle";
        /**
         * @description Language of the guide or commentary, ISO 639-1.
         * @enum {string}
         */
        ActivityLanguage: "en" | "ar" | "ru" | "de" | "fr" | "zh" | "hi" | "es" | "it";
        /**
         * @description Local start time in the UAE (UTC+04:00), `HH:MM`.
         * @example 15:00
         */
        ActivityStartTime: string;
        /** @description Free cancellation until `free_cancellation_hours` before the start; after that, `late_cancellation_fee_percent` of the amount due; a no-show pays `no_show_fee_percent`. */
        ActivityCancellationPolicy: {
            /** @example 24 */
            free_cancellation_hours: number;
            /** @example 50 */
            late_cancellation_fee_percent: number;
            /** @constant */
            no_show_fee_percent: 100;
        };
        /**
         * @description A tour or activity on sale. Prices are the public prices in AED: under `per_person`,
         *     `adult_aed`, and `child_aed` and `infant_aed` where the age policy admits children and
         *     infants (null where it does not); under `per_vehicle`, `vehicle_aed` for one vehicle of
         *     `vehicle.max_guests` guests. Ages: infants up to `infant_max_age`, children up to
         *     `child_max_age`, adults above; no guest younger than `min_age`.
         */
        ActivityProduct: {
            /** @constant */
            object: "activity_product";
            id: string;
            /** @example Evening desert safari with BBQ dinner */
            name: string;
            summary: string;
            category: components["schemas"]["ActivityCategory"];
            emirate: components["schemas"]["ActivityEmirate"];
            pricing_unit: components["schemas"]["ActivityPricingUnit"];
            /** @description Approximate, pickup and drop-off included for `hotel_pickup` products. */
            duration_minutes: number;
            start_times: components["schemas"]["ActivityStartTime"][];
            /** @description Weekdays the product runs. */
            operating_days: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
            /** @description Bookings for a start close this many hours before it. */
            booking_cutoff_hours: number;
            /**
             * @description `instant`: a booking is `confirmed` at once. `on_request`: it is `pending` until the supplier confirms, usually within 24 hours.
             * @enum {string}
             */
            confirmation: "instant" | "on_request";
            languages: components["schemas"]["ActivityLanguage"][];
            /** @description `hotel_pickup`: collected at a hotel in one of `pickup_zones`, `pickup_lead_minutes` before the start. `meeting_point`: the guests make their own way to `meeting_point`. */
            meeting: {
                /** @enum {string} */
                type: "hotel_pickup" | "meeting_point";
                pickup_zones: components["schemas"]["TransportZone"][];
                pickup_lead_minutes: number | null;
                /** @example Dubai Marina Mall pier, gate 2 */
                meeting_point: string | null;
            };
            age_policy: {
                /** @description Youngest guest admitted, in years. */
                min_age: number;
                /** @constant */
                infant_max_age: 2;
                /** @constant */
                child_max_age: 11;
            };
            /** @description Party size per booking, every guest counted (infants too). */
            guests: {
                min: number;
                max: number;
            };
            prices: {
                /** @constant */
                currency: "AED";
                adult_aed: number | null;
                child_aed: number | null;
                infant_aed: number | null;
                vehicle_aed: number | null;
            };
            /** @description Only `per_vehicle`: the private vehicle or boat and how many guests it takes. */
            vehicle: {
                /** @example Mercedes-Benz V-Class or similar with driver-guide */
                description: string;
                max_guests: number;
            } | null;
            includes: string[];
            cancellation_policy: components["schemas"]["ActivityCancellationPolicy"];
        };
        /**
         * @description A page of the tours and activities on sale to the account, in catalogue order. `next_cursor`
         *     fetches the next page; it is `null` on the last.
         */
        ActivityProductList: {
            /** @constant */
            object: "list";
            /** @description `true` for a test key. */
            sandbox: boolean;
            data: components["schemas"]["ActivityProduct"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description See the availability operation: `available`, `limited` (at most 5 places or 1 vehicle left), `sold_out`, `closed` (not running, or past its booking cut-off), `on_request` (an on-request product with places left: the trade desk confirms on booking).
         * @enum {string}
         */
        ActivitySlotStatus: "available" | "limited" | "sold_out" | "closed" | "on_request";
        /**
         * @description What is left of a product's daily allotment, day by day and start by start, for a range of
         *     UAE dates. `remaining` counts guests for a `per_person` product and vehicles for a
         *     `per_vehicle` one.
         */
        ActivityAvailability: {
            /** @constant */
            object: "activity_availability";
            sandbox: boolean;
            product_id: string;
            pricing_unit: components["schemas"]["ActivityPricingUnit"];
            /**
             * @description What `remaining` counts.
             * @enum {string}
             */
            remaining_unit: "guests" | "vehicles";
            from: components["schemas"]["IsoDate"];
            to: components["schemas"]["IsoDate"];
            days: {
                date: components["schemas"]["IsoDate"];
                status: components["schemas"]["ActivitySlotStatus"];
                /** @description The day's starts; empty on a day the product does not run. */
                slots: {
                    start_time: components["schemas"]["ActivityStartTime"];
                    /**
                     * Format: date-time
                     * @description The start in UAE time.
                     */
                    starts_at: string;
                    status: components["schemas"]["ActivitySlotStatus"];
                    /** @description Guests or vehicles left of the day's allotment, shared by its starts; null when `closed`. */
                    remaining: number | null;
                }[];
            }[];
        };
        /** @description The party: adults (12 and over), children (3 to 11) and infants (0 to 2). At least one adult. */
        ActivityGuests: {
            adults: number;
            /** @description Defaults to `0`. */
            children?: number;
            /** @description Defaults to `0`. */
            infants?: number;
        };
        /** @description Where the guests are collected, for `hotel_pickup` products: the hotel and its zone. */
        ActivityPickup: {
            zone: components["schemas"]["TransportZone"];
            /**
             * @description Hotel or residence name, with the building or tower where it helps the driver.
             * @example Address Dubai Marina
             */
            hotel: string;
        };
        /**
         * @description A product to price for a date, a start time and a party, with the guide's language and, for
         *     `hotel_pickup` products, the pickup.
         */
        ActivityQuoteRequest: {
            product_id: string;
            date: components["schemas"]["IsoDate"];
            start_time: components["schemas"]["ActivityStartTime"];
            guests: components["schemas"]["ActivityGuests"];
            language?: components["schemas"]["ActivityLanguage"];
            pickup?: components["schemas"]["ActivityPickup"];
        };
        /** @description The product a quote or booking is for: its id, name and pricing unit. */
        ActivityProductRef: {
            id: string;
            name: string;
            pricing_unit: components["schemas"]["ActivityPricingUnit"];
        };
        /**
         * @description The party of a quote or booking, by age band: adults (12 and over), children (3 to 11) and
         *     infants (0 to 2).
         */
        ActivityPartySummary: {
            adults: number;
            children: number;
            infants: number;
        };
        /** @description The pickup, for `hotel_pickup` products; null at a meeting point. `time` is the local pickup time, `pickup_lead_minutes` before the start. */
        ActivityPickupDetails: {
            zone: components["schemas"]["TransportZone"];
            hotel: string;
            time: components["schemas"]["ActivityStartTime"];
        } | null;
        /**
         * @description A tour or activity priced for a date, a start and a party under the account's commercial
         *     terms, in AED. Quotes are stored and hold their price for 30 minutes (`expires_at`); `POST
         *     /activities/bookings` books one by its `id`, once. `confirmation` says whether the booking
         *     will be confirmed at once or wait for the trade desk.
         */
        ActivityQuote: {
            /** @constant */
            object: "activity_quote";
            /** @description `true` when priced with a test key. */
            sandbox: boolean;
            /** @description Book it with `POST /activities/bookings` (`quote_id`) before `expires_at`. */
            id: string;
            product: components["schemas"]["ActivityProductRef"];
            date: components["schemas"]["IsoDate"];
            start_time: components["schemas"]["ActivityStartTime"];
            /**
             * Format: date-time
             * @description The start in UAE time.
             */
            starts_at: string;
            guests: components["schemas"]["ActivityPartySummary"];
            /** @description Vehicles the party needs; only `per_vehicle`. */
            vehicles: number | null;
            language: components["schemas"]["ActivityLanguage"] | null;
            pickup: components["schemas"]["ActivityPickupDetails"];
            /**
             * @description Whether a booking would be confirmed at once.
             * @enum {string}
             */
            confirmation: "instant" | "on_request";
            pricing: {
                /** @constant */
                currency: "AED";
                terms: components["schemas"]["CommercialTerms"];
                /** @description Commission or discount percentage of the terms; 0 under `tariff`. */
                terms_percent: number;
                /** @description The public price, itemised. */
                lines: {
                    /** @example Adult */
                    description: string;
                    quantity: number;
                    unit_price_aed: components["schemas"]["Money"];
                    amount_aed: components["schemas"]["Money"];
                }[];
                public_price_aed: components["schemas"]["Money"];
                /** @description What the account is charged under its terms (`CommercialTerms`): the public price, less the commission under `commission` or the discount under `net_rate`. */
                amount_due_aed: components["schemas"]["Money"];
                /** @description The commission deducted from the public price at booking (already taken off `amount_due_aed`, never paid later); only under `commission`. */
                commission_aed: number | null;
            };
            /** @description The cancellation terms that apply if this quote is booked. */
            cancellation: {
                /**
                 * Format: date-time
                 * @description Free cancellation until then (`free_cancellation_hours` before the start).
                 */
                free_until: string;
                late_cancellation_fee_percent: number;
                /** @constant */
                no_show_fee_percent: 100;
            };
            created_at: components["schemas"]["Timestamp"];
            /** @description The price holds until then. */
            expires_at: components["schemas"]["Timestamp"];
        };
        /** @description A quote to book, and what only a booking has. Product, date, start, party, language and price come from the quote. */
        ActivityBookingRequest: {
            /**
             * @description The `id` of a quote from `POST /activities/quote`, made with a key of the same mode.
             * @example aq_UegWC4MOVJGIUvuStkuc
             */
            quote_id: string;
            lead_traveller: components["schemas"]["Traveller"];
            /** @description The hotel to collect the guests from, for a `hotel_pickup` product; replaces the quote's pickup. Required when the quote has none. */
            pickup?: components["schemas"]["ActivityPickup"];
            /** @description The partner's own reference, printed on the voucher. */
            agency_reference?: string;
            /** @description For the guide or supplier (dietary needs, mobility, celebration …). */
            notes?: string;
        };
        /**
         * @description A tour or activity booking, as stored. States: `on_request` (on-request product, awaiting
         *     the trade desk) → `confirmed` or `declined` (refunded in full); `confirmed` →
         *     `driver_assigned` (a hotel pickup's driver, once the desk assigns one) → `completed` or
         *     `no_show` after the start; `on_request`, `confirmed` or `driver_assigned` → `cancelled`
         *     (by the cancel operation). Cancelling in any other state answers 409 `invalid_state`; so
         *     does asking for the voucher of an `on_request`, `cancelled` or `declined` booking.
         *
         *     With a hotel pickup, the trip to the start is beside it: `trip` (where the driver is),
         *     `driver` and `vehicle` once a driver is assigned, and `tracking_url`, the traveller's
         *     live page; each is null for a tour met at its meeting point.
         */
        ActivityBooking: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "activity_booking";
            sandbox: boolean;
            id: string;
            reference: components["schemas"]["BookingReference"];
            /** @description The quote the booking was made from. */
            quote_id: string;
            /** @enum {string} */
            status: "on_request" | "confirmed" | "declined" | "driver_assigned" | "completed" | "no_show" | "cancelled";
            product: components["schemas"]["ActivityProductRef"];
            date: components["schemas"]["IsoDate"];
            start_time: components["schemas"]["ActivityStartTime"];
            /** Format: date-time */
            starts_at: string;
            guests: components["schemas"]["ActivityPartySummary"];
            vehicles: number | null;
            language: components["schemas"]["ActivityLanguage"] | null;
            pickup: components["schemas"]["ActivityPickupDetails"];
            lead_traveller: components["schemas"]["Traveller"];
            agency_reference: string | null;
            notes: string | null;
            price: {
                /** @constant */
                currency: "AED";
                terms: components["schemas"]["CommercialTerms"];
                /** @description The operator's public price: what a `commission` partner sells at. */
                public_price_aed: components["schemas"]["Money"];
                /** @description What the booking charged under the account's terms (`CommercialTerms`); 0 once it is cancelled or declined (nothing more is due: `money` says what was charged, refunded and kept as a fee). */
                amount_due_aed: components["schemas"]["Money"];
                /** @description The commission deducted from the public price at booking (already taken off `amount_due_aed`, never paid later); only under `commission`. */
                commission_aed: number | null;
            };
            /** @description What happened to the booking's money so far: charged, refunded, kept as a cancellation fee, and the net. */
            money: components["schemas"]["BookingMoney"];
            cancellation: {
                /** Format: date-time */
                free_until: string;
                /** @description What cancelling now would cost (0 while `on_request`); on a cancelled booking, the fee charged. */
                fee_if_cancelled_now_aed: components["schemas"]["Money"];
                late_cancellation_fee_percent: number;
                /** @constant */
                no_show_fee_percent: 100;
            };
            created_at: components["schemas"]["Timestamp"];
            /** @description The driver who collects the guests, once the trade desk assigns one; null until then and at a meeting point. */
            driver: components["schemas"]["AssignedDriver"] | null;
            /** @description The hotel pickup's trip as it happens; null at a meeting point. */
            trip: components["schemas"]["BookingTrip"] | null;
            /** @description The vehicle the driver comes in, once a driver is assigned; null before and at a meeting point. */
            vehicle: components["schemas"]["TripVehicle"] | null;
            /** @description The traveller's live page of the hotel pickup; null at a meeting point. */
            tracking_url: components["schemas"]["TrackingUrl"] | null;
            /**
             * Format: date-time
             * @description When the booking was confirmed; null while `on_request` or if never confirmed.
             */
            confirmed_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
        };
        /**
         * @description The kind of stay.
         * @enum {string}
         */
        GuidePropertyType: "apartment" | "studio" | "penthouse" | "townhouse" | "villa" | "hotel_apartment";
        /**
         * @description Languages the guide is shown in (ISO 639-1): English, Arabic, Russian, German, French, Spanish, Italian, Chinese, Hindi, Urdu, Persian, Turkish.
         * @enum {string}
         */
        GuideLanguage: "en" | "ar" | "ru" | "de" | "fr" | "es" | "it" | "zh" | "hi" | "ur" | "fa" | "tr";
        /**
         * @description The operator's services a guide offers its guests to book, at the public price, credited to the partner.
         * @enum {string}
         */
        GuideService: "airport_transfer" | "desert_safari" | "dhow_cruise" | "city_tour" | "abu_dhabi_day_trip" | "theme_parks" | "chauffeur_by_the_hour";
        /**
         * @description The emirate, derived from the area.
         * @enum {string}
         */
        GuideEmirate: "DUBAI" | "ABU_DHABI" | "SHARJAH" | "AJMAN" | "RAS_AL_KHAIMAH" | "FUJAIRAH";
        /**
         * @description Local time in the UAE (UTC+04:00), `HH:MM`.
         * @example 15:00
         */
        GuideTime: string;
        /**
         * @description E.164 phone number.
         * @example +971501234567
         */
        GuidePhone: string;
        /**
         * @description Where a property is, as sent: building, unit, street, Makani number and the tariff zone
         *     (`area`) airport transfers offered in its guide are priced to.
         */
        GuideAddressInput: {
            /** @description Building, tower or community name. */
            building: string;
            /** @description Apartment or villa number. */
            unit?: string;
            street?: string;
            area: components["schemas"]["TransportZone"];
            /**
             * @description Dubai Makani number (10 digits) of the building entrance.
             * @example 1234567890
             */
            makani_number?: string;
        };
        /** @description Where the property is; `area` is the tariff zone that airport transfers offered in the guide are priced to. */
        GuideAddress: {
            building: string;
            unit: string | null;
            street: string | null;
            area: components["schemas"]["TransportZone"];
            emirate: components["schemas"]["GuideEmirate"];
            /** @description Dubai Makani number (10 digits) of the building entrance, the geo-address a driver or courier finds it by; null when not given. */
            makani_number: string | null;
        };
        /** @description Who guests call during their stay. */
        GuideHostInput: {
            name: string;
            phone: components["schemas"]["GuidePhone"];
            email?: components["schemas"]["Email"];
        };
        /** @description Who guests call during their stay, as the guide shows it. */
        GuideHost: {
            name: string;
            phone: components["schemas"]["GuidePhone"];
            /** Format: email */
            email: string | null;
        };
        /** @description What the guide tells guests. Omitted texts are left out of the guide. */
        GuideContentInput: {
            welcome_message?: string;
            /** @description Keys, access cards, lobby, lift. */
            arrival_instructions?: string;
            parking?: string;
            checkout_instructions?: string;
            house_rules?: string;
            emergency_phone?: components["schemas"]["GuidePhone"];
        };
        /** @description What the guide tells guests, as the guide shows it; a text left out is `null` and not shown. */
        GuideContent: {
            welcome_message: string | null;
            arrival_instructions: string | null;
            parking: string | null;
            checkout_instructions: string | null;
            house_rules: string | null;
            emergency_phone: string | null;
        };
        /** @description A property to add. `languages` defaults to `[en]`, `featured_services` to `[airport_transfer]`. */
        GuidePropertyRequest: {
            /** @description As guests know it, e.g. the listing title. */
            name: string;
            /** @description The partner's own code for the property (listing or channel-manager id). */
            reference?: string;
            type: components["schemas"]["GuidePropertyType"];
            /** @description 0 for a studio. */
            bedrooms: number;
            max_guests: number;
            address: components["schemas"]["GuideAddressInput"];
            /**
             * @description Dubai holiday-home permit number (Department of Economy and Tourism), as printed on the permit; required in Dubai.
             * @example MAR-GAT-8KQ2T
             */
            dtcm_permit?: string;
            check_in_time: components["schemas"]["GuideTime"];
            check_out_time: components["schemas"]["GuideTime"];
            host: components["schemas"]["GuideHostInput"];
            languages?: components["schemas"]["GuideLanguage"][];
            featured_services?: components["schemas"]["GuideService"][];
            guide?: components["schemas"]["GuideContentInput"];
        };
        /** @description The fields to change; at least one. `address`, `host` and `guide` replace the whole object; `null` clears `reference` or `dtcm_permit`. */
        GuidePropertyUpdate: {
            name?: string;
            reference?: string | null;
            type?: components["schemas"]["GuidePropertyType"];
            bedrooms?: number;
            max_guests?: number;
            address?: components["schemas"]["GuideAddressInput"];
            /** @description Dubai holiday-home permit number (issued by the Department of Economy and Tourism, formerly DTCM, hence the name), as printed on the permit. */
            dtcm_permit?: string | null;
            check_in_time?: components["schemas"]["GuideTime"];
            check_out_time?: components["schemas"]["GuideTime"];
            host?: components["schemas"]["GuideHostInput"];
            languages?: components["schemas"]["GuideLanguage"][];
            featured_services?: components["schemas"]["GuideService"][];
            guide?: components["schemas"]["GuideContentInput"];
        };
        /**
         * @description The link guests open (the QR code and the card carry it): the guide page, served by this
         *     service under its public address (`/g/{code}`). It shows the Wi-Fi details, so its code
         *     is unguessable. While the guide is paused it opens a page saying so; once replaced (after
         *     any grace period) it answers 410 Gone.
         */
        GuideLink: {
            /**
             * @description 22 URL-safe characters: 128 random bits.
             * @example q7Rk2Wm9Xr4Tz1Lp8Nc3Vg
             */
            code: string;
            /**
             * Format: uri
             * @description Absolute, under the public address: `<PUBLIC_BASE_URL>/g/<code>`.
             */
            url: string;
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description The link replaced last, while its grace period runs; `null` otherwise. */
        GuidePreviousLink: {
            code: string;
            /** Format: uri */
            url: string;
            stops_working_at: components["schemas"]["Timestamp"];
        } | null;
        /** @description Where to fetch the QR code and the printable card (with a key holding `guides:read`). */
        GuideFiles: {
            /** Format: uri */
            qr_png: string;
            /** Format: uri */
            qr_svg: string;
            /** Format: uri */
            card_pdf: string;
            /** Format: uri */
            card_html: string;
        };
        /**
         * @description A property with its welcome guide. States: `active` (the guide is online at its guest
         *     link) and `paused` (the link opens an "unavailable" page and nothing can be booked through
         *     it). A new property is `active`. Moves, by `POST /guides/properties/{id}/status`:
         *     `active` → `paused` (`pause`), `paused` → `active` (`resume`); any other move answers
         *     409 `invalid_state`. Editing, replacing the link and setting Wi-Fi are allowed in both
         *     states.
         */
        GuideProperty: {
            /** @constant */
            object: "guide_property";
            /** @description `true` for a test key. */
            sandbox: boolean;
            id: string;
            /** @enum {string} */
            status: "active" | "paused";
            name: string;
            reference: string | null;
            type: components["schemas"]["GuidePropertyType"];
            bedrooms: number;
            max_guests: number;
            address: components["schemas"]["GuideAddress"];
            /** @description Dubai holiday-home permit number (issued by the Department of Economy and Tourism, formerly DTCM, hence the name); null outside Dubai. */
            dtcm_permit: string | null;
            check_in_time: components["schemas"]["GuideTime"];
            check_out_time: components["schemas"]["GuideTime"];
            host: components["schemas"]["GuideHost"];
            languages: components["schemas"]["GuideLanguage"][];
            featured_services: components["schemas"]["GuideService"][];
            guide: components["schemas"]["GuideContent"];
            /** @description Whether Wi-Fi details are set; read them with `GET /guides/properties/{id}/wifi`. */
            wifi_configured: boolean;
            guest_link: components["schemas"]["GuideLink"];
            previous_link: components["schemas"]["GuidePreviousLink"];
            files: components["schemas"]["GuideFiles"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When it was paused; `null` while active.
             */
            paused_at: string | null;
        };
        /**
         * @description A page of the account's properties with a welcome guide, newest first. `next_cursor` fetches
         *     the next page; it is `null` on the last.
         */
        GuidePropertyList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["GuideProperty"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description Pauses an `active` guide (its link opens an "unavailable" page) or resumes a `paused` one;
         *     see `GuideProperty` for the states.
         */
        GuideStatusChange: {
            /**
             * @description `pause` an active guide or `resume` a paused one.
             * @enum {string}
             */
            action: "pause" | "resume";
            /** @description For the caller's own records: neither stored with the property nor shown to guests. */
            reason?: string;
        };
        /**
         * @description Replaces a guide's guest link with a new one, for instance after the old one was shared
         *     publicly. The old link keeps working for `grace_period_hours`, then answers 410 Gone.
         */
        GuideLinkReplacement: {
            /** @description How long the old link keeps working. Defaults to `0`. */
            grace_period_hours?: number;
            /**
             * @description Why the link is replaced, for the caller's own records: not stored with the property.
             * @enum {string}
             */
            reason?: "shared_publicly" | "guest_checked_out" | "routine" | "other";
        };
        /**
         * @description `wpa2`, `wpa3` and `wpa2_wpa3` (mixed mode) take a password; `open` takes none.
         * @enum {string}
         */
        GuideWifiSecurity: "wpa2" | "wpa3" | "wpa2_wpa3" | "open";
        /**
         * @description A property's Wi-Fi details to show guests in its guide; the password goes with every
         *     security mode but `open`.
         */
        GuideWifiRequest: {
            /** @description The SSID. */
            network_name: string;
            security: components["schemas"]["GuideWifiSecurity"];
            /** @description WPA passphrase, 8 to 63 printable ASCII characters; not with `open`. */
            password?: string;
            /** @description Whether the network hides its name. Defaults to `false`. */
            hidden?: boolean;
            /** @description Whether guests see the details in the guide. Defaults to `true`. */
            show_in_guide?: boolean;
        };
        /** @description A property's Wi-Fi details. `configured` is `false`, and the other fields `null` or defaults, until they are set. */
        GuideWifi: {
            /** @constant */
            object: "guide_wifi";
            sandbox: boolean;
            property_id: string;
            configured: boolean;
            network_name: string | null;
            security: components["schemas"]["GuideWifiSecurity"] | null;
            /** @description `null` for an open network. */
            password: string | null;
            hidden: boolean;
            show_in_guide: boolean;
            /**
             * @description The `WIFI:` string phones join from by QR code (special characters escaped).
             * @example WIFI:T:WPA;S:MarinaGate-3104;P:desert-falcon-4821;;
             */
            join_string: string | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        /**
         * @description QR scans, guide views, bookings made through the guides, their sales at the public price and
         *     the partner's split, in AED.
         */
        GuideStatsFigures: {
            /** @description Times the QR code was scanned. */
            qr_scans: number;
            /** @description Times the guide was opened, scans included. */
            guide_views: number;
            /** @description Bookings made through the guide and not cancelled. */
            bookings: number;
            /** @description Their value at the public price. */
            sales_aed: components["schemas"]["Money"];
            /** @description The partner's split of the sales. */
            partner_earnings_aed: components["schemas"]["Money"];
        };
        /** @description One property's figures over the period, in AED. */
        GuideStatsLine: {
            property_id: string;
            name: string;
            qr_scans: number;
            guide_views: number;
            bookings: number;
            sales_aed: components["schemas"]["Money"];
            partner_earnings_aed: components["schemas"]["Money"];
        };
        /**
         * @description What the welcome guides brought in over a period of whole UAE days: scans, views, bookings,
         *     sales at the public price and the partner's split, in AED, in total and per property.
         */
        GuideStats: {
            /** @constant */
            object: "guide_stats";
            sandbox: boolean;
            period: {
                from: components["schemas"]["IsoDate"];
                to: components["schemas"]["IsoDate"];
                days: number;
            };
            /** @description The property asked for, or `null` for all. */
            property_id: string | null;
            /** @constant */
            currency: "AED";
            split: {
                /**
                 * @description `commission`: the account's commission percentage; `guide_standard`: the standard 10 %.
                 * @enum {string}
                 */
                basis: "commission" | "guide_standard";
                partner_percent: number;
            };
            totals: components["schemas"]["GuideStatsFigures"];
            /** @description One line per property, by name. */
            properties: components["schemas"]["GuideStatsLine"][];
        };
        /** @description How the site presents the partner. The operator's name appears only in the legal footer. */
        SiteBrand: {
            /**
             * @description The trading name shown in the header and on vouchers.
             * @example Gulf Horizons Travel
             */
            name: string;
            /** @example Airport transfers and desert safaris across the Emirates */
            tagline: string | null;
            /**
             * Format: uri
             * @description https only; SVG or PNG, at least 512 px wide. Null: the name is set in type.
             */
            logo_url: string | null;
            /**
             * @description Buttons and links.
             * @example #0E7C86
             */
            accent_hex: string;
        };
        /**
         * @description The currencies a white-label site shows prices in, and the one shown first. AED is always
         *     offered: it is the only currency anything is charged or earned in.
         */
        SiteCurrencies: {
            /** @description What prices are shown in first; one of `offered`. */
            default: components["schemas"]["SiteCurrency"];
            /** @description Must include AED. */
            offered: components["schemas"]["SiteCurrency"][];
        };
        /** @description Shown on the contact page and on every voucher the site issues. */
        SiteContact: {
            email: components["schemas"]["Email"];
            /**
             * @description E.164 phone number.
             * @example +97143215678
             */
            phone: string;
            /**
             * @description E.164 number for WhatsApp; null hides the button.
             * @example +971501234567
             */
            whatsapp: string | null;
            /**
             * @description The office shown in the footer, as one line.
             * @example Office 1204, Bay Square 11, Business Bay, Dubai
             */
            office_address: string | null;
        };
        /** @description The site's address under the service's public URL, chosen by its subdomain. */
        SiteSettingsAddress: {
            /**
             * @description The site's name in its address (`<PUBLIC_BASE_URL>/sites/<subdomain>`): 3 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen; unique among the sites of a mode.
             * @example gulf-horizons-travel
             */
            subdomain: string;
        };
        /** @description Every editable setting of the site; PUT replaces them all. */
        SiteSettings: {
            brand: components["schemas"]["SiteBrand"];
            address: components["schemas"]["SiteSettingsAddress"];
            languages: components["schemas"]["SiteLanguages"];
            currencies: components["schemas"]["SiteCurrencies"];
            contact: components["schemas"]["SiteContact"];
        };
        /** @description Send `{}` for no note. */
        SiteSubmissionRequest: {
            /** @description For the operator's reviewer. */
            note?: string;
        };
        /**
         * @description One sending of the site to the trade desk. `in_review` → `approved` or
         *     `changes_requested` (by the desk), or → `withdrawn` (by the partner). The other states
         *     are final.
         */
        SiteSubmission: {
            /** @example sbm_7Tn2Xq5Lw8Rk1Zp4Vm9C */
            id: string;
            /**
             * @description The request on the trade desk's queue that carries the review; a test key answers it with `POST /test-helpers/requests/{id}/answer`.
             * @example rqt_Hq4Zr8Lm2Xw6Tk1Vn5Pc
             */
            request_id: string;
            /** @enum {string} */
            status: "in_review" | "approved" | "changes_requested" | "withdrawn";
            /** @description The partner's note to the reviewer. */
            note: string | null;
            submitted_at: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When the operator approved it or asked for changes.
             */
            decided_at: string | null;
            /** Format: date-time */
            withdrawn_at: string | null;
            /** @description What the operator asks to change; set on `changes_requested`. */
            review_notes: string | null;
        };
        /**
         * @description A DNS record the partner creates at its DNS provider so the trade desk can verify its own
         *     domain and serve the site there.
         */
        SiteDnsRecord: {
            /** @enum {string} */
            type: "CNAME" | "TXT";
            /** @example book.gulfhorizons.ae */
            name: string;
            /** @example sites.trade.example */
            value: string;
        };
        /**
         * @description A host name the partner controls, to serve its white-label site under; the answer lists the
         *     DNS records to create.
         */
        SiteDomainRequest: {
            /**
             * Format: hostname
             * @description A sub-domain the partner controls, e.g. `book.gulfhorizons.ae`.
             * @example book.gulfhorizons.ae
             */
            hostname: string;
        };
        /**
         * @description The site's own domain. States: `pending_dns` (asked for; waiting for the DNS records and
         *     the trade desk's check) → `active` (the desk's check found both records; the site is
         *     served there) or `failed` (the check failed, the desk declined, or no answer within 14
         *     days, `lapses_at`; `failure_reason` says which). The partner may replace a `pending_dns`
         *     or `failed` request with another host name (PUT), withdraw it, or release an `active`
         *     domain (DELETE, after which `domain` is null and the host name is free for any account).
         *     Asking over an `active` domain is 409 `invalid_state`.
         */
        SiteDomain: {
            /** @example book.gulfhorizons.ae */
            hostname: string;
            /** @enum {string} */
            status: "pending_dns" | "active" | "failed";
            /**
             * @description The request on the trade desk's queue; a test key answers it with `POST /test-helpers/requests/{id}/answer` (accepting runs the DNS check).
             * @example rqt_Lm2Xw6Tk1Vn5PcHq4Zr8
             */
            request_id: string;
            requested_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            active_at: string | null;
            /**
             * Format: date-time
             * @description While `pending_dns`: when the request fails if the records are still missing.
             */
            lapses_at: string | null;
            /** @description Set on `failed`. */
            failure_reason: string | null;
            /** @description Create these at the partner's DNS provider; keep them while the domain is in use. */
            dns_records: components["schemas"]["SiteDnsRecord"][];
        };
        /**
         * @description The account's white-label site: a public page served by this service in the partner's
         *     brand (name, colours, languages, display currency, contact) listing the operator's
         *     transfers and tours at the public price, where a visitor asks to book; each booking is
         *     credited to the partner, with its earnings under the account's terms. The public sees the
         *     last approved version, at `live_url`; a site never published answers there with a 404
         *     page.
         *
         *     States (`status`): `draft` (never published) → `in_review` (submitted) → `published`
         *     (approved by the trade desk) or `changes_requested` (sent back with `review_notes`; a
         *     version approved before stays live);
         *     `changes_requested` → `in_review` (submitted again); `in_review` → `draft`, or
         *     `published` when a version is already live (submission withdrawn); `published` →
         *     `in_review` when there are `unpublished_changes`. Settings can be changed in every state
         *     but `in_review`; on a published site a change waits for the next approval. Illegal moves
         *     answer 409 `invalid_state`. The own domain has its own states (`SiteDomain`).
         */
        Site: {
            /** @constant */
            object: "site";
            /** @description `true` for a test partition's site, which the public site marks as a test page. */
            sandbox: boolean;
            /** @example site_3Kq8Wz1Lm5Tx9Rv2Nc7B */
            id: string;
            /** @enum {string} */
            status: "draft" | "in_review" | "changes_requested" | "published";
            /** @description Settings differ from the version the public sees (always true before the first publication). */
            unpublished_changes: boolean;
            brand: components["schemas"]["SiteBrand"];
            /** @description The site's address under the service's URL: `<PUBLIC_BASE_URL>/sites/<subdomain>`, `<PUBLIC_BASE_URL>/sites/test/<subdomain>` for a test site. It serves the published version, under the name it was published with. */
            address: {
                /** @example gulf-horizons-travel */
                subdomain: string;
                /**
                 * Format: uri
                 * @description The address of the saved name (`live_url` is where the public finds the site now).
                 * @example https://trade.example/sites/gulf-horizons-travel
                 */
                url: string;
            };
            languages: components["schemas"]["SiteLanguages"];
            currencies: components["schemas"]["SiteCurrencies"];
            contact: components["schemas"]["SiteContact"];
            /**
             * Format: uri
             * @description Where the public finds the site: the own domain once `active`, else its address under the name it was last published with; null until first published.
             */
            live_url: string | null;
            /**
             * Format: date-time
             * @description When a version of the site first went live.
             */
            published_at: string | null;
            /** @description The latest submission; null before the first. */
            submission: components["schemas"]["SiteSubmission"] | null;
            /** @description The own domain or its request; null without one. */
            domain: components["schemas"]["SiteDomain"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description One UAE day of the site's traffic and sales; money in AED. */
        SiteStatsDay: {
            date: components["schemas"]["IsoDate"];
            /** @description Page views. */
            views: number;
            /** @description Unique visitors that day. */
            visitors: number;
            /** @description Bookings made on the site that day and not cancelled. */
            bookings: number;
            /** @description Sales at the public price. */
            sales_aed: components["schemas"]["Money"];
            /** @description The account's earnings on those sales. */
            earnings_aed: components["schemas"]["Money"];
        };
        /**
         * @description The white-label site's traffic and sales over a period of UAE days, day by day and in total,
         *     with the account's earnings under its terms; every amount is in AED.
         */
        SiteStats: {
            /** @constant */
            object: "site_stats";
            sandbox: boolean;
            from: components["schemas"]["IsoDate"];
            to: components["schemas"]["IsoDate"];
            /** @constant */
            currency: "AED";
            terms: components["schemas"]["CommercialTerms"];
            totals: {
                views: number;
                visitors: number;
                bookings: number;
                /** @description Bookings per 100 visitors, two decimals. */
                conversion_percent: number;
                sales_aed: components["schemas"]["Money"];
                earnings_aed: components["schemas"]["Money"];
            };
            /** @description One entry per day of the period, oldest first. */
            days: components["schemas"]["SiteStatsDay"][];
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
            /** @description Bookings attributed to the links (or, in `totals`, the widget too), not cancelled or declined. */
            bookings: number;
            /** @description `bookings` per 100 `clicks`, two decimals; 0 without clicks. */
            conversion_percent: number;
            /** @description The public price of those bookings, what travellers pay. */
            sales_aed: components["schemas"]["Money"];
            /** @description The account's commission on them; it reaches the balance when each service is completed. */
            earnings_aed: components["schemas"]["Money"];
        };
        /** @description What the booking widget brought in over the period (part of `totals`; the widget has no clicks). */
        AffiliateWidgetFigures: {
            bookings: number;
            sales_aed: components["schemas"]["Money"];
            earnings_aed: components["schemas"]["Money"];
        };
        /**
         * @description One UAE day of the affiliate links' clicks, bookings, conversion, sales and earnings; money
         *     in AED.
         */
        AffiliateStatsDay: {
            date: components["schemas"]["IsoDate"];
            clicks: number;
            bookings: number;
            conversion_percent: number;
            sales_aed: components["schemas"]["Money"];
            earnings_aed: components["schemas"]["Money"];
        };
        /** @description Affiliate statistics for a period; `totals` is the sum of `daily`, one entry per day of the period in order, and includes `widget`. */
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
            widget: components["schemas"]["AffiliateWidgetFigures"];
            daily: components["schemas"]["AffiliateStatsDay"][];
        };
        /**
         * @description The landing page a link leads to, served by this service under `PUBLIC_BASE_URL`: the
         *     operator's tours and transfers of its theme at public prices, with a booking-request
         *     form. `home` (/book: everything), `airport_transfers` (/book/airport-transfers),
         *     `tours` (/book/tours), `desert_safaris` (/book/desert-safaris), `dhow_cruises`
         *     (/book/dhow-cruises), `city_tours` (/book/city-tours), `theme_parks`
         *     (/book/theme-parks), `abu_dhabi` (/book/abu-dhabi).
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
        /** @description The UTM parameters a tracking link carries to its landing page; `null` where not set. */
        AffiliateUtm: {
            source: string;
            medium: string;
            campaign: string;
            term: string | null;
            content: string | null;
        };
        /**
         * @description A tracking link to make: its name, the landing page it leads to and its UTM parameters. A
         *     link never changes once made.
         */
        AffiliateLinkRequest: {
            /** @description The account's own label for the link; not shown to travellers. */
            name: string;
            /** @description Defaults to `home`. */
            landing_page?: components["schemas"]["AffiliateLandingPage"];
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
            /** @description The link's code, in its `url` and carried to the landing page as `aff`. */
            code: string;
            name: string;
            landing_page: components["schemas"]["AffiliateLandingPage"];
            utm: components["schemas"]["AffiliateUtm"];
            /**
             * Format: uri
             * @description The tracking URL to share or print (`PUBLIC_BASE_URL/t/{code}`): it records a click and redirects (302) to `landing_url`.
             */
            url: string;
            /**
             * Format: uri
             * @description Where the link leads: the landing page with the `aff` code and the UTM parameters.
             */
            landing_url: string;
            /** @description Where to fetch the link's QR code (with the same API key). */
            qr: {
                /** @description Path of the QR code as SVG. */
                svg_url: string;
                /** @description Path of the QR code as PNG. */
                png_url: string;
            };
            created_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description A page of the partition's tracking links, newest first. `next_cursor` fetches the next page;
         *     it is `null` on the last.
         */
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
        /**
         * @description A page of per-link figures over a period, ordered by earnings, then clicks, highest first.
         *     `next_cursor` fetches the next page; it is `null` on the last.
         */
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
        AffiliatePayoutStatus: "requested" | "paid" | "rejected" | "cancelled";
        /**
         * @description A payout request, paid in AED by bank transfer; its amount is held in the earnings book
         *     from the request on. States: `requested` (with the trade desk) → `paid` (the desk sent
         *     the transfer) or `rejected` (the desk declined it, `rejection_reason` says why; the
         *     amount returns to the available balance); `requested` → `cancelled` by the withdraw
         *     operation (the amount returns to the available balance). Withdrawing in any other state
         *     answers 409 `invalid_state`.
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
            /**
             * @description The last four characters of the IBAN it is sent to, as on file when requested.
             * @example ****3456
             */
            iban_masked: string;
            /** @description The account's own note. */
            note: string | null;
            /** @description The trade desk's request that pays it (a test key answers it with the test helper). */
            request_id: string;
            /**
             * Format: date
             * @description While `requested`: the day the money should arrive.
             */
            expected_by: string | null;
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            rejected_at: string | null;
            /** @description Only when `rejected`: why the trade desk declined it. */
            rejection_reason: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
        };
        /**
         * @description The affiliate earnings of the whole account in AED: available to pay out now, pending on
         *     bookings not yet completed, held by open payout requests and paid out so far, with the
         *     smallest payout allowed.
         */
        AffiliateBalance: {
            /** @constant */
            currency: "AED";
            /** @description The earnings book's balance: commission on completed bookings, less payouts held or paid. May be paid out now. */
            available_aed: components["schemas"]["Money"];
            /** @description Commission on attributed bookings not yet completed; it becomes available when the service is completed, and is never earned if the booking is cancelled or declined. */
            pending_aed: components["schemas"]["Money"];
            /** @description Held by payout requests that are `requested`. */
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
            /** @description Whether bank details are on file, with the IBAN's last four characters; the details themselves are never returned. */
            bank_details: {
                /** @description Whether bank details for payouts are on file. */
                on_file: boolean;
                /**
                 * @description The last four characters of the IBAN on file, the rest masked; null when none is on file.
                 * @example ****3456
                 */
                iban_masked: string | null;
                /** Format: date-time */
                updated_at: string | null;
            };
            data: components["schemas"]["AffiliatePayout"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description A payout of affiliate earnings to ask for, in AED by bank transfer to the bank details on
         *     file; without `amount_aed`, the whole available balance.
         */
        AffiliatePayoutRequest: {
            /**
             * @description AED to pay out, at least 500 and at most the available balance; default the whole available balance.
             * @example 750
             */
            amount_aed?: number;
            /** @description The account's own note, for its books. */
            note?: string;
        };
        /** @description Bank details for payouts. Write-only: stored encrypted and never returned. */
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
        /** @description Says that bank details are on file, without repeating them (only the IBAN's last four characters). */
        AffiliateBankDetailsReceipt: {
            /** @constant */
            object: "affiliate_bank_details";
            sandbox: boolean;
            /**
             * @description Bank details for payouts are on file (always, once saved).
             * @constant
             */
            on_file: true;
            /**
             * @description The last four characters of the IBAN saved, the rest masked: the full IBAN is never shown again.
             * @example ****3456
             */
            iban_masked: string;
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description What the widget sells: `airport_transfers` (private transfers) and `tours` (tours and activities).
         * @enum {string}
         */
        AffiliateWidgetProduct: "airport_transfers" | "tours";
        /** @description The widget's settings in the affiliate's terms; fields left out take their defaults. */
        AffiliateWidgetRequest: {
            /** @description Tabs of the widget, in order. Defaults to `[airport_transfers, tours]`. */
            products?: components["schemas"]["AffiliateWidgetProduct"][];
            /** @description The language the widget opens in (`languages.default` of the widget); travellers can switch to its other languages. Defaults to `en`. */
            language?: components["schemas"]["SiteLanguage"];
            /** @description Prices are charged in AED and shown in this currency at the daily rate too. Defaults to `AED`. */
            display_currency?: components["schemas"]["SiteCurrency"];
            /** @description Colour of buttons and links. Defaults to `#0A7C86`. */
            accent_hex?: string;
            /**
             * @description `inline`: the form shows in the page; `popup`: a button opens it (the `floating_button` layout of the widget). Defaults to `inline`.
             * @enum {string}
             */
            layout?: "inline" | "popup";
            /** @description The sites allowed to show the widget, as origins: `https://www.example.com`; `http://localhost[:port]` and `http://127.0.0.1[:port]` are allowed too, to try the widget on a page of one's own computer. */
            allowed_origins: string[];
        };
        /**
         * @description The affiliate widget's settings: what it sells, its language and display currency, its look
         *     and the sites allowed to embed it.
         */
        AffiliateWidgetSettings: {
            products: components["schemas"]["AffiliateWidgetProduct"][];
            language: components["schemas"]["SiteLanguage"];
            display_currency: components["schemas"]["SiteCurrency"];
            accent_hex: string;
            /** @enum {string} */
            layout: "inline" | "popup";
            allowed_origins: string[];
        };
        /**
         * @description The booking widget in the affiliate's terms: the same stored widget as `Widget`. States:
         *     `not_set_up` → `active` (the set-up operation); then those of `Widget` (`active` ⇄
         *     `paused`, `suspended` by the operator). `id`, `settings`, `script_url` and `snippet` are
         *     `null` while `not_set_up`.
         */
        AffiliateWidget: {
            /** @constant */
            object: "affiliate_widget";
            sandbox: boolean;
            /** @description The widget's id; it never changes, so a pasted snippet keeps working when settings change. */
            id: string | null;
            /** @enum {string} */
            status: "not_set_up" | "active" | "paused" | "suspended";
            settings: components["schemas"]["AffiliateWidgetSettings"] | null;
            /** Format: uri */
            script_url: string | null;
            /** @description HTML to paste where the widget should show. */
            snippet: string | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        /**
         * @description `airport_transfer`: a private transfer between an airport and a tariff zone, or between any two places in the UAE given as `pickup_location` and `dropoff_location`. `chauffeur_hire`: a vehicle with its chauffeur at the client's disposal for 3 to 12 hours, starting in a tariff zone (`place`) or at a place (`pickup_location`).
         * @enum {string}
         */
        ClientBookingServiceType: "airport_transfer" | "chauffeur_hire";
        /**
         * @description The service to price or book. Fields by `type` (each rule answered as 422 on its path
         *     under `service`):
         *     - `airport_transfer`: either `pickup_location` and `dropoff_location` (`TripLocation`:
         *       any two places in the UAE, each refused on its own field, such as
         *       `service.pickup_location.hotel_ref`), or `airport`, `terminal`, `direction` and
         *       `place` (the two forms mixed, or one location without the other, are refused on the
         *       field to fix); `hours` is refused; `terminal` must belong to `airport`;
         *       `flight_number` only when the pickup is at an airport (the pickup is then the
         *       scheduled landing time).
         *     - `chauffeur_hire`: `hours` is required, and where the hire starts: `place` or
         *       `pickup_location` (one of them); `airport`, `terminal`, `direction`,
         *       `dropoff_location` and `flight_number` are refused.
         *     - Both: `passengers` and `bags` within the vehicle class (`EXECUTIVE_SEDAN` 3 and 3,
         *       `VIP_V_CLASS` 7 and 7, `LUXURY_COACH` 30 and 30); `child_seats` at most `passengers`;
         *       the pickup in the future (UAE time) and at most 365 days ahead.
         */
        ClientBookingServiceRequest: {
            type: components["schemas"]["ClientBookingServiceType"];
            pickup_location?: components["schemas"]["TripLocation"];
            dropoff_location?: components["schemas"]["TripLocation"];
            airport?: components["schemas"]["Airport"];
            terminal?: components["schemas"]["Terminal"];
            /**
             * @description `arrival`: from the airport to `place`; `departure`: from `place` to the airport.
             * @enum {string}
             */
            direction?: "arrival" | "departure";
            flight_number?: components["schemas"]["FlightNumber"];
            /** @description The tariff zone at the other end of an airport transfer (with `airport`), or where a chauffeur hire starts. */
            place?: components["schemas"]["TransportZone"];
            vehicle: components["schemas"]["VehicleClass"];
            pickup_date: components["schemas"]["IsoDate"];
            /**
             * @description Local time in the UAE (UTC+04:00), `HH:MM`.
             * @example 14:30
             */
            pickup_time: string;
            /** @description Chauffeur hire only: hours at the client's disposal. */
            hours?: number;
            passengers: number;
            /** @description Suitcases; hand luggage does not count. Defaults to `0`. */
            bags?: number;
            /** @description Child or booster seats, AED 30 each. Defaults to `0`. */
            child_seats?: number;
        };
        /**
         * @description The service as priced or booked; fields that do not apply to its `type` are `null`. A
         *     transfer's two ends (a chauffeur hire's start) are kept as resolved, whatever form the
         *     request gave them in: `pickup_location` and `dropoff_location`. `direction` is `arrival`
         *     when the pickup is at an airport, `departure` when the drop-off is, else
         *     `point_to_point`; `airport` and `terminal` are that airport's (null point to point), and
         *     `place` the tariff zone of the other end (point to point, the drop-off's; a hire's start).
         */
        ClientBookingService: {
            type: components["schemas"]["ClientBookingServiceType"];
            airport: components["schemas"]["Airport"] | null;
            terminal: components["schemas"]["Terminal"] | null;
            /** @enum {string|null} */
            direction: "arrival" | "departure" | "point_to_point" | null;
            flight_number: string | null;
            place: components["schemas"]["TransportZone"] | null;
            /** @description Where the driver collects the travellers (where a chauffeur hire starts). */
            pickup_location: components["schemas"]["ResolvedTripLocation"];
            /** @description Where a transfer ends; null for a chauffeur hire. */
            dropoff_location: components["schemas"]["ResolvedTripLocation"] | null;
            vehicle: {
                class: components["schemas"]["VehicleClass"];
                /** @example Mercedes-Benz V-Class or similar */
                description: string;
                max_passengers: number;
                max_bags: number;
            };
            /**
             * Format: date-time
             * @description The pickup (for an arrival, the scheduled landing) in UAE time.
             * @example 2026-12-05T14:30:00+04:00
             */
            pickup_at: string;
            /** @description Chauffeur hire only. */
            hours: number | null;
            passengers: number;
            bags: number;
            child_seats: number;
        };
        /** @description One part of the public price. */
        ClientBookingPriceLine: {
            /** @enum {string} */
            code: "transfer" | "chauffeur_hire" | "night_surcharge" | "child_seats";
            /** @example DXB T3 to Dubai Marina, 38.7 km */
            description: string;
            amount_aed: components["schemas"]["Money"];
        };
        /** @description The price under the account's terms: the lines add up to `public_price_aed`. */
        ClientBookingPrice: {
            /** @constant */
            currency: "AED";
            terms: components["schemas"]["CommercialTerms"];
            /** @description Commission or discount percentage of the terms; 0 under `tariff`. */
            terms_percent: number;
            lines: components["schemas"]["ClientBookingPriceLine"][];
            public_price_aed: components["schemas"]["Money"];
            /** @description What the account is charged under its terms (`CommercialTerms`): the public price, less the commission under `commission` or the discount under `net_rate`. */
            amount_due_aed: components["schemas"]["Money"];
            /** @description The commission deducted from the public price at booking (already taken off `amount_due_aed`, never paid later); only under `commission`. */
            commission_aed: number | null;
        };
        /** @description A service to price for one of the partner's clients: an airport transfer or chauffeur hire. */
        ClientBookingQuoteRequest: {
            service: components["schemas"]["ClientBookingServiceRequest"];
        };
        /** @description A price that holds for 30 minutes. Quotes are stored; `POST /bookings` books one by its `id` at this price. */
        ClientBookingQuote: {
            /** @constant */
            object: "client_booking_quote";
            /** @description `true` when priced with a test key. */
            sandbox: boolean;
            id: string;
            service: components["schemas"]["ClientBookingService"];
            /**
             * @description `instant`: booked as `confirmed`. `on_request`: a coach, or a pickup less than 6 hours ahead; booked as `on_request` and confirmed (or declined) by the trade desk.
             * @enum {string}
             */
            availability: "instant" | "on_request";
            price: components["schemas"]["ClientBookingPrice"];
            cancellation: components["schemas"]["ClientBookingCancellationPolicy"];
            created_at: components["schemas"]["Timestamp"];
            /** @description The price holds until then. */
            expires_at: components["schemas"]["Timestamp"];
        };
        /** @description Free until 24 hours before pickup for a transfer, 48 hours for chauffeur hire; 50 % of the amount due after that; 100 % for a no-show. A booking still `on_request` cancels free. */
        ClientBookingCancellationPolicy: {
            /**
             * Format: date-time
             * @example 2026-12-04T14:30:00+04:00
             */
            free_until: string;
            /** @constant */
            late_cancellation_fee_percent: 50;
            /** @constant */
            no_show_fee_percent: 100;
        };
        /**
         * @description The brand on the booking's voucher and name board. `partner`: the partner's name (by
         *     default the account's name) and accent colour, never the operator's. `none`: unbranded
         *     documents, no name at all. `name` and `accent_hex` are accepted only with `partner`.
         */
        ClientBookingBrandRequest: {
            /** @enum {string} */
            mode: "partner" | "none";
            /**
             * @description The name shown; defaults to the account's name.
             * @example Gulf Horizons Travel
             */
            name?: string;
            /**
             * @description Accent colour, `#RRGGBB`.
             * @example #0A7C86
             */
            accent_hex?: string;
        };
        /** @description The brand on the booking's documents: the partner's (`partner`) or none. */
        ClientBookingBrand: {
            /** @enum {string} */
            mode: "partner" | "none";
            /** @description `null` when `mode` is `none`. */
            name: string | null;
            accent_hex: string | null;
        };
        /** @description A quote to book, and what only a booking has. Service, time and price come from the quote. */
        ClientBookingCreateRequest: {
            /**
             * @description The `id` of a quote from `POST /bookings/quote`, made with a key of the same mode.
             * @example cbq_7Hk2Lm9Qw4Rt1Zx8Vb3N
             */
            quote_id: string;
            /** @description The arriving flight, on an arrival only (422 otherwise); replaces the quote's. */
            flight_number?: components["schemas"]["FlightNumber"];
            lead_traveller: components["schemas"]["Traveller"];
            /** @description The partner's own reference, printed on the voucher. */
            agency_reference?: string;
            /** @description For the driver (meeting point, special assistance …). */
            notes?: string;
            brand?: components["schemas"]["ClientBookingBrandRequest"];
        };
        /**
         * @description See the state machine of `ClientBooking`.
         * @enum {string}
         */
        ClientBookingStatus: "on_request" | "confirmed" | "driver_assigned" | "completed" | "no_show" | "declined" | "cancelled";
        /**
         * @description A booking made for one of the partner's clients. States and moves:
         *     - `on_request` → `confirmed` or `declined` (the trade desk, for a coach or a pickup less
         *       than 6 hours ahead; a declined booking is refunded in full), or → `cancelled` (the
         *       partner; always free);
         *     - `confirmed` → `driver_assigned` (the desk) → `completed` or `no_show` (after pickup);
         *     - `confirmed` or `driver_assigned` → `cancelled` (the partner, under the policy).
         *
         *     `declined`, `cancelled`, `completed` and `no_show` are final. What the partner may do by
         *     state (anything else answers 409 `invalid_state`): cancel and ask for a change in
         *     `on_request`, `confirmed`, `driver_assigned`; set the brand in any state but `declined` and
         *     `cancelled`; the voucher in `confirmed`, `driver_assigned`, `completed`, `no_show`; the
         *     name board in `confirmed` and `driver_assigned`.
         *
         *     The trip as it happens is beside it, as on a transfer booking: `trip` (always), `driver`
         *     and `vehicle` once a driver is assigned, the arriving `flight` while it is followed
         *     (`live_arrival_tracking`), and `tracking_url`, the traveller's live page.
         */
        ClientBooking: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "client_booking";
            sandbox: boolean;
            /** @description The booking id (`bkg_`), the same in every section; `reference` is what a person reads. */
            ref: string;
            reference: components["schemas"]["BookingReference"];
            status: components["schemas"]["ClientBookingStatus"];
            service: components["schemas"]["ClientBookingService"];
            lead_traveller: components["schemas"]["Traveller"];
            agency_reference: string | null;
            notes: string | null;
            price: components["schemas"]["ClientBookingPrice"];
            /** @description What happened to the booking's money so far: charged, refunded, kept as a cancellation fee, and the net. */
            money: components["schemas"]["BookingMoney"];
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
            /** @description Set once a driver is assigned; null before, and again if the driver is taken off. */
            driver: components["schemas"]["AssignedDriver"] | null;
            /** @description The vehicle the driver comes in, once a driver is assigned (`service.vehicle` is the class booked); null before. */
            vehicle: components["schemas"]["TripVehicle"] | null;
            trip: components["schemas"]["BookingTrip"];
            /** @description The arriving flight as last reported, while it is followed (`live_arrival_tracking: tracked`); null otherwise. */
            flight: components["schemas"]["BookingFlight"] | null;
            live_arrival_tracking: components["schemas"]["LiveArrivalTracking"];
            tracking_url: components["schemas"]["TrackingUrl"];
            brand: components["schemas"]["ClientBookingBrand"];
            created_at: components["schemas"]["Timestamp"];
            /** Format: date-time */
            confirmed_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
        };
        /**
         * @description The section whose operations show a booking: `transport` a transfer
         *     (`/transport/bookings`), `activity` a tour (`/activities/bookings`), `client` a booking for
         *     a client (`/bookings`), `desk_sale` a hotel-desk sale (its desk day), `dmc` a service of a
         *     booked DMC programme (the programme), `corporate` a corporate transfer request's booking
         *     or a shuttle run (the corporate lists), `referral` a booking a visitor asked for on one of
         *     the partner's public pages (guide page, site, widget, tracking link; the event feed).
         * @enum {string}
         */
        BookingKind: "transport" | "activity" | "client" | "desk_sale" | "referral" | "dmc" | "corporate";
        /**
         * @description The one state machine of every booking: `on_request` → `confirmed` or `declined` (the
         *     trade desk) or `cancelled`; `confirmed` → `driver_assigned` → `completed` or `no_show`;
         *     `confirmed` or `driver_assigned` → `cancelled`. Each section's object says which moves
         *     its partner makes.
         * @enum {string}
         */
        BookingStatus: "on_request" | "confirmed" | "driver_assigned" | "completed" | "no_show" | "declined" | "cancelled";
        /**
         * @description One booking of any section, as a list shows it: what it is, when, for whom and what it
         *     costs. Read it in full at `href`, through its section's operation (by `kind`).
         */
        BookingSummary: {
            /** @constant */
            object: "booking_summary";
            sandbox: boolean;
            /** @description The booking id, the same in every section (`ref` of a booking for a client). */
            id: string;
            reference: components["schemas"]["BookingReference"];
            kind: components["schemas"]["BookingKind"];
            status: components["schemas"]["BookingStatus"];
            /** @description The day of the service (the pickup, the start) in UAE time: what `pickup_from` and `pickup_to` filter. */
            service_date: components["schemas"]["IsoDate"];
            /**
             * Format: date-time
             * @description When the service starts (the pickup, a tour's start) in UAE time; null where only its day is known (a visitor's booking request).
             */
            starts_at: string | null;
            /** @description The lead traveller (a shuttle run: its shuttle; a DMC service: the client). */
            traveller_name: string;
            /** @description How many travel; null where the booking does not say (a shuttle run, a DMC service). */
            party_size: number | null;
            /** @description What the account is charged (0 for a booking the traveller pays the operator for, and once it is cancelled or declined). */
            amount_due_aed: components["schemas"]["Money"];
            agency_reference: string | null;
            /** @description Whether a driver meets the traveller at a pickup: such a booking has a name board (`GET /api/b2b/v1/bookings/{ref}/name-board`) while it is `confirmed` or `driver_assigned`. */
            has_pickup: boolean;
            /**
             * @description The path of the operation that shows the booking in full: its section's own (a transfer's, a tour's, a desk sale's), else `GET /api/b2b/v1/bookings/{ref}`, which reads every booking the list shows.
             * @example /api/b2b/v1/transport/bookings/bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P
             */
            href: string;
            created_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description A booking shown through another object of its section, as its events carry it: a
         *     corporate transfer or shuttle run (`corporate_booking`: the request's transfer or the
         *     run as booked), a DMC programme's service (`dmc_booking`: the programme's line), a
         *     visitor's booking request (`referral`). Besides what the booking's section keeps, it has
         *     `reference`, `status` and, but a visitor's request, `driver`, `amount_due_aed`,
         *     `cancellation_fee_aed`, `money` and `cancelled_at`. A line with a pickup (a corporate
         *     transfer) also has the trip as on a transfer booking: `trip`, `driver` (an
         *     `AssignedDriver`), `vehicle` (a `TripVehicle` once a driver is assigned, else null; a
         *     shuttle run's `vehicle` is the class it runs in), `flight`, `live_arrival_tracking` and
         *     `tracking_url`.
         */
        BookingLine: {
            /**
             * @description What the booking is, as its events name it.
             * @enum {string}
             */
            object: "corporate_booking" | "dmc_booking" | "referral";
            sandbox: boolean;
            /** @description The booking id (a corporate or DMC line names its own object; `GET /bookings` lists the booking by this id). */
            id?: string;
            reference: components["schemas"]["BookingReference"];
            status: components["schemas"]["BookingStatus"];
            /** @description What the booking charged; 0 once it is cancelled or declined (a visitor's request has none). */
            amount_due_aed?: components["schemas"]["Money"];
            /** @description What happened to the booking's money so far (a visitor's request has none). */
            money?: components["schemas"]["BookingMoney"];
            /** @description The driver assigned, once one is; a line with a pickup shows an `AssignedDriver`. */
            driver?: components["schemas"]["AssignedDriver"] | null;
            /** @description A line with a pickup: the trip as it happens. */
            trip?: components["schemas"]["BookingTrip"];
            /** @description A line with a pickup: the arriving flight while it is followed; null otherwise. */
            flight?: components["schemas"]["BookingFlight"] | null;
            /** @description A line with a pickup: whether its flight is followed. */
            live_arrival_tracking?: components["schemas"]["LiveArrivalTracking"];
            /** @description A line with a pickup: the traveller's live page. */
            tracking_url?: components["schemas"]["TrackingUrl"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A booking of any section, in its section's shape; `object` says which: `client_booking`,
         *     `transport_booking`, `activity_booking`, `desk_sale`, or a line (`corporate_booking`,
         *     `dmc_booking`, `referral`).
         */
        AnyBooking: components["schemas"]["ClientBooking"] | components["schemas"]["TransportBooking"] | components["schemas"]["ActivityBooking"] | components["schemas"]["DeskSale"] | components["schemas"]["CorporateBookingLine"] | components["schemas"]["DmcBookingLine"] | components["schemas"]["ReferralBookingLine"];
        /** @description A corporate transfer or shuttle run, as its request or run shows it. */
        CorporateBookingLine: {
            /** @constant */
            object: "corporate_booking";
        } & (WithRequired<components["schemas"]["BookingLine"], "object"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "corporate_booking";
        });
        /** @description A service of a booked DMC programme, as the programme's line shows it. */
        DmcBookingLine: {
            /** @constant */
            object: "dmc_booking";
        } & (WithRequired<components["schemas"]["BookingLine"], "object"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "dmc_booking";
        });
        /** @description A visitor's booking request made on one of the partner's public pages. */
        ReferralBookingLine: {
            /** @constant */
            object: "referral";
        } & (WithRequired<components["schemas"]["BookingLine"], "object"> & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "referral";
        });
        /**
         * @description A page of the partition's bookings of every section, most recently booked first.
         *     `next_cursor` fetches the next page; it is `null` on the last.
         */
        BookingSummaryList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["BookingSummary"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description Where the traveller booked: the partner's booking widget, its white-label site, one of its tracking links, or a welcome guide of one of its properties.
         * @enum {string}
         */
        ClientBookingCreditChannel: "booking_widget" | "white_label_site" | "tracking_link" | "welcome_guide";
        /**
         * @description A booking a traveller made and paid at the public price through one of the partner's
         *     channels, credited to the account. It is not one of the account's own bookings (its
         *     details are the traveller's). Credit states: `pending` (service not yet delivered) →
         *     `earned` (delivered; paid on `statement_period`'s statement) or → `reversed` (the booking
         *     was cancelled or refunded).
         */
        ClientBookingCredit: {
            /** @constant */
            object: "booking_credit";
            sandbox: boolean;
            id: string;
            /** @description The booking id (`bkg_…`). */
            booking_ref: string;
            /** @description The booking's reference, what the traveller's voucher and the trade desk say (`CB-7KQ2-M9XH`). */
            booking_reference: components["schemas"]["BookingReference"];
            channel: components["schemas"]["ClientBookingCreditChannel"];
            /**
             * @description The link code, property or page it came through.
             * @example TL-9XKQ2M7D4TZ8
             */
            source: string | null;
            service_type: components["schemas"]["ClientBookingServiceType"];
            service_date: components["schemas"]["IsoDate"];
            /**
             * @description First name and initial only.
             * @example Aisha R.
             */
            traveller: string;
            booking_status: components["schemas"]["ClientBookingStatus"];
            /** @description What the traveller paid. */
            booking_value_aed: components["schemas"]["Money"];
            /** @example 10 */
            credit_percent: number;
            credit_aed: components["schemas"]["Money"];
            /** @enum {string} */
            credit_status: "pending" | "earned" | "reversed";
            /** @description The month (`YYYY-MM`) whose statement pays an earned credit. */
            statement_period: string | null;
            booked_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description A page of bookings travellers made through the partner's channels and credited to the
         *     account, latest first. `next_cursor` fetches the next page; it is `null` on the last.
         */
        ClientBookingCreditList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["ClientBookingCredit"][];
            next_cursor: string | null;
        };
        /**
         * @description `type: change` asks to change the booking: `changes` is required, `service` refused.
         *     `type: service` asks for a service: `service` and `message` are required, `changes`
         *     refused. The changed booking must still obey the booking rules (the pickup in the future,
         *     passengers and bags within the vehicle, `flight_number` only on an arrival, `hours` only
         *     on chauffeur hire), each answered as 422 on its path under `changes`.
         */
        ClientBookingAmendmentRequest: {
            /** @enum {string} */
            type: "change" | "service";
            changes?: components["schemas"]["ClientBookingChanges"];
            service?: components["schemas"]["ClientBookingDeskService"];
            /** @description For the trade desk. */
            message?: string;
        };
        /**
         * @description A page of the account's change and service requests on its bookings, latest first, with the
         *     trade desk's answers. `next_cursor` fetches the next page; it is `null` on the last.
         */
        ClientBookingDeskRequestList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["ClientBookingDeskRequest"][];
            next_cursor: string | null;
        };
        /**
         * @description How the guest paid at the desk: `cash`, `card` (the hotel's card terminal) or `room_charge` (added to the guest's hotel bill).
         * @enum {string}
         */
        DeskPaymentMethod: "cash" | "card" | "room_charge";
        /** @description A quick sale of one catalogue item to a hotel guest. */
        DeskSaleRequest: {
            /**
             * @description The `code` of a rate catalogue item.
             * @example TOUR-DESERT-SAFARI-EVENING
             */
            item_code: string;
            service_date: components["schemas"]["IsoDate"];
            /**
             * @description Pickup at the hotel, UAE local time (UTC+04:00), `HH:MM`.
             * @example 15:00
             */
            service_time: string;
            pickup_location?: components["schemas"]["TripLocation"];
            dropoff_location?: components["schemas"]["TripLocation"];
            adults: number;
            /** @description Aged 3 to 11; infants travel free and are not counted. Defaults to `0`. */
            children?: number;
            guest: components["schemas"]["Traveller"];
            /**
             * @description The guest's room; required for `room_charge`.
             * @example 1412
             */
            room_number?: string;
            payment_method: components["schemas"]["DeskPaymentMethod"];
            /** @description For the driver or guide (child seat, wheelchair …). */
            notes?: string;
        };
        /** @description What the guest paid (the public price) and what the account owes the operator for it under its terms. */
        DeskSalePrice: {
            /** @constant */
            currency: "AED";
            terms: components["schemas"]["CommercialTerms"];
            /** @description The public price the guest paid at the desk. */
            guest_paid_aed: components["schemas"]["Money"];
            /** @description What the sale charged the account under its terms (`CommercialTerms`): the public price, less the commission or the discount; the desk keeps the rest of what the guest paid. */
            amount_due_aed: components["schemas"]["Money"];
            /** @description The commission deducted from the public price at booking (already taken off `amount_due_aed`, never paid later); only under `commission`. */
            commission_aed: number | null;
        };
        /**
         * @description A sale made at the hotel desk. States: `confirmed` (its desk day is open) → `settled`
         *     (its desk day was closed; the sale is part of the frozen settlement). There is no other move.
         */
        DeskSale: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "desk_sale";
            sandbox: boolean;
            /** @description The booking id: a desk sale is a booking. */
            id: string;
            reference: components["schemas"]["BookingReference"];
            /** @enum {string} */
            status: "confirmed" | "settled";
            /** @description The desk day the sale counts in (its UAE sale date). */
            desk_day: components["schemas"]["IsoDate"];
            item: {
                code: string;
                name: string;
                category: components["schemas"]["RateCategory"];
                unit: components["schemas"]["RateUnit"];
            };
            service: {
                date: components["schemas"]["IsoDate"];
                time: string;
                /**
                 * Format: date-time
                 * @description The pickup as a timestamp in UAE time.
                 */
                at: string;
            };
            /** @description A transfer's pickup as resolved (without locations, the item's zone: the guest's hotel); null for a tour or a vehicle hire. */
            pickup_location: components["schemas"]["ResolvedTripLocation"] | null;
            /** @description A transfer's drop-off as resolved (without locations, the item's airport); null for a tour or a vehicle hire. */
            dropoff_location: components["schemas"]["ResolvedTripLocation"] | null;
            adults: number;
            children: number;
            guest: components["schemas"]["Traveller"];
            room_number: string | null;
            payment_method: components["schemas"]["DeskPaymentMethod"];
            price: components["schemas"]["DeskSalePrice"];
            notes: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description What the desk declares when it closes the day. */
        DeskDayCloseRequest: {
            /** @description The cash in the drawer from the day's cash sales. */
            cash_counted_aed: number;
            /** @description For the operator's finance team (who counted, why the cash differs …). */
            note?: string;
        };
        /**
         * @description One desk day (a UAE calendar day) and its settlement. States: `open` → `closed` (by the
         *     close operation; every move is recorded). Only an
         *     `open` day takes sales and can be closed; both on a `closed` day answer 409 `invalid_state`.
         *     Settlement: the desk collected `collected_aed` from guests and owes the operator
         *     `payable_to_operator_aed` (the sales' amount due, each already charged to the wallet or
         *     credit line with its commission or discount deducted); it keeps `earned_aed`, the
         *     difference (its commission, or its discount and margin).
         */
        DeskDay: {
            /** @constant */
            object: "desk_day";
            sandbox: boolean;
            date: components["schemas"]["IsoDate"];
            /** @enum {string} */
            status: "open" | "closed";
            /** @description The day's sales, oldest first (a desk makes at most a few dozen a day, so they are not paged). */
            sales: components["schemas"]["DeskSale"][];
            totals: {
                sales_count: number;
                adults: number;
                children: number;
                cash_aed: components["schemas"]["Money"];
                card_aed: components["schemas"]["Money"];
                room_charge_aed: components["schemas"]["Money"];
            };
            settlement: {
                /** @constant */
                currency: "AED";
                terms: components["schemas"]["CommercialTerms"];
                /** @description What guests paid at the desk. */
                collected_aed: components["schemas"]["Money"];
                /** @description What the account owes the operator for the day. */
                payable_to_operator_aed: components["schemas"]["Money"];
                /** @description What the account keeps. */
                earned_aed: components["schemas"]["Money"];
                /** @description Cash sales of the day. */
                cash_expected_aed: components["schemas"]["Money"];
                /** @description Declared at closing; `null` while open. */
                cash_counted_aed: number | null;
                /** @description Counted less expected (negative when short); `null` while open. */
                cash_difference_aed: number | null;
            };
            /** Format: date-time */
            closed_at: string | null;
            /** @description The note given at closing. */
            note: string | null;
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
        /**
         * @description A page of the partition's cost centres, newest first, each with its approvers and this
         *     month's spend. `next_cursor` fetches the next page; it is `null` on the last.
         */
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
        /**
         * @description A person who may approve the cost centre's transfer requests, up to an amount in AED or
         *     without limit.
         */
        CorporateApproverInput: {
            /** @example Noura Al Falasi */
            name: string;
            email: components["schemas"]["Email"];
            /** @description The largest estimate they may approve; `null` or left out: no limit. */
            approves_up_to_aed?: number | null;
        };
        /** @description The cost centre's approvers, as a complete list that replaces the current one. */
        CorporateApproversRequest: {
            /** @description The full list; it replaces the current approvers. */
            approvers: components["schemas"]["CorporateApproverInput"][];
        };
        /**
         * @description The transfer requested, with the fields of the transport quote (`TransportQuoteRequest`)
         *     in either of its forms: `pickup_location` and `dropoff_location` (any two places in the
         *     UAE: the office, a hotel, an airport terminal), or `airport`, `terminal`, `direction` and
         *     `place` (an airport and a tariff zone); the two forms mixed, or one location without the
         *     other, answer 422 naming the field.
         */
        CorporateTransfer: {
            pickup_location?: components["schemas"]["TripLocation"];
            dropoff_location?: components["schemas"]["TripLocation"];
            /** @description Airport and zone form: the airport. */
            airport?: components["schemas"]["Airport"];
            /** @description Airport and zone form: the terminal of `airport`. */
            terminal?: components["schemas"]["Terminal"];
            /**
             * @description Airport and zone form: `arrival` from the airport to `place`; `departure` from `place` to the airport.
             * @enum {string}
             */
            direction?: "arrival" | "departure";
            /** @description Airport and zone form: the tariff zone at the other end. */
            place?: components["schemas"]["TransportZone"];
            vehicle: components["schemas"]["VehicleClass"];
            pickup_date: components["schemas"]["IsoDate"];
            /**
             * @description Local time in the UAE, `HH:MM`; for an arrival, the scheduled landing time.
             * @example 05:15
             */
            pickup_time: string;
            passengers: number;
            bags: number;
            /** @description The arriving flight, only when the pickup is at an airport. */
            flight_number?: components["schemas"]["FlightNumber"];
        };
        /**
         * @description An employee's transfer to charge to a cost centre: who travels, why, and the transfer. It is
         *     booked at once when the cost centre needs no approval for it, else it waits for an approver
         *     (see `CorporateRequest`).
         */
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
         * @description An employee's transfer request, charged to a cost centre: `transfer` as it was asked for,
         *     and its two ends as resolved (`pickup_location`, `dropoff_location`), which the booking,
         *     the voucher and the driver's sheet name.
         *
         *     States: created `approved` when the cost centre needs no approval for it (the transfer is
         *     booked at once), else `pending_approval`. `pending_approval` → `approved` (an approver
         *     approves; the transfer is booked and charged), `declined` (an approver declines, with a
         *     reason) or `expired` (not decided by `approval.decide_by`, 2 hours before pickup: the
         *     service's expiry job moves it). An `approved` request reads `completed` once its booking
         *     has run. Deciding a request that is not `pending_approval` answers 409 `invalid_state`.
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
            pickup_location: components["schemas"]["ResolvedTripLocation"];
            dropoff_location: components["schemas"]["ResolvedTripLocation"];
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
            /** @description The transfer booking (kind `corporate`), once approved. */
            booking_id: string | null;
            /** @description That booking's reference as a person reads it (`CP-7KQ2-M9XH`), what the traveller's e-mail and the inbox say; null until approved. */
            booking_reference: components["schemas"]["BookingReference"] | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description A page of employees' transfer requests, newest first. `next_cursor` fetches the next page;
         *     it is `null` on the last.
         */
        CorporateRequestList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["CorporateRequest"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description An approver's decision on a `pending_approval` request: `approve` books and charges the
         *     transfer, `decline` needs a reason the employee is told.
         */
        CorporateDecisionRequest: {
            /** @enum {string} */
            decision: "approve" | "decline";
            /** @description The approver deciding: one of the cost centre's approvers. */
            approver_email: components["schemas"]["Email"];
            /** @description Required to decline; the employee is told. */
            reason?: string;
        };
        /** @description A stop on a shuttle's route, in outbound order, with its minutes from the first stop. */
        CorporateShuttleStop: {
            /** @example Al Qusais staff residence */
            name: string;
            zone: components["schemas"]["TransportZone"];
            /** @description Where the vehicle stops, for the driver. */
            address?: string;
            /** @description Outbound timing: 0 for the first stop, then increasing. */
            minutes_from_first_stop: number;
        };
        /**
         * @description A departure of the shuttle's timetable: the UAE time at the first stop and the direction the
         *     run takes the stops in.
         */
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
        /**
         * @description A day of the week a shuttle runs on.
         * @enum {string}
         */
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
        /**
         * @description A page of the partition's staff shuttles, newest first. `next_cursor` fetches the next page;
         *     it is `null` on the last.
         */
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
        /**
         * @description The state to move a shuttle to, with a reason: `paused`, `active` (resume) or `ended`; see
         *     `CorporateShuttle` for the allowed moves.
         */
        CorporateShuttleStatusRequest: {
            /**
             * @description The state to move to: `paused` to pause, `active` to resume, `ended` to end.
             * @enum {string}
             */
            status: "active" | "paused" | "ended";
            /** @example Office closed for the National Day holiday */
            reason?: string;
        };
        /**
         * @description A calendar month to schedule a shuttle's runs for, from its timetable, leaving out the days
         *     given.
         */
        CorporateShuttleScheduleRequest: {
            month: components["schemas"]["CorporateMonth"];
            /** @description Days of the month without runs. */
            skip_dates?: components["schemas"]["IsoDate"][];
        };
        /**
         * @description One scheduled run of a shuttle: its date, departure, direction, vehicles and price in AED.
         *     Each run is a booking charged to the shuttle's cost centre.
         */
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
        /**
         * @description Accepts the shuttle's newly agreed rate, naming the version read from
         *     `pending_rate.version`, so a rate you have not seen is never picked up.
         */
        CorporateShuttleRepriceRequest: {
            /** @description The `pending_rate.version` you accept. */
            rate_version: number;
        };
        /**
         * @description Transfers and shuttle runs, their counts and amounts in AED under the account's terms, and
         *     the total.
         */
        CorporateUsageFigures: {
            /** @description Transfers with a service date in the month, booked and not cancelled or declined. */
            transfers: number;
            transfers_aed: components["schemas"]["Money"];
            shuttle_runs: number;
            shuttle_aed: components["schemas"]["Money"];
            total_aed: components["schemas"]["Money"];
        };
        /**
         * @description One cost centre's month: transfers and shuttle runs with their amounts in AED, its budget
         *     use and its requests by outcome.
         */
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
        /**
         * @description One month's transfers and shuttle runs by cost centre, in AED under the account's terms,
         *     computed from the partition's bookings, with budget use and requests by outcome.
         */
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
            /** @description Defaults to `1`. */
            vehicles?: number;
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
            /** @description Defaults to `1`. */
            vehicles?: number;
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
        /** @description A line's price. `public_price_aed`: the operator's public price; `net_aed`: what the account is charged for it under its terms (`CommercialTerms`: the public price, less the commission or the discount); `commission_aed`: the commission deducted from the public price (commission terms only); `sell_aed`: the client's price, net plus `markup_percent`. */
        DmcLinePricing: {
            public_price_aed: components["schemas"]["Money"];
            net_aed: components["schemas"]["Money"];
            commission_aed: number | null;
            markup_percent: number;
            sell_aed: components["schemas"]["Money"];
        };
        /** @description A private airport transfer in a programme version, priced per line (`pricing`, in AED). */
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
        /**
         * @description A chauffeured vehicle hire by the hour in a programme version, priced per line (`pricing`,
         *     in AED).
         */
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
        /**
         * @description A tour or activity for the group in a programme version, priced per line (`pricing`, in
         *     AED).
         */
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
                /** @description What the account is charged under its terms when the version is accepted: the public price, less the commission or the discount. */
                net_aed: components["schemas"]["Money"];
                /** @description The commission deducted from the public price at booking (already taken off `amount_due_aed`, never paid later); only under `commission`. */
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
        /**
         * @description A person named on a programme: the DMC's client contact, a client link's recipient, or who
         *     accepted a proposal.
         */
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
         *     - `booked` → `cancelled` (the booked services are cancelled under their policy), or
         *       `completed` by the service itself the day after the last service day (UAE time);
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
        /**
         * @description A page of the partition's programmes, newest first. `next_cursor` fetches the next page; it
         *     is `null` on the last.
         */
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
            /** @description Days until the link expires; it never outlives the version's `valid_until`. Defaults to `7`. */
            expires_in_days?: number;
            /** @description Whether the client may accept through the link, or only read the proposal. Defaults to `true`. */
            allow_accept?: boolean;
        };
        /**
         * @description An expiring link to a programme version's proposal, for one recipient. States: `active` →
         *     `accepted` (the client accepted through it; the programme is booked), `expired` (its
         *     `expires_at` passed: it reads `expired` from that moment, and a background job records
         *     the move) or `revoked` (by the revoke operation). Only an `active` link can be revoked;
         *     any other answers 409 `invalid_state`.
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
            /** @description Whether the client may accept the proposal through the link (`false`: read only). */
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
        /**
         * @description A page of a programme's client links, newest first. `next_cursor` fetches the next page; it
         *     is `null` on the last.
         */
        DmcClientLinkList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            /** @description Newest first. */
            data: components["schemas"]["DmcClientLink"][];
            next_cursor: string | null;
        };
        /** @description One price, public and under the account's terms. */
        RatePrice: {
            /** @constant */
            currency: "AED";
            terms: components["schemas"]["CommercialTerms"];
            /** @description Commission or discount percentage; 0 under `tariff`. */
            terms_percent: number;
            public_price_aed: components["schemas"]["Money"];
            /** @description What the account is charged under its terms (`CommercialTerms`): the public price, less the commission under `commission` or the discount under `net_rate`. */
            amount_due_aed: components["schemas"]["Money"];
            /** @description The commission deducted from the public price at booking (already taken off `amount_due_aed`, never paid later); only under `commission`. */
            commission_aed: number | null;
        };
        /** @description One item on sale to the trade, priced under the account's terms. */
        RateCatalogueItem: {
            /** @constant */
            object: "rate_catalogue_item";
            /**
             * @description Stable code; a desk sale names it as `item_code`.
             * @example TOUR-DESERT-SAFARI-EVENING
             */
            code: string;
            category: components["schemas"]["RateCategory"];
            name: string;
            description: string;
            unit: components["schemas"]["RateUnit"];
            /** @description The vehicle of a `per_vehicle` item. */
            vehicle: {
                class: components["schemas"]["VehicleClass"];
                description: string;
                seats: number;
                bags: number;
            } | null;
            /** @description Length of a tour or hire; `null` for transfers. */
            duration_hours: number | null;
            /** @description Most people one sale may cover: the seats of a vehicle, or the largest party a tour takes at once. */
            max_people: number;
            /** @description Per vehicle, or per adult. */
            price: components["schemas"]["RatePrice"];
            /** @description Per child (3 to 11) on `per_person` items that take children; `null` otherwise. */
            child_price: components["schemas"]["RatePrice"] | null;
            valid_from: components["schemas"]["IsoDate"];
            valid_to: components["schemas"]["IsoDate"];
        };
        /**
         * @description A page of the rate catalogue: what the operator sells to the trade this season, priced under
         *     the account's terms in AED. `next_cursor` fetches the next page; it is `null` on the last.
         */
        RateCatalogueList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["RateCatalogueItem"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /** @description The account's rate sheet for the season in force. */
        RateSheet: {
            /** @constant */
            object: "rate_sheet";
            sandbox: boolean;
            /** @constant */
            currency: "AED";
            terms: components["schemas"]["CommercialTerms"];
            terms_percent: number;
            valid_from: components["schemas"]["IsoDate"];
            valid_to: components["schemas"]["IsoDate"];
            /** @description One-way private transfer prices by airport, zone and vehicle class, day rate. */
            transfers: {
                airport: components["schemas"]["Airport"];
                place: components["schemas"]["TransportZone"];
                distance_km: number;
                vehicle: components["schemas"]["VehicleClass"];
                public_price_aed: components["schemas"]["Money"];
                amount_due_aed: components["schemas"]["Money"];
            }[];
            night_surcharge: {
                /** @constant */
                percent: 20;
                /**
                 * @description UAE local time.
                 * @constant
                 */
                from: "00:00";
                /** @constant */
                to: "05:59";
            };
            /** @description A vehicle with its chauffeur, per hour, within one emirate. */
            hourly_hire: {
                vehicle: components["schemas"]["VehicleClass"];
                minimum_hours: number;
                public_price_per_hour_aed: components["schemas"]["Money"];
                amount_due_per_hour_aed: components["schemas"]["Money"];
            }[];
            supplements: {
                /** @example CHILD_SEAT */
                code: string;
                name: string;
                /** @enum {string} */
                unit: "per_booking" | "per_hour" | "per_item";
                public_price_aed: components["schemas"]["Money"];
                amount_due_aed: components["schemas"]["Money"];
            }[];
            cancellation: {
                category: components["schemas"]["RateCategory"];
                free_until_hours_before: number;
                late_cancellation_fee_percent: number;
                no_show_fee_percent: number;
            }[];
            issued_at: components["schemas"]["Timestamp"];
        };
        /** @description One line of a quote request. */
        RateRequestService: {
            /** @enum {string} */
            kind: "transfer" | "tour" | "vehicle_hire" | "other";
            date: components["schemas"]["IsoDate"];
            /** @description UAE local time, `HH:MM`. */
            time?: string;
            /** @description Where it starts; required for a `transfer`. */
            from?: string;
            /** @description Where it ends; required for a `transfer`. */
            to?: string;
            vehicle?: components["schemas"]["VehicleClass"];
            /** @description How many vehicles; with `vehicle`. */
            vehicles?: number;
            description: string;
        };
        /**
         * @description A group, multi-day itinerary or event for the trade desk to price, with the client's budget
         *     in AED and the day to answer by.
         */
        RateQuoteRequestCreate: {
            title: string;
            group: {
                adults: number;
                /** @description Defaults to `0`. */
                children?: number;
            };
            services: components["schemas"]["RateRequestService"][];
            /** @description The client's budget for the whole request. */
            budget_aed?: number;
            respond_by?: components["schemas"]["IsoDate"];
            contact?: components["schemas"]["Traveller"];
            agency_reference?: string;
            notes?: string;
        };
        /**
         * @description A quote request to the trade desk, stored as a request of kind `quote_request`. States:
         *     `submitted` (with the desk) → `quoted` (the desk answered with a price, which holds for
         *     14 days: `quote`) or `declined` (the desk cannot serve it; the note says why);
         *     `submitted` → `withdrawn` (by the partner). Any other move answers 409 `invalid_state`.
         */
        RateQuoteRequest: {
            /** @constant */
            object: "quote_request";
            sandbox: boolean;
            /** @description The request id, to read it back with `GET /quote-requests/{id}`. */
            id: string;
            /** @description To quote to the trade desk. */
            reference: string;
            /** @enum {string} */
            status: "submitted" | "quoted" | "declined" | "withdrawn";
            title: string;
            group: {
                adults: number;
                children: number;
            };
            services: components["schemas"]["RateRequestService"][];
            budget_aed: number | null;
            /** @description The desk answers by the end of this day. */
            respond_by: components["schemas"]["IsoDate"];
            contact: components["schemas"]["Traveller"] | null;
            agency_reference: string | null;
            notes: string | null;
            /** @description The desk's priced answer, once `quoted`. */
            quote: {
                total_aed: components["schemas"]["Money"];
                expires_at: components["schemas"]["Timestamp"];
            } | null;
            /** @description The desk's note with its answer (why it declined, what the price includes); null until answered or when it left none. */
            answer_note: string | null;
            /**
             * Format: date-time
             * @description When the desk answered; null while `submitted` or once `withdrawn`.
             */
            answered_at: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description The emirate the vehicles work in.
         * @enum {string}
         */
        RateEmirate: "ABU_DHABI" | "DUBAI" | "SHARJAH" | "AJMAN" | "UMM_AL_QUWAIN" | "RAS_AL_KHAIMAH" | "FUJAIRAH";
        /**
         * @description A block of chauffeured vehicles to ask for over a run of days, for an event or a season,
         *     with a target day rate in AED.
         */
        RateWholesaleRequestCreate: {
            vehicle: components["schemas"]["VehicleClass"];
            vehicles_per_day: number;
            start_date: components["schemas"]["IsoDate"];
            end_date: components["schemas"]["IsoDate"];
            /** @description Hours each vehicle and chauffeur are at the partner's disposal each day. */
            hours_per_day: number;
            emirate: components["schemas"]["RateEmirate"];
            event_name?: string;
            /** @description The price per vehicle per day the partner hopes for. */
            target_rate_aed?: number;
            agency_reference?: string;
            notes?: string;
        };
        /**
         * @description A request for vehicle capacity, stored as a request of kind `wholesale_request`. States:
         *     `submitted` (with the desk) → `offered` (the desk made a firm offer, which holds for 14
         *     days: `offer`) or `declined` (no capacity; the note says why); `submitted` → `withdrawn`
         *     (by the partner). Any other move answers 409 `invalid_state`.
         */
        RateWholesaleRequest: {
            /** @constant */
            object: "wholesale_request";
            sandbox: boolean;
            /** @description The request id, to read it back with `GET /wholesale-requests/{id}`. */
            id: string;
            reference: string;
            /** @enum {string} */
            status: "submitted" | "offered" | "declined" | "withdrawn";
            vehicle: {
                class: components["schemas"]["VehicleClass"];
                description: string;
                seats: number;
            };
            vehicles_per_day: number;
            start_date: components["schemas"]["IsoDate"];
            end_date: components["schemas"]["IsoDate"];
            days: number;
            vehicle_days: number;
            hours_per_day: number;
            emirate: components["schemas"]["RateEmirate"];
            event_name: string | null;
            target_rate_aed: number | null;
            /** @description The block at the account's hourly hire rates; the firm offer may differ. */
            indicative: {
                /** @constant */
                currency: "AED";
                terms: components["schemas"]["CommercialTerms"];
                /** @description What the account is charged for one vehicle for one day under its terms (`CommercialTerms`). */
                per_vehicle_day_aed: components["schemas"]["Money"];
                public_price_aed: components["schemas"]["Money"];
                amount_due_aed: components["schemas"]["Money"];
                commission_aed: number | null;
            };
            /** @description The desk's firm offer, once `offered`. */
            offer: {
                total_aed: components["schemas"]["Money"];
                expires_at: components["schemas"]["Timestamp"];
            } | null;
            agency_reference: string | null;
            notes: string | null;
            /** @description The desk answers by then (two working days). */
            answer_by: components["schemas"]["Timestamp"];
            /** @description The desk's note with its answer (why it declined, what the price includes); null until answered or when it left none. */
            answer_note: string | null;
            /**
             * Format: date-time
             * @description When the desk answered; null while `submitted` or once `withdrawn`.
             */
            answered_at: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description `transfers`: private airport and city transfers; `tours`: tours and activities.
         * @enum {string}
         */
        WidgetProduct: "transfers" | "tours";
        /**
         * @description How the booking widget looks on the partner's pages: light or dark, its accent colour and
         *     whether it sits inline or behind a floating button.
         */
        WidgetTheme: {
            /** @enum {string} */
            mode: "light" | "dark";
            /**
             * @description Buttons and links.
             * @example #0E7C86
             */
            accent_hex: string;
            /**
             * @description `inline`: the search form where the snippet is; `floating_button`: a "Book a transfer" button that opens it.
             * @enum {string}
             */
            layout: "inline" | "floating_button";
        };
        /** @description The fields to change (at least one); those left out keep their value. */
        WidgetUpdate: {
            /**
             * @description Resume or pause the widget.
             * @enum {string}
             */
            status?: "active" | "paused";
            products?: components["schemas"]["WidgetProduct"][];
            default_product?: components["schemas"]["WidgetProduct"];
            languages?: components["schemas"]["SiteLanguages"];
            display_currency?: components["schemas"]["SiteCurrency"];
            theme?: components["schemas"]["WidgetTheme"];
            /** @description The pages' origins (`https://host[:port]`, no path); the widget refuses to load elsewhere. `http://localhost[:port]` and `http://127.0.0.1[:port]` are allowed too, to try the widget on a page of one's own computer. */
            allowed_origins?: string[];
        };
        /**
         * @description The booking widget, one per partition (also shown by `GET /api/b2b/v1/affiliate/widget`).
         *     States: `active` (takes bookings) ⇄ `paused` (shows a closed notice), moved by the
         *     partner with `status`; the operator may move either to `suspended` (`suspension_reason`
         *     says why) and back. A suspended
         *     widget cannot be changed by the partner (409 `invalid_state`) and shows nothing. Setting
         *     the status a widget already has changes nothing.
         */
        Widget: {
            /** @constant */
            object: "widget";
            sandbox: boolean;
            /** @example wdg_6Lr2Xk9Qm4Tz1Wp7Vc3N */
            id: string;
            /** @enum {string} */
            status: "active" | "paused" | "suspended";
            /** @description Printed on every booking made through the widget and credited to the account. */
            partner: {
                /** @example Gulf Horizons Travel */
                name: string;
                /** @example GHT-4821 */
                code: string;
            };
            products: components["schemas"]["WidgetProduct"][];
            default_product: components["schemas"]["WidgetProduct"];
            languages: components["schemas"]["SiteLanguages"];
            /** @description Prices are charged in AED; others are shown at the daily rate. */
            display_currency: components["schemas"]["SiteCurrency"];
            theme: components["schemas"]["WidgetTheme"];
            allowed_origins: string[];
            /**
             * @description Travellers book at the public price; the account earns under its terms.
             * @constant
             */
            pricing: "public";
            /**
             * Format: uri
             * @description The widget's script, served by this service (`PUBLIC_BASE_URL/widget/{id}.js`).
             */
            script_url: string;
            /** @description The HTML to paste where the widget should appear: one script tag loading `script_url`; the widget renders in its place. */
            snippet: string;
            suspension_reason: string | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description What a person may do: each role is a set of API scopes (the same scopes a key holds).
         *     `owner` is one per account and moves only through the trade desk.
         *
         *     | Role | Scopes |
         *     |---|---|
         *     | `owner` | every scope |
         *     | `admin` | every scope |
         *     | `booker` | `account:read`, `transport:read`, `transport:write`, `activities:read`, `activities:write`, `cruise:read`, `cruise:write`, `bookings:create`, `bookings:view`, `bookings:manage`, `rates:view`, `tracking:view`, `inbox:view` |
         *     | `finance` | `account:read`, `bookings:view`, `statements:read`, `affiliate:read`, `affiliate:write`, `settings:view`, `rates:view`, `inbox:view` |
         *     | `viewer` | every `:read` and `:view` scope |
         * @enum {string}
         */
        UserRole: "owner" | "admin" | "booker" | "finance" | "viewer";
        /**
         * @description See `User`.
         * @enum {string}
         */
        UserStatus: "invited" | "active" | "deactivated";
        /**
         * @description A person of the account, stored in the partition of the key that invited them. States:
         *     `invited` → `active` (they accepted the invitation); `invited` or `active` →
         *     `deactivated` (deactivate; a pending invitation is cancelled); `deactivated` → `active`
         *     (reactivate, if they had joined) or `invited` (reactivate, if they never had; a new
         *     invitation). An invitation past `invitation_expires_at` can no longer be accepted: the
         *     person stays `invited` until deactivated. The `owner` is always `active`. Any other move
         *     answers 409 `invalid_state`.
         *
         *     The invitation is accepted on the page its link opens (`<PUBLIC_BASE_URL>/invitations/<token>`):
         *     the token is single-use, valid 7 days, and stored only as a hash. A live invitation's link
         *     travels only in the e-mail to the person.
         */
        User: {
            /** @constant */
            object: "user";
            sandbox: boolean;
            id: string;
            email: components["schemas"]["Email"];
            first_name: string;
            last_name: string;
            role: components["schemas"]["UserRole"];
            status: components["schemas"]["UserStatus"];
            /** @description Whether the person signs in with a second factor. */
            mfa_enabled: boolean;
            invited_at: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description Only while `invited`.
             */
            invitation_expires_at: string | null;
            /**
             * Format: date-time
             * @description When they accepted the invitation.
             */
            joined_at: string | null;
            /** Format: date-time */
            last_active_at: string | null;
            /**
             * Format: date-time
             * @description Only while `deactivated`.
             */
            deactivated_at: string | null;
            /**
             * Format: uri
             * @description Test partitions only, and only in the answer that issued the invitation (invite, or
             *     reactivating someone who never joined): the acceptance link the e-mail would carry. A
             *     test partition sends no e-mail, so this is how its invitations are rehearsed. Never
             *     present for live invitations, and never readable again (only its hash is stored).
             * @example https://trade.example.ae/invitations/q2Vb7Lm9Xw4Rt8Zp3Nc6Kd1Jf5Hg0Ys2
             */
            invitation_url?: string;
        };
        /**
         * @description A page of the partition's people, newest first (by first invitation). `next_cursor` fetches
         *     the next page; it is `null` on the last.
         */
        UserList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["User"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /** @description A person to invite by e-mail, with a role other than `owner`. */
        UserInviteRequest: {
            email: components["schemas"]["Email"];
            first_name: string;
            last_name: string;
            /** @description Any role but `owner`. */
            role: components["schemas"]["UserRole"];
        };
        /** @description The role to give an `invited` or `active` person; `owner` cannot be given here. */
        UserRoleChangeRequest: {
            /** @description Any role but `owner`. */
            role: components["schemas"]["UserRole"];
        };
        /**
         * @description What a notice is about: a booking's update, a flight change, a payment received, an invoice
         *     issued, a tax credit note issued, a statement ready, a credit-line decision, a price change
         *     or a service notice.
         * @enum {string}
         */
        NoticeKind: "booking_update" | "flight_change" | "payment_received" | "invoice_issued" | "credit_note_issued" | "statement_ready" | "credit_line_decision" | "price_change" | "service_notice";
        /**
         * @description A notice of the account's inbox: news about a change that matters to a person, such as a
         *     confirmed booking, a payment or an invoice, pointing at the object it concerns. Each is a
         *     stored event, recorded in the change's own transaction.
         */
        Notice: {
            /** @constant */
            object: "notice";
            sandbox: boolean;
            /** @description The id of the stored event the notice is about. */
            id: string;
            kind: components["schemas"]["NoticeKind"];
            title: string;
            body: string;
            /**
             * @description The object the notice is about: a booking (`bkg_…`), a request (`rqt_…`), the wallet or
             *     the credit line (the account id), an invoice (`inv_…`), a tax credit note (`cn_…`), a statement (its month,
             *     `YYYY-MM`), a closed hotel-desk day, the white-label site (`site_…`: its review and its
             *     own domain), a DMC programme (`dmp_…`), a corporate transfer request (`crq_…`), a
             *     staff shuttle (`shu_…`) or a webhook endpoint (`we_…`, disabled after three days of
             *     failed deliveries); null when it is about none.
             */
            related: {
                /** @enum {string} */
                type: "booking" | "request" | "wallet" | "credit_line" | "invoice" | "credit_note" | "statement" | "desk_day" | "site" | "dmc_programme" | "corporate_request" | "corporate_shuttle" | "webhook_endpoint";
                id: string;
                /** @description On a notice about a booking, the booking's reference as a person reads it (`TR-7KQ2-M9XH`), to show beside the notice; absent on any other notice. */
                reference?: components["schemas"]["BookingReference"];
            } | null;
            created_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description A page of the inbox, newest first. `next_cursor` fetches the next page; it is `null` on the
         *     last.
         */
        NoticeList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["Notice"][];
            next_cursor: string | null;
        };
        /**
         * @description Where the account stands in AED: what a credit account owes and how much of it is overdue,
         *     its credit limit, and a prepaid wallet's unused funds.
         */
        AccountBalance: {
            /** @constant */
            currency: "AED";
            /** @description What a credit account owes: minus the ledger balance when it is negative, else 0. Always 0 for a prepaid wallet. */
            outstanding_aed: components["schemas"]["Money"];
            /** @description The part of the outstanding amount on invoices past their due date (payments settle the oldest invoices first). */
            overdue_aed: components["schemas"]["Money"];
            /** @description The approved credit line; null while bookings are prepaid. */
            credit_limit_aed: number | null;
            /** @description Prepaid funds not yet used: the ledger balance when it is positive, else 0. */
            wallet_balance_aed: components["schemas"]["Money"];
        };
        /**
         * @description One month's statement in brief: opening balance, charges, payments and closing balance, in
         *     AED.
         */
        StatementSummary: {
            period: string;
            /** @description The balance when the month began (the sum of every earlier ledger entry). Positive is prepaid money held, negative is owed. */
            opening_balance_aed: components["schemas"]["Money"];
            /** @description What lowered the balance in the month: bookings, cancellation fees, debit adjustments (a positive amount). */
            charges_aed: components["schemas"]["Money"];
            /** @description Refunds and credit adjustments for bookings (a positive amount). */
            refunds_aed: components["schemas"]["Money"];
            /** @description Top-ups and payments received, net of reversals (a positive amount). */
            payments_aed: components["schemas"]["Money"];
            /** @description opening + refunds + payments − charges: the balance when the month ended. */
            closing_balance_aed: components["schemas"]["Money"];
            /** @description The first moment of the next month, UAE time. */
            issued_at: components["schemas"]["Timestamp"];
        };
        /** @description An invoice in brief: number, month, status, dates and amounts in AED. */
        InvoiceSummary: {
            id: string;
            /** @example INV-2026-004213 */
            number: string;
            /** @description The month invoiced (the month its lines were charged in), UAE time. */
            period: string;
            status: components["schemas"]["InvoiceStatus"];
            issued_at: components["schemas"]["Timestamp"];
            due_date: components["schemas"]["IsoDate"];
            total_aed: components["schemas"]["Money"];
            amount_due_aed: components["schemas"]["Money"];
        };
        /**
         * @description The account's balance and open invoices as they stand when read, and its monthly statements
         *     of the last 12 months that have ledger entries, as issued at each month's close.
         */
        StatementsOverview: {
            /** @constant */
            object: "statements_overview";
            sandbox: boolean;
            balance: components["schemas"]["AccountBalance"];
            statements: components["schemas"]["StatementSummary"][];
            open_invoices: components["schemas"]["InvoiceSummary"][];
        };
        /**
         * @description One ledger entry on a statement: a charge or a payment in AED, with the running balance
         *     after it.
         */
        StatementLine: {
            date: components["schemas"]["IsoDate"];
            kind: components["schemas"]["StatementLineKind"];
            description: string;
            /**
             * @description What a person quotes for the line: the booking's reference (`TR-7KQ2-M9XH`) of a charge,
             *     refund or cancellation fee; the payment reference of a top-up; the change request
             *     (`rqt_…`) of a price difference; the shuttle's rate version of a shuttle repricing.
             * @example TR-7KQ2-M9XH
             */
            reference: string;
            /**
             * @description The booking the line is for (`bkg_…`, to look it up with the API); null on a line about no booking, such as a top-up.
             * @example bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P
             */
            booking_id: string | null;
            /** @description That booking's reference as a person reads it; null on a line about no booking. */
            booking_reference: components["schemas"]["BookingReference"] | null;
            /** @description What the line took from the balance; 0 on a payment line. */
            charge_aed: components["schemas"]["Money"];
            /** @description What the line added to the balance; 0 on a charge line. */
            payment_aed: components["schemas"]["Money"];
            /** @description Running balance after the line: the previous line's (or the opening balance) + payment − charge. */
            balance_aed: components["schemas"]["Money"];
            /**
             * @description The tax invoice that invoices this charge (issued at the close of the month it was charged in); null on a line no invoice carries, or before the close.
             * @example INV-2026-000001
             */
            invoice_number: string | null;
            /**
             * @description The tax credit note this refund or re-pricing issued; null where none was (a booking not yet invoiced).
             * @example CN-2026-000001
             */
            credit_note_number: string | null;
        };
        /**
         * @description What a statement line is: `charge` (a booking), `cancellation_fee`, `refund` (money returned
         *     for a booking), `adjustment` (a price change or correction by the trade desk), `topup` (a
         *     prepayment into the wallet), `payment` (a payment against a credit account), `reversal` (a
         *     credited payment taken back).
         * @enum {string}
         */
        StatementLineKind: "charge" | "cancellation_fee" | "refund" | "adjustment" | "topup" | "payment" | "reversal";
        /**
         * @description One month of the ledger, UAE time, in the order the entries happened. The balance is the
         *     partner's position with the operator: positive is prepaid money held in the wallet,
         *     negative is what a credit account owes. closing = opening + refunds + payments − charges,
         *     and the last line's running balance is the closing balance. Issued at the month's close
         *     and stored as issued; only the status of its `invoices` is computed when read.
         */
        Statement: {
            /** @constant */
            object: "statement";
            sandbox: boolean;
            period: string;
            opening_balance_aed: components["schemas"]["Money"];
            /** @description Charges, cancellation fees and debit adjustments of the month (a positive amount). */
            charges_aed: components["schemas"]["Money"];
            /** @description Refunds and credit adjustments for bookings (a positive amount). */
            refunds_aed: components["schemas"]["Money"];
            /** @description Top-ups and payments received, net of reversals (a positive amount). */
            payments_aed: components["schemas"]["Money"];
            /** @description opening + refunds + payments − charges, to the fils. */
            closing_balance_aed: components["schemas"]["Money"];
            /** @description The month's tax invoice total (0 without one). */
            invoiced_aed: components["schemas"]["Money"];
            /** @description The tax credit notes issued in the month, in total. charges − refunds = invoiced − credited. */
            credited_aed: components["schemas"]["Money"];
            issued_at: components["schemas"]["Timestamp"];
            lines: components["schemas"]["StatementLine"][];
            /** @description The tax credit notes issued in the month, in brief. */
            credit_notes: components["schemas"]["CreditNoteSummary"][];
            /**
             * @description The tax invoices of the month: the one that invoices the booking charges posted in it
             *     (the same rule decides both), none for a month without booking charges.
             */
            invoices: components["schemas"]["StatementInvoice"][];
        };
        /** @description A tax invoice a statement names, in brief. */
        StatementInvoice: {
            id: string;
            /** @example INV-2026-004213 */
            number: string;
            status: components["schemas"]["InvoiceStatus"];
            total_aed: components["schemas"]["Money"];
        };
        /**
         * @description `paid` when nothing of it is owed: always for a prepaid wallet (its charges were paid from
         *     the wallet when booked), and on a credit account once payments cover it (payments settle
         *     the oldest invoices first); otherwise `open`, or `overdue` after its due date. `void` is
         *     reserved for an invoice the trade desk cancels.
         * @enum {string}
         */
        InvoiceStatus: "open" | "paid" | "overdue" | "void";
        /**
         * @description One booking's supply on the invoice: what the booking was charged up to the close of the
         *     invoiced month and not yet invoiced (a booking's first invoice carries its value; a price
         *     rise after it, a later line). A booking cancelled free in the month it was booked nets to
         *     nothing and has no line. An invoice never carries a negative line: a booking cancelled,
         *     refunded or re-priced lower after it was invoiced gets a tax credit note.
         */
        InvoiceLine: {
            /** @description The booking the line is for. */
            booking_id: string;
            /** @description The booking's reference as a person reads it (`TR-7KQ2-M9XH`), printed on the line; null in a list's summary of the invoice, which does not read the bookings. */
            booking_reference: components["schemas"]["BookingReference"] | null;
            description: string;
            /** @description The day (UAE time) of the line's last ledger entry in the invoiced month; every line of an invoice is charged in its `period`. */
            charged_on: components["schemas"]["IsoDate"];
            /**
             * Format: date
             * @description The date of supply: the booking's day of service (UAE time), which may fall in another month than the one invoiced; null for a booking kept outside the shared bookings (its section names the day in the description).
             */
            service_date: string | null;
            quantity: number;
            /** @description Unit price before VAT. */
            unit_price_aed: components["schemas"]["Money"];
            /** @description quantity × unit price, before VAT. */
            amount_aed: components["schemas"]["Money"];
            /**
             * @description The UAE VAT rate applied to the line, in percent.
             * @constant
             */
            vat_rate_percent: 5;
            /** @description UAE VAT at 5 %. Prices charged include VAT, so the VAT of a line charged T is T × 5 / 105, rounded to the nearest fils (halves away from zero); amount + VAT = T exactly. */
            vat_aed: components["schemas"]["Money"];
            /** @description amount + VAT: what was charged for the line. */
            total_aed: components["schemas"]["Money"];
            /** @description The units supplied, with their quantities and unit prices; their amounts add up to `total_aed`. */
            items: components["schemas"]["InvoiceLineItem"][];
        };
        /**
         * @description A monthly UAE tax invoice (VAT at 5 %) for the account's booking charges, in AED, issued at
         *     the month's close (00:00 UAE time on the 1st) and stored as issued: every field but
         *     `status`, `amount_paid_aed`, `amount_due_aed`, `payment` and `e_invoice` (computed when
         *     read) stays as it was issued. States:
         *     `open` → `paid` once payments cover it (always `paid` for a prepaid wallet), or `overdue`
         *     after its due date until paid; `void` if the trade desk cancels it (see `InvoiceStatus`).
         *
         *     Which month a charge is invoiced in is decided by the date it was charged (the month of its
         *     ledger entry, UAE time), the rule the month's statement follows too: a booking charged on
         *     21 October for a transfer on 6 November is on the October invoice, its line dated
         *     `service_date` 6 November. The printed invoice says "Services charged in October 2026".
         */
        Invoice: {
            /** @constant */
            object: "invoice";
            sandbox: boolean;
            id: string;
            /**
             * @description Sequential within its series and year of issue, without gaps: `INV-2026-000001`,
             *     `INV-2026-000002` … across every live account; test partitions number in their own
             *     series, `TEST-INV-2026-000001` …, so test activity never takes a live number.
             * @example INV-2026-004213
             */
            number: string;
            /** @description The month invoiced, UAE time: the month its lines were charged in (not their dates of supply). */
            period: string;
            status: components["schemas"]["InvoiceStatus"];
            issued_at: components["schemas"]["Timestamp"];
            /** @description The issue date plus the credit terms (NET_15 … NET_60) in force when issued; the issue date for a prepaid wallet. */
            due_date: components["schemas"]["IsoDate"];
            seller: components["schemas"]["DocumentSeller"];
            bill_to: components["schemas"]["BillTo"];
            lines: components["schemas"]["InvoiceLine"][];
            /** @description The lines' amounts before VAT. */
            subtotal_aed: components["schemas"]["Money"];
            /** @description The sum of the lines' VAT. */
            vat_aed: components["schemas"]["Money"];
            /** @description subtotal + VAT, exactly: what was charged for the month. */
            total_aed: components["schemas"]["Money"];
            amount_paid_aed: components["schemas"]["Money"];
            /** @description What is still owed on it; 0 when `paid`. */
            amount_due_aed: components["schemas"]["Money"];
            /**
             * @description How and when a `paid` invoice was paid; null while it is open or overdue (then
             *     `due_date` says when it is due). `prepaid_wallet`: each charge was taken from the
             *     prepaid wallet when booked, `paid_on` the day of the last; `payment_received`: the
             *     payment into the account (`reference`, e.g. the bank transfer's) that settled it, older
             *     invoices first.
             */
            payment: {
                /** @enum {string} */
                method: "prepaid_wallet" | "payment_received";
                paid_on: components["schemas"]["IsoDate"];
                /** @description The payment's reference; null for the prepaid wallet. */
                reference: string | null;
            } | null;
            /** @description Its PINT AE transmission; null where e-invoices are not sent (a test partition's). */
            e_invoice: components["schemas"]["EInvoiceStatus"] | null;
        };
        /**
         * @description The current month's running draft of its tax invoice: the lines the close would issue if
         *     the month ended now. Not a tax invoice: no number, no due date, never stored; the tax
         *     invoice is issued at `issues_at`.
         */
        InvoiceDraft: {
            /** @constant */
            object: "invoice_draft";
            sandbox: boolean;
            /** @description The current month, UAE time. */
            period: string;
            /** @constant */
            status: "draft";
            /** @description The close: 00:00 UAE time on the 1st of the next month, when the month's tax invoice is issued. */
            issues_at: components["schemas"]["Timestamp"];
            seller: components["schemas"]["DocumentSeller"];
            bill_to: components["schemas"]["BillTo"];
            lines: components["schemas"]["InvoiceLine"][];
            subtotal_aed: components["schemas"]["Money"];
            vat_aed: components["schemas"]["Money"];
            total_aed: components["schemas"]["Money"];
        };
        /**
         * @description The supplier on a tax invoice or credit note, from the operator's record
         *     (its legal name, address and TRN, as the operator keeps them) as it stood when the document was issued.
         */
        DocumentSeller: {
            /**
             * @description The operator's legal name.
             * @example Desert Routes Transport LLC
             */
            name: string;
            /**
             * @description The operator's address; null only on a summary that prints no seller.
             * @example Office 1204, Bay Square 5, Business Bay, Dubai, United Arab Emirates
             */
            address: string | null;
            /**
             * @description The operator's tax registration number.
             * @example 100234567800003
             */
            trn: string;
        };
        /**
         * @description The recipient of a tax invoice or credit note: the account's legal details as they stood
         *     when the document was issued (`account` in `GET /settings`), else its name. A recipient
         *     outside the UAE, or in the UAE and not registered for VAT, has no TRN.
         */
        BillTo: {
            /**
             * @description The account's legal name, else its name.
             * @example Gulf Horizons Travel LLC
             */
            name: string;
            /**
             * @description The registered address; null when the partner has not given one.
             * @example Shop 4, Al Attar Tower, Sheikh Zayed Road, Dubai
             */
            address: string | null;
            /**
             * @description The country of the registered address, ISO 3166-1 alpha-2; null when not given.
             * @example AE
             */
            country: string | null;
            /**
             * @description The account's UAE tax registration number, where registered.
             * @example 100345678900003
             */
            trn: string | null;
            /**
             * Format: email
             * @description The billing e-mail of the settings, else the billing contact's; null when neither is set.
             * @example accounts@gulfhorizons.example
             */
            billing_email: string | null;
        };
        /**
         * @description What one line of a tax invoice is made of: each unit supplied (a vehicle, a person by age
         *     band, an hour), how many and at what unit price, VAT included. The items' amounts add up to
         *     the line's `total_aed`.
         */
        InvoiceLineItem: {
            /** @example Sedan, Dubai International (DXB) T3 to Dubai Marina */
            description: string;
            /** @example 1 */
            quantity: number;
            /**
             * @description What one of `quantity` is.
             * @enum {string}
             */
            unit: "vehicle" | "person" | "booking" | "hour" | "day";
            /**
             * @description For a price per person: the age band it is for; null otherwise.
             * @enum {string|null}
             */
            age_band: "adult" | "child" | "infant" | null;
            /** @description The price of one unit, VAT included. */
            unit_price_aed: components["schemas"]["Money"];
            /** @description quantity × unit price, VAT included. */
            amount_aed: components["schemas"]["Money"];
        };
        /**
         * @description Where a tax invoice or credit note stands as a PINT AE e-invoice sent through the
         *     operator's accredited service provider: `queued` → `sent` → `accepted` → `acknowledged`
         *     (the buyer's provider confirmed receipt), or `rejected` with the provider's error (the
         *     operator's finance team corrects and sends it again).
         */
        EInvoiceStatus: {
            /** @enum {string} */
            status: "queued" | "sent" | "accepted" | "rejected" | "acknowledged";
            /**
             * @description The accredited service provider it was sent through (`simulator` outside production).
             * @example simulator
             */
            provider: string;
            /** @description When it was last sent; null while queued. */
            transmitted_at: components["schemas"]["Timestamp"] | null;
            /** @description When the buyer's provider acknowledged it; null until then. */
            acknowledged_at: components["schemas"]["Timestamp"] | null;
            /** @description The provider's reason for a rejection; null otherwise. */
            error: {
                /** @example PINT-AE-R012 */
                code: string;
                /** @example Buyer address line is missing. */
                message: string;
            } | null;
        };
        /**
         * @description Why a tax credit note was issued: `cancellation` (a booking cancelled after it was
         *     invoiced; a cancellation fee, if any, is kept), `refund` (money returned without a
         *     cancellation), `price_reduction` (the trade desk lowered the price), `repricing` (a change
         *     to the booking re-priced it lower).
         * @enum {string}
         */
        CreditNoteReasonCode: "cancellation" | "refund" | "price_reduction" | "repricing";
        /** @description The tax invoice a credit note corrects. */
        CreditNoteInvoice: {
            id: string;
            /** @example INV-2026-000001 */
            number: string;
            issued_at: components["schemas"]["Timestamp"];
        };
        /** @description A tax credit note in brief. */
        CreditNoteSummary: {
            id: string;
            /** @example CN-2026-000001 */
            number: string;
            issued_at: components["schemas"]["Timestamp"];
            /**
             * @description The tax invoice it corrects.
             * @example INV-2026-000001
             */
            invoice_number: string;
            booking_reference: components["schemas"]["BookingReference"] | null;
            /** @description What it credits, VAT included. */
            difference_aed: components["schemas"]["Money"];
        };
        /**
         * @description A page of tax credit notes, newest first. `next_cursor` fetches the next page; it is `null`
         *     on the last.
         */
        CreditNoteList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["CreditNoteSummary"][];
            next_cursor: string | null;
        };
        /**
         * @description A UAE tax credit note (VAT Executive Regulation, Article 60): issued the moment a supply
         *     already on a tax invoice is cancelled, refunded or re-priced lower, in its own gapless
         *     series (`CN-2026-000001`; a test key's `TEST-CN-…`). It names the original invoice, the
         *     value of the supply on it, the correct value, the difference and the VAT on it. A second
         *     note for the same supply starts from the value the first left (`value_before_aed`). Issued
         *     once and never changed; `e_invoice` is the only part read live.
         */
        CreditNote: {
            /** @constant */
            object: "credit_note";
            sandbox: boolean;
            /** @example cn_8Hq2Lm4Zt6Wp1Xc9Vb3N */
            id: string;
            /** @example CN-2026-000001 */
            number: string;
            issued_at: components["schemas"]["Timestamp"];
            reason_code: components["schemas"]["CreditNoteReasonCode"];
            /**
             * @description A short explanation, as printed.
             * @example Booking cancelled on 3 December 2026; cancellation fee AED 12.00 kept.
             */
            reason: string;
            invoice: components["schemas"]["CreditNoteInvoice"];
            seller: components["schemas"]["DocumentSeller"];
            bill_to: components["schemas"]["BillTo"];
            /** @description The booking (the supply) the note concerns. */
            booking_id: string;
            booking_reference: components["schemas"]["BookingReference"] | null;
            /**
             * Format: date
             * @description The date of supply (the booking's day of service, UAE time).
             */
            service_date: string | null;
            /** @description The supply as the invoice described it. */
            description: string;
            /** @description The value of the supply on the original tax invoice, VAT included. */
            invoiced_value_aed: components["schemas"]["Money"];
            /** @description The supply's value before this note: the invoiced value less earlier credit notes on it. */
            value_before_aed: components["schemas"]["Money"];
            /** @description The correct value after this note, VAT included (a kept cancellation fee, or 0). */
            corrected_value_aed: components["schemas"]["Money"];
            /** @description value_before − corrected: what is credited to the partner, VAT included. */
            difference_aed: components["schemas"]["Money"];
            /** @description The difference before VAT. */
            difference_net_aed: components["schemas"]["Money"];
            /** @constant */
            vat_rate_percent: 5;
            /** @description The VAT on the difference: difference × 5 / 105, rounded to the fils (halves away from zero); difference_net + VAT = difference exactly. */
            vat_aed: components["schemas"]["Money"];
            /** @description Its PINT AE transmission; null where e-invoices are not sent (a test partition's). */
            e_invoice: components["schemas"]["EInvoiceStatus"] | null;
        };
        /**
         * @description A page of invoices, newest month first. `next_cursor` fetches the next page; it is `null`
         *     on the last.
         */
        InvoiceList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["InvoiceSummary"][];
            next_cursor: string | null;
        };
        /**
         * @description `finance` contacts receive invoices and statements; `emergency` contacts are called about live operations out of hours.
         * @enum {string}
         */
        ContactRole: "operations" | "finance" | "sales" | "emergency";
        /**
         * @description A person the operator contacts about the account, by role; the billing contact receives
         *     invoices and statements and cannot be removed.
         */
        Contact: {
            /** @constant */
            object: "contact";
            sandbox: boolean;
            id: string;
            name: string;
            email: components["schemas"]["Email"];
            phone: string | null;
            role: components["schemas"]["ContactRole"];
            /** @description The contact invoices are addressed to; it cannot be removed. */
            billing_contact: boolean;
        };
        /** @description A contact to add, or to change when `id` is given. */
        ContactRequest: {
            /** @description The contact to change; omit it to add one. */
            id?: string;
            name: string;
            email: components["schemas"]["Email"];
            /** @description E.164 phone number. */
            phone?: string;
            role: components["schemas"]["ContactRole"];
        };
        /** @description Confirms that a contact was removed from the account's settings. */
        RemovedContact: {
            /** @constant */
            object: "contact";
            sandbox: boolean;
            id: string;
            /** @constant */
            removed: true;
        };
        /** @description The address invoices and statements are sent to. */
        BillingEmailRequest: {
            billing_email: components["schemas"]["Email"];
        };
        /** @description The brand on the account's documents. `white_label` needs `display_name`. */
        DocumentBrand: {
            /** @enum {string} */
            mode: "none" | "white_label";
            display_name?: string;
            /** Format: uri */
            logo_url?: string;
            accent_hex?: string;
        };
        /**
         * @description The account's particulars, billing e-mail, contacts and the brand on its documents. Settings
         *     are kept per mode: a test key reads and changes its test partition's.
         */
        AccountSettings: {
            /** @constant */
            object: "settings";
            sandbox: boolean;
            /**
             * @description The account's particulars. `legal_name`, `address`, `country` and `trn` are its legal
             *     details, given on the partner application and set when the trade desk approves it (or
             *     by the desk later, at the partner's request), printed as the recipient of its
             *     tax invoices; read-only here, null until set.
             */
            account: {
                id: string;
                name: string;
                legal_name: string | null;
                /**
                 * @description The registered address (street, building and city).
                 * @example Office 1204, Bay Square 7, Business Bay, Dubai
                 */
                address: string | null;
                /**
                 * @description The country of the registered address, ISO 3166-1 alpha-2 (`AE` for the UAE); null until set.
                 * @example GB
                 */
                country: string | null;
                /** @description The UAE TRN (15 digits beginning 100), held only by a company registered for VAT in the UAE; a test partition of an account with neither TRN nor country shows its seeded example. */
                trn: string | null;
                /**
                 * @description Whether the account is registered for VAT in the UAE (it holds a TRN, printed on its tax invoices); false for a company outside the UAE or below the registration threshold.
                 * @example false
                 */
                vat_registered: boolean;
                commercial_terms: components["schemas"]["CommercialTerms"];
                live_access: boolean;
            };
            /** Format: email */
            billing_email: string | null;
            contacts: components["schemas"]["Contact"][];
            brand: components["schemas"]["DocumentBrand"];
        };
        /**
         * @description What happened, as `noun.verb`. The noun names the object (`subject.type`, whose table on
         *     `EventSubject` says what each snapshot is): `booking.*` a booking of any section (a
         *     transfer, a tour, a booking for a client, a desk sale, a corporate or DMC service, or a
         *     visitor's booking request); `request.*` a request to the trade desk (an amendment, a
         *     service or wholesale request; also the desk's requests behind a site's review, an own
         *     domain and a payout); `quote_request.*` a quote request; `wallet.*` the wallet;
         *     `credit_line.*` the credit line; `invoice.*`, `credit_note.*`, `statement.*` and `desk_day.*` billing;
         *     `user.*` a person of the account; `guide_property.*` a welcome guide; `site.*` the
         *     white-label site and `domain.*` its own domain; `programme.*` and `client_link.*` DMC
         *     programmes and their client links; `corporate_*` corporate transport; `affiliate_link.*`,
         *     `bank_details.*` and `payout.*` affiliates; `widget.*` the booking widget;
         *     `webhook_endpoint.*` a webhook endpoint (disabled after three days of failed deliveries,
         *     or sent a test event); `account.application_decided` the trade desk's answer to the
         *     company's application to become a partner (`/trade/apply`).
         *
         *     A booking's first event is `booking.created`, whether it was confirmed at once (its
         *     snapshot says `confirmed`) or is on request (`on_request`); `booking.confirmed` is
         *     recorded when the trade desk confirms a booking that was on request. A change that comes
         *     with a move records the move's event only (a cost centre reactivated with a new budget:
         *     `corporate_cost_centre.reactivated`, whose `previous_attributes` name both). New types may
         *     be added: ignore types you do not know.
         * @example booking.driver_assigned
         * @enum {string}
         */
        EventType: "booking.created" | "booking.confirmed" | "booking.declined" | "booking.driver_assigned" | "booking.driver_unassigned" | "booking.driver_en_route" | "booking.driver_arrived" | "booking.passenger_on_board" | "booking.completed" | "booking.no_show" | "booking.cancelled" | "booking.amended" | "booking.flight_updated" | "booking.pickup_rescheduled" | "request.created" | "request.answered" | "request.withdrawn" | "quote_request.created" | "quote_request.answered" | "quote_request.withdrawn" | "wallet.credited" | "wallet.credit_reversed" | "credit_line.decided" | "invoice.issued" | "credit_note.issued" | "statement.issued" | "desk_day.closed" | "user.invited" | "user.activated" | "user.deactivated" | "user.reactivated" | "guide_property.created" | "guide_property.updated" | "guide_property.paused" | "guide_property.resumed" | "guide_property.link_replaced" | "guide_property.wifi_set" | "site.updated" | "site.submitted" | "site.submission_withdrawn" | "site.published" | "site.changes_requested" | "domain.requested" | "domain.active" | "domain.failed" | "domain.withdrawn" | "domain.released" | "programme.created" | "programme.changed" | "programme.version_saved" | "programme.status_changed" | "programme.accepted" | "programme.acceptance_refused" | "programme.completed" | "client_link.created" | "client_link.revoked" | "client_link.expired" | "corporate_cost_centre.created" | "corporate_cost_centre.changed" | "corporate_cost_centre.archived" | "corporate_cost_centre.reactivated" | "corporate_request.created" | "corporate_request.approved" | "corporate_request.declined" | "corporate_request.expired" | "corporate_shuttle.created" | "corporate_shuttle.changed" | "corporate_shuttle.paused" | "corporate_shuttle.resumed" | "corporate_shuttle.ended" | "corporate_shuttle.scheduled" | "corporate_shuttle.repriced" | "affiliate_link.created" | "bank_details.saved" | "payout.requested" | "payout.paid" | "payout.rejected" | "payout.cancelled" | "widget.set_up" | "widget.changed" | "widget.suspended" | "widget.reinstated" | "webhook_endpoint.disabled" | "webhook_endpoint.tested" | "account.application_decided";
        /**
         * @description The object the event is about. `data.object` is a full snapshot of it as the change left
         *     it, in the shape the API shows it (money in AED, with its `object` and `sandbox`), and a
         *     key reads the event (in the feed, or by id) only when it holds the read scope of the
         *     object's operations:
         *
         *     | `subject.type` | `data.object` | Scope |
         *     |---|---|---|
         *     | `booking`: a transfer | as `GET /transport/bookings/{id}` answers (`transport_booking`) | `transport:read` |
         *     | `booking`: a tour or activity | as `GET /activities/bookings/{id}` answers (`activity_booking`) | `activities:read` |
         *     | `booking`: for a client | as `GET /bookings/{ref}` answers (`client_booking`), also one a traveller made through a channel | `bookings:view` |
         *     | `booking`: a desk sale | as `POST /desk/sales` answered it (`desk_sale`) | `bookings:view` |
         *     | `booking`: a corporate transfer or shuttle run, a DMC programme's service | its line as booked (`corporate_booking`, `dmc_booking`: the request's transfer, the run, or the programme's line) with `sandbox`, `reference` (`CP-…`, `DM-…`: what the desk and the traveller say), `status`, `driver`, `amount_due_aed`, `cancellation_fee_aed` and `cancelled_at` | `bookings:view` |
         *     | `booking`: a visitor's booking request | `referral`: `sandbox`, `id`, `reference` (`RF-7KQ2-M9XH`, what the desk and the traveller say), `status`, `offer`, `service_date`, `adults`, `children`, `price_aed` (what the traveller pays the operator), `traveller` (`Ana S.`: the contact details stay with the trade desk), `note`, `source`, `driver`, `created_at`, `cancelled_at` | `bookings:view` |
         *     | `request`: an amendment or service request | as `GET /requests` lists it (`desk_request`) | `bookings:view` |
         *     | `request`: a wholesale request | as `GET /wholesale-requests/{id}` answers (`wholesale_request`) | `bookings:view` |
         *     | `request`: the desk's request behind a site's review or own domain, or a payout | as the test helper that answers requests shows one (`request`: `kind`, `status` and the answer) | `site:read`, `affiliate:read` for a payout's |
         *     | `quote_request` | as `GET /quote-requests/{id}` answers | `bookings:view` |
         *     | `wallet` | the `balance` of `GET /statements`, with `object: wallet` and `sandbox` | `statements:read` |
         *     | `credit_line` | the same balance with `object: credit_line`, `sandbox` and `terms` (`NET_30` …; null when bookings are prepaid again) | `statements:read` |
         *     | `invoice` | as `GET /invoices/{id}` answers | `statements:read` |
         *     | `credit_note` | as `GET /credit-notes/{id}` answers (a tax credit note, issued once) | `statements:read` |
         *     | `statement` | as `GET /statements/{period}` answers | `statements:read` |
         *     | `desk_day` | as `GET /desk/days/{date}` answers once it is closed | `statements:read` |
         *     | `user` | as `GET /users` lists the person | `users:view` |
         *     | `guide_property` | as `GET /guides/properties/{id}` answers | `guides:read` |
         *     | `site` | as `GET /site` answers | `site:read` |
         *     | `site_domain` | the site's `domain` as `GET /site` shows it, with `object: site_domain`, `sandbox`, its `id` and `site_id`; its `status` may also be `withdrawn` or `released`, which the site no longer shows | `site:read` |
         *     | `dmc_programme` | as `GET /dmc/programmes/{id}` answers, versions included | `bookings:view` |
         *     | `dmc_client_link` | as `GET /dmc/programmes/{id}/links` lists it, without its `url`: the client's credential | `bookings:view` |
         *     | `corporate_cost_centre`, `corporate_request`, `corporate_shuttle` | as their lists show them | `bookings:view` |
         *     | `affiliate_link`, `affiliate_payout` | as their lists show them | `affiliate:read` |
         *     | `affiliate_bank_details` | the masked answer of `POST /affiliate/bank-details` | `affiliate:read` |
         *     | `widget` | as `GET /widget` answers | `tracking:view` |
         *     | `webhook_endpoint` | the endpoint | `settings:view` |
         *     | `account` | the account as `GET /whoami` shows it (`id`, `name`, `live_access`) with `object: account`, `sandbox` and `application`: the partner application the desk answered (`id` `app_…`, `reference` `PAP-…`, `status` `approved` or `declined`, and the `reason` given for a decline) | `account:read` |
         * @example {
         *       "type": "booking",
         *       "id": "bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P"
         *     }
         */
        EventSubject: {
            /** @enum {string} */
            type: "booking" | "request" | "quote_request" | "wallet" | "credit_line" | "invoice" | "credit_note" | "statement" | "desk_day" | "user" | "guide_property" | "site" | "site_domain" | "dmc_programme" | "dmc_client_link" | "corporate_cost_centre" | "corporate_request" | "corporate_shuttle" | "affiliate_link" | "affiliate_payout" | "affiliate_bank_details" | "widget" | "webhook_endpoint" | "account";
            /** @description Its id: a booking `bkg_…`, a quote request `rqt_…`, an own domain `dom_…`; a tax credit note `cn_…`; the account id for the account, the wallet, the credit line and bank details; the month (`YYYY-MM`) for a statement; the date for a desk day. */
            id: string;
        };
        /**
         * @description The object an event is about: its snapshot after the change and, on updates, the top-level
         *     fields the change altered with their earlier values.
         */
        EventData: {
            /**
             * @description A full snapshot of the object as the change left it, in the shape the API shows it
             *     (a transfer booking as `GET /transport/bookings/{id}` answered at that moment, money
             *     in AED); `EventSubject` says what it is for each kind of object. Its `object` field
             *     names its kind.
             */
            object: {
                [key: string]: unknown;
            };
            /**
             * @description On updates, the top-level fields of the snapshot that the change altered, with their
             *     values before it (a field that did not exist before is `null`). Absent on the first
             *     event of an object and when no field changed.
             */
            previous_attributes?: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Something that happened to an object of the partition, recorded in the same transaction
         *     as the change itself: an event exists exactly when its change was committed. The same
         *     events are pushed to webhook endpoints; the inbox shows those that are news to a person.
         *     Kept 30 days.
         * @example {
         *       "object": "event",
         *       "sandbox": false,
         *       "id": "evt_3Hq8Lm2Np6Rs4Tv9Wx1Y",
         *       "type": "booking.driver_assigned",
         *       "created_at": "2026-12-10T05:12:44.120Z",
         *       "subject": {
         *         "type": "booking",
         *         "id": "bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P"
         *       },
         *       "data": {
         *         "object": {
         *           "object": "transport_booking",
         *           "id": "bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P",
         *           "status": "driver_assigned",
         *           "driver": {
         *             "name": "Imran Qureshi",
         *             "phone": "+971501234567",
         *             "vehicle_plate": "DXB J 48213",
         *             "first_name": "Imran",
         *             "photo_url": null
         *           },
         *           "trip": {
         *             "status": "driver_assigned",
         *             "position": null,
         *             "eta": null,
         *             "updated_at": "2026-12-10T05:12:44.120Z"
         *           }
         *         },
         *         "previous_attributes": {
         *           "status": "confirmed",
         *           "driver": null,
         *           "trip": {
         *             "status": "scheduled",
         *             "position": null,
         *             "eta": null,
         *             "updated_at": "2026-11-22T10:00:00.000Z"
         *           }
         *         }
         *       },
         *       "request_id": null
         *     }
         */
        Event: {
            /** @constant */
            object: "event";
            /** @description `true` for an event of the test partition. */
            sandbox: boolean;
            /** @description Unique; use it to ignore an event delivered twice. */
            id: string;
            type: components["schemas"]["EventType"];
            created_at: components["schemas"]["Timestamp"];
            subject: components["schemas"]["EventSubject"];
            data: components["schemas"]["EventData"];
            /** @description The `x-request-id` of the API request that caused it; null when the trade desk, a visitor of a public page or the service itself did. */
            request_id: string | null;
        };
        /**
         * @description An event type; a noun with `.*` for all its types (`booking.*`); or `*` for every type, present and future.
         * @example booking.driver_assigned
         */
        WebhookEventSelector: string | components["schemas"]["EventType"] | "*";
        /**
         * @description `enabled` endpoints receive events. A `disabled` one receives nothing but test events; its
         *     events stay readable in the feed (`GET /events`) and can be re-sent once it is enabled
         *     again.
         * @enum {string}
         */
        WebhookEndpointStatus: "enabled" | "disabled";
        /**
         * @description A URL of the partner's that receives the partition's events as signed `POST` requests
         *     (see `webhooks` and the guide's "Webhooks" section). A live endpoint must be `https` on a
         *     public address; a test one may also be `http` on the loopback interface (`localhost`).
         *     After three days in which every delivery attempt failed the service disables it
         *     (`disabled_reason: failing`) and says so in the inbox; it is never deleted for it.
         */
        WebhookEndpoint: {
            /** @constant */
            object: "webhook_endpoint";
            sandbox: boolean;
            id: string;
            /**
             * Format: uri
             * @example https://hooks.gulfhorizons.example/trade
             */
            url: string;
            /** @example Bookings into our reservation system */
            description: string | null;
            /** @description The event types it receives. */
            enabled_events: components["schemas"]["WebhookEventSelector"][];
            status: components["schemas"]["WebhookEndpointStatus"];
            /**
             * @description `requested`: the partner disabled it; `failing`: every attempt failed for three days. Null while enabled.
             * @enum {string|null}
             */
            disabled_reason: "requested" | "failing" | null;
            /**
             * Format: date-time
             * @description When the current run of failed attempts began; null after a successful one. Three days of it disables the endpoint.
             */
            failing_since: string | null;
            /**
             * @description The signing secret. Shown only in the answers that create the endpoint and rotate its secret; store it then.
             * @example whsec_3q2-7wqT0tE5xX1rO0W9wYyI8dfVqk3sQm5cH4hJ2bA
             */
            secret?: string;
            /**
             * Format: date-time
             * @description After a rotation, deliveries are signed with both the new and the previous secret until this time; null otherwise.
             */
            previous_secret_expires_at: string | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description A URL to receive the partition's events of the types chosen, as signed `POST` requests. Live
         *     endpoints must be `https` on a public host.
         */
        WebhookEndpointCreate: {
            /**
             * @description Live: `https://` on a public host. Test: also `http://localhost…`.
             * @example http://localhost:4000/hooks/trade
             */
            url: string;
            /**
             * @example [
             *       "booking.*",
             *       "invoice.issued"
             *     ]
             */
            enabled_events: components["schemas"]["WebhookEventSelector"][];
            description?: string;
        };
        /** @description The fields to change; at least one. Enabling a disabled endpoint clears `disabled_reason` and `failing_since`. */
        WebhookEndpointUpdate: {
            url?: string;
            enabled_events?: components["schemas"]["WebhookEventSelector"][];
            description?: string | null;
            status?: components["schemas"]["WebhookEndpointStatus"];
        };
        /**
         * @description A page of the partition's webhook endpoints, newest first, without their secrets.
         *     `next_cursor` fetches the next page; it is `null` on the last.
         */
        WebhookEndpointList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description Confirms that a webhook endpoint was deleted: its pending deliveries are cancelled and its
         *     id answers 404 from now on.
         */
        DeletedWebhookEndpoint: {
            /** @constant */
            object: "webhook_endpoint";
            sandbox: boolean;
            id: string;
            /** @constant */
            deleted: true;
        };
        /**
         * @description How long the endpoint's previous signing secret keeps signing beside the new one (24 hours
         *     by default, 0 retires it at once).
         */
        WebhookSecretRotation: {
            /** @description How long the previous secret keeps signing beside the new one, so receivers can switch without missing a delivery; 0 retires it at once. Defaults to `24`. */
            expire_previous_in_hours?: number;
        };
        /**
         * @description `succeeded`: a 2xx answer. `http_error`: any other status (a redirect is not followed and
         *     counts as one). `timeout`: no complete answer within 10 seconds. `network_error`: the
         *     connection failed. `refused_address`: the URL's host resolved to an address webhooks may
         *     not reach, so nothing was sent.
         * @enum {string}
         */
        WebhookAttemptOutcome: "succeeded" | "http_error" | "timeout" | "network_error" | "refused_address";
        /**
         * @description One try at sending a delivery to its endpoint: where it went, how it ended, the status
         *     answered and how long it took.
         */
        WebhookAttempt: {
            /** @constant */
            object: "webhook_attempt";
            id: string;
            /** @description The attempt's number within its delivery: 1, 2 … */
            number: number;
            /** @description The URL it was sent to. */
            url: string;
            outcome: components["schemas"]["WebhookAttemptOutcome"];
            /** @description The HTTP status answered; null when there was none. */
            status_code: number | null;
            /** @description From the start of the attempt to the end of the answer (or the failure). */
            duration_ms: number;
            /** @description Why it failed, when no status says it. */
            error: string | null;
            /**
             * @description The first 1,000 characters of the answer's body, when the attempt was connected to a
             *     public address. Null when there was no answer, and always null for an attempt that
             *     reached a loopback address (a test endpoint on `localhost`) or a private one: those
             *     attempts keep the status and the timing only, and a failure's `error` names its code,
             *     never the answer's text, so an endpoint cannot read back a service of the operator's
             *     network. Judged on the address actually connected to, not the host's name.
             * @example {"received":true}
             */
            response_excerpt: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description `pending`: waiting for its next attempt (retried with exponential backoff and jitter for
         *     three days). `succeeded`: an attempt got a 2xx answer. `failed`: three days of attempts
         *     failed; re-send it once the endpoint works. `cancelled`: the endpoint was deleted.
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed" | "cancelled";
        /** @description One event sent to one endpoint, with its attempts. */
        WebhookDelivery: {
            /** @constant */
            object: "webhook_delivery";
            sandbox: boolean;
            id: string;
            endpoint_id: string;
            event_id: string;
            event_type: components["schemas"]["EventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            attempt_count: number;
            /**
             * Format: date-time
             * @description When it will be tried next; null unless pending.
             */
            next_attempt_at: string | null;
            /** Format: date-time */
            last_attempt_at: string | null;
            last_status_code: number | null;
            /** Format: date-time */
            delivered_at: string | null;
            created_at: components["schemas"]["Timestamp"];
            /** @description Every attempt, oldest first. Only in `GET /webhook-deliveries/{id}`. */
            attempts?: components["schemas"]["WebhookAttempt"][];
        };
        /**
         * @description A page of an endpoint's deliveries, newest first, without their attempts. `next_cursor`
         *     fetches the next page; it is `null` on the last.
         */
        WebhookDeliveryList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["WebhookDelivery"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description A page of the partition's events of the last 30 days, newest first. `next_cursor` fetches
         *     the next page; it is `null` on the last.
         */
        EventList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["Event"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /**
         * @description How far to move the test partition's clock: `minutes` from its time, or `to` an instant;
         *     exactly one of the two. Forward only, at most 30 days (43,200 minutes) a call.
         */
        TestClockAdvanceRequest: {
            /**
             * @description Minutes to move the clock forward by.
             * @example 180
             */
            minutes?: number;
            /**
             * Format: date-time
             * @description The instant to move the clock to (RFC 3339 with an offset): after the clock's time, at most 30 days after it.
             * @example 2026-11-27T12:00:00+04:00
             */
            to?: string;
        };
        /** @description The test partition's own clock and its time. */
        TestClock: {
            /** @constant */
            object: "test_clock";
            /** @constant */
            sandbox: true;
            /** @description The time the test partition reads (UTC). */
            now: components["schemas"]["Timestamp"];
        };
        /** @description The state to move a test booking to; `driver` is required with `driver_assigned` and refused otherwise. */
        TestBookingAdvanceRequest: {
            /** @enum {string} */
            status: "confirmed" | "declined" | "driver_assigned" | "completed" | "no_show";
            driver?: components["schemas"]["BookingDriver"];
            /** @description The desk's note, shown in the inbox (a reason for declining …). */
            note?: string;
        };
        /** @description A booking of the test partition after a test helper moved it; read it in full through its section's operation. */
        TestBooking: {
            /** @constant */
            object: "booking";
            /** @constant */
            sandbox: true;
            id: string;
            reference: components["schemas"]["BookingReference"];
            /**
             * @description The section whose operations show the booking; `referral` is a booking a visitor asked for on one of the partner's public pages (guide page, site, widget, tracking link); `dmc` a service of a booked DMC programme, shown through the programme; `corporate` a corporate transfer request's booking or a shuttle run.
             * @enum {string}
             */
            kind: "transport" | "activity" | "client" | "desk_sale" | "referral" | "dmc" | "corporate";
            /** @enum {string} */
            status: "on_request" | "confirmed" | "driver_assigned" | "completed" | "no_show" | "cancelled" | "declined";
            driver: components["schemas"]["BookingDriver"] | null;
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description The trade desk's answer to play on an open request of the test partition: accept it (with
         *     the amount in AED where the kind takes one) or decline it, with a note.
         */
        TestRequestAnswer: {
            /** @enum {string} */
            decision: "accepted" | "declined";
            note?: string;
            /** @description With `accepted`: an amendment's price difference (negative refunds), or the price of a quote request. */
            amount_aed?: number;
        };
        /**
         * @description A request of the test partition as a test helper left it. States: `open` → `accepted` or
         *     `declined` (the trade desk's answer), or `open` → `withdrawn` (by the partner); only an
         *     `open` request can be answered. Read it in full through its section's operation.
         */
        TestRequest: {
            /** @constant */
            object: "request";
            /** @constant */
            sandbox: true;
            id: string;
            /** @enum {string} */
            kind: "amendment" | "service" | "quote_request" | "wholesale_request" | "site_review" | "site_domain" | "affiliate_payout";
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn";
            answer_note: string | null;
            answer_amount_aed: number | null;
            /** Format: date-time */
            answered_at: string | null;
        };
        /**
         * @description An amount in AED to credit to the test partition's wallet, as a bank transfer credited by
         *     the trade desk credits a live one.
         */
        TestWalletTopupRequest: {
            /** @example 5000 */
            amount_aed: number;
        };
        /** @description The test partition's wallet after a test top-up: its balance and credit limit in AED. */
        TestWallet: {
            /** @constant */
            object: "test_wallet";
            /** @constant */
            sandbox: true;
            /** @description The test wallet's balance after the top-up (negative while a credit line is drawn). */
            balance_aed: components["schemas"]["Money"];
            /** @description The test partition's credit line; null while bookings are prepaid. */
            credit_limit_aed: number | null;
        };
        /**
         * @description Confirms that the account's test partition was emptied; it is seeded again on its next use,
         *     as a fresh partition starts.
         */
        TestPartitionReset: {
            /** @constant */
            object: "test_partition_reset";
            /** @constant */
            sandbox: true;
            reset_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description UAE cruise terminals.
         * @enum {string}
         */
        CruisePort: "DUBAI_HARBOUR" | "MINA_RASHID" | "ABU_DHABI_ZAYED_PORT" | "SIR_BANI_YAS" | "KHOR_FAKKAN";
        /**
         * @description The kind of cabin on a sailing.
         * @enum {string}
         */
        CruiseCabinType: "inside" | "oceanview" | "balcony" | "suite";
        /**
         * @description A sailing from a UAE port on sale to the account, with its itinerary and lowest cabin price
         *     in AED. Cruises answer 501 `supplier_not_connected` until a cruise supplier is connected.
         */
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
        /**
         * @description A page of sailings on sale to the account. `next_cursor` fetches the next page; it is `null`
         *     on the last.
         */
        CruiseSailingList: {
            /** @constant */
            object: "list";
            sandbox: boolean;
            data: components["schemas"]["CruiseSailing"][];
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /** @description A cabin to price on a sailing, for a party of adults and children. */
        CruiseQuoteRequest: {
            sailing_id: string;
            cabin_type: components["schemas"]["CruiseCabinType"];
            adults: number;
            /** @description Defaults to `0`. */
            children?: number;
        };
        /**
         * @description A cabin on a sailing priced under the account's terms, in AED, until `expires_at`; book it
         *     by its `id`.
         */
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
        /** @description A cruise quote to book, with the lead passenger. */
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
    };
    responses: {
        /** @description The copy named in `If-None-Match` is still the document served (same `ETag`); no body. */
        NotModified: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The body is not valid JSON, or its compression is corrupt. Nothing was read or changed. */
        InvalidJson: {
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
        /**
         * @description The `Accept` header rules out every media type this document operation answers with, and
         *     no `format` was given. The answer is JSON whatever `Accept` says; `media_types` lists what
         *     the operation offers. Nothing was read or changed.
         */
        NotAcceptable: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The body is larger than 16 KB, whatever `Content-Length` says. Nothing was read or changed. */
        PayloadTooLarge: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A body was sent to an operation that takes none (`{}` is accepted). Nothing was changed. */
        ValidationFailed: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
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
        /**
         * @description The request could not be stored because the database did not answer, or the service is
         *     not ready (starting or shutting down). Nothing was stored; retry after `Retry-After`
         *     seconds where it is given.
         */
        NotConfigured: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfterOptional"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The API key is missing, malformed, unknown or revoked; or the portal session the cookie names ended, idled out or expired. */
        V1Unauthenticated: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The key (or the portal session's role) lacks the operation's scope, or it acts on live data
         *     and the account's live access is off; a portal session's change without its CSRF token or
         *     from another origin, or an owner's or admin's session on live data without a second factor.
         */
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
        /** @description A request with the same `Idempotency-Key` is still running; retry when it has finished. */
        Conflict: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description A request with the same `Idempotency-Key` is still running; retry when it has finished. */
        IdempotencyConflict: {
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
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The booking cannot be paid for; nothing was booked or charged. */
        PaymentRequired: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request has a body that is not `application/json` (or an `application/*+json` type) in UTF-8, or an unsupported `Content-Encoding`. Nothing was read or changed. */
        UnsupportedMediaType: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The service's database did not answer in time (an outage or overload). Nothing was
         *     changed by this request; retry after `Retry-After` seconds, with the same
         *     `Idempotency-Key` on a POST, so that the request takes effect once.
         */
        ServiceUnavailable: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /**
         * @description The service's database did not answer in time (retry after `Retry-After` seconds), or the
         *     document is a live one that prints details of the operator (its legal name, address and
         *     TRN on a tax invoice, its legal name on a statement, its 24-hour phone on a voucher)
         *     which the operator has not set yet: the message names them, and there is no
         *     `Retry-After`, since the trade desk must set them first. A test partition's document
         *     prints marked example details instead and is never refused for them.
         */
        DocumentUnavailable: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfterOptional"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request has a body that is not `application/json` (or an unsupported `Content-Encoding`). */
        SandboxUnsupportedMediaType: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "x-svc-environment": components["headers"]["SvcEnvironment"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SandboxErrorResponse"];
            };
        };
        /** @description The service's database did not answer in time; retry after `Retry-After` seconds. */
        SandboxServiceUnavailable: {
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
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
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
        /** @description Too many requests from this address in the current hour. */
        RateLimited: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The e-mail already belongs to a person of the partition (in any status), or a request with the same `Idempotency-Key` is still running. Nothing was stored. */
        UserExists: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The person's state does not allow the move (the owner, a deactivated person given a role, deactivating twice, reactivating someone not deactivated), or a request with the same `Idempotency-Key` is still running. Nothing was changed. */
        UserConflict: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The contact is the billing contact, so it cannot be removed; or a request with the same `Idempotency-Key` is still running. Nothing was changed. */
        ContactConflict: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Any 2xx status acknowledges the event; its body is ignored (the first 1,000 characters are kept with the attempt). Answer within 10 seconds, and do slow work after answering. */
        WebhookAcknowledged: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Any other status, a redirect (never followed), no answer within 10 seconds or a failed connection is a failed attempt, retried with exponential backoff and jitter for three days. */
        WebhookNotAcknowledged: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Test helpers take only a test key; or the key lacks the operation's scope, or is a live key of an account whose live access is off. */
        TestHelperForbidden: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
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
    };
    parameters: {
        /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
        IfNoneMatch: string;
        /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
        IdempotencyKey: string;
        /** @description Items per page, 1 to 100. Defaults to `20`. */
        PageLimit: number;
        /** @description The `next_cursor` of the previous page; omit it for the first page. */
        PageCursor: string;
        /**
         * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
         *     by position (newest first), not by offset: a page starts after the last item of the one
         *     before, so items added meanwhile never repeat or shift what follows.
         */
        KeysetCursor: string;
        /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
        HtmlOrPdfFormat: "html" | "pdf";
        /** @description Transfer booking id or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
        TransportBookingId: components["schemas"]["BookingIdOrReference"];
        /** @description A place's id (`plc_` and 20 letters or digits), the same on every installation. */
        PlaceId: string;
        /** @description Words the place's English name, Arabic name or one of its codes contains, spelt any way that folds to them (case, dashes, accents and Arabic diacritics and letter forms do not matter). */
        PlaceSearch: string;
        /** @description Only places of this kind. */
        PlaceKindFilter: components["schemas"]["PlaceKind"];
        /** @description Only places in this emirate. */
        PlaceEmirateFilter: components["schemas"]["Emirate"];
        /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run by name and start after the last place of the one before. */
        PlaceCursor: string;
        /** @description Product id, from the catalogue (`GET /api/b2b/v1/activities/products`). */
        ActivityProductId: string;
        /** @description Tour or activity booking id (the one booking id format of the service) or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
        ActivityBookingId: components["schemas"]["BookingIdOrReference"];
        /** @description Only products in this emirate. */
        ActivityEmirateFilter: components["schemas"]["ActivityEmirate"];
        /** @description Only products of this category. */
        ActivityCategoryFilter: components["schemas"]["ActivityCategory"];
        /** @description Only products sold per person, or only those sold per vehicle. */
        ActivityPricingUnitFilter: components["schemas"]["ActivityPricingUnit"];
        /** @description First day (UAE date); today or later. Defaults to today. */
        ActivityAvailabilityFrom: string;
        /** @description Last day (UAE date), on or after `from` and at most 30 days after it. Defaults to 13 days after `from`. */
        ActivityAvailabilityTo: string;
        /** @description Property id. */
        GuidePropertyId: string;
        /** @description Only properties in this status. */
        GuidePropertyStatusFilter: "active" | "paused";
        /** @description First day, `YYYY-MM-DD` (UAE), inclusive. Default: 29 days before `to`, so 30 days in all. */
        SiteStatsFrom: string;
        /** @description Last day, `YYYY-MM-DD` (UAE), inclusive; today at the latest. Default: yesterday. */
        SiteStatsTo: string;
        /** @description Code of a tracking link, as in its URL's `aff` parameter. */
        AffiliateLinkCode: string;
        /** @description Reference of a payout request; it is also the bank transfer's payment reference. */
        AffiliatePayoutReference: string;
        /** @description First day of the period (UAE time), included. Default 29 days before `to`. */
        AffiliatePeriodFrom: string;
        /** @description Last day of the period (UAE time), included; not after today. Default today. */
        AffiliatePeriodTo: string;
        /** @description Booking id, `bkg_` and 20 characters (the one booking id format of every section, `ref` of a booking for a client), or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
        ClientBookingRef: components["schemas"]["BookingIdOrReference"];
        /** @description Change or service request id, `rqt_` and 20 characters. */
        ClientBookingDeskRequestId: string;
        /** @description A desk sale's booking id (`bkg_` and 20 characters) or its reference as the guest's voucher prints it (`DS-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
        DeskSaleId: components["schemas"]["BookingIdOrReference"];
        /** @description The desk day, a UAE calendar date `YYYY-MM-DD`, today or earlier. */
        DeskDayDate: string;
        /** @description A corporate booking id (`bkg_` and 20 characters, `booking_id` of a request) or its reference as a person reads it (`CP-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
        CorporateBookingId: components["schemas"]["BookingIdOrReference"];
        /** @description Cost centre id. */
        CorporateCostCentreId: string;
        /** @description Transfer request id. */
        CorporateRequestId: string;
        /** @description Shuttle id. */
        CorporateShuttleId: string;
        /** @description The calendar month, `YYYY-MM`; this month by default. */
        CorporateUsageMonth: string;
        /** @description Only this cost centre. */
        CorporateUsageCostCentre: string;
        /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
        DmcProgrammeId: string;
        /** @description Client link id (`dcl_` and 20 base62 characters), as listed by the programme's links. */
        DmcClientLinkId: string;
        /** @description Only programmes in this status. */
        DmcProgrammeStatusFilter: components["schemas"]["DmcProgrammeStatus"];
        /** @description The version to show; by default the accepted version of a booked programme, otherwise the latest. */
        DmcProposalVersion: number;
        /** @description Quote or wholesale request id, `rqt_` and 20 characters, as its creation answered it. */
        RateRequestId: string;
        /** @description Only items of this category. */
        RateCatalogueCategory: components["schemas"]["RateCategory"];
        /** @description The statement's month, `YYYY-MM`. */
        StatementPeriod: string;
        /**
         * @description `json` (default), `pdf`, or `ubl`: the PINT AE e-invoice (UBL 2.1 XML, `application/xml`)
         *     as it was sent to the operator's accredited service provider. Without `format`, `Accept`
         *     chooses (`application/json`, `application/pdf` or `application/xml`); `format` wins over
         *     `Accept`.
         */
        TaxDocumentFormat: "json" | "pdf" | "ubl";
        /** @description `json` (default) or `pdf`. Without `format`, `Accept` chooses (`application/json` or `application/pdf`); `format` wins over `Accept`. */
        JsonOrPdfFormat: "json" | "pdf";
        /**
         * @description The invoice, by its id (`inv_` and 20 letters or digits) or by the number printed on it
         *     (`INV-2026-000001`; a test key's are `TEST-INV-…`), spelt any way that folds to it: any
         *     case, with or without dashes or spaces, full-width characters (Unicode NFKC). A number
         *     of another account or of the other mode is not found (404).
         */
        InvoiceId: string;
        /**
         * @description The tax credit note, by its id (`cn_` and 20 letters or digits) or by the number printed
         *     on it (`CN-2026-000001`; a test key's are `TEST-CN-…`), spelt any way that folds to it:
         *     any case, with or without dashes or spaces, full-width characters (Unicode NFKC). A number
         *     of another account or of the other mode is not found (404).
         */
        CreditNoteId: string;
        /** @description Contact id. */
        ContactId: string;
        WebhookEndpointId: string;
        WebhookDeliveryId: string;
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
        WebhookSignature: string;
        /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
        WebhookEventId: string;
        /** @description The event's type (as in the body), to route it before parsing. */
        WebhookEventType: components["schemas"]["EventType"];
        /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
        WebhookDeliveryIdHeader: string;
        /**
         * @description The `next_cursor` of the previous page of events; omit it for the first page. As on every
         *     stored list, a page starts after the last event of the one before, so events recorded
         *     meanwhile never repeat or shift what follows; an event feed's cursor is its own (events of
         *     one instant are ordered as they were recorded), not one of another list.
         */
        EventCursor: string;
        /** @description A booking id of any section (`bkg_` and 20 characters) or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
        BookingId: components["schemas"]["BookingIdOrReference"];
        /** @description A request id, `rqt_` and 20 characters. */
        RequestId: string;
        /** @description Cruise booking id. */
        CruiseBookingId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The SHA-256 (hex, quoted) of the document served: of an issued document's stored PDF bytes
         *     for a PDF, of the body for JSON. Send it back in `If-None-Match` to be answered 304 while
         *     it is unchanged; an issued document's PDF never changes.
         */
        ETag: string;
        /** @description `true` when this answer is the stored answer of an earlier request with the same `Idempotency-Key`. */
        IdempotentReplayed: "true";
        /** @description Unique id of this request; quote it to the trade desk. */
        RequestId: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /**
         * @description The limits this call counted against (draft-ietf-httpapi-ratelimit-headers): a list of
         *     Structured Field items, one per limit, named as in the API description's "Rate limits";
         *     `q` is the calls allowed in a window, `w` the window in seconds.
         */
        RateLimitPolicy: string;
        /**
         * @description The caller's state under each limit of `RateLimit-Policy`, in the same order: `r` calls
         *     left in the current window (this one counted), `t` seconds until the window resets (on a
         *     429, the same instant as `Retry-After`).
         */
        RateLimit: string;
        /** @description Seconds to wait before retrying; present when waiting helps. */
        RetryAfterOptional: number;
        /** @description The methods the endpoint takes. */
        Allow: string;
        /** @description Always `sandbox` on sandbox responses. */
        SvcEnvironment: "sandbox";
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
            415: components["responses"]["SandboxUnsupportedMediaType"];
            422: components["responses"]["SandboxValidationFailed"];
            429: components["responses"]["SandboxRateLimited"];
            500: components["responses"]["SandboxInternal"];
            503: components["responses"]["SandboxServiceUnavailable"];
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
            400: components["responses"]["SandboxInvalidJson"];
            401: components["responses"]["SandboxUnauthenticated"];
            413: components["responses"]["SandboxPayloadTooLarge"];
            415: components["responses"]["SandboxUnsupportedMediaType"];
            422: components["responses"]["SandboxValidationFailed"];
            429: components["responses"]["SandboxRateLimited"];
            500: components["responses"]["SandboxInternal"];
            503: components["responses"]["SandboxServiceUnavailable"];
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
            400: components["responses"]["SandboxInvalidJson"];
            401: components["responses"]["SandboxUnauthenticated"];
            413: components["responses"]["SandboxPayloadTooLarge"];
            415: components["responses"]["SandboxUnsupportedMediaType"];
            422: components["responses"]["SandboxValidationFailed"];
            429: components["responses"]["SandboxRateLimited"];
            500: components["responses"]["SandboxInternal"];
            503: components["responses"]["SandboxServiceUnavailable"];
        };
    };
    runAccountAction: {
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
                "application/json": components["schemas"]["AccountActionRequest"];
            };
        };
        responses: {
            /** @description The answer of `developer_handshake`, `account_payload` or `tracking_link`. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
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
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActionReceipt"];
                };
            };
            400: components["responses"]["InvalidJson"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
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
            503: components["responses"]["NotConfigured"];
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
            400: components["responses"]["InvalidJson"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
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
            400: components["responses"]["InvalidJson"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
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
            400: components["responses"]["InvalidJson"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The quote can no longer be booked, or a request with the same `Idempotency-Key` is still running. Nothing was booked or charged. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransportBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transfer booking id or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
                /** @description Transfer booking id or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The booking is not `confirmed` or `driver_assigned`, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransportVoucher: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description Transfer booking id or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
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
                    "text/html": components["schemas"]["HtmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The booking is cancelled, so it has no voucher. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getTransportVoucherPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transfer booking id or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["TransportBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The booking is cancelled, so it has no voucher. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getTransportNameBoard: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description Transfer booking id or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["TransportBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name board. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["HtmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no name board in its state. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransportNameBoardPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Transfer booking id or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["TransportBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name board, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no name board in its state. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTransportAmendment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Transfer booking id or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["TransportBookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransportAmendmentRequest"];
            };
        };
        responses: {
            /** @description The request, `open` with the trade desk. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientBookingDeskRequest"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The booking can no longer be changed, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPlaces: {
        parameters: {
            query?: {
                /** @description Words the place's English name, Arabic name or one of its codes contains, spelt any way that folds to them (case, dashes, accents and Arabic diacritics and letter forms do not matter). */
                q?: components["parameters"]["PlaceSearch"];
                /** @description Only places of this kind. */
                type?: components["parameters"]["PlaceKindFilter"];
                /** @description Only places in this emirate. */
                emirate?: components["parameters"]["PlaceEmirateFilter"];
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run by name and start after the last place of the one before. */
                cursor?: components["parameters"]["PlaceCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of places, by name. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it: a `q` without a letter or digit, an unknown `type` or `emirate`, a `cursor` this API did not give), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A place's id (`plc_` and 20 letters or digits), the same on every installation. */
                id: components["parameters"]["PlaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The place. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Place"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The catalogue has no place with this id. */
            404: {
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listActivityProducts: {
        parameters: {
            query?: {
                /** @description Only products in this emirate. */
                emirate?: components["parameters"]["ActivityEmirateFilter"];
                /** @description Only products of this category. */
                category?: components["parameters"]["ActivityCategoryFilter"];
                /** @description Only products sold per person, or only those sold per vehicle. */
                pricing_unit?: components["parameters"]["ActivityPricingUnitFilter"];
                /** @description Items per page, 1 to 100. Defaults to `20`. */
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
            /** @description One page of products. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityProductList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getActivityAvailability: {
        parameters: {
            query?: {
                /** @description First day (UAE date); today or later. Defaults to today. */
                from?: components["parameters"]["ActivityAvailabilityFrom"];
                /** @description Last day (UAE date), on or after `from` and at most 30 days after it. Defaults to 13 days after `from`. */
                to?: components["parameters"]["ActivityAvailabilityTo"];
            };
            header?: never;
            path: {
                /** @description Product id, from the catalogue (`GET /api/b2b/v1/activities/products`). */
                id: components["parameters"]["ActivityProductId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Availability by day. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityAvailability"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createActivityQuote: {
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
                "application/json": components["schemas"]["ActivityQuoteRequest"];
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
                    "application/json": components["schemas"]["ActivityQuote"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The day has too few places left for the party, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createActivityBooking: {
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
                "application/json": components["schemas"]["ActivityBookingRequest"];
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
                    "application/json": components["schemas"]["ActivityBooking"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The day has too few places left, the quote can no longer be booked, or a request with the same `Idempotency-Key` is still running. Nothing was booked or charged. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getActivityBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tour or activity booking id (the one booking id format of the service) or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["ActivityBookingId"];
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
                    "application/json": components["schemas"]["ActivityBooking"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelActivityBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Tour or activity booking id (the one booking id format of the service) or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["ActivityBookingId"];
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
                    "application/json": components["schemas"]["ActivityBooking"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The booking cannot be cancelled in its state, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getActivityVoucher: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description Tour or activity booking id (the one booking id format of the service) or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["ActivityBookingId"];
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
                    "text/html": components["schemas"]["HtmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no voucher in its state (cancelled, declined or on request). */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getActivityVoucherPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tour or activity booking id (the one booking id format of the service) or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["ActivityBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no voucher in its state (cancelled, declined or on request). */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getActivityNameBoard: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description Tour or activity booking id (the one booking id format of the service) or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["ActivityBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name board. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["HtmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such activity booking in this account, or the booking has no pickup, so no name board. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no name board in its state. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getActivityNameBoardPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tour or activity booking id (the one booking id format of the service) or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["ActivityBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name board, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such activity booking in this account, or the booking has no pickup, so no name board. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no name board in its state. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGuideProperties: {
        parameters: {
            query?: {
                /** @description Only properties in this status. */
                status?: components["parameters"]["GuidePropertyStatusFilter"];
                /** @description Items per page, 1 to 100. Defaults to `20`. */
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
            /** @description One page of properties. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuidePropertyList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGuideProperty: {
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
                "application/json": components["schemas"]["GuidePropertyRequest"];
            };
        };
        responses: {
            /** @description The property with its guide, guest link and files. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideProperty"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGuideProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Property id. */
                id: components["parameters"]["GuidePropertyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The property. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideProperty"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateGuideProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Property id. */
                id: components["parameters"]["GuidePropertyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuidePropertyUpdate"];
            };
        };
        responses: {
            /** @description The property after the change. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideProperty"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field). Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changeGuidePropertyStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Property id. */
                id: components["parameters"]["GuidePropertyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuideStatusChange"];
            };
        };
        responses: {
            /** @description The property in its new status. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideProperty"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The property is already in that status, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replaceGuideLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Property id. */
                id: components["parameters"]["GuidePropertyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuideLinkReplacement"];
            };
        };
        responses: {
            /** @description The property with its new guest link. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideProperty"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGuideWifi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Property id. */
                id: components["parameters"]["GuidePropertyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Wi-Fi details. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideWifi"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setGuideWifi: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Property id. */
                id: components["parameters"]["GuidePropertyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuideWifiRequest"];
            };
        };
        responses: {
            /** @description The Wi-Fi details as saved. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideWifi"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGuideQrCode: {
        parameters: {
            query?: {
                /** @description `png` (default) or `svg`. Without `format`, `Accept` chooses (`image/png` or `image/svg+xml`); `format` wins over `Accept`. */
                format?: "png" | "svg";
                /** @description Width and height of the PNG in pixels; ignored for SVG, which scales. Defaults to `512`. */
                size?: number;
            };
            header?: never;
            path: {
                /** @description Property id. */
                id: components["parameters"]["GuidePropertyId"];
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
                    "image/png": components["schemas"]["PngImage"];
                    "image/svg+xml": components["schemas"]["SvgImage"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGuideCard: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description Property id. */
                id: components["parameters"]["GuidePropertyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["HtmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGuideCardPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Property id. */
                id: components["parameters"]["GuidePropertyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGuideStats: {
        parameters: {
            query?: {
                /** @description First day, `YYYY-MM-DD` (UAE time). Default 29 days before `to`. */
                from?: string;
                /** @description Last day, `YYYY-MM-DD` (UAE time), not after today. Default today. */
                to?: string;
                /** @description Only this property. */
                property_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures for the period. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideStats"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSettings"];
            };
        };
        responses: {
            /** @description The site with its new settings. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The site is in review, or its address belongs to another site. Nothing was changed. */
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
            /** @description The body or a parameter is invalid (`issues` names each field). Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitSite: {
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
                "application/json": components["schemas"]["SiteSubmissionRequest"];
            };
        };
        responses: {
            /** @description The site, now in review, with its new submission. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The site is in review already or has nothing to submit, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    withdrawSiteSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site with its submission withdrawn. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The site is not in review. */
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
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestSiteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteDomainRequest"];
            };
        };
        responses: {
            /** @description The site with its domain request, and the DNS records to create. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The site already has an active own domain, or the host name is another site's active domain. Nothing was requested. */
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
            /** @description The body or a parameter is invalid (`issues` names each field). Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    releaseSiteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site without its own domain. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The site has no own domain. */
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
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSiteStats: {
        parameters: {
            query?: {
                /** @description First day, `YYYY-MM-DD` (UAE), inclusive. Default: 29 days before `to`, so 30 days in all. */
                from?: components["parameters"]["SiteStatsFrom"];
                /** @description Last day, `YYYY-MM-DD` (UAE), inclusive; today at the latest. Default: yesterday. */
                to?: components["parameters"]["SiteStatsTo"];
                /** @description `json` (default) or `csv` (the days only). Without `format`, `Accept` chooses (`application/json` or `text/csv`); `format` wins over `Accept`. */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteStats"];
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSiteStatsCsv: {
        parameters: {
            query?: {
                /** @description First day, `YYYY-MM-DD` (UAE), inclusive. Default: 29 days before `to`, so 30 days in all. */
                from?: components["parameters"]["SiteStatsFrom"];
                /** @description Last day, `YYYY-MM-DD` (UAE), inclusive; today at the latest. Default: yesterday. */
                to?: components["parameters"]["SiteStatsTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The days, one row each, as CSV. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAffiliateLinks: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAffiliateLinkQr: {
        parameters: {
            query?: {
                /** @description The image's format: `svg` (default) or `png`. Without `format`, `Accept` chooses (`image/svg+xml` or `image/png`); `format` wins over `Accept`. */
                format?: "svg" | "png";
                /** @description Width and height of a PNG in pixels, 128 to 1024; ignored for SVG. Defaults to `512`. */
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
                    "image/svg+xml": components["schemas"]["SvgImage"];
                    "image/png": components["schemas"]["PngImage"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAffiliatePerformance: {
        parameters: {
            query?: {
                /** @description First day of the period (UAE time), included. Default 29 days before `to`. */
                from?: components["parameters"]["AffiliatePeriodFrom"];
                /** @description Last day of the period (UAE time), included; not after today. Default today. */
                to?: components["parameters"]["AffiliatePeriodTo"];
                /** @description `json` (default, paginated) or `csv` (every row in one file). Without `format`, `Accept` chooses (`application/json` or `text/csv`); `format` wins over `Accept`. */
                format?: "json" | "csv";
                /** @description Items per page, 1 to 100. Defaults to `20`. */
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
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAffiliatePerformanceCsv: {
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
            /** @description Every row of the period, as CSV. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAffiliatePayouts: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The account has no bank details yet, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The payout is no longer `requested`, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The widget is suspended by the trade desk, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createClientBookingQuote: {
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
                "application/json": components["schemas"]["ClientBookingQuoteRequest"];
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
                    "application/json": components["schemas"]["ClientBookingQuote"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listClientBookings: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
                /** @description Only bookings of this section. */
                kind?: components["schemas"]["BookingKind"];
                /** @description Only bookings in this state. */
                status?: components["schemas"]["BookingStatus"];
                /** @description Only services (pickups, starts) on or after this date. */
                pickup_from?: components["schemas"]["IsoDate"];
                /** @description Only services (pickups, starts) on or before this date; not before `pickup_from`. */
                pickup_to?: components["schemas"]["IsoDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bookings. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingSummaryList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createClientBooking: {
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
                "application/json": components["schemas"]["ClientBookingCreateRequest"];
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
                    "application/json": components["schemas"]["ClientBooking"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The quote can no longer be booked, or a request with the same `Idempotency-Key` is still running. Nothing was booked or charged. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listClientBookingCredits: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. */
                cursor?: components["parameters"]["PageCursor"];
                channel?: components["schemas"]["ClientBookingCreditChannel"];
                credit_status?: "pending" | "earned" | "reversed";
                /** @description Only bookings made on or after this date (UTC). */
                booked_from?: components["schemas"]["IsoDate"];
                /** @description Only bookings made on or before this date (UTC); not before `booked_from`. */
                booked_to?: components["schemas"]["IsoDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of credited bookings. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientBookingCreditList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getClientBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Booking id, `bkg_` and 20 characters (the one booking id format of every section, `ref` of a booking for a client), or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                ref: components["parameters"]["ClientBookingRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking, in its section's shape. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnyBooking"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelClientBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Booking id, `bkg_` and 20 characters (the one booking id format of every section, `ref` of a booking for a client), or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                ref: components["parameters"]["ClientBookingRef"];
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
                    "application/json": components["schemas"]["ClientBooking"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The booking cannot be cancelled in its state, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createClientBookingAmendment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Booking id, `bkg_` and 20 characters (the one booking id format of every section, `ref` of a booking for a client), or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                ref: components["parameters"]["ClientBookingRef"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientBookingAmendmentRequest"];
            };
        };
        responses: {
            /** @description The request, `open` with the trade desk. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientBookingDeskRequest"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The booking can no longer be changed, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setClientBookingBrand: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Booking id, `bkg_` and 20 characters (the one booking id format of every section, `ref` of a booking for a client), or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                ref: components["parameters"]["ClientBookingRef"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientBookingBrandRequest"];
            };
        };
        responses: {
            /** @description The booking with its brand. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientBooking"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The booking can no longer be rebranded, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getClientBookingVoucher: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description Booking id, `bkg_` and 20 characters (the one booking id format of every section, `ref` of a booking for a client), or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                ref: components["parameters"]["ClientBookingRef"];
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
                    "text/html": components["schemas"]["HtmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no voucher in its state. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getClientBookingVoucherPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Booking id, `bkg_` and 20 characters (the one booking id format of every section, `ref` of a booking for a client), or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                ref: components["parameters"]["ClientBookingRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no voucher in its state. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getClientBookingNameBoard: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description Booking id, `bkg_` and 20 characters (the one booking id format of every section, `ref` of a booking for a client), or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                ref: components["parameters"]["ClientBookingRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name board. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["HtmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such booking in this account, or the booking has no pickup, so no name board. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no name board in its state. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getClientBookingNameBoardPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Booking id, `bkg_` and 20 characters (the one booking id format of every section, `ref` of a booking for a client), or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                ref: components["parameters"]["ClientBookingRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name board, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No such booking in this account, or the booking has no pickup, so no name board. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            406: components["responses"]["NotAcceptable"];
            /** @description The booking has no name board in its state. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listClientBookingDeskRequests: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
                status?: "open" | "accepted" | "declined" | "withdrawn";
                /** @description Only the requests on this booking, given by its id or its reference (`TR-7KQ2-M9XH`: any case, dashes optional); a booking the account does not have matches no request. */
                booking_ref?: components["schemas"]["BookingIdOrReference"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientBookingDeskRequestList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    withdrawClientBookingDeskRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Change or service request id, `rqt_` and 20 characters. */
                id: components["parameters"]["ClientBookingDeskRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdrawn request. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientBookingDeskRequest"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The request was already answered or withdrawn, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDeskSale: {
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
                "application/json": components["schemas"]["DeskSaleRequest"];
            };
        };
        responses: {
            /** @description The sale. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskSale"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            /** @description The desk day is closed, or a request with the same `Idempotency-Key` is still running. Nothing was sold or charged. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDeskSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A desk sale's booking id (`bkg_` and 20 characters) or its reference as the guest's voucher prints it (`DS-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["DeskSaleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sale. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskSale"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDeskSaleVoucher: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description A desk sale's booking id (`bkg_` and 20 characters) or its reference as the guest's voucher prints it (`DS-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["DeskSaleId"];
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
                    "text/html": components["schemas"]["HtmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getDeskSaleVoucherPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A desk sale's booking id (`bkg_` and 20 characters) or its reference as the guest's voucher prints it (`DS-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["DeskSaleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getDeskDay: {
        parameters: {
            query?: {
                /** @description `json` (default), `csv` or `pdf`. Without `format`, `Accept` chooses (`application/json`, `text/csv` or `application/pdf`); `format` wins over `Accept`. */
                format?: "json" | "csv" | "pdf";
            };
            header?: never;
            path: {
                /** @description The desk day, a UAE calendar date `YYYY-MM-DD`, today or earlier. */
                date: components["parameters"]["DeskDayDate"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The desk day. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskDay"];
                    "text/csv": components["schemas"]["CsvFile"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDeskDayPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The desk day, a UAE calendar date `YYYY-MM-DD`, today or earlier. */
                date: components["parameters"]["DeskDayDate"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The desk day, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDeskDayCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The desk day, a UAE calendar date `YYYY-MM-DD`, today or earlier. */
                date: components["parameters"]["DeskDayDate"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The desk day, as CSV. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    closeDeskDay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The desk day, a UAE calendar date `YYYY-MM-DD`, today or earlier. */
                date: components["parameters"]["DeskDayDate"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeskDayCloseRequest"];
            };
        };
        responses: {
            /** @description The closed day with its frozen settlement. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskDay"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The desk day is already closed, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCorporateCostCentres: {
        parameters: {
            query?: {
                /** @description Only cost centres in this state. */
                status?: "active" | "archived";
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The cost centre is archived or already in that status, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The cost centre is archived, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCorporateRequests: {
        parameters: {
            query?: {
                /** @description Only requests in this state. */
                status?: "pending_approval" | "approved" | "declined" | "expired" | "completed";
                /** @description Only requests charged to this cost centre. */
                cost_centre_id?: string;
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            /** @description The cost centre is archived, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The request was already decided or has expired, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCorporateShuttles: {
        parameters: {
            query?: {
                /** @description Only shuttles in this state. */
                status?: "active" | "paused" | "ended";
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The shuttle has ended, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The shuttle cannot move to that status, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The shuttle is not active, or a request with the same `Idempotency-Key` is still running. Nothing was booked or charged. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The shuttle has ended or has no newly agreed rate, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCorporateUsage: {
        parameters: {
            query?: {
                /** @description The calendar month, `YYYY-MM`; this month by default. */
                month?: components["parameters"]["CorporateUsageMonth"];
                /** @description Only this cost centre. */
                cost_centre_id?: components["parameters"]["CorporateUsageCostCentre"];
                /** @description `json` (default) or `csv`. Without `format`, `Accept` chooses (`application/json` or `text/csv`); `format` wins over `Accept`. */
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
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCorporateUsageCsv: {
        parameters: {
            query?: {
                /** @description The calendar month, `YYYY-MM`; this month by default. */
                month?: components["parameters"]["CorporateUsageMonth"];
                /** @description Only this cost centre. */
                cost_centre_id?: components["parameters"]["CorporateUsageCostCentre"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's usage, one row per cost centre, as CSV. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCorporateVoucher: {
        parameters: {
            query?: {
                /** @description The document's format: `html` (default) or `pdf`. Every operation that offers formats takes `format`; its values are listed per operation. Without `format`, `Accept` chooses (`text/html` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["HtmlOrPdfFormat"];
            };
            header?: never;
            path: {
                /** @description A corporate booking id (`bkg_` and 20 characters, `booking_id` of a request) or its reference as a person reads it (`CP-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["CorporateBookingId"];
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
                    "text/html": components["schemas"]["HtmlDocument"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The transfer is cancelled, so it has no voucher. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getCorporateVoucherPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A corporate booking id (`bkg_` and 20 characters, `booking_id` of a request) or its reference as a person reads it (`CP-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["CorporateBookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The transfer is cancelled, so it has no voucher. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    listDmcProgrammes: {
        parameters: {
            query?: {
                /** @description Only programmes in this status. */
                status?: components["parameters"]["DmcProgrammeStatusFilter"];
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The programme can no longer be edited, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDmcProgramme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
                /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The programme takes no new version in its state, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
                /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The programme cannot move to that status, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
                /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The programme is cancelled, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
                /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The programme is not `proposed`, or a request with the same `Idempotency-Key` is still running. Nothing was booked or charged. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
                /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
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
                    "text/html": components["schemas"]["HtmlDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            /** @description The programme is cancelled or has no saved version. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDmcClientLinks: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path: {
                /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
                /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The programme is not `proposed`, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
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
                /** @description DMC programme id (`dmp_` and 20 base62 characters). Every test partition holds the programme of the examples, `dmp_ZOTDn5F1DFDPB1Vi6mES`. */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The link is no longer active, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRateCatalogue: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. */
                cursor?: components["parameters"]["PageCursor"];
                /** @description Only items of this category. */
                category?: components["parameters"]["RateCatalogueCategory"];
                /** @description `json` (default), `csv` or `pdf`. Without `format`, `Accept` chooses (`application/json`, `text/csv` or `application/pdf`); `format` wins over `Accept`. */
                format?: "json" | "csv" | "pdf";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateCatalogueList"];
                    "text/csv": components["schemas"]["CsvFile"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRateCataloguePdf: {
        parameters: {
            query?: {
                /** @description Only items of this category. */
                category?: components["parameters"]["RateCatalogueCategory"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRateCatalogueCsv: {
        parameters: {
            query?: {
                /** @description Only items of this category. */
                category?: components["parameters"]["RateCatalogueCategory"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue, as CSV. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRateSheet: {
        parameters: {
            query?: {
                /** @description Only this airport's transfers. */
                airport?: components["schemas"]["Airport"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rate sheet. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateSheet"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createQuoteRequest: {
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
                "application/json": components["schemas"]["RateQuoteRequestCreate"];
            };
        };
        responses: {
            /** @description The quote request, sent to the trade desk. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateQuoteRequest"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWholesaleRequest: {
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
                "application/json": components["schemas"]["RateWholesaleRequestCreate"];
            };
        };
        responses: {
            /** @description The wholesale request, sent to the trade desk. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateWholesaleRequest"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuoteRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Quote or wholesale request id, `rqt_` and 20 characters, as its creation answered it. */
                id: components["parameters"]["RateRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote request. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateQuoteRequest"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWholesaleRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Quote or wholesale request id, `rqt_` and 20 characters, as its creation answered it. */
                id: components["parameters"]["RateRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wholesale request. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateWholesaleRequest"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWidget: {
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
                    "application/json": components["schemas"]["Widget"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWidget: {
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
                "application/json": components["schemas"]["WidgetUpdate"];
            };
        };
        responses: {
            /** @description The widget as changed. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Widget"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The widget is suspended by the trade desk, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
                /** @description Only people in this status. */
                status?: components["schemas"]["UserStatus"];
                /** @description Only people with this role. */
                role?: components["schemas"]["UserRole"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of people. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    inviteUser: {
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
                "application/json": components["schemas"]["UserInviteRequest"];
            };
        };
        responses: {
            /** @description The invited person. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["UserExists"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changeUserRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The person's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRoleChangeRequest"];
            };
        };
        responses: {
            /** @description The person with the new role. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["UserConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The person's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deactivated person. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["UserConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reactivateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The person's id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reactivated person. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["UserConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listNotices: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
                /** @description Only notices of this kind. */
                kind?: components["schemas"]["NoticeKind"];
                /** @description Only notices created at or after this time. */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notices. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStatementsOverview: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementsOverview"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStatement: {
        parameters: {
            query?: {
                /** @description `json` (default) or `pdf`. Without `format`, `Accept` chooses (`application/json` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["JsonOrPdfFormat"];
            };
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The statement's month, `YYYY-MM`. */
                period: components["parameters"]["StatementPeriod"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statement"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getStatementPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The statement's month, `YYYY-MM`. */
                period: components["parameters"]["StatementPeriod"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
                /** @description Only invoices in this status. */
                status?: components["schemas"]["InvoiceStatus"];
                /** @description Only invoices of this month (`YYYY-MM`, UAE time) or later. */
                period_gte?: string;
                /** @description Only invoices of this month (`YYYY-MM`, UAE time) or earlier. */
                period_lte?: string;
            };
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDraftInvoice: {
        parameters: {
            query?: {
                /** @description `json` (default) or `pdf`. Without `format`, `Accept` chooses (`application/json` or `application/pdf`); `format` wins over `Accept`. */
                format?: components["parameters"]["JsonOrPdfFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDraft"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getDraftInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getInvoice: {
        parameters: {
            query?: {
                /**
                 * @description `json` (default), `pdf`, or `ubl`: the PINT AE e-invoice (UBL 2.1 XML, `application/xml`)
                 *     as it was sent to the operator's accredited service provider. Without `format`, `Accept`
                 *     chooses (`application/json`, `application/pdf` or `application/xml`); `format` wins over
                 *     `Accept`.
                 */
                format?: components["parameters"]["TaxDocumentFormat"];
            };
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The invoice, by its id (`inv_` and 20 letters or digits) or by the number printed on it
                 *     (`INV-2026-000001`; a test key's are `TEST-INV-…`), spelt any way that folds to it: any
                 *     case, with or without dashes or spaces, full-width characters (Unicode NFKC). A number
                 *     of another account or of the other mode is not found (404).
                 */
                id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                    "application/xml": components["schemas"]["UblDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The invoice, by its id (`inv_` and 20 letters or digits) or by the number printed on it
                 *     (`INV-2026-000001`; a test key's are `TEST-INV-…`), spelt any way that folds to it: any
                 *     case, with or without dashes or spaces, full-width characters (Unicode NFKC). A number
                 *     of another account or of the other mode is not found (404).
                 */
                id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    getInvoiceUbl: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The invoice, by its id (`inv_` and 20 letters or digits) or by the number printed on it
                 *     (`INV-2026-000001`; a test key's are `TEST-INV-…`), spelt any way that folds to it: any
                 *     case, with or without dashes or spaces, full-width characters (Unicode NFKC). A number
                 *     of another account or of the other mode is not found (404).
                 */
                id: components["parameters"]["InvoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice, as a PINT AE e-invoice. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["UblDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["DocumentUnavailable"];
        };
    };
    listCreditNotes: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
                /** @description Only notes correcting this tax invoice, by its id (`inv_…`) or its number (`INV-2026-000001`, any case, dashes optional). */
                invoice?: string;
                /** @description Only notes about this booking, by its id (`bkg_…`) or its reference (`TR-7KQ2-M9XH`). */
                booking?: string;
                /** @description Only notes issued on this day (UAE time) or later. */
                issued_gte?: string;
                /** @description Only notes issued on this day (UAE time) or earlier. */
                issued_lte?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tax credit notes. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNoteList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCreditNote: {
        parameters: {
            query?: {
                /**
                 * @description `json` (default), `pdf`, or `ubl`: the PINT AE e-invoice (UBL 2.1 XML, `application/xml`)
                 *     as it was sent to the operator's accredited service provider. Without `format`, `Accept`
                 *     chooses (`application/json`, `application/pdf` or `application/xml`); `format` wins over
                 *     `Accept`.
                 */
                format?: components["parameters"]["TaxDocumentFormat"];
            };
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The tax credit note, by its id (`cn_` and 20 letters or digits) or by the number printed
                 *     on it (`CN-2026-000001`; a test key's are `TEST-CN-…`), spelt any way that folds to it:
                 *     any case, with or without dashes or spaces, full-width characters (Unicode NFKC). A number
                 *     of another account or of the other mode is not found (404).
                 */
                id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax credit note. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                    "application/pdf": components["schemas"]["PdfDocument"];
                    "application/xml": components["schemas"]["UblDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCreditNotePdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The tax credit note, by its id (`cn_` and 20 letters or digits) or by the number printed
                 *     on it (`CN-2026-000001`; a test key's are `TEST-CN-…`), spelt any way that folds to it:
                 *     any case, with or without dashes or spaces, full-width characters (Unicode NFKC). A number
                 *     of another account or of the other mode is not found (404).
                 */
                id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax credit note, as PDF. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCreditNoteUbl: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of a copy already held (`"<sha256>"`, or several separated by commas): when it still matches, the answer is 304 without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The tax credit note, by its id (`cn_` and 20 letters or digits) or by the number printed
                 *     on it (`CN-2026-000001`; a test key's are `TEST-CN-…`), spelt any way that folds to it:
                 *     any case, with or without dashes or spaces, full-width characters (Unicode NFKC). A number
                 *     of another account or of the other mode is not found (404).
                 */
                id: components["parameters"]["CreditNoteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax credit note, as a PINT AE e-invoice. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": components["schemas"]["UblDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettings"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setBillingEmail: {
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
                "application/json": components["schemas"]["BillingEmailRequest"];
            };
        };
        responses: {
            /** @description The settings with the new billing e-mail. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettings"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveContact: {
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
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description The contact. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contact"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Contact id. */
                id: components["parameters"]["ContactId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact, removed. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedContact"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["ContactConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setDocumentBrand: {
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
                "application/json": components["schemas"]["DocumentBrand"];
            };
        };
        responses: {
            /** @description The settings with the new brand. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSettings"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page of events; omit it for the first page. As on every
                 *     stored list, a page starts after the last event of the one before, so events recorded
                 *     meanwhile never repeat or shift what follows; an event feed's cursor is its own (events of
                 *     one instant are ordered as they were recorded), not one of another list.
                 */
                cursor?: components["parameters"]["EventCursor"];
                /** @description Only events of this type (`booking.cancelled`), or of this noun (`booking.*`). */
                type?: string;
                /** @description Only events created at or after this time. */
                created_gte?: string;
                /** @description Only events created before this time. */
                created_lt?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of endpoints. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
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
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description The endpoint, with its secret. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint is deleted. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhookEndpoint"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description The endpoint as changed. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field). Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WebhookSecretRotation"];
            };
        };
        responses: {
            /** @description The endpoint, with its new secret. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendTestWebhookEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test delivery, queued. */
            202: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
                limit?: components["parameters"]["PageLimit"];
                /**
                 * @description The `next_cursor` of the previous page; omit it for the first page. Stored lists are paged
                 *     by position (newest first), not by offset: a page starts after the last item of the one
                 *     before, so items added meanwhile never repeat or shift what follows.
                 */
                cursor?: components["parameters"]["KeysetCursor"];
                /** @description Only deliveries in this status. */
                status?: components["schemas"]["WebhookDeliveryStatus"];
                /** @description Only the delivery of this event. */
                event_id?: string;
            };
            header?: never;
            path: {
                id: components["parameters"]["WebhookEndpointId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, queued again. */
            202: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The delivery's endpoint was deleted or an attempt is running, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description A parameter is invalid (`issues` names it), or a body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    advanceTestBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A booking id of any section (`bkg_` and 20 characters) or its reference as a person reads it (`TR-7KQ2-M9XH`: any case, dashes optional, I and L read as 1, O as 0). */
                id: components["parameters"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestBookingAdvanceRequest"];
            };
        };
        responses: {
            /** @description The booking after the move. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestBooking"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["TestHelperForbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The booking cannot move to that status, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerTestRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description A request id, `rqt_` and 20 characters. */
                id: components["parameters"]["RequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestRequestAnswer"];
            };
        };
        responses: {
            /** @description The request after the answer. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestRequest"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["TestHelperForbidden"];
            404: components["responses"]["ResourceNotFound"];
            /** @description The request was already answered or withdrawn, or a request with the same `Idempotency-Key` is still running. */
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
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    topUpTestWallet: {
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
                "application/json": components["schemas"]["TestWalletTopupRequest"];
            };
        };
        responses: {
            /** @description The test wallet after the top-up. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestWallet"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["TestHelperForbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body or a parameter is invalid (`issues` names each field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetTestPartition: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the POST safe to retry; see the API description. 1-255 printable ASCII characters; a UUID is a good choice. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partition was reset. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestPartitionReset"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["TestHelperForbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A body was sent to an operation that takes none, or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock's time. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["TestHelperForbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    advanceTestClock: {
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
                "application/json": components["schemas"]["TestClockAdvanceRequest"];
            };
        };
        responses: {
            /** @description The clock after the advance (the target, or the last stop of a way with more than 1,000), and all that fell due on the way done. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["TestHelperForbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Neither or both of `minutes` and `to`, `minutes` out of 1 to 43200, a `to` not after the clock's time or more than 30 days after it (`issues` names the field), or the `Idempotency-Key` was used with a different request. Nothing was changed. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCruiseSailings: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. Defaults to `20`. */
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["V1Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["V1RateLimited"];
            500: components["responses"]["Internal"];
            501: components["responses"]["SupplierNotConnected"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bookingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "booking.created" | "booking.confirmed" | "booking.declined" | "booking.driver_assigned" | "booking.driver_unassigned" | "booking.driver_en_route" | "booking.driver_arrived" | "booking.passenger_on_board" | "booking.completed" | "booking.no_show" | "booking.cancelled" | "booking.amended" | "booking.flight_updated" | "booking.pickup_rescheduled";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    requestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "request.created" | "request.answered" | "request.withdrawn";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    quoteRequestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "quote_request.created" | "quote_request.answered";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    walletEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "wallet.credited" | "wallet.credit_reversed";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    creditLineEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "credit_line.decided";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    invoiceEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "invoice.issued";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    creditNoteEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "credit_note.issued";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    statementEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "statement.issued";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    deskDayEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "desk_day.closed";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    userEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "user.invited" | "user.activated" | "user.deactivated" | "user.reactivated";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    guidePropertyEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "guide_property.created" | "guide_property.updated" | "guide_property.paused" | "guide_property.resumed" | "guide_property.link_replaced" | "guide_property.wifi_set";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    siteEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "site.updated" | "site.submitted" | "site.submission_withdrawn" | "site.published" | "site.changes_requested";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    domainEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "domain.requested" | "domain.active" | "domain.failed" | "domain.withdrawn" | "domain.released";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    programmeEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "programme.created" | "programme.changed" | "programme.version_saved" | "programme.status_changed" | "programme.accepted" | "programme.acceptance_refused" | "programme.completed";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    clientLinkEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "client_link.created" | "client_link.revoked" | "client_link.expired";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    corporateCostCentreEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "corporate_cost_centre.created" | "corporate_cost_centre.changed" | "corporate_cost_centre.archived" | "corporate_cost_centre.reactivated";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    corporateRequestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "corporate_request.created" | "corporate_request.approved" | "corporate_request.declined" | "corporate_request.expired";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    corporateShuttleEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "corporate_shuttle.created" | "corporate_shuttle.changed" | "corporate_shuttle.paused" | "corporate_shuttle.resumed" | "corporate_shuttle.ended" | "corporate_shuttle.scheduled" | "corporate_shuttle.repriced";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    affiliateLinkEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "affiliate_link.created";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    bankDetailsEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "bank_details.saved";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    payoutEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "payout.requested" | "payout.paid" | "payout.rejected" | "payout.cancelled";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    widgetEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "widget.set_up" | "widget.changed" | "widget.suspended" | "widget.reinstated";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
    webhookEndpointEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>` with one `v1` per valid secret (two during a rotation). See the guide's "Webhooks" section for how to verify it. */
                "Trade-Signature": components["parameters"]["WebhookSignature"];
                /** @description The event's id (as in the body); the same on every attempt and re-send, so a receiver can ignore a second delivery. */
                "Trade-Event-Id": components["parameters"]["WebhookEventId"];
                /** @description The event's type (as in the body), to route it before parsing. */
                "Trade-Event-Type": components["parameters"]["WebhookEventType"];
                /** @description The delivery (`GET /webhook-deliveries/{id}` shows its attempts). */
                "Trade-Delivery-Id": components["parameters"]["WebhookDeliveryIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event"] & {
                    /** @enum {string} */
                    type?: "webhook_endpoint.disabled" | "webhook_endpoint.tested";
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAcknowledged"];
            400: components["responses"]["WebhookNotAcknowledged"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
