import { randomUUID } from 'node:crypto';
import { ApiDocument } from './document';
import { ConnectionError, TimeoutError, TradeApiError, errorFromAnswer, retryAfterMs } from './errors';
import { GeneratedOperations } from './generated/methods';
import { OPERATIONS, type OperationId } from './generated/operations';
import { PagePromise } from './pagination';
import type { Answer, ApiResponse, Args, Item, ListOperationId, Params, RequestOptions } from './types';
import { webhooks } from './webhooks';

export const SDK_VERSION = '0.1.0';

export interface ClientOptions {
  /** `svc_test_…` or `svc_live_…` (a sandbox token works for the sandbox operations). */
  apiKey: string;
  /** The service's origin, e.g. `https://trade.operator.ae` (the contract's paths are appended). */
  baseUrl: string;
  /** Retries after the first attempt, for network errors, timeouts, 429 and answers marked `retryable`. Default 2. */
  maxRetries?: number;
  /** Time allowed for each attempt, answer included. Default 60 s. */
  timeoutMs?: number;
  /** The first retry's wait before jitter; it doubles with each further retry. Default 500 ms. */
  retryBaseDelayMs?: number;
  /** The longest wait the backoff computes. Default 8 s. */
  retryMaxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown at once. Default 60 s. */
  maxRetryAfterMs?: number;
  /** A fetch of your own (a proxy, a test double). Default: the global fetch. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** Called before each retry, e.g. to log it. */
  onRetry?: (retry: RetryInfo) => void;
}

export interface RetryInfo {
  operationId: OperationId;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  error: TradeApiError;
  idempotencyKey: string | null;
}

type Spec = (typeof OPERATIONS)[OperationId];
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
interface CallParams {
  path?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  header?: Record<string, string | number | undefined>;
  body?: unknown;
}

const isJsonMedia = (mediaType: string): boolean => /^application\/(?:[\w.-]+\+)?json$/i.test(mediaType.split(';')[0]?.trim() ?? '');

/**
 * The Trade API client. Every operation of the contract is a method named by its operationId,
 * typed from the contract: `await client.createTransportBooking({ body })`.
 */
export class TradeApi extends GeneratedOperations {
  /** Webhook signature checks (the same functions as the package's `verifyWebhookSignature` and `constructEvent`). */
  static readonly webhooks = webhooks;
  readonly webhooks = webhooks;

  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly settings: Required<Pick<ClientOptions, 'maxRetries' | 'timeoutMs' | 'retryBaseDelayMs' | 'retryMaxDelayMs' | 'maxRetryAfterMs'>>;
  private readonly extraHeaders: Record<string, string>;
  private readonly onRetry: ((retry: RetryInfo) => void) | undefined;

  constructor(options: ClientOptions) {
    super();
    if (!options.baseUrl) throw new TypeError('TradeApi needs a baseUrl, e.g. https://trade.operator.ae');
    const base = new URL(options.baseUrl);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new TypeError(`baseUrl must be http(s), got ${options.baseUrl}`);
    this.baseUrl = base.toString().replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    const fetchImpl = options.fetch ?? globalThis.fetch;
    if (typeof fetchImpl !== 'function') throw new TypeError('no fetch: use Node 20 or later, or pass options.fetch');
    this.fetchImpl = fetchImpl;
    this.settings = {
      maxRetries: nonNegative('maxRetries', options.maxRetries, 2),
      timeoutMs: nonNegative('timeoutMs', options.timeoutMs, 60_000),
      retryBaseDelayMs: nonNegative('retryBaseDelayMs', options.retryBaseDelayMs, 500),
      retryMaxDelayMs: nonNegative('retryMaxDelayMs', options.retryMaxDelayMs, 8_000),
      maxRetryAfterMs: nonNegative('maxRetryAfterMs', options.maxRetryAfterMs, 60_000),
    };
    this.extraHeaders = { ...options.headers };
    this.onRetry = options.onRetry;
  }

  /** Any operation by its operationId: the same as calling its method. */
  request<K extends OperationId, P extends Params<K> = never>(operationId: K, ...args: Args<K, P>): Answer<K, P> {
    return this.call(operationId, args[0], args[1]) as Answer<K, P>;
  }

