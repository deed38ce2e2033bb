import request from 'supertest';
import type { Express } from 'express';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { routes } from '../../src/generated/portal/routes';
import { createAccount, setLiveAccess } from '../../src/apiKeys/store';
import type { UserRole } from '../../src/apiKeys/roles';
import { Partition } from '../../src/engine/partition';
import { recordCreated } from '../../src/engine/stateMachine';
import { ensureLogin, setLoginPassword } from '../../src/engine/portalLogins';
import { hashPassword, totpCode } from '../../src/platform/passwords';
import { newId } from '../../src/platform/ids';
import { USER_MACHINE } from '../../src/sections/users/service';
import { expectContract } from './contract';
import { contractChecker } from './staff';
import { launchBrowser, serveApp, watchedTab, type ServedApp } from './browser';
import { buildConsole } from './console';
import { TestClock, type TestApp } from './testApp';
import { selfSignedCertificate } from './webhooks';

/**
 * The partner portal's part of the test kit.
 *
 * In API tests:
 *   const person = await createPortalPerson(t, { role: 'booker' });        // a live team's person with a password
 *   const session = await portalSignIn(t, person);                          // POST /api/portal/v1/sessions
 *   const res = await sessionCall(t, session, 'GET', '/api/b2b/v1/bookings'); // the partners' API with the session
 *   const { secret } = await enrolTotp(t, session);                         // an authenticator, as the Security screen enrols it
 *
 * In browser tests (test/portal.*.browser.test.ts):
 *   const rig = await startPortal();                                        // beforeAll: built portal over https, Chromium
 *   const person = await createPortalPerson(rig.served.t, { role: 'finance' });
 *   const { tab } = await rig.open(1280, 800);                               // a tab on /portal/
 *   await rig.signIn(tab, person);                                           // through the sign-in screen
 *   ...
 *   await rig.close();                                                      // afterAll
 *
 * A person made by `createPortalPerson` is a row of the account's live team (`users`, active) and
 * a login with PORTAL_PASSWORD, written straight to the database as an accepted invitation leaves
 * them (test/portal/auth.browser.test.ts goes through the real invitation page instead). An
 * `owner` or `admin` acts on live data only with a second factor: `enrolTotp` (API) or
 * `rig.enrolTotp` (browser) gives them one.
 */
export const PORTAL_PASSWORD = 'portal passphrase of mine';

export interface PortalPerson {
  accountId: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  password: string;
}

export interface PortalSessionFixture {
  cookie: string;
  csrf: string;
  /** The cookie's value, to compare with what is stored (hashed). */
  sessionId: string;
  body: Record<string, unknown>;
}

type AppOf = Pick<TestApp, 'app' | 'services' | 'db' | 'clock'>;

let counter = 0;

/**
 * A person of an account's live team, active, with a login whose password is `password`
 * (PORTAL_PASSWORD unless given; `null`: an accepted invitation without a password yet). Without
 * `accountId`, a new account is made (`accountName`, live access on unless `liveAccess` is false).
 */
export async function createPortalPerson(
  t: AppOf,
  options: { accountId?: string; accountName?: string; liveAccess?: boolean; role?: UserRole; email?: string; firstName?: string; lastName?: string; password?: string | null } = {},
): Promise<PortalPerson> {
  counter += 1;
  let accountId = options.accountId;
  if (accountId === undefined) {
    accountId = (await createAccount(t.db, t.clock, options.accountName ?? `Portal Travel ${counter}`)).id;
    if (options.liveAccess ?? true) await setLiveAccess(t.db, t.clock, accountId, true);
  }
  const email = (options.email ?? `person${counter}.${Math.random().toString(36).slice(2, 8)}@agency.example`).toLowerCase();
  const firstName = options.firstName ?? 'Mariam';
  const lastName = options.lastName ?? `Person ${counter}`;
  const role = options.role ?? 'owner';
  const userId = newId('usr');
  const partition = Partition.forDesk(t.services.sections, t.db, t.clock, accountId, 'test-kit');
  const now = t.clock.now().toISOString();
  await partition.transaction(async (p) => {
    await p.insert('users', {
      id: userId,
      email,
      first_name: firstName,
      last_name: lastName,
      role,
      status: 'active',
      mfa_enabled: false,
      invited_at: now,
      invitation_token_hash: null,
      invitation_expires_at: null,
      joined_at: now,
      last_active_at: null,
      deactivated_at: null,
      created_at: now,
    });
    await recordCreated(p, USER_MACHINE, userId, 'active');
  });
  const password = options.password === undefined ? PORTAL_PASSWORD : options.password;
  const login = await ensureLogin(t.db, t.clock, email);
  if (password !== null) await setLoginPassword(t.db, t.clock, login.id, await hashPassword(password));
  return { accountId, userId, email, firstName, lastName, role, password: password ?? '' };
}

