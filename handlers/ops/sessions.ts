import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { servedOpsDocument } from '../../src/platform/openapiDocument';
import { clearedSessionCookie, endSession, sessionCookie, sessionIdOf } from '../../src/staff/sessions';
import { consoleSignIn, currentStaff } from '../../src/ops/consoleSessions';
import type { components } from '../../src/generated/ops/openapi-types';

export const createSession: OpsOperationHandler<'createSession'> = async (ctx) => {
  const { rateLimiter, clock, keys, config } = ctx.services;
  const { sessionId, principal } = await consoleSignIn(
    rateLimiter,
    { db: ctx.db, clock, dataKey: keys.dataEncryption, publicBaseUrl: config.publicBaseUrl, ip: ctx.clientIp, requestId: ctx.requestId, previousSessionId: sessionIdOf(ctx.cookie) },
    ctx.body,
  );
  return { status: 201, headers: { 'Set-Cookie': sessionCookie(sessionId, ctx.secure) }, body: currentStaff(principal) };
};

export const endCurrentSession: OpsOperationHandler<'endCurrentSession'> = async (ctx) => {
  await endSession(ctx.db, ctx.services.clock, auditOriginOf(ctx), staffOf(ctx));
  return { status: 204, headers: { 'Set-Cookie': clearedSessionCookie(ctx.secure) } };
};

export const getCurrentStaff: OpsOperationHandler<'getCurrentStaff'> = (ctx) => ({ status: 200, body: currentStaff(staffOf(ctx)) });

export const getOpsOpenApiDocument: OpsOperationHandler<'getOpsOpenApiDocument'> = (ctx) => ({
  status: 200,
  body: servedOpsDocument(ctx.services.config.publicBaseUrl) as components['schemas']['OpsOpenApiDocument'],
});
