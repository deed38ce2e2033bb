import type { components } from '../../generated/openapi-types';
import { placeLabel, vehicleLabel } from '../../engine/labels';
import { errors, type ValidationIssue } from '../../errors';
import { CROCKFORD, randomString } from '../../platform/ids';
import { filsToAed, aedToFils } from '../../engine/money';
import { VEHICLES } from '../../engine/vehicles';
import type { Partition } from '../../engine/partition';
import type { AccountTerms } from '../../engine/terms';
import { findRequest, openRequest, type RequestRow, type RequestStatus, type RequestView } from '../../engine/requests';
import { HOURLY_HIRE, addDays, daysBetween, priceUnder, uaeToday } from '../../engine/rateCatalogue';
import { DAY_MS, UAE_OFFSET_MS } from '../../platform/uaeTime';
import { stampView } from '../../engine/serializer';

type QuoteRequestCreate = components['schemas']['RateQuoteRequestCreate'];
type QuoteRequest = components['schemas']['RateQuoteRequest'];
type WholesaleRequestCreate = components['schemas']['RateWholesaleRequestCreate'];
type WholesaleRequest = components['schemas']['RateWholesaleRequest'];

const MAX_DAYS_AHEAD = 365;
const WHOLESALE_LEAD_DAYS = 3;
const WHOLESALE_MAX_SPAN_DAYS = 60;
const MAX_COACHES_PER_DAY = 20;
const DEFAULT_ANSWER_DAYS = 2;
/** How long the desk's priced answer (a quote, a wholesale offer) holds after it is given. */
export const ANSWER_HOLDS_DAYS = 14;

/** What a request's receipt shows, as stored in the request's details. */
type QuoteRequestDetails = Omit<QuoteRequest, 'object' | 'sandbox' | 'id' | 'status' | 'quote' | 'answer_note' | 'answered_at' | 'created_at'>;
type WholesaleRequestDetails = Omit<WholesaleRequest, 'object' | 'sandbox' | 'id' | 'status' | 'offer' | 'answer_note' | 'answered_at' | 'created_at'>;

/** The desk's price once it accepted a request with one; it holds for ANSWER_HOLDS_DAYS. */
function pricedAnswer(row: RequestRow): { total_aed: number; expires_at: string } | null {
  if (row.status !== 'accepted' || row.answer_amount_fils === null || row.answered_at === null) return null;
  return { total_aed: filsToAed(row.answer_amount_fils), expires_at: new Date(Date.parse(row.answered_at) + ANSWER_HOLDS_DAYS * DAY_MS).toISOString() };
}

/** The desk's note and when it answered; a withdrawal (which also stamps `answered_at`) is no answer. */
function answerOf(row: RequestRow): { answer_note: string | null; answered_at: string | null } {
  const answered = row.status === 'accepted' || row.status === 'declined';
  return { answer_note: answered ? row.answer_note : null, answered_at: answered ? row.answered_at : null };
}

const QUOTE_STATUS: Record<RequestStatus, QuoteRequest['status']> = { open: 'submitted', accepted: 'quoted', declined: 'declined', withdrawn: 'withdrawn' };
const WHOLESALE_STATUS: Record<RequestStatus, WholesaleRequest['status']> = { open: 'submitted', accepted: 'offered', declined: 'declined', withdrawn: 'withdrawn' };

/** A stored quote request as the contract shows it. */
export const quoteRequestView = (partition: Partition, row: RequestRow<QuoteRequestDetails>): QuoteRequest => stampView(partition, 'quote_request', {
  id: row.id,
  status: QUOTE_STATUS[row.status],
  ...row.details,
  quote: pricedAnswer(row),
  ...answerOf(row),
  created_at: row.created_at,
});

/** A stored wholesale request as the contract shows it. */
export const wholesaleRequestView = (partition: Partition, row: RequestRow<WholesaleRequestDetails>): WholesaleRequest => stampView(partition, 'wholesale_request', {
  id: row.id,
  status: WHOLESALE_STATUS[row.status],
  ...row.details,
  offer: pricedAnswer(row),
  ...answerOf(row),
  created_at: row.created_at,
});

