import { queueMail } from '../platform/mailer';
import { uaeDate, uaeTimestamp } from '../platform/uaeTime';
import type { Partition } from './partition';
import type { BookingOutline, BookingRow } from './bookingRow';
import { fill, formatDate, words } from './i18n';
import { trackingUrlOf } from './tripFields';
import { travellerContact, tripBrand, tripEnds } from './tripPlaces';

/**
 * The traveller's confirmation e-mail: sent once, when a live booking with a pickup whose
 * traveller gave an e-mail address is confirmed (booked confirmed, or confirmed later by the
 * desk), with the link to their live page. In the traveller's language where the booking names
 * one, else English; never from a test partition, whose mail reaches nobody.
 */

const CONFIRMED: ReadonlySet<string> = new Set(['confirmed', 'driver_assigned']);

interface MailableTrip {
  booking_id: string;
  tracking_token: string;
  pickup_at: string;
}

/**
 * Queues the confirmation of each of `bookings` that is due one, in the caller's transaction (the
 * booking's); `outlineOf` reads a booking's outline (the booking engine's, handed in: it imports this).
 */
export async function mailTravellers(p: Partition, bookings: ReadonlyArray<BookingRow<unknown>>, outlineOf: (booking: BookingRow<unknown>) => BookingOutline): Promise<void> {
  if (!p.reachesInboxes) return;
  const due = bookings.filter((booking) => CONFIRMED.has(booking.status) && travellerContact(booking) !== null);
  if (due.length === 0) return;
  const trips = (await p.table('booking_trips').whereIn('booking_id', due.map((booking) => booking.id)).whereNull('traveller_mailed_at').select('booking_id', 'tracking_token', 'pickup_at')) as MailableTrip[];
  for (const trip of trips) {
    const booking = due.find((candidate) => candidate.id === trip.booking_id) as BookingRow<unknown>;
    const contact = travellerContact(booking);
    if (contact === null) continue;
    const url = trackingUrlOf(trip.tracking_token);
    // The claim: of two moves confirming the same booking at once, one sends.
    const claimed = await p.table('booking_trips').where({ booking_id: trip.booking_id }).whereNull('traveller_mailed_at').update({ traveller_mailed_at: p.now() });
    if (claimed !== 1) continue;
    const lang = contact.language ?? 'en';
    const said = words(lang);
    const outline = outlineOf(booking);
    const pickupAt = new Date(trip.pickup_at);
    const date = formatDate(uaeDate(pickupAt), lang);
    const time = uaeTimestamp(pickupAt).slice(11, 16);
    const place = tripEnds(booking, outline, lang).pickup.name;
    const brand = await tripBrand(p, outline);
    await queueMail(p.db, p.clock, {
      to: contact.email,
      subject: fill(said.trip_mail_subject, { date, reference: booking.reference }),
      text: [
        fill(said.trip_mail_hello, { name: contact.firstName }),
        '',
        fill(said.trip_mail_confirmed, { reference: booking.reference, date, time }),
        ...(place === null ? [] : [`${said.trip_pickup}: ${place}`]),
        '',
        said.trip_mail_follow,
        url,
        '',
        fill(said.trip_mail_from, { brand: brand.name }),
      ].join('\n'),
      related: { type: 'booking', id: booking.id },
    });
  }
}
