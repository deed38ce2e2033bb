import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';
import { CROCKFORD, newId, randomString } from '../../platform/ids';
import { toFils } from '../../engine/money';
import { VEHICLES } from '../../engine/vehicles';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { termsOf } from '../../engine/terms';
import { HOURLY_HIRE, addDays, daysBetween, priceUnder, uaeToday } from './catalogue';
import { UAE_OFFSET_MS } from '../../platform/uaeTime';

type QuoteRequestCreate = components['schemas']['RateQuoteRequestCreate'];
type QuoteRequest = components['schemas']['RateQuoteRequest'];
type WholesaleRequestCreate = components['schemas']['RateWholesaleRequestCreate'];
type WholesaleRequest = components['schemas']['RateWholesaleRequest'];

const MAX_DAYS_AHEAD = 365;
const WHOLESALE_LEAD_DAYS = 3;
const WHOLESALE_MAX_SPAN_DAYS = 60;
const MAX_COACHES_PER_DAY = 20;
const DEFAULT_ANSWER_DAYS = 2;

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

/** Sends a quote request: simulated for a test key; live requests open with production. */
export function createQuoteRequest(principal: ApiPrincipal, request: QuoteRequestCreate, clock: Clock): QuoteRequest {
  const today = uaeToday(clock);
  const found = quoteRequestIssues(request, today);
  if (found.length > 0) throw errors.validation(found);
  if (principal.mode === 'live') throw errors.liveNotOpen('quote requests', 'sent');
  const first = request.services.map((service) => service.date).sort()[0] ?? today;
  const fallback = addDays(today, DEFAULT_ANSWER_DAYS);
  return {
    object: 'quote_request',
    sandbox: true,
    id: newId('qrq'),
    reference: `QR-${randomString(CROCKFORD, 8)}`,
    status: 'submitted',
    title: request.title,
    group: { adults: request.group.adults, children: request.group.children ?? 0 },
    services: request.services,
    budget_aed: request.budget_aed ?? null,
    respond_by: request.respond_by ?? (fallback < first ? fallback : addDays(first, -1)),
    contact: request.contact ?? null,
    agency_reference: request.agency_reference ?? null,
    notes: request.notes ?? null,
    quote: null,
    created_at: clock.now().toISOString(),
  };
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

/** Requests vehicle capacity: simulated for a test key; live requests open with production. */
export function createWholesaleRequest(principal: ApiPrincipal, request: WholesaleRequestCreate, clock: Clock): WholesaleRequest {
  const today = uaeToday(clock);
  const found = wholesaleIssues(request, today);
  if (found.length > 0) throw errors.validation(found);
  if (principal.mode === 'live') throw errors.liveNotOpen('wholesale requests', 'sent');
  const terms = termsOf(principal.account);
  const days = daysBetween(request.start_date, request.end_date) + 1;
  const vehicleDays = days * request.vehicles_per_day;
  const dayFils = HOURLY_HIRE[request.vehicle].perHourAed * 100 * request.hours_per_day;
  const perDay = priceUnder(dayFils, terms);
  const total = priceUnder(dayFils * vehicleDays, terms);
  const vehicle = VEHICLES[request.vehicle];
  return {
    object: 'wholesale_request',
    sandbox: true,
    id: newId('wsr'),
    reference: `WR-${randomString(CROCKFORD, 8)}`,
    status: 'submitted',
    vehicle: { class: request.vehicle, description: vehicle.description, seats: vehicle.seats },
    vehicles_per_day: request.vehicles_per_day,
    start_date: request.start_date,
    end_date: request.end_date,
    days,
    vehicle_days: vehicleDays,
    hours_per_day: request.hours_per_day,
    emirate: request.emirate,
    event_name: request.event_name ?? null,
    target_rate_aed: request.target_rate_aed === undefined ? null : toFils(request.target_rate_aed) / 100,
    indicative: {
      currency: 'AED',
      terms: total.terms,
      per_vehicle_day_aed: perDay.amount_due_aed,
      public_price_aed: total.public_price_aed,
      amount_due_aed: total.amount_due_aed,
      commission_aed: total.commission_aed,
    },
    offer: null,
    agency_reference: request.agency_reference ?? null,
    notes: request.notes ?? null,
    answer_by: answerBy(clock.now()),
    created_at: clock.now().toISOString(),
  };
}
