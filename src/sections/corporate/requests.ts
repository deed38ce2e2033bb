import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { ApiError, errors } from '../../errors';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import { paginate } from '../../engine/pagination';
import { TestData, isMissingTestId } from '../../engine/testData';
import { quoteTransport } from '../transport/quote';
import { termsOf, type AccountTerms } from '../../engine/terms';
import { AIRPORTS, ZONES, type Airport, type TransportZone } from '../transport/tariff';
import { SANDBOX_COST_CENTRE_IDS, chargeableCostCentre, testCostCentre, type CostCentre } from './costCentres';
import { newId, sandboxEmail, sandboxIds, uaeTimestamp } from './common';

type CorporateRequest = components['schemas']['CorporateRequest'];
type RequestCreate = components['schemas']['CorporateRequestCreate'];
type DecisionRequest = components['schemas']['CorporateDecisionRequest'];
type Transfer = components['schemas']['CorporateTransfer'];
type RequestList = components['schemas']['CorporateRequestList'];
type RequestStatus = CorporateRequest['status'];
type Reason = CorporateRequest['approval']['reasons'][number];

/** The sandbox company's requests: a test key lists these, newest first. */
const SANDBOX_REQUEST_IDS = sandboxIds('corporate:requests', 'crq', 45);
/** A request needing approval must be decided this long before pickup, or it expires. */
const DECIDE_BEFORE_MS = 2 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const PURPOSES = ['Client meeting at DIFC', 'Regional sales conference', 'Board meeting in Abu Dhabi', 'Site inspection', 'Supplier audit in Riyadh', 'Training course in London', 'Trade fair at Dubai World Trade Centre', 'Visiting auditors'];
const DECLINE_REASONS = ['Please join the team coach instead.', 'Trip not approved this quarter.', 'Book an executive sedan for a single traveller.'];

/** Prices the transfer like the transport quote; its issues are reported under `transfer.`. */
function estimateOf(transfer: Transfer, terms: AccountTerms, sandbox: boolean, clock: Clock): ReturnType<typeof quoteTransport> {
  if (transfer.flight_number !== undefined && transfer.direction !== 'arrival') {
    throw errors.invalidField('transfer.flight_number', 'an arriving flight applies only to an arrival');
  }
  const { flight_number: _flight, ...quoteFields } = transfer;
  try {
    return quoteTransport(quoteFields, terms, sandbox, clock);
  } catch (error) {
    if (error instanceof ApiError && error.issues) throw errors.validation(error.issues.map((i) => ({ ...i, path: `transfer.${i.path}` })));
    throw error;
  }
}

/** Why a request of `amount` charged to `centre` needs approval; none: it is approved at once. */
function approvalReasons(centre: CostCentre, amount: number): Reason[] {
  const reasons: Reason[] = [];
  if (centre.approval_threshold_aed !== null && amount > centre.approval_threshold_aed) reasons.push('above_threshold');
  if (centre.monthly_budget_aed !== null && centre.spend_this_month.spent_aed + amount > centre.monthly_budget_aed) reasons.push('over_budget');
  return reasons;
}

function testTransfer(data: TestData, pickupAt: Date): Transfer {
  const airport = data.pick(Object.keys(AIRPORTS) as Airport[]);
  const vehicle = data.pick(['EXECUTIVE_SEDAN', 'EXECUTIVE_SEDAN', 'EXECUTIVE_SEDAN', 'VIP_V_CLASS'] as VehicleClass[]);
  const direction = data.pick(['arrival', 'departure'] as const);
  const local = uaeTimestamp(pickupAt);
  return {
    airport,
    terminal: data.pick(AIRPORTS[airport].terminals),
    direction,
    place: data.pick(Object.keys(ZONES) as TransportZone[]),
    vehicle,
    pickup_date: local.slice(0, 10),
    pickup_time: local.slice(11, 16),
    passengers: data.int(1, Math.min(3, VEHICLES[vehicle].seats)),
    bags: data.int(0, 2),
    ...(direction === 'arrival' ? { flight_number: `${data.pick(['EK', 'EY', 'FZ', 'QR', 'BA', 'SV'])}${data.int(1, 999)}` } : {}),
  };
}

