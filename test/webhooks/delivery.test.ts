/**
 * Webhook delivery end to end: events queued with their change, sent by the worker to real
 * receivers on the loopback interface (http for test endpoints, https with a self-signed
 * certificate for live ones), signed, retried, refused, and recorded attempt by attempt.
 */
import { join } from 'node:path';
import { createLogger } from '../../src/platform/logger';
import { Partition } from '../../src/engine/partition';
import { recordEvents } from '../../src/engine/events';
import { deliveryRow } from '../../src/engine/webhookQueue';
import { loadConfig } from '../../src/platform/config';
import type { Resolver } from '../../src/webhooks/addresses';
import { verifySignature } from '../../src/webhooks/signature';
import { newSigningSecret } from '../../src/webhooks/secrets';
import { retryDelayMs, USER_AGENT, WebhookWorker } from '../../src/webhooks/worker';
import { networkInterfaces } from 'node:os';
import { revealsAnswer } from '../../src/webhooks/sender';
import { classify } from '../../src/webhooks/addresses';
import { createTestApp, RunningClock, type TestApp } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { MODES, partner, walletAt, type Mode, type Partner } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import {
  attemptsOf,
  deliveriesOf,
  insertEndpoint,
  recordBookingEvents,
  selfSignedCertificate,
  startReceiver,
  type EndpointInput,
  type Receiver,
  type StoredEndpoint,
  type Tls,
} from '../helpers/webhooks';

const PARTNER_HOST = 'hooks.partner.example';
const HOUR = 3600;

let tls: Tls;
const receivers: Receiver[] = [];

const env = (): Record<string, string> => ({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_CA_FILE: tls.caFile, WEBHOOK_TIMEOUT_MS: '400', WEBHOOK_LEASE_MS: '5000' });

beforeAll(() => {
  tls = selfSignedCertificate([PARTNER_HOST]);
});
/** The system clock and the worker's own loop: what a partner sees after a booking. */
const running = useV1Suite({ clock: new RunningClock(), env: () => ({ ...env(), JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '60000', WEBHOOK_POLL_MS: '20' }) });
/** A settable clock and no loop: each test runs the worker pass by pass. */
const t = useV1Suite({ resetClock: false, env });
const { clock } = t;
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  // The worker serves every partition: what a case leaves pending must not be sent in the next.
  for (const app of [t, running]) await app.db('webhook_deliveries').where({ status: 'pending' }).update({ status: 'cancelled', next_attempt_at: null });
});
afterAll(() => tls?.remove());

/** A receiver a `mode` endpoint may use: http on 127.0.0.1 for test, https (trusted through WEBHOOK_CA_FILE, host allowlisted) for live. */
async function receiverFor(mode: Mode): Promise<Receiver> {
  const receiver = await startReceiver(mode === 'live' ? { tls } : {});
  receivers.push(receiver);
  return receiver;
}

async function endpointFor(app: TestApp, input: EndpointInput): Promise<StoredEndpoint> {
  return insertEndpoint(app, app.services.keys.dataEncryption, input);
}

/** A worker on `t`'s database and clock with its own address policy and resolver. */
function workerWith(options: { allowedHosts: readonly string[]; resolve?: Resolver }): WebhookWorker {
  return new WebhookWorker({ sections: t.sections, db: t.db, clock, logger: createLogger('silent'), dataKey: t.services.keys.dataEncryption, settings: t.services.config.webhookDelivery, ...options });
}

const resolverAnswering = (answers: () => string[]): Resolver => async () => answers().map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs the worker at each next attempt time of the endpoint's only pending delivery until it settles; answers the times of the attempts. */
async function retryUntilSettled(endpointId: string, worker: { runOnce(): Promise<number> } = t.services.webhooks): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const [delivery] = await deliveriesOf(t.db, endpointId);
    if (!delivery || delivery.status !== 'pending') return times;
    clock.set(delivery.next_attempt_at as string);
    times.push(clock.now().getTime());
    expect(await worker.runOnce()).toBe(1);
  }
  throw new Error('the delivery never settled');
}

