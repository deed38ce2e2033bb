import express, { type NextFunction, type Request, type Response } from 'express';
import { errors, isRefusal } from './errors';
import { translateDbError } from './platform/dbErrors';
import { newRequestId } from './platform/ids';
import type { Services } from './services';
import type { HandlerMap } from './generated/routes';
import { createDispatcher } from './http/dispatcher';
import { createExchange } from './http/exchange';
import { isSandboxPath } from './http/paths';
import { browserPolicy, documentHeaders, setAnswerHeaders } from './http/browser';
import { docsPage } from './http/docsPage';
import { jsonBody } from './http/requestBody';
import { publicRouter } from './public/router';
import './public/routes';

export const BODY_LIMIT_BYTES = 16 * 1024;

export function createApp(services: Services, handlers: HandlerMap): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', services.config.trustProxy);
  const dispatch = createDispatcher(handlers, services);
  const { logger } = services;

  const logRequests = logger.isLevelEnabled('info');
  app.use((req: Request, res: Response, next: NextFunction) => {
    const requestId = newRequestId();
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    if (isSandboxPath(req.path)) res.setHeader('x-svc-environment', 'sandbox');
    if (logRequests) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const refusal: unknown = res.locals.refusal;
        // The path only: a query string may carry a signature.
        logger.info(
          { req_id: requestId, method: req.method, path: req.path, status: res.statusCode, ...(typeof refusal === 'string' ? { code: refusal } : {}), ms: Number(process.hrtime.bigint() - started) / 1e6, ip: req.ip },
          'request',
        );
      });
    }
    next();
  });

  app.use(browserPolicy(services.config));
  // Before the API's JSON-only body reader: public pages take forms.
  app.use(publicRouter(services));
  app.use(docsPage(services.config));
  app.use(jsonBody(BODY_LIMIT_BYTES));

  app.use(async (req: Request, res: Response) => {
    const result = await dispatch(createExchange(req, res));
    setAnswerHeaders(res, result.headers ?? {});
    if (result.document) {
      res.status(result.status);
      res.setHeader('Content-Type', result.document.contentType);
      documentHeaders(res, result.document.contentType);
      res.setHeader('Content-Disposition', `inline; filename="${result.document.filename}"`);
      res.send(result.document.body);
      return;
    }
    res.status(result.status).json(result.body);
  });

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(res.locals.requestId);
    // Body-parser's errors were mapped where the body is read (src/http/requestBody.ts).
    let apiError = translateDbError(err);
    // A refusal is the service working: the request's own line names its code. A failure is
    // logged with its cause, whose stack is what the operator needs.
    if (apiError && isRefusal(apiError)) res.locals.refusal = apiError.code;
    else logger.error({ req_id: requestId, err: apiError?.cause ?? err }, 'request failed');
    apiError ??= errors.internal(requestId);
    if (res.headersSent) return;
    res.status(apiError.status);
    setAnswerHeaders(res, apiError.headers);
    const envelope = isSandboxPath(req.path) ? { environment: 'sandbox', error: apiError.toBody() } : { error: apiError.toBody() };
    res.json(envelope);
  });

  return app;
}