  /** Every item of a list operation, following `next_cursor` page after page. */
  paginate<K extends ListOperationId>(operationId: K, ...args: Args<K, Params<K>>): AsyncIterable<Item<K>> {
    const spec = OPERATIONS[operationId];
    const params = (args[0] ?? {}) as CallParams;
    return this.pageOf(operationId, spec, params, args[1]) as PagePromise<{ data: Item<K>[]; next_cursor: string | null }, Item<K>>;
  }

  /** One call with its status, headers and request id besides the body (no pagination). */
  async requestWithResponse<K extends OperationId, P extends Params<K> = never>(operationId: K, ...args: Args<K, P>): Promise<ApiResponse<Awaited<Answer<K, P>>>> {
    return this.send(operationId, (args[0] ?? {}) as CallParams, args[1]) as Promise<ApiResponse<Awaited<Answer<K, P>>>>;
  }

  protected call(operationId: OperationId, params: unknown, options: RequestOptions | undefined): unknown {
    const spec = OPERATIONS[operationId];
    const callParams = (params ?? {}) as CallParams;
    if (spec.list && !this.asksForDocument(spec, callParams)) return this.pageOf(operationId, spec, callParams, options);
    return this.send(operationId, callParams, options).then((answer) => answer.data);
  }

  private pageOf(operationId: OperationId, spec: Spec, params: CallParams, options: RequestOptions | undefined): PagePromise<{ data: unknown[]; next_cursor: string | null }, unknown> {
    const cursorParam = spec.list?.cursorParam ?? 'cursor';
    // The iterator reads JSON pages whatever format the call named.
    const base = { ...params.query };
    if (spec.formats && this.asksForDocument(spec, params)) delete base[spec.formats.param];
    return new PagePromise(async (cursor) => {
      const page = await this.send(operationId, { ...params, query: cursor === undefined ? base : { ...base, [cursorParam]: cursor } }, options);
      return page.data as { data: unknown[]; next_cursor: string | null };
    });
  }

  private asksForDocument(spec: Spec, params: CallParams): boolean {
    const media = this.mediaTypeAsked(spec, params);
    return media !== undefined && !isJsonMedia(media);
  }

  /** The media type the call's `format` (or the operation's default format) answers with. */
  private mediaTypeAsked(spec: Spec, params: CallParams): string | undefined {
    if (!spec.formats) return spec.successMediaTypes.find(isJsonMedia) ?? spec.successMediaTypes[0];
    const values = spec.formats.values as Record<string, string | null>;
    const asked = params.query?.[spec.formats.param];
    const format = typeof asked === 'string' ? asked : spec.formats.default;
    return format === null ? undefined : (values[format] ?? undefined);
  }