describe('configuration', () => {
  it('has safe defaults: a 10 s timeout, a lease well above it, 3 days of retries', () => {
    expect(loadConfig({}).webhookDelivery).toEqual({
      caPem: undefined,
      timeoutMs: 10_000,
      leaseMs: 60_000,
      pollMs: 200,
      concurrency: 16,
      retryBaseMs: 30_000,
      retryMaxMs: 3 * HOUR * 1000,
      retryWindowMs: 72 * HOUR * 1000,
      disableAfterMs: 72 * HOUR * 1000,
    });
    expect(loadConfig({}).webhookAllowedHosts).toEqual([]);
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: ' Hooks.Internal.example , [::1]' }).webhookAllowedHosts).toEqual(['hooks.internal.example', '::1']);
    expect(loadConfig({ WEBHOOK_CA_FILE: tls.caFile }).webhookDelivery.caPem).toContain('-----BEGIN CERTIFICATE-----');
  });

  it.each([
    [{ WEBHOOK_TIMEOUT_MS: '0' }, /WEBHOOK_TIMEOUT_MS must be a positive integer/],
    [{ WEBHOOK_TIMEOUT_MS: '20000', WEBHOOK_LEASE_MS: '15000' }, /WEBHOOK_LEASE_MS \(15000\) must be longer than WEBHOOK_TIMEOUT_MS \(20000\)/],
    [{ WEBHOOK_RETRY_BASE_MS: '60000', WEBHOOK_RETRY_MAX_MS: '1000' }, /WEBHOOK_RETRY_MAX_MS \(1000\) must not be below WEBHOOK_RETRY_BASE_MS/],
    [{ WEBHOOK_CONCURRENCY: 'many' }, /WEBHOOK_CONCURRENCY must be a positive integer/],
    [{ WEBHOOK_CA_FILE: '/nonexistent/ca.pem' }, /WEBHOOK_CA_FILE must name a readable PEM file/],
    [{ WEBHOOK_CA_FILE: join(__dirname, '..', '..', 'package.json') }, /WEBHOOK_CA_FILE must hold PEM certificates/],
    [{ WEBHOOK_ALLOWED_HOSTS: 'hooks.example/path' }, /WEBHOOK_ALLOWED_HOSTS must list host names/],
  ])('refuses %j', (values, message) => {
    expect(() => loadConfig(values)).toThrow(message);
  });

  it('backs off exponentially with jitter, up to the cap', () => {
    const settings = { retryBaseMs: 30_000, retryMaxMs: 3 * HOUR * 1000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, settings, () => 1))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, settings, () => 0))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(12, settings, () => 1)).toBe(3 * HOUR * 1000);
    expect(retryDelayMs(500, settings, () => 0.5)).toBe(0.75 * 3 * HOUR * 1000);
  });
});

