import type { Clock } from '../clock';

const DAY_MS = 86_400_000;
const UAE_OFFSET_MS = 4 * 3600 * 1000;

/** Today's date in the UAE (UTC+04:00), `YYYY-MM-DD`. */
export const uaeToday = (clock: Clock): string => new Date(clock.now().getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);

/** `date` moved by `days`, `YYYY-MM-DD`. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The last instant of a UAE calendar day, as a UTC timestamp. */
export const endOfUaeDay = (date: string): Date => new Date(Date.parse(`${date}T23:59:59.000+04:00`));

/** The UAE calendar date of an instant. */
export const uaeDateOf = (at: Date): string => new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
