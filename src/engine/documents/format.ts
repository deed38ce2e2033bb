/**
 * How printed documents write dates, places and amounts for the people who read them: travellers,
 * drivers, hotel desks and accountants, none of whom should see `PALM_JUMEIRAH` or an ISO timestamp.
 */
import { aedToFils } from '../money';
import { UAE_OFFSET_MS } from '../../platform/uaeTime';
import { placeLabel } from '../labels';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The UAE wall clock of an instant, as UTC fields of a shifted Date. */
function uaeFields(iso: string): Date {
  // A bare date is a calendar day, not an instant: it is read as that day in the UAE.
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? Date.parse(`${iso}T00:00:00+04:00`) : Date.parse(iso);
  if (Number.isNaN(instant)) throw new RangeError(`not a date: ${iso}`);
  return new Date(instant + UAE_OFFSET_MS);
}

const dayText = (wall: Date): string => `${WEEKDAYS[wall.getUTCDay()]} ${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;

/** `Thursday 10 December 2026`, of an ISO instant (in UAE time) or a `YYYY-MM-DD` day. */
export const uaeDate = (iso: string): string => dayText(uaeFields(iso));

/** `10 Dec 2026`: for table columns. */
export function shortDate(iso: string): string {
  const wall = uaeFields(iso);
  return `${wall.getUTCDate()} ${(MONTHS[wall.getUTCMonth()] as string).slice(0, 3)} ${wall.getUTCFullYear()}`;
}

/** `Thursday 10 December 2026, 12:15 (UAE time)`. */
export function uaeDateTime(iso: string): string {
  const wall = uaeFields(iso);
  return `${dayText(wall)}, ${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')} (UAE time)`;
}

/** `December 2026` of a `YYYY-MM` period. */
export function monthName(period: string): string {
  const [year, month] = period.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/**
 * A place code as people say it: a tariff zone (`PALM_JUMEIRAH` → `Palm Jumeirah`), an airport
 * (`DXB` → `Dubai International (DXB)`, with `T3` → `… Terminal 3`); the names are engine/labels.ts's.
 */
export const placeName = (code: string, terminal?: string | null): string => placeLabel(code, terminal);

/** `confirmed`, `driver_assigned` → `Confirmed`, `Driver assigned`. */
export const statusName = (status: string): string => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * `AED 1,234.50` of an amount written in AED (`"1234.5"`, `"-20"`): digits are regrouped as text,
 * never through floating point.
 */
export function aed(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not an AED amount: ${amount}`);
  const [, sign, whole = '0', decimals = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign === '-' && /[1-9]/.test(whole + decimals) ? '-' : ''}AED ${grouped}.${decimals.padEnd(2, '0')}`;
}

/** A wire amount (AED, a number with at most two decimals) as the text `aed` takes, through whole fils. */
export function aedText(amountAed: number): string {
  const fils = aedToFils(amountAed);
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
