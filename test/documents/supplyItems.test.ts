/**
 * What each line of a tax invoice is made of (`supplyItemsOf`): the units the booking's section
 * priced and stored (a vehicle, persons by age band, vehicles of a tour), their quantity × unit
 * price equal to their amount and their amounts adding up to what the line charged, to the fils;
 * under net-rate terms the unit prices scaled to what the partner was charged, the rounding carried
 * by one item and said so; anything else one item.
 */
import { useV1Suite } from '../helpers/suite';
import { partitionFor, partner, walletAt } from '../helpers/partitions';
import { bookTransfer } from '../helpers/transfers';
import { scaledItems, supplyItemsOf, type SupplyItem } from '../../src/engine/supplyItems';
import { CATALOGUE } from '../../src/engine/activityCatalogue';
import { accountTermsOf } from '../../src/engine/terms';
import { createActivityQuote } from '../../src/sections/activities/quote';
import { createActivityBooking } from '../../src/sections/activities/bookings';
import { addDays, uaeToday, weekdayOf } from '../../src/platform/uaeTime';
import type { Partition } from '../../src/engine/partition';

const t = useV1Suite({ now: '2026-11-10T06:00:00.000Z' });

/** Every item's quantity × unit price is its amount, and the amounts add up to `gross`. */
function expectExact(items: readonly SupplyItem[], gross: number): void {
  for (const item of items) expect(item.quantity * item.unit_price_fils).toBe(item.amount_fils);
  expect(items.reduce((sum, item) => sum + item.amount_fils, 0)).toBe(gross);
}

describe('scaling the public unit prices to what was charged', () => {
  const bands = [
    { description: 'Adult', quantity: 3, unit: 'person' as const, age_band: 'adult' as const, unit_price_fils: 19_500 },
    { description: 'Child (3-11)', quantity: 2, unit: 'person' as const, age_band: 'child' as const, unit_price_fils: 16_000 },
    { description: 'Infant (0-2)', quantity: 1, unit: 'person' as const, age_band: 'infant' as const, unit_price_fils: 0 },
  ];

  it('keeps the public prices when the charge is the public price', () => {
    const items = scaledItems(bands, 90_500);
    expect(items.map((item) => [item.quantity, item.unit_price_fils, item.amount_fils])).toEqual([[3, 19_500, 58_500], [2, 16_000, 32_000], [1, 0, 0]]);
    expectExact(items, 90_500);
  });

  it('scales each unit price, and puts the rounding on one unit of the largest item, said so', () => {
    // 12.5 % off 905.00: 791.88 charged.
    const items = scaledItems(bands, 79_188);
    expectExact(items, 79_188);
    expect(items.map((item) => [item.description, item.quantity, item.unit_price_fils])).toEqual([
      ['Adult', 2, 17_062],
      ['Adult (one of 3, carrying AED 0.02 of rounding)', 1, 17_064],
      ['Child (3-11)', 2, 14_000],
      ['Infant (0-2)', 1, 0],
    ]);
  });

  it('puts the rounding on the item itself when it is a single unit', () => {
    const items = scaledItems([{ description: 'Sedan', quantity: 1, unit: 'vehicle', age_band: null, unit_price_fils: 33_333 }], 29_166);
    expect(items).toEqual([{ description: 'Sedan', quantity: 1, unit: 'vehicle', age_band: null, unit_price_fils: 29_166, amount_fils: 29_166 }]);
  });
});

describe('the items of stored bookings', () => {
  async function tour(partition: Partition, guests: { adults: number; children?: number; infants?: number }): Promise<{ id: string; gross: number; publicFils: number }> {
    const item = CATALOGUE.find(({ product }) => product.pricing_unit === 'per_person' && product.confirmation === 'instant' && product.prices.child_aed !== null && product.meeting.type !== 'hotel_pickup');
    if (!item) throw new Error('the catalogue has no instant per-person tour with a child price and no pickup');
    const { product } = item;
    let date = addDays(uaeToday(partition.clock), 7);
    while (!product.operating_days.includes(weekdayOf(date))) date = addDays(date, 1);
    const quote = await createActivityQuote(partition, { product_id: product.id, date, start_time: product.start_times[0] as string, guests }, await accountTermsOf(partition));
    const booked = await createActivityBooking(partition, { quote_id: quote.id, lead_traveller: { first_name: 'Layla', last_name: 'Haddad', phone: '+971501234567' } });
    return { id: booked.id, gross: Math.round(booked.price.amount_due_aed * 100), publicFils: Math.round(booked.price.public_price_aed * 100) };
  }

  it('itemises a tour by age band and a transfer as one vehicle, at the public price under tariff terms', async () => {
    const who = await partner(t);
    await walletAt(t, who, 'live', 10_000);
    const partition = partitionFor(t, who.accountId, 'live');
    const safari = await tour(partition, { adults: 2, children: 1 });
    const transfer = await bookTransfer(t, who.keys.live);
    const transferGross = Math.round((transfer.price as { amount_due_aed: number }).amount_due_aed * 100);
    const items = await supplyItemsOf(
      partition,
      new Map([
        [safari.id, { description: 'Tour', grossFils: safari.gross }],
        [transfer.id, { description: 'Transfer', grossFils: transferGross }],
      ]),
    );
    const tourItems = items.get(safari.id) as SupplyItem[];
    expect(tourItems.map((item) => [item.unit, item.age_band, item.quantity])).toEqual([['person', 'adult', 2], ['person', 'child', 1]]);
    expect(tourItems[0]?.description).toBe('Adult');
    expectExact(tourItems, safari.gross);
    const transferItems = items.get(transfer.id) as SupplyItem[];
    expect(transferItems).toEqual([{ description: (transfer.vehicle as { description: string }).description, quantity: 1, unit: 'vehicle', age_band: null, unit_price_fils: transferGross, amount_fils: transferGross }]);
  });

  it('scales to the net amount under net-rate terms, and is one item for a charge that is not the booking\'s whole price', async () => {
    const who = await partner(t);
    await t.db('accounts').where({ id: who.accountId }).update({ commercial_terms: 'net_rate', terms_basis_points: 1250 });
    await walletAt(t, who, 'live', 10_000);
    const partition = partitionFor(t, who.accountId, 'live');
    const safari = await tour(partition, { adults: 3, children: 2 });
    expect(safari.gross).toBe(safari.publicFils - Math.round(safari.publicFils * 0.125));
    const items = (await supplyItemsOf(partition, new Map([[safari.id, { description: 'Tour', grossFils: safari.gross }]]))).get(safari.id) as SupplyItem[];
    expectExact(items, safari.gross);
    expect(items.every((item) => item.unit === 'person')).toBe(true);
    expect(items.reduce((sum, item) => sum + item.quantity, 0)).toBe(5);
    // A cancellation fee kept (a part of the price) is the booking, once, at the fee.
    const fee = (await supplyItemsOf(partition, new Map([[safari.id, { description: 'Cancellation fee', grossFils: 1_234 }]]))).get(safari.id);
    expect(fee).toEqual([{ description: 'Cancellation fee', quantity: 1, unit: 'booking', age_band: null, unit_price_fils: 1_234, amount_fils: 1_234 }]);
    // A booking the partition does not hold is one item too.
    const unknown = (await supplyItemsOf(partition, new Map([['bkg_00000000000000000000', { description: 'Elsewhere', grossFils: 500 }]]))).get('bkg_00000000000000000000');
    expect(unknown).toEqual([{ description: 'Elsewhere', quantity: 1, unit: 'booking', age_band: null, unit_price_fils: 500, amount_fils: 500 }]);
  });
});
