import { formatAed } from '../../api';
import type { Lang } from '../../i18n';

/**
 * Times, days and amounts as a partner's people read them, in the portal's language and always
 * in UAE time, whatever the browser's own zone: a pickup at 14:30 is 14:30 in Dubai.
 */
const ZONE = 'Asia/Dubai';
const localeOf = (lang: Lang): string => (lang === 'ar' ? 'ar-AE' : 'en-GB');

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${name}`;
  let made = cache.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeOf(lang), { timeZone: ZONE, ...options });
    cache.set(key, made);
  }
  return made;
}

const dayAt = (value: string): Date => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+04:00` : value);

/** A moment: `Sat 5 Dec 2026, 14:30`. */
export const formatWhen = (iso: string, lang: Lang): string =>
  formatter(lang, 'when', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** A calendar day (`2026-12-05` or a timestamp): `Sat 5 Dec 2026`. */
export const formatDay = (value: string, lang: Lang): string => formatter(lang, 'day', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(dayAt(value));

/** A short day for a calendar's button: `Sat 5 Dec`. */
export const formatShortDay = (value: string, lang: Lang): string => formatter(lang, 'short', { weekday: 'short', day: 'numeric', month: 'short' }).format(dayAt(value));

/** The time of day: `14:30`. */
export const formatClock = (iso: string, lang: Lang): string => formatter(lang, 'clock', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** From one place to the next, pointing the way the language reads. */
export const arrow = (lang: Lang): string => (lang === 'ar' ? '←' : '→');

/** An amount in AED as the wire has it. */
export const money = (aed: number, lang: Lang): string => formatAed(aed, lang);

/** Today's date in the UAE, `YYYY-MM-DD`, and a day some days after one. */
export function uaeToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
