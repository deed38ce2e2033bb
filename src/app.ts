import express, { type NextFunction, type Request, type Response } from 'express';
import { errors, isRefusal } from './errors';
import { translateDbError } from './platform/dbErrors';
import { newRequestId } from './platform/ids';
import type { Services } from './services';
import type { HandlerMap } from './generated/routes';
import type { HandlerMap as OpsHandlerMap } from './generated/ops/routes';
import type { HandlerMap as DriverHandlerMap } from './generated/driver/routes';
import type { HandlerMap as PortalHandlerMap } from './generated/portal/routes';
import { createDispatcher } from './http/dispatcher';
import { createOpsDispatcher, OPS_PREFIX } from './http/opsDispatcher';
import { createDriverDispatcher, DRIVER_PREFIX } from './http/driverDispatcher';
import { createPortalDispatcher, PORTAL_PREFIX } from './http/portalDispatcher';
import { SETUP_PATH, staffSetupRouter } from './staff/setupPage';
import { isStaffSignedIn } from './staff/sessions';
import { createExchange, type Exchange } from './http/exchange';
import { isSandboxPath, pathRedactor } from './http/paths';
import { browserPolicy, documentHeaders, setAnswerHeaders } from './http/browser';
import { notModified } from './http/handler';
import { docsPage } from './http/docsPage';
import { consolePage, DRIVER_LINK_ROUTE, driverPage, PORTAL_RESET_ROUTE, portalPage } from './http/consolePage';
import { jsonBody } from './http/requestBody';
import { publicRouter } from './public/router';
import { flightHook, isFlightHook } from './http/flightHooks';
import { requestLogRowOf } from './sections/developers/requestLog';

export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * `opsHandlers`: the operator API's (/api/ops/v1); `driverHandlers`: the driver API's
 * (/api/driver/v1); `portalHandlers`: the partner portal's sign-in (/api/portal/v1); without them
 * their paths answer 404 like any unknown path.
 */
