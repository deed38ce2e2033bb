import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Response, type Router } from 'express';
import type { Config } from '../platform/config';
import { html } from '../platform/html';

/**
 * The operator's console at /console/: the single-page application `npm run build` writes to
 * CONSOLE_DIR (dist/console). Its screens are addresses under /console/, each answered with the
 * same index.html, which is never cached (it names the current build's files); the files it names
 * are content-hashed, so they are cached for good. Everything it loads comes from this origin,
 * none of it inline, so its policy allows nothing else.
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

const CONSOLE = '/console';
/** Vite's output names: `<name>-<hash>.<ext>`, the hash 8 characters of base64url. */
const HASHED = /^[\w.-]+-[\w-]{8}\.(?:js|css|woff2?|svg|png)$/;

function consoleHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', CONSOLE_CSP);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

const notBuilt = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Console not built</title>
</head>
<body>
<main>
<h1>The operator console is not built</h1>
<p>This service has no built console to serve. Run <code>npm run build</code> in the service's directory (or start it with <code>npm start</code>, which builds what is missing), then reload this page.</p>
</main>
</body>
</html>
`.value;

export function consolePage(config: Pick<Config, 'consoleDir'>): Router {
  const assets = join(config.consoleDir, 'assets');
  const router = express.Router({ strict: true });
  router.use((req, res, next) => {
    if (req.path === CONSOLE || req.path.startsWith(`${CONSOLE}/`)) consoleHeaders(res);
    next();
  });
  router.get(CONSOLE, (_req, res) => res.redirect(301, `${CONSOLE}/`));
  router.get(`${CONSOLE}/assets/:name`, (req, res, next) => {
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
      res.status(404).type('text/plain').send('No such file in the console.\n');
    });
  });
  // index.html for every screen, read on each visit: a new build is served without a restart.
  router.get(/^\/console\/(?!assets\/).*$/, (_req, res, next) => {
    readFile(join(config.consoleDir, 'index.html'), 'utf8').then(
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
        res.status(503).type('html').send(notBuilt);
      },
    );
  });
  return router;
}
