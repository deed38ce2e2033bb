import type { ReactNode } from 'react';
import { Failure } from './Failure';

/** What QueryState reads of a query (a list's paged query too): whether it is loading, its refusal, its data. */
interface Shown<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

const emptyData = (data: unknown): boolean => {
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && data !== null && 'pages' in data && Array.isArray((data as { pages: unknown }).pages)) {
    return (data as { pages: Array<{ data?: unknown }> }).pages.every((page) => Array.isArray(page.data) && page.data.length === 0);
  }
  return false;
};

/**
 * The one way a screen shows what it is waiting for: while loading, `pending` as a status; the
 * API's refusal in its own words (Failure); once there, `children` with the data, or `empty` in
 * its place when there is nothing (an empty list, or `isEmpty` says so). A paged list gets its
 * "Load more" button (`more` names what it loads).
 */
export function QueryState<Data>({
  query,
  pending,
  empty,
  isEmpty = emptyData,
  more,
  children,
}: {
  query: Shown<Data>;
  pending: string;
  empty?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  more?: string;
  children?: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <p role="status">{pending}</p>;
  if (query.isError) return <Failure error={query.error} />;
  if (query.data === undefined) return null;
  const data = query.data;
  return (
    <>
      {empty !== undefined && isEmpty(data) ? <p className="muted">{empty}</p> : children?.(data)}
      {query.hasNextPage && query.fetchNextPage && (
        <button type="button" onClick={() => void query.fetchNextPage?.()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Loading…' : more ?? 'Load more'}
        </button>
      )}
    </>
  );
}
