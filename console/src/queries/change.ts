import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { auditKeys } from './audit';

/** What a screen does once a change succeeds (or is refused), beside what the change does to the cache. */
export interface Then<Result, Variables> {
  onSuccess?: (result: Result, variables: Variables) => void;
  onError?: (error: unknown, variables: Variables) => void;
}

/** Marks every query under each key stale, so that what is on screen is read again. */
export function refresh(queryClient: QueryClient, ...keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * A change through the operator API, and what it does to the cache once it succeeds: `settle`
 * stores the answer where it is already the truth and marks stale what it changed. Every change a
 * member of staff makes is audited, so the audit log's lists are marked stale too.
 */
export function useChange<Result, Variables = void>(
  mutationFn: (variables: Variables) => Promise<Result>,
  settle: (queryClient: QueryClient, result: Result, variables: Variables) => void,
  then: Then<Result, Variables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      settle(queryClient, result, variables);
      refresh(queryClient, auditKeys.all);
      then.onSuccess?.(result, variables);
    },
    onError: (error, variables) => then.onError?.(error, variables),
  });
}

/**
 * One step a dialog runs (a typed change of a resource module, which settles the cache itself),
 * with its pending and refused states for the dialog to show.
 */
export function useStep<Result>(run: () => Promise<Result>, then: Then<Result, void> = {}) {
  return useMutation({ mutationFn: run, onSuccess: (result) => then.onSuccess?.(result), onError: (error) => then.onError?.(error) });
}
