import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createSecureContext, rootCertificates, type ConnectionOptions, type SecureContext } from 'node:tls';
import type { components } from '../generated/openapi-types';
import { classify } from './addresses';

/**
 * One HTTP attempt of a webhook, made so that the partner's URL cannot turn it into a way into
 * the operator's network or a way to hold the worker: it connects to the address that was
 * checked (never to a second DNS answer), follows no redirect, gives up after the timeout for
 * the whole exchange, and reads at most MAX_RESPONSE_BYTES of the answer.
 *
 * What an attempt tells the partner of the answer depends on the address it was connected to. A
 * public address's answer is the partner's own receiver's: its status, timing, error and the first
 * EXCERPT_CHARS of its body are kept. Any other address (the loopback interface a test endpoint may
 * use, or a private one an operator's WEBHOOK_ALLOWED_HOSTS leads to) is inside the operator's
 * network, where a partner's URL could otherwise read a local service's answers back: only the
 * status and the timing are kept, the body is never read into memory (`response_excerpt` is null)
 * and a failure's error names its code only.
 */
export type AttemptOutcome = components['schemas']['WebhookAttemptOutcome'];

/** Read of an answer's body; the rest is not waited for (the connection is closed). */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** What an attempt keeps of the answer's body (the contract's `response_excerpt`). */
export const EXCERPT_CHARS = 1000;
/** What an attempt keeps of an error's text (the column's size). */
const ERROR_CHARS = 300;

export interface Attempt {
  url: URL;
  /** The address `deliveryAddress` checked for the URL's host. */
  address: { address: string; family: 4 | 6 };
  body: string;
  headers: Record<string, string>;
  /** The limit of the whole attempt, counted from `startedAt` (the address's lookup is part of it). */
  timeoutMs: number;
  /** performance.now() when the attempt began; now when absent. */
  startedAt?: number;
  /** Extra trusted certificate authorities (PEM), added to the system's. */
  caPem?: string | undefined;
  /** Aborts the attempt (the service is stopping). */
  signal?: AbortSignal;
}

export interface AttemptResult {
  outcome: Exclude<AttemptOutcome, 'refused_address'>;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
  /** The attempt was cut short by the abort signal, not by the endpoint. */
  interrupted: boolean;
}

/**
 * The trust store with the operator's extra authorities, built once per PEM: parsing the system's
 * hundred-odd roots for every attempt would cost more than the attempt.
 */
const contexts = new Map<string, SecureContext>();
function trustingAlso(caPem: string): SecureContext {
  let context = contexts.get(caPem);
  if (context === undefined) {
    context = createSecureContext({ ca: [...rootCertificates, caPem] });
    contexts.set(caPem, context);
  }
  return context;
}

class AttemptTimeout extends Error {}
class AttemptInterrupted extends Error {}

/** Text safe for any database column: PostgreSQL text cannot hold NUL. */
const storable = (text: string, max: number): string => text.replaceAll('\u0000', '\uFFFD').slice(0, max);

/**
 * Whether an answer from `address` may be shown to the partner (its body and error text): only a
 * public address's. Judged on the address the socket is connected to, so no DNS answer changes it.
 */
export function revealsAnswer(address: string | undefined): boolean {
  return address !== undefined && classify(address).verdict === 'public';
}

/** An error's text for an attempt whose answers are not shown: its code only. */
const opaqueError = (err: Error): string => {
  const code = (err as NodeJS.ErrnoException).code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,60}$/.test(code) ? `the connection failed (${code})` : 'the connection failed';
};

/** A lookup that answers the checked address whatever name is asked (the connection's only lookup). */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

