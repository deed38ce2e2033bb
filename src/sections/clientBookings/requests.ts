import type { components, operations } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { aedToFils } from '../../engine/money';
import { accountTermsOf, publicDifferenceUnder, repricedBy } from '../../engine/terms';
import type { Partition } from '../../engine/partition';
import { bookingEvent, bookingIdOf, type BookingRow } from '../../engine/bookings';
import { keysetPage } from '../../engine/pagination';
import type { DeskDecision } from '../../engine/desk';
import { deskRequestView, deskRequestViews, moneyLine, postDifference, type DeskRequestDetails } from '../../engine/amendments';
import { openRequest, requestFromRow, requestsQuery, withdrawRequest, type RequestRow } from '../../engine/requests';
import { AMENDABLE, findClientBookingRow, updateClientBookingBody, type ClientBooking, type ClientBookingBody } from './bookings';
import { cancellationPolicyOf, priceOf, serviceIssues, serviceOf, type ServiceEnds, type ServiceRequest } from './pricing';
import { stampList } from '../../engine/serializer';

type DeskRequest = components['schemas']['ClientBookingDeskRequest'];
type DeskRequestList = components['schemas']['ClientBookingDeskRequestList'];
type AmendmentRequest = components['schemas']['ClientBookingAmendmentRequest'];
type Changes = components['schemas']['ClientBookingChanges'];
type DeskService = components['schemas']['ClientBookingDeskService'];
type ListQuery = NonNullable<operations['listClientBookingDeskRequests']['parameters']['query']>;

/** A client booking's amendment: its changes are a client booking's. */
export interface AmendmentDetails extends DeskRequestDetails {
  changes: Changes | null;
}

const KINDS = ['amendment'] as const;
/** What the desk adds to the amount due for each service, in fils, unless it sets another amount. */
const SERVICE_FILS: Readonly<Record<DeskService, number>> = { meet_and_greet: 7500, wheelchair_assistance: 0, extra_stop: 5000, extra_waiting_time: 6000, other: 0 };
/** When a changed field breaks a rule on another field, the change is what the partner must fix. */
const CAUSED_BY: Readonly<Partial<Record<string, keyof Changes>>> = { pickup_date: 'pickup_time', passengers: 'vehicle', bags: 'vehicle', child_seats: 'passengers' };

/** A booked service as the request that would book it, without its places: a change keeps them (`endsOf`). */
function requestOf(booking: ClientBookingBody): ServiceRequest {
  const { service } = booking;
  return {
    type: service.type,
    ...(service.flight_number ? { flight_number: service.flight_number } : {}),
    ...(service.hours !== null ? { hours: service.hours } : {}),
    vehicle: service.vehicle.class,
    pickup_date: service.pickup_at.slice(0, 10),
    pickup_time: service.pickup_at.slice(11, 16),
    passengers: service.passengers,
    bags: service.bags,
    child_seats: service.child_seats,
  };
}

/** Where a booked service goes, as it was resolved when it was booked. */
const endsOf = ({ service }: ClientBookingBody): ServiceEnds => ({ pickup: service.pickup_location, dropoff: service.dropoff_location });

/** The service with `changes` applied, and the rules it breaks as issues under `changes`. */
function applyChanges(booking: ClientBookingBody, changes: Changes, now: Date): { service: ServiceRequest; issues: ValidationIssue[] } {
  const { lead_traveller: _traveller, ...serviceChanges } = changes;
  const { vehicle, ...rest } = serviceChanges;
  const service: ServiceRequest = { ...requestOf(booking), ...rest, ...(vehicle ? { vehicle } : {}) };
  const issues = serviceIssues(service, now, endsOf(booking)).map((issue) => {
    const field = issue.path.replace(/^service\./, '') as keyof Changes;
    const cause = field in changes ? field : (CAUSED_BY[field] ?? field);
    return { path: `changes.${cause in changes ? cause : field}`, message: issue.message };
  });
  return { service, issues };
}

function checkShape(request: AmendmentRequest): void {
  const issues: ValidationIssue[] = [];
  if (request.type === 'change') {
    if (request.changes === undefined) issues.push({ path: 'changes', message: 'is required for a change' });
    if (request.service !== undefined) issues.push({ path: 'service', message: 'applies only to a service request' });
  } else {
    if (request.service === undefined) issues.push({ path: 'service', message: 'is required for a service request' });
    if (request.message === undefined) issues.push({ path: 'message', message: 'is required for a service request: say what is needed' });
    if (request.changes !== undefined) issues.push({ path: 'changes', message: 'applies only to a change' });
  }
  if (issues.length > 0) throw errors.validation(issues);
}

function summary(ref: string, details: AmendmentDetails): string {
  const what = details.type === 'change' ? `change ${Object.keys(details.changes ?? {}).join(', ')}` : `service ${details.service ?? ''}`;
  return `Booking ${ref}: ${what}${details.message ? ` (${details.message})` : ''}`;
}

