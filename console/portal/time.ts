import type { Lang } from './i18n';

/**
 * Moments as a partner's people read them: in UAE time whatever the browser's zone, in the
 * portal's language (Arabic digits and month names in Arabic), as `Intl` writes them.
 */
const MOMENTS: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }),
  ar: new Intl.DateTimeFormat('ar-AE', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' }),
};

/** A moment (an ISO timestamp) in a table or sentence that says the zone is UAE time. */
export const formatMoment = (iso: string, lang: Lang): string => MOMENTS[lang].format(new Date(iso));
