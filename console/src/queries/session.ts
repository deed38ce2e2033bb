import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiFailure, csrfHeader, keepCsrfToken, unwrap, type CurrentStaff, type StaffRole } from '../api';

export const sessionKeys = {
  /** Who is signed in: the one query a sign-out keeps (set to null). */
  me: ['me'] as const,
};

/**
 * Who is signed in: null when nobody is (GET /me answered 401). The answer carries the session's
 * CSRF token, kept for this tab, so a tab opened on a session signed in elsewhere works too.
 */
export function useMe() {
  return useQuery({
    queryKey: sessionKeys.me,
    queryFn: async (): Promise<CurrentStaff | null> => {
      try {
        const me = await unwrap(api.GET('/api/ops/v1/me'));
        keepCsrfToken(me.csrf_token);
        return me;
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
  return useCallback(() => Boolean(queryClient.getQueryData(sessionKeys.me)), [queryClient]);
}

/** Forgets everything the signed-in person saw, and who they were. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    keepCsrfToken(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.me[0] });
    queryClient.setQueryData(sessionKeys.me, null);
  }, [queryClient]);
}

export interface Credentials {
  email: string;
  password: string;
  code: string;
}

/** Signs in with an e-mail address, a password and the authenticator's code (or a recovery code); the session's token is kept for the tab. */
export function useSignIn(then: { onSuccess?: () => void; onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => unwrap(api.POST('/api/ops/v1/sessions', { body: credentials })),
    onSuccess: (signedIn) => {
      keepCsrfToken(signedIn.csrf_token);
      queryClient.setQueryData<CurrentStaff>(sessionKeys.me, signedIn);
      then.onSuccess?.();
    },
    onError: () => then.onError?.(),
  });
}

/** Ends the session; signed out, or the session had already ended, nobody is signed in here afterwards. */
export function useSignOut() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/ops/v1/sessions/current', { params: { header: csrfHeader() } })),
    onSettled: (_data, error) => {
      if (!error || (error instanceof ApiFailure && error.status === 401)) forget();
    },
  });
}

/** Whether the signed-in person holds any of `roles`: any one is enough, as the API's own requirement reads. */
export const can = (me: CurrentStaff, roles: readonly StaffRole[]): boolean => roles.some((role) => me.staff.roles.includes(role));
