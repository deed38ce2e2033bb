import type { Clock } from './clock';

/** UAE local time is UTC+04:00 all year (no daylight saving). */
export const UAE_OFFSET = '+04:00';
export const UAE_OFFSET_MS = 4 * 3_600_000;
export const DAY_MS = 86_400_000;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** The instant of a local UAE date and `HH:MM`. */
export const uaeInstant = (date: string, time: string): Date => new Date(`${date}T${time}:00+04:00`);

/** An instant written in UAE time, `YYYY-MM-DDTHH:MM:SS+04:00`. */
export const uaeTimestamp = (at: Date): string => `${new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 19)}+04:00`;

/** The UAE calendar date of an instant. */
export const uaeDate = (at: Date): string => new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);

/** Today's calendar date in the UAE, `YYYY-MM-DD`. */
export const uaeToday = (clock: Clock): string => uaeDate(clock.now());

export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] as Weekday;

/** `HH:MM` shifted by `minutes` (within the day: by any number of days, the time is the same). */
export function shiftTime(time: string, minutes: number): string {
  const total = (((Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
