import { useQuery } from '@tanstack/react-query';
import type { components, paths } from '../../../src/generated/ops/openapi-types';
import { api, csrfHeader, unwrap } from '../api';
import { refresh, useChange, type Then } from './change';
import { cursorOf, usePaged } from './paged';

export type PartnerSummary = components['schemas']['PartnerSummary'];
export type PartnerDetail = components['schemas']['PartnerDetail'];
export type PartnerKey = components['schemas']['PartnerKey'];
export type PartnerChanges = NonNullable<paths['/api/ops/v1/partners/{accountId}']['patch']['requestBody']>['content']['application/json'];
export type CreditLineChange = NonNullable<paths['/api/ops/v1/partners/{accountId}/credit-line']['post']['requestBody']>['content']['application/json'];
export type KeyRequest = NonNullable<paths['/api/ops/v1/partners/{accountId}/keys']['post']['requestBody']>['content']['application/json'];
export type NewPartnerOwner = components['schemas']['NewPartnerOwner'];
export type InvitedPartnerOwner = components['schemas']['InvitedPartnerOwner'];

export const partnerKeys = {
  all: ['partners'] as const,
  /** Every list and search of partners: a change to any partner marks them stale. */
  lists: () => [...partnerKeys.all, 'list'] as const,
  list: (q: string) => [...partnerKeys.lists(), 'page', q] as const,
  search: (q: string) => [...partnerKeys.lists(), 'search', q] as const,
  suggest: (text: string) => [...partnerKeys.lists(), 'suggest', text] as const,
  /** One partner, and under it each of its lists (ledger, people, notices, e-mails): refreshing it refreshes them all. */
  detail: (id: string) => [...partnerKeys.all, 'detail', id] as const,
  ledger: (id: string) => [...partnerKeys.detail(id), 'ledger'] as const,
  people: (id: string) => [...partnerKeys.detail(id), 'people'] as const,
  notices: (id: string) => [...partnerKeys.detail(id), 'notices'] as const,
  emails: (id: string) => [...partnerKeys.detail(id), 'emails'] as const,
};

/** Partners, newest first, found by name, legal name, TRN or id, a page of 50 at a time. */
export function usePartnerList(q: string) {
  return usePaged(partnerKeys.list(q), (cursor) => unwrap(api.GET('/api/ops/v1/partners', { params: { query: { limit: 50, ...(q ? { q } : {}), ...cursorOf(cursor) } } })));
}

/** Partners whose id, name, legal name or TRN contain `q` (the newest 100 without one), to choose from. */
export function usePartnerSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: partnerKeys.search(query),
    queryFn: async () => (await unwrap(api.GET('/api/ops/v1/partners', { params: { query: { limit: 100, ...(query ? { q: query } : {}) } } }))).data,
    staleTime: 30_000,
  });
}

/** Up to ten partners matching what is typed in a field (two characters or more). */
export function usePartnerSuggestions(text: string) {
  return useQuery({
    queryKey: partnerKeys.suggest(text),
    queryFn: async () => (await unwrap(api.GET('/api/ops/v1/partners', { params: { query: { q: text, limit: 10 } } }))).data,
    enabled: text.length >= 2,
    staleTime: 30_000,
  });
}

/** One partner by account id; nothing is asked for an empty id. */
export function usePartner(accountId: string) {
  return useQuery({
    queryKey: partnerKeys.detail(accountId),
    enabled: accountId !== '',
    queryFn: () => unwrap(api.GET('/api/ops/v1/partners/{accountId}', { params: { path: { accountId } } })),
  });
}

export const usePartnerLedger = (accountId: string) =>
  usePaged(partnerKeys.ledger(accountId), (cursor) => unwrap(api.GET('/api/ops/v1/partners/{accountId}/ledger', { params: { path: { accountId }, query: { limit: 25, ...cursorOf(cursor) } } })));

export const usePartnerPeople = (accountId: string) =>
  usePaged(partnerKeys.people(accountId), (cursor) => unwrap(api.GET('/api/ops/v1/partners/{accountId}/people', { params: { path: { accountId }, query: { limit: 25, ...cursorOf(cursor) } } })));

export const usePartnerNotices = (accountId: string) =>
  usePaged(partnerKeys.notices(accountId), (cursor) => unwrap(api.GET('/api/ops/v1/partners/{accountId}/notices', { params: { path: { accountId }, query: { limit: 25, ...cursorOf(cursor) } } })));

