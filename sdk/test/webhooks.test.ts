import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { TradeApi, WebhookSignatureError, constructEvent, generateWebhookSignatureHeader, verifyWebhookSignature } from '../src';

const SECRET = 'whsec_5f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f';
const OLD_SECRET = 'whsec_0000111122223333444455556666777';
const BODY = '{"object":"event","id":"evt_3Hq8Lm2Np6Rs4Tv9Wx1Y","type":"booking.created","sandbox":true}';
const NOW = 1_796_880_764_000;
const T = NOW / 1000;

/** The scheme written out by hand, as docs/webhooks.md states it. */
const sign = (secret: string, timestamp: number, body: string): string => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

describe('verifyWebhookSignature', () => {
  it('accepts the documented signature and answers its timestamp', () => {
    const header = `t=${T},v1=${sign(SECRET, T, BODY)}`;
    assert.equal(verifyWebhookSignature(BODY, header, SECRET, 300, NOW), T);
    assert.equal(verifyWebhookSignature(Buffer.from(BODY), header, SECRET, 300, NOW), T);
    assert.equal(generateWebhookSignatureHeader(BODY, SECRET, T), header);
  });

  it('accepts either signature while a secret is rotated, and either secret on the receiver', () => {
    const header = `t=${T},v1=${sign(SECRET, T, BODY)},v1=${sign(OLD_SECRET, T, BODY)}`;
    assert.equal(verifyWebhookSignature(BODY, header, OLD_SECRET, 300, NOW), T);
    assert.equal(verifyWebhookSignature(BODY, `t=${T},v1=${sign(SECRET, T, BODY)}`, [OLD_SECRET, SECRET], 300, NOW), T);
  });

  it('ignores schemes it does not know and takes the header as a list', () => {
    assert.equal(verifyWebhookSignature(BODY, ['t=' + T, `v0=abc,v1=${sign(SECRET, T, BODY)}`], SECRET, 300, NOW), T);
  });

  const refusals: [string, string | undefined, string, RegExp][] = [
    ['a wrong secret', `t=${T},v1=${sign(OLD_SECRET, T, BODY)}`, BODY, /no signature matches/],
    ['a changed body', `t=${T},v1=${sign(SECRET, T, BODY)}`, BODY.replace('created', 'cancelled'), /no signature matches/],
    ['an old timestamp', `t=${T - 301},v1=${sign(SECRET, T - 301, BODY)}`, BODY, /more than 300 seconds/],
    ['a future timestamp', `t=${T + 301},v1=${sign(SECRET, T + 301, BODY)}`, BODY, /more than 300 seconds/],
    ['no header', undefined, BODY, /no Trade-Signature header/],
    ['no v1', `t=${T}`, BODY, /is not t=<seconds>,v1=<hex signature>/],
    ['a timestamp signed with another', `t=${T + 1},v1=${sign(SECRET, T, BODY)}`, BODY, /no signature matches/],
  ];
  for (const [what, header, body, reason] of refusals) {
    it(`refuses ${what}`, () => {
      assert.throws(() => verifyWebhookSignature(body, header, SECRET, 300, NOW), (err: unknown) => err instanceof WebhookSignatureError && reason.test(err.message));
    });
  }

  it('refuses parsed JSON: only the raw body can be checked', () => {
    assert.throws(() => verifyWebhookSignature(JSON.parse(BODY) as string, `t=${T},v1=${sign(SECRET, T, BODY)}`, SECRET, 300, NOW), TypeError);
  });
});

describe('constructEvent', () => {
  it('verifies and parses the event', () => {
    const event = constructEvent(Buffer.from(BODY), generateWebhookSignatureHeader(BODY, SECRET), SECRET);
    assert.equal(event.id, 'evt_3Hq8Lm2Np6Rs4Tv9Wx1Y');
    assert.equal(event.type, 'booking.created');
    assert.equal(TradeApi.webhooks.constructEvent, constructEvent);
  });

  it('parses nothing that fails the check', () => {
    assert.throws(() => constructEvent(BODY, generateWebhookSignatureHeader(BODY, OLD_SECRET), SECRET), WebhookSignatureError);
  });
});
