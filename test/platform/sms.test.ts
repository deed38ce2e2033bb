/**
 * The SMS outbox (src/platform/sms.ts): a message is a row written in its caller's transaction;
 * with SMS_PROVIDER=outbox it stays there for the operator (`sms list`, never the texts); with the
 * operator's HTTP gateway the "deliver sms" job posts it, retries a gateway that fails with a
 * growing wait and marks it failed after its last attempt, never writing its text to the outbox's
 * error or the log.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { runAdmin } from '../../scripts/admin';
import { queueSms, SmsDelivery, SmsError } from '../../src/platform/sms';
import { useV1Suite } from '../helpers/suite';

const LINK = 'https://trade.test/driver/open#Qm9vb3ZlcnkgbG9uZyByYW5kb20gdG9rZW4xMjM0NTY';
const TEXT = `Hello Imran, a job for you.\nOpen your jobs: ${LINK}`;

interface Received {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A gateway on a loopback port answering each request with the next status of `statuses` (then 200), echoing the message as gateways may. */
async function gateway(statuses: number[]): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      received.push({ authorization: req.headers.authorization, body });
      res.writeHead(statuses.shift() ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ refused: body.text }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function capturedLogger(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

describe('the SMS outbox', () => {
  const t = useV1Suite({ now: '2026-11-24T05:00:00.000Z', resetClock: false });

  it('takes one phone number and a text, and keeps messages queued for the operator, who lists them without their texts', async () => {
    await expect(queueSms(t.db, t.clock, { to: '0501234567', text: TEXT })).rejects.toThrow(SmsError);
    await expect(queueSms(t.db, t.clock, { to: '+971501234567', text: ' ' })).rejects.toThrow('an SMS text is 1 to 1600 characters');
    const id = await t.db.transaction((trx) => queueSms(trx, t.clock, { to: '+971501234567', text: TEXT, related: { type: 'driver_link', id: 'dlk_1' } }));
    expect(t.services.sms.configured).toBe(false);
    await t.services.jobs.runOnce();
    expect(await t.db('sms_outbox').where({ id }).first()).toMatchObject({ status: 'queued', attempts: 0, text: TEXT });
    const listed = (await runAdmin(['sms', 'list'], t.db, t.clock)) as { messages: unknown[] };
    expect(listed).toEqual({
      status: 'queued',
      count: 1,
      messages: [{ id, to: '+971501234567', length: TEXT.length, related: { type: 'driver_link', id: 'dlk_1' }, status: 'queued', attempts: 0, last_error: null, next_attempt_at: '2026-11-24T05:00:00.000Z', created_at: '2026-11-24T05:00:00.000Z', sent_at: null }],
    });
    expect(JSON.stringify(listed)).not.toContain(LINK);
    await t.db('sms_outbox').delete();
  });

  it('posts each message to the operator’s gateway once, with its bearer token', async () => {
    const server = await gateway([200]);
    try {
      const { logger, lines } = capturedLogger();
      const delivery = new SmsDelivery(t.db, t.clock, logger, { provider: 'http', httpUrl: server.url, httpToken: 'gateway-secret', maxAttempts: 3 });
      const id = await queueSms(t.db, t.clock, { to: '+971501234567', text: TEXT, related: { type: 'driver_link', id: 'dlk_2' } });
      expect(await delivery.deliverDue()).toBe(1);
      expect(server.received).toEqual([{ authorization: 'Bearer gateway-secret', body: { id, to: '+971501234567', text: TEXT } }]);
      expect(await t.db('sms_outbox').where({ id }).first()).toMatchObject({ status: 'sent', attempts: 1, sent_at: '2026-11-24T05:00:00.000Z', sent_by: delivery.instanceId, claim_token: null });
      expect(await delivery.deliverDue()).toBe(0);
      expect(server.received).toHaveLength(1);
      expect(lines.join('')).not.toContain(LINK);
    } finally {
      await server.close();
      await t.db('sms_outbox').delete();
    }
  });

  it('retries a gateway that fails with a growing wait, then marks the message failed, its text in no error or log line', async () => {
    const server = await gateway([503, 502, 500]);
    try {
      const { logger, lines } = capturedLogger();
      const delivery = new SmsDelivery(t.db, t.clock, logger, { provider: 'http', httpUrl: server.url, httpToken: undefined, maxAttempts: 3 });
      const id = await queueSms(t.db, t.clock, { to: '+971501234567', text: TEXT });
      expect(await delivery.deliverDue()).toBe(1);
      expect(await t.db('sms_outbox').where({ id }).first()).toMatchObject({ status: 'queued', attempts: 1, last_error: 'the SMS gateway answered 503', next_attempt_at: '2026-11-24T05:00:30.000Z' });
      // Not due yet: nothing is sent before the wait is over.
      expect(await delivery.deliverDue()).toBe(0);
      t.clock.advance(30);
      expect(await delivery.deliverDue()).toBe(1);
      expect(await t.db('sms_outbox').where({ id }).first()).toMatchObject({ status: 'queued', attempts: 2, next_attempt_at: '2026-11-24T05:01:30.000Z' });
      t.clock.advance(60);
      expect(await delivery.deliverDue()).toBe(1);
      expect(await t.db('sms_outbox').where({ id }).first()).toMatchObject({ status: 'failed', attempts: 3, last_error: 'the SMS gateway answered 500', sent_at: null });
      expect(server.received.map((request) => request.authorization)).toEqual([undefined, undefined, undefined]);
      expect(lines.some((line) => line.includes('sms delivery failed for good'))).toBe(true);
      expect(lines.join('')).not.toContain(LINK);
      expect(((await runAdmin(['sms', 'list', '--status', 'failed'], t.db, t.clock)) as { count: number }).count).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('keeps a gateway that cannot be reached as a reason without the message', async () => {
    const { logger } = capturedLogger();
    const delivery = new SmsDelivery(t.db, t.clock, logger, { provider: 'http', httpUrl: 'http://127.0.0.1:9/sms', httpToken: undefined, maxAttempts: 5 });
    const id = await queueSms(t.db, t.clock, { to: '+971501234567', text: TEXT });
    expect(await delivery.deliverDue()).toBe(1);
    const row = (await t.db('sms_outbox').where({ id }).first()) as { status: string; last_error: string };
    expect(row.status).toBe('queued');
    expect(row.last_error).toBeTruthy();
    expect(row.last_error).not.toContain('Qm9vb3ZlcnkgbG9uZyByYW5kb20');
  });
});
