import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';

export type AffiliatePeriod = components['schemas']['AffiliatePeriod'];

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

import { DAY_MS, addDays, uaeToday } from '../../platform/uaeTime';

export { addDays, uaeDate, uaeToday } from '../../platform/uaeTime';

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
