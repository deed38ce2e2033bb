import type { components } from '../generated/openapi-types';
import { errors } from '../errors';
import type { Partition } from '../engine/partition';
import { keysetPage } from '../engine/pagination';
import { type StampSource, stampList, stampView } from '../engine/serializer';

type WebhookDelivery = components['schemas']['WebhookDelivery'];
type WebhookDeliveryList = components['schemas']['WebhookDeliveryList'];
type WebhookAttempt = components['schemas']['WebhookAttempt'];

/** A row of the delivery queue (`webhook_deliveries`). */
export interface DeliveryRow {
  id: string;
  account_id: string;
  mode: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookDelivery['event_type'];
  status: WebhookDelivery['status'];
  attempts: number | string;
  next_attempt_at: string | null;
  claim_token: string | null;
  claimed_until: string | null;
  last_attempt_at: string | null;
  last_status_code: number | string | null;
  last_error: string | null;
  window_started_at: string;
  created_at: string;
  delivered_at: string | null;
}

/** A row of the attempt log (`webhook_attempts`). */
export interface AttemptRow {
  id: string;
  delivery_id: string;
  endpoint_id: string;
  event_id: string;
  number: number | string;
  url: string;
  outcome: WebhookAttempt['outcome'];
  status_code: number | string | null;
  duration_ms: number | string;
  error: string | null;
  response_excerpt: string | null;
  created_at: string;
}

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

function deliveryView(row: DeliveryRow, source: StampSource): WebhookDelivery {
  return stampView(source, 'webhook_delivery', {
    id: row.id,
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempt_count: Number(row.attempts),
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    last_attempt_at: row.last_attempt_at,
    last_status_code: numberOrNull(row.last_status_code),
    delivered_at: row.delivered_at,
    created_at: row.created_at,
  });
}

const attemptView = (row: AttemptRow): WebhookAttempt => ({
  object: 'webhook_attempt',
  id: row.id,
  number: Number(row.number),
  url: row.url,
  outcome: row.outcome,
  status_code: numberOrNull(row.status_code),
  duration_ms: Number(row.duration_ms),
  error: row.error,
  response_excerpt: row.response_excerpt,
  created_at: row.created_at,
});

export interface DeliveryFilter {
  limit?: number;
  cursor?: string;
  status?: WebhookDelivery['status'];
  event_id?: string;
}

/** An endpoint's deliveries, newest first; a deleted endpoint's answer 404 like the endpoint. */
export async function listDeliveries(partition: Partition, endpointId: string, filter: DeliveryFilter): Promise<WebhookDeliveryList> {
  const endpoint = await partition.table('webhook_endpoints').where({ id: endpointId }).whereNull('deleted_at').first('id');
  if (!endpoint) throw errors.resourceNotFound('webhook endpoint', endpointId);
  const query = partition.table('webhook_deliveries').where({ endpoint_id: endpointId });
  if (filter.status !== undefined) query.andWhere({ status: filter.status });
  if (filter.event_id !== undefined) query.andWhere({ event_id: filter.event_id });
  const page = await keysetPage<DeliveryRow>(query, filter.limit, filter.cursor);
  return stampList(partition, page.data.map((row) => deliveryView(row, partition)), page.next_cursor);
}

async function findDelivery(partition: Partition, id: string): Promise<DeliveryRow> {
  const row = (await partition.table('webhook_deliveries').where({ id }).first()) as DeliveryRow | undefined;
  if (!row) throw errors.resourceNotFound('webhook delivery', id);
  return row;
}

export async function getDelivery(partition: Partition, id: string): Promise<WebhookDelivery> {
  const row = await findDelivery(partition, id);
  const attempts = (await partition.table('webhook_attempts').where({ delivery_id: id }).orderBy('number', 'asc')) as AttemptRow[];
  return { ...deliveryView(row, partition), attempts: attempts.map(attemptView) };
}

/**
 * Queues the delivery again, due now with a new three-day window. Conditional on nobody holding
 * it: a delivery being attempted at this moment is refused rather than sent twice at once.
 */
export async function resendDelivery(partition: Partition, id: string): Promise<WebhookDelivery> {
  return partition.transaction(async (p) => {
    const row = await findDelivery(p, id);
    const endpoint = await p.table('webhook_endpoints').where({ id: row.endpoint_id }).whereNull('deleted_at').first('id');
    if (!endpoint) throw errors.invalidState('webhook delivery', id, 'for a deleted endpoint', 're-sent');
    // The queue runs on the service's clock, whatever a test partition's clock says.
    const now = p.serviceClock.now().toISOString();
    const taken = await p
      .table('webhook_deliveries')
      .where({ id })
      .andWhere((free) => free.whereNull('claimed_until').orWhere('claimed_until', '<=', now))
      // eslint-disable-next-line no-restricted-syntax -- a delivery is a queue item (claim, attempts, next attempt), not a state machine: webhook_attempts are its record
      .update({ status: 'pending', next_attempt_at: now, window_started_at: now, claim_token: null, claimed_until: null });
    if (taken === 0) throw errors.invalidState('webhook delivery', id, 'being attempted right now', 're-sent until that attempt ends');
    return deliveryView(await findDelivery(p, id), p);
  });
}

export async function deliveryById(partition: Partition, id: string): Promise<WebhookDelivery> {
  return deliveryView(await findDelivery(partition, id), partition);
}
