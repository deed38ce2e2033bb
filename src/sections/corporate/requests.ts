import type { components } from '../../generated/openapi-types';
import { ApiError, errors } from '../../errors';
import { aedAmountsToFils, filsAmountsToAed, filsToAed, aedToFils } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { claimMove, defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import { bookingLinesOf, createBooking, type BookingRow, type BookingView } from '../../engine/bookings';
import { bookingTrackingUrl } from '../../engine/tracking';
import type { AccountTerms } from '../../engine/terms';
import { VEHICLES } from '../../engine/vehicles';
import { newId } from '../../platform/ids';
import { queueMail } from '../../platform/mailer';
import { uaeInstant, uaeTimestamp } from '../../platform/uaeTime';
import { pickupPlaceAt, type FlightPickup, type Outliner } from '../../engine/sections';
import type { ShuttleRunBody } from './shuttleRuns';
import { quoteTransport, transportEnds } from '../../engine/transportQuote';
import { atAirport, driverMeetingPointAt, routeText, type ResolvedTripLocation, type TripEnds } from '../../engine/locations';
import { parsed } from './common';
import { approversOf, budgetFils, chargeableCostCentre, findCostCentre, thresholdFils, type CostCentreRow, type StoredApprover } from './costCentres';
import { spendOf, totalFils } from './spend';
import { stampList, stampView } from '../../engine/serializer';
import { shortDate } from '../../engine/documents/format';

type CorporateRequest = components['schemas']['CorporateRequest'];
type RequestCreate = components['schemas']['CorporateRequestCreate'];
type DecisionRequest = components['schemas']['CorporateDecisionRequest'];
type Transfer = components['schemas']['CorporateTransfer'];
type Traveller = components['schemas']['Traveller'];
type RequestList = components['schemas']['CorporateRequestList'];
type Reason = CorporateRequest['approval']['reasons'][number];
type Decision = NonNullable<CorporateRequest['approval']['decision']>;
type Estimate = CorporateRequest['estimate'];
/** An estimate as stored (the request's column, its booking's `price`): amounts in fils, `amount_due_fils` …. */
type StoredEstimate = Pick<Estimate, 'currency' | 'terms'> & { public_price_fils: number; amount_due_fils: number };
/** What is stored; `completed` is read from the booking (an approved request whose transfer has run). */
export type StoredStatus = Exclude<CorporateRequest['status'], 'completed'>;

/** A request needing approval must be decided this long before pickup, or it expires. */
export const DECIDE_BEFORE_MS = 2 * 3_600_000;

/**
 * A request's states: created approved (no approval needed: booked at once) or pending_approval;
 * pending_approval → approved (booked), declined, or expired by the expiry job.
 */
export const REQUEST_MACHINE = defineMachine<StoredStatus>({
  subject: 'corporate request',
  table: 'corporate_requests',
  moves: { pending_approval: ['approved', 'declined', 'expired'], approved: [], declined: [], expired: [] },
  actions: { approved: 'decided', declined: 'decided', expired: 'expired' },
});

export interface RequestRow {
  id: string;
  account_id: string;
  mode: string;
  cost_centre_id: string;
  status: StoredStatus;
  traveller: string;
  employee_id: string | null;
  purpose: string;
  transfer: string;
  /** JSON: the transfer's two ends as resolved when it was requested (`ResolvedTripLocation`). */
  pickup_location: string;
  dropoff_location: string;
  notes: string | null;
  pickup_at: string;
  service_date: string;
  estimate: string;
  amount_due_fils: number | string;
  reasons: string;
  decide_by_at: string | null;
  decision: string | null;
  booking_id: string | null;
  created_at: string;
  updated_at: string;
}

/** What a corporate booking keeps of its request, in `bookings.body`. */
export interface CorporateTransferBody {
  object: 'corporate_booking';
  type: 'transfer';
  id: string;
  request_id: string;
  cost_centre_id: string;
  traveller: Traveller;
  employee_id: string | null;
  transfer: Transfer;
  pickup_location: ResolvedTripLocation;
  dropoff_location: ResolvedTripLocation;
  pickup_at: string;
  notes: string | null;
  price: StoredEstimate;
  created_at: string;
}

// A corporate booking (a request's transfer or a shuttle run) has no operation of its own: its
// events carry its line as booked, with its state (its stored amounts, `price_fils` …, in AED).
export const corporateBookingView: BookingView = (p, bookings) => bookingLinesOf(p, bookings, (body) => filsAmountsToAed(body as object));

/**
 * A request's transfer has its traveller's pickup (and a name board); a shuttle run carries
 * whoever boards, so it has no one name to hold up. Both are shown through their section's lists.
 */
export const corporateBookingOutline: Outliner = (booking) => {
  const body = booking.body as CorporateTransferBody | ShuttleRunBody;
  if (body.type === 'shuttle_run') return { startsAt: uaeTimestamp(uaeInstant(body.date, body.departure_time)), partySize: null, href: null, pickup: null };
  const ends = { pickup: body.pickup_location, dropoff: body.dropoff_location };
  return {
    startsAt: body.pickup_at,
    partySize: body.transfer.passengers,
    href: null,
    pickup: { name: nameOf(body.traveller), flightNumber: body.transfer.flight_number ?? null },
    route: routeText(ends),
    vehicleClass: body.transfer.vehicle,
    brief: { phone: body.traveller.phone ?? null, bags: body.transfer.bags, meetingPoint: driverMeetingPointAt(ends.pickup), notes: body.notes },
    positions: { pickup: [ends.pickup.latitude, ends.pickup.longitude], dropoff: [ends.dropoff.latitude, ends.dropoff.longitude] },
    pickupPlace: pickupPlaceAt(ends.pickup),
  };
};

/** An employee's arriving transfer meets its flight at its airport and terminal, and its pickup follows the flight (src/engine/flights/tracking.ts). */
export const corporateFlightPickup: FlightPickup = {
  arrival: (booking) => {
    const body = booking.body as CorporateTransferBody | ShuttleRunBody;
    return body.type === 'transfer' && body.pickup_location.airport !== null ? { airport: body.pickup_location.airport, terminal: body.pickup_location.terminal } : null;
  },
  retimed: (booking, at) => ({ ...(booking.body as CorporateTransferBody), pickup_at: uaeTimestamp(at) }),
};

/** `booking`: the status and reference of the request's booking, once approved (see `bookingsOf`). */
export function requestOf(partition: Partition, row: RequestRow, booking: BookingBrief | null): CorporateRequest {
  const reasons = parsed<Reason[]>(row.reasons);
  return stampView(partition, 'corporate_request', {
    id: row.id,
    status: row.status === 'approved' && booking?.status === 'completed' ? 'completed' : row.status,
    cost_centre_id: row.cost_centre_id,
    traveller: parsed<Traveller>(row.traveller),
    employee_id: row.employee_id,
    purpose: row.purpose,
    transfer: parsed<Transfer>(row.transfer),
    pickup_location: parsed<ResolvedTripLocation>(row.pickup_location),
    dropoff_location: parsed<ResolvedTripLocation>(row.dropoff_location),
    pickup_at: row.pickup_at,
    estimate: filsAmountsToAed<Estimate>(parsed<StoredEstimate>(row.estimate)),
    approval: {
      required: reasons.length > 0,
      reasons,
      decide_by: row.decide_by_at === null ? null : uaeTimestamp(new Date(row.decide_by_at)),
      decision: parsed<Decision | null>(row.decision),
    },
    booking_id: row.booking_id,
    booking_reference: booking?.reference ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });
}

interface BookingBrief {
  status: string;
  reference: string;
}

async function bookingsOf(partition: Partition, ids: ReadonlyArray<string | null>): Promise<Map<string, BookingBrief>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = (await partition.table('bookings').whereIn('id', wanted).select('id', 'status', 'reference')) as Array<{ id: string } & BookingBrief>;
  return new Map(rows.map((row) => [row.id, { status: row.status, reference: row.reference }]));
}

