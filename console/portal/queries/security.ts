import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import { csrfHeader, portalApi, unwrap, type PortalSchemas } from '../api';
import { useKeepSession } from './session';

export const securityKeys = {
  passkeys: ['portal-session', 'passkeys'] as const,
};

/** Changes the password with the current one; the session goes on under a new id. */
export function useChangePassword() {
  const keep = useKeepSession();
  return useMutation({
    mutationFn: (fields: PortalSchemas['PasswordChange']) => unwrap(portalApi.PUT('/api/portal/v1/password', { params: { header: csrfHeader() }, body: fields })),
    onSuccess: keep,
  });
}

/** A new secret for the authenticator app, to scan and confirm. */
export function useStartTotp() {
  return useMutation({
    mutationFn: () => unwrap(portalApi.POST('/api/portal/v1/totp', { params: { header: csrfHeader() } })),
  });
}

/** Confirms the authenticator with its code: the recovery codes, shown once, and the session with its second factor. */
export function useConfirmTotp() {
  const keep = useKeepSession();
  return useMutation({
    mutationFn: (code: string) => unwrap(portalApi.POST('/api/portal/v1/totp/confirm', { params: { header: csrfHeader() }, body: { code } })),
    onSuccess: (enrolled) => keep(enrolled.session),
  });
}

/** Removes the authenticator, with the password and a current code. */
export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PortalSchemas['TotpRemoval']) => unwrap(portalApi.DELETE('/api/portal/v1/totp', { params: { header: csrfHeader() }, body: fields })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal-session'] }),
  });
}

/** New recovery codes for a current code of the authenticator. */
export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (code: string) => unwrap(portalApi.POST('/api/portal/v1/totp/recovery-codes', { params: { header: csrfHeader() }, body: { code } })),
  });
}

/** The login's passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: securityKeys.passkeys,
    queryFn: async () => (await unwrap(portalApi.GET('/api/portal/v1/passkeys'))).data,
  });
}

/** Registers a passkey: the options, the browser's prompt, and the answer; the session gets it as its second factor. */
export function useAddPasskey() {
  const keep = useKeepSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await unwrap(portalApi.POST('/api/portal/v1/passkeys/options', { params: { header: csrfHeader() } }));
      const response = await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      return unwrap(
        portalApi.POST('/api/portal/v1/passkeys', {
          params: { header: csrfHeader() },
          body: { ...(name.trim() ? { name: name.trim() } : {}), response: response as unknown as PortalSchemas['WebAuthnResponse'] },
        }),
      );
    },
    onSuccess: (added) => {
      keep(added.session);
      void queryClient.invalidateQueries({ queryKey: securityKeys.passkeys });
    },
  });
}

/** Removes a passkey. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(portalApi.DELETE('/api/portal/v1/passkeys/{passkey}', { params: { header: csrfHeader(), path: { passkey: id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal-session'] }),
  });
}
