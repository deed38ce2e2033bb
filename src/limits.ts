/** The hourly limits per client address, each overridable through the environment for load tests. */
export const LIMIT_NAMES = [
  'sandbox',
  'developer_handshake',
  'credit_line_application',
  'wallet_topup',
  'account_payload',
  'tracking_link',
] as const;

export type LimitName = (typeof LIMIT_NAMES)[number];

export const DEFAULT_LIMITS_PER_HOUR: Readonly<Record<LimitName, number>> = {
  sandbox: 120,
  developer_handshake: 10,
  credit_line_application: 5,
  wallet_topup: 10,
  account_payload: 60,
  tracking_link: 60,
};

export const LIMIT_ENV_VARS: Readonly<Record<LimitName, string>> = {
  sandbox: 'LIMIT_SANDBOX_PER_HOUR',
  developer_handshake: 'LIMIT_HANDSHAKE_PER_HOUR',
  credit_line_application: 'LIMIT_CREDIT_LINE_PER_HOUR',
  wallet_topup: 'LIMIT_WALLET_TOPUP_PER_HOUR',
  account_payload: 'LIMIT_ACCOUNT_PAYLOAD_PER_HOUR',
  tracking_link: 'LIMIT_TRACKING_LINK_PER_HOUR',
};

/** Each account action is limited under its own name; anything else is not an action. */
export function accountActionLimit(action: unknown): LimitName | null {
  return typeof action === 'string' && action !== 'sandbox' && (LIMIT_NAMES as readonly string[]).includes(action) ? (action as LimitName) : null;
}
