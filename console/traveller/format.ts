/**
 * Times as the page's language writes them, always in the UAE's time (the trip happens there,
 * wherever the phone's clock is set), in Western digits like the plates and phone numbers beside them.
 */
const UAE = 'Asia/Dubai';

const locale = (lang: string): string => `${lang}-u-nu-latn`;

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateTime(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    // The 24-hour clock, as the voucher prints the pickup.
    found = new Intl.DateTimeFormat(locale(lang), { ...options, timeZone: UAE, calendar: 'gregory', hourCycle: 'h23' });
    formatters.set(key, found);
  }
  return found;
}

/** `14:25`. */
export const clockTime = (at: string, lang: string): string => dateTime(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(at));

/** `Sat 5 Dec, 14:30`. */
export const dayAndTime = (at: string, lang: string): string => dateTime(lang, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(at));

/** `in 12 minutes`, `in 2 hours`, as the language says it; null when it is a minute or less away. */
export function inWords(minutes: number, lang: string): string | null {
  if (minutes <= 1) return null;
  const relative = new Intl.RelativeTimeFormat(locale(lang), { numeric: 'auto' });
  return minutes < 90 ? relative.format(Math.round(minutes), 'minute') : relative.format(Math.round(minutes / 60), 'hour');
}

/** A phone number as a `tel:` link dials it: the leading + and the digits. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** A point opened in the phone's maps (its app where it has one). */
export const mapsHref = (latitude: number, longitude: number): string => `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;

/** Black or white, whichever reads better on `hex` (`#RRGGBB`). */
export function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 ? '#111111' : '#ffffff';
}
