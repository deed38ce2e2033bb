import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors, type ValidationIssue } from '../../errors';
import { fromFils } from '../../engine/money';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import { paginate } from '../../engine/pagination';
import { TestData, isMissingTestId } from '../../engine/testData';
import { termsOf, type AccountTerms, termsShareFils } from '../../engine/terms';
import { ZONES, type TransportZone, haversineKm } from '../transport/tariff';
import { SANDBOX_COST_CENTRE_IDS, chargeableCostCentre } from './costCentres';
import { addDays, addMonths, daysInMonth, newId, sandboxIds, sumFils, uaeDate, uaeMonth, weekdayOf } from './common';

export type Shuttle = components['schemas']['CorporateShuttle'];
type ShuttleRequest = components['schemas']['CorporateShuttleRequest'];
type StatusRequest = components['schemas']['CorporateShuttleStatusRequest'];
type ScheduleRequest = components['schemas']['CorporateShuttleScheduleRequest'];
type RepriceRequest = components['schemas']['CorporateShuttleRepriceRequest'];
type Schedule = components['schemas']['CorporateShuttleSchedule'];
type ShuttleList = components['schemas']['CorporateShuttleList'];
type Stop = components['schemas']['CorporateShuttleStop'];
type Departure = components['schemas']['CorporateShuttleDeparture'];
type Day = components['schemas']['CorporateShuttleDay'];
type Status = Shuttle['status'];

/** The sandbox company's shuttles: a test key lists these, newest first. */
const SANDBOX_SHUTTLE_IDS = sandboxIds('corporate:shuttles', 'shu', 6);
const DAY_MS = 86_400_000;
const MAX_DAYS_AHEAD = 365;
/** The contract shuttle tariff per vehicle and run: a base fare and a charge per km of the route. */
const SHUTTLE_TARIFF: Readonly<Record<VehicleClass, { base: number; perKm: number }>> = {
  EXECUTIVE_SEDAN: { base: 70, perKm: 2.2 },
  VIP_V_CLASS: { base: 105, perKm: 3.3 },
  LUXURY_COACH: { base: 320, perKm: 7 },
};
const ROAD_FACTOR = 1.3;
/** Within one zone a leg still covers a few km of streets. */
const MIN_LEG_KM = 3;
const MOVES: Readonly<Record<Status, readonly Status[]>> = { active: ['paused', 'ended'], paused: ['active', 'ended'], ended: [] };
const VERBS: Readonly<Record<Status, string>> = { active: 'resumed', paused: 'paused', ended: 'ended' };

const ROUTES: ReadonlyArray<{ name: string; stops: ReadonlyArray<[string, TransportZone, string]> }> = [
  { name: 'Al Qusais housing to Business Bay office', stops: [['Al Qusais staff residence', 'DEIRA', 'Building 12, Al Qusais 2'], ['Business Bay office', 'BUSINESS_BAY', 'Bay Square 7']] },
  { name: 'Sharjah staff housing to Dubai Marina hotel', stops: [['Al Nahda staff residence', 'SHARJAH_CITY', 'Al Nahda Street 4'], ['Deira pickup', 'DEIRA', 'Union metro, exit 2'], ['Marina hotel staff entrance', 'DUBAI_MARINA', 'Marina Walk service road']] },
  { name: 'Abu Dhabi city to Yas Island site', stops: [['Tourist Club area residence', 'ABU_DHABI_CITY', 'Al Zahiyah, Block 3'], ['Yas Island site office', 'YAS_ISLAND', 'Gate 5, Yas Bay']] },
  { name: 'Ajman accommodation to Deira warehouse', stops: [['Ajman labour accommodation', 'AJMAN', 'Al Jurf 2, Building C'], ['Sharjah pickup', 'SHARJAH_CITY', 'Al Qasimia bus bay'], ['Deira warehouse', 'DEIRA', 'Port Saeed, Warehouse 18']] },
  { name: 'Al Barsha to Palm Jumeirah resort', stops: [['Al Barsha staff residence', 'AL_BARSHA', 'Al Barsha 1, Street 23'], ['Palm resort staff gate', 'PALM_JUMEIRAH', 'Crescent Road, service gate']] },
  { name: 'Downtown office to Marina and JBR', stops: [['Downtown office', 'DOWNTOWN_DUBAI', 'Boulevard Plaza Tower 1'], ['Marina pickup', 'DUBAI_MARINA', 'Marina Mall bus bay'], ['JBR pickup', 'JUMEIRAH_BEACH_RESIDENCE', 'The Walk, Sadaf 5']] },
];

