import { randomBytes, type KeyObject } from 'node:crypto';
import { seal, unseal } from '../platform/sealed';

/**
 * An endpoint's signing secret: shown to the partner once (when the endpoint is made and when
 * the secret is rotated), kept sealed, opened only to sign a delivery.
 */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const context = (endpointId: string): string => `webhook_endpoint:${endpointId}`;

export const sealSecret = (key: KeyObject, endpointId: string, secret: string): string => seal(key, secret, context(endpointId));

export const openSecret = (key: KeyObject, endpointId: string, sealed: string): string => unseal(key, sealed, context(endpointId));
