import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { MODES, walletAt, type Mode, type Partner } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { runAdmin } from '../../scripts/admin';

/**
 * A booking's reference is taken wherever its id is, typed as a person types it, and named
 * wherever a person reads about the booking: requests, the inbox, the ledger, the desk's console.
 */
const t = useV1Suite({ partners: ['who', 'other'] });
const { who, other } = t.partners;
const V1 = '/api/b2b/v1';

const lead = { first_name: 'Sara', last_name: 'Haddad', phone: '+971501234567' };
const SAFARI = { product_id: 'act_IZHVIIA1lFTXjHowe8Y7', date: '2026-12-05', start_time: '15:00', guests: { adults: 2 }, pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina' } };
const CLIENT_TRANSFER = {
  type: 'airport_transfer', airport: 'DXB', terminal: 'T3', direction: 'arrival', flight_number: 'EK202', place: 'DUBAI_MARINA',
  vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-12-05', pickup_time: '14:30', passengers: 2, bags: 2,
};
const DRIVER = { name: 'Imran Qureshi', phone: '+971501112233', vehicle_plate: 'Dubai P 48213' };

/** A reference as someone types it from a voucher: lower case, no dashes. */
const typed = (reference: string): string => reference.toLowerCase().replace(/-/g, '');

interface Made {
  id: string;
  reference: string;
}

async function made(res: { status: number; body: Record<string, unknown> }, idField = 'id'): Promise<Made> {
  expect(res.status).toBe(201);
  const id = res.body[idField] as string;
  const { reference } = (await t.db('bookings').where({ id }).first('reference')) as { reference: string };
  expect(res.body.reference).toBe(reference);
  return { id, reference };
}

async function bookTransfer(who: Partner, mode: Mode): Promise<Made> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: who.keys[mode], body: transferQuoteBody(t.clock, 5) });
  expect(quote.status).toBe(200);
  return made(await call(t.app, 'POST', `${V1}/transport/bookings`, { token: who.keys[mode], body: { quote_id: quote.body.id, traveller: lead, flight_number: 'EK202' } }));
}

async function bookTour(mode: Mode): Promise<Made> {
  const quote = await call(t.app, 'POST', `${V1}/activities/quote`, { token: who.keys[mode], body: SAFARI });
  expect(quote.status).toBe(200);
  return made(await call(t.app, 'POST', `${V1}/activities/bookings`, { token: who.keys[mode], body: { quote_id: quote.body.id, lead_traveller: lead } }));
}

async function bookForClient(mode: Mode): Promise<Made> {
  const quote = await call(t.app, 'POST', `${V1}/bookings/quote`, { token: who.keys[mode], body: { service: CLIENT_TRANSFER } });
  expect(quote.status).toBe(200);
  return made(await call(t.app, 'POST', `${V1}/bookings`, { token: who.keys[mode], body: { quote_id: quote.body.id, lead_traveller: lead } }), 'ref');
}

/** Plays the trade desk on a request: the console on a live one (by the task's reference), the test helper on a test one. */
async function accept(mode: Mode, requestId: string, amountAed: number): Promise<void> {
  if (mode === 'live') {
    const task = (await t.db('desk_queue').where({ subject_type: 'request', subject_id: requestId }).first()) as { reference: string };
    await runAdmin(['desk', 'answer', '--task', task.reference, '--accept', '--amount-aed', String(amountAed)], t.db, t.clock);
    return;
  }
  const res = await call(t.app, 'POST', `${V1}/test-helpers/requests/${requestId}/answer`, { token: who.keys.test, body: { decision: 'accepted', amount_aed: amountAed } });
  expect(res.status).toBe(200);
}

