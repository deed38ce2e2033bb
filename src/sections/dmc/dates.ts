export { addDays, daysBetween, uaeToday, uaeDate as uaeDateOf } from '../../platform/uaeTime';

/** The last instant of a UAE calendar day, as a UTC timestamp. */
export const endOfUaeDay = (date: string): Date => new Date(Date.parse(`${date}T23:59:59.000+04:00`));

