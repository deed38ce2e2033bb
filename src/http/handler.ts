import { createHash } from 'node:crypto';
import type { operations } from '../generated/openapi-types';
import type { Services } from '../services';
import type { Db } from '../platform/db';
import type { SandboxPrincipal } from '../platform/sandboxTokens';
import type { ApiPrincipal } from '../apiKeys/authenticate';
import type { RenderedDocument } from '../engine/documents/documents';
import type { Partition } from '../engine/partition';
import { openPartition } from '../engine/partitions';

/**
 * An operation of the contract, by its operationId: the keys of its generated `operations` (the
 * route table, src/generated/routes.ts, lists the same ones and names this module's handler type).
 */
type OperationId = keyof operations;

type Op<K extends OperationId> = operations[K];
type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The validated JSON body; `undefined` too where the contract makes the body optional. */
export type RequestBody<K extends OperationId> = Op<K> extends { requestBody: infer R }
  ? JsonContent<R>
  : Op<K> extends { requestBody?: infer R }
    ? JsonContent<NonNullable<R>> | undefined
    : undefined;
export type QueryParams<K extends OperationId> = Op<K>['parameters'] extends { query: infer Q } ? Q : Record<string, never>;
export type PathParams<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : Record<string, never>;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204>;

/**
 * What a handler answers: one of the operation's documented success statuses with its JSON body
 * type, or a rendered document (HTML, PDF, CSV, PNG, SVG) for operations that offer formats.
 * `headers`: an operation's documented answer headers (an `ETag`: a request whose
 * `If-None-Match` names it is answered 304 without a body, see `notModified`).
 */
export type HandlerResult<K extends OperationId> = {
  [S in SuccessStatus<K>]: { status: S; body: JsonContent<Responses<K>[S]>; headers?: Record<string, string> } | { status: S; document: RenderedDocument; headers?: Record<string, string> };
}[SuccessStatus<K>];

/** The strong `ETag` of bytes: their SHA-256 (hex), quoted. */
export const etagOf = (sha256Hex: string): string => `"${sha256Hex}"`;

/** A document answer with the `ETag` of its bytes. */
export function documentWithEtag(document: RenderedDocument): { status: 200; document: RenderedDocument; headers: { ETag: string } } {
  return { status: 200, document, headers: { ETag: etagOf(createHash('sha256').update(document.body).digest('hex')) } };
}

/** A JSON answer with the `ETag` of its body as served (the SHA-256 of its JSON text). */
export function jsonWithEtag<Body>(body: Body): { status: 200; body: Body; headers: { ETag: string } } {
  return { status: 200, body, headers: { ETag: etagOf(createHash('sha256').update(JSON.stringify(body)).digest('hex')) } };
}

/**
 * Whether `If-None-Match` (one entity tag, several separated by commas, or `*`) names `etag`:
 * then the answer is 304 without a body (RFC 9110 §13.1.2; weak comparison, so `W/"…"` matches).
 */
export function notModified(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const tags = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

export interface OperationContext<K extends OperationId> {
  operationId: K;
  /** Validated against the operation's schema. */
  body: RequestBody<K>;
  query: QueryParams<K>;
  params: PathParams<K>;
  /** The verified sandbox token, on operations secured by one. */
  sandbox: SandboxPrincipal | null;
  /** The verified API key, on v1 operations. */
  apiKey: ApiPrincipal | null;
  clientIp: string;
  requestId: string;
  /**
   * The database handle a handler writes through. With an Idempotency-Key it is the transaction
   * that also stores the answer, so the writes and the answer commit together; otherwise it is
   * `services.db`. Never write through `services.db` instead: the write would escape the
   * transaction, and on SQLite (one connection, held by the transaction) it would wait for itself.
   */
  db: Db;
  services: Services;
}

export type OperationHandler<K extends OperationId> = (ctx: OperationContext<K>) => Promise<HandlerResult<K>> | HandlerResult<K>;

/** The verified API key of a v1 operation; the apiKey security handler runs before any such handler. */
export function principalOf(ctx: { apiKey: ApiPrincipal | null; operationId: string }): ApiPrincipal {
  if (!ctx.apiKey) throw new Error(`${ctx.operationId} runs only behind the apiKey security handler`);
  return ctx.apiKey;
}

/**
 * The caller's partition (its account, in its key's mode), bound to the request's database
 * handle: the only way a v1 handler reaches stored data.
 */
export function partitionOf(ctx: { apiKey: ApiPrincipal | null; operationId: string; db: Db; services: Services; requestId: string }): Promise<Partition> {
  const principal = principalOf(ctx);
  return openPartition(ctx.services.sections, principal.account.id, principal.mode, ctx.db, ctx.services.clock, principal.actor, ctx.requestId, {
    dataKey: ctx.services.keys.dataEncryption,
    urls: { publicBaseUrl: ctx.services.config.publicBaseUrl, siteDomainTarget: ctx.services.config.siteDomainTarget },
  });
}
