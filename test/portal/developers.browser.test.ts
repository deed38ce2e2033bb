import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS } from '../helpers/console';
import { createPortalPerson, startPortal, type PortalPerson, type PortalRig } from '../helpers/portal';

/**
 * The portal's Developers screen in Chromium, over the real pages (no header or cookie set by
 * hand): a developer signs in, issues a test key (shown once) for their integration, whose call
 * the API refuses; they find that call in the request log by the x-request-id its answer carried,
 * with its status, error code and the names of the fields sent. Their webhook endpoint's receiver
 * failed a delivery: they open its attempts (the receiver's status and timing), resend it, and
 * the next attempt succeeds. The screens at desktop and phone size, in English and Arabic; nothing
 * they load is refused by the Content-Security-Policy.
 */
describeWithBrowser('the portal’s Developers screen in Chromium', () => {
  let rig: PortalRig;
  let served: ServedApp;
  let receiver: Server;
  let hookUrl: string;
  const received: number[] = [];

  beforeAll(async () => {
    // The developer's webhook receiver on this machine: it fails the first delivery, then takes them.
    receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(received.length === 0 ? 500 : 200);
        res.statusCode = received[received.length - 1] as number;
        res.end(res.statusCode === 200 ? 'ok' : 'down for maintenance');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/trade`;
    rig = await startPortal();
    ({ served } = rig);
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await rig?.close();
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  });

  let developer: PortalPerson;

  test('a developer finds a failed API call by its x-request-id, and resends a failed webhook delivery', async () => {
    developer = await createPortalPerson(served.t, { role: 'admin', accountName: 'Gulf Horizons Travel', firstName: 'Omar', liveAccess: false });
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, developer);
    await tab.getByRole('link', { name: 'Developers', exact: true }).click();
    await tab.getByRole('heading', { name: 'Developers', exact: true }).waitFor();

    // The account has no key yet; a test key for the integration, shown this once (the first call
    // on test data seeds the test partition, which may take a while on a busy machine).
    await tab.getByText('No keys yet.', { exact: true }).waitFor({ timeout: 60_000 });
    await tab.getByRole('button', { name: 'Issue the test key', exact: true }).click();
    await tab.getByRole('region', { name: 'API keys, newest first' }).waitFor({ timeout: 60_000 });
    const key = await tab.getByLabel('API key', { exact: true }).inputValue();
    expect(key).toMatch(/^svc_test_/);
    await tab.getByRole('button', { name: 'Done, hide the key', exact: true }).click();
    expect(await tab.getByLabel('API key', { exact: true }).count()).toBe(0);

    // The integration's call, refused: the developer has only its x-request-id.
    const auth = { Authorization: `Bearer ${key}` };
    const refused = await request(served.t.app).post('/api/b2b/v1/transport/bookings').set(auth).send({ quote_id: 'tq_fromAnOldQuote', traveller: { first_name: 'Aisha' } });
    expect(refused.status).toBe(422);
    const requestId = refused.headers['x-request-id'] as string;
    const fine = await request(served.t.app).get('/api/b2b/v1/whoami').set(auth);
    expect(fine.status).toBe(200);

    await tab.getByRole('navigation', { name: 'Developers' }).getByRole('link', { name: 'Request log', exact: true }).click();
    await tab.getByRole('heading', { name: 'Request log', exact: true }).waitFor();
    await tab.getByLabel('Request ID (x-request-id)').fill(requestId);
    await tab.getByRole('button', { name: 'Search', exact: true }).click();
    const found = tab.getByRole('region', { name: 'Calls to the API, newest first' });
    await found.getByRole('link', { name: requestId, exact: true }).waitFor();
    expect(await found.getByRole('row').count()).toBe(2);
    await found.getByText('validation_failed').waitFor();
    await tab.screenshot({ path: '/tmp/portal-en-developers-log.png', fullPage: true });

    await found.getByRole('link', { name: requestId, exact: true }).click();
    await tab.getByRole('heading', { name: `Call ${requestId}` }).waitFor();
    const facts = tab.locator('dl.dev-facts');
    await facts.getByText('POST /api/b2b/v1/transport/bookings').waitFor();
    await facts.getByText('createTransportBooking').waitFor();
    await facts.getByText('422', { exact: true }).waitFor();
    await facts.getByText('validation_failed').waitFor();
    await facts.getByText('traveller.first_name').waitFor();
    expect(await tab.getByText('tq_fromAnOldQuote').count()).toBe(0);
    expect(await tab.getByText('Aisha').count()).toBe(0);
    await tab.screenshot({ path: '/tmp/portal-en-developers-call.png', fullPage: true });

    // The integration's webhook endpoint; its receiver fails the first delivery.
    const endpoint = await request(served.t.app).post('/api/b2b/v1/webhook-endpoints').set(auth).send({ url: hookUrl, enabled_events: ['*'] });
    expect(endpoint.status).toBe(201);
    const delivery = await request(served.t.app).post(`/api/b2b/v1/webhook-endpoints/${endpoint.body.id}/test`).set(auth);
    expect(delivery.status).toBe(202);
    await served.t.services.webhooks.runOnce();
    expect(received).toEqual([500]);

    await tab.getByRole('navigation', { name: 'Developers' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
    await tab.getByRole('link', { name: `Deliveries to ${hookUrl}`, exact: true }).click();
    await tab.getByRole('link', { name: `Attempts of delivery ${delivery.body.id as string}`, exact: true }).click();
    await tab.getByRole('heading', { name: `Delivery ${delivery.body.id as string}` }).waitFor();
    const attempts = tab.getByRole('region', { name: 'Attempts, oldest first' });
    await attempts.getByRole('cell', { name: 'Error status', exact: true }).waitFor();
    await attempts.getByRole('cell', { name: '500', exact: true }).waitFor();
    expect(await attempts.getByRole('row').count()).toBe(2);

    await tab.getByRole('button', { name: 'Resend', exact: true }).click();
    await tab.getByRole('status').filter({ hasText: 'The delivery was queued again: its next attempt is due now.' }).waitFor();
    await served.t.services.webhooks.runOnce();
    expect(received).toEqual([500, 200]);
    await tab.reload();
    await attempts.getByRole('cell', { name: 'Succeeded', exact: true }).waitFor();
    await attempts.getByRole('cell', { name: '200', exact: true }).waitFor();
    expect(await attempts.getByRole('row').count()).toBe(3);
    await tab.screenshot({ path: '/tmp/portal-en-developers-delivery.png', fullPage: true });

    // The resend is in the request log too, made by the person.
    await served.t.services.requestLog.flush();
    const resend = (await served.t.db('request_logs').where({ operation: 'resendWebhookDelivery' }).first('actor')) as { actor: string } | undefined;
    expect(resend?.actor).toBe(`user:${developer.userId}`);
    expect(problems).toEqual([]);
  }, 120_000);

  test('the Developers screen in Arabic at phone size, nothing wider than the screen', async () => {
    const { tab, problems } = await rig.open(390, 844);
    await rig.signIn(tab, developer);
    await tab.getByLabel('Language').selectOption('ar');
    for (const path of ['/portal/developers', '/portal/developers/logs', '/portal/developers/webhooks', '/portal/developers/events']) {
      await tab.goto(`${served.baseUrl}${path}`);
      await tab.getByRole('heading', { name: 'المطوّرون', exact: true }).waitFor();
      expect(await tab.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await tab.screenshot({ path: `/tmp/portal-ar-phone${path.replace(/\//g, '-')}.png`, fullPage: true });
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
