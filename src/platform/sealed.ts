import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { drawn } from './seedRecording';

/**
 * Encryption at rest of what the API takes and must not keep readable (a guide's Wi-Fi password,
 * an affiliate's bank account): AES-256-GCM with a fresh 96-bit nonce per value, stored as
 * `v1.<nonce>.<tag>.<ciphertext>` in base64url. The tag makes a changed or misplaced value fail
 * to open instead of reading as garbage. `context` binds a value to where it belongs (say the
 * property id), so a ciphertext copied to another row does not open there.
 */
const VERSION = 'v1';

/**
 * `plaintext` sealed under `key`, bound to `context`. Recorded while a seed template is written:
 * a copy seals the plaintext again under its own service's key, with the copy's ids in it and in
 * the context, so one template serves services of any key.
 */
export const seal = (key: KeyObject, plaintext: string, context: string): string =>
  drawn(
    () => sealNow(key, plaintext, context),
    (copy) => {
      if (copy.dataKey === null) throw new Error('a copy of a seed with sealed values has no key to seal them with');
      return sealNow(copy.dataKey, copy.substitute(plaintext), copy.substitute(context));
    },
    1,
    [plaintext, context],
  );

function sealNow(key: KeyObject, plaintext: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export class SealedValueError extends Error {}

export function unseal(key: KeyObject, sealed: string, context: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || nonce === undefined || tag === undefined || body === undefined) throw new SealedValueError('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch (err) {
    throw new SealedValueError(`sealed value does not open: ${(err as Error).message}`);
  }
}
