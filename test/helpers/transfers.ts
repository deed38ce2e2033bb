import type { Express } from 'express';
import { call } from './http';

const DAY_MS = 86_400_000;

/** A transfer quote body `days` ahead of the real clock (UAE date, 14:30). */
export function transferQuoteBody(days = 5, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const local = new Date(Date.now() + days * DAY_MS + 4 * 3_600_000).toISOString();
  return { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'PALM_JUMEIRAH', vehicle: 'EXECUTIVE_SEDAN', pickup_date: local.slice(0, 10), pickup_time: '14:30', passengers: 2, bags: 2, ...overrides };
}

/** Quotes and books a transfer with `token` (the partition's wallet must cover it); answers the booking. */
export async function bookTransfer(app: Express, token: string, days = 5): Promise<Record<string, unknown> & { id: string }> {
  const quote = await call(app, 'POST', '/api/b2b/v1/transport/quote', { token, body: transferQuoteBody(days) });
  if (quote.status !== 200) throw new Error(`quote answered ${quote.status}: ${JSON.stringify(quote.body)}`);
  const booking = await call(app, 'POST', '/api/b2b/v1/transport/bookings', { token, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' } } });
  if (booking.status !== 201) throw new Error(`booking answered ${booking.status}: ${JSON.stringify(booking.body)}`);
  return booking.body as Record<string, unknown> & { id: string };
}
