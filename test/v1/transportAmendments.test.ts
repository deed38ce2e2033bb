import { RunningClock } from '../helpers/testApp';
import { toFils, useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, ledgerSumFils, partner, walletAt, walletFils, type Mode } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { runAdmin } from '../../scripts/admin';
import type { components } from '../../src/generated/openapi-types';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

type TransportBooking = components['schemas']['TransportBooking'];

const BOOKINGS = '/api/b2b/v1/transport/bookings';

const t = useV1Suite({ partners: ['who'], clock: new RunningClock() });
const { who } = t.partners;

const traveller = { first_name: 'محمد', last_name: 'العتيبي', phone: '+971501234567' };

/** The UAE date `days` from now, as a quote body has it. */
const uaeDateIn = (days: number): string => addDays(uaeToday(t.clock), days);

async function book(mode: Mode, overrides: Record<string, unknown> = {}): Promise<TransportBooking> {
  const quote = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: who.keys[mode], body: transferQuoteBody(t.clock, 5, overrides) });
  expect(quote.status).toBe(200);
  const flight = overrides.direction === 'departure' ? {} : { flight_number: 'EK202' };
  const made = await call(t.app, 'POST', BOOKINGS, { token: who.keys[mode], body: { quote_id: quote.body.id, traveller, ...flight } });
  expect(made.status).toBe(201);
  return made.body as TransportBooking;
}

const ask = (mode: Mode, id: string, body: Record<string, unknown>, token = who.keys[mode]) => call(t.app, 'POST', `${BOOKINGS}/${id}/amendments`, { token, body });

const deskTasks = (requestId: string) => t.db('desk_queue').where({ subject_type: 'request', subject_id: requestId });

/** Answers a request as the trade desk would for the mode: the operator CLI in live, the test helper in test. */
async function answer(mode: Mode, requestId: string, accept: boolean, amountAed?: number): Promise<void> {
  const note = accept ? 'Driver told of the new flight.' : 'No driver is free at that hour.';
  if (mode === 'live') {
    const [task] = await deskTasks(requestId);
    const args = ['desk', 'answer', '--task', String(task.id), accept ? '--accept' : '--decline', '--note', note];
    if (amountAed !== undefined) args.push('--amount-aed', String(amountAed));
    const done = (await runAdmin(args, t.db, t.clock)) as { task: { status: string; answer: string } };
    expect(done.task).toMatchObject({ status: 'answered', answer: accept ? 'accepted' : 'declined' });
    return;
  }
  const res = await call(t.app, 'POST', `/api/b2b/v1/test-helpers/requests/${requestId}/answer`, {
    token: who.keys.test,
    body: { decision: accept ? 'accepted' : 'declined', note, ...(amountAed === undefined ? {} : { amount_aed: amountAed }) },
  });
  expect(res.status).toBe(200);
}

