import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import type { Partition } from '../../engine/partition';
import type { DeskDecision } from '../../engine/desk';
import { bodyColumns, bookingEvent, findBooking, followPickup, type BookingRow, type BookingStatus } from '../../engine/bookings';
import { openRequest, type RequestRow } from '../../engine/requests';
import { VEHICLES } from '../../engine/vehicles';
import { atAirport } from '../../engine/locations';
import { DAY_MS, uaeInstant, uaeTimestamp } from '../../platform/uaeTime';
import { accountTermsOf, publicDifferenceUnder, repricedBy } from '../../engine/terms';
import { deskRequestView, moneyLine, postDifference, type DeskRequestDetails } from '../../engine/amendments';
import { freeUntilFor, type StoredTransportBooking } from './bookings';

/** A transfer as its row keeps it: the changes apply to what was booked, not to its trip. */
type TransportBooking = StoredTransportBooking;
type AmendmentRequest = components['schemas']['TransportAmendmentRequest'];
type Changes = components['schemas']['TransportBookingChanges'];
type DeskRequest = components['schemas']['ClientBookingDeskRequest'];

/** What a transfer's amendment stores: the changes asked for, listed with the client bookings' requests. */
interface TransportAmendmentDetails extends DeskRequestDetails {
  changes: Changes;
  booking_kind: 'transport';
}

/** A transfer changes while the pickup is ahead: before the driver leaves, not once it is done or cancelled. */
const AMENDABLE: readonly BookingStatus[] = ['confirmed', 'driver_assigned'];
const MAX_DAYS_AHEAD = 365;

/** The booking with `changes` applied, and the quote's rules it breaks, each on the changed field. */
function applyChanges(body: TransportBooking, changes: Changes, now: Date): { body: TransportBooking; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const vehicle = VEHICLES[body.vehicle.class];
  const passengers = changes.passengers ?? body.passengers;
  const bags = changes.bags ?? body.bags;
  if (passengers > vehicle.seats) issues.push({ path: 'passengers', message: `${body.vehicle.class} seats at most ${vehicle.seats} passengers` });
  if (bags > vehicle.bags) issues.push({ path: 'bags', message: `${body.vehicle.class} carries at most ${vehicle.bags} bags` });
  if (changes.flight_number !== undefined && !atAirport(body.pickup_location)) {
    issues.push({ path: 'flight_number', message: `an arriving flight applies only to a pickup at an airport; this booking is ${body.direction === 'departure' ? 'a departure' : 'from one place to another'}` });
  }
  const date = changes.pickup_date ?? body.pickup.at.slice(0, 10);
  const time = changes.pickup_time ?? body.pickup.at.slice(11, 16);
  const pickupAt = uaeInstant(date, time);
  const repickup = changes.pickup_date !== undefined || changes.pickup_time !== undefined;
  if (repickup) {
    const path = changes.pickup_date !== undefined ? 'pickup_date' : 'pickup_time';
    if (pickupAt.getTime() <= now.getTime()) issues.push({ path, message: 'the pickup must be in the future (UAE time)' });
    else if (pickupAt.getTime() - now.getTime() > MAX_DAYS_AHEAD * DAY_MS) issues.push({ path, message: `the pickup may be at most ${MAX_DAYS_AHEAD} days ahead` });
  }
  return {
    body: {
      ...body,
      pickup: { ...body.pickup, at: repickup ? uaeTimestamp(pickupAt) : body.pickup.at, flight_number: changes.flight_number ?? body.pickup.flight_number },
      passengers,
      bags,
      notes: changes.notes ?? body.notes,
      // A pickup set anew sets its free deadline anew: 24 hours before it (see the booking's view).
      cancellation: repickup ? { ...body.cancellation, free_until: freeUntilFor(pickupAt) } : body.cancellation,
    },
    issues,
  };
}

function summary(id: string, details: TransportAmendmentDetails): string {
  const what = Object.entries(details.changes)
    .map(([field, value]) => `${field} ${String(value)}`)
    .join(', ');
  return `Transfer ${id}: change ${what}${details.message ? ` (${details.message})` : ''}`;
}

/**
 * Asks the trade desk to change a transfer: stored open, a desk task in live. The changes are
 * checked against the quote's rules now, and again when the desk accepts.
 */
export async function createTransportAmendment(partition: Partition, id: string, request: AmendmentRequest): Promise<DeskRequest> {
  const { message, ...changes } = request;
  if (Object.keys(changes).length === 0) throw errors.invalidField('', 'ask for at least one change: flight_number, pickup_date, pickup_time, passengers, bags or notes');
  return partition.transaction(async (p) => {
    const booking = await findBooking<TransportBooking>(p, 'transport', id);
    if (!AMENDABLE.includes(booking.status)) throw errors.invalidState('transport booking', id, booking.status, 'changed');
    const { issues } = applyChanges(booking.body, changes, p.clock.now());
    if (issues.length > 0) throw errors.validation(issues);
    const details: TransportAmendmentDetails = { type: 'change', changes, service: null, message: message ?? null, booking_kind: 'transport' };
    const opened = await openRequest<TransportAmendmentDetails>(p, { kind: 'amendment', bookingId: booking.id, details, summary: summary(booking.reference, details) });
    return deskRequestView(p, opened);
  });
}

/**
 * What accepting a transfer's amendment does, in the answer's transaction: the booking takes the
 * changes (still within the quote's rules, else 422 and the request stays open), the price
 * difference the desk set is charged or refunded through the ledger (402 when the wallet or
 * credit line cannot cover it), and `booking.amended` reaches the inbox.
 */
export async function acceptTransportAmendment(p: Partition, request: RequestRow, found: BookingRow, decision: DeskDecision): Promise<void> {
  const booking = found as BookingRow<TransportBooking>;
  if (!AMENDABLE.includes(booking.status)) throw errors.invalidState('transport booking', booking.reference, booking.status, 'changed');
  const { changes } = request.details as TransportAmendmentDetails;
  const { body, issues } = applyChanges(booking.body, changes, p.clock.now());
  if (issues.length > 0) throw errors.validation(issues);
  // The desk prices a change at the public price; the account is charged it under its terms.
  const terms = await accountTermsOf(p);
  const publicDifferenceFils = decision.amountFils ?? 0;
  const differenceFils = publicDifferenceUnder(publicDifferenceFils, terms).chargedFils;
  const amountDueFils = booking.amount_due_fils + differenceFils;
  await postDifference(p, request, booking, differenceFils);
  const updated = await p
    .table('bookings')
    .where({ id: booking.id, kind: 'transport' })
    .whereIn('status', AMENDABLE)
    .update({
      ...bodyColumns(p.sections, booking, { ...body, price: repricedBy(body.price, publicDifferenceFils, terms) }),
      amount_due_fils: amountDueFils,
      service_date: body.pickup.at.slice(0, 10),
      updated_at: p.now(),
    });
  if (updated === 0) throw errors.invalidState('transport booking', booking.reference, booking.status, 'changed');
  await p.table('service_requests').where({ id: request.id }).update({ answer_amount_fils: differenceFils });
  const amended = await findBooking(p, 'transport', booking.id);
  await followPickup(p, amended);
  await bookingEvent(p, 'booking.amended', amended, `Request ${request.id} accepted; ${moneyLine(differenceFils)}`);
}
