import type { RouteDefinition } from '../generated/routes';
import { errors } from '../errors';

export type Offer = RouteDefinition['offers'][number];

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  /** Position in the header: among equally good ranges the client's first choice wins. */
  position: number;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The media ranges of an `Accept` header (RFC 9110 §12.5.1), lower-cased. A malformed element is
 * skipped rather than refused, as are `q` values outside 0 to 1: an Accept that names nothing
 * readable says nothing, and the answer is the default.
 */
export function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const [position, element] of header.split(',').entries()) {
    const [range = '', ...params] = element.split(';').map((part) => part.trim());
    const [type = '', subtype = '', extra] = range.toLowerCase().split('/');
    if (extra !== undefined || !TOKEN.test(type) || !TOKEN.test(subtype) || (type === '*' && subtype !== '*')) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((part) => part.trim());
      if (name.toLowerCase() !== 'q') continue;
      // RFC 9110's qvalue: 0 to 1 with at most three decimals.
      if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) valid = false;
      else q = Number(value);
    }
    if (valid) ranges.push({ type, subtype, q, position });
  }
  return ranges;
}

/** How closely a range names a media type: 3 exactly, 2 `type/*`, 1 `*\/*`, 0 not at all. */
function specificity(range: MediaRange, mediaType: string): number {
  const [type, subtype] = mediaType.split('/');
  if (range.type === '*') return 1;
  if (range.type !== type) return 0;
  if (range.subtype === '*') return 2;
  return range.subtype === subtype ? 3 : 0;
}

/**
 * The representation a document operation answers with. An explicit `format` always wins, so a
 * client that sends the same `Accept` on every call (many send `application/json`) still gets the
 * document it names. Without `format`, `Accept` chooses: each offer takes the quality of the most
 * specific range that matches it; the highest quality wins, then the more specific range, then
 * the range the client listed first, then the operation's default. A missing `Accept`, or one
 * with no readable range, gets the default; one that rules out every offer answers 406
 * `not_acceptable` (whatever it asked for, as JSON) naming what the operation offers. An operation
 * with one offer and no `format` (a document's own PDF or CSV operation) is held to the same rule:
 * its one media type, or 406.
 */
export function negotiate(offers: readonly Offer[], format: unknown, accept: string | undefined): Offer {
  const fallback = offers[0];
  if (!fallback) throw new Error('negotiate needs an operation that offers documents');
  if (typeof format === 'string') {
    const named = offers.find((offer) => offer.format === format);
    // The parameter's validator allows only the listed formats; anything else is a contract drift.
    if (!named) throw new Error(`format ${format} is not one of the operation's offers`);
    return named;
  }
  const ranges = accept === undefined ? [] : parseAccept(accept);
  if (ranges.length === 0) return fallback;
  let best: { offer: Offer; q: number; specificity: number; position: number } | null = null;
  // In the operation's order, default first: a later offer must be strictly better to win.
  for (const offer of offers) {
    let match: MediaRange | null = null;
    let matchSpecificity = 0;
    for (const range of ranges) {
      const s = specificity(range, offer.mediaType);
      if (s > matchSpecificity) {
        match = range;
        matchSpecificity = s;
      }
    }
    if (!match || match.q === 0) continue;
    const candidate = { offer, q: match.q, specificity: matchSpecificity, position: match.position };
    if (
      !best ||
      candidate.q > best.q ||
      (candidate.q === best.q && candidate.specificity > best.specificity) ||
      (candidate.q === best.q && candidate.specificity === best.specificity && candidate.position < best.position)
    ) {
      best = candidate;
    }
  }
  if (!best) throw errors.notAcceptable(offers);
  return best.offer;
}

/** `Accept` as Node hands it over: a repeated header arrives joined with commas, or not at all. */
export function acceptOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers.accept;
  return Array.isArray(value) ? value.join(', ') : value;
}