async function readRequest(partition: Partition, id: string): Promise<RequestRow> {
  const row = (await partition.table('corporate_requests').where({ id }).first()) as RequestRow | undefined;
  if (!row) throw errors.resourceNotFound('corporate request', id);
  return row;
}

export async function viewRequest(partition: Partition, row: RequestRow): Promise<CorporateRequest> {
  const bookings = await bookingsOf(partition, [row.booking_id]);
  return requestOf(partition, row, row.booking_id === null ? null : (bookings.get(row.booking_id) ?? null));
}

export async function listRequests(partition: Partition, query: { status?: CorporateRequest['status']; cost_centre_id?: string; limit?: number; cursor?: string }): Promise<RequestList> {
  const rows = partition.table('corporate_requests');
  if (query.cost_centre_id !== undefined) rows.andWhere({ cost_centre_id: query.cost_centre_id });
  if (query.status !== undefined) {
    const completed = partition.table('bookings').where({ kind: 'corporate', status: 'completed' }).select('id');
    if (query.status === 'completed') rows.andWhere({ status: 'approved' }).whereIn('booking_id', completed);
    else if (query.status === 'approved') rows.andWhere({ status: 'approved' }).whereNotIn('booking_id', completed);
    else rows.andWhere({ status: query.status });
  }
  const page = await keysetPage<RequestRow>(rows, query.limit, query.cursor);
  const bookings = await bookingsOf(partition, page.data.map((row) => row.booking_id));
  return stampList(partition, page.data.map((row) => requestOf(partition, row, row.booking_id === null ? null : (bookings.get(row.booking_id) ?? null))), page.next_cursor);
}

