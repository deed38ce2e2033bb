import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api';
import { cursorOf, usePaged } from '../../src/queries/paged';

export type RateSheet = Schemas['RateSheet'];
export type RateCatalogueItem = Schemas['RateCatalogueItem'];
export type RateCategory = Schemas['RateCategory'];
export type Airport = Schemas['Airport'];

/** The account's rates through the partners' API: the rate sheet and the catalogue, both at the account's terms. */
export const rateKeys = {
  all: ['rates'] as const,
  sheet: (airport: string) => [...rateKeys.all, 'sheet', airport] as const,
  catalogue: (category: string) => [...rateKeys.all, 'catalogue', category] as const,
};

const PAGE = 50;

/**
 * The rate sheet for the season in force, its transfers of one airport or every one (''). While
 * another airport's is read, the one shown stays (with its filter), so the screen does not blink.
 */
export function useRateSheet(airport: Airport | '') {
  return useQuery({
    queryKey: rateKeys.sheet(airport),
    queryFn: () => unwrap(api.GET('/api/b2b/v1/rates/sheet', { params: { query: airport ? { airport } : {} } })),
    staleTime: 300_000,
    placeholderData: (previous) => previous,
  });
}

/** The catalogue at the account's rates, of one category or every one (''), a page at a time. */
export function useRateCatalogue(category: RateCategory | '') {
  // The operation offers CSV and PDF too; without `format` it answers JSON, the list.
  return usePaged(rateKeys.catalogue(category), async (cursor) =>
    (await unwrap(api.GET('/api/b2b/v1/rates/catalogue', { params: { query: { limit: PAGE, ...cursorOf(cursor), ...(category ? { category } : {}) } } }))) as Schemas['RateCatalogueList'],
  );
}

/** Where the catalogue downloads as a file (every matching item, unpaged), as the browser follows a link. */
export const catalogueFileHref = (format: 'csv' | 'pdf', category: RateCategory | ''): string => `/api/b2b/v1/rates/catalogue/${format}${category ? `?category=${category}` : ''}`;
