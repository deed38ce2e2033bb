/**
 * Dispatch over the operator API: only the dispatch role reaches it; drivers and vehicles are
 * added and switched on and off with an audit row each; the board lists the day in UAE time; an
 * assignment moves the booking with the member of staff as its actor, and an overlap or too
 * small a vehicle is refused changing nothing; the job sheet answers as a PDF.
 */
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { pdfPages, pdfTexts } from '../helpers/documents';
import { walletAt } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { createStaffMember, expectOpsContract, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { routes } from '../../src/generated/ops/routes';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

const V1 = '/api/b2b/v1';
const OPS = '/api/ops/v1';
const t = useV1Suite({ partners: ['agency'], now: '2026-11-24T07:00:00.000Z', resetClock: false });
const { agency } = t.partners;
const day = () => addDays(uaeToday(t.clock), 3);

async function transfer(time: string, passengers: number, vehicle: string, last: string): Promise<{ id: string; reference: string }> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: agency.keys.live, body: transferQuoteBody(t.clock, 3, { pickup_time: time, passengers, bags: 1, vehicle }) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: agency.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: last, phone: '+971552003040' }, flight_number: 'EK202', notes: `Child seat for ${last}` } });
  expect(made.status).toBe(201);
  return made.body as { id: string; reference: string };
}

const audits = (subjectType: string, subjectId: string) => t.db('audit_events').where({ subject_type: subjectType, subject_id: subjectId }).orderBy('id');
const status = async (id: string) => ((await t.db('bookings').where({ id }).first('status')) as { status: string }).status;

let dispatcher: StaffFixture;
let session: StaffSession;
const others: StaffSession[] = [];
const jobs = { early: { id: '', reference: '' }, big: { id: '', reference: '' } };
const fleet = { driver: '', spare: '', sedan: '', van: '' };

beforeAll(async () => {
  dispatcher = await createStaffMember(t, { roles: ['dispatch'] });
  session = await signIn(t, dispatcher);
  for (const roles of [['admin'], ['desk'], ['finance']] as const) others.push(await signIn(t, await createStaffMember(t, { roles: [...roles] })));
  await walletAt(t, agency, 'live', 20_000);
  jobs.early = await transfer('10:00', 2, 'EXECUTIVE_SEDAN', 'Early');
  jobs.big = await transfer('10:30', 5, 'VIP_V_CLASS', 'Big');
});

describe('roles', () => {
  it('admits the dispatch role only, refusing admin, desk and finance with 403 and changing nothing', async () => {
    const dispatchOps = routes.filter((route) => route.tag === 'Dispatch');
    expect(Object.fromEntries(dispatchOps.map((route) => [route.operationId, route.security.flatMap((req) => req.scopes)]))).toEqual({
      listDrivers: ['dispatch'],
      createDriver: ['dispatch'],
      updateDriver: ['dispatch'],
      listVehicles: ['dispatch'],
      createVehicle: ['dispatch'],
      updateVehicle: ['dispatch'],
      getDispatchBoard: ['dispatch'],
      streamDispatchBoard: ['dispatch'],
      assignDispatchJob: ['dispatch'],
      getJobSheet: ['dispatch'],
      listDispatchCandidates: ['dispatch'],
    });
    const before = { drivers: await t.db('drivers').count({ n: '*' }), audit: await t.db('audit_events').count({ n: '*' }) };
    for (const other of others) {
      for (const [method, path, body] of [
        ['GET', `${OPS}/drivers`],
        ['POST', `${OPS}/drivers`, { name: 'Nobody', phone: '+971501112233', licence_number: 'X-1', languages: ['en'] }],
        ['PATCH', `${OPS}/drivers/drv_AAAAAAAAAAAAAAAAAAAA`, { status: 'inactive' }],
        ['GET', `${OPS}/vehicles`],
        ['POST', `${OPS}/vehicles`, { plate: 'X 1', class: 'EXECUTIVE_SEDAN' }],
        ['PATCH', `${OPS}/vehicles/veh_AAAAAAAAAAAAAAAAAAAA`, { status: 'inactive' }],
        ['GET', `${OPS}/dispatch/board?date=${day()}`],
        ['GET', `${OPS}/dispatch/stream?date=${day()}`],
        ['POST', `${OPS}/dispatch/assignments`, { booking: jobs.early.reference, driver_id: 'drv_AAAAAAAAAAAAAAAAAAAA', vehicle_id: 'veh_AAAAAAAAAAAAAAAAAAAA' }],
        ['GET', `${OPS}/dispatch/sheet?date=${day()}`],
        ['GET', `${OPS}/dispatch/candidates?booking=${jobs.early.reference}`],
      ] as const) {
        const res = await opsCall(t, method, path, { session: other, ...(body ? { body } : {}) });
        expect([method, path, res.status, res.body.error]).toEqual([method, path, 403, { code: 'role_required', message: 'This needs the dispatch role.', retryable: false }]);
      }
    }
    expect({ drivers: await t.db('drivers').count({ n: '*' }), audit: await t.db('audit_events').count({ n: '*' }) }).toEqual(before);
  });
});