// A quote request is an object of the feed of its own (`quote_request.*`); a wholesale request is a request to the desk.
export const quoteRequestEvents: Partial<RequestView> = { subjectType: 'quote_request', show: (partition, row) => quoteRequestView(partition, row as RequestRow<QuoteRequestDetails>) };
export const wholesaleRequestEvents: Partial<RequestView> = { show: (partition, row) => wholesaleRequestView(partition, row as RequestRow<WholesaleRequestDetails>) };

function quoteRequestIssues(request: QuoteRequestCreate, today: string): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  request.services.forEach((service, i) => {
    const ahead = daysBetween(today, service.date);
    if (ahead < 1) found.push({ path: `services[${i}].date`, message: 'must be after today (UAE time)' });
    if (ahead > MAX_DAYS_AHEAD) found.push({ path: `services[${i}].date`, message: `may be at most ${MAX_DAYS_AHEAD} days ahead` });
    if (service.kind === 'transfer' && service.from === undefined) found.push({ path: `services[${i}].from`, message: 'a transfer needs where it starts' });
    if (service.kind === 'transfer' && service.to === undefined) found.push({ path: `services[${i}].to`, message: 'a transfer needs where it ends' });
    if (service.kind === 'vehicle_hire' && service.vehicle === undefined) found.push({ path: `services[${i}].vehicle`, message: 'a vehicle hire needs its vehicle class' });
    if (service.vehicles !== undefined && service.vehicle === undefined) found.push({ path: `services[${i}].vehicles`, message: 'applies only with vehicle' });
  });
  const first = request.services.map((service) => service.date).sort()[0];
  if (request.respond_by !== undefined) {
    if (daysBetween(today, request.respond_by) < 1) found.push({ path: 'respond_by', message: 'must be after today (UAE time)' });
    else if (first !== undefined && request.respond_by >= first) found.push({ path: 'respond_by', message: 'must be before the first service date' });
  }
  return found;
}

/**
 * Sends a quote request: stored as a request of kind `quote_request` and, in a live partition,
 * handed to the trade desk in the same transaction; the desk's answer reaches the inbox.
 */
export async function createQuoteRequest(partition: Partition, request: QuoteRequestCreate): Promise<QuoteRequest> {
  const today = uaeToday(partition.clock);
  const found = quoteRequestIssues(request, today);
  if (found.length > 0) throw errors.validation(found);
  const first = request.services.map((service) => service.date).sort()[0] ?? today;
  const fallback = addDays(today, DEFAULT_ANSWER_DAYS);
  const details: QuoteRequestDetails = {
    reference: `QR-${randomString(CROCKFORD, 8)}`,
    title: request.title,
    group: { adults: request.group.adults, children: request.group.children ?? 0 },
    services: request.services,
    budget_aed: request.budget_aed ?? null,
    respond_by: request.respond_by ?? (fallback < first ? fallback : addDays(first, -1)),
    contact: request.contact ?? null,
    agency_reference: request.agency_reference ?? null,
    notes: request.notes ?? null,
  };
  const { adults, children } = details.group;
  const row = await openRequest(partition, {
    kind: 'quote_request',
    bookingId: null,
    details,
    summary: `Quote request ${details.reference} "${details.title}": ${adults} adults, ${children} children, ${details.services.length} services from ${first}${details.budget_aed === null ? '' : `, budget AED ${details.budget_aed.toFixed(2)}`}; answer by ${details.respond_by}`,
  });
  return quoteRequestView(partition, row);
}

