import http from 'node:http';
import net, { type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { Config } from '../platform/config';
import { errors, type ApiError } from '../errors';
import { newRequestId } from '../platform/ids';
import { baseSecurityHeaders } from './browser';

export type ServerConfig = Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs' | 'publicBaseUrl' | 'shutdownIdleGraceMs'>;

export interface ServerControl {
  /**
   * Stop taking work: the listener stops, every answer from now on says `Connection: close` and
   * closes its connection, an idle keep-alive connection is closed once it has brought no request
   * for `shutdownIdleGraceMs`, and `done` runs once the last connection has closed.
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

  return connectionDrainer(server, config.shutdownIdleGraceMs, config.headersTimeoutMs);
}

/** What the drain knows of one connection. */
interface Connection {
  /** Answers to requests received on it and not yet sent (more than one only when pipelined). */
  open: Set<http.ServerResponse>;
  /** The grace of an idle connection, or the wait for the rest of a request begun in it. */
  timer: NodeJS.Timeout | undefined;
}

/**
 * Every connection the server holds, busy or idle, and the drain over them. An idle keep-alive
 * connection cannot be closed without a race: the client may be sending its next request as the
 * server closes it, and that request is then reset after it was sent. So the drain never closes a
 * connection that has a request in flight or arriving; an idle one gets a grace to bring its next
 * request, which is answered with `Connection: close` like every answer of the drain, and only a
 * connection silent for the whole grace is closed.
 */
function connectionDrainer(server: http.Server, graceMs: number, headersTimeoutMs: number): ServerControl {
  let draining = false;
  const connections = new Map<Socket, Connection>();

  const wait = (socket: Socket, connection: Connection, ms: number, then: () => void): void => {
    clearTimeout(connection.timer);
    connection.timer = setTimeout(() => {
      connection.timer = undefined;
      if (connection.open.size === 0 && !socket.destroyed) then();
    }, ms);
  };
  // destroy(), not end(): a half-closed connection would still read a request racing the close
  // and run it with no way to answer; destroyed, the request never runs.
  const fellIdle = (socket: Socket, connection: Connection): void => {
    const bytesAtIdle = socket.bytesRead;
    wait(socket, connection, graceMs, () => {
      if (socket.bytesRead === bytesAtIdle) return socket.destroy();
      // Part of a request is in: Node answers it once complete, or 408 at HEADERS_TIMEOUT_MS.
      // Bytes that never begin a request (a stray CRLF) hold the connection no longer than that.
      wait(socket, connection, headersTimeoutMs, () => socket.destroy());
    });
  };

  server.on('connection', (socket: Socket) => {
    const connection: Connection = { open: new Set(), timer: undefined };
    connections.set(socket, connection);
    socket.once('close', () => {
      clearTimeout(connection.timer);
      connections.delete(socket);
    });
  });

  // Ahead of the app, so the flag is set before any handler can start answering.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) res.shouldKeepAlive = false;
    const socket = req.socket;
    const connection = connections.get(socket);
    if (!connection) return;
    connection.open.add(res);
    clearTimeout(connection.timer);
    connection.timer = undefined;
    res.once('close', () => {
      connection.open.delete(res);
      // An answer that said keep-alive before the drain began: its client may send one more
      // request on the connection. An answer that said close has already ended the connection.
      if (draining && connection.open.size === 0 && !socket.writableEnded && !socket.destroyed) fellIdle(socket, connection);
    });
  });

  return {
    drain(done) {
      if (draining) return;
      draining = true;
      for (const [socket, connection] of connections) {
        if (connection.open.size === 0) fellIdle(socket, connection);
        // An answer already under way said keep-alive: once it is sent, the connection is idle
        // and gets its grace like the others.
        for (const res of connection.open) if (!res.headersSent) res.shouldKeepAlive = false;
      }
      // http.Server's own close() would also destroy every idle keep-alive connection at once,
      // resetting the requests clients are sending on them; net.Server's only stops listening,
      // and calls back once the last connection has closed. It also leaves Node's check of
      // HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS running for the connections still draining.
      net.Server.prototype.close.call(server, done);
    },
  };
}

/** The app's HTTP server, configured; `listen` is left to the caller. */
export function createServer(app: http.RequestListener, config: ServerConfig, logger: Logger): { server: http.Server; control: ServerControl } {
  const server = http.createServer(app);
  return { server, control: configureServer(server, config, logger) };
}
