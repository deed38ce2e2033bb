/**
 * The `ZZ` test flights as a partner meets them (issue 26): a test transfer booked with a `ZZ`
 * flight, the partition's test clock advanced over its landing through the API, and the pickup
 * moved (or not) with the events a partner's endpoint receives. Each case runs in a partner of
 * its own, so one flight's events never mix with another's.
 */
import { useV1Suite } from '../helpers/suite';
import { partner, walletAt, type Partner } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';

const V1 = '/api/b2b/v1';
const MINUTE = 60_000;

const t = useV1Suite();

interface Booked {
  id: string;
  pickup: { at: string };
}

async function bookWithFlight(who: Partner, flight: string, time = '14:30'): Promise<Booked> {
  const api = t.api(who.keys.test);
  const quote = await api.post(`${V1}/transport/quote`, transferQuoteBody(t.clock, 2, { pickup_time: time }));
  expect(quote.status).toBe(200);
  const booked = await api.post(`${V1}/transport/bookings`, { quote_id: quote.body.id, flight_number: flight, traveller: { first_name: 'Omar', last_name: 'Saeed' } });
  expect(booked.status).toBe(201);
  return booked.body as Booked;
}

async function fundedPartner(): Promise<Partner> {
  const who = await partner(t);
  await walletAt(t, who, 'test', 20_000);
  return who;
}

const typesOf = async (bookingId: string): Promise<string[]> => ((await t.db('events').where({ subject_id: bookingId }).orderBy('seq').select('type')) as Array<{ type: string }>).map((row) => row.type);
const advanceTo = async (who: Partner, at: number) => {
  const res = await t.api(who.keys.test).post(`${V1}/test-helpers/clock/advance`, { to: new Date(at).toISOString() });
  expect(res.status).toBe(200);
  return res.body as { object: string; now: string };
};
const readBooking = async (who: Partner, id: string) => (await t.api(who.keys.test).get(`${V1}/transport/bookings/${id}`)).body as { status: string; pickup: { at: string } };
const scheduledMs = (booked: Booked): number => Date.parse(booked.pickup.at);

describe('ZZ test flights under an advanced test clock', () => {
  it('ZZ1002, delayed 95 minutes in three steps: the pickup follows each, and the trip then plays to the end', async () => {
    const who = await fundedPartner();
    const booked = await bookWithFlight(who, 'ZZ1002');
    const landing = scheduledMs(booked);
    const clock = await advanceTo(who, landing + 4 * 60 * MINUTE);
    expect(clock.object).toBe('test_clock');
    const read = await readBooking(who, booked.id);
    expect(Date.parse(read.pickup.at)).toBe(landing + 95 * MINUTE);
    expect(read.status).toBe('completed');
    const types = await typesOf(booked.id);
    expect(types.filter((type) => type === 'booking.pickup_rescheduled')).toHaveLength(3);
    expect(types.filter((type) => type === 'booking.flight_updated').length).toBeGreaterThanOrEqual(4);
    // The driver waits for the flight: on the way and arrived after the last move of the pickup.
    expect(types.indexOf('booking.driver_en_route')).toBeGreaterThan(types.lastIndexOf('booking.pickup_rescheduled'));
    // The landing is reported while the driver is on the way; the trip's own steps come in order.
    const steps = ['booking.driver_assigned', 'booking.driver_en_route', 'booking.driver_arrived', 'booking.passenger_on_board', 'booking.completed'];
    expect(types.filter((type) => steps.includes(type))).toEqual(steps);
    expect(types.indexOf('booking.driver_arrived')).toBeGreaterThan(types.lastIndexOf('booking.flight_updated'));
    const flight = await t.db('booking_flights').where({ booking_id: booked.id }).first();
    expect(flight).toMatchObject({ flight_number: 'ZZ1002', status: 'landed', actual_arrival: new Date(landing + 95 * MINUTE).toISOString() });
  });

  it('ZZ1000 lands on time: one report, the pickup stays', async () => {
    const who = await fundedPartner();
    const booked = await bookWithFlight(who, 'ZZ1000');
    await advanceTo(who, scheduledMs(booked) + 10 * MINUTE);
    expect((await readBooking(who, booked.id)).pickup.at).toBe(booked.pickup.at);
    const types = await typesOf(booked.id);
    expect(types.filter((type) => type === 'booking.flight_updated')).toHaveLength(1);
    expect(types).not.toContain('booking.pickup_rescheduled');
  });

  it('ZZ1001 lands 25 minutes early: the pickup moves forward', async () => {
    const who = await fundedPartner();
    const booked = await bookWithFlight(who, 'ZZ1001');
    await advanceTo(who, scheduledMs(booked) - 60 * MINUTE);
    expect(Date.parse((await readBooking(who, booked.id)).pickup.at)).toBe(scheduledMs(booked) - 25 * MINUTE);
    expect(await typesOf(booked.id)).toContain('booking.pickup_rescheduled');
  });

  it.each(['ZZ1004', 'ZZ1005'])('%s (diverted or cancelled) leaves the pickup as booked and says so in flight_updated', async (flight) => {
    const who = await fundedPartner();
    const booked = await bookWithFlight(who, flight);
    await advanceTo(who, scheduledMs(booked) - 30 * MINUTE);
    expect((await readBooking(who, booked.id)).pickup.at).toBe(booked.pickup.at);
    const types = await typesOf(booked.id);
    expect(types).toContain('booking.flight_updated');
    expect(types).not.toContain('booking.pickup_rescheduled');
    const stored = await t.db('booking_flights').where({ booking_id: booked.id }).first();
    expect(stored.status).toBe(flight === 'ZZ1004' ? 'diverted' : 'cancelled');
    if (flight === 'ZZ1004') expect(stored.diverted_to).toBe('DWC');
  });

  it('ZZ1006 says nothing until 30 minutes before landing', async () => {
    const who = await fundedPartner();
    const booked = await bookWithFlight(who, 'ZZ1006');
    await advanceTo(who, scheduledMs(booked) - 31 * MINUTE);
    expect((await t.db('booking_flights').where({ booking_id: booked.id }).first()).status).toBe('unknown');
    expect(await typesOf(booked.id)).not.toContain('booking.flight_updated');
    await advanceTo(who, scheduledMs(booked) - 29 * MINUTE);
    expect(await typesOf(booked.id)).toContain('booking.flight_updated');
  });
});
