/** Time source; tests substitute a fixed clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Formats a UTC date as `YYYY-MM-DD`. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
