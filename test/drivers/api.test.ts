/**
 * The driver's job link over the APIs: dispatch's assignment sends the driver a link through the
 * SMS outbox in its own transaction (the answer and `dispatch assign` show it, only its hash is
 * kept) and records the crew on the trip; the link opens a `__Host-` session once, until the end of
 * the last job's day; the driver sees their own jobs of today and tomorrow with what they need, and
 * walks a live job through every move (each a state-machine move with the driver as actor and its
 * event), refused out of order and a no-show before the free waiting has run out; a queued move is
 * sent again safely; another driver's job is 404; the console's CSRF and Origin rules hold.
 */
import { createHash } from 'node:crypto';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { walletAt } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { createStaffMember, opsCall, signIn, type StaffSession } from '../helpers/staff';
import { driverCall, latestSmsTo, linkTokenIn, openLink, type DriverSessionFixture } from '../helpers/driver';
import { runAdmin } from '../../scripts/admin';
import { addDriver } from '../../src/ops/dispatch';
import { sendDriverLink } from '../../src/drivers/links';
import { COMMAND_LINE } from '../../src/engine/audit';

const V1 = '/api/b2b/v1';
const OPS = '/api/ops/v1';
const DRIVER = '/api/driver/v1';
// Tuesday 24 November 2026, 09:00 in the UAE.
const NOW = '2026-11-24T05:00:00.000Z';
const t = useV1Suite({ partners: ['agency'], now: NOW, resetClock: false });
const { agency } = t.partners;
const admin = (...args: string[]) => runAdmin(args, t.db, t.clock, { publicBaseUrl: t.services.config.publicBaseUrl });

interface Job {
  id: string;
  reference: string;
}

async function transfer(days: number, time: string, last: string, extra: Record<string, unknown> = {}): Promise<Job> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: agency.keys.live, body: transferQuoteBody(t.clock, days, { pickup_time: time, passengers: 2, bags: 3, vehicle: 'EXECUTIVE_SEDAN' }) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, {
    token: agency.keys.live,
    body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: last, phone: '+971552003040' }, flight_number: 'EK202', notes: `Child seat for ${last}`, ...extra },
  });
  expect(made.status).toBe(201);
  return made.body as Job;
}

let dispatch: StaffSession;
const fleet = { imran: { id: '', phone: '+971501234567' }, joseph: { id: '', phone: '+971557654321' }, sedan: '', spare: '' };
const jobs: Record<'a' | 'b' | 'c' | 'd' | 'e', Job> = { a: { id: '', reference: '' }, b: { id: '', reference: '' }, c: { id: '', reference: '' }, d: { id: '', reference: '' }, e: { id: '', reference: '' } };
let session: DriverSessionFixture;
let joseph: DriverSessionFixture;
const tokens = { a: '', b: '', c: '', d: '' };

const trip = async (id: string) => (await t.db('booking_trips').where({ booking_id: id }).first()) as Record<string, string | null>;
const at = (iso: string) => t.clock.set(iso);
const move = (job: Job, body: Record<string, unknown>, driver = session, headers: Record<string, string | null> = {}) => driverCall(t, 'POST', `${DRIVER}/jobs/${job.id}/moves`, { session: driver, body, headers });

beforeAll(async () => {
  dispatch = await signIn(t, await createStaffMember(t, { roles: ['dispatch'] }));
  await walletAt(t, agency, 'live', 50_000);
  fleet.imran.id = (await opsCall(t, 'POST', `${OPS}/drivers`, { session: dispatch, body: { name: 'Imran Qureshi', phone: '+971 50 123 4567', licence_number: 'DXB-448812', languages: ['ur', 'en'] } })).body.id;
  fleet.joseph.id = (await opsCall(t, 'POST', `${OPS}/drivers`, { session: dispatch, body: { name: 'Joseph Mathew', phone: '+971 55 765 4321', licence_number: 'DXB-500107', languages: ['en'] } })).body.id;
  fleet.sedan = (await opsCall(t, 'POST', `${OPS}/vehicles`, { session: dispatch, body: { plate: 'DUBAI J 48812', class: 'EXECUTIVE_SEDAN' } })).body.id;
  fleet.spare = (await opsCall(t, 'POST', `${OPS}/vehicles`, { session: dispatch, body: { plate: 'DUBAI K 22019', class: 'EXECUTIVE_SEDAN' } })).body.id;
  // What a traveller looks for at the kerb, on the vehicle's record (dispatch's own screens set it).
  await t.db('vehicles').where({ id: fleet.sedan }).update({ make: 'Mercedes-Benz', model: 'E-Class', colour: 'Black' });
  jobs.a = await transfer(0, '14:30', 'Early');
  jobs.b = await transfer(0, '19:00', 'Evening');
  jobs.c = await transfer(1, '10:00', 'Tomorrow');
  jobs.d = await transfer(0, '15:00', 'Other');
  jobs.e = await transfer(3, '10:00', 'Later');
});

