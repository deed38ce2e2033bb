import { errors } from '../errors';
import { subjectReadScopes } from '../generated/subjects';
import { newId } from '../platform/ids';
import { filsToAed } from './money';
import type { Partition, RequestSubject, RequestView } from './partition';
import type { RequestKind, RequestRow, RequestStatus } from './requestRow';
import { stampView, type Stamp } from './serializer';
import { defineMachine, move, recordCreated } from './stateMachine';
import { openTask, withdrawTasksOf } from './desk';
import type { DeskDecision, DeskTaskKind } from './deskTask';
import { recordEvent, type EventType } from './events';
import { bookingReferencesOf } from './bookings';

export type { RequestKind, RequestRow, RequestStatus } from './requestRow';
export type { OnAccepted, RequestView } from './partition';

// Requests a partner sends for a person to answer: a change to a booking, a service request, a
// quote for something not in the catalogue, vehicle capacity. Each is stored, handed to the trade
// desk (live) in the same transaction, and answered accepted or declined with a note and, where
// the kind takes one, an amount; the answer reaches the inbox.

/** Each kind of request as its notice's title names it. */
const REQUEST_TITLES: Readonly<Record<RequestKind, string>> = {
  amendment: 'Change request',
  service: 'Service request',
  quote_request: 'Quote request',
  wholesale_request: 'Wholesale request',
  site_review: 'Site review',
  site_domain: 'Own domain request',
  affiliate_payout: 'Payout request',
  live_key: 'Live API key request',
};

export const requestStates = defineMachine<RequestStatus>({
  subject: 'request',
  table: 'service_requests',
  moves: { open: ['accepted', 'declined', 'withdrawn'], accepted: [], declined: [], withdrawn: [] },
  actions: { accepted: 'accepted', declined: 'declined', withdrawn: 'withdrawn' },
});

type StoredRequest = Omit<RequestRow, 'details' | 'answer_amount_fils'> & { details: string; answer_amount_fils: number | string | null };

const fromRow = <Details>(row: StoredRequest): RequestRow<Details> => ({
  ...row,
  details: JSON.parse(row.details) as Details,
  answer_amount_fils: row.answer_amount_fils === null ? null : Number(row.answer_amount_fils),
});

const DESK_KIND: Record<RequestKind, DeskTaskKind> = {
  amendment: 'amendment',
  service: 'amendment',
  quote_request: 'quote_request',
  wholesale_request: 'wholesale_request',
  site_review: 'site_review',
  site_domain: 'site_domain',
  affiliate_payout: 'affiliate_payout',
  live_key: 'live_key_request',
};

type RequestChange = 'created' | 'answered' | 'withdrawn';

const CHANGE_TYPES: Record<RequestSubject, Record<RequestChange, EventType>> = {
  request: { created: 'request.created', answered: 'request.answered', withdrawn: 'request.withdrawn' },
  quote_request: { created: 'quote_request.created', answered: 'quote_request.answered', withdrawn: 'quote_request.withdrawn' },
};

/** What a request shows beside its stamp: `requestOf` and the test helper that answers requests stamp it. */
export const requestFieldsOf = (row: RequestRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  answer_note: row.answer_note,
  answer_amount_aed: row.answer_amount_fils === null ? null : filsToAed(row.answer_amount_fils),
  answered_at: row.answered_at,
});

/**
 * A request no operation of its own shows (a site's review, a payout's request to the desk), as
 * the test helper that answers requests shows one.
 */
export const requestOf = (partition: Partition, row: RequestRow): Stamp<'request'> & ReturnType<typeof requestFieldsOf> =>
  stampView(partition, 'request', requestFieldsOf(row));

const GENERAL_VIEW: RequestView = { subjectType: 'request', readScope: subjectReadScopes.request, show: requestOf };

