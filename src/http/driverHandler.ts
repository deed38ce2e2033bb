import type { operations } from '../generated/driver/openapi-types';
import type { Services } from '../services';
import type { Db } from '../platform/db';
import type { DriverPrincipal } from '../drivers/sessions';

/**
 * An operation of the contract, by its operationId: the keys of its generated `operations` (the
 * route table, src/generated/driver/routes.ts, lists the same ones and names this module's handler type).
 */
type OperationId = keyof operations;

/** The driver API's handlers, typed from its own contract as the operator API's are from theirs (./opsHandler.ts). */
type Op<K extends OperationId> = operations[K];
type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type DriverRequestBody<K extends OperationId> = Op<K> extends { requestBody: infer R } ? JsonContent<R> : undefined;
export type DriverPathParams<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : Record<string, never>;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 204>;

/** A documented success status with its JSON body (none for 204), and the headers it sets (the session cookie). */
export type DriverHandlerResult<K extends OperationId> = {
  [S in SuccessStatus<K>]: [JsonContent<Responses<K>[S]>] extends [never] ? { status: S; headers?: Record<string, string> } : { status: S; body: JsonContent<Responses<K>[S]>; headers?: Record<string, string> };
}[SuccessStatus<K>];

export interface DriverOperationContext<K extends OperationId> {
  operationId: K;
  body: DriverRequestBody<K>;
  params: DriverPathParams<K>;
  /** The driver whose session the cookie names, on operations secured by `driverSession`; null on opening one. */
  driver: DriverPrincipal | null;
  /** The Cookie header as sent, for opening a session to end one the browser still held. */
  cookie: string | undefined;
  /** Whether the session cookie is `Secure`: the browser reached the service over https (directly or through a trusted proxy) or on a loopback address. */
  secure: boolean;
  clientIp: string;
  requestId: string;
  /** The request's transaction when it carries an Idempotency-Key (the answer is stored with its writes), else the pool. */
  db: Db;
  services: Services;
}

export type DriverOperationHandler<K extends OperationId> = (ctx: DriverOperationContext<K>) => Promise<DriverHandlerResult<K>> | DriverHandlerResult<K>;

/** The driver of an operation secured by `driverSession`. */
export function driverOf(ctx: { driver: DriverPrincipal | null; operationId: string }): DriverPrincipal {
  if (!ctx.driver) throw new Error(`${ctx.operationId} runs only behind the driverSession security handler`);
  return ctx.driver;
}