describe.each(MODES)('with a %s key', (mode) => {
  let who: Partner;
  beforeEach(async () => {
    who = await partner(t);
    clock.set('2026-11-22T10:00:00.000Z');
  });

  it('pushes a booking made through the API, once per event, signed, with the body the event feed shows', async () => {
    const owner = await partner(running);
    await walletAt(running, owner, mode, 5000);
    const receiver = await receiverFor(mode);
    const endpoint = await endpointFor(running, { accountId: owner.accountId, mode, url: receiver.url('/hooks/trade'), enabledEvents: ['booking.*'] });
    const booking = await bookTransfer(running, owner.keys[mode]);
    const deliveries = await deliveriesOf(running.db, endpoint.id);
    expect(deliveries.length).toBeGreaterThan(0);
    const hooks = await receiver.waitFor(deliveries.length);
    await until(async () => (await deliveriesOf(running.db, endpoint.id)).every((delivery) => delivery.status === 'succeeded'));

    for (const hook of hooks) {
      expect(hook.method).toBe('POST');
      expect(hook.path).toBe('/hooks/trade');
      const delivery = deliveries.find((row) => row.id === hook.headers['trade-delivery-id']);
      expect(delivery).toBeDefined();
      expect(hook.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'trade-event-id': delivery?.event_id,
        'trade-event-type': delivery?.event_type,
        'trade-delivery-attempt': '1',
      });
      const feed = await call(running.app, 'GET', `/api/b2b/v1/events/${delivery?.event_id}`, { token: owner.keys[mode] });
      expect(feed.status).toBe(200);
      expect(JSON.parse(hook.body)).toEqual(feed.body);
      expect(feed.body).toMatchObject({ object: 'event', sandbox: mode === 'test', subject: { type: 'booking', id: booking.id } });

      const header = hook.headers['trade-signature'] as string;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      // Signed at the running app's time; a receiver checks it against its own clock, here the app's.
      const receivedAt = running.clock.now().getTime();
      expect(Math.abs(verifySignature(hook.body, header, endpoint.secret, { now: receivedAt }) - receivedAt / 1000)).toBeLessThan(60);
      expect(() => verifySignature(hook.body, header, newSigningSecret(), { now: receivedAt })).toThrow('no signature matches the secret');
      expect(() => verifySignature(hook.body.replace(booking.id, 'bkg_00000000000000000000'), header, endpoint.secret, { now: receivedAt })).toThrow('no signature matches the secret');
      expect(() => verifySignature(hook.body, header, endpoint.secret, { now: receivedAt + 301_000 })).toThrow('more than 300 seconds');
    }
    for (const delivery of await deliveriesOf(running.db, endpoint.id)) {
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, last_status_code: 200, next_attempt_at: null, claim_token: null });
      expect(await attemptsOf(running.db, delivery.id)).toEqual([expect.objectContaining({ number: 1, outcome: 'succeeded', status_code: 200, response_excerpt: null, error: null, url: receiver.url('/hooks/trade') })]);
    }
    // Delivered means delivered: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(hooks.length);
  });

  it('logs each failed attempt and retries with backoff until the receiver recovers, then never sends it again', async () => {
    const receiver = await receiverFor(mode);
    receiver.answer({ status: 500, body: 'receiver down' }, { status: 503, body: '{"error":"maintenance"}' });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url() });
    const [eventId] = await recordBookingEvents(t, who.accountId, mode, 1);
    const queuedAt = clock.now().getTime();

    expect(await t.services.webhooks.runOnce()).toBe(1);
    let [delivery] = await deliveriesOf(t.db, endpoint.id);
    expect(delivery).toMatchObject({ event_id: eventId, status: 'pending', attempts: 1, last_status_code: 500, claim_token: null });
    const firstWait = Date.parse(delivery?.next_attempt_at as string) - queuedAt;
    expect(firstWait).toBeGreaterThanOrEqual(15_000);
    expect(firstWait).toBeLessThanOrEqual(30_000);
    expect((await t.db('webhook_endpoints').where({ id: endpoint.id }).first()).failing_since).toBe(clock.now().toISOString());
    // Not due yet: nothing is claimed.
    expect(await t.services.webhooks.runOnce()).toBe(0);

    const times = await retryUntilSettled(endpoint.id);
    expect(times).toHaveLength(2);
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received.map((hook) => hook.headers['trade-delivery-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(receiver.received.map((hook) => hook.body)).size).toBe(1);
    [delivery] = await deliveriesOf(t.db, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, last_status_code: 200, delivered_at: clock.now().toISOString(), next_attempt_at: null });
    const attempts = await attemptsOf(t.db, delivery?.id as string);
    expect(attempts.map(({ number, outcome, status_code, response_excerpt, error }) => ({ number, outcome, status_code, response_excerpt, error }))).toEqual([
      // The receivers are on the loopback interface: status and timing only, never their answers' bodies.
      { number: 1, outcome: 'http_error', status_code: 500, response_excerpt: null, error: null },
      { number: 2, outcome: 'http_error', status_code: 503, response_excerpt: null, error: null },
      { number: 3, outcome: 'succeeded', status_code: 200, response_excerpt: null, error: null },
    ]);
    for (const attempt of attempts) {
      expect(attempt.duration_ms).toBeGreaterThanOrEqual(0);
      expect(attempt.duration_ms).toBeLessThan(5000);
    }
    // A success ends the endpoint's run of failures.
    expect((await t.db('webhook_endpoints').where({ id: endpoint.id }).first()).failing_since).toBeNull();

    clock.advance(24 * HOUR);
    expect(await t.services.webhooks.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(3);
  });

  it('gives up on an endpoint that hangs after the timeout, and retries', async () => {
    const receiver = await receiverFor(mode);
    receiver.answer({ hang: true });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url() });
    await recordBookingEvents(t, who.accountId, mode, 1);
    // An endpoint that hangs is given up on: a run that waited for it would outlast the test.
    expect(await t.services.webhooks.runOnce()).toBe(1);
    const [delivery] = await deliveriesOf(t.db, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null, last_error: 'no complete answer within 0.4 s' });
    const [attempt] = await attemptsOf(t.db, delivery?.id as string);
    expect(attempt).toMatchObject({ outcome: 'timeout', status_code: null, response_excerpt: null, error: 'no complete answer within 0.4 s' });
    expect(attempt?.duration_ms).toBeGreaterThanOrEqual(390);

    await retryUntilSettled(endpoint.id);
    expect((await deliveriesOf(t.db, endpoint.id))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(receiver.received).toHaveLength(2);
  });

  it('does not follow a redirect: a 302 is a failed attempt, and the place it points to gets nothing', async () => {
    const receiver = await receiverFor(mode);
    const elsewhere = await receiverFor(mode);
    receiver.answer({ status: 302, headers: { Location: elsewhere.url('/stolen') }, body: 'moved' });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url() });
    await recordBookingEvents(t, who.accountId, mode, 1);
    expect(await t.services.webhooks.runOnce()).toBe(1);
    const [delivery] = await deliveriesOf(t.db, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', last_status_code: 302 });
    expect(await attemptsOf(t.db, delivery?.id as string)).toEqual([expect.objectContaining({ outcome: 'http_error', status_code: 302, response_excerpt: null })]);
    expect(elsewhere.received).toHaveLength(0);
  });

  it('reads a large answer only up to its cap, and keeps nothing of a loopback receiver\'s body', async () => {
    const receiver = await receiverFor(mode);
    // 50 MB would take seconds to read in full; NUL is kept storable on PostgreSQL.
    receiver.answer({ huge: 50 * 1024 * 1024, status: 200, prefix: '\u0000accepted ' });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url() });
    await recordBookingEvents(t, who.accountId, mode, 1);
    const started = performance.now();
    expect(await t.services.webhooks.runOnce()).toBe(1);
    expect(performance.now() - started).toBeLessThan(2000);
    const [delivery] = await deliveriesOf(t.db, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', last_status_code: 200 });
    const [attempt] = await attemptsOf(t.db, delivery?.id as string);
    expect(attempt?.outcome).toBe('succeeded');
    expect(attempt?.response_excerpt).toBeNull();
  });

  it('signs with both secrets while a rotation keeps the previous one, then with the new one only', async () => {
    const receiver = await receiverFor(mode);
    const previous = newSigningSecret();
    const expiresAt = new Date(clock.now().getTime() + 24 * HOUR * 1000).toISOString();
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url(), previous: { secret: previous, expiresAt } });
    await recordBookingEvents(t, who.accountId, mode, 1);
    await t.services.webhooks.runOnce();
    const now = (): { now: number } => ({ now: clock.now().getTime() });
    const [during] = await receiver.waitFor(1);
    expect(during?.headers['trade-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignature(during?.body ?? '', during?.headers['trade-signature'] as string, endpoint.secret, now())).toBe(Math.floor(clock.now().getTime() / 1000));
    expect(verifySignature(during?.body ?? '', during?.headers['trade-signature'] as string, previous, now())).toBe(Math.floor(clock.now().getTime() / 1000));

    clock.set(expiresAt);
    await recordBookingEvents(t, who.accountId, mode, 1);
    await t.services.webhooks.runOnce();
    const after = (await receiver.waitFor(2))[1];
    expect(after?.headers['trade-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(after?.body ?? '', after?.headers['trade-signature'] as string, endpoint.secret, now())).toBeGreaterThan(0);
    expect(() => verifySignature(after?.body ?? '', after?.headers['trade-signature'] as string, previous, now())).toThrow('no signature matches the secret');
  });

  it('retries for 3 days, the last retry at the end of the window, then marks the delivery failed', async () => {
    const receiver = await receiverFor(mode);
    receiver.otherwise({ status: 500, body: 'still broken' });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url() });
    await recordBookingEvents(t, who.accountId, mode, 1);
    const windowStart = clock.now().getTime();
    const worker = new WebhookWorker({
      sections: t.sections,
      db: t.db,
      clock,
      logger: createLogger('silent'),
      dataKey: t.services.keys.dataEncryption,
      settings: { ...t.services.config.webhookDelivery, disableAfterMs: 30 * 24 * HOUR * 1000 },
      allowedHosts: ['127.0.0.1'],
    });
    const attemptTimes = await retryUntilSettled(endpoint.id, worker);
    const waits = attemptTimes.slice(1).map((time, i) => time - (attemptTimes[i] as number));
    const windowMs = 72 * HOUR * 1000;
    waits.slice(0, -1).forEach((wait, i) => {
      const ceiling = Math.min(30_000 * 2 ** i, 3 * HOUR * 1000);
      expect(wait).toBeGreaterThanOrEqual(ceiling / 2);
      expect(wait).toBeLessThanOrEqual(ceiling);
    });
    expect(attemptTimes[attemptTimes.length - 1]).toBe(windowStart + windowMs);
    const [delivery] = await deliveriesOf(t.db, endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null, attempts: attemptTimes.length, last_status_code: 500 });
    expect(receiver.received).toHaveLength(attemptTimes.length);
    expect((await attemptsOf(t.db, delivery?.id as string)).map((attempt) => attempt.number)).toEqual(attemptTimes.map((_, i) => i + 1));
    // The endpoint is failing, but not for long enough to be disabled here.
    expect(await t.db('webhook_endpoints').where({ id: endpoint.id }).first()).toMatchObject({ status: 'enabled', failing_since: new Date(windowStart).toISOString() });
    clock.advance(HOUR);
    expect(await worker.runOnce()).toBe(0);
  });

  it('disables an endpoint whose attempts all failed for 3 days, once, with an event and an inbox notice, and never deletes it', async () => {
    const receiver = await receiverFor(mode);
    receiver.otherwise({ status: 500 });
    const healthy = await receiverFor(mode);
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url('/broken') });
    await recordBookingEvents(t, who.accountId, mode, 1);
    const failingSince = clock.now().toISOString();
    await t.services.webhooks.runOnce();
    clock.advance(HOUR);
    // A second endpoint, added later, hears of the disabling.
    const watcher = await endpointFor(t, { accountId: who.accountId, mode, url: healthy.url('/watch'), enabledEvents: ['webhook_endpoint.*'] });
    await recordBookingEvents(t, who.accountId, mode, 1);

    for (let i = 0; i < 200; i++) {
      const pending = (await deliveriesOf(t.db, endpoint.id)).filter((delivery) => delivery.status === 'pending');
      const row = await t.db('webhook_endpoints').where({ id: endpoint.id }).first();
      if (row.status === 'disabled') break;
      const next = pending.map((delivery) => delivery.next_attempt_at as string).sort()[0] as string;
      clock.set(next);
      await t.services.webhooks.runOnce();
    }
    const stored = await t.db('webhook_endpoints').where({ id: endpoint.id }).first();
    expect(stored).toMatchObject({ status: 'disabled', disabled_reason: 'failing', failing_since: failingSince, deleted_at: null });
    expect(Date.parse(stored.updated_at) - Date.parse(failingSince)).toBeGreaterThanOrEqual(72 * HOUR * 1000);
    const [first, second] = await deliveriesOf(t.db, endpoint.id);
    expect(first?.status).toBe('failed');
    // The younger delivery waits for the endpoint to be enabled again; nothing more is sent meanwhile.
    expect(second?.status).toBe('pending');
    const sent = receiver.received.length;
    clock.advance(24 * HOUR);
    await t.services.webhooks.runOnce();
    expect(receiver.received).toHaveLength(sent);
    expect((await deliveriesOf(t.db, endpoint.id))[1]?.status).toBe('pending');

    const events = await t.db('events').where({ account_id: who.accountId, mode, type: 'webhook_endpoint.disabled' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ subject_type: 'webhook_endpoint', subject_id: endpoint.id, notice_kind: 'service_notice' });
    expect(JSON.parse(events[0].data)).toMatchObject({ object: 'webhook_endpoint', id: endpoint.id, status: 'disabled', disabled_reason: 'failing', failing_since: failingSince, sandbox: mode === 'test' });
    expect(JSON.parse(events[0].data)).not.toHaveProperty('secret');
    // A test partition is seeded with notices of its own on its first request: the page is filtered.
    const inbox = await call(t.app, 'GET', '/api/b2b/v1/inbox?kind=service_notice&limit=100', { token: who.keys[mode] });
    expect(inbox.status).toBe(200);
    const notice = (inbox.body.data as Array<{ title: string; body: string; related: unknown }>).find((item) => item.title.startsWith('Webhook endpoint disabled'));
    expect(notice?.title).toBe('Webhook endpoint disabled after 3 days of failed deliveries');
    expect(notice?.related).toEqual({ type: 'webhook_endpoint', id: endpoint.id });
    expect(notice?.body).toContain(receiver.url('/broken'));
    expect(notice?.body).toContain(failingSince);
    expect(notice?.body).toContain(`PATCH /api/b2b/v1/webhook-endpoints/${endpoint.id}`);
    expect(notice?.body).toContain('/resend');

    await t.services.webhooks.runOnce();
    const told = await deliveriesOf(t.db, watcher.id);
    expect(told.map((delivery) => [delivery.event_type, delivery.status])).toEqual([['webhook_endpoint.disabled', 'succeeded']]);
    expect(JSON.parse(healthy.received[0]?.body ?? '{}')).toMatchObject({ type: 'webhook_endpoint.disabled', subject: { type: 'webhook_endpoint', id: endpoint.id } });
  });

  it('does not disable an endpoint for a run of failures that a success has ended', async () => {
    const receiver = await receiverFor(mode);
    receiver.otherwise({ status: 500 });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url() });
    // A failure four days ago, then a success whose write of failing_since was skipped (it read the endpoint before the failure).
    const fourDaysAgo = new Date(clock.now().getTime() - 96 * HOUR * 1000).toISOString();
    await t.db('webhook_endpoints').where({ id: endpoint.id }).update({ failing_since: fourDaysAgo });
    await recordBookingEvents(t, who.accountId, mode, 1);
    await t.db('webhook_deliveries').where({ endpoint_id: endpoint.id }).update({ status: 'succeeded', delivered_at: new Date(clock.now().getTime() - 95 * HOUR * 1000).toISOString(), next_attempt_at: null });
    clock.advance(1);
    await recordBookingEvents(t, who.accountId, mode, 1);
    expect(await t.services.webhooks.runOnce()).toBe(1);
    expect(await t.db('webhook_endpoints').where({ id: endpoint.id }).first()).toMatchObject({ status: 'enabled', disabled_reason: null, failing_since: clock.now().toISOString() });
    expect(await t.db('events').where({ account_id: who.accountId, mode, type: 'webhook_endpoint.disabled' })).toHaveLength(0);
  });

  it('still sends test events to a disabled endpoint, and never sends to a deleted one', async () => {
    const receiver = await receiverFor(mode);
    const disabled = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url('/disabled') });
    const deleted = await endpointFor(t, { accountId: who.accountId, mode, url: receiver.url('/deleted') });
    await recordBookingEvents(t, who.accountId, mode, 1);
    const now = clock.now().toISOString();
    await t.db('webhook_endpoints').where({ id: disabled.id }).update({ status: 'disabled', disabled_reason: 'requested' });
    // Deleted while a claim of a crashed instance still held its delivery (the delete cancels only unclaimed ones).
    await t.db('webhook_endpoints').where({ id: deleted.id }).update({ status: 'disabled', disabled_reason: 'requested', deleted_at: now });
    await t.db('webhook_deliveries').where({ endpoint_id: deleted.id }).update({ claim_token: 'lost', claimed_until: now, attempts: 1 });
    // What the endpoints API's test operation does: the event, queued for that endpoint whatever its status.
    const [testEvent] = await Partition.forJob(t.sections, t.db, clock, { account_id: who.accountId, mode }).transaction(async (p) => {
      const ids = await recordEvents(p, [{ type: 'webhook_endpoint.tested', subjectType: 'webhook_endpoint', subjectId: disabled.id, data: { object: 'webhook_endpoint', id: disabled.id } }]);
      await p.insert('webhook_deliveries', deliveryRow(disabled.id, { id: ids[0] as string, type: 'webhook_endpoint.tested', created_at: p.now() }, p.now()));
      return ids;
    });

    expect(await t.services.webhooks.runOnce()).toBe(2);
    expect(receiver.received.map((hook) => [hook.path, hook.headers['trade-event-id']])).toEqual([['/disabled', testEvent]]);
    const byType = Object.fromEntries((await deliveriesOf(t.db, disabled.id)).map((delivery) => [delivery.event_type, delivery.status]));
    expect(byType).toEqual({ 'booking.created': 'pending', 'webhook_endpoint.tested': 'succeeded' });
    const [cancelled] = await deliveriesOf(t.db, deleted.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', attempts: 1, claim_token: null, next_attempt_at: null });
    // The crashed instance's attempt shows; no other was made.
    expect(await attemptsOf(t.db, cancelled?.id as string)).toEqual([expect.objectContaining({ number: 1, outcome: 'network_error', error: expect.stringContaining('stopped before it was recorded') })]);
    clock.advance(HOUR);
    expect(await t.services.webhooks.runOnce()).toBe(0);
  });
});