describe('the fleet', () => {
  it('adds drivers and vehicles, each with an audit row naming the dispatcher', async () => {
    const driver = await opsCall(t, 'POST', `${OPS}/drivers`, { session, body: { name: 'Imran Qureshi', phone: '+971 50 123 4567', licence_number: 'dxb-448812', languages: ['en', 'UR'] } });
    expect(driver.status).toBe(201);
    expect(driver.body).toMatchObject({ id: expect.stringMatching(/^drv_/), phone: '+971501234567', licence_number: 'DXB-448812', languages: ['en', 'ur'], status: 'active' });
    fleet.driver = driver.body.id;
    fleet.spare = (await opsCall(t, 'POST', `${OPS}/drivers`, { session, body: { name: 'Joseph Mathew', phone: '+971 55 765 4321', licence_number: 'DXB-500107', languages: ['en'] } })).body.id;
    const sedan = await opsCall(t, 'POST', `${OPS}/vehicles`, { session, body: { plate: 'dubai j 48812', class: 'EXECUTIVE_SEDAN' } });
    expect(sedan.status).toBe(201);
    expect(sedan.body).toMatchObject({ plate: 'DUBAI J 48812', seats: 3, status: 'active' });
    fleet.sedan = sedan.body.id;
    fleet.van = (await opsCall(t, 'POST', `${OPS}/vehicles`, { session, body: { plate: 'DUBAI K 22019', class: 'VIP_V_CLASS' } })).body.id;

    const [created] = await audits('driver', fleet.driver);
    expect(created).toMatchObject({ staff_id: dispatcher.id, action: 'driver.created', request_id: driver.headers['x-request-id'] });
    expect(JSON.parse(created.change)).toMatchObject({ after: { licence_number: 'DXB-448812' } });
    expect(await audits('vehicle', fleet.sedan)).toEqual([expect.objectContaining({ staff_id: dispatcher.id, action: 'vehicle.created' })]);

    const taken = await opsCall(t, 'POST', `${OPS}/drivers`, { session, body: { name: 'Another', phone: '+971501234567', licence_number: 'DXB-448812', languages: ['en'] } });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'already_exists']);
    const badPhone = await opsCall(t, 'POST', `${OPS}/drivers`, { session, body: { name: 'A', phone: '0501234', licence_number: 'X1', languages: ['en'] } });
    expect([badPhone.status, badPhone.body.error.fields]).toEqual([422, ['phone']]);
    expect(await t.db('drivers').select('id')).toHaveLength(2);

    const listed = await opsCall(t, 'GET', `${OPS}/drivers`, { session });
    expect(listed.body.drivers.map((d: { name: string }) => d.name)).toEqual(['Imran Qureshi', 'Joseph Mathew']);
    expect((await opsCall(t, 'GET', `${OPS}/vehicles`, { session })).body.vehicles.map((v: { plate: string }) => v.plate)).toEqual(['DUBAI J 48812', 'DUBAI K 22019']);
  });

  it('switches a driver and a vehicle off and on, audited once per change; an inactive one is not assigned', async () => {
    const off = await opsCall(t, 'PATCH', `${OPS}/drivers/${fleet.spare}`, { session, body: { status: 'inactive' } });
    expect([off.status, off.body.status]).toEqual([200, 'inactive']);
    expect((await opsCall(t, 'PATCH', `${OPS}/drivers/${fleet.spare}`, { session, body: { status: 'inactive' } })).status).toBe(200);
    const refused = await opsCall(t, 'POST', `${OPS}/dispatch/assignments`, { session, body: { booking: jobs.early.id, driver_id: fleet.spare, vehicle_id: fleet.sedan } });
    expect([refused.status, refused.body.error.fields]).toEqual([422, ['driver_id']]);
    expect((await opsCall(t, 'PATCH', `${OPS}/drivers/${fleet.spare}`, { session, body: { status: 'active' } })).body.status).toBe('active');
    const changes = (await audits('driver', fleet.spare)).filter((row) => row.action === 'driver.status_changed').map((row) => JSON.parse(row.change));
    expect(changes).toEqual([
      { before: { status: 'active' }, after: { status: 'inactive' } },
      { before: { status: 'inactive' }, after: { status: 'active' } },
    ]);

    const van = await opsCall(t, 'PATCH', `${OPS}/vehicles/${fleet.van}`, { session, body: { status: 'inactive' } });
    expect(van.body.status).toBe('inactive');
    expect((await opsCall(t, 'PATCH', `${OPS}/vehicles/${fleet.van}`, { session, body: { status: 'active' } })).body.status).toBe('active');
    expect((await audits('vehicle', fleet.van)).map((row) => row.action)).toEqual(['vehicle.created', 'vehicle.status_changed', 'vehicle.status_changed']);

    const missing = await opsCall(t, 'PATCH', `${OPS}/drivers/drv_AAAAAAAAAAAAAAAAAAAA`, { session, body: { status: 'active' } });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
    expect(await status(jobs.early.id)).toBe('confirmed');
  });

  it('corrects a driver’s and a vehicle’s details, audited with the fields before and after; a taken licence or plate is refused, changing nothing', async () => {
    const added = await opsCall(t, 'POST', `${OPS}/drivers`, { session, body: { name: 'Sanjay Pilai', phone: '+971 52 000 1111', licence_number: 'DXB-700001', languages: ['en'] } });
    const id = added.body.id as string;
    t.clock.advance(60);
    const fixed = await opsCall(t, 'PATCH', `${OPS}/drivers/${id}`, { session, body: { name: 'Sanjay Pillai', phone: '+971 52 000 2222', languages: ['EN', 'ml'] } });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toEqual({ ...added.body, name: 'Sanjay Pillai', phone: '+971520002222', languages: ['en', 'ml'], updated_at: t.clock.now().toISOString() });
    expect(await t.db('drivers').where({ id }).first()).toMatchObject({ name: 'Sanjay Pillai', phone: '+971520002222', languages: JSON.stringify(['en', 'ml']) });
    const [, updated] = await audits('driver', id);
    expect(updated).toMatchObject({ staff_id: dispatcher.id, action: 'driver.updated' });
    expect(JSON.parse(updated.change)).toEqual({ before: { name: 'Sanjay Pilai', phone: '+971520001111', languages: ['en'] }, after: { name: 'Sanjay Pillai', phone: '+971520002222', languages: ['en', 'ml'] } });

    // The same values again: nothing changes and nothing is written.
    const same = await opsCall(t, 'PATCH', `${OPS}/drivers/${id}`, { session, body: { name: 'Sanjay Pillai' } });
    expect([same.status, same.body.updated_at]).toEqual([200, t.clock.now().toISOString()]);
    expect(await audits('driver', id)).toHaveLength(2);
    const taken = await opsCall(t, 'PATCH', `${OPS}/drivers/${id}`, { session, body: { licence_number: 'dxb-448812', name: 'Someone Else' } });
    expect([taken.status, taken.body.error]).toEqual([409, { code: 'already_exists', message: "The licence DXB-448812 is already another driver's on the operator's records. Nothing was changed.", retryable: false }]);
    expect(await t.db('drivers').where({ id }).first()).toMatchObject({ name: 'Sanjay Pillai', licence_number: 'DXB-700001' });
    const empty = await opsCall(t, 'PATCH', `${OPS}/drivers/${id}`, { session, body: {} });
    expect(empty.status).toBe(422);
    const badPhone = await opsCall(t, 'PATCH', `${OPS}/drivers/${id}`, { session, body: { phone: '0501234' } });
    expect([badPhone.status, badPhone.body.error.fields]).toEqual([422, ['phone']]);

    const car = await opsCall(t, 'POST', `${OPS}/vehicles`, { session, body: { plate: 'SHARJAH 3 1001', class: 'EXECUTIVE_SEDAN' } });
    const vehicleId = car.body.id as string;
    const upgraded = await opsCall(t, 'PATCH', `${OPS}/vehicles/${vehicleId}`, { session, body: { class: 'VIP_V_CLASS', plate: 'sharjah 3  1002' } });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toMatchObject({ plate: 'SHARJAH 3 1002', class: 'VIP_V_CLASS', seats: 7, description: 'Mercedes-Benz V-Class or similar', status: 'active' });
    const seated = await opsCall(t, 'PATCH', `${OPS}/vehicles/${vehicleId}`, { session, body: { seats: 6, status: 'inactive' } });
    expect(seated.body).toMatchObject({ seats: 6, status: 'inactive' });
    expect((await audits('vehicle', vehicleId)).map((row) => [row.action, row.action === 'vehicle.created' ? null : JSON.parse(row.change)])).toEqual([
      ['vehicle.created', null],
      ['vehicle.updated', { before: { plate: 'SHARJAH 3 1001', class: 'EXECUTIVE_SEDAN', seats: 3, description: 'Mercedes-Benz E-Class or similar' }, after: { plate: 'SHARJAH 3 1002', class: 'VIP_V_CLASS', seats: 7, description: 'Mercedes-Benz V-Class or similar' } }],
      ['vehicle.updated', { before: { seats: 7, status: 'active' }, after: { seats: 6, status: 'inactive' } }],
    ]);
    const plateTaken = await opsCall(t, 'PATCH', `${OPS}/vehicles/${vehicleId}`, { session, body: { plate: 'DUBAI J 48812' } });
    expect([plateTaken.status, plateTaken.body.error.code]).toEqual([409, 'already_exists']);
    expect(await t.db('vehicles').where({ id: vehicleId }).first()).toMatchObject({ plate: 'SHARJAH 3 1002' });
  });
});

