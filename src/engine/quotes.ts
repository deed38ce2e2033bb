import { errors } from '../errors';
import type { Partition } from './partition';

/** What a quote prices; a booking operation takes only quotes of its own product. */
export type QuoteProduct = 'transport' | 'activity' | 'client_booking';

export interface StoredQuote<Body> {
  id: string;
  body: Body;
  amountDueFils: number;
  expiresAt: string;
}

/** Keeps a quote as it was answered, so the booking is made at exactly that price. */
export async function storeQuote<Body>(partition: Partition, product: QuoteProduct, quote: StoredQuote<Body>): Promise<void> {
  await partition.insert('quotes', {
    id: quote.id,
    product,
    body: JSON.stringify(quote.body),
    amount_due_fils: quote.amountDueFils,
    expires_at: quote.expiresAt,
    used_at: null,
    created_at: partition.now(),
  });
}

/**
 * Takes a quote for a booking, in the booking's transaction: a quote of another account or mode
 * is not found (404); an expired or already booked one answers 409 `quote_expired`. The mark is
 * conditional, so two bookings of one quote cannot both take it.
 */
export async function takeQuote<Body>(partition: Partition, product: QuoteProduct, id: string): Promise<StoredQuote<Body>> {
  const row = (await partition.table('quotes').where({ id, product }).first()) as
    | { id: string; body: string; amount_due_fils: number | string; expires_at: string; used_at: string | null }
    | undefined;
  if (!row) throw errors.resourceNotFound('quote', id);
  if (row.used_at !== null) throw errors.quoteExpired(id, 'used');
  const now = partition.now();
  if (row.expires_at <= now) throw errors.quoteExpired(id, 'expired');
  const taken = await partition.table('quotes').where({ id, used_at: null }).update({ used_at: now });
  if (taken === 0) throw errors.quoteExpired(id, 'used');
  return { id: row.id, body: JSON.parse(row.body) as Body, amountDueFils: Number(row.amount_due_fils), expiresAt: row.expires_at };
}
