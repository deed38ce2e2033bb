import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** One page of a list the API gives in keyset pages. */
export interface Page<Row> {
  data: Row[];
  next_cursor: string | null;
}

/** A list the API gives in keyset pages, one page after another; `rows` holds every page loaded. */
export function usePaged<P extends Page<unknown>>(queryKey: QueryKey, fetchPage: (cursor: string | undefined) => Promise<P>, options: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
  });
  const rows = useMemo((): Array<P['data'][number]> => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  return { query, rows };
}

/** The cursor a page query takes: only when there is one. */
export const cursorOf = (cursor: string | undefined): { cursor?: string } => (cursor ? { cursor } : {});
