import { portalContextOf, sessionOf, type PortalOperationHandler } from '../../src/http/portalHandler';
import { portalSessionCookie } from '../../src/portal/sessions';
import { changePassword } from '../../src/portal/passwords';
import { confirmTotpEnrolment as confirmTotp, removeTotp as dropTotp, renewRecoveryCodes as renewCodes, startTotpEnrolment as startTotp } from '../../src/portal/totp';
import { addPasskey as registerPasskey, listPasskeys as passkeysOf, removePasskey as dropPasskey, startPasskeyRegistration as registrationOptions } from '../../src/portal/passkeys';
import { portalSessionView } from '../../src/portal/view';
import type { components } from '../../src/generated/portal/openapi-types';

export const changePortalPassword: PortalOperationHandler<'changePortalPassword'> = async (ctx) => {
  const { sessionId, principal } = await changePassword(portalContextOf(ctx), sessionOf(ctx), ctx.body.current_password, ctx.body.new_password);
  return { status: 200, headers: { 'Set-Cookie': portalSessionCookie(sessionId, ctx.secure) }, body: await portalSessionView(ctx.services.sections, ctx.db, ctx.services.clock, principal) };
};

export const startTotpEnrolment: PortalOperationHandler<'startTotpEnrolment'> = async (ctx) => ({ status: 200, body: await startTotp(portalContextOf(ctx), sessionOf(ctx)) });

export const confirmTotpEnrolment: PortalOperationHandler<'confirmTotpEnrolment'> = async (ctx) => {
  const { recoveryCodes, session } = await confirmTotp(portalContextOf(ctx), sessionOf(ctx), ctx.body.code);
  return {
    status: 200,
    headers: { 'Set-Cookie': portalSessionCookie(session.sessionId, ctx.secure) },
    body: { recovery_codes: recoveryCodes, session: await portalSessionView(ctx.services.sections, ctx.db, ctx.services.clock, session.principal) },
  };
};

export const removeTotp: PortalOperationHandler<'removeTotp'> = async (ctx) => {
  await dropTotp(portalContextOf(ctx), sessionOf(ctx), ctx.body.password, ctx.body.code);
  return { status: 204 };
};

export const renewRecoveryCodes: PortalOperationHandler<'renewRecoveryCodes'> = async (ctx) => ({
  status: 200,
  body: { recovery_codes: await renewCodes(portalContextOf(ctx), sessionOf(ctx), ctx.body.code) },
});

export const listPasskeys: PortalOperationHandler<'listPasskeys'> = async (ctx) => ({ status: 200, body: { data: await passkeysOf(ctx.db, sessionOf(ctx).loginId) } });

export const startPasskeyRegistration: PortalOperationHandler<'startPasskeyRegistration'> = async (ctx) => ({
  status: 200,
  body: (await registrationOptions(portalContextOf(ctx), sessionOf(ctx))) as unknown as components['schemas']['PasskeyRegistrationOptions'],
});

export const addPasskey: PortalOperationHandler<'addPasskey'> = async (ctx) => {
  const { passkey, session } = await registerPasskey(portalContextOf(ctx), sessionOf(ctx), { name: ctx.body.name, response: ctx.body.response as Record<string, unknown> });
  return {
    status: 201,
    headers: { 'Set-Cookie': portalSessionCookie(session.sessionId, ctx.secure) },
    body: { passkey, session: await portalSessionView(ctx.services.sections, ctx.db, ctx.services.clock, session.principal) },
  };
};

export const removePasskey: PortalOperationHandler<'removePasskey'> = async (ctx) => {
  await dropPasskey(portalContextOf(ctx), sessionOf(ctx), ctx.params.passkey);
  return { status: 204 };
};
