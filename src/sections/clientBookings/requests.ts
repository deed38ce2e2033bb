import type { components, operations } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';
import { newId } from '../../platform/ids';
import { fromFils, toFils } from '../../engine/money';
import { VEHICLES } from '../../engine/vehicles';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import { paginate } from '../../engine/pagination';
import { termsOf } from '../../engine/terms';
import { AMENDABLE, findClientBooking, testBooking, testBookingRefs, type ClientBooking } from './bookings';
import { priceOf, serviceIssues, serviceOf, type ServiceRequest } from './pricing';

type DeskRequest = components['schemas']['ClientBookingDeskRequest'];
type DeskRequestList = components['schemas']['ClientBookingDeskRequestList'];
type AmendmentRequest = components['schemas']['ClientBookingAmendmentRequest'];
type Changes = components['schemas']['ClientBookingChanges'];
type DeskService = components['schemas']['ClientBookingDeskService'];
type ListQuery = NonNullable<operations['listClientBookingDeskRequests']['parameters']['query']>;

const HOUR_MS = 3_600_000;
const TEST_REQUESTS_PER_ACCOUNT = 18;
/** What the desk adds to the amount due for each service, in fils. */
const SERVICE_FILS: Readonly<Record<DeskService, number>> = { meet_and_greet: 7500, wheelchair_assistance: 0, extra_stop: 5000, extra_waiting_time: 6000, other: 0 };
/** When a changed field breaks a rule on another field, the change is what the partner must fix. */
const CAUSED_BY: Readonly<Partial<Record<string, keyof Changes>>> = { pickup_date: 'pickup_time', passengers: 'vehicle', bags: 'vehicle', child_seats: 'passengers' };

/** A booked service as the request that would book it. */
function requestOf(booking: ClientBooking): ServiceRequest {
  const { service } = booking;
  return {
    type: service.type,
    ...(service.airport ? { airport: service.airport } : {}),
    ...(service.terminal ? { terminal: service.terminal } : {}),
    ...(service.direction ? { direction: service.direction } : {}),
    ...(service.flight_number ? { flight_number: service.flight_number } : {}),
    ...(service.hours !== null ? { hours: service.hours } : {}),
    place: service.place,
    vehicle: service.vehicle.class,
    pickup_date: service.pickup_at.slice(0, 10),
    pickup_time: service.pickup_at.slice(11, 16),
    passengers: service.passengers,
    bags: service.bags,
    child_seats: service.child_seats,
  };
}