describe.each(MODES)('transfer amendments with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';

  beforeEach(() => walletAt(t, who, mode, 10_000));

  it('asks for a changed flight (a desk task in live only), and the accepted answer changes the booking and posts the difference', async () => {
    const booking = await book(mode);
    const tasksBefore = await t.db('desk_queue').count({ n: '*' }).first();
    const newDate = uaeDateIn(6);
    const asked = await ask(mode, booking.id, { flight_number: 'EK204', pickup_date: newDate, pickup_time: '18:45', bags: 3, notes: 'Three suitcases.', message: 'Rebooked on EK204.' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      object: 'desk_request', sandbox, booking_ref: booking.id, booking_kind: 'transport', type: 'change', status: 'open',
      changes: { flight_number: 'EK204', pickup_date: newDate, pickup_time: '18:45', bags: 3, notes: 'Three suitcases.' }, service: null, message: 'Rebooked on EK204.', answer: null, withdrawn_at: null,
    });
    const requestId = asked.body.id as string;
    expect(await t.db('service_requests').where({ id: requestId }).first()).toMatchObject({ account_id: who.accountId, mode, kind: 'amendment', booking_id: booking.id, status: 'open' });
    const tasks = await deskTasks(requestId);
    if (mode === 'live') {
      expect(tasks).toMatchObject([{ kind: 'amendment', status: 'open', account_id: who.accountId }]);
      expect(tasks[0].summary).toContain('flight_number EK204');
    } else {
      expect(tasks).toEqual([]);
      expect(await t.db('desk_queue').count({ n: '*' }).first()).toEqual(tasksBefore);
    }
    // Nothing changes before the desk answers.
    expect((await call(t.app, 'GET', `${BOOKINGS}/${booking.id}`, { token: who.keys[mode] })).body).toEqual(booking);

    const before = await walletFils(t.db, who.accountId, mode);
    await answer(mode, requestId, true, 25);
    const read = await call(t.app, 'GET', `${BOOKINGS}/${booking.id}`, { token: who.keys[mode] });
    expect(read.status).toBe(200);
    const amountDue = Math.round(booking.price.amount_due_aed * 100 + 2500) / 100;
    // A test partition follows the new flight (the simulator), landing at the new pickup; a live one without a provider follows none.
    const landing = new Date(`${newDate}T18:45:00+04:00`).toISOString();
    expect(read.body).toEqual({
      ...booking,
      pickup: { at: `${newDate}T18:45:00+04:00`, flight_number: 'EK204', free_waiting_minutes: 60, live_arrival_tracking: sandbox ? 'tracked' : 'planned' },
      flight: sandbox ? { ...booking.flight, number: 'EK204', scheduled_arrival: landing, estimated_arrival: landing, updated_at: read.body.flight.updated_at } : null,
      bags: 3,
      notes: 'Three suitcases.',
      // The desk's difference is at the public price; on tariff terms it is charged as it is.
      price: { ...booking.price, public_price_aed: Math.round(booking.price.public_price_aed * 100 + 2500) / 100, amount_due_aed: amountDue },
      money: { charged_aed: amountDue, refunded_aed: 0, cancellation_fee_aed: 0, net_aed: amountDue },
      cancellation: { ...booking.cancellation, free_until: `${uaeDateIn(5)}T18:45:00+04:00` },
      // The trip moved with the pickup.
      trip: { ...booking.trip, updated_at: read.body.trip.updated_at },
    });
    expect((await t.db('booking_trips').where({ booking_id: booking.id }).first()).pickup_at).toBe(new Date(`${newDate}T18:45:00+04:00`).toISOString());
    expect(await t.db('bookings').where({ id: booking.id }).first()).toMatchObject({ service_date: newDate });
    expect(Number((await t.db('bookings').where({ id: booking.id }).first()).amount_due_fils)).toBe(toFils(amountDue));

    const entries = await t.db('ledger_entries').where({ booking_id: booking.id }).orderBy('id');
    expect(entries.map((e) => [e.kind, Number(e.amount_fils), e.reference])).toEqual([
      ['charge', -toFils(booking.price.amount_due_aed), booking.id],
      ['adjustment', -2500, requestId],
    ]);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before - 2500);
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));

    const amended = await t.db('events').where({ account_id: who.accountId, mode, type: 'booking.amended', subject_id: booking.id });
    expect(amended).toHaveLength(1);
    expect(amended[0].notice_body).toContain(`Request ${requestId} accepted; charged AED 25.00`);
    expect(await t.db('events').where({ account_id: who.accountId, mode, type: 'request.answered', subject_id: requestId })).toHaveLength(1);
    expect(await t.db('events').where({ account_id: who.accountId, mode: other, subject_id: booking.id })).toHaveLength(0);

    const listed = await call(t.app, 'GET', `/api/b2b/v1/requests?booking_ref=${booking.id}`, { token: who.keys[mode] });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      { ...asked.body, status: 'accepted', answer: { message: 'Driver told of the new flight.', price_difference_aed: 25, answered_at: expect.any(String) } },
    ]);
  });

  it('leaves the booking and the ledger as they were when the desk declines', async () => {
    const booking = await book(mode);
    const asked = await ask(mode, booking.id, { flight_number: 'EK206' });
    expect(asked.status).toBe(201);
    const before = await walletFils(t.db, who.accountId, mode);
    await answer(mode, asked.body.id, false);
    expect((await call(t.app, 'GET', `${BOOKINGS}/${booking.id}`, { token: who.keys[mode] })).body).toEqual(booking);
    expect(await t.db('ledger_entries').where({ booking_id: booking.id })).toHaveLength(1);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before);
    expect(await t.db('events').where({ mode, type: 'booking.amended', subject_id: booking.id })).toHaveLength(0);
    const [event] = await t.db('events').where({ mode, type: 'request.answered', subject_id: asked.body.id });
    expect(event).toMatchObject({ notice_kind: 'booking_update', notice_title: `Change request declined: ${booking.reference}`, notice_body: expect.stringContaining(`Request ${asked.body.id}`) });
    const listed = await call(t.app, 'GET', `/api/b2b/v1/requests?booking_ref=${booking.id}`, { token: who.keys[mode] });
    expect(listed.body.data).toMatchObject([{ id: asked.body.id, booking_kind: 'transport', status: 'declined', answer: { message: 'No driver is free at that hour.', price_difference_aed: 0 } }]);
  });

  it('refuses a cancelled booking with 409 invalid_state, storing nothing', async () => {
    const booking = await book(mode);
    expect((await call(t.app, 'POST', `${BOOKINGS}/${booking.id}/cancel`, { token: who.keys[mode] })).status).toBe(200);
    const before = await rowCounts(t.db);
    const res = await ask(mode, booking.id, { flight_number: 'EK204' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'invalid_state', retryable: false });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers 404 for a booking of the other mode or another account, storing nothing', async () => {
    const booking = await book(mode);
    const stranger = await partner(t);
    await walletAt(t, who, other, 10_000);
    await walletAt(t, stranger, mode, 0);
    const before = await rowCounts(t.db);
    expect((await ask(mode, booking.id, { flight_number: 'EK204' }, who.keys[other])).status).toBe(404);
    expect((await ask(mode, booking.id, { flight_number: 'EK204' }, stranger.keys[mode])).status).toBe(404);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it("refuses changes that break the quote's rules with 422 on their paths, storing nothing", async () => {
    const arrival = await book(mode);
    const departure = await book(mode, { direction: 'departure' });
    const before = await rowCounts(t.db);
    const cases: Array<[string, Record<string, unknown>, string[]]> = [
      [arrival.id, { passengers: 4, bags: 4 }, ['passengers', 'bags']],
      [arrival.id, { pickup_date: uaeDateIn(-1) }, ['pickup_date']],
      [arrival.id, { pickup_date: uaeDateIn(400) }, ['pickup_date']],
      [arrival.id, { message: 'Only a message.' }, ['']],
      [departure.id, { flight_number: 'EK204' }, ['flight_number']],
    ];
    for (const [id, body, fields] of cases) {
      const res = await ask(mode, id, body);
      expect(res.status).toBe(422);
      expect(res.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(fields);
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
