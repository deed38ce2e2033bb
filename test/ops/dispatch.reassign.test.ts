/**
 * A change of a job's pickup time re-checks its driver and vehicle: still fitting, the job keeps
 * them and its window follows; overlapping another job of the driver, the assignment is released
 * in the change's transaction (the booking confirmed again without a driver, the partner told by
 * `booking.driver_unassigned`, dispatch given a `reassign_driver` task, the board showing it
 * unassigned). Racing a change against an assignment never leaves one driver on two overlapping jobs.
 */
import { runAdmin } from '../../scripts/admin';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { walletAt } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { createStaffMember, opsCall, signIn } from '../helpers/staff';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

const V1 = '/api/b2b/v1';
const t = useV1Suite({ partners: ['agency'], now: '2026-11-24T07:00:00.000Z' });
const { agency } = t.partners;
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock);
const day = () => addDays(uaeToday(t.clock), 3);

interface Job {
  booking_id: string;
  status: string;
  pickup_time: string;
  driver: { id: string } | null;
  vehicle: { id: string } | null;
}

async function transfer(time: string, last: string): Promise<{ id: string; reference: string }> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: agency.keys.live, body: transferQuoteBody(t.clock, 3, { pickup_time: time, passengers: 1, bags: 1, vehicle: 'EXECUTIVE_SEDAN' }) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: agency.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: last } } });
  expect(made.status).toBe(201);
  return made.body as { id: string; reference: string };
}

let driver = '';
let otherDriver = '';
const sedans: string[] = [];

const assign = (booking: string, who = driver, vehicle = sedans[0] as string) => admin('dispatch', 'assign', '--booking', booking, '--driver', who, '--vehicle', vehicle);

/** The partner asks for a new pickup time and the trade desk accepts it from the command line. */
async function repickup(bookingId: string, time: string): Promise<void> {
  const asked = await call(t.app, 'POST', `${V1}/transport/bookings/${bookingId}/amendments`, { token: agency.keys.live, body: { pickup_time: time } });
  expect(asked.status).toBe(201);
  const task = (await t.db('desk_queue').where({ subject_type: 'request', subject_id: asked.body.id }).first('id')) as { id: number | string };
  await admin('desk', 'answer', '--task', String(task.id), '--accept', '--note', 'New time agreed.');
}

const board = async (): Promise<Job[]> => ((await admin('dispatch', 'board', '--date', day())) as { jobs: Job[] }).jobs;
const jobOf = async (id: string): Promise<Job> => (await board()).find((job) => job.booking_id === id) as Job;

/** Every pair of assigned jobs sharing a driver or a vehicle whose windows overlap: none, ever. */
async function overlaps(): Promise<string[]> {
  const rows = (await t.db('dispatch_assignments').join('bookings', 'bookings.id', 'dispatch_assignments.booking_id').where('bookings.status', 'driver_assigned').select('dispatch_assignments.*', 'bookings.body')) as Array<{
    booking_id: string;
    driver_id: string;
    vehicle_id: string;
    starts_at: string;
    ends_at: string;
    body: string;
  }>;
  const found: string[] = [];
  for (const a of rows) {
    // The stored window follows the booking's pickup as it stands.
    expect([a.booking_id, new Date(a.starts_at).getTime()]).toEqual([a.booking_id, Date.parse((JSON.parse(a.body) as { pickup: { at: string } }).pickup.at)]);
    for (const b of rows) {
      if (a.booking_id < b.booking_id && (a.driver_id === b.driver_id || a.vehicle_id === b.vehicle_id) && a.starts_at < b.ends_at && b.starts_at < a.ends_at) found.push(`${a.booking_id} ${b.booking_id}`);
    }
  }
  return found;
}

