import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Services } from '../services';
import { html, type SafeHtml } from '../platform/html';
import { darkRuns, qrModules, QR_MARGIN } from '../engine/documents/qr';
import { messagePage, operatorBrand, page } from '../public/layout';
import { pageCsp } from '../public/router';
import { senderOf } from '../platform/sender';
import { QuotaReport } from '../platform/rateLimiter';
import { ApiError } from '../errors';
import { MIN_PASSWORD_LENGTH, totpUri } from './secrets';
import { completeSetup, newTotpSecret, readSetupLink, SetupRefusal, type StaffRow } from './store';

/**
 * The page a set-up link opens (`/ops/setup/<token>`): the person chooses a password, enrols an
 * authenticator (its otpauth:// URI as text and as a QR code) and confirms it with a current
 * code; the answer shows 10 recovery codes once and spends the link. Server-rendered under the
 * public pages' rules: every value escaped, a strict Content-Security-Policy with a nonce for the
 * one style sheet, no script, a same-origin POST of at most 16 KB, and a limit per address of its
 * own (`staff_setup`), apart from the public pages' and forms'.
 */
const STYLES = `
form.setup{display:grid;gap:10px;max-width:420px}
form.setup label{display:grid;gap:2px;font-size:.9rem}
.qr{background:#fff;padding:8px;width:232px}
.uri{word-break:break-all;font-size:.85rem}
ol.codes{font:1.05rem ui-monospace,monospace;columns:2}
`;