/** The service with `changes` applied, and the rules it breaks as issues under `changes`. */
function applyChanges(booking: ClientBooking, changes: Changes, now: Date): { service: ServiceRequest; issues: ValidationIssue[] } {
  const { lead_traveller: _traveller, ...serviceChanges } = changes;
  const { vehicle, ...rest } = serviceChanges;
  const service: ServiceRequest = { ...requestOf(booking), ...rest, ...(vehicle ? { vehicle } : {}) };
  const issues = serviceIssues(service, now).map((issue) => {
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

/** Asks the trade desk for a change or a service: simulated for a test key; no live booking exists yet. */
export function createAmendment(principal: ApiPrincipal, ref: string, request: AmendmentRequest, clock: Clock): DeskRequest {
  checkShape(request);
  const booking = findClientBooking(principal, ref, clock);
  if (!AMENDABLE.includes(booking.status)) throw errors.invalidState('booking', ref, booking.status, 'changed');
  const now = clock.now();
  if (request.changes !== undefined) {
    const { issues } = applyChanges(booking, request.changes, now);
    if (issues.length > 0) throw errors.validation(issues);
  }
  return {
    object: 'desk_request',
    sandbox: booking.sandbox,
    id: newId('rqt'),
    booking_ref: booking.ref,
    type: request.type,
    status: 'open',
    changes: request.changes ?? null,
    service: request.service ?? null,
    message: request.message ?? null,
    answer: null,
    created_at: now.toISOString(),
    withdrawn_at: null,
  };
}

/** A plausible change to a test booking, valid for it. */
function testChanges(data: TestData, booking: ClientBooking): Changes {
  const { service } = booking;
  const hour = Number(service.pickup_at.slice(11, 13));
  const later = `${String((hour + data.int(1, 3)) % 24).padStart(2, '0')}:${data.pick(['00', '15', '30', '45'])}`;
  const options: Changes[] = [{ pickup_time: later }, { passengers: data.int(1, VEHICLES[service.vehicle.class].seats) }, { child_seats: Math.min(service.passengers, data.int(1, 2)) }];
  if (service.direction === 'arrival') options.push({ flight_number: `${data.pick(['EK', 'EY', 'FZ', 'QR'])}${data.int(1, 999)}`, pickup_time: later });
  if (service.type === 'chauffeur_hire') options.push({ hours: Math.min(12, (service.hours ?? 3) + data.int(1, 2)) });
  return data.pick(options);
}

/** The difference a change or service makes to the amount due. */
function priceDifference(principal: ApiPrincipal, booking: ClientBooking, request: Pick<DeskRequest, 'changes' | 'service'>): number {
  if (request.service) return fromFils(SERVICE_FILS[request.service]);
  if (!request.changes) return 0;
  const { service } = applyChanges(booking, request.changes, new Date(0));
  return fromFils(toFils(priceOf(serviceOf(service), termsOf(principal.account)).amount_due_aed) - toFils(booking.price.amount_due_aed));
}

const accountBookings = (principal: ApiPrincipal, clock: Clock): ClientBooking[] =>
  testBookingRefs(principal.account.id).map((ref) => testBooking(ref, termsOf(principal.account), principal.account.name, clock));

/**
 * The deterministic test request behind an id. Its state comes from the id alone; its booking
 * is one of the account's test bookings that fits that state (an open request is on a booking
 * that still takes requests).
 */
export function testDeskRequest(principal: ApiPrincipal, id: string, clock: Clock, bookings = accountBookings(principal, clock)): DeskRequest {
  if (isMissingTestId(id)) throw errors.resourceNotFound('request', id);
  const data = new TestData(id);
  const now = clock.now();
  const status = data.pick(['open', 'open', 'accepted', 'accepted', 'declined', 'withdrawn'] as const);
  const fitting = bookings.filter((b) => (status === 'open' ? AMENDABLE.includes(b.status) : b.status !== 'on_request'));
  const booking = data.pick(fitting.length > 0 ? fitting : bookings) as ClientBooking;
  const type = data.chance(0.7) ? 'change' : 'service';
  const service: DeskService | null = type === 'service' ? data.pick(['meet_and_greet', 'wheelchair_assistance', 'extra_stop', 'extra_waiting_time'] as const) : null;
  const changes = type === 'change' ? testChanges(data, booking) : null;
  const bookedAt = Date.parse(booking.created_at);
  const createdAt = new Date(bookedAt + Math.floor(data.next() * Math.max(0, Math.min(now.getTime(), Date.parse(booking.service.pickup_at)) - bookedAt - 2 * HOUR_MS)));
  const answeredAt = new Date(Math.min(createdAt.getTime() + data.int(10, 240) * 60_000, now.getTime())).toISOString();
  const message = type === 'service' ? data.pick(['Please arrange this for the lead traveller.', 'The client asked for it when confirming.']) : data.chance(0.5) ? 'The client changed plans.' : null;
  const accepted = { message: 'Done: the booking now includes this; the driver has been told.', price_difference_aed: priceDifference(principal, booking, { changes, service }), answered_at: answeredAt };
  const declined = { message: data.pick(['We cannot do this: the vehicle class is fully booked at that time. Cancel and book again, or keep the booking as it is.', 'Not possible this close to pickup; call the trade desk for urgent changes.']), price_difference_aed: 0, answered_at: answeredAt };
  return {
    object: 'desk_request',
    sandbox: true,
    id,
    booking_ref: booking.ref,
    type,
    status,
    changes,
    service,
    message,
    answer: status === 'accepted' ? accepted : status === 'declined' ? declined : null,
    created_at: createdAt.toISOString(),
    withdrawn_at: status === 'withdrawn' ? answeredAt : null,
  };
}

export function findDeskRequest(principal: ApiPrincipal, id: string, clock: Clock): DeskRequest {
  if (principal.mode === 'live') throw errors.resourceNotFound('request', id);
  return testDeskRequest(principal, id, clock);
}

export function listDeskRequests(principal: ApiPrincipal, query: ListQuery, clock: Clock): DeskRequestList {
  const sandbox = principal.mode === 'test';
  const ids: string[] = [];
  const data = new TestData(`${principal.account.id}:desk-requests`);
  while (sandbox && ids.length < TEST_REQUESTS_PER_ACCOUNT) {
    const id = data.id('rqt');
    if (!isMissingTestId(id)) ids.push(id);
  }
  const bookings = sandbox ? accountBookings(principal, clock) : [];
  const matching = ids
    .map((id) => testDeskRequest(principal, id, clock, bookings))
    .filter((request) => query.status === undefined || request.status === query.status)
    .filter((request) => query.booking_ref === undefined || request.booking_ref === query.booking_ref)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || a.id.localeCompare(b.id));
  return { object: 'list', sandbox, ...paginate(matching, query.limit, query.cursor) };
}

export function withdrawDeskRequest(principal: ApiPrincipal, id: string, clock: Clock): DeskRequest {
  const request = findDeskRequest(principal, id, clock);
  if (request.status !== 'open') throw errors.invalidState('request', id, request.status, 'withdrawn');
  return { ...request, status: 'withdrawn', withdrawn_at: clock.now().toISOString() };
}
