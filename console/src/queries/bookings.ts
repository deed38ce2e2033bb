import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../src/generated/ops/openapi-types';
import { api, ApiFailure, csrfHeader, unwrap } from '../api';
import { refresh, useChange, type Then } from './change';
import { cursorOf, usePaged } from './paged';
import { taskKeys } from './tasks';
import { dispatchKeys } from './dispatch';

export type Booking = components['schemas']['OpsBooking'];
export type BookingSummary = components['schemas']['OpsBookingSummary'];
export type BookingStatus = components['schemas']['OpsBookingStatus'];
export type BookingKind = components['schemas']['OpsBookingKind'];
export type DeskMove = components['schemas']['OpsDeskMove'];

/** The bookings list's filters as the console's address holds them ('' for none). */
export interface BookingFilters {
  q: string;
  partner: string;
  status: BookingStatus | '';
  kind: BookingKind | '';
  from: string;
  to: string;
}

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: BookingFilters) => [...bookingKeys.lists(), filters] as const,
  detail: (reference: string) => [...bookingKeys.all, 'detail', reference] as const,
};

const PAGE = 50;

/** Live bookings of every partner matching the filters, by pickup time, a page at a time. */
export function useBookings(filters: BookingFilters) {
  return usePaged(bookingKeys.list(filters), (cursor) =>
    unwrap(
      api.GET('/api/ops/v1/bookings', {
        params: {
          query: {
            limit: PAGE,
            ...cursorOf(cursor),
            ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
            ...(filters.partner ? { partner: filters.partner } : {}),
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.kind ? { kind: filters.kind } : {}),
            ...(filters.from ? { service_from: filters.from } : {}),
            ...(filters.to ? { service_to: filters.to } : {}),
          },
        },
      }),
    ),
  );
}

/** One live booking by its reference (or id); a refusal (a booking not found) is not asked again. */
export function useBooking(reference: string) {
  return useQuery({
    queryKey: bookingKeys.detail(reference),
    queryFn: () => unwrap(api.GET('/api/ops/v1/bookings/{bookingRef}', { params: { path: { bookingRef: reference } } })),
    retry: (count, error) => !(error instanceof ApiFailure && error.status < 500) && count < 2,
  });
}

export interface BookingMove {
  booking: Booking;
  to: DeskMove;
  note: string;
}

/**
 * Moves a booking as the desk (confirm, decline, complete, no-show, cancel): the answer is the
 * booking's page as it is now; every list of bookings, the dispatch board and the queue follow.
 */
export function useMoveBooking(reference: string, then?: Then<Booking, BookingMove>) {
  return useChange(
    ({ booking, to, note }: BookingMove) =>
      unwrap(api.POST('/api/ops/v1/bookings/{bookingRef}/moves', { params: { path: { bookingRef: booking.id }, header: csrfHeader() }, body: { to, ...(note.trim() ? { note: note.trim() } : {}) } })),
    (queryClient, after) => {
      queryClient.setQueryData(bookingKeys.detail(reference), after);
      refresh(queryClient, bookingKeys.lists(), taskKeys.all, dispatchKeys.boards());
    },
    then,
  );
}
