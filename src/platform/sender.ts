/**
 * Where a browser says a state-changing request (a form's POST, the console's calls) was sent
 * from, judged against `own`, the origins whose pages may send it:
 * - `own`: its `Origin` is one of `own`; or its `Origin` is `null` and `Sec-Fetch-Site` says
 *   `same-origin` (a page can make Chromium send `Origin: null` with its own form, under some
 *   referrer policies, and `Sec-Fetch-Site` is set by the browser alone); or, without `Origin`,
 *   its `Referer` is on one of `own`, or `Sec-Fetch-Site` says `same-origin`.
 * - `foreign`: `Sec-Fetch-Site: cross-site`, whatever else it says; an `Origin` of another site,
 *   or `null` (a sandboxed frame, a `data:` or `file:` page) without `Sec-Fetch-Site: same-origin`;
 *   without `Origin`, a `Referer` elsewhere, or a `Sec-Fetch-Site` other than `same-origin`.
 * - `unstated`: none of the three headers. Browsers send `Origin` with every POST, so such a
 *   request is not a page's: it comes from a client of its own, which could write any of them.
 */
export type Sender = 'own' | 'foreign' | 'unstated';

export function senderOf(headers: Readonly<Record<string, string | string[] | undefined>>, own: readonly string[]): Sender {
  const single = (name: string): string | undefined => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const fetchSite = single('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite === 'cross-site') return 'foreign';
  const claimed = single('origin') ?? single('referer');
  if (claimed === undefined) return fetchSite === undefined ? 'unstated' : fetchSite === 'same-origin' ? 'own' : 'foreign';
  const origin = httpOrigin(claimed);
  if (origin === null) return fetchSite === 'same-origin' ? 'own' : 'foreign';
  return own.includes(origin) ? 'own' : 'foreign';
}

/** The origin of an http(s) URL; `null` for `null` (an opaque origin) and anything that is not one. */
function httpOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
