import type { operations } from '../generated/portal/openapi-types';
import type { Services } from '../services';
import type { Db } from '../platform/db';
import type { PortalPrincipal } from '../portal/sessions';
import type { PortalContext } from '../portal/context';

/**
 * An operation of the contract, by its operationId: the keys of its generated `operations` (the
 * route table, src/generated/portal/routes.ts, lists the same ones and names this module's handler type).
 */
type OperationId = keyof operations;

/** The portal API's handlers, typed from its own contract as the driver API's are from theirs (./driverHandler.ts). */
type Op<K extends OperationId> = operations[K];
type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type PortalRequestBody<K extends OperationId> = Op<K> extends { requestBody: infer R } ? JsonContent<R> : undefined;
export type PortalPathParams<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : Record<string, never>;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204>;

/** A documented success status with its JSON body (none for 202 and 204), and the headers it sets (the session cookie). */
export type PortalHandlerResult<K extends OperationId> = {
  [S in SuccessStatus<K>]: [JsonContent<Responses<K>[S]>] extends [never] ? { status: S; headers?: Record<string, string> } : { status: S; body: JsonContent<Responses<K>[S]>; headers?: Record<string, string> };
}[SuccessStatus<K>];

export interface PortalOperationContext<K extends OperationId> {
  operationId: K;
  body: PortalRequestBody<K>;
  params: PortalPathParams<K>;
  /** The signed-in person, on operations secured by `portalSession`; null on signing in and the other open operations. */
  session: PortalPrincipal | null;
  /** The Cookie header as sent, for a sign-in to end the session the browser still held. */
  cookie: string | undefined;
  /** Whether the session cookie is `Secure`: the browser reached the service over https (directly or through a trusted proxy) or on a loopback address. */
  secure: boolean;
  clientIp: string;
  requestId: string;
  db: Db;
  services: Services;
}

export type PortalOperationHandler<K extends OperationId> = (ctx: PortalOperationContext<K>) => Promise<PortalHandlerResult<K>> | PortalHandlerResult<K>;

/** The signed-in person of an operation secured by `portalSession`. */
export function sessionOf(ctx: { session: PortalPrincipal | null; operationId: string }): PortalPrincipal {
  if (!ctx.session) throw new Error(`${ctx.operationId} runs only behind the portalSession security handler`);
  return ctx.session;
}

/** What the portal's sign-in code needs of a request. */
export function portalContextOf(ctx: { db: Db; services: Services; clientIp: string; requestId: string }): PortalContext {
  return { db: ctx.db, clock: ctx.services.clock, dataKey: ctx.services.keys.dataEncryption, publicBaseUrl: ctx.services.config.publicBaseUrl, ip: ctx.clientIp, requestId: ctx.requestId };
}
