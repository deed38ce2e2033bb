import type { Knex } from 'knex';
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

/** A keyset cursor: the sort key of the last row of the previous page. */
interface KeysetPosition {
  c: string;
  i: string;
}

function decodeKeyset(cursor: string, tiebreak: Tiebreak): KeysetPosition {
  try {
    const { c, i } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { c?: unknown; i?: unknown };
    if (typeof c === 'string' && typeof i === 'string' && (tiebreak === 'id' || /^[0-9]{1,15}$/.test(i))) return { c, i };
  } catch {
    // falls through to the refusal
  }
  throw errors.invalidField('cursor', 'is not a cursor this API returned; pass next_cursor from the previous page');
}

/**
 * What orders rows of one instant: their id, or, for rows whose order matters within a
 * transaction (events: a booking's creation before its cancellation), their insertion sequence.
 */
type Tiebreak = 'id' | 'seq';

/**
 * One page of stored rows, newest first, by (created_at, id) or (created_at, seq): a page starts
 * after the last row of the previous one, so rows inserted meanwhile never shift or repeat what a
 * client pages through (an offset would).
 */
export async function keysetPage<Row extends { created_at: string; id: string }>(
  query: Knex.QueryBuilder,
  limit: number | undefined,
  cursor: string | undefined,
  tiebreak: Tiebreak = 'id',
): Promise<Page<Row>> {
  const size = limit ?? DEFAULT_PAGE_SIZE;
  if (cursor !== undefined) {
    const after = decodeKeyset(cursor, tiebreak);
    const position = tiebreak === 'seq' ? Number(after.i) : after.i;
    query.where((q) => q.where('created_at', '<', after.c).orWhere((same) => same.where('created_at', '=', after.c).andWhere(tiebreak, '<', position)));
  }
  const rows = (await query.orderBy([{ column: 'created_at', order: 'desc' }, { column: tiebreak, order: 'desc' }]).limit(size + 1)) as Row[];
  const data = rows.slice(0, size);
  const last = data[data.length - 1] as (Row & { seq?: number | string }) | undefined;
  const next = rows.length > size && last ? Buffer.from(JSON.stringify({ c: last.created_at, i: String(tiebreak === 'seq' ? last.seq : last.id) })).toString('base64url') : null;
  return { data, next_cursor: next };
}

/**
 * One page of stored rows in the order of one of their columns (a catalogue by name), ascending,
 * ties broken by id: a page starts after the last row of the previous one, as keysetPage's do, so
 * rows added meanwhile never shift or repeat what a client pages through.
 */
export async function orderedKeysetPage<Row extends { id: string }>(query: Knex.QueryBuilder, column: keyof Row & string, limit: number | undefined, cursor: string | undefined): Promise<Page<Row>> {
  const size = limit ?? DEFAULT_PAGE_SIZE;
  if (cursor !== undefined) {
    const after = decodeKeyset(cursor, 'id');
    query.where((q) => q.where(column, '>', after.c).orWhere((same) => same.where(column, '=', after.c).andWhere('id', '>', after.i)));
  }
  const rows = (await query.orderBy([{ column, order: 'asc' }, { column: 'id', order: 'asc' }]).limit(size + 1)) as Row[];
  const data = rows.slice(0, size);
  const last = data[data.length - 1];
  const next = rows.length > size && last ? Buffer.from(JSON.stringify({ c: String(last[column]), i: last.id })).toString('base64url') : null;
  return { data, next_cursor: next };
}

/**
 * A list's date-time filter (`since`, `created_gte` …) as the stored timestamps compare: UTC ISO
 * strings, whatever offset the client wrote. A value that is no date-time answers 422 on `field`.
 */
export function timeFilter(field: string, value: string): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw errors.invalidField(field, 'is not a date-time');
  return new Date(at).toISOString();
}
