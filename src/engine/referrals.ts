import { errors } from '../errors';
import { filsToAed } from './money';
import type { BookingView, MoveListener, Outliner, Partition, Rate, ReferralSourceType } from './partition';
import { createBooking } from './bookings';
import type { BookingRow } from './bookingRow';
import { post } from './ledger';
import { claimMove, defineMachine, recordCreated } from './stateMachine';
import { termsOf, termsShareFils } from './terms';
import type { AccountRow } from '../apiKeys/store';
import { stampView } from './serializer';
import { bookingDriverOf } from './tripFields';

// Bookings a visitor asks for on a partner's public pages (a welcome guide, a white-label site, a
// booking widget, an affiliate landing page). The traveller pays the operator, so the partner is
// charged nothing: a referral is a booking of kind `referral` on request, with amount due 0, in
// the partner's partition, handed to the trade desk, who confirms it with the traveller.
//
// The partner earns a commission on it: recorded as pending when the visitor asks, added to the
// partner's earnings book when the service is completed, and void if it never is (declined,
// cancelled, no-show). The source is what brought the booking (`ReferralSourceType`): the page it
// was made on, unless the visitor clicked one of the same partner's tracking links within the
// last 30 days, in which case the last such click wins.

export type { Rate, ReferralSourceType } from './partition';

export interface ReferralSource {
  type: ReferralSourceType;
  id: string;
}

export interface ReferralContact {
  name: string;
  email: string;
  phone: string;
}

export interface ReferralRequest {
  offer: { id: string; name: string; kind: 'tour' | 'transfer' };
  serviceDate: string;
  adults: number;
  children: number;
  /** The public price of the party, what the traveller will pay. */
  priceFils: number;
  contact: ReferralContact;
  note: string | null;
}

export interface ReferralBody {
  object: 'referral';
  id: string;
  offer: ReferralRequest['offer'];
  service_date: string;
  adults: number;
  children: number;
  price_fils: number;
  contact: ReferralContact;
  note: string | null;
  source: ReferralSource;
  created_at: string;
}

export interface AttributionRow {
  booking_id: string;
  source_type: ReferralSourceType;
  source_id: string;
  click_id: string | null;
  price_fils: number;
  commission_bp: number;
  commission_fils: number;
  status: 'pending' | 'earned' | 'void';
  created_at: string;
  settled_at: string | null;
}

export const ATTRIBUTION_WINDOW_DAYS = 30;

/** A referral's commission, keyed by its booking: pending until the booking is served, then earned; void if it never is. */
export const attributionStates = defineMachine<AttributionRow['status']>({
  subject: 'attribution',
  table: 'attributions',
  key: 'booking_id',
  moves: { pending: ['earned', 'void'], earned: ['void'], void: [] },
  actions: { earned: 'earned', void: 'voided' },
});

/** The traveller as the partner sees them, as credited bookings show one: `Ana S.`, never their contact details. */
function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last === undefined ? (words[0] ?? '') : `${words[0]} ${last.charAt(0)}.`;
}

// A visitor's booking request has no operation of its own: its events carry what the partner may
// know of it (the traveller's contact details stay with the trade desk), money in AED.
// A visitor's request names a day and a party; the desk arranges the rest with the traveller, and only events show it.
export const referralOutline: Outliner = (booking) => {
  const body = booking.body as ReferralBody;
  return { startsAt: null, partySize: body.adults + body.children, href: null, pickup: null };
};

export const referralView: BookingView = (p, bookings) =>
  bookings.map((booking) => {
    const body = booking.body as ReferralBody;
    return stampView(p, 'referral', {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      offer: body.offer,
      service_date: booking.service_date,
      adults: body.adults,
      children: body.children,
      price_aed: filsToAed(body.price_fils),
      traveller: shortName(body.contact.name),
      note: body.note,
      source: body.source,
      driver: bookingDriverOf(booking.driver, undefined),
      created_at: booking.created_at,
      cancelled_at: booking.cancelled_at,
    });
  });

const DAY_MS = 86_400_000;

/** Commission under the account's terms: its percentage on `commission` terms, else none. */
export const termsRate: Rate = (_partition, account) => {
  const terms = termsOf(account);
  return terms.terms === 'commission' ? terms.basisPoints : 0;
};

/**
 * The source a booking made on `page` is credited to: the partition's tracking link clicked last
 * (the visitor's click cookie), when that click is of this partition and at most 30 days old.
 */
async function winningSource(partition: Partition, page: ReferralSource, clickId: string | null): Promise<{ source: ReferralSource; clickId: string | null }> {
  if (clickId === null) return { source: page, clickId: null };
  const since = new Date(partition.clock.now().getTime() - ATTRIBUTION_WINDOW_DAYS * DAY_MS).toISOString();
  const click = (await partition.table('public_hits').where({ id: clickId, kind: 'click' }).andWhere('created_at', '>', since).first('subject_id')) as { subject_id: string } | undefined;
  return click ? { source: { type: 'affiliate_link', id: click.subject_id }, clickId } : { source: page, clickId: null };
}