export const usePartnerEmails = (accountId: string) =>
  usePaged(partnerKeys.emails(accountId), (cursor) => unwrap(api.GET('/api/ops/v1/partners/{accountId}/emails', { params: { path: { accountId }, query: { limit: 25, ...cursorOf(cursor) } } })));

/** Sets the partner's legal details and terms; the answer is the partner as it is now. */
export function useUpdatePartner(accountId: string, then?: Then<PartnerDetail, PartnerChanges>) {
  return useChange(
    (changes: PartnerChanges) => unwrap(api.PATCH('/api/ops/v1/partners/{accountId}', { params: { path: { accountId }, header: csrfHeader() }, body: changes })),
    (queryClient, saved) => {
      queryClient.setQueryData(partnerKeys.detail(accountId), saved);
      refresh(queryClient, partnerKeys.lists());
    },
    then,
  );
}

/** Sets (or ends, with a limit of 0) the partner's live credit line. */
export function useSetCreditLine(accountId: string, then?: Then<PartnerDetail['credit_line'], CreditLineChange>) {
  return useChange(
    (change: CreditLineChange) => unwrap(api.POST('/api/ops/v1/partners/{accountId}/credit-line', { params: { path: { accountId }, header: csrfHeader() }, body: change })),
    (queryClient, saved) => {
      queryClient.setQueryData(partnerKeys.detail(accountId), (old: PartnerDetail | undefined) => (old ? { ...old, credit_line: saved } : old));
      refresh(queryClient, partnerKeys.detail(accountId), partnerKeys.lists());
    },
    then,
  );
}

/** Switches the partner's live keys on or off. */
export function useSetLiveAccess(accountId: string, then?: Then<PartnerDetail, boolean>) {
  return useChange(
    (on: boolean) => unwrap(api.POST('/api/ops/v1/partners/{accountId}/live-access', { params: { path: { accountId }, header: csrfHeader() }, body: { on } })),
    (queryClient, saved) => {
      queryClient.setQueryData(partnerKeys.detail(accountId), saved);
      refresh(queryClient, partnerKeys.lists());
    },
    then,
  );
}

/** A change to the partner's keys: its page (which lists them) is read again. The secret a change answers with is never cached. */
function useKeyChange<Result, Variables>(accountId: string, run: (variables: Variables) => Promise<Result>, then?: Then<Result, Variables>) {
  return useChange(run, (queryClient) => refresh(queryClient, partnerKeys.detail(accountId)), then);
}

const issueKey = (accountId: string, request: KeyRequest) => unwrap(api.POST('/api/ops/v1/partners/{accountId}/keys', { params: { path: { accountId }, header: csrfHeader() }, body: request }));

/** Issues a key; its secret is in the answer, shown once. */
export const useIssueKey = (accountId: string, then?: Then<Awaited<ReturnType<typeof issueKey>>, KeyRequest>) => useKeyChange(accountId, (request: KeyRequest) => issueKey(accountId, request), then);

export const useRevokeKey = (accountId: string) => useKeyChange(accountId, (keyId: string) => unwrap(api.POST('/api/ops/v1/keys/{keyId}/revoke', { params: { path: { keyId }, header: csrfHeader() } })));

/** Issues a key with the same scopes in place of one, which stops working at once. */
export const useRollKey = (accountId: string) => useKeyChange(accountId, (keyId: string) => unwrap(api.POST('/api/ops/v1/keys/{keyId}/roll', { params: { path: { keyId }, header: csrfHeader() } })));

/**
 * The bank account an accepted payout is paid to, opened on request: every opening is written to
 * the audit log, so the details are fetched only when finance asks, and never kept in the cache.
 */
export const useOpenPayoutBankDetails = (accountId: string) => useChange(() => unwrap(api.GET('/api/ops/v1/partners/{accountId}/payout-bank-details', { params: { path: { accountId } } })), () => undefined);

/** Invites the partner's owner (the invitation e-mailed to them); its people are read again. */
export function useInvitePartnerOwner(accountId: string, then?: Then<InvitedPartnerOwner, NewPartnerOwner>) {
  return useChange(
    (owner: NewPartnerOwner) => unwrap(api.POST('/api/ops/v1/partners/{accountId}/owner', { params: { path: { accountId }, header: csrfHeader() }, body: owner })),
    (queryClient) => refresh(queryClient, partnerKeys.people(accountId)),
    then,
  );
}
