import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { messageOf, type CurrentStaff } from '../api';
import { useBooking, useBookings, useMoveBooking, type Booking, type BookingFilters, type BookingKind, type BookingStatus, type BookingSummary, type DeskMove } from '../queries/bookings';
import { QueryState } from '../QueryState';
import { DataTable } from '../DataTable';
import { Link } from '../Link';
import { formatAmountsIn, formatAed, formatCell, formatDay, formatTime } from '../format';
import { navigate, useQueryParams, useScreen } from '../router';
import { AuditEvents } from './Audit';
import { History } from '../History';
import { useModal } from '../useModal';
import { ModalActions } from '../ModalActions';
import { BOOKING_STATUS_WORDS } from '../labels';

export type { BookingStatus };

const KIND_WORDS: Record<BookingKind, string> = {
  transport: 'Transfer',
  activity: 'Activity',
  client: 'Booking for a client',
  desk_sale: 'Desk sale',
  referral: 'Booking request',
  dmc: 'DMC programme service',
  corporate: 'Corporate booking',
};

const STATUSES = Object.keys(BOOKING_STATUS_WORDS) as BookingStatus[];
const KINDS = Object.keys(KIND_WORDS) as BookingKind[];

/** A status as the tables show it, coloured by class (never by inline style). */
export function BookingStatusBadge({ status }: { status: string }) {
  const words = (BOOKING_STATUS_WORDS as Record<string, string>)[status] ?? status;
  return <span className={`status booking-${status}`}>{words}</span>;
}

/** When the service is: its start where the booking has one, else its day. */
const serviceWhen = (booking: Pick<BookingSummary, 'starts_at' | 'service_date'>): string => (booking.starts_at ? formatCell(booking.starts_at) : formatDay(booking.service_date));

/** The Bookings screen: the search at /bookings, a booking's page at /bookings/<reference>. */
export function BookingsScreen({ me }: { me: CurrentStaff }) {
  const path = useScreen();
  const ref = path.split('/')[2];
  if (ref !== undefined) return <BookingPage reference={decodeURIComponent(ref)} me={me} />;
  return <BookingList />;
}

type Filters = BookingFilters;

const FILTER_KEYS = ['q', 'partner', 'status', 'kind', 'from', 'to'] as const;

