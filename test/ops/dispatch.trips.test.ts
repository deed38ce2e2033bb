/**
 * The dispatcher's side of trips (issue 26, section 6): vehicles record make, model and colour
 * (operator API and CLI); the board shows each job's trip and flight and raises its alerts (a
 * driver not on the way 30 minutes before the pickup, a driver taken off after a change); the
 * not-on-the-way desk task is raised once per booking however many instances run the job at
 * once, and closes by itself once the driver starts; the board's stream announces a job as it is
 * assigned, as its driver moves, and as it leaves the day.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { partitionFor, walletAt } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { runAdmin } from '../../scripts/admin';
import { addDays, uaeDate, uaeInstant } from '../../src/platform/uaeTime';
import { moveTrip } from '../../src/engine/tripMoves';
import { closeOverNotEnRouteTasks, raiseNotEnRouteTasks } from '../../src/engine/tripAlerts';

const V1 = '/api/b2b/v1';
const OPS = '/api/ops/v1';
const NOW = '2026-11-24T07:00:00.000Z';
const t = useV1Suite({ partners: ['agency'], now: NOW, resetClock: false });
const { agency } = t.partners;
/** The days of the jobs, from the suite's start: the clock only moves forward (a staff session's codes are never reused). */
const D = addDays(uaeDate(new Date(NOW)), 3);
const day = () => D;
const dayAfter = (n: number) => addDays(D, n);
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock);

type Job = ReturnType<typeof JSON.parse>;

async function transfer(time: string, last: string, days = 3): Promise<{ id: string; reference: string }> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: agency.keys.live, body: transferQuoteBody(t.clock, days, { pickup_time: time, passengers: 2, bags: 1, vehicle: 'EXECUTIVE_SEDAN' }) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: agency.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: last, phone: '+971552003040' }, flight_number: 'EK202' } });
  expect(made.status).toBe(201);
  return made.body as { id: string; reference: string };
}

const live = () => partitionFor(t, agency.accountId, 'live');
const board = async (date = day()): Promise<Job[]> => {
  const res = await opsCall(t, 'GET', `${OPS}/dispatch/board?date=${date}`, { session });
  expect(res.status).toBe(200);
  return res.body.jobs as Job[];
};
const jobOf = async (id: string, date = day()): Promise<Job> => (await board(date)).find((job: Job) => job.booking_id === id);
const assign = (booking: string, driver: string, vehicle: string) => opsCall(t, 'POST', `${OPS}/dispatch/assignments`, { session, body: { booking, driver_id: driver, vehicle_id: vehicle } });
const tasksOf = (bookingId: string, kind: string) => t.db('desk_queue').where({ kind, subject_type: 'booking', subject_id: bookingId }).orderBy('id');

let dispatcher: StaffFixture;
let session: StaffSession;
const fleet = { imran: '', joseph: '', sedan: '', spare: '' };
type Made = { id: string; reference: string };
const jobs: Record<'early' | 'late' | 'bare' | 'morning' | 'noon' | 'streamed' | 'leaving', Made> = {} as never;
const racers: Made[] = [];

/** Moves the clock forward to `at` (UAE wall time on `date`) and signs the dispatcher in again, as a person coming back to the board would (30 seconds later). */
async function moveTo(date: string, time: string): Promise<void> {
  t.clock.set(uaeInstant(date, time));
  session = await signIn(t, dispatcher);
}

beforeAll(async () => {
  dispatcher = await createStaffMember(t, { roles: ['dispatch'] });
  session = await signIn(t, dispatcher);
  await walletAt(t, agency, 'live', 50_000);
  jobs.early = await transfer('10:00', 'Early');
  jobs.late = await transfer('14:00', 'Late');
  jobs.bare = await transfer('16:00', 'Bare');
  jobs.morning = await transfer('09:00', 'Morning', 4);
  jobs.noon = await transfer('12:30', 'Noon', 4);
  for (const [i, time] of ['08:00', '08:10', '08:20', '08:30'].entries()) racers.push(await transfer(time, `Race${i}`, 5));
  jobs.streamed = await transfer('11:00', 'Streamed', 6);
  jobs.leaving = await transfer('11:30', 'Leaving', 6);
  fleet.imran = (await opsCall(t, 'POST', `${OPS}/drivers`, { session, body: { name: 'Imran Qureshi', phone: '+971 50 123 4567', licence_number: 'DXB-448812', languages: ['en', 'ur'] } })).body.id;
  fleet.joseph = (await opsCall(t, 'POST', `${OPS}/drivers`, { session, body: { name: 'Joseph Mathew', phone: '+971 55 765 4321', licence_number: 'DXB-500107', languages: ['en'] } })).body.id;
});

