import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../platform/config';
import { routes } from '../generated/routes';

/** The public, unchanging answers (the partners' and the drivers' descriptions): everything else carries a token, a key or account data. */
const CACHEABLE_PATHS = new Set(['/api/b2b/v1/openapi.json', '/api/driver/v1/openapi.json']);

/**
 * For the HTML documents (vouchers, name boards, guide cards) and SVG QR codes: they use inline
 * styles and inline SVG, run nothing, and are never framed. The one thing they may load is an
 * image over https: the partner's logo on a white-labelled document (logo URLs are https only).
 */
const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const CORS_METHODS = [...new Set(routes.map((route) => route.method))].sort().join(', ');
const CORS_REQUEST_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const CORS_EXPOSED_HEADERS = 'x-request-id, x-svc-environment, Retry-After, RateLimit, RateLimit-Policy, Idempotent-Replayed, Content-Disposition';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** Headers every answer carries, the error envelopes of the HTTP layer included. */
export function baseSecurityHeaders(config: Pick<Config, 'publicBaseUrl'>): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };
  if (config.publicBaseUrl.startsWith('https:')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * Security headers on every answer, and CORS for the configured origins only. With no origin
 * configured no CORS header is ever sent, so a web page cannot read an answer: the API is called
 * from partners' servers. A listed origin gets its answers readable and its preflights answered.
 */
export function browserPolicy(config: Pick<Config, 'publicBaseUrl' | 'corsAllowedOrigins'>) {
  const base = Object.entries(baseSecurityHeaders(config));
  const allowed = new Set(config.corsAllowedOrigins);
  return (req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of base) res.setHeader(name, value);
    if (CACHEABLE_PATHS.has(req.path)) res.setHeader('Cache-Control', 'public, max-age=300');
    if (allowed.size === 0) {
      next();
      return;
    }
    // The answer depends on Origin whenever CORS is on, listed origin or not.
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin === undefined || !allowed.has(origin)) {
      next();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      res.setHeader('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
      res.setHeader('Access-Control-Allow-Methods', CORS_METHODS);
      res.setHeader('Access-Control-Allow-Headers', CORS_REQUEST_HEADERS);
      res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
      res.status(204).end();
      return;
    }
    res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
    next();
  };
}

/**
 * Sets an answer's own headers. `Vary` is added to, not replaced: CORS may already vary the
 * answer by Origin, and a document by Accept as well.
 */
export function setAnswerHeaders(res: Response, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'vary') res.vary(value);
    else res.setHeader(name, value);
  }
}

/** Headers of a rendered document, by its media type. */
export function documentHeaders(res: Response, contentType: string): void {
  if (/^(text\/html|image\/svg\+xml)\b/.test(contentType)) {
    res.setHeader('Content-Security-Policy', DOCUMENT_CSP);
    res.setHeader('X-Frame-Options', 'DENY');
  }
}
