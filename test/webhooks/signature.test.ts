/**
 * The Trade-Signature scheme and the verification helper partners copy (src/webhooks/signature.ts):
 * HMAC-SHA256 over `<t>.<raw body>`, one or two `v1` values, five minutes of tolerance.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TOLERANCE_SECONDS, signatureHeader, verifySignature, WebhookSignatureError } from '../../src/webhooks/signature';
import { newSigningSecret } from '../../src/webhooks/secrets';

const body = '{"object":"event","id":"evt_3Hq8Lm2Np6Rs4Tv9Wx1Y","type":"booking.confirmed","data":{"object":{"id":"bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P","price_aed":1250.5}}}';
const secret = newSigningSecret();
const now = Date.parse('2026-12-10T05:12:44.120Z');
const t = Math.floor(now / 1000);

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookSignatureError);
    return (err as Error).message;
  }
  throw new Error('the signature was accepted');
}

describe('Trade-Signature', () => {
  it('is t=<seconds>,v1=<HMAC-SHA256 of "<t>.<raw body>" keyed with the whole whsec_ secret, in hex>', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
    expect(signatureHeader(body, [secret], t)).toBe(`t=${t},v1=${expected}`);
    expect(signatureHeader(Buffer.from(body), [secret], t)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies the raw body it signed, as a string or as bytes, and answers the signed time', () => {
    const header = signatureHeader(body, [secret], t);
    expect(verifySignature(body, header, secret, { now })).toBe(t);
    expect(verifySignature(Buffer.from(body, 'utf8'), header, secret, { now })).toBe(t);
  });

  it.each([
    ['another secret', () => verifySignature(body, signatureHeader(body, [secret], t), newSigningSecret(), { now }), 'no signature matches the secret'],
    ['a changed body', () => verifySignature(body.replace('1250.5', '1.5'), signatureHeader(body, [secret], t), secret, { now }), 'no signature matches the secret'],
    // A receiver that parses and re-serializes the JSON before checking does not have the bytes that were signed.
    ['the body re-serialized', () => verifySignature(JSON.stringify(JSON.parse(body), null, 2), signatureHeader(body, [secret], t), secret, { now }), 'no signature matches the secret'],
    ['a changed timestamp', () => verifySignature(body, signatureHeader(body, [secret], t).replace(`t=${t}`, `t=${t + 1}`), secret, { now }), 'no signature matches the secret'],
    ['a replay six minutes later', () => verifySignature(body, signatureHeader(body, [secret], t), secret, { now: now + 360_000 }), 'more than 300 seconds from now'],
    ['a timestamp from the future', () => verifySignature(body, signatureHeader(body, [secret], t + 301), secret, { now }), 'more than 300 seconds from now'],
    ['no header', () => verifySignature(body, undefined, secret, { now }), 'no Trade-Signature header'],
    ['no signature', () => verifySignature(body, `t=${t}`, secret, { now }), 'is not t=<seconds>,v1=<hex signature>'],
    ['no timestamp', () => verifySignature(body, signatureHeader(body, [secret], t).replace(/^t=\d+,/, ''), secret, { now }), 'is not t=<seconds>,v1=<hex signature>'],
    ['a signature that is not hex', () => verifySignature(body, `t=${t},v1=${'z'.repeat(64)}`, secret, { now }), 'is not t=<seconds>,v1=<hex signature>'],
    ['a short signature', () => verifySignature(body, `t=${t},v1=abcd`, secret, { now }), 'is not t=<seconds>,v1=<hex signature>'],
  ])('refuses %s', (_case, run, message) => {
    expect(refusal(run)).toContain(message);
  });

  it('allows five minutes of clock difference either way by default, and takes another tolerance', () => {
    expect(DEFAULT_TOLERANCE_SECONDS).toBe(300);
    const header = signatureHeader(body, [secret], t);
    expect(verifySignature(body, header, secret, { now: now + 300_000 })).toBe(t);
    expect(verifySignature(body, header, secret, { now: now - 300_000 })).toBe(t);
    expect(refusal(() => verifySignature(body, header, secret, { now: now + 61_000, toleranceSeconds: 60 }))).toContain('more than 60 seconds');
  });

  it('carries one v1 per secret during a rotation: the receiver accepts with either, not with a third', () => {
    const previous = newSigningSecret();
    const header = signatureHeader(body, [secret, previous], t);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignature(body, header, secret, { now })).toBe(t);
    expect(verifySignature(body, header, previous, { now })).toBe(t);
    expect(refusal(() => verifySignature(body, header, newSigningSecret(), { now }))).toContain('no signature matches the secret');
  });

  it('ignores schemes it does not know and spaces around the parts, so a later scheme can be added beside v1', () => {
    const v1 = signatureHeader(body, [secret], t).split(',')[1] as string;
    expect(verifySignature(body, ` t=${t} , v0=${'0'.repeat(64)} , ${v1} `, secret, { now })).toBe(t);
  });

  it('needs nothing but node:crypto, so a partner can copy the file as it is', () => {
    const source = readFileSync(join(__dirname, '..', '..', 'src', 'webhooks', 'signature.ts'), 'utf8');
    expect(source.match(/^import .*$/gm)).toEqual(["import { createHmac, timingSafeEqual } from 'node:crypto';"]);
  });
});
