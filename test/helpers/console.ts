import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, serveApp, watchedTab, type ServedApp } from './browser';
import { contentHash } from './contentHash';
import { freshCode, type StaffFixture } from './staff';
import { TestClock } from './testApp';
import { selfSignedCertificate } from './webhooks';

const root = join(__dirname, '..', '..');

/** A hash of what a build reads: the front ends' sources, the contract's generated types they import, the locked dependencies. */
const buildInputsHash = (config: string): string => contentHash(['console', 'driver', join('src', 'generated'), 'package-lock.json'], config);

/**
 * The console built as `npm run build` builds it, into a directory of the tests' own (the app is
 * pointed at it with CONSOLE_DIR), so a test never reads or replaces the checkout's dist/. With
 * `config`, another of the service's built pages (the drivers' job page, DRIVER_DIR). A build is
 * kept in the temp directory under a hash of what it reads, and the test files after the first
 * (in this run or the next) serve the same files rather than building them again; tests only
 * read them, and `remove()` leaves them for the next.
 */
export async function buildConsole(config = 'console/vite.config.ts'): Promise<{ dir: string; remove(): void }> {
  const kept = { dir: join(tmpdir(), `trade-api-${config.split('/')[0] ?? 'app'}-build-${buildInputsHash(config)}`), remove: () => undefined };
  if (existsSync(join(kept.dir, 'index.html'))) return kept;
  const dir = mkdtempSync(join(tmpdir(), `${config.split('/')[0] ?? 'app'}-build-`));
  const output: Buffer[] = [];
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--config', config, '--configLoader', 'runner', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`vite build failed (${status}):\n${Buffer.concat(output).toString()}`);
  }
  try {
    renameSync(dir, kept.dir);
  } catch {
    // Another test worker kept the same build first.
    rmSync(dir, { recursive: true, force: true });
  }
  return kept;
}

export const CONSOLE_BUILD_TIMEOUT_MS = 120_000;

/**
 * The console end to end: built, served over https (the session cookie is `__Host-` and
 * `Secure`) on a TestClock, with Chromium. Each browser test file opens one in `beforeAll`.
 */
export interface ConsoleRig {
  served: ServedApp;
  browser: Browser;
  clock: TestClock;
  /** A new tab (its own cookies) on /console/ at the size given, collecting CSP refusals and page errors. */
  open(width: number, height: number, path?: string): Promise<{ tab: Page; problems: string[] }>;
  /** Fills the sign-in form with the person's password and a fresh authenticator code (or the code given). */
  signIn(tab: Page, member: StaffFixture, code?: string): Promise<void>;
  close(): Promise<void>;
}

export async function startConsole(options: { env?: Record<string, string> } = {}): Promise<ConsoleRig> {
  const build = await buildConsole();
  const clock = new TestClock();
  const tls = selfSignedCertificate();
  const served = await serveApp({ clock, tls, env: { CONSOLE_DIR: build.dir, ...options.env } });
  const browser = await launchBrowser();
  return {
    served,
    browser,
    clock,
    async open(width, height, path = '/console/') {
      const opened = await watchedTab(browser, { width, height }, { ignoreHTTPSErrors: true });
      await opened.tab.goto(`${served.baseUrl}${path}`);
      return opened;
    },
    async signIn(tab, member, code) {
      await tab.getByLabel('E-mail address').fill(member.email);
      await tab.getByLabel('Password').fill(member.password);
      await tab.getByLabel('Authenticator code or recovery code').fill(code ?? freshCode(served.t, member));
      await tab.getByRole('button', { name: 'Sign in' }).click();
    },
    async close() {
      await browser.close();
      await served.close();
      build.remove();
      tls.remove();
    },
  };
}
