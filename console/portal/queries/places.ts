import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api';

export type Place = Schemas['Place'];
export type PlaceKind = Schemas['PlaceKind'];

export const placeKeys = {
  all: ['places'] as const,
  search: (q: string, kind: PlaceKind | '') => [...placeKeys.all, 'search', q, kind] as const,
};

/** The words searched for must hold a letter or a digit (the API refuses anything else). */
export const searchable = (q: string): boolean => /[\p{L}\p{N}]/u.test(q) && q.trim().length >= 2;

/**
 * The operator's place catalogue (GET /places): airports, hotels, malls, landmarks … whose names
 * hold the words typed, in English or Arabic, of one kind when given; the last answer stays on
 * screen while the next one loads.
 */
export function usePlaceSearch(q: string, kind: PlaceKind | '') {
  const text = q.trim();
  return useQuery({
    queryKey: placeKeys.search(text, kind),
    queryFn: () => unwrap(api.GET('/api/b2b/v1/places', { params: { query: { q: text, limit: 8, ...(kind ? { type: kind } : {}) } } })),
    enabled: searchable(text),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
