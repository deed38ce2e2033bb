/**
 * Dispatch: the operator's drivers and vehicles are records; the day's board lists every live
 * pickup in UAE time; assigning a driver and a vehicle moves the booking to driver_assigned and is
 * refused for a driver or vehicle already on an overlapping job (until that job is cancelled) or
 * a vehicle too small for the party, changing nothing; the job sheet prints the day.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmin, type UsageError } from '../../scripts/admin';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { pdfTexts } from '../helpers/documents';
import { walletAt } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

const V1 = '/api/b2b/v1';
const t = useV1Suite({ partners: ['agency'], now: '2026-11-24T07:00:00.000Z' });
const { agency } = t.partners;
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock);
const refusal = (args: string[]) => admin(...args).then(() => null, (err: unknown) => err as UsageError);
const day = () => addDays(uaeToday(t.clock), 3);

interface Job {
  booking_id: string;
  reference: string;
  status: string;
  pickup_time: string;
  party_size: number;
  vehicle_class: string;
  driver: { id: string; name: string } | null;
  vehicle: { id: string; plate: string } | null;
}

async function transfer(time: string, passengers: number, vehicle: string, last = 'Rahman'): Promise<{ id: string; reference: string }> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: agency.keys.live, body: transferQuoteBody(t.clock, 3, { pickup_time: time, passengers, bags: 1, vehicle }) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: agency.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: last }, flight_number: 'EK202' } });
  expect(made.status).toBe(201);
  return made.body as { id: string; reference: string };
}

const fleet = { drivers: ['', ''], sedan: '', van: '' };
const jobs: Record<'early' | 'big' | 'late', { id: string; reference: string }> = { early: { id: '', reference: '' }, big: { id: '', reference: '' }, late: { id: '', reference: '' } };
const status = async (id: string) => ((await t.db('bookings').where({ id }).first('status')) as { status: string }).status;

beforeAll(async () => {
  await walletAt(t, agency, 'live', 20_000);
  jobs.early = await transfer('10:00', 2, 'EXECUTIVE_SEDAN', 'Early');
  jobs.big = await transfer('10:30', 5, 'VIP_V_CLASS', 'Big');
  jobs.late = await transfer('18:00', 1, 'EXECUTIVE_SEDAN', 'Late');
});

describe('the fleet', () => {
  it('keeps drivers and vehicles as records, refusing bad input and a licence or plate twice', async () => {
    const first = (await admin('driver', 'add', '--name', 'Imran Qureshi', '--phone', '+971 50 123 4567', '--licence', 'dxb-448812', '--languages', 'en,ur,ar')) as { driver: Record<string, unknown> };
    expect(first.driver).toMatchObject({ id: expect.stringMatching(/^drv_/), name: 'Imran Qureshi', phone: '+971501234567', licence_number: 'DXB-448812', languages: ['en', 'ur', 'ar'], status: 'active' });
    const second = (await admin('driver', 'add', '--name', 'Joseph Mathew', '--phone', '+971 55 765 4321', '--licence', 'DXB-500107', '--languages', 'en,hi')) as { driver: { id: string } };
    fleet.drivers = [first.driver.id as string, second.driver.id];
    const sedan = (await admin('vehicle', 'add', '--plate', 'dubai  j 48812', '--class', 'EXECUTIVE_SEDAN')) as { vehicle: Record<string, unknown> };
    expect(sedan.vehicle).toMatchObject({ plate: 'DUBAI J 48812', class: 'EXECUTIVE_SEDAN', seats: 3, description: 'Mercedes-Benz E-Class or similar' });
    fleet.sedan = sedan.vehicle.id as string;
    fleet.van = ((await admin('vehicle', 'add', '--plate', 'DUBAI K 22019', '--class', 'VIP_V_CLASS')) as { vehicle: { id: string } }).vehicle.id;

    const before = { drivers: await t.db('drivers').count({ n: '*' }), vehicles: await t.db('vehicles').count({ n: '*' }) };
    for (const [args, expected] of [
      [['driver', 'add', '--name', 'A', '--phone', '0501234', '--licence', 'X1', '--languages', 'en'], { code: 'validation_failed', message: expect.stringContaining('phone') }],
      [['driver', 'add', '--name', 'A', '--phone', '+971501234567', '--licence', 'X1', '--languages', 'english'], { code: 'validation_failed', message: expect.stringContaining('languages') }],
      [['driver', 'add', '--name', 'Another', '--phone', '+971501234567', '--licence', 'DXB-448812', '--languages', 'en'], { code: 'already_exists', message: expect.stringContaining('licence DXB-448812') }],
      [['vehicle', 'add', '--plate', 'DUBAI J 48812', '--class', 'EXECUTIVE_SEDAN'], { code: 'already_exists', message: expect.stringContaining('plate DUBAI J 48812') }],
      [['vehicle', 'add', '--plate', 'P 1', '--class', 'BUS'], { message: expect.stringContaining('--class must be one of') }],
      [['vehicle', 'add', '--plate', 'P 1', '--class', 'LUXURY_COACH', '--seats', '0'], { code: 'validation_failed', message: expect.stringContaining('seats') }],
    ] as Array<[string[], object]>) {
      expect([args, await refusal(args)]).toEqual([args, expect.objectContaining(expected)]);
    }
    expect({ drivers: await t.db('drivers').count({ n: '*' }), vehicles: await t.db('vehicles').count({ n: '*' }) }).toEqual(before);
    // Each record added from the command line is in the audit log as such; a refused one is not.
    const audited = await t.db('audit_events').whereIn('subject_type', ['driver', 'vehicle']).orderBy('id');
    expect(audited.map((row) => [row.action, row.subject_id, row.staff_id])).toEqual([
      ['driver.created', first.driver.id, null],
      ['driver.created', second.driver.id, null],
      ['vehicle.created', fleet.sedan, null],
      ['vehicle.created', fleet.van, null],
    ]);
  });
});

describe('the board and assignments', () => {
  it("lists the day's live pickups in UAE time, with flight, class, party and status", async () => {
    const board = (await admin('dispatch', 'board', '--date', day())) as { date: string; jobs: Job[] };
    expect(board.jobs.map((job) => [job.reference, job.pickup_time, job.party_size, job.vehicle_class, job.status])).toEqual([
      [jobs.early.reference, '10:00', 2, 'EXECUTIVE_SEDAN', 'confirmed'],
      [jobs.big.reference, '10:30', 5, 'VIP_V_CLASS', 'confirmed'],
      [jobs.late.reference, '18:00', 1, 'EXECUTIVE_SEDAN', 'confirmed'],
    ]);
    expect(await refusal(['dispatch', 'board', '--date', '27-11-2026'])).toMatchObject({ message: expect.stringContaining('--date must be a day') });
  });

  it('assigns a driver and vehicle by the booking reference, and the partner sees them', async () => {
    const { job } = (await admin('dispatch', 'assign', '--booking', jobs.early.reference.toLowerCase(), '--driver', fleet.drivers[0] as string, '--vehicle', fleet.sedan)) as { job: Job };
    expect(job).toMatchObject({ reference: jobs.early.reference, status: 'driver_assigned', driver: { id: fleet.drivers[0], name: 'Imran Qureshi' }, vehicle: { id: fleet.sedan, plate: 'DUBAI J 48812' } });
    const read = await call(t.app, 'GET', `${V1}/transport/bookings/${jobs.early.id}`, { token: agency.keys.live });
    expect(read.body).toMatchObject({ status: 'driver_assigned', driver: { name: 'Imran Qureshi', phone: '+971 50 123 4567', vehicle_plate: 'DUBAI J 48812' } });
    expect(await t.db('state_moves').where({ subject_id: jobs.early.id, to_state: 'driver_assigned' }).first()).toMatchObject({ actor: 'desk:cli' });
    const [audited] = await t.db('audit_events').where({ subject_type: 'booking', subject_id: jobs.early.id });
    expect([audited.action, audited.staff_id, JSON.parse(audited.change)]).toEqual(['booking.driver_assigned', null, expect.objectContaining({ reference: jobs.early.reference, driver_id: fleet.drivers[0], vehicle_id: fleet.sedan })]);
  });

  it('refuses a busy driver, a busy or too small vehicle, changing nothing', async () => {
    const [imran, joseph] = fleet.drivers as [string, string];
    const before = await t.db('dispatch_assignments').select('*').orderBy('booking_id');
    expect(await refusal(['dispatch', 'assign', '--booking', jobs.big.id, '--driver', imran, '--vehicle', fleet.van])).toMatchObject({
      code: 'invalid_state',
      message: expect.stringMatching(new RegExp(`^The driver Imran Qureshi is on ${jobs.early.reference} from 10:00 to \\d\\d:\\d\\d \\(UAE time\\), which overlaps this job`)),
    });
    expect(await refusal(['dispatch', 'assign', '--booking', jobs.big.id, '--driver', joseph, '--vehicle', fleet.sedan])).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining(`DUBAI J 48812 seats 3 and ${jobs.big.reference} is a party of 5`),
    });
    const small = await transfer('10:15', 1, 'EXECUTIVE_SEDAN', 'Small');
    expect(await refusal(['dispatch', 'assign', '--booking', small.id, '--driver', joseph, '--vehicle', fleet.sedan])).toMatchObject({ code: 'invalid_state', message: expect.stringContaining('The vehicle DUBAI J 48812 is on') });
    expect(await t.db('dispatch_assignments').select('*').orderBy('booking_id')).toEqual(before);
    expect([await status(jobs.big.id), await status(small.id)]).toEqual(['confirmed', 'confirmed']);

    // Cancelled, the early job keeps nobody busy.
    expect((await call(t.app, 'POST', `${V1}/transport/bookings/${jobs.early.id}/cancel`, { token: agency.keys.live })).status).toBe(200);
    const { job } = (await admin('dispatch', 'assign', '--booking', small.reference, '--driver', imran, '--vehicle', fleet.sedan)) as { job: Job };
    expect(job).toMatchObject({ status: 'driver_assigned', driver: { id: imran } });
  });

  it('assigns one of two overlapping jobs given the same driver at the same moment', async () => {
    const joseph = fleet.drivers[1] as string;
    await admin('dispatch', 'assign', '--booking', jobs.big.id, '--driver', joseph, '--vehicle', fleet.van);
    await admin('dispatch', 'assign', '--booking', jobs.late.id, '--driver', joseph, '--vehicle', fleet.van);
    // The van is on the big job from 10:30 (and the other driver on the small one): nobody may take it then.
    const clashing = await transfer('10:45', 2, 'VIP_V_CLASS', 'Clash');
    expect(await refusal(['dispatch', 'assign', '--booking', clashing.id, '--driver', fleet.drivers[0] as string, '--vehicle', fleet.van])).toMatchObject({ code: 'invalid_state', message: expect.stringContaining('which overlaps this job') });

    const coach = ((await admin('vehicle', 'add', '--plate', 'DUBAI L 9001', '--class', 'LUXURY_COACH')) as { vehicle: { id: string } }).vehicle.id;
    const [one, two] = [await transfer('14:00', 1, 'EXECUTIVE_SEDAN', 'One'), await transfer('14:20', 1, 'EXECUTIVE_SEDAN', 'Two')];
    const race = await Promise.allSettled([
      admin('dispatch', 'assign', '--booking', one.id, '--driver', joseph, '--vehicle', fleet.sedan),
      admin('dispatch', 'assign', '--booking', two.id, '--driver', joseph, '--vehicle', coach),
    ]);
    expect(race.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(race.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'invalid_state', message: expect.stringContaining('The driver Joseph Mathew is on') } });
    expect([await status(one.id), await status(two.id)].sort()).toEqual(['confirmed', 'driver_assigned']);
    expect(await t.db('dispatch_assignments').where({ driver_id: joseph }).whereIn('booking_id', [one.id, two.id])).toHaveLength(1);
  });

  it("prints the day's job sheet with each job's driver and vehicle", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sheet-'));
    try {
      const file = join(dir, 'sheet.pdf');
      const board = (await admin('dispatch', 'board', '--date', day())) as { jobs: Job[] };
      const printed = (await admin('dispatch', 'sheet', '--date', day(), '--out', file)) as { jobs: number };
      expect(printed).toMatchObject({ file, jobs: board.jobs.length });
      const text = (await pdfTexts([readFileSync(file)]))[0] ?? '';
      // Joseph's day under his name, phone and languages, then his job.
      for (const expected of [`10:30 · ${jobs.big.reference} · Aisha Big`, 'Joseph Mathew: ', '+971 55 765 4321', 'English, Hindi', 'DUBAI K 22019', 'Mercedes-Benz V-Class or similar', 'EK202', 'Dubai International (DXB) Terminal 3 to Palm Jumeirah']) {
        expect([expected, text.includes(expected)]).toEqual([expected, true]);
      }
      expect(text).not.toContain(jobs.early.reference);
      // One driver's sheet alone with --driver.
      const driverId = board.jobs.find((job) => job.reference === jobs.big.reference)?.driver?.id ?? '';
      expect([driverId, await admin('dispatch', 'sheet', '--date', day(), '--driver', driverId, '--out', file)]).toMatchObject([expect.stringMatching(/^drv_/), { jobs: board.jobs.filter((job) => job.driver?.id === driverId).length }]);
      expect((await pdfTexts([readFileSync(file)]))[0]).toContain('Job sheet: Joseph Mathew');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
