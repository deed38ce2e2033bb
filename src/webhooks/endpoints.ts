import type { KeyObject } from 'node:crypto';
import type { Knex } from 'knex';
import type { components } from '../generated/openapi-types';
import { errors } from '../errors';
import { newId } from '../platform/ids';
import type { Partition } from '../engine/partition';
import { keysetPage } from '../engine/pagination';
import { EVENT_TYPES, recordEvents } from '../engine/events';
import { claimMove, defineMachine, recordCreated } from '../engine/stateMachine';
import { AddressRefused, checkEndpointUrl, type AddressPolicy, type Resolver } from './addresses';
import { newSigningSecret, sealSecret } from './secrets';
import { type StampSource, stampList, stampView } from '../engine/serializer';

type WebhookEndpoint = components['schemas']['WebhookEndpoint'];

/** A stored endpoint (`webhook_endpoints`); secrets stay sealed here and are never shown from a row. */
export interface EndpointRow {
  id: string;
  account_id: string;
  mode: string;
  url: string;
  description: string | null;
  /** JSON array of selectors (`booking.created`, `booking.*`, `*`). */
  enabled_events: string;
  status: WebhookEndpoint['status'];
  disabled_reason: WebhookEndpoint['disabled_reason'];
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: string | null;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/**
 * The previous secret while a rotation keeps it signing beside the current one, else null. A
 * rotation's window is real time, as deliveries are: `now` is the service's clock, not an
 * advanced test clock (`Partition.serviceClock`).
 */
export function signingPreviousSecret(row: EndpointRow, now: string): string | null {
  return row.previous_secret_sealed !== null && row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now ? row.previous_secret_sealed : null;
}

const realNow = (partition: Partition): string => partition.serviceClock.now().toISOString();

/** An endpoint as the API shows it; `secret` only where the contract says (create, rotate). */
export function endpointView(row: EndpointRow, source: StampSource, now: string, secret?: string): WebhookEndpoint {
  const rotating = signingPreviousSecret(row, now) !== null;
  return stampView(source, 'webhook_endpoint', {
    id: row.id,
    url: row.url,
    description: row.description,
    enabled_events: JSON.parse(row.enabled_events) as WebhookEndpoint['enabled_events'],
    status: row.status,
    disabled_reason: row.disabled_reason,
    failing_since: row.failing_since,
    ...(secret === undefined ? {} : { secret }),
    previous_secret_expires_at: rotating ? row.previous_secret_expires_at : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });
}

type WebhookEndpointList = components['schemas']['WebhookEndpointList'];
type WebhookEndpointCreate = components['schemas']['WebhookEndpointCreate'];
type WebhookEndpointUpdate = components['schemas']['WebhookEndpointUpdate'];
type DeletedWebhookEndpoint = components['schemas']['DeletedWebhookEndpoint'];

/** A partition's endpoints at most: each event is sent once per endpoint, so this bounds the fan-out. */
export const MAX_ENDPOINTS = 16;

/** What the endpoint operations need besides the partition: the key that seals secrets, and where webhooks may go. */
export interface EndpointContext {
  dataKey: KeyObject;
  policy: AddressPolicy;
  resolve?: Resolver;
}

async function checkedUrl(partition: Partition, context: EndpointContext, raw: string): Promise<string> {
  try {
    return (await checkEndpointUrl(raw, partition.mode, context.policy, context.resolve)).href;
  } catch (err) {
    if (err instanceof AddressRefused) throw errors.invalidField('url', err.message);
    throw err;
  }
}

/** `noun.*` selectors must name a noun that has events; exact types are checked by the contract. */
function checkSelectors(selectors: readonly string[]): void {
  selectors.forEach((selector, index) => {
    if (!selector.endsWith('.*')) return;
    const noun = selector.slice(0, -1);
    if (!EVENT_TYPES.some((type) => type.startsWith(noun))) throw errors.invalidField(`enabled_events/${index}`, `${selector} names no events: see EventType for the nouns`);
  });
}

async function findEndpoint(partition: Partition, id: string): Promise<EndpointRow> {
  const row = (await partition.table('webhook_endpoints').where({ id }).whereNull('deleted_at').first()) as EndpointRow | undefined;
  if (!row) throw errors.resourceNotFound('webhook endpoint', id);
  return row;
}

export async function getEndpoint(partition: Partition, id: string): Promise<WebhookEndpoint> {
  return endpointView(await findEndpoint(partition, id), partition, realNow(partition));
}

export async function listEndpoints(partition: Partition, page: { limit?: number; cursor?: string }): Promise<WebhookEndpointList> {
  const found = await keysetPage<EndpointRow>(partition.table('webhook_endpoints').whereNull('deleted_at'), page.limit, page.cursor);
  return stampList(partition, found.data.map((row) => endpointView(row, partition, realNow(partition))), found.next_cursor);
}

export async function createEndpoint(partition: Partition, context: EndpointContext, input: WebhookEndpointCreate): Promise<WebhookEndpoint> {
  checkSelectors(input.enabled_events);
  const url = await checkedUrl(partition, context, input.url);
  return partition.transaction(async (p) => {
    const [{ count }] = (await p.table('webhook_endpoints').whereNull('deleted_at').count({ count: '*' })) as [{ count: number | string }];
    if (Number(count) >= MAX_ENDPOINTS) throw errors.invalidField('url', `this ${p.mode} partition already has ${MAX_ENDPOINTS} webhook endpoints, the most it may have; delete one first`);
    const id = newId('we');
    const secret = newSigningSecret();
    const now = p.now();
    const row: Omit<EndpointRow, 'account_id' | 'mode'> = {
      id,
      url,
      description: input.description ?? null,
      enabled_events: JSON.stringify(input.enabled_events),
      status: 'enabled',
      disabled_reason: null,
      secret_sealed: sealSecret(context.dataKey, id, secret),
      previous_secret_sealed: null,
      previous_secret_expires_at: null,
      failing_since: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await p.insert('webhook_endpoints', { ...row });
    await recordCreated(p, endpointStates, id, 'enabled');
    return endpointView({ ...row, account_id: p.accountId, mode: p.mode }, p, realNow(p), secret);
  });
}

/**
 * An endpoint is enabled or disabled, by the partner or by the worker after days of failed
 * deliveries; deleting one disables it for good (`deleted_at`).
 */
export const endpointStates = defineMachine<EndpointRow['status']>({
  subject: 'webhook endpoint',
  table: 'webhook_endpoints',
  moves: { enabled: ['disabled'], disabled: ['enabled'] },
  actions: { enabled: 'enabled', disabled: 'disabled' },
});
export const notDeleted = (query: Knex.QueryBuilder): void => void query.whereNull('deleted_at');

export async function updateEndpoint(partition: Partition, context: EndpointContext, id: string, input: WebhookEndpointUpdate): Promise<WebhookEndpoint> {
  if (input.enabled_events !== undefined) checkSelectors(input.enabled_events);
  await findEndpoint(partition, id);
  const url = input.url === undefined ? undefined : await checkedUrl(partition, context, input.url);
  return partition.transaction(async (p) => {
    const current = await findEndpoint(p, id);
    const now = p.now();
    const changes: Partial<EndpointRow> = { updated_at: now };
    if (url !== undefined) changes.url = url;
    if (input.enabled_events !== undefined) changes.enabled_events = JSON.stringify(input.enabled_events);
    if (input.description !== undefined) changes.description = input.description;
    await p.table('webhook_endpoints').where({ id }).whereNull('deleted_at').update(changes);
    if (input.status === 'disabled' && current.status === 'enabled') await claimMove(p, endpointStates, id, 'enabled', 'disabled', { disabled_reason: 'requested' }, notDeleted);
    if (input.status === 'enabled' && current.status === 'disabled') await claimMove(p, endpointStates, id, 'disabled', 'enabled', { disabled_reason: null, failing_since: null }, notDeleted);
    return endpointView(await findEndpoint(p, id), p, realNow(p));
  });
}

/** Deletes the endpoint; its pending deliveries are cancelled with it (one being attempted finishes). */
export async function deleteEndpoint(partition: Partition, id: string): Promise<DeletedWebhookEndpoint> {
  return partition.transaction(async (p) => {
    const current = await findEndpoint(p, id);
    const now = p.now();
    if (current.status === 'enabled') await claimMove(p, endpointStates, id, 'enabled', 'disabled', {}, notDeleted);
    await p.table('webhook_endpoints').where({ id }).whereNull('deleted_at').update({ disabled_reason: 'requested', deleted_at: now, updated_at: now });
    // eslint-disable-next-line no-restricted-syntax -- deliveries are queue items, not state machines: the ones still waiting leave the queue with their endpoint
    await p.table('webhook_deliveries').where({ endpoint_id: id, status: 'pending' }).whereNull('claim_token').update({ status: 'cancelled', next_attempt_at: null });
    return stampView<DeletedWebhookEndpoint>(p, 'webhook_endpoint', { id, deleted: true });
  });
}

const HOUR_MS = 3_600_000;

/** A new secret; the current one keeps signing beside it for `expireInHours` (none when 0). */
export async function rotateSecret(partition: Partition, context: EndpointContext, id: string, expireInHours: number): Promise<WebhookEndpoint> {
  return partition.transaction(async (p) => {
    const current = await findEndpoint(p, id);
    const secret = newSigningSecret();
    const now = p.now();
    const keepPrevious = expireInHours > 0;
    await p
      .table('webhook_endpoints')
      .where({ id })
      .update({
        secret_sealed: sealSecret(context.dataKey, id, secret),
        previous_secret_sealed: keepPrevious ? current.secret_sealed : null,
        previous_secret_expires_at: keepPrevious ? new Date(p.serviceClock.now().getTime() + expireInHours * HOUR_MS).toISOString() : null,
        updated_at: now,
      });
    return endpointView(await findEndpoint(p, id), p, realNow(p), secret);
  });
}

/** Records a `webhook_endpoint.tested` event for this endpoint alone; answers its delivery's id. */
export async function sendTestEvent(partition: Partition, id: string): Promise<string> {
  return partition.transaction(async (p) => {
    const endpoint = await findEndpoint(p, id);
    const [eventId] = await recordEvents(p, [
      { type: 'webhook_endpoint.tested', subjectType: 'webhook_endpoint', subjectId: id, data: endpointView(endpoint, p, realNow(p)), deliverTo: id },
    ]);
    const delivery = (await p.table('webhook_deliveries').where({ endpoint_id: id, event_id: eventId }).first('id')) as { id: string };
    return delivery.id;
  });
}
