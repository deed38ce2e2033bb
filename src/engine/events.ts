import { newId } from '../platform/ids';
import type { Partition } from './partition';

/**
 * The outbox: every change that matters writes one event row in the change's own transaction,
 * so an event exists exactly when its change committed. The inbox shows the events that carry a
 * notice; the event feed and webhooks read the same rows.
 */
export type EventType =
  | 'booking.created'
  | 'booking.confirmed'
  | 'booking.declined'
  | 'booking.driver_assigned'
  | 'booking.completed'
  | 'booking.no_show'
  | 'booking.cancelled'
  | 'booking.amended'
  | 'request.created'
  | 'request.answered'
  | 'request.withdrawn'
  | 'quote_request.created'
  | 'quote_request.answered'
  | 'wallet.credited'
  | 'credit_line.decided'
  | 'invoice.issued'
  | 'statement.ready'
  | 'desk_day.closed'
  | 'user.invited'
  | 'user.activated'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'guide_property.created'
  | 'guide_property.updated'
  | 'guide_property.paused'
  | 'guide_property.resumed'
  | 'guide_property.link_replaced'
  | 'guide_property.wifi_set'
  | 'site.updated'
  | 'site.submitted'
  | 'site.submission_withdrawn'
  | 'site.published'
  | 'site.changes_requested'
  | 'domain.requested'
  | 'domain.active'
  | 'domain.failed'
  | 'domain.withdrawn'
  | 'domain.released'
  | 'programme.created'
  | 'programme.changed'
  | 'programme.version_saved'
  | 'programme.status_changed'
  | 'programme.accepted'
  | 'programme.acceptance_refused'
  | 'programme.completed'
  | 'client_link.created'
  | 'client_link.revoked'
  | 'client_link.expired'
  | 'corporate_cost_centre.created'
  | 'corporate_cost_centre.changed'
  | 'corporate_cost_centre.archived'
  | 'corporate_cost_centre.reactivated'
  | 'corporate_request.created'
  | 'corporate_request.approved'
  | 'corporate_request.declined'
  | 'corporate_request.expired'
  | 'corporate_shuttle.created'
  | 'corporate_shuttle.changed'
  | 'corporate_shuttle.paused'
  | 'corporate_shuttle.resumed'
  | 'corporate_shuttle.ended'
  | 'corporate_shuttle.scheduled'
  | 'corporate_shuttle.repriced'
  | 'affiliate_link.created'
  | 'bank_details.saved'
  | 'payout.requested'
  | 'payout.paid'
  | 'payout.rejected'
  | 'payout.cancelled'
  | 'widget.set_up'
  | 'widget.changed'
  | 'widget.suspended'
  | 'widget.reinstated';

/** Inbox notice kinds, as the contract's NoticeKind lists them. */
export type NoticeKind =
  | 'booking_update'
  | 'flight_change'
  | 'payment_received'
  | 'invoice_issued'
  | 'statement_ready'
  | 'credit_line_decision'
  | 'price_change'
  | 'service_notice';

export interface EventInput {
  type: EventType;
  subjectType: string;
  subjectId: string;
  /** A snapshot of the object as the change left it. */
  data: unknown;
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
}

/** Several events of one change at once (a batch of bookings), in order; answers their ids. */
export async function recordEvents(partition: Partition, events: readonly EventInput[]): Promise<string[]> {
  const rows = events.map((event) => ({
    id: newId('evt'),
    type: event.type,
    subject_type: event.subjectType,
    subject_id: event.subjectId,
    data: JSON.stringify(event.data),
    notice_kind: event.notice?.kind ?? null,
    notice_title: event.notice?.title ?? null,
    notice_body: event.notice?.body ?? null,
    request_id: partition.requestId,
    created_at: partition.now(),
  }));
  for (let i = 0; i < rows.length; i += 200) await partition.insert('events', rows.slice(i, i + 200));
  return rows.map((row) => row.id);
}

export async function recordEvent(partition: Partition, event: EventInput): Promise<string> {
  const [id] = await recordEvents(partition, [event]);
  return id as string;
}
