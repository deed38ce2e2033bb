import type { components } from '../generated/openapi-types';
import type { Partition } from './partition';
import { servicePageUrl } from './publicLinks';
import { flightsOf, flightView, tripsOf, tripView, type BookingFlight, type BookingTrip, type TripRow, type TripVehicle } from './trips';

/**
 * What a booking with a pickup shows of its trip, whatever its section: the trip itself, the
 * driver and the vehicle once assigned, the arriving flight while it is followed, and the
 * traveller's live page. Every section's view of such a booking (its answers, and so its events
 * and webhooks) adds these, read for a page or a batch of bookings in two queries.
 */
export type BookingDriver = components['schemas']['AssignedDriver'];
export type LiveArrivalTracking = components['schemas']['LiveArrivalTracking'];

export interface TripFields {
  trip: BookingTrip;
  driver: BookingDriver | null;
  vehicle: TripVehicle | null;
  flight: BookingFlight | null;
  live_arrival_tracking: LiveArrivalTracking;
  tracking_url: string;
}

/** The driver as the booking's row keeps them (what dispatch or the desk assigned). */
export interface AssignedDriver {
  name: string;
  phone: string;
  vehicle_plate: string;
}

/** A booking with a pickup, as far as its trip fields need it. */
export interface TripBooking {
  id: string;
  /** The driver on the booking's row: set from the assignment until the driver is taken off. */
  driver: AssignedDriver | null;
  /** The class the booking was sold as, for the vehicle of a trip whose crew names none. */
  vehicleClass: TripVehicle['class'] | null;
}

/** The traveller's live page of the trip with this token, on the service's public address. */
export const trackingUrlOf = (token: string): string => servicePageUrl(`/trip/${token}`);

/** The first word of a full name: what a driver is called by before their first name was kept apart. */
const firstWord = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/**
 * The driver a booking shows: the full name, phone and plate its row keeps (as partners have
 * read them), with the first name and photo of the trip's crew. Null while no driver is assigned.
 */
export function bookingDriverOf(driver: AssignedDriver | null, trip: Pick<TripRow, 'driver'> | undefined): BookingDriver | null {
  if (driver === null) return null;
  return { name: driver.name, phone: driver.phone, vehicle_plate: driver.vehicle_plate, first_name: trip?.driver?.first_name ?? firstWord(driver.name), photo_url: trip?.driver?.photo_url ?? null };
}

/**
 * The vehicle a booking shows once a driver is assigned: the trip's (make, model and colour from
 * the operator's records), or, for a driver assigned without one (by the command line's
 * `booking assign-driver`), the plate the row keeps in the class sold.
 */
function vehicleOf(booking: TripBooking, trip: TripRow): TripVehicle | null {
  if (booking.driver === null) return null;
  if (trip.vehicle !== null) return trip.vehicle;
  if (booking.vehicleClass === null) return null;
  return { make: null, model: null, colour: null, plate: booking.driver.vehicle_plate, class: booking.vehicleClass };
}

/**
 * The trip fields of `bookings`, each a booking with a pickup, by booking id. Every such booking
 * has its trip from the moment it is made (`openTrips`); one without is a broken invariant, not a
 * state to show.
 */
export async function tripFieldsOf(partition: Partition, bookings: readonly TripBooking[]): Promise<Map<string, TripFields>> {
  const ids = bookings.map((booking) => booking.id);
  const trips = await tripsOf(partition, ids);
  const flights = await flightsOf(partition, ids);
  const fields = new Map<string, TripFields>();
  for (const booking of bookings) {
    const trip = trips.get(booking.id);
    if (!trip) throw new Error(`booking ${booking.id} has a pickup but no trip`);
    const flight = flights.get(booking.id);
    fields.set(booking.id, {
      trip: tripView(trip),
      driver: bookingDriverOf(booking.driver, trip),
      vehicle: vehicleOf(booking, trip),
      flight: flight ? flightView(flight) : null,
      live_arrival_tracking: flight ? 'tracked' : 'planned',
      tracking_url: trackingUrlOf(trip.tracking_token),
    });
  }
  return fields;
}
