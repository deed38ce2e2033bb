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
  'public_submission',
] as const;

export type LimitName = (typeof LIMIT_NAMES)[number];

export interface LimitRule {
  /** Requests allowed in one window. */
  allowed: number;
  windowSeconds: number;
  env: string;
  /** How a refusal names what was counted. */
  subject: string;
}

const HOUR = 3600;
const MINUTE = 60;

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
  // acceptance), which reaches the trade desk.
  public_page: { allowed: 240, windowSeconds: MINUTE, env: 'LIMIT_PUBLIC_PAGES_PER_MINUTE', subject: 'public page requests from this address' },
  public_submission: { allowed: 20, windowSeconds: HOUR, env: 'LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR', subject: 'requests sent from public pages by this address' },
};

/** Each account action is limited under its own name; anything else is not an action. */
export function accountActionLimit(action: unknown): LimitName | null {
  const actions: readonly string[] = ['developer_handshake', 'credit_line_application', 'wallet_topup', 'account_payload', 'tracking_link'];
  return typeof action === 'string' && actions.includes(action) ? (action as LimitName) : null;
}
