import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { ApiError, errors, isRefusal } from '../errors';
import { translateDbError } from '../platform/dbErrors';
import type { LimitName } from '../platform/limits';
import { QuotaReport, type RateLimiter } from '../platform/rateLimiter';
import type { ServiceKeys } from '../platform/secrets';
import { visitorOf } from '../engine/publicLinks';
import type { HostHandler, PublicAnswer, PublicRequest, PublicRoute, PublicServices } from '../engine/publicRoutes';
import { messagePage, pageOperatorScope } from './layout';
import { senderOf } from '../platform/sender';
import { pageOperator } from '../engine/operatorIdentity';
import { eventStream } from '../platform/eventStream';

/**
 * The public pages the API's links lead to: server-rendered HTML (and the widget's script and
 * JSON), outside `/api`, for visitors without a key. Each section's definition lists its routes
 * (kept in its `public.ts`); this router gives them what every public answer needs: a strict
 * Content-Security-Policy with a per-answer nonce for the one style sheet, a rate limit per
 * address, form and JSON bodies of at most 16 KB, and pages (not JSON envelopes) for errors.
 */
const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * What the router is given of the service (a part of its `Services`): what its pages are handed,
 * the sections' routes and host handlers it serves, the limits it counts them against, and the key
 * a visitor's hash is made with.
 */
export interface PublicRouterServices extends PublicServices {
  readonly sections: PublicServices['sections'] & { readonly publicRoutes: readonly PublicRoute[]; readonly hostHandlers: readonly HostHandler[] };
  readonly rateLimiter: Pick<RateLimiter, 'consume'>;
  readonly keys: Pick<ServiceKeys, 'dataEncryption' | 'urlSigning'>;
}

/** Pages use no script; the style sheet is allowed by nonce, images from here or over https (a partner's logo). */
export const pageCsp = (nonce: string): string =>
  `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data: https:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

function cookiesOf(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (/^[A-Za-z0-9_-]+$/.test(name) && /^[A-Za-z0-9_-]*$/.test(value)) out[name] = value;
  }
  return out;
}

function queryOf(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) if (typeof value === 'string') out[name] = value;
  return out;
}

function requestOf(req: Request, services: PublicRouterServices, nonce: string): PublicRequest {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null;
  const body = req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  return {
    params: req.params as Record<string, string>,
    query: queryOf(req),
    body,
    host: (req.hostname ?? '').toLowerCase(),
    origin,
    accept: typeof req.headers.accept === 'string' ? req.headers.accept : null,
    acceptLanguage: typeof req.headers['accept-language'] === 'string' ? req.headers['accept-language'] : null,
    cookies: cookiesOf(req),
    address: req.ip ?? 'unknown',
    visitor: visitorOf(services.keys.urlSigning, req.ip ?? 'unknown', String(req.headers['user-agent'] ?? '')),
    nonce,
    services,
  };
}

/**
 * Cross-site posts. A page elsewhere can make its visitors' browsers post one of these forms (a
 * booking request, a proposal's acceptance, an invitation's acceptance) from their addresses, past
 * the per-address limit and in their name, so a POST from a browser is taken only from the
 * service's own pages, as `senderOf` judges them by Origin, Referer and Sec-Fetch-Site.
 *
 * A POST with none of them is taken. Browsers send Origin with every POST (all current engines;
 * Firefox since version 70), so one without it is not a cross-site request from a page but a
 * client of its own (a script, a monitor) that could write any Origin it liked: refusing it would
 * protect nothing. The per-address limit of its form holds for it as for any other.
 */
function refuseForeignSender(req: Request, own: readonly string[]): void {
  if (senderOf(req.headers, own) === 'foreign') throw errors.foreignSender();
}

/** The origins of a partner's own domain as the visitor reached it: https, or the scheme the request came by. */
function ownDomainOrigins(req: Request): string[] {
  const origins: string[] = [];
  for (const scheme of ['https', req.protocol]) {
    try {
      origins.push(new URL(`${scheme}://${req.host}`).origin);
    } catch {
      // A Host that makes no URL has no origin a browser could send.
    }
  }
  return origins;
}

