import { useEffect, useRef, type ReactNode } from 'react';
import { useInfiniteQuery, useMutation, type QueryKey } from '@tanstack/react-query';
import { Failure } from '../../Failure';
import type { components } from '../../../../src/generated/ops/openapi-types';

export type PartnerSummary = components['schemas']['PartnerSummary'];
export type PartnerDetail = components['schemas']['PartnerDetail'];
export type PartnerKey = components['schemas']['PartnerKey'];
export type PartnerKeyScope = components['schemas']['PartnerKeyScope'];
export type CreditTermsCode = components['schemas']['CreditTermsCode'];
export type CommercialTermsKind = components['schemas']['CommercialTermsKind'];

/** Where a partner's data sits in the query cache: a change to the partner refreshes all of it. */
export const partnerKey = (id: string): QueryKey => ['partner', id];
export const PARTNERS_KEY: QueryKey = ['partners'];


export const CREDIT_TERMS: readonly CreditTermsCode[] = ['NET_15', 'NET_30', 'NET_45', 'NET_60'];
export const termsWords = (code: CreditTermsCode): string => `NET ${code.slice(4)} (due ${code.slice(4)} days after the invoice)`;


/** A list the API gives in keyset pages, newest first, one page after another. */
export function usePagedList<Row>(key: QueryKey, fetchPage: (cursor: string | undefined) => Promise<{ data: Row[]; next_cursor: string | null }>) {
  const query = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { query, rows };
}

/** The state of a paged list under its table: loading, its error, or a button for the next page. */
export function PagedListState({ query, what, empty, none = 'None yet.' }: { query: ReturnType<typeof usePagedList>['query']; what: string; empty: boolean; none?: string }) {
  return (
    <>
      {query.isPending && <p role="status">Loading {what}…</p>}
      {query.isError && <Failure error={query.error} />}
      {query.isSuccess && empty && <p className="muted">{none}</p>}
      {query.hasNextPage && (
        <button type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Loading…' : `Load more ${what}`}
        </button>
      )}
    </>
  );
}

/**
 * A modal question before a change that cannot be taken back lightly: focus starts inside it,
 * Escape or Cancel closes it, and the API's refusal is shown in it.
 */
export function ConfirmDialog<T>({
  id,
  title,
  children,
  confirm,
  pending,
  danger,
  run,
  onDone,
}: {
  id: string;
  title: string;
  children: ReactNode;
  confirm: string;
  pending: string;
  danger?: boolean;
  run: () => Promise<T>;
  onDone: (result: T | null) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const change = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      dialog.current?.close();
      onDone(result);
    },
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog ref={dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-what`} onClose={() => (change.isSuccess ? undefined : onDone(null))}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-what`}>{children}</div>
      {change.isError && <Failure error={change.error} />}
      <div className="actions">
        <button type="button" className={danger ? 'danger' : 'primary'} onClick={() => change.mutate()} disabled={change.isPending}>
          {change.isPending ? pending : confirm}
        </button>
        <button type="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
