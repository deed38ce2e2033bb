/**
 * The public forms, each limited per address on its own, so that using one up refuses nothing
 * else: the partner application (`/trade/apply`), the applicant's e-mail confirmation, the live
 * key's reveal, a partner user's invitation, and the booking requests and acceptance a partner's
 * links lead to (welcome guide, affiliate landing page, white-label site, booking widget, DMC
 * proposal).
 */
export const FORM_LIMIT_NAMES = [
  'partner_application',
  'email_confirmation',
  'key_reveal',
  'invitation_acceptance',
  'guide_booking',
  'affiliate_booking',
  'site_booking',
  'widget_booking',
  'proposal_acceptance',
] as const;

export type FormLimitName = (typeof FORM_LIMIT_NAMES)[number];

/**
 * Request limits: the hourly ones per client address from the seed, the per-minute limit of
 * each v1 API key, and failed authentication attempts per client address and minute. Each can be changed through the environment (raised for load tests).
 */
export const LIMIT_NAMES = [
  'sandbox',
  'developer_handshake',
  'credit_line_application',
  'wallet_topup',
  'account_payload',
  'tracking_link',
  'api_key',
  'auth_failure',
  'public_page',
  'staff_setup',
  'driver_session',
  'driver_api',
  'portal_person',
  'portal_password_reset',
  ...FORM_LIMIT_NAMES,
] as const;

export type LimitName = (typeof LIMIT_NAMES)[number];

export interface LimitRule {
  /** Requests allowed in one window. */
  allowed: number;
  windowSeconds: number;
  env: string;
  /** A variable that sets `allowed` when `env` is not set: one setting for a family of limits. */
  fallbackEnv?: string;
  /** How a refusal names what was counted. */
  subject: string;
}

const HOUR = 3600;
const MINUTE = 60;

/**
 * A public form's limit: 20 an hour per address, set for every form at once with
 * `LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR` or for one with its own variable.
 */
const form = (env: string, subject: string): LimitRule => ({ allowed: 20, windowSeconds: HOUR, env, fallbackEnv: 'LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR', subject });

export const DEFAULT_LIMITS: Readonly<Record<LimitName, LimitRule>> = {
  sandbox: { allowed: 120, windowSeconds: HOUR, env: 'LIMIT_SANDBOX_PER_HOUR', subject: 'sandbox requests from this address' },
  developer_handshake: { allowed: 10, windowSeconds: HOUR, env: 'LIMIT_HANDSHAKE_PER_HOUR', subject: 'developer_handshake requests from this address' },
  credit_line_application: { allowed: 5, windowSeconds: HOUR, env: 'LIMIT_CREDIT_LINE_PER_HOUR', subject: 'credit_line_application requests from this address' },
  wallet_topup: { allowed: 10, windowSeconds: HOUR, env: 'LIMIT_WALLET_TOPUP_PER_HOUR', subject: 'wallet_topup requests from this address' },
  account_payload: { allowed: 60, windowSeconds: HOUR, env: 'LIMIT_ACCOUNT_PAYLOAD_PER_HOUR', subject: 'account_payload requests from this address' },
  tracking_link: { allowed: 60, windowSeconds: HOUR, env: 'LIMIT_TRACKING_LINK_PER_HOUR', subject: 'tracking_link requests from this address' },
  api_key: { allowed: 300, windowSeconds: MINUTE, env: 'LIMIT_API_KEY_PER_MINUTE', subject: 'requests with this key' },
  // Checked before a credential is looked up, so a flood of guessed keys costs no queries.
  auth_failure: { allowed: 30, windowSeconds: MINUTE, env: 'LIMIT_AUTH_FAILURES_PER_MINUTE', subject: 'failed authentication attempts from this address' },
  // The public pages the API's links lead to (guide pages, sites, tracking links, widgets,
  // client links): generous for reading, tight for what a visitor sends (a booking request, an
  // acceptance), which reaches the trade desk: each form its own count.
  public_page: { allowed: 240, windowSeconds: MINUTE, env: 'LIMIT_PUBLIC_PAGES_PER_MINUTE', subject: 'public page requests from this address' },
  // The staff set-up link's page and form: counted apart from every public page and form.
  staff_setup: { allowed: 30, windowSeconds: HOUR, env: 'LIMIT_STAFF_SETUP_PER_HOUR', subject: 'staff set-up requests from this address' },
  // A driver's job link opening a session, per address: apart from the failed-credential limit
  // a wrong or spent token also counts against.
  driver_session: { allowed: 30, windowSeconds: HOUR, env: 'LIMIT_DRIVER_SESSIONS_PER_HOUR', subject: 'driver sessions opened from this address' },
  // Each driver's calls of the driver API, per minute: the job page reads its jobs and shares the
  // phone's position every 15 seconds, and sends the moves a phone queued offline in a burst.
  driver_api: { allowed: 120, windowSeconds: MINUTE, env: 'LIMIT_DRIVER_REQUESTS_PER_MINUTE', subject: 'requests of this driver' },
  // Each person signed in to the partner portal, per minute: their calls of the portal API and of
  // the partners' API with their session together (a key's calls count against `api_key`).
  portal_person: { allowed: 300, windowSeconds: MINUTE, env: 'LIMIT_PORTAL_PERSON_PER_MINUTE', subject: 'requests of this person' },
  // Forgotten-password links asked for from one address: each may e-mail someone.
  portal_password_reset: { allowed: 10, windowSeconds: HOUR, env: 'LIMIT_PORTAL_PASSWORD_RESETS_PER_HOUR', subject: 'password reset links asked for from this address' },
  partner_application: form('LIMIT_PARTNER_APPLICATIONS_PER_HOUR', 'partner applications sent from this address'),
  email_confirmation: form('LIMIT_EMAIL_CONFIRMATIONS_PER_HOUR', 'e-mail confirmations sent from this address'),
  key_reveal: form('LIMIT_KEY_REVEALS_PER_HOUR', 'live key reveals asked for from this address'),
  invitation_acceptance: form('LIMIT_INVITATION_ACCEPTANCES_PER_HOUR', 'invitation acceptances sent from this address'),
  guide_booking: form('LIMIT_GUIDE_BOOKINGS_PER_HOUR', 'booking requests sent from welcome guides by this address'),
  affiliate_booking: form('LIMIT_AFFILIATE_BOOKINGS_PER_HOUR', 'booking requests sent from affiliate pages by this address'),
  site_booking: form('LIMIT_SITE_BOOKINGS_PER_HOUR', 'booking requests sent from white-label sites by this address'),
  widget_booking: form('LIMIT_WIDGET_BOOKINGS_PER_HOUR', 'booking requests sent from booking widgets by this address'),
  proposal_acceptance: form('LIMIT_PROPOSAL_ACCEPTANCES_PER_HOUR', 'proposal acceptances sent from this address'),
};

/** Each account action is limited under its own name; anything else is not an action. */
export function accountActionLimit(action: unknown): LimitName | null {
  const actions: readonly string[] = ['developer_handshake', 'credit_line_application', 'wallet_topup', 'account_payload', 'tracking_link'];
  return typeof action === 'string' && actions.includes(action) ? (action as LimitName) : null;
}
