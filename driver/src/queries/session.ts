import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiFailure, csrfHeader, keepCsrfToken, unwrap, type DriverSession } from '../api';
import { clearQueue } from './moveQueue';

export const sessionKeys = {
  /** The driver's session: the one query signing out keeps (set to null). */
  current: ['session'] as const,
};

/**
 * The driver's session, null when there is none (the API answered 401). The answer carries the
 * session's CSRF token, kept for the page's changes. Not read while a job link opens a new one
 * (`enabled` false), whose answer is then the session.
 */
export function useSession(enabled = true) {
  return useQuery({
    enabled,
    queryKey: sessionKeys.current,
    queryFn: async (): Promise<DriverSession | null> => {
      try {
        const session = await unwrap(api.GET('/api/driver/v1/sessions/current'));
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

/** Opens a session with a job link's token; the session's token is kept for the page's changes. */
export function useOpenSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/driver/v1/sessions', { body: { token } })),
    onSuccess: (session) => {
      keepCsrfToken(session.csrf_token);
      queryClient.setQueryData<DriverSession>(sessionKeys.current, session);
    },
  });
}

/** Forgets everything the driver saw, and who they were: the session ended or was lost. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    keepCsrfToken(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.current[0] });
    queryClient.setQueryData(sessionKeys.current, null);
  }, [queryClient]);
}

/** Ends the session; the moves still queued on the phone go with it. */
export function useSignOut() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/driver/v1/sessions/current', { params: { header: csrfHeader() } })),
    onSettled: (_data, error) => {
      if (!error || (error instanceof ApiFailure && error.status === 401)) {
        clearQueue();
        forget();
      }
    },
  });
}
