import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError, errors } from './errors';
import { newRequestId } from './ids';
import type { Services } from './services';
import type { HandlerMap } from './generated/routes';
import { createDispatcher } from './http/dispatcher';
import { createExchange } from './http/exchange';
import { isSandboxPath } from './http/paths';

export const BODY_LIMIT_BYTES = 16 * 1024;

/** Errors body-parser raises, by its `type`. */
function bodyParserError(err: unknown): ApiError | null {
  const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined;
  switch (type) {
    case 'entity.too.large':
      return errors.payloadTooLarge(BODY_LIMIT_BYTES);
    case 'entity.parse.failed':
    case 'request.size.invalid':
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return errors.invalidJson();
    default:
      return null;
  }
}

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
        // The path only: a query string may carry a signature.
        logger.info(
          { req_id: requestId, method: req.method, path: req.path, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, ip: req.ip },
          'request',
        );
      });
    }
    next();
  });

  // Every body is read as JSON whatever its Content-Type, and counted against the limit as it
  // streams, so a false Content-Length or a chunked body cannot slip past 16 KB.
  app.use(express.json({ limit: BODY_LIMIT_BYTES, strict: false, type: () => true }));

  app.use(async (req: Request, res: Response) => {
    const result = await dispatch(createExchange(req, res));
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
    if (result.document) {
      res.status(result.status);
      res.setHeader('Content-Type', result.document.contentType);
      res.setHeader('Content-Disposition', `inline; filename="${result.document.filename}"`);
      res.send(result.document.body);
      return;
    }
    res.status(result.status).json(result.body);
  });

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(res.locals.requestId);
    let apiError = err instanceof ApiError ? err : bodyParserError(err);
    if (!apiError || apiError.status >= 500) {
      logger.error({ req_id: requestId, err: apiError?.cause ?? err }, 'request failed');
    }
    apiError ??= errors.internal(requestId);
    if (res.headersSent) return;
    res.status(apiError.status);
    for (const [name, value] of Object.entries(apiError.headers)) res.setHeader(name, value);
    const envelope = isSandboxPath(req.path) ? { environment: 'sandbox', error: apiError.toBody() } : { error: apiError.toBody() };
    res.json(envelope);
  });

  return app;
}
