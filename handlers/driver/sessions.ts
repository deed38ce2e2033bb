import { driverOf, type DriverOperationHandler } from '../../src/http/driverHandler';
import { servedDriverDocument } from '../../src/platform/openapiDocument';
import { clearedDriverSessionCookie, driverSessionCookie, driverSessionIdOf, endDriverSession as closeSession, openDriverSession, sessionView } from '../../src/drivers/sessions';
import type { components } from '../../src/generated/driver/openapi-types';

export const createDriverSession: DriverOperationHandler<'createDriverSession'> = async (ctx) => {
  const { clock } = ctx.services;
  const { sessionId, principal } = await openDriverSession(ctx.db, clock, { token: ctx.body.token, ip: ctx.clientIp, requestId: ctx.requestId, previousSessionId: driverSessionIdOf(ctx.cookie) });
  return { status: 201, headers: { 'Set-Cookie': driverSessionCookie(sessionId, principal, clock.now(), ctx.secure) }, body: sessionView(principal) };
};

export const getDriverSession: DriverOperationHandler<'getDriverSession'> = (ctx) => ({ status: 200, body: sessionView(driverOf(ctx)) });

export const endDriverSession: DriverOperationHandler<'endDriverSession'> = async (ctx) => {
  await closeSession(ctx.db, ctx.services.clock, driverOf(ctx));
  return { status: 204, headers: { 'Set-Cookie': clearedDriverSessionCookie(ctx.secure) } };
};

export const getDriverOpenApiDocument: DriverOperationHandler<'getDriverOpenApiDocument'> = (ctx) => ({
  status: 200,
  body: servedDriverDocument(ctx.services.config.publicBaseUrl) as components['schemas']['DriverOpenApiDocument'],
});
