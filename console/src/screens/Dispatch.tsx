import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import type { components } from '../../../src/generated/ops/openapi-types';
import { messageOf, type CurrentStaff } from '../api';
import { BOARD_STREAM_WORDS, useAssignDriver, useBoard, useBoardStream, useCandidates } from '../queries/dispatch';
import { QueryState } from '../QueryState';
import { DataTable } from '../DataTable';
import { Link } from '../Link';
import { formatClock, formatDay } from '../format';
import { useModal } from '../useModal';
import { ModalActions } from '../ModalActions';
import { navigate, useQueryParams, useScreen } from '../router';
import { BookingStatusBadge } from './Bookings';
import { DriversPage, VehiclesPage, VEHICLE_CLASS_WORDS } from './dispatch/Fleet';
import { DriverLinkNotice, type SentLink } from './dispatch/DriverLinkNotice';

type BoardJob = components['schemas']['BoardJob'];
type TripStatus = components['schemas']['TripStatus'];

/** Where a job's trip is, as the dispatcher says it. */
const TRIP_WORDS: Record<TripStatus, string> = {
  scheduled: 'Not started',
  driver_assigned: 'Waiting to set off',
  en_route: 'On the way',
  arrived: 'At the pickup',
  on_board: 'Traveller on board',
  completed: 'Dropped off',
  no_show: 'No-show',
};

/** What each alert is about, before its message. */
const ALERT_WORDS: Record<string, string> = {
  driver_not_en_route: 'Driver not on the way',
  driver_released: 'Driver taken off',
  no_driver: 'No driver',
  flight_disruption: 'Flight disrupted',
};

/** The trip's step in words, with the driver's ETA while on the way. */
export const tripLine = (job: BoardJob): string => `${TRIP_WORDS[job.trip.status]}${job.trip.status === 'en_route' && job.trip.eta ? `, ETA ${formatClock(job.trip.eta)}` : ''}`;

/** The flight as last reported, where one is followed: `Delayed, expected 10:35`, `Landed 10:31`, `Diverted to DWC`. */
export function flightLine(flight: NonNullable<BoardJob['flight']>): string {
  switch (flight.status) {
    case 'landed':
      return flight.actual_arrival ? `Landed ${formatClock(flight.actual_arrival)}` : 'Landed';
    case 'diverted':
      return `Diverted${flight.diverted_to ? ` to ${flight.diverted_to}` : ''}`;
    case 'cancelled':
      return 'Cancelled';
    case 'unknown':
      return 'No report yet';
    default: {
      const expected = flight.estimated_arrival ?? flight.scheduled_arrival;
      return `${flight.status === 'delayed' ? 'Delayed' : 'On time'}, expected ${formatClock(expected)}`;
    }
  }
}

