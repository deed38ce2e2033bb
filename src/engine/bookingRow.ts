import type { VehicleClass } from './vehicles';
import type { LatLon } from './tariff';

// A booking as the engine reads it, and what its section reads from its body (its outline): the
// types every module that touches a booking names, kept apart from the booking engine
// (src/engine/bookings.ts) so that naming them imports nothing else.

/** The section whose operations show a booking (src/engine/bookings.ts: one booking model behind every section that books). */
export type BookingKind = 'transport' | 'activity' | 'client' | 'desk_sale' | 'referral' | 'dmc' | 'corporate';

export type BookingStatus = 'on_request' | 'confirmed' | 'driver_assigned' | 'completed' | 'no_show' | 'cancelled' | 'declined';

export interface Driver {
  name: string;
  phone: string;
  vehicle_plate: string;
}

export interface BookingRow<Body = unknown> {
  id: string;
  /** What a person reads and says (`TR-7KQ2-M9XH`); see `REFERENCE_PREFIXES`. */
  reference: string;
  kind: BookingKind;
  status: BookingStatus;
  quote_id: string | null;
  product_id: string | null;
  service_date: string;
  amount_due_fils: number;
  fee_fils: number;
  traveller_name: string;
  agency_reference: string | null;
  body: Body;
  driver: Driver | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

export type StoredBookingRow = Omit<BookingRow, 'body' | 'driver' | 'amount_due_fils' | 'fee_fils'> & {
  body: string;
  driver: string | null;
  amount_due_fils: number | string;
  fee_fils: number | string;
};

/**
 * What a booking list and a name board need of a booking beyond the engine's columns, read from
 * the body its section stored: when the service starts, how many travel, where its full view is
 * read, and the pickup a driver holds a name board at.
 */
export interface BookingOutline {
  /** When the service starts (the pickup, a tour's start), an ISO date-time; null when only its day is known. */
  startsAt: string | null;
  /** How many travel; null where the booking does not say (a shuttle run). */
  partySize: number | null;
  /** The path of the operation that shows the booking in full; null where only its events do. */
  href: string | null;
  /** The pickup a driver meets the traveller at; null for a booking without one (no name board). */
  pickup: { name: string; flightNumber: string | null } | null;
  /** From where to where the driver goes, each place by its name and address (`Atlantis The Palm, Crescent Road, Palm Jumeirah, Dubai to Dubai International (DXB) Terminal 3`). */
  route?: string | null;
  /** The class of vehicle the booking was sold with, where it names one (a transfer, a chauffeured hire). */
  vehicleClass?: VehicleClass | null;
  /** How long the driver waits free of charge after the pickup time, where the booking says (else 60 minutes for a flight, 15 for any other pickup). */
  freeWaitingMinutes?: number;
  /** How long the job keeps a driver and vehicle from the pickup on, in minutes, where the section knows better than the dispatcher's default. */
  jobMinutes?: number;
  /**
   * Where the pickup and the drop-off are (latitude, longitude), where the section knows: a test
   * partition's simulated driver drives toward the pickup and on to the drop-off.
   */
  positions?: { pickup: LatLon; dropoff: LatLon | null } | null;
  /**
   * What the driver needs beyond the name board, where the section knows it: the traveller's
   * phone, the bags, where to meet (as the driver goes there) and the partner's notes.
   */
  brief?: DriverBrief;
  /** Where the driver picks the traveller up, with its position for a map, where the section knows it. */
  pickupPlace?: PickupPlace | null;
  /** A brand the booking chose for its own documents (null: none at all); absent, the partner's printed brand. */
  brand?: { name: string; accentHex: string | null } | null;
}

/** A pickup as the driver goes there: what it is called, its street address where known, and its position (WGS 84). */
export interface PickupPlace {
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
}

/** A trip's resolved end (src/engine/locations.ts) as the driver goes there: its name, address and position. */
export const pickupPlaceAt = (end: Readonly<PickupPlace>): PickupPlace => ({ name: end.name, address: end.address, latitude: end.latitude, longitude: end.longitude });
export interface DriverBrief {
  phone: string | null;
  bags: number | null;
  meetingPoint: string | null;
  notes: string | null;
}
