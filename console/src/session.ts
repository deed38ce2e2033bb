import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, ApiFailure, keepCsrfToken, unwrap, type CurrentStaff, type StaffRole } from './api';

export const ME_KEY = ['me'] as const;

/**
 * Who is signed in: null when nobody is (GET /me answered 401). The answer carries the session's
 * CSRF token, kept for this tab, so a tab opened on a session signed in elsewhere works too.
 */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
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

/** Forgets everything the signed-in person saw, and who they were. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    keepCsrfToken(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] });
    queryClient.setQueryData(ME_KEY, null);
  }, [queryClient]);
}

/** Whether the signed-in person holds any of `roles`: any one is enough, as the API's own requirement reads. */
export const can = (me: CurrentStaff, roles: readonly StaffRole[]): boolean => roles.some((role) => me.staff.roles.includes(role));
