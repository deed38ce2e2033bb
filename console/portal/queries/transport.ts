import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api';
import { bookingKeys } from './bookings';

export type TransportQuoteRequest = Schemas['TransportQuoteRequest'];
export type TransportQuote = Schemas['TransportQuote'];
export type TransportBookingRequest = Schemas['TransportBookingRequest'];
export type TripLocation = Schemas['TripLocation'];
export type VehicleClass = Schemas['VehicleClass'];

/** Prices a transfer under the account's terms (POST /transport/quote): the price holds 30 minutes. */
export function useTransportQuote(onDone: (quote: TransportQuote) => void) {
  return useMutation({
    mutationFn: ({ request, key }: { request: TransportQuoteRequest; key: string }) =>
      unwrap(api.POST('/api/b2b/v1/transport/quote', { params: { header: { 'Idempotency-Key': key } }, body: request })),
    onSuccess: onDone,
  });
}

/** Books a quote (POST /transport/bookings), charged to the wallet or credit line; the bookings lists are read again. */
export function useBookTransfer(onDone: (booking: Schemas['TransportBooking']) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: TransportBookingRequest; key: string }) =>
      unwrap(api.POST('/api/b2b/v1/transport/bookings', { params: { header: { 'Idempotency-Key': key } }, body: request })),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.detail(booking.reference), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
      onDone(booking);
    },
  });
}