describe('the assignment sends the driver a job link', () => {
  it('queues the link by SMS in the assignment’s transaction, shows it once in the answer, keeps only its hash and records the crew on the trip', async () => {
    const res = await opsCall(t, 'POST', `${OPS}/dispatch/assignments`, { session: dispatch, body: { booking: jobs.a.reference, driver_id: fleet.imran.id, vehicle_id: fleet.sedan } });
    expect(res.status).toBe(200);
    const link = res.body.driver_link as { url: string; expires_at: string; sent_to: string; sms_id: string; whatsapp_text: string };
    expect(link).toMatchObject({ sent_to: fleet.imran.phone, expires_at: '2026-11-24T20:00:00.000Z', sms_id: expect.stringMatching(/^sms_/) });
    expect(link.url).toMatch(new RegExp(`^${t.services.config.publicBaseUrl}/driver/open#[A-Za-z0-9_-]{43}$`));
    tokens.a = linkTokenIn(link.url);
    // The SMS and the WhatsApp-ready text are one message, with the link on a line of its own.
    const sms = await latestSmsTo(t, fleet.imran.phone);
    expect(sms).toMatchObject({ id: link.sms_id, text: link.whatsapp_text, related_type: 'driver_link' });
    expect(sms.text).toBe(
      [
        `Hello Imran, a job for you: ${jobs.a.reference} on Tuesday 24 November 2026 at 14:30 (UAE time), pickup at Dubai International (DXB) Terminal 3 for Aisha Early.`,
        `Open your jobs of today and tomorrow: ${link.url}`,
        'The link works once, until Tuesday 24 November 2026 23:59.',
      ].join('\n'),
    );
    // Only the token's SHA-256 is kept; the token is nowhere in the database but the outbox's message.
    const stored = await t.db('driver_links').where({ id: sms.related_id }).first();
    expect(stored).toMatchObject({ driver_id: fleet.imran.id, booking_id: jobs.a.id, sms_id: sms.id, token_hash: createHash('sha256').update(tokens.a).digest('hex'), used_at: null, created_by: expect.stringMatching(/^desk:stf_/) });
    expect(JSON.stringify(await t.db('audit_events').where({ subject_id: jobs.a.id }))).not.toContain(tokens.a);
    expect(JSON.stringify(await t.db('events').where({ subject_id: jobs.a.id }))).not.toContain(tokens.a);
    // The trip knows its crew as the traveller and the partner see them.
    const crew = await trip(jobs.a.id);
    expect(crew).toMatchObject({ status: 'driver_assigned', driver_id: fleet.imran.id });
    expect(JSON.parse(crew.driver as string)).toEqual({ first_name: 'Imran', last_name: 'Qureshi', phone: '+971 50 123 4567', photo_url: null });
    expect(JSON.parse(crew.vehicle as string)).toEqual({ make: 'Mercedes-Benz', model: 'E-Class', colour: 'Black', plate: 'DUBAI J 48812', class: 'EXECUTIVE_SEDAN' });
  });

  it('sends a new link with each assignment, from the command line too, and lists the outbox without the texts', async () => {
    for (const [key, job] of [['b', jobs.b], ['c', jobs.c]] as const) {
      const res = await opsCall(t, 'POST', `${OPS}/dispatch/assignments`, { session: dispatch, body: { booking: job.id, driver_id: fleet.imran.id, vehicle_id: fleet.sedan } });
      expect(res.status).toBe(200);
      tokens[key] = linkTokenIn((res.body.driver_link as { url: string }).url);
    }
    const cli = (await admin('dispatch', 'assign', '--booking', jobs.d.reference, '--driver', fleet.joseph.id, '--vehicle', fleet.spare)) as { job: { reference: string }; driver_link: { url: string; sent_to: string } };
    expect(cli).toMatchObject({ job: { reference: jobs.d.reference, status: 'driver_assigned' }, driver_link: { sent_to: fleet.joseph.phone } });
    expect(cli.job).not.toHaveProperty('driver_link');
    tokens.d = linkTokenIn(cli.driver_link.url);
    await admin('dispatch', 'assign', '--booking', jobs.e.id, '--driver', fleet.imran.id, '--vehicle', fleet.sedan);
    expect(new Set(Object.values(tokens)).size).toBe(4);

    const listed = (await admin('sms', 'list')) as { status: string; count: number; messages: Array<Record<string, unknown>> };
    expect(listed).toMatchObject({ status: 'queued', count: 5 });
    for (const message of listed.messages) {
      expect(message).toEqual({ id: expect.stringMatching(/^sms_/), to: expect.stringMatching(/^\+9715/), length: expect.any(Number), related: { type: 'driver_link', id: expect.stringMatching(/^dlk_/) }, status: 'queued', attempts: 0, last_error: null, next_attempt_at: expect.any(String), created_at: expect.any(String), sent_at: null });
    }
    expect(listed.messages.filter((message) => message.to === fleet.joseph.phone)).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toMatch(/driver\/open|Hello/);
    await expect(admin('sms', 'list', '--status', 'lost')).rejects.toThrow('--status must be queued, sent, failed or all');
  });
});

