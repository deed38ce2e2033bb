/**
 * Webhook signatures, as the service signs them (docs/webhooks.md):
 * `Trade-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]`, each `v1` the HMAC-SHA256 of
 * `<t>.<raw body>` keyed with an endpoint secret (the whole `whsec_…` string). Two `v1` values
 * while a rotated secret is still valid; a request holds when one matches and `t` is within the
 * tolerance of the receiver's clock.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookEvent } from './generated/operations';

export const WEBHOOK_SIGNATURE_HEADER = 'Trade-Signature';
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The request is not a genuine, fresh delivery: answer 400 and do not process it. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

type RawBody = string | Uint8Array;
/** A header as Node's `req.headers[...]`, fetch's `headers.get(...)` or a framework gives it. */
type HeaderValue = string | readonly string[] | null | undefined;

function hmac(secret: string, timestamp: number, body: RawBody): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/**
 * Checks a delivery: the body exactly as received (bytes or the undecoded string, never
 * re-serialized JSON), the `Trade-Signature` header, and the endpoint's secret (or the secrets
 * being rotated). Answers the signed timestamp; throws WebhookSignatureError saying why not.
 */
export function verifyWebhookSignature(
  rawBody: RawBody,
  header: HeaderValue,
  secret: string | readonly string[],
  toleranceSeconds: number = DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  now: number = Date.now(),
): number {
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array)) {
    throw new TypeError('verifyWebhookSignature needs the raw body (a string or a Buffer), not parsed JSON');
  }
  const value = typeof header === 'string' ? header : Array.isArray(header) ? header.join(',') : '';
  if (value === '') throw new WebhookSignatureError(`no ${WEBHOOK_SIGNATURE_HEADER} header`);
  const secrets = (typeof secret === 'string' ? [secret] : [...secret]).filter((each) => each !== '');
  if (secrets.length === 0) throw new TypeError('verifyWebhookSignature needs the endpoint secret (whsec_…)');

  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of value.split(',')) {
    const [name, field] = part.trim().split('=', 2);
    // Other names are ignored: a later scheme may be sent beside v1.
    if (name === 't' && field !== undefined && /^\d{1,12}$/.test(field)) timestamp = Number(field);
    else if (name === 'v1' && field !== undefined && /^[0-9a-f]{64}$/.test(field)) signatures.push(Buffer.from(field, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookSignatureError(`${WEBHOOK_SIGNATURE_HEADER} is not t=<seconds>,v1=<hex signature>`);
  if (Math.abs(Math.floor(now / 1000) - timestamp) > toleranceSeconds) {
    throw new WebhookSignatureError(`the signature's timestamp is more than ${toleranceSeconds} seconds from now`);
  }
  const stamp = timestamp;
  const matches = secrets.some((each) => {
    const expected = Buffer.from(hmac(each, stamp, rawBody), 'hex');
    return signatures.some((signature) => timingSafeEqual(signature, expected));
  });
  if (!matches) throw new WebhookSignatureError('no signature matches the secret');
  return timestamp;
}

/** Verifies a delivery and answers its event, parsed. */
export function constructEvent(
  rawBody: RawBody,
  header: HeaderValue,
  secret: string | readonly string[],
  toleranceSeconds: number = DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  now: number = Date.now(),
): WebhookEvent {
  verifyWebhookSignature(rawBody, header, secret, toleranceSeconds, now);
  const text = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength).toString('utf8');
  try {
    return JSON.parse(text) as WebhookEvent;
  } catch {
    throw new WebhookSignatureError('the signed body is not JSON');
  }
}

/** A valid `Trade-Signature` value for `rawBody`, for testing a receiver without the service. */
export function generateWebhookSignatureHeader(rawBody: RawBody, secret: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export const webhooks = {
  verifySignature: verifyWebhookSignature,
  constructEvent,
  generateTestHeader: generateWebhookSignatureHeader,
  SIGNATURE_HEADER: WEBHOOK_SIGNATURE_HEADER,
} as const;
