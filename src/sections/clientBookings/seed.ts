import type { components } from '../../generated/openapi-types';
import type { TestData } from '../../engine/testData';
import { advanceBooking, cancelBooking } from '../../engine/bookings';
import { answerRequest } from '../../engine/requests';
import type { Partition } from '../../engine/partition';
import type { VehicleClass } from '../../engine/vehicles';
import { newId } from '../../platform/ids';
import { uaeTimestamp } from '../../platform/uaeTime';
import { AIRPORTS, ZONES, type Airport, type TransportZone } from '../../engine/tariff';
import { accountTermsOf } from '../../engine/terms';
import { bookClientQuote, cancelClientBooking, createClientBookingQuote, type ChannelOrigin, type ClientBooking } from './bookings';
import { createAmendment } from './requests';
import type { ServiceRequest } from './pricing';

type Outcome = 'on_request' | 'confirmed' | 'driver_assigned' | 'completed' | 'no_show' | 'cancelled' | 'declined';
type Traveller = components['schemas']['Traveller'];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The account's own bookings: one or more in every state; a coach waits on request. */
const OWN: ReadonlyArray<{ daysFromNow: number; outcome: Outcome; coach?: boolean }> = [
  { daysFromNow: -20, outcome: 'completed' },
  { daysFromNow: -11, outcome: 'no_show' },
  { daysFromNow: -6, outcome: 'declined', coach: true },
  { daysFromNow: -3, outcome: 'completed' },
  { daysFromNow: 2, outcome: 'driver_assigned' },
  { daysFromNow: 5, outcome: 'confirmed' },
  { daysFromNow: 9, outcome: 'on_request', coach: true },
  { daysFromNow: 14, outcome: 'cancelled' },
  { daysFromNow: 18, outcome: 'confirmed' },
  { daysFromNow: 25, outcome: 'confirmed' },
];

/** Bookings travellers made through the partner's channels, credited to the account. */
const CREDITED: ReadonlyArray<{ daysFromNow: number; outcome: Outcome; channel: ChannelOrigin['channel']; source: string | null }> = [
  { daysFromNow: -40, outcome: 'completed', channel: 'booking_widget', source: null },
  { daysFromNow: -15, outcome: 'cancelled', channel: 'tracking_link', source: 'TL-9XKQ2M7D4TZ8' },
  { daysFromNow: -8, outcome: 'no_show', channel: 'welcome_guide', source: 'Marina Gate 2, apt 1804' },
  { daysFromNow: 4, outcome: 'driver_assigned', channel: 'white_label_site', source: '/airport-transfers/dxb' },
  { daysFromNow: 12, outcome: 'confirmed', channel: 'tracking_link', source: 'TL-4RW8ZP2K6MNA' },
];

function serviceFor(data: TestData, pickupAt: Date, coach: boolean): ServiceRequest {
  const local = uaeTimestamp(pickupAt);
  const when = { pickup_date: local.slice(0, 10), pickup_time: local.slice(11, 16) };
  const place = data.pick(Object.keys(ZONES) as TransportZone[]);
  if (coach) return { type: 'chauffeur_hire', place, vehicle: 'LUXURY_COACH', hours: data.int(4, 8), passengers: data.int(12, 30), bags: 0, child_seats: 0, ...when };
  const vehicle = data.pick(['EXECUTIVE_SEDAN', 'VIP_V_CLASS'] as VehicleClass[]);
  if (data.chance(0.3)) return { type: 'chauffeur_hire', place, vehicle, hours: data.int(3, 8), passengers: data.int(1, 3), bags: 0, child_seats: 0, ...when };
  const airport = data.pick(Object.keys(AIRPORTS) as Airport[]);
  const direction = data.pick(['arrival', 'arrival', 'departure'] as const);
  return {
    type: 'airport_transfer',
    airport,
    terminal: data.pick(AIRPORTS[airport].terminals),
    direction,
    ...(direction === 'arrival' ? { flight_number: `${data.pick(['EK', 'EY', 'FZ', 'G9', 'QR', 'BA'])}${data.int(1, 999)}` } : {}),
    place,
    vehicle,
    passengers: data.int(1, 3),
    bags: data.int(0, 3),
    child_seats: 0,
    ...when,
  };
}

function travellerFor(data: TestData, index: number): Traveller {
  // One lead traveller in Arabic script, as partners book them.
  const person = index === 4 ? { first_name: 'ليلى', last_name: 'الهاشمي' } : data.person();
  return { ...person, email: `guest${index}@example.com`, phone: `+9715${data.int(10000000, 89999999)}` };
}

