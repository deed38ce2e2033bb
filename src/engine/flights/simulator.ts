import { addDays, uaeDate, UAE_OFFSET_MS } from '../../platform/uaeTime';
import { readAerodataboxNotification } from './aerodatabox';
import type { FlightSnapshot, FlightStatus } from './snapshot';

/**
 * The built-in flight simulator: what every test partition's flights report (and a staging
 * install's live ones, with FLIGHT_PROVIDER=simulator). A flight's reports are laid out from its
 * scheduled landing, which for a simulated flight is the pickup as booked (S), and delivered as
 * the partition's clock passes each one's time (the `flights` partition tick). Each is delivered
 * in AeroDataBox's notification shape (a `FlightNotificationContract`) and read by its adapter,
 * so a test flight goes through the same reading as a real one; among them are a duplicate and a
 * late (out-of-order) re-delivery, which the service ignores as it would a provider's.
 *
 * Magic flights on the airline code ZZ (times from S; "schedule" is the report that is there from
 * the start, 30 days before S):
 *
 * | Flight | Reports |
 * |---|---|
 * | ZZ1000 | schedule: on time; S: landed; S+2 min: the landing again (duplicate) |
 * | ZZ1001 | schedule: on time; S−2 h: expected 25 min early (S−25 min); S−25 min: landed; S−20 min: the landing again (duplicate) |
 * | ZZ1002 | schedule: on time; S−3 h: delayed to S+30 min; S−2 h: S+60 min; S−1 h: S+95 min; S−50 min: the S−2 h report again (late, out of order); S+95 min: landed |
 * | ZZ1003 | schedule: on time; S−3 h: delayed to 02:30 UAE time on the day after S; then landed at that time |
 * | ZZ1004 | schedule: on time; S−1 h: diverted to DWC; S+10 min: landed at DWC (still diverted) |
 * | ZZ1005 | schedule: on time; S−4 h: cancelled |
 * | ZZ1006 | no report until S−30 min: on time; S: landed |
 *
 * Any other flight number is on time: its schedule, landed at S, and the duplicate at S+2 min.
 */
export interface SimulatedReport {
  /** When the report is delivered. */
  deliverAt: Date;
  /** When what it says was observed: earlier than `deliverAt` for a re-delivery. */
  observedAt: Date;
  status: FlightStatus;
  estimated: Date | null;
  actual: Date | null;
  divertedTo: string | null;
  /** The report there from the start: the flight's schedule. */
  schedule: boolean;
  /** A duplicate or a late re-delivery of an earlier report. */
  redelivery: boolean;
}

const MINUTE = 60_000;
/** How long before its landing a simulated flight's schedule is known. */
export const SCHEDULE_KNOWN_MINUTES = 30 * 24 * 60;

interface Step {
  at: number;
  status: FlightStatus;
  estimated?: number | null;
  actual?: number | null;
  divertedTo?: string;
  /** Re-deliver the report of the step at this offset (a duplicate, or late). */
  again?: number;
}

const SCHEDULE: Step = { at: -SCHEDULE_KNOWN_MINUTES, status: 'scheduled', estimated: 0 };

/** Minutes from S to 02:30 UAE time on the day after S's UAE day. */
const pastMidnight = (scheduled: Date): number => (Date.parse(`${addDays(uaeDate(scheduled), 1)}T02:30:00+04:00`) - scheduled.getTime()) / MINUTE;

function stepsOf(flightNumber: string, scheduled: Date): Step[] {
  switch (flightNumber) {
    case 'ZZ1001':
      return [SCHEDULE, { at: -120, status: 'scheduled', estimated: -25 }, { at: -25, status: 'landed', actual: -25 }, { at: -20, status: 'landed', again: -25 }];
    case 'ZZ1002':
      return [
        SCHEDULE,
        { at: -180, status: 'delayed', estimated: 30 },
        { at: -120, status: 'delayed', estimated: 60 },
        { at: -60, status: 'delayed', estimated: 95 },
        { at: -50, status: 'delayed', again: -120 },
        { at: 95, status: 'landed', actual: 95 },
      ];
    case 'ZZ1003': {
      const landing = pastMidnight(scheduled);
      return [SCHEDULE, { at: -180, status: 'delayed', estimated: landing }, { at: landing, status: 'landed', actual: landing }];
    }
    case 'ZZ1004':
      return [SCHEDULE, { at: -60, status: 'diverted', estimated: null, divertedTo: 'DWC' }, { at: 10, status: 'diverted', actual: 10, divertedTo: 'DWC' }];
    case 'ZZ1005':
      return [SCHEDULE, { at: -240, status: 'cancelled', estimated: null }];
    case 'ZZ1006':
      return [{ at: -30, status: 'scheduled', estimated: 0 }, { at: 0, status: 'landed', actual: 0 }];
    default:
      return [SCHEDULE, { at: 0, status: 'landed', actual: 0 }, { at: 2, status: 'landed', again: 0 }];
  }
}

