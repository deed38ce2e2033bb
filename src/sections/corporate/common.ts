import { TestData } from '../../engine/testData';

import { UAE_OFFSET_MS, addDays, uaeDate } from '../../platform/uaeTime';

export { UAE_OFFSET_MS, addDays, uaeDate, uaeInstant, weekdayOf } from '../../platform/uaeTime';

export { newId } from '../../platform/ids';

export const uaeMonth = (at: Date): string => uaeDate(at).slice(0, 7);


/** `YYYY-MM` plus `months`. */
export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const daysInMonth = (month: string): number => Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8, 10));


/** A UAE local timestamp, `YYYY-MM-DDTHH:MM:00+04:00`. */
export const uaeTimestamp = (at: Date): string => `${new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 16)}:00+04:00`;

/** The ids of a fixed sandbox collection: the same on every call, none of them a 404 id. */
export function sandboxIds(seed: string, prefix: string, count: number): string[] {
  const data = new TestData(seed);
  const ids: string[] = [];
  while (ids.length < count) {
    const id = data.id(prefix);
    if (!id.startsWith(`${prefix}_0000`)) ids.push(id);
  }
  return ids;
}

/** The sandbox company's e-mail address of a person. */
export const sandboxEmail = (person: { first_name: string; last_name: string }): string =>
  `${person.first_name}.${person.last_name}`.toLowerCase().replace(/[^a-z.]/g, '') + '@corp.example';

export const sumFils = (amounts: readonly number[]): number => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
