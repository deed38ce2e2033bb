import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiFailure, unwrap, type Schemas } from '../api';
import { cursorOf, usePaged } from '../../src/queries/paged';

export type BookingSummary = Schemas['BookingSummary'];
export type BookingKind = Schemas['BookingKind'];
export type BookingStatus = Schemas['BookingStatus'];
export type AnyBooking = Schemas['AnyBooking'];
export type TransportBooking = Schemas['TransportBooking'];
export type ActivityBooking = Schemas['ActivityBooking'];
export type ClientBooking = Schemas['ClientBooking'];
export type DeskRequest = Schemas['ClientBookingDeskRequest'];
export type BookingEvent = Schemas['Event'];
export type VoucherEmail = Schemas['VoucherEmail'];
export type TransportAmendment = Schemas['TransportAmendmentRequest'];
export type ClientAmendment = Schemas['ClientBookingAmendmentRequest'];

/** The bookings list's filters as the portal's address holds them ('' for none). */
export interface BookingFilters {
  q: string;
  status: BookingStatus | '';
  kind: BookingKind | '';
  from: string;
  to: string;
}

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: (filters: BookingFilters) => [...bookingKeys.lists(), filters] as const,
  detail: (ref: string) => [...bookingKeys.all, 'detail', ref] as const,
  timeline: (id: string) => [...bookingKeys.all, 'timeline', id] as const,
  requests: (id: string) => [...bookingKeys.all, 'requests', id] as const,
};

const PAGE = 25;

/** Every booking of the account's data (test or live, as the session says) matching the filters, newest first, a page at a time. */
export function useBookings(filters: BookingFilters) {
  return usePaged(bookingKeys.list(filters), (cursor) =>
    unwrap(
      api.GET('/api/b2b/v1/bookings', {
        params: {
          query: {
            limit: PAGE,
            ...cursorOf(cursor),
            ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.kind ? { kind: filters.kind } : {}),
            ...(filters.from ? { pickup_from: filters.from } : {}),
            ...(filters.to ? { pickup_to: filters.to } : {}),
          },
        },
      }),
    ),
  );
}

const notAskedAgain = (count: number, error: unknown): boolean => !(error instanceof ApiFailure && error.status < 500) && count < 2;

/** One booking of any kind by its reference or id, in its section's shape (`object` says which). */
export function useBooking(ref: string) {
  return useQuery({
    queryKey: bookingKeys.detail(ref),
    queryFn: () => unwrap(api.GET('/api/b2b/v1/bookings/{ref}', { params: { path: { ref } } })),
    retry: notAskedAgain,
  });
}

/** What happened to the booking (its events of the last 30 days), newest first. */
export function useBookingTimeline(id: string) {
  return usePaged(bookingKeys.timeline(id), (cursor) => unwrap(api.GET('/api/b2b/v1/events', { params: { query: { subject: id, limit: 20, ...cursorOf(cursor) } } })));
}

/** The change and service requests on the booking, with the trade desk's answers. */
export function useBookingRequests(id: string) {
  return useQuery({
    queryKey: bookingKeys.requests(id),
    queryFn: () => unwrap(api.GET('/api/b2b/v1/requests', { params: { query: { booking_ref: id, limit: 50 } } })),
  });
}

/** After a change to a booking: its page shows the answer, and its lists, history and requests are read again. */
function settleBooking(queryClient: QueryClient, ref: string, id: string, after?: AnyBooking): void {
  if (after) queryClient.setQueryData(bookingKeys.detail(ref), after);
  else void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(ref) });
  for (const queryKey of [bookingKeys.lists(), bookingKeys.timeline(id), bookingKeys.requests(id)]) void queryClient.invalidateQueries({ queryKey });
}

const idOf = (booking: AnyBooking): string => ('ref' in booking && typeof booking.ref === 'string' ? booking.ref : 'id' in booking && typeof booking.id === 'string' ? booking.id : '');

/** The bookings the portal cancels and amends: those of its own Book screen's sections. */
export type ManagedBooking = TransportBooking | ActivityBooking | ClientBooking;

export const isManaged = (booking: AnyBooking): booking is ManagedBooking =>
  booking.object === 'transport_booking' || booking.object === 'activity_booking' || booking.object === 'client_booking';

function cancelCall(booking: ManagedBooking, key: string): Promise<ManagedBooking> {
  const header = { 'Idempotency-Key': key };
  switch (booking.object) {
    case 'transport_booking':
      return unwrap(api.POST('/api/b2b/v1/transport/bookings/{id}/cancel', { params: { path: { id: booking.id }, header } }));
    case 'activity_booking':
      return unwrap(api.POST('/api/b2b/v1/activities/bookings/{id}/cancel', { params: { path: { id: booking.id }, header } }));
    case 'client_booking':
      return unwrap(api.POST('/api/b2b/v1/bookings/{ref}/cancel', { params: { path: { ref: booking.ref }, header } }));
  }
}

/** Cancels under the booking's policy (its section's operation); the answer is the cancelled booking, with the fee charged. */
export function useCancelBooking(ref: string, onDone: (cancelled: ManagedBooking) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, key }: { booking: ManagedBooking; key: string }) => cancelCall(booking, key),
    onSuccess: (cancelled) => {
      settleBooking(queryClient, ref, idOf(cancelled), cancelled);
      onDone(cancelled);
    },
  });
}

export type Amendment = { object: 'transport_booking'; request: TransportAmendment } | { object: 'client_booking'; request: ClientAmendment };

/** Asks the trade desk for a change (a transfer's or a booking for a client's); the booking changes once the desk accepts. */
export function useAmendBooking(booking: TransportBooking | ClientBooking, ref: string, onDone: (request: DeskRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amendment, key }: { amendment: Amendment; key: string }) => {
      const header = { 'Idempotency-Key': key };
      return amendment.object === 'transport_booking'
        ? unwrap(api.POST('/api/b2b/v1/transport/bookings/{id}/amendments', { params: { path: { id: idOf(booking) }, header }, body: amendment.request }))
        : unwrap(api.POST('/api/b2b/v1/bookings/{ref}/amendments', { params: { path: { ref: idOf(booking) }, header }, body: amendment.request }));
    },
    onSuccess: (request) => {
      settleBooking(queryClient, ref, idOf(booking));
      onDone(request);
    },
  });
}

/** E-mails the voucher's PDF to the traveller (or the address given); a test session's mail reaches no one. */
export function useSendVoucher(id: string, onDone: (sent: VoucherEmail) => void) {
  return useMutation({
    mutationFn: ({ to, key }: { to: string; key: string }) =>
      unwrap(api.POST('/api/b2b/v1/bookings/{ref}/voucher/email', { params: { path: { ref: id }, header: { 'Idempotency-Key': key } }, body: to.trim() ? { to: to.trim() } : {} })),
    onSuccess: onDone,
  });
}

/** Withdraws a request the trade desk has not answered yet. */
export function useWithdrawRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, key }: { requestId: string; key: string }) =>
      unwrap(api.POST('/api/b2b/v1/requests/{id}/withdraw', { params: { path: { id: requestId }, header: { 'Idempotency-Key': key } } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.requests(id) }),
  });
}
