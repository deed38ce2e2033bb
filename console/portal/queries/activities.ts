import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api';
import { bookingKeys } from './bookings';

export type ActivityProduct = Schemas['ActivityProduct'];
export type ActivityAvailability = Schemas['ActivityAvailability'];
export type ActivityQuoteRequest = Schemas['ActivityQuoteRequest'];
export type ActivityQuote = Schemas['ActivityQuote'];
export type ActivityBookingRequest = Schemas['ActivityBookingRequest'];
export type ActivityLanguage = Schemas['ActivityLanguage'];
export type TransportZone = Schemas['TransportZone'];

export const activityKeys = {
  all: ['activities'] as const,
  products: () => [...activityKeys.all, 'products'] as const,
  availability: (id: string, from: string, to: string) => [...activityKeys.all, 'availability', id, from, to] as const,
};

/** Every tour and activity on sale, in catalogue order: the catalogue is short, so every page is read at once. */
export function useActivityProducts() {
  return useQuery({
    queryKey: activityKeys.products(),
    queryFn: async () => {
      const products: ActivityProduct[] = [];
      let cursor: string | undefined;
      do {
        const page = await unwrap(api.GET('/api/b2b/v1/activities/products', { params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } } }));
        products.push(...page.data);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      return products;
    },
    staleTime: 10 * 60_000,
  });
}

/** What is left of a product's allotment, day by day and start by start, from `from` to `to` (UAE dates). */
/** A product's days from `window.from` to `window.to`; with no window, the API's first one, from the partition's own today. */
export function useActivityAvailability(id: string, window: { from: string; to: string } | null) {
  return useQuery({
    queryKey: activityKeys.availability(id, window?.from ?? 'today', window?.to ?? 'default'),
    queryFn: () => unwrap(api.GET('/api/b2b/v1/activities/products/{id}/availability', { params: { path: { id }, query: window ?? {} } })),
    placeholderData: keepPreviousData,
  });
}

/** Prices a product for a day, a start and a party under the account's terms. */
export function useActivityQuote(onDone: (quote: ActivityQuote) => void) {
  return useMutation({
    mutationFn: ({ request, key }: { request: ActivityQuoteRequest; key: string }) =>
      unwrap(api.POST('/api/b2b/v1/activities/quote', { params: { header: { 'Idempotency-Key': key } }, body: request })),
    onSuccess: onDone,
  });
}

/** Books a quote, taking the party's places from the day's allotment; the availability and the bookings lists are read again. */
export function useBookActivity(onDone: (booking: Schemas['ActivityBooking']) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: ActivityBookingRequest; key: string }) =>
      unwrap(api.POST('/api/b2b/v1/activities/bookings', { params: { header: { 'Idempotency-Key': key } }, body: request })),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.detail(booking.reference), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...activityKeys.all, 'availability'] });
      onDone(booking);
    },
  });
}