beforeAll(async () => {
  await walletAt(t, agency, 'live', 50_000);
  driver = ((await admin('driver', 'add', '--name', 'Imran Qureshi', '--phone', '+971501234567', '--licence', 'DXB-448812', '--languages', 'en')) as { driver: { id: string } }).driver.id;
  otherDriver = ((await admin('driver', 'add', '--name', 'Joseph Mathew', '--phone', '+971557654321', '--licence', 'DXB-500107', '--languages', 'en')) as { driver: { id: string } }).driver.id;
  for (const plate of ['DUBAI J 48812', 'DUBAI J 48813', 'DUBAI J 48814']) sedans.push(((await admin('vehicle', 'add', '--plate', plate, '--class', 'EXECUTIVE_SEDAN')) as { vehicle: { id: string } }).vehicle.id);
});

describe('a change of pickup time', () => {
  it('keeps a driver it still fits, the job’s window following the new time', async () => {
    const job = await transfer('06:00', 'Fits');
    await assign(job.id);
    await repickup(job.id, '06:30');
    expect(await jobOf(job.id)).toMatchObject({ status: 'driver_assigned', pickup_time: '06:30', driver: { id: driver } });
    expect(await overlaps()).toEqual([]);
    expect(await t.db('desk_queue').where({ kind: 'reassign_driver', subject_id: job.id })).toHaveLength(0);
  });

  it('releases a driver it makes overlap another job: a task for dispatch, booking.driver_unassigned to the partner, unassigned on the board', async () => {
    const morning = await transfer('10:00', 'Morning');
    const afternoon = await transfer('15:00', 'Afternoon');
    await assign(morning.id, driver, sedans[0]);
    await assign(afternoon.id, driver, sedans[1]);
    const before = await t.db('events').where({ subject_id: afternoon.id }).count({ n: '*' }).first();

    await repickup(afternoon.id, '10:30');

    expect(await jobOf(morning.id)).toMatchObject({ status: 'driver_assigned', driver: { id: driver } });
    expect(await jobOf(afternoon.id)).toMatchObject({ status: 'confirmed', pickup_time: '10:30', driver: null, vehicle: null });
    expect(await overlaps()).toEqual([]);
    const stored = await t.db('bookings').where({ id: afternoon.id }).first('status', 'driver');
    expect(stored).toEqual({ status: 'confirmed', driver: null });
    expect(await t.db('dispatch_assignments').where({ booking_id: afternoon.id })).toHaveLength(0);
    const moves = await t.db('state_moves').where({ subject_id: afternoon.id, subject_type: 'booking' }).orderBy('id');
    expect(moves.map((move) => [move.from_state, move.to_state])).toEqual([
      [null, 'confirmed'],
      ['confirmed', 'driver_assigned'],
      ['driver_assigned', 'confirmed'],
    ]);
    // Its trip is back to waiting for a driver, with no crew.
    const tripMoves = await t.db('state_moves').where({ subject_id: afternoon.id, subject_type: 'trip' }).orderBy('id');
    expect(tripMoves.map((move) => [move.from_state, move.to_state])).toEqual([
      ['scheduled', 'driver_assigned'],
      ['driver_assigned', 'scheduled'],
    ]);
    expect(await t.db('booking_trips').where({ booking_id: afternoon.id }).first('status', 'driver', 'vehicle')).toEqual({ status: 'scheduled', driver: null, vehicle: null });
    // The trip keeps the pickup the desk accepted (the driver's and traveller's pages read it).
    const { starts_at: startsAt } = (await t.db('bookings').where({ id: afternoon.id }).first('starts_at')) as { starts_at: string };
    expect((await t.db('booking_trips').where({ booking_id: afternoon.id }).first('pickup_at')).pickup_at).toBe(startsAt);

    const events = (await t.db('events').where({ subject_id: afternoon.id }).orderBy('seq').select('type', 'data')) as Array<{ type: string; data: string }>;
    expect(events.slice(Number((before as { n: number | string }).n)).map((event) => event.type)).toEqual(['booking.amended', 'booking.driver_unassigned']);
    const unassigned = JSON.parse((events.at(-1) as { data: string }).data) as { object: string; status: string; driver: unknown };
    expect(unassigned).toMatchObject({ object: 'transport_booking', reference: afternoon.reference, status: 'confirmed', driver: null });
    const notice = (await t.db('events').where({ subject_id: afternoon.id, type: 'booking.driver_unassigned' }).first('notice_title', 'notice_body')) as { notice_title: string; notice_body: string };
    expect(notice.notice_title).toBe(`Driver taken off after a change; a new one follows: ${afternoon.reference}`);
    expect(notice.notice_body).toContain(`Imran Qureshi is on ${morning.reference}`);

    const [task] = await t.db('desk_queue').where({ kind: 'reassign_driver', subject_type: 'booking', subject_id: afternoon.id });
    expect(task).toMatchObject({ status: 'open', account_id: agency.accountId, reference: expect.stringMatching(/^RDR-/) });
    expect(task.summary).toContain(afternoon.reference);

    // Dispatch works it: a dispatcher sees it in the queue; assigning a free driver on the board answers it.
    const dispatcher = await signIn(t, await createStaffMember(t, { roles: ['dispatch'] }));
    const queue = await opsCall(t, 'GET', '/api/ops/v1/tasks?kind=reassign_driver', { session: dispatcher });
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((row: { reference: string }) => row.reference)).toEqual([task.reference]);
    const early = await opsCall(t, 'POST', `/api/ops/v1/tasks/${task.reference}/claim`, { session: dispatcher });
    expect(early.status).toBe(200);
    const refused = await opsCall(t, 'POST', `/api/ops/v1/tasks/${task.reference}/answer`, { session: dispatcher, body: { decision: 'accept' } });
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([409, 'invalid_state', expect.stringContaining(`${afternoon.reference} has no driver yet`)]);
    await opsCall(t, 'POST', `/api/ops/v1/tasks/${task.reference}/release`, { session: dispatcher });
    await assign(afternoon.id, otherDriver, sedans[1]);
    expect(await jobOf(afternoon.id)).toMatchObject({ status: 'driver_assigned', driver: { id: otherDriver } });
    expect(await t.db('desk_queue').where({ id: task.id }).first()).toMatchObject({ status: 'answered', answer: 'accepted' });
    expect(await overlaps()).toEqual([]);
  });
});

