import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType, type NoticeKind } from '../../engine/events';
import type { AccountTerms } from '../../engine/terms';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import { newId } from '../../platform/ids';
import { addDays, uaeDate } from '../../platform/uaeTime';
import { aed, parsed } from './common';
import { insertRate, rateOf, ratesOf, routeKm, tariffPerRunFils, type RateRow } from './shuttleRates';
import { cancelRuns, scheduledThroughOf } from './shuttleRuns';
import { chargeableCostCentre } from './costCentres';
import { stampList, stampView } from '../../engine/serializer';

export type Shuttle = components['schemas']['CorporateShuttle'];
type ShuttleRequest = components['schemas']['CorporateShuttleRequest'];
type StatusRequest = components['schemas']['CorporateShuttleStatusRequest'];
type ShuttleList = components['schemas']['CorporateShuttleList'];
type Stop = components['schemas']['CorporateShuttleStop'];
type Departure = components['schemas']['CorporateShuttleDeparture'];
type Day = components['schemas']['CorporateShuttleDay'];
type Status = Shuttle['status'];

const MAX_DAYS_AHEAD = 365;

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

export async function readShuttle(partition: Partition, id: string): Promise<ShuttleRow> {
  const row = (await partition.table('corporate_shuttles').where({ id }).first()) as ShuttleRow | undefined;
  if (!row) throw errors.resourceNotFound('shuttle', id);
  return row;
}

async function viewShuttle(partition: Partition, id: string): Promise<Shuttle> {
  const row = await readShuttle(partition, id);
  return shuttleOf(partition, row, (await ratesOf(partition, [id])).get(id) ?? [], (await scheduledThroughOf(partition, [id])).get(id) ?? null);
}

export async function shuttleEvent(partition: Partition, type: EventType, id: string, notice?: { kind: NoticeKind; title: string; body: string }): Promise<Shuttle> {
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
