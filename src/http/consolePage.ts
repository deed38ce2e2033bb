import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Response, type Router } from 'express';
import type { Config } from '../platform/config';
import { html } from '../platform/html';

/**
 * The service's single-page applications, each built by `npm run build` (Vite) into a directory
 * of its own and served by the same process: the operator's console at /console/ (CONSOLE_DIR,
 * dist/console) and the drivers' job page at /driver/ (DRIVER_DIR, dist/driver). Their screens
 * are addresses under their prefix, each answered with the same index.html, which is never
 * cached (it names the current build's files); the files it names are content-hashed, so they
 * are cached for good. Everything they load comes from this origin, none of it inline, so their
 * policy allows nothing else.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Vite's output names: `<name>-<hash>.<ext>`, the hash 8 characters of base64url. */
const HASHED = /^[\w.-]+-[\w-]{8}\.(?:js|css|woff2?|ttf|svg|png)$/;

function consoleHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', CONSOLE_CSP);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** What a built application's prefix answers while it is not built. */
const notBuilt = (title: string, what: string) =>
  html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} not built</title>
</head>
<body>
<main>
<h1>The ${what} is not built</h1>
<p>This service has no built ${what} to serve. Run <code>npm run build</code> in the service's directory (or start it with <code>npm start</code>, which builds what is missing), then reload this page.</p>
</main>
</body>
</html>
`.value;

/** One built single-page application: the path it lives under, where its build is, and what it is called while it is not built. */
interface BuiltApp {
  prefix: '/console' | '/driver' | '/portal';
  dir: string;
  /** Its page, in `dir`; index.html unless the build shares another application's directory. */
  index?: string;
  /** Whether its files are under `<prefix>/assets/` (false: it loads another application's). */
  ownAssets?: boolean;
  title: string;
  what: string;
}

function builtApp(app: BuiltApp): Router {
  const { prefix } = app;
  const assets = join(app.dir, 'assets');
  const missing = notBuilt(app.title, app.what);
  const router = express.Router({ strict: true });
  router.use((req, res, next) => {
    if (req.path === prefix || req.path.startsWith(`${prefix}/`)) consoleHeaders(res);
    next();
  });
  router.get(prefix, (_req, res) => res.redirect(301, `${prefix}/`));
  if (app.ownAssets !== false) router.get(`${prefix}/assets/:name`, (req, res, next) => {
    const name = req.params.name;
    // Only a hashed name may be kept for good: a file under another name can change in place.
    const cacheControl = HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.sendFile(name, { root: assets, dotfiles: 'deny', etag: false, lastModified: false, headers: { 'Cache-Control': cacheControl } }, (err?: NodeJS.ErrnoException) => {
      if (!err) return;
      if (res.headersSent) {
        next(err);
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).type('text/plain').send(`No such file in the ${app.what}.\n`);
    });
  });
  // index.html for every screen, read on each visit: a new build is served without a restart.
  router.get(new RegExp(`^${prefix}/(?!assets/).*$`), (_req, res, next) => {
    readFile(join(app.dir, app.index ?? 'index.html'), 'utf8').then(
      (page) => {
        res.setHeader('Cache-Control', 'no-store');
        res.type('html').send(page);
      },
      (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') {
          next(err);
          return;
        }
        res.setHeader('Cache-Control', 'no-store');
        res.status(503).type('html').send(missing);
      },
    );
  });
  return router;
}

/** The operator's console at /console/. */
export const consolePage = (config: Pick<Config, 'consoleDir'>): Router => builtApp({ prefix: '/console', dir: config.consoleDir, title: 'Console', what: 'operator console' });

/**
 * The partner portal at /portal/: built with the console (its page is dist/console/portal/index.html)
 * and loading the console's files from /console/assets/, which it shares.
 */
export const portalPage = (config: Pick<Config, 'consoleDir'>): Router =>
  builtApp({ prefix: '/portal', dir: config.consoleDir, index: join('portal', 'index.html'), ownAssets: false, title: 'Partner portal', what: 'partner portal' });

/**
 * The drivers' job page at /driver/: a job link opens `/driver/open#<token>` (or
 * `/driver/s/<token>`, whose token the request log writes as `:token`); `no-referrer` keeps the
 * page's address out of what a map link or a phone call carries away.
 */
export const driverPage = (config: Pick<Config, 'driverDir'>): Router => builtApp({ prefix: '/driver', dir: config.driverDir, title: 'Job page', what: "drivers' job page" });

/**
 * The portal's forgotten-password page with a link's token in its path: the e-mailed link is
 * `/portal/reset#<token>` (a fragment never reaches a server), and a token pasted into the path is
 * written `:token` in the request log all the same.
 */
export const PORTAL_RESET_ROUTE = '/portal/reset/:token';

/** The job page's path with a link's token in it, as the request log redacts it. */
export const DRIVER_LINK_ROUTE = '/driver/s/:token';