describe('a change racing an assignment', () => {
  it('never leaves one driver on two overlapping jobs', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round++) {
      // Each round its own driver and vehicles: job A is the driver's at noon; job B, waiting for a driver, at 17:00.
      // A moves onto B's hour while B is assigned the same driver.
      const own = ((await admin('driver', 'add', '--name', `Driver ${round}`, '--phone', `+97150999000${round}`, '--licence', `RACE-${round}`, '--languages', 'en')) as { driver: { id: string } }).driver.id;
      const [vanA, vanB] = await Promise.all(['A', 'B'].map(async (x) => ((await admin('vehicle', 'add', '--plate', `RACE ${x} ${round}`, '--class', 'EXECUTIVE_SEDAN')) as { vehicle: { id: string } }).vehicle.id));
      const a = await transfer('12:00', `Moved${round}`);
      const b = await transfer('17:00', `Waiting${round}`);
      await assign(a.id, own, vanA);
      const hour = '17';
      const [moved, assigned] = await Promise.allSettled([repickup(a.id, `${hour}:15`), assign(b.id, own, vanB)]);
      expect(moved.status).toBe('fulfilled');
      const [aJob, bJob] = [await jobOf(a.id), await jobOf(b.id)];
      outcomes.push(`${assigned.status}:${aJob.status}:${bJob.status}`);
      // Either the change came first (B refused: the driver is on A at its new time), or the assignment did (A released).
      expect([aJob.driver === null || bJob.driver === null || aJob.driver.id !== bJob.driver.id, aJob.driver?.id === own && bJob.driver?.id === own]).toEqual([true, false]);
      expect(await overlaps()).toEqual([]);
    }
    expect(outcomes.filter((o) => !['rejected:driver_assigned:confirmed', 'fulfilled:confirmed:driver_assigned'].includes(o))).toEqual([]);
  });
});
