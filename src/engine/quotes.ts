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
 * conditional, so two bookings of one quote cannot both take it; it is also the read, answering
 * the quote it took (one round trip), and only a refused one is read again to say why.
 */
export async function takeQuote<Body>(partition: Partition, product: QuoteProduct, id: string): Promise<StoredQuote<Body>> {
  const now = partition.now();
  const [taken] = (await partition
    .table('quotes')
    .where({ id, product, used_at: null })
    .andWhere('expires_at', '>', now)
    .update({ used_at: now })
    .returning(['id', 'body', 'amount_due_fils', 'expires_at'])) as Array<{ id: string; body: string; amount_due_fils: number | string; expires_at: string }>;
  if (taken) return { id: taken.id, body: JSON.parse(taken.body) as Body, amountDueFils: Number(taken.amount_due_fils), expiresAt: taken.expires_at };
  const row = (await partition.table('quotes').where({ id, product }).first('used_at', 'expires_at')) as { used_at: string | null; expires_at: string } | undefined;
  if (!row) throw errors.resourceNotFound('quote', id);
  if (row.used_at === null && row.expires_at <= now) throw errors.quoteExpired(id, 'expired');
  // Used, or taken by another booking between the two statements.
  throw errors.quoteExpired(id, 'used');
}
