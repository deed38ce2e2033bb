import type { components } from '../../generated/openapi-types';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import { creditWallet } from '../../engine/wallet';
import { advanceBooking } from '../../engine/bookings';
import { termsOf } from '../../engine/terms';
import type { Partition } from '../../engine/partition';
import { uaeTimestamp } from '../../platform/uaeTime';
import { AIRPORTS, ZONES, type Airport, type TransportZone } from '../../engine/tariff';
import { cancelTransportBooking, createTransportBooking, createTransportQuote } from './bookings';

type Outcome = 'confirmed' | 'driver_assigned' | 'completed' | 'no_show' | 'cancelled';

const DAY_MS = 86_400_000;
/** What the seeded test wallet starts with: the seeded bookings of every section spend about AED 20,000 of it, and the rest lets a partner book at once. */
export const SEEDED_TEST_WALLET_FILS = 5_000_000;

/** Past pickups ended one way or another; future ones are waiting, some with a driver. */
const OUTCOMES: ReadonlyArray<{ daysFromNow: number; outcome: Outcome }> = [
  { daysFromNow: -18, outcome: 'completed' },
  { daysFromNow: -9, outcome: 'no_show' },
  { daysFromNow: -4, outcome: 'completed' },
  { daysFromNow: 3, outcome: 'driver_assigned' },
  { daysFromNow: 6, outcome: 'confirmed' },
  { daysFromNow: 12, outcome: 'cancelled' },
  { daysFromNow: 21, outcome: 'confirmed' },
];

export async function seedTransport(partition: Partition): Promise<void> {
  const now = partition.clock.now();
  await creditWallet(partition.at(new Date(now.getTime() - 30 * DAY_MS)), SEEDED_TEST_WALLET_FILS, 'TEST-OPENING-BALANCE');
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first()) as Parameters<typeof termsOf>[0];
  for (const [index, { daysFromNow, outcome }] of OUTCOMES.entries()) {
    const data = partition.testData(`transport:${index}`);
    const pickupAt = data.dayOffset(new Date(now.getTime() + daysFromNow * DAY_MS), 0, 0);
    const bookedAt = new Date(Math.min(pickupAt.getTime() - 3 * DAY_MS, now.getTime() - DAY_MS));
    const airport = data.pick(Object.keys(AIRPORTS) as Airport[]);
    const vehicle = data.pick(Object.keys(VEHICLES) as VehicleClass[]);
    const direction = data.pick(['arrival', 'departure'] as const);
    const local = uaeTimestamp(pickupAt);
    const request: components['schemas']['TransportQuoteRequest'] = {
      airport,
      terminal: data.pick(AIRPORTS[airport].terminals),
      direction,
      place: data.pick(Object.keys(ZONES) as TransportZone[]),
      vehicle,
      pickup_date: local.slice(0, 10),
      pickup_time: local.slice(11, 16),
      passengers: data.int(1, VEHICLES[vehicle].seats),
      bags: data.int(0, VEHICLES[vehicle].bags),
    };
    const booking = partition.at(bookedAt);
    const quote = await createTransportQuote(booking, request, termsOf(account));
    const made = await createTransportBooking(booking, {
      quote_id: quote.id,
      traveller: { ...data.person(), phone: `+9715${data.int(10000000, 89999999)}` },
      ...(direction === 'arrival' ? { flight_number: `${data.pick(['EK', 'EY', 'FZ', 'G9', 'QR', 'BA'])}${data.int(1, 999)}` } : {}),
      ...(data.chance(0.6) ? { agency_reference: `AG-${data.int(10000, 99999)}` } : {}),
    });
    if (outcome === 'cancelled') {
      await cancelTransportBooking(partition.at(new Date(bookedAt.getTime() + DAY_MS)), made.id);
      continue;
    }
    if (outcome === 'confirmed') continue;
    const desk = partition.at(new Date(pickupAt.getTime() - DAY_MS / 2)).as('system');
    await advanceBooking(desk, made.id, 'driver_assigned', {
      driver: { name: `${data.person().first_name} ${data.person().last_name}`, phone: `+9715${data.int(10000000, 89999999)}`, vehicle_plate: `Dubai ${data.pick(['P', 'Q', 'R', 'S'])} ${data.int(10000, 99999)}` },
    });
    if (outcome === 'completed' || outcome === 'no_show') await advanceBooking(partition.at(new Date(pickupAt.getTime() + 2 * 3_600_000)), made.id, outcome);
  }
}
