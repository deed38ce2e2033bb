import type { operations } from '../generated/ops/openapi-types';
import type { Services } from '../services';
import type { Db } from '../platform/db';
import type { AuditOrigin } from '../engine/audit';
import type { StaffPrincipal } from '../staff/sessions';
import type { StreamWriter } from './dispatcher';
import type { RenderedDocument } from '../engine/documents/documents';

/**
 * An operation of the contract, by its operationId: the keys of its generated `operations` (the
 * route table, src/generated/ops/routes.ts, lists the same ones and names this module's handler type).
 */
type OperationId = keyof operations;

/** The operator API's handlers, typed from its own contract as the partners' are from theirs (./handler.ts). */
type Op<K extends OperationId> = operations[K];
type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type OpsRequestBody<K extends OperationId> = Op<K> extends { requestBody: infer R } ? JsonContent<R> : undefined;
export type OpsQueryParams<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
export type OpsPathParams<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : Record<string, never>;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 204>;

/** A documented success status with its JSON body (none for 204, or a rendered document such as a PDF), and the headers it sets (the session cookie). */
export type OpsHandlerResult<K extends OperationId> = {
  [S in SuccessStatus<K>]: [JsonContent<Responses<K>[S]>] extends [never]
    ? { status: S; headers?: Record<string, string>; stream?: StreamWriter } | { status: S; document: RenderedDocument; headers?: Record<string, string> }
    : { status: S; body: JsonContent<Responses<K>[S]>; headers?: Record<string, string> };
}[SuccessStatus<K>];

export interface OpsOperationContext<K extends OperationId> {
  operationId: K;
  body: OpsRequestBody<K>;
  query: OpsQueryParams<K>;
  params: OpsPathParams<K>;
  /** The signed-in member of staff, on operations secured by `staffSession`; null on the sign-in. */
  staff: StaffPrincipal | null;
  /** The Cookie header as sent, for the sign-in to end a session the browser still held. */
  cookie: string | undefined;
  /** Whether the session cookie is `Secure`: the browser reached the service over https (directly or through a trusted proxy) or on a loopback address. */
  secure: boolean;
  clientIp: string;
  requestId: string;
  db: Db;
  services: Services;
}

export type OpsOperationHandler<K extends OperationId> = (ctx: OpsOperationContext<K>) => Promise<OpsHandlerResult<K>> | OpsHandlerResult<K>;

/** The signed-in member of staff of an operation secured by `staffSession`. */
export function staffOf(ctx: { staff: StaffPrincipal | null; operationId: string }): StaffPrincipal {
  if (!ctx.staff) throw new Error(`${ctx.operationId} runs only behind the staffSession security handler`);
  return ctx.staff;
}

/** Who did it, for the audit log. */
export const auditOriginOf = (ctx: { staff: StaffPrincipal | null; requestId: string; clientIp: string }): AuditOrigin => ({
  staffId: ctx.staff?.staff.id ?? null,
  requestId: ctx.requestId,
  ip: ctx.clientIp,
});
