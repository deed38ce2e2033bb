/** Times as the operator's staff read them: in UAE time, whatever the browser's own zone. */
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' });

export const formatTime = (iso: string): string => `${TIME.format(new Date(iso))} (UAE)`;
