import { TestData } from '../v1/testData';

const DAY_MS = 86_400_000;
/** The UAE keeps UTC+04:00 all year. */
export const UAE_OFFSET_MS = 4 * 3600 * 1000;

export { newId } from '../ids';

/** The calendar date in the UAE at `at`, `YYYY-MM-DD`. */
export const uaeDate = (at: Date): string => new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
export const uaeMonth = (at: Date): string => uaeDate(at).slice(0, 7);

export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM` plus `months`. */
export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const daysInMonth = (month: string): number => Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8, 10));

/** The weekday of a date, as the shuttle timetable writes it. */
export const weekdayOf = (date: string): 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' =>
  (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'sun';

/** The instant of a UAE local date and time. */
export const uaeInstant = (date: string, time: string): Date => new Date(`${date}T${time}:00+04:00`);

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
