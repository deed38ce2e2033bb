import { hookUrl, objectAt, providerCall, ProviderUnreachable, textAt, tokenMatches, type FlightStatusProvider, type ProviderOptions, type Push, type TrackedFlight } from './provider';
import { airportCode, instantOf, normaliseFlightNumber, normaliseTerminal, onTimeOrDelayed, UnreadablePush, type FlightSnapshot, type FlightSourceName, type FlightStatus } from './snapshot';

/**
 * AeroDataBox's Flight Alert API (web-hook subscriptions), through API.market. A subscription
 * (`POST /subscriptions/webhook/FlightByNumber/{number}` with `{ url, maxDeliveryRetries }`)
 * follows a flight number on every date; it answers the `SubscriptionContract` whose `id`
 * `DELETE /subscriptions/webhook/{id}` ends. Calls carry the key in `x-api-market-key`.
 *
 * Each update is POSTed to the `url` as a `FlightNotificationContract`: `flights` (the items that
 * changed this time: `number`, `status`, `lastUpdatedUtc`, `departure` and `arrival` with their
 * `airport`, `scheduledTime`, `revisedTime`, `predictedTime`, `runwayTime` as `{ utc, local }`,
 * `terminal`, …), `subscription` (its `id`, `subject`) and `balance`. `lastUpdatedUtc` is when the
 * flight's information last changed: the snapshot's `observed_at`. The endpoint must be a URL
 * "not requiring additional authorization", so ours carries the shared secret (`token`).
 */
export const AERODATABOX_BASE_URL = 'https://prod.api.market/api/v1/aedbx/aerodatabox';

/** Delivery retries AeroDataBox makes when our hook does not answer 2xx (its most). */
export const AERODATABOX_RETRIES = 2;

const time = (movement: Record<string, unknown>, name: string): string | null => instantOf(objectAt(movement[name]).utc);

/** A flight's status as AeroDataBox names it (its `FlightStatus`), in the snapshot's words. */
function statusOf(status: string, scheduled: string | null, estimated: string | null): FlightStatus {
  switch (status) {
    case 'Arrived':
      return 'landed';
    case 'Canceled':
      return 'cancelled';
    case 'Diverted':
      return 'diverted';
    // "Status of the flight is uncertain, may be cancelled": not known either way.
    case 'CanceledUncertain':
    case 'Unknown':
      return 'unknown';
    case 'Delayed':
      return estimated === null ? 'delayed' : onTimeOrDelayed(scheduled, estimated);
    default:
      return onTimeOrDelayed(scheduled, estimated);
  }
}

/** One flight item of a notification as a snapshot; null for an item that is not a flight's (no number or status). */
export function aerodataboxSnapshot(item: unknown, receivedAt: Date, source: FlightSourceName = 'aerodatabox'): FlightSnapshot | null {
  const flight = objectAt(item);
  const number = textAt(flight.number);
  const reported = textAt(flight.status);
  if (number === null || reported === null) return null;
  const arrival = objectAt(flight.arrival);
  const scheduled = time(arrival, 'scheduledTime');
  const revised = time(arrival, 'revisedTime');
  const status = statusOf(reported, scheduled, revised ?? time(arrival, 'predictedTime'));
  return {
    flight_number: normaliseFlightNumber(number),
    status,
    scheduled_arrival: scheduled,
    // Revised is the actual time once the flight is down, the airline's estimate before; predicted is AeroDataBox's own.
    estimated_arrival: status === 'landed' || status === 'cancelled' || status === 'diverted' ? null : (revised ?? time(arrival, 'predictedTime')),
    actual_arrival: status === 'landed' || status === 'diverted' ? (revised ?? time(arrival, 'runwayTime')) : null,
    terminal: normaliseTerminal(textAt(arrival.terminal)),
    // A diverted flight's arrival is at the airport it went to.
    diverted_to: status === 'diverted' ? (airportCode(objectAt(arrival.airport).iata) ?? airportCode(objectAt(arrival.airport).icao)) : null,
    observed_at: instantOf(flight.lastUpdatedUtc) ?? receivedAt.toISOString(),
    source,
  };
}

/** A notification's subscription id and its flights as snapshots; UnreadablePush when it is not a FlightNotificationContract. */
export function readAerodataboxNotification(body: unknown, receivedAt: Date, source: FlightSourceName = 'aerodatabox'): Push {
  const notification = objectAt(body);
  const subscription = objectAt(notification.subscription);
  if (!Array.isArray(notification.flights) || Object.keys(subscription).length === 0) throw new UnreadablePush('not an AeroDataBox flight notification: it needs flights and subscription');
  const snapshots = notification.flights.map((item) => aerodataboxSnapshot(item, receivedAt, source));
  if (snapshots.some((snapshot) => snapshot === null)) throw new UnreadablePush('not an AeroDataBox flight notification: each flight needs its number and status');
  const id = textAt(subscription.id);
  return { references: id === null ? [] : [id], snapshots: snapshots as FlightSnapshot[] };
}

export function aerodataboxProvider(options: ProviderOptions, baseUrl = AERODATABOX_BASE_URL): FlightStatusProvider {
  const headers = { 'x-api-market-key': options.key, Accept: 'application/json' };
  return {
    name: 'aerodatabox',
    verify: (query) => tokenMatches(query, options.webhookSecret),
    readPush: (body, receivedAt) => readAerodataboxNotification(body, receivedAt),
    subscribe: async (flight: TrackedFlight) => {
      const answer = await providerCall(options, 'AeroDataBox POST /subscriptions/webhook', `${baseUrl}/subscriptions/webhook/FlightByNumber/${encodeURIComponent(flight.flightNumber)}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: hookUrl(options, 'aerodatabox'), maxDeliveryRetries: AERODATABOX_RETRIES }),
      });
      const id = await answer.json().then(
        (contract: unknown) => textAt(objectAt(contract).id),
        () => null,
      );
      if (id === null) throw new ProviderUnreachable('AeroDataBox POST /subscriptions/webhook: no subscription id in the answer');
      return id;
    },
    unsubscribe: async (reference) => {
      await providerCall(options, 'AeroDataBox DELETE /subscriptions/webhook/{id}', `${baseUrl}/subscriptions/webhook/${encodeURIComponent(reference)}`, { method: 'DELETE', headers });
    },
  };
}
