import type { components, operations } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { classifyDbError } from '../../platform/dbErrors';
import { ALL_SCOPES, type Scope } from '../../apiKeys/scopes';
import { createApiKey } from '../../apiKeys/store';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { stampList, stampView } from '../../engine/serializer';
import type { RequestKindParts } from '../../engine/sections';
import { findRequest, openRequest, requestFromRow, requestsQuery, withdrawRequest, type RequestRow } from '../../engine/requests';
import { authorOf, grantedScopes, issuedKeyView } from './apiKeys';

type LiveKeyRequest = components['schemas']['LiveKeyRequest'];
type LiveKeyRequestList = components['schemas']['LiveKeyRequestList'];
type LiveKeyRequestCreate = components['schemas']['LiveKeyRequestCreate'];
type IssuedApiKey = components['schemas']['IssuedApiKey'];
export type LiveKeyRequestQuery = NonNullable<operations['listLiveKeyRequests']['parameters']['query']>;

/**
 * A partner's request for a live key: a request to the trade desk of kind `live_key` (the
 * engine's requests: stored with its state moves, a desk task `live_key_request` in the live
 * partition, `request.*` events with their inbox notices, the answer e-mailed). One is open per
 * partition at a time, held by a partial unique index (of two at once, one is stored).
 *
 * The desk's acceptance issues nothing by itself: the partner then collects the key once, and it
 * is shown to them only (never to the desk, never stored but as its hash). The key is made when it
 * is collected, in the caller's mode: a live key in the live partition, a test key where the
 * request was rehearsed in the test partition (answered by the test helpers).
 */
interface LiveKeyDetails {
  scopes: Scope[];
  note: string | null;
  /** Who asked: `key:<id>` or `user:<id>`. */
  requested_by: string;
  /** Who asked, as the desk reads it: the person's e-mail address or the key's prefix. */
  requester: string;
}

const KIND = ['live_key'] as const;

interface CollectedKey {
  id: string;
  prefix: string;
  created_at: string;
}

/** The keys collected for requests, by request id. */
async function collectedKeys(partition: Partition, requestIds: readonly string[]): Promise<Map<string, CollectedKey>> {
  if (requestIds.length === 0) return new Map();
  const rows = (await partition
    .db('api_keys')
    .where({ account_id: partition.accountId })
    .whereIn('live_request_id', [...requestIds])
    .select('id', 'lookup_prefix', 'created_at', 'live_request_id')) as Array<{ id: string; lookup_prefix: string; created_at: string; live_request_id: string }>;
  return new Map(rows.map((row) => [row.live_request_id, { id: row.id, prefix: row.lookup_prefix, created_at: row.created_at }]));
}

function liveKeyRequestView(partition: Partition, request: RequestRow<LiveKeyDetails>, key: CollectedKey | null): LiveKeyRequest {
  return stampView<LiveKeyRequest>(partition, 'live_key_request', {
    id: request.id,
    status: request.status,
    scopes: request.details.scopes,
    note: request.details.note,
    requested_by: request.details.requested_by,
    answer_note: request.answer_note,
    answered_at: request.answered_at,
    created_at: request.created_at,
    key,
  });
}

async function viewOf(partition: Partition, request: RequestRow<LiveKeyDetails>): Promise<LiveKeyRequest> {
  return liveKeyRequestView(partition, request, (await collectedKeys(partition, [request.id])).get(request.id) ?? null);
}

/** How a request for a live key is shown in its events: as the list shows it, read with `settings:view`. */
export const liveKeyRequestKind: RequestKindParts = {
  view: { readScope: 'settings:view', show: (partition, request) => viewOf(partition, request as RequestRow<LiveKeyDetails>) },
};

const scopeWords = (scopes: readonly Scope[]): string => (ALL_SCOPES.every((scope) => scopes.includes(scope)) ? 'every scope' : scopes.join(', '));

/**
 * Asks the desk for a live key (in a test partition, rehearses it). `requester` is who asks as the
 * desk reads it (an e-mail address, a key's prefix).
 */
export async function requestLiveKey(partition: Partition, callerScopes: readonly Scope[], requester: string, body: LiveKeyRequestCreate | undefined): Promise<LiveKeyRequest> {
  const scopes = grantedScopes(callerScopes, body?.scopes);
  const open = (await requestsQuery(partition, KIND).where({ status: 'open' }).first('id', 'created_at')) as { id: string; created_at: string } | undefined;
  if (open) throw errors.liveKeyRequestOpen(open);
  const note = body?.note?.trim() || null;
  const details: LiveKeyDetails = { scopes, note, requested_by: authorOf(partition), requester };
  let request: RequestRow<LiveKeyDetails>;
  try {
    request = await openRequest(partition, {
      kind: 'live_key',
      bookingId: null,
      details,
      summary: `Live API key with ${scopeWords(scopes)}, asked by ${requester}${note ? `: “${note}”` : ''}`,
    });
  } catch (err) {
    // Another request was stored at the same moment: the index keeps one open.
    if (classifyDbError(err) === 'unique_violation') throw errors.liveKeyRequestOpen(null);
    throw err;
  }
  return liveKeyRequestView(partition, request, null);
}

export async function listLiveKeyRequests(partition: Partition, query: LiveKeyRequestQuery): Promise<LiveKeyRequestList> {
  const page = await keysetPage<Parameters<typeof requestFromRow>[0]>(requestsQuery(partition, KIND), query.limit, query.cursor);
  const requests = page.data.map((row) => requestFromRow<LiveKeyDetails>(row));
  const keys = await collectedKeys(partition, requests.map((request) => request.id));
  return stampList(partition, requests.map((request) => liveKeyRequestView(partition, request, keys.get(request.id) ?? null)), page.next_cursor);
}

export async function withdrawLiveKeyRequest(partition: Partition, id: string): Promise<LiveKeyRequest> {
  return viewOf(partition, (await withdrawRequest(partition, id, KIND)) as RequestRow<LiveKeyDetails>);
}

/**
 * Issues the key of an accepted request, once: the key is made in the partition's mode with the
 * request's scopes (each of which the collector must hold) and answered with its secret. A second
 * collection, even at the same moment, answers 409 (the key's `live_request_id` is unique).
 */
export async function collectLiveKey(partition: Partition, callerScopes: readonly Scope[], id: string): Promise<IssuedApiKey> {
  return partition.transaction(async (p) => {
    const request = await findRequest<LiveKeyDetails>(p, id, KIND);
    if (request.status !== 'accepted') throw errors.invalidState('request', id, request.status, 'collected: only a request the trade desk accepted has a key');
    const collected = (await collectedKeys(p, [id])).get(id);
    const alreadyCollected = (key: CollectedKey | null) =>
      errors.invalidState('request', id, key === null ? 'accepted and its key was collected' : `accepted and its key ${key.prefix} was collected at ${key.created_at}`, 'collected again. Ask the trade desk for a new key');
    if (collected) throw alreadyCollected(collected);
    const scopes = grantedScopes(callerScopes, request.details.scopes);
    const createdBy = authorOf(p);
    try {
      const issued = await createApiKey(p.db, p.serviceClock, p.accountId, p.mode, scopes, { createdBy, liveRequestId: id });
      return issuedKeyView(p, issued, createdBy, id);
    } catch (err) {
      if (classifyDbError(err) === 'unique_violation') throw alreadyCollected(null);
      throw err;
    }
  });
}