function send(res: Response, answer: PublicAnswer, nonce: string, secure: boolean): void {
  res.status(answer.status);
  if ('cookies' in answer) {
    for (const cookie of answer.cookies ?? []) {
      res.append('Set-Cookie', `${cookie.name}=${cookie.value}; Max-Age=${cookie.maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
    }
  }
  if ('html' in answer) {
    res.setHeader('Content-Security-Policy', answer.policy ?? pageCsp(nonce));
    res.setHeader('X-Frame-Options', 'DENY');
    // Other sites get no Referer (a link's token stays here). Not `no-referrer`: under it a browser
    // sends `Origin: null` with the page's own form posts, which the sender check must refuse.
    res.setHeader('Referrer-Policy', answer.referrer ?? 'same-origin');
    if (answer.noStore === true) res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(answer.html.value);
  } else if ('redirect' in answer) {
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.redirect(answer.status, answer.redirect);
  } else if ('script' in answer) {
    // Loaded by a `<script src>` on a partner's page: nothing there may be cached stale for long.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/javascript; charset=utf-8').send(answer.script);
  } else if ('events' in answer) {
    eventStream(answer.events)(res);
  } else {
    if (answer.noStore === true) res.setHeader('Cache-Control', 'no-store');
    if (answer.allowOrigin) {
      res.setHeader('Access-Control-Allow-Origin', answer.allowOrigin);
      res.setHeader('Vary', 'Origin');
    }
    res.json(answer.json);
  }
}

/** An error as a visitor sees it: a page, with the status and Retry-After the API would give. */
function sendError(res: Response, err: unknown, nonce: string, services: PublicRouterServices, requestId: string): void {
  const apiError = err instanceof ApiError ? err : translateDbError(err);
  if (apiError && isRefusal(apiError)) res.locals.refusal = apiError.code;
  else services.logger.error({ req_id: requestId, err: apiError?.cause ?? err }, 'public page failed');
  const status = apiError?.status ?? 500;
  for (const [name, value] of Object.entries(apiError?.headers ?? {})) res.setHeader(name, value);
  const message =
    status === 429
      ? 'Too many requests from your network. Please wait a little and try again.'
      : status === 503
        ? 'This page is briefly unavailable. Please try again in a few seconds.'
        : status < 500
          ? (apiError?.message ?? 'This request could not be handled.')
          : `Something went wrong on our side. Reference: ${requestId}.`;
  send(res, { status, html: messagePage({ title: status === 429 ? 'Please slow down' : status >= 500 ? 'Sorry' : 'This did not work', message, nonce }) }, nonce, services.config.publicBaseUrl.startsWith('https:'));
}

export function publicRouter(services: PublicRouterServices): Router {
  const router = express.Router();
  const secure = services.config.publicBaseUrl.startsWith('https:');
  const ownHost = new URL(services.config.publicBaseUrl).hostname.toLowerCase();
  const ownOrigin = new URL(services.config.publicBaseUrl).origin;
  const forms = express.urlencoded({ extended: false, limit: BODY_LIMIT_BYTES, parameterLimit: 50 });
  const json = express.json({ limit: BODY_LIMIT_BYTES, strict: true });
  const { publicRoutes: routes, hostHandlers } = services.sections;

  /**
   * Counts the request against `limit` for its address, once: a request the host handlers passed
   * on reaches a route's `run` as well.
   */
  const count = async (req: Request, res: Response, limit: LimitName): Promise<void> => {
    const counted = (res.locals.publicLimitsCounted ??= new Set<LimitName>()) as Set<LimitName>;
    if (counted.has(limit)) return;
    counted.add(limit);
    await services.rateLimiter.consume(limit, req.ip ?? 'unknown', new QuotaReport((name, value) => res.setHeader(name, value)));
  };

  /** `limit`: counted before anything is looked up; `null` where `handle` counts the limit itself, once it knows it. */
  const run = async (req: Request, res: Response, limit: LimitName | null, handle: (request: PublicRequest) => Promise<PublicAnswer | null>, next: NextFunction): Promise<void> => {
    const nonce = randomBytes(16).toString('base64');
    try {
      if (limit !== null) await count(req, res, limit);
      const operator = await pageOperator(services.db);
      await pageOperatorScope.run(operator, async () => {
        try {
          const answer = await handle(requestOf(req, services, nonce));
          if (answer === null) {
            next();
            return;
          }
          send(res, answer, nonce, secure);
        } catch (err) {
          sendError(res, err, nonce, services, String(res.locals.requestId));
        }
      });
    } catch (err) {
      sendError(res, err, nonce, services, String(res.locals.requestId));
    }
  };

  // A form or JSON body over the limit, or unreadable, is refused here, as a page.
  const bodyError = (err: unknown): ApiError =>
    err instanceof Error && 'status' in err && Number(err.status) === 413 ? errors.payloadTooLarge(BODY_LIMIT_BYTES) : errors.badRequest('the form could not be read');
  const bodies = (req: Request, res: Response, next: NextFunction): void => {
    const fail = (err: unknown): void => sendError(res, bodyError(err), randomBytes(16).toString('base64'), services, String(res.locals.requestId));
    forms(req, res, (formErr?: unknown) => {
      if (formErr) return fail(formErr);
      json(req, res, (jsonErr?: unknown) => (jsonErr ? fail(jsonErr) : next()));
    });
  };

  // A partner's own domain: everything on it is the partner's site.
  router.use((req, res, next) => {
    const host = (req.hostname ?? '').toLowerCase();
    // An own domain is a registered name: never an address, a single label or a health probe, so
    // those pass straight on, without a look-up.
    const notADomain = isIP(host) !== 0 || !host.includes('.') || req.path === '/healthz' || req.path === '/readyz';
    if (host === ownHost || host === '' || notADomain || hostHandlers.length === 0 || req.path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'POST')) {
      next();
      return;
    }
    const method = req.method as 'GET' | 'POST';
    const handle = async (request: PublicRequest): Promise<PublicAnswer | null> => {
      for (const handler of hostHandlers) {
        const serve = await handler.serve(request, method, req.path);
        if (serve === null) continue;
        if (method === 'POST') {
          await count(req, res, handler.formLimit);
          refuseForeignSender(req, [ownOrigin, ...ownDomainOrigins(req)]);
        }
        return serve();
      }
      return null;
    };
    // A form's limit is known once a handler takes the host: a POST none takes counts the route's own.
    if (method === 'POST') bodies(req, res, () => void run(req, res, null, handle, next));
    else void run(req, res, 'public_page', handle, next);
  });

  for (const route of routes) {
    const limit = route.method === 'POST' ? route.limit : 'public_page';
    const checked = route.method === 'POST' && (route.senders ?? 'same-site') === 'same-site';
    const handle = (req: Request) => async (request: PublicRequest): Promise<PublicAnswer> => {
      if (checked) refuseForeignSender(req, [ownOrigin]);
      return route.handle(request);
    };
    const handler = (req: Request, res: Response, next: NextFunction): void => void run(req, res, limit, handle(req), next);
    if (route.method === 'POST') router.post(route.path, bodies, handler);
    else router.get(route.path, handler);
  }
  return router;
}
