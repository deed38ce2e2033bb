/**
 * The one source of dates. Behaviour reads the date only through an injected Clock, so the suite
 * can fix it (and runs the same on any real date); lint refuses `Date.now()` and `new Date()`
 * everywhere else (eslint.config.js).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Milliseconds on a monotonic clock, for timing durations and spacing (uptime, how long a job
 * took, a log line a minute): never a date, and unaffected by the wall clock being set.
 */
export const monotonicMs = (): number => performance.now();

export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Formats a UTC date as `YYYY-MM-DD`. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
