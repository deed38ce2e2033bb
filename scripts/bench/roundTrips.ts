/**
 * Round trips to the database of one live booking (its quote, then the booking), on each side of
 * the bench: every statement Knex sends counts one, BEGIN and COMMIT included (Knex's `query`
 * event). The baseline counts its own and answers them at GET /bench/round-trips; the service is
 * run here, in this process, on a database of its own, so that its code stays free of bench hooks.
 *
 * Only the statements a request makes are counted: the service's background work (rate-limit
 * flushes) runs outside any request's async context and is left out. Shared rate-limit totals are
 * read once a sync interval per key under load, so they are made stale-proof for the count (one
 * interval of a minute) after a first, uncounted quote and booking.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { createLogger } from '../../src/platform/logger';
import { createServices } from '../../src/services';
import { createDb } from '../../src/platform/db';
import { handlers } from '../../handlers';
import { httpCall, type HttpAnswer } from './servers';
import { systemClock } from '../../src/platform/clock';

export interface BookingRoundTrips {
  quote: number;
  booking: number;
  /** The statements of the booking, in order, for the report. */
  bookingStatements: string[];
}

export interface BookingCalls {
  headers: Record<string, string>;
  quotePath: string;
  quoteBody: string;
  bookingPath: string;
  /** The booking's body for a quote id. */
  bookingBody: (quoteId: string) => string;
}

async function book(port: number, calls: BookingCalls): Promise<[HttpAnswer, HttpAnswer]> {
  const quote = await httpCall(port, 'POST', calls.quotePath, calls.quoteBody, calls.headers);
  if (quote.status !== 200) throw new Error(`round trips: the quote answered ${quote.status}: ${quote.body.slice(0, 300)}`);
  const booking = await httpCall(port, 'POST', calls.bookingPath, calls.bookingBody((JSON.parse(quote.body) as { id: string }).id), calls.headers);
  if (booking.status !== 201) throw new Error(`round trips: the booking answered ${booking.status}: ${booking.body.slice(0, 300)}`);
  return [quote, booking];
}

/** The service's round trips, on `env`'s database (migrated, with the live key of `calls` issued). */
export async function serviceRoundTrips(env: Record<string, string>, calls: BookingCalls): Promise<BookingRoundTrips> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', RATE_LIMIT_SYNC_MS: '60000' });
  const db = createDb(config.databaseUrl);
  const services = await createServices(config, db, createLogger('silent'), systemClock);
  const app = createApp(services, handlers);
  const requests = new AsyncLocalStorage<'quote' | 'booking'>();
  const counted = { quote: [] as string[], booking: [] as string[] };
  let counting = false;
  db.on('query', (query: { sql: string }) => {
    const request = requests.getStore();
    if (counting && request) counted[request].push(query.sql.replace(/\s+/g, ' '));
  });
  const server: Server = createServer((req, res) => requests.run(req.url?.endsWith('/quote') ? 'quote' : 'booking', () => app(req, res)));
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await book(port, calls);
    counting = true;
    await book(port, calls);
    return { quote: counted.quote.length, booking: counted.booking.length, bookingStatements: counted.booking };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await services.close();
    await db.destroy();
  }
}

/** The baseline's round trips: the queries its engine sent for each of a quote and a booking. */
export async function baselineRoundTrips(port: number, calls: BookingCalls): Promise<BookingRoundTrips> {
  const sent = async (): Promise<{ queries: number; recent: string[] }> => JSON.parse((await httpCall(port, 'GET', '/bench/round-trips')).body) as { queries: number; recent: string[] };
  await book(port, calls);
  const before = await sent();
  const quote = await httpCall(port, 'POST', calls.quotePath, calls.quoteBody, calls.headers);
  const afterQuote = await sent();
  const booking = await httpCall(port, 'POST', calls.bookingPath, calls.bookingBody((JSON.parse(quote.body) as { id: string }).id), calls.headers);
  if (booking.status !== 201) throw new Error(`round trips: the baseline's booking answered ${booking.status}: ${booking.body.slice(0, 300)}`);
  const afterBooking = await sent();
  const bookingCount = afterBooking.queries - afterQuote.queries;
  return { quote: afterQuote.queries - before.queries, booking: bookingCount, bookingStatements: bookingCount > 0 ? afterBooking.recent.slice(-bookingCount) : [] };
}