/** Estimated road distance from the first stop to the last, to 0.1 km. */
export function routeKm(stops: readonly Stop[]): number {
  let km = 0;
  for (let i = 1; i < stops.length; i++) {
    km += Math.max(MIN_LEG_KM, haversineKm(ZONES[(stops[i - 1] as Stop).zone], ZONES[(stops[i] as Stop).zone]) * ROAD_FACTOR);
  }
  return Math.round(km * 10) / 10;
}

/** The tariff price of a run under the account's terms: rounded to AED 5, less a net-rate discount. */
export function tariffPerRun(km: number, vehicle: VehicleClass, vehicles: number, { terms, basisPoints }: AccountTerms): number {
  const { base, perKm } = SHUTTLE_TARIFF[vehicle];
  const fils = Math.round(((base + perKm * km) * vehicles) / 5) * 500;
  return fromFils(terms === 'net_rate' ? fils - termsShareFils(fils, basisPoints) : fils);
}

/** The deterministic test shuttle behind a test-key id; its dates follow today's date. */
function testShuttle(id: string, terms: AccountTerms, clock: Clock): Shuttle {
  if (isMissingTestId(id)) throw errors.resourceNotFound('shuttle', id);
  const data = new TestData(id);
  const now = clock.now();
  const today = uaeDate(now);
  const route = data.pick(ROUTES);
  let minutes = 0;
  const stops: Stop[] = route.stops.map(([name, zone, address], i) => {
    if (i > 0) minutes += Math.max(10, Math.ceil((Math.max(MIN_LEG_KM, haversineKm(ZONES[route.stops[i - 1]?.[1] ?? zone], ZONES[zone]) * ROAD_FACTOR) / 40) * 12) * 5);
    return { name, zone, address, minutes_from_first_stop: minutes };
  });
  const vehicle = data.pick(['LUXURY_COACH', 'LUXURY_COACH', 'VIP_V_CLASS'] as VehicleClass[]);
  const vehicles = data.int(1, vehicle === 'LUXURY_COACH' ? 3 : 4);
  const km = routeKm(stops);
  const status = data.pick(['active', 'active', 'active', 'paused', 'ended'] as const);
  const startsOn = addDays(today, -data.int(60, 400));
  const endsOn = status === 'ended' ? addDays(today, -data.int(1, 50)) : data.chance(0.3) ? addDays(today, data.int(60, 300)) : null;
  const createdOn = addDays(startsOn, -data.int(7, 30));
  const version = data.int(1, 3);
  const agreedOn = version === 1 ? createdOn : addDays(today, -data.int(15, 50));
  const perRun = fromFils(Math.round((tariffPerRun(km, vehicle, vehicles, terms) * (1 - data.int(0, 8) / 100)) / 5) * 500);
  const pending = status !== 'ended' && data.chance(0.5);
  const departures: Departure[] = [
    { time: data.pick(['06:00', '06:30', '07:00', '07:30']), direction: 'outbound' },
    { time: data.pick(['16:30', '17:00', '17:30', '18:00']), direction: 'return' },
    ...(data.chance(0.3) ? [{ time: '22:30', direction: 'return' as const }] : []),
  ];
  const created = new Date(Date.parse(`${createdOn}T06:00:00Z`));
  return {
    object: 'corporate_shuttle',
    sandbox: true,
    id,
    name: route.name,
    status,
    status_reason: status === 'paused' ? data.pick(['Office closed for refurbishment', 'Project on hold', 'Staff on leave during Eid']) : status === 'ended' ? data.pick(['Project handed over', 'Office moved']) : null,
    cost_centre_id: data.pick(SANDBOX_COST_CENTRE_IDS),
    vehicle,
    vehicles_per_run: vehicles,
    capacity: VEHICLES[vehicle].seats * vehicles,
    route_km: km,
    stops,
    departures,
    days: data.pick([['mon', 'tue', 'wed', 'thu', 'fri'], ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']] as Day[][]),
    starts_on: startsOn,
    ends_on: endsOn,
    rate: { version, per_run_aed: perRun, agreed_on: agreedOn, effective_from: version === 1 ? startsOn : agreedOn },
    pending_rate: pending
      ? { version: version + 1, per_run_aed: fromFils(Math.round((perRun * (1 + data.pick([-0.05, 0.04, 0.06, 0.08]))) / 5) * 500), agreed_on: addDays(today, -data.int(0, 10)), effective_from: `${addMonths(today.slice(0, 7), 1)}-01` }
      : null,
    scheduled_through: status === 'ended' ? (endsOn ?? today).slice(0, 7) : addMonths(today.slice(0, 7), status === 'active' ? data.int(0, 1) : 0),
    created_at: created.toISOString(),
    updated_at: new Date(Math.min(now.getTime() - DAY_MS, created.getTime() + data.int(1, 60) * DAY_MS)).toISOString(),
  };
}

export function listShuttles(principal: ApiPrincipal, query: { status?: Status; limit?: number; cursor?: string }, clock: Clock): ShuttleList {
  const terms = termsOf(principal.account);
  const all = principal.mode === 'live' ? [] : SANDBOX_SHUTTLE_IDS.map((id) => testShuttle(id, terms, clock));
  const items = all.filter((s) => query.status === undefined || s.status === query.status).sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  return { object: 'list', sandbox: principal.mode === 'test', ...paginate(items, query.limit, query.cursor) };
}

/** The rules on the fields sent, whether creating or changing. */
function fieldIssues(request: ShuttleRequest, today: string): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  request.stops?.forEach((stop, i) => {
    const previous = request.stops?.[i - 1];
    if (i === 0 && stop.minutes_from_first_stop !== 0) found.push({ path: 'stops[0].minutes_from_first_stop', message: 'must be 0 for the first stop' });
    if (previous && stop.minutes_from_first_stop <= previous.minutes_from_first_stop) {
      found.push({ path: `stops[${i}].minutes_from_first_stop`, message: 'must be later than the stop before' });
    }
  });
  request.departures?.forEach((departure, i) => {
    if (request.departures?.findIndex((d) => d.time === departure.time) !== i) found.push({ path: `departures[${i}].time`, message: 'appears twice' });
  });
  if (request.starts_on !== undefined && (request.starts_on <= today || request.starts_on > addDays(today, MAX_DAYS_AHEAD))) {
    found.push({ path: 'starts_on', message: `must be after today (${today}, UAE time) and at most ${MAX_DAYS_AHEAD} days ahead` });
  }
  if (request.ends_on !== undefined && request.ends_on !== null && request.ends_on <= today) {
    found.push({ path: 'ends_on', message: 'must be after today; to stop a shuttle now, end it with the status operation' });
  }
  return found;
}

const REQUIRED_TO_CREATE = ['name', 'cost_centre_id', 'vehicle', 'stops', 'departures', 'days', 'starts_on'] as const;

function createShuttle(principal: ApiPrincipal, request: ShuttleRequest, clock: Clock): Shuttle {
  const now = clock.now();
  const today = uaeDate(now);
  const found = [...REQUIRED_TO_CREATE.filter((field) => request[field] === undefined).map((path) => ({ path, message: 'is required to create a shuttle' })), ...fieldIssues(request, today)];
  if (request.ends_on && request.starts_on && request.ends_on <= request.starts_on) found.push({ path: 'ends_on', message: 'must be after starts_on' });
  if (found.length > 0) throw errors.validation(found);
  if (principal.mode === 'live') throw errors.liveNotOpen('corporate shuttles', 'created');
  const centre = chargeableCostCentre(request.cost_centre_id as string, clock);
  const [vehicle, vehicles, stops, startsOn] = [request.vehicle as VehicleClass, request.vehicles_per_run ?? 1, request.stops as Stop[], request.starts_on as string];
  const km = routeKm(stops);
  return {
    object: 'corporate_shuttle',
    sandbox: true,
    id: newId('shu'),
    name: request.name as string,
    status: 'active',
    status_reason: null,
    cost_centre_id: centre.id,
    vehicle,
    vehicles_per_run: vehicles,
    capacity: VEHICLES[vehicle].seats * vehicles,
    route_km: km,
    stops,
    departures: request.departures as Departure[],
    days: request.days as Day[],
    starts_on: startsOn,
    ends_on: request.ends_on ?? null,
    rate: { version: 1, per_run_aed: tariffPerRun(km, vehicle, vehicles, termsOf(principal.account)), agreed_on: today, effective_from: startsOn },
    pending_rate: null,
    scheduled_through: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

function changeShuttle(principal: ApiPrincipal, id: string, changes: Omit<ShuttleRequest, 'id'>, clock: Clock): Shuttle {
  const now = clock.now();
  const today = uaeDate(now);
  if (Object.keys(changes).length === 0) throw errors.invalidField('', 'send at least one field to change besides id');
  const found = fieldIssues(changes, today);
  if (found.length > 0) throw errors.validation(found);
  if (principal.mode === 'live') throw errors.resourceNotFound('shuttle', id);
  const terms = termsOf(principal.account);
  const current = testShuttle(id, terms, clock);
  if (current.status === 'ended') throw errors.invalidState('shuttle', id, 'ended', 'changed');
  if (changes.starts_on !== undefined && current.starts_on <= today) throw errors.invalidField('starts_on', `cannot move: the shuttle started on ${current.starts_on}`);
  const next: Shuttle = { ...current, ...changes, updated_at: now.toISOString() };
  if (next.ends_on !== null && next.ends_on <= next.starts_on) throw errors.invalidField('ends_on', 'must be after starts_on');
  if (changes.cost_centre_id !== undefined) chargeableCostCentre(changes.cost_centre_id, clock);
  next.capacity = VEHICLES[next.vehicle].seats * next.vehicles_per_run;
  next.route_km = routeKm(next.stops);
  if (changes.stops !== undefined || changes.vehicle !== undefined || changes.vehicles_per_run !== undefined) {
    next.pending_rate = {
      version: Math.max(current.rate.version, current.pending_rate?.version ?? 0) + 1,
      per_run_aed: tariffPerRun(next.route_km, next.vehicle, next.vehicles_per_run, terms),
      agreed_on: today,
      effective_from: addDays(today, 1),
    };
  }
  return next;
}

/** Creates (no `id`) or changes a shuttle; simulated for a test key. */
export function saveShuttle(principal: ApiPrincipal, request: ShuttleRequest, clock: Clock): { created: boolean; shuttle: Shuttle } {
  const { id, ...changes } = request;
  if (id === undefined) return { created: true, shuttle: createShuttle(principal, request, clock) };
  return { created: false, shuttle: changeShuttle(principal, id, changes, clock) };
}

function findShuttle(principal: ApiPrincipal, id: string, clock: Clock): Shuttle {
  if (principal.mode === 'live') throw errors.resourceNotFound('shuttle', id);
  return testShuttle(id, termsOf(principal.account), clock);
}

/** Pauses, resumes or ends a shuttle; simulated for a test key. */
export function changeShuttleStatus(principal: ApiPrincipal, id: string, request: StatusRequest, clock: Clock): Shuttle {
  const current = findShuttle(principal, id, clock);
  if (!MOVES[current.status].includes(request.status)) throw errors.invalidState('shuttle', id, current.status, VERBS[request.status]);
  const now = clock.now();
  const today = uaeDate(now);
  const ending = request.status === 'ended';
  const endsOn = ending && (current.ends_on === null || current.ends_on > today) ? today : current.ends_on;
  return {
    ...current,
    status: request.status,
    status_reason: request.reason ?? null,
    ends_on: endsOn,
    scheduled_through: ending && current.scheduled_through !== null && current.scheduled_through > today.slice(0, 7) ? today.slice(0, 7) : current.scheduled_through,
    updated_at: now.toISOString(),
  };
}

/** Schedules a month of runs from the timetable, at the current rate; simulated for a test key. */
export function scheduleShuttleMonth(principal: ApiPrincipal, id: string, request: ScheduleRequest, clock: Clock): Schedule {
  const now = clock.now();
  const today = uaeDate(now);
  const thisMonth = uaeMonth(now);
  const found: ValidationIssue[] = [];
  if (request.month < thisMonth || request.month > addMonths(thisMonth, 12)) found.push({ path: 'month', message: `must be this month (${thisMonth}) or one of the next 12` });
  request.skip_dates?.forEach((date, i) => {
    if (date.slice(0, 7) !== request.month) found.push({ path: `skip_dates[${i}]`, message: `is not in ${request.month}` });
  });
  if (found.length > 0) throw errors.validation(found);
  const shuttle = findShuttle(principal, id, clock);
  if (shuttle.status !== 'active') throw errors.invalidState('shuttle', id, shuttle.status, 'scheduled');
  const first = [`${request.month}-01`, addDays(today, 1), shuttle.starts_on].reduce((a, b) => (a > b ? a : b));
  const last = [`${request.month}-${String(daysInMonth(request.month)).padStart(2, '0')}`, ...(shuttle.ends_on ? [shuttle.ends_on] : [])].reduce((a, b) => (a < b ? a : b));
  const skip = new Set(request.skip_dates ?? []);
  const departures = [...shuttle.departures].sort((a, b) => a.time.localeCompare(b.time));
  const runs: Schedule['runs'] = [];
  const skipped: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!shuttle.days.includes(weekdayOf(date))) continue;
    if (skip.has(date)) {
      skipped.push(date);
      continue;
    }
    for (const d of departures) runs.push({ id: newId('run'), date, departure_time: d.time, direction: d.direction, vehicles: shuttle.vehicles_per_run, price_aed: shuttle.rate.per_run_aed });
  }
  if (runs.length === 0) throw errors.invalidField('month', `gives no runs: the shuttle runs on no day of ${request.month} from ${first} to ${last}`);
  return {
    object: 'corporate_shuttle_schedule',
    sandbox: true,
    shuttle_id: id,
    month: request.month,
    rate_version: shuttle.rate.version,
    runs,
    run_count: runs.length,
    skipped_dates: skipped,
    total_aed: fromFils(sumFils(runs.map((r) => r.price_aed))),
    created_at: now.toISOString(),
  };
}

/** Makes the newly agreed rate the shuttle's rate; simulated for a test key. */
export function repriceShuttle(principal: ApiPrincipal, id: string, request: RepriceRequest, clock: Clock): Shuttle {
  const current = findShuttle(principal, id, clock);
  if (current.status === 'ended') throw errors.invalidState('shuttle', id, 'ended', 'repriced');
  const pending = current.pending_rate;
  if (!pending) throw errors.invalidState('shuttle', id, `${current.status} with no newly agreed rate`, 'repriced');
  if (request.rate_version !== pending.version) throw errors.invalidField('rate_version', `the newly agreed rate is version ${pending.version}`);
  return { ...current, rate: pending, pending_rate: null, updated_at: clock.now().toISOString() };
}
