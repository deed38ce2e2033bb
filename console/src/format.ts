/** Times as the operator's staff read them: in UAE time, whatever the browser's own zone. */
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** In a sentence: says the zone. */
export const formatTime = (iso: string): string => `${TIME.format(new Date(iso))} (UAE time)`;

/** In a table whose heading says the zone. */
export const formatCell = (iso: string): string => TIME.format(new Date(iso));
