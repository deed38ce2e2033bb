/**
 * An amendment (a request to change a booking, or to add a service to it) is one request kind
 * whichever section's booking it changes: listed together by `GET /requests`, answered by the
 * desk. Accepting one hands the booking to the section that books its kind (its
 * `amendments` part), else posts the desk's price difference.
 */
import type { components } from '../generated/openapi-types';
import { errors } from '../errors';
import { filsToAed } from './money';
import type { OnAccepted, Partition, RequestView } from './partition';
import { bookingEvent, bookingReferencesOf, bookingValueLowered, findBooking, flightStartOf } from './bookings';
import type { BookingRow } from './bookingRow';
import { retrackFlight } from './flights/store';
import { post } from './ledger';
import type { DeskDecision } from './deskTask';
import type { RequestRow } from './requestRow';
import { stampView } from './serializer';
import { recheckAssignment } from './assignments';
import { accountTermsOf, publicDifferenceUnder } from './terms';

export type { AcceptAmendment } from './partition';

type DeskRequest = components['schemas']['ClientBookingDeskRequest'];
type AmendmentRequest = components['schemas']['ClientBookingAmendmentRequest'];
type DeskService = components['schemas']['ClientBookingDeskService'];

/**
 * What an amendment request stores: what the partner asked for, and the kind of booking it
 * changes when that is not a client booking (requests stored before transfers took them have none).
 */
export interface DeskRequestDetails {
  type: AmendmentRequest['type'];
  changes: DeskRequest['changes'];
  service: DeskService | null;
  message: string | null;
  booking_kind?: Exclude<DeskRequest['booking_kind'], 'client'>;
}

/**
 * A stored amendment as `GET /requests` shows it, whichever section's booking it changes, with the
 * booking's reference (`references`, by booking id: see `deskRequestViews`).
 */
function deskRequestOf(partition: Partition, request: RequestRow<DeskRequestDetails>, references: ReadonlyMap<string, string>): DeskRequest {
  const answered = request.status === 'accepted' || request.status === 'declined';
  return stampView(partition, 'desk_request', {
    id: request.id,
    booking_ref: request.booking_id ?? '',
    booking_reference: references.get(request.booking_id ?? '') ?? '',
    booking_kind: request.details.booking_kind ?? 'client',
    type: request.details.type,
    status: request.status,
    changes: request.details.changes,
    service: request.details.service,
    message: request.details.message,
    answer:
      answered && request.answered_at
        ? {
            message: request.answer_note ?? (request.status === 'accepted' ? 'Done: the booking now includes this.' : 'The trade desk could not do this.'),
            price_difference_aed: request.status === 'accepted' ? filsToAed(request.answer_amount_fils ?? 0) : 0,
            answered_at: request.answered_at,
          }
        : null,
    created_at: request.created_at,
    withdrawn_at: request.status === 'withdrawn' ? request.answered_at : null,
  });
}

/** Stored amendments as `GET /requests` shows them, their bookings' references read in one query. */
export async function deskRequestViews(partition: Partition, requests: ReadonlyArray<RequestRow<DeskRequestDetails>>): Promise<DeskRequest[]> {
  const references = await bookingReferencesOf(partition, requests.map((request) => request.booking_id));
  return requests.map((request) => deskRequestOf(partition, request, references));
}

export async function deskRequestView(partition: Partition, request: RequestRow<DeskRequestDetails>): Promise<DeskRequest> {
  return (await deskRequestViews(partition, [request]))[0] as DeskRequest;
}

// An amendment's events carry it as GET /requests lists it, whichever section's booking it changes.
export const amendmentEvents: Partial<RequestView> = { show: (partition, request) => deskRequestView(partition, request as RequestRow<DeskRequestDetails>) };

/**
 * Posts an amendment's price difference. A lower price is `price_reduction` when the trade desk
 * named it, `repricing` when the change re-priced the booking by the tariff (`reason`): what a
 * tax credit note on the booking's invoice says.
 */
export async function postDifference(p: Partition, request: RequestRow, booking: BookingRow<unknown>, differenceFils: number, reason: 'price_reduction' | 'repricing' = 'price_reduction'): Promise<void> {
  if (booking.amount_due_fils + differenceFils < 0) throw errors.invalidField('amount_aed', `would take the amount due of ${booking.reference} below zero (it is AED ${filsToAed(booking.amount_due_fils).toFixed(2)})`);
  if (differenceFils === 0) return;
  await post(p, {
    kind: 'adjustment',
    amountFils: -differenceFils,
    bookingId: booking.id,
    reference: request.id,
    description: `${differenceFils > 0 ? 'Charge' : 'Refund'} for the change ${request.id} to ${booking.reference}`,
  });
  if (differenceFils < 0) await bookingValueLowered(p, booking.id, reason);
}

export const moneyLine = (differenceFils: number): string =>
  differenceFils === 0 ? 'no price difference' : `${differenceFils > 0 ? 'charged' : 'refunded'} AED ${filsToAed(Math.abs(differenceFils)).toFixed(2)}`;

/**
 * An amendment of another section's booking (its section keeps no view this one could change):
 * the desk's price difference is posted and the amount due follows it.
 */
export async function acceptOtherAmendment(p: Partition, request: RequestRow, booking: BookingRow, decision: DeskDecision): Promise<void> {
  // The desk prices a change at the public price; the account is charged it under its terms.
  const differenceFils = publicDifferenceUnder(decision.amountFils ?? 0, await accountTermsOf(p)).chargedFils;
  await postDifference(p, request, booking, differenceFils);
  await p.table('bookings').where({ id: booking.id }).update({ amount_due_fils: booking.amount_due_fils + differenceFils, updated_at: p.now() });
  await p.table('service_requests').where({ id: request.id }).update({ answer_amount_fils: differenceFils });
  await bookingEvent(p, 'booking.amended', await findBooking(p, null, booking.id), `Request ${request.id} accepted; ${moneyLine(differenceFils)}`);
}

/** Accepting an amendment, in the answer's transaction: the booking's section takes it, else its price difference is posted. */
export const acceptAmendment: OnAccepted = async (p, request, decision) => {
  if (request.booking_id === null) return;
  const booking = await findBooking(p, null, request.booking_id);
  await (p.sections.amendments.get(booking.kind) ?? acceptOtherAmendment)(p, request, booking, decision);
  // A new flight, or a pickup set anew, is followed from now on as booked.
  const [before, after] = [flightStartOf(p.sections, booking), flightStartOf(p.sections, await findBooking(p, null, booking.id))];
  if (after !== null && (before === null || before.flightNumber !== after.flightNumber || before.pickupAt.getTime() !== after.pickupAt.getTime())) await retrackFlight(p, after);
  // A new pickup time, party or vehicle class may no longer fit the driver and vehicle assigned.
  await recheckAssignment(p, booking.id);
};