async function bookAt(partition: Partition, accountName: string, data: TestData, index: number, daysFromNow: number, coach: boolean, channel?: ChannelOrigin): Promise<{ booking: ClientBooking; pickupAt: Date; bookedAt: Date }> {
  const now = partition.clock.now();
  const pickupAt = data.dayOffset(new Date(now.getTime() + daysFromNow * DAY_MS), 0, 0);
  const bookedAt = new Date(Math.min(pickupAt.getTime() - 3 * DAY_MS, now.getTime() - DAY_MS));
  const at = partition.at(bookedAt);
  const quote = await createClientBookingQuote(at, serviceFor(data, pickupAt, coach), await accountTermsOf(partition));
  const booking = await bookClientQuote(
    at,
    {
      quote_id: quote.id,
      lead_traveller: travellerFor(data, index),
      ...(data.chance(0.6) ? { agency_reference: `AG-${data.int(10000, 99999)}` } : {}),
      ...(data.chance(0.3) ? { notes: data.pick(['Meet at the hotel lobby.', 'Traveller uses a wheelchair.', 'VIP guest: water and cold towels.']) } : {}),
      ...(data.chance(0.15) ? { brand: { mode: 'none' as const } } : {}),
    },
    accountName,
    channel,
  );
  return { booking, pickupAt, bookedAt };
}

/** Moves a seeded booking to its outcome, as the desk and the partner would have, at plausible times. */
async function settle(partition: Partition, data: TestData, ref: string, outcome: Outcome, pickupAt: Date, bookedAt: Date, credited: boolean): Promise<void> {
  const desk = (at: Date): Partition => partition.at(at).as('system');
  if (outcome === 'declined') {
    await advanceBooking(desk(new Date(bookedAt.getTime() + 2 * HOUR_MS)), ref, 'declined', { note: 'No coach is free that day.' });
    return;
  }
  if (outcome === 'cancelled') {
    const at = partition.at(new Date(bookedAt.getTime() + DAY_MS / 2));
    if (credited) await cancelBooking(at, 'client', ref, () => 0);
    else await cancelClientBooking(at, ref);
    return;
  }
  if (outcome === 'on_request' || outcome === 'confirmed') return;
  const person = data.person();
  await advanceBooking(desk(new Date(pickupAt.getTime() - DAY_MS / 2)), ref, 'driver_assigned', {
    driver: { name: `${person.first_name} ${person.last_name}`, phone: `+9715${data.int(10000000, 89999999)}`, vehicle_plate: `Dubai ${data.pick(['P', 'Q', 'R', 'S'])} ${data.int(10000, 99999)}` },
  });
  if (outcome === 'completed' || outcome === 'no_show') await advanceBooking(desk(new Date(pickupAt.getTime() + 2 * HOUR_MS)), ref, outcome);
}

export async function seedClientBookings(partition: Partition): Promise<void> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string };
  const made: Array<{ booking: ClientBooking; bookedAt: Date; outcome: Outcome }> = [];
  for (const [index, { daysFromNow, outcome, coach }] of OWN.entries()) {
    const data = partition.testData(`client-booking:${index}`);
    const { booking, pickupAt, bookedAt } = await bookAt(partition, account.name, data, index, daysFromNow, coach === true);
    await settle(partition, data, booking.ref, outcome, pickupAt, bookedAt, false);
    made.push({ booking, bookedAt, outcome });
  }
  for (const [index, { daysFromNow, outcome, channel, source }] of CREDITED.entries()) {
    const data = partition.testData(`client-credit:${index}`);
    const origin: ChannelOrigin = { channel, source, credit_id: newId('crd') };
    const { booking, pickupAt, bookedAt } = await bookAt(partition, account.name, data, OWN.length + index, daysFromNow, false, origin);
    await settle(partition, data, booking.ref, outcome, pickupAt, bookedAt, true);
  }
  await seedRequests(partition, made.filter((entry) => entry.outcome === 'confirmed'));
}

/** An accepted service request (charged), a declined change and an open one, on upcoming bookings. */
async function seedRequests(partition: Partition, upcoming: ReadonlyArray<{ booking: ClientBooking; bookedAt: Date }>): Promise<void> {
  const [first, second, third] = upcoming;
  if (!first || !second || !third) return;
  const asked = (entry: { bookedAt: Date }, hours: number): Partition => partition.at(new Date(entry.bookedAt.getTime() + hours * HOUR_MS));
  const desk = (entry: { bookedAt: Date }, hours: number): Partition => asked(entry, hours).as('system');

  const greet = await createAmendment(asked(first, 2), first.booking.ref, { type: 'service', service: 'meet_and_greet', message: 'Please meet the guests at the aircraft door.' });
  await answerRequest(desk(first, 3), greet.id, { accept: true, note: 'Done: a greeter meets them at the gate.', amountFils: null });

  const bigger = await createAmendment(asked(second, 4), second.booking.ref, { type: 'change', changes: { vehicle: 'LUXURY_COACH' }, message: 'The group grew.' });
  await answerRequest(desk(second, 6), bigger.id, { accept: false, note: 'No coach is free at that time; keep the booking or book a second car.', amountFils: null });

  const time = third.booking.service.pickup_at.slice(11, 13) === '10' ? '11:00' : '10:00';
  await createAmendment(asked(third, 1), third.booking.ref, { type: 'change', changes: { pickup_time: time }, message: 'The client changed plans.' });
}