/** Prices the transfer like the transport quote, between its two ends as resolved; its issues are reported under `transfer.`. */
async function priceTransfer(partition: Partition, transfer: Transfer, terms: AccountTerms): Promise<ReturnType<typeof quoteTransport>> {
  const { flight_number: _flight, ...quoteFields } = transfer;
  const ends = await transportEnds(partition.db, quoteFields, 'transfer.');
  if (transfer.flight_number !== undefined && !atAirport(ends.pickup)) {
    throw errors.invalidField('transfer.flight_number', 'an arriving flight applies only to an arrival');
  }
  try {
    return quoteTransport(quoteFields, ends, terms, partition, partition.clock);
  } catch (error) {
    if (error instanceof ApiError && error.issues) throw errors.validation(error.issues.map((i) => ({ ...i, path: `transfer.${i.path}` })));
    throw error;
  }
}

/** The request's two ends, as resolved when it was made. */
const endsOf = (row: Pick<RequestRow, 'pickup_location' | 'dropoff_location'>): TripEnds => ({ pickup: parsed<ResolvedTripLocation>(row.pickup_location), dropoff: parsed<ResolvedTripLocation>(row.dropoff_location) });
const nameOf = (traveller: Traveller): string => `${traveller.first_name} ${traveller.last_name}`;
const aed = (fils: number): string => `AED ${filsToAed(fils).toFixed(2)}`;

/** Books the request's transfer and charges it (402 when it cannot be covered, and then nothing is stored). */
async function bookTransfer(p: Partition, row: RequestRow, centre: Pick<CostCentreRow, 'id' | 'code'>): Promise<BookingRow> {
  const traveller = parsed<Traveller>(row.traveller);
  const transfer = parsed<Transfer>(row.transfer);
  const ends = endsOf(row);
  const booking = await createBooking<CorporateTransferBody>(p, {
    kind: 'corporate',
    status: 'confirmed',
    quoteId: null,
    serviceDate: row.service_date,
    amountDueFils: Number(row.amount_due_fils),
    price: filsAmountsToAed<Estimate>(parsed<StoredEstimate>(row.estimate)),
    travellerName: nameOf(traveller),
    // The request is the partner's reference for the booking: statements and the desk show it.
    agencyReference: row.id,
    description: `Corporate transfer ${routeText(ends)} on ${shortDate(row.service_date)} for ${nameOf(traveller)} (cost centre ${centre.code})`,
    body: (id, createdAt) => ({
      object: 'corporate_booking',
      type: 'transfer',
      id,
      request_id: row.id,
      cost_centre_id: centre.id,
      traveller,
      employee_id: row.employee_id,
      transfer,
      pickup_location: ends.pickup,
      dropoff_location: ends.dropoff,
      pickup_at: row.pickup_at,
      notes: row.notes,
      price: parsed<StoredEstimate>(row.estimate),
      created_at: createdAt,
    }),
  });
  return booking;
}

