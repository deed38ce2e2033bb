import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import type { Config } from '../platform/config';
import { openApiDocument } from '../platform/openapiDocument';
import { html } from '../platform/html';

/**
 * The API reference at `/docs`: Scalar's standalone bundle (from npm, served by this service: the
 * page loads nothing from anywhere else) rendering the served document, whose `servers` names
 * PUBLIC_BASE_URL, so its code samples and its request client call this service.
 */

const gzipAsync = promisify(gzip);

interface Asset {
  /** Content-hashed, so it may be cached for good. */
  name: string;
  body: Buffer;
  gzipped?: Promise<Buffer>;
}

function asset(stem: string, body: Buffer): Asset {
  return { name: `${stem}.${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`, body };
}

/**
 * The package exports no package.json; its main entry lies in dist/, beside browser/. Resolved at
 * run time, so the esbuild bundle (dist/server.js) reads it from node_modules as well.
 */
function scalarBundlePath(): string {
  return join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');
}

let scalarAsset: Asset | undefined;

/**
 * Read and hashed on the first visit, once per process: 4 MB that most processes never serve
 * would otherwise cost every start (and every app a test builds) some 50 ms.
 */
function scalar(path: string): Asset {
  if (!scalarAsset) {
    // The source map is not served: without this line a browser's developer tools ask for it.
    const source = readFileSync(path, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    scalarAsset = asset('scalar', Buffer.from(source));
  }
  return scalarAsset;
}

/** The page's own script: no inline script, so the policy allows scripts from this origin only. */
const START_SCRIPT = `'use strict';
(function () {
  var mount = document.getElementById('api-reference');
  window.Scalar.createApiReference(mount, JSON.parse(mount.getAttribute('data-configuration')));
})();
`;

/**
 * Scripts from this origin only, none inline. Styles may be inline: Scalar and the components it
 * is built from add style elements and style attributes as they render (a nonce reaches only the
 * first), and a style runs no code. Requests (the document, and the request client's calls) go to
 * this origin or to PUBLIC_BASE_URL. Fonts are the system's: Scalar's own are on its CDN, and the
 * page is configured not to ask for them.
 */
export const docsCsp = (publicOrigin: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${publicOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

function sendAsset(req: Request, res: Response, file: Asset): void {
  res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('Vary', 'Accept-Encoding');
  if (!req.acceptsEncodings('gzip')) {
    res.send(file.body);
    return;
  }
  // Compressed once, on the first request that takes it (about a fifth of the size).
  file.gzipped ??= gzipAsync(file.body, { level: 9 });
  file.gzipped.then(
    (body) => {
      res.setHeader('Content-Encoding', 'gzip');
      res.send(body);
    },
    () => res.send(file.body),
  );
}

/** Whether a request comes from signed-in staff (their console session's cookie). */
export type StaffSignedIn = (req: Request) => Promise<boolean>;

/**
 * One reference page: where it is served, the document it renders, and who may read it (the
 * operator's API: signed-in staff only, as its document is).
 */
interface Reference {
  path: string;
  documentPath: string;
  title: string;
  staffOnly: boolean;
}

/** What a reference for staff answers a visitor who is not signed in to the console. */
const signInFirst = (prefix: string): string => html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Sign in to read the operator API reference</title>
</head>
<body>
<main>
<h1>Sign in first</h1>
<p>The operator API's reference is for the operator's staff. <a href="${prefix}/console/">Sign in to the console</a>, then reload this page.</p>
</main>
</body>
</html>
`.value;

/**
 * The API references: the partners' at `/docs` (public), the operator's at `/api/ops/v1/docs`
 * (signed-in staff only, like its document) and the drivers' at `/api/driver/v1/docs` (public,
 * like its document). Each is Scalar rendering its served document.
 */
export function docsPage(config: Pick<Config, 'publicBaseUrl'>, staffSignedIn?: StaffSignedIn): Router {
  const base = new URL(config.publicBaseUrl);
  // Paths under PUBLIC_BASE_URL's own path, for a service mounted below a proxy's prefix.
  const prefix = base.pathname.replace(/\/$/, '');
  // Resolved on the first visit too: resolving a package is start-up work for a page most
  // processes never serve.
  let scalarPath: string | undefined;
  const scalarFile = (): Asset => scalar((scalarPath ??= scalarBundlePath()));
  const start = asset('start', Buffer.from(START_SCRIPT));
  const configuration = (documentPath: string): string =>
    JSON.stringify({
      url: `${prefix}${documentPath}`,
      withDefaultFonts: false,
      telemetry: false,
      showDeveloperTools: 'never',
      documentDownloadType: 'json',
      agent: { disabled: true },
      mcp: { disabled: true },
    });
  // No nonce and nothing per request: each page is the same for every visitor, built on the first
  // visit. The partners' title is read from the contract then too: parsing it costs start-up some 50 ms.
  const render = (reference: Reference): string => html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${reference.title}</title>
</head>
<body>
<div id="api-reference" data-configuration="${configuration(reference.documentPath)}"></div>
<script src="${prefix}/docs/assets/${scalarFile().name}"></script>
<script src="${prefix}/docs/assets/${start.name}"></script>
</body>
</html>
`.value;
  const csp = docsCsp(base.origin);
  const references: Reference[] = [
    { path: '/docs', documentPath: '/api/b2b/v1/openapi.json', title: '', staffOnly: false },
    { path: '/api/ops/v1/docs', documentPath: '/api/ops/v1/openapi.json', title: 'Operator API reference', staffOnly: true },
    { path: '/api/driver/v1/docs', documentPath: '/api/driver/v1/openapi.json', title: 'Driver API reference', staffOnly: false },
  ];
  const pages = new Map<string, string>();
  const pageOf = (reference: Reference): string => {
    let page = pages.get(reference.path);
    if (page === undefined) {
      page = render(reference.title === '' ? { ...reference, title: `${String(openApiDocument().info.title)} reference` } : reference);
      pages.set(reference.path, page);
    }
    return page;
  };

  const router = express.Router();
  for (const reference of references) {
    router.get(reference.path, async (req, res, next) => {
      res.setHeader('Content-Security-Policy', csp);
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Referrer-Policy', 'no-referrer');
      if (reference.staffOnly) {
        // Never kept by a cache: what it answers depends on who asks.
        res.setHeader('Cache-Control', 'no-store');
        let signedIn: boolean;
        try {
          signedIn = staffSignedIn !== undefined && (await staffSignedIn(req));
        } catch (err) {
          next(err);
          return;
        }
        if (!signedIn) {
          res.status(401).type('html').send(signInFirst(prefix));
          return;
        }
      }
      res.type('html').send(pageOf(reference));
    });
  }
  router.get('/docs/assets/:name', (req, res, next) => {
    const file = [scalarFile(), start].find((candidate) => candidate.name === req.params.name);
    if (file) sendAsset(req, res, file);
    else next();
  });
  return router;
}
