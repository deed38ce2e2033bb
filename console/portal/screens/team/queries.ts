import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api';
import { cursorOf, usePaged } from '../../../src/queries/paged';

/**
 * The Team screen's calls, all of them the partners' own v1 operations (`/users`), made with the
 * person's session: listing needs `users:view`, every change `users:manage` (owner and admin).
 */
export type User = Schemas['User'];
export type UserRole = Schemas['UserRole'];
export type UserStatus = Schemas['UserStatus'];
export type InviteRequest = Schemas['UserInviteRequest'];

/** The roles a person can be given here: every role but the owner's, which the operator gives. */
export const GIVEN_ROLES: readonly Exclude<UserRole, 'owner'>[] = ['admin', 'booker', 'finance', 'viewer'];

export const teamKeys = {
  all: ['portal', 'team'] as const,
  list: (status: UserStatus | '') => [...teamKeys.all, 'list', status] as const,
};

/** The account's people, newest first, 25 a page; `status` narrows them. */
export function usePeople(status: UserStatus | '') {
  return usePaged(teamKeys.list(status), (cursor) => unwrap(api.GET('/api/b2b/v1/users', { params: { query: { limit: 25, ...(status ? { status } : {}), ...cursorOf(cursor) } } })));
}

/** Each change is its own request: a fresh Idempotency-Key, so a retry of the same click is never applied twice. */
const once = (): { 'Idempotency-Key': string } => ({ 'Idempotency-Key': crypto.randomUUID() });

/** A change to the team: the lists are read again once it went through. */
function useTeamChange<Variables>(run: (variables: Variables) => Promise<User>, onSuccess?: (user: User, variables: Variables) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (user, variables) => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      onSuccess?.(user, variables);
    },
  });
}

export const useInvite = (onSuccess?: (user: User) => void) =>
  useTeamChange((request: InviteRequest) => unwrap(api.POST('/api/b2b/v1/users', { params: { header: once() }, body: request })), onSuccess);

export const useChangeRole = (onSuccess?: (user: User) => void) =>
  useTeamChange(({ user, role }: { user: User; role: UserRole }) => unwrap(api.POST('/api/b2b/v1/users/{id}/role', { params: { path: { id: user.id }, header: once() }, body: { role } })), onSuccess);

export const useDeactivate = (onSuccess?: (user: User) => void) =>
  useTeamChange((user: User) => unwrap(api.POST('/api/b2b/v1/users/{id}/deactivate', { params: { path: { id: user.id }, header: once() } })), onSuccess);

export const useReactivate = (onSuccess?: (user: User) => void) =>
  useTeamChange((user: User) => unwrap(api.POST('/api/b2b/v1/users/{id}/reactivate', { params: { path: { id: user.id }, header: once() } })), onSuccess);
