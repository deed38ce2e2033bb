import { isDeepStrictEqual } from 'node:util';
import type { components } from '../generated/openapi-types';
import { eventTypes } from '../generated/enums';
import { subjectReadScopes } from '../generated/subjects';
import { newId } from '../platform/ids';
import type { Partition } from './partition';
import { type StampSource, stampView } from './serializer';
import { queueDeliveries } from './webhookQueue';

/**
 * The outbox: every change that matters writes one event row in the change's own transaction,
 * so an event exists exactly when its change committed. The inbox shows the events that carry a
 * notice; the event feed (`GET /events`) and webhook deliveries read the same rows, and a
 * webhook delivery is queued in the same transaction as its event.
 */
export const EVENT_TYPES = eventTypes;
export type EventType = (typeof EVENT_TYPES)[number];

/** Inbox notice kinds: the contract's NoticeKind. */
export type NoticeKind = components['schemas']['NoticeKind'];

/** What an event is about: the contract's `EventSubject.type`. */
export type SubjectType = components['schemas']['EventSubject']['type'];

export type Scope = components['schemas']['Scope'];

/**
 * The scope a key needs to read an event in the feed: the read scope of the operations that show
 * its object, generated from the contract's `x-subject`. A booking's depends on its kind, so
 * booking events name theirs (`readScope`).
 */
const READ_SCOPES: Record<SubjectType, Scope> = subjectReadScopes;

export interface EventInput {
  type: EventType;
  subjectType: SubjectType;
  subjectId: string;
  /**
   * The object as the change left it, exactly as the API shows it (the body its GET answers,
   * money in AED): the event's `data.object`. What changed is worked out against the previous
   * event of the same object.
   */
  data: object;
  /** When the subject type's read scope is not the one to read this event by (bookings of each section). */
  readScope?: Scope;
  /** Queue it for this webhook endpoint only, whatever its status and event types (a test event). */
  deliverTo?: string;
  /** What the partner reads in the inbox; absent for events that are not news to a person. */
  notice?: { kind: NoticeKind; title: string; body: string };
}

export interface EventRow {
  id: string;
  account_id: string;
  mode: string;
  type: EventType;
  subject_type: string;
  subject_id: string;
  data: string;
  notice_kind: NoticeKind | null;
  notice_title: string | null;
  notice_body: string | null;
  request_id: string | null;
  created_at: string;
  previous_attributes: string | null;
  read_scope: string | null;
}

/**
 * The top-level fields of `before` that `after` changed, with their values before the change (as
 * Stripe's `previous_attributes`); null when nothing changed or there is no earlier snapshot.
 */
export function previousAttributes(before: Record<string, unknown> | undefined, after: Record<string, unknown>): Record<string, unknown> | null {
  if (before === undefined) return null;
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!isDeepStrictEqual(before[key], after[key])) changed[key] = key in before ? before[key] : null;
  }
  return Object.keys(changed).length > 0 ? changed : null;
}

/** The latest stored snapshot of each subject, to diff the next one against. */
async function lastSnapshots(partition: Partition, events: readonly EventInput[]): Promise<Map<string, Record<string, unknown>>> {
  // A seed's events are the partition's first: each subject's latest is the one the seed recorded,
  // which recordEvents keeps current by setting each new snapshot in this same map.
  if (partition.seed !== null) return partition.seed.snapshots;
  const last = new Map<string, Record<string, unknown>>();
  const updates = events.filter((event) => !event.type.endsWith('.created'));
  const ids = [...new Set(updates.map((event) => event.subjectId))];
  for (let i = 0; i < ids.length; i += 200) {
    // Only each subject's latest event: a wallet or a credit line gathers events for years. Two
    // statements, the latest `seq`s (an index-only scan) and then those rows by primary key: as
    // one, with `seq in (subquery)`, PostgreSQL without statistics on the table (a new database,
    // a bulk load not yet analysed) ran the subquery once per event of the partition, 250 s for
    // 60,000 events instead of 0.2 ms.
    const latest = (await partition.table('events').whereIn('subject_id', ids.slice(i, i + 200)).groupBy('subject_type', 'subject_id').max('seq as seq')) as Array<{ seq: number | string }>;
    if (latest.length === 0) continue;
    const seqs = latest.map((row) => Number(row.seq));
    const rows = (await partition.table('events').whereIn('seq', seqs).select('subject_type', 'subject_id', 'data')) as Array<Pick<EventRow, 'subject_type' | 'subject_id' | 'data'>>;
    for (const row of rows) last.set(`${row.subject_type}:${row.subject_id}`, JSON.parse(row.data) as Record<string, unknown>);
  }
  return last;
}

/** Several events of one change at once (a batch of bookings), in order; answers their ids. */
export async function recordEvents(partition: Partition, events: readonly EventInput[]): Promise<string[]> {
  const last = await lastSnapshots(partition, events);
  const rows = events.map((event) => {
    const key = `${event.subjectType}:${event.subjectId}`;
    const snapshot = event.data as Record<string, unknown>;
    const previous = previousAttributes(last.get(key), snapshot);
    last.set(key, snapshot);
    return {
      id: newId('evt'),
      type: event.type,
      subject_type: event.subjectType,
      subject_id: event.subjectId,
      data: JSON.stringify(snapshot),
      previous_attributes: previous === null ? null : JSON.stringify(previous),
      read_scope: event.readScope ?? READ_SCOPES[event.subjectType],
      notice_kind: event.notice?.kind ?? null,
      notice_title: event.notice?.title ?? null,
      notice_body: event.notice?.body ?? null,
      request_id: partition.requestId,
      created_at: partition.now(),
      deliverTo: event.deliverTo,
    };
  });
  const stored = rows.map(({ deliverTo: _, ...row }) => row);
  for (let i = 0; i < stored.length; i += 200) await partition.insert('events', stored.slice(i, i + 200));
  await queueDeliveries(partition, rows);
  return rows.map((row) => row.id);
}

export async function recordEvent(partition: Partition, event: EventInput): Promise<string> {
  const [id] = await recordEvents(partition, [event]);
  return id as string;
}

type ApiEvent = components['schemas']['Event'];

/** An event as the feed shows it and webhooks deliver it. */
export function eventOf(row: EventRow, source: StampSource): ApiEvent {
  const data: ApiEvent['data'] = { object: JSON.parse(row.data) as ApiEvent['data']['object'] };
  if (row.previous_attributes !== null) data.previous_attributes = JSON.parse(row.previous_attributes) as Record<string, unknown>;
  return stampView(source, 'event', {
    id: row.id,
    type: row.type,
    created_at: row.created_at,
    subject: { type: row.subject_type as ApiEvent['subject']['type'], id: row.subject_id },
    data,
    request_id: row.request_id,
  });
}
