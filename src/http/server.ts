import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { Config } from '../platform/config';
import { errors, type ApiError } from '../errors';
import { newRequestId } from '../platform/ids';
import { baseSecurityHeaders } from './browser';

export type ServerConfig = Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs' | 'publicBaseUrl'>;

export interface ServerControl {
  /**
   * Stop taking work: every answer from now on says `Connection: close`, idle keep-alive
   * connections are closed, the listener stops, and `done` runs once the last in-flight answer
   * has been sent and its connection closed.
   */
  drain(done: (err?: Error) => void): void;
}

/** What Node's parser error codes mean, in words a partner can act on. */
const PARSE_ERRORS: Record<string, string> = {
  HPE_UNEXPECTED_CONTENT_LENGTH: 'it sends Content-Length with Transfer-Encoding, or a Transfer-Encoding other than chunked',
  HPE_INVALID_CONTENT_LENGTH: 'its Content-Length is not a single non-negative number',
  HPE_INVALID_TRANSFER_ENCODING: 'it sends Content-Length with Transfer-Encoding, or a Transfer-Encoding other than chunked',
  HPE_INVALID_CHUNK_SIZE: 'a chunk size of its chunked body is malformed',
  HPE_INVALID_HEADER_TOKEN: 'a header name or value has characters HTTP does not allow',
  HPE_INVALID_METHOD: 'its method is malformed',
  HPE_INVALID_URL: 'its request target is malformed',
  HPE_INVALID_VERSION: 'its HTTP version is not supported',
  HPE_LF_EXPECTED: 'a line does not end with CRLF',
  HPE_CR_EXPECTED: 'a line does not end with CRLF',
  HPE_INVALID_CONSTANT: 'it is not HTTP/1.1',
};

/** The envelope for a request Node refused before it became a request: a parse error or a timeout. */
function clientErrorAnswer(err: NodeJS.ErrnoException, config: ServerConfig): ApiError {
  switch (err.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return errors.requestTimeout(config.headersTimeoutMs, config.requestTimeoutMs);
    case 'HPE_HEADER_OVERFLOW':
      return errors.badRequest('its headers are too large', 431);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return errors.badRequest('its chunk extensions are too large');
    default:
      return errors.badRequest(PARSE_ERRORS[err.code ?? ''] ?? 'it is not well-formed HTTP/1.1');
  }
}

/** A complete HTTP/1.1 answer written straight to the socket: there is no request object to answer through. */
function rawAnswer(apiError: ApiError, requestId: string, config: ServerConfig): string {
  const body = JSON.stringify({ error: apiError.toBody() });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    'x-request-id': requestId,
    ...baseSecurityHeaders(config),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${apiError.status} ${http.STATUS_CODES[apiError.status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Node's private marker of the response a socket is sending, if any. */
interface SocketWithMessage extends Duplex {
  _httpMessage?: http.ServerResponse | null;
}

/**
 * The HTTP-layer settings of a server serving the app: time limits on headers and on the whole
 * request, envelope answers for what Node refuses before the app sees it, and a drain that ends
 * keep-alive reuse. Call before `listen` (the timeout checker starts when the server listens).
 */
export function configureServer(server: http.Server, config: ServerConfig, logger: Logger): ServerControl {
  server.headersTimeout = config.headersTimeoutMs;
  server.requestTimeout = config.requestTimeoutMs;
  // Node checks the two limits on this period (30 s by default, so a stalled request could live
  // 30 s past its limit). @types/node knows it only as a constructor option; Node reads the
  // property when the server starts listening.
  (server as http.Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(1000, config.headersTimeoutMs);
  server.keepAliveTimeout = 65_000;

  // A broken parser reports again on every later chunk; one answer per connection.
  const refused = new WeakSet<Duplex>();
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (refused.has(socket)) return;
    refused.add(socket);
    const pending = (socket as SocketWithMessage)._httpMessage;
    if (pending?.req.complete) {
      // Bytes after a complete request (pipelined garbage): that request runs and is answered
      // truthfully, then the connection closes; an error answer now would say it never ran.
      if (!pending.headersSent) pending.shouldKeepAlive = false;
      else pending.once('finish', () => socket.end());
      return;
    }
    if (err.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
      socket.destroy();
      return;
    }
    const requestId = newRequestId();
    const apiError = clientErrorAnswer(err, config);
    logger.warn({ req_id: requestId, status: apiError.status, code: err.code }, 'request refused by the HTTP parser');
    socket.end(rawAnswer(apiError, requestId, config));
    // end() lets the answer out; the timer stops a peer that never reads from holding the socket.
    setTimeout(() => socket.destroy(), 1000).unref();
  });

  let draining = false;
  const inFlight = new Set<http.ServerResponse>();
  // Ahead of the app, so the flag is set before any handler can start answering.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
  });

  return {
    drain(done) {
      if (draining) return;
      draining = true;
      for (const res of inFlight) {
        if (!res.headersSent) res.shouldKeepAlive = false;
        // An answer already under way on a kept-alive connection: close it once it is complete.
        else {
          const socket = res.socket;
          res.once('finish', () => socket?.end());
        }
      }
      // close() stops listening and closes the connections idle right now; busy ones close
      // after their answer, which now says Connection: close.
      server.close(done);
    },
  };
}

/** The app's HTTP server, configured; `listen` is left to the caller. */
export function createServer(app: http.RequestListener, config: ServerConfig, logger: Logger): { server: http.Server; control: ServerControl } {
  const server = http.createServer(app);
  return { server, control: configureServer(server, config, logger) };
}
