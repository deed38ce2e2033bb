import { termsOf } from '../../engine/terms';
import type { Partition } from '../../engine/partition';
import { addDays, uaeInstant, uaeToday } from '../../platform/uaeTime';
import { CATALOGUE } from '../../engine/rateCatalogue';
import { createDeskSale, type DeskSaleRequest } from './sales';
import { closeDeskDay, findDeskDay } from './days';

const TOURS = CATALOGUE.filter((entry) => entry.category === 'tour');
const SEDAN_TRANSFERS = CATALOGUE.filter((entry) => entry.code.startsWith('TRF-DXB-') && entry.vehicle === 'EXECUTIVE_SEDAN');
const SERVICE_TIMES = ['07:30', '09:00', '10:00', '14:30', '15:00', '18:30'] as const;

/** The last few desk days: sales on each, the oldest closed (its settlement frozen), the others still open. */
const DAYS: ReadonlyArray<{ daysAgo: number; sales: number; closed: boolean }> = [
  { daysAgo: 3, sales: 3, closed: true },
  { daysAgo: 2, sales: 2, closed: false },
  { daysAgo: 1, sales: 3, closed: false },
];

export async function seedHotelDesk(partition: Partition): Promise<void> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first()) as Parameters<typeof termsOf>[0];
  const terms = termsOf(account);
  const today = uaeToday(partition.clock);
  for (const { daysAgo, sales, closed } of DAYS) {
    const date = addDays(today, -daysAgo);
    for (let i = 0; i < sales; i++) {
      const data = partition.testData(`desk:${daysAgo}:${i}`);
      // Each day opens with an airport run, so every seeded desk has a sale a driver collects (and its name board).
      const entry = i > 0 && data.chance(0.7) ? data.pick(TOURS) : data.pick(SEDAN_TRANSFERS);
      const adults = data.int(1, 2);
      const request: DeskSaleRequest = {
        item_code: entry.code,
        service_date: addDays(date, 1),
        service_time: data.pick(SERVICE_TIMES),
        adults,
        children: entry.vehicle === null ? data.int(0, 1) : 0,
        guest: { ...data.person(), phone: `+9715${data.int(10000000, 89999999)}` },
        room_number: String(data.int(2, 38) * 100 + data.int(1, 40)),
        payment_method: data.pick(['cash', 'card', 'card', 'room_charge'] as const),
      };
      await createDeskSale(partition.at(uaeInstant(date, `${String(9 + 3 * i).padStart(2, '0')}:${data.pick(['05', '20', '40'])}`)), request, terms);
    }
    if (closed) {
      const closing = partition.at(uaeInstant(date, '23:10'));
      const open = await findDeskDay(closing, date, terms);
      await closeDeskDay(closing, date, { cash_counted_aed: open.settlement.cash_expected_aed, note: 'Counted by the night concierge.' }, terms);
    }
  }
}