  private url(spec: Spec, params: CallParams): string {
    const path = spec.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const value = params.path?.[name];
      if (value === undefined || value === null || value === '') throw new TypeError(`${spec.method} ${spec.path} needs the path parameter ${name}`);
      return encodeURIComponent(String(value));
    });
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params.query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const each of value) search.append(name, String(each));
      else search.append(name, String(value));
    }
    const query = search.toString();
    return `${this.baseUrl}${path}${query ? `?${query}` : ''}`;
  }

  private async send(operationId: OperationId, params: CallParams, options: RequestOptions = {}): Promise<ApiResponse<unknown>> {
    const spec = OPERATIONS[operationId];
    const url = this.url(spec, params);
    const headers: Record<string, string> = {
      'User-Agent': `trade-api-sdk-node/${SDK_VERSION} node/${process.versions.node}`,
      ...this.extraHeaders,
    };
    const accept = this.mediaTypeAsked(spec, params);
    headers.Accept = accept ?? spec.successMediaTypes.join(', ');
    if (spec.bearerAuth && this.apiKey) headers.Authorization = `Bearer ${this.apiKey}`;
    for (const [name, value] of Object.entries(params.header ?? {})) if (value !== undefined) headers[name] = String(value);
    // One key for the call, kept on every retry: the API answers a retry of a POST that was
    // stored with the stored answer instead of doing it twice.
    const idempotencyKey = spec.method === 'POST' || spec.idempotencyKey ? (options.idempotencyKey ?? randomUUID()) : null;
    if (idempotencyKey !== null) headers['Idempotency-Key'] = idempotencyKey;
    let body: string | undefined;
    if (params.body !== undefined) {
      const mediaType = spec.body?.mediaType ?? 'application/json';
      headers['Content-Type'] = mediaType;
      body = isJsonMedia(mediaType) ? JSON.stringify(params.body) : String(params.body);
    }
    Object.assign(headers, options.headers);

    const maxRetries = options.maxRetries ?? this.settings.maxRetries;
    const timeoutMs = options.timeoutMs ?? this.settings.timeoutMs;
    for (let attempt = 0; ; attempt++) {
      let error: TradeApiError;
      try {
        const answer = await this.attempt(spec.method, url, headers, body, timeoutMs, options.signal);
        if (answer.status >= 200 && answer.status < 300) return { ...answer, idempotencyKey };
        error = errorFromAnswer(answer.status, answer.headers, answer.data instanceof ApiDocument ? answer.data.text() : answer.data, idempotencyKey);
      } catch (err) {
        if (options.signal?.aborted) throw options.signal.reason ?? err;
        if (err instanceof TradeApiError) error = err;
        else throw err;
      }
      if (!error.retryable || attempt >= maxRetries) throw error;
      const delayMs = this.retryDelay(error, attempt);
      if (delayMs === null) throw error;
      this.onRetry?.({ operationId, attempt: attempt + 1, delayMs, error, idempotencyKey });
      await sleep(delayMs, options.signal);
    }
  }

  /** The wait before retry `attempt + 1`: the answer's Retry-After when it names one, else exponential backoff with jitter. */
  private retryDelay(error: TradeApiError, attempt: number): number | null {
    const asked = retryAfterMs(error.headers, error.body);
    if (asked !== null) return asked > this.settings.maxRetryAfterMs ? null : asked;
    const ceiling = Math.min(this.settings.retryMaxDelayMs, this.settings.retryBaseDelayMs * 2 ** attempt);
    // Between half and all of it, so clients that failed together do not retry together.
    return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
  }

  private async attempt(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Omit<ApiResponse<unknown>, 'idempotencyKey'>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
    const onAbort = (): void => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await this.fetchImpl(url, { method, headers, body: body ?? null, signal: controller.signal });
      const requestId = response.headers.get('x-request-id');
      const contentType = response.headers.get('content-type') ?? '';
      // The answer's media type decides how it is read: JSON, or a document kept as bytes.
      let data: unknown;
      if (response.status === 204 || response.status === 205) {
        await response.body?.cancel();
        data = undefined;
      } else if (isJsonMedia(contentType)) {
        const text = await response.text();
        try {
          data = text === '' ? undefined : JSON.parse(text);
        } catch (err) {
          if (response.status >= 200 && response.status < 300) {
            throw new TradeApiError({ status: response.status, code: 'invalid_response', message: 'The API answered JSON that does not parse.', retryable: false, requestId, body: text, headers: response.headers, idempotencyKey: null, cause: err });
          }
          data = text;
        }
      } else if (response.status >= 200 && response.status < 300) {
        const bytes = await response.arrayBuffer();
        // No body and no media type: an answer without content.
        data = bytes.byteLength === 0 && contentType === '' ? undefined : new ApiDocument(bytes, contentType, requestId, response.headers.get('content-disposition'));
      } else {
        data = await response.text();
      }
      return { data, status: response.status, headers: response.headers, requestId };
    } catch (err) {
      if (err instanceof TradeApiError || signal?.aborted) throw err;
      const init = { status: 0, retryable: true, requestId: null, body: undefined, headers: null, idempotencyKey: headers['Idempotency-Key'] ?? null, cause: err };
      if (timedOut) throw new TimeoutError({ ...init, code: 'timeout', message: `No answer from ${method} ${url} within ${timeoutMs} ms.` });
      throw new ConnectionError({ ...init, code: 'connection_error', message: `${method} ${url} failed: ${err instanceof Error ? err.message : String(err)}` });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

function nonNegative(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) throw new TypeError(`${name} must be a number ≥ 0, got ${value}`);
  return value;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
