import type { Lang } from '../../i18n';

/**
 * Days, times and months as the portal shows money and documents: in UAE time whatever the
 * browser's zone (the documents are dated so), in the person's language.
 */
const locale = (lang: Lang): string => (lang === 'ar' ? 'ar-AE' : 'en-GB');

const DAY = { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric' } as const;
const WHEN = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** A calendar day (`2026-11-26`) or a moment's day, UAE time: `26 Nov 2026`. */
export const formatDay = (value: string, lang: Lang): string =>
  new Intl.DateTimeFormat(locale(lang), DAY).format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+04:00` : value));

/** A moment, UAE time: `26 Nov 2026, 14:05`. */
export const formatMoment = (iso: string, lang: Lang): string => new Intl.DateTimeFormat(locale(lang), WHEN).format(new Date(iso));

/** A month (`2026-11`) as people name it: `November 2026`. */
export const formatMonth = (period: string, lang: Lang): string =>
  new Intl.DateTimeFormat(locale(lang), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${period}-15T00:00:00Z`));

/** The first and last day of a month (`2026-11` → `2026-11-01`, `2026-11-30`), as the API's day filters take them. */
export function daysOf(period: string): { first: string; last: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${period}-01`, last: `${period}-${String(last).padStart(2, '0')}` };
}

/** The month before `period`. */
export function previousMonth(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** This month in UAE time, `YYYY-MM`. */
export const uaeMonth = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

/** The last `count` months, newest first, from `from`. */
export function monthsBack(from: string, count: number): string[] {
  const months = [from];
  while (months.length < count) months.push(previousMonth(months[months.length - 1] as string));
  return months;
}
