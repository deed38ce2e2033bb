/** Times as the operator's staff read them: in UAE time, whatever the browser's own zone. */
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** In a sentence: says the zone. */
export const formatTime = (iso: string): string => `${TIME.format(new Date(iso))} (UAE time)`;

/** In a table whose heading says the zone. */
export const formatCell = (iso: string): string => TIME.format(new Date(iso));

const CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The time of day alone, `14:05`, in UAE time: beside a board whose heading says the day and the zone. */
export const formatClock = (iso: string): string => CLOCK.format(new Date(iso));

const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** A calendar day (`2026-11-26` or a timestamp) as `Thu, 26 Nov 2026`, in UAE time. */
export const formatDay = (value: string): string => DAY.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+04:00` : value));

const AED = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount the API gives in AED (two decimals on the wire) as `AED 7,500.00`. */
export const formatAed = (amount: number): string => `AED ${AED.format(amount)}`;

const WHEN = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A moment as a history reads it, in UAE time: `Sat 28 Nov 2026, 14:05`. */
export function formatWhen(iso: string): string {
  const part = Object.fromEntries(WHEN.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

/**
 * The amounts in a sentence the service wrote (a task's summary, an answer's note), each as
 * formatAed writes it: `AED 12000.00` → `AED 12,000.00`, whatever the sentence was stored with.
 */
export const formatAmountsIn = (text: string): string => text.replace(/AED (-?)(\d+(?:\.\d+)?)(?![\d,])/g, (_, sign: string, amount: string) => formatAed(Number(`${sign}${amount}`)));
