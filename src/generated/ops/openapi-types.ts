// Generated from the operator API's contract (openapi/ops/openapi.yaml, openapi/ops/*.yaml) by `npm run codegen`. Do not edit.
export interface paths {
    "/api/ops/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs a member of staff in with the e-mail address, the password and a current TOTP code
         *     or an unused recovery code. Sets the `__Host-ops_session` cookie of a new session (any
         *     session id the browser held is not reused) and returns the session's `csrf_token`, which
         *     every state-changing call sends in `X-CSRF-Token`. A wrong password, an unknown or
         *     disabled e-mail address and a wrong, replayed or used code all answer the same 401.
         *     5 failures for one e-mail address within 15 minutes lock it for 15 minutes (429
         *     `sign_in_locked`) and e-mail the person.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/sessions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out
         * @description Ends the signed-in session at once and clears the cookie. The session's id and token are never accepted again.
         */
        delete: operations["endCurrentSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in member of staff
         * @description Who is signed in, with their roles, when the session ends if nothing else happens, and
         *     the session's `csrf_token`: a console tab opened on a session signed in elsewhere reads it
         *     here (only a page of the operator's own origin can read this answer).
         */
        get: operations["getCurrentStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This description
         * @description The operator API's OpenAPI 3.1 description, to signed-in staff only.
         */
        get: operations["getOpsOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff
         * @description Every member of staff, by name.
         */
        get: operations["listStaff"];
        put?: never;
        /**
         * Add a member of staff
         * @description Adds a member of staff (status `invited`) and returns a single-use set-up link, valid 24
         *     hours, to hand to the person: there they choose a password and enrol an authenticator.
         *     The same as `npm run admin -- staff create`; written to the audit log.
         */
        post: operations["createStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/staff/{staffId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a member of staff
         * @description Refuses the person's sign-in from now on and ends every session they hold, at once; the
         *     desk tasks they hold go back to the queue and their unused set-up links stop working, in
         *     the same transaction. The status moves in one statement that checks the status it moves
         *     from, so a set-up finishing at the same moment never leaves the person active.
         *     Disabling someone already disabled changes nothing. An admin cannot disable themself.
         *     Written to the audit log.
         */
        post: operations["disableStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/staff/{staffId}/reinvite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-invite a member of staff
         * @description A new single-use set-up link (24 hours) for someone who has not finished set-up (status
         *     `invited`); every link they had before stops working. Refused with 409 `invalid_state` for
         *     an active person (reset their authenticator instead) or a disabled one (enable them first).
         *     The same as `npm run admin -- staff reinvite --email <e>`; written to the audit log.
         */
        post: operations["reinviteStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/staff/{staffId}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a member of staff's roles
         * @description Gives the person exactly the roles sent, replacing theirs, from their next request on. Tasks
         *     they hold of kinds their new roles do not work go back to the queue. An admin cannot take the
         *     admin role from themself. The same as `npm run admin -- staff set-role --email <e> --role <r>`
         *     (`--role` repeated); written to the audit log.
         */
        put: operations["setStaffRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/staff/{staffId}/reset-2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a member of staff's authenticator
         * @description For a lost or replaced phone: removes the person's authenticator and recovery codes, ends
         *     every session they hold at once, and moves them back to `invited` with a new single-use
         *     set-up link (24 hours), where they choose a password and enrol a new authenticator. Only for
         *     an active person: otherwise 409 `invalid_state`. The same as `npm run admin -- staff
         *     reset-2fa --email <e>`; written to the audit log.
         */
        post: operations["resetStaffTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/staff/{staffId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a member of staff
         * @description Lets a disabled person sign in again: `active` when they had finished set-up, else `invited`
         *     (re-invite them for a new link: their links were spent when they were disabled). Only for a
         *     disabled person: otherwise 409 `invalid_state`. The same as `npm run admin -- staff enable
         *     --email <e>`; written to the audit log.
         */
        post: operations["enableStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description The audit log, newest first, in pages. Filter by the member of staff who acted, or by the
         *     subject (its type, and optionally its id). Rows are never changed or removed.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/audit-events/{subjectType}/{subjectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one subject's history
         * @description What staff did to one partner, booking, desk task, driver … (and what was done from the
         *     command line), newest first, in pages: the history a partner's, a booking's or a task's
         *     page shows. Any member of staff may read it, but a desk task's history only those whose
         *     roles work the task's kind (and admins): it carries the answers (403 `role_required`
         *     otherwise). The whole log is for admins.
         */
        get: operations["listSubjectAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List desk tasks
         * @description The trade desk's queue: every task of every kind that needs a person (bookings on request,
         *     amendments, quote and wholesale requests, credit-line applications, wallet top-ups,
         *     partner applications …), open ones by default, newest first. Filters narrow it by kind,
         *     partner and age; `q` searches the task's reference, a booking's reference as a person
         *     types it, the partner's name and the summary (the traveller, the company).
         *
         *     The desk and admins see every kind; finance sees credit-line applications, wallet top-ups
         *     and affiliate payouts.
         */
        get: operations["listDeskTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/tasks/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the queue's changes
         * @description Server-sent events (`text/event-stream`) announcing each task as it is queued, claimed,
         *     released, answered or withdrawn, from the moment the stream opens: an event
         *     `event: task` whose `data` is the task as `GET /api/ops/v1/tasks/{taskRef}` shows it
         *     (a `DeskTask`, JSON on one line). The queue is read about once a second; a comment line
         *     (`: heartbeat`) every 15 seconds keeps the connection open through proxies. The stream
         *     shows only the kinds the member of staff works, and ends when the service stops (the
         *     browser's `EventSource` then reconnects by itself).
         */
        get: operations["streamDeskTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/tasks/{taskRef}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show a desk task
         * @description One task, with its kind's details, who holds it and how it was answered.
         */
        get: operations["getDeskTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/tasks/{taskRef}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a desk task
         * @description Takes an open task for the signed-in member of staff, so nobody else answers it. Of two
         *     agents claiming at once, one gets the task and the other 409 `invalid_state` naming who
         *     holds it. Claiming a task one already holds changes nothing. Written to the audit log.
         *
         *     A claim lapses after 30 idle minutes (by the service's clock): minutes in which its holder
         *     neither claimed, opened (`GET /api/ops/v1/tasks/{taskRef}`) nor answered the task. The
         *     task then goes back to the queue (audited as `desk_task.claim_lapsed`); `claim_lapses_at`
         *     says when.
         */
        post: operations["claimDeskTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/tasks/{taskRef}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a desk task
         * @description Gives a held task back to the queue, unanswered. Its holder may, and an admin may release
         *     anyone's claim (as `npm run admin -- desk release --task <ref>` does). Written to the audit
         *     log with who held it.
         */
        post: operations["releaseDeskTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/tasks/{taskRef}/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand a desk task to someone
         * @description Hands an open task, held or not, to the member of staff `staff_id` names, who holds it
         *     from now as if they had claimed it. Admins only. The person must be active and their
         *     roles must work the task's kind (422 otherwise). Written to the audit log with who held it
         *     before.
         */
        post: operations["reassignDeskTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/tasks/{taskRef}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a desk task
         * @description Accepts or declines a task the signed-in member of staff holds (claim it first), and
         *     finishes its work in one transaction with the answer: a booking on request is confirmed
         *     or declined and refunded; a credit-line application accepted sets the credit line
         *     (`credit_limit_aed` and `credit_terms`); a wallet top-up accepted issues a pro-forma
         *     invoice and e-mails it (`amount_aed` may correct the amount); a partner application
         *     accepted issues a live key behind a single-use link (`commercial_terms` sets the
         *     account's terms). A task that came without an account is answered for the one
         *     `account_id` names. Declining needs `note`, the reason the partner is told. The
         *     partner hears by inbox notice and e-mail. State moves record the actor
         *     `desk:<staff id>`, and the answer is written to the audit log.
         *
         *     A refusal changes nothing: 422 for input the task's kind cannot take, 409 when the task
         *     is not open or not held by the signed-in member of staff.
         */
        post: operations["answerDeskTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search live bookings
         * @description The live bookings of every partner by pickup time: by day of service, then pickup time
         *     (a booking with only a day first in its day), then id. `q` finds a booking by
         *     its reference as a person types it (`tr7kq2m9xh`), its id, the partner's own reference,
         *     or part of the traveller's or the partner's name. Test bookings are the partners' own
         *     and never shown.
         */
        get: operations["listOpsBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/bookings/{bookingRef}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show a live booking
         * @description A live booking with its partner, its state moves from the first as a timeline (who made
         *     each: `key:<key id>` a partner's key, `desk:<staff id>` a member of staff, `desk:cli`
         *     the command line, `system` the service), its open desk task, and the moves the desk may
         *     make now (`POST /api/ops/v1/bookings/{bookingRef}/moves`).
         */
        get: operations["getOpsBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/bookings/{bookingRef}/voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A live booking's voucher
         * @description The traveller's voucher of a live transfer, activity or booking for a client, as a PDF in
         *     the partner's brand, exactly as the partner's own voucher operation prints it: for the
         *     desk to send a traveller who lost theirs. A booking whose state has no voucher (cancelled,
         *     or one on request where its section says so) answers 409. The booking's page gives this
         *     path under `documents.voucher` for the kinds that have one.
         */
        get: operations["getOpsBookingVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/bookings/{bookingRef}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a live booking
         * @description Moves a live booking through its state machine as the desk: `confirmed` or `declined`
         *     (refunded in full) for a booking on request, which also answers its desk task (not while
         *     another member of staff holds it); `completed` or `no_show` once served; `cancelled`
         *     under the booking's cancellation policy at this moment, exactly as the partner's own
         *     cancellation (the fee it sets charged, the rest refunded; a booking on request free, its
         *     desk task withdrawn), for transfers, activities and bookings for clients. The move
         *     records the actor `desk:<staff id>`, the partner hears by event and inbox notice (and by
         *     e-mail for an answer to a booking on request), and the move is written to the audit
         *     log. A move the booking's state or kind does not allow answers 409 and changes nothing.
         *     `completed` waits for the pickup time and `no_show` for the end of the free waiting
         *     after it (60 minutes after a flight's pickup, 15 after any other): earlier, 409
         *     `invalid_state` says from when (UAE time in words and the instant); the booking's
         *     `move_times` says the same beforehand. A driver is assigned on the dispatch board.
         */
        post: operations["moveOpsBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List drivers
         * @description Every driver on the operator's records, active and inactive, by name.
         */
        get: operations["listDrivers"];
        put?: never;
        /**
         * Add a driver
         * @description Adds a driver (status `active`). The licence number is unique on the operator's records.
         *     The same as `npm run admin -- driver add`; written to the audit log.
         */
        post: operations["createDriver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/drivers/{driverId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a driver
         * @description Corrects a driver's name, phone, licence number or languages, and/or makes them
         *     `inactive` (no new jobs are assigned to them; the jobs they hold stay) or `active` again.
         *     Fields left out keep their value. A change that alters nothing writes nothing to the
         *     audit log; otherwise one row is written (`driver.status_changed` for the status alone,
         *     `driver.updated` with the fields before and after for anything else). The jobs already
         *     assigned keep the driver's details as the partner was told them.
         */
        patch: operations["updateDriver"];
        trace?: never;
    };
    "/api/ops/v1/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vehicles
         * @description Every vehicle on the operator's records, active and inactive, by plate.
         */
        get: operations["listVehicles"];
        put?: never;
        /**
         * Add a vehicle
         * @description Adds a vehicle (status `active`). The plate is unique on the operator's records; the
         *     seats default to the class's. Its make, model and colour are what the traveller looks
         *     for at the kerb (the partner's booking and the traveller's page show them once the
         *     vehicle is assigned). The same as `npm run admin -- vehicle add`; written to the audit
         *     log.
         */
        post: operations["createVehicle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/vehicles/{vehicleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a vehicle
         * @description Corrects a vehicle's plate, class, seats, make, model or colour (a new class without seats
         *     takes the class's; `null` clears a make, model or colour), and/or takes it off the road (`inactive`: no new jobs; the jobs it holds stay) or puts it
         *     back (`active`). Fields left out keep their value. A change that alters nothing writes
         *     nothing to the audit log; otherwise one row is written (`vehicle.status_changed` for the
         *     status alone, `vehicle.updated` with the fields before and after for anything else).
         */
        patch: operations["updateVehicle"];
        trace?: never;
    };
    "/api/ops/v1/dispatch/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the day's board
         * @description Every live job of every partner whose pickup falls on the day (UAE time), in pickup
         *     order, with flight, party, vehicle class, status and who is assigned; where the trip is
         *     (`trip`: scheduled, driver assigned, en route, arrived, on board, completed, no-show);
         *     the arriving flight as last reported (`flight`, while it is followed); and the job's
         *     `alerts`, what a dispatcher must act on: a driver not on the way 30 minutes before the
         *     pickup, a driver taken off after a change (a flight that moved the pickup). `GET
         *     /api/ops/v1/dispatch/stream` follows the board live.
         */
        get: operations["getDispatchBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/dispatch/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the day's board live
         * @description Server-sent events (`text/event-stream`) for the board of the day (UAE time; today when
         *     left out), from the moment the stream opens: `event: job` whose `data` is a job as the
         *     board shows it (a `BoardJob`, JSON on one line) each time it appears on the day or
         *     changes (its status, its trip's step, its flight, its driver and vehicle, its alerts),
         *     and `event: job_removed` with `{"booking_id": "bkg_…"}` when it leaves the day (cancelled,
         *     or its pickup moved to another day). The database is read about once a second, so
         *     changes made by any instance of the service are heard; a job's alert that falls due by
         *     the clock alone (a driver not on the way 30 minutes before the pickup) is heard within
         *     15 seconds. A comment line (`: heartbeat`) every 15 seconds keeps the connection open
         *     through proxies. The stream ends when the service stops or the session ends (the
         *     browser's `EventSource` then reconnects by itself: read the board again on reconnecting,
         *     as changes made while it was away are not replayed).
         */
        get: operations["streamDispatchBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/dispatch/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a driver and a vehicle to a job
         * @description Assigns an active driver and an active vehicle to a confirmed live job: the booking moves
         *     to `driver_assigned` with the member of staff as its actor, and the partner sees the
         *     driver and the vehicle (make, model, colour, plate, class). Refused, changing nothing, when
         *     the driver or the vehicle is on an overlapping job (409 `invalid_state`) or the vehicle
         *     seats fewer than the party (422). Assigning a job again replaces its driver and vehicle.
         *     Written to the audit log.
         *
         *     In the same transaction the driver is sent a job link by SMS (the SMS outbox, as
         *     SMS_PROVIDER delivers it): it opens their jobs of today and tomorrow on a phone
         *     (`/driver`), once, until the end of the job's day (UAE time). The answer's `driver_link`
         *     shows the link and the same message as WhatsApp-ready text; it is not shown again (only
         *     the token's hash is kept).
         */
        post: operations["assignDispatchJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/dispatch/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who and what may take a job
         * @description Every active driver and vehicle for one live job, each marked `available` or not with the
         *     `reason` in words, by the same rules an assignment is refused with: a driver or vehicle on
         *     an overlapping job is busy (`On TR-7KQ2-M9XH 10:00–13:00`), a vehicle seating fewer than
         *     the party is too small (`3 seats; party of 5`). The job's own driver and vehicle are
         *     available to it. Available ones first, then by name or plate.
         */
        get: operations["listDispatchCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/dispatch/sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Print the day's job sheet
         * @description The day's jobs as a PDF a driver takes along, times in UAE time: with `driver_id`, that
         *     driver's day (their name, phone and vehicle, then their jobs in pickup order); without it,
         *     every assigned driver's day, each on pages of its own, then the jobs nobody is assigned to
         *     yet. Each job gives the route, the traveller's phone, the party and bags, the flight, the
         *     meeting point and the partner's notes, and is never split over two pages.
         */
        get: operations["getJobSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/bank-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank transfers credited
         * @description The bank transfers credited to live wallets, reversed ones too, newest first, in pages;
         *     optionally one partner's, or those of one bank reference (matched by its canonical key,
         *     however it is typed): to see whether a transfer was credited before recording it.
         */
        get: operations["listBankTransfers"];
        put?: never;
        /**
         * Record a bank transfer
         * @description Credits a bank transfer to a partner's live wallet, once. A transfer whose bank
         *     reference quotes the payment reference of a pro-forma invoice (the wallet top-up's
         *     `WTU-7KQ2M9XH4P`, or `PY-7KQ2-M9XH` on older pro-formas) goes to that pro-forma's
         *     partner and adds to what it was paid: `part_paid` while short, `paid` once the transfers
         *     reach its amount, a surplus shown as `amount_overpaid_aed` and kept in the wallet;
         *     otherwise `account_id` names the partner. A bank reference is known by its canonical key
         *     (Unicode NFKC, case-folded, every script's digits as ASCII digits, every character but
         *     letters and digits removed): the same key again while its credit stands (however it is
         *     spaced, dashed, cased, widened or written in Arabic-Indic digits, at the
         *     same moment from another desk or instance too) answers 409 `already_exists` and credits
         *     nothing; the database's unique index decides. The answer carries the credit's `id`,
         *     which a reversal names. The same as `npm run admin -- wallet credit`; written to the
         *     audit log.
         */
        post: operations["createBankTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/bank-transfers/{creditId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bank transfer credited
         * @description One credit, standing or reversed, with the pro-forma it paid.
         */
        get: operations["getBankTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/bank-transfers/{creditId}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a bank transfer credited
         * @description Takes a credit back, never deleting it: the credit is marked reversed with the reason;
         *     the live wallet gets a reversing `adjustment` entry of the amount; the pro-forma it paid
         *     loses it again (back to `part_paid` or `issued`); the partner gets the event
         *     `wallet.credit_reversed` and an inbox notice with the reason; the audit log a row. All in
         *     one transaction. The reversal records whatever the wallet holds: if the partner spent the
         *     money meanwhile, the balance goes below zero and shows what they owe (bookings are then
         *     refused until it is made good), since the books must say the money is not there. A
         *     credit is reversed once: again (at the same moment too) is 409 `invalid_state`. Its
         *     bank reference is free again, to be credited to the right partner. The same as `npm run
         *     admin -- wallet reverse --credit <id> --reason "<text>"`.
         */
        post: operations["reverseBankTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/proforma-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pro-forma invoices
         * @description The pro-forma invoices issued for wallet top-ups, newest first, in pages: `issued` ones
         *     wait for their transfer, `part_paid` ones for the rest (`amount_outstanding_aed`),
         *     `paid` ones name the bank reference that paid last (and `amount_overpaid_aed` any
         *     surplus, kept in the wallet).
         */
        get: operations["listProformaInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/proforma-invoices/{number}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a pro-forma invoice as issued
         * @description The pro-forma's PDF as it was issued and mailed: rendered once, when the desk accepted the
         *     top-up, and stored with the operator's name, address, TRN and bank details as they stood
         *     then; every read answers the same bytes, whatever changed since (`ETag` is their SHA-256).
         *     Its payment status is live and is never printed: `listProformaInvoices` shows it.
         */
        get: operations["getProformaInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tax credit notes
         * @description Every partner's live tax credit notes, newest first, in pages: each names the partner,
         *     the tax invoice it corrects, the booking, why it was issued, and what it credited (VAT
         *     included) with the VAT on it. Filter by partner and by the UAE day of issue (both
         *     inclusive). A note is issued the moment a booking already invoiced is cancelled, refunded
         *     or re-priced lower, and never changed.
         */
        get: operations["listOpsCreditNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/invoices/overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List overdue invoices
         * @description Every partner's live tax invoices past their due date (UAE time) with something still
         *     unpaid, oldest due first. What is unpaid is worked out as the partner's statements show
         *     it: payments settle the oldest debts first.
         */
        get: operations["listOverdueInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner's statement for a period
         * @description The partner's live ledger between two days (UAE time, both included), as the partner's
         *     own monthly statement shows it (`GET /api/b2b/v1/statements/{period}`) but for any
         *     period: the balance when the first day began, each entry in the order it happened with
         *     the running balance after it, and the balance when the last day ended. The balance is
         *     the partner's position with the operator: positive is prepaid money held in the wallet,
         *     negative is what a credit account owes; closing = opening + payments − charges. Computed
         *     from the ledger when read; reading it stores nothing.
         */
        get: operations["getPartnerStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/e-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List e-invoice transmissions
         * @description The PINT AE e-invoices of live tax invoices and tax credit notes, as they go through the
         *     accredited service provider (`EINVOICE_PROVIDER`, the local simulator by default): newest
         *     queued first, in pages, optionally those of one status. Each is queued when its document
         *     is issued, sent by the service's job, then `accepted` by the provider and `acknowledged`
         *     by the receiving side, or `rejected` with the provider's rule id and message (a rejection
         *     also opens an `einvoice_rejected` task for finance). `last_error` says why the provider
         *     could not be reached while the job retries.
         */
        get: operations["listEInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/e-invoices/{transmissionId}/retransmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an e-invoice again
         * @description Sends a document's e-invoice again, the same XML as queued at issue (an issued document
         *     never changes: a wrong one is corrected by a credit note and a new invoice). A `rejected`
         *     one goes back to `queued`, its attempts start over and the finance task about it is
         *     closed; a `queued` one waiting for its next attempt after a transport failure is tried at
         *     the job's next pass. Any other status answers 409 `invalid_state` and changes nothing.
         *     Written to the audit log.
         */
        post: operations["retransmitEInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search partners
         * @description Partner accounts, newest first, in pages. `q` finds an account by its id, or by a part
         *     of its name, legal name or TRN (in any case).
         */
        get: operations["listPartners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a partner
         * @description A partner's name, legal details, commercial terms, live access, live credit line and
         *     wallet balance, its keys (never their secrets) and how many desk tasks and live bookings
         *     it has open.
         */
        get: operations["getPartner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a partner's legal details or terms
         * @description Sets the legal details (printed as the recipient of the partner's tax invoices) and the
         *     commercial terms given, keeping the others; an empty `trn` clears it (an account not
         *     registered for VAT has none), and a TRN with a `country` other than `AE` (given, or
         *     already held) is refused with 422, changing nothing. The same as `npm run admin -- account details` and
         *     `account terms`; written to the audit log with the values before and after.
         */
        patch: operations["updatePartner"];
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/live-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch a partner's live access
         * @description Switches the partner's live keys on or off: while off, live keys are refused and test
         *     keys keep working. The same as `npm run admin -- account live-access`; a change is
         *     written to the audit log.
         */
        post: operations["setPartnerLiveAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner's live wallet ledger
         * @description The entries of the partner's live wallet, newest first, in pages: what each added to the
         *     balance (a charge is negative), the balance after it, and the booking it was about. Read
         *     from the live partition only; a test partition's entries are the partner's own rehearsal.
         */
        get: operations["listPartnerLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner's people
         * @description The people of the partner's live account (the ones its owner invited to sign in to the
         *     partner's portal), newest first, in pages, with their role, state and when they were
         *     last active. Never an invitation's link.
         */
        get: operations["listPartnerPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The notices sent to a partner's inbox
         * @description The notices the service put in the partner's live inbox (a booking confirmed, a wallet
         *     credited, a statement ready …), newest first, in pages, as the partner reads them.
         */
        get: operations["listPartnerNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The e-mails sent to a partner
         * @description The e-mails the service queued about the partner's account (its people's invitations, the
         *     desk's answers to its tasks, its pro-forma invoices, its corporate requests), newest
         *     first, in pages: to whom, the subject and whether it went out. Never a message's body,
         *     which may carry a link's secret.
         */
        get: operations["listPartnerEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/payout-bank-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a partner's payout bank details
         * @description The bank account the partner's affiliate payouts are sent to, as it gave them (live),
         *     for finance paying an accepted payout. The details are stored sealed and opened only
         *     here and by `npm run admin -- affiliate bank-details`; every opening is written to the
         *     audit log (`account.bank_details_read`), never the details themselves.
         */
        get: operations["getPartnerPayoutBankDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a key to a partner
         * @description Issues an API key to the partner. The answer is the only time the key exists outside
         *     the partner's hands: it is sent with `Cache-Control: no-store` and is never stored or
         *     written to the audit log (only its hash is kept). The same as
         *     `npm run admin -- key create`; written to the audit log without the key.
         */
        post: operations["issuePartnerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a key
         * @description Revokes a partner's key at once: every later request with it answers 401. Revoking a
         *     revoked key changes nothing. The same as `npm run admin -- key revoke`; a revocation is
         *     written to the audit log.
         */
        post: operations["revokePartnerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/keys/{keyId}/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll a key
         * @description Replaces a working key: a new key of the same mode and scopes is issued and the old one
         *     revoked, in one transaction, so the partner never holds two working keys nor none. The
         *     new key is shown this once (`Cache-Control: no-store`) and never stored or logged; the
         *     roll is written to the audit log without it. A revoked key cannot be rolled (409): issue
         *     a new one instead.
         */
        post: operations["rollPartnerKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a partner's owner
         * @description Invites the owner of the partner's live account, the person who signs in to the partner
         *     portal first and invites their colleagues there: stored with the role `owner` as
         *     `invited`, the invitation e-mailed to them in the same transaction (its link is in that
         *     e-mail only, never in an answer). The same as `npm run admin -- account owner`; written
         *     to the audit log (`account.owner_invited`). An account approved from a partner
         *     application has its contact invited as owner by the approval itself.
         *
         *     Refused with 409 while the account has an owner who is active, or invited with the
         *     invitation still open (the message names them): an account has one owner. An owner's
         *     invitation that lapsed unaccepted is replaced (sent again to the same address, or the
         *     lapsed owner deactivated for another). An address that belongs to another person of
         *     the account answers 422. Of two invitations sent at the same moment, one is stored and
         *     the other refused.
         */
        post: operations["invitePartnerOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/partners/{accountId}/credit-line": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a partner's credit line
         * @description Sets the partner's live credit line (0 ends it) and the NET terms its monthly invoices
         *     are due on; the partner is told in its inbox. The same as
         *     `npm run admin -- account credit-line`; written to the audit log in the same transaction.
         */
        post: operations["setPartnerCreditLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/operator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the operator's details
         * @description The operator's legal and trading names, address, TRN, phones, desk e-mail and bank details; null where not set yet.
         */
        get: operations["getOperatorDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the operator's details
         * @description Sets the details given and keeps the others, checked as `npm run admin -- operator set`
         *     checks them (a UAE TRN of 15 digits beginning 100, an IBAN whose check digits add up, a
         *     SWIFT code of 8 or 11 characters, phones in international form); a refused value changes
         *     nothing and answers 422 naming its field. Written to the audit log with the values
         *     before and after.
         */
        patch: operations["updateOperatorDetails"];
        trace?: never;
    };
    "/api/ops/v1/fx-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List FX rates
         * @description The daily rates, AED per unit of each currency, by currency.
         */
        get: operations["listFxRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/fx-rates/{currency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a currency's rate
         * @description Sets today's rate of a currency (AED per unit). AED is the base currency and has no rate
         *     to set. The same as `npm run admin -- fx set`; written to the audit log with the rate
         *     before and after.
         */
        put: operations["setFxRate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the place catalogue
         * @description The catalogue's places by name, in pages, in service (`active`) and taken out
         *     (`archived`) alike unless `status` narrows it. `q`, `type` and `emirate` filter as the
         *     partners' `GET /api/b2b/v1/places` does: `q` finds places whose English name, Arabic name
         *     or one of whose codes contains every word of it, spelt any way that folds to it (case,
         *     dashes, accents, Arabic diacritics and letter forms do not matter). The same as
         *     `npm run admin -- place list`.
         */
        get: operations["listOpsPlaces"];
        put?: never;
        /**
         * Add a place
         * @description Adds a place to the catalogue (`active`), which partners find at once. Its tariff `zone`
         *     is derived from its position; a position outside every tariff zone is refused (422 on
         *     `latitude`), but for an airport terminal, whose airport is its own tariff point. An
         *     `airport_terminal` names its `airport` and `terminal` (and lies within 6 km of the
         *     airport), a `cruise_terminal` its `cruise_terminal`; other kinds name neither. The name,
         *     the Arabic name and each code, folded (case, dashes, accents, Arabic diacritics and
         *     letter forms aside), belong to one place of the catalogue only, as does each airport and
         *     cruise terminal: another place's answers 409 `already_exists`, also when two requests
         *     add it at the same moment. The same as `npm run admin -- place add`; written to the
         *     audit log (`place.created`).
         */
        post: operations["createPlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/v1/places/{placeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a place
         * @description Corrects a place's details (its zone follows its position, refused outside every zone
         *     with 422 on `latitude`, by the rules of `createPlace`), takes it out of service
         *     (`status: archived`: partners no longer find it nor book it; its id keeps answering) or
         *     puts it back (`active`). Fields left out keep their value; `codes` given replaces the
         *     list. A change that alters nothing writes nothing to the audit log; otherwise one row is
         *     written (`place.status_changed` for the status alone, `place.updated` with the fields
         *     before and after for anything else). The same as `npm run admin -- place update`.
         */
        patch: operations["updatePlace"];
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
        ErrorCode: "invalid_json" | "bad_request" | "request_timeout" | "unauthenticated" | "role_required" | "csrf_failed" | "not_found" | "method_not_allowed" | "already_exists" | "invalid_state" | "payload_too_large" | "unsupported_media_type" | "validation_failed" | "rate_limited" | "sign_in_locked" | "internal" | "not_configured";
        /** @description One reason a request failed validation. */
        ValidationIssue: {
            /**
             * @description Dotted path of the field; empty for the body as a whole.
             * @example email
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
            /** @description Only on `rate_limited` and `sign_in_locked`; seconds until another attempt may succeed. */
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
        /**
         * Format: email
         * @description An e-mail address, at most 254 characters; compared without regard to case.
         * @example amira@operator.example
         */
        Email: string;
        /**
         * @description A member of staff's id.
         * @example stf_4Kq9Zt2Lm8Xc1Vb7Nw3P
         */
        StaffId: string;
        /**
         * @description A staff role: `admin` (staff, partners' access, keys, terms, operator details, FX, audit), `desk` (tasks, bookings, requests, amendments), `dispatch` (the day's board, drivers, vehicles), `finance` (bank transfers, wallets, credit lines, invoices, statements).
         * @example desk
         * @enum {string}
         */
        StaffRole: "admin" | "desk" | "dispatch" | "finance";
        /**
         * @description `invited` until the person has used the set-up link, then `active`; `disabled` ends every session and refuses sign-in.
         * @example active
         * @enum {string}
         */
        StaffStatus: "invited" | "active" | "disabled";
        /** @description A member of the operator's staff. */
        StaffMember: {
            id: components["schemas"]["StaffId"];
            email: components["schemas"]["Email"];
            /**
             * @description The person's name as colleagues know it.
             * @example Amira Haddad
             */
            name: string;
            /**
             * @description The roles the person holds, at least one.
             * @example [
             *       "desk",
             *       "finance"
             *     ]
             */
            roles: components["schemas"]["StaffRole"][];
            status: components["schemas"]["StaffStatus"];
            created_at: components["schemas"]["Timestamp"];
            /** @description When the person last signed in; null for someone who never has. */
            last_signed_in_at: components["schemas"]["Timestamp"] | null;
        };
        /** @description What a member of staff signs in with. */
        SignInRequest: {
            email: components["schemas"]["Email"];
            /**
             * @description The password chosen on the set-up page.
             * @example correct horse battery staple
             */
            password: string;
            /**
             * @description The authenticator's current 6-digit code, or one of the recovery codes shown at set-up (each good once).
             * @example 492039
             */
            code: string;
        };
        /** @description When the session ends unless it is used or ended first. */
        SessionTimes: {
            /** @description 30 minutes after the last request; each request moves it on. */
            idle_expires_at: components["schemas"]["Timestamp"];
            /** @description 12 hours after sign-in, whatever happens. */
            expires_at: components["schemas"]["Timestamp"];
        };
        /** @description A new session. */
        SignedIn: {
            staff: components["schemas"]["StaffMember"];
            /**
             * @description The desk task kinds the person's roles work (the desk every kind, finance the money requests, admins partner applications), in the queue's order; the queue lists and answers only these.
             * @example [
             *       "credit_line_application",
             *       "wallet_topup",
             *       "affiliate_payout"
             *     ]
             */
            task_kinds: components["schemas"]["DeskTaskKind"][];
            /**
             * @description Send it in `X-CSRF-Token` with every state-changing call of this session.
             * @example Zk2bq7LrV0w1Xc9yT3uHn8Pj5Ae6Sd4Fg2Hk1Lm0Nq
             */
            csrf_token: string;
            session: components["schemas"]["SessionTimes"];
        };
        /** @description The signed-in member of staff, their session and its CSRF token. */
        CurrentStaff: {
            staff: components["schemas"]["StaffMember"];
            /**
             * @description The desk task kinds the person's roles work (the desk every kind, finance the money requests, admins partner applications), in the queue's order; the queue lists and answers only these.
             * @example [
             *       "credit_line_application",
             *       "wallet_topup",
             *       "affiliate_payout"
             *     ]
             */
            task_kinds: components["schemas"]["DeskTaskKind"][];
            /**
             * @description The session's token, as the sign-in gave it; send it in `X-CSRF-Token` with every state-changing call.
             * @example Zk2bq7LrV0w1Xc9yT3uHn8Pj5Ae6Sd4Fg2Hk1Lm0Nq
             */
            csrf_token: string;
            session: components["schemas"]["SessionTimes"];
        };
        /** @description An OpenAPI 3.1 document. */
        OpsOpenApiDocument: {
            /** @example 3.1.0 */
            openapi: string;
            /** @description Title, version and description. */
            info: Record<string, never>;
            /** @description The operations by path. */
            paths: Record<string, never>;
        };
        /** @description The roles the person is to hold, replacing theirs. */
        StaffRolesChange: {
            /**
             * @description The roles, at least one.
             * @example [
             *       "desk",
             *       "finance"
             *     ]
             */
            roles: components["schemas"]["StaffRole"][];
        };
        /** @description The person with their new roles. */
        StaffRolesSet: {
            staff: components["schemas"]["StaffMember"];
            /** @description The references of the tasks they held that their new roles do not work, now back in the queue. */
            tasks_released: string[];
        };
        /** @description The person, back to `invited`, the set-up link for their new authenticator, and how many sessions ended. */
        StaffTwoFactorReset: {
            staff: components["schemas"]["StaffMember"];
            /**
             * Format: uri
             * @description Single-use; where the person chooses a password and enrols a new authenticator. Shown once.
             * @example https://trade.operator.example/ops/setup/8vQ2mZ7kLr4Xw1Nc9Tb3Yh6Pd5Fs0Ga2Jk8Ue7Wq1
             */
            setup_url: string;
            /** @description 24 hours after it was made. */
            setup_expires_at: components["schemas"]["Timestamp"];
            /**
             * @description The sessions of the person that were open and are now ended.
             * @example 1
             */
            sessions_ended: number;
        };
        /** @description The person, enabled. */
        EnabledStaff: {
            staff: components["schemas"]["StaffMember"];
        };
        /** @description Every member of staff. */
        StaffList: {
            /** @description By name. */
            staff: components["schemas"]["StaffMember"][];
        };
        /** @description A member of staff to add. */
        NewStaffMember: {
            email: components["schemas"]["Email"];
            /**
             * @description The person's name.
             * @example Amira Haddad
             */
            name: string;
            /**
             * @description The roles to give, at least one.
             * @example [
             *       "desk"
             *     ]
             */
            roles: components["schemas"]["StaffRole"][];
        };
        /** @description The member of staff added, and the set-up link to hand to them. */
        StaffInvitation: {
            staff: components["schemas"]["StaffMember"];
            /**
             * Format: uri
             * @description Single-use; where the person sets a password and enrols an authenticator. Shown once.
             * @example https://trade.operator.example/ops/setup/8vQ2mZ7kLr4Xw1Nc9Tb3Yh6Pd5Fs0Ga2Jk8Ue7Wq1
             */
            setup_url: string;
            /** @description 24 hours after it was made. */
            setup_expires_at: components["schemas"]["Timestamp"];
        };
        /** @description The member of staff, disabled, and how many sessions ended. */
        DisabledStaff: {
            staff: components["schemas"]["StaffMember"];
            /**
             * @description The sessions of the person that were open and are now ended.
             * @example 1
             */
            sessions_ended: number;
        };
        /**
         * @description What an audit event is about.
         * @example staff
         * @enum {string}
         */
        AuditSubjectType: "staff" | "session" | "account" | "booking" | "desk_task" | "bank_transfer" | "driver" | "vehicle" | "api_key" | "operator" | "fx_rate" | "e_invoice" | "place";
        /**
         * @description What was done: `staff.created`, `staff.setup_completed`, `staff.disabled`, `staff.enabled`,
         *     `staff.reinvited`, `staff.roles_set`, `staff.two_factor_reset`,
         *     `session.signed_in`, `session.signed_out`, `session.sign_in_locked`, `session.recovery_code_used`,
         *     `account.updated`, `account.live_access_set`, `account.credit_line_set`, `account.widget_suspended`,
         *     `account.widget_suspension_lifted`, `account.bank_details_read`, `account.owner_invited`, `api_key.issued`,
         *     `api_key.revoked`, `api_key.rolled`, `bank_transfer.credited`, `bank_transfer.reversed`, `desk_task.claimed`, `desk_task.released`,
         *     `desk_task.reassigned`, `desk_task.claim_lapsed`,
         *     `desk_task.answered`, `booking.moved`, `booking.driver_assigned`, `driver.created`,
         *     `driver.status_changed`, `driver.updated`, `driver.session_opened` (a driver opened their job
         *     link; nobody signed in), `vehicle.created`, `vehicle.status_changed`, `vehicle.updated`, `operator.updated`,
         *     `fx_rate.set`, `e_invoice.retransmitted`, `place.created`, `place.updated`,
         *     `place.status_changed`.
         * @example staff.created
         */
        AuditAction: string;
        /** @description One staff action, as it was written in the action's transaction. */
        AuditEvent: {
            /**
             * @description Increases with every event written.
             * @example 42
             */
            id: number;
            at: components["schemas"]["Timestamp"];
            /** @description Who acted; null when nobody was signed in (a lock after failed sign-ins, a set-up through its link, or the command line). */
            staff_id: components["schemas"]["StaffId"] | null;
            /** @description The name of who acted, as stored now; null with `staff_id`. */
            staff_name: string | null;
            action: components["schemas"]["AuditAction"];
            subject_type: components["schemas"]["AuditSubjectType"];
            /**
             * @description The subject's id.
             * @example stf_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            subject_id: string;
            /**
             * @description What changed (`before` and `after` where a record changed, or a summary).
             * @example {
             *       "before": {
             *         "status": "active"
             *       },
             *       "after": {
             *         "status": "disabled"
             *       }
             *     }
             */
            change: {
                [key: string]: unknown;
            };
            /** @description The request the action came with; null from the command line. */
            request_id: string | null;
            /** @description The address the action came from; null from the command line. */
            ip: string | null;
        };
        /** @description One page of the audit log, newest first. */
        AuditEventPage: {
            /**
             * @description How the records the page's events name by id are called now, by id: a member of staff,
             *     a partner, a driver or a place by name, a vehicle by plate, a booking by reference. An id whose
             *     record is gone is not listed.
             * @example {
             *       "stf_4Kq9Zt2Lm8Xc1Vb7Nw3P": "Amira Haddad",
             *       "drv_4Kq9Zt2Lm8Xc1Vb7Nw3P": "Imran Qureshi",
             *       "bkg_4Kq9Zt2Lm8Xc1Vb7Nw3P": "TR-7KQ2-M9XH"
             *     }
             */
            names: {
                [key: string]: string;
            };
            /** @description The events. */
            data: components["schemas"]["AuditEvent"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            next_cursor: string | null;
        };
        /**
         * @description What a task is about. `flight_disruption`: a live booking's arriving flight was cancelled,
         *     diverted, or now lands more than 6 hours from the pickup as booked; the pickup was left as
         *     booked, and the desk (or dispatch) agrees with the partner what becomes of it. Answering
         *     it records that this was done; it changes nothing by itself and e-mails no one.
         *     `driver_not_en_route`: a live job's driver is assigned and not on the way 30 minutes before
         *     the pickup (raised once per booking; it closes by itself once the driver starts, or is
         *     withdrawn once the booking loses the driver). Answering it records what dispatch did; it
         *     changes nothing by itself and e-mails no one.
         *     `live_key_request`: a partner asks for a live API key (`POST /api/b2b/v1/api-keys/live-requests`,
         *     from its portal or a live key), with the scopes it should hold. Accepting lets the partner
         *     collect one live key with those scopes, shown once to them and never to the desk; the
         *     partner hears the answer in its inbox and by e-mail either way.
         * @example wallet_topup
         * @enum {string}
         */
        DeskTaskKind: "credit_line_application" | "wallet_topup" | "on_request_booking" | "amendment" | "quote_request" | "wholesale_request" | "site_review" | "site_domain" | "affiliate_payout" | "partner_application" | "reassign_driver" | "driver_not_en_route" | "einvoice_rejected" | "flight_disruption" | "live_key_request";
        /**
         * @description `open` until answered (`answered`) or withdrawn by its partner (`withdrawn`).
         * @example open
         * @enum {string}
         */
        DeskTaskStatus: "open" | "answered" | "withdrawn";
        /**
         * @description A partner's account id.
         * @example acc_7Kq2M9XhP3Lw8Zt1
         */
        OpsAccountId: string;
        /** @description A partner's account, by id and name. */
        NamedAccount: {
            id: components["schemas"]["OpsAccountId"];
            /**
             * @description The account's name.
             * @example Known Travel LLC
             */
            name: string;
        };
        /** @description A member of staff, by id and name. */
        NamedStaff: {
            id: components["schemas"]["StaffId"];
            /**
             * @description The person's name.
             * @example Layla Nasser
             */
            name: string;
        };
        /** @description One task of the desk's queue. */
        DeskTask: {
            /** @description The booking the task is about (a change to a booking, a booking on request), by id and reference; null for a task about no booking. */
            booking: null | {
                /**
                 * @description The booking's id.
                 * @example bkg_4Kq9Zt2Lm8Xc1Vb7Nw3P
                 */
                id: string;
                /**
                 * @description The booking's reference.
                 * @example TR-7KQ2-M9XH
                 */
                reference: string;
            };
            /**
             * @description The task's reference; a booking on request goes by the booking's.
             * @example WTU-7KQ2M9XH
             */
            reference: string;
            kind: components["schemas"]["DeskTaskKind"];
            status: components["schemas"]["DeskTaskStatus"];
            /**
             * @description What the task asks, in a line.
             * @example Known Travel asks to top up AED 7,500.00 (PO-881)
             */
            summary: string;
            /** @description The partner the task is for; null until a task that came from an unknown company is answered for one. */
            account: components["schemas"]["NamedAccount"] | null;
            /** @description What the task is about (a booking, a request, an application), by type and id; null for the account actions' requests. */
            subject: {
                /**
                 * @description The subject's type.
                 * @example booking
                 */
                type: string;
                /**
                 * @description The subject's id.
                 * @example bkg_01jd8w3k2m4n5p6q7r8s9t0v
                 */
                id: string;
            } | null;
            /** @description The kind's own details as the request gave them (a change asked for, a quote's itinerary); null where the summary says all. */
            details: {
                [key: string]: unknown;
            } | null;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            /** @description Who holds the task while answering it; null when nobody does. */
            claimed_by: components["schemas"]["NamedStaff"] | null;
            /** @description Since when it is held; null when nobody holds it. */
            claimed_at: components["schemas"]["Timestamp"] | null;
            /** @description When the claim goes back to the queue unless its holder acts on the task before (30 idle minutes); null when nobody holds it. */
            claim_lapses_at: components["schemas"]["Timestamp"] | null;
            /** @description The answer given; null while open or once withdrawn. */
            answer: ("accepted" | "declined") | null;
            /** @description Who answered; null while open. */
            answered_by: {
                /**
                 * @description The actor recorded.
                 * @example desk:stf_4Kq9Zt2Lm8Xc1Vb7Nw3P
                 */
                actor: string;
                /** @description The member of staff; null from the command line. */
                staff: components["schemas"]["NamedStaff"] | null;
            } | null;
            /** @description When it was answered or withdrawn; null while open. */
            answered_at: components["schemas"]["Timestamp"] | null;
            /** @description The desk's note (the reason of a decline); null without one. */
            note: string | null;
            /** @description The amount the answer set (a price difference, a corrected top-up), AED; null without one. */
            amount_aed: number | null;
        };
        /** @description Who is to hold the task. */
        DeskTaskReassignment: {
            staff_id: components["schemas"]["StaffId"];
        };
        /** @description One page of tasks. */
        DeskTaskPage: {
            /** @description The tasks. */
            data: components["schemas"]["DeskTask"][];
            /** @description Pass as `cursor` (with the same `order`) for the next page; null on the last. */
            next_cursor: string | null;
        };
        /** @description An account's commercial terms, set when a partner application is accepted. */
        CommercialTermsChoice: {
            /**
             * @description How the partner is priced.
             * @example commission
             * @enum {string}
             */
            terms: "tariff" | "commission" | "net_rate";
            /**
             * @description The commission or net-rate discount in percent; 0 for the tariff.
             * @example 10
             */
            percent?: number;
        };
        /**
         * @description The answer. `decision` accepts or declines; the other fields are the kind's: `note` (the
         *     reason, needed to decline), `account_id` (a task that came without an account),
         *     `credit_limit_aed` and `credit_terms` (accepting a credit-line application),
         *     `amount_aed` (a top-up's corrected amount, or a price the kind sets),
         *     `commercial_terms` (accepting a partner application).
         */
        DeskTaskAnswer: {
            /**
             * @description Accept or decline.
             * @example accept
             * @enum {string}
             */
            decision: "accept" | "decline";
            /**
             * @description The desk's note; the reason the partner is told when declining.
             * @example Approved at AED 40,000
             */
            note?: string;
            account_id?: components["schemas"]["OpsAccountId"];
            /**
             * @description An amount the answer sets, AED.
             * @example 7500
             */
            amount_aed?: number;
            /**
             * @description The credit line granted, AED.
             * @example 40000
             */
            credit_limit_aed?: number;
            /**
             * @description The credit line's payment terms.
             * @example NET_30
             * @enum {string}
             */
            credit_terms?: "NET_15" | "NET_30" | "NET_45" | "NET_60";
            commercial_terms?: components["schemas"]["CommercialTermsChoice"];
        };
        /** @description The task as answered and what the answer did to its subject. */
        DeskTaskAnswered: {
            task: components["schemas"]["DeskTask"];
            /**
             * @description What the answer did (the credit line set, the pro-forma issued, the booking as it now stands …); never empty.
             * @example {
             *       "decision": "accepted",
             *       "credit_line": {
             *         "account_id": "acc_7Kq2M9XhP3Lw8Zt1",
             *         "mode": "live",
             *         "credit_limit_aed": 40000,
             *         "terms": "NET_30",
             *         "balance_aed": 0
             *       }
             *     }
             */
            result: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Where a booking stands.
         * @example confirmed
         * @enum {string}
         */
        OpsBookingStatus: "on_request" | "confirmed" | "driver_assigned" | "completed" | "no_show" | "cancelled" | "declined";
        /**
         * @description Which part of the service booked it.
         * @example transport
         * @enum {string}
         */
        OpsBookingKind: "transport" | "activity" | "client" | "desk_sale" | "referral" | "dmc" | "corporate";
        /**
         * @description A move the desk makes to a booking.
         * @example completed
         * @enum {string}
         */
        OpsDeskMove: "confirmed" | "declined" | "completed" | "no_show" | "cancelled";
        /** @description When a move that waits for a moment becomes possible. */
        OpsMoveTime: {
            to: components["schemas"]["OpsDeskMove"];
            /**
             * Format: date-time
             * @description The first instant the move is possible.
             * @example 2026-12-02T05:30:00.000Z
             */
            available_at: string;
            /**
             * @description The same in UAE time, in words, with what the moment is.
             * @example Wednesday 2 December 2026, 09:30 (UAE time), its pickup time
             */
            available_from: string;
        };
        /** @description A live booking in a list. */
        OpsBookingSummary: {
            /**
             * @description The booking's id.
             * @example bkg_01jd8w3k2m4n5p6q7r8s9t0v
             */
            id: string;
            /**
             * @description What the partner, the traveller and the desk call it.
             * @example TR-7KQ2-M9XH
             */
            reference: string;
            kind: components["schemas"]["OpsBookingKind"];
            status: components["schemas"]["OpsBookingStatus"];
            /**
             * Format: date
             * @description The day of the service.
             * @example 2026-12-02
             */
            service_date: string;
            /** @description When the service starts (the pickup, a tour's start); null where only the day is known. */
            starts_at: string | null;
            /**
             * @description The lead traveller's name.
             * @example Hassan Ali
             */
            traveller_name: string;
            /** @description How many travel; null where the booking does not say. */
            party_size: number | null;
            /**
             * @description What the partner was charged, AED.
             * @example 450
             */
            amount_due_aed: number;
            /** @description The partner's own reference; null without one. */
            agency_reference: string | null;
            partner: components["schemas"]["NamedAccount"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description One page of live bookings, most recently booked first. */
        OpsBookingPage: {
            /** @description The bookings. */
            data: components["schemas"]["OpsBookingSummary"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            next_cursor: string | null;
        };
        /** @description One move of the booking, as its state machine recorded it. */
        OpsStateMove: {
            /** @description The state it left; null for the booking's creation. */
            from: components["schemas"]["OpsBookingStatus"] | null;
            to: components["schemas"]["OpsBookingStatus"];
            /**
             * @description Who made it: `key:<key id>`, `desk:<staff id>`, `desk:cli`, `driver:<driver id>` (on their job page), `system` …
             * @example desk:stf_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            actor: string;
            /**
             * @description Who made it, in words: the member of staff's name, the partner's name with `(API key)`, a driver's name with `(driver)`, `The command line`, or `The service` for its own jobs.
             * @example Layla Nasser
             */
            actor_name: string;
            at: components["schemas"]["Timestamp"];
        };
        /** @description A live booking with its partner, its timeline and the moves the desk may make now. */
        OpsBooking: {
            /**
             * @description The booking's id.
             * @example bkg_01jd8w3k2m4n5p6q7r8s9t0v
             */
            id: string;
            /**
             * @description What the partner, the traveller and the desk call it.
             * @example TR-7KQ2-M9XH
             */
            reference: string;
            kind: components["schemas"]["OpsBookingKind"];
            status: components["schemas"]["OpsBookingStatus"];
            /**
             * Format: date
             * @description The day of the service.
             * @example 2026-12-02
             */
            service_date: string;
            /** @description When the service starts (the pickup, a tour's start); null where only the day is known. */
            starts_at: string | null;
            /**
             * @description The lead traveller's name.
             * @example Hassan Ali
             */
            traveller_name: string;
            /** @description How many travel; null where the booking does not say. */
            party_size: number | null;
            /**
             * @description What the partner was charged, AED.
             * @example 450
             */
            amount_due_aed: number;
            /** @description The partner's own reference; null without one. */
            agency_reference: string | null;
            partner: components["schemas"]["NamedAccount"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            /** @description The driver assigned; null before one is. */
            driver: {
                /**
                 * @description The driver's name.
                 * @example Imran Sheikh
                 */
                name: string;
                /**
                 * @description The driver's phone.
                 * @example +971501112233
                 */
                phone: string;
                /**
                 * @description The vehicle's plate.
                 * @example Dubai A 12345
                 */
                vehicle_plate: string;
            } | null;
            /**
             * @description The fee charged on cancellation, AED; 0 otherwise.
             * @example 0
             */
            cancellation_fee_aed: number;
            /** @description When it was cancelled; null otherwise. */
            cancelled_at: components["schemas"]["Timestamp"] | null;
            /** @description Where the driver meets the traveller (and holds up a name board); null without a pickup. */
            pickup: {
                /**
                 * @description The name on the board.
                 * @example Hassan Ali
                 */
                name: string;
                /** @description The flight met; null for a pickup elsewhere. */
                flight_number: string | null;
            } | null;
            /** @description From where to where, as people name the places; null where the booking does not say. */
            route: string | null;
            /** @description Every move of the booking, oldest first. */
            state_moves: components["schemas"]["OpsStateMove"][];
            /** @description The reference of its open desk task (a booking on request); null without one. */
            desk_task: string | null;
            /** @description The amendments the partner asked for that the desk has not answered, oldest first; each is a desk task, answered from the queue. */
            amendments: components["schemas"]["OpsOpenAmendment"][];
            /** @description The moves the desk may make now. */
            moves: components["schemas"]["OpsDeskMove"][];
            /** @description The moves its state allows that wait for a moment (`completed` the pickup time, `no_show` the end of the free waiting), each with when it becomes possible; until then it is not in `moves`. */
            move_times: components["schemas"]["OpsMoveTime"][];
            /** @description What cancelling it now would charge and refund under its policy (a booking on request is cancelled free); null where `moves` has no `cancelled`. */
            cancellation: components["schemas"]["OpsCancellationQuote"] | null;
            /** @description Where the operator's staff open the booking's documents. */
            documents: {
                /** @description The path of the voucher (`GET`, a PDF); null for a kind that prints none. */
                voucher: string | null;
            };
        };
        /** @description What a cancellation at this moment would come to; the policy is read again when the desk cancels. */
        OpsCancellationQuote: {
            /**
             * @description The fee the policy sets now, AED.
             * @example 105
             */
            fee_aed: number;
            /**
             * @description What goes back to the partner, AED.
             * @example 105
             */
            refund_aed: number;
        };
        /** @description An amendment of the booking waiting for the desk's answer. */
        OpsOpenAmendment: {
            /**
             * @description The desk task's reference (`GET /api/ops/v1/tasks/{taskRef}`).
             * @example AMD-4KQ9ZT2LM8
             */
            task: string;
            /**
             * @description What the partner asked for, as the queue shows it.
             * @example TR-7KQ2-M9XH: flight EK204, pickup 18:45
             */
            summary: string;
            requested_at: components["schemas"]["Timestamp"];
        };
        /** @description A move of a booking by the desk. */
        OpsBookingMove: {
            to: components["schemas"]["OpsDeskMove"];
            /**
             * @description The desk's note, told to the partner (the reason of a decline).
             * @example No guide free that day
             */
            note?: string;
        };
        /**
         * @description A driver's id.
         * @example drv_4Kq9Zt2Lm8Xc1Vb7Nw3P
         */
        DriverId: string;
        /**
         * @description A vehicle's id.
         * @example veh_8Rt2Yp6Kd1Ws9Qm3Lx7B
         */
        VehicleId: string;
        /**
         * @description `active` may be assigned new jobs; `inactive` may not (the jobs it holds stay).
         * @example active
         * @enum {string}
         */
        FleetStatus: "active" | "inactive";
        /**
         * @description A class of vehicle: `EXECUTIVE_SEDAN` (3 seats), `VIP_V_CLASS` (7), `LUXURY_COACH` (30).
         * @example EXECUTIVE_SEDAN
         * @enum {string}
         */
        VehicleClass: "EXECUTIVE_SEDAN" | "VIP_V_CLASS" | "LUXURY_COACH";
        /** @description A driver on the operator's records. */
        Driver: {
            id: components["schemas"]["DriverId"];
            /**
             * @description The driver's name.
             * @example Imran Qureshi
             */
            name: string;
            /**
             * @description The driver's phone in E.164 form.
             * @example +971501234567
             */
            phone: string;
            /**
             * @description The driving licence number, in capitals.
             * @example DXB-448812
             */
            licence_number: string;
            /**
             * @description The languages the driver speaks, as two-letter codes.
             * @example [
             *       "en",
             *       "ar"
             *     ]
             */
            languages: string[];
            status: components["schemas"]["FleetStatus"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description Every driver. */
        DriverList: {
            /** @description By name. */
            drivers: components["schemas"]["Driver"][];
        };
        /** @description A driver to add. */
        NewDriver: {
            /**
             * @description The driver's name.
             * @example Imran Qureshi
             */
            name: string;
            /**
             * @description A phone number in international form.
             * @example +971 50 123 4567
             */
            phone: string;
            /**
             * @description The driving licence number; unique on the records.
             * @example DXB-448812
             */
            licence_number: string;
            /**
             * @description The languages the driver speaks, as two-letter codes.
             * @example [
             *       "en",
             *       "ar"
             *     ]
             */
            languages: string[];
        };
        /** @description A vehicle on the operator's records. */
        Vehicle: {
            id: components["schemas"]["VehicleId"];
            /**
             * @description The number plate, in capitals.
             * @example DUBAI J 48812
             */
            plate: string;
            class: components["schemas"]["VehicleClass"];
            /**
             * @description Passenger seats.
             * @example 3
             */
            seats: number;
            /**
             * @description The class's model as partners read it.
             * @example Mercedes-Benz E-Class or similar
             */
            description: string;
            make: components["schemas"]["VehicleMake"];
            model: components["schemas"]["VehicleModel"];
            colour: components["schemas"]["VehicleColour"];
            status: components["schemas"]["FleetStatus"];
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description The maker, as the traveller reads it on the car; null when not on the records.
         * @example Mercedes-Benz
         */
        VehicleMake: string | null;
        /**
         * @description The model; null when not on the records.
         * @example V-Class
         */
        VehicleModel: string | null;
        /**
         * @description The colour the traveller looks for at the kerb; null when not on the records.
         * @example Black
         */
        VehicleColour: string | null;
        /** @description Every vehicle. */
        VehicleList: {
            /** @description By plate. */
            vehicles: components["schemas"]["Vehicle"][];
        };
        /** @description A vehicle to add. */
        NewVehicle: {
            /**
             * @description The number plate; unique on the records.
             * @example DUBAI J 48812
             */
            plate: string;
            class: components["schemas"]["VehicleClass"];
            /**
             * @description Passenger seats; the class's when left out.
             * @example 3
             */
            seats?: number;
            /**
             * @description The maker, as the traveller reads it on the car.
             * @example Mercedes-Benz
             */
            make?: string;
            /**
             * @description The model.
             * @example V-Class
             */
            model?: string;
            /**
             * @description The colour the traveller looks for at the kerb.
             * @example Black
             */
            colour?: string;
        };
        /** @description What to change of a driver; fields left out keep their value. */
        DriverChange: {
            /**
             * @description The driver's name.
             * @example Imran Qureshi
             */
            name?: string;
            /**
             * @description A phone number in international form.
             * @example +971 50 123 4567
             */
            phone?: string;
            /**
             * @description The driving licence number; unique on the records.
             * @example DXB-448812
             */
            licence_number?: string;
            /**
             * @description The languages the driver speaks, as two-letter codes.
             * @example [
             *       "en",
             *       "ar"
             *     ]
             */
            languages?: string[];
            status?: components["schemas"]["FleetStatus"];
        };
        /** @description What to change of a vehicle; fields left out keep their value. */
        VehicleChange: {
            /**
             * @description The number plate; unique on the records.
             * @example DUBAI J 48812
             */
            plate?: string;
            class?: components["schemas"]["VehicleClass"];
            /**
             * @description Passenger seats; the new class's when a class is given without them.
             * @example 3
             */
            seats?: number;
            /** @description The maker; null clears it. */
            make?: components["schemas"]["VehicleMake"];
            /** @description The model; null clears it. */
            model?: components["schemas"]["VehicleModel"];
            /** @description The colour; null clears it. */
            colour?: components["schemas"]["VehicleColour"];
            status?: components["schemas"]["FleetStatus"];
        };
        /** @description The job, and the driver and vehicle to assign to it. */
        DispatchAssignment: {
            /**
             * @description The live booking's id or reference.
             * @example RF-7K2M9Q4X
             */
            booking: string;
            driver_id: components["schemas"]["DriverId"];
            vehicle_id: components["schemas"]["VehicleId"];
        };
        /** @description A job of the day as the board shows it. */
        BoardJob: {
            /**
             * @description The booking's id.
             * @example bkg_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            booking_id: string;
            /**
             * @description The booking's reference.
             * @example RF-7K2M9Q4X
             */
            reference: string;
            /**
             * @description The kind of booking (its section): transfer, tour, and so on.
             * @example transfer
             */
            kind: string;
            /**
             * @description The booking's status.
             * @example confirmed
             */
            status: string;
            /**
             * @description The partner's account id.
             * @example acc_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            account_id: string;
            /**
             * @description The partner's name.
             * @example Desert Rose Travel
             */
            partner: string;
            pickup_at: components["schemas"]["Timestamp"];
            /**
             * @description The pickup time in UAE time.
             * @example 14:30
             */
            pickup_time: string;
            /**
             * @description The name the driver asks for.
             * @example Aisha Rahman
             */
            traveller: string;
            /**
             * @description From where to where, where the booking names it.
             * @example DXB Terminal 3 to Atlantis The Palm
             */
            route: string | null;
            /**
             * @description The arriving flight, if any.
             * @example EK202
             */
            flight_number: string | null;
            /**
             * @description People travelling, where known.
             * @example 2
             */
            party_size: number | null;
            /** @description The class booked, where stated. */
            vehicle_class: components["schemas"]["VehicleClass"] | null;
            /** @description When the job's window ends. */
            ends_at: components["schemas"]["Timestamp"];
            /** @description The driver assigned, if any. */
            driver: null | {
                id: components["schemas"]["DriverId"];
                /**
                 * @description The driver's name.
                 * @example Imran Qureshi
                 */
                name: string;
                /**
                 * @description The driver's phone in E.164 form.
                 * @example +971501234567
                 */
                phone: string;
            };
            /** @description The vehicle assigned, if any. */
            vehicle: null | {
                id: components["schemas"]["VehicleId"];
                /**
                 * @description The number plate.
                 * @example DUBAI J 48812
                 */
                plate: string;
                make: components["schemas"]["VehicleMake"];
                model: components["schemas"]["VehicleModel"];
                colour: components["schemas"]["VehicleColour"];
            };
            trip: components["schemas"]["BoardTrip"];
            /** @description The arriving flight as last reported, while it is followed; null otherwise (`flight_number` still names a flight the booking gave). */
            flight: components["schemas"]["BoardFlight"] | null;
            /** @description What a dispatcher must act on for this job, most pressing first; empty when nothing. */
            alerts: components["schemas"]["BoardAlert"][];
            /** @description Only in the answer to an assignment (never on the board); the link sent to the driver. */
            driver_link?: components["schemas"]["DriverLink"];
        };
        /**
         * @description Where the trip is: `scheduled` (no driver yet), `driver_assigned`, `en_route` (the driver
         *     is on the way to the pickup), `arrived` (at the pickup), `on_board` (the traveller is in
         *     the vehicle), `completed`, `no_show` (the traveller did not come within the free waiting).
         * @example en_route
         * @enum {string}
         */
        TripStatus: "scheduled" | "driver_assigned" | "en_route" | "arrived" | "on_board" | "completed" | "no_show";
        /** @description The job's trip as the driver last moved it. */
        BoardTrip: {
            status: components["schemas"]["TripStatus"];
            /**
             * Format: date-time
             * @description When the driver expects to reach the pickup, while en route.
             * @example 2026-11-27T10:20:00.000Z
             */
            eta: string | null;
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description The arriving flight as its source last reported it. */
        BoardFlight: {
            /**
             * @description The flight number.
             * @example EK202
             */
            number: string;
            /**
             * @description As last reported.
             * @example delayed
             * @enum {string}
             */
            status: "scheduled" | "delayed" | "landed" | "diverted" | "cancelled" | "unknown";
            scheduled_arrival: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description The landing now expected; null when the source gives none.
             * @example 2026-11-27T11:05:00.000Z
             */
            estimated_arrival: string | null;
            /**
             * Format: date-time
             * @description When it landed.
             * @example null
             */
            actual_arrival: string | null;
            /**
             * @description The arrival terminal.
             * @example T3
             */
            terminal: string | null;
            /**
             * @description The airport (IATA) it diverted to.
             * @example DWC
             */
            diverted_to: string | null;
            updated_at: components["schemas"]["Timestamp"];
        };
        /**
         * @description Something on a job a dispatcher must act on: `driver_not_en_route` (a driver is assigned
         *     and not on the way 30 minutes before the pickup; the desk task, once the background job
         *     has raised it, is `task_reference`), `driver_released` (a change, such as a flight that
         *     moved the pickup, took the driver off: assign another; the desk task to reassign is
         *     `task_reference`), or the kind of another open desk task about the job that dispatch
         *     works.
         */
        BoardAlert: {
            /**
             * @description What the alert is about.
             * @example driver_not_en_route
             */
            kind: string;
            /**
             * @description In words, for the board.
             * @example Imran Qureshi is not on the way; pickup at 14:30
             */
            message: string;
            /**
             * @description The desk task about it, when one is open.
             * @example DNE-7KQ2M9XH
             */
            task_reference: string | null;
        };
        /**
         * @description The job link sent to the driver of a job just assigned: it opens their jobs of today and
         *     tomorrow on a phone, once, until `expires_at`. Shown only here: the service keeps the
         *     token's hash alone.
         */
        DriverLink: {
            /**
             * Format: uri
             * @description The single-use link; its token is in the fragment, so it never reaches a server's log.
             * @example https://trade.operator.example/driver/open#Qm9vb3ZlcnkgbG9uZyByYW5kb20gdG9rZW4xMjM0NTY
             */
            url: string;
            /** @description The end of the job's day (UAE time), after which the link opens nothing. */
            expires_at: components["schemas"]["Timestamp"];
            /**
             * @description The driver's phone the SMS went to, E.164.
             * @example +971501234567
             */
            sent_to: string;
            /**
             * @description The message in the SMS outbox (`npm run admin -- sms list`).
             * @example sms_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            sms_id: string;
            /**
             * @description The SMS's text, the same message to paste into WhatsApp (or any messenger) with the link.
             * @example Hello Imran, a job for you: TR-7KQ2-M9XH on Saturday 28 November 2026 at 14:30 (UAE time), pickup at Dubai International (DXB) Terminal 3 for Aisha Rahman.
             *     Open your jobs of today and tomorrow: https://trade.operator.example/driver/open#Qm9vb3ZlcnkgbG9uZyByYW5kb20gdG9rZW4xMjM0NTY
             *     The link works once, until Saturday 28 November 2026 23:59.
             */
            whatsapp_text: string;
        };
        /** @description The active drivers and vehicles for one job, free or not, and why not. */
        DispatchCandidates: {
            /**
             * @description The booking's id.
             * @example bkg_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            booking_id: string;
            /**
             * @description The booking's reference.
             * @example TR-7KQ2-M9XH
             */
            reference: string;
            /** @description Active drivers, available ones first, then by name. */
            drivers: components["schemas"]["DriverCandidate"][];
            /** @description Active vehicles, available ones first, then by plate. */
            vehicles: components["schemas"]["VehicleCandidate"][];
        };
        /** @description A driver, and whether they are free for the job. */
        DriverCandidate: {
            id: components["schemas"]["DriverId"];
            /**
             * @description The driver's name.
             * @example Imran Qureshi
             */
            name: string;
            /** @description Languages spoken, two-letter codes. */
            languages: string[];
            /**
             * @description Free for the whole of the job's window.
             * @example false
             */
            available: boolean;
            /**
             * @description Why not, in words; null when available.
             * @example On TR-7KQ2-M9XH 10:00–13:00
             */
            reason: string | null;
        };
        /** @description A vehicle, and whether it is free and big enough for the job. */
        VehicleCandidate: {
            id: components["schemas"]["VehicleId"];
            /**
             * @description The plate.
             * @example DUBAI J 48812
             */
            plate: string;
            class: components["schemas"]["VehicleClass"];
            make: components["schemas"]["VehicleMake"];
            model: components["schemas"]["VehicleModel"];
            colour: components["schemas"]["VehicleColour"];
            /**
             * @description Passenger seats.
             * @example 3
             */
            seats: number;
            /**
             * @description Free for the job's window and seating the party.
             * @example false
             */
            available: boolean;
            /**
             * @description Why not, in words; null when available.
             * @example 3 seats; party of 5
             */
            reason: string | null;
        };
        /** @description The day's jobs. */
        DispatchBoard: {
            /**
             * Format: date
             * @description The day, UAE time.
             * @example 2026-11-27
             */
            date: string;
            /** @description In pickup order. */
            jobs: components["schemas"]["BoardJob"][];
        };
        /**
         * @description A partner's account id.
         * @example acc_4Kq9Zt2Lm8Xc1Vb7Nw3P
         */
        PartnerAccountId: string;
        /**
         * @description An amount in AED, at most two decimals.
         * @example 7500
         */
        AmountAed: number;
        /**
         * @description `issued` until a transfer for it is credited, `part_paid` while its transfers fall short of its amount, `paid` once they reach it (or pass it).
         * @example issued
         * @enum {string}
         */
        ProformaStatus: "issued" | "part_paid" | "paid";
        /** @description A bank transfer as the bank statement shows it. */
        NewBankTransfer: {
            /**
             * @description The amount received, AED.
             * @example 7500
             */
            amount_aed: number;
            /**
             * Format: date
             * @description The day the bank valued the transfer.
             * @example 2026-11-25
             */
            value_date: string;
            /**
             * @description The bank's reference of the transfer with its payment details, as the statement prints them; credited once.
             * @example ENBD TT 88231 PY-7KQ2-M9XH
             */
            bank_reference: string;
            /**
             * @description Who sent it.
             * @example Desert Rose Travel LLC
             */
            payer: string;
            /** @description The partner to credit; needed only when the bank reference quotes no pro-forma's payment reference. */
            account_id?: components["schemas"]["PartnerAccountId"];
        };
        /** @description A pro-forma invoice issued for a wallet top-up. */
        ProformaSummary: {
            /**
             * @description The pro-forma's number.
             * @example PF-2026-000012
             */
            number: string;
            account_id: components["schemas"]["PartnerAccountId"];
            /**
             * @description The wallet top-up it answers.
             * @example WTU-7KQ2M9XH4P
             */
            topup_reference: string;
            /**
             * @description What the transfer quotes: the top-up's reference (`PY-…` on pro-formas issued before it was).
             * @example WTU-7KQ2M9XH4P
             */
            payment_reference: string;
            amount_aed: components["schemas"]["AmountAed"];
            /**
             * @description What the transfers credited for it paid, net of reversals.
             * @example 4500
             */
            amount_paid_aed: number;
            /**
             * @description What is left to pay; 0 once paid.
             * @example 500
             */
            amount_outstanding_aed: number;
            /**
             * @description What its transfers paid beyond its amount, kept in the wallet; 0 unless paid over.
             * @example 0
             */
            amount_overpaid_aed: number;
            /**
             * @description The company it is addressed to.
             * @example Desert Rose Travel LLC
             */
            company_name: string;
            status: components["schemas"]["ProformaStatus"];
            issued_at: components["schemas"]["Timestamp"];
            /** @description When its transfers reached its amount; null while issued or part paid. */
            paid_at: components["schemas"]["Timestamp"] | null;
            /**
             * @description The bank reference of the transfer that paid it last; null while nothing is paid.
             * @example ENBD TT 88231 WTU-7KQ2M9XH4P
             */
            bank_reference: string | null;
        };
        /** @description One page of tax credit notes, newest first. */
        OpsCreditNotePage: {
            /** @description The tax credit notes. */
            data: components["schemas"]["OpsCreditNote"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiMjAyNi0xMi0xMFQwMjowMDowMC4wMDBaIiwiaSI6ImNuXzhIcTJMbTRadDZXcDFYYzlWYjNOIn0
             */
            next_cursor: string | null;
        };
        /** @description A partner's tax credit note, in brief. */
        OpsCreditNote: {
            /**
             * @description The note's id.
             * @example cn_8Hq2Lm4Zt6Wp1Xc9Vb3N
             */
            id: string;
            /**
             * @description The number printed on it.
             * @example CN-2026-000001
             */
            number: string;
            account_id: components["schemas"]["PartnerAccountId"];
            /**
             * @description The partner, by its name.
             * @example Gulf Horizons Travel
             */
            company_name: string;
            /**
             * Format: date-time
             * @description When it was issued.
             * @example 2026-12-10T02:00:00.000Z
             */
            issued_at: string;
            /**
             * @description The tax invoice it corrects.
             * @example INV-2026-000001
             */
            invoice_number: string;
            /**
             * @description The booking's reference as a person reads it.
             * @example TR-7KQ2-M9XH
             */
            booking_reference: string | null;
            /**
             * @description Why it was issued.
             * @example cancellation
             * @enum {string}
             */
            reason_code: "cancellation" | "refund" | "price_reduction" | "repricing";
            /** @description What it credited, VAT included. */
            difference_aed: components["schemas"]["AmountAed"];
            /** @description The VAT on what it credited. */
            vat_aed: components["schemas"]["AmountAed"];
        };
        /** @description One page of pro-formas, newest first. */
        ProformaPage: {
            /** @description The pro-formas. */
            data: components["schemas"]["ProformaSummary"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiMjAyNi0xMS0yNiJ9
             */
            next_cursor: string | null;
        };
        /**
         * @description A bank transfer credit's id.
         * @example btc_4Kq9Zt2Lm8Xc1Vb7Nw3P
         */
        BankTransferCreditId: string;
        /**
         * @description `credited` while it stands; `reversed` once taken back (never deleted).
         * @example credited
         * @enum {string}
         */
        BankTransferStatus: "credited" | "reversed";
        /** @description A bank transfer credited to a live wallet, standing or reversed. */
        BankTransfer: {
            id: components["schemas"]["BankTransferCreditId"];
            /**
             * @description The bank reference as given.
             * @example ENBD TT 88231 WTU-7KQ2M9XH4P
             */
            bank_reference: string;
            /**
             * @description The bank reference's canonical key (NFKC, case-folded, digits of any script as ASCII digits, letters and digits only): one standing credit per key.
             * @example enbdtt88231wtu7kq2m9xh4p
             */
            reference_key: string;
            account_id: components["schemas"]["PartnerAccountId"];
            amount_aed: components["schemas"]["AmountAed"];
            /**
             * Format: date
             * @description The day the bank valued it; null on credits recorded without it.
             * @example 2026-11-25
             */
            value_date: string | null;
            /**
             * @description Who sent it; null on credits recorded without it.
             * @example Desert Rose Travel LLC
             */
            payer: string | null;
            /**
             * @description Who credited it: `desk:` and the member of staff's id, or `desk:cli`.
             * @example desk:stf_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            credited_by: string;
            created_at: components["schemas"]["Timestamp"];
            /**
             * @description The pro-forma it paid (in part or in full); null when it quoted none.
             * @example PF-2026-000012
             */
            proforma_number: string | null;
            status: components["schemas"]["BankTransferStatus"];
            /** @description When it was reversed; null while it stands. */
            reversed_at: components["schemas"]["Timestamp"] | null;
            /**
             * @description Who reversed it (`desk:…`); null while it stands.
             * @example null
             */
            reversed_by: string | null;
            /**
             * @description Why it was reversed, as the partner was told; null while it stands.
             * @example null
             */
            reversal_reason: string | null;
            /**
             * @description On a credit made twice under one key before keys were canonical: the id of the
             *     earlier credit of the same key. Both moved money; finance reverses the one that was
             *     not a transfer of its own. Null on every other credit.
             * @example null
             */
            duplicate_of: string | null;
        };
        /** @description One page of transfers, newest first. */
        BankTransferPage: {
            /** @description The transfers. */
            data: components["schemas"]["BankTransfer"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiMjAyNi0xMS0yNiJ9
             */
            next_cursor: string | null;
        };
        /** @description The transfer credited, its id, the wallet's balance after it, and the pro-forma it paid. */
        BankTransferCredited: {
            id: components["schemas"]["BankTransferCreditId"];
            transfer: components["schemas"]["BankTransfer"];
            /**
             * @description The live wallet's balance after the credit, AED.
             * @example 12500
             */
            balance_aed: number;
            /** @description The pro-forma whose payment reference the transfer quoted, with what is paid, outstanding or over now; null when it quoted none. */
            proforma: components["schemas"]["ProformaSummary"] | null;
        };
        /** @description A credit and the pro-forma it paid. */
        BankTransferRead: {
            transfer: components["schemas"]["BankTransfer"];
            /** @description The pro-forma it paid, as it stands now; null when it quoted none. */
            proforma: components["schemas"]["ProformaSummary"] | null;
        };
        /** @description Why a credit is reversed. */
        BankTransferReversal: {
            /**
             * @description Why, in words the partner reads in their inbox notice.
             * @example Returned by the bank as credited to the wrong account
             */
            reason: string;
        };
        /** @description The credit reversed, the pro-forma it had paid, and the wallet's balance after. */
        BankTransferReversed: {
            transfer: components["schemas"]["BankTransfer"];
            /** @description The pro-forma it had paid, as it stands now; null when it quoted none. */
            proforma: components["schemas"]["ProformaSummary"] | null;
            /**
             * @description The live wallet's balance after the reversal, AED; below zero when the partner had spent the money.
             * @example -250
             */
            balance_aed: number;
        };
        /**
         * @description An e-invoice transmission's id.
         * @example etx_4Kq9Zt2Lm8Xc1Vb7Nw3P
         */
        EInvoiceTransmissionId: string;
        /**
         * @description `queued` until the provider takes it (retried with backoff while it cannot be reached),
         *     `sent` once it did, `accepted` once the provider passed it on, `acknowledged` once the
         *     receiving side (the buyer's provider, or the FTA) confirmed it; `rejected` when the
         *     provider refused it.
         * @example acknowledged
         * @enum {string}
         */
        EInvoiceTransmissionStatus: "queued" | "sent" | "accepted" | "acknowledged" | "rejected";
        /** @description The provider's refusal, as it words it. */
        EInvoiceProviderError: {
            /**
             * @description The provider's rule id.
             * @example SIM-AE-IBT-050
             */
            code: string;
            /**
             * @description What the rule asks for.
             * @example Buyer address line 1 (IBT-050) is mandatory
             */
            message: string;
        };
        /** @description One issued document's PINT AE e-invoice on its way through the provider. */
        EInvoiceTransmission: {
            id: components["schemas"]["EInvoiceTransmissionId"];
            account_id: components["schemas"]["PartnerAccountId"];
            /**
             * @description The partner's name.
             * @example Desert Rose Travel
             */
            partner: string;
            /**
             * @description The tax invoice (`inv_…`) or tax credit note (`cn_…`).
             * @example inv_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            document_id: string;
            /**
             * @description The document's number; null if the document is not stored.
             * @example INV-2026-000031
             */
            document_number: string | null;
            /**
             * @description What the document is.
             * @example tax_invoice
             * @enum {string}
             */
            kind: "tax_invoice" | "tax_credit_note";
            status: components["schemas"]["EInvoiceTransmissionStatus"];
            /**
             * @description The provider it went through (`simulator`); null until first sent.
             * @example simulator
             */
            provider: string | null;
            /**
             * @description The provider's reference of the document; null until it took it.
             * @example SIM-3F9A0C21B7D4E58A6C12
             */
            provider_reference: string | null;
            /**
             * @description Attempts to send it since it was last queued.
             * @example 1
             */
            attempts: number;
            /**
             * @description Why the provider could not be reached at the last attempt, while the job retries; null otherwise.
             * @example null
             */
            last_error: string | null;
            /** @description The provider's rejection; null unless `rejected`. */
            error: components["schemas"]["EInvoiceProviderError"] | null;
            queued_at: components["schemas"]["Timestamp"];
            /** @description When the provider first answered a sending of it; null while queued. */
            transmitted_at: components["schemas"]["Timestamp"] | null;
            /** @description When the receiving side acknowledged it; null until then. */
            acknowledged_at: components["schemas"]["Timestamp"] | null;
            /** @description When the job next sends it or asks the provider about it; null once acknowledged or rejected. */
            next_attempt_at: components["schemas"]["Timestamp"] | null;
        };
        /** @description One page of e-invoice transmissions, newest queued first. */
        EInvoiceTransmissionPage: {
            /** @description The transmissions. */
            data: components["schemas"]["EInvoiceTransmission"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiMjAyNi0xMS0yNiJ9
             */
            next_cursor: string | null;
        };
        /** @description A live tax invoice past its due date and not paid in full. */
        OverdueInvoice: {
            /**
             * @description The invoice's id.
             * @example inv_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            invoice_id: string;
            /**
             * @description The invoice's number.
             * @example INV-2026-000031
             */
            number: string;
            account_id: components["schemas"]["PartnerAccountId"];
            /**
             * @description The partner's name.
             * @example Desert Rose Travel
             */
            partner: string;
            /**
             * @description The month it invoices.
             * @example 2026-09
             */
            period: string;
            /**
             * Format: date
             * @description The day it was due.
             * @example 2026-10-31
             */
            due_date: string;
            /**
             * @description Days since it was due (UAE time).
             * @example 26
             */
            days_overdue: number;
            total_aed: components["schemas"]["AmountAed"];
            amount_due_aed: components["schemas"]["AmountAed"];
        };
        /** @description The overdue invoices, oldest due first. */
        OverdueInvoiceList: {
            /** @description Oldest due first. */
            invoices: components["schemas"]["OverdueInvoice"][];
        };
        /** @description One ledger entry on a statement, a charge or a payment in AED, with the running balance after it. */
        StatementOfAccountLine: {
            /**
             * Format: date
             * @description The day it was posted (UAE time).
             * @example 2026-11-12
             */
            date: string;
            /**
             * @description What it is, as the partner's statement types it.
             * @example topup
             * @enum {string}
             */
            kind: "charge" | "cancellation_fee" | "refund" | "adjustment" | "topup" | "payment" | "reversal";
            /**
             * @description The tax invoice that carries this charge; null on a line no invoice carries.
             * @example INV-2026-000001
             */
            invoice_number: string | null;
            /**
             * @description The tax credit note this refund or re-pricing issued; null where none was.
             * @example CN-2026-000001
             */
            credit_note_number: string | null;
            /**
             * @description What it is, as the partner's statement says it.
             * @example Wallet top-up, ENBD TT 88231 PY-7KQ2-M9XH
             */
            description: string;
            /**
             * @description What a person quotes for it: a booking's reference, a transfer's bank reference.
             * @example TR-7KQ2-M9XH
             */
            reference: string;
            /**
             * @description The booking it is about; null on a line about no booking.
             * @example bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P
             */
            booking_id: string | null;
            /**
             * @description That booking's reference; null on a line about no booking.
             * @example TR-7KQ2-M9XH
             */
            booking_reference: string | null;
            /**
             * @description What it took from the balance; 0 on a payment.
             * @example 0
             */
            charge_aed: number;
            /**
             * @description What it added to the balance; 0 on a charge.
             * @example 7500
             */
            payment_aed: number;
            /**
             * @description The balance after it.
             * @example 12500
             */
            balance_aed: number;
        };
        /** @description A partner's live ledger between two days, UAE time, with its opening and closing balances. */
        StatementOfAccount: {
            account_id: components["schemas"]["PartnerAccountId"];
            /**
             * @description The partner's name.
             * @example Desert Rose Travel
             */
            partner: string;
            /**
             * Format: date
             * @description The first day.
             * @example 2026-11-01
             */
            from: string;
            /**
             * Format: date
             * @description The last day.
             * @example 2026-11-30
             */
            to: string;
            /**
             * @description The balance when the first day began (every earlier entry).
             * @example 5000
             */
            opening_balance_aed: number;
            /**
             * @description What lowered the balance in the period (a positive amount).
             * @example 1250
             */
            charges_aed: number;
            /**
             * @description What raised it (a positive amount).
             * @example 7500
             */
            payments_aed: number;
            /**
             * @description opening + payments − charges: the balance when the last day ended.
             * @example 11250
             */
            closing_balance_aed: number;
            /** @description The entries, in the order they happened. */
            lines: components["schemas"]["StatementOfAccountLine"][];
        };
        /** @description Where the partner's affiliate payouts are sent, as it gave them. */
        PayoutBankDetails: {
            account_id: components["schemas"]["PartnerAccountId"];
            /**
             * @description Always the live partition: payouts are real money.
             * @example live
             * @enum {string}
             */
            mode: "live";
            /** @description The bank account. */
            bank_details: {
                /**
                 * @description Who holds the account.
                 * @example company
                 * @enum {string}
                 */
                account_holder_type: "individual" | "company";
                /**
                 * @description The name on the account.
                 * @example Dunes & Co Tours LLC
                 */
                account_holder_name: string;
                /**
                 * @description The IBAN, without spaces.
                 * @example AE070331234567890123456
                 */
                iban: string;
                /**
                 * @description The bank's SWIFT/BIC; null where not given (UAE accounts).
                 * @example BOMLAEAD
                 */
                swift_bic: string | null;
                /**
                 * @description The bank's name; null where not given.
                 * @example Mashreq Bank
                 */
                bank_name: string | null;
            };
        };
        /**
         * @description An API key's id.
         * @example key_4Kq9Zt2Lm8Xc1Vb7Nw3P
         */
        PartnerKeyId: string;
        /**
         * @description `test` keys answer with test data and change nothing; `live` keys act for real.
         * @example test
         * @enum {string}
         */
        PartnerKeyMode: "test" | "live";
        /**
         * @description A permission a key may hold.
         * @example bookings:create
         * @enum {string}
         */
        PartnerKeyScope: "transport:read" | "transport:write" | "activities:read" | "activities:write" | "cruise:read" | "cruise:write" | "guides:read" | "guides:write" | "guides_wifi:read" | "guides_wifi:write" | "site:read" | "site:write" | "account:read" | "affiliate:read" | "affiliate:write" | "bookings:create" | "bookings:view" | "bookings:manage" | "statements:read" | "wallet:topup" | "settings:view" | "settings:manage" | "rates:view" | "tracking:view" | "tracking:manage" | "users:view" | "users:manage" | "inbox:view";
        /**
         * @description `tariff` (the published rates), `commission` (the tariff less a percentage, deducted from each booking's charge at booking) or `net_rate` (the tariff less a percentage).
         * @example commission
         * @enum {string}
         */
        CommercialTermsKind: "tariff" | "commission" | "net_rate";
        /**
         * @description Days after the invoice its payment is due.
         * @example NET_30
         * @enum {string}
         */
        CreditTermsCode: "NET_15" | "NET_30" | "NET_45" | "NET_60";
        /**
         * @description The UAE tax registration number (15 digits); null when not registered for VAT.
         * @example 100123456700003
         */
        PartnerTrn: string | null;
        /**
         * @description The country of the registered address, ISO 3166-1 alpha-2 (`AE` for the UAE); null until set.
         * @example AE
         */
        PartnerCountry: string | null;
        /**
         * @description What the partner's tax invoices say of it, from its country and TRN: `registered` (in the
         *     UAE, with a TRN printed on its invoices), `not_registered` (in the UAE, below the VAT
         *     registration threshold: no TRN), `outside_uae` (registered abroad: no UAE TRN) or `unknown`
         *     (no country set yet).
         * @example outside_uae
         * @enum {string}
         */
        PartnerVatStatus: "registered" | "not_registered" | "outside_uae" | "unknown";
        /** @description The partner's legal details, printed as the recipient of its tax invoices; null until set. */
        PartnerLegalDetails: {
            /**
             * @description The registered company name.
             * @example Desert Rose Travel LLC
             */
            legal_name: string | null;
            /**
             * @description The registered address.
             * @example Office 1204, Bay Square 7, Business Bay, Dubai
             */
            address: string | null;
            country: components["schemas"]["PartnerCountry"];
            trn: components["schemas"]["PartnerTrn"];
            vat_status: components["schemas"]["PartnerVatStatus"];
        };
        /** @description How the partner is charged. */
        PartnerTerms: {
            terms: components["schemas"]["CommercialTermsKind"];
            /**
             * @description The commission or discount, percent; 0 on the tariff.
             * @example 10
             */
            percent: number;
        };
        /** @description The partner's live credit line. */
        PartnerCreditLine: {
            /**
             * @description The credit limit, AED; 0 without a credit line.
             * @example 50000
             */
            limit_aed: number;
            /** @description The NET terms its invoices are due on; null without a credit line. */
            terms: components["schemas"]["CreditTermsCode"] | null;
            /**
             * @description The live wallet's balance, AED (below zero while the credit line is drawn).
             * @example 12500
             */
            balance_aed: number;
        };
        /** @description An API key as the operator sees it, never its secret. */
        PartnerKey: {
            id: components["schemas"]["PartnerKeyId"];
            account_id: components["schemas"]["PartnerAccountId"];
            mode: components["schemas"]["PartnerKeyMode"];
            /**
             * @description The key's first characters, to tell keys apart.
             * @example svc_test_4Kq9Zt2Lm8Xc
             */
            prefix: string;
            /** @description What the key may do. */
            scopes: components["schemas"]["PartnerKeyScope"][];
            created_at: components["schemas"]["Timestamp"];
            /** @description When it was last used; null if never. */
            last_used_at: components["schemas"]["Timestamp"] | null;
            /** @description When it was revoked; null while it works. */
            revoked_at: components["schemas"]["Timestamp"] | null;
        };
        /** @description A partner in a list. */
        PartnerSummary: {
            id: components["schemas"]["PartnerAccountId"];
            /**
             * @description The partner's name.
             * @example Desert Rose Travel
             */
            name: string;
            /**
             * @description The registered company name; null until set.
             * @example Desert Rose Travel LLC
             */
            legal_name: string | null;
            country: components["schemas"]["PartnerCountry"];
            trn: components["schemas"]["PartnerTrn"];
            vat_status: components["schemas"]["PartnerVatStatus"];
            /**
             * @description Whether its live keys work.
             * @example true
             */
            live_access: boolean;
            /**
             * @description Its live credit limit, AED; 0 without a credit line.
             * @example 50000
             */
            credit_limit_aed: number;
            /**
             * @description Its live wallet's balance, AED (below zero while the credit line is drawn).
             * @example 12500
             */
            balance_aed: number;
            /**
             * @description Its desk tasks waiting for an answer.
             * @example 1
             */
            open_tasks: number;
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description One page of partners, newest first. */
        PartnerPage: {
            /** @description The partners. */
            data: components["schemas"]["PartnerSummary"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiMjAyNi0xMS0yNiJ9
             */
            next_cursor: string | null;
        };
        /** @description A partner as the operator's staff see it. */
        PartnerDetail: {
            id: components["schemas"]["PartnerAccountId"];
            /**
             * @description The partner's name.
             * @example Desert Rose Travel
             */
            name: string;
            legal: components["schemas"]["PartnerLegalDetails"];
            commercial_terms: components["schemas"]["PartnerTerms"];
            /**
             * @description Whether its live keys work.
             * @example true
             */
            live_access: boolean;
            credit_line: components["schemas"]["PartnerCreditLine"];
            /** @description Its keys, oldest first, revoked ones too. */
            keys: components["schemas"]["PartnerKey"][];
            /**
             * @description Its desk tasks waiting for an answer.
             * @example 1
             */
            open_tasks: number;
            /**
             * @description Its live bookings not yet completed, cancelled or declined.
             * @example 4
             */
            open_bookings: number;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description The legal details and terms to set; the others stay. */
        PartnerChanges: {
            /**
             * @description The registered company name.
             * @example Desert Rose Travel LLC
             */
            legal_name?: string;
            /**
             * @description The registered address.
             * @example Office 1204, Bay Square 7, Business Bay, Dubai
             */
            address?: string;
            /**
             * @description The country of the registered address, ISO 3166-1 alpha-2 in any case (`gb` is `GB`); empty to clear it. A TRN with a country other than `AE` is refused.
             * @example GB
             */
            country?: string;
            /**
             * @description The 15-digit UAE TRN, only for a partner registered in the UAE (country `AE`); empty to clear it.
             * @example 100123456700003
             */
            trn?: string;
            commercial_terms?: components["schemas"]["PartnerTerms"];
        };
        /** @description Live access on or off. */
        LiveAccessChange: {
            /**
             * @description Whether the partner's live keys work.
             * @example true
             */
            on: boolean;
        };
        /** @description The key to issue. */
        NewPartnerKey: {
            mode: components["schemas"]["PartnerKeyMode"];
            /** @description What the key may do; every scope when left out. */
            scopes?: components["schemas"]["PartnerKeyScope"][];
        };
        /** @description The key issued, shown this once, and what the operator sees of it afterwards. */
        IssuedPartnerKey: {
            /**
             * @description The key itself; store it now, it is not shown again.
             * @example svc_test_4Kq9Zt2Lm8XcQw7Er5Ty3Ui1Op9As7Df5Gh3Jk1Lz9Xc7Vb5Nm3Qw1E
             */
            key: string;
            summary: components["schemas"]["PartnerKey"];
        };
        /** @description The credit line to set. */
        CreditLineChange: {
            /**
             * @description The credit limit, AED; 0 ends the credit line.
             * @example 50000
             */
            limit_aed: number;
            terms: components["schemas"]["CreditTermsCode"];
        };
        /** @description The new key, shown this once, what the operator sees of it afterwards, and the key it replaced, now revoked. */
        RolledPartnerKey: {
            /**
             * @description The new key itself; store it now, it is not shown again.
             * @example svc_test_7Hj3Kl9Qw2Er5Ty8Ui1Op4As6Df0Gh3Jk5Lz7Xc9Vb1Nm3Qw5E
             */
            key: string;
            summary: components["schemas"]["PartnerKey"];
            replaced: components["schemas"]["PartnerKey"];
        };
        /** @description One entry of a partner's live wallet. */
        PartnerLedgerEntry: {
            /**
             * @description The entry's number; later entries have higher ones.
             * @example 42
             */
            id: number;
            /**
             * @description `topup` (money received), `charge` (a booking), `refund`, `cancellation_fee` or `adjustment`.
             * @example charge
             * @enum {string}
             */
            kind: "topup" | "charge" | "refund" | "cancellation_fee" | "adjustment";
            /**
             * @description What the entry is, as the partner's statement says.
             * @example Transfer DXB → Business Bay, BK-7KQ2-M9XH
             */
            description: string;
            /**
             * @description The entry's own reference (a bank reference, a booking's id).
             * @example BK-7KQ2-M9XH
             */
            reference: string;
            /**
             * @description What it added to the balance, AED; negative for a charge.
             * @example -250
             */
            amount_aed: number;
            /**
             * @description The wallet's balance after it, AED.
             * @example 12250
             */
            balance_after_aed: number;
            /**
             * @description The booking it is about; null for a top-up or an adjustment.
             * @example bk_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            booking_id: string | null;
            /**
             * @description That booking's reference as a person reads it; null without a booking.
             * @example BK-7KQ2-M9XH
             */
            booking_reference: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description One page of a partner's live wallet entries, newest first. */
        PartnerLedgerPage: {
            /** @description The entries. */
            data: components["schemas"]["PartnerLedgerEntry"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiMjAyNi0xMS0yNiJ9
             */
            next_cursor: string | null;
        };
        /** @description A person of a partner's account. */
        PartnerPerson: {
            /**
             * @description The person's id.
             * @example usr_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            id: string;
            /**
             * @description Their first and last name.
             * @example Layla Haddad
             */
            name: string;
            /**
             * @description Their e-mail address.
             * @example layla@desertrose.example
             */
            email: string;
            /**
             * @description `owner`, `admin`, `booker`, `finance` or `viewer`, as the partner set it.
             * @example booker
             * @enum {string}
             */
            role: "owner" | "admin" | "booker" | "finance" | "viewer";
            /**
             * @description `invited` (not yet accepted), `active` or `deactivated`.
             * @example active
             * @enum {string}
             */
            status: "invited" | "active" | "deactivated";
            invited_at: components["schemas"]["Timestamp"];
            /** @description When they accepted the invitation; null until then. */
            joined_at: components["schemas"]["Timestamp"] | null;
            /** @description When they were last active; null if never. */
            last_active_at: components["schemas"]["Timestamp"] | null;
        };
        /** @description The person to invite as the partner's owner. */
        NewPartnerOwner: {
            /**
             * Format: email
             * @description Their e-mail address; the invitation goes there.
             * @example layla@desertrose.example
             */
            email: string;
            /**
             * @description Their first name.
             * @example Layla
             */
            first_name: string;
            /**
             * @description Their last name.
             * @example Haddad
             */
            last_name: string;
        };
        /** @description The owner invited, and where the invitation went (never its link). */
        InvitedPartnerOwner: {
            account_id: components["schemas"]["PartnerAccountId"];
            person: components["schemas"]["PartnerPerson"];
            /**
             * @description The address the invitation was e-mailed to.
             * @example layla@desertrose.example
             */
            invitation_emailed_to: string;
            invitation_expires_at: components["schemas"]["Timestamp"];
        };
        /** @description One page of a partner's people, newest first. */
        PartnerPersonPage: {
            /** @description The people. */
            data: components["schemas"]["PartnerPerson"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiMjAyNi0xMS0yNiJ9
             */
            next_cursor: string | null;
        };
        /** @description A notice in a partner's inbox. */
        PartnerNotice: {
            /**
             * @description The notice's id.
             * @example evt_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            id: string;
            /**
             * @description What the notice is about (the partner's inbox kinds).
             * @example payment_received
             */
            kind: string;
            /**
             * @description Its title.
             * @example Wallet credited: AED 5000.00
             */
            title: string;
            /**
             * @description Its text.
             * @example AED 5000.00 received (ENBD TT 88231); the wallet now holds AED 17500.00.
             */
            body: string;
            created_at: components["schemas"]["Timestamp"];
        };
        /** @description One page of a partner's notices, newest first. */
        PartnerNoticePage: {
            /** @description The notices. */
            data: components["schemas"]["PartnerNotice"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiMjAyNi0xMS0yNiJ9
             */
            next_cursor: string | null;
        };
        /** @description An e-mail queued about a partner's account, never its body. */
        PartnerEmail: {
            /**
             * @description The message's id.
             * @example mail_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            id: string;
            /**
             * @description Its recipient.
             * @example layla@desertrose.example
             */
            to: string;
            /**
             * @description Its subject.
             * @example You are invited to Desert Rose Travel's trade account
             */
            subject: string;
            /**
             * @description What it is about: `user_invitation`, `desk_task`, `proforma_invoice` or `corporate_request`.
             * @example user_invitation
             * @enum {string}
             */
            about: "user_invitation" | "desk_task" | "proforma_invoice" | "corporate_request";
            /**
             * @description `queued` (waiting to go out), `sent` or `failed` (given up after its retries).
             * @example sent
             * @enum {string}
             */
            status: "queued" | "sent" | "failed";
            created_at: components["schemas"]["Timestamp"];
            /** @description When it went out; null until then. */
            sent_at: components["schemas"]["Timestamp"] | null;
        };
        /** @description One page of e-mails about a partner, newest first. */
        PartnerEmailPage: {
            /** @description The e-mails. */
            data: components["schemas"]["PartnerEmail"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiMjAyNi0xMS0yNiJ9
             */
            next_cursor: string | null;
        };
        /** @description The operator's details; null where not set yet. */
        OperatorDetails: {
            /**
             * @description The registered company name.
             * @example Gulf Ground Services LLC
             */
            legal_name: string | null;
            /**
             * @description The name travellers and partners know.
             * @example Gulf Transfers
             */
            trading_name: string | null;
            /**
             * @description The registered address.
             * @example Office 804, Al Moosa Tower 2, Sheikh Zayed Road, Dubai
             */
            address: string | null;
            /**
             * @description The UAE TRN, 15 digits.
             * @example 100123456700003
             */
            trn: string | null;
            /**
             * @description The 24-hour phone for travellers, E.164.
             * @example +97143334444
             */
            phone_24h: string | null;
            /**
             * @description The trade desk's e-mail address.
             * @example trade@operator.example
             */
            desk_email: string | null;
            /**
             * @description The trade desk's phone, E.164.
             * @example +97143335555
             */
            desk_phone: string | null;
            /**
             * @description The bank partners pay into.
             * @example Emirates NBD
             */
            bank_name: string | null;
            /**
             * @description The name on the bank account.
             * @example Gulf Ground Services LLC
             */
            bank_account_name: string | null;
            /**
             * @description The IBAN without spaces.
             * @example AE070331234567890123456
             */
            iban: string | null;
            /**
             * @description The SWIFT/BIC code.
             * @example EBILAEAD
             */
            swift: string | null;
            /** @description When they were last changed; null if never. */
            updated_at: components["schemas"]["Timestamp"] | null;
            /**
             * @description Who changed them last: a member of staff's id, or `cli`.
             * @example stf_4Kq9Zt2Lm8Xc1Vb7Nw3P
             */
            updated_by: string | null;
        };
        /** @description The details to set; the others stay. */
        OperatorDetailsChanges: {
            /**
             * @description The registered company name.
             * @example Gulf Ground Services LLC
             */
            legal_name?: string;
            /**
             * @description The name travellers and partners know.
             * @example Gulf Transfers
             */
            trading_name?: string;
            /**
             * @description The registered address.
             * @example Office 804, Al Moosa Tower 2, Sheikh Zayed Road, Dubai
             */
            address?: string;
            /**
             * @description The UAE TRN; spaces and dashes are dropped.
             * @example 100-1234-5670-0003
             */
            trn?: string;
            /**
             * @description The 24-hour phone for travellers in international form.
             * @example +971 4 333 4444
             */
            phone_24h?: string;
            /**
             * @description The trade desk's e-mail address.
             * @example trade@operator.example
             */
            desk_email?: string;
            /**
             * @description The trade desk's phone in international form.
             * @example +971 4 333 5555
             */
            desk_phone?: string;
            /**
             * @description The bank partners pay into.
             * @example Emirates NBD
             */
            bank_name?: string;
            /**
             * @description The name on the bank account.
             * @example Gulf Ground Services LLC
             */
            bank_account_name?: string;
            /**
             * @description The IBAN; spaces are dropped.
             * @example AE07 0331 2345 6789 0123 456
             */
            iban?: string;
            /**
             * @description The SWIFT/BIC code of 8 or 11 characters.
             * @example EBILAEAD
             */
            swift?: string;
        };
        /** @description A currency's daily rate. */
        FxRate: {
            /**
             * @description The ISO 4217 code.
             * @example USD
             */
            currency: string;
            /**
             * @description AED for one unit, as decimal text (up to 8 decimals).
             * @example 3.6725
             */
            aed_per_unit: string;
            /**
             * Format: date
             * @description The day the rate is for.
             * @example 2026-11-26
             */
            as_of: string;
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description The daily rates. */
        FxRateList: {
            /** @description By currency. */
            rates: components["schemas"]["FxRate"][];
        };
        /** @description The rate to set. */
        FxRateChange: {
            /**
             * @description AED for one unit, as decimal text (up to 8 decimals).
             * @example 3.6725
             */
            aed_per_unit: string;
        };
        /**
         * @description A place's id, the same on every installation for the places the catalogue came with.
         * @example plc_4Kq8Wm2Zr6Tn0Yx3Va7P
         */
        PlaceId: string;
        /**
         * @description What a place is: `hotel`, `mall`, `landmark` (sights, museums, parks, beaches, business
         *     districts), `airport_terminal`, `cruise_terminal`, `station` (metro and bus stations),
         *     `hospital`, `venue` (exhibition centres, arenas, stadiums, race tracks, golf clubs).
         * @example hotel
         * @enum {string}
         */
        PlaceKind: "hotel" | "mall" | "landmark" | "airport_terminal" | "cruise_terminal" | "station" | "hospital" | "venue";
        /**
         * @description The emirate a place is in (Al Ain is in `abu_dhabi`, Khor Fakkan and Kalba in `sharjah`).
         * @example dubai
         * @enum {string}
         */
        Emirate: "abu_dhabi" | "dubai" | "sharjah" | "ajman" | "umm_al_quwain" | "ras_al_khaimah" | "fujairah";
        /**
         * @description `active` while in service (partners find and book it); `archived` once taken out of it.
         * @example active
         * @enum {string}
         */
        PlaceStatus: "active" | "archived";
        /**
         * @description The airport of an airport terminal: Dubai International, Dubai World Central, Sharjah, Zayed International (Abu Dhabi).
         * @example DXB
         * @enum {string}
         */
        PlaceAirport: "DXB" | "DWC" | "SHJ" | "AUH";
        /**
         * @description The terminal of an airport terminal: DXB T1, T2, T3; DWC and SHJ MAIN; AUH A.
         * @example T3
         * @enum {string}
         */
        PlaceTerminal: "T1" | "T2" | "T3" | "MAIN" | "A";
        /**
         * @description The terminal of a cruise terminal: Mina Rashid and Dubai Harbour (Dubai), Zayed Port (Abu Dhabi), Khalid Port (Sharjah).
         * @example MINA_RASHID
         * @enum {string}
         */
        PlaceCruiseTerminal: "MINA_RASHID" | "DUBAI_HARBOUR" | "ZAYED_PORT" | "KHALID_PORT";
        /**
         * @description A tariff zone, derived from the place's position.
         * @example PALM_JUMEIRAH
         * @enum {string}
         */
        PlaceZone: "DOWNTOWN_DUBAI" | "BUSINESS_BAY" | "DEIRA" | "DUBAI_MARINA" | "JUMEIRAH_BEACH_RESIDENCE" | "PALM_JUMEIRAH" | "AL_BARSHA" | "ABU_DHABI_CITY" | "YAS_ISLAND" | "SAADIYAT_ISLAND" | "SHARJAH_CITY" | "AJMAN" | "RAS_AL_KHAIMAH" | "FUJAIRAH" | "AL_AIN";
        /**
         * @description A place of the catalogue as the operator keeps it. `zone` is derived from the position
         *     (null only for an airport terminal outside every zone, Dubai World Central); `airport`
         *     and `terminal` are set for an airport terminal, `cruise_terminal` for a cruise terminal.
         */
        OpsPlace: {
            id: components["schemas"]["PlaceId"];
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
             * @description The street address.
             * @example Crescent Road, Palm Jumeirah, Dubai
             */
            address: string;
            emirate: components["schemas"]["Emirate"];
            /** @description The tariff zone the place lies in. */
            zone: components["schemas"]["PlaceZone"] | null;
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
            /**
             * @description Other names and codes the place answers to.
             * @example [
             *       "Atlantis Dubai",
             *       "Atlantis Palm"
             *     ]
             */
            codes: string[];
            /** @description The airport of an airport terminal. */
            airport: components["schemas"]["PlaceAirport"] | null;
            /** @description The terminal of an airport terminal. */
            terminal: components["schemas"]["PlaceTerminal"] | null;
            /** @description The terminal of a cruise terminal. */
            cruise_terminal: components["schemas"]["PlaceCruiseTerminal"] | null;
            status: components["schemas"]["PlaceStatus"];
            /**
             * @description Where the place's details come from.
             * @example Public information: the hotel's published name and address; position approximate, from public maps
             */
            source: string;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        /** @description One page of the catalogue's places, by name. */
        OpsPlacePage: {
            /** @description The places. */
            data: components["schemas"]["OpsPlace"][];
            /**
             * @description The next page's cursor; null on the last page.
             * @example eyJjIjoiQXRsYW50aXMgVGhlIFBhbG0iLCJpIjoicGxjXzRLcThXbTJacjZUbjBZeDNWYTdQIn0
             */
            next_cursor: string | null;
        };
        /** @description A place to add to the catalogue. */
        NewPlace: {
            type: components["schemas"]["PlaceKind"];
            /**
             * @description The English name.
             * @example Atlantis The Palm
             */
            name: string;
            /**
             * @description The Arabic name (in Arabic script).
             * @example أتلانتس النخلة
             */
            name_ar: string;
            /**
             * @description The street address, with the area and the emirate or town.
             * @example Crescent Road, Palm Jumeirah, Dubai
             */
            address: string;
            emirate: components["schemas"]["Emirate"];
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
            /**
             * @description Other names and codes the place answers to (at most 20).
             * @example [
             *       "Atlantis Dubai"
             *     ]
             */
            codes?: string[];
            airport?: components["schemas"]["PlaceAirport"];
            terminal?: components["schemas"]["PlaceTerminal"];
            cruise_terminal?: components["schemas"]["PlaceCruiseTerminal"];
            /**
             * @description Where the details come from; "Added by the operator's staff" when left out.
             * @example The hotel's own published address
             */
            source?: string;
        };
        /** @description What to change of a place; fields left out keep their value. */
        PlaceChange: {
            type?: components["schemas"]["PlaceKind"];
            /**
             * @description The English name.
             * @example Atlantis The Palm
             */
            name?: string;
            /**
             * @description The Arabic name (in Arabic script).
             * @example أتلانتس النخلة
             */
            name_ar?: string;
            /**
             * @description The street address.
             * @example Crescent Road, Palm Jumeirah, Dubai
             */
            address?: string;
            emirate?: components["schemas"]["Emirate"];
            /**
             * @description WGS 84, in degrees.
             * @example 25.1304
             */
            latitude?: number;
            /**
             * @description WGS 84, in degrees.
             * @example 55.1171
             */
            longitude?: number;
            /**
             * @description The whole new list of other names and codes (at most 20; empty clears it).
             * @example [
             *       "Atlantis Dubai",
             *       "Atlantis Palm"
             *     ]
             */
            codes?: string[];
            /** @description The airport of an airport terminal; null for any other kind. */
            airport?: components["schemas"]["PlaceAirport"] | null;
            /** @description The terminal of an airport terminal; null for any other kind. */
            terminal?: components["schemas"]["PlaceTerminal"] | null;
            /** @description The terminal of a cruise terminal; null for any other kind. */
            cruise_terminal?: components["schemas"]["PlaceCruiseTerminal"] | null;
            /**
             * @description Where the details come from.
             * @example Corrected by dispatch from the driver's report
             */
            source?: string;
            status?: components["schemas"]["PlaceStatus"];
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
        /** @description No session, or it ended or expired; sign in again. */
        Unauthenticated: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The member of staff holds none of the operation's roles. */
        Forbidden: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The member of staff holds none of the operation's roles, or the call lacks the session's `X-CSRF-Token` or a same-origin `Origin`. Nothing was changed. */
        ForbiddenOrCsrf: {
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
        /** @description No desk task with this reference. */
        TaskNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The task is not open, or another member of staff holds it, or it is not held by the signed-in one. Nothing was changed. */
        TaskInvalidState: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No live booking with this id or reference, or (for a voucher) its kind prints none. */
        LiveBookingNotFound: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No partner with this account id. */
        PartnerNotFound: {
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
        /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
        CsrfToken: string;
        /** @description Items per page, 1 to 100. */
        PageLimit: number;
        /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
        KeysetCursor: string;
        /** @description The member of staff's id. */
        StaffIdPath: components["schemas"]["StaffId"];
        /** @description The task's reference (`WTU-…`, `CLA-…`, a booking's `TR-7KQ2-M9XH` for a booking on request). */
        TaskRef: string;
        /** @description The booking's id (`bkg_…`) or its reference as a person types it (`TR-7KQ2-M9XH`, `tr7kq2m9xh`); a reference two partners' bookings share needs the id. */
        BookingRef: string;
        /** @description The driver's id. */
        DriverIdPath: components["schemas"]["DriverId"];
        /** @description The vehicle's id. */
        VehicleIdPath: components["schemas"]["VehicleId"];
        /** @description The day, in UAE time; today in UAE time when left out. */
        DispatchDate: string;
        /** @description The credit's id, as its credit answered it. */
        CreditIdPath: components["schemas"]["BankTransferCreditId"];
        /** @description The transmission's id. */
        EInvoiceTransmissionIdPath: components["schemas"]["EInvoiceTransmissionId"];
        /** @description Only this partner's. */
        FinanceAccountFilter: components["schemas"]["PartnerAccountId"];
        /** @description The partner's account id. */
        AccountIdPath: components["schemas"]["PartnerAccountId"];
        /** @description The place's id. */
        PlaceIdPath: components["schemas"]["PlaceId"];
    };
    requestBodies: never;
    headers: {
        /** @description Unique id of this request; quote it when reporting a problem. */
        RequestId: string;
        /** @description The SHA-256 of the document's bytes as issued, quoted; the same on every read. */
        DocumentETag: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description The methods the endpoint takes. */
        Allow: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The session cookie, `__Host-ops_session=…; Path=/; HttpOnly; SameSite=Strict` (and `Secure` over https or on a loopback address). */
                    "Set-Cookie": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            400: components["responses"]["InvalidJson"];
            /** @description The e-mail address, the password or the code is wrong, or the person cannot sign in. Which one is not said. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sent from another site's page (its `Origin`, or `Sec-Fetch-Site` cross-site). Nobody was signed in. */
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
            /** @description Too many failed sign-ins from this address, or for this e-mail address (locked for 15 minutes). */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endCurrentSession: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
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
            403: components["responses"]["ForbiddenOrCsrf"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in member of staff and the session. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentStaff"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpsOpenApiDocument: {
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
                    "application/json": components["schemas"]["OpsOpenApiDocument"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStaff: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewStaffMember"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitation"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description A member of staff with this e-mail address exists. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableStaff: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The member of staff's id. */
                staffId: components["schemas"]["StaffId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disabled. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisabledStaff"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No member of staff with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The admin named themself. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reinviteStaff: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The member of staff's id. */
                staffId: components["parameters"]["StaffIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person, and their new set-up link. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffInvitation"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No member of staff with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The person is not `invited`. Nothing was changed. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setStaffRoles: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The member of staff's id. */
                staffId: components["parameters"]["StaffIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRolesChange"];
            };
        };
        responses: {
            /** @description The person with their new roles, and the tasks given back to the queue. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRolesSet"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No member of staff with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description An admin took the admin role from themself. Nothing was changed. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetStaffTwoFactor: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The member of staff's id. */
                staffId: components["parameters"]["StaffIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person, invited again, their set-up link, and how many sessions ended. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTwoFactorReset"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No member of staff with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The person is not `active`. Nothing was changed. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enableStaff: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The member of staff's id. */
                staffId: components["parameters"]["StaffIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The person, enabled. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnabledStaff"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No member of staff with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The person is not `disabled`. Nothing was changed. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Only what this member of staff did. */
                staff_id?: components["schemas"]["StaffId"];
                /** @description Only events about subjects of this type. */
                subject_type?: components["schemas"]["AuditSubjectType"];
                /** @description Only events about this subject (with `subject_type`). */
                subject_id?: string;
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the log. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubjectAuditEvents: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path: {
                /** @description The subject's type. */
                subjectType: components["schemas"]["AuditSubjectType"];
                /** @description The subject's id (a booking's `bkg_…`, a task's reference, an account's `acc_…`). */
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the subject's history; empty when nothing was done to it. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDeskTasks: {
        parameters: {
            query?: {
                /** @description Only tasks in this state; `all` for every state. */
                status?: "open" | "answered" | "withdrawn" | "all";
                /** @description Only tasks of this kind. */
                kind?: components["schemas"]["DeskTaskKind"];
                /** @description Only tasks of this partner's account. */
                partner?: components["schemas"]["OpsAccountId"];
                /** @description Only tasks queued before this time. */
                created_before?: string;
                /** @description Only tasks queued at or after this time. */
                created_after?: string;
                /** @description Text to find in the task's reference, a booking's reference, the partner's name or the summary (any case). */
                q?: string;
                /** @description Newest or oldest first. */
                order?: "newest" | "oldest";
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tasks. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskTaskPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamDeskTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream, open until the client or the service closes it. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDeskTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The task's reference (`WTU-…`, `CLA-…`, a booking's `TR-7KQ2-M9XH` for a booking on request). */
                taskRef: components["parameters"]["TaskRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskTask"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TaskNotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    claimDeskTask: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The task's reference (`WTU-…`, `CLA-…`, a booking's `TR-7KQ2-M9XH` for a booking on request). */
                taskRef: components["parameters"]["TaskRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task, held by the signed-in member of staff. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskTask"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["TaskNotFound"];
            409: components["responses"]["TaskInvalidState"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    releaseDeskTask: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The task's reference (`WTU-…`, `CLA-…`, a booking's `TR-7KQ2-M9XH` for a booking on request). */
                taskRef: components["parameters"]["TaskRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task, held by nobody. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskTask"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["TaskNotFound"];
            409: components["responses"]["TaskInvalidState"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reassignDeskTask: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The task's reference (`WTU-…`, `CLA-…`, a booking's `TR-7KQ2-M9XH` for a booking on request). */
                taskRef: components["parameters"]["TaskRef"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeskTaskReassignment"];
            };
        };
        responses: {
            /** @description The task, held by the member of staff named. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskTask"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["TaskNotFound"];
            /** @description The task is not open. Nothing was changed. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerDeskTask: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The task's reference (`WTU-…`, `CLA-…`, a booking's `TR-7KQ2-M9XH` for a booking on request). */
                taskRef: components["parameters"]["TaskRef"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeskTaskAnswer"];
            };
        };
        responses: {
            /** @description The task as answered, and what the answer did. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskTaskAnswered"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["TaskNotFound"];
            409: components["responses"]["TaskInvalidState"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOpsBookings: {
        parameters: {
            query?: {
                /** @description A reference, an id, or part of the traveller's or partner's name (any case). */
                q?: string;
                /** @description Only bookings of this partner's account. */
                partner?: components["schemas"]["OpsAccountId"];
                /** @description Only bookings in this state. */
                status?: components["schemas"]["OpsBookingStatus"];
                /** @description Only bookings of this kind. */
                kind?: components["schemas"]["OpsBookingKind"];
                /** @description Only bookings served on or after this day. */
                service_from?: string;
                /** @description Only bookings served on or before this day. */
                service_to?: string;
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bookings. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsBookingPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpsBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id (`bkg_…`) or its reference as a person types it (`TR-7KQ2-M9XH`, `tr7kq2m9xh`); a reference two partners' bookings share needs the id. */
                bookingRef: components["parameters"]["BookingRef"];
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
                    "application/json": components["schemas"]["OpsBooking"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LiveBookingNotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpsBookingVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's id (`bkg_…`) or its reference as a person types it (`TR-7KQ2-M9XH`, `tr7kq2m9xh`); a reference two partners' bookings share needs the id. */
                bookingRef: components["parameters"]["BookingRef"];
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
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LiveBookingNotFound"];
            /** @description The booking's state has no voucher. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    moveOpsBooking: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The booking's id (`bkg_…`) or its reference as a person types it (`TR-7KQ2-M9XH`, `tr7kq2m9xh`); a reference two partners' bookings share needs the id. */
                bookingRef: components["parameters"]["BookingRef"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsBookingMove"];
            };
        };
        responses: {
            /** @description The booking after the move. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsBooking"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["LiveBookingNotFound"];
            /** @description The booking's state or kind does not allow the move, or another member of staff holds its desk task. Nothing was changed. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDrivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drivers. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDriver: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewDriver"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Driver"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description A driver with this licence number is on the records. Nothing was added. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDriver: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The driver's id. */
                driverId: components["parameters"]["DriverIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverChange"];
            };
        };
        responses: {
            /** @description The driver as now stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Driver"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No driver with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Another driver has this licence number. Nothing was changed. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVehicles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicles. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createVehicle: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewVehicle"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vehicle"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description A vehicle with this plate is on the records. Nothing was added. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateVehicle: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The vehicle's id. */
                vehicleId: components["parameters"]["VehicleIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleChange"];
            };
        };
        responses: {
            /** @description The vehicle as now stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vehicle"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No vehicle with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Another vehicle has this plate. Nothing was changed. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDispatchBoard: {
        parameters: {
            query?: {
                /** @description The day, in UAE time; today in UAE time when left out. */
                date?: components["parameters"]["DispatchDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's jobs. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispatchBoard"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamDispatchBoard: {
        parameters: {
            query?: {
                /** @description The day, in UAE time; today in UAE time when left out. */
                date?: components["parameters"]["DispatchDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream, open until the client or the service closes it. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assignDispatchJob: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DispatchAssignment"];
            };
        };
        responses: {
            /** @description Assigned; the job as the board now shows it, with the link sent to its driver (`driver_link`). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardJob"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No live booking with this id or reference, or it has no pickup. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The driver or the vehicle is on an overlapping job, or the booking is not in a state a driver is assigned from. Nothing was assigned. */
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
            /** @description The request breaks the schema, the driver or vehicle is not an active one, or the vehicle is too small for the party. Nothing was assigned. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDispatchCandidates: {
        parameters: {
            query: {
                /** @description The live booking's id or reference. */
                booking: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The candidates. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DispatchCandidates"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No live booking with this id or reference, or it has no pickup. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJobSheet: {
        parameters: {
            query?: {
                /** @description The day, in UAE time; today in UAE time when left out. */
                date?: components["parameters"]["DispatchDate"];
                /** @description One driver's day only. */
                driver_id?: components["schemas"]["DriverId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job sheet. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No driver with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBankTransfers: {
        parameters: {
            query?: {
                /** @description Only this partner's. */
                account_id?: components["parameters"]["FinanceAccountFilter"];
                /** @description Only the credits of this bank reference, found by its canonical key. */
                reference?: string;
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transfers. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransferPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBankTransfer: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewBankTransfer"];
            };
        };
        responses: {
            /** @description Credited; the credit and the pro-forma it paid, if any. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransferCredited"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No partner with this account id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A credit of this bank reference's key stands. Nothing was credited. */
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
            /** @description The request breaks the schema, the bank reference quotes no pro-forma and no account is named, or it quotes another partner's pro-forma. Nothing was credited. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBankTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The credit's id, as its credit answered it. */
                creditId: components["parameters"]["CreditIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransferRead"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No credit with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reverseBankTransfer: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The credit's id, as its credit answered it. */
                creditId: components["parameters"]["CreditIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankTransferReversal"];
            };
        };
        responses: {
            /** @description Reversed; the credit as it stands now, the pro-forma it paid, the wallet's balance after. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransferReversed"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No credit with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The credit was reversed before. Nothing was changed. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProformaInvoices: {
        parameters: {
            query?: {
                /** @description Only pro-formas in this status. */
                status?: components["schemas"]["ProformaStatus"];
                /**
                 * @description Only the pro-forma a bank transfer with this bank reference would be matched to, found
                 *     as `createBankTransfer` finds it (the first pro-forma whose payment reference, or
                 *     top-up reference, the text's canonical key quotes): to check a transfer before
                 *     recording it. No pro-forma when it quotes none.
                 */
                quoted_by?: string;
                /** @description Only this partner's. */
                account_id?: components["parameters"]["FinanceAccountFilter"];
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pro-formas. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProformaPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProformaInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The pro-forma's number, however it is spaced, dashed or cased. */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pro-forma's PDF, as issued. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    ETag: components["headers"]["DocumentETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No pro-forma with this number. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOpsCreditNotes: {
        parameters: {
            query?: {
                /** @description Only this partner's. */
                account_id?: components["parameters"]["FinanceAccountFilter"];
                /** @description Only notes issued on this day (UAE time) or later. */
                issued_gte?: string;
                /** @description Only notes issued on this day (UAE time) or earlier. */
                issued_lte?: string;
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tax credit notes. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsCreditNotePage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOverdueInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overdue invoices. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverdueInvoiceList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartnerStatement: {
        parameters: {
            query: {
                /** @description The first day of the period (UAE time). */
                from: string;
                /** @description The last day of the period (UAE time), on or after `from` and at most 366 days after it. */
                to: string;
            };
            header?: never;
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatementOfAccount"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No partner with this account id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A day is missing or not a date, `to` is before `from`, or the period is longer than 366 days. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEInvoices: {
        parameters: {
            query?: {
                /** @description Only the transmissions in this status. */
                status?: components["schemas"]["EInvoiceTransmissionStatus"];
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of transmissions. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EInvoiceTransmissionPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retransmitEInvoice: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The transmission's id. */
                transmissionId: components["parameters"]["EInvoiceTransmissionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued again; the transmission as it stands now. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EInvoiceTransmission"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No live transmission with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The e-invoice is on its way or acknowledged. Nothing was changed. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPartners: {
        parameters: {
            query?: {
                /** @description An account id, or part of a name, legal name or TRN. */
                q?: string;
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of partners. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerDetail"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PartnerNotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePartner: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerChanges"];
            };
        };
        responses: {
            /** @description The partner as now stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerDetail"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["PartnerNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setPartnerLiveAccess: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LiveAccessChange"];
            };
        };
        responses: {
            /** @description The partner as now stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerDetail"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["PartnerNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPartnerLedger: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerLedgerPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PartnerNotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPartnerPeople: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of people. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPersonPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PartnerNotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPartnerNotices: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of notices. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerNoticePage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PartnerNotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPartnerEmails: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run newest first and never repeat an item. */
                cursor?: components["parameters"]["KeysetCursor"];
            };
            header?: never;
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of e-mails. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerEmailPage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PartnerNotFound"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPartnerPayoutBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank details on file. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBankDetails"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No partner with this account id, or none of its payout bank details on file. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    issuePartnerKey: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPartnerKey"];
            };
        };
        responses: {
            /** @description Issued; the key is shown this once. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description Always `no-store`; the answer holds the key. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedPartnerKey"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["PartnerNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokePartnerKey: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The key's id. */
                keyId: components["schemas"]["PartnerKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerKey"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No key with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rollPartnerKey: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The key to replace. */
                keyId: components["schemas"]["PartnerKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rolled; the new key is shown this once. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description Always `no-store`; the answer holds the key. */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolledPartnerKey"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No key with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The key is revoked already. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    invitePartnerOwner: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPartnerOwner"];
            };
        };
        responses: {
            /** @description Invited; the invitation was e-mailed. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitedPartnerOwner"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["PartnerNotFound"];
            /** @description The account has its owner already (active, or invited with the invitation open). Nothing was stored. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setPartnerCreditLine: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The partner's account id. */
                accountId: components["parameters"]["AccountIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditLineChange"];
            };
        };
        responses: {
            /** @description The credit line as now set. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerCreditLine"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            404: components["responses"]["PartnerNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOperatorDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operator's details. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorDetails"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOperatorDetails: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorDetailsChanges"];
            };
        };
        responses: {
            /** @description The operator's details as now stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorDetails"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFxRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rates. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FxRateList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setFxRate: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The ISO 4217 code. */
                currency: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FxRateChange"];
            };
        };
        responses: {
            /** @description The rate as now stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FxRate"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOpsPlaces: {
        parameters: {
            query?: {
                /** @description Words the place's English name, Arabic name or one of its codes contains. */
                q?: string;
                /** @description Only places of this kind. */
                type?: components["schemas"]["PlaceKind"];
                /** @description Only places in this emirate. */
                emirate?: components["schemas"]["Emirate"];
                /** @description Only places in service (`active`) or only those taken out (`archived`); both when left out. */
                status?: components["schemas"]["PlaceStatus"];
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["PageLimit"];
                /** @description The `next_cursor` of the previous page; omit it for the first page. Pages run by name and start after the last place of the one before. */
                cursor?: string;
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
                    "application/json": components["schemas"]["OpsPlacePage"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPlace: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPlace"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlace"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description Another place of the catalogue has this name, Arabic name, code, airport terminal or cruise terminal. Nothing was added. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePlace: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the signed-in session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The place's id. */
                placeId: components["parameters"]["PlaceIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceChange"];
            };
        };
        responses: {
            /** @description The place as now stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsPlace"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["ForbiddenOrCsrf"];
            /** @description No place with this id. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Another place of the catalogue has this name, Arabic name, code, airport terminal or cruise terminal. Nothing was changed. */
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
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
