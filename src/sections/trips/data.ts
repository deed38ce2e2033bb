/**
 * What the traveller's live page shows of one trip, as `/trip/<token>/status` answers it (and
 * `/trip/<token>/stream` sends it as each `trip` event): the page's script (console/traveller/)
 * renders this and nothing else. Plain types with no imports, so the page's build reads them too.
 *
 * It holds the one booking the link is for, and of it only what a traveller needs at the kerb:
 * no price, no other booking, no traveller's or driver's surname, no driver's licence; the
 * driver's position only while the driver is on the way or waiting at the pickup.
 */

/** Where the trip is; `on_request` while the booking awaits the operator's confirmation, `cancelled` once it is cancelled (or declined). */
export type TripPageStatus = 'on_request' | 'scheduled' | 'driver_assigned' | 'en_route' | 'arrived' | 'on_board' | 'completed' | 'no_show' | 'cancelled';

/** How the traveller meets the driver: inside arrivals with a name board, at a cruise terminal's passenger exit, at the main entrance, or in a hotel's lobby. */
export type TripMeeting = 'arrivals_hall' | 'passenger_exit' | 'entrance' | 'lobby';

export interface TripPagePlace {
  /** As people name it, in the page's language where the catalogue has it (an airport, a zone); null where the booking names no place. */
  name: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface TripPageData {
  object: 'trip';
  /** A test partition's trip: no driver comes. */
  sandbox: boolean;
  /** The booking's reference, as the traveller reads it to the operator. */
  reference: string;
  status: TripPageStatus;
  /** The page's language (`?lang=`, else the browser's Accept-Language, else English) and its direction. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The languages the page is offered in, each named as its own speakers write it. */
  languages: Array<{ code: string; name: string }>;
  /** Whose page it is: the partner's printed brand (name, `#RRGGBB`). */
  brand: { name: string; accent_hex: string };
  pickup: TripPagePlace & {
    /** The pickup as an instant in UAE time (`2026-12-05T14:30:00+04:00`); it moves with an arriving flight. */
    at: string;
    meeting: TripMeeting | null;
  };
  dropoff: TripPagePlace | null;
  flight: {
    number: string;
    status: 'scheduled' | 'delayed' | 'landed' | 'diverted' | 'cancelled' | 'unknown';
    scheduled_arrival: string;
    estimated_arrival: string | null;
    actual_arrival: string | null;
    /** The terminal as the page's language names it (`Terminal 3`). */
    terminal: string | null;
    /** The airport it was diverted to, named in the page's language. */
    diverted_to: string | null;
    updated_at: string;
  } | null;
  /** Once a driver is assigned (and until the trip ends): the first name and the phone only. */
  driver: { first_name: string; phone: string } | null;
  vehicle: { make: string | null; model: string | null; colour: string | null; plate: string } | null;
  /** The driver's last shared position, only while `en_route` or `arrived`. */
  position: { latitude: number; longitude: number; accuracy_m: number | null; heading: number | null; recorded_at: string } | null;
  /** When the driver is expected at the pickup, while `en_route`; `eta_minutes` counts from `now`. */
  eta: string | null;
  eta_minutes: number | null;
  /** The operator's line, day and night: as printed, and E.164 for a `tel:` link (null where it rings nobody: a test's example). */
  help: { phone: string; tel: string | null } | null;
  updated_at: string;
  /** The service's time when this was read (the partition's clock): the page counts the ETA down from it. */
  now: string;
}
