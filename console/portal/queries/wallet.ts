import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api';
import { cursorOf, usePaged } from '../../src/queries/paged';

export type WalletOverview = Schemas['WalletOverview'];
export type WalletEntry = Schemas['WalletEntry'];
export type WalletTopUp = Schemas['WalletTopUp'];
export type WalletTopUpCreate = Schemas['WalletTopUpCreate'];
export type WalletTopUpStatus = Schemas['WalletTopUpStatus'];

/**
 * The wallet through the partners' API: where the money stands, its ledger, and the top-ups asked
 * for by bank transfer with their pro-formas. Every key starts with `wallet`, so a top-up (or
 * anything else that moves money) marks all of it stale at once.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  overview: () => [...walletKeys.all, 'overview'] as const,
  entries: (period: string) => [...walletKeys.all, 'entries', period] as const,
  topUps: (issuedFrom: string, issuedTo: string) => [...walletKeys.all, 'top-ups', issuedFrom, issuedTo] as const,
};

const PAGE = 25;

/** The balance, what may still be charged, what is owed and the credit line. */
export function useWallet() {
  return useQuery({ queryKey: walletKeys.overview(), queryFn: () => unwrap(api.GET('/api/b2b/v1/wallet')) });
}

/** The ledger, newest first, a page at a time; of one month (`YYYY-MM`) or all (''). */
export function useWalletEntries(period: string) {
  return usePaged(walletKeys.entries(period), (cursor) =>
    unwrap(api.GET('/api/b2b/v1/wallet/entries', { params: { query: { limit: PAGE, ...cursorOf(cursor), ...(period ? { period } : {}) } } })),
  );
}

/** Top-ups, newest first, a page at a time, with the totals of every one issued between the two days (UAE time; '' for no bound). */
export function useWalletTopUps(issuedFrom = '', issuedTo = '') {
  const paged = usePaged(walletKeys.topUps(issuedFrom, issuedTo), (cursor) =>
    unwrap(
      api.GET('/api/b2b/v1/wallet/top-up-requests', {
        params: { query: { limit: PAGE, ...cursorOf(cursor), ...(issuedFrom ? { issued_gte: issuedFrom } : {}), ...(issuedTo ? { issued_lte: issuedTo } : {}) } },
      }),
    ),
  );
  return { ...paged, totals: paged.query.data?.pages[0]?.totals ?? null };
}

/**
 * Asks for a top-up. `idempotencyKey` is the form's own: a retry of the same submission (after a
 * network failure) sends the same key, so the service issues one pro-forma however often it is sent.
 */
export function useRequestTopUp(then: { onSuccess?: (topUp: WalletTopUp) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WalletTopUpCreate; idempotencyKey: string }) =>
      unwrap(api.POST('/api/b2b/v1/wallet/top-up-requests', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })),
    onSuccess: (topUp) => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      then.onSuccess?.(topUp);
    },
  });
}