/** The vehicle as the traveller looks for it: `Black Mercedes-Benz E-Class`, as far as the records say. */
export const vehicleLooks = (vehicle: { make: string | null; model: string | null; colour: string | null }): string => [vehicle.colour, vehicle.make, vehicle.model].filter(Boolean).join(' ');

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-11-27` moved by whole days, as calendar days (no clock, no zone). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in UAE time, by the browser's clock: used only until the board answers with its own day. */
const uaeTodayByBrowser = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Dispatch: the day's board at /dispatch, the drivers at /dispatch/drivers, the vehicles at /dispatch/vehicles. */
export function DispatchScreen({ me }: { me: CurrentStaff }) {
  const path = useScreen();
  const page = path.split('/')[2];
  return (
    <>
      <nav aria-label="Dispatch" className="subnav">
        <ul>
          <li>
            <Link to="/dispatch" aria-current={page === undefined ? 'page' : undefined}>
              Board
            </Link>
          </li>
          <li>
            <Link to="/dispatch/drivers" aria-current={page === 'drivers' ? 'page' : undefined}>
              Drivers
            </Link>
          </li>
          <li>
            <Link to="/dispatch/vehicles" aria-current={page === 'vehicles' ? 'page' : undefined}>
              Vehicles
            </Link>
          </li>
        </ul>
      </nav>
      {page === undefined ? (
        <Board me={me} />
      ) : page === 'drivers' ? (
        <DriversPage />
      ) : page === 'vehicles' ? (
        <VehiclesPage />
      ) : (
        <section>
          <h1 tabIndex={-1}>Not found</h1>
          <p>Dispatch has no page at this address.</p>
        </section>
      )}
    </>
  );
}

const column = createColumnHelper<BoardJob>();

function Board({ me }: { me: CurrentStaff }) {
  const params = useQueryParams();
  const asked = params.get('day');
  const day = asked !== null && DAY_PATTERN.test(asked) ? asked : null;
  const board = useBoard(day);
  const shown = board.data?.date ?? day ?? uaeTodayByBrowser();
  const [assigning, setAssigning] = useState<BoardJob | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A job whose update brings an alert it did not have is announced to a screen reader.
  const heard = useCallback((job: BoardJob, before: BoardJob | undefined) => {
    const fresh = job.alerts.filter((alert) => !before?.alerts.some((had) => had.kind === alert.kind));
    if (fresh.length > 0) setAnnouncement(fresh.map((alert) => `${job.reference}: ${alert.message}`).join('. '));
  }, []);
  const stream = useBoardStream(day, board.data?.date, heard);
  const [sentLink, setSentLink] = useState<{ reference: string; driver: string; link: SentLink } | null>(null);
  const desk = me.staff.roles.includes('desk');
  const { register, handleSubmit, reset } = useForm<{ day: string }>({ defaultValues: { day: shown } });
  useEffect(() => reset({ day: shown }), [shown, reset]);

  const goTo = (next: string): void => navigate(`/dispatch?day=${next}`);

  const columns = useMemo(
    () => [
      column.accessor('pickup_time', { header: 'Time (UAE)', cell: ({ row }) => <time dateTime={row.original.pickup_at} className="board-time">{row.original.pickup_time}</time> }),
      column.accessor('reference', {
        header: 'Booking',
        cell: ({ row }) => (
          <>
            {desk ? (
              <Link to={`/bookings/${encodeURIComponent(row.original.reference)}`} className="ref">
                {row.original.reference}
              </Link>
            ) : (
              <span className="ref">{row.original.reference}</span>
            )}
            <br />
            <span className="muted small">{row.original.partner}</span>
          </>
        ),
      }),
      column.accessor('traveller', {
        header: 'Traveller and party',
        cell: ({ row }) => (
          <>
            {row.original.traveller}
            <br />
            <span className="small">
              {row.original.flight_number ? `Flight ${row.original.flight_number}` : <span className="muted">No flight</span>}
              {row.original.flight && <span className={`flight flight-${row.original.flight.status}`}>{` (${flightLine(row.original.flight)})`}</span>}
              {' · '}
              {row.original.party_size === null ? <span className="muted">party not stated</span> : `${row.original.party_size} ${row.original.party_size === 1 ? 'person' : 'people'}`}
              <br />
              {row.original.vehicle_class ? VEHICLE_CLASS_WORDS[row.original.vehicle_class] : <span className="muted">Class not stated</span>}
            </span>
          </>
        ),
      }),
      column.accessor('route', { header: 'From → to', cell: (cell) => <span className="board-route">{cell.getValue() ?? <span className="muted">Not stated</span>}</span> }),
      column.accessor((job) => `${job.driver?.name ?? ''} ${job.vehicle?.plate ?? ''}`, {
        id: 'driver',
        header: 'Driver and vehicle',
        cell: ({ row }) =>
          row.original.driver ? (
            <>
              {row.original.driver.name}
              <br />
              <a href={`tel:${row.original.driver.phone}`} className="small nowrap">
                {row.original.driver.phone}
              </a>
              {row.original.vehicle && (
                <>
                  <br />
                  <span className="small nowrap">{row.original.vehicle.plate}</span>
                  {vehicleLooks(row.original.vehicle) && <span className="small">{` · ${vehicleLooks(row.original.vehicle)}`}</span>}
                </>
              )}
            </>
          ) : (
            <span className="muted">Not assigned</span>
          ),
      }),
      column.accessor((job) => job.trip.status, {
        id: 'trip',
        header: 'Trip',
        cell: ({ row }) => (
          <>
            <span className={`trip trip-${row.original.trip.status}`}>{tripLine(row.original)}</span>
            {row.original.alerts.map((alert) => (
              <span key={alert.kind} className="board-alert">
                {ALERT_WORDS[alert.kind] ?? 'Needs attention'}
              </span>
            ))}
          </>
        ),
      }),
      column.accessor('status', {
        header: 'Status',
        cell: ({ row }) => (
          <div className="board-status">
            <BookingStatusBadge status={row.original.status} />
            {(row.original.status === 'confirmed' || row.original.status === 'driver_assigned') && (
              <button type="button" className={row.original.status === 'confirmed' ? 'primary' : undefined} onClick={() => setAssigning(row.original)}>
                {row.original.status === 'confirmed' ? 'Assign' : 'Reassign'}
                <span className="visually-hidden"> {row.original.reference}</span>
              </button>
            )}
          </div>
        ),
      }),
    ],
    [desk],
  );

  const jobs = board.data?.jobs ?? [];
  const waiting = jobs.filter((job) => job.status === 'confirmed').length;
  const alerting = jobs.filter((job) => job.alerts.length > 0);
  const sheetDrivers = [...new Map(jobs.flatMap((job) => (job.driver ? [[job.driver.id, job.driver] as const] : []))).values()].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <section aria-labelledby="board-title">
      <div className="screen-head">
        <h1 id="board-title" tabIndex={-1}>
          Dispatch board: {formatDay(shown)}
        </h1>
        <p className={`live live-${stream}`}>{BOARD_STREAM_WORDS[stream]}</p>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {sentLink && <DriverLinkNotice {...sentLink} onDismiss={() => setSentLink(null)} />}
      <div className="day-bar">
        <button type="button" onClick={() => goTo(shiftDay(shown, -1))}>
          <span aria-hidden="true">‹ </span>Previous day
        </button>
        <form className="day-form" aria-label="Choose a day" onSubmit={handleSubmit((values) => DAY_PATTERN.test(values.day) && goTo(values.day))}>
          <label htmlFor="board-day">Day (UAE)</label>
          <input id="board-day" type="date" required {...register('day')} />
          <button type="submit">Show</button>
        </form>
        <button type="button" onClick={() => goTo(shiftDay(shown, 1))}>
          Next day<span aria-hidden="true"> ›</span>
        </button>
        <button type="button" onClick={() => navigate('/dispatch')}>
          Today
        </button>
        <a className="button-link" href={`/api/ops/v1/dispatch/sheet?date=${shown}`} target="_blank" rel="noopener">
          Print job sheet<span className="visually-hidden"> for {formatDay(shown)} (PDF, opens in a new tab)</span>
        </a>
      </div>
      <QueryState query={board} pending="Loading the board…">
        {() => (
          <>
            <p className="muted">
              {jobs.length === 0 ? `No pickups on ${formatDay(shown)}.` : `${jobs.length} pickup${jobs.length === 1 ? '' : 's'}; ${waiting === 0 ? 'every confirmed job has a driver' : `${waiting} waiting for a driver`}.`}
            </p>
            {alerting.length > 0 && (
              <section aria-labelledby="board-alerts-title" className="board-alerts">
                <h2 id="board-alerts-title">Needs attention</h2>
                <ul>
                  {alerting.flatMap((job) =>
                    job.alerts.map((alert) => (
                      <li key={`${job.booking_id}-${alert.kind}`}>
                        <strong>
                          {job.pickup_time} {job.reference}, {(ALERT_WORDS[alert.kind] ?? 'Needs attention').toLowerCase()}:
                        </strong>{' '}
                        {alert.message.startsWith(`${job.reference}: `) ? alert.message.slice(job.reference.length + 2) : alert.message}
                        {alert.task_reference && <span className="muted small"> (desk task {alert.task_reference})</span>}
                      </li>
                    )),
                  )}
                </ul>
              </section>
            )}
            {jobs.length > 0 && (
              <div className="board">
                <DataTable caption={`Pickups on ${formatDay(shown)}, in pickup order`} columns={columns} data={jobs} rowKey={(job) => job.booking_id} />
              </div>
            )}
            {sheetDrivers.length > 0 && (
              <nav aria-label="Drivers' job sheets" className="sheet-links">
                <span>Each driver’s job sheet (PDF):</span>
                <ul>
                  {sheetDrivers.map((driver) => (
                    <li key={driver.id}>
                      <a href={`/api/ops/v1/dispatch/sheet?date=${shown}&driver_id=${driver.id}`} target="_blank" rel="noopener">
                        {driver.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </>
        )}
      </QueryState>
      {assigning && (
        <AssignDialog
          job={assigning}
          onClose={(assigned) => {
            setAssigning(null);
            if (!assigned) return;
            setAnnouncement(`${assigned.driver?.name ?? 'The driver'} and ${assigned.vehicle?.plate ?? 'the vehicle'} assigned to ${assigned.reference}.`);
            if (assigned.driver_link) setSentLink({ reference: assigned.reference, driver: assigned.driver?.name ?? 'the driver', link: assigned.driver_link });
          }}
        />
      )}
    </section>
  );
}

interface AssignFields {
  driver_id: string;
  vehicle_id: string;
}

function AssignDialog({ job, onClose }: { job: BoardJob; onClose: (assigned: BoardJob | null) => void }) {
  const modal = useModal(onClose);
  // Who and what may take the job, by the rules the assignment is refused with; the rest shown greyed out with the reason.
  const candidates = useCandidates(job.booking_id);
  const drivers = candidates.data?.drivers ?? [];
  const vehicles = candidates.data?.vehicles ?? [];
  const freeDrivers = drivers.filter((driver) => driver.available);
  const fitVehicles = vehicles.filter((vehicle) => vehicle.available);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AssignFields>({ defaultValues: { driver_id: job.driver?.id ?? '', vehicle_id: job.vehicle?.id ?? '' } });

  const assign = useAssignDriver({ onSuccess: (assigned) => modal.close(assigned) });

  return (
    <dialog {...modal.dialog} aria-labelledby="assign-title" aria-describedby="assign-what">
      <h2 id="assign-title">Assign {job.reference}</h2>
      <p id="assign-what">
        {job.pickup_time} (UAE time), {job.traveller}
        {job.party_size !== null ? `, party of ${job.party_size}` : ''}
        {job.vehicle_class ? `, ${VEHICLE_CLASS_WORDS[job.vehicle_class]} booked` : ''}
        {job.route ? `. ${job.route}` : ''}.
      </p>
      <QueryState query={candidates} pending="Finding free drivers and vehicles…" />
      {candidates.data && (
      <form noValidate onSubmit={handleSubmit((fields) => assign.mutate({ booking: job.booking_id, driver_id: fields.driver_id, vehicle_id: fields.vehicle_id }))}>
        <div className="field">
          <label htmlFor="assign-driver">Driver</label>
          <select id="assign-driver" aria-invalid={errors.driver_id ? true : undefined} aria-describedby={errors.driver_id ? 'assign-driver-error' : undefined} {...register('driver_id', { required: 'Choose a driver.' })}>
            <option value="">Choose a driver</option>
            {drivers.map((driver) => (
              <option key={driver.id} value={driver.id} disabled={!driver.available}>
                {driver.name} ({driver.languages.join(', ')}){driver.reason ? ` · ${driver.reason}` : ''}
              </option>
            ))}
          </select>
          <Unavailable what="driver" items={drivers.map((driver) => ({ id: driver.id, name: driver.name, reason: driver.reason }))} />
          {errors.driver_id && (
            <p className="field-error" id="assign-driver-error">
              {errors.driver_id.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="assign-vehicle">Vehicle</label>
          <select id="assign-vehicle" aria-invalid={errors.vehicle_id ? true : undefined} aria-describedby={errors.vehicle_id ? 'assign-vehicle-error' : undefined} {...register('vehicle_id', { required: 'Choose a vehicle.' })}>
            <option value="">Choose a vehicle</option>
            {vehicles.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id} disabled={!vehicle.available}>
                {vehicle.plate}: {vehicleLooks(vehicle) ? `${vehicleLooks(vehicle)}, ` : ''}{VEHICLE_CLASS_WORDS[vehicle.class]}, {vehicle.seats} seats{vehicle.reason ? ` · ${vehicle.reason}` : ''}
              </option>
            ))}
          </select>
          <Unavailable what="vehicle" items={vehicles.map((vehicle) => ({ id: vehicle.id, name: vehicle.plate, reason: vehicle.reason }))} />
          {errors.vehicle_id && (
            <p className="field-error" id="assign-vehicle-error">
              {errors.vehicle_id.message}
            </p>
          )}
        </div>
        {candidates.data && freeDrivers.length === 0 && (
          <p className="notice">
            {drivers.length === 0 ? 'No active driver is on the records.' : 'Every active driver is on another job at this time.'} <Link to="/dispatch/drivers">Drivers</Link>.
          </p>
        )}
        {candidates.data && fitVehicles.length === 0 && (
          <p className="notice">
            {vehicles.length === 0 ? 'No active vehicle is on the records.' : 'No free vehicle seats the party at this time.'} <Link to="/dispatch/vehicles">Vehicles</Link>.
          </p>
        )}
        {assign.isError && (
          <p role="alert" className="error">
            {messageOf(assign.error)}
          </p>
        )}
        <ModalActions action="Assign" running="Assigning…" pending={assign.isPending} onCancel={modal.cancel} />
      </form>
      )}
    </dialog>
  );
}


/** The drivers or vehicles a job cannot take, each with why, under its list (greyed out in it). */
function Unavailable({ what, items }: { what: string; items: Array<{ id: string; name: string; reason: string | null }> }) {
  const unavailable = items.filter((item) => item.reason !== null);
  if (unavailable.length === 0) return null;
  return (
    <ul className="unavailable" aria-label={`Not available: ${unavailable.length} ${what}${unavailable.length === 1 ? '' : 's'}`}>
      {unavailable.map((item) => (
        <li key={item.id}>
          <strong>{item.name}</strong>: {item.reason}
        </li>
      ))}
    </ul>
  );
}
