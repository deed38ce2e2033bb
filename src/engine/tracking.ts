import type { Partition } from './partition';
import { publicUrl } from './publicLinks';

/**
 * The traveller's live page of a trip: `/trip/<tracking_token>` on this service's public address
 * (PUBLIC_BASE_URL), the one link a voucher prints (with its QR code), the traveller's e-mail
 * carries and the partner's booking shows. The token is the trip's (`booking_trips.tracking_token`,
 * 32 letters and digits): whoever holds the link sees that one trip, nothing else.
 */
export const TRIP_PAGE_PREFIX = '/trip';

/** A token as trips are given them (and as the first trips were given hex ones): anything else names no trip, unread. */
export const TRACKING_TOKEN = /^[A-Za-z0-9]{32}$/;

let baseUrl: string | null = null;

/** The public address the links are made on (PUBLIC_BASE_URL); set once at start (createServices). */
export function useTrackingBase(publicBaseUrl: string): void {
  baseUrl = publicBaseUrl;
}

export const trackingPath = (token: string): string => `${TRIP_PAGE_PREFIX}/${token}`;

/** The live page's address, or null before the service has set its public address (a script run outside it). */
export const trackingUrl = (token: string): string | null => (baseUrl === null ? null : publicUrl(baseUrl, trackingPath(token)));

/** The live pages of `bookingIds` in the partition, by booking id: only bookings with a pickup (a trip) have one. */
export async function trackingUrlsOf(p: Partition, bookingIds: readonly string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0 || baseUrl === null) return new Map();
  const rows = (await p.table('booking_trips').whereIn('booking_id', [...bookingIds]).select('booking_id', 'tracking_token')) as Array<{ booking_id: string; tracking_token: string }>;
  const out = new Map<string, string>();
  for (const row of rows) {
    const url = trackingUrl(row.tracking_token);
    if (url !== null) out.set(row.booking_id, url);
  }
  return out;
}

/** The live page of one booking, or null for a booking without a pickup. */
export const trackingUrlOf = async (p: Partition, bookingId: string): Promise<string | null> => (await trackingUrlsOf(p, [bookingId])).get(bookingId) ?? null;

/** A document's model with the booking's live page added (a voucher prints it as a link and a QR code). */
export async function withTrackingLink<Model extends { trackingUrl?: string | null }>(p: Partition, bookingId: string, model: Model): Promise<Model> {
  return { ...model, trackingUrl: await trackingUrlOf(p, bookingId) };
}
