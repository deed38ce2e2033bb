/**
 * How a webhook is signed, and how a receiver checks it. This file depends on nothing but
 * node:crypto, so a partner's Node receiver can copy it as it is.
 *
 * The header is `Trade-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]`. Each `v1` is
 * HMAC-SHA256, keyed with an endpoint secret (the whole `whsec_…` string, as UTF-8), over
 * `<t>.<raw request body>`. While a rotated secret is still valid there are two `v1` values, one
 * per secret; a receiver accepts the request when any of them matches its secret, and when `t`
 * is within five minutes of its own clock (so a captured request cannot be replayed later).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Trade-Signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {}

const hmac = (secret: string, timestamp: number, body: string | Buffer): string =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The header's value for `body`, signed with each of `secrets` (the current one first). */
export function signatureHeader(body: string | Buffer, secrets: readonly string[], timestamp: number): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${hmac(secret, timestamp, body)}`)].join(',');
}

/**
 * Checks a delivery: `body` exactly as received (before any JSON parsing), the header's value,
 * and the endpoint's secret. Throws WebhookSignatureError saying why it fails; answers the
 * signed timestamp when it holds.
 */
export function verifySignature(
  body: string | Buffer,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): number {
  if (!header) throw new WebhookSignatureError(`no ${SIGNATURE_HEADER} header`);
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError(`${SIGNATURE_HEADER} is not t=<seconds>,v1=<hex signature>`);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  // Partners copy this file as it is (node:crypto only), so it reads the receiver's own clock.
  // eslint-disable-next-line no-restricted-syntax
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (Math.abs(now - timestamp) > tolerance) throw new WebhookSignatureError(`the signature's timestamp is more than ${tolerance} seconds from now`);
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected))) throw new WebhookSignatureError('no signature matches the secret');
  return timestamp;
}
