/**
 * One flight status report, whoever made it: FlightAware AeroAPI's push alert, AeroDataBox's
 * web-hook notification or the built-in simulator's, each read into this one shape by its adapter
 * (src/engine/flights/aeroapi.ts, aerodatabox.ts, simulator.ts) and applied to the bookings that
 * wait for the flight (tracking.ts). Times are UTC instants (`2026-12-05T10:30:00.000Z`), as
 * `booking_flights` stores them.
 */
export type FlightStatus = 'scheduled' | 'delayed' | 'landed' | 'diverted' | 'cancelled' | 'unknown';

/** Who reported a flight: the simulator (every test partition, and a staging install's live ones) or a provider. */
export type FlightSourceName = 'simulator' | 'aeroapi' | 'aerodatabox';

export interface FlightSnapshot {
  /** As the report names it (IATA or ICAO designator, no spaces). */
  flight_number: string;
  status: FlightStatus;
  scheduled_arrival: string | null;
  estimated_arrival: string | null;
  actual_arrival: string | null;
  /** The arrival terminal (`T3`, `MAIN`, `A`), when reported. */
  terminal: string | null;
  /** IATA code of the airport a diverted flight went to. */
  diverted_to: string | null;
  /** When the source observed this state: a report observed before the stored one is older news and is ignored. */
  observed_at: string;
  source: FlightSourceName;
}

/** Minutes after its scheduled arrival from which a flight counts as delayed (the industry's 15). */
export const DELAY_MINUTES = 15;

/** `EK 202`, `ek202` → `EK202`: a designator as the contract's FlightNumber writes it. */
export const normaliseFlightNumber = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/**
 * `Terminal 3`, `3`, `T3`, `Main` → `T3`, `T3`, `T3`, `MAIN`: the terminal as the service names
 * them (at most 8 characters); null for none.
 */
export function normaliseTerminal(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const bare = text.trim().replace(/^terminal\s*/i, '').toUpperCase();
  if (bare === '') return null;
  return (/^[0-9]+$/.test(bare) ? `T${bare}` : bare).slice(0, 8);
}

/** An airport code as a snapshot keeps it: 3 or 4 capital letters, else null. */
export const airportCode = (text: unknown): string | null => (typeof text === 'string' && /^[A-Za-z0-9]{3,4}$/.test(text) ? text.toUpperCase() : null);

/**
 * A provider's instant as a UTC instant: ISO 8601 (`2026-12-05T10:30:00Z`) or AeroDataBox's own
 * `2026-12-05 10:30Z` / `2026-12-05 14:30+04:00`; null for anything else.
 */
export function instantOf(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, date, time, seconds = ':00', zone] = match as unknown as [string, string, string, string | undefined, string];
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const at = Date.parse(`${date}T${time}${seconds.slice(0, 6)}${offset}`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** Scheduled or delayed, for a flight not yet down: delayed once its estimate is more than 15 minutes past the schedule. */
export function onTimeOrDelayed(scheduled: string | null, estimated: string | null): 'scheduled' | 'delayed' {
  if (scheduled === null || estimated === null) return 'scheduled';
  return Date.parse(estimated) - Date.parse(scheduled) > DELAY_MINUTES * 60_000 ? 'delayed' : 'scheduled';
}

/** A push the provider's adapter could not read as its own: answered 400, and nothing is applied. */
export class UnreadablePush extends Error {}
