import type { components } from '../../generated/openapi-types';
import { errors, type ValidationIssue } from '../../errors';
import { filsToAed } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { bodyColumns, bookingValueLowered, createBookings } from '../../engine/bookings';
import { postMany, type WalletPosting } from '../../engine/ledger';
import { newId } from '../../platform/ids';
import { addDays, uaeDate, weekdayOf } from '../../platform/uaeTime';
import { stampView } from '../../engine/serializer';
import { addMonths, aed, monthDays, parsed, uaeMonth } from './common';
import { chargeableCostCentre } from './costCentres';
import { rateOn, ratesOf, type RateRow } from './shuttleRates';
import { STANDING, cancelRuns, standingRuns, type ShuttleRunBody } from './shuttleRuns';
import { readShuttle, shuttleEvent, type Shuttle } from './shuttles';
import { shortDate } from '../../engine/documents/format';

type ScheduleRequest = components['schemas']['CorporateShuttleScheduleRequest'];
type RepriceRequest = components['schemas']['CorporateShuttleRepriceRequest'];
type Schedule = components['schemas']['CorporateShuttleSchedule'];
type Departure = components['schemas']['CorporateShuttleDeparture'];
type Day = components['schemas']['CorporateShuttleDay'];

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
        description: `Shuttle run ${shuttle.name}, ${shortDate(date)} at ${departure.time} ${departure.direction} (cost centre ${centre.code})`,
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
        .update({ amount_due_fils: rate.per_run_fils, ...bodyColumns(p.sections, { kind: 'corporate', service_date: body.date }, { ...body, rate_version: version, price_fils: rate.per_run_fils }), updated_at: now });
      if (updated === 0) throw errors.invalidState('shuttle', id, 'being changed by another request', 'repriced');
      await p.table('corporate_shuttle_runs').where({ id: run.run_id }).update({ rate_version: version });
      if (run.differenceFils !== 0) {
        postings.push({
          kind: 'adjustment',
          amountFils: -run.differenceFils,
          bookingId: run.booking_id,
          reference: `${id}-v${version}`,
          description: `${run.differenceFils > 0 ? 'Charge' : 'Refund'} for shuttle ${shuttle.name} rate version ${version} on ${shortDate(body.date)} at ${body.departure_time}`,
        });
      }
    }
    // Refunds first, so a rate that moves runs both ways never needs more than the net; the
    // differences are one movement of the balance (402 for all of them, and nothing changed).
    postings.sort((a, b) => b.amountFils - a.amountFils);
    await postMany(p, postings, `repricing ${runs.length} scheduled runs (${aed(Math.max(netFils, 0))} more)`);
    // A run charged in an earlier month and re-priced lower now is credited on its invoice.
    for (const posting of postings) if (posting.amountFils > 0 && posting.bookingId) await bookingValueLowered(p, posting.bookingId, 'repricing');
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
