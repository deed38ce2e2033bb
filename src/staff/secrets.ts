import { totpUri as issuerTotpUri } from '../platform/passwords';

/**
 * The secrets that sign a member of staff in: the platform's (src/platform/passwords.ts, shared
 * with the partner portal's sign-in), under the console's name in authenticator apps.
 */
export { hashPassword, verifyPassword, MIN_PASSWORD_LENGTH, TOTP_PERIOD_SECONDS, newTotpSecret, totpCode, totpStep, newRecoveryCodes, normaliseRecoveryCode } from '../platform/passwords';
// The tokens of sessions and links are the platform's, shared with the drivers' job links.
export { newToken, sameSecret, tokenHash } from '../platform/tokens';

export const TOTP_ISSUER = 'Trade desk';

/** The `otpauth://` URI a member of staff's authenticator app enrols from. */
export const totpUri = (secret: string, email: string): string => issuerTotpUri(secret, email, TOTP_ISSUER);
