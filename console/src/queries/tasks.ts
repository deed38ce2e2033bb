import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../src/generated/ops/openapi-types';
import { api, csrfHeader, unwrap } from '../api';
import { refresh, useChange, type Then } from './change';
import { cursorOf, usePaged } from './paged';

export type DeskTask = components['schemas']['DeskTask'];
export type DeskTaskKind = components['schemas']['DeskTaskKind'];
export type DeskTaskAnswer = components['schemas']['DeskTaskAnswer'];
export type DeskTaskAnswered = components['schemas']['DeskTaskAnswered'];

/** The queue's filters: a kind, a partner, words to find, tasks waiting longer than some hours, and the order. */
export interface TaskFilters {
  kind: DeskTaskKind | '';
  partner: string;
  q: string;
  order: 'newest' | 'oldest';
  olderThanHours: number | null;
}

export const taskKeys = {
  /** Every list of the queue (the queue, the overview, a partner's tasks): one invalidation refreshes them all. */
  all: ['desk-tasks'] as const,
  list: (filters: TaskFilters) => [...taskKeys.all, 'queue', filters] as const,
  overview: () => [...taskKeys.all, 'overview'] as const,
  ofPartner: (accountId: string) => [...taskKeys.all, 'partner', accountId] as const,
  detail: (reference: string) => ['desk-task', reference] as const,
};

const PAGE = 50;
const OVERVIEW = 100;

/** Open tasks of the kinds the person works, filtered, a page at a time. */
export function useTasks(filters: TaskFilters) {
  return usePaged(taskKeys.list(filters), (cursor) =>
    unwrap(
      api.GET('/api/ops/v1/tasks', {
        params: {
          query: {
            limit: PAGE,
            order: filters.order,
            ...cursorOf(cursor),
            ...(filters.kind ? { kind: filters.kind } : {}),
            ...(filters.partner ? { partner: filters.partner } : {}),
            ...(filters.q ? { q: filters.q } : {}),
            // Ages are counted from the moment the list is read.
            ...(filters.olderThanHours !== null ? { created_before: new Date(Date.now() - filters.olderThanHours * 3_600_000).toISOString() } : {}),
          },
        },
      }),
    ),
  );
}

/** The open tasks waiting longest, oldest first: the home screen's overview. */
export function useTaskOverview() {
  return useQuery({ queryKey: taskKeys.overview(), queryFn: () => unwrap(api.GET('/api/ops/v1/tasks', { params: { query: { status: 'open', order: 'oldest', limit: OVERVIEW } } })) });
}

/** Every task of a partner, open or answered, a page at a time. */
export function usePartnerTasks(accountId: string) {
  return usePaged(taskKeys.ofPartner(accountId), (cursor) => unwrap(api.GET('/api/ops/v1/tasks', { params: { query: { partner: accountId, status: 'all', limit: 25, ...cursorOf(cursor) } } })));
}

export function useTask(reference: string) {
  return useQuery({ queryKey: taskKeys.detail(reference), queryFn: () => unwrap(api.GET('/api/ops/v1/tasks/{taskRef}', { params: { path: { taskRef: reference } } })) });
}

/** A task as it is now (from a change's answer or the queue's stream): its page shows it, the lists are read again. */
export function keepTask(queryClient: QueryClient, task: DeskTask): void {
  queryClient.setQueryData(taskKeys.detail(task.reference), task);
  refresh(queryClient, taskKeys.all);
}

/** Keeps a task the queue's stream reports; the same function for the screen's whole life, so the stream that calls it stays open. */
export function useKeepTask(): (task: DeskTask) => void {
  const queryClient = useQueryClient();
  return useCallback((task: DeskTask) => keepTask(queryClient, task), [queryClient]);
}

/** Reads every list of tasks again: what changed while the queue's stream was away is not replayed. */
export function useRefreshTasks(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => refresh(queryClient, taskKeys.all), [queryClient]);
}

/**
 * A change to a task's claim (claim, release, hand on). Refused (another agent was quicker), the
 * task is read again, so its page shows who holds it now.
 */
function useClaimChange<V>(reference: string, run: (variables: V) => Promise<DeskTask>, then: Then<DeskTask, V> = {}) {
  const queryClient = useQueryClient();
  return useChange(run, keepTask, {
    ...then,
    onError: (error, variables) => {
      refresh(queryClient, taskKeys.detail(reference));
      then.onError?.(error, variables);
    },
  });
}

export const useClaimTask = (reference: string, then?: Then<DeskTask, void>) =>
  useClaimChange(reference, () => unwrap(api.POST('/api/ops/v1/tasks/{taskRef}/claim', { params: { path: { taskRef: reference }, header: csrfHeader() } })), then);

export const useReleaseTask = (reference: string, then?: Then<DeskTask, void>) =>
  useClaimChange(reference, () => unwrap(api.POST('/api/ops/v1/tasks/{taskRef}/release', { params: { path: { taskRef: reference }, header: csrfHeader() } })), then);

/** An admin hands the task to another member of staff. */
export const useReassignTask = (reference: string, then?: Then<DeskTask, string>) =>
  useClaimChange(reference, (staffId: string) => unwrap(api.POST('/api/ops/v1/tasks/{taskRef}/reassign', { params: { path: { taskRef: reference }, header: csrfHeader() }, body: { staff_id: staffId } })), then);

/** Answers a task the signed-in person holds; what the answer did is in its result. */
export function useAnswerTask(reference: string, then?: Then<DeskTaskAnswered, DeskTaskAnswer>) {
  return useChange(
    (body: DeskTaskAnswer) => unwrap(api.POST('/api/ops/v1/tasks/{taskRef}/answer', { params: { path: { taskRef: reference }, header: csrfHeader() }, body })),
    (queryClient, answered) => keepTask(queryClient, answered.task),
    then,
  );
}
