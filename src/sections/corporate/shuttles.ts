import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { filsToAed } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType, type NoticeKind } from '../../engine/events';
import { cancelBooking, createBookings } from '../../engine/bookings';
import { postMany, type WalletPosting } from '../../engine/ledger';
import { termsShareFils, type AccountTerms } from '../../engine/terms';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import { newId } from '../../platform/ids';
import { addDays, uaeDate, weekdayOf } from '../../platform/uaeTime';
import { ZONES, haversineKm } from '../../engine/tariff';
import { addMonths, monthDays, parsed, uaeMonth } from './common';
import { chargeableCostCentre } from './costCentres';
import { stampList, stampView } from '../../engine/serializer';

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
/** Runs whose booking still stands; a cancelled run is refunded and no longer scheduled. */
const STANDING = ['confirmed', 'driver_assigned'] as const;

/**
 * A shuttle's states: active → paused → active; active or paused → ended, for good. Pausing and
 * ending cancel the runs scheduled from tomorrow.
 */
export const SHUTTLE_MACHINE = defineMachine<Status>({
  subject: 'shuttle',
  table: 'corporate_shuttles',
  moves: { active: ['paused', 'ended'], paused: ['active', 'ended'], ended: [] },
  actions: { active: 'resumed', paused: 'paused', ended: 'ended' },
});

export interface ShuttleRow {
  id: string;
  name: string;
  status: Status;
  status_reason: string | null;
  cost_centre_id: string;
  vehicle: VehicleClass;
  vehicles_per_run: number | string;
  stops: string;
  departures: string;
  days: string;
  starts_on: string;
  ends_on: string | null;
  rate_version: number | string;
  pending_rate_version: number | string | null;
  created_at: string;
  updated_at: string;
}

interface RateRow {
  shuttle_id: string;
  version: number;
  per_run_fils: number;
  agreed_on: string;
  effective_from: string;
  picked_up_at: string | null;
}

/** What a run's booking keeps, in `bookings.body`. */
export interface ShuttleRunBody {
  object: 'corporate_booking';
  type: 'shuttle_run';
  id: string;
  run_id: string;
  shuttle_id: string;
  shuttle_name: string;
  cost_centre_id: string;
  date: string;
  departure_time: string;
  direction: Departure['direction'];
  vehicle: VehicleClass;
  vehicles: number;
  rate_version: number;
  /** Shown as `price_aed`: the corporate bookings' view turns stored fils into AED. */
  price_fils: number;
  created_at: string;
}

/** Estimated road distance from the first stop to the last, to 0.1 km. */
export function routeKm(stops: readonly Stop[]): number {
  let km = 0;
  for (let i = 1; i < stops.length; i++) {
    km += Math.max(MIN_LEG_KM, haversineKm(ZONES[(stops[i - 1] as Stop).zone], ZONES[(stops[i] as Stop).zone]) * ROAD_FACTOR);
  }
  return Math.round(km * 10) / 10;
}

/** The tariff price of a run under the account's terms, in fils: rounded to AED 5, less a net-rate discount. */
export function tariffPerRunFils(km: number, vehicle: VehicleClass, vehicles: number, { terms, basisPoints }: AccountTerms): number {
  const { base, perKm } = SHUTTLE_TARIFF[vehicle];
  const fils = Math.round(((base + perKm * km) * vehicles) / 5) * 500;
  return terms === 'net_rate' ? fils - termsShareFils(fils, basisPoints) : fils;
}

const rateOf = (rate: RateRow): Shuttle['rate'] => ({ version: rate.version, per_run_aed: filsToAed(rate.per_run_fils), agreed_on: rate.agreed_on, effective_from: rate.effective_from });

function shuttleOf(partition: Partition, row: ShuttleRow, rates: readonly RateRow[], scheduledThrough: string | null): Shuttle {
  const stops = parsed<Stop[]>(row.stops);
  const vehicles = Number(row.vehicles_per_run);
  const current = rates.find((rate) => rate.version === Number(row.rate_version)) as RateRow;
  const pending = row.pending_rate_version === null ? undefined : rates.find((rate) => rate.version === Number(row.pending_rate_version));
  return stampView(partition, 'corporate_shuttle', {
    id: row.id,
    name: row.name,
    status: row.status,
    status_reason: row.status_reason,
    cost_centre_id: row.cost_centre_id,
    vehicle: row.vehicle,
    vehicles_per_run: vehicles,
    capacity: VEHICLES[row.vehicle].seats * vehicles,
    route_km: routeKm(stops),
    stops,
    departures: parsed<Departure[]>(row.departures),
    days: parsed<Day[]>(row.days),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    rate: rateOf(current),
    pending_rate: pending ? rateOf(pending) : null,
    scheduled_through: scheduledThrough,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });
}

