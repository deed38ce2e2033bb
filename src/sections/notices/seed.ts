import { advanceBooking } from '../../engine/bookings';
import { termsOf } from '../../engine/terms';
import type { Partition } from '../../engine/partition';
import { newId } from '../../platform/ids';
import { uaeTimestamp } from '../../platform/uaeTime';
// The one crossing, and in test data only: last month's statement needs a booking, made as a
// partner would make it, after every other section has seeded (see bookLastMonth).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- seeds run in the list's order; this one books through the transfers' own operation
import { createTransportBooking, createTransportQuote } from '../transport/bookings';
import { closeEndedMonths, periodOf, periodStart } from './billing';
import { storeSettings } from '../../engine/partitionSettings';
import { seedWaitingTopUp } from './wallet';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const previousPeriod = (period: string): string => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
};

/**
 * Makes sure last month has a booking to invoice: the other seeders book around today, which at
 * the start of a month may all fall in this month. The booking is made after the month's first
 * money arrived, so the statement's running balance stays that of a prepaid wallet.
 */
async function bookLastMonth(partition: Partition): Promise<void> {
  const current = periodOf(partition.now());
  const last = previousPeriod(current);
  const billed = (await partition.table('ledger_entries').where('created_at', '>=', periodStart(last)).andWhere('created_at', '<', periodStart(current)).whereNotNull('booking_id').first('id')) as unknown;
  if (billed) return;
  const firstMoney = (await partition.table('ledger_entries').where({ kind: 'topup' }).min({ at: 'created_at' }).first()) as { at: string | null } | undefined;
  const earliest = Math.max(Date.parse(periodStart(last)) + DAY_MS + 5 * HOUR_MS, firstMoney?.at ? Date.parse(firstMoney.at) + HOUR_MS : 0);
  const bookedAt = new Date(Math.min(earliest, Date.parse(periodStart(current)) - HOUR_MS));
  const data = partition.testData('notices:last-month');
  const pickupAt = new Date(bookedAt.getTime() + 3 * DAY_MS);
  const local = uaeTimestamp(pickupAt);
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first()) as Parameters<typeof termsOf>[0];
  const at = partition.at(bookedAt);
  const quote = await createTransportQuote(
    at,
    { airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'EXECUTIVE_SEDAN', pickup_date: local.slice(0, 10), pickup_time: '10:00', passengers: 2, bags: 2 },
    termsOf(account),
  );
  const booking = await createTransportBooking(at, { quote_id: quote.id, traveller: { ...data.person(), phone: `+9715${data.int(10000000, 89999999)}` }, flight_number: 'EK384', agency_reference: `AG-${data.int(10000, 99999)}` });
  const doneAt = Date.parse(booking.pickup.at) + 2 * HOUR_MS;
  if (doneAt < partition.clock.now().getTime()) await advanceBooking(partition.at(new Date(doneAt)), booking.id, 'completed');
}

/**
 * A test partition's settings (a billing e-mail, a finance contact who receives the invoices and
 * an operations contact), last month's statement and invoice, issued as they would have been on
 * the first day of this month, and a top-up whose pro-forma waits for its transfer.
 */
export async function seedNotices(partition: Partition): Promise<void> {
  const slug = await partition.seedValue(async (p) => {
    const account = (await p.db('accounts').where({ id: p.accountId }).first('name')) as { name: string };
    return account.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'account';
  });
  const data = partition.testData('settings');
  const finance = data.person();
  const operations = data.person();
  const mailbox = (person: { first_name: string; last_name: string }): string => `${person.first_name}.${person.last_name}`.toLowerCase().replace(/[^a-z.]/g, '');
  await storeSettings(partition, {
    trn: `100${String(data.int(0, 999999999)).padStart(9, '0')}003`,
    billing_email: `accounts@${slug}.example`,
    contacts: [
      { id: newId('cnt'), name: `${finance.first_name} ${finance.last_name}`, email: `${mailbox(finance)}@${slug}.example`, phone: `+9715${data.int(10000000, 89999999)}`, role: 'finance', billing_contact: true },
      { id: newId('cnt'), name: `${operations.first_name} ${operations.last_name}`, email: `${mailbox(operations)}@${slug}.example`, phone: null, role: 'operations', billing_contact: false },
    ],
    brand: { mode: 'none' },
  });
  await bookLastMonth(partition);
  const monthOpened = Date.parse(periodStart(periodOf(partition.now()))) + 6 * HOUR_MS;
  await closeEndedMonths(partition.at(new Date(Math.min(monthOpened, partition.clock.now().getTime()))));
  await seedWaitingTopUp(partition);
}
