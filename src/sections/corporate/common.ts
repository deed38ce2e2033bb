import { filsToAed } from '../../engine/money';
import { addDays, uaeDate } from '../../platform/uaeTime';

export const uaeMonth = (at: Date): string => uaeDate(at).slice(0, 7);

/** `YYYY-MM` plus `months`. */
export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const daysInMonth = (month: string): number => Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8, 10));

/** The first and last day of a month, for `service_date` ranges. */
export const monthDays = (month: string): [string, string] => [`${month}-01`, `${month}-${String(daysInMonth(month)).padStart(2, '0')}`];

/** AED from fils, or null. */
export const aedOrNull = (fils: number | string | null): number | null => (fils === null ? null : filsToAed(Number(fils)));

/** JSON columns come back as text on SQLite and PostgreSQL alike (they are `text`). */
export const parsed = <T>(text: string | null): T => (text === null ? null : JSON.parse(text)) as T;

/** An amount for a notice: `AED 1234.50`. */
export const aed = (fils: number): string => `AED ${filsToAed(fils).toFixed(2)}`;
