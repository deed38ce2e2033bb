import type { Browser, Page } from 'playwright-core';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp } from '../helpers/browser';
import { openApiDocument } from '../../src/platform/openapiDocument';
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