/** The status, body, error code and required headers of an answer are ones the portal contract documents for the operation. */
export const expectPortalContract = contractChecker('portal', join(__dirname, '..', '..', 'src', 'generated', 'portal', 'openapi.json'), routes);

export const originOf = (t: Pick<TestApp, 'services'>): string => new URL(t.services.config.publicBaseUrl).origin;

export interface PortalCallOptions {
  session?: PortalSessionFixture;
  body?: unknown;
  /** Headers over the defaults (the session's cookie; on changes its X-CSRF-Token and this service's Origin); `null` leaves one out. */
  headers?: Record<string, string | null>;
}

function sent(t: Pick<TestApp, 'app' | 'services'> | { app: Express; services: TestApp['services'] }, method: string, path: string, options: PortalCallOptions): request.Test {
  const headers: Record<string, string | null> = {};
  if (options.session) {
    headers.Cookie = options.session.cookie;
    if (method !== 'GET') headers['X-CSRF-Token'] = options.session.csrf;
  }
  if (method !== 'GET') headers.Origin = originOf(t);
  Object.assign(headers, options.headers ?? {});
  let req = request(t.app)[method.toLowerCase() as 'get'](path);
  for (const [name, value] of Object.entries(headers)) if (value !== null) req = req.set(name, value);
  if (options.body !== undefined) req = req.send(options.body as object);
  return req;
}

/** Calls the portal API as the portal does and checks the answer against the portal contract. */
export async function portalCall(t: Pick<TestApp, 'app' | 'services'>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: PortalCallOptions = {}): Promise<request.Response> {
  const res = await sent(t, method, path, options);
  expectPortalContract(res, method, path);
  return res;
}

/** Calls the partners' API (/api/b2b/v1) with a portal session, as the portal's screens do, and checks the answer against the partners' contract. */
export async function sessionCall(t: Pick<TestApp, 'app' | 'services'>, session: PortalSessionFixture, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: Omit<PortalCallOptions, 'session'> = {}): Promise<request.Response> {
  const res = await sent(t, method, path, { ...options, session });
  expectContract(res, method, path);
  return res;
}

/** The session a sign-in's answer opened: its cookie (as the browser would send it back) and CSRF token. */
export function sessionFrom(res: request.Response, previous?: PortalSessionFixture): PortalSessionFixture {
  const setCookie = String((res.headers['set-cookie'] as unknown as string[] | undefined)?.[0] ?? '');
  const cookie = setCookie.split(';')[0] as string;
  const body = (res.body.session ?? res.body) as Record<string, unknown>;
  return { cookie, csrf: (body.csrf_token as string | undefined) ?? previous?.csrf ?? '', sessionId: cookie.slice(cookie.indexOf('=') + 1), body };
}

/**
 * A code the person's authenticator shows now that has not been used yet: every code is good
 * once, so the TestClock moves on 30 seconds (one TOTP step) first.
 */
export function freshTotp(t: Pick<TestApp, 'clock'>, secret: string): string {
  if (!(t.clock instanceof TestClock)) throw new Error('freshTotp needs a TestClock');
  t.clock.advance(30);
  return totpCode(secret, t.clock.now());
}