describe('vehicles record make, model and colour', () => {
  it('through the operator API: added, listed, corrected and cleared, each audited; too long a value is refused naming the field', async () => {
    const added = await opsCall(t, 'POST', `${OPS}/vehicles`, { session, body: { plate: 'dubai j 48812', class: 'EXECUTIVE_SEDAN', make: 'Mercedes-Benz', model: 'E-Class', colour: 'Black' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ plate: 'DUBAI J 48812', make: 'Mercedes-Benz', model: 'E-Class', colour: 'Black' });
    fleet.sedan = added.body.id;
    expect(await t.db('vehicles').where({ id: fleet.sedan }).first()).toMatchObject({ make: 'Mercedes-Benz', model: 'E-Class', colour: 'Black' });
    const listed = (await opsCall(t, 'GET', `${OPS}/vehicles`, { session })).body.vehicles;
    expect(listed).toEqual([expect.objectContaining({ id: fleet.sedan, make: 'Mercedes-Benz', model: 'E-Class', colour: 'Black' })]);

    t.clock.advance(60);
    const recoloured = await opsCall(t, 'PATCH', `${OPS}/vehicles/${fleet.sedan}`, { session, body: { colour: 'Pearl white', model: null } });
    expect(recoloured.status).toBe(200);
    expect(recoloured.body).toMatchObject({ make: 'Mercedes-Benz', model: null, colour: 'Pearl white' });
    const [, updated] = await t.db('audit_events').where({ subject_type: 'vehicle', subject_id: fleet.sedan }).orderBy('id');
    expect([updated.action, JSON.parse(updated.change)]).toEqual(['vehicle.updated', { before: { model: 'E-Class', colour: 'Black' }, after: { model: null, colour: 'Pearl white' } }]);

    const before = await t.db('vehicles').count({ n: '*' });
    const long = await opsCall(t, 'POST', `${OPS}/vehicles`, { session, body: { plate: 'DUBAI X 1', class: 'EXECUTIVE_SEDAN', colour: 'x'.repeat(31) } });
    expect([long.status, long.body.error.fields]).toEqual([422, ['colour']]);
    const empty = await opsCall(t, 'PATCH', `${OPS}/vehicles/${fleet.sedan}`, { session, body: { make: '' } });
    expect([empty.status, empty.body.error.fields]).toEqual([422, ['make']]);
    expect(await t.db('vehicles').count({ n: '*' })).toEqual(before);
  });

  it('through the CLI: vehicle add --make --model --colour, listed with them; an unknown option is refused', async () => {
    const added = (await admin('vehicle', 'add', '--plate', 'Dubai K 22019', '--class', 'EXECUTIVE_SEDAN', '--make', 'Lexus', '--model', 'ES 300h', '--colour', 'Silver')) as { vehicle: Record<string, unknown> };
    expect(added.vehicle).toMatchObject({ plate: 'DUBAI K 22019', class: 'EXECUTIVE_SEDAN', make: 'Lexus', model: 'ES 300h', colour: 'Silver', status: 'active' });
    fleet.spare = added.vehicle.id as string;
    const plain = (await admin('vehicle', 'add', '--plate', 'Dubai K 22020', '--class', 'VIP_V_CLASS')) as { vehicle: Record<string, unknown> };
    expect(plain.vehicle).toMatchObject({ make: null, model: null, colour: null });
    const listed = (await admin('vehicle', 'list')) as { vehicles: Array<Record<string, unknown>> };
    expect(listed.vehicles.find((vehicle) => vehicle.id === fleet.spare)).toMatchObject({ make: 'Lexus', model: 'ES 300h', colour: 'Silver' });
    await expect(admin('vehicle', 'add', '--plate', 'Dubai K 22021', '--class', 'VIP_V_CLASS', '--color', 'Red')).rejects.toThrow(/unknown option --color/);
    await expect(admin('vehicle', 'add', '--plate', 'Dubai K 22021', '--class', 'VIP_V_CLASS', '--model', 'y'.repeat(41))).rejects.toThrow(/model/);
    expect(await t.db('vehicles').where({ plate: 'DUBAI K 22021' })).toEqual([]);
  });
});

describe('the board', () => {
  it('shows each job\'s trip and flight: scheduled without a flight followed, then the flight as reported', async () => {
    let job = await jobOf(jobs.early.id);
    expect(job).toMatchObject({ status: 'confirmed', trip: { status: 'scheduled', eta: null }, flight: null, alerts: [], flight_number: 'EK202' });
    const now = t.clock.now().toISOString();
    await live().insert('booking_flights', {
      booking_id: jobs.early.id,
      flight_number: 'EK202',
      status: 'delayed',
      scheduled_arrival: uaeInstant(day(), '10:00').toISOString(),
      estimated_arrival: uaeInstant(day(), '10:35').toISOString(),
      actual_arrival: null,
      terminal: 'T3',
      diverted_to: null,
      observed_at: now,
      source: 'simulator',
      updated_at: now,
    });
    job = await jobOf(jobs.early.id);
    expect(job.flight).toEqual({ number: 'EK202', status: 'delayed', scheduled_arrival: uaeInstant(day(), '10:00').toISOString(), estimated_arrival: uaeInstant(day(), '10:35').toISOString(), actual_arrival: null, terminal: 'T3', diverted_to: null, updated_at: now });
  });

  it('shows the assignment with the vehicle\'s make, model and colour, and the trip as the driver moves it', async () => {
    const assigned = await assign(jobs.early.reference, fleet.imran, fleet.sedan);
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ trip: { status: 'driver_assigned' }, vehicle: { id: fleet.sedan, plate: 'DUBAI J 48812', make: 'Mercedes-Benz', model: null, colour: 'Pearl white' } });
    // The partner's booking, and the assignment's own event, name the driver and the vehicle as the traveller looks for it.
    const partnerView = (await call(t.app, 'GET', `${V1}/transport/bookings/${jobs.early.id}`, { token: agency.keys.live })).body;
    expect(partnerView).toMatchObject({ driver: { name: 'Imran Qureshi', first_name: 'Imran', phone: '+971 50 123 4567', vehicle_plate: 'DUBAI J 48812', photo_url: null }, vehicle: { make: 'Mercedes-Benz', model: null, colour: 'Pearl white', plate: 'DUBAI J 48812' }, trip: { status: 'driver_assigned' } });
    const event = (await t.db('events').where({ subject_id: jobs.early.id, type: 'booking.driver_assigned' }).first('data')) as { data: string };
    expect(JSON.parse(event.data)).toEqual(partnerView);
    const eta = uaeInstant(day(), '09:40').toISOString();
    await moveTo(day(), '09:10');
    await moveTrip(live(), jobs.early.id, 'en_route', { eta });
    expect((await jobOf(jobs.early.id)).trip).toEqual({ status: 'en_route', eta, updated_at: t.clock.now().toISOString() });
    const printed = (await admin('dispatch', 'board', '--date', day())) as { jobs: Job[] };
    expect(printed.jobs.find((job: Job) => job.booking_id === jobs.early.id)).toMatchObject({ trip: { status: 'en_route' }, flight: { status: 'delayed' } });
  });

  it('alerts when a driver is not on the way 30 minutes before the pickup; the task is raised once and closes when the driver starts', async () => {
    expect((await assign(jobs.late.reference, fleet.joseph, fleet.spare)).status).toBe(200);
    await moveTo(day(), '13:29');
    expect((await jobOf(jobs.late.id)).alerts).toEqual([]);
    expect(await raiseNotEnRouteTasks(t.sections, t.db, t.clock)).toBe(0);

    await moveTo(day(), '13:31');
    expect((await jobOf(jobs.late.id)).alerts).toEqual([{ kind: 'driver_not_en_route', message: 'Joseph Mathew is not on the way; pickup at 14:00', task_reference: null }]);
    expect(await raiseNotEnRouteTasks(t.sections, t.db, t.clock)).toBe(1);
    expect(await raiseNotEnRouteTasks(t.sections, t.db, t.clock)).toBe(0);
    const [task] = await tasksOf(jobs.late.id, 'driver_not_en_route');
    expect(task).toMatchObject({ status: 'open', account_id: agency.accountId, once_key: `driver_not_en_route:${jobs.late.id}` });
    expect(task.summary).toBe(`${jobs.late.reference}: Joseph Mathew (+971 55 765 4321, DUBAI K 22019) is not on the way; pickup at 14:00 (UAE time), Dubai International (DXB) Terminal 3 to Palm Jumeirah. Call the driver, or assign another on the dispatch board.`);
    expect((await jobOf(jobs.late.id)).alerts).toEqual([{ kind: 'driver_not_en_route', message: 'Joseph Mathew is not on the way; pickup at 14:00', task_reference: task.reference }]);
    // Dispatch works it in the queue.
    const opened = await opsCall(t, 'GET', `${OPS}/tasks/${task.reference}`, { session });
    expect(opened.body).toMatchObject({ kind: 'driver_not_en_route', status: 'open', booking: { reference: jobs.late.reference } });

    // The driver sets off: the alert goes, and the task closes by itself, saying when.
    await moveTo(day(), '13:36');
    await moveTrip(live(), jobs.late.id, 'en_route');
    expect((await jobOf(jobs.late.id)).alerts).toEqual([]);
    expect(await closeOverNotEnRouteTasks(t.db, t.clock)).toBe(1);
    expect(await closeOverNotEnRouteTasks(t.db, t.clock)).toBe(0);
    expect(await t.db('desk_queue').where({ id: task.id }).first()).toMatchObject({ status: 'answered', answer: 'accepted', answered_by: 'system', note: 'The driver started at 13:36 (UAE time).' });
    const closed = await opsCall(t, 'GET', `${OPS}/tasks/${task.reference}`, { session });
    expect(closed.body).toMatchObject({ status: 'answered', answered_by: { actor: 'system', staff: null } });
    // Never raised again for the booking, whatever happens to it later.
    expect(await raiseNotEnRouteTasks(t.sections, t.db, t.clock)).toBe(0);
    expect(await tasksOf(jobs.late.id, 'driver_not_en_route')).toHaveLength(1);
  });

  it('alerts when a change takes the driver off (a pickup moved onto the driver\'s other job), with the task to reassign', async () => {
    const date = dayAfter(1);
    const { morning, noon } = jobs;
    expect((await assign(morning.reference, fleet.imran, fleet.sedan)).status).toBe(200);
    expect((await assign(noon.reference, fleet.imran, fleet.spare)).status).toBe(200);
    // The noon pickup moves to 10:00 (as a flight moving the pickup would): Imran is on the morning job then.
    const asked = await call(t.app, 'POST', `${V1}/transport/bookings/${noon.id}/amendments`, { token: agency.keys.live, body: { pickup_time: '10:00' } });
    expect(asked.status).toBe(201);
    const request = (await t.db('desk_queue').where({ subject_type: 'request', subject_id: asked.body.id }).first('id')) as { id: number | string };
    await admin('desk', 'answer', '--task', String(request.id), '--accept', '--note', 'New time agreed.');

    const [reassign] = await tasksOf(noon.id, 'reassign_driver');
    expect(reassign).toMatchObject({ status: 'open' });
    const job = await jobOf(noon.id, date);
    expect(job).toMatchObject({ status: 'confirmed', driver: null, trip: { status: 'scheduled' } });
    expect(job.alerts).toEqual([{ kind: 'driver_released', message: reassign.summary, task_reference: reassign.reference }]);
    expect((await jobOf(morning.id, date)).alerts).toEqual([]);

    // Another driver assigned on the board answers the task, and the alert goes.
    expect((await assign(noon.reference, fleet.joseph, fleet.spare)).status).toBe(200);
    expect((await jobOf(noon.id, date)).alerts).toEqual([]);
    expect(await t.db('desk_queue').where({ id: reassign.id }).first()).toMatchObject({ status: 'answered' });
  });

  it('raises a job without a driver 30 minutes before its pickup on the board only', async () => {
    await moveTo(day(), '15:35');
    expect((await jobOf(jobs.bare.id)).alerts).toEqual([{ kind: 'no_driver', message: 'No driver yet; pickup at 16:00', task_reference: null }]);
    expect(await raiseNotEnRouteTasks(t.sections, t.db, t.clock)).toBe(0);
  });
});

