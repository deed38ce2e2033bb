import type { components } from '../generated/openapi-types';
import type { Clock } from '../clock';
import { errors, type ValidationIssue } from '../errors';

export type AffiliatePeriod = components['schemas']['AffiliatePeriod'];

const DAY_MS = 86_400_000;
const UAE_OFFSET_MS = 4 * 3600 * 1000;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/** Today's calendar date in the UAE (UTC+04:00). */
export const uaeToday = (clock: Clock): string => new Date(clock.now().getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);

/** The UAE calendar date of an instant. */
export const uaeDate = (at: Date): string => new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The period asked for: by default the 30 days ending today; `to` not after today, at most 366 days. */
export function resolvePeriod(query: { from?: string; to?: string }, clock: Clock): AffiliatePeriod & { dates: string[] } {
  const today = uaeToday(clock);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const issues: ValidationIssue[] = [];
  if (to > today) issues.push({ path: 'to', message: `must not be after today, ${today} (UAE time)` });
  if (from > to) issues.push({ path: 'from', message: `must not be after to (${to})` });
  else if (days > MAX_DAYS) issues.push({ path: 'from', message: `the period may be at most ${MAX_DAYS} days; it is ${days}` });
  if (issues.length > 0) throw errors.validation(issues);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  return { from, to, days, dates };
}
