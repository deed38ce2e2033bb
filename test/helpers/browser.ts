import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Clock } from '../../src/platform/clock';
import { addDays, uaeToday } from '../../src/platform/uaeTime';
import { SUITE_LIMITS } from './suite';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

/**
 * End-to-end tests of the public pages drive Debian's Chromium (`apt-get install chromium`)
 * through playwright-core, which brings no browser of its own. Where none is installed the
 * tests are skipped and say so; `.ci/run` installs it.
 */
export const chromiumPath: string | undefined = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/**
 * A browser test walks a person through many steps, each allowed 10 s, and runs beside other
 * suites on a busy machine: its default timeout is a minute, not the suite's 20 s.
 */
export const BROWSER_TEST_TIMEOUT_MS = 60_000;

export const describeWithBrowser = (name: string, body: () => void): void => {
  if (chromiumPath) {
    describe(name, () => {
      jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);
      body();
    });
  } else describe.skip(`${name} [skipped: no Chromium found at /usr/bin/chromium; install Debian's chromium package or set CHROMIUM_PATH]`, body);
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath as string, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

export interface ServedApp {
  t: TestApp;
  /** `http://127.0.0.1:<port>`: the service's PUBLIC_BASE_URL, so the links it hands out open here. */
  baseUrl: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * The app on a loopback port, with PUBLIC_BASE_URL set to that address before the app is built, and a suite's limits.
 * With `tls` (a certificate for 127.0.0.1, test/helpers/webhooks.ts's selfSignedCertificate) it is
 * served over https, as a deployment is (where a `Secure` or `__Host-` cookie is kept off loopback).
 */
export async function serveApp(options: TestAppOptions & { tls?: { key: string; cert: string } } = {}): Promise<ServedApp> {
  const { tls, ...appOptions } = options;
  const server: Server = tls ? createHttpsServer({ key: tls.key, cert: tls.cert }) : createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const t = await createTestApp({ ...appOptions, env: { ...SUITE_LIMITS, PUBLIC_BASE_URL: baseUrl, ...appOptions.env } });
  server.on('request', t.app);
  return {
    t,
    baseUrl,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}

/**
 * A tab of its own (its own cookies) at the size given, collecting what the page's
 * Content-Security-Policy refused and the page's errors: a page whose script or style the policy
 * blocked looks broken to a person, so tests assert there are none. Steps time out after 10 s, so
 * a step that never comes says which one it was.
 */
export async function watchedTab(browser: Browser, viewport: { width: number; height: number }, options: { ignoreHTTPSErrors?: boolean } = {}): Promise<{ tab: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport, ...options });
  context.setDefaultTimeout(10_000);
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  tab.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return { tab, problems };
}

/**
 * A tab the size of a phone, collecting the console's Content-Security-Policy complaints: a page
 * whose style or script the policy blocked looks broken to a visitor, so tests assert none.
 */
export async function phoneTab(browser: Browser): Promise<{ tab: Page; violations: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const tab = await context.newPage();
  const violations: string[] = [];
  tab.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return { tab, violations };
}

/**
 * A traveller asks for an offer on a public page (a kit page, a guide, the booking site): opens the
 * offer's card, fills its form for a date ten days after the clock's today, sends it, and waits for
 * the page `landing` matches. Answers the reference the page then shows.
 */
export async function requestFromOfferCard(tab: Page, offerId: string, clock: Clock, options: { adults: number; landing: RegExp }): Promise<string | null> {
  const card = tab.locator(`[data-offer="${offerId}"]`).first();
  await card.locator('summary').click();
  await card.locator('input[name=date]').fill(addDays(uaeToday(clock), 10));
  await card.locator('input[name=adults]').fill(String(options.adults));
  await card.locator('input[name=name]').fill('Jonas Berg');
  await card.locator('input[name=email]').fill('jonas@example.se');
  await card.locator('input[name=phone]').fill('+46 70 123 45 67');
  await Promise.all([tab.waitForURL(options.landing), card.locator('button[type=submit]').click()]);
  return tab.locator('[data-reference]').textContent();
}