/** Signs `person` in through POST /api/portal/v1/sessions (with a code when given) and returns the session. */
export async function portalSignIn(t: Pick<TestApp, 'app' | 'services'>, person: Pick<PortalPerson, 'email' | 'password'>, extra: { code?: string; account_id?: string } = {}): Promise<PortalSessionFixture> {
  const res = await portalCall(t, 'POST', '/api/portal/v1/sessions', { body: { email: person.email, password: person.password, ...extra } });
  if (res.status !== 201) throw new Error(`sign-in of ${person.email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return sessionFrom(res);
}

/** Enrols an authenticator on the session's login, as the Security screen does; answers its secret, the recovery codes and the session under its new id. */
export async function enrolTotp(t: AppOf, session: PortalSessionFixture): Promise<{ secret: string; recoveryCodes: string[]; session: PortalSessionFixture }> {
  const started = await portalCall(t, 'POST', '/api/portal/v1/totp', { session });
  if (started.status !== 200) throw new Error(`enrolment answered ${started.status}: ${JSON.stringify(started.body)}`);
  const secret = started.body.secret as string;
  const confirmed = await portalCall(t, 'POST', '/api/portal/v1/totp/confirm', { session, body: { code: freshTotp(t, secret) } });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recovery_codes as string[], session: sessionFrom(confirmed, session) };
}

/**
 * The newest mail of the outbox to `address` (with `subject` only, when given): mails queued at the
 * same moment are told apart by their subject, as the clock does not.
 */
export async function latestMailTo(t: Pick<TestApp, 'db'>, address: string, subject?: string): Promise<{ subject: string; text: string }> {
  const query = t.db('mail_outbox').where({ to_address: address });
  if (subject !== undefined) query.where({ subject });
  const row = (await query.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).first('subject', 'text')) as { subject: string; text: string } | undefined;
  if (!row) throw new Error(`no mail to ${address}${subject === undefined ? '' : ` titled ${subject}`}`);
  return row;
}

/** A link of the service in a text (a mail's), by the path it starts with: `/portal/reset#`, `/invitations/`. */
export function linkIn(text: string, path: string): string {
  const at = text.indexOf(path);
  if (at < 0) throw new Error(`no ${path} link in: ${text}`);
  const start = text.lastIndexOf('http', at);
  const end = text.slice(at).search(/\s/);
  return text.slice(start, end < 0 ? undefined : at + end);
}

/**
 * The portal end to end: the console's build (the portal is one of its entries), served over
 * https (the session cookie is `__Host-` and `Secure`) on a TestClock, with Chromium.
 */
export interface PortalRig {
  served: ServedApp;
  browser: Browser;
  clock: TestClock;
  /** A new tab (its own cookies) on /portal/ (or `path`) at the size given, collecting CSP refusals and page errors. */
  open(width: number, height: number, path?: string): Promise<{ tab: Page; problems: string[] }>;
  /**
   * Signs `person` in through the portal's sign-in screen (the tab must show it), with the
   * authenticator's code when `totpSecret` is given, and waits for the portal's navigation.
   */
  signIn(tab: Page, person: Pick<PortalPerson, 'email' | 'password'>, totpSecret?: string): Promise<void>;
  /** A code of `secret` not used yet (the rig's clock moves on one step). */
  code(secret: string): string;
  close(): Promise<void>;
}

export async function startPortal(options: { env?: Record<string, string> } = {}): Promise<PortalRig> {
  const build = await buildConsole();
  const clock = new TestClock();
  const tls = selfSignedCertificate();
  const served = await serveApp({ clock, tls, env: { CONSOLE_DIR: build.dir, ...options.env } });
  const browser = await launchBrowser();
  const code = (secret: string): string => freshTotp({ clock }, secret);
  return {
    served,
    browser,
    clock,
    code,
    async open(width, height, path = '/portal/') {
      const opened = await watchedTab(browser, { width, height }, { ignoreHTTPSErrors: true });
      await opened.tab.goto(`${served.baseUrl}${path}`);
      return opened;
    },
    async signIn(tab, person, totpSecret) {
      await tab.getByLabel('E-mail address').fill(person.email);
      await tab.getByLabel('Password', { exact: true }).fill(person.password);
      await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
      if (totpSecret !== undefined) {
        await tab.getByLabel('Authenticator code').fill(code(totpSecret));
        await tab.getByRole('button', { name: 'Verify', exact: true }).click();
      }
      await tab.getByRole('navigation', { name: 'Portal' }).waitFor();
    },
    async close() {
      await browser.close();
      await served.close();
      build.remove();
      tls.remove();
    },
  };
}