/** Every report of a simulated flight landing as scheduled at `scheduled`, in the order they are delivered. */
export function simulatedReports(flightNumber: string, scheduled: Date): SimulatedReport[] {
  const at = (minutes: number): Date => new Date(scheduled.getTime() + minutes * MINUTE);
  const steps = stepsOf(flightNumber, scheduled);
  const reports = steps.map((step): SimulatedReport => {
    const original = step.again === undefined ? step : (steps.find((other) => other.at === step.again && other.again === undefined) as Step);
    return {
      deliverAt: at(step.at),
      observedAt: at(original.at),
      status: original.status,
      estimated: original.estimated === undefined || original.estimated === null ? null : at(original.estimated),
      actual: original.actual === undefined || original.actual === null ? null : at(original.actual),
      divertedTo: original.divertedTo ?? null,
      schedule: original === SCHEDULE,
      redelivery: step.again !== undefined,
    };
  });
  return reports.sort((a, b) => a.deliverAt.getTime() - b.deliverAt.getTime());
}

/** What the flight had last reported at `now` (re-deliveries aside); null before its first report. */
export function simulatedStateAt(reports: readonly SimulatedReport[], now: Date): SimulatedReport | null {
  return reports.filter((report) => !report.redelivery && report.deliverAt.getTime() <= now.getTime()).at(-1) ?? null;
}

/** When the next report after `now` is delivered; null when the flight has no more. */
export const nextSimulatedDelivery = (reports: readonly SimulatedReport[], now: Date): Date | null => reports.find((report) => report.deliverAt.getTime() > now.getTime())?.deliverAt ?? null;

/** An instant as AeroDataBox writes it: `{ utc: '2026-12-05 10:30Z', local: '2026-12-05 14:30+04:00' }` (local is UAE time). */
function adbTime(at: Date): { utc: string; local: string } {
  const utc = at.toISOString();
  const local = new Date(at.getTime() + UAE_OFFSET_MS).toISOString();
  return { utc: `${utc.slice(0, 10)} ${utc.slice(11, 16)}Z`, local: `${local.slice(0, 10)} ${local.slice(11, 16)}+04:00` };
}

const ADB_STATUS: Readonly<Record<FlightStatus, string>> = { scheduled: 'Expected', delayed: 'Delayed', landed: 'Arrived', diverted: 'Diverted', cancelled: 'Canceled', unknown: 'Unknown' };

/** The flight a simulated report is about, as a booking has it. */
export interface SimulatedFlight {
  bookingId: string;
  flightNumber: string;
  scheduled: Date;
  /** IATA code of the airport the booking meets it at, and the terminal. */
  airport: string | null;
  terminal: string | null;
}

/**
 * A simulated report as the notification AeroDataBox would POST: one flight item (its
 * `lastUpdatedUtc` the report's observed time) and the subscription it came through.
 */
export function simulatedNotification(flight: SimulatedFlight, report: SimulatedReport): Record<string, unknown> {
  const diverted = report.divertedTo !== null;
  const revised = report.actual ?? report.estimated;
  const airline = flight.flightNumber.slice(0, 2);
  return {
    flights: [
      {
        notificationSummary: `${flight.flightNumber} (simulated): ${report.status}`,
        departure: { airport: { name: 'Simulated origin' }, quality: ['Basic'] },
        arrival: {
          airport: diverted ? { iata: report.divertedTo, name: report.divertedTo } : { ...(flight.airport === null ? {} : { iata: flight.airport }), name: flight.airport ?? 'Booked arrival airport' },
          scheduledTime: adbTime(flight.scheduled),
          ...(revised === null ? {} : { revisedTime: adbTime(revised) }),
          ...(report.actual === null ? {} : { runwayTime: adbTime(report.actual) }),
          ...(diverted || flight.terminal === null ? {} : { terminal: flight.terminal }),
          quality: revised === null ? ['Basic'] : ['Basic', 'Live'],
        },
        lastUpdatedUtc: report.observedAt.toISOString(),
        number: `${airline} ${flight.flightNumber.slice(2)}`,
        status: ADB_STATUS[report.status],
        codeshareStatus: 'IsOperator',
        isCargo: false,
        airline: { name: airline === 'ZZ' ? 'ZZ test airline' : airline, iata: airline },
      },
    ],
    subscription: {
      id: `sim_${flight.bookingId}`,
      isActive: true,
      createdOnUtc: new Date(flight.scheduled.getTime() - SCHEDULE_KNOWN_MINUTES * MINUTE).toISOString(),
      subject: { type: 'FlightByNumber', id: flight.flightNumber },
      subscriber: { type: 'Simulator', id: flight.bookingId },
    },
  };
}

/** A simulated report as the snapshot the service applies, read through AeroDataBox's adapter. */
export function simulatedSnapshot(flight: SimulatedFlight, report: SimulatedReport): FlightSnapshot {
  const [snapshot] = readAerodataboxNotification(simulatedNotification(flight, report), report.deliverAt, 'simulator').snapshots;
  return snapshot as FlightSnapshot;
}