describe('the board and assignments', () => {
  it("lists the day's live pickups in UAE time", async () => {
    const board = await opsCall(t, 'GET', `${OPS}/dispatch/board?date=${day()}`, { session });
    expect(board.status).toBe(200);
    expect(board.body.date).toBe(day());
    expect(board.body.jobs.map((job: { reference: string; pickup_time: string; party_size: number; flight_number: string; status: string }) => [job.reference, job.pickup_time, job.party_size, job.flight_number, job.status])).toEqual([
      [jobs.early.reference, '10:00', 2, 'EK202', 'confirmed'],
      [jobs.big.reference, '10:30', 5, 'EK202', 'confirmed'],
    ]);
    expect((await opsCall(t, 'GET', `${OPS}/dispatch/board`, { session })).body).toEqual({ date: uaeToday(t.clock), jobs: [] });
    const bad = await opsCall(t, 'GET', `${OPS}/dispatch/board?date=27-11-2026`, { session });
    expect([bad.status, bad.body.error.fields]).toEqual([422, ['date']]);
  });

  it('assigns by reference with the dispatcher as the actor of the move, and audits it', async () => {
    const res = await opsCall(t, 'POST', `${OPS}/dispatch/assignments`, { session, body: { booking: jobs.early.reference.toLowerCase(), driver_id: fleet.driver, vehicle_id: fleet.sedan } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reference: jobs.early.reference, status: 'driver_assigned', driver: { id: fleet.driver, name: 'Imran Qureshi' }, vehicle: { id: fleet.sedan, plate: 'DUBAI J 48812' } });
    expect(await t.db('state_moves').where({ subject_id: jobs.early.id, to_state: 'driver_assigned' }).first()).toMatchObject({ actor: `desk:${dispatcher.id}` });
    const rows = await audits('booking', jobs.early.id);
    expect(rows).toEqual([expect.objectContaining({ staff_id: dispatcher.id, action: 'booking.driver_assigned', request_id: res.headers['x-request-id'] })]);
    expect(JSON.parse(rows[0].change)).toMatchObject({ reference: jobs.early.reference, driver_id: fleet.driver, vehicle_id: fleet.sedan });
  });

  it('refuses an overlapping driver (409) and too small a vehicle (422), changing nothing', async () => {
    const before = { assignments: await t.db('dispatch_assignments').select('*').orderBy('booking_id'), audit: await t.db('audit_events').count({ n: '*' }), moves: await t.db('state_moves').count({ n: '*' }) };
    const overlap = await opsCall(t, 'POST', `${OPS}/dispatch/assignments`, { session, body: { booking: jobs.big.id, driver_id: fleet.driver, vehicle_id: fleet.van } });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error).toMatchObject({ code: 'invalid_state', message: expect.stringContaining(`The driver Imran Qureshi is on ${jobs.early.reference} from 10:00`) });
    const small = await opsCall(t, 'POST', `${OPS}/dispatch/assignments`, { session, body: { booking: jobs.big.reference, driver_id: fleet.spare, vehicle_id: fleet.sedan } });
    expect(small.status).toBe(422);
    expect(small.body.error).toMatchObject({ code: 'validation_failed', fields: ['vehicle_id'], message: expect.stringContaining(`DUBAI J 48812 seats 3 and ${jobs.big.reference} is a party of 5`) });
    const unknown = await opsCall(t, 'POST', `${OPS}/dispatch/assignments`, { session, body: { booking: 'RF-NOTHING', driver_id: fleet.spare, vehicle_id: fleet.van } });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    expect({ assignments: await t.db('dispatch_assignments').select('*').orderBy('booking_id'), audit: await t.db('audit_events').count({ n: '*' }), moves: await t.db('state_moves').count({ n: '*' }) }).toEqual(before);
    expect(await status(jobs.big.id)).toBe('confirmed');
  });

  it('offers every active driver and vehicle for a job, the busy and the too small marked unavailable with the reason the assignment would be refused with', async () => {
    const board = await opsCall(t, 'GET', `${OPS}/dispatch/board?date=${day()}`, { session });
    const early = board.body.jobs.find((job: { reference: string }) => job.reference === jobs.early.reference);
    const until = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(early.ends_at));
    const res = await opsCall(t, 'GET', `${OPS}/dispatch/candidates?booking=${jobs.big.reference.toLowerCase()}`, { session });
    expect(res.status).toBe(200);
    expect(res.body.reference).toBe(jobs.big.reference);
    // Available first, by name; the busy driver last with the job holding them; an inactive vehicle (SHARJAH 3 1002) not offered.
    expect(res.body.drivers.map((d: { name: string; available: boolean; reason: string | null }) => [d.name, d.available, d.reason])).toEqual([
      ['Joseph Mathew', true, null],
      ['Sanjay Pillai', true, null],
      ['Imran Qureshi', false, `On ${jobs.early.reference} 10:00–${until}`],
    ]);
    expect(res.body.vehicles.map((v: { plate: string; seats: number; available: boolean; reason: string | null }) => [v.plate, v.seats, v.available, v.reason])).toEqual([
      ['DUBAI K 22019', 7, true, null],
      ['DUBAI J 48812', 3, false, '3 seats; party of 5'],
    ]);
    // What the candidates say is what an assignment does: the busy driver and the small vehicle are refused, a free pair is taken.
    const refusedDriver = await opsCall(t, 'POST', `${OPS}/dispatch/assignments`, { session, body: { booking: jobs.big.id, driver_id: fleet.driver, vehicle_id: fleet.van } });
    expect(refusedDriver.status).toBe(409);
    // The job's own driver and vehicle stay available to it.
    const own = await opsCall(t, 'GET', `${OPS}/dispatch/candidates?booking=${jobs.early.id}`, { session });
    expect(own.body.drivers.find((d: { id: string }) => d.id === fleet.driver)).toMatchObject({ available: true, reason: null });
    expect(own.body.vehicles.find((v: { id: string }) => v.id === fleet.sedan)).toMatchObject({ available: true, reason: null });
    const unknown = await opsCall(t, 'GET', `${OPS}/dispatch/candidates?booking=RF-NOTHING`, { session });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
    expectOpsContract(res, 'GET', `${OPS}/dispatch/candidates`);
  });

  it("answers the day's job sheet as a PDF", async () => {
    const res = await request(t.app)
      .get(`${OPS}/dispatch/sheet?date=${day()}`)
      .set('Cookie', session.cookie)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-request-id']).toMatch(/^req_/);
    const text = (await pdfTexts([res.body as Buffer]))[0] ?? '';
    for (const expected of [`10:00 · ${jobs.early.reference} · Aisha Early`, 'Imran Qureshi', 'DUBAI J 48812', jobs.big.reference]) expect([expected, text.includes(expected)]).toEqual([expected, true]);
    const refused = await request(t.app).get(`${OPS}/dispatch/sheet?date=${day()}`).set('Cookie', others[0]?.cookie ?? '');
    expectOpsContract(refused, 'GET', `${OPS}/dispatch/sheet`);
    expect(refused.status).toBe(403);
  });
});