async function ratesOf(partition: Partition, shuttleIds: readonly string[]): Promise<Map<string, RateRow[]>> {
  const byShuttle = new Map<string, RateRow[]>();
  if (shuttleIds.length === 0) return byShuttle;
  const rows = (await partition.table('corporate_shuttle_rates').whereIn('shuttle_id', shuttleIds).orderBy('version')) as Array<Record<string, unknown>>;
  for (const row of rows) {
    const rate: RateRow = {
      shuttle_id: String(row.shuttle_id),
      version: Number(row.version),
      per_run_fils: Number(row.per_run_fils),
      agreed_on: String(row.agreed_on),
      effective_from: String(row.effective_from),
      picked_up_at: (row.picked_up_at as string | null) ?? null,
    };
    byShuttle.set(rate.shuttle_id, [...(byShuttle.get(rate.shuttle_id) ?? []), rate]);
  }
  return byShuttle;
}

/** The runs of the partition joined to their bookings, for the runs that still stand. */
function standingRuns(partition: Partition) {
  return partition
    .db({ r: 'corporate_shuttle_runs' })
    .join({ b: 'bookings' }, (on) => on.on('b.id', '=', 'r.booking_id').andOn('b.account_id', '=', 'r.account_id').andOn('b.mode', '=', 'r.mode'))
    .where({ 'r.account_id': partition.accountId, 'r.mode': partition.mode })
    .whereIn('b.status', STANDING);
}

/** The last month with runs that still stand, per shuttle. */
async function scheduledThroughOf(partition: Partition, shuttleIds: readonly string[]): Promise<Map<string, string>> {
  if (shuttleIds.length === 0) return new Map();
  const rows = (await standingRuns(partition).whereIn('r.shuttle_id', shuttleIds).groupBy('r.shuttle_id').select({ shuttle_id: 'r.shuttle_id' }).max({ last: 'r.service_date' })) as Array<{ shuttle_id: string; last: string | null }>;
  return new Map(rows.filter((row) => row.last !== null).map((row) => [row.shuttle_id, (row.last as string).slice(0, 7)]));
}

async function readShuttle(partition: Partition, id: string): Promise<ShuttleRow> {
  const row = (await partition.table('corporate_shuttles').where({ id }).first()) as ShuttleRow | undefined;
  if (!row) throw errors.resourceNotFound('shuttle', id);
  return row;
}

async function viewShuttle(partition: Partition, id: string): Promise<Shuttle> {
  const row = await readShuttle(partition, id);
  return shuttleOf(partition, row, (await ratesOf(partition, [id])).get(id) ?? [], (await scheduledThroughOf(partition, [id])).get(id) ?? null);
}

async function shuttleEvent(partition: Partition, type: EventType, id: string, notice?: { kind: NoticeKind; title: string; body: string }): Promise<Shuttle> {
  const shuttle = await viewShuttle(partition, id);
  await recordEvent(partition, { type, subjectType: 'corporate_shuttle', subjectId: id, data: shuttle, ...(notice ? { notice } : {}) });
  return shuttle;
}