/** Records a change of request `id` with the request as it now stands, shown as its kind's section shows it. */
async function requestEvent(p: Partition, change: RequestChange, id: string, notice?: { kind: 'booking_update' | 'service_notice'; title: string; body: string }): Promise<RequestRow> {
  const request = await findRequest(p, id);
  const view: RequestView = { ...GENERAL_VIEW, ...p.sections.requestViews.get(request.kind) };
  await recordEvent(p, {
    type: CHANGE_TYPES[view.subjectType][change],
    subjectType: view.subjectType,
    subjectId: id,
    data: await view.show(p, request),
    readScope: view.readScope,
    ...(notice ? { notice } : {}),
  });
  return request;
}

export async function openRequest<Details>(
  partition: Partition,
  request: { kind: RequestKind; bookingId: string | null; details: Details; summary: string },
): Promise<RequestRow<Details>> {
  return partition.transaction(async (p) => {
    const id = newId('rqt');
    await p.insert('service_requests', {
      id,
      kind: request.kind,
      booking_id: request.bookingId,
      status: 'open',
      details: JSON.stringify(request.details),
      answer_note: null,
      answer_amount_fils: null,
      created_at: p.now(),
      answered_at: null,
    });
    await recordCreated(p, requestStates, id, 'open');
    await openTask(p, { kind: DESK_KIND[request.kind], subjectType: 'request', subjectId: id, summary: request.summary, details: request.details });
    return (await requestEvent(p, 'created', id)) as RequestRow<Details>;
  });
}

export async function findRequest<Details = unknown>(partition: Partition, id: string, kinds?: readonly RequestKind[]): Promise<RequestRow<Details>> {
  const query = partition.table('service_requests').where({ id });
  if (kinds) query.whereIn('kind', kinds);
  const row = (await query.first()) as StoredRequest | undefined;
  if (!row) throw errors.resourceNotFound('request', id);
  return fromRow<Details>(row);
}

/** The partition's requests of `kinds`, for keyset pagination by the section that lists them. */
export const requestsQuery = (partition: Partition, kinds: readonly RequestKind[]) => partition.table('service_requests').whereIn('kind', kinds);
export const requestFromRow = fromRow;

/** The desk's answer (or a test helper's): the request, its effect and the inbox notice, together. */
export async function answerRequest(partition: Partition, id: string, decision: DeskDecision): Promise<RequestRow> {
  return partition.transaction(async (p) => {
    const request = await findRequest(p, id);
    const now = p.now();
    await move(p, requestStates, id, decision.accept ? 'accepted' : 'declined', { answer_note: decision.note, answer_amount_fils: decision.amountFils, answered_at: now });
    const { onAccepted, onDeclined } = p.sections;
    const effect = (decision.accept ? onAccepted : onDeclined).get(request.kind);
    if (effect) await effect(p, request, decision);
    const amount = decision.amountFils === null ? '' : ` (AED ${filsToAed(decision.amountFils).toFixed(2)})`;
    // The notice names the booking as the partner and the traveller say it, by its reference.
    const booking = request.booking_id === null ? null : ((await bookingReferencesOf(p, [request.booking_id])).get(request.booking_id) ?? request.booking_id);
    // The title says what was asked and of which booking, as people say it; the body keeps the request's id for the partner's systems.
    return requestEvent(p, 'answered', id, {
      kind: request.booking_id ? 'booking_update' : 'service_notice',
      title: `${REQUEST_TITLES[request.kind]} ${decision.accept ? 'accepted' : 'declined'}${booking ? `: ${booking}` : ''}`,
      body: [`Request ${id}`, `${decision.accept ? 'Accepted' : 'Declined'}${amount}`, decision.note].filter(Boolean).join(' · '),
    });
  });
}

/** The partner takes back an open request; its desk task closes with it. */
export async function withdrawRequest(partition: Partition, id: string, kinds?: readonly RequestKind[]): Promise<RequestRow> {
  return partition.transaction(async (p) => {
    await findRequest(p, id, kinds);
    await move(p, requestStates, id, 'withdrawn', { answered_at: p.now() });
    await withdrawTasksOf(p, 'request', id);
    return requestEvent(p, 'withdrawn', id);
  });
}