describe('the not-on-the-way job, several instances at once', () => {
  it('raises each booking\'s task once however many run together', async () => {
    const date = dayAfter(2);
    const made = racers;
    for (const [i, booking] of made.entries()) {
      const driver = (await opsCall(t, 'POST', `${OPS}/drivers`, { session, body: { name: `Racer ${i}`, phone: `+97150000100${i}`, licence_number: `RACE-${i}`, languages: ['en'] } })).body.id as string;
      const vehicle = ((await admin('vehicle', 'add', '--plate', `RACE ${i}`, '--class', 'EXECUTIVE_SEDAN')) as { vehicle: { id: string } }).vehicle.id;
      expect((await assign(booking.reference, driver, vehicle)).status).toBe(200);
    }
    await moveTo(date, '08:01');
    const raised = await Promise.all(Array.from({ length: 4 }, () => raiseNotEnRouteTasks(t.sections, t.db, t.clock)));
    expect(raised.reduce((sum, n) => sum + n, 0)).toBe(4);
    for (const booking of made) expect(await tasksOf(booking.id, 'driver_not_en_route')).toHaveLength(1);
    const closers = await Promise.all(Array.from({ length: 3 }, () => closeOverNotEnRouteTasks(t.db, t.clock)));
    expect(closers).toEqual([0, 0, 0]);
    // The bookings cancelled meanwhile: each task is withdrawn once.
    for (const booking of made) expect((await call(t.app, 'POST', `${V1}/transport/bookings/${booking.id}/cancel`, { token: agency.keys.live })).status).toBe(200);
    const withdrawn = await Promise.all(Array.from({ length: 3 }, () => closeOverNotEnRouteTasks(t.db, t.clock)));
    expect(withdrawn.reduce((sum, n) => sum + n, 0)).toBe(4);
    for (const booking of made) expect(await tasksOf(booking.id, 'driver_not_en_route')).toEqual([expect.objectContaining({ status: 'withdrawn' })]);
  });
});

