import type { components, operations } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { filsToAed, aedToFils, percentOf } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import type { BookingRow } from '../../engine/bookings';
import { channelProductId, clientBookingPage, type ClientBookingBody, type CreditChannel } from './bookings';
import { type StampSource, stampList, stampView } from '../../engine/serializer';

type Credit = components['schemas']['ClientBookingCredit'];
type CreditList = components['schemas']['ClientBookingCreditList'];
type ListQuery = NonNullable<operations['listClientBookingCredits']['parameters']['query']>;

/** The account's share of what the traveller paid, by channel, in percent. */
export const CREDIT_PERCENT: Readonly<Record<CreditChannel, number>> = { booking_widget: 10, white_label_site: 12, tracking_link: 8, welcome_guide: 10 };
const CHANNELS = Object.keys(CREDIT_PERCENT) as CreditChannel[];

/** Booking states by what they make of the credit: nothing delivered yet, delivered, or undone. */
const CREDIT_STATES: Readonly<Record<Credit['credit_status'], readonly string[]>> = {
  pending: ['on_request', 'confirmed', 'driver_assigned'],
  earned: ['completed', 'no_show'],
  reversed: ['cancelled', 'declined'],
};

function creditStatusOf(status: string): Credit['credit_status'] {
  if (CREDIT_STATES.earned.includes(status)) return 'earned';
  return CREDIT_STATES.reversed.includes(status) ? 'reversed' : 'pending';
}

/** A booking made through a channel, as the credit it earns the account. */
function creditOf(source: StampSource, booking: BookingRow<ClientBookingBody>): Credit | null {
  const origin = booking.body.channel;
  if (!origin) return null;
  const valueFils = aedToFils(booking.body.price.public_price_aed);
  const percent = CREDIT_PERCENT[origin.channel];
  const creditStatus = creditStatusOf(booking.status);
  const traveller = booking.body.lead_traveller;
  return stampView<Credit>(source, 'booking_credit', {
    id: origin.credit_id,
    booking_ref: booking.id,
    booking_reference: booking.reference,
    channel: origin.channel,
    source: origin.source,
    service_type: booking.body.service.type,
    service_date: booking.service_date,
    traveller: `${traveller.first_name} ${traveller.last_name.charAt(0)}.`,
    booking_status: booking.status,
    booking_value_aed: filsToAed(valueFils),
    credit_percent: percent,
    credit_aed: filsToAed(percentOf(valueFils, percent)),
    credit_status: creditStatus,
    statement_period: creditStatus === 'earned' ? booking.service_date.slice(0, 7) : null,
    booked_at: booking.created_at,
  });
}

/** The partition's bookings that came through a channel, as credits, newest first (keyset pages). */
export async function listCredits(partition: Partition, query: ListQuery): Promise<CreditList> {
  if (query.booked_from !== undefined && query.booked_to !== undefined && query.booked_to < query.booked_from) {
    throw errors.invalidField('booked_to', 'may not be before booked_from');
  }
  const rows = partition
    .table('bookings')
    .where({ kind: 'client' })
    .whereIn('product_id', query.channel === undefined ? CHANNELS.map(channelProductId) : [channelProductId(query.channel)]);
  if (query.credit_status !== undefined) rows.whereIn('status', CREDIT_STATES[query.credit_status]);
  // Dates are UTC days of created_at, an ISO timestamp, so string bounds compare as times.
  if (query.booked_from !== undefined) rows.andWhere('created_at', '>=', `${query.booked_from}T00:00:00.000Z`);
  if (query.booked_to !== undefined) rows.andWhere('created_at', '<=', `${query.booked_to}T23:59:59.999Z`);
  const page = await clientBookingPage(partition, rows, query.limit, query.cursor);
  const data = page.rows.map((row) => creditOf(partition, row)).filter((credit): credit is Credit => credit !== null);
  return stampList(partition, data, page.next_cursor);
}