describe('where webhooks may go', () => {
  let who: Partner;
  beforeEach(async () => {
    who = await partner(t);
    clock.set('2026-11-22T10:00:00.000Z');
  });

  it('refuses a live endpoint over http, and a live one on the loopback interface unless the operator allowlists it', async () => {
    const plain = await receiverFor('test');
    const secure = await receiverFor('live');
    const http = await endpointFor(t, { accountId: who.accountId, mode: 'live', url: plain.url() });
    const loopback = await endpointFor(t, { accountId: who.accountId, mode: 'live', url: secure.url() });
    await recordBookingEvents(t, who.accountId, 'live', 1);
    expect(await workerWith({ allowedHosts: [] }).runOnce()).toBe(2);
    expect(plain.received).toHaveLength(0);
    expect(secure.received).toHaveLength(0);
    const [refusedHttp] = await deliveriesOf(t.db, http.id);
    expect(await attemptsOf(t.db, refusedHttp?.id as string)).toEqual([expect.objectContaining({ outcome: 'refused_address', status_code: null, error: 'must be https in live mode', response_excerpt: null })]);
    const [refusedLoopback] = await deliveriesOf(t.db, loopback.id);
    expect(await attemptsOf(t.db, refusedLoopback?.id as string)).toEqual([
      expect.objectContaining({ outcome: 'refused_address', error: 'host 127.0.0.1 is a loopback address, which only test-mode endpoints may use' }),
    ]);
    expect(refusedLoopback).toMatchObject({ status: 'pending', attempts: 1 });

    // With the operator's allowlist the same endpoint is reached.
    // Both retries are due within the first backoff (30 s at most).
    clock.advance(30);
    expect(await workerWith({ allowedHosts: ['127.0.0.1'] }).runOnce()).toBe(2);
    expect(secure.received).toHaveLength(1);
    expect(plain.received).toHaveLength(0);
  });

  it('checks the address again before each attempt: a name that now resolves to the metadata service gets nothing', async () => {
    const receiver = await receiverFor('test');
    let answers = ['127.0.0.1'];
    const worker = workerWith({ allowedHosts: [], resolve: resolverAnswering(() => answers) });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode: 'test', url: `http://localhost:${receiver.port}/hooks` });
    await recordBookingEvents(t, who.accountId, 'test', 1);
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);

    answers = ['169.254.169.254'];
    clock.advance(1);
    await recordBookingEvents(t, who.accountId, 'test', 1);
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [, refused] = await deliveriesOf(t.db, endpoint.id);
    expect(await attemptsOf(t.db, refused?.id as string)).toEqual([
      expect.objectContaining({ outcome: 'refused_address', error: 'host localhost is a private, link-local, metadata or reserved address, which webhooks may not reach' }),
    ]);

    // 6to4 carrying 127.0.0.1 is not this machine's loopback interface: refused in test mode too.
    answers = ['2002:7f00:1::'];
    clock.advance(1);
    await recordBookingEvents(t, who.accountId, 'test', 1);
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [, , tunnelled] = await deliveriesOf(t.db, endpoint.id);
    expect(await attemptsOf(t.db, tunnelled?.id as string)).toEqual([
      expect.objectContaining({ outcome: 'refused_address', error: 'host localhost is a private, link-local, metadata or reserved address, which webhooks may not reach' }),
    ]);
  });

  it.each([
    ['10.0.0.7'], ['192.168.1.20'], ['169.254.169.254'], ['::ffff:10.1.2.3'], ['fd00::1'],
    // IPv6 forms carrying a private IPv4 address: 6to4, IPv4-compatible, NAT64, Teredo.
    ['2002:7f00:1::'], ['::169.254.169.254'], ['64:ff9b::c0a8:101'], ['2001:0:4136:e378:8000:63bf:5601:5601'],
  ])('refuses a live endpoint whose name resolves to %s', async (address) => {
    const worker = workerWith({ allowedHosts: [], resolve: resolverAnswering(() => ['203.0.114.9', address]) });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode: 'live', url: `https://${PARTNER_HOST}/hooks` });
    await recordBookingEvents(t, who.accountId, 'live', 1);
    expect(await worker.runOnce()).toBe(1);
    const [delivery] = await deliveriesOf(t.db, endpoint.id);
    expect(await attemptsOf(t.db, delivery?.id as string)).toEqual([expect.objectContaining({ outcome: 'refused_address', error: `host ${PARTNER_HOST} is a private, link-local, metadata or reserved address, which webhooks may not reach` })]);
    expect((await t.db('webhook_endpoints').where({ id: endpoint.id }).first()).failing_since).toBe(clock.now().toISOString());
  });

  it('connects to the address it checked, and checks the certificate against the URL\'s name', async () => {
    const receiver = await receiverFor('live');
    const lookups: string[] = [];
    const worker = workerWith({ allowedHosts: [PARTNER_HOST], resolve: async (host) => (lookups.push(host), [{ address: '127.0.0.1', family: 4 }]) });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode: 'live', url: `https://${PARTNER_HOST}:${receiver.port}/hooks` });
    await recordBookingEvents(t, who.accountId, 'live', 1);
    expect(await worker.runOnce()).toBe(1);
    expect(lookups).toEqual([PARTNER_HOST]);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(t.db, endpoint.id))[0]?.status).toBe('succeeded');

    // A certificate for another name is refused (the name is not its SAN): a network error, retried.
    const other = await endpointFor(t, { accountId: who.accountId, mode: 'live', url: `https://other.partner.example:${receiver.port}/hooks` });
    await recordBookingEvents(t, who.accountId, 'live', 1);
    const wider = workerWith({ allowedHosts: [PARTNER_HOST, 'other.partner.example'], resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    await wider.runOnce();
    const [delivery] = await deliveriesOf(t.db, other.id);
    expect(await attemptsOf(t.db, delivery?.id as string)).toEqual([expect.objectContaining({ outcome: 'network_error', error: 'the connection failed (ERR_TLS_CERT_ALTNAME_INVALID)' })]);
  });
});