function filtersOf(params: URLSearchParams): Filters {
  const status = params.get('status') ?? '';
  const kind = params.get('kind') ?? '';
  return {
    q: params.get('q') ?? '',
    partner: params.get('partner') ?? '',
    status: (STATUSES as string[]).includes(status) ? (status as BookingStatus) : '',
    kind: (KINDS as string[]).includes(kind) ? (kind as BookingKind) : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

function addressOf(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? '/bookings' : `/bookings?${query}`;
}

const column = createColumnHelper<BookingSummary>();

function BookingList() {
  const params = useQueryParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const { register, handleSubmit, reset } = useForm<Filters>({ defaultValues: filters });
  // A link or Back gives new filters: the form shows them.
  useEffect(() => reset(filters), [filters, reset]);

  const { query: bookings, rows } = useBookings(filters);
  const partnerName = filters.partner ? rows.find((row) => row.partner.id === filters.partner)?.partner.name : undefined;

  const columns = useMemo(
    () => [
      column.accessor('reference', {
        header: 'Booking',
        cell: ({ row }) => (
          <>
            <Link to={`/bookings/${encodeURIComponent(row.original.reference)}`} className="ref">
              {row.original.reference}
            </Link>
            <br />
            <span className="muted small">
              {KIND_WORDS[row.original.kind]}
              {row.original.agency_reference && (
                <>
                  {' · '}
                  <span className="ref">{row.original.agency_reference}</span>
                </>
              )}
            </span>
          </>
        ),
      }),
      column.accessor((row) => row.partner.name, { id: 'partner', header: 'Partner', cell: ({ row }) => <Link to={`/partners/${row.original.partner.id}`}>{row.original.partner.name}</Link> }),
      column.accessor('traveller_name', { header: 'Traveller' }),
      column.accessor('service_date', { header: 'Service (UAE time)', cell: ({ row }) => <span className="nowrap">{serviceWhen(row.original)}</span> }),
      column.accessor('status', { header: 'Status', cell: (cell) => <BookingStatusBadge status={cell.getValue()} /> }),
      column.accessor('amount_due_aed', { header: 'Amount', cell: (cell) => <span className="amount">{formatAed(cell.getValue())}</span> }),
    ],
    [],
  );

  const loaded = `${rows.length} booking${rows.length === 1 ? '' : 's'} shown${bookings.hasNextPage ? '; more have later pickups' : ''}.`;

  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title" tabIndex={-1}>
        Bookings
      </h1>
      <form className="filters filters-bookings" role="search" aria-label="Search bookings" onSubmit={handleSubmit((values) => navigate(addressOf({ ...values, partner: filters.partner })))}>
        <div className="field field-wide">
          <label htmlFor="bookings-q">Reference or traveller</label>
          <input id="bookings-q" type="search" autoComplete="off" aria-describedby="bookings-q-hint" {...register('q')} />
          <p className="hint" id="bookings-q-hint">
            A booking’s reference, the partner’s own reference, or part of the traveller’s or partner’s name.
          </p>
        </div>
        <div className="field">
          <label htmlFor="bookings-status">Status</label>
          <select id="bookings-status" {...register('status')}>
            <option value="">Any</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_WORDS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bookings-kind">Kind</label>
          <select id="bookings-kind" {...register('kind')}>
            <option value="">Any</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_WORDS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bookings-from">Service from</label>
          <input id="bookings-from" type="date" {...register('from')} />
        </div>
        <div className="field">
          <label htmlFor="bookings-to">Service to</label>
          <input id="bookings-to" type="date" {...register('to')} />
        </div>
        <div className="filter-actions">
          <button type="submit" className="primary">
            Search
          </button>
          <button type="button" onClick={() => navigate(addressOf({ q: '', partner: filters.partner, status: '', kind: '', from: '', to: '' }))}>
            Clear
          </button>
        </div>
      </form>
      {filters.partner && (
        <p className="chip-row">
          <span>
            Partner: <strong>{partnerName ?? filters.partner}</strong>
          </span>{' '}
          <Link to={addressOf({ ...filters, partner: '' })}>Show every partner’s bookings</Link>
        </p>
      )}
      <QueryState query={bookings} pending="Loading the bookings…">
        {() => (
          <>
            <p role="status" aria-live="polite" className="muted">
              {rows.length === 0 ? 'No live booking matches.' : loaded}
            </p>
            {rows.length > 0 && <DataTable caption="Bookings by pickup time, earliest first" columns={columns} data={rows} rowKey={(row) => row.id} />}
          </>
        )}
      </QueryState>
    </section>
  );
}

function BookingPage({ reference, me }: { reference: string; me: CurrentStaff }) {
  const booking = useBooking(reference);
  const [announcement, setAnnouncement] = useState('');

  return (
    <section aria-labelledby="booking-title">
      <p className="crumbs">
        <Link to="/bookings">Bookings</Link> <span aria-hidden="true">›</span> {booking.data?.reference ?? reference}
      </p>
      <h1 id="booking-title" tabIndex={-1}>
        Booking {booking.data?.reference ?? reference}
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <QueryState query={booking} pending="Loading the booking…">
        {(found) => <BookingDetail booking={found} me={me} reference={reference} onMoved={setAnnouncement} />}
      </QueryState>
    </section>
  );
}

const MOVE_WORDS: Record<DeskMove, { button: string; title: string; done: string; danger: boolean }> = {
  confirmed: { button: 'Confirm', title: 'Confirm this booking?', done: 'confirmed', danger: false },
  declined: { button: 'Decline', title: 'Decline this booking?', done: 'declined', danger: true },
  completed: { button: 'Mark completed', title: 'Mark this booking completed?', done: 'marked completed', danger: false },
  no_show: { button: 'Mark no-show', title: 'Mark this booking a no-show?', done: 'marked a no-show', danger: true },
  cancelled: { button: 'Cancel booking', title: 'Cancel this booking?', done: 'cancelled', danger: true },
};

function BookingDetail({ booking, me, reference, onMoved }: { booking: Booking; me: CurrentStaff; reference: string; onMoved: (words: string) => void }) {
  const [moving, setMoving] = useState<DeskMove | null>(null);
  const dispatcher = me.staff.roles.includes('dispatch');
  const voucherAvailable = booking.documents.voucher !== null && booking.status !== 'cancelled' && booking.status !== 'declined';

  return (
    <>
      <div className="booking-grid">
        <section aria-labelledby="facts-title" className="card">
          <h2 id="facts-title">The booking</h2>
          <dl className="facts">
            <dt>Status</dt>
            <dd>
              <BookingStatusBadge status={booking.status} />
            </dd>
            <dt>Kind</dt>
            <dd>{KIND_WORDS[booking.kind]}</dd>
            <dt>Partner</dt>
            <dd>
              <Link to={`/partners/${booking.partner.id}`}>{booking.partner.name}</Link>
            </dd>
            {booking.agency_reference && (
              <>
                <dt>Partner’s reference</dt>
                <dd>{booking.agency_reference}</dd>
              </>
            )}
            <dt>Traveller</dt>
            <dd>{booking.traveller_name}</dd>
            <dt>Party</dt>
            <dd>{booking.party_size === null ? 'Not stated' : `${booking.party_size} ${booking.party_size === 1 ? 'person' : 'people'}`}</dd>
            <dt>Service</dt>
            <dd>{booking.starts_at ? formatTime(booking.starts_at) : formatDay(booking.service_date)}</dd>
            {booking.route && (
              <>
                <dt>Route</dt>
                <dd>{booking.route}</dd>
              </>
            )}
            {booking.pickup && (
              <>
                <dt>Name board</dt>
                <dd>
                  {booking.pickup.name}
                  {booking.pickup.flight_number ? `, meeting flight ${booking.pickup.flight_number}` : ''}
                </dd>
              </>
            )}
            <dt>Driver</dt>
            <dd>{booking.driver ? `${booking.driver.name}, ${booking.driver.phone}; vehicle ${booking.driver.vehicle_plate}` : 'None assigned'}</dd>
            <dt>Charged</dt>
            <dd>{formatAed(booking.amount_due_aed)}</dd>
            {booking.cancelled_at && (
              <>
                <dt>Cancelled</dt>
                <dd>
                  {formatTime(booking.cancelled_at)}; fee {formatAed(booking.cancellation_fee_aed)}, the rest refunded
                </dd>
              </>
            )}
            <dt>Booked</dt>
            <dd>{formatTime(booking.created_at)}</dd>
            <dt>Id</dt>
            <dd>
              <code>{booking.id}</code>
            </dd>
          </dl>
        </section>
        <div className="booking-side">
          <section aria-labelledby="moves-title" className="card">
            <h2 id="moves-title">What the desk may do</h2>
            {booking.moves.length === 0 ? (
              <p className="muted">No move is open from “{BOOKING_STATUS_WORDS[booking.status]}”.</p>
            ) : (
              <div className="move-buttons">
                {booking.moves.map((move) => (
                  <button key={move} type="button" className={MOVE_WORDS[move].danger ? 'danger' : 'primary'} onClick={() => setMoving(move)}>
                    {MOVE_WORDS[move].button}
                  </button>
                ))}
              </div>
            )}
            {booking.move_times
              .filter((timed) => !booking.moves.includes(timed.to))
              .map((timed) => (
                <p key={timed.to} className="muted small">
                  {MOVE_WORDS[timed.to].button}: from {timed.available_from}.
                </p>
              ))}
            {booking.cancellation && (
              <p className="muted small">
                {booking.cancellation.fee_aed === 0 ? `Cancelling now: no fee, ${formatAed(booking.cancellation.refund_aed)} refunded.` : `Cancelling now: a fee of ${formatAed(booking.cancellation.fee_aed)}, ${formatAed(booking.cancellation.refund_aed)} refunded.`}
              </p>
            )}
            {booking.desk_task && (
              <p>
                Waiting on the desk: <Link to={`/queue/${encodeURIComponent(booking.desk_task)}`}>desk task {booking.desk_task}</Link>
              </p>
            )}
            {booking.amendments.length > 0 && (
              <>
                <h3>Amendments to answer</h3>
                <ul className="plain-list">
                  {booking.amendments.map((amendment) => (
                    <li key={amendment.task}>
                      <Link to={`/queue/${encodeURIComponent(amendment.task)}`}>Answer amendment {amendment.task}</Link>
                      <br />
                      <span className="muted small">
                        {formatAmountsIn(amendment.summary)} · asked {formatTime(amendment.requested_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {booking.pickup && (booking.status === 'confirmed' || booking.status === 'driver_assigned') && (
              <p>
                {dispatcher ? (
                  <Link to={`/dispatch?day=${booking.service_date}`}>
                    {booking.status === 'confirmed' ? 'Assign a driver' : 'Change the driver'} on the dispatch board for {formatDay(booking.service_date)}
                  </Link>
                ) : (
                  <>A dispatcher assigns the driver on the dispatch board for {formatDay(booking.service_date)}.</>
                )}
              </p>
            )}
          </section>
          <section aria-labelledby="documents-title" className="card">
            <h2 id="documents-title">Documents</h2>
            {voucherAvailable && booking.documents.voucher ? (
              <ul className="plain-list">
                <li>
                  <a href={booking.documents.voucher} target="_blank" rel="noopener">
                    Traveller’s voucher (PDF, opens in a new tab)
                  </a>
                </li>
              </ul>
            ) : (
              <p className="muted">{booking.documents.voucher === null ? 'This kind of booking prints no voucher.' : `A ${BOOKING_STATUS_WORDS[booking.status].toLowerCase()} booking has no voucher.`}</p>
            )}
          </section>
        </div>
      </div>
      <section aria-labelledby="timeline-title" className="timeline-section">
        <h2 id="timeline-title">Timeline</h2>
        <History
          label={`Timeline of booking ${booking.reference}, oldest first`}
          entries={booking.state_moves.map((move, index) => ({
            key: `${move.at}-${index}`,
            at: move.at,
            who: move.actor_name,
            what: move.from === null ? `Booked as ${BOOKING_STATUS_WORDS[move.to]}` : `${BOOKING_STATUS_WORDS[move.from]} → ${BOOKING_STATUS_WORDS[move.to]}`,
            changes: [],
          }))}
        />
      </section>
      <section aria-labelledby="booking-audit-title">
        <h2 id="booking-audit-title">Audit history</h2>
        <AuditEvents filters={{ subject_type: 'booking', subject_id: booking.id }} caption={`Audit history of booking ${booking.reference}`} />
      </section>
      {moving && (
        <MoveDialog
          booking={booking}
          move={moving}
          reference={reference}
          onClose={(moved) => {
            setMoving(null);
            if (moved) onMoved(`Booking ${moved.reference} ${MOVE_WORDS[moving].done}.`);
          }}
        />
      )}
    </>
  );
}

interface MoveFields {
  note: string;
}

/** What cancelling now comes to, as the API reads the policy at this moment. */
function cancellationWords(booking: Booking): string {
  const quote = booking.cancellation;
  if (quote === null) return 'the fee its policy sets is charged and the rest refunded.';
  if (quote.fee_aed === 0) return `no fee now; the full ${formatAed(quote.refund_aed)} is refunded.`;
  return `a fee of ${formatAed(quote.fee_aed)} is charged now and ${formatAed(quote.refund_aed)} refunded.`;
}

function MoveDialog({ booking, move, reference, onClose }: { booking: Booking; move: DeskMove; reference: string; onClose: (moved: Booking | null) => void }) {
  const modal = useModal(onClose);
  const words = MOVE_WORDS[move];
  const noteRequired = move === 'declined';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MoveFields>({ defaultValues: { note: '' } });

  const moved = useMoveBooking(reference, { onSuccess: (after) => modal.close(after) });

  const consequence: Record<DeskMove, string> = {
    confirmed: `${booking.partner.name} is told the booking is confirmed${booking.desk_task ? `, and its desk task ${booking.desk_task} is answered` : ''}.`,
    declined: `The booking is refunded to ${booking.partner.name} in full, and the partner is told the reason you give${booking.desk_task ? `; its desk task ${booking.desk_task} is answered` : ''}.`,
    completed: 'The service took place. The partner is told.',
    no_show: 'The traveller did not come. The partner is told.',
    cancelled: `It is cancelled under its cancellation policy, exactly as ${booking.partner.name}’s own cancellation would be: ${cancellationWords(booking)}`,
  };

  return (
    <dialog {...modal.dialog} aria-labelledby="move-title" aria-describedby="move-what">
      <h2 id="move-title">{words.title}</h2>
      <form noValidate onSubmit={handleSubmit((fields) => moved.mutate({ booking, to: move, note: fields.note }))}>
        <p id="move-what">
          {booking.reference} for {booking.traveller_name}. {consequence[move]} This is written to the audit log with your name.
        </p>
        <div className="field">
          <label htmlFor="move-note">{noteRequired ? 'Reason (told to the partner)' : 'Note to the partner (optional)'}</label>
          <textarea
            id="move-note"
            rows={3}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? 'move-note-error' : undefined}
            {...register('note', { validate: (note) => !noteRequired || note.trim() !== '' || 'Give the reason the partner is told.', maxLength: { value: 1000, message: 'At most 1,000 characters.' } })}
          />
          {errors.note && (
            <p className="field-error" id="move-note-error">
              {errors.note.message}
            </p>
          )}
        </div>
        {moved.isError && (
          <p role="alert" className="error">
            {messageOf(moved.error)}
          </p>
        )}
        <ModalActions action={words.button} running="Saving…" pending={moved.isPending} danger={words.danger} cancel="Keep it as it is" onCancel={modal.cancel} />
      </form>
    </dialog>
  );
}