const sheetOf = async (query: string): Promise<{ status: number; pages: string[] }> => {
  const res = await request(t.app)
    .get(`${OPS}/dispatch/sheet?${query}`)
    .set('Cookie', session.cookie)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { status: res.status, pages: res.status === 200 ? ((await pdfPages([res.body as Buffer]))[0] ?? []).map((page) => page.text) : [] };
};

describe('the job sheet, per driver', () => {
  it("prints one driver's day: their jobs in order with the traveller's phone, bags, meeting point and notes, and no one else's", async () => {
    const { status: code, pages } = await sheetOf(`date=${day()}&driver_id=${fleet.driver}`);
    expect(code).toBe(200);
    const text = pages.join('\n');
    for (const expected of ['Job sheet: Imran Qureshi', '+971 50 123 4567', 'DUBAI J 48812', `10:00 · ${jobs.early.reference} · Aisha Early`, '+971 55 200 3040', '2 people, 1 bag', 'Arrivals hall of Dubai International (DXB) Terminal 3', 'Child seat for Early']) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
    expect(text.includes(jobs.big.reference)).toBe(false);
    const missing = await opsCall(t, 'GET', `${OPS}/dispatch/sheet?date=${day()}&driver_id=drv_AAAAAAAAAAAAAAAAAAAA`, { session });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'not_found']);
  });

  it("prints the whole day as each driver's pages, then the jobs nobody holds yet on pages of their own", async () => {
    const { pages } = await sheetOf(`date=${day()}`);
    const imran = pages.filter((page) => page.includes('Imran Qureshi:'));
    const waiting = pages.filter((page) => page.includes('Not assigned yet:'));
    expect([imran.length, waiting.length]).toEqual([1, 1]);
    expect(imran[0]).toContain(jobs.early.reference);
    expect(imran[0]).not.toContain(jobs.big.reference);
    expect(waiting[0]).toContain(`10:30 · ${jobs.big.reference} · Aisha Big`);
    expect(waiting[0]).toContain('Child seat for Big');
  });
});