describe('the link opens a session once', () => {
  it('sets a __Host- cookie with the CSRF token, until the end of the day of the driver’s last job of today and tomorrow, audited under the driver', async () => {
    at(NOW);
    session = await openLink(t, tokens.a);
    expect(session.setCookie).toMatch(/^__Host-driver_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    // Tomorrow's job (C) keeps the session until the end of tomorrow, UAE time.
    expect(session.body).toEqual({ driver: { first_name: 'Imran', languages: ['ur', 'en'] }, csrf_token: session.csrf, expires_at: '2026-11-25T20:00:00.000Z' });
    expect(Number(/Max-Age=(\d+)/.exec(session.setCookie)?.[1])).toBe((Date.parse('2026-11-25T20:00:00.000Z') - Date.parse(NOW)) / 1000);
    const stored = await t.db('driver_sessions').where({ driver_id: fleet.imran.id });
    expect(stored).toEqual([expect.objectContaining({ id_hash: createHash('sha256').update(session.sessionId).digest('hex'), csrf_token: session.csrf, ended_at: null })]);
    expect(await t.db('driver_links').where({ token_hash: createHash('sha256').update(tokens.a).digest('hex') }).first()).toMatchObject({ used_at: NOW });
    expect(await t.db('audit_events').where({ subject_type: 'driver', subject_id: fleet.imran.id, action: 'driver.session_opened' })).toEqual([expect.objectContaining({ staff_id: null })]);
    const current = await driverCall(t, 'GET', `${DRIVER}/sessions/current`, { session });
    expect(current.body).toEqual(session.body);
  });

  it('refuses the same token twice, an unknown token and an expired one, with one answer, and counts each against the address', async () => {
    const again = await driverCall(t, 'POST', `${DRIVER}/sessions`, { body: { token: tokens.a } });
    expect([again.status, again.body.error.code, again.headers['set-cookie']]).toEqual([401, 'unauthenticated', undefined]);
    const unknown = await driverCall(t, 'POST', `${DRIVER}/sessions`, { body: { token: 'A'.repeat(43) } });
    expect(unknown.body).toEqual(again.body);
    expect(again.body.error.message).toBe('This job link does not open your jobs: it was used already, has expired, or is not a link of ours. Ask dispatch to send a new one.');
    // A link expires at the end of its job's day: E's (in 3 days) is still good, D's today ends at midnight.
    at('2026-11-24T20:00:00.000Z');
    const expired = await driverCall(t, 'POST', `${DRIVER}/sessions`, { body: { token: tokens.d } });
    expect(expired.body).toEqual(again.body);
    at(NOW);
    expect(await t.db('driver_sessions').where({ driver_id: fleet.joseph.id })).toEqual([]);
  });
});

describe('the driver’s jobs', () => {
  it('lists the driver’s own jobs of today and tomorrow, with what the driver needs to drive them', async () => {
    // The flight of A as its provider last reported it.
    await t.db('booking_flights').insert({ booking_id: jobs.a.id, account_id: agency.accountId, mode: 'live', flight_number: 'EK202', status: 'delayed', scheduled_arrival: '2026-11-24T10:30:00.000Z', estimated_arrival: '2026-11-24T10:55:00.000Z', actual_arrival: null, terminal: 'T3', diverted_to: null, observed_at: NOW, source: 'test', updated_at: NOW });
    const res = await driverCall(t, 'GET', `${DRIVER}/jobs`, { session });
    expect(res.status).toBe(200);
    expect(res.body.days).toEqual(['2026-11-24', '2026-11-25']);
    expect(res.body.now).toBe(NOW);
    // Not Joseph's job (D), not the one in three days (E).
    expect(res.body.jobs.map((job: { reference: string; pickup_date: string; pickup_time: string }) => [job.reference, job.pickup_date, job.pickup_time])).toEqual([
      [jobs.a.reference, '2026-11-24', '14:30'],
      [jobs.b.reference, '2026-11-24', '19:00'],
      [jobs.c.reference, '2026-11-25', '10:00'],
    ]);
    expect(res.body.jobs[0]).toEqual({
      booking_id: jobs.a.id,
      reference: jobs.a.reference,
      status: 'driver_assigned',
      pickup_at: '2026-11-24T10:30:00.000Z',
      pickup_date: '2026-11-24',
      pickup_time: '14:30',
      free_waiting_minutes: 60,
      no_show_from: '2026-11-24T11:30:00.000Z',
      traveller: { name: 'Aisha Early', phone: '+971552003040' },
      party: { passengers: 2, bags: 3 },
      pickup: {
        name: 'Dubai International (DXB) Terminal 3',
        address: null,
        latitude: 25.2532,
        longitude: 55.3657,
        map_url: 'https://www.google.com/maps/search/?api=1&query=25.2532,55.3657',
        meeting_point: 'Arrivals hall of Dubai International (DXB) Terminal 3, after customs, holding the name board',
      },
      route: 'Dubai International (DXB) Terminal 3 to Palm Jumeirah',
      flight: { number: 'EK202', status: 'delayed', scheduled_arrival: '2026-11-24T10:30:00.000Z', estimated_arrival: '2026-11-24T10:55:00.000Z', actual_arrival: null, terminal: 'T3', diverted_to: null, updated_at: NOW },
      notes: 'Child seat for Early',
      name_board: { text: 'AISHA EARLY', brand: expect.any(String) },
      vehicle: { make: 'Mercedes-Benz', model: 'E-Class', colour: 'Black', plate: 'DUBAI J 48812', class: 'EXECUTIVE_SEDAN' },
      accepted_at: null,
      steps: { en_route_at: null, arrived_at: null, on_board_at: null, completed_at: null, no_show_at: null },
      next_steps: ['accept', 'en_route'],
      position: null,
      eta: null,
    });
    // A flight nobody reports yet is said so.
    expect(res.body.jobs[1].flight).toEqual({ number: 'EK202', status: 'not_tracked', scheduled_arrival: null, estimated_arrival: null, actual_arrival: null, terminal: null, diverted_to: null, updated_at: null });
    const account = await t.db('accounts').where({ id: agency.accountId }).first('name');
    expect(res.body.jobs[0].name_board.brand).toBe(account.name);
  });

  it('walks a live job through every move in order, each a move of the trip with the driver as actor and its event', async () => {
    at('2026-11-24T09:00:00.000Z');
    const accepted = await move(jobs.a, { step: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'driver_assigned', accepted_at: '2026-11-24T09:00:00.000Z', next_steps: ['en_route'] });

    at('2026-11-24T09:45:00.000Z');
    // 19 km from the terminal at 40 km/h: about half an hour.
    const enRoute = await move(jobs.a, { step: 'en_route', position: { latitude: 25.0805, longitude: 55.1403, accuracy: 12, heading: 45, recorded_at: '2026-11-24T09:45:00.000Z' } });
    expect(enRoute.body).toMatchObject({ status: 'en_route', steps: { en_route_at: '2026-11-24T09:45:00.000Z' }, next_steps: ['arrived'], position: { latitude: 25.0805, longitude: 55.1403, accuracy_m: 12, heading: 45, recorded_at: '2026-11-24T09:45:00.000Z' } });
    const eta = Date.parse(enRoute.body.eta) - Date.parse('2026-11-24T09:45:00.000Z');
    expect(eta / 60_000).toBeGreaterThan(35);
    expect(eta / 60_000).toBeLessThan(45);

    at('2026-11-24T10:00:00.000Z');
    const shared = await driverCall(t, 'POST', `${DRIVER}/jobs/${jobs.a.reference}/position`, { session, body: { latitude: 25.2285, longitude: 55.3273, accuracy: 20, heading: null, recorded_at: '2026-11-24T10:00:00.000Z' } });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ status: 'en_route', stored: true, position: { latitude: 25.2285, longitude: 55.3273, accuracy_m: 20, heading: null } });
    expect(Date.parse(shared.body.eta)).toBeLessThan(Date.parse(enRoute.body.eta));
    // An older report arriving late changes nothing.
    const stale = await driverCall(t, 'POST', `${DRIVER}/jobs/${jobs.a.id}/position`, { session, body: { latitude: 25.1, longitude: 55.2, recorded_at: '2026-11-24T09:50:00.000Z' } });
    expect(stale.body).toMatchObject({ stored: false, position: { latitude: 25.2285 } });
    expect(JSON.parse((await trip(jobs.a.id)).position as string)).toMatchObject({ latitude: 25.2285, recorded_at: '2026-11-24T10:00:00.000Z' });

    at('2026-11-24T10:25:00.000Z');
    const arrived = await move(jobs.a, { step: 'arrived' });
    expect(arrived.body).toMatchObject({ status: 'arrived', next_steps: ['on_board', 'no_show'], eta: null });

    at('2026-11-24T10:45:00.000Z');
    const early = await move(jobs.a, { step: 'no_show', note: 'Nobody at arrivals.' });
    expect(early.status).toBe(409);
    expect(early.body.error).toEqual({
      code: 'invalid_state',
      message: `${jobs.a.reference} cannot be marked a no-show yet: that is possible from Tuesday 24 November 2026, 15:30 (UAE time), when the 60 minutes' free waiting after the pickup time have run out.`,
      retryable: false,
    });
    expect((await trip(jobs.a.id)).status).toBe('arrived');

    at('2026-11-24T10:50:00.000Z');
    const onBoard = await move(jobs.a, { step: 'on_board' });
    expect(onBoard.body).toMatchObject({ status: 'on_board', next_steps: ['completed'], position: null });
    const notShared = await driverCall(t, 'POST', `${DRIVER}/jobs/${jobs.a.id}/position`, { session, body: { latitude: 25.2, longitude: 55.3, recorded_at: '2026-11-24T10:50:00.000Z' } });
    expect([notShared.status, notShared.body.error.code, notShared.body.error.message]).toEqual([409, 'invalid_state', `${jobs.a.reference} is under way with the traveller on board: its position is shared only while you are en route or at the pickup.`]);

    at('2026-11-24T11:40:00.000Z');
    const completed = await move(jobs.a, { step: 'completed' });
    expect(completed.body).toMatchObject({ status: 'completed', next_steps: [], steps: { en_route_at: '2026-11-24T09:45:00.000Z', arrived_at: '2026-11-24T10:25:00.000Z', on_board_at: '2026-11-24T10:50:00.000Z', completed_at: '2026-11-24T11:40:00.000Z', no_show_at: null } });
    expect(await t.db('bookings').where({ id: jobs.a.id }).first('status')).toEqual({ status: 'completed' });

    const moves = await t.db('state_moves').where({ subject_type: 'trip', subject_id: jobs.a.id }).orderBy('id').select('from_state', 'to_state', 'actor');
    const actor = `driver:${fleet.imran.id}`;
    expect(moves).toEqual([
      { from_state: 'scheduled', to_state: 'driver_assigned', actor: expect.stringMatching(/^desk:stf_/) },
      { from_state: 'driver_assigned', to_state: 'en_route', actor },
      { from_state: 'en_route', to_state: 'arrived', actor },
      { from_state: 'arrived', to_state: 'on_board', actor },
      { from_state: 'on_board', to_state: 'completed', actor },
    ]);
    expect(await t.db('state_moves').where({ subject_type: 'booking', subject_id: jobs.a.id, to_state: 'completed' }).first('actor')).toEqual({ actor });
    const events = await t.db('events').where({ subject_id: jobs.a.id }).orderBy('seq').pluck('type');
    expect(events).toEqual(['booking.created', 'booking.driver_assigned', 'booking.driver_en_route', 'booking.driver_arrived', 'booking.passenger_on_board', 'booking.completed']);
    // The desk reads who made the moves.
    const detail = await opsCall(t, 'GET', `${OPS}/bookings/${jobs.a.id}`, { session: await signIn(t, await createStaffMember(t, { roles: ['desk'] })) });
    expect(detail.body.state_moves.at(-1)).toMatchObject({ to: 'completed', actor, actor_name: 'Imran Qureshi (driver)' });
  });

  it('refuses moves out of order and a second acceptance, saying what comes first, changing nothing', async () => {
    at('2026-11-24T13:00:00.000Z');
    const before = { moves: await t.db('state_moves').count({ n: '*' }), events: await t.db('events').count({ n: '*' }), trip: await trip(jobs.b.id) };
    const arrived = await move(jobs.b, { step: 'arrived' });
    expect([arrived.status, arrived.body.error]).toEqual([409, { code: 'invalid_state', message: `${jobs.b.reference} is assigned to you, so it cannot be marked arrived: mark it en route first.`, retryable: false }]);
    const completed = await move(jobs.b, { step: 'completed' });
    expect(completed.body.error.message).toBe(`${jobs.b.reference} is assigned to you, so it cannot be marked completed: mark the passenger on board first.`);
    const noShow = await move(jobs.b, { step: 'no_show' });
    expect(noShow.status).toBe(409);
    const finished = await move(jobs.a, { step: 'en_route' });
    expect(finished.body.error.message).toBe(`${jobs.a.reference} is completed, so it cannot be marked en route: it starts from a job assigned to you.`);
    expect({ moves: await t.db('state_moves').count({ n: '*' }), events: await t.db('events').count({ n: '*' }), trip: await trip(jobs.b.id) }).toEqual(before);

    expect((await move(jobs.b, { step: 'accept' })).status).toBe(200);
    const twice = await move(jobs.b, { step: 'accept' });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'invalid_state']);
    expect(twice.body.error.message).toContain('already accepted');
    const unknownStep = await move(jobs.b, { step: 'fly' });
    expect([unknownStep.status, unknownStep.body.error.fields]).toEqual([422, ['step']]);
    const note = await move(jobs.b, { step: 'en_route', note: 'Leaving now' });
    expect([note.status, note.body.error.fields]).toEqual([422, ['note']]);
  });

  it('records a no-show once the free waiting has run out, with its time, position and note, judging a queued one by when it was made', async () => {
    at('2026-11-24T14:30:00.000Z');
    await move(jobs.b, { step: 'en_route' });
    at('2026-11-24T14:58:00.000Z');
    await move(jobs.b, { step: 'arrived' });
    // B's pickup is 19:00 UAE (15:00Z), its free waiting 60 minutes: a no-show from 16:00Z. One made
    // offline at 15:50Z and sent at 16:05Z is still too early.
    at('2026-11-24T16:05:00.000Z');
    const queued = await move(jobs.b, { step: 'no_show', occurred_at: '2026-11-24T15:50:00.000Z' });
    expect([queued.status, queued.body.error.message]).toEqual([409, expect.stringContaining('cannot be marked a no-show yet: that is possible from Tuesday 24 November 2026, 20:00 (UAE time)')]);
    const position = { latitude: 25.2528, longitude: 55.3644, accuracy: 8, heading: null, recorded_at: '2026-11-24T16:02:00.000Z' };
    const noShow = await move(jobs.b, { step: 'no_show', occurred_at: '2026-11-24T16:02:00.000Z', position, note: 'Waited at the arrivals exit with the board; called twice, no answer.' });
    expect(noShow.status).toBe(200);
    expect(noShow.body).toMatchObject({ status: 'no_show', steps: { no_show_at: '2026-11-24T16:02:00.000Z' }, next_steps: [] });
    const stored = await trip(jobs.b.id);
    expect(JSON.parse(stored.no_show_evidence as string)).toEqual({
      occurred_at: '2026-11-24T16:02:00.000Z',
      recorded_at: '2026-11-24T16:05:00.000Z',
      position: { latitude: 25.2528, longitude: 55.3644, accuracy_m: 8, heading: null, recorded_at: '2026-11-24T16:02:00.000Z' },
      note: 'Waited at the arrivals exit with the board; called twice, no answer.',
    });
    expect(await t.db('bookings').where({ id: jobs.b.id }).first('status')).toEqual({ status: 'no_show' });
    expect(await t.db('events').where({ subject_id: jobs.b.id }).orderBy('seq').pluck('type')).toEqual(['booking.created', 'booking.driver_assigned', 'booking.driver_en_route', 'booking.driver_arrived', 'booking.no_show']);
  });

  it('takes a move a phone queued offline once, whatever how often it is sent, and refuses a key reused for another move', async () => {
    at('2026-11-25T04:30:00.000Z');
    const key = 'b3c1d1a2-7a0e-4d2b-9c55-0f7e2a1b9d10';
    const first = await move(jobs.c, { step: 'en_route', occurred_at: '2026-11-25T04:20:00.000Z' }, session, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'en_route', accepted_at: '2026-11-25T04:20:00.000Z', steps: { en_route_at: '2026-11-25T04:20:00.000Z' } });
    const again = await move(jobs.c, { step: 'en_route', occurred_at: '2026-11-25T04:20:00.000Z' }, session, { 'Idempotency-Key': key });
    expect([again.status, again.headers['idempotent-replayed'], again.body]).toEqual([200, 'true', first.body]);
    expect(await t.db('state_moves').where({ subject_type: 'trip', subject_id: jobs.c.id, to_state: 'en_route' })).toHaveLength(1);
    const reused = await move(jobs.c, { step: 'arrived' }, session, { 'Idempotency-Key': key });
    expect([reused.status, reused.body.error.code]).toEqual([422, 'idempotency_key_reused']);
    const ahead = await move(jobs.c, { step: 'arrived', occurred_at: '2026-11-25T04:40:00.000Z' });
    expect([ahead.status, ahead.body.error.fields]).toEqual([422, ['occurred_at']]);
    const stale = await move(jobs.c, { step: 'arrived', occurred_at: '2026-11-24T14:00:00.000Z' });
    expect([stale.status, stale.body.error.fields]).toEqual([422, ['occurred_at']]);
    expect((await trip(jobs.c.id)).status).toBe('en_route');
  });

  it('answers 404 for another driver’s job, a job taken off the driver and one that does not exist', async () => {
    at(NOW);
    joseph = await openLink(t, tokens.d);
    const other = await move(jobs.d, { step: 'accept' });
    expect([other.status, other.body.error]).toEqual([404, { code: 'not_found', message: `No job ${jobs.d.id} of yours today or on another day.`, retryable: false }]);
    expect((await driverCall(t, 'POST', `${DRIVER}/jobs/${jobs.d.reference}/position`, { session, body: { latitude: 25.2, longitude: 55.3, recorded_at: NOW } })).status).toBe(404);
    expect((await move(jobs.a, { step: 'accept' }, joseph)).status).toBe(404);
    expect((await driverCall(t, 'POST', `${DRIVER}/jobs/TR-0000-0000/moves`, { session, body: { step: 'accept' } })).status).toBe(404);
    expect((await driverCall(t, 'POST', `${DRIVER}/jobs/not-a-booking/moves`, { session, body: { step: 'accept' } })).status).toBe(404);
    const seen = await driverCall(t, 'GET', `${DRIVER}/jobs`, { session: joseph });
    expect(seen.body.jobs.map((job: { reference: string }) => job.reference)).toEqual([jobs.d.reference]);
    expect(await t.db('booking_trips').where({ booking_id: jobs.d.id }).first('accepted_at')).toEqual({ accepted_at: null });
  });
});