const SOURCE_NAMES: Record<ReferralSourceType, string> = { guide_property: 'welcome guide', site: 'website', widget: 'booking widget', affiliate_link: 'tracking link' };

/** Stores a visitor's booking request with its attribution and hands it to the trade desk, in one transaction. */
export async function createReferral(partition: Partition, page: ReferralSource, request: ReferralRequest, clickId: string | null = null): Promise<BookingRow<ReferralBody>> {
  if (!Number.isSafeInteger(request.priceFils) || request.priceFils <= 0) throw errors.invalidField('price', 'must be a positive amount');
  return partition.transaction(async (p) => {
    const account = (await p.db('accounts').where({ id: p.accountId }).first()) as AccountRow | undefined;
    if (!account) throw errors.resourceNotFound('account', p.accountId);
    const { source, clickId: winningClick } = await winningSource(p, page, clickId);
    const basisPoints = (p.sections.referralRates.get(source.type) ?? termsRate)(p, account);
    const guests = `${request.adults} adult${request.adults === 1 ? '' : 's'}${request.children > 0 ? `, ${request.children} child${request.children === 1 ? '' : 'ren'}` : ''}`;
    const booking = await createBooking<ReferralBody>(p, {
      kind: 'referral',
      status: 'on_request',
      quoteId: null,
      productId: request.offer.id,
      serviceDate: request.serviceDate,
      // The traveller pays the operator: nothing is charged to the partner.
      amountDueFils: 0,
      travellerName: request.contact.name,
      agencyReference: null,
      description: [
        `Booking request via ${SOURCE_NAMES[page.type]}: ${request.offer.name}, ${request.serviceDate}, ${guests}`,
        `AED ${filsToAed(request.priceFils).toFixed(2)} to collect from ${request.contact.name} (${request.contact.email}, ${request.contact.phone})`,
        request.note ? `Note: ${request.note}` : null,
      ]
        .filter(Boolean)
        .join('; '),
      body: (id, createdAt) => ({
        object: 'referral',
        id,
        offer: request.offer,
        service_date: request.serviceDate,
        adults: request.adults,
        children: request.children,
        price_fils: request.priceFils,
        contact: request.contact,
        note: request.note,
        source,
        created_at: createdAt,
      }),
    });
    await p.insert('attributions', {
      booking_id: booking.id,
      source_type: source.type,
      source_id: source.id,
      click_id: winningClick,
      price_fils: request.priceFils,
      commission_bp: basisPoints,
      commission_fils: termsShareFils(request.priceFils, basisPoints),
      status: 'pending',
      created_at: p.now(),
      settled_at: null,
    });
    await recordCreated(p, attributionStates, booking.id, 'pending');
    return booking;
  });
}

const attributionOf = (row: Record<string, unknown>): AttributionRow => ({
  ...(row as unknown as AttributionRow),
  price_fils: Number(row.price_fils),
  commission_bp: Number(row.commission_bp),
  commission_fils: Number(row.commission_fils),
});

/** The partition's attributed bookings of one source type created within [from, to), optionally of one source. */
export async function attributions(partition: Partition, type: ReferralSourceType, range: { from: string; to: string }, sourceId?: string): Promise<AttributionRow[]> {
  const query = partition.table('attributions').where({ source_type: type }).andWhere('created_at', '>=', range.from).andWhere('created_at', '<', range.to);
  if (sourceId !== undefined) query.andWhere({ source_id: sourceId });
  return ((await query.orderBy('created_at')) as Array<Record<string, unknown>>).map(attributionOf);
}

/** A referral's commission follows its booking: earned when completed, void when it ends unserved. */
export const followReferral: MoveListener = async (p, booking) => {
  if (booking.kind !== 'referral') return;
  const found = (await p.table('attributions').where({ booking_id: booking.id }).first()) as Record<string, unknown> | undefined;
  if (!found) return;
  const attribution = attributionOf(found);
  const now = p.now();
  if (booking.status === 'completed' && attribution.status === 'pending') {
    const moved = await claimMove(p, attributionStates, booking.id, 'pending', 'earned', { settled_at: now });
    if (moved && attribution.commission_fils > 0) {
      await post(p, { book: 'earnings', kind: 'commission', amountFils: attribution.commission_fils, bookingId: booking.id, reference: booking.id, description: `Commission on ${booking.reference}` });
    }
  } else if ((booking.status === 'cancelled' || booking.status === 'declined' || booking.status === 'no_show') && attribution.status !== 'void') {
    const moved = await claimMove(p, attributionStates, booking.id, attribution.status, 'void', { settled_at: now });
    if (moved && attribution.status === 'earned' && attribution.commission_fils > 0) {
      await post(p, { book: 'earnings', kind: 'commission_reversal', amountFils: -attribution.commission_fils, bookingId: booking.id, reference: booking.id, description: `Commission on ${booking.reference} reversed` });
    }
  }
};
