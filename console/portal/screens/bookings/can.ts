import type { Scope } from '../../api';
import type { ManagedBooking } from '../../queries/bookings';
import { usePortalSession } from '../../session';

/**
 * What the person's role may do to bookings, as the API would judge it (the scopes of their role):
 * a screen offers only those actions; the API refuses the rest anyway (403).
 */
export function useCan(): (scope: Scope) => boolean {
  const session = usePortalSession();
  return (scope) => session.scopes.includes(scope);
}

/** The scope that cancels and changes a booking of the portal's own kinds: its section's write scope. */
export const manageScopeOf = (booking: Pick<ManagedBooking, 'object'>): Scope =>
  booking.object === 'transport_booking' ? 'transport:write' : booking.object === 'activity_booking' ? 'activities:write' : 'bookings:manage';
