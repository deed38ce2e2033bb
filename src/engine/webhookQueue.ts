import { newId } from '../platform/ids';
import type { Partition } from './partition';

/**
 * The webhook queue's producer side. Every event is queued for each of the partition's enabled
 * endpoints that wants its type, in the transaction that records the event: a delivery exists
 * exactly when its event committed, and nothing is lost if the service stops before sending it.
 * The delivery worker (`src/webhooks/worker.ts`) is the consumer.
 */
export interface QueuedEvent {
  id: string;
  type: string;
  created_at: string;
  /** For this endpoint only (a test event). */
  deliverTo?: string | undefined;
}

interface EndpointChoice {
  id: string;
  enabled_events: string;
}

/** Whether an endpoint's `enabled_events` (a type, `noun.*`, or `*` for all) take an event type. */
export function wants(enabledEvents: readonly string[], type: string): boolean {
  return enabledEvents.includes('*') || enabledEvents.includes(type) || enabledEvents.includes(`${type.slice(0, type.indexOf('.'))}.*`);
}

export async function queueDeliveries(partition: Partition, events: readonly QueuedEvent[]): Promise<void> {
  // Due now on the service's clock, which the delivery worker reads: an event of a test partition
  // whose clock was advanced is sent at once, not when real time catches up with it.
  const dueAt = partition.serviceClock.now().toISOString();
  const direct = events.filter((event) => event.deliverTo !== undefined).map((event) => deliveryRow(event.deliverTo as string, event, dueAt));
  if (direct.length > 0) await partition.insert('webhook_deliveries', direct);
  events = events.filter((event) => event.deliverTo === undefined);
  // A partition being seeded has no endpoints: it is recorded by its first request (a reset deletes its endpoints).
  if (events.length === 0 || partition.seed !== null) return;
  const endpoints = (await partition.table('webhook_endpoints').where({ status: 'enabled' }).whereNull('deleted_at').select('id', 'enabled_events')) as EndpointChoice[];
  if (endpoints.length === 0) return;
  const rows = endpoints.flatMap((endpoint) => {
    const types = JSON.parse(endpoint.enabled_events) as string[];
    return events.filter((event) => wants(types, event.type)).map((event) => deliveryRow(endpoint.id, event, dueAt));
  });
  for (let i = 0; i < rows.length; i += 200) await partition.insert('webhook_deliveries', rows.slice(i, i + 200));
}

/** A new delivery of `event` to one endpoint, due at once: at `dueAt` on the service's clock, which its retry window starts from too. */
export function deliveryRow(endpointId: string, event: QueuedEvent, dueAt: string): Record<string, unknown> {
  return {
    id: newId('whd'),
    endpoint_id: endpointId,
    event_id: event.id,
    event_type: event.type,
    status: 'pending',
    attempts: 0,
    next_attempt_at: dueAt,
    window_started_at: dueAt,
    created_at: event.created_at,
  };
}