describe('the printed job sheet', () => {
  it('keeps each job on one page, its heading with all its rows, when the day runs over several pages', async () => {
    const busyDay = addDays(uaeToday(t.clock), 4);
    const references: string[] = [];
    for (const [index, time] of ['06:00', '07:10', '08:20', '09:30', '10:40', '11:50', '13:00', '14:10', '15:20'].entries()) {
      const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: agency.keys.live, body: transferQuoteBody(t.clock, 4, { pickup_time: time, passengers: 2, bags: 1 }) });
      const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: agency.keys.live, body: { quote_id: quote.body.id, traveller: { first_name: 'Guest', last_name: `Number ${index + 1}` }, flight_number: 'EK202' } });
      expect(made.status).toBe(201);
      references.push(made.body.reference as string);
    }
    const res = await request(t.app)
      .get(`${OPS}/dispatch/sheet?date=${busyDay}`)
      .set('Cookie', session.cookie)
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    const pages = ((await pdfPages([res.body as Buffer]))[0] ?? []).map((page) => page.text);
    expect(pages.length).toBeGreaterThan(1);
    // Each job's heading and its last row ("Until") are on the same page, and every job is printed once.
    for (const reference of references) {
      const holding = pages.filter((text) => text.includes(reference));
      expect([reference, holding.length]).toEqual([reference, 1]);
      const text = holding[0] ?? '';
      const after = text.slice(text.indexOf(reference));
      const next = references.find((other) => other !== reference && after.includes(other));
      const block = next ? after.slice(0, after.indexOf(next)) : after;
      expect([reference, block.includes('Until')]).toEqual([reference, true]);
    }
  });
});