/**
 * The e-mail to each approver of a request that waits for a decision: what is asked, why it
 * needs approval, their own limit, the deadline, and how to decide.
 */
async function mailApprovers(p: Partition, row: RequestRow, centre: CostCentreRow, reasons: readonly Reason[]): Promise<void> {
  if (!p.reachesInboxes) return;
  const traveller = parsed<Traveller>(row.traveller);
  const transfer = parsed<Transfer>(row.transfer);
  const amount = Number(row.amount_due_fils);
  const threshold = thresholdFils(centre);
  const budget = budgetFils(centre);
  const why = reasons.map((reason) =>
    reason === 'above_threshold'
      ? `the estimate is above the cost centre's approval threshold${threshold === null ? '' : ` of ${aed(threshold)}`}`
      : `it would take ${row.service_date.slice(0, 7)}'s spend over the monthly budget${budget === null ? '' : ` of ${aed(budget)}`}`,
  );
  const decideBy = uaeTimestamp(new Date(row.decide_by_at as string));
  for (const approver of approversOf(centre)) {
    const limit =
      approver.approves_up_to_fils === null
        ? 'You may approve it: you have no approval limit.'
        : approver.approves_up_to_fils >= amount
          ? `You may approve it: your limit is ${aed(approver.approves_up_to_fils)}.`
          : `Your limit is ${aed(approver.approves_up_to_fils)}, below this estimate: you may decline it, and another approver must approve it.`;
    await queueMail(p.db, p.clock, {
      to: approver.email,
      subject: `Approval needed: ${nameOf(traveller)}'s transfer on ${shortDate(row.service_date)}, ${aed(amount)}`,
      text: [
        `Hello ${approver.name},`,
        '',
        `${nameOf(traveller)} asks for an airport transfer charged to cost centre ${centre.code} (${centre.name}), and it needs your decision.`,
        '',
        `Request: ${row.id}`,
        `Purpose: ${row.purpose}`,
        `Transfer: ${routeText(endsOf(row))}, pickup ${row.pickup_at.slice(0, 10)} at ${row.pickup_at.slice(11, 16)} (UAE time), ${VEHICLES[transfer.vehicle].description}, ${transfer.passengers} passenger(s), ${transfer.bags} bag(s)`,
        `Estimate: ${aed(amount)}`,
        `Why it needs approval: ${why.join('; ')}.`,
        limit,
        '',
        `Decide by ${decideBy.slice(0, 10)} ${decideBy.slice(11, 16)} (UAE time); after that the request expires and nothing is booked.`,
        `To decide, approve or decline request ${row.id} with your e-mail address (${approver.email}) in your company's travel tool,`,
        `which sends it to the trade API: POST /api/b2b/v1/corporate/requests/${row.id}/decision.`,
      ].join('\n'),
      related: { type: 'corporate_request', id: row.id },
    });
  }
}

/** Tells the traveller, when the request gave their e-mail, what became of it. */
async function mailTraveller(p: Partition, row: RequestRow, outcome: string, detail: string | null): Promise<void> {
  const traveller = parsed<Traveller>(row.traveller);
  if (!p.reachesInboxes || !traveller.email) return;
  await queueMail(p.db, p.clock, {
    to: traveller.email,
    subject: `Your transfer on ${shortDate(row.service_date)} was ${outcome}`,
    text: [
      `Hello ${traveller.first_name},`,
      '',
      `Your transfer request ${row.id} (${routeText(endsOf(row))}, pickup ${row.pickup_at.slice(0, 10)} at ${row.pickup_at.slice(11, 16)} UAE time) was ${outcome}.`,
      ...(detail ? [detail] : []),
    ].join('\n'),
    related: { type: 'corporate_request', id: row.id },
  });
}