export function createApp(services: Services, handlers: HandlerMap, opsHandlers?: OpsHandlerMap, driverHandlers?: DriverHandlerMap, portalHandlers?: PortalHandlerMap): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', services.config.trustProxy);
  const partnersDispatch = createDispatcher(handlers, services);
  // Built on the first request to the operator API (or the driver API): a process that serves
  // only partners never builds the staff's or the drivers' routes, and their validators are
  // required only then.
  let opsDispatch: typeof partnersDispatch | undefined;
  let driverDispatch: typeof partnersDispatch | undefined;
  let portalDispatch: typeof partnersDispatch | undefined;
  const dispatch: typeof partnersDispatch = (x) => {
    if (opsHandlers && x.path.startsWith(OPS_PREFIX)) return (opsDispatch ??= createOpsDispatcher(opsHandlers, services))(x);
    if (driverHandlers && x.path.startsWith(DRIVER_PREFIX)) return (driverDispatch ??= createDriverDispatcher(driverHandlers, services))(x);
    if (portalHandlers && x.path.startsWith(PORTAL_PREFIX)) return (portalDispatch ??= createPortalDispatcher(portalHandlers, services))(x);
    return partnersDispatch(x);
  };
  const { logger } = services;

  const logRequests = logger.isLevelEnabled('info');
  // The request line holds only the fields below, none a redacted path can name, so it is written
  // without the logger's redaction, which copies every line it checks; other lines keep it.
  const requestLog = logger.child({}, { redact: [] });
  // A link's token in its path (set-up, e-mail confirmation, key reveal, invitation, guide,
  // proposal, driver's job and portal password-reset links) is a credential: the log names the route instead.
  const loggedPath = pathRedactor([...services.sections.publicRoutes.map((route) => route.path), SETUP_PATH, DRIVER_LINK_ROUTE, PORTAL_RESET_ROUTE]);
  /**
   * A v1 call of a known caller (an API key, or a person's portal session) goes to the account's
   * request log once answered: after the answer has gone, queued in memory and written in a batch
   * (src/sections/developers/requestLog.ts), so the log never slows or fails an answer. A call
   * whose credential was missing or unknown has no caller, hence no account, and is not kept.
   */
  const recordCall = (req: Request, res: Response, requestId: string, arrived: Date, started: bigint): void => {
    const exchange = res.locals.exchange as Exchange | undefined;
    const caller = exchange?.caller ?? exchange?.apiKey;
    if (!exchange || !caller) return;
    try {
      const errorCode: unknown = res.locals.errorCode;
      services.requestLog.record(
        requestLogRowOf({
          requestId,
          at: arrived.toISOString(),
          caller,
          method: req.method,
          path: loggedPath(req.path),
          operation: exchange.match?.route.operationId ?? null,
          status: res.statusCode,
          errorCode: typeof errorCode === 'string' ? errorCode : null,
          durationMs: Number(process.hrtime.bigint() - started) / 1e6,
          clientIp: exchange.clientIp,
          query: exchange.query,
          body: req.body as unknown,
          idempotencyKey: req.headers['idempotency-key'] !== undefined,
          replayed: res.getHeader('Idempotent-Replayed') === 'true',
        }),
      );
    } catch (err) {
      logger.warn({ err, req_id: requestId }, 'request log entry not recorded');
    }
  };

  /** An `x-request-id`, the sandbox marker, and the request's log line once answered. */
  const stamp = (req: Request, res: Response): void => {
    const requestId = newRequestId();
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    if (isSandboxPath(req.path)) res.setHeader('x-svc-environment', 'sandbox');
    const started = process.hrtime.bigint();
    const arrived = services.clock.now();
    res.on('finish', () => recordCall(req, res, requestId, arrived, started));
    if (logRequests) {
      res.on('finish', () => {
        const refusal: unknown = res.locals.refusal;
        // The path only, its tokens redacted: a query string may carry a signature.
        requestLog.info(
          { req_id: requestId, method: req.method, path: loggedPath(req.path), status: res.statusCode, ...(typeof refusal === 'string' ? { code: refusal } : {}), ms: Number(process.hrtime.bigint() - started) / 1e6, ip: req.ip },
          'request',
        );
      });
    }
  };

  const policy = browserPolicy(services.config);
  const readBody = jsonBody(BODY_LIMIT_BYTES);
  // The flight status provider's pushes: outside the partners' contract (src/http/flightHooks.ts).
  const flightPush = flightHook(services);
  const answer = async (req: Request, res: Response): Promise<void> => {
    const exchange = createExchange(req, res);
    // Kept for the request log, which reads the caller once the answer has gone (recordCall).
    res.locals.exchange = exchange;
    const result = await dispatch(exchange);
    setAnswerHeaders(res, result.headers ?? {});
    // A conditional read whose copy is current: the same headers, no body.
    const etag = result.headers?.ETag;
    if (result.status === 200 && etag !== undefined && notModified(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    if (result.stream) {
      res.status(result.status);
      result.stream(res);
      return;
    }
    if (result.document) {
      res.status(result.status);
      res.setHeader('Content-Type', result.document.contentType);
      documentHeaders(res, result.document.contentType);
      res.setHeader('Content-Disposition', `inline; filename="${result.document.filename}"`);
      res.send(result.document.body);
      return;
    }
    sendJson(res, result.status, result.body);
  };

  // An API request or a health probe never reaches a public page or /docs: stamped and under
  // the browser policy, it is read and dispatched in this one step, the steps below taken in
  // the same order, rather than matched against the routes of every router on the way.
  app.use((req: Request, res: Response, next: NextFunction) => {
    stamp(req, res);
    policy(req, res, () => {
      if (!dispatchedAtOnce(req.path)) {
        next();
        return;
      }
      if (isFlightHook(req)) {
        flightPush(req, res, next);
        return;
      }
      readBody(req, res, (err?: unknown) => {
        if (err !== undefined) next(err);
        else answer(req, res).catch(next);
      });
    });
  });
  // Before the API's JSON-only body reader: public pages take forms.
  app.use(publicRouter(services));
  app.use(staffSetupRouter(services));
  app.use(docsPage(services.config, (req) => isStaffSignedIn(services.db, services.clock, req.headers.cookie)));
  app.use(consolePage(services.config));
  app.use(driverPage(services.config));
  app.use(portalPage(services.config));
  app.use(readBody);
  app.use(answer);

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(res.locals.requestId);
    // Body-parser's errors were mapped where the body is read (src/http/requestBody.ts).
    let apiError = translateDbError(err);
    // A refusal is the service working: the request's own line names its code. A failure is
    // logged with its cause, whose stack is what the operator needs.
    if (apiError && isRefusal(apiError)) res.locals.refusal = apiError.code;
    else logger.error({ req_id: requestId, err: apiError?.cause ?? err }, 'request failed');
    apiError ??= errors.internal(requestId);
    res.locals.errorCode = apiError.code;
    if (res.headersSent) return;
    res.status(apiError.status);
    setAnswerHeaders(res, apiError.headers);
    const envelope = isSandboxPath(req.path) ? { environment: 'sandbox', error: apiError.toBody() } : { error: apiError.toBody() };
    sendJson(res, apiError.status, envelope);
  });

  return app;
}

const API_PREFIX = '/api/';
const PROBES = new Set(['/healthz', '/readyz']);
/** The operator's and the drivers' API references: pages under their API's path (src/http/docsPage.ts). */
const REFERENCE_PAGES = new Set(['/api/ops/v1/docs', '/api/driver/v1/docs']);

/** The API and the health probes: paths no public page answers, but for the APIs' reference pages. */
const dispatchedAtOnce = (path: string): boolean => (path.startsWith(API_PREFIX) && !REFERENCE_PAGES.has(path)) || PROBES.has(path);

/**
 * A JSON answer as Express's `res.json` writes it (the same headers and bytes) in one `end`: the
 * body goes out as a string, which Node writes together with the headers, where `res.send` turns
 * any body over 1,000 characters into a Buffer sent after them, and the content type needs no
 * look-up.
 */
function sendJson(res: Response, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const text = JSON.stringify(body) as string | undefined;
  if (text === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
