import { portalContextOf, sessionOf, type PortalOperationHandler } from '../../src/http/portalHandler';
import { servedPortalDocument } from '../../src/platform/openapiDocument';
import { membershipIn } from '../../src/engine/portalLogins';
import { errors } from '../../src/errors';
import {
  clearedPortalSessionCookie,
  endPortalSession as closeSession,
  liveRefusal,
  portalSessionCookie,
  portalSessionIdOf,
  rotatePortalSession,
  throwLiveRefusal,
} from '../../src/portal/sessions';
import { signInWithPasskey, signInWithPassword } from '../../src/portal/signIn';
import { startPasskeySignIn as passkeyOptions } from '../../src/portal/passkeys';
import { completePasswordReset as completeReset, requestPasswordReset as requestReset } from '../../src/portal/passwords';
import { portalSessionView } from '../../src/portal/view';
import type { components } from '../../src/generated/portal/openapi-types';

export const createPortalSession: PortalOperationHandler<'createPortalSession'> = async (ctx) => {
  const { sessionId, principal } = await signInWithPassword(
    { ...portalContextOf(ctx), previousSessionId: portalSessionIdOf(ctx.cookie) },
    { email: ctx.body.email, password: ctx.body.password, code: ctx.body.code, accountId: ctx.body.account_id },
  );
  return { status: 201, headers: { 'Set-Cookie': portalSessionCookie(sessionId, ctx.secure) }, body: await portalSessionView(ctx.services.sections, ctx.db, ctx.services.clock, principal) };
};

export const startPasskeySignIn: PortalOperationHandler<'startPasskeySignIn'> = async (ctx) => ({
  status: 200,
  body: (await passkeyOptions(portalContextOf(ctx))) as unknown as components['schemas']['PasskeySignInOptions'],
});

export const createPasskeySession: PortalOperationHandler<'createPasskeySession'> = async (ctx) => {
  const { sessionId, principal } = await signInWithPasskey(
    { ...portalContextOf(ctx), previousSessionId: portalSessionIdOf(ctx.cookie) },
    { response: ctx.body.response as Record<string, unknown>, accountId: ctx.body.account_id },
  );
  return { status: 201, headers: { 'Set-Cookie': portalSessionCookie(sessionId, ctx.secure) }, body: await portalSessionView(ctx.services.sections, ctx.db, ctx.services.clock, principal) };
};

export const getPortalSession: PortalOperationHandler<'getPortalSession'> = async (ctx) => ({
  status: 200,
  body: await portalSessionView(ctx.services.sections, ctx.db, ctx.services.clock, sessionOf(ctx)),
});

export const endPortalSession: PortalOperationHandler<'endPortalSession'> = async (ctx) => {
  await closeSession(ctx.db, ctx.services.clock, sessionOf(ctx));
  return { status: 204, headers: { 'Set-Cookie': clearedPortalSessionCookie(ctx.secure) } };
};

export const switchPortalContext: PortalOperationHandler<'switchPortalContext'> = async (ctx) => {
  const session = sessionOf(ctx);
  const accountId = ctx.body.account_id ?? session.account.id;
  const membership = await membershipIn(ctx.db, session.email, accountId);
  if (!membership) throw errors.portalAccountNotFound(accountId);
  throwLiveRefusal(liveRefusal(ctx.body.mode, membership.liveAccess, membership.role, session.secondFactor));
  const { sessionId, principal } = await rotatePortalSession(ctx.db, ctx.services.clock, session, { membership, mode: ctx.body.mode });
  return { status: 200, headers: { 'Set-Cookie': portalSessionCookie(sessionId, ctx.secure) }, body: await portalSessionView(ctx.services.sections, ctx.db, ctx.services.clock, principal) };
};

export const requestPasswordReset: PortalOperationHandler<'requestPasswordReset'> = async (ctx) => {
  await requestReset(portalContextOf(ctx), ctx.body.email);
  return { status: 202 };
};

export const completePasswordReset: PortalOperationHandler<'completePasswordReset'> = async (ctx) => {
  await completeReset(portalContextOf(ctx), ctx.body.token, ctx.body.password);
  return { status: 204 };
};

export const getPortalOpenApiDocument: PortalOperationHandler<'getPortalOpenApiDocument'> = (ctx) => ({
  status: 200,
  body: servedPortalDocument(ctx.services.config.publicBaseUrl) as components['schemas']['PortalOpenApiDocument'],
});
