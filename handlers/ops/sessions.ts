import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { servedOpsDocument } from '../../src/platform/openapiDocument';
import { clearedSessionCookie, endSession, sessionCookie, sessionIdOf, sessionTimes, signIn, type StaffPrincipal } from '../../src/staff/sessions';
import { taskKindsOf } from '../../src/ops/deskQueue';
import type { components } from '../../src/generated/ops/openapi-types';
import { ApiError } from '../../src/errors';

/** Who is signed in, as the sign-in and GET /me answer it. */
const currentStaff = (principal: StaffPrincipal) => ({ staff: principal.staff, csrf_token: principal.csrfToken, session: sessionTimes(principal), task_kinds: taskKindsOf(principal.roles) });

// Failed sign-ins count against the address under the service's limit on failed credentials,
// checked first so a flood of guesses costs no password hashing.
export const createSession: OpsOperationHandler<'createSession'> = async (ctx) => {
  const { rateLimiter, clock, keys, config } = ctx.services;
  await rateLimiter.check('auth_failure', ctx.clientIp);
  try {
    const { sessionId, principal } = await signIn(
      { db: ctx.db, clock, dataKey: keys.dataEncryption, publicBaseUrl: config.publicBaseUrl, ip: ctx.clientIp, requestId: ctx.requestId, previousSessionId: sessionIdOf(ctx.cookie) },
      ctx.body,
    );
    return {
      status: 201,
      headers: { 'Set-Cookie': sessionCookie(sessionId, ctx.secure) },
      body: currentStaff(principal),
    };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) await rateLimiter.count('auth_failure', ctx.clientIp);
    throw err;
  }
};

export const endCurrentSession: OpsOperationHandler<'endCurrentSession'> = async (ctx) => {
  await endSession(ctx.db, ctx.services.clock, auditOriginOf(ctx), staffOf(ctx));
  return { status: 204, headers: { 'Set-Cookie': clearedSessionCookie(ctx.secure) } };
};

export const getCurrentStaff: OpsOperationHandler<'getCurrentStaff'> = (ctx) => {
  const principal = staffOf(ctx);
  return { status: 200, body: currentStaff(principal) };
};

export const getOpsOpenApiDocument: OpsOperationHandler<'getOpsOpenApiDocument'> = (ctx) => ({
  status: 200,
  body: servedOpsDocument(ctx.services.config.publicBaseUrl) as components['schemas']['OpsOpenApiDocument'],
});
