import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import type { Partition } from '../../engine/partition';
import { keysetPage, timeFilter } from '../../engine/pagination';
import { EVENT_TYPES, eventOf, type EventRow } from '../../engine/events';
import { stampList } from '../../engine/serializer';

type Event = components['schemas']['Event'];
type EventList = components['schemas']['EventList'];

/** How long events stay readable in the feed (the inbox keeps its notices longer). */
export const EVENT_RETENTION_DAYS = 30;

export interface EventFilter {
  limit?: number;
  cursor?: string;
  type?: string;
  created_gte?: string;
  created_lt?: string;
  subject?: string;
}

const oldestKept = (partition: Partition): string => new Date(partition.clock.now().getTime() - EVENT_RETENTION_DAYS * 86_400_000).toISOString();

/** The partition's events of the last 30 days that a key holding `scopes` may read (of one object with `subject`), newest first. */
export async function listEvents(partition: Partition, scopes: readonly string[], filter: EventFilter): Promise<EventList> {
  const query = partition.table('events').whereIn('read_scope', [...scopes]).andWhere('created_at', '>=', oldestKept(partition));
  if (filter.type !== undefined) {
    const noun = filter.type.endsWith('.*') ? filter.type.slice(0, -1) : null;
    query.whereIn('type', noun === null ? [filter.type] : EVENT_TYPES.filter((type) => type.startsWith(noun)));
  }
  if (filter.created_gte !== undefined) query.andWhere('created_at', '>=', timeFilter('created_gte', filter.created_gte));
  if (filter.created_lt !== undefined) query.andWhere('created_at', '<', timeFilter('created_lt', filter.created_lt));
  // One object's history (a booking's timeline): the index on (account, mode, subject) serves it.
  if (filter.subject !== undefined) query.andWhere('subject_id', filter.subject);
  // Events of one instant (one transaction's) are listed in the order they were recorded.
  const page = await keysetPage<EventRow>(query, filter.limit, filter.cursor, 'seq');
  return stampList(partition, page.data.map((row) => eventOf(row, partition)), page.next_cursor);
}

export async function getEvent(partition: Partition, scopes: readonly string[], id: string): Promise<Event> {
  const row = (await partition.table('events').where({ id }).andWhere('created_at', '>=', oldestKept(partition)).first()) as EventRow | undefined;
  if (!row) throw errors.resourceNotFound('event', id);
  if (row.read_scope === null || !scopes.includes(row.read_scope)) throw errors.insufficientScope([row.read_scope ?? 'settings:manage']);
  return eventOf(row, partition);
}
