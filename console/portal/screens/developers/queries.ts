import { useQuery, useQueryClient, useMutation, type QueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../../api';
import { cursorOf, usePaged } from '../../../src/queries/paged';

/**
 * The Developers screens' data: the partners' own API (/api/b2b/v1) called with the person's
 * session, as any integration calls it with a key. Every change carries an Idempotency-Key, so a
 * request retried after a lost answer does its work once.
 */
export type ApiKey = Schemas['ApiKey'];
export type IssuedApiKey = Schemas['IssuedApiKey'];
export type LiveKeyRequest = Schemas['LiveKeyRequest'];
export type RequestLog = Schemas['RequestLog'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type ApiEvent = Schemas['Event'];
export type Scope = Schemas['Scope'];

export const developerKeys = {
  all: ['developers'] as const,
  keys: ['developers', 'keys'] as const,
  liveRequests: ['developers', 'live-requests'] as const,
  logs: (filters: RequestLogFilters) => ['developers', 'logs', filters] as const,
  log: (id: string) => ['developers', 'log', id] as const,
  endpoints: ['developers', 'endpoints'] as const,
  endpoint: (id: string) => ['developers', 'endpoint', id] as const,
  deliveries: (endpointId: string) => ['developers', 'deliveries', endpointId] as const,
  delivery: (id: string) => ['developers', 'delivery', id] as const,
  events: (type: string) => ['developers', 'events', type] as const,
  event: (id: string) => ['developers', 'event', id] as const,
};

const once = () => ({ header: { 'Idempotency-Key': crypto.randomUUID() } });

/** Who the session acts as: its mode, its scopes and the account's live access. */

export const useApiKeys = () =>
  usePaged(developerKeys.keys, (cursor) => unwrap(api.GET('/api/b2b/v1/api-keys', { params: { query: { limit: 50, ...cursorOf(cursor) } } })));

export const useLiveKeyRequests = () =>
  usePaged(developerKeys.liveRequests, (cursor) => unwrap(api.GET('/api/b2b/v1/api-keys/live-requests', { params: { query: { limit: 20, ...cursorOf(cursor) } } })));

const refreshKeys = (client: QueryClient): void => {
  void client.invalidateQueries({ queryKey: developerKeys.keys });
  void client.invalidateQueries({ queryKey: developerKeys.liveRequests });
};

export function useIssueTestKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scopes: Scope[] | null) => unwrap(api.POST('/api/b2b/v1/api-keys', { params: once(), body: { mode: 'test', ...(scopes ? { scopes } : {}) } })),
    onSuccess: () => refreshKeys(client),
  });
}

export function useRevokeKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/b2b/v1/api-keys/{id}/revoke', { params: { path: { id }, ...once() } })),
    onSuccess: () => refreshKeys(client),
  });
}

export function useAskLiveKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['LiveKeyRequestCreate']) => unwrap(api.POST('/api/b2b/v1/api-keys/live-requests', { params: once(), body })),
    onSuccess: () => refreshKeys(client),
  });
}

export function useWithdrawLiveKeyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/b2b/v1/api-keys/live-requests/{id}/withdraw', { params: { path: { id }, ...once() } })),
    onSuccess: () => refreshKeys(client),
  });
}

export function useCollectLiveKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/b2b/v1/api-keys/live-requests/{id}/key', { params: { path: { id }, ...once() } })),
    onSuccess: () => refreshKeys(client),
  });
}

/** The request log's filters, as the address keeps them. */
export interface RequestLogFilters {
  request_id?: string;
  status_class?: '2xx' | '3xx' | '4xx' | '5xx';
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path_prefix?: string;
  created_gte?: string;
  created_lt?: string;
}

export const useRequestLogs = (filters: RequestLogFilters) =>
  usePaged(developerKeys.logs(filters), (cursor) => unwrap(api.GET('/api/b2b/v1/request-logs', { params: { query: { ...filters, limit: 50, ...cursorOf(cursor) } } })));

export const useRequestLog = (id: string) =>
  useQuery({ queryKey: developerKeys.log(id), queryFn: () => unwrap(api.GET('/api/b2b/v1/request-logs/{request_id}', { params: { path: { request_id: id } } })) });

export const useEndpoints = () =>
  usePaged(developerKeys.endpoints, (cursor) => unwrap(api.GET('/api/b2b/v1/webhook-endpoints', { params: { query: { limit: 50, ...cursorOf(cursor) } } })));

export const useEndpoint = (id: string) =>
  useQuery({ queryKey: developerKeys.endpoint(id), queryFn: () => unwrap(api.GET('/api/b2b/v1/webhook-endpoints/{id}', { params: { path: { id } } })) });

export const useDeliveries = (endpointId: string) =>
  usePaged(developerKeys.deliveries(endpointId), (cursor) =>
    unwrap(api.GET('/api/b2b/v1/webhook-endpoints/{id}/deliveries', { params: { path: { id: endpointId }, query: { limit: 50, ...cursorOf(cursor) } } })),
  );

export const useDelivery = (id: string) =>
  useQuery({ queryKey: developerKeys.delivery(id), queryFn: () => unwrap(api.GET('/api/b2b/v1/webhook-deliveries/{id}', { params: { path: { id } } })) });

export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/b2b/v1/webhook-deliveries/{id}/resend', { params: { path: { id }, ...once() } })),
    onSuccess: (delivery) => {
      void client.invalidateQueries({ queryKey: developerKeys.delivery(delivery.id) });
      void client.invalidateQueries({ queryKey: developerKeys.deliveries(delivery.endpoint_id) });
    },
  });
}

export const useEvents = (type: string) =>
  usePaged(developerKeys.events(type), (cursor) => unwrap(api.GET('/api/b2b/v1/events', { params: { query: { limit: 50, ...(type ? { type } : {}), ...cursorOf(cursor) } } })));

export const useEvent = (id: string) => useQuery({ queryKey: developerKeys.event(id), queryFn: () => unwrap(api.GET('/api/b2b/v1/events/{id}', { params: { path: { id } } })) });
