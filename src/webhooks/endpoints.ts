import type { components } from '../generated/openapi-types';

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

/** An endpoint as the API shows it; `secret` only where the contract says (create, rotate). */
export function endpointView(row: EndpointRow, sandbox: boolean, now: string, secret?: string): WebhookEndpoint {
  const rotating = row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now;
  return {
    object: 'webhook_endpoint',
    sandbox,
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
  };
}
