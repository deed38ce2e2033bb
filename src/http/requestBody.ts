import express, { type NextFunction, type Request, type Response } from 'express';
import { errors, type ApiError } from '../errors';

/** Encodings body-parser can inflate; the size limit applies to the inflated body. */
const CONTENT_ENCODINGS = new Set(['identity', 'gzip', 'deflate', 'br']);

/** A request declares a body when it is chunked or has a non-zero Content-Length. */
function declaresBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** A header value is repeated in the answer only when it is a short token, never arbitrary text. */
const echo = (value: string, otherwise: string): string => (/^[a-z0-9!#$&^_.+/ -]{1,80}$/.test(value) ? value : otherwise);

/**
 * Only JSON is read: `application/json` or a `+json` type, in UTF-8. A `text/plain` or form body
 * is what a web page can send cross-site without a preflight, so reading it as JSON would let any
 * page run account actions through a visitor's browser.
 */
function mediaTypeProblem(req: Request): string | null {
  const header = req.headers['content-type'];
  // What nearly every client sends needs no parsing.
  if (header === 'application/json' || header === 'application/json; charset=utf-8') return encodingProblem(req);
  if (header === undefined || header.trim() === '') return 'sent without a Content-Type';
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json' && !/^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type)) return echo(type, 'of an unsupported type');
  for (const param of params) {
    const [name, raw = ''] = param.split('=').map((part) => part.trim());
    const charset = raw.replace(/^"(.*)"$/, '$1');
    if (name === 'charset' && charset !== 'utf-8' && charset !== 'utf8') return `${type} in ${echo(`charset ${charset}`, 'a charset other than UTF-8')}`;
  }
  return encodingProblem(req);
}

function encodingProblem(req: Request): string | null {
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (!CONTENT_ENCODINGS.has(encoding)) return `compressed with ${echo(encoding, 'an encoding')}, which is not supported`;
  return null;
}

/** Errors of body-parser, by its `type`; a decompression failure has none and is a 400 too. */
function parseError(err: unknown, limitBytes: number): unknown {
  if (typeof err !== 'object' || err === null) return err;
  const { type, status } = err as { type?: unknown; status?: unknown };
  switch (type) {
    case 'entity.too.large':
      return errors.payloadTooLarge(limitBytes);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return errors.unsupportedMediaType('in an encoding or charset that is not supported');
    case 'entity.parse.failed':
    case 'request.size.invalid':
      return errors.invalidJson();
    case undefined:
      return status === 400 ? errors.invalidJson() : err;
    default:
      return err;
  }
}

function refusedOnHeaders(req: Request, limitBytes: number): ApiError | null {
  if (Number(req.headers['content-length']) > limitBytes) return errors.payloadTooLarge(limitBytes);
  const problem = mediaTypeProblem(req);
  return problem === null ? null : errors.unsupportedMediaType(problem);
}

/**
 * Reads a JSON body of at most `limitBytes`. A body that is not JSON is refused on its headers,
 * before a byte is read, and so is a declared Content-Length over the limit: that answer closes
 * the connection rather than reading (or waiting for) the rest. Bytes are still counted as they
 * stream, so a chunked body or a false Content-Length cannot slip past the limit.
 */
export function jsonBody(limitBytes: number): (req: Request, res: Response, next: NextFunction) => void {
  const parse = express.json({ limit: limitBytes, strict: false, type: () => true });
  return (req, res, next) => {
    if (!declaresBody(req)) {
      parse(req, res, next);
      return;
    }
    const refusal = refusedOnHeaders(req, limitBytes);
    if (refusal) {
      // The body is left unread: the connection closes once the answer is out.
      res.setHeader('Connection', 'close');
      next(refusal);
      return;
    }
    parse(req, res, (err?: unknown) => next(err === undefined ? undefined : parseError(err, limitBytes)));
  };
}
