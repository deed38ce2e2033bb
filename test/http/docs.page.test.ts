import request from 'supertest';
import type { Browser, Page } from 'playwright-core';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp } from '../helpers/browser';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { createStaffMember, signIn } from '../helpers/staff';
import { TestClock } from '../helpers/testApp';

/**
 * The reference page at /docs, in Chromium: it renders the served contract (every tag, the
 * webhooks), its code samples and request client call PUBLIC_BASE_URL, and it loads nothing from
 * anywhere but this service.
 */
const contract = openApiDocument() as unknown as {
  tags: Array<{ name: string }>;
  webhooks: Record<string, { post: { summary: string } }>;
};

let served: ServedApp;
let browser: Browser;
beforeAll(async () => {
  served = await serveApp({ clock: new TestClock() });
});
afterAll(async () => {
  await browser?.close();
  await served.close();
});

test('serves the page with its own narrow policy, and its scripts from here, hashed and cached for good', async () => {
  const page = await request(served.t.app).get('/docs');
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-security-policy']).toBe(
    `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self' ${served.baseUrl}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  expect(page.headers['x-frame-options']).toBe('DENY');
  const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
  expect(scripts).toEqual([expect.stringMatching(/^ src="\/docs\/assets\/scalar\.[0-9a-f]{16}\.js"$/), expect.stringMatching(/^ src="\/docs\/assets\/start\.[0-9a-f]{16}\.js"$/)]);
  expect(page.text).not.toMatch(/https?:\/\//);

  const bundle = /src="(\/docs\/assets\/scalar\.[0-9a-f]+\.js)"/.exec(page.text)?.[1] as string;
  const plain = await request(served.t.app).get(bundle).set('Accept-Encoding', 'identity');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.text).toContain('createApiReference');
  expect(plain.text).not.toContain('sourceMappingURL');
  const zipped = await request(served.t.app).get(bundle).set('Accept-Encoding', 'gzip');
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.text).toBe(plain.text);
  expect(Number(zipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3);

  // Another name, or an old hash, is not an asset.
  expect((await request(served.t.app).get('/docs/assets/scalar.0000000000000000.js')).status).toBe(404);
});

test('speaks to partners only: the operator\'s steps are what the operator does, never its commands', () => {
  const text = JSON.stringify(openApiDocument());
  expect(text).not.toContain('npm run');
  expect(text).not.toMatch(/admin -- /);
});

test('serves the operator API reference to signed-in staff only, and the drivers\' to anyone', async () => {
  const stranger = await request(served.t.app).get('/api/ops/v1/docs');
  expect(stranger.status).toBe(401);
  expect(stranger.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(stranger.headers['cache-control']).toBe('no-store');
  expect(stranger.text).toContain('<a href="/console/">Sign in to the console</a>');
  expect(stranger.text).not.toContain('api-reference');
  // An ended or made-up session is no better than none.
  expect((await request(served.t.app).get('/api/ops/v1/docs').set('Cookie', `__Host-ops_session=${'x'.repeat(43)}`)).status).toBe(401);

  const admin = await createStaffMember(served.t, { roles: ['desk'] });
  const session = await signIn(served.t, admin);
  const page = await request(served.t.app).get('/api/ops/v1/docs').set('Cookie', session.cookie);
  expect(page.status).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.text).toContain('<title>Operator API reference</title>');
  expect(page.text).toContain('&quot;url&quot;:&quot;/api/ops/v1/openapi.json&quot;');

  const driver = await request(served.t.app).get('/api/driver/v1/docs');
  expect(driver.status).toBe(200);
  expect(driver.text).toContain('<title>Driver API reference</title>');
  expect(driver.text).toContain('&quot;url&quot;:&quot;/api/driver/v1/openapi.json&quot;');
});

describeWithBrowser('the reference page in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });

  /**
   * Scalar 1.46 (the last release that declares Node 20, package.json) checks a document against
   * its own schema of OpenAPI, which refuses valid 3.1 forms (`null` in an `enum`, `oneOf` beside
   * a `$ref`), and says so in two warnings on the console; the page renders every part regardless.
   * Those two lines are its only allowance: any other warning still fails the test.
   */
  const scalarSchemaNotice = (text: string): boolean => text === 'document validation errors: ' || /^\[Object(, Object)*\]$/.test(text);

  async function open(origin: string, hash = ''): Promise<{ tab: Page; requests: string[]; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    tab.on('request', (req) => requests.push(req.url()));
    tab.on('response', (res) => {
      if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${res.url()}`);
    });
    tab.on('console', (message) => {
      if (message.type() === 'error' || (message.type() === 'warning' && !scalarSchemaNotice(message.text()))) problems.push(`${message.type()}: ${message.text()}`);
    });
    tab.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await tab.goto(`${origin}/docs${hash}`);
    await tab.getByText('Download OpenAPI Document').first().waitFor({ timeout: 40000 });
    return { tab, requests, problems };
  }

  test('renders every tag and the webhooks, with code samples calling PUBLIC_BASE_URL, and asks nothing of anyone else', async () => {
    // Opened under another name of the same server: the samples must follow `servers`, not the address bar.
    const pageOrigin = served.baseUrl.replace('127.0.0.1', 'localhost');
    const { tab, requests, problems } = await open(pageOrigin);

    const sidebar = await tab.locator('body').innerText();
    for (const tag of contract.tags) expect(sidebar).toContain(tag.name);

    await tab.getByText('Events and webhooks', { exact: true }).first().click();
    const webhooks = Object.values(contract.webhooks).map((item) => item.post.summary);
    expect(webhooks.length).toBeGreaterThan(0);
    for (const summary of webhooks) await tab.getByText(summary, { exact: true }).first().waitFor({ state: 'attached' });

    await tab.goto(`${pageOrigin}/docs#tag/service/GET/healthz`);
    const sample = tab.locator('pre, code').filter({ hasText: `curl ${served.baseUrl}/healthz` }).first();
    await sample.waitFor();
    expect(await tab.locator('body').innerText()).not.toContain(`${pageOrigin}/healthz`);
    await tab.screenshot({ path: '/tmp/work/docs.png' });

    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith(`${pageOrigin}/`) && !url.startsWith(`${served.baseUrl}/`))).toEqual([]);
    expect(requests).toContain(`${pageOrigin}/api/b2b/v1/openapi.json`);
    expect(problems).toEqual([]);
    await tab.context().close();
  }, 90000);

  test('sends a request from the page to PUBLIC_BASE_URL and shows the answer', async () => {
    const { tab, problems } = await open(served.baseUrl, '#tag/service/GET/healthz');
    await tab.getByRole('button', { name: 'Test Request' }).first().click();
    const answered = tab.waitForResponse((res) => res.url() === `${served.baseUrl}/healthz`);
    await tab.getByRole('button', { name: /^Send/ }).first().click();
    expect((await answered).status()).toBe(200);
    await tab.getByText('"uptime_seconds"').last().waitFor();
    expect(problems).toEqual([]);
    await tab.context().close();
  }, 90000);
});