describe('the session’s rules', () => {
  it('refuses a change without the session’s CSRF token or from another origin, and a link opened from another site’s page, changing nothing', async () => {
    at(NOW);
    const noToken = await move(jobs.d, { step: 'accept' }, joseph, { 'X-CSRF-Token': null });
    expect([noToken.status, noToken.body.error.code]).toEqual([403, 'csrf_failed']);
    const wrongToken = await move(jobs.d, { step: 'accept' }, joseph, { 'X-CSRF-Token': session.csrf });
    expect([wrongToken.status, wrongToken.body.error.code]).toEqual([403, 'csrf_failed']);
    const foreign = await move(jobs.d, { step: 'accept' }, joseph, { Origin: 'https://evil.example' });
    expect([foreign.status, foreign.body.error.code]).toEqual([403, 'csrf_failed']);
    const crossSite = await move(jobs.d, { step: 'accept' }, joseph, { Origin: null, 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await t.db('booking_trips').where({ booking_id: jobs.d.id }).first('accepted_at')).toEqual({ accepted_at: null });
    // A page elsewhere cannot spend a link: the link still opens a session afterwards.
    const elsewhere = await driverCall(t, 'POST', `${DRIVER}/sessions`, { body: { token: tokens.b }, headers: { Origin: 'https://evil.example' } });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([403, 'csrf_failed']);
    expect(await t.db('driver_links').where({ token_hash: createHash('sha256').update(tokens.b).digest('hex') }).first('used_at')).toEqual({ used_at: null });
    // Reading needs no token; a page of this origin may send `Origin: null` with Sec-Fetch-Site same-origin.
    expect((await driverCall(t, 'GET', `${DRIVER}/jobs`, { session: joseph })).status).toBe(200);
    expect((await move(jobs.d, { step: 'accept' }, joseph, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('ends at the end of its last job’s day, with a driver made inactive, and when signed out', async () => {
    const second = await openLink(t, tokens.b);
    expect(second.body.expires_at).toBe('2026-11-25T20:00:00.000Z');
    at('2026-11-25T19:59:00.000Z');
    expect((await driverCall(t, 'GET', `${DRIVER}/jobs`, { session })).status).toBe(200);
    at('2026-11-25T20:00:00.000Z');
    const expired = await driverCall(t, 'GET', `${DRIVER}/jobs`, { session });
    expect([expired.status, expired.body.error.code]).toEqual([401, 'unauthenticated']);
    expect(await t.db('driver_sessions').where({ id_hash: createHash('sha256').update(session.sessionId).digest('hex') }).first('ended_at')).toEqual({ ended_at: '2026-11-25T20:00:00.000Z' });

    at(NOW);
    const out = await driverCall(t, 'DELETE', `${DRIVER}/sessions/current`, { session: second });
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']).toEqual(['__Host-driver_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Secure']);
    expect((await driverCall(t, 'GET', `${DRIVER}/sessions/current`, { session: second })).status).toBe(401);

    expect((await driverCall(t, 'GET', `${DRIVER}/jobs`, { session: joseph })).status).toBe(200);
    await opsCall(t, 'PATCH', `${OPS}/drivers/${fleet.joseph.id}`, { session: dispatch, body: { status: 'inactive' } });
    expect((await driverCall(t, 'GET', `${DRIVER}/jobs`, { session: joseph })).status).toBe(401);
    expect((await driverCall(t, 'GET', `${DRIVER}/jobs`)).status).toBe(401);
  });

  it('serves its description publicly', async () => {
    const described = await driverCall(t, 'GET', `${DRIVER}/openapi.json`);
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ openapi: '3.1.0', info: { title: 'Driver API' }, servers: [{ url: t.services.config.publicBaseUrl }] });
    expect(Object.keys(described.body.paths)).toEqual([`${DRIVER}/sessions`, `${DRIVER}/sessions/current`, `${DRIVER}/openapi.json`, `${DRIVER}/jobs`, `${DRIVER}/jobs/{booking}/moves`, `${DRIVER}/jobs/{booking}/position`]);
    expect(described.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('at once', () => {
  it('opens one session of a link tapped five times at once, and takes one of two moves made at once', async () => {
    at(NOW);
    const job = await transfer(1, '15:00', 'Twice');
    const { driver_link: link } = (await admin('dispatch', 'assign', '--booking', job.id, '--driver', fleet.imran.id, '--vehicle', fleet.sedan)) as { driver_link: { url: string } };
    const token = linkTokenIn(link.url);
    const tries = await Promise.all(Array.from({ length: 5 }, () => driverCall(t, 'POST', `${DRIVER}/sessions`, { body: { token } })));
    expect(tries.map((res) => res.status).sort()).toEqual([201, 401, 401, 401, 401]);
    const linkRow = (await t.db('driver_links').where({ token_hash: createHash('sha256').update(token).digest('hex') }).first('id')) as { id: string };
    expect(await t.db('driver_sessions').where({ link_id: linkRow.id })).toHaveLength(1);
    const opened = tries.find((res) => res.status === 201) as (typeof tries)[number];
    const cookie = String((opened.headers['set-cookie'] as unknown as string[])[0]).split(';')[0] as string;
    const fixture: DriverSessionFixture = { cookie, csrf: opened.body.csrf_token as string, sessionId: cookie.slice(cookie.indexOf('=') + 1), setCookie: '', body: opened.body as Record<string, unknown> };
    const moves = await Promise.all([move(job, { step: 'en_route' }, fixture), move(job, { step: 'en_route' }, fixture)]);
    expect(moves.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await t.db('state_moves').where({ subject_type: 'trip', subject_id: job.id, to_state: 'en_route' })).toHaveLength(1);
    expect(await t.db('events').where({ subject_id: job.id, type: 'booking.driver_en_route' })).toHaveLength(1);
  });
});

describe('the limits', () => {
  const limited = useV1Suite({ now: NOW, env: { LIMIT_DRIVER_SESSIONS_PER_HOUR: '3', LIMIT_DRIVER_REQUESTS_PER_MINUTE: '2' } });

  it('counts each driver’s calls per minute, and the sessions one address opens per hour', async () => {
    // A driver's calls: two a minute here.
    const driver = await addDriver(limited.db, limited.clock, COMMAND_LINE, { name: 'Sanjay Pillai', phone: '+971509998877', licence_number: 'DXB-700001', languages: ['hi'] });
    const link = await limited.db.transaction((trx) =>
      sendDriverLink(trx, limited.clock, limited.services.config.publicBaseUrl, 'desk:cli', driver, { bookingId: 'bkg_00000000000000000000', reference: 'TR-0000-0000', pickupAt: NOW, endsAt: NOW, pickupPlace: null, traveller: 'A traveller' }),
    );
    const opened = await openLink(limited, linkTokenIn(link.url));
    expect((await driverCall(limited, 'GET', `${DRIVER}/jobs`, { session: opened })).status).toBe(200);
    expect((await driverCall(limited, 'GET', `${DRIVER}/sessions/current`, { session: opened })).status).toBe(200);
    const third = await driverCall(limited, 'GET', `${DRIVER}/jobs`, { session: opened });
    expect([third.status, third.body.error.code]).toEqual([429, 'rate_limited']);
    expect(third.body.error.message).toContain('requests of this driver');

    // Three sessions an hour from one address here: the link's, then two tokens that open nothing.
    for (let i = 0; i < 2; i++) expect((await driverCall(limited, 'POST', `${DRIVER}/sessions`, { body: { token: `${'B'.repeat(42)}${i}` } })).status).toBe(401);
    const refused = await driverCall(limited, 'POST', `${DRIVER}/sessions`, { body: { token: 'C'.repeat(43) } });
    expect([refused.status, refused.body.error.code, refused.headers['retry-after']]).toEqual([429, 'rate_limited', expect.stringMatching(/^\d+$/)]);
    expect(refused.body.error.message).toContain('driver sessions opened from this address');
  });

});
