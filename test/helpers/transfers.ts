import type { Express } from 'express';
import type { Clock } from '../../src/platform/clock';
import { addDays, uaeToday } from '../../src/platform/uaeTime';
import { call } from './http';

/** A transfer quote body `days` after the clock's UAE date, at 14:30. */
export function transferQuoteBody(clock: Clock, days = 5, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'PALM_JUMEIRAH', vehicle: 'EXECUTIVE_SEDAN', pickup_date: addDays(uaeToday(clock), days), pickup_time: '14:30', passengers: 2, bags: 2, ...overrides };
}

/** Quotes and books a transfer with `token` (the partition's wallet must cover it); answers the booking. */
export async function bookTransfer({ app, clock }: { app: Express; clock: Clock }, token: string, days = 5): Promise<Record<string, unknown> & { id: string }> {
  const quote = await call(app, 'POST', '/api/b2b/v1/transport/quote', { token, body: transferQuoteBody(clock, days) });
  if (quote.status !== 200) throw new Error(`quote answered ${quote.status}: ${JSON.stringify(quote.body)}`);
  const booking = await call(app, 'POST', '/api/b2b/v1/transport/bookings', { token, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } } });
  if (booking.status !== 201) throw new Error(`booking answered ${booking.status}: ${JSON.stringify(booking.body)}`);
  return booking.body as Record<string, unknown> & { id: string };
}
