import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startAuthentication } from '@simplewebauthn/browser';
import { ApiFailure, csrfHeader, keepCsrfToken, portalApi, unwrap, type Mode, type PortalSchemas, type PortalSession } from '../api';

export const sessionKeys = {
  /** Who is signed in, where: the one query a switch of account or mode keeps (every other shows the old one's data). */
  session: ['portal-session'] as const,
};

const isSession = (key: readonly unknown[]): boolean => key[0] === sessionKeys.session[0];

/**
 * The session: null when nobody is signed in (GET /session answered 401). Its answer carries the
 * CSRF token, kept for this tab, so a tab opened on a session signed in elsewhere works too.
 */
export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKeys.session,
    queryFn: async (): Promise<PortalSession | null> => {
      try {
        const session = await unwrap(portalApi.GET('/api/portal/v1/session'));
        keepCsrfToken(session.csrf_token);
        return session;
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 401) {
          keepCsrfToken(null);
          return null;
        }
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/** Whether someone was signed in in this tab (a first visit's 401 only means "sign in"). */
export function useWasSignedIn(): () => boolean {
  const queryClient = useQueryClient();
  return useCallback(() => Boolean(queryClient.getQueryData(sessionKeys.session)), [queryClient]);
}

/** A new session (signed in, switched, changed): kept, and everything read under the old one forgotten. */
function useKeepSession(): (session: PortalSession) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (session: PortalSession) => {
      keepCsrfToken(session.csrf_token);
      queryClient.removeQueries({ predicate: (query) => !isSession(query.queryKey) });
      queryClient.setQueryData<PortalSession>(sessionKeys.session, session);
    },
    [queryClient],
  );
}

/** Forgets everything the signed-in person saw, and who they were. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    keepCsrfToken(null);
    queryClient.removeQueries({ predicate: (query) => !isSession(query.queryKey) });
    queryClient.setQueryData(sessionKeys.session, null);
  }, [queryClient]);
}

export type SignInFields = PortalSchemas['PortalSignIn'];

/** Signs in with an e-mail address and password, and the authenticator's code when the login has one (a 401 `second_factor_required` asks for it). */
export function useSignIn() {
  const keep = useKeepSession();
  return useMutation({
    mutationFn: (fields: SignInFields) => unwrap(portalApi.POST('/api/portal/v1/sessions', { body: fields })),
    onSuccess: keep,
  });
}

/** Signs in with a passkey: the options, the browser's prompt, and the answer. */
export function usePasskeySignIn() {
  const keep = useKeepSession();
  return useMutation({
    mutationFn: async () => {
      const options = await unwrap(portalApi.POST('/api/portal/v1/sessions/passkey/options'));
      const response = await startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
      return unwrap(portalApi.POST('/api/portal/v1/sessions/passkey', { body: { response: response as unknown as PortalSchemas['WebAuthnResponse'] } }));
    },
    onSuccess: keep,
  });
}

/** Ends the session; signed out, or the session had already ended, nobody is signed in here afterwards. */
export function useSignOut() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: () => unwrap(portalApi.DELETE('/api/portal/v1/session', { params: { header: csrfHeader() } })),
    onSettled: (_data, error) => {
      if (!error || (error instanceof ApiFailure && error.status === 401)) forget();
    },
  });
}

/** Moves the session to another account of the login, or between its test and live data. */
export function useSwitchContext() {
  const keep = useKeepSession();
  return useMutation({
    mutationFn: (context: { account_id?: string; mode: Mode }) => unwrap(portalApi.PUT('/api/portal/v1/session/context', { params: { header: csrfHeader() }, body: context })),
    onSuccess: keep,
  });
}

/** Asks for a forgotten-password link (the answer is the same whoever the address is). */
export function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) => unwrap(portalApi.POST('/api/portal/v1/password-resets', { body: { email } })),
  });
}

/** Sets a new password with a forgotten-password link's token. */
export function useCompleteReset() {
  return useMutation({
    mutationFn: (fields: { token: string; password: string }) => unwrap(portalApi.POST('/api/portal/v1/password-resets/complete', { body: fields })),
  });
}

export { useKeepSession };
