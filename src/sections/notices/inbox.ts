import type { components } from '../../generated/openapi-types';
import type { Partition } from '../../engine/partition';
import { keysetPage, timeFilter } from '../../engine/pagination';
import type { EventRow } from '../../engine/events';
import { closeEndedMonthsIfReady } from './billing';
import { stampList, stampView } from '../../engine/serializer';
import { withCodesNamed } from '../../engine/labels';

type Notice = components['schemas']['Notice'];
type NoticeKind = components['schemas']['NoticeKind'];
type NoticeList = components['schemas']['NoticeList'];
type RelatedType = NonNullable<Notice['related']>['type'];

export interface NoticeFilter {
  limit?: number;
  cursor?: string;
  kind?: NoticeKind;
  since?: string;
}

/** The subjects the engine records events about; a notice about anything else points nowhere rather than break the contract. */
const RELATED: ReadonlySet<string> = new Set<RelatedType>(['booking', 'request', 'wallet', 'credit_line', 'invoice', 'credit_note', 'statement', 'desk_day', 'site', 'dmc_programme', 'corporate_request', 'corporate_shuttle', 'webhook_endpoint']);

/**
 * What a notice points at: its event's subject, but a quote request is a request (`rqt_…`) and an
 * own domain is part of the site (its snapshot names the site); a booking with its reference.
 */
function relatedOf(row: EventRow): Notice['related'] {
  if (row.subject_type === 'quote_request') return { type: 'request', id: row.subject_id };
  if (row.subject_type === 'site_domain') return { type: 'site', id: (JSON.parse(row.data) as { site_id: string }).site_id };
  if (row.subject_type === 'booking') {
    // The booking as the event recorded it: its view names the reference a person reads.
    const { reference } = JSON.parse(row.data) as { reference?: string };
    return { type: 'booking', id: row.subject_id, ...(reference === undefined ? {} : { reference }) };
  }
  return RELATED.has(row.subject_type) ? { type: row.subject_type as RelatedType, id: row.subject_id } : null;
}

function noticeOf(partition: Partition, row: EventRow): Notice {
  return stampView(partition, 'notice', {
    id: row.id,
    kind: row.notice_kind as NoticeKind,
    // Notices stored before their words came from engine/labels.ts may still name codes.
    title: withCodesNamed(row.notice_title ?? ''),
    body: withCodesNamed(row.notice_body ?? ''),
    related: relatedOf(row),
    created_at: row.created_at,
  });
}

/**
 * The partition's events that carry a notice, newest first. A month that has just ended is closed
 * first, so its statement and invoice notices are there on the first read after it.
 */
export async function listNotices(partition: Partition, filter: NoticeFilter): Promise<NoticeList> {
  await closeEndedMonthsIfReady(partition);
  const query = partition.table('events').whereNotNull('notice_kind');
  if (filter.kind !== undefined) query.andWhere({ notice_kind: filter.kind });
  if (filter.since !== undefined) query.andWhere('created_at', '>=', timeFilter('since', filter.since));
  const page = await keysetPage<EventRow>(query, filter.limit, filter.cursor);
  return stampList(partition, page.data.map((row) => noticeOf(partition, row)), page.next_cursor);
}