describe.each(MODES)('booking references with a %s key', (mode) => {
  const token = (): string => who.keys[mode];

  beforeEach(() => walletAt(t, who, mode, 20_000));

  it('every operation that reads a booking by its id reads it by its reference typed in lower case without dashes, and refuses an unknown reference as it refuses an unknown id', async () => {
    const transfer = await bookTransfer(who, mode);
    const tour = await bookTour(mode);
    const client = await bookForClient(mode);
    const reads: Array<[string, Made]> = [
      ['/transport/bookings/{x}', transfer],
      ['/transport/bookings/{x}/voucher', transfer],
      ['/transport/bookings/{x}/name-board', transfer],
      ['/activities/bookings/{x}', tour],
      ['/activities/bookings/{x}/voucher', tour],
      ['/activities/bookings/{x}/name-board', tour],
      ['/bookings/{x}', client],
      ['/bookings/{x}/voucher', client],
      ['/bookings/{x}/name-board', client],
    ];
    for (const [path, booking] of reads) {
      const byId = await call(t.app, 'GET', `${V1}${path.replace('{x}', booking.id)}`, { token: token() });
      expect([path, byId.status]).toEqual([path, 200]);
      for (const as of [typed(booking.reference), booking.reference.toLowerCase(), booking.reference]) {
        const byReference = await call(t.app, 'GET', `${V1}${path.replace('{x}', as)}`, { token: token() });
        expect([path, byReference.status]).toEqual([path, 200]);
        if (path.endsWith('{x}')) expect(byReference.body).toEqual(byId.body);
        else expect(byReference.text).toBe(byId.text);
      }
      // A document saved to disk is named by the reference printed on it.
      if (!path.endsWith('{x}')) expect(byId.headers['content-disposition']).toBe(`inline; filename="${path.endsWith('voucher') ? 'voucher' : 'name-board'}-${booking.reference}.html"`);
      // A reference the partition does not have is not found, as an id it does not have is.
      const unknownReference = `${booking.reference.slice(0, 2)}-0000-000${mode === 'test' ? '1' : '2'}`;
      for (const unknown of [typed(unknownReference), 'bkg_00000000000000000000']) {
        const missing = await call(t.app, 'GET', `${V1}${path.replace('{x}', unknown)}`, { token: token() });
        expect([path, missing.status, missing.body.error.code]).toEqual([path, 404, 'not_found']);
      }
    }
  });

  it('every operation that changes a booking by its id changes it by its reference typed in lower case without dashes', async () => {
    const transfer = await bookTransfer(who, mode);
    const tour = await bookTour(mode);
    const client = await bookForClient(mode);

    const branded = await call(t.app, 'POST', `${V1}/bookings/${typed(client.reference)}/brand`, { token: token(), body: { mode: 'none' } });
    expect(branded.status).toBe(200);
    expect(branded.body).toMatchObject({ ref: client.id, reference: client.reference });

    const asked = await call(t.app, 'POST', `${V1}/bookings/${typed(client.reference)}/amendments`, { token: token(), body: { type: 'service', service: 'meet_and_greet', message: 'A sign at arrivals, please' } });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ booking_ref: client.id, booking_reference: client.reference, booking_kind: 'client' });
    expect(await t.db('service_requests').where({ id: asked.body.id }).first('booking_id')).toEqual({ booking_id: client.id });

    const changed = await call(t.app, 'POST', `${V1}/transport/bookings/${typed(transfer.reference)}/amendments`, { token: token(), body: { flight_number: 'EK204' } });
    expect(changed.status).toBe(201);
    expect(changed.body).toMatchObject({ booking_ref: transfer.id, booking_reference: transfer.reference, booking_kind: 'transport' });

    if (mode === 'test') {
      const advanced = await call(t.app, 'POST', `${V1}/test-helpers/bookings/${typed(transfer.reference)}/advance`, { token: token(), body: { status: 'driver_assigned', driver: DRIVER } });
      expect(advanced.status).toBe(200);
      expect(advanced.body).toMatchObject({ id: transfer.id, reference: transfer.reference, status: 'driver_assigned' });
      const unknown = await call(t.app, 'POST', `${V1}/test-helpers/bookings/tr00000001/advance`, { token: token(), body: { status: 'completed' } });
      expect(unknown.status).toBe(404);
    }

    const cancelled = await call(t.app, 'POST', `${V1}/activities/bookings/${typed(tour.reference)}/cancel`, { token: token() });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: tour.id, status: 'cancelled' });
    expect(await t.db('bookings').where({ id: tour.id }).first('status')).toEqual({ status: 'cancelled' });
    const clientCancelled = await call(t.app, 'POST', `${V1}/bookings/${client.reference.toLowerCase()}/cancel`, { token: token() });
    expect(clientCancelled.status).toBe(200);
    expect(clientCancelled.body).toMatchObject({ ref: client.id, status: 'cancelled' });
  });

  it('filters the requests by a booking given by its reference, and names the booking by it in each request, the answer notice and the ledger', async () => {
    const transfer = await bookTransfer(who, mode);
    const elsewhere = await bookTransfer(who, mode);
    const asked = await call(t.app, 'POST', `${V1}/transport/bookings/${transfer.id}/amendments`, { token: token(), body: { flight_number: 'EK204' } });
    expect(asked.status).toBe(201);
    const requestId = asked.body.id as string;
    expect((await call(t.app, 'POST', `${V1}/transport/bookings/${elsewhere.id}/amendments`, { token: token(), body: { passengers: 2 } })).status).toBe(201);

    for (const as of [transfer.id, transfer.reference, typed(transfer.reference), transfer.reference.toLowerCase()]) {
      const listed = await call(t.app, 'GET', `${V1}/requests?booking_ref=${encodeURIComponent(as)}&limit=100`, { token: token() });
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual([expect.objectContaining({ id: requestId, booking_ref: transfer.id, booking_reference: transfer.reference })]);
    }
    // A booking the account does not have matches nothing, by id or by reference; a malformed one is refused.
    for (const unknown of [typed(`TR-0000-000${mode === 'test' ? '1' : '2'}`), 'bkg_00000000000000000000']) {
      const none = await call(t.app, 'GET', `${V1}/requests?booking_ref=${unknown}`, { token: token() });
      expect(none.status).toBe(200);
      expect(none.body.data).toEqual([]);
    }
    const malformed = await call(t.app, 'GET', `${V1}/requests?booking_ref=TR-7KQ2`, { token: token() });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual(['booking_ref']);
    const all = await call(t.app, 'GET', `${V1}/requests?limit=100`, { token: token() });
    // Every request of the list names its booking by the booking's own reference.
    const listed = all.body.data as Array<{ booking_ref: string; booking_reference: string }>;
    const stored = (await t.db('bookings').whereIn('id', listed.map((r) => r.booking_ref)).select('id', 'reference')) as Array<{ id: string; reference: string }>;
    expect(listed.map((r) => [r.booking_ref, r.booking_reference])).toEqual(listed.map((r) => [r.booking_ref, stored.find((b) => b.id === r.booking_ref)?.reference]));
    expect(listed.map((r) => r.booking_reference)).toEqual(expect.arrayContaining([transfer.reference, elsewhere.reference]));

    await accept(mode, requestId, 25);

    const inbox = await call(t.app, 'GET', `${V1}/inbox?limit=20`, { token: token() });
    const notice = (inbox.body.data as Array<{ title: string; body: string; related: unknown }>).find((n) => n.title === `Change request accepted: ${transfer.reference}`);
    expect(notice).toMatchObject({ related: { type: 'request', id: requestId } });
    expect(notice?.body).toContain(`Request ${requestId}`);
    expect(notice?.body).not.toContain(transfer.id);

    const adjustment = (await t.db('ledger_entries').where({ booking_id: transfer.id, kind: 'adjustment' }).first()) as { description: string; amount_fils: number | string };
    expect(Number(adjustment.amount_fils)).toBe(-2500);
    expect(adjustment.description).toBe(`Charge for the change ${requestId} to ${transfer.reference}`);

    // The feed carries the request as GET /requests shows it, reference and all.
    const answered = (await t.db('events').where({ subject_id: requestId, type: 'request.answered' }).first('data')) as { data: string };
    expect(JSON.parse(answered.data)).toMatchObject({ id: requestId, booking_ref: transfer.id, booking_reference: transfer.reference, status: 'accepted' });
  });
});

