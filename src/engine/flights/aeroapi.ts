import { DAY_MS, uaeDate } from '../../platform/uaeTime';
import { hookUrl, objectAt, providerCall, ProviderUnreachable, textAt, tokenMatches, type FlightStatusProvider, type ProviderOptions, type Push, type TrackedFlight } from './provider';
import { airportCode, instantOf, normaliseFlightNumber, normaliseTerminal, onTimeOrDelayed, UnreadablePush, type FlightSnapshot } from './snapshot';

/**
 * FlightAware AeroAPI (v4) push alerts. An alert (`POST /alerts`) names the flight's ident, its
 * destination, the dates it may fly on, the events to push (filed, departure, arrival, on, in,
 * cancelled, diverted, and the ETA `eta` minutes before landing) and our hook as its `target_url`;
 * `201 Created` answers with the alert's address in `Location` (`/alerts/<id>`), and
 * `DELETE /alerts/<id>` ends it. Calls carry the key in `x-apikey`.
 *
 * Each triggered alert is POSTed to the target as JSON: `long_description`, `short_description`,
 * `summary`, `event_code` (`filed`, `departure`, `arrival`, `cancelled`, `diverted`, `out`, `off`,
 * `on`, `in`, …), `alert_id` and `flight`, the flight as `GET /flights/{ident}` shows it
 * (`ident`, `ident_iata`, `ident_icao`, `cancelled`, `diverted`, `destination`, `terminal_destination`,
 * `scheduled_on`/`estimated_on`/`actual_on` on the runway, `scheduled_in`/`estimated_in`/`actual_in`
 * at the gate). The push carries no time of its own, so its snapshot is observed when received.
 * AeroAPI does not sign pushes: our `target_url` carries the shared secret (`token`).
 */
export const AEROAPI_BASE_URL = 'https://aeroapi.flightaware.com/aeroapi';

/** How many minutes before the estimated landing AeroAPI pushes the ETA: the driver's last word on when to be there. */
export const AEROAPI_ETA_MINUTES = 60;

/** The event codes that say the flight is down. */
const LANDED_EVENTS = new Set(['arrival', 'on', 'in']);

/** A pushed AeroAPI alert as a snapshot, observed at `receivedAt`. */
export function aeroapiSnapshot(body: unknown, receivedAt: Date): { reference: string | null; snapshot: FlightSnapshot } {
  const push = objectAt(body);
  const eventCode = textAt(push.event_code);
  const flight = objectAt(push.flight);
  const ident = textAt(flight.ident_iata) ?? textAt(flight.ident) ?? textAt(flight.ident_icao);
  if (eventCode === null || ident === null) throw new UnreadablePush('not an AeroAPI alert: it needs event_code and a flight with its ident');
  const scheduled = instantOf(flight.scheduled_in) ?? instantOf(flight.scheduled_on);
  const estimated = instantOf(flight.estimated_in) ?? instantOf(flight.estimated_on);
  const actual = instantOf(flight.actual_in) ?? instantOf(flight.actual_on);
  const cancelled = flight.cancelled === true || eventCode === 'cancelled';
  const diverted = flight.diverted === true || eventCode === 'diverted';
  const landed = actual !== null || LANDED_EVENTS.has(eventCode);
  const status = cancelled ? 'cancelled' : diverted ? 'diverted' : landed ? 'landed' : onTimeOrDelayed(scheduled, estimated);
  const destination = objectAt(flight.destination);
  const alertId = push.alert_id;
  return {
    reference: typeof alertId === 'number' || (typeof alertId === 'string' && alertId !== '') ? String(alertId) : null,
    snapshot: {
      flight_number: normaliseFlightNumber(ident),
      status,
      scheduled_arrival: scheduled,
      // An estimate says nothing more once the flight is down (or will not fly).
      estimated_arrival: status === 'scheduled' || status === 'delayed' ? estimated : null,
      actual_arrival: cancelled ? null : actual,
      terminal: normaliseTerminal(textAt(flight.terminal_destination)),
      // A diverted flight's destination is the airport it went to.
      diverted_to: diverted ? (airportCode(destination.code_iata) ?? airportCode(destination.code)) : null,
      observed_at: receivedAt.toISOString(),
      source: 'aeroapi',
    },
  };
}

export function aeroapiProvider(options: ProviderOptions, baseUrl = AEROAPI_BASE_URL): FlightStatusProvider {
  const headers = { 'x-apikey': options.key, Accept: 'application/json; charset=UTF-8' };
  return {
    name: 'aeroapi',
    verify: (query) => tokenMatches(query, options.webhookSecret),
    readPush: (body, receivedAt): Push => {
      const { reference, snapshot } = aeroapiSnapshot(body, receivedAt);
      return { references: reference === null ? [] : [reference], snapshots: [snapshot] };
    },
    subscribe: async (flight: TrackedFlight) => {
      // The dates are the departure airport's: a flight landing on the booked day may leave the day before.
      const landing = uaeDate(flight.bookedPickupAt);
      const alert = {
        ident: flight.flightNumber,
        ...(flight.airport === null ? {} : { destination: flight.airport }),
        start: uaeDate(new Date(flight.bookedPickupAt.getTime() - DAY_MS)),
        end: landing,
        eta: AEROAPI_ETA_MINUTES,
        events: { arrival: true, cancelled: true, departure: true, diverted: true, filed: true, out: false, off: false, on: true, in: true },
        target_url: hookUrl(options, 'aeroapi'),
      };
      const answer = await providerCall(options, 'AeroAPI POST /alerts', `${baseUrl}/alerts`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json; charset=UTF-8' },
        body: JSON.stringify(alert),
      });
      const id = /\/alerts\/([0-9A-Za-z_-]+)\/?$/.exec(answer.headers.get('location') ?? '')?.[1];
      if (!id) throw new ProviderUnreachable('AeroAPI POST /alerts: no alert id in Location');
      return id;
    },
    unsubscribe: async (reference) => {
      await providerCall(options, 'AeroAPI DELETE /alerts/{id}', `${baseUrl}/alerts/${encodeURIComponent(reference)}`, { method: 'DELETE', headers });
    },
  };
}