export function sendAttempt(attempt: Attempt): Promise<AttemptResult> {
  const started = attempt.startedAt ?? performance.now();
  const host = attempt.url.hostname.replace(/^\[(.*)\]$/, '$1');
  const secure = attempt.url.protocol === 'https:';
  return new Promise((resolve) => {
    let statusCode: number | null = null;
    const chunks: Buffer[] = [];
    let read = 0;
    let settled = false;
    // Until a socket says otherwise, the checked address decides; the socket's peer then decides too.
    let reveals = revealsAnswer(attempt.address.address);
    const finish = (result: Omit<AttemptResult, 'durationMs' | 'statusCode' | 'excerpt' | 'interrupted'> & { interrupted?: boolean }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      attempt.signal?.removeEventListener('abort', onAbort);
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({
        ...result,
        statusCode,
        durationMs: Math.round(performance.now() - started),
        excerpt: statusCode === null || !reveals ? null : storable(text, EXCERPT_CHARS),
        interrupted: result.interrupted ?? false,
      });
    };
    const failed = (err: Error): void => {
      if (err instanceof AttemptTimeout) finish({ outcome: 'timeout', error: `no complete answer within ${attempt.timeoutMs / 1000} s` });
      else if (err instanceof AttemptInterrupted) finish({ outcome: 'network_error', error: 'the service stopped before the endpoint answered', interrupted: true });
      else finish({ outcome: 'network_error', error: reveals ? storable(err.message || 'the connection failed', ERROR_CHARS) : opaqueError(err) });
    };
    // tls.connect takes the secure context from the request's options (https's types omit it).
    const options: https.RequestOptions & Pick<ConnectionOptions, 'secureContext'> = {
      method: 'POST',
      host,
      port: attempt.url.port === '' ? (secure ? 443 : 80) : Number(attempt.url.port),
      path: `${attempt.url.pathname}${attempt.url.search}`,
      headers: { ...attempt.headers, 'Content-Length': String(Buffer.byteLength(attempt.body)) },
      // A connection of its own per attempt: a pooled one may lead to an address checked for another attempt.
      agent: false,
      lookup: pinnedLookup(attempt.address.address, attempt.address.family),
    };
    if (secure) {
      // SNI and the certificate check go by the URL's name, while the connection goes to the checked address.
      if (isIP(host) === 0) options.servername = host;
      if (attempt.caPem !== undefined) options.secureContext = trustingAlso(attempt.caPem);
    }
    const req = (secure ? https : http).request(options, (res) => {
      statusCode = res.statusCode ?? null;
      res.on('data', (chunk: Buffer) => {
        const room = MAX_RESPONSE_BYTES - read;
        if (reveals) chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        read += Math.min(chunk.length, room);
        if (read >= MAX_RESPONSE_BYTES) {
          // The status has been answered; the rest of a large body is not worth the wait.
          finish(answered(statusCode));
          res.destroy();
        }
      });
      res.on('end', () => finish(answered(statusCode)));
      res.on('error', failed);
      res.on('close', () => {
        if (!res.complete) failed(new Error('the endpoint closed the connection before the end of its answer'));
      });
    });
    // The outcome is settled before the connection is torn down, so the teardown's own errors
    // (a reset, an aborted answer) do not replace it.
    const timer = setTimeout(() => {
      failed(new AttemptTimeout());
      req.destroy();
    }, Math.max(attempt.timeoutMs - (performance.now() - started), 0));
    const onAbort = (): void => {
      failed(new AttemptInterrupted());
      req.destroy();
    };
    if (attempt.signal?.aborted) onAbort();
    else attempt.signal?.addEventListener('abort', onAbort, { once: true });
    req.on('socket', (socket) => {
      const judge = (): void => {
        reveals &&= revealsAnswer(socket.remoteAddress);
      };
      if (socket.remoteAddress !== undefined) judge();
      else socket.once('connect', judge);
    });
    req.on('error', failed);
    req.end(attempt.body);
  });
}

/** 2xx succeeds; anything else, a redirect included (never followed), is an HTTP error. */
function answered(statusCode: number | null): { outcome: 'succeeded' | 'http_error'; error: null } {
  return { outcome: statusCode !== null && statusCode >= 200 && statusCode < 300 ? 'succeeded' : 'http_error', error: null };
}