function wholesaleIssues(request: WholesaleRequestCreate, today: string): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  const lead = daysBetween(today, request.start_date);
  if (lead < WHOLESALE_LEAD_DAYS) found.push({ path: 'start_date', message: `must be at least ${WHOLESALE_LEAD_DAYS} days after today (UAE time)` });
  if (lead > MAX_DAYS_AHEAD) found.push({ path: 'start_date', message: `may be at most ${MAX_DAYS_AHEAD} days ahead` });
  const span = daysBetween(request.start_date, request.end_date);
  if (span < 0) found.push({ path: 'end_date', message: 'must be on or after start_date' });
  if (span > WHOLESALE_MAX_SPAN_DAYS) found.push({ path: 'end_date', message: `may be at most ${WHOLESALE_MAX_SPAN_DAYS} days after start_date` });
  if (request.vehicle === 'LUXURY_COACH' && request.vehicles_per_day > MAX_COACHES_PER_DAY) {
    found.push({ path: 'vehicles_per_day', message: `at most ${MAX_COACHES_PER_DAY} coaches a day` });
  }
  return found;
}

/** The answer deadline: two working days (Monday to Friday in the UAE) from now. */
function answerBy(now: Date): string {
  const at = new Date(now);
  let added = 0;
  while (added < DEFAULT_ANSWER_DAYS) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = new Date(at.getTime() + UAE_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) added++;
  }
  return at.toISOString();
}

/**
 * Requests vehicle capacity, with the indicative price under the account's terms: stored as a
 * request of kind `wholesale_request` and, in a live partition, handed to the trade desk.
 */
export async function createWholesaleRequest(partition: Partition, request: WholesaleRequestCreate, terms: AccountTerms): Promise<WholesaleRequest> {
  const today = uaeToday(partition.clock);
  const found = wholesaleIssues(request, today);
  if (found.length > 0) throw errors.validation(found);
  const days = daysBetween(request.start_date, request.end_date) + 1;
  const vehicleDays = days * request.vehicles_per_day;
  const dayFils = aedToFils(HOURLY_HIRE[request.vehicle].perHourAed) * request.hours_per_day;
  const perDay = priceUnder(dayFils, terms);
  const total = priceUnder(dayFils * vehicleDays, terms);
  const vehicle = VEHICLES[request.vehicle];
  const details: WholesaleRequestDetails = {
    reference: `WR-${randomString(CROCKFORD, 8)}`,
    vehicle: { class: request.vehicle, description: vehicle.description, seats: vehicle.seats },
    vehicles_per_day: request.vehicles_per_day,
    start_date: request.start_date,
    end_date: request.end_date,
    days,
    vehicle_days: vehicleDays,
    hours_per_day: request.hours_per_day,
    emirate: request.emirate,
    event_name: request.event_name ?? null,
    target_rate_aed: request.target_rate_aed === undefined ? null : filsToAed(aedToFils(request.target_rate_aed)),
    indicative: {
      currency: 'AED',
      terms: total.terms,
      per_vehicle_day_aed: perDay.amount_due_aed,
      public_price_aed: total.public_price_aed,
      amount_due_aed: total.amount_due_aed,
      commission_aed: total.commission_aed,
    },
    agency_reference: request.agency_reference ?? null,
    notes: request.notes ?? null,
    answer_by: answerBy(partition.clock.now()),
  };
  const row = await openRequest(partition, {
    kind: 'wholesale_request',
    bookingId: null,
    details,
    summary: `Wholesale request ${details.reference}: ${request.vehicles_per_day} × ${vehicleLabel(request.vehicle)} a day, ${request.start_date} to ${request.end_date}, ${request.hours_per_day} h a day in ${placeLabel(request.emirate)}; indicative AED ${details.indicative.amount_due_aed.toFixed(2)}; answer by ${details.answer_by}`,
  });
  return wholesaleRequestView(partition, row);
}

/** A quote request of the partition, as it stands; a request of another kind is not found. */
export async function findQuoteRequest(partition: Partition, id: string): Promise<QuoteRequest> {
  return quoteRequestView(partition, await findRequest<QuoteRequestDetails>(partition, id, ['quote_request']));
}

/** A wholesale request of the partition, as it stands; a request of another kind is not found. */
export async function findWholesaleRequest(partition: Partition, id: string): Promise<WholesaleRequest> {
  return wholesaleRequestView(partition, await findRequest<WholesaleRequestDetails>(partition, id, ['wholesale_request']));
}