const NOTICE_TITLES: Partial<Record<EventType, string>> = {
  'corporate_request.approved': 'Transfer request approved and booked',
  'corporate_request.declined': 'Transfer request declined',
  'corporate_request.expired': 'Transfer request expired undecided',
};

async function requestEvent(p: Partition, type: EventType, id: string, detail: string): Promise<CorporateRequest> {
  const view = await viewRequest(p, await readRequest(p, id));
  const title = NOTICE_TITLES[type];
  await recordEvent(p, {
    type,
    subjectType: 'corporate_request',
    subjectId: id,
    data: view,
    ...(title ? { notice: { kind: 'booking_update' as const, title: `${title}: ${id}`, body: [nameOf(view.traveller), view.transfer.pickup_date, detail].filter(Boolean).join(' · ') } } : {}),
  });
  return view;
}

/**
 * Requests a transfer for an employee. Needing no approval, it is approved and booked (charged)
 * at once; otherwise it waits for an approver, who is e-mailed (live), until 2 hours before pickup.
 */
export async function createRequest(partition: Partition, request: RequestCreate, terms: AccountTerms, options: { id?: string } = {}): Promise<CorporateRequest> {
  const quote = await priceTransfer(partition, request.transfer, terms);
  return partition.transaction(async (p) => {
    const centre = await chargeableCostCentre(p, request.cost_centre_id);
    const now = p.clock.now();
    const amountFils = aedToFils(quote.pricing.amount_due_aed);
    const serviceDate = quote.pickup.date;
    const reasons: Reason[] = [];
    const threshold = thresholdFils(centre);
    const budget = budgetFils(centre);
    if (threshold !== null && amountFils > threshold) reasons.push('above_threshold');
    if (budget !== null && totalFils(await spendOf(p, centre.id, serviceDate.slice(0, 7))) + amountFils > budget) reasons.push('over_budget');
    const pickupAt = new Date(quote.pickup.at);
    const decideBy = reasons.length > 0 ? new Date(pickupAt.getTime() - DECIDE_BEFORE_MS) : null;
    if (decideBy && decideBy.getTime() <= now.getTime()) {
      throw errors.invalidField('transfer.pickup_time', `needs approval (${reasons.join(', ')}), which must be given at least 2 hours before pickup; book it directly or pick a later time`);
    }
    // The seed names the sandbox company's requests (the contract's examples show them).
    const id = options.id ?? newId('crq');
    const iso = now.toISOString();
    const row: RequestRow = {
      id,
      account_id: p.accountId,
      mode: p.mode,
      cost_centre_id: centre.id,
      status: decideBy ? 'pending_approval' : 'approved',
      traveller: JSON.stringify(request.traveller),
      employee_id: request.employee_id ?? null,
      purpose: request.purpose,
      transfer: JSON.stringify(request.transfer),
      pickup_location: JSON.stringify(quote.pickup_location),
      dropoff_location: JSON.stringify(quote.dropoff_location),
      notes: request.notes ?? null,
      pickup_at: quote.pickup.at,
      service_date: serviceDate,
      estimate: JSON.stringify(aedAmountsToFils({ currency: 'AED', terms: quote.pricing.terms, public_price_aed: quote.pricing.public_price_aed, amount_due_aed: quote.pricing.amount_due_aed })),
      amount_due_fils: amountFils,
      reasons: JSON.stringify(reasons),
      decide_by_at: decideBy ? decideBy.toISOString() : null,
      decision: null,
      booking_id: null,
      created_at: iso,
      updated_at: iso,
    };
    const { account_id: _account, mode: _mode, ...columns } = row;
    await p.insert('corporate_requests', columns);
    await recordCreated(p, REQUEST_MACHINE, id, row.status);
    if (decideBy) {
      await mailApprovers(p, row, centre, reasons);
    } else {
      const booking = await bookTransfer(p, row, centre);
      await p.table('corporate_requests').where({ id }).update({ booking_id: booking.id });
    }
    return requestEvent(p, 'corporate_request.created', id, '');
  });
}

/**
 * An approver decides a pending request. Approving books and charges the transfer in the same
 * transaction as the decision: a charge the wallet or credit line refuses answers 402 and leaves
 * the request pending, as it was.
 */