/** Asks the trade desk for a change or a service on a booking: stored open, a desk task in live. */
export async function createAmendment(partition: Partition, ref: string, request: AmendmentRequest): Promise<DeskRequest> {
  checkShape(request);
  return partition.transaction(async (p) => {
    const booking = await findClientBookingRow(p, ref);
    if (!AMENDABLE.includes(booking.status as ClientBooking['status'])) throw errors.invalidState('booking', ref, booking.status, 'changed');
    if (request.changes !== undefined) {
      const { issues } = applyChanges(booking.body, request.changes, p.clock.now());
      if (issues.length > 0) throw errors.validation(issues);
    }
    const details: AmendmentDetails = { type: request.type, changes: request.changes ?? null, service: request.service ?? null, message: request.message ?? null };
    const opened = await openRequest<AmendmentDetails>(p, { kind: 'amendment', bookingId: booking.id, details, summary: summary(booking.reference, details) });
    return deskRequestView(p, opened);
  });
}

export async function listDeskRequests(partition: Partition, query: ListQuery): Promise<DeskRequestList> {
  const rows = requestsQuery(partition, KINDS);
  if (query.status !== undefined) rows.andWhere({ status: query.status });
  // The booking by its id or its reference, of any kind that takes amendments; one the partition does not have matches nothing.
  if (query.booking_ref !== undefined) rows.andWhere({ booking_id: (await bookingIdOf(partition, null, query.booking_ref)) ?? query.booking_ref });
  const page = await keysetPage<Parameters<typeof requestFromRow>[0]>(rows, query.limit, query.cursor);
  return stampList(partition, await deskRequestViews(partition, page.data.map((row) => requestFromRow<DeskRequestDetails>(row))), page.next_cursor);
}

export async function withdrawDeskRequest(partition: Partition, id: string): Promise<DeskRequest> {
  return deskRequestView(partition, (await withdrawRequest(partition, id, KINDS)) as RequestRow<DeskRequestDetails>);
}

/**
 * The booking as the accepted request leaves it, and the price difference in fils: the desk's
 * amount when it set one, else the change repriced under the account's terms or the service's
 * standard price.
 */
async function amended(p: Partition, booking: BookingRow<ClientBookingBody>, details: AmendmentDetails, decision: DeskDecision): Promise<{ body: ClientBookingBody; differenceFils: number }> {
  const terms = await accountTermsOf(p);
  if (details.type === 'service' || details.changes === null) {
    // An added service, priced by the desk or at its standard price, at the public price: charged under the account's terms.
    const publicDifferenceFils = decision.amountFils ?? (details.service ? SERVICE_FILS[details.service] : 0);
    const differenceFils = publicDifferenceUnder(publicDifferenceFils, terms).chargedFils;
    return { body: { ...booking.body, price: repricedBy(booking.body.price, publicDifferenceFils, terms) }, differenceFils };
  }
  const { service: changed, issues } = applyChanges(booking.body, details.changes, p.clock.now());
  if (issues.length > 0) throw errors.validation(issues);
  const service = serviceOf(changed, endsOf(booking.body));
  const price = priceOf(service, terms);
  // The change repriced under the account's terms, or the desk's public price difference on the booked price.
  const moved = decision.amountFils === null ? null : repricedBy(booking.body.price, decision.amountFils, terms);
  const repriced = moved === null ? price : { ...price, public_price_aed: moved.public_price_aed, amount_due_aed: moved.amount_due_aed, commission_aed: moved.commission_aed };
  const differenceFils = aedToFils(repriced.amount_due_aed) - booking.amount_due_fils;
  return {
    body: {
      ...booking.body,
      service,
      price: repriced,
      cancellation: { ...cancellationPolicyOf(service), fee_if_cancelled_now_aed: 0 },
      lead_traveller: details.changes.lead_traveller ?? booking.body.lead_traveller,
    },
    differenceFils,
  };
}

/**
 * What accepting an amendment does, in the answer's transaction: the booking takes the change,
 * the price difference is charged (402 when the wallet or credit line cannot cover it, and then
 * the whole answer is refused and the request stays open) or refunded, and `booking.amended`
 * reaches the inbox.
 */
export async function acceptClientAmendment(p: Partition, request: RequestRow, found: BookingRow, decision: DeskDecision): Promise<void> {
  const details = request.details as AmendmentDetails;
  const booking = found as BookingRow<ClientBookingBody>;
  if (!AMENDABLE.includes(booking.status as ClientBooking['status'])) throw errors.invalidState('booking', booking.reference, booking.status, 'changed');
  const { body, differenceFils } = await amended(p, booking, details, decision);
  const amountDueFils = booking.amount_due_fils + differenceFils;
  // A lower price the desk named is its reduction; one it left to the tariff, a re-pricing.
  await postDifference(p, request, booking, differenceFils, decision.amountFils === null ? 'repricing' : 'price_reduction');
  const updated = await updateClientBookingBody(p, booking, body, AMENDABLE, 'changed', {
    amount_due_fils: amountDueFils,
    service_date: body.service.pickup_at.slice(0, 10),
    traveller_name: `${body.lead_traveller.first_name} ${body.lead_traveller.last_name}`,
  });
  // The answer shows what was actually posted, also when the desk left the amount to the reprice.
  await p.table('service_requests').where({ id: request.id }).update({ answer_amount_fils: differenceFils });
  await bookingEvent(p, 'booking.amended', updated, `Request ${request.id} accepted; ${moneyLine(differenceFils)}`);
}

