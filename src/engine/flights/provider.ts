import { createHash, timingSafeEqual } from 'node:crypto';
import type { FlightSnapshot } from './snapshot';

/**
 * A flight status provider, one adapter each (FLIGHT_PROVIDER): it subscribes to a booked flight
 * so that the provider pushes its changes to our hook (`POST /api/hooks/flights/<name>`), reads
 * what it pushes into snapshots, and ends the subscription once the flight is over. Neither
 * provider signs its pushes: each sends them to the URL we registered, so the URL carries a
 * shared secret (FLIGHT_WEBHOOK_SECRET) as its `token`, compared in constant time.
 *
 * Outbound calls go through the `fetch` the adapter is given (the service's, or a test's), only
 * from the background job, never inside a request or a transaction.
 */
export interface TrackedFlight {
  /** As the booking gives it (`EK202`). */
  flightNumber: string;
  /** The pickup as booked: the flight's scheduled landing. */
  bookedPickupAt: Date;
  /** IATA code of the airport it lands at, where the booking says. */
  airport: string | null;
}

/** What a push carries: the provider's ids of the subscriptions it came through, and the flights it reports. */
export interface Push {
  references: string[];
  snapshots: FlightSnapshot[];
}

export interface FlightStatusProvider {
  readonly name: 'aeroapi' | 'aerodatabox';
  /** Whether a push to our hook carries the shared secret in its URL. */
  verify(query: Readonly<Record<string, unknown>>): boolean;
  /** The push's snapshots; throws UnreadablePush for a body that is not one of the provider's. */
  readPush(body: unknown, receivedAt: Date): Push;
  /** Subscribes to the flight's pushes; answers the provider's id of the subscription. */
  subscribe(flight: TrackedFlight): Promise<string>;
  /** Ends a subscription (one the provider no longer knows is ended already). */
  unsubscribe(reference: string): Promise<void>;
}

/** The provider could not be reached, or answered a server error or a rate limit: the job tries again later. */
export class ProviderUnreachable extends Error {}

/** The provider refused the call (a 4xx other than a rate limit): trying again would be refused again. */
export class ProviderRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type Fetch = typeof fetch;

export interface ProviderOptions {
  /** The provider's API key (FLIGHT_PROVIDER_KEY). */
  key: string;
  /** The secret our hook URL carries (FLIGHT_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** PUBLIC_BASE_URL: the hook's origin the provider pushes to. */
  publicBaseUrl: string;
  fetch: Fetch;
  /** The longest one call may take. */
  timeoutMs?: number;
}

/** Where a provider pushes to: our hook, with the shared secret. */
export const hookUrl = (options: ProviderOptions, name: FlightStatusProvider['name']): string =>
  `${options.publicBaseUrl}/api/hooks/flights/${name}?token=${encodeURIComponent(options.webhookSecret)}`;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether the push's `token` is the secret, compared in constant time (a wrong or missing one: false). */
export function tokenMatches(query: Readonly<Record<string, unknown>>, secret: string): boolean {
  const given = query.token;
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(secret));
}

/**
 * One call to a provider: its answer when 2xx; ProviderRefused for a 4xx other than 429, and
 * ProviderUnreachable for anything else (no answer in time, a 5xx, a 429). The error's message
 * names the call and the status, never the key.
 */
export async function providerCall(options: ProviderOptions, what: string, url: string, init: RequestInit): Promise<Response> {
  let answer: Response;
  try {
    answer = await options.fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
  } catch (err) {
    throw new ProviderUnreachable(`${what}: ${err instanceof Error ? err.name : 'no answer'}`);
  }
  if (answer.ok) return answer;
  if (answer.status === 429 || answer.status >= 500) throw new ProviderUnreachable(`${what}: HTTP ${answer.status}`);
  throw new ProviderRefused(`${what}: HTTP ${answer.status}`, answer.status);
}

/** A JSON object's field as a record, or an empty one. */
export const objectAt = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** A field as text, or null. */
export const textAt = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
