import { errors } from '../errors';

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

export const DEFAULT_PAGE_SIZE = 20;

/** Cursors are opaque to clients: base64url JSON of the position. */
const encode = (offset: number): string => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

function decode(cursor: string): number {
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0) return o;
  } catch {
    // falls through to the refusal
  }
  throw errors.invalidField('cursor', 'is not a cursor this API returned; pass next_cursor from the previous page');
}

/** One page of an ordered list. */
export function paginate<T>(items: readonly T[], limit: number | undefined, cursor: string | undefined): Page<T> {
  const size = limit ?? DEFAULT_PAGE_SIZE;
  const offset = cursor === undefined ? 0 : decode(cursor);
  const data = items.slice(offset, offset + size);
  return { data, next_cursor: offset + size < items.length ? encode(offset + size) : null };
}