describe('the console', () => {
  beforeEach(async () => {
    await walletAt(t, who, 'live', 20_000);
    await walletAt(t, other, 'live', 20_000);
  });

  it('moves a live booking named by its reference as read out, and asks for the id when two accounts hold that reference', async () => {
    const booking = await bookTransfer(who, 'live');
    const assigned = (await runAdmin(['booking', 'assign-driver', '--booking', typed(booking.reference), '--name', DRIVER.name, '--phone', DRIVER.phone, '--plate', DRIVER.vehicle_plate], t.db, t.clock)) as {
      booking: { id: string; status: string };
    };
    expect(assigned.booking).toMatchObject({ id: booking.id, status: 'driver_assigned' });
    expect(await t.db('bookings').where({ id: booking.id }).first('status')).toEqual({ status: 'driver_assigned' });

    // References are unique within an account, not across accounts.
    const theirs = await bookTransfer(other, 'live');
    await t.db('bookings').where({ id: theirs.id }).update({ reference: booking.reference });
    await expect(runAdmin(['booking', 'complete', '--booking', booking.reference], t.db, t.clock)).rejects.toThrow(`names live bookings of more than one partner (${booking.reference}); give the booking id (bkg_…)`);
    expect(await t.db('bookings').where({ id: booking.id }).first('status')).toEqual({ status: 'driver_assigned' });
    // Dispatch finds its job the same way: it does not take either booking.
    const driver = (await runAdmin(['driver', 'add', '--name', 'Rashid Khan', '--phone', '+971 50 123 4567', '--licence', 'DXB-1234567', '--languages', 'en,ar'], t.db, t.clock)) as { driver: { id: string } };
    const vehicle = (await runAdmin(['vehicle', 'add', '--plate', 'Dubai A 12345', '--class', 'VIP_V_CLASS'], t.db, t.clock)) as { vehicle: { id: string } };
    const refused = await runAdmin(['dispatch', 'assign', '--booking', booking.reference, '--driver', driver.driver.id, '--vehicle', vehicle.vehicle.id], t.db, t.clock).then(() => null, (err: Error) => err);
    expect(refused?.message).toContain(`booking_id: names live bookings of more than one partner (${booking.reference})`);
    expect(await t.db('dispatch_assignments').whereIn('booking_id', [booking.id, theirs.id])).toEqual([]);
    // Completed once its pickup time (14:30 UAE time on the 27th) has come.
    t.clock.set('2026-11-27T11:00:00.000Z');
    const done = (await runAdmin(['booking', 'complete', '--booking', booking.id], t.db, t.clock)) as { booking: { status: string } };
    expect(done.booking.status).toBe('completed');
    const audited = await t.db('audit_events').where({ subject_type: 'booking', subject_id: booking.id }).orderBy('id');
    expect(audited.map((row) => [row.action, row.staff_id, JSON.parse(row.change).before.status, JSON.parse(row.change).after.status])).toEqual([
      ['booking.moved', null, 'confirmed', 'driver_assigned'],
      ['booking.moved', null, 'driver_assigned', 'completed'],
    ]);
    await expect(runAdmin(['booking', 'no-show', '--booking', 'tr00000003'], t.db, t.clock)).rejects.toThrow('No live booking tr00000003.');
  });
});