export async function decideRequest(partition: Partition, id: string, request: DecisionRequest): Promise<CorporateRequest> {
  if (request.decision === 'decline' && request.reason === undefined) throw errors.invalidField('reason', 'is required to decline');
  return partition.transaction(async (p) => {
    const row = await readRequest(p, id);
    const current = await viewRequest(p, row);
    if (current.status !== 'pending_approval') throw errors.invalidState('corporate request', id, current.status, 'decided');
    const now = p.clock.now();
    if (row.decide_by_at !== null && row.decide_by_at <= now.toISOString()) {
      throw errors.invalidState('corporate request', id, `expired (it was to be decided by ${current.approval.decide_by})`, 'decided');
    }
    const centre = (await findCostCentre(p, row.cost_centre_id)) as CostCentreRow;
    const approver = approversOf(centre).find((a) => a.email.toLowerCase() === request.approver_email.toLowerCase());
    if (!approver) throw errors.invalidField('approver_email', `is not an approver of cost centre ${centre.id}`);
    const amountFils = Number(row.amount_due_fils);
    if (request.decision === 'approve' && approver.approves_up_to_fils !== null && amountFils > approver.approves_up_to_fils) {
      throw errors.invalidField('approver_email', `may approve up to AED ${filsToAed(approver.approves_up_to_fils)}; this request is estimated at AED ${filsToAed(amountFils)}`);
    }
    const approved = request.decision === 'approve';
    const decision: Decision = { outcome: approved ? 'approved' : 'declined', approver: { name: approver.name, email: approver.email }, reason: request.reason ?? null, decided_at: now.toISOString() };
    await move(p, REQUEST_MACHINE, id, approved ? 'approved' : 'declined', { decision: JSON.stringify(decision), updated_at: now.toISOString() });
    let booking: BookingRow | null = null;
    if (approved) {
      try {
        booking = await bookTransfer(p, row, centre);
      } catch (error) {
        if (error instanceof ApiError && error.status === 402) throw errors.approvalNotCharged(error, id);
        throw error;
      }
      await p.table('corporate_requests').where({ id }).update({ booking_id: booking.id });
    }
    const decided = await readRequest(p, id);
    // The traveller and the inbox are told the booking by its reference, what the driver and the desk say.
    const live = booking ? await bookingTrackingUrl(p, booking.id) : null;
    await mailTraveller(
      p,
      decided,
      booking ? 'approved and booked' : 'declined',
      booking ? `Approved by ${approver.name}; booking ${booking.reference}.${live ? `\nFollow your trip live (your driver, the car and where they are on the day): ${live}` : ''}` : `Declined by ${approver.name}: ${request.reason}`,
    );
    return requestEvent(p, approved ? 'corporate_request.approved' : 'corporate_request.declined', id, describeDecision(approver, decision, booking?.reference ?? null));
  });
}

function describeDecision(approver: StoredApprover, decision: Decision, bookingReference: string | null): string {
  return decision.outcome === 'approved' ? `Approved by ${approver.name} (${approver.email}); booking ${bookingReference}` : `Declined by ${approver.name} (${approver.email}): ${decision.reason}`;
}

/**
 * Expires one request past its deadline, if it is still pending: the conditional update is the
 * claim, so of several instances running the expiry job only one expires it (and tells the
 * partner and the traveller); the others find it taken and do nothing. Answers whether this call
 * expired it.
 */
export async function expireRequest(partition: Partition, id: string): Promise<boolean> {
  return partition.transaction(async (p) => {
    const now = p.now();
    const claimed = await claimMove(p, REQUEST_MACHINE, id, 'pending_approval', 'expired', { updated_at: now }, (q) => void q.where('decide_by_at', '<=', now));
    if (!claimed) return false;
    const row = await readRequest(p, id);
    await mailTraveller(p, row, 'not decided in time', 'No approver decided it by its deadline, 2 hours before pickup, so nothing was booked.');
    await requestEvent(p, 'corporate_request.expired', id, `Not decided by ${uaeTimestamp(new Date(row.decide_by_at as string))}; nothing was booked`);
    return true;
  });
}