/** Opens the board's stream on a loopback port as a browser's EventSource would, and collects what arrives. */
async function openStream(path: string) {
  const server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stream = { status: 0, contentType: '', text: '', ended: false };
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { Cookie: session.cookie, Accept: 'text/event-stream' } }, resolve);
    req.on('error', reject);
  });
  stream.status = response.statusCode ?? 0;
  stream.contentType = String(response.headers['content-type']);
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (stream.text += chunk));
  response.on('end', () => (stream.ended = true));
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  /** The events of the stream so far, as `[event, data]`. */
  const events = (): Array<[string, Job]> =>
    stream.text
      .split('\n\n')
      .filter((block) => block.startsWith('event: '))
      .map((block) => {
        const [event, data] = block.split('\n');
        return [(event ?? '').slice('event: '.length), JSON.parse((data ?? '').slice('data: '.length))];
      });
  return { stream, events, close };
}

/** Waits, at most `ms` on the monotonic clock, until `done`. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const started = performance.now();
  while (!done() && performance.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the board\'s stream', () => {
  it('announces a job as it is assigned, as its driver moves, and as it leaves the day; it ends when the service drains', async () => {
    const date = dayAfter(3);
    const { streamed: job, leaving: other } = jobs;
    await moveTo(date, '10:10');
    const { stream, events, close } = await openStream(`${OPS}/dispatch/stream?date=${date}`);
    try {
      expect([stream.status, stream.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);
      // Nothing is sent for what has not changed since it opened.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(events()).toEqual([]);

      expect((await assign(job.reference, fleet.joseph, fleet.sedan)).status).toBe(200);
      await until(() => events().some(([, data]) => data.trip?.status === 'driver_assigned'), 5000);
      const assigned = events().find(([, data]) => data.booking_id === job.id);
      expect(assigned).toEqual(['job', await jobOf(job.id, date)]);

      t.clock.set(uaeInstant(date, '10:20'));
      await moveTrip(live(), job.id, 'en_route', { eta: uaeInstant(date, '10:50').toISOString() });
      await until(() => events().some(([, data]) => data.trip?.status === 'en_route'), 5000);
      expect(events().filter(([, data]) => data.booking_id === job.id).map(([event, data]) => [event, data.trip.status, data.trip.eta])).toEqual([
        ['job', 'driver_assigned', null],
        ['job', 'en_route', uaeInstant(date, '10:50').toISOString()],
      ]);

      expect((await call(t.app, 'POST', `${V1}/transport/bookings/${other.id}/cancel`, { token: agency.keys.live })).status).toBe(200);
      await until(() => events().some(([event]) => event === 'job_removed'), 5000);
      expect(events().filter(([event]) => event === 'job_removed')).toEqual([['job_removed', { booking_id: other.id }]]);

      t.services.lifecycle.draining = true;
      await until(() => stream.ended, 5000);
      expect(stream.ended).toBe(true);
    } finally {
      t.services.lifecycle.draining = false;
      await close();
    }
  });

  it('is the dispatch role\'s only', async () => {
    const desk = await signIn(t, await createStaffMember(t, { roles: ['desk'] }));
    const res = await opsCall(t, 'GET', `${OPS}/dispatch/stream`, { session: desk });
    expect([res.status, res.body.error.code]).toEqual([403, 'role_required']);
  });
});
