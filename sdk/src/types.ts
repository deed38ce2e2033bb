import type { ApiDocument } from './document';
import type { OperationId, OperationTypes } from './generated/operations';
import type { PagePromise } from './pagination';

/** Options of one call. */
export interface RequestOptions {
  /** The POST's Idempotency-Key; a random UUID when not given. The same key is sent on every retry of the call. */
  idempotencyKey?: string;
  /** Retries of this call (overrides the client's `maxRetries`). */
  maxRetries?: number;
  /** Time allowed for each attempt, answer included (overrides the client's `timeoutMs`). */
  timeoutMs?: number;
  /** Stops the call, retries and waits included. */
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/** An operation's parameters: `path`, `query`, `body` (and `header`), as the contract declares them. */
export type Params<K extends OperationId> = OperationTypes[K]['params'];

/** A method's arguments: the parameters (optional when none is required) and the call's options. */
export type Args<K extends OperationId, P> = OperationTypes[K]['paramsOptional'] extends true ? [params?: P, options?: RequestOptions] : [params: P, options?: RequestOptions];

/** The operation's JSON answer. */
export type Result<K extends OperationId> = OperationTypes[K]['result'];

/** An item of a list operation's `data`. */
export type Item<K extends OperationId> = OperationTypes[K]['item'];

/** Operations that answer a list with `next_cursor`. */
export type ListOperationId = { [K in OperationId]: [OperationTypes[K]['item']] extends [never] ? never : K }[OperationId];

type FormatOf<P> = P extends { query?: infer Q } ? (Q extends { format?: infer F } ? NonNullable<F> : never) : never;

type JsonAnswer<K extends OperationId> = [Item<K>] extends [never]
  ? Promise<Result<K>>
  : PagePromise<Result<K> & { data: Item<K>[]; next_cursor: string | null }, Item<K>>;

/**
 * What a call answers: its JSON body (a list's is also an async iterator over every item), or an
 * `ApiDocument` when the operation answers a document, or when the `format` asked for is one.
 */
export type Answer<K extends OperationId, P> = OperationTypes[K]['documentOnly'] extends true
  ? Promise<ApiDocument>
  : [FormatOf<P>] extends [never]
    ? OperationTypes[K]['defaultIsDocument'] extends true
      ? Promise<ApiDocument>
      : JsonAnswer<K>
    : [FormatOf<P>] extends [OperationTypes[K]['documentFormats']]
      ? Promise<ApiDocument>
      : [FormatOf<P> & OperationTypes[K]['documentFormats']] extends [never]
        ? JsonAnswer<K>
        : Promise<ApiDocument | Result<K>>;

/** An answer with what came with it. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  requestId: string | null;
  /** The Idempotency-Key the call was sent with (POSTs), the same on every retry. */
  idempotencyKey: string | null;
}
