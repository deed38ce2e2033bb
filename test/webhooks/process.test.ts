/**
 * Webhook delivery across processes and instances: a delivery survives the crash of the
 * instance attempting it, and several instances on one PostgreSQL database make each attempt
 * of each delivery exactly once.
 */
import { loadConfig } from '../../src/platform/config';
import { loadServiceKeys } from '../../src/platform/secrets';
import { systemClock } from '../../src/platform/clock';
import { sectionCatalog } from '../../src/engine/engineSection';
import { allSections } from '../../src/sections';
import { verifySignature } from '../../src/webhooks/signature';
import { childDatabaseUrl, createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/testDb';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { partner } from '../helpers/partitions';
import { attemptsOf, deliveriesOf, insertEndpoint, recordBookingEvents, startReceiver, type ReceivedHook, type Receiver } from '../helpers/webhooks';

const DATA_ENCRYPTION_SECRET = 'webhook-process-test-data-key-0123456789';

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(`a crash mid-delivery (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let database: TestDatabase;
  let receiver: Receiver;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await receiver.close();
    await database.drop();
  });

  it('does not lose the delivery: after a restart it is sent again once the lease runs out, and both attempts show', async () => {
    const keys = await loadServiceKeys(database.db, loadConfig({ DATA_ENCRYPTION_SECRET }), systemClock);
    // The server process reads the system clock and runs every section; the kit stores by the same.
    const kit = { db: database.db, clock: systemClock, sections: sectionCatalog(allSections) };
    const who = await partner(kit);
    // A token in the URL's path, as partners often put one: it must not reach the log.
    const path = '/hooks/tok_Pq8Zr3Lm5Xw1Yv7Nc2Bd';
    const endpoint = await insertEndpoint(kit, keys.dataEncryption, { accountId: who.accountId, mode: 'test', url: receiver.url(path) });
    const [eventId] = await recordBookingEvents(kit, who.accountId, 'test', 1);
    const env = {
      DATABASE_URL: childDatabaseUrl(database),
      DATA_ENCRYPTION_SECRET,
      JOBS_ENABLED: 'true',
      JOBS_INTERVAL_MS: '60000',
      WEBHOOK_POLL_MS: '50',
      WEBHOOK_TIMEOUT_MS: '3000',
      WEBHOOK_LEASE_MS: '4000',
    };

    receiver.answer({ hang: true });
    const first = await startServerProcess(env);
    servers.push(first);
    await receiver.waitFor(1, 15_000);
    // Killed while the receiver holds the request open: the attempt never finishes.
    await first.kill();
    const [claimed] = await deliveriesOf(database.db, endpoint.id);
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(claimed?.claim_token).not.toBeNull();
    expect(await attemptsOf(database.db, claimed?.id as string)).toEqual([]);

    const second = await startServerProcess(env);
    servers.push(second);
    const hooks = await receiver.waitFor(2, 15_000);
    await until(async () => (await deliveriesOf(database.db, endpoint.id))[0]?.status === 'succeeded', 10_000);
    // Not before the first claim's lease ran out.
    expect((hooks[1] as ReceivedHook).at).toBeGreaterThanOrEqual(Date.parse(claimed?.claimed_until as string) - 50);

    expect(hooks.map((hook) => [hook.headers['trade-event-id'], hook.headers['trade-delivery-id'], hook.headers['trade-delivery-attempt']])).toEqual([
      [eventId, claimed?.id, '1'],
      [eventId, claimed?.id, '2'],
    ]);
    expect(hooks[1]?.body).toBe(hooks[0]?.body);
    for (const hook of hooks) expect(verifySignature(hook.body, hook.headers['trade-signature'] as string, endpoint.secret)).toBeGreaterThan(0);
    const [delivery] = await deliveriesOf(database.db, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, claim_token: null });
    expect((await attemptsOf(database.db, delivery?.id as string)).map(({ number, outcome, error }) => ({ number, outcome, error }))).toEqual([
      { number: 1, outcome: 'network_error', error: 'the service instance making this attempt stopped before it was recorded; the endpoint may have received it' },
      { number: 2, outcome: 'succeeded', error: null },
    ]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const log = second.log();
    expect(log).toContain('"msg":"webhook delivered"');
    expect(log).toContain(delivery?.id);
    for (const secret of [endpoint.secret, path, 'tok_Pq8Zr3Lm5Xw1Yv7Nc2Bd', hooks[0]?.body ?? '']) {
      expect(log).not.toContain(secret);
      expect(first.log()).not.toContain(secret);
    }
  }, 60_000);
});

const onPostgres = usingPostgres ? describe : describe.skip;

onPostgres('two instances on one PostgreSQL database (skipped on SQLite: one instance per database file)', () => {
  const apps: TestApp[] = [];
  let receiver: Receiver;
  afterAll(async () => {
    await receiver?.close();
    // The second shares the first's database: it goes first, the owner drops the schema.
    for (const app of apps.reverse()) await app.close();
  });

  it('make each attempt of each delivery exactly once: 150 events, every first attempt failing, every second succeeding', async () => {
    receiver = await startReceiver();
    const seen = new Set<string>();
    // The first request of each event fails, the second succeeds: two scheduled attempts per delivery.
    receiver.otherwise((hook) => {
      const id = hook.headers['trade-event-id'] as string;
      if (seen.has(id)) return { status: 204 };
      seen.add(id);
      return { status: 500, body: 'first attempt refused' };
    });
    const env = { JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '60000', WEBHOOK_POLL_MS: '5', WEBHOOK_CONCURRENCY: '8', WEBHOOK_RETRY_BASE_MS: '40', WEBHOOK_RETRY_MAX_MS: '80' };
    const first = await createTestApp({ env });
    apps.push(first);
    apps.push(await createTestApp({ env, database: first.database }));
    const who = await partner(first);
    // The account's live endpoint hears nothing of its test partition's events.
    const endpoint = await insertEndpoint(first, first.services.keys.dataEncryption, { accountId: who.accountId, mode: 'live', url: 'https://hooks.partner.example/trade' });
    const local = await insertEndpoint(first, first.services.keys.dataEncryption, { accountId: who.accountId, mode: 'test', url: receiver.url() });
    const events = await recordBookingEvents(first, who.accountId, 'test', 150);

    await receiver.waitFor(300, 30_000);
    await until(async () => (await deliveriesOf(first.db, local.id)).every((delivery) => delivery.status === 'succeeded'), 10_000);
    // A moment for any duplicate to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(300);
    const byEvent = new Map<string, string[]>();
    for (const hook of receiver.received) {
      const id = hook.headers['trade-event-id'] as string;
      byEvent.set(id, [...(byEvent.get(id) ?? []), hook.headers['trade-delivery-attempt'] as string]);
    }
    expect([...byEvent.keys()].sort()).toEqual([...events].sort());
    for (const attempts of byEvent.values()) expect(attempts).toEqual(['1', '2']);

    const deliveries = await deliveriesOf(first.db, local.id);
    expect(deliveries).toHaveLength(150);
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, claim_token: null });
      expect((await attemptsOf(first.db, delivery.id)).map(({ number, outcome, status_code }) => [number, outcome, status_code])).toEqual([
        [1, 'http_error', 500],
        [2, 'succeeded', 204],
      ]);
    }
    expect(await deliveriesOf(first.db, endpoint.id)).toEqual([]);
  }, 60_000);
});