describe('what an attempt shows of the answer', () => {
  let who: Partner;
  beforeEach(async () => {
    who = await partner(t);
    clock.set('2026-11-22T10:00:00.000Z');
  });

  it('shows a public receiver\'s answer, never one from a loopback, private or reserved address', () => {
    expect(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'].map(revealsAnswer)).toEqual([true, true]);
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '10.0.0.7', '192.168.1.20', '169.254.169.254', 'fd00::2', '192.0.2.2', '2002:7f00:1::', undefined].map(revealsAnswer)).toEqual(Array(11).fill(false));
  });

  it('lets a test key aim its endpoint at the loopback interface, but never read the answer back: status and timing only', async () => {
    const receiver = await receiverFor('test');
    receiver.otherwise({ status: 200, body: '{"db_password":"hunter2"}' });
    const token = who.keys.test;
    const created = await call(t.app, 'POST', '/api/b2b/v1/webhook-endpoints', { token, body: { url: receiver.url('/internal/config'), enabled_events: ['*'] } });
    expect(created.status).toBe(201);
    // A name resolving to loopback (the DNS trick) is judged by the address connected to, like the literal.
    const byName = await call(t.app, 'POST', '/api/b2b/v1/webhook-endpoints', { token, body: { url: `http://localhost:${receiver.port}/internal/config`, enabled_events: ['*'] } });
    expect(byName.status).toBe(201);
    const worker = workerWith({ allowedHosts: [], resolve: resolverAnswering(() => ['127.0.0.1']) });
    for (const endpoint of [created.body, byName.body]) {
      const sent = await call(t.app, 'POST', `/api/b2b/v1/webhook-endpoints/${endpoint.id}/test`, { token });
      expect(sent.status).toBe(202);
      expect(await worker.runOnce()).toBe(1);
      const shown = await call(t.app, 'GET', `/api/b2b/v1/webhook-deliveries/${sent.body.id}`, { token });
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({ status: 'succeeded', last_status_code: 200 });
      expect(shown.body.attempts).toEqual([expect.objectContaining({ outcome: 'succeeded', status_code: 200, response_excerpt: null, error: null, duration_ms: expect.any(Number) })]);
      expect(JSON.stringify(shown.body)).not.toContain('hunter2');
    }
    expect(receiver.received).toHaveLength(2);
    expect(JSON.stringify(await t.db('webhook_attempts').select())).not.toContain('hunter2');
  });

  it('keeps nothing of the answer, and only the code of an error, from a private address the operator allowlisted', async () => {
    // This machine's own non-loopback addresses: the private or reserved ones its network gave it.
    const own = Object.values(networkInterfaces()).flat().filter((info) => info !== undefined && !info.internal && info.family === 'IPv4' && classify(info.address).verdict === 'refused');
    const address = own[0]?.address;
    if (address === undefined) throw new Error('this machine has no private IPv4 address to listen on');
    const receiver = await startReceiver({ host: address });
    receivers.push(receiver);
    receiver.answer({ status: 500, body: 'internal admin: stack trace at /srv/app' }, { status: 200, body: 'internal ok' });
    // The operator allowlisted the name, which now resolves to that private address.
    const worker = workerWith({ allowedHosts: ['localhost'], resolve: resolverAnswering(() => [address]) });
    const endpoint = await endpointFor(t, { accountId: who.accountId, mode: 'test', url: `http://localhost:${receiver.port}/hooks` });
    await recordBookingEvents(t, who.accountId, 'test', 1);
    expect(await worker.runOnce()).toBe(1);
    const [delivery] = await deliveriesOf(t.db, endpoint.id);
    expect(await attemptsOf(t.db, delivery?.id as string)).toEqual([expect.objectContaining({ outcome: 'http_error', status_code: 500, response_excerpt: null, error: null })]);
    clock.set(delivery?.next_attempt_at as string);
    expect(await worker.runOnce()).toBe(1);
    expect((await attemptsOf(t.db, delivery?.id as string)).map((a) => [a.outcome, a.status_code, a.response_excerpt])).toEqual([
      ['http_error', 500, null],
      ['succeeded', 200, null],
    ]);
    expect(receiver.received).toHaveLength(2);

    // Nothing listens there any more: the error names its code, not the connection's own text.
    const closed = await endpointFor(t, { accountId: who.accountId, mode: 'test', url: `http://localhost:${receiver.port}/hooks` });
    await receiver.close();
    receivers.splice(receivers.indexOf(receiver), 1);
    await recordBookingEvents(t, who.accountId, 'test', 1);
    await worker.runOnce();
    const [failed] = await deliveriesOf(t.db, closed.id);
    expect(await attemptsOf(t.db, failed?.id as string)).toEqual([expect.objectContaining({ outcome: 'network_error', status_code: null, response_excerpt: null, error: 'the connection failed (ECONNREFUSED)' })]);
  });
});