/** The deterministic test request behind a test-key id; its dates follow today's date. */
function testRequest(id: string, terms: AccountTerms, clock: Clock): CorporateRequest {
  if (isMissingTestId(id)) throw errors.resourceNotFound('corporate request', id);
  const data = new TestData(id);
  const now = clock.now();
  const centre = testCostCentre(data.pick(SANDBOX_COST_CENTRE_IDS), clock);
  const pickupAt = new Date(Math.floor((now.getTime() + data.int(-30 * 24, 20 * 24) * HOUR_MS) / 900_000) * 900_000);
  const transfer = testTransfer(data, pickupAt);
  const quote = estimateOf(transfer, terms, true, { now: () => new Date(pickupAt.getTime() - 2 * DAY_MS) });
  const amount = quote.pricing.amount_due_aed;
  const reasons: Reason[] = [];
  if (centre.approval_threshold_aed !== null && amount > centre.approval_threshold_aed) reasons.push('above_threshold');
  if (centre.monthly_budget_aed !== null && data.chance(0.15)) reasons.push('over_budget');
  const decideBy = reasons.length > 0 ? new Date(pickupAt.getTime() - DECIDE_BEFORE_MS) : null;
  const createdAt = new Date(Math.min(pickupAt.getTime() - data.int(2, 14) * DAY_MS, now.getTime() - data.int(1, 48) * HOUR_MS));
  const past = pickupAt.getTime() <= now.getTime();
  let outcome: 'approved' | 'declined' | 'undecided' = 'approved';
  if (decideBy) outcome = decideBy.getTime() <= now.getTime() ? data.pick(['approved', 'approved', 'approved', 'declined', 'undecided'] as const) : data.pick(['undecided', 'undecided', 'approved', 'declined'] as const);
  const status: RequestStatus = outcome === 'undecided' ? (decideBy && decideBy.getTime() <= now.getTime() ? 'expired' : 'pending_approval') : outcome === 'declined' ? 'declined' : past ? 'completed' : 'approved';
  const approver = data.pick(centre.approvers.filter((a) => a.approves_up_to_aed === null || a.approves_up_to_aed >= amount));
  const decidedAt = new Date(Math.min(createdAt.getTime() + data.int(1, 20) * HOUR_MS, (decideBy ?? now).getTime(), now.getTime()));
  const decision: CorporateRequest['approval']['decision'] =
    decideBy && outcome !== 'undecided' && approver
      ? { outcome, approver: { name: approver.name, email: approver.email }, reason: outcome === 'declined' ? data.pick(DECLINE_REASONS) : null, decided_at: decidedAt.toISOString() }
      : null;
  const traveller = data.person();
  return {
    object: 'corporate_request',
    sandbox: true,
    id,
    status,
    cost_centre_id: centre.id,
    traveller: { ...traveller, email: sandboxEmail(traveller), phone: `+9715${data.int(10000000, 89999999)}` },
    employee_id: data.chance(0.8) ? `E-${data.int(10000, 19999)}` : null,
    purpose: data.pick(PURPOSES),
    transfer,
    pickup_at: quote.pickup.at,
    estimate: { currency: 'AED', terms: quote.pricing.terms, public_price_aed: quote.pricing.public_price_aed, amount_due_aed: amount },
    approval: { required: reasons.length > 0, reasons, decide_by: decideBy ? uaeTimestamp(decideBy) : null, decision },
    booking_id: status === 'approved' || status === 'completed' ? data.id('bkg') : null,
    created_at: createdAt.toISOString(),
    updated_at: (decision ? decidedAt : createdAt).toISOString(),
  };
}