export async function listShuttles(partition: Partition, query: { status?: Status; limit?: number; cursor?: string }): Promise<ShuttleList> {
  const rows = partition.table('corporate_shuttles');
  if (query.status !== undefined) rows.andWhere({ status: query.status });
  const page = await keysetPage<ShuttleRow>(rows, query.limit, query.cursor);
  const ids = page.data.map((row) => row.id);
  const rates = await ratesOf(partition, ids);
  const through = await scheduledThroughOf(partition, ids);
  return stampList(partition, page.data.map((row) => shuttleOf(partition, row, rates.get(row.id) ?? [], through.get(row.id) ?? null)), page.next_cursor);
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

async function insertRate(p: Partition, shuttleId: string, rate: Omit<RateRow, 'shuttle_id'>): Promise<void> {
  await p.insert('corporate_shuttle_rates', { shuttle_id: shuttleId, ...rate, created_at: p.now() });
}

async function createShuttle(partition: Partition, request: ShuttleRequest, terms: AccountTerms): Promise<Shuttle> {
  const today = uaeDate(partition.clock.now());
  const found = [...REQUIRED_TO_CREATE.filter((field) => request[field] === undefined).map((path) => ({ path, message: 'is required to create a shuttle' })), ...fieldIssues(request, today)];
  if (request.ends_on && request.starts_on && request.ends_on <= request.starts_on) found.push({ path: 'ends_on', message: 'must be after starts_on' });
  if (found.length > 0) throw errors.validation(found);
  const [vehicle, vehicles, stops, startsOn] = [request.vehicle as VehicleClass, request.vehicles_per_run ?? 1, request.stops as Stop[], request.starts_on as string];
  return partition.transaction(async (p) => {
    const centre = await chargeableCostCentre(p, request.cost_centre_id as string);
    const id = newId('shu');
    const now = p.now();
    await p.insert('corporate_shuttles', {
      id,
      name: request.name,
      status: 'active',
      status_reason: null,
      cost_centre_id: centre.id,
      vehicle,
      vehicles_per_run: vehicles,
      stops: JSON.stringify(stops),
      departures: JSON.stringify(request.departures),
      days: JSON.stringify(request.days),
      starts_on: startsOn,
      ends_on: request.ends_on ?? null,
      rate_version: 1,
      pending_rate_version: null,
      created_at: now,
      updated_at: now,
    });
    await insertRate(p, id, { version: 1, per_run_fils: tariffPerRunFils(routeKm(stops), vehicle, vehicles, terms), agreed_on: today, effective_from: startsOn, picked_up_at: now });
    await recordCreated(p, SHUTTLE_MACHINE, id, 'active');
    return shuttleEvent(p, 'corporate_shuttle.created', id);
  });
}

/**
 * Changes what is sent. A new route or vehicle does not change the price at once: the newly
 * agreed tariff rate is stored as the next rate version, effective tomorrow, to be picked up.
 */
async function changeShuttle(partition: Partition, id: string, changes: Omit<ShuttleRequest, 'id'>, terms: AccountTerms): Promise<Shuttle> {
  const today = uaeDate(partition.clock.now());
  if (Object.keys(changes).length === 0) throw errors.invalidField('', 'send at least one field to change besides id');
  const found = fieldIssues(changes, today);
  if (found.length > 0) throw errors.validation(found);
  return partition.transaction(async (p) => {
    const current = await readShuttle(p, id);
    if (current.status === 'ended') throw errors.invalidState('shuttle', id, 'ended', 'changed');
    if (changes.starts_on !== undefined && current.starts_on <= today) throw errors.invalidField('starts_on', `cannot move: the shuttle started on ${current.starts_on}`);
    const startsOn = changes.starts_on ?? current.starts_on;
    const endsOn = changes.ends_on === undefined ? current.ends_on : changes.ends_on;
    if (endsOn !== null && endsOn <= startsOn) throw errors.invalidField('ends_on', 'must be after starts_on');
    if (changes.cost_centre_id !== undefined) await chargeableCostCentre(p, changes.cost_centre_id);
    const now = p.now();
    const columns: Record<string, unknown> = { updated_at: now };
    for (const field of ['name', 'cost_centre_id', 'vehicle', 'vehicles_per_run', 'starts_on', 'ends_on'] as const) if (changes[field] !== undefined) columns[field] = changes[field];
    for (const field of ['stops', 'departures', 'days'] as const) if (changes[field] !== undefined) columns[field] = JSON.stringify(changes[field]);
    if (changes.stops !== undefined || changes.vehicle !== undefined || changes.vehicles_per_run !== undefined) {
      const top = (await p.table('corporate_shuttle_rates').where({ shuttle_id: id }).max({ v: 'version' }).first()) as { v: number | string };
      const version = Number(top.v) + 1;
      const stops = changes.stops ?? parsed<Stop[]>(current.stops);
      const perRun = tariffPerRunFils(routeKm(stops), changes.vehicle ?? current.vehicle, changes.vehicles_per_run ?? Number(current.vehicles_per_run), terms);
      await insertRate(p, id, { version, per_run_fils: perRun, agreed_on: today, effective_from: addDays(today, 1), picked_up_at: null });
      columns.pending_rate_version = version;
    } else if (changes.starts_on !== undefined && Number(current.rate_version) === 1) {
      // Not started yet: the first rate applies from the new first day.
      await p.table('corporate_shuttle_rates').where({ shuttle_id: id, version: 1 }).update({ effective_from: changes.starts_on });
    }
    const updated = await p.table('corporate_shuttles').where({ id }).whereNot({ status: 'ended' }).update(columns);
    if (updated === 0) throw errors.invalidState('shuttle', id, 'ended', 'changed');
    return shuttleEvent(p, 'corporate_shuttle.changed', id);
  });
}

/** Creates (no `id`, 201) or changes a shuttle. */
export async function saveShuttle(partition: Partition, request: ShuttleRequest, terms: AccountTerms): Promise<{ created: boolean; shuttle: Shuttle }> {
  const { id, ...changes } = request;
  if (id === undefined) return { created: true, shuttle: await createShuttle(partition, request, terms) };
  return { created: false, shuttle: await changeShuttle(partition, id, changes, terms) };
}

/**
 * Cancels, with a full refund, the shuttle's runs that still stand from `from` (inclusive) to
 * `to` (inclusive, or open): they have not run. One notice for them all is the caller's.
 */
async function cancelRuns(p: Partition, shuttleId: string, from: string, to: string | null): Promise<{ count: number; refundedFils: number }> {
  const query = standingRuns(p).where('r.shuttle_id', shuttleId).where('r.service_date', '>=', from).select({ booking_id: 'r.booking_id', amount: 'b.amount_due_fils' });
  if (to !== null) query.where('r.service_date', '<=', to);
  const runs = (await query) as Array<{ booking_id: string; amount: number | string }>;
  for (const run of runs) await cancelBooking(p, 'corporate', run.booking_id, () => 0, { notice: false });
  return { count: runs.length, refundedFils: runs.reduce((sum, run) => sum + Number(run.amount), 0) };
}

const aed = (fils: number): string => `AED ${filsToAed(fils).toFixed(2)}`;

/** Pauses, resumes or ends a shuttle; pausing and ending cancel (and refund) its runs from tomorrow. */
export async function changeShuttleStatus(partition: Partition, id: string, request: StatusRequest): Promise<Shuttle> {
  return partition.transaction(async (p) => {
    const current = await readShuttle(p, id);
    const today = uaeDate(p.clock.now());
    const changes: Record<string, unknown> = { status_reason: request.reason ?? null, updated_at: p.now() };
    if (request.status === 'ended' && (current.ends_on === null || current.ends_on > today)) changes.ends_on = today;
    await move(p, SHUTTLE_MACHINE, id, request.status, changes);
    const cancelled = request.status === 'active' ? { count: 0, refundedFils: 0 } : await cancelRuns(p, id, addDays(today, 1), null);
    const type: EventType = request.status === 'active' ? 'corporate_shuttle.resumed' : request.status === 'paused' ? 'corporate_shuttle.paused' : 'corporate_shuttle.ended';
    const verb = request.status === 'active' ? 'resumed' : request.status;
    return shuttleEvent(p, type, id, {
      kind: 'service_notice',
      title: `Shuttle ${verb}: ${current.name}`,
      body: [
        request.reason ?? null,
        cancelled.count > 0 ? `${cancelled.count} scheduled runs from ${addDays(today, 1)} cancelled and ${aed(cancelled.refundedFils)} refunded` : null,
        request.status === 'active' ? 'Schedule its next runs to book them' : null,
      ]
        .filter(Boolean)
        .join(' · ') || `Shuttle ${id} ${verb}`,
    });
  });
}

/** The picked-up rate in force on `date`: the latest version effective by then. */
function rateOn(rates: readonly RateRow[], date: string): RateRow {
  const inForce = rates.filter((rate) => rate.picked_up_at !== null);
  return [...inForce].reverse().find((rate) => rate.effective_from <= date) ?? (inForce[0] as RateRow);
}

/**
 * Schedules a month of runs from the timetable as bookings, each charged at the rate in force on
 * its date, in one transaction: all of them, or (402, 409, 422) none. Scheduling a month again
 * first cancels and refunds the runs of that month that have not run, then books the new ones.
 */
export async function scheduleShuttleMonth(partition: Partition, id: string, request: ScheduleRequest): Promise<Schedule> {
  const now = partition.clock.now();
  const today = uaeDate(now);
  const thisMonth = uaeMonth(now);
  const found: ValidationIssue[] = [];
  if (request.month < thisMonth || request.month > addMonths(thisMonth, 12)) found.push({ path: 'month', message: `must be this month (${thisMonth}) or one of the next 12` });
  request.skip_dates?.forEach((date, i) => {
    if (date.slice(0, 7) !== request.month) found.push({ path: `skip_dates[${i}]`, message: `is not in ${request.month}` });
  });
  if (found.length > 0) throw errors.validation(found);
  return partition.transaction(async (p) => {
    const shuttle = await readShuttle(p, id);
    if (shuttle.status !== 'active') throw errors.invalidState('shuttle', id, shuttle.status, 'scheduled');
    const [monthStart, monthEnd] = monthDays(request.month);
    const tomorrow = addDays(today, 1);
    const first = [monthStart, tomorrow, shuttle.starts_on].reduce((a, b) => (a > b ? a : b));
    const last = [monthEnd, ...(shuttle.ends_on ? [shuttle.ends_on] : [])].reduce((a, b) => (a < b ? a : b));
    const days = parsed<Day[]>(shuttle.days);
    const departures = parsed<Departure[]>(shuttle.departures).sort((a, b) => a.time.localeCompare(b.time));
    const skip = new Set(request.skip_dates ?? []);
    const rates = (await ratesOf(p, [id])).get(id) ?? [];
    const vehicles = Number(shuttle.vehicles_per_run);
    const planned: Array<{ date: string; departure: Departure; rate: RateRow }> = [];
    const skipped: string[] = [];
    for (let date = first; date <= last; date = addDays(date, 1)) {
      if (!days.includes(weekdayOf(date))) continue;
      if (skip.has(date)) {
        skipped.push(date);
        continue;
      }
      const rate = rateOn(rates, date);
      for (const departure of departures) planned.push({ date, departure, rate });
    }
    if (planned.length === 0) throw errors.invalidField('month', `gives no runs: the shuttle runs on no day of ${request.month} from ${first} to ${last}`);
    const centre = await chargeableCostCentre(p, shuttle.cost_centre_id);
    await cancelRuns(p, id, [monthStart, tomorrow].reduce((a, b) => (a > b ? a : b)), monthEnd);
    const totalFils = planned.reduce((sum, run) => sum + run.rate.per_run_fils, 0);
    const createdAt = p.now();
    const runIds = planned.map(() => newId('run'));
    const bookings = await createBookings<ShuttleRunBody>(
      p,
      planned.map(({ date, departure, rate }, i) => ({
        kind: 'corporate',
        status: 'confirmed',
        quoteId: null,
        serviceDate: date,
        amountDueFils: rate.per_run_fils,
        travellerName: `Shuttle: ${shuttle.name}`.slice(0, 200),
        agencyReference: runIds[i] as string,
        description: `Shuttle run ${shuttle.name}, ${date} ${departure.time} ${departure.direction} (cost centre ${centre.code})`,
        // The month's one notice is the schedule's own.
        notice: false,
        body: (bookingId, at) => ({
          object: 'corporate_booking',
          type: 'shuttle_run',
          id: bookingId,
          run_id: runIds[i] as string,
          shuttle_id: id,
          shuttle_name: shuttle.name,
          cost_centre_id: centre.id,
          date,
          departure_time: departure.time,
          direction: departure.direction,
          vehicle: shuttle.vehicle,
          vehicles,
          rate_version: rate.version,
          price_fils: rate.per_run_fils,
          created_at: at,
        }),
      })),
      `the ${planned.length} runs of ${request.month} (${aed(totalFils)})`,
    );
    const rows = planned.map(({ date, departure, rate }, i) => ({
      id: runIds[i],
      shuttle_id: id,
      cost_centre_id: centre.id,
      booking_id: bookings[i]?.id,
      service_date: date,
      departure_time: departure.time,
      direction: departure.direction,
      vehicles,
      rate_version: rate.version,
      created_at: createdAt,
    }));
    const runs: Schedule['runs'] = planned.map(({ date, departure, rate }, i) => ({ id: runIds[i] as string, date, departure_time: departure.time, direction: departure.direction, vehicles, price_aed: filsToAed(rate.per_run_fils) }));
    for (let i = 0; i < rows.length; i += 200) await p.insert('corporate_shuttle_runs', rows.slice(i, i + 200));
    const rateVersion = Math.max(...planned.map((run) => run.rate.version));
    await shuttleEvent(p, 'corporate_shuttle.scheduled', id, {
      kind: 'booking_update',
      title: `Shuttle runs booked: ${shuttle.name}, ${request.month}`,
      body: `${runs.length} runs from ${first} to ${last}, ${aed(totalFils)} charged to cost centre ${centre.code}${skipped.length > 0 ? `; left out ${skipped.join(', ')}` : ''}`,
    });
    return stampView<Schedule>(p, 'corporate_shuttle_schedule', {
      shuttle_id: id,
      month: request.month,
      rate_version: rateVersion,
      runs,
      run_count: runs.length,
      skipped_dates: skipped,
      total_aed: filsToAed(totalFils),
      created_at: createdAt,
    });
  });
}

/**
 * Picks up the newly agreed rate: it becomes the rate in force from its `effective_from`, and the
 * runs scheduled from then on that have not run (from tomorrow at the earliest) are repriced, the
 * difference charged or refunded through the ledger run by run. Runs before keep their rate.
 */
export async function repriceShuttle(partition: Partition, id: string, request: RepriceRequest): Promise<Shuttle> {
  return partition.transaction(async (p) => {
    const shuttle = await readShuttle(p, id);
    if (shuttle.status === 'ended') throw errors.invalidState('shuttle', id, 'ended', 'repriced');
    if (shuttle.pending_rate_version === null) throw errors.invalidState('shuttle', id, `${shuttle.status} with no newly agreed rate`, 'repriced');
    const version = Number(shuttle.pending_rate_version);
    if (request.rate_version !== version) throw errors.invalidField('rate_version', `the newly agreed rate is version ${version}`);
    const rate = ((await ratesOf(p, [id])).get(id) ?? []).find((r) => r.version === version) as RateRow;
    const today = uaeDate(p.clock.now());
    const from = [rate.effective_from, addDays(today, 1)].reduce((a, b) => (a > b ? a : b));
    const runs = (await standingRuns(p).where('r.shuttle_id', id).where('r.service_date', '>=', from).orderBy('r.service_date').select({ run_id: 'r.id', booking_id: 'b.id', amount: 'b.amount_due_fils', body: 'b.body' })) as Array<{ run_id: string; booking_id: string; amount: number | string; body: string }>;
    const differences = runs.map((run) => ({ ...run, differenceFils: rate.per_run_fils - Number(run.amount) }));
    const netFils = differences.reduce((sum, run) => sum + run.differenceFils, 0);
    const now = p.now();
    const postings: WalletPosting[] = [];
    for (const run of differences) {
      const body = parsed<ShuttleRunBody>(run.body);
      const updated = await p
        .table('bookings')
        .where({ id: run.booking_id, kind: 'corporate' })
        .whereIn('status', STANDING)
        .update({ amount_due_fils: rate.per_run_fils, body: JSON.stringify({ ...body, rate_version: version, price_fils: rate.per_run_fils }), updated_at: now });
      if (updated === 0) throw errors.invalidState('shuttle', id, 'being changed by another request', 'repriced');
      await p.table('corporate_shuttle_runs').where({ id: run.run_id }).update({ rate_version: version });
      if (run.differenceFils !== 0) {
        postings.push({
          kind: 'adjustment',
          amountFils: -run.differenceFils,
          bookingId: run.booking_id,
          reference: `${id}-v${version}`,
          description: `${run.differenceFils > 0 ? 'Charge' : 'Refund'} for shuttle ${shuttle.name} rate version ${version} on ${body.date} ${body.departure_time}`,
        });
      }
    }
    // Refunds first, so a rate that moves runs both ways never needs more than the net; the
    // differences are one movement of the balance (402 for all of them, and nothing changed).
    postings.sort((a, b) => b.amountFils - a.amountFils);
    await postMany(p, postings, `repricing ${runs.length} scheduled runs (${aed(Math.max(netFils, 0))} more)`);
    await p.table('corporate_shuttle_rates').where({ shuttle_id: id, version }).update({ picked_up_at: now });
    const updated = await p.table('corporate_shuttles').where({ id, pending_rate_version: version }).whereNot({ status: 'ended' }).update({ rate_version: version, pending_rate_version: null, updated_at: now });
    if (updated === 0) throw errors.invalidState('shuttle', id, 'changed meanwhile', 'repriced');
    return shuttleEvent(p, 'corporate_shuttle.repriced', id, {
      kind: 'price_change',
      title: `Shuttle rate version ${version}: ${shuttle.name}`,
      body: `${aed(rate.per_run_fils)} per run from ${rate.effective_from}; ${runs.length} scheduled runs from ${from} repriced (${netFils >= 0 ? 'charged' : 'refunded'} ${aed(Math.abs(netFils))})`,
    });
  });
}