/** The QR code of the enrolment URI as inline SVG, drawn here so the secret never enters a shared cache. */
function qrSvg(text: string): SafeHtml {
  const modules = qrModules(text);
  const size = modules.size + QR_MARGIN * 2;
  const path = darkRuns(modules)
    .map((run) => `M${run.start + QR_MARGIN} ${run.row + QR_MARGIN}h${run.length}v1h-${run.length}z`)
    .join('');
  return html`<svg class="qr" role="img" aria-label="QR code of the authenticator key" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="216" height="216" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}

function setupForm(staff: StaffRow, secret: string, nonce: string, error: string | null): SafeHtml {
  const uri = totpUri(secret, staff.email);
  return page({
    title: 'Set up your back-office sign-in',
    brand: operatorBrand(),
    test: false,
    nonce,
    styles: STYLES,
    body: html`<h2>Welcome, ${staff.name}</h2>
<p>Choose a password and add this sign-in to an authenticator app (one that follows RFC 6238, such as Google Authenticator, 1Password or Authy). You sign in as <strong>${staff.email}</strong>.</p>
${error ? html`<p class="errors" role="alert">${error}</p>` : ''}
<h2>1. Scan the code, or type the key</h2>
${qrSvg(uri)}
<p>Key: <code>${secret}</code></p>
<p class="uri">Enrolment link: <code>${uri}</code></p>
<h2>2. Choose a password and confirm</h2>
<form class="setup" method="post">
<input type="hidden" name="secret" value="${secret}">
<label>Password (at least ${MIN_PASSWORD_LENGTH} characters)<input type="password" name="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" maxlength="200" required></label>
<label>The same password again<input type="password" name="password_again" autocomplete="new-password" required></label>
<label>The authenticator's current code<input name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" required></label>
<button type="submit">Finish set-up</button>
</form>`,
  });
}

function codesPage(staff: StaffRow, codes: readonly string[], nonce: string): SafeHtml {
  return page({
    title: 'Your recovery codes',
    brand: operatorBrand(),
    test: false,
    nonce,
    styles: STYLES,
    body: html`<h2>You are set up, ${staff.name}</h2>
<p>Keep these recovery codes somewhere safe, away from the phone. Each one signs you in once in place of an authenticator code. They are shown only now.</p>
<ol class="codes">${codes.map((code) => html`<li>${code}</li>`)}</ol>
<p>Sign in with your e-mail address, your password and a code from the authenticator.</p>`,
  });
}

const spent = (nonce: string): SafeHtml =>
  messagePage({ title: 'This set-up link has been used or has expired', message: 'Each set-up link works once, for 24 hours. Ask an administrator for a new one.', nonce });

function sendPage(res: Response, status: number, body: SafeHtml, nonce: string): void {
  res.status(status);
  res.setHeader('Content-Security-Policy', pageCsp(nonce));
  res.setHeader('X-Frame-Options', 'DENY');
  // Other sites get no Referer (the address holds the link's token). Not `no-referrer`: under it
  // Chromium posts the page's own form with `Origin: null`.
  res.setHeader('Referrer-Policy', 'same-origin');
  res.type('html').send(body.value);
}

const field = (body: unknown, name: string): string => {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

/** The set-up link's path; its token is a secret, never logged. */
export const SETUP_PATH = '/ops/setup/:token';

export function staffSetupRouter(services: Services): Router {
  const router = express.Router();
  const ownOrigin = new URL(services.config.publicBaseUrl).origin;
  const path = SETUP_PATH;
  /** Counts the request against `staff_setup` for its address, the quota left in the answer's RateLimit fields. */
  const count = (req: Request, res: Response): Promise<void> =>
    services.rateLimiter.consume('staff_setup', req.ip ?? 'unknown', new QuotaReport((name, value) => res.setHeader(name, value)));
  /** The limit's refusal as a page, with its Retry-After; any other failure goes on to the error handler. */
  const failed = (res: Response, nonce: string, next: NextFunction) => (err: unknown): void => {
    if (!(err instanceof ApiError && err.status === 429)) return next(err);
    for (const [name, value] of Object.entries(err.headers)) res.setHeader(name, value);
    sendPage(res, 429, messagePage({ title: 'Too many attempts', message: 'Wait a while and open the link again.', nonce }), nonce);
  };

  router.get(path, (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    (async () => {
      await count(req, res);
      const link = await readSetupLink(services.db, services.clock, String(req.params.token));
      if (link.state !== 'open') return sendPage(res, link.state === 'unknown' ? 404 : 410, spent(nonce), nonce);
      sendPage(res, 200, setupForm(link.staff, newTotpSecret(), nonce, null), nonce);
    })().catch(failed(res, nonce, next));
  });

  router.post(path, express.urlencoded({ extended: false, limit: '16kb' }), (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    (async () => {
      await count(req, res);
      // Only a page of this service's own: a post that states no sender is refused too.
      if (senderOf(req.headers, [ownOrigin]) !== 'own') {
        return sendPage(res, 403, messagePage({ title: 'Sent from another site', message: 'Open the set-up link again and send the form from its own page.', nonce }), nonce);
      }
      const link = await readSetupLink(services.db, services.clock, String(req.params.token));
      if (link.state !== 'open') return sendPage(res, link.state === 'unknown' ? 404 : 410, spent(nonce), nonce);
      const secret = field(req.body, 'secret');
      const password = field(req.body, 'password');
      try {
        if (password !== field(req.body, 'password_again')) throw new SetupRefusal('The two passwords differ.');
        const origin = { staffId: link.staff.id, requestId: String(res.locals.requestId), ip: req.ip ?? 'unknown' };
        const codes = await services.db.transaction((trx) =>
          completeSetup(trx, services.clock, services.keys.dataEncryption, origin, link, { password, totpSecret: secret, code: field(req.body, 'code') }),
        );
        sendPage(res, 200, codesPage(link.staff, codes, nonce), nonce);
      } catch (err) {
        if (!(err instanceof SetupRefusal)) throw err;
        const usable = /^[A-Z2-7]{32}$/.test(secret) ? secret : newTotpSecret();
        sendPage(res, 422, setupForm(link.staff, usable, nonce, err.message), nonce);
      }
    })().catch(failed(res, nonce, next));
  });
  return router;
}