describe('the worker in the service', () => {
  it('starts with the background jobs, and close() waits for the attempt under way', async () => {
    const receiver = await receiverFor('test');
    receiver.answer({ hang: true });
    const app = await createTestApp({ env: { ...env(), JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '60000', WEBHOOK_POLL_MS: '20', WEBHOOK_TIMEOUT_MS: '1500' } });
    const who = await partner(app);
    const endpoint = await insertEndpoint(app, app.services.keys.dataEncryption, { accountId: who.accountId, mode: 'test', url: receiver.url() });
    await recordBookingEvents(app, who.accountId, 'test', 1);
    await receiver.waitFor(1);
    expect(app.services.webhooks.running).toBe(true);
    const closing = performance.now();
    const [delivery] = await deliveriesOf(app.db, endpoint.id);
    await app.services.close();
    expect(performance.now() - closing).toBeGreaterThanOrEqual(1000);
    expect(app.services.webhooks.running).toBe(false);
    expect(await attemptsOf(app.db, delivery?.id as string)).toEqual([expect.objectContaining({ outcome: 'timeout' })]);
    await app.database.drop();
  });

  it('cuts short an attempt still under way 5 s into close(), records it without blaming the endpoint, and leaves it due at once', async () => {
    const receiver = await receiverFor('test');
    receiver.answer({ hang: true });
    const app = await createTestApp({ env: { ...env(), JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '60000', WEBHOOK_POLL_MS: '20', WEBHOOK_TIMEOUT_MS: '30000', WEBHOOK_LEASE_MS: '60000' } });
    const who = await partner(app);
    const endpoint = await insertEndpoint(app, app.services.keys.dataEncryption, { accountId: who.accountId, mode: 'test', url: receiver.url() });
    await recordBookingEvents(app, who.accountId, 'test', 1);
    await receiver.waitFor(1);
    const closing = performance.now();
    await app.services.close();
    const took = performance.now() - closing;
    expect(took).toBeGreaterThanOrEqual(4900);
    expect(took).toBeLessThan(8000);
    const [delivery] = await deliveriesOf(app.db, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, claim_token: null });
    expect(Date.parse(delivery?.next_attempt_at as string)).toBeLessThanOrEqual(app.clock.now().getTime());
    expect(await attemptsOf(app.db, delivery?.id as string)).toEqual([expect.objectContaining({ outcome: 'network_error', error: 'the service stopped before the endpoint answered' })]);
    expect((await app.db('webhook_endpoints').where({ id: endpoint.id }).first()).failing_since).toBeNull();
    await app.database.drop();
  }, 20_000);
});
