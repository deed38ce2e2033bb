import type { components } from '../generated/openapi-types';
import { productionAccess } from '../engine/productionAccess';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { isoDate } from '../platform/clock';
import { unstoredWrite } from '../platform/dbErrors';
import { newRegistrationId } from '../platform/ids';
import type { SandboxTokens } from '../platform/sandboxTokens';
import type { AvailabilitySigner } from '../platform/signedUrls';

type HandshakeRequest = components['schemas']['DeveloperHandshakeRequest'];
type HandshakeResult = components['schemas']['DeveloperHandshakeResult'];

export interface DeveloperRegistrationRow {
  id: string;
  platform_name: string;
  contact_email: string;
  use_case: string;
  token_id: string;
  token_expires_at: string;
  client_ip: string;
  created_at: string;
}

export interface HandshakeDeps {
  db: Db;
  clock: Clock;
  tokens: SandboxTokens;
  signer: AvailabilitySigner;
  publicBaseUrl: string;
  productionAccessUrl: string;
}

/** Stores the registration, then issues a sandbox token and a signed availability URL. */
export async function developerHandshake(deps: HandshakeDeps, request: HandshakeRequest, clientIp: string): Promise<HandshakeResult> {
  const now = deps.clock.now();
  const registrationId = newRegistrationId();
  const issued = deps.tokens.issue(registrationId);
  const row: DeveloperRegistrationRow = {
    id: registrationId,
    platform_name: request.platform_name,
    contact_email: request.contact_email,
    use_case: request.use_case,
    token_id: issued.tokenId,
    token_expires_at: issued.expiresAt.toISOString(),
    client_ip: clientIp,
    created_at: now.toISOString(),
  };
  try {
    await deps.db('developer_registrations').insert(row);
  } catch (cause) {
    throw unstoredWrite('The registration could not be stored, so no token was issued', cause);
  }
  const tomorrow = isoDate(new Date(now.getTime() + 24 * 3600 * 1000));
  const base = deps.publicBaseUrl;
  return {
    action: 'developer_handshake',
    environment: 'sandbox',
    status: 'early-access',
    test_data: true,
    registration_id: registrationId,
    token_type: 'Bearer',
    token: issued.token,
    expires_at: issued.expiresAt.toISOString(),
    scopes: issued.scopes as HandshakeResult['scopes'],
    endpoints: [
      { method: 'POST', url: `${base}/api/b2b/sandbox/transfers` },
      { method: 'GET', url: `${base}/api/b2b/sandbox/availability` },
      { method: 'GET', url: `${base}/api/b2b/sandbox/status` },
    ],
    availability_url: deps.signer.url(base, {
      date: tomorrow,
      vehicle_class: 'EXECUTIVE_SEDAN',
      expires: Math.floor(issued.expiresAt.getTime() / 1000),
    }),
    production: productionAccess(deps.productionAccessUrl),
  };
}
