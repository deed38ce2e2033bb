import type { components } from '../../generated/openapi-types';
import type { TestData } from '../../engine/testData';
import { advanceBooking } from '../../engine/bookings';
import { termsOf } from '../../engine/terms';
import type { Partition } from '../../engine/partition';
import { addDays, uaeDate, uaeInstant, weekdayOf } from '../../platform/uaeTime';
import { CATALOGUE, type CatalogueEntry } from '../../engine/activityCatalogue';
import { createActivityQuote } from './quote';
import { cancelActivityBooking, createActivityBooking } from './bookings';

type Outcome = 'on_request' | 'confirmed' | 'declined' | 'completed' | 'no_show' | 'cancelled';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Past tours ended one way or another; future ones are waiting, some on the desk's answer. */
const OUTCOMES: ReadonlyArray<{ daysFromNow: number; outcome: Outcome }> = [
  { daysFromNow: -16, outcome: 'completed' },
  { daysFromNow: -7, outcome: 'no_show' },
  { daysFromNow: -3, outcome: 'completed' },
  { daysFromNow: 4, outcome: 'confirmed' },
  { daysFromNow: 8, outcome: 'on_request' },
  { daysFromNow: 11, outcome: 'cancelled' },
  { daysFromNow: 15, outcome: 'declined' },
  { daysFromNow: 19, outcome: 'confirmed' },
];

const HOTELS = ['Atlantis The Palm', 'Address Dubai Marina', 'JW Marriott Marquis', 'Rixos Premium JBR', 'Hyatt Regency Dubai Creek Heights', 'Kempinski Mall of the Emirates'];
const NOTES = ['Celebrating a birthday.', 'One guest is vegetarian.', 'Travelling with a folding wheelchair.', 'Please call the lead traveller on arrival.'];

/** The next day on or after `date` that the product runs. */
function runningDay({ product }: CatalogueEntry, date: string): string {
  let day = date;
  while (!product.operating_days.includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

/** A small party the product admits: adults, and children where it prices them. */
function partyFor({ product }: CatalogueEntry, data: TestData): components['schemas']['ActivityGuests'] {
  const adults = data.int(1, Math.min(3, product.guests.max));
  const children = product.pricing_unit === 'per_vehicle' || product.prices.child_aed !== null ? Math.min(data.int(0, 2), product.guests.max - adults) : 0;
  return { adults, children, infants: 0 };
}

/**
 * Tour bookings of a fresh test partition, made as a partner would have made them (quote, book,
 * cancel) and moved as the desk would have (confirm, decline, complete, no-show), each at its
 * time, drawing on the partition's own allotments and charged to the wallet the transport
 * seeder funded.
 */
export async function seedActivities(partition: Partition): Promise<void> {
  const now = partition.clock.now();
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first()) as Parameters<typeof termsOf>[0];
  const instant = CATALOGUE.filter((item) => item.product.confirmation === 'instant');
  const onRequest = CATALOGUE.filter((item) => item.product.confirmation === 'on_request');
  for (const [index, { daysFromNow, outcome }] of OUTCOMES.entries()) {
    const data = partition.testData(`activities:${index}`);
    const item = data.pick(outcome === 'on_request' || outcome === 'declined' ? onRequest : instant);
    const { product } = item;
    const date = runningDay(item, uaeDate(new Date(now.getTime() + daysFromNow * DAY_MS)));
    const startTime = data.pick(product.start_times);
    const startsAt = uaeInstant(date, startTime);
    const bookedAt = new Date(Math.min(startsAt.getTime() - 3 * DAY_MS, now.getTime() - DAY_MS));
    const zone = data.pick(product.meeting.pickup_zones);
    const pickup = product.meeting.type === 'hotel_pickup' ? { pickup: { zone, hotel: data.pick(HOTELS) } } : {};
    const booking = partition.at(bookedAt);
    const quote = await createActivityQuote(
      booking,
      { product_id: product.id, date, start_time: startTime, guests: partyFor(item, data), language: data.pick(product.languages), ...pickup },
      termsOf(account),
    );
    const made = await createActivityBooking(booking, {
      quote_id: quote.id,
      lead_traveller: { ...data.person(), phone: `+9715${data.int(10000000, 89999999)}` },
      ...(data.chance(0.6) ? { agency_reference: `AG-${data.int(10000, 99999)}` } : {}),
      ...(data.chance(0.4) ? { notes: data.pick(NOTES) } : {}),
    });
    const desk = partition.at(new Date(bookedAt.getTime() + 6 * HOUR_MS)).as('system');
    if (outcome === 'cancelled') await cancelActivityBooking(partition.at(new Date(bookedAt.getTime() + DAY_MS)), made.id);
    else if (outcome === 'declined') await advanceBooking(desk, made.id, 'declined', { note: 'The supplier has nothing free at that start; please choose another day.' });
    else if (outcome === 'completed' || outcome === 'no_show') await advanceBooking(partition.at(new Date(startsAt.getTime() + 6 * HOUR_MS)).as('system'), made.id, outcome);
  }
}
