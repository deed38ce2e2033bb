import { useBooking } from '../../queries/bookings';
import { formatDay, formatWhen } from '../../format';
import { Link } from '../../Link';
import { BookingStatusBadge } from '../Bookings';

/**
 * The booking a task is about, as it stands now: a change request is answered against the
 * current pickup and driver, not the ones the partner booked with. Linked to the booking's page.
 */
export function BookingNow({ booking }: { booking: { id: string; reference: string } }) {
  const now = useBooking(booking.id);
  const shown = now.data;
  return (
    <section aria-labelledby="booking-now-title" className="card booking-now">
      <h2 id="booking-now-title">
        The booking now: <Link to={`/bookings/${encodeURIComponent(booking.reference)}`}>{booking.reference}</Link>
      </h2>
      {now.isPending && <p role="status">Loading the booking…</p>}
      {now.isError && <p className="muted">The booking’s page has its details.</p>}
      {shown && (
        <dl className="facts">
          <dt>Status</dt>
          <dd>
            <BookingStatusBadge status={shown.status} />
          </dd>
          <dt>Pickup</dt>
          <dd>{shown.starts_at ? `${formatWhen(shown.starts_at)} (UAE time)` : formatDay(shown.service_date)}</dd>
          {shown.route && (
            <>
              <dt>Route</dt>
              <dd>{shown.route}</dd>
            </>
          )}
          <dt>Party</dt>
          <dd>{shown.party_size === null ? 'Not stated' : `${shown.party_size} ${shown.party_size === 1 ? 'person' : 'people'}`}</dd>
          <dt>Driver</dt>
          <dd>{shown.driver ? `${shown.driver.name}, ${shown.driver.phone}; vehicle ${shown.driver.vehicle_plate}` : 'None assigned'}</dd>
        </dl>
      )}
    </section>
  );
}
