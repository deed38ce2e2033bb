import type { Partition } from './partition';
import { trackingUrlOf } from './tripFields';

/**
 * The traveller's live page of a trip: `/trip/<tracking_token>` on this service's public address
 * (PUBLIC_BASE_URL, `trackingUrlOf`), the one link the booking shows (`tracking_url`), its voucher
 * prints (with its QR code) and the traveller's e-mail carries. The token is the trip's
 * (`booking_trips.tracking_token`, 32 letters and digits): whoever holds the link sees that one
 * trip, nothing else.
 */
export const TRIP_PAGE_PREFIX = '/trip';

/** A token as trips are given them (and as the first trips were given hex ones): anything else names no trip, unread. */
export const TRACKING_TOKEN = /^[A-Za-z0-9]{32}$/;

/** The live page of one booking, or null for a booking without a pickup (no trip). */
export async function bookingTrackingUrl(p: Partition, bookingId: string): Promise<string | null> {
  const row = (await p.table('booking_trips').where({ booking_id: bookingId }).first('tracking_token')) as { tracking_token: string } | undefined;
  return row ? trackingUrlOf(row.tracking_token) : null;
}

/** A document's model with the booking's live page added (a voucher prints it as a link and a QR code). */
export async function withTrackingLink<Model extends { trackingUrl?: string | null }>(p: Partition, bookingId: string, model: Model): Promise<Model> {
  return { ...model, trackingUrl: await bookingTrackingUrl(p, bookingId) };
}
