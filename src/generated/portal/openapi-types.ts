// Generated from the portal API's contract (openapi/portal/openapi.yaml, openapi/portal/*.yaml) by `npm run codegen`. Do not edit.
export interface paths {
    "/api/portal/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a password
         * @description Signs a person in with their e-mail address and password, and the authenticator's current
         *     code (or an unused recovery code) when their login has an authenticator. Opens a session
         *     in the account named by `account_id`, or else the one the login used last (else the
         *     first of its accounts by name), on live data when the account's live access is on and
         *     the person may act on it (an `owner` or `admin` only with a second factor), else on test
         *     data. Sets the `__Host-portal_session` cookie of a new session (any session the browser
         *     held is ended) and answers the session with its `csrf_token`.
         *
         *     A wrong password, an unknown address, an address no account's live team holds as an
         *     active person and a wrong, replayed or used code all answer the same 401
         *     `unauthenticated`. A right password without the code the login needs answers 401
         *     `second_factor_required`: send the same request again with `code`. 5 failures for one
         *     e-mail address, or 20 from one network address, within 15 minutes lock sign-in for 15
         *     minutes (429 `sign_in_locked`).
         */
        post: operations["createPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/sessions/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin signing in with a passkey
         * @description The WebAuthn options for `navigator.credentials.get()` (as `PublicKeyCredentialRequestOptionsJSON`):
         *     a new challenge, valid 5 minutes and good once, for any of the passkeys registered here
         *     (the browser offers the person theirs). Send the authenticator's answer to
         *     `POST /api/portal/v1/sessions/passkey`.
         */
        post: operations["startPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/sessions/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description Signs a person in with the answer of their authenticator to a challenge of
         *     `POST /api/portal/v1/sessions/passkey/options`, verified against the passkey's public key
         *     (the person verified on the device). The session opens as a password's does, with the
         *     passkey as its second factor. A challenge that is unknown, used or expired, a passkey not
         *     registered here, or an answer that does not verify answers 401 `unauthenticated` and
         *     counts as a failed credential of the address.
         */
        post: operations["createPasskeySession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session
         * @description Who is signed in, in which account and role, what the session may do (`scopes`, the
         *     partners' API's scopes of the role), on which data (`mode`), the accounts the login may
         *     switch to, the second factor, the account's brand colours, and the session's
         *     `csrf_token`: a page opened again on a session the browser still holds reads it here.
         */
        get: operations["getPortalSession"];
        put?: never;
        post?: never;
        /**
         * Sign out
         * @description Ends the session at once and clears the cookie; its id is never accepted again.
         */
        delete: operations["endPortalSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/session/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch the account or between test and live
         * @description Moves the session to another account of the login (`account_id`; the same one when left
         *     out) and to its test or live data (`mode`). Live data needs the account's live access
         *     (403 `live_access_disabled`), and an `owner` or `admin` needs a second factor on the
         *     session (403 `second_factor_required`). The session gets a new id (the answer sets the
         *     cookie again) and keeps its CSRF token and its times; the next sign-in opens where it is
         *     left.
         */
        put: operations["switchPortalContext"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a forgotten-password link
         * @description E-mails the address a single-use link, `/portal/reset#<token>`, valid one hour, when the
         *     address is an active person of some account's live team (their earlier links stop
         *     working; at most 3 links an hour are sent to one address). Answers 202 whoever the
         *     address is, so the answer says nothing of who has a login.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/password-resets/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a forgotten-password link
         * @description Sets the login's password with the token of a forgotten-password link, which is spent in
         *     the same transaction (of two uses at once, one wins): every session of the login ends,
         *     its failed sign-ins are forgotten, and the person is told by e-mail. The authenticator,
         *     if any, stays: the next sign-in still needs its code. A token that is unknown, used or
         *     expired answers 401 `unauthenticated` and counts as a failed credential of the address.
         */
        post: operations["completePasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This description
         * @description The portal API's OpenAPI 3.1 description, public.
         */
        get: operations["getPortalOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password
         * @description Replaces the login's password, given the current one. Every other session of the login
         *     ends, this one gets a new id (the answer sets the cookie again), and the person is told
         *     by e-mail. A wrong current password answers 422 naming `current_password` and counts as
         *     a failed sign-in of the login.
         */
        put: operations["changePortalPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin enrolling an authenticator app
         * @description A new TOTP secret for the login's authenticator app, as text, as an `otpauth://` URI and
         *     as a QR code to scan. It is kept, unconfirmed, until a code of it is sent to
         *     `POST /api/portal/v1/totp/confirm` (a newer one replaces it). A login that has an
         *     authenticator already answers 409 `invalid_state` (remove it first); a login with a
         *     passkey enrols one only on a session opened with it (403 `second_factor_required`).
         */
        post: operations["startTotpEnrolment"];
        /**
         * Remove the authenticator app
         * @description Removes the login's authenticator and its recovery codes, given the password and a
         *     current code of it (or a recovery code). The session's own second factor stays what it
         *     was proved with; an `owner` or `admin` needs another (a passkey) for live data at the
         *     next sign-in. The body is sent with the DELETE.
         */
        delete: operations["removeTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the authenticator app
         * @description Enrols the secret of `POST /api/portal/v1/totp` with a current code of it, and answers 10
         *     recovery codes, shown this once (each signs in once in place of a code). The code is the
         *     session's second factor from now on: the session gets a new id (the answer sets the
         *     cookie again), and an `owner` or `admin` may act on live data.
         */
        post: operations["confirmTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/totp/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New recovery codes
         * @description Replaces the login's recovery codes with 10 new ones, shown this once, given a current code of the authenticator; the old ones stop working.
         */
        post: operations["renewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The login's passkeys
         * @description The passkeys that sign this login in, oldest first.
         */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Register a passkey
         * @description Registers the passkey an authenticator made for a challenge of
         *     `POST /api/portal/v1/passkeys/options`, verified (the person verified on the device), with
         *     the name given (else the kind of device). The passkey is the session's second factor from
         *     now on: the session gets a new id (the answer sets the cookie again). A challenge that is
         *     unknown, used, expired or another login's, or an answer that does not verify, answers 422.
         */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin registering a passkey
         * @description The WebAuthn options for `navigator.credentials.create()` (as
         *     `PublicKeyCredentialCreationOptionsJSON`): a new challenge, valid 5 minutes and good
         *     once, a discoverable credential verified on the device, and the login's passkeys to
         *     exclude. A login with a second factor adds a passkey only on a session opened with one
         *     (403 `second_factor_required`).
         */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/portal/v1/passkeys/{passkey}": {
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
         * Remove a passkey
         * @description Removes one of the login's passkeys: it no longer signs in. On a session opened without a
         *     second factor, refused (403 `second_factor_required`) while the login has one.
         */
        delete: operations["removePasskey"];
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
        ErrorCode: "invalid_json" | "bad_request" | "request_timeout" | "unauthenticated" | "second_factor_required" | "csrf_failed" | "live_access_disabled" | "sign_in_locked" | "not_found" | "method_not_allowed" | "invalid_state" | "idempotency_in_progress" | "idempotency_key_reused" | "payload_too_large" | "unsupported_media_type" | "validation_failed" | "rate_limited" | "internal" | "not_configured";
        /** @description One reason a request failed validation. */
        ValidationIssue: {
            /**
             * @description Dotted path of the field; empty for the body as a whole.
             * @example new_password
             */
            path: string;
            /**
             * @description What is wrong with it.
             * @example must be at least 12 characters
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
         * @example 2026-11-29T10:00:00.000Z
         */
        Timestamp: string;
        /**
         * Format: email
         * @description An e-mail address, the person's login (compared trimmed and in any case).
         * @example mariam@gulfhorizons.example
         */
        Email: string;
        /**
         * @description A new password, 12 to 200 characters (any characters; a passphrase is best).
         * @example correct horse battery staple
         */
        NewPassword: string;
        /**
         * @description An account's id.
         * @example acc_4Kq9Zt2Lm8Xc1Vb7Nw3P
         */
        AccountId: string;
        /**
         * @description Which of the account's data the session acts on, as a test key (`test`) or a live key (`live`) would.
         * @example live
         * @enum {string}
         */
        Mode: "test" | "live";
        /**
         * @description The person's role in the account (the partners' `UserRole`), which sets what the session may do.
         * @example booker
         * @enum {string}
         */
        Role: "owner" | "admin" | "booker" | "finance" | "viewer";
        /**
         * @description How a second factor was proved: a code of the authenticator app (`totp`), a recovery code (`recovery_code`), or a passkey (`passkey`).
         * @example totp
         * @enum {string}
         */
        SecondFactorMethod: "totp" | "recovery_code" | "passkey";
        /** @description What a person signs in with. */
        PortalSignIn: {
            email: components["schemas"]["Email"];
            /**
             * @description The login's password.
             * @example correct horse battery staple
             */
            password: string;
            /**
             * @description The authenticator's current 6-digit code, or one of the recovery codes (each good once); needed once the login has an authenticator.
             * @example 492039
             */
            code?: string;
            /** @description The account to open the session in; the one used last when left out. */
            account_id?: components["schemas"]["AccountId"];
        };
        /** @description The options of `navigator.credentials.get()`, as WebAuthn's `PublicKeyCredentialRequestOptionsJSON` (pass them to the browser as they are). */
        PasskeySignInOptions: {
            /** @description The challenge, base64url: good once, for 5 minutes. */
            challenge: string;
            /** @description The relying party: this service's host name. */
            rpId?: string;
            /** @description Milliseconds the browser waits for the person. */
            timeout?: number;
            /** @description `required`: the device verifies the person (a fingerprint, a PIN). */
            userVerification?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An authenticator's answer as the browser gives it (`PublicKeyCredential.toJSON()`, WebAuthn's `RegistrationResponseJSON` or `AuthenticationResponseJSON`), passed on as it is. */
        WebAuthnResponse: {
            /** @description The credential's id, base64url. */
            id: string;
            /** @description The same id, base64url. */
            rawId: string;
            /**
             * @description Always `public-key`.
             * @constant
             */
            type: "public-key";
            /** @description What the authenticator signed: `clientDataJSON` and, for a sign-in, `authenticatorData`, `signature` and `userHandle`; for a registration, `attestationObject` and `transports`. */
            response: {
                /** @description The client data, base64url. */
                clientDataJSON: string;
            } & {
                [key: string]: unknown;
            };
            /** @description The extensions' results. */
            clientExtensionResults?: Record<string, never>;
            /** @description `platform` or `cross-platform`. */
            authenticatorAttachment?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A passkey's answer to a sign-in challenge. */
        PasskeySignIn: {
            response: components["schemas"]["WebAuthnResponse"];
            /** @description The account to open the session in; the one used last when left out. */
            account_id?: components["schemas"]["AccountId"];
        };
        /** @description Where the session acts. */
        PortalContext: {
            /** @description An account of the login; the session's own when left out. */
            account_id?: components["schemas"]["AccountId"];
            mode: components["schemas"]["Mode"];
        };
        /** @description The address to send a forgotten-password link to. */
        PasswordResetRequest: {
            email: components["schemas"]["Email"];
        };
        /** @description The link's token and the new password. */
        PasswordResetCompletion: {
            /**
             * @description The 43 characters after `#` in the link `/portal/reset#…`.
             * @example Qm9vb3ZlcnkgbG9uZyByYW5kb20gdG9rZW4xMjM0NTY
             */
            token: string;
            password: components["schemas"]["NewPassword"];
        };
        /** @description An account the login belongs to, and the person's role there. */
        PortalAccount: {
            id: components["schemas"]["AccountId"];
            /**
             * @description The account's name.
             * @example Gulf Horizons Travel
             */
            name: string;
            role: components["schemas"]["Role"];
            /** @description Whether the operator has switched on the account's live access. */
            live_access: boolean;
        };
        /** @description The login's second factors, and whether the session proved one. */
        SecondFactorState: {
            /** @description Whether the person's role in this account (`owner`, `admin`) acts on live data only with a second factor on the session. */
            required: boolean;
            /** @description Whether the login has an authenticator app or a passkey. */
            enrolled: boolean;
            /** @description Whether the login has an authenticator app. */
            totp: boolean;
            /** @description How many passkeys the login has. */
            passkeys: number;
            /** @description How this session proved a second factor, or null. */
            on_session: components["schemas"]["SecondFactorMethod"] | null;
        };
        /** @description The account's own brand (its white label on documents of the session's mode), for the portal's colours. */
        PortalBrand: {
            /**
             * @description The brand's name.
             * @example Gulf Horizons
             */
            display_name: string;
            /**
             * @description The accent colour, or null.
             * @example #0A7C86
             */
            accent_hex: string | null;
            /** @description The logo, an https address, or null. */
            logo_url: string | null;
        };
        /** @description A signed-in person's session. */
        PortalSession: {
            /**
             * @description Always `portal_session`.
             * @constant
             */
            object: "portal_session";
            /**
             * @description The session's public id (not its cookie), as the partners' API names it (`whoami`, the request log).
             * @example pss_8Hn2Lq5Vx0Zc3Rt7Yh1U
             */
            session_id: string;
            /** @description Who is signed in, as the account's team knows them. */
            person: {
                /**
                 * @description The person's id in the account's team (`usr_…`), the actor of what they do (`user:<id>`).
                 * @example usr_2Fh7Kq9Zt2Lm8Xc1Vb7N
                 */
                user_id: string;
                email: components["schemas"]["Email"];
                /**
                 * @description First name.
                 * @example Mariam
                 */
                first_name: string;
                /**
                 * @description Last name.
                 * @example Al Suwaidi
                 */
                last_name: string;
            };
            role: components["schemas"]["Role"];
            /**
             * @description What the role may do, as the partners' API's scopes (`Scope`); an operation needing another answers 403 `insufficient_scope`.
             * @example [
             *       "account:read",
             *       "bookings:view"
             *     ]
             */
            scopes: string[];
            /** @description The account the session acts for. */
            account: {
                id: components["schemas"]["AccountId"];
                /**
                 * @description The account's name.
                 * @example Gulf Horizons Travel
                 */
                name: string;
                /** @description Whether the operator has switched on the account's live access. */
                live_access: boolean;
            };
            /** @description Every account the login belongs to, by name, to switch between. */
            accounts: components["schemas"]["PortalAccount"][];
            mode: components["schemas"]["Mode"];
            /** @description Whether the session may act on live data now (the account's live access is on, and a second factor is on the session where the role needs one). */
            live_access: boolean;
            second_factor: components["schemas"]["SecondFactorState"];
            /** @description The account's brand colours where it has set its own, else null. */
            brand: components["schemas"]["PortalBrand"] | null;
            /**
             * @description Send it in `X-CSRF-Token` with every state-changing call of this session (to this API and to the partners').
             * @example Zk2bq7LrV0w1Xc9yT3uHn8Pj5Ae6Sd4Fg2Hk1Lm0Nq
             */
            csrf_token: string;
            /** @description 30 minutes after the last request; each request moves it on. */
            idle_expires_at: components["schemas"]["Timestamp"];
            /** @description 12 hours after sign-in, whatever happens. */
            expires_at: components["schemas"]["Timestamp"];
        };
        /** @description An OpenAPI 3.1 document. */
        PortalOpenApiDocument: {
            /** @example 3.1.0 */
            openapi: string;
            /** @description Title, version and description. */
            info: Record<string, never>;
            /** @description The operations by path. */
            paths: Record<string, never>;
        };
        /** @description The current password and the new one. */
        PasswordChange: {
            /**
             * @description The password the login has now.
             * @example correct horse battery staple
             */
            current_password: string;
            new_password: components["schemas"]["NewPassword"];
        };
        /** @description A secret for the authenticator app, awaiting a code of it. */
        TotpEnrolment: {
            /** @description The secret in base32, to type into the app. */
            secret: string;
            /** @description The `otpauth://totp/…` URI the app enrols from. */
            otpauth_uri: string;
            /** @description The URI as a QR code, an SVG `data:` URI to show as an image. */
            qr_code: string;
            /** @description Until when a code of it confirms it (15 minutes). */
            expires_at: components["schemas"]["Timestamp"];
        };
        /** @description A current code of the authenticator. */
        TotpConfirmation: {
            /**
             * @description The authenticator's current 6-digit code.
             * @example 492039
             */
            code: string;
        };
        /** @description The password and a current code of the authenticator (or a recovery code). */
        TotpRemoval: {
            /**
             * @description The login's password.
             * @example correct horse battery staple
             */
            password: string;
            /**
             * @description A current code of the authenticator, or an unused recovery code.
             * @example 492039
             */
            code: string;
        };
        /** @description Ten recovery codes, shown once; each signs in once in place of an authenticator code. */
        RecoveryCodes: {
            /** @description The codes, `xxxxx-xxxxx`. */
            recovery_codes: string[];
        };
        /** @description The authenticator is enrolled. */
        TotpEnrolled: {
            /** @description Ten recovery codes, shown this once. */
            recovery_codes: string[];
            session: components["schemas"]["PortalSession"];
        };
        /** @description A passkey that signs the login in. */
        Passkey: {
            /**
             * @description The passkey's id.
             * @example ppk_3Jd8Lq2Vx0Zc5Rt7Yh1U
             */
            id: string;
            /**
             * @description What the person called it (the kind of device unless named).
             * @example Work laptop
             */
            name: string;
            /**
             * @description Whether it lives on one device (`singleDevice`) or is synced between a person's devices (`multiDevice`).
             * @enum {string}
             */
            device_type: "singleDevice" | "multiDevice";
            /** @description Whether it is backed up (synced). */
            backed_up: boolean;
            created_at: components["schemas"]["Timestamp"];
            /** @description When it last signed in, or null. */
            last_used_at: components["schemas"]["Timestamp"] | null;
        };
        /** @description The login's passkeys. */
        PasskeyList: {
            /** @description Oldest first. */
            data: components["schemas"]["Passkey"][];
        };
        /** @description The options of `navigator.credentials.create()`, as WebAuthn's `PublicKeyCredentialCreationOptionsJSON` (pass them to the browser as they are). */
        PasskeyRegistrationOptions: {
            /** @description The challenge, base64url: good once, for 5 minutes. */
            challenge: string;
            /** @description The relying party: this service's name and host name. */
            rp: Record<string, never>;
            /** @description The login, as the authenticator keeps it (its id and e-mail address). */
            user: Record<string, never>;
            /** @description The signature algorithms accepted. */
            pubKeyCredParams: Record<string, never>[];
        } & {
            [key: string]: unknown;
        };
        /** @description A new passkey's answer to a registration challenge. */
        PasskeyRegistration: {
            /**
             * @description What to call it (the kind of device when left out).
             * @example Work laptop
             */
            name?: string;
            response: components["schemas"]["WebAuthnResponse"];
        };
        /** @description The registered passkey, and the session under its new id. */
        PasskeyAdded: {
            passkey: components["schemas"]["Passkey"];
            session: components["schemas"]["PortalSession"];
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
        /** @description No session, or it ended, idled out or expired, or the person is no longer active in its account; sign in again. */
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
        /** @description Sent from another site's page (its `Origin`, or `Sec-Fetch-Site` cross-site). Nothing was changed. */
        ForeignOrigin: {
            headers: {
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The call lacks the session's `X-CSRF-Token` or a same-origin `Origin`, or it changes the login's second factors on a session opened without one while the login has one. Nothing was changed. */
        SecondFactorChange: {
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
        /** @description The request breaks the schema or a rule; `issues` say where. Nothing was changed. */
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
    };
    requestBodies: never;
    headers: {
        /** @description Unique id of this request; quote it when reporting a problem. */
        RequestId: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description The methods the endpoint takes. */
        Allow: string;
        /** @description The session cookie, `__Host-portal_session=…; Path=/; HttpOnly; SameSite=Strict` (and `Secure` over https or on a loopback address), with a new id. */
        SessionCookie: string;
        /** @description Clears the session cookie. */
        ClearedSessionCookie: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalSignIn"];
            };
        };
        responses: {
            /** @description Signed in. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Set-Cookie": components["headers"]["SessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSession"];
                };
            };
            400: components["responses"]["InvalidJson"];
            /** @description The e-mail address, the password or the code is wrong, or the person cannot sign in (which one is not said); or the password is right and the code is missing. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
            /** @description `account_id` names no account of this login. */
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
            422: components["responses"]["ValidationFailed"];
            /** @description Sign-in for this e-mail address, or from this address, is locked for 15 minutes after too many failures. */
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
    startPasskeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeySignInOptions"];
                };
            };
            400: components["responses"]["InvalidJson"];
            403: components["responses"]["ForeignOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPasskeySession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignIn"];
            };
        };
        responses: {
            /** @description Signed in. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Set-Cookie": components["headers"]["SessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSession"];
                };
            };
            400: components["responses"]["InvalidJson"];
            /** @description The passkey does not sign in here (which reason is not said). */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
            /** @description `account_id` names no account of this login. */
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
            422: components["responses"]["ValidationFailed"];
            /** @description Sign-in from this address is locked, or too many failed credentials from it. */
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
    getPortalSession: {
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
                    "application/json": components["schemas"]["PortalSession"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endPortalSession: {
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
            /** @description Signed out. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Set-Cookie": components["headers"]["ClearedSessionCookie"];
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
    switchPortalContext: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PortalContext"];
            };
        };
        responses: {
            /** @description The session, in its new context. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Set-Cookie": components["headers"]["SessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSession"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            /** @description The call lacks its CSRF token or Origin; or live data is refused (live access off, or no second factor on an owner's or admin's session). */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `account_id` names no account of this login. */
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
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description If the address has a login, a link is on its way. */
            202: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidJson"];
            403: components["responses"]["ForeignOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    completePasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetCompletion"];
            };
        };
        responses: {
            /** @description The password is set; sign in with it. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidJson"];
            /** @description The link was used already, has expired, or is not one of ours. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            403: components["responses"]["ForeignOrigin"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPortalOpenApiDocument: {
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
                    "application/json": components["schemas"]["PortalOpenApiDocument"];
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
    changePortalPassword: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description The password is changed; the session, under its new id. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Set-Cookie": components["headers"]["SessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalSession"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Csrf"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The request breaks the schema, or the current password is wrong. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many calls, or sign-in for this login is locked after too many failures. */
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
    startTotpEnrolment: {
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
            /** @description The secret to enrol. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorChange"];
            /** @description The login has an authenticator already. */
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
    removeTotp: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpRemoval"];
            };
        };
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Csrf"];
            /** @description The login has no authenticator. */
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
            /** @description The request breaks the schema, or the password or the code is wrong. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many calls, or sign-in for this login is locked after too many failures. */
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
    confirmTotpEnrolment: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirmation"];
            };
        };
        responses: {
            /** @description Enrolled. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Set-Cookie": components["headers"]["SessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolled"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Csrf"];
            /** @description No secret awaits confirmation (none was asked for, or it expired after 15 minutes), or an authenticator is enrolled already. */
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
            /** @description The request breaks the schema, or the code is not the authenticator's current one. */
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
    renewRecoveryCodes: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirmation"];
            };
        };
        responses: {
            /** @description The new codes. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Csrf"];
            /** @description The login has no authenticator. */
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
            /** @description The request breaks the schema, or the code is not the authenticator's current one. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many calls, or sign-in for this login is locked after too many failures. */
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
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passkeys. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistration"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "Set-Cookie": components["headers"]["SessionCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAdded"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorChange"];
            /** @description The passkey is registered already. */
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
            /** @description The request breaks the schema, or the authenticator's answer does not verify. */
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
    startPasskeyRegistration: {
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
            /** @description The options. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationOptions"];
                };
            };
            400: components["responses"]["InvalidJson"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorChange"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header: {
                /** @description The `csrf_token` of the session, on every state-changing call. */
                "X-CSRF-Token": components["parameters"]["CsrfToken"];
            };
            path: {
                /** @description The passkey's id. */
                passkey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorChange"];
            /** @description No such passkey of this login. */
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
            429: components["responses"]["RateLimited"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