export function listRequests(
  principal: ApiPrincipal,
  query: { status?: RequestStatus; cost_centre_id?: string; limit?: number; cursor?: string },
  clock: Clock,
): RequestList {
  const terms = termsOf(principal.account);
  const all = principal.mode === 'live' ? [] : SANDBOX_REQUEST_IDS.map((id) => testRequest(id, terms, clock));
  const items = all
    .filter((r) => (query.status === undefined || r.status === query.status) && (query.cost_centre_id === undefined || r.cost_centre_id === query.cost_centre_id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  return { object: 'list', sandbox: principal.mode === 'test', ...paginate(items, query.limit, query.cursor) };
}

/** Requests a transfer for an employee: approved at once or pending approval; simulated for a test key. */
export function createRequest(principal: ApiPrincipal, request: RequestCreate, clock: Clock): CorporateRequest {
  const quote = estimateOf(request.transfer, termsOf(principal.account), principal.mode === 'test', clock);
  if (principal.mode === 'live') throw errors.liveNotOpen('corporate transfer requests', 'requested or booked');
  const centre = chargeableCostCentre(request.cost_centre_id, clock);
  const now = clock.now();
  const amount = quote.pricing.amount_due_aed;
  const reasons = approvalReasons(centre, amount);
  const pickupAt = new Date(quote.pickup.at);
  const decideBy = reasons.length > 0 ? new Date(pickupAt.getTime() - DECIDE_BEFORE_MS) : null;
  if (decideBy && decideBy.getTime() <= now.getTime()) {
    throw errors.invalidField('transfer.pickup_time', `needs approval (${reasons.join(', ')}), which must be given at least 2 hours before pickup; book it directly or pick a later time`);
  }
  return {
    object: 'corporate_request',
    sandbox: true,
    id: newId('crq'),
    status: decideBy ? 'pending_approval' : 'approved',
    cost_centre_id: centre.id,
    traveller: request.traveller,
    employee_id: request.employee_id ?? null,
    purpose: request.purpose,
    transfer: request.transfer,
    pickup_at: quote.pickup.at,
    estimate: { currency: 'AED', terms: quote.pricing.terms, public_price_aed: quote.pricing.public_price_aed, amount_due_aed: amount },
    approval: { required: reasons.length > 0, reasons, decide_by: decideBy ? uaeTimestamp(decideBy) : null, decision: null },
    booking_id: decideBy ? null : newId('bkg'),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** An approver approves (and books) or declines a pending request; simulated for a test key. */
export function decideRequest(principal: ApiPrincipal, id: string, request: DecisionRequest, clock: Clock): CorporateRequest {
  if (request.decision === 'decline' && request.reason === undefined) throw errors.invalidField('reason', 'is required to decline');
  if (principal.mode === 'live') throw errors.resourceNotFound('corporate request', id);
  const current = testRequest(id, termsOf(principal.account), clock);
  if (current.status !== 'pending_approval') throw errors.invalidState('corporate request', id, current.status, 'decided');
  const centre = testCostCentre(current.cost_centre_id, clock);
  const approver = centre.approvers.find((a) => a.email.toLowerCase() === request.approver_email.toLowerCase());
  if (!approver) throw errors.invalidField('approver_email', `is not an approver of cost centre ${centre.id}`);
  const amount = current.estimate.amount_due_aed;
  if (request.decision === 'approve' && approver.approves_up_to_aed !== null && amount > approver.approves_up_to_aed) {
    throw errors.invalidField('approver_email', `may approve up to AED ${approver.approves_up_to_aed}; this request is estimated at AED ${amount}`);
  }
  const now = clock.now().toISOString();
  const approved = request.decision === 'approve';
  return {
    ...current,
    status: approved ? 'approved' : 'declined',
    approval: {
      ...current.approval,
      decision: { outcome: approved ? 'approved' : 'declined', approver: { name: approver.name, email: approver.email }, reason: request.reason ?? null, decided_at: now },
    },
    booking_id: approved ? newId('bkg') : null,
    updated_at: now,
  };
}
